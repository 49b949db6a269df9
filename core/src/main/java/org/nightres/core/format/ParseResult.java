package org.nightres.core.format;

import java.util.List;
import java.util.Optional;
import org.nightres.core.model.Night;

/**
 * What the parser made of a file: the night if the file is valid, and every problem found.
 * Exactly one of the two is non-empty.
 *
 * @param night the night, present iff {@code diagnostics} is empty
 * @param diagnostics every error, sorted by line and column
 */
public record ParseResult(Optional<Night> night, List<Diagnostic> diagnostics) {

  /**
   * A value of these parts, checked.
   *
   * @param night the night, present iff {@code diagnostics} is empty
   * @param diagnostics every error, sorted by line and column
   */
  public ParseResult {
    diagnostics = List.copyOf(diagnostics);
    if (night.isPresent() == !diagnostics.isEmpty()) {
      throw new IllegalArgumentException("a night xor diagnostics");
    }
  }

  /** {@return whether the file is valid} */
  public boolean ok() {
    return night.isPresent();
  }

  /** {@return all diagnostics rendered, one after the other, each ending with a newline} */
  public String renderDiagnostics() {
    StringBuilder sb = new StringBuilder();
    diagnostics.forEach(d -> sb.append(d.render()).append('\n'));
    return sb.toString();
  }
}
