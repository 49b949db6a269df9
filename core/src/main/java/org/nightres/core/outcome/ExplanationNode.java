package org.nightres.core.outcome;

import java.util.List;
import org.immutables.value.Value;
import org.nightres.core.internal.NightresStyle;

/**
 * One line of an explanation and the lines under it: a step of a SNARF step log, a question of
 * an RAR reason tree ("Does A die?") with its reasons and counter-reasons below it.
 */
@Value.Immutable
@NightresStyle
public abstract class ExplanationNode {

  /** {@return the line, without indentation or bullet} */
  @Value.Parameter
  public abstract String text();

  /** {@return the lines under it, in order} */
  @Value.Parameter
  public abstract List<ExplanationNode> children();

  /**
   * {@return a line with nothing under it}
   *
   * @param text the line
   */
  public static ExplanationNode leaf(String text) {
    return ImmutableExplanationNode.of(text, List.of());
  }

  /**
   * {@return a line and the lines under it}
   *
   * @param text the line
   * @param children the lines under it, in order
   */
  public static ExplanationNode of(String text, List<ExplanationNode> children) {
    return ImmutableExplanationNode.of(text, children);
  }
}
