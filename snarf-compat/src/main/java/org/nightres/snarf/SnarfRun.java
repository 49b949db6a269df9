package org.nightres.snarf;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.ToIntFunction;
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
import org.nightres.core.component.Trait;
import org.nightres.core.model.GameOptions;
import org.nightres.core.model.GameOptions.DoctorStops;
import org.nightres.core.model.GameOptions.SimultaneousConflict;
import org.nightres.core.outcome.ExplanationNode;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.plan.KillMatching;
import org.nightres.core.plan.NightPlan;
import org.nightres.core.plan.Observations;
import org.nightres.core.plan.OutcomeBuilder;
import org.nightres.core.plan.PlannedAction;
import org.nightres.snarf.NightStates.AbsenceState;
import org.nightres.snarf.NightStates.ArmedTrigger;
import org.nightres.snarf.NightStates.BlockState;
import org.nightres.snarf.NightStates.GuardState;
import org.nightres.snarf.NightStates.ProtectionState;
import org.nightres.snarf.NightStates.UntargetableState;

/**
 * One SNARF resolution of one planned night ({@code schemes.md} section 3.8): every component
 * becomes a {@link Slot} at its order value ({@link OrderValueTable}); the distinct order values
 * are processed ascending; every slot of one order reads the states committed by lower orders
 * only, and the states it creates are committed after the whole order has been evaluated.
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

  /** A visit that was made. Triggered visits (from trigger responses) are never seen. */
  private record VisitMade(int visitor, int target, boolean trackable, boolean triggered) {}

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

  /** A result component that resolved; {@code target} is -1 when it got no result. */
  private record ResultRecord(PlannedAction action, ResultKind kind, int target) {}

  /** A recruit component that landed. */
  private record RecruitRecord(PlannedAction action, int target) {}

  private final NightPlan plan;
  private final GameOptions options;
  private final List<Slot> slots = new ArrayList<>();
  /** Where each slot's main target currently is (its route so far), by slot id. */
  private final int[] position;
  private final NightStates states = new NightStates();
  /** The visits made so far, by visited player, in the order they were made. */
  private final Map<Integer, List<VisitMade>> visitsTo = new HashMap<>();
  private final Observations observations;
  private final BitSet deaths = new BitSet();
  private final List<ResultRecord> results = new ArrayList<>();
  private final List<RecruitRecord> recruits = new ArrayList<>();
  private final Set<List<Integer>> fired = new HashSet<>(); // membership only, never iterated
  private final OutcomeBuilder out;
  private final StepLog log = new StepLog();
  private int nextTriggerId;

  SnarfRun(NightPlan plan) {
    this.plan = plan;
    this.observations = new Observations(plan);
    this.options = plan.options();
    this.out = new OutcomeBuilder(plan, Scheme.SNARF);
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
    all.sort(Comparator.comparingInt(Slot::order).thenComparingInt(Slot::id));
    slots.addAll(all);
  }

  /** Resolves the night. */
  Outcome run() {
    TreeSet<Integer> orders = new TreeSet<>();
    slots.forEach(s -> orders.add(s.order()));
    if (slots.stream().anyMatch(s -> s.component() instanceof Trigger)) {
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
      resolveKills(batch);
      states.commit(batch.created);
      applyMoves(batch);
    }
    endOfNight(orders.isEmpty() ? OrderValueTable.BEGINNING : orders.last());
    return out.build();
  }

  /** Everything one order value produces before it is committed. */
  private static final class Batch {
    final int order;
    final NightStates created = new NightStates();
    final List<Move> moves = new ArrayList<>();
    final List<KillHit> hits = new ArrayList<>();

    Batch(int order) {
      this.order = order;
    }
  }

  // ---- evaluation ---------------------------------------------------------------------------

  private void evaluate(Slot s, Batch batch) {
    PlannedAction a = s.action();
    Component c = s.component();
    StepLog.Line line = log.line(batch.order, a.id(), a.toString());
    Optional<BlockState> block =
        a.blockable() ? states.blockOn(a.actor(), a.tags()) : Optional.empty();
    if (block.isPresent()) {
      line.blocked(block.get().source() + " at [" + block.get().order() + "]");
      if (c instanceof Result) {
        results.add(new ResultRecord(a, ((Result) c).kind(), -1));
      }
      return;
    }
    if (c instanceof Kill) {
      observations.killAttempt(a.actor());
    }
    apply(a, c, position[s.id()], ref -> a.player(ref), false, line, batch);
  }

  /**
   * Applies one unblocked component of {@code a} whose main target is {@code main}; {@code
   * bind} binds its other references. {@code triggered} marks a trigger's response.
   */
  private void apply(PlannedAction a, Component c, int main, ToIntFunction<Ref> bind,
      boolean triggered, StepLog.Line line, Batch batch) {
    int k = batch.order;
    if (c instanceof Visit) {
      VisitMade visit = new VisitMade(a.actor(), main, a.trackable() && !triggered, triggered);
      observations.visit(a.actor(), main, visit.trackable());
      visitsTo.computeIfAbsent(main, x -> new ArrayList<>()).add(visit);
      line.visit(plan.name(main));
      return;
    }
    for (int p : landing(c, main, bind)) {
      Optional<UntargetableState> u = states.untargetable(p, c);
      if (u.isPresent()) {
        line.part("fails: " + plan.name(p) + " is untargetable (" + u.get().source()
            + " at [" + u.get().order() + "])");
        if (c instanceof Result) {
          results.add(new ResultRecord(a, ((Result) c).kind(), -1));
        }
        return;
      }
    }
    String target = plan.name(main);
    if (c instanceof Block) {
      Block b = (Block) c;
      batch.created.blocks.add(new BlockState(main, b, k, a));
      line.part(target + " is blocked from [" + k + "] on"
          + (b.exceptTags().isEmpty() ? "" : ", except " + sorted(b.exceptTags()) + " actions"));
    } else if (c instanceof Untargetable) {
      Untargetable u = (Untargetable) c;
      batch.created.untargetables.add(new UntargetableState(main, u.nonKillsOnly(), k, a));
      line.part(target + " is untargetable from [" + k + "] on"
          + (u.nonKillsOnly() ? " (except for kills)" : ""));
    } else if (c instanceof Absent) {
      Absent ab = (Absent) c;
      int holder = bind.applyAsInt(ab.holder());
      batch.created.absences.add(new AbsenceState(holder, main, ab.from(), k, a));
      line.part(plan.name(holder) + " is absent at " + target + " from [" + k + "] on ("
          + KillClass.describe(ab.from()) + " kills)");
    } else if (c instanceof Protect) {
      Protect protect = (Protect) c;
      int uses = options.doctorStops() == DoctorStops.ONE && !protect.everyKill() ? 1 : Integer.MAX_VALUE;
      batch.created.protections.add(new ProtectionState(main, protect, k, a, uses));
      line.part(target + " is protected from [" + k + "] on");
    } else if (c instanceof Guard) {
      batch.created.guards.add(new GuardState(main, a.actor(), k, a));
      line.part(target + " is guarded by " + plan.name(a.actor()) + " from [" + k + "] on");
    } else if (c instanceof Trigger) {
      batch.created.triggers.add(new ArmedTrigger(nextTriggerId++, a.actor(), (Trigger) c, k, a));
      line.part(c.describe() + " is armed on " + plan.name(a.actor()));
    } else if (c instanceof Redirect) {
      Redirect r = (Redirect) c;
      int to = bind.applyAsInt(r.to());
      batch.moves.add(new Move(a, a.components().indexOf(c), false, main, to));
      line.part(target + "'s actions are redirected to " + plan.name(to) + " from [" + k + "] on");
    } else if (c instanceof Swap) {
      Swap sw = (Swap) c;
      int first = bind.applyAsInt(sw.first());
      int second = bind.applyAsInt(sw.second());
      batch.moves.add(new Move(a, a.components().indexOf(c), true, first, second));
      line.part(plan.name(first) + " and " + plan.name(second) + " are swapped from [" + k + "] on");
    } else if (c instanceof Kill) {
      KillHit hit = KillHit.aimed(a, ((Kill) c).killClass(), main, target);
      line.part(hit::describe);
      land(hit, batch);
    } else if (c instanceof Recruit) {
      recruits.add(new RecruitRecord(a, main));
      line.part(target + " is recruited at the end of the night"
          + (options.recruitFailsIfTargetDies() ? " unless " + target + " dies" : ""));
    } else if (c instanceof Fruit) {
      out.fruit(a, main);
      line.part(target + " receives fruit");
    } else if (c instanceof Notify) {
      out.notice(a, main, ((Notify) c).message());
      line.part(target + " is told \"" + ((Notify) c).message() + "\"");
    } else if (c instanceof Result) {
      ResultKind kind = ((Result) c).kind();
      results.add(new ResultRecord(a, kind, main));
      line.part(kind.label() + " result on " + target + " at the end of the night");
    } else {
      throw new AssertionError("unhandled component " + c.describe());
    }
  }

  /** The players a component must be able to target: none for visits and self components. */
  private static int[] landing(Component c, int main, ToIntFunction<Ref> bind) {
    if (c instanceof Swap) {
      Swap sw = (Swap) c;
      return new int[] {bind.applyAsInt(sw.first()), bind.applyAsInt(sw.second())};
    }
    if (c instanceof Visit || c.target().kind() == Ref.Kind.SELF) {
      return new int[0];
    }
    return new int[] {main};
  }

  // ---- kills ----------------------------------------------------------------------------------

  /**
   * A kill that reached its (targetable) victim: it hits players absent there, fails if the
   * victim is absent, is taken by the victim's guards; otherwise protections decide it in
   * {@link #resolveKills}.
   */
  private void land(KillHit hit, Batch batch) {
    int v = hit.victim;
    for (AbsenceState ab : states.absentAt(v, hit.killClass)) {
      passOn(hit.secondary(ab.holder(), plan.name(ab.holder()), KillHit.Via.ABSENCE,
          ab.source() + " at [" + ab.order() + "]"), ab.source(), batch);
    }
    Optional<AbsenceState> away = states.absenceOf(v, hit.killClass);
    if (away.isPresent()) {
      hit.fail(plan.name(v) + " is absent (" + away.get().source() + " at ["
          + away.get().order() + "])");
      return;
    }
    boolean macho = plan.player(v).has(Trait.MACHO);
    List<GuardState> guards = hit.killClass == KillClass.STRONG ? List.of() // a guard protects
        : states.guardsOn(v).stream().filter(g -> !macho || g.guard() == v).toList();
    if (!guards.isEmpty()) {
      List<String> names = new ArrayList<>();
      guards.forEach(g -> names.add(plan.name(g.guard())));
      hit.fail("taken by " + String.join(", ", names));
      for (GuardState g : guards) {
        passOn(hit.secondary(g.guard(), plan.name(g.guard()), KillHit.Via.GUARD,
            g.source() + " at [" + g.order() + "]"), g.source(), batch);
      }
      return;
    }
    batch.hits.add(hit);
  }

  /**
   * A death passed on by {@code via} (a guard or a hide) is not passed on again: it fails if
   * the new victim is untargetable or away (except through {@code via} itself) or guarded; its
   * guards stop it without dying. Otherwise protections decide it ({@code schemes.md} §2.9).
   */
  private void passOn(KillHit hit, PlannedAction via, Batch batch) {
    int v = hit.victim;
    Optional<String> away = states.keepsAway(v, hit.killClass, via);
    boolean macho = plan.player(v).has(Trait.MACHO);
    Optional<GuardState> guard = hit.strong() ? Optional.empty()
        : states.guardsOn(v).stream().filter(g -> !macho || g.guard() == v).findFirst();
    if (away.isPresent()) {
      hit.fail(plan.name(v) + " " + away.get());
    } else if (guard.isPresent()) {
      hit.fail(plan.name(v) + " is guarded (" + guard.get().source() + " at ["
          + guard.get().order() + "]; a passed-on death is not passed on again)");
    } else {
      batch.hits.add(hit);
    }
  }

  /** Decides every undecided hit of the batch against the victims' protections. */
  private void resolveKills(Batch batch) {
    Map<Integer, List<KillHit>> byVictim = new TreeMap<>();
    for (KillHit h : batch.hits) {
      if (!h.decided()) {
        byVictim.computeIfAbsent(h.victim, v -> new ArrayList<>()).add(h);
      }
    }
    byVictim.forEach(this::resolveKillsOn);
  }

  private void resolveKillsOn(int victim, List<KillHit> hits) {
    boolean macho = plan.player(victim).has(Trait.MACHO);
    List<ProtectionState> ignored = new ArrayList<>();
    List<ProtectionState> usable = new ArrayList<>();
    for (ProtectionState p : states.protectionsOn(victim)) {
      (macho && p.source.actor() != victim ? ignored : usable).add(p);
    }
    String machoNote = ignored.isEmpty() ? "" : " (Macho: " + plan.name(victim)
        + " ignores " + describe(ignored) + ")";
    List<KillHit> normal = new ArrayList<>();
    for (KillHit h : hits) {
      if (h.strong()) {
        List<ProtectionState> covering =
            usable.stream().filter(p -> p.protect.covers(h.tags())).toList();
        h.kill(covering.isEmpty() ? machoNote : " (strong: ignores " + describe(covering) + ")");
        continue;
      }
      Optional<ProtectionState> unlimited = usable.stream()
          .filter(p -> p.protect.covers(h.tags()) && p.available())
          .filter(p -> options.doctorStops() == DoctorStops.ALL || p.protect.everyKill())
          .findFirst();
      if (unlimited.isPresent()) {
        h.fail(plan.name(victim) + " is protected (" + describe(List.of(unlimited.get())) + ")");
      } else {
        normal.add(h);
      }
    }
    List<ProtectionState> single = options.doctorStops() == DoctorStops.ALL ? List.of()
        : usable.stream().filter(p -> p.available() && !p.protect.everyKill()).toList();
    int[] match = matchKillsToProtections(normal, single);
    for (int i = 0; i < normal.size(); i++) {
      KillHit h = normal.get(i);
      if (match[i] >= 0) {
        ProtectionState p = single.get(match[i]);
        p.use();
        h.fail(plan.name(victim) + " is protected (" + describe(List.of(p)) + ", used up)");
      } else {
        boolean anyCovering = usable.stream().anyMatch(p -> p.protect.covers(h.tags()));
        h.kill(anyCovering ? " (protection used up by another kill)" : machoNote);
      }
    }
    for (KillHit h : hits) {
      if (h.dies()) {
        deaths.set(victim);
      }
    }
  }

  /** A maximum matching of kills to single-use protections covering them ({@link KillMatching}). */
  private static int[] matchKillsToProtections(List<KillHit> kills, List<ProtectionState> prots) {
    return KillMatching.match(kills.size(), prots.size(),
        (k, p) -> prots.get(p).protect.covers(kills.get(k).tags()));
  }

  private static String describe(List<ProtectionState> prots) {
    List<String> texts = new ArrayList<>();
    prots.forEach(p -> texts.add(p.source + " at [" + p.order + "]"));
    return String.join(", ", texts);
  }

  // ---- triggers -------------------------------------------------------------------------------

  /**
   * Fires every armed on-visited trigger once per visitor whose visit landed on its holder, for
   * visits made so far (this batch's included). Responses land on the visitor, never move, are
   * never blocked, and are evaluated like any component of this order.
   */
  private void fireTriggers(Batch batch) {
    List<ArmedTrigger> armed = new ArrayList<>(states.triggers);
    armed.addAll(batch.created.triggers);
    for (ArmedTrigger t : armed) {
      for (VisitMade v : List.copyOf(visitsTo.getOrDefault(t.holder(), List.of()))) {
        if (v.triggered() || v.target() != t.holder()
            || !fired.add(List.of(t.id(), v.visitor()))) {
          continue;
        }
        int visitor = v.visitor();
        StepLog.Line line = log.line(batch.order, List.of(t.id(), visitor),
            t.source() + " fires on " + plan.name(visitor));
        ToIntFunction<Ref> bind = ref -> bindResponse(ref, t, visitor);
        for (Component r : t.trigger().response()) {
          apply(t.source(), r, bind.applyAsInt(r.target()), bind, true, line, batch);
        }
      }
    }
  }

  private static int bindResponse(Ref ref, ArmedTrigger t, int subject) {
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
    List<ExplanationNode> lines = new ArrayList<>();
    BitSet recruited = new BitSet();
    for (RecruitRecord r : recruits) {
      if (options.recruitFailsIfTargetDies() && deaths.get(r.target())) {
        lines.add(ExplanationNode.leaf(r.action() + ": fails, " + plan.name(r.target())
            + " dies tonight (recruit-fails-if-target-dies)"));
      } else {
        if (!recruited.get(r.target())) {
          out.recruited(r.target(), r.action());
        }
        recruited.set(r.target());
      }
    }
    deaths.stream().forEach(out::death);
    for (ResultRecord r : results) {
      String answer = answer(r);
      out.result(r.action(), r.target(), answer);
      lines.add(ExplanationNode.leaf(r.action() + ": " + answer));
    }
    List<ExplanationNode> children = new ArrayList<>();
    children.add(ExplanationNode.leaf("deaths: " + namesOrNone(deaths)));
    children.add(ExplanationNode.leaf("recruited: " + namesOrNone(recruited)));
    children.addAll(lines);
    String heading = lastOrder < OrderValueTable.END
        ? OrderValueTable.heading(OrderValueTable.END) : "end of the night";
    log.build(ExplanationNode.of(heading, children)).forEach(out::explain);
  }


  private String answer(ResultRecord r) {
    return observations.answer(r.kind(), r.action().actor(), r.target());
  }

  private String namesOrNone(BitSet players) {
    return players.isEmpty() ? "none" : plan.joinNames(players);
  }

  private static String sorted(Set<String> tags) {
    return String.join("|", new TreeSet<>(tags));
  }


}
