package org.nightres.rar;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.nightres.core.component.Component;
import org.nightres.core.plan.DeathWatch;
import org.nightres.core.plan.Defenses;
import org.nightres.core.plan.Disguises;
import org.nightres.core.component.KillClass;
import org.nightres.core.component.StateChange;
import org.nightres.core.component.StatusDefinition;
import org.nightres.core.component.OrderValues;
import org.nightres.core.component.Ref;
import org.nightres.core.component.Trait;
import org.nightres.core.model.GameOptions;
import org.nightres.core.model.Player;
import org.nightres.core.plan.NightPlan;
import org.nightres.core.plan.PlannedAction;

/**
 * The counter graph of one night ({@code schemes.md} §2.9): every reason a component can
 * produce, and for each reason the reasons that counter it. Built in phases, from the
 * components of the planned actions only (never from verbs or role names):
 *
 * <ol>
 *   <li>routes: the trie of every movable component through swaps, redirects and deflects,
 *       each mover at most once per route; one ROUTE reason per trie step, one MOVE reason per
 *       trie edge;
 *   <li>route counters: blocks on the actor of any blockable action of the reason, moves away
 *       from the landing place, competing moves at every place the route passed, and
 *       untargetability of the landing place;
 *   <li>kills: route kills, kills fired by triggers (PGO), and the deaths guards and
 *       absences pass on from those (a passed-on death is not passed on again);
 *   <li>effect counters: protections and guards against kills, spent protections under
 *       {@code doctor-stops one} (a {@link Reason.Kind#SPEND} node per kill, made of the
 *       kill's own action), deaths against recruitment under
 *       {@code recruit-fails-if-target-dies};
 *   <li>claim reasons (conjunctions for trackers, watchers and detectives), added by
 *       {@link ClaimSet} after the graph is frozen.
 * </ol>
 *
 * <p>Every unit of work is charged to the {@link WorkBudget}. Not thread-safe: one per
 * resolution.
 */
final class ReasonGraph {
  private static final int[] NO_COUNTERS = new int[0];
  /** The blocks of an action no block reaches; shared, so never modified. */
  private static final IntList NO_BLOCKS = new IntList(1);

  /**
   * A component (or a trigger's response) landing on a player with a reason. A response's
   * {@code event} is what set its trigger off ({@link Event}): a trigger fires once per event, so
   * one event's landings (its routes) give one effect and two events two (a counter counts both);
   * {@link Event#NONE} for an action's own component.
   */
  record Landing(Reason node, PlannedAction action, Component component, int at, int subject,
      Event event) {
    /** A landing of an action's own component (no trigger's subject). */
    Landing(Reason node, PlannedAction action, Component component, int at) {
      this(node, action, component, at, -1, Event.NONE);
    }
  }

  /**
   * What set a trigger off: it fires once per event, as the kernel's schemes fire it. Ordered by
   * kind, then {@code nth}, then {@code id}, then the event a shot answers.
   *
   * @param kind what kind of event
   * @param id the action (ACTION, KILL, SHOT: the trigger's) or the player (DEATH, VISITOR)
   * @param nth for a KILL, which kill component of the action after its first (1, 2, ...)
   * @param answers for a SHOT, the event its trigger answered; null otherwise
   */
  record Event(Kind kind, int id, int nth, Event answers) implements Comparable<Event> {
    /** The kinds of event, in their order. */
    enum Kind {
      /** No event: an action's own component. */
      NONE,
      /** An action (its landing, its moved visit, its first kill). */
      ACTION,
      /** A player's death (a trigger on any death: once per dead player). */
      DEATH,
      /** A player's visits (a visited trigger: once per visitor, however many of his actions). */
      VISITOR,
      /** An action's kill component after its first. */
      KILL,
      /** A trigger's shot, once per event it answered. */
      SHOT
    }

    /** The event of a landing that no trigger's event made. */
    static final Event NONE = new Event(Kind.NONE, -1, 0, null);

    @Override
    public int compareTo(Event o) {
      int c = kind.compareTo(o.kind);
      c = c != 0 ? c : Integer.compare(nth, o.nth);
      c = c != 0 ? c : Integer.compare(id, o.id);
      return c != 0 || answers == o.answers ? c
          : answers == null ? -1 : o.answers == null ? 1 : answers.compareTo(o.answers);
    }
  }

  /** The event "action {@code id} (its visit, its kill, its landing) set a trigger off". */
  static Event byAction(int id) {
    return new Event(Event.Kind.ACTION, id, 0, null);
  }

  /** The event "player {@code x} died" (a trigger on any death: once per dead player). */
  static Event byDeath(int x) {
    return new Event(Event.Kind.DEATH, x, 0, null);
  }

  /**
   * The event "player {@code v} visited" (a visited trigger: once per visitor, however many of
   * his actions visit, as the kernel's schemes fire it).
   */
  static Event byVisitor(int v) {
    return new Event(Event.Kind.VISITOR, v, 0, null);
  }

  /**
   * The event "kill component {@code c} of action {@code a} killed" (killed, death and defense
   * triggers and reactions fire once per kill, as the kernel's schemes fire them: an action's two
   * kills of one player set them off twice): null for its first kill, whose event is the
   * action's ({@link KillReason#event}), made only when a trigger asks.
   */
  static Event byKill(PlannedAction a, Component c) {
    int n = 0;
    for (Component k : a.components()) {
      if (k == c) {
        return n == 0 ? null : new Event(Event.Kind.KILL, a.id(), n, null);
      }
      n += k.isKill() ? 1 : 0;
    }
    return null;
  }

  /**
   * The event "the kill of {@code a}'s response to {@code event} killed": each time a trigger
   * fires its shot is a kill of its own (a killed trigger set off by two kills shoots twice, and
   * the triggers on its victim fire for each shot, as in the kernel's schemes).
   */
  static Event byResponse(PlannedAction a, Event event) {
    return event.kind() == Event.Kind.NONE ? byAction(a.id())
        : new Event(Event.Kind.SHOT, a.id(), 0, event);
  }

  /**
   * A reason for "{@code victim} dies". {@code own} is the plan id of the action that owns the
   * kill: for a route kill the killing action, for a trigger's shot the trigger holder's
   * passive, for a kill derived by a guard or an absence the own action of the original kill.
   * Movers, guards and absences along the way are never the owner.
   */
  record KillReason(Reason node, int victim, KillClass killClass, Set<String> tags, int own,
      Event event) {
    /** A kill that is the only one of its event: its owner's ({@link #byAction}). */
    KillReason(Reason node, int victim, KillClass killClass, Set<String> tags, int own) {
      this(node, victim, killClass, tags, own, null);
    }

    /**
     * {@return the event of this kill: what its victim's triggers fire once for} Null is kept for
     * the owner's first kill and made when asked ({@link #byAction}): most kills set nothing
     * off, and a route kill makes none.
     */
    @Override
    public Event event() {
      return event != null ? event : byAction(own);
    }
  }

  /**
   * A mover's hop from {@code from} to {@code to}; {@code reaches}: the actions its filters let
   * it move (a filtered redirect, a deflect), null for every action.
   */
  private record Mover(PlannedAction action, int from, int to,
      java.util.function.Predicate<PlannedAction> reaches, boolean deflect) {
    Mover(PlannedAction action, int from, int to) {
      this(action, from, to, null, false);
    }

    Mover(PlannedAction action, int from, int to,
        java.util.function.Predicate<PlannedAction> reaches) {
      this(action, from, to, reaches, false);
    }

    boolean reaches(PlannedAction a) {
      return reaches == null || reaches.test(a);
    }
  }

  private record Absence(Reason node, Component.Absent absent) {}

  /** A trigger of its actor, with the self reason "the trigger is armed". */
  private record TriggerAt(PlannedAction action, Component.Trigger trigger, Reason armed) {}

  /**
   * A reason for "limited protection {@code protection} stops (or is used on) a kill owned by
   * plan action {@code own}": the uses it spends are counted over the kills whose reasons hold
   * ({@link ClaimSet}).
   */
  record Accounted(Landing protection, int own, Reason reason) {}

  final NightPlan plan;
  final GameOptions options;
  final List<Reason> nodes = new ArrayList<>();
  private final WorkBudget budget;
  private final int players;

  private final Buckets<Mover> swapsAt;
  private final Buckets<Mover> redirectsBy;
  /** Deflects by their holder: the place they move components on from. */
  private final Buckets<Mover> deflectsAt;
  private final Buckets<Landing> blocksAt;
  private final Buckets<Landing> protectsAt;
  private final Buckets<Landing> guardsAt;
  private final Buckets<Landing> untargetableAt;
  private final Buckets<Landing> absentAt;
  /** Disguises landing on each player, in build order; null while the night has none. */
  private Buckets<Landing> disguisesAt;
  private final Buckets<Absence> absenceHolders;
  private final Buckets<TriggerAt> triggersAt;
  /** Visits landing on each player, in build order. */
  final Buckets<Landing> visitsAt;
  /** Kill reasons per victim. */
  final Buckets<KillReason> killsAt;
  /** For each plan action and component index: its landings. Empty for movers and triggers. */
  final List<List<List<Landing>>> landingsOf;
  /** Recruit, fruit and notify landings (from actions and triggers), in build order. */
  final List<Landing> effects = new ArrayList<>();
  /**
   * For each submitted action whose ability spends its uses only when performed or succeeded
   * ({@code [spend ...]}), or that a status redrew (which uses the status up only so), the reason
   * "it happens": the action alone, countered by what blocks
   * it (and, under {@code death-stops-actions later}, its actor's earlier death).
   */
  final List<Reason> performed = new ArrayList<>();
  /** Every trigger on another player's death (a Witness, a Lover), found by the dead. */
  private final DeathWatch<TriggerAt> deathWatch = new DeathWatch<>();
  /** Whether any player holds a death, killed or death(all) trigger. */
  private boolean onDeath;
  /**
   * The kills made after phase 3 (by action and redirect triggers; in phase 4 by reactions and
   * defense triggers, and those passed on from them), whose counters are still to be drawn;
   * null while none is expected.
   */
  private List<KillReason> madeLate;
  /** Under {@code doctor-stops one}: per kill node, the reason "a protection is used up on it". */
  private Reason[] spends;
  /** The reasons that spend the uses of limited protections, in build order. */
  final List<Accounted> accounted = new ArrayList<>();
  /** The information components (results) of the actions, in plan order: the questions. */
  final List<Asked> results = new ArrayList<>();
  /**
   * The information components of triggers' responses, once per event that set them off, each
   * with its landings (one per reason the trigger fires for it), in the order they first fired:
   * questions as the actions' are.
   */
  final java.util.Map<AskedInResponse, List<Landing>> responseResults =
      new java.util.LinkedHashMap<>();

