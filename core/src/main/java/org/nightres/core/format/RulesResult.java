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
 * @param warnings what a WWR book holds that nightres does not understand ({@code unsupported:
 *     <construct>}, at the book's file, line and column), a tag a filter names that nothing has,
 *     an include of a file read already; never errors ({@code --strict} makes them errors)
 * @param wwrLines what became of every line of the WWR books read, in reading order
 */
public record RulesResult(Optional<RoleCatalogue> catalogue, List<Diagnostic> diagnostics,
    List<Diagnostic> warnings, List<WwrLine> wwrLines) {

  /**
   * A result without warnings.
   *
   * @param catalogue the rule set, present exactly when there are no diagnostics
   * @param diagnostics every problem, in file and line order
   */
  public RulesResult(Optional<RoleCatalogue> catalogue, List<Diagnostic> diagnostics) {
    this(catalogue, diagnostics, List.of(), List.of());
  }

  /**
   * A value of these parts, checked.
   *
   * @param catalogue the rule set, present exactly when there are no diagnostics
   * @param diagnostics every problem, in file and line order
   * @param warnings what a WWR book holds that nightres does not understand, unknown tags,
   *     files included again
   * @param wwrLines what became of every line of the WWR books read, in reading order
   */
  public RulesResult {
    diagnostics = List.copyOf(diagnostics);
    warnings = List.copyOf(warnings);
    wwrLines = List.copyOf(wwrLines);
    Preconditions.checkArgument(catalogue.isPresent() == diagnostics.isEmpty(),
        "a catalogue exactly when there is no problem");
  }

  /** {@return whether the rules were read without a problem} */
  public boolean ok() {
    return catalogue.isPresent();
  }

  /** {@return every warning rendered ({@code FILE:LINE:COL: warning: ...}), one after the other} */
  public String renderWarnings() {
    return warnings.stream().map(Diagnostic::renderWarning).collect(Collectors.joining("\n"));
  }

  /** {@return every diagnostic rendered, one after the other} */
  public String renderDiagnostics() {
    return diagnostics.stream().map(Diagnostic::render).collect(Collectors.joining("\n"));
  }
}
