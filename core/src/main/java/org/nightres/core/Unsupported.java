package org.nightres.core;

import java.util.Optional;
import org.nightres.core.model.GameOptions;

/**
 * How resolvers refuse what they cannot honour ({@link NightResolver#unsupported}): plainly, never
 * by ignoring it. Stateless.
 */
public final class Unsupported {
  private Unsupported() {}

  /**
   * Throws if {@code resolver} cannot honour {@code options}.
   *
   * @param resolver the resolver asked
   * @param options the options of the night it is to resolve
   * @throws IllegalArgumentException with the resolver's reason
   */
  public static void check(NightResolver resolver, GameOptions options) {
    Optional<UnsupportedOption> refused = resolver.unsupported(options);
    if (refused.isPresent()) {
      throw new IllegalArgumentException(refused.get().reason());
    }
  }
}
