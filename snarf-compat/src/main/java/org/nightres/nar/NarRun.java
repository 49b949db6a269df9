package org.nightres.nar;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.nightres.core.Scheme;
import org.nightres.core.component.Component;
import org.nightres.core.component.Ref;
import org.nightres.core.component.Component.Kill;
import org.nightres.core.component.KillClass;
import org.nightres.core.component.ResultKind;
import org.nightres.core.kernel.Board.AbsenceState;
import org.nightres.core.kernel.Board.ArmedTrigger;
import org.nightres.core.kernel.Board.BlockState;
import org.nightres.core.kernel.Board.GuardState;
import org.nightres.core.kernel.Board.ProtectionState;
import org.nightres.core.kernel.Board.UntargetableState;
import org.nightres.core.kernel.Board;
import org.nightres.core.kernel.EffectKernel;
import org.nightres.core.kernel.EffectKernel.Act;
import org.nightres.core.kernel.EffectKernel.NightEnd;
import org.nightres.core.kernel.EffectListener;
import org.nightres.core.kernel.KillHit;
import org.nightres.core.kernel.KillSettlement;
import org.nightres.core.kernel.KillWording;
import org.nightres.core.model.GameOptions;
import org.nightres.core.model.GameOptions.NarTie;
import org.nightres.core.outcome.ExplanationNode;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.plan.NightPlan;
import org.nightres.core.plan.OutcomeBuilder;
import org.nightres.core.plan.PlannedAction;

/**
 * One NAR resolution of one planned night ({@code schemes.md} section 4.7).
 *
 * <p>The loop: take the {@link MightModifyGraph} of the unresolved actions (built once, then
 * brought up to date after each step: {@code followed}); if some are free
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
 * Applying is core's {@link EffectKernel} (writing the board it reads: NAR commits at once, and
 * an action's own states never count against it); this class chooses, moves and words ({@code
 * Tree}).
 *
 * <p>Deterministic: nodes are ids in plan order and every set that is iterated is a {@link BitSet}
 * or a list. Not thread-safe: one instance per resolution.
 */
final class NarRun {
  private static final String FREE = "free: nothing unresolved can modify it";
  private static final String DOOMED = "free: already blocked, which nothing can undo";


  private final NightPlan plan;
  private final GameOptions options;
  private final PriorityList list;
  private final Comparator<NarAction> priority;
  private final List<NarAction> nodes = new ArrayList<>();
  private final BitSet unresolved = new BitSet();
  private final EffectKernel<NarAction> kernel;
  /** Fired (armed trigger id, visitor) pairs; membership only. */
  private final org.nightres.core.kernel.PairSet fired =
      new org.nightres.core.kernel.PairSet();
  private final OutcomeBuilder out;
  private int step;
  /** Whether to follow one graph through the night (otherwise: a new graph at every step). */
  private final boolean follow;
  /** Whether graphs ask the rules about every pair of actions, not the pairs of their index. */
  private final boolean exhaustive;
  private final MightModifyGraph.Scratch scratch;
  /** The graph, followed from step to step; null until the first. */
  private MightModifyGraph graph;
  /** The nodes resolved or withdrawn since the graph was last brought up to date. */
  private final List<Integer> settled = new ArrayList<>();
  /** The nodes an action's own moves carried since the graph was last brought up to date. */
  private final BitSet movedNodes = new BitSet();
  /** Whether a response the kernel ran (not a node) moved nodes: that is a new graph. */
  private boolean movedByResponse;
  /** The players a block reached since the graph was last brought up to date. */
  private final BitSet blockedPlayers = new BitSet();
  /** Per node, its place in the order free nodes are taken; made again when nodes are added. */
  private int[] rank = new int[0];
  /** The plan's actions by actor: the first id, then each id's next (-1: none). */
  private int[] firstByActor;
  private int[] nextByActor;
  /**
   * By player, the plan's actions with a movable component there (and some that have moved
   * on: each is checked where a move reads it), so that a move reads only what it could move.
   */
  private MightModifyGraph.Ints[] movableAt;

