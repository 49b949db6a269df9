package org.nightres.core.component;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import org.junit.jupiter.api.Test;

/** The rules of kill classes, defenses and traits, as every engine asks them. */
class DefensesTest {
  private static final Ref X = Ref.target();

  @Test
  void protectionsAndGuardsStopNormalKillsOnly() {
    assertTrue(Defenses.protects(Component.Protect.of(X), KillClass.NORMAL, Set.of("kill")));
    assertFalse(Defenses.protects(Component.Protect.everyKill(X), KillClass.STRONG, Set.of("kill")));
    assertTrue(Defenses.guardTakes(KillClass.NORMAL));
    assertFalse(Defenses.guardTakes(KillClass.STRONG));
  }

  @Test
  void aTaggedProtectionStopsOnlyKillsItCovers() {
    Component.Protect fromFaction = new Component.Protect(X, Set.of("factionkill"), false);
    assertTrue(Defenses.protects(fromFaction, KillClass.NORMAL, Set.of("kill", "factionkill")));
    assertFalse(Defenses.protects(fromFaction, KillClass.NORMAL, Set.of("kill")));
  }

  @Test
  void aDoctorStopsEveryKillOnlyUnderDoctorStopsAllAJailAlways() {
    assertTrue(Defenses.stopsEveryKill(Component.Protect.of(X), true));
    assertFalse(Defenses.stopsEveryKill(Component.Protect.of(X), false));
    assertTrue(Defenses.stopsEveryKill(Component.Protect.everyKill(X), false));
  }

  @Test
  void anAbsenceStopsTheClassesItNames() {
    Component.Absent hooker = new Component.Absent(Ref.self(), X, Set.of(KillClass.NORMAL));
    assertTrue(Defenses.absenceStops(hooker, KillClass.NORMAL));
    assertFalse(Defenses.absenceStops(hooker, KillClass.STRONG));
  }

  @Test
  void asceticUntargetabilitySparesKillsFullUntargetabilityDoesNot() {
    assertTrue(Defenses.untargetableStops(false, Component.Kill.of(X)));
    assertFalse(Defenses.untargetableStops(true, Component.Kill.of(X)));
    assertTrue(Defenses.untargetableStops(true, Component.Block.of(X)));
  }

  @Test
  void aMachoIgnoresOthersProtectionButNotItsOwn() {
    assertTrue(Defenses.machoIgnores(true, 0, 1));
    assertFalse(Defenses.machoIgnores(true, 0, 0));
    assertFalse(Defenses.machoIgnores(false, 0, 1));
  }
}
