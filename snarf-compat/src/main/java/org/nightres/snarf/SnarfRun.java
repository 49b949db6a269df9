package org.nightres.snarf;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.function.ToIntFunction;
import org.nightres.core.Scheme;
import org.nightres.core.component.Category;
import org.nightres.core.component.Component;
import org.nightres.core.component.Component.Redirect;
import org.nightres.core.component.Component.Swap;
import org.nightres.core.component.KillClass;
import org.nightres.core.component.Ref;
import org.nightres.core.component.ResultKind;
import org.nightres.core.kernel.Board;
import org.nightres.core.kernel.Board.AbsenceState;
import org.nightres.core.kernel.Board.ArmedTrigger;
import org.nightres.core.kernel.Board.BlockState;
import org.nightres.core.kernel.Board.GuardState;
import org.nightres.core.kernel.Board.ProtectionState;
import org.nightres.core.kernel.Board.UntargetableState;
import org.nightres.core.kernel.EffectKernel;
import org.nightres.core.kernel.EffectKernel.Act;
import org.nightres.core.kernel.EffectKernel.NightEnd;
import org.nightres.core.kernel.EffectListener;
import org.nightres.core.kernel.KillHit;
import org.nightres.core.kernel.KillSettlement;
import org.nightres.core.kernel.KillWording;
import org.nightres.core.model.GameOptions;
import org.nightres.core.model.GameOptions.SimultaneousConflict;
import org.nightres.core.outcome.ExplanationNode;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.plan.NightPlan;
import org.nightres.core.plan.OutcomeBuilder;
import org.nightres.core.plan.PlannedAction;

/**
 * One SNARF resolution of one planned night ({@code schemes.md} section 3.8): every component
 * becomes a {@link Slot} at its order value ({@link OrderValueTable}); the distinct order values
 * are processed ascending; every slot of one order reads the states committed by lower orders
 * only, and the states it creates are committed after the whole order has been evaluated.
 * SNARF is a scheduler over core's {@link EffectKernel}: the kernel applies each component
 * (reading the committed board, writing the batch's staged one) and settles the batch's kills;
 * this class decides when each component runs, where it lands, when triggers fire, and words
 * the step log ({@code Step}).
 *
 * <p>Rules, all decided from components and the derived flags of {@link PlannedAction}:
 *
 * <ul>
 *   <li>a block state on X created at order k stops every later component of X's blockable
 *       actions whose tags the block reaches; a stopped visit is not made;
 *   <li>an untargetability state on X makes later components landing on X fail, except visits
 *       and the actor's own {@link Ref#self() self} components (a non-kills-only one spares
 *       kills);
 *   <li>a move (redirect, swap) created at order k changes where the movable components with
 *       order &gt; k land; same-order moves of one component to different players conflict
 *       ({@code snarf.simultaneous-conflict});
 *   <li>kills are decided in the batch of their order: untargetability, then absence at and of
 *       the victim, then guards, then protections ({@code doctor-stops}); deaths happen at the
 *       end of the night;
 *   <li>on-visited triggers fire at [190] (or at the first later order that has both the visit
 *       and the armed trigger), once per trigger and visitor, for every visit of the night;
 *   <li>results, recruitments and the end-of-night node are computed after the last order.
 * </ul>
 *
 * <p>Deterministic: iteration is over lists in plan order or index-ordered sets; the only use of
 * submission order is the documented {@code independent} conflict rule. Not thread-safe: one
 * instance per resolution.
 */
final class SnarfRun {

  /** One component of one planned action at its order value. */
  private record Slot(int id, PlannedAction action, int index, Component component, int order) {}

  /** A visit that was made; visits of trigger responses set off no trigger. */
  private record VisitMade(int visitor, int target, boolean triggered) {}

  /** A performed redirect or swap, waiting to be applied after its order's batch. */
  private record Move(PlannedAction mover, int index, boolean swap, int first, int second) {
    /** Where this move carries a component of {@code owner} standing on {@code at}, or -1. */
    int destination(int at, PlannedAction owner) {
      if (swap) {
        return at == first ? second : at == second ? first : -1;
      }
      return owner.actor() == first ? second : -1;
    }
  }

