package org.nightres.core.plan;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.nightres.core.component.Ability;
import org.nightres.core.model.ModifierUse;
import org.nightres.core.model.Night;
import org.nightres.core.model.Player;

/**
 * The independent parts of a night, gathered into groups ({@link NightPlan#parts}). Built in
 * passes over int arrays: a union-find over the players that actions link (actor and written
 * targets), parts numbered by their first player, groups of consecutive parts. The plan of a
 * group is made only when {@link #plan} is called, so that an engine that resolves groups one
 * after the other finds each group's actions freshly made, in the processor's caches, however
 * big the night. Immutable once built; {@link #plan} may be called from any thread.
 */
final class NightParts {
  private final Night night;
  /** Indexes into {@code night.actions()} in submission order; its positions are plan ids. */
  private final int[] order;
  /** Per player: its group, or -1 if no action involves it. */
  private final int[] group;
  /** Per player: its index in its group, in declaration order. */
  private final int[] local;
  private final String[] name;
  private final int[] traits;
  /** Active passives of the whole night, in plan order, with their holders. */
  private final ModifierUse[] passiveUses;
  private final Ability[] passiveAbilities;
  private final int[] passiveHolders;
  /** Per group: declaration indexes of its players, ascending. */
  private final int[][] players;
  /** Per group: whole-night plan ids of its actions and passives, ascending. */
  private final int[][] actions;

  NightParts(Night night, int minActions) {
    this.night = night;
    List<Player> all = night.players();
    int n = all.size();
    this.order = NightPlan.submissionOrder(night);
    int[] root = new int[n]; // union-find over players; -1: involved in nothing
    Arrays.fill(root, -1);
    for (int i = 0; i < night.actions().size(); i++) {
      int a = involve(root, night.actorIndex(i));
      for (int k = 0; k < night.abilityOf(i).arity(); k++) {
        union(root, a, involve(root, night.targetIndex(i, k)));
      }
    }
    NightPlan.Passives passives = new NightPlan.Passives();
    ModifierUse[] uses = new ModifierUse[4];
    int[] holders = new int[4];
    int passiveCount = 0;
    this.name = new String[n];
    this.traits = new int[n];
    for (int p = 0; p < n; p++) { // one pass over the players, in memory order
      Player player = all.get(p);
      name[p] = player.name();
      traits[p] = PlannedAction.traitsOf(player);
      for (ModifierUse use : player.modifiers()) {
        if (passives.of(use) != null) {
          involve(root, p);
          if (passiveCount == uses.length) {
            uses = Arrays.copyOf(uses, 2 * passiveCount);
            holders = Arrays.copyOf(holders, 2 * passiveCount);
          }
          uses[passiveCount] = use;
          holders[passiveCount++] = p;
        }
      }
    }
    this.passiveUses = Arrays.copyOf(uses, passiveCount);
    this.passiveHolders = Arrays.copyOf(holders, passiveCount);
    this.passiveAbilities = new Ability[passiveCount];
    for (int k = 0; k < passiveCount; k++) {
      passiveAbilities[k] = passives.of(passiveUses[k]);
    }
    // parts, numbered by their first player (a root is its set's smallest index)
    this.group = new int[n]; // first the part of each involved player, then its group
    int parts = 0;
    for (int p = 0; p < n; p++) {
      int r = root[p] < 0 ? -1 : find(root, p);
      group[p] = r < 0 ? -1 : r == p ? parts++ : group[r];
    }
    int[] partActions = new int[parts];
    for (int i = 0; i < night.actions().size(); i++) {
      partActions[group[night.actorIndex(i)]]++;
    }
    for (int holder : passiveHolders) {
      partActions[group[holder]]++;
    }
    int[] groupOfPart = new int[parts];
    int groups = 0;
    for (int q = 0, sum = 0; q < parts; q++) {
      groupOfPart[q] = groups;
      sum += partActions[q];
      if (sum >= minActions || q == parts - 1) {
        groups++;
        sum = 0;
      }
    }
    this.local = new int[n];
    int[] playerCount = new int[groups];
    for (int p = 0; p < n; p++) {
      if (group[p] >= 0) {
        group[p] = groupOfPart[group[p]];
        local[p] = playerCount[group[p]]++;
      }
    }
    this.players = new int[groups][];
    for (int g = 0; g < groups; g++) {
      players[g] = new int[playerCount[g]];
    }
    for (int p = 0; p < n; p++) {
      if (group[p] >= 0) {
        players[group[p]][local[p]] = p;
      }
    }
    int[] actionCount = new int[groups];
    for (int q = 0; q < parts; q++) {
      actionCount[groupOfPart[q]] += partActions[q];
    }
    this.actions = new int[groups][];
    for (int g = 0; g < groups; g++) {
      actions[g] = new int[actionCount[g]];
    }
    int[] filled = new int[groups];
    for (int id = 0; id < order.length; id++) {
      int g = group[night.actorIndex(order[id])];
      actions[g][filled[g]++] = id;
    }
    for (int k = 0; k < passiveCount; k++) {
      int g = group[passiveHolders[k]];
      actions[g][filled[g]++] = order.length + k;
    }
  }

  /** The number of groups. */
  int size() {
    return players.length;
  }

  /** The plan of group {@code g}, made anew. */
  NightPlan plan(int g) {
    int[] ps = players[g];
    Player[] groupPlayers = new Player[ps.length];
    String[] names = new String[ps.length];
    for (int j = 0; j < ps.length; j++) {
      groupPlayers[j] = night.players().get(ps[j]);
      names[j] = name[ps[j]];
    }
    int[] ids = actions[g];
    PlannedAction[] planned = new PlannedAction[ids.length];
    for (int id = 0; id < ids.length; id++) {
      int whole = ids[id];
      if (whole < order.length) {
        int i = order[whole];
        int actor = night.actorIndex(i);
        int[] args = new int[night.abilityOf(i).arity()];
        for (int k = 0; k < args.length; k++) {
          args[k] = local[night.targetIndex(i, k)];
        }
        planned[id] = new PlannedAction(id, names, local[actor], traits[actor],
            night.abilityOf(i), args, night.actions().get(i), null);
      } else {
        int k = whole - order.length;
        int holder = passiveHolders[k];
        planned[id] = new PlannedAction(id, names, local[holder], traits[holder],
            passiveAbilities[k], new int[0], null, passiveUses[k]);
      }
    }
    return new NightPlan(night, Collections.unmodifiableList(Arrays.asList(groupPlayers)), names,
        ps, ids, Arrays.asList(planned));
  }

  private static int involve(int[] root, int p) {
    if (root[p] < 0) {
      root[p] = p;
    }
    return p;
  }

  private static int find(int[] root, int p) {
    while (root[p] != p) {
      root[p] = root[root[p]]; // path halving
      p = root[p];
    }
    return p;
  }

  /** Joins the sets of {@code a} and {@code b}; the smaller declaration index becomes the root. */
  private static void union(int[] root, int a, int b) {
    int ra = find(root, a);
    int rb = find(root, b);
    if (ra < rb) {
      root[rb] = ra;
    } else if (rb < ra) {
      root[ra] = rb;
    }
  }
}
