/**
 * Reasonable Action Resolution. The one public type is {@link org.nightres.rar.RarResolver};
 * everything else is package-private machinery, in the order it runs for each group of
 * independent parts of a night ({@code NightPlan.parts}):
 *
 * <ol>
 *   <li>{@code ReasonGraph} turns the components of a night's planned actions into the counter
 *       graph: reasons (sets of actions) and the reasons that counter them
 *       ({@code schemes.md} §2.9), with {@code RouteStep} tries for movable components;
 *   <li>{@code ClaimSet} asks the end-of-night questions (Rule #1) and maps answers to
 *       feedback;
 *   <li>{@code ChainEvaluator} decides each reason under Rule #4, memoised per strongly
 *       connected part of the graph and without recursion;
 *   <li>{@code ReasonTree} writes a bounded reason tree per question for people.
 * </ol>
 *
 * <p>All work is charged to a {@code WorkBudget}. Package defaults: nothing is {@code null}
 * unless documented; every type is confined to one resolution and not thread-safe, except
 * {@link org.nightres.rar.RarResolver}. See {@code docs/rar-algorithm.md}.
 */
package org.nightres.rar;
