package org.nightres.core.kernel;

import org.nightres.core.component.Component;
import org.nightres.core.component.ResultKind;
import org.nightres.core.kernel.Board.AbsenceState;
import org.nightres.core.kernel.Board.ArmedTrigger;
import org.nightres.core.kernel.Board.BlockState;
import org.nightres.core.kernel.Board.GuardState;
import org.nightres.core.kernel.Board.ProtectionState;
import org.nightres.core.kernel.Board.UntargetableState;

/**
 * What the {@link EffectKernel} reports while it applies one component: one event per outcome.
 * A scheduler words each event in its own explanation (SNARF's step log, NAR's tree), and does
 * the part that is its own: moving components on a redirect, a swap or a deflect. Every event is
 * reported after the kernel recorded its effect.
 *
 * @param <S> the scheduler's action type
 */
public interface EffectListener<S> {

  /**
   * Component {@code c} of a response does not land on player {@code target}, for the reason
   * {@code why} ({@link EffectKernel.Responder#unreached}: he is dead); it has no effect.
   *
   * @param c the component
   * @param target the player it was aimed at
   * @param why why it does not land, e.g. {@code M3 is dead}
   */
  void unreached(Component c, int target, String why);

  /**
   * A visit to {@code target} was made (and observed).
   *
   * @param target the visited player's index in the plan
   */
  void visited(int target);

  /**
   * The harm {@code c}, landing on {@code main}, failed: {@code by} protects its target.
   *
   * @param c the harming component
   * @param main the index in the plan of the player it landed on
   * @param by the protection that shielded him
   */
  void shielded(Component c, int main, Board.ProtectionState<S> by);

  /**
   * {@code c}, landing on {@code main}, failed: {@code player} is untargetable ({@code by}).
   *
   * @param c the failed component
   * @param main the index in the plan of the player it landed on
   * @param player the index in the plan of the untargetable player
   * @param by his untargetability
   */
  void failed(Component c, int main, int player, UntargetableState<S> by);

  /**
   * {@code c}, landing on {@code main}, failed: the visited trigger of {@code main} armed by
   * {@code by} cancels the action's visit there ({@link Component.Cancel}), and its actor is
   * told {@code answer}.
   *
   * @param c the cancelled component
   * @param main the index in the plan of the player it landed on, who cancels it
   * @param by the action (a passive, mostly) that armed the cancelling trigger
   * @param answer what the cancelled action's actor is told
   */
  void cancelled(Component c, int main, S by, String answer);

  /**
   * A block state was created.
   *
   * @param state the new block
   */
  void blocked(BlockState<S> state);

  /**
   * An untargetability state was created.
   *
   * @param state the new untargetability
   */
  void untargetable(UntargetableState<S> state);

  /**
   * An absence was created.
   *
   * @param state the new absence
   */
  void absent(AbsenceState<S> state);

  /**
   * A protection was created.
   *
   * @param state the new protection
   */
  void protectedBy(ProtectionState<S> state);

  /**
   * A guard was created.
   *
   * @param state the new guard
   */
  void guarded(GuardState<S> state);

  /**
   * A disguise holds on its player from now on.
   *
   * @param state the new disguise
   */
  void disguised(Board.DisguiseState<S> state);

  /**
   * A trigger was armed.
   *
   * @param trigger the armed trigger
   */
  void armed(ArmedTrigger<S> trigger);

  /**
   * Redirect {@code c}: the actions of {@code actorOf} go to {@code to}; the scheduler moves them.
   *
   * @param c the redirect component
   * @param actorOf the index in the plan of the player whose actions are redirected
   * @param to the index in the plan of the player they now go to
   */
  void redirect(Component.Redirect c, int actorOf, int to);

  /**
   * Swap {@code c} of {@code first} and {@code second}; the scheduler moves what lands there.
   *
   * @param c the swap component
   * @param first the index in the plan of one swapped player
   * @param second the index in the plan of the other
   */
  void swap(Component.Swap c, int first, int second);

  /**
   * Deflect {@code c}: movable components of other actions that land on {@code holder} and that
   * {@link Component.Deflect#reaches} go on to {@code to}; the scheduler moves them.
   *
   * @param c the deflect component
   * @param holder the index in the plan of the deflecting player
   * @param to the index in the plan of the player the components go on to
   */
  void deflect(Component.Deflect c, int holder, int to);

  /**
   * A kill attempt landed; {@code hit} is decided when the settlement's mode says.
   *
   * @param hit the kill's hit, perhaps undecided
   */
  void killAimed(KillHit<S> hit);

  /**
   * {@code target} will be recruited at the end of the night, unless a rule stops it.
   *
   * @param target the index in the plan of the player to recruit
   * @param atOnce whether he joins the recruiter's alignment now, for what later steps read of
   *     him ({@link EffectKernel#applyChangesAtOnce})
   */
  void recruit(int target, boolean atOnce);

  /**
   * {@code target} received fruit.
   *
   * @param target the index in the plan of the receiver
   */
  void fruit(int target);

  /**
   * {@code target}'s state changes as {@code c} says (a status applied or cleared).
   *
   * @param target the index in the plan of the changed player
   * @param c the change component
   */
  void change(int target, org.nightres.core.component.Component.Change c);

  /**
   * {@code recipient} was told the fact {@code c} tells about player {@code about}.
   *
   * @param recipient the index in the plan of the told player
   * @param c the inform component
   * @param about the index in the plan of the player the fact is about
   */
  void informed(int recipient, org.nightres.core.component.Component.Inform c, int about);

  /**
   * {@code target} was told {@code c}'s message, or it was announced about him ({@code c}'s).
   *
   * @param target the index in the plan of the told player, or of the one announced about
   * @param c the notify component
   */
  void notice(int target, org.nightres.core.component.Component.Notify c);

  /**
   * An information component of {@code kind} landed on {@code target}; answered at the end.
   *
   * @param kind the kind of result it will give
   * @param target the index in the plan of the player it landed on
   */
  void result(ResultKind kind, int target);
}
