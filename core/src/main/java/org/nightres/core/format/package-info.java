/**
 * The {@code .night} text format: {@link org.nightres.core.format.NightParser} reads and
 * validates it (never throwing; every problem a {@link org.nightres.core.format.Diagnostic} with
 * file, line and column), {@link org.nightres.core.format.NightWriter} writes one canonical
 * spelling of a {@link org.nightres.core.model.Night} (deterministic bytes, {@code \n} line
 * endings, every non-default option, players in declaration order, actions in submission order),
 * {@link org.nightres.core.format.OutcomeText} renders outcomes for moderators.
 */
package org.nightres.core.format;
