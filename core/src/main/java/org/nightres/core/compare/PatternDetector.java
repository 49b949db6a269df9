package org.nightres.core.compare;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.nightres.core.component.Component;
import org.nightres.core.component.Ref;
import org.nightres.core.plan.NightPlan;
import org.nightres.core.plan.PlannedAction;

/**
 * Detects the {@link InteractionPattern}s of a planned night in two linear passes: the first
 * marks, per player, which actions aim which kinds of component at them; the second checks each
 * pattern's definition against the marks. Internal; stateless.
 */
final class PatternDetector {
  private PatternDetector() {}

  /** The mask of the patterns the night shows ({@link InteractionPattern#bit()}). */
  static int detect(NightPlan plan) {
    int n = plan.playerCount();
    List<PlannedAction> actions = plan.actions();
    Marks aim = new Marks(n); // non-visit components aiming at a player
    Marks nonKillAim = new Marks(n); // neither visits nor kills
    Marks kill = new Marks(n);
    Marks visit = new Marks(n);
    Marks movableAim = new Marks(n);
    Marks swapped = new Marks(n);
    Marks blockTargets = new Marks(n); // per blocker: its distinct block targets
    boolean[] submitted = new boolean[n];
    boolean[] submittedMovable = new boolean[n];
    boolean[] submittedMover = new boolean[n];
    boolean[] submittedStopper = new boolean[n];
    List<long[]> results = new ArrayList<>(); // (observer, observed)
    int[] edgeFrom = new int[8];
    int[] edgeTo = new int[8];
    int edges = 0;

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
          if (c instanceof Component.Visit) {
            continue; // untargetability never stops a visit
          }
          aim.mark(p, a.id());
          if (!(c instanceof Component.Kill)) {
            nonKillAim.mark(p, a.id());
          }
        }
        if (c instanceof Component.Trigger) {
          continue;
        }
        int t = a.target(c);
        if (t != actor) {
          if (c instanceof Component.Kill) {
            kill.mark(t, a.id());
          } else if (c instanceof Component.Visit) {
            visit.mark(t, a.id());
          } else if (c instanceof Component.Result) {
            results.add(new long[] {actor, t});
          } else if (c instanceof Component.Untargetable && !a.passive()) {
            submittedStopper[actor] = true;
          } else if (c instanceof Component.Block) {
            if (edges == edgeFrom.length) {
              edgeFrom = Arrays.copyOf(edgeFrom, edges * 2);
              edgeTo = Arrays.copyOf(edgeTo, edges * 2);
            }
            edgeFrom[edges] = actor;
            edgeTo[edges] = t;
            edges++;
            blockTargets.mark(actor, t);
          }
          if (a.movable() && c.target().kind() == Ref.Kind.PARAM) {
            movableAim.mark(t, a.id());
          }
        }
        if (c instanceof Component.Swap s) {
          swapped.mark(a.player(s.first()), a.id());
          swapped.mark(a.player(s.second()), a.id());
        }
      }
    }

    int mask = 0;
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
      int actor = a.actor();
      int id = a.id();
      boolean blocks = false;
      boolean protects = false;
      int blockTarget = -1;
      int protectTarget = -1;
      for (Component c : a.components()) {
        if (c instanceof Component.Redirect r) {
          if (submittedMovable[a.player(r.actorOf())]) {
            mask |= InteractionPattern.REDIRECT.bit();
          }
        } else if (c instanceof Component.Swap s) {
          int p = a.player(s.first());
          int q = a.player(s.second());
          if (movableAim.byOther(p, id) || movableAim.byOther(q, id)) {
            mask |= InteractionPattern.SWAP.bit();
          }
          if (swapped.byOther(p, id) || swapped.byOther(q, id)) {
            mask |= InteractionPattern.DOUBLE_SWAP.bit();
          }
        } else if (c instanceof Component.Block b) {
          int t = a.player(b.target());
          if (t != actor && submittedMover[t]) {
            mask |= InteractionPattern.BLOCK_ON_MOVER.bit();
          }
          if (t != actor && submittedStopper[t]) {
            mask |= InteractionPattern.BLOCK_ON_STOPPER.bit();
          }
          blocks = true;
          blockTarget = t;
        } else if (c instanceof Component.Protect p) {
          int t = a.player(p.target());
          if (kill.byOther(t, id)) {
            mask |= InteractionPattern.PROTECT_VS_KILL.bit();
          }
          protects = true;
          protectTarget = t;
        } else if (c instanceof Component.Guard g) {
          if (kill.byOther(a.player(g.target()), id)) {
            mask |= InteractionPattern.GUARD.bit();
          }
        } else if (c instanceof Component.Recruit r) {
          if (kill.byOther(a.player(r.target()), id)) {
            mask |= InteractionPattern.RECRUIT_AND_KILL.bit();
          }
        } else if (c instanceof Component.Trigger) {
          if (visit.byOther(actor, id)) {
            mask |= InteractionPattern.TRIGGER.bit();
          }
        } else if (c instanceof Component.Untargetable u) {
          int t = a.player(u.target());
          if ((u.nonKillsOnly() ? nonKillAim : aim).byOther(t, id)) {
            mask |= InteractionPattern.UNTARGETABLE.bit();
          }
        } else if (c instanceof Component.Absent h) {
          if (kill.byOther(a.player(h.at()), id) || aim.byOther(a.player(h.holder()), id)) {
            mask |= InteractionPattern.HIDE.bit();
          }
        }
      }
      if (blocks && protects && blockTarget == protectTarget
          && ((submitted[blockTarget] && blockTarget != actor) || kill.byOther(blockTarget, id))) {
        mask |= InteractionPattern.JAIL.bit();
      }
    }
    return mask;
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
