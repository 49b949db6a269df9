package org.nightres.rar;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.nightres.core.plan.NightPlan;

/**
 * Decides Rule #2 with Rule #4 on the counter graph, fast:
 *
 * <pre>
 * defeated(r, chain) = ∃ counter k of r : actions(k) ∩ chain = ∅ ∧ ¬defeated(k, chain ∪ actions(k))
 * </pre>
 *
 * <p>The literal recursion is exponential. Its value depends on the chain only through the
 * actions of the chain that also occur in reasons reachable from {@code r}; this class
 * memoises on {@code (r, F)} where {@code F} is the chain filtered by a cheap sound bound of
 * that set: an action can occur below {@code r} only if some reason holding it lies in a
 * strongly connected component of the counter graph that {@code r}'s component can reach, and
 * Tarjan's numbering gives reachable components smaller numbers. {@code F} is kept as a segment
 * of one stack (extended in place inside a component, re-filtered when the evaluation descends
 * into a lower component) and identified by a 128-bit Zobrist hash. See
 * {@code docs/rar-algorithm.md} for the proof sketch.
 *
 * <p>Evaluation uses an explicit stack (no recursion), so a ring of 100 000 roleblockers does
 * not overflow the thread's stack. Every counter inspected is charged to the {@link WorkBudget}.
 * Not thread-safe: one per resolution.
 */
final class ChainEvaluator {
  private static final byte UNKNOWN = 0;
  private static final byte DEFEATED = 1;
  private static final byte STANDS = 2;

  private final NightPlan plan;
  private final WorkBudget budget;
  private final int[][] acts;
  private final int[][] ctrs;
  private final int[] scc;
  private final boolean[] cyclic;
  private final int[] minScc;
  private final long[] zobristA;
  private final long[] zobristB;
  private final boolean[] inChain;
  private final Memo memo = new Memo();

  // the filtered chain F: segments of one stack
  private int[] seg = new int[64];
  private int segTop;

  // the explicit evaluation stack
  private int depth;
  private int[] fNode = new int[64];
  private int[] fIdx = new int[64];
  private int[] fSegStart = new int[64];
  private int[] fSegEnd = new int[64];
  private int[] fTopBefore = new int[64];
  private long[] fHashA = new long[64];
  private long[] fHashB = new long[64];

  ChainEvaluator(ReasonGraph graph, WorkBudget budget) {
    this.plan = graph.plan;
    this.budget = budget;
    int n = graph.nodes.size();
    acts = new int[n][];
    ctrs = new int[n][];
    for (Reason r : graph.nodes) {
      acts[r.id] = r.actions;
      ctrs[r.id] = r.counters;
    }
    scc = new int[n];
    int sccCount = tarjan();
    cyclic = new boolean[sccCount];
    int[] size = new int[sccCount];
    for (int v = 0; v < n; v++) {
      size[scc[v]]++;
    }
    for (int v = 0; v < n; v++) {
      if (size[scc[v]] > 1) {
        cyclic[scc[v]] = true;
      }
      for (int w : ctrs[v]) {
        if (w == v) {
          cyclic[scc[v]] = true;
        }
      }
    }
    int actions = plan.actions().size();
    minScc = new int[actions];
    Arrays.fill(minScc, Integer.MAX_VALUE);
    for (int v = 0; v < n; v++) {
      for (int x : acts[v]) {
        minScc[x] = Math.min(minScc[x], scc[v]);
      }
    }
    SplittableRandom random = new SplittableRandom(0x5EED_4A4L);
    zobristA = new long[actions];
    zobristB = new long[actions];
    for (int x = 0; x < actions; x++) {
      zobristA[x] = random.nextLong();
      zobristB[x] = random.nextLong();
    }
    inChain = new boolean[actions];
  }

  /** Rule #2 for one reason asked about at the root: it holds iff it is not defeated. */
  boolean holds(Reason r) {
    return !defeated(r.id, new int[0]);
  }

  /**
   * Whether reason {@code node} is defeated when reached with chain {@code chain ∪
   * actions(node)}. {@code chain} must not be modified by the caller during the call.
   */
  boolean defeated(int node, int[] chain) {
    IntList marked = new IntList();
    for (int[] set : new int[][] {chain, acts[node]}) {
      for (int x : set) {
        if (!inChain[x]) {
          inChain[x] = true;
          marked.add(x);
        }
      }
    }
    try {
      return run(node, marked);
    } finally {
      for (int i = 0; i < marked.size(); i++) {
        inChain[marked.get(i)] = false;
      }
    }
  }

