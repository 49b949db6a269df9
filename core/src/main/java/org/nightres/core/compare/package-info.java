/**
 * Comparing schemes: {@link org.nightres.core.compare.SchemeComparison} resolves nights under
 * every available scheme (engines come from {@link org.nightres.core.NightResolvers}, so core
 * depends on none of them) and lines the outcomes up — one night side by side
 * ({@link org.nightres.core.compare.NightComparison}), or a
 * {@link org.nightres.core.compare.Study} of many generated nights, in parallel, whose
 * {@link org.nightres.core.compare.ComparisonReport} gives each pair of schemes' disagreement
 * share per {@link org.nightres.core.compare.InteractionPattern} and the smallest disagreeing
 * nights, shrunk to 1-minimal ones ({@link org.nightres.core.compare.MinimalNight}).
 * {@link org.nightres.core.compare.ComparisonText} and
 * {@link org.nightres.core.compare.ComparisonCsv} render them; {@code nightres compare} is the
 * command-line front end. See {@code docs/comparing-schemes.md}.
 *
 * <p>Everything is deterministic: the same nights give the same bytes, whatever the number of
 * threads.
 */
package org.nightres.core.compare;
