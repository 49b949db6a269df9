package org.nightres.core.format;

import static org.nightres.core.testing.RulesText.read;
import static org.nightres.core.testing.RulesText.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nightres.core.component.Component;
import org.nightres.core.component.PlayerFilter;
import org.nightres.core.component.Role;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.component.StateChange;

/**
 * Attributes a player gives as his own ({@code attr(X, own k)}, {@code attr(X, disown k)}) and
 * the filter of them ({@code own:k}, in premises and {@code death(...)} triggers only): what the
 * roles language reads, what {@link RulesWriter} writes back, and the mistakes at their line and
 * column.
 */
class OwnedAttributesParserTest {

  private static final String WARDEN = """
      role Warden
      ability Warden.mark X = attr(X, own omen) [if X in !attr:omen]
      ability Warden.lift X = attr(X, disown omen)
      passive Warden = protect(self) [if exists own:omen]
      trigger Warden death(own:omen) = notify(self, "{dead} fell") [if self in !own:omen]
      """;

  @Test
  void ownAndDisownAreChangesOfTheAttributeAndOwnIsAFilterOfThem() {
    Role warden = ok(WARDEN).role("Warden").orElseThrow();
    Component.Change mark = (Component.Change) warden.ability("mark").orElseThrow()
        .components().get(0);
    assertEquals(new StateChange.Owned("omen", true), mark.change());
    assertEquals("attr(X, own omen)", mark.describe());
    Component.Change lift = (Component.Change) warden.ability("lift").orElseThrow()
        .components().get(0);
    assertEquals(new StateChange.Owned("omen", false), lift.change());
    assertEquals("attr(X, disown omen)", lift.describe());
    Component.Trigger t = ok("role Seer\ntrigger Seer death(!own:omen) = "
        + "notify(self, \"gone\")\n").role("Seer").orElseThrow().passives().get(0).asTrigger()
        .orElseThrow();
    assertEquals(PlayerFilter.parse("!own:omen", true), t.aboutFilter());
    assertEquals("death(!own:omen)", t.eventWords());
  }

  @Test
  void anOwnFilterPassesThePlayersWhoseAttributeNamesTheHolder() {
    PlayerFilter own = PlayerFilter.parse("own:omen", true).orElseThrow();
    PlayerFilter.Subject ann = subject("Ann", Map.of("omen", "Wes"));
    PlayerFilter.Subject bob = subject("Bob", Map.of("omen", "Wyn"));
    PlayerFilter.Subject wes = subject("Wes", Map.of());
    assertTrue(own.matches(ann, wes));
    assertFalse(own.matches(bob, wes), "Wyn's omen is not Wes's");
    assertFalse(own.matches(ann), "with no holder known, nobody holds it");
    assertTrue(PlayerFilter.parse("!own:omen", true).orElseThrow().matches(bob, wes));
    assertEquals(Optional.empty(), PlayerFilter.parse("own:omen"),
        "outside premises and death triggers it is no filter");
  }

  @Test
  void itRoundTrips() {
    RoleCatalogue house = ok(WARDEN);
    String text = RulesWriter.write(house, RoleCatalogue.empty());
    assertTrue(text.contains("ability Warden.mark X = attr(X, own omen)"), text);
    assertTrue(text.contains("trigger Warden death(own:omen) = notify(self, \"{dead} fell\") "
        + "[if self in !own:omen]"), text);
    assertTrue(text.contains("passive Warden = protect(self) [if exists own:omen]"), text);
    RoleCatalogue back = ok(text);
    assertEquals(house.roles(), back.roles());
  }

  @Test
  void whereTheHolderIsNotKnownAnOwnFilterIsAnErrorAtItsColumn() {
    RulesResult by = read("role Warden\npassive Warden = protect(self, by=own:omen)\n");
    assertFalse(by.ok());
    assertEquals(List.of("t.roles:2:"), by.diagnostics().stream()
        .map(d -> d.file() + ":" + d.line() + ":").distinct().toList(), by.renderDiagnostics());
    RulesResult when = read("role Warden\nability Warden.mark X = attr(X, own omen) "
        + "[when X in own:omen]\n");
    assertFalse(when.ok());
    assertEquals("t.roles:2:54", when.diagnostics().get(0).file() + ":"
        + when.diagnostics().get(0).line() + ":" + when.diagnostics().get(0).column(),
        when.renderDiagnostics());
    RulesResult key = read("role Warden\nability Warden.mark X = attr(X, own Om.en)\n");
    assertFalse(key.ok());
    assertEquals("t.roles:2:33", key.diagnostics().get(0).file() + ":"
        + key.diagnostics().get(0).line() + ":" + key.diagnostics().get(0).column(),
        key.renderDiagnostics());
    assertTrue(key.diagnostics().get(0).message().contains("after own"),
        key.renderDiagnostics());
  }

  private static PlayerFilter.Subject subject(String name, Map<String, String> attributes) {
    return new PlayerFilter.Subject() {
      @Override
      public String name() {
        return name;
      }

      @Override
      public String alignment() {
        return "town";
      }

      @Override
      public List<Role> roles() {
        return List.of();
      }

      @Override
      public Map<String, String> attributes() {
        return attributes;
      }
    };
  }
}
