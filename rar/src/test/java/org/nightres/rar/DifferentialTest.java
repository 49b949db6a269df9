package org.nightres.rar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
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
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.format.NightWriter;
import org.nightres.core.model.Action;
import org.nightres.core.model.GameState;
import org.nightres.core.model.ImmutableNight;
import org.nightres.core.model.Night;
import org.nightres.core.model.Player;
import org.nightres.core.model.PlayerState;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Outcome;
import org.nightres.lab.generate.GeneratorConfig;
import org.nightres.lab.generate.Mix;
import org.nightres.lab.generate.NightGenerator;
import org.nightres.lab.generate.NightShrinker;
import org.nightres.lab.generate.RandomRules;
import org.nightres.lab.generate.TargetingPattern;
import org.nightres.lab.generate.TextShrinker;

/**
 * Differential property test: on 10,000 nights of the project's {@link NightGenerator} (3 to 12
 * players, dense mixes, adversarial knots), 5,000 denser hand-rolled random nights and 2,000
 * hand-rolled {@code doctor-stops one} nights full of kills, Doctors and movers, and 1,500
 * generated nights from random start states (dead players, statuses, spent vests), 10,000
 * generated nights of random roles written in the roles language ({@link RandomRules}), {@link
 * RarResolver} agrees with the literal {@link NaiveRarEvaluator} on every end-of-night effect;
 * shuffling players and actions does not change the outcome sets; resolving twice gives equal
 * outcomes (explanations included), and so does resolving every independent part of the night
 * on its own. A failing night is shrunk by {@link NightShrinker} to a
 * 1-minimal night and printed as a {@code .night} file. To replay one seed: {@code
 * -Dtest='DifferentialTest#*' -Drar.seeds=N}, {@code -Drar.generator.seeds=N}, {@code
 * -Drar.one.seeds=N}, {@code -Drar.state.seeds=N} or {@code -Drar.roles.seeds=N} (or a range
 * {@code N-M}).
 */
class DifferentialTest {
  private static final int NIGHTS = 5000;
  private static final int GENERATED_NIGHTS = 10_000;
  private static final int DOCTOR_ONE_NIGHTS = 2000;
  private static final int STATEFUL_NIGHTS = 1500;
  private static final int CUSTOM_ROLE_NIGHTS = 10_000;
  private static final long NAIVE_STEPS = 200_000;
  private static final RarResolver RAR = new RarResolver();
  /** Every independent part of a night resolved on its own (these nights are one group). */
  private static final RarResolver PART_BY_PART = new RarResolver(RarResolver.DEFAULT_BUDGET, 1);

  static LongStream seeds() {
    return seeds("rar.seeds", NIGHTS);
  }

  /** Seeds for nights from the project's {@link NightGenerator}. */
  static LongStream generatorSeeds() {
    return seeds("rar.generator.seeds", GENERATED_NIGHTS);
  }

  /** Seeds for {@link RandomNights#doctorStopsOne} nights. */
  static LongStream doctorStopsOneSeeds() {
    return seeds("rar.one.seeds", DOCTOR_ONE_NIGHTS);
  }

  /** Seeds for generated nights with a random start state ({@link #stateful}). */
  static LongStream statefulSeeds() {
    return seeds("rar.state.seeds", STATEFUL_NIGHTS);
  }

  /** Seeds for nights of random roles ({@link #customRoles}). */
  static LongStream customRoleSeeds() {
    return seeds("rar.roles.seeds", CUSTOM_ROLE_NIGHTS);
  }

  /** 1 to {@code count}, or the seed or range {@code N-M} of system property {@code key}. */
  private static LongStream seeds(String key, int count) {
    String only = System.getProperty(key);
    if (only != null && !only.isBlank()) {
      String[] range = only.split("-");
      long from = Long.parseLong(range[0].trim());
      long to = range.length > 1 ? Long.parseLong(range[1].trim()) : from;
      return LongStream.rangeClosed(from, to);
    }
    return LongStream.rangeClosed(1, count);
  }

