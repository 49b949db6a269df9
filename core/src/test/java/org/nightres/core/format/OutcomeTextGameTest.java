package org.nightres.core.format;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nightres.core.Scheme;
import org.nightres.core.component.StatusDefinition;
import org.nightres.core.model.GameState;
import org.nightres.core.model.HeldStatus;
import org.nightres.core.model.Life;
import org.nightres.core.model.Night;
import org.nightres.core.model.Phase;
import org.nightres.core.model.PlayerState;
import org.nightres.core.outcome.Announcement;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Notice;
import org.nightres.core.outcome.Outcome;

/** The text of a game: nights under headings, then the state summary. */
class OutcomeTextGameTest {
  private static final Night NIGHT = NightParser.standard().parse("t.night", String.join("\n",
      "player Avi  town  Cop",
      "player Bob  town  Vigilante",
      "player Dana mafia Goon",
      "player Eli  town  Doctor Bulletproof(0)",
      "player Fay  town  Vanilla",
      "")).night().orElseThrow();

  private static StatusDefinition status(String name) {
    return StatusDefinition.bundled().stream().filter(d -> d.name().equals(name)).findFirst().orElseThrow();
  }

  private static GameState state() {
    List<PlayerState> states = new ArrayList<>(NIGHT.state().states());
    states.set(0, states.get(0).withLife(Life.DEAD, Optional.of(Phase.night(1))));
    states.set(1, states.get(1).withLife(Life.EXILED, Optional.empty()));
    states.set(4, states.get(4).withStatuses(List.of(
        new HeldStatus(status("Abroad"), Optional.of(Phase.night(3)), Optional.of("Dana")),
        HeldStatus.of(status("Suspended")))));
    states.set(3, states.get(3).withUses(Map.of("protect:self", 0)));
    return GameState.of(3, NIGHT.players(), states);
  }

  @Test
  void theStateSummarySaysWhoIsOutWhatIsHeldAndWhatIsLeft() {
    assertEquals(String.join("\n",
        "  Dead: Avi (since N1)",
        "  Exiled: Bob",
        "  Statuses: Fay Abroad until N3 by Dana, Fay Suspended",
        "  Uses left: Eli protect:self 0",
        "  Modifiers: Eli Bulletproof(0)",
        ""), OutcomeText.renderState(state()));
    assertEquals("  Dead: none\n  Modifiers: Eli Bulletproof(0)\n", OutcomeText.renderState(NIGHT.state()));
  }

  @Test
  void aGameIsItsNightsUnderHeadingsThenTheState() {
    Outcome one = Outcome.builder().scheme(Scheme.RAR).night(1).addDeaths("Avi")
        .addAnnouncements(new Announcement(Announcement.DEATH, "Avi"))
        .addFeedback(Feedback.of("Avi", "investigate", "Dana", Feedback.GUILTY))
        .nextState(NIGHT.state().atNight(2)).build();
    Outcome two = Outcome.builder().scheme(Scheme.RAR).night(2)
        .addNotices(Notice.of("Fay", "you were warded")).nextState(state()).build();
    assertEquals(String.join("\n",
        "Scheme: rar",
        "",
        "Night 1",
        "Deaths: Avi",
        "Announcements: Avi (death)",
        "Messages:",
        "  to Avi: Dana is guilty.",
        "",
        "Night 2",
        "Deaths: none",
        "Announcements: none",
        "Messages:",
        "  to Fay: you were warded",
        "",
        "After night 2:",
        "  Dead: Avi (since N1)",
        "  Exiled: Bob",
        "  Statuses: Fay Abroad until N3 by Dana, Fay Suspended",
        "  Uses left: Eli protect:self 0",
        "  Modifiers: Eli Bulletproof(0)",
        ""), OutcomeText.renderGame(List.of(one, two), false));
    // one night alone prints as it always has: no heading, no announcements, no state
    assertEquals("Scheme: rar\nDeaths: Avi\nMessages:\n  to Avi: Dana is guilty.\n", OutcomeText.render(one));
  }
}
