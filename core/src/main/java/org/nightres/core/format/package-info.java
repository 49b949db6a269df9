/**
 * The {@code .night} text format: {@link org.nightres.core.format.NightParser} reads and
 * validates it (never throwing; every problem a {@link org.nightres.core.format.Diagnostic} with
 * file, line and column), {@link org.nightres.core.format.OutcomeText} renders outcomes for
 * moderators.
 */
package org.nightres.core.format;
