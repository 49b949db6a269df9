package org.nightres.nar;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.nightres.core.component.Component;
import org.nightres.core.component.Component.Kill;
import org.nightres.core.component.Component.Result;
import org.nightres.core.component.Component.Visit;
import org.nightres.core.plan.Defenses;
import org.nightres.core.component.Ref;
import org.nightres.core.kernel.Board;
import org.nightres.core.model.Player;
import org.nightres.core.plan.NightPlan;

/**
 * NAR's "might modify" relation over the unresolved actions, computed from the current state
 * of the night ({@code schemes.md} section 4.7). A new graph is built after every resolution,
 * because resolved moves change where components land and resolved blocks doom actions.
 *
 * <p>The rules (could-land sets, doomed actions, one edge rule per component kind, observation)
 * are listed in the package documentation; each is one branch of {@code modifies} or {@code
 * observes} here. An {@code Index} narrows the pairs to ask about to a superset of the real
 * edges, so the rules alone decide the graph. Not thread-safe: confined to one resolution.
 */
final class MightModifyGraph {
  private final NightPlan plan;
  private final List<NarAction> nodes;
  private final BitSet unresolved;
  private final BitSet doomed = new BitSet();
  /** Could-land sets, by node id and component index; null for resolved nodes. */
  private final BitSet[][] land;
  private final BitSet[] predecessors;
  private final BitSet[] moves;

  private record SwapMove(int first, int second) {}

  private record RedirectMove(int actorOf, int to, Component.Redirect redirect) {}

  private record DeflectMove(int holder, int to, Component.Deflect deflect) {}

  private MightModifyGraph(List<NarAction> nodes, BitSet unresolved, Board<NarAction> board,
      NightPlan plan) {
    int players = plan.playerCount();
    this.plan = plan;
    this.nodes = nodes;
    this.unresolved = unresolved;
    int n = nodes.size();
    this.land = new BitSet[n][];
    this.predecessors = new BitSet[n];
    this.moves = new BitSet[n];
    List<SwapMove> swaps = new ArrayList<>();
    List<RedirectMove> redirects = new ArrayList<>();
    List<DeflectMove> deflects = new ArrayList<>();
    for (int id = unresolved.nextSetBit(0); id >= 0; id = unresolved.nextSetBit(id + 1)) {
      NarAction a = nodes.get(id);
      predecessors[id] = new BitSet();
      moves[id] = new BitSet();
      if (a.blockedBy(board).isPresent()) {
        doomed.set(id);
        continue;
      }
      for (int i = 0; i < a.components.size(); i++) {
        int at = a.position(i);
        a.components.get(i).accept(new Component.Visitor<Void>() {
          @Override
          public Void visitKill(Component.Kill c) {
            return null;
          }

          @Override
          public Void visitResult(Component.Result c) {
            return null;
          }

          @Override
          public Void visitRecruit(Component.Recruit c) {
            return null;
          }

          @Override
          public Void visitFruit(Component.Fruit c) {
            return null;
          }

          @Override
          public Void visitChange(Component.Change c) {
            return null;
          }

          @Override
          public Void visitNotify(Component.Notify c) {
            return null;
          }

          @Override
          public Void visitInform(Component.Inform c) {
            return null;
          }

          @Override
          public Void visitVisit(Component.Visit c) {
            return null;
          }

          @Override
          public Void visitProtect(Component.Protect c) {
            return null;
          }

          @Override
          public Void visitBlock(Component.Block c) {
            return null;
          }

          @Override
          public Void visitRedirect(Component.Redirect c) {
            redirects.add(new RedirectMove(at, a.bind(c.to()), c));
            return null;
          }

          @Override
          public Void visitSwap(Component.Swap c) {
            swaps.add(new SwapMove(a.bind(c.first()), a.bind(c.second())));
            return null;
          }

          @Override
          public Void visitDeflect(Component.Deflect c) {
            deflects.add(new DeflectMove(at, a.bind(c.to()), c));
            return null;
          }

          @Override
          public Void visitUntargetable(Component.Untargetable c) {
            return null;
          }

          @Override
          public Void visitGuard(Component.Guard c) {
            return null;
          }

          @Override
          public Void visitAbsent(Component.Absent c) {
            return null;
          }

          @Override
          public Void visitTrigger(Component.Trigger c) {
            return null;
          }

          @Override
          public Void visitDisguise(Component.Disguise c) {
            return null;
          }

          @Override
          public Void visitCancel(Component.Cancel c) {
            return null;
          }

          @Override
          public Void visitWhen(Component.When c) {
            throw new IllegalStateException("planning resolves " + c.describe());
          }
        });
      }
    }
    BitSet redirected = new BitSet();
    redirects.forEach(r -> redirected.set(r.actorOf()));
    // a deflect's or a filtered redirect's reach depends on the moved action, not on its place
    // and actor alone: then no closure is shared
    boolean filtered = !deflects.isEmpty() || redirects.stream().anyMatch(r ->
        !r.redirect().onlyTags().isEmpty() || !r.redirect().exceptTags().isEmpty());
    Map<Long, BitSet> closures = new HashMap<>(); // lookups only, never iterated
    for (int id = unresolved.nextSetBit(0); id >= 0; id = unresolved.nextSetBit(id + 1)) {
      NarAction b = nodes.get(id);
      land[id] = new BitSet[b.components.size()];
      for (int i = 0; i < b.components.size(); i++) {
        if (!b.moves(i)) {
          land[id][i] = new BitSet();
          land[id][i].set(b.position(i));
          continue;
        }
        int at = i;
        if (filtered) {
          land[id][i] = closure(b, at, swaps, redirects, deflects);
          continue;
        }
        long key = (long) b.position(i) << 32 | (redirected.get(b.actor) ? b.actor : -1L) & 0xffffffffL;
        land[id][i] = closures.computeIfAbsent(key, k -> closure(b, at, swaps, redirects, deflects));
      }
    }
    Index index = new Index(players);
    for (int a = unresolved.nextSetBit(0); a >= 0; a = unresolved.nextSetBit(a + 1)) {
      if (doomed.get(a)) {
        continue;
      }
      BitSet candidates = index.candidates(nodes.get(a));
      for (int b = candidates.nextSetBit(0); b >= 0; b = candidates.nextSetBit(b + 1)) {
        if (a != b && !doomed.get(b) && nodes.get(a).cause != b) {
          connect(nodes.get(a), nodes.get(b));
        }
      }
    }
  }

