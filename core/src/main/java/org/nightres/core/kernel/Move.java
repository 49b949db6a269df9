package org.nightres.core.kernel;

import com.google.common.base.Preconditions;
import java.util.function.Predicate;
import org.nightres.core.plan.PlannedAction;

/**
 * A performed redirect, swap or deflect, as the order-based schedulers keep it: made by
 * component {@code index} of {@code mover}; {@code reaches} says which actions its filters let
 * it move ({@code only=}, {@code from=}, ...). Where it carries a component is written once,
 * here ({@link #destination}); when a move applies is the scheduler's (SNARF: to the components
 * of later orders, once its batch is done; sequential: to every later action, in turn).
 *
 * @param mover the action that made the move
 * @param index the index of its move component
 * @param kind which components it can carry from where
 * @param first the first player: the swapped one, the redirected actor, the deflect's holder
 * @param second the second player: the other swapped one, the destination
 * @param reaches the actions it may move
 */
public record Move(PlannedAction mover, int index, Kind kind, int first, int second,
    Predicate<PlannedAction> reaches) {

  /** What a move is: which components it can carry from where. */
  public enum Kind {
    /** Every component at {@code first} to {@code second} and back. */
    SWAP,
    /** The components of {@code first}'s actions, wherever they stand, to {@code second}. */
    REDIRECT,
    /** Every component at {@code first} (the holder) to {@code second}, one way. */
    DEFLECT
  }

  /**
   * A value of these parts, checked.
   *
   * @param mover the action that made the move
   * @param index the index of its move component
   * @param kind which components it can carry from where
   * @param first the first player: the swapped one, the redirected actor, the deflect's holder
   * @param second the second player: the other swapped one, the destination
   * @param reaches the actions it may move
   */
  public Move {
    Preconditions.checkNotNull(mover);
    Preconditions.checkNotNull(kind);
    Preconditions.checkNotNull(reaches);
  }

  /**
   * {@return where this move carries a component of {@code owner} standing on {@code at}, or -1}
   *
   * @param at the index in the plan of the player the component stands on
   * @param owner the action the component belongs to
   */
  public int destination(int at, PlannedAction owner) {
    if (!reaches.test(owner)) {
      return -1;
    }
    return switch (kind) {
      case SWAP -> at == first ? second : at == second ? first : -1;
      case REDIRECT -> owner.actor() == first ? second : -1;
      case DEFLECT -> at == first && second != first ? second : -1; // a hop changes place
    };
  }
}
