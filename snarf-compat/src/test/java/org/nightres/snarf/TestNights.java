package org.nightres.snarf;

import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.format.NightParser;
import org.nightres.core.format.ParseResult;
import org.nightres.core.model.Night;

/** Test nights written as {@code .night} lines, read by the project's parser. */
final class TestNights {
  private TestNights() {}

  /** A night of the standard catalogue. */
  static Night night(String... lines) {
    return night(RoleCatalogue.standard(), lines);
  }

  /** A night of {@code catalogue}; fails the test with the parser's diagnostics if invalid. */
  static Night night(RoleCatalogue catalogue, String... lines) {
    ParseResult r = new NightParser(catalogue).parse("test.night", String.join("\n", lines) + "\n");
    return r.night().orElseThrow(() -> new IllegalArgumentException(r.renderDiagnostics()));
  }
}
