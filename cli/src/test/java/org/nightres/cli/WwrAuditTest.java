package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.NightResolver;
import org.nightres.core.component.Role;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.format.RulesParser;
import org.nightres.core.outcome.Outcome;

/**
 * Nights of WWR roles checked against what their descriptions say (issue 14): a recruitment by
 * a role change (docs/wwr.md, ruling 49), a redirection held until used (ruling 50), a sleeper
 * who must sleep at another player's (ruling 51), books included file by file (ruling 52) and
 * role names with apostrophes (ruling 53), under every scheme. The books are the tests' own,
 * written in the WWR notation.
 */
class WwrAuditTest {
  static final Map<String, String> FILES = Map.of(
      "team.wwr", """
          **Moon Pack**
          __Formalized__
          Win Condition: @(Alignment:Werewolf), @(Class:Unaligned)
          On Join: Apply `Wolfish` to @Joiner {Visitless}
          """,
      "hunter.wwr", """
          **Grey Hunter** | Werewolf Killing
          __Basics__
          Attacks at night.
          __Formalized__
          End Night: Attack @Selection
          """,
      "farmer.wwr", """
          **Blessed Farmer** | Townsfolk Miscellaneous
          __Formalized__
          Starting: Protect @Self from `Attacks` by @(Attr:Wolfish) through Partial Defense
          On Partial Defense: Role Change @Self to `Grey Hunter`
          """,
      "village.wwr", """
          **Village Idler** | Townsfolk Miscellaneous
          __Formalized__
          No Abilities

          **Moon Seer** | Werewolf Investigative
          __Formalized__
          Immediate Night: Role Investigate @Selection (SD, WD)

          **Mirror Keeper** | Townsfolk Miscellaneous
          __Formalized__
          Immediate: Target @Selection (Player Optional) [Condition: not (@Target exists)]
          Immediate: Target @Selection (Player Optional) [Condition: @Target exists]
          Starting: Redirect `non-killing abilities` from @(Attr:Wolfish) to @Target (~UntilUse)
          On Redirect: Learn `Your mirror was used`

          **Twin Mirror** | Townsfolk Miscellaneous
          __Formalized__
          Starting: Redirect `non-killing abilities` from @(Attr:Wolfish) to @Target (~UntilSecondUse)

          **Night Sleeper** | Townsfolk Power
          __Formalized__
          Immediate Night: Protect @Self from `Attacks` through Absence at @Selection (~Phase)

          **Hunter's Friend** | Townsfolk Miscellaneous
          __Formalized__
          No Abilities
          """);

  static List<NightResolver> schemes() {
    return PremiseSemanticsTest.schemes();
  }

  private static final String INCLUDES = """
      include team.wwr
      include hunter.wwr
      include farmer.wwr
      include village.wwr
      """;

  static GameScript script(String night) {
    NightParser parser = NightParser.standard().withIncludes(p -> Optional.ofNullable(
        FILES.get(p)).map(t -> new RulesParser.Source(p, t)));
    return parser.parseGame("t.night", (INCLUDES + night).getBytes());
  }

  static GamePlay play(NightResolver resolver, String night) {
    GameScript script = script(night);
    assertTrue(script.ok(), script.diagnostics().toString());
    GamePlay play = script.play(resolver);
    assertTrue(play.ok(), play.diagnostics().toString());
    return play;
  }

