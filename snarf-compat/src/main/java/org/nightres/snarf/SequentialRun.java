package org.nightres.snarf;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.function.ToIntFunction;
import org.nightres.core.component.Component;
import org.nightres.core.component.OrderValues;
import org.nightres.core.component.Ref;
import org.nightres.core.component.StateChange;
import org.nightres.core.component.StatusDefinition;
import org.nightres.core.kernel.Board.ArmedTrigger;
import org.nightres.core.kernel.Board.BlockState;
import org.nightres.core.kernel.EffectKernel;
import org.nightres.core.kernel.EffectKernel.Act;
import org.nightres.core.kernel.EffectKernel.NightEnd;
import org.nightres.core.kernel.EffectListener;
import org.nightres.core.kernel.KillSettlement;
import org.nightres.core.kernel.KillWording;
import org.nightres.core.kernel.Move;
import org.nightres.core.model.Action;
import org.nightres.core.model.Candidates;
import org.nightres.core.model.GameOptions;
import org.nightres.core.model.ImmutableNight;
import org.nightres.core.model.Night;
import org.nightres.core.random.Draws;
import org.nightres.core.random.RandomChoices;
import org.nightres.core.plan.NightPlan;
import org.nightres.core.plan.OutcomeBuilder;
import org.nightres.core.plan.PlannedAction;

/**
 * One resolution of one planned night under the sequential scheme ({@code games.md} section 5):
 * one action at a time, by order value, then sub-order ({@code [suborder k]}), then submission
 * order, each seeing what the earlier ones did. A scheduler over core's {@link EffectKernel}, which applies every component and
 * settles each kill as it lands ({@link KillSettlement.Mode#IMMEDIATE}); this class decides
 * which action runs when, where its components land (the moves made so far, in the order they
 * were made), who is dead, when visit triggers fire, and words the step log.
 *
 * <p>For each action: it does not happen if its actor is dead (as {@code option deaths} says
 * when a kill takes effect), blocked by a block made earlier, or its status was cleared (an
 * expiry); the triggers its visits set off fire first (On Visited: just before the visiting
 * action's effects), and if they kill the actor (deaths immediate), the action does not
 * happen; then each component lands where the moves in force carry it — on a player dead by
 * then it fails, visits included — and the kernel applies it; the kills it made are settled at
 * once and their consequences drawn (reactions, death and defense triggers). At the end the
 * kernel answers the information components from everything that happened.
 *
 * <p>Deterministic: actions are sorted by order value, sub-order and plan id, every set iterated is a
 * list or a {@link BitSet}. Not thread-safe: one instance per resolution.
 */
final class SequentialRun {
  /** Under {@code sequential.order submission}, every submitted line stands at this order. */
  static final int SUBMISSION_ORDER = 100;

  /** Every state counts against every action, its own earlier ones included. */
  private static final Predicate<PlannedAction> ALL = a -> true;

