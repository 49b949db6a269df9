package org.nightres.benchmarks;

import java.util.Locale;
import java.util.SplittableRandom;

/**
 * How much memory the processor's caches really hold for one thread: the latency of a load that
 * depends on the previous one (a walk along one random cycle through an array), for arrays of
 * 1 to 64 MiB. Where the latency jumps, the working set no longer fits; on a shared virtual
 * machine that can be far less than the cache size the system reports. {@code
 * docs/performance.md} uses it to explain the growth ratio. Usage: {@code java -cp
 * benchmarks.jar org.nightres.benchmarks.CacheProbe}.
 */
public final class CacheProbe {
  private static final int[] MIB = {1, 2, 3, 4, 5, 6, 8, 12, 16, 32, 64};
  private static final int STEPS = 4_000_000;

  private CacheProbe() {}

  public static void main(String[] args) {
    long sink = 0;
    for (int round = 0; round < 2; round++) { // the first round warms up the JIT
      for (int mib : MIB) {
        int[] next = randomCycle(mib * (1 << 20) / Integer.BYTES, new SplittableRandom(mib));
        int p = 0;
        long start = System.nanoTime();
        for (int i = 0; i < STEPS; i++) {
          p = next[p];
        }
        double ns = (System.nanoTime() - start) / (double) STEPS;
        sink += p;
        if (round == 1) {
          System.out.printf(Locale.ROOT, "%3d MiB: %6.1f ns per dependent load%n", mib, ns);
        }
      }
    }
    if (sink == 42) {
      System.out.println(); // keeps the walks from being optimised away
    }
  }

  /** {@code next[i]} is the successor of {@code i} on one random cycle through all indexes. */
  private static int[] randomCycle(int n, SplittableRandom random) {
    int[] order = new int[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    for (int i = n - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int t = order[i];
      order[i] = order[j];
      order[j] = t;
    }
    int[] next = new int[n];
    for (int i = 0; i < n; i++) {
      next[order[i]] = order[(i + 1) % n];
    }
    return next;
  }
}
