package org.nightres.core.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nightres.core.component.RoleCatalogue;

/**
 * A file or a WWR book reached twice through {@code include} (compared by real path) is read
 * once; the second include is a warning at its path, {@code already included at FILE:LINE; read
 * once} (docs/roles-language.md, "Where the statements go"). It was read twice, each of its
 * definitions an error "defined twice" at the included file's lines. The rule is on files, not
 * include targets: a file of a WWR book folder is read once, whether the folder or the file is
 * included first.
 */
class IncludedTwiceTest {

  private static final String HOUSE = "role House \"a house role\"\n"
      + "ability House.poke X = visit(X)\n";

  private static List<String> names(RulesResult r) {
    return r.catalogue().orElseThrow().roles().stream().map(x -> x.name()).toList();
  }

  @Test
  void aFileIncludedTwiceIsReadOnceWithAWarning(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("house.roles"), HOUSE);
    Files.writeString(dir.resolve("main.roles"), "include house.roles\nrole Main\n"
        + "include ./house.roles\n");
    RulesResult r = RulesParser.parse(dir.resolve("main.roles"), RoleCatalogue.empty());
    assertTrue(r.ok(), r::renderDiagnostics);
    assertEquals(List.of("House", "Main"), names(r));
    assertEquals(1, r.warnings().size(), r::renderWarnings);
    assertEquals(dir.resolve("main.roles") + ":3:9: warning: already included at "
        + dir.resolve("main.roles") + ":1; read once\n  include ./house.roles\n          ^",
        r.warnings().get(0).renderWarning());
  }

  /** Two files that both include a third (a diamond) share it: read once. */
  @Test
  void aFileTwoFilesIncludeIsReadOnce(@TempDir Path dir) throws Exception {
    Files.createDirectories(dir.resolve("sub"));
    Files.writeString(dir.resolve("house.roles"), HOUSE);
    Files.writeString(dir.resolve("sub/a.roles"), "role A\ninclude ../house.roles\n");
    Files.writeString(dir.resolve("main.roles"), "include sub/a.roles\ninclude house.roles\n");
    RulesResult r = RulesParser.parse(dir.resolve("main.roles"), RoleCatalogue.empty());
    assertTrue(r.ok(), r::renderDiagnostics);
    assertEquals(List.of("A", "House"), names(r));
    assertEquals(1, r.warnings().size(), r::renderWarnings);
    Diagnostic d = r.warnings().get(0);
    assertEquals(2, d.line());
    assertEquals(9, d.column());
    assertEquals("already included at " + dir.resolve("sub/a.roles") + ":2; read once",
        d.message());
  }

  /** Paths are compared as the files are: a symbolic link to a file read is that file. */
  @Test
  void aLinkToAFileReadIsThatFile(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("house.roles"), HOUSE);
    Files.createSymbolicLink(dir.resolve("link.roles"), dir.resolve("house.roles"));
    Files.writeString(dir.resolve("main.roles"), "include house.roles\ninclude link.roles\n");
    RulesResult r = RulesParser.parse(dir.resolve("main.roles"), RoleCatalogue.empty());
    assertTrue(r.ok(), r::renderDiagnostics);
    assertEquals(1, r.warnings().size(), r::renderWarnings);
    assertTrue(r.warnings().get(0).message().startsWith("already included at "),
        r::renderWarnings);
  }

  /** A cycle is still an error: the file is being read, not read. */
  @Test
  void aCycleIsStillAnError(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("a.roles"), "role A\ninclude b.roles\n");
    Files.writeString(dir.resolve("b.roles"), "role B\ninclude a.roles\n");
    Files.writeString(dir.resolve("main.roles"), "include a.roles\n");
    RulesResult r = RulesParser.parse(dir.resolve("main.roles"), RoleCatalogue.empty());
    assertEquals(1, r.diagnostics().size(), r::renderDiagnostics);
    assertTrue(r.diagnostics().get(0).message().startsWith("include cycle"),
        r::renderDiagnostics);
  }

  /** A server's files (NightParser.withIncludes) are told apart by their names. */
  @Test
  void aServersFileIncludedTwiceIsReadOnce() {
    Map<String, String> files = Map.of("more.roles", HOUSE);
    RulesResult r = RulesParser.parse("main.roles", "include more.roles\ninclude more.roles\n",
        RoleCatalogue.empty(),
        p -> Optional.ofNullable(files.get(p)).map(t -> new RulesParser.Source(p, t)));
    assertTrue(r.ok(), r::renderDiagnostics);
    assertEquals(List.of("House"), names(r));
    assertEquals("main.roles:2:9: warning: already included at main.roles:1; read once",
        r.warnings().get(0).renderWarning().lines().findFirst().orElseThrow());
  }

  /**
   * A night's {@code rules} file and its includes are one reading: an include of the rules file,
   * or of a file the rules file includes, reads nothing more.
   */
  @Test
  void aNightsRulesFileAndItsIncludesAreReadOnce(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("house.roles"), HOUSE);
    Files.writeString(dir.resolve("rules.roles"), "include house.roles\nrole Main\n");
    Path night = dir.resolve("n.night");
    Files.writeString(night, """
        rules rules.roles
        include house.roles
        include rules.roles
        player A town House
        player B town Main
        A poke B
        """);
    GameScript g = NightParser.standard().parseGame(night.toString(), Files.readString(night));
    assertTrue(g.ok(), g.diagnostics().toString());
    assertEquals(List.of(
        night + ":2:9: warning: already included at " + dir.resolve("rules.roles") + ":1; read "
            + "once",
        night + ":3:9: warning: already included at " + night + ":1; read once"),
        g.warnings().stream().map(d -> d.renderWarning().lines().findFirst().orElseThrow())
            .toList());
  }

  /**
   * A WWR book folder included twice, apart, is read once (it was read twice: every ability a
   * warning "defined twice"); twice in a row it is one book, as before, now with the warning.
   */
  @Test
  void aBookIncludedTwiceIsReadOnce(@TempDir Path dir) throws Exception {
    Files.createDirectories(dir.resolve("book/townsfolk"));
    Files.writeString(dir.resolve("book/townsfolk/star gazer"), WwrBookTest.SEER_FILE);
    for (String between : List.of("role Extra\n", "")) {
      Path night = dir.resolve("n.night");
      Files.writeString(night, "include book\n" + between + "include ./book/\n"
          + "player A townsfolk StarGazer\nplayer B townsfolk StarGazer\nA investigate B\n");
      GameScript g = NightParser.standard().parseGame(night.toString(), Files.readString(night));
      assertTrue(g.ok(), g.diagnostics().toString());
      int line = between.isEmpty() ? 2 : 3;
      assertEquals(List.of(night + ":" + line + ":9: warning: already included at " + night
          + ":1; read once"), g.warnings().stream()
              .map(d -> d.renderWarning().lines().findFirst().orElseThrow()).toList());
    }
  }

  /** A role book folder with two roles, each in its own file. */
  private static Path twoRoleBook(Path dir) throws Exception {
    Files.createDirectories(dir.resolve("book/townsfolk"));
    Files.writeString(dir.resolve("book/townsfolk/star gazer"), WwrBookTest.SEER_FILE);
    Files.writeString(dir.resolve("book/townsfolk/moon gazer"),
        WwrBookTest.SEER_FILE.replace("Star Gazer", "Moon Gazer"));
    return dir.resolve("n.night");
  }

  private static List<String> firstLines(List<Diagnostic> ds) {
    return ds.stream().map(d -> d.renderWarning().lines().findFirst().orElseThrow()).toList();
  }

  /**
   * A file of a book read on its own, then the whole folder: the folder's other files are read,
   * that one is not again, and the warning at the folder's path names it. It was read twice (the
   * folder include compared only its own path), its role "defined twice".
   */
  @Test
  void aBookFileThenItsFolderReadsTheFileOnce(@TempDir Path dir) throws Exception {
    Path night = twoRoleBook(dir);
    for (String between : List.of("role Extra\n", "")) {
      Files.writeString(night, "include \"book/townsfolk/star gazer\"\n" + between
          + "include book\n"
          + "player A townsfolk StarGazer\nplayer B townsfolk MoonGazer\nA investigate B\n");
      GameScript g = NightParser.standard().parseGame(night.toString(), Files.readString(night));
      assertTrue(g.ok(), g.diagnostics().toString());
      int line = between.isEmpty() ? 2 : 3;
      assertEquals(List.of(night + ":" + line + ":9: warning: townsfolk/star gazer already "
          + "included at " + night + ":1; read once"), firstLines(g.warnings()));
    }
  }

  /** The reverse: the folder, then one of its files, which reads nothing more. */
  @Test
  void aBookFolderThenOneOfItsFilesReadsTheFileOnce(@TempDir Path dir) throws Exception {
    Path night = twoRoleBook(dir);
    for (String between : List.of("role Extra\n", "")) {
      Files.writeString(night, "include book\n" + between
          + "include \"book/townsfolk/../townsfolk/star gazer\"\n"
          + "player A townsfolk StarGazer\nplayer B townsfolk MoonGazer\nA investigate B\n");
      GameScript g = NightParser.standard().parseGame(night.toString(), Files.readString(night));
      assertTrue(g.ok(), g.diagnostics().toString());
      int line = between.isEmpty() ? 2 : 3;
      assertEquals(List.of(night + ":" + line + ":9: warning: already included at " + night
          + ":1; read once"), firstLines(g.warnings()));
    }
  }

  /**
   * A folder of files read by several includes reads the others and names those it leaves out,
   * by where each was read; one whose files one include read is that include's, as a file is;
   * one that read nothing is no place a file was read.
   */
  @Test
  void aFolderLeavesOutEveryFileReadBeforeInOneWarning(@TempDir Path dir) throws Exception {
    Path night = twoRoleBook(dir);
    Files.createDirectories(dir.resolve("book/more"));
    Files.writeString(dir.resolve("book/more/night gazer"),
        WwrBookTest.SEER_FILE.replace("Star Gazer", "Night Gazer"));
    Files.writeString(night, """
        include book/townsfolk/star gazer
        role Extra
        include book/townsfolk/moon gazer
        role Extra2
        include book
        include book/townsfolk
        include book/more/
        include book/townsfolk/
        player A townsfolk StarGazer
        player B townsfolk MoonGazer
        player C townsfolk NightGazer
        A investigate B
        C investigate A
        """);
    GameScript g = NightParser.standard().parseGame(night.toString(), Files.readString(night));
    assertTrue(g.ok(), g.diagnostics().toString());
    assertEquals(List.of(
        night + ":5:9: warning: townsfolk/moon gazer already included at " + night + ":3, "
            + "townsfolk/star gazer at " + night + ":1; read once",
        night + ":6:9: warning: moon gazer already included at " + night + ":3, star gazer at "
            + night + ":1; read once",
        night + ":7:9: warning: already included at " + night + ":5; read once",
        night + ":8:9: warning: moon gazer already included at " + night + ":3, star gazer at "
            + night + ":1; read once"),
        firstLines(g.warnings()));
  }

  /** A folder that leaves out many files names ten, and counts the others. */
  @Test
  void aFolderNamesTenFilesLeftOutAndCountsTheRest(@TempDir Path dir) throws Exception {
    Files.createDirectories(dir.resolve("book/many"));
    StringBuilder players = new StringBuilder();
    for (char x = 'a'; x <= 'l'; x++) {
      Files.writeString(dir.resolve("book/many/" + x), WwrBookTest.SEER_FILE.replace("Star Gazer",
          "Gazer " + Character.toUpperCase(x)));
      players.append("player ").append(Character.toUpperCase(x)).append(" townsfolk Gazer")
          .append(Character.toUpperCase(x)).append('\n');
    }
    Files.writeString(dir.resolve("book/star gazer"), WwrBookTest.SEER_FILE);
    Path night = dir.resolve("n.night");
    Files.writeString(night, "include book/many\nrole Extra\ninclude book\n" + players
        + "player S townsfolk StarGazer\nA investigate S\n");
    GameScript g = NightParser.standard().parseGame(night.toString(), Files.readString(night));
    assertTrue(g.ok(), g.diagnostics().toString());
    assertEquals(List.of(night + ":3:9: warning: many/a, many/b, many/c, many/d, many/e, many/f, "
        + "many/g, many/h, many/i, many/j already included at " + night + ":1, and 2 more files; "
        + "read once"), firstLines(g.warnings()));
  }

  /** A server's folder (NightParser.withIncludes) leaves out its files read, by their names. */
  @Test
  void aServersFolderLeavesOutItsFilesRead() {
    String moon = WwrBookTest.SEER_FILE.replace("Star Gazer", "Moon Gazer");
    Map<String, RulesParser.Source> files = Map.of(
        "book/star", new RulesParser.Source("book/star", WwrBookTest.SEER_FILE),
        "book", new RulesParser.Source("book", "", List.of(
            new RulesParser.Source("book/moon", moon),
            new RulesParser.Source("book/star", WwrBookTest.SEER_FILE))));
    RulesResult r = RulesParser.parse("main.roles", "include book/star\nrole X\ninclude book\n",
        RoleCatalogue.empty(), p -> Optional.ofNullable(files.get(p)));
    assertTrue(r.ok(), r::renderDiagnostics);
    assertEquals(List.of("MoonGazer", "StarGazer", "X"), names(r).stream().sorted().toList());
    assertEquals(List.of("main.roles:3:9: warning: star already included at main.roles:1; read "
        + "once"), firstLines(r.warnings()));
  }
}
