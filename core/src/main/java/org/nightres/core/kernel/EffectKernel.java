package org.nightres.core.kernel;

import com.google.common.base.Preconditions;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToIntFunction;
import org.nightres.core.component.Component;
import org.nightres.core.plan.Defenses;
import org.nightres.core.plan.Disguises;
import org.nightres.core.component.Ref;
import org.nightres.core.component.ResultKind;
import org.nightres.core.component.Role;
import org.nightres.core.component.StateChange;
import org.nightres.core.component.StatusDefinition;
import org.nightres.core.model.Player;
import org.nightres.core.kernel.Board.AbsenceState;
import org.nightres.core.kernel.Board.ArmedTrigger;
import org.nightres.core.kernel.Board.BlockState;
import org.nightres.core.kernel.Board.GuardState;
import org.nightres.core.kernel.Board.ProtectionState;
import org.nightres.core.kernel.Board.UntargetableState;
import org.nightres.core.model.GameOptions;
import org.nightres.core.model.GameOptions.DoctorStops;
import org.nightres.core.outcome.ExplanationNode;
import org.nightres.core.plan.NightPlan;
import org.nightres.core.plan.Observations;
import org.nightres.core.plan.OutcomeBuilder;
import org.nightres.core.plan.PlannedAction;

/**
 * The effect kernel of the order-based schemes: what each component kind does when a scheduler
 * applies it, written once. A scheduler (SNARF, NAR) decides what runs when and where
 * components land; the kernel applies one component at a time:
 *
 * <ul>
 *   <li>a component landing on an untargetable player fails there ({@link Defenses}); visits
 *       and the actor's own {@link Ref#self() self} components are never stopped;
 *   <li>blocks, untargetability, absences, protections, guards and triggers become states on a
 *       {@link Board} — the committed {@link #board()}, or a staging board the scheduler
 *       commits later;
 *   <li>kills become attempts of the {@link KillSettlement}; recruitments and information
 *       components are recorded for the {@link #endOfNight end of the night}; fruit and
 *       notices go straight to the outcome;
 *   <li>redirects, swaps and deflects are reported to the scheduler, which moves what they move
 *       (who they reach is the component's: {@link Component.Redirect#reaches}, {@link
 *       Component.Deflect#reaches}).
 * </ul>
 *
 * <p>Every outcome is reported to an {@link EffectListener}, which words it. Deterministic: all
 * records keep application order. Not thread-safe: one instance per resolution.
 *
 * @param <S> the scheduler's action type (what states and records cite as their source)
 */
public final class EffectKernel<S> {

  /**
   * One action being applied: its {@code source}, acting player, whether its visits are seen,
   * how it binds references, the order value it runs at (0 where the scheme has none), and
   * which sources' states count against it ({@code defended}: a scheme may exempt an action
   * from its own states).
   */
  public record Act<S>(S source, int actor, boolean trackable, ToIntFunction<Ref> bind,
      int order, Predicate<S> defended) {
    /**
     * An action being applied.
     *
     * @param source the scheduler's action
     * @param actor the acting player's index in the plan
     * @param trackable whether its visits are seen by trackers and watchers
     * @param bind binds each of its components' references to a player index in the plan
     * @param order the order value it runs at; 0 where the scheme has none
     * @param defended which sources' states count against it
     */
    public Act {
      Preconditions.checkNotNull(source);
      Preconditions.checkNotNull(bind);
      Preconditions.checkNotNull(defended);
    }
  }

  /**
   * How a scheduler acts out and words a response: the components a trigger sets off on a death
   * or a defense, and a protection's reaction on the attacker ({@link Component#responses}).
   */
  public interface Responder<S> {
    /**
     * {@return the act of a response by {@code source}'s {@code actor}, its references bound by
     * {@code bind}}
     *
     * @param source the scheduler's action whose component set the response off
     * @param actor the index in the plan of the player who responds
     * @param bind binds the response's references to player indexes in the plan
     */
    Act<S> act(S source, int actor, ToIntFunction<Ref> bind);

    /**
     * {@return what words what the response {@code act} does; {@code why} says what set it off}
     *
     * @param act the response being applied
     * @param why what set it off, worded for the explanation
     */
    EffectListener<S> listener(Act<S> act, String why);

    /**
     * {@return why component {@code c} of a response cannot land on player {@code target} now,
     * or null: it lands} A scheduler whose deaths take effect at once names the dead ({@code
     * games.md} section 5, rule 3: a component landing on a dead player fails), among them
     * those an earlier branch of the same chain of triggers killed. Default: it lands.
     *
     * @param c a component of the response
     * @param target the player it lands on
     */
    default String unreached(Component c, int target) {
      return null;
    }
  }

  /**
   * The end of the night, decided: who dies, who is recruited, and the explanation lines; the
   * recruitments that failed and the answers in the order they were applied, each with the
   * {@linkplain #time moment} it was applied at.
   */
  public record NightEnd(BitSet deaths, BitSet recruited, List<Stamped> recruitFailures,
      List<Stamped> answers, List<ExplanationNode> totals) {

    /** An explanation line with the {@linkplain EffectKernel#time moment} of what it explains. */
    public record Stamped(long time, ExplanationNode line) {}

    /**
     * The lines of the end of the night: the totals, the failed recruitments, the answers.
     *
     * @return the lines, totals first
     */
    public List<ExplanationNode> lines() {
      List<ExplanationNode> lines = new ArrayList<>(totals);
      recruitFailures.forEach(f -> lines.add(f.line()));
      answers.forEach(a -> lines.add(a.line()));
      return lines;
    }

    /**
     * The totals lines: who dies and who is recruited, named by {@code join} ("none") when the
     * lines are first read (a night resolved part by part words only the whole night's).
     *
     * @param deaths the players (indexes in the plan) who die
     * @param recruited the players (indexes in the plan) who are recruited
     * @param join names a set of players, as {@link NightPlan#joinNames(BitSet)} does; it must
     *     name them alike whenever it is called
     * @return a line of the deaths, then one of the recruitments
     */
    public static List<ExplanationNode> totals(BitSet deaths, BitSet recruited,
        java.util.function.Function<BitSet, String> join) {
      return List.of(total("deaths: ", deaths, join), total("recruited: ", recruited, join));
    }

    private static ExplanationNode total(String label, BitSet players,
        java.util.function.Function<BitSet, String> join) {
      if (players.isEmpty()) {
        return ExplanationNode.leaf(label + "none");
      }
      BitSet named = (BitSet) players.clone(); // as they are now
      return ExplanationNode.lazy(() -> ExplanationNode.leaf(label + join.apply(named)));
    }
  }

  /**
   * An information component applied: {@code actorNow} and {@code targetNow} are its actor and
   * the player it landed on as they were then, when a role change applied at once had changed
   * them ({@link #applyChangesAtOnce}); null: as the night started.
   */
  private record ResultRecord<S>(S source, Component.Result component, int actor,
      ResultKind kind, int target, String fake, List<Board.DisguiseState<S>> disguises,
      long time, Player actorNow, Player targetNow) {
    ResultRecord(S source, Component.Result component, int actor, ResultKind kind, int target,
        String fake, List<Board.DisguiseState<S>> disguises, long time) {
      this(source, component, actor, kind, target, fake, disguises, time, null, null);
    }
  }

  private record RecruitRecord<S>(S source, int target, long time) {}

  /**
   * An action a visited trigger cancelled ({@link Component.Cancel}): the answer its actor is
   * told (of several cancels, the first by value), the index of its first cancelled component
   * and where it was cancelled.
   */
  private static final class CancelRecord<S> {
    final S source;
    String answer;
    int component;
    int place;

    CancelRecord(S source, String answer, int component, int place) {
      this.source = source;
      this.answer = answer;
      this.component = component;
      this.place = place;
    }
  }

