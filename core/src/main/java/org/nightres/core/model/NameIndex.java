package org.nightres.core.model;

import java.util.List;
import java.util.Locale;

/**
 * A night's players by name, in any case: the declaration index of the first player of each
 * name, names being equal when {@code toLowerCase(Locale.ROOT)} makes them equal. Built once per
 * night; immutable, thread-safe.
 *
 * <p>Open addressing over one {@code long[]}: a slot holds the hash of the lower-cased name (high
 * half) and the index + 1 (low half; 0: empty). A look-up hashes the name as it is, without
 * making a lower-case copy of an ASCII name, reads a slot or a few, and confirms a match against
 * the player's name, the very string first: the names a night hands out (its draws) are found
 * with no copy, no boxed index and no map entry read, which a big night keeps apart in memory.
 */
final class NameIndex {
  private final List<String> names;
  private final long[] slots;
  private final int mask;
  private final int distinct;

  /**
   * The index of {@code names}.
   *
   * @param names the players' names, by declaration index
   */
  NameIndex(List<String> names) {
    this.names = names;
    int capacity = Integer.highestOneBit(Math.max(2, names.size()) * 2 - 1) << 1; // load < 1/2
    this.slots = new long[capacity];
    this.mask = capacity - 1;
    int d = 0;
    for (int i = 0; i < names.size(); i++) {
      String name = names.get(i);
      int hash = foldedHash(name);
      int at = spread(hash) & mask;
      boolean seen = false;
      for (long slot = slots[at]; slot != 0; slot = slots[at = (at + 1) & mask]) {
        if ((int) (slot >>> 32) == hash && sameFolded(names.get((int) slot - 1), name)) {
          seen = true; // the first of equal names keeps the name
          break;
        }
      }
      if (!seen) {
        slots[at] = (long) hash << 32 | (i + 1);
        d++;
      }
    }
    this.distinct = d;
  }

  /** {@return the number of different names (any case)} */
  int distinct() {
    return distinct;
  }

  /**
   * {@return the declaration index of the first player named {@code name} (any case), or -1}
   *
   * @param name a name
   */
  int indexOf(String name) {
    int hash = foldedHash(name);
    int at = spread(hash) & mask;
    for (long slot = slots[at]; slot != 0; slot = slots[at = (at + 1) & mask]) {
      if ((int) (slot >>> 32) == hash) {
        int i = (int) slot - 1;
        String known = names.get(i);
        if (known == name || sameFolded(known, name)) {
          return i;
        }
      }
    }
    return -1;
  }

  /**
   * The hash of {@code s.toLowerCase(Locale.ROOT)}: for an ASCII name, computed as it is read (the
   * same sum as {@link String#hashCode} of the lower-cased copy, which is not made).
   */
  static int foldedHash(String s) {
    int h = 0;
    for (int k = 0; k < s.length(); k++) {
      char c = s.charAt(k);
      if (c >= 0x80) {
        return s.toLowerCase(Locale.ROOT).hashCode();
      }
      h = 31 * h + (c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c);
    }
    return h;
  }

  /** Whether {@code a} and {@code b} lower-case ({@link Locale#ROOT}) to equal strings. */
  static boolean sameFolded(String a, String b) {
    if (a.length() == b.length()) {
      boolean ascii = true;
      for (int k = 0; k < a.length() && ascii; k++) {
        char x = a.charAt(k);
        char y = b.charAt(k);
        if (x >= 0x80 || y >= 0x80) {
          ascii = false;
        } else if (x != y && lower(x) != lower(y)) {
          return false;
        }
      }
      if (ascii) {
        return true;
      }
    }
    return a.toLowerCase(Locale.ROOT).equals(b.toLowerCase(Locale.ROOT)); // folding may resize
  }

  private static char lower(char c) {
    return c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
  }

  /** Spreads a string hash over the low bits, which pick the slot. */
  private static int spread(int h) {
    h *= 0x9E3779B9;
    return h ^ (h >>> 16);
  }
}
