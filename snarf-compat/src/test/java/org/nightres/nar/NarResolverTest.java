package org.nightres.nar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.nightres.nar.NarTesting.effectsOf;
import static org.nightres.nar.NarTesting.order;
import static org.nightres.nar.NarTesting.resolve;
import static org.nightres.nar.NarTesting.result;
import static org.nightres.nar.NarTesting.stepOf;

import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.nightres.core.NightResolvers;
import org.nightres.core.ResolutionLimitException;
import org.nightres.core.Scheme;
import org.nightres.core.outcome.Outcome;

/** The NAR consequences of {@code schemes.md} sections 4.5 to 4.8, one scenario per test. */
class NarResolverTest {

  @Test
  void isFoundThroughServiceLoader() {
    assertEquals(NarResolver.class, NightResolvers.find(Scheme.NAR).orElseThrow().getClass());
    assertEquals(Scheme.NAR, new NarResolver().scheme());
  }

  @Test
  void refusesANightOverItsBudget() {
    String night = """
        player V town Vigilante
        player D town Doctor
        player X town Vanilla Bulletproof
        V kill X
        D protect X
        """;
    ResolutionLimitException e = assertThrows(ResolutionLimitException.class,
        () -> new NarResolver(2).resolve(NarTesting.night(night)));
    assertEquals(List.of("V kill X", "D protect X"), e.actions());
    assertEquals("NAR resolves at most 2 actions and passives in one night; this night has 3", e.getMessage());
    assertEquals(List.of(), new NarResolver(3).resolve(NarTesting.night(night)).deaths());
    assertThrows(IllegalArgumentException.class, () -> new NarResolver(0));
  }

  @Nested
  class GoldenRule {
    @Test
    void rb1BlocksRb2SoTheDoctorWorks() {
      Outcome o = resolve("""
          player B town Doctor
          player V town Vigilante
          player C town Roleblocker
          player D town Roleblocker
          player A town Vanilla
          B protect A
          V kill A
          C block B
          D block C
          """);
      assertEquals(List.of(), o.deaths());
      assertEquals("D block C", order(o).get(0));
      assertTrue(effectsOf(o, "C block B").contains("blocked by D block C: no effect, no visit"));
      assertTrue(stepOf(o, "D block C").endsWith("free: nothing unresolved can modify it"));
    }

    @Test
    void roleblockedDoctorLetsTheKillThrough() {
      Outcome o = resolve("""
          player B town Doctor
          player V town Vigilante
          player R town Roleblocker
          player A town Vanilla
          B protect A
          V kill A
          R block B
          """);
      assertEquals(List.of("A"), o.deaths());
      assertEquals(List.of("R block B", "B protect A", "V kill A"), order(o));
    }

    @Test
    void onlyOneSideModifyingMeansNoLoopWhateverTheList() {
      // the redirect modifies the block, nothing modifies the redirect: no loop, no list
      Outcome o = resolve("""
          option nar.list wiki-2008
          player G town Redirector
          player R town Roleblocker
          player D town Doctor
          player V town Vigilante
          player X town Vanilla
          G redirect R to D
          R block V
          D protect X
          V kill X
          """);
      assertEquals(List.of("X"), o.deaths());
      assertEquals("G redirect R to D", order(o).get(0));
    }
  }

  @Nested
  class Loops {
    private static final String RB_JK = """
        player V town Vigilante
        player A town Roleblocker
        player B town Jailkeeper
        V kill A
        A block B
        B jail A
        """;

    @Test
    void rbJkLoopFirstSubmitted() {
      Outcome o = resolve(RB_JK);
      assertEquals(List.of("A"), o.deaths());
      assertEquals(
          "1. A block B [Block] — loop A block B ↔ B jail A: both rank Block (wiki-2008); first submitted",
          stepOf(o, "A block B"));
    }

