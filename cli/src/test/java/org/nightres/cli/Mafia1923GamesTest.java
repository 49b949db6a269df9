package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Games of several nights of {@code rules mafia1923} ({@code games.md} section 6), each checked
 * by hand against the spec when written, kept as regressions: {@code src/test/games/mafia1923}
 * holds the games and, beside each, what {@code resolve --format json} gives under every scheme
 * (deaths, announcements, notices, feedback, draws and the changed players of the state after
 * each night, as compact text), or the input error ({@code error-*.night}: exit 2, FILE:LINE:COL).
 * A game resolved night by night through {@code --state-out} must give the same nights
 * ({@code games.md} section 1). {@code -Dnightres.regenerate=true} rewrites the expected files.
 */
class Mafia1923GamesTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  /** {@return the folder of the games this class checks} */
  Path folder() {
    return Path.of("src", "test", "games", "mafia1923");
  }
  private static final List<String> SCHEMES = List.of("sequential", "rar", "snarf", "nar");

  private record Run(int code, String out, String err) {}

  private static Run run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
    return new Run(code, out.toString(), err.toString());
  }

  private List<Path> games() throws IOException {
    try (Stream<Path> files = Files.list(folder())) {
      return files.filter(p -> p.toString().endsWith(".night")).sorted().toList();
    }
  }

  @TestFactory
  Stream<DynamicTest> everyGameResolvesAsItsExpectedFileSays() throws IOException {
    return games().stream().map(game -> DynamicTest.dynamicTest(game.getFileName().toString(),
        () -> {
          StringBuilder text = new StringBuilder();
          for (String scheme : SCHEMES) {
            text.append(render(game, scheme));
          }
          Path expected = folder().resolve(game.getFileName().toString()
              .replaceFirst("\\.night$", ".expected"));
          if (Boolean.getBoolean("nightres.regenerate")) {
            Files.writeString(expected, text);
          }
          assertEquals(Files.readString(expected), text.toString(), game.toString());
        }));
  }

  @TestFactory
  Stream<DynamicTest> everyGameResolvesAlikeNightByNightThroughStateOut(@TempDir Path dir)
      throws IOException {
    return games().stream().filter(g -> !g.getFileName().toString().startsWith("error-"))
        .map(game -> DynamicTest.dynamicTest(game.getFileName().toString(), () -> {
          Run whole = run("resolve", "--format", "json", game.toString());
          assertEquals(0, whole.code(), whole.err());
          JsonNode nights = JSON.readTree(whole.out()).get("nights");
          List<String> lines = Files.readAllLines(game);
          List<Integer> starts = new ArrayList<>();
          for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).matches("night \\d+.*")) {
              starts.add(i);
            }
          }
          for (int k = 0; k + 1 < starts.size(); k++) {
            int n = nights.get(k).get("night").asInt();
            Path state = dir.resolve(game.getFileName() + "." + n + ".night");
            Run first = run("resolve", "--format", "json", "--night", String.valueOf(n),
                "--state-out", state.toString(), game.toString());
            assertEquals(0, first.code(), first.err());
            String next = Files.readString(state) + "\n"
                + String.join("\n", lines.subList(starts.get(k + 1) + 1, lines.size())) + "\n";
            Files.writeString(state, next);
            Run rest = run("resolve", "--format", "json", state.toString());
            assertEquals(0, rest.code(), rest.err() + "\n" + next);
            JsonNode again = JSON.readTree(rest.out()).get("nights");
            for (int j = 0; j < again.size(); j++) {
              assertEquals(nights.get(k + 1 + j), again.get(j),
                  "night " + again.get(j).get("night") + " after --state-out at night " + n);
            }
          }
        }));
  }

  /** What {@code resolve --format json --scheme S} gives for {@code game}, as compact text. */
  private static String render(Path game, String scheme) throws IOException {
    StringBuilder b = new StringBuilder("== ").append(scheme).append('\n');
    Run r = run("resolve", "--format", "json", "--scheme", scheme, game.toString());
    if (r.code() != 0) {
      b.append("exit ").append(r.code()).append('\n');
      String err = r.err().replace(game.toString(), game.getFileName().toString());
      err.lines().filter(l -> l.contains(": error: ")).forEach(l -> b.append(l).append('\n'));
      return b.toString();
    }
    // no stderr but warnings (an option the scheme does not read, with its line and caret)
    assertTrue(r.err().lines().allMatch(l -> l.contains(": warning: ") || l.startsWith("  ")),
        r.err());
    r.err().replace(game.toString(), game.getFileName().toString()).lines()
        .filter(l -> l.contains(": warning: ")).forEach(l -> b.append(l).append('\n'));
    java.util.Map<String, String> declared = new java.util.HashMap<>(); // name: alignment
    for (String line : Files.readAllLines(game)) {
      String[] words = line.trim().split("\\s+");
      if (words.length > 2 && words[0].equals("player")) {
        declared.put(words[1], words[2]);
      }
    }
    for (JsonNode n : JSON.readTree(r.out()).get("nights")) {
      b.append("night ").append(n.get("night").asInt()).append(": deaths")
          .append(names(n.get("deaths"))).append('\n');
      StringBuilder ann = new StringBuilder();
      n.get("announcements").forEach(a -> ann.append(' ').append(a.get("kind").asText())
          .append(':').append(a.get("player").asText()));
      b.append("  announced").append(ann.length() == 0 ? " -" : ann).append('\n');
      n.get("notices").forEach(x -> b.append("  notice ").append(x.get("player").asText())
          .append(' ').append(x.get("kind").asText()).append(": ").append(x.get("text").asText())
          .append('\n'));
      n.get("feedback").forEach(f -> b.append("  feedback ").append(f.get("player").asText())
          .append(' ').append(f.get("ability").asText()).append(' ')
          .append(f.get("target").asText()).append(" -> ").append(f.get("landed").asText())
          .append(" = ").append(f.get("result").asText()).append('\n'));
      n.get("random").forEach(x -> b.append("  random ").append(x.get("actor").asText())
          .append(' ').append(x.get("ability").asText()).append(' ').append(x.get("pick").asText())
          .append(" of ").append(x.get("candidates").size())
          .append(x.path("pinned").asBoolean() ? " (pinned)" : "").append('\n'));
      for (JsonNode p : n.get("state").get("players")) {
        boolean changed = !p.get("alive").asBoolean() || p.get("exiled").asBoolean()
            || p.has("original") || p.get("uses").size() > 0 || p.get("statuses").size() > 0
            || p.get("links").size() > 0
            || !p.get("alignment").asText().equals(declared.get(p.get("name").asText()));
        if (!changed) {
          continue;
        }
        b.append("  state ").append(p.get("name").asText())
            .append(p.get("exiled").asBoolean() ? " exiled" : p.get("alive").asBoolean() ? ""
                : " dead")
            .append(' ').append(p.get("alignment").asText()).append(' ')
            .append(String.join("+", texts(p.get("roles"))));
        if (p.get("uses").size() > 0) {
          b.append(" uses ").append(p.get("uses"));
        }
        for (JsonNode s : p.get("statuses")) {
          b.append(" status ").append(s.get("status").asText())
              .append(s.has("until") ? " until " + s.get("until").asText() : "")
              .append(s.has("by") ? " by " + s.get("by").asText() : "");
        }
        for (JsonNode l : p.get("links")) {
          b.append(" link ").append(l.get("kind").asText()).append(' ')
              .append(l.get("with").asText());
        }
        b.append('\n');
      }
    }
    return b.toString();
  }

  private static List<String> texts(JsonNode array) {
    List<String> out = new ArrayList<>();
    array.forEach(e -> out.add(e.asText()));
    return out;
  }

  private static String names(JsonNode array) {
    List<String> names = texts(array);
    return names.isEmpty() ? " -" : " " + String.join(", ", names);
  }
}