  /**
   * Information component {@code component} of a trigger's response, of passive {@code action},
   * set off by {@code event}: the trigger fires once per event, and asks once each time.
   *
   * @param action the passive that holds the trigger
   * @param component the response's information component
   * @param event what set it off ({@link Landing#event})
   */
  record AskedInResponse(PlannedAction action, Component component, Event event) {}

  /** Component {@code index} of {@code action}, an information component. */
  record Asked(PlannedAction action, int index) {}

  /**
   * A cancel's answer ({@link Component.Cancel}): submitted action {@code action} is cancelled
   * at {@code visit}'s place by the trigger armed by {@code armed}, and its actor told {@code
   * answer}; {@code component} is the index of its first component the cancel stops there.
   */
  record CancelAnswer(PlannedAction action, String answer, Landing visit, Reason armed,
      int component) {}

  /** Every cancel's answer, in build order: the questions "is its actor told it?". */
  final List<CancelAnswer> cancelAnswers = new ArrayList<>(0);
  /** Whether some trigger of the night cancels ({@link Component.Trigger#cancels}). */
  private boolean anyCancel;
  /** The cancel nodes made so far, by (trigger's armed node, cancelled action). */
  private final java.util.Map<Long, Reason> cancelNodes = new java.util.HashMap<>(0);

  private final List<RouteStep> routeRoots = new ArrayList<>();
  private final IntList[] blocksOfAction;
  /** The action set {@code {x}} per action, shared by every reason of that action alone. */
  private final int[][] singletons;
  private final IntList scratch = new IntList(16);
  private int[] mark = new int[0];
  private int stamp;
  private boolean frozen;

  private ReasonGraph(NightPlan plan, WorkBudget budget) {
    this.plan = plan;
    this.options = plan.options();
    this.firstOnly = options.revengeTargets() == GameOptions.RevengeTargets.FIRST_SUBMITTED
        ? new ArrayList<>() : null;
    this.budget = budget;
    this.players = plan.playerCount();
    swapsAt = new Buckets<>(players);
    redirectsBy = new Buckets<>(players);
    deflectsAt = new Buckets<>(players);
    blocksAt = new Buckets<>(players);
    protectsAt = new Buckets<>(players);
    guardsAt = new Buckets<>(players);
    untargetableAt = new Buckets<>(players);
    absentAt = new Buckets<>(players);
    absenceHolders = new Buckets<>(players);
    triggersAt = new Buckets<>(players);
    visitsAt = new Buckets<>(players);
    killsAt = new Buckets<>(players);
    landingsOf = new ArrayList<>();
    blocksOfAction = new IntList[plan.actions().size()];
    singletons = new int[plan.actions().size()][];
  }

  /** Builds and freezes the graph of a night (phases 1 to 4). */
  static ReasonGraph build(NightPlan plan, WorkBudget budget) {
    ReasonGraph g = new ReasonGraph(plan, budget);
    g.registerMovers();
    g.placeComponents();
    g.routeCounters();
    g.cancelAnswers();
    g.kills();
    g.madeLate = new ArrayList<>(0); // kills by action and redirect triggers: passed on below
    g.actionTriggers();
    g.redirectTriggers();
    g.effectCounters();
    g.expiryCounters();
    g.deathCounters();
    g.revengeCounters();
    g.freeze();
    return g;
  }

  // ---- phase 1: movers, routes and landings ------------------------------------------------

  private void registerMovers() {
    for (PlannedAction a : plan.actions()) {
      if (!a.mover()) {
        continue; // no swap, no redirect
      }
      for (Component c : a.components()) {
        Role role = c.accept(ROLE);
        if (role == Role.SWAP) {
          Component.Swap sw = (Component.Swap) c;
          int p = a.player(sw.first());
          int q = a.player(sw.second());
          if (p != q) {
            swapsAt.add(p, new Mover(a, p, q));
            swapsAt.add(q, new Mover(a, q, p));
          }
        } else if (role == Role.REDIRECT) {
          Component.Redirect r = (Component.Redirect) c;
          boolean all = r.onlyTags().isEmpty() && r.exceptTags().isEmpty();
          redirectsBy.add(a.player(r.actorOf()), new Mover(a, -1, a.player(r.to()),
              all ? null : moved -> r.reaches(moved.tags())));
        } else if (role == Role.DEFLECT) {
          Component.Deflect d = (Component.Deflect) c;
          int holder = a.player(d.holder());
          int to = a.player(d.to());
          if (holder != to) { // a hop must change place
            deflectsAt.add(holder, new Mover(a, holder, to,
                moved -> d.reaches(moved.tags(), plan.player(moved.actor())), true));
          }
        }
      }
    }
  }

  private void placeComponents() {
    boolean[] onRoute = new boolean[plan.actions().size()];
    for (PlannedAction a : plan.actions()) {
      List<List<Landing>> perComponent = new ArrayList<>(a.components().size());
      landingsOf.add(perComponent);
      if (!a.passive() && (a.redrawn()
          || a.ability().spend() != org.nightres.core.component.Ability.Spend.SUBMITTED)
          && !a.components().isEmpty()) {
        // "the action happens": countered by its blocks (phase 2) and its actor's earlier death
        // (its uses, or a redrawing status, are spent only so)
        performed.add(newNode(Reason.Kind.SELF, only(a.id()), a, a.components().get(0), null,
            null, -1, null));
      }
      List<Component> cs = a.components();
      for (int ci = 0; ci < cs.size(); ci++) {
        Component c = cs.get(ci);
        List<Landing> landings = new ArrayList<>(1);
        perComponent.add(landings);
        Role role = c.accept(ROLE);
        if (role == Role.SWAP || role == Role.REDIRECT || role == Role.DEFLECT) {
          continue; // movers land nowhere: their moves are route steps
        }
        if (role == Role.RESULT) { // a question, answered from its landings
          results.add(new Asked(a, ci));
        }
        if (role == Role.TRIGGER) { // armed on its holder
          Reason armed = newNode(Reason.Kind.SELF, only(a.id()), a, c, null, null, -1, null);
          Component.Trigger t = c.asTrigger().orElseThrow();
          // visited(stored(k)): the stored target's visits (none while unbound); a death
          // trigger is armed at its holder's, found through its player in kills()
          int watches = t.event() == Component.Event.ON_VISITED && t.aboutOne()
              ? t.watched(a::player) : a.actor();
          if (watches >= 0) {
            triggersAt.add(watches, new TriggerAt(a, t, armed));
          }
          anyCancel |= t.cancels();
          continue;
        }
        if (role == Role.ABSENT) { // registers its holder, then lands at its place
          Reason holder = newNode(Reason.Kind.SELF, only(a.id()), a, c, null, null, -1, "holder");
          Component.Absent ab = (Component.Absent) c;
          absenceHolders.add(a.player(ab.holder()), new Absence(holder, ab));
        }
        Ref target = c.target();
        if (target.kind() == Ref.Kind.SELF) {
          Reason self = newNode(Reason.Kind.SELF, only(a.id()), a, c, null, null, -1, null);
          land(new Landing(self, a, c, a.actor()), role, landings);
        } else { // aimed at a parameter: it follows its route if some mover could touch it
          int at = a.player(target);
          boolean movable = a.moves(c) && (!swapsAt.get(at).isEmpty()
              || !redirectsBy.get(a.actor()).isEmpty() || !deflectsAt.get(at).isEmpty());
          enumerateRoutes(a, c, role, at, movable, landings, onRoute);
        }
      }
    }
  }