  NarRun(NightPlan plan) {
    this(plan, true, false);
  }

  /**
   * A resolution of {@code plan}. The tests' references: without {@code follow}, a new graph at
   * every step, as the algorithm is written ({@code schemes.md} section 4.7); with {@code
   * exhaustive}, graphs that ask the rules about every pair of actions.
   */
  NarRun(NightPlan plan, boolean follow, boolean exhaustive) {
    this.follow = follow;
    this.exhaustive = exhaustive;
    this.scratch = new MightModifyGraph.Scratch(plan.playerCount());
    this.plan = plan;
    this.options = plan.options();
    this.list = PriorityList.of(options.narList());
    boolean last = options.narTie() == NarTie.LAST_SUBMITTED;
    Comparator<NarAction> tie = Comparator.comparingInt((NarAction a) -> a.submitted() ? 0 : 1)
        .thenComparingInt(a -> !a.submitted() ? a.id
            : last ? -a.planned.submissionIndex() : a.planned.submissionIndex());
    this.priority = Comparator.comparingInt((NarAction a) -> list.rank(a.category)).thenComparing(tie);
    this.out = new OutcomeBuilder(plan, Scheme.NAR);
    this.kernel = new EffectKernel<>(plan, out, a -> a.planned, KillSettlement.Mode.END_OF_NIGHT);
  }

  /** The players a kill reached (stopped or not), by plan index, once {@link #run} is done. */
  BitSet attacked() {
    return kernel.kills().reached();
  }

