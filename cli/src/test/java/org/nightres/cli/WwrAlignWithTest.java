package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.NightResolver;
import org.nightres.core.format.RulesResult;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.testing.WwrBookNights;

/**
 * Another player's alignment (docs/wwr.md, ruling 66): {@code Alignment Change @Self to
 * @Target->Alignment} takes the stored target's alignment as the night starts, and {@code
 * @X->Alignment is [not] @Self->Alignment} compares a player's alignment with the holder's,
 * under every scheme. The book is written for these tests in the WWR notation.
 */
class WwrAlignWithTest {
  static final String BOOK = """
      **Village Idler** | Townsfolk Miscellaneous
      __Formalized__
      No Abilities

      **Grey Wolf** | Werewolf Miscellaneous
      __Formalized__
      No Abilities

      **Matchmaker** | Unaligned Miscellaneous
      __Formalized__
      Passive: Alignment Change @Self to @Target->Alignment [Condition: (@Target exists) and (@Target->Alignment is not @Self->Alignment)]

      **Zealot** | Solo Killing
      __Formalized__
      Immediate Night: Attack @Selection [Condition: not (@Selection->Alignment is @Self->Alignment)]
      """;

  static List<NightResolver> schemes() {
    return PremiseSemanticsTest.schemes();
  }

  private static final WwrBookNights NIGHTS = new WwrBookNights(BOOK);

  @Test
  void theLinesTranslateToAnAlignmentTakenFromAnotherPlayerAndAComparisonWithTheHolders() {
    RulesResult r = NIGHTS.rules();
    assertEquals(List.of(), r.warnings(), r.renderWarnings());
    String rules = WwrBookNights.statements(r);
    assertTrue(rules.contains("passive Matchmaker = role(self, align with stored(target)) "
        + "[if stored(target) exists, if stored(target) in !same:alignment]"), rules);
    assertTrue(rules.contains("ability Zealot.attack X = kill(X) + result(X, kill-outcome, "
        + "is:success=\"Success\", else=\"Failure\", failure=\"Failure\") [timing "
        + "immediate-night, if X in !same:alignment]"), rules);
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theMatchmakerJoinsTheTeamOfItsTargetAsTheNightStarts(NightResolver resolver) {
    Outcome o = NIGHTS.play(resolver, """
        player Mat unaligned Matchmaker target=Rex
        player Rex werewolf GreyWolf
        player Ann townsfolk VillageIdler
        """).last();
    assertEquals("werewolf", WwrBookNights.player(o, "Mat").alignment());
    assertEquals(WwrBookNights.player(o, "Rex").factionAbilities(), WwrBookNights.player(o, "Mat").factionAbilities());
    Outcome none = NIGHTS.play(resolver, """
        player Mat unaligned Matchmaker target=Rex
        player Rex werewolf GreyWolf
        state Rex dead
        """).last();
    assertEquals("unaligned", WwrBookNights.player(none, "Mat").alignment(), "a dead target: no @Target");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theZealotsAttackFailsOnAPlayerOfItsOwnAlignment(NightResolver resolver) {
    Outcome foe = NIGHTS.play(resolver, """
        player Zea solo Zealot
        player Ann townsfolk VillageIdler
        Zea attack Ann
        """).last();
    assertEquals(List.of("Ann"), foe.deaths());
    Outcome friend = NIGHTS.play(resolver, """
        player Zea solo Zealot
        player Sol solo Matchmaker
        Zea attack Sol
        """).last();
    assertEquals(List.of(), friend.deaths(), "the same alignment as the holder's: it fails");
  }
}
