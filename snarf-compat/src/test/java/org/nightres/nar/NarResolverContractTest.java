package org.nightres.nar;

import org.nightres.core.NightResolver;
import org.nightres.core.testing.NightResolverContract;

/** The contract every resolver keeps, with the conformance corpus's NAR expectations. */
class NarResolverContractTest extends NightResolverContract {
  private static final NarResolver RESOLVER = new NarResolver();

  @Override
  protected NightResolver resolver() {
    return RESOLVER;
  }

  /** NAR's tie rule makes submission order meaningful. */
  @Override
  protected boolean orderIndependent() {
    return false;
  }
}
