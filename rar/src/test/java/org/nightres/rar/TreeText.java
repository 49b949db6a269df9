package org.nightres.rar;

import java.util.List;
import org.nightres.core.outcome.ExplanationNode;
import org.nightres.core.outcome.Outcome;

/** Renders explanation trees as indented text, two spaces per level, for assertions. */
final class TreeText {
  private TreeText() {}

  static String of(ExplanationNode n) {
    StringBuilder sb = new StringBuilder();
    write(n, 0, sb);
    return sb.toString();
  }

  static String of(List<ExplanationNode> ns) {
    StringBuilder sb = new StringBuilder();
    ns.forEach(n -> write(n, 0, sb));
    return sb.toString();
  }

  /** The tree whose root line starts with {@code question}. */
  static String question(Outcome o, String question) {
    for (ExplanationNode n : o.explanation()) {
      if (n.text().startsWith(question)) {
        return of(n);
      }
    }
    throw new AssertionError("no question '" + question + "' in\n" + of(o.explanation()));
  }

  private static void write(ExplanationNode n, int depth, StringBuilder sb) {
    sb.append("  ".repeat(depth)).append(n.text()).append('\n');
    n.children().forEach(c -> write(c, depth + 1, sb));
  }
}
