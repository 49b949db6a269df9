package org.nightres.core.plan;

import org.nightres.core.component.DisguiseStrength;
import org.nightres.core.component.Role;

/**
 * Which of several disguises on one player answers a result that sees them, the one rule every
 * engine asks: a strong disguise beats a weak one, and of two of one strength the role whose name
 * comes first (in {@link String#compareTo} order) wins. The rule does not depend on the order of
 * the actions, so shuffling a night's lines never changes an answer. Stateless.
 */
public final class Disguises {
  private Disguises() {}

  /**
   * Negative if a disguise of strength {@code s1} as {@code r1} wins over one of {@code s2} as
   * {@code r2}, positive if it loses, 0 if they give the same answer.
   *
   * @param s1 the first disguise's strength
   * @param r1 the role the first disguise shows
   * @param s2 the second disguise's strength
   * @param r2 the role the second disguise shows
   * @return negative, positive or 0, as a {@link java.util.Comparator} would
   */
  public static int compare(DisguiseStrength s1, Role r1, DisguiseStrength s2, Role r2) {
    if (s1 != s2) {
      return s1 == DisguiseStrength.STRONG ? -1 : 1;
    }
    return r1.name().compareTo(r2.name());
  }
}
