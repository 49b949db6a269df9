package org.nightres.nar;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.nightres.core.component.KillClass;
import org.nightres.core.component.Trait;
import org.nightres.core.model.GameOptions.DoctorStops;
import org.nightres.core.outcome.ExplanationNode;
import org.nightres.core.plan.KillMatching;
import org.nightres.core.plan.NightPlan;
import org.nightres.nar.NarStates.AbsenceState;
import org.nightres.nar.NarStates.GuardState;
import org.nightres.nar.NarStates.ProtectionState;

/**
 * Decides, at the end of the night, which recorded kills kill ("kills are applied at the end of
 * the night"), against the states the whole night left: absence at and of the victim, guards,
 * then protections ({@code doctor-stops} for Doctor protections, every kill for {@code every-kill}
 * ones such as a jail's or a vest's; Macho; Strongman). A kill stopped by untargetability
 * never gets here: it failed when it resolved. Secondary hits (on a guard who takes a kill, on a
 * player absent at its target) are deaths passed on: they meet the untargetability, absence,
 * guards and protections of the player they hit, and are not passed on again.
 *
 * <p>Deciding at the end gives the same answer as deciding when each kill resolved: every
 * protection, guard and absence that could reach a kill's target "might modify" the kill, so it
 * resolved before the kill; deciding at the end also lets {@code doctor-stops one} match kills
 * to protections over the whole night. Not thread-safe: confined to one resolution.
 */
final class KillOutcomes {

  /** A kill component that landed on {@code victim} when {@code source} resolved. */
  record KillRecord(NarAction source, KillClass killClass, int victim) {}

  /** One kill reaching one player: the kill itself, or a hit it causes on someone else. */
  private static final class Hit {
    final KillRecord kill;
    final int victim;
    /** Empty for the aimed hit; otherwise how it reached the victim. */
    final String via;
    final List<Hit> secondary = new ArrayList<>();
    String outcome;
    boolean dies;

    Hit(KillRecord kill, int victim, String via) {
      this.kill = kill;
      this.victim = victim;
      this.via = via;
    }

    boolean strong() {
      return kill.killClass() == KillClass.STRONG;
    }
  }

  private final NightPlan plan;
  private final NarStates states;
  private final DoctorStops doctorStops;
  private final BitSet deaths = new BitSet();
  private final List<ExplanationNode> lines = new ArrayList<>();

  private KillOutcomes(NightPlan plan, NarStates states) {
    this.plan = plan;
    this.states = states;
    this.doctorStops = plan.options().doctorStops();
  }

  /** Decides every kill; {@link #deaths()} and {@link #lines()} then hold the answer. */
  static KillOutcomes decide(NightPlan plan, NarStates states, List<KillRecord> kills) {
    KillOutcomes k = new KillOutcomes(plan, states);
    k.run(kills);
    return k;
  }

  /** The players who die. */
  BitSet deaths() {
    return deaths;
  }

  /** One explanation line per kill, in resolution order. */
  List<ExplanationNode> lines() {
    return lines;
  }

  private void run(List<KillRecord> kills) {
    List<Hit> aimed = new ArrayList<>();
    List<Hit> pending = new ArrayList<>();
    for (KillRecord k : kills) {
      Hit hit = new Hit(k, k.victim(), "");
      aimed.add(hit);
      land(hit, pending);
    }
    Map<Integer, List<Hit>> byVictim = new TreeMap<>();
    for (Hit h : pending) {
      byVictim.computeIfAbsent(h.victim, v -> new ArrayList<>()).add(h);
    }
    byVictim.forEach(this::protect);
    for (Hit h : aimed) {
      lines.add(ExplanationNode.leaf(h.kill.source() + ": " + describe(h)));
    }
  }

  /** Absence and guards; what remains waits for the protection step. */
  private void land(Hit hit, List<Hit> pending) {
    int v = hit.victim;
    KillClass cls = hit.kill.killClass();
    for (AbsenceState ab : states.absentAt(v, cls)) {
      Hit also = new Hit(hit.kill, ab.holder(), "also hits " + name(ab.holder()) + ", absent at "
          + name(v) + " (" + ab.source() + ")");
      hit.secondary.add(also);
      passOn(also, ab.source(), pending);
    }
    Optional<AbsenceState> away = states.absenceOf(v, cls);
    if (away.isPresent()) {
      hit.outcome = "fails, " + name(v) + " is absent (" + away.get().source() + ")";
      return;
    }
    boolean macho = plan.player(v).has(Trait.MACHO);
    List<GuardState> guards = cls == KillClass.STRONG ? List.of() // a guard protects
        : states.guardsOn(v).stream().filter(g -> !macho || g.guard() == v).toList();
    if (guards.isEmpty()) {
      pending.add(hit);
      return;
    }
    List<String> names = new ArrayList<>();
    guards.forEach(g -> names.add(name(g.guard())));
    hit.outcome = "fails, taken by " + String.join(", ", names);
    for (GuardState g : guards) {
      Hit taken = new Hit(hit.kill, g.guard(), name(g.guard()) + " takes the kill (" + g.source() + ")");
      hit.secondary.add(taken);
      passOn(taken, g.source(), pending);
    }
  }

