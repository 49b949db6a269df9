package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.NightResolver;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.format.OutcomeText;
import org.nightres.core.format.RulesParser;
import org.nightres.core.outcome.Outcome;

/**
 * The messages of a WWR Evaluate whose texts do not name the target (docs/wwr.md, ruling 89):
 * the book's text as written, after the action it answers ({@code investigate on Rex: Danger.}),
 * never read as the target's answer ({@code Rex is Danger.}), under every scheme. The book is
 * written for these tests in the WWR notation.
 */
class WwrEvaluateWordingTest {
  static final String BOOK = """
      **Hay Farmer** | Townsfolk Miscellaneous
      __Formalized__
      No Abilities

      **Grey Wolf** | Werewolf Killing
      __Formalized__
      No Abilities

      **Hay Sniffer** | Townsfolk Investigative
      __Formalized__
      Immediate Night:
        • Process: Category Investigate @Selection (SD)
        • Evaluate:
          ‣ @Result is `Killing`: `Danger`
          ‣ Otherwise: `Nothing`

      **Hay Whiffer** | Townsfolk Investigative
      __Formalized__
      Immediate Night:
        • Process: Role Investigate @Selection (SD)
        • Evaluate:
          ‣ @Result is `Hay Farmer`: `@Selection smells of hay`
          ‣ Otherwise: `You smell nothing!`

      **Star Gazer** | Townsfolk Investigative
      __Formalized__
      Immediate Night: Role Investigate @Selection (SD)

      **Moon Watcher** | Townsfolk Investigative
      __Formalized__
      Immediate Night: Learn `The moon is full`
      """;

  static List<NightResolver> schemes() {
    return PremiseSemanticsTest.schemes();
  }

  static final String PLAYERS = """
      include book.wwr
      player Ann townsfolk HaySniffer
      player Bea townsfolk HayWhiffer
      player Cy  townsfolk StarGazer
      player Moe townsfolk MoonWatcher
      player Rex werewolf  GreyWolf
      player Hal townsfolk HayFarmer
      """;

  /** Each message the night's players receive, as {@code nightres resolve} prints them. */
  static List<String> messages(NightResolver resolver, String night) {
    NightParser parser = NightParser.standard().withIncludes(p -> p.equals("book.wwr")
        ? Optional.of(new RulesParser.Source("book.wwr", BOOK)) : Optional.empty());
    GameScript script = parser.parseGame("t.night", (PLAYERS + night).getBytes());
    assertTrue(script.ok(), script.diagnostics().toString());
    GamePlay play = script.play(resolver);
    assertTrue(play.ok(), play.diagnostics().toString());
    Outcome o = play.last();
    return o.feedback().stream().map(f -> f.player() + ": " + OutcomeText.message(f)).toList();
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void anEvaluatesTextThatNamesNobodyIsToldAsWrittenAfterTheAction(NightResolver resolver) {
    assertEquals(List.of("Ann: investigate on Rex: Danger.",
        "Bea: investigate on Rex: You smell nothing!", "Cy: Rex is Grey Wolf."),
        messages(resolver, "Ann investigate Rex\nBea investigate Rex\nCy investigate Rex\n"));
    assertEquals(List.of("Ann: investigate on Hal: Nothing.", "Bea: Hal smells of hay.",
        "Cy: Hal is Hay Farmer.", "Moe: learn on Moe: The moon is full."),
        messages(resolver, "Ann investigate Hal\nBea investigate Hal\nCy investigate Hal\n"
            + "Moe learn\n"));
  }
}
