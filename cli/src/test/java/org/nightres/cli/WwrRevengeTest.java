package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.NightResolver;
import org.nightres.core.Scheme;
import org.nightres.core.outcome.Outcome;

/**
 * One revenge per death under a WWR book (docs/wwr.md ruling 80): the book's {@code _rules/ability
 * types/01 killing order} says "Conflicts must be resolved when multiple killings would trigger
 * the same ability" and "Several roles/players may succeed in killing the same player if the
 * killings would occur synchronously and no abilities would be triggered multiple times", so a
 * book makes {@code option revenge-targets first-submitted} its default
 * ({@code seed-vocabulary.md} section 4.3): the On Killed trigger of a player two attackers kill
 * fires once, for the first kill in the night's order (the killing order: Townsfolk roles before
 * Werewolf ones). {@code option revenge-targets all} keeps one response per kill.
 */
class WwrRevengeTest {
  static final String BOOK = """
      **Avenger** | Townsfolk Killing
      On Killed: Attack @Attacker

      **Huntress** | Townsfolk Killing
      Immediate: Target @Selection (Player Optional)
      On Killed: [Condition: @Target exists]
        • Process: Attack @Target
        • Evaluate: @Result is `Success`: Announce `Huntress @Self killed @Target`
      On Killed: Increment Counter

      **Lone Wolf** | Werewolf Killing
      End Night: Attack @Selection

      **Zealot** | Townsfolk Killing
      End Night: Attack @Selection

      **Citizen** | Townsfolk Miscellaneous
      No Abilities
      """;

  static List<NightResolver> schemes() {
    return PremiseSemanticsTest.schemes();
  }

  private static Outcome night(NightResolver resolver, String options, String night) {
    return BookNights.play(resolver, BOOK, "include book.wwr\n" + options + """
        player Ava townsfolk Avenger
        player Lon werewolf  LoneWolf
        player Zea townsfolk Zealot
        player Hun townsfolk Huntress target=Cit
        player Cit townsfolk Citizen
        night 1
        """ + night);
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void twoKillersOfAnAvengerMeetOneRevenge(NightResolver resolver) {
    Outcome o = night(resolver, "", "Lon attack Ava\nZea attack Ava\n");
    assertEquals(2, o.deaths().size(), o.deaths() + " under " + resolver.scheme());
    assertEquals("Ava", o.deaths().get(0));
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void withRevengeTargetsAllBothKillersDie(NightResolver resolver) {
    Outcome o = night(resolver, "option revenge-targets all\n", "Lon attack Ava\nZea attack Ava\n");
    assertEquals(List.of("Ava", "Lon", "Zea"), o.deaths(), "under " + resolver.scheme());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theRevengeHitsTheFirstAttackerInTheKillingOrder(NightResolver resolver) {
    // the Zealot's line after the Lone Wolf's: a Townsfolk role's attack comes first all the same
    // where the night's order reads sub-orders (sequential, RAR); snarf and nar read none and
    // take the first submitted (wwr.md ruling 80)
    Outcome o = night(resolver, "", "Lon attack Ava\nZea attack Ava\n");
    boolean subOrdered = resolver.scheme() == Scheme.SEQUENTIAL || resolver.scheme() == Scheme.RAR;
    assertEquals(List.of("Ava", subOrdered ? "Zea" : "Lon"), o.deaths(),
        "under " + resolver.scheme());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theHuntressShootsOnceThoughTwoAttackersKillHer(NightResolver resolver) {
    Outcome o = night(resolver, "", "Lon attack Hun\nZea attack Hun\n");
    assertEquals(List.of("Hun", "Cit"), o.deaths(), "under " + resolver.scheme());
    assertEquals("1", counter(o, "Hun"), "her On Killed ran once, under " + resolver.scheme());
  }

  private static String counter(Outcome o, String player) {
    return o.nextState().players().stream().filter(p -> p.name().equals(player))
        .findFirst().orElseThrow().attributes().get("counter");
  }
}