  /**
   * Enumerates the route trie of one targeted component of {@code role}, iteratively (routes can
   * be long): just the written target {@code at} unless {@code movable} (some mover could touch
   * it). Every step is charged to the budget, in proportion to its depth.
   */
  private void enumerateRoutes(PlannedAction a, Component c, Role role, int at, boolean movable,
      List<Landing> landings, boolean[] onRoute) {
    RouteStep root = new RouteStep(null, at, null);
    root.landing = newNode(Reason.Kind.ROUTE, only(a.id()), a, c, root, null, -1, null);
    routeRoots.add(root);
    land(new Landing(root.landing, a, c, root.location), role, landings);
    if (!movable) {
      return;
    }
    ArrayDeque<RouteStep> path = new ArrayDeque<>();
    ArrayDeque<List<Mover>> pending = new ArrayDeque<>();
    path.push(root);
    pending.push(candidates(a, root, onRoute));
    int depth = 0;
    while (!path.isEmpty()) {
      RouteStep top = path.peek();
      List<Mover> todo = pending.peek();
      if (todo.isEmpty()) {
        path.pop();
        pending.pop();
        if (top.mover != null) {
          onRoute[top.mover.id()] = false;
          depth--;
        }
        continue;
      }
      Mover m = todo.remove(todo.size() - 1);
      if (!budget.charge(1 + depth)) {
        List<Integer> ids = new ArrayList<>();
        ids.add(a.id());
        for (RouteStep s : path) {
          if (s.mover != null) {
            ids.add(s.mover.id());
          }
        }
        for (Mover alt : todo) {
          ids.add(alt.action.id());
        }
        throw budget.exceeded(plan, "while following the routes of " + a + " through swaps and"
            + " redirects", ids);
      }
      RouteStep next = new RouteStep(top, m.to, m.action);
      next.deflected = m.deflect;
      top.addChild(next);
      next.landing = newNode(Reason.Kind.ROUTE, with(top.landing.actions, m.action.id()), a, c,
          next, null, -1, null);
      next.move = newNode(Reason.Kind.MOVE, only(m.action.id()), m.action, c, next, null,
          -1, null);
      land(new Landing(next.landing, a, c, next.location), role, landings);
      onRoute[m.action.id()] = true;
      depth++;
      path.push(next);
      pending.push(candidates(a, next, onRoute));
    }
  }

  /** The movers that can take one more hop from {@code step}, in reverse build order. */
  private List<Mover> candidates(PlannedAction a, RouteStep step, boolean[] onRoute) {
    List<Mover> out = new ArrayList<>();
    int loc = step.location;
    if (step.isRoot()) {
      for (Mover r : redirectsBy.get(a.actor())) {
        if (r.to != loc && !onRoute[r.action.id()] && r.action != a && r.reaches(a)) {
          out.add(new Mover(r.action, loc, r.to));
        }
      }
    }
    for (Mover s : swapsAt.get(loc)) {
      if (!onRoute[s.action.id()] && s.action != a) {
        out.add(s);
      }
    }
    for (Mover d : deflectsAt.get(loc)) { // at any depth, like a swap, one way
      if (!onRoute[d.action.id()] && d.action != a && d.reaches(a)) {
        out.add(d);
      }
    }
    java.util.Collections.reverse(out);
    return out;
  }

  /** Records landing {@code l} of a component of {@code role} where its kind is looked up. */
  private void land(Landing l, Role role, List<Landing> landings) {
    landings.add(l);
    switch (role) {
      case KILL -> killsAt.add(l.at, new KillReason(l.node, l.at,
          ((Component.Kill) l.component).killClass(), l.action.tags(), l.action.id(),
          byKill(l.action, l.component)));
      case EFFECT -> effects.add(l);
      case VISIT -> visitsAt.add(l.at, l);
      case PROTECT -> protectsAt.add(l.at, l);
      case BLOCK -> blocksAt.add(l.at, l);
      case UNTARGETABLE -> untargetableAt.add(l.at, l);
      case GUARD -> guardsAt.add(l.at, l);
      case ABSENT -> absentAt.add(l.at, l);
      case DISGUISE -> {
        if (disguisesAt == null) { // made on the first disguise: nights without pay nothing
          disguisesAt = new Buckets<>(players);
        }
        disguisesAt.add(l.at, l);
        if (!l.action.passive() && l.component.asDisguise().orElseThrow().until().lasts()) {
          effects.add(l); // it goes into the next state if it holds
        }
      }
      case RESULT, REDIRECT, SWAP, DEFLECT, TRIGGER, CANCEL -> { } // answered from landings, or
      // never land (a cancel counters what lands on its holder: cancelCounters)
    }
  }

  /**
   * The part a component kind plays in the graph: where its landings are kept, or that it moves
   * (route steps), is armed (a trigger) or is answered from its landings (a result). The one
   * place where the graph tells component kinds apart: the compiler checks every kind has one.
   */
  private enum Role {
    KILL, EFFECT, VISIT, PROTECT, BLOCK, UNTARGETABLE, GUARD, ABSENT, RESULT, REDIRECT, SWAP,
    DEFLECT, TRIGGER, DISGUISE, CANCEL
  }

  /**
   * {@return the first response of trigger {@code c} (through the branches of a {@code When})
   * that acts at once rather than at the end of the night, which the graph gives no effect in a
   * response (above, {@link #fire}): a visited trigger's protect, block, visit, move, guard,
   * absence or untargetability; empty for a component that is no trigger}
   * {@link RarResolver#unsupportedComponent} refuses a night whose players may use one.
   */
  static Optional<Component> actsAtOnceInResponse(Component c) {
    if (c.asTrigger().isEmpty()) {
      return Optional.empty();
    }
    for (Component r : Component.flat(c.responses())) {
      Role role = r.accept(ROLE);
      if (role != Role.KILL && role != Role.EFFECT && role != Role.RESULT && role != Role.CANCEL) {
        return Optional.of(r);
      }
    }
    return Optional.empty();
  }

  private static final Component.Visitor<Role> ROLE = new Component.Visitor<>() {
    @Override
    public Role visitKill(Component.Kill c) {
      return Role.KILL;
    }

    @Override
    public Role visitResult(Component.Result c) {
      return Role.RESULT;
    }

    @Override
    public Role visitRecruit(Component.Recruit c) {
      return Role.EFFECT;
    }

    @Override
    public Role visitFruit(Component.Fruit c) {
      return Role.EFFECT;
    }

    @Override
    public Role visitChange(Component.Change c) {
      return Role.EFFECT;
    }

    @Override
    public Role visitNotify(Component.Notify c) {
      return Role.EFFECT;
    }

    @Override
    public Role visitInform(Component.Inform c) {
      return Role.EFFECT;
    }

    @Override
    public Role visitVisit(Component.Visit c) {
      return Role.VISIT;
    }

    @Override
    public Role visitProtect(Component.Protect c) {
      return Role.PROTECT;
    }

    @Override
    public Role visitBlock(Component.Block c) {
      return Role.BLOCK;
    }

    @Override
    public Role visitRedirect(Component.Redirect c) {
      return Role.REDIRECT;
    }

    @Override
    public Role visitSwap(Component.Swap c) {
      return Role.SWAP;
    }

    @Override
    public Role visitDeflect(Component.Deflect c) {
      return Role.DEFLECT;
    }

    @Override
    public Role visitUntargetable(Component.Untargetable c) {
      return Role.UNTARGETABLE;
    }

    @Override
    public Role visitGuard(Component.Guard c) {
      return Role.GUARD;
    }

    @Override
    public Role visitAbsent(Component.Absent c) {
      return Role.ABSENT;
    }

    @Override
    public Role visitTrigger(Component.Trigger c) {
      return Role.TRIGGER;
    }

    @Override
    public Role visitDisguise(Component.Disguise c) {
      return Role.DISGUISE;
    }

    @Override
    public Role visitCancel(Component.Cancel c) {
      return Role.CANCEL;
    }

    @Override
    public Role visitWhen(Component.When c) {
      throw new IllegalStateException("planning resolves " + c.describe());
    }
  };

  /**
   * The disguise landings on {@code at} that result {@code r} of action {@code a} sees, grouped
   * by what they answer and ranked ({@link Disguises#compare}: strong first, then the role's
   * name): each group's landings give one answer, and every group counters those after it and
   * the true answer. Empty when the result sees none (most nights: no work at all).
   */
  List<List<Landing>> disguisesSeen(int at, PlannedAction a, Component.Result r) {
    if (disguisesAt == null || r.sees().isEmpty()) {
      return List.of();
    }
    List<Landing> seen = new ArrayList<>(0);
    for (Landing d : disguisesAt.get(at)) {
      if (r.sees(d.component.asDisguise().orElseThrow().strength())) {
        seen.add(d);
      }
    }
    if (seen.isEmpty()) {
      return List.of();
    }
    seen.sort((x, y) -> compare(x, y));
    List<List<Landing>> groups = new ArrayList<>();
    for (Landing d : seen) {
      if (groups.isEmpty() || compare(groups.get(groups.size() - 1).get(0), d) != 0) {
        groups.add(new ArrayList<>(1));
      }
      groups.get(groups.size() - 1).add(d);
    }
    return groups;
  }

  /** The rank of two disguise landings ({@link Disguises#compare}). */
  private static int compare(Landing x, Landing y) {
    Component.Disguise dx = x.component.asDisguise().orElseThrow();
    Component.Disguise dy = y.component.asDisguise().orElseThrow();
    return Disguises.compare(dx.strength(), x.action.role(dx.as()), dy.strength(),
        y.action.role(dy.as()));
  }

  // ---- phase 2: route counters -------------------------------------------------------------

  private void routeCounters() {
    for (Reason r : nodes) {
      if (r.kind == Reason.Kind.SELF) {
        r.base.addAll(blocksOf(r.action));
        if (Defenses.selfKillMeetsUntargetability(plan, r.action, r.component)) {
          untargetability(r.action.actor(), r.component, r.action.tags(), r, false);
        }
      }
    }
    ArrayDeque<RouteStep> queue = new ArrayDeque<>();
    for (RouteStep root : routeRoots) {
      queue.add(root);
      while (!queue.isEmpty()) {
        RouteStep s = queue.poll();
        if (!s.isRoot()) {
          s.contested = s.parent.children().size() > 1 ? s : s.parent.contested;
        }
        routeCounters(s);
        queue.addAll(s.children());
      }
    }
  }

