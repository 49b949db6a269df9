package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * WWR role books on the command line (issue 14): {@code examples/wwr}, a book kept as the WWR
 * repository keeps its own (written for nightres in the WWR notation), resolved under every
 * scheme; warnings and {@code --strict}; {@code roles --coverage}.
 */
class WwrCommandTest {
  private static String village() {
    return CompareCommandTest.example("wwr/village.night").toString();
  }

  @Test
  void theVillageNightResolvesUnderWwrTimingByDefaultAndUnderEveryScheme() {
    MainTest.Run r = MainTest.run("resolve", village());
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().startsWith("Scheme: sequential\nDeaths: Owl, Ann, Rex\n"), r.out());
    assertTrue(r.out().contains("to Mia: Gus is Villager."), "the strong disguise fools her");
    for (String scheme : List.of("rar", "snarf", "nar")) {
      MainTest.Run s = MainTest.run("resolve", "--scheme", scheme, village());
      assertEquals(0, s.code(), s.err());
      assertTrue(s.out().contains("Deaths: Owl, Ann, Rex\n"), scheme + ": " + s.out());
    }
  }

  /** A book included through a symbolic link to its folder is read as the folder. */
  @Test
  void aBookBehindASymbolicLinkIsRead(@TempDir Path dir) throws Exception {
    Path book = CompareCommandTest.example("wwr/book").toAbsolutePath();
    Files.createSymbolicLink(dir.resolve("book"), book);
    Path night = dir.resolve("village.night");
    Files.writeString(night, Files.readString(Path.of(village())));
    MainTest.Run r = MainTest.run("resolve", night.toString());
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().startsWith("Scheme: sequential\nDeaths: Owl, Ann, Rex\n"), r.out());
  }

  @Test
  void whatTheBookHoldsBeyondTheNightIsAWarningAndUnderStrictAnError() {
    MainTest.Run r = MainTest.run("check", village());
    assertEquals(0, r.code(), r.err());
    assertTrue(r.err().contains("masks.wwr:11:1: warning: unsupported: trigger 'Immediate Day'"),
        r.err());
    MainTest.Run strict = MainTest.run("resolve", "--strict", village());
    assertEquals(2, strict.code());
    assertTrue(strict.err().contains("masks.wwr:11:1: error: unsupported: trigger 'Immediate "
        + "Day'"), strict.err());
    assertEquals(2, MainTest.run("check", "--strict", village()).code());
  }

  @Test
  void theWarningsAboutTheRolesInPlayComeFirstAndAGuidesLinesAreOneWarning(@TempDir Path dir)
      throws Exception {
    Files.createDirectories(dir.resolve("book"));
    StringBuilder guide = new StringBuilder();
    for (int i = 0; i < 150; i++) {
      guide.append("Immediate Night: Attack @Selection\n");
    }
    Files.writeString(dir.resolve("book/a guide.md"), guide.toString());
    for (int i = 0; i < 120; i++) { // other roles' warnings, before the one in play by path
      Files.writeString(dir.resolve("book/b" + (1000 + i)), "**Gossip" + i
          + "** | Townsfolk Miscellaneous\nImmediate Night: Emit `Gossip`\n");
    }
    Files.writeString(dir.resolve("book/z drunk"), """
        **Drunk** | Townsfolk Miscellaneous
        Immediate Night: Emit `Hic`
        End Night: Attack @Selection
        """);
    Path night = dir.resolve("n.night");
    Files.writeString(night, "include book\nplayer Ann townsfolk Drunk\nplayer Bob townsfolk "
        + "Drunk\nAnn attack Bob\n");
    MainTest.Run r = MainTest.run("resolve", night.toString());
    assertEquals(0, r.code(), r.err());
    List<String> warnings = r.err().lines().filter(l -> l.contains(": warning: ")).toList();
    assertTrue(warnings.get(0).contains("z drunk:2:1: warning: unsupported: ability 'Emit'"),
        r.err());
    assertEquals(1, warnings.stream().filter(l -> l.contains("a guide.md")).count(),
        "150 lines before any header: one warning");
    assertTrue(r.err().contains("more warnings not shown"), r.err());
  }

  @Test
  void aLineThatAppliesAnAttributeWithAbilitiesOfItsOwnIsNotUnderstood(@TempDir Path dir)
      throws Exception {
    Path book = dir.resolve("book.wwr");
    Files.writeString(book, """
        **Piper** | Townsfolk Miscellaneous
        Immediate Night: Apply `Charmed` to @Selection
        Immediate Night: Apply `Marked` to @Selection
        **Charmed** | Attribute
        Starting: Weakly Disguise @Self as `Piper`
        **Marked** | Attribute
        No Abilities
        """);
    MainTest.Run r = MainTest.run("roles", "--rules", book.toString(), "--coverage");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("Piper (" + book + "): 1 of 2 night ability lines understood\n"),
        r.out());
    assertTrue(r.out().contains("unsupported: Apply of the attribute 'Charmed', whose own "
        + "abilities"), r.out());
    MainTest.Run warned = MainTest.run("roles", "--rules", book.toString());
    assertTrue(warned.err().contains("book.wwr:4:1: warning: unsupported: the abilities of the "
        + "attribute 'Charmed' (1 formalized line)"), warned.err());
    assertFalse(warned.err().contains("'Marked'"), "No Abilities: nothing unread");
  }

  @Test
  void coverageListsEveryLineAndEndsWithTheShareUnderstood() {
    Path book = CompareCommandTest.example("wwr/book");
    MainTest.Run r = MainTest.run("roles", "--rules", book.toString(), "--coverage");
    assertEquals(0, r.code(), r.err());
    List<String> lines = r.out().lines().toList();
    assertEquals("understood: 9 of 9 night ability lines (100.0%)", lines.get(lines.size() - 1));
    assertTrue(r.out().contains("  ok 5: Immediate Night: Role Investigate @Selection (SD)"));
    assertTrue(r.out().contains("roles whose night lines are all understood: 6; of them 6 "
        + "resolve a night in which they act"), r.out());
    assertEquals(2, MainTest.run("roles", "--rules", book.toString(), "--coverage", "--strict")
        .code(), "--strict: the day line is an error");
  }

  @Test
  void coverageCountsTheLinesNotUnderstoodAndNamesTheirConstructs(@TempDir Path dir)
      throws Exception {
    Path book = dir.resolve("book.wwr");
    Files.writeString(book, """
        **Gossip** | Townsfolk Miscellaneous
        Immediate Night: Emit `Gossip Spread`
        Immediate Night: Learn `@Selection was @Selection->RandomPlayer->OriginalRole`
        End Night: Attack @Selection
        Immediate Day: Whisper to #gossip as `Gossip`
        """);
    MainTest.Run r = MainTest.run("roles", "--rules", book.toString(), "--coverage");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("Gossip (" + book + "): 1 of 3 night ability lines understood\n"),
        r.out());
    assertTrue(r.out().contains("  -- 2: Immediate Night: Emit `Gossip Spread`\n"
        + "       unsupported: ability 'Emit'\n"), r.out());
    assertTrue(r.out().contains("     1  Learn with a placeholder that is a fact\n"), r.out());
    assertTrue(r.out().endsWith("understood: 1 of 3 night ability lines (33.3%)\n"), r.out());
    MainTest.Run plain = MainTest.run("roles", "--rules", book.toString());
    assertEquals(0, plain.code());
    assertTrue(plain.out().contains("Gossip: WWR: Gossip"), plain.out());
    assertTrue(plain.err().contains("book.wwr:2:1: warning: unsupported: ability 'Emit' (role "
        + "Gossip)"), plain.err());
  }
}