  private final NightPlan plan;
  private final OutcomeBuilder out;
  private final Function<S, PlannedAction> planned;
  private final Board<S> board;
  private final Observations observations;
  private final KillSettlement<S> kills;
  private final List<ResultRecord<S>> results = new ArrayList<>();
  private final List<RecruitRecord<S>> recruits = new ArrayList<>();
  /** The cancelled actions, in the order they were first cancelled. */
  private final List<CancelRecord<S>> cancels = new ArrayList<>(0);
  /** The moment what is applied now happens ({@link #time(long)}). */
  private long time;
  private int nextTriggerId;
  /** The deepest chain of triggers set off by one another ({@code games.md} section 5). */
  public static final int MAX_TRIGGER_DEPTH = 64;
  /** How many of the kill attempts had their consequences drawn ({@link #settleKills}). */
  private int consequencesDrawn;
  /**
   * Whether role changes and statuses apply, and limited protections' uses are spent, at once
   * ({@link #applyChangesAtOnce}).
   */
  private boolean atOnce;
  /** Whether a death's triggers are followed depth first ({@link #followTriggersDepthFirst}). */
  private boolean depthFirst;
  /**
   * Per player, the statuses given him tonight that apply at once ({@link #applyChangesAtOnce})
   * and were not cleared since, in the order given; null where none.
   */
  private final Sparse<List<Given<S>>> givenNow;
  /**
   * The players whose roles a role change applied at once changed tonight, as they are now, by
   * index; null where unchanged.
   */
  private final Sparse<List<Role>> rolesNow;
  /**
   * The players whose alignment a recruitment or an alignment change applied at once changed
   * tonight, their alignment now, by index; null where unchanged.
   */
  private final Sparse<String> alignmentNow;
  /**
   * The players whose attributes a change applied at once changed tonight, their attributes
   * now, by index; null where unchanged.
   */
  private final Sparse<java.util.Map<String, String>> attributesNow;
  /** The players a recruitment applied at once recruited tonight: the first recruiter wins. */
  private final BitSet recruitedNow = new BitSet();
  /** The (trigger, dead player) pairs whose death(all) trigger fired; membership only. */
  private final PairSet anyDeathFired = new PairSet();
  /**
   * Under {@code option revenge-targets first-submitted}, the (trigger, dead player) pairs whose
   * own death or killed trigger fired; membership only.
   */
  private final PairSet ownDeathFired = new PairSet();
  /** The (trigger, action) pairs whose redirect trigger fired; membership only. */
  private final PairSet redirectsFired = new PairSet();
  /** The trigger passives behind the responses being applied now ({@link KillHit#chain}). */
  private int[] chain = new int[0];
  /** Whether some action of the plan may arm a trigger that cancels (none: no look-up). */
  private final boolean anyCancel;

  /**
   * A kernel for one resolution of {@code plan}, reporting to {@code out}; {@code planned}
   * gives the planned action behind a source (for its tags and for the outcome).
   *
   * @param plan the plan being resolved
   * @param out the builder of its outcome
   * @param planned the planned action behind a scheduler's action
   * @param mode when kill attempts are settled
   */
  public EffectKernel(NightPlan plan, OutcomeBuilder out, Function<S, PlannedAction> planned,
      KillSettlement.Mode mode) {
    this.plan = Preconditions.checkNotNull(plan);
    this.givenNow = new Sparse<>(plan.playerCount());
    this.rolesNow = new Sparse<>(plan.playerCount());
    this.alignmentNow = new Sparse<>(plan.playerCount());
    this.attributesNow = new Sparse<>(plan.playerCount());
    this.out = Preconditions.checkNotNull(out);
    this.planned = Preconditions.checkNotNull(planned);
    this.board = new Board<>(plan.playerCount());
    this.observations = new Observations(plan);
    this.kills = new KillSettlement<>(plan, board, s -> planned.apply(s).tags(),
        s -> plan.attacker(planned.apply(s)), s -> planned.apply(s).passiveOf()
            .map(org.nightres.core.model.ModifierUse::countableProtection).orElse(false), mode);
    this.anyCancel = plan.cancels();
  }

  /** {@return the committed states: what every application reads} */
  public Board<S> board() {
    return board;
  }

  /** {@return the kill attempts and their settlement (against {@link #board()})} */
  public KillSettlement<S> kills() {
    return kills;
  }

  /**
   * {@return the visits and kill attempts made so far, which information components are answered
   * from}
   */
  public Observations observations() {
    return observations;
  }

  /**
   * Applies component {@code c} of an unblocked {@code act}, landing on {@code main}, reading
   * {@link #board()} and writing new states to {@code write} (the board itself, or a staging
   * board the scheduler commits later).
   *
   * @param act the action being applied, not blocked
   * @param c one of its components
   * @param main the index in the plan of the player it lands on, after any moves
   * @param write the board the new states go to
   * @param listener words what the component does
   */
  public void apply(Act<S> act, Component c, int main, Board<S> write, EffectListener<S> listener) {
    c.accept(new Application(act, main, write, listener));
  }

  /**
   * The fake feedback of a blocked action ({@code block(X, feedback=F)}): that of the block with
   * feedback that reaches it, among those on its actor: the first by value (then by action), so
   * that the answer never depends on the order of the lines.
   */
  private Optional<String> fakeFeedback(Act<S> act) {
    PlannedAction a = planned.apply(act.source());
    if (!a.blockable()) {
      return Optional.empty();
    }
    BlockState<S> best = null;
    for (BlockState<S> b : board.blocksOn(act.actor())) {
      if (b.block().feedback().isPresent() && b.block().reaches(a.tags())
          && act.defended().test(b.source())
          && (best == null || fakeFirst(b, best))) {
        best = b;
      }
    }
    return best == null ? Optional.empty() : best.block().feedback();
  }

  /** Whether block {@code b}'s fake answer comes before {@code other}'s: value, then action. */
  private boolean fakeFirst(BlockState<S> b, BlockState<S> other) {
    int c = b.block().feedback().orElseThrow().compareTo(other.block().feedback().orElseThrow());
    return c < 0 || (c == 0
        && planned.apply(b.source()).id() < planned.apply(other.source()).id());
  }

  /**
   * {@return the clear that stops {@code a}, if {@code a} is the expiry of a status ({@link
   * NightPlan#expiryOf}) that a clear on its holder has already removed tonight}
   *
   * @param a an action or passive of the plan
   */
  public Optional<Board.ClearState<S>> clearedBy(PlannedAction a) {
    Optional<String> status = plan.expiryOf(a);
    return status.isEmpty() ? Optional.empty() : board.clearOf(a.actor(), status.get());
  }

  /**
   * {@return why action {@code a} does not happen, or null: it is the expiry of a status that a
   * clear removed earlier tonight ({@link #clearedBy}), in a step log's words, with the clear's
   * order (the order-based schedulers': SNARF, sequential)}
   *
   * @param a an action or passive of the plan
   */
  public String clearStops(PlannedAction a) {
    Optional<Board.ClearState<S>> cleared = clearedBy(a);
    return cleared.isEmpty() ? null : "does not happen: " + plan.name(a.actor()) + "'s "
        + cleared.get().status() + " was cleared by " + cleared.get().source() + " at ["
        + cleared.get().order() + "]";
  }

  /**
   * Component {@code c} of {@code act} is blocked: it has no effect. An information component
   * answers {@code no result}; its kind is returned.
   *
   * @param act the blocked action
   * @param c its component
   * @return the kind of information {@code c} would have given; empty if it is not an information
   *     component
   */
  public Optional<ResultKind> blocked(Act<S> act, Component c) {
    return unanswered(act, c, true);
  }

  /**
   * Component {@code c} of {@code act} is nullified ({@code games.md} section 4: its actor is
   * dead, or a status nullifies it): it has no effect, and an information component answers
   * {@code no result}, whatever a block on its actor would have told ({@code block(X,
   * feedback=F)}: the block did not stop it).
   *
   * @param act the nullified action
   * @param c its component
   */
  public void nullified(Act<S> act, Component c) {
    unanswered(act, c, false);
  }

  private Optional<ResultKind> unanswered(Act<S> act, Component c, boolean byBlock) {
    Component.Result r = c.accept(AS_RESULT);
    if (r == null) {
      return Optional.empty();
    }
    String fake = byBlock ? fakeFeedback(act).orElse(null) : null;
    results.add(
        new ResultRecord<>(act.source(), r, act.actor(), r.kind(), -1, fake, List.of(), time));
    return Optional.of(r.kind());
  }

  /**
   * The moment of what is applied from now on: a number that orders the moments of the night
   * as its scheduler runs them (the sequential scheme: an action's order value, then its place
   * in the whole night). Answers and recruitments carry the moment they were applied at
   * ({@link NightEnd.Stamped}), so that a night resolved part by part can put them back in the
   * order of the whole night. 0 until set.
   *
   * @param moment the moment; any numbers increasing as the scheduler runs the night
   */
  public void time(long moment) {
    this.time = moment;
  }