    @Test
    void rbJkLoopLastSubmitted() {
      Outcome o = resolve("option nar.tie last-submitted\n" + RB_JK);
      assertEquals(List.of(), o.deaths());
      assertEquals(
          "1. B jail A [Block] — loop A block B ↔ B jail A: both rank Block (wiki-2008); last submitted",
          stepOf(o, "B jail A"));
    }

    @ParameterizedTest
    @CsvSource({"first-submitted, J1", "last-submitted, ''"})
    void jkJkLoop(String tie, String dies) {
      Outcome o = resolve("option nar.tie " + tie + "\n" + """
          player V town Vigilante
          player J1 town Jailkeeper
          player J2 town Jailkeeper
          V kill J1
          J1 jail J2
          J2 jail J1
          """);
      assertEquals(dies.isEmpty() ? List.of() : List.of(dies), o.deaths());
    }

    @ParameterizedTest
    @CsvSource({"first-submitted, nowhere, R2", "last-submitted, R1, nowhere"})
    void rbRbLoop(String tie, String trackR2, String trackR1) {
      Outcome o = resolve("option nar.tie " + tie + "\n" + """
          player R1 town Roleblocker
          player R2 town Roleblocker
          player T town Tracker
          player U town Tracker
          R1 block R2
          R2 block R1
          T track R2
          U track R1
          """);
      assertEquals(trackR2, result(o, "T"));
      assertEquals(trackR1, result(o, "U"));
    }

    private static final String RB_REDIRECTOR = """
        player R town Roleblocker
        player G town Redirector
        player D town Doctor
        player K town Vigilante
        player V town Vanilla
        K kill V
        D protect V
        R block G
        G redirect R to D
        """;

    @Test
    void rbRedirectorLoopBlockFirstUnderWiki2008() {
      Outcome o = resolve(RB_REDIRECTOR);
      assertEquals(List.of(), o.deaths());
      assertEquals("1. R block G [Block] — loop R block G ↔ G redirect R to D: Block before Redirect "
          + "(wiki-2008)", stepOf(o, "R block G"));
    }

    @Test
    void rbRedirectorLoopBlockFirstUnderXylbotDraft() {
      Outcome o = resolve("option nar.list xylbot-draft\n" + RB_REDIRECTOR);
      assertEquals(List.of(), o.deaths());
    }

    @Test
    void rbRedirectorLoopReversedUnderRedirectFirst() {
      Outcome o = resolve("option nar.list redirect-first\n" + RB_REDIRECTOR);
      assertEquals(List.of("V"), o.deaths());
      assertEquals("1. G redirect R to D [Bus/Redirect] — loop R block G ↔ G redirect R to D: "
          + "Bus/Redirect before Block (redirect-first)", stepOf(o, "G redirect R to D"));
      assertTrue(effectsOf(o, "D protect V").contains("blocked by R block G: no effect, no visit"));
    }

    @Test
    void mafiaRoleblockerKillsAndBlocksTheJailkeeper() {
      // schemes.md §5: tie-break dependent under NAR
      String night = """
          player A town Jailkeeper
          player B mafia Roleblocker
          B mafiakill A
          B block A
          A jail B
          """;
      assertEquals(List.of("A"), resolve(night).deaths());
      // last submitted: A's jail goes first and blocks both of B's actions
      assertEquals(List.of(), resolve("option nar.tie last-submitted\n" + night).deaths());
    }
  }

  @Nested
  class Moves {
    private static final String DOUBLE_BUS = """
        player V town Vigilante
        player BD1 town BusDriver
        player BD2 town BusDriver
        player A town Vanilla
        player B town Vanilla
        player C town Vanilla
        V kill B
        BD1 swap A B
        BD2 swap B C
        """;

