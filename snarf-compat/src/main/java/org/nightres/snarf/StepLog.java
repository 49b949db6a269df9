package org.nightres.snarf;

import com.google.common.base.Preconditions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Supplier;
import org.nightres.core.outcome.ExplanationNode;

/**
 * The SNARF step log: one node per order value that has anything, one line per action (or
 * trigger firing) under it, in the order the run produced them, or, for a night resolved part
 * by part into one log, in the order of the {@linkplain #now places} in the night the lines were
 * made at. Line texts are assembled when the lines are {@linkplain #seal sealed} (at the latest
 * when the log is built), so kill lines can show how the batch's protection step decided them;
 * a run of one part seals its lines as it ends, while they are in the processor's caches. Not
 * thread-safe: confined to one resolution.
 */
final class StepLog {
  private final TreeMap<Integer, Order> orders = new TreeMap<>();
  /** The place of the lines made now. */
  private int place;

  /** The lines of one order value. */
  private static final class Order {
    /** The open lines made with a key ({@link #line(int, Object, String)}), by key. */
    final Map<Object, Line> keyed = new HashMap<>();
    /** The open lines, in the order they were made. */
    final List<Line> open = new ArrayList<>();
    /** The sealed lines, in the order they were sealed. */
    final List<ExplanationNode> nodes = new ArrayList<>();
    /** Per sealed line: its place, shifted left 32 bits, or its index in {@link #nodes}. */
    long[] keys = new long[8];
    /** Whether {@link #keys} ascend. */
    boolean sorted = true;

    void seal() {
      for (Line l : open) {
        int i = nodes.size();
        nodes.add(l.node());
        if (i == keys.length) {
          keys = Arrays.copyOf(keys, 2 * i);
        }
        keys[i] = (long) l.place << 32 | i;
        sorted &= i == 0 || keys[i] > keys[i - 1];
      }
      open.clear();
      keyed.clear();
    }

    List<ExplanationNode> lines() {
      if (sorted) {
        return nodes;
      }
      long[] order = Arrays.copyOf(keys, nodes.size());
      Arrays.sort(order);
      List<ExplanationNode> out = new ArrayList<>(order.length);
      for (long k : order) {
        out.add(nodes.get((int) k));
      }
      return out;
    }
  }

  /**
   * The place in the night of the lines made from now on: the id in the whole night's plan of
   * the action being resolved; {@link Integer#MAX_VALUE} after all of them. A log that is never
   * told a place keeps its lines in the order they were made.
   */
  void now(int place) {
    Preconditions.checkArgument(place >= 0, "place: %s", place);
    this.place = place;
  }

  /**
   * The line of {@code key} (an action id, or a trigger firing) at {@code order}, created with
   * {@code subject} (e.g. {@code R block B}) on first use.
   */
  Line line(int order, Object key, String subject) {
    Order o = order(order);
    Line line = o.keyed.get(key);
    if (line == null) {
      line = new Line(subject, place);
      o.keyed.put(key, line);
      o.open.add(line);
    }
    return line;
  }

  /** A new line at {@code order}, which nobody looks up again (an action's, run once). */
  Line line(int order, String subject) {
    Line line = new Line(subject, place);
    order(order).open.add(line);
    return line;
  }

  private Order order(int order) {
    Order o = orders.get(order);
    if (o == null) {
      o = new Order();
      orders.put(order, o);
    }
    return o;
  }

  /** Assembles the texts of the lines made so far; nothing may be added to them any more. */
  void seal() {
    for (Order o : orders.values()) {
      o.seal();
    }
  }

  /** The order nodes, ascending, then {@code end}. */
  List<ExplanationNode> build(ExplanationNode end) {
    seal();
    List<ExplanationNode> nodes = new ArrayList<>(orders.size() + 1);
    orders.forEach((order, o) ->
        nodes.add(ExplanationNode.of(OrderValueTable.heading(order), o.lines())));
    nodes.add(end);
    return nodes;
  }

  /** What one action did at one order. */
  static final class Line {
    private final String subject;
    /** The place in the night it was made at ({@link StepLog#now}). */
    private final int place;
    private final List<Supplier<String>> parts = new ArrayList<>(2);
    private List<String> visits; // null: none
    private Set<String> children; // null: none
    private String blockedBy;

    private Line(String subject, int place) {
      this.subject = subject;
      this.place = place;
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
      String[] texts = new String[parts.size()];
      int length = subject.length() + 16 + (blockedBy == null ? 0 : blockedBy.length());
      for (int i = 0; i < texts.length; i++) {
        texts[i] = parts.get(i).get();
        length += texts[i].length() + 2;
      }
      if (visits != null) {
        for (String v : visits) {
          length += v.length() + 2;
        }
      }
      StringBuilder sb = new StringBuilder(length).append(subject).append(": ");
      if (blockedBy != null) {
        sb.append("blocked by ").append(blockedBy);
      } else {
        for (int i = 0; i < texts.length; i++) {
          sb.append(i == 0 ? "" : "; ").append(texts[i]);
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
