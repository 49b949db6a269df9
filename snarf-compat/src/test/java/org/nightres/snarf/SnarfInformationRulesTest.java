package org.nightres.snarf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.nightres.snarf.Outcomes.assertDeaths;
import static org.nightres.snarf.Outcomes.assertRecruited;
import static org.nightres.snarf.Outcomes.assertResult;
import static org.nightres.snarf.Outcomes.resolve;

import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Outcome;

/**
 * Information results, recruitment, fruit, and the modifiers that change how actions treat a
 * player (Ascetic, Ninja, StrongWilled, cop sanity).
 */
class SnarfInformationRulesTest {

  @Nested
  class Ascetic {

    @Test
    void nonKillActionsOnAnAsceticFailButTheVisitorStillVisits() {
      Outcome o = resolve("player C town Cop", "player X mafia Goon Ascetic",
          "player T town Tracker", "C investigate X", "T track C");
      assertResult(o, "C", "no result");
      assertResult(o, "T", "X");
    }

    @Test
    void aKillOnAnAsceticWorksAndTheDoctorCannotProtectHim() {
      assertDeaths(resolve("player V town Vigilante", "player D town Doctor",
          "player X town Vanilla Ascetic", "V kill X", "D protect X"), "X");
    }

    @Test
    void aWatcherOnAnAsceticGetsNoResult() {
      assertResult(resolve("player W town Watcher", "player X town Vanilla Ascetic",
          "W watch X"), "W", "no result");
    }
  }

  @Nested
  class Ninja {

    @Test
    void aNinjasVisitsAreInvisibleToTrackersAndWatchers() {
      Outcome o = resolve("player V town Vigilante Ninja", "player T town Tracker",
          "player W town Watcher", "player A town Vanilla",
          "V kill A", "T track V", "W watch A");
      assertDeaths(o, "A");
      assertResult(o, "T", "nowhere");
      assertResult(o, "W", "no visitors");
    }

    @Test
    void aNinjaKillerIsStillDetected() {
      assertResult(resolve("player V town Vigilante Ninja", "player D town Detective",
          "player A town Vanilla", "V kill A", "D detect V"), "D", "positive");
    }
  }

  @Nested
  class StrongWilled {

    @Test
    void aStrongWilledDoctorCannotBeBlocked() {
      assertDeaths(resolve("player D town Doctor StrongWilled", "player R town Roleblocker",
          "player V town Vigilante", "player A town Vanilla",
          "D protect A", "R block D", "V kill A"));
    }

    @Test
    void aStrongWilledTrackerStillGetsAResultUnderAJail() {
      assertResult(resolve("player J town Jailkeeper", "player T town Tracker StrongWilled",
          "player V town Vigilante", "player A town Vanilla",
          "J jail T", "T track V", "V kill A"), "T", "A");
    }
  }

  @Nested
  class Results {

    @Test
    void copSanityAndDisguises() {
      Outcome o = resolve("player C1 town Cop", "player C2 town Cop Insane",
          "player C3 town Cop Naive", "player G mafia Goon Godfather", "player M town Vanilla Miller",
          "C1 investigate G", "C2 investigate M", "C3 investigate M");
      assertResult(o, "C1", "innocent");
      assertResult(o, "C2", "innocent");
      assertResult(o, "C3", "innocent");
    }

    @Test
    void aDetectiveSeesAnAttemptedKillEvenIfItFailed() {
      assertResult(resolve("player V town Vigilante", "player D town Doctor",
          "player Det town Detective", "player A town Vanilla",
          "V kill A", "D protect A", "Det detect V"), "Det", "positive");
    }

    @Test
    void aDetectiveSeesNoKillFromABlockedKiller() {
      assertResult(resolve("player V town Vigilante", "player R town Roleblocker",
          "player Det town Detective", "player A town Vanilla",
          "V kill A", "R block V", "Det detect V"), "Det", "negative");
    }

    @Test
    void aWatcherDoesNotSeeHimselfButSeesOtherWatchers() {
      Outcome o = resolve("player W1 town Watcher", "player W2 town Watcher",
          "player A town Vanilla", "W1 watch A", "W2 watch A");
      assertResult(o, "W1", "W2");
      assertResult(o, "W2", "W1");
    }

    @Test
    void aTrackerListsEveryPlaceInDeclarationOrder() {
      Outcome o = resolve("player T town Tracker", "player A town Vanilla",
          "player BD town BusDriver", "player B town Vanilla", "T track BD", "BD swap B A");
      assertResult(o, "T", "A, B");
    }

    @Test
    void feedbackComesInSubmissionOrder() {
      Outcome o = resolve("player C town Cop", "player T town Tracker", "player A mafia Goon",
          "T track A", "C investigate A");
      assertEquals(List.of("T", "C"), o.feedback().stream().map(Feedback::player).toList());
    }
  }

  @Nested
  class Recruitment {

    @Test
    void aKilledRecruitIsStillRecruitedByDefault() {
      Outcome o = resolve("player K cult Recruiter", "player V town Vigilante",
          "player X town Vanilla", "K recruit X", "V kill X");
      assertDeaths(o, "X");
      assertRecruited(o, "X");
    }

    @Test
    void withTheRecommendedWordingADyingTargetIsNotRecruited() {
      Outcome o = resolve("option recruit-fails-if-target-dies true", "player K cult Recruiter",
          "player V town Vigilante", "player X town Vanilla", "K recruit X", "V kill X");
      assertDeaths(o, "X");
      assertRecruited(o);
    }

    @Test
    void aPgoShotAtOneNinetyAlsoCountsAsDyingTonight() {
      Outcome o = resolve("option recruit-fails-if-target-dies true", "player K cult Recruiter",
          "player X town Cop", "player P town Vanilla PGO", "K recruit X", "X investigate P");
      assertDeaths(o, "X");
      assertRecruited(o);
    }

    @Test
    void aBlockedRecruiterRecruitsNobody() {
      assertRecruited(resolve("player K cult Recruiter", "player R town Roleblocker",
          "player X town Vanilla", "K recruit X", "R block K"));
    }

    @Test
    void anUntargetablePlayerCannotBeRecruited() {
      assertRecruited(resolve("player K cult Recruiter", "player X town Commuter",
          "K recruit X", "X commute"));
    }
  }

  @Nested
  class FruitAndNotices {

    @Test
    void fruitIsFeedbackToTheReceiver() {
      Outcome o = resolve("player F town FruitVendor", "player X town Vanilla", "F fruit X");
      assertEquals(List.of(Feedback.of("X", "fruit", "X", "received fruit")), o.feedback());
    }

    @Test
    void swappedFruitIsTheReceiversWithoutTheTargetItWasMeantFor() {
      // moderators-guide.md: the fruit entry names its receiver as player, target and landed
      Outcome o = resolve("player F town FruitVendor", "player X town Vanilla",
          "player B town BusDriver", "player Y town Vanilla", "F fruit X", "B swap X Y");
      assertEquals(List.of(Feedback.of("Y", "fruit", "Y", "Y", "received fruit")), o.feedback());
    }

    @Test
    void blockedFruitIsNotReceived() {
      Outcome o = resolve("player F town FruitVendor", "player R town Roleblocker",
          "player X town Vanilla", "F fruit X", "R block F");
      assertTrue(o.feedback().isEmpty(), o.feedback().toString());
    }
  }
}