  /**
   * A death passed on by {@code via} (a guard or a hide) is not passed on again: it fails if
   * the new victim is untargetable or away (except through {@code via} itself) or guarded; its
   * guards stop it without dying. What remains waits for the protection step.
   */
  private void passOn(Hit hit, NarAction via, List<Hit> pending) {
    int v = hit.victim;
    KillClass cls = hit.kill.killClass();
    Optional<String> away = states.keepsAway(v, cls, via);
    boolean macho = plan.player(v).has(Trait.MACHO);
    Optional<GuardState> guard = hit.strong() ? Optional.empty()
        : states.guardsOn(v).stream().filter(g -> !macho || g.guard() == v).findFirst();
    if (away.isPresent()) {
      hit.outcome = "fails, " + name(v) + " " + away.get();
    } else if (guard.isPresent()) {
      hit.outcome = "fails, " + name(v) + " is guarded (" + guard.get().source()
          + "; a passed-on death is not passed on again)";
    } else {
      pending.add(hit);
    }
  }

  /** The protection step for every pending hit on one victim. */
  private void protect(int victim, List<Hit> hits) {
    boolean macho = plan.player(victim).has(Trait.MACHO);
    List<ProtectionState> usable = new ArrayList<>();
    List<ProtectionState> ignored = new ArrayList<>();
    for (ProtectionState p : states.protectionsOn(victim)) {
      (macho && p.source().actor != victim ? ignored : usable).add(p);
    }
    String machoNote = ignored.isEmpty() ? ""
        : " (Macho: " + name(victim) + " ignores " + sources(ignored) + ")";
    List<Hit> contested = new ArrayList<>();
    for (Hit h : hits) {
      List<ProtectionState> covering =
          usable.stream().filter(p -> p.protect().covers(h.kill.source().planned.tags())).toList();
      if (h.strong()) {
        die(h, covering.isEmpty() ? machoNote : " (strong: ignores " + sources(covering) + ")");
        continue;
      }
      Optional<ProtectionState> unlimited = covering.stream()
          .filter(p -> doctorStops == DoctorStops.ALL || p.protect().everyKill()).findFirst();
      if (unlimited.isPresent()) {
        h.outcome = "fails, " + name(victim) + " is protected (" + unlimited.get().source() + ")";
      } else {
        contested.add(h);
      }
    }
    List<ProtectionState> singleUse = usable.stream().filter(p -> !p.protect().everyKill()).toList();
    int[] match = matchKillsToProtections(contested, singleUse);
    for (int i = 0; i < contested.size(); i++) {
      Hit h = contested.get(i);
      if (match[i] >= 0) {
        h.outcome = "fails, " + name(victim) + " is protected (" + singleUse.get(match[i]).source()
            + ", used up)";
      } else {
        boolean anyCovering = usable.stream()
            .anyMatch(p -> p.protect().covers(h.kill.source().planned.tags()));
        die(h, anyCovering ? " (the protection is used up by another kill)" : machoNote);
      }
    }
  }

  private void die(Hit h, String note) {
    h.dies = true;
    h.outcome = name(h.victim) + " dies" + note;
    deaths.set(h.victim);
  }

  /** A maximum matching of kills to single-use protections covering them ({@link KillMatching}). */
  private static int[] matchKillsToProtections(List<Hit> kills, List<ProtectionState> prots) {
    return KillMatching.match(kills.size(), prots.size(),
        (k, p) -> prots.get(p).protect().covers(kills.get(k).kill.source().planned.tags()));
  }

  private String describe(Hit h) {
    StringBuilder sb = new StringBuilder();
    if (!h.via.isEmpty()) {
      sb.append(h.via).append(": ");
    }
    sb.append(h.outcome == null ? "undecided" : h.outcome);
    for (Hit s : h.secondary) {
      sb.append("; ").append(describe(s));
    }
    return sb.toString();
  }

  private static String sources(List<ProtectionState> prots) {
    List<String> texts = new ArrayList<>();
    prots.forEach(p -> texts.add(p.source().toString()));
    return String.join(", ", texts);
  }

  private String name(int player) {
    return plan.name(player);
  }
}
