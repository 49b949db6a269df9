package org.nightres.core.plan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.nightres.core.component.OrderValues;
import org.nightres.core.component.Modifier;
import org.nightres.core.component.StatusDefinition;
import org.nightres.core.model.Action;
import org.nightres.core.model.GameState;
import org.nightres.core.component.Component;
import org.nightres.core.component.Ref;
import org.nightres.core.model.HeldDisguise;
import org.nightres.core.model.HeldStatus;
import org.nightres.core.model.ImmutablePlayer;
import org.nightres.core.model.ModifierUse;
import org.nightres.core.model.Night;
import org.nightres.core.model.Player;
import org.nightres.core.model.PlayerState;

/**
 * What a night's start state leaves for the engines to resolve ({@code games.md} sections 2 and
 * 4), decided once here so that every scheme honours the state alike:
 *
 * <ul>
 *   <li>the dead and the exiled have no passives (they cannot act or be targeted: {@link Night}
 *       and the parser reject such lines);
 *   <li>a status that suppresses passives turns the holder's modifiers off (no passive, no
 *       trait), and its roles' passives;
 *   <li>a status's effects become a passive of its holder, planned like a modifier's, so an
 *       engine resolves {@code Abroad}'s {@code untargetable(self)} as it resolves a Commuter's;
 *   <li>the holder's actions that a status nullifies are left out, and remembered, so that their
 *       information answers {@code no result};
 *   <li>a status that ends with this night and has {@code expire} effects gets a passive of its
 *       (living) holder at its order: its expiry, which a clear of the status can stop;
 *   <li>a held disguise becomes a passive of its holder, {@code disguise(self, as=R, ...)}, so an
 *       engine resolves it as it resolves a disguise of the night, unless a status turns his
 *       passives off (seed 003's Injured loses "a disguise").
 * </ul>
 *
 * <p>A night whose state is fresh is resolved as it is. Immutable.
 */
final class EffectiveNight {
  private static final int[] NONE = new int[0];

  /** The night engines resolve: same players in the same order, same options. */
  final Night resolvable;
  /** Indexes into the original night's actions of the actions statuses nullify, ascending. */
  final int[] nullified;
  /**
   * Indexes into {@link #resolvable}'s actions of the actions a status nullifies as the night
   * starts, planned all the same ({@link NightPlan#stepwise}); null: none.
   */
  final java.util.BitSet keptNullified;
  /** The players whose passives are off tonight (dead, or a status says so); null: none. */
  private final java.util.BitSet passivesOff;
  /** The passives that are statuses' expiries tonight, to the status each ends. */
  final Map<Modifier, String> expiries;

  /** Per player, the keys of limited protections with no uses left; null: none at all. */
  private final Map<Integer, java.util.Set<String>> exhausted;

  private EffectiveNight(Night resolvable, int[] nullified, java.util.BitSet keptNullified,
      java.util.BitSet passivesOff, Map<Modifier, String> expiries,
      Map<Integer, java.util.Set<String>> exhausted) {
    this.keptNullified = keptNullified;
    this.exhausted = exhausted;
    this.resolvable = resolvable;
    this.nullified = nullified;
    this.passivesOff = passivesOff;
    this.expiries = expiries;
  }

  /**
   * The keys of player {@code p}'s limited protections that have no uses left tonight ({@code
   * Butler.passive}; {@link org.nightres.core.component.Component.Protect.Limit}): those
   * protections are not planned.
   */
  java.util.Set<String> exhausted(int p) {
    if (exhausted == null) {
      return java.util.Set.of();
    }
    java.util.Set<String> keys = exhausted.get(p);
    return keys == null ? java.util.Set.of() : keys;
  }

  /** Whether player {@code p}'s passives (its modifiers' and roles') are off tonight. */
  boolean passivesOff(int p) {
    return passivesOff != null && passivesOff.get(p);
  }

  static EffectiveNight of(Night night) {
    return of(night, false);
  }