  /**
   * A generated night for a seed: 3 to 12 players, the dense mix (every third seed the default
   * one), uniform, clustered or adversarial targeting in turn.
   */
  static Night generated(long seed) {
    TargetingPattern[] patterns = {TargetingPattern.ADVERSARIAL, TargetingPattern.UNIFORM,
        TargetingPattern.CLUSTERED};
    return NightGenerator.generate(GeneratorConfig.builder().players(3 + (int) (seed % 10)).seed(seed)
        .mix(seed % 3 == 0 ? Mix.DEFAULT : Mix.DENSE).pattern(patterns[(int) (seed % patterns.length)])
        .build());
  }

  /**
   * A generated night of a random rule set ({@link RandomRules}: four roles of random component
   * compositions, tags, orders, limits and flags, and two modifiers) on top of the standard set,
   * 4 to 13 players.
   */
  static Night customRoles(long seed) {
    TargetingPattern[] patterns = {TargetingPattern.ADVERSARIAL, TargetingPattern.UNIFORM,
        TargetingPattern.CLUSTERED};
    return RandomRules.night(seed, 4 + (int) (seed % 10), patterns[(int) (seed % patterns.length)]);
  }

  /**
   * Roles are data: on nights of random roles made of every component the roles language reads,
   * the fast engine agrees with the literal rules. A failure prints the shrunk night with the
   * definitions of the roles it still uses (its minimal roles file).
   */
  @ParameterizedTest(name = "custom roles seed {0}")
  @MethodSource("customRoleSeeds")
  void agreesWithTheLiteralRulesOnCustomRoles(long seed) {
    check("custom roles seed " + seed, customRoles(seed), seed);
  }

  /** The custom-role nights exercise redrawn actions too (status Fumbling, {redraw}). */
  @org.junit.jupiter.api.Test
  void someCustomRoleNightsRedrawAnAction() {
    long redrawn = customRoleSeeds().filter(seed -> customRoles(seed).fixed().actions().stream()
        .anyMatch(a -> !a.written().isEmpty())).count();
    org.junit.jupiter.api.Assertions.assertTrue(redrawn >= 20, "nights with a redraw: " + redrawn);
  }

  /**
   * The custom-role nights exercise kills by reactions and defense triggers ({@code
   * react=kill(attacker)}, {@code trigger R defense = kill(attacker)}) that kill, some that
   * answer each other, kills by action and redirect triggers, absences that set off {@code
   * defense(absence)} triggers, and kill-outcome results that learn of a death. They exercise
   * counters too ({@code attr(X, k+=n)}, {@code k-=n}): some end with a counter changed tonight,
   * and on some a trigger's counter change holds for two events or more (two visitors, two
   * kills, two deaths: "Does Ann add 1 to v from Ann's Ma, set off by ...?" asked for each),
   * which the literal rules counted once per target until session 28. One resolution per night
   * for every count.
   */
  @org.junit.jupiter.api.Test
  void someCustomRoleNightsKillByAReactionOrATriggerAndCountATriggersEvents() {
    java.util.regex.Pattern perEvent = java.util.regex.Pattern.compile(
        "(?m)^Does (\\S+ (?:add|take) \\d+ (?:to|from) \\S+ from .+), set off by .*\\? yes$");
    long[] counts = new long[7];
    customRoleSeeds().forEach(seed -> {
      Outcome o = RAR.resolve(customRoles(seed));
      String tree = TreeText.of(o.explanation());
      boolean[] seen = new boolean[7];
      seen[3] = tree.contains("the absence defense of");
      seen[4] = tree.matches("(?s).*learn that \\S+ died\\? yes.*");
      for (String question : tree.split("\\n(?=Does )")) {
        if (question.matches("(?s)Does \\S+ die\\? yes.*")) {
          seen[0] |= question.contains("reacts on") || question.contains("defense of");
          seen[1] |= question.matches("(?s).*(reacts on|defense of).*(reacts on|defense of).*");
          seen[2] |= question.contains("sets off on-action") || question.contains("sets off on-redirect");
        }
      }
      seen[5] = o.nextState().players().stream().anyMatch(p -> p.attributes().keySet()
          .stream().anyMatch(k -> k.equals("v") || k.equals("w")));
      java.util.Set<String> held = new java.util.HashSet<>();
      java.util.regex.Matcher m = perEvent.matcher(tree);
      while (m.find() && !seen[6]) {
        seen[6] = !held.add(m.group(1));
      }
      for (int i = 0; i < seen.length; i++) {
        counts[i] += seen[i] ? 1 : 0;
      }
    });
    org.junit.jupiter.api.Assertions.assertTrue(counts[0] >= 200 && counts[1] >= 20
        && counts[2] >= 150 && counts[3] >= 20 && counts[4] >= 20, "nights with a death by a "
        + "reaction: " + counts[0] + ", by an answer to one: " + counts[1] + ", by an action or "
        + "redirect trigger: " + counts[2] + "; nights where an absence sets off a defense "
        + "trigger: " + counts[3] + ", where a kill-outcome result learns of a death: "
        + counts[4]);
    assertTrue(counts[5] >= 3000 && counts[6] >= 300, "nights with a counter changed: "
        + counts[5] + ", where a trigger's counter change holds for two events: " + counts[6]);
  }

