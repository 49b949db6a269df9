package org.nightres.core.component;

import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.StringJoiner;

/**
 * How hard a kill is to stop: the killing subtypes of seed 004, weakest first ({@code
 * seed-vocabulary.md} §4.1). A protection covers the classes up to the one it names ({@code
 * from=kill} "automatically contains attacks"); nothing protects from a {@link #TRUE} kill.
 */
public enum KillClass {
  /** An attack, the ordinary night kill ({@code kill(X)}): stopped by every protection. */
  ATTACK,
  /** A kill: passes protections {@code from=attack}; stopped by the others. */
  KILL,
  /** A true kill (a Strongman's, {@code strong}): passes every protection and guard. */
  TRUE;

  /**
   * {@return the class's word in the roles language: {@code attack}, {@code kill}, {@code true}}
   */
  public String word() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * {@return the class a word names: {@code attack}, {@code kill}, {@code true}, or {@code strong}}
   *
   * @param word a word of the roles language
   */
  public static Optional<KillClass> ofWord(String word) {
    return switch (word) {
      case "attack" -> Optional.of(ATTACK);
      case "kill" -> Optional.of(KILL);
      case "true", "strong" -> Optional.of(TRUE);
      default -> Optional.empty();
    };
  }

  /**
   * {@return the classes as written in descriptions: {@code all}, or their words joined by {@code
   * |}}
   *
   * @param classes kill classes
   */
  public static String describe(Set<KillClass> classes) {
    if (classes.size() == values().length) {
      return "all";
    }
    StringJoiner names = new StringJoiner("|");
    for (KillClass c : values()) {
      if (classes.contains(c)) {
        names.add(c.word());
      }
    }
    return names.toString();
  }
}
