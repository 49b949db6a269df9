package org.nightres.nar;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Deque;
import java.util.List;
import java.util.function.IntFunction;

/**
 * Tarjan's strongly-connected components, iterative (no recursion depth limit). Deterministic:
 * nodes and neighbours are visited in ascending order, so the same graph gives the same list.
 */
final class StrongComponents {
  private StrongComponents() {}

  /**
   * The strongly-connected components of the graph on {@code nodes} whose neighbours are {@code
   * adjacent.apply(v)} (only neighbours inside {@code nodes} count), in the order Tarjan's
   * algorithm completes them.
   */
  static List<BitSet> of(BitSet nodes, IntFunction<BitSet> adjacent) {
    int n = nodes.length();
    int[] index = new int[n];
    int[] low = new int[n];
    Arrays.fill(index, -1);
    boolean[] onStack = new boolean[n];
    Deque<Integer> stack = new ArrayDeque<>();
    List<BitSet> components = new ArrayList<>();
    BitSet[] neighbours = new BitSet[n];
    int counter = 0;
    for (int root = nodes.nextSetBit(0); root >= 0; root = nodes.nextSetBit(root + 1)) {
      if (index[root] >= 0) {
        continue;
      }
      Deque<int[]> calls = new ArrayDeque<>();
      index[root] = low[root] = counter++;
      stack.push(root);
      onStack[root] = true;
      calls.push(new int[] {root, -1});
      while (!calls.isEmpty()) {
        int[] frame = calls.peek();
        int u = frame[0];
        if (neighbours[u] == null) {
          neighbours[u] = (BitSet) adjacent.apply(u).clone();
          neighbours[u].and(nodes);
        }
        int w = neighbours[u].nextSetBit(frame[1] + 1);
        if (w >= 0) {
          frame[1] = w;
          if (index[w] < 0) {
            index[w] = low[w] = counter++;
            stack.push(w);
            onStack[w] = true;
            calls.push(new int[] {w, -1});
          } else if (onStack[w]) {
            low[u] = Math.min(low[u], index[w]);
          }
          continue;
        }
        calls.pop();
        if (!calls.isEmpty()) {
          int parent = calls.peek()[0];
          low[parent] = Math.min(low[parent], low[u]);
        }
        if (low[u] == index[u]) {
          BitSet component = new BitSet();
          int x;
          do {
            x = stack.pop();
            onStack[x] = false;
            component.set(x);
          } while (x != u);
          components.add(component);
        }
      }
    }
    return components;
  }
}
