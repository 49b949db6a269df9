package org.nightres.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.nightres.core.format.NightParser;
import org.nightres.core.random.SplitMix64;

/**
 * A draw's candidates read as the plain list they stand for: the players of the pool in
 * declaration order but the ones left out, whatever the pool and the players left out (seeded
 * cases across word and block boundaries).
 */
class CandidatesTest {

  private static Night night(int players) {
    StringBuilder text = new StringBuilder();
    for (int p = 0; p < players; p++) {
      text.append("player P").append(p).append(" town Vanilla\n");
    }
    return NightParser.standard().parse("c.night", text.toString()).night().orElseThrow();
  }

  @Test
  void candidatesAreThePoolInDeclarationOrderButThePlayersLeftOut() {
    SplitMix64 rng = new SplitMix64(20261126L);
    for (int players : new int[] {1, 63, 64, 65, 1025, 3000}) {
      Night night = night(players);
      for (int round = 0; round < 40; round++) {
        int density = 1 + (int) Long.remainderUnsigned(rng.next(), 100); // percent in the pool
        BitSet bits = new BitSet();
        for (int p = 0; p < players; p++) {
          bits.set(p, Long.remainderUnsigned(rng.next(), 100) < density);
        }
        int[] left = new int[(int) Long.remainderUnsigned(rng.next(), 5)];
        for (int i = 0; i < left.length; i++) { // in the pool or not, repeats, unknown (-1)
          left[i] = (int) Long.remainderUnsigned(rng.next(), players + 1) - 1;
        }
        List<String> expected = new ArrayList<>();
        for (int p = bits.nextSetBit(0); p >= 0; p = bits.nextSetBit(p + 1)) {
          final int q = p;
          if (java.util.Arrays.stream(left).noneMatch(l -> l == q)) {
            expected.add("P" + p);
          }
        }
        Candidates c = Candidates.of(night, Candidates.Pool.of(bits), left);
        String where = players + " players, round " + round;
        assertEquals(expected, new ArrayList<>(c), where); // the iterator
        assertEquals(expected.size(), c.size(), where);
        for (int k = 0; k < expected.size(); k++) {
          assertEquals(expected.get(k), c.get(k), where);
          assertEquals(k, c.position(expected.get(k).toLowerCase()), where);
          assertTrue(c.contains(expected.get(k)), where);
          String got = c.get(k); // the very name it gives is found again
          assertEquals(k, c.position(got), where);
          assertTrue(c.contains(got), where);
          assertEquals(k, c.indexOf(got), where);
        }
        if (!expected.isEmpty()) { // the last name given changes no other's place
          String last = c.get(expected.size() - 1);
          assertEquals(0, c.position(expected.get(0)), where);
          assertEquals(expected.size() - 1, c.position(last), where);
        }
        for (int p = 0; p < players; p++) {
          if (!expected.contains("P" + p)) {
            assertEquals(-1, c.position("P" + p), where);
            assertFalse(c.contains("P" + p), where);
          }
        }
        assertEquals(bits.cardinality(), Candidates.of(night, bits).size(), where);
        assertThrows(IndexOutOfBoundsException.class, () -> c.get(expected.size()));
      }
    }
  }
}
