package org.nightres.benchmarks;

import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

/**
 * Two or more builds of nightres compared in one JVM: each shaded jar (a {@code benchmarks.jar}
 * or {@code nightres.jar} of some commit) is loaded by a class loader of its own, and the same
 * generated night is resolved by each in turn, in blocks, the order rotated every round. On a
 * noisy machine separate JVMs vary by 10-20%; here every build meets the same noise, so the
 * ratio of each build's block minimum to the first build's, median over the rounds, is steady
 * to a few percent. A complement to the JMH figures of {@code docs/performance.md}, not a
 * replacement. Usage:
 *
 * <pre>
 * java -cp benchmarks.jar org.nightres.benchmarks.JarComparison ENGINE PLAYERS WARM ROUNDS
 *     PER-BLOCK base.jar head.jar [more.jar ...]
 * </pre>
 *
 * <p>ENGINE is {@code RAR}, {@code SNARF}, {@code NAR} or {@code SEQUENTIAL} (a build that has no
 * such resolver fails at once); the night is the default mix with uniform targeting, seed
 * 20261121, as {@link GeneratedNightBenchmark}'s first night. Reflection only: the jars may be of
 * commits whose API differs elsewhere.
 */
public final class JarComparison {
  private JarComparison() {}

  /** One build's resolution of its night. */
  private interface Resolution {
    void run() throws Exception;
  }

  public static void main(String[] args) throws Exception {
    if (args.length < 7) {
      System.err.println("usage: JarComparison ENGINE PLAYERS WARM ROUNDS PER-BLOCK a.jar b.jar...");
      System.exit(2);
    }
    String engine = args[0].toUpperCase(Locale.ROOT);
    int players = Integer.parseInt(args[1]);
    int warm = Integer.parseInt(args[2]);
    int rounds = Integer.parseInt(args[3]);
    int perBlock = Integer.parseInt(args[4]);
    int n = args.length - 5;
    String[] names = new String[n];
    Resolution[] builds = new Resolution[n];
    for (int j = 0; j < n; j++) {
      Path jar = Path.of(args[5 + j]);
      names[j] = jar.getFileName().toString().replace(".jar", "");
      builds[j] = load(jar, engine, players);
    }
    long[][] times = new long[n][rounds * perBlock];
    double[][] ratios = new double[n][rounds];
    for (int r = 0; r < warm + rounds; r++) {
      long[] blockMin = new long[n];
      for (int i = 0; i < n; i++) {
        int j = (r + i) % n; // rotate the order each round
        long best = Long.MAX_VALUE;
        for (int k = 0; k < perBlock; k++) {
          long start = System.nanoTime();
          builds[j].run();
          long took = System.nanoTime() - start;
          best = Math.min(best, took);
          if (r >= warm) {
            times[j][(r - warm) * perBlock + k] = took;
          }
        }
        blockMin[j] = best;
      }
      if (r >= warm) {
        for (int j = 0; j < n; j++) {
          ratios[j][r - warm] = (double) blockMin[j] / blockMin[0];
        }
      }
    }
    System.out.printf("%s, %d players: %d rounds of %d per build after %d warm-up rounds; "
        + "load %s%n", engine, players, rounds, perBlock, warm,
        Files.readString(Path.of("/proc/loadavg")).trim());
    for (int j = 0; j < n; j++) {
      long[] t = times[j].clone();
      Arrays.sort(t);
      double[] q = ratios[j].clone();
      Arrays.sort(q);
      System.out.printf("  %-14s min %8.3f  p25 %8.3f  median %8.3f ms   vs %s: %.3f%n", names[j],
          t[0] / 1e6, t[t.length / 4] / 1e6, t[t.length / 2] / 1e6, names[0], q[q.length / 2]);
    }
  }

  /** The generated night and the engine of one jar, loaded on their own. */
  private static Resolution load(Path jar, String engine, int players) throws Exception {
    ClassLoader cl = new URLClassLoader(new URL[] {jar.toUri().toURL()},
        ClassLoader.getPlatformClassLoader());
    Class<?> config = cl.loadClass("org.nightres.core.generate.GeneratorConfig");
    Object b = config.getMethod("builder").invoke(null);
    Class<?> bc = b.getClass();
    bc.getMethod("players", int.class).invoke(b, players);
    bc.getMethod("seed", long.class).invoke(b, 20261121L);
    Class<?> mix = cl.loadClass("org.nightres.core.generate.Mix");
    Class<?> pattern = cl.loadClass("org.nightres.core.generate.TargetingPattern");
    bc.getMethod("mix", mix).invoke(b, mix.getMethod("parse", String.class).invoke(null, "default"));
    bc.getMethod("pattern", pattern).invoke(b,
        pattern.getMethod("parse", String.class).invoke(null, "uniform"));
    Object night = cl.loadClass("org.nightres.core.generate.NightGenerator")
        .getMethod("generate", config).invoke(null, bc.getMethod("build").invoke(b));
    Object resolver = switch (engine) {
      case "RAR" -> cl.loadClass("org.nightres.rar.RarResolver")
          .getMethod("withBudget", long.class).invoke(null, Long.MAX_VALUE);
      case "SNARF" -> cl.loadClass("org.nightres.snarf.SnarfResolver").getConstructor()
          .newInstance();
      case "NAR" -> cl.loadClass("org.nightres.nar.NarResolver").getConstructor().newInstance();
      case "SEQUENTIAL" -> cl.loadClass("org.nightres.snarf.SequentialResolver")
          .getConstructor().newInstance();
      default -> throw new IllegalArgumentException("unknown engine " + engine
          + "; RAR, SNARF, NAR or SEQUENTIAL");
    };
    Method resolve = cl.loadClass("org.nightres.core.NightResolver").getMethod("resolve",
        cl.loadClass("org.nightres.core.model.Night"));
    return () -> resolve.invoke(resolver, night);
  }
}
