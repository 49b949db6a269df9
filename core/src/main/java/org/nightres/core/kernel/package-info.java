/**
 * The effect kernel of the order-based schemes: SNARF and NAR are schedulers (what runs when,
 * where components land) over it, and a component's meaning is written here once.
 *
 * <ul>
 *   <li>{@link org.nightres.core.kernel.EffectKernel} — start here: applies one component of one
 *       action (one application rule per component kind, a {@code Component.Visitor}), records
 *       results and recruitments, decides the end of the night;
 *   <li>{@link org.nightres.core.kernel.Board} — the per-player states performed components
 *       leave (blocks, untargetability, protections with uses, guards, absences, armed
 *       triggers); a scheduler may stage a batch and commit it;
 *   <li>{@link org.nightres.core.kernel.KillSettlement} — the one kill settlement (absence,
 *       guards, protections, {@code doctor-stops}, Macho, strong kills), at the end of the night
 *       or immediately;
 *   <li>{@link org.nightres.core.kernel.EffectListener} and
 *       {@link org.nightres.core.kernel.KillWording} — how a scheduler words what happened, so
 *       that each scheme keeps its own explanation text.
 * </ul>
 *
 * <p>Which defense stops which kill is not decided here but in {@link
 * org.nightres.core.plan.Defenses}, which RAR shares. Everything here is for engines, not
 * for users of the library; it is not thread-safe (one kernel per resolution) and
 * deterministic (application order everywhere, indices never iterated).
 */
package org.nightres.core.kernel;
