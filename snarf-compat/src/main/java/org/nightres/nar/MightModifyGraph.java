package org.nightres.nar;

import java.util.ArrayList;
import java.util.Arrays;
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
 * of the night ({@code schemes.md} section 4.7).
 *
 * <p>The rules (could-land sets, doomed actions, one edge rule per component kind, observation)
 * are listed in the package documentation; each is one branch of {@code Modifies} or {@code
 * observes} here. An index by player narrows the pairs to ask about to a superset of the real
 * edges ({@code Candidates}), so the rules alone decide the graph; {@code exhaustive} asks about
 * every pair instead, for the tests that check the index.
 *
 * <p>A graph is built once and then follows the night ({@link NarRun}): an action resolved is
 * {@link #remove removed} with its edges, an action a new block reaches is {@link #doom doomed}
 * (it loses its edges), and when a mover leaves (resolved or doomed) or an action's own move
 * carries others, the actions whose could-land sets that changes {@link #follow get them anew},
 * and their edges, both ways; the nodes left free are kept as the graph changes. A relation
 * between two unresolved actions never appears later: could-land sets only shrink as movers
 * leave, and a new block only takes edges away, so the index built with the graph stays a
 * superset. A move made by a response the kernel runs, or a triggered action added, is a new
 * graph. Not thread-safe: confined to one resolution.
 */
final class MightModifyGraph {
  private final NightPlan plan;
  private final List<NarAction> nodes;
  /** How many nodes the graph covers: nodes added since are not in it. */
  private final int size;
  /** The unresolved nodes, less those removed since the graph was built. */
  private final BitSet live;
  private final BitSet doomed = new BitSet();
  /** The live nodes no active node might modify (doomed nodes included). */
  private final BitSet free = new BitSet();
  /** {@link #free} by rank ({@code rank} given), so that the first free node is one look-up. */
  private final BitSet freeByRank = new BitSet();
  private final int[] rank;
  private final int[] byRank;
  /** Could-land sets, by node id and component index; null for nodes not live when built. */
  private final Places[][] land;
  /**
   * Edges both ways, as (node, its version) pairs: an edge counts while both its nodes are
   * active and at the version it was made with (a node whose could-land sets change gets a new
   * version and its edges anew).
   */
  private final Ints[] predecessors;
  private final Ints[] successors;
  private final int[] version;
  /** The active movers: whose moves the could-land sets count. */
  private final BitSet movers = new BitSet();
  private final Scratch scratch;
  /** Per node, how many active nodes might modify it. */
  private final int[] waiting;
  /** Per live mover, the nodes it could move; null for the others. */
  private final BitSet[] moves;

  /** A move of mover node {@code by}. */
  private record SwapMove(int by, int first, int second) {}

  private record RedirectMove(int by, int actorOf, int to, Component.Redirect redirect) {}

  private record DeflectMove(int by, int holder, int to, Component.Deflect deflect) {}

  /**
   * Whether a move depends on the action moved (a deflect, a redirect limited by tags): then
   * {@link #follow} computes could-land sets over every active mover, not by reach.
   */
  private final boolean filtered;
  /** The swaps by a player they name, and the redirects by the actor they redirect. */
  private final Map<Integer, List<SwapMove>> swapsAt = new HashMap<>();
  private final Map<Integer, List<RedirectMove>> redirectsOf = new HashMap<>();

  private MightModifyGraph(List<NarAction> nodes, BitSet unresolved, Board<NarAction> board,
      NightPlan plan, Scratch scratch, boolean exhaustive, int[] rank) {
    this.plan = plan;
    this.nodes = nodes;
    this.size = nodes.size();
    this.live = (BitSet) unresolved.clone();
    this.rank = rank;
    this.byRank = rank == null ? null : new int[size];
    for (int id = 0; rank != null && id < size; id++) {
      byRank[rank[id]] = id;
    }
    this.land = new Places[size][];
    this.predecessors = new Ints[size];
    this.successors = new Ints[size];
    this.waiting = new int[size];
    this.version = new int[size];
    this.scratch = scratch;
    this.moves = new BitSet[size];
    List<SwapMove> swaps = new ArrayList<>();
    List<RedirectMove> redirects = new ArrayList<>();
    List<DeflectMove> deflects = new ArrayList<>();
    for (int id = live.nextSetBit(0); id >= 0; id = live.nextSetBit(id + 1)) {
      NarAction a = nodes.get(id);
      if (a.blockedBy(board).isPresent()) {
        doomed.set(id);
        continue;
      }
      if (a.mover) {
        moves[id] = new BitSet();
        movers.set(id);
        collectMoves(a, swaps, redirects, deflects);
      }
    }
    Closures closures = new Closures(swaps, redirects, deflects);
    this.filtered = closures.filtered;
    for (SwapMove x : swaps) {
      swapsAt.computeIfAbsent(x.first(), k -> new ArrayList<>()).add(x);
      swapsAt.computeIfAbsent(x.second(), k -> new ArrayList<>()).add(x);
    }
    redirects.forEach(x -> redirectsOf.computeIfAbsent(x.actorOf(), k -> new ArrayList<>()).add(x));
    for (int id = live.nextSetBit(0); id >= 0; id = live.nextSetBit(id + 1)) {
      NarAction b = nodes.get(id);
      land[id] = new Places[b.components.size()];
      for (int i = 0; i < b.components.size(); i++) {
        land[id][i] = b.moves(i) ? closures.of(b, i) : Places.of(b.position(i));
      }
    }
    connectAll(scratch, exhaustive);
    for (int id = live.nextSetBit(0); id >= 0; id = live.nextSetBit(id + 1)) {
      if (waiting[id] == 0) {
        setFree(id);
      }
    }
  }

  /** Adds the moves of active mover {@code a} (its redirects, swaps and deflects). */
  private static void collectMoves(NarAction a, List<SwapMove> swaps,
      List<RedirectMove> redirects, List<DeflectMove> deflects) {
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
          redirects.add(new RedirectMove(a.id, at, a.bind(c.to()), c));
          return null;
        }

        @Override
        public Void visitSwap(Component.Swap c) {
          swaps.add(new SwapMove(a.id, a.bind(c.first()), a.bind(c.second())));
          return null;
        }

        @Override
        public Void visitDeflect(Component.Deflect c) {
          deflects.add(new DeflectMove(a.id, at, a.bind(c.to()), c));
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

  /**
   * Where a movable component could be carried: its place, closed under every active move.
   * When no move depends on the moved action (no deflect, no redirect limited by tags), that is
   * {@link #reach}, shared by every component with the same place and actor; otherwise each
   * component's closure is computed alone, over the moves given.
   */
  private final class Closures {
    private final List<SwapMove> swaps;
    private final List<RedirectMove> redirects;
    private final List<DeflectMove> deflects;
    private final boolean filtered;
    private final Map<Long, Places> shared = new HashMap<>(); // look-ups only, never iterated

    Closures(List<SwapMove> swaps, List<RedirectMove> redirects, List<DeflectMove> deflects) {
      this.swaps = swaps;
      this.redirects = redirects;
      this.deflects = deflects;
      this.filtered = !deflects.isEmpty() || redirects.stream().anyMatch(r ->
          !r.redirect().onlyTags().isEmpty() || !r.redirect().exceptTags().isEmpty());
    }

    Places of(NarAction b, int i) {
      if (filtered) {
        return Places.of(closure(b, i));
      }
      int at = b.position(i);
      boolean redirected = redirectsOf.containsKey(b.actor);
      if (!redirected && !swapsAt.containsKey(at)) {
        return Places.of(at);
      }
      long key = (long) at << 32 | (redirected ? b.actor : -1L) & 0xffffffffL;
      return shared.computeIfAbsent(key, k -> reach(at, b.actor));
    }

    /** The closure of one component alone: every live move, to a fixed point. */
    private BitSet closure(NarAction b, int i) {
      BitSet set = new BitSet();
      set.set(b.position(i));
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
  }

  // ---- edges ------------------------------------------------------------------------------

  /** Every edge between active nodes: each pair the index gives (or every pair) asked once. */
  private void connectAll(Scratch scratch, boolean exhaustive) {
    scratch.index(this);
    for (int a = live.nextSetBit(0); a >= 0; a = live.nextSetBit(a + 1)) {
      if (doomed.get(a)) {
        continue;
      }
      NarAction from = nodes.get(a);
      Ints candidates = exhaustive ? scratch.every(live) : scratch.candidates(this, from);
      for (int k = 0; k < candidates.size; k++) {
        int b = candidates.at[k];
        if (a != b && !doomed.get(b) && from.cause != b) {
          connect(from, nodes.get(b));
        }
      }
    }
  }

  private void connect(NarAction a, NarAction b) {
    boolean edge = false;
    for (int i = 0; i < a.components.size(); i++) {
      if (a.components.get(i).accept(new Modifies(a, i, b))) {
        edge = true;
        if (a.components.get(i).isMove()) {
          moves[a.id].set(b.id);
        }
      }
    }
    if (edge || observes(b, a)) {
      Ints.add(predecessors, b.id, a.id, version[a.id]);
      Ints.add(successors, a.id, b.id, version[b.id]);
      if (waiting[b.id]++ == 0 && free.get(b.id)) {
        clearFree(b.id);
      }
    }
  }

  /**
   * The graph's per-player index and its scratch space, kept by a resolution across its graphs
   * so that a graph costs its nodes, not the night's players: buckets of node ids by player,
   * emptied after each graph. Which buckets a component reads ({@code Candidates}) is, for every
   * edge rule, a superset of the nodes the rule can connect it to.
   */
  static final class Scratch {
    /** Live nodes by actor. */
    private final Ints[] byActor;
    /** Live nodes with a component that could land on the player (a swap: on both). */
    private final Ints[] landingOn;
    /** Live nodes with a kill that could land on the player. */
    private final Ints[] killersAt;
    /** Live nodes with a harm (a tagged status) that could land on the player. */
    private final Ints[] harmersAt;
    /** Live nodes with a result that could land on the player. */
    private final Ints[] observersAt;
    /** Active nodes whose candidates were looked up at the player (the index read backwards). */
    private final Ints[] askedAt;
    /** The node whose candidates are being looked up. */
    private int asking;
    private final Ints touched = new Ints();
    private final Ints candidates = new Ints();
    private int[] seen = new int[0];
    private int mark;

    Scratch(int players) {
      byActor = new Ints[players];
      landingOn = new Ints[players];
      killersAt = new Ints[players];
      harmersAt = new Ints[players];
      observersAt = new Ints[players];
      askedAt = new Ints[players];
    }

    private void index(MightModifyGraph g) {
      clear();
      if (seen.length < g.size) {
        seen = new int[Math.max(g.size, 2 * seen.length)];
        mark = 0;
      }
      for (int id = g.live.nextSetBit(0); id >= 0; id = g.live.nextSetBit(id + 1)) {
        NarAction b = g.nodes.get(id);
        put(byActor, b.actor, id);
        for (int i = 0; i < b.components.size(); i++) {
          Component c = b.components.get(i);
          Places at = g.land[id][i];
          int row = id;
          at.forEach(p -> put(landingOn, p, row));
          if (c.isKill()) {
            at.forEach(p -> put(killersAt, p, row));
          }
          if (c.stateChange().map(org.nightres.core.component.StateChange::harm).orElse(false)) {
            at.forEach(p -> put(harmersAt, p, row));
          }
          if (c.resultKind().isPresent() || c.asResult().isPresent()) {
            at.forEach(p -> put(observersAt, p, row));
          }
          g.targets(b, i).forEach(p -> put(landingOn, p, row)); // a swap: both its players
        }
      }
    }

    private void put(Ints[] buckets, int player, int id) {
      if (buckets[player] == null) {
        buckets[player] = new Ints();
      }
      if (buckets[player].size == 0) {
        touched.add(player);
      }
      buckets[player].add(id);
    }

    /** Empties the buckets the last graph wrote. */
    private void clear() {
      for (int k = 0; k < touched.size; k++) {
        int p = touched.at[k];
        for (Ints[] buckets : List.of(byActor, landingOn, killersAt, harmersAt, observersAt,
            askedAt)) {
          if (buckets[p] != null) {
            buckets[p].size = 0;
          }
        }
      }
      touched.size = 0;
    }

    private Ints every(BitSet live) {
      candidates.size = 0;
      live.stream().forEach(candidates::add);
      return candidates;
    }

    private void newMark() {
      if (++mark == Integer.MAX_VALUE) {
        Arrays.fill(seen, 0);
        mark = 1;
      }
    }

    /** The nodes {@code a} might modify or be observed by: a superset, each node once. */
    private Ints candidates(MightModifyGraph g, NarAction a) {
      candidates.size = 0;
      asking = a.id;
      newMark();
      for (int i = 0; i < a.components.size(); i++) {
        a.components.get(i).accept(g.new Candidates(a, i, this));
      }
      if (!a.has(Result.class)) { // who could observe it: its actor, where its visits land
        add(observersAt, a.actor);
        for (int j = 0; j < a.components.size(); j++) {
          if (a.components.get(j).isVisit()) {
            g.land[a.id][j].forEach(p -> add(observersAt, p));
          }
        }
      }
      return candidates;
    }

    private void add(Ints[] buckets, int player) {
      put(askedAt, player, asking);
      Ints bucket = buckets[player];
      if (bucket == null) {
        return;
      }
      for (int k = 0; k < bucket.size; k++) {
        int b = bucket.at[k];
        if (seen[b] != mark) {
          seen[b] = mark;
          candidates.add(b);
        }
      }
    }
  }

  /** Adds to the scratch's candidates the nodes component {@code i} of {@code a} could modify. */
  private final class Candidates implements Component.Visitor<Void> {
    private final NarAction a;
    private final int i;
    private final Places at;
    private final Scratch s;

    Candidates(NarAction a, int i, Scratch s) {
      this.a = a;
      this.i = i;
      this.at = land[a.id][i];
      this.s = s;
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
        at.forEach(p -> s.add(s.byActor, p));
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
      at.forEach(p -> {
        s.add(s.killersAt, p);
        s.add(s.harmersAt, p); // a harm (a tagged status) it would stop
      });
      return null;
    }

    @Override
    public Void visitBlock(Component.Block c) {
      at.forEach(p -> s.add(s.byActor, p));
      return null;
    }

    @Override
    public Void visitRedirect(Component.Redirect c) {
      s.add(s.byActor, a.position(i));
      return null;
    }

    @Override
    public Void visitSwap(Component.Swap c) {
      s.add(s.landingOn, a.bind(c.first()));
      s.add(s.landingOn, a.bind(c.second()));
      return null;
    }

    @Override
    public Void visitDeflect(Component.Deflect c) {
      s.add(s.landingOn, a.position(i));
      return null;
    }

    @Override
    public Void visitUntargetable(Component.Untargetable c) {
      at.forEach(p -> s.add(s.landingOn, p));
      return null;
    }

    @Override
    public Void visitGuard(Component.Guard c) {
      at.forEach(p -> s.add(s.killersAt, p));
      return null;
    }

    @Override
    public Void visitAbsent(Component.Absent c) {
      at.forEach(p -> s.add(s.killersAt, p));
      s.add(s.killersAt, a.bind(c.holder()));
      return null;
    }

    @Override
    public Void visitTrigger(Component.Trigger c) {
      int watches = watches(a, c);
      if (watches >= 0) { // what lands on the player it watches
        s.add(s.landingOn, watches);
      }
      return null;
    }

    @Override
    public Void visitDisguise(Component.Disguise c) {
      at.forEach(p -> s.add(s.observersAt, p)); // the results it could change
      return null;
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

  /**
   * The player whose visitors trigger {@code c} of {@code a} might answer: its holder, or for
   * {@code visited(stored(k))} the stored player; -1 when it watches no one player.
   */
  private static int watches(NarAction a, Component.Trigger c) {
    return c.about().isEmpty() || c.event() != Component.Event.ON_VISITED ? a.actor
        : c.about().get().kind() == Ref.Kind.PARAM ? a.planned.player(c.about().get()) : -1;
  }

  /** A growable list of ints. */
  static final class Ints {
    int[] at = new int[4];
    int size;

    void add(int v) {
      if (size == at.length) {
        at = Arrays.copyOf(at, 2 * size);
      }
      at[size++] = v;
    }

    static void add(Ints[] lists, int row, int v, int w) {
      if (lists[row] == null) {
        lists[row] = new Ints();
      }
      lists[row].add(v);
      lists[row].add(w);
    }
  }

  /** The players component {@code i} of {@code b} targets, for untargetability. */
  private Places targets(NarAction b, int i) {
    Component c = b.components.get(i);
    Places[] set = {!c.isVisit() && c.target().kind() != Ref.Kind.SELF ? land[b.id][i] : NONE};
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
        set[0] = Places.of(b.bind(c.first()), b.bind(c.second()));
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
    return set[0];
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
    private final Places at;

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
      if (anyKill(b, at, -1, k -> Defenses.protects(c, k.killClass(), b.planned.tags(), attacker))) {
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
      Places pair = Places.of(a.bind(c.first()), a.bind(c.second()));
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
      return anyKill(b, at, -1, k -> true);
    }

    @Override
    public Boolean visitAbsent(Component.Absent c) {
      return anyKill(b, at, a.bind(c.holder()), k -> Defenses.absenceStops(c, k.killClass()));
    }

    @Override
    public Boolean visitTrigger(Component.Trigger c) {
      // a cancel holds from its arming on: it might modify the holder's own visits to himself
      if (b.actor == a.actor && !c.cancels() || b.triggered()) {
        return false;
      }
      int watched = watches(a, c);
      for (int j = 0; j < b.components.size() && watched >= 0; j++) {
        if (b.components.get(j).isVisit() && land[b.id][j].get(watched)) {
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

  /**
   * Whether {@code b} has a kill that {@code which} takes and that could land in {@code places}
   * or on player {@code also} (-1: none).
   */
  private boolean anyKill(NarAction b, Places places, int also,
      java.util.function.Predicate<Kill> which) {
    for (int j = 0; j < b.components.size(); j++) {
      Component c = b.components.get(j);
      if (c.isKill() && which.test((Kill) c)
          && (land[b.id][j].intersects(places) || also >= 0 && land[b.id][j].get(also))) {
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
      Places watched = land[observer.id][i];
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

  private boolean visitsAny(NarAction a, Places places) {
    for (int j = 0; j < a.components.size(); j++) {
      if (a.components.get(j).isVisit() && land[a.id][j].intersects(places)) {
        return true;
      }
    }
    return false;
  }

  // ---- reading and following the night ------------------------------------------------------

  private static final Places NONE = Places.of(new BitSet());

  /** The graph over the unresolved nodes, given the states so far; the index is its own. */
  static MightModifyGraph of(List<NarAction> nodes, BitSet unresolved, Board<NarAction> board,
      NightPlan plan) {
    return of(nodes, unresolved, board, plan, new Scratch(plan.playerCount()), false, null);
  }

  /**
   * The graph over the unresolved nodes, given the states so far.
   *
   * @param scratch the index space of the resolution, sized by its players
   * @param exhaustive whether to ask the rules about every pair of nodes, not the index's
   * @param rank per node id, its place in the order free nodes are taken ({@link #first}), or
   *     null
   */
  static MightModifyGraph of(List<NarAction> nodes, BitSet unresolved, Board<NarAction> board,
      NightPlan plan, Scratch scratch, boolean exhaustive, int[] rank) {
    return new MightModifyGraph(nodes, unresolved, board, plan, scratch, exhaustive, rank);
  }

  /** {@return how many nodes the graph covers (nodes added later are not in it)} */
  int size() {
    return size;
  }

  /** {@return the nodes the graph holds as unresolved; not to be changed} */
  BitSet live() {
    return live;
  }

  private boolean active(int id) {
    return live.get(id) && !doomed.get(id);
  }

  private void setFree(int id) {
    free.set(id);
    if (rank != null) {
      freeByRank.set(rank[id]);
    }
  }

  private void clearFree(int id) {
    free.clear(id);
    if (rank != null) {
      freeByRank.clear(rank[id]);
    }
  }

  /** Whether edge end {@code at[k]} (a node and the version it was made with) still counts. */
  private boolean counts(int[] at, int k) {
    return active(at[k]) && version[at[k]] == at[k + 1];
  }

  /** An active node stops counting: the nodes it might modify wait for one node less. */
  private void deactivate(int id) {
    Ints out = successors[id];
    for (int k = 0; out != null && k < out.size; k += 2) {
      if (counts(out.at, k) && --waiting[out.at[k]] == 0) {
        setFree(out.at[k]);
      }
    }
  }

  /** {@return the active movers; not to be changed} */
  BitSet movers() {
    return movers;
  }

  /** {@return whether node {@code id} is an active mover (its moves count where others land)} */
  boolean activeMover(int id) {
    return movers.get(id) && active(id);
  }

  /** Node {@code id} is resolved (or withdrawn): it leaves the graph with its edges. */
  void remove(int id) {
    if (!live.get(id)) {
      return;
    }
    if (!doomed.get(id)) {
      deactivate(id);
    }
    live.clear(id);
    movers.clear(id);
    clearFree(id);
  }

  /**
   * Node {@code id} is now certain to be blocked: it loses its edges and is free. (A mover
   * doomed changes where others could land: {@link #follow} then.)
   */
  void doom(int id) {
    if (!active(id)) {
      return;
    }
    deactivate(id);
    doomed.set(id);
    movers.clear(id);
    waiting[id] = 0;
    setFree(id);
  }

  /**
   * Follows moves: {@code left}, movers no longer active (resolved or doomed), no longer count
   * where others could land, and {@code moved}, nodes their own moves carried, stand where they
   * were carried. Every node that could land where a mover that left could move it (or whose
   * actor it redirected), and every node moved, gets its could-land sets anew, a new version
   * and its edges anew, both ways; the rest of the graph is as a new graph would have it.
   * Could-land sets only shrink, so the index (built with the graph) still holds a superset.
   */
  void follow(List<NarAction> left, BitSet moved) {
    BitSet touched = (BitSet) moved.clone();
    for (NarAction m : left) {
      touchedBy(m, touched);
    }
    touched.and(live);
    touched.andNot(doomed);
    if (touched.isEmpty()) {
      return;
    }
    List<SwapMove> swaps = new ArrayList<>();
    List<RedirectMove> redirects = new ArrayList<>();
    List<DeflectMove> deflects = new ArrayList<>();
    for (int id = movers.nextSetBit(0); filtered && id >= 0; id = movers.nextSetBit(id + 1)) {
      collectMoves(nodes.get(id), swaps, redirects, deflects);
    }
    Closures closures = new Closures(swaps, redirects, deflects); // unfiltered: by reach
    for (int c = touched.nextSetBit(0); c >= 0; c = touched.nextSetBit(c + 1)) {
      Ints out = successors[c];
      for (int k = 0; out != null && k < out.size; k += 2) {
        if (counts(out.at, k) && !touched.get(out.at[k]) && --waiting[out.at[k]] == 0) {
          setFree(out.at[k]);
        }
      }
    }
    for (int c = touched.nextSetBit(0); c >= 0; c = touched.nextSetBit(c + 1)) {
      NarAction b = nodes.get(c);
      version[c]++;
      successors[c] = null;
      predecessors[c] = null;
      waiting[c] = 0;
      if (moves[c] != null) {
        moves[c].clear();
      }
      for (int m = movers.nextSetBit(0); m >= 0; m = movers.nextSetBit(m + 1)) {
        moves[m].clear(c);
      }
      for (int i = 0; i < b.components.size(); i++) {
        if (b.moves(i)) {
          land[c][i] = closures.of(b, i);
          int row = c;
          land[c][i].forEach(p -> scratch.put(scratch.landingOn, p, row));
        }
      }
    }
    for (int c = touched.nextSetBit(0); c >= 0; c = touched.nextSetBit(c + 1)) {
      NarAction b = nodes.get(c);
      Ints candidates = scratch.candidates(this, b);
      for (int k = 0; k < candidates.size; k++) {
        int d = candidates.at[k];
        if (d != c && active(d) && b.cause != d) {
          connect(b, nodes.get(d));
        }
      }
      scratch.newMark();
      Ints places = new Ints();
      places.add(b.actor);
      for (int i = 0; i < b.components.size(); i++) {
        land[c][i].forEach(places::add);
        targets(b, i).forEach(places::add);
      }
      for (int q = 0; q < places.size; q++) {
        Ints asked = scratch.askedAt[places.at[q]];
        for (int k = 0; asked != null && k < asked.size; k++) {
          int a = asked.at[k];
          if (scratch.seen[a] != scratch.mark) {
            scratch.seen[a] = scratch.mark;
            if (a != c && active(a) && !touched.get(a) && nodes.get(a).cause != c) {
              connect(nodes.get(a), b);
            }
          }
        }
      }
    }
    for (int c = touched.nextSetBit(0); c >= 0; c = touched.nextSetBit(c + 1)) {
      if (waiting[c] == 0) {
        setFree(c);
      } else {
        clearFree(c);
      }
    }
  }

  /**
   * Where a movable component at {@code place} of an action of {@code actor} could be carried
   * by the active movers, when no move depends on the action moved: {@code place}, the players
   * the actor is redirected to, and every player a chain of swaps links to them.
   */
  private Places reach(int place, int actor) {
    Ints found = new Ints();
    java.util.Set<Integer> seen = new java.util.HashSet<>();
    seen.add(place);
    found.add(place);
    for (RedirectMove r : redirectsOf.getOrDefault(actor, List.of())) {
      if (activeMover(r.by()) && seen.add(r.to())) {
        found.add(r.to());
      }
    }
    for (int k = 0; k < found.size; k++) {
      for (SwapMove x : swapsAt.getOrDefault(found.at[k], List.of())) {
        if (activeMover(x.by())) {
          if (seen.add(x.first())) {
            found.add(x.first());
          }
          if (seen.add(x.second())) {
            found.add(x.second());
          }
        }
      }
    }
    return Places.of(found.at, found.size);
  }

  /** Adds the live nodes whose could-land sets mover {@code m}'s moves could reach. */
  private void touchedBy(NarAction m, BitSet into) {
    List<SwapMove> swaps = new ArrayList<>();
    List<RedirectMove> redirects = new ArrayList<>();
    List<DeflectMove> deflects = new ArrayList<>();
    collectMoves(m, swaps, redirects, deflects);
    Ints at = new Ints();
    swaps.forEach(x -> {
      at.add(x.first());
      at.add(x.second());
    });
    deflects.forEach(x -> at.add(x.holder()));
    for (int q = 0; q < at.size; q++) {
      Ints bucket = scratch.landingOn[at.at[q]];
      for (int k = 0; bucket != null && k < bucket.size; k++) {
        into.set(bucket.at[k]);
      }
    }
    for (RedirectMove r : redirects) {
      Ints bucket = scratch.byActor[r.actorOf()];
      for (int k = 0; bucket != null && k < bucket.size; k++) {
        into.set(bucket.at[k]);
      }
    }
  }

  /** {@return the free node first in rank, or -1} (only with a {@code rank}) */
  int first() {
    int r = freeByRank.nextSetBit(0);
    return r < 0 ? -1 : byRank[r];
  }

  /** The active nodes that might modify node {@code id}. */
  BitSet predecessors(int id) {
    BitSet out = new BitSet();
    Ints in = predecessors[id];
    if (active(id)) {
      for (int k = 0; in != null && k < in.size; k += 2) {
        if (counts(in.at, k)) {
          out.set(in.at[k]);
        }
      }
    }
    return out;
  }

  /** The active nodes that might modify active node {@code id}, ascending. */
  private int[] predecessorIds(int id) {
    Ints in = predecessors[id];
    Ints out = new Ints();
    for (int k = 0; in != null && k < in.size; k += 2) {
      if (counts(in.at, k)) {
        out.add(in.at[k]);
      }
    }
    int[] ids = Arrays.copyOf(out.at, out.size);
    Arrays.sort(ids);
    return ids;
  }

  /** The active nodes node {@code id} could move (empty unless it is an active mover). */
  BitSet moves(int id) {
    BitSet out = moves[id] == null || !active(id) ? new BitSet() : (BitSet) moves[id].clone();
    out.and(live);
    out.andNot(doomed);
    return out;
  }

  /** {@return whether active node {@code id} could move one of {@code active}, active nodes} */
  boolean couldMoveAny(int id, BitSet active) {
    return moves[id] != null && active(id) && moves[id].intersects(active);
  }

  /** Whether node {@code id} is already certain to be blocked. */
  boolean doomed(int id) {
    return doomed.get(id);
  }

  /** The players component {@code i} of live node {@code id} could land on. */
  BitSet couldLand(int id, int i) {
    return land[id][i].toBitSet();
  }

  /** The live nodes nothing active might modify; not to be changed. */
  BitSet free() {
    return free;
  }

  /**
   * The source strongly-connected components of the graph: loops that nothing outside them
   * might modify, each as its node ids, ascending. Non-empty whenever {@link #free()} is empty
   * and something is live.
   */
  List<int[]> sourceComponents() {
    int[][] in = new int[size][];
    for (int id = live.nextSetBit(0); id >= 0; id = live.nextSetBit(id + 1)) {
      in[id] = predecessorIds(id);
    }
    int[] component = StrongComponents.of(live, id -> in[id]);
    int count = 0;
    for (int c : component) {
      count = Math.max(count, c + 1);
    }
    boolean[] fed = new boolean[count];
    for (int id = live.nextSetBit(0); id >= 0; id = live.nextSetBit(id + 1)) {
      for (int p : in[id]) {
        if (component[p] != component[id]) {
          fed[component[id]] = true;
        }
      }
    }
    Ints[] members = new Ints[count];
    for (int id = live.nextSetBit(0); id >= 0; id = live.nextSetBit(id + 1)) {
      if (!fed[component[id]]) {
        if (members[component[id]] == null) {
          members[component[id]] = new Ints();
        }
        members[component[id]].add(id);
      }
    }
    List<int[]> sources = new ArrayList<>();
    for (Ints m : members) {
      if (m != null) {
        sources.add(Arrays.copyOf(m.at, m.size));
      }
    }
    return sources;
  }
}
