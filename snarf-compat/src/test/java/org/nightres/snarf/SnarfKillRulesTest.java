package org.nightres.snarf;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.nightres.snarf.Outcomes.assertDeaths;
import static org.nightres.snarf.Outcomes.assertResult;
import static org.nightres.snarf.Outcomes.explanationLines;
import static org.nightres.snarf.Outcomes.resolve;
import static org.nightres.snarf.SnarfOrderRulesTest.with;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.nightres.core.outcome.Outcome;

/**
 * Kills against protections, Bulletproof, guards, Strongman, Macho, {@code doctor-stops},
 * untargetability, absence (Hider) and PGO triggers.
 */
class SnarfKillRulesTest {

  @Nested
  class Strongman {

    @Test
    void aStrongKillIgnoresTheDoctorAndBulletproof() {
      assertDeaths(resolve("player S mafia Strongman", "player D town Doctor",
          "player X town Vanilla Bulletproof", "S strongkill X", "D protect X"), "X");
    }

    @Test
    void aStrongKillPassesAGuard() {
      Outcome o = resolve("player S mafia Strongman", "player G town Bodyguard",
          "player X town Vanilla", "S strongkill X", "G guard X");
      assertDeaths(o, "X");
    }

    @Test
    void aStrongKillFailsOnAnUntargetablePlayer() {
      assertDeaths(resolve("player S mafia Strongman", "player R town Rolestopper",
          "player X town Vanilla", "S strongkill X", "R stop X"));
    }

    @Test
    void theStrongmanModifierMakesAVigilantesShotStrongAndUnblockable() {
      Outcome o = resolve("player V town Vigilante Strongman", "player D town Doctor",
          "player R town Roleblocker", "player X town Vanilla",
          "V kill X", "D protect X", "R block V");
      assertDeaths(o, "X");
    }

    @Test
    void aJailOnTheStrongmanDoesNotStopHisKill() {
      assertDeaths(resolve("player S mafia Strongman", "player J town Jailkeeper",
          "player X town Vanilla", "S strongkill X", "J jail S"), "X");
    }
  }

  @Nested
  class Guards {

    @Test
    void aGuardTakesTheKillAimedAtItsTarget() {
      assertDeaths(resolve("player V town Vigilante", "player G town Bodyguard",
          "player X town Vanilla", "V kill X", "G guard X"), "G");
    }

    @Test
    void theGuardTakingAKillIsStillCoveredByItsOwnProtection() {
      assertDeaths(resolve("player V town Vigilante", "player G town Bodyguard",
          "player D town Doctor", "player X town Vanilla",
          "V kill X", "G guard X", "D protect G"));
    }

    @Test
    void twoGuardsOnOnePlayerBothTakeTheKill() {
      // Simultaneous and independent: each guard's state sends the kill to its own actor.
      assertDeaths(resolve("player V town Vigilante", "player G1 town Bodyguard",
          "player G2 town Bodyguard", "player X town Vanilla",
          "V kill X", "G1 guard X", "G2 guard X"), "G1", "G2");
    }

    @Test
    void aBlockedGuardGuardsNobody() {
      assertDeaths(resolve("player V town Vigilante", "player G town Bodyguard",
          "player R town Roleblocker", "player X town Vanilla",
          "V kill X", "G guard X", "R block G"), "X");
    }

    @Test
    void aDeathTakenByAGuardedBodyguardIsStoppedNotPassedOnAgain() {
      // regression: G1's passed-on death went straight to protections, past G2's guard
      Outcome o = resolve("player V town Vigilante", "player G1 town Bodyguard",
          "player G2 town Bodyguard", "player X town Vanilla",
          "V kill X", "G1 guard X", "G2 guard G1");
      assertDeaths(o);
      assertTrue(Outcomes.explain(o).contains("G1 takes the kill (G1 guard X at [60]): fails: G1 is"
          + " guarded (G2 guard G1 at [60]; a passed-on death is not passed on again)"),
          Outcomes.explain(o));
    }

    @Test
    void aDeathTakenByAStoppedBodyguardFails() {
      // regression: the untargetability of the Bodyguard did not stop the death he took
      assertDeaths(resolve("player V town Vigilante", "player G town Bodyguard",
          "player S town Rolestopper", "player X town Vanilla",
          "V kill X", "G guard X", "S stop G"));
    }
  }

  @Nested
  class Macho {

    @Test
    void aDoctorCannotSaveAMachoPlayer() {
      assertDeaths(resolve("player V town Vigilante", "player D town Doctor",
          "player X town Vanilla Macho", "V kill X", "D protect X"), "X");
    }

    @Test
    void aMachoPlayersOwnBulletproofStillWorks() {
      assertDeaths(resolve("player V town Vigilante", "player D town Doctor",
          "player X town Vanilla Macho Bulletproof", "V kill X", "D protect X"));
    }

