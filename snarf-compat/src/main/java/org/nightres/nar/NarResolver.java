package org.nightres.nar;

import com.google.common.base.Preconditions;
import org.nightres.core.NightResolver;
import org.nightres.core.Scheme;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.plan.NightPlan;

/**
 * Natural Action Resolution ({@code schemes.md} section 4): "apply actions which modify other
 * actions before the actions they modify". Repeatedly resolves an action that nothing
 * unresolved might modify; when every remaining action might be modified by another (a loop),
 * resolves the first action of a loop nothing outside feeds into, by the fallback list ({@code
 * option nar.list}, default {@code wiki-2008}) and then the tie rule ({@code option nar.tie},
 * default {@code first-submitted}). The same list and tie rule settle NAR's ambiguities: two
 * free swaps or redirects that could move the same action.
 *
 * <p>Component-driven: an action's NAR category comes from its components (swap → Bus,
 * redirect → Redirect, block → Block, protect and guard → Protect, untargetable and absent →
 * Hide, kill → Kill, recruit → Recruit, result → Inspect, anything else → Miscellaneous; a
 * combined action takes the category listed first, so a jail ranks as Block), never from a
 * verb or role name, so a new role composed of existing components needs no change here. The
 * exact "might modify" rules are listed in the package documentation.
 *
 * <p>Rulings shared with the other engines ({@code docs/architecture.md}): passives are
 * unblockable, untrackable and never moved; movers' own components never move; a blocked
 * action has no component at all, visits included; untargetability stops the components
 * aimed at a player but not visits; kills never stop actions and are applied at the end of the
 * night; Strongman kills ignore protection and Bulletproof but not untargetability, guards or
 * absence; Macho ignores other players' protection and guards; {@code doctor-stops one} matches
 * each protection to one kill; a PGO's shot at a visitor is a triggered action, added before
 * the visiting action resolves.
 *
 * <p><b>Contract.</b> Stateless and thread-safe: one instance may resolve any number of nights
 * from any number of threads. Deterministic: the same night gives an equal outcome, explanation
 * included. Outcomes depend on submission order only through the tie rule. Work is polynomial
 * in the number of actions (the graph is rebuilt after each of at most actions + triggered
 * actions steps), so no {@link org.nightres.core.ResolutionLimitException} is thrown.
 *
 * <p><b>Not supported:</b> copy actions (the list's first entry; no component copies);
 * cross-night state; randomised tie-breaking (only {@code first-submitted} and {@code
 * last-submitted}); triggers on anything but being visited.
 */
public final class NarResolver implements NightResolver {

  /** A resolver; it holds no state, so one instance can be shared. */
  public NarResolver() {}

  @Override
  public Scheme scheme() {
    return Scheme.NAR;
  }

  /**
   * Resolves the night under NAR.
   *
   * @param night a validated night, not null
   * @return the outcome, with the resolution order as its explanation
   */
  @Override
  public Outcome resolve(Night night) {
    Preconditions.checkNotNull(night, "night");
    return new NarRun(NightPlan.of(night)).run();
  }

  @Override
  public String toString() {
    return "NarResolver";
  }
}
