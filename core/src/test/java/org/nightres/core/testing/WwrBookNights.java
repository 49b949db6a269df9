package org.nightres.core.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.nightres.core.NightResolver;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.format.RulesParser;

/**
 * Nights of a test's own WWR role book: the book is the file {@code book.wwr} that every night
 * ({@code t.night}) includes on its first line, so a diagnostic of the night is at its line + 1.
 */
public final class WwrBookNights {
  private final String book;

  /**
   * Nights of {@code book}.
   *
   * @param book the role definitions, in the WWR notation
   */
  public WwrBookNights(String book) {
    this.book = book;
  }

  /**
   * {@return the game file {@code include book.wwr} and {@code night}, read}
   *
   * @param night the lines after the include
   */
  public GameScript script(String night) {
    NightParser parser = NightParser.standard().withIncludes(p -> p.equals("book.wwr")
        ? Optional.of(new RulesParser.Source("book.wwr", book)) : Optional.empty());
    return parser.parseGame("t.night",
        ("include book.wwr\n" + night).getBytes(StandardCharsets.UTF_8));
  }

  /**
   * {@return the game played by {@code resolver}; fails the test if it is not read or played}
   *
   * @param resolver the scheme
   * @param night the lines after the include
   */
  public GamePlay play(NightResolver resolver, String night) {
    GameScript script = script(night);
    assertTrue(script.ok(), script.diagnostics().toString());
    GamePlay play = script.play(resolver);
    assertTrue(play.ok(), play.diagnostics().toString());
    return play;
  }
}
