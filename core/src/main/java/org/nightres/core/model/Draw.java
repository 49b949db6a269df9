package org.nightres.core.model;

import com.google.common.base.Preconditions;
import java.util.List;

/**
 * One random choice of a night ({@code games.md} sections 8 and 9): who drew, for which ability,
 * among which candidates (in declaration order; a feedback's values in the order written), and
 * what came out. The JSON {@code random} list holds one per choice, in the order drawn.
 *
 * @param actor the actor of the action that drew
 * @param ability its verb
 * @param candidates what could come out, in order
 * @param pick what came out: one of the candidates
 * @param pinned whether a {@code random} line chose it (no draw was made)
 * @param auto whether the action is an automatic use of a forced ability
 */
public record Draw(String actor, String ability, List<String> candidates, String pick,
    boolean pinned, boolean auto) {
  /**
   * A value of these parts, checked.
   *
   * @param actor the actor of the action that drew
   * @param ability its verb
   * @param candidates what could come out, in order
   * @param pick what came out: one of the candidates
   * @param pinned whether a {@code random} line chose it (no draw was made)
   * @param auto whether the action is an automatic use of a forced ability
   */
  public Draw {
    candidates = Candidates.immutable(candidates); // a night's players as bits stay so
    Preconditions.checkArgument(among(candidates, pick), "%s is not among %s", pick, candidates);
  }

  /**
   * Whether {@code pick} is one of {@code candidates}: first as the very string, which a draw
   * takes from its candidates (no candidate is read: a large night keeps its players' names
   * apart in memory), then as an equal one.
   */
  private static boolean among(List<String> candidates, String pick) {
    if (!(candidates instanceof Candidates)) {
      for (String c : candidates) {
        if (c == pick) {
          return true;
        }
      }
    }
    return candidates.contains(pick);
  }

  @Override
  public String toString() {
    return actor + " " + ability + (auto ? " (auto)" : "") + ": " + pick
        + (pinned ? " (pinned)" : "") + " of " + String.join(", ", candidates);
  }
}
