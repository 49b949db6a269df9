package org.nightres.core.plan;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Supplier;
import org.nightres.core.model.GameState;
import org.nightres.core.model.ImmutableNight;
import org.nightres.core.model.ImmutablePlayer;
import org.nightres.core.model.ModifierUse;
import org.nightres.core.model.Night;
import org.nightres.core.model.Player;
import org.nightres.core.outcome.ImmutableOutcome;
import org.nightres.core.outcome.Outcome;

/**
 * Which countable modifiers that do not protect their holder ({@code PGO(1)}, {@code Ascetic(2)},
 * a {@code countable} modifier of a rule set's own) a night wore down, decided once for every
 * scheme. Such a modifier spends one use in a night in which it was <em>needed</em>, as a vest
 * does ({@link VestAccounting}, {@code games.md} section 2.2): the night resolved again without it
 * (its count at 0, the same draws) ends otherwise: other deaths, recruitments, results, notices,
 * announcements, automatic uses or next state. So a PGO spends a use when its shot kills (or does
 * anything else that shows), not when a Doctor stops the shot, as a vest that a Doctor's
 * protection made needless is kept; an Ascetic spends one when the action it turned away would
 * have done something.
 *
 * <p>Cost: nothing unless a living player holds such a modifier with uses left ({@link
 * org.nightres.core.model.Holdings#countedHolders()}, read from the night's one pass over its
 * players). Then the night is resolved again whole, once as it is and once per such modifier
 * held: a modifier may act on players its holder's actions never meet (a trigger on any death), so
 * the parts of the night are not enough. A game holds a few; the generated nights of the
 * benchmarks hold none. Stateless.
 */
public final class ModifierAccounting {
  private ModifierAccounting() {}

  /**
   * {@return {@code outcome} with its next state's countable modifiers worn down where they were
   * needed: its vests first ({@link VestAccounting}), then the others (below)} The accounting of
   * every scheme whose resolution does not decide its vests itself (SNARF, NAR, sequential; RAR
   * decides them on its reason graph and asks only for the others).
   *
   * @param night the night as submitted
   * @param drawn the night with the random choices the scheme made written in (asked for only
   *     when a player holds a modifier that may have been needed)
   * @param outcome the scheme's outcome of {@code night}
   * @param attacked the players (declaration indexes) a kill reached tonight, stopped or not
   * @param resolve the scheme's resolution of a drawn night, without this accounting
   */
  public static Outcome accountWithVests(Night night, Supplier<Night> drawn, Outcome outcome,
      BitSet attacked, Function<Night, Outcome> resolve) {
    return account(night, drawn,
        VestAccounting.account(night, drawn, outcome, attacked, resolve), resolve);
  }

  /**
   * {@return {@code outcome} with its next state's countable modifiers (other than vests) worn
   * down where they were needed; {@code outcome} itself when none was}
   *
   * @param night the night as submitted
   * @param drawn the night with the random choices the scheme made written in (asked for only
   *     when a player holds such a modifier)
   * @param outcome the scheme's outcome of {@code night}
   * @param resolve the scheme's resolution of a drawn night, without this accounting
   */
  public static Outcome account(Night night, Supplier<Night> drawn, Outcome outcome,
      Function<Night, Outcome> resolve) {
    List<Integer> holders = night.holdings().countedHolders();
    if (holders.isEmpty()) {
      return outcome;
    }
    Night at = drawn.get();
    Outcome as = resolve.apply(at); // the same resolution as the others: what they differ from
    Map<Integer, List<Integer>> spent = new TreeMap<>();
    for (int p : holders) {
      List<ModifierUse> ms = at.players().get(p).modifiers();
      for (int m = 0; m < ms.size(); m++) {
        if (ms.get(m).countableOther()
            && !alike(as, resolve.apply(without(at, p, m)), p)) {
          spent.computeIfAbsent(p, k -> new ArrayList<>()).add(m);
        }
      }
    }
    if (spent.isEmpty()) {
      return outcome;
    }
    return ImmutableOutcome.copyOf(outcome).withNextState(
        StateTransition.wearDown(outcome.nextState(), spent));
  }

  /** {@code night} with modifier {@code m} of player {@code p} at 0 uses: off tonight. */
  private static Night without(Night night, int p, int m) {
    List<Player> players = new ArrayList<>(night.players());
    Player holder = players.get(p);
    List<ModifierUse> ms = new ArrayList<>(holder.modifiers());
    ms.set(m, ModifierUse.of(ms.get(m).modifier(), OptionalInt.of(0)));
    players.set(p, ImmutablePlayer.copyOf(holder).withModifiers(ms));
    ImmutableNight.Builder b = ImmutableNight.builder().from(night).players(players);
    if (night.startState().isPresent()) {
      b.startState(night.state().with(players, night.state().states()));
    }
    return b.build();
  }

  /**
   * Whether two outcomes of one night, the second without a modifier of player {@code p}, end
   * alike: everything but the explanation, and that modifier's count in the next state.
   */
  private static boolean alike(Outcome with, Outcome without, int p) {
    if (!with.deaths().equals(without.deaths())
        || !with.recruited().equals(without.recruited())
        || !with.feedback().equals(without.feedback())
        || !with.notices().equals(without.notices())
        || !with.announcements().equals(without.announcements())
        || !with.autoActions().equals(without.autoActions())) {
      return false;
    }
    GameState next = without.nextState();
    List<Player> players = new ArrayList<>(next.players());
    players.set(p, ImmutablePlayer.copyOf(players.get(p))
        .withModifiers(with.nextState().players().get(p).modifiers()));
    return with.nextState().equals(next.with(players, next.states()));
  }
}
