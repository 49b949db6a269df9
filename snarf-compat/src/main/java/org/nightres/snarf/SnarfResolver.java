package org.nightres.snarf;

import com.google.common.base.Preconditions;
import org.nightres.core.NightResolver;
import org.nightres.core.Scheme;
import org.nightres.core.Unsupported;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.plan.ModifierAccounting;
import org.nightres.core.plan.NightPlan;

/**
 * Resolves a night under the Serial Night Action Resolution Framework ({@code schemes.md}
 * section 3): every component of every action has an order value; order values are resolved
 * from lowest to highest; components of the same order read the same snapshot of the night's
 * states and do not influence each other; states last until the end of the night; deaths happen
 * at the end of the night.
 *
 * <p><b>Component-driven.</b> The resolver sees only the components of
 * {@link NightPlan#actions()} and the flags {@link org.nightres.core.plan.PlannedAction} derives
 * (blockable, trackable, movable, passive, tags); it never looks at role names or verbs, so a
 * role composed of existing components resolves without a change here.
 *
 * <p><b>Order values.</b> Redirect, swap and deflect [20]; block, untargetable and absent [40];
 * protect, guard and the arming of an on-visited trigger [60]; kill [80]; recruit, fruit, notify
 * and visit-only actions [90]; results [100]; trigger responses (the PGO shot) [190]; passives [0].
 * An ability's {@code orderValue()} and, above it, a written {@code [n]} set the order of the
 * whole action; with {@code snarf.jail whole} an action combining a block and a protection
 * resolves wholly at its lowest order. Visits happen at the action's first order.
 *
 * <p><b>Options.</b> {@code doctor-stops}, {@code recruit-fails-if-target-dies}, {@code
 * snarf.jail} and {@code snarf.simultaneous-conflict} are honoured. Under {@code
 * snarf.simultaneous-conflict independent}, when same-order moves carry one component to
 * different players, the move of the last-submitted mover wins (SNARF's "newest wins").
 *
 * <p><b>Rulings where the sources are silent</b> (each has a test):
 *
 * <ul>
 *   <li>Untargetability never stops visits, nor an actor's own {@code self} components (a
 *       Commuter's commute, a Hider's own untargetability); it stops components landing on the
 *       player through a written target or a trigger's subject, including information results
 *       ({@code no result}).
 *   <li>A redirect sets the target of the redirected player's movable components to its
 *       destination, whatever earlier moves did; a swap moves whatever stands on either player.
 *   <li>A guard takes every normal kill landing on its target (a guard is a protection: STRONG
 *       kills pass it, as they pass every protection) unless the target is
 *       Macho; two guards both take it. The guard's hit, and the hit on a player absent at a
 *       kill's target ({@code absent}, Hider, Hooker), are separate kills subject only to that
 *       player's protections and Bulletproof (not to untargetability, absence or guards: not
 *       recursive). A kill that cannot land on its target (untargetable) hits nobody absent there.
 *   <li>{@code doctor-stops one} applies to every protection of a submitted action (a jail's
 *       included: components cannot tell a Doctor from a Jailkeeper); passive protection
 *       (Bulletproof) stops any number of kills. A protection spent at one order stays spent.
 *   <li>An on-visited trigger (PGO) is armed at [0] as a passive, or at [60] in a submitted
 *       action; it fires once per trigger and visitor (not per visit), for every performed visit
 *       of the night that landed on its holder, Ninja visits included, and the holder's own
 *       visits too (an action of the holder moved onto himself: "every player whose action
 *       visits this player dies" excludes no one, as in RAR's §2.9). Its
 *       responses land on the visitor, are never moved or blocked, and do not trigger anything.
 *   <li>Recruitment is an end-of-night effect: investigations that night still see the old
 *       alignment.
 *   <li>A Detective's {@code positive} means the target performed an action with a kill
 *       component that was not blocked, whatever became of the kill.
 * </ul>
 *
 * <p><b>Explanation.</b> The outcome's explanation is the SNARF step log: one node per order
 * value that has anything (e.g. {@code [40] blocking/commuting}) with one line per action, then
 * an end-of-night node with deaths, recruitments and results.
 *
 * <p><b>Threading and determinism.</b> Stateless and thread-safe: every call works on its own
 * objects. The same night gives an equal outcome, explanation included. With the default options
 * deaths, recruitments and results do not depend on player declaration order or action
 * submission order; only the {@code independent} conflict rule uses submission order.
 *
 * <p>Work grows polynomially with the night (components times moves, triggers times visits),
 * so there is no work budget and {@link org.nightres.core.ResolutionLimitException} is never
 * thrown.
 *
 * <p>Not supported: nights with cross-night state (see {@link NightResolver}); contradictory
 * non-simultaneous states other than those listed above (no component kind can create one yet).
 */
public final class SnarfResolver implements NightResolver {

  /** A resolver; instances are interchangeable. */
  public SnarfResolver() {}

  @Override
  public Scheme scheme() {
    return Scheme.SNARF;
  }

  @Override
  public Outcome resolve(Night night) {
    Preconditions.checkNotNull(night, "night");
    Unsupported.check(this, night);
    SnarfRun run = new SnarfRun(NightPlan.of(night));
    Outcome outcome = run.run();
    return ModifierAccounting.accountWithVests(night, night::fixed, outcome, run.attacked(),
        this::resolveNight);
  }

  private Outcome resolveNight(Night night) {
    return new SnarfRun(NightPlan.of(night)).run();
  }
}
