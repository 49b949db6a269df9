package org.nightres.core;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Component;
import org.nightres.core.component.Modifier;
import org.nightres.core.component.Role;
import org.nightres.core.component.StateChange;
import org.nightres.core.component.StatusDefinition;
import org.nightres.core.model.GameOptions;
import org.nightres.core.model.Holdings;
import org.nightres.core.model.Holdings.Held;
import org.nightres.core.model.Night;
import org.nightres.core.model.Player;

/**
 * How resolvers refuse what they cannot honour ({@link NightResolver#unsupported}, {@link
 * NightResolver#unsupportedComponent}): plainly, never by ignoring it. Stateless.
 */
public final class Unsupported {
  private Unsupported() {}

  /**
   * Throws if {@code resolver} cannot honour {@code options}.
   *
   * @param resolver the resolver asked
   * @param options the options of the night it is to resolve
   * @throws IllegalArgumentException with the resolver's reason
   */
  public static void check(NightResolver resolver, GameOptions options) {
    Optional<UnsupportedOption> refused = resolver.unsupported(options);
    if (refused.isPresent()) {
      throw new IllegalArgumentException(refused.get().reason());
    }
  }

  /**
   * Throws if {@code resolver} cannot honour {@code night}: an option setting of it ({@link
   * NightResolver#unsupported}) or a component its players may use ({@link
   * NightResolver#unsupportedComponent}).
   *
   * @param resolver the resolver asked
   * @param night the night it is to resolve
   * @throws IllegalArgumentException with the resolver's reason
   */
  public static void check(NightResolver resolver, Night night) {
    check(resolver, night.options());
    Optional<UnsupportedComponent> refused = resolver.unsupportedComponent(night);
    if (refused.isPresent()) {
      throw new IllegalArgumentException(refused.get().reason());
    }
  }

  /**
   * The default of {@link NightResolver#unsupportedComponent}: the night's first status given for
   * tonight only, unless the resolver's statuses given tonight hold tonight; if they do, the
   * first such status with {@code expire=} effects, whose expiry (due tonight) is not built.
   */
  static Optional<UnsupportedComponent> tonightOnlyStatus(NightResolver resolver, Night night) {
    if (resolver.statusesHoldTonight()) {
      // it holds tonight, but its expire= effects, due tonight at its order (games.md section
      // 4), are planned only for the statuses held as the night starts: not built yet
      return night.derived(TONIGHT_ONLY_EXPIRING, n -> firstTonightOnly(n, true))
          .map(f -> new UnsupportedComponent(f.player, f.owner, f.component,
              f.component.describe() + " (" + f.where + ", " + f.player + "'s): not supported "
                  + "yet: a status given for tonight only (until=phase) that has expire= "
                  + "effects, which would be due tonight at its order (games.md section 4), "
                  + "under " + resolver.scheme().id() + "; give it until=N+1 (its expiry then "
                  + "comes in the next night), or a status without expire="));
    }
    Optional<Found> found = night.derived(TONIGHT_ONLY, n -> firstTonightOnly(n, false));
    String scheme = resolver.scheme().id();
    return found.map(f -> new UnsupportedComponent(f.player, f.owner, f.component,
        f.component.describe() + " (" + f.where + ", " + f.player + "'s) holds only under scheme "
            + "sequential: under " + scheme + " a status given tonight holds from the next night "
            + "on, so one that lasts only tonight (" + lastsUntil(f.component) + ") never "
            + "holds; write until=N+1 (it then holds through the next night) or use scheme "
            + "sequential"));
  }

  /**
   * How a status given for tonight only lasts, by the phase it holds through ({@link
   * StateChange#tonightOnlyUntil}): {@code until=phase}, or {@code until=D+0}, which is over
   * before the next night only for a status without {@code expire=} effects.
   */
  private static String lastsUntil(Component c) {
    StateChange.Until until = c.stateChange().flatMap(StateChange::tonightOnlyUntil).orElseThrow();
    return "until=" + until + (until.day() ? ", of a status without expire= effects: over "
        + "before the next night" : "");
  }

  /** The key of {@link #firstTonightOnly} among what a night keeps ({@link Night#derived}). */
  private static final Object TONIGHT_ONLY = new Object();

  /** The key of {@link #firstTonightOnly} of statuses with expiries ({@code expiring}). */
  private static final Object TONIGHT_ONLY_EXPIRING = new Object();

  /**
   * A component found: the living player who may use it, the role, modifier, faction or status
   * whose definition holds it, where in that definition (for people) and the component.
   */
  private record Found(String player, String owner, String where, Component component) {}

  /** Where in a definition a component was found, and the component. */
  private record Within(String owner, String where, Component component) {}

