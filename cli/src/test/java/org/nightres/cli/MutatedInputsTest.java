package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.nightres.core.NightResolver;
import org.nightres.core.ResolutionLimitException;
import org.nightres.core.format.Diagnostic;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.format.RuleSets;
import org.nightres.core.format.RulesParser;

/**
 * Inputs that cannot hurt: 10,000 files (system property {@code nightres.mutations}; the seed
 * {@code nightres.mutations.seed}) made by mutating the examples (deleting characters, cutting
 * runs, inserting the language's own tokens) are read as a rule set and as a game, and every
 * valid one is played under the four schemes. None throws, none reports an internal error,
 * every diagnostic points at a line and column inside its input, and none takes 5 s.
 */
class MutatedInputsTest {
  private static final String[] TOKENS = {"(", ")", "[", "]", "{", "}", "=", "+", ",", "|", "\n",
      " ", "#", "\"", "random(", "self", "X", "Y", "kill(", "protect(", "react=", "until=", "use2",
      "scope=next-action", "night 3\n", "since N2", "defense(absence)", "tag=", "only=killing",
      "status(", "kill-outcome", "random(others)", "per-night 2", "{visitless}", "factionkill",
      "death(all)", "include x.roles\n", "state ", "0", "-1", "999999999", "é"};

  @Test
  void noMutationOfTheExamplesHurts() throws Exception {
    List<String> seeds = new ArrayList<>();
    try (var files = Files.walk(CompareCommandTest.example(""))) {
      for (Path p : files.filter(p -> p.toString().endsWith(".roles")
          || p.toString().endsWith(".night")).sorted().toList()) {
        seeds.add(Files.readString(p));
      }
    }
    assertTrue(seeds.size() >= 20, "examples: " + seeds.size());
    List<NightResolver> resolvers = RolesExamplesTest.everyScheme();
    Random rnd = new Random(Long.getLong("nightres.mutations.seed", 20261126));
    int inputs = Integer.getInteger("nightres.mutations", 10_000);
    int played = 0;
    long slowest = 0;
    for (int i = 0; i < inputs; i++) {
      String text = mutate(seeds.get(rnd.nextInt(seeds.size())), rnd);
      long started = System.nanoTime();
      List<Diagnostic> ds = new ArrayList<>();
      try {
        ds.addAll(RulesParser.parse("f.roles", text, RuleSets.standard(), p -> Optional.empty())
            .diagnostics());
        GameScript game = NightParser.standard().parseGame("f.night", text);
        ds.addAll(game.diagnostics());
        if (game.ok()) {
          played++;
          for (NightResolver r : resolvers) {
            try {
              ds.addAll(game.play(r).diagnostics());
            } catch (ResolutionLimitException limit) {
              // exit 3, as specified: never a hang, never a crash
            }
          }
        }
      } catch (RuntimeException e) {
        fail("input " + i + " threw " + e + ":\n" + text);
      }
      slowest = Math.max(slowest, System.nanoTime() - started);
      String[] lines = text.split("\r\n|\r|\n", -1);
      for (Diagnostic d : ds) {
        if (d.internalError() || d.line() < 1 || d.column() < 1
            || d.line() > lines.length + 1) {
          fail("input " + i + ": " + d.render() + "\n" + text);
        }
      }
    }
    assertTrue(played >= inputs / 20, "valid mutated games played: " + played);
    assertTrue(slowest < 5_000_000_000L, "the slowest input took " + slowest / 1_000_000 + " ms");
    System.out.println("mutated inputs: " + inputs + ", valid games played under four schemes: "
        + played + ", slowest input: " + slowest / 1_000_000 + " ms");
  }

  private static String mutate(String text, Random rnd) {
    StringBuilder sb = new StringBuilder(text);
    int edits = 1 + rnd.nextInt(4);
    for (int e = 0; e < edits && sb.length() > 0; e++) {
      int at = rnd.nextInt(sb.length());
      switch (rnd.nextInt(3)) {
        case 0 -> sb.deleteCharAt(at);
        case 1 -> sb.insert(at, TOKENS[rnd.nextInt(TOKENS.length)]);
        default -> sb.delete(at, Math.min(sb.length(), at + 1 + rnd.nextInt(10)));
      }
    }
    return sb.toString();
  }
}
