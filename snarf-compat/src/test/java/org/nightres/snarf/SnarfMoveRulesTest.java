package org.nightres.snarf;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.nightres.snarf.Outcomes.assertDeaths;
import static org.nightres.snarf.Outcomes.assertResult;
import static org.nightres.snarf.Outcomes.explanationLines;
import static org.nightres.snarf.Outcomes.resolve;
import static org.nightres.snarf.SnarfOrderRulesTest.with;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nightres.core.outcome.Outcome;

/** Redirections, swaps and same-order conflicts ({@code snarf.simultaneous-conflict}). */
class SnarfMoveRulesTest {
  private static final String[] DOUBLE_BUS = {
      "player V town Vigilante", "player BD1 town BusDriver", "player BD2 town BusDriver",
      "player A town Vanilla", "player B town Vanilla", "player C town Vanilla",
      "V kill B", "BD1 swap A B", "BD2 swap B C"};

  @Test
  void aRedirectOntoTheActorTurnsTheKillOnTheKiller() {
    assertDeaths(resolve("player V town Vigilante", "player Rd town Redirector",
        "player A town Vanilla", "V kill A", "Rd redirect V to V"), "V");
  }

  @Test
  void bothFailLeavesTheContestedKillWhereItWas() {
    Outcome o = resolve(DOUBLE_BUS);
    assertDeaths(o, "B");
    List<String> lines = explanationLines(o);
    assertTrue(lines.contains(
        "    BD1 swap A B: conflicts with BD2 swap B C at [20] over V kill B (both fail)"),
        Outcomes.explain(o));
  }

  @Test
  void independentLetsTheLastSubmittedMoverWin() {
    assertDeaths(resolve(with("option snarf.simultaneous-conflict independent", DOUBLE_BUS)), "C");
    Outcome reversed = resolve(
        "option snarf.simultaneous-conflict independent",
        "player V town Vigilante", "player BD1 town BusDriver", "player BD2 town BusDriver",
        "player A town Vanilla", "player B town Vanilla", "player C town Vanilla",
        "V kill B", "BD2 swap B C", "BD1 swap A B");
    assertDeaths(reversed, "A");
    assertTrue(explanationLines(reversed).contains(
        "    BD2 swap B C: conflicts with BD1 swap A B at [20] over V kill B"
            + " (independent: BD1 swap A B, submitted last, wins)"), Outcomes.explain(reversed));
  }

  @Test
  void aConflictOnlyConcernsTheComponentBothMoversReach() {
    // The Cop's investigation of A is moved by BD1 alone; the kill on B is contested.
    Outcome o = resolve(
        "player V town Vigilante", "player BD1 town BusDriver", "player BD2 town BusDriver",
        "player A town Vanilla", "player B mafia Goon", "player C town Vanilla",
        "player K town Cop",
        "V kill B", "BD1 swap A B", "BD2 swap B C", "K investigate A");
    assertDeaths(o, "B");
    assertResult(o, "K", "guilty");
  }

  @Test
  void twoRedirectionsToTheSamePlayerAgreeAndApply() {
    Outcome o = resolve(
        "player V town Vigilante", "player R1 town Redirector", "player R2 town Redirector",
        "player A town Vanilla", "player C town Vanilla",
        "V kill A", "R1 redirect V to C", "R2 redirect V to C");
    assertDeaths(o, "C");
  }

  @Test
  void aRedirectionAndASwapPullingOneKillApartBothFail() {
    String[] night = {
        "player V town Vigilante", "player Rd town Redirector", "player BD town BusDriver",
        "player A town Vanilla", "player B town Vanilla", "player C town Vanilla",
        "V kill A", "Rd redirect V to C", "BD swap A B"};
    assertDeaths(resolve(night), "A");
    assertDeaths(resolve(with("option snarf.simultaneous-conflict independent", night)), "B");
  }

  @Test
  void movesAtDifferentOrdersCompose() {
    // The redirection at [20] sends the kill to C; the swap written at [30] then carries it to B.
    Outcome o = resolve(
        "player V town Vigilante", "player Rd town Redirector", "player BD town BusDriver",
        "player A town Vanilla", "player B town Vanilla", "player C town Vanilla",
        "V kill A", "Rd redirect V to C", "BD swap C B [30]");
    assertDeaths(o, "B");
  }

  @Test
  void aRedirectionMovesTheVisitTooSoTrackersAndWatchersFollowIt() {
    Outcome o = resolve(
        "player V town Vigilante", "player Rd town Redirector", "player T town Tracker",
        "player W town Watcher", "player A town Vanilla", "player C town Vanilla",
        "V kill A", "Rd redirect V to C", "T track V", "W watch A");
    assertDeaths(o, "C");
    assertResult(o, "T", "C");
    assertResult(o, "W", "no visitors");
  }

  @Test
  void aBusDriverVisitsBothPlayersAndItsOwnVisitsAreNeverMoved() {
    // BD1's swap of A and B would carry anything landing on A to B, but not BD2's own visit.
    Outcome o = resolve(
        "player BD1 town BusDriver", "player BD2 town BusDriver", "player T town Tracker",
        "player A town Vanilla", "player B town Vanilla", "player C town Vanilla",
        "BD1 swap A B", "BD2 swap A C", "T track BD2");
    assertResult(o, "T", "A, C");
  }

  @Test
  void aSwapMovesActionsLandingOnEitherPlayer() {
    Outcome o = resolve(
        "player V town Vigilante", "player D town Doctor", "player BD town BusDriver",
        "player A town Vanilla", "player B town Vanilla",
        "V kill A", "D protect A", "BD swap A B");
    assertDeaths(o); // the kill and the protection both land on B
  }

  @Test
  void aStepLogLineNamesWhatAMoverMoved() {
    Outcome o = resolve(
        "player B town Vigilante", "player Rd town Redirector",
        "player A town Vanilla", "player C town Vanilla",
        "B kill A", "Rd redirect B to C");
    assertTrue(explanationLines(o).contains("    Rd redirect B to C: moves B kill A from A to C"),
        Outcomes.explain(o));
  }
}
