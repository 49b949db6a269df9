package org.nightres.core.plan;

import java.util.ArrayList;
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
 * night is split into independent parts, the very parts the engines group ({@link
 * NightPlan#parts}, {@link NightParts.Partition}); only the parts of such wearers are resolved
 * again, with those vests off, as one small night (the same draws). Whether one wearer dies without his vest does not depend on another wearer's
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
    List<Action> subActions = new ArrayList<>();
    BitSet named = (BitSet) involved.clone(); // and the targets of their lines: a line a
    // status nullifies links no part, but names its players
    for (int i = 0; i < night.actions().size(); i++) {
      if (involved.get(night.actorIndex(i))) {
        subActions.add(night.actions().get(i));
        for (int k = 0; k < night.targetCount(i); k++) {
          named.set(night.targetIndex(i, k));
        }
      }
    }
    List<Player> subPlayers = new ArrayList<>();
    List<PlayerState> subStates = new ArrayList<>();
    for (int p = named.nextSetBit(0); p >= 0; p = named.nextSetBit(p + 1)) {
      Player player = players.get(p);
      subPlayers.add(wearers.get(p) ? withoutVest(player) : player);
      subStates.add(night.state().state(p));
    }
    Night without = Night.startingFrom(night.state().with(subPlayers, subStates))
        .actions(subActions).options(night.options()).scheme(night.scheme())
        .drawn(night.drawn()).passivePicks(night.passivePicks()).seed(night.seed())
        .build(); // the same draws, the passives' too: none is made again
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
   * The players of the parts of {@code seeds} ({@link NightParts.Partition}: the parts every
   * grouping of the night reads, linked by actions, a passive's drawn or stored players, a
   * status's giver, a passive aimed at everyone or a trigger on any death): the seeds and the
   * members of their parts.
   */
  private static BitSet partsOf(Night night, BitSet seeds) {
    NightParts.Partition parts = NightParts.Partition.of(night);
    BitSet out = (BitSet) seeds.clone();
    BitSet seen = new BitSet();
    for (int p = seeds.nextSetBit(0); p >= 0; p = seeds.nextSetBit(p + 1)) {
      int q = parts.part[p];
      if (q >= 0 && !seen.get(q)) {
        seen.set(q);
        for (int member : parts.members(q)) {
          out.set(member);
        }
      }
    }
    return out;
  }
}
