package org.nightres.core.component;

import com.google.common.base.Preconditions;

/**
 * A precondition on a target of an ability ({@code [when X in !align:mafia]}, WWR's Attribute
 * and Condition restrictions), checked at the line against the start of the night: the target
 * written for parameter {@code param} passes {@code filter}.
 *
 * @param param the parameter's index (X is 0)
 * @param filter what the target must be
 */
public record Condition(int param, PlayerFilter filter) {

  /**
   * A value of these parts, checked.
   *
   * @param param the parameter's index (X is 0)
   * @param filter what the target must be
   */
  public Condition {
    Preconditions.checkArgument(param >= 0 && param < 6, "bad parameter %s", param);
    Preconditions.checkNotNull(filter);
  }

  /**
   * {@return whether {@code target} meets it}
   *
   * @param target the target
   */
  public boolean holds(PlayerFilter.Subject target) {
    return filter.matches(target);
  }

  /** As the roles language writes it: {@code X in !align:mafia}. */
  @Override
  public String toString() {
    return "XYZUVW".charAt(param) + " in " + filter;
  }
}