  /** Resolves the night. */
  Outcome run() {
    out.explain(ExplanationNode.leaf("NAR, list " + list.id() + " (" + list.describe()
        + "); ties: " + tieRule() + ". The golden rule decides; the list only breaks loops and "
        + "ambiguities"));
    for (org.nightres.core.plan.NightPlan.Nullified n : plan.nullifiedLines()) {
      out.explain(ExplanationNode.leaf(n.line())); // not planned: no step of its own
    }
    firstByActor = new int[plan.playerCount()];
    java.util.Arrays.fill(firstByActor, -1);
    nextByActor = new int[plan.actions().size()];
    for (PlannedAction a : plan.actions()) {
      NarAction node = NarAction.of(a, list, plan.expiryOf(a));
      nodes.add(node);
      unresolved.set(a.id());
      nextByActor[node.id] = firstByActor[node.actor];
      firstByActor[node.actor] = node.id;
    }
    movableAt = new MightModifyGraph.Ints[plan.playerCount()];
    for (NarAction node : nodes) {
      for (int j = 0; j < node.components.size(); j++) {
        if (node.moves(j)) {
          movableAt(node.position(j), node.id);
        }
      }
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
    MightModifyGraph graph = graph();
    BitSet free = graph.free();
    if (!free.isEmpty()) {
      NarAction chosen = follow ? nodes.get(graph.first()) : firstFree(free);
      if (chosen.planned.passive() && !chosen.triggered()) {
        resolve(chosen, FREE + "; passives take effect first");
      } else if (chosen.triggered()) {
        resolve(chosen, FREE + (unresolved.get(chosen.cause) ? "; it goes off before "
            + nodes.get(chosen.cause) : ""));
      } else {
        resolve(chosen, graph.doomed(chosen.id) ? DOOMED : FREE + ambiguity(graph, free, chosen));
      }
      return;
    }
    List<int[]> sources = graph.sourceComponents();
    BitSet candidates = new BitSet();
    sources.forEach(s -> java.util.Arrays.stream(s).forEach(candidates::set));
    NarAction chosen = best(candidates);
    int[] loop = sources.stream()
        .filter(s -> java.util.Arrays.binarySearch(s, chosen.id) >= 0).findFirst().orElseThrow();
    StringBuilder why = new StringBuilder("loop ");
    List<NarAction> members = new ArrayList<>();
    java.util.Arrays.stream(loop).forEach(id -> members.add(nodes.get(id)));
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

  /**
   * The graph of the unresolved actions: the one of the last step, brought up to date, or a new
   * one when the night changed in a way a removal or a block cannot account for.
   */
  private MightModifyGraph graph() {
    if (graph != null && follow && followed()) {
      return graph;
    }
    if (rank.length != nodes.size()) {
      rank = ranks();
    }
    graph = MightModifyGraph.of(nodes, unresolved, kernel.board(), plan, scratch, exhaustive, rank);
    settled.clear();
    movedNodes.clear();
    movedByResponse = false;
    blockedPlayers.clear();
    return graph;
  }

  /**
   * Brings the graph up to the night: removes what was resolved or withdrawn, dooms what a new
   * block reaches, and follows the moves (movers gone, actions moved). False when it cannot: a
   * response moved actions, or a triggered action was added.
   */
  private boolean followed() {
    if (movedByResponse || nodes.size() != graph.size()) {
      return false;
    }
    List<NarAction> left = new ArrayList<>();
    for (int id : settled) {
      if (graph.activeMover(id)) {
        left.add(nodes.get(id));
      }
      graph.remove(id);
    }
    settled.clear();
    for (int p = blockedPlayers.nextSetBit(0); p >= 0; p = blockedPlayers.nextSetBit(p + 1)) {
      for (int id = firstByActor[p]; id >= 0; id = nextByActor[id]) {
        if (unresolved.get(id) && !graph.doomed(id)
            && nodes.get(id).blockedBy(kernel.board()).isPresent()) {
          if (graph.activeMover(id)) {
            left.add(nodes.get(id));
          }
          graph.doom(id);
        }
      }
    }
    if (!left.isEmpty() || !movedNodes.isEmpty()) {
      graph.follow(left, movedNodes);
    }
    blockedPlayers.clear();
    movedNodes.clear();
    return true;
  }

  private void movableAt(int player, int id) {
    if (movableAt[player] == null) {
      movableAt[player] = new MightModifyGraph.Ints();
    }
    movableAt[player].add(id);
  }

  /** Node {@code id} is resolved or withdrawn. */
  private void settle(int id) {
    unresolved.clear(id);
    settled.add(id);
  }

  /**
   * Per node, its place in the order free nodes are taken: passives first, then triggered
   * actions, each in plan order; then the others by (list rank, tie rule).
   */
  private int[] ranks() {
    Comparator<NarAction> order = Comparator.comparingInt(NarRun::takenAs)
        .thenComparing((x, y) -> takenAs(x) == 2 ? priority.compare(x, y) : 0)
        .thenComparingInt(a -> a.id);
    List<NarAction> sorted = new ArrayList<>(nodes);
    sorted.sort(order);
    int[] ranks = new int[nodes.size()];
    for (int r = 0; r < sorted.size(); r++) {
      ranks[sorted.get(r).id] = r;
    }
    return ranks;
  }

  private static int takenAs(NarAction a) {
    return a.planned.passive() && !a.triggered() ? 0 : a.triggered() ? 1 : 2;
  }

  /** The free node taken first, found by scanning (the references' way). */
  private NarAction firstFree(BitSet free) {
    for (int id = free.nextSetBit(0); id >= 0; id = free.nextSetBit(id + 1)) {
      if (nodes.get(id).planned.passive() && !nodes.get(id).triggered()) {
        return nodes.get(id);
      }
    }
    for (int id = free.nextSetBit(0); id >= 0; id = free.nextSetBit(id + 1)) {
      if (nodes.get(id).triggered()) {
        return nodes.get(id);
      }
    }
    return best(free);
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
    BitSet moves = graph.moves(chosen.id);
    BitSet freeMovers = (BitSet) free.clone();
    freeMovers.and(graph.movers());
    for (int id = freeMovers.nextSetBit(0); id >= 0; id = freeMovers.nextSetBit(id + 1)) {
      if (id == chosen.id) {
        continue;
      }
      if (graph.couldMoveAny(id, moves)) {
        rivals.add(nodes.get(id));
        if (shared < 0) {
          BitSet both = graph.moves(id);
          both.and(moves);
          shared = both.nextSetBit(0);
        }
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
    Optional<BlockState<NarAction>> block = a.blockedBy(kernel.board());
    if (block.isPresent()) {
      settle(a.id);
      did.add(ExplanationNode.leaf("blocked by " + block.get().source() + ": no effect, no visit"));
      for (Component c : a.components) {
        kernel.blocked(act(a), c)
            .ifPresent(kind -> did.add(ExplanationNode.leaf(kind.label() + ": no result")));
      }
      withdrawTriggered(a, did);
      out.explain(ExplanationNode.of(heading, did));
      return;
    }
    Optional<Board.ClearState<NarAction>> cleared =
        a.expiryOf.isEmpty() ? Optional.empty() : kernel.clearedBy(a.planned);
    if (cleared.isPresent()) {
      settle(a.id);
      did.add(ExplanationNode.leaf("does not happen: " + cleared.get().status() + " was cleared by "
          + cleared.get().source()));
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
    settle(a.id);
    if (!a.triggered() && a.has(Kill.class)) {
      kernel.observations().killAttempt(a.actor);
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
      if (!a.components.get(i).isVisit()) {
        continue;
      }
      int at = a.position(i);
      for (ArmedTrigger<NarAction> t : kernel.board().triggersOn(at)) {
        if (t.trigger().event() != Component.Event.ON_VISITED
            || !t.trigger().firesFor(a.planned.tags())
            || !fired.add(t.id(), a.actor)) {
          continue;
        }
        PlannedAction armedBy = t.source().planned;
        List<Component> response = armedBy.response(t.trigger().response(), a.actor);
        if (response.stream().allMatch(c -> c.asCancel().isPresent())) {
          continue; // its guards chose nothing for this visitor, or only a cancel: that holds
          // where the visiting action lands, while the trigger is armed (EffectKernel)
        }
        String by = armedBy.passive()
            ? name(t.holder()) + "'s " + armedBy.passiveOf().orElseThrow().modifier().name()
            : armedBy.toString();
        NarAction shot = NarAction.triggered(nodes.size(), armedBy, t.holder(),
            response, a.actor, a.id, by + " fires at " + name(a.actor), list);
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
    if (nodes.size() == plan.actions().size()) {
      return; // no triggered action yet
    }
    for (int id = unresolved.nextSetBit(0); id >= 0; id = unresolved.nextSetBit(id + 1)) {
      if (nodes.get(id).cause == a.id) {
        settle(id);
        did.add(ExplanationNode.leaf("withdrawn: " + nodes.get(id) + " (the visit that set it off "
            + "did not happen)"));
      }
    }
  }

  /** The kernel's view of {@code a}: NAR's own states never count against it. */
  private static Act<NarAction> act(NarAction a) {
    return new Act<>(a, a.actor, a.trackable && !a.triggered(), a::bind, 0, s -> s != a);
  }

  /** Applies component {@code i} of unblocked {@code a} at its current target. */
  private void apply(NarAction a, int i, List<ExplanationNode> did) {
    kernel.apply(act(a), a.components.get(i), a.position(i), kernel.board(),
        new Tree(a, did, a::bind, true));
    if (!a.triggered()) {
      kernel.performed(act(a), i, a.position(i), kernel.board(), responder(did));
      if (!a.deflectors(i).isEmpty()) {
        kernel.redirected(act(a), i, a.position(i), a.deflectors(i), kernel.board(),
            responder(did));
      }
    }
  }

  /**
   * How the responses the kernel draws (action, death and defense triggers, reactions) run:
   * at once, never blocked, each a line of {@code into} under what set it off.
   */
  private EffectKernel.Responder<NarAction> responder(List<ExplanationNode> into) {
    return new EffectKernel.Responder<>() {
      @Override
      public Act<NarAction> act(NarAction source, int actor,
          java.util.function.ToIntFunction<org.nightres.core.component.Ref> bind) {
        return new Act<>(source, actor, false, bind, 0, s -> s != source);
      }

      @Override
      public EffectListener<NarAction> listener(Act<NarAction> act, String why) {
        List<ExplanationNode> did = new ArrayList<>();
        into.add(ExplanationNode.of(why, did));
        return new Tree(act.source(), did, act.bind(), false);
      }
    };
  }

  /**
   * Words what the kernel did with one component of {@code a} as lines of its step, and does
   * what is NAR's own: a redirect or swap moves the unresolved actions at once.
   */
  private final class Tree implements EffectListener<NarAction> {
    private final NarAction a;
    private final List<ExplanationNode> did;
    /** How the component's references bind (a trigger's response: its subject too). */
    private final java.util.function.ToIntFunction<Ref> bind;
    /** Whether it words {@code a}'s own components (not a response the kernel runs). */
    private final boolean own;

    Tree(NarAction a, List<ExplanationNode> did, java.util.function.ToIntFunction<Ref> bind,
        boolean own) {
      this.a = a;
      this.did = did;
      this.bind = bind;
      this.own = own;
    }

    private void say(String text) {
      did.add(ExplanationNode.leaf(text));
    }

    @Override
    public void visited(int target) {
      say("visits " + name(target));
    }

    @Override
    public void unreached(Component c, int target, String why) {
      say(label(a, c, target) + " fails: " + why);
    }

    @Override
    public void failed(Component c, int main, int player, UntargetableState<NarAction> by) {
      say(label(a, c, main) + " fails: " + name(player) + " is untargetable (" + by.source() + ")");
    }

    @Override
    public void cancelled(Component c, int main, NarAction by, String answer) {
      say(label(a, c, main) + " is cancelled by " + by + " (its visit is answered " + answer
          + ")");
    }

    @Override
    public void blocked(BlockState<NarAction> b) {
      blockedPlayers.set(b.player());
      say(name(b.player()) + " is blocked" + b.block().scope());
    }

    @Override
    public void untargetable(UntargetableState<NarAction> u) {
      say(name(u.player()) + " is untargetable" + u.untargetable().scopeText());
    }

    @Override
    public void absent(AbsenceState<NarAction> ab) {
      say(name(ab.holder()) + " is absent at " + (ab.at() < 0 ? "nobody's (its visit was "
          + "cancelled)" : name(ab.at())) + " ("
          + KillClass.describe(ab.absent().from()) + " kills)");
    }

    @Override
    public void disguised(org.nightres.core.kernel.Board.DisguiseState<NarAction> d) {
      say(name(d.player()) + " appears to be " + d.as().name() + " to results that see "
          + d.disguise().strength().word() + " disguises");
    }

    @Override
    public void protectedBy(ProtectionState<NarAction> p) {
      Set<String> from = p.protect().fromTags();
      say(name(p.player()) + " is protected"
          + (from.isEmpty() ? "" : " from " + sorted(from) + " kills"));
    }

    @Override
    public void guarded(GuardState<NarAction> g) {
      say(name(g.player()) + " is guarded by " + name(g.guard()));
    }

    @Override
    public void armed(ArmedTrigger<NarAction> t) {
      say(name(t.holder()) + "'s " + t.trigger().describe() + " is armed");
    }

    @Override
    public void redirect(Component.Redirect c, int actorOf, int to) {
      MightModifyGraph.Ints actions = new MightModifyGraph.Ints();
      for (int id = firstByActor[actorOf]; id >= 0; id = nextByActor[id]) {
        actions.add(id);
      }
      List<ExplanationNode> moved = move(a, own, actions, (b, at) ->
          b.actor == actorOf && c.reaches(b.planned.tags()) ? to : at);
      did.add(ExplanationNode.of(name(actorOf) + "'s actions are redirected to " + name(to)
          + c.scope() + (moved.isEmpty() ? ": nothing left to move" : ""), moved));
    }

    @Override
    public void deflect(Component.Deflect c, int holder, int to) {
      List<ExplanationNode> moved = move(a, own, at(holder), (b, at) ->
          at == holder && c.reaches(b.planned.tags(), plan.player(b.actor)) ? to : at, true);
      did.add(ExplanationNode.of("what lands on " + name(holder) + " goes on to " + name(to)
          + c.scope() + (moved.isEmpty() ? ": nothing left to move" : ""), moved));
    }

    @Override
    public void swap(Component.Swap c, int p, int q) {
      List<ExplanationNode> moved = move(a, own, at(p, q),
          (b, at) -> at == p ? q : at == q ? p : at);
      did.add(ExplanationNode.of(name(p) + " and " + name(q) + " are swapped"
          + (moved.isEmpty() ? ": nothing left to move" : ""), moved));
    }

    @Override
    public void killAimed(KillHit<NarAction> hit) {
      say("kill on " + name(hit.victim()) + " recorded; decided at the end of the night");
    }

    @Override
    public void recruit(int target, boolean atOnce) { // false here: nar recruits in the next state
      String t = name(target);
      say(t + " is recruited at the end of the night"
          + (options.recruitFailsIfTargetDies() ? " unless " + t + " dies" : ""));
    }

    @Override
    public void fruit(int target) {
      say(name(target) + " receives fruit");
    }

    @Override
    public void change(int target, Component.Change c) {
      say(name(target) + " will " + c.change().claim());
    }

    @Override
    public void shielded(Component c, int main, Board.ProtectionState<NarAction> by) {
      say(name(main) + " is protected from it (" + by.source() + ")");
    }

    @Override
    public void informed(int recipient, Component.Inform c, int about) {
      say(name(recipient) + " learns the " + c.kind().label() + " of " + name(about));
    }

    @Override
    public void notice(int target, Component.Notify c) {
      String told = plan.told(a.planned, c.message(),
          c.namesSubject() ? bind.applyAsInt(Ref.subject()) : -1);
      say(c.isPublic() ? "announced: " + (c.text() ? "\"" + told + "\" about " : told + " ")
          + name(target) : name(target) + " is told \"" + told + "\"");
    }

    @Override
    public void result(ResultKind kind, int target) {
      say(kind.label() + " " + name(target) + ": answered at the end of the night");
    }
  }

  /** How NAR's tree words kills: states cited by the action that made them. */
  private static final KillWording<NarAction> WORDING = new KillWording<>() {
    @Override
    public String cite(NarAction source, int order) {
      return source.toString();
    }

    @Override
    public String failed(String why) {
      return "fails, " + why;
    }

    @Override
    public String dies(String victim) {
      return victim + " dies";
    }

    @Override
    public String usedUpElsewhere() {
      return " (the protection is used up by another kill)";
    }

    @Override
    public String alsoHits(String holder, String at) {
      return "also hits " + holder + ", absent at " + at;
    }
  };

  /** Where a move carries a movable component of {@code b} that is now at {@code at}. */
  private interface Move {
    int destination(NarAction b, int at);
  }

  /**
   * Applies a move to every unresolved movable component; one line per action it moved. {@code
   * own}: the move is one of {@code mover}'s own components, not a response the kernel runs.
   */
  private List<ExplanationNode> move(NarAction mover, boolean own, MightModifyGraph.Ints actions,
      Move move) {
    return move(mover, own, actions, move, false);
  }

  /** The actions with a movable component at one of {@code players} (a superset). */
  private MightModifyGraph.Ints at(int... players) {
    MightModifyGraph.Ints actions = new MightModifyGraph.Ints();
    for (int p : players) {
      for (int k = 0; movableAt[p] != null && k < movableAt[p].size; k++) {
        actions.add(movableAt[p].at[k]);
      }
    }
    return actions;
  }

  /**
   * As above; {@code actions}: a superset of the actions it could move; {@code deflect}: the move
   * is a deflect (its redirect triggers note what it moved).
   */
  private List<ExplanationNode> move(NarAction mover, boolean own, MightModifyGraph.Ints actions,
      Move move, boolean deflect) {
    movedByResponse |= !own;
    List<ExplanationNode> moved = new ArrayList<>();
    int[] ids = java.util.Arrays.copyOf(actions.at, actions.size);
    java.util.Arrays.sort(ids); // in plan order, as the explanation lists them
    for (int k = 0; k < ids.length; k++) {
      int id = ids[k];
      if (k > 0 && ids[k - 1] == id || !unresolved.get(id)) {
        continue;
      }
      NarAction b = nodes.get(id);
      int from = -1;
      int to = -1;
      for (int j = 0; j < b.components.size(); j++) {
        int at = b.position(j);
        int destination = b.moves(j) && b != mover ? move.destination(b, at) : at;
        if (destination != at) {
          b.moveTo(j, destination);
          movableAt(destination, b.id);
          if (deflect) {
            b.deflectedBy(j, mover);
          }
          if (from < 0) {
            from = at;
            to = destination;
          }
        }
      }
      if (from >= 0) {
        movedNodes.set(b.id);
        moved.add(ExplanationNode.leaf("moves " + b + " from " + name(from) + " to " + name(to)));
      }
    }
    return moved;
  }

  // ---- the end of the night ---------------------------------------------------------------

  private void endOfNight() {
    List<ExplanationNode> responses = new ArrayList<>();
    NightEnd end = kernel.endOfNight(responder(responses));
    List<ExplanationNode> lines = new ArrayList<>(responses);
    for (KillHit<NarAction> h : kernel.kills().aimed()) {
      lines.add(ExplanationNode.leaf(h.source() + ": " + WORDING.describe(h, plan::name)));
    }
    end.recruitFailures().forEach(f -> lines.add(f.line()));
    lines.addAll(end.totals());
    end.answers().forEach(a -> lines.add(a.line()));
    out.explain(ExplanationNode.of("end of the night", lines));
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
    return c.accept(new Component.Visitor<String>() {
      @Override
      public String visitKill(Component.Kill c) {
        return "kill " + name(main);
      }

      @Override
      public String visitResult(Component.Result c) {
        return c.kind().label() + " " + name(main);
      }

      @Override
      public String visitRecruit(Component.Recruit c) {
        return "recruit " + name(main);
      }

      @Override
      public String visitFruit(Component.Fruit c) {
        return "fruit " + name(main);
      }

      @Override
      public String visitChange(Component.Change c) {
        return c.change().word() + " " + name(main);
      }

      @Override
      public String visitNotify(Component.Notify c) {
        return "notify " + name(main);
      }

      @Override
      public String visitInform(Component.Inform c) {
        return "inform " + name(main);
      }

      @Override
      public String visitVisit(Component.Visit c) {
        return "visit " + name(main);
      }

      @Override
      public String visitProtect(Component.Protect c) {
        return "protect " + name(main);
      }

      @Override
      public String visitBlock(Component.Block c) {
        return "block " + name(main);
      }

      @Override
      public String visitRedirect(Component.Redirect c) {
        return "redirect " + name(main);
      }

      @Override
      public String visitSwap(Component.Swap c) {
        return "swap " + name(a.bind(c.first())) + " " + name(a.bind(c.second()));
      }

      @Override
      public String visitDeflect(Component.Deflect c) {
        return "deflect " + name(main) + " to " + name(a.bind(c.to()));
      }

      @Override
      public String visitUntargetable(Component.Untargetable c) {
        return "untargetable " + name(main);
      }

      @Override
      public String visitGuard(Component.Guard c) {
        return "guard " + name(main);
      }

      @Override
      public String visitAbsent(Component.Absent c) {
        return "absent " + name(main);
      }

      @Override
      public String visitTrigger(Component.Trigger c) {
        return "trigger " + name(main);
      }

      @Override
      public String visitDisguise(Component.Disguise c) {
        return "disguise " + name(main) + " as " + c.as();
      }

      @Override
      public String visitCancel(Component.Cancel c) {
        return "cancel the visits to " + name(main);
      }

      @Override
      public String visitWhen(Component.When c) {
        throw new IllegalStateException("planning resolves " + c.describe());
      }
    });
  }

  private static String sorted(Set<String> tags) {
    return String.join("|", new TreeSet<>(tags));
  }


}
