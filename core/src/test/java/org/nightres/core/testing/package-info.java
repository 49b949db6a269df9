/**
 * Shared test fixtures, published in core's test-jar: the conformance corpus
 * ({@link org.nightres.core.testing.ConformanceCase}) and the contract every resolver runs
 * ({@link org.nightres.core.testing.NightResolverContract}).
 */
package org.nightres.core.testing;