  /** Every state of SNARF counts against every action, its own earlier ones included. */
  private static final Predicate<PlannedAction> ALL = a -> true;

  private final NightPlan plan;
  private final GameOptions options;
  private final List<Slot> slots = new ArrayList<>();
  /** Where each slot's main target currently is (its route so far), by slot id. */
  private final int[] position;
  private final EffectKernel<PlannedAction> kernel;
  /** The visits made so far, by visited player (null: none yet), in the order they were made. */
  private final List<VisitMade>[] visitsTo;
  private final Set<List<Integer>> fired = new HashSet<>(); // membership only, never iterated
  private final OutcomeBuilder out;
  private final StepLog log = new StepLog();
  private final boolean stopsAtDeath;
  /** The order at which each player died, or -1 (kept only with death-stops-actions later). */
  private final int[] diedAt;

  @SuppressWarnings("unchecked")
  SnarfRun(NightPlan plan) {
    this.plan = plan;
    this.visitsTo = new List[plan.playerCount()];
    this.options = plan.options();
    this.out = new OutcomeBuilder(plan, Scheme.SNARF);
    this.kernel = new EffectKernel<>(plan, out, a -> a, KillSettlement.Mode.END_OF_NIGHT);
    this.stopsAtDeath = options.deathStopsActions() == GameOptions.DeathStopsActions.LATER;
    this.diedAt = new int[stopsAtDeath ? plan.playerCount() : 0];
    java.util.Arrays.fill(diedAt, -1);
    List<Slot> all = new ArrayList<>();
    for (PlannedAction a : plan.actions()) {
      int[] orders = OrderValueTable.ordersOf(a, options);
      for (int i = 0; i < orders.length; i++) {
        all.add(new Slot(all.size(), a, i, a.components().get(i), orders[i]));
      }
    }
    this.position = new int[all.size()];
    for (Slot s : all) {
      position[s.id()] = s.action().target(s.component());
    }
    long[] byOrder = new long[all.size()]; // order, then id: sorted as primitives
    for (int i = 0; i < byOrder.length; i++) {
      byOrder[i] = (long) all.get(i).order() << 32 | all.get(i).id();
    }
    java.util.Arrays.sort(byOrder);
    for (long key : byOrder) {
      slots.add(all.get((int) key)); // the low half is the id, the index in all
    }
  }

  /** The players a kill reached (stopped or not), by plan index, once {@link #run} is done. */
  BitSet attacked() {
    return kernel.kills().reached();
  }

  /** Resolves the night. */
  Outcome run() {
    TreeSet<Integer> orders = new TreeSet<>();
    slots.forEach(s -> orders.add(s.order()));
    if (slots.stream().anyMatch(s -> s.component().category() == Category.TRIGGER)) {
      orders.add(OrderValueTable.TRIGGERED);
    }
    int next = 0;
    for (int k : orders) {
      Batch batch = new Batch(k);
      while (next < slots.size() && slots.get(next).order() == k) {
        evaluate(slots.get(next++), batch);
      }
      if (k >= OrderValueTable.TRIGGERED) {
        fireTriggers(batch);
      }
      kernel.kills().settle();
      noteDeaths(k);
      kernel.board().commit(batch.staged);
      applyMoves(batch);
    }
    endOfNight(orders.isEmpty() ? OrderValueTable.BEGINNING : orders.last());
    return out.build();
  }

  /**
   * {@code option death-stops-actions later} ({@code games.md} section 4.1): a player killed at
   * order o loses his own actions' components of order greater than o; passives and {@code
   * survives-death} abilities are exempt.
   */
  private boolean stoppedByDeath(PlannedAction a, int order) {
    return stopsAtDeath && !a.passive() && !a.ability().survivesDeath()
        && diedAt[a.actor()] >= 0 && diedAt[a.actor()] < order;
  }

  /** Records the order at which each player killed so far died. */
  private void noteDeaths(int order) {
    if (stopsAtDeath) {
      BitSet dead = kernel.kills().deaths();
      for (int p = dead.nextSetBit(0); p >= 0; p = dead.nextSetBit(p + 1)) {
        if (diedAt[p] < 0) {
          diedAt[p] = order;
        }
      }
    }
  }

