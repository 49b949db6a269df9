package org.nightres.core.model;

/** Whether a player is in the game ({@code games.md} section 2.1). */
public enum Life {
  /** Acts, can be targeted, counts as living. */
  ALIVE,
  /** Killed (at night) or lynched: cannot act, cannot be targeted, does not count as living. */
  DEAD,
  /** Exiled (Mafia 1923's court): as dead for acting, targeting and counting. */
  EXILED;

  /** {@return the word of a {@code state} line: {@code alive}, {@code dead}, {@code exiled}} */
  public String word() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }

  /** {@return whether the player takes part in the night: {@link #ALIVE}} */
  public boolean living() {
    return this == ALIVE;
  }
}
