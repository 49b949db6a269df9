package org.nightres.core.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nightres.core.Scheme;
import org.nightres.core.model.GameOptions;
import org.nightres.core.model.GameState;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.Outcome;

/**
 * Game files written by {@link NightWriter} read back by {@link NightParser#parseGame}: the
 * {@code --state-out} file parses back to an equal state ({@code games.md} section 1). Exactly
 * equal: {@code state P dead since N2} keeps when a player died. The generator's stateful nights
 * and games: {@code GeneratedGameFileRoundTripTest} in nightres-lab.
 */
class GameFileRoundTripTest {
  private static final NightParser PARSER = NightParser.standard();

  static GameScript parsesAsGame(String name, String text) {
    GameScript g = PARSER.parseGame(name, text);
    assertTrue(g.ok(), () -> g.diagnostics() + "\n" + text);
    return g;
  }

  @Test
  void theWrittenStateParsesBackToAnEqualState() {
    GameState s = NightWriterTest.sampleState();
    GameOptions options = GameOptions.builder().selfTargetAllowed(true).build();
    String text = NightWriter.stateFile(s, Optional.of(Scheme.SNARF), options, List.of("h"));
    GameScript g = parsesAsGame("state-out.night", text);
    assertEquals(List.of(3), g.nightNumbers());
    assertEquals(Optional.of(Scheme.SNARF), g.scheme());
    assertEquals(s, g.initialState());
    ParseResult first = g.firstNight();
    assertTrue(first.ok(), first::renderDiagnostics);
    Night n = first.night().orElseThrow();
    assertEquals(s, n.state());
    assertEquals(options, n.options());
    assertEquals(3, n.number());
    // written again, the same bytes
    assertEquals(text, NightWriter.stateFile(g.initialState(), g.scheme(), n.options(),
        List.of("h")));
  }

  @Test
  void theStateFileOfANightAndItsOutcomeParsesBack() {
    GameState next = NightWriterTest.sampleState();
    Night last = Night.startingFrom(next.atNight(2)).scheme(Scheme.SNARF)
        .options(GameOptions.builder().selfTargetAllowed(true).build()).build();
    Outcome o = Outcome.builder().scheme(Scheme.SNARF).night(2).nextState(next).build();
    String text = NightWriter.stateFile(last, o);
    assertEquals(NightWriterTest.SAMPLE_STATE_FILE, text);
    GameScript g = parsesAsGame("state-out.night", text + "Avi protect Eli\n");
    assertEquals(next, g.initialState());
    Night n = g.firstNight().night().orElseThrow();
    assertEquals(1, n.actions().size());
  }

  @Test
  void originalRolesAreWrittenAndReadBack() {
    GameScript g = parsesAsGame("g.night", """
        player Avi town Doctor
        player Eli town Cop
        state Avi role Vanilla
        state Avi role Cop
        night 2
        """);
    GameState s = g.initialState();
    assertEquals(List.of("Doctor"), s.players().get(0).originalRoles().stream()
        .map(r -> r.name()).toList(), "recorded at the first change, kept at the second");
    assertEquals(List.of(), s.players().get(1).originalRoles(), "never changed");
    assertEquals("Doctor", s.players().get(0).original().get(0).name());
    assertEquals("Cop", s.players().get(1).original().get(0).name());
    String text = NightWriter.stateFile(s, Optional.empty(), GameOptions.defaults(), List.of());
    assertTrue(text.contains("state Avi original Doctor\n"), text);
    assertEquals(s, parsesAsGame("state-out.night", text).initialState());
  }
}
