package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.NightResolver;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.Outcome;
import org.nightres.lab.generate.GeneratorConfig;
import org.nightres.lab.generate.Mix;
import org.nightres.lab.generate.NightGenerator;
import org.nightres.lab.generate.RandomRules;
import org.nightres.lab.generate.TargetingPattern;

/**
 * One resolver used from 8 threads at once gives the outcomes it gives used from one thread
 * (every scheme, on generated nights of the standard set, of random roles and of Mafia 1923;
 * the threads share the night objects too).
 */
class ConcurrentUseTest {

  static List<NightResolver> everyScheme() {
    return RolesExamplesTest.everyScheme();
  }

  private static List<Night> nights() {
    List<Night> out = new ArrayList<>();
    for (long seed = 1; seed <= 60; seed++) {
      out.add(NightGenerator.generate(GeneratorConfig.builder().players(5 + (int) (seed % 40))
          .seed(seed).mix(seed % 2 == 0 ? Mix.DENSE : Mix.DEFAULT)
          .pattern(TargetingPattern.values()[(int) (seed % 3)]).build()));
      out.add(RandomRules.night(seed, 4 + (int) (seed % 10),
          TargetingPattern.values()[(int) (seed % 3)]));
      out.add(NightGenerator.generate(GeneratedMafia1923Test.night(seed)));
    }
    return out;
  }

  @ParameterizedTest
  @MethodSource("everyScheme")
  void eightThreadsAgreeWithOne(NightResolver resolver) throws Exception {
    List<Night> nights = nights();
    List<Outcome> alone = new ArrayList<>();
    for (Night n : nights) {
      alone.add(resolve(resolver, n));
    }
    long resolved = alone.stream().filter(java.util.Objects::nonNull).count();
    org.junit.jupiter.api.Assertions.assertTrue(resolved >= nights.size() * 9 / 10,
        "resolved alone: " + resolved + " of " + nights.size());
    ExecutorService pool = Executors.newFixedThreadPool(8);
    try {
      for (int round = 0; round < 3; round++) {
        List<Future<Outcome>> together = new ArrayList<>();
        for (Night n : nights) {
          together.add(pool.submit(() -> resolve(resolver, n)));
        }
        for (int i = 0; i < nights.size(); i++) {
          assertEquals(alone.get(i), together.get(i).get(), "night " + i + ", round " + round);
        }
      }
    } finally {
      pool.shutdownNow();
    }
  }

  /** The outcome, or null when the night is beyond the resolver (a limit, or NAR's options). */
  private static Outcome resolve(NightResolver resolver, Night night) {
    try {
      return resolver.resolve(night);
    } catch (RuntimeException e) {
      return null; // the same night fails the same way alone: compared as null
    }
  }
}