  private void routeCounters(RouteStep s) {
    Reason r = s.landing;
    charge(r.actions.length + s.children().size(), r);
    for (int id : r.actions) {
      r.base.addAll(blocksOf(plan.actions().get(id)));
    }
    for (RouteStep child : s.children()) {
      r.base.add(child.move.id);
    }
    for (RouteStep e = s.contested; e != null; e = e.parent.contested) {
      for (RouteStep sibling : e.parent.children()) {
        if (sibling != e) {
          r.base.add(sibling.move.id);
        }
      }
    }
    if (mayBeUntargetable(s.location) && !r.component.isVisit()) {
      untargetability(s.location, r.component, r.action.tags(), r);
    }
    if (anyCancel) { // after its victim's shields: part of a kill's approach
      cancelCounters(s.location, r.action, r.component, r.base);
    }
    if (s.move != null) {
      Reason m = s.move;
      m.base.addAll(blocksOf(s.mover));
      for (RouteStep sibling : s.parent.children()) {
        if (sibling != s) {
          m.base.add(sibling.move.id);
        }
      }
    }
  }

  /**
   * The landings of blocks with fake feedback that would stop {@code a}, by the plan order of
   * their actions: if one holds, a blocked information component answers its feedback.
   */
  List<Landing> feedbackBlocks(PlannedAction a) {
    List<Landing> blocks = blocksAt.get(a.actor());
    if (blocks.isEmpty() || !a.blockable()) {
      return List.of();
    }
    List<Landing> out = new ArrayList<>(0);
    for (Landing b : blocks) {
      Component.Block block = (Component.Block) b.component;
      if (block.feedback().isPresent() && block.reaches(a.tags())) {
        out.add(b);
      }
    }
    out.sort(BY_ANSWER);
    return out;
  }

  /**
   * Fake answers in the order they are given: by value, then action, so that which one a
   * blocked action gets never depends on the order of the lines.
   */
  private static final java.util.Comparator<Landing> BY_ANSWER = java.util.Comparator
      .comparing((Landing b) -> ((Component.Block) b.component).feedback().orElseThrow())
      .thenComparingInt(b -> b.action.id());

  /** The block landings that counter an action: blocks on its actor that reach it. */
  private IntList blocksOf(PlannedAction a) {
    IntList cached = blocksOfAction[a.id()];
    if (cached != null) {
      return cached;
    }
    List<Landing> blocks = blocksAt.get(a.actor());
    IntList out = NO_BLOCKS; // most actors are not blocked
    if (a.blockable() && !blocks.isEmpty()) {
      out = new IntList(blocks.size());
      for (Landing b : blocks) {
        if (((Component.Block) b.component).reaches(a.tags())) {
          out.add(b.node.id);
        }
      }
    }
    blocksOfAction[a.id()] = out;
    return out;
  }

  /**
   * Counter 4: what makes {@code at} untargetable for component {@code c} of an ability with
   * {@code tags}. Ascetic-style untargetability spares kills, an unkillable one stops only
   * kills, tags narrow either; an absence covers only kills of its classes.
   */
  private void untargetability(int at, Component c, Set<String> tags, Reason node) {
    untargetability(at, c, tags, node, true);
  }

  /**
   * As {@link #untargetability(int, Component, Set, Reason)}; without {@code absences}, what is
   * aimed at a player where he is (a status's expiry on its holder, {@link
   * Defenses#selfKillMeetsUntargetability}) meets his untargetability only.
   */
  private void untargetability(int at, Component c, Set<String> tags, Reason node,
      boolean absences) {
    IntList out = node.base;
    int before = out.size();
    for (Landing u : untargetableAt.get(at)) {
      if (Defenses.untargetableStops((Component.Untargetable) u.component, c, tags)) {
        out.add(u.node.id);
      }
    }
    List<Absence> away = absences ? absenceHolders.get(at) : List.of();
    if (!away.isEmpty() && c.isKill()) {
      KillClass cls = ((Component.Kill) c).killClass();
      for (Absence h : away) {
        if (Defenses.absenceStops(h.absent, cls)) {
          out.add(h.node.id);
        }
      }
    }
    if (c.isKill()) {
      node.shieldsFrom = before;
      node.shieldsTo = out.size();
    }
  }

  /** Whether anything can make {@code at} untargetable: an untargetability or an absence. */
  private boolean mayBeUntargetable(int at) {
    return !untargetableAt.get(at).isEmpty() || !absenceHolders.get(at).isEmpty();
  }

  /**
   * The cancels ({@link Component.Cancel}) that stop {@code c}, a component of {@code a}
   * landing on {@code at}, added to {@code out}: {@code c} is a submitted action's component
   * aimed at a parameter the action visits (not a visit, not a move), and {@code at} holds an
   * armed visited trigger about his own visits that the action sets off and whose response, as
   * its premises choose it for the action's actor, cancels. Each such counter is the reason
   * "the trigger is armed" (the holder's passive, or the action that arms it), never the visit
   * that sets it off: the visit of {@code c}'s parameter follows {@code c}'s route, so it lands
   * on {@code at} wherever {@code c} does, and a counter made of it would share the visiting
   * action with every chain it stands in (Rule #4). So the cancel is a counter like an
   * untargetability for one action: its reason is the trigger's.
   */
  private void cancelCounters(int at, PlannedAction a, Component c, IntList out) {
    if (!a.cancellable(c, c.target())) {
      return;
    }
    for (TriggerAt t : triggersAt.get(at)) {
      if (t.action.cancelOf(t.trigger, a) == null) {
        continue;
      }
      long key = (long) t.armed.id << 32 | a.id();
      Reason node = cancelNodes.get(key);
      if (node == null) {
        node = newNode(Reason.Kind.DERIVED, t.armed.actions, null, c, null, List.of(t.armed),
            at, plan.name(at) + " cancels the visit of " + a);
        node.inherits = new Reason[] {t.armed};
        cancelNodes.put(key, node);
      }
      out.add(node.id);
    }
  }

  /**
   * The answers of the cancels ({@link #cancelAnswers}): for every visit of a submitted action
   * landing on a holder whose visited trigger cancels it, and aimed at a parameter of the
   * action's that one of its components (not a visit, not a move) is aimed at too, the answer
   * its actor is told, whose reason is the visit's landing and the trigger's arming together
   * (the kernel tells it where the component is cancelled, before untargetability and kills are
   * asked: the visit's landing is that, without them).
   */
  private void cancelAnswers() {
    if (!anyCancel) {
      return;
    }
    for (int p = 0; p < players; p++) {
      for (Landing v : visitsAt.get(p)) {
        PlannedAction a = v.action();
        if (a.passive() || v.component().target().kind() != Ref.Kind.PARAM) {
          continue;
        }
        int first = -1;
        for (int i = 0; i < a.components().size() && first < 0; i++) {
          Component c = a.components().get(i);
          if (!c.isVisit() && !c.isMove() && c.target().equals(v.component().target())) {
            first = i;
          }
        }
        if (first < 0) {
          continue; // nothing to cancel there
        }
        for (TriggerAt t : triggersAt.get(p)) {
          Component.Cancel k = t.action.cancelOf(t.trigger, a);
          if (k != null) {
            cancelAnswers.add(new CancelAnswer(a, k.answer(), v, t.armed, first));
          }
        }
      }
    }
  }

  // ---- phase 3: kills and triggered effects --------------------------------------------------

  private void kills() {
    for (int p = 0; p < players; p++) {
      for (TriggerAt t : triggersAt.get(p)) {
        onDeath |= t.trigger.event().onKill() || t.trigger.event() == Component.Event.ON_ANY_DEATH;
        if (t.trigger.event() == Component.Event.ON_ANY_DEATH) { // in holder order
          deathWatch.add(t, t.trigger,
              t.trigger.aboutOne() ? t.trigger.watched(t.action::player) : -1);
        }
      }
      for (Landing v : visitsAt.get(p)) {
        for (TriggerAt t : triggersAt.get(p)) {
          if (t.trigger.event() == Component.Event.ON_VISITED
              && t.trigger.firesFor(v.action.tags())) {
            fire(v, t);
          }
        }
      }
    }
    // A death passed on by a guard or an absence is not passed on again (schemes.md §2.9,
    // "passed-on deaths"): only route kills and trigger shots are passed on, in one pass. A
    // passed-on death still meets the new victim's guards, as a protection (phase 4). Every
    // kill, passed on or not, sets off its victim's death triggers, whose shots are passed on
    // in turn, unless the trigger is in the kill's reason already (Rule #4).
    List<KillReason> aimed = new ArrayList<>();
    for (int p = 0; p < players; p++) {
      aimed.addAll(killsAt.get(p));
    }
    passOn(aimed);
  }

  /**
   * Passes on the deaths of {@code aimed} through guards and absences and sets off the death
   * triggers of every kill; the triggers' shots join {@code aimed} and are passed on in turn.
   */
  private void passOn(List<KillReason> aimed) {
    List<KillReason> passedOn = onDeath ? new ArrayList<>() : null;
    for (int i = 0; i < aimed.size(); i++) {
      KillReason k = aimed.get(i);
      for (Landing g : guardsAt.get(k.victim)) {
        if (!Defenses.guardTakes(k.killClass) || macho(k.victim, g.action)
            || k.node.uses(g.action.id())) {
          continue;
        }
        passedOn(derivedKill(k, g, g.action.actor(), "the guard dies instead"), passedOn);
      }
      for (Landing h : absentAt.get(k.victim)) {
        Component.Absent ab = (Component.Absent) h.component;
        if (!Defenses.absenceStops(ab, k.killClass) || k.node.uses(h.action.id())) {
          continue;
        }
        passedOn(derivedKill(k, h, h.action.player(ab.holder()), "the absent player dies too"),
            passedOn);
      }
      if (onDeath) {
        deathTriggers(k, aimed);
        // the deaths passed on so far set off their victims' triggers too
        for (int j = 0; j < passedOn.size(); j++) {
          deathTriggers(passedOn.get(j), aimed);
        }
        passedOn.clear();
      }
    }
  }

