package org.nightres.core.random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nightres.core.model.Draw;
import org.nightres.core.model.Pin;

/** The draws of {@code games.md} section 9, against values of the algorithm as written there. */
class SplitMix64Test {

  /** Section 9's algorithm, written out once more with unsigned arithmetic on longs. */
  private static long[] reference(long seed, int n) {
    long[] out = new long[n];
    long s = seed;
    for (int i = 0; i < n; i++) {
      s += 0x9E3779B97F4A7C15L;
      long z = (s ^ (s >>> 30)) * 0xBF58476D1CE4E5B9L;
      z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
      out[i] = z ^ (z >>> 31);
    }
    return out;
  }

  @Test
  void seedZeroGivesTheKnownSplitMix64Stream() {
    SplitMix64 r = new SplitMix64(0);
    assertEquals(0xE220A8397B1DCDAFL, r.next());
    assertEquals(0x6E789E6AA1B965F4L, r.next());
    assertEquals(0x06C45D188009454FL, r.next());
  }

  @Test
  void otherSeedsGiveTheirKnownStreams() {
    SplitMix64 one = new SplitMix64(1);
    assertEquals(0x910A2DEC89025CC1L, one.next());
    assertEquals(0xBEEB8DA1658EEC67L, one.next());
    SplitMix64 y1923 = new SplitMix64(1923);
    assertEquals(0xBB62A9C42A055A04L, y1923.next());
    assertEquals(0x57C462E7EF021A35L, y1923.next());
    SplitMix64 minus = new SplitMix64(-1);
    assertEquals(0xE4D971771B652C20L, minus.next());
    for (long seed : new long[] {7, 42, Long.MAX_VALUE, Long.MIN_VALUE}) {
      SplitMix64 r = new SplitMix64(seed);
      for (long expected : reference(seed, 20)) {
        assertEquals(expected, r.next(), "seed " + seed);
      }
    }
  }

  @Test
  void thePickIsTheUnsignedRemainder() {
    assertEquals(1, SplitMix64.pick(0xE220A8397B1DCDAFL, 3), "a draw above 2^63 is unsigned");
    assertEquals((int) Long.remainderUnsigned(-1L, 7), SplitMix64.pick(-1L, 7));
    assertEquals(0, SplitMix64.pick(123, 1));
  }

  @Test
  void oneDrawPerChoiceInOrder() {
    Draws d = new Draws(0, List.of());
    // seed 0: draws e220...cdaf, 6e78...65f4, 06c4...454f; mod 3 = 1, 0, 1
    assertEquals("B", d.pick("Ann", "drink", List.of("A", "B", "C"), false).orElseThrow());
    assertEquals("A", d.pick("Ann", "drink", List.of("A", "B", "C"), false).orElseThrow());
    assertTrue(d.pick("Ann", "drink", List.of(), false).isEmpty(), "no candidate: no draw");
    assertEquals("B", d.pick("Ann", "drink", List.of("A", "B", "C"), false).orElseThrow(),
        "the empty choice took no draw");
    assertEquals(List.of(new Draw("Ann", "drink", List.of("A", "B", "C"), "B", false, false),
        new Draw("Ann", "drink", List.of("A", "B", "C"), "A", false, false),
        new Draw("Ann", "drink", List.of("A", "B", "C"), "B", false, false)), d.log());
  }

  @Test
  void equalChancesPickAsTheRuleDoesAndWeightsTakeSlots() {
    Draws equal = new Draws(1, List.of()); // seed 1: mod 2 = 1, 1, 0
    int[] half = {50, 50};
    assertEquals("real", equal.pick("S", "jam", List.of("Citizen", "real"), half, false));
    assertEquals("real", equal.pick("S", "jam", List.of("Citizen", "real"), half, false));
    assertEquals("Citizen", equal.pick("S", "jam", List.of("Citizen", "real"), half, false));
    Draws weighted = new Draws(0, List.of()); // 30/70: 10 slots; e220...cdaf mod 10
    long first = new SplitMix64(0).next();
    String expected = Long.remainderUnsigned(first, 10) < 3 ? "Citizen" : "real";
    assertEquals(expected, weighted.pick("S", "jam", List.of("Citizen", "real"),
        new int[] {30, 70}, false));
  }

  @Test
  void aPinMakesNoDrawAndAnUnusedPinIsAProblem() {
    Draws d = new Draws(0, List.of(new Pin("ann", "drink", "c"), new Pin("Bob", "drink", "A")));
    assertEquals("C", d.pick("Ann", "drink", List.of("A", "B", "C"), false).orElseThrow());
    assertEquals("B", d.pick("Ann", "drink", List.of("A", "B", "C"), false).orElseThrow(),
        "the first draw of the stream: the pin took none");
    assertEquals(List.of(new Draw("Ann", "drink", List.of("A", "B", "C"), "C", true, false),
        new Draw("Ann", "drink", List.of("A", "B", "C"), "B", false, false)), d.log());
    assertEquals(1, d.problems().size());
    assertEquals(1, d.problems().get(0).pin());
    Draws wrong = new Draws(0, List.of(new Pin("Ann", "drink", "Zed")));
    wrong.pick("Ann", "drink", List.of("A", "B"), false);
    assertTrue(wrong.problems().get(0).message().contains("the candidates are A, B"),
        wrong.problems().toString());
  }
}
