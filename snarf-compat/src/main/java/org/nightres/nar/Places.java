package org.nightres.nar;

import java.util.Arrays;
import java.util.BitSet;
import java.util.function.IntConsumer;

/**
 * An immutable set of players (plan indexes) that a component could land on: one player as a
 * rule, a few when pending moves could carry it. Sorted, without repeats. A {@link BitSet} of a
 * player near the end of a 100,000-player night is 12 KB; this is the size of its members.
 */
final class Places {
  private final int[] players;

  private Places(int[] players) {
    this.players = players;
  }

  /** {@return the set of the one player {@code p}} */
  static Places of(int p) {
    return new Places(new int[] {p});
  }

  /** {@return the set of {@code p} and {@code q}} */
  static Places of(int p, int q) {
    return p == q ? of(p) : new Places(p < q ? new int[] {p, q} : new int[] {q, p});
  }

  /** {@return the set of the first {@code n} of {@code players}, in any order, repeats allowed} */
  static Places of(int[] players, int n) {
    int[] sorted = Arrays.copyOf(players, n);
    Arrays.sort(sorted);
    int k = 0;
    for (int i = 0; i < n; i++) {
      if (k == 0 || sorted[i] != sorted[k - 1]) {
        sorted[k++] = sorted[i];
      }
    }
    return new Places(k == n ? sorted : Arrays.copyOf(sorted, k));
  }

  /** {@return the players set in {@code set}} */
  static Places of(BitSet set) {
    return new Places(set.stream().toArray());
  }

  /** {@return whether {@code p} is in the set} */
  boolean get(int p) {
    if (players.length == 1) {
      return players[0] == p;
    }
    return Arrays.binarySearch(players, p) >= 0;
  }

  /** {@return whether the two sets share a player} */
  boolean intersects(Places other) {
    int[] a = players;
    int[] b = other.players;
    int i = 0;
    int j = 0;
    while (i < a.length && j < b.length) {
      if (a[i] == b[j]) {
        return true;
      }
      if (a[i] < b[j]) {
        i++;
      } else {
        j++;
      }
    }
    return false;
  }

  /** Gives every player of the set to {@code action}, in ascending order. */
  void forEach(IntConsumer action) {
    for (int p : players) {
      action.accept(p);
    }
  }

  /** {@return the set as a bit set} */
  BitSet toBitSet() {
    BitSet set = new BitSet();
    for (int p : players) {
      set.set(p);
    }
    return set;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Places other && Arrays.equals(players, other.players);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(players);
  }

  @Override
  public String toString() {
    return Arrays.toString(players);
  }
}
