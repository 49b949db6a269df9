package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nightres.core.NightResolver;
import org.nightres.core.NightResolvers;
import org.nightres.core.Scheme;
import org.nightres.core.component.Ability;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.model.Action;
import org.nightres.core.model.Night;
import org.nightres.core.model.Player;
import org.nightres.core.outcome.Outcome;
import org.nightres.lab.generate.GeneratedGame;
import org.nightres.lab.generate.GeneratorConfig;
import org.nightres.lab.generate.NightGenerator;
import org.nightres.lab.generate.TargetingPattern;

/**
 * Generated Mafia 1923 nights and games ({@code generate --rules mafia1923}, {@code games.md}
 * section 6): every file the generator writes starts with {@code rules mafia1923}, parses
 * without a diagnostic (uses left, self quotas, the Paperboy's not-self and distinct pair, the
 * exact Mafia count at distinct civilians, families that exist, no actions by the dead) and
 * resolves under every scheme; a game plays under the scheme that made it, night by night as the
 * generator resolved it. To replay one seed: {@code -Dmafia1923.seed=N}.
 */
class GeneratedMafia1923Test {
  private static final NightParser PARSER = NightParser.standard();
  private static final int NIGHTS = 300;
  private static final int GAMES = 50;

  private static List<NightResolver> resolvers() {
    List<NightResolver> out = new ArrayList<>();
    for (Scheme s : Scheme.values()) {
      out.add(NightResolvers.find(s).orElseThrow(() -> new AssertionError("no " + s.id())));
    }
    return out;
  }

  /** The seeds to run: 1..{@code count}, or the one of {@code -Dmafia1923.seed}. */
  private static List<Long> seeds(int count) {
    String only = System.getProperty("mafia1923.seed");
    List<Long> out = new ArrayList<>();
    if (only != null && !only.isBlank()) {
      out.add(Long.parseLong(only.trim()));
      return out;
    }
    for (long s = 1; s <= count; s++) {
      out.add(s);
    }
    return out;
  }

  /**
   * Night {@code seed}: 16 to 40 players, every general pattern, and one night in three from a
   * random start state (dead players, the rule set's statuses, a later night).
   */
  static GeneratorConfig night(long seed) {
    boolean later = seed % 3 == 2;
    return GeneratorConfig.builder().players(16 + (int) (seed % 25)).seed(seed)
        .rules("mafia1923").pattern(TargetingPattern.values()[(int) (seed % 3)])
        .dead(later ? 0.1 : 0).statuses(later ? 0.25 : 0).night(later ? 2 : 1).build();
  }

  /** Game {@code seed}: 16 to 40 players, lynches and day statuses between the nights. */
  static GeneratorConfig game(long seed) {
    return GeneratorConfig.builder().players(16 + (int) (seed * 7 % 25)).seed(seed)
        .rules("mafia1923").pattern(TargetingPattern.values()[(int) (seed % 3)])
        .dead(0.1 * (seed % 2)).statuses(0.2 * (seed % 3)).build();
  }

  @Test
  void threeHundredNightsParseWithoutDiagnosticsAndResolveUnderEveryScheme() {
    List<NightResolver> resolvers = resolvers();
    int actions = 0;
    for (long seed : seeds(NIGHTS)) {
      GeneratorConfig config = night(seed);
      String text = NightGenerator.generateText(config);
      String label = "night seed " + seed + " (nightres generate " + config.commandLine() + ")";
      assertTrue(text.startsWith("rules mafia1923\n"), label + "\n" + text);
      GameScript script = parse(label, text);
      for (NightResolver r : resolvers) {
        GamePlay play = play(label, script, r, text);
        assertEquals(1, play.outcomes().size(), label);
        checkMafiaLines(label, play.nights().get(0));
      }
      actions += NightGenerator.generate(config).actions().size();
    }
    assertTrue(actions > NIGHTS * 5, "the nights have actions: " + actions);
  }

