/**
 * Natural Action Resolution (NAR, {@code schemes.md} section 4).
 *
 * <p>Start with {@link org.nightres.nar.NarResolver}, the only public type. Inside: {@code
 * NarRun} runs one resolution: it keeps a {@code MightModifyGraph} of the unresolved actions
 * ({@code NarAction} nodes) up to date from step to step, resolves a free action or breaks a loop with the
 * {@code PriorityList} of {@code option nar.list} and the tie rule of {@code option nar.tie},
 * and applies each action through core's effect kernel ({@link
 * org.nightres.core.kernel.EffectKernel}), which records states on its board as they happen and
 * settles the kills at the end of the night; {@code StrongComponents} finds the loops. Everything is driven by the components of
 * {@link org.nightres.core.plan.NightPlan#actions()}, never by role names or verbs.
 *
 * <h2>The algorithm</h2>
 *
 * <ol>
 *   <li>Unresolved: every submitted action and every passive; triggered actions join when set
 *       off.
 *   <li>Build the "might modify" graph from the current state (rules below). The graph of the
 *       last step serves again once the action resolved (or withdrawn) is taken out with its
 *       edges, the actions a new block reaches are doomed (they lose theirs), and when a mover
 *       leaves or moves actions, the actions whose could-land sets change get them and their
 *       edges anew: the same graph as one built anew, since relations only disappear (below).
 *       A move made by a response, or a triggered action added, makes a new one. {@code
 *       NarLiteralTest} checks that both give the same outcome, explanation included.
 *   <li>If some actions are free (no unresolved predecessor): resolve a passive if one is left
 *       (passives are free from the start and never modified; taking them first, as SNARF's
 *       order 0 does, keeps their declaration order from deciding anything), else a free
 *       triggered action, else the free action first by (list rank, tie rule). Free actions are
 *       independent except for movers that could move the same action (NAR's "ambiguity"): the
 *       same order settles them, and the explanation says so.
 *   <li>Otherwise take the source strongly-connected components (loops nothing outside might
 *       modify) and resolve their action first by (list rank, tie rule).
 *   <li>Before an unblocked action's visits are made, every armed on-visited trigger they set
 *       off (once per trigger and visitor) is added as a new unblockable, unmovable,
 *       untrackable action, and the search starts again.
 *   <li>Repeat until nothing is unresolved; then settle kills, recruitments and results.
 * </ol>
 *
 * <h2>"Might modify" (edge) rules</h2>
 *
 * <p>A component <i>could land on</i> its current target and, if it is movable, on every player
 * an unresolved, live swap or redirect could still carry it to (closure under every such move;
 * a redirect of X to Y adds Y to the sets of X's movable components, a swap P Q links P and
 * Q). Because the closure already counts every pending move, relations only disappear as movers
 * resolve ({@code test_real_targets_used} of calder/mafia); triggered actions are the only new
 * nodes. An action is <i>doomed</i> when a block state on its blockable actor already reaches
 * it; doomed actions have no edges. Edges a → b, for a and b unresolved and not doomed, a ≠ b,
 * and b not the action whose visit set a off, one rule per component kind of a, where A is the
 * set of players that component of a could land on:
 *
 * <ul>
 *   <li>block: b is blockable, b's actor is in A, and the block's exceptions do not cover b's
 *       tags;
 *   <li>protect: b has a normal (not Strongman) kill that the protection covers and that could
 *       land in A;
 *   <li>guard: b has a kill that could land in A;
 *   <li>untargetable: b has a component aimed into A (its could-land set meets A; visits and b's
 *       own {@code self} components excepted; a swap is aimed at both its players, a redirect at
 *       the redirected player; kills only if the untargetability is not non-kills-only);
 *   <li>absent(H at X): b has a kill of an absent class that could land in A or on H;
 *   <li>redirect X to Y: b is X's and has a movable component (movers, passives and triggered
 *       actions never move);
 *   <li>swap P Q: b has a movable component that could land on P or Q;
 *   <li>trigger watching H (its holder, a's actor; an on-visited trigger about a stored
 *       target, {@code visited(stored(k))}, which planning binds to one of a's parameters: that
 *       player): b is another player's untriggered action with a visit that could land on H
 *       (the trigger may answer it);
 *   <li>kill, recruit, fruit, notify, visit and result components modify nothing (kills never
 *       stop actions);
 *   <li>observation: an information action b (one with a result) depends on an action a
 *       without a result that it observes: for a track result aimed into R, a trackable action
 *       with a visit whose actor is in R; for a watch result, another player's trackable action
 *       with a visit that could land in R; for a detect result, an untriggered kill action whose
 *       actor is in R. Information actions never observe each other, so mutual tracking forms no
 *       loop; results are computed from the visits made anyway, so these edges only order the
 *       explanation.
 * </ul>
 *
 * <h2>Decisions where the sources are silent</h2>
 *
 * <ul>
 *   <li>Visits do not give an action its category unless it does nothing else (a Cop ranks as
 *       Inspect, not Miscellaneous).
 *   <li>A redirect sets the current target of its victim's unresolved movable components to Y,
 *       wherever earlier moves had put them; a swap exchanges components currently on P or Q.
 *       Already-resolved actions are never moved.
 *   <li>Ties: submitted actions by submission order (first or last), then passives and
 *       triggered actions in plan order.
 *   <li>When several loops are stuck at once, the first action by (rank, tie) among all their
 *       members goes first.
 *   <li>Kills are recorded when they resolve and decided at the end of the night against all
 *       states (the kernel's {@link org.nightres.core.kernel.KillSettlement}); for {@code doctor-stops one} protections are matched
 *       to kills over the whole night.
 *   <li>A trigger answers visits made after it was armed; a passive's trigger is armed before
 *       any other action resolves.
 * </ul>
 *
 * <p>Package defaults: nothing is {@code null}; package-private types are confined to one
 * resolution and are not thread-safe.
 */
package org.nightres.nar;
