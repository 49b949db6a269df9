package org.nightres.core;

import org.nightres.core.model.Night;
import org.nightres.core.outcome.Outcome;

/**
 * Resolves one night under one scheme: an immutable {@link Night} in, an immutable
 * {@link Outcome} out.
 *
 * <p>Contract for every implementation:
 *
 * <ul>
 *   <li><b>Stateless and thread-safe.</b> One instance may resolve any number of nights from any
 *       number of threads at once.
 *   <li><b>Deterministic.</b> The same night gives an equal outcome, byte for byte once rendered.
 *       Outcomes do not depend on the order of {@code player} declarations or of actions, except
 *       where the scheme itself makes submission order meaningful (NAR's tie rule) and in the
 *       documented order of output lists (deaths in declaration order, feedback in submission
 *       order).
 *   <li><b>Total on valid nights.</b> A night built by the parser or passing {@link Night}'s
 *       checks never causes an exception, except {@link ResolutionLimitException} when a
 *       configured work budget is exceeded.
 * </ul>
 *
 * <p>Not supported: nights with cross-night state (dead players, statuses); every declared player
 * is alive at the start of the night.
 */
public interface NightResolver {

  /** The scheme this resolver implements. */
  Scheme scheme();

  /**
   * Resolves the night.
   *
   * @param night a validated night, not null
   * @return the outcome, never null
   * @throws ResolutionLimitException if the night exceeds the resolver's work budget
   */
  Outcome resolve(Night night);
}
