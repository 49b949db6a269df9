package org.nightres.core.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nightres.core.plan.OutcomeBuilder.Given;

/**
 * The notices given, kept by action ({@link OutcomeBuilder.NoticesGiven}), say "new" exactly
 * when a set of all of them would: for one notice, a few, many of one action (past the array,
 * into a set), and actions beyond the size it was made for.
 */
class NoticesGivenTest {
  @Test
  void oneNoticeIsNewOnce() {
    OutcomeBuilder.NoticesGiven given = new OutcomeBuilder.NoticesGiven(4);
    assertTrue(given.add(3, new Given(1, false, "you were healed")));
    assertFalse(given.add(3, new Given(1, false, "you were healed")));
    assertTrue(given.add(3, new Given(1, true, "you were healed"))); // public: another
    assertTrue(given.add(3, new Given(2, false, "you were healed"))); // another receiver
    assertFalse(given.add(3, new Given(2, false, "you were healed")));
  }

  @Test
  void actionsBeyondTheNightsSizeAreKept() {
    OutcomeBuilder.NoticesGiven given = new OutcomeBuilder.NoticesGiven(0);
    assertTrue(given.add(1000, new Given(0, false, "x")));
    assertFalse(given.add(1000, new Given(0, false, "x")));
    assertTrue(given.add(5, new Given(0, false, "x"))); // another action, the same words
  }

  @Test
  void agreesWithOneSetOfAllNotices() {
    Random random = new Random(20261129L);
    for (int round = 0; round < 200; round++) {
      int actions = 1 + random.nextInt(30);
      // some actions tell many players (a whole group): past the array, into a set
      int receivers = 1 + random.nextInt(round % 4 == 0 ? 40 : 4);
      OutcomeBuilder.NoticesGiven given = new OutcomeBuilder.NoticesGiven(random.nextInt(40));
      Set<List<Object>> all = new HashSet<>(); // (action, notice)
      int added = 0;
      for (int k = 0; k < 400; k++) {
        int action = random.nextInt(actions);
        Given g = new Given(random.nextInt(receivers), random.nextBoolean(),
            random.nextInt(3) == 0 ? "a" : "b");
        boolean isNew = all.add(List.of(action, g));
        assertEquals(isNew, given.add(action, g), "round " + round + ", notice " + k + ": " + g);
        added += isNew ? 1 : 0;
      }
      assertEquals(all.size(), added);
    }
  }
}