  /**
   * The action triggers of every holder fire for each of his submitted actions, at each place
   * it landed ({@link PlannedAction#actionLanding}): the response's reason is that landing's
   * and the trigger's, bound to the place ({@code seed-vocabulary.md} section 4.3, On Action).
   */
  private void actionTriggers() {
    for (int p = 0; p < players; p++) {
      List<TriggerAt> onAction = null;
      for (TriggerAt t : triggersAt.get(p)) {
        if (t.trigger.event() == Component.Event.ON_ACTION) {
          onAction = onAction == null ? new ArrayList<>(1) : onAction;
          onAction.add(t);
        }
      }
      if (onAction == null) {
        continue;
      }
      for (PlannedAction a : plan.actionsBy(p)) {
        int i = a.passive() ? -1 : a.actionLanding();
        if (i < 0) {
          continue;
        }
        for (Landing l : landingsOf.get(a.id()).get(i)) {
          for (TriggerAt t : onAction) {
            if (!t.trigger.firesFor(a.tags())) {
              continue;
            }
            for (Component r : t.action.response(t.trigger.response(), l.at)) {
              respond(t.action, r, l.at, union(l.node.actions, t.armed.actions),
                  List.of(l.node, t.armed), new Reason[] {l.node, t.armed},
                  a + " sets off " + t.trigger.describe(), byAction(a.id()));
            }
          }
        }
      }
    }
  }

  /**
   * The redirect triggers of a deflect's maker fire for every component the deflect moved, at
   * each place a route through that hop lands: the response's reason is that landing's and the
   * trigger's, bound to the moved action's actor ({@code seed-vocabulary.md} section 4.3, On
   * Redirect).
   */
  private void redirectTriggers() {
    boolean any = false;
    for (int p = 0; p < players && !any; p++) {
      for (TriggerAt t : triggersAt.get(p)) {
        any |= t.trigger.event() == Component.Event.ON_REDIRECT;
      }
    }
    if (!any) {
      return;
    }
    ArrayDeque<RouteStep> queue = new ArrayDeque<>();
    for (RouteStep root : routeRoots) {
      queue.addAll(root.children());
      while (!queue.isEmpty()) {
        RouteStep s = queue.poll();
        queue.addAll(s.children());
        Reason landing = s.landing;
        if (landing.component.isKill()) { // it landed: the defenses on its victim aside
          Reason landed = newNode(Reason.Kind.DERIVED, landing.actions, landing.action,
              landing.component, null, List.of(landing), landing.victim, "it lands");
          landed.landingOf = landing;
          landing.wantLanding = true;
          landing = landed;
        }
        for (RouteStep e = s; !e.isRoot(); e = e.parent) {
          if (!e.deflected) {
            continue;
          }
          for (TriggerAt t : triggersAt.get(e.mover.actor())) {
            if (t.trigger.event() != Component.Event.ON_REDIRECT) {
              continue;
            }
            for (Component r : t.action.response(t.trigger.response(),
                landing.action.actor())) {
              respond(t.action, r, landing.action.actor(),
                  union(landing.actions, t.armed.actions), List.of(landing, t.armed),
                  new Reason[] {landing, t.armed}, e.mover + " redirects " + landing.action
                      + ", which sets off " + t.trigger.describe(), byAction(landing.action.id()));
            }
          }
        }
      }
    }
  }

  private static void passedOn(KillReason k, List<KillReason> to) {
    if (to != null) {
      to.add(k);
    }
  }

  /**
   * The death and killed triggers of {@code k}'s victim fire for this reason of his death:
   * each response's reason is the death's reason and the trigger's ({@code seed-vocabulary.md}
   * section 4.3), countered by every counter of both, and it is bound to the attacker (the
   * actor of the action that owns the kill). A trigger already in the death's reason does not
   * fire again (Rule #4). Kill responses join {@code aimed}, to be passed on and to set off
   * triggers in turn.
   */
  private void deathTriggers(KillReason k, List<KillReason> aimed) {
    org.nightres.core.model.Player dead = plan.player(k.victim); // as deathSetsOff reads him
    for (TriggerAt t : deathWatch.candidates(k.victim, f -> f.matches(dead))) {
      // a Witness, a Lover: bound to the dead
      if (!k.node.uses(t.action.id()) && plan.deathSetsOff(t.action, t.trigger, k.victim)) {
        for (Component response : t.action.response(t.trigger.response(), k.victim)) {
          KillReason shot = respond(t.action, response, k.victim, union(k.node.actions,
              t.armed.actions), List.of(k.node, t.armed), new Reason[] {k.node, t.armed},
              "the death of " + plan.name(k.victim) + " sets off " + t.trigger.describe(),
              byDeath(k.victim));
          if (shot != null) {
            aimed.add(shot);
          }
        }
      }
    }
    for (TriggerAt t : triggersAt.get(k.victim)) {
      if (!t.trigger.event().onKill() || k.node.uses(t.action.id())) {
        continue;
      }
      int attacker = plan.attacker(plan.actions().get(k.own));
      for (Component response : t.action.response(t.trigger.response(), attacker)) {
        int made = nodes.size();
        KillReason shot = respond(t.action, response, attacker, union(k.node.actions,
            t.armed.actions), List.of(k.node, t.armed), new Reason[] {k.node, t.armed},
            "the death of " + plan.name(k.victim) + " sets off " + t.trigger.describe(),
            k.event());
        if (shot != null) {
          aimed.add(shot);
        }
        if (firstOnly != null && nodes.size() > made) {
          firstOnly.add(new Revenge(nodes.get(made), k));
        }
      }
    }
  }

  /** A response of a death or killed trigger of {@code k}'s victim, set off by {@code k}. */
  private record Revenge(Reason response, KillReason k) {}

  /**
   * Under {@code option revenge-targets first-submitted}, the responses of the victims' own
   * death and killed triggers (counted by {@link #revengeCounters}); null under {@code all}.
   */
  private List<Revenge> firstOnly;

  /**
   * {@code option revenge-targets first-submitted} ({@code seed-vocabulary.md} section 4.3):
   * a death or killed trigger fires for the first kill that kills its holder, in the night's
   * order (order value, then sub-order, then submission order), so every reason for his death
   * by an earlier kill counters the response a later kill sets off, as {@link #stopAtDeath}
   * counters a dead actor's later actions. Several reasons of one kill (its routes) set off one
   * response each, as under {@code all}.
   */
  private void revengeCounters() {
    if (firstOnly == null) {
      return;
    }
    int[][] orders = new int[plan.actions().size()][];
    for (Revenge r : firstOnly) {
      PlannedAction own = plan.actions().get(r.k().own());
      int before = r.response().base.size();
      for (KillReason k : killsAt.get(r.k().victim())) {
        if (killsBefore(plan.actions().get(k.own()), own, orders)) {
          r.response().base.add(k.node().id);
        }
      }
      charge(r.response().base.size() - before, r.response());
    }
  }

  /** Whether a kill of {@code a} comes before one of {@code b} in the night's order. */
  private boolean killsBefore(PlannedAction a, PlannedAction b, int[][] orders) {
    return a.before(killOrder(a, orders), b, killOrder(b, orders));
  }

  /**
   * One response of {@code by} (a trigger's or a protection's) with reason {@code actions},
   * countered by every counter of {@code inherits} and, aimed at the subject, by the subject's
   * untargetability: a kill reason (returned), or an effect landing (null returned).
   */
  private KillReason respond(PlannedAction by, Component response, int subject, int[] actions,
      List<Reason> parts, Reason[] inherits, String how, Event event) {
    Ref ref = response.target();
    int target = ref.kind() == Ref.Kind.SUBJECT ? subject
        : ref.kind() == Ref.Kind.PARAM ? by.player(ref) : by.actor(); // a stored target: bound
    if (plan.outOfTheGame(response, target) != null) {
      return null; // out of the game since before the night (a poisoning's Butler, lynched since)
    }
    Reason node = newNode(Reason.Kind.DERIVED, actions, null, response, null, parts, target, how);
    // the chains of triggers that set one another off (death(all)) can be many: each is work
    charge(1 + actions.length, node, "while following the triggers that deaths set off");
    node.inherits = inherits;
    if (ref.kind() == Ref.Kind.SUBJECT) {
      untargetability(target, response, by.tags(), node);
    }
    if (response.isKill()) {
      KillReason k = new KillReason(node, target, ((Component.Kill) response).killClass(),
          by.tags(), by.id(), byResponse(by, event));
      addKill(k);
      return k;
    }
    Landing l = new Landing(node, by, response, target, subject, event);
    if (response.resultKind().isPresent()) { // a question, answered from its landings
      responseResults.computeIfAbsent(new AskedInResponse(by, response, event),
          k -> new ArrayList<>()).add(l);
    } else {
      effects.add(l);
    }
    return null;
  }

