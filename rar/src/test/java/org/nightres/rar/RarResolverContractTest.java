package org.nightres.rar;

import org.nightres.core.NightResolver;
import org.nightres.core.testing.NightResolverContract;

/** The resolver contract, and every conformance case's RAR expectation, for RarResolver. */
class RarResolverContractTest extends NightResolverContract {
  @Override
  protected NightResolver resolver() {
    return new RarResolver();
  }
}
