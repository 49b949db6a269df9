package org.nightres.rar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.model.GameState;
import org.nightres.core.model.Life;
import org.nightres.core.model.Phase;
import org.nightres.core.outcome.Feedback;

/** Game files under RAR: state carried from night to night ({@code games.md} sections 1, 2, 4). */
class GameFilesTest {
  private static final NightParser PARSER = NightParser.standard();
  private static final RarResolver RAR = new RarResolver();

  private static GamePlay play(String text) {
    GameScript script = PARSER.parseGame("g.night", text);
    assertTrue(script.ok(), script.diagnostics().toString());
    return script.play(RAR);
  }

  @Test
  void aDeathCarriesOverAndTheDeadCannotAct() {
    GameScript script = PARSER.parseGame("g.night", """
        player V town Vigilante
        player A town Cop
        player B town Vanilla
        night 1
        V kill A
        night 2
        A investigate B
        """);
    GamePlay play = script.play(RAR);
    assertFalse(play.ok());
    assertEquals(1, play.outcomes().size());
    assertEquals(List.of("A"), play.outcomes().get(0).deaths());
    assertEquals("g.night:7:1: error: A is dead since night 1: the dead cannot act",
        play.diagnostics().get(0).render().lines().findFirst().orElseThrow());
  }

  @Test
  void aOneShotVestIsSpentOnlyWhenNeeded() {
    GamePlay play = play("""
        player M mafia Goon
        player G town Vanilla Bulletproof(1)
        player D town Doctor
        night 1
        M mafiakill G
        D protect G
        night 2
        M mafiakill G
        night 3
        M mafiakill G
        """);
    assertTrue(play.ok(), play.diagnostics().toString());
    assertEquals(List.of(), play.outcomes().get(0).deaths());
    GameState after1 = play.outcomes().get(0).nextState();
    assertEquals(OptionalInt.of(1), after1.players().get(1).modifiers().get(0).uses(),
        "the Doctor's protection ranks before the vest");
    assertEquals(List.of(), play.outcomes().get(1).deaths());
    assertEquals(OptionalInt.of(0),
        play.outcomes().get(1).nextState().players().get(1).modifiers().get(0).uses());
    assertEquals(List.of("G"), play.outcomes().get(2).deaths());
    assertEquals(Life.DEAD, play.last().nextState().state(1).life());
  }

  @Test
  void abroadNullifiesTheHoldersActionsAndStopsKillsUntilItExpires() {
    GamePlay play = play("""
        player V town Vigilante
        player C town Cop
        player X mafia Goon
        state C status Abroad until N1
        night 1
        V kill C
        C investigate X
        night 2
        V kill C
        """);
    assertTrue(play.ok(), play.diagnostics().toString());
    assertEquals(List.of(), play.outcomes().get(0).deaths());
    assertEquals(List.of(Feedback.of("C", "investigate", "X", Feedback.NO_RESULT)),
        play.outcomes().get(0).feedback());
    assertTrue(play.outcomes().get(0).nextState().state(1).statuses().isEmpty());
    assertEquals(List.of("C"), play.outcomes().get(1).deaths());
  }

  @Test
  void statusesUntilADayHoldThroughTheNightBefore() {
    GamePlay play = play("""
        player V town Vigilante
        player C town Cop
        state C status Suspended until D2 by V
        night 1
        night 2
        night 3
        """);
    assertTrue(play.ok(), play.diagnostics().toString());
    assertEquals(Phase.day(2),
        play.outcomes().get(0).nextState().state(1).statuses().get(0).until().orElseThrow());
    assertEquals(1, play.outcomes().get(1).nextState().state(1).statuses().size());
    assertTrue(play.outcomes().get(2).nextState().state(1).statuses().isEmpty());
  }
}
