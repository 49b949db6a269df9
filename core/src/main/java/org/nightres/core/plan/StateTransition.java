package org.nightres.core.plan;

import org.nightres.core.component.Role;
import org.nightres.core.component.StateChange;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;
import org.nightres.core.component.Ability;
import org.nightres.core.model.GameState;
import org.nightres.core.model.HeldDisguise;
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
 *   <li>A player's first role change (of any kind: set, grant, revoke, switch, copy, theft)
 *       records the roles he held before it as his original roles ({@link
 *       Player#originalRoles()}), kept through every later change.
 *   <li>Statuses whose {@code until} phase is over once the night is resolved are gone, and so
 *       are those of the dead.
 *   <li>Disguises that last beyond the night are held from the next state on; those that end
 *       once used and were used tonight are gone, and so are those whose phase is over.
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
   * @param changes the state changes that happened
   * @param spent the uses limited protections spent
   * @param disguised the disguises of the night that last beyond it
   * @param used the disguises that end once used and were used
   * @param spending the submission indexes of the lines that spend a use although their
   *     ability spends only when performed or succeeded ({@code [spend ...]})
   * @param told receives the notices the changes give (a theft tells its players)
   */
  static GameState next(AimedActions aimed, List<Integer> deaths, Map<Integer, Integer> recruiters,
      Map<Integer, List<Integer>> spentModifiers, List<Changed> changes, List<Spent> spent,
      List<Disguised> disguised, List<UsedDisguise> used, BitSet spending,
      BitSet selfRedrawn, List<Told> told) {
    Night night = aimed.night();
    GameState start = night.state();
    int n = night.number();
    Changes<Player> players = new Changes<>(start.players());
    Changes<PlayerState> states = new Changes<>(start.states());
    spendUses(aimed, states, spending, selfRedrawn);
    for (Spent x : spent) {
      PlayerState s = states.get(x.player());
      TreeMap<String, Integer> uses = new TreeMap<>(s.uses());
      int left = uses.getOrDefault(x.limit().key(), x.limit().uses());
      uses.put(x.limit().key(), Math.max(0, left - x.uses()));
      states.set(x.player(), s.withUses(uses));
    }
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
    TreeMap<String, Map<String, String>> groups = new TreeMap<>(start.groups());
    BitSet targets = new BitSet(); // the players a change of the night was made to
    if (!changes.isEmpty()) {
      apply(night, changes, players, states, groups, told, targets);
    }
    if (!disguised.isEmpty() || !used.isEmpty()) {
      disguises(disguised, used, states);
    }
    if (!start.isFresh() || !changes.isEmpty() || !disguised.isEmpty()) {
      // from a fresh state, only the players whose states changed tonight hold anything
      end(n, players, states, start.isFresh() ? states.changed() : null, targets);
    }
    return GameState.of(n + 1, players.list(), states.list()).withGroups(groups);
  }

  /** {@code state} with one use less of the given modifiers of the given players. */
  static GameState wearDown(GameState state, Map<Integer, List<Integer>> spentModifiers) {
    if (spentModifiers.isEmpty()) {
      return state;
    }
    Changes<Player> players = new Changes<>(state.players());
    spentModifiers.forEach((p, modifiers) -> players.set(p, wornDown(players.get(p), modifiers)));
    return state.with(players.list(), state.states());
  }

  /**
   * A limited protection of player {@code player} (declaration index) spent {@code uses} of its
   * uses tonight ({@link org.nightres.core.component.Component.Protect.Limit}).
   */
  record Spent(int player, org.nightres.core.component.Component.Protect.Limit limit, int uses) {}

  /**
   * A state change that happened tonight: {@code change} to player {@code target} by an action
   * of {@code actor} (declaration indexes); {@code order} (the component's order value), {@code
   * action} (the plan's order of actions) and {@code component} place it among the night's
   * changes; {@code by} gives it (a status it applies is held {@code by} him): the actor, but for
   * a status's expiry whoever gave the status ({@link NightPlan#attacker}).
   */
  record Changed(int order, long action, int component, int target, int actor, int other,
      StateChange change, int by) {
    /** A change given by its actor. */
    Changed(int order, long action, int component, int target, int actor, int other,
        StateChange change) {
      this(order, action, component, target, actor, other, change, actor);
    }
  }

  /** The order in which the night's changes apply: order value, then action, then component. */
  static final java.util.Comparator<Changed> CHANGE_ORDER = (x, y) -> { // one call per pair
    int c = Integer.compare(x.order(), y.order());
    if (c == 0) {
      c = Long.compare(x.action(), y.action());
    }
    return c != 0 ? c : Integer.compare(x.component(), y.component());
  };

  /**
   * Whether a status held until {@code held} ends after one given until {@code given} (no
   * {@code until}: until cleared, the latest end). On equal ends the newer giving wins.
   */
  private static boolean endsLater(Optional<Phase> held, Optional<Phase> given) {
    return given.isPresent() && (held.isEmpty() || held.get().compareTo(given.get()) > 0);
  }

  /**
   * Applies the night's state changes in order value, then action order: a status applied
   * replaces one of the same name unless that one ends later ({@link #endsLater}: a player
   * holds a status once, to the later of the two ends); a clear removes it (a cure at order 50
   * does not undo a poisoning at order 70 the same night); role changes apply to the roles as
   * the earlier changes left them (two switches at one order: the first submitted first).
   */
  private static void apply(Night night, List<Changed> changes, Changes<Player> players,
      Changes<PlayerState> states, Map<String, Map<String, String>> groups, List<Told> told,
      BitSet targets) {
    List<Changed> sorted = new ArrayList<>(changes);
    sorted.sort(CHANGE_ORDER);
    int n = night.number();
    int[] living = {-1}; // the players living as the night starts, counted when first asked
    for (Changed c : sorted) {
      int t = c.target();
      targets.set(t);
      c.change().accept(new StateChange.Visitor<Void>() {
        @Override
        public Void visitApplyStatus(StateChange.ApplyStatus a) {
          PlayerState s = states.get(t);
          Optional<Phase> until = a.until().map(u -> u.day() ? Phase.day(n + u.offset())
              : Phase.night(n + u.offset()));
          String name = a.status().name();
          List<HeldStatus> statuses = s.statuses();
          for (int i = 0; i < statuses.size(); i++) { // by index: asked per status given
            HeldStatus h = statuses.get(i);
            if (h.name().equals(name) && endsLater(h.until(), until)) {
              return null; // held to a later end: a shorter sentence does not cut it short
            }
          }
          List<HeldStatus> held = new ArrayList<>(statuses.size() + 1);
          for (int i = 0; i < statuses.size(); i++) {
            if (!statuses.get(i).name().equals(name)) {
              held.add(statuses.get(i));
            }
          }
          held.add(new HeldStatus(a.status(), until,
              Optional.of(night.playerNames().get(c.by()))));
          states.set(t, s.withStatuses(held));
          return null;
        }

        @Override
        public Void visitClearStatus(StateChange.ClearStatus clear) {
          PlayerState s = states.get(t);
          String name = clear.status().name();
          List<HeldStatus> statuses = s.statuses();
          List<HeldStatus> held = null; // made at the first status cleared: most hold none
          for (int i = 0; i < statuses.size(); i++) {
            HeldStatus h = statuses.get(i);
            if (h.name().equals(name)) {
              held = held != null ? held : new ArrayList<>(statuses.subList(0, i));
            } else if (held != null) {
              held.add(h);
            }
          }
          if (held != null) {
            states.set(t, s.withStatuses(held));
          }
          return null;
        }

        @Override
        public Void visitRoleChange(StateChange.RoleChange r) {
          Player target = players.get(t);
          Player actor = players.get(c.actor());
          if (r.op() == StateChange.RoleChange.Op.ALIGN) {
            players.set(t, ImmutablePlayer.copyOf(target)
                .withAlignment(r.alignment().orElseThrow())
                .withFactionAbilities(r.factionAbilities()));
          } else {
            RoleChanges.Roles after = RoleChanges.after(r, actor.roles(), target.roles(),
                t == c.actor());
            players.set(c.actor(), withRoles(actor, after.actor()));
            if (t != c.actor()) {
              players.set(t, withRoles(target, after.target()));
            }
            if (r.op() == StateChange.RoleChange.Op.STEAL) {
              stolen(c, target.roles(), after, states, told);
            }
          }
          dropLost(t, target, players.get(t), states);
          if (c.actor() != t) {
            dropLost(c.actor(), actor, players.get(c.actor()), states);
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

        @Override
        public Void visitRemember(StateChange.Remember r) {
          return attributes();
        }

        /** An attribute change ({@link AttributeChanges}, the rule the sequential scheme reads). */
        private Void attributes() {
          AttributeChanges.Set set = AttributeChanges.of(c.change(), new AttributeChanges.Around(
              night.playerNames().get(c.actor()),
              c.other() < 0 ? null : night.playerNames().get(c.other()), this::held, () -> {
                if (living[0] < 0) { // once per night, not once per change: a bit per player
                  living[0] = night.livingPlayers().cardinality();
                }
                return living[0];
              }, night.players().size(), n));
          if (set != null) {
            attribute(set.key(), set.value(), set.until());
          }
          return null;
        }

        /** The target's attribute {@code key} becomes {@code value} (null: gone), until then. */
        private void attribute(String key, String value, Optional<Phase> until) {
          Player target = players.get(t);
          java.util.Map<String, String> attributes = new java.util.TreeMap<>(target.attributes());
          if (value != null) {
            attributes.put(key, value);
          } else {
            attributes.remove(key);
          }
          players.set(t, ImmutablePlayer.copyOf(target).withAttributes(attributes));
          expiry(key, until);
        }

        /** {@return the target's attribute {@code key} as it is now; null: none} */
        private String held(String key) {
          return players.get(t).attributes().get(key);
        }

        /** Any change of an attribute but one set for a while leaves it until changed. */
        private void expiry(String key, Optional<Phase> until) {
          PlayerState s = states.get(t);
          if (until.isPresent() || s.expiries().containsKey(key)) {
            java.util.Map<String, Phase> expiries = new TreeMap<>(s.expiries());
            until.ifPresentOrElse(u -> expiries.put(key, u), () -> expiries.remove(key));
            states.set(t, s.withExpiries(expiries));
          }
        }

        private void link(int from, int to, String kind) {
          PlayerState s = states.get(from);
          Link link = new Link(kind, night.playerNames().get(to));
          if (!s.links().contains(link)) {
            List<Link> links = new ArrayList<>(s.links());
            links.add(link);
            states.set(from, s.withLinks(links));
          }
        }

        @Override
        public Void visitAttribute(StateChange.Attribute a) {
          return attributes();
        }

        @Override
        public Void visitOwned(StateChange.Owned o) {
          return attributes();
        }

        @Override
        public Void visitComputed(StateChange.Computed computed) {
          return attributes();
        }

        @Override
        public Void visitRememberRole(StateChange.RememberRole r) {
          return attributes(); // refused: bound to the line's role when the change is collected
        }

        @Override
        public Void visitGroupCounter(StateChange.GroupCounter g) {
          Map<String, String> held = new TreeMap<>(groups.getOrDefault(g.group(), Map.of()));
          held.put(g.key(), g.after(Optional.ofNullable(held.get(g.key()))));
          groups.put(g.group(), held);
          return null;
        }

        @Override
        public Void visitCount(StateChange.Count count) {
          return attributes();
        }

        @Override
        public Void visitAlignWith(StateChange.AlignWith a) {
          if (c.other() >= 0) { // his alignment as the night starts, with its faction abilities
            Player target = players.get(t);
            Player with = night.players().get(c.other());
            players.set(t, ImmutablePlayer.copyOf(target).withAlignment(with.alignment())
                .withFactionAbilities(with.factionAbilities()));
            dropLost(t, target, players.get(t), states);
          }
          return null;
        }
      });
    }
  }

  /**
   * A private notice a state change gives: to player {@code player}, of a kind ({@code
   * new-role}, ...), placed among the notices as component {@code component} of the action of
   * output order {@code action}.
   */
  record Told(long action, int component, int player, String kind, String text) {}

  /**
   * What a theft ({@code role(X, steal R)}, {@link StateChange.RoleChange#after}) tells, and the
   * fresh limits of the roles it took ({@code new-role} and {@code stolen}; {@code theft-failed}
   * to the actor alone when it took nothing). Mafia 1923's Thief.
   */
  private static void stolen(Changed c, List<Role> targetHeld, RoleChanges.Roles after,
      Changes<PlayerState> states, List<Told> told) {
    if (after.taken().isEmpty()) {
      told.add(new Told(c.action(), c.component(), c.actor(), "theft-failed",
          "Your theft failed: you are now " + roleNames(after.actor()) + "."));
      return;
    }
    freshLimits(c.actor(), after.taken(), states); // 1923: limits reset on theft
    told.add(new Told(c.action(), c.component(), c.actor(), "new-role",
        "You are now " + roleNames(after.actor()) + "."));
    if (targetHeld.stream().noneMatch(r -> r.faction().isPresent())) { // left with R alone
      told.add(new Told(c.action(), c.component(), c.target(), "stolen",
          "Your role was stolen: you are now " + roleNames(after.target()) + "."));
    } else {
      String roles = roleNames(after.taken());
      told.add(new Told(c.action(), c.component(), c.target(), "stolen", "Your role "
          + roles.substring(roles.indexOf(' ') + 1) + " was stolen: you are now "
          + roleNames(after.target()) + "."));
    }
  }

  /** {@code a Doctor}, {@code a MafiaMember+Doctor}. */
  private static String roleNames(List<Role> roles) {
    StringBuilder out = new StringBuilder();
    for (Role r : roles) {
      out.append(out.length() == 0 ? "" : "+").append(r.name());
    }
    return ("AEIOU".indexOf(out.charAt(0)) >= 0 ? "an " : "a ") + out;
  }

  /**
   * Player {@code p}'s limits of the abilities (and limited protections) of {@code roles} start
   * fresh ({@link PlayerState#withFreshLimits}).
   */
  private static void freshLimits(int p, List<Role> roles, Changes<PlayerState> states) {
    PlayerState s = states.get(p);
    PlayerState fresh = s.withFreshLimits(roles);
    if (fresh != s) {
      states.set(p, fresh);
    }
  }

  /**
   * The uses and last uses recorded for the abilities and limited protections that player {@code
   * p} lost in a role change ({@code before} to {@code after}) are dropped ({@link
   * PlayerState#withoutLost}).
   */
  private static void dropLost(int p, Player before, Player after, Changes<PlayerState> states) {
    PlayerState s = states.get(p);
    PlayerState kept = s.withoutLost(before, after);
    if (kept != s) {
      states.set(p, kept);
    }
  }

  /** {@code p} with these roles: {@link Player#withChangedRoles} (his original roles kept). */
  private static Player withRoles(Player p, List<Role> roles) {
    return p.withChangedRoles(roles);
  }

  /**
   * A disguise of the night that lasts beyond it: {@code held} on player {@code holder}
   * (declaration index), made by component {@code component} of the action of output order
   * {@code action}.
   */
  record Disguised(long action, int component, int holder, HeldDisguise held) {}

  /** A disguise that ends once used was used on {@code holder}: as {@code as}, of a strength. */
  record UsedDisguise(int holder, Role as, org.nightres.core.component.DisguiseStrength strength) {}

  /**
   * The night's lasting disguises join their holders' (in action order; one the holder already
   * holds alike replaces it), then each use tonight of one that ends once used spends a use:
   * {@code until use} is gone, {@code until use2} holds on as {@code until use}.
   */
  private static void disguises(List<Disguised> disguised, List<UsedDisguise> used,
      Changes<PlayerState> states) {
    List<Disguised> sorted = new ArrayList<>(disguised);
    sorted.sort(java.util.Comparator.comparingLong(Disguised::action)
        .thenComparingInt(Disguised::component).thenComparingInt(Disguised::holder));
    for (Disguised d : sorted) {
      PlayerState s = states.get(d.holder());
      List<HeldDisguise> held = new ArrayList<>(s.disguises());
      held.removeIf(h -> h.sameAs(d.held()));
      held.add(d.held());
      states.set(d.holder(), s.withDisguises(held));
    }
    for (UsedDisguise u : used) { // each use spends one: use2 holds on once
      PlayerState s = states.get(u.holder());
      List<HeldDisguise> held = new ArrayList<>(s.disguises());
      for (int i = 0; i < held.size(); i++) {
        HeldDisguise h = held.get(i);
        if (usedUp(h, u)) {
          if (h.uses() == 1) {
            held.remove(i);
          } else {
            held.set(i, h.usedOnce());
          }
          states.set(u.holder(), s.withDisguises(held));
          break;
        }
      }
    }
  }

  private static boolean usedUp(HeldDisguise h, UsedDisguise u) {
    return h.untilUse() && h.strength() == u.strength() && h.as().name().equals(u.as().name());
  }

  /**
   * The players to look at: those of {@code holders}, or every player when it is null; then
   * -1. {@code p}: -1 for the first, else the last one looked at.
   */
  private static int next(int p, int size, BitSet holders) {
    int q = holders == null ? p + 1 : holders.nextSetBit(p + 1);
    return q >= 0 && q < size ? q : -1;
  }

  /**
   * What ends with the night, for the players of {@code holders} (null: every player), in one
   * pass (a large night's states are read once, not once for each kind of ending):
   *
   * <ul>
   *   <li>statuses and disguises whose {@code until} phase is over once night {@code n} is
   *       resolved;
   *   <li>attributes given for a while whose phase is over before night {@code n + 1}: the next
   *       night's players no longer have them ({@code until=N+1} from night n: through night
   *       n+1);
   *   <li>the statuses of the dead among the players a change of the night was made to ({@code
   *       targets}): the dead hold none ({@link PlayerState#withLife} ended those of the night's
   *       dead at their deaths), so any a change gave a dead player is gone too.
   * </ul>
   */
  private static void end(int n, Changes<Player> players, Changes<PlayerState> states,
      BitSet holders, BitSet targets) {
    for (int p = next(-1, states.size(), holders); p >= 0; p = next(p, states.size(), holders)) {
      PlayerState s = states.get(p);
      PlayerState after = s;
      if (!after.statuses().isEmpty()) {
        if (after.life() == Life.DEAD && targets.get(p)) {
          after = after.withStatuses(List.of());
        } else {
          List<HeldStatus> kept = unexpired(after.statuses(), HeldStatus::until, n);
          after = kept == null ? after : after.withStatuses(kept);
        }
      }
      if (!after.disguises().isEmpty()) {
        List<HeldDisguise> kept = unexpired(after.disguises(), HeldDisguise::until, n);
        after = kept == null ? after : after.withDisguises(kept);
      }
      if (!after.expiries().isEmpty()
          && after.expiries().values().stream().anyMatch(u -> u.overBeforeNight(n + 1))) {
        Map<String, String> attributes = new TreeMap<>(players.get(p).attributes());
        Map<String, Phase> kept = new TreeMap<>();
        after.expiries().forEach((k, u) -> {
          if (u.overBeforeNight(n + 1)) {
            attributes.remove(k);
          } else {
            kept.put(k, u);
          }
        });
        players.set(p, ImmutablePlayer.copyOf(players.get(p)).withAttributes(attributes));
        after = after.withExpiries(kept);
      }
      if (after != s) {
        states.set(p, after);
      }
    }
  }

  /**
   * {@return the items of {@code held} whose {@code until} phase is not over once night {@code
   * night} is resolved; null when none is over (read once per player that holds any, by index,
   * with no list made for most)}
   */
  private static <T> List<T> unexpired(List<T> held,
      java.util.function.Function<T, Optional<Phase>> until, int night) {
    List<T> kept = null;
    for (int i = 0; i < held.size(); i++) {
      T h = held.get(i);
      if (expires(until.apply(h), night)) {
        kept = kept != null ? kept : new ArrayList<>(held.subList(0, i));
      } else if (kept != null) {
        kept.add(h);
      }
    }
    return kept;
  }

  private static boolean expires(Optional<Phase> until, int night) {
    return until.isPresent() && until.get().overAfterNight(night);
  }

  /**
   * Records the last use of a submitted line of an ability with a succession limit ({@link
   * Ability#keepsLastUse}): its first target (the actor, for no target) and the night.
   */
  private static void recordLastUse(AimedActions aimed, int i, Ability ability,
      Changes<PlayerState> states) {
    Night night = aimed.night();
    int actor = aimed.actor(i);
    String target = night.playerNames().get(ability.arity() == 0 ? actor
        : aimed.target(i, 0));
    PlayerState s = states.get(actor);
    List<LastUse> last = new ArrayList<>(s.last());
    last.removeIf(u -> u.verb().equals(ability.verb()));
    last.add(new LastUse(ability.verb(), target, Phase.night(night.number())));
    last.sort(java.util.Comparator.comparing(LastUse::verb));
    states.set(actor, s.withLast(last));
  }

  /**
   * Spends a use for every submitted line of a limited ability (and of its self quota, when the
   * line was written at its actor or a redraw aimed it there), and records the last use of an
   * ability with a succession limit.
   */
  private static void spendUses(AimedActions aimed, Changes<PlayerState> states,
      BitSet spending, BitSet selfRedrawn) {
    Night night = aimed.night();
    boolean fresh = night.state().isFresh(); // no uses recorded: only limited abilities spend
    for (int i = 0; i < aimed.size(); i++) {
      Ability ability = aimed.ability(i);
      if (ability.keepsLastUse()) {
        recordLastUse(aimed, i, ability, states);
      }
      OptionalInt limit = ability.uses(); // each read makes one: read once per line
      OptionalInt selfLimit = ability.selfUses();
      if (fresh && limit.isEmpty() && selfLimit.isEmpty()) {
        continue;
      }
      if (ability.spend() != Ability.Spend.SUBMITTED
          && !spending.get(night.actions().get(i).submissionIndex())) {
        continue; // it did not happen, or had no effect
      }
      int actor = aimed.actor(i);
      PlayerState s = states.get(actor);
      boolean limited = limit.isPresent() || s.uses().containsKey(ability.verb());
      boolean quota = (selfLimit.isPresent()
          || !s.uses().isEmpty() && s.uses().containsKey(ability.verb() + ":self"))
          && self(aimed, i, ability, actor, selfRedrawn); // asked only of a line with a quota
      if (!limited && !quota) {
        continue;
      }
      TreeMap<String, Integer> uses = new TreeMap<>(s.uses());
      if (limited) {
        spend(uses, ability.verb(), limit);
      }
      if (quota) {
        spend(uses, ability.verb() + ":self", selfLimit);
      }
      states.set(actor, s.withUses(uses));
    }
  }

  /**
   * Whether line {@code i} was aimed at its actor: any player parameter, as written or as
   * redrawn ({redraw}: the quota holds either way; sequential redraws as it resolves and says
   * which lines it aimed at their actors, {@code selfRedrawn}).
   */
  private static boolean self(AimedActions aimed, int i, Ability ability, int actor,
      BitSet selfRedrawn) {
    Night night = aimed.night();
    if (selfRedrawn.get(night.actions().get(i).submissionIndex())) {
      return true;
    }
    List<String> written = aimed.action(i).written();
    for (int k = 0; k < ability.arity(); k++) {
      if (aimed.target(i, k) == actor
          || (k < written.size() && night.indexOf(written.get(k)) == actor)) {
        return true;
      }
    }
    return false;
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
    private final BitSet changed = new BitSet();

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
      changed.set(i);
    }

    /** The indexes replaced so far (a copy). */
    BitSet changed() {
      return (BitSet) changed.clone();
    }

    /** The list with its replacements. */
    @SuppressWarnings("unchecked")
    List<T> list() {
      return copy == null ? original : (List<T>) (List<?>) ImmutableList.copyOf(copy);
    }
  }
}
