package org.nightres.nar;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.nightres.core.Scheme;
import org.nightres.core.component.Component;
import org.nightres.core.component.Component.Absent;
import org.nightres.core.component.Component.Block;
import org.nightres.core.component.Component.Fruit;
import org.nightres.core.component.Component.Guard;
import org.nightres.core.component.Component.Kill;
import org.nightres.core.component.Component.Notify;
import org.nightres.core.component.Component.Protect;
import org.nightres.core.component.Component.Recruit;
import org.nightres.core.component.Component.Redirect;
import org.nightres.core.component.Component.Result;
import org.nightres.core.component.Component.Swap;
import org.nightres.core.component.Component.Trigger;
import org.nightres.core.component.Component.Untargetable;
import org.nightres.core.component.Component.Visit;
import org.nightres.core.component.KillClass;
import org.nightres.core.component.Ref;
import org.nightres.core.component.ResultKind;
import org.nightres.core.model.GameOptions;
import org.nightres.core.model.GameOptions.NarTie;
import org.nightres.core.outcome.ExplanationNode;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.plan.NightPlan;
import org.nightres.core.plan.Observations;
import org.nightres.core.plan.OutcomeBuilder;
import org.nightres.core.plan.PlannedAction;
import org.nightres.nar.KillOutcomes.KillRecord;
import org.nightres.nar.NarStates.ArmedTrigger;
import org.nightres.nar.NarStates.BlockState;
import org.nightres.nar.NarStates.UntargetableState;

/**
 * One NAR resolution of one planned night ({@code schemes.md} section 4.7).
 *
 * <p>The loop: build the {@link MightModifyGraph} of the unresolved actions; if some are free
 * (nothing unresolved might modify them), resolve one: passives first (they are free from the
 * start and never modified, so they take effect before anything else, in plan order), then a
 * free triggered action, otherwise the first by (list rank, tie rule); if none is free, resolve
 * the first by (list rank, tie rule) among the actions of the source strongly-connected
 * components. Repeat until nothing is left.
 * Before an action's visits are made, the triggers they set off are added as new actions and
 * the loop starts over, so a triggered action goes off before the action that set it off
 * whenever nothing holds it back.
 *
 * <p>Resolving: a blocked action is discarded (no component, no visit; its results say
 * {@code no result}); otherwise each component applies in order at its current target.
 * Components aimed at an untargetable player fail there (visits and the actor's own
 * {@code self} components excepted). Moves change where unresolved actions land; blocks,
 * protections, guards, untargetability, absences and triggers become states for the rest of the
 * night; kills, recruitments and results are recorded and settled at the end of the night.
 *
 * <p>Deterministic: nodes are ids in plan order and every set that is iterated is a {@link BitSet}
 * or a list. Not thread-safe: one instance per resolution.
 */
final class NarRun {
  private static final String FREE = "free: nothing unresolved can modify it";
  private static final String DOOMED = "free: already blocked, which nothing can undo";


  /** A result component that resolved; {@code target} is -1 for {@code no result}. */
  private record ResultRecord(NarAction action, ResultKind kind, int target) {}

  /** A recruit component that landed. */
  private record RecruitRecord(NarAction action, int target) {}

  private final NightPlan plan;
  private final GameOptions options;
  private final PriorityList list;
  private final Comparator<NarAction> priority;
  private final List<NarAction> nodes = new ArrayList<>();
  private final BitSet unresolved = new BitSet();
  private final NarStates states = new NarStates();
  private final List<KillRecord> kills = new ArrayList<>();
  private final Observations observations;
  private final List<ResultRecord> results = new ArrayList<>();
  private final List<RecruitRecord> recruits = new ArrayList<>();
  /** Fired (armed trigger, visitor) pairs, as {@code trigger id << 32 | visitor}. */
  private final Set<Long> fired = new HashSet<>();
  private final OutcomeBuilder out;
  private int step;

  NarRun(NightPlan plan) {
    this.plan = plan;
    this.observations = new Observations(plan);
    this.options = plan.options();
    this.list = PriorityList.of(options.narList());
    boolean last = options.narTie() == NarTie.LAST_SUBMITTED;
    Comparator<NarAction> tie = Comparator.comparingInt((NarAction a) -> a.submitted() ? 0 : 1)
        .thenComparingInt(a -> !a.submitted() ? a.id
            : last ? -a.planned.submissionIndex() : a.planned.submissionIndex());
    this.priority = Comparator.comparingInt((NarAction a) -> list.rank(a.category)).thenComparing(tie);
    this.out = new OutcomeBuilder(plan, Scheme.NAR);
  }

