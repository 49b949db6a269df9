package org.nightres.benchmarks;

import org.nightres.core.NightResolver;
import org.nightres.nar.NarResolver;
import org.nightres.rar.NaiveRarResolver;
import org.nightres.rar.RarResolver;
import org.nightres.snarf.SequentialResolver;
import org.nightres.snarf.SnarfResolver;

/**
 * The engines a benchmark can run; {@code NAIVE_RAR} is the literal reference of the tests.
 * {@code NAR} (whose loops each take a pass over the unresolved actions, so that it grows a
 * little faster than the night) is asked for by name ({@code -p engine=NAR}), in no
 * benchmark's default list; as {@code RAR},
 * without the work budget a server would set.
 */
public enum Engine {
  RAR {
    @Override
    NightResolver create() {
      return RarResolver.withBudget(Long.MAX_VALUE);
    }
  },
  SNARF {
    @Override
    NightResolver create() {
      return new SnarfResolver();
    }
  },
  SEQUENTIAL {
    @Override
    NightResolver create() {
      return new SequentialResolver();
    }
  },
  NAR {
    @Override
    NightResolver create() {
      return new NarResolver(Integer.MAX_VALUE);
    }
  },
  NAIVE_RAR {
    @Override
    NightResolver create() {
      return new NaiveRarResolver();
    }
  };

  abstract NightResolver create();
}
