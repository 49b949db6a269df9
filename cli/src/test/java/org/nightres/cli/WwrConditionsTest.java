package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.NightResolver;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.testing.WwrBookNights;

/**
 * WWR conditions read as premises (docs/wwr.md, the rulings on conditions) under every scheme:
 * a list condition on the holder's own attribute, a restriction on who is in the game, on the
 * selection's alignment and on the holder's counter, a passive whose list ends in {@code
 * Otherwise}, exact nights. The book is written for these tests in the WWR notation.
 */
class WwrConditionsTest {
  static final String BOOK = """
      **Night Pack** | Werewolf Team Group
      On Poll Closed: Attack @Winner

      **Pack Member** | Ability Set
      Starting: Join #Night-Pack

      **Grey Wolf** | Werewolf Killing
      Inherit: `Pack Member`

      **Pack Runt** | Werewolf Miscellaneous
      Inherit: `Pack Member`

      **Village Idler** | Townsfolk Miscellaneous
      __Formalized__
      No Abilities

      **Potion Brewer** | Townsfolk Power
      __Formalized__
      Immediate Night: [Quantity: 3] ⟨x2⟩
        • Protect @Selection from `Attacks` through Active Defense (~Phase)
        • not (@Self has `Brewed`):
          ‣ Protect @Self from `Attacks` through Active Defense (~Phase)
          ‣ Apply `Brewed` to @Self

      **Grave Keeper** | Townsfolk Power
      __Formalized__
      Passive: Protect @Self from `Attacks` through Passive Defense [Condition: not (@(Role:Grey Wolf) exists)]

      **Moon Judge** | Townsfolk Killing
      __Formalized__
      End Night: Attack @Selection [Condition: @Selection->Alignment is `Werewolf`]

      **Sly Gambler** | Townsfolk Killing
      __Formalized__
      End Night: [Condition: @Self->Counter > 0]
        • Attack @Selection
        • Decrement Counter

      **Patient Gambler** | Townsfolk Killing
      __Formalized__
      Starting: Set Counter to 1
      End Night: [Condition: @Self->Counter > 0]
        • Attack @Selection
        • Decrement Counter

      **Dawn Watcher** | Townsfolk Investigative
      __Formalized__
      Immediate Night: Role Investigate @Selection (SD) [Temporal: Night 1]

      **Turncoat** | Townsfolk Miscellaneous
      __Formalized__
      Immediate: Target @Selection (Player Optional) [Condition: not (@Target exists)]
      Immediate: Target @Selection (Player Optional) [Condition: @Target exists]
      Passive:
        • @Target->Alignment is `Werewolf`: Apply `Turned` to @Self
        • Otherwise: Protect @Target from `Attacks` through Passive Defense

      **Spiteful Hound** | Townsfolk Killing
      __Formalized__
      On Death: [Condition: @Attacker->Alignment is `Werewolf`]
        • Attack @Attacker

      **Hedge Priest** | Townsfolk Killing
      __Formalized__
      End Night:
        • @Selection->Attr(Cursed) exists: Attack @Selection
        • @Selection->Alignment is `Townsfolk`: True Kill @Self
        • Otherwise: `Failure`

      **Wary Sentinel** | Townsfolk Killing
      __Formalized__
      Passive: Protect @Self from `Attacks` through Passive Defense
      On Passive Defense:
        • Attack @Attacker
        • @Attacker->Alignment is `Townsfolk`: Learn `You struck a friend`
        • Otherwise: Learn `You struck a foe`

      **Dread Wolf** | Werewolf Miscellaneous
      __Formalized__
      On Visited [Investigating]: Process: Apply `Horrified` to @Visitor (~NextNight)

      **Timid Seer** | Townsfolk Investigative
      __Formalized__
      Immediate Night: Role Investigate @Selection (SD) [Attribute: @Self lacks `Horrified`]

      **Howling Post** | Townsfolk Investigative
      __Formalized__
      On Visited:
        • not (@Visitor->Alignment is `Townsfolk`): Learn `A stranger came by`
      """;