  private final NightPlan plan;
  private final GameOptions options;
  private final EffectKernel<PlannedAction> kernel;
  private final OutcomeBuilder out;
  private final StepLog log;
  /** Which part of the night this is, in a log of several parts (0: the first or the whole). */
  private final int part;
  /** The moves made so far, in the order they were made. */
  private final List<Move> moves = new ArrayList<>();
  /** By redirected actor, the indexes in {@link #moves} of the redirects of his actions. */
  private final Indexes[] redirectsOf;
  /** By player, the indexes in {@link #moves} of the swaps and deflects at his place. */
  private final Indexes[] movesAt;
  /** Whether a deflect has been made tonight. */
  private boolean anyDeflect;
  /** The {@link #responder} of order value {@link #responderOrder} (it holds nothing else). */
  private EffectKernel.Responder<PlannedAction> responder;
  private int responderOrder;
  /** Players killed whose deaths have not taken effect yet. */
  private final Indexes pendingDeaths = new Indexes();
  /** Whose deaths have taken effect: they act no more and cannot be reached. */
  private final BitSet dead = new BitSet();
  /** The players alive now, among whom a choice is drawn. */
  private final RandomChoices.Living living = new RandomChoices.Living() {
    @Override
    public boolean has(int p) {
      return plan.night().living(p) && !dead.get(p);
    }

    @Override
    public Candidates.Pool pool() { // made once per set of deaths, shared by the draws between
      if (pool == null) {
        BitSet alive = plan.night().livingPlayers();
        alive.andNot(dead);
        pool = Candidates.Pool.of(alive);
      }
      return pool;
    }
  };
  /** {@link #living} as a pool; null: to be made again (someone died since). */
  private Candidates.Pool pool;
  /**
   * The moment of the action being resolved: for one of several parts of a night, its order
   * value, then its id in the whole night's plan, so that the moments of every part order alike
   * (the steps of such a night run in that order); for a whole night, how many actions ran
   * before it and it.
   */
  private long now;
  /** Whether moments are order values and ids (a part of a night), or counted (a whole one). */
  private final boolean byPlace;
  /** The deaths met so far: the place of the latest among those of its moment. */
  private int deathSeq;
  /** The kills of {@code kernel.kills().aimed()} whose deaths are noted. */
  private int hitsSeen;
  /** The order value at which each player was killed, -1 if not (yet). */
  private final int[] diedAt;
  /** (armed trigger, visitor) pairs that fired; membership only. */
  private final org.nightres.core.kernel.PairSet fired =
      new org.nightres.core.kernel.PairSet();
  /** The night's random choices, drawn as the actions resolve ({@code games.md} section 9). */
  private final Draws draws;
  /**
   * The actions as this run drew them (choices, redrawn players), by submission index: sized by
   * the night (its table is made at the first draw), not grown by doubling, which reads every
   * entry again at each doubling.
   */
  private final java.util.Map<Integer, Action> drawn;
  /** The choices this run drew for passives ({@link Night#passivePicks()}). */
  private final java.util.Map<String, List<String>> passivePicks =
      new java.util.LinkedHashMap<>();
  /**
   * Per player, the status that redraws his next action ({@code Bumbled}): held at the start
   * or given tonight; null: none, or used up.
   */
  private final StatusDefinition[] redrawing;
  /** Who died or was arrested, and at which order (death-stops-actions later). */
  private final org.nightres.core.kernel.LaterStops later;
  /** The players of {@link #redrawing} that hold one: a bit each, read before the array. */
  private final BitSet redraws = new BitSet();
  /**
   * Where each component of the action being resolved lands ({@link #position}), by index:
   * one array for the run, as actions resolve one at a time.
   */
  private int[] landing = new int[4];

  /**
   * What the run keeps of each component the kernel applies (one for the run: what it needs of
   * the action comes with each call). Moves are in force for every later action; visits only
   * matter for triggers, which fire before the visiting action's effects.
   */
  private final StepWords.Scheduler scheduler = new StepWords.Scheduler() {
    @Override
    public void visited(Act<PlannedAction> by, int target, boolean response) {
      // visits only matter for triggers, which fire before the visiting action's effects
    }

    @Override
    public void moved(Move move) {
      SequentialRun.this.moved(move); // in force for every later action
    }

    @Override
    public void changed(Act<PlannedAction> act, StepLog.Line line, int order, int target,
        Component.Change c) {
      later.landed(target, c, order);
      NightPlan plan = SequentialRun.this.plan; // what the lines' words keep: not the run
      if (c.change().asRoleChange().filter(r -> r.op() != StateChange.RoleChange.Op.ALIGN)
          .isPresent()) { // applied at once (EffectKernel#applyChangesAtOnce)
        List<org.nightres.core.component.Role> t = kernel.rolesNow(target); // as they are
        List<org.nightres.core.component.Role> a = kernel.rolesNow(act.actor()); // now,
        int actor = act.actor(); // and named when read (names are not read in a run: on a
        // large night a player's name is a trip to memory)
        line.part(() -> "at once: " + rolesNow(plan.name(target), t)
            + (actor == target ? "" : ", " + rolesNow(plan.name(actor), a)));
      }
      String joined = kernel.joinedNow(target);
      if (joined != null && c.change().alignmentGiven(joined).isPresent()) { // an align change:
        // applied at once (EffectKernel#applyChangesAtOnce)
        line.part(() -> "at once: " + plan.name(target) + " is " + joined);
      }
      Optional<StatusDefinition> given = c.change().givesTonight();
      if (given.isPresent()) { // applied at once (EffectKernel#applyChangesAtOnce)
        String status = given.get().name();
        line.part(() -> "at once: " + plan.name(target) + " holds " + status);
      }
      String cleared = c.change().clears().orElse(null);
      if (cleared != null) { // applied at once too, a status held since the night started too
        line.part(() -> "at once: " + plan.name(target) + " holds no " + cleared);
      }
      if (given.isPresent() && given.get().redraws() && !dead.get(target)) {
        redrawing[target] = given.get(); // his next action from now on
        redraws.set(target);
      } else if (redraws.get(target) // the bits, not the far larger array: most hold none
          && c.change().clears().filter(redrawing[target].name()::equals).isPresent()) {
        redrawing[target] = null;
        redraws.clear(target);
      }
    }
  };

