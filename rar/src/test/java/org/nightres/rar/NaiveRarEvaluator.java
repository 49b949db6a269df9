package org.nightres.rar;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.nightres.core.Scheme;
import org.nightres.core.component.Component;
import org.nightres.core.plan.Disguises;
import org.nightres.core.component.KillClass;
import org.nightres.core.component.OrderValues;
import org.nightres.core.component.Ref;
import org.nightres.core.component.ResultKind;
import org.nightres.core.component.Trait;
import org.nightres.core.model.GameOptions;
import org.nightres.core.model.Player;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.plan.NightPlan;
import org.nightres.core.plan.OutcomeBuilder;
import org.nightres.core.plan.PlannedAction;

/**
 * A literal reading of {@code schemes.md} §2.9, for differential testing: routes are lists of
 * hops, reasons are values, counters are recomputed from the night every time they are asked
 * for, and Rule #4 is the chain as a set, enumerated path by path. No graph, no memo, no
 * cleverness; exponential, so only for small nights. The implementer decisions of
 * {@code docs/rar-algorithm.md} (section "Where the spec is silent") are applied as written
 * there.
 */
final class NaiveRarEvaluator {

  /** Thrown when the literal enumeration takes too long for a test. */
  static final class TooSlow extends RuntimeException {
    private static final long serialVersionUID = 1L;

    TooSlow() {
      super("naive evaluation too slow", null, false, false);
    }
  }

  /** A hop of a route: {@code deflect}, it is a deflect's (for its maker's redirect triggers). */
  record Hop(PlannedAction mover, int from, int to, boolean deflect) {
    Hop(PlannedAction mover, int from, int to) {
      this(mover, from, to, false);
    }
  }

  /** A reason: a set of actions and what it is, so its counters can be recomputed. */
  sealed interface R permits RouteR, SelfR, MoveR, DerivedKill, Conj, Spend, Defends, Acts,
      Landed, Absents {}

  /**
   * "Absence {@code absence} (its holder side) is used on {@code kill}": the kill's actions and
   * the absence's, countered by every counter of the kill but the defenses of its victim
   * (untargetability and absences included: they are the ladder's first rung, used together)
   * and by every counter of the absence.
   */
  record Absents(R absence, R kill) implements R {}

  /** "Route {@code route} lands": its counters but the defenses on a kill's victim. */
  record Landed(RouteR route) implements R {}

  /**
   * "Submitted action {@code a} happens" ({@code spend performed|succeeded}): the action alone,
   * countered by the blocks on its actor that reach it and, under {@code death-stops-actions
   * later}, by its actor's death before its first component's order.
   */
  record Acts(PlannedAction a) implements R {}

  /** Component {@code ci} of {@code a} landing after {@code hops}. */
  record RouteR(PlannedAction a, int ci, int origin, List<Hop> hops) implements R {
    int at() {
      return hops.isEmpty() ? origin : hops.get(hops.size() - 1).to;
    }
  }

  /** A self-targeted component; {@code holder} marks the holder side of an absence. */
  record SelfR(PlannedAction a, int ci, boolean holder) implements R {}

  /** Mover {@code m} carrying the component of {@code prefix} on to {@code to}. */
  record MoveR(PlannedAction m, RouteR prefix, int to) implements R {}

  /** A kill made of parts: a trigger's shot, a guard's or an absent player's death. */
  record DerivedKill(int victim, KillClass cls, Set<String> tags, List<R> parts, boolean aimed)
      implements R {}

  /** A conjunction behind an information claim, with extra counters. */
  record Conj(List<R> parts, List<R> extra) implements R {}

  /**
   * {@code doctor-stops one}: "the protection is used up on {@code kill}". Its only action is
   * the kill's own action ({@link #own}); its counters are the kill's counters.
   */
  record Spend(R kill) implements R {}

  /**
   * "Protection {@code protection} stops {@code kill}" (alone or with others), or with {@code
   * used} "... is used on it": the kill's actions and the protection's, countered by every
   * counter of the kill but the defenses on its victim, by every counter of the protection, and
   * when {@code used} by the defenses the ladder puts before it (guards, then protections of a
   * lower rank).
   */
  record Defends(R protection, R kill, boolean used) implements R {}

  private final NightPlan plan;
  private final GameOptions options;
  private final long limit;
  private long steps;
  private List<R> allKills;
  /** The effect responses of death and killed triggers, found with the kills. */
  private final List<Firing> deathFirings = new ArrayList<>();

  NaiveRarEvaluator(Night night, long limit) {
    this.plan = NightPlan.of(night);
    this.options = night.options();
    this.limit = limit;
  }

  // ---- routes ----------------------------------------------------------------------------------

  /** Every route of component ci of a, by recursion over hops. */
  List<RouteR> routes(PlannedAction a, int ci) {
    Component c = a.components().get(ci);
    int origin = a.player(c.target());
    List<RouteR> out = new ArrayList<>();
    extend(new RouteR(a, ci, origin, List.of()), a.moves(c), out);
    return out;
  }

  private void extend(RouteR r, boolean movable, List<RouteR> out) {
    out.add(r);
    if (!movable) {
      return;
    }
    for (Hop h : hopsFrom(r)) {
      List<Hop> hops = new ArrayList<>(r.hops);
      hops.add(h);
      extend(new RouteR(r.a, r.ci, r.origin, hops), true, out);
    }
  }

  /** Moves that can take one more hop from the end of r: §2.9 "Routes". */
  List<Hop> hopsFrom(RouteR r) {
    List<Hop> out = new ArrayList<>();
    if (!r.a.moves(component(r))) {
      return out; // passives, movers' own components, unredirectable actions never move
    }
    int at = r.at();
    Set<PlannedAction> used = new HashSet<>();
    r.hops.forEach(h -> used.add(h.mover));
    for (PlannedAction m : plan.actions()) {
      if (used.contains(m) || m == r.a) {
        continue;
      }
      for (Component c : m.components()) {
        if (c instanceof Component.Swap s) {
          int p = m.player(s.first());
          int q = m.player(s.second());
          if (p != q && at == p) {
            out.add(new Hop(m, at, q));
          } else if (p != q && at == q) {
            out.add(new Hop(m, at, p));
          }
        } else if (c instanceof Component.Redirect rd && r.hops.isEmpty()
            && m.player(rd.actorOf()) == r.a.actor() && m.player(rd.to()) != at
            && rd.reaches(r.a.tags())) {
          out.add(new Hop(m, at, m.player(rd.to())));
        } else if (c instanceof Component.Deflect d && m.player(d.holder()) == at
            && m.player(d.to()) != at && d.reaches(r.a.tags(), plan.player(r.a.actor()))) {
          out.add(new Hop(m, at, m.player(d.to()), true)); // what lands on the holder goes on
        }
      }
    }
    return out;
  }

  /** Every landing of every component of the given kind: (reason, landing player). */
  private List<Object[]> landings(Class<? extends Component> kind) {
    List<Object[]> out = new ArrayList<>();
    for (PlannedAction a : plan.actions()) {
      for (int ci = 0; ci < a.components().size(); ci++) {
        Component c = a.components().get(ci);
        if (!kind.isInstance(c)) {
          continue;
        }
        if (c.target().kind() == Ref.Kind.SELF) {
          out.add(new Object[] {new SelfR(a, ci, false), a.actor()});
        } else {
          for (RouteR r : routes(a, ci)) {
            out.add(new Object[] {r, r.at()});
          }
        }
      }
    }
    return out;
  }

  // ---- reasons: actions and counters -----------------------------------------------------------

