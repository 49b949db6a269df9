package org.nightres.core.plan;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.nightres.core.component.ResultKind;
import org.nightres.core.outcome.Feedback;

/**
 * What information roles can learn about a night an order-based engine has played out: the
 * visits that were made and who attempted a kill. An engine records them as they happen, then
 * asks for each information result. Indexed by player, so every answer costs what it returns.
 * Not thread-safe: one per resolution.
 */
public final class Observations {
  private record Visit(int visitor, int target, boolean seen) {}

  private final NightPlan plan;
  /** The visits by visitor and by target, by player index; null where there are none. */
  private final List<Visit>[] byVisitor;
  private final List<Visit>[] byTarget;
  private final BitSet killAttempted = new BitSet();

  /**
   * Observations of a night of {@code plan}, none made yet.
   *
   * @param plan the plan whose player indexes the observations take
   */
  @SuppressWarnings("unchecked")
  public Observations(NightPlan plan) {
    this.plan = plan;
    this.byVisitor = new List[plan.playerCount()];
    this.byTarget = new List[plan.playerCount()];
  }

  /**
   * {@code visitor} visited {@code target}; {@code seen} is false for untrackable visits.
   *
   * @param visitor the visiting player's index in the plan
   * @param target the visited player's index in the plan
   * @param seen whether trackers and watchers see the visit (false for an untrackable one)
   */
  public void visit(int visitor, int target, boolean seen) {
    Visit v = new Visit(visitor, target, seen);
    add(byVisitor, visitor, v);
    add(byTarget, target, v);
  }

  private static void add(List<Visit>[] index, int player, Visit v) {
    if (index[player] == null) {
      index[player] = new ArrayList<>(2);
    }
    index[player].add(v);
  }

  private static List<Visit> of(List<Visit>[] index, int player) {
    return index[player] == null ? List.of() : index[player];
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
      case TRACK:
        String went = plan.joinNames(of(byVisitor, target).stream()
            .filter(Visit::seen).mapToInt(Visit::target));
        return went.isEmpty() ? Feedback.NOWHERE : went;
      case WATCH:
        String came = plan.joinNames(of(byTarget, target).stream()
            .filter(v -> v.seen() && v.visitor() != actor).mapToInt(Visit::visitor));
        return came.isEmpty() ? Feedback.NO_VISITORS : came;
      default:
        throw new AssertionError(kind);
    }
  }
}
