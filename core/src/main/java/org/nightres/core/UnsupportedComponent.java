package org.nightres.core;

import com.google.common.base.Preconditions;
import org.nightres.core.component.Component;

/**
 * A component a night's players may use that a resolver cannot honour, and why ({@link
 * NightResolver#unsupportedComponent}): an explicit refusal, never a silent no-op.
 *
 * @param player the living player who may use it (his role's ability, passive or trigger, his
 *     modifier, his faction's ability, or a status he holds, or what those give)
 * @param owner the name of the role, modifier, faction (alignment) or status whose definition
 *     holds it, as the rule set names it ({@code Fleeting}, {@code mafia})
 * @param component the component, as the rule set holds it
 * @param reason a sentence for people: what, why, and what to do instead
 */
public record UnsupportedComponent(String player, String owner, Component component,
    String reason) {
  /**
   * A refusal, checked: no part may be null.
   *
   * @param player the living player who may use it
   * @param owner the name of the role, modifier, faction or status whose definition holds it
   * @param component the component
   * @param reason a sentence for people
   */
  public UnsupportedComponent {
    Preconditions.checkNotNull(player);
    Preconditions.checkNotNull(owner);
    Preconditions.checkNotNull(component);
    Preconditions.checkNotNull(reason);
  }
}
