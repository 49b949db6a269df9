package org.nightres.core.format;

import java.util.List;

/**
 * What the WWR reader made of one line of a role's formalized definition (an ability line: a
 * trigger with its list; or an {@code Inherit}), for {@code nightres roles --coverage} and for
 * hosts that want to know which of a book's abilities nightres resolves ({@code docs/wwr.md}).
 *
 * @param role the role, as nightres names it ({@code FortuneTeller})
 * @param file the file the line was read from (an inherited line: the ability set's file)
 * @param line its 1-based line number
 * @param text the line as written
 * @param trigger its trigger as written ({@code Immediate Night}), "" for an {@code Inherit}
 * @param night whether its trigger is a night timing or a night-relevant trigger of
 *     {@code games.md} §7 (the lines the coverage counts)
 * @param unsupported the constructs that kept it from being understood, empty when it was
 * @param ignored constructs read as having no night effect (a display, a {@code {Vanishing}})
 * @param statements the roles-language statements it became
 */
public record WwrLine(String role, String file, int line, String text, String trigger,
    boolean night, List<String> unsupported, List<String> ignored, List<String> statements) {

  /**
   * A value of these parts, its lists copied.
   *
   * @param role the role, as nightres names it
   * @param file the file the line was read from
   * @param line its 1-based line number
   * @param text the line as written
   * @param trigger its trigger as written, "" for an {@code Inherit}
   * @param night whether the coverage counts it
   * @param unsupported the constructs that kept it from being understood
   * @param ignored constructs read as having no night effect
   * @param statements the roles-language statements it became
   */
  public WwrLine {
    unsupported = List.copyOf(unsupported);
    ignored = List.copyOf(ignored);
    statements = List.copyOf(statements);
  }

  /** {@return whether every construct of the line was understood} */
  public boolean understood() {
    return unsupported.isEmpty();
  }
}
