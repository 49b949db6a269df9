package org.nightres.rar;

import java.util.ArrayList;
import java.util.List;

/**
 * One end-of-night question (Rule #1), e.g. "Does A die?", with its reasons. It holds iff one
 * of its reasons is not defeated (Rule #2). Mutable only while {@link ClaimSet} decides it.
 */
final class Claim {
  /** The question, e.g. {@code Does A die?}. */
  final String question;
  /** The reasons for yes, in a fixed order. */
  final List<Reason> reasons = new ArrayList<>();
  /** A player the claim is about (the one who dies, is seen, ...), or -1. */
  final int subject;
  /**
   * Where the claim's tree goes among the trees of the whole night: claims of one part come in
   * {@link ClaimSet#all()} order, and a stable sort of every part's claims on this key gives
   * the order of {@code ClaimSet} for the whole night.
   */
  final long order;
  private Boolean holds;
  /** The index in {@link #reasons} of the first reason that holds, or -1. */
  private int holding = -1;

  Claim(String question, int subject, long order) {
    this.question = question;
    this.subject = subject;
    this.order = order;
  }

  void decide(ChainEvaluator evaluator) {
    boolean h = false;
    for (int i = 0; i < reasons.size(); i++) {
      if (evaluator.holds(reasons.get(i))) {
        h = true;
        holding = i;
        break;
      }
    }
    holds = h;
  }

  /** The index of the first reason that holds (the one the tree shows first), or -1. */
  int holding() {
    holds();
    return holding;
  }

  boolean holds() {
    if (holds == null) {
      throw new IllegalStateException("undecided: " + question);
    }
    return holds;
  }
}
