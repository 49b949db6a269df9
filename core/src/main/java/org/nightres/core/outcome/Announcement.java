package org.nightres.core.outcome;

import com.google.common.base.Preconditions;

/**
 * A public line for the next day's post ({@code games.md} section 8): a death, a poisoning, a
 * cure, an arrest, a recruitment, or a rule set's own word.
 *
 * @param kind a stable word: {@code death}, {@code poisoned}, {@code cured}, {@code arrested},
 *     {@code recruited}, or a rule set's own
 * @param player the player it is about
 */
public record Announcement(String kind, String player) {
  /** The kind of a death of the night. */
  public static final String DEATH = "death";

  /**
   * An announcement, checked.
   *
   * @param kind a lower-case word ({@code [a-z][a-z0-9-]*})
   * @param player the player it is about
   * @throws IllegalArgumentException if {@code kind} is no such word
   */
  public Announcement {
    Preconditions.checkArgument(isWord(kind), "bad kind %s", kind);
    Preconditions.checkNotNull(player);
  }

  /** Whether {@code kind} matches {@code [a-z][a-z0-9-]*}. */
  private static boolean isWord(String kind) {
    if (kind == null || kind.isEmpty() || kind.charAt(0) < 'a' || kind.charAt(0) > 'z') {
      return false;
    }
    for (int i = 0; i < kind.length(); i++) {
      char c = kind.charAt(i);
      if ((c < 'a' || c > 'z') && (c < '0' || c > '9') && c != '-') {
        return false;
      }
    }
    return true;
  }
}