  /** Everything one order value produces before it is committed. */
  private static final class Batch {
    final int order;
    final Board<PlannedAction> staged = new Board<>();
    final List<Move> moves = new ArrayList<>();

    Batch(int order) {
      this.order = order;
    }
  }

  // ---- evaluation ---------------------------------------------------------------------------

  private void evaluate(Slot s, Batch batch) {
    PlannedAction a = s.action();
    Component c = s.component();
    StepLog.Line line = log.line(batch.order, a.id(), a.toString());
    Act<PlannedAction> act = new Act<>(a, a.actor(), a.trackable(), a::player, batch.order, ALL);
    Optional<BlockState<PlannedAction>> block =
        a.blockable() ? kernel.board().blockOn(a.actor(), a.tags(), ALL) : Optional.empty();
    if (block.isPresent()) {
      line.blocked(block.get().source() + " at [" + block.get().order() + "]");
      kernel.blocked(act, c);
      return;
    }
    Optional<Board.ClearState<PlannedAction>> cleared = kernel.clearedBy(a);
    if (cleared.isPresent()) {
      line.part("does not happen: " + plan.name(a.actor()) + "'s " + cleared.get().status()
          + " was cleared by " + cleared.get().source() + " at [" + cleared.get().order() + "]");
      kernel.blocked(act, c);
      return;
    }
    if (stoppedByDeath(a, s.order())) {
      line.part("does not happen: " + plan.name(a.actor()) + " died at [" + diedAt[a.actor()]
          + "] (death-stops-actions later)");
      kernel.blocked(act, c);
      return;
    }
    if (c.isKill()) {
      kernel.observations().killAttempt(a.actor());
    }
    kernel.apply(act, c, position[s.id()], batch.staged, new Step(act, false, line, batch));
  }

  /**
   * Words what the kernel did with one component in the step log line of its action at its
   * order, and keeps what is SNARF's own: the visits triggers fire on, the moves of the batch.
   */
  private final class Step implements EffectListener<PlannedAction> {
    private final Act<PlannedAction> act;
    private final boolean triggered;
    private final StepLog.Line line;
    private final Batch batch;
    private final int k;

    Step(Act<PlannedAction> act, boolean triggered, StepLog.Line line, Batch batch) {
      this.act = act;
      this.triggered = triggered;
      this.line = line;
      this.batch = batch;
      this.k = batch.order;
    }

    @Override
    public void visited(int target) {
      if (visitsTo[target] == null) {
        visitsTo[target] = new ArrayList<>(2);
      }
      visitsTo[target].add(new VisitMade(act.actor(), target, triggered));
      line.visit(plan.name(target));
    }

    @Override
    public void failed(Component c, int main, int player, UntargetableState<PlannedAction> by) {
      line.part("fails: " + plan.name(player) + " is untargetable (" + by.source()
          + " at [" + by.order() + "])");
    }

    @Override
    public void blocked(BlockState<PlannedAction> b) {
      line.part(plan.name(b.player()) + " is blocked from [" + k + "] on" + b.block().scope());
    }

    @Override
    public void untargetable(UntargetableState<PlannedAction> u) {
      String scope = u.untargetable().scopeText().strip();
      line.part(plan.name(u.player()) + " is untargetable from [" + k + "] on"
          + (scope.isEmpty() ? "" : " (" + scope + ")"));
    }

    @Override
    public void absent(AbsenceState<PlannedAction> ab) {
      line.part(plan.name(ab.holder()) + " is absent at " + plan.name(ab.at()) + " from [" + k
          + "] on (" + KillClass.describe(ab.absent().from()) + " kills)");
    }

    @Override
    public void protectedBy(ProtectionState<PlannedAction> p) {
      line.part(plan.name(p.player()) + " is protected from [" + k + "] on");
    }

    @Override
    public void guarded(GuardState<PlannedAction> g) {
      line.part(plan.name(g.player()) + " is guarded by " + plan.name(g.guard())
          + " from [" + k + "] on");
    }

    @Override
    public void armed(ArmedTrigger<PlannedAction> t) {
      line.part(t.trigger().describe() + " is armed on " + plan.name(t.holder()));
    }

