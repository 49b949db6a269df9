package org.nightres.rar;

import com.google.common.base.Preconditions;
import com.google.common.base.Verify;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.nightres.core.NightResolver;
import org.nightres.core.ResolutionLimitException;
import org.nightres.core.Scheme;
import org.nightres.core.Unsupported;
import org.nightres.core.UnsupportedComponent;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.ExplanationNode;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.plan.ModifierAccounting;
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
 * their size, without recursion (a ring of 100 000 roleblockers is fine): the resolver takes a
 * night one group of its independent parts at a time, so that each group's working set stays
 * in the processor's caches.
 *
 * <p>State changes that happen (statuses applied and cleared) reach the next state in the order
 * values of their components, then in submission order ({@code StateChange}): RAR decides
 * whether each happens, the shared state transition in which order.
 */
public final class RarResolver implements NightResolver {

  /** The default work budget, in steps. */
  public static final long DEFAULT_BUDGET = 20_000_000L;

  /**
   * How many actions the resolver takes at a time, at least: parts of the night are gathered
   * into groups of this size, so that a group's reasons stay in the processor's caches while
   * it is decided, and fixed costs are spread over many small parts.
   */
  static final int GROUP_ACTIONS = 256;

  private final long budget;
  private final int groupActions;

  /** A resolver with the {@linkplain #DEFAULT_BUDGET default budget}. */
  public RarResolver() {
    this(DEFAULT_BUDGET, GROUP_ACTIONS);
  }

  /** A resolver that gathers parts into groups of at least {@code groupActions} actions. */
  RarResolver(long budget, int groupActions) {
    this.budget = budget;
    this.groupActions = groupActions;
  }

  /**
   * A resolver with a work budget of {@code steps}.
   *
   * @param steps at least 1
   * @return the resolver
   */
  public static RarResolver withBudget(long steps) {
    Preconditions.checkArgument(steps > 0, "budget must be positive: %s", steps);
    return new RarResolver(steps, GROUP_ACTIONS);
  }

  /** {@return the work budget of each resolution, in steps} */
  public long budget() {
    return budget;
  }

  @Override
  public Scheme scheme() {
    return Scheme.RAR;
  }

  /**
   * {@return the first component the night's living players may use that RAR cannot honour: a
   * status given for tonight only (the default), or a trigger's response that acts at once
   * (a visited trigger's protect, block, visit, redirect, swap, deflect, guard, absent or
   * untargetable), which the reason graph gives no effect: RAR decides end-of-night effects
   * (kills, results, notices, state changes, recruitments, fruit) and cancels, and a response
   * that would change the night's routes as it happens has no reason there}
   */
  @Override
  public Optional<UnsupportedComponent> unsupportedComponent(Night night) {
    return NightResolver.super.unsupportedComponent(night).or(() -> Unsupported.first(night,
        ACTS_AT_ONCE, ReasonGraph::actsAtOnceInResponse, found -> found + " is not supported "
            + "under rar: a trigger's response that acts at once (protect, block, visit, "
            + "redirect, swap, deflect, guard, absent, untargetable) has no reason in RAR's "
            + "graph, which decides end-of-night "
            + "effects; use scheme sequential, snarf or nar, or respond with end-of-night "
            + "effects (kill, result, notify, status, attr, cancel)"));
  }

  /** The key of {@link #unsupportedComponent}'s own search among what a night keeps. */
  private static final Object ACTS_AT_ONCE = new Object();

  /**
   * Resolves the night one group of its {@linkplain NightPlan#parts independent parts} at a
   * time: no reason and no counter crosses from one part to another, so the outcome is the
   * union of the groups' outcomes, and the reason trees of all groups are put in the order of
   * the questions of the whole night.
   */
  @Override
  public Outcome resolve(Night night) {
    Preconditions.checkNotNull(night, "night");
    Unsupported.check(this, night);
    // the countable modifiers other than vests (PGO(1)): one rule for every scheme, in core
    return ModifierAccounting.account(night, night::fixed, resolveParts(night),
        this::resolveParts);
  }

  /**
   * The outcome of {@code night} resolved group by group (above), its vests worn down as its reason
   * graphs decide; the other countable modifiers are left to the caller.
   */
  private Outcome resolveParts(Night night) {
    WorkBudget work = new WorkBudget(budget);
    OutcomeBuilder whole = null; // made with the first part
    NightPlan first = null;
    Trees trees = new Trees();
    Iterator<NightPlan> parts = NightPlan.parts(night, groupActions).iterator();
    while (parts.hasNext()) {
      NightPlan part = parts.next();
      ReasonGraph graph = ReasonGraph.build(part, work);
      ClaimSet claims = ClaimSet.build(graph);
      ChainEvaluator evaluator = new ChainEvaluator(graph, work);
      claims.decide(evaluator);
      first = first == null ? part : first; // every part holds the whole night's nullified
      whole = whole == null ? new OutcomeBuilder(part, Scheme.RAR) : whole;
      OutcomeBuilder partOut = whole.forPart(part);
      claims.report(partOut);
      claims.wornVests(evaluator, partOut);
      ReasonTree explainer = new ReasonTree(graph, evaluator);
      for (Claim c : claims.all()) {
        trees.add(c.order, explainer.explain(c));
      }
    }
    first = first != null ? first : NightPlan.of(night); // no part
    OutcomeBuilder out = whole != null ? whole : new OutcomeBuilder(first, Scheme.RAR);
    // the actions statuses nullified make no claim (not planned): said first, as step logs do
    for (NightPlan.Nullified n : first.nullifiedLines()) {
      out.explain(org.nightres.core.outcome.ExplanationNode.leaf(n.line()));
    }
    trees.inOrder(out::explain);
    return out.build();
  }

  /**
   * The reason trees of every group with their {@link Claim#order}: the trees of one group come
   * in the order of its questions, and a stable sort on the order interleaves the groups into
   * the order of the questions of the whole night.
   */
  private static final class Trees {
    private static final int POSITION_BITS = 29;
    private long[] keys = new long[16];
    private final List<ExplanationNode> nodes = new ArrayList<>();

    void add(long order, ExplanationNode tree) {
      int i = nodes.size();
      Verify.verify(i < 1 << POSITION_BITS, "too many questions in one night: %s", i);
      Verify.verify(order >>> (63 - POSITION_BITS) == 0, "an order key out of range: %s", order);
      if (i == keys.length) {
        keys = Arrays.copyOf(keys, 2 * i);
      }
      keys[i] = order << POSITION_BITS | i; // the position breaks ties: a stable sort
      nodes.add(tree);
    }

    void inOrder(Consumer<ExplanationNode> to) {
      long[] sorted = Arrays.copyOf(keys, nodes.size());
      Arrays.sort(sorted);
      for (long k : sorted) {
        to.accept(nodes.get((int) (k & ((1 << POSITION_BITS) - 1))));
      }
    }
  }

  @Override
  public String toString() {
    return "RarResolver[budget=" + budget + "]";
  }
}