  /**
   * From now on the end-of-night components that change a player apply at once, as the
   * sequential scheme says ({@code games.md} section 5):
   *
   * <ul>
   *   <li>a role change ({@code role(...)}, but {@code align}): what later components read of
   *       its actor's and target's roles (results, facts told) is their roles after it ({@link
   *       org.nightres.core.plan.RoleChanges#after}), and what a role either lost holds stops:
   *       its passives' states are withdrawn from the board ({@link Board#withdraw}; what its
   *       triggers did earlier tonight stays) and its abilities and passives that come later do
   *       not happen ({@link #roleLost}). Roles gained work from the next night, whose plan
   *       holds them;
   *   <li>a recruitment ({@code recruit}) and an alignment change ({@code role(X, align A)},
   *       {@code align with}): what later components read of the target's alignment (results,
   *       facts told) is the one he joined (a recruiter's as the night started; of two
   *       recruitments the first). His faction abilities change from the next night, whose plan
   *       holds them, and a recruitment that {@code recruit-fails-if-target-dies} undoes at the
   *       end of the night still stood for what read him before;
   *   <li>a status that starts tonight ({@link StateChange#givesTonight}): its holder's later
   *       actions that it nullifies do not happen, nor, if it turns passives off, his later
   *       passives, whose states are withdrawn ({@link #statusStops}); its effects are applied
   *       on him now, by the action that gave it. A clear that lands later tonight takes it away
   *       again, effects included;
   *   <li>a clear of a status held as the night started: his later actions that it nullified
   *       happen (planned by a {@link NightPlan#stepwise} plan; {@link #startStatusStops}), and
   *       the states its effects made on him are withdrawn. What it turned off as the night
   *       started (his passives, traits and held disguises) stays off tonight: the plan leaves
   *       them out;
   *   <li>a limited protection's uses ({@code uses=n}): spent as they are spent, so that once
   *       those left at the start of the night are gone, a later attack finds it spent ({@link
   *       Board.ProtectionState#spent}).
   * </ul>
   *
   * The next state applies the changes as in every scheme.
   */
  public void applyChangesAtOnce() {
    atOnce = true;
  }

  /**
   * From now on a death's triggers are followed depth first ({@code games.md} section 5, rule
   * 5: "triggers fire right after their cause ..., depth first"): each trigger the death sets
   * off responds, and the kills of its response are settled and their consequences drawn
   * (deaths, and the triggers those set off, in turn), before the death's next trigger
   * responds. Otherwise (the default) the consequences of the kills settled together are drawn
   * first, then those of the kills their responses made, round by round.
   */
  public void followTriggersDepthFirst() {
    depthFirst = true;
  }

  /**
   * {@return player {@code p} as he is now: as the night started, but the roles, alignment and
   * attributes the changes applied at once gave him}
   *
   * @param p the player's index in the plan
   */
  public Player playerNow(int p) {
    List<Role> roles = rolesNow.get(p);
    String alignment = alignmentNow.get(p);
    java.util.Map<String, String> attributes = attributesNow.get(p);
    Player now = roles == null ? plan.player(p) : plan.player(p).withChangedRoles(roles);
    now = alignment == null ? now
        : org.nightres.core.model.ImmutablePlayer.copyOf(now).withAlignment(alignment);
    return attributes == null ? now
        : org.nightres.core.model.ImmutablePlayer.copyOf(now).withAttributes(attributes);
  }

  /**
   * Attribute change {@code c} of {@code a} (bound: {@link StateChange#bound}) landed on {@code
   * target}: applied at once ({@link org.nightres.core.plan.AttributeChanges}, the next state's
   * rule), for what later steps read of him.
   */
  private void attributeChanged(PlannedAction a, StateChange c, int target, int other) {
    java.util.Map<String, String> held = attributesNow.get(target);
    java.util.Map<String, String> before = held != null ? held : plan.player(target).attributes();
    org.nightres.core.plan.AttributeChanges.Set set = org.nightres.core.plan.AttributeChanges.of(
        c, new org.nightres.core.plan.AttributeChanges.Around(plan.name(a.actor()),
            other < 0 ? null : plan.name(other), before::get,
            () -> plan.night().livingPlayers().cardinality(), plan.night().players().size(),
            plan.night().number()));
    if (set == null) {
      return;
    }
    java.util.Map<String, String> after = new java.util.TreeMap<>(before);
    if (set.value() != null) {
      after.put(set.key(), set.value());
    } else {
      after.remove(set.key());
    }
    attributesNow.set(target, after);
  }

  /**
   * {@return player {@code p}'s roles now ({@link #playerNow}), without making a player of them}
   *
   * @param p the player's index in the plan
   */
  public List<Role> rolesNow(int p) {
    List<Role> now = rolesNow.get(p);
    return now != null ? now : plan.player(p).roles();
  }

  /**
   * {@return the alignment player {@code p} joined tonight by a recruitment or an alignment
   * change applied at once ({@link #applyChangesAtOnce}), or null}
   *
   * @param p the player's index in the plan
   */
  public String joinedNow(int p) {
    return alignmentNow.get(p);
  }

