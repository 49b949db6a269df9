package org.nightres.core.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.nightres.core.NightResolver;
import org.nightres.core.UnsupportedComponent;
import org.nightres.core.format.Diagnostic;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
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

  /** A role whose ability gives a status for tonight only, and one that gives it for longer. */
  private static final String TONIGHT_ONLY = """
      status Dazed {nullify} "dazed: no actions"
      role Fleeting
      ability Fleeting.flick X = status(X, Dazed, until=phase) + visit(X) [order 5]
      role Lasting
      ability Lasting.daze X = status(X, Dazed, until=N+1) + visit(X) [order 5]
      player Ann town Vigilante
      player Bob town Vanilla
      """;

  /**
   * A status given tonight holds tonight only under the sequential scheme, which applies
   * end-of-night components at once ({@code games.md} section 5); in the others it holds from the
   * next night on, so one given for tonight only ({@code until=phase}) would never hold: the night
   * is refused, never resolved as if it were not there.
   */
  @Test
  void aStatusForTonightOnlyHoldsTonightOrTheNightIsRefused() {
    NightResolver r = resolver();
    assertEquals(r.scheme().resolvesInTurn(), r.statusesHoldTonight(), r.scheme().id());
    String text = TONIGHT_ONLY + "player Fay town Fleeting\nFay flick Ann\nAnn kill Bob\n";
    GameScript script = NightParser.standard().parseGame("t.night", text);
    Night night = script.firstNight().night().orElseThrow();
    Optional<UnsupportedComponent> refused = r.unsupportedComponent(night);
    GamePlay play = script.play(r);
    if (r.statusesHoldTonight()) {
      assertEquals(Optional.empty(), refused);
      assertEquals(List.of(), r.resolve(night).deaths(),
          "Dazed, given at [5], nullifies Ann's later kill");
      assertTrue(play.ok(), play.diagnostics().toString());
      return;
    }
    assertTrue(refused.isPresent(), r.scheme().id());
    assertEquals(List.of("Fay", "Fleeting"), List.of(refused.get().player(),
        refused.get().owner()));
    assertTrue(refused.get().reason().startsWith("status(X, Dazed, until=phase) (ability "
        + "Fleeting.flick, Fay's) holds only under scheme sequential: under " + r.scheme().id()
        + " a status given tonight holds from the next night on"), refused.get().reason());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> r.resolve(night));
    assertEquals(refused.get().reason(), e.getMessage());
    assertEquals(1, play.diagnostics().size(), play.diagnostics().toString());
    Diagnostic d = play.diagnostics().get(0);
    String line = "ability Fleeting.flick X = status(X, Dazed, until=phase)";
    assertEquals(List.of("t.night", 3, line.indexOf("until=phase") + 1, refused.get().reason()),
        List.of(d.file(), d.line(), d.column(), d.message()), "at its until=: " + d.render());
  }

  /** A rule set that only defines such a role, or gives a status for longer, is not refused. */
  @Test
  void aStatusForTonightOnlyThatNobodyMayGiveIsNoReasonToRefuse() {
    NightResolver r = resolver();
    for (String players : List.of("Ann kill Bob\n",
        "player Las town Lasting\nLas daze Bob\nAnn kill Bob\n",
        "player Fay town Fleeting\nstate Fay dead\nAnn kill Bob\n")) {
      GameScript script = NightParser.standard().parseGame("t.night", TONIGHT_ONLY + players);
      Night night = script.firstNight().night().orElseThrow();
      assertEquals(Optional.empty(), r.unsupportedComponent(night), players);
      assertTrue(script.play(r).ok(), players);
      assertEquals(List.of("Bob"), r.resolve(night).deaths(), players);
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
