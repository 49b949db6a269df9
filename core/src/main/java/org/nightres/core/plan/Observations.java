package org.nightres.core.plan;

import java.util.Arrays;
import java.util.BitSet;
import java.util.function.LongToIntFunction;
import org.nightres.core.component.ResultKind;
import org.nightres.core.outcome.Feedback;

/**
 * What information roles can learn about a night an order-based engine has played out: the
 * visits that were made and who attempted a kill. An engine records them as they happen, then
 * asks for each information result. The visits are indexed by player when an answer first needs
 * them, after which every answer costs what it returns. Not thread-safe: one per resolution.
 */
public final class Observations {
  private final NightPlan plan;
  /** The visits in the order made: the visitor's index, shifted left 32 bits, then the target's. */
  private long[] visits = new long[16];
  private int size;
  /** The visits (positions in {@link #visits}) that trackers and watchers do not see. */
  private final BitSet unseen = new BitSet();
  /** The visits by visitor and by target: made when first asked for, after the last visit. */
  private ByPlayer byVisitor;
  private ByPlayer byTarget;
  private final BitSet killAttempted = new BitSet();

  /**
   * Observations of a night of {@code plan}, none made yet.
   *
   * @param plan the plan whose player indexes the observations take
   */
  public Observations(NightPlan plan) {
    this.plan = plan;
  }

  /**
   * {@code visitor} visited {@code target}; {@code seen} is false for untrackable visits.
   *
   * @param visitor the visiting player's index in the plan
   * @param target the visited player's index in the plan
   * @param seen whether trackers and watchers see the visit (false for an untrackable one)
   */
  public void visit(int visitor, int target, boolean seen) {
    if (size == visits.length) {
      visits = Arrays.copyOf(visits, 2 * size);
    }
    if (!seen) {
      unseen.set(size);
    }
    visits[size++] = (long) visitor << 32 | target;
    byVisitor = null; // asked for again, they are made again
    byTarget = null;
  }

  private static int visitor(long visit) {
    return (int) (visit >>> 32);
  }

  private static int target(long visit) {
    return (int) visit;
  }

  /**
   * The visits grouped by one of their players, in the order made within each: those of player
   * p are {@code visit[start[p]]} to {@code visit[start[p + 1] - 1]}. Made in one pass over the
   * visits, when an answer first needs them: a visit is one write into one array as the night
   * plays out, not an append to a list of its player's, which a night of 100,000 players finds
   * scattered in memory.
   */
  private record ByPlayer(int[] start, int[] visit) {
    static ByPlayer of(long[] visits, int size, int players, LongToIntFunction player) {
      int[] start = new int[players + 1];
      for (int i = 0; i < size; i++) {
        start[player.applyAsInt(visits[i]) + 1]++;
      }
      for (int p = 0; p < players; p++) {
        start[p + 1] += start[p];
      }
      int[] next = Arrays.copyOf(start, players);
      int[] visit = new int[size];
      for (int i = 0; i < size; i++) {
        visit[next[player.applyAsInt(visits[i])]++] = i;
      }
      return new ByPlayer(start, visit);
    }
  }

  private ByPlayer byVisitor() {
    if (byVisitor == null) {
      byVisitor = ByPlayer.of(visits, size, plan.playerCount(), Observations::visitor);
    }
    return byVisitor;
  }

  private ByPlayer byTarget() {
    if (byTarget == null) {
      byTarget = ByPlayer.of(visits, size, plan.playerCount(), Observations::target);
    }
    return byTarget;
  }

  /**
   * {@code actor} performed an action with a kill (a Detective sees it as positive).
   *
   * @param actor the actor's index in the plan
   */
  public void killAttempt(int actor) {
    killAttempted.set(actor);
  }

  /**
   * {@return the feedback string of information component {@code r} by {@code actor} that landed on
   * {@code target}, or {@link Feedback#NO_RESULT} when {@code target} is negative (the information
   * action itself failed); {@code deaths}: the night's, for a kill outcome}
   *
   * @param r the information component
   * @param actor the acting player's index in the plan
   * @param target the index in the plan of the player it landed on; negative: the action failed
   * @param deaths the players (indexes in the plan) who died tonight
   */
  public String answer(org.nightres.core.component.Component.Result r, int actor, int target,
      java.util.BitSet deaths) {
    if (target < 0) {
      return Feedback.NO_RESULT;
    }
    ResultKind kind = r.kind();
    switch (kind) {
      case ALIGNMENT:
      case ROLE:
      case CATEGORY:
      case CLASS:
      case ATTRIBUTE:
        return OutcomeBuilder.playerResult(r, plan.player(actor), plan.player(target), null);
      case DETECT:
        return killAttempted.get(target) ? Feedback.POSITIVE : Feedback.NEGATIVE;
      case KILL_OUTCOME:
        return deaths.get(target) ? Feedback.SUCCESS : Feedback.FAILURE;
      case TRACK: // where the target went
        ByPlayer by = byVisitor();
        int[] went = new int[by.start()[target + 1] - by.start()[target]];
        int n = 0;
        for (int k = by.start()[target]; k < by.start()[target + 1]; k++) {
          int v = by.visit()[k];
          if (!unseen.get(v)) {
            went[n++] = target(visits[v]);
          }
        }
        return n == 0 ? Feedback.NOWHERE : plan.joinNames(Arrays.copyOf(went, n));
      case WATCH: // who came to the target, but the watcher
        ByPlayer to = byTarget();
        int[] came = new int[to.start()[target + 1] - to.start()[target]];
        int m = 0;
        for (int k = to.start()[target]; k < to.start()[target + 1]; k++) {
          int v = to.visit()[k];
          if (!unseen.get(v) && visitor(visits[v]) != actor) {
            came[m++] = visitor(visits[v]);
          }
        }
        return m == 0 ? Feedback.NO_VISITORS : plan.joinNames(Arrays.copyOf(came, m));
      default:
        throw new AssertionError(kind);
    }
  }
}
