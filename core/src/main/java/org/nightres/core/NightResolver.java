package org.nightres.core;

import java.util.Optional;
import org.nightres.core.model.GameOptions;
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
 *       configured work budget is exceeded, and {@link IllegalArgumentException} for what the
 *       resolver refuses ({@link #unsupported}, {@link #unsupportedComponent}).
 * </ul>
 *
 * <p>A night carries the state it starts from ({@link Night#state()}): the dead and exiled
 * neither act nor are targeted, statuses hold, and the outcome carries the next state. An option
 * setting the scheme cannot honour is refused ({@link #unsupported}), and so is a component the
 * night's players may use that it cannot honour ({@link #unsupportedComponent}): never silently
 * ignored.
 */
public interface NightResolver {

  /** {@return the scheme this resolver implements} */
  Scheme scheme();

  /**
   * {@return the first option setting of {@code options} this resolver cannot honour, if any;
   * {@link #resolve} throws {@link IllegalArgumentException} on a night with it} Default: none.
   *
   * @param options the night's options
   */
  default Optional<UnsupportedOption> unsupported(GameOptions options) {
    return Optional.empty();
  }

  /**
   * {@return whether a status given tonight (a {@code status(...)} component without {@code
   * since=}) holds from the step that gives it to the end of the night, as the sequential scheme
   * applies end-of-night components at once ({@code games.md} section 5); if not, it holds from
   * the next night on (rar, snarf, nar), so one given for tonight only ({@code until=phase}) would
   * never hold and is refused ({@link #unsupportedComponent})} Default: false.
   */
  default boolean statusesHoldTonight() {
    return false;
  }

  /**
   * {@return the first component this resolver cannot honour that the night's living players may
   * use (their roles' abilities, passives and triggers, their modifiers, their factions'
   * abilities, the statuses they hold, and what all of these give or set off), if any; {@link
   * #resolve} throws {@link IllegalArgumentException} on a night with it} A rule set that only
   * defines such a component, for a role nobody living holds, is not refused. Default: a status
   * given for tonight only ({@link
   * org.nightres.core.component.StateChange#tonightOnlyUntil}), unless {@link
   * #statusesHoldTonight}; then such a status with {@code expire=} effects, which would be due
   * tonight at its order ({@code games.md} section 4) and are not built yet.
   *
   * @param night the night to resolve
   */
  default Optional<UnsupportedComponent> unsupportedComponent(Night night) {
    return Unsupported.tonightOnlyStatus(this, night);
  }

  /**
   * Resolves the night.
   *
   * @param night a validated night, not null
   * @return the outcome, never null
   * @throws ResolutionLimitException if the night exceeds the resolver's work budget
   * @throws IllegalArgumentException if the resolver refuses an option setting of the night
   *     ({@link #unsupported}) or a component its players may use ({@link #unsupportedComponent})
   */
  Outcome resolve(Night night);
}
