package org.nightres.benchmarks;

import java.util.concurrent.TimeUnit;
import org.nightres.core.NightResolver;
import org.nightres.core.model.ImmutableNight;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.Outcome;
import org.nightres.lab.generate.GeneratorConfig;
import org.nightres.lab.generate.ImmutableGeneratorConfig;
import org.nightres.lab.generate.Mix;
import org.nightres.lab.generate.NightGenerator;
import org.nightres.lab.generate.TargetingPattern;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One engine resolving generated nights of the default mix and uniform targeting, of the
 * standard rule set or of Mafia 1923 ({@code -p rules=mafia1923}, its own setup). The nights are
 * built in {@link #setup()}; only {@link NightResolver#resolve} is measured.
 *
 * <p>{@code nights = 1} resolves the same night again and again, so a small night stays in the
 * processor's caches between operations ("hot"); {@code nights = 8} cycles through 8 nights of
 * different seeds, so every operation starts on a night the caches have not just seen ("cold"),
 * as a server meeting a new night would.
 *
 * <p>A night keeps what is computed from it once (its indexes, the random choices that {@code
 * rar} and {@code snarf} draw up front, {@link Night#fixed()}, whether it may draw, its plan and
 * its parts' plans, {@link Night#derived}); resolving the same night object again reuses them,
 * as {@link #resolve()} does: it measures the resolution of a planned night. {@link
 * #resolveFresh} resolves, in every operation, a copy of the night made just before it (not
 * timed), so that nothing carries over from the last operation: what a server pays for a night
 * it has just received, planning included (for nights of 10,000 players and more; a copy per
 * operation costs JMH a timestamp per operation, too much for the small ones). {@code
 * sequential} draws as its actions resolve: it keeps the plan, not the draws.
 *
 * <p>{@link #resolveEvicted} resolves the same nights as {@link #resolve}, but writes a buffer
 * larger than any processor cache before each operation (not timed): the night and its plans
 * are in memory, none of them in the caches. A night of 10,000 players and its plans fit in the
 * last-level cache of many machines, so that {@link #resolve} finds them there, operation after
 * operation, and a night of 100,000 players does not: the ratio of the two then measures the
 * caches as much as the resolution. With the caches emptied before each operation, both sizes
 * start alike ({@code docs/performance.md}, "Fifteenth sitting"). A timestamp per operation:
 * for nights of 10,000 players and more.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xss16m", "-Xmx4g"})
public class GeneratedNightBenchmark {

  @Param({"RAR", "SNARF", "SEQUENTIAL"})
  Engine engine;

  @Param({"10", "100", "1000", "10000", "100000"})
  int players;

  /** The rule set: {@code standard} (default mix) or {@code mafia1923} (its own setup). */
  @Param({"standard"})
  String rules;

  @Param({"default"})
  String mix;

  @Param({"uniform"})
  String pattern;

  @Param({"1"})
  int nights;

  private Night[] pool;
  private int next;
  private NightResolver resolver;

  @Setup
  public void setup() {
    pool = new Night[nights];
    for (int i = 0; i < nights; i++) {
      ImmutableGeneratorConfig.Builder config = GeneratorConfig.builder().players(players)
          .seed(20261121L + i).rules(rules).pattern(TargetingPattern.parse(pattern));
      if (rules.equals("standard")) {
        config.mix(Mix.parse(mix)); // a rule set of its own brings its own setup
      }
      pool[i] = NightGenerator.generate(config.build());
    }
    resolver = engine.create();
  }

  private Night nextNight() {
    Night night = pool[next];
    next = next + 1 == pool.length ? 0 : next + 1;
    return night;
  }

  @Benchmark
  public Outcome resolve() {
    return resolver.resolve(nextNight());
  }

  /** A copy of the pool's next night, made before each operation of {@link #resolveFresh}. */
  @State(Scope.Thread)
  public static class Received {
    Night night;

    @Setup(Level.Invocation)
    public void copy(GeneratedNightBenchmark bench) {
      night = ImmutableNight.builder().from(bench.nextNight()).build();
    }
  }

  @Benchmark
  public Outcome resolveFresh(Received received) {
    return resolver.resolve(received.night);
  }

  /** A buffer written before each operation of {@link #resolveEvicted}: the caches hold it then. */
  @State(Scope.Thread)
  public static class Evicted {
    /** Four times the largest last-level cache met so far (32 MiB). */
    private static final int BYTES = 128 << 20;
    private static final int LINE = 64 / Long.BYTES;
    private final long[] buffer = new long[BYTES / Long.BYTES];
    long sum;

    @Setup(Level.Invocation)
    public void evict() {
      long s = 0;
      for (int i = 0; i < buffer.length; i += LINE) {
        s += buffer[i]++; // a write, so that the line is taken, not shared
      }
      sum += s;
    }
  }

  @Benchmark
  public Outcome resolveEvicted(Evicted evicted) {
    return resolver.resolve(nextNight());
  }
}