  private boolean run(int root, IntList chain) {
    depth = 0;
    segTop = 0;
    // root frame: F = (chain ∪ actions(root)) filtered for the root's component
    int start = segTop;
    long ha = 0;
    long hb = 0;
    int s = scc[root];
    for (int i = 0; i < chain.size(); i++) {
      int x = chain.get(i);
      if (minScc[x] <= s) {
        pushSeg(x);
        ha ^= zobristA[x];
        hb ^= zobristB[x];
      }
    }
    byte known = memo.get(root, ha, hb, segTop - start);
    if (known != UNKNOWN) {
      return known == DEFEATED;
    }
    pushFrame(root, start, segTop, 0, ha, hb);
    byte result = UNKNOWN;
    while (depth > 0) {
      int d = depth - 1;
      if (result == STANDS) {
        // the child stands: it defeats this frame's reason
        result = finish(d, DEFEATED);
        continue;
      }
      int k = fNode[d];
      int[] cs = ctrs[k];
      boolean descended = false;
      while (fIdx[d] < cs.length) {
        int c = cs[fIdx[d]++];
        if (!budget.charge(1)) {
          throw limit();
        }
        if (intersectsChain(acts[c])) {
          continue; // Rule #4: ignored
        }
        int topBefore = segTop;
        int cStart;
        long ca;
        long cb;
        if (scc[c] == scc[k]) {
          cStart = fSegStart[d];
          ca = fHashA[d];
          cb = fHashB[d];
          for (int x : acts[c]) {
            pushSeg(x);
            ca ^= zobristA[x];
            cb ^= zobristB[x];
          }
        } else {
          cStart = segTop;
          ca = 0;
          cb = 0;
          int bound = scc[c];
          for (int i = fSegStart[d]; i < fSegEnd[d]; i++) {
            int x = seg[i];
            if (minScc[x] <= bound) {
              pushSeg(x);
              ca ^= zobristA[x];
              cb ^= zobristB[x];
            }
          }
          for (int x : acts[c]) {
            pushSeg(x);
            ca ^= zobristA[x];
            cb ^= zobristB[x];
          }
        }
        byte v = memo.get(c, ca, cb, segTop - cStart);
        if (v != UNKNOWN) {
          segTop = topBefore;
          if (v == STANDS) {
            result = STANDS;
            break;
          }
          continue;
        }
        for (int x : acts[c]) {
          inChain[x] = true;
        }
        pushFrame(c, cStart, segTop, topBefore, ca, cb);
        descended = true;
        break;
      }
      if (descended) {
        result = UNKNOWN;
        continue;
      }
      if (result == STANDS) {
        // a memoised counter stands
        result = finish(d, DEFEATED);
      } else {
        result = finish(d, STANDS);
      }
    }
    return result == DEFEATED;
  }

  /** Pops frame {@code d} with its value; returns the value as seen by the parent frame. */
  private byte finish(int d, byte value) {
    int k = fNode[d];
    memo.put(k, fHashA[d], fHashB[d], fSegEnd[d] - fSegStart[d], value);
    if (d > 0) {
      for (int x : acts[k]) {
        inChain[x] = false;
      }
    }
    segTop = fTopBefore[d];
    depth--;
    return value;
  }

  private boolean intersectsChain(int[] as) {
    for (int x : as) {
      if (inChain[x]) {
        return true;
      }
    }
    return false;
  }

  private void pushSeg(int x) {
    if (segTop == seg.length) {
      seg = Arrays.copyOf(seg, seg.length * 2);
    }
    seg[segTop++] = x;
  }

  private void pushFrame(int node, int start, int end, int topBefore, long ha, long hb) {
    if (depth == fNode.length) {
      int m = depth * 2;
      fNode = Arrays.copyOf(fNode, m);
      fIdx = Arrays.copyOf(fIdx, m);
      fSegStart = Arrays.copyOf(fSegStart, m);
      fSegEnd = Arrays.copyOf(fSegEnd, m);
      fTopBefore = Arrays.copyOf(fTopBefore, m);
      fHashA = Arrays.copyOf(fHashA, m);
      fHashB = Arrays.copyOf(fHashB, m);
    }
    fNode[depth] = node;
    fIdx[depth] = 0;
    fSegStart[depth] = start;
    fSegEnd[depth] = end;
    fTopBefore[depth] = topBefore;
    fHashA[depth] = ha;
    fHashB[depth] = hb;
    depth++;
  }

