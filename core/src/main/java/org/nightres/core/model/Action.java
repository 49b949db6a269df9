package org.nightres.core.model;

import com.google.common.base.Preconditions;
import java.util.List;
import java.util.OptionalInt;
import org.immutables.value.Value;
import org.nightres.core.internal.NightresStyle;

/** One submitted night action: an actor uses an ability on its targets. */
@Value.Immutable
@NightresStyle
public abstract class Action {

  /** {@return the actor's name, as spelled on the actor's {@code player} line} */
  public abstract String actor();

  /** {@return the ability's verb, lower case} */
  public abstract String verb();

  /**
   * {@return the targets, in the ability's parameter order, spelled as on their {@code player}
   * lines}
   */
  public abstract List<String> targets();

  /**
   * {@return the roles given for the ability's parameters of type role ({@code Tai dress Ann Cop}),
   * in their order; empty for most abilities}
   */
  public abstract List<org.nightres.core.component.Role> roles();

  /**
   * {@return the families given for the ability's parameters of type family ({@code Ari drink
   * Cohen}), in their order, spelled as on the {@code player} lines ({@code family=Cohen}); empty
   * for most abilities}
   */
  public abstract List<String> families();

  /**
   * {@return the outcomes of the action's random choices ({@link
   * org.nightres.core.component.Ability#choices()}), index for index, once the night's random
   * choices are made ({@link Night#fixed()}): a drawn player's name, a feedback's value (or {@code
   * real}), or {@code ""} where nothing was drawn (no candidate, a nullified action)} Empty before:
   * a submitted line has no picks.
   */
  public abstract List<String> picks();

  /**
   * {@return the targets as written, when a status of the actor redrew them ({@link
   * org.nightres.core.component.StatusDefinition#redraws()}, Mafia 1923's Bumbled): {@link
   * #targets()} are then the drawn ones} Empty for an action not redrawn.
   */
  public abstract List<String> written();

  /**
   * {@return whether the action was not submitted but added because its ability is forced ({@code
   * {forced}}) and its holder submitted no line of it ({@link Night#fixed()})}
   */
  @Value.Default
  public boolean auto() {
    return false;
  }

  /**
   * {@return whether this automatic use's players are still to be drawn: under the sequential
   * scheme they are drawn when it resolves ({@code games.md} section 9), and {@link #targets()}
   * hold placeholders until then}
   */
  @Value.Default
  public boolean pending() {
    return false;
  }

  /**
   * {@return the submission order, 0-based; unique within a night} Line order in a {@code .night}
   * file.
   */
  public abstract int submissionIndex();

  /** {@return the {@code [n]} SNARF order override, if written} Other schemes ignore it. */
  public abstract OptionalInt orderOverride();

  /**
   * {@return the 1-based line of the {@code .night} file, when parsed from one; for messages only}
   */
  public abstract OptionalInt sourceLine();

  /** The action as a moderator writes it, e.g. {@code B jail A}; keywords omitted. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder(actor()).append(' ').append(verb());
    targets().forEach(t -> sb.append(' ').append(t));
    roles().forEach(r -> sb.append(' ').append(r.name()));
    families().forEach(f -> sb.append(' ').append(f));
    return sb.toString();
  }

  /** Checks the invariants when a value is built (Immutables calls it). */
  @Value.Check
  protected void check() {
    Preconditions.checkState(submissionIndex() >= 0, "negative submission index");
  }

  /** {@return a builder} */
  public static ImmutableAction.Builder builder() {
    return ImmutableAction.builder();
  }
}
