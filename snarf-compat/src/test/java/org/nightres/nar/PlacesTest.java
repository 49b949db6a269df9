package org.nightres.nar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.BitSet;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link Places} against {@link BitSet}, the sets it stands in for, on seeded random sets. */
class PlacesTest {

  @Test
  void behavesAsABitSetOfTheSamePlayers() {
    Random r = new Random(20261127L);
    for (int round = 0; round < 2000; round++) {
      int[] a = random(r);
      int[] b = random(r);
      Places pa = Places.of(a, a.length);
      Places pb = Places.of(b, b.length);
      BitSet sa = bits(a);
      BitSet sb = bits(b);
      assertEquals(sa, pa.toBitSet());
      assertEquals(sa.intersects(sb), pa.intersects(pb), pa + " " + pb);
      for (int p = 0; p < 40; p++) {
        assertEquals(sa.get(p), pa.get(p));
      }
      assertEquals(Places.of(sa), pa);
    }
  }

  @Test
  void oneAndTwoPlayers() {
    assertEquals(Places.of(7), Places.of(7, 7));
    assertEquals(Places.of(3, 9), Places.of(9, 3));
    assertTrue(Places.of(3, 9).get(9));
    assertFalse(Places.of(3, 9).get(4));
    assertFalse(Places.of(new BitSet()).intersects(Places.of(0)));
  }

  private static int[] random(Random r) {
    int[] players = new int[1 + r.nextInt(6)];
    for (int i = 0; i < players.length; i++) {
      players[i] = r.nextInt(40); // repeats allowed, in any order
    }
    return players;
  }

  private static BitSet bits(int[] players) {
    BitSet set = new BitSet();
    for (int p : players) {
      set.set(p);
    }
    return set;
  }
}
