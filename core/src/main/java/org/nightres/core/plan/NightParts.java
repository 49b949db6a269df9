package org.nightres.core.plan;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.nightres.core.component.Ability;
import org.nightres.core.model.Action;
import org.nightres.core.model.ModifierUse;
import org.nightres.core.model.Night;
import org.nightres.core.model.Player;

/**
 * The independent parts of a night, gathered into groups ({@link NightPlan#parts}). Built in a
 * few passes over the night, in the order the night holds its players and actions: a
 * union-find over the players that actions link (actor and written targets), parts numbered by
 * their first player, groups of consecutive parts, and for every group the recipe of its plan
 * (players, names, and for each action its ability, bound targets and actor). The plan itself
 * is made only when {@link #plan} is called, from the group's own arrays, so that an engine
 * that resolves groups one after the other finds each group's actions freshly made, in the
 * processor's caches, however big the night. Immutable once built; {@link #plan} may be called
 * from any thread.
 */
final class NightParts {
  /** The key of a night's parts gathered into groups of at least {@code minActions} actions. */
  record Key(int minActions) {}

  /** An actor is kept as its index in the group shifted left by this, OR its planning traits. */
  private static final int TRAIT_BITS = 3;

  /** The night the engines resolve ({@link EffectiveNight}), and the night as submitted. */
  private final Night night;
  private final Night origin;
  private final int[] nullified;
  // per group: its players (declaration indexes, ascending), the players and their names
  private final int[][] playerIds;
  private final Player[][] playersOf;
  private final String[][] namesOf;
  // per group and action, in plan order: whole-night plan id, actor (see TRAIT_BITS), ability,
  // bound targets, and the submitted action or the modifier use of a passive
  private final int[][] ids;
  private final int[][] actors;
  private final Ability[][] abilities;
  private final int[][][] args;
  private final Action[][] sources;
  private final ModifierUse[][] uses;
  private final List<String>[][] picks; // a passive's drawn choices (Night#passivePicks), or null
  private final java.util.Map<org.nightres.core.component.Modifier, String> expiries;
  /** Each group's plan, once made ({@link #plan}). */
  private final java.util.concurrent.atomic.AtomicReferenceArray<NightPlan> plans;

