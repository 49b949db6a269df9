package org.nightres.core.model;

import java.util.OptionalInt;
import org.immutables.value.Value;
import org.nightres.core.internal.NightresStyle;

/**
 * The game settings of {@code night-format.md} section 3. Every default is the one the spec
 * names first; {@link GameOption} maps the textual {@code option} lines onto these fields.
 */
@Value.Immutable
@NightresStyle
public abstract class GameOptions {
  private static final GameOptions DEFAULTS = builder().build();

  /** One protection stops every kill on its target ({@code all}), or cancels one ({@code one}). */
  public enum DoctorStops {
    /** A protection stops every kill on its target. */
    ALL,
    /** A protection cancels one kill. */
    ONE
  }

  /** SNARF Jailkeeper: block [40] and protect [60], or the whole action at [40]. */
  public enum SnarfJail {
    /** The jail blocks at [40] and protects at [60]. */
    SPLIT,
    /** The whole jail acts at [40]. */
    WHOLE
  }

  /** SNARF: two same-order effects that move one action to different places. */
  public enum SimultaneousConflict {
    /** Both moves fail. */
    BOTH_FAIL,
    /** Each move applies as if alone: the last-submitted mover wins. */
    INDEPENDENT
  }

  /** NAR's loop-breaking list. */
  public enum NarList {
    /** The list of the 2008 wiki page. */
    WIKI_2008,
    /** Xylbot's draft list. */
    XYLBOT_DRAFT,
    /** Redirections first. */
    REDIRECT_FIRST
  }

  /** NAR's tie rule. */
  public enum NarTie {
    /** Of equally ranked actions, the one submitted first goes first. */
    FIRST_SUBMITTED,
    /** Of equally ranked actions, the one submitted last goes first. */
    LAST_SUBMITTED
  }

  /** Whether a player killed during the night loses his later actions ({@code games.md} 4.1). */
  public enum DeathStopsActions {
    /** Killing does not stop actions (RAR's ruling). */
    NEVER,
    /** A player killed at order value o loses his own actions of order value above o. */
    LATER
  }

  /**
   * When a kill takes effect under the sequential scheme ({@code games.md} section 5): at once,
   * once every action of its order value has run, or after the last action of the night.
   */
  public enum Deaths {
    /** A kill takes effect at once. */
    IMMEDIATE,
    /** Once every action of its order value has run. */
    END_OF_ORDER,
    /** After the last action of the night. */
    END_OF_NIGHT
  }

  /**
   * The order of the sequential scheme: the order values of the abilities (SNARF's table for the
   * standard catalogue), or the order the lines are written in (Gorny's Method 1).
   */
  public enum SequentialOrder {
    /** The abilities' order values, then submission order. */
    TABLE,
    /** The order the lines are written in. */
    SUBMISSION
  }

  /**
   * Which kills of a player set off his own {@code death} and {@code killed} triggers when
   * several kill him in one night ({@code seed-vocabulary.md} section 4.3).
   */
  public enum RevengeTargets {
    /** Each kill that kills him: a revenge hits every attacker whose kill holds. */
    ALL,
    /**
     * The first of them in the night's order (order value, then sub-order, then submission
     * order): the trigger fires once, its attacker that kill's (WWR's killing order: "no
     * abilities would be triggered multiple times").
     */
    FIRST_SUBMITTED
  }

  /** {@return every option at its default} */
  public static GameOptions defaults() {
    return DEFAULTS;
  }

  /** {@return the {@code doctor-stops} option} Default {@code all}. */
  @Value.Default
  public DoctorStops doctorStops() {
    return DoctorStops.ALL;
  }

  /** {@return whether a written self-target is allowed (RAR's default ruling forbids it)} */
  @Value.Default
  public boolean selfTargetAllowed() {
    return false;
  }

  /** {@return actions one player may submit in a night; empty = unlimited} */
  public abstract OptionalInt actionsPerPlayer();

  /** {@return how often one player may use one ability in a night; empty = unlimited} Default 1. */
  @Value.Default
  public OptionalInt usesPerAbility() {
    return OptionalInt.of(1);
  }

  /** {@return factional kills per faction per night} */
  @Value.Default
  public int factionalKills() {
    return 1;
  }

  /**
   * {@return the RAR-recommended recruiter wording: recruitment fails on players who die that
   * night}
   */
  @Value.Default
  public boolean recruitFailsIfTargetDies() {
    return false;
  }

  /** {@return the {@code snarf.jail} option} Default {@code split}. */
  @Value.Default
  public SnarfJail snarfJail() {
    return SnarfJail.SPLIT;
  }

  /** {@return the {@code snarf.simultaneous-conflict} option} Default {@code both-fail}. */
  @Value.Default
  public SimultaneousConflict snarfSimultaneousConflict() {
    return SimultaneousConflict.BOTH_FAIL;
  }

  /** {@return the {@code nar.list} option} Default {@code wiki-2008}. */
  @Value.Default
  public NarList narList() {
    return NarList.WIKI_2008;
  }

  /** {@return the {@code nar.tie} option} Default {@code first-submitted}. */
  @Value.Default
  public NarTie narTie() {
    return NarTie.FIRST_SUBMITTED;
  }

  /**
   * {@return {@code never} (RAR's ruling: killing does not stop actions) or {@code later}: a player
   * killed at order value o loses his own actions of order value greater than o}
   */
  @Value.Default
  public DeathStopsActions deathStopsActions() {
    return DeathStopsActions.NEVER;
  }

  /** {@return under the sequential scheme, when a kill takes effect} */
  @Value.Default
  public Deaths deaths() {
    return Deaths.IMMEDIATE;
  }

  /** {@return under the sequential scheme, the order of the actions} */
  @Value.Default
  public SequentialOrder sequentialOrder() {
    return SequentialOrder.TABLE;
  }

  /**
   * {@return whether players dead at the end of the night receive their feedback and notices
   * ({@code false}: Mafia 1923's "Dead players do not receive any emails"; announcements are
   * public)}
   */
  @Value.Default
  public boolean feedbackToDead() {
    return true;
  }

  /** {@return the {@code revenge-targets} option} Default {@code all}. */
  @Value.Default
  public RevengeTargets revengeTargets() {
    return RevengeTargets.ALL;
  }

  /** {@return a builder} */
  public static ImmutableGameOptions.Builder builder() {
    return ImmutableGameOptions.builder();
  }
}