  /** Resolves the night. */
  Outcome run() {
    out.explain(ExplanationNode.leaf("NAR, list " + list.id() + " (" + list.describe()
        + "); ties: " + tieRule() + ". The golden rule decides; the list only breaks loops and "
        + "ambiguities"));
    for (PlannedAction a : plan.actions()) {
      nodes.add(NarAction.of(a, list));
      unresolved.set(a.id());
    }
    while (!unresolved.isEmpty()) {
      next();
    }
    endOfNight();
    return out.build();
  }

  // ---- choosing ---------------------------------------------------------------------------

  /** Step 1 of NAR: find the action to resolve, and say why it is that one. */
  private void next() {
    MightModifyGraph graph = MightModifyGraph.of(nodes, unresolved, states, plan.playerCount());
    BitSet free = graph.free();
    if (!free.isEmpty()) {
      for (int id = free.nextSetBit(0); id >= 0; id = free.nextSetBit(id + 1)) {
        if (nodes.get(id).planned.passive() && !nodes.get(id).triggered()) {
          resolve(nodes.get(id), FREE + "; passives take effect first");
          return;
        }
      }
      for (int id = free.nextSetBit(0); id >= 0; id = free.nextSetBit(id + 1)) {
        NarAction t = nodes.get(id);
        if (t.triggered()) {
          resolve(t, FREE + (unresolved.get(t.cause) ? "; it goes off before " + nodes.get(t.cause) : ""));
          return;
        }
      }
      NarAction chosen = best(free);
      resolve(chosen, graph.doomed(chosen.id) ? DOOMED : FREE + ambiguity(graph, free, chosen));
      return;
    }
    List<BitSet> sources = graph.sourceComponents();
    BitSet candidates = new BitSet();
    sources.forEach(candidates::or);
    NarAction chosen = best(candidates);
    BitSet loop = sources.stream().filter(s -> s.get(chosen.id)).findFirst().orElseThrow();
    StringBuilder why = new StringBuilder("loop ");
    List<NarAction> members = actions(loop);
    if (members.size() == 2) {
      why.append(members.get(0)).append(" ↔ ").append(members.get(1));
    } else {
      why.append("among ").append(join(members));
    }
    why.append(": ").append(rankReason(chosen, members));
    if (sources.size() > 1) {
      why.append(" (first of ").append(sources.size()).append(" independent loops by the same rule)");
    }
    resolve(chosen, why.toString());
  }

  private NarAction best(BitSet ids) {
    return actions(ids).stream().min(priority).orElseThrow();
  }

  /**
   * NAR's ambiguity: two free movers that could move the same action, whose order matters
   * although neither modifies the other. The list and then the tie rule put {@code chosen}
   * first; say so.
   */
  private String ambiguity(MightModifyGraph graph, BitSet free, NarAction chosen) {
    if (!chosen.mover) {
      return "";
    }
    List<NarAction> rivals = new ArrayList<>();
    rivals.add(chosen);
    int shared = -1;
    for (int id = free.nextSetBit(0); id >= 0; id = free.nextSetBit(id + 1)) {
      BitSet both = (BitSet) graph.moves(id).clone();
      both.and(graph.moves(chosen.id));
      if (id != chosen.id && nodes.get(id).mover && !both.isEmpty()) {
        rivals.add(nodes.get(id));
        shared = shared < 0 ? both.nextSetBit(0) : shared;
      }
    }
    if (rivals.size() == 1) {
      return "";
    }
    List<NarAction> others = rivals.subList(1, rivals.size());
    return "; order matters with " + join(others) + " (" + (others.size() == 1 ? "both" : "all")
        + " could move " + nodes.get(shared) + "): " + rankReason(chosen, rivals);
  }