    @Test
    void doubleBusFirstSubmittedMovesTheKillToA() {
      Outcome o = resolve(DOUBLE_BUS);
      assertEquals(List.of("A"), o.deaths());
      assertEquals("1. BD1 swap A B [Bus] — free: nothing unresolved can modify it; order matters "
          + "with BD2 swap B C (both could move V kill B): both rank Bus (wiki-2008); first submitted",
          stepOf(o, "BD1 swap A B"));
    }

    @Test
    void doubleBusLastSubmittedMovesTheKillToC() {
      assertEquals(List.of("C"), resolve("option nar.tie last-submitted\n" + DOUBLE_BUS).deaths());
    }

    @Test
    void folExample1TheBlockedRedirectorMovesNothing() {
      Outcome o = resolve("""
          player Red    town  Roleblocker
          player Green  town  Redirector
          player Orange town  FruitVendor
          Orange fruit Green
          Red block Green
          Green redirect Orange to Red
          """);
      assertEquals("received fruit", result(o, "Green"));
      assertEquals("Red block Green", order(o).get(0));
      assertTrue(effectsOf(o, "Green redirect Orange to Red")
          .contains("blocked by Red block Green: no effect, no visit"));
    }

    @Test
    void folExample2TheRedirectedBlockMissesTheFruitVendor() {
      Outcome o = resolve("""
          player Green  town  Redirector
          player Red    town  Roleblocker
          player Orange town  FruitVendor
          player Pink   town  Vanilla
          Green redirect Red to Pink
          Red block Orange
          Orange fruit Red
          """);
      assertEquals("received fruit", result(o, "Red"));
      assertEquals(List.of("Green redirect Red to Pink", "Red block Orange", "Orange fruit Red"), order(o));
      assertTrue(effectsOf(o, "Green redirect Red to Pink").contains("moves Red block Orange from Orange to Pink"));
      assertTrue(effectsOf(o, "Red block Orange").contains("Pink is blocked"));
    }

    @Test
    void realTargetsABusDrivenSelfBlockStopsTheKill() {
      // calder/mafia test_real_targets_used: the kill depends on the block only through the swap
      Outcome o = resolve("""
          option self-target allowed
          player BD town BusDriver
          player V town Vanilla
          player G mafia Goon
          player R town Roleblocker
          G mafiakill V
          BD swap R G
          R block R
          """);
      assertEquals(List.of(), o.deaths());
      assertEquals(List.of("BD swap R G", "R block R", "G mafiakill V"), order(o));
    }

    @Test
    void roleblockCanBeBusDriven() {
      Outcome o = resolve("""
          player BD town BusDriver
          player V town Vanilla
          player G mafia Goon
          player R town Roleblocker
          G mafiakill BD
          BD swap V G
          R block V
          """);
      assertEquals(List.of(), o.deaths());
    }

    @Test
    void busDriveCanBeRoleblocked() {
      Outcome o = resolve("""
          player BD town BusDriver
          player V town Vanilla
          player G mafia Goon
          player R town Roleblocker
          G mafiakill V
          BD swap V G
          R block BD
          """);
      assertEquals(List.of("V"), o.deaths());
    }

    @Test
    void redirectWinsOverAnEarlierSwapUnderWiki2008() {
      // both free and both could move K's kill: Bus before Redirect, so the redirect has the last word
      String night = """
          player K town Vigilante
          player G town Redirector
          player BD town BusDriver
          player A town Vanilla
          player B town Vanilla
          player C town Vanilla
          G redirect K to C
          BD swap A B
          K kill A
          """;
      assertEquals(List.of("C"), resolve(night).deaths());
      // redirect-first: same rank, first submitted (the redirect) goes first, then the swap misses
      assertEquals(List.of("C"), resolve("option nar.list redirect-first\n" + night).deaths());
      // ... and last submitted: the swap first, then the redirect
      assertEquals(List.of("C"), resolve("option nar.list redirect-first\noption nar.tie last-submitted\n"
          + night).deaths());
    }

