package org.nightres.core.testing;

import java.nio.charset.StandardCharsets;
import org.nightres.core.NightResolver;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.format.ParseResult;
import org.nightres.core.model.Night;
import org.nightres.core.format.RuleSets;

/** Test nights written as the lines of a {@code .night} file, read by the project's parser. */
public final class NightText {
  private NightText() {}

  /** A night of the standard catalogue; fails with the parser's diagnostics if invalid. */
  public static Night parse(String... lines) {
    return parse(RuleSets.standard(), lines);
  }

  /** A night of {@code catalogue}; fails with the parser's diagnostics if invalid. */
  public static Night parse(RoleCatalogue catalogue, String... lines) {
    ParseResult r = new NightParser(catalogue).parse("test.night", String.join("\n", lines) + "\n");
    return r.night().orElseThrow(() -> new IllegalArgumentException(r.renderDiagnostics()));
  }

  /**
   * {@return the game file {@code text} (one night or several, named {@code t.night}) read and
   * played by {@code resolver}; fails with the diagnostics if either step does not succeed}
   */
  public static GamePlay play(NightResolver resolver, String text) {
    GameScript script = NightParser.standard().parseGame("t.night",
        text.getBytes(StandardCharsets.UTF_8));
    if (!script.ok()) {
      throw new IllegalArgumentException(script.diagnostics().toString());
    }
    GamePlay play = script.play(resolver);
    if (!play.ok()) {
      throw new IllegalStateException(play.diagnostics().toString());
    }
    return play;
  }
}
