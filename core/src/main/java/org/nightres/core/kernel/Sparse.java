package org.nightres.core.kernel;

import java.util.BitSet;

/**
 * A value for some of a night's players, by player index; most have none. A bit per player that
 * has one is read before the array: asked about every action's actor, a big night's bits stay in
 * the processor's caches where its array of references does not (as {@code Board}'s lists do).
 * The array is made at the first write. Not thread-safe: one kernel's.
 *
 * @param <T> the value
 */
final class Sparse<T> {
  private final int players;
  private final BitSet held = new BitSet();
  private Object[] values;

  /** A value for none of {@code players} players yet. */
  Sparse(int players) {
    this.players = players;
  }

  /** {@return player {@code p}'s value, or null for none (and for no player, {@code p < 0})} */
  @SuppressWarnings("unchecked")
  T get(int p) {
    return p >= 0 && held.get(p) ? (T) values[p] : null;
  }

  /** Player {@code p}'s value is {@code value} from now on. */
  void set(int p, T value) {
    if (values == null) {
      values = new Object[players];
    }
    values[p] = value;
    held.set(p);
  }
}
