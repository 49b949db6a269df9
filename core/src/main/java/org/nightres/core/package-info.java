/**
 * The contract of nightres: {@link org.nightres.core.NightResolver} turns a
 * {@link org.nightres.core.model.Night} into an {@link org.nightres.core.outcome.Outcome} under
 * one {@link org.nightres.core.Scheme}. Engines live in their own modules ({@code rar},
 * {@code snarf-compat}) and see each other only through this module.
 *
 * <p>Start with {@link org.nightres.core.format.NightParser} to read a {@code .night} file, or
 * build a {@link org.nightres.core.model.Night} directly. Everything here rejects {@code null}.
 */
package org.nightres.core;