  NightParts(Night submitted, int minActions) {
    Partition pt = Partition.of(submitted.fixed()); // the random choices, made once
    Night night = pt.night;
    this.night = night;
    this.origin = pt.origin;
    this.nullified = pt.nullified;
    this.expiries = pt.expiries;
    Player[] all = pt.all;
    String[] name = pt.name;
    int n = all.length;
    int m = night.actions().size();
    NightPlan.Passives passives = pt.passives;
    ModifierUse[] passiveUses = pt.passiveUses;
    List<String>[] passivePicks = pt.passivePicks;
    int[] holders = pt.holders;
    int passiveCount = pt.passiveCount;
    int parts = pt.parts;
    int[] group = pt.part.clone(); // first the part of each involved player, then its group
    int[] at = pt.traits.clone(); // traits; index in the group and traits once grouped
    int[] partActions = new int[parts];
    for (int i = 0; i < m; i++) {
      partActions[group[night.actorIndex(i)]]++;
    }
    for (int k = 0; k < passiveCount; k++) {
      partActions[group[holders[k]]]++;
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
    int[] playerCount = new int[groups];
    for (int p = 0; p < n; p++) {
      if (group[p] >= 0) {
        group[p] = groupOfPart[group[p]];
        at[p] |= playerCount[group[p]]++ << TRAIT_BITS;
      }
    }
    this.plans = new java.util.concurrent.atomic.AtomicReferenceArray<>(groups);
    this.playerIds = new int[groups][];
    this.playersOf = new Player[groups][];
    this.namesOf = new String[groups][];
    for (int g = 0; g < groups; g++) {
      playerIds[g] = new int[playerCount[g]];
      playersOf[g] = new Player[playerCount[g]];
      namesOf[g] = new String[playerCount[g]];
    }
    for (int p = 0; p < n; p++) { // in declaration order: each group's arrays fill in turn
      int g = group[p];
      if (g >= 0) {
        int j = at[p] >>> TRAIT_BITS;
        playerIds[g][j] = p;
        playersOf[g][j] = all[p];
        namesOf[g][j] = name[p];
      }
    }
    int[] actionCount = new int[groups];
    for (int q = 0; q < parts; q++) {
      actionCount[groupOfPart[q]] += partActions[q];
    }
    this.ids = new int[groups][];
    this.actors = new int[groups][];
    this.abilities = new Ability[groups][];
    this.args = new int[groups][][];
    this.sources = new Action[groups][];
    this.uses = new ModifierUse[groups][];
    @SuppressWarnings("unchecked")
    List<String>[][] drawnPicks = new List[groups][];
    this.picks = drawnPicks;
    for (int g = 0; g < groups; g++) {
      int c = actionCount[g];
      ids[g] = new int[c];
      actors[g] = new int[c];
      abilities[g] = new Ability[c];
      args[g] = new int[c][];
      sources[g] = new Action[c];
      uses[g] = new ModifierUse[c];
      @SuppressWarnings("unchecked")
      List<String>[] none = new List[c];
      picks[g] = none;
    }
    int[] filled = new int[groups];
    int[] order = NightPlan.submissionOrder(night);
    for (int id = 0; id < m; id++) { // in submission order, the order of plan ids
      int i = order[id];
      int actor = night.actorIndex(i);
      int g = group[actor];
      int slot = filled[g]++;
      Ability ability = night.abilityOf(i);
      int[] targets = new int[night.targetCount(i)];
      for (int k = 0; k < targets.length; k++) {
        targets[k] = at[night.targetIndex(i, k)] >>> TRAIT_BITS;
      }
      ids[g][slot] = id;
      actors[g][slot] = at[actor];
      abilities[g][slot] = ability;
      args[g][slot] = targets;
      sources[g][slot] = night.actions().get(i);
    }
    for (int k = 0; k < passiveCount; k++) { // then passives, in plan order
      int g = group[holders[k]];
      int slot = filled[g]++;
      ids[g][slot] = m + k;
      actors[g][slot] = at[holders[k]];
      abilities[g][slot] = passives.of(passiveUses[k]);
      args[g][slot] = new int[0];
      uses[g][slot] = passiveUses[k];
      picks[g][slot] = passivePicks[k];
    }
  }

  /**
   * The independent parts of a night (the union-find of {@link NightParts}, before grouping):
   * by player, the number of his part (parts numbered by their first player), -1 for a player in
   * no part; and what grouping needs of the passives. Made once per night ({@link #of}) and read
   * by every grouping of it and by {@link VestAccounting}, so that what links two players is
   * written once. Immutable.
   */
  static final class Partition {
    private static final Object KEY = new Object() {
      @Override
      public String toString() {
        return "the night's parts";
      }
    };

    final Night night;
    final Night origin;
    final int[] nullified;
    final java.util.Map<org.nightres.core.component.Modifier, String> expiries;
    final Player[] all;
    final String[] name;
    final int[] traits;
    final int[] part;
    final int parts;
    final NightPlan.Passives passives;
    final ModifierUse[] passiveUses;
    final List<String>[] passivePicks;
    final int[] holders;
    final int passiveCount;

    /** The members of each part ({@link #members}), made when first asked for. */
    private volatile int[][] members;

    /**
     * {@return the players of part {@code q}, ascending} The index is made once, in one pass
     * over the players, when first asked for (two threads may both make it, alike).
     *
     * @param q a part's number
     */
    int[] members(int q) {
      int[][] m = members;
      if (m == null) {
        int[] count = new int[parts];
        for (int x : part) {
          if (x >= 0) {
            count[x]++;
          }
        }
        m = new int[parts][];
        for (int k = 0; k < parts; k++) {
          m[k] = new int[count[k]];
        }
        int[] filled = new int[parts];
        for (int p = 0; p < part.length; p++) {
          if (part[p] >= 0) {
            m[part[p]][filled[part[p]]++] = p;
          }
        }
        members = m;
      }
      return m[q];
    }

    /**
     * {@return the parts of {@code night}, kept with it}
     *
     * @param night a night with its random choices made ({@link Night#fixed()}, or as a
     *     scheme that draws as it resolves drew them): their players are in their parts
     */
    static Partition of(Night night) {
      return night.derived(KEY, Partition::new);
    }

    private Partition(Night submitted) {
      EffectiveNight effective = EffectiveNight.of(submitted);
      Night night = effective.resolvable;
      this.night = night;
      this.origin = submitted;
      this.nullified = effective.nullified;
      this.expiries = effective.expiries;
      Player[] all = night.players().toArray(new Player[0]);
      int n = all.length;
      int m = night.actions().size();
      int[] root = new int[n]; // union-find over players; -1: involved in nothing
      Arrays.fill(root, -1);
      for (int i = 0; i < m; i++) {
        int a = involve(root, night.actorIndex(i));
        for (int k = 0; k < night.targetCount(i); k++) { // written and drawn targets
          union(root, a, involve(root, night.targetIndex(i, k)));
        }
      }
      // a status's expiry attacks with its kills as the player who gave it (NightPlan.attacker);
      // a fresh state holds none
      int withStatuses = submitted.state().isFresh() ? 0 : n;
      for (int p = 0; p < withStatuses; p++) {
        for (org.nightres.core.model.HeldStatus h : submitted.state().state(p).statuses()) {
          if (!h.status().expire().isEmpty() && h.by().isPresent()) {
            int by = night.indexOf(h.by().get());
            if (by >= 0) {
              union(root, involve(root, p), involve(root, by));
            }
          }
        }
      }
      NightPlan.Passives passives = new NightPlan.Passives();
      ModifierUse[] passiveUses = new ModifierUse[4];
      @SuppressWarnings("unchecked")
      List<String>[] passivePicks = new List[4];
      int[] holders = new int[4];
      int passiveCount = 0;
      String[] name = new String[n];
      for (int p = 0; p < n; p++) {
        name[p] = all[p].name();
      }
      java.util.function.ToIntFunction<String> lookUp = StoredTargets.lookUp(night, name);
      int witness = -1; // a holder of a death(all) trigger, which every death sets off
      int everyone = -1; // a holder of a passive aimed at every player (all, others, all(f))
      int[] at = new int[n]; // traits
      for (int p = 0; p < n; p++) {
        at[p] = PlannedAction.traitsOf(all[p]);
        for (ModifierUse use : NightPlan.passiveUses(all[p], effective.passivesOff(p),
            effective.exhausted(p))) {
          if (passives.of(use) != null) {
            involve(root, p);
            List<String> keys = StoredTargets.keys(passives.of(use).components());
            for (int q : StoredTargets.players(keys, all[p], lookUp)) {
              if (q >= 0) { // a stored target is in its holder's part
                union(root, p, involve(root, q));
              }
            }
            if (witness < 0 && onAnyDeath(passives.of(use).components())) {
              witness = p;
            }
            if (everyone < 0 && EveryPlayer.aims(passives.of(use).components())) {
              everyone = p;
            }
            List<String> drawn = !passives.of(use).random() ? null : submitted.passivePicks()
                .get(Night.passiveKey(all[p].name(), use.modifier().name()));
            for (String pick : drawn == null ? List.<String>of() : drawn) {
              if (!pick.isEmpty()) { // a player drawn for a passive is in its holder's part
                union(root, p, involve(root, night.indexOf(pick)));
              }
            }
            if (passiveCount == passiveUses.length) {
              passiveUses = Arrays.copyOf(passiveUses, 2 * passiveCount);
              passivePicks = Arrays.copyOf(passivePicks, 2 * passiveCount);
              holders = Arrays.copyOf(holders, 2 * passiveCount);
            }
            passivePicks[passiveCount] = drawn;
            passiveUses[passiveCount] = use;
            holders[passiveCount++] = p;
          }
        }
      }
      if (everyone >= 0) { // a passive aimed at every living player: all of them in its part
        for (int p = 0; p < n; p++) {
          if (submitted.living(p)) {
            union(root, involve(root, p), everyone);
          }
        }
      }
      if (witness >= 0) { // a death anywhere reaches the witness: one part for every player
        for (int p = 0; p < n; p++) {
          if (root[p] >= 0) {
            union(root, p, witness);
          }
        }
      }
      // parts, numbered by their first player (a root is its set's smallest index)
      int[] group = new int[n];
      int parts = 0;
      for (int p = 0; p < n; p++) {
        int r = root[p] < 0 ? -1 : find(root, p);
        group[p] = r < 0 ? -1 : r == p ? parts++ : group[r];
      }
      this.all = all;
      this.name = name;
      this.traits = at;
      this.part = group;
      this.parts = parts;
      this.passives = passives;
      this.passiveUses = passiveUses;
      this.passivePicks = passivePicks;
      this.holders = holders;
      this.passiveCount = passiveCount;
    }
  }

  /** The number of groups. */
  int size() {
    return playerIds.length;
  }

  /**
   * The plan of group {@code g}: made from its recipe when first asked for, and kept (a plan is
   * not changed by the engines that resolve it), so a night resolved again, or under another
   * scheme, plans each group once. Two threads asking at once may both make it; both get the
   * one kept.
   */
  NightPlan plan(int g) {
    NightPlan plan = plans.get(g);
    if (plan == null) {
      plans.compareAndSet(g, null, make(g));
      plan = plans.get(g);
    }
    return plan;
  }

  /** The plan of group {@code g}, made from its recipe. */
  private NightPlan make(int g) {
    String[] names = namesOf[g];
    int[] actor = actors[g];
    PlannedAction[] planned = new PlannedAction[actor.length];
    List<Player> players = Arrays.asList(playersOf[g]);
    int[] inNight = playerIds[g];
    Premises.World world = new Premises.World(players, origin);
    for (int id = 0; id < planned.length; id++) {
      planned[id] = picks[g][id] != null
          ? NightPlan.drawnPassive(id, names, name -> Arrays.asList(names).indexOf(name),
              actor[id] >>> TRAIT_BITS,
              actor[id] & ((1 << TRAIT_BITS) - 1), abilities[g][id], uses[g][id], picks[g][id],
              world)
          : new PlannedAction(id, names, actor[id] >>> TRAIT_BITS,
              actor[id] & ((1 << TRAIT_BITS) - 1), abilities[g][id], args[g][id], sources[g][id],
              uses[g][id], world);
      if (uses[g][id] != null) { // a passive, bound among the group's players
        planned[id] = NightPlan.bound(planned[id], players, names, StoredTargets.search(names),
            q -> origin.living(inNight[q]), actor[id] & ((1 << TRAIT_BITS) - 1));
      }
    }
    return new NightPlan(origin, Collections.unmodifiableList(players), names,
        playerIds[g], ids[g], Arrays.asList(planned), nullified, expiries);
  }

  /**
   * Whether one of {@code cs} (a passive's), or of the components an {@code [if ...]} guards, is
   * a trigger that deaths anywhere may set off (a Witness's): {@code death(all)}, {@code
   * death(<filter>)}; not {@code death(stored(k))}, which only its stored target's death sets off
   * (in its holder's part).
   */
  private static boolean onAnyDeath(List<org.nightres.core.component.Component> cs) {
    for (org.nightres.core.component.Component c : cs) {
      if (c.triggerEvent().orElse(null)
          == org.nightres.core.component.Component.Event.ON_ANY_DEATH
          ? !c.asTrigger().orElseThrow().aboutOne()
          : onAnyDeath(c.guarded())) {
        return true;
      }
    }
    return false;
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