  /**
   * What {@code night}'s start state leaves to resolve. {@code stepwise}: for a scheduler that
   * applies a night's state changes at once (the sequential scheme, {@code games.md} section 5),
   * the actions a status nullifies are kept, and marked ({@link #keptNullified}), for it to stop
   * at their step unless a clear earlier that night took the status.
   */
  static EffectiveNight of(Night night, boolean stepwise) {
    GameState state = night.state();
    if (state.isFresh()) {
      return new EffectiveNight(night, NONE, null, null, Map.of(), null);
    }
    GameState start = state;
    state = inForce(state);
    List<Player> players = new ArrayList<>(night.players().size());
    java.util.BitSet off = new java.util.BitSet();
    Map<Modifier, String> expiries = new HashMap<>();
    Map<Integer, java.util.Set<String>> exhausted = new HashMap<>();
    for (int i = 0; i < night.players().size(); i++) {
      PlayerState s = state.state(i);
      for (Map.Entry<String, Integer> u : s.uses().entrySet()) {
        if (u.getValue() == 0) { // only keys of limited protections name a passive's component
          exhausted.computeIfAbsent(i, k -> new java.util.HashSet<>()).add(u.getKey());
        }
      }
      List<ModifierUse> expiring = expiring(start.state(i), night.number(), expiries);
      players.add(effective(night.players().get(i), s, expiring));
      if (!s.living() || s.statuses().stream().anyMatch(h -> h.status().suppressesPassives())) {
        off.set(i);
      }
    }
    List<Action> kept = new ArrayList<>();
    List<Integer> dropped = new ArrayList<>();
    java.util.BitSet keptNullified = null;
    for (int i = 0; i < night.actions().size(); i++) {
      if (!nullifies(state.state(night.actorIndex(i)), night, i)) {
        kept.add(night.actions().get(i));
      } else if (stepwise) {
        keptNullified = keptNullified == null ? new java.util.BitSet() : keptNullified;
        keptNullified.set(kept.size());
        kept.add(night.actions().get(i));
      } else {
        dropped.add(i);
      }
    }
    Night resolvable = Night.builder().players(players).actions(kept).options(night.options())
        .scheme(night.scheme()).build();
    return new EffectiveNight(resolvable, dropped.stream().mapToInt(Integer::intValue).toArray(),
        keptNullified, off, expiries, exhausted);
  }