  Set<Integer> actions(R r) {
    Set<Integer> s = new TreeSet<>();
    if (r instanceof RouteR rr) {
      s.add(rr.a.id());
      rr.hops.forEach(h -> s.add(h.mover.id()));
    } else if (r instanceof SelfR sr) {
      s.add(sr.a.id());
    } else if (r instanceof MoveR m) {
      s.add(m.m.id());
    } else if (r instanceof DerivedKill d) {
      d.parts.forEach(p -> s.addAll(actions(p)));
    } else if (r instanceof Conj c) {
      c.parts.forEach(p -> s.addAll(actions(p)));
    } else if (r instanceof Spend sp) {
      s.add(own(sp.kill));
    } else if (r instanceof Defends d) {
      s.addAll(actions(d.kill));
      s.addAll(actions(d.protection));
    } else if (r instanceof Absents ab) {
      s.addAll(actions(ab.kill));
      s.addAll(actions(ab.absence));
    } else if (r instanceof Acts ac) {
      s.add(ac.a().id());
    } else if (r instanceof Landed l) {
      s.addAll(actions(l.route()));
    }
    return s;
  }

  /**
   * The action that owns a kill: the killing action of a route (or self) kill, the trigger
   * holder's passive for a trigger's shot, and for a guard's or absent player's death the owner
   * of the kill it was derived from. Never a mover, a guard or an absence.
   */
  private int own(R kill) {
    if (kill instanceof DerivedKill d) {
      return isTrigger(d) ? ((SelfR) d.parts.get(1)).a.id()
          : isReaction(d) ? owner(((Defends) d.parts.get(0)).protection).id()
          : own(d.parts.get(0));
    }
    return owner(kill).id();
  }

  List<R> counters(R r) {
    if (r instanceof Spend sp) {
      return counters(sp.kill);
    }
    List<R> out = new ArrayList<>(landingCounters(r));
    out.addAll(effectCounters(r));
    out.addAll(deathStops(r));
    return out;
  }

  /**
   * {@code death-stops-actions later}, literally: a reason of X's own action whose component has
   * order o' is countered by every reason for "X dies" whose kill has an order below o'.
   */
  private List<R> deathStops(R r) {
    if (options.deathStopsActions() != GameOptions.DeathStopsActions.LATER) {
      return List.of();
    }
    PlannedAction a;
    int order;
    if (r instanceof RouteR rr) {
      a = rr.a;
      order = a.orderValues(options)[rr.ci];
    } else if (r instanceof SelfR sr) {
      a = sr.a;
      order = a.orderValues(options)[sr.ci];
    } else if (r instanceof Acts ac) {
      a = ac.a();
      order = a.orderValues(options)[0];
    } else if (r instanceof MoveR m) {
      a = m.m;
      order = componentOrder(a, Component.Swap.class, Component.Redirect.class,
          Component.Deflect.class);
    } else if (r instanceof DerivedKill d && !isTrigger(d)) {
      a = plan.actions().get(own(d));
      order = killOrder(a);
    } else {
      return List.of();
    }
    if (a.passive() || a.ability().survivesDeath()) {
      return List.of();
    }
    List<R> out = new ArrayList<>();
    for (R k : killsAt(a.actor())) {
      if (killOrder(plan.actions().get(own(k))) < order) {
        out.add(k);
      }
    }
    return out;
  }

  private int killOrder(PlannedAction own) { // an expiry's: its status's [order n]
    return own.passive() && plan.expiryOf(own).isEmpty() ? OrderValues.TRIGGERED
        : componentOrder(own, Component.Kill.class);
  }

  /** The order of the first component of one of the kinds ({@code TRIGGERED} if none). */
  private int componentOrder(PlannedAction a, Class<?>... kinds) {
    for (int i = 0; i < a.components().size(); i++) {
      Component c = a.components().get(i);
      for (Class<?> kind : kinds) {
        if (kind.isInstance(c)) {
          return a.orderValues(options)[i];
        }
      }
    }
    return OrderValues.TRIGGERED;
  }

  /** Counters that a kill derived from this reason keeps. */
  private List<R> landingCounters(R r) {
    List<R> out = new ArrayList<>();
    if (r instanceof RouteR rr) {
      Component c = component(rr);
      for (int id : actions(rr)) {
        out.addAll(blocksOn(plan.actions().get(id)));
      }
      out.addAll(clearsOf(rr.a));
      for (Hop h : hopsFrom(rr)) {
        out.add(new MoveR(h.mover, rr, h.to));
      }
      for (int i = 0; i < rr.hops.size(); i++) {
        RouteR prefix = new RouteR(rr.a, rr.ci, rr.origin, rr.hops.subList(0, i));
        for (Hop h : hopsFrom(prefix)) {
          if (h.mover != rr.hops.get(i).mover) {
            out.add(new MoveR(h.mover, prefix, h.to));
          }
        }
      }
      if (!(c instanceof Component.Visit)) {
        out.addAll(untargetable(rr.at(), c instanceof Component.Kill k ? k.killClass() : null,
            rr.a.tags()));
      }
      out.addAll(cancels(rr.at(), rr.a, c)); // the cancels of where it lands
    } else if (r instanceof SelfR sr) {
      out.addAll(blocksOn(sr.a));
      out.addAll(clearsOf(sr.a));
      out.addAll(expiryUntargetable(sr));
    } else if (r instanceof Acts ac) {
      out.addAll(blocksOn(ac.a()));
      out.addAll(clearsOf(ac.a()));
    } else if (r instanceof Landed l) {
      out.addAll(landingCounters(l.route()));
      out.addAll(deathStops(l.route()));
    } else if (r instanceof MoveR m) {
      out.addAll(blocksOn(m.m));
      out.addAll(clearsOf(m.m));
      for (Hop h : hopsFrom(m.prefix)) {
        if (h.mover != m.m) {
          out.add(new MoveR(h.mover, m.prefix, h.to));
        }
      }
    } else if (r instanceof DerivedKill d) {
      if (isTrigger(d) || isReaction(d)) {
        // a trigger's shot: the visit's counters and the trigger's own; a reaction: the
        // counters of "the protection stops the kill"
        d.parts.forEach(p -> out.addAll(counters(p)));
      } else {
        // a guard's or absent player's death: the kill as it landed, and the guard or absence
        out.addAll(landingCounters(d.parts.get(0)));
        out.addAll(counters(d.parts.get(1)));
      }
      if (d.aimed) {
        out.addAll(untargetable(d.victim, d.cls, d.tags));
      }
    } else if (r instanceof Conj c) {
      c.parts.forEach(p -> out.addAll(counters(p)));
      out.addAll(c.extra);
    } else if (r instanceof Absents ab) {
      List<R> approach = new ArrayList<>(landingCounters(ab.kill));
      approach.removeAll(rankZero(ab.kill));
      out.addAll(approach);
      out.addAll(deathStops(ab.kill));
      out.addAll(counters(ab.absence));
    } else if (r instanceof Defends d) {
      out.addAll(landingCounters(d.kill));
      out.addAll(deathStops(d.kill));
      out.addAll(counters(d.protection));
      if (d.used) {
        Component.Protect p = (Component.Protect) componentOf(d.protection);
        Component.Protect.Rank rank = p.rankIn(owner(d.protection).passive());
        boolean harm = isHarm(d.kill); // a harm's defenses are the protections that shield it
        for (R q : harm ? shields(victim(d.kill), owner(d.kill).tags(),
            plan.player(owner(d.kill).actor()))
            : killCover(victim(d.kill), killClass(d.kill), killTags(d.kill),
                attacker(d.kill))) {
          if (q.equals(d.protection)) {
            continue;
          }
          Component qc = componentOf(q);
          if (!(qc instanceof Component.Protect qp)) {
            out.add(q); // a guard takes the kill before any protection is asked
            continue;
          }
          if (qp.rankIn(owner(q).passive()).compareTo(rank) < 0) {
            out.add(q); // a protection of a lower rank; one rank is used together
          }
        }
      }
    }
    return out;
  }

  // ---- cancels (Component.Cancel), literally ---------------------------------------------------

