package org.nightres.core.format;

import static org.nightres.core.testing.RulesText.read;
import static org.nightres.core.testing.RulesText.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nightres.core.component.Component;
import org.nightres.core.component.PlayerFilter;
import org.nightres.core.component.Premise;
import org.nightres.core.component.Ref;
import org.nightres.core.component.RoleCatalogue;

/**
 * Premises of alternatives ({@code (A or B and C)}, {@code and} binding closer than {@code
 * or}) and premises comparing a player with the holder ({@code visitor is self}): what the
 * roles language reads, what {@link RulesWriter} writes back, and the mistakes
 * at their line and column.
 */
class PremiseAlternativesParserTest {

  private static final String WARD = """
      role Ward
      ability Ward.guard X = protect(X) [if (X in attr:ward or self in attr:counter>0 and night 2+)]
      ability Ward.check X = if(!(X in attr:ward or living<3) then notify(self, "plain") else notify(self, "marked")) + visit(X)
      trigger Ward visited = kill(visitor) [if (visitor in align:mafia or self in attr:trap), if night 2+]
      """;

  @Test
  void alternativesAreOnePremiseOfConjunctions() {
    Premise guard = ok(WARD).role("Ward").orElseThrow().ability("guard").orElseThrow()
        .conditions().get(0);
    assertEquals(Premise.anyOf(List.of(
        List.of(Premise.in(Ref.param(0), PlayerFilter.parse("attr:ward", true).orElseThrow())),
        List.of(Premise.in(Ref.self(), PlayerFilter.parse("attr:counter>0", true).orElseThrow()),
            Premise.night(new Premise.Nights(2, Integer.MAX_VALUE))))), guard);
    assertEquals("(X in attr:ward or self in attr:counter>0 and night 2+)", guard.toString());
    assertFalse(guard.readsSubject());
    Component t = ok(WARD).role("Ward").orElseThrow().passives().get(0);
    assertEquals("if(night 2+ then on-visited(if((visitor in align:mafia or self in "
        + "attr:trap) then kill(visitor))))", t.describe(),
        "alternatives that read the visitor are decided as the trigger fires");
  }

  @Test
  void itRoundTrips() {
    RoleCatalogue house = ok(WARD);
    String text = RulesWriter.write(house, RoleCatalogue.empty());
    assertTrue(text.contains("[if (X in attr:ward or self in attr:counter>0 and night 2+)]"),
        text);
    assertTrue(text.contains("if(!(X in attr:ward or living<3) then"), text);
    assertEquals(house.roles(), ok(text).roles());
  }

  @Test
  void premisesNestedTooDeepAreAnErrorNotAStackOverflow() {
    String deep = "(night 1 or ".repeat(20_000) + "night 2" + ")".repeat(20_000);
    RulesResult r = read("role Ward\nability Ward.guard X = protect(X) [if " + deep + "]\n");
    assertFalse(r.ok());
    assertEquals("t.roles:2:808", r.diagnostics().get(0).file() + ":"
        + r.diagnostics().get(0).line() + ":" + r.diagnostics().get(0).column(),
        r.renderDiagnostics());
    assertTrue(r.diagnostics().get(0).message().contains("premises nested more than 64 deep"),
        r.renderDiagnostics());
    String fine = "(night 1 or ".repeat(64) + "night 2" + ")".repeat(64);
    assertTrue(read("role Ward\nability Ward.guard X = protect(X) [if " + fine + "]\n").ok(),
        "64 deep is read");
  }

  @Test
  void aMistakeInAlternativesIsAnErrorAtItsColumn() {
    RulesResult one = read("role Ward\nability Ward.guard X = protect(X) [if (X in attr:ward)]\n");
    assertFalse(one.ok());
    assertEquals("t.roles:2:39", one.diagnostics().get(0).file() + ":"
        + one.diagnostics().get(0).line() + ":" + one.diagnostics().get(0).column(),
        one.renderDiagnostics());
    assertTrue(one.diagnostics().get(0).message().contains("joined by 'or'"),
        one.renderDiagnostics());
    RulesResult joint = read("role Ward\nability Ward.guard X = protect(X) "
        + "[if (X in attr:ward xor living<3)]\n");
    assertFalse(joint.ok());
    assertEquals("t.roles:2:55", joint.diagnostics().get(0).file() + ":"
        + joint.diagnostics().get(0).line() + ":" + joint.diagnostics().get(0).column(),
        joint.renderDiagnostics());
    RulesResult subject = read("role Ward\nability Ward.guard X = protect(X) "
        + "[if (X in attr:ward or visitor in align:mafia)]\n");
    assertFalse(subject.ok(), "a trigger's subject outside a trigger");
    assertEquals("t.roles:2:58", subject.diagnostics().get(0).file() + ":"
        + subject.diagnostics().get(0).line() + ":" + subject.diagnostics().get(0).column(),
        subject.renderDiagnostics());
  }

  private static final String MIRROR = """
      role Mirror
      ability Mirror.look X = visit(X) + if(X is self then notify(self, "yourself") else notify(self, "another"))
      trigger Mirror visited = notify(self, "a guest") [if !visitor is self]
      trigger Mirror killed = kill(attacker) [if (!attacker is self or night 1)]
      """;

  @Test
  void isSelfComparesThePlayerWithTheHolderAndRoundTrips() {
    RoleCatalogue house = ok(MIRROR);
    Component look = house.role("Mirror").orElseThrow().ability("look").orElseThrow()
        .components().get(1);
    assertEquals(List.of(Premise.isSelf(Ref.param(0))), look.asWhen().orElseThrow().premises());
    Premise guest = Premise.isSelf(Ref.subject()).negate();
    assertTrue(guest.readsSubject());
    assertEquals("!subject is self", guest.toString());
    String text = RulesWriter.write(house, RoleCatalogue.empty());
    assertTrue(text.contains("trigger Mirror visited = if(!visitor is self then notify(self, "
        + "\"a guest\"))"), text);
    assertTrue(text.contains("trigger Mirror killed = if((!attacker is self or night 1) then "
        + "kill(attacker))"), text);
    assertEquals(house.roles(), ok(text).roles());
  }

  @Test
  void isTakesSelfOnlyAndNotOfSelf() {
    RulesResult other = read("role Mirror\ntrigger Mirror visited = notify(self, \"x\") "
        + "[if visitor is X]\n");
    assertFalse(other.ok());
    assertEquals("t.roles:2:59", other.diagnostics().get(0).file() + ":"
        + other.diagnostics().get(0).line() + ":" + other.diagnostics().get(0).column(),
        other.renderDiagnostics());
    RulesResult self = read("role Mirror\nability Mirror.look X = visit(X) [if self is self]\n");
    assertFalse(self.ok());
    assertEquals("t.roles:2:38", self.diagnostics().get(0).file() + ":"
        + self.diagnostics().get(0).line() + ":" + self.diagnostics().get(0).column(),
        self.renderDiagnostics());
  }
}
