package org.nightres.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.nightres.core.random.SplitMix64;

/**
 * A night's index of names answers as a map from each lower-cased name ({@link Locale#ROOT}) to
 * its first player would: in any case, for names that lower-casing changes in length, and for
 * seeded names of many sizes.
 */
class NameIndexTest {

  /** The index a map of lower-cased names gives: the first of equal names, -1 for none. */
  private static int expected(List<String> names, String name) {
    Map<String, Integer> byName = new HashMap<>();
    for (int i = names.size() - 1; i >= 0; i--) {
      byName.put(names.get(i).toLowerCase(Locale.ROOT), i);
    }
    return byName.getOrDefault(name.toLowerCase(Locale.ROOT), -1);
  }

  private static void assertAnswersAsTheMap(List<String> names, List<String> asked) {
    NameIndex index = new NameIndex(names);
    for (String name : asked) {
      assertEquals(expected(names, name), index.indexOf(name), name + " among " + names);
      assertEquals(name.toLowerCase(Locale.ROOT).hashCode(), NameIndex.foldedHash(name), name);
    }
    long distinct = names.stream().map(n -> n.toLowerCase(Locale.ROOT)).distinct().count();
    assertEquals(distinct, index.distinct());
  }

  @Test
  void aNameIsFoundInAnyCaseAndTheFirstOfEqualNamesKeepsIt() {
    List<String> names = List.of("Avi", "dana", "AVI", "Émile", "Quin", "q");
    assertAnswersAsTheMap(names, List.of("Avi", "avi", "aVI", "DANA", "dana", "ÉMILE", "émile",
        "Emile", "quin", "Q", "Qu", "", "Avi ", "Bob"));
    NameIndex index = new NameIndex(names);
    assertEquals(0, index.indexOf("AVI"));
    assertEquals(3, index.indexOf("éMILE"));
    assertEquals(-1, index.indexOf("Bob"));
  }

  @Test
  void namesThatLowerCasingResizesOrMakesAsciiAreFoldedAsTheMapFoldsThem() {
    // U+0130 lower-cases to two chars; U+212A (the Kelvin sign) to an ASCII k; a final sigma
    List<String> names = List.of("\u0130van", "i\u0307van", "\u212Aen", "ken", "\u03A3\u039F\u03A3",
        "Ab\u00DF", "ABSS");
    assertAnswersAsTheMap(names, List.of("\u0130VAN", "i\u0307VAN", "ivan", "KEN", "\u212AEN",
        "k\u212A", "\u03C3\u03BF\u03C2", "\u03A3\u039F\u03A3", "ab\u00DF", "abss", "AB\u00DF"));
  }

  @Test
  void seededNamesOfEverySizeAnswerAsTheMap() {
    SplitMix64 rng = new SplitMix64(20261127L);
    String letters = "aAbBzZ09_-\u00E9\u00C9";
    for (int size : new int[] {0, 1, 2, 3, 7, 64, 65, 1000}) {
      List<String> names = new ArrayList<>();
      List<String> asked = new ArrayList<>();
      for (int i = 0; i < size; i++) {
        names.add(word(rng, letters, 1 + SplitMix64.pick(rng.next(), 4)));
      }
      for (int i = 0; i < 2 * size + 5; i++) {
        asked.add(word(rng, letters, 1 + SplitMix64.pick(rng.next(), 4)));
      }
      asked.addAll(names);
      assertAnswersAsTheMap(names, asked);
    }
  }

  private static String word(SplitMix64 rng, String letters, int length) {
    StringBuilder w = new StringBuilder();
    for (int k = 0; k < length; k++) {
      w.append(letters.charAt(SplitMix64.pick(rng.next(), letters.length())));
    }
    return w.toString();
  }
}
