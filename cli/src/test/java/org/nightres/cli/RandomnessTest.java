package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.NightResolver;
import org.nightres.core.format.GamePlay;
import org.nightres.core.testing.NightText;
import org.nightres.core.model.Draw;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Outcome;

/**
 * Seeded randomness ({@code games.md} section 9) under rar, snarf and nar: chance feedback,
 * random targets and forced actions are drawn once, up front, so every scheme resolves the same
 * draws; pins, {@code --seed}, the JSON {@code random} list, a game's later nights and the
 * {@code --state-out} round trip.
 */
class RandomnessTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  static List<NightResolver> schemes() {
    return GameFilesTest.schemes();
  }

  private static final String RULES = """
      role Drunkard
      ability Drunkard.drink F:family = kill(random(members(F)), tag=drunkard) [uses 1]
      role Saboteur
      ability Saboteur.jam X = block(X, only=investigating, feedback=50%:Citizen|50%:real)
      role Lout
      ability Lout.brawl = kill(random(valid))
      role Pusher
      ability Pusher.push X = redirect(X, to=random(valid)) + visit(X)
      role MafiaMember faction=mafia
      ability MafiaMember.mafiakill X = kill(X, tag=factionkill) [per-faction ceil(living/20), when X in !align:mafia] {forced}
      role Bomber
      ability Bomber.boom = kill(random(others))
      role Hunter
      ability Hunter.hunt = kill(random(align:mafia))
      role Oracle
      ability Oracle.peek = result(random(!align:town), role)
      """;

  private static GamePlay play(NightResolver resolver, String text) {
    return NightText.play(resolver, RULES + text);
  }

  private static Outcome night(NightResolver resolver, String text) {
    return play(resolver, text).last();
  }

  /**
   * An information action aimed at a random player names only a player it drew: blocked before
   * its step under {@code sequential}, which draws as the action resolves, it drew nobody and its
   * {@code no result} is about nobody (it named its actor); the schemes that draw up front name
   * the player drawn.
   */
  @ParameterizedTest
  @MethodSource("everyScheme")
  void aBlockedRandomInformationActionNamesOnlyAPlayerItDrew(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Rb  town  Roleblocker
        player Ora town  Oracle
        player Ann town  Vanilla
        player Bo  mafia Vanilla
        Rb  block Ora
        Ora peek
        """);
    String drawn = resolver.scheme() == org.nightres.core.Scheme.SEQUENTIAL ? "" : "Bo";
    assertEquals(List.of(Feedback.of("Ora", "peek", drawn, drawn, Feedback.NO_RESULT)),
        o.feedback(), resolver.scheme().id());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aFakeFeedbackByChanceAnswersTheJammedInvestigation(NightResolver resolver) {
    String night = """
        player Sab mafia Saboteur
        player Cy  town  Cop
        player Ann town  Vanilla
        Sab jam Cy
        Cy investigate Sab
        Sab mafiakill Ann
        """;
    Outcome fake = night(resolver, night + "random Sab jam Citizen\n");
    assertEquals(List.of(Feedback.of("Cy", "investigate", "Sab", "Sab", "Citizen")),
        fake.feedback());
    Outcome real = night(resolver, night + "random Sab jam real\n");
    assertEquals(List.of(Feedback.of("Cy", "investigate", "Sab", "Sab", Feedback.GUILTY)),
        real.feedback(), "real: the true answer");
    assertEquals(List.of(new Draw("Sab", "jam", List.of("Citizen", "real"), "real", true,
        false)), real.draws());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theDrawnVictimIsProtectedAndVisitedLikeAWrittenTarget(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Ari town Drunkard family=Cohen
        player Avi town Vanilla  family=Cohen
        player Eli town Vanilla  family=Cohen
        player Doc town Doctor
        player Wat town Watcher
        Ari drink Cohen
        Doc protect Eli
        Wat watch Avi
        random Ari drink Eli
        """);
    assertEquals(List.of(), o.deaths(), "the Doctor protects the drawn Eli");
    Outcome avi = night(resolver, """
        player Ari town Drunkard family=Cohen
        player Avi town Vanilla  family=Cohen
        player Eli town Vanilla  family=Cohen
        player Doc town Doctor
        player Wat town Watcher
        Ari drink Cohen
        Doc protect Eli
        Wat watch Avi
        random Ari drink Avi
        """);
    assertEquals(List.of("Avi"), avi.deaths());
    assertEquals(List.of(Feedback.of("Wat", "watch", "Avi", "Avi", "Ari")), avi.feedback(),
        "the Drunkard visits whom he draws");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aDrawnTargetFollowsRoutesLikeAParameter(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Lou town Lout
        player Bus town BusDriver
        player Ann town Vanilla
        player Bob town Vanilla
        Lou brawl
        Bus swap Ann Bob
        random Lou brawl Ann
        """);
    assertEquals(List.of("Bob"), o.deaths(), "the swap carries the kill on the drawn Ann to Bob");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aRedirectToARandomPlayer(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Pat town Pusher
        player Vic town Vigilante
        player Ann town Vanilla
        player Bob town Vanilla
        Pat push Vic
        Vic kill Ann
        random Pat push Bob
        """);
    assertEquals(List.of("Bob"), o.deaths());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theForcedMafiaKillIsMadeWhenNobodySubmitsIt(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Ann town  Vanilla
        player Max mafia MafiaMember
        player Dan mafia MafiaMember
        player Bob town  Vanilla
        random Max mafiakill Bob
        """);
    assertEquals(List.of("Bob"), o.deaths());
    assertEquals("Max mafiakill Bob", o.autoActions().get(0).toString());
    assertEquals(List.of(new Draw("Max", "mafiakill", List.of("Ann", "Bob"), "Bob", true,
        true)), o.draws());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void everySchemeSeesTheSameDraws(NightResolver resolver) {
    String text = """
        seed 1923
        player Ari town  Drunkard family=Cohen
        player Avi town  Vanilla  family=Cohen
        player Sab mafia Saboteur family=Levi
        player Cy  town  Cop      family=Levi
        player Lou town  Lout
        Ari drink Cohen
        Sab jam Cy
        Cy investigate Sab
        Lou brawl
        """;
    Outcome o = night(resolver, text);
    Outcome rar = night(schemes().get(0), text);
    assertEquals(rar.draws(), o.draws());
    assertEquals(rar.deaths(), o.deaths());
    assertEquals(rar.feedback(), o.feedback());
    assertEquals(3, o.draws().size(), "drink, jam, brawl");
    assertEquals(List.of("drink", "jam", "brawl"),
        o.draws().stream().map(Draw::ability).toList(), "in submission order, auto last");
  }

  /** The picks of a one-candidate-of-three brawl over nights 1 and 2 of a game, seed S. */
  @ParameterizedTest
  @MethodSource("schemes")
  void nightTwoOfAGameDrawsFromSeedPlusOne(NightResolver resolver) {
    GamePlay play = play(resolver, """
        seed 40
        player Lou town Lout
        player A town Vanilla
        player B town Vanilla Bulletproof
        player C town Vanilla Bulletproof
        player D town Vanilla Bulletproof

        night 1
        Lou brawl

        night 2
        Lou brawl
        """);
    List<String> picks = new ArrayList<>();
    play.outcomes().forEach(o -> picks.add(o.draws().get(0).pick()));
    List<String> alive1 = List.of("A", "B", "C", "D");
    String first = alive1.get(SplitMix64.pick(new SplitMix64(40).next(), 4));
    assertEquals(first, picks.get(0));
    List<String> alive2 = new ArrayList<>(alive1);
    if (first.equals("A")) {
      alive2.remove("A");
    }
    assertEquals(alive2.get(SplitMix64.pick(new SplitMix64(41).next(), alive2.size())),
        picks.get(1), "night 2 draws from seed + 1, among the living");
  }

  @Test
  void theJsonRandomListAndAutoActions(@TempDir Path dir) throws Exception {
    Path f = dir.resolve("r.night");
    Files.writeString(f, RULES + """
        player Ari  town  Drunkard family=Cohen
        player Avi  town  Vanilla  family=Cohen
        player Dana mafia MafiaMember
        Ari drink Cohen
        random Ari drink Avi
        """);
    MainTest.Run r = MainTest.run("resolve", "--format", "json", f.toString());
    assertEquals(0, r.code(), r.err());
    JsonNode root = JSON.readTree(r.out());
    JsonNode random = root.get("random");
    assertEquals(2, random.size(), r.out());
    assertEquals("{\"actor\":\"Ari\",\"ability\":\"drink\",\"candidates\":[\"Ari\",\"Avi\"],"
        + "\"pick\":\"Avi\",\"pinned\":true}", random.get(0).toString());
    JsonNode auto = random.get(1);
    assertEquals("Dana", auto.get("actor").asText());
    assertEquals("mafiakill", auto.get("ability").asText());
    assertEquals("[\"Ari\",\"Avi\"]", auto.get("candidates").toString());
    assertTrue(auto.get("auto").asBoolean());
    assertEquals(root.get("random"), root.get("nights").get(0).get("random"));
    assertEquals("Dana", root.get("auto").get(0).get("actor").asText());
    MainTest.Run text = MainTest.run("explain", f.toString());
    assertTrue(text.out().contains("Random:\n  Ari drink: Avi (pinned) of Ari, Avi\n"), text.out());
    assertTrue(text.out().contains("Automatic: Dana mafiakill "), text.out());
    assertTrue(text.out().contains("(auto)"), "the explanation names the automatic kill");
  }

  @Test
  void seedOnTheCommandLineOverridesTheFile(@TempDir Path dir) throws Exception {
    Path f = dir.resolve("s.night");
    Files.writeString(f, RULES + """
        seed 5
        player Lou town Lout
        player A town Vanilla Bulletproof
        player B town Vanilla Bulletproof
        player C town Vanilla Bulletproof
        player D town Vanilla Bulletproof
        player E town Vanilla Bulletproof
        player F town Vanilla Bulletproof
        player G town Vanilla Bulletproof
        Lou brawl
        """);
    List<String> all = List.of("A", "B", "C", "D", "E", "F", "G");
    for (long seed : new long[] {0, 1, 2, 3}) {
      MainTest.Run r = MainTest.run("resolve", "--format", "json", "--seed",
          String.valueOf(seed), f.toString());
      assertEquals(0, r.code(), r.err());
      String pick = JSON.readTree(r.out()).get("random").get(0).get("pick").asText();
      assertEquals(all.get(SplitMix64.pick(new SplitMix64(seed).next(), 7)), pick);
    }
    MainTest.Run file = MainTest.run("resolve", "--format", "json", f.toString());
    assertEquals(all.get(SplitMix64.pick(new SplitMix64(5).next(), 7)),
        JSON.readTree(file.out()).get("random").get(0).get("pick").asText());
    MainTest.Run compare = MainTest.run("compare", "--seed", "3", f.toString());
    assertEquals(0, compare.code(), compare.err());
  }

  @Test
  void theStateOutFileKeepsTheSeedAndGivesTheSameNextNight(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("r.roles"), RULES);
    String setup = """
        include r.roles
        seed 77
        player Lou town Lout
        player A town Vanilla Bulletproof
        player B town Vanilla Bulletproof
        player C town Vanilla Bulletproof
        player D town Vanilla
        player Sab mafia Saboteur
        player Cy town Cop
        """;
    String night2 = "Lou brawl\nSab jam Cy\nCy investigate Sab\n";
    Path game = dir.resolve("game.night");
    Files.writeString(game, setup + "\nnight 1\nLou brawl\n\nnight 2\n" + night2);
    MainTest.Run whole = MainTest.run("resolve", "--format", "json", game.toString());
    assertEquals(0, whole.code(), whole.err());
    Path state = dir.resolve("state.night");
    MainTest.Run first = MainTest.run("resolve", "--night", "1", "--state-out", state.toString(),
        game.toString());
    assertEquals(0, first.code(), first.err());
    String written = Files.readString(state);
    assertTrue(written.contains("\nseed 77\n"), written);
    Files.writeString(state, written + night2);
    MainTest.Run next = MainTest.run("resolve", "--format", "json", state.toString());
    assertEquals(0, next.code(), next.err());
    JsonNode a = JSON.readTree(whole.out());
    JsonNode b = JSON.readTree(next.out());
    assertEquals(a.get("random"), b.get("random"), "night 2 draws from seed + 1 either way");
    assertEquals(a.get("deaths"), b.get("deaths"));
    assertEquals(a.get("feedback"), b.get("feedback"));
    assertEquals(a.get("state"), b.get("state"));
  }

  @Test
  void mistakesAreReportedAtTheirColumns(@TempDir Path dir) throws Exception {
    assertError(dir, "seed x\nplayer A town Vanilla\n", 1, 6, "bad seed 'x'");
    assertError(dir, "role Drunkard\nability Drunkard.drink F:family = kill(random(members(F)))"
        + "\nplayer A town Drunkard family=Cohen\nA drink Levi\n", 4, 9, "unknown family 'Levi'");
    assertError(dir, "role Jam\nability Jam.jam X = block(X, feedback=60%:A|30%:real)\n"
        + "player A town Jam\n", 2, 39, "add up to 90%");
    assertError(dir, "role Jam\nability Jam.jam X = block(X, feedback=50%A|50%:real)\n"
        + "player A town Jam\n", 2, 39, "expected a chance such as 50%:Citizen");
    assertError(dir, "modifier Odd\npassive Odd = protect(random(valid))\n"
        + "player A town Vanilla Odd\n", 2, 23,
        "not supported yet: 'random(valid)' in a passive");
    assertError(dir, "role R\nability R.go X = kill(random(members(G)))\nplayer A town R\n",
        2, 38, "'G' is not a family parameter");
    assertError(dir, "role R\nability R.go X = kill(X) {forced=X}\nplayer A town R\n",
        2, 34, "not supported yet: forced=X");
    assertError(dir, "role R\nability R.go X = redirect(X, to=random(valid), scope=next-night)\n"
        + "player A town R\n", 2, 54, "unknown scope 'next-night'; a redirect reaches tonight's actions");
    assertError(dir, "role R\nability R.go X Y = redirect(X, to=Y, scope=next-action)\n"
        + "player A town R\n", 2, 32, "not supported yet: scope=next-action with to=Y");
    assertError(dir, "role R\nrole RGo\nability R.go X = redirect(X, to=random(valid), "
        + "scope=next-action)\nplayer A town R\n", 3, 48, "the name is taken");
    assertError(dir, "player A town Vigilante\nplayer B town Vanilla\nnight 1\nA kill B\nseed 4\n",
        5, 1, "belong to the setup, before the first night's actions");
    assertError(dir, "role Hitman faction=mafia\nability Hitman.hit X = kill(X) [per-faction "
        + "exactly 1]\nplayer Hal mafia Hitman\nplayer Ann town Vanilla\n", 4, 1,
        "the mafia players must submit exactly 1 `hit` line tonight, got 0"); // no line of the
    // night nor a `night` line: at the file's last line (docs/mafia1923.md)
    assertError(dir, "role Teller\nability Teller.tell X Y = inform(X, role(Y)) [uses-self 1]\n"
        + "player Tel town Teller\nplayer Ann town Vanilla\nnight 1\nTel tell Ann Tel\n"
        + "night 2\nTel tell Ann Tel\n", 8, 5, "Tel has no self-targeted uses of `tell` left");
  }

  private static void assertError(Path dir, String text, int line, int column, String message)
      throws Exception {
    Path f = dir.resolve("bad.night");
    Files.writeString(f, text);
    MainTest.Run r = MainTest.run("check", f.toString());
    assertEquals(2, r.code(), r.err());
    assertTrue(r.err().contains(f + ":" + line + ":" + column + ": error: "), r.err());
    assertTrue(r.err().contains(message), r.err());
    assertTrue(!r.err().contains("Exception"), r.err());
  }

  /**
   * {@code random(others)}, {@code random(f)} with a player filter: drawn among the living
   * players (but the actor) that pass it, up front from the start of the night under rar, snarf
   * and nar, when the action resolves under sequential.
   */
  @ParameterizedTest
  @MethodSource("everyScheme")
  void randomAmongOthersAndAmongAFilter(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Bo  town  Bomber
        player Hu  town  Hunter
        player Or  town  Oracle
        player Ga  mafia Goon
        player Gb  mafia Goon
        player Ann town  Vanilla
        Bo boom
        Hu hunt
        Or peek
        random Bo boom Ann
        random Hu hunt Gb
        random Or peek Ga
        """);
    assertEquals(List.of("Gb", "Ann"), o.deaths());
    boolean sequential = resolver.scheme() == org.nightres.core.Scheme.SEQUENTIAL;
    assertEquals(List.of(List.of("Hu", "Or", "Ga", "Gb", "Ann"), List.of("Ga", "Gb"),
        sequential ? List.of("Ga") : List.of("Ga", "Gb")),
        o.draws().stream().map(d -> d.candidates()).toList(), "others: all but the actor; "
            + "align:mafia and !align:town: the living mafiosi (under sequential, when the "
            + "Oracle's action resolves, after the kills: Gb is dead)");
    assertEquals(List.of("Vanilla"), o.feedback().stream().map(f -> f.result()).toList());
  }

  static List<NightResolver> everyScheme() {
    return RolesExamplesTest.everyScheme();
  }

  /**
   * A forced ability's automatic use is drawn as every choice is: up front from the start of
   * the night, or under sequential when it resolves, among the valid players still alive.
   */
  @ParameterizedTest
  @MethodSource("everyScheme")
  void anAutomaticUseIsDrawnWhenItResolvesUnderSequential(NightResolver resolver) {
    Outcome o = night(resolver, """
        role Berserk
        ability Berserk.rage X = kill(X) [order 90] {forced}
        player Ber town Berserk
        player Vig town Vigilante
        player Ann town Vanilla
        player Bob town Vanilla
        Vig kill Ann
        """);
    boolean sequential = resolver.scheme() == org.nightres.core.Scheme.SEQUENTIAL;
    assertEquals(sequential ? List.of("Vig", "Bob") : List.of("Vig", "Ann", "Bob"),
        o.draws().get(0).candidates(), "Ann dies at [80], before the rage at [90]");
    assertEquals(List.of(o.draws().get(0).pick()), o.autoActions().get(0).targets());
  }

  /**
   * A pin names the verb as an action line may: {@code factionkill} is an alias of {@code
   * mafiakill} everywhere (games.md section 7), so it pins the Mafia's forced kill; a verb the
   * player lacks is an error that lists his verbs once each.
   */
  @ParameterizedTest
  @MethodSource("everyScheme")
  void aPinNamesTheVerbAsAnActionLineMay(NightResolver resolver) {
    String players = """
        player Ari  town  Vanilla
        player Avi  town  Vanilla
        player Dana mafia MafiaMember
        """;
    Outcome o = night(resolver, players + "random Dana factionkill Avi\n");
    assertEquals(List.of("Dana mafiakill Avi true"), o.draws().stream()
        .map(d -> d.actor() + " " + d.ability() + " " + d.pick() + " " + d.pinned()).toList());
    RuntimeException e = org.junit.jupiter.api.Assertions.assertThrows(RuntimeException.class,
        () -> night(resolver, players + "random Dana kill Avi\n"));
    assertTrue(e.getMessage().contains("Dana can mafiakill, lineText"), e.getMessage());
  }

  /**
   * Under sequential a choice is drawn when its action runs: a blocked action does not run and
   * draws nothing (the next action's draw is the stream's first), and a pin for it is never
   * used; the schemes that draw up front draw for every line, blocked or not.
   */
  @ParameterizedTest
  @MethodSource("everyScheme")
  void aBlockedActionDrawsNothingUnderSequential(NightResolver resolver) {
    String text = """
        seed 4
        player Lou town Lout
        player Rb  town Roleblocker
        player Bo  town Bomber
        player A   town Vanilla Bulletproof
        Rb block Lou
        Lou brawl
        Bo boom
        """;
    boolean sequential = resolver.scheme() == org.nightres.core.Scheme.SEQUENTIAL;
    Outcome o = night(resolver, text);
    assertEquals(sequential ? List.of("Bo boom") : List.of("Lou brawl", "Bo boom"),
        o.draws().stream().map(d -> d.actor() + " " + d.ability()).toList());
    SplitMix64 stream = new SplitMix64(4);
    if (!sequential) {
      stream.next(); // the brawl's
    }
    Draw boom = o.draws().get(o.draws().size() - 1);
    assertEquals(List.of("Lou", "Rb", "A"), boom.candidates());
    assertEquals(boom.candidates().get(SplitMix64.pick(stream.next(), 3)), boom.pick());
    String pinned = RULES + text + "random Lou brawl A\n";
    if (sequential) {
      IllegalStateException e = org.junit.jupiter.api.Assertions.assertThrows(
          IllegalStateException.class, () -> NightText.play(resolver, pinned));
      assertTrue(e.getMessage().contains("this pin is never used"), e.getMessage());
    } else {
      assertEquals("A", NightText.play(resolver, pinned).last().draws().get(0).pick());
    }
  }

  /**
   * A redrawn action's players are drawn so that they stay valid together (games.md section 6:
   * "every player argument ... is redrawn, keeping the pair valid"): the first is drawn only
   * among those that leave the second a valid player, and no draw is made, nor listed, for a
   * player the action could not use. Seed 2's first draw is 1 of 3 (Ma, with whom no mafia
   * player is left for Y) and 0 of 2 (Fix).
   */
  @ParameterizedTest
  @MethodSource("everyScheme")
  void aRedrawKeepsThePairValid(NightResolver resolver) {
    String setup = """
        seed 2
        status Muddled {redraw}
        role Matcher
        ability Matcher.pair X Y = notify(X, "paired") + notify(Y, "paired") [order 50, distinct, when Y in align:mafia]
        player Fix town  Vanilla
        player Mat town  Matcher
        player Ma  mafia Goon
        player Bo  town  Vanilla
        night 1
        state Mat status Muddled
        """;
    Outcome o = night(resolver, setup + "Mat pair Bo Ma\n");
    assertEquals(List.of(List.of("Fix", "Bo"), List.of("Ma")),
        o.draws().stream().map(d -> List.copyOf(d.candidates())).toList(),
        "X among those that leave Y a mafia player; then Y");
    assertEquals(List.of("Fix", "Ma"), o.draws().stream().map(Draw::pick).toList());
    assertEquals(List.of("Fix", "Ma", "Mat"),
        o.notices().stream().map(n -> n.player()).toList(), "paired, paired, then Muddled");
    assertTrue(o.nextState().state(1).statuses().isEmpty(), "the redraw used the status up");
  }

  /**
   * {@code --scheme sequential} overrides the file's {@code scheme rar}: its pins are checked
   * against the draws sequential makes as the night resolves, not against rar's up-front ones
   * (a Bureaucrat's bumble tonight makes a draw only under sequential).
   */
  @Test
  void thePinsOfAFileAreCheckedUnderTheSchemeOfTheCommandLine(@TempDir Path dir)
      throws Exception {
    Path f = dir.resolve("bumble.night");
    Files.writeString(f, """
        rules mafia1923
        scheme rar
        seed 1923
        player Avi  town  Boss                   family=Cohen
        player Dana mafia MafiaMember            family=Cohen
        player Gil  town  Detective              family=Levi
        player Ida  town  BumblingBureaucrat     family=Levi
        player Ori  mafia MafiaMember+Councilor  family=Levi
        Ida  bumble Gil
        Gil  inquire Ori
        Dana mafiakill Avi
        random Gil inquire Ida
        """);
    MainTest.Run sequential = MainTest.run("resolve", "--scheme", "sequential", "--format",
        "json", f.toString());
    assertEquals(0, sequential.code(), sequential.err());
    JsonNode draw = JSON.readTree(sequential.out()).get("random").get(0);
    assertEquals("Ida", draw.get("pick").asText());
    assertTrue(draw.get("pinned").asBoolean(), draw.toString());
    MainTest.Run rar = MainTest.run("resolve", f.toString()); // no draw tonight under rar
    assertEquals(2, rar.code(), rar.err());
    assertTrue(rar.err().contains(f + ":12:1: error: this pin is never used"), rar.err());
  }

  /**
   * {@code check --seed N} checks the pins against the draws of {@code resolve --seed N}: here
   * the first brawl kills C under seed 2, whose own pinned brawl then never happens, and B under
   * the file's seed 3.
   */
  @Test
  void checkWithASeedChecksThePinsAsResolveWithThatSeedUsesThem(@TempDir Path dir)
      throws Exception {
    Path f = dir.resolve("pins.night");
    Files.writeString(f, """
        scheme sequential
        role Lout
        ability Lout.brawl = kill(random(others))
        player A town Lout
        player B town Vanilla
        player C town Lout
        player D town Vanilla
        seed 3
        night 1
        A brawl
        C brawl
        random C brawl D
        """);
    assertEquals(0, MainTest.run("check", f.toString()).code());
    for (String command : List.of("check", "resolve")) {
      MainTest.Run r = MainTest.run(command, "--seed", "2", f.toString());
      assertEquals(2, r.code(), command + ": " + r.out());
      assertTrue(r.err().contains(f + ":12:1: error: this pin is never used"), r.err());
    }
  }

  /**
   * {@code check} of a one-night file under sequential finds the pins its draws leave unused or
   * cannot honour, as {@code resolve} does (games.md section 9), at their lines.
   */
  @Test
  void checkFindsASequentialNightsUnusedPins(@TempDir Path dir) throws Exception {
    String night = RULES + """
        scheme sequential
        seed 7
        player Avi town Vanilla family=Cohen
        player Ari town Drunkard family=Cohen
        player Eli town Vigilante family=Cohen
        Eli kill Avi
        Ari drink Cohen
        """;
    int pinLine = (int) night.lines().count() + 1;
    Path unused = dir.resolve("unused.night");
    Files.writeString(unused, night + "random Eli kill Ari\n");
    MainTest.Run r = MainTest.run("check", unused.toString());
    assertEquals(2, r.code(), r.err());
    assertTrue(r.err().contains(unused + ":" + pinLine + ":1: error: this pin is never used"),
        r.err());
    Path dead = dir.resolve("dead.night"); // Avi is dead when the drink resolves
    Files.writeString(dead, night + "random Ari drink Avi\n");
    r = MainTest.run("check", dead.toString());
    assertEquals(2, r.code(), r.err());
    assertTrue(r.err().contains(dead + ":" + pinLine + ":18: error: 'Avi' cannot come out"),
        r.err());
    Path good = dir.resolve("good.night");
    Files.writeString(good, night + "random Ari drink Eli\n");
    r = MainTest.run("check", good.toString());
    assertEquals(0, r.code(), r.err());
  }

  /** A file of many mistakes prints the first 100 and says how many more there were. */
  @org.junit.jupiter.api.Test
  void manyMistakesPrintTheFirstHundred(@org.junit.jupiter.api.io.TempDir Path dir)
      throws Exception {
    StringBuilder text = new StringBuilder("player A town Vanilla\n");
    for (int i = 0; i < 250; i++) {
      text.append("A kil A\n");
    }
    Path f = dir.resolve("many.night");
    Files.writeString(f, text);
    MainTest.Run r = MainTest.run("check", f.toString());
    assertEquals(2, r.code());
    assertEquals(100, r.err().split(": error: ", -1).length - 1);
    assertTrue(r.err().contains("... and 150 more (the first 100 are shown)\n250 errors"),
        r.err());
  }

  /**
   * A parser's internal error, printed as a diagnostic, makes the command exit 1 (a bug): the
   * diagnostic's type says so, not its words (a message of an input's problem that happens to
   * begin with them is an input error).
   */
  @org.junit.jupiter.api.Test
  void anInternalErrorIsABug() {
    java.io.StringWriter text = new java.io.StringWriter();
    java.io.PrintWriter err = new java.io.PrintWriter(text);
    org.junit.jupiter.api.Assertions.assertThrows(NightInput.BugReported.class,
        () -> NightInput.report(List.of(new org.nightres.core.format.Diagnostic("f.night", 1, 1,
            "something failed inside (please report it): x", "", true)), err));
    assertTrue(text.toString().contains("f.night:1:1: error: something failed"), text.toString());
    NightInput.report(List.of(new org.nightres.core.format.Diagnostic("f.night", 1, 1,
        "unknown verb 'x'", "")), err); // an input error: no exception
    NightInput.report(List.of(new org.nightres.core.format.Diagnostic("f.night", 2, 1,
        "internal error of the player's words", "x internal error")), err); // nor here
  }

  /**
   * The generator of {@code games.md} section 9, written here from the spec (core's own is not
   * API), so that the draws the CLI prints are checked against the document, not against core.
   */
  private static final class SplitMix64 {
    private long state;

    SplitMix64(long seed) {
      state = seed;
    }

    long next() {
      state += 0x9E3779B97F4A7C15L;
      long z = state;
      z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
      z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
      return z ^ (z >>> 31);
    }

    static int pick(long draw, int n) {
      return (int) Long.remainderUnsigned(draw, n);
    }
  }
}