    @Test
    void swapAfterRedirectMovesTheRedirectedKill() {
      String night = """
          option nar.list redirect-first
          player K town Vigilante
          player G town Redirector
          player BD town BusDriver
          player A town Vanilla
          player B town Vanilla
          player C town Vanilla
          G redirect K to B
          BD swap B C
          K kill A
          """;
      // same rank Bus/Redirect: first submitted, the redirect puts the kill on B, the swap takes it to C
      assertEquals(List.of("C"), resolve(night).deaths());
      // wiki-2008: the swap first finds nothing on B or C, then the redirect puts the kill on B
      assertEquals(List.of("B"), resolve(night.replace("redirect-first", "wiki-2008")).deaths());
    }
  }

  @Nested
  class Triggers {
    @Test
    void pgoShotGoesOffBeforeTheVisitThatSetsItOff() {
      Outcome o = resolve("""
          player A town Cop
          player B town Vanilla PGO
          A investigate B
          """);
      assertEquals(List.of("A"), o.deaths());
      assertEquals("innocent", result(o, "A"));
      assertEquals(List.of("B's PGO", "B's PGO fires at A", "A investigate B"), order(o));
      assertEquals("2. A investigate B [Inspect] — free: nothing unresolved can modify it; before it resolves:",
          NarTesting.steps(o).get(1));
      assertTrue(stepOf(o, "B's PGO fires at A").endsWith("it goes off before A investigate B"));
    }

    @Test
    void blockedVisitorSetsOffNothing() {
      Outcome o = resolve("""
          player A town Cop
          player B town Vanilla PGO
          player R town Roleblocker
          A investigate B
          R block A
          """);
      assertEquals(List.of(), o.deaths());
      assertEquals("no result", result(o, "A"));
    }

    @Test
    void busDriverVisitingAPgoIsShot() {
      Outcome o = resolve("""
          player BD town BusDriver
          player P town Vanilla PGO
          player X town Vanilla
          BD swap P X
          """);
      assertEquals(List.of("BD"), o.deaths());
    }

    @ParameterizedTest
    @CsvSource({"first-submitted, ''", "last-submitted, V"})
    void pgoShotWaitsForAProtectionStillInALoop(String tie, String dies) {
      // V's block is free and resolves; its PGO shot is not free (R1's protection of V might
      // modify it, and R1 is blocked or not depending on the R1/R2 loop), so it waits
      Outcome o = resolve("option nar.tie " + tie + "\n" + """
          player V town Roleblocker
          player P town Vanilla PGO
          player R1 town Roleblocker+Doctor
          player R2 town Roleblocker
          V block P
          R1 block R2
          R2 block R1
          R1 protect V
          """);
      assertEquals(dies.isEmpty() ? List.of() : List.of(dies), o.deaths());
      List<String> order = order(o);
      assertTrue(order.indexOf("V block P") < order.indexOf("P's PGO fires at V"), order.toString());
      // the shot waits until the loop is broken: then R1's protection either resolves first or
      // is doomed (R1 blocked), and a doomed action modifies nothing
      int loopBroken = Math.min(order.indexOf("R1 block R2"), order.indexOf("R2 block R1"));
      assertTrue(loopBroken < order.indexOf("P's PGO fires at V"), order.toString());
    }
  }

  @Nested
  class EndOfNight {
    @Test
    void aDeathTakenByAGuardedOrStoppedBodyguardIsNotPassedOnAgain() {
      // regression: a guard's passed-on death went straight to protections, past the
      // Bodyguard's own guard and untargetability
      assertEquals(List.of(), resolve("""
          player V town Vigilante
          player G1 town Bodyguard
          player G2 town Bodyguard
          player X town Vanilla
          V kill X
          G1 guard X
          G2 guard G1
          """).deaths());
      assertEquals(List.of(), resolve("""
          player V town Vigilante
          player G town Bodyguard
          player S town Rolestopper
          player X town Vanilla
          V kill X
          G guard X
          S stop G
          """).deaths());
      // the Hider behind a Bodyguard who dies for someone else does not die with him
      assertEquals(List.of("G"), resolve("""
          player V town Vigilante
          player G town Bodyguard
          player H town Hider
          player X town Vanilla
          H hide G
          V kill X
          G guard X
          """).deaths());
    }