    @Override
    public void redirect(Redirect c, int actorOf, int to) {
      PlannedAction a = act.source();
      batch.moves.add(new Move(a, a.components().indexOf(c), false, actorOf, to));
      line.part(plan.name(actorOf) + "'s actions are redirected to " + plan.name(to)
          + " from [" + k + "] on");
    }

    @Override
    public void swap(Swap c, int first, int second) {
      PlannedAction a = act.source();
      batch.moves.add(new Move(a, a.components().indexOf(c), true, first, second));
      line.part(plan.name(first) + " and " + plan.name(second) + " are swapped from [" + k
          + "] on");
    }

    @Override
    public void killAimed(KillHit<PlannedAction> hit) {
      line.part(() -> WORDING.describe(hit, plan::name));
    }

    @Override
    public void recruit(int target) {
      String t = plan.name(target);
      line.part(t + " is recruited at the end of the night"
          + (options.recruitFailsIfTargetDies() ? " unless " + t + " dies" : ""));
    }

    @Override
    public void fruit(int target) {
      line.part(plan.name(target) + " receives fruit");
    }

    @Override
    public void change(int target, Component.Change c) {
      line.part(plan.name(target) + " will " + c.change().claim());
    }

    @Override
    public void shielded(Component c, int main, Board.ProtectionState<PlannedAction> by) {
      line.part(plan.name(main) + " is protected from it (" + by.source() + " at [" + by.order() + "])");
    }

    @Override
    public void informed(int recipient, Component.Inform c, int about) {
      line.part(plan.name(recipient) + " learns the " + c.kind().label() + " of " + plan.name(about));
    }

    @Override
    public void notice(int target, Component.Notify c) {
      line.part(c.isPublic() ? "announced: " + c.message() + " " + plan.name(target)
          : plan.name(target) + " is told \"" + c.message() + "\"");
    }

    @Override
    public void result(ResultKind kind, int target) {
      line.part(kind.label() + " result on " + plan.name(target) + " at the end of the night");
    }
  }

  /** How the step log words kills: states cited with their order, deaths at the end. */
  private static final KillWording<PlannedAction> WORDING = new KillWording<>() {
    @Override
    public String cite(PlannedAction source, int order) {
      return source + " at [" + order + "]";
    }

    @Override
    public String failed(String why) {
      return "fails: " + why;
    }

    @Override
    public String dies(String victim) {
      return victim + " dies at the end of the night";
    }

    @Override
    public String usedUpElsewhere() {
      return " (protection used up by another kill)";
    }

    @Override
    public String alsoHits(String holder, String at) {
      return "also hits " + holder + ", absent there";
    }
  };

  // ---- triggers -------------------------------------------------------------------------------

  /**
   * Fires every armed on-visited trigger once per visitor whose visit landed on its holder, for
   * visits made so far (this batch's included). Responses land on the visitor, never move, are
   * never blocked, and are evaluated like any component of this order.
   */
  private void fireTriggers(Batch batch) {
    List<ArmedTrigger<PlannedAction>> armed = new ArrayList<>(kernel.board().triggers());
    armed.addAll(batch.staged.triggers());
    for (ArmedTrigger<PlannedAction> t : armed) {
      List<VisitMade> made = visitsTo[t.holder()];
      for (VisitMade v : made == null ? List.<VisitMade>of() : List.copyOf(made)) {
        if (v.triggered() || v.target() != t.holder()
            || !fired.add(List.of(t.id(), v.visitor()))) {
          continue;
        }
        int visitor = v.visitor();
        StepLog.Line line = log.line(batch.order, List.of(t.id(), visitor),
            t.source() + " fires on " + plan.name(visitor));
        ToIntFunction<Ref> bind = ref -> bindResponse(ref, t, visitor);
        Act<PlannedAction> act =
            new Act<>(t.source(), t.source().actor(), false, bind, batch.order, ALL);
        Step step = new Step(act, true, line, batch);
        for (Component r : t.trigger().response()) {
          kernel.apply(act, r, bind.applyAsInt(r.target()), batch.staged, step);
        }
      }
    }
  }

