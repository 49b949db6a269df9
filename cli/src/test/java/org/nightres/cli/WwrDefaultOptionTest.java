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
 * A night choice's default option (docs/wwr.md, ruling 67): {@code {Forced: A}} on the Creation
 * line makes option A's ability used for the holder when he chose no option, under every
 * scheme. The book is written for these tests in the WWR notation.
 */
class WwrDefaultOptionTest {
  static final String BOOK = """
      **Stray Dog** | Unaligned Miscellaneous
      __Formalized__
      Passive Start Night: `Stray` Choice Creation (Townsfolk, Werewolf) [Temporal: Night 1] {Forced: Townsfolk}
      Immediate Night: `Stray` Choice Choose @Chosen [Temporal: Night 1]
      Choice Chosen: Alignment Change @Self to @Option

      **Sly Cat** | Unaligned Miscellaneous
      __Formalized__
      Passive Start Night: `Sly` Choice Creation (Hide, Lurk) {Forced: Lurk}
      Immediate Night: `Sly` Choice Choose @Chosen
      Choice `Hide` Chosen: Protect @Self from `Attacks` through Active Defense (~Phase)
      Choice `Lurk` Chosen: Protect @Selection from `Attacks` through Active Defense (~Phase)
      """;

  static List<NightResolver> schemes() {
    return PremiseSemanticsTest.schemes();
  }

  private static final WwrBookNights NIGHTS = new WwrBookNights(BOOK);

  private static String alignment(Outcome o, String name) {
    return o.nextState().players().stream().filter(p -> p.name().equals(name)).findFirst()
        .orElseThrow().alignment();
  }

  @Test
  void theDefaultOptionIsForcedUnlessAnotherOptionIsChosenAndOneWithASelectionIsReported() {
    RulesResult r = NIGHTS.rules();
    String rules = WwrBookNights.statements(r);
    assertTrue(rules.contains("ability StrayDog.townsfolk = role(self, align townsfolk) "
        + "[timing immediate-night, nights 1] {forced, unless=werewolf}"), rules);
    assertTrue(rules.contains("ability StrayDog.werewolf = role(self, align werewolf) "
        + "[timing immediate-night, nights 1]\n"), rules);
    assertTrue(r.renderWarnings().contains("unsupported: a default option with a selection "
        + "('Lurk'"), r.renderWarnings());
    assertEquals(2, r.warnings().size(), r.renderWarnings()); // the Choose and Creation lines
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theDogTakesTheDefaultWhenItChoosesNothingOnTheFirstNight(NightResolver resolver) {
    Outcome none = NIGHTS.play(resolver, "player Dog unaligned StrayDog\n").last();
    assertEquals("townsfolk", alignment(none, "Dog"));
    assertEquals(1, none.autoActions().size(), none.autoActions().toString());
    Outcome wolf = NIGHTS.play(resolver, """
        player Dog unaligned StrayDog
        Dog werewolf
        """).last();
    assertEquals("werewolf", alignment(wolf, "Dog"), "another option spares the default");
    assertEquals(List.of(), wolf.autoActions());
    Outcome later = NIGHTS.play(resolver, """
        player Dog unaligned StrayDog
        night 2
        """).last();
    assertEquals("unaligned", alignment(later, "Dog"), "the choice is offered on night 1 only");
  }
}
