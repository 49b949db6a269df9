package org.nightres.snarf;

import org.nightres.core.NightResolver;
import org.nightres.core.testing.NightResolverContract;

/** The resolver contract, and every conformance case's SNARF expectation, for SnarfResolver. */
class SnarfResolverContractTest extends NightResolverContract {
  @Override
  protected NightResolver resolver() {
    return new SnarfResolver();
  }
}