  /**
   * A run of {@code plan} (a whole night, or a group of its independent parts), whose random
   * choices are left to draw as actions resolve (but those the night already holds) with {@code
   * draws}; it reports to {@code out} (a builder of {@code plan}) and writes its lines in
   * {@code log} as the {@code part}-th part of the night. {@code byPlace}: the plan is one of
   * several parts, whose steps run by order value, then id in the whole night, and whose
   * moments say so; otherwise moments are counted as the steps run.
   */
  SequentialRun(NightPlan plan, Draws draws, OutcomeBuilder out, StepLog log, int part,
      boolean byPlace) {
    this.byPlace = byPlace;
    this.draws = draws;
    this.plan = plan;
    this.options = plan.options();
    this.out = out;
    this.log = log;
    this.part = part;
    this.kernel = new EffectKernel<>(plan, out, a -> a, KillSettlement.Mode.IMMEDIATE);
    kernel.applyChangesAtOnce(); // an end-of-night component applies at once (games.md 5)
    kernel.followTriggersDepthFirst(); // right after their cause, depth first (games.md 5)
    this.later = new org.nightres.core.kernel.LaterStops(plan);
    this.diedAt = new int[plan.playerCount()];
    java.util.Arrays.fill(diedAt, -1);
    this.redirectsOf = new Indexes[plan.playerCount()];
    this.movesAt = new Indexes[plan.playerCount()];
    this.redrawing = new StatusDefinition[plan.playerCount()];
    Night night = plan.night();
    this.drawn = new java.util.HashMap<>(night.actions().size());
    int holders = night.state().isFresh() ? 0 : redrawing.length; // a fresh state holds none
    for (int p = 0; p < holders; p++) {
      redrawing[p] = RandomChoices.redrawing(night.state().state(plan.playerInNight(p)),
          night.number()).map(h -> h.status()).orElse(null);
      redraws.set(p, redrawing[p] != null);
    }
  }

  /** The players a kill reached (stopped or not), by plan index, once {@link #run} is done. */
  BitSet attacked() {
    return kernel.kills().reached();
  }

  /** The actions this run drew anything for, as drawn, by submission index. */
  java.util.Map<Integer, Action> drawnActions() {
    return drawn;
  }

  /**
   * The night as planned, with the random choices this run drew written into its actions (so
   * that resolving it again, a part with the vests off, draws nothing and chooses alike).
   */
  Night drawnNight() {
    Night night = plan.night();
    if (drawn.isEmpty() && passivePicks.isEmpty()) {
      return night;
    }
    List<Action> actions = new ArrayList<>(night.actions());
    for (int i = 0; i < actions.size(); i++) {
      Action as = drawn.get(actions.get(i).submissionIndex());
      if (as != null) {
        actions.set(i, as);
      }
    }
    return ImmutableNight.builder().from(night).actions(actions).passivePicks(passivePicks)
        .build();
  }

  /**
   * Resolves the plan up to the end of the night, whose decisions it returns (its players in
   * the plan's indexes); the outcome's explanation, draws and drawn night are left to the
   * caller.
   */
  NightEnd run() {
    Schedule schedule = plan.derived(Schedule.KEY, Schedule::of);
    int[] orders = schedule.orders();
    PlannedAction[] inTurn = schedule.inTurn();
    int i = 0;
    while (i < inTurn.length) {
      int order = orders[i];
      while (i < inTurn.length && orders[i] == order) {
        if ((i & AHEAD - 1) == 0) {
          reachAhead(inTurn, i);
        }
        resolve(inTurn[i++], order);
      }
      if (options.deaths() == GameOptions.Deaths.END_OF_ORDER) {
        takeEffect();
      }
    }
    takeEffect();
    now = Long.MAX_VALUE; // after every action of the night
    log.now(Integer.MAX_VALUE);
    kernel.time(now);
    NightEnd end = kernel.endOfNight(responder(OrderValues.END));
    log.seal(); // this part's lines, while they are in the caches
    return end;
  }

  /** How many actions {@link #reachAhead} reads at a time. */
  private static final int AHEAD = 16;

  /** What {@link #reachAhead} read, kept so that the reads are made. */
  private int reached;

