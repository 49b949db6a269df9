package org.nightres.core.kernel;

import java.util.Arrays;
import org.nightres.core.component.Component;
import org.nightres.core.component.StatusDefinition;
import org.nightres.core.model.GameOptions;
import org.nightres.core.plan.NightPlan;
import org.nightres.core.plan.PlannedAction;

/**
 * {@code option death-stops-actions later} ({@code games.md} section 4.1: "a player killed or
 * arrested at order value o loses every own action of order value > o"), for an order-based
 * scheduler ({@code snarf}, {@code sequential}; RAR writes the same rule as counters): a player
 * who died at order o, or was given at order o a status that nullifies actions ({@code
 * Arrested}, and any status defined so), loses his own actions of order above o (for a status:
 * those it nullifies). Actions of order o or below stand; passives and {@code survives-death}
 * abilities are exempt. The first death and the first such status of a player count. It records
 * nothing unless the night's option is {@code later}. Not thread-safe: one per resolution.
 */
public final class LaterStops {
  private final NightPlan plan;
  /** Per player, the order at which he died; -1: he did not; null: the option is off. */
  private final int[] diedAt;
  /** Per player, the order at which he was first given such a status; -1: he was not. */
  private final int[] arrestedAt;
  private final StatusDefinition[] given;

  /**
   * The stops of a night of {@code plan}, none yet.
   *
   * @param plan the plan whose player indexes it takes
   */
  public LaterStops(NightPlan plan) {
    this.plan = plan;
    boolean on = plan.options().deathStopsActions() == GameOptions.DeathStopsActions.LATER;
    int n = on ? plan.playerCount() : 0;
    this.diedAt = on ? new int[n] : null;
    this.arrestedAt = on ? new int[n] : null;
    this.given = on ? new StatusDefinition[n] : null;
    if (on) {
      Arrays.fill(diedAt, -1);
      Arrays.fill(arrestedAt, -1);
    }
  }

  /**
   * {@code player} died at {@code order}: recorded, unless he died before.
   *
   * @param player the index in the plan of the player
   * @param order the order value at which the kill that killed him landed
   */
  public void died(int player, int order) {
    if (diedAt != null && diedAt[player] < 0) {
      diedAt[player] = order;
    }
  }

  /**
   * State change {@code c} landed on {@code player} at {@code order}: recorded if it gives a
   * status that nullifies actions, and he was given none before.
   *
   * @param player the index in the plan of the player it landed on
   * @param c the change
   * @param order the order value at which it landed
   */
  public void landed(int player, Component.Change c, int order) {
    if (arrestedAt == null || arrestedAt[player] >= 0) {
      return;
    }
    c.change().givesTonight().filter(StatusDefinition::nullifies).ifPresent(s -> {
      arrestedAt[player] = order;
      given[player] = s;
    });
  }

  /**
   * {@return why action {@code a} (of order {@code order}) does not happen, or null: its actor
   * died, or was given a status that nullifies it, at a lower order}
   *
   * @param a the action
   * @param order the order value of the action (or of the component about to be applied)
   */
  public String stops(PlannedAction a, int order) {
    if (diedAt == null || a.exemptFromLaterStops()) {
      return null;
    }
    int p = a.actor();
    if (diedAt[p] >= 0 && diedAt[p] < order) {
      return "does not happen: " + plan.name(p) + " died at [" + diedAt[p]
          + "] (death-stops-actions later)";
    }
    if (arrestedAt[p] < 0 || arrestedAt[p] >= order || !given[p].nullifies(a.tags())) {
      return null;
    }
    return "does not happen: " + plan.name(p) + " was given " + given[p].name() + " at ["
        + arrestedAt[p] + "] (death-stops-actions later)";
  }
}
