package org.nightres.lab.generate;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.OptionalInt;
import org.nightres.core.component.Modifier;
import org.nightres.core.component.Role;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.model.ModifierUse;

/** The casts of the {@link MixPreset}s. Internal; every choice comes from the given generator. */
final class Presets {
  private Presets() {}

  /** Town power roles of the {@code default} mix with weights (Cops and Doctors most common). */
  private static final String[] DEFAULT_TOWN = {
    "Cop", "Cop", "Cop", "Doctor", "Doctor", "Doctor", "Vigilante", "Vigilante",
    "Roleblocker", "Roleblocker", "Tracker", "Tracker", "Watcher", "Watcher",
    "Jailkeeper", "Detective", "BusDriver", "Redirector", "Bodyguard", "Commuter", "Hider",
    "Rolestopper", "Alien", "Visitor", "FruitVendor"
  };

  /** Every town power role, for the {@code dense} mix. */
  private static final String[] DENSE_TOWN = {
    "Vigilante", "Doctor", "Roleblocker", "Jailkeeper", "Bodyguard", "Tracker", "Watcher", "Cop",
    "Detective", "Redirector", "BusDriver", "Commuter", "Hider", "Rolestopper", "Alien",
    "Visitor", "FruitVendor"
  };

  /** Mafia roles of the {@code dense} mix ({@code Vanilla} = a plain Goon). */
  private static final String[] DENSE_MAFIA = {
    "Vanilla", "Roleblocker", "Strongman", "Redirector", "BusDriver", "Alien", "Rolestopper",
    "Hider", "Tracker"
  };

  /** Modifiers any player of the {@code dense} mix may get. */
  private static final String[] DENSE_MODIFIERS = {
    "Bulletproof", "Bulletproof(1)", "PGO", "Macho", "StrongWilled", "Ninja", "Ascetic"
  };

  static List<Seat> defaultMix(int n, RoleCatalogue cat, SplitMix64 rng) {
    Role vanilla = role(cat, "Vanilla");
    int mafia = n >= 3 ? Math.max(1, (2 * n + 4) / 9) : 0;
    int cult = n >= 15 ? 1 : 0;
    int power = Math.min(n >= 2 ? Math.max(1, n / 4) : 0, n - mafia - cult);
    List<Seat> seats = new ArrayList<>(n);
    for (int i = 0; i < mafia; i++) {
      Role r = i == 0 && n >= 10 && rng.chance(0.5) ? role(cat, "Roleblocker") : vanilla;
      Seat s = new Seat("mafia", List.of(r));
      if (i == mafia - 1 && n >= 8) {
        s.modifiers.add(ModifierUse.unlimited(modifier(cat, "Godfather")));
      }
      seats.add(s);
    }
    for (int i = 0; i < cult; i++) {
      seats.add(new Seat("cult", List.of(role(cat, "Recruiter"))));
    }
    ModifierUse vest = use(cat, "Bulletproof(1)");
    for (int i = 0; i < power; i++) {
      Seat s = new Seat("town", List.of(role(cat, DEFAULT_TOWN[rng.nextInt(DEFAULT_TOWN.length)])));
      if (rng.chance(0.05)) {
        s.modifiers.add(vest);
      }
      seats.add(s);
    }
    ModifierUse miller = ModifierUse.unlimited(modifier(cat, "Miller"));
    List<Role> vanillaRoles = List.of(vanilla);
    while (seats.size() < n) {
      Seat s = new Seat("town", vanillaRoles);
      if (rng.chance(0.03)) {
        s.modifiers.add(miller);
      }
      seats.add(s);
    }
    rng.shuffle(seats);
    return seats;
  }

  static List<Seat> denseMix(int n, RoleCatalogue cat, SplitMix64 rng) {
    int mafia = n >= 3 ? Math.max(1, n / 5) : 0;
    int cult = n >= 10 ? 1 : 0;
    List<Seat> seats = new ArrayList<>(n);
    for (int i = 0; i < mafia; i++) {
      seats.add(new Seat("mafia", roles(cat, DENSE_MAFIA, rng, 0.10)));
    }
    for (int i = 0; i < cult; i++) {
      seats.add(new Seat("cult", List.of(role(cat, "Recruiter"))));
    }
    Role vanilla = role(cat, "Vanilla");
    while (seats.size() < n) {
      seats.add(new Seat("town",
          rng.chance(0.05) ? List.of(vanilla) : roles(cat, DENSE_TOWN, rng, 0.15)));
    }
    Role cop = role(cat, "Cop");
    for (Seat s : seats) {
      int count = rng.chance(0.4) ? (rng.chance(0.25) ? 2 : 1) : 0;
      for (int tries = 0; s.modifiers.size() < count && tries < 8; tries++) {
        ModifierUse u = denseModifier(cat, s, cop, rng);
        if (!s.has(u.modifier())) {
          s.modifiers.add(u);
        }
      }
    }
    sortModifiers(seats, cat);
    rng.shuffle(seats);
    return seats;
  }

  private static ModifierUse denseModifier(RoleCatalogue cat, Seat s, Role cop, SplitMix64 rng) {
    List<String> pool = new ArrayList<>(List.of(DENSE_MODIFIERS));
    if (s.alignment.equals("mafia")) {
      pool.add("Godfather");
    } else {
      pool.add("Miller");
    }
    if (s.kills(cat.factionAbilities(s.alignment)) && !s.hasRole(role(cat, "Strongman"))) {
      pool.add("Strongman");
    }
    if (s.hasRole(cop)) {
      pool.add("Insane");
      pool.add("Naive");
      pool.add("Paranoid");
    }
    return use(cat, pool.get(rng.nextInt(pool.size())));
  }

  /** One role from the pool, plus with probability {@code second} another, distinct one. */
  private static List<Role> roles(RoleCatalogue cat, String[] pool, SplitMix64 rng, double second) {
    Role first = role(cat, pool[rng.nextInt(pool.length)]);
    if (first.abilities().isEmpty() || !rng.chance(second)) {
      return List.of(first);
    }
    Role other = role(cat, pool[rng.nextInt(pool.length)]);
    if (other.equals(first) || other.abilities().isEmpty()) {
      return List.of(first);
    }
    return List.of(first, other);
  }

  static void sortModifiers(List<Seat> seats, RoleCatalogue cat) {
    Comparator<ModifierUse> order = Mix.catalogueOrder(cat);
    for (Seat s : seats) {
      if (s.modifiers.size() > 1) {
        s.modifiers.sort(order);
      }
    }
  }

  private static Role role(RoleCatalogue cat, String name) {
    return cat.role(name).orElseThrow(() -> new IllegalStateException("no role " + name));
  }

  private static Modifier modifier(RoleCatalogue cat, String name) {
    return cat.modifier(name).orElseThrow(() -> new IllegalStateException("no modifier " + name));
  }

  /** {@code Name} or {@code Name(n)}. */
  private static ModifierUse use(RoleCatalogue cat, String text) {
    int p = text.indexOf('(');
    if (p < 0) {
      return ModifierUse.unlimited(modifier(cat, text));
    }
    return ModifierUse.of(modifier(cat, text.substring(0, p)),
        OptionalInt.of(Integer.parseInt(text.substring(p + 1, text.length() - 1))));
  }
}
