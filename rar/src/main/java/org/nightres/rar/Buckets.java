package org.nightres.rar;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One list per player, created on first use: most parts of a night have no component of a
 * given kind, so the array is made on the first item too. Not thread-safe.
 */
final class Buckets<T> {
  private static final ArrayList<Object> EMPTY = new ArrayList<>(0);
  private final int size;
  private Object[] lists;

  Buckets(int size) {
    this.size = size;
  }

  void add(int i, T item) {
    if (lists == null) {
      lists = new Object[size];
    }
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
    Objects.checkIndex(i, size);
    List<T> l = lists == null ? null : (List<T>) lists[i];
    return l == null ? (List<T>) EMPTY : l;
  }
}
