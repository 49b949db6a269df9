/**
 * The {@code .night} text format of {@code night-format.md}: reading it
 * ({@code NightParser}) and writing it ({@link org.nightres.core.format.NightWriter}).
 *
 * <p>The writer emits one canonical spelling of a {@link org.nightres.core.model.Night}:
 * deterministic bytes, {@code \n} line endings, every option that differs from the defaults,
 * players in declaration order and actions in submission order.
 */
package org.nightres.core.format;
