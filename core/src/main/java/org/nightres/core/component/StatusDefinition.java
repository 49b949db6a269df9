package org.nightres.core.component;

import com.google.common.base.Preconditions;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * A status as a rule set defines it ({@code games.md} section 4): a named bundle of effects on
 * its holder while held. Data, like roles: the four bundled statuses of seed 003 are values of
 * this record, and a rule set may define its own or replace a bundled one.
 *
 * <p>While a player holds the status at the start of a night:
 *
 * <ul>
 *   <li>{@code nullifies}: the holder's own submitted actions do not happen at all (no
 *       component, no visit, information answers {@code no result}), except actions whose
 *       ability carries one of the {@code except} tags (Injured keeps the factional kill);
 *   <li>{@code suppressesPassives}: the holder's modifiers do nothing tonight (no passive, no
 *       trait: an Injured Strongman's factional kill is a plain kill);
 *   <li>{@code redraws}: the holder's next action, of an ability without one of the {@code
 *       except} tags, lands on targets drawn at random among the valid ones (every player
 *       parameter redrawn, the written targets among the candidates), and the status is used
 *       up by it; the holder is told where it went (Mafia 1923's Bumbled). Under {@code
 *       sequential} the next action to resolve, a status given tonight included; in the other
 *       schemes the holder's first such line in submission order, drawn up front, from the
 *       night after the status is given;
 *   <li>{@code effects}: components on the holder ({@link Ref#self()} only), planned like a
 *       modifier's passive, e.g. {@code untargetable(self)} for Abroad: actions aimed at the
 *       holder fail, kills included, the visit still happens;
 *   <li>{@code expire}: components on the holder that happen when the status expires ({@code
 *       expire=}): in the first night after which its {@code until} phase is over, at {@code
 *       order} (a passive of the holder's; none of the bundled statuses has any). A {@code
 *       clear} of the status that lands on the holder that night stops them (in the order-based
 *       schemes, a clear at a lower order).
 * </ul>
 *
 * @param name the status's name, CamelCase
 * @param nullifies whether the holder's own actions are nullified
 * @param except tags of abilities a nullifying or redrawing status spares
 * @param suppressesPassives whether the holder's modifiers are off while held
 * @param effects components on the holder while held
 * @param expire components that happen when it expires
 * @param description one line for people
 * @param expireTags the tags of the expiry's components ({@code kill(self, tag=poison)})
 * @param announce the public announcements of the status ({@code announce=}): per event
 *     ({@code apply}: when a player gets it; {@code clear}: when a clear takes it away; {@code
 *     holder}: every night a player holds it at the start), the announcement's kind
 * @param order the order value of the expiry; empty: {@link OrderValues#TRIGGERED} [190], after
 *     the night's actions
 * @param redraws whether the holder's next action lands on targets drawn at random
 * @param effectTags the tags of its effects' components while held ({@code status Cursed =
 *     kill(self, tag=curse)}): a protection from those tags stops them
 */
public record StatusDefinition(String name, boolean nullifies, Set<String> except,
    boolean suppressesPassives, List<Component> effects, List<Component> expire,
    String description, Set<String> expireTags, java.util.Map<Event, String> announce,
    java.util.OptionalInt order, boolean redraws, Set<String> effectTags) {

  /** When a status is announced ({@code announce=apply|clear|holder}). */
  public enum Event {
    /** A player gets it: kind {@code <status>} in lower case by default ({@code poisoned}). */
    APPLY,
    /**
     * A clear takes it from its holder: kind {@code cured} by default, games.md section 8's word
     * for a status taken away (seed-vocabulary section 6's 1923 night announces "Eli's cure"
     * from {@code announce=apply|clear}); {@code clear:released} names another.
     */
    CLEAR,
    /** A player holds it at the start of a night: kind {@code <status>} by default. */
    HOLDER;

    /** {@return the word of the roles language} */
    public String word() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }

    /**
     * {@return the default announcement kind of this event for status {@code name}}
     *
     * @param name the status's name
     */
    public String defaultKind(String name) {
      String lower = name.toLowerCase(java.util.Locale.ROOT);
      return this == CLEAR ? "cured" : lower;
    }
  }

  /**
   * A status that is never announced and whose effects and expiry have no tags, its expiry (if
   * any) at [190].
   *
   * @param name the status's name, CamelCase
   * @param nullifies whether the holder's own actions are nullified
   * @param except tags of abilities a nullifying status spares
   * @param suppressesPassives whether the holder's modifiers are off while held
   * @param effects components on the holder while held
   * @param expire components that happen when it expires
   * @param description one line for people
   */
  public StatusDefinition(String name, boolean nullifies, Set<String> except,
      boolean suppressesPassives, List<Component> effects, List<Component> expire,
      String description) {
    this(name, nullifies, except, suppressesPassives, effects, expire, description, Set.of(),
        java.util.Map.of(), java.util.OptionalInt.empty(), false, Set.of());
  }

  /**
   * {@return the kind of its announcement on {@code event}, if it is announced then}
   *
   * @param event an event of the status
   */
  public java.util.Optional<String> announced(Event event) {
    return java.util.Optional.ofNullable(announce.get(event));
  }

  /**
   * A value of these parts, checked.
   *
   * @param name the status's name, CamelCase
   * @param nullifies whether the holder's own actions are nullified
   * @param except tags of abilities a nullifying or redrawing status spares
   * @param suppressesPassives whether the holder's modifiers are off while held
   * @param effects components on the holder while held
   * @param expire components that happen when it expires
   * @param description one line for people
   * @param expireTags the tags of the expiry's components ({@code kill(self, tag=poison)})
   * @param announce the public announcements of the status ({@code announce=}): per event
   *     ({@code apply}: when a player gets it; {@code clear}: when a clear takes it away; {@code
   *     holder}: every night a player holds it at the start), the announcement's kind
   * @param order the order value of the expiry; empty: {@link OrderValues#TRIGGERED} [190], after
   *     the night's actions
   * @param redraws whether the holder's next action lands on targets drawn at random
   * @param effectTags the tags of its effects' components while held
   */
  public StatusDefinition {
    Preconditions.checkArgument(name != null && name.matches("[A-Z][A-Za-z0-9]*"),
        "bad status name '%s'", name);
    except = Set.copyOf(new TreeSet<>(except));
    effects = List.copyOf(effects);
    expire = List.copyOf(expire);
    expireTags = Set.copyOf(new TreeSet<>(expireTags));
    effectTags = Set.copyOf(new TreeSet<>(effectTags));
    java.util.EnumMap<Event, String> events = new java.util.EnumMap<>(Event.class);
    events.putAll(announce);
    announce = java.util.Collections.unmodifiableMap(events);
    for (String kind : announce.values()) {
      Preconditions.checkArgument(kind.matches("[a-z][a-z0-9-]*"), "bad announcement %s", kind);
    }
    for (Component c : com.google.common.collect.Iterables.concat(effects, expire)) {
      for (Ref r : c.refs()) {
        Preconditions.checkArgument(r.kind() == Ref.Kind.SELF,
            "a status's effects land on its holder only: %s", c.describe());
      }
    }
    Component.Cancel.checkNotIn(effects, "status " + name);
    Component.Cancel.checkNotIn(expire, "status " + name);
    Preconditions.checkNotNull(description);
    Preconditions.checkNotNull(order);
  }

  /**
   * {@return whether the holder's next action of an ability with these tags is redrawn}
   *
   * @param abilityTags an ability's filter tags
   */
  public boolean redraws(Set<String> abilityTags) {
    if (!redraws) {
      return false;
    }
    for (String t : abilityTags) { // asked per action of a holder: no stream
      if (except.contains(t)) {
        return false;
      }
    }
    return true;
  }

  /**
   * {@return whether the holder's action of an ability with these tags is nullified}
   *
   * @param abilityTags an ability's filter tags
   */
  public boolean nullifies(Set<String> abilityTags) {
    if (!nullifies) {
      return false;
    }
    for (String tag : except) {
      if (abilityTags.contains(tag)) {
        return false;
      }
    }
    return true;
  }

  /** {@return the bundled statuses of seed 003, available in every rule set, in table order} */
  public static List<StatusDefinition> bundled() {
    return BUNDLED;
  }

  private static final List<StatusDefinition> BUNDLED = List.of(
      new StatusDefinition("Abroad", true, Set.of(), true,
          List.of(Component.Untargetable.of(Ref.self())), List.of(),
          "away: own actions and passives do nothing; actions and kills aimed at the holder fail"),
      new StatusDefinition("Injured", true, Set.of("factionkill"), true, List.of(), List.of(),
          "own actions do nothing except the factional kill (without its extras); no passives"),
      new StatusDefinition("Suspended", true, Set.of(), true, List.of(), List.of(),
          "own actions and passives do nothing"),
      new StatusDefinition("Arrested", true, Set.of(), true,
          List.of(new Component.Untargetable(Ref.self(), Component.Untargetable.Scope.ALL,
                  Set.of(), Set.of(AbilityType.RELEASE)),
              new Component.Untargetable(Ref.self(), Component.Untargetable.Scope.KILLS,
                  Set.of(), Set.of())), List.of(),
          "own actions and passives do nothing; actions aimed at the holder fail, but a release "
              + "(an ability that clears Arrested, or tagged release); kills on him fail; "
              + "announced when given (seed 003's 'Successful Arrests')",
          Set.of(), java.util.Map.of(Event.APPLY, "arrested"), java.util.OptionalInt.empty(),
          false, Set.of()));
}
