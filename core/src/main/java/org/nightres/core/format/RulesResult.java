package org.nightres.core.format;

import com.google.common.base.Preconditions;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.nightres.core.component.RoleCatalogue;

/**
 * What reading a rules file gave: the catalogue, or the problems that kept it from being made.
 *
 * @param catalogue the rule set, present exactly when there are no diagnostics
 * @param diagnostics every problem, in file and line order
 */
public record RulesResult(Optional<RoleCatalogue> catalogue, List<Diagnostic> diagnostics) {

  /**
   * A value of these parts, checked.
   *
   * @param catalogue the rule set, present exactly when there are no diagnostics
   * @param diagnostics every problem, in file and line order
   */
  public RulesResult {
    diagnostics = List.copyOf(diagnostics);
    Preconditions.checkArgument(catalogue.isPresent() == diagnostics.isEmpty(),
        "a catalogue exactly when there is no problem");
  }

  /** {@return whether the rules were read without a problem} */
  public boolean ok() {
    return catalogue.isPresent();
  }

  /** {@return every diagnostic rendered, one after the other} */
  public String renderDiagnostics() {
    return diagnostics.stream().map(Diagnostic::render).collect(Collectors.joining("\n"));
  }
}
