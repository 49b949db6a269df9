package org.nightres.nar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.LongFunction;
import org.junit.jupiter.api.Test;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.Outcome;
import org.nightres.lab.generate.GeneratorConfig;
import org.nightres.lab.generate.Mix;
import org.nightres.lab.generate.NightGenerator;
import org.nightres.lab.generate.RandomRules;
import org.nightres.lab.generate.TargetingPattern;

/**
 * The resolver follows one "might modify" graph through a night and asks the rules only about
 * the pairs its index gives; the literal reference builds a new graph at every step and asks
 * about every pair, as {@code schemes.md} section 4.7 writes the algorithm. Both must give the
 * same outcome, explanation included, step for step: on generated nights of every mix, pattern
 * and option, on nights of random roles (every component kind, triggers, deflects, filtered
 * moves), and on nights large enough for many moves, blocks and loops in one night.
 */
class NarLiteralTest {
  private static final NarResolver RESOLVER = new NarResolver(Integer.MAX_VALUE);
  private static final NarResolver LITERAL = new NarResolver(Integer.MAX_VALUE, false, true);
  /** A new graph at every step, from the index: the literal reference is too slow for these. */
  private static final NarResolver STEPWISE = new NarResolver(Integer.MAX_VALUE, false, false);

  @Test
  void generatedNightsResolveAsTheLiteralReference() {
    int steps = same(LITERAL, 1, 600, seed -> NightGenerator.generate(NarRandomNightsTest.config(seed)));
    assertTrue(steps > 3000, "the nights must have steps to compare: " + steps);
  }

  @Test
  void nightsOfRandomRolesResolveAsTheLiteralReference() {
    int steps = same(LITERAL, 1, 1500,
        seed -> RandomRules.night(seed, 4 + (int) (seed % 12), TargetingPattern.UNIFORM));
    assertTrue(steps > 5000, "the nights must have steps to compare: " + steps);
  }

  @Test
  void largeNightsResolveAsANewGraphAtEveryStep() {
    int steps = same(STEPWISE, 1, 8, seed -> NightGenerator.generate(GeneratorConfig.builder()
        .players(200 + 100 * (int) seed).seed(seed).mix(seed % 2 == 0 ? Mix.DENSE : Mix.DEFAULT)
        .pattern(TargetingPattern.values()[(int) seed % 4]) // not the clique: k² actions
        .build()));
    steps += same(STEPWISE, 1, 6, seed -> RandomRules.night(seed, 40 + 20 * (int) seed,
        seed % 2 == 0 ? TargetingPattern.UNIFORM : TargetingPattern.CLUSTERED));
    assertTrue(steps > 1500, "the nights must have steps to compare: " + steps);
  }

  /** Compares the resolver with a reference on the nights of seeds {@code from..to}: steps compared. */
  private static int same(NarResolver reference, long from, long to, LongFunction<Night> nights) {
    int steps = 0;
    for (long seed = from; seed <= to; seed++) {
      Night night = nights.apply(seed);
      Outcome expected = reference.resolve(night);
      assertEquals(expected, RESOLVER.resolve(night), "seed " + seed);
      steps += expected.explanation().size();
    }
    return steps;
  }
}