  /**
   * Reads the next {@link #AHEAD} actions from {@code i} on, both ends of each, before any of
   * them runs. The actions of one order value lie far apart in memory (a night's actions are
   * made in submission order, and each order value takes a few of every player's), so that on a
   * night larger than the processor's caches the first read of each costs a trip to memory.
   * These reads do not depend on one another: the processor makes them together, and the
   * actions then run from the cache ({@code docs/performance.md}, "Thirty-third sitting").
   */
  private void reachAhead(PlannedAction[] inTurn, int i) {
    int r = 0;
    for (int k = i, end = Math.min(i + AHEAD, inTurn.length); k < end; k++) {
      PlannedAction a = inTurn[k];
      r += a.id() + (a.binding() == null ? 1 : 0);
    }
    reached += r;
  }

  /**
   * When a plan's actions run: {@link #inTurn}, its actions in the order they run (by order value,
   * then tie-break ({@code [suborder k]}), then id: submission order, then passives), and {@link
   * #orders}, the order value of each step, read in turn. A function of the plan alone,
   * kept with it ({@link NightPlan#derived}): every resolution of a night runs its plans in
   * one order. Not to be changed.
   */
  private record Schedule(int[] orders, PlannedAction[] inTurn) {
    /** The key of a plan's schedule. */
    static final Object KEY = Schedule.class;

    /** Without a tie-break, one sort of primitive keys: no object per step. */
    static Schedule of(NightPlan plan) {
      GameOptions options = plan.options();
      List<PlannedAction> actions = plan.actions();
      int n = actions.size();
      int[] orders = new int[n];
      String[] ties = null;
      long[] keys = new long[n];
      for (int id = 0; id < n; id++) {
        PlannedAction a = actions.get(id);
        orders[id] = orderOf(a, options);
        String tie = tieOf(a, options);
        if (!tie.isEmpty()) {
          ties = ties == null ? new String[n] : ties;
          ties[id] = tie;
        }
        keys[id] = (long) orders[id] << 32 | id; // signed order, then id (never negative)
      }
      int[] steps = new int[n];
      if (ties == null) {
        java.util.Arrays.sort(keys);
        for (int k = 0; k < n; k++) {
          steps[k] = (int) keys[k];
        }
        return new Schedule(stepOrders(orders, steps), inTurn(actions, steps));
      }
      String[] tie = ties;
      Integer[] boxed = new Integer[n];
      for (int id = 0; id < n; id++) {
        boxed[id] = id;
        tie[id] = tie[id] == null ? "" : tie[id];
      }
      java.util.Arrays.sort(boxed, java.util.Comparator.<Integer>comparingInt(id -> orders[id])
          .thenComparing(id -> tie[id]) // [suborder k], then
          .thenComparingInt(id -> id)); // plan ids: submission order, then passives
      for (int k = 0; k < n; k++) {
        steps[k] = boxed[k];
      }
      return new Schedule(stepOrders(orders, steps), inTurn(actions, steps));
    }

    /** The actions of {@code steps}, in turn. */
    private static PlannedAction[] inTurn(List<PlannedAction> actions, int[] steps) {
      PlannedAction[] inTurn = new PlannedAction[steps.length];
      for (int k = 0; k < steps.length; k++) {
        inTurn[k] = actions.get(steps[k]);
      }
      return inTurn;
    }

    /** {@code orders} (by id) in the order of {@code steps}. */
    private static int[] stepOrders(int[] orders, int[] steps) {
      int[] inTurn = new int[steps.length];
      for (int k = 0; k < steps.length; k++) {
        inTurn[k] = orders[steps[k]];
      }
      return inTurn;
    }

    /**
     * An action's place in the night: its lowest order value (an ability's {@code [order n]}
     * puts all of it there; SNARF's table otherwise), or one order for every line under {@code
     * sequential.order submission}; passives keep theirs (the beginning of the night, a
     * status's expiry at its order).
     */
    private static int orderOf(PlannedAction a, GameOptions options) {
      if (!a.passive() && options.sequentialOrder() == GameOptions.SequentialOrder.SUBMISSION) {
        return SUBMISSION_ORDER; // every action at one order value, a line's [n] too (games.md 5)
      }
      int lowest = Integer.MAX_VALUE;
      for (int o : a.orderValues(options)) {
        lowest = Math.min(lowest, o);
      }
      return lowest == Integer.MAX_VALUE ? OrderValues.MISCELLANEOUS : lowest;
    }

    /**
     * An action's tie-break within its order value: the night's ({@link PlannedAction#tieBreak}),
     * or "" under {@code sequential.order submission} (where the lines run as submitted).
     */
    private static String tieOf(PlannedAction a, GameOptions options) {
      if (!a.passive() && options.sequentialOrder() == GameOptions.SequentialOrder.SUBMISSION) {
        return "";
      }
      return a.tieBreak();
    }
  }

