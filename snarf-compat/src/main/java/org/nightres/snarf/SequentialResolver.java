package org.nightres.snarf;

import com.google.common.base.Preconditions;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.function.Supplier;
import org.nightres.core.NightResolver;
import org.nightres.core.Scheme;
import org.nightres.core.Unsupported;
import org.nightres.core.kernel.EffectKernel.NightEnd;
import org.nightres.core.model.GameOptions;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.ExplanationNode;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.plan.ModifierAccounting;
import org.nightres.core.plan.NightPlan;
import org.nightres.core.plan.OutcomeBuilder;
import org.nightres.core.random.Draws;
import org.nightres.core.random.RandomChoices;

/**
 * Resolves a night under the sequential scheme ({@code games.md} section 5): one action at a
 * time, by order value (the abilities' {@code [order n]}, SNARF's table otherwise), equal order
 * values in submission order; each action sees everything the earlier ones did. A blocked
 * action, or one whose actor is dead, does not happen; components follow the moves made so far
 * and fail on untargetable or dead players (a visit still happens, but not on the dead); kills
 * are settled as they land. The triggers an action's visits set off fire just before its
 * effects; death, defense, action and redirect triggers right after their cause. At the end the
 * information components are answered from everything that happened.
 *
 * <p><b>Options.</b> {@code deaths immediate} (the default: a kill takes effect at once, so
 * the dead act no more), {@code end-of-order} (once every action of its order value has run)
 * or {@code end-of-night}; {@code sequential.order table} (the default) or {@code submission}
 * (every line at one order value: the lines resolve in the order they are written, Gorny's
 * Method 1; passives keep their orders); {@code death-stops-actions later}, {@code
 * doctor-stops}, {@code recruit-fails-if-target-dies} as in the other schemes.
 *
 * <p><b>Explanation.</b> A step log, as SNARF's: one node per order value with one line per
 * action (or trigger firing) in the order they ran, then the end of the night.
 *
 * <p><b>Parts.</b> A night that draws nothing as it resolves ({@link RandomChoices#mayDraw}) is
 * resolved one group of its {@linkplain NightPlan#parts independent parts} at a time, as RAR
 * does, so that a big night's working set stays in the processor's caches: no action of one
 * part reaches a player of another, so each part runs as it would in the whole night, and the
 * step log, the answers and the order of the announcements are put back in the order of the
 * whole night (each line and event carries its moment: order value, then the action's place
 * in the night). A night that may draw is resolved whole: its draws come from one stream,
 * among all the living, in the order its actions resolve; so is a night whose actions break
 * ties within an order value by a key ({@code [suborder k]}): its steps do not run by order
 * value and id, the order the parts are put back in.
 *
 * <p>Stateless and thread-safe; deterministic. A chain of death triggers deeper than {@value
 * org.nightres.core.kernel.EffectKernel#MAX_TRIGGER_DEPTH} throws {@link
 * org.nightres.core.ResolutionLimitException}; a {@code random} pin that names a player not
 * among the candidates when its choice is made, or that no choice uses, throws {@link
 * org.nightres.core.PinsNotHonoured}.
 */
public final class SequentialResolver implements NightResolver {

  /**
   * How many actions the resolver takes at a time, at least, for a night resolved part by part
   * (as {@code RarResolver}'s groups).
   */
  static final int GROUP_ACTIONS = 256;

  private final int groupActions;

  /** A resolver; instances are interchangeable. */
  public SequentialResolver() {
    this(GROUP_ACTIONS);
  }

  /**
   * A resolver that gathers the parts of a night that draws nothing into groups of at least
   * {@code groupActions} actions; 0 resolves every night whole.
   */
  SequentialResolver(int groupActions) {
    Preconditions.checkArgument(groupActions >= 0, "groupActions: %s", groupActions);
    this.groupActions = groupActions;
  }

  @Override
  public Scheme scheme() {
    return Scheme.SEQUENTIAL;
  }

  /**
   * {@return true: a status given tonight holds from its step to the end of the night (the
   * kernel applies end-of-night components at once, {@code games.md} section 5), so one given
   * for tonight only ({@code until=phase}) is honoured}
   */
  @Override
  public boolean statusesHoldTonight() {
    return true;
  }

