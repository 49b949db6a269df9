package org.nightres.core.plan;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import org.nightres.core.model.Action;
import org.nightres.core.model.ImmutablePlayer;
import org.nightres.core.model.ModifierUse;
import org.nightres.core.model.Night;
import org.nightres.core.model.Player;
import org.nightres.core.model.PlayerState;
import org.nightres.core.outcome.ImmutableOutcome;
import org.nightres.core.outcome.Outcome;

/**
 * Which countable passive defenses ({@code Bulletproof(n)}) a night wore down, decided once for
 * every scheme ({@code games.md} section 2.2): a vest spends a use in a night in which it was
 * <em>needed</em>, i.e. it stopped a kill that nothing else stopped. That is decided by the
 * scheme's own rules, counterfactually: the vest was needed iff its holder survives the night and
 * would die in the same night without it. Since a Doctor's protection or a jail outranks a vest,
 * a protected vest-wearer keeps the vest; a vest-wearer nobody attacks keeps it too.
 *
 * <p>Cost: only a surviving wearer whom a kill reached can have needed his vest (a vest does
 * nothing else, so without it the night runs alike up to the first kill that reaches him). The
 * night is split into independent parts (actions linked by shared players, as in {@link
 * NightPlan#parts}); only the parts of such wearers are resolved again, with those vests off, as
 * one small night. Whether one wearer dies without his vest does not depend on another wearer's
 * vest while deaths do not stop actions, so one resolution serves them all. Stateless.
 */
public final class VestAccounting {
  private VestAccounting() {}

  /**
   * {@code outcome} with its next state's countable vests worn down where they were needed.
   *
   * @param night the night as submitted
   * @param outcome the scheme's outcome of {@code night}
   * @param attacked the players (declaration indexes) a kill reached tonight, stopped or not
   * @param resolve the scheme's resolution of a night (called at most once, on a smaller night)
   * @return {@code outcome} with its next state's vests worn down; {@code outcome} itself when no
   *     vest was needed
   */
  public static Outcome account(Night night, Outcome outcome, BitSet attacked,
      Function<Night, Outcome> resolve) {
    return account(night, night::fixed, outcome, attacked, resolve);
  }

  /**
   * As {@link #account(Night, Outcome, BitSet, Function)}, for a scheme that drew the night's
   * random choices as it resolved: {@code drawn} gives the night with those choices written in
   * (asked for only when a vest may have been needed).
   *
   * @param night the night as submitted
   * @param drawn the night with the choices the scheme drew written in
   * @param outcome the scheme's outcome of {@code night}
   * @param attacked the players (declaration indexes) a kill reached tonight, stopped or not
   * @param resolve the scheme's resolution of a night (called at most once, on a smaller night)
   * @return {@code outcome} with its next state's vests worn down; {@code outcome} itself when no
   *     vest was needed
   */
  public static Outcome account(Night night, java.util.function.Supplier<Night> drawn,
      Outcome outcome, BitSet attacked, Function<Night, Outcome> resolve) {
    List<Player> players = night.players();
    BitSet wearers = new BitSet();
    Set<String> dead = null;
    for (int p = attacked.nextSetBit(0); p >= 0; p = attacked.nextSetBit(p + 1)) {
      if (countableVest(players.get(p)) < 0) {
        continue;
      }
      dead = dead != null ? dead : new HashSet<>(outcome.deaths()); // the declared names
      if (!dead.contains(players.get(p).name())) {
        wearers.set(p);
      }
    }
    if (wearers.isEmpty()) {
      return outcome; // no surviving wearer was attacked: no vest was needed
    }
    night = drawn.get(); // the draws the outcome was resolved with
    BitSet involved = partsOf(night, wearers);
    List<Player> subPlayers = new ArrayList<>();
    List<PlayerState> subStates = new ArrayList<>();
    for (int p = involved.nextSetBit(0); p >= 0; p = involved.nextSetBit(p + 1)) {
      Player player = players.get(p);
      subPlayers.add(wearers.get(p) ? withoutVest(player) : player);
      subStates.add(night.state().state(p));
    }
    List<Action> subActions = new ArrayList<>();
    for (int i = 0; i < night.actions().size(); i++) {
      if (involved.get(night.actorIndex(i))) {
        subActions.add(night.actions().get(i));
      }
    }
    Night without = Night.startingFrom(night.state().with(subPlayers, subStates))
        .actions(subActions).options(night.options()).scheme(night.scheme())
        .drawn(night.drawn()).build(); // the same draws: none is made again
    Set<String> wouldDie = new HashSet<>(resolve.apply(without).deaths()); // the wearers' parts
    Map<Integer, List<Integer>> spent = new TreeMap<>();
    for (int p = wearers.nextSetBit(0); p >= 0; p = wearers.nextSetBit(p + 1)) {
      if (wouldDie.contains(players.get(p).name())) {
        spent.put(p, List.of(countableVest(players.get(p))));
      }
    }
    if (spent.isEmpty()) {
      return outcome;
    }
    return ImmutableOutcome.copyOf(outcome).withNextState(
        StateTransition.wearDown(outcome.nextState(), spent));
  }