  private void resolve(PlannedAction planned, int order) {
    PlannedAction a = planned;
    int id = plan.actionInNight(a.id());
    now = byPlace ? (long) order << 32 | id : now + 1;
    log.now(byPlace ? id : (int) now);
    kernel.time(now);
    out.step(a, now);
    StepLog.Line line = log.line(order, a);
    String stop = stopped(a, order);
    if (stop != null) {
      line.part(stop);
      nothing(a, order, true);
      return;
    }
    Optional<BlockState<PlannedAction>> block =
        a.blockable() ? kernel.board().blockOn(a.actor(), a.tags(), ALL) : Optional.empty();
    if (block.isPresent()) {
      line.blocked(block.get().source() + " at [" + block.get().order() + "]");
      nothing(a, order, false);
      return;
    }
    String cleared = kernel.clearStops(a);
    if (cleared != null) {
      line.part(cleared);
      nothing(a, order, false);
      return;
    }
    String lost = kernel.roleLost(a);
    if (lost != null) { // a role change earlier tonight took the role it belongs to
      line.part(lost);
      nothing(a, order, false);
      return;
    }
    if (a.pending()) {
      // an automatic use aimed at random players: drawn now, among the valid ones still alive
      Action source = a.source().get();
      Optional<List<String>> targets = RandomChoices.redraw(plan.night(), a.actor(),
          a.ability(), source, draws, living.pool());
      if (targets.isEmpty()) {
        line.subject(plan.name(a.actor()) + " " + a.ability().verb() + " (auto)"); // aimed at
        // nobody: not at the players it was planned with, which it never chose
        line.part("no valid target left: nothing happens");
        nothing(a, order, false);
        return;
      }
      a = plan.withDrawnTargets(a, targets.get());
      drawn.put(source.submissionIndex(), a.source().orElseThrow());
      line.drawn(a); // worded with the players drawn now
      line.part("aimed at " + String.join(" and ", targets.get()) + ", drawn now");
    }
    a = redraw(a, order, line);
    if (a.ability().random() && !a.passive() && a.source().orElseThrow().picks().isEmpty()) {
      // its random choices are drawn now, among the players still alive (games.md section 9)
      Action source = a.source().orElseThrow();
      List<String> picks = RandomChoices.drawNow(plan.night(), a.actor(), a.ability(), source,
          draws, living);
      a = plan.withPicks(a, picks);
      drawn.put(source.submissionIndex(), a.source().orElseThrow());
      line.drawn(a); // worded with its draws: "Gam gamble (random: Eve)"
    }
    if (a.passive() && a.ability().random() && RandomChoices.aimsAtRandom(a.components())) {
      // a passive's random players: drawn now too, among the players still alive
      // (a holder's second use of one modifier uses its first draw, as up front)
      String key = Night.passiveKey(plan.name(a.actor()),
          a.passiveOf().orElseThrow().modifier().name());
      List<String> picks = passivePicks.get(key);
      if (picks == null) {
        picks = RandomChoices.drawPassive(plan.night(), a.actor(), a.ability(), a.components(),
            draws, living);
        passivePicks.put(key, picks);
      }
      a = plan.withPicks(a, picks);
      line.drawn(a);
    }
    Act<PlannedAction> act = new Act<>(a, a.actor(), a.trackable(), a.binding(), order, ALL);
    int n = a.components().size();
    if (landing.length < n) {
      landing = new int[n];
    }
    int[] at = landing; // where each component lands: the run's array, one action at a time
    // who deflected each component there (lists only once a deflect has been made tonight)
    List<List<PlannedAction>> deflectedBy = anyDeflect ? new ArrayList<>(n) : null;
    for (int i = 0; i < n; i++) {
      List<PlannedAction> by = anyDeflect ? new ArrayList<>(0) : List.of();
      if (deflectedBy != null) {
        deflectedBy.add(by);
      }
      at[i] = position(a, i, by);
    }
    visitTriggers(a, at, order);
    stop = stopped(a, order);
    if (stop != null) { // a trigger set off by its visits killed or stopped the actor first
      line.part(stop + (dead.get(a.actor()) ? " (killed before acting)" : " (before acting)"));
      StepWords words = words(act, false, line, order);
      for (int i = 0; i < n; i++) { // its visits were made: they set the triggers off
        Component c = a.components().get(i);
        if (c.isVisit() && !dead.get(at[i])) { // a watcher there sees him, a tracker the visit
          kernel.apply(act, c, at[i], kernel.board(), words);
        }
      }
      nothing(a, order, true);
      return;
    }
    List<Component> components = a.components();
    for (int i = 0; i < components.size(); i++) { // by index: no iterator per action
      if (components.get(i).isKill()) {
        kernel.observations().killAttempt(a.actor());
        break;
      }
    }
    StepWords words = words(act, false, line, order);
    for (int i = 0; i < n; i++) {
      Component c = a.components().get(i);
      if (dead.get(at[i]) && c.target().kind() != Ref.Kind.SELF) {
        line.part(c.describe() + " fails: " + plan.name(at[i]) + " is dead");
        kernel.blocked(act, c);
        continue;
      }
      kernel.apply(act, c, at[i], kernel.board(), words);
      kernel.performed(act, i, at[i], kernel.board(), responder(order));
      if (deflectedBy != null && !deflectedBy.get(i).isEmpty()) {
        kernel.redirected(act, i, at[i], deflectedBy.get(i), kernel.board(), responder(order));
      }
    }
    settle(order);
  }

