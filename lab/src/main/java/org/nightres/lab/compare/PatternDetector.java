package org.nightres.lab.compare;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.nightres.core.component.Component;
import org.nightres.core.plan.Defenses;
import org.nightres.core.component.Ref;
import org.nightres.core.plan.NightPlan;
import org.nightres.core.plan.PlannedAction;

/**
 * Detects the {@link InteractionPattern}s of a planned night in two linear passes: the first
 * marks, per player, which actions aim which kinds of component at them; the second checks each
 * pattern's definition against the marks, each pass a visitor over component kinds. Internal;
 * one instance per detection.
 */
final class PatternDetector {
  private static final Component.Untargetable FULL = Component.Untargetable.of(Ref.self());
  private static final Component.Untargetable ASCETIC =
      new Component.Untargetable(Ref.self(), true);
  private final int n;
  private final List<PlannedAction> actions;
  private final Marks aim; // components full untargetability stops (Defenses), per player
  private final Marks nonKillAim; // components non-kills-only untargetability stops
  private final Marks kill;
  private final Marks visit;
  private final Marks movableAim;
  private final Marks swapped;
  private final Marks blockTargets; // per blocker: its distinct block targets
  private final boolean[] submitted;
  private final boolean[] submittedMovable;
  private final boolean[] submittedMover;
  private final boolean[] submittedStopper;
  private final List<long[]> results = new ArrayList<>(); // (observer, observed)
  private int[] edgeFrom = new int[8];
  private int[] edgeTo = new int[8];
  private int edges = 0;
  private int mask = 0;

  private PatternDetector(NightPlan plan) {
    n = plan.playerCount();
    actions = plan.actions();
    aim = new Marks(n);
    nonKillAim = new Marks(n);
    kill = new Marks(n);
    visit = new Marks(n);
    movableAim = new Marks(n);
    swapped = new Marks(n);
    blockTargets = new Marks(n);
    submitted = new boolean[n];
    submittedMovable = new boolean[n];
    submittedMover = new boolean[n];
    submittedStopper = new boolean[n];
  }

  /** The mask of the patterns the night shows ({@link InteractionPattern#bit()}). */
  static int detect(NightPlan plan) {
    return new PatternDetector(plan).detect();
  }

  private int detect() {
    for (PlannedAction a : actions) {
      int actor = a.actor();
      if (!a.passive()) {
        submitted[actor] = true;
        submittedMovable[actor] |= a.movable();
        submittedMover[actor] |= a.mover();
      }
      for (Component c : a.components()) {
        for (Ref r : c.refs()) {
          if (r.kind() == Ref.Kind.SUBJECT) {
            continue;
          }
          int p = a.player(r);
          if (p == actor) {
            continue; // self-aims never count as interaction
          }
          if (c.isVisit()) {
            continue; // untargetability never stops a visit
          }
          if (Defenses.untargetableStops(FULL, c, a.tags())) {
            aim.mark(p, a.id());
          }
          if (Defenses.untargetableStops(ASCETIC, c, a.tags())) {
            nonKillAim.mark(p, a.id());
          }
        }
        c.accept(new FirstPass(a));
      }
    }

    for (int e = 0; e < edges; e++) {
      // A -> B and B -> C with C not A (C is never B: self-blocks make no edge)
      if (blockTargets.byOther(edgeTo[e], edgeFrom[e])) {
        mask |= InteractionPattern.BLOCK_CHAIN.bit();
        break;
      }
    }
    if (edges > 1 && hasCycle(n, edgeFrom, edgeTo, edges)) {
      mask |= InteractionPattern.BLOCK_LOOP.bit();
    }
    if (edges > 0 && !results.isEmpty()) {
      Set<Long> blockPairs = new HashSet<>();
      for (int e = 0; e < edges; e++) {
        blockPairs.add((long) edgeFrom[e] * n + edgeTo[e]);
      }
      for (long[] r : results) {
        if (blockPairs.contains(r[1] * n + r[0])) {
          mask |= InteractionPattern.INFO_ON_BLOCKER.bit();
          break;
        }
      }
    }
    for (PlannedAction a : actions) {
      SecondPass pass = new SecondPass(a);
      for (Component c : a.components()) {
        c.accept(pass);
      }
      int actor = a.actor();
      int t = pass.blockTarget;
      if (pass.blocks && pass.protects && t == pass.protectTarget
          && ((submitted[t] && t != actor) || kill.byOther(t, a.id()))) {
        mask |= InteractionPattern.JAIL.bit();
      }
    }
    return mask;
  }

  /** The first pass over one component of {@code a}: marks what it aims at other players. */
  private final class FirstPass implements Component.Visitor<Void> {
    private final PlannedAction a;

    FirstPass(PlannedAction a) {
      this.a = a;
    }

