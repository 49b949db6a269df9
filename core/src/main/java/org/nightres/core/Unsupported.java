package org.nightres.core;

import java.util.Optional;
import org.nightres.core.model.GameOption;
import org.nightres.core.model.GameOptions;

/**
 * The refusals resolvers share ({@link NightResolver#unsupported}): what a scheme cannot honour
 * yet, said plainly. Stateless.
 */
public final class Unsupported {
  private Unsupported() {}

  /**
   * {@code option death-stops-actions later} is not built yet for {@code scheme} (issue 11 left
   * it open): refused rather than ignored.
   */
  public static Optional<UnsupportedOption> deathStopsActions(GameOptions options, String scheme) {
    return options.deathStopsActions() == GameOptions.DeathStopsActions.NEVER ? Optional.empty()
        : Optional.of(new UnsupportedOption(GameOption.DEATH_STOPS_ACTIONS, scheme + " does not "
            + "support `option death-stops-actions later` yet; use `never` (the default)"));
  }

  /**
   * Throws if {@code resolver} cannot honour {@code options}.
   *
   * @throws IllegalArgumentException with the resolver's reason
   */
  public static void check(NightResolver resolver, GameOptions options) {
    Optional<UnsupportedOption> refused = resolver.unsupported(options);
    if (refused.isPresent()) {
      throw new IllegalArgumentException(refused.get().reason());
    }
  }
}
