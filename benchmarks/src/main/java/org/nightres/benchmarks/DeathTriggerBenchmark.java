package org.nightres.benchmarks;

import java.util.concurrent.TimeUnit;
import org.nightres.core.NightResolver;
import org.nightres.core.format.NightParser;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.random.SplitMix64;
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
 * A night of triggers on another player's death: every other player holds one, the others are
 * Vigilantes, one in ten of whom shoots a player drawn at random (seed 7). {@code kind=stored}:
 * a Lover ({@code death(stored(target))}, WWR's {@code On @Target Death}: he dies with the next
 * player); {@code kind=filter}: a Mourner of the pack ({@code death(attr:group-pack)}, WWR's
 * {@code On @(Group:G) Death}), and nobody is in the pack. A death must read only the triggers
 * it may set off, not every such trigger of the night: the time grows with the players, not with
 * their square ({@code docs/performance.md}, "Sixteenth sitting").
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xss16m", "-Xmx4g"})
public class DeathTriggerBenchmark {

  @Param({"RAR", "SNARF", "SEQUENTIAL"})
  Engine engine;

  @Param({"2000", "8000", "32000"})
  int players;

  /** {@code stored}: Lovers; {@code filter}: Mourners of a pack. */
  @Param({"stored", "filter"})
  String kind;

  private Night night;
  private NightResolver resolver;

  @Setup
  public void setup() {
    night = night(players, kind);
    resolver = engine.create();
  }

  /** The night of {@code players} players (an even number) of that kind. */
  static Night night(int players, String kind) {
    StringBuilder text = new StringBuilder(kind.equals("stored")
        ? "role Lover\ntrigger Lover death(stored(target)) = kill(self, class=true)\n"
        : "role Lover\ntrigger Lover death(attr:group-pack) = notify(self, \"a pack member fell\")\n")
        .append("""
            role Vig
            ability Vig.shoot X = kill(X)
            """);
    for (int i = 0; i < players; i += 2) {
      text.append("player P").append(i).append(" town Lover target=P").append(i + 1).append('\n');
      text.append("player P").append(i + 1).append(" town Vig\n");
    }
    SplitMix64 rng = new SplitMix64(7);
    for (int i = 1; i < players; i += 20) {
      text.append('P').append(i).append(" shoot P").append(SplitMix64.pick(rng.next(), players))
          .append('\n');
    }
    return NightParser.standard().parse("lovers.night", text.toString()).night().orElseThrow();
  }

  @Benchmark
  public Outcome resolve() {
    return resolver.resolve(night);
  }
}