  /** A trigger on the visited player fires for one visit: its response, bound to the visitor. */
  private void fire(Landing visit, TriggerAt t) {
    Reason self = t.armed;
    for (Component response : t.action.response(t.trigger.response(),
        visit.action.actor())) { // its guards, on this visitor
      Ref ref = response.target();
      int target = ref.kind() == Ref.Kind.SUBJECT ? visit.action.actor()
          : ref.kind() == Ref.Kind.PARAM ? t.action.player(ref) : t.action.actor();
      Reason node = newNode(Reason.Kind.DERIVED, union(visit.node.actions, self.actions), null,
          response, null, List.of(visit.node, self), target,
          (response.isKill() ? "shoots " : "acts on ") + plan.name(target));
      charge(visit.node.base.size() + self.base.size(), node);
      node.base.addAll(visit.node.base);
      node.base.addAll(self.base);
      if (ref.kind() == Ref.Kind.SUBJECT) {
        untargetability(target, response, t.action.tags(), node);
      }
      Landing l = new Landing(node, t.action, response, target, visit.action.actor(),
          byVisitor(visit.action.actor()));
      Role role = response.accept(ROLE);
      if (role == Role.KILL) { // its shot at each visitor is a kill of its own (byResponse)
        addKill(new KillReason(node, target, ((Component.Kill) response).killClass(),
            t.action.tags(), t.action.id(), byResponse(t.action, l.event())));
      } else if (role == Role.EFFECT) {
        effects.add(l);
      } else if (role == Role.RESULT) { // a question, answered from its landings
        responseResults.computeIfAbsent(new AskedInResponse(t.action, response, l.event()),
            k -> new ArrayList<>()).add(l);
      } // a cancel counters the visiting action's landings (cancelCounters); RAR gives
      // trigger responses of the other kinds no effect
    }
  }

  /** The death {@code via} (a guard or an absence) passes on from {@code k} to {@code victim}. */
  private KillReason derivedKill(KillReason k, Landing via, int victim, String how) {
    Reason node = newNode(Reason.Kind.DERIVED, union(k.node.actions, via.node.actions), null,
        new Component.Kill(Ref.self(), k.killClass), null, List.of(k.node, via.node), victim, how);
    charge(k.node.base.size() + via.node.base.size(), node);
    node.base.addAll(k.node.base);
    node.base.addAll(via.node.base);
    node.inherits = k.node.inherits; // a trigger's shot: the counters of what set it off
    untargetability(victim, node.component, k.tags, node);
    KillReason derived = new KillReason(node, victim, k.killClass, k.tags, k.own, k.event);
    addKill(derived);
    return derived;
  }

  // ---- phase 4: effect-specific counters ----------------------------------------------------

  private void effectCounters() {
    List<KillReason> shots = madeLate; // action and redirect triggers' kills, drawn with the others
    madeLate = null;
    if (!shots.isEmpty()) {
      passOn(shots);
    }
    boolean one = options.doctorStops() == GameOptions.DoctorStops.ONE;
    spends = one ? new Reason[nodes.size()] : null; // per kill node, made lazily
    for (int x = 0; x < players; x++) {
      List<KillReason> kills = killsAt.get(x);
      for (KillReason k : kills) {
        killDefenses(k);
      }
      if (one) {
        spendProtections(x, kills);
      }
    }
    madeLate = new ArrayList<>(0);
    int[] early = new int[players]; // the kills drawn above; reactions below add late ones
    for (int x = 0; x < players; x++) {
      early[x] = killsAt.get(x).size();
    }
    for (int x = 0; x < players; x++) {
      defenses(x, killsAt.get(x), early[x]);
    }
    int harmsDone = harms(0);
    // Reactions and defense triggers may kill (react=kill(attacker)): each round passes those
    // kills on, draws their counters and the reactions they meet, until none is made.
    while (!madeLate.isEmpty()) {
      List<KillReason> round = madeLate;
      madeLate = new ArrayList<>(0);
      passOn(new ArrayList<>(round)); // its shots and passed-on deaths join madeLate
      round.addAll(madeLate);
      madeLate = new ArrayList<>(0);
      for (KillReason k : round) {
        killDefenses(k);
        if (one) {
          spendProtections(k.victim, List.of(k));
        }
      }
      for (KillReason k : round) {
        defenses(k.victim, List.of(k), 1);
      }
      harmsDone = harms(harmsDone);
    }
    if (options.recruitFailsIfTargetDies()) {
      for (Landing r : effects) {
        if (r.component.isRecruit()) {
          IntList e = r.node.base; // after phase 3, nothing copies base any more
          int before = e.size();
          for (KillReason k : killsAt.get(r.at)) {
            e.add(k.node.id);
          }
          charge(e.size() - before, r.node);
        }
      }
    }
  }

  /** Records kill {@code k} on its victim; one made in phase 4 is drawn late ({@link #madeLate}). */
  private void addKill(KillReason k) {
    killsAt.add(k.victim, k);
    if (madeLate != null) {
      madeLate.add(k);
    }
  }

  /** The defenses on {@code k}'s victim that cover it: counters of its landing. */
  private void killDefenses(KillReason k) {
    int x = k.victim;
    IntList e = k.node.base; // its base is copied (passed on) before this, never after
    int before = e.size();
    List<Landing> protections = protectsAt.get(x);
    Player attacker = protections.isEmpty() ? null
        : plan.player(plan.attacker(plan.actions().get(k.own)));
    for (Landing p : protections) {
      if (Defenses.protects((Component.Protect) p.component, k.killClass, k.tags, attacker)
          && !macho(x, p.action)) {
        e.add(p.node.id);
      }
    }
    for (Landing g : guardsAt.get(x)) {
      if (Defenses.guardTakes(k.killClass) && !macho(x, g.action)) {
        e.add(g.node.id); // a guard is a protection: strong kills pass it
      }
    }
    k.node.defensesFrom = before;
    k.node.defensesTo = e.size();
    charge(e.size() - before, k.node);
  }

  /**
   * {@code doctor-stops one}: each protection on {@code x} (but a jail's or a vest's) is used up
   * on every kill of {@code kills} it covers, which counters it.
   */
  private void spendProtections(int x, List<KillReason> kills) {
    for (Landing p : protectsAt.get(x)) {
      Component.Protect protect = (Component.Protect) p.component;
      if (Defenses.stopsEveryKill(protect, false)) {
        continue; // a jail's or a vest's protection stops every kill whatever the option
      }
      IntList e = p.node.base; // after phase 3, nothing copies base any more
      int before = e.size();
      for (KillReason k : kills) {
        if (Defenses.protects(protect, k.killClass, k.tags,
            plan.player(plan.attacker(plan.actions().get(k.own))))) {
          e.add(spend(k).id);
        }
      }
      charge(e.size() - before, p.node);
    }
  }

  /**
   * The harms (tagged statuses) among the effects from index {@code from} on fail where a
   * protection covers them; an action's own harm that one stops reacts as a kill does. Returns
   * the index reached (reactions add effects).
   */
  private int harms(int from) {
    int i = from;
    for (; i < effects.size(); i++) { // reactions below add effects: by index
      Landing l = effects.get(i);
      if (l.component.stateChange().map(StateChange::harm).orElse(false)) {
        IntList e = l.node.base;
        int before = e.size();
        List<Landing> shields = new ArrayList<>(0);
        for (Landing p : protectsAt.get(l.at)) {
          if (Defenses.shields((Component.Protect) p.component, l.component, l.action.tags(),
              plan.player(l.action.actor())) && !macho(l.at, p.action)) {
            e.add(p.node.id);
            shields.add(p);
          }
        }
        charge(e.size() - before, l.node);
        if (!shields.isEmpty() && l.node.kind != Reason.Kind.DERIVED) { // an action's own harm
          l.node.defensesFrom = before; // its defenses: the protections that stop it
          l.node.defensesTo = e.size();
          for (Landing p : shields) {
            if (asked((Component.Protect) p.component, List.of())) {
              stopped(p, l.node, l.action.id(), byAction(l.action.id()), l.at,
                  l.action.actor(), List.of(), "harm");
            }
          }
        }
      }
    }
    return i;
  }

  /**
   * The protections that something asks about (reactions, limited uses, their makers' defense
   * triggers): for every kill they cover, "the protection stops the kill" (the kill's landing,
   * every counter of the kill but the defenses on its victim, and the protection: it stopped the
   * kill, alone or with others) and "the protection is used on the kill" (the same, countered
   * too by the defenses the ladder puts first: guards, then protections of a lower rank or of
   * every protection of one rank is used; {@code seed-vocabulary.md} section 4.4), for the
   * first {@code n} kills of {@code kills} on {@code x}. A reaction happens on the attacker for each kill the
   * protection stops; a defense trigger of its maker fires for each kill it is used on; their
   * kills join {@link #madeLate}.
   */
  private void defenses(int x, List<KillReason> kills, int n) {
    absences(x, kills, n);
    List<Landing> protections = protectsAt.get(x);
    if (protections.isEmpty() || n == 0) {
      return;
    }
    for (Landing p : protections) {
      Component.Protect protect = (Component.Protect) p.component;
      Component.Protect.Rank rank = protect.rankIn(p.action.passive());
      List<TriggerAt> onDefense = new ArrayList<>(0);
      for (TriggerAt t : triggersAt.get(p.action.actor())) {
        if (t.trigger.event() == Component.Event.ON_DEFENSE && t.trigger.firesFor(rank)) {
          onDefense.add(t);
        }
      }
      if (!asked(protect, onDefense)) {
        continue;
      }
      for (int i = 0; i < n; i++) { // reactions may add kills on x: those are drawn later
        KillReason k = kills.get(i);
        int attacker = plan.attacker(plan.actions().get(k.own));
        if (Defenses.protects(protect, k.killClass, k.tags, plan.player(attacker))
            && !macho(x, p.action)) {
          stopped(p, k.node, k.own, k.event(), x, attacker, onDefense, "kill");
        }
      }
    }
  }