  /** Whether {@code c} of {@code a} can be cancelled: aimed at a parameter {@code a} visits. */
  private static boolean cancellable(PlannedAction a, Component c) {
    return !a.passive() && !(c instanceof Component.Visit) && !c.isMove()
        && c.target().kind() == Ref.Kind.PARAM && a.visits(c.target());
  }

  /**
   * The cancel of visited trigger {@code ci} of {@code t} (held by {@code at}) that stops {@code
   * a}'s visits: its response as the premises choose it for {@code a}'s actor; null if none.
   */
  private static Component.Cancel cancelOf(PlannedAction t, int ci, PlannedAction a) {
    if (!(t.components().get(ci) instanceof Component.Trigger tr)
        || tr.event() != Component.Event.ON_VISITED || tr.about().isPresent()
        || !tr.firesFor(a.tags())) {
      return null;
    }
    Component.Cancel best = null;
    for (Component r : t.response(tr.response(), a.actor())) {
      if (r instanceof Component.Cancel k && (best == null
          || k.answer().compareTo(best.answer()) < 0)) {
        best = k;
      }
    }
    return best;
  }

  /**
   * What cancels component {@code c} of {@code a} landing on {@code at}: "the trigger is armed"
   * (its self reason) of every visited trigger of {@code at}'s that cancels {@code a}'s visits.
   */
  private List<R> cancels(int at, PlannedAction a, Component c) {
    if (!cancellable(a, c)) {
      return List.of();
    }
    List<R> out = new ArrayList<>();
    for (PlannedAction t : plan.actionsBy(at)) {
      for (int ci = 0; ci < t.components().size(); ci++) {
        if (cancelOf(t, ci, a) != null) {
          out.add(new SelfR(t, ci, false));
        }
      }
    }
    return out;
  }

  /** A cancel's answer: its reason (the visit and the trigger), component and place. */
  private record Told(PlannedAction a, String answer, R reason, int component, int at,
      Ref param) {}

  /** Every cancel's answer, literally: each visit of a parameter something else aims at. */
  private List<Told> told() {
    List<Told> out = new ArrayList<>();
    for (Object[] v : landings(Component.Visit.class)) {
      if (!(v[0] instanceof RouteR visit) || visit.a.passive()) {
        continue;
      }
      PlannedAction a = visit.a;
      Ref param = component(visit).target();
      int first = -1;
      for (int i = a.components().size() - 1; i >= 0; i--) {
        Component c = a.components().get(i);
        if (!(c instanceof Component.Visit) && !c.isMove() && c.target().equals(param)) {
          first = i;
        }
      }
      if (first < 0) {
        continue;
      }
      int p = (int) v[1];
      for (PlannedAction t : plan.actionsBy(p)) {
        for (int ci = 0; ci < t.components().size(); ci++) {
          Component.Cancel k = cancelOf(t, ci, a);
          if (k != null) {
            out.add(new Told(a, k.answer(), new Conj(List.of(visit, new SelfR(t, ci, false)),
                List.of()), first, p, param));
          }
        }
      }
    }
    return out;
  }

  /** Whether result {@code ci} of {@code a} is cancelled: a cancel of its parameter's visit holds. */
  private boolean cancelled(PlannedAction a, int ci) {
    Ref t = a.components().get(ci).target();
    for (Told k : told()) {
      if (k.a() == a && k.param().equals(t) && holds(List.of(k.reason()))) {
        return true;
      }
    }
    return false;
  }

  /** Tells each cancelled action's actor the first answer by value that holds. */
  private void tellCancels(OutcomeBuilder out) {
    Map<Integer, List<Told>> byAction = new TreeMap<>();
    for (Told k : told()) {
      if (holds(List.of(k.reason()))) {
        byAction.computeIfAbsent(k.a().id(), x -> new ArrayList<>()).add(k);
      }
    }
    for (List<Told> ks : byAction.values()) {
      String answer = ks.stream().map(Told::answer).min(String::compareTo).orElseThrow();
      Told first = ks.stream().min(java.util.Comparator.comparingInt(Told::component)
          .thenComparingInt(Told::at)).orElseThrow();
      out.cancelled(first.a(), first.a().components().get(first.component()), first.at(),
          answer);
    }
  }

  /** A protection's reaction on the attacker it stopped: its only part is the {@link Defends}. */
  private static boolean isReaction(DerivedKill d) {
    return d.parts.size() == 1 && d.parts.get(0) instanceof Defends;
  }

  private boolean isTrigger(DerivedKill d) {
    return d.parts.size() == 2 && d.parts.get(1) instanceof SelfR s
        && s.a.components().get(s.ci) instanceof Component.Trigger;
  }

  /** Effect-specific counters (§2.9 counter 5, guards, spent protections, dying recruits). */
  private List<R> effectCounters(R r) {
    List<R> out = new ArrayList<>();
    Component c = r instanceof RouteR rr ? component(rr)
        : r instanceof SelfR sr && !sr.holder ? sr.a.components().get(sr.ci) : null;
    int at = r instanceof RouteR rr ? rr.at() : r instanceof SelfR sr ? sr.a.actor() : -1;
    if (r instanceof DerivedKill d) {
      out.addAll(killCover(d.victim, d.cls, d.tags, attacker(d)));
    } else if (c instanceof Component.Kill k) {
      out.addAll(killCover(at, k.killClass(), owner(r).tags(), attacker(r)));
    } else if (c instanceof Component.Protect p && options.doctorStops() == GameOptions.DoctorStops.ONE
        && !p.everyKill()) {
      for (R k : killsAt(at)) {
        if (p.stops(killClass(k)) && p.covers(killTags(k)) && p.against(attacker(k))) {
          out.add(new Spend(k)); // the protection is used up on k
        }
      }
    } else if (c instanceof Component.Change ch && ch.change().harm()) {
      out.addAll(shields(at, owner(r).tags(), plan.player(owner(r).actor())));
    } else if (c instanceof Component.Recruit && options.recruitFailsIfTargetDies()) {
      out.addAll(killsAt(at));
    }
    return out;
  }

  /** The player who made kill {@code k}: the actor of the action that owns it. */
  private Player attacker(R k) {
    return plan.player(plan.attacker(plan.actions().get(own(k))));
  }

  /**
   * The protections on {@code x} that stop a harm (a tagged status) of an ability with tags,
   * made by {@code actor}.
   */
  private List<R> shields(int x, Set<String> tags, Player actor) {
    List<R> out = new ArrayList<>();
    for (Object[] l : landings(Component.Protect.class)) {
      R p = (R) l[0];
      Component.Protect protect = (Component.Protect) componentOf(p);
      if ((int) l[1] == x && protect.covers(tags) && protect.against(actor)
          && !macho(x, owner(p))) {
        out.add(p);
      }
    }
    return out;
  }

  private List<R> killCover(int x, KillClass cls, Set<String> tags, Player attacker) {
    List<R> out = new ArrayList<>();
    for (Object[] l : landings(Component.Protect.class)) {
      R p = (R) l[0];
      Component.Protect protect = (Component.Protect) componentOf(p);
      if ((int) l[1] == x && protect.stops(cls) && protect.covers(tags)
          && protect.against(attacker) && !macho(x, owner(p))) {
        out.add(p); // attacks, or attacks and kills; never a true kill
      }
    }
    for (Object[] l : landings(Component.Guard.class)) {
      if (cls != KillClass.TRUE && (int) l[1] == x && !macho(x, owner((R) l[0]))) {
        out.add((R) l[0]);
      }
    }
    return out;
  }

  /**
   * A blocked information action answers the fake feedback of a block with feedback that holds
   * and reaches it (the earliest such block's action first).
   */
  private Optional<Answer> fake(PlannedAction a) {
    if (!a.blockable()) {
      return Optional.empty();
    }
    R best = null;
    for (Object[] l : landings(Component.Block.class)) {
      R b = (R) l[0];
      Component.Block block = (Component.Block) componentOf(b);
      if ((int) l[1] == a.actor() && block.feedback().isPresent() && block.reaches(a.tags())
          && holds(List.of(b)) && (best == null || first(b, best))) {
        best = b;
      }
    }
    return best == null ? Optional.empty() : Optional.of(new Answer(
        ((Component.Block) componentOf(best)).feedback().get(), -1));
  }

