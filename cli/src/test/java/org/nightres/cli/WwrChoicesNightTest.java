package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.NightResolver;
import org.nightres.core.format.Diagnostic;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.testing.WwrBookNights;

/**
 * WWR night choices (docs/wwr.md, ruling 35) under every scheme: the player picks an option
 * by writing its name as the verb ({@code Emb soot Ann}), each option's abilities and
 * restrictions are its own, the Creation line's restrictions say when an option is offered;
 * with a disguise as a role named back only by day (ruling 10) and a passive of night 1 only
 * (ruling 22).
 * The book is written for these tests in the WWR notation.
 */
class WwrChoicesNightTest {
  static final String BOOK = """
      **Night Pack** | Werewolf Team Group
      On Poll Closed: Attack @Winner

      **Grey Wolf** | Werewolf Killing
      Starting: Join #Night-Pack

      **Village Idler** | Townsfolk Miscellaneous
      No Abilities

      **Ember Witch** | Townsfolk Killing
      Passive Start Night: `Ember` Choice Creation (Soot, Flare, Shield)
      Immediate Night: `Ember` Choice Choose @Chosen |ember.1|
      Choice `Soot` Chosen:
        • @Selection has `Sooted`: Failure
        • Otherwise: Apply `Sooted` to @Selection
      Choice `Flare` Chosen: Attack @Selection [Attribute: @Selection has `Sooted`]
      Choice `Shield` Chosen: Protect @Selection from `Attacks` through Active Defense (~Phase)

      **Coin Hound** | Unaligned Miscellaneous
      Passive Start Night: `Coin` Choice Creation (Townsfolk, Werewolf) [Temporal: Night 1]
      Immediate Night: `Coin` Choice Choose @Chosen [Temporal: Night 1]
      Choice Chosen: Alignment Change @Self to @Option

      **Oath Keeper** | Townsfolk Power
      Passive Start Night: `Oath` Choice Creation (Mend) [Attribute: lacks `Sworn`]
      End Night: `Oath` Choice Choose @Chosen
      Choice `Mend` Chosen:
        • Protect @Selection from `Attacks` through Active Defense (~Phase)
        • Apply `Sworn` to @Self

      **Moon Crone** | Townsfolk Power
      Passive End Day: Role Change @Self to `Crone Mask`

      **Crone Mask** | Townsfolk Power
      Starting: Strongly Disguise @Self as `Moon Crone`

      **Star Reader** | Townsfolk Investigative
      Immediate Night: Role Investigate @Selection (SD)

      **First Lantern** | Townsfolk Power
      Passive: Protect @Self from `Attacks` through Passive Defense [Temporal: Night 1]
      """;

  static List<NightResolver> schemes() {
    return PremiseSemanticsTest.schemes();
  }

  private static final WwrBookNights NIGHTS = new WwrBookNights(BOOK);