  /**
   * The absences of {@code x} used on the first {@code n} kills of {@code kills} (the absence
   * is among the kill's counters, first on the ladder): "the absence is used on the kill" is the
   * kill's approach (every counter but its victim's defenses, rank 0 included) ∪ the absence,
   * and sets off the {@code defense(absence)} triggers of the absence's maker.
   */
  private void absences(int x, List<KillReason> kills, int n) {
    for (Absence h : absenceHolders.get(x)) {
      PlannedAction maker = h.node.action;
      List<TriggerAt> onAbsence = null;
      for (TriggerAt t : triggersAt.get(maker.actor())) {
        if (t.trigger.event() == Component.Event.ON_DEFENSE
            && t.trigger.firesFor(Component.Protect.Rank.ABSENCE)) {
          onAbsence = onAbsence == null ? new ArrayList<>(1) : onAbsence;
          onAbsence.add(t);
        }
      }
      if (onAbsence == null) {
        continue;
      }
      for (int i = 0; i < n; i++) {
        KillReason k = kills.get(i);
        if (!shieldedBy(k.node, h.node) || k.node.uses(maker.id())) {
          continue;
        }
        int attacker = plan.attacker(plan.actions().get(k.own));
        Reason used = newNode(Reason.Kind.DERIVED, union(k.node.actions, h.node.actions), null,
            h.absent, null, List.of(k.node, h.node), x, "the absence is used on the kill");
        used.inherits = new Reason[] {h.node};
        used.approachOf = k.node;
        k.node.wantApproach = true;
        for (TriggerAt t : onAbsence) {
          if (k.node.uses(t.action.id())) {
            continue; // Rule #4: never a trigger's response to what it set off
          }
          for (Component r : t.action.response(t.trigger.response(), attacker)) {
            respond(t.action, r, attacker, union(used.actions, t.armed.actions),
                List.of(used, t.armed), new Reason[] {used, t.armed},
                "the absence defense of " + plan.name(x) + " sets off " + t.trigger.describe(),
                k.event());
          }
        }
      }
    }
  }

  /** Whether {@code absence}'s holder side is among kill {@code k}'s rank-0 counters. */
  private static boolean shieldedBy(Reason k, Reason absence) {
    for (int i = k.shieldsFrom; i >= 0 && i < k.shieldsTo; i++) {
      if (k.base.get(i) == absence.id) {
        return true;
      }
    }
    return false;
  }

  /** Whether anything asks about protection {@code protect} stopping or being used on an attack. */
  private static boolean asked(Component.Protect protect, List<TriggerAt> onDefense) {
    return !protect.react().isEmpty() || !onDefense.isEmpty() || protect.limit().isPresent();
  }

  /**
   * Protection {@code p} stops an attack ({@code what}: a kill, or a harm) of action {@code own}
   * (the event {@code event}: what its reactions and triggers fire once for) by {@code attacker}
   * on {@code x}, whose landing is {@code landing} (its defenses, the protections and guards on
   * {@code x}, at {@code landing.defensesFrom} to {@code defensesTo} of its counters): "the
   * protection stops the kill" (the landing and the protection) reacts on the attacker and counts
   * the attempt ({@code consume=attempt}); "the protection is used on the kill" (the same,
   * countered too by the defenses before it on the ladder) spends a use ({@code need}, {@code
   * per-night}) and sets off the {@code onDefense} triggers of its maker.
   */
  private void stopped(Landing p, Reason landing, int own, Event event, int x, int attacker,
      List<TriggerAt> onDefense, String what) {
    Component.Protect protect = (Component.Protect) p.component;
    Component.Protect.Rank rank = protect.rankIn(p.action.passive());
    Optional<Component.Protect.Consume> consume =
        protect.limit().map(Component.Protect.Limit::consume);
    boolean attempt = consume.equals(Optional.of(Component.Protect.Consume.ATTEMPT));
    boolean stopsAsked = !protect.react().isEmpty() || attempt;
    boolean usedAsked = !onDefense.isEmpty() || (consume.isPresent() && !attempt);
    landing.wantLanding = true;
    int[] actions = union(landing.actions, p.node.actions);
    if (stopsAsked) {
      Reason stops = newNode(Reason.Kind.DERIVED, actions, null, protect, null,
          List.of(landing, p.node), x, "the protection stops the " + what);
      stops.inherits = new Reason[] {p.node};
      stops.landingOf = landing;
      if (!landing.uses(p.action.id())) { // Rule #4: never a reaction to what it set off
        for (Component r : protect.react()) {
          respond(p.action, r, attacker, actions, List.of(stops), new Reason[] {stops},
              "the protection of " + plan.name(x) + " reacts on " + plan.name(attacker),
              event);
        }
      }
      if (attempt) {
        accounted.add(new Accounted(p, own, stops));
      }
    }
    if (usedAsked) {
      Reason used = newNode(Reason.Kind.DERIVED, actions, null, protect, null,
          List.of(landing, p.node), x, "the protection is used on the " + what);
      used.inherits = new Reason[] {p.node};
      used.landingOf = landing;
      IntList before = landing.base;
      for (int i = landing.defensesFrom; i < landing.defensesTo; i++) {
        Reason d = nodes.get(before.get(i));
        if (d != p.node && ranksBefore(d, rank)) {
          used.base.add(d.id);
        }
      }
      if (consume.isPresent() && !attempt) {
        accounted.add(new Accounted(p, own, used));
      }
      for (TriggerAt t : onDefense) {
        if (landing.uses(t.action.id())) {
          continue; // Rule #4: never a trigger's response to what it set off
        }
        for (Component r : t.action.response(t.trigger.response(), attacker)) {
          respond(t.action, r, attacker, union(actions, t.armed.actions),
              List.of(used, t.armed), new Reason[] {used, t.armed},
              "the " + rank.word() + " defense of " + plan.name(x) + " sets off "
                  + t.trigger.describe(), event);
        }
      }
    }
  }

  /**
   * Whether defense {@code d} (a guard's or a protection's landing) comes before a protection
   * of {@code rank} on the defense ladder: guards first, then protections of a lower rank.
   * Protections of one rank are used together, so the answer never depends on the order of
   * the actions.
   */
  private static boolean ranksBefore(Reason d, Component.Protect.Rank rank) {
    if (!d.component.isProtect()) {
      return true; // a guard takes the kill before any protection is asked
    }
    return ((Component.Protect) d.component).rankIn(d.action.passive()).compareTo(rank) < 0;
  }

  /**
   * A status's expiry ({@link NightPlan#expiryOf}) does not happen if a clear of that status
   * lands on its holder: every such clear landing counters every reason of the expiry passive
   * (its landings and the kills derived from its kills). RAR has no order: a clear of the night
   * stops the expiry of the night.
   */
  private void expiryCounters() {
    boolean any = false;
    for (int id = plan.actions().size() - 1; id >= 0 && !any; id--) {
      PlannedAction a = plan.actions().get(id);
      if (!a.passive()) {
        break; // passives come last
      }
      any = plan.expiryOf(a).isPresent();
    }
    if (!any) {
      return;
    }
    java.util.Map<String, IntList> clears = new java.util.HashMap<>();
    for (Landing l : effects) {
      Optional<String> status = l.component.stateChange().flatMap(StateChange::clears);
      status.ifPresent(st -> clears.computeIfAbsent(l.at + "/" + st, k -> new IntList(1))
          .add(l.node.id));
    }
    for (Reason r : nodes) {
      if (r.kind == Reason.Kind.ROUTE || r.kind == Reason.Kind.SELF
          || r.kind == Reason.Kind.MOVE) {
        addClears(r, r.action, clears);
      }
    }
    for (int x = 0; x < players; x++) {
      for (KillReason k : killsAt.get(x)) {
        if (k.node.kind == Reason.Kind.DERIVED) {
          addClears(k.node, plan.actions().get(k.own), clears);
        }
      }
    }
  }

  private void addClears(Reason r, PlannedAction a, java.util.Map<String, IntList> clears) {
    Optional<String> status = plan.expiryOf(a);
    if (status.isPresent()) {
      IntList ids = clears.get(a.actor() + "/" + status.get());
      if (ids != null) {
        r.base.addAll(ids);
        charge(ids.size(), r);
      }
    }
  }

  /**
   * {@code option death-stops-actions later} ({@code games.md} section 4.1): every reason for
   * "X dies by a kill of order o" counters every reason of X's own actions of order greater than
   * o (their landings, their moves, the kills derived from their kills), like {@code
   * recruit-fails-if-target-dies}. Passives and {@code survives-death} abilities are exempt. A
   * kill's order is its killing action's (a trigger's shot: {@link OrderValues#TRIGGERED}).
   */
  private void deathCounters() {
    if (options.deathStopsActions() != GameOptions.DeathStopsActions.LATER) {
      return;
    }
    int[][] orders = new int[plan.actions().size()][];
    arrests = arrests();
    for (Reason r : nodes) {
      if (r.kind != Reason.Kind.ROUTE && r.kind != Reason.Kind.SELF && r.kind != Reason.Kind.MOVE) {
        continue;
      }
      PlannedAction a = r.action;
      if (a.exemptFromLaterStops()) {
        continue;
      }
      int order = r.kind == Reason.Kind.MOVE ? moverOrder(a, orders)
          : orders(a, orders)[a.components().indexOf(r.component)];
      stopAtDeath(r, a, order, orders);
    }
    for (int x = 0; x < players; x++) {
      for (KillReason k : killsAt.get(x)) {
        PlannedAction own = plan.actions().get(k.own);
        if (k.node.kind == Reason.Kind.DERIVED && !own.exemptFromLaterStops()) {
          stopAtDeath(k.node, own, killOrder(own, orders), orders);
        }
      }
    }
  }

