package org.nightres.core.model;

import com.google.common.base.Preconditions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.immutables.value.Value;
import org.nightres.core.internal.NightresStyle;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Component;
import org.nightres.core.component.Role;
import org.nightres.core.component.Trait;

/** A player as declared by a {@code player} line: name, alignment, roles and modifiers. */
@Value.Immutable
@NightresStyle
public abstract class Player implements org.nightres.core.component.PlayerFilter.Subject {
  // compiled once: String.matches would compile them for every player built

  /** {@return the name as spelled on the {@code player} line; compared case-insensitively} */
  public abstract String name();

  /** The alignment, lower case: {@code town}, {@code mafia}, {@code cult} or a third party. */
  public abstract String alignment();

  /** The roles, at least one ({@code Vanilla} has no ability). */
  public abstract List<Role> roles();

  /**
   * {@return the roles the player held before his roles first changed (a night's role change, or
   * a {@code state P role} line, carried from night to night as {@code state P original R});
   * empty while they never changed} {@link #original()} reads it.
   */
  public abstract List<Role> originalRoles();

  /**
   * {@return the player's original roles, the ones he started the game with: those recorded at
   * his first role change, else his roles now (WWR's {@code ->OriginalRole})}
   */
  public List<Role> original() {
    return originalRoles().isEmpty() ? roles() : originalRoles();
  }

  /**
   * {@return this player with these roles from now on: the one way a role change changes a
   * player, which records his roles before the change as his original roles at the first change
   * (every later change keeps that record)}
   *
   * @param newRoles his roles from now on, at least one
   */
  public Player withChangedRoles(List<Role> newRoles) {
    if (newRoles.equals(roles())) {
      return this;
    }
    ImmutablePlayer changed = ImmutablePlayer.copyOf(this).withRoles(newRoles);
    return originalRoles().isEmpty() ? changed.withOriginalRoles(roles()) : changed;
  }

  /** {@return the modifiers, with their uses} */
  public abstract List<ModifierUse> modifiers();

  /**
   * Free attributes written {@code key=value} after the modifiers, e.g. {@code family=Cohen}, in
   * the order written. Keys are lower case.
   */
  public abstract Map<String, String> attributes();

  /**
   * {@return the abilities the player may use: every role's, then the faction's (e.g. {@code
   * mafiakill} for {@code mafia})} Filled in by whoever builds the player from a catalogue.
   */
  public abstract List<Ability> factionAbilities();

  /** {@return all abilities the player may use, roles first, in a fixed order} */
  public List<Ability> abilities() {
    List<Ability> all = new ArrayList<>();
    roles().forEach(r -> all.addAll(r.abilities()));
    all.addAll(factionAbilities());
    return all;
  }

  /**
   * {@return the keys under which the state counts the uses of the player's limited protections
   * ({@code Butler.passive}: his roles' passives, then his modifiers'), in that order}
   */
  public List<String> limitedProtectionKeys() {
    List<String> keys = new ArrayList<>(0);
    limitedProtections().forEach(l -> keys.add(l.key()));
    return keys;
  }

  /**
   * {@return the player's limited protections (his roles' passives, then his modifiers'), in the
   * order of {@link #limitedProtectionKeys()}}
   */
  public List<Component.Protect.Limit> limitedProtections() {
    List<Component.Protect.Limit> limits = new ArrayList<>(0);
    for (Role r : roles()) {
      for (Component c : r.passives()) {
        c.limit().ifPresent(limits::add);
      }
    }
    for (ModifierUse m : modifiers()) {
      for (Component c : m.modifier().components()) {
        c.limit().ifPresent(limits::add);
      }
    }
    return limits;
  }

  /**
   * {@return whether one of the player's abilities is {@code {forced}} (used for him if he submits
   * none)}
   */
  public boolean hasForcedAbility() {
    for (Role r : roles()) {
      if (anyForced(r.abilities())) {
        return true;
      }
    }
    return anyForced(factionAbilities());
  }

  /** Whether one of {@code abilities} is {@code {forced}} (also {@link Night#forcedAbilities}). */
  static boolean anyForced(List<Ability> abilities) {
    for (Ability a : abilities) {
      if (a.forced().isPresent()) {
        return true;
      }
    }
    return false;
  }


  /**
   * {@return the ability with this verb, if the player has it (roles first, then the faction's)}
   *
   * @param verb an ability's verb
   */
  public Optional<Ability> ability(String verb) {
    for (Role r : roles()) {
      for (Ability a : r.abilities()) {
        if (a.verb().equalsIgnoreCase(verb)) {
          return Optional.of(a);
        }
      }
    }
    for (Ability a : factionAbilities()) {
      if (a.verb().equalsIgnoreCase(verb)) {
        return Optional.of(a);
      }
    }
    return Optional.empty();
  }

  /**
   * {@return whether a modifier gives this player the trait}
   *
   * @param trait a trait
   */
  public boolean has(Trait trait) {
    return (traitBits() & 1 << trait.ordinal()) != 0;
  }

  /**
   * The traits of every modifier, one bit per {@link org.nightres.core.component.Trait#ordinal()}: engines ask {@link #has}
   * for every action, and one field read is far cheaper than walking the modifiers.
   */
  @Value.Derived
  @Value.Auxiliary
  int traitBits() {
    int bits = 0;
    for (ModifierUse m : modifiers()) {
      for (Trait t : m.modifier().traits()) {
        bits |= 1 << t.ordinal();
      }
    }
    return bits;
  }

  /** {@return whether this player's alignment is {@code town}} */
  public boolean isTown() {
    return alignment().equals("town");
  }

  /**
   * Checks the invariants when a value is built (Immutables calls it, on every copy too: a role
   * change or a use spent makes one, so the checks are loops, not regular expressions).
   */
  @Value.Check
  protected void check() {
    Preconditions.checkState(isName(name()), "bad player name '%s'", name());
    Preconditions.checkState(isIdentifier(alignment()), "bad alignment '%s'", alignment());
    Preconditions.checkState(!roles().isEmpty(), "player %s has no role", name());
    attributes().forEach((k, v) -> {
      Preconditions.checkState(isIdentifier(k), "bad attribute name '%s'", k);
      Preconditions.checkState(!v.isEmpty() && isNameTail(v, 0), "bad attribute value '%s'", v);
    });
  }

  /** {@code \p{L}[\p{L}0-9_'-]*}: a letter, then letters, digits, {@code _}, {@code '}, {@code -}. */
  private static boolean isName(String s) {
    return !s.isEmpty() && Character.isLetter(s.codePointAt(0))
        && isNameTail(s, Character.charCount(s.codePointAt(0)));
  }

  /** Whether {@code s} from {@code from} on is {@code [\p{L}0-9_'-]*}. */
  private static boolean isNameTail(String s, int from) {
    for (int i = from; i < s.length(); ) {
      int c = s.codePointAt(i);
      if (!(Character.isLetter(c) || (c >= '0' && c <= '9') || c == '_' || c == '\'' || c == '-')) {
        return false;
      }
      i += Character.charCount(c);
    }
    return true;
  }

  /** {@code [a-z][a-z0-9_-]*}: an alignment or an attribute's name. */
  private static boolean isIdentifier(String s) {
    if (s.isEmpty() || s.charAt(0) < 'a' || s.charAt(0) > 'z') {
      return false;
    }
    for (int i = 1; i < s.length(); i++) {
      char c = s.charAt(i);
      if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-')) {
        return false;
      }
    }
    return true;
  }

  /** {@return a builder} */
  public static ImmutablePlayer.Builder builder() {
    return ImmutablePlayer.builder();
  }
}
