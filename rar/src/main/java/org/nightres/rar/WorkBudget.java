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
  private static final int NAMES_IN_MESSAGE = 12;

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
    StringBuilder msg = new StringBuilder("RAR resolution exceeded its work budget of ")
        .append(limit).append(" steps ").append(where).append(" (").append(names.size())
        .append(names.size() == 1 ? " action" : " actions").append("): ");
    msg.append(String.join("; ", names.subList(0, Math.min(NAMES_IN_MESSAGE, names.size()))));
    if (names.size() > NAMES_IN_MESSAGE) {
      msg.append("; and ").append(names.size() - NAMES_IN_MESSAGE).append(" more");
    }
    return new ResolutionLimitException(msg.toString(), names);
  }
}