    @Test
    void killAndRecruitKillResolvesFirstBothHappen() {
      Outcome o = resolve("""
          player K cult Recruiter
          player V town Vigilante
          player X town Vanilla
          K recruit X
          V kill X
          """);
      assertEquals(List.of("X"), o.deaths());
      assertEquals(List.of("X"), o.recruited());
      assertEquals(List.of("V kill X", "K recruit X"), order(o));
    }

    @Test
    void recruitFailsIfTargetDies() {
      Outcome o = resolve("""
          option recruit-fails-if-target-dies true
          player K cult Recruiter
          player V town Vigilante
          player D town Doctor
          player X town Vanilla
          player Y town Vanilla
          K recruit X
          V kill X
          """);
      assertEquals(List.of("X"), o.deaths());
      assertEquals(List.of(), o.recruited());
    }

    @Test
    void killingTheDoctorDoesNotStopTheProtection() {
      Outcome o = resolve("""
          player M mafia Goon
          player D town Doctor
          player V town Vigilante
          player X town Vanilla
          M mafiakill D
          D protect X
          V kill X
          """);
      assertEquals(List.of("D"), o.deaths());
    }

    @Test
    void doctorStopsOneCancelsOneKill() {
      String night = """
          option doctor-stops one
          player V town Vigilante
          player M mafia Goon
          player D town Doctor
          player X town Vanilla
          V kill X
          M mafiakill X
          D protect X
          """;
      assertEquals(List.of("X"), resolve(night).deaths());
      assertEquals(List.of(), resolve(night.replace("option doctor-stops one", "")).deaths());
      assertEquals(List.of(), resolve(night.replace("player D town Doctor", "player D town Doctor\nplayer E town Doctor")
          + "E protect X\n").deaths());
    }

    @Test
    void aJailStopsEveryKillEvenUnderDoctorStopsOne() {
      Outcome o = resolve("""
          option doctor-stops one
          player V town Vigilante
          player M mafia Goon
          player J town Jailkeeper
          player X town Vanilla
          V kill X
          M mafiakill X
          J jail X
          """);
      assertEquals(List.of(), o.deaths());
    }

    @Test
    void bulletproofStopsEveryNormalKillEvenUnderDoctorStopsOne() {
      Outcome o = resolve("""
          option doctor-stops one
          player V town Vigilante
          player M mafia Goon
          player X town Vanilla Bulletproof
          V kill X
          M mafiakill X
          """);
      assertEquals(List.of(), o.deaths());
    }

    @Test
    void strongmanIgnoresProtectionAndBulletproofButNotCommute() {
      assertEquals(List.of("X"), resolve("""
          player S mafia Strongman
          player D town Doctor
          player X town Vanilla Bulletproof
          S strongkill X
          D protect X
          """).deaths());
      assertEquals(List.of(), resolve("""
          player S mafia Strongman
          player X town Commuter
          S strongkill X
          X commute
          """).deaths());
    }

    @Test
    void aRedirectOntoTheActorTurnsTheKillOnTheKiller() {
      assertEquals(List.of("V"), resolve("""
          player V town Vigilante
          player Rd town Redirector
          player A town Vanilla
          V kill A
          Rd redirect V to V
          """).deaths());
    }

    @Test
    void strongmanModifierKillIsUnblockableAndPassesAGuard() {
      Outcome o = resolve("""
          player S mafia Goon Strongman
          player R town Roleblocker
          player G town Bodyguard
          player X town Vanilla
          S mafiakill X
          R block S
          G guard X
          """);
      assertEquals(List.of("X"), o.deaths());
    }

