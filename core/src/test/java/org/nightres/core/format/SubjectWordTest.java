package org.nightres.core.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.nightres.core.testing.RulesText.ok;

import org.junit.jupiter.api.Test;
import org.nightres.core.component.Component;
import org.nightres.core.component.Ref;
import org.nightres.core.component.RoleCatalogue;

/**
 * A trigger's subject is described as the roles file wrote him ({@code kill(visitor)}, {@code
 * status(dead, Marked)}), not {@code kill(subject)}, in what nightres says of a component (the
 * step log's "is armed", {@code nightres roles}); the word only names him: a subject equals
 * {@link Ref#subject()} whatever it is called, so a rule set reads and compares as before. It
 * said {@code subject} everywhere.
 */
class SubjectWordTest {

  private static final String HOUSE = """
      status Marked
      role Spiky
      trigger Spiky visited = kill(visitor) [if visitor in align:mafia]
      role Avenger
      trigger Avenger killed = kill(actor) + notify(attacker, "you will pay")
      role Lover
      trigger Lover death(all) = status(dead, Marked)
      role Hawk
      trigger Hawk action(investigating) = notify(target, "you were looked at")
      role Keeper
      passive Keeper = protect(self, react=kill(attacker))
      """;

  private static String described(RoleCatalogue c, String role) {
    return c.role(role).orElseThrow().passives().get(0).describe();
  }

  @Test
  void aSubjectIsDescribedAsWritten() {
    RoleCatalogue c = ok(HOUSE);
    assertEquals("on-visited(if(visitor in align:mafia then kill(visitor)))",
        described(c, "Spiky"));
    assertEquals("on-killed(kill(actor) + notify(attacker, \"you will pay\"))",
        described(c, "Avenger"));
    assertEquals("on-death(all)(status(dead, Marked))", described(c, "Lover"));
    assertEquals("on-action[investigating](notify(target, \"you were looked at\"))",
        described(c, "Hawk"));
    assertEquals("protect(self, react=kill(attacker))", described(c, "Keeper"));
  }

  /** The word is not part of what the reference means: equality and hash leave it out. */
  @Test
  void theWordDoesNotChangeWhatTheSubjectIs() {
    RoleCatalogue c = ok(HOUSE);
    Component.Trigger t = c.role("Avenger").orElseThrow().passives().get(0).asTrigger()
        .orElseThrow();
    Ref actor = t.response().get(0).target();
    Ref attacker = t.response().get(1).target();
    assertEquals("actor", actor.toString());
    assertEquals(Ref.subject(), actor);
    assertEquals(actor, attacker);
    assertEquals(Ref.subject().hashCode(), actor.hashCode());
    assertEquals(Ref.subject().hashCode(), attacker.hashCode());
    assertEquals("subject", Ref.subject().toString());
    assertNotEquals(Ref.randomMember(0, "F"), Ref.randomMember(0, "G")); // a letter still counts
    // a rule set written back reads the same
    assertEquals(c.roles(), ok(RulesWriter.write(c, RoleCatalogue.empty())).roles());
  }
}