  @ParameterizedTest(name = "generated night seed {0}")
  @MethodSource("generatorSeeds")
  void agreesWithTheLiteralRulesOnGeneratedNights(long seed) {
    check("generated night seed " + seed, generated(seed), seed);
  }

  /**
   * A generated night with a random start state ({@code games.md} section 2): 3 to 14 players,
   * the dense mix (every third seed the default one), a third of the seeds a later night; some
   * players dead (they neither act nor are targeted), some holding Abroad, Injured, Suspended or
   * Arrested (with and without {@code until}), some vests spent ({@code Bulletproof(0)}).
   */
  static Night stateful(long seed) {
    TargetingPattern[] patterns = {TargetingPattern.UNIFORM, TargetingPattern.ADVERSARIAL,
        TargetingPattern.CLUSTERED};
    return NightGenerator.generate(GeneratorConfig.builder().players(3 + (int) (seed % 12))
        .seed(seed).mix(seed % 3 == 0 ? Mix.DEFAULT : Mix.DENSE)
        .pattern(patterns[(int) (seed % patterns.length)])
        .dead(0.05 * (seed % 5)).statuses(0.1 + 0.05 * (seed % 4)).spentVests(0.5)
        .night(seed % 3 == 1 ? 1 + (int) (seed % 7) : 1)
        .build());
  }

