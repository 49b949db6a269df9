package org.nightres.core.outcome;

import java.util.List;
import org.immutables.value.Value;
import org.nightres.core.internal.NightresStyle;
import org.nightres.core.Scheme;
import org.nightres.core.model.GameState;

/**
 * What happened in a night under one scheme. Immutable; lists are in the documented order, so
 * equal nights give equal outcomes.
 */
@Value.Immutable
@NightresStyle
public abstract class Outcome {

  /** {@return the scheme that resolved the night} */
  public abstract Scheme scheme();

  /** {@return who dies, in declaration order} */
  public abstract List<String> deaths();

  /** {@return who is recruited, in declaration order} */
  public abstract List<String> recruited();

  /**
   * {@return one entry per information action in submission order (received fruit included, after
   * the information results of the same action position)}
   */
  public abstract List<Feedback> feedback();

  /** {@return private notices, in submission order of the actions that caused them} */
  public abstract List<Notice> notices();

  /**
   * {@return why: a scheme-specific tree} SNARF gives its step log by order value, RAR one reason
   * tree per end-of-night question, NAR its resolution order.
   */
  public abstract List<ExplanationNode> explanation();

  /** {@return the number of the night resolved} Default 1. */
  @Value.Default
  public int night() {
    return 1;
  }

  /**
   * {@return public lines for the next day's post, in the order the events happened: deaths first}
   */
  public abstract List<Announcement> announcements();

  /**
   * {@return the night's random choices, in the order drawn ({@code games.md} sections 8 and 9: the
   * JSON {@code random}); pinned choices included} Empty for a night without randomness.
   */
  public abstract List<org.nightres.core.model.Draw> draws();

  /**
   * {@return the automatic uses of forced abilities ({@code {forced}}) that the night added because
   * their holders submitted none, with their targets, in the order added; empty for most nights}
   */
  public abstract List<org.nightres.core.model.Action> autoActions();

  /**
   * {@return the state after this night, ready to start the next one ({@code games.md} section 2):
   * the night's deaths and recruitments, uses spent, vests worn down, statuses expired}
   */
  public abstract GameState nextState();

  /** {@return a builder} */
  public static ImmutableOutcome.Builder builder() {
    return ImmutableOutcome.builder();
  }
}