    /**
     * Where {@code c} lands if that is another player than the actor, or -1; marks a movable
     * aim there.
     */
    private int other(Component c) {
      int t = a.target(c);
      if (t == a.actor()) {
        return -1;
      }
      if (a.movable() && c.target().kind() == Ref.Kind.PARAM) {
        movableAim.mark(t, a.id());
      }
      return t;
    }

    @Override
    public Void visitKill(Component.Kill c) {
      int t = other(c);
      if (t >= 0) {
        kill.mark(t, a.id());
      }
      return null;
    }

    @Override
    public Void visitResult(Component.Result c) {
      int t = other(c);
      if (t >= 0) {
        results.add(new long[] {a.actor(), t});
      }
      return null;
    }

    @Override
    public Void visitRecruit(Component.Recruit c) {
      other(c);
      return null;
    }

    @Override
    public Void visitFruit(Component.Fruit c) {
      other(c);
      return null;
    }

    @Override
    public Void visitChange(Component.Change c) {
      other(c);
      return null;
    }

    @Override
    public Void visitNotify(Component.Notify c) {
      other(c);
      return null;
    }

    @Override
    public Void visitInform(Component.Inform c) {
      other(c);
      return null;
    }

    @Override
    public Void visitVisit(Component.Visit c) {
      int t = other(c);
      if (t >= 0) {
        visit.mark(t, a.id());
      }
      return null;
    }

    @Override
    public Void visitProtect(Component.Protect c) {
      other(c);
      return null;
    }

    @Override
    public Void visitBlock(Component.Block c) {
      int t = other(c);
      if (t >= 0) {
        if (edges == edgeFrom.length) {
          edgeFrom = Arrays.copyOf(edgeFrom, edges * 2);
          edgeTo = Arrays.copyOf(edgeTo, edges * 2);
        }
        edgeFrom[edges] = a.actor();
        edgeTo[edges] = t;
        edges++;
        blockTargets.mark(a.actor(), t);
      }
      return null;
    }

    @Override
    public Void visitRedirect(Component.Redirect c) {
      other(c);
      return null;
    }

    @Override
    public Void visitSwap(Component.Swap c) {
      other(c);
      swapped.mark(a.player(c.first()), a.id());
      swapped.mark(a.player(c.second()), a.id());
      return null;
    }

    @Override
    public Void visitDeflect(Component.Deflect c) {
      other(c);
      return null;
    }

    @Override
    public Void visitUntargetable(Component.Untargetable c) {
      if (other(c) >= 0 && !a.passive()) {
        submittedStopper[a.actor()] = true;
      }
      return null;
    }

    @Override
    public Void visitGuard(Component.Guard c) {
      other(c);
      return null;
    }

    @Override
    public Void visitAbsent(Component.Absent c) {
      other(c);
      return null;
    }

    @Override
    public Void visitTrigger(Component.Trigger c) {
      return null; // a trigger lands on its holder only when it fires
    }

    @Override
    public Void visitDisguise(Component.Disguise c) {
      other(c);
      return null;
    }

    @Override
    public Void visitCancel(Component.Cancel c) {
      return null; // only in a trigger's response, which no pattern reads
    }

    @Override
    public Void visitWhen(Component.When c) {
      other(c);
      return null;
    }
  }

  /** The second pass over the components of {@code a}: checks each pattern's definition. */
  private final class SecondPass implements Component.Visitor<Void> {
    private final PlannedAction a;
    private final int actor;
    private final int id;
    private boolean blocks;
    private boolean protects;
    private int blockTarget = -1;
    private int protectTarget = -1;

    SecondPass(PlannedAction a) {
      this.a = a;
      this.actor = a.actor();
      this.id = a.id();
    }

    @Override
    public Void visitKill(Component.Kill c) {
      return null; // no pattern starts here
    }

    @Override
    public Void visitResult(Component.Result c) {
      return null; // no pattern starts here
    }

    @Override
    public Void visitRecruit(Component.Recruit c) {
      if (kill.byOther(a.player(c.target()), id)) {
        mask |= InteractionPattern.RECRUIT_AND_KILL.bit();
      }
      return null;
    }

    @Override
    public Void visitFruit(Component.Fruit c) {
      return null; // no pattern starts here
    }

    @Override
    public Void visitChange(Component.Change c) {
      return null; // no pattern starts here
    }

    @Override
    public Void visitNotify(Component.Notify c) {
      return null; // no pattern starts here
    }

    @Override
    public Void visitInform(Component.Inform c) {
      return null; // no pattern starts here
    }

    @Override
    public Void visitVisit(Component.Visit c) {
      return null; // no pattern starts here
    }

    @Override
    public Void visitProtect(Component.Protect c) {
      int t = a.player(c.target());
      if (kill.byOther(t, id)) {
        mask |= InteractionPattern.PROTECT_VS_KILL.bit();
      }
      protects = true;
      protectTarget = t;
      return null;
    }

