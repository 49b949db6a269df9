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

  /** A visit to {@code target} was made (and observed). */
  void visited(int target);

  /** The harm {@code c}, landing on {@code main}, failed: {@code by} protects its target. */
  void shielded(Component c, int main, Board.ProtectionState<S> by);

  /** {@code c}, landing on {@code main}, failed: {@code player} is untargetable ({@code by}). */
  void failed(Component c, int main, int player, UntargetableState<S> by);

  /** A block state was created. */
  void blocked(BlockState<S> state);

  /** An untargetability state was created. */
  void untargetable(UntargetableState<S> state);

  /** An absence was created. */
  void absent(AbsenceState<S> state);

  /** A protection was created. */
  void protectedBy(ProtectionState<S> state);

  /** A guard was created. */
  void guarded(GuardState<S> state);

  /** A disguise holds on its player from now on. */
  void disguised(Board.DisguiseState<S> state);

  /** A trigger was armed. */
  void armed(ArmedTrigger<S> trigger);

  /** Redirect {@code c}: the actions of {@code actorOf} go to {@code to}; the scheduler moves them. */
  void redirect(Component.Redirect c, int actorOf, int to);

  /** Swap {@code c} of {@code first} and {@code second}; the scheduler moves what lands there. */
  void swap(Component.Swap c, int first, int second);

  /**
   * Deflect {@code c}: movable components of other actions that land on {@code holder} and that
   * {@link Component.Deflect#reaches} go on to {@code to}; the scheduler moves them.
   */
  void deflect(Component.Deflect c, int holder, int to);

  /** A kill attempt landed; {@code hit} is decided when the settlement's mode says. */
  void killAimed(KillHit<S> hit);

  /** {@code target} will be recruited at the end of the night, unless a rule stops it. */
  void recruit(int target);

  /** {@code target} received fruit. */
  void fruit(int target);

  /** {@code target}'s state changes as {@code c} says (a status applied or cleared). */
  void change(int target, org.nightres.core.component.Component.Change c);

  /** {@code recipient} was told the fact {@code c} tells about player {@code about}. */
  void informed(int recipient, org.nightres.core.component.Component.Inform c, int about);

  /** {@code target} was told {@code c}'s message, or it was announced about him ({@code c}'s). */
  void notice(int target, org.nightres.core.component.Component.Notify c);

  /** An information component of {@code kind} landed on {@code target}; answered at the end. */
  void result(ResultKind kind, int target);
}