  /**
   * Which unresolved actions each component kind could possibly modify: a superset of the real
   * successors, so that {@link #connect} (which decides every edge) is asked about few pairs.
   */
  private final class Index {
    final BitSet[] byActor;
    final BitSet[] landingOn;
    final BitSet killers = new BitSet();
    final BitSet harmers = new BitSet();
    final BitSet observers = new BitSet();

    Index(int players) {
      byActor = new BitSet[players];
      landingOn = new BitSet[players];
      for (int p = 0; p < players; p++) {
        byActor[p] = new BitSet();
        landingOn[p] = new BitSet();
      }
      for (int id = unresolved.nextSetBit(0); id >= 0; id = unresolved.nextSetBit(id + 1)) {
        NarAction b = nodes.get(id);
        byActor[b.actor].set(id);
        for (int i = 0; i < b.components.size(); i++) {
          Component c = b.components.get(i);
          int row = id;
          land[id][i].stream().forEach(p -> landingOn[p].set(row));
          c.accept(new Indexing(b));
        }
      }
    }

    BitSet candidates(NarAction a) {
      BitSet out = (BitSet) observers.clone();
      for (int i = 0; i < a.components.size(); i++) {
        a.components.get(i).accept(new Candidates(a, i, out));
      }
      return out;
    }

    /** Indexes one component of node {@code b}: where swaps reach, who kills, who observes. */
    private final class Indexing implements Component.Visitor<Void> {
      private final NarAction b;

      Indexing(NarAction b) {
        this.b = b;
      }

      @Override
      public Void visitKill(Component.Kill c) {
        killers.set(b.id);
        return null;
      }

      @Override
      public Void visitResult(Component.Result c) {
        observers.set(b.id);
        return null;
      }

      @Override
      public Void visitRecruit(Component.Recruit c) {
        return null;
      }

      @Override
      public Void visitFruit(Component.Fruit c) {
        return null;
      }

