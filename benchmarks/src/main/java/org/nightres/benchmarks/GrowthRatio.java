package org.nightres.benchmarks;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.nightres.core.NightResolver;
import org.nightres.core.generate.GeneratorConfig;
import org.nightres.core.generate.NightGenerator;
import org.nightres.core.model.Night;

/**
 * The growth ratio time(100k) / time(10k) of each engine, measured so that both sizes meet the
 * same machine: one JVM alternates a 1 s block of 10,000-player nights with a 2 s block of
 * 100,000-player nights (default mix, the seed of {@link GeneratedNightBenchmark}), and every
 * round gives one ratio. On a shared machine the load of other tenants changes from minute to
 * minute, and separate JMH runs of the two sizes can meet different loads; the median over
 * interleaved rounds does not. A complement to the JMH figures, not a replacement. Usage:
 * {@code java -cp benchmarks.jar org.nightres.benchmarks.GrowthRatio [rounds] [engine...]}.
 */
public final class GrowthRatio {
  private static final int SMALL = 10_000;
  private static final int LARGE = 100_000;

  private GrowthRatio() {}

  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 15;
    List<Engine> engines = new ArrayList<>();
    for (int i = 1; i < args.length; i++) {
      engines.add(Engine.valueOf(args[i].toUpperCase(Locale.ROOT)));
    }
    if (engines.isEmpty()) {
      engines.addAll(List.of(Engine.RAR, Engine.SNARF));
    }
    Night small = night(SMALL);
    Night large = night(LARGE);
    for (Engine engine : engines) {
      measure(engine, small, large, rounds);
    }
  }

  private static Night night(int players) {
    return NightGenerator.generate(
        GeneratorConfig.builder().players(players).seed(20261121L).build());
  }

  private static void measure(Engine engine, Night small, Night large, int rounds) {
    NightResolver resolver = engine.create();
    for (int i = 0; i < 3; i++) { // warm-up
      block(resolver, small, 1.0);
      block(resolver, large, 2.0);
    }
    double[] s = new double[rounds];
    double[] l = new double[rounds];
    double[] ratio = new double[rounds];
    for (int r = 0; r < rounds; r++) {
      s[r] = block(resolver, small, 1.0);
      l[r] = block(resolver, large, 2.0);
      ratio[r] = l[r] / s[r];
      System.out.printf(Locale.ROOT, "%s round %2d: 10k %7.3f ms  100k %8.3f ms  ratio %5.1f%n",
          engine, r + 1, s[r], l[r], ratio[r]);
    }
    System.out.printf(Locale.ROOT,
        "%s median: 10k %.3f ms, 100k %.3f ms, ratio %.1f (rounds: %.1f to %.1f)%n",
        engine, median(s), median(l), median(ratio), min(ratio), max(ratio));
  }

  /** Mean ms per resolution over a block of about {@code seconds}. */
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
    } while (now - start < budget);
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