  @Test
  void fiftyGamesOfFiveNightsPlayUnderEverySchemeThatMadeThem() {
    int deaths = 0;
    int statusesHeld = 0;
    for (long seed : seeds(GAMES)) {
      for (NightResolver r : resolvers()) {
        GeneratedGame game = NightGenerator.generateGame(game(seed), 5, r);
        String label = r.scheme().id() + " game seed " + seed;
        assertTrue(game.text().startsWith("rules mafia1923\n"), label + "\n" + game.text());
        GamePlay play = play(label, parse(label, game.text()), r, game.text());
        assertEquals(5, play.outcomes().size(), label);
        for (int k = 0; k < 5; k++) {
          Outcome made = game.outcomes().get(k);
          Outcome read = play.outcomes().get(k);
          if (!made.deaths().equals(read.deaths())
              || !made.nextState().equals(read.nextState())) {
            fail(label + " night " + (k + 1) + ": the file resolves otherwise than the "
                + "generator did: " + made.deaths() + " vs " + read.deaths() + "\n"
                + game.text());
          }
          Night n = play.nights().get(k);
          checkMafiaLines(label + " night " + (k + 1), n);
          deaths += read.deaths().size();
          for (int i = 0; i < n.players().size(); i++) {
            statusesHeld += n.state().state(i).statuses().size();
          }
        }
      }
    }
    assertTrue(deaths > GAMES * 4 * 5, "the games carry deaths: " + deaths);
    assertTrue(statusesHeld > GAMES * 4, "the games carry statuses: " + statusesHeld);
  }

  /**
   * The {@code --state-out} round trip ({@code games.md} section 1) on 1923 games: the state
   * after each night, written as a file ({@code rules mafia1923}, no definitions), parses back
   * to the same state and resolves the next night as the whole file does.
   */
  @Test
  void aGameResolvesAsNightByNightThroughTheStateFile() {
    int thefts = 0;
    for (long seed : seeds(20)) {
      for (NightResolver r : resolvers()) {
        GeneratedGame game = NightGenerator.generateGame(game(seed), 4, r);
        String label = r.scheme().id() + " game seed " + seed;
        GameScript whole = parse(label, game.text());
        GamePlay play = play(label, whole, r, game.text());
        Night before = null;
        Outcome last = null;
        for (int k = 0; k < game.nights().size(); k++) {
          String file = k == 0 ? game.setup() + game.sections().get(0)
              : org.nightres.core.format.NightWriter.stateFile(before, last, whole.rules())
                  + game.sections().get(k);
          if (k > 0) {
            assertTrue(file.startsWith("rules mafia1923\n"), label + "\n" + file);
          }
          GameScript step = parse(label + " night " + (k + 1), file);
          // statuses over before the next night are not written (GeneratedGamesTest.comparable)
          if (k > 0 && !GeneratedGamesTest.comparable(last.nextState()).equals(
              GeneratedGamesTest.comparable(step.initialState()))) {
            fail(label + ": the state after night " + k + " reads back otherwise:\n"
                + differences(last.nextState(), step.initialState()) + file);
          }
          GamePlay one = play(label + " night " + (k + 1), step, r, file);
          Outcome expected = play.outcomes().get(k);
          Outcome actual = one.last();
          assertEquals(expected.deaths(), actual.deaths(), label + " night " + (k + 1));
          assertEquals(expected.notices(), actual.notices(), label + " night " + (k + 1));
          assertEquals(expected.feedback(), actual.feedback(), label + " night " + (k + 1));
          assertEquals(expected.announcements(), actual.announcements(), label);
          if (!GeneratedGamesTest.comparable(expected.nextState()).equals(
              GeneratedGamesTest.comparable(actual.nextState()))) {
            fail(label + " night " + (k + 1) + ": another next state:\n"
                + differences(expected.nextState(), actual.nextState()) + file);
          }
          thefts += (int) actual.notices().stream().filter(n -> n.kind().equals("new-role"))
              .count();
          before = one.nights().get(0);
          last = actual;
        }
      }
    }
    assertTrue(thefts > 0, "some games carry a theft across nights");
  }

  /** The players whose line or state differ between two states, one per line. */
  private static String differences(org.nightres.core.model.GameState a,
      org.nightres.core.model.GameState b) {
    StringBuilder out = new StringBuilder();
    if (a.night() != b.night()) {
      out.append("night ").append(a.night()).append(" vs ").append(b.night()).append('\n');
    }
    for (int i = 0; i < a.players().size(); i++) {
      Player pa = a.players().get(i);
      Player pb = b.players().get(i);
      if (!pa.equals(pb)) {
        out.append(pa.name()).append(": player ").append(pa.roles()).append(' ')
            .append(pa.modifiers()).append(" vs ").append(pb.roles()).append(' ')
            .append(pb.modifiers()).append('\n');
      }
      if (!a.state(i).equals(b.state(i))) {
        out.append(pa.name()).append(": ").append(a.state(i)).append("\n  vs ")
            .append(b.state(i)).append('\n');
      }
    }
    return out.toString();
  }