  /** Whether block {@code b}'s fake answer comes before {@code other}'s: by value, then action. */
  private static boolean first(R b, R other) {
    String v = ((Component.Block) componentOf(b)).feedback().orElseThrow();
    String w = ((Component.Block) componentOf(other)).feedback().orElseThrow();
    int c = v.compareTo(w);
    return c < 0 || (c == 0 && owner(b).id() < owner(other).id());
  }

  /** A status's expiry is countered by every clear of that status landing on its holder. */
  private List<R> clearsOf(PlannedAction x) {
    List<R> out = new ArrayList<>();
    Optional<String> status = plan.expiryOf(x);
    if (status.isPresent()) {
      for (Object[] l : landings(Component.Change.class)) {
        R clear = (R) l[0];
        if ((int) l[1] == x.actor()
            && ((Component.Change) componentOf(clear)).change().clears().equals(status)) {
          out.add(clear);
        }
      }
    }
    return out;
  }

  private List<R> blocksOn(PlannedAction x) {
    List<R> out = new ArrayList<>();
    if (!x.blockable()) {
      return out;
    }
    for (Object[] l : landings(Component.Block.class)) {
      R b = (R) l[0];
      if ((int) l[1] == x.actor() && ((Component.Block) componentOf(b)).reaches(x.tags())) {
        out.add(b);
      }
    }
    return out;
  }

  /**
   * What makes {@code x} untargetable for a component (a kill of {@code killClass}, or a
   * non-kill if null) of an ability with {@code tags}: untargetabilities whose scope takes the
   * component's kind and whose only/except tags let the ability through; for kills, absences.
   */
  private List<R> untargetable(int x, KillClass killClass, Set<String> tags) {
    List<R> out = new ArrayList<>();
    for (Object[] l : landings(Component.Untargetable.class)) {
      R u = (R) l[0];
      Component.Untargetable ut = (Component.Untargetable) componentOf(u);
      boolean kind = switch (ut.scope()) {
        case ALL -> true;
        case NON_KILLS -> killClass == null;
        case KILLS -> killClass != null;
      };
      boolean spared = ut.exceptTags().stream().anyMatch(tags::contains)
          || (!ut.onlyTags().isEmpty() && ut.onlyTags().stream().noneMatch(tags::contains));
      if ((int) l[1] == x && kind && !spared) {
        out.add(u);
      }
    }
    if (killClass != null) {
      for (PlannedAction a : plan.actions()) {
        for (int ci = 0; ci < a.components().size(); ci++) {
          if (a.components().get(ci) instanceof Component.Absent ab
              && a.player(ab.holder()) == x && ab.from().contains(killClass)) {
            out.add(new SelfR(a, ci, true));
          }
        }
      }
    }
    return out;
  }

  private boolean macho(int x, PlannedAction by) {
    return by.actor() != x && plan.player(x).has(Trait.MACHO);
  }

  // ---- triggers --------------------------------------------------------------------------------

  /**
   * A trigger's response fired by one visit to its holder: the visit, the holder's passive and
   * the trigger's index in it, the response, and whom it lands on (the visitor for a subject
   * response, else the holder).
   */
  private record Firing(R cause, PlannedAction trigger, int ci, Component response,
      int target, boolean subject, int about) {
    /** A firing whose subject is {@code target} when the response is aimed at it. */
    Firing(R cause, PlannedAction trigger, int ci, Component response, int target,
        boolean subject) {
      this(cause, trigger, ci, response, target, subject, subject ? target : -1);
    }
  }

  /** Every firing of every trigger (responses aimed at a parameter never fire). */
  private List<Firing> firings() {
    List<Firing> out = new ArrayList<>();
    for (Object[] v : landings(Component.Visit.class)) {
      RouteR visit = (RouteR) v[0];
      int p = (int) v[1];
      for (PlannedAction t : plan.actionsBy(p)) {
        for (int ci = 0; ci < t.components().size(); ci++) {
          if (t.components().get(ci) instanceof Component.Trigger tr
              && tr.event() == Component.Event.ON_VISITED && tr.firesFor(visit.a.tags())) {
            for (Component resp : tr.response()) {
              if (resp.target().kind() != Ref.Kind.PARAM) {
                boolean subject = resp.target().kind() == Ref.Kind.SUBJECT;
                out.add(new Firing(visit, t, ci, resp, subject ? visit.a.actor() : p, subject));
              }
            }
          }
        }
      }
    }
    return out;
  }

  // ---- kills -----------------------------------------------------------------------------------

  /** Every reason for every death: route kills, trigger shots, guard and absence deaths. */
  List<R> kills() {
    if (allKills != null) {
      return allKills;
    }
    List<R> out = new ArrayList<>();
    for (Object[] l : landings(Component.Kill.class)) {
      out.add((R) l[0]);
    }
    List<Firing> shots = new ArrayList<>(firings()); // visits, actions and redirects
    shots.addAll(actionFirings());
    shots.addAll(redirectFirings());
    for (Firing f : shots) {
      if (f.response() instanceof Component.Kill k) {
        out.add(new DerivedKill(f.target(), k.killClass(), f.trigger().tags(),
            List.of(f.cause(), new SelfR(f.trigger(), f.ci(), false)), f.subject()));
      }
    }
    // a death passed on by a guard or a hide is not passed on again: route kills and trigger
    // shots are passed on; every kill sets off its victim's death triggers (unless the trigger
    // is in its reason already), whose shots are passed on in turn
    // a stopped harm's reaction may kill its maker
    for (Object[] h : harms()) {
      R harm = (R) h[0];
      int x = (int) h[1];
      int attacker = owner(harm).actor();
      for (R p : shields(x, owner(harm).tags(), plan.player(attacker))) {
        out.addAll(defenseResponses(p, harm, attacker, false, true, null));
      }
    }
    List<Boolean> passable = new ArrayList<>();
    out.forEach(k -> passable.add(true));
    for (int i = 0; i < out.size(); i++) {
      R k = out.get(i);
      int x = victim(k);
      // the protections that stop it react on the attacker, and their makers' defense
      // triggers fire: kills among their responses (Rule #4: not if already in its reason)
      int attacker = plan.attacker(plan.actions().get(own(k)));
      for (R p : killCover(x, killClass(k), killTags(k), plan.player(attacker))) {
        if (componentOf(p) instanceof Component.Protect) {
          for (R r : defenseResponses(p, k, attacker, true, true, null)) {
            out.add(r);
            passable.add(true);
          }
        }
      }
      for (R r : absenceResponses(k, true, null)) {
        out.add(r);
        passable.add(true);
      }
      List<R> more = new ArrayList<>();
      if (passable.get(i)) {
        for (Object[] g : landings(Component.Guard.class)) {
          R guard = (R) g[0];
          if (killClass(k) != KillClass.TRUE && (int) g[1] == x && !macho(x, owner(guard))
              && !actions(k).contains(owner(guard).id())) {
            more.add(new DerivedKill(owner(guard).actor(), killClass(k), killTags(k),
                List.of(k, guard), true));
          }
        }
        for (Object[] h : landings(Component.Absent.class)) {
          R hide = (R) h[0];
          Component.Absent ab = (Component.Absent) componentOf(hide);
          if ((int) h[1] == x && ab.from().contains(killClass(k))
              && !actions(k).contains(owner(hide).id())) {
            more.add(new DerivedKill(owner(hide).player(ab.holder()), killClass(k), killTags(k),
                List.of(k, hide), true));
          }
        }
      }
      for (R m : more) {
        out.add(m);
        passable.add(false);
      }
      for (PlannedAction t : plan.actions()) { // anyone's death(all) triggers: a Witness
        for (int ci = 0; ci < t.components().size(); ci++) {
          if (t.components().get(ci) instanceof Component.Trigger tr
              && tr.event() == Component.Event.ON_ANY_DEATH && !actions(k).contains(t.id())) {
            for (Component resp : tr.response()) {
              boolean subject = resp.target().kind() == Ref.Kind.SUBJECT;
              if (resp instanceof Component.Kill kill) {
                out.add(new DerivedKill(subject ? x : t.actor(), kill.killClass(), t.tags(),
                    List.of(k, new SelfR(t, ci, false)), subject));
                passable.add(true);
              } else {
                deathFirings.add(new Firing(k, t, ci, resp, subject ? x : t.actor(), subject,
                    x));
              }
            }
          }
        }
      }
      for (PlannedAction t : plan.actionsBy(x)) {
        for (int ci = 0; ci < t.components().size(); ci++) {
          if (!(t.components().get(ci) instanceof Component.Trigger tr)
              || !tr.event().onKill() || actions(k).contains(t.id())) {
            continue;
          }
          for (Component resp : tr.response()) {
            if (resp.target().kind() == Ref.Kind.PARAM) {
              continue;
            }
            boolean subject = resp.target().kind() == Ref.Kind.SUBJECT;
            int target = subject ? attacker : x;
            if (resp instanceof Component.Kill kill) {
              out.add(new DerivedKill(target, kill.killClass(), t.tags(),
                  List.of(k, new SelfR(t, ci, false)), subject));
              passable.add(true);
            } else {
              deathFirings.add(new Firing(k, t, ci, resp, target, subject));
            }
          }
        }
      }
      if (out.size() > 10_000) {
        throw new TooSlow();
      }
    }
    allKills = out;
    return out;
  }