  @ParameterizedTest(name = "stateful night seed {0}")
  @MethodSource("statefulSeeds")
  void agreesWithTheLiteralRulesFromRandomStartStates(long seed) {
    check("stateful night seed " + seed, stateful(seed), seed);
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void agreesWithTheLiteralRules(long seed) {
    check("random night seed " + seed, RandomNights.generate(seed), seed);
  }

  /**
   * Kills brought by one mover, or derived through one guard or hide, against single-use
   * protections: each different kill uses up a protection of its own.
   */
  @ParameterizedTest(name = "doctor-stops one night seed {0}")
  @MethodSource("doctorStopsOneSeeds")
  void agreesWithTheLiteralRulesUnderDoctorStopsOne(long seed) {
    check("doctor-stops one night seed " + seed, RandomNights.doctorStopsOne(seed), seed);
  }

  private static void check(String label, Night night, long seed) {
    Outcome fast = RAR.resolve(night);
    Outcome naive;
    try {
      naive = naive(night);
    } catch (NaiveRarEvaluator.TooSlow e) {
      Assumptions.abort("the literal evaluator is too slow on " + label);
      return;
    }
    if (!effects(fast).equals(effects(naive))) {
      Night small = NightShrinker.shrink(night, DifferentialTest::disagrees);
      String file = TextShrinker.shrink(text(small), DifferentialTest::textDisagrees);
      fail(label + ": RarResolver and the literal rules disagree.\n"
          + "shrunk night, with its minimal roles:\n" + file
          + "fast:  " + effects(RAR.resolve(small)) + "\n"
          + "naive: " + effects(naive(small)) + "\n"
          + "explanation:\n" + TreeText.of(RAR.resolve(small).explanation()));
    }
    assertEquals(fast, RAR.resolve(night), label + ": resolving twice differs");
    assertEquals(fast, PART_BY_PART.resolve(night), label + ": resolving part by part differs");
    Random shuffler = new Random(seed);
    for (int i = 0; i < 2; i++) {
      Night shuffled = shuffle(night, shuffler);
      assertEquals(canonical(fast), canonical(RAR.resolve(shuffled)),
          label + ": shuffling changes the outcome\n" + text(shuffled));
    }
  }

  private static Outcome naive(Night night) {
    return new NaiveRarEvaluator(night, NAIVE_STEPS).outcome();
  }

  /**
   * Every end-of-night effect, in output order, with the announcements and what the night
   * changed in the state (statuses, uses left, links, roles, alignments, attributes) — but the
   * wear of countable modifiers, which {@code VestWearTest} compares, and held disguises, which
   * the per-scheme disguise tests check.
   */
  static String effects(Outcome o) {
    StringBuilder state = new StringBuilder();
    org.nightres.core.model.GameState s = o.nextState();
    for (int p = 0; p < s.players().size(); p++) {
      org.nightres.core.model.Player pl = s.players().get(p);
      org.nightres.core.model.PlayerState ps = s.state(p);
      state.append(' ').append(pl.name()).append('[').append(pl.alignment()).append(' ')
          .append(pl.roles().stream().map(r -> r.name()).toList()).append(' ')
          .append(pl.attributes()).append(' ').append(ps.life()).append(' ')
          .append(ps.statuses()).append(' ').append(ps.uses()).append(' ').append(ps.last())
          .append(' ').append(ps.links()).append(']');
    }
    return "deaths=" + o.deaths() + " recruited=" + o.recruited() + " feedback=" + o.feedback()
        + " notices=" + o.notices() + " announcements=" + o.announcements() + " state="
        + state;
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

  /** The night as a file: a game file when it has a start state of its own. */
  /**
   * Whether a night or game file parses and its (last) night makes the engines disagree: what
   * {@link TextShrinker} keeps true while it cuts the file and the roles it defines.
   */
  static boolean textDisagrees(String text) {
    try {
      GameScript script = NightParser.standard().parseGame("shrink.night", text);
      if (!script.ok()) {
        return false;
      }
      GamePlay play = script.play(RAR);
      return play.ok() && disagrees(play.nights().get(play.nights().size() - 1));
    } catch (RuntimeException e) { // e.g. the literal evaluator is too slow: not a candidate
      return false;
    }
  }

  static String text(Night night) { // either way, the roles it uses of its own are defined
    return night.startState().isPresent()
        ? NightWriter.writeGame(night, List.of()) : NightWriter.write(night);
  }

  /**
   * Players and actions shuffled; a start state's players move with their states. The random
   * choices are made first and kept (they are drawn in submission order, so shuffled lines would
   * draw differently: games.md section 9).
   */
  static Night shuffle(Night night, Random rnd) {
    night = night.fixed();
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < night.players().size(); i++) {
      order.add(i);
    }
    Collections.shuffle(order, rnd);
    List<Player> players = new ArrayList<>();
    List<PlayerState> states = new ArrayList<>();
    for (int i : order) {
      players.add(night.players().get(i));
      states.add(night.state().state(i));
    }
    List<Action> actions = new ArrayList<>(night.actions());
    Collections.shuffle(actions, rnd);
    ImmutableNight.Builder b = ImmutableNight.builder().from(night).players(players)
        .actions(renumber(actions));
    if (night.startState().isPresent()) {
      b.startState(GameState.of(night.number(), players, states));
    }
    return b.build();
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
}