  private static int bindResponse(Ref ref, ArmedTrigger<PlannedAction> t, int subject) {
    switch (ref.kind()) {
      case SUBJECT:
        return subject;
      case SELF:
        return t.holder();
      default:
        return t.source().player(ref);
    }
  }

  // ---- moves ----------------------------------------------------------------------------------

  /**
   * Applies this batch's redirects and swaps to every movable slot of a later order. Moves of one
   * slot to different players conflict: under {@code both-fail} none applies; under {@code
   * independent} the move of the last-submitted mover wins (newest wins).
   */
  private void applyMoves(Batch batch) {
    if (batch.moves.isEmpty()) {
      return;
    }
    int k = batch.order;
    // index the batch's moves by the place (swaps) or the actor (redirects) they act on, so a
    // component only meets the moves that can carry it
    Map<Integer, List<Move>> swapsAt = new HashMap<>();
    Map<Integer, List<Move>> redirectsOf = new HashMap<>();
    Map<Move, Integer> batchOrder = new java.util.IdentityHashMap<>();
    for (Move m : batch.moves) {
      batchOrder.put(m, batchOrder.size());
      if (m.swap()) {
        swapsAt.computeIfAbsent(m.first(), x -> new ArrayList<>()).add(m);
        swapsAt.computeIfAbsent(m.second(), x -> new ArrayList<>()).add(m);
      } else {
        redirectsOf.computeIfAbsent(m.first(), x -> new ArrayList<>()).add(m);
      }
    }
    for (Slot s : slots) {
      if (s.order() <= k || !s.action().moves(s.component())) {
        continue;
      }
      int at = position[s.id()];
      List<Move> candidates = new ArrayList<>(swapsAt.getOrDefault(at, List.of()));
      candidates.addAll(redirectsOf.getOrDefault(s.action().actor(), List.of()));
      if (candidates.isEmpty()) {
        continue;
      }
      candidates.sort(Comparator.comparingInt(batchOrder::get));
      Map<Move, Integer> applicable = new LinkedHashMap<>();
      for (Move m : candidates) {
        int d = m.destination(at, s.action());
        if (d >= 0) {
          applicable.put(m, d);
        }
      }
      if (applicable.isEmpty()) {
        continue;
      }
      Set<Integer> destinations = new TreeSet<>(applicable.values());
      if (destinations.size() == 1) {
        int d = destinations.iterator().next();
        position[s.id()] = d;
        if (d != at) {
          applicable.keySet().forEach(m -> moverLine(k, m).child(
              m.mover() + ": moves " + s.action() + " from " + plan.name(at) + " to " + plan.name(d)));
        }
        continue;
      }
      Move winner = null;
      if (options.snarfSimultaneousConflict() == SimultaneousConflict.INDEPENDENT) {
        winner = applicable.keySet().stream()
            .max(Comparator.comparingInt((Move m) -> m.mover().submissionIndex())
                .thenComparingInt(m -> m.mover().id())
                .thenComparingInt(Move::index))
            .orElseThrow();
        position[s.id()] = applicable.get(winner);
      }
      String rule = winner == null ? "(both fail)"
          : "(independent: " + winner.mover() + ", submitted last, wins)";
      for (Move m : applicable.keySet()) {
        Set<String> others = new LinkedHashSet<>();
        applicable.forEach((o, d) -> {
          if (!d.equals(applicable.get(m))) {
            others.add(o.mover().toString());
          }
        });
        moverLine(k, m).child(m.mover() + ": conflicts with " + String.join(" and ", others)
            + " at [" + k + "] over " + s.action() + " " + rule);
      }
    }
  }

  private StepLog.Line moverLine(int order, Move m) {
    return log.line(order, m.mover().id(), m.mover().toString());
  }

  // ---- end of the night -----------------------------------------------------------------------

  private void endOfNight(int lastOrder) {
    NightEnd end = kernel.endOfNight();
    List<ExplanationNode> children = new ArrayList<>(end.totals());
    children.addAll(end.recruitFailures());
    children.addAll(end.answers());
    String heading = lastOrder < OrderValueTable.END
        ? OrderValueTable.heading(OrderValueTable.END) : "end of the night";
    log.build(ExplanationNode.of(heading, children)).forEach(out::explain);
  }

}
