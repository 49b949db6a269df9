package org.nightres.core.component;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The roles, modifiers and faction abilities a night may use: data, not code. Resolvers never
 * look roles up by name; they see only the components a role's abilities decompose into, so a
 * catalogue extended with {@link #withRole} resolves under every scheme without a resolver
 * change.
 *
 * <p>Names are matched case-insensitively and ignoring {@code -} and {@code _}, so
 * {@code BusDriver}, {@code bus-driver} and {@code busdriver} are the same role. Immutable and
 * thread-safe.
 */
public final class RoleCatalogue {
  private final ImmutableList<Role> roles;
  private final ImmutableList<Modifier> modifiers;
  private final ImmutableMap<String, ImmutableList<Ability>> factionAbilities;
  private final ImmutableMap<String, Role> roleIndex;
  private final ImmutableMap<String, Modifier> modifierIndex;
  /** Statuses by lookup key, in definition order. */
  private final ImmutableMap<String, StatusDefinition> statuses;
  /** The scheme a night of this rule set is resolved under unless it says otherwise. */
  private final Optional<String> scheme;
  /** The options a night of this rule set has unless it says otherwise, by name, in order. */
  private final ImmutableMap<String, String> options;

  private RoleCatalogue(
      List<Role> roles, List<Modifier> modifiers, Map<String, ImmutableList<Ability>> factions) {
    this(roles, modifiers, factions, bundledStatuses(), Optional.empty(), Map.of());
  }

  private RoleCatalogue(List<Role> roles, List<Modifier> modifiers,
      Map<String, ImmutableList<Ability>> factions, Map<String, StatusDefinition> statuses,
      Optional<String> scheme, Map<String, String> options) {
    this.scheme = scheme;
    this.options = ImmutableMap.copyOf(options);
    this.statuses = ImmutableMap.copyOf(statuses);
    this.roles = ImmutableList.copyOf(roles);
    this.modifiers = ImmutableList.copyOf(modifiers);
    this.factionAbilities = ImmutableMap.copyOf(factions);
    Map<String, Role> ri = new LinkedHashMap<>();
    for (Role r : roles) {
      for (String n : names(r.name(), r.aliases())) {
        Preconditions.checkArgument(ri.put(key(n), r) == null, "role name '%s' used twice", n);
      }
    }
    Map<String, Modifier> mi = new LinkedHashMap<>();
    for (Modifier m : modifiers) {
      for (String n : names(m.name(), m.aliases())) {
        Preconditions.checkArgument(mi.put(key(n), m) == null, "modifier name '%s' used twice", n);
      }
    }
    this.roleIndex = ImmutableMap.copyOf(ri);
    this.modifierIndex = ImmutableMap.copyOf(mi);
  }

  /**
   * {@return a catalogue with no role, modifier or faction ability: only the bundled statuses} The
   * standard catalogue is {@code org.nightres.core.format.RuleSets.standard()}.
   */
  public static RoleCatalogue empty() {
    return of(List.of(), List.of(), Map.of());
  }

  /**
   * {@return a catalogue of exactly these entries}
   *
   * @param roles the roles
   * @param modifiers the modifiers
   * @param factionAbilities the abilities each alignment grants its members
   */
  public static RoleCatalogue of(
      List<Role> roles, List<Modifier> modifiers, Map<String, List<Ability>> factionAbilities) {
    Map<String, ImmutableList<Ability>> f = new LinkedHashMap<>();
    factionAbilities.forEach((k, v) -> f.put(k.toLowerCase(Locale.ROOT), ImmutableList.copyOf(v)));
    return new RoleCatalogue(roles, modifiers, f);
  }

  /**
   * {@return this catalogue plus one role; its names must not clash with existing ones}
   *
   * @param role a role
   */
  public RoleCatalogue withRole(Role role) {
    return new RoleCatalogue(
        ImmutableList.<Role>builder().addAll(roles).add(role).build(), modifiers, factionAbilities,
        statuses, scheme, options);
  }

  /**
   * {@return this catalogue plus one modifier; its names must not clash with existing ones}
   *
   * @param modifier a modifier
   */
  public RoleCatalogue withModifier(Modifier modifier) {
    return new RoleCatalogue(
        roles, ImmutableList.<Modifier>builder().addAll(modifiers).add(modifier).build(),
        factionAbilities, statuses, scheme, options);
  }

  /**
   * {@return this catalogue with one status defined; a status of the same name (a bundled one, as
   * {@code games.md} section 4 allows) is replaced in place}
   *
   * @param status a status
   */
  public RoleCatalogue withStatus(StatusDefinition status) {
    Map<String, StatusDefinition> s = new LinkedHashMap<>(statuses);
    s.put(key(status.name()), status);
    return new RoleCatalogue(roles, modifiers, factionAbilities, s, scheme, options);
  }

  /**
   * {@return this catalogue with the defaults a night of the rule set takes unless it says
   * otherwise ({@code scheme} and {@code option} lines of a rules file, e.g. Mafia 1923's
   * sequential scheme): {@code scheme} an id, {@code options} option names to values} The names and
   * values are checked where they are read.
   *
   * @param defaultScheme a scheme id, if the rule set names one
   * @param defaultOptions option names to values
   */
  public RoleCatalogue withDefaults(Optional<String> defaultScheme,
      Map<String, String> defaultOptions) {
    return new RoleCatalogue(roles, modifiers, factionAbilities, statuses, defaultScheme,
        defaultOptions);
  }

  /** {@return the scheme a night of this rule set is resolved under unless it names one; an id} */
  public Optional<String> scheme() {
    return scheme;
  }

  /**
   * {@return the options a night of this rule set has unless it sets them: names to values, in
   * order}
   */
  public Map<String, String> options() {
    return options;
  }

  /** {@return every status, bundled ones first, in definition order} */
  public List<StatusDefinition> statuses() {
    return ImmutableList.copyOf(statuses.values());
  }

  /**
   * {@return the status spelled this way (case-insensitive), if defined}
   *
   * @param spelling a status's name, any case
   */
  public Optional<StatusDefinition> status(String spelling) {
    return Optional.ofNullable(statuses.get(key(spelling)));
  }

  private static Map<String, StatusDefinition> bundledStatuses() {
    Map<String, StatusDefinition> s = new LinkedHashMap<>();
    StatusDefinition.bundled().forEach(d -> s.put(key(d.name()), d));
    return s;
  }

  /** {@return every role, in catalogue order} */
  public List<Role> roles() {
    return roles;
  }

  /** {@return every modifier, in catalogue order} */
  public List<Modifier> modifiers() {
    return modifiers;
  }

  /**
   * {@return alignments that grant abilities to all their members, e.g. {@code mafia -> mafiakill}}
   */
  public Map<String, List<Ability>> factionAbilities() {
    return ImmutableMap.copyOf(factionAbilities);
  }

  /**
   * {@return the abilities every member of this alignment has; empty for most alignments}
   *
   * @param alignment an alignment, any case
   */
  public List<Ability> factionAbilities(String alignment) {
    return factionAbilities.getOrDefault(alignment.toLowerCase(Locale.ROOT), ImmutableList.of());
  }

  /**
   * {@return the role spelled this way, if any}
   *
   * @param spelling a role's name or another accepted spelling, any case
   */
  public Optional<Role> role(String spelling) {
    return Optional.ofNullable(roleIndex.get(key(spelling)));
  }

  /**
   * {@return the modifier spelled this way, if any}
   *
   * @param spelling a modifier's name or another accepted spelling, any case
   */
  public Optional<Modifier> modifier(String spelling) {
    return Optional.ofNullable(modifierIndex.get(key(spelling)));
  }

  private static List<String> names(String name, List<String> aliases) {
    return ImmutableList.<String>builder().add(name).addAll(aliases).build();
  }

  /** The normalised lookup key of a role or modifier spelling. */
  static String key(String spelling) {
    return spelling.toLowerCase(Locale.ROOT).replace("-", "").replace("_", "");
  }
}