    @Override
    public Void visitBlock(Component.Block c) {
      int t = a.player(c.target());
      if (t != actor && submittedMover[t]) {
        mask |= InteractionPattern.BLOCK_ON_MOVER.bit();
      }
      if (t != actor && submittedStopper[t]) {
        mask |= InteractionPattern.BLOCK_ON_STOPPER.bit();
      }
      blocks = true;
      blockTarget = t;
      return null;
    }

    @Override
    public Void visitRedirect(Component.Redirect c) {
      if (submittedMovable[a.player(c.actorOf())]) {
        mask |= InteractionPattern.REDIRECT.bit();
      }
      return null;
    }

    @Override
    public Void visitSwap(Component.Swap c) {
      int p = a.player(c.first());
      int q = a.player(c.second());
      if (movableAim.byOther(p, id) || movableAim.byOther(q, id)) {
        mask |= InteractionPattern.SWAP.bit();
      }
      if (swapped.byOther(p, id) || swapped.byOther(q, id)) {
        mask |= InteractionPattern.DOUBLE_SWAP.bit();
      }
      return null;
    }

    @Override
    public Void visitDeflect(Component.Deflect c) {
      // a one-way swap: what lands on its holder goes on
      if (movableAim.byOther(a.player(c.holder()), id)) {
        mask |= InteractionPattern.SWAP.bit();
      }
      return null;
    }

    @Override
    public Void visitUntargetable(Component.Untargetable c) {
      int t = a.player(c.target());
      if ((c.nonKillsOnly() ? nonKillAim : aim).byOther(t, id)) {
        mask |= InteractionPattern.UNTARGETABLE.bit();
      }
      return null;
    }

    @Override
    public Void visitGuard(Component.Guard c) {
      if (kill.byOther(a.player(c.target()), id)) {
        mask |= InteractionPattern.GUARD.bit();
      }
      return null;
    }

    @Override
    public Void visitAbsent(Component.Absent c) {
      if (kill.byOther(a.player(c.at()), id) || aim.byOther(a.player(c.holder()), id)) {
        mask |= InteractionPattern.HIDE.bit();
      }
      return null;
    }

    @Override
    public Void visitTrigger(Component.Trigger c) {
      if (visit.byOther(actor, id)) {
        mask |= InteractionPattern.TRIGGER.bit();
      }
      return null;
    }

    @Override
    public Void visitDisguise(Component.Disguise c) {
      return null; // no pattern starts here
    }

    @Override
    public Void visitCancel(Component.Cancel c) {
      return null; // no pattern starts here
    }

    @Override
    public Void visitWhen(Component.When c) {
      return null;
    }
  }

  /** Whether the directed graph has a cycle (it has no self-loops); iterative colouring DFS. */
  private static boolean hasCycle(int n, int[] from, int[] to, int edges) {
    int[] start = new int[n + 1];
    for (int e = 0; e < edges; e++) {
      start[from[e] + 1]++;
    }
    for (int i = 0; i < n; i++) {
      start[i + 1] += start[i];
    }
    int[] adj = new int[edges];
    int[] fill = Arrays.copyOf(start, n);
    for (int e = 0; e < edges; e++) {
      adj[fill[from[e]]++] = to[e];
    }
    byte[] colour = new byte[n]; // 0 new, 1 on the stack, 2 done
    int[] stack = new int[n];
    int[] next = new int[n];
    for (int root = 0; root < n; root++) {
      if (colour[root] != 0 || start[root] == start[root + 1]) {
        continue;
      }
      int depth = 0;
      stack[0] = root;
      next[root] = start[root];
      colour[root] = 1;
      while (depth >= 0) {
        int v = stack[depth];
        if (next[v] < start[v + 1]) {
          int w = adj[next[v]++];
          if (colour[w] == 1) {
            return true;
          }
          if (colour[w] == 0) {
            colour[w] = 1;
            next[w] = start[w];
            stack[++depth] = w;
          }
        } else {
          colour[v] = 2;
          depth--;
        }
      }
    }
    return false;
  }

  /**
   * Per player, the first key marked on it and whether a second, different key was marked: enough
   * to answer "is this player marked by some key other than k?" in constant time.
   */
  private static final class Marks {
    private final int[] first;
    private final boolean[] multi;

    Marks(int n) {
      first = new int[n];
      Arrays.fill(first, -1);
      multi = new boolean[n];
    }

    void mark(int player, int key) {
      if (first[player] < 0) {
        first[player] = key;
      } else if (first[player] != key) {
        multi[player] = true;
      }
    }

    boolean byOther(int player, int key) {
      return first[player] >= 0 && (first[player] != key || multi[player]);
    }
  }
}