  /**
   * {@code a}, aimed at players drawn now among the living when its actor's next action is
   * redrawn by a status he holds ({@code Bumbled}, held at the start or given earlier tonight):
   * the status is used up and the actor told where it went. An action without written players,
   * or of an ability the status spares, leaves it for a later one.
   */
  private PlannedAction redraw(PlannedAction a, int order, StepLog.Line line) {
    if (!redraws.get(a.actor())) {
      return a;
    }
    StatusDefinition status = redrawing[a.actor()];
    Action source = a.source().orElse(null);
    if (status == null || source == null || source.targets().isEmpty()
        || !status.redraws(a.ability().filterTags())) {
      return a;
    }
    if (source.written().isEmpty()) { // not yet drawn (a run again for the vests has them)
      Optional<List<String>> targets = RandomChoices.redraw(plan.night(), a.actor(), a.ability(),
          source, draws, living.pool());
      if (targets.isEmpty()) {
        return a;
      }
      a = plan.withTargets(a, targets.get());
      source = a.source().orElseThrow();
      drawn.put(source.submissionIndex(), source);
    }
    redrawing[a.actor()] = null;
    redraws.clear(a.actor());
    line.part(status.name() + ": it goes to " + String.join(" and ", source.targets())
        + (source.targets().equals(source.written()) ? ", as written"
            : " instead of " + String.join(" and ", source.written())));
    out.redrawn(a, status, order);
    return a;
  }

  /**
   * Action {@code a} does not happen: none of its components. Its results say {@code no
   * result}, or the fake answer of a block on its actor unless it is {@code nullified} (its
   * actor dead, or a status nullifies it: {@link #stopped}; games.md section 4).
   */
  private void nothing(PlannedAction a, int order, boolean nullified) {
    Act<PlannedAction> act = new Act<>(a, a.actor(), a.trackable(), a.binding(), order, ALL);
    List<Component> components = a.components();
    for (int i = 0; i < components.size(); i++) {
      if (nullified) {
        kernel.nullified(act, components.get(i));
      } else {
        kernel.blocked(act, components.get(i));
      }
    }
  }

  /**
   * Why {@code a} does not happen at {@code order}, or null: its actor is dead (as {@code
   * option deaths} says), or was given earlier tonight a status that nullifies it (or, a
   * passive, turns it off), or was killed or arrested at a lower order under {@code
   * death-stops-actions later}. A {@code survives-death} ability happens after a death, and
   * under {@code later} after a status given earlier tonight that nullifies it (games.md
   * section 4.1: "killed or arrested at order value o", the ability "is exempt", as in rar and
   * snarf); a status held since the night started nullifies it (section 4), unless a clear
   * earlier tonight took it (section 5: the plan is {@link NightPlan#stepwise}).
   */
  private String stopped(PlannedAction a, int order) {
    boolean survives = a.ability().survivesDeath();
    int actor = a.actor();
    if (!survives && dead.get(actor)) {
      return "does not happen: " + plan.name(actor) + " died at [" + diedAt[actor] + "]";
    }
    String held = kernel.startStatusStops(a); // held as the night started, not cleared since
    if (held != null) {
      return held;
    }
    boolean exempt = survives && !a.passive()
        && options.deathStopsActions() == GameOptions.DeathStopsActions.LATER;
    String status = exempt ? null : kernel.statusStops(a); // given at once earlier tonight
    if (status != null) {
      return status;
    }
    return survives ? null : later.stops(a, order);
  }

