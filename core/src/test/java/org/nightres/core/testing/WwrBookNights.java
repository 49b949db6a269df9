package org.nightres.core.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.nightres.core.NightResolver;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.format.RuleSets;
import org.nightres.core.format.RulesParser;
import org.nightres.core.format.RulesResult;

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
   * {@return the book read as the rules of a {@code .roles} file over the standard rule set
   * ({@code include book.wwr}); fails the test if it is not read}
   */
  public RulesResult rules() {
    RulesResult r = RulesParser.parse("house.roles", "include book.wwr\n", RuleSets.standard(),
        p -> p.equals("book.wwr") ? Optional.of(new RulesParser.Source(p, book))
            : Optional.empty());
    assertTrue(r.ok(), r.renderDiagnostics());
    return r;
  }

  /**
   * {@return the statements of the roles language the book's lines translate to, one a line}
   *
   * @param r the book read ({@link #rules()})
   */
  public static String statements(RulesResult r) {
    return String.join("\n", r.wwrLines().stream().flatMap(l -> l.statements().stream()).toList());
  }

  /**
   * {@return player {@code name} of the state after the night {@code o} resolved}
   *
   * @param o an outcome
   * @param name the player's name, as declared
   */
  public static org.nightres.core.model.Player player(org.nightres.core.outcome.Outcome o,
      String name) {
    return o.nextState().players().stream().filter(p -> p.name().equals(name)).findFirst()
        .orElseThrow();
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