  /** Why {@code chosen} comes first among {@code rivals} (which include it). */
  private String rankReason(NarAction chosen, List<NarAction> rivals) {
    int best = list.rank(chosen.category);
    int top = (int) rivals.stream().filter(a -> list.rank(a.category) == best).count();
    Set<String> later = new LinkedHashSet<>();
    rivals.stream().filter(a -> list.rank(a.category) > best)
        .sorted(Comparator.comparingInt(a -> list.rank(a.category)))
        .forEach(a -> later.add(list.label(a.category)));
    String label = list.label(chosen.category);
    String before = later.isEmpty() ? "" : " before " + String.join(", ", later);
    String source = " (" + list.id() + ")";
    if (top == 1) {
      return label + before + source;
    }
    String who = top == rivals.size() ? (top == 2 ? "both" : "all " + top) : top + " of them";
    return who + " rank " + label + (before.isEmpty() ? "" : "," + before) + source + "; "
        + (chosen.submitted() ? tieRule() : "passives and triggered actions after submitted ones");
  }

  private String tieRule() {
    return options.narTie().name().toLowerCase(Locale.ROOT).replace('_', ' ');
  }

  // ---- resolving --------------------------------------------------------------------------

  /** Step 2 of NAR: resolve {@code a}, or first add the triggers its visits set off. */
  private void resolve(NarAction a, String why) {
    String heading = (++step) + ". " + a + " [" + list.label(a.category) + "] — " + why;
    List<ExplanationNode> did = new ArrayList<>();
    Optional<BlockState> block = states.blockOf(a);
    if (block.isPresent()) {
      unresolved.clear(a.id);
      did.add(ExplanationNode.leaf("blocked by " + block.get().source() + ": no effect, no visit"));
      for (Component c : a.components) {
        if (c instanceof Result) {
          results.add(new ResultRecord(a, ((Result) c).kind(), -1));
          did.add(ExplanationNode.leaf(((Result) c).kind().label() + ": no result"));
        }
      }
      withdrawTriggered(a, did);
      out.explain(ExplanationNode.of(heading, did));
      return;
    }
    if (!a.triggersChecked) {
      a.triggersChecked = true;
      if (setOffTriggers(a, did)) {
        did.add(ExplanationNode.leaf("back to step 1: a triggered action goes off before the "
            + "action that sets it off"));
        out.explain(ExplanationNode.of(heading + "; before it resolves:", did));
        return;
      }
    }
    unresolved.clear(a.id);
    if (!a.triggered() && a.has(Kill.class)) {
      observations.killAttempt(a.actor);
    }
    for (int i = 0; i < a.components.size(); i++) {
      apply(a, i, did);
    }
    out.explain(ExplanationNode.of(heading, did));
  }

  /** Adds a triggered action for every armed trigger {@code a}'s visits set off. */
  private boolean setOffTriggers(NarAction a, List<ExplanationNode> did) {
    if (a.triggered()) {
      return false;
    }
    boolean added = false;
    for (int i = 0; i < a.components.size(); i++) {
      if (!(a.components.get(i) instanceof Visit)) {
        continue;
      }
      int at = a.position(i);
      for (ArmedTrigger t : states.triggers) {
        if (t.holder() != at || !fired.add((long) t.id() << 32 | a.actor)) {
          continue;
        }
        PlannedAction armedBy = t.source().planned;
        String by = armedBy.passive()
            ? name(t.holder()) + "'s " + armedBy.passiveOf().orElseThrow().modifier().name()
            : armedBy.toString();
        NarAction shot = NarAction.triggered(nodes.size(), armedBy, t.holder(),
            t.trigger().response(), a.actor, a.id, by + " fires at " + name(a.actor), list);
        nodes.add(shot);
        unresolved.set(shot.id);
        did.add(ExplanationNode.leaf("its visit to " + name(at) + " sets off " + by + ": added "
            + shot + " (" + describeBound(shot) + ")"));
        added = true;
      }
    }
    return added;
  }

  /** A blocked action made no visit: triggers it set off and that are still pending lapse. */
  private void withdrawTriggered(NarAction a, List<ExplanationNode> did) {
    for (int id = unresolved.nextSetBit(0); id >= 0; id = unresolved.nextSetBit(id + 1)) {
      if (nodes.get(id).cause == a.id) {
        unresolved.clear(id);
        did.add(ExplanationNode.leaf("withdrawn: " + nodes.get(id) + " (the visit that set it off "
            + "did not happen)"));
      }
    }
  }