  @ParameterizedTest
  @MethodSource("schemes")
  void theWitchSootsOneNightAndFlaresTheNext(NightResolver resolver) {
    GamePlay game = NIGHTS.play(resolver, """
        player Emb townsfolk EmberWitch
        player Ann townsfolk VillageIdler
        player Bob townsfolk VillageIdler
        night 1
        Emb soot Ann
        night 2
        Emb flare Ann
        """);
    assertEquals(List.of(), game.outcomes().get(0).deaths());
    assertEquals("yes", game.outcomes().get(0).nextState().players().get(1).attributes()
        .get("sooted"), "the Soot option");
    assertEquals(List.of("Ann"), game.last().deaths(), "a sooted player: the flare attacks");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void eachOptionKeepsItsOwnRestrictions(NightResolver resolver) {
    String players = """
        player Emb townsfolk EmberWitch
        player Ann townsfolk VillageIdler sooted=yes
        player Bob townsfolk VillageIdler
        """;
    Outcome flare = NIGHTS.play(resolver, players + "Emb flare Bob\n").last();
    assertEquals(List.of(), flare.deaths());
    assertEquals(List.of(Feedback.of("Emb", "flare", "Bob", "Failure")), flare.feedback(),
        "not sooted: the Flare line's restriction fails it (§7)");
    Outcome soot = NIGHTS.play(resolver, players + "Emb soot Ann\n").last();
    assertEquals(List.of(Feedback.of("Emb", "soot", "Ann", "Failure")), soot.feedback(),
        "already sooted: the Soot option's list answers Failure");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theShieldOptionProtectsFromTheWolves(NightResolver resolver) {
    String players = """
        player Emb townsfolk EmberWitch
        player Ann townsfolk VillageIdler
        player Rex werewolf  GreyWolf group-nightpack=yes
        """;
    assertEquals(List.of(), NIGHTS.play(resolver, players + "Emb shield Ann\nRex factionkill Ann\n")
        .last().deaths());
    assertEquals(List.of("Ann"), NIGHTS.play(resolver, players + "Emb soot Ann\nRex factionkill Ann\n")
        .last().deaths(), "another option: no protection");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theHoundChoosesItsAlignmentOnNightOneOnly(NightResolver resolver) {
    GamePlay game = NIGHTS.play(resolver, """
        player Hou townsfolk CoinHound
        Hou werewolf
        """);
    assertEquals("werewolf", game.last().nextState().players().get(0).alignment());
    GameScript late = NIGHTS.script("""
        player Hou townsfolk CoinHound
        night 1
        night 2
        Hou townsfolk
        """);
    GamePlay play = late.play(resolver);
    assertEquals(1, play.diagnostics().size(), play.diagnostics().toString());
    Diagnostic d = play.diagnostics().get(0);
    assertEquals("t.night", d.file());
    assertEquals(5, d.line(), "the night line, as the file holds it (after the include)");
    assertTrue(d.message().contains("on night 1 only"), d.message());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void anOptionIsOfferedWhileTheCreationLinesRestrictionHolds(NightResolver resolver) {
    GamePlay game = NIGHTS.play(resolver, """
        player Oat townsfolk OathKeeper
        player Ann townsfolk VillageIdler
        player Rex werewolf  GreyWolf group-nightpack=yes
        night 1
        Oat mend Ann
        Rex factionkill Ann
        night 2
        Oat mend Ann
        Rex factionkill Ann
        """);
    assertEquals(List.of(), game.outcomes().get(0).deaths());
    assertEquals(List.of("Ann"), game.last().deaths(), "sworn: Mend is no longer offered");
    assertEquals(List.of(Feedback.of("Oat", "mend", "Ann", "Failure")), game.last().feedback()
        .stream().filter(f -> f.player().equals("Oat")).toList());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aDisguiseAsARoleThatNamesItOnlyByDayIsUnderstood(NightResolver resolver) {
    Outcome o = NIGHTS.play(resolver, """
        player Mas townsfolk CroneMask
        player Sta townsfolk StarReader
        Sta investigate Mas
        """).last();
    assertEquals(List.of(Feedback.of("Sta", "investigate", "Mas", "Moon Crone")), o.feedback(),
        "the Moon Crone's role change is a day line: no cycle (ruling 10)");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aPassiveOfNightOneHoldsOnNightOneOnly(NightResolver resolver) {
    GamePlay game = NIGHTS.play(resolver, """
        player Lan townsfolk FirstLantern
        player Rex werewolf  GreyWolf group-nightpack=yes
        night 1
        Rex factionkill Lan
        night 2
        Rex factionkill Lan
        """);
    assertEquals(List.of(), game.outcomes().get(0).deaths(), "night 1: the passive protects");
    assertEquals(List.of("Lan"), game.last().deaths(), "night 2: the premise night 1 fails");
  }

  @Test
  void theChoicesAreUnderstoodLines(@TempDir Path dir) throws Exception {
    Path book = dir.resolve("book.wwr");
    Files.writeString(book, BOOK);
    MainTest.Run r = MainTest.run("roles", "--rules", book.toString(), "--coverage");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("  ok 11: Passive Start Night: `Ember` Choice Creation (Soot, "
        + "Flare, Shield)\n  ok 12: Immediate Night: `Ember` Choice Choose @Chosen |ember.1|\n"),
        r.out());
    assertTrue(r.out().endsWith("understood: 10 of 10 night ability lines (100.0%)\n"), r.out());
  }
}