  /** The index of the player's countable passive protection with uses left, or -1. */
  private static int countableVest(Player p) {
    List<ModifierUse> ms = p.modifiers();
    for (int m = 0; m < ms.size(); m++) {
      ModifierUse u = ms.get(m);
      if (u.countableProtection()) {
        return m;
      }
    }
    return -1;
  }

  private static Player withoutVest(Player p) {
    List<ModifierUse> ms = new ArrayList<>(p.modifiers());
    int m = countableVest(p);
    ms.set(m, ModifierUse.of(ms.get(m).modifier(), OptionalInt.of(0)));
    return ImmutablePlayer.copyOf(p).withModifiers(ms);
  }

  /**
   * The players of the parts of {@code seeds} (union-find over actors and targets, {@link
   * Parts}): the seeds and the actors and targets of every action linked to them. Reads only
   * the members of those parts, not every player of the night.
   */
  private static BitSet partsOf(Night night, BitSet seeds) {
    Parts parts = night.derived(Parts.KEY, Parts::of);
    BitSet out = (BitSet) seeds.clone();
    BitSet seen = new BitSet();
    for (int p = seeds.nextSetBit(0); p >= 0; p = seeds.nextSetBit(p + 1)) {
      int r = parts.root()[p];
      if (r >= 0 && !seen.get(r)) {
        seen.set(r);
        for (int k = parts.start()[r]; k < parts.start()[r + 1]; k++) {
          out.set(parts.members()[k]);
        }
      }
    }
    return out;
  }

  /**
   * The parts of a night (the players joined by an action, as actor or target): by player, the
   * root of his part, -1 for a player in no action ({@code root}); the members of the part of
   * root r are {@code members[start[r] .. start[r + 1])}, in declaration order. A function of the
   * night alone, kept with it ({@link Night#derived}).
   */
  private record Parts(int[] root, int[] start, int[] members) {
    /** The key of a night's parts. */
    static final Object KEY = new Object() {
      @Override
      public String toString() {
        return "the night's parts for vest accounting";
      }
    };

    static Parts of(Night night) {
      int n = night.players().size();
      int[] root = new int[n];
      Arrays.fill(root, -1); // -1: in no action
      for (int i = 0; i < night.actions().size(); i++) {
        int a = find(root, night.actorIndex(i));
        for (int k = 0; k < night.targetCount(i); k++) {
          int b = find(root, night.targetIndex(i, k));
          if (a != b) {
            root[b] = a;
          }
        }
      }
      int[] start = new int[n + 1];
      for (int p = 0; p < n; p++) {
        root[p] = root[p] < 0 ? -1 : find(root, p);
        if (root[p] >= 0) {
          start[root[p] + 1]++;
        }
      }
      for (int r = 0; r < n; r++) {
        start[r + 1] += start[r];
      }
      int[] members = new int[start[n]];
      int[] fill = Arrays.copyOf(start, n);
      for (int p = 0; p < n; p++) {
        if (root[p] >= 0) {
          members[fill[root[p]]++] = p;
        }
      }
      return new Parts(root, start, members);
    }
  }

  /** The root of {@code p}'s set; a player in no action becomes a set of his own. */
  private static int find(int[] root, int p) {
    if (root[p] < 0) {
      root[p] = p;
    }
    while (root[p] != p) {
      root[p] = root[root[p]];
      p = root[p];
    }
    return p;
  }
}
