package org.nightres.lab.generate;

import java.util.List;
import java.util.Optional;

/**
 * How the {@link NightGenerator} chooses targets. The first three shape the targets of a night
 * cast from a {@link Mix}; {@link #RING} and {@link #CLIQUE} are structural: they fix roles,
 * actions and the number of actors themselves and ignore the mix and the activity rate.
 */
public enum TargetingPattern {
  /** Every target uniform at random among the other players. */
  UNIFORM("uniform", "targets uniform at random among the other players"),
  /** Players fall into small groups (3 to 6) and target only within their group. */
  CLUSTERED("clustered", "players in small groups (3-6) that target only within the group"),
  /**
   * Players with interfering abilities (block, jail, redirect, swap, abduct, stop) form knots of
   * two or three that target each other (mutual blocks and jails, cyclic redirects and swaps);
   * everyone else mostly targets knot members.
   */
  ADVERSARIAL("adversarial",
      "knots of 2-3 players blocking, jailing, redirecting and swapping each other"),
  /**
   * {@code P1..Pk} each jail or roleblock the next, {@code Pk} the first, one action each, and a
   * Vigilante {@code V} shoots {@code P1}: exactly {@code k+1} players, {@code k >= 2}.
   */
  RING("ring", "P1..Pk each jail or roleblock the next (Pk the first), V shoots P1; k = players-1"),
  /**
   * {@code k} Jailkeepers {@code P1..Pk} each jail every other one (with
   * {@code option uses-per-ability unlimited}) and a Vigilante {@code V} shoots {@code P1}:
   * {@code k+1} players, {@code 2 <= k <= }{@value NightGenerator#MAX_CLIQUE}; the action count
   * grows as {@code k*k}.
   */
  CLIQUE("clique", "k Jailkeepers each jailing every other one, V shoots P1; k = players-1");

  private final String id;
  private final String description;

  TargetingPattern(String id, String description) {
    this.id = id;
    this.description = description;
  }

  /** {@return the lower-case id used on the command line, e.g. {@code adversarial}} */
  public String id() {
    return id;
  }

  /** {@return one line for help texts} */
  public String description() {
    return description;
  }

  /** {@return whether the pattern builds its own cast ({@link #RING}, {@link #CLIQUE})} */
  public boolean structural() {
    return this == RING || this == CLIQUE;
  }

  /**
   * {@return the pattern with this id, case-insensitively}
   *
   * @param id a pattern's id, e.g. {@code ring}
   */
  public static Optional<TargetingPattern> fromId(String id) {
    return CommandLineIds.find(values(), TargetingPattern::id, id);
  }

  /**
   * The pattern with this id.
   *
   * @param id a pattern's id, e.g. {@code ring}
   * @return the pattern
   * @throws IllegalArgumentException naming the valid ids if there is none
   */
  public static TargetingPattern parse(String id) {
    return fromId(id).orElseThrow(() -> new IllegalArgumentException(
        "unknown pattern '" + id + "'; expected one of: " + String.join(", ", ids())));
  }

  /** {@return every id, in declaration order} */
  public static List<String> ids() {
    return CommandLineIds.all(values(), TargetingPattern::id);
  }
}
