package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.nightres.core.NightResolvers;
import org.nightres.core.Scheme;
import org.nightres.core.component.Modifier;
import org.nightres.core.component.Role;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.testing.ConformanceCase;
import org.nightres.core.format.RuleSets;

/** The command line through {@link Main#run}, as a moderator or a script would drive it. */
class MainTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** What one run printed and returned. */
  record Run(int code, String out, String err) {}

  static Run run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
    return new Run(code, out.toString(), err.toString());
  }

  @Test
  void rolesListsEveryRoleAndModifierWithComponentsAndOrders() {
    Run r = run("roles");
    assertEquals(0, r.code());
    RoleCatalogue c = RuleSets.standard();
    for (Role role : c.roles()) {
      assertTrue(r.out().contains("\n" + role.name()), role.name());
      role.abilities().forEach(a -> assertTrue(r.out().contains(a.describe()), a.describe()));
    }
    for (Modifier m : c.modifiers()) {
      assertTrue(r.out().contains("\n" + m.name()), m.name());
    }
    assertTrue(r.out().contains("M block(X)  [40]"));
    assertTrue(r.out().contains("M protect(X)  [60]"));
    assertTrue(r.out().contains("T on-visited(kill(visitor))  [190]"));
  }

  /** A rule set's limits are data the moderator needs: roles shows them under each ability. */
  @Test
  void rolesShowsTheLimitsOfEachAbility() {
    Run r = run("roles", "--rules", "mafia1923");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("X dies at step 11 of the next night unless cured\n"
        + "    limits: uses 2\n"), r.out());
    assertTrue(r.out().contains("    limits: per-faction exactly ceil(living/20), when X in "
        + "!align:mafia\n"), r.out());
    assertTrue(r.out().contains("    limits: suborder paperboy, uses 2, distinct, not-self\n"),
        r.out());
    assertFalse(run("roles").out().contains("limits:"), "the standard set has none");
  }

  /**
   * The tags filters name ({@code block(X, except=factionkill)}, {@code only=kill}) are shown under
   * each ability, and under a role's passives and a modifier, as a rules file writes them
   * ({@code tag=}): a moderator writing a filter needs them.
   */
  @Test
  void rolesShowsTheTagsOfAbilitiesAndPassives() {
    Run r = run("roles");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("  kill X = kill(X) + visit(X)\n    X dies\n    tags: kill\n"
        + "    E kill(X)  [80]\n"), r.out());
    assertTrue(r.out().contains("    the faction's kill: X dies\n    tags: factionkill, kill\n"),
        r.out());
    r = run("roles", "--rules", "mafia1923");
    assertTrue(r.out().contains("    limits: uses 2\n    tags: poison\n"), r.out());
    assertTrue(r.out().contains("ArmedRobber: kills whoever kills him\n  passive\n"
        + "    tags: revenge\n"), r.out());
  }

  @Test
  void checkAcceptsAValidFile() {
    Path file = ConformanceCase.all().get(0).nightFile();
    Run r = run("check", file.toString());
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().endsWith("ok (2 players, 1 action)\n"), r.out());
  }

  /** check says what resolve says of an option the file's own scheme refuses. */
  @Test
  void checkRefusesAnOptionTheFilesSchemeCannotHonour(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("nar.night");
    Files.writeString(file, "scheme nar\noption death-stops-actions later\n"
        + "player V town Vigilante\nplayer A town Vanilla\nV kill A\n");
    for (String command : List.of("check", "resolve")) {
      Run r = run(command, file.toString());
      assertEquals(2, r.code(), command + ": " + r.out());
      assertTrue(r.err().startsWith(file + ":2:8: error: nar cannot stop actions at a death"),
          command + ": " + r.err());
      // every scheme that honours the option is offered (games.md section 4.1)
      assertTrue(r.err().contains("use rar, snarf or sequential"), command + ": " + r.err());
    }
  }

  /** Output that cannot be written (a full disk) is exit 2 with the reason, not a silent 0. */
  @Test
  void outputThatCannotBeWrittenIsAnErrorNotASilentSuccess() {
    java.io.OutputStream full = new java.io.OutputStream() {
      @Override
      public void write(int b) throws IOException {
        throw new IOException("No space left on device");
      }

      @Override
      public void write(byte[] b, int off, int len) throws IOException {
        throw new IOException("No space left on device");
      }
    };
    java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
    String file = ConformanceCase.all().get(0).nightFile().toString();
    int code = Main.runOn(new String[] {"resolve", file}, full, err);
    assertEquals(2, code);
    assertEquals("nightres: error: cannot write the output: No space left on device\n",
        err.toString(java.nio.charset.StandardCharsets.UTF_8));
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    assertEquals(0, Main.runOn(new String[] {"resolve", file}, out, err));
    assertTrue(out.size() > 0);
  }

  /** A bundled rule set is named in any case, on the command line as in a `rules` line. */
  @Test
  void rolesNamesABundledRuleSetInAnyCase() {
    Run r = run("roles", "--rules", "Mafia1923");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("BumblingBureaucrat"), r.out());
    Run unknown = run("roles", "--rules", "mafia1924");
    assertEquals(2, unknown.code(), unknown.out());
    assertEquals("nightres: error: --rules mafia1924: no bundled rule set of that name (standard, "
        + "mafia1923) and no such file\n", unknown.err(), "not 'mafia1924:1:1: error: ...'");
  }

  @Test
  void anEmptyStateOutNameIsAUsageErrorSaidPlainly() {
    Path file = ConformanceCase.all().get(0).nightFile();
    Run r = run("resolve", "--state-out", "", file.toString());
    assertEquals(2, r.code(), r.out());
    assertTrue(r.err().contains("--state-out needs a file name"), r.err());
  }

  /** An input too large to be a night is an input error, not an exhausted memory. */
  @Test
  void anInputLargerThanTheLimitIsAnInputError() {
    java.io.InputStream endless = new java.io.InputStream() {
      @Override
      public int read() {
        return 'x';
      }

      @Override
      public int read(byte[] b, int off, int len) {
        java.util.Arrays.fill(b, off, off + len, (byte) 'x');
        return len;
      }
    };
    IOException e = org.junit.jupiter.api.Assertions.assertThrows(IOException.class,
        () -> org.nightres.core.format.Inputs.read(endless));
    assertTrue(e.getMessage().startsWith("larger than 256 MiB"), e.getMessage());
  }

  /** Components nested deeper than the parser's limit are an error at the column, not a crash. */
  @Test
  void deeplyNestedComponentsAreAnErrorAtTheirColumn(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("deep.night");
    String deep = "if(X in align:mafia then ".repeat(1000) + "visit(X)" + ")".repeat(1000);
    Files.writeString(file, "role Deep\nability Deep.dig X = " + deep
        + "\nplayer D town Deep\nplayer A town Vanilla\nD dig A\n");
    Run r = run("check", file.toString());
    assertEquals(2, r.code(), r.out());
    assertTrue(r.err().contains("error: components nested more than 64 deep"), r.err());
    assertFalse(r.err().contains("Exception") || r.err().contains("Error:"), r.err());
  }

  @Test
  void malformedInputGivesExit2AndFileLineColumnErrorsWithoutAStackTrace(@TempDir Path dir) throws IOException {
    Path bad = dir.resolve("bad.night");
    Files.writeString(bad, "player Caluin town Doctor\nplayer V town Vigilante\nCaluin kill V\nV kill Nobody\n");
    for (String command : List.of("check", "resolve", "explain")) {
      Run r = run(command, bad.toString());
      assertEquals(2, r.code(), command);
      assertTrue(r.err().contains(bad + ":3:8: error: Caluin is a Doctor; Doctors can `protect`, not `kill`\n"
          + "  Caluin kill V\n         ^\n"), r.err());
      assertTrue(r.err().contains(bad + ":4:8: error: unknown player 'Nobody'"), r.err());
      assertTrue(r.err().endsWith("2 errors\n"), r.err());
      assertFalse(r.err().contains("Exception"), r.err());
      assertEquals("", r.out());
    }
  }

  @Test
  void aMissingFileIsInvalidInput() {
    Run r = run("resolve", "no/such.night");
    assertEquals(2, r.code());
    assertEquals("no/such.night: error: no such file\n", r.err());
  }

  /**
   * A file that cannot be read says why ("permission denied"), not only "cannot read the file":
   * a night, a rules file and an include. Skipped as root, for whom permissions are not enforced
   * (the cause is then tested without the file system: InputsTest).
   */
  @Test
  void anUnreadableFileSaysWhy(@TempDir Path dir) throws IOException {
    org.junit.jupiter.api.Assumptions.assumeFalse("root".equals(System.getProperty("user.name")),
        "as root, permissions are not enforced: a chmod 000 file can be read");
    Path locked = Files.writeString(dir.resolve("locked.night"), "player A town Cop\n");
    Path roles = Files.writeString(dir.resolve("locked.roles"), "role X\n");
    try {
      Files.setPosixFilePermissions(locked, Set.of());
      Files.setPosixFilePermissions(roles, Set.of());
      org.junit.jupiter.api.Assumptions.assumeFalse(Files.isReadable(locked),
          "permissions are not enforced here");
      Run r = run("resolve", locked.toString());
      assertEquals(2, r.code());
      assertEquals(locked + ": error: cannot read the file: permission denied\n", r.err());
      Path rules = Files.writeString(dir.resolve("r.night"), "rules locked.roles\n"
          + "player A town X\n");
      r = run("check", rules.toString());
      assertEquals(2, r.code());
      assertTrue(r.err().contains(rules + ":1:7: error: cannot read the rules file 'locked.roles' "
          + "(relative to " + rules + "): permission denied"), r.err());
      Path include = Files.writeString(dir.resolve("i.night"), "include locked.roles\n"
          + "player A town Cop\n");
      r = run("check", include.toString());
      assertEquals(2, r.code());
      assertTrue(r.err().contains(include + ":1:9: error: cannot include 'locked.roles' "
          + "(relative to " + include + "): permission denied"), r.err());
      // a book folder with a file that cannot be read: not read without that file
      Path book = Files.createDirectories(dir.resolve("book"));
      Path role = Files.writeString(book.resolve("seer.md"), "**Seer** | Townsfolk "
          + "Investigative\n");
      Files.setPosixFilePermissions(role, Set.of());
      Path books = Files.writeString(dir.resolve("b.night"), "include book\n"
          + "player A town Cop\n");
      r = run("check", books.toString());
      assertEquals(2, r.code());
      assertTrue(r.err().contains(books + ":1:9: error: cannot include 'book' (relative to "
          + books + "): seer.md: permission denied"), r.err());
    } finally {
      Files.setPosixFilePermissions(locked, java.nio.file.attribute.PosixFilePermissions
          .fromString("rw-------"));
      Files.setPosixFilePermissions(roles, java.nio.file.attribute.PosixFilePermissions
          .fromString("rw-------"));
    }
  }

  @Test
  void usageErrorsAreInvalidInput() {
    assertEquals(2, run("resolve").code());
    assertEquals(2, run("frobnicate").code());
    assertEquals(2, run("resolve", "--format", "xml", "x.night").code());
    Path file = ConformanceCase.all().get(0).nightFile();
    Run r = run("resolve", "--scheme", "tar", file.toString());
    assertEquals(2, r.code());
    assertEquals("nightres: error: unknown scheme 'tar'; expected rar, snarf, nar or sequential\n", r.err());
  }

  @Test
  void generateWritesAValidNightAndTheSameBytesForTheSameSeed(@TempDir Path dir) throws IOException {
    Run a = run("generate", "--players", "12", "--seed", "7", "--pattern", "adversarial");
    Run b = run("generate", "--players", "12", "--seed", "7", "--pattern", "adversarial");
    assertEquals(0, a.code(), a.err());
    assertEquals(a.out(), b.out());
    assertFalse(a.out().equals(run("generate", "--players", "12", "--seed", "8", "--pattern", "adversarial").out()));
    Path file = dir.resolve("g.night");
    Files.writeString(file, a.out());
    assertEquals(0, run("check", file.toString()).code());
    assertEquals(0, run("generate", "--players", "5", "--seed", "1", "--pattern", "ring", "-o", file.toString()).code());
    assertTrue(Files.readString(file).contains("V kill P1"), Files.readString(file));
  }

  @Test
  void generateRejectsBadSettingsWithAMessage() {
    Run r = run("generate", "--players", "12", "--seed", "7", "--pattern", "spiral");
    assertEquals(2, r.code());
    assertTrue(r.err().startsWith("nightres: error: unknown pattern 'spiral'"), r.err());
    assertEquals(2, run("generate", "--players", "12", "--seed", "7", "--mix", "Docter=3").code());
    assertEquals(2, run("generate", "--players", "0", "--seed", "7").code());
  }

  @Test
  void aKnotBeyondTheBudgetIsExit3WithAMessageNamingItsActions(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("clique.night");
    assertEquals(0, run("generate", "--players", "41", "--seed", "1", "--pattern", "clique", "-o", file.toString()).code());
    Run r = run("resolve", file.toString());
    assertEquals(3, r.code(), r.err());
    assertTrue(r.err().startsWith("nightres: error: RAR resolution exceeded its work budget"), r.err());
    assertTrue(r.err().contains(" jail P"), r.err());
    assertFalse(r.err().contains("Exception"), r.err());
    assertTrue(r.err().lines().count() < 5, r.err());
  }

  @Test
  void helpAndVersion() {
    assertEquals(0, run("--help").code());
    Run v = run("--version");
    assertEquals(0, v.code());
    assertTrue(v.out().startsWith("nightres "));
  }

  @Test
  void aMovedWatcherOrTrackerIsToldAboutThePlayerItActuallyReached(@TempDir Path dir)
      throws IOException {
    // regression: the message named the written target ("A was visited by BD, C.") when the
    // swap had moved the watch onto B; the JSON keeps target and adds landed
    Path night = dir.resolve("moved.night");
    Files.writeString(night, """
        player W town Watcher
        player T town Tracker
        player BD town BusDriver
        player Rd town Redirector
        player A town Vanilla
        player B town Vanilla
        player C town Visitor
        player X town Vanilla
        player Y town Cop
        W watch A
        BD swap A B
        T track Rd
        Rd redirect T to C
        C visit A
        Y investigate X
        """);
    for (Scheme scheme : NightResolvers.available()) {
      Run text = run("resolve", "--scheme", scheme.id(), night.toString());
      assertEquals(0, text.code(), text.err());
      assertTrue(text.out().contains("  to W: B was visited by BD, C.\n"), text.out());
      assertTrue(text.out().contains("  to T: C visited "), text.out());
      Run json = run("resolve", "--scheme", scheme.id(), "--format", "json", night.toString());
      JsonNode feedback = JSON.readTree(json.out()).get("feedback");
      assertEquals("{\"player\":\"W\",\"ability\":\"watch\",\"target\":\"A\","
          + "\"landed\":\"B\",\"result\":\"BD, C\"}", feedback.get(0).toString(), scheme.id());
      assertEquals("C", feedback.get(1).get("landed").asText(), scheme.id());
      assertEquals("Rd", feedback.get(1).get("target").asText(), scheme.id());
      // nothing moved the Cop: landed is the written target
      assertEquals("X", feedback.get(2).get("landed").asText(), scheme.id());
    }
  }

  @TestFactory
  Stream<DynamicTest> everyConformanceCaseThroughTheJsonOutput() {
    List<DynamicTest> tests = new ArrayList<>();
    for (Scheme scheme : NightResolvers.available()) {
      for (ConformanceCase c : ConformanceCase.all()) {
        c.expectation(scheme).ifPresent(e -> tests.add(DynamicTest.dynamicTest(c.id() + " " + scheme.id(), () -> {
          Run r = run("resolve", "--scheme", scheme.id(), "--format", "json", c.nightFile().toString());
          assertEquals(0, r.code(), r.err());
          JsonNode root = JSON.readTree(r.out());
          assertEquals(scheme.id(), root.get("scheme").asText());
          Set<String> deaths = new TreeSet<>();
          root.get("deaths").forEach(d -> deaths.add(d.asText()));
          assertEquals(e.deaths(), deaths);
          e.results().forEach((player, result) -> {
            boolean found = false;
            for (JsonNode f : root.get("feedback")) {
              found |= f.get("player").asText().equalsIgnoreCase(player) && f.get("result").asText().equals(result);
            }
            assertTrue(found, player + " should get " + result + " in " + r.out());
          });
          e.recruited().ifPresent(expected -> {
            Set<String> got = new TreeSet<>();
            root.get("recruited").forEach(d -> got.add(d.asText()));
            assertEquals(expected, got);
          });
        })));
      }
    }
    return tests.stream();
  }
}
