package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.nightres.cli.BookNights.told;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.NightResolver;
import org.nightres.core.outcome.Outcome;
import org.nightres.snarf.SequentialResolver;

/**
 * A plain {@code Attribute Investigate X for `A`} (no Evaluate) answers {@code Success} or
 * {@code Failure} (the Formalization Guide: "Look if a certain attribute is present - Returns
 * Success/Failure"; the WWRF Guide's feedback name of the Attribute subtype: "Success"), not
 * the attribute's value ({@code yes}, {@code owner}) or {@code none}; a group membership
 * ({@code GroupMembership:G}) likewise; an obstruction's fake {@code Failure} stays one.
 */
class WwrAttributeInvestigateTest {
  static final String BOOK = """
      **Sniffer** | Townsfolk Investigative
      __Formalized__
      Immediate Night: Attribute Investigate @Selection for `Marked`

      **Pack Sniffer** | Townsfolk Investigative
      __Formalized__
      Immediate Night: Attribute Investigate @Selection for `GroupMembership:Moon-Pack`

      **Liar** | Townsfolk Power
      __Formalized__
      Immediate Night: Obstruct Investigating for @Selection ⇒ `Failure` (~Phase)

      **Village Idler** | Townsfolk Miscellaneous
      __Formalized__
      No Abilities
      """;

  static List<NightResolver> schemes() {
    return PremiseSemanticsTest.schemes();
  }

  private static Outcome night(NightResolver resolver, String night) {
    return BookNights.play(resolver, BOOK, "include book.wwr\n" + """
        player Sni townsfolk Sniffer
        player Pac townsfolk PackSniffer
        player Lia townsfolk Liar
        player Mar townsfolk VillageIdler marked=yes
        player Own townsfolk VillageIdler group-moonpack=owner
        player Ida townsfolk VillageIdler
        """ + night);
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void anAttributeInvestigationAnswersSuccessOrFailure(NightResolver resolver) {
    Outcome o = night(resolver, "Sni investigate Mar\nPac investigate Own\n");
    assertEquals(List.of("Success"), told(o, "Sni"));
    assertEquals(List.of("Success"), told(o, "Pac"), "any membership, owner too");
    o = night(resolver, "Sni investigate Ida\nPac investigate Ida\n");
    assertEquals(List.of("Failure"), told(o, "Sni"));
    assertEquals(List.of("Failure"), told(o, "Pac"));
  }

  @Test
  void aFakeFailureStaysAFailure() { // under WWR's own timing (an obstruction of the same order
    // value as the investigation acts under snarf only on later orders)
    Outcome o = night(new SequentialResolver(), "Lia obstruct Sni\nSni investigate Mar\n");
    assertEquals(List.of("Failure"), told(o, "Sni"), "the fake feedback");
  }
}
