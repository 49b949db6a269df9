/**
 * The Serial Night Action Resolution Framework (SNARF, {@code schemes.md} section 3).
 *
 * <p>Start with {@link org.nightres.snarf.SnarfResolver}, the only public type. Inside:
 * {@code OrderValueTable} gives every component of a planned action its order value;
 * {@code SnarfRun} is a scheduler over core's effect kernel ({@link
 * org.nightres.core.kernel.EffectKernel}): it processes the order values ascending, every batch
 * reading the committed {@link org.nightres.core.kernel.Board} and writing a staged one that is
 * committed after the batch, applies the batch's moves and fires triggers; the kernel applies
 * each component and settles the batch's kills. {@code StepLog} words the explanation. Everything is driven by the components of
 * {@link org.nightres.core.plan.NightPlan#actions()}, never by role names or verbs.
 *
 * <p>Package defaults: nothing is {@code null}; package-private types are confined to one
 * resolution and are not thread-safe.
 */
package org.nightres.snarf;
