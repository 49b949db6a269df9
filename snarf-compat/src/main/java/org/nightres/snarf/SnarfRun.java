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
import org.nightres.core.kernel.LaterStops;
import org.nightres.core.kernel.Move;
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
 *   <li>a move (redirect, swap, deflect) created at order k changes where the movable
 *       components with order &gt; k land (a deflect: those standing on its holder then);
 *       same-order moves of one component to different players conflict ({@code
 *       snarf.simultaneous-conflict});
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
  private record VisitMade(int visitor, int target, boolean triggered, Set<String> tags) {}

  /** Every state of SNARF counts against every action, its own earlier ones included. */
  private static final Predicate<PlannedAction> ALL = a -> true;

  private final NightPlan plan;
  private final GameOptions options;
  private final List<Slot> slots = new ArrayList<>();
  /** Where each slot's main target currently is (its route so far), by slot id. */
  private final int[] position;
  /** The actions whose deflects moved each slot, by slot id (null: none). */
  private final List<List<PlannedAction>> deflectedBy = new ArrayList<>();
  private final EffectKernel<PlannedAction> kernel;
  /** The visits made so far, by visited player (null: none yet), in the order they were made. */
  private final List<VisitMade>[] visitsTo;
  private final Set<List<Integer>> fired = new HashSet<>(); // membership only, never iterated
  private final OutcomeBuilder out;
  private final StepLog log = new StepLog();
  /** Who died or was arrested, and at which order (death-stops-actions later). */
  private final LaterStops later;

  @SuppressWarnings("unchecked")
  SnarfRun(NightPlan plan) {
    this.plan = plan;
    this.visitsTo = new List[plan.playerCount()];
    this.options = plan.options();
    this.out = new OutcomeBuilder(plan, Scheme.SNARF);
    this.kernel = new EffectKernel<>(plan, out, a -> a, KillSettlement.Mode.END_OF_NIGHT);
    this.later = new LaterStops(plan);
    List<Slot> all = new ArrayList<>();
    for (PlannedAction a : plan.actions()) {
      int[] orders = OrderValueTable.ordersOf(a, options);
      for (int i = 0; i < orders.length; i++) {
        all.add(new Slot(all.size(), a, i, a.components().get(i), orders[i]));
      }
    }
    this.position = new int[all.size()];
    all.forEach(s -> deflectedBy.add(null));
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
      kernel.settleKills(batch.staged, responder(batch));
      noteDeaths(k);
      kernel.board().commit(batch.staged);
      applyMoves(batch);
    }
    endOfNight(orders.isEmpty() ? OrderValueTable.BEGINNING : orders.last(),
        new Batch(orders.isEmpty() ? OrderValueTable.END : orders.last()));
    return out.build();
  }

  /** Records the order at which each player killed so far died (death-stops-actions later). */
  private void noteDeaths(int order) {
    if (options.deathStopsActions() == GameOptions.DeathStopsActions.LATER) {
      BitSet dead = kernel.kills().deaths();
      for (int p = dead.nextSetBit(0); p >= 0; p = dead.nextSetBit(p + 1)) {
        later.died(p, order);
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
    StepLog.Line line = log.line(batch.order, a.id(), a);
    Act<PlannedAction> act =
        new Act<>(a, a.actor(), a.trackable(), a.binding(), batch.order, ALL);
    Optional<BlockState<PlannedAction>> block =
        a.blockable() ? kernel.board().blockOn(a.actor(), a.tags(), ALL) : Optional.empty();
    if (block.isPresent()) {
      line.blocked(block.get().source() + " at [" + block.get().order() + "]");
      kernel.blocked(act, c);
      return;
    }
    String cleared = kernel.clearStops(a);
    if (cleared != null) {
      line.partOnce(cleared);
      kernel.blocked(act, c);
      return;
    }
    String stopped = later.stops(a, s.order());
    if (stopped != null) {
      line.partOnce(stopped);
      kernel.blocked(act, c);
      return;
    }
    if (c.isKill()) {
      kernel.observations().killAttempt(a.actor());
    }
    kernel.apply(act, c, position[s.id()], batch.staged, words(act, false, line, batch));
    kernel.performed(act, s.index(), position[s.id()], batch.staged, responder(batch));
    if (deflectedBy.get(s.id()) != null) {
      kernel.redirected(act, s.index(), position[s.id()], deflectedBy.get(s.id()), batch.staged,
          responder(batch));
    }
  }

  /** The step log's words for one component of {@code act} at {@code batch}'s order. */
  private StepWords words(Act<PlannedAction> act, boolean triggered, StepLog.Line line,
      Batch batch) {
    return new StepWords(plan, act, triggered, line, batch.order, new StepWords.Scheduler() {
      @Override
      public void visited(Act<PlannedAction> by, int target, boolean response) {
        if (visitsTo[target] == null) {
          visitsTo[target] = new ArrayList<>(2);
        }
        visitsTo[target].add(new VisitMade(by.actor(), target, response, by.source().tags()));
      }

      @Override
      public void moved(Move move) {
        batch.moves.add(move);
      }

      @Override
      public void changed(Act<PlannedAction> by, StepLog.Line line, int order, int target,
          org.nightres.core.component.Component.Change c) {
        // a status given tonight holds from tomorrow (a redrawing one too: games.md section 6),
        // but stops the holder's later actions under death-stops-actions later (section 4.1)
        later.landed(target, c, order);
      }
    });
  }

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
      if (t.trigger().event() != Component.Event.ON_VISITED) {
        continue; // death, killed and defense triggers fire in the kernel's settlement
      }
      List<VisitMade> made = t.watches() < 0 ? null : visitsTo[t.watches()];
      for (VisitMade v : made == null ? List.<VisitMade>of() : List.copyOf(made)) {
        if (v.triggered() || v.target() != t.watches() || !t.trigger().firesFor(v.tags())
            || !fired.add(List.of(t.id(), v.visitor()))) {
          continue;
        }
        int visitor = v.visitor();
        List<Component> response = t.source().response(t.trigger().response(), visitor);
        if (response.stream().allMatch(c -> c.asCancel().isPresent())) {
          continue; // its guards chose nothing for this visitor, or only a cancel: that holds
          // where the visiting action lands, while the trigger is armed (EffectKernel)
        }
        StepLog.Line line = log.line(batch.order, List.of(t.id(), visitor),
            t.source() + " fires on " + plan.name(visitor));
        ToIntFunction<Ref> bind = ref -> bindResponse(ref, t, visitor);
        Act<PlannedAction> act =
            new Act<>(t.source(), t.source().actor(), false, bind, batch.order, ALL);
        StepWords step = words(act, true, line, batch);
        for (Component r : response) {
          kernel.apply(act, r, bind.applyAsInt(r.target()), batch.staged, step);
        }
      }
    }
  }

  /**
   * How the responses the kernel draws from a batch's kills (death and defense triggers, a
   * protection's reaction) run: at the batch's order, never blocked, each on a line of its own
   * in the step log.
   */
  private EffectKernel.Responder<PlannedAction> responder(Batch batch) {
    return new EffectKernel.Responder<>() {
      @Override
      public Act<PlannedAction> act(PlannedAction source, int actor, ToIntFunction<Ref> bind) {
        return new Act<>(source, actor, false, bind, batch.order, ALL);
      }

      @Override
      public EffectListener<PlannedAction> listener(Act<PlannedAction> act, String why) {
        return words(act, true, log.line(batch.order, List.of("response", why), why), batch);
      }
    };
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
    // index the batch's moves by the place (swaps, deflects) or the actor (redirects) they act
    // on, so a component only meets the moves that can carry it
    Map<Integer, List<Move>> swapsAt = new HashMap<>();
    Map<Integer, List<Move>> redirectsOf = new HashMap<>();
    Map<Move, Integer> batchOrder = new java.util.IdentityHashMap<>();
    for (Move m : batch.moves) {
      batchOrder.put(m, batchOrder.size());
      switch (m.kind()) {
        case SWAP -> {
          swapsAt.computeIfAbsent(m.first(), x -> new ArrayList<>()).add(m);
          swapsAt.computeIfAbsent(m.second(), x -> new ArrayList<>()).add(m);
        }
        case DEFLECT -> swapsAt.computeIfAbsent(m.first(), x -> new ArrayList<>()).add(m);
        case REDIRECT -> redirectsOf.computeIfAbsent(m.first(), x -> new ArrayList<>()).add(m);
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
          applicable.keySet().forEach(m -> deflected(s, m));
        }
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
        deflected(s, winner);
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

  /** Records that move {@code m} moved slot {@code s}, if it is a deflect (redirect triggers). */
  private void deflected(Slot s, Move m) {
    if (m.kind() == Move.Kind.DEFLECT) {
      if (deflectedBy.get(s.id()) == null) {
        deflectedBy.set(s.id(), new ArrayList<>(1));
      }
      if (!deflectedBy.get(s.id()).contains(m.mover())) {
        deflectedBy.get(s.id()).add(m.mover());
      }
    }
  }

  private StepLog.Line moverLine(int order, Move m) {
    return log.line(order, m.mover().id(), m.mover());
  }

  // ---- end of the night -----------------------------------------------------------------------

  private void endOfNight(int lastOrder, Batch last) {
    NightEnd end = kernel.endOfNight(responder(last));
    List<ExplanationNode> children = end.lines();
    String heading = lastOrder < OrderValueTable.END
        ? OrderValueTable.heading(OrderValueTable.END) : "end of the night";
    log.nullified(plan);
    log.build(ExplanationNode.of(heading, children)).forEach(out::explain);
  }

}
