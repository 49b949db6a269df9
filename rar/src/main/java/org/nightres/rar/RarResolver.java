package org.nightres.rar;

import com.google.common.base.Preconditions;
import org.nightres.core.NightResolver;
import org.nightres.core.ResolutionLimitException;
import org.nightres.core.Scheme;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.plan.NightPlan;
import org.nightres.core.plan.OutcomeBuilder;

/**
 * Reasonable Action Resolution: every end-of-night effect (a death, a recruitment, a result,
 * fruit, a notice) happens iff it has a reason that is not defeated, a counter is itself a
 * reason with counters, and a counter that shares an action with the chain of reasons above it
 * is ignored (Rules #1 to #4 of the RAR text; nightres's normative rules are {@code
 * schemes.md} §2.9).
 *
 * <p>The resolver sees only the {@linkplain org.nightres.core.component.Component components}
 * of the planned actions, never verbs or role names: a new role composed of existing components
 * resolves without a change here.
 *
 * <p><b>Contract.</b> Stateless and thread-safe: one instance may resolve any number of nights
 * from any number of threads. Deterministic: the same night gives an equal outcome, and the
 * sets of deaths, recruitments and results do not depend on the order of players or actions.
 * The {@linkplain Outcome#explanation() explanation} holds one reason tree per question asked
 * (every death, recruitment, result, fruit and notice that had at least one reason), in the
 * style of the RAR text, bounded in depth and size.
 *
 * <p><b>Limits.</b> The literal rules are exponential on dense knots of mutually interfering
 * actions. All work (route enumeration, counter collection, evaluation, explanation) is charged
 * to a budget of steps; when it is spent, {@link #resolve} throws
 * {@link ResolutionLimitException} naming the actions of the knot. A step is roughly one
 * counter inspected; the default budget of {@value #DEFAULT_BUDGET} steps ends a hopeless
 * night within a few seconds. Nights whose knots are small resolve in time near-linear in
 * their size, without recursion (a ring of 100 000 roleblockers is fine).
 *
 * <p><b>Not supported.</b> Trigger responses other than kills, recruitments, fruit and notices
 * (they are ignored); cross-night state; contradictory end-of-night effects (RAR has no order
 * among them).
 */
public final class RarResolver implements NightResolver {

  /** The default work budget, in steps. */
  public static final long DEFAULT_BUDGET = 20_000_000L;

  private final long budget;

  /** A resolver with the {@linkplain #DEFAULT_BUDGET default budget}. */
  public RarResolver() {
    this(DEFAULT_BUDGET);
  }

  private RarResolver(long budget) {
    this.budget = budget;
  }

  /**
   * A resolver with a work budget of {@code steps}.
   *
   * @param steps at least 1
   */
  public static RarResolver withBudget(long steps) {
    Preconditions.checkArgument(steps > 0, "budget must be positive: %s", steps);
    return new RarResolver(steps);
  }

  /** The work budget of each resolution, in steps. */
  public long budget() {
    return budget;
  }

  @Override
  public Scheme scheme() {
    return Scheme.RAR;
  }

  @Override
  public Outcome resolve(Night night) {
    Preconditions.checkNotNull(night, "night");
    NightPlan plan = NightPlan.of(night);
    WorkBudget work = new WorkBudget(budget);
    ReasonGraph graph = ReasonGraph.build(plan, work);
    ClaimSet claims = ClaimSet.build(graph);
    ChainEvaluator evaluator = new ChainEvaluator(graph, work);
    claims.decide(evaluator);
    OutcomeBuilder out = new OutcomeBuilder(plan, Scheme.RAR);
    claims.report(out);
    ReasonTree trees = new ReasonTree(graph, evaluator);
    for (Claim c : claims.all()) {
      out.explain(trees.explain(c));
    }
    return out.build();
  }

  @Override
  public String toString() {
    return "RarResolver[budget=" + budget + "]";
  }
}
