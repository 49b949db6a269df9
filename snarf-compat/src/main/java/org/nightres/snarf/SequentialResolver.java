package org.nightres.snarf;

import com.google.common.base.Preconditions;
import org.nightres.core.NightResolver;
import org.nightres.core.Scheme;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.plan.NightPlan;
import org.nightres.core.plan.VestAccounting;
import org.nightres.core.random.Draws;
import org.nightres.core.random.RandomChoices;
import java.util.List;

/**
 * Resolves a night under the sequential scheme ({@code games.md} section 5): one action at a
 * time, by order value (the abilities' {@code [order n]}, SNARF's table otherwise), equal order
 * values in submission order; each action sees everything the earlier ones did. A blocked
 * action, or one whose actor is dead, does not happen; components follow the moves made so far
 * and fail on untargetable or dead players (a visit still happens, but not on the dead); kills
 * are settled as they land. The triggers an action's visits set off fire just before its
 * effects; death, defense, action and redirect triggers right after their cause. At the end the
 * information components are answered from everything that happened.
 *
 * <p><b>Options.</b> {@code deaths immediate} (the default: a kill takes effect at once, so
 * the dead act no more), {@code end-of-order} (once every action of its order value has run)
 * or {@code end-of-night}; {@code sequential.order table} (the default) or {@code submission}
 * (every line at one order value: the lines resolve in the order they are written, Gorny's
 * Method 1; passives keep their orders); {@code death-stops-actions later}, {@code
 * doctor-stops}, {@code recruit-fails-if-target-dies} as in the other schemes.
 *
 * <p><b>Explanation.</b> A step log, as SNARF's: one node per order value with one line per
 * action (or trigger firing) in the order they ran, then the end of the night.
 *
 * <p>Stateless and thread-safe; deterministic. A chain of death triggers deeper than {@value
 * org.nightres.core.kernel.EffectKernel#MAX_TRIGGER_DEPTH} throws {@link
 * org.nightres.core.ResolutionLimitException}; a {@code random} pin that names a player not
 * among the candidates when its choice is made, or that no choice uses, throws {@link
 * org.nightres.core.PinsNotHonoured}.
 */
public final class SequentialResolver implements NightResolver {

  /** A resolver; instances are interchangeable. */
  public SequentialResolver() {}

  @Override
  public Scheme scheme() {
    return Scheme.SEQUENTIAL;
  }

  @Override
  public Outcome resolve(Night night) {
    Preconditions.checkNotNull(night, "night");
    RandomChoices.Deferred deferred = RandomChoices.defer(night);
    SequentialRun run = new SequentialRun(NightPlan.undrawn(deferred.night()), deferred.draws());
    Outcome outcome = run.run();
    if (!deferred.draws().problems().isEmpty()) { // a pin the night's draws could not use
      throw new org.nightres.core.PinsNotHonoured(deferred.draws().problems());
    }
    // a part resolved again with its vests off chooses as this run chose
    return VestAccounting.account(deferred.night(), run::drawnNight, outcome, run.attacked(),
        this::resolveNight);
  }

  private Outcome resolveNight(Night drawn) {
    return new SequentialRun(NightPlan.undrawn(drawn), new Draws(drawn.drawSeed(), List.of()))
        .run();
  }
}