      @Override
      public Void visitChange(Component.Change c) {
        if (c.change().harm()) {
          harmers.set(b.id);
        }
        return null;
      }

      @Override
      public Void visitNotify(Component.Notify c) {
        return null;
      }

      @Override
      public Void visitInform(Component.Inform c) {
        return null;
      }

      @Override
      public Void visitVisit(Component.Visit c) {
        return null;
      }

      @Override
      public Void visitProtect(Component.Protect c) {
        return null;
      }

      @Override
      public Void visitBlock(Component.Block c) {
        return null;
      }

      @Override
      public Void visitRedirect(Component.Redirect c) {
        return null;
      }

      @Override
      public Void visitSwap(Component.Swap c) {
        landingOn[b.bind(c.second())].set(b.id);
        return null;
      }

      @Override
      public Void visitDeflect(Component.Deflect c) {
        return null; // it lands on its holder only (an untargetable holder stops it)
      }

      @Override
      public Void visitUntargetable(Component.Untargetable c) {
        return null;
      }

      @Override
      public Void visitGuard(Component.Guard c) {
        return null;
      }

      @Override
      public Void visitAbsent(Component.Absent c) {
        return null;
      }

      @Override
      public Void visitTrigger(Component.Trigger c) {
        return null;
      }

      @Override
      public Void visitDisguise(Component.Disguise c) {
        return null;
      }

      @Override
      public Void visitCancel(Component.Cancel c) {
        return null;
      }

      @Override
      public Void visitWhen(Component.When c) {
        throw new IllegalStateException("planning resolves " + c.describe());
      }
    }

    /** Adds to {@code out} the nodes component {@code i} of {@code a} could modify. */
    private final class Candidates implements Component.Visitor<Void> {
      private final NarAction a;
      private final int i;
      private final BitSet at;
      private final BitSet out;

      Candidates(NarAction a, int i, BitSet out) {
        this.a = a;
        this.i = i;
        this.at = land[a.id][i];
        this.out = out;
      }

      @Override
      public Void visitKill(Component.Kill c) {
        return null;
      }

      @Override
      public Void visitResult(Component.Result c) {
        return null;
      }

      @Override
      public Void visitRecruit(Component.Recruit c) {
        return null;
      }

      @Override
      public Void visitFruit(Component.Fruit c) {
        return null;
      }

      @Override
      public Void visitChange(Component.Change c) {
        if (c.change().clears().isPresent()) { // the expiry of the status it clears
          at.stream().forEach(p -> out.or(byActor[p]));
        }
        return null;
      }

      @Override
      public Void visitNotify(Component.Notify c) {
        return null;
      }

      @Override
      public Void visitInform(Component.Inform c) {
        return null;
      }

      @Override
      public Void visitVisit(Component.Visit c) {
        return null;
      }

      @Override
      public Void visitProtect(Component.Protect c) {
        out.or(killers);
        out.or(harmers); // a harm (a tagged status) it would stop
        return null;
      }

      @Override
      public Void visitBlock(Component.Block c) {
        at.stream().forEach(p -> out.or(byActor[p]));
        return null;
      }

      @Override
      public Void visitRedirect(Component.Redirect c) {
        out.or(byActor[a.position(i)]);
        return null;
      }

      @Override
      public Void visitSwap(Component.Swap c) {
        out.or(landingOn[a.bind(c.first())]);
        out.or(landingOn[a.bind(c.second())]);
        return null;
      }

      @Override
      public Void visitDeflect(Component.Deflect c) {
        out.or(landingOn[a.position(i)]);
        return null;
      }

      @Override
      public Void visitUntargetable(Component.Untargetable c) {
        at.stream().forEach(p -> out.or(landingOn[p]));
        return null;
      }

      @Override
      public Void visitGuard(Component.Guard c) {
        out.or(killers);
        return null;
      }

      @Override
      public Void visitAbsent(Component.Absent c) {
        out.or(killers);
        return null;
      }

      @Override
      public Void visitTrigger(Component.Trigger c) {
        int watches = c.about().isEmpty() || c.event() != Component.Event.ON_VISITED ? a.actor
            : c.about().get().kind() == Ref.Kind.PARAM ? a.planned.player(c.about().get()) : -1;
        if (watches >= 0) { // visited(stored(k)): what lands on the stored target
          out.or(landingOn[watches]);
        }
        return null;
      }

