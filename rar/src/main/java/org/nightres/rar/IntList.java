package org.nightres.rar;

import java.util.Arrays;

/** A growable list of ints; the engine's hot paths avoid boxing. Not thread-safe. */
final class IntList {
  private int[] items;
  private int size;

  IntList() {
    this(2);
  }

  IntList(int capacity) {
    items = new int[Math.max(1, capacity)];
  }

  void add(int v) {
    if (size == items.length) {
      items = Arrays.copyOf(items, size * 2);
    }
    items[size++] = v;
  }

  void addAll(IntList other) {
    for (int i = 0; i < other.size; i++) {
      add(other.items[i]);
    }
  }

  int get(int i) {
    return items[i];
  }

  int size() {
    return size;
  }

  boolean isEmpty() {
    return size == 0;
  }

  int pop() {
    return items[--size];
  }

  void clear() {
    size = 0;
  }

  int[] toArray() {
    return Arrays.copyOf(items, size);
  }
}