    @Test
    void aGuardCannotTakeAKillForAMachoPlayer() {
      assertDeaths(resolve("player V town Vigilante", "player G town Bodyguard",
          "player X town Vanilla Macho", "V kill X", "G guard X"), "X");
    }

    @Test
    void aJailStillBlocksAMachoPlayerButDoesNotProtectHim() {
      Outcome o = resolve("player V town Vigilante", "player J town Jailkeeper",
          "player X town Cop Macho", "player A mafia Goon",
          "V kill X", "J jail X", "X investigate A");
      assertDeaths(o, "X");
      assertResult(o, "X", "no result");
      assertTrue(Outcomes.explain(o).contains("Macho: X ignores J jail X at [60]"), Outcomes.explain(o));
    }
  }

  @Nested
  class DoctorStops {
    private final String[] twoKillsOneDoctor = {
        "player V town Vigilante", "player M mafia Goon", "player D town Doctor",
        "player X town Vanilla", "V kill X", "M mafiakill X", "D protect X"};

    @Test
    void allByDefaultOneProtectionStopsEveryKill() {
      assertDeaths(resolve(twoKillsOneDoctor));
    }

    @Test
    void oneProtectionCancelsOneKill() {
      assertDeaths(resolve(with("option doctor-stops one", twoKillsOneDoctor)), "X");
    }

    @Test
    void twoProtectionsCancelTwoKills() {
      assertDeaths(resolve("option doctor-stops one",
          "player V town Vigilante", "player M mafia Goon", "player D town Doctor",
          "player D2 town Doctor", "player X town Vanilla",
          "V kill X", "M mafiakill X", "D protect X", "D2 protect X"));
    }

    @Test
    void bulletproofStopsAnyNumberOfKillsEvenUnderOne() {
      assertDeaths(resolve("option doctor-stops one",
          "player V town Vigilante", "player M mafia Goon",
          "player X town Vanilla Bulletproof", "V kill X", "M mafiakill X"));
    }

    @Test
    void aJailStopsEveryKillEvenUnderOne() {
      assertDeaths(resolve("option doctor-stops one",
          "player V town Vigilante", "player M mafia Goon", "player J town Jailkeeper",
          "player X town Vanilla", "V kill X", "M mafiakill X", "J jail X"));
    }

    @Test
    void aProtectionUsedUpAtEightyNoLongerStopsThePgoShotAtOneNinety() {
      String[] night = {
          "player A town Cop", "player P town Vanilla PGO", "player V town Vigilante",
          "player D town Doctor", "A investigate P", "V kill A", "D protect A"};
      assertDeaths(resolve(night));
      assertDeaths(resolve(with("option doctor-stops one", night)), "A");
    }
  }

  @Nested
  class Bulletproof {

    @Test
    void bulletproofIsAProtectionStateAtZero() {
      Outcome o = resolve("player V town Vigilante", "player X town Vanilla Bulletproof",
          "V kill X");
      assertDeaths(o);
      assertTrue(explanationLines(o).contains("[0] beginning of the night"), Outcomes.explain(o));
    }

    @Test
    void aSpentVestBulletproofZeroDoesNothing() {
      assertDeaths(resolve("player V town Vigilante", "player X town Vanilla Bulletproof(0)",
          "V kill X"), "X");
    }

    @Test
    void aOneShotVestStillHasItsUseTonight() {
      assertDeaths(resolve("player V town Vigilante", "player X town Vanilla Bulletproof(1)",
          "V kill X"));
    }

    @Test
    void aBlockOnTheHolderDoesNotStopBulletproof() {
      assertDeaths(resolve("player V town Vigilante", "player R town Roleblocker",
          "player X town Vanilla Bulletproof", "R block X", "V kill X"));
    }
  }

  @Nested
  class ParanoidGunOwner {

    @Test
    void aCopVisitingAPgoAtOneHundredIsShotAtOneNinetyAndStillGetsHisResult() {
      Outcome o = resolve("player A town Cop", "player B town Vanilla PGO", "A investigate B");
      assertDeaths(o, "A");
      assertResult(o, "A", "innocent");
      assertTrue(explanationLines(o).contains("[190] triggered effects"), Outcomes.explain(o));
      assertTrue(explanationLines(o).contains("  B's PGO fires on A: A dies at the end of the night"),
          Outcomes.explain(o));
    }

    @Test
    void aBulletproofVisitorSurvivesThePgoShot() {
      Outcome o = resolve("player A town Cop Bulletproof", "player B town Vanilla PGO",
          "A investigate B");
      assertDeaths(o);
      assertResult(o, "A", "innocent");
    }