      @Override
      public Void visitDisguise(Component.Disguise c) {
        return null; // the results it could change are observers: candidates of every action
      }

      @Override
      public Void visitCancel(Component.Cancel c) {
        return null; // in a trigger's response: the trigger is what might modify
      }

      @Override
      public Void visitWhen(Component.When c) {
        throw new IllegalStateException("planning resolves " + c.describe());
      }
    }
  }

  /** The graph over the unresolved nodes of a night of {@code players}, given the states so far. */
  static MightModifyGraph of(List<NarAction> nodes, BitSet unresolved, Board<NarAction> board,
      NightPlan plan) {
    return new MightModifyGraph(nodes, unresolved, board, plan);
  }

  /** The unresolved actions that might modify node {@code id}. */
  BitSet predecessors(int id) {
    return predecessors[id];
  }

  /** The unresolved actions node {@code id} could move (empty unless it is a live mover). */
  BitSet moves(int id) {
    return moves[id];
  }

  /** Whether node {@code id} is already certain to be blocked. */
  boolean doomed(int id) {
    return doomed.get(id);
  }

  /** The players component {@code i} of unresolved node {@code id} could land on. */
  BitSet couldLand(int id, int i) {
    return land[id][i];
  }

  /** The unresolved nodes nothing unresolved might modify. */
  BitSet free() {
    BitSet free = new BitSet();
    for (int id = unresolved.nextSetBit(0); id >= 0; id = unresolved.nextSetBit(id + 1)) {
      if (predecessors[id].isEmpty()) {
        free.set(id);
      }
    }
    return free;
  }

  /**
   * The source strongly-connected components of the graph: loops that nothing outside them
   * might modify. Non-empty whenever {@link #free()} is empty and something is unresolved.
   */
  List<BitSet> sourceComponents() {
    List<BitSet> sources = new ArrayList<>();
    for (BitSet scc : StrongComponents.of(unresolved, id -> predecessors[id])) {
      boolean source = true;
      for (int id = scc.nextSetBit(0); id >= 0 && source; id = scc.nextSetBit(id + 1)) {
        BitSet outside = (BitSet) predecessors[id].clone();
        outside.andNot(scc);
        source = outside.isEmpty();
      }
      if (source) {
        sources.add(scc);
      }
    }
    return sources;
  }

  private BitSet closure(NarAction b, int i, List<SwapMove> swaps,
      List<RedirectMove> redirects, List<DeflectMove> deflects) {
    BitSet set = new BitSet();
    set.set(b.position(i));
    if (!b.moves(i)) {
      return set;
    }
    Player actor = plan.player(b.actor);
    boolean changed = true;
    while (changed) {
      changed = false;
      for (RedirectMove r : redirects) {
        if (r.actorOf() == b.actor && !set.get(r.to()) && r.redirect().reaches(b.planned.tags())) {
          set.set(r.to());
          changed = true;
        }
      }
      for (DeflectMove d : deflects) {
        if (set.get(d.holder()) && !set.get(d.to())
            && d.deflect().reaches(b.planned.tags(), actor)) {
          set.set(d.to());
          changed = true;
        }
      }
      for (SwapMove s : swaps) {
        if (set.get(s.first()) != set.get(s.second())) {
          set.set(s.first());
          set.set(s.second());
          changed = true;
        }
      }
    }
    return set;
  }

