package org.nightres.nar;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.nightres.core.component.Component;
import org.nightres.core.component.KillClass;

/**
 * The states resolved actions leave behind; each lasts for the rest of the night. Lists keep
 * creation order (the resolution order), so every query answers deterministically. Not
 * thread-safe: confined to one resolution.
 */
final class NarStates {

  /** {@code player}'s blockable actions that {@code block} reaches fail from now on. */
  record BlockState(int player, Component.Block block, NarAction source) {}

  /** Components landing on {@code player} fail (only non-kills with {@code nonKillsOnly}). */
  record UntargetableState(int player, boolean nonKillsOnly, NarAction source) {
    boolean stops(Component c) {
      return !nonKillsOnly || !(c instanceof Component.Kill);
    }
  }

  /** Kills on {@code player} that {@code protect} covers fail. */
  record ProtectionState(int player, Component.Protect protect, NarAction source) {}

  /** Kills landing on {@code player} fail and hit {@code guard} instead. */
  record GuardState(int player, int guard, NarAction source) {}

  /** {@code holder} spends the night at {@code at}: see {@link Component.Absent}. */
  record AbsenceState(int holder, int at, Set<KillClass> from, NarAction source) {}

  /** An on-visited trigger of {@code holder}; {@code id} numbers the armed triggers. */
  record ArmedTrigger(int id, int holder, Component.Trigger trigger, NarAction source) {}

  final List<BlockState> blocks = new ArrayList<>();
  final List<UntargetableState> untargetables = new ArrayList<>();
  final List<ProtectionState> protections = new ArrayList<>();
  final List<GuardState> guards = new ArrayList<>();
  final List<AbsenceState> absences = new ArrayList<>();
  final List<ArmedTrigger> triggers = new ArrayList<>();

  /**
   * The first block that stops {@code a}, if {@code a} is blockable. Blocks set by triggers
   * that {@code a}'s own visits set off do not count: {@code a} was committed when it set them
   * off.
   */
  Optional<BlockState> blockOf(NarAction a) {
    if (!a.blockable) {
      return Optional.empty();
    }
    return blocks.stream()
        .filter(b -> b.player() == a.actor && b.block().reaches(a.planned.tags()))
        .filter(b -> b.source().cause != a.id)
        .findFirst();
  }

  /** The first untargetability of {@code player} that stops {@code c}, not set by {@code by}. */
  Optional<UntargetableState> untargetable(int player, Component c, NarAction by) {
    return untargetables.stream()
        .filter(u -> u.player() == player && u.stops(c) && u.source() != by)
        .findFirst();
  }

  /** The first absence of {@code holder} from kills of this class. */
  Optional<AbsenceState> absenceOf(int holder, KillClass killClass) {
    return absences.stream()
        .filter(a -> a.holder() == holder && a.from().contains(killClass))
        .findFirst();
  }

  /**
   * Why a kill of this class cannot reach {@code player} ("is untargetable (...)", "is absent
   * (...)"): its first untargetability or absence that stops the kill and was not set by
   * {@code except} (a Hider's own hide does not stop the death it passes on to him).
   */
  Optional<String> keepsAway(int player, KillClass killClass, NarAction except) {
    Optional<String> u = untargetables.stream()
        .filter(x -> x.player() == player && !x.nonKillsOnly() && x.source() != except)
        .map(x -> "is untargetable (" + x.source() + ")").findFirst();
    return u.isPresent() ? u : absences.stream()
        .filter(a -> a.holder() == player && a.from().contains(killClass) && a.source() != except)
        .map(a -> "is absent (" + a.source() + ")").findFirst();
  }

  /** Every other player absent at {@code at} from kills of this class, in creation order. */
  List<AbsenceState> absentAt(int at, KillClass killClass) {
    return absences.stream()
        .filter(a -> a.at() == at && a.holder() != at && a.from().contains(killClass))
        .toList();
  }

  /** Every guard on {@code player}, in creation order. */
  List<GuardState> guardsOn(int player) {
    return guards.stream().filter(g -> g.player() == player).toList();
  }

  /** Every protection on {@code player}, in creation order. */
  List<ProtectionState> protectionsOn(int player) {
    return protections.stream().filter(p -> p.player() == player).toList();
  }
}
