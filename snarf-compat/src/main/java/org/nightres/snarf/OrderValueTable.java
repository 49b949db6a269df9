package org.nightres.snarf;

import java.util.Arrays;
import java.util.List;
import org.nightres.core.component.Component;
import org.nightres.core.component.OrderValues;
import org.nightres.core.component.Component.Block;
import org.nightres.core.component.Component.Protect;
import org.nightres.core.model.GameOptions;
import org.nightres.core.model.GameOptions.SnarfJail;
import org.nightres.core.plan.PlannedAction;

/**
 * The SNARF order value of every component of a planned action ({@code schemes.md} section 3.3
 * and the "Defaults chosen for nightres").
 *
 * <p>Standard orders by component kind: redirect, swap [20]; block, untargetable, absent [40];
 * protect, guard and the arming of an on-visited trigger [60]; kill [80]; recruit, fruit,
 * notify and visit-only actions [90]; result [100]; trigger responses (the PGO shot) [190];
 * every component of a passive [0]. Precedence, strongest first:
 *
 * <ol>
 *   <li>a written {@code [n]} ({@link PlannedAction#orderOverride()}) puts the whole action at n;
 *   <li>an ability's {@link org.nightres.core.component.Ability#orderValue()} puts the whole
 *       action at that value;
 *   <li>with {@code snarf.jail whole}, an action that has both a {@link Block} and a
 *       {@link Protect} component resolves wholly at its lowest standard order;
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
    List<Component> cs = action.components();
    int[] orders = new int[cs.size()];
    if (action.passive()) {
      return orders; // all BEGINNING
    }
    if (action.orderOverride().isPresent() || action.ability().orderValue().isPresent()) {
      int whole = action.orderOverride().isPresent()
          ? action.orderOverride().getAsInt()
          : action.ability().orderValue().getAsInt();
      Arrays.fill(orders, whole);
      return orders;
    }
    int first = Integer.MAX_VALUE;
    for (int i = 0; i < cs.size(); i++) {
      if (!cs.get(i).isVisit()) {
        orders[i] = standardOrder(cs.get(i));
        first = Math.min(first, orders[i]);
      }
    }
    if (first == Integer.MAX_VALUE) {
      first = MISCELLANEOUS; // a visit-only action
    }
    boolean wholeJail = options.snarfJail() == SnarfJail.WHOLE
        && cs.stream().anyMatch(c -> c instanceof Block)
        && cs.stream().anyMatch(c -> c instanceof Protect);
    for (int i = 0; i < cs.size(); i++) {
      if (wholeJail || cs.get(i).isVisit()) {
        orders[i] = first;
      }
    }
    return orders;
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
