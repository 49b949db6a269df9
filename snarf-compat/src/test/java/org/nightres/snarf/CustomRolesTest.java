package org.nightres.snarf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.nightres.core.NightResolver;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.Outcome;
import org.nightres.lab.generate.RandomRules;
import org.nightres.lab.generate.TargetingPattern;
import org.nightres.nar.NarResolver;

/**
 * Roles are data for the order-based schemes too: nights of random roles (every component the
 * roles language reads, in random compositions) resolve under snarf and nar, deterministically,
 * and every output of an action comes in the order of its components.
 */
class CustomRolesTest {

  @Test
  void randomRolesResolveUnderSnarfAndNar() {
    NightResolver[] resolvers = {new SnarfResolver(), new NarResolver()};
    int outputs = 0;
    for (long seed = 1; seed <= 2000; seed++) {
      Night night = RandomRules.night(seed, 4 + (int) (seed % 10), TargetingPattern.UNIFORM);
      for (NightResolver r : resolvers) {
        Outcome o = r.resolve(night);
        assertEquals(o, r.resolve(night), r.scheme() + " seed " + seed);
        outputs += o.feedback().size() + o.notices().size();
      }
    }
    assertTrue(outputs > 2000, "the nights must give feedback and notices: " + outputs);
  }
}
