package org.nightres.core.outcome;

import org.immutables.value.Value;
import org.nightres.core.NightresStyle;

/** A private message that is not the result of an information action (e.g. from a Boss). */
@Value.Immutable
@NightresStyle
public abstract class Notice {

  @Value.Parameter
  public abstract String player();

  @Value.Parameter
  public abstract String message();

  public static Notice of(String player, String message) {
    return ImmutableNotice.of(player, message);
  }
}
