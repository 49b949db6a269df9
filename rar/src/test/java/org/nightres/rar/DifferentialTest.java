package org.nightres.rar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.model.Action;
import org.nightres.core.model.ImmutableNight;
import org.nightres.core.model.Night;
import org.nightres.core.model.Player;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Outcome;

/**
 * Differential property test: on random dense nights, {@link RarResolver} agrees with the
 * literal {@link NaiveRarEvaluator} on every end-of-night effect; shuffling players and actions
 * does not change the outcome sets; resolving twice gives equal outcomes (explanations
 * included). A failing seed is shrunk (actions dropped, then players) and printed as a
 * {@code .night} file. To replay one seed: {@code -Dtest='DifferentialTest#*' -Drar.seeds=N}
 * (or a range {@code N-M}).
 */
class DifferentialTest {
  private static final int NIGHTS = 5000;
  private static final long NAIVE_STEPS = 200_000;
  private static final RarResolver RAR = new RarResolver();

  static LongStream seeds() {
    String only = System.getProperty("rar.seeds");
    if (only != null && !only.isBlank()) {
      String[] range = only.split("-");
      long from = Long.parseLong(range[0].trim());
      long to = range.length > 1 ? Long.parseLong(range[1].trim()) : from;
      return LongStream.rangeClosed(from, to);
    }
    return LongStream.rangeClosed(1, NIGHTS);
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void agreesWithTheLiteralRules(long seed) {
    Night night = RandomNights.generate(seed);
    Outcome fast = RAR.resolve(night);
    Outcome naive;
    try {
      naive = naive(night);
    } catch (NaiveRarEvaluator.TooSlow e) {
      Assumptions.abort("the literal evaluator is too slow on seed " + seed);
      return;
    }
    if (!effects(fast).equals(effects(naive))) {
      Night small = shrink(night);
      fail("seed " + seed + ": RarResolver and the literal rules disagree.\n"
          + "shrunk night:\n" + RandomNights.text(small)
          + "fast:  " + effects(RAR.resolve(small)) + "\n"
          + "naive: " + effects(naive(small)) + "\n"
          + "explanation:\n" + TreeText.of(RAR.resolve(small).explanation()));
    }
    assertEquals(fast, RAR.resolve(night), "seed " + seed + ": resolving twice differs");
    Random shuffler = new Random(seed);
    for (int i = 0; i < 2; i++) {
      Night shuffled = shuffle(night, shuffler);
      assertEquals(canonical(fast), canonical(RAR.resolve(shuffled)),
          "seed " + seed + ": shuffling changes the outcome\n" + RandomNights.text(shuffled));
    }
  }

  private static Outcome naive(Night night) {
    return new NaiveRarEvaluator(night, NAIVE_STEPS).outcome();
  }

  /** Every end-of-night effect, in output order. */
  static String effects(Outcome o) {
    return "deaths=" + o.deaths() + " recruited=" + o.recruited() + " feedback=" + o.feedback()
        + " notices=" + o.notices();
  }

  /** The outcome as sets: independent of declaration and submission order. */
  static String canonical(Outcome o) {
    List<String> fbList = new ArrayList<>();
    for (Feedback f : o.feedback()) {
      List<String> names = new ArrayList<>(List.of(f.result().split(", ")));
      Collections.sort(names);
      fbList.add(f.player() + "|" + f.ability() + "|" + f.target() + "|" + String.join(", ", names));
    }
    Collections.sort(fbList);
    TreeSet<String> notices = new TreeSet<>();
    o.notices().forEach(n -> notices.add(n.player() + ":" + n.message()));
    return "deaths=" + new TreeSet<>(o.deaths()) + " recruited=" + new TreeSet<>(o.recruited())
        + " feedback=" + fbList + " notices=" + notices;
  }

  static Night shuffle(Night night, Random rnd) {
    List<Player> players = new ArrayList<>(night.players());
    Collections.shuffle(players, rnd);
    List<Action> actions = new ArrayList<>(night.actions());
    Collections.shuffle(actions, rnd);
    return ImmutableNight.builder().from(night).players(players).actions(renumber(actions))
        .build();
  }

  private static List<Action> renumber(List<Action> actions) {
    List<Action> out = new ArrayList<>();
    for (Action a : actions) {
      out.add(Action.builder().from(a).submissionIndex(out.size()).build());
    }
    return out;
  }

  private static boolean disagrees(Night night) {
    try {
      return !effects(RAR.resolve(night)).equals(effects(naive(night)));
    } catch (RuntimeException e) {
      return false;
    }
  }

  /** Drops actions, then unreferenced players, while the disagreement persists. */
  static Night shrink(Night night) {
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int i = 0; i < night.actions().size(); i++) {
        List<Action> fewer = new ArrayList<>(night.actions());
        fewer.remove(i);
        Night candidate = ImmutableNight.builder().from(night).actions(renumber(fewer)).build();
        if (disagrees(candidate)) {
          night = candidate;
          changed = true;
          break;
        }
      }
    }
    changed = true;
    while (changed) {
      changed = false;
      for (Player p : night.players()) {
        boolean used = night.actions().stream().anyMatch(a -> a.actor().equals(p.name())
            || a.targets().contains(p.name()));
        if (used) {
          continue;
        }
        List<Player> fewer = new ArrayList<>(night.players());
        fewer.remove(p);
        Night candidate = ImmutableNight.builder().from(night).players(fewer).build();
        if (disagrees(candidate)) {
          night = candidate;
          changed = true;
          break;
        }
      }
    }
    return night;
  }
}
