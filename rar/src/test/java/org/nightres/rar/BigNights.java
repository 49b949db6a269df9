package org.nightres.rar;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.model.Action;
import org.nightres.core.model.GameOptions;
import org.nightres.core.model.ImmutableNight;
import org.nightres.core.model.Night;
import org.nightres.core.model.Player;
import org.nightres.core.format.RuleSets;

/** Large nights for scale and budget tests, built directly (no text). */
final class BigNights {
  private static final RoleCatalogue CATALOGUE = RuleSets.standard();

  private BigNights() {}

  /**
   * {@code ring(k)}: P1…Pk, each jails (odd) or roleblocks (even) the next, Pk the first; a
   * Vigilante V shoots P1. With {@code allJail}, everyone jails, so the kill's counter-chain
   * runs around the whole ring.
   */
  static Night ring(int k, boolean allJail) {
    List<Player> players = new ArrayList<>();
    List<Action> actions = new ArrayList<>();
    for (int i = 1; i <= k; i++) {
      String role = allJail || i % 2 == 1 ? "Jailkeeper" : "Roleblocker";
      players.add(TestNights.player(CATALOGUE, "P" + i, "town", role));
    }
    players.add(TestNights.player(CATALOGUE, "V", "town", "Vigilante"));
    for (int i = 1; i <= k; i++) {
      String verb = allJail || i % 2 == 1 ? "jail" : "block";
      actions.add(action("P" + i, verb, actions.size(), "P" + (i % k + 1)));
    }
    actions.add(action("V", "kill", actions.size(), "P1"));
    return ImmutableNight.builder().players(players).actions(actions).build();
  }

  /**
   * {@code clique(k)}: k Jailkeepers, each jailing every other one (uses-per-ability
   * unlimited), and a Vigilante shooting P1: the dense worst case.
   */
  static Night clique(int k) {
    List<Player> players = new ArrayList<>();
    List<Action> actions = new ArrayList<>();
    for (int i = 1; i <= k; i++) {
      players.add(TestNights.player(CATALOGUE, "P" + i, "town", "Jailkeeper"));
    }
    players.add(TestNights.player(CATALOGUE, "V", "town", "Vigilante"));
    for (int i = 1; i <= k; i++) {
      for (int j = 1; j <= k; j++) {
        if (i != j) {
          actions.add(action("P" + i, "jail", actions.size(), "P" + j));
        }
      }
    }
    actions.add(action("V", "kill", actions.size(), "P1"));
    GameOptions options = GameOptions.builder().usesPerAbility(OptionalInt.empty()).build();
    return ImmutableNight.builder().players(players).actions(actions).options(options).build();
  }

  /**
   * A generated night of {@code n} players: every role of the catalogue, some modifiers, one
   * action for most players, targets mostly near the actor (small local knots) and sometimes
   * anywhere.
   */
  static Night generated(int n, long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    String[] roles = {"Vigilante", "Doctor", "Roleblocker", "Jailkeeper", "Bodyguard", "Tracker",
        "Watcher", "Cop", "Detective", "Redirector", "BusDriver", "Commuter", "Hider",
        "Rolestopper", "Alien", "Recruiter", "Visitor", "FruitVendor", "Strongman", "Vanilla",
        "Vanilla", "Vanilla"};
    String[] modifiers = {"Bulletproof", "PGO", "Macho", "Ascetic", "Godfather", "Miller",
        "StrongWilled", "Ninja"};
    List<Player> players = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      String alignment = rnd.nextInt(10) < 7 ? "town" : rnd.nextInt(3) < 2 ? "mafia" : "cult";
      String role = roles[rnd.nextInt(roles.length)];
      String[] mods = rnd.nextInt(10) == 0
          ? new String[] {modifiers[rnd.nextInt(modifiers.length)]} : new String[0];
      players.add(TestNights.player(CATALOGUE, "P" + i, alignment, role, mods));
    }
    List<Action> actions = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      var abilities = players.get(i).abilities();
      if (abilities.isEmpty() || rnd.nextInt(10) < 2) {
        continue;
      }
      var ability = abilities.get(rnd.nextInt(abilities.size()));
      List<String> targets = new ArrayList<>();
      for (int t = 0; t < ability.arity(); t++) {
        int target;
        do {
          target = rnd.nextInt(10) < 8 ? Math.floorMod(i + rnd.nextInt(21) - 10, n)
              : rnd.nextInt(n);
        } while (target == i || targets.contains("P" + target));
        targets.add("P" + target);
      }
      actions.add(action("P" + i, ability.verb(), actions.size(), targets.toArray(String[]::new)));
    }
    return ImmutableNight.builder().players(players).actions(actions).build();
  }

  private static Action action(String actor, String verb, int index, String... targets) {
    return Action.builder().actor(actor).verb(verb).addTargets(targets).submissionIndex(index)
        .build();
  }
}
