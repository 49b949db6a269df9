package org.nightres.core.model;

import java.util.AbstractList;
import java.util.BitSet;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.RandomAccess;

/**
 * The players a random choice draws among ({@code games.md} section 9), in declaration order:
 * a set of the night's players kept as bits, read as the list of their names. A night of
 * 100,000 players makes thousands of draws, each among nearly all of them; as bits a draw's
 * candidates cost a few kilobytes and their count and the k-th of them a pass over the words,
 * not a list of 100,000 names per draw. Immutable.
 */
public final class Candidates extends AbstractList<String> implements RandomAccess {
  private final Night night;
  private final long[] words; // bit p: player p is a candidate
  private final int size;

  private Candidates(Night night, long[] words) {
    this.night = night;
    this.words = words;
    int n = 0;
    for (long w : words) {
      n += Long.bitCount(w);
    }
    this.size = n;
  }

  /** The players of {@code night} set in {@code players} (copied), as their names. */
  public static Candidates of(Night night, BitSet players) {
    return new Candidates(night, players.toLongArray());
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
    int left = index;
    for (int w = 0; w < words.length; w++) {
      int n = Long.bitCount(words[w]);
      if (left < n) {
        long word = words[w];
        for (int k = 0; k < left; k++) {
          word &= word - 1; // drop the lowest set bit
        }
        return night.players().get(w * 64 + Long.numberOfTrailingZeros(word)).name();
      }
      left -= n;
    }
    throw new IllegalStateException("fewer candidates than counted");
  }

  private boolean has(int p) {
    return p >= 0 && (p >> 6) < words.length && (words[p >> 6] & (1L << p)) != 0;
  }

  /** The position of the player named {@code name} (any case) among the candidates, or -1. */
  public int position(String name) {
    int p = night.indexOf(name);
    if (!has(p)) {
      return -1;
    }
    int before = 0;
    for (int w = 0; w < (p >> 6); w++) {
      before += Long.bitCount(words[w]);
    }
    return before + Long.bitCount(words[p >> 6] & ((1L << p) - 1));
  }

  @Override
  public boolean contains(Object o) {
    return o instanceof String s && position(s) >= 0
        && night.players().get(night.indexOf(s)).name().equals(s);
  }

  @Override
  public int indexOf(Object o) {
    return contains(o) ? position((String) o) : -1;
  }

  @Override
  public Iterator<String> iterator() {
    return new Iterator<>() {
      private int next = nextFrom(0);

      private int nextFrom(int p) {
        for (int w = p >> 6; w < words.length; w++) {
          long word = w == (p >> 6) ? words[w] & (-1L << p) : words[w];
          if (word != 0) {
            return w * 64 + Long.numberOfTrailingZeros(word);
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
        String name = night.players().get(next).name();
        next = next + 1 < words.length * 64 ? nextFrom(next + 1) : -1;
        return name;
      }
    };
  }

  /** {@code candidates} as a list that stays as it is: itself if it is one of these. */
  public static List<String> immutable(List<String> candidates) {
    return candidates instanceof Candidates ? candidates : List.copyOf(candidates);
  }
}