  /**
   * What set component {@code ci} of {@code by} off, with {@code cause} its reason: a trigger (a
   * protection's reaction) fires once per event (roles-language.md, Triggers; rar-algorithm.md
   * section 6 item 7): per visitor ({@code visited}), per action ({@code action}, {@code
   * redirect}), per dead player ({@code death(all)}), per kill ({@code death}, {@code killed},
   * {@code defense}, a reaction). Null for an action's own component.
   */
  private Object event(PlannedAction by, int ci, R cause) {
    if (!(by.components().get(ci) instanceof Component.Trigger tr)) {
      return cause instanceof Defends d ? killEvent(d.kill) : null;
    }
    return switch (tr.event()) {
      case ON_VISITED -> List.of("visitor", owner(cause).actor());
      case ON_ACTION, ON_REDIRECT ->
          List.of("action", (cause instanceof Landed l ? l.route() : cause) instanceof RouteR r
              ? r.a.id() : owner(cause).id());
      case ON_ANY_DEATH -> List.of("death", victim(cause));
      case ON_DEATH, ON_KILLED -> killEvent(cause);
      case ON_DEFENSE -> killEvent(cause instanceof Defends d ? d.kill : ((Absents) cause).kill);
    };
  }

  /**
   * The event of kill {@code k}, what its victim's triggers fire once for: its action's kill
   * component (one kill along two routes is one event), for a trigger's shot or a reaction's
   * kill the responding action and the event it answered, for a death passed on by a guard or
   * a hide the original kill's.
   */
  private Object killEvent(R k) {
    if (k instanceof DerivedKill d) {
      if (isTrigger(d)) {
        SelfR t = (SelfR) d.parts.get(1);
        return List.of("shot", t.a.id(), event(t.a, t.ci, d.parts.get(0)));
      }
      if (isReaction(d)) {
        Defends p = (Defends) d.parts.get(0);
        return List.of("shot", owner(p.protection).id(), killEvent(p.kill));
      }
      return killEvent(d.parts.get(0));
    }
    return k instanceof RouteR r ? List.of("kill", r.a.id(), r.ci)
        : List.of("kill", owner(k).id(), ((SelfR) k).ci);
  }

  /**
   * The untargetability and absences among kill {@code k}'s landing counters (the first rung
   * of the ladder): those of its victim, for a route kill or an aimed derived one.
   */
  private List<R> rankZero(R k) {
    if (k instanceof RouteR || (k instanceof DerivedKill d && d.aimed)) {
      return untargetable(victim(k), killClass(k), killTags(k));
    }
    if (k instanceof SelfR sr) {
      return expiryUntargetable(sr);
    }
    return List.of();
  }

  /**
   * The untargetabilities of its holder that stop {@code sr} when it is the kill of a status's
   * expiry (a poison's death: a kill on him by whoever gave the status): those whose scope takes
   * kills and whose tags let it through; no absence (the holder is where he is).
   */
  private List<R> expiryUntargetable(SelfR sr) {
    if (sr.holder || !(sr.a.components().get(sr.ci) instanceof Component.Kill k)
        || plan.expiryOf(sr.a).isEmpty()) {
      return List.of();
    }
    List<R> out = new ArrayList<>(untargetable(sr.a.actor(), k.killClass(), sr.a.tags()));
    out.removeIf(u -> !(componentOf(u) instanceof Component.Untargetable));
    return out;
  }

  /**
   * The responses of the {@code defense(absence)} triggers of each absence used on kill {@code
   * k}, its holder side among the kill's rank-0 counters: {@code kills} true, the kills (as
   * reasons); false, the other responses (as firings into {@code firings}). None from a trigger
   * or absence already in the kill's reason (Rule #4).
   */
  private List<R> absenceResponses(R k, boolean kills, List<Firing> firings) {
    List<R> out = new ArrayList<>();
    Set<Integer> chain = actions(k);
    int attacker = plan.attacker(plan.actions().get(own(k)));
    for (R z : rankZero(k)) {
      if (!(z instanceof SelfR h) || !h.holder || chain.contains(h.a.id())) {
        continue;
      }
      for (PlannedAction t : plan.actionsBy(h.a.actor())) {
        for (int ci = 0; ci < t.components().size(); ci++) {
          if (!(t.components().get(ci) instanceof Component.Trigger tr)
              || tr.event() != Component.Event.ON_DEFENSE
              || !tr.firesFor(Component.Protect.Rank.ABSENCE) || chain.contains(t.id())) {
            continue;
          }
          respond(tr.response(), t, ci, new Absents(z, k), new SelfR(t, ci, false), attacker,
              kills, out, firings);
        }
      }
    }
    return out;
  }

  /**
   * The responses of protection {@code p} when it stops {@code attack} by {@code attacker}: its
   * reaction's, and with {@code triggers} its maker's defense triggers' (a kill it is used on);
   * with {@code kills}, the kills among them (returned, as reasons), else the other responses
   * (added to {@code firings}). None from a reaction or trigger already in the attack's reason
   * (Rule #4).
   */
  private List<R> defenseResponses(R p, R attack, int attacker, boolean triggers, boolean kills,
      List<Firing> firings) {
    List<R> out = new ArrayList<>();
    Component.Protect protect = (Component.Protect) componentOf(p);
    PlannedAction by = owner(p);
    Set<Integer> chain = actions(attack);
    if (!chain.contains(by.id())) {
      respond(protect.react(), by, by.components().indexOf(protect), new Defends(p, attack, false),
          null, attacker, kills, out, firings);
    }
    if (!triggers) {
      return out;
    }
    Component.Protect.Rank rank = protect.rankIn(by.passive());
    for (PlannedAction t : plan.actionsBy(by.actor())) {
      for (int ci = 0; ci < t.components().size(); ci++) {
        if (t.components().get(ci) instanceof Component.Trigger tr
            && tr.event() == Component.Event.ON_DEFENSE && tr.firesFor(rank)
            && !chain.contains(t.id())) {
          respond(tr.response(), t, ci, new Defends(p, attack, true), new SelfR(t, ci, false),
              attacker, kills, out, firings);
        }
      }
    }
    return out;
  }

