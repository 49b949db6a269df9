package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.NightResolver;
import org.nightres.core.model.Draw;
import org.nightres.core.outcome.Outcome;

/**
 * A {@code {Forced}} line's random selection is one its holder could submit (the book's {@code
 * _rules/roles/5 action}: "If a forced Action is not used voluntarily, it is instead
 * automatically executed with any selections or choices randomised"; the Cupid: "The Cupid
 * cannot choose itself. If the Cupid does not choose in time, they will fall in love with a
 * random player"; docs/wwr.md ruling 82): a line with {@code [Condition: @Selection is not
 * @Self]} never draws its holder (he was among the candidates, and the drawn line then failed),
 * while a line without it may, as a book allows a selection to be its holder (ruling 77).
 */
class WwrForcedSelfTest {
  static final String BOOK = """
      **Suitor** | Unaligned Align
      Immediate Night: Attack @Selection [Condition: @Selection is not @Self, Temporal: Night 1] {Forced}

      **Seer** | Townsfolk Investigative
      Immediate Night: Role Investigate @Selection {Forced}

      **Citizen** | Townsfolk Miscellaneous
      No Abilities
      """;

  static List<NightResolver> schemes() {
    return PremiseSemanticsTest.schemes();
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aForcedLineThatForbidsItsHolderDrawsAmongTheOthers(NightResolver resolver) {
    Outcome o = BookNights.play(resolver, BOOK, """
        include book.wwr
        player Sui solo      Suitor
        player See townsfolk Seer
        player Cit townsfolk Citizen
        night 1
        """);
    List<Draw> draws = o.draws();
    assertEquals(2, draws.size(), draws.toString());
    assertEquals(List.of("See", "Cit"), draws.get(0).candidates(), "under " + resolver.scheme());
    assertEquals(List.of("Sui", "See", "Cit"), draws.get(1).candidates(),
        "a line without the condition may draw its holder, under " + resolver.scheme());
  }
}
