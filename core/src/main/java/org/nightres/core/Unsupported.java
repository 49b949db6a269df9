package org.nightres.core;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.UnaryOperator;
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
      return night.derived(TONIGHT_ONLY_EXPIRING, n -> firstFound(n, c -> tonightOnly(c, true)))
          .map(f -> new UnsupportedComponent(f.player, f.owner, f.component,
              f.component.describe() + " (" + f.where + ", " + f.player + "'s): not supported "
                  + "yet: a status given for tonight only (until=phase) that has expire= "
                  + "effects, which would be due tonight at its order (games.md section 4), "
                  + "under " + resolver.scheme().id() + "; give it until=N+1 (its expiry then "
                  + "comes in the next night), or a status without expire="));
    }
    Optional<Found> found =
        night.derived(TONIGHT_ONLY, n -> firstFound(n, c -> tonightOnly(c, false)));
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

  /**
   * {@return the first component that {@code refused} finds in what the living players of
   * {@code night} may use, as the default {@link NightResolver#unsupportedComponent} finds a
   * status given for tonight only: players in declaration order, each one's roles (abilities,
   * then passives and triggers), his faction's abilities, his modifiers, then the statuses he
   * holds, each component with what it sets off (its responses, the branches of a {@code When},
   * the effects and expiry of a status it gives); a definition held by several is searched once}
   * The answer is kept with the night under {@code key}: one key per question, made once.
   *
   * @param night the night to resolve
   * @param key what the night keeps the answer under ({@link Night#derived})
   * @param refused given each component met, the component refused in it, if any
   * @param reason words the refusal, given the component and where it was found ({@code
   *     "protect(self) (trigger Alert, Ann's)"})
   */
  public static Optional<UnsupportedComponent> first(Night night, Object key,
      Function<Component, Optional<Component>> refused, UnaryOperator<String> reason) {
    return night.derived(key, n -> firstFound(n, refused::apply)).map(f -> new UnsupportedComponent(
        f.player, f.owner, f.component,
        reason.apply(f.component.describe() + " (" + f.where + ", " + f.player + "'s)")));
  }

  /** The key of the first status given for tonight only ({@link Night#derived}). */
  private static final Object TONIGHT_ONLY = new Object();

  /** The key of the first status given for tonight only, of statuses with expiries. */
  private static final Object TONIGHT_ONLY_EXPIRING = new Object();

  /**
   * {@code c}, if it gives a status for tonight only ({@link StateChange#tonightOnlyUntil}; with
   * {@code expiring}, only one whose status has {@code expire=} effects).
   */
  private static Optional<Component> tonightOnly(Component c, boolean expiring) {
    Optional<StateChange> change = c.stateChange();
    return change.isPresent() && change.get().tonightOnlyUntil().isPresent()
        && (!expiring || change.get().gives().filter(d -> !d.expire().isEmpty()).isPresent())
        ? Optional.of(c) : Optional.empty();
  }

  /**
   * A component found: the living player who may use it, the role, modifier, faction or status
   * whose definition holds it, where in that definition (for people) and the component.
   */
  private record Found(String player, String owner, String where, Component component) {}

  /** Where in a definition a component was found, and the component. */
  private record Within(String owner, String where, Component component) {}

  /**
   * The night's first component that {@code hit} finds ({@link #first}) that a living player may
   * use. Each definition held by a living player is searched once ({@link Night#holdings()}), and
   * the first found is the one that a search of the living players one after the other would
   * meet first.
   */
  private static Optional<Found> firstFound(Night night, Hit hit) {
    Holdings held = night.holdings();
    First first = new First(night);
    for (Held<Role> r : held.roles()) {
      first.consider(r, () -> inRole(r.definition(), hit));
    }
    for (Held<Ability> h : held.factionAbilities()) {
      Ability a = h.definition();
      first.consider(h, () -> {
        String faction = first.holder(h).alignment(); // as his first living holder names it
        return in(List.of(a.components()), hit)
            .map(c -> new Within(faction, "ability " + faction + "." + a.verb(), c));
      });
    }
    for (Held<Modifier> m : held.modifiers()) {
      first.consider(m, () -> passive(m.definition().name(), m.definition().components(), hit));
    }
    for (Held<StatusDefinition> h : held.statuses()) {
      StatusDefinition st = h.definition();
      first.consider(h, () -> in(List.of(st.effects(), st.expire()), hit)
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

  private static Optional<Within> inRole(Role r, Hit hit) {
    for (Ability a : r.abilities()) {
      Optional<Component> c = in(List.of(a.components()), hit);
      if (c.isPresent()) {
        return Optional.of(new Within(r.name(), "ability " + r.name() + "." + a.verb(),
            c.get()));
      }
    }
    return passive(r.name(), r.passives(), hit);
  }

  /** In the passives and triggers of a role or a modifier, each line on its own. */
  private static Optional<Within> passive(String owner, List<Component> passives, Hit hit) {
    for (Component p : passives) {
      Optional<Component> c = in(List.of(List.of(p)), hit);
      if (c.isPresent()) {
        return Optional.of(new Within(owner, (p.asTrigger().isPresent() ? "trigger " : "passive ")
            + owner, c.get()));
      }
    }
    return Optional.empty();
  }

  /** What a search looks for: given a component met, the component found in it, if any. */
  private interface Hit extends Function<Component, Optional<Component>> {}

  /** The first component {@code hit} finds in {@code lists}, through what they set off. */
  private static Optional<Component> in(List<List<Component>> lists, Hit hit) {
    Search search = new Search(hit);
    for (List<Component> l : lists) {
      Optional<Component> c = search.in(l);
      if (c.isPresent()) {
        return c;
      }
    }
    return Optional.empty();
  }

  /**
   * The first component a search finds in a component, or in what it sets off: its responses (a
   * trigger's, a protection's reaction; {@link Component#responses}), the branches of a {@code
   * When} ({@link Component#guarded}), and the effects and the expiry of a status it gives (each
   * status searched once).
   */
  private static final class Search {
    private final Set<StatusDefinition> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    private final Hit hit;

    Search(Hit hit) {
      this.hit = hit;
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
      Optional<Component> found = hit.apply(c);
      if (found.isPresent()) {
        return found;
      }
      Optional<StatusDefinition> given = c.stateChange().flatMap(StateChange::gives);
      if (given.isPresent() && seen.add(given.get())) {
        found = in(given.get().effects()).or(() -> in(given.get().expire()));
        if (found.isPresent()) {
          return found;
        }
      }
      return in(c.responses()).or(() -> in(c.guarded()));
    }
  }
}
