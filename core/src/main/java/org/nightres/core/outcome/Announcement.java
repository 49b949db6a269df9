package org.nightres.core.outcome;

import com.google.common.base.Preconditions;

/**
 * A public line for the next day's post ({@code games.md} section 8): a death, a poisoning, a
 * cure, an arrest, a recruitment, a rule set's own word, or a text (WWR's {@code Announce},
 * kind {@link #ANNOUNCE}, {@code games.md} section 7).
 *
 * @param kind a stable word: {@code death}, {@code poisoned}, {@code cured}, {@code arrested},
 *     {@code recruited}, {@link #ANNOUNCE}, or a rule set's own
 * @param player the player it is about (for a text, the player whose ability announced it)
 * @param text the text for people, with the players it names; empty for a word alone
 */
public record Announcement(String kind, String player, java.util.Optional<String> text) {
  /** The kind of a death of the night. */
  public static final String DEATH = "death";
  /** The kind of an announcement with a text of its own ({@code announce(X, "text")}). */
  public static final String ANNOUNCE = "announce";

  /**
   * An announcement, checked.
   *
   * @param kind a lower-case word ({@code [a-z][a-z0-9-]*})
   * @param player the player it is about
   * @param text the text for people, with the players it names; empty for a word alone
   * @throws IllegalArgumentException if {@code kind} is no such word, or a text is blank
   */
  public Announcement {
    Preconditions.checkArgument(isWord(kind), "bad kind %s", kind);
    Preconditions.checkNotNull(player);
    Preconditions.checkArgument(text.isEmpty() || !text.get().isBlank(), "blank text");
  }

  /**
   * An announcement of a word alone.
   *
   * @param kind a lower-case word ({@code [a-z][a-z0-9-]*})
   * @param player the player it is about
   */
  public Announcement(String kind, String player) {
    this(kind, player, java.util.Optional.empty());
  }

  /**
   * {@return {@code Announcement[kind=death, player=G]}, with {@code , text=…} when it has a
   * text}
   */
  @Override
  public String toString() {
    return "Announcement[kind=" + kind + ", player=" + player + text.map(t -> ", text=" + t)
        .orElse("") + "]";
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