  /** The limit exception, naming the knot being evaluated: the nearest cyclic component. */
  private RuntimeException limit() {
    int knot = -1;
    for (int d = depth - 1; d >= 0; d--) {
      if (cyclic[scc[fNode[d]]]) {
        knot = scc[fNode[d]];
        break;
      }
    }
    List<Integer> ids = new ArrayList<>();
    boolean[] seen = new boolean[inChain.length];
    if (knot >= 0) {
      for (int v = 0; v < acts.length; v++) {
        if (scc[v] == knot) {
          for (int x : acts[v]) {
            if (!seen[x]) {
              seen[x] = true;
              ids.add(x);
            }
          }
        }
      }
    } else {
      for (int d = 0; d < depth; d++) {
        for (int x : acts[fNode[d]]) {
          if (!seen[x]) {
            seen[x] = true;
            ids.add(x);
          }
        }
      }
    }
    return budget.exceeded(plan, "while weighing reasons against counter-reasons in a knot", ids);
  }

  /** Iterative Tarjan; returns the number of components, numbered in completion order. */
  private int tarjan() {
    int n = acts.length;
    int[] index = new int[n];
    int[] low = new int[n];
    Arrays.fill(index, -1);
    boolean[] onStack = new boolean[n];
    int[] stack = new int[n];
    int sp = 0;
    int[] callNode = new int[n];
    int[] callEdge = new int[n];
    int next = 0;
    int comps = 0;
    for (int root = 0; root < n; root++) {
      if (index[root] >= 0) {
        continue;
      }
      int cp = 0;
      callNode[cp] = root;
      callEdge[cp] = 0;
      cp++;
      index[root] = low[root] = next++;
      stack[sp++] = root;
      onStack[root] = true;
      while (cp > 0) {
        int v = callNode[cp - 1];
        int[] out = ctrs[v];
        if (callEdge[cp - 1] < out.length) {
          int w = out[callEdge[cp - 1]++];
          if (index[w] < 0) {
            index[w] = low[w] = next++;
            stack[sp++] = w;
            onStack[w] = true;
            callNode[cp] = w;
            callEdge[cp] = 0;
            cp++;
          } else if (onStack[w]) {
            low[v] = Math.min(low[v], index[w]);
          }
        } else {
          if (low[v] == index[v]) {
            int w;
            do {
              w = stack[--sp];
              onStack[w] = false;
              scc[w] = comps;
            } while (w != v);
            comps++;
          }
          cp--;
          if (cp > 0) {
            int u = callNode[cp - 1];
            low[u] = Math.min(low[u], low[v]);
          }
        }
      }
    }
    return comps;
  }

  /** Open-addressing map from (reason, filtered chain hash, size) to a decided value. */
  private static final class Memo {
    private int[] node = new int[1 << 10];
    private long[] ka = new long[1 << 10];
    private long[] kb = new long[1 << 10];
    private int[] len = new int[1 << 10];
    private byte[] val = new byte[1 << 10];
    private int size;

    byte get(int n, long a, long b, int l) {
      int mask = val.length - 1;
      for (int i = slot(n, a, b) & mask; ; i = (i + 1) & mask) {
        if (val[i] == UNKNOWN) {
          return UNKNOWN;
        }
        if (node[i] == n && ka[i] == a && kb[i] == b && len[i] == l) {
          return val[i];
        }
      }
    }

    void put(int n, long a, long b, int l, byte v) {
      if (2 * (size + 1) > val.length) {
        grow();
      }
      int mask = val.length - 1;
      for (int i = slot(n, a, b) & mask; ; i = (i + 1) & mask) {
        if (val[i] == UNKNOWN) {
          node[i] = n;
          ka[i] = a;
          kb[i] = b;
          len[i] = l;
          val[i] = v;
          size++;
          return;
        }
        if (node[i] == n && ka[i] == a && kb[i] == b && len[i] == l) {
          val[i] = v;
          return;
        }
      }
    }

    private void grow() {
      int[] on = node;
      long[] oa = ka;
      long[] ob = kb;
      int[] ol = len;
      byte[] ov = val;
      int cap = ov.length * 2;
      node = new int[cap];
      ka = new long[cap];
      kb = new long[cap];
      len = new int[cap];
      val = new byte[cap];
      size = 0;
      for (int i = 0; i < ov.length; i++) {
        if (ov[i] != UNKNOWN) {
          put(on[i], oa[i], ob[i], ol[i], ov[i]);
        }
      }
    }

    private static int slot(int n, long a, long b) {
      long h = a * 0x9E3779B97F4A7C15L + b + n * 0xC2B2AE3D27D4EB4FL;
      h ^= h >>> 31;
      return (int) (h ^ (h >>> 29));
    }
  }
}
