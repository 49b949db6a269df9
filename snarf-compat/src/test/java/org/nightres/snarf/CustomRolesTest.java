package org.nightres.snarf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nightres.core.NightResolver;
import org.nightres.core.format.RuleSets;
import org.nightres.core.format.RulesParser;
import org.nightres.core.format.RulesResult;
import org.nightres.core.generate.GeneratorConfig;
import org.nightres.core.generate.Mix;
import org.nightres.core.generate.NightGenerator;
import org.nightres.core.generate.RandomRules;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.Outcome;
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
      RulesResult read = RulesParser.parse("random.roles", RandomRules.text(seed, 4, 2),
          RuleSets.standard(), p -> Optional.empty());
      assertTrue(read.ok(), read::renderDiagnostics);
      Mix mix = Mix.parse("Ra=15%,Rb=15%,Rc=15%,Rd=15%,Vigilante=1,Doctor=1,mafia=25%,Ma=20%,"
          + "Mb=20%", read.catalogue().orElseThrow());
      Night night = NightGenerator.generate(GeneratorConfig.builder()
          .players(4 + (int) (seed % 10)).seed(seed).mix(mix).build());
      for (NightResolver r : resolvers) {
        Outcome o = r.resolve(night);
        assertEquals(o, r.resolve(night), r.scheme() + " seed " + seed);
        outputs += o.feedback().size() + o.notices().size();
      }
    }
    assertTrue(outputs > 2000, "the nights must give feedback and notices: " + outputs);
  }
}