  /**
   * Adds to {@code r}, a reason of action {@code own} of order {@code order}, every reason for
   * its actor's death by a kill of a lower order, and for his arrest at a lower order.
   */
  private void stopAtDeath(Reason r, PlannedAction own, int order, int[][] orders) {
    int actor = own.actor();
    int before = r.base.size();
    for (KillReason k : killsAt.get(actor)) {
      if (killOrder(plan.actions().get(k.own), orders) < order) {
        r.base.add(k.node.id);
      }
    }
    List<Landing> arrested = arrests == null ? null : arrests.get(actor);
    if (arrested != null) { // games.md 4.1: "killed or arrested at order value o"
      for (Landing l : arrested) {
        StatusDefinition s = l.component().stateChange().flatMap(StateChange::givesTonight)
            .orElseThrow();
        PlannedAction by = l.action();
        if (orders(by, orders)[by.components().indexOf(l.component())] < order
            && s.nullifies(own.tags())) {
          r.base.add(l.node().id);
        }
      }
    }
    charge(r.base.size() - before, r);
  }

  /**
   * The landings that give a player a status that nullifies actions ({@code Arrested}), by
   * player: each a counter to his own actions of a higher order that it nullifies, as a death
   * is ({@code games.md} section 4.1); null when there are none.
   */
  private java.util.Map<Integer, List<Landing>> arrests;

  private java.util.Map<Integer, List<Landing>> arrests() {
    java.util.Map<Integer, List<Landing>> out = null;
    for (Landing l : effects) {
      if (l.action() != null && l.component().stateChange().flatMap(StateChange::givesTonight)
          .filter(StatusDefinition::nullifies).isPresent()) {
        out = out == null ? new java.util.HashMap<>() : out;
        out.computeIfAbsent(l.at(), k -> new ArrayList<>(1)).add(l);
      }
    }
    return out;
  }

  private int[] orders(PlannedAction a, int[][] orders) {
    if (orders[a.id()] == null) {
      orders[a.id()] = a.orderValues(options);
    }
    return orders[a.id()];
  }

  /**
   * The order of a kill owned by {@code own}: its first kill component's (a status's expiry: the
   * status's [order n], games.md section 4), or a trigger's shot.
   */
  private int killOrder(PlannedAction own, int[][] orders) {
    if (own.passive() && plan.expiryOf(own).isEmpty()) {
      return OrderValues.TRIGGERED;
    }
    List<Component> cs = own.components();
    for (int i = 0; i < cs.size(); i++) {
      if (cs.get(i).isKill()) {
        return orders(own, orders)[i];
      }
    }
    return OrderValues.TRIGGERED; // a kill in a trigger's response
  }

  /** The order of a mover's swap or redirect. */
  private int moverOrder(PlannedAction mover, int[][] orders) {
    List<Component> cs = mover.components();
    for (int i = 0; i < cs.size(); i++) {
      if (cs.get(i).isMove()) {
        return orders(mover, orders)[i];
      }
    }
    return OrderValues.REDIRECTION;
  }

  /**
   * The reason "the protection is used up on kill {@code k}" under {@code doctor-stops one}: a
   * counter of every single-use protection that covers {@code k}. Its actions are just the
   * kill's own action ({@link KillReason#own}), so that Rule #4 compares kills, not the movers,
   * guards and absences they came through: two different kills brought by one Bus Driver use up
   * two protections, while one kill along two routes (or a kill and a kill derived from it)
   * uses up one. Its counters are exactly the kill's counters, shared when the graph is frozen.
   * One node per kill reason, made on first use.
   */
  private Reason spend(KillReason k) {
    if (k.node.id >= spends.length) {
      spends = java.util.Arrays.copyOf(spends, Math.max(nodes.size(), 2 * spends.length));
    }
    Reason s = spends[k.node.id];
    if (s == null) {
      PlannedAction owner = plan.actions().get(k.own);
      s = newNode(Reason.Kind.SPEND, only(k.own), owner, k.node.component, null,
          List.of(k.node), k.victim, null);
      charge(1, s);
      spends[k.node.id] = s;
    }
    return s;
  }

  /** Macho: protections and guards of other players' actions have no effect on the holder. */
  private boolean macho(int player, PlannedAction by) {
    return Defenses.machoIgnores(plan.player(player).has(Trait.MACHO), player, by.actor());
  }

  // ---- freezing and claim reasons ------------------------------------------------------------

  private void freeze() {
    for (Reason r : nodes) {
      // a spend node's kill has a smaller id, so it is frozen already: share its counters; so
      // are the reasons a node inherits counters from
      if (r.kind == Reason.Kind.SPEND) {
        r.counters = r.parts.get(0).counters;
      } else if (r.inherits == null && r.landingOf == null && r.approachOf == null) {
        r.counters = dedupe(r.base, null);
      } else {
        IntList all = collect(r, true, true);
        charge(all.size(), r);
        r.counters = dedupe(all, null);
      }
      if (r.wantLanding) {
        r.landing = r.defensesFrom < 0 || r.defensesFrom == r.defensesTo ? r.counters
            : dedupe(collect(r, false, true), null);
      }
      if (r.wantApproach) {
        r.approach = dedupe(collect(r, false, false), null);
      }
      r.base = null;
    }
    frozen = true;
  }

  /**
   * Every counter of {@code r} before duplicates are dropped: its own, those it inherits, and
   * the landing (approach) counters of the kill it stops (an absence is used on); {@code
   * defenses} false leaves out the protections and guards of its victim (a kill's landing
   * counters), {@code shields} false its untargetability and absences too (its approach).
   */
  private static IntList collect(Reason r, boolean defenses, boolean shields) {
    IntList all = new IntList(r.base.size() + 8);
    for (int i = 0; i < r.base.size(); i++) {
      if ((defenses || i < r.defensesFrom || i >= r.defensesTo)
          && (shields || i < r.shieldsFrom || i >= r.shieldsTo)) {
        all.add(r.base.get(i));
      }
    }
    if (r.inherits != null) {
      for (Reason from : r.inherits) {
        for (int c : from.counters) {
          all.add(c);
        }
      }
    }
    if (r.landingOf != null) {
      for (int c : r.landingOf.landing) {
        all.add(c);
      }
    }
    if (r.approachOf != null) {
      for (int c : r.approachOf.approach) {
        all.add(c);
      }
    }
    return all;
  }

  /**
   * A claim reason: the conjunction of {@code parts}, countered by every counter of every part
   * and by {@code others}. Only after the graph is frozen.
   */
  Reason conjunction(List<Reason> parts, List<Reason> others) {
    if (!frozen) {
      throw new IllegalStateException("graph not frozen");
    }
    if (parts.size() == 1 && others.isEmpty()) {
      return parts.get(0);
    }
    int[] acts = parts.get(0).actions;
    IntList cs = new IntList();
    for (Reason p : parts) {
      acts = union(acts, p.actions);
      for (int c : p.counters) {
        cs.add(c);
      }
    }
    for (Reason o : others) {
      cs.add(o.id);
    }
    Reason node = newNode(Reason.Kind.CLAIM, acts, null, null, null, List.copyOf(parts), -1, null);
    charge(cs.size(), node);
    node.counters = dedupe(cs, null);
    return node;
  }

  private int[] dedupe(IntList a, IntList b) {
    if (a.isEmpty() && (b == null || b.isEmpty())) {
      return NO_COUNTERS;
    }
    if (mark.length < nodes.size()) {
      mark = Arrays.copyOf(mark, Math.max(nodes.size(), mark.length * 2));
    }
    stamp++;
    IntList out = scratch;
    out.clear();
    keepNew(a, out);
    if (b != null) {
      keepNew(b, out);
    }
    return out.toArray();
  }

  private void keepNew(IntList l, IntList out) {
    for (int i = 0; i < l.size(); i++) {
      int id = l.get(i);
      if (mark[id] != stamp) {
        mark[id] = stamp;
        out.add(id);
      }
    }
  }

  // ---- helpers ---------------------------------------------------------------------------------

  private Reason newNode(Reason.Kind kind, int[] actions, PlannedAction action, Component c,
      RouteStep step, List<Reason> parts, int victim, String how) {
    Reason r = new Reason(nodes.size(), kind, actions, action, c, step, parts, victim, how);
    nodes.add(r);
    return r;
  }

  private void charge(long steps, Reason where) {
    charge(steps, where, "while collecting the counters of a reason");
  }

  private void charge(long steps, Reason where, String doing) {
    if (!budget.charge(steps)) {
      List<Integer> ids = new ArrayList<>();
      for (int a : where.actions) {
        ids.add(a);
      }
      throw budget.exceeded(plan, doing, ids);
    }
  }

  /** The sorted union of two sorted action sets. */
  static int[] union(int[] a, int[] b) {
    int[] out = new int[a.length + b.length];
    int i = 0;
    int j = 0;
    int n = 0;
    while (i < a.length || j < b.length) {
      int v;
      if (j >= b.length || (i < a.length && a[i] < b[j])) {
        v = a[i++];
      } else if (i >= a.length || b[j] < a[i]) {
        v = b[j++];
      } else {
        v = a[i++];
        j++;
      }
      out[n++] = v;
    }
    return n == out.length ? out : Arrays.copyOf(out, n);
  }

  /** The shared action set {@code {id}}; never modified. */
  private int[] only(int id) {
    int[] s = singletons[id];
    if (s == null) {
      s = new int[] {id};
      singletons[id] = s;
    }
    return s;
  }

  private static int[] with(int[] sorted, int v) {
    return union(sorted, new int[] {v});
  }
}
