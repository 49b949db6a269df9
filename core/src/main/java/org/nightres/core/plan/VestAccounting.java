package org.nightres.core.plan;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.TreeMap;
import java.util.function.Function;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Category;
import org.nightres.core.component.Component;
import org.nightres.core.component.Modifier;
import org.nightres.core.model.Action;
import org.nightres.core.model.GameState;
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
 * <p>Cost: the night is split into independent parts (actions linked by shared players, as in
 * {@link NightPlan#parts}); only the parts of surviving wearers of countable vests are resolved
 * again, with those vests off, as one small night. Whether one wearer dies without his vest does
 * not depend on another wearer's vest while deaths do not stop actions, so one resolution
 * serves them all. Stateless.
 */
public final class VestAccounting {
  private VestAccounting() {}

  /**
   * {@code outcome} with its next state's countable vests worn down where they were needed.
   *
   * @param resolve the scheme's resolution of a night (called at most once, on a smaller night)
   */
  public static Outcome account(Night night, Outcome outcome, Function<Night, Outcome> resolve) {
    List<Player> players = night.players();
    Map<Modifier, Integer> flags = new IdentityHashMap<>(); // few modifiers, many players
    BitSet wearers = new BitSet();
    BitSet armed = new BitSet();
    for (int p = 0; p < players.size(); p++) {
      for (ModifierUse u : players.get(p).modifiers()) {
        int f = flags.computeIfAbsent(u.modifier(), VestAccounting::flags);
        if ((f & VEST) != 0 && u.uses().isPresent() && u.uses().getAsInt() > 0) {
          wearers.set(p);
        }
        if ((f & TRIGGER) != 0 && u.active()) {
          armed.set(p);
        }
      }
    }
    for (int p = wearers.nextSetBit(0); p >= 0; p = wearers.nextSetBit(p + 1)) {
      if (!night.living(p)) {
        wearers.clear(p);
      }
    }
    if (wearers.isEmpty() || night.actions().isEmpty()) {
      return outcome;
    }
    wearers.and(reachable(night, armed));
    for (String dead : outcome.deaths()) {
      wearers.clear(night.indexOf(dead));
    }
    if (wearers.isEmpty()) {
      return outcome; // no surviving wearer could have been hit: no vest was needed
    }
    BitSet involved = partsOf(night, wearers);
    int[] index = new int[players.size()];
    List<Player> subPlayers = new ArrayList<>();
    List<PlayerState> subStates = new ArrayList<>();
    for (int p = involved.nextSetBit(0); p >= 0; p = involved.nextSetBit(p + 1)) {
      index[p] = subPlayers.size();
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
    Night without = Night.startingFrom(GameState.of(night.number(), subPlayers, subStates))
        .actions(subActions).options(night.options()).scheme(night.scheme()).build();
    List<String> wouldDie = resolve.apply(without).deaths(); // few: the wearers' parts only
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
   * The players a kill could reach tonight, by the component rules every scheme shares: the
   * actors and targets of killing abilities, the targets of movers (a swap or redirect carries
   * kills between its own targets), the actors of guards and absences (deaths passed on to them),
   * and the actors of actions aimed at a player whose passives hold a trigger (a PGO shoots its
   * visitors). A submitted ability with a trigger makes everyone reachable.
   */
  private static BitSet reachable(Night night, BitSet armed) {
    BitSet out = new BitSet();
    List<Player> players = night.players();
    Map<Ability, Integer> kinds = new IdentityHashMap<>();
    for (int i = 0; i < night.actions().size(); i++) {
      int kind = kinds.computeIfAbsent(night.abilityOf(i), VestAccounting::kind);
      if ((kind & TRIGGER) != 0) {
        out.set(0, players.size());
        return out;
      }
      int actor = night.actorIndex(i);
      if ((kind & (KILL | PASSES_ON)) != 0) {
        out.set(actor);
      }
      for (int k = 0; k < night.abilityOf(i).arity(); k++) {
        int t = night.targetIndex(i, k);
        if ((kind & (KILL | MOVE)) != 0) {
          out.set(t);
        }
        if (armed.get(t)) {
          out.set(actor);
        }
      }
    }
    return out;
  }

  private static final int VEST = 16;

  /** Whether a modifier's passive protects ({@link #VEST}) or holds a trigger ({@link #TRIGGER}). */
  private static int flags(Modifier m) {
    int f = 0;
    for (Component c : m.components()) {
      f |= c.isProtect() ? VEST : 0;
      f |= c.category() == Category.TRIGGER ? TRIGGER : 0;
    }
    return f;
  }

  private static final int KILL = 1;
  private static final int MOVE = 2;
  private static final int PASSES_ON = 4;
  private static final int TRIGGER = 8;

  /** What an ability can do to who dies, as bits. */
  private static int kind(Ability ability) {
    int kind = 0;
    for (Component c : ability.components()) {
      kind |= c.isKill() ? KILL : 0;
      kind |= c.isMove() ? MOVE : 0;
      kind |= c.category() == Category.TRIGGER ? TRIGGER : 0;
      kind |= c.passesDeathOn() ? PASSES_ON : 0;
    }
    return kind;
  }

  /** Every player in the same part as one of {@code seeds} (union-find over actor and targets). */
  private static BitSet partsOf(Night night, BitSet seeds) {
    int n = night.players().size();
    int[] root = new int[n];
    for (int p = 0; p < n; p++) {
      root[p] = p;
    }
    for (int i = 0; i < night.actions().size(); i++) {
      int a = find(root, night.actorIndex(i));
      for (int k = 0; k < night.abilityOf(i).arity(); k++) {
        int b = find(root, night.targetIndex(i, k));
        if (a != b) {
          root[b] = a;
        }
      }
    }
    BitSet roots = new BitSet();
    seeds.stream().forEach(p -> roots.set(find(root, p)));
    BitSet out = new BitSet();
    for (int p = 0; p < n; p++) {
      if (roots.get(find(root, p))) {
        out.set(p);
      }
    }
    return out;
  }

  private static int find(int[] root, int p) {
    while (root[p] != p) {
      root[p] = root[root[p]];
      p = root[p];
    }
    return p;
  }
}
