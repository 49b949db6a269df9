package org.nightres.core.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PairSetTest {

  @Test
  void aPairIsAddedOnceAndItsOrderCounts() {
    PairSet set = new PairSet();
    assertTrue(set.add(3, 7));
    assertFalse(set.add(3, 7));
    assertTrue(set.add(7, 3));
    assertTrue(set.add(0, 0));
    assertTrue(set.add(Integer.MAX_VALUE, Integer.MAX_VALUE));
    assertFalse(set.add(Integer.MAX_VALUE, Integer.MAX_VALUE));
    assertEquals(4, set.size());
  }

  @Test
  void answersAsASetOfLongsThroughManyGrowths() {
    PairSet set = new PairSet();
    Set<Long> expected = new HashSet<>();
    SplittableRandom random = new SplittableRandom(20261129L);
    for (int i = 0; i < 200_000; i++) { // near pairs and repeats, as triggers and players give
      int a = random.nextInt(300);
      int b = random.nextInt(2_000);
      assertEquals(expected.add((long) a << 32 | b), set.add(a, b), "pair " + a + ", " + b);
    }
    assertEquals(expected.size(), set.size());
  }

  @Test
  void aNegativeIntIsRefused() {
    PairSet set = new PairSet();
    assertThrows(IllegalArgumentException.class, () -> set.add(-1, 0));
    assertThrows(IllegalArgumentException.class, () -> set.add(0, -1));
    assertEquals(0, set.size());
  }
}
