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
import java.util.function.IntFunction;
import java.util.function.Supplier;
import org.nightres.core.outcome.ExplanationNode;
import org.nightres.core.plan.PlannedAction;

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
  /** The order of the latest line, and its value: the lines of a run come order by order. */
  private Order latest;
  private int latestOrder;
  /** The place of the lines made now. */
  private int place;
  /**
   * The order value every submitted line stands at ({@code sequential.order submission}), whose
   * heading says so rather than naming that value's step in SNARF's table; -1: none.
   */
  private int inLineOrder = -1;

  /** The lines of one order value. */
  private static final class Order {
    /** The lines made with a key ({@link #line(int, Object, Object)}) since the last seal. */
    final Map<Object, Line> keyed = new HashMap<>();
    /** The lines, in the order they were made. */
    final List<Line> made = new ArrayList<>();
    /** Per line: its place, shifted left 32 bits, or its index in {@link #made}. */
    long[] keys = new long[8];
    /** Whether {@link #keys} ascend. */
    boolean sorted = true;
    /**
     * The verbs of the submitted actions run at this order, while each runs at an order of its
     * own (its ability's {@code [order n]}, a rule set's step, or the line's {@code [n]}); null
     * once one runs at the order of its kinds.
     */
    Set<String> verbs = new LinkedHashSet<>();
    /** The verb last added to {@link #verbs}: the actions of one order mostly share it. */
    private String lastVerb;

    /** Notes the submitted action {@code a}, run at this order. */
    void ran(PlannedAction a) {
      if (verbs == null || a.passive()) {
        return;
      }
      if (!a.ownOrder()) {
        verbs = null;
      } else if (!a.ability().verb().equals(lastVerb)) {
        lastVerb = a.ability().verb();
        verbs.add(lastVerb);
      }
    }

    /**
     * Its heading: the order value and the verbs run at it where each runs at an order of its
     * own ({@code [90] mafiakill}), else the name of the order in SNARF's table ({@code [40]
     * blocking/commuting}).
     */
    String heading(int order) {
      return verbs == null || verbs.isEmpty() ? OrderValueTable.heading(order)
          : "[" + order + "] " + String.join(", ", verbs);
    }

    Line add(Object subject, int place) {
      Line line = new Line(subject);
      int i = made.size();
      made.add(line);
      if (i == keys.length) {
        keys = Arrays.copyOf(keys, 2 * i);
      }
      keys[i] = (long) place << 32 | i;
      sorted &= i == 0 || keys[i] > keys[i - 1];
      return line;
    }

    /** The lines' nodes, by place, each worded when it is first read. */
    List<ExplanationNode> lines() {
      int n = made.size();
      long[] order = sorted ? null : Arrays.copyOf(keys, n);
      if (order != null) {
        Arrays.sort(order);
      }
      List<ExplanationNode> out = new ArrayList<>(n);
      for (int k = 0; k < n; k++) {
        out.add(ExplanationNode.lazy(made.get(order == null ? k : (int) order[k])::node));
      }
      return out;
    }
  }

  /**
   * Every submitted line stands at {@code order} ({@code sequential.order submission}): its
   * heading says that the lines run as written.
   */
  void inLineOrder(int order) {
    this.inLineOrder = order;
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
    return keyed(order, key, subject, null);
  }

  /**
   * A new line at {@code order}, which nobody looks up again (an action's, run once); {@code
   * subject} is a string, or an action worded by its {@code toString}.
   */
  Line line(int order, Object subject) {
    return order(order).add(subject, place);
  }

  /** A new line at {@code order} for submitted or passive action {@code a}, run there once. */
  Line line(int order, PlannedAction a) {
    Order o = order(order);
    o.ran(a);
    return o.add(a, place);
  }

  /**
   * The line of {@code key} at {@code order} for action {@code a}, created on first use, as
   * {@link #line(int, Object, Object)}; the action runs there.
   */
  Line line(int order, Object key, PlannedAction a) {
    return keyed(order, key, a, a);
  }

  /** The keyed line, made on first use with {@code subject}; {@code ran} (or null) runs there. */
  private Line keyed(int order, Object key, Object subject, PlannedAction ran) {
    Order o = order(order);
    Line line = o.keyed.get(key);
    if (line == null) {
      if (ran != null) {
        o.ran(ran);
      }
      line = o.add(subject, place);
      o.keyed.put(key, line);
    }
    return line;
  }

  private Order order(int order) {
    if (latest != null && latestOrder == order) {
      return latest;
    }
    Order o = orders.get(order);
    if (o == null) {
      o = new Order();
      orders.put(order, o);
    }
    latest = o;
    latestOrder = order;
    return o;
  }

  /**
   * A line at [0] for each submitted action of {@code plan}'s night that a status nullified:
   * no run meets them, since they are not planned ({@link org.nightres.core.plan.NightPlan#nullifiedLines}).
   */
  void nullified(org.nightres.core.plan.NightPlan plan) {
    for (org.nightres.core.plan.NightPlan.Nullified n : plan.nullifiedLines()) {
      line(0, n.action()).part(n.why());
    }
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
        ExplanationNode.lazy(() -> ExplanationNode.of(order == inLineOrder
            ? "[" + order + "] the lines, as written (sequential.order submission)"
            : o.heading(order), o.lines()))));
    nodes.add(end);
    return nodes;
  }

  /**
   * What one action did at one order. Its node is made when the explanation is first read,
   * after the resolution, from what the line holds by then.
   */
  static final class Line {
    /** A string, or an action, worded by its {@code toString} (from its fixed fields). */
    private Object subject;
    /** The first part; null: none. */
    private Supplier<String> first;
    /** The parts after the first, {@link #more} of them; null: none. */
    private Supplier<?>[] rest;
    private int more;
    /** The players visited, named by {@link #names} when the line is worded. */
    private int[] visits; // null: none
    private int visitCount;
    private IntFunction<String> names;
    private Set<String> children; // null: none
    private String blockedBy;
    /** The last text given to {@link #partOnce}. */
    private String said;

    private Line(Object subject) {
      this.subject = subject;
    }

    /** The line is about {@code action} from now on: the action with what was drawn for it. */
    void drawn(PlannedAction action) {
      subject = action;
    }

    /** The line is about {@code subject} from now on (words for an action). */
    void subject(String subject) {
      this.subject = java.util.Objects.requireNonNull(subject, "subject");
    }

    void part(String text) {
      java.util.Objects.requireNonNull(text, "text");
      part(() -> text);
    }

    /**
     * A part that every component of the action would give alike (why it does not happen):
     * said once, as {@link #blocked} is.
     */
    void partOnce(String text) {
      if (!text.equals(said)) {
        part(text);
        said = text;
      }
    }

    /** A part decided later (a kill's outcome). */
    void part(Supplier<String> text) {
      if (first == null) {
        first = text;
        return;
      }
      if (rest == null) {
        rest = new Supplier<?>[2];
      } else if (more == rest.length) {
        rest = Arrays.copyOf(rest, 2 * more);
      }
      rest[more++] = text;
    }

    /** {@code target} is visited; {@code names} names players when the line is worded. */
    void visit(int target, IntFunction<String> names) {
      if (visits == null) {
        visits = new int[1];
        this.names = names;
      } else if (visitCount == visits.length) {
        visits = Arrays.copyOf(visits, 2 * visitCount);
      }
      visits[visitCount++] = target;
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
      String[] texts = new String[first == null ? 0 : 1 + more];
      int length = s.length() + 16 + (blockedBy == null ? 0 : blockedBy.length());
      for (int i = 0; i < texts.length; i++) {
        texts[i] = (String) (i == 0 ? first : rest[i - 1]).get();
        length += texts[i].length() + 2;
      }
      String[] visited = new String[visitCount];
      for (int i = 0; i < visitCount; i++) {
        visited[i] = names.apply(visits[i]);
        length += visited[i].length() + 2;
      }
      StringBuilder sb = new StringBuilder(length).append(s).append(": ");
      if (blockedBy != null) {
        sb.append("blocked by ").append(blockedBy);
      } else if (texts.length == 0 && visitCount == 0) {
        sb.append("nothing happens"); // every component dropped: a draw with no candidate
      } else {
        for (int i = 0; i < texts.length; i++) {
          sb.append(i == 0 ? "" : "; ").append(texts[i]);
        }
        if (visitCount > 0) {
          sb.append(texts.length == 0 ? "visits " : " (visits ");
          for (int i = 0; i < visitCount; i++) {
            sb.append(i == 0 ? "" : ", ").append(visited[i]);
          }
          sb.append(texts.length == 0 ? "" : ")");
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
