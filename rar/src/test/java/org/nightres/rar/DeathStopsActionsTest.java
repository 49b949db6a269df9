package org.nightres.rar;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Outcome;

/**
 * {@code option death-stops-actions later} under RAR ({@code games.md} section 4.1): every
 * reason for "X dies by a kill of order o" counters X's own actions of order greater than o.
 * Order values are the SNARF table's (kill [80], investigation [100], redirection [20], ...).
 */
class DeathStopsActionsTest {
  private static final RarResolver RAR = new RarResolver();
  private static final String[] PLAYERS = {"option death-stops-actions later",
      "player V town Vigilante", "player C town Cop", "player X mafia Goon",
      "player D town Doctor", "player R town Roleblocker", "player W town Vigilante"};

  private static Outcome night(String... actions) {
    String[] lines = new String[PLAYERS.length + actions.length];
    System.arraycopy(PLAYERS, 0, lines, 0, PLAYERS.length);
    System.arraycopy(actions, 0, lines, PLAYERS.length, actions.length);
    return RAR.resolve(TestNights.of(lines));
  }

  private static String copResult(Outcome o) {
    return o.feedback().stream().filter(f -> f.player().equals("C")).findFirst().orElseThrow()
        .result();
  }

  @Test
  void aCopKilledAtKillingOrderGetsNoResultForHisLaterInvestigation() {
    Outcome o = night("V kill C", "C investigate X");
    assertEquals(List.of("C"), o.deaths());
    assertEquals(Feedback.NO_RESULT, copResult(o));
  }

  @Test
  void withoutTheOptionTheDeadCopStillLearns() {
    Outcome o = RAR.resolve(TestNights.of("player V town Vigilante", "player C town Cop",
        "player X mafia Goon", "V kill C", "C investigate X"));
    assertEquals(List.of("C"), o.deaths());
    assertEquals(Feedback.GUILTY, copResult(o));
  }

  @Test
  void aKillThatFailsStopsNothing() {
    assertEquals(Feedback.GUILTY, copResult(night("V kill C", "C investigate X", "D protect C")));
    assertEquals(Feedback.GUILTY, copResult(night("V kill C", "C investigate X", "R block V")));
  }

  @Test
  void actionsOfTheSameOrderStand() {
    assertEquals(List.of("V", "W"), night("V kill W", "W kill V").deaths());
  }

  @Test
  void anActionOfAnEarlierOrderStands() {
    // the Roleblocker's block [40] comes before the kill [80] that kills him
    assertEquals(List.of("R"), night("V kill R", "R block W", "W kill C").deaths());
  }

  @Test
  void aWrittenOrderOverrideCountsAsTheActionsOrder() {
    // W's kill written at [90] comes after the kill [80] on W, so it does not happen
    assertEquals(List.of("W"), night("V kill W", "W kill C [90]").deaths());
  }
}
