package org.nightres.snarf;

import org.nightres.core.testing.NightText;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.nightres.snarf.Outcomes.assertDeaths;
import static org.nightres.snarf.Outcomes.assertResult;
import static org.nightres.snarf.Outcomes.explanationLines;
import static org.nightres.snarf.Outcomes.resolve;

import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Component;
import org.nightres.core.component.Ref;
import org.nightres.core.component.Role;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.format.RuleSets;

/** Order values, simultaneity, blocks, the two jail models and written {@code [n]} overrides. */
class SnarfOrderRulesTest {

  /**
   * games.md section 8: announcements are "public lines, in the order the events happened":
   * SNARF's events happen by order value, so a cure at [50] is announced before a poisoning at
   * [70] whatever the lines' order; nar, whose order is not one of events, keeps the lines'.
   */
  @Test
  void announcementsComeByTheOrderValueOfWhatMadeThem() {
    String[] night = {
        "status Poisoned expire=kill(self, strong) announce=apply|clear:cured [order 110]",
        "role Butler",
        "ability Butler.poison X = status(X, Poisoned, until=N+1) + visit(X) [order 70]",
        "role Medic",
        "ability Medic.cure X = clear(X, Poisoned) + visit(X) [order 50]",
        "player But mafia Butler", "player Ann town Vanilla", "player Ben town Vanilla",
        "player Med town Medic",
        "state Ann status Poisoned until N1 by But",
        "But poison Ben", "Med cure Ann"};
    Outcome o = resolve(night);
    assertEquals(List.of("cured Ann", "poisoned Ben"), o.announcements().stream()
        .map(a -> a.kind() + " " + a.player()).toList(), Outcomes.explain(o));
    Outcome nar = new org.nightres.nar.NarResolver().resolve(NightText.parse(night));
    assertEquals(List.of("poisoned Ben", "cured Ann"), nar.announcements().stream()
        .map(a -> a.kind() + " " + a.player()).toList());
  }

  @Nested
  class SameOrderIsSimultaneous {

    @Test
    void roleblockerOnTheDoctorsRoleblockerStillBlocksTheDoctor() {
      // C05 and the SNARF page's stated example: both blocks are [40], neither sees the other.
      Outcome o = resolve(
          "player B town Doctor", "player V town Vigilante", "player C town Roleblocker",
          "player D town Roleblocker", "player A town Vanilla",
          "B protect A", "V kill A", "C block B", "D block C");
      assertDeaths(o, "A");
    }

    @Test
    void aBlockNeverStopsARedirectionBecauseTwentyComesFirst() {
      Outcome o = resolve(
          "player V town Vigilante", "player BD town BusDriver", "player R town Roleblocker",
          "player A town Vanilla", "player B town Vanilla",
          "V kill A", "BD swap A B", "R block BD");
      assertDeaths(o, "B");
    }

    @Test
    void twoVigilantesShootingEachOtherBothDie() {
      assertDeaths(resolve("player V1 town Vigilante", "player V2 town Vigilante",
          "V1 kill V2", "V2 kill V1"), "V1", "V2");
    }

    @Test
    void aRoleblockerKilledAtEightyHasAlreadyBlockedAtForty() {
      Outcome o = resolve(
          "player M mafia Goon", "player R town Roleblocker", "player V town Vigilante",
          "player A town Vanilla",
          "M mafiakill R", "R block V", "V kill A");
      assertDeaths(o, "R");
    }

    @Test
    void mafiaRoleblockerWhoIsJailedByHisVictimCannotKillHim() {
      // schemes.md section 5: "Mafia RB kills+blocks JK, JK jails RB" -> JK lives under SNARF.
      Outcome o = resolve(
          "player B mafia Roleblocker", "player A town Jailkeeper",
          "B block A", "B mafiakill A", "A jail B");
      assertDeaths(o);
    }
  }

  @Nested
  class Jailkeeper {
    private final String[] loop = {
        "player V town Vigilante", "player A town Roleblocker", "player B town Jailkeeper",
        "V kill A", "A block B", "B jail A"};

    @Test
    void splitJailIsBlockedBeforeItsProtectionSoTheRoleblockerDies() {
      assertDeaths(resolve(loop), "A"); // C16 under the default snarf.jail split
    }

    @Test
    void wholeJailProtectsAtFortyBeforeTheBlockCanStopItSoTheRoleblockerLives() {
      assertDeaths(resolve(with("option snarf.jail whole", loop)));
    }

