package org.nightres.core.kernel;

import java.util.Arrays;
import org.nightres.core.component.Component;
import org.nightres.core.component.StatusDefinition;
import org.nightres.core.model.GameOptions;
import org.nightres.core.plan.NightPlan;
import org.nightres.core.plan.PlannedAction;

/**
 * {@code option death-stops-actions later} for arrests ({@code games.md} section 4.1: "a player
 * killed or arrested at order value o loses every own action of order value > o"), for an
 * order-based scheduler: a player given tonight, at order o, a status that nullifies actions
 * ({@code Arrested}, and any status defined so) loses his own actions of order above o that it
 * nullifies; passives and {@code survives-death} abilities are exempt, as at a death. The first
 * such status given to a player counts. Not thread-safe: one per resolution.
 */
public final class Arrests {
  private final NightPlan plan;
  /** Per player, the order at which he was first given such a status; -1: not; null: off. */
  private final int[] at;
  private final StatusDefinition[] given;

  /**
   * The arrests of a night of {@code plan}, none yet; it records nothing unless the night's
   * option is {@code death-stops-actions later}.
   *
   * @param plan the plan whose player indexes it takes
   */
  public Arrests(NightPlan plan) {
    this.plan = plan;
    boolean on = plan.options().deathStopsActions() == GameOptions.DeathStopsActions.LATER;
    this.at = on ? new int[plan.playerCount()] : null;
    this.given = on ? new StatusDefinition[plan.playerCount()] : null;
    if (on) {
      Arrays.fill(at, -1);
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
    if (at == null || at[player] >= 0) {
      return;
    }
    c.change().gives().filter(StatusDefinition::nullifies).ifPresent(s -> {
      at[player] = order;
      given[player] = s;
    });
  }

  /**
   * {@return why action {@code a} (of order {@code order}) does not happen, or null: its actor
   * was given, at a lower order, a status that nullifies it}
   *
   * @param a the action
   * @param order the order value of the action (or of the component about to be applied)
   */
  public String stops(PlannedAction a, int order) {
    if (at == null || a.passive() || a.ability().survivesDeath()) {
      return null;
    }
    int p = a.actor();
    if (at[p] < 0 || at[p] >= order || !given[p].nullifies(a.tags())) {
      return null;
    }
    return "does not happen: " + plan.name(p) + " was given " + given[p].name() + " at ["
        + at[p] + "] (death-stops-actions later)";
  }
}
