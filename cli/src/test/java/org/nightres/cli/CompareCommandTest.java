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
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nightres.core.Scheme;
import org.nightres.core.format.NightParser;
import org.nightres.core.format.ParseResult;
import org.nightres.core.model.Action;
import org.nightres.core.model.ImmutableNight;
import org.nightres.core.model.Night;
import org.nightres.lab.compare.InteractionPattern;
import org.nightres.lab.compare.NightComparison;
import org.nightres.lab.compare.SchemeComparison;
import org.nightres.lab.compare.SchemePair;

/** {@code nightres compare} with the real engines, through {@link Main#run}. */
class CompareCommandTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final SchemeComparison ALL = SchemeComparison.ofAvailable();
  private static final SchemePair RAR_SNARF = new SchemePair(Scheme.RAR, Scheme.SNARF);
  private static final SchemePair RAR_NAR = new SchemePair(Scheme.RAR, Scheme.NAR);
  private static final SchemePair SNARF_NAR = new SchemePair(Scheme.SNARF, Scheme.NAR);

  record Run(int code, String out, String err) {}

  static Run run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
    return new Run(code, out.toString(), err.toString());
  }

  static Path example(String name) {
    Path root = Path.of("").toAbsolutePath();
    while (!Files.isDirectory(root.resolve("examples"))) {
      root = root.getParent();
    }
    return root.resolve("examples").resolve(name);
  }

  static Night parse(Path file) throws IOException {
    ParseResult r = NightParser.standard().parse(file.toString(), Files.readAllBytes(file));
    assertTrue(r.ok(), r.renderDiagnostics());
    return r.night().orElseThrow();
  }

  static Night parseText(String text) {
    ParseResult r = NightParser.standard().parse("inline.night",
        text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    assertTrue(r.ok(), r.renderDiagnostics());
    return r.night().orElseThrow();
  }

  // ---- one night -----------------------------------------------------------------------------

  @Test
  void doubleBusDriverRarAndSnarfAgreeNarDiffers() throws IOException {
    NightComparison c = ALL.compare(parse(example("double-bus-driver.night")));
    assertEquals(List.of("B"), c.result(Scheme.RAR).deaths());
    assertEquals(List.of("B"), c.result(Scheme.SNARF).deaths());
    assertEquals(List.of("A"), c.result(Scheme.NAR).deaths());
    assertEquals(List.of("A"), c.result(Scheme.SEQUENTIAL).deaths(), "each swap in turn");
    assertFalse(c.disagree(RAR_SNARF));
    assertTrue(c.disagree(RAR_NAR));
    assertTrue(c.disagree(SNARF_NAR));
    assertTrue(c.patterns().contains(InteractionPattern.DOUBLE_SWAP));

    Run r = run("compare", example("double-bus-driver.night").toString());
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("""
                rar  snarf  nar  sequential
        deaths  B    B      A    A           *

        agree:  rar = snarf; nar = sequential
        differ: rar vs nar (deaths); rar vs sequential (deaths); snarf vs nar (deaths); \
        snarf vs sequential (deaths)
        """), r.out());
    assertTrue(r.out().contains("patterns: swap, double-swap\n"), r.out());
    assertEquals("", r.err());
  }

  @Test
  void roleblockerJailkeeperNights() throws IOException {
    // the loop: every scheme kills A (NAR by its first-submitted tie rule)
    NightComparison loop = ALL.compare(parse(example("rb-jk-loop.night")));
    for (SchemePair p : loop.pairs()) {
      assertFalse(loop.disagree(p), p.label());
    }
    assertEquals(List.of("A"), loop.result(Scheme.NAR).deaths());
    assertTrue(loop.patterns().contains(InteractionPattern.BLOCK_LOOP));
    assertTrue(run("compare", example("rb-jk-loop.night").toString()).out().endsWith("All schemes agree.\n"));

    // the related case: SNARF's split jail protects A at [60] after B's block at [40] fails
    NightComparison related = ALL.compare(parse(example("mafia-rb-vs-jk.night")));
    assertEquals(List.of("A"), related.result(Scheme.RAR).deaths());
    assertEquals(List.of(), related.result(Scheme.SNARF).deaths());
    assertEquals(List.of("A"), related.result(Scheme.NAR).deaths());
    assertFalse(related.disagree(RAR_NAR));
    assertTrue(related.disagree(RAR_SNARF));
  }

  @Test
  void doctorStopsOneKillsBroughtByOneMoverUseUpOneProtectionEachInEveryScheme() {
    // two different kills moved onto X by one Bus Driver (or one Redirector) against one Doctor:
    // X dies in every scheme (RAR once let the shared mover make them one kill). With the Bus
    // Driver, SNARF and NAR would kill X under doctor-stops all too (the swap carries D's
    // protection to A; RAR's Rule #4 ignores that move in the chain of a kill the swap brought),
    // so the Redirector night, where the protection stays put, is the clean case.
    String busDriver = """
        option doctor-stops one
        player V town Vigilante
        player M mafia Goon
        player BD town BusDriver
        player D town Doctor
        player A town Vanilla
        player X town Vanilla
        V kill A
        M mafiakill A
        BD swap A X
        D protect X
        """;
    String redirector = """
        option doctor-stops one
        option factional-kills 2
        player V mafia Vigilante
        player Rd town Redirector
        player D town Doctor
        player A town Vanilla
        player X town Vanilla
        V kill A
        V mafiakill A
        Rd redirect V to X
        D protect X
        """;
    for (String text : List.of(busDriver, redirector)) {
      NightComparison c = ALL.compare(parseText(text));
      assertEquals(List.of(Scheme.RAR, Scheme.SNARF, Scheme.NAR, Scheme.SEQUENTIAL), c.schemes());
      for (Scheme s : c.schemes()) {
        assertEquals(List.of("X"), c.result(s).deaths(), s + "\n" + text);
      }
      for (SchemePair p : c.pairs()) {
        assertFalse(c.disagree(p), p.label() + "\n" + text);
      }
    }
    // with a second Doctor on X, the redirected kills are both cancelled, in every scheme
    NightComparison two = ALL.compare(parseText(redirector
        .replace("player D town Doctor\n", "player D town Doctor\nplayer E town Doctor\n")
        .replace("D protect X\n", "D protect X\nE protect X\n")));
    for (Scheme s : two.schemes()) {
      assertEquals(List.of(), two.result(s).deaths(), s.toString());
    }
  }

  @Test
  void aPgoHolderWhoseOwnActionIsMovedOntoHimselfIsShotInEveryScheme() {
    // "every player whose action visits this player dies" excludes no one: the Cop's
    // investigation, redirected onto himself, visits him, and his own gun shoots him (the
    // Redirector, who visits him too, is shot as well)
    NightComparison c = ALL.compare(parseText("""
        player P town Cop PGO
        player R town Redirector
        player A town Vanilla
        P investigate A
        R redirect P to P
        """));
    for (Scheme s : List.of(Scheme.RAR, Scheme.SNARF, Scheme.NAR)) {
      assertEquals(List.of("P", "R"), c.result(s).deaths(), s.toString());
    }
    // one action at a time: the Redirector's visit sets off the PGO before his redirect takes
    // effect, so he dies first, and the Cop's investigation is never redirected
    assertEquals(List.of("R"), c.result(Scheme.SEQUENTIAL).deaths());
  }

  @Test
  void aDeathPassedOnByAGuardOrAHideIsNotPassedOnAgainInEveryScheme() {
    // schemes.md §2.9, passed-on deaths: RAR used to kill a Hider through his own Bodyguard,
    // and SNARF and NAR let a passed-on death past the new victim's stop and guards. (A stop or
    // a protection on a hiding Hider is not here: NAR and SNARF let his hide make it fail
    // first, RAR's Rule #4 ignores the hide in the chain of the death it passes on.)
    String players = """
        player A town Vanilla
        player B town Bodyguard
        player C town Bodyguard
        player H town Hider
        player S town Rolestopper
        player M mafia Goon
        """;
    Map<String, List<String>> nights = new TreeMap<>(Map.of(
        "H hide B\nB guard H\nM mafiakill H\n", List.of(),
        "B guard A\nC guard B\nM mafiakill A\n", List.of(),
        "H hide B\nB guard A\nM mafiakill A\n", List.of("B"),
        "B guard A\nS stop B\nM mafiakill A\n", List.of(),
        "H hide A\nM mafiakill A\n", List.of("A", "H"),
        "B guard A\nM mafiakill A\n", List.of("B")));
    nights.forEach((actions, deaths) -> {
      NightComparison c = ALL.compare(parseText(players + actions));
      assertEquals(List.of(Scheme.RAR, Scheme.SNARF, Scheme.NAR, Scheme.SEQUENTIAL), c.schemes());
      for (Scheme s : c.schemes()) {
        assertEquals(deaths, c.result(s).deaths(), s + "\n" + actions);
      }
      for (SchemePair p : c.pairs()) {
        assertFalse(c.disagree(p), p.label() + "\n" + actions);
      }
    });
  }

  @Test
  void jsonForOneNight() throws IOException {
    Run r = run("compare", "--format", "json", example("double-bus-driver.night").toString());
    assertEquals(0, r.code(), r.err());
    JsonNode root = JSON.readTree(r.out());
    assertEquals("[\"rar\",\"snarf\",\"nar\",\"sequential\"]", root.get("schemes").toString());
    assertEquals("[\"B\"]", root.at("/outcomes/rar/deaths").toString());
    assertEquals("[\"A\"]", root.at("/outcomes/nar/deaths").toString());
    assertEquals("deaths", root.at("/rows/0/row").asText());
    assertTrue(root.at("/rows/0/differs").asBoolean());
    assertEquals("agree", root.at("/pairs/0/agreement").asText());
    assertEquals("differ", root.at("/pairs/1/agreement").asText());
    assertEquals("[\"deaths\"]", root.at("/pairs/1/differences").toString());
  }

  @Test
  void feedbackRowsAndSchemeSelection() {
    Run r = run("compare", "--schemes", "nar,rar", example("tracker-and-redirect.night").toString());
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("""
                   rar  nar
        deaths     C    C
        T track V  C    C
        W watch C  V    V

        All schemes agree.
        """), r.out());
  }

  @Test
  void aSchemeAtItsLimitIsShownAndGivesExit3(@TempDir Path dir) {
    Path file = dir.resolve("clique.night");
    assertEquals(0, run("generate", "--players", "8", "--seed", "1", "--pattern", "clique", "-o", file.toString()).code());
    Run r = run("compare", "--schemes", "rar,snarf", file.toString());
    assertEquals(3, r.code(), r.err());
    assertTrue(r.out().contains("deaths  limit  P1\n"), r.out());
    assertTrue(r.out().contains("limit:  rar could not resolve the night: RAR resolution exceeded its work budget"), r.out());
    assertFalse(r.out().contains("differ:"), r.out());
  }

  /**
   * Only the post differs: SNARF's simultaneous blocks stop the Herald, RAR's block chain does
   * not (comparing-schemes.md: every observable difference, announcements included).
   */
  @Test
  void announcementsAloneAreADifference(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("herald.roles"), """
        role Herald "announces a player"
        ability Herald.herald X = announce(X, suspected) + visit(X) "the post names X as suspected"
        """);
    Path file = dir.resolve("herald.night");
    Files.writeString(file, """
        include herald.roles
        player R1 town  Roleblocker
        player R2 town  Roleblocker
        player H  town  Herald
        player A  town  Vanilla

        R1 block R2
        R2 block H
        H herald A
        """);
    Run r = run("compare", file.toString());
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("""
                             rar   snarf  nar   sequential
        deaths               none  none   none  none
        announced suspected  A     none   A     A           *

        agree:  rar = nar; rar = sequential; nar = sequential
        differ: rar vs snarf (announced suspected); snarf vs nar (announced suspected); \
        snarf vs sequential (announced suspected)
        """), r.out());
    JsonNode root = JSON.readTree(run("compare", "--format", "json", file.toString()).out());
    assertEquals("announcement", root.at("/rows/1/kind").asText());
    assertEquals("differ", root.at("/pairs/0/agreement").asText());
    assertTrue(!root.at("/outcomes/rar/digest").asText()
        .equals(root.at("/outcomes/snarf/digest").asText()), "the digest hashes them too");
  }

  /**
   * The same answer about another player: where a Tracker's action landed is part of what the
   * schemes say (night-format.md: {@code landed}, after swaps and redirects).
   */
  @Test
  void feedbackThatLandedElsewhereIsADifference(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("landed.night");
    Files.writeString(file, """
        player BD1 town  BusDriver
        player BD2 town  BusDriver
        player T   town  Tracker
        player A   town  Vanilla
        player B   town  Vanilla
        player C   town  Vanilla

        BD1 swap A B
        BD2 swap B C
        T track A
        """);
    Run r = run("compare", file.toString());
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("T track A  nowhere (landed on C)  nowhere (landed on B)  "
        + "nowhere (landed on C)  nowhere (landed on C)  *\n"), r.out());
    assertFalse(r.out().contains("All schemes agree"), r.out());
    assertTrue(r.out().contains("differ: rar vs snarf (T track A);"), r.out());
  }

  /**
   * Only the next state differs: under SNARF the Doctor is blocked and B's vest is spent;
   * under the others the Doctor's protection ranks before it (games.md section 2.2).
   */
  @Test
  void theNextStateAloneIsADifference(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("vest.night");
    Files.writeString(file, """
        player R1 town  Roleblocker
        player R2 town  Roleblocker
        player D  town  Doctor
        player M  mafia Goon
        player B  town  Vanilla Bulletproof(1)

        R1 block R2
        R2 block D
        D protect B
        M mafiakill B
        """);
    Run r = run("compare", file.toString());
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("""
                    rar                          snarf                        nar                          sequential
        deaths      none                         none                         none                         none
        state of B  town Vanilla Bulletproof(1)  town Vanilla Bulletproof(0)  town Vanilla Bulletproof(1)  town Vanilla Bulletproof(1)  *

        agree:  rar = nar; rar = sequential; nar = sequential
        differ: rar vs snarf (state of B); snarf vs nar (state of B); snarf vs sequential (state of B)
        """), r.out());
    JsonNode root = JSON.readTree(run("compare", "--format", "json", file.toString()).out());
    assertEquals("state", root.at("/rows/1/kind").asText());
    assertEquals("[\"state of B\"]", root.at("/pairs/0/differences").toString());
  }

  /**
   * What the deaths and recruited rows say is not said again as a state row: a recruited
   * player's alignment, a dead player's {@code dead} line (comparing-schemes.md, state cells).
   */
  @Test
  void aRecruitmentOrADeathIsNoStateRow(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("recruit.night");
    Files.writeString(file, """
        player R1 town Roleblocker
        player R2 town Roleblocker
        player C  cult Recruiter
        player A  town Vanilla

        R1 block R2
        R2 block C
        C recruit A
        """);
    Run r = run("compare", file.toString());
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("differ: rar vs snarf (recruited); snarf vs nar (recruited); "
        + "snarf vs sequential (recruited)\n"), r.out());
    assertFalse(r.out().contains("state of"), r.out());
    assertFalse(run("compare", example("double-bus-driver.night").toString()).out()
        .contains("state of"));
  }

  /**
   * A game: every night is compared, each from the state the file's scheme (here the rule
   * set's, sequential) leaves, and the last line says on which nights the schemes differ (here
   * the first only: under sequential the Bumbling Bureaucrat acts before the Detective's
   * inquiry).
   */
  @Test
  void aGameIsComparedNightByNight() throws IOException {
    Path file = example("mafia1923/game.night");
    Run r = run("compare", file.toString());
    assertEquals(0, r.code(), r.err());
    for (int n = 1; n <= 5; n++) {
      assertTrue(r.out().contains(file + " (night " + n + "): 16 players"), r.out());
    }
    assertTrue(r.out().endsWith("\n5 nights, each from the state the nights before it leave "
        + "under sequential: schemes differ on night 1.\n"), r.out());
    assertTrue(r.out().contains("state of Gil"), r.out());
    JsonNode root = JSON.readTree(run("compare", "--format", "json", file.toString()).out());
    assertEquals(file + " (night 5)", root.get("file").asText());
    assertEquals(5, root.get("nights").size());
    assertEquals(file + " (night 1)", root.at("/nights/0/file").asText());
    assertEquals("differ", root.at("/nights/0/pairs/2/agreement").asText());
  }

  // ---- studies -------------------------------------------------------------------------------

  @Test
  void aStudyGivesTheSameBytesOnOneTwoAndFourThreads(@TempDir Path dir) throws IOException {
    Map<String, String> first = null;
    for (String threads : List.of("1", "2", "4")) {
      Map<String, String> files = new TreeMap<>();
      for (String format : List.of("text", "json")) {
        Path out = dir.resolve("out");
        Path csv = dir.resolve("nights.csv");
        Run r = run("compare", "--generate", "300", "--players", "12", "--seed", "11", "--mix", "dense",
            "--pattern", "adversarial", "--threads", threads, "--format", format, "--out", out.toString(),
            "--csv", csv.toString(), "--progress", "never");
        assertEquals(0, r.code(), r.err());
        files.put("stdout." + format, r.out());
        files.put("csv", Files.readString(csv));
        try (Stream<Path> saved = Files.list(out)) {
          for (Path p : saved.toList()) {
            files.put(p.getFileName().toString(), Files.readString(p));
            Files.delete(p);
          }
        }
        assertTrue(r.err().startsWith("nightres compare: 300 nights under rar, snarf, nar, sequential in "),
            r.err());
      }
      if (first == null) {
        first = files;
      } else {
        assertEquals(first, files, "threads " + threads);
      }
    }
    // the CSV: a header and 300 rows with one 0/1 column per pair
    List<String> lines = first.get("csv").lines().toList();
    assertEquals(301, lines.size());
    assertEquals("night,seed,players,actions,patterns,rar_deaths,snarf_deaths,nar_deaths,"
        + "sequential_deaths,rar_digest,snarf_digest,nar_digest,sequential_digest,rar_vs_snarf,"
        + "rar_vs_nar,rar_vs_sequential,snarf_vs_nar,snarf_vs_sequential,nar_vs_sequential",
        lines.get(0));
    assertTrue(lines.get(1).startsWith("0,11,12,"), lines.get(1));
    assertTrue(lines.get(300).startsWith("299,310,12,"), lines.get(300));
    for (String line : lines.subList(1, lines.size())) {
      assertTrue(line.matches("[0-9]+,[0-9]+,12,[0-9]+,[a-z;-]*(,[A-Za-z0-9;]*){4}(,[0-9a-f]{12}){4}(,[01]){6}"), line);
    }
    // the report names every saved file
    assertTrue(first.get("stdout.text").contains("rar-vs-nar-any.night"), first.get("stdout.text"));
    JsonNode json = JSON.readTree(first.get("stdout.json"));
    assertEquals(300, json.get("nights").asInt());
    assertEquals(6, json.get("pairs").size());
    for (JsonNode m : json.get("minimalNights")) {
      assertTrue(first.containsKey(m.get("file").asText()), m.toString());
    }
  }

  @Test
  void savedNightsAreOneMinimalDisagreements(@TempDir Path dir) throws IOException {
    Path out = dir.resolve("nights");
    Run r = run("compare", "--generate", "400", "--players", "12", "--seed", "3", "--mix", "dense",
        "--pattern", "adversarial", "--out", out.toString(), "--progress", "never");
    assertEquals(0, r.code(), r.err());
    List<Path> saved;
    try (Stream<Path> files = Files.list(out)) {
      saved = files.sorted().toList();
    }
    assertTrue(saved.size() > 20, saved.toString());
    int needed = 0;
    for (Path file : saved) {
      String name = file.getFileName().toString();
      String[] parts = name.substring(0, name.length() - ".night".length()).split("-", 4);
      SchemePair pair = new SchemePair(Scheme.fromId(parts[0]).orElseThrow(), Scheme.fromId(parts[2]).orElseThrow());
      String group = parts[3];
      Night night = parse(file);
      String text = Files.readString(file);
      assertTrue(ALL.disagree(night, pair), name);
      for (int i = 0; i < night.actions().size(); i++) {
        NightComparison c = ALL.compare(without(night, i));
        assertFalse(c.limited(pair), name);
        assertFalse(c.disagree(pair), name + " still disagrees without action " + i);
      }
      assertTrue(text.startsWith("# nightres compare: " + pair.first().id() + " and " + pair.second().id()
          + " disagree on this night.\n"), text);
      assertTrue(text.contains("# 1-minimal: removing any one action makes "), text);
      if (!group.equals("any")) {
        InteractionPattern p = InteractionPattern.fromId(group).orElseThrow();
        boolean present = p.presentIn(night);
        assertEquals(present, text.contains("# Pattern " + group + ": present, and the disagreement needs it."), text);
        needed += present ? 1 : 0;
      }
    }
    assertTrue(needed > saved.size() / 2, "patterns needed in only " + needed + " of " + saved.size());
  }

  @Test
  void aStudyOfMafia1923NightsComparesEveryPairAndSavesNightsOfTheRuleSet(@TempDir Path dir)
      throws IOException {
    Path out = dir.resolve("nights");
    Run r = run("compare", "--generate", "300", "--players", "16", "--seed", "1", "--rules",
        "mafia1923", "--out", out.toString(), "--progress", "never", "--threads", "2",
        "--format", "json");
    assertEquals(0, r.code(), r.err());
    JsonNode json = JSON.readTree(r.out());
    assertEquals("mafia1923", json.get("rules").asText());
    assertEquals("mafia1923", json.get("mix").asText());
    assertTrue(json.get("command").asText().contains(" --rules mafia1923 "), r.out());
    List<String> pairs = new ArrayList<>();
    json.get("pairs").forEach(p -> pairs.add(p.get("schemes").get(0).asText() + "-"
        + p.get("schemes").get(1).asText()));
    assertEquals(List.of("rar-snarf", "rar-nar", "rar-sequential", "snarf-nar",
        "snarf-sequential", "nar-sequential"), pairs, "every pair, sequential included");
    List<Path> saved;
    try (Stream<Path> files = Files.list(out)) {
      saved = files.sorted().toList();
    }
    assertTrue(saved.stream().anyMatch(f -> f.getFileName().toString()
        .startsWith("rar-vs-sequential-")), saved.toString());
    NightParser parser = NightParser.standard();
    for (Path file : saved) {
      String name = file.getFileName().toString();
      String[] parts = name.substring(0, name.length() - ".night".length()).split("-", 4);
      SchemePair pair = new SchemePair(Scheme.fromId(parts[0]).orElseThrow(),
          Scheme.fromId(parts[2]).orElseThrow());
      String text = Files.readString(file);
      assertTrue(text.startsWith("rules mafia1923\n# nightres compare: "), text);
      assertTrue(text.contains("# 1-minimal: removing any one action makes " + pair.first().id()
          + " and " + pair.second().id() + " agree, or the night invalid (mafia1923 requires "
          + "some lines).\n"), text);
      Night night = parse(file);
      assertTrue(ALL.disagree(night, pair), name);
      for (int i = 0; i < night.actions().size(); i++) {
        Night fewer = without(night, i);
        boolean valid = parser.parse("fewer.night", org.nightres.core.format.NightWriter.write(
            fewer, "mafia1923", List.of())).ok();
        assertFalse(valid && ALL.disagree(fewer, pair),
            name + " still disagrees without action " + i);
      }
    }
  }

  @Test
  void aWitnessToldOfTheDeadInAnotherOrderIsNoDisagreement(@TempDir Path dir) throws IOException {
    // the Drunkard's victim dies at step 8, the Mafia's at step 9: sequential tells the Witness
    // in that order, the other schemes in declaration order; the Witness learns the same
    Path file = dir.resolve("witness.night");
    Files.writeString(file, """
        rules mafia1923
        player Ann  town  Townsperson family=Cohen
        player Ben  town  Townsperson family=Cohen
        player Mo   mafia MafiaMember family=Levi
        player Dru  town  Drunkard    family=Levi
        player Wit  town  Witness     family=Levi
        Mo  mafiakill Ann
        Dru drink Cohen
        random Dru drink Ben
        """);
    Run r = run("compare", file.toString());
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("Wit witness Ann") && r.out().contains("Wit witness Ben"),
        r.out());
    assertTrue(r.out().contains("\nAll schemes agree.\n"), r.out());
    Night night = parse(file);
    NightComparison c = ALL.compare(night);
    assertFalse(c.result(Scheme.RAR).outcome().orElseThrow().feedback()
        .equals(c.result(Scheme.SEQUENTIAL).outcome().orElseThrow().feedback()),
        "the same feedback in another order");
  }

  /** The night without its {@code i}-th action, renumbered as the shrinker does. */
  static Night without(Night night, int i) {
    List<Action> kept = new ArrayList<>(night.actions());
    kept.sort((a, b) -> Integer.compare(a.submissionIndex(), b.submissionIndex()));
    kept.remove(i);
    List<Action> renumbered = new ArrayList<>();
    for (int k = 0; k < kept.size(); k++) {
      renumbered.add(Action.builder().from(kept.get(k)).submissionIndex(k).build());
    }
    return ImmutableNight.copyOf(night).withActions(renumbered);
  }

  @Test
  void theProgressBarGoesToStandardErrorOnly(@TempDir Path dir) {
    String[] args = {"compare", "--generate", "40", "--players", "8", "--seed", "1", "--out", dir.toString(),
        "--threads", "2"};
    Run quiet = run(concat(args, "--progress", "never"));
    Run bar = run(concat(args, "--progress", "always"));
    assertEquals(0, bar.code(), bar.err());
    assertEquals(quiet.out(), bar.out());
    assertTrue(bar.err().contains("\r[##############################] 100%  40/40 nights"), bar.err());
    assertFalse(quiet.err().contains("\r"), quiet.err());
  }

  private static String[] concat(String[] a, String... b) {
    String[] out = new String[a.length + b.length];
    System.arraycopy(a, 0, out, 0, a.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }

  // ---- bad arguments -------------------------------------------------------------------------

  @Test
  void badArgumentsAreExit2WithAMessageAndNoStackTrace(@TempDir Path dir) {
    String file = example("double-bus-driver.night").toString();
    assertError("nightres: error: compare needs a FILE to compare, or --generate N --players P --seed S",
        "compare");
    assertError("nightres: error: give a FILE or --generate N, not both",
        "compare", file, "--generate", "10", "--players", "12", "--seed", "1");
    assertError("nightres: error: --generate needs --players P and --seed S", "compare", "--generate", "10",
        "--players", "12");
    assertError("nightres: error: --players, --threads apply only to a study (--generate N)",
        "compare", file, "--players", "12", "--threads", "2");
    assertError("nightres: error: --csv applies only to a study", "compare", file, "--csv", "x.csv");
    assertError("nightres: error: --rules applies only to a study", "compare", file, "--rules",
        "mafia1923");
    assertError("nightres: error: unknown rule set 'mafia1924' for --rules; bundled: standard, "
        + "mafia1923", "compare", "--generate", "10", "--players", "12", "--seed", "1", "--rules",
        "mafia1924");
    assertError("nightres: error: --generate must be at least 1, got 0",
        "compare", "--generate", "0", "--players", "12", "--seed", "1");
    assertError("nightres: error: --threads must be between 1 and 1024, got 0",
        "compare", "--generate", "10", "--players", "12", "--seed", "1", "--threads", "0");
    assertError("nightres: error: --players must be at least 1, got 0",
        "compare", "--generate", "10", "--players", "0", "--seed", "1");
    assertError("nightres: error: bad mix entry", "compare", "--generate", "10", "--players", "12", "--seed", "1",
        "--mix", "Docter");
    assertError("nightres: error: unknown pattern 'spiral'", "compare", "--generate", "10", "--players", "12",
        "--seed", "1", "--pattern", "spiral");
    assertError("nightres: error: unknown scheme 'tar' in --schemes; expected rar, snarf, nar or sequential",
        "compare", "--schemes", "rar,tar", file);
    assertError("nightres: error: compare needs at least two schemes, got nar", "compare", "--schemes", "nar", file);
    assertError("nightres: error: scheme rar appears twice in --schemes", "compare", "--schemes", "rar,RAR", file);
    Path missingDir = dir.resolve("no/such/dir/nights.csv");
    assertError(missingDir + ": cannot write the file", "compare", "--generate", "3", "--players", "5", "--seed", "1",
        "--out", dir.toString(), "--csv", missingDir.toString());
    Path notADir = dir.resolve("plain-file");
    assertEquals(0, run("generate", "--players", "3", "--seed", "1", "-o", notADir.toString()).code());
    assertError(notADir + ": cannot create the directory", "compare", "--generate", "3", "--players", "5",
        "--seed", "1", "--out", notADir.toString());
    // picocli's own usage errors are exit 2 too
    Run r = run("compare", "--generate", "many", "--players", "5", "--seed", "1");
    assertEquals(2, r.code());
    assertFalse(r.err().contains("Exception"), r.err());
    Run missing = run("compare", "no/such.night");
    assertEquals(2, missing.code());
    assertEquals("no/such.night: error: no such file\n", missing.err());
  }

  /**
   * A {@code random} pin that one compared scheme's draws cannot use is an input error at the
   * pin's line and column (FILE:LINE:COL, as resolve reports it), for a one-night file and for
   * a game's last night: the schemes draw at different moments (games.md section 9).
   */
  @Test
  void aPinThatASchemesDrawsCannotUseIsReportedAtItsLine(@TempDir Path dir) throws IOException {
    String setup = """
        role Drunkard
        ability Drunkard.drink F:family = kill(random(members(F))) [order 80]
        role Shooter
        ability Shooter.shoot X = kill(X) [order 10]
        player Avi town Vanilla  family=Cohen
        player Ari town Drunkard family=Cohen
        player Eli town Vanilla  family=Cohen
        player Bo  town Shooter  family=Levi
        """;
    // Avi is a candidate up front (the file's rar), but dead when the drink resolves under
    // sequential
    String night = "Bo shoot Avi\nAri drink Cohen\nrandom Ari drink Avi\n";
    Path plain = dir.resolve("plain.night");
    Files.writeString(plain, setup + night);
    Run r = run("compare", plain.toString());
    assertEquals(2, r.code(), r.err());
    assertTrue(r.err().startsWith(plain + ":11:18: error: 'Avi' cannot come out of Ari's drink"),
        r.err());
    assertTrue(r.err().contains("compare the night without its pins, or with --schemes"),
        r.err());
    assertEquals("", r.out());
    Path game = dir.resolve("game.night");
    Files.writeString(game, setup + "night 1\nAri drink Cohen\nrandom Ari drink Eli\nnight 2\n"
        + night);
    r = run("compare", "--schemes", "rar,sequential", game.toString());
    assertEquals(2, r.code(), r.err());
    assertTrue(r.err().startsWith(game + ":15:18: error: 'Avi' cannot come out"), r.err());
    assertEquals(0, run("compare", "--schemes", "rar,snarf", plain.toString()).code());
  }

  private static void assertError(String expectedStart, String... args) {
    Run r = run(args);
    assertEquals(2, r.code(), String.join(" ", args) + "\n" + r.err());
    assertTrue(r.err().startsWith(expectedStart) || r.err().contains("error: " + expectedStart)
        || r.err().contains(expectedStart), String.join(" ", args) + "\n" + r.err());
    assertFalse(r.err().contains("Exception"), r.err());
    assertFalse(r.err().contains("\tat "), r.err());
    assertEquals("", r.out());
  }
}
