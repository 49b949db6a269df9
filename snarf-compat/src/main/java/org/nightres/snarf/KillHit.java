package org.nightres.snarf;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.nightres.core.component.KillClass;
import org.nightres.core.plan.PlannedAction;

/**
 * One kill reaching one player in one batch: either the kill component itself, landing on its
 * (possibly moved) target, or a secondary hit it causes — on a guard who takes it, or on a
 * player absent at the target. A hit starts undecided and is decided once, by a failure found
 * while it lands (absence, guard) or by the batch's protection step. Not thread-safe.
 */
final class KillHit {

  /** How the kill reached {@link #victim}. */
  enum Via {
    /** The kill component landed on its target. */
    AIMED,
    /** A guard on the target took the kill. */
    GUARD,
    /** The victim was absent at the kill's target. */
    ABSENCE
  }

  final PlannedAction source;
  final KillClass killClass;
  final int victim;
  final Via via;
  /** For a secondary hit, the state that caused it, e.g. {@code G guard A at [60]}. */
  private final String cause;
  private final String victimName;
  private final List<KillHit> secondary = new ArrayList<>();
  private String outcome;
  private boolean dies;

  private KillHit(PlannedAction source, KillClass killClass, int victim, String victimName,
      Via via, String cause) {
    this.source = source;
    this.killClass = killClass;
    this.victim = victim;
    this.victimName = victimName;
    this.via = via;
    this.cause = cause;
  }

  /** The kill component of {@code source} landing on {@code victim}. */
  static KillHit aimed(PlannedAction source, KillClass killClass, int victim, String victimName) {
    return new KillHit(source, killClass, victim, victimName, Via.AIMED, "");
  }

  /** A hit on another player caused by this one, through {@code cause}. */
  KillHit secondary(int victim, String victimName, Via via, String cause) {
    KillHit hit = new KillHit(source, killClass, victim, victimName, via, cause);
    secondary.add(hit);
    return hit;
  }

  /** The tags of the killing ability, which protections may filter on. */
  Set<String> tags() {
    return source.tags();
  }

  boolean strong() {
    return killClass == KillClass.STRONG;
  }

  boolean decided() {
    return outcome != null;
  }

  boolean dies() {
    return dies;
  }

  /** The hit fails; {@code why} completes "fails: ...". */
  void fail(String why) {
    outcome = "fails: " + why;
  }

  /** The victim dies at the end of the night; {@code note} (may be empty) is appended. */
  void kill(String note) {
    dies = true;
    outcome = victimName + " dies at the end of the night" + note;
  }

  /** The step-log text of this hit and of the hits it caused. */
  String describe() {
    StringBuilder sb = new StringBuilder();
    switch (via) {
      case GUARD:
        sb.append(victimName).append(" takes the kill (").append(cause).append("): ");
        break;
      case ABSENCE:
        sb.append("also hits ").append(victimName).append(", absent there (")
            .append(cause).append("): ");
        break;
      default:
        break;
    }
    sb.append(outcome == null ? "undecided" : outcome);
    for (KillHit h : secondary) {
      sb.append("; ").append(h.describe());
    }
    return sb.toString();
  }
}
