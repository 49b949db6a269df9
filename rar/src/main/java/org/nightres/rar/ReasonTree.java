package org.nightres.rar;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.nightres.core.component.Component;
import org.nightres.core.outcome.ExplanationNode;
import org.nightres.core.plan.NightPlan;
import org.nightres.core.plan.PlannedAction;

/**
 * Writes the reason tree of a decided claim in the style of the RAR text:
 *
 * <pre>
 * Does A die? yes
 *   Reason for yes: V kill A
 *     Reason for no: B jail A (protection)
 *       Reason for yes: A block B
 *         (ignored: B jail A is already in this chain)
 * </pre>
 *
 * <p>The tree shows the evaluation that decided the answer: under a reason that stands, every
 * counter (each ignored or defeated); under a defeated reason, the first counter that stands.
 * Trees are deterministic and bounded: at most {@value #MAX_DEPTH} levels, about
 * {@value #MAX_LINES} lines and {@value #MAX_REASONS} reasons per question; a subtree met again
 * with the same chain is written once and then marked "(as above)". Not thread-safe.
 */
final class ReasonTree {
  static final int MAX_DEPTH = 24;
  static final int MAX_LINES = 120;
  static final int MAX_REASONS = 8;
  private static final int[] NO_CHAIN = new int[0];

  private final NightPlan plan;
  private final List<Reason> nodes;
  private final ChainEvaluator evaluator;
  private final Set<Visited> seen = new HashSet<>();
  private int lines;

  ReasonTree(ReasonGraph graph, ChainEvaluator evaluator) {
    this.plan = graph.plan;
    this.nodes = graph.nodes;
    this.evaluator = evaluator;
  }

  ExplanationNode explain(Claim claim) {
    lines = 1;
    seen.clear();
    List<ExplanationNode> children = new ArrayList<>();
    List<Reason> reasons = claim.reasons;
    for (int i = 0; i < reasons.size(); i++) {
      if (i == MAX_REASONS || lines >= MAX_LINES) {
        children.add(ExplanationNode.leaf("(" + (reasons.size() - i) + " more reasons not shown)"));
        break;
      }
      children.add(reason(reasons.get(i), null, NO_CHAIN, true, 1));
    }
    return ExplanationNode.of(claim.question + (claim.holds() ? " yes" : " no"), children);
  }

  private ExplanationNode reason(Reason r, Reason parent, int[] before, boolean forYes,
      int depth) {
    int[] chain = ReasonGraph.union(before, r.actions);
    StringBuilder line = new StringBuilder(80).append(forYes ? "Reason for yes: " : "Reason for no: ");
    describe(r, line);
    line.append(edgeNote(parent, r));
    lines++;
    if (depth >= MAX_DEPTH || lines >= MAX_LINES) {
      return ExplanationNode.of(line.toString(),
          List.of(ExplanationNode.leaf("(further steps not shown)")));
    }
    if (!seen.add(new Visited(r.id, chain))) {
      return ExplanationNode.leaf(line.append(" (as above)").toString());
    }
    String text = line.toString();
    List<ExplanationNode> children = new ArrayList<>();
    if (evaluator.defeated(r.id, before)) {
      for (int k : r.counters) {
        Reason counter = node(k);
        if (!shares(counter, chain) && !evaluator.defeated(k, chain)) {
          children.add(reason(counter, r, chain, !forYes, depth + 1));
          break;
        }
      }
    } else {
      for (int k : r.counters) {
        if (lines >= MAX_LINES) {
          children.add(ExplanationNode.leaf("(further counters not shown)"));
          break;
        }
        Reason counter = node(k);
        if (shares(counter, chain)) {
          ExplanationNode leaf = ExplanationNode.leaf(ignored(counter, chain));
          if (!children.contains(leaf)) {
            lines++;
            children.add(leaf);
          }
        } else {
          children.add(reason(counter, r, chain, !forYes, depth + 1));
        }
      }
    }
    return ExplanationNode.of(text, children);
  }

