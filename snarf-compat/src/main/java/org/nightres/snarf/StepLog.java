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
 * made at. A line is worded when the explanation is first read ({@link ExplanationNode#lazy}),
 * after the resolution: what it says is fixed by then, a kill's outcome included, which a kill
 * line shows as the batch's protection step decided it. Not thread-safe while it is written:
 * confined to one resolution.
 */
final class StepLog {
  private final TreeMap<Integer, Order> orders = new TreeMap<>();
  /** The place of the lines made now. */
  private int place;

  /** The lines of one order value. */
  private static final class Order {
    /** The lines made with a key ({@link #line(int, Object, Object)}) since the last seal. */
    final Map<Object, Line> keyed = new HashMap<>();
    /** The lines' nodes, in the order the lines were made. */
    final List<ExplanationNode> nodes = new ArrayList<>();
    /** Per line: its place, shifted left 32 bits, or its index in {@link #nodes}. */
    long[] keys = new long[8];
    /** Whether {@link #keys} ascend. */
    boolean sorted = true;

    Line add(Object subject, int place) {
      Line line = new Line(subject);
      int i = nodes.size();
      nodes.add(ExplanationNode.lazy(line::node));
      if (i == keys.length) {
        keys = Arrays.copyOf(keys, 2 * i);
      }
      keys[i] = (long) place << 32 | i;
      sorted &= i == 0 || keys[i] > keys[i - 1];
      return line;
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
  Line line(int order, Object key, Object subject) {
    Order o = order(order);
    Line line = o.keyed.get(key);
    if (line == null) {
      line = o.add(subject, place);
      o.keyed.put(key, line);
    }
    return line;
  }

  /**
   * A new line at {@code order}, which nobody looks up again (an action's, run once); {@code
   * subject} is a string, or an action worded by its {@code toString}.
   */
  Line line(int order, Object subject) {
    return order(order).add(subject, place);
  }

  private Order order(int order) {
    Order o = orders.get(order);
    if (o == null) {
      o = new Order();
      orders.put(order, o);
    }
    return o;
  }

  /**
   * Closes the lines made so far: nothing may be added to them any more, and a key used again
   * starts a new line.
   */
  void seal() {
    for (Order o : orders.values()) {
      o.keyed.clear();
    }
  }

  /**
   * The order nodes, ascending, then {@code end}. An order's lines are put in the order of
   * their places when the explanation is first read, as the lines are worded: nothing is
   * added to them any more.
   */
  List<ExplanationNode> build(ExplanationNode end) {
    seal();
    List<ExplanationNode> nodes = new ArrayList<>(orders.size() + 1);
    orders.forEach((order, o) -> nodes.add(
        ExplanationNode.lazy(() -> ExplanationNode.of(OrderValueTable.heading(order), o.lines()))));
    nodes.add(end);
    return nodes;
  }

  /**
   * What one action did at one order. Its node is made when the explanation is first read,
   * after the resolution, from what the line holds by then.
   */
  static final class Line {
    /** A string, or an action, worded by its {@code toString} (from its fixed fields). */
    private final Object subject;
    private final List<Supplier<String>> parts = new ArrayList<>(2);
    private List<String> visits; // null: none
    private Set<String> children; // null: none
    private String blockedBy;

    private Line(Object subject) {
      this.subject = subject;
    }

    void part(String text) {
      java.util.Objects.requireNonNull(text, "text");
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

    private ExplanationNode node() {
      String s = subject.toString();
      String[] texts = new String[parts.size()];
      int length = s.length() + 16 + (blockedBy == null ? 0 : blockedBy.length());
      for (int i = 0; i < texts.length; i++) {
        texts[i] = parts.get(i).get();
        length += texts[i].length() + 2;
      }
      if (visits != null) {
        for (String v : visits) {
          length += v.length() + 2;
        }
      }
      StringBuilder sb = new StringBuilder(length).append(s).append(": ");
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
