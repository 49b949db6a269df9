package org.nightres.core.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.nightres.core.component.RoleCatalogue;

/**
 * The premise {@code night n} (roles-language.md, "Premises"): written on a passive, a trigger,
 * an ability or a guard, and its input errors at FILE:LINE:COL; WWR's exact nights on a passive
 * (docs/wwr.md, ruling 22).
 */
class NightPremiseTest {

  @Test
  void aNightPremiseIsReadInEachForm() {
    RulesResult r = RulesParser.parse("n.roles", """
        role Lantern
        passive Lantern = protect(self) [if night 1]
        ability Lantern.shine X = protect(X) [if night 2+]
        ability Lantern.glow X = if(!night 2-3 then protect(X) else protect(self))
        """, RoleCatalogue.empty(), p -> java.util.Optional.empty());
    assertTrue(r.ok(), r.renderDiagnostics());
    var lantern = r.catalogue().orElseThrow().role("Lantern").orElseThrow();
    assertEquals(List.of("night 2+"), lantern.abilities().get(0).conditions().stream()
        .map(Object::toString).toList());
    assertEquals("if(!night 2-3 then protect(X) else protect(self))",
        lantern.abilities().get(1).components().get(0).describe());
  }

  @Test
  void aBadNightIsAnErrorAtItsColumn() {
    RulesResult r = RulesParser.parse("n.roles", """
        role Lantern
        passive Lantern = protect(self) [if night 3-2]
        """, RoleCatalogue.empty(), p -> java.util.Optional.empty());
    assertFalse(r.ok());
    Diagnostic d = r.diagnostics().get(0);
    assertEquals("n.roles", d.file());
    assertEquals(2, d.line());
    assertEquals(37, d.column());
    assertTrue(d.message().contains("expected night n, night n+ or night n-m"), d.message());
  }

  @Test
  void exactNightsOnAWwrPassiveAreItsNightPremise() {
    RulesResult r = WwrBookTest.read(Map.of("lantern.wwr", """
        **First Lantern** | Townsfolk Power
        Passive: Protect @Self from `Attacks` through Passive Defense [Temporal: Night 1]
        """), "include lantern.wwr\n");
    assertTrue(r.ok(), r.renderDiagnostics());
    assertEquals(List.of(), r.warnings(), r.renderWarnings());
    assertEquals(1, r.catalogue().orElseThrow().role("FirstLantern").orElseThrow().passives()
        .size());
  }
}