  /**
   * Where component {@code i} of {@code a} lands: its written target carried by every move
   * made so far, in the order they were made (each once); the deflects among them are noted in
   * {@code deflectors} (for their makers' redirect triggers).
   */
  private int position(PlannedAction a, int i, List<PlannedAction> deflectors) {
    Component c = a.components().get(i);
    int at = a.target(c);
    if (!a.moves(c) || moves.isEmpty()) {
      return at;
    }
    // the moves that can carry it, in the order made: the redirects of its actor's actions and
    // the swaps and deflects at the place it stands on at that moment
    for (int last = -1;;) {
      int next = Math.min(Indexes.after(redirectsOf[a.actor()], last),
          Indexes.after(movesAt[at], last));
      if (next == Integer.MAX_VALUE) {
        return at;
      }
      last = next;
      Move m = moves.get(next);
      if (m.mover() == a) {
        continue; // a mover's own components never move
      }
      int d = m.destination(at, a);
      if (d >= 0 && d != at) {
        at = d;
        if (m.kind() == Move.Kind.DEFLECT && !deflectors.contains(m.mover())) {
          deflectors.add(m.mover());
        }
      }
    }
  }

  /** A move made now: in force for every later action. */
  private void moved(Move m) {
    int index = moves.size();
    moves.add(m);
    switch (m.kind()) {
      case REDIRECT -> redirectsOf[m.first()] = Indexes.add(redirectsOf[m.first()], index);
      case SWAP -> {
        movesAt[m.first()] = Indexes.add(movesAt[m.first()], index);
        if (m.second() != m.first()) {
          movesAt[m.second()] = Indexes.add(movesAt[m.second()], index);
        }
      }
      case DEFLECT -> {
        movesAt[m.first()] = Indexes.add(movesAt[m.first()], index);
        anyDeflect = true;
      }
    }
  }

  /** Ascending ints (indexes into a list), appended in order. */
  private static final class Indexes {
    private int[] values = new int[2];
    private int size;

    /** {@code list} (a new one if null) with {@code value}, which exceeds every value in it. */
    static Indexes add(Indexes list, int value) {
      Indexes out = list == null ? new Indexes() : list;
      out.push(value);
      return out;
    }

    void push(int value) {
      if (size == values.length) {
        values = java.util.Arrays.copyOf(values, size * 2);
      }
      values[size++] = value;
    }

    /** The first value of {@code list} above {@code last}; {@code MAX_VALUE} if none. */
    static int after(Indexes list, int last) {
      if (list == null) {
        return Integer.MAX_VALUE;
      }
      int lo = 0;
      int hi = list.size;
      while (lo < hi) {
        int mid = (lo + hi) >>> 1;
        if (list.values[mid] <= last) {
          lo = mid + 1;
        } else {
          hi = mid;
        }
      }
      return lo < list.size ? list.values[lo] : Integer.MAX_VALUE;
    }
  }

  /**
   * The on-visited triggers {@code a}'s visits set off fire before its effects, once per
   * trigger and visitor, their responses bound to the visitor and settled at once; {@code
   * at}'s first entries say where each of its components lands.
   */
  private void visitTriggers(PlannedAction a, int[] at, int order) {
    if (!kernel.board().anyTrigger()) {
      return;
    }
    for (int i = 0; i < a.components().size(); i++) {
      if (!a.components().get(i).isVisit() || dead.get(at[i])) {
        continue;
      }
      int visited = at[i];
      List<ArmedTrigger<PlannedAction>> on = kernel.board().triggersOn(visited);
      if (on.isEmpty()) {
        continue;
      }
      for (ArmedTrigger<PlannedAction> t : List.copyOf(on)) {
        if (t.trigger().event() != Component.Event.ON_VISITED || !t.trigger().firesFor(a.tags())
            || !fired.add(t.id(), a.actor())) {
          continue;
        }
        int visitor = a.actor();
        List<Component> response = t.source().response(t.trigger().response(), visitor);
        if (response.stream().allMatch(c -> c.asCancel().isPresent())) {
          continue; // its guards chose nothing for this visitor, or only a cancel: that holds
          // where the visiting action lands, while the trigger is armed (EffectKernel)
        }
        StepLog.Line line = log.line(order, List.of(part, t.id(), visitor),
            t.source() + " fires on " + plan.name(visitor));
        ToIntFunction<Ref> bind = ref -> switch (ref.kind()) {
          case SUBJECT -> visitor;
          case SELF -> t.holder();
          default -> t.source().player(ref); // a parameter (random selectors are drawn first)
        };
        Act<PlannedAction> act = new Act<>(t.source(), t.holder(), false, bind, order, ALL);
        StepWords words = words(act, true, line, order);
        for (Component r : response) {
          kernel.apply(act, r, bind.applyAsInt(r.target()), kernel.board(), words);
        }
        settle(order);
      }
    }
  }

