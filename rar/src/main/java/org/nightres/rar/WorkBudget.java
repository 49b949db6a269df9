package org.nightres.rar;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;
import org.nightres.core.ResolutionLimitException;
import org.nightres.core.plan.NightPlan;
import org.nightres.core.plan.PlannedAction;

/**
 * Counts the work of one resolution: route steps, graph edges, evaluation steps. Every unit of
 * work that can grow faster than the input is charged here, so a night that would take too long
 * ends in a {@link ResolutionLimitException} instead of a hang. Not thread-safe: one per
 * resolution.
 */
final class WorkBudget {

  private final long limit;
  private long used;

  WorkBudget(long limit) {
    this.limit = limit;
  }

  /**
   * Charges {@code steps}; returns false once the budget is spent (the caller then throws
   * {@link #exceeded} naming the knot it was working on).
   */
  boolean charge(long steps) {
    used += steps;
    return used <= limit;
  }

  long used() {
    return used;
  }

  long limit() {
    return limit;
  }

  /** The exception for a spent budget, naming {@code actionIds} as the moderator wrote them. */
  ResolutionLimitException exceeded(NightPlan plan, String where, Collection<Integer> actionIds) {
    TreeSet<Integer> ids = new TreeSet<>(actionIds);
    List<String> names = new ArrayList<>();
    for (int id : ids) {
      PlannedAction a = plan.actions().get(id);
      names.add(a.toString());
    }
    return ResolutionLimitException.naming("RAR resolution exceeded its work budget of " + limit
        + " steps " + where, names);
  }
}
