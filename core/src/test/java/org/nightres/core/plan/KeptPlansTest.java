package org.nightres.core.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.nightres.core.model.ImmutableNight;
import org.nightres.core.model.Night;
import org.nightres.core.testing.NightText;

/**
 * What a night keeps once made ({@link Night#derived}): its plan and its parts are made once
 * per night object, whatever asks for them, from any thread; an equal copy of the night makes
 * its own.
 */
class KeptPlansTest {
  private static Night night() {
    return NightText.parse("player S town Rolestopper", "player V town Vigilante",
        "player C town Cop", "player A town Vanilla", "player D town Doctor",
        "player E town Vanilla", "S stop A", "V kill A", "C investigate A", "D protect E");
  }

  @Test
  void aDerivationIsMadeOncePerKey() {
    Night night = night();
    AtomicInteger made = new AtomicInteger();
    String first = night.derived("k", n -> "made " + made.incrementAndGet());
    assertSame(first, night.derived("k", n -> "made " + made.incrementAndGet()));
    assertEquals("made 1", first);
    assertEquals("made 2", night.derived("other", n -> "made " + made.incrementAndGet()));
    assertEquals(2, made.get());
  }

  @Test
  void aPlanKeepsWhatIsDerivedFromIt() {
    Night night = night();
    NightPlan plan = NightPlan.of(night);
    AtomicInteger made = new AtomicInteger();
    String first = plan.derived("k", p -> "made " + made.incrementAndGet());
    assertSame(first, plan.derived("k", p -> "made " + made.incrementAndGet()));
    assertSame(first, NightPlan.of(night).derived("k", p -> "again")); // the night's one plan
    assertEquals("made 2", plan.derived("other", p -> "made " + made.incrementAndGet()));
    assertEquals(2, made.get());
  }

  @Test
  void aNightIsPlannedOnce() {
    Night night = night();
    assertSame(NightPlan.of(night), NightPlan.of(night));
    assertSame(NightPlan.undrawn(night), NightPlan.of(night)); // nothing drawn: the same night
    List<NightPlan> parts = NightPlan.parts(night, 1).toList();
    assertEquals(2, parts.size()); // S, V, C on A; D on E
    List<NightPlan> again = NightPlan.parts(night, 1).toList();
    for (int g = 0; g < parts.size(); g++) {
      assertSame(parts.get(g), again.get(g));
    }
    List<NightPlan> grouped = NightPlan.parts(night, 256).toList(); // another grouping
    assertEquals(1, grouped.size());
    assertNotSame(parts.get(0), grouped.get(0));
  }

  @Test
  void anEqualCopyPlansAnew() {
    Night night = night();
    Night copy = ImmutableNight.builder().from(night).build();
    assertEquals(night, copy); // what a night keeps is in no comparison
    assertNotSame(NightPlan.of(night), NightPlan.of(copy));
    assertEquals(NightPlan.of(night).actions().toString(), NightPlan.of(copy).actions().toString());
  }

  @Test
  void threadsAskingAtOnceGetOnePlan() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      for (int round = 0; round < 20; round++) {
        Night night = night();
        List<Future<List<NightPlan>>> asked = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
          asked.add(pool.submit(() -> NightPlan.parts(night, 1).toList()));
        }
        List<NightPlan> first = asked.get(0).get();
        for (Future<List<NightPlan>> f : asked) {
          List<NightPlan> got = f.get();
          assertEquals(first.size(), got.size());
          for (int g = 0; g < got.size(); g++) {
            assertSame(first.get(g), got.get(g));
          }
        }
      }
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void aNightKeepsItsPlayersNames() {
    Night night = night();
    assertEquals(night.players().stream().map(p -> p.name()).toList(), night.playerNames());
    assertSame(night.playerNames(), night.playerNames());
    org.junit.jupiter.api.Assertions.assertThrows(UnsupportedOperationException.class,
        () -> night.playerNames().set(0, "X"));
  }

  @Test
  void whetherANightMayDrawIsKept() {
    Night night = night();
    assertFalse(night.mayDraw());
    Night drawing = NightText.parse(org.nightres.core.format.RuleSets.mafia1923(), "seed 7",
        "player Avi town Boss family=Cohen", "player Ari town Drunkard family=Cohen",
        "player Cy town Townsperson family=Levi", "Ari drink Cohen"); // the Drunkard draws a Cohen
    assertTrue(drawing.mayDraw());
  }
}
