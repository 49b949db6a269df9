package org.nightres.core.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.nightres.core.NightResolver;
import org.nightres.core.model.Action;
import org.nightres.core.model.ImmutableAction;
import org.nightres.core.model.ImmutableNight;
import org.nightres.core.model.Night;
import org.nightres.core.model.Player;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Outcome;

/**
 * The contract every {@link NightResolver} must keep, run against each engine by a subclass in
 * the engine's module: the conformance corpus for its scheme, determinism, thread safety and
 * (unless the scheme makes submission order meaningful) independence from declaration and
 * submission order.
 */
public abstract class NightResolverContract {

  /** The resolver under test. */
  protected abstract NightResolver resolver();

  /** Whether outcomes must not depend on submission order (false for NAR's tie rule). */
  protected boolean orderIndependent() {
    return true;
  }

  @TestFactory
  Stream<DynamicTest> conformanceCorpus() {
    NightResolver resolver = resolver();
    return ConformanceCase.all().stream()
        .filter(c -> c.expectation(resolver.scheme()).isPresent())
        .map(c -> DynamicTest.dynamicTest(c.id(), () -> {
          Outcome outcome = resolver.resolve(c.night());
          List<String> problems = c.mismatches(outcome);
          assertTrue(problems.isEmpty(), c.id() + " under " + resolver.scheme().id() + ": " + problems);
        }));
  }

  @Test
  void resolvingTwiceGivesEqualOutcomes() {
    for (ConformanceCase c : ConformanceCase.all()) {
      Night night = c.night();
      assertEquals(resolver().resolve(night), resolver().resolve(night), c.id());
    }
  }

  @Test
  void resolvesConcurrentlyWithTheSameOutcomes() throws Exception {
    List<Night> nights = new ArrayList<>();
    ConformanceCase.all().forEach(c -> nights.add(c.night()));
    List<Outcome> sequential = new ArrayList<>();
    nights.forEach(n -> sequential.add(resolver().resolve(n)));
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      for (int round = 0; round < 5; round++) {
        List<Future<Outcome>> futures = new ArrayList<>();
        for (Night n : nights) {
          // every other round a fresh copy, which two threads resolve at once: what a night
          // keeps once made (its plan, its parts) is then made by either, and both use one
          Night copy = round % 2 == 0 ? n : ImmutableNight.builder().from(n).build();
          futures.add(pool.submit(() -> resolver().resolve(copy)));
          futures.add(pool.submit(() -> resolver().resolve(copy)));
        }
        for (int i = 0; i < nights.size(); i++) {
          assertEquals(sequential.get(i), futures.get(2 * i).get());
          assertEquals(sequential.get(i), futures.get(2 * i + 1).get());
        }
      }
    } finally {
      pool.shutdownNow();
    }
  }

  @TestFactory
  Stream<DynamicTest> outcomeDoesNotDependOnDeclarationOrSubmissionOrder() {
    if (!orderIndependent()) {
      return Stream.empty();
    }
    return ConformanceCase.all().stream().map(c -> DynamicTest.dynamicTest(c.id(), () -> {
      Night night = c.night();
      Outcome reference = resolver().resolve(night);
      for (long seed = 1; seed <= 8; seed++) {
        Night shuffled = shuffle(night, seed);
        Outcome o = resolver().resolve(shuffled);
        assertEquals(sorted(reference.deaths()), sorted(o.deaths()), c.id() + " seed " + seed);
        assertEquals(sorted(reference.recruited()), sorted(o.recruited()), c.id() + " seed " + seed);
        assertEquals(sortedFeedback(reference), sortedFeedback(o), c.id() + " seed " + seed);
      }
    }));
  }

  /** The night with players and actions in a seeded random order, submission indexes renumbered. */
  public static Night shuffle(Night night, long seed) {
    Random random = new Random(seed);
    List<Player> players = new ArrayList<>(night.players());
    Collections.shuffle(players, random);
    List<Action> actions = new ArrayList<>(night.actions());
    Collections.shuffle(actions, random);
    List<Action> renumbered = new ArrayList<>();
    for (int i = 0; i < actions.size(); i++) {
      renumbered.add(ImmutableAction.copyOf(actions.get(i)).withSubmissionIndex(i));
    }
    return Night.builder().from(night).players(players).actions(renumbered).build();
  }

  private static List<String> sorted(List<String> names) {
    List<String> copy = new ArrayList<>(names);
    Collections.sort(copy);
    return copy;
  }

  private static List<String> sortedFeedback(Outcome o) {
    List<String> lines = new ArrayList<>();
    for (Feedback f : o.feedback()) {
      lines.add(f.player() + "|" + f.ability() + "|" + f.target() + "|" + f.result());
    }
    Collections.sort(lines);
    return lines;
  }
}
