/**
 * Support for engine authors: {@link org.nightres.core.plan.NightPlan} binds a night's actions
 * and passives to player indices with every scheme-relevant flag derived once, and
 * {@link org.nightres.core.plan.OutcomeBuilder} assembles outcomes in the documented order.
 * Game servers do not need this package.
 */
package org.nightres.core.plan;
