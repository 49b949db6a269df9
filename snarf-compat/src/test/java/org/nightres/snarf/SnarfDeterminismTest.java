package org.nightres.snarf;

import org.nightres.core.testing.NightText;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.testing.ConformanceCase;
import org.nightres.core.testing.NightResolverContract;

/**
 * Determinism, thread safety and independence from player declaration order and action
 * submission order (default conflict rule), on the corpus and on seeded random nights.
 */
class SnarfDeterminismTest {
  private static final int SHUFFLES = 8;
  private static final long RANDOM_NIGHTS = 400;

  @TestFactory
  Stream<DynamicTest> corpusOutcomesDoNotDependOnDeclarationOrSubmissionOrder() {
    return ConformanceCase.all().stream().map(c -> DynamicTest.dynamicTest(c.id(),
        () -> assertOrderIndependent(c.night(), c.id())));
  }

  @TestFactory
  Stream<DynamicTest> randomNightOutcomesDoNotDependOnDeclarationOrSubmissionOrder() {
    return LongStream.rangeClosed(1, RANDOM_NIGHTS).mapToObj(seed -> DynamicTest.dynamicTest(
        "random night seed " + seed, () -> {
          List<String> lines = RandomNights.lines(seed);
          Night night = NightText.parse(lines.toArray(String[]::new));
          assertOrderIndependent(night, "seed " + seed + ":\n" + String.join("\n", lines));
        }));
  }

  @Test
  void resolvingTwiceGivesEqualOutcomesExplanationIncluded() {
    for (long seed = 1; seed <= 50; seed++) {
      Night night = NightText.parse(RandomNights.lines(seed).toArray(String[]::new));
      assertEquals(Outcomes.resolve(night), Outcomes.resolve(night), "seed " + seed);
    }
  }

  @Test
  void oneResolverResolvesConcurrentlyWithTheSameOutcomes() throws Exception {
    SnarfResolver shared = new SnarfResolver();
    List<Night> nights = new ArrayList<>();
    ConformanceCase.all().forEach(c -> nights.add(c.night()));
    for (long seed = 1; seed <= 40; seed++) {
      nights.add(NightText.parse(RandomNights.lines(seed).toArray(String[]::new)));
    }
    List<Outcome> sequential = new ArrayList<>();
    nights.forEach(n -> sequential.add(shared.resolve(n)));
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      for (int round = 0; round < 3; round++) {
        List<Future<Outcome>> futures = new ArrayList<>();
        nights.forEach(n -> futures.add(pool.submit(() -> shared.resolve(n))));
        for (int i = 0; i < nights.size(); i++) {
          assertEquals(sequential.get(i), futures.get(i).get());
        }
      }
    } finally {
      pool.shutdownNow();
    }
  }

  private static void assertOrderIndependent(Night night, String what) {
    Outcome reference = Outcomes.resolve(night);
    for (long seed = 1; seed <= SHUFFLES; seed++) {
      Outcome o = Outcomes.resolve(NightResolverContract.shuffle(night, seed));
      String message = what + "\nshuffle seed " + seed + "\nreference:\n" + Outcomes.explain(reference)
          + "\nshuffled:\n" + Outcomes.explain(o);
      assertEquals(sorted(reference.deaths()), sorted(o.deaths()), message);
      assertEquals(sorted(reference.recruited()), sorted(o.recruited()), message);
      assertEquals(normalised(reference), normalised(o), message);
    }
  }

  private static List<String> sorted(List<String> names) {
    List<String> copy = new ArrayList<>(names);
    Collections.sort(copy);
    return copy;
  }

  /** Feedback lines with name lists sorted, so declaration order does not show. */
  private static List<String> normalised(Outcome o) {
    List<String> lines = new ArrayList<>();
    for (String line : Outcomes.sortedFeedback(o)) {
      int bar = line.lastIndexOf('|');
      List<String> names = new ArrayList<>(List.of(line.substring(bar + 1).split(", ")));
      Collections.sort(names);
      lines.add(line.substring(0, bar + 1) + String.join(", ", names));
    }
    Collections.sort(lines);
    return lines;
  }
}
