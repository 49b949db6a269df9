package org.nightres.benchmarks;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.nightres.core.NightResolver;
import org.nightres.core.model.Night;
import org.nightres.lab.generate.GeneratorConfig;
import org.nightres.lab.generate.NightGenerator;

/**
 * The growth ratio time(100k) / time(10k) of each engine, measured so that both sizes meet the
 * same machine: one JVM alternates a 1 s block of 10,000-player nights with a 2 s block of
 * 100,000-player nights (default mix, the seed of {@link GeneratedNightBenchmark}), and every
 * round gives one ratio. On a shared machine the load of other tenants changes from minute to
 * minute, and separate JMH runs of the two sizes can meet different loads; the median over
 * interleaved rounds does not. A complement to the JMH figures, not a replacement. Usage:
 * {@code java -cp benchmarks.jar org.nightres.benchmarks.GrowthRatio [rounds] [SMALL:LARGE]
 * [rules=R] [evicted] [engine...]}; for example {@code 7 100000:1000000 RAR} measures time(1M) /
 * time(100k) (every block runs at least three resolutions, so large sizes take longer than the
 * nominal block), and {@code 15 rules=mafia1923 SNARF SEQUENTIAL} the ratio on generated Mafia
 * 1923 nights (the rule set's own setup, as {@code GeneratedNightBenchmark -p rules=mafia1923}).
 * With {@code evicted}, each engine is measured a second time, a buffer larger than any cache
 * read before each resolution and only the resolutions timed, so that neither size finds its
 * night in the caches (as {@code GeneratedNightBenchmark.resolveEvicted}).
 */
public final class GrowthRatio {
  private static final int SMALL = 10_000;
  private static final int LARGE = 100_000;
  private static final int MIN_RUNS = 3;
  /** Four times the largest last-level cache met so far (32 MiB). */
  private static final int EVICTING_BYTES = 128 << 20;
  private static final int LINE = 64 / Long.BYTES;
  private static long sink; // what the evicting passes read: kept, so that they are made

  private GrowthRatio() {}

  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 15;
    int smallSize = SMALL;
    int largeSize = LARGE;
    String rules = "standard";
    boolean evicted = false;
    List<Engine> engines = new ArrayList<>();
    for (int i = 1; i < args.length; i++) {
      if (args[i].equals("evicted")) {
        evicted = true;
      } else if (args[i].startsWith("rules=")) {
        rules = args[i].substring("rules=".length());
      } else if (args[i].contains(":")) {
        String[] sizes = args[i].split(":");
        smallSize = Integer.parseInt(sizes[0]);
        largeSize = Integer.parseInt(sizes[1]);
      } else {
        engines.add(Engine.valueOf(args[i].toUpperCase(Locale.ROOT)));
      }
    }
    if (engines.isEmpty()) {
      engines.addAll(List.of(Engine.RAR, Engine.SNARF));
    }
    Night small = night(smallSize, rules);
    Night large = night(largeSize, rules);
    for (Engine engine : engines) {
      measure(engine.toString(), engine.create(), small, large, rounds, GrowthRatio::block);
      if (evicted) {
        long[] buffer = new long[EVICTING_BYTES / Long.BYTES];
        measure(engine + " evicted", engine.create(), small, large, rounds,
            (resolver, night, seconds) -> evictedBlock(resolver, night, seconds, buffer));
      }
    }
  }

  private static Night night(int players, String rules) {
    return NightGenerator.generate(
        GeneratorConfig.builder().players(players).seed(20261121L).rules(rules).build());
  }

  /** A block of resolutions of one night: the mean ms per resolution. */
  private interface Block {
    double run(NightResolver resolver, Night night, double seconds);
  }

  private static void measure(String engine, NightResolver resolver, Night small, Night large,
      int rounds, Block block) {
    for (int i = 0; i < 3; i++) { // warm-up
      block.run(resolver, small, 1.0);
      block.run(resolver, large, 2.0);
    }
    double[] s = new double[rounds];
    double[] l = new double[rounds];
    double[] ratio = new double[rounds];
    for (int r = 0; r < rounds; r++) {
      s[r] = block.run(resolver, small, 1.0);
      l[r] = block.run(resolver, large, 2.0);
      ratio[r] = l[r] / s[r];
      System.out.printf(Locale.ROOT, "%s round %2d: %s %7.3f ms  %s %8.3f ms  ratio %5.1f%n",
          engine, r + 1, size(small), s[r], size(large), l[r], ratio[r]);
    }
    System.out.printf(Locale.ROOT,
        "%s median: %s %.3f ms, %s %.3f ms, ratio %.1f (rounds: %.1f to %.1f)%n",
        engine, size(small), median(s), size(large), median(l), median(ratio), min(ratio),
        max(ratio));
  }

  /**
   * Mean ms per resolution over a block of about {@code seconds}, at least three runs, each
   * after a pass over {@code buffer} (not timed) that takes the caches from the night.
   */
  private static double evictedBlock(NightResolver resolver, Night night, double seconds,
      long[] buffer) {
    long end = System.nanoTime() + (long) (seconds * 1e9);
    long timed = 0;
    int n = 0;
    do {
      for (int i = 0; i < buffer.length; i += LINE) { // a write per line: the line is taken
        sink += buffer[i]++;
      }
      long start = System.nanoTime();
      if (resolver.resolve(night).scheme() == null) {
        throw new AssertionError("an outcome without a scheme");
      }
      timed += System.nanoTime() - start;
      n++;
    } while (System.nanoTime() < end || n < MIN_RUNS);
    return timed / 1e6 / n;
  }

  private static String size(Night night) {
    int n = night.players().size();
    return n % 1_000_000 == 0 ? n / 1_000_000 + "M" : n % 1000 == 0 ? n / 1000 + "k" : "" + n;
  }

  /** Mean ms per resolution over a block of about {@code seconds}, at least three runs. */
  private static double block(NightResolver resolver, Night night, double seconds) {
    long budget = (long) (seconds * 1e9);
    long start = System.nanoTime();
    long now;
    int n = 0;
    do {
      if (resolver.resolve(night).scheme() == null) {
        throw new AssertionError("an outcome without a scheme");
      }
      n++;
      now = System.nanoTime();
    } while (now - start < budget || n < MIN_RUNS);
    return (now - start) / 1e6 / n;
  }

  private static double median(double[] xs) {
    double[] c = xs.clone();
    Arrays.sort(c);
    return c.length % 2 == 1 ? c[c.length / 2] : (c[c.length / 2 - 1] + c[c.length / 2]) / 2;
  }

  private static double min(double[] xs) {
    return Arrays.stream(xs).min().orElse(Double.NaN);
  }

  private static double max(double[] xs) {
    return Arrays.stream(xs).max().orElse(Double.NaN);
  }
}
