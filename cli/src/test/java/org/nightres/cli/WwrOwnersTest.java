package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.NightResolver;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.testing.WwrBookNights;

/**
 * WWR attributes applied by their holder ({@code @(AttrSelf:A)}, {@code `A:Self`}: docs/wwr.md,
 * the ruling on owned attributes), a Process without an Evaluate, and the players of a text
 * that the book annotates ({@code @This}, {@code @X[player]}), under every scheme. The book is
 * written for these tests in the WWR notation.
 */
class WwrOwnersTest {
  static final String BOOK = """
      **Village Idler** | Townsfolk Miscellaneous
      __Formalized__
      No Abilities

      **Grey Wolf** | Werewolf Killing
      __Formalized__
      End Night: Attack @Selection

      **Omen Warden** | Townsfolk Power
      __Formalized__
      Immediate Night: Apply `Omen` to @Selection (~Persistent) [Attribute: @Selection lacks `Omen`]
      Immediate Night: Remove `Omen:Self` from @Selection
      On @(AttrSelf:Omen) Death: Learn `Your omen fell on @This[player]`
      Passive: Protect @Self from `Attacks` through Passive Defense [Condition: @(AttrSelf:Omen) exists]

      **Fading Warden** | Townsfolk Power
      __Formalized__
      Immediate Night: Apply `Omen` to @Selection (~Persistent)
      Passive Start Night:
        • Process:
          ‣ Set Counter to 0
          ‣ Remove `Omen` from @(AttrSelf:Omen)

      **Last Warden** | Townsfolk Power
      __Formalized__
      Immediate Night: Apply `Omen` to @Selection
      On @(AttrSelf:Omen) Death:
        • not (@(AttrSelf:Omen) exists): Learn `Your last omen fell`

      **Town Mayor** | Extra Elected
      __Formalized__
      No Abilities

      **Blessing Cleric** | Townsfolk Power
      __Formalized__
      Immediate Night: Protect @Selection from `Attacks` through Active Defense (~Phase) [Condition: not (@(AttrRole:Town Mayor) exists)]

      **Charm Maker** | Townsfolk Miscellaneous
      __Formalized__
      On Death: Revoke `Town Mayor` from @(Role:Town-Mayor)

      **Veiled Fox** | Werewolf Power
      __Formalized__
      Passive Start Night:
        • Remove `Marker` from @Self
        • Reveal `A fox wears @Target[role]` to #Night-Pack

      **Town Scribe** | Townsfolk Miscellaneous
      __Formalized__
      Immediate: Target @Selection (Role)
      Passive Start Night: Reveal `The scribe keeps @Target[role]` to @Self

      **Bat Watcher** | Townsfolk Investigative
      __Formalized__
      Immediate: Target @Selection (Player)
      On @Target Visited: Learn `@Visitor visited @This`
      """;

  static List<NightResolver> schemes() {
    return PremiseSemanticsTest.schemes();
  }

  private static final WwrBookNights NIGHTS = new WwrBookNights(BOOK);

  private static List<String> learned(Outcome o, String player) {
    return o.feedback().stream().filter(f -> f.player().equals(player)).map(f -> f.result())
        .toList();
  }

  private static Map<String, String> attributes(Outcome o, int player) {
    return o.nextState().players().get(player).attributes();
  }

  private static final String WARDENS = """
      player Wes townsfolk OmenWarden
      player Wyn townsfolk OmenWarden
      player Ann townsfolk VillageIdler
      player Bob townsfolk VillageIdler
      player Rex werewolf  GreyWolf
      """;

