package org.nightres.snarf;

import org.nightres.core.NightResolver;
import org.nightres.core.testing.NightResolverContract;

/** The resolver contract, and every conformance case's sequential expectation, if any. */
class SequentialResolverContractTest extends NightResolverContract {
  @Override
  protected NightResolver resolver() {
    return new SequentialResolver();
  }

  /** Equal order values resolve in submission order: the order of the lines is meaningful. */
  @Override
  protected boolean orderIndependent() {
    return false;
  }
}
