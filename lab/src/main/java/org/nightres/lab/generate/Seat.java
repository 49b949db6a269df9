package org.nightres.lab.generate;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.nightres.core.component.Modifier;
import org.nightres.core.component.Role;
import org.nightres.core.model.ModifierUse;

/**
 * One player of a cast before it gets a name: alignment, roles, modifiers, attributes
 * ({@code family=Cohen}, in order). Mutable, internal.
 */
final class Seat {
  final String alignment;
  final List<Role> roles;
  final List<ModifierUse> modifiers = new ArrayList<>(0);
  final Map<String, String> attributes = new LinkedHashMap<>(2);

  Seat(String alignment, List<Role> roles) {
    this.alignment = alignment;
    this.roles = roles;
  }

  boolean has(Modifier m) {
    for (ModifierUse u : modifiers) {
      if (u.modifier().equals(m)) {
        return true;
      }
    }
    return false;
  }

  boolean hasRole(Role r) {
    return roles.contains(r);
  }

  /** Whether some role ability or the alignment's faction ability kills. */
  boolean kills(List<org.nightres.core.component.Ability> factionAbilities) {
    for (Role r : roles) {
      if (r.abilities().stream().anyMatch(a -> a.kills())) {
        return true;
      }
    }
    return factionAbilities.stream().anyMatch(a -> a.kills());
  }
}
