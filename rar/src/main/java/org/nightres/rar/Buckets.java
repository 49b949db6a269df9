package org.nightres.rar;

import java.util.ArrayList;
import java.util.List;

/**
 * One list per player, created on first use: big nights touch few players per kind of
 * component, so most buckets stay empty and cost one null. Not thread-safe.
 */
final class Buckets<T> {
  private static final ArrayList<Object> EMPTY = new ArrayList<>(0);
  private final Object[] lists;

  Buckets(int size) {
    lists = new Object[size];
  }

  void add(int i, T item) {
    @SuppressWarnings("unchecked")
    List<T> l = (List<T>) lists[i];
    if (l == null) {
      l = new ArrayList<>(2);
      lists[i] = l;
    }
    l.add(item);
  }

  /**
   * The items of bucket {@code i}, in insertion order; an empty list if none. Never modify it.
   * Always an {@link ArrayList}, so that loops over buckets see one list class and the compiler
   * can do without their iterators.
   */
  @SuppressWarnings("unchecked")
  List<T> get(int i) {
    List<T> l = (List<T>) lists[i];
    return l == null ? (List<T>) EMPTY : l;
  }
}
