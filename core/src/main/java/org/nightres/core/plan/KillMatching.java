package org.nightres.core.plan;

import java.util.Arrays;
import java.util.function.BiPredicate;

/**
 * Matches kills to single-use protections ({@code doctor-stops one}): a maximum bipartite
 * matching by augmenting paths, tried in index order, so the number of kills cancelled — hence
 * who dies — is the largest possible and the matching itself is deterministic.
 */
public final class KillMatching {
  private KillMatching() {}

  /**
   * @param kills the number of kills
   * @param protections the number of single-use protections
   * @param covers whether protection {@code p} (second argument) can cancel kill {@code k} (first)
   * @return for each kill, the index of the protection cancelling it, or -1
   */
  public static int[] match(int kills, int protections, BiPredicate<Integer, Integer> covers) {
    int[] killOf = new int[protections];
    Arrays.fill(killOf, -1);
    for (int k = 0; k < kills; k++) {
      augment(k, protections, covers, killOf, new boolean[protections]);
    }
    int[] result = new int[kills];
    Arrays.fill(result, -1);
    for (int p = 0; p < protections; p++) {
      if (killOf[p] >= 0) {
        result[killOf[p]] = p;
      }
    }
    return result;
  }

  private static boolean augment(int kill, int protections, BiPredicate<Integer, Integer> covers,
      int[] killOf, boolean[] seen) {
    for (int p = 0; p < protections; p++) {
      if (!seen[p] && covers.test(kill, p)) {
        seen[p] = true;
        if (killOf[p] < 0 || augment(killOf[p], protections, covers, killOf, seen)) {
          killOf[p] = kill;
          return true;
        }
      }
    }
    return false;
  }
}
