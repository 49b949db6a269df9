package org.nightres.rar;

import java.util.ArrayList;
import java.util.List;
import org.nightres.core.plan.PlannedAction;

/**
 * One node of the route trie of a movable component: the component is at {@link #location}
 * after the hops from the root (its written target) to here, each made by a different mover.
 * The edge into a step is the move that brought the component here; siblings are the movers
 * that compete for the same component at the same place ({@code schemes.md} §2.9, counters 2
 * and 3).
 */
final class RouteStep {
  final RouteStep parent;
  final int location;
  /** The mover of the hop into this step; null at the root. */
  final PlannedAction mover;
  /** Whether the hop into this step was a deflect's (for its maker's redirect triggers). */
  boolean deflected;
  /** Shared by every step without children and never modified: see {@link #addChild}. */
  private static final List<RouteStep> NONE = new ArrayList<>(0);

  private List<RouteStep> children = NONE; // always an ArrayList: one list class in hot loops
  /**
   * The nearest step at or above this one (excluding the root) whose parent has more than one
   * child: where "moved elsewhere first" counters come from. Null if none.
   */
  RouteStep contested;
  /** The reason "the component lands here". */
  Reason landing;
  /** The reason "the mover carries it here" (the edge from the parent); null at the root. */
  Reason move;

  RouteStep(RouteStep parent, int location, PlannedAction mover) {
    this.parent = parent;
    this.location = location;
    this.mover = mover;
  }

  /** The steps one hop further, in build order. */
  List<RouteStep> children() {
    return children;
  }

  void addChild(RouteStep child) {
    if (children == NONE) {
      children = new ArrayList<>(2);
    }
    children.add(child);
  }

  boolean isRoot() {
    return parent == null;
  }

  /** The written target: the location of the root. */
  int origin() {
    RouteStep s = this;
    while (s.parent != null) {
      s = s.parent;
    }
    return s.location;
  }
}
