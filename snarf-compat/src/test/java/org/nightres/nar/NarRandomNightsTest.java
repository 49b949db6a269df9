package org.nightres.nar;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.nightres.core.component.Component;
import org.nightres.core.format.NightWriter;
import org.nightres.core.model.GameOptions;
import org.nightres.core.model.GameOptions.DoctorStops;
import org.nightres.core.model.GameOptions.NarList;
import org.nightres.core.model.GameOptions.NarTie;
import org.nightres.core.model.ImmutableGameOptions;
import org.nightres.core.model.Night;
import org.nightres.core.model.Player;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.plan.NightPlan;
import org.nightres.lab.generate.GeneratorConfig;
import org.nightres.lab.generate.Mix;
import org.nightres.lab.generate.NightGenerator;
import org.nightres.lab.generate.NightShrinker;
import org.nightres.lab.generate.TargetingPattern;

/**
 * Seeded random nights from core's {@link NightGenerator} (every mix and targeting pattern, with
 * random NAR options): each resolves without an exception, twice to equal outcomes; every
 * submitted action resolves exactly once; every information action gets one result; the
 * outcome does not depend on the order players are declared in (NAR depends on submission order
 * only); and flipping the tie rule and the list changes the outcome only if the explanation
 * reports a loop or an ambiguity (the list and the tie are only tie-breakers). A failure names
 * its seed and prints the night shrunk by {@link NightShrinker}.
 */
class NarRandomNightsTest {
  /** How many nights; {@code -Dnar.random.nights=N} runs more. */
  private static final int NIGHTS = Integer.getInteger("nar.random.nights", 400);

  @TestFactory
  Stream<DynamicTest> randomNights() {
    return LongStream.rangeClosed(1, NIGHTS).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      GeneratorConfig config = config(seed);
      Night night = NightGenerator.generate(config);
      String problem = check(night);
      if (problem != null) {
        Night shrunk = NightShrinker.shrink(night, n -> check(n) != null);
        fail("seed " + seed + " (" + config.commandLine() + "): " + problem + "\nshrunk night:\n"
            + NightWriter.write(shrunk) + "problem there: " + check(shrunk));
      }
    }));
  }

  /** The generator configuration of one seed: size, mix, pattern and options all vary. */
  static GeneratorConfig config(long seed) {
    Random r = new Random(seed);
    TargetingPattern pattern = TargetingPattern.values()[r.nextInt(TargetingPattern.values().length)];
    int players = pattern == TargetingPattern.CLIQUE ? 3 + r.nextInt(6) : 3 + r.nextInt(14);
    GameOptions options = GameOptions.builder()
        .narList(NarList.values()[r.nextInt(NarList.values().length)])
        .narTie(NarTie.values()[r.nextInt(NarTie.values().length)])
        .doctorStops(DoctorStops.values()[r.nextInt(DoctorStops.values().length)])
        .recruitFailsIfTargetDies(r.nextBoolean())
        .selfTargetAllowed(r.nextInt(4) == 0)
        .build();
    return GeneratorConfig.builder().players(players).seed(seed)
        .mix(r.nextBoolean() ? Mix.DENSE : Mix.DEFAULT).pattern(pattern)
        .activity(0.5 + r.nextDouble() / 2).options(options).build();
  }

  /** Null if the night passes every check, otherwise what went wrong. */
  static String check(Night night) {
    try {
      Outcome first = NarTesting.RESOLVER.resolve(night);
      Outcome second = NarTesting.RESOLVER.resolve(night);
      if (!first.equals(second)) {
        return "two resolutions differ:\n" + first + "\n" + second;
      }
      List<String> submitted = new ArrayList<>();
      NightPlan.of(night).actions().stream().filter(a -> !a.passive()).forEach(a -> submitted.add(a.toString()));
      List<String> resolved = new ArrayList<>(NarTesting.order(first));
      resolved.retainAll(submitted);
      if (!sorted(resolved).equals(sorted(submitted))) {
        return "submitted " + sorted(submitted) + " but resolved " + sorted(resolved);
      }
      List<Player> reversed = new ArrayList<>(night.players());
      Collections.reverse(reversed);
      Outcome redeclared = NarTesting.RESOLVER.resolve(Night.builder().from(night).players(reversed).build());
      if (!sorted(first.deaths()).equals(sorted(redeclared.deaths()))
          || !sorted(first.recruited()).equals(sorted(redeclared.recruited()))
          || !feedback(first).equals(feedback(redeclared))) {
        return "declaration order changed the outcome:\n" + first + "\n" + redeclared;
      }
      Outcome flipped = NarTesting.RESOLVER.resolve(flipTieAndList(night));
      if ((!first.deaths().equals(flipped.deaths()) || !first.recruited().equals(flipped.recruited())
          || !first.feedback().equals(flipped.feedback()))
          && !reportsLoopOrAmbiguity(first) && !reportsLoopOrAmbiguity(flipped)) {
        return "the list or tie rule changed the outcome, but no loop or ambiguity was reported:\n"
            + first + "\n" + flipped;
      }
      long infos = night.actions().stream().mapToLong(a -> night.player(a.actor()).orElseThrow()
          .ability(a.verb()).orElseThrow().components().stream()
          .filter(c -> c instanceof Component.Result).count()).sum();
      long results = first.feedback().stream().filter(f -> !f.result().equals(Feedback.RECEIVED_FRUIT)).count();
      if (infos != results) {
        return infos + " information components but " + results + " results: " + first.feedback();
      }
      return null;
    } catch (RuntimeException e) {
      return e.toString() + " at " + (e.getStackTrace().length > 0 ? e.getStackTrace()[0] : "?");
    }
  }

  /** The same night under the other tie rule and another list. */
  private static Night flipTieAndList(Night night) {
    GameOptions o = night.options();
    NarTie tie = o.narTie() == NarTie.FIRST_SUBMITTED ? NarTie.LAST_SUBMITTED : NarTie.FIRST_SUBMITTED;
    NarList list = o.narList() == NarList.REDIRECT_FIRST ? NarList.WIKI_2008 : NarList.REDIRECT_FIRST;
    return Night.builder().from(night)
        .options(ImmutableGameOptions.copyOf(o).withNarTie(tie).withNarList(list)).build();
  }

  /** Whether a step was chosen by breaking a loop or settling an ambiguity. */
  private static boolean reportsLoopOrAmbiguity(Outcome o) {
    return NarTesting.steps(o).stream().anyMatch(s -> s.contains(" — loop ") || s.contains("; order matters with "));
  }

  private static List<String> sorted(List<String> names) {
    List<String> copy = new ArrayList<>(names);
    Collections.sort(copy);
    return copy;
  }

  private static List<String> feedback(Outcome o) {
    List<String> lines = new ArrayList<>();
    // name lists follow declaration order: compare them as sets
    o.feedback().forEach(f -> lines.add(f.player() + "|" + f.ability() + "|" + f.target() + "|"
        + sorted(List.of(f.result().split(", ")))));
    Collections.sort(lines);
    return lines;
  }
}