    @Test
    void bodyguardTakesTheKill() {
      Outcome o = resolve("""
          player V town Vigilante
          player G town Bodyguard
          player X town Vanilla
          V kill X
          G guard X
          """);
      assertEquals(List.of("G"), o.deaths());
    }

    @Test
    void machoIgnoresOtherPlayersProtectionButNotItsOwnVest() {
      assertEquals(List.of("X"), resolve("""
          player V town Vigilante
          player D town Doctor
          player X town Vanilla Macho
          V kill X
          D protect X
          """).deaths());
      assertEquals(List.of(), resolve("""
          player V town Vigilante
          player X town Vanilla Macho Bulletproof
          V kill X
          """).deaths());
    }

    @Test
    void strongWilledDoctorCannotBeBlocked() {
      Outcome o = resolve("""
          player D town Doctor StrongWilled
          player V town Vigilante
          player R town Roleblocker
          player X town Vanilla
          D protect X
          V kill X
          R block D
          """);
      assertEquals(List.of(), o.deaths());
    }

    @Test
    void ninjaVisitsAreNotSeen() {
      Outcome o = resolve("""
          player N mafia Goon Ninja
          player T town Tracker
          player W town Watcher
          player X town Vanilla
          N mafiakill X
          T track N
          W watch X
          """);
      assertEquals(List.of("X"), o.deaths());
      assertEquals("nowhere", result(o, "T"));
      assertEquals("no visitors", result(o, "W"));
    }

    @Test
    void asceticStopsTheCopButNotTheKill() {
      Outcome o = resolve("""
          player C town Cop
          player V town Vigilante
          player X mafia Goon Ascetic
          player T town Tracker
          C investigate X
          V kill X
          T track C
          """);
      assertEquals(List.of("X"), o.deaths());
      assertEquals("no result", result(o, "C"));
      assertEquals("X", result(o, "T"));
    }

    @Test
    void copSanityGodfatherAndMiller() {
      Outcome o = resolve("""
          player C town Cop
          player I town Cop Insane
          player G mafia Goon Godfather
          player M town Vanilla Miller
          C investigate G
          I investigate M
          """);
      assertEquals("innocent", result(o, "C"));
      assertEquals("innocent", result(o, "I"));
    }

    @Test
    void detectiveOnABlockedKillerIsNegative() {
      Outcome o = resolve("""
          player V town Vigilante
          player R town Roleblocker
          player D town Detective
          player X town Vanilla
          V kill X
          R block V
          D detect V
          """);
      assertEquals(List.of(), o.deaths());
      assertEquals("negative", result(o, "D"));
    }

    @Test
    void watcherSeesEveryVisitorButItself() {
      Outcome o = resolve("""
          player J town Jailkeeper
          player W town Watcher
          player F town FruitVendor
          player X town Vanilla
          J jail X
          W watch X
          F fruit X
          """);
      assertEquals("J, F", result(o, "W"));
      assertEquals("received fruit", result(o, "X"));
    }

    @Test
    void hiderDiesWithTheOneItHidesBehind() {
      Outcome o = resolve("""
          player H town Hider
          player M mafia Goon
          player Y town Vanilla
          player D town Doctor
          H hide Y
          M mafiakill Y
          D protect H
          """);
      // the doctor cannot reach the untargetable Hider; Y dies, and H with it
      assertEquals(List.of("H", "Y"), o.deaths());
    }

    @Test
    void rolestoppedSwapFails() {
      Outcome o = resolve("""
          player S town Rolestopper
          player BD town BusDriver
          player V town Vigilante
          player A town Vanilla
          player B town Vanilla
          S stop A
          BD swap A B
          V kill B
          """);
      assertEquals(List.of("B"), o.deaths());
      assertTrue(effectsOf(o, "BD swap A B").contains("swap A B fails: A is untargetable (S stop A)"));
    }
  }
}
