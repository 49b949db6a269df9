package org.nightres.core.plan;

import org.nightres.core.component.Role;
import org.nightres.core.component.StateChange;

import com.google.common.collect.ImmutableList;
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
import org.nightres.core.model.LastUse;
import org.nightres.core.model.Life;
import org.nightres.core.model.Link;
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
   * @param spentModifiers per player, the indexes of the countable modifiers worn down
   */
  static GameState next(Night night, List<Integer> deaths, Map<Integer, Integer> recruiters,
      Map<Integer, List<Integer>> spentModifiers, List<Changed> changes) {
    GameState start = night.state();
    int n = night.number();
    Changes<Player> players = new Changes<>(start.players());
    Changes<PlayerState> states = new Changes<>(start.states());
    spendUses(night, states);
    recruiters.forEach((p, by) -> {
      Player recruiter = night.players().get(by);
      players.set(p, ImmutablePlayer.copyOf(players.get(p)).withAlignment(recruiter.alignment())
          .withFactionAbilities(recruiter.factionAbilities()));
    });
    spentModifiers.forEach((p, modifiers) -> players.set(p, wornDown(players.get(p), modifiers)));
    Optional<Phase> tonight = Optional.of(Phase.night(n));
    for (int p : deaths) {
      states.set(p, states.get(p).withLife(Life.DEAD, tonight));
    }
    if (!changes.isEmpty()) {
      apply(night, changes, players, states);
    }
    if (!start.isFresh() || !changes.isEmpty()) { // a fresh start holds no status
      expireStatuses(n, states);
    }
    return GameState.of(n + 1, players.list(), states.list());
  }

  /** {@code state} with one use less of the given modifiers of the given players. */
  static GameState wearDown(GameState state, Map<Integer, List<Integer>> spentModifiers) {
    if (spentModifiers.isEmpty()) {
      return state;
    }
    Changes<Player> players = new Changes<>(state.players());
    spentModifiers.forEach((p, modifiers) -> players.set(p, wornDown(players.get(p), modifiers)));
    return GameState.of(state.night(), players.list(), state.states());
  }

  /**
   * A state change that happened tonight: {@code change} to player {@code target} by an action
   * of {@code actor} (declaration indexes); {@code order} (the component's order value), {@code
   * action} (the plan's order of actions) and {@code component} place it among the night's
   * changes.
   */
  record Changed(int order, long action, int component, int target, int actor, int other,
      StateChange change) {}

  private static final java.util.Comparator<Changed> CHANGE_ORDER =
      java.util.Comparator.comparingInt(Changed::order).thenComparingLong(Changed::action)
          .thenComparingInt(Changed::component);

  /**
   * Applies the night's state changes in order value, then action order: a status applied
   * replaces one of the same name; a clear removes it (a cure at order 50 does not undo a
   * poisoning at order 70 the same night); role changes apply to the roles as the earlier
   * changes left them (two switches at one order: the first submitted first).
   */
  private static void apply(Night night, List<Changed> changes, Changes<Player> players,
      Changes<PlayerState> states) {
    List<Changed> sorted = new ArrayList<>(changes);
    sorted.sort(CHANGE_ORDER);
    int n = night.number();
    for (Changed c : sorted) {
      int t = c.target();
      c.change().accept(new StateChange.Visitor<Void>() {
        @Override
        public Void visitApplyStatus(StateChange.ApplyStatus a) {
          PlayerState s = states.get(t);
          List<HeldStatus> held = new ArrayList<>(s.statuses());
          held.removeIf(h -> h.name().equals(a.status().name()));
          Optional<Phase> until = a.until().map(u -> u.day() ? Phase.day(n + u.offset())
              : Phase.night(n + u.offset()));
          held.add(new HeldStatus(a.status(), until,
              Optional.of(night.players().get(c.actor()).name())));
          states.set(t, s.withStatuses(held));
          return null;
        }

        @Override
        public Void visitClearStatus(StateChange.ClearStatus clear) {
          PlayerState s = states.get(t);
          if (s.statuses().stream().anyMatch(h -> h.name().equals(clear.status().name()))) {
            List<HeldStatus> held = new ArrayList<>(s.statuses());
            held.removeIf(h -> h.name().equals(clear.status().name()));
            states.set(t, s.withStatuses(held));
          }
          return null;
        }

        @Override
        public Void visitRoleChange(StateChange.RoleChange r) {
          Player target = players.get(t);
          Player actor = players.get(c.actor());
          switch (r.op()) {
            case SET -> players.set(t, withRoles(target, List.of(r.role().orElseThrow())));
            case GRANT -> {
              if (!target.roles().contains(r.role().orElseThrow())) {
                List<Role> roles = new ArrayList<>(target.roles());
                roles.add(r.role().orElseThrow());
                players.set(t, withRoles(target, roles));
              }
            }
            case REVOKE -> {
              List<Role> roles = new ArrayList<>(target.roles());
              roles.removeIf(x -> x.name().equals(r.role().orElseThrow().name()));
              if (!roles.isEmpty()) { // a player always has a role: the only one stays
                players.set(t, withRoles(target, roles));
              }
            }
            case SWITCH -> {
              if (t != c.actor()) {
                players.set(t, withRoles(target, actor.roles()));
                players.set(c.actor(), withRoles(actor, target.roles()));
              }
            }
            case COPY -> players.set(c.actor(), withRoles(actor, target.roles()));
            case ALIGN -> players.set(t, ImmutablePlayer.copyOf(target)
                .withAlignment(r.alignment().orElseThrow())
                .withFactionAbilities(r.factionAbilities()));
          }
          return null;
        }

        @Override
        public Void visitLink(StateChange.LinkPlayers l) {
          if (c.other() >= 0 && c.other() != t) {
            link(t, c.other(), l.kind());
            link(c.other(), t, l.kind());
          }
          return null;
        }

        private void link(int from, int to, String kind) {
          PlayerState s = states.get(from);
          Link link = new Link(kind, night.players().get(to).name());
          if (!s.links().contains(link)) {
            List<Link> links = new ArrayList<>(s.links());
            links.add(link);
            states.set(from, s.withLinks(links));
          }
        }

        @Override
        public Void visitAttribute(StateChange.Attribute a) {
          Player target = players.get(t);
          java.util.Map<String, String> attributes = new java.util.TreeMap<>(target.attributes());
          if (a.value().isPresent()) {
            attributes.put(a.key(), a.value().get());
          } else {
            attributes.remove(a.key());
          }
          players.set(t, ImmutablePlayer.copyOf(target).withAttributes(attributes));
          return null;
        }
      });
    }
  }

  private static Player withRoles(Player p, List<Role> roles) {
    return ImmutablePlayer.copyOf(p).withRoles(roles);
  }

  /** Drops the statuses whose {@code until} phase is over once night {@code n} is resolved. */
  private static void expireStatuses(int n, Changes<PlayerState> states) {
    for (int p = 0; p < states.size(); p++) {
      PlayerState s = states.get(p);
      if (!s.statuses().isEmpty() && s.statuses().stream().anyMatch(h -> expires(h, n))) {
        List<HeldStatus> kept = new ArrayList<>();
        s.statuses().stream().filter(h -> !expires(h, n)).forEach(kept::add);
        states.set(p, s.withStatuses(kept));
      }
    }
  }

  private static boolean expires(HeldStatus h, int night) {
    return h.until().isPresent() && h.until().get().overAfterNight(night);
  }

  /**
   * Records the last use of a submitted line of an ability with a succession limit ({@link
   * Ability#keepsLastUse}): its first target (the actor, for no target) and the night.
   */
  private static void recordLastUse(Night night, int i, Ability ability,
      Changes<PlayerState> states) {
    int actor = night.actorIndex(i);
    String target = night.players().get(ability.arity() == 0 ? actor
        : night.targetIndex(i, 0)).name();
    PlayerState s = states.get(actor);
    List<LastUse> last = new ArrayList<>(s.last());
    last.removeIf(u -> u.verb().equals(ability.verb()));
    last.add(new LastUse(ability.verb(), target, Phase.night(night.number())));
    last.sort(java.util.Comparator.comparing(LastUse::verb));
    states.set(actor, s.withLast(last));
  }

  /**
   * Spends a use for every submitted line of a limited ability (and of its self quota), and
   * records the last use of an ability with a succession limit.
   */
  private static void spendUses(Night night, Changes<PlayerState> states) {
    boolean fresh = night.state().isFresh(); // no uses recorded: only limited abilities spend
    for (int i = 0; i < night.actions().size(); i++) {
      Ability ability = night.abilityOf(i);
      if (ability.keepsLastUse()) {
        recordLastUse(night, i, ability, states);
      }
      if (fresh && ability.uses().isEmpty() && ability.selfUses().isEmpty()) {
        continue;
      }
      int actor = night.actorIndex(i);
      PlayerState s = states.get(actor);
      boolean limited = ability.uses().isPresent() || s.uses().containsKey(ability.verb());
      boolean self = ability.arity() > 0 && night.targetIndex(i, 0) == actor;
      String selfKey = self ? ability.verb() + ":self" : null;
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

  /**
   * A list with a few elements replaced, copied on the first replacement: most players do not
   * change in a night, and a night may have 100,000 of them.
   */
  private static final class Changes<T> {
    private final List<T> original;
    private Object[] copy;

    Changes(List<T> original) {
      this.original = original;
    }

    @SuppressWarnings("unchecked")
    T get(int i) {
      return copy == null ? original.get(i) : (T) copy[i];
    }

    int size() {
      return original.size();
    }

    void set(int i, T value) {
      if (copy == null) {
        copy = original.toArray();
      }
      copy[i] = value;
    }

    /** The list with its replacements. */
    @SuppressWarnings("unchecked")
    List<T> list() {
      return copy == null ? original : (List<T>) (List<?>) ImmutableList.copyOf(copy);
    }
  }
}