  /** Applies component {@code i} of unblocked {@code a} at its current target. */
  private void apply(NarAction a, int i, List<ExplanationNode> did) {
    Component c = a.components.get(i);
    int t = a.position(i);
    if (c instanceof Visit) {
      observations.visit(a.actor, t, a.trackable && !a.triggered());
      did.add(ExplanationNode.leaf("visits " + name(t)));
      return;
    }
    for (int p : targets(a, c, t)) {
      Optional<UntargetableState> u = states.untargetable(p, c, a);
      if (u.isPresent()) {
        did.add(ExplanationNode.leaf(label(a, c, t) + " fails: " + name(p) + " is untargetable ("
            + u.get().source() + ")"));
        if (c instanceof Result) {
          results.add(new ResultRecord(a, ((Result) c).kind(), -1));
        }
        return;
      }
    }
    String target = name(t);
    if (c instanceof Block) {
      Block b = (Block) c;
      states.blocks.add(new NarStates.BlockState(t, b, a));
      did.add(ExplanationNode.leaf(target + " is blocked"
          + (b.exceptTags().isEmpty() ? "" : ", except " + sorted(b.exceptTags()) + " actions")));
    } else if (c instanceof Protect) {
      Protect p = (Protect) c;
      states.protections.add(new NarStates.ProtectionState(t, p, a));
      did.add(ExplanationNode.leaf(target + " is protected"
          + (p.fromTags().isEmpty() ? "" : " from " + sorted(p.fromTags()) + " kills")));
    } else if (c instanceof Guard) {
      states.guards.add(new NarStates.GuardState(t, a.actor, a));
      did.add(ExplanationNode.leaf(target + " is guarded by " + name(a.actor)));
    } else if (c instanceof Untargetable) {
      Untargetable u = (Untargetable) c;
      states.untargetables.add(new UntargetableState(t, u.nonKillsOnly(), a));
      did.add(ExplanationNode.leaf(target + " is untargetable"
          + (u.nonKillsOnly() ? " except for kills" : "")));
    } else if (c instanceof Absent) {
      Absent ab = (Absent) c;
      int holder = a.bind(ab.holder());
      states.absences.add(new NarStates.AbsenceState(holder, t, ab.from(), a));
      did.add(ExplanationNode.leaf(name(holder) + " is absent at " + target + " ("
          + KillClass.describe(ab.from()) + " kills)"));
    } else if (c instanceof Trigger) {
      states.triggers.add(new ArmedTrigger(states.triggers.size(), a.actor, (Trigger) c, a));
      did.add(ExplanationNode.leaf(name(a.actor) + "'s " + c.describe() + " is armed"));
    } else if (c instanceof Redirect) {
      int to = a.bind(((Redirect) c).to());
      List<ExplanationNode> moved = move(a, (b, at) -> b.actor == t ? to : at);
      did.add(ExplanationNode.of(target + "'s actions are redirected to " + name(to)
          + (moved.isEmpty() ? ": nothing left to move" : ""), moved));
    } else if (c instanceof Swap) {
      int p = a.bind(((Swap) c).first());
      int q = a.bind(((Swap) c).second());
      List<ExplanationNode> moved = move(a, (b, at) -> at == p ? q : at == q ? p : at);
      did.add(ExplanationNode.of(name(p) + " and " + name(q) + " are swapped"
          + (moved.isEmpty() ? ": nothing left to move" : ""), moved));
    } else if (c instanceof Kill) {
      kills.add(new KillRecord(a, ((Kill) c).killClass(), t));
      did.add(ExplanationNode.leaf("kill on " + target + " recorded; decided at the end of the night"));
    } else if (c instanceof Recruit) {
      recruits.add(new RecruitRecord(a, t));
      did.add(ExplanationNode.leaf(target + " is recruited at the end of the night"
          + (options.recruitFailsIfTargetDies() ? " unless " + target + " dies" : "")));
    } else if (c instanceof Fruit) {
      out.fruit(a.planned, t);
      did.add(ExplanationNode.leaf(target + " receives fruit"));
    } else if (c instanceof Notify) {
      out.notice(a.planned, t, ((Notify) c).message());
      did.add(ExplanationNode.leaf(target + " is told \"" + ((Notify) c).message() + "\""));
    } else if (c instanceof Result) {
      ResultKind kind = ((Result) c).kind();
      results.add(new ResultRecord(a, kind, t));
      did.add(ExplanationNode.leaf(kind.label() + " " + target + ": answered at the end of the night"));
    } else {
      throw new AssertionError("unhandled component " + c.describe());
    }
  }

