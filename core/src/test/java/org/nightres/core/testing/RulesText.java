package org.nightres.core.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.format.RulesParser;
import org.nightres.core.format.RulesResult;

/** Test rules written as the text of a {@code .roles} file ({@code t.roles}), nothing included. */
public final class RulesText {
  private RulesText() {}

  /**
   * {@return {@code text} read on its own (an empty catalogue underneath, no include found)}
   *
   * @param text the rules
   */
  public static RulesResult read(String text) {
    return RulesParser.parse("t.roles", text, RoleCatalogue.empty(), p -> Optional.empty());
  }

  /**
   * {@return the catalogue {@code text} defines; fails the test with the diagnostics if any}
   *
   * @param text the rules
   */
  public static RoleCatalogue ok(String text) {
    RulesResult r = read(text);
    assertTrue(r.ok(), r::renderDiagnostics);
    return r.catalogue().orElseThrow();
  }
}
