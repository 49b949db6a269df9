package org.nightres.core.component;

import com.google.common.base.Preconditions;

/**
 * A number a limit may scale with the living players ({@code seed-vocabulary.md} §4.5): a
 * constant {@code 3}, {@code ceil(living/20)} (Mafia 1923's kills) or {@code floor(living/5)}.
 *
 * @param op how {@code n} is read
 * @param n the constant, or the divisor of the living players, at least 1
 */
public record Count(Op op, int n) {

  /** How a count is computed. */
  public enum Op {
    /** {@code n} itself. */
    CONSTANT,
    /** The living players divided by {@code n}, rounded up. */
    CEIL,
    /** The living players divided by {@code n}, rounded down. */
    FLOOR
  }

  /**
   * A value of these parts, checked.
   *
   * @param op how {@code n} is read
   * @param n the constant, or the divisor of the living players, at least 1
   */
  public Count {
    Preconditions.checkNotNull(op);
    Preconditions.checkArgument(n >= (op == Op.CONSTANT ? 0 : 1), "bad count %s", n);
  }

  /**
   * {@return the constant {@code n}}
   *
   * @param n the count
   */
  public static Count of(int n) {
    return new Count(Op.CONSTANT, n);
  }

  /**
   * {@return its value in a night that starts with {@code living} living players}
   *
   * @param living how many are alive
   */
  public int value(int living) {
    return switch (op) {
      case CONSTANT -> n;
      case CEIL -> (living + n - 1) / n;
      case FLOOR -> living / n;
    };
  }

  /** As the roles language writes it: {@code 3}, {@code ceil(living/20)}. */
  @Override
  public String toString() {
    return switch (op) {
      case CONSTANT -> String.valueOf(n);
      case CEIL -> "ceil(living/" + n + ")";
      case FLOOR -> "floor(living/" + n + ")";
    };
  }
}