  /** The players component {@code i} of {@code b} targets, for untargetability. */
  private BitSet targets(NarAction b, int i) {
    Component c = b.components.get(i);
    BitSet set = new BitSet();
    if (!c.isVisit() && c.target().kind() != Ref.Kind.SELF) {
      set.or(land[b.id][i]);
    }
    c.accept(new Component.Visitor<Void>() {
      @Override
      public Void visitKill(Component.Kill c) {
        return null;
      }

      @Override
      public Void visitResult(Component.Result c) {
        return null;
      }

      @Override
      public Void visitRecruit(Component.Recruit c) {
        return null;
      }

      @Override
      public Void visitFruit(Component.Fruit c) {
        return null;
      }

      @Override
      public Void visitChange(Component.Change c) {
        return null;
      }

      @Override
      public Void visitNotify(Component.Notify c) {
        return null;
      }

      @Override
      public Void visitInform(Component.Inform c) {
        return null;
      }

      @Override
      public Void visitVisit(Component.Visit c) {
        return null;
      }

      @Override
      public Void visitProtect(Component.Protect c) {
        return null;
      }

      @Override
      public Void visitBlock(Component.Block c) {
        return null;
      }

      @Override
      public Void visitRedirect(Component.Redirect c) {
        return null;
      }

      @Override
      public Void visitSwap(Component.Swap c) {
        set.clear();
        set.set(b.bind(c.first()));
        set.set(b.bind(c.second()));
        return null;
      }

      @Override
      public Void visitDeflect(Component.Deflect c) {
        return null; // its holder, unless it is the actor's self
      }

      @Override
      public Void visitUntargetable(Component.Untargetable c) {
        return null;
      }

      @Override
      public Void visitGuard(Component.Guard c) {
        return null;
      }

      @Override
      public Void visitAbsent(Component.Absent c) {
        return null;
      }

      @Override
      public Void visitTrigger(Component.Trigger c) {
        return null;
      }

      @Override
      public Void visitDisguise(Component.Disguise c) {
        return null;
      }

      @Override
      public Void visitCancel(Component.Cancel c) {
        return null;
      }

      @Override
      public Void visitWhen(Component.When c) {
        throw new IllegalStateException("planning resolves " + c.describe());
      }
    });
    return set;
  }

  private void connect(NarAction a, NarAction b) {
    for (int i = 0; i < a.components.size(); i++) {
      if (a.components.get(i).accept(new Modifies(a, i, b))) {
        predecessors[b.id].set(a.id);
        if (a.components.get(i).isMove()) {
          moves[a.id].set(b.id);
        }
      }
    }
    if (observes(b, a)) {
      predecessors[b.id].set(a.id);
    }
  }

  /**
   * Whether component {@code i} of {@code a} might modify {@code b}: one edge rule per component
   * kind. Which defense stops which kill is {@link Defenses}'; a guard is asked about every kill
   * it could reach, as before the rules moved to core (a superset never changes an outcome).
   */
  private final class Modifies implements Component.Visitor<Boolean> {
    private final NarAction a;
    private final int i;
    private final NarAction b;
    private final BitSet at;

    Modifies(NarAction a, int i, NarAction b) {
      this.a = a;
      this.i = i;
      this.b = b;
      this.at = land[a.id][i];
    }

    @Override
    public Boolean visitKill(Component.Kill c) {
      return false;
    }

    @Override
    public Boolean visitResult(Component.Result c) {
      return false;
    }

    @Override
    public Boolean visitRecruit(Component.Recruit c) {
      return false;
    }

    @Override
    public Boolean visitFruit(Component.Fruit c) {
      return false;
    }

    @Override
    public Boolean visitChange(Component.Change c) {
      // a clear removes a status before its expiry happens
      return c.change().clears().isPresent() && at.get(b.actor)
          && c.change().clears().equals(b.expiryOf);
    }

    @Override
    public Boolean visitNotify(Component.Notify c) {
      return false;
    }

    @Override
    public Boolean visitInform(Component.Inform c) {
      return false;
    }

    @Override
    public Boolean visitVisit(Component.Visit c) {
      return false;
    }

    @Override
    public Boolean visitProtect(Component.Protect c) {
      Player attacker = plan.player(b.actor);
      if (anyKill(b, at, k -> Defenses.protects(c, k.killClass(), b.planned.tags(), attacker))) {
        return true;
      }
      for (int j = 0; j < b.components.size(); j++) { // a harm it would stop
        if (Defenses.shields(c, b.components.get(j), b.planned.tags(), attacker)
            && land[b.id][j].intersects(at)) {
          return true;
        }
      }
      return false;
    }

    @Override
    public Boolean visitBlock(Component.Block c) {
      return b.blockable && at.get(b.actor) && c.reaches(b.planned.tags());
    }

