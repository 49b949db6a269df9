package org.nightres.core.plan;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nightres.core.component.Component;
import org.nightres.core.component.KillClass;
import org.nightres.core.component.PlayerFilter;
import org.nightres.core.component.Ref;
import org.nightres.core.component.Role;

/** The rules of kill classes, defenses and traits, as every engine asks them. */
class DefensesTest {
  private static final Ref X = Ref.target();
  /** An attacker nothing is known of: only protections without {@code by} work against him. */
  private static final PlayerFilter.Subject NOBODY = null;

  @Test
  void protectionsAndGuardsStopNormalKillsOnly() {
    assertTrue(Defenses.protects(Component.Protect.of(X), KillClass.ATTACK, Set.of("kill"),
        NOBODY));
    assertFalse(Defenses.protects(Component.Protect.everyKill(X), KillClass.TRUE, Set.of("kill"),
        NOBODY));
    assertTrue(Defenses.guardTakes(KillClass.ATTACK));
    assertFalse(Defenses.guardTakes(KillClass.TRUE));
  }

  @Test
  void killClassesFromAttackToTrue() {
    Component.Protect fromAttacks = new Component.Protect(X, Set.of(), KillClass.ATTACK, false);
    assertTrue(Defenses.protects(fromAttacks, KillClass.ATTACK, Set.of(), NOBODY));
    assertFalse(Defenses.protects(fromAttacks, KillClass.KILL, Set.of(), NOBODY), "kills pass it");
    Component.Protect fromKills = Component.Protect.of(X);
    assertTrue(Defenses.protects(fromKills, KillClass.KILL, Set.of(), NOBODY), "kills include attacks");
    assertTrue(Defenses.protects(fromKills, KillClass.ATTACK, Set.of(), NOBODY));
    assertFalse(Defenses.protects(fromKills, KillClass.TRUE, Set.of(), NOBODY));
    assertTrue(Defenses.guardTakes(KillClass.KILL));
    assertThrows(IllegalArgumentException.class,
        () -> new Component.Protect(X, Set.of(), KillClass.TRUE, false));
  }

  @Test
  void aProtectionByAFilterWorksOnlyAgainstAttackersWhoPassIt() {
    Component.Protect fromTheMafia = new Component.Protect(X, Set.of(), KillClass.KILL, false,
        java.util.Optional.of(new PlayerFilter(false, PlayerFilter.Kind.ALIGN, "mafia")));
    PlayerFilter.Subject goon = subject("mafia", "Goon");
    PlayerFilter.Subject vig = subject("town", "Vigilante");
    assertTrue(Defenses.protects(fromTheMafia, KillClass.ATTACK, Set.of(), goon));
    assertFalse(Defenses.protects(fromTheMafia, KillClass.ATTACK, Set.of(), vig));
    Component.Protect notFromCops = new Component.Protect(X, Set.of(), KillClass.KILL, false,
        java.util.Optional.of(new PlayerFilter(true, PlayerFilter.Kind.ROLE, "Cop")));
    assertTrue(Defenses.protects(notFromCops, KillClass.ATTACK, Set.of(), vig));
    assertFalse(Defenses.protects(notFromCops, KillClass.ATTACK, Set.of(), subject("town", "Cop")));
  }

  private static PlayerFilter.Subject subject(String alignment, String role) {
    return new PlayerFilter.Subject() {
      @Override
      public String alignment() {
        return alignment;
      }

      @Override
      public java.util.List<Role> roles() {
        return java.util.List.of(Role.builder().name(role).build());
      }

      @Override
      public java.util.Map<String, String> attributes() {
        return java.util.Map.of();
      }
    };
  }

  @Test
  void aTaggedProtectionStopsOnlyKillsItCovers() {
    Component.Protect fromFaction = new Component.Protect(X, Set.of("factionkill"), false);
    assertTrue(Defenses.protects(fromFaction, KillClass.ATTACK, Set.of("kill", "factionkill"), NOBODY));
    assertFalse(Defenses.protects(fromFaction, KillClass.ATTACK, Set.of("kill"), NOBODY));
  }

  @Test
  void aDoctorStopsEveryKillOnlyUnderDoctorStopsAllAJailAlways() {
    assertTrue(Defenses.stopsEveryKill(Component.Protect.of(X), true));
    assertFalse(Defenses.stopsEveryKill(Component.Protect.of(X), false));
    assertTrue(Defenses.stopsEveryKill(Component.Protect.everyKill(X), false));
  }

  @Test
  void anAbsenceStopsTheClassesItNames() {
    Component.Absent hooker = new Component.Absent(Ref.self(), X, Set.of(KillClass.ATTACK));
    assertTrue(Defenses.absenceStops(hooker, KillClass.ATTACK));
    assertFalse(Defenses.absenceStops(hooker, KillClass.TRUE));
  }

  @Test
  void asceticUntargetabilitySparesKillsFullUntargetabilityDoesNot() {
    Component.Untargetable full = Component.Untargetable.of(X);
    Component.Untargetable ascetic = new Component.Untargetable(X, true);
    assertTrue(Defenses.untargetableStops(full, Component.Kill.of(X), Set.of()));
    assertFalse(Defenses.untargetableStops(ascetic, Component.Kill.of(X), Set.of()));
    assertTrue(Defenses.untargetableStops(ascetic, Component.Block.of(X), Set.of()));
  }

  @Test
  void unkillableStopsOnlyKillsAndTagsNarrowUntargetability() {
    Component.Untargetable unkillable = new Component.Untargetable(X,
        Component.Untargetable.Scope.KILLS, Set.of(), Set.of());
    assertTrue(Defenses.untargetableStops(unkillable, Component.Kill.of(X), Set.of()));
    assertFalse(Defenses.untargetableStops(unkillable, Component.Block.of(X), Set.of()));
    Component.Untargetable butTheMafia = new Component.Untargetable(X,
        Component.Untargetable.Scope.ALL, Set.of(), Set.of("factionkill"));
    assertFalse(Defenses.untargetableStops(butTheMafia, Component.Kill.of(X),
        Set.of("kill", "factionkill")));
    assertTrue(Defenses.untargetableStops(butTheMafia, Component.Kill.of(X), Set.of("kill")));
    Component.Untargetable onlyVigs = new Component.Untargetable(X,
        Component.Untargetable.Scope.ALL, Set.of("vig"), Set.of());
    assertTrue(Defenses.untargetableStops(onlyVigs, Component.Block.of(X), Set.of("vig")));
    assertFalse(Defenses.untargetableStops(onlyVigs, Component.Block.of(X), Set.of()));
  }

  @Test
  void aMachoIgnoresOthersProtectionButNotItsOwn() {
    assertTrue(Defenses.machoIgnores(true, 0, 1));
    assertFalse(Defenses.machoIgnores(true, 0, 0));
    assertFalse(Defenses.machoIgnores(false, 0, 1));
  }
}
