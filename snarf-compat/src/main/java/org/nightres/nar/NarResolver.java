package org.nightres.nar;

import com.google.common.base.Preconditions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.nightres.core.NightResolver;
import org.nightres.core.ResolutionLimitException;
import org.nightres.core.Scheme;
import org.nightres.core.Unsupported;
import org.nightres.core.UnsupportedOption;
import org.nightres.core.model.GameOption;
import org.nightres.core.model.GameOptions;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.plan.ModifierAccounting;
import org.nightres.core.plan.NightPlan;

/**
 * Natural Action Resolution ({@code schemes.md} section 4): "apply actions which modify other
 * actions before the actions they modify". Repeatedly resolves an action that nothing
 * unresolved might modify; when every remaining action might be modified by another (a loop),
 * resolves the first action of a loop nothing outside feeds into, by the fallback list ({@code
 * option nar.list}, default {@code wiki-2008}) and then the tie rule ({@code option nar.tie},
 * default {@code first-submitted}). The same list and tie rule settle NAR's ambiguities: two
 * free swaps or redirects that could move the same action.
 *
 * <p>Component-driven: an action's NAR category comes from its components (swap → Bus,
 * redirect → Redirect, block → Block, protect and guard → Protect, untargetable and absent →
 * Hide, kill → Kill, recruit → Recruit, result → Inspect, anything else → Miscellaneous; a
 * combined action takes the category listed first, so a jail ranks as Block), never from a
 * verb or role name, so a new role composed of existing components needs no change here. The
 * exact "might modify" rules are listed in the package documentation.
 *
 * <p>Rulings shared with the other engines ({@code docs/architecture.md}): passives are
 * unblockable, untrackable and never moved; movers' own components never move; a blocked
 * action has no component at all, visits included; untargetability stops the components
 * aimed at a player but not visits; kills never stop actions and are applied at the end of the
 * night; Strongman kills ignore protection, Bulletproof and guards (a guard is a protection,
 * and does not die of them) but not untargetability or absence; a death passed on by a guard
 * or a hide meets the new victim's untargetability, absence, guards (which stop it without
 * dying) and protections, and is not passed on again; Macho ignores other players' protection
 * and guards; {@code doctor-stops one} matches
 * each Doctor protection to one kill, while {@code every-kill} protections (a jail, a vest) stop
 * every kill; a PGO's shot at a visitor is a triggered action, added before
 * the visiting action resolves.
 *
 * <p><b>Contract.</b> Stateless and thread-safe: one instance may resolve any number of nights
 * from any number of threads. Deterministic: the same night gives an equal outcome, explanation
 * included. Outcomes depend on submission order only through the tie rule. Work is polynomial:
 * the graph is rebuilt after each step, and there are as many steps as actions, passives and
 * triggered actions (about cubic in the number of actions in the worst case: some 10 seconds for
 * 1000 actions). A night of more actions and passives than the budget ({@link
 * #DEFAULT_MAX_ACTIONS} unless given) is refused with a {@link ResolutionLimitException}.
 *
 * <p><b>Not supported:</b> copy actions (the list's first entry; no component copies);
 * cross-night state; randomised tie-breaking (only {@code first-submitted} and {@code
 * last-submitted}); triggers on anything but being visited.
 */
public final class NarResolver implements NightResolver {
  /** The default work budget: actions and passives in one night. */
  public static final int DEFAULT_MAX_ACTIONS = 1000;

  private final int maxActions;
  private final boolean follow;
  private final boolean exhaustive;

  /** A resolver with the default budget; it holds no state, so one instance can be shared. */
  public NarResolver() {
    this(DEFAULT_MAX_ACTIONS);
  }

  /**
   * A resolver that refuses nights of more than {@code maxActions} actions and passives.
   *
   * @param maxActions the budget, at least 1
   */
  public NarResolver(int maxActions) {
    this(maxActions, true, false);
  }

  /**
   * The tests' references, whose outcomes are the resolver's: without {@code follow}, the "might
   * modify" graph is built anew at every step, as {@code schemes.md} section 4.7 writes the
   * algorithm; with {@code exhaustive}, from every pair of actions, not its index's pairs.
   */
  NarResolver(int maxActions, boolean follow, boolean exhaustive) {
    Preconditions.checkArgument(maxActions >= 1, "maxActions must be at least 1: %s", maxActions);
    this.maxActions = maxActions;
    this.follow = follow;
    this.exhaustive = exhaustive;
  }

  @Override
  public Scheme scheme() {
    return Scheme.NAR;
  }

  /**
   * Resolves the night under NAR.
   *
   * @param night a validated night, not null
   * @return the outcome, with the resolution order as its explanation
   * @throws ResolutionLimitException if the night has more actions and passives than the budget
   */
  @Override
  public Outcome resolve(Night night) {
    Preconditions.checkNotNull(night, "night");
    Unsupported.check(this, night);
    NarRun run = run(night);
    Outcome outcome = run.run();
    return ModifierAccounting.accountWithVests(night, night::fixed, outcome, run.attacked(),
        n -> run(n).run());
  }

  /**
   * NAR has no order values, so it cannot say which actions come after a death: {@code option
   * death-stops-actions later} is refused ({@code games.md} section 4.1).
   */
  @Override
  public Optional<UnsupportedOption> unsupported(GameOptions options) {
    return options.deathStopsActions() == GameOptions.DeathStopsActions.NEVER ? Optional.empty()
        : Optional.of(new UnsupportedOption(GameOption.DEATH_STOPS_ACTIONS, "nar cannot stop "
            + "actions at a death: NAR has no order values, so no action comes 'later' than a "
            + "kill; use rar, snarf or sequential, or `option death-stops-actions never`"));
  }

  private NarRun run(Night night) {
    NightPlan plan = NightPlan.of(night);
    if (plan.actions().size() > maxActions) {
      List<String> actions = new ArrayList<>();
      night.actions().forEach(a -> actions.add(a.toString()));
      throw new ResolutionLimitException("NAR resolves at most " + maxActions + " actions and "
          + "passives in one night; this night has " + plan.actions().size(), actions);
    }
    return new NarRun(plan, follow, exhaustive);
  }

  @Override
  public String toString() {
    return "NarResolver";
  }
}