    @Override
    public Boolean visitRedirect(Component.Redirect c) {
      return b.actor == a.position(i) && b.anyMoves() && c.reaches(b.planned.tags());
    }

    @Override
    public Boolean visitDeflect(Component.Deflect c) {
      int holder = a.position(i);
      if (holder == a.bind(c.to()) || !c.reaches(b.planned.tags(), plan.player(b.actor))) {
        return false;
      }
      for (int j = 0; j < b.components.size(); j++) {
        if (b.moves(j) && land[b.id][j].get(holder)) {
          return true;
        }
      }
      return false;
    }

    @Override
    public Boolean visitSwap(Component.Swap c) {
      BitSet pair = new BitSet();
      pair.set(a.bind(c.first()));
      pair.set(a.bind(c.second()));
      for (int j = 0; j < b.components.size(); j++) {
        if (b.moves(j) && land[b.id][j].intersects(pair)) {
          return true;
        }
      }
      return false;
    }

    @Override
    public Boolean visitUntargetable(Component.Untargetable c) {
      for (int j = 0; j < b.components.size(); j++) {
        if (Defenses.untargetableStops(c, b.components.get(j), b.planned.tags())
            && targets(b, j).intersects(at)) {
          return true;
        }
      }
      return false;
    }

    @Override
    public Boolean visitGuard(Component.Guard c) {
      return anyKill(b, at, k -> true);
    }

    @Override
    public Boolean visitAbsent(Component.Absent c) {
      BitSet places = (BitSet) at.clone();
      places.set(a.bind(c.holder()));
      return anyKill(b, places, k -> Defenses.absenceStops(c, k.killClass()));
    }

    @Override
    public Boolean visitTrigger(Component.Trigger c) {
      // a cancel holds from its arming on: it might modify the holder's own visits to himself
      if (b.actor == a.actor && !c.cancels() || b.triggered()) {
        return false;
      }
      for (int j = 0; j < b.components.size(); j++) {
        if (b.components.get(j).isVisit() && land[b.id][j].get(a.actor)) {
          return true;
        }
      }
      return false;
    }

    @Override
    public Boolean visitDisguise(Component.Disguise c) {
      for (int j = 0; j < b.components.size(); j++) { // a result that sees it, landing there
        Optional<Component.Result> r = b.components.get(j).asResult();
        if (r.isPresent() && r.get().sees(c.strength()) && land[b.id][j].intersects(at)) {
          return true;
        }
      }
      return false;
    }

    @Override
    public Boolean visitCancel(Component.Cancel c) {
      return false; // the trigger that holds it might modify (visitTrigger)
    }

    @Override
    public Boolean visitWhen(Component.When c) {
      throw new IllegalStateException("planning resolves " + c.describe());
    }
  }

  private boolean anyKill(NarAction b, BitSet places, java.util.function.Predicate<Kill> which) {
    for (int j = 0; j < b.components.size(); j++) {
      Component c = b.components.get(j);
      if (c.isKill() && which.test((Kill) c) && land[b.id][j].intersects(places)) {
        return true;
      }
    }
    return false;
  }

  /** Whether information action {@code observer} observes {@code a}. */
  private boolean observes(NarAction observer, NarAction a) {
    if (a.has(Result.class)) {
      return false;
    }
    for (int i = 0; i < observer.components.size(); i++) {
      Component c = observer.components.get(i);
      if (c.resultKind().isEmpty()) {
        continue;
      }
      BitSet watched = land[observer.id][i];
      switch (c.resultKind().get()) {
        case TRACK:
          if (a.trackable && a.has(Visit.class) && watched.get(a.actor)) {
            return true;
          }
          break;
        case WATCH:
          if (a.trackable && a.actor != observer.actor && visitsAny(a, watched)) {
            return true;
          }
          break;
        case DETECT:
          if (!a.triggered() && a.has(Kill.class) && watched.get(a.actor)) {
            return true;
          }
          break;
        default:
          break;
      }
    }
    return false;
  }

  private boolean visitsAny(NarAction a, BitSet places) {
    for (int j = 0; j < a.components.size(); j++) {
      if (a.components.get(j).isVisit() && land[a.id][j].intersects(places)) {
        return true;
      }
    }
    return false;
  }
}