  private static boolean named(List<Role> roles, String name) {
    for (Role r : roles) {
      if (r.name().equals(name)) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@return why action {@code a} no longer happens, or null: its actor lost, by a role change
   * applied at once earlier tonight, the role whose ability (or passive) it is}
   *
   * @param a a submitted action or a passive
   */
  public String roleLost(PlannedAction a) {
    List<Role> now = rolesNow.get(a.actor());
    if (now == null) {
      return null;
    }
    boolean lost;
    if (a.passive()) {
      String name = a.passiveOf().orElseThrow().modifier().name();
      lost = named(plan.player(a.actor()).roles(), name) && !named(now, name);
    } else {
      String verb = a.ability().verb();
      lost = plan.player(a.actor()).factionAbilities().stream()
          .noneMatch(x -> x.verb().equals(verb))
          && now.stream().flatMap(r -> r.abilities().stream())
              .noneMatch(x -> x.verb().equals(verb));
    }
    return lost ? "does not happen: " + plan.name(a.actor()) + " no longer holds its role (now "
        + now.stream().map(Role::name).collect(java.util.stream.Collectors.joining("+")) + ")"
        : null;
  }

  /**
   * The plan's passives grouped by actor, made at the first role change applied at once: those
   * of player p are {@code passiveIds[passiveStart[p] .. passiveStart[p + 1])}.
   */
  private int[] passiveStart;
  private int[] passiveIds;

  private void indexPassives() {
    List<PlannedAction> all = plan.actions();
    int first = all.size(); // the passives come last (NightPlan#actions): only they are read
    while (first > 0 && all.get(first - 1).passive()) {
      first--;
    }
    passiveStart = new int[plan.playerCount() + 1];
    for (int i = first; i < all.size(); i++) {
      passiveStart[all.get(i).actor() + 1]++;
    }
    for (int p = 0; p < plan.playerCount(); p++) {
      passiveStart[p + 1] += passiveStart[p];
    }
    passiveIds = new int[all.size() - first];
    int[] next = java.util.Arrays.copyOf(passiveStart, plan.playerCount());
    for (int i = first; i < all.size(); i++) {
      passiveIds[next[all.get(i).actor()]++] = i;
    }
  }

  /**
   * The scheduler's action that names passive {@code x} as its states' source: the passive
   * itself, for the scheduler that applies role changes at once (sequential), whose actions
   * are the planned ones.
   */
  @SuppressWarnings("unchecked")
  private S sourceOf(PlannedAction x) {
    return (S) x;
  }

  /** Role change {@code r} by {@code actor} landed on {@code target}: applied at once. */
  private void rolesChanged(int actor, int target, StateChange.RoleChange r) {
    List<Role> a = rolesNow(actor);
    List<Role> t = rolesNow(target);
    org.nightres.core.plan.RoleChanges.Roles after =
        org.nightres.core.plan.RoleChanges.after(r, a, t, actor == target);
    rolesNow.set(actor, after.actor());
    if (target != actor) {
      rolesNow.set(target, after.target());
    }
    withdrawLost(actor, a);
    if (target != actor) {
      withdrawLost(target, t);
    }
  }

  /** Withdraws the states of the passives of the roles player {@code p} held and lost now. */
  private void withdrawLost(int p, List<Role> before) {
    for (Role role : before) {
      if (!named(rolesNow.get(p), role.name())) {
        withdrawPassives(p, x -> x.passiveOf().orElseThrow().modifier().name()
            .equals(role.name()));
      }
    }
  }

  /** Withdraws the states of player {@code p}'s passives that {@code which} picks. */
  private void withdrawPassives(int p, Predicate<PlannedAction> which) {
    if (passiveStart == null) {
      indexPassives();
    }
    for (int k = passiveStart[p]; k < passiveStart[p + 1]; k++) {
      PlannedAction x = plan.actions().get(passiveIds[k]);
      if (which.test(x)) {
        withdraw(x);
      }
    }
  }

  /** Withdraws the states passive {@code x} made, for what comes later. */
  private void withdraw(PlannedAction x) {
    int[] at = new int[x.components().size() + 1];
    at[0] = x.actor(); // its own states (an absence's holder), then where each component lands
    for (int i = 0; i < x.components().size(); i++) {
      at[i + 1] = x.target(x.components().get(i));
    }
    board.withdraw(sourceOf(x), at);
  }

  /** The uses {@code holder}'s limited protection has left as the night starts. */
  private int usesLeft(int holder, Component.Protect.Limit limit) {
    Integer left = plan.night().state().state(plan.playerInNight(holder)).uses()
        .get(limit.key());
    return left == null ? limit.uses() : left;
  }

  /** A status given at once ({@link #applyChangesAtOnce}): what, at which order, by what. */
  private record Given<S>(StatusDefinition status, int order, S source) {}

  /**
   * Status {@code s}, which starts tonight, landed on {@code holder} by {@code act}: held from
   * now on. A status of that name given earlier tonight is replaced.
   */
  private void statusGiven(Act<S> act, int holder, StatusDefinition s, Board<S> write,
      EffectListener<S> listener) {
    List<Given<S>> given = givenNow.get(holder);
    if (given == null) {
      given = new ArrayList<>(1);
      givenNow.set(holder, given);
    }
    given.removeIf(g -> g.status().name().equals(s.name()));
    given.add(new Given<>(s, act.order(), act.source()));
    if (s.suppressesPassives()) {
      withdrawPassives(holder, x -> !statusMade(x));
    }
    if (!s.effects().isEmpty()) { // on the holder ({@code self}), by the action that gave it
      Act<S> held = new Act<>(act.source(), holder, false, ref -> holder, act.order(),
          act.defended());
      for (Component e : s.effects()) {
        apply(held, e, holder, write, listener);
      }
    }
  }

  /**
   * A clear of status {@code name} landed on {@code holder}: a status of that name given at
   * once tonight is his no longer, and the states its effects made on him are withdrawn; so is
   * one he held as the night started ({@link #startStatusCleared}).
   */
  private void statusCleared(int holder, String name) {
    List<Given<S>> given = givenNow.get(holder);
    for (int i = 0; given != null && i < given.size(); i++) {
      Given<S> g = given.get(i);
      if (g.status().name().equals(name)) {
        given.remove(i);
        if (!g.status().effects().isEmpty()) {
          board.withdrawStates(g.source(), holder);
        }
        break;
      }
    }
    startStatusCleared(holder, name);
  }

  /**
   * The holders a clear tonight took a status with effects from, which they held as the night
   * started ({@link #startStatusCleared}); null: none.
   */
  private BitSet startEffectsCleared;

  /**
   * A clear of status {@code name} landed on {@code holder}, not given it tonight: if he held it
   * as the night started, the states its effects made on him are withdrawn, and the passive
   * that makes them does not happen later ({@link #startStatusStops}).
   */
  private void startStatusCleared(int holder, String name) {
    for (org.nightres.core.model.HeldStatus h : plan.statusesAtStart(holder)) {
      if (h.name().equals(name) && !h.status().effects().isEmpty()) {
        withdrawPassives(holder, x -> madeBy(x, name));
        if (startEffectsCleared == null) {
          startEffectsCleared = new BitSet();
        }
        startEffectsCleared.set(holder);
        return;
      }
    }
  }

  /** Whether passive {@code x} is the effects of status {@code name} (not its expiry). */
  private boolean madeBy(PlannedAction x, String name) {
    return x.passiveOf().orElseThrow().modifier().name().equals(name)
        && plan.expiryOf(x).isEmpty();
  }

  /**
   * {@return why action {@code a} does not happen, or null, under {@link #applyChangesAtOnce}: a
   * status its actor held as the night started nullifies it, and no clear earlier tonight took
   * that status ({@link NightPlan#nullifiedAtStart}); or it is the passive of such a status's
   * effects, and a clear took the status} A status given tonight is {@link #statusStops}'.
   *
   * @param a a submitted action or a passive
   */
  public String startStatusStops(PlannedAction a) {
    int actor = a.actor();
    boolean nullified = plan.nullifiedAtStart(a);
    boolean cleared = a.passive() && startEffectsCleared != null
        && startEffectsCleared.get(actor);
    if (!nullified && !cleared) {
      return null;
    }
    for (org.nightres.core.model.HeldStatus h : plan.statusesAtStart(actor)) {
      Board.ClearState<S> clear = board.clearOf(actor, h.name()).orElse(null);
      if (nullified && clear == null && h.status().nullifies(a.tags())) {
        return "does not happen: " + plan.name(actor) + " is " + h.name();
      }
      if (cleared && clear != null && madeBy(a, h.name())) {
        return "does not happen: " + plan.name(actor) + "'s " + h.name() + " was cleared by "
            + clear.source() + " at [" + clear.order() + "]";
      }
    }
    return null;
  }

  /**
   * Whether passive {@code x} is made by a status its holder holds at the start of the night
   * (its effects, its expiry), not by his roles or modifiers: a status that turns passives off
   * leaves it on, as at the start of a night.
   */
  private boolean statusMade(PlannedAction x) {
    if (plan.expiryOf(x).isPresent()) {
      return true;
    }
    String name = x.passiveOf().orElseThrow().modifier().name();
    for (org.nightres.core.model.HeldStatus h
        : plan.night().state().state(plan.playerInNight(x.actor())).statuses()) {
      if (h.name().equals(name)) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@return why action {@code a} does not happen, or null: a status given its actor at once
   * earlier tonight ({@link #applyChangesAtOnce}) nullifies it (a submitted action whose tags
   * the status does not spare), or turns it off (a passive of his roles or modifiers)}
   *
   * @param a a submitted action or a passive
   */
  public String statusStops(PlannedAction a) {
    List<Given<S>> given = givenNow.get(a.actor());
    if (given == null) {
      return null;
    }
    for (Given<S> g : given) {
      StatusDefinition s = g.status();
      if (a.passive() ? s.suppressesPassives() && !statusMade(a) : s.nullifies(a.tags())) {
        return "does not happen: " + plan.name(a.actor()) + " was given " + s.name() + " at ["
            + g.order() + "]";
      }
    }
    return null;
  }

  /**
   * Settles the kills still pending, then decides recruitments ({@code
   * recruit-fails-if-target-dies}) and answers information components in application order;
   * reports deaths, recruitments and results to the outcome.
   *
   * @param responder acts out and words the responses the settled kills set off
   * @return the end of the night, decided
   */
  public NightEnd endOfNight(Responder<S> responder) {
    settleKills(board, responder);
    spendLimitedProtections();
    for (CancelRecord<S> c : cancels) {
      PlannedAction a = planned.apply(c.source);
      out.cancelled(a, a.components().get(c.component), c.place, c.answer);
    }
    BitSet deaths = kills.deaths();
    List<NightEnd.Stamped> failures = new ArrayList<>();
    BitSet recruited = new BitSet();
    for (RecruitRecord<S> r : recruits) {
      if (plan.options().recruitFailsIfTargetDies() && deaths.get(r.target())) {
        failures.add(new NightEnd.Stamped(r.time(), ExplanationNode.leaf(r.source()
            + ": fails, " + plan.name(r.target()) + " dies tonight (recruit-fails-if-target-dies)")));
      } else {
        if (!recruited.get(r.target())) {
          out.recruited(r.target(), planned.apply(r.source())); // the first recruiter wins
        }
        recruited.set(r.target());
      }
    }
    deaths.stream().forEach(out::death);
    List<NightEnd.Stamped> answers = new ArrayList<>();
    for (ResultRecord<S> r : results) {
      String answer;
      boolean changed = r.actorNow() != null || r.targetNow() != null;
      if (r.fake() != null) {
        answer = r.fake();
      } else if (r.disguises().isEmpty() && !(changed && r.target() >= 0
          && r.kind().fromPlayers())) {
        answer = observations.answer(r.component(), r.actor(), r.target(), deaths);
      } else if (r.disguises().isEmpty()) { // about players whose roles changed before it
        answer = OutcomeBuilder.playerResult(r.component(), then(r.actorNow(), r.actor()),
            then(r.targetNow(), r.target()), null);
      } else { // the disguise it sees answers, and is used
        Board.DisguiseState<S> d = r.disguises().get(0);
        answer = OutcomeBuilder.playerResult(r.component(), then(r.actorNow(), r.actor()),
            then(r.targetNow(), r.target()), d.as());
        for (Board.DisguiseState<S> used : r.disguises()) {
          out.disguiseUsed(planned.apply(used.source()), used.disguise(), used.player());
        }
      }
      PlannedAction a = planned.apply(r.source());
      out.result(a, r.component(), r.target(), answer);
      S source = r.source(); // worded when the explanation is read, as its recipient is told it
      String found = answer;
      Component.Result c = r.component();
      int landed = r.target();
      answers.add(new NightEnd.Stamped(r.time(), ExplanationNode.lazy(() ->
          ExplanationNode.leaf(source + ": " + out.told(a, c, landed, found)))));
    }
    return new NightEnd(deaths, recruited, failures, answers,
        NightEnd.totals(deaths, recruited, plan::joinNames));
  }

  /** {@code now}, the player as an applied result saw him, or else the night's player {@code p}. */
  private Player then(Player now, int p) {
    return now != null ? now : plan.player(p);
  }

  /**
   * {@return player {@code p} if a change applied at once changed his roles or alignment
   * tonight, else null}
   */
  private Player changedNow(int p) {
    return rolesNow.get(p) == null && alignmentNow.get(p) == null
        && attributesNow.get(p) == null ? null : playerNow(p);
  }

  /**
   * Settles the kill attempts still pending, then draws their consequences, in attempt order,
   * until no response makes a new kill: every protection that stopped a kill (alone or with
   * others) reacts on the attacker ({@code react=}) and counts the attempt; those of the rank
   * the defense ladder puts first ({@link Component.Protect.Rank}) are <em>used</em> on it and
   * set off their makers' defense triggers; a kill that kills sets off the victim's
   * death and killed triggers, unless one of them made it. The harms that protections stopped
   * are drawn the same way first ({@link #harmConsequences}). Responses write to {@code write}.
   *
   * @param write the board the responses' states go to
   * @param responder acts out and words the responses
   */
  public void settleKills(Board<S> write, Responder<S> responder) {
    do { // a response may stop a harm, and a stopped harm's reaction may make one
      harmConsequences(write, responder);
      kills.settle();
      drawConsequences(write, responder);
    } while (harmsDrawn < harmsStopped.size());
  }

  /**
   * Draws the consequences of the settled kills whose consequences are not drawn yet, in
   * attempt order, then of the kills their responses made, until none makes a new one.
   */
  private void drawConsequences(Board<S> write, Responder<S> responder) {
    List<KillHit<S>> aimed = kills.aimed();
    while (consequencesDrawn < aimed.size()) {
      int end = aimed.size();
      while (consequencesDrawn < end) {
        KillHit<S> hit = aimed.get(consequencesDrawn++);
        consequences(hit, write, responder);
        for (KillHit<S> secondary : hit.secondary()) {
          consequences(secondary, write, responder);
        }
      }
      kills.settle();
    }
  }

  /**
   * Followed depth first ({@link #followTriggersDepthFirst}): the kills a death trigger's
   * response just made are settled and their consequences drawn now, before the next trigger.
   */
  private void followNow(Board<S> write, Responder<S> responder) {
    if (depthFirst) {
      kills.settle();
      drawConsequences(write, responder);
    }
  }

  private void consequences(KillHit<S> hit, Board<S> write, Responder<S> responder) {
    if (hit.dies()) {
      out.succeeded(planned.apply(hit.source())); // spend succeeded: its kill killed
      int holder = hit.victim();
      for (ArmedTrigger<S> t : deathTriggers(holder)) {
        int id = planned.apply(t.source()).id();
        if (t.holder() == holder && t.trigger().event().onKill() && (plan.options()
            .revengeTargets() == GameOptions.RevengeTargets.ALL // the first kill that kills
            || ownDeathFired.add(t.id(), holder))) { // him, in attempt order
          respondInChain(hit.chain(), id, t.source(), holder, attacker(hit),
              t.trigger().response(), write, responder,
              () -> plan.name(holder) + "'s death sets off " + t.trigger().describe());
          followNow(write, responder);
        }
        if (t.trigger().event() == Component.Event.ON_ANY_DEATH && !hit.madeBy(id)
            && plan.deathSetsOff(planned.apply(t.source()), t.trigger(), holder)
            && anyDeathFired.add(t.id(), holder)) { // once per dead player
          respondInChain(hit.chain(), id, t.source(), t.holder(), holder,
              t.trigger().response(), write, responder, () -> plan.name(holder)
                  + "'s death sets off " + t.trigger().describe() + " of "
                  + plan.name(t.holder()));
          followNow(write, responder);
        }
      }
    } else if (hit.verdict() == KillHit.Verdict.PROTECTED
        || hit.verdict() == KillHit.Verdict.PROTECTED_USED_UP) {
      defended(hit, write, responder);
    } else if (hit.verdict() == KillHit.Verdict.ABSENT) {
      absent(hit, write, responder);
    }
  }

  /**
   * A kill that failed because its victim was elsewhere: the absence was used on it, first on
   * the ladder, and sets off its maker's {@code defense(absence)} triggers.
   */
  private void absent(KillHit<S> hit, Board<S> write, Responder<S> responder) {
    PlannedAction maker = planned.apply(hit.absence().source());
    int attacker = attacker(hit);
    for (ArmedTrigger<S> t : board.triggersOn(maker.actor())) {
      if (t.trigger().event() == Component.Event.ON_DEFENSE
          && t.trigger().firesFor(Component.Protect.Rank.ABSENCE)) {
        respondInChain(hit.chain(), planned.apply(t.source()).id(), t.source(), t.holder(),
            attacker, t.trigger().response(), write, responder,
            () -> "the absence defense of " + plan.name(hit.victim()) + " sets off "
                + t.trigger().describe());
      }
    }
  }

  /**
   * The triggers a death of {@code holder} may set off, in arming order: his own ({@code death},
   * {@code killed}) and those on another player's death that his death may set off (two
   * disjoint lists of the board).
   */
  private List<ArmedTrigger<S>> deathTriggers(int holder) {
    List<ArmedTrigger<S>> own = board.triggersOn(holder);
    org.nightres.core.model.Player dead = plan.player(holder); // as deathSetsOff reads him
    List<ArmedTrigger<S>> any = board.deathTriggersFor(holder, f -> f.matches(dead));
    if (any.isEmpty()) {
      return own;
    }
    List<ArmedTrigger<S>> out = new ArrayList<>(own.size() + any.size());
    int i = 0;
    int j = 0;
    while (i < own.size() || j < any.size()) { // merged by arming order (ids ascend)
      boolean mine = j == any.size() || (i < own.size() && own.get(i).id() < any.get(j).id());
      out.add(mine ? own.get(i++) : any.get(j++));
    }
    return out;
  }

  /** The protections that stopped {@code hit}: attempts, reactions, the one used, its triggers. */
  private void defended(KillHit<S> hit, Board<S> write, Responder<S> responder) {
    int victim = hit.victim();
    int attacker = attacker(hit);
    boolean macho = plan.macho(victim);
    Set<String> tags = planned.apply(hit.source()).tags();
    List<ProtectionState<S>> stopping = new ArrayList<>();
    for (ProtectionState<S> p : board.protectionsOn(victim)) {
      if (!p.spent() && Defenses.protects(p.protect(), hit.killClass(), tags,
          attacker < 0 ? null : plan.player(attacker))
          && !Defenses.machoIgnores(macho, victim, p.actor())) {
        stopping.add(p);
      }
    }
    stopped(stopping, victim, attacker, hit.chain(), true, write, responder);
  }

  /**
   * An attack on {@code victim} by {@code attacker} that the protections {@code stopping}
   * stopped (a kill, or a harm: {@link #harmConsequences}): each counts the attempt and reacts on
   * the attacker ({@code react=}); those of the rank the defense ladder puts first are used on
   * it, all of them, and with {@code triggers} set off their makers' defense triggers, once per
   * maker (two protections of one player used on one kill are one defense). A
   * reaction or trigger already behind the attack ({@code chain}) does not respond again.
   */
  private void stopped(List<ProtectionState<S>> stopping, int victim, int attacker, int[] chain,
      boolean triggers, Board<S> write, Responder<S> responder) {
    Component.Protect.Rank first = null;
    for (ProtectionState<S> p : stopping) {
      p.attempted();
      first = first == null || rankOf(p).compareTo(first) < 0 ? rankOf(p) : first;
      respondInChain(chain, planned.apply(p.source()).id(), p.source(), p.actor(), attacker,
          p.protect().react(), write, responder,
          () -> "the protection of " + plan.name(victim) + " reacts on " + plan.name(attacker));
    }
    Component.Protect.Rank rank = first;
    for (int i = 0; i < stopping.size(); i++) {
      ProtectionState<S> used = stopping.get(i);
      if (rankOf(used) != rank) {
        continue; // the ladder's first rank is used, all of it
      }
      used.used();
      if (!triggers || usedEarlier(stopping, i, rank)) {
        continue; // "each kill a protection made by the holder is used on": once per kill
      }
      for (ArmedTrigger<S> t : board.triggersOn(used.actor())) {
        if (t.trigger().event() == Component.Event.ON_DEFENSE
            && t.trigger().firesFor(rank)) {
          respondInChain(chain, planned.apply(t.source()).id(), t.source(), t.holder(),
              attacker, t.trigger().response(), write, responder,
              () -> "the " + rank.word() + " defense of " + plan.name(victim) + " sets off "
                  + t.trigger().describe());
        }
      }
    }
  }

  /**
   * Whether a protection before {@code i} in {@code stopping} made by the same player was used
   * on the same attack (of rank {@code first}): its maker's defense triggers have fired. A few
   * protections at most: a scan, not a set by player (which a night of many players would make
   * as large as its highest index, per attack).
   */
  private boolean usedEarlier(List<ProtectionState<S>> stopping, int i,
      Component.Protect.Rank first) {
    int maker = stopping.get(i).actor();
    for (int j = 0; j < i; j++) {
      if (stopping.get(j).actor() == maker && rankOf(stopping.get(j)) == first) {
        return true;
      }
    }
    return false;
  }

  private Component.Protect.Rank rankOf(ProtectionState<S> p) {
    return p.protect().rankIn(planned.apply(p.source()).passive());
  }

  /**
   * Component {@code index} of submitted action {@code act} was applied at {@code main} (it
   * was not blocked): the action was performed ({@code spend performed}); if that is where the action happened ({@link
   * PlannedAction#actionLanding}) and nothing made the place untargetable for it, its actor's
   * action triggers fire, bound to {@code main}.
   *
   * @param act the submitted action
   * @param index the component's index among the action's components
   * @param main the index in the plan of the player it was applied at
   * @param write the board the triggered responses' states go to
   * @param responder acts out and words the triggered responses
   */
  public void performed(Act<S> act, int index, int main, Board<S> write,
      Responder<S> responder) {
    PlannedAction a = planned.apply(act.source());
    if (a.passive()) {
      return;
    }
    out.performed(a);
    if (!board.anyTrigger() || a.actionLanding() != index) {
      return;
    }
    if (!landed(act, a.components().get(index), main)) {
      return; // it failed there
    }
    List<ArmedTrigger<S>> on = board.triggersOn(a.actor());
    for (int i = 0; i < on.size(); i++) { // by index: no iterator per action
      ArmedTrigger<S> t = on.get(i);
      if (t.trigger().event() == Component.Event.ON_ACTION
          && t.trigger().firesFor(a.tags())) {
        respond(t.source(), t.holder(), main, t.trigger().response(), write, responder,
            a + " sets off " + t.trigger().describe());
      }
    }
  }

  /**
   * Component {@code index} of submitted action {@code act}, which deflects made by the
   * actions {@code deflectors} moved, was applied at {@code main} (it was not blocked): unless
   * it failed there, the redirect triggers of each deflector's actor fire, once per trigger and
   * action, bound to the action's actor.
   *
   * @param act the submitted action
   * @param index the component's index among the action's components
   * @param main the index in the plan of the player it was applied at
   * @param deflectors the actions whose deflects moved it, in the order they moved it
   * @param write the board the triggered responses' states go to
   * @param responder acts out and words the triggered responses
   */
  public void redirected(Act<S> act, int index, int main, List<S> deflectors, Board<S> write,
      Responder<S> responder) {
    PlannedAction a = planned.apply(act.source());
    if (a.passive() || !landed(act, a.components().get(index), main)) {
      return;
    }
    for (S d : deflectors) {
      int holder = planned.apply(d).actor();
      for (ArmedTrigger<S> t : board.triggersOn(holder)) {
        if (t.trigger().event() == Component.Event.ON_REDIRECT
            && redirectsFired.add(t.id(), a.id())) {
          respond(t.source(), holder, a.actor(), t.trigger().response(), write, responder,
              planned.apply(d) + " redirected " + a + ", which sets off "
                  + t.trigger().describe());
        }
      }
    }
  }

  /**
   * Whether component {@code c} of {@code act} took effect at {@code main} (no cancel and no
   * untargetability stopped it).
   */
  private boolean landed(Act<S> act, Component c, int main) {
    return c.isVisit() || c.target().kind() == Ref.Kind.SELF
        || cancelOf(act, c, c.target(), main) == null && board.untargetable(main, c,
            planned.apply(act.source()).tags(), act.defended()).isEmpty();
  }

  /**
   * The cancel that stops component {@code c} of {@code act} where its reference {@code ref}
   * lands, at {@code place}, or null: {@code c} is a submitted action's own component aimed at
   * a parameter the action visits (not a visit, not a move), and {@code place} holds an armed
   * visited trigger about his own visits whose filter the action passes and whose response, as
   * its premises choose it for the action's actor, cancels ({@link Component.Cancel}). Of
   * several, the one whose answer comes first by value, so that the answer never depends on the
   * order of the lines, with its trigger's source.
   */
  private CancelHit<S> cancelOf(Act<S> act, Component c, Ref ref, int place) {
    if (!anyCancel) {
      return null;
    }
    PlannedAction a = planned.apply(act.source());
    if (!a.cancellable(c, ref) || !ownComponent(a, c)) {
      return null;
    }
    Component.Cancel best = null;
    S by = null;
    for (ArmedTrigger<S> t : board.triggersOn(place)) {
      if (!act.defended().test(t.source())) {
        continue;
      }
      Component.Cancel k = planned.apply(t.source()).cancelOf(t.trigger(), a);
      if (k != null && (best == null || k.answer().compareTo(best.answer()) < 0)) {
        best = k;
        by = t.source();
      }
    }
    return best == null ? null : new CancelHit<>(best, by);
  }

  /** A cancel that stops a component, and the source of the trigger whose response it is. */
  private record CancelHit<S>(Component.Cancel cancel, S by) {}

  /** The player who made {@code hit}'s kill: the actor of the action that owns it. */
  private int attacker(KillHit<S> hit) {
    return plan.attacker(planned.apply(hit.source()));
  }

  /**
   * Applies {@code responses} by {@code source}'s {@code actor}, bound to {@code subject}: the
   * components its guards choose for him ({@link PlannedAction#response}).
   */
  private void respond(S source, int actor, int subject, List<Component> responses,
      Board<S> write, Responder<S> responder, String cause) {
    respond(source, actor, subject, responses, write, responder, cause, null);
  }

  /**
   * As above; {@code beforeEffect}, if not null, runs before the first component that lands
   * (none runs it when every component fails, or its guards leave none: the response does
   * nothing).
   */
  private void respond(S source, int actor, int subject, List<Component> responses,
      Board<S> write, Responder<S> responder, String cause, Runnable beforeEffect) {
    PlannedAction a = planned.apply(source);
    responses = a.response(responses, subject); // its guards, on this subject
    if (responses.isEmpty()) {
      return;
    }
    ToIntFunction<Ref> bind = ref -> switch (ref.kind()) {
      case SUBJECT -> subject;
      case SELF -> actor;
      default -> a.player(ref); // a parameter (random selectors are drawn before planning)
    };
    Act<S> act = responder.act(source, actor, bind);
    EffectListener<S> listener = responder.listener(act, cause);
    String[] unreached = null; // asked before any lands: one response acts at one moment
    int[] targets = new int[responses.size()];
    for (int i = 0; i < responses.size(); i++) {
      Component c = responses.get(i);
      int target = targets[i] = bind.applyAsInt(c.target());
      String why = plan.outOfTheGame(c, target);
      why = why != null ? why : responder.unreached(c, target);
      if (why != null) {
        unreached = unreached == null ? new String[responses.size()] : unreached;
        unreached[i] = why;
      }
    }
    for (int i = 0; i < responses.size(); i++) {
      Component c = responses.get(i);
      int target = targets[i];
      if (unreached != null && unreached[i] != null) {
        listener.unreached(c, target, unreached[i]);
        blocked(act, c);
        continue;
      }
      if (beforeEffect != null) {
        beforeEffect.run();
        beforeEffect = null;
      }
      apply(act, c, target, write, listener);
    }
  }

  /**
   * Applies the responses of passive or protection {@code id} (a trigger's, a reaction's) to an
   * attack whose chain ({@link KillHit#chain}) is {@code after}, with {@code id} added to the
   * chain of the kills they make; none if {@code id} is in it already (Rule #4: a trigger or a
   * reaction never answers what it set off), and a chain deeper than {@link #MAX_TRIGGER_DEPTH}
   * ends the resolution: once a response of a trigger deeper than that lands. A trigger that
   * fires and does nothing (every component of its response fails: a dead holder's kill on
   * himself) is the end of its chain, not a link that deepens it, so it does not count
   * (docs/roles-language.md).
   */
  private void respondInChain(int[] after, int id, S source, int actor, int subject,
      List<Component> responses, Board<S> write, Responder<S> responder,
      java.util.function.Supplier<String> why) {
    if (responses.isEmpty() || java.util.Arrays.binarySearch(after, id) >= 0) {
      return;
    }
    int[] outer = chain;
    chain = withId(after, id);
    int[] deep = chain;
    Runnable limit = deep.length <= MAX_TRIGGER_DEPTH ? null : () -> {
      throw org.nightres.core.ResolutionLimitException.naming("a chain of triggers deeper "
          + "than " + MAX_TRIGGER_DEPTH + " (each death sets off another)",
          java.util.Arrays.stream(deep).mapToObj(c -> plan.actions().get(c).toString())
              .toList());
    };
    try {
      respond(source, actor, subject, responses, write, responder, why.get(), limit);
    } finally {
      chain = outer;
    }
  }

  private static int[] withId(int[] sorted, int id) {
    int[] out = java.util.Arrays.copyOf(sorted, sorted.length + 1);
    out[sorted.length] = id;
    java.util.Arrays.sort(out);
    return out;
  }

  /**
   * Reports the uses tonight spent of every limited protection ({@code uses=n}): one per kill
   * it stopped ({@code consume=attempt}), per kill it was used on ({@code need}), or one if it
   * was used at all ({@code per-night}).
   */
  private void spendLimitedProtections() {
    List<ProtectionState<S>> limited = board.limitedProtections();
    for (int i = 0; i < limited.size(); i++) { // by index: only those with uses are read
      ProtectionState<S> p = limited.get(i);
      int n = switch (p.protect().limit().orElseThrow().consume()) {
        case ATTEMPT -> p.attempts();
        case NEED -> p.usedOn();
        case PER_NIGHT -> Math.min(1, p.usedOn());
      };
      if (n > 0) {
        out.spent(planned.apply(p.source()), p.protect(), n);
      }
    }
  }

  /** An information component as such; null for every other kind. */
  private static final Component.Visitor<Component.Result> AS_RESULT = new Component.Visitor<>() {
    @Override
    public Component.Result visitKill(Component.Kill c) {
      return null;
    }

    @Override
    public Component.Result visitResult(Component.Result c) {
      return c;
    }

    @Override
    public Component.Result visitRecruit(Component.Recruit c) {
      return null;
    }

    @Override
    public Component.Result visitFruit(Component.Fruit c) {
      return null;
    }

    @Override
    public Component.Result visitChange(Component.Change c) {
      return null;
    }

    @Override
    public Component.Result visitNotify(Component.Notify c) {
      return null;
    }

    @Override
    public Component.Result visitInform(Component.Inform c) {
      return null;
    }

    @Override
    public Component.Result visitVisit(Component.Visit c) {
      return null;
    }

    @Override
    public Component.Result visitProtect(Component.Protect c) {
      return null;
    }

    @Override
    public Component.Result visitBlock(Component.Block c) {
      return null;
    }

    @Override
    public Component.Result visitRedirect(Component.Redirect c) {
      return null;
    }

    @Override
    public Component.Result visitSwap(Component.Swap c) {
      return null;
    }

    @Override
    public Component.Result visitDeflect(Component.Deflect c) {
      return null;
    }

    @Override
    public Component.Result visitUntargetable(Component.Untargetable c) {
      return null;
    }

    @Override
    public Component.Result visitGuard(Component.Guard c) {
      return null;
    }

    @Override
    public Component.Result visitAbsent(Component.Absent c) {
      return null;
    }

    @Override
    public Component.Result visitTrigger(Component.Trigger c) {
      return null;
    }

    @Override
    public Component.Result visitDisguise(Component.Disguise c) {
      return null;
    }

    @Override
    public Component.Result visitCancel(Component.Cancel c) {
      return null;
    }

    @Override
    public Component.Result visitWhen(Component.When c) {
      throw new IllegalStateException("planning resolves " + c.describe());
    }
  };

  /**
   * A harm of an action's own components (a submitted action's or a passive's, not a trigger's
   * or a reaction's response) that protections stopped: who made it, on whom, and the
   * protections that did. Its consequences are drawn with the kills' ({@link #settleKills}).
   */
  private record StoppedHarm<S>(int attacker, int victim, List<ProtectionState<S>> stopping) {}

  /** The harms stopped so far; those from {@link #harmsDrawn} on have no consequences yet. */
  private final List<StoppedHarm<S>> harmsStopped = new ArrayList<>(0);
  private int harmsDrawn;

  /**
   * The consequences of the harms stopped since the last call, as a stopped kill's: every
   * protection that stopped one counts the attempt and reacts on its maker ({@code react=}),
   * and those of the rank the defense ladder puts first are used on it (a limited protection
   * spends its uses as on kills).
   */
  private void harmConsequences(Board<S> write, Responder<S> responder) {
    while (harmsDrawn < harmsStopped.size()) {
      StoppedHarm<S> h = harmsStopped.get(harmsDrawn++);
      // false: defense triggers follow stopped kills only
      stopped(h.stopping(), h.victim(), h.attacker(), new int[0], false, write, responder);
    }
  }

  /** Whether {@code c} is one of {@code a}'s own components (not a response inside one). */
  private static int componentIndex(PlannedAction a, Component c) {
    for (int i = 0; i < a.components().size(); i++) {
      if (a.components().get(i) == c) {
        return i;
      }
    }
    throw new IllegalArgumentException(c.describe() + " is not a component of " + a);
  }

  private static boolean ownComponent(PlannedAction a, Component c) {
    List<Component> own = a.components();
    for (int i = 0; i < own.size(); i++) { // by index: asked per change
      if (own.get(i) == c) {
        return true;
      }
    }
    return false;
  }

  /** The application rule of every component kind, for one component of one act. */
  private final class Application implements Component.Visitor<Void> {
    private final Act<S> act;
    private final int main;
    private final Board<S> write;
    private final EffectListener<S> listener;

    Application(Act<S> act, int main, Board<S> write, EffectListener<S> listener) {
      this.act = act;
      this.main = main;
      this.write = write;
      this.listener = listener;
    }

    /**
     * Whether {@code c}, whose reference {@code ref} lands on {@code player}, fails there: a
     * cancel of the player's stops it (before anything else: the cancel answers the visit, which
     * comes first), or his untargetability does. Reported if so.
     */
    private boolean stoppedAt(Component c, Ref ref, int player) {
      return cancelledAt(c, ref, player) || stoppedAt(c, player);
    }

    /**
     * Whether a cancel at {@code place} stops {@code c}, whose reference {@code ref} lands there;
     * if so it is recorded and worded.
     */
    private boolean cancelledAt(Component c, Ref ref, int place) {
      CancelHit<S> hit = cancelOf(act, c, ref, place);
      if (hit == null) {
        return false;
      }
      cancelled(c, place, hit.cancel());
      listener.cancelled(c, place, hit.by(), hit.cancel().answer());
      return true;
    }

    /** Records that the cancel {@code k} at {@code place} stopped component {@code c}. */
    private void cancelled(Component c, int place, Component.Cancel k) {
      int index = componentIndex(planned.apply(act.source()), c);
      for (CancelRecord<S> r : cancels) {
        if (r.source == act.source()) { // the first answer by value, at the first component
          if (k.answer().compareTo(r.answer) < 0) {
            r.answer = k.answer();
          }
          if (index < r.component || index == r.component && place < r.place) {
            r.component = index;
            r.place = place;
          }
          return;
        }
      }
      cancels.add(new CancelRecord<>(act.source(), k.answer(), index, place));
    }

    /** Whether {@code c} fails because {@code player} is untargetable (reported if so). */
    private boolean stoppedAt(Component c, int player) {
      Optional<UntargetableState<S>> u =
          board.untargetable(player, c, planned.apply(act.source()).tags(), act.defended());
      u.ifPresent(state -> listener.failed(c, main, player, state));
      return u.isPresent();
    }

    /**
     * Whether a harm ({@link StateChange#harm}) fails: a protection on its target covers it
     * ({@link Defenses#shields}; a Macho target ignores the others' protections). Reported if so.
     */
    private boolean shielded(Component.Change c) {
      if (!c.change().harm()) {
        return false;
      }
      Set<String> tags = planned.apply(act.source()).tags();
      boolean macho = plan.macho(main);
      List<ProtectionState<S>> stopping = new ArrayList<>(1);
      for (ProtectionState<S> p : board.protectionsOn(main)) {
        if (!p.spent() && Defenses.shields(p.protect(), c, tags, plan.player(act.actor()))
            && !Defenses.machoIgnores(macho, main, p.actor())) {
          if (stopping.isEmpty()) {
            listener.shielded(c, main, p);
          }
          stopping.add(p);
        }
      }
      if (stopping.isEmpty()) {
        return false;
      }
      if (ownComponent(planned.apply(act.source()), c)) { // not a trigger's or reaction's
        harmsStopped.add(new StoppedHarm<>(act.actor(), main, stopping));
      }
      return true;
    }

    /** Whether {@code c} fails at its main target; the actor's own self components never do. */
    private boolean stopped(Component c) {
      return c.target().kind() != Ref.Kind.SELF && stoppedAt(c, c.target(), main);
    }

    private int bind(Ref ref) {
      return act.bind().applyAsInt(ref);
    }

    @Override
    public Void visitVisit(Component.Visit c) {
      observations.visit(act.actor(), main, act.trackable());
      listener.visited(main);
      return null;
    }

    @Override
    public Void visitBlock(Component.Block c) {
      if (!stopped(c)) {
        BlockState<S> s = new BlockState<>(main, c, act.order(), act.source());
        write.add(s);
        listener.blocked(s);
      }
      return null;
    }

    @Override
    public Void visitUntargetable(Component.Untargetable c) {
      if (!stopped(c)) {
        UntargetableState<S> s = new UntargetableState<>(main, c, act.order(), act.source());
        write.add(s);
        listener.untargetable(s);
      }
      return null;
    }

    @Override
    public Void visitAbsent(Component.Absent c) {
      if (cancelledAt(c, c.target(), main)) { // its landing at main is cancelled; its holder
        // side is his own
        AbsenceState<S> s = new AbsenceState<>(bind(c.holder()), -1, c, act.order(), act.source());
        write.add(s);
        listener.absent(s);
      } else if (!stopped(c)) {
        AbsenceState<S> s = new AbsenceState<>(bind(c.holder()), main, c, act.order(), act.source());
        write.add(s);
        listener.absent(s);
      }
      return null;
    }

    @Override
    public Void visitProtect(Component.Protect c) {
      if (!stopped(c)) {
        boolean all = plan.options().doctorStops() == DoctorStops.ALL;
        int uses = Defenses.stopsEveryKill(c, all) ? Integer.MAX_VALUE : 1;
        ProtectionState<S> s =
            new ProtectionState<>(main, c, act.actor(), act.order(), act.source(), uses);
        if (atOnce && c.limit().isPresent()) { // its uses are spent as they are spent
          s.spendAtOnce(usesLeft(act.actor(), c.limit().get()));
        }
        write.add(s);
        listener.protectedBy(s);
      }
      return null;
    }

    @Override
    public Void visitGuard(Component.Guard c) {
      if (!stopped(c)) {
        GuardState<S> s = new GuardState<>(main, act.actor(), act.order(), act.source());
        write.add(s);
        listener.guarded(s);
      }
      return null;
    }

    @Override
    public Void visitTrigger(Component.Trigger c) {
      if (!stopped(c)) {
        // visited(stored(k)), death(stored(k)): the stored target's (nobody's while unbound)
        int watches = c.aboutOne() ? c.watched(this::bind) : act.actor();
        ArmedTrigger<S> t = new ArmedTrigger<>(nextTriggerId++, act.actor(), c, act.order(),
            act.source(), watches);
        write.add(t);
        listener.armed(t);
      }
      return null;
    }

    @Override
    public Void visitRedirect(Component.Redirect c) {
      if (!stopped(c)) {
        listener.redirect(c, main, bind(c.to()));
      }
      return null;
    }

    @Override
    public Void visitSwap(Component.Swap c) {
      int first = bind(c.first());
      int second = bind(c.second());
      if (!stoppedAt(c, first) && !stoppedAt(c, second)) {
        listener.swap(c, first, second);
      }
      return null;
    }

    @Override
    public Void visitDeflect(Component.Deflect c) {
      if (!stopped(c)) { // an untargetable holder stops it, like the target of a redirect
        listener.deflect(c, main, bind(c.to()));
      }
      return null;
    }

    @Override
    public Void visitKill(Component.Kill c) {
      if (!stopped(c) && !unkillableSelf(c)) {
        listener.killAimed(kills.attempt(act.source(), c.killClass(), main, chain));
      }
      return null;
    }

    /**
     * Whether {@code c}, aimed at its actor himself, is a kill on him by another ({@link
     * Defenses#selfKillMeetsUntargetability}: a poison's death) that his untargetability stops,
     * as it stops any kill on him (reported if so).
     */
    private boolean unkillableSelf(Component.Kill c) {
      return c.target().kind() == Ref.Kind.SELF
          && Defenses.selfKillMeetsUntargetability(plan, planned.apply(act.source()), c)
          && stoppedAt(c, main);
    }

    @Override
    public Void visitRecruit(Component.Recruit c) {
      if (!stopped(c)) {
        recruits.add(new RecruitRecord<>(act.source(), main, time));
        if (atOnce && !recruitedNow.get(main)) { // he joins the recruiter's alignment now
          recruitedNow.set(main);
          alignmentNow.set(main, plan.player(act.actor()).alignment());
        }
        listener.recruit(main, atOnce);
      }
      return null;
    }

    @Override
    public Void visitFruit(Component.Fruit c) {
      if (!stopped(c)) {
        out.fruit(planned.apply(act.source()), c, main);
        listener.fruit(main);
      }
      return null;
    }

    @Override
    public Void visitChange(Component.Change c) {
      if (!stopped(c) && !shielded(c)) {
        PlannedAction a = planned.apply(act.source());
        // in turn, a change happens at the step that makes it: a reaction's or trigger's when
        // what set it off does, an action's own at its step (under sequential.order submission
        // every line's, whatever its ability's order value: games.md section 5)
        out.change(a, c, main, atOnce ? act.order() : Integer.MIN_VALUE);
        String cleared = c.change().clears().orElse(null); // no lambda per change
        if (cleared != null) {
          write.add(new Board.ClearState<>(main, cleared, act.order(), act.source()));
        }
        if (atOnce) {
          StateChange.RoleChange r = c.change().asRoleChange().orElse(null);
          if (r != null && r.op() != StateChange.RoleChange.Op.ALIGN) {
            rolesChanged(act.actor(), main, r);
          }
          Ref with = c.change().other().orElse(null);
          int other = with == null ? -1 : a.player(with);
          String aligned = c.change()
              .alignmentGiven(other < 0 ? null : plan.player(other).alignment()).orElse(null);
          if (aligned != null) { // what later steps read of his alignment (results, facts told)
            alignmentNow.set(main, aligned);
          }
          if (org.nightres.core.plan.AttributeChanges.changesAttributes(c.change())) { // and
            // of his attributes
            attributeChanged(a, c.change().bound(a::role), main, other);
          }
          if (cleared != null) {
            statusCleared(main, cleared);
          }
        }
        listener.change(main, c);
        if (atOnce) { // worded after the change
          StatusDefinition given = c.change().givesTonight().orElse(null);
          if (given != null) {
            statusGiven(act, main, given, write, listener);
          }
        }
      }
      return null;
    }

    @Override
    public Void visitNotify(Component.Notify c) {
      if (!stopped(c)) {
        out.notice(planned.apply(act.source()), c, main, c.message(),
            c.namesSubject() ? bind(Ref.subject()) : -1);
        listener.notice(main, c);
      }
      return null;
    }

    @Override
    public Void visitInform(Component.Inform c) {
      if (!stopped(c)) {
        int about = bind(c.about());
        out.inform(planned.apply(act.source()), c, main, about, playerNow(act.actor()),
            playerNow(about));
        listener.informed(main, c, about);
      }
      return null;
    }

    @Override
    public Void visitDisguise(Component.Disguise c) {
      if (!stopped(c)) {
        Board.DisguiseState<S> s = new Board.DisguiseState<>(main, c,
            planned.apply(act.source()).role(c.as()), act.order(), act.source());
        write.add(s);
        if (c.until().lasts()) {
          out.disguised(planned.apply(act.source()), c, main);
        }
        listener.disguised(s);
      }
      return null;
    }

    @Override
    public Void visitCancel(Component.Cancel c) {
      // a visited trigger's response: what it cancels is decided where the visiting action's
      // components land ({@link #cancelOf}), while the trigger is armed, never as it fires
      return null;
    }

    @Override
    public Void visitWhen(Component.When c) {
      throw new IllegalStateException("planning resolves " + c.describe());
    }

    /**
     * The disguises on {@code main} that {@code c} sees and that answer it: those of the
     * strongest strength, then of the role whose name comes first; empty if it sees none.
     */
    private List<Board.DisguiseState<S>> seen(Component.Result c) {
      if (c.sees().isEmpty()) {
        return List.of();
      }
      List<Board.DisguiseState<S>> out = List.of();
      Board.DisguiseState<S> best = null;
      for (Board.DisguiseState<S> d : board.disguisesOn(main)) {
        if (!c.sees(d.disguise().strength())) {
          continue; // an action's own disguise counts too: it is not against it
        }
        int cmp = best == null ? -1 : Disguises.compare(d.disguise().strength(), d.as(),
            best.disguise().strength(), best.as());
        if (cmp < 0) {
          best = d;
          out = new ArrayList<>(1);
          out.add(d);
        } else if (cmp == 0) {
          out.add(d);
        }
      }
      return out;
    }

    @Override
    public Void visitResult(Component.Result c) {
      if (cancelledAt(c, c.target(), main)) { // it answers nothing of its own: the cancel's
        // answer is the action's
        results.add(new ResultRecord<>(act.source(), c, act.actor(), c.kind(), -1,
            org.nightres.core.outcome.Feedback.NOTHING, List.of(), time));
        return null;
      }
      int target = stopped(c) ? -1 : main;
      results.add(new ResultRecord<>(act.source(), c, act.actor(), c.kind(), target, null,
          target < 0 ? List.of() : seen(c), time, changedNow(act.actor()), changedNow(target)));
      if (target >= 0) {
        listener.result(c.kind(), main);
      }
      return null;
    }
  }
}
