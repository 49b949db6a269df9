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
  /** Two random 64-bit keys per action, adjacent: {@code [2x]} and {@code [2x + 1]}. */
  private final long[] zobrist;
  private final boolean[] inChain;
  private final Memo memo;
  /** Decided values of reasons whose filtered chain is just their own actions. */
  private final byte[] alone;
  /** The actions {@link #defeated} marked in {@link #inChain}, to unmark them after. */
  private final IntList marked = new IntList(4);

  // the filtered chain F: segments of one stack
  private int[] seg = new int[8];
  private int segTop;

  // the explicit evaluation stack (most parts of a night are shallow: it grows when needed)
  private int depth;
  private int[] fNode = new int[4];
  private int[] fIdx = new int[4];
  private int[] fSegStart = new int[4];
  private int[] fSegEnd = new int[4];
  private int[] fTopBefore = new int[4];
  private long[] fHashA = new long[4];
  private long[] fHashB = new long[4];

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
    alone = new byte[n];
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
    int inKnots = 0;
    for (int v = 0; v < n; v++) {
      inKnots += cyclic[scc[v]] ? 1 : 0;
    }
    memo = new Memo(inKnots);
    int actions = plan.actions().size();
    minScc = new int[actions];
    Arrays.fill(minScc, Integer.MAX_VALUE);
    for (int v = 0; v < n; v++) {
      for (int x : acts[v]) {
        minScc[x] = Math.min(minScc[x], scc[v]);
      }
    }
    SplittableRandom random = new SplittableRandom(0x5EED_4A4L);
    zobrist = new long[2 * actions];
    for (int i = 0; i < zobrist.length; i++) {
      zobrist[i] = random.nextLong();
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
    IntList marked = this.marked;
    marked.clear();
    mark(chain, marked);
    mark(acts[node], marked);
    try {
      return run(node, marked);
    } finally {
      for (int i = 0; i < marked.size(); i++) {
        inChain[marked.get(i)] = false;
      }
    }
  }

  private void mark(int[] set, IntList marked) {
    for (int x : set) {
      if (!inChain[x]) {
        inChain[x] = true;
        marked.add(x);
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
        ha ^= zobrist[2 * x];
        hb ^= zobrist[2 * x + 1];
      }
    }
    byte known = recall(root, ha, hb, segTop - start);
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
            ca ^= zobrist[2 * x];
            cb ^= zobrist[2 * x + 1];
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
              ca ^= zobrist[2 * x];
              cb ^= zobrist[2 * x + 1];
            }
          }
          for (int x : acts[c]) {
            pushSeg(x);
            ca ^= zobrist[2 * x];
            cb ^= zobrist[2 * x + 1];
          }
        }
        byte v = recall(c, ca, cb, segTop - cStart);
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

  /**
   * The decided value of {@code node} under the filtered chain with hashes {@code a}, {@code b}
   * and size {@code size}, or {@link #UNKNOWN}. The filtered chain always holds the node's own
   * actions; when it holds nothing else (the common case outside knots) the value lives in a
   * plain per-node array instead of the hash memo.
   */
  private byte recall(int node, long a, long b, int size) {
    return size == acts[node].length ? alone[node] : memo.get(node, a, b, size);
  }

  private void remember(int node, long a, long b, int size, byte value) {
    if (size == acts[node].length) {
      alone[node] = value;
    } else {
      memo.put(node, a, b, size, value);
    }
  }

  /** Pops frame {@code d} with its value; returns the value as seen by the parent frame. */
  private byte finish(int d, byte value) {
    int k = fNode[d];
    remember(k, fHashA[d], fHashB[d], fSegEnd[d] - fSegStart[d], value);
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

  /**
   * Open-addressing map from (reason, filtered chain hash, size) to a decided value. A slot is
   * four adjacent longs (hash a, hash b, reason and size, value), so a probe reads one cache
   * line: the memo of a big night is far larger than the processor's caches.
   */
  private static final class Memo {
    private static final int STRIDE = 4;
    private static final int MIN_SLOTS = 16;
    private static final int MAX_INITIAL_SLOTS = 1 << 20;
    private final int initialSlots;
    private long[] table;
    private int size;

    /**
     * A memo with room for one entry per reason in a knot before it first grows: outside knots
     * the filtered chain is usually the reason's own actions, whose values live in {@code
     * alone}. The table is made on the first entry: most parts of a night never need one.
     */
    Memo(int reasonsInKnots) {
      initialSlots = Integer.highestOneBit(
          Math.max(MIN_SLOTS, Math.min(MAX_INITIAL_SLOTS, 2 * reasonsInKnots)) - 1) << 1;
    }

    byte get(int n, long a, long b, int l) {
      long[] t = table;
      if (t == null) {
        return UNKNOWN;
      }
      int mask = t.length / STRIDE - 1;
      long key = key(n, l);
      for (int i = slot(n, a, b) & mask; ; i = (i + 1) & mask) {
        int at = i * STRIDE;
        if (t[at + 3] == UNKNOWN) {
          return UNKNOWN;
        }
        if (t[at] == a && t[at + 1] == b && t[at + 2] == key) {
          return (byte) t[at + 3];
        }
      }
    }

    void put(int n, long a, long b, int l, byte v) {
      if (table == null) {
        table = new long[STRIDE * initialSlots]; // a power of two
      }
      if (2 * (size + 1) > table.length / STRIDE) {
        grow();
      }
      insert(a, b, key(n, l), v, slot(n, a, b));
    }

    private void insert(long a, long b, long key, long v, int hash) {
      long[] t = table;
      int mask = t.length / STRIDE - 1;
      for (int i = hash & mask; ; i = (i + 1) & mask) {
        int at = i * STRIDE;
        if (t[at + 3] == UNKNOWN) {
          t[at] = a;
          t[at + 1] = b;
          t[at + 2] = key;
          t[at + 3] = v;
          size++;
          return;
        }
        if (t[at] == a && t[at + 1] == b && t[at + 2] == key) {
          t[at + 3] = v;
          return;
        }
      }
    }

    private void grow() {
      long[] old = table;
      table = new long[old.length * 2];
      size = 0;
      for (int at = 0; at < old.length; at += STRIDE) {
        if (old[at + 3] != UNKNOWN) {
          int n = (int) (old[at + 2] >>> 32);
          insert(old[at], old[at + 1], old[at + 2], old[at + 3], slot(n, old[at], old[at + 1]));
        }
      }
    }

    private static long key(int n, int l) {
      return (long) n << 32 | (l & 0xFFFFFFFFL);
    }

    private static int slot(int n, long a, long b) {
      long h = a * 0x9E3779B97F4A7C15L + b + n * 0xC2B2AE3D27D4EB4FL;
      h ^= h >>> 31;
      return (int) (h ^ (h >>> 29));
    }
  }
}
