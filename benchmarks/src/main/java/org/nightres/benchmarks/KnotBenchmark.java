package org.nightres.benchmarks;

import java.util.concurrent.TimeUnit;
import org.nightres.core.NightResolver;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.Outcome;
import org.nightres.lab.generate.GeneratorConfig;
import org.nightres.lab.generate.NightGenerator;
import org.nightres.lab.generate.TargetingPattern;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The adversarial families: {@code ring(k)} (P1..Pk each jails or roleblocks the next, a
 * Vigilante shoots P1: one long loop) and {@code clique(k)} (k Jailkeepers each jailing every
 * other one: one dense knot). k = players - 1.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xss16m", "-Xmx4g"})
public class KnotBenchmark {

  @Param({"RAR", "SNARF"})
  Engine engine;

  @Param({"ring"})
  String pattern;

  @Param({"1001", "10001", "100001"})
  int players;

  private Night night;
  private NightResolver resolver;

  @Setup
  public void setup() {
    night = NightGenerator.generate(GeneratorConfig.builder().players(players).seed(1)
        .pattern(TargetingPattern.parse(pattern)).build());
    resolver = engine.create();
  }

  @Benchmark
  public Outcome resolve() {
    return resolver.resolve(night);
  }
}
