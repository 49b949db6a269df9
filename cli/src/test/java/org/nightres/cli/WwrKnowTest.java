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
import org.nightres.core.format.RulesParser;
import org.nightres.core.outcome.Outcome;

/**
 * WWR's {@code Know `text`} (the Formalization Guide's Announcements: "Know '<Information>'
 * (Private Knowledge)"; games.md §7: "`Learn` and `Know` are feedback to the actor"): read like
 * {@code Learn}, the holder's feedback, its verb {@code know}, in a submitted line and in a
 * passive, under every scheme.
 */
class WwrKnowTest {
  static final String BOOK = """
      **Quiet Sage** | Townsfolk Power
      __Formalized__
      Immediate Night: Know `The moon is full over @Selection`
      Passive Start Night: Know `Dawn comes for @Self`

      **Village Idler** | Townsfolk Miscellaneous
      __Formalized__
      No Abilities
      """;

  static List<NightResolver> schemes() {
    return PremiseSemanticsTest.schemes();
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void knowIsTheActorsFeedback(NightResolver resolver) {
    NightParser parser = NightParser.standard().withIncludes(p -> p.equals("book.wwr")
        ? Optional.of(new RulesParser.Source("book.wwr", BOOK)) : Optional.empty());
    GameScript script = parser.parseGame("t.night", """
        include book.wwr
        player Sag townsfolk QuietSage
        player Ida townsfolk VillageIdler
        Sag know Ida
        """.getBytes());
    assertTrue(script.ok(), script.diagnostics().toString());
    assertEquals(List.of(), script.warnings(), "Know is understood");
    GamePlay play = script.play(resolver);
    assertTrue(play.ok(), play.diagnostics().toString());
    Outcome o = play.last();
    assertEquals(List.of("know: The moon is full over Ida", "passive: Dawn comes for Sag"),
        o.feedback().stream().filter(f -> f.player().equals("Sag"))
            .map(f -> f.ability() + ": " + f.result()).sorted().toList());
  }
}
