package org.nightres.core.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nightres.core.component.Component;
import org.nightres.core.component.Ref;
import org.nightres.core.component.ResultKind;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.testing.NightText;

/**
 * What trackers and watchers learn from the visits an order-based engine records ({@link
 * Observations}): the visits seen, each player once, in declaration order, whenever they were
 * made, before or after an earlier answer.
 */
class ObservationsTest {
  private static final Component.Result TRACK = result(ResultKind.TRACK);
  private static final Component.Result WATCH = result(ResultKind.WATCH);

  private static Component.Result result(ResultKind kind) {
    return new Component.Result(Ref.target(), kind, Optional.empty(), Set.of(), Map.of(),
        List.of(), false);
  }

  private static NightPlan plan() {
    return NightPlan.of(NightText.parse("player A town Vanilla", "player B town Vanilla",
        "player C town Vanilla", "player D town Vanilla", "player E town Vanilla"));
  }

  @Test
  void trackersAndWatchersSeeTheVisitsSeen() {
    NightPlan plan = plan();
    Observations seen = new Observations(plan);
    BitSet deaths = new BitSet();
    seen.visit(3, 1, true); // D visits B
    seen.visit(0, 1, true); // A visits B
    seen.visit(0, 4, true); // A visits E
    seen.visit(0, 1, true); // A visits B again: named once
    seen.visit(2, 1, false); // C visits B, untrackable
    assertEquals("B, E", seen.answer(TRACK, 4, 0, deaths)); // where A went
    assertEquals(Feedback.NOWHERE, seen.answer(TRACK, 4, 2, deaths)); // C's visit is not seen
    assertEquals("A, D", seen.answer(WATCH, 4, 1, deaths)); // who came to B
    assertEquals("A", seen.answer(WATCH, 3, 1, deaths)); // but the watcher himself
    assertEquals(Feedback.NO_VISITORS, seen.answer(WATCH, 4, 2, deaths));
    assertEquals(Feedback.NO_RESULT, seen.answer(WATCH, 4, -1, deaths)); // the watch failed
  }

  @Test
  void aVisitMadeAfterAnAnswerIsSeenByTheNext() {
    NightPlan plan = plan();
    Observations seen = new Observations(plan);
    BitSet deaths = new BitSet();
    assertEquals(Feedback.NOWHERE, seen.answer(TRACK, 4, 0, deaths));
    assertEquals(Feedback.NO_VISITORS, seen.answer(WATCH, 4, 2, deaths));
    for (int i = 0; i < 40; i++) { // beyond the first arrays
      seen.visit(i % 2, 2 + i % 3, true);
    }
    assertEquals("C, D, E", seen.answer(TRACK, 4, 0, deaths));
    assertEquals("A, B", seen.answer(WATCH, 3, 2, deaths));
    seen.visit(4, 2, true);
    assertEquals("A, B, E", seen.answer(WATCH, 3, 2, deaths));
    assertEquals("C", seen.answer(TRACK, 3, 4, deaths));
  }
}