  @Override
  public Outcome resolve(Night night) {
    Preconditions.checkNotNull(night, "night");
    Unsupported.check(this, night);
    RandomChoices.Deferred deferred = RandomChoices.defer(night);
    Night deferredNight = deferred.night();
    boolean whole = groupActions == 0 || deferred.mayDraw() || subOrdered(deferredNight)
        || NightPlan.nullifiesAtStart(deferredNight); // planned step by step: resolved whole
    Iterator<NightPlan> parts =
        whole ? null : NightPlan.parts(deferredNight, groupActions).iterator();
    Resolution r = resolve(deferredNight, deferred.draws(), parts);
    if (!deferred.draws().problems().isEmpty()) { // a pin the night's draws could not use
      throw new org.nightres.core.PinsNotHonoured(deferred.draws().problems());
    }
    // a part resolved again with its vests off chooses as this run chose
    return ModifierAccounting.accountWithVests(deferredNight, r.drawnNight, r.outcome, r.attacked,
        this::resolveNight);
  }

  /**
   * Whether an action of {@code night} breaks ties within its order value by a key ({@code
   * [suborder k]}, under {@code sequential.order table}): its steps then do not run by order
   * value and id, the order in which the parts of a night are put back together.
   */
  private static boolean subOrdered(Night night) {
    if (night.options().sequentialOrder() == GameOptions.SequentialOrder.SUBMISSION) {
      return false;
    }
    for (int i = 0; i < night.actions().size(); i++) {
      if (night.abilityOf(i) != null && night.abilityOf(i).subOrder().isPresent()) {
        return true;
      }
    }
    return false;
  }

  private Outcome resolveNight(Night drawn) {
    return resolve(drawn, new Draws(drawn.drawSeed(), List.of()), null).outcome;
  }

  /**
   * The outcome of {@code night} (its random choices left to {@code draws}), the night as
   * drawn (made when asked for), and the players a kill reached (declaration indexes).
   */
  private record Resolution(Outcome outcome, Supplier<Night> drawnNight, BitSet attacked) {}

  /**
   * The parts' {@code lines} in the order of the whole night, by moment: a copy, sorted stably
   * (a part's own lines come in order, runs that the sort merges).
   */
  private static List<NightEnd.Stamped> inNightOrder(List<NightEnd.Stamped> lines) {
    List<NightEnd.Stamped> sorted = new ArrayList<>(lines);
    sorted.sort(Comparator.comparingLong(NightEnd.Stamped::time));
    return sorted;
  }

  /**
   * Resolves {@code night} whole ({@code parts} null; with its draws), or group by group of
   * {@code parts} (a night that draws nothing), into one outcome.
   */
  private static Resolution resolve(Night night, Draws draws, Iterator<NightPlan> parts) {
    boolean byParts = parts != null;
    if (parts == null || !parts.hasNext()) { // a night of no parts has no action either
      parts = List.of(NightPlan.stepwise(night)).iterator();
    }
    StepLog log = new StepLog();
    if (night.options().sequentialOrder() == GameOptions.SequentialOrder.SUBMISSION) {
      log.inLineOrder(SequentialRun.SUBMISSION_ORDER);
    }
    OutcomeBuilder whole = null;
    NightPlan first = null;
    Supplier<Night> drawn = () -> night; // a night that draws nothing: the night itself
    BitSet attacked = new BitSet();
    BitSet deaths = new BitSet();
    BitSet recruited = new BitSet();
    List<NightEnd.Stamped> failures = new ArrayList<>();
    List<NightEnd.Stamped> answers = new ArrayList<>();
    for (int part = 0; parts.hasNext(); part++) {
      NightPlan plan = parts.next();
      first = first == null ? plan : first;
      whole = whole == null ? new OutcomeBuilder(plan, Scheme.SEQUENTIAL) : whole;
      SequentialRun run = new SequentialRun(plan, draws, whole.forPart(plan), log, part, byParts);
      NightEnd end = run.run();
      plan.addInNight(run.attacked(), attacked);
      plan.addInNight(end.deaths(), deaths);
      plan.addInNight(end.recruited(), recruited);
      failures.addAll(end.recruitFailures());
      answers.addAll(end.answers());
      if (part == 0 && !parts.hasNext()) { // the whole night, drawn as it resolved
        drawn = run::drawnNight;
        whole.drawnActions(run.drawnActions());
      }
    }
    log.nullified(first);
    List<ExplanationNode> totals = NightEnd.totals(deaths, recruited,
        set -> NightPlan.joinNames(set.stream().toArray(), p -> night.playerNames().get(p)));
    whole.draws(draws.log());
    ExplanationNode end = ExplanationNode.lazy(() -> ExplanationNode.of("end of the night",
        new NightEnd(deaths, recruited, inNightOrder(failures), inNightOrder(answers), totals)
            .lines())); // put together when read: only the explanation shows them
    log.build(end).forEach(whole::explain);
    return new Resolution(whole.build(), drawn, attacked);
  }
}
