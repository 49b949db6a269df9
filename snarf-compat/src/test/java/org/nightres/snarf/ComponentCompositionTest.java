package org.nightres.snarf;

import org.nightres.core.testing.NightText;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.nightres.snarf.Outcomes.assertDeaths;
import static org.nightres.snarf.Outcomes.assertResult;
import static org.nightres.snarf.Outcomes.resolve;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Component;
import org.nightres.core.component.KillClass;
import org.nightres.core.component.Ref;
import org.nightres.core.component.Role;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.outcome.Notice;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.format.RuleSets;

/**
 * Acceptance point: roles that exist only as compositions of existing components, defined here
 * with the {@link Role} and {@link Ability} builders, resolve under SNARF with no change to the
 * resolver.
 */
class ComponentCompositionTest {
  private static final Ref X = Ref.target();

  /** Mafia 1923 Boss (seed 002): cancels the target's action tonight; cannot prevent mafia kills. */
  static final String BOSS_NOTICE = "your action did not happen because of a Boss";

  static final Role BOSS = Role.builder().name("Boss")
      .description("cancels the target's action tonight; cannot prevent mafia kills")
      .addAbilities(Ability.builder().verb("cancel")
          .addComponents(
              new Component.Block(X, Set.of("factionkill")),
              new Component.Notify(X, BOSS_NOTICE),
              new Component.Visit(X))
          .build())
      .build();

  /** WWR Hooker (seed 004): "Protect @Self from Attacks through Absence at @Selection". */
  static final Role HOOKER = Role.builder().name("Hooker")
      .description("spends the night at the target's: normal attacks on her fail there")
      .addAbilities(Ability.builder().verb("spend-night")
          .addComponents(
              new Component.Absent(Ref.self(), X, Set.of(KillClass.ATTACK)),
              new Component.Visit(X))
          .build())
      .build();

  static final RoleCatalogue CATALOGUE = RuleSets.standard().withRole(BOSS).withRole(HOOKER);

  private static Outcome run(String... lines) {
    return resolve(NightText.parse(CATALOGUE, lines));
  }

  @Nested
  class MafiaBoss {

    @Test
    void theBossCancelsADoctorSoTheVictimDies() {
      Outcome o = run("player B mafia Boss", "player D town Doctor", "player V town Vigilante",
          "player A town Vanilla", "B cancel D", "D protect A", "V kill A");
      assertDeaths(o, "A");
    }

    @Test
    void theBossCannotStopAMafiaKillButTheTargetIsStillTold() {
      Outcome o = run("player B mafia Boss", "player M mafia Goon", "player A town Vanilla",
          "B cancel M", "M mafiakill A");
      assertDeaths(o, "A");
      assertEquals(List.of(Notice.of("M", BOSS_NOTICE)), o.notices());
    }

    @Test
    void theBossStillCancelsTheMafiaMembersOtherActions() {
      Outcome o = run("player B mafia Boss", "player M mafia Cop", "player A town Vanilla",
          "B cancel M", "M investigate A", "M mafiakill A");
      assertDeaths(o, "A");
      assertResult(o, "M", "no result");
    }

    @Test
    void theTargetIsToldWhetherOrNotItActed() {
      Outcome o = run("player B mafia Boss", "player X town Vanilla", "B cancel X");
      assertEquals(List.of(Notice.of("X", BOSS_NOTICE)), o.notices());
    }

    @Test
    void aBossBlockedEarlierCancelsNothingAndTellsNobody() {
      Outcome o = run("player B mafia Boss", "player R town Roleblocker", "player D town Doctor",
          "player V town Vigilante", "player A town Vanilla",
          "R block B [30]", "B cancel D", "D protect A", "V kill A");
      assertDeaths(o);
      assertTrue(o.notices().isEmpty());
    }

    @Test
    void aSameOrderBlockOnTheBossStillLetsTheCancelHappenButStopsTheLaterNotice() {
      // The cancel (block) is [40], simultaneous with the roleblock; the notice is [90].
      Outcome o = run("player B mafia Boss", "player R town Roleblocker", "player D town Doctor",
          "player V town Vigilante", "player A town Vanilla",
          "R block B", "B cancel D", "D protect A", "V kill A");
      assertDeaths(o, "A");
      assertTrue(o.notices().isEmpty());
    }
  }

  @Nested
  class WwrHooker {

    @Test
    void aKillOnTheHookerFails() {
      assertDeaths(run("player H town Hooker", "player M mafia Goon", "player X town Vanilla",
          "H spend-night X", "M mafiakill H"));
    }

    @Test
    void aKillOnHerHostKillsTheHostAndTheHooker() {
      assertDeaths(run("player H town Hooker", "player M mafia Goon", "player X town Vanilla",
          "H spend-night X", "M mafiakill X"), "H", "X");
    }

    @Test
    void aStrongKillOnTheHookerStillKillsHer() {
      assertDeaths(run("player H town Hooker", "player S mafia Strongman", "player X town Vanilla",
          "H spend-night X", "S strongkill H"), "H");
    }

    @Test
    void aStrongKillOnTheHostDoesNotReachHer() {
      assertDeaths(run("player H town Hooker", "player S mafia Strongman", "player X town Vanilla",
          "H spend-night X", "S strongkill X"), "X");
    }

    @Test
    void unlikeAHiderSheCanStillBeInvestigatedAndSheVisitsHerHost() {
      Outcome o = run("player H mafia Hooker", "player C town Cop", "player W town Watcher",
          "player X town Vanilla", "H spend-night X", "C investigate H", "W watch X");
      assertResult(o, "C", "guilty");
      assertResult(o, "W", "H");
    }
  }
}