  @ParameterizedTest
  @MethodSource("schemes")
  void anOmenRecordsItsWardenAndOnlyHisDeathTriggerFires(NightResolver resolver) {
    GamePlay game = NIGHTS.play(resolver, WARDENS + """
        night 1
        Wes apply Ann
        Wyn apply Bob
        night 2
        Rex attack Ann
        """);
    Outcome first = game.outcomes().get(0);
    assertEquals(Map.of("omen", "Wes"), attributes(first, 2), "the state names who applied it");
    assertEquals(Map.of("omen", "Wyn"), attributes(first, 3));
    Outcome second = game.last();
    assertEquals(List.of("Ann"), second.deaths());
    assertEquals(List.of("Your omen fell on Ann"), learned(second, "Wes"));
    assertEquals(List.of(), learned(second, "Wyn"), "Ann held no omen of Wyn's");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void anotherWardensOmenIsAnOmenButNotHisToTakeBack(NightResolver resolver) {
    GamePlay game = NIGHTS.play(resolver, WARDENS + """
        night 1
        Wes apply Ann
        night 2
        Wyn apply Ann
        Wyn remove Ann
        night 3
        Wes remove Ann
        """);
    Outcome second = game.outcomes().get(1);
    assertEquals(List.of("Failure"), learned(second, "Wyn").subList(0, 1),
        "Ann lacks no Omen: Wyn's apply fails (any warden's counts)");
    assertEquals(Map.of("omen", "Wes"), attributes(second, 2), "Wyn takes back only his own");
    assertEquals(Map.of(), attributes(game.last(), 2), "Wes takes his back");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aWardenIsProtectedWhileOneOfHisOwnOmensLives(NightResolver resolver) {
    assertEquals(List.of(), NIGHTS.play(resolver, WARDENS + """
        night 1
        Wes apply Ann
        night 2
        Rex attack Wes
        """).last().deaths(), "his omen on Ann: protected");
    assertEquals(List.of("Wes"), NIGHTS.play(resolver, WARDENS.replace("Ann townsfolk VillageIdler",
        "Ann townsfolk VillageIdler omen=Wyn") + "Rex attack Wes\n").last().deaths(),
        "Wyn's omen is no omen of his");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aProcessWithoutAnEvaluateIsItsAbilitiesTheWardenTakesBackHisOwnOnly(
      NightResolver resolver) {
    GamePlay game = NIGHTS.play(resolver, """
        player Fay townsfolk FadingWarden
        player Ann townsfolk VillageIdler
        player Bob townsfolk VillageIdler omen=Wes
        player Wes townsfolk OmenWarden
        night 1
        Fay apply Ann
        night 2
        """);
    assertEquals(Map.of("omen", "Fay"), attributes(game.outcomes().get(0), 1));
    Outcome second = game.last();
    assertEquals(Map.of(), attributes(second, 1), "taken back as night 2 starts");
    assertEquals(Map.of("omen", "Wes"), attributes(second, 2), "Wes's stays");
    assertEquals(Map.of("counter", "0"), attributes(second, 0));
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void thisIsThePlayerTheTriggerWatches(NightResolver resolver) {
    Outcome o = NIGHTS.play(resolver, """
        player Bea townsfolk BatWatcher target=Ann
        player Ann townsfolk VillageIdler
        player Rex werewolf  GreyWolf
        Rex attack Ann
        """).last();
    assertEquals(List.of("Rex visited Ann"), learned(o, "Bea"));
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void anExtraRoleHeldIsARoleOfThePlayer(NightResolver resolver) {
    String players = """
        player Cle townsfolk BlessingCleric
        player Ann townsfolk VillageIdler
        player Rex werewolf  GreyWolf
        """;
    assertEquals(List.of(), NIGHTS.play(resolver, players + "Cle protect Ann\nRex attack Ann\n").last()
        .deaths(), "no mayor: the blessing holds");
    Outcome mayor = NIGHTS.play(resolver, players + "player May townsfolk VillageIdler+TownMayor\n"
        + "Cle protect Ann\nRex attack Ann\n").last();
    assertEquals(List.of("Ann"), mayor.deaths(), "a mayor lives: the line fails");
    assertEquals(List.of("Failure"), learned(mayor, "Cle"));
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aFilterAsTheTargetOfATriggerIsEveryLivingPlayerItPasses(NightResolver resolver) {
    Outcome o = NIGHTS.play(resolver, """
        player Cha townsfolk CharmMaker
        player May townsfolk VillageIdler+TownMayor
        player Ann townsfolk VillageIdler
        player Rex werewolf  GreyWolf
        Rex attack Cha
        """).last();
    assertEquals(List.of("Cha"), o.deaths());
    assertEquals("[VillageIdler]", o.nextState().players().get(1).roles().stream()
        .map(r -> r.name()).toList().toString(), "the mayor's charm is revoked");
    assertEquals("[VillageIdler]", o.nextState().players().get(2).roles().stream()
        .map(r -> r.name()).toList().toString());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aStoredRoleIsTheHoldersTargetAsTheNightStarts(NightResolver resolver) {
    Outcome o = NIGHTS.play(resolver, """
        player Vix werewolf VeiledFox target=Citizen marker=yes
        player Rex werewolf GreyWolf group-nightpack=yes
        player Ann townsfolk VillageIdler
        """).last();
    assertEquals(List.of("A fox wears Citizen"), o.notices().stream()
        .filter(n -> n.player().equals("Rex")).map(n -> n.message()).toList());
    assertEquals(List.of(), o.notices().stream().filter(n -> n.player().equals("Ann")).toList(),
        "only the pack hears it");
    assertEquals(Map.of("target", "Citizen"), attributes(o, 0), "the marker is removed");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aTargetedRoleIsStoredAndToldFromTheNextNightOn(NightResolver resolver) {
    GamePlay game = NIGHTS.play(resolver, """
        player Sam townsfolk TownScribe
        player Rex werewolf  GreyWolf
        night 1
        Sam target GreyWolf
        night 2
        """);
    Outcome first = game.outcomes().get(0);
    assertEquals(Map.of("target", "GreyWolf"), attributes(first, 0), "the role the line names");
    assertEquals(List.of("The scribe keeps none"), first.notices().stream()
        .map(n -> n.message()).toList(), "none stored as night 1 starts");
    assertEquals(List.of("The scribe keeps GreyWolf"), game.last().notices().stream()
        .map(n -> n.message()).toList());
  }

  @Test
  void aLastOwnedAttributeWhoseDeathIsReadAtTheStartIsReportedAtItsLine() {
    GameScript s = NIGHTS.script("player Lia townsfolk LastWarden\n");
    assertTrue(s.ok(), s.diagnostics().toString());
    String warnings = s.warnings().stream().map(d -> d.file() + ":" + d.line() + ":" + d.column()
        + ": " + d.message()).toList().toString();
    assertTrue(warnings.contains("book.wwr:27:1: unsupported: a condition that none of the "
        + "players whose death sets the trigger off exists"), warnings);
    assertTrue(s.rules().role("LastWarden").orElseThrow().ability("apply").isPresent(),
        "the understood line still works");
  }
}
