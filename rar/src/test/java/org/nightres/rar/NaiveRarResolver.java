package org.nightres.rar;

import org.nightres.core.NightResolver;
import org.nightres.core.Scheme;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.Outcome;

/**
 * The literal reference ({@link NaiveRarEvaluator}) behind the {@link NightResolver} contract,
 * for the benchmarks module: it enumerates dependency chains word for word, so it is exponential
 * and only for small nights. Published in this module's test-jar, never in the main artifact.
 */
public final class NaiveRarResolver implements NightResolver {
  private final long steps;

  /** A reference that may take practically unlimited work. */
  public NaiveRarResolver() {
    this(Long.MAX_VALUE);
  }

  /** A reference that gives up (with an exception) after {@code steps} evaluation steps. */
  public NaiveRarResolver(long steps) {
    this.steps = steps;
  }

  @Override
  public Scheme scheme() {
    return Scheme.RAR;
  }

  @Override
  public Outcome resolve(Night night) {
    return new NaiveRarEvaluator(night, steps).outcome();
  }
}