    @Test
    void wholeAppliesToAnyActionCombiningBlockAndProtectNotToTheJailVerb() {
      Ability lock = Ability.builder().verb("lock")
          .addComponents(Component.Protect.of(Ref.target()), Component.Block.of(Ref.target()),
              new Component.Visit(Ref.target()))
          .build();
      RoleCatalogue catalogue = RuleSets.standard()
          .withRole(Role.builder().name("Warden").addAbilities(lock).build());
      String[] night = {
          "player V town Vigilante", "player A town Roleblocker", "player B town Warden",
          "V kill A", "A block B", "B lock A"};
      assertDeaths(resolve(NightText.parse(catalogue, night)), "A");
      assertDeaths(resolve(NightText.parse(catalogue, with("option snarf.jail whole", night))));
    }

    @Test
    void aJailDoesNotStopAWatcherOnTheSameTarget() {
      Outcome o = resolve("player J town Jailkeeper", "player W town Watcher",
          "player X town Vanilla", "J jail X", "W watch X");
      assertResult(o, "W", "J");
    }
  }

  @Nested
  class WrittenOrderOverrides {

    @Test
    void aProtectionWrittenAfterTheKillComesTooLate() {
      assertDeaths(resolve("player D town Doctor", "player V town Vigilante",
          "player A town Vanilla", "D protect A [90]", "V kill A"), "A");
    }

    @Test
    void aKillWrittenBeforeTheProtectionIsNotStopped() {
      assertDeaths(resolve("player D town Doctor", "player V town Vigilante",
          "player A town Vanilla", "D protect A", "V kill A [50]"), "A");
    }

    @Test
    void aRoleblockWrittenBeforeTheSwapStopsIt() {
      Outcome o = resolve(
          "player V town Vigilante", "player BD town BusDriver", "player R town Roleblocker",
          "player A town Vanilla", "player B town Vanilla",
          "V kill A", "BD swap A B", "R block BD [10]");
      assertDeaths(o, "A");
    }

    @Test
    void aKillWrittenBeforeTheRedirectionIsNotMoved() {
      Outcome o = resolve(
          "player V town Vigilante", "player Rd town Redirector",
          "player A town Vanilla", "player C town Vanilla",
          "V kill A [10]", "Rd redirect V to C");
      assertDeaths(o, "A");
    }

    @Test
    void aKillWrittenBeforeTheRoleblockIsNotBlocked() {
      assertDeaths(resolve("player V town Vigilante", "player R town Roleblocker",
          "player A town Vanilla", "V kill A [30]", "R block V"), "A");
    }

    @Test
    void anOverrideMovesTheWholeActionSoAJailAtFiftyIsBlockedWhole() {
      Outcome o = resolve(
          "player J town Jailkeeper", "player R town Roleblocker", "player V town Vigilante",
          "player A town Vanilla", "player W town Watcher",
          "J jail A [50]", "R block J", "V kill A", "W watch A");
      assertDeaths(o, "A");
      assertResult(o, "W", "V"); // the blocked jail made no visit
    }

    @Test
    void sameOrderAsTheBlockMeansNotBlocked() {
      Outcome o = resolve(
          "player R town Roleblocker", "player T town Tracker", "player V town Vigilante",
          "player A town Vanilla",
          "R block T [100]", "T track V", "V kill A");
      assertResult(o, "T", "A");
      Outcome earlier = resolve(
          "player R town Roleblocker", "player T town Tracker", "player V town Vigilante",
          "player A town Vanilla",
          "R block T [99]", "T track V", "V kill A");
      assertResult(earlier, "T", "no result");
    }

    @Test
    void aTrackerResolvingBeforeTheKillStillReportsEveryVisitOfTheNight() {
      Outcome o = resolve("player T town Tracker", "player V town Vigilante",
          "player A town Vanilla", "T track V [70]", "V kill A");
      assertResult(o, "T", "A");
    }

    @Test
    void theStepLogShowsTheOverriddenOrder() {
      Outcome o = resolve("player D town Doctor", "player V town Vigilante",
          "player A town Vanilla", "D protect A [70]", "V kill A");
      assertTrue(explanationLines(o).contains("[70] protect"), Outcomes.explain(o));
      assertDeaths(o);
    }

    /**
     * An order of its own names the verbs run there; an order value that a standard action
     * shares keeps its name in SNARF's table.
     */
    @Test
    void theStepLogNamesAnOrderOfItsOwnByItsVerbsAndASharedOneByTheTable() {
      Outcome o = resolve("player D town Doctor", "player V town Vigilante",
          "player W town Vigilante", "player A town Vanilla", "player B town Vanilla",
          "D protect A [80]", "V kill A", "W kill B [81]");
      java.util.List<String> lines = explanationLines(o);
      assertTrue(lines.contains("[80] killing"), Outcomes.explain(o));
      assertTrue(lines.contains("[81] kill"), Outcomes.explain(o));
    }
  }

  static String[] with(String first, String... rest) {
    String[] all = new String[rest.length + 1];
    all[0] = first;
    System.arraycopy(rest, 0, all, 1, rest.length);
    return all;
  }
}
