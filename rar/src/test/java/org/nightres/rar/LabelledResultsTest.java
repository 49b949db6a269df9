package org.nightres.rar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.outcome.Feedback;

/**
 * Labelled results under RAR (WWR's Evaluate, docs/wwr.md): a compound result of several
 * questions labelled by its answers together ({@code is:A/B}, {@code *} for any), a guessed role
 * ({@code guess:S}) and the failure text of a blocked one ({@code failure=}).
 */
class LabelledResultsTest {
  private static final String RULES = """
      role Caster category=Investigative class=Townsfolk
      ability Caster.read X = result(X, class/category, failure="silent", is:Werewolf/Killing="{target} hunts", is:*/Investigative="{target} seeks", else="{target} sleeps") + visit(X)
      role Caller class=Townsfolk
      ability Caller.name X S:role = result(X, role, failure="no name", guess:S="{target} is the {S}", else="{target} is no {S}") + visit(X)
      role Hunter faction=mafia category=Killing class=Werewolf
      """;
  private static final String PLAYERS = """
      player Cas town  Caster
      player Cal town  Caller
      player Hun mafia Hunter
      player Ann town  Vanilla
      player Rob town  Roleblocker
      player Cid town  Caster
      """;

  private static List<Feedback> feedback(String lines) {
    GameScript script = NightParser.standard().parseGame("t.night",
        (RULES + PLAYERS + lines).getBytes());
    assertTrue(script.ok(), script.diagnostics().toString());
    GamePlay play = script.play(new RarResolver());
    assertTrue(play.ok(), play.diagnostics().toString());
    return play.last().feedback();
  }

  @Test
  void aCompoundResultIsToldByItsAnswersTogether() {
    assertEquals(List.of(Feedback.of("Cas", "read", "Hun", "Hun hunts")),
        feedback("Cas read Hun\n"));
    assertEquals(List.of(Feedback.of("Cas", "read", "Cal", "Cal sleeps")),
        feedback("Cas read Cal\n"), "Townsfolk/none: no label fits");
    assertEquals(List.of(Feedback.of("Cas", "read", "Cid", "Cid seeks")),
        feedback("Cas read Cid\n"), "Townsfolk/Investigative: the pattern */Investigative");
  }

  @Test
  void aGuessIsComparedWithTheRoleNamed() {
    assertEquals(List.of(Feedback.of("Cal", "name", "Hun", "Hun is the Hunter")),
        feedback("Cal name Hun Hunter\n"));
    assertEquals(List.of(Feedback.of("Cal", "name", "Hun", "Hun is no Caster")),
        feedback("Cal name Hun Caster\n"));
  }

  @Test
  void aBlockedResultIsToldItsFailureText() {
    assertEquals(List.of(Feedback.of("Cal", "name", "Hun", "no name")),
        feedback("Rob block Cal\nCal name Hun Hunter\n"));
    assertEquals(List.of(Feedback.of("Cas", "read", "Hun", "silent")),
        feedback("Rob block Cas\nCas read Hun\n"));
  }
}
