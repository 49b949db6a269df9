package org.nightres.core.model;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableSortedMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Component;
import org.nightres.core.component.Role;

/**
 * What outlives a night for one player besides the {@link Player} line itself (alignment, roles,
 * modifiers with their uses left, attributes): life, statuses, uses left per ability, last uses
 * and links ({@code games.md} section 2). Immutable.
 *
 * @param life alive, dead or exiled
 * @param since when the player died or was exiled, if known (a night of the game, or the day of
 *     a {@code state} line)
 * @param statuses held statuses, in the order acquired
 * @param uses uses left per ability verb ({@code verb:self} is the quota of self-targeted uses);
 *     an ability absent here has its role's limit
 * @param last the last use of each ability that has been used, in verb order
 * @param links links to other players, by kind, then by the other player's name (any case):
 *     one order whatever order they were made in, so that a state written as a file ({@code
 *     link} lines on the player declared first) reads back equal
 * @param disguises held disguises, in the order acquired
 * @param expiries the last phase each attribute of the player's line given for a while ({@code
 *     attr(X, a=yes, until=N+1)}) holds through, by the attribute's key; an attribute absent here
 *     holds until changed
 */
public record PlayerState(Life life, Optional<Phase> since, List<HeldStatus> statuses,
    SortedMap<String, Integer> uses, List<LastUse> last, List<Link> links,
    List<HeldDisguise> disguises, SortedMap<String, Phase> expiries) {

  private static final java.util.Comparator<Link> LINK_ORDER = java.util.Comparator
      .comparing(Link::kind).thenComparing(Link::with, String.CASE_INSENSITIVE_ORDER)
      .thenComparing(Link::with);

  /** A living player with nothing held: the state of every player of a fresh game. */
  public static final PlayerState FRESH = new PlayerState(Life.ALIVE, Optional.empty(), List.of(),
      ImmutableSortedMap.of(), List.of(), List.of(), List.of(), ImmutableSortedMap.of());

  /**
   * A state without disguises.
   *
   * @param life alive, dead or exiled
   * @param since the phase since which, for the dead and exiled
   * @param statuses the statuses held
   * @param uses the uses left per ability ({@code verb}, {@code verb:self})
   * @param last the last uses kept
   * @param links the links to other players
   */
  public PlayerState(Life life, Optional<Phase> since, List<HeldStatus> statuses,
      SortedMap<String, Integer> uses, List<LastUse> last, List<Link> links) {
    this(life, since, statuses, uses, last, links, List.of(), ImmutableSortedMap.of());
  }

  /**
   * A state without attributes given for a while.
   *
   * @param life alive, dead or exiled
   * @param since the phase since which, for the dead and exiled
   * @param statuses the statuses held
   * @param uses the uses left per ability ({@code verb}, {@code verb:self})
   * @param last the last uses kept
   * @param links the links to other players
   * @param disguises the disguises held
   */
  public PlayerState(Life life, Optional<Phase> since, List<HeldStatus> statuses,
      SortedMap<String, Integer> uses, List<LastUse> last, List<Link> links,
      List<HeldDisguise> disguises) {
    this(life, since, statuses, uses, last, links, disguises, ImmutableSortedMap.of());
  }

  /**
   * A value of these parts, checked.
   *
   * @param life alive, dead or exiled
   * @param since when the player died or was exiled, if known (a night of the game, or the day of
   *     a {@code state} line)
   * @param statuses held statuses, in the order acquired
   * @param uses uses left per ability verb ({@code verb:self} is the quota of self-targeted uses);
   *     an ability absent here has its role's limit
   * @param last the last use of each ability that has been used, in verb order
   * @param links links to other players, by kind, then by the other player's name (any case):
   *     one order whatever order they were made in, so that a state written as a file ({@code
   *     link} lines on the player declared first) reads back equal
   * @param disguises held disguises, in the order acquired
   * @param expiries the last phase each attribute given for a while holds through, by its key
   */
  public PlayerState {
    Preconditions.checkNotNull(life);
    Preconditions.checkNotNull(since);
    statuses = List.copyOf(statuses);
    uses = ImmutableSortedMap.copyOf(uses); // no copy when it already is one
    uses.values().forEach(n -> Preconditions.checkArgument(n >= 0, "negative uses"));
    last = List.copyOf(last);
    links = links.size() < 2 ? List.copyOf(links) : links.stream().sorted(LINK_ORDER).toList();
    disguises = List.copyOf(disguises);
    expiries = ImmutableSortedMap.copyOf(expiries);
  }

  /** {@return whether the player is alive} */
  public boolean living() {
    return life.living();
  }

  /**
   * {@return whether a status still held when night {@code night} starts nullifies the actions of
   * an ability with these tags ({@code games.md} section 4)}
   *
   * @param abilityTags the ability's filter tags
   * @param night the night
   */
  public boolean nullifies(Set<String> abilityTags, int night) {
    for (HeldStatus h : statuses) {
      if (!(h.until().isPresent() && h.until().get().overBeforeNight(night))
          && h.status().nullifies(abilityTags)) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@return the held status of this name (case-insensitive), if any}
   *
   * @param name a status's name
   */
  public Optional<HeldStatus> status(String name) {
    return statuses.stream().filter(s -> s.name().equalsIgnoreCase(name)).findFirst();
  }

  /**
   * {@return this state with another life} The dead hold no statuses (docs/moderators-guide.md:
   * seed 003's "Dead" ends every other condition): a death ends them; the exiled keep theirs.
   *
   * @param newLife the life
   * @param when since when, for the dead and exiled
   */
  public PlayerState withLife(Life newLife, Optional<Phase> when) {
    return new PlayerState(newLife, newLife == Life.ALIVE ? Optional.empty() : when,
        newLife == Life.DEAD ? List.of() : statuses, uses, last, links, disguises, expiries);
  }

  /**
   * {@return this state with these statuses}
   *
   * @param newStatuses the statuses held
   */
  public PlayerState withStatuses(List<HeldStatus> newStatuses) {
    return new PlayerState(life, since, newStatuses, uses, last, links, disguises, expiries);
  }

  /**
   * {@return this state with these uses left}
   *
   * @param newUses the uses left per ability
   */
  public PlayerState withUses(Map<String, Integer> newUses) {
    return new PlayerState(life, since, statuses, ImmutableSortedMap.copyOf(newUses), last, links,
        disguises, expiries);
  }

  /**
   * {@return this state with fresh limits for the abilities and limited protections of {@code
   * roles}: the uses recorded for them are dropped} (a role a player gets anew: a {@code state P
   * role} line, a theft).
   *
   * @param roles the roles whose limits start fresh
   */
  public PlayerState withFreshLimits(List<Role> roles) {
    TreeMap<String, Integer> kept = new TreeMap<>(uses);
    for (Role r : roles) {
      for (Ability a : r.abilities()) {
        kept.remove(a.verb());
        kept.remove(a.verb() + ":self");
      }
      for (Component x : r.passives()) {
        x.limit().ifPresent(l -> kept.remove(l.key()));
      }
    }
    return kept.equals(uses) ? this : withUses(kept);
  }

  /**
   * {@return this state without what it records of the abilities and limited protections that
   * {@code before} holds and {@code after} lacks: their uses left and last uses} A role change (a
   * night's or a {@code state} line's) takes them away: they can no longer be used, a role that
   * comes back comes with fresh limits, and a state written as a file names no ability its player
   * does not have.
   *
   * @param before the player before the change
   * @param after the player after it
   */
  public PlayerState withoutLost(Player before, Player after) {
    if (uses.isEmpty() && last.isEmpty() || before.equals(after)) { // nothing recorded to lose
      return this;
    }
    TreeMap<String, Integer> keptUses = null; // made at the first count lost: most lose none
    for (String key : uses.keySet()) {
      if (countsUnder(before, key) && !countsUnder(after, key)) {
        keptUses = keptUses != null ? keptUses : new TreeMap<>(uses);
        keptUses.remove(key);
      }
    }
    List<LastUse> keptLast = null;
    for (int i = 0; i < last.size(); i++) {
      String verb = last.get(i).verb();
      if (hasVerb(before, verb) && !hasVerb(after, verb)) {
        keptLast = keptLast != null ? keptLast : new ArrayList<>(last.subList(0, i));
      } else if (keptLast != null) {
        keptLast.add(last.get(i));
      }
    }
    if (keptUses == null && keptLast == null) {
      return this;
    }
    return withUses(keptUses != null ? keptUses : uses).withLast(keptLast != null ? keptLast
        : last);
  }

  /** The suffix of the key that counts an ability's self quota ({@code save:self}). */
  private static final String SELF = ":self";

  /**
   * Whether {@code key} is one under which the state counts the uses of one of {@code p}'s
   * abilities ({@code verb}, {@code verb:self}) or limited protections ({@link
   * Player#limitedProtectionKeys}). Read through his roles in place: a role change asks it of
   * both players' few keys, and no set of keys is made for them.
   */
  private static boolean countsUnder(Player p, String key) {
    List<Role> roles = p.roles();
    for (int i = 0; i < roles.size(); i++) { // by index: no iterator per player asked
      if (anyCountsUnder(roles.get(i).abilities(), key)) {
        return true;
      }
    }
    if (anyCountsUnder(p.factionAbilities(), key)) {
      return true;
    }
    List<Component.Protect.Limit> limits = p.limitedProtections(); // few: most have none
    for (int i = 0; i < limits.size(); i++) {
      if (limits.get(i).key().equals(key)) {
        return true;
      }
    }
    return false;
  }

  private static boolean anyCountsUnder(List<Ability> abilities, String key) {
    for (int i = 0; i < abilities.size(); i++) {
      if (countsUnder(abilities.get(i), key)) {
        return true;
      }
    }
    return false;
  }

  /** Whether {@code key} counts the uses of {@code a}: its verb, or its verb's self quota. */
  private static boolean countsUnder(Ability a, String key) {
    String verb = a.verb();
    return key.equals(verb) || key.length() == verb.length() + SELF.length()
        && key.startsWith(verb) && key.endsWith(SELF);
  }

  /** Whether {@code p} may use an ability of verb {@code verb} ({@link Player#abilities}). */
  private static boolean hasVerb(Player p, String verb) {
    List<Role> roles = p.roles();
    for (int i = 0; i < roles.size(); i++) {
      if (anyVerb(roles.get(i).abilities(), verb)) {
        return true;
      }
    }
    return anyVerb(p.factionAbilities(), verb);
  }

  private static boolean anyVerb(List<Ability> abilities, String verb) {
    for (int i = 0; i < abilities.size(); i++) {
      if (abilities.get(i).verb().equals(verb)) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@return this state with these last uses}
   *
   * @param newLast the last uses kept
   */
  public PlayerState withLast(List<LastUse> newLast) {
    return new PlayerState(life, since, statuses, uses, newLast, links, disguises, expiries);
  }

  /**
   * {@return this state with these links}
   *
   * @param newLinks the links
   */
  public PlayerState withLinks(List<Link> newLinks) {
    return new PlayerState(life, since, statuses, uses, last, newLinks, disguises, expiries);
  }

  /**
   * {@return this state with these disguises}
   *
   * @param newDisguises the disguises held
   */
  public PlayerState withDisguises(List<HeldDisguise> newDisguises) {
    return new PlayerState(life, since, statuses, uses, last, links, newDisguises, expiries);
  }

  /**
   * {@return this state with these expiries of attributes given for a while}
   *
   * @param newExpiries the last phase each such attribute holds through, by its key
   */
  public PlayerState withExpiries(Map<String, Phase> newExpiries) {
    return new PlayerState(life, since, statuses, uses, last, links, disguises,
        ImmutableSortedMap.copyOf(newExpiries));
  }
}
