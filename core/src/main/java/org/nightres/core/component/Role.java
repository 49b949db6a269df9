package org.nightres.core.component;

import com.google.common.base.Preconditions;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.immutables.value.Value;
import org.nightres.core.NightresStyle;

/** A role: a name and the abilities it grants. A player may hold several roles. */
@Value.Immutable
@NightresStyle
public abstract class Role {

  /** The canonical CamelCase name, e.g. {@code BusDriver}. */
  public abstract String name();

  /** Other accepted spellings, e.g. {@code Goon} and {@code Townie} for {@code Vanilla}. */
  public abstract List<String> aliases();

  /** The abilities, in a fixed order. */
  public abstract List<Ability> abilities();

  /** One line for people. */
  @Value.Default
  public String description() {
    return "";
  }

  /** The ability with this verb, if the role grants it. */
  public Optional<Ability> ability(String verb) {
    return abilities().stream().filter(a -> a.verb().equalsIgnoreCase(verb)).findFirst();
  }

  @Value.Check
  protected void check() {
    Preconditions.checkState(name().matches("[A-Z][A-Za-z0-9]*"), "bad role name '%s'", name());
    Set<String> verbs = new HashSet<>();
    for (Ability a : abilities()) {
      Preconditions.checkState(verbs.add(a.verb()), "role %s grants '%s' twice", name(), a.verb());
    }
  }

  /** A builder. */
  public static ImmutableRole.Builder builder() {
    return ImmutableRole.builder();
  }
}