    @Test
    void aSpentVestDoesNotSaveThePgoVisitor() {
      assertDeaths(resolve("player A town Cop Bulletproof(0)", "player B town Vanilla PGO",
          "A investigate B"), "A");
    }

    @Test
    void aBulletproofPgoSurvivesTheShotAndShootsBack() {
      assertDeaths(resolve("player V town Vigilante", "player P town Vanilla PGO Bulletproof",
          "V kill P"), "V");
    }

    @Test
    void theShotFiresOncePerVisitorNotPerVisit() {
      // Two actions of X visit the PGO; one single-use protection is enough for one shot.
      Outcome o = resolve("option doctor-stops one",
          "player X town Cop+Visitor", "player P town Vanilla PGO", "player D town Doctor",
          "X investigate P", "X visit P", "D protect X");
      assertDeaths(o);
    }

    @Test
    void aMovedVisitTriggersThePgoItLandsOn() {
      Outcome o = resolve("player V town Vigilante", "player BD town BusDriver",
          "player A town Vanilla", "player P town Vanilla PGO",
          "V kill A", "BD swap A P");
      assertDeaths(o, "V", "BD", "P");
    }

    @Test
    void thePgoShotFailsOnAnUntargetableVisitor() {
      Outcome o = resolve("player A town Cop", "player P town Vanilla PGO",
          "player S town Rolestopper", "A investigate P", "S stop A");
      assertDeaths(o);
      assertResult(o, "A", "innocent");
    }

    @Test
    void aNinjaCannotBeSeenButStillTriggersThePgo() {
      assertDeaths(resolve("player V town Vigilante Ninja", "player P town Vanilla PGO",
          "V kill P"), "V", "P");
    }
  }

  @Nested
  class Untargetability {

    @Test
    void aCommuterCannotBeKilledEvenIfRoleblocked() {
      assertDeaths(resolve("player X town Commuter", "player R town Roleblocker",
          "player V town Vigilante", "X commute", "R block X", "V kill X"));
    }

    @Test
    void anAbductedPlayerIsBlockedAndUntargetable() {
      Outcome o = resolve("player Al town Alien", "player X town Cop", "player M mafia Goon",
          "player V town Vigilante", "Al abduct X", "X investigate M", "V kill X");
      assertDeaths(o);
      assertResult(o, "X", "no result");
    }

    @Test
    void untargetabilityStopsComponentsButNotTheVisit() {
      Outcome o = resolve("player S town Rolestopper", "player C town Cop",
          "player X mafia Goon", "player T town Tracker", "player W town Watcher",
          "S stop X", "C investigate X", "T track C", "W watch X");
      assertResult(o, "C", "no result");
      assertResult(o, "T", "X"); // the Cop still went to X
      assertResult(o, "W", "no result"); // the watch itself lands on the untargetable X
    }
  }

  @Nested
  class Absence {

    @Test
    void aKillOnThePlayerAHiderHidesBehindKillsBoth() {
      assertDeaths(resolve("player H town Hider", "player M mafia Goon", "player Y town Vanilla",
          "H hide Y [40]", "M mafiakill Y"), "H", "Y");
    }

    @Test
    void aHidingHiderCannotBeKilled() {
      assertDeaths(resolve("player H town Hider", "player M mafia Goon", "player Y town Vanilla",
          "H hide Y [40]", "M mafiakill H"));
    }

    @Test
    void theHiderIsHitEvenIfTheProtectedHostSurvives() {
      assertDeaths(resolve("player H town Hider", "player M mafia Goon", "player Y town Vanilla",
          "player D town Doctor", "H hide Y", "M mafiakill Y", "D protect Y"), "H");
    }

    @Test
    void theHitOnTheHiderIsSubjectToTheHidersOwnDefences() {
      assertDeaths(resolve("player H town Hider Bulletproof", "player M mafia Goon",
          "player Y town Vanilla", "H hide Y", "M mafiakill Y"), "Y");
    }

    @Test
    void aKillThatCannotLandOnTheHostDoesNotReachTheHider() {
      assertDeaths(resolve("player H town Hider", "player M mafia Goon", "player Y town Commuter",
          "H hide Y", "Y commute", "M mafiakill Y"));
    }

    @Test
    void aStrongKillOnTheHostAlsoKillsTheHider() {
      assertDeaths(resolve("player H town Hider", "player S mafia Strongman",
          "player Y town Vanilla", "H hide Y", "S strongkill Y"), "H", "Y");
    }

    @Test
    void aBlockedHiderStaysHome() {
      assertDeaths(resolve("player H town Hider", "player M mafia Goon", "player Y town Vanilla",
          "player R town Roleblocker", "H hide Y [50]", "R block H", "M mafiakill H"), "H");
    }
  }
}