  /**
   * {@return whether a status held as {@code night} starts nullifies one of its actions} Read
   * before a scheduler chooses its plan ({@link NightPlan#stepwise}).
   */
  static boolean nullifiesAny(Night night) {
    if (night.state().isFresh()) {
      return false;
    }
    GameState state = inForce(night.state());
    for (int i = 0; i < night.actions().size(); i++) {
      if (nullifies(state.state(night.actorIndex(i)), night, i)) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@return the statuses {@code s} holds that are in force in night {@code n}: those whose
   * {@code until} phase is not over before it starts; {@code s.statuses()} itself when all are}
   */
  static List<HeldStatus> inForce(PlayerState s, int n) {
    List<HeldStatus> held = s.statuses();
    for (HeldStatus h : held) {
      if (over(h, n)) {
        return held.stream().filter(x -> !over(x, n)).toList();
      }
    }
    return held;
  }

  /**
   * The state without the statuses whose {@code until} phase is over before its night starts: a
   * status {@code until D1} is still listed in the state after night 1 (it holds through day 1,
   * {@code games.md} section 2.2) but does nothing in night 2, and is gone from the state after
   * it.
   */
  private static GameState inForce(GameState state) {
    int n = state.night();
    List<PlayerState> states = null;
    for (int i = 0; i < state.states().size(); i++) {
      PlayerState s = state.state(i);
      List<HeldStatus> inForce = inForce(s, n);
      if (inForce != s.statuses()) {
        if (states == null) {
          states = new ArrayList<>(state.states());
        }
        s = s.withStatuses(inForce);
        states.set(i, s);
      }
      if (s.disguises().stream().anyMatch(d -> over(d.until(), n))) {
        if (states == null) {
          states = new ArrayList<>(state.states());
        }
        List<HeldDisguise> held = new ArrayList<>(s.disguises());
        held.removeIf(d -> over(d.until(), n));
        states.set(i, s.withDisguises(held));
      }
    }
    return states == null ? state : state.with(state.players(), states);
  }

  private static boolean over(HeldStatus h, int night) {
    return over(h.until(), night);
  }

  private static boolean over(java.util.Optional<org.nightres.core.model.Phase> until, int night) {
    return until.isPresent() && until.get().overBeforeNight(night);
  }

  /** Whether a status of the actor nullifies action {@code i}. */
  private static boolean nullifies(PlayerState actor, Night night, int i) {
    return nullifier(actor, night, i) != null;
  }

  /** The first status of the actor that nullifies action {@code i}, or null. */
  private static String nullifier(PlayerState actor, Night night, int i) {
    for (HeldStatus s : actor.statuses()) {
      if (s.status().nullifies(night.abilityOf(i).filterTags())) {
        return s.name();
      }
    }
    return null;
  }

  /**
   * {@return for each action of {@code nullified} (indexes into {@code night}'s actions), the
   * status of its actor that nullifies it tonight, as the night starts}
   */
  static String[] nullifiers(Night night, int[] nullified) {
    GameState state = inForce(night.state()); // once: it reads every player
    String[] out = new String[nullified.length];
    for (int k = 0; k < nullified.length; k++) {
      out[k] = nullifier(state.state(night.actorIndex(nullified[k])), night, nullified[k]);
    }
    return out;
  }

  /**
   * The expiries of a living player's statuses that end with night {@code n}: the first night
   * after which their {@code until} phase is over ({@code N4} ends with night 4, {@code D4} with
   * night 5), as passives at the status's order ({@link OrderValues#TRIGGERED} by default),
   * each recorded in {@code expiries}.
   */
  private static List<ModifierUse> expiring(PlayerState s, int n, Map<Modifier, String> expiries) {
    if (!s.living() || s.statuses().isEmpty()) {
      return List.of();
    }
    List<ModifierUse> out = new ArrayList<>(0);
    for (HeldStatus h : s.statuses()) {
      StatusDefinition d = h.status();
      if (!d.expire().isEmpty() && h.until().isPresent() && h.until().get().overAfterNight(n)
          && (n == 1 || !h.until().get().overAfterNight(n - 1))) {
        Modifier m = Modifier.builder().name(d.name()).addAllComponents(d.expire())
            .addAllTags(d.expireTags())
            .orderValue(d.order().isPresent() ? d.order().getAsInt() : OrderValues.TRIGGERED)
            .description(d.name() + " expires").build();
        expiries.put(m, d.name());
        out.add(ModifierUse.unlimited(m));
      }
    }
    return out;
  }

  /** The player as engines see him tonight: modifiers off, status effects and expiries added. */
  private static Player effective(Player p, PlayerState s, List<ModifierUse> expiring) {
    if (!s.living()) {
      return p.modifiers().isEmpty() ? p : ImmutablePlayer.copyOf(p).withModifiers(List.of());
    }
    if (s.statuses().isEmpty() && expiring.isEmpty() && s.disguises().isEmpty()) {
      return p;
    }
    List<ModifierUse> modifiers = new ArrayList<>();
    boolean suppressed = s.statuses().stream().anyMatch(h -> h.status().suppressesPassives());
    if (!suppressed) {
      modifiers.addAll(p.modifiers());
    }
    for (HeldStatus h : s.statuses()) {
      if (!h.status().effects().isEmpty()) {
        modifiers.add(ModifierUse.unlimited(asModifier(h.status())));
      }
    }
    modifiers.addAll(expiring); // whatever suppresses passives: the expiry is the status's
    if (!suppressed) { // seed 003's Injured "lose any of their passive abilities like for
      // example a disguise"
      for (HeldDisguise d : s.disguises()) {
        modifiers.add(ModifierUse.unlimited(asModifier(d)));
      }
    }
    return ImmutablePlayer.copyOf(p).withModifiers(modifiers);
  }

  /**
   * A held disguise as a passive of its holder: {@code disguise(self, as=R, strength=s)}, with
   * {@code until=use} or {@code use2} if uses end it (so that the night reports its uses).
   */
  private static Modifier asModifier(HeldDisguise d) {
    Component.Lasting until = !d.untilUse() ? Component.Lasting.TONIGHT
        : new Component.Lasting(d.uses() == 1 ? Component.Lasting.Kind.USE
            : Component.Lasting.Kind.USE2, java.util.Optional.empty());
    return Modifier.builder().name("Disguise").addComponents(new Component.Disguise(Ref.self(),
        Component.RoleArg.of(d.as()), d.strength(), until))
        .description("disguised as " + d.as().name() + " (" + d.strength().word() + ")").build();
  }

  /** A status's effects as a passive: a modifier named after the status. */
  private static Modifier asModifier(StatusDefinition status) {
    return Modifier.builder().name(status.name()).addAllComponents(status.effects())
        .addAllTags(status.effectTags()).description(status.description()).build();
  }
}
