package org.nightres.core.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;
import org.nightres.core.component.Ability;
import org.nightres.core.model.GameState;
import org.nightres.core.model.HeldStatus;
import org.nightres.core.model.ImmutablePlayer;
import org.nightres.core.model.Life;
import org.nightres.core.model.ModifierUse;
import org.nightres.core.model.Night;
import org.nightres.core.model.Phase;
import org.nightres.core.model.Player;
import org.nightres.core.model.PlayerState;

/**
 * The one transition from a night's start state to the next ({@code games.md} section 2.2),
 * written once for every scheme: engines only say what happened (deaths, recruitments and who
 * recruited), and this class carries it into the state; {@link VestAccounting} wears vests
 * down. Stateless.
 *
 * <ul>
 *   <li>Deaths of the night: dead since the night; dead and exiled players stay so.
 *   <li>A recruited player takes the recruiter's alignment and faction abilities.
 *   <li>Every submitted line spends a use of a limited ability (mafiascum's ruling: a blocked or
 *       nullified one-shot still spends its shot), and one of the self quota when it targets its
 *       actor.
 *   <li>A countable modifier ({@code Bulletproof(n)}) spends one use per night in which it was
 *       needed ({@link #wearDown}, decided by {@link VestAccounting}); {@code Bulletproof(0)} stays
 *       listed.
 *   <li>Statuses whose {@code until} phase is over once the night is resolved are gone.
 * </ul>
 */
final class StateTransition {
  private StateTransition() {}

  /**
   * The state after {@code night}.
   *
   * @param deaths declaration indexes of the night's deaths
   * @param recruiters per recruited player (declaration index), the recruiting actor's index
   */
  static GameState next(Night night, List<Integer> deaths, Map<Integer, Integer> recruiters) {
    GameState start = night.state();
    int n = night.number();
    List<Player> players = new ArrayList<>(start.players());
    List<PlayerState> states = new ArrayList<>(start.states());
    spendUses(night, players, states);
    recruiters.forEach((p, by) -> {
      Player recruiter = night.players().get(by);
      players.set(p, ImmutablePlayer.copyOf(players.get(p)).withAlignment(recruiter.alignment())
          .withFactionAbilities(recruiter.factionAbilities()));
    });
    for (int p : deaths) {
      states.set(p, states.get(p).withLife(Life.DEAD, Optional.of(Phase.night(n))));
    }
    for (int p = 0; p < states.size(); p++) {
      PlayerState s = states.get(p);
      if (!s.statuses().isEmpty() && s.statuses().stream().anyMatch(h -> expires(h, n))) {
        List<HeldStatus> kept = new ArrayList<>();
        s.statuses().stream().filter(h -> !expires(h, n)).forEach(kept::add);
        states.set(p, s.withStatuses(kept));
      }
    }
    return GameState.of(n + 1, players, states);
  }

  /** {@code state} with one use less of the given modifiers of the given players. */
  static GameState wearDown(GameState state, Map<Integer, List<Integer>> spentModifiers) {
    List<Player> players = new ArrayList<>(state.players());
    spentModifiers.forEach((p, modifiers) -> players.set(p, wornDown(players.get(p), modifiers)));
    return GameState.of(state.night(), players, state.states());
  }

  private static boolean expires(HeldStatus h, int night) {
    return h.until().isPresent() && h.until().get().overAfterNight(night);
  }

  /** Spends a use for every submitted line of a limited ability (and of its self quota). */
  private static void spendUses(Night night, List<Player> players, List<PlayerState> states) {
    for (int i = 0; i < night.actions().size(); i++) {
      Ability ability = night.abilityOf(i);
      int actor = night.actorIndex(i);
      PlayerState s = states.get(actor);
      boolean self = ability.arity() > 0 && night.targetIndex(i, 0) == actor;
      String selfKey = ability.verb() + ":self";
      boolean limited = ability.uses().isPresent() || s.uses().containsKey(ability.verb());
      boolean quota = self && (ability.selfUses().isPresent() || s.uses().containsKey(selfKey));
      if (!limited && !quota) {
        continue;
      }
      TreeMap<String, Integer> uses = new TreeMap<>(s.uses());
      if (limited) {
        spend(uses, ability.verb(), ability.uses());
      }
      if (quota) {
        spend(uses, selfKey, ability.selfUses());
      }
      states.set(actor, s.withUses(uses));
    }
  }

  /** Spends one use of {@code key}: its uses left, or the limit when none are recorded. */
  private static void spend(Map<String, Integer> uses, String key, OptionalInt limit) {
    Integer left = uses.get(key);
    int now = left != null ? left : limit.getAsInt();
    uses.put(key, Math.max(0, now - 1));
  }

  /** The player with one use less of each of these modifiers. */
  private static Player wornDown(Player p, List<Integer> modifiers) {
    List<ModifierUse> uses = new ArrayList<>(p.modifiers());
    for (int m : modifiers) {
      ModifierUse u = uses.get(m);
      if (u.uses().isPresent() && u.uses().getAsInt() > 0) {
        uses.set(m, ModifierUse.of(u.modifier(), OptionalInt.of(u.uses().getAsInt() - 1)));
      }
    }
    return ImmutablePlayer.copyOf(p).withModifiers(uses);
  }
}