  static List<NightResolver> schemes() {
    return PremiseSemanticsTest.schemes();
  }

  private static final WwrBookNights NIGHTS = new WwrBookNights(BOOK);

  @ParameterizedTest
  @MethodSource("schemes")
  void theBrewerProtectsHerselfUntilTheNightAfterHerMarkerIsSet(NightResolver resolver) {
    GamePlay game = NIGHTS.play(resolver, """
        player Bea townsfolk PotionBrewer
        player Ann townsfolk VillageIdler
        player Cid townsfolk VillageIdler
        player Rex werewolf  GreyWolf
        night 1
        Bea protect Ann
        Bea protect Cid
        Rex factionkill Bea
        night 2
        Bea protect Ann
        Rex factionkill Bea
        """);
    assertEquals(List.of(), game.outcomes().get(0).deaths(),
        "no Brewed marker: each use protects her too (the marker is read at the start of the "
            + "night, so her second use of night 1 protects her as well)");
    assertEquals("yes", game.outcomes().get(0).nextState().players().get(0).attributes()
        .get("brewed"));
    assertEquals(List.of("Bea"), game.last().deaths(), "night 2: only the selection");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theKeeperIsProtectedWhileNoGreyWolfLives(NightResolver resolver) {
    String players = """
        player Kee townsfolk GraveKeeper
        player Rex werewolf  GreyWolf
        player Wes werewolf  GreyWolf
        player Jud townsfolk MoonJudge
        """;
    assertEquals(List.of("Kee"), NIGHTS.play(resolver, players + "Rex factionkill Kee\n").last()
        .deaths(), "a Grey Wolf lives: no protection");
    assertEquals(List.of(), NIGHTS.play(resolver, players + "state Rex dead\nstate Wes dead\n"
        + "player Ali werewolf PackRunt\nAli factionkill Kee\n").last().deaths(),
        "no living Grey Wolf: the passive protects");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theJudgeAttacksOnlyAWerewolf(NightResolver resolver) {
    String players = """
        player Jud townsfolk MoonJudge
        player Ann townsfolk VillageIdler
        player Rex werewolf  GreyWolf
        """;
    assertEquals(List.of("Rex"), NIGHTS.play(resolver, players + "Jud attack Rex\n").last().deaths());
    Outcome fails = NIGHTS.play(resolver, players + "Jud attack Ann\n").last();
    assertEquals(List.of(), fails.deaths(), "not a werewolf: the attack fails (§7)");
    assertEquals(List.of(Feedback.of("Jud", "attack", "Ann", "Failure")), fails.feedback());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theGamblerAttacksWhileHisCounterLasts(NightResolver resolver) {
    GamePlay game = NIGHTS.play(resolver, """
        player Gam townsfolk SlyGambler counter=1
        player Ann townsfolk VillageIdler
        player Bob townsfolk VillageIdler
        night 1
        Gam attack Ann
        night 2
        Gam attack Bob
        """);
    assertEquals(List.of("Ann"), game.outcomes().get(0).deaths());
    assertEquals("0", game.outcomes().get(0).nextState().players().get(0).attributes()
        .get("counter"), "Decrement Counter");
    assertEquals(List.of(), game.last().deaths(), "counter 0: the line fails");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aCounterSetAtTheStartIsThereFromNightTwoOn(NightResolver resolver) {
    GamePlay game = NIGHTS.play(resolver, """
        player Pat townsfolk PatientGambler
        player Ann townsfolk VillageIdler
        player Bob townsfolk VillageIdler
        player Cid townsfolk VillageIdler
        night 1
        Pat attack Ann
        night 2
        Pat attack Bob
        night 3
        Pat attack Cid
        """);
    assertEquals(List.of(), game.outcomes().get(0).deaths(), "night 1: no counter yet");
    assertEquals("1", game.outcomes().get(0).nextState().players().get(0).attributes()
        .get("counter"), "Starting: Set Counter to 1, as the first night ends");
    assertEquals(List.of("Bob"), game.outcomes().get(1).deaths());
    assertEquals("0", game.outcomes().get(1).nextState().players().get(0).attributes()
        .get("counter"), "decremented, and not set again: it is there");
    assertEquals(List.of(), game.last().deaths(), "night 3: counter 0");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theWatcherReadsOnNightOneOnly(NightResolver resolver) {
    Outcome first = NIGHTS.play(resolver, """
        player Daw townsfolk DawnWatcher
        player Rex werewolf  GreyWolf
        Daw investigate Rex
        """).last();
    assertEquals(List.of(Feedback.of("Daw", "investigate", "Rex", "Grey Wolf")),
        first.feedback());
    GameScript late = NIGHTS.script("""
        player Daw townsfolk DawnWatcher
        player Rex werewolf  GreyWolf
        night 1
        night 2
        Daw investigate Rex
        """);
    GamePlay play = late.play(resolver);
    assertEquals(1, play.diagnostics().size(), play.diagnostics().toString());
    assertTrue(play.diagnostics().get(0).message().contains("on night 1 only"),
        play.diagnostics().toString());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void anAttributeAppliedUntilTheNextNightHoldsThroughItThenGoes(NightResolver resolver) {
    GamePlay game = NIGHTS.play(resolver, """
        player Tim townsfolk TimidSeer
        player Dre werewolf  DreadWolf
        night 1
        Tim investigate Dre
        night 2
        Tim investigate Dre
        night 3
        Tim investigate Dre
        """);
    Feedback read = Feedback.of("Tim", "investigate", "Dre", "Dread Wolf");
    assertEquals(List.of(read), game.outcomes().get(0).feedback(), "not horrified yet");
    assertEquals("yes", game.outcomes().get(0).nextState().players().get(0).attributes()
        .get("horrified"), "the visitor is horrified from night 2");
    assertTrue(!game.outcomes().get(1).feedback().contains(read),
        game.outcomes().get(1).feedback().toString());
    assertEquals(null, game.outcomes().get(1).nextState().players().get(0).attributes()
        .get("horrified"), "over once night 2 is: not horrified again, his visit of night 2 was "
            + "stopped before it landed");
    assertEquals(List.of(read), game.last().feedback(), "night 3: he reads again");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theTurncoatsListEndsInOtherwise(NightResolver resolver) {
    String players = """
        player Tur townsfolk Turncoat
        player Ann townsfolk VillageIdler
        player Rex werewolf  GreyWolf
        """;
    GamePlay town = NIGHTS.play(resolver, players + "night 1\nTur target Ann\nnight 2\n"
        + "Rex factionkill Ann\n");
    assertEquals(List.of(), town.last().deaths(), "Otherwise: the target is protected");
    assertEquals(null, town.last().nextState().players().get(0).attributes().get("turned"));
    GamePlay wolf = NIGHTS.play(resolver, players + "night 1\nTur target Rex\nnight 2\n"
        + "Rex factionkill Ann\n");
    assertEquals(List.of("Ann"), wolf.last().deaths());
    assertEquals("yes", wolf.last().nextState().players().get(0).attributes().get("turned"),
        "a werewolf target: the first condition fires");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void thePriestsChainFiresItsFirstConditionThatHolds(NightResolver resolver) {
    String players = """
        player Pri townsfolk HedgePriest
        player Cur townsfolk VillageIdler cursed=yes
        player Ann townsfolk VillageIdler
        player Rex werewolf  GreyWolf
        """;
    assertEquals(List.of("Cur"), NIGHTS.play(resolver, players + "Pri attack Cur\n").last().deaths(),
        "a cursed player: the first condition, though he is townsfolk too");
    assertEquals(List.of("Pri"), NIGHTS.play(resolver, players + "Pri attack Ann\n").last().deaths(),
        "townsfolk, not cursed: the second");
    Outcome neither = NIGHTS.play(resolver, players + "Pri attack Rex\n").last();
    assertEquals(List.of(), neither.deaths());
    assertEquals(List.of(Feedback.of("Pri", "attack", "Rex", "Failure")), neither.feedback(),
        "Otherwise: `Failure`");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theHoundAvengesItselfOnAWerewolfOnly(NightResolver resolver) {
    String players = """
        player Hou townsfolk SpitefulHound
        player Rex werewolf  GreyWolf
        player Pri townsfolk HedgePriest
        player Ann townsfolk VillageIdler
        """;
    assertEquals(List.of("Hou", "Rex"), NIGHTS.play(resolver, players + "Rex factionkill Hou\n").last()
        .deaths().stream().sorted().toList(), "a werewolf attacker: the hound attacks him");
    GamePlay priest = NIGHTS.play(resolver, players.replace("SpitefulHound", "SpitefulHound cursed=yes")
        + "Pri attack Hou\n");
    assertEquals(List.of("Hou"), priest.last().deaths(), "a townsfolk attacker: no revenge");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theSentinelsListChoosesOnTheAttacker(NightResolver resolver) {
    String players = """
        player Sen townsfolk WarySentinel
        player Rex werewolf  GreyWolf
        player Pri townsfolk HedgePriest
        player Ann townsfolk VillageIdler
        """;
    Outcome wolf = NIGHTS.play(resolver, players + "Rex factionkill Sen\n").last();
    assertEquals(List.of("Rex"), wolf.deaths(), "stopped, and the attacker is attacked");
    assertEquals(List.of("You struck a foe"), learned(wolf, "Sen"), "Learn is feedback (§7)");
    Outcome friend = NIGHTS.play(resolver, players.replace("Sen townsfolk WarySentinel",
        "Sen townsfolk WarySentinel cursed=yes") + "Pri attack Sen\n").last();
    assertEquals(List.of("Pri"), friend.deaths());
    assertEquals(List.of("You struck a friend"), learned(friend, "Sen"));
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void thePostHearsOnlyStrangers(NightResolver resolver) {
    String players = """
        player Pos townsfolk HowlingPost
        player Rex werewolf  GreyWolf
        player Jud townsfolk MoonJudge
        """;
    assertEquals(List.of("A stranger came by"), learned(NIGHTS.play(resolver, players
        + "Rex factionkill Pos\n").last(), "Pos"));
    assertEquals(List.of(), learned(NIGHTS.play(resolver, players + "Jud attack Pos\n").last(), "Pos"),
        "a townsman's visit");
  }

  @Test
  void conditionsOnTheTriggersSubjectAreUnderstood(@TempDir Path dir) throws Exception {
    Path book = dir.resolve("book.wwr");
    Files.writeString(book, BOOK);
    MainTest.Run r = MainTest.run("roles", "--rules", book.toString(), "--coverage");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("  ok 60: On Death: [Condition: @Attacker->Alignment is "
        + "`Werewolf`]\n"), r.out());
    assertTrue(r.out().contains("  ok 19: Immediate Night: [Quantity: 3] ⟨x2⟩\n"), r.out());
    assertTrue(r.out().contains("  ok 54: Passive:\n"), r.out());
    assertTrue(r.out().contains("  ok 80: On Visited [Investigating]: Process: Apply `Horrified` "
        + "to @Visitor (~NextNight)\n"), r.out());
    assertTrue(r.out().endsWith("understood: 19 of 19 night ability lines (100.0%)\n"), r.out());
  }

  /** What {@code player} was told as answers: a Learn is feedback (games.md §7). */
  private static List<String> learned(Outcome o, String player) {
    return o.feedback().stream().filter(f -> f.player().equals(player)).map(f -> f.result())
        .toList();
  }
}
