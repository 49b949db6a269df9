package org.nightres.core.model;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.RandomAccess;

/**
 * The players a random choice draws among ({@code games.md} section 9), in declaration order:
 * a {@link Pool} of the night's players (the living ones, as a whole night's draws share them),
 * less a few players left out (the actor, the earlier parameters), read as the list of their
 * names. A night of 100,000 players makes thousands of draws, each among nearly all of them; so
 * a draw's candidates cost the players it leaves out, and their count, the k-th of them and the
 * place of one a few steps over counted blocks of bits, not a list of 100,000 names per draw.
 * Immutable.
 */
public final class Candidates extends AbstractList<String> implements RandomAccess {
  private final Night night;
  private final Pool pool;
  private final int[] out; // ascending; each in the pool
  private final int size;

  private Candidates(Night night, Pool pool, int[] out) {
    this.night = night;
    this.pool = pool;
    this.out = out;
    this.size = pool.size - out.length;
  }

  /**
   * A set of a night's players, as bits counted by blocks: the players a night's draws start
   * from, shared by every {@link Candidates} drawn among them. Never changed once made.
   */
  public static final class Pool {
    private static final int BLOCK = 16; // words per counted block
    private final long[] words; // bit p: player p is in the pool
    private final int[] before; // before[b]: players in the words before block b
    private final int size;

    private Pool(long[] words) {
      this.words = words;
      this.before = new int[(words.length + BLOCK - 1) / BLOCK + 1];
      int n = 0;
      for (int w = 0; w < words.length; w++) {
        if (w % BLOCK == 0) {
          before[w / BLOCK] = n;
        }
        n += Long.bitCount(words[w]);
      }
      before[before.length - 1] = n;
      this.size = n;
    }

    /**
     * {@return the players set in {@code players} (copied)}
     *
     * @param players a bit per declaration index
     */
    public static Pool of(BitSet players) {
      return new Pool(players.toLongArray());
    }

    /** {@return the number of players in the pool} */
    public int size() {
      return size;
    }

    /**
     * {@return whether player {@code p} is in the pool}
     *
     * @param p a declaration index
     */
    public boolean has(int p) {
      return p >= 0 && (p >> 6) < words.length && (words[p >> 6] & (1L << p)) != 0;
    }

    /** The number of players in the pool declared before player {@code p}. */
    int rank(int p) {
      int w = Math.min(p >> 6, words.length);
      int n = before[w / BLOCK];
      for (int k = w / BLOCK * BLOCK; k < w; k++) {
        n += Long.bitCount(words[k]);
      }
      return w < words.length ? n + Long.bitCount(words[w] & ((1L << p) - 1)) : n;
    }

    /** The player of rank {@code k} in the pool (0: the first declared). */
    int select(int k) {
      int lo = 0; // the last block that starts at or before rank k
      int hi = before.length - 2;
      while (lo < hi) {
        int mid = (lo + hi + 1) >>> 1;
        if (before[mid] <= k) {
          lo = mid;
        } else {
          hi = mid - 1;
        }
      }
      int left = k - before[lo];
      for (int w = lo * BLOCK; w < words.length; w++) {
        int n = Long.bitCount(words[w]);
        if (left < n) {
          long word = words[w];
          for (int j = 0; j < left; j++) {
            word &= word - 1; // drop the lowest set bit
          }
          return w * 64 + Long.numberOfTrailingZeros(word);
        }
        left -= n;
      }
      throw new IndexOutOfBoundsException("rank " + k + " of " + size);
    }

    BitSet bits() {
      return BitSet.valueOf(words);
    }

    /**
     * {@return the players of this pool who are also set in {@code players}: one pass over the
     * words of both, not a test per player}
     *
     * @param players a bit per declaration index (read, not changed)
     */
    public Pool within(BitSet players) {
      long[] other = players.toLongArray();
      long[] both = Arrays.copyOf(words, Math.min(words.length, other.length));
      for (int w = 0; w < both.length; w++) {
        both[w] &= other[w];
      }
      return new Pool(both);
    }
  }

  /**
   * {@return the players of {@code night} set in {@code players} (copied), as their names}
   *
   * @param night the night whose players these are
   * @param players a bit per declaration index
   */
  public static Candidates of(Night night, BitSet players) {
    return new Candidates(night, Pool.of(players), new int[0]);
  }

  /**
   * {@return the players of {@code night} in {@code pool} (shared, not copied) but the players
   * {@code left} out (declaration indexes; those not in the pool and repeats are ignored)}
   *
   * @param night the night whose players these are
   * @param pool the players alive
   * @param left declaration indexes to leave out
   */
  public static Candidates of(Night night, Pool pool, int... left) {
    int[] out = Arrays.stream(left).filter(pool::has).sorted().distinct().toArray();
    return new Candidates(night, pool, out);
  }

  @Override
  public int size() {
    return size;
  }

  /** The name of the {@code index}-th candidate in declaration order. */
  @Override
  public String get(int index) {
    if (index < 0 || index >= size) {
      throw new IndexOutOfBoundsException("candidate " + index + " of " + size);
    }
    int rank = index; // the k-th rank in the pool that is not left out
    for (int p : out) {
      if (pool.rank(p) <= rank) {
        rank++;
      } else {
        break;
      }
    }
    return night.playerNames().get(pool.select(rank));
  }

  /**
   * {@return the position of the player named {@code name} (any case) among the candidates, or -1}
   *
   * @param name a player's name
   */
  public int position(String name) {
    return position(night.indexOf(name));
  }

  /** The position of player {@code p} (a declaration index; -1: none) among them, or -1. */
  private int position(int p) {
    if (!pool.has(p)) {
      return -1;
    }
    int leftBefore = 0;
    for (int e : out) {
      if (e == p) {
        return -1;
      }
      if (e > p) {
        break;
      }
      leftBefore++;
    }
    return pool.rank(p) - leftBefore;
  }

  @Override
  public boolean contains(Object o) {
    if (!(o instanceof String s)) {
      return false;
    }
    int p = night.indexOf(s); // once: a look-up by name reads what a large night keeps apart
    return position(p) >= 0 && night.playerNames().get(p).equals(s);
  }

  @Override
  public int indexOf(Object o) {
    return contains(o) ? position((String) o) : -1;
  }

  @Override
  public Iterator<String> iterator() {
    return new Iterator<>() {
      private final BitSet bits = pool.bits();
      private int nextOut = 0;
      private int next = advance(bits.nextSetBit(0));

      private int advance(int p) {
        while (p >= 0) {
          while (nextOut < out.length && out[nextOut] < p) {
            nextOut++;
          }
          if (nextOut < out.length && out[nextOut] == p) {
            p = bits.nextSetBit(p + 1);
          } else {
            return p;
          }
        }
        return -1;
      }

      @Override
      public boolean hasNext() {
        return next >= 0;
      }

      @Override
      public String next() {
        if (next < 0) {
          throw new NoSuchElementException();
        }
        String name = night.playerNames().get(next);
        next = advance(bits.nextSetBit(next + 1));
        return name;
      }
    };
  }

  /**
   * {@code candidates} as a list that stays as it is: itself if it is one of these.
   *
   * @param candidates a list of names
   * @return the list, unmodifiable
   */
  public static List<String> immutable(List<String> candidates) {
    return candidates instanceof Candidates ? candidates : List.copyOf(candidates);
  }
}