  /**
   * The {@code responses} of component {@code ci} of {@code by} (a protection's reaction, a
   * trigger, whose armed reason is {@code armed}; null for a reaction) to {@code cause}, bound to
   * {@code attacker}: with {@code kills} the kills (into {@code out}), else the others (into
   * {@code firings}).
   */
  private static void respond(List<Component> responses, PlannedAction by, int ci, R cause,
      R armed, int attacker, boolean kills, List<R> out, List<Firing> firings) {
    for (Component r : responses) {
      boolean subject = r.target().kind() == Ref.Kind.SUBJECT;
      int target = subject ? attacker : by.actor();
      if (!(r instanceof Component.Kill kill)) {
        if (!kills) {
          firings.add(new Firing(cause, by, ci, r, target, subject));
        }
      } else if (kills && r.target().kind() != Ref.Kind.PARAM) {
        out.add(new DerivedKill(target, kill.killClass(), by.tags(),
            armed == null ? List.of(cause) : List.of(cause, armed), subject));
      }
    }
  }

  List<R> killsAt(int x) {
    List<R> out = new ArrayList<>();
    for (R k : kills()) {
      if (victim(k) == x) {
        out.add(k);
      }
    }
    return out;
  }

  /** Whether {@code r} is the landing of an action's own harm (a tagged status), not a kill. */
  private boolean isHarm(R r) {
    return !(r instanceof DerivedKill) && componentOf(r) instanceof Component.Change c
        && c.change().harm();
  }

  /**
   * The landings of every action's own harms (a submitted action's or a passive's tagged
   * statuses; a trigger's or a reaction's are not among them), with their places.
   */
  private List<Object[]> harms() {
    List<Object[]> out = new ArrayList<>();
    for (Object[] l : landings(Component.Change.class)) {
      if (isHarm((R) l[0])) {
        out.add(l);
      }
    }
    return out;
  }

  private int victim(R k) {
    if (k instanceof DerivedKill d) {
      return d.victim;
    }
    return k instanceof RouteR r ? r.at() : ((SelfR) k).a.actor();
  }

  private KillClass killClass(R k) {
    return k instanceof DerivedKill d ? d.cls : ((Component.Kill) componentOf(k)).killClass();
  }

  private Set<String> killTags(R k) {
    return k instanceof DerivedKill d ? d.tags : owner(k).tags();
  }

  private static PlannedAction owner(R r) {
    if (r instanceof RouteR rr) {
      return rr.a;
    }
    if (r instanceof SelfR s) {
      return s.a;
    }
    throw new IllegalArgumentException(String.valueOf(r));
  }

  private static Component componentOf(R r) {
    if (r instanceof RouteR rr) {
      return rr.a.components().get(rr.ci);
    }
    SelfR s = (SelfR) r;
    return s.a.components().get(s.ci);
  }

  private static Component component(RouteR r) {
    return r.a.components().get(r.ci);
  }

  // ---- Rules #2 and #4, literally ----------------------------------------------------------------

  boolean holds(List<R> reasons) {
    for (R r : reasons) {
      if (!defeated(r, actions(r))) {
        return true;
      }
    }
    return false;
  }

  private boolean defeated(R r, Set<Integer> chain) {
    for (R k : counters(r)) {
      if (++steps > limit) {
        throw new TooSlow();
      }
      Set<Integer> ks = actions(k);
      if (ks.stream().anyMatch(chain::contains)) {
        continue;
      }
      Set<Integer> longer = new HashSet<>(chain);
      longer.addAll(ks);
      if (!defeated(k, longer)) {
        return true;
      }
    }
    return false;
  }

  // ---- the outcome -------------------------------------------------------------------------------

  Outcome outcome() {
    OutcomeBuilder out = new OutcomeBuilder(plan, Scheme.RAR);
    for (int x = 0; x < plan.playerCount(); x++) {
      if (holds(killsAt(x))) {
        out.death(x);
      }
    }
    // recruit, fruit, notify, state changes: from actions and from triggers
    List<Object[]> effects = new ArrayList<>();
    for (Class<? extends Component> kind : List.of(Component.Recruit.class,
        Component.Fruit.class, Component.Notify.class, Component.Change.class,
        Component.Inform.class)) {
      for (Object[] l : landings(kind)) {
        effects.add(new Object[] {l[0], l[1], owner((R) l[0]), componentOf((R) l[0])});
      }
    }
    // a trigger's effect responses, fired by each visit to its holder: the visit and the
    // trigger hold; a response to the visitor meets the visitor's untargetability
    List<Firing> all = new ArrayList<>(firings());
    kills();
    all.addAll(deathFirings);
    all.addAll(defenseFirings());
    all.addAll(actionFirings());
    all.addAll(redirectFirings());
    for (Firing f : all) {
      Component resp = f.response();
      if (resp instanceof Component.Recruit || resp instanceof Component.Fruit
          || resp instanceof Component.Notify || resp instanceof Component.Change
          || resp instanceof Component.Inform) {
        List<R> extra = new ArrayList<>(f.subject()
            ? untargetable(f.target(), null, f.trigger().tags()) : List.of());
        if (resp instanceof Component.Change ch && ch.change().harm()) {
          extra.addAll(shields(f.target(), f.trigger().tags(),
              plan.player(f.trigger().actor())));
        }
        List<R> parts = f.trigger().components().get(f.ci()) instanceof Component.Trigger
            ? List.of(f.cause(), new SelfR(f.trigger(), f.ci(), false)) : List.of(f.cause());
        effects.add(new Object[] {new Conj(parts, extra), f.target(), f.trigger(), resp,
            f.about(), event(f.trigger(), f.ci(), f.cause())});
      }
    }
    Map<Integer, PlannedAction> recruited = new TreeMap<>(); // the first holding reason recruits
    for (Object[] e : effects) {
      if (e[3] instanceof Component.Recruit && holds(List.of((R) e[0]))) {
        recruited.putIfAbsent((int) e[1], (PlannedAction) e[2]);
      }
    }
    recruited.forEach(out::recruited);
    Set<String> given = new LinkedHashSet<>();
    // each written component is an effect of its own (two fruit(X) are two fruits), its routes
    // one; a notice is told once per text
    java.util.IdentityHashMap<Object, Integer> parts = new java.util.IdentityHashMap<>();
    effects.sort(java.util.Comparator.comparingInt((Object[] e) -> ((PlannedAction) e[2]).id())
        .thenComparingInt(e -> (int) e[1]));
    for (Object[] e : effects) {
      PlannedAction src = (PlannedAction) e[2];
      int x = (int) e[1];
      if (e[3] instanceof Component.Recruit || !holds(List.of((R) e[0]))) {
        continue;
      }
      // a trigger (a reaction) fires once per event: each event's landings are a claim of its own
      String part = "/" + parts.computeIfAbsent(e[3], k -> parts.size())
          + (e.length > 5 && e[5] != null ? "/" + e[5] : "");
      if (e[3] instanceof Component.Notify n) {
        if (given.add(src.id() + "/" + x + "/" + n.message())) {
          out.notice(src, n, x, n.message());
        }
      } else if (e[3] instanceof Component.Inform i) {
        if (given.add(src.id() + "/" + x + "/" + i.describe() + "/" + (e.length > 4 ? e[4] : "")
            + part)) {
          out.inform(src, i, x, i.about().kind() == Ref.Kind.SUBJECT ? (int) e[4]
              : src.player(i.about()));
        }
      } else if (e[3] instanceof Component.Change c) {
        if (given.add(src.id() + "/" + x + "/" + c.describe() + part)) {
          out.change(src, c, x);
        }
      } else if (given.add(src.id() + "/" + x + "/fruit" + part)) {
        out.fruit(src, (Component) e[3], x);
      }
    }
    tellCancels(out);
    for (PlannedAction a : plan.actions()) {
      for (int ci = 0; ci < a.components().size(); ci++) {
        if (a.components().get(ci) instanceof Component.Result res) {
          if (cancelled(a, ci)) { // it answers nothing of its own: the cancel's answer is told
            out.result(a, res, -1, Feedback.NOTHING);
            continue;
          }
          Answer answer = result(a, ci, res.kind());
          if (answer.result().equals(Feedback.NO_RESULT)) {
            answer = fake(a).orElse(answer);
          }
          out.result(a, res, answer.landed(), answer.result());
        }
      }
    }
    spend(out);
    for (PlannedAction a : plan.actions()) {
      if (a.passive() || a.components().isEmpty() || !a.redrawn()
          && a.ability().spend() == org.nightres.core.component.Ability.Spend.SUBMITTED) {
        continue;
      }
      if (holds(List.of(new Acts(a)))) {
        out.performed(a);
      }
      if (a.ability().spend() == org.nightres.core.component.Ability.Spend.SUCCEEDED) {
        for (R k : kills()) {
          if (own(k) == a.id() && holds(List.of(k))) {
            out.succeeded(a);
            break;
          }
        }
      }
    }
    return out.build();
  }

