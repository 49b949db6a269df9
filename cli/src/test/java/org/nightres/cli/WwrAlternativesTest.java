package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.nightres.cli.BookNights.told;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.NightResolver;
import org.nightres.core.format.RulesResult;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.testing.WwrBookNights;

/**
 * WWR's {@code or} in conditions (docs/wwr.md, ruling 56): a restriction, a trigger's
 * condition on its visitor and a list condition, each one premise of alternatives; and a
 * trigger's subject compared with the holder ({@code @Visitor is @Self}, ruling 57); under
 * every scheme. The book is written for these tests in the WWR notation.
 */
class WwrAlternativesTest {
  static final String BOOK = """
      **Village Idler** | Townsfolk Miscellaneous
      __Formalized__
      No Abilities

      **Ward Keeper** | Townsfolk Protective
      __Formalized__
      Immediate Night: Protect @Selection from `All` through Active Defense (~Phase) [Condition: (@Selection has `Ward`) or (@Self->Counter > 0)]

      **Snare Setter** | Townsfolk Killing
      __Formalized__
      On Visited: [Condition: (@Visitor->Alignment is `Werewolf`) or ((@Self has `Trap`) and (not (@Visitor has `Ward`)))]
        • Attack @Visitor

      **Rune Reader** | Townsfolk Investigative
      __Formalized__
      Immediate Night:
        • (@Selection has `Ward`) or (not (@Self has `Trap`)): Learn `warded or free`
        • Otherwise: Learn `neither`

      **Grey Wolf** | Werewolf Killing
      __Formalized__
      End Night: Attack @Selection

      **Sniff Wolf** | Werewolf Investigative
      __Formalized__
      Immediate Night: Role Investigate @Selection (SD)

      **Muddled Seer** | Townsfolk Investigative
      __Formalized__
      Immediate Night: Role Investigate @Selection (SD) [Condition: (@Selection has `Ward`) and (@Self has `Trap`) or (@Self->Counter > 1)]

      **Hall Mirror** | Townsfolk Investigative
      __Formalized__
      Immediate Night: Role Investigate @Selection (SD)
      On Visited: [Condition: @Visitor is not @Self]
        • Learn `someone came`
      On Visited: [Condition: (@Visitor is @Self) or (@Self has `Lamp`)]
        • Learn `you see yourself`
      """;

  static List<NightResolver> schemes() {
    return PremiseSemanticsTest.schemes();
  }

  private static final WwrBookNights NIGHTS = new WwrBookNights(BOOK);

  @Test
  void orIsOnePremiseOfAlternativesAndAnUnbracketedMixIsReported() {
    RulesResult r = NIGHTS.rules();
    String rules = WwrBookNights.statements(r);
    assertTrue(rules.contains("[timing immediate-night, if (X in attr:ward or self in "
        + "attr:counter>0)]"), rules);
    assertTrue(rules.contains("trigger SnareSetter visited = kill(visitor) [if (visitor in "
        + "align:werewolf or self in attr:trap and visitor in !attr:ward)]"), rules);
    assertTrue(rules.contains("if((X in attr:ward or self in !attr:trap) then notify(self, "
        + "feedback, \"warded or free\") else notify(self, feedback, \"neither\"))"), rules);
    assertEquals(1, r.warnings().size(), r.renderWarnings());
    assertEquals("book.wwr:30:1", r.warnings().get(0).file() + ":"
        + r.warnings().get(0).line() + ":" + r.warnings().get(0).column());
    assertTrue(r.warnings().get(0).message().contains("mixing 'and' and 'or' without "
        + "parentheses"), r.renderWarnings());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theKeeperProtectsAWardedPlayerOrWhileHisCounterLasts(NightResolver resolver) {
    String night = """
        player Wol werewolf  GreyWolf
        Kee protect Ann
        Wol attack Ann
        """;
    Outcome warded = NIGHTS.play(resolver, "player Kee townsfolk WardKeeper\n"
        + "player Ann townsfolk VillageIdler ward=yes\n" + night).last();
    assertEquals(List.of(), warded.deaths(), "the first alternative holds");
    Outcome counted = NIGHTS.play(resolver, "player Kee townsfolk WardKeeper counter=1\n"
        + "player Ann townsfolk VillageIdler\n" + night).last();
    assertEquals(List.of(), counted.deaths(), "the second alternative holds");
    Outcome neither = NIGHTS.play(resolver, "player Kee townsfolk WardKeeper\n"
        + "player Ann townsfolk VillageIdler\n" + night).last();
    assertEquals(List.of("Ann"), neither.deaths());
    assertEquals(List.of("Failure"), told(neither, "Kee"), "neither holds: the line fails");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theSnareCatchesAWolfOrAnUnwardedVisitorWhileSet(NightResolver resolver) {
    Outcome wolf = NIGHTS.play(resolver, """
        player Sna townsfolk SnareSetter
        player Sni werewolf  SniffWolf
        Sni investigate Sna
        """).last();
    assertEquals(List.of("Sni"), wolf.deaths(), "a werewolf visitor");
    Outcome free = NIGHTS.play(resolver, """
        player Sna townsfolk SnareSetter
        player Rea townsfolk RuneReader
        Rea learn Sna
        """).last();
    assertEquals(List.of(), free.deaths(), "a townsman, no trap set");
    Outcome trapped = NIGHTS.play(resolver, """
        player Sna townsfolk SnareSetter trap=yes
        player Rea townsfolk RuneReader
        Rea learn Sna
        """).last();
    assertEquals(List.of("Rea"), trapped.deaths(), "the trap catches an unwarded visitor");
    Outcome warded = NIGHTS.play(resolver, """
        player Sna townsfolk SnareSetter trap=yes
        player Rea townsfolk RuneReader ward=yes
        Rea learn Sna
        """).last();
    assertEquals(List.of(), warded.deaths(), "a ward keeps the townsman from the trap");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theReadersListConditionFiresOnEitherAlternative(NightResolver resolver) {
    assertEquals(List.of("warded or free"), told(NIGHTS.play(resolver, """
        player Rea townsfolk RuneReader trap=yes
        player Ann townsfolk VillageIdler ward=yes
        Rea learn Ann
        """).last(), "Rea"));
    assertEquals(List.of("warded or free"), told(NIGHTS.play(resolver, """
        player Rea townsfolk RuneReader
        player Ann townsfolk VillageIdler
        Rea learn Ann
        """).last(), "Rea"));
    assertEquals(List.of("neither"), told(NIGHTS.play(resolver, """
        player Rea townsfolk RuneReader trap=yes
        player Ann townsfolk VillageIdler
        Rea learn Ann
        """).last(), "Rea"));
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theMirrorTellsAGuestFromHimself(NightResolver resolver) {
    Outcome guest = NIGHTS.play(resolver, """
        player Mir townsfolk HallMirror
        player See townsfolk HallMirror
        See investigate Mir
        """).last();
    assertEquals(List.of("someone came"), told(guest, "Mir"));
    Outcome himself = NIGHTS.play(resolver, """
        player Mir townsfolk HallMirror
        Mir investigate Mir
        """).last();
    assertEquals(List.of("Hall Mirror", "you see yourself"), told(himself, "Mir").stream()
        .sorted().toList(), "his own visit: the role he sees, and only the second trigger");
    Outcome lamp = NIGHTS.play(resolver, """
        player Mir townsfolk HallMirror lamp=yes
        player See townsfolk HallMirror
        See investigate Mir
        """).last();
    assertEquals(List.of("someone came", "you see yourself"), told(lamp, "Mir").stream()
        .sorted().toList(), "a guest, and the lamp: both triggers");
  }
}
