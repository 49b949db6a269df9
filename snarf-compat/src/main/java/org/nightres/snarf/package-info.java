/**
 * The Serial Night Action Resolution Framework (SNARF, {@code schemes.md} section 3).
 *
 * <p>Start with {@link org.nightres.snarf.SnarfResolver}, the only public type. Inside:
 * {@code OrderValueTable} gives every component of a planned action its order value;
 * {@code SnarfRun} processes the order values ascending, every batch reading one snapshot of
 * the night's states ({@code NightStates}); {@code KillHit} and {@code StepLog} carry the kills
 * of a batch and the explanation. Everything is driven by the components of
 * {@link org.nightres.core.plan.NightPlan#actions()}, never by role names or verbs.
 *
 * <p>Package defaults: nothing is {@code null}; package-private types are confined to one
 * resolution and are not thread-safe.
 */
package org.nightres.snarf;