  /**
   * The reactions of protections (each kill a protection stops: its reaction on the attacker)
   * and the defense triggers of their makers (each kill a protection is used on), as firings
   * whose cause is the {@link Defends} reason; a reaction's firing names the protection's action
   * and component, a trigger's its passive and trigger.
   */
  private List<Firing> defenseFirings() {
    List<Firing> out = new ArrayList<>();
    for (R k : kills()) {
      absenceResponses(k, false, out);
    }
    for (Object[] l : landings(Component.Protect.class)) {
      R p = (R) l[0];
      int x = (int) l[1];
      Component.Protect protect = (Component.Protect) componentOf(p);
      PlannedAction by = owner(p);
      for (R k : killsAt(x)) {
        int attacker = plan.attacker(plan.actions().get(own(k)));
        if (protect.stops(killClass(k)) && protect.covers(killTags(k))
            && protect.against(plan.player(attacker)) && !macho(x, by)) {
          defenseResponses(p, k, attacker, true, false, out);
        }
      }
      // a harm it stops: its reaction on the harm's maker, as on a kill's attacker
      for (Object[] h : harms()) {
        R harm = (R) h[0];
        int attacker = owner(harm).actor();
        if ((int) h[1] == x && shields(x, owner(harm).tags(), plan.player(attacker)).contains(p)) {
          defenseResponses(p, harm, attacker, false, false, out);
        }
      }
    }
    return out;
  }

  /**
   * The redirect triggers of every deflect's maker, fired by each route of another action's
   * component through a hop of that deflect, bound to the moved action's actor.
   */
  private List<Firing> redirectFirings() {
    List<Firing> out = new ArrayList<>();
    for (PlannedAction a : plan.actions()) {
      for (int ci = 0; ci < a.components().size(); ci++) {
        if (a.components().get(ci).target().kind() != Ref.Kind.PARAM || !a.moves(a.components()
            .get(ci))) {
          continue;
        }
        for (RouteR r : routes(a, ci)) {
          for (Hop h : r.hops) {
            if (!h.deflect()) {
              continue;
            }
            for (PlannedAction t : plan.actionsBy(h.mover().actor())) {
              for (int ti = 0; ti < t.components().size(); ti++) {
                if (t.components().get(ti) instanceof Component.Trigger tr
                    && tr.event() == Component.Event.ON_REDIRECT) {
                  for (Component resp : tr.response()) {
                    boolean subject = resp.target().kind() == Ref.Kind.SUBJECT;
                    R cause = a.components().get(ci) instanceof Component.Kill ? new Landed(r) : r;
                    out.add(new Firing(cause, t, ti, resp, subject ? a.actor() : t.actor(),
                        subject));
                  }
                }
              }
            }
          }
        }
      }
    }
    return out;
  }

  /**
   * The action triggers of every holder, fired by each of his submitted actions at each place
   * its landing component ({@link PlannedAction#actionLanding}) reaches, bound to that place.
   */
  private List<Firing> actionFirings() {
    List<Firing> out = new ArrayList<>();
    for (PlannedAction a : plan.actions()) {
      int i = a.passive() ? -1 : a.actionLanding();
      if (i < 0) {
        continue;
      }
      List<R> landed = new ArrayList<>();
      if (a.components().get(i).target().kind() == Ref.Kind.SELF) {
        landed.add(new SelfR(a, i, false));
      } else {
        landed.addAll(routes(a, i));
      }
      for (PlannedAction t : plan.actionsBy(a.actor())) {
        for (int ci = 0; ci < t.components().size(); ci++) {
          if (!(t.components().get(ci) instanceof Component.Trigger tr)
              || tr.event() != Component.Event.ON_ACTION || !tr.firesFor(a.tags())) {
            continue;
          }
          for (R l : landed) {
            int at = l instanceof RouteR rr ? rr.at() : a.actor();
            for (Component r : tr.response()) {
              boolean subject = r.target().kind() == Ref.Kind.SUBJECT;
              out.add(new Firing(l, t, ci, r, subject ? at : t.actor(), subject));
            }
          }
        }
      }
    }
    return out;
  }

  /**
   * The uses each limited protection spends: the kills (by their own actions) it stops ({@code
   * consume=attempt}) or is used on ({@code need}; {@code per-night}: at most one).
   */
  private void spend(OutcomeBuilder out) {
    for (Object[] l : landings(Component.Protect.class)) {
      R p = (R) l[0];
      int x = (int) l[1];
      Component.Protect protect = (Component.Protect) componentOf(p);
      if (protect.limit().isEmpty()) {
        continue;
      }
      Component.Protect.Consume consume = protect.limit().get().consume();
      Set<Integer> spentOn = new TreeSet<>();
      for (R k : killsAt(x)) {
        if (protect.stops(killClass(k)) && protect.covers(killTags(k))
            && protect.against(attacker(k)) && !macho(x, owner(p))
            && holds(List.of(new Defends(p, k, consume != Component.Protect.Consume.ATTEMPT)))) {
          spentOn.add(own(k));
        }
      }
      for (Object[] h : harms()) { // the harms it stops or is used on, as kills
        R harm = (R) h[0];
        if ((int) h[1] == x && shields(x, owner(harm).tags(), plan.player(owner(harm).actor()))
            .contains(p) && holds(List.of(new Defends(p, harm,
                consume != Component.Protect.Consume.ATTEMPT)))) {
          spentOn.add(owner(harm).id());
        }
      }
      int n = consume == Component.Protect.Consume.PER_NIGHT ? Math.min(1, spentOn.size())
          : spentOn.size();
      if (n > 0) {
        out.spent(owner(p), protect, n);
      }
    }
  }

  /** A result and where its component landed for it, -1 for none. */
  private record Answer(String result, int landed) {}

  /**
   * {@code result}, found at {@code places}: when several, the lowest place that a route of
   * {@code rs} reaches and holds alone, else the lowest place.
   */
  private Answer answer(String result, BitSet places, List<RouteR> rs) {
    if (places.cardinality() > 1) {
      BitSet alone = new BitSet();
      for (RouteR r : rs) {
        if (places.get(r.at()) && holds(List.of(r))) {
          alone.set(r.at());
        }
      }
      if (!alone.isEmpty()) {
        return new Answer(result, alone.nextSetBit(0));
      }
    }
    return new Answer(result, places.nextSetBit(0));
  }

  /** {@code first} if found somewhere, else {@code second} if found somewhere, else none. */
  private Answer either(String first, BitSet firstAt, String second, BitSet secondAt,
      List<RouteR> rs) {
    return !firstAt.isEmpty() ? answer(first, firstAt, rs)
        : !secondAt.isEmpty() ? answer(second, secondAt, rs)
        : new Answer(Feedback.NO_RESULT, -1);
  }

