package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.NightResolver;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Count;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.RuleSets;
import org.nightres.core.format.RulesParser;
import org.nightres.core.format.RulesResult;
import org.nightres.core.format.RulesWriter;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.testing.WwrBookNights;

/**
 * WWR's scaling by the night's parity ({@code ⟨Odd: x1, Even: x2⟩}, docs/wwr.md ruling 59):
 * {@code per-night 1, per-night-even 2}, under every scheme. The book is written for these tests
 * in the WWR notation.
 */
class WwrNightParityTest {
  static final String BOOK = """
      **Village Idler** | Townsfolk Miscellaneous
      __Formalized__
      No Abilities

      **Moon Marker** | Unaligned Miscellaneous
      __Formalized__
      Immediate Night: Apply `Mark` to @Selection (~Persistent) ⟨Odd: x1, Even: x2⟩
      """;

  static List<NightResolver> schemes() {
    return PremiseSemanticsTest.schemes();
  }

  private static final WwrBookNights NIGHTS = new WwrBookNights(BOOK);

  static final String PLAYERS = """
      player Mar unaligned MoonMarker
      player Ann townsfolk VillageIdler
      player Bob townsfolk VillageIdler
      player Cid townsfolk VillageIdler
      """;

  @Test
  void theScalingIsPerNightAndPerNightEvenAndRoundTrips() {
    RulesResult r = RulesParser.parse("house.roles", "include book.wwr\n", RuleSets.standard(),
        p -> p.equals("book.wwr") ? Optional.of(new RulesParser.Source(p, BOOK))
            : Optional.empty());
    assertTrue(r.ok(), r.renderDiagnostics());
    assertEquals(List.of(), r.warnings(), r.renderWarnings());
    Ability apply = r.catalogue().orElseThrow().role("MoonMarker").orElseThrow()
        .ability("apply").orElseThrow();
    assertEquals(Optional.of(Count.of(1)), apply.perNight());
    assertEquals(Optional.of(Count.of(2)), apply.perNightEven());
    assertEquals(OptionalInt.of(1), apply.perNightIn(4, 4, 3));
    assertEquals(OptionalInt.of(2), apply.perNightIn(4, 4, 4));
    RulesResult house = RulesParser.parse("t.roles", "role Marker\nability Marker.mark X = "
        + "attr(X, mark=yes) [per-night 1, per-night-even 3]\n", RoleCatalogue.empty(),
        p -> Optional.empty());
    assertTrue(house.ok(), house.renderDiagnostics());
    String text = RulesWriter.write(house.catalogue().orElseThrow(), RoleCatalogue.empty());
    assertTrue(text.contains("[per-night 1, per-night-even 3]"), text);
    assertEquals(house.catalogue().orElseThrow().roles(), RulesParser.parse("t.roles", text,
        RoleCatalogue.empty(), p -> Optional.empty()).catalogue().orElseThrow().roles());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void oneLineOnAnOddNightTwoOnAnEvenOne(NightResolver resolver) {
    GameScript ok = NIGHTS.script(PLAYERS + """
        night 1
        Mar apply Ann
        night 2
        Mar apply Bob
        Mar apply Cid
        """);
    assertTrue(ok.ok(), ok.diagnostics().toString());
    GamePlay game = ok.play(resolver);
    assertTrue(game.ok(), game.diagnostics().toString());
    Outcome last = game.last();
    for (String p : List.of("Ann", "Bob", "Cid")) {
      assertEquals("yes", last.nextState().players().stream().filter(x -> x.name().equals(p))
          .findFirst().orElseThrow().attributes().get("mark"), p);
    }
    GamePlay odd = NIGHTS.script(PLAYERS + "night 1\nMar apply Ann\nMar apply Bob\n").play(resolver);
    assertEquals(1, odd.diagnostics().size(), odd.diagnostics().toString());
    assertEquals("t.night:8:5", odd.diagnostics().get(0).file() + ":"
        + odd.diagnostics().get(0).line() + ":" + odd.diagnostics().get(0).column());
    assertTrue(odd.diagnostics().get(0).message().contains("(its limit: per-night 1)"),
        odd.diagnostics().toString());
    GamePlay even = NIGHTS.script(PLAYERS + "night 2\nMar apply Ann\nMar apply Bob\nMar apply Cid\n")
        .play(resolver);
    assertEquals(1, even.diagnostics().size(), even.diagnostics().toString());
    assertEquals("t.night:9:5", even.diagnostics().get(0).file() + ":"
        + even.diagnostics().get(0).line() + ":" + even.diagnostics().get(0).column());
    assertTrue(even.diagnostics().get(0).message().contains("(its limit: per-night-even 2 on "
        + "an even night)"), even.diagnostics().toString());
  }
}
