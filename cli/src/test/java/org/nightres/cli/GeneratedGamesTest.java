package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.NightResolver;
import org.nightres.core.NightResolvers;
import org.nightres.core.Scheme;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.format.NightWriter;
import org.nightres.core.model.GameState;
import org.nightres.core.model.HeldStatus;
import org.nightres.core.model.Night;
import org.nightres.core.model.PlayerState;
import org.nightres.core.outcome.Outcome;
import org.nightres.lab.generate.GeneratedGame;
import org.nightres.lab.generate.GeneratorConfig;
import org.nightres.lab.generate.Mix;
import org.nightres.lab.generate.NightGenerator;
import org.nightres.lab.generate.TargetingPattern;

/**
 * The generated-games property of {@code games.md} section 1: for generated games of 2 to 5
 * nights (4 to 15 players, the dense, the default or a mix of killers and two-use vests, random
 * start states, lynches and day statuses in the night sections) under {@code rar}, {@code snarf} and {@code nar}, resolving the
 * whole game file ({@code parseGame(...).play(resolver, last)}) gives the same outcomes
 * (deaths, recruited, feedback, notices, announcements, next state) as resolving it night by
 * night through {@link NightWriter#stateFile} (the state after night k written as a file,
 * night k+1's section appended, parsed as a game file and played).
 *
 * <p>And the {@code --state-out} acceptance point on real states (deaths, recruitments, vests
 * worn down, statuses): the state written after night k parses back to an equal state.
 *
 * <p>States are compared exactly ({@code state P dead since N2} keeps when a player died), but
 * for a status whose {@code until} phase was over before the night: the state after the night
 * before lists it, the written file cannot (see {@link #comparable}).
 *
 * <p>To replay one game: {@code -Dtest='GeneratedGamesTest' -Dgames.seeds=N} (or {@code N-M}).
 */
class GeneratedGamesTest {
  private static final int GAMES = 210;
  private static final NightParser PARSER = NightParser.standard();
  private static final List<Scheme> SCHEMES = List.of(Scheme.RAR, Scheme.SNARF, Scheme.NAR);

  /** Many kills, many vests with two uses, a cult: vests wear down over the nights. */
  private static final Mix KILLERS_AND_VESTS = Mix.parse("Vigilante=20%,Doctor=10%,"
      + "Roleblocker=10%,BusDriver=5%,Cop=10%,cult:Recruiter=1,mafia=25%,Bulletproof(2)=40%");

  static Stream<Arguments> games() {
    String only = System.getProperty("games.seeds");
    LongStream seeds = LongStream.rangeClosed(1, GAMES);
    if (only != null && !only.isBlank()) {
      String[] range = only.split("-");
      long from = Long.parseLong(range[0].trim());
      seeds = LongStream.rangeClosed(from, range.length > 1 ? Long.parseLong(range[1].trim()) : from);
    }
    List<Arguments> out = new ArrayList<>();
    seeds.forEach(seed -> SCHEMES.forEach(s -> out.add(Arguments.of(s, seed))));
    return out.stream();
  }

  /** The game of a seed: its configuration. */
  static GeneratorConfig config(long seed) {
    return GeneratorConfig.builder().players(4 + (int) (seed % 12)).seed(seed)
        .mix(seed % 3 == 0 ? Mix.DEFAULT : seed % 3 == 1 ? Mix.DENSE : KILLERS_AND_VESTS)
        .pattern(TargetingPattern.values()[(int) (seed % 3)])
        .dead(0.04 * (seed % 4)).statuses(0.1 * (seed % 4)).spentVests(seed % 2 == 0 ? 0.5 : 0)
        .night(seed % 5 == 4 ? 3 : 1)
        .build();
  }

  static int nights(long seed) {
    return 2 + (int) (seed % 4);
  }

  @ParameterizedTest(name = "{0} game seed {1}")
  @MethodSource("games")
  void aWholeGameResolvesAsNightByNight(Scheme scheme, long seed) {
    NightResolver resolver = NightResolvers.find(scheme).orElseThrow();
    GeneratedGame game = NightGenerator.generateGame(config(seed), nights(seed), resolver);
    String label = scheme.id() + " game seed " + seed;
    GameScript whole = parse(label, "game.night", game.text());
    GamePlay play = whole.play(resolver, game.lastNight());
    if (!play.ok()) {
      fail(label + ": the game file does not play: " + play.diagnostics() + "\n" + game.text());
    }
    assertEquals(game.nights().size(), play.outcomes().size(), label);
    Night before = null;
    Outcome last = null;
    for (int k = 0; k < game.nights().size(); k++) {
      int number = game.firstNight() + k;
      // the generator resolved its own nights: the file says the same
      check(label + " night " + number + " (generator vs file)", game.text(),
          game.outcomes().get(k), play.outcomes().get(k));
      String file = k == 0
          ? game.setup() + game.sections().get(0)
          : NightWriter.stateFile(before, last) + game.sections().get(k);
      GameScript step = parse(label + " night " + number, "night-" + number + ".night", file);
      if (k > 0 && !comparable(last.nextState()).equals(comparable(step.initialState()))) {
        // the --state-out acceptance point: the written state parses back to an equal state
        fail(label + " night " + number + ": the state written after night " + (number - 1)
            + " parses back to another state\nwritten:\n" + state(last.nextState())
            + "read:\n" + state(step.initialState()) + "file:\n" + file);
      }
      GamePlay one = step.play(resolver, number);
      if (!one.ok() || one.outcomes().size() != 1) {
        fail(label + " night " + number + ": the state-out file does not play: "
            + one.diagnostics() + "\n" + file);
      }
      check(label + " night " + number + " (whole file vs night by night)", file,
          play.outcomes().get(k), one.last());
      before = one.nights().get(0);
      last = one.last();
    }
  }

