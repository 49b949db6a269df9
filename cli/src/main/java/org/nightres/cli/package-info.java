/**
 * The {@code nightres} command line ({@code night-format.md} section 4), built with picocli.
 * Start at {@link org.nightres.cli.Main}. Engines are found through
 * {@link org.nightres.core.NightResolvers}.
 */
package org.nightres.cli;
