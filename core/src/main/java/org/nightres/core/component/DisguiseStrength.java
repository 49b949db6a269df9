package org.nightres.core.component;

import java.util.Locale;
import java.util.Optional;

/**
 * How strong a disguise is ({@code seed-vocabulary.md} §4.1, WWR Disguising): an information
 * result sees the strengths it names ({@code result(X, role, sees=strong)}). A strong disguise
 * beats a weak one.
 */
public enum DisguiseStrength {
  /** A weak disguise (WWR {@code (WD)}). */
  WEAK,
  /** A strong disguise (WWR {@code (SD)}): it beats a weak one. */
  STRONG;

  /** {@return the word of the roles language: {@code weak}, {@code strong}} */
  public String word() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * {@return the strength a word names, if any}
   *
   * @param word a word of the roles language
   */
  public static Optional<DisguiseStrength> ofWord(String word) {
    for (DisguiseStrength s : values()) {
      if (s.word().equals(word)) {
        return Optional.of(s);
      }
    }
    return Optional.empty();
  }
}
