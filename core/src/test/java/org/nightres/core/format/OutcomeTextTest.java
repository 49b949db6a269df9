package org.nightres.core.format;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.ImmutableFeedback;

/** The moderator's message for one feedback entry names the player the ability landed on. */
class OutcomeTextTest {

  @Test
  void aSwappedWatcherIsToldAboutThePlayerItWatchedNotTheWrittenTarget() {
    // regression: "P4 was visited by P4" when the watch landed on P5
    assertEquals("P5 was visited by P4.",
        OutcomeText.message(Feedback.of("W", "watch", "P4", "P5", "P4")));
    assertEquals("nobody visited P5.",
        OutcomeText.message(Feedback.of("W", "watch", "P4", "P5", Feedback.NO_VISITORS)));
  }

  @Test
  void everyAnswerNamesTheLandedPlayer() {
    assertEquals("P5 visited P1.", OutcomeText.message(Feedback.of("T", "track", "P4", "P5", "P1")));
    assertEquals("P5 went nowhere.",
        OutcomeText.message(Feedback.of("T", "track", "P4", "P5", Feedback.NOWHERE)));
    assertEquals("P5 is guilty.",
        OutcomeText.message(Feedback.of("C", "investigate", "P4", "P5", Feedback.GUILTY)));
    assertEquals("P5 attempted a kill tonight (positive).",
        OutcomeText.message(Feedback.of("D", "detect", "P4", "P5", Feedback.POSITIVE)));
  }

  /**
   * A text of the rules that words an answer (a label's, a WWR Evaluate's, a Learn's) is told as
   * written: as it is when it names a player, else after the action it answers, whatever the
   * verb; never as an investigation's answer, "P5 is Nothing." (docs/wwr.md, ruling 89).
   */
  @Test
  void aWordedAnswerIsToldAsWritten() {
    assertEquals("investigate on P5: Nothing.", OutcomeText.message(ImmutableFeedback.of("C",
        "investigate", "P4", "P5", "Nothing").withWorded(true)));
    assertEquals("investigate on P5: You smell hay!", OutcomeText.message(ImmutableFeedback.of(
        "C", "investigate", "P4", "P5", "You smell hay!").withWorded(true)));
    assertEquals("P5 smells of hay.", OutcomeText.message(ImmutableFeedback.of("C",
        "investigate", "P4", "P5", "P5 smells of hay").withWorded(true)));
    assertEquals("P5 left tracks to P1.", OutcomeText.message(ImmutableFeedback.of("T", "track",
        "P4", "P5", "P5 left tracks to P1").withWorded(true)));
    assertEquals("P5 is Nothing.", OutcomeText.message(Feedback.of("C", "investigate", "P4", "P5",
        "Nothing")), "an answer itself");
    assertEquals(Feedback.of("C", "investigate", "P4", "P5", "Nothing"), ImmutableFeedback.of("C",
        "investigate", "P4", "P5", "Nothing").withWorded(true), "no part of equality");
  }

  @Test
  void aFailedActionNamesItsWrittenTarget() {
    assertEquals("your watch on P4 got no result.",
        OutcomeText.message(Feedback.of("W", "watch", "P4", Feedback.NO_RESULT)));
  }

  @Test
  void theFourArgumentFactoryLandsOnTheWrittenTarget() {
    Feedback f = Feedback.of("C", "investigate", "P4", Feedback.INNOCENT);
    assertEquals("P4", f.landed());
    assertEquals(Feedback.of("C", "investigate", "P4", "P4", Feedback.INNOCENT), f);
    assertEquals("P4 is innocent.", OutcomeText.message(f));
  }
}
