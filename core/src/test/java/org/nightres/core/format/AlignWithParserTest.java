package org.nightres.core.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.nightres.core.testing.RulesText.ok;
import static org.nightres.core.testing.RulesText.read;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Component;
import org.nightres.core.component.PlayerFilter;
import org.nightres.core.component.Ref;
import org.nightres.core.component.Role;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.component.StateChange;

/**
 * Another player's alignment ({@code role(X, align with Y)}, the filter {@code same:alignment})
 * and a forced ability spared by other lines ({@code {forced, unless=v}}): what the roles
 * language reads, what {@link RulesWriter} writes back, and the mistakes at their line and
 * column (docs/wwr.md, rulings 66 and 67).
 */
class AlignWithParserTest {

  private static final String RULES = """
      role Matchmaker
      passive Matchmaker = role(self, align with stored(target)) [if stored(target) in !same:alignment]
      role Stray
      ability Stray.follow X = role(self, align with X)
      ability Stray.stay = role(self, align town) {forced, unless=follow}
      """;

  @Test
  void alignWithIsAChangeNamingASecondPlayerAndSameIsAFilterAgainstTheHolder() {
    RoleCatalogue rules = ok(RULES);
    Role stray = rules.role("Stray").orElseThrow();
    Component.Change follow = (Component.Change) stray.ability("follow").orElseThrow()
        .components().get(0);
    assertEquals(new StateChange.AlignWith(Ref.param(0)), follow.change());
    assertEquals("role(self, align with X)", follow.describe());
    Ability stay = stray.ability("stay").orElseThrow();
    assertEquals(Set.of("follow"), stay.forcedUnless());
    assertEquals(Optional.of(Ref.randomValid()), stay.forced());
    PlayerFilter same = PlayerFilter.parse("same:alignment", true).orElseThrow();
    assertTrue(same.matches(subject("mafia"), subject("mafia")));
    assertFalse(same.matches(subject("town"), subject("mafia")));
    assertFalse(same.matches(subject("mafia")), "with no holder known, nobody passes it");
    assertEquals(Optional.empty(), PlayerFilter.parse("same:alignment"),
        "outside premises and death triggers it is no filter");
    assertEquals(Optional.empty(), PlayerFilter.parse("same:role", true));
  }

  @Test
  void itRoundTrips() {
    RoleCatalogue rules = ok(RULES);
    String text = RulesWriter.write(rules, RoleCatalogue.empty());
    assertTrue(text.contains("role(self, align with stored(target))"), text);
    assertTrue(text.contains("{forced, unless=follow}"), text);
    assertEquals(rules.roles(), ok(text).roles());
  }

  @Test
  void theMistakesAreErrorsAtTheirLineAndColumn() {
    RulesResult subject = read("role Odd\ntrigger Odd visited = role(self, align with visitor)\n");
    assertFalse(subject.ok());
    assertEquals("t.roles:2:45", at(subject), subject.renderDiagnostics());
    RulesResult alone = read("role Odd\nability Odd.go = role(self, align town) {unless=stay}\n");
    assertFalse(alone.ok());
    assertTrue(alone.diagnostics().get(0).message().contains("write it with forced"),
        alone.renderDiagnostics());
    RulesResult bad = read("role Odd\nability Odd.go = role(self, align town) "
        + "{forced, unless=St.ay}\n");
    assertFalse(bad.ok());
    assertEquals("t.roles:2:57", at(bad), bad.renderDiagnostics());
    RulesResult itself = read("role Odd\nability Odd.go = role(self, align town) "
        + "{forced, unless=go}\n");
    assertFalse(itself.ok());
    assertTrue(itself.diagnostics().get(0).message().contains("the ability itself"),
        itself.renderDiagnostics());
    RulesResult where = read("role Odd\nability Odd.go X = kill(X) [when X in same:alignment]\n");
    assertFalse(where.ok(), where.renderDiagnostics());
  }

  private static String at(RulesResult r) {
    return r.diagnostics().get(0).file() + ":" + r.diagnostics().get(0).line() + ":"
        + r.diagnostics().get(0).column();
  }

  private static PlayerFilter.Subject subject(String alignment) {
    return new PlayerFilter.Subject() {
      @Override
      public String alignment() {
        return alignment;
      }

      @Override
      public List<Role> roles() {
        return List.of();
      }

      @Override
      public Map<String, String> attributes() {
        return Map.of();
      }
    };
  }
}
