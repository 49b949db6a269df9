package org.nightres.core.outcome;

import org.immutables.value.Value;
import org.nightres.core.internal.NightresStyle;

/**
 * What one player is told about one information action (or a received fruit).
 *
 * <p>{@code result} is exactly one of the strings of {@code night-format.md} section 5:
 * {@code guilty}, {@code innocent}, {@code positive}, {@code negative}, a {@code ", "}-joined
 * list of names, {@code nowhere}, {@code no visitors}, {@code received fruit} or
 * {@code no result} (the information action itself failed).
 */
@Value.Immutable
@NightresStyle
public abstract class Feedback {
  /** The information action itself failed (blocked, target untargetable): no answer. */
  public static final String NO_RESULT = "no result";
  /**
   * The fake answer of a block that leaves a stopped information action without any answer
   * ({@code block(X, feedback=nothing)}, Mafia 1923's Boss): no feedback entry at all.
   */
  public static final String NOTHING = "nothing";
  /** An alignment result: the target reads as not town (traits and sanity may turn it). */
  public static final String GUILTY = "guilty";
  /** An alignment result: the target reads as town. */
  public static final String INNOCENT = "innocent";
  /** A detection result: a kill was attempted on the target tonight. */
  public static final String POSITIVE = "positive";
  /** A detection result: no kill was attempted on the target tonight. */
  public static final String NEGATIVE = "negative";
  /** A kill-outcome result: the target died tonight. */
  public static final String SUCCESS = "success";
  /** A kill-outcome result: the target lives. */
  public static final String FAILURE = "failure";
  /** A tracking result: the target visited nobody. */
  public static final String NOWHERE = "nowhere";
  /** A watching result: nobody visited the target. */
  public static final String NO_VISITORS = "no visitors";
  /** The feedback of the receiver of fruit. */
  public static final String RECEIVED_FRUIT = "received fruit";
  /** A category, class or attribute result about a player who has none. */
  public static final String NONE = "none";

  /** {@return who receives it} */
  @Value.Parameter
  public abstract String player();

  /** {@return the verb of the action it reports on} */
  @Value.Parameter
  public abstract String ability();

  /**
   * {@return the action's written target (for fruit: the receiver); for an ability without
   * parameters, the player its random selector drew, or its actor when it draws nobody; empty
   * ({@code ""}) when it aims at random players and none was drawn (the action did not run, or had
   * no candidate): it was aimed at nobody, and JSON writes {@code null}}
   */
  @Value.Parameter
  public abstract String target();

  /**
   * {@return the player the ability actually landed on after swaps and redirects, whom the answer
   * is about: equal to {@link #target()} when nothing moved it, and when the result is {@link
   * #NO_RESULT} (a failed action is about nobody)} For fruit: the receiver. Empty when {@link
   * #target()} is.
   */
  @Value.Parameter
  public abstract String landed();

  /** {@return the answer: one of the constants above, a role, or a list of names} */
  @Value.Parameter
  public abstract String result();

  /**
   * {@return whether {@link #result()} is a text of the rules that words the answer rather than
   * the answer itself: a label's ({@code is:A="text"}, a WWR Evaluate's case) or a {@code
   * notify(self, feedback, "text")}'s (WWR's {@code Learn})} A message tells such a text as
   * written ({@link org.nightres.core.format.OutcomeText#message}), never as an answer ("Rex is
   * Nothing."). It words the entry and is no part of its equality: an entry with the same
   * fields is the same feedback, however its text came.
   */
  @Value.Default
  @Value.Auxiliary
  public boolean worded() {
    return false;
  }

  /**
   * {@return feedback on an ability that landed on its written target}
   *
   * @param player who receives it
   * @param ability the verb of the action
   * @param target the written target, also where it landed
   * @param result the answer
   */
  public static Feedback of(String player, String ability, String target, String result) {
    return of(player, ability, target, target, result);
  }

  /**
   * {@return feedback on an ability that landed on {@code landed} (its written target, or
   * elsewhere)}
   *
   * @param player who receives it
   * @param ability the verb of the action
   * @param target the written target
   * @param landed the player it landed on after swaps and redirects
   * @param result the answer, about {@code landed}
   */
  public static Feedback of(String player, String ability, String target, String landed,
      String result) {
    return ImmutableFeedback.of(player, ability, target, landed, result);
  }
}
