package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.NightResolver;
import org.nightres.core.format.RulesResult;
import org.nightres.core.outcome.Announcement;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.testing.WwrBookNights;

/**
 * WWR's {@code Ascend} and {@code Descend} on night lines (docs/wwr.md, ruling 55): the player
 * leaves the game by a true kill of himself, and it is announced with his role, under every
 * scheme. The book is written for these tests in the WWR notation.
 */
class WwrAscensionTest {
  static final String BOOK = """
      **Village Idler** | Townsfolk Miscellaneous
      __Formalized__
      No Abilities

      **Lone Pilgrim** | Unaligned Miscellaneous
      __Formalized__
      Passive: Ascend [Condition: not (@(Attr:Shrine) exists)]

      **Lost Shepherd** | Unaligned Miscellaneous
      __Formalized__
      Passive: Descend [Condition: @(Attr:Sheep)->Count is 0]

      **Cave Bear** | Unaligned Killing
      __Formalized__
      On Visited [!Targeting]:
        • Attack @Visitor
        • Increment Counter
        • @Self->Counter > 1: Ascend

      **Hill Monk** | Unaligned Miscellaneous
      __Formalized__
      End Night: Ascend [Condition: @Self->Counter > 2]

      **Shield Bearer** | Townsfolk Protective
      __Formalized__
      Immediate Night: Protect @Selection from `All` through Active Defense (~Phase)

      **Star Seer** | Townsfolk Investigative
      __Formalized__
      Immediate Night: Role Investigate @Selection (SD)
      """;

  static List<NightResolver> schemes() {
    return PremiseSemanticsTest.schemes();
  }

  private static final WwrBookNights NIGHTS = new WwrBookNights(BOOK);

  static List<String> announced(Outcome o) {
    return o.announcements().stream().filter(a -> a.kind().equals(Announcement.ANNOUNCE))
        .map(a -> a.player() + ": " + a.text().orElseThrow()).toList();
  }

  @Test
  void ascendIsATrueKillOfSelfAndAnAnnouncementOfHisRole() {
    RulesResult r = NIGHTS.rules();
    assertEquals(List.of(), r.warnings(), r.renderWarnings());
    String rules = WwrBookNights.statements(r);
    assertTrue(rules.contains("passive LonePilgrim = kill(self, class=true) + announce(self, "
        + "\"{self} ascended: {role(self)}\") [if !exists attr:shrine]"), rules);
    assertTrue(rules.contains("passive LostShepherd = kill(self, class=true) + announce(self, "
        + "\"{self} descended: {role(self)}\") [if count(attr:sheep)=0]"), rules);
    assertTrue(rules.contains("ability HillMonk.ascend = kill(self, class=true) + announce(self, "
        + "\"{self} ascended: {role(self)}\") [order 195, suborder 3-HillMonk, if self in attr:counter>2]"), rules);
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void thePilgrimAscendsWhenNoShrineIsLeftAndNoProtectionKeepsHim(NightResolver resolver) {
    String players = """
        player Pil unaligned LonePilgrim
        player Shi townsfolk ShieldBearer
        Shi protect Pil
        """;
    Outcome kept = NIGHTS.play(resolver, "player Ann townsfolk VillageIdler shrine=yes\n" + players)
        .last();
    assertEquals(List.of(), kept.deaths(), "a shrine is left: the passive does nothing");
    assertEquals(List.of(), announced(kept));
    Outcome gone = NIGHTS.play(resolver, "player Ann townsfolk VillageIdler\n" + players).last();
    assertEquals(List.of("Pil"), gone.deaths(), "a true kill: the protection does not stop it");
    assertEquals(List.of("Pil: Pil ascended: Lone Pilgrim"), announced(gone));
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theShepherdDescendsWithoutSheepAndTheAnnouncementTellsHisOwnRole(
      NightResolver resolver) {
    assertEquals(List.of(), NIGHTS.play(resolver, """
        player She unaligned LostShepherd
        player Ann townsfolk VillageIdler sheep=yes
        """).last().deaths());
    Outcome o = NIGHTS.play(resolver, """
        player She unaligned LostShepherd
        player Ann townsfolk VillageIdler sheep=yes
        state Ann dead
        """).last();
    assertEquals(List.of("She"), o.deaths(), "the dead are no sheep the count sees");
    assertEquals(List.of("She: She descended: Lost Shepherd"), announced(o));
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theBearAscendsOnAVisitOnceHisCounterWasAboveOneAsTheNightStarted(
      NightResolver resolver) {
    Outcome first = NIGHTS.play(resolver, """
        player Bea unaligned CaveBear counter=1
        player See townsfolk StarSeer
        See investigate Bea
        """).last();
    assertEquals(List.of("See"), first.deaths(), "the visitor is attacked");
    assertEquals(List.of(), announced(first), "counter 1 as the night starts (ruling 15)");
    assertEquals("2", first.nextState().players().stream()
        .filter(p -> p.name().equals("Bea")).findFirst().orElseThrow().attributes()
        .get("counter"));
    Outcome second = NIGHTS.play(resolver, """
        player Bea unaligned CaveBear counter=2
        player See townsfolk StarSeer
        See investigate Bea
        """).last();
    assertEquals(List.of("Bea", "See"), second.deaths().stream().sorted().toList());
    assertEquals(List.of("Bea: Bea ascended: Cave Bear"), announced(second));
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theMonkAscendsWhenHeSubmitsTheLineAndHisCounterAllowsIt(NightResolver resolver) {
    Outcome early = NIGHTS.play(resolver, """
        player Mon unaligned HillMonk counter=2
        Mon ascend
        """).last();
    assertEquals(List.of(), early.deaths(), "the restriction fails");
    assertEquals(List.of(), announced(early));
    Outcome o = NIGHTS.play(resolver, """
        player Mon unaligned HillMonk counter=3
        Mon ascend
        """).last();
    assertEquals(List.of("Mon"), o.deaths());
    assertEquals(List.of("Mon: Mon ascended: Hill Monk"), announced(o));
  }
}
