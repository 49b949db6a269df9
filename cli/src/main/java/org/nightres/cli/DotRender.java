package org.nightres.cli;

import java.util.List;
import org.nightres.core.outcome.ExplanationNode;
import org.nightres.core.outcome.Outcome;

/**
 * A night's explanation as a Graphviz graph ({@code --format dot}): RAR's reason trees (a
 * question, its reasons for yes and for no, what stops what) or an order-based scheme's step log
 * (each order value, the actions run at it), one cluster per night. Reasons for yes are green,
 * reasons for no red, what Rule #4 ignores grey; questions answered yes are bold.
 */
final class DotRender {
  private DotRender() {}

  static String render(List<Outcome> outcomes) {
    StringBuilder sb = new StringBuilder("digraph nightres {\n")
        .append("  rankdir=LR;\n  node [shape=box, fontname=\"Helvetica\", fontsize=10];\n");
    int[] next = {0};
    for (Outcome o : outcomes) {
      sb.append("  subgraph cluster_night").append(o.night()).append(" {\n")
          .append("    label=\"night ").append(o.night()).append(" (").append(o.scheme().id())
          .append(")\";\n");
      for (ExplanationNode n : o.explanation()) {
        node(sb, n, -1, next);
      }
      sb.append("  }\n");
    }
    return sb.append("}\n").toString();
  }

  /** Writes {@code n} and its subtree; returns its id. */
  private static int node(StringBuilder sb, ExplanationNode n, int parent, int[] next) {
    int id = next[0]++;
    String text = n.text();
    sb.append("    n").append(id).append(" [label=\"").append(quote(text)).append('"')
        .append(style(text, parent < 0)).append("];\n");
    if (parent >= 0) {
      sb.append("    n").append(parent).append(" -> n").append(id).append(";\n");
    }
    for (ExplanationNode c : n.children()) {
      node(sb, c, id, next);
    }
    return id;
  }

  private static String style(String text, boolean top) {
    if (text.startsWith("Reason for yes")) {
      return ", color=\"#2e7d32\"";
    }
    if (text.startsWith("Reason for no")) {
      return ", color=\"#c62828\"";
    }
    if (text.startsWith("(ignored")) {
      return ", color=grey, fontcolor=grey";
    }
    if (top) {
      return text.endsWith("? yes") ? ", style=bold, shape=ellipse"
          : text.endsWith("? no") ? ", shape=ellipse" : ", style=bold";
    }
    return "";
  }

  /** Text inside a DOT string: quotes and backslashes escaped, lines kept. */
  private static String quote(String text) {
    return text.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n");
  }
}
