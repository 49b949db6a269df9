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
 * (it loses its edges), and the nodes left free are kept as the graph changes. A relation between
 * two unresolved actions never appears later: could-land sets only shrink as movers resolve, and
 * a new block only takes edges away. What a removal or a block cannot account for, a move made
 * or undone (a mover resolved, a mover doomed) or a triggered action added, is a new graph.
 * Not thread-safe: confined to one resolution.
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
  /** Edges as built, both ways; an edge counts while both its nodes are active. */
  private final Ints[] predecessors;
  private final Ints[] successors;
  /** Per node, how many active nodes might modify it. */
  private final int[] waiting;
  /** Per live mover, the nodes it could move; null for the others. */
  private final BitSet[] moves;

  private record SwapMove(int first, int second) {}

  private record RedirectMove(int actorOf, int to, Component.Redirect redirect) {}

  private record DeflectMove(int holder, int to, Component.Deflect deflect) {}

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
        collectMoves(a, swaps, redirects, deflects);
      }
    }
    Closures closures = new Closures(swaps, redirects, deflects);
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

  /**
   * Where a movable component could be carried: its place, closed under every live move. When
   * no move depends on the moved action (no deflect, no redirect limited by tags), the closure
   * of a place is the union of the swap-connected groups of the place and of the players its
   * actor is redirected to, shared by every component with the same place and actor; otherwise
   * each component's closure is computed alone.
   */
  private final class Closures {
    private final List<SwapMove> swaps;
    private final List<RedirectMove> redirects;
    private final List<DeflectMove> deflects;
    private final boolean filtered;
    /** Union-find over the players a swap names: parent, then each root's group. */
    private final Map<Integer, Integer> parent = new HashMap<>();
    private final Map<Integer, int[]> groups = new HashMap<>();
    /** Per redirected actor, the players he is redirected to, in order. */
    private final Map<Integer, List<Integer>> redirectedTo = new HashMap<>();
    private final Map<Long, Places> shared = new HashMap<>(); // look-ups only, never iterated

    Closures(List<SwapMove> swaps, List<RedirectMove> redirects, List<DeflectMove> deflects) {
      this.swaps = swaps;
      this.redirects = redirects;
      this.deflects = deflects;
      this.filtered = !deflects.isEmpty() || redirects.stream().anyMatch(r ->
          !r.redirect().onlyTags().isEmpty() || !r.redirect().exceptTags().isEmpty());
      for (SwapMove s : swaps) {
        int p = find(s.first());
        int q = find(s.second());
        if (p != q) {
          parent.put(Math.max(p, q), Math.min(p, q));
        }
      }
      Map<Integer, List<Integer>> members = new HashMap<>();
      parent.keySet().forEach(p -> members.computeIfAbsent(find(p), r -> new ArrayList<>()).add(p));
      members.forEach((root, list) ->
          groups.put(root, list.stream().mapToInt(Integer::intValue).sorted().toArray()));
      redirects.forEach(r ->
          redirectedTo.computeIfAbsent(r.actorOf(), k -> new ArrayList<>()).add(r.to()));
    }

    private int find(int p) {
      parent.putIfAbsent(p, p);
      int root = p;
      while (parent.get(root) != root) {
        root = parent.get(root);
      }
      return root;
    }

    Places of(NarAction b, int i) {
      if (filtered) {
        return Places.of(closure(b, i));
      }
      int at = b.position(i);
      List<Integer> to = redirectedTo.get(b.actor);
      if (to == null && !parent.containsKey(at)) {
        return Places.of(at);
      }
      long key = (long) at << 32 | (to != null ? b.actor : -1L) & 0xffffffffL;
      return shared.computeIfAbsent(key, k -> {
        BitSet set = new BitSet();
        group(at, set);
        if (to != null) {
          to.forEach(p -> group(p, set));
        }
        return Places.of(set);
      });
    }

    private void group(int p, BitSet into) {
      int[] members = parent.containsKey(p) ? groups.get(find(p)) : null;
      if (members == null) {
        into.set(p);
      } else {
        for (int m : members) {
          into.set(m);
        }
      }
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
    scratch.clear();
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
      Ints.add(predecessors, b.id, a.id);
      Ints.add(successors, a.id, b.id);
      waiting[b.id]++;
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
    }

    private void index(MightModifyGraph g) {
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
        for (Ints[] buckets : List.of(byActor, landingOn, killersAt, harmersAt, observersAt)) {
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

    /** The nodes {@code a} might modify or be observed by: a superset, each node once. */
    private Ints candidates(MightModifyGraph g, NarAction a) {
      candidates.size = 0;
      if (++mark == Integer.MAX_VALUE) {
        Arrays.fill(seen, 0);
        mark = 1;
      }
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
  private static final class Ints {
    int[] at = new int[4];
    int size;

    void add(int v) {
      if (size == at.length) {
        at = Arrays.copyOf(at, 2 * size);
      }
      at[size++] = v;
    }

    static void add(Ints[] lists, int row, int v) {
      if (lists[row] == null) {
        lists[row] = new Ints();
      }
      lists[row].add(v);
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

  /** An active node stops counting: the nodes it might modify wait for one node less. */
  private void deactivate(int id) {
    Ints out = successors[id];
    for (int k = 0; out != null && k < out.size; k++) {
      int s = out.at[k];
      if (active(s) && --waiting[s] == 0) {
        setFree(s);
      }
    }
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
    free.clear(id);
    if (rank != null) {
      freeByRank.clear(rank[id]);
    }
  }

  /**
   * Node {@code id}, not a mover, is now certain to be blocked: it loses its edges and is free.
   * (A mover doomed changes where others could land: that is a new graph.)
   */
  void doom(int id) {
    if (!active(id)) {
      return;
    }
    deactivate(id);
    doomed.set(id);
    waiting[id] = 0;
    setFree(id);
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
      for (int k = 0; in != null && k < in.size; k++) {
        if (active(in.at[k])) {
          out.set(in.at[k]);
        }
      }
    }
    return out;
  }

  /** The active nodes node {@code id} could move (empty unless it is an active mover). */
  BitSet moves(int id) {
    BitSet out = moves[id] == null || !active(id) ? new BitSet() : (BitSet) moves[id].clone();
    out.and(live);
    out.andNot(doomed);
    return out;
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
   * might modify. Non-empty whenever {@link #free()} is empty and something is live.
   */
  List<BitSet> sourceComponents() {
    List<BitSet> sources = new ArrayList<>();
    for (BitSet scc : StrongComponents.of(live, this::predecessors)) {
      boolean source = true;
      for (int id = scc.nextSetBit(0); id >= 0 && source; id = scc.nextSetBit(id + 1)) {
        BitSet outside = predecessors(id);
        outside.andNot(scc);
        source = outside.isEmpty();
      }
      if (source) {
        sources.add(scc);
      }
    }
    return sources;
  }
}
