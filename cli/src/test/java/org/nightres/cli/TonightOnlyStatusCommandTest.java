package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nightres.cli.MainTest.Run;

/**
 * A status given for tonight only ({@code status(X, S, until=phase)}) holds only under {@code
 * sequential}: {@code resolve}, {@code explain}, {@code check} and {@code compare} refuse a night
 * whose players may give one under another scheme, exit 2, at its {@code until=} in the {@code
 * .roles} file ({@code night-format.md} section 4), never by resolving as if it were not there.
 */
class TonightOnlyStatusCommandTest {
  private static final String ROLES = """
      status Dazed {nullify} "dazed: no actions"
      role Fleeting
      ability Fleeting.flick X = status(X, Dazed, until=phase) + visit(X) [order 5]
      """;
  /** The column of {@code until=phase} on line 3 of {@link #ROLES}. */
  private static final int COLUMN = ROLES.lines().toList().get(2).indexOf("until=phase") + 1;
  private static final String PLAYERS = """
      include house.roles
      player Ann town Vigilante
      player Bob town Vanilla
      """;

  private static Path files(Path dir, String night) throws IOException {
    Files.writeString(dir.resolve("house.roles"), ROLES);
    Path file = dir.resolve("n.night");
    Files.writeString(file, night);
    return file;
  }

  /** The first line of the error under {@code scheme}, at the roles file's line 3. */
  private static String error(Path dir, String scheme) {
    return dir.resolve("house.roles") + ":3:" + COLUMN + ": error: status(X, Dazed, "
        + "until=phase) (ability Fleeting.flick, Fay's) holds only under scheme sequential: under "
        + scheme + " a status given tonight holds from the next night on, so one that lasts only "
        + "tonight (until=phase) never holds; write until=N+1 (it then holds through the next "
        + "night) or use scheme sequential";
  }

  private static void refused(Run r, String first, String what) {
    assertEquals(2, r.code(), what + ": " + r.out() + r.err());
    assertEquals(first, r.err().lines().findFirst().orElse(""), what);
    assertTrue(r.err().contains("\n  ability Fleeting.flick X = status(X, Dazed, until=phase)"),
        what + ": the line, and a caret under until=: " + r.err());
    assertFalse(r.err().contains("Exception"), r.err());
    assertEquals("", r.out(), what);
  }

  @Test
  void resolveExplainCheckAndCompareRefuseItAtItsUntil(@TempDir Path dir) throws IOException {
    Path file = files(dir, PLAYERS + "player Fay town Fleeting\nFay flick Ann\nAnn kill Bob\n");
    for (String scheme : List.of("rar", "snarf", "nar")) {
      refused(MainTest.run("resolve", "--scheme", scheme, file.toString()), error(dir, scheme),
          "resolve --scheme " + scheme);
    }
    refused(MainTest.run("resolve", file.toString()), error(dir, "rar"), "resolve (rar)");
    refused(MainTest.run("explain", file.toString()), error(dir, "rar"), "explain (rar)");
    refused(MainTest.run("check", file.toString()), error(dir, "rar"), "check (rar)");
    refused(MainTest.run("compare", file.toString()),
        error(dir, "rar") + "; leave rar out with --schemes", "compare");
    refused(MainTest.run("compare", "--schemes", "sequential,nar", file.toString()),
        error(dir, "nar") + "; leave nar out with --schemes", "compare --schemes sequential,nar");
    Run sequential = MainTest.run("resolve", "--scheme", "sequential", file.toString());
    assertEquals(0, sequential.code(), sequential.err());
    assertTrue(sequential.out().contains("Deaths: none"),
        "Dazed at [5] nullifies Ann's kill tonight: " + sequential.out());
  }

  /** The file's own scheme line: sequential plays it, check says so. */
  @Test
  void aFileOfTheSequentialSchemeIsChecked(@TempDir Path dir) throws IOException {
    Path file = files(dir, "scheme sequential\n" + PLAYERS
        + "player Fay town Fleeting\nFay flick Ann\nAnn kill Bob\n");
    Run check = MainTest.run("check", file.toString());
    assertEquals(0, check.code(), check.err());
    refused(MainTest.run("resolve", "--scheme", "snarf", file.toString()), error(dir, "snarf"),
        "--scheme snarf over the file's sequential");
  }

  /** A game: played up to the night a player gains the role, refused there. */
  @Test
  void aGameIsRefusedOnTheNightThePlayerGainsTheRole(@TempDir Path dir) throws IOException {
    Path file = files(dir, PLAYERS + "player Fay town Vanilla\nplayer Cid town Vanilla\n"
        + "night 1\nAnn kill Bob\nnight 2\nstate Fay role Fleeting\nFay flick Ann\n");
    Run first = MainTest.run("resolve", "--night", "1", file.toString());
    assertEquals(0, first.code(), first.err());
    String atNight2 = error(dir, "rar") + " (night 2, the first night whose players may give "
        + "it; the nights before it are resolved)";
    refused(MainTest.run("resolve", file.toString()), atNight2, "resolve the game");
    refused(MainTest.run("check", file.toString()), atNight2, "check the game");
    Run sequential = MainTest.run("resolve", "--scheme", "sequential", file.toString());
    assertEquals(0, sequential.code(), sequential.err());
  }

  /**
   * Under sequential a status given for tonight only holds tonight, but one with {@code expire=}
   * effects would have them due tonight at its order (games.md section 4: "when its until phase
   * ends it expires and its expire effects happen at its order on its last night"), which is
   * not built: refused at its {@code until=} as not supported yet, never resolved as if the
   * expiry were not there (Ann would otherwise survive her Doom).
   */
  @Test
  void sequentialRefusesATonightOnlyStatusWithAnExpiry(@TempDir Path dir) throws IOException {
    String roles = """
        status Doom expire=kill(self, strong) [order 110] "dies when it ends"
        role Curser
        ability Curser.curse X = status(X, Doom, until=phase) + visit(X) [order 70]
        """;
    Files.writeString(dir.resolve("curse.roles"), roles);
    Path file = dir.resolve("c.night");
    Files.writeString(file, "include curse.roles\nscheme sequential\nplayer Cy town Curser\n"
        + "player Ann town Vanilla\nCy curse Ann\n");
    int column = roles.lines().toList().get(2).indexOf("until=phase") + 1;
    for (String command : List.of("resolve", "explain", "check")) {
      Run r = MainTest.run(command, file.toString());
      assertEquals(2, r.code(), command + ": " + r.out() + r.err());
      assertTrue(r.err().startsWith(dir.resolve("curse.roles") + ":3:" + column
          + ": error: status(X, Doom, until=phase) (ability Curser.curse, Cy's): not supported "
          + "yet"), command + ": " + r.err());
      assertFalse(r.err().contains("Exception"), r.err());
      assertEquals("", r.out(), command);
    }
    Files.writeString(dir.resolve("curse.roles"), roles.replace("until=phase", "until=N+1"));
    Run r = MainTest.run("resolve", file.toString());
    assertEquals(0, r.code(), r.err()); // its expiry comes in the next night
  }

  /** A rule set that defines such a role for nobody is no reason to refuse. */
  @Test
  void aRuleSetThatOnlyDefinesItIsNotRefused(@TempDir Path dir) throws IOException {
    Path file = files(dir, PLAYERS + "Ann kill Bob\n");
    for (String command : List.of("resolve", "check", "compare")) {
      Run r = MainTest.run(command, file.toString());
      assertEquals(0, r.code(), command + ": " + r.err());
    }
  }
}
