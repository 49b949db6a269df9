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
import org.nightres.core.component.Role;
import org.nightres.core.format.GamePlay;
import org.nightres.core.testing.NightText;
import org.nightres.core.model.Draw;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.testing.WwrBookNights;

/**
 * A random player drawn by a passive ({@code random(all)}, {@code random(f)}; WWR's {@code
 * ->RandomPlayer} in a passive: docs/wwr.md, ruling 70): one draw a night for each holder whose
 * passive acts, after the submitted actions' draws in the schemes that draw up front, as it
 * resolves in {@code sequential}; pinned as {@code random <Holder> passive <Pick>}; under every
 * scheme.
 */
class PassiveDrawsTest {
  static List<NightResolver> schemes() {
    return PremiseSemanticsTest.schemes();
  }

  private static final String GAME = """
      role Crafter
      passive Crafter = protect(random(all)) [if night 1]
      role Lout
      ability Lout.brawl = kill(random(others))
      player A town Crafter
      player B mafia Vigilante
      player C town Vanilla
      player D town Vanilla
      seed 3
      night 1
      B kill C
      """;

  private static GamePlay play(NightResolver resolver, String text) {
    return NightText.play(resolver, text);
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aPinnedPassiveProtectsThePlayerItNames(NightResolver resolver) {
    Outcome o = play(resolver, GAME + "random A passive C\n").last();
    assertEquals(List.of(), o.deaths(), "the passive protected C");
    assertEquals(List.of(new Draw("A", "passive", List.of("A", "B", "C", "D"), "C", true,
        false)), o.draws());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theSameSeedDrawsTheSamePlayerInEveryScheme(NightResolver resolver) {
    Outcome o = play(resolver, GAME).last();
    assertEquals(List.of(new Draw("A", "passive", List.of("A", "B", "C", "D"), "B", false,
        false)), o.draws(), "seed 3: the first draw among four is the second player");
    assertEquals(List.of("C"), o.deaths(), "B was protected, not C");
    Outcome again = play(resolver, GAME).last();
    assertEquals(o.draws(), again.draws());
    assertEquals(o.deaths(), again.deaths());
  }

  /**
   * A vest is worn down only when nothing else stopped the kill: a protection by another
   * player's passive that drew the wearer counts, though no action links its holder to him
   * (VestAccounting resolves the wearer's part again, and the drawn player is in the holder's).
   */
  @ParameterizedTest
  @MethodSource("schemes")
  void aVestIsKeptWhenAPassiveThatDrewItsWearerProtectedHim(NightResolver resolver) {
    String vest = GAME.replace("player C town Vanilla", "player C town Vanilla Bulletproof(1)");
    Outcome kept = play(resolver, vest + "random A passive C\n").last();
    assertEquals(List.of(), kept.deaths());
    assertEquals(java.util.OptionalInt.of(1),
        kept.nextState().players().get(2).modifiers().get(0).uses(), "the passive protected C");
    Outcome worn = play(resolver, vest + "random A passive D\n").last();
    assertEquals(List.of(), worn.deaths());
    assertEquals(java.util.OptionalInt.of(0),
        worn.nextState().players().get(2).modifiers().get(0).uses(), "the vest stopped the kill");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aPassiveWhosePremiseFailsDrawsNothing(NightResolver resolver) {
    GamePlay game = play(resolver, GAME + "night 2\nB kill D\n");
    assertEquals(List.of(), game.last().draws(), "the passive acts on night 1 only");
    assertEquals(List.of("D"), game.last().deaths());
  }

  @ParameterizedTest
  @MethodSource("org.nightres.cli.GameFilesTest#schemes")
  void upFrontThePassiveDrawsAfterTheSubmittedActions(NightResolver resolver) {
    Outcome o = play(resolver, GAME.replace("player D town Vanilla", "player D town Lout")
        + "D brawl\n").last();
    assertEquals(List.of("brawl", "passive"), o.draws().stream().map(Draw::ability).toList());
  }

  @Test
  void theSequentialSchemeDrawsThePassiveWhenItResolvesAmongTheLiving() {
    // the brawl (order of a kill) resolves after the passive (a protection): drawn in that order
    Outcome o = play(new org.nightres.snarf.SequentialResolver(), GAME.replace(
        "player D town Vanilla", "player D town Lout") + "D brawl\n").last();
    assertEquals(2, o.draws().size(), o.draws().toString());
    assertTrue(o.draws().stream().anyMatch(d -> d.ability().equals("passive")), o.toString());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aPassiveThatDrawsStillProtectsItsStoredTarget(NightResolver resolver) {
    // the passive is planned again once its player is drawn (sequential: as it resolves); its
    // stored(k) keeps the player the holder's attribute names
    Outcome o = play(resolver, GAME.replace("protect(random(all)) [if night 1]",
        "protect(random(all)) + protect(stored(ward))").replace("player A town Crafter",
        "player A town Crafter ward=C") + "random A passive D\n").last(); // B kills C
    assertEquals(List.of(), o.deaths(), "C, the stored ward, is protected too");
    assertEquals("D", o.draws().get(0).pick(), o.draws().toString());
  }

  @Test
  void pinsAndSelectorsAPassiveCannotUseAreErrors(@TempDir Path dir) throws Exception {
    assertError(dir, GAME + "night 2\nB kill D\nrandom A passive C\n", 14, 1,
        "this pin is never used: A makes no (further) random choice with `passive`");
    assertError(dir, GAME + "random B passive C\n", 12, 10, "B has no ability `passive`");
    assertError(dir, "modifier Odd\npassive Odd = protect(random(valid))\n"
        + "player A town Vanilla Odd\n", 2, 23, "not supported yet: 'random(valid)' in a passive");
    assertError(dir, "role R\ntrigger R death = kill(random(all))\nplayer A town R\n", 2, 24,
        "not supported yet: random selectors in a");
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

  private static final WwrBookNights BOOK = new WwrBookNights("""
      **Charm Crafter** | Townsfolk Miscellaneous
      __Formalized__
      Passive Start Night: Grant `Warding Charm` to @All->RandomPlayer [Temporal: Night 1]

      **Warding Charm** | Extra Elected
      __Formalized__
      No Abilities

      **Village Idler** | Townsfolk Miscellaneous
      __Formalized__
      No Abilities
      """);

  @ParameterizedTest
  @MethodSource("schemes")
  void aWwrPassiveGrantsItsRoleToTheRandomPlayerOnce(NightResolver resolver) {
    GamePlay game = BOOK.play(resolver, """
        player Cra townsfolk CharmCrafter
        player Ann townsfolk VillageIdler
        player Bob townsfolk VillageIdler
        night 1
        random Cra passive Bob
        night 2
        """);
    assertEquals(List.of("VillageIdler", "WardingCharm"), game.outcomes().get(0).nextState()
        .players().get(2).roles().stream().map(Role::name).toList());
    assertEquals(List.of("VillageIdler"), game.outcomes().get(0).nextState().players().get(1)
        .roles().stream().map(Role::name).toList());
    assertEquals(List.of(), game.last().draws(), "[Temporal: Night 1]: no draw on night 2");
    assertEquals(List.of("VillageIdler", "WardingCharm"), game.last().nextState().players()
        .get(2).roles().stream().map(Role::name).toList());
  }
}
