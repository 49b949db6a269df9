package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.nightres.core.NightResolver;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.format.RulesParser;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Outcome;

/** The tests' one way to play a night whose rules include a role book held in memory. */
final class BookNights {
  private BookNights() {}

  /**
   * {@return the outcome of {@code text} (a night file that may write {@code include book.wwr})
   * under {@code resolver}, {@code book} being the text of {@code book.wwr}} The file and its
   * play must be free of errors.
   */
  static Outcome play(NightResolver resolver, String book, String text) {
    NightParser parser = NightParser.standard().withIncludes(p -> p.equals("book.wwr")
        ? Optional.of(new RulesParser.Source("book.wwr", book)) : Optional.empty());
    GameScript script = parser.parseGame("t.night", text.getBytes());
    assertTrue(script.ok(), script.diagnostics().toString());
    GamePlay play = script.play(resolver);
    assertTrue(play.ok(), play.diagnostics().toString());
    return play.last();
  }

  /** {@return what {@code player}'s feedback says, in order} */
  static List<String> told(Outcome o, String player) {
    return o.feedback().stream().filter(f -> f.player().equals(player)).map(Feedback::result)
        .toList();
  }
}
