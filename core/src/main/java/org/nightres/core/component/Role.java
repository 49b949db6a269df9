package org.nightres.core.component;

import com.google.common.base.Preconditions;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.immutables.value.Value;
import org.nightres.core.internal.NightresStyle;

/** A role: a name and the abilities it grants. A player may hold several roles. */
@Value.Immutable
@NightresStyle
public abstract class Role {
  /** A category's or class's spelling: {@code Killing}, {@code Townsfolk}, {@code killing}. */
  public static final String WORD = "[A-Za-z][A-Za-z0-9_-]*";

  /** The value of an attribute a role gives its holders ({@link #attributes}). */
  public static final String HAS = "yes";

  /** {@return the canonical CamelCase name, e.g. {@code BusDriver}} */
  public abstract String name();

  /**
   * {@return other accepted spellings, e.g. {@code Goon} and {@code Townie} for {@code Vanilla}}
   */
  public abstract List<String> aliases();

  /** {@return the abilities, in a fixed order} */
  public abstract List<Ability> abilities();

  /**
   * {@return the components that act for every holder every night, unasked: passives and
   * triggers} They are planned like a modifier's ({@code passive <Role> = ...}, {@code trigger
   * <Role> visited = ...}).
   */
  public abstract List<Component> passives();

  /** {@return the tags its passives' components carry ({@code kill(visitor, tag=revenge)})} */
  public abstract Set<String> passiveTags();

  /**
   * {@return whether a use of its abilities or its passives may draw anything as it resolves
   * ({@link Component#mayDraw})}
   */
  @Value.Lazy
  public boolean mayDraw() {
    return abilities().stream().anyMatch(Ability::mayDraw) || Component.mayDraw(passives());
  }

  /**
   * {@return the {@link #passives} as a modifier named after the role, which engines plan as they
   * plan a modifier's passive; empty when the role has none}
   */
  @Value.Lazy
  public Optional<Modifier> passiveModifier() {
    return passives().isEmpty() ? Optional.empty()
        : Optional.of(Modifier.builder().name(name()).addAllComponents(passives())
            .addAllTags(passiveTags()).description(description()).build());
  }

  /**
   * {@return the faction (alignment) the role belongs to, if it belongs to one ({@code
   * faction=mafia}): a player who holds it is of that alignment}
   */
  public abstract Optional<String> faction();

  /**
   * {@return the role's category, if the rule set names one ({@code role Vigilante
   * category=Killing}): what a {@code category} result tells (WWR's {@code **Name** | Group
   * Category})}
   */
  public abstract Optional<String> category();

  /**
   * {@return the role's class (WWR's group: {@code class=Townsfolk}), what a {@code class} result
   * tells}
   */
  public abstract Optional<String> roleClass();

  /**
   * {@return the name as the role's own rule book writes it, if it differs from {@link #name}
   * ({@code title="Grey Wolf"}: WWR's names have spaces)}
   */
  public abstract Optional<String> title();

  /**
   * {@return the name a result tells for this role (an investigation's answer, a disguise as it):
   * its {@link #title}, else its name}
   */
  public String shown() {
    return title().orElse(name());
  }

  /**
   * {@return the attributes every holder has while he holds the role ({@code has=lycan}: WWR's
   * {@code Role Attribute}, a team's attribute), each {@code yes}; a player's own attribute of
   * the same key comes first}
   */
  public abstract java.util.Set<String> attributes();

  /** {@return one line for people} */
  @Value.Default
  public String description() {
    return "";
  }

  /**
   * {@return the ability with this verb, if the role grants it}
   *
   * @param verb an ability's verb
   */
  public Optional<Ability> ability(String verb) {
    return abilities().stream().filter(a -> a.verb().equalsIgnoreCase(verb)).findFirst();
  }

  /** Checks the invariants when a value is built (Immutables calls it). */
  @Value.Check
  protected void check() {
    Preconditions.checkState(name().matches("[A-Z][A-Za-z0-9]*"), "bad role name '%s'", name());
    category().ifPresent(c -> Preconditions.checkState(c.matches(WORD), "bad category '%s'", c));
    roleClass().ifPresent(c -> Preconditions.checkState(c.matches(WORD), "bad class '%s'", c));
    attributes().forEach(k -> Preconditions.checkState(k.matches("[a-z][a-z0-9_-]*"),
        "bad role attribute '%s'", k));
    title().ifPresent(t -> Preconditions.checkState(!t.isBlank() && t.indexOf('"') < 0
        && t.indexOf('/') < 0 && t.indexOf('+') < 0, "bad title '%s'", t));
    Set<String> verbs = new HashSet<>();
    for (Ability a : abilities()) {
      Preconditions.checkState(verbs.add(a.verb()), "role %s grants '%s' twice", name(), a.verb());
    }
  }

  /** {@return a builder} */
  public static ImmutableRole.Builder builder() {
    return ImmutableRole.builder();
  }
}