  /** The games exercise what a state carries: deaths, lynches, statuses, vests, recruits. */
  @Test
  void theGamesCarryEveryKindOfState() {
    NightResolver rar = NightResolvers.find(Scheme.RAR).orElseThrow();
    int deaths = 0;
    int lynches = 0;
    int statuses = 0;
    int worn = 0;
    int recruited = 0;
    int actionsAfterTheFirstNight = 0;
    for (long seed = 1; seed <= GAMES; seed++) {
      GeneratedGame game = NightGenerator.generateGame(config(seed), nights(seed), rar);
      for (int k = 0; k < game.nights().size(); k++) {
        Outcome o = game.outcomes().get(k);
        deaths += o.deaths().size();
        recruited += o.recruited().size();
        lynches += game.sections().get(k).startsWith("state ")
            && game.sections().get(k).split("\n")[0].endsWith(" dead") ? 1 : 0;
        if (k > 0) {
          actionsAfterTheFirstNight += game.nights().get(k).actions().size();
        }
        Night n = game.nights().get(k);
        for (int i = 0; i < n.players().size(); i++) {
          statuses += n.state().state(i).statuses().size();
          if (!n.players().get(i).modifiers().equals(o.nextState().players().get(i).modifiers())) {
            worn++;
          }
        }
      }
    }
    System.out.printf("generated games: %d deaths, %d lynches, %d statuses held at the start of "
        + "a night, %d vests worn down, %d recruited, %d actions after night 1%n", deaths,
        lynches, statuses, worn, recruited, actionsAfterTheFirstNight);
    assertTrue(deaths > 500 && lynches > 30 && statuses > 300 && worn > 40 && recruited > 10
        && actionsAfterTheFirstNight > 2000);
  }

  private static GameScript parse(String label, String name, String text) {
    GameScript g = PARSER.parseGame(name, text);
    if (!g.ok()) {
      fail(label + ": does not parse: " + g.diagnostics() + "\n" + text);
    }
    return g;
  }

  private static void check(String label, String file, Outcome expected, Outcome actual) {
    String e = effects(expected);
    String a = effects(actual);
    if (!e.equals(a) || !expected.nextState().equals(actual.nextState())) {
      fail(label + " differs\nexpected: " + e + "\nactual:   " + a
          + "\nexpected next state:\n" + state(expected.nextState())
          + "actual next state:\n" + state(actual.nextState()) + "file:\n" + file);
    }
  }

  /** Everything a night leaves but the next state. */
  static String effects(Outcome o) {
    return "night=" + o.night() + " deaths=" + o.deaths() + " recruited=" + o.recruited()
        + " feedback=" + o.feedback() + " notices=" + o.notices() + " announcements="
        + o.announcements();
  }

  /** A state as people read it: its player lines and every state line, statuses included. */
  static String state(GameState s) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < s.players().size(); i++) {
      PlayerState p = s.state(i);
      sb.append("  ").append(s.players().get(i).name()).append(' ')
          .append(s.players().get(i).alignment()).append(' ')
          .append(s.players().get(i).modifiers()).append(' ').append(p.life().word())
          .append(p.since().map(ph -> " since " + ph).orElse(""));
      p.statuses().forEach(h -> sb.append(' ').append(h.describe()));
      p.uses().forEach((k, v) -> sb.append(" uses ").append(k).append(' ').append(v));
      sb.append('\n');
    }
    return sb.toString();
  }

  /**
   * The state as a file can say it: without the statuses whose {@code until} phase is over
   * before its night (listed in the state after the night before, they do nothing in its night
   * and a {@code state} line may not name them).
   */
  static GameState comparable(GameState s) {
    List<PlayerState> states = new ArrayList<>();
    for (PlayerState p : s.states()) {
      List<HeldStatus> held = new ArrayList<>(p.statuses());
      held.removeIf(h -> h.until().isPresent() && h.until().get().overBeforeNight(s.night()));
      states.add(p.withStatuses(held));
    }
    return GameState.of(s.night(), s.players(), states);
  }

}