  /**
   * Draws the consequences of the kills made so far (settled as they landed) and notes who
   * died at {@code order}; with {@code deaths immediate} their deaths take effect at once.
   */
  private void settle(int order) {
    kernel.settleKills(kernel.board(), responder(order));
    List<org.nightres.core.kernel.KillHit<PlannedAction>> aimed = kernel.kills().aimed();
    for (; hitsSeen < aimed.size(); hitsSeen++) { // in the order the kills landed
      for (org.nightres.core.kernel.KillHit<PlannedAction> hit : hits(aimed.get(hitsSeen))) {
        int p = hit.victim();
        if (hit.dies() && diedAt[p] < 0) {
          diedAt[p] = order;
          later.died(p, order);
          pendingDeaths.push(p);
          out.diedAt(p, now, ++deathSeq); // after what killed him, before what it set off
        }
      }
    }
    if (options.deaths() == GameOptions.Deaths.IMMEDIATE) {
      takeEffect();
    }
  }

  /** A kill and the kills it made on others (a guard's), in that order. */
  private static List<org.nightres.core.kernel.KillHit<PlannedAction>> hits(
      org.nightres.core.kernel.KillHit<PlannedAction> hit) {
    if (hit.secondary().isEmpty()) {
      return List.of(hit);
    }
    List<org.nightres.core.kernel.KillHit<PlannedAction>> all = new ArrayList<>();
    all.add(hit);
    all.addAll(hit.secondary());
    return all;
  }

  /**
   * Whether player {@code p} is dead now, for a response: his death took effect, or, with
   * {@code deaths immediate}, a kill settled earlier in the chain of triggers being followed
   * killed him (it takes effect at once; {@link #settle} notes it once the chain is over). A
   * kill on him fails, and so does any other component but one on the holder himself (a death
   * trigger's holder has just died).
   */
  private boolean deadNow(int p) {
    return p >= 0 && (dead.get(p)
        || (options.deaths() == GameOptions.Deaths.IMMEDIATE && kernel.kills().died(p)));
  }

  /** The deaths decided so far take effect: the dead act no more and cannot be reached. */
  private void takeEffect() {
    for (int i = 0; i < pendingDeaths.size; i++) {
      dead.set(pendingDeaths.values[i]);
      pool = null;
    }
    pendingDeaths.size = 0;
  }

  /** The step log's words for one component of {@code act} at {@code order}. */
  private StepWords words(Act<PlannedAction> act, boolean triggered, StepLog.Line line,
      int order) {
    if (triggered) {
      out.fired(act.source(), now); // its announcements: after the deaths of this moment
    }
    KillWording<PlannedAction> wording = switch (options.deaths()) {
      case IMMEDIATE -> StepWords.AT_ONCE;
      case END_OF_ORDER -> StepWords.END_OF_ORDER;
      case END_OF_NIGHT -> StepWords.WORDING;
    };
    return new StepWords(plan, act, triggered, line, order, scheduler, wording);
  }

  /** {@code Lev is now Townsperson}: a player's roles as a role change left them. */
  private static String rolesNow(String name, List<org.nightres.core.component.Role> roles) {
    return name + " is now " + roles.stream()
        .map(org.nightres.core.component.Role::name)
        .collect(java.util.stream.Collectors.joining("+"));
  }

  /**
   * How the responses the kernel draws (death, defense, action and redirect triggers,
   * reactions) run: at once, at the order of what set them off, on a line of their own.
   */
  private EffectKernel.Responder<PlannedAction> responder(int order) {
    if (responder == null || responderOrder != order) { // one per order value in turn
      responder = newResponder(order);
      responderOrder = order;
    }
    return responder;
  }

  private EffectKernel.Responder<PlannedAction> newResponder(int order) {
    return new EffectKernel.Responder<>() {
      @Override
      public Act<PlannedAction> act(PlannedAction source, int actor, ToIntFunction<Ref> bind) {
        return new Act<>(source, actor, false, bind, order, ALL);
      }

      @Override
      public EffectListener<PlannedAction> listener(Act<PlannedAction> act, String why) {
        return words(act, true, log.line(order, List.of("response", why), why), order);
      }

      @Override
      public String unreached(Component c, int target) {
        return deadNow(target) && (c.isKill() || c.target().kind() != Ref.Kind.SELF)
            ? plan.name(target) + " is dead" : null;
      }
    };
  }
}
