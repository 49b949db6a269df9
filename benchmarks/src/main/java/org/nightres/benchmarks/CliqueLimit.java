package org.nightres.benchmarks;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.nightres.core.NightResolver;
import org.nightres.core.model.Night;
import org.nightres.lab.generate.GeneratorConfig;
import org.nightres.lab.generate.NightGenerator;
import org.nightres.lab.generate.TargetingPattern;

/**
 * Finds, for each engine, the largest k for which {@code clique(k)} resolves within a time limit
 * (default 10 s): k doubles until a resolution is too slow, then bisects. Every measurement runs
 * in a fresh JVM (one warm-up resolution of clique(3) first), so an abandoned over-long
 * resolution never slows the next one. Usage: {@code java -cp benchmarks.jar
 * org.nightres.benchmarks.CliqueLimit [seconds] [engine...]}.
 */
public final class CliqueLimit {
  private CliqueLimit() {}

  public static void main(String[] args) throws IOException, InterruptedException {
    if (args.length == 4 && args[0].equals("--measure")) {
      measure(Engine.valueOf(args[1]), Integer.parseInt(args[2]), Double.parseDouble(args[3]));
      return;
    }
    double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 10;
    List<Engine> engines = new ArrayList<>();
    for (int i = 1; i < args.length; i++) {
      engines.add(Engine.valueOf(args[i].toUpperCase(Locale.ROOT)));
    }
    if (engines.isEmpty()) {
      engines.addAll(List.of(Engine.values()));
    }
    for (Engine e : engines) {
      search(e, seconds);
    }
  }

  private static void search(Engine engine, double seconds) throws IOException, InterruptedException {
    int best = 1;
    int failed = -1;
    int k = 2;
    while (failed < 0 && k <= NightGenerator.MAX_CLIQUE) {
      if (run(engine, k, seconds)) {
        best = k;
        k = k == NightGenerator.MAX_CLIQUE ? k + 1 : Math.min(k * 2, NightGenerator.MAX_CLIQUE);
      } else {
        failed = k;
      }
    }
    while (failed > 0 && failed - best > 1) {
      int mid = (best + failed) / 2;
      if (run(engine, mid, seconds)) {
        best = mid;
      } else {
        failed = mid;
      }
    }
    System.out.printf(Locale.ROOT, "RESULT %s: largest k with clique(k) resolved within %.0f s: %d%s%n",
        engine, seconds, best, failed < 0 ? " (the generator's cap)" : "");
  }

  /** Whether clique(k) resolved within the limit, measured in a child JVM. */
  private static boolean run(Engine engine, int k, double seconds) throws IOException, InterruptedException {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process p = new ProcessBuilder(java, "-Xss16m", "-Xmx4g", "-cp", System.getProperty("java.class.path"),
        CliqueLimit.class.getName(), "--measure", engine.name(), String.valueOf(k), String.valueOf(seconds))
        .redirectErrorStream(true).start();
    boolean ok = false;
    try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
      String line;
      while ((line = r.readLine()) != null) {
        System.out.println(line);
        ok |= line.startsWith("OK ");
      }
    }
    p.waitFor();
    return ok;
  }

  private static void measure(Engine engine, int k, double seconds) {
    NightResolver resolver = engine.create();
    resolver.resolve(clique(3));
    Night night = clique(k);
    long start = System.nanoTime();
    Thread worker = new Thread(() -> {
      try {
        resolver.resolve(night);
        double t = (System.nanoTime() - start) / 1e9;
        System.out.printf(Locale.ROOT, "%s %s clique(%d): %.3f s%n", t <= seconds ? "OK " : "SLOW", engine, k, t);
      } catch (RuntimeException | Error e) {
        System.out.printf(Locale.ROOT, "FAIL %s clique(%d): %s%n", engine, k, e);
      }
      System.out.flush();
    });
    worker.setDaemon(true);
    worker.start();
    try {
      worker.join((long) (seconds * 1000) + 1);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    if (worker.isAlive()) {
      System.out.printf(Locale.ROOT, "TIMEOUT %s clique(%d): over %.0f s%n", engine, k, seconds);
    }
    System.out.flush();
    System.exit(0);
  }

  private static Night clique(int k) {
    return NightGenerator.generate(GeneratorConfig.builder().players(k + 1).seed(1)
        .pattern(TargetingPattern.CLIQUE).build());
  }
}