  /**
   * The night's first status given for tonight only ({@link
   * org.nightres.core.component.StateChange#tonightOnlyUntil}; with {@code expiring}, only
   * one whose status has {@code expire=} effects) that a living player may give:
   * players in declaration order, each one's roles (abilities, then passives and triggers), his
   * faction's abilities, his modifiers, then the statuses he holds. Each definition held by a
   * living player is searched once ({@link Night#holdings()}), and the first found is the one
   * that a search of the living players one after the other would meet first.
   */
  private static Optional<Found> firstTonightOnly(Night night, boolean expiring) {
    Holdings held = night.holdings();
    First first = new First(night);
    for (Held<Role> r : held.roles()) {
      first.consider(r, () -> inRole(r.definition(), expiring));
    }
    for (Held<Ability> h : held.factionAbilities()) {
      Ability a = h.definition();
      first.consider(h, () -> {
        String faction = first.holder(h).alignment(); // as his first living holder names it
        return in(List.of(a.components()), expiring)
            .map(c -> new Within(faction, "ability " + faction + "." + a.verb(), c));
      });
    }
    for (Held<Modifier> m : held.modifiers()) {
      first.consider(m, () -> passive(m.definition().name(), m.definition().components(),
          expiring));
    }
    for (Held<StatusDefinition> h : held.statuses()) {
      StatusDefinition st = h.definition();
      first.consider(h, () -> in(List.of(st.effects(), st.expire()), expiring)
          .map(c -> new Within(st.name(), "status " + st.name(), c)));
    }
    return Optional.ofNullable(first.found);
  }

  /** The first found so far: of the lowest first living holder, then place among his. */
  private static final class First {
    private final Night night;
    private Found found;
    private long key = Long.MAX_VALUE;

    First(Night night) {
      this.night = night;
    }

    Player holder(Held<?> h) {
      return night.players().get(h.firstLiving());
    }

    /** Searches a definition held by a living player, unless one met earlier was found. */
    void consider(Held<?> h, java.util.function.Supplier<Optional<Within>> search) {
      long at = (long) h.firstLiving() << 32 | h.place();
      if (h.firstLiving() < 0 || at >= key) {
        return;
      }
      Optional<Within> w = search.get();
      if (w.isPresent()) {
        key = at;
        found = new Found(holder(h).name(), w.get().owner, w.get().where, w.get().component);
      }
    }
  }

  private static Optional<Within> inRole(Role r, boolean expiring) {
    for (Ability a : r.abilities()) {
      Optional<Component> c = in(List.of(a.components()), expiring);
      if (c.isPresent()) {
        return Optional.of(new Within(r.name(), "ability " + r.name() + "." + a.verb(),
            c.get()));
      }
    }
    return passive(r.name(), r.passives(), expiring);
  }

  /** In the passives and triggers of a role or a modifier, each line on its own. */
  private static Optional<Within> passive(String owner, List<Component> passives,
      boolean expiring) {
    for (Component p : passives) {
      Optional<Component> c = in(List.of(List.of(p)), expiring);
      if (c.isPresent()) {
        return Optional.of(new Within(owner, (p.asTrigger().isPresent() ? "trigger " : "passive ")
            + owner, c.get()));
      }
    }
    return Optional.empty();
  }

  /** The first status given for tonight only in {@code lists}, through what they set off. */
  private static Optional<Component> in(List<List<Component>> lists, boolean expiring) {
    TonightOnly search = new TonightOnly(expiring);
    for (List<Component> l : lists) {
      Optional<Component> c = search.in(l);
      if (c.isPresent()) {
        return c;
      }
    }
    return Optional.empty();
  }

  /**
   * The first status given for tonight only in a component, or in what it sets off: its
   * responses (a trigger's, a protection's reaction; {@link Component#responses}), the branches
   * of a {@code When} ({@link Component#guarded}), and the effects and the expiry of a status it
   * gives (each status searched once).
   */
  private static final class TonightOnly {
    private final Set<StatusDefinition> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    /** Only statuses with {@code expire=} effects. */
    private final boolean expiring;

    TonightOnly(boolean expiring) {
      this.expiring = expiring;
    }

    Optional<Component> in(List<Component> components) {
      for (Component c : components) {
        Optional<Component> found = at(c);
        if (found.isPresent()) {
          return found;
        }
      }
      return Optional.empty();
    }

    private Optional<Component> at(Component c) {
      Optional<org.nightres.core.component.StateChange> change = c.stateChange();
      if (change.isPresent()) {
        Optional<StatusDefinition> given = change.get().gives();
        if (change.get().tonightOnlyUntil().isPresent()
            && (!expiring || given.filter(d -> !d.expire().isEmpty()).isPresent())) {
          return Optional.of(c);
        }
        if (given.isPresent() && seen.add(given.get())) {
          Optional<Component> found =
              in(given.get().effects()).or(() -> in(given.get().expire()));
          if (found.isPresent()) {
            return found;
          }
        }
      }
      return in(c.responses()).or(() -> in(c.guarded()));
    }
  }
}
