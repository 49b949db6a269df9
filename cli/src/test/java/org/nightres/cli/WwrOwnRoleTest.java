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
 * A role's lines about itself and its own sets (docs/wwr.md, rulings 63 to 65): {@code Revoke
 * @ThisAttr from @Self} (an extra role that takes itself away), {@code Protect … (~NextDay)} on
 * a {@code Passive Start Night} line (the night's protection), and a role that inherits the
 * ability set of its own name, under every scheme. The book is written for these tests in the
 * WWR notation.
 */
class WwrOwnRoleTest {
  static final String BOOK = """
      **Village Idler** | Townsfolk Miscellaneous
      __Formalized__
      No Abilities

      **Charm Maker** | Townsfolk Miscellaneous
      __Formalized__
      No Abilities

      **Lucky Charm** | Extra Power
      __Formalized__
      Passive Start Night:
        • Protect @Self from `Attacks` through Passive Defense during Night (~Phase)
      Passive: [Condition: not (@(Role:Charm-Maker) exists)] {Visitless}
        • Revoke @ThisAttr from @Self

      **Night Guest** | Extra Power
      __Formalized__
      Passive Start Night: Revoke @ThisAttr from @Self

      **Gallant Hound** | Werewolf Power
      __Formalized__
      Passive Start Night: [Attribute: has `Marker`, Condition: @Target exists]
        • Protect @Target from `Attacks & Lynches` through Active Defense (~NextDay)
        • Remove `Marker` from @Self

      **Lantern** | Ability Set
      Passive: Protect @Self from `Attacks` through Passive Defense

      **Lantern** | Townsfolk Protective
      __Formalized__
      Inherit: `Lantern`

      **Bandit** | Solo Killing
      __Formalized__
      Immediate Night: Attack @Selection
      """;

  static List<NightResolver> schemes() {
    return PremiseSemanticsTest.schemes();
  }

  private static final WwrBookNights NIGHTS = new WwrBookNights(BOOK);

  private static List<String> roles(Outcome o, String name) {
    return WwrBookNights.player(o, name).roles().stream().map(r -> r.name()).toList();
  }

  @Test
  void theLinesTranslateToTheirOwnRoleAndTheNightsProtection() {
    RulesResult r = NIGHTS.rules();
    assertEquals(List.of(), r.warnings(), r.renderWarnings());
    String rules = WwrBookNights.statements(r);
    assertTrue(rules.contains("passive LuckyCharm = role(self, revoke LuckyCharm) "
        + "[if !exists role:CharmMaker]"), rules);
    assertTrue(rules.contains("passive NightGuest = role(self, revoke NightGuest)"), rules);
    assertTrue(rules.contains("passive GallantHound = protect(stored(target), from=attack, "
        + "rank=active) + attr(self, remove marker) [if self in attr:marker, "
        + "if stored(target) exists]"), rules);
    assertTrue(rules.contains("passive Lantern = protect(self, from=attack, rank=passive)"),
        rules);
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theCharmTakesItselfAwayOnceNoMakerIsLeftAtOnceInSequentialAndTheNextNightElsewhere(
      NightResolver resolver) {
    String night = """
        player Ann townsfolk VillageIdler+LuckyCharm
        player Ban solo Bandit
        Ban attack Ann
        """;
    Outcome kept = NIGHTS.play(resolver, "player Mak townsfolk CharmMaker\n" + night).last();
    assertEquals(List.of(), kept.deaths());
    assertEquals(List.of("VillageIdler", "LuckyCharm"), roles(kept, "Ann"));
    Outcome gone = NIGHTS.play(resolver, "player Mak townsfolk CharmMaker\nstate Mak dead\n"
        + night).last();
    if (resolver.scheme() == org.nightres.core.Scheme.SEQUENTIAL) { // games.md section 5
      assertEquals(List.of("Ann"), gone.deaths(), "the revoke at [0] applies at once: the "
          + "charm and its protection are gone before the attack");
    } else {
      assertEquals(List.of(), gone.deaths(), "the revoke lands in the next state: the charm "
          + "protects Ann tonight");
    }
    assertEquals(List.of("VillageIdler"), roles(gone, "Ann"));
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aGuestForOneNightLeavesTheRoleAfterIt(NightResolver resolver) {
    Outcome o = NIGHTS.play(resolver, """
        player Gus townsfolk VillageIdler+NightGuest
        """).last();
    assertEquals(List.of("VillageIdler"), roles(o, "Gus"));
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theHoundProtectsItsTargetForTheNightItsMarkerHoldsAndTakesTheMarkerOff(
      NightResolver resolver) {
    String night = """
        player Ann townsfolk VillageIdler
        player Ban solo Bandit
        Ban attack Ann
        """;
    Outcome kept = NIGHTS.play(resolver, "player Hou werewolf GallantHound marker=yes "
        + "target=Ann\n" + night).last();
    assertEquals(List.of(), kept.deaths());
    assertEquals(null, WwrBookNights.player(kept, "Hou").attributes().get("marker"));
    Outcome unmarked = NIGHTS.play(resolver, "player Hou werewolf GallantHound target=Ann\n"
        + night).last();
    assertEquals(List.of("Ann"), unmarked.deaths(), "no marker: no protection");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aRoleReadsTheSetOfItsOwnName(NightResolver resolver) {
    Outcome o = NIGHTS.play(resolver, """
        player Lan townsfolk Lantern
        player Ban solo Bandit
        Ban attack Lan
        """).last();
    assertEquals(List.of(), o.deaths());
  }
}
