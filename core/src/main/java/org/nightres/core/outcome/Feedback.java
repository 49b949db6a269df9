package org.nightres.core.outcome;

import org.immutables.value.Value;
import org.nightres.core.NightresStyle;

/**
 * What one player is told about one information action (or a received fruit).
 *
 * <p>{@code result} is exactly one of the strings of {@code night-format.md} section 5:
 * {@code guilty}, {@code innocent}, {@code positive}, {@code negative}, a {@code ", "}-joined
 * list of names, {@code nowhere}, {@code no visitors}, {@code received fruit} or
 * {@code no result} (the information action itself failed).
 */
@Value.Immutable
@NightresStyle
public abstract class Feedback {
  public static final String NO_RESULT = "no result";
  public static final String GUILTY = "guilty";
  public static final String INNOCENT = "innocent";
  public static final String POSITIVE = "positive";
  public static final String NEGATIVE = "negative";
  public static final String NOWHERE = "nowhere";
  public static final String NO_VISITORS = "no visitors";
  public static final String RECEIVED_FRUIT = "received fruit";

  /** Who receives it. */
  @Value.Parameter
  public abstract String player();

  /** The verb of the action it reports on. */
  @Value.Parameter
  public abstract String ability();

  /** The action's written target (for fruit: the receiver). */
  @Value.Parameter
  public abstract String target();

  @Value.Parameter
  public abstract String result();

  public static Feedback of(String player, String ability, String target, String result) {
    return ImmutableFeedback.of(player, ability, target, result);
  }
}
