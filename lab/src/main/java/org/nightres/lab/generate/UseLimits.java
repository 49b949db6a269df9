package org.nightres.lab.generate;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Condition;
import org.nightres.core.model.GameOptions;
import org.nightres.core.model.GameState;
import org.nightres.core.model.LastUse;
import org.nightres.core.model.Phase;
import org.nightres.core.model.Player;
import org.nightres.core.model.PlayerState;

/**
 * What the rules of {@code night-format.md} and {@code games.md} section 2.2 let each player do
 * tonight, read from the abilities and the start state, so that every line the {@link
 * NightGenerator} writes is one the parser accepts: uses left per game and of the self quota
 * ({@code uses 2}, {@code uses-self 2}), the first night ({@code nights 2+}), succession
 * ({@code no-succession}, {@code no-repeat-target}), uses per night ({@code per-night n},
 * {@code option uses-per-ability}), who may be targeted ({@code not-self}, {@code option
 * self-target}, {@code when X in !align:mafia}) and the families a family parameter may name.
 * An ability without such limits is limited by the options alone, so nights of such abilities
 * are drawn as they always were.
 *
 * <p>Mutable (it counts tonight's self-targeted uses), one per generated night; not
 * thread-safe.
 */
final class UseLimits {
  private final List<Player> players;
  private final GameState start;
  private final GameOptions options;
  private final boolean[] dead;
  private final int livingCount; // counted once: dead is fixed while a night is generated
  private final int night;
  private final Map<String, Integer> selfUsed = new HashMap<>();

  /**
   * @param start the state the night starts from; null for a fresh night 1
   * @param dead who is dead at the start of the night; null when nobody is
   */
  UseLimits(List<Player> players, GameState start, GameOptions options, boolean[] dead) {
    this.players = players;
    this.start = start;
    this.options = options;
    this.dead = dead;
    this.night = start == null ? 1 : start.night();
    int count = 0;
    for (int i = 0; i < players.size(); i++) {
      count += living(i) ? 1 : 0;
    }
    this.livingCount = count;
  }

  /** Whether player {@code i} is alive at the start of the night. */
  boolean living(int i) {
    return dead == null || !dead[i];
  }

  /** {@return the players of the game, living or not} */
  int playerCount() {
    return players.size();
  }

  /** {@return the number of players alive at the start of the night} */
  int livingCount() {
    return livingCount;
  }

  /** Whether a status of player {@code i} nullifies actions of the ability tonight. */
  boolean nullified(int i, Ability a) {
    return start != null && start.state(i).nullifies(a.filterTags(), night);
  }

  /**
   * The uses player {@code i}'s ability has left ({@code uses} in the state, else the ability's
   * per-game limit); {@link Integer#MAX_VALUE} when unlimited.
   */
  int usesLeft(int i, Ability a) {
    Integer left = start == null ? null : start.state(i).uses().get(a.verb());
    return left != null ? left : a.uses().orElse(Integer.MAX_VALUE);
  }

  /**
   * Whether player {@code i} may use the ability tonight at all: uses left, from its first
   * night on, and not the night after a use when it is {@code no-succession} (nor, without
   * targets, {@code no-repeat-target}: its "target" is the actor).
   */
  boolean usable(int i, Ability a) {
    if (usesLeft(i, a) == 0 || !a.allowedOn(night)) {
      return false;
    }
    Optional<LastUse> last = a.keepsLastUse() ? lastUseLastNight(i, a) : Optional.empty();
    return last.isEmpty() || (!a.noSuccession() && (a.arity() > 0
        || !last.get().target().equalsIgnoreCase(players.get(i).name())));
  }

  /**
   * How often one player may use the ability tonight: its {@code per-night} limit and {@code
   * option uses-per-ability} (which a faction's lines are not bound by);
   * {@link Integer#MAX_VALUE} when unlimited.
   */
  int perNight(Ability a) {
    int limit = a.perNightIn(players.size(), livingCount, night).orElse(Integer.MAX_VALUE);
    return a.perFaction().isPresent() ? limit
        : Math.min(limit, options.usesPerAbility().orElse(Integer.MAX_VALUE));
  }

