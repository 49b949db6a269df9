package org.nightres.lab.generate;

/**
 * SplitMix64 (Steele, Lea and Flood), written out so that a seed gives the same stream on every
 * JVM and JDK version. Not thread-safe; one instance per generation.
 */
final class SplitMix64 {
  private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

  private long state;

  SplitMix64(long seed) {
    this.state = seed;
  }

  long nextLong() {
    long z = (state += GOLDEN_GAMMA);
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /** A new generator seeded from this one: an independent stream for one stage. */
  SplitMix64 split() {
    return new SplitMix64(nextLong());
  }

  /** Uniform in {@code [0, bound)}, without modulo bias. */
  int nextInt(int bound) {
    if (bound <= 0) {
      throw new IllegalArgumentException("bound must be positive: " + bound);
    }
    int m = bound - 1;
    int u = (int) (nextLong() >>> 33);
    if ((bound & m) == 0) {
      return u & m;
    }
    int r = u % bound;
    while (u - r + m < 0) {
      u = (int) (nextLong() >>> 33);
      r = u % bound;
    }
    return r;
  }

  /** Uniform in {@code [lo, hi]}. */
  int nextInt(int lo, int hi) {
    return lo + nextInt(hi - lo + 1);
  }

  /** Uniform in {@code [0, 1)} with 53 random bits. */
  double nextDouble() {
    return (nextLong() >>> 11) * 0x1.0p-53;
  }

  /** True with probability {@code p}. */
  boolean chance(double p) {
    return nextDouble() < p;
  }

  /** Fisher-Yates shuffle of the whole array. */
  void shuffle(int[] a) {
    for (int i = a.length - 1; i > 0; i--) {
      int j = nextInt(i + 1);
      int t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
  }

  /** Fisher-Yates shuffle of a list. */
  <T> void shuffle(java.util.List<T> a) {
    for (int i = a.size() - 1; i > 0; i--) {
      int j = nextInt(i + 1);
      a.set(i, a.set(j, a.get(i)));
    }
  }
}
