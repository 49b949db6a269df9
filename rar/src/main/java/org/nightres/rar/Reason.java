package org.nightres.rar;

import java.util.List;
import org.nightres.core.component.Component;
import org.nightres.core.plan.PlannedAction;

/**
 * One node of the counter graph: a reason (a non-empty set of actions that together produce
 * something) and the reasons that counter it. The same node serves every question whose
 * evaluation reaches it; what it means for a question depends only on the chain it is reached
 * with (Rule #4), never on the question.
 *
 * <p>Mutable only while {@link ReasonGraph} builds it; read-only afterwards.
 */
final class Reason {

  /** What a reason is, for the explanation text. */
  enum Kind {
    /** A component of an action landing on a player through its movers. */
    ROUTE,
    /** A self-targeted component (passives, commute, the holder side of an absence). */
    SELF,
    /** A mover carrying a component away from a place. */
    MOVE,
    /** A kill made by a trigger, a guard or an absence out of other reasons. */
    DERIVED,
    /** The conjunction behind an information claim (track, watch, detect). */
    CLAIM,
    /**
     * Under {@code doctor-stops one}: a protection is used up on a kill (the one part). Its
     * actions are only the kill's own action; its counters are the kill's counters.
     */
    SPEND
  }

  final int id;
  final Kind kind;
  /** The actions of the reason, ascending plan ids. */
  final int[] actions;

  /**
   * The acting action (ROUTE, SELF, MOVE: the mover; SPEND: the kill's own action), null for
   * DERIVED and CLAIM.
   */
  final PlannedAction action;
  /** The component (ROUTE, SELF; for MOVE the moved component; for SPEND the kill). */
  final Component component;
  /** For ROUTE: where it lands; for MOVE: the step the mover carries it to. */
  final RouteStep step;
  /** For DERIVED and CLAIM: the parts, in order; for SPEND: the kill. */
  final List<Reason> parts;
  /** For DERIVED and SPEND: the player who dies (or receives the effect). */
  final int victim;
  /** For DERIVED: how the parts combine, e.g. {@code "the guard dies instead"}. */
  final String how;

  /** Counters that carry over to kills derived from this one (routes, untargetability). */
  IntList base = new IntList();
  /** Every counter, in a fixed order, without duplicates. Set when the graph is frozen. */
  int[] counters;
  /**
   * Reasons whose every counter is also this one's (a death trigger's response: the death's
   * and the trigger's), merged in when the graph is frozen; null for none.
   */
  Reason[] inherits;
  /**
   * A kill reason whose <em>landing</em> counters (all but the protections and guards on its
   * victim) are also this one's ("the protection stops the kill"), merged in when the graph is
   * frozen; null for none.
   */
  Reason landingOf;
  /** For a kill reason: where its protections and guards stand in {@link #base}; -1: none. */
  int defensesFrom = -1;
  int defensesTo = -1;
  /**
   * For a kill reason: where the untargetability and absences of its victim (rank 0 on the
   * defense ladder) stand in {@link #base}; -1: none.
   */
  int shieldsFrom = -1;
  int shieldsTo = -1;
  /**
   * A kill reason whose <em>approach</em> counters (all but its victim's defenses, rank 0
   * included) are also this one's ("the absence is used on the kill"); null for none.
   */
  Reason approachOf;
  /** Whether another reason takes this kill's approach counters ({@link #approach}). */
  boolean wantApproach;
  /** For a kill that {@link #wantApproach}: its counters but every defense of its victim. */
  int[] approach;
  /** Whether another reason takes this kill's landing counters ({@link #landing}). */
  boolean wantLanding;
  /** For a kill that {@link #wantLanding}: its counters but its victim's protections and guards. */
  int[] landing;

  Reason(int id, Kind kind, int[] actions, PlannedAction action, Component component,
      RouteStep step, List<Reason> parts, int victim, String how) {
    this.id = id;
    this.kind = kind;
    this.actions = actions;
    this.action = action;
    this.component = component;
    this.step = step;
    this.parts = parts;
    this.victim = victim;
    this.how = how;
  }

  /** Whether this reason's action set contains plan action {@code id}. */
  boolean uses(int actionId) {
    return java.util.Arrays.binarySearch(actions, actionId) >= 0;
  }

  @Override
  public String toString() {
    return kind + "#" + id;
  }
}