  private Answer result(PlannedAction a, int ci, ResultKind kind) {
    List<RouteR> rs = new ArrayList<>();
    if (a.components().get(ci).target().kind() == Ref.Kind.SELF) {
      throw new UnsupportedOperationException("self results");
    }
    rs.addAll(routes(a, ci));
    switch (kind) {
      case ALIGNMENT, ROLE, CATEGORY, CLASS, ATTRIBUTE -> {
        // per place, the values that hold, in the order of their claims: the disguises the
        // result sees (rule 3: {result, disguise} gives the disguised value; each group of
        // disguises is countered by the groups ranked above it), then the true value, which
        // every disguise it sees counters
        Component.Result res = (Component.Result) a.components().get(ci);
        TreeMap<Integer, List<RouteR>> byPlace = new TreeMap<>();
        rs.forEach(r -> byPlace.computeIfAbsent(r.at(), k -> new ArrayList<>()).add(r));
        TreeMap<Integer, List<String>> holding = new TreeMap<>();
        byPlace.forEach((at, routes) -> {
          List<List<R>> groups = seenDisguises(at, res);
          List<String> values = holding.computeIfAbsent(at, k -> new ArrayList<>());
          List<R> above = new ArrayList<>();
          for (List<R> group : groups) {
            PlannedAction d0 = owner(group.get(0));
            String v = OutcomeBuilder.playerResult(res, plan.player(a.actor()),
                plan.player(at), d0.role(((Component.Disguise) componentOf(group.get(0))).as()));
            List<R> reasons = new ArrayList<>();
            for (RouteR r : routes) {
              for (R d : group) {
                reasons.add(new Conj(List.of(r, d), List.copyOf(above)));
              }
            }
            if (holds(reasons)) {
              values.add(v);
            }
            above.addAll(group);
          }
          List<R> truth = new ArrayList<>();
          for (RouteR r : routes) {
            truth.add(new Conj(List.of(r), List.copyOf(above)));
          }
          if (holds(truth)) {
            values.add(OutcomeBuilder.playerResult(res, plan.player(a.actor()), plan.player(at),
                null));
          }
        });
        holding.values().removeIf(List::isEmpty);
        if (kind == ResultKind.ALIGNMENT) {
          BitSet guilty = new BitSet();
          BitSet innocent = new BitSet();
          holding.forEach((at, vs) -> {
            for (String v : vs) {
              (v.equals(Feedback.GUILTY) ? guilty : innocent).set(at);
            }
          });
          return either(Feedback.GUILTY, guilty, Feedback.INNOCENT, innocent, rs);
        }
        // the first value of the first place (by declaration order) where the result holds
        if (holding.isEmpty()) {
          return new Answer(Feedback.NO_RESULT, -1);
        }
        String v = holding.firstEntry().getValue().get(0);
        BitSet same = new BitSet();
        holding.forEach((at, vs) -> {
          if (vs.contains(v)) {
            same.set(at);
          }
        });
        return answer(v, same, rs);
      }
      case TRACK -> {
        BitSet seen = new BitSet();
        BitSet seenAt = new BitSet();
        BitSet nowhere = new BitSet();
        for (RouteR track : rs) {
          int l = track.at();
          List<R> visits = new ArrayList<>();
          for (PlannedAction b : plan.actionsBy(l)) {
            if (b.trackable()) {
              visits.addAll(visitRoutes(b));
            }
          }
          for (R v : visits) {
            if (holds(List.of(new Conj(List.of(track, v), List.of())))) {
              seen.set(((RouteR) v).at());
              seenAt.set(l);
            }
          }
          if (holds(List.of(new Conj(List.of(track), visits)))) {
            nowhere.set(l);
          }
        }
        return either(plan.joinNames(seen), seenAt, Feedback.NOWHERE, nowhere, rs);
      }
      case WATCH -> {
        BitSet seen = new BitSet();
        BitSet seenAt = new BitSet();
        BitSet none = new BitSet();
        for (RouteR watch : rs) {
          int l = watch.at();
          List<R> visits = new ArrayList<>();
          for (Object[] v : landings(Component.Visit.class)) {
            PlannedAction b = owner((R) v[0]);
            if ((int) v[1] == l && b.trackable() && b.actor() != a.actor()) {
              visits.add((R) v[0]);
              if (holds(List.of(new Conj(List.of(watch, (R) v[0]), List.of())))) {
                seen.set(b.actor());
                seenAt.set(l);
              }
            }
          }
          if (holds(List.of(new Conj(List.of(watch), visits)))) {
            none.set(l);
          }
        }
        return either(plan.joinNames(seen), seenAt, Feedback.NO_VISITORS, none, rs);
      }
      case DETECT -> {
        return evidence(rs, at -> {
          List<R> attempts = new ArrayList<>();
          for (PlannedAction b : plan.actionsBy(at)) {
            if (b.ability().kills()) {
              List<R> v = visitRoutes(b);
              if (v.isEmpty()) {
                for (int i = 0; i < b.components().size(); i++) {
                  if (b.components().get(i) instanceof Component.Kill) {
                    v.addAll(routes(b, i));
                  }
                }
              }
              attempts.addAll(v);
            }
          }
          return attempts;
        }, Feedback.POSITIVE, Feedback.NEGATIVE);
      }
      case KILL_OUTCOME -> {
        return evidence(rs, this::killsAt, Feedback.SUCCESS, Feedback.FAILURE);
      }
      default -> throw new IllegalStateException();
    }
  }

  /**
   * A yes-or-no result (a detective's, a kill outcome's): {@code yes} where the result's route
   * and a piece of the evidence at its place hold together, {@code no} where the route holds
   * against all of it.
   */
  private Answer evidence(List<RouteR> rs, java.util.function.IntFunction<List<R>> evidenceAt,
      String yes, String no) {
    BitSet positive = new BitSet();
    BitSet negative = new BitSet();
    for (RouteR res : rs) {
      List<R> evidence = evidenceAt.apply(res.at());
      for (R e : evidence) {
        if (holds(List.of(new Conj(List.of(res, e), List.of())))) {
          positive.set(res.at());
        }
      }
      if (holds(List.of(new Conj(List.of(res), evidence)))) {
        negative.set(res.at());
      }
    }
    return either(yes, positive, no, negative, rs);
  }

  /**
   * The landings on {@code at} of the disguises {@code res} sees, grouped by what they answer
   * and ranked: strong first, then the role's name ({@code Disguises.compare}).
   */
  private List<List<R>> seenDisguises(int at, Component.Result res) {
    List<R> seen = new ArrayList<>();
    for (Object[] l : landings(Component.Disguise.class)) {
      if ((int) l[1] == at && res.sees(((Component.Disguise) componentOf((R) l[0])).strength())) {
        seen.add((R) l[0]);
      }
    }
    java.util.Comparator<R> rank = (x, y) -> {
      Component.Disguise dx = (Component.Disguise) componentOf(x);
      Component.Disguise dy = (Component.Disguise) componentOf(y);
      return Disguises.compare(dx.strength(), owner(x).role(dx.as()), dy.strength(),
          owner(y).role(dy.as()));
    };
    seen.sort(rank);
    List<List<R>> groups = new ArrayList<>();
    for (R d : seen) {
      if (groups.isEmpty() || rank.compare(groups.get(groups.size() - 1).get(0), d) != 0) {
        groups.add(new ArrayList<>());
      }
      groups.get(groups.size() - 1).add(d);
    }
    return groups;
  }

  private List<R> visitRoutes(PlannedAction b) {
    List<R> out = new ArrayList<>();
    for (int i = 0; i < b.components().size(); i++) {
      if (b.components().get(i) instanceof Component.Visit) {
        out.addAll(routes(b, i));
      }
    }
    return out;
  }
}