  /** A reason met with a chain: written once per question, then "(as above)". */
  private record Visited(int reason, int[] chain) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Visited v && v.reason == reason && Arrays.equals(v.chain, chain);
    }

    @Override
    public int hashCode() {
      return 31 * reason + Arrays.hashCode(chain);
    }

    @Override
    public String toString() {
      return reason + ":" + Arrays.toString(chain);
    }
  }

  private Reason node(int id) {
    return nodes.get(id);
  }

  private static boolean shares(Reason r, int[] chain) {
    for (int x : r.actions) {
      if (Arrays.binarySearch(chain, x) >= 0) {
        return true;
      }
    }
    return false;
  }

  private String ignored(Reason counter, int[] chain) {
    List<String> shared = new ArrayList<>();
    for (int x : counter.actions) {
      if (Arrays.binarySearch(chain, x) >= 0) {
        shared.add(plan.actions().get(x).toString());
      }
    }
    String names = String.join(" and ", shared);
    String verb = shared.size() == 1 ? " is" : " are";
    String d = describe(counter);
    return d.equals(names) || d.startsWith(names + " (")
        ? "(ignored: " + names + verb + " already in this chain)"
        : "(ignored: " + d + ", since " + names + verb + " already in this chain)";
  }

  /** A reason in words: the actions and how they combine. */
  String describe(Reason r) {
    StringBuilder sb = new StringBuilder(64);
    describe(r, sb);
    return sb.toString();
  }

  /** Appends {@link #describe(Reason)} to {@code sb}, without strings in between. */
  private void describe(Reason r, StringBuilder sb) {
    switch (r.kind) {
      case ROUTE:
        route(r.action, r.component, r.step, sb);
        return;
      case SELF:
        sb.append(r.action).append(label(r.action, r.component));
        return;
      case MOVE: {
        Reason moved = r.step.landing;
        sb.append(r.action).append(" (moves ").append(moved.action)
            .append(label(moved.action, moved.component)).append(" from ")
            .append(plan.name(r.step.parent.location)).append(" to ")
            .append(plan.name(r.step.location)).append(')');
        return;
      }
      case DERIVED:
        parts(r, sb);
        sb.append(" (").append(r.how).append(')');
        return;
      case CLAIM:
        parts(r, sb);
        return;
      case SPEND:
        describe(r.parts.get(0), sb.append("the protection is used up on "));
        return;
      default:
        throw new IllegalStateException("unknown reason kind " + r.kind);
    }
  }

  /** The parts of a derived or claim reason, joined by {@code ", and "}. */
  private void parts(Reason r, StringBuilder sb) {
    for (int i = 0; i < r.parts.size(); i++) {
      describe(r.parts.get(i), i == 0 ? sb : sb.append(", and "));
    }
  }

  /** The action, then each hop of its route from the written target to {@code step}. */
  private void route(PlannedAction a, Component c, RouteStep step, StringBuilder sb) {
    sb.append(a).append(label(a, c));
    int hops = 0;
    for (RouteStep s = step; !s.isRoot(); s = s.parent) {
      hops++;
    }
    if (hops == 0) {
      return;
    }
    RouteStep[] path = new RouteStep[hops];
    for (RouteStep s = step; !s.isRoot(); s = s.parent) {
      path[--hops] = s;
    }
    for (int i = 0; i < path.length; i++) {
      sb.append(i == 0 ? ", moved onto " : ", then onto ").append(plan.name(path[i].location))
          .append(" by ").append(path[i].mover);
    }
  }

  /** Which component of a multi-component action is meant, e.g. " (protection)". */
  private String label(PlannedAction a, Component c) {
    int visits = 0;
    for (Component x : a.components()) {
      visits += x.isVisit() ? 1 : 0;
    }
    int others = a.components().size() - visits;
    if (c.isVisit()) {
      if (others == 0 && visits == 1) {
        return "";
      }
      return visits > 1 ? " (visit to " + plan.name(a.target(c)) + ")" : " (visit)";
    }
    if (a.passive() || others <= 1) {
      return "";
    }
    return " (" + kind(c) + ")";
  }

  private static String kind(Component c) {
    return c.accept(KIND);
  }

  /** What a component is called in a label, e.g. {@code protection}. */
  private static final Component.Visitor<String> KIND = new Component.Visitor<>() {
    @Override
    public String visitKill(Component.Kill c) {
      return "kill";
    }

    @Override
    public String visitResult(Component.Result c) {
      return "result";
    }

    @Override
    public String visitRecruit(Component.Recruit c) {
      return "recruit";
    }

    @Override
    public String visitFruit(Component.Fruit c) {
      return "fruit";
    }

    @Override
    public String visitChange(Component.Change c) {
      return c.change().word();
    }

    @Override
    public String visitNotify(Component.Notify c) {
      return "notice";
    }

    @Override
    public String visitInform(Component.Inform c) {
      return "inform";
    }

    @Override
    public String visitVisit(Component.Visit c) {
      return "effect";
    }

    @Override
    public String visitProtect(Component.Protect c) {
      return "protection";
    }

    @Override
    public String visitBlock(Component.Block c) {
      return "block";
    }

    @Override
    public String visitRedirect(Component.Redirect c) {
      return "effect";
    }

    @Override
    public String visitSwap(Component.Swap c) {
      return "effect";
    }

    @Override
    public String visitDeflect(Component.Deflect c) {
      return "effect";
    }

    @Override
    public String visitUntargetable(Component.Untargetable c) {
      return "untargetable";
    }

    @Override
    public String visitGuard(Component.Guard c) {
      return "guard";
    }

    @Override
    public String visitAbsent(Component.Absent c) {
      return "absence";
    }

    @Override
    public String visitTrigger(Component.Trigger c) {
      return "effect";
    }

    @Override
    public String visitDisguise(Component.Disguise c) {
      return "disguise";
    }

    @Override
    public String visitCancel(Component.Cancel c) {
      return "cancel";
    }

    @Override
    public String visitWhen(Component.When c) {
      throw new IllegalStateException("planning resolves " + c.describe());
    }
  };

  /**
   * Why a kill counters a recruitment, which the kill's text alone hides. (A protection used up
   * on a kill is a reason of its own, {@link Reason.Kind#SPEND}, and says so itself: "the
   * protection is used up on M mafiakill A, moved onto X by BD swap A X".)
   */
  private static String edgeNote(Reason parent, Reason child) {
    if (parent == null || child.kind == Reason.Kind.SPEND
        || !child.component.isKill()) {
      return "";
    }
    if (parent.component != null && parent.component.isRecruit()) { // moves have none
      return " (the target dies)";
    }
    return "";
  }
}
