package org.nightres.core.random;

/**
 * The generator of a night's random choices, exactly as {@code games.md} section 9 writes it, so
 * that a seed gives the same draws in every implementation: {@code s += 0x9E3779B97F4A7C15},
 * {@code z = (s ^ (s >>> 30)) * 0xBF58476D1CE4E5B9}, {@code z = (z ^ (z >>> 27)) *
 * 0x94D049BB133111EB}, draw {@code z ^ (z >>> 31)}. Not thread-safe: one per night.
 */
public final class SplitMix64 {
  private static final long GAMMA = 0x9E3779B97F4A7C15L;

  private long state;

  /**
   * A generator seeded with {@code seed}.
   *
   * @param seed the initial state; any value
   */
  public SplitMix64(long seed) {
    this.state = seed;
  }

  /** {@return the next draw} */
  public long next() {
    state += GAMMA;
    long z = state;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /**
   * {@return the pick rule of section 9: {@code Long.remainderUnsigned(draw, n)}, for n candidates}
   *
   * @param draw a draw of the generator, read as unsigned
   * @param n the number of candidates, at least 1
   */
  public static int pick(long draw, int n) {
    if (n <= 0) {
      throw new IllegalArgumentException("no candidates");
    }
    return (int) Long.remainderUnsigned(draw, n);
  }
}