  /** The players a component must be able to target: none for self components. */
  private static int[] targets(NarAction a, Component c, int main) {
    if (c instanceof Swap) {
      return new int[] {a.bind(((Swap) c).first()), a.bind(((Swap) c).second())};
    }
    if (c.target().kind() == Ref.Kind.SELF) {
      return new int[0];
    }
    return new int[] {main};
  }

  /** Where a move carries a movable component of {@code b} that is now at {@code at}. */
  private interface Move {
    int destination(NarAction b, int at);
  }

  /** Applies a move to every unresolved movable component; one line per action it moved. */
  private List<ExplanationNode> move(NarAction mover, Move move) {
    List<ExplanationNode> moved = new ArrayList<>();
    for (int id = unresolved.nextSetBit(0); id >= 0; id = unresolved.nextSetBit(id + 1)) {
      NarAction b = nodes.get(id);
      int from = -1;
      int to = -1;
      for (int j = 0; j < b.components.size(); j++) {
        int at = b.position(j);
        int destination = b.moves(j) && b != mover ? move.destination(b, at) : at;
        if (destination != at) {
          b.moveTo(j, destination);
          if (from < 0) {
            from = at;
            to = destination;
          }
        }
      }
      if (from >= 0) {
        moved.add(ExplanationNode.leaf("moves " + b + " from " + name(from) + " to " + name(to)));
      }
    }
    return moved;
  }

  // ---- the end of the night ---------------------------------------------------------------

  private void endOfNight() {
    KillOutcomes decided = KillOutcomes.decide(plan, states, kills);
    BitSet deaths = decided.deaths();
    List<ExplanationNode> lines = new ArrayList<>(decided.lines());
    BitSet recruited = new BitSet();
    for (RecruitRecord r : recruits) {
      if (options.recruitFailsIfTargetDies() && deaths.get(r.target())) {
        lines.add(ExplanationNode.leaf(r.action() + ": fails, " + name(r.target())
            + " dies tonight (recruit-fails-if-target-dies)"));
      } else {
        if (!recruited.get(r.target())) {
          out.recruited(r.target(), r.action().planned);
        }
        recruited.set(r.target());
      }
    }
    deaths.stream().forEach(out::death);
    lines.add(ExplanationNode.leaf("deaths: " + namesOrNone(deaths)));
    lines.add(ExplanationNode.leaf("recruited: " + namesOrNone(recruited)));
    for (ResultRecord r : results) {
      String answer = answer(r);
      out.result(r.action().planned, r.target(), answer);
      lines.add(ExplanationNode.leaf(r.action() + ": " + answer));
    }
    out.explain(ExplanationNode.of("end of the night", lines));
  }

  private String answer(ResultRecord r) {
    return observations.answer(r.kind(), r.action().actor, r.target());
  }

  // ---- text -------------------------------------------------------------------------------

  private List<NarAction> actions(BitSet ids) {
    List<NarAction> out = new ArrayList<>();
    ids.stream().forEach(id -> out.add(nodes.get(id)));
    return out;
  }

  private String name(int player) {
    return plan.name(player);
  }

  private String namesOrNone(BitSet players) {
    return players.isEmpty() ? "none" : plan.joinNames(players);
  }

  private static String join(List<NarAction> actions) {
    List<String> names = new ArrayList<>();
    actions.forEach(a -> names.add(a.toString()));
    return String.join(", ", names);
  }

  /** E.g. {@code kill A}: each component's kind and where it lands now. */
  private String describeBound(NarAction a) {
    List<String> parts = new ArrayList<>();
    for (int i = 0; i < a.components.size(); i++) {
      parts.add(label(a, a.components.get(i), a.position(i)));
    }
    return String.join(" + ", parts);
  }

  /** A component with its players, e.g. {@code kill A}, {@code investigate B}, {@code swap P Q}. */
  private String label(NarAction a, Component c, int main) {
    String kind = c instanceof Result
        ? ((Result) c).kind().label()
        : c.getClass().getSimpleName().toLowerCase(Locale.ROOT);
    if (c instanceof Swap) {
      return kind + " " + name(a.bind(((Swap) c).first())) + " " + name(a.bind(((Swap) c).second()));
    }
    return kind + " " + name(main);
  }

  private static String sorted(Set<String> tags) {
    return String.join("|", new TreeSet<>(tags));
  }


}
