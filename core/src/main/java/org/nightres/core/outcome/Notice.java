package org.nightres.core.outcome;

import org.immutables.value.Value;
import org.nightres.core.internal.NightresStyle;

/** A private message that is not the result of an information action (e.g. from a Boss). */
@Value.Immutable
@NightresStyle
public abstract class Notice {

  /** {@return who receives it} */
  @Value.Parameter
  public abstract String player();

  /** {@return the text, for people} */
  @Value.Parameter
  public abstract String message();

  /**
   * {@return a stable word saying what the notice is ({@code games.md} section 8: {@code boss},
   * {@code stolen}, {@code injured}, ...); {@code message} for a fixed message of a role}
   */
  @Value.Default
  public String kind() {
    return MESSAGE;
  }

  /** The kind of a fixed private message ({@code notify}). */
  public static final String MESSAGE = "message";

  /**
   * {@return a fixed message of kind {@link #MESSAGE}}
   *
   * @param player who receives it
   * @param message the text
   */
  public static Notice of(String player, String message) {
    return ImmutableNotice.of(player, message);
  }

  /**
   * {@return a notice of kind {@code kind} ({@code boss}, {@code partner}, ...) with {@code text}}
   *
   * @param player who receives it
   * @param kind a stable word
   * @param text the text
   */
  public static Notice of(String player, String kind, String text) {
    return ImmutableNotice.of(player, text).withKind(kind);
  }
}