  @Test
  void theMafiaWritesExactlyMinOfCeilLivingOverTwentyAndTheCiviliansLines() {
    int[] byCount = new int[4];
    for (long seed = 1; seed <= 400; seed++) {
      // up to 80 players: up to four lines a night
      GeneratorConfig config = GeneratorConfig.builder().players(8 + (int) (seed % 73))
          .seed(seed).rules("mafia1923").dead(0.15 * (seed % 3)).statuses(0.3 * (seed % 2))
          .build();
      Night night = NightGenerator.generate(config);
      int lines = checkMafiaLines("seed " + seed, night);
      byCount[Math.min(lines, 3)]++;
    }
    for (int k = 0; k < byCount.length; k++) {
      assertTrue(byCount[k] > 0, "nights with " + k + " Mafia lines: " + byCount[k]);
    }
  }

  @Test
  void theSameSeedGivesTheSameBytes() {
    GeneratorConfig config = game(17);
    NightResolver sequential = NightResolvers.find(Scheme.SEQUENTIAL).orElseThrow();
    assertEquals(NightGenerator.generateGame(config, 5, sequential).text(),
        NightGenerator.generateGame(config, 5, sequential).text());
    assertEquals(NightGenerator.generateText(night(5)), NightGenerator.generateText(night(5)));
  }

  /**
   * Checks the Mafia's lines as {@code games.md} section 6 counts them, independently of the
   * parser: exactly min(ceil(living/20), living non-mafia players) lines by members whom no
   * status nullifies, 0 when no member is alive and able, at distinct living civilians.
   *
   * @return the number of lines
   */
  static int checkMafiaLines(String label, Night night) {
    int living = 0;
    int civilians = 0;
    boolean able = false;
    Ability kill = null;
    for (int i = 0; i < night.players().size(); i++) {
      Player p = night.players().get(i);
      if (!night.living(i)) {
        continue;
      }
      living++;
      civilians += p.alignment().equals("mafia") ? 0 : 1;
      if (p.alignment().equals("mafia")) {
        Ability a = p.ability("mafiakill").orElseThrow();
        kill = a;
        able |= !night.state().state(i).nullifies(a.tags(), night.number());
      }
    }
    int required = able ? Math.min((living + 19) / 20, civilians) : 0;
    int lines = 0;
    Set<String> aimed = new HashSet<>();
    for (Action a : night.actions()) {
      if (!a.verb().equals("mafiakill")) {
        continue;
      }
      int actor = night.indexOf(a.actor());
      assertTrue(!night.state().state(actor).nullifies(kill.tags(), night.number()),
          label + ": a nullified member writes " + a);
      int target = night.indexOf(a.targets().get(0));
      assertTrue(night.living(target) && !night.players().get(target).alignment().equals("mafia"),
          label + ": " + a + " aims at a dead or mafia player");
      assertTrue(aimed.add(a.targets().get(0).toLowerCase(java.util.Locale.ROOT)),
          label + ": two lines at " + a.targets().get(0));
      lines++;
    }
    assertEquals(required, lines, label + ": " + living + " living, " + civilians
        + " civilians, a member able: " + able);
    return lines;
  }

  private static GameScript parse(String label, String text) {
    GameScript script = PARSER.parseGame("generated.night", text);
    if (!script.ok()) {
      fail(label + ": does not parse: " + script.diagnostics() + "\n" + text);
    }
    return script;
  }

  private static GamePlay play(String label, GameScript script, NightResolver r, String text) {
    GamePlay play;
    try {
      play = script.play(r);
    } catch (RuntimeException e) {
      throw new AssertionError(label + ": " + r.scheme().id() + " fails: " + e + "\n" + text, e);
    }
    if (!play.ok()) {
      fail(label + ": does not play under " + r.scheme().id() + ": " + play.diagnostics() + "\n"
          + text);
    }
    return play;
  }
}
