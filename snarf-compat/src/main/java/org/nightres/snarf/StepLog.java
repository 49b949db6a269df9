package org.nightres.snarf;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Supplier;
import org.nightres.core.outcome.ExplanationNode;

/**
 * The SNARF step log: one node per order value that has anything, one line per action (or
 * trigger firing) under it, in the order the run produced them. Line texts are assembled only
 * when the log is built, so kill lines can show how the batch's protection step decided them.
 * Not thread-safe: confined to one resolution.
 */
final class StepLog {
  private final TreeMap<Integer, Map<Object, Line>> orders = new TreeMap<>();

  /**
   * The line of {@code key} (an action id, or a trigger firing) at {@code order}, created with
   * {@code subject} (e.g. {@code R block B}) on first use.
   */
  Line line(int order, Object key, String subject) {
    return orders.computeIfAbsent(order, o -> new LinkedHashMap<>())
        .computeIfAbsent(key, k -> new Line(subject));
  }

  /** The order nodes, ascending, then {@code end}. */
  List<ExplanationNode> build(ExplanationNode end) {
    List<ExplanationNode> nodes = new ArrayList<>();
    orders.forEach((order, lines) -> {
      List<ExplanationNode> children = new ArrayList<>();
      lines.values().forEach(l -> children.add(l.node()));
      nodes.add(ExplanationNode.of(OrderValueTable.heading(order), children));
    });
    nodes.add(end);
    return nodes;
  }

  /** What one action did at one order. */
  static final class Line {
    private final String subject;
    private final List<Supplier<String>> parts = new ArrayList<>();
    private final List<String> visits = new ArrayList<>();
    private final Set<String> children = new LinkedHashSet<>();
    private String blockedBy;

    private Line(String subject) {
      this.subject = subject;
    }

    void part(String text) {
      parts.add(() -> text);
    }

    /** A part decided later (a kill's outcome). */
    void part(Supplier<String> text) {
      parts.add(text);
    }

    void visit(String target) {
      visits.add(target);
    }

    /** A sub-line (what a mover moved); duplicates are kept once. */
    void child(String text) {
      children.add(text);
    }

    void blocked(String by) {
      blockedBy = by;
    }

    ExplanationNode node() {
      StringBuilder sb = new StringBuilder(subject).append(": ");
      if (blockedBy != null) {
        sb.append("blocked by ").append(blockedBy);
      } else {
        List<String> texts = new ArrayList<>();
        parts.forEach(p -> texts.add(p.get()));
        sb.append(String.join("; ", texts));
        if (!visits.isEmpty()) {
          String v = "visits " + String.join(", ", visits);
          sb.append(texts.isEmpty() ? v : " (" + v + ")");
        }
      }
      List<ExplanationNode> kids = new ArrayList<>();
      children.forEach(c -> kids.add(ExplanationNode.leaf(c)));
      return ExplanationNode.of(sb.toString(), kids);
    }
  }
}
