package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;
import org.nightres.core.NightResolver;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.model.GameState;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Notice;
import org.nightres.core.outcome.Outcome;

/**
 * The roles of {@code examples/roles/} resolve as their definitions say, under rar, snarf and
 * nar, and a game of house roles goes on from its {@code --state-out} file.
 */
class RolesExamplesTest {

  static List<NightResolver> schemes() {
    return GameFilesTest.schemes();
  }

  private static GamePlay play(String example, NightResolver resolver) throws Exception {
    Path file = CompareCommandTest.example("roles/" + example);
    GameScript script = NightParser.standard().parseGame(file.toString(), Files.readAllBytes(file));
    assertTrue(script.ok(), script.diagnostics().toString());
    GamePlay play = script.play(resolver);
    assertTrue(play.ok(), play.diagnostics().toString());
    return play;
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theBossBlocksAllButTheMafiasKillAndTellsItsTarget(NightResolver resolver)
      throws Exception {
    Outcome o = play("boss.night", resolver).last();
    assertEquals(List.of("Eli"), o.deaths(), "Bob's shot is cancelled; the Mafia's kill is not");
    assertEquals(List.of(Notice.of("Bob", "boss", "boss")), o.notices());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theWitchStopsAttacksNotKillsAndTheHookerDiesWhereSheSleeps(NightResolver resolver)
      throws Exception {
    Outcome o = play("wwr.night", resolver).last();
    assertEquals(List.of("Hana", "Bob", "Dan"), o.deaths(),
        "the Mafia's attack on Ann fails, the Slayer's kill on Bob does not; Vic's attack on "
            + "Dan hits the Hooker sleeping there");
    assertTrue(o.feedback().stream().anyMatch(f -> f.player().equals("Sue")
        && f.result().equals("Slayer")), o.feedback().toString());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aStatusAppliedTonightHoldsFromTheNextNightAndAClearEndsIt(NightResolver resolver)
      throws Exception {
    GamePlay play = play("sedate.night", resolver);
    assertEquals(List.of(List.of("Ann"), List.of(), List.of("Vic")),
        play.outcomes().stream().map(Outcome::deaths).toList(),
        "the sedated Vigilante's shot fails; the Doctor saves Nia the night he is sedated, "
            + "and fails the night after");
    GameState after2 = play.outcomes().get(1).nextState();
    assertEquals("[status Sedated until D3 by Sam]", after2.state(3).statuses().stream()
        .map(h -> h.describe()).toList().toString());
    assertEquals("[status Sedated until D2 by Sam]", after2.state(2).statuses().stream()
        .map(h -> h.describe()).toList().toString(), "held through day 2");
    GameState after3 = play.outcomes().get(2).nextState();
    assertEquals(List.of(), after3.state(2).statuses(), "Vic's is over");
    assertEquals(List.of(), after3.state(3).statuses(), "the Nurse cleared Doc's (until D3)");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aPoisonKillsAtItsExpiryUnlessACureComesFirst(NightResolver resolver) throws Exception {
    GamePlay play = play("poison.night", resolver);
    assertEquals(List.of(List.of("Ann"), List.of(), List.of("Eli")),
        play.outcomes().stream().map(Outcome::deaths).toList(),
        "Cid is cured the night his poison ends; nobody cures Eli");
    assertEquals("[status Poisoned until N3 by Bob]", play.outcomes().get(1).nextState()
        .state(3).statuses().stream().map(h -> h.describe()).toList().toString());
    assertEquals(List.of(), play.outcomes().get(1).nextState().state(4).statuses(), "cured");
    assertEquals(List.of(), play.outcomes().get(2).nextState().state(4).statuses(),
        "the Doctor's protection from tag:poison stops Bea's poisoning of Cid");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void roleAndAlignmentChangesHoldFromTheNextNight(NightResolver resolver) throws Exception {
    GamePlay play = play("thief.night", resolver);
    GameState after1 = play.outcomes().get(0).nextState();
    assertEquals("Vigilante", after1.players().get(0).roles().get(0).name(), "Tom");
    assertEquals("Thief", after1.players().get(1).roles().get(0).name(), "Vic");
    assertEquals(List.of("Vanilla", "Cop"), after1.players().get(3).roles().stream()
        .map(r -> r.name()).toList(), "Ann");
    assertEquals("mafia", after1.players().get(5).alignment(), "Bob");
    Outcome night2 = play.outcomes().get(1);
    assertEquals(List.of("Max", "Cid"), night2.deaths(),
        "Tom shoots with his new role; Bob makes the Mafia's kill");
    assertTrue(night2.feedback().stream().anyMatch(f -> f.player().equals("Ann")
        && f.result().equals("guilty")), night2.feedback().toString());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void thePaperboyTellsAnotherPlayerARole(NightResolver resolver) throws Exception {
    Outcome o = play("paperboy.night", resolver).last();
    assertEquals(List.of(Feedback.of("Ann", "deliver", "Dana", "Dana", "Vigilante"),
        Feedback.of("Ann", "investigate", "Max", "Max", Feedback.NO_RESULT)),
        o.feedback(), "Ann gets the paper; her own investigation is blocked");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void untargetabilityNarrowedByKindAndTags(NightResolver resolver) throws Exception {
    Outcome o = play("hermit.night", resolver).last();
    assertEquals(List.of("Hal"), o.deaths(),
        "the Mafia's kill reaches the Hermit; the Monk makes Ann unkillable");
    assertEquals(List.of(Feedback.of("Cy", "investigate", "Hal", "Hal", Feedback.NO_RESULT)),
        o.feedback(), "the Hermit shuts the Cop out");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theSeedsExampleRolesInOneNight(NightResolver resolver) throws Exception {
    Outcome o = play("seed.night", resolver).last();
    assertEquals(List.of("Avi"), o.deaths());
    assertEquals(List.of(Feedback.of("Sue", "deliver", "Dana", "Dana", "MafiaMember"),
        Feedback.of("Sue", "see", "Hana", "Hana", "Hooker")), o.feedback());
    assertEquals(List.of(Notice.of("Bob", "boss", "boss")), o.notices());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theSeedsDrunkardSaboteurAndForcedKillDrawAlikeInEveryScheme(NightResolver resolver)
      throws Exception {
    Outcome o = play("chance.night", resolver).last();
    assertEquals(List.of("Avi"), o.deaths(), "the Drunkard draws Avi; Eli saves himself");
    assertEquals(List.of("Ari drink: Avi of Avi, Ari, Eli", "Sab jam: Citizen of Citizen, real",
        "Dana mafiakill (auto): Eli of Avi, Ari, Eli, Cy"),
        o.draws().stream().map(Object::toString).toList());
    assertEquals("Dana mafiakill Eli", o.autoActions().get(0).toString());
    assertEquals(List.of(Feedback.of("Cy", "investigate", "Sab", "Sab", "Citizen")),
        o.feedback(), "the jam's fake answer");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theButlerTheBodyguardAndTheArmedRobberOverFourNights(NightResolver resolver)
      throws Exception {
    GamePlay play = play("robber.night", resolver);
    List<Outcome> n = play.outcomes();
    assertEquals(List.of(), n.get(0).deaths(), "the Butler's guard stops the Mafia");
    assertEquals(java.util.Map.of("Butler.passive", 1), n.get(0).nextState().state(0).uses());
    assertEquals(List.of(), n.get(1).deaths(), "the Bodyguard saves Cid");
    assertEquals(List.of("Injured"), n.get(1).nextState().state(1).statuses().stream()
        .map(h -> h.name()).toList(), "and injures Dana");
    assertEquals(List.of(), n.get(2).deaths(), "the injury blocks Dana's kill");
    assertEquals(List.of("Dana", "Rob"), n.get(3).deaths(), "Rob's revenge");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theSeedsDisguisersFoolTheResultsThatSeeThem(NightResolver resolver) throws Exception {
    GamePlay play = play("disguise.night", resolver);
    Outcome first = play.outcomes().get(0);
    assertEquals(List.of("Bob"), first.deaths());
    assertEquals(List.of(Feedback.of("Sue", "see", "Ann", "Ann", "Vanilla"),
        Feedback.of("Sam", "check", "Wes", "Wes", Feedback.INNOCENT),
        Feedback.of("Sam", "check", "Wes", "Wes", "Townsfolk")), first.feedback(),
        "the Seer sees through the Tailor's weak disguise; the Sheriff sees the Forger's");
    GameState after1 = first.nextState();
    assertEquals("[disguise Wolf weak by Tia]", after1.state(5).disguises().stream()
        .map(d -> d.describe()).toList().toString(), "the Tailor's is permanent");
    assertEquals(List.of(), after1.state(2).disguises(), "the Forger's was used");
    Outcome second = play.last();
    assertEquals(List.of(Feedback.of("Sam", "check", "Ann", "Ann", Feedback.GUILTY),
        Feedback.of("Sam", "check", "Ann", "Ann", "Werewolf"),
        Feedback.of("Sue", "see", "Wes", "Wes", "Wolf")), second.feedback());
    assertEquals(1, second.nextState().state(5).disguises().size());
  }

  @Test
  void rolesListsARolesFactionCategoryAndClass() throws Exception {
    MainTest.Run r = MainTest.run("roles", "--rules",
        CompareCommandTest.example("roles/disguise.roles").toString());
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains(
        "\nWolf: kills at night\n  faction werewolf, category Killing, class Werewolf\n"), r.out());
    assertTrue(r.out().contains("M disguise(X, as=R, strength=weak, until=permanent)  [60]"),
        r.out());
  }

  /** Every one-night example with a {@code # deaths:} line kills those players, every scheme. */
  @Test
  void everyExampleNightKillsWhomItSays() throws Exception {
    Path dir = CompareCommandTest.example("roles");
    List<Path> nights;
    try (var files = Files.list(dir)) {
      nights = files.filter(f -> f.toString().endsWith(".night")).sorted().toList();
    }
    int checked = 0;
    for (Path f : nights) {
      String text = Files.readString(f);
      java.util.regex.Matcher m =
          java.util.regex.Pattern.compile("(?m)^# deaths:(.*)$").matcher(text);
      if (!m.find()) {
        continue;
      }
      List<String> expected = m.group(1).isBlank() ? List.of()
          : List.of(m.group(1).trim().split("\\s*,\\s*"));
      for (NightResolver r : schemes()) {
        assertEquals(expected, play(f.getFileName().toString(), r).last().deaths(),
            f.getFileName() + " under " + r.scheme());
      }
      checked++;
    }
    assertTrue(checked >= 5, "examples checked: " + checked);
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theSeedsBumblingBureaucratRedrawsTheNextActionOnALaterNight(NightResolver resolver)
      throws Exception {
    GamePlay play = play("bumble.night", resolver);
    GameState after1 = play.outcomes().get(0).nextState();
    assertEquals("BumblingBureaucratBumble", after1.state(1).statuses().get(0).name(),
        "Eli carries the status the seed's scope=next-action gives");
    assertEquals(List.of(Notice.of("Eli", "new-target", "new-target")),
        play.outcomes().get(0).notices());
    Outcome n2 = play.last();
    assertEquals(List.of("Bob"), n2.deaths(), "the save went to the pinned Dana");
    assertEquals(List.of(Notice.of("Eli", "bumblingbureaucratbumble",
        "Your `save` went to Dana instead of Bob (BumblingBureaucratBumble).")), n2.notices());
    assertEquals(List.of(), n2.nextState().state(1).statuses(), "used up");
    assertEquals(play.last().deaths(),
        play("bumble.night", new org.nightres.snarf.SequentialResolver()).last().deaths(),
        "the sequential scheme agrees");
  }

  /** {@code seed-vocabulary.md} section 6's 1923 night, as written there, means what it says. */
  static List<NightResolver> everyScheme() {
    return java.util.stream.Stream.concat(schemes().stream(),
        java.util.stream.Stream.of(new org.nightres.snarf.SequentialResolver())).toList();
  }

  @ParameterizedTest
  @MethodSource("everyScheme")
  void theSeedVocabularys1923NightMeansWhatItSays(NightResolver resolver) throws Exception {
    Outcome o = play("seed1923.night", resolver).last();
    assertEquals(3, o.nextState().night() - 1, "the file is night 3");
    assertEquals(List.of("Avi"), o.deaths(), "the Mafia kill stands; Eli is cured");
    assertEquals(List.of(Notice.of("Bob", "boss", "boss")), o.notices(),
        "Bob is told a Boss stopped his poisoning");
    assertEquals(List.of(new org.nightres.core.outcome.Announcement("cured", "Eli"),
        new org.nightres.core.outcome.Announcement("death", "Avi")), o.announcements());
    assertEquals(1, o.nextState().state(3).uses().get("save:self"));
    assertEquals(List.of(), o.nextState().state(3).statuses(), "cured");
    assertEquals(List.of(), o.nextState().state(2).statuses(), "Dana was not poisoned");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theHouseGame(NightResolver resolver) throws Exception {
    GamePlay play = play("house.night", resolver);
    assertEquals(List.of("Fay"), play.outcomes().get(0).deaths(),
        "Lucky saves Bob, the heal saves Cid, Spiky kills the Cop who visits Eve");
    GameState after1 = play.outcomes().get(0).nextState();
    assertEquals(OptionalInt.of(0), after1.players().get(1).modifiers().get(0).uses(),
        "Bob's escape is spent");
    assertEquals(0, after1.state(0).uses().get("snipe"));
    assertEquals(0, after1.state(2).uses().get("heal:self"));
    assertEquals(List.of("Cid", "Dee"), play.outcomes().get(1).deaths(),
        "a dazed Cid heals nobody; the Warden's visit to Eve meets the spikes");
  }

  @Test
  void theHouseGameGoesOnFromItsStateFile(@TempDir Path dir) throws Exception {
    Path state = dir.resolve("after1.night");
    MainTest.Run first = MainTest.run("resolve", "--night", "1", "--state-out", state.toString(),
        CompareCommandTest.example("roles/house.night").toString());
    assertEquals(0, first.code(), first.err());
    Files.writeString(state, Files.readString(state) + """
        state Cid status Dazed until N2
        Dee lock Eve
        Bob mafiakill Cid
        Cid heal Dee
        """);
    for (NightResolver r : schemes()) {
      GameScript again = NightParser.standard().parseGame(state.toString(), Files.readAllBytes(state));
      assertTrue(again.ok(), again.diagnostics().toString());
      assertEquals(play("house.night", r).last(), again.play(r).last(), r.scheme().id());
    }
  }

  @Test
  void rolesPrintsARulesFileAsItPrintsTheStandardSet() {
    MainTest.Run standard = MainTest.run("roles");
    MainTest.Run file = MainTest.run("roles", "--rules", CompareCommandTest.example("../core/src/"
        + "main/resources/org/nightres/core/format/standard.roles").toString());
    assertEquals(0, file.code(), file.err());
    assertEquals(standard.out(), file.out());
    MainTest.Run house = MainTest.run("roles", "--rules",
        CompareCommandTest.example("roles/house.roles").toString());
    assertEquals(0, house.code(), house.err());
    assertTrue(house.out().contains("Sniper: shoots once a game\n  snipe X = kill(X) + visit(X)"),
        house.out());
    assertTrue(house.out().contains("Spiky: hurts whoever comes close\n    T on-visited("
        + "kill(visitor))  [190]"), house.out());
  }

  @Test
  void aBadRulesFileIsAnInputError(@TempDir Path dir) throws Exception {
    Path bad = dir.resolve("bad.roles");
    Files.writeString(bad, "role Sniper\nability Sniper.snipe X = kil(X)\n");
    MainTest.Run r = MainTest.run("roles", "--rules", bad.toString());
    assertEquals(ExitCodes.INVALID_INPUT, r.code());
    assertTrue(r.err().contains("bad.roles:2:26: error: unknown component 'kil'"), r.err());
    Path night = dir.resolve("n.night");
    Files.writeString(night, "include bad.roles\nplayer Ann town Sniper\n");
    MainTest.Run n = MainTest.run("resolve", night.toString());
    assertEquals(ExitCodes.INVALID_INPUT, n.code());
    assertTrue(n.err().contains("bad.roles:2:26"), n.err());
  }
}