  /** The number of living players that meet the ability's conditions on its first target. */
  int targetsMeeting(Ability a) {
    int count = 0;
    for (int c = 0; c < players.size(); c++) {
      count += living(c) && meets(a, 0, c) ? 1 : 0;
    }
    return count;
  }

  /**
   * The families a family parameter may name: those with a living member, in declaration
   * order (every family when none has one); empty when no player has a {@code family}.
   */
  List<String> families() {
    List<String> living = new ArrayList<>();
    List<String> all = new ArrayList<>();
    Set<String> seenLiving = new HashSet<>(); // lower case; membership only, never iterated
    Set<String> seenAll = new HashSet<>();
    for (int i = 0; i < players.size(); i++) {
      String f = players.get(i).attributes().get("family");
      if (f != null) {
        String key = f.toLowerCase(Locale.ROOT);
        if (seenAll.add(key)) {
          all.add(f);
        }
        if (living(i) && seenLiving.add(key)) {
          living.add(f);
        }
      }
    }
    return living.isEmpty() ? all : living;
  }

  /**
   * What one use of {@code a} by {@code actor} may target; {@code taken}, if not null, holds
   * the players its faction's other lines aim at already (its first target must be another).
   */
  Rule rule(int actor, Ability a, Set<Integer> taken) {
    return new Rule() {
      @Override
      boolean selfOk(int j) {
        if (a.notSelf() || (!options.selfTargetAllowed() && a.selfUses().isEmpty())) {
          return false;
        }
        return j != 0 || selfUsesLeft(actor, a) > 0;
      }

      @Override
      boolean allows(int j, int c) {
        if (j == 0 && taken != null && taken.contains(c)) {
          return false;
        }
        if (j == 0 && a.noRepeatTarget() && lastUseLastNight(actor, a)
            .filter(u -> u.target().equalsIgnoreCase(players.get(c).name())).isPresent()) {
          return false;
        }
        return meets(a, j, c);
      }
    };
  }

  /** Counts a use that was given these targets (a first target on the actor spends its quota). */
  void used(int actor, Ability a, int[] targets) {
    if (targets.length > 0 && targets[0] == actor) {
      selfUsed.merge(actor + " " + a.verb(), 1, Integer::sum);
    }
  }

  private int selfUsesLeft(int actor, Ability a) {
    Integer quota = start == null ? null : start.state(actor).uses().get(a.verb() + ":self");
    int left = quota != null ? quota : a.selfUses().orElse(Integer.MAX_VALUE);
    return left == Integer.MAX_VALUE ? left
        : left - selfUsed.getOrDefault(actor + " " + a.verb(), 0);
  }

  private boolean meets(Ability a, int j, int c) {
    for (Condition w : a.when()) {
      if (w.param() == j && !w.holds(players.get(c))) {
        return false;
      }
    }
    return true;
  }

  private Optional<LastUse> lastUseLastNight(int i, Ability a) {
    if (start == null || night <= 1) {
      return Optional.empty();
    }
    PlayerState s = start.state(i);
    return s.last().stream()
        .filter(u -> u.verb().equals(a.verb()) && u.phase().equals(Phase.night(night - 1)))
        .findFirst();
  }

  /** What one use may target, besides a living player not named twice. */
  abstract static class Rule {
    /** A use whose only limit is {@code option self-target}: self-targets as {@code selfOk}. */
    static Rule option(boolean selfOk) {
      return new Rule() {
        @Override
        boolean selfOk(int j) {
          return selfOk;
        }

        @Override
        boolean allows(int j, int c) {
          return true;
        }
      };
    }

    /** Whether target {@code j} (0-based) may be the actor. */
    abstract boolean selfOk(int j);

    /** Whether target {@code j} may be player {@code c} (not the actor's own permission). */
    abstract boolean allows(int j, int c);
  }
}
