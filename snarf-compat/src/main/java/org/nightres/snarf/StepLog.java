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
      List<ExplanationNode> children = new ArrayList<>(lines.size());
      lines.values().forEach(l -> children.add(l.node()));
      nodes.add(ExplanationNode.of(OrderValueTable.heading(order), children));
    });
    nodes.add(end);
    return nodes;
  }

  /** What one action did at one order. */
  static final class Line {
    private final String subject;
    private final List<Supplier<String>> parts = new ArrayList<>(2);
    private List<String> visits; // null: none
    private Set<String> children; // null: none
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
      if (visits == null) {
        visits = new ArrayList<>(1);
      }
      visits.add(target);
    }

    /** A sub-line (what a mover moved); duplicates are kept once. */
    void child(String text) {
      if (children == null) {
        children = new LinkedHashSet<>();
      }
      children.add(text);
    }

    void blocked(String by) {
      blockedBy = by;
    }

    ExplanationNode node() {
      StringBuilder sb = new StringBuilder(subject.length() + 48).append(subject).append(": ");
      if (blockedBy != null) {
        sb.append("blocked by ").append(blockedBy);
      } else {
        for (int i = 0; i < parts.size(); i++) {
          sb.append(i == 0 ? "" : "; ").append(parts.get(i).get());
        }
        if (visits != null) {
          sb.append(parts.isEmpty() ? "visits " : " (visits ");
          for (int i = 0; i < visits.size(); i++) {
            sb.append(i == 0 ? "" : ", ").append(visits.get(i));
          }
          sb.append(parts.isEmpty() ? "" : ")");
        }
      }
      if (children == null) {
        return ExplanationNode.leaf(sb.toString());
      }
      List<ExplanationNode> kids = new ArrayList<>(children.size());
      children.forEach(c -> kids.add(ExplanationNode.leaf(c)));
      return ExplanationNode.of(sb.toString(), kids);
    }
  }
}
