package org.nightres.nar;

import java.util.Arrays;
import java.util.BitSet;
import java.util.function.IntFunction;

/**
 * Tarjan's strongly-connected components, iterative (no recursion depth limit). Deterministic:
 * nodes are visited in ascending order and neighbours in the order given, so the same graph
 * gives the same numbering.
 */
final class StrongComponents {
  private StrongComponents() {}

  /**
   * The strongly-connected components of the graph on {@code nodes} whose neighbours are {@code
   * adjacent.apply(v)} (only neighbours inside {@code nodes} count): per node, the number of its
   * component, numbered in the order Tarjan's algorithm completes them; -1 outside {@code nodes}.
   */
  static int[] of(BitSet nodes, IntFunction<int[]> adjacent) {
    int n = nodes.length();
    int[] component = new int[n];
    Arrays.fill(component, -1);
    int[] index = new int[n];
    int[] low = new int[n];
    Arrays.fill(index, -1);
    boolean[] onStack = new boolean[n];
    int[] stack = new int[n];
    int top = 0;
    int[] callNode = new int[n];
    int[] callNext = new int[n];
    int[][] neighbours = new int[n][];
    int counter = 0;
    int components = 0;
    for (int root = nodes.nextSetBit(0); root >= 0; root = nodes.nextSetBit(root + 1)) {
      if (index[root] >= 0) {
        continue;
      }
      int calls = 0;
      index[root] = low[root] = counter++;
      stack[top++] = root;
      onStack[root] = true;
      callNode[calls] = root;
      callNext[calls++] = 0;
      while (calls > 0) {
        int u = callNode[calls - 1];
        if (neighbours[u] == null) {
          neighbours[u] = adjacent.apply(u);
        }
        int w = -1;
        while (callNext[calls - 1] < neighbours[u].length) {
          int v = neighbours[u][callNext[calls - 1]++];
          if (v < n && nodes.get(v)) {
            w = v;
            break;
          }
        }
        if (w >= 0) {
          if (index[w] < 0) {
            index[w] = low[w] = counter++;
            stack[top++] = w;
            onStack[w] = true;
            callNode[calls] = w;
            callNext[calls++] = 0;
          } else if (onStack[w]) {
            low[u] = Math.min(low[u], index[w]);
          }
          continue;
        }
        calls--;
        if (calls > 0) {
          int parent = callNode[calls - 1];
          low[parent] = Math.min(low[parent], low[u]);
        }
        if (low[u] == index[u]) {
          int x;
          do {
            x = stack[--top];
            onStack[x] = false;
            component[x] = components;
          } while (x != u);
          components++;
        }
      }
    }
    return component;
  }
}
