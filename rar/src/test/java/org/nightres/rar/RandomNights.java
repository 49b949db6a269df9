package org.nightres.rar;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import org.nightres.core.component.Ability;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.model.Action;
import org.nightres.core.model.GameOptions;
import org.nightres.core.model.ImmutableNight;
import org.nightres.core.model.Night;
import org.nightres.core.model.Player;
import org.nightres.core.format.RuleSets;

/**
 * Small dense random nights for differential tests: 3 to 12 players, targets drawn mostly from
 * a small "hot" set so that loops (mutual blocks, jails, redirects, swaps, PGO, guards,
 * hiders...) are common. Seeded and deterministic. Kept in one class so that the project's
 * {@code NightGenerator} can replace it later.
 *
 * <p>{@link #doctorStopsOne} draws from a narrower palette, always under {@code doctor-stops
 * one}: several kills, Doctors and movers on a few players, so that kills brought by one mover
 * (or derived through one guard or hide) meet single-use protections often.
 */
final class RandomNights {
  private static final RoleCatalogue CATALOGUE = RuleSets.standard();
  private static final String[] ROLES = {
      "Vigilante", "Doctor", "Roleblocker", "Jailkeeper", "Bodyguard", "Tracker", "Watcher",
      "Cop", "Detective", "Redirector", "BusDriver", "Commuter", "Hider", "Rolestopper",
      "Alien", "Recruiter", "Visitor", "FruitVendor", "Strongman", "Vanilla",
      "Roleblocker", "Jailkeeper", "BusDriver", "Vigilante", "Doctor"};
  private static final String[] MODIFIERS = {
      "Bulletproof", "Bulletproof(1)", "Bulletproof(0)", "PGO", "PGO", "Macho", "Ascetic",
      "Godfather", "Miller", "StrongWilled", "Ninja", "Strongman", "Insane", "Naive",
      "Paranoid"};

  /** Killers, Doctors and movers, for {@link #doctorStopsOne}. */
  private static final String[] KILL_ROLES = {
      "Vigilante", "Vigilante", "Vigilante", "Vigilante", "Doctor", "Doctor", "Doctor",
      "BusDriver", "BusDriver", "Redirector", "Bodyguard", "Hider", "Roleblocker", "Vanilla"};
  private static final String[] KILL_MODIFIERS = {
      "PGO", "PGO", "Bulletproof", "Bulletproof(1)", "Macho", "Strongman", "Ninja"};

  /**
   * What a generator draws from: {@code minPlayers} to {@code minPlayers + morePlayers - 1}
   * players, at most {@code minActions} to {@code minActions + moreActions - 1} actions, a hot
   * set of {@code minHot} to {@code minHot + 2} players, {@code mafiaTenths} in ten players not
   * town; {@code doctorStopsOne} always, or three nights in ten.
   */
  private record Palette(String[] roles, String[] modifiers, int minPlayers, int morePlayers,
      int minActions, int moreActions, int minHot, int mafiaTenths, boolean doctorStopsOne) {}

  private static final Palette DENSE = new Palette(ROLES, MODIFIERS, 3, 10, 4, 15, 2, 4, false);
  private static final Palette KILLS = new Palette(KILL_ROLES, KILL_MODIFIERS, 5, 3, 7, 6, 2, 6,
      true);

  private RandomNights() {}

  static Night generate(long seed) {
    return generate(seed, DENSE);
  }

  /**
   * A small night under {@code doctor-stops one} with several kills, Doctors and movers on two
   * to four hot players (5 to 7 players, up to 7 to 12 actions).
   */
  static Night doctorStopsOne(long seed) {
    return generate(seed, KILLS);
  }

  private static Night generate(long seed, Palette palette) {
    String[] roleNames = palette.roles;
    String[] modifierNames = palette.modifiers;
    SplittableRandom rnd = new SplittableRandom(seed);
    int n = palette.minPlayers + rnd.nextInt(palette.morePlayers);
    int maxActions = palette.minActions + rnd.nextInt(palette.moreActions);
    List<Player> players = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      String alignment = rnd.nextInt(10) < 10 - palette.mafiaTenths ? "town"
          : rnd.nextInt(4) < 3 ? "mafia" : "cult";
      String roles = roleNames[rnd.nextInt(roleNames.length)];
      if (rnd.nextInt(8) == 0) {
        String second = roleNames[rnd.nextInt(roleNames.length)];
        if (!second.equals(roles) && !second.equals("Vanilla") && !roles.equals("Vanilla")) {
          roles = roles + "+" + second;
        }
      }
      List<String> mods = new ArrayList<>();
      if (rnd.nextInt(10) < 3) {
        mods.add(modifierNames[rnd.nextInt(modifierNames.length)]);
      }
      players.add(TestNights.player(CATALOGUE, name(i), alignment, roles,
          mods.toArray(String[]::new)));
    }
    List<Integer> hot = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      hot.add(i);
    }
    Collections.shuffle(hot, new java.util.Random(rnd.nextLong()));
    List<Integer> hotSet = hot.subList(0, Math.min(n, palette.minHot + rnd.nextInt(3)));
    List<Action> actions = new ArrayList<>();
    List<int[]> candidates = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      List<Ability> abilities = players.get(i).abilities();
      for (int a = 0; a < abilities.size(); a++) {
        candidates.add(new int[] {i, a});
      }
    }
    Collections.shuffle(candidates, new java.util.Random(rnd.nextLong()));
    for (int[] c : candidates) {
      if (actions.size() >= maxActions) {
        break;
      }
      int uses = rnd.nextInt(10) < 7 ? 1 : rnd.nextInt(10) < 7 ? 0 : 2;
      for (int u = 0; u < uses && actions.size() < maxActions; u++) {
        Ability ability = players.get(c[0]).abilities().get(c[1]);
        List<String> targets = targets(rnd, c[0], ability.arity(), n, hotSet);
        if (targets == null) {
          continue;
        }
        actions.add(Action.builder().actor(name(c[0])).verb(ability.verb()).targets(targets)
            .submissionIndex(actions.size()).build());
      }
    }
    boolean one = rnd.nextInt(10) < 3 || palette.doctorStopsOne;
    var options = GameOptions.builder()
        .doctorStops(one ? GameOptions.DoctorStops.ONE : GameOptions.DoctorStops.ALL)
        .recruitFailsIfTargetDies(rnd.nextInt(10) < 3)
        .usesPerAbility(OptionalInt.empty())
        .build();
    return ImmutableNight.builder().players(players).actions(actions).options(options).build();
  }

  private static List<String> targets(SplittableRandom rnd, int actor, int arity, int n,
      List<Integer> hot) {
    List<String> out = new ArrayList<>();
    List<Integer> used = new ArrayList<>();
    used.add(actor);
    for (int k = 0; k < arity; k++) {
      int t = -1;
      for (int tries = 0; tries < 20 && (t < 0 || used.contains(t)); tries++) {
        t = rnd.nextInt(10) < 7 ? hot.get(rnd.nextInt(hot.size())) : rnd.nextInt(n);
      }
      if (used.contains(t)) {
        return null;
      }
      used.add(t);
      out.add(name(t));
    }
    return out;
  }

  static String name(int i) {
    return i < 26 ? String.valueOf((char) ('A' + i)) : "P" + i;
  }
}
