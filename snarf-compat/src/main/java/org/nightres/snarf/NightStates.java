package org.nightres.snarf;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.nightres.core.component.Component;
import org.nightres.core.component.Component.Block;
import org.nightres.core.component.Component.Protect;
import org.nightres.core.component.Component.Trigger;
import org.nightres.core.component.KillClass;
import org.nightres.core.plan.PlannedAction;

/**
 * The SNARF states of one night ({@code schemes.md} section 3.5): what performed components
 * left behind, each lasting until the end of the night. A resolution keeps one committed
 * instance and one per batch of the order being resolved; the batch is merged in with
 * {@link #commit} only after every component of that order has read the committed one, which
 * is what makes same-order components simultaneous.
 *
 * <p>Lists keep creation order (order value, then plan order), so every query answers
 * deterministically. Not thread-safe: confined to one resolution.
 */
final class NightStates {

  /** The actor {@code player} is blocked: its blockable actions fail from here on. */
  record BlockState(int player, Block block, int order, PlannedAction source) {}

  /** Components landing on {@code player} fail (only non-kills with {@code nonKillsOnly}). */
  record UntargetableState(int player, boolean nonKillsOnly, int order, PlannedAction source) {
    boolean stops(Component c) {
      return !nonKillsOnly || !(c instanceof Component.Kill);
    }
  }

  /**
   * Kills on {@code player} fail. {@code usesLeft} counts the kills it may still cancel:
   * unlimited except for active protections under {@code doctor-stops one}.
   */
  static final class ProtectionState {
    final int player;
    final Protect protect;
    final int order;
    final PlannedAction source;
    private int usesLeft;

    ProtectionState(int player, Protect protect, int order, PlannedAction source, int uses) {
      this.player = player;
      this.protect = protect;
      this.order = order;
      this.source = source;
      this.usesLeft = uses;
    }

    boolean available() {
      return usesLeft > 0;
    }

    void use() {
      if (usesLeft != Integer.MAX_VALUE) {
        usesLeft--;
      }
    }
  }

  /** Kills landing on {@code player} fail and hit {@code guard} instead. */
  record GuardState(int player, int guard, int order, PlannedAction source) {}

  /** {@code holder} spends the night at {@code at}: see {@link Component.Absent}. */
  record AbsenceState(int holder, int at, Set<KillClass> from, int order, PlannedAction source) {}

  /** An on-visited trigger of {@code holder}, armed by {@code source}; {@code id} is unique. */
  record ArmedTrigger(int id, int holder, Trigger trigger, int order, PlannedAction source) {}

  final List<BlockState> blocks = new ArrayList<>();
  final List<UntargetableState> untargetables = new ArrayList<>();
  final List<ProtectionState> protections = new ArrayList<>();
  final List<GuardState> guards = new ArrayList<>();
  final List<AbsenceState> absences = new ArrayList<>();
  final List<ArmedTrigger> triggers = new ArrayList<>();

  /**
   * The committed states indexed by player (queries are only made against the committed
   * instance), so that each query costs what it returns, not the size of the night.
   */
  private final Map<Integer, List<BlockState>> blocksOn = new HashMap<>();
  private final Map<Integer, List<UntargetableState>> untargetablesOn = new HashMap<>();
  private final Map<Integer, List<ProtectionState>> protectionsOn = new HashMap<>();
  private final Map<Integer, List<GuardState>> guardsOn = new HashMap<>();
  private final Map<Integer, List<AbsenceState>> absencesOf = new HashMap<>();
  private final Map<Integer, List<AbsenceState>> absencesAt = new HashMap<>();

  /** Adds every state of a finished batch, keeping creation order within each index. */
  void commit(NightStates batch) {
    blocks.addAll(batch.blocks);
    untargetables.addAll(batch.untargetables);
    protections.addAll(batch.protections);
    guards.addAll(batch.guards);
    absences.addAll(batch.absences);
    triggers.addAll(batch.triggers);
    batch.blocks.forEach(b -> index(blocksOn, b.player, b));
    batch.untargetables.forEach(u -> index(untargetablesOn, u.player, u));
    batch.protections.forEach(p -> index(protectionsOn, p.player, p));
    batch.guards.forEach(g -> index(guardsOn, g.player, g));
    batch.absences.forEach(a -> index(absencesOf, a.holder, a));
    batch.absences.forEach(a -> index(absencesAt, a.at, a));
  }

  private static <T> void index(Map<Integer, List<T>> map, int player, T state) {
    map.computeIfAbsent(player, k -> new ArrayList<>()).add(state);
  }

  private static <T> List<T> at(Map<Integer, List<T>> map, int player) {
    return map.getOrDefault(player, List.of());
  }

  /** The first block on {@code actor} that reaches an action with these tags. */
  Optional<BlockState> blockOn(int actor, Set<String> tags) {
    return at(blocksOn, actor).stream().filter(b -> b.block.reaches(tags)).findFirst();
  }

  /** The first untargetability of {@code player} that stops component {@code c}. */
  Optional<UntargetableState> untargetable(int player, Component c) {
    return at(untargetablesOn, player).stream().filter(u -> u.stops(c)).findFirst();
  }

  /** The first absence of {@code holder} from kills of this class. */
  Optional<AbsenceState> absenceOf(int holder, KillClass killClass) {
    return at(absencesOf, holder).stream().filter(a -> a.from.contains(killClass)).findFirst();
  }

  /**
   * Why a kill of this class cannot reach {@code player} ("is untargetable (...)", "is absent
   * (...)"): its first untargetability or absence that stops the kill and was not created by
   * {@code except} (a Hider's own hide does not stop the death it passes on to him).
   */
  Optional<String> keepsAway(int player, KillClass killClass, PlannedAction except) {
    Optional<String> u = at(untargetablesOn, player).stream()
        .filter(x -> !x.nonKillsOnly && x.source != except)
        .map(x -> "is untargetable (" + x.source + " at [" + x.order + "])").findFirst();
    return u.isPresent() ? u : at(absencesOf, player).stream()
        .filter(a -> a.from.contains(killClass) && a.source != except)
        .map(a -> "is absent (" + a.source + " at [" + a.order + "])").findFirst();
  }

  /** Every other player absent at {@code at} from kills of this class, in creation order. */
  List<AbsenceState> absentAt(int at, KillClass killClass) {
    return at(absencesAt, at).stream()
        .filter(a -> a.holder != at && a.from.contains(killClass))
        .toList();
  }

  /** Every guard on {@code player}, in creation order. */
  List<GuardState> guardsOn(int player) {
    return at(guardsOn, player);
  }

  /** Every protection on {@code player}, in creation order. */
  List<ProtectionState> protectionsOn(int player) {
    return at(protectionsOn, player);
  }
}
