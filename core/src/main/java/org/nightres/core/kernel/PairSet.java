package org.nightres.core.kernel;

/**
 * A set of pairs of non-negative ints ({@code (trigger id, player)}: what fired once for whom),
 * kept as longs in one open-addressed array: an add reads one slot or a few next to it, where a
 * {@code Set<Long>} makes a boxed key and a node per pair and reads both. Not thread-safe: one
 * resolution's.
 */
public final class PairSet {
  private static final long FREE = -1L; // no pair of non-negative ints is -1
  private long[] slots = newSlots(16);
  private int size;

  private static long[] newSlots(int n) {
    long[] s = new long[n];
    java.util.Arrays.fill(s, FREE);
    return s;
  }

  /**
   * Adds the pair {@code (a, b)}.
   *
   * @param a the first, at least 0
   * @param b the second, at least 0
   * @return true if the set did not hold it yet
   */
  public boolean add(int a, int b) {
    if (a < 0 || b < 0) {
      throw new IllegalArgumentException("a pair of non-negative ints: " + a + ", " + b);
    }
    if (2 * (size + 1) > slots.length) { // at most half full
      grow();
    }
    if (!insert(slots, (long) a << 32 | b)) {
      return false;
    }
    size++;
    return true;
  }

  /** {@return the number of pairs held} */
  public int size() {
    return size;
  }

  /** Puts {@code key} in {@code into}; false if it was there. */
  private static boolean insert(long[] into, long key) {
    int mask = into.length - 1;
    for (int i = spread(key) & mask;; i = (i + 1) & mask) {
      if (into[i] == key) {
        return false;
      }
      if (into[i] == FREE) {
        into[i] = key;
        return true;
      }
    }
  }

  private void grow() {
    long[] bigger = newSlots(slots.length * 2);
    for (long key : slots) {
      if (key != FREE) {
        insert(bigger, key);
      }
    }
    slots = bigger;
  }

  /** The key's bits mixed (SplitMix64's finaliser), so that near pairs fall apart. */
  private static int spread(long key) {
    long z = key * 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return (int) (z ^ (z >>> 31));
  }
}
