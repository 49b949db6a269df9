package org.nightres.core.component;

import java.util.List;

/**
 * A number compared with a whole number as the roles language writes it: {@code =}, {@code >},
 * {@code <}, {@code >=}, {@code <=}. The one rule for premises' tallies ({@code living>5}), a
 * group's values ({@code group(hell).counter>0}) and attribute filters ({@code attr:count>=2}).
 */
final class Comparisons {
  /** The comparisons, as written. */
  static final List<String> OPS = List.of("=", ">", "<", ">=", "<=");

  private Comparisons() {}

  /** Whether {@code op} is one of {@link #OPS}. */
  static boolean isOp(String op) {
    return OPS.contains(op);
  }

  /** Whether {@code value op n} holds; {@code op} is one of {@link #OPS}. */
  static boolean holds(long value, String op, long n) {
    return switch (op) {
      case "=" -> value == n;
      case ">" -> value > n;
      case "<" -> value < n;
      case ">=" -> value >= n;
      case "<=" -> value <= n;
      default -> throw new IllegalArgumentException("bad comparison " + op);
    };
  }
}
