/**
 * Comparing schemes: {@link org.nightres.lab.compare.SchemeComparison} resolves nights under
 * every available scheme (engines come from {@link org.nightres.core.NightResolvers}, so core
 * depends on none of them) and lines the outcomes up — one night side by side
 * ({@link org.nightres.lab.compare.NightComparison}), or a
 * {@link org.nightres.lab.compare.Study} of many generated nights, in parallel, whose
 * {@link org.nightres.lab.compare.ComparisonReport} gives each pair of schemes' disagreement
 * share per {@link org.nightres.lab.compare.InteractionPattern} and the smallest disagreeing
 * nights, shrunk to 1-minimal ones ({@link org.nightres.lab.compare.MinimalNight}).
 * {@link org.nightres.lab.compare.ComparisonText} and
 * {@link org.nightres.lab.compare.ComparisonCsv} render them; {@code nightres compare} is the
 * command-line front end. See {@code docs/comparing-schemes.md}.
 *
 * <p>Everything is deterministic: the same nights give the same bytes, whatever the number of
 * threads.
 */
package org.nightres.lab.compare;
