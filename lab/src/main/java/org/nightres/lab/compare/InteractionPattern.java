package org.nightres.lab.compare;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.nightres.core.model.Night;
import org.nightres.core.plan.NightPlan;

/**
 * A way actions of one night interact, detected from the planned components of the night
 * ({@link NightPlan}), before any scheme resolves it. A scheme comparison breaks its
 * disagreement shares down by these patterns.
 *
 * <h2>Vocabulary</h2>
 *
 * Detection reads the <em>written</em> targets: a component <em>aims at</em> the players its
 * references bind to ({@code self} to the actor, a parameter to the written target; a trigger's
 * {@code subject} to nobody), except its own actor: an action aiming at its own actor (a
 * Bulletproof vest, a commute) is never an interaction by itself. Swaps and redirects are not applied first, so a pattern says what
 * the night is made of, not what happened in it. <em>Another</em> action is a different planned
 * action (a passive, such as a Bulletproof vest or a PGO trigger, is an action of its holder).
 * The block patterns use the <em>block graph</em>: an edge from player A to player B when an
 * action of A has a {@code Block} component aiming at B, B other than A (a {@code block}, a
 * {@code jail}, an {@code abduct}). Every definition below is exactly what {@link #detect}
 * checks; a night may show any number of patterns.
 *
 * <p>Detection is linear in the size of the night (plus the block graph's edges) and
 * deterministic; the enum order is the order of every report.
 */
public enum InteractionPattern {
  /** A blocks B who blocks C: block-graph edges A→B and B→C, A, B and C pairwise distinct. */
  BLOCK_CHAIN("block-chain",
      "block-graph edges A->B and B->C with A, B, C distinct (A blocks B who blocks C)"),
  /** A cycle of blocks, jails or abducts: the block graph has a directed cycle. */
  BLOCK_LOOP("block-loop",
      "the block graph has a directed cycle (A blocks B who jails A; A->B->C->A)"),
  /** A block (or jail, abduct) aims at a player who submitted a swap, a redirect or a deflect. */
  BLOCK_ON_MOVER("block-on-mover",
      "a Block aims at a player, other than its actor, who submitted a swap, a redirect or a "
          + "deflect"),
  /**
   * A block (or jail, abduct) aims at a player who submitted a stop or an abduct: an action
   * making someone else untargetable. SNARF resolves both at order [40], simultaneously.
   */
  BLOCK_ON_STOPPER("block-on-stopper",
      "a Block aims at a player, other than its actor, who submitted an action with an "
          + "Untargetable aimed at someone else (a stop, an abduct)"),
  /**
   * An information action aimed at its own actor's blocker: B tracks (investigates, watches,
   * detects) A while A blocks B. Under RAR the block is then part of what B observes, and Rule #4
   * ignores it as a counter to B's result.
   */
  INFO_ON_BLOCKER("info-on-blocker",
      "an action of B with a Result (track, watch, investigate, detect) aims at A, and an action "
          + "of A with a Block aims at B"),
  /** A redirect of a player who submitted an action that swaps and redirects can move. */
  REDIRECT("redirect",
      "a Redirect of player X, and X submitted a movable action"),
  /**
   * A swap of P and Q (or a deflect of what lands on P: a one-way swap), and another, movable
   * action aims a component at P or Q.
   */
  SWAP("swap",
      "a Swap of P and Q (or a Deflect holding P), and another movable action aims a component "
          + "at P or Q"),
  /** Two different swap actions share a player. */
  DOUBLE_SWAP("double-swap",
      "two different actions swap pairs that share a player"),
  /** A jail (block and protect in one action) on a player who acts or is aimed at by a kill. */
  JAIL("jail",
      "an action with a Block and a Protect aiming at the same player T (a jail), and T "
          + "submitted an action or another action's Kill aims at T"),
  /** A player with an on-visited trigger (PGO) is visited by another action. */
  TRIGGER("trigger",
      "a player holding a Trigger (PGO) is aimed at by a Visit of another action"),
  /** A protection (protect, jail, Bulletproof) and a kill aim at the same player. */
  PROTECT_VS_KILL("protect-vs-kill",
      "a Protect (a Doctor's, a jail's, a Bulletproof vest) and another action's Kill aim at "
          + "the same player"),
  /** A guard and a kill aim at the same player. */
  GUARD("guard",
      "a Guard and another action's Kill aim at the same player"),
  /** A recruit and a kill aim at the same player. */
  RECRUIT_AND_KILL("recruit-and-kill",
      "a Recruit and another action's Kill aim at the same player"),
  /**
   * A player made untargetable (commute, stop, abduct, hide, Ascetic) is aimed at by another
   * action's component that untargetability can stop: anything but a visit (for Ascetic, which
   * stops non-kills only: anything but a visit or a kill).
   */
  UNTARGETABLE("untargetable",
      "an Untargetable (commute, stop, abduct, hide, Ascetic) aims at player T and another "
          + "action aims a component other than a Visit at T (for Ascetic: other than a Visit "
          + "or a Kill)"),
  /** A hider hides behind a player who is aimed at by a kill, or is aimed at itself. */
  HIDE("hide",
      "an Absent (a Hider at X): another action's Kill aims at X, or another action aims a "
          + "component other than a Visit at the Hider");

  private final String id;
  private final String definition;

  InteractionPattern(String id, String definition) {
    this.id = id;
    this.definition = definition;
  }

  /** {@return the lower-case id used in reports, file names and JSON, e.g. {@code block-loop}} */
  public String id() {
    return id;
  }

  /** {@return the precise definition, one line, as the reports and the docs print it} */
  public String definition() {
    return definition;
  }

  /**
   * {@return the patterns the night shows, in enum order}
   *
   * @param night a valid night
   */
  public static Set<InteractionPattern> detect(Night night) {
    return detect(NightPlan.of(night));
  }

  /**
   * {@return the patterns the planned night shows, in enum order}
   *
   * @param plan the night's plan
   */
  public static Set<InteractionPattern> detect(NightPlan plan) {
    return fromMask(PatternDetector.detect(plan));
  }

  /**
   * {@return whether the night shows this pattern}
   *
   * @param night a valid night
   */
  public boolean presentIn(Night night) {
    return (PatternDetector.detect(NightPlan.of(night)) & bit()) != 0;
  }

  /** The bit of this pattern in a mask: {@code 1 << ordinal()}. */
  int bit() {
    return 1 << ordinal();
  }

  /** The patterns whose bits are set. */
  static Set<InteractionPattern> fromMask(int mask) {
    Set<InteractionPattern> out = EnumSet.noneOf(InteractionPattern.class);
    for (InteractionPattern p : values()) {
      if ((mask & p.bit()) != 0) {
        out.add(p);
      }
    }
    return Collections.unmodifiableSet(out);
  }

  /** The ids of the patterns whose bits are set, in enum order. */
  static List<String> ids(int mask) {
    List<String> out = new ArrayList<>();
    for (InteractionPattern p : values()) {
      if ((mask & p.bit()) != 0) {
        out.add(p.id);
      }
    }
    return out;
  }

  /**
   * {@return the pattern with this id, case-insensitively}
   *
   * @param id a pattern's id, e.g. {@code block-loop}; surrounding blanks are ignored
   */
  public static Optional<InteractionPattern> fromId(String id) {
    for (InteractionPattern p : values()) {
      if (p.id.equalsIgnoreCase(id.trim())) {
        return Optional.of(p);
      }
    }
    return Optional.empty();
  }
}
