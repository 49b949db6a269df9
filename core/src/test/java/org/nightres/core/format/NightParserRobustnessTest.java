package org.nightres.core.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.testing.ConformanceCase;

/**
 * Throws mutated corpus files and random bytes at the parser: whatever the input, a clean list
 * of diagnostics or a night, never an exception, never an internal error.
 */
class NightParserRobustnessTest {
  private static final String[] WORDS = {
    "player", "scheme", "option", "rar", "snarf", "nar", "town", "mafia", "cult", "Doctor", "Cop+Vigilante",
    "kill", "mafiakill", "strongkill", "protect", "block", "jail", "swap", "redirect", "to", "commute", "hide",
    "Bulletproof(1)", "Bulletproof(", "PGO", "Macho", "[40]", "[", "]", "#", "+", "doctor-stops", "one",
    "uses-per-ability", "unlimited", "self-target", "allowed", "A", "B", "C", "\t", "\u00e9", "\u0000", "\r",
    "\uFEFF", "player A town Vanilla", "A kill B",
    // the roles language
    "role", "ability", "passive", "trigger", "status", "=", "(", ")", ",", "|", "X", "self",
    "visitor", "kill(X", "class=", "tag=", "from=", "until=", "N+1", "D+", "expire=",
    "announce=", "apply|clear:", "when", "in", "!align:", "attr:", "per-faction", "ceil(living/",
    "nights", "2+", "timing", "role(X, set ", "status(X, ", "clear(", "inform(X, role(",
    "announce(X, ", "attr(X, ", "untargetable(X, ", "unkillable", "except=", "only=", "{", "}"
  };

  /** The example nights of the roles language, each with its roles file written in. */
  static List<String> rolesCorpus() throws IOException {
    Path dir = Path.of("..", "examples", "roles");
    List<String> out = new ArrayList<>();
    try (var files = Files.list(dir)) {
      for (Path night : files.filter(f -> f.toString().endsWith(".night")).sorted().toList()) {
        StringBuilder sb = new StringBuilder();
        for (String line : Files.readAllLines(night)) {
          if (line.startsWith("include ")) {
            sb.append(Files.readString(dir.resolve(line.substring(8).trim())));
          } else {
            sb.append(line).append('\n');
          }
        }
        out.add(sb.toString());
      }
    }
    return out;
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void mutatedRoleDefinitionsNeverBreakTheParser(long seed) throws IOException {
    SplittableRandom random = new SplittableRandom(seed);
    List<String> corpus = rolesCorpus();
    assertTrue(corpus.size() >= 5, "roles examples: " + corpus.size());
    for (int i = 0; i < 100; i++) {
      String base = corpus.get(random.nextInt(corpus.size()));
      String text = mutate(base, random, 1 + random.nextInt(6));
      check("roles seed " + seed + " #" + i, text);
      GameScript game = NightParser.standard().parseGame("m.night", text);
      for (Diagnostic d : game.diagnostics()) {
        assertFalse(d.internalError(),
            () -> "roles seed " + seed + ": " + d.render() + "\n--- input:\n" + text);
      }
    }
  }

  static Stream<Long> seeds() {
    return LongStream.rangeClosed(1, 40).boxed();
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void mutatedFilesNeverBreakTheParser(long seed) throws IOException {
    SplittableRandom random = new SplittableRandom(seed);
    List<ConformanceCase> cases = ConformanceCase.all();
    for (int i = 0; i < 100; i++) {
      String base = Files.readString(cases.get(random.nextInt(cases.size())).nightFile());
      String text = mutate(base, random, 1 + random.nextInt(6));
      check("seed " + seed + " #" + i, text);
    }
    for (int i = 0; i < 25; i++) {
      byte[] bytes = new byte[random.nextInt(200)];
      for (int j = 0; j < bytes.length; j++) {
        bytes[j] = (byte) random.nextInt(256);
      }
      checkBytes("seed " + seed + " bytes #" + i, bytes);
    }
  }

  private static void check(String label, String text) {
    checkBytes(label, text.getBytes(StandardCharsets.UTF_8));
    ParseResult r = NightParser.standard().parse("m.night", text);
    verify(label, text, r);
  }

  private static void checkBytes(String label, byte[] bytes) {
    ParseResult r = NightParser.standard().parse("m.night", bytes);
    verify(label, new String(bytes, StandardCharsets.UTF_8), r);
  }

  private static void verify(String label, String text, ParseResult r) {
    if (r.ok()) {
      assertTrue(r.diagnostics().isEmpty(), label);
      return;
    }
    assertFalse(r.diagnostics().isEmpty(), label);
    int lines = text.split("\r\n|\r|\n", -1).length;
    for (Diagnostic d : r.diagnostics()) {
      assertFalse(d.internalError(), () -> label + ": " + d.render() + "\n--- input:\n" + text);
      assertTrue(d.line() >= 1 && d.line() <= lines, label + ": line " + d.line());
      assertTrue(d.column() >= 1, label);
      assertEquals(d.file() + ":" + d.line() + ":" + d.column() + ": error: ", d.render().substring(0,
          d.render().indexOf(": error: ") + ": error: ".length()), label);
    }
  }

  private static String mutate(String text, SplittableRandom random, int edits) {
    StringBuilder sb = new StringBuilder(text);
    for (int e = 0; e < edits; e++) {
      int pos = sb.length() == 0 ? 0 : random.nextInt(sb.length() + 1);
      switch (random.nextInt(6)) {
        case 0:
          if (sb.length() > 0 && pos < sb.length()) {
            sb.deleteCharAt(pos);
          }
          break;
        case 1:
          sb.insert(pos, WORDS[random.nextInt(WORDS.length)]);
          break;
        case 2:
          sb.insert(pos, " " + WORDS[random.nextInt(WORDS.length)] + " ");
          break;
        case 3:
          if (pos < sb.length()) {
            sb.setCharAt(pos, (char) random.nextInt(0x20, 0x7f));
          }
          break;
        case 4:
          sb.insert(pos, '\n');
          break;
        default:
          List<String> lines = new ArrayList<>(List.of(sb.toString().split("\n", -1)));
          if (lines.size() > 1) {
            int a = random.nextInt(lines.size());
            int b = random.nextInt(lines.size());
            String tmp = lines.get(a);
            lines.set(a, lines.get(b));
            lines.set(b, tmp);
          }
          sb = new StringBuilder(String.join("\n", lines));
      }
    }
    return sb.toString();
  }
}
