package org.nightres.core.format;

import org.nightres.core.NightResolver;
import org.nightres.core.Scheme;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.Announcement;
import org.nightres.core.outcome.Outcome;

/** A resolver for parser tests: nothing happens, the state only moves on one night. */
final class NoDeaths implements NightResolver {
  @Override
  public Scheme scheme() {
    return Scheme.RAR;
  }

  @Override
  public Outcome resolve(Night night) {
    return Outcome.builder().scheme(Scheme.RAR).night(night.number())
        .nextState(night.state().atNight(night.number() + 1))
        .announcements(java.util.List.<Announcement>of()).build();
  }
}
