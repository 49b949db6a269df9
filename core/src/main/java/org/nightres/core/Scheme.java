package org.nightres.core;

import java.util.Locale;
import java.util.Optional;

/** A night-action resolution scheme. Each has one {@link NightResolver} implementation. */
public enum Scheme {
  /** Reasonable Action Resolution: reasons and counter-reasons, loops broken by Rule #4. */
  RAR(false, false),
  /** Serial Night Action Resolution Framework: order values, same order simultaneous. */
  SNARF(false, true),
  /** Natural Action Resolution: modifying actions first, loops broken by a list and a tie rule. */
  NAR(false, false),
  /**
   * One action at a time in a fixed order (order values, then submission), each seeing what the
   * earlier ones did ({@code games.md} section 5): Mafia 1923, WWR's timings, Gorny's Method 1.
   */
  SEQUENTIAL(true, true);

  private final boolean inTurn;
  private final boolean byOrderValue;

  Scheme(boolean inTurn, boolean byOrderValue) {
    this.inTurn = inTurn;
    this.byOrderValue = byOrderValue;
  }

  /**
   * {@return whether it resolves one action at a time, each seeing what the earlier ones did
   * ({@code games.md} section 5), rather than the whole night together} If so, what happens
   * tonight has an order in time, which its outputs keep (a trigger's answers about the players
   * whose events set it off come in the order those happened; under the others, in declaration
   * order: docs/architecture.md, "Output order"), and it makes the night's random draws and
   * redraws as its actions resolve, so only its resolution says which it makes (under the others,
   * they are made up front, before resolving).
   */
  public boolean resolvesInTurn() {
    return inTurn;
  }

  /**
   * {@return whether what happens tonight happens by order value, one value after another (SNARF,
   * and sequential, which runs one action at a time within one), so that its announcements come
   * in that order ({@code games.md} section 8: "in the order the events happened"); rar and nar
   * have no order of events and keep the lines' order}
   */
  public boolean happensByOrderValue() {
    return byOrderValue;
  }

  /** {@return the lower-case name used in {@code .night} files, on the command line and in JSON} */
  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * {@return the scheme with this id, case-insensitively; empty if there is none}
   *
   * @param id a scheme's id, e.g. {@code rar}
   */
  public static Optional<Scheme> fromId(String id) {
    for (Scheme s : values()) {
      if (s.id().equalsIgnoreCase(id)) {
        return Optional.of(s);
      }
    }
    return Optional.empty();
  }
}
