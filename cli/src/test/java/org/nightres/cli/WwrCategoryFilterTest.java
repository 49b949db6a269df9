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
 * WWR's category filter {@code @(Cat:C)} (docs/wwr.md, ruling 62): the players one of whose
 * roles has the category C, read as the night starts, in counts, {@code exists} and death
 * triggers, under every scheme. The book is written for these tests in the WWR notation.
 */
class WwrCategoryFilterTest {
  static final String BOOK = """
      **Village Idler** | Townsfolk Miscellaneous
      __Formalized__
      No Abilities

      **Star Seer** | Townsfolk Investigative
      __Formalized__
      Immediate Night: Role Investigate @Selection (SD)

      **Scent Wolf** | Werewolf Investigative
      __Formalized__
      Immediate Night: Role Investigate @Selection

      **Night Hunter** | Townsfolk Killing
      __Formalized__
      End Night: Attack @Selection

      **Masked Tailor** | Townsfolk Power
      __Formalized__
      Immediate Night: Strongly Disguise @Selection as `Star Seer` (~Phase)

      **Hidden Mole** | Unaligned Power
      __Formalized__
      Passive: Descend [Condition: @(Cat:Investigative)->Count is 0]

      **Grave Clerk** | Townsfolk Miscellaneous
      __Formalized__
      On @(Category:Killing) Death: Learn `A killer fell`
      """;

  static List<NightResolver> schemes() {
    return PremiseSemanticsTest.schemes();
  }

  private static final WwrBookNights NIGHTS = new WwrBookNights(BOOK);

  @Test
  void theCategoryFilterIsTheRolesLanguagesCategoryFilter() {
    RulesResult r = NIGHTS.rules();
    assertEquals(List.of(), r.warnings(), r.renderWarnings());
    String rules = WwrBookNights.statements(r);
    assertTrue(rules.contains("passive HiddenMole = kill(self, class=true) + announce(self, "
        + "\"{self} descended: {role(self)}\") [if count(category:Investigative)=0]"), rules);
    assertTrue(rules.contains("trigger GraveClerk death(category:Killing) = "), rules);
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theMoleStaysWhileAnInvestigatorOfAnyTeamLives(NightResolver resolver) {
    assertEquals(List.of(), NIGHTS.play(resolver, """
        player Mol unaligned HiddenMole
        player Wol werewolf ScentWolf
        """).last().deaths(), "a werewolf's Investigative role counts too");
    Outcome shot = NIGHTS.play(resolver, """
        player Mol unaligned HiddenMole
        player See townsfolk StarSeer
        player Hun townsfolk NightHunter
        Hun attack See
        """).last();
    assertEquals(List.of("See"), shot.deaths(),
        "the seer dies tonight, but counts as the night starts (ruling 15)");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theMoleDescendsWhenNoLivingPlayerHoldsAnInvestigativeRole(NightResolver resolver) {
    Outcome o = NIGHTS.play(resolver, """
        player Mol unaligned HiddenMole
        player See townsfolk StarSeer
        player Tai townsfolk MaskedTailor
        player Ann townsfolk VillageIdler
        state See dead
        Tai disguise Ann
        """).last();
    assertEquals(List.of("Mol"), o.deaths(),
        "the dead seer is not counted, nor a player disguised as one: a filter reads roles");
    assertEquals(List.of("Mol: Mol descended: Hidden Mole"), WwrAscensionTest.announced(o));
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aDeathTriggerOnACategoryFiresForItsRolesOnly(NightResolver resolver) {
    Outcome o = NIGHTS.play(resolver, """
        player Cle townsfolk GraveClerk
        player Hun townsfolk NightHunter
        player Ann townsfolk VillageIdler
        player Bob townsfolk NightHunter
        Hun attack Ann
        Bob attack Hun
        """).last();
    assertEquals(List.of("Ann", "Hun"), o.deaths().stream().sorted().toList());
    assertEquals(List.of("A killer fell"), o.feedback().stream()
        .filter(f -> f.player().equals("Cle")).map(f -> f.result()).toList(),
        "the hunter's death sets it off, the idler's does not");
  }
}