  private static List<String> learned(Outcome o, String player) {
    return o.feedback().stream().filter(f -> f.player().equals(player)).map(f -> f.result())
        .toList();
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aFarmerTurnedByTheWolvesJoinsTheirTeam(NightResolver resolver) {
    GamePlay game = play(resolver, """
        player Fay townsfolk BlessedFarmer
        player Gus werewolf  GreyHunter
        player Ann townsfolk VillageIdler
        night 1
        Gus attack Fay
        night 2
        Fay attack Ann
        """);
    Outcome first = game.outcomes().get(0);
    assertEquals(List.of(), first.deaths(), "the partial defense held");
    var fay = first.nextState().players().get(0);
    assertEquals(List.of("GreyHunter"), fay.roles().stream().map(Role::name).toList());
    assertEquals("werewolf", fay.alignment(), "a role change across teams recruits (ruling 49)");
    assertEquals(List.of("Ann"), game.last().deaths(), "she hunts as a Grey Hunter");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aMirrorHeldUntilUsedRedirectsOnceInTheGame(NightResolver resolver) {
    GamePlay game = play(resolver, """
        player Mia townsfolk MirrorKeeper
        player See werewolf  MoonSeer
        player Ann townsfolk VillageIdler
        night 1
        Mia target Ann
        night 2
        See investigate Mia
        night 3
        See investigate Mia
        """);
    Outcome second = game.outcomes().get(1);
    assertEquals(List.of("Village Idler"), learned(second, "See"), "sent on to Ann");
    assertEquals(List.of("Your mirror was used"), learned(second, "Mia"));
    assertEquals("1", second.nextState().players().get(0).attributes().get("redirected"));
    Outcome third = game.last();
    assertEquals(List.of("Mirror Keeper"), learned(third, "See"), "used up (ruling 50)");
    assertEquals(List.of(), learned(third, "Mia"));
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aMirrorHeldUntilItsSecondUseRedirectsTwice(NightResolver resolver) {
    GamePlay game = play(resolver, """
        player Tia townsfolk TwinMirror target=Ann
        player See werewolf  MoonSeer
        player Ann townsfolk VillageIdler
        night 1
        See investigate Tia
        night 2
        See investigate Tia
        night 3
        See investigate Tia
        """);
    assertEquals(List.of("Village Idler"), learned(game.outcomes().get(0), "See"));
    assertEquals(List.of("Village Idler"), learned(game.outcomes().get(1), "See"));
    assertEquals(List.of("Twin Mirror"), learned(game.last(), "See"));
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aSleeperAtAnAttackedHostDiesAndMaySleepOnlyAtAnotherPlayers(NightResolver resolver) {
    assertEquals(List.of("Sam", "Ann"), play(resolver, """
        player Sam townsfolk NightSleeper
        player Ann townsfolk VillageIdler
        player Gus werewolf  GreyHunter
        Sam protect Ann
        Gus attack Ann
        """).last().deaths());
    assertEquals(List.of(), play(resolver, """
        player Sam townsfolk NightSleeper
        player Ann townsfolk VillageIdler
        player Gus werewolf  GreyHunter
        Sam protect Ann
        Gus attack Sam
        """).last().deaths(), "away from home");
    GameScript home = script("""
        player Sam townsfolk NightSleeper
        player Gus werewolf  GreyHunter
        Sam protect Sam
        """);
    GamePlay atHome = home.ok() ? home.play(resolver) : null;
    String why = atHome == null ? home.diagnostics().toString()
        : atHome.diagnostics().toString();
    assertFalse(atHome != null && atHome.ok(), "an input error (ruling 51)");
    assertTrue(why.contains("not-self"), why);
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aRoleNameWithAnApostropheIsWrittenWithOrWithoutIt(NightResolver resolver) {
    GamePlay game = play(resolver, """
        player Hal townsfolk Hunter'sFriend
        player Hel townsfolk HuntersFriend
        player Gus werewolf  GreyHunter
        Gus attack Hal
        """);
    assertEquals(List.of("Hal"), game.last().deaths());
    assertEquals(List.of("HuntersFriend"), game.last().nextState().players().get(0).roles()
        .stream().map(Role::name).toList());
  }

  @Test
  void roleFilesIncludedOneByOneWithWindowsLineEndingsAndQuotedPathsAreOneBook(@TempDir Path dir)
      throws Exception {
    for (Map.Entry<String, String> f : FILES.entrySet()) {
      String name = f.getKey().replace(".wwr", "").replace("team", "moon pack");
      Files.writeString(dir.resolve(name), f.getValue().replace("\n", "  \r\n"));
    }
    Path night = dir.resolve("x.night");
    Files.writeString(night, """
        include "moon pack"
        include hunter
        include farmer
        include village
        player Fay townsfolk BlessedFarmer
        player Gus werewolf  GreyHunter
        Gus attack Fay
        """);
    MainTest.Run r = MainTest.run("resolve", "--strict", night.toString());
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("Deaths: none"), r.out());
    for (String scheme : List.of("rar", "snarf", "nar", "sequential")) {
      MainTest.Run s = MainTest.run("resolve", "--scheme", scheme, "--format", "json",
          night.toString());
      assertEquals(0, s.code(), s.err());
      assertTrue(s.out().contains("\"alignment\" : \"werewolf\"")
          || s.out().contains("\"alignment\": \"werewolf\""), scheme + ": " + s.out());
    }
  }

  @Test
  void aBookIncludedTwiceInOneRunIsReadOnce(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("hunter"), FILES.get("hunter.wwr"));
    Path night = dir.resolve("x.night");
    Files.writeString(night, """
        include hunter
        include hunter
        player Gus werewolf GreyHunter
        player Hal werewolf GreyHunter
        Gus attack Hal
        """);
    MainTest.Run r = MainTest.run("resolve", night.toString());
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("Deaths: Hal"), r.out());
  }

  @Test
  void chancesOfAFakeFeedbackMayBeWrittenAsTheBookWritesThem(@TempDir Path dir)
      throws Exception {
    Files.writeString(dir.resolve("fog.wwr"), FILES.get("village.wwr") + """

        **Fog Piper** | Solo Miscellaneous
        __Formalized__
        Immediate Night: Obstruct Investigating for @Selection ⇒ (0.6:`Fog Piper`,0.4:`@Result`) (~Phase)
        """);
    Path night = dir.resolve("x.night");
    Files.writeString(night, """
        include fog.wwr
        player Mia werewolf  MoonSeer
        player Fog solo FogPiper
        player Ann townsfolk VillageIdler
        Fog obstruct Mia
        Mia investigate Ann
        """);
    java.util.Set<String> told = new java.util.TreeSet<>();
    for (int seed = 1; seed <= 12; seed++) {
      MainTest.Run r = MainTest.run("resolve", "--strict", "--seed", String.valueOf(seed),
          night.toString());
      assertEquals(0, r.code(), r.err());
      String mia = r.out().lines().filter(l -> l.contains("to Mia:")).findFirst().orElse("");
      told.add(mia.contains("Fog Piper") ? "fake" : mia.contains("Village Idler") ? "real"
          : r.out());
    }
    assertEquals(java.util.Set.of("fake", "real"), told, "60% a fake, 40% the real answer");
  }
}
