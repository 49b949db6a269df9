package org.nightres.core.format;

import java.util.List;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.Outcome;

/**
 * What playing a game file gave ({@link GameScript#play}): the nights resolved, in order, each
 * with its outcome, and the problems of the first night that could not be built (its lines
 * are checked against the state that night starts from, so a night's lines are only judged once
 * the nights before it are resolved).
 *
 * @param nights the nights resolved, in order
 * @param outcomes their outcomes, index for index; the last one's next state starts the next night
 * @param diagnostics empty iff every night asked for was resolved
 */
public record GamePlay(List<Night> nights, List<Outcome> outcomes, List<Diagnostic> diagnostics) {
  /**
   * A value of these parts, checked.
   *
   * @param nights the nights resolved, in order
   * @param outcomes their outcomes, index for index; the last one's next state starts the next
   *     night
   * @param diagnostics empty iff every night asked for was resolved
   */
  public GamePlay {
    nights = List.copyOf(nights);
    outcomes = List.copyOf(outcomes);
    diagnostics = List.copyOf(diagnostics);
    if (nights.size() != outcomes.size()) {
      throw new IllegalArgumentException("one outcome per night");
    }
  }

  /** {@return whether every night asked for was resolved} */
  public boolean ok() {
    return diagnostics.isEmpty();
  }

  /** {@return the last outcome} */
  public Outcome last() {
    return outcomes.get(outcomes.size() - 1);
  }
}
