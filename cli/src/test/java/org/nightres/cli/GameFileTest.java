package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nightres.cli.MainTest.Run;

/** Game files ({@code games.md} section 1) through the command line: several nights, state carried. */
class GameFileTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  /**
   * Night 1: Avi dies, Eli's one-shot vest stops Bob's kill. Night 2: Fay is Abroad through
   * night 3, so the Mafia kill on her fails. Night 3: the spent vest no longer saves Eli; Bob dies.
   */
  static final String GAME = String.join("\n",
      "# a three-night game",
      "player Avi  town  Cop",
      "player Bob  town  Vigilante",
      "player Dana mafia Goon",
      "player Eli  town  Doctor Bulletproof(1)",
      "player Fay  town  Vanilla",
      "",
      "night 1",
      "Dana mafiakill Avi",
      "Bob kill Eli",
      "Avi investigate Dana",
      "",
      "night 2",
      "state Fay status Abroad until N3",
      "Dana mafiakill Fay",
      "Eli protect Bob",
      "",
      "night 3",
      "Bob kill Eli",
      "Dana mafiakill Bob",
      "");

  private static Path game(Path dir) throws IOException {
    Path file = dir.resolve("game.night");
    Files.writeString(file, GAME);
    return file;
  }

  private static JsonNode json(Run r) throws IOException {
    assertEquals(0, r.code(), r.err());
    return JSON.readTree(r.out());
  }

  private static List<String> strings(JsonNode array) {
    List<String> out = new ArrayList<>();
    array.forEach(n -> out.add(n.asText()));
    return out;
  }

  private static JsonNode player(JsonNode state, String name) {
    for (JsonNode p : state.get("players")) {
      if (p.get("name").asText().equals(name)) {
        return p;
      }
    }
    throw new AssertionError(name + " not in " + state);
  }

  @Test
  void everyNightIsResolvedFromTheStateTheOneBeforeLeft(@TempDir Path dir) throws IOException {
    JsonNode root = json(MainTest.run("resolve", "--format", "json", game(dir).toString()));
    JsonNode nights = root.get("nights");
    assertEquals(3, nights.size());
    assertEquals(List.of("Avi"), strings(nights.get(0).get("deaths")));
    assertEquals(List.of(), strings(nights.get(1).get("deaths")), "Fay is Abroad: the kill fails");
    assertTrue(strings(nights.get(2).get("deaths")).contains("Bob"), nights.get(2).toString());
    // the death of night 1 is carried over
    assertFalse(player(nights.get(0).get("state"), "Avi").get("alive").asBoolean());
    assertFalse(player(root.get("state"), "Avi").get("alive").asBoolean());
    // the vest stopped Bob's kill on night 1
    assertTrue(player(nights.get(0).get("state"), "Eli").get("alive").asBoolean());
    // Abroad until N3: listed after night 2, gone after night 3
    JsonNode abroad = player(nights.get(1).get("state"), "Fay").get("statuses");
    assertEquals(1, abroad.size(), abroad.toString());
    assertEquals("Abroad", abroad.get(0).get("status").asText());
    assertEquals("N3", abroad.get(0).get("until").asText());
    assertFalse(abroad.get(0).has("by"), "no `by` when absent");
    assertEquals(0, player(root.get("state"), "Fay").get("statuses").size());
  }

  /** games.md section 2.2: a {@code Bulletproof(n)} vest spends a use in a night it was needed. */
  @Test
  void aOneShotVestIsWornDownByTheKillItStopped(@TempDir Path dir) throws IOException {
    JsonNode root = json(MainTest.run("resolve", "--format", "json", game(dir).toString()));
    JsonNode nights = root.get("nights");
    assertEquals(List.of("Bulletproof(0)"), strings(player(nights.get(0).get("state"), "Eli").get("modifiers")));
    assertEquals(List.of("Bob", "Eli"), strings(nights.get(2).get("deaths")), "the vest is spent");
    Run text = MainTest.run("resolve", game(dir).toString());
    assertTrue(text.out().contains("  Modifiers: Eli Bulletproof(0)\n"), text.out());
  }

  /**
   * The dead hold no statuses (our ruling, moderators-guide "State lines"; seed 003: "Dead" ends
   * every other condition): Avi's statuses end with his death on night 1, so night 2 does not
   * announce the dead Avi as `marked`, and --state-out writes no status line for him. Fay's
   * status, which outlives the night, is carried.
   */
  @Test
  void theStatusesOfTheDeadEndWithTheirDeath(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("dead.night");
    Files.writeString(file, """
        status Marked announce=holder "announced every night"
        player Avi  town  Cop
        player Bob  town  Vigilante
        player Dana mafia Goon
        player Fay  town  Vanilla
        state Avi status Marked
        state Avi status Suspended until N3
        state Fay status Marked
        night 1
        Dana mafiakill Avi
        night 2
        Bob kill Dana
        """);
    JsonNode root = json(MainTest.run("resolve", "--format", "json", file.toString()));
    JsonNode nights = root.get("nights");
    assertEquals(0, player(nights.get(0).get("state"), "Avi").get("statuses").size(),
        nights.get(0).get("state").toString());
    assertEquals(1, player(nights.get(0).get("state"), "Fay").get("statuses").size());
    assertEquals("[{\"kind\":\"marked\",\"player\":\"Fay\"},{\"kind\":\"death\",\"player\":"
        + "\"Dana\"}]", nights.get(1).get("announcements").toString());
    Path out = dir.resolve("next.night");
    assertEquals(0, MainTest.run("resolve", "--night", "1", "--state-out", out.toString(),
        file.toString()).code());
    String next = Files.readString(out);
    assertFalse(next.contains("state Avi status"), next);
    assertTrue(next.contains("state Avi dead since N1\nstate Fay status Marked\n"), next);
    Files.writeString(out, next + "Bob kill Dana\n");
    JsonNode again = json(MainTest.run("resolve", "--format", "json", out.toString()));
    assertEquals(nights.get(1).get("announcements"), again.get("announcements"));
    assertEquals(root.get("state"), again.get("state"));
  }

  /**
   * A status until a day (games.md section 2.2): {@code until D1} is listed in the JSON state
   * after night 1 (it holds through day 1) and not written by --state-out into the file that
   * starts night 2, where it is over before the night (a {@code state} line with it would be an
   * error); one with expire effects is written, its expiry still to come on night 2 (our
   * ruling, moderators-guide "Running a game"). The game goes on alike either way.
   */
  @Test
  void aStatusUntilTheDayBeforeTheNextNightIsListedButNotWrittenUnlessItsExpiryIsToCome(
      @TempDir Path dir) throws IOException {
    Path file = dir.resolve("day.night");
    Files.writeString(file, """
        status Doomed expire=kill(self, strong) [order 110] "dies when it ends"
        player Avi  town  Cop
        player Bob  town  Vanilla
        player Dana mafia Goon
        state Avi status Suspended until D1
        state Bob status Doomed until D1
        night 1
        Avi investigate Dana
        night 2
        Avi investigate Dana
        """);
    JsonNode root = json(MainTest.run("resolve", "--format", "json", file.toString()));
    JsonNode after1 = root.get("nights").get(0).get("state");
    assertEquals("[{\"status\":\"Suspended\",\"until\":\"D1\"}]",
        player(after1, "Avi").get("statuses").toString(), after1.toString());
    Path out = dir.resolve("next.night");
    assertEquals(0, MainTest.run("resolve", "--night", "1", "--state-out", out.toString(),
        file.toString()).code());
    String next = Files.readString(out);
    assertFalse(next.contains("state Avi status"), next);
    assertTrue(next.contains("state Bob status Doomed until D1\n"), next);
    Files.writeString(out, next + "Avi investigate Dana\n");
    JsonNode again = json(MainTest.run("resolve", "--format", "json", out.toString()));
    assertEquals(root.get("nights").get(1), again.get("nights").get(0));
    assertEquals(List.of("Bob"), strings(again.get("deaths")), "the expiry came on night 2");
  }

  /** games.md section 2.2: the state carries last uses; the JSON state lists them under "last". */
  @Test
  void theJsonStateListsTheLastUseOfAnAbilityWithASuccessionLimit(@TempDir Path dir)
      throws IOException {
    Path file = dir.resolve("last.night");
    Files.writeString(file, """
        role Hermit
        ability Hermit.pray X = protect(X) [no-succession]
        player Her town Hermit
        player Ann town Vanilla
        night 1
        Her pray Ann
        night 2
        """);
    JsonNode root = json(MainTest.run("resolve", "--format", "json", file.toString()));
    JsonNode after1 = player(root.get("nights").get(0).get("state"), "Her");
    assertEquals(List.of("Ann", "N1"), strings(after1.get("last").get("pray")), after1.toString());
    assertFalse(player(root.get("nights").get(0).get("state"), "Ann").has("last"),
        "a key only where it holds something");
  }

  /**
   * An attribute given for a while ({@code attr(X, k=v, until=N+1)}) carries its last phase in
   * the state; the JSON state lists it under "expiries", as --state-out writes {@code state P attr
   * k until N2}, and only while it holds.
   */
  @Test
  void theJsonStateListsWhenAnAttributeGivenForAWhileEnds(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("mark.night");
    Files.writeString(file, """
        role Marker
        ability Marker.mark X = attr(X, marked=yes, until=N+1)
        player Mar town Marker
        player Ann town Vanilla
        night 1
        Mar mark Ann
        night 2
        night 3
        """);
    JsonNode root = json(MainTest.run("resolve", "--format", "json", file.toString()));
    JsonNode nights = root.get("nights");
    JsonNode after1 = player(nights.get(0).get("state"), "Ann");
    assertEquals("yes", after1.get("attributes").get("marked").asText(), after1.toString());
    assertEquals("N2", after1.get("expiries").get("marked").asText(), after1.toString());
    assertFalse(player(nights.get(0).get("state"), "Mar").has("expiries"),
        "a key only where it holds something");
    JsonNode after2 = player(nights.get(1).get("state"), "Ann");
    assertFalse(after2.get("attributes").has("marked"), after2.toString());
    assertFalse(after2.has("expiries"), "gone with the attribute: " + after2);
    Path out = dir.resolve("state.night");
    assertEquals(0, MainTest.run("resolve", "--night", "1", "--state-out", out.toString(),
        file.toString()).code());
    assertTrue(Files.readString(out).contains("state Ann attr marked until N2\n"),
        Files.readString(out));
  }

  /**
   * An included file's option that the game's scheme does not read (a warning) is not written
   * into the state file as the file's own line, where it would be an error: the game goes on
   * through --state-out under its scheme as a whole (games.md section 1).
   */
  @Test
  void aStateFileWritesOnlyTheOptionsItsSchemeReads(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("seq.roles"), "option deaths end-of-night\n"
        + "role Zapper\nability Zapper.zap X = kill(X)\n");
    Path file = Files.writeString(dir.resolve("g.night"), "include seq.roles\nscheme rar\n"
        + "player Ann town Zapper\nplayer Bob town Zapper\nplayer Cid town Cop\n"
        + "night 1\nAnn zap Bob\nnight 2\nCid investigate Ann\n");
    Run whole = MainTest.run("resolve", file.toString());
    assertEquals(0, whole.code(), whole.err());
    assertTrue(whole.err().contains("the rules' option deaths end-of-night is read only by "
        + "scheme sequential"), whole.err());
    Path out = dir.resolve("state.night");
    assertEquals(0, MainTest.run("resolve", "--night", "1", "--state-out", out.toString(),
        file.toString()).code());
    assertFalse(Files.readString(out).contains("option deaths"), Files.readString(out));
    Files.writeString(out, Files.readString(out) + "Cid investigate Ann\n");
    Run rest = MainTest.run("resolve", out.toString());
    assertEquals(0, rest.code(), rest.err());
  }

  /**
   * A game played under {@code --scheme} goes on under it through --state-out: the state file
   * names the scheme played (not the file's {@code scheme rar}) and keeps the options that scheme
   * reads, so night 2 resolved from it is night 2 of the whole game (games.md section 1).
   */
  @Test
  void aStateFileNamesTheSchemeOfTheCommandLine(@TempDir Path dir) throws IOException {
    Path file = Files.writeString(dir.resolve("g.night"), "scheme rar\n"
        + "option deaths end-of-night\n"
        + "player Ann town Vigilante\nplayer Bob town Cop\nplayer Cid mafia Goon\n"
        + "night 1\nAnn kill Cid\nBob investigate Cid\nnight 2\nBob investigate Ann\n");
    JsonNode whole = json(MainTest.run("resolve", "--scheme", "sequential", "--format", "json",
        file.toString()));
    Path out = dir.resolve("state.night");
    assertEquals(0, MainTest.run("resolve", "--scheme", "sequential", "--night", "1",
        "--state-out", out.toString(), file.toString()).code());
    String state = Files.readString(out);
    assertTrue(state.contains("scheme sequential\noption deaths end-of-night\n"), state);
    Files.writeString(out, state + "Bob investigate Ann\n");
    ObjectNode step = (ObjectNode) json(MainTest.run("resolve", "--format", "json",
        out.toString()));
    step.remove("nights");
    assertEquals(whole.get("scheme"), step.remove("scheme"));
    assertEquals(whole.get("nights").get(1), step);
  }

  @Test
  void theJsonHasTheKeysOfGamesSection8(@TempDir Path dir) throws IOException {
    JsonNode root = json(MainTest.run("resolve", "--format", "json", game(dir).toString()));
    assertEquals(List.of("scheme", "night", "deaths", "recruited", "feedback", "announcements", "notices",
        "random", "state", "nights"), fieldNames(root));
    assertEquals("rar", root.get("scheme").asText());
    assertEquals(3, root.get("night").asInt());
    assertTrue(strings(root.get("deaths")).contains("Bob"), root.get("deaths").toString());
    assertEquals(0, root.get("random").size());
    JsonNode death = root.get("announcements").get(0);
    assertEquals("death", death.get("kind").asText());
    assertTrue(death.has("player"));
    JsonNode state = root.get("state");
    assertEquals(4, state.get("night").asInt());
    List<String> names = new ArrayList<>();
    state.get("players").forEach(p -> names.add(p.get("name").asText()));
    assertEquals(List.of("Avi", "Bob", "Dana", "Eli", "Fay"), names, "declaration order");
    assertEquals(List.of("name", "alive", "exiled", "alignment", "roles", "modifiers", "attributes", "uses",
        "statuses", "links"), fieldNames(state.get("players").get(0)));
    JsonNode dana = player(state, "Dana");
    assertTrue(dana.get("alive").asBoolean());
    assertFalse(dana.get("exiled").asBoolean());
    assertEquals("mafia", dana.get("alignment").asText());
    assertEquals(1, dana.get("roles").size());
    for (int i = 0; i < 3; i++) {
      JsonNode night = root.get("nights").get(i);
      assertEquals(i + 1, night.get("night").asInt());
      assertEquals(List.of("night", "deaths", "recruited", "feedback", "announcements", "notices", "random",
          "state"), fieldNames(night));
      assertEquals(i + 2, night.get("state").get("night").asInt());
    }
    JsonNode feedback = root.get("nights").get(0).get("feedback").get(0);
    assertEquals("Avi", feedback.get("player").asText());
    assertEquals("guilty", feedback.get("result").asText());
  }

  @Test
  void aPlainFileKeepsItsTextAndGetsOneNightInJson() {
    Path file = org.nightres.core.testing.ConformanceCase.all().get(0).nightFile();
    Run text = MainTest.run("resolve", file.toString());
    assertEquals(0, text.code(), text.err());
    assertTrue(text.out().startsWith("Scheme: "), text.out());
    assertFalse(text.out().contains("Night 1"), text.out());
    assertFalse(text.out().contains("After night"), text.out());
    JsonNode root;
    try {
      root = json(MainTest.run("resolve", "--format", "json", file.toString()));
    } catch (IOException e) {
      throw new AssertionError(e);
    }
    assertEquals(1, root.get("night").asInt());
    assertEquals(1, root.get("nights").size());
    assertEquals(2, root.get("state").get("night").asInt());
    assertEquals(root.get("deaths"), root.get("nights").get(0).get("deaths"));
    assertEquals(0, MainTest.run("resolve", "--night", "1", file.toString()).code());
    Run two = MainTest.run("resolve", "--night", "2", file.toString());
    assertEquals(2, two.code());
    assertTrue(two.err().contains("has no night 2 (it has night 1)"), two.err());
  }

  @Test
  void textShowsEachNightUnderAHeadingThenTheState(@TempDir Path dir) throws IOException {
    Run r = MainTest.run("resolve", game(dir).toString());
    assertEquals(0, r.code(), r.err());
    String out = r.out();
    assertTrue(out.startsWith("Scheme: rar\n\nNight 1\nDeaths: Avi\nAnnouncements: Avi (death)\n"), out);
    assertTrue(out.contains("\nNight 2\nDeaths: none\n"), out);
    assertTrue(out.contains("\nNight 3\nDeaths: Bob"), out);
    assertTrue(out.contains("  to Avi: Dana is guilty.\n"), out);
    assertTrue(out.contains("\nAfter night 3:\n  Dead: Avi (since N1), Bob (since N3)"), out);
    assertTrue(out.contains("  Modifiers: Eli Bulletproof("), out);
    assertFalse(out.contains("Abroad"), "expired after night 3: " + out);
    Run two = MainTest.run("resolve", "--night", "2", game(dir).toString());
    assertTrue(two.out().contains("\nAfter night 2:\n  Dead: Avi (since N1)\n  Statuses: Fay Abroad until N3\n"),
        two.out());
    assertFalse(two.out().contains("Night 3"), two.out());
  }

  @Test
  void aDeadActorInALaterNightIsInvalidInputAtItsLine(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("dead.night");
    Files.writeString(file, GAME.replace("Eli protect Bob", "Avi investigate Dana"));
    for (String command : List.of("resolve", "explain", "check")) {
      Run r = MainTest.run(command, file.toString());
      assertEquals(2, r.code(), command + ": " + r.out());
      assertTrue(r.err().startsWith(file + ":16:1: error: "), r.err());
      assertTrue(r.err().contains("Avi"), r.err());
      assertTrue(r.err().contains("dead"), r.err());
      assertTrue(r.err().contains("\n  Avi investigate Dana\n  ^\n"), r.err());
      assertTrue(r.err().endsWith("1 error\n"), r.err());
      assertFalse(r.err().contains("Exception"), r.err());
      assertEquals("", r.out());
    }
    // only through night 1: the bad line of night 2 is not reached
    assertEquals(0, MainTest.run("resolve", "--night", "1", file.toString()).code());
  }

  @Test
  void aBadLineOfALaterNightIsReportedAtItsLineAndColumn(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("bad.night");
    Files.writeString(file, GAME.replace("Dana mafiakill Bob", "Dana mafiakill Nobody"));
    Run r = MainTest.run("resolve", file.toString());
    assertEquals(2, r.code(), r.out());
    assertTrue(r.err().startsWith(file + ":20:16: error: unknown player 'Nobody'"), r.err());
    assertEquals("", r.out());
    assertEquals(0, MainTest.run("resolve", "--night", "2", file.toString()).code());
  }

  @Test
  void stateLinesOfTheSetupAndOfANightShowInTheState(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("state.night");
    Files.writeString(file, String.join("\n",
        "player Avi  town  Cop",
        "player Bob  town  Vigilante",
        "player Dana mafia Goon",
        "player Fay  town  Vanilla",
        "state Bob exiled",
        "night 1",
        "Dana mafiakill Avi",
        "night 2",
        "state Fay status Suspended until D2 by Dana",
        "night 3",
        "Dana mafiakill Fay",
        ""));
    JsonNode root = json(MainTest.run("resolve", "--format", "json", "--night", "2", file.toString()));
    JsonNode bob = player(root.get("state"), "Bob");
    assertFalse(bob.get("alive").asBoolean());
    assertTrue(bob.get("exiled").asBoolean());
    JsonNode suspended = player(root.get("state"), "Fay").get("statuses").get(0);
    assertEquals(List.of("status", "until", "by"), fieldNames(suspended));
    assertEquals("Suspended", suspended.get("status").asText());
    assertEquals("D2", suspended.get("until").asText());
    assertEquals("Dana", suspended.get("by").asText());
    Run text = MainTest.run("resolve", "--night", "2", file.toString());
    assertTrue(text.out().contains("  Exiled: Bob"), text.out());
    assertTrue(text.out().contains("  Statuses: Fay Suspended until D2 by Dana\n"), text.out());
  }

  @Test
  void aGameFromStandardInput() throws IOException {
    java.io.InputStream stdin = System.in;
    System.setIn(new java.io.ByteArrayInputStream(GAME.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
    try {
      JsonNode root = json(MainTest.run("resolve", "--format", "json", "-"));
      assertEquals(3, root.get("nights").size());
    } finally {
      System.setIn(stdin);
    }
  }

  @Test
  void nightResolvesOnlyThroughNightN(@TempDir Path dir) throws IOException {
    Path file = game(dir);
    JsonNode root = json(MainTest.run("resolve", "--format", "json", "--night", "2", file.toString()));
    assertEquals(2, root.get("night").asInt());
    assertEquals(2, root.get("nights").size());
    assertEquals(3, root.get("state").get("night").asInt());
    for (String bad : List.of("4", "0", "-1")) {
      Run r = MainTest.run("resolve", "--night", bad, file.toString());
      assertEquals(2, r.code(), bad);
      assertEquals("nightres: error: --night " + bad + ": " + file + " has no night " + bad
          + " (it has nights 1 to 3)\n", r.err());
      assertEquals("", r.out());
    }
    assertEquals(2, MainTest.run("resolve", "--night", "two", file.toString()).code());
  }

  /** --state-out naming the input file is refused before anything is read: the game is kept. */
  @Test
  void theStateIsNotWrittenOverTheInputFile(@TempDir Path dir) throws IOException {
    Path file = game(dir);
    String before = Files.readString(file);
    Run r = MainTest.run("resolve", "--state-out", dir.resolve(".").resolve(file.getFileName())
        .toString(), file.toString());
    assertEquals(2, r.code(), r.err());
    assertTrue(r.err().startsWith("nightres: error: --state-out "), r.err());
    assertTrue(r.err().contains(" is the input file; write the state to another file"), r.err());
    assertEquals("", r.out());
    assertEquals(before, Files.readString(file));
    Run dash = MainTest.run("resolve", "--state-out", "-", file.toString());
    assertEquals(2, dash.code(), dash.err());
    assertTrue(dash.err().startsWith("nightres: error: --state-out - : the state goes to a file"),
        dash.err());
    assertFalse(Files.exists(Path.of("-")), "no file named -");
  }

  @Test
  void resolvingTheStateFileGivesTheSameOutcomeAsTheWholeFile(@TempDir Path dir) throws IOException {
    Path file = game(dir);
    Path state = dir.resolve("after-2.night");
    Run upTo2 = MainTest.run("resolve", "--night", "2", "--state-out", state.toString(), file.toString());
    assertEquals(0, upTo2.code(), upTo2.err());
    String written = Files.readString(state);
    assertTrue(written.contains("night 3"), written);
    Files.writeString(state, written + "Bob kill Eli\nDana mafiakill Bob\n");
    JsonNode whole = json(MainTest.run("resolve", "--format", "json", file.toString()));
    JsonNode resumed = json(MainTest.run("resolve", "--format", "json", state.toString()));
    ((ObjectNode) whole).remove("nights");
    ((ObjectNode) resumed).remove("nights");
    assertEquals(whole, resumed, "whole:\n" + whole + "\nresumed:\n" + resumed);
    // and the state after night 3 written both ways reads the same
    Path a = dir.resolve("a.night");
    Path b = dir.resolve("b.night");
    assertEquals(0, MainTest.run("resolve", "--state-out", a.toString(), file.toString()).code());
    assertEquals(0, MainTest.run("resolve", "--state-out", b.toString(), state.toString()).code());
    assertEquals(Files.readString(a), Files.readString(b));
    // the text of the last night and the state summary read the same too (since included)
    String wholeText = MainTest.run("resolve", file.toString()).out();
    String resumedText = MainTest.run("resolve", state.toString()).out();
    assertEquals(wholeText.substring(wholeText.indexOf("\nNight 3\n")),
        resumedText.substring(resumedText.indexOf("\nNight 3\n")));
  }

  @Test
  void aStateFileKeepsARulesFileLineThatResolvesFromItsOwnFolder(@TempDir Path dir)
      throws IOException {
    Files.createDirectories(dir.resolve("rules"));
    Files.createDirectories(dir.resolve("out"));
    Files.writeString(dir.resolve("rules/conan.roles"), """
        role Police
        ability Police.arrest X = status(X, Arrested) + visit(X) [order 30]
        role Thug
        ability mafia.mafiakill X = kill(X) + visit(X)
        """);
    Path file = dir.resolve("g.night");
    Files.writeString(file, """
        rules rules/conan.roles
        player Pol town Police
        player Gin mafia Thug
        player Vic town Police
        night 1
        Gin mafiakill Vic
        night 2
        Pol arrest Gin
        Gin mafiakill Pol
        """);
    Path state = dir.resolve("out/after-1.night");
    Run upTo1 = MainTest.run("resolve", "--night", "1", "--state-out", state.toString(),
        file.toString());
    assertEquals(0, upTo1.code(), upTo1.err());
    String written = Files.readString(state);
    assertTrue(written.startsWith("rules ../rules/conan.roles\n"), written);
    assertFalse(written.contains("ability"), "the rule set is the file's, not written again");
    Files.writeString(state, written + "Pol arrest Gin\nGin mafiakill Pol\n");
    JsonNode whole = json(MainTest.run("resolve", "--format", "json", file.toString()));
    JsonNode resumed = json(MainTest.run("resolve", "--format", "json", state.toString()));
    ((ObjectNode) whole).remove("nights");
    ((ObjectNode) resumed).remove("nights");
    assertEquals(whole, resumed, "games.md section 1: the same outcome night by night");
  }

  @Test
  void stateOutToAMissingFolderIsInvalidInput(@TempDir Path dir) throws IOException {
    Path out = dir.resolve("no/such/dir/s.night");
    Run r = MainTest.run("resolve", "--state-out", out.toString(), game(dir).toString());
    assertEquals(2, r.code());
    assertEquals("nightres: error: cannot write " + out + ": no such folder\n", r.err());
    assertFalse(Files.exists(out));
  }

  @Test
  void checkExplainAndCompareTakeGameFiles(@TempDir Path dir) throws IOException {
    Path file = game(dir);
    Run check = MainTest.run("check", file.toString());
    assertEquals(0, check.code(), check.err());
    assertEquals(file + ": ok (5 players, nights 1 to 3, 7 actions)\n", check.out());
    Run explain = MainTest.run("explain", file.toString());
    assertEquals(0, explain.code(), explain.err());
    int n1 = explain.out().indexOf("\nNight 1\n");
    int n2 = explain.out().indexOf("\nNight 2\n");
    int n3 = explain.out().indexOf("\nNight 3\n");
    assertTrue(n1 > 0 && n2 > n1 && n3 > n2, explain.out());
    for (String part : List.of(explain.out().substring(n1, n2), explain.out().substring(n2, n3),
        explain.out().substring(n3))) {
      assertTrue(part.contains("Why:\n"), part);
    }
    JsonNode explained = json(MainTest.run("explain", "--format", "json", file.toString()));
    assertTrue(explained.has("explanations"));
    explained.get("nights").forEach(n -> assertTrue(n.has("explanations"), n.toString()));
    Run compare = MainTest.run("compare", file.toString());
    assertEquals(0, compare.code(), compare.err());
    assertTrue(compare.out().contains(file + " (night 3)"), compare.out());
    JsonNode compared = json(MainTest.run("compare", "--format", "json", file.toString()));
    assertEquals(file + " (night 3)", compared.get("file").asText());
  }

  @Test
  void anOptionASchemeRefusesIsInvalidInputAtItsLine(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("dsa.night");
    Files.writeString(file, "option death-stops-actions later\nplayer V town Vigilante\nplayer A town Cop\n"
        + "player B town Vanilla\nV kill A\nA investigate B\n");
    Run nar = MainTest.run("resolve", "--scheme", "nar", file.toString());
    assertEquals(2, nar.code(), nar.out());
    assertTrue(nar.err().startsWith(file + ":1:8: error: "), nar.err());
    Run compare = MainTest.run("compare", file.toString());
    assertEquals(2, compare.code(), compare.err());
    assertTrue(compare.err().startsWith(file + ":1:8: error: "), "night-format.md section 4: "
        + "FILE:LINE:COL and a caret, as resolve says it: " + compare.err());
    assertTrue(compare.err().contains("leave nar out with --schemes"), compare.err());
    assertTrue(compare.err().contains("death-stops-actions"), compare.err());
    assertFalse(compare.err().contains("Exception"), compare.err());
  }

  /**
   * A role change takes the lost ability's uses left and last use with it (roles-language.md,
   * state changes: "a role that comes back comes with fresh limits"), whether a night's ability
   * or a {@code state P role} line made it: else the state written with {@code --state-out} names
   * an ability its player no longer has, and reading it back is an error.
   */
  @Test
  void aRoleChangeDropsTheLostAbilitysUsesAndLastUse(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("turned.night");
    Files.writeString(file, String.join("\n",
        "role Hooker",
        "ability Hooker.sleep X = block(X) [no-succession, uses 3]",
        "role Changer",
        "ability Changer.turn X = role(X, set Cop) [order 50]",
        "player Ann town Hooker",
        "player Bob town Changer",
        "player Cid mafia Goon",
        "player Dee town Hooker",
        "night 1",
        "Ann sleep Cid",
        "Bob turn Ann",
        "Dee sleep Cid",
        "night 2",
        "state Dee role Cop",
        ""));
    for (String scheme : List.of("rar", "snarf", "nar", "sequential")) {
      JsonNode root = json(MainTest.run("resolve", "--scheme", scheme, "--format", "json",
          file.toString()));
      JsonNode ann = player(root.get("nights").get(0).get("state"), "Ann");
      assertEquals("[\"Cop\"]", ann.get("roles").toString(), scheme);
      assertFalse(ann.has("last"), scheme + ": Ann no longer has `sleep`: " + ann);
      JsonNode dee = player(root.get("state"), "Dee");
      assertEquals(0, dee.get("uses").size(), scheme + ": " + dee);
      assertFalse(dee.has("last"), scheme + ": " + dee);
      Path out = dir.resolve("after-" + scheme + ".night");
      Run written = MainTest.run("resolve", "--scheme", scheme, "--state-out", out.toString(),
          file.toString());
      assertEquals(0, written.code(), written.err());
      assertFalse(Files.readString(out).contains(" sleep "), Files.readString(out));
      Run reread = MainTest.run("resolve", "--scheme", scheme, out.toString());
      assertEquals(0, reread.code(), reread.err());
    }
  }

  /** {@code state P role}: the limits of the new role start fresh, a limited passive's too. */
  @Test
  void aStateRoleLineGivesTheRoleFreshLimits(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("fresh.night");
    Files.writeString(file, String.join("\n",
        "rules mafia1923",
        "player Bob  town  Butler family=Levi",
        "player Dana mafia MafiaMember family=Cohen",
        "player Eli  town  Townsperson family=Levi",
        "state Bob uses Butler.passive 0",
        "state Bob uses poison 0",
        "night 2",
        "state Bob role Butler",
        "Dana mafiakill Bob",
        ""));
    JsonNode root = json(MainTest.run("resolve", "--format", "json", file.toString()));
    assertEquals(List.of(), strings(root.get("deaths")), "a fresh Butler survives the attempt");
    // two attempts fresh, one spent tonight; the poison has its role's limit again (not listed)
    assertEquals("{\"Butler.passive\":1}",
        player(root.get("state"), "Bob").get("uses").toString());
  }

  /**
   * Ruling (roles-language.md, limits): a submitted line is a use for succession whatever {@code
   * spend} says; a line a held status nullified spends nothing under {@code spend performed}, but
   * still forbids a {@code no-succession} use the next night.
   */
  @Test
  void aNullifiedLineIsStillTheLastUseForSuccession(@TempDir Path dir) throws IOException {
    String setup = String.join("\n",
        "role Hooker",
        "ability Hooker.sleep X = block(X) + visit(X) [no-succession, uses 3, spend performed]",
        "player Bob town Hooker",
        "player Cid mafia Goon",
        "state Bob status Suspended until N1",
        "night 1",
        "Bob sleep Cid",
        "");
    Path one = dir.resolve("one.night");
    Files.writeString(one, setup);
    JsonNode bob = player(json(MainTest.run("resolve", "--format", "json", one.toString()))
        .get("state"), "Bob");
    assertEquals("{}", bob.get("uses").toString(), "nullified: nothing spent");
    assertEquals("{\"sleep\":[\"Cid\",\"N1\"]}", bob.get("last").toString());
    Path two = dir.resolve("two.night");
    Files.writeString(two, setup + "night 2\nBob sleep Cid\n");
    Run r = MainTest.run("resolve", two.toString());
    assertEquals(2, r.code(), r.out());
    assertTrue(r.err().startsWith(two + ":9:5: error: Bob used `sleep` last night: it is "
        + "no-succession"), r.err());
  }

  /**
   * games.md section 2.2: a status {@code until N4} is listed after night 3 and gone after night
   * 4; {@code until D4} is still listed after night 4 (it holds through day 4) and gone after
   * night 5. Night 4 nullifies both holders' investigations; night 5 neither (D4 is over before
   * night 5), in every scheme.
   */
  @Test
  void untilN4AndUntilD4EndAtTheirPhases(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("until.night");
    Files.writeString(file, String.join("\n",
        "player Ann town Cop",
        "player Bob town Cop",
        "player Cid mafia Goon",
        "state Ann status Suspended until N4",
        "state Bob status Suspended until D4",
        "night 3",
        "night 4",
        "Ann investigate Cid",
        "Bob investigate Cid",
        "night 5",
        "Ann investigate Cid",
        "Bob investigate Cid",
        ""));
    for (String scheme : List.of("rar", "snarf", "nar", "sequential")) {
      JsonNode nights = json(MainTest.run("resolve", "--scheme", scheme, "--format", "json",
          file.toString())).get("nights");
      List<String> listed = new ArrayList<>();
      for (JsonNode n : nights) {
        StringBuilder b = new StringBuilder("N" + n.get("night").asInt() + ":");
        for (String who : List.of("Ann", "Bob")) {
          player(n.get("state"), who).get("statuses")
              .forEach(x -> b.append(' ').append(who).append(' ').append(x.get("until").asText()));
        }
        listed.add(b.toString());
      }
      assertEquals(List.of("N3: Ann N4 Bob D4", "N4: Bob D4", "N5:"), listed, scheme);
      assertEquals(List.of("no result", "no result"), results(nights.get(1)), scheme);
      assertEquals(List.of("guilty", "guilty"), results(nights.get(2)), scheme);
    }
  }

  private static List<String> results(JsonNode night) {
    List<String> out = new ArrayList<>();
    night.get("feedback").forEach(f -> out.add(f.get("result").asText()));
    return out;
  }

  private static List<String> fieldNames(JsonNode node) {
    List<String> out = new ArrayList<>();
    node.fieldNames().forEachRemaining(out::add);
    return out;
  }
}
