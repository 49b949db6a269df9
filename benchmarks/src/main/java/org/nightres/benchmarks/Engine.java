package org.nightres.benchmarks;

import org.nightres.core.NightResolver;
import org.nightres.rar.NaiveRarResolver;
import org.nightres.rar.RarResolver;
import org.nightres.snarf.SequentialResolver;
import org.nightres.snarf.SnarfResolver;

/** The engines a benchmark can run; {@code NAIVE_RAR} is the literal reference of the tests. */
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
  NAIVE_RAR {
    @Override
    NightResolver create() {
      return new NaiveRarResolver();
    }
  };

  abstract NightResolver create();
}
