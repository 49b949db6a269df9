package org.nightres.core.model;

import com.google.common.base.Preconditions;

/**
 * A {@code random <Actor> <verb> <Pick>} line of a night ({@code games.md} section 9): the next
 * draw made for that actor's {@code verb} action is {@code pick} (a moderator's roll replayed,
 * or a test's); a pin makes no draw. Names and verbs compare case-insensitively.
 *
 * @param actor the actor, as on its {@code player} line
 * @param verb the ability's verb, lower case
 * @param pick a player's name, or a feedback value ({@code Citizen}, {@code real})
 */
public record Pin(String actor, String verb, String pick) {
  /**
   * A value of these parts, checked.
   *
   * @param actor the actor, as on its {@code player} line
   * @param verb the ability's verb, lower case
   * @param pick a player's name, or a feedback value ({@code Citizen}, {@code real})
   */
  public Pin {
    Preconditions.checkNotNull(actor, "actor");
    Preconditions.checkNotNull(verb, "verb");
    Preconditions.checkNotNull(pick, "pick");
  }

  @Override
  public String toString() {
    return "random " + actor + " " + verb + " " + pick;
  }
}
