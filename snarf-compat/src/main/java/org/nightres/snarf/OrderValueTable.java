package org.nightres.snarf;

import org.nightres.core.component.Component;
import org.nightres.core.component.OrderValues;
import org.nightres.core.model.GameOptions;
import org.nightres.core.plan.PlannedAction;

/**
 * The SNARF order value of every component of a planned action ({@code schemes.md} section 3.3
 * and the "Defaults chosen for nightres").
 *
 * <p>Standard orders by component kind: redirect, swap, deflect [20]; block, untargetable, absent [40];
 * protect, guard and the arming of an on-visited trigger [60]; kill [80]; recruit, fruit,
 * notify and visit-only actions [90]; result [100]; trigger responses (the PGO shot) [190];
 * every component of a passive [0]. Precedence, strongest first:
 *
 * <ol>
 *   <li>a written {@code [n]} ({@link PlannedAction#orderOverride()}) puts the whole action at n;
 *   <li>an ability's {@link org.nightres.core.component.Ability#orderValue()} puts the whole
 *       action at that value;
 *   <li>with {@code snarf.jail whole}, an action that has both a {@link Component.Block} and a
 *       {@link Component.Protect} component resolves wholly at its lowest standard order;
 *   <li>otherwise each component takes its kind's standard order.
 * </ol>
 *
 * <p>An action's visits happen at its first (lowest) non-visit order, or [90] for an action made
 * only of visits. Stateless; all methods are pure functions.
 */
final class OrderValueTable {
  static final int BEGINNING = OrderValues.PASSIVE;
  static final int REDIRECTION = OrderValues.REDIRECTION;
  static final int BLOCKING = OrderValues.BLOCKING;
  static final int PROTECTION = OrderValues.PROTECTION;
  static final int KILLING = OrderValues.KILLING;
  static final int MISCELLANEOUS = OrderValues.MISCELLANEOUS;
  static final int INVESTIGATION = OrderValues.INVESTIGATION;
  static final int TRIGGERED = OrderValues.TRIGGERED;
  static final int END = OrderValues.END;

  private OrderValueTable() {}

  /** The standard order of one component kind in a submitted (non-passive) action. */
  static int standardOrder(Component c) {
    return OrderValues.standard(c);
  }

  /**
   * The order of each component of {@code action}, index for index with
   * {@link PlannedAction#components()}.
   */
  static int[] ordersOf(PlannedAction action, GameOptions options) {
    return action.orderValues(options);
  }

  /** The heading of an order value in the step log, e.g. {@code [40] blocking/commuting}. */
  static String heading(int order) {
    String name;
    switch (order) {
      case BEGINNING:
        name = "beginning of the night";
        break;
      case REDIRECTION:
        name = "redirection";
        break;
      case BLOCKING:
        name = "blocking/commuting";
        break;
      case PROTECTION:
        name = "protection";
        break;
      case KILLING:
        name = "killing";
        break;
      case MISCELLANEOUS:
        name = "recruiting/fruit/notices/visits";
        break;
      case INVESTIGATION:
        name = "investigation";
        break;
      case TRIGGERED:
        name = "triggered effects";
        break;
      case END:
        name = "end of the night";
        break;
      default:
        name = "custom order";
    }
    return "[" + order + "] " + name;
  }
}
