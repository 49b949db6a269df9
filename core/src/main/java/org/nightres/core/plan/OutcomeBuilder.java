package org.nightres.core.plan;

import com.google.common.base.Preconditions;
import com.google.common.base.Verify;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.nightres.core.Scheme;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Category;
import org.nightres.core.component.Component;
import org.nightres.core.component.ContradictingTraits;
import org.nightres.core.component.ResultKind;
import org.nightres.core.component.StateChange;
import org.nightres.core.component.StatusDefinition;
import org.nightres.core.model.Action;
import org.nightres.core.model.GameState;
import org.nightres.core.model.HeldStatus;
import org.nightres.core.model.ModifierUse;
import org.nightres.core.model.Night;
import org.nightres.core.model.Player;
import org.nightres.core.outcome.Announcement;
import org.nightres.core.outcome.ExplanationNode;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Notice;
import org.nightres.core.outcome.Outcome;

/**
 * Collects what a resolver found and assembles the {@link Outcome} in the documented order
 * (deaths and recruitments in declaration order, feedback and notices in submission order), so
 * that every engine orders its output identically whatever order it worked in. An engine that
 * resolves a night {@linkplain NightPlan#parts part by part} reports each part through
 * {@link #forPart}, with the part's own indexes. Not thread-safe: one builder per resolution.
 */
public final class OutcomeBuilder {
  /** The indexes and actions the methods take are this plan's. */
  private final NightPlan plan;
  private final Collected collected;
  /** The moments this builder's plan's actions first ran at ({@link #step}); null: none yet. */
  private StepTimes stepTimes;

  /**
   * The moment each action of one plan first ran at, by the plan's own ids ({@link #NOT_RUN}:
   * did not run): written where the part's own arrays are, and read back by whole-night id only
   * for the few actions the announcements need ({@link #inStepOrder}).
   */
  private static final class StepTimes {
    final NightPlan plan;
    final long[] times;
    /**
     * The ids whose moment is set: asked per step instead of {@link #times}, eight times as
     * large, whose slots a night's steps reach far apart (each order value takes a few of every
     * player's actions); a write there does not wait for memory as a read does.
     */
    private final java.util.BitSet ran;

    StepTimes(NightPlan plan) {
      this.plan = plan;
      this.times = new long[plan.actions().size()]; // by plan id: its actions, then passives
      this.ran = new java.util.BitSet(times.length);
      Arrays.fill(times, NOT_RUN);
    }

    void first(int id, long time) {
      if (!ran.get(id)) {
        ran.set(id);
        times[id] = time;
      }
    }
  }

  /** What every builder of one outcome collects, in whole-night indexes. */
  private static final class Collected {
    final Night night;
    final Scheme scheme;
    final List<Named> deaths = new ArrayList<>();
    final List<Named> recruited = new ArrayList<>();
    final Entries<Feedback> feedback = new Entries<>();
    final Entries<Notice> notices = new Entries<>();
    final List<ExplanationNode> explanation = new ArrayList<>();
    final int[] nullified;
    /** The night's random draws, when a scheduler made them as it resolved; null: the night's. */
    List<org.nightres.core.model.Draw> draws;
    /**
     * The actions a scheduler that draws as they resolve drew anything for (the sequential
     * scheme), as drawn, by submission index; the others as planned.
     */
    Map<Integer, org.nightres.core.model.Action> drawnActions = Map.of();
    /**
     * When a scheme resolves one action at a time (sequential): the moment at which each action
     * ran ({@link #step}), and the moment and place at which each player died ({@link
     * #diedAt}); null otherwise.
     */
    List<StepTimes> steps; // one per builder that was told a step
    /**
     * When a scheme resolves one action at a time: the moment each trigger passive's responses
     * first ran ({@link #fired}), by whole-night plan id.
     */
    final Map<Integer, Long> firedAt;
    /** The entries of {@link #announced} made by a response (a trigger's, a reaction's). */
    final BitSet announcedByResponse = new BitSet();
    /** Each player's first death as told ({@link #diedAt}). */
    final FirstDeaths died = new FirstDeaths();
    /** Recruited player (declaration index) to the recruiting actor's declaration index. */
    final Map<Integer, Integer> recruiters = new TreeMap<>();
    /** Public announcements of the actions (not deaths), in any order. */
    final Entries<Announcement> announced = new Entries<>();
    /** State changes that happened (statuses applied and cleared), in any order. */
    final List<StateTransition.Changed> changes = new ArrayList<>();
    /** Submission indexes of the lines that happened, of abilities that spend when so. */
    final BitSet performed = new BitSet();
    /** Those of {@link #performed} whose abilities spend only when they succeeded. */
    final BitSet performedOnSuccess = new BitSet();
    /** Submission indexes of the redrawn lines that happened (a redraw made up front). */
    final BitSet redrawnPerformed = new BitSet();
    /** The actions whose cancel was told (their output keys), each told once. */
    final java.util.Set<Long> cancelled = new java.util.HashSet<>();
    /** Every notice given (by action, receiver, public or not, text), each given once. */
    final NoticesGiven noticesGiven;
    /** The submission indexes of the lines a redraw aimed at their actors (sequential). */
    final BitSet selfRedrawn = new BitSet();
    /** Submission indexes of the lines with an effect, of abilities that spend when so. */
    final BitSet succeeded = new BitSet();
    /** Uses of limited protections spent tonight, in any order. */
    final List<StateTransition.Spent> spentProtections = new ArrayList<>();
    /** Disguises that last beyond tonight and landed, in any order. */
    final List<StateTransition.Disguised> disguised = new ArrayList<>();
    /** Disguises that end once used and answered a result tonight, in any order. */
    final List<StateTransition.UsedDisguise> usedDisguises = new ArrayList<>();
    /** Player (declaration index) to the indexes of his countable modifiers needed tonight. */
    final Map<Integer, List<Integer>> spentModifiers = new TreeMap<>();

    Collected(Night night, Scheme scheme, int[] nullified) {
      this.night = night;
      this.scheme = scheme;
      this.nullified = nullified;
      // sized by the night: a set grown by doubling reads every entry again at each doubling,
      // and a large night's entries no longer lie in the processor's caches by then
      int actions = night.actions().size();
      this.firedAt = new java.util.HashMap<>(actions);
      this.noticesGiven = new NoticesGiven(actions);
    }
  }

  /** A player by declaration index, with the name as declared. */
  private record Named(int player, String name) {}

  /**
   * Outputs of one kind in the order they were reported, each with the action that reported it
   * (its key, {@link #key}: submitted actions by submission index, then passives by whole-night
   * plan id) and the component: parallel arrays, no object per entry, so that putting a big
   * night's outputs in order ({@link #inOrder}) reads arrays, not entries all over the heap. An
   * entry's index is its order of reporting. The order of outputs: by action, then component,
   * then (for entries so added) the player an entry is about, then the order of reporting
   * (unique, so the order is total).
   */
  private static final class Entries<T> {
    private long[] actions = new long[16];
    private int[] components = new int[16];
    /** Within one component: the player an entry is about, when its order is his, else -1. */
    private int[] abouts = new int[16];
    /** The player an entry is told to (night index), or -1: who may be left out of the output. */
    private int[] recipients = new int[16];
    /**
     * The entries whose place among those of their component is that of the death of the player
     * they are about ({@link #byDeaths}), not his declaration.
     */
    private BitSet byDeath; // null: none
    private Object[] values = new Object[16];
    private int size;

    void add(long action, int component, T value) {
      add(action, component, -1, value);
    }

    /** Adds an entry told to player {@code to} (night index), in the order of reporting. */
    void addTo(int to, long action, int component, T value) {
      addTo(to, action, component, -1, value);
    }

    /** Adds an entry about player {@code about}, told to nobody in particular ({@link #addTo}). */
    void add(long action, int component, int about, T value) {
      addTo(-1, action, component, about, value);
    }

    /**
     * Adds an entry that comes, among those of its action and component, in the declaration order
     * of the player {@code about} (then in the order of reporting), not only in the order of
     * reporting: one trigger's responses to several players' events, whose order of reporting is
     * an engine's ({@code -1}: by the order of reporting only), told to player {@code to} (night
     * index; -1: to nobody in particular).
     */
    void addTo(int to, long action, int component, int about, T value) {
      if (size == actions.length) {
        actions = Arrays.copyOf(actions, 2 * size);
        components = Arrays.copyOf(components, 2 * size);
        abouts = Arrays.copyOf(abouts, 2 * size);
        recipients = Arrays.copyOf(recipients, 2 * size);
        values = Arrays.copyOf(values, 2 * size);
      }
      actions[size] = action;
      components[size] = component;
      abouts[size] = about;
      recipients[size] = to;
      values[size++] = value;
    }

    int size() {
      return size;
    }

    /** The entry added last is ordered by the death of the player it is about. */
    void lastByDeath() {
      byDeath = byDeath == null ? new BitSet() : byDeath;
      byDeath.set(size - 1);
    }

    /**
     * {@return these entries, those {@linkplain #lastByDeath ordered by a death} in the order of
     * the deaths as {@code ranks} gives it (a player's place among tonight's deaths, by night
     * index; asked for only if there are such entries): itself if there are none, else a copy}
     */
    Entries<T> byDeaths(java.util.function.Supplier<java.util.function.IntUnaryOperator> ranks) {
      if (byDeath == null) {
        return this;
      }
      java.util.function.IntUnaryOperator rank = ranks.get();
      Entries<T> c = copy();
      for (int e = byDeath.nextSetBit(0); e >= 0; e = byDeath.nextSetBit(e + 1)) {
        c.abouts[e] = rank.applyAsInt(abouts[e]);
      }
      return c;
    }

    long action(int i) {
      return actions[i];
    }

    int component(int i) {
      return components[i];
    }

    @SuppressWarnings("unchecked")
    T value(int i) {
      return (T) values[i];
    }

    /** {@return a copy, to add to apart (build() may be called again)} */
    Entries<T> copy() {
      Entries<T> c = new Entries<>();
      c.actions = actions.clone();
      c.components = components.clone();
      c.abouts = abouts.clone();
      c.recipients = recipients.clone();
      c.values = values.clone();
      c.byDeath = byDeath == null ? null : (BitSet) byDeath.clone();
      c.size = size;
      return c;
    }

    /** The order of outputs, of entries {@code i} and {@code j}. */
    int compare(int i, int j) {
      int c = Long.compare(actions[i], actions[j]);
      if (c == 0) {
        c = Integer.compare(components[i], components[j]);
      }
      if (c == 0) {
        c = Integer.compare(abouts[i], abouts[j]);
      }
      return c != 0 ? c : Integer.compare(i, j);
    }

    /**
     * The values in the order of outputs: sorted by action as primitives, then each action's
     * few entries by component, the player an entry is about (if it is ordered so) and order of
     * reporting.
     */
    List<T> inOrder() {
      return inOrder(new BitSet());
    }

    /**
     * The values in the order of outputs ({@link #inOrder()}), but those told to the players of
     * {@code leftOut} (night indexes): read from an array, not from the entries.
     */
    List<T> inOrder(BitSet leftOut) {
      long[] keys = new long[size]; // the action, then the index
      for (int i = 0; i < size; i++) {
        Verify.verify(actions[i] >>> 31 == 0, "an action key out of range: %s", actions[i]);
        keys[i] = actions[i] << 32 | i;
      }
      Arrays.sort(keys);
      List<T> out = new ArrayList<>(size);
      for (int i = 0, j; i < size; i = j) {
        for (j = i + 1; j < size && keys[j] >>> 32 == keys[i] >>> 32; j++) {
          // the entries of one action
        }
        if (j > i + 1) { // by component (a place, or MAX_VALUE: after them), then index
          long[] one = new long[j - i];
          for (int k = i; k < j; k++) {
            int e = (int) keys[k];
            one[k - i] = (long) components[e] << 32 | e;
          }
          Arrays.sort(one);
          if (anyAbout(one)) { // then by the player each is about, within a component
            one = Arrays.stream(one).boxed()
                .sorted((x, y) -> compare((int) (long) x, (int) (long) y))
                .mapToLong(Long::longValue).toArray();
          }
          for (int k = i; k < j; k++) {
            keys[k] = one[k - i];
          }
        }
        for (int k = i; k < j; k++) {
          int e = (int) keys[k];
          if (recipients[e] < 0 || !leftOut.get(recipients[e])) {
            out.add(value(e));
          }
        }
      }
      return out;
    }

    /** Whether an entry of {@code one} (its index in the low half) is ordered by a player. */
    private boolean anyAbout(long[] one) {
      for (long e : one) {
        if (abouts[(int) e] >= 0) {
          return true;
        }
      }
      return false;
    }
  }

  /**
   * A builder that takes the indexes and actions of {@code plan}.
   *
   * @param plan the plan of the night, or of one of its parts, whose player indexes and actions the
   *     builder's methods take
   * @param scheme the scheme that resolved the night, recorded in the outcome
   */
  public OutcomeBuilder(NightPlan plan, Scheme scheme) {
    this(plan, new Collected(plan.night(), scheme, plan.nullified()));
  }

  private OutcomeBuilder(NightPlan plan, Collected collected) {
    this.plan = plan;
    this.collected = collected;
  }

  /**
   * {@return a builder of the same outcome that takes the indexes and actions of {@code part}, a
   * plan of a part of this builder's night}
   *
   * @param part a plan of a part of this builder's night ({@link NightPlan#parts})
   */
  public OutcomeBuilder forPart(NightPlan part) {
    Preconditions.checkArgument(part.night() == collected.night, "a part of another night");
    return new OutcomeBuilder(part, collected);
  }

  /**
   * Player {@code index} dies.
   *
   * @param index the player's index in this builder's plan
   * @return this builder
   */
  public OutcomeBuilder death(int index) {
    collected.deaths.add(new Named(plan.playerInNight(index), plan.name(index)));
    return this;
  }

  /**
   * Player {@code index} is recruited by action {@code by}: he joins its actor's alignment. When
   * several recruitments of one player succeed, the first reported wins.
   *
   * @param index the recruited player's index in this builder's plan
   * @param by the recruiting action; it succeeded
   * @return this builder
   */
  public OutcomeBuilder recruited(int index, PlannedAction by) {
    succeeded(by);
    int player = plan.playerInNight(index);
    collected.recruited.add(new Named(player, plan.name(index)));
    collected.recruiters.putIfAbsent(player, plan.playerInNight(by.actor()));
    return this;
  }

  /**
   * {@return the countable passive {@code passive} (a {@code Bulletproof(n)} vest) was needed
   * tonight: its holder survives and would have died without it} Spends one of its uses in the next
   * state, once per night however often it is reported. An engine that reports this itself decides
   * what {@link VestAccounting} would decide, faster.
   *
   * @param passive a passive of a countable {@code Bulletproof(n)} modifier, of this builder's plan
   */
  public OutcomeBuilder passiveNeeded(PlannedAction passive) {
    Preconditions.checkArgument(passive.passive(), "not a passive: %s", passive);
    int holder = plan.playerInNight(passive.actor());
    List<ModifierUse> declared = collected.night.players().get(holder).modifiers();
    for (int m = 0; m < declared.size(); m++) {
      if (declared.get(m).modifier().equals(passive.passiveOf().orElseThrow().modifier())) {
        List<Integer> spent = collected.spentModifiers.computeIfAbsent(holder, h -> new ArrayList<>());
        if (!spent.contains(m)) {
          spent.add(m);
        }
      }
    }
    return this;
  }

  /**
   * The actions drawn while the night resolved ({@code games.md} section 9: random choices,
   * players drawn for redrawn and automatic uses), by submission index, as drawn: the next state
   * spends uses and records last uses of the actions as they were aimed, and the automatic uses
   * are reported so.
   *
   * @param actions the drawn actions by submission index; empty when nothing was drawn
   * @return this builder
   */
  public OutcomeBuilder drawnActions(Map<Integer, org.nightres.core.model.Action> actions) {
    collected.drawnActions = Map.copyOf(actions);
    return this;
  }

  /**
   * {@return the night's random draws, in the order drawn, when the scheme drew them as its actions
   * resolved (the sequential scheme) rather than before}
   *
   * @param draws the draws, in the order drawn
   */
  public OutcomeBuilder draws(List<org.nightres.core.model.Draw> draws) {
    collected.draws = List.copyOf(draws);
    return this;
  }

  /** The moment of an action that did not run, of a player who did not die. */
  private static final long NOT_RUN = Long.MAX_VALUE;

  /**
   * Action {@code a} ran at moment {@code time} of a scheme that resolves one action at a time
   * (any numbers ordered as the actions ran; distinct actions, distinct moments): the public
   * announcements then come in the order the events happened ({@code games.md} section 8), not
   * in the order of the lines. Only an action's first moment counts.
   *
   * @param a an action of this builder's plan
   * @param time the moment it ran; any value but {@code Long.MAX_VALUE}, increasing as the actions
   *     run
   * @return this builder
   */
  public OutcomeBuilder step(PlannedAction a, long time) {
    Preconditions.checkArgument(time != NOT_RUN, "not a moment: %s", time);
    if (stepTimes == null) {
      stepTimes = new StepTimes(plan);
      if (collected.steps == null) {
        collected.steps = new ArrayList<>();
      }
      collected.steps.add(stepTimes);
    }
    stepTimes.first(a.id(), time);
    return this;
  }

  /**
   * Player {@code index} died at moment {@code time} (see {@link #step}: the moment of the
   * action being resolved), after that action's own step and after the deaths of the same
   * moment with a smaller {@code seq} (at least 1). Only a player's first death counts.
   *
   * @param index the player's index in this builder's plan
   * @param time the moment of the action being resolved when he died, as given to {@link #step}
   * @param seq the order of this death among those of the same moment, from 1
   * @return this builder
   */
  public OutcomeBuilder diedAt(int index, long time, int seq) {
    Preconditions.checkState(collected.steps != null, "a step first");
    Preconditions.checkArgument(seq > 0, "a death comes after its step: %s", seq);
    collected.died.add(plan.playerInNight(index), time, seq);
    return this;
  }

  /**
   * The responses of {@code a}'s trigger or reaction ran at moment {@code time} (see {@link
   * #step}): their announcements come after the deaths of that moment, what set them off among
   * them, not at the moment the trigger was armed. Only the first such moment counts.
   *
   * @param a the action (a passive) whose component holds the responses
   * @param time the moment of the action being resolved when they ran
   * @return this builder
   */
  public OutcomeBuilder fired(PlannedAction a, long time) {
    Preconditions.checkArgument(time != NOT_RUN, "not a moment: %s", time);
    collected.firedAt.putIfAbsent(plan.actionInNight(a.id()), time);
    return this;
  }

  /**
   * Submitted action {@code a} happened: it was neither nullified nor blocked (for an ability
   * that spends its uses when performed or succeeded, {@code [spend ...]}, and for a line a
   * status redrew ({@link PlannedAction#redrawn()}): one that did not happen neither uses the
   * status up nor tells where it went; for any other, this does nothing).
   *
   * @param a a submitted action of this builder's plan (a passive does nothing)
   * @return this builder
   */
  public OutcomeBuilder performed(PlannedAction a) {
    if (!a.passive() && a.redrawn()) {
      collected.redrawnPerformed.set(a.submissionIndex());
    }
    org.nightres.core.component.Ability.Spend spend = a.ability().spend();
    if (!a.passive() && spend != org.nightres.core.component.Ability.Spend.SUBMITTED) {
      collected.performed.set(a.submissionIndex());
      if (spend == org.nightres.core.component.Ability.Spend.SUCCEEDED) {
        collected.performedOnSuccess.set(a.submissionIndex());
      }
    }
    return this;
  }

  /**
   * {@return an end-of-night effect of submitted action {@code a} happened (its kill killed:
   * engines say so; its other effects are seen here), for an ability that spends its uses when it
   * succeeded}
   *
   * @param a a submitted action of this builder's plan (a passive does nothing)
   */
  public OutcomeBuilder succeeded(PlannedAction a) {
    if (!a.passive() && a.ability().spend() == org.nightres.core.component.Ability.Spend.SUCCEEDED) {
      collected.succeeded.set(a.submissionIndex());
    }
    return this;
  }

  /**
   * {@return the limited protection {@code p} ({@code uses=}) of passive {@code passive} spent
   * {@code n} uses tonight; the next state takes them from its uses left, at most those}
   *
   * @param passive the passive that holds the protection
   * @param p its protection component, one with a {@code uses=} limit
   * @param n the uses spent tonight, at least 1
   */
  public OutcomeBuilder spent(PlannedAction passive, Component.Protect p, int n) {
    Preconditions.checkArgument(n > 0, "spent nothing");
    Component.Protect.Limit limit = p.limit().orElseThrow(
        () -> new IllegalArgumentException("not a limited protection: " + p.describe()));
    collected.spentProtections.add(new StateTransition.Spent(
        plan.playerInNight(passive.actor()), limit, n));
    return this;
  }

  /**
   * {@return the actor of information action {@code a} is told {@code result} by its component
   * {@code c} about player {@code landed}, where the action landed after swaps and redirects;
   * {@code -1}, and any {@link Feedback#NO_RESULT}, mean its first written target} {@link
   * Feedback#NOTHING} (a block's fake answer) gives no entry.
   *
   * @param a the information action
   * @param c its component that gave the result
   * @param landed the index in this builder's plan of the player the action landed on; {@code -1}:
   *     its first written target
   * @param result the result as the actor reads it
   */
  public OutcomeBuilder result(PlannedAction a, Component c, int landed, String result) {
    if (result.equals(Feedback.NOTHING)) { // stopped by a block that leaves no answer
      return this;
    }
    if (!result.equals(Feedback.NO_RESULT)) {
      succeeded(a);
    }
    String there = there(a, landed, result);
    String target = target(a, c, landed, result);
    Entries<Feedback> feedback = collected.feedback;
    Optional<Component.Result> asked = c.asResult();
    Optional<String> worded = worded(a, c, target, result);
    String told = worded.orElse(result);
    if (asked.isPresent() && asked.get().announced()) { // told as an announcement, if worded
      // once per action and text
      if (worded.isPresent() && collected.noticesGiven.add(plan.actionInNight(a.id()),
          new Given(plan.playerInNight(a.actor()), true, told))) {
        Entries<Announcement> announced = collected.announced;
        byResponse(a, c, announced.size());
        announced.add(key(a), componentIndex(a, c),
            new Announcement(Announcement.ANNOUNCE, plan.name(a.actor()), Optional.of(told)));
      }
      return this;
    }
    feedback.addTo(plan.playerInNight(a.actor()), key(a), componentIndex(a, c),
        org.nightres.core.outcome.ImmutableFeedback.of(plan.name(a.actor()), a.ability().verb(),
            target, there, told).withWorded(worded.isPresent()));
    return this;
  }

  /**
   * {@return the answer of information component {@code c} of {@code a} as its recipient is told
   * it ({@link #result}): in the words its labels give it (Mafia 1923's {@code mafia} for
   * {@code guilty}), else as it is}
   *
   * @param a the action
   * @param c its information component (or a response's)
   * @param landed the player it landed on, or -1
   * @param result the answer, as the kernel decided it
   */
  public String told(PlannedAction a, Component c, int landed, String result) {
    return worded(a, c, target(a, c, landed, result), result).orElse(result);
  }

  /** Where a result landed, for its feedback's {@code landed}. */
  private String there(PlannedAction a, int landed, String result) {
    return landed < 0 || result.equals(Feedback.NO_RESULT) ? aimedAt(a) : plan.name(landed);
  }

  /** The target a result's feedback names: the written one, or a response's landing. */
  private String target(PlannedAction a, Component c, int landed, String result) {
    if (landed >= 0 && !a.components().contains(c)) { // a response's: about where it landed
      return there(a, landed, result);
    }
    return writtenTarget(a); // redrawn: the written target
  }

  /** A labelled answer, naming the players and the answer; empty: the answer is told as is. */
  private Optional<String> worded(PlannedAction a, Component c, String target, String result) {
    java.util.function.Function<String, String> guessed = letter -> a.roleNamed(letter)
        .map(org.nightres.core.component.Role::shown).orElse(null);
    return c.asResult().flatMap(r -> r.worded(result, guessed)).map(told -> a.rolesNamed(told
        .replace("{target}", target).replace("{actor}", plan.name(a.actor()))
        .replace(Component.Result.ANSWER, result)));
  }

  /**
   * Submitted action {@code a} was cancelled at player {@code place} by a visited trigger
   * ({@link Component.Cancel}), first at its component {@code c}: its actor is told {@code
   * answer} as the action's feedback (its verb, its written target), once, whatever else
   * stopped or cancelled it. A cancel never makes an action succeed.
   *
   * @param a the cancelled submitted action
   * @param c its first component that was cancelled (the entry's place among its outputs)
   * @param place the index in this builder's plan of the player who cancelled it
   * @param answer what its actor is told: {@code Failure}, {@code Success} or a text
   * @return this builder
   */
  public OutcomeBuilder cancelled(PlannedAction a, Component c, int place, String answer) {
    Preconditions.checkArgument(!a.passive(), "a passive is never cancelled: %s", a);
    if (!collected.cancelled.add(key(a))) {
      return this; // one answer per action (RAR may ask from several places)
    }
    Entries<Feedback> feedback = collected.feedback;
    feedback.addTo(plan.playerInNight(a.actor()), key(a), componentIndex(a, c),
        Feedback.of(plan.name(a.actor()), a.ability().verb(), writtenTarget(a),
            plan.name(place), answer));
    return this;
  }

  /**
   * Player {@code receiver} receives fruit from component {@code c} of action {@code a}.
   *
   * @param a the action
   * @param c its component that gives the fruit
   * @param receiver the receiver's index in this builder's plan
   * @return this builder
   */
  public OutcomeBuilder fruit(PlannedAction a, Component c, int receiver) {
    succeeded(a);
    String name = plan.name(receiver);
    Entries<Feedback> feedback = collected.feedback;
    feedback.addTo(plan.playerInNight(receiver), key(a), componentIndex(a, c),
        Feedback.of(name, a.ability().verb(), name, Feedback.RECEIVED_FRUIT));
    return this;
  }

  /**
   * Player {@code receiver}'s state changes as component {@code c} of action {@code a} says. The
   * next state applies the night's changes in the order value of that component, then in the
   * order of the actions, then of their components.
   *
   * @param a the action
   * @param c its change component
   * @param receiver the changed player's index in this builder's plan
   * @return this builder
   */
  public OutcomeBuilder change(PlannedAction a, Component.Change c, int receiver) {
    return change(a, c, receiver, Integer.MIN_VALUE);
  }

  /**
   * As {@link #change(PlannedAction, Component.Change, int)}, for a change that happened at
   * order value {@code at} of a scheme that resolves in turn: a reaction's or a trigger's
   * response is applied (and its status listed) at the moment it happened, the attack or event
   * that set it off, not at the order value of the protection or passive that holds it.
   *
   * @param a the action
   * @param c its change component
   * @param receiver the changed player's index in this builder's plan
   * @param at the order value at which the change happened; {@link Integer#MIN_VALUE}: that of
   *     the component
   * @return this builder
   */
  public OutcomeBuilder change(PlannedAction a, Component.Change c, int receiver, int at) {
    succeeded(a);
    int ci = componentIndex(a, c);
    int order = at != Integer.MIN_VALUE ? at : a.orderValues(plan.options())[ci];
    int other = c.change().other().map(r -> plan.playerInNight(a.player(r))).orElse(-1);
    collected.changes.add(new StateTransition.Changed(order, key(a), ci,
        plan.playerInNight(receiver), plan.playerInNight(a.actor()), other,
        c.change().bound(a::role), // a role the line names, in its place
        plan.playerInNight(plan.attacker(a)))); // an expiry's: by whoever gave the status
    return this;
  }

  /**
   * Disguise {@code c} of action {@code a} landed on player {@code holder}. One that lasts beyond
   * tonight ({@code until=permanent|use|N+k|D+k}) is held from the next state on; a passive's
   * (a disguise held already) is not made again.
   *
   * @param a the action (a passive's disguise is held already)
   * @param c its disguise component
   * @param holder the disguised player's index in this builder's plan
   * @return this builder
   */
  public OutcomeBuilder disguised(PlannedAction a, Component.Disguise c, int holder) {
    if (a.passive() || !c.until().lasts()) {
      return this;
    }
    int n = collected.night.number();
    Optional<org.nightres.core.model.Phase> until = c.until().phase().map(u -> u.day()
        ? org.nightres.core.model.Phase.day(n + u.offset())
        : org.nightres.core.model.Phase.night(n + u.offset()));
    int use = c.until().uses();
    collected.disguised.add(new StateTransition.Disguised(key(a), componentIndex(a, c),
        plan.playerInNight(holder), new org.nightres.core.model.HeldDisguise(a.role(c.as()),
            c.strength(), until, use, Optional.of(plan.name(a.actor())))));
    return this;
  }

  /**
   * Disguise {@code c} of action {@code a}, on player {@code holder}, answered a result tonight:
   * one that lasts until used ({@code until=use}, {@code use2}) spends a use in the next state.
   *
   * @param a the action
   * @param c its disguise component
   * @param holder the disguised player's index in this builder's plan
   * @return this builder
   */
  public OutcomeBuilder disguiseUsed(PlannedAction a, Component.Disguise c, int holder) {
    if (c.until().uses() > 0) {
      collected.usedDisguises.add(new StateTransition.UsedDisguise(plan.playerInNight(holder),
          a.role(c.as()), c.strength()));
    }
    return this;
  }

  /**
   * Player {@code recipient} is told by component {@code c} of action {@code a} the fact it
   * tells about player {@code about}: a feedback entry of the recipient's, with {@code landed}
   * the player the fact is about and {@code target} the one the line wrote there (they differ
   * only when a status redrew the line: Mafia 1923's bumbled Paperboy).
   *
   * @param a the action
   * @param c its inform component
   * @param recipient the told player's index in this builder's plan
   * @param about the index in this builder's plan of the player the fact is about
   * @return this builder
   */
  public OutcomeBuilder inform(PlannedAction a, Component.Inform c, int recipient, int about) {
    return inform(a, c, recipient, about, plan.player(a.actor()), plan.player(about));
  }

  /**
   * As {@link #inform(PlannedAction, Component.Inform, int, int)}, the fact read from the actor
   * and the player it is about as they are now ({@code EffectKernel#playerNow}: after a role
   * change applied at once earlier tonight).
   *
   * @param a the action
   * @param c its inform component
   * @param recipient the told player's index in this builder's plan
   * @param about the index in this builder's plan of the player the fact is about
   * @param actorNow the actor as he is now
   * @param aboutNow the player the fact is about as he is now
   * @return this builder
   */
  public OutcomeBuilder inform(PlannedAction a, Component.Inform c, int recipient, int about,
      Player actorNow, Player aboutNow) {
    succeeded(a);
    String name = plan.name(about);
    String value = playerResult(c.kind(), actorNow, aboutNow);
    Entries<Feedback> feedback = collected.feedback;
    String ability = a.passive() // a trigger's: named after its holder (Mafia 1923's witness)
        ? a.passiveOf().orElseThrow().modifier().name().toLowerCase(java.util.Locale.ROOT)
        : a.ability().verb();
    String written = c.about().kind() == org.nightres.core.component.Ref.Kind.PARAM
        ? a.written(c.about().index()) : null;
    // one trigger's facts about the players whose events set it off (a Witness's, of each
    // death): under a scheme that resolves in turn in the order they happened (deaths as they
    // are announced, whichever of one death's triggers fired first), else in declaration order
    // (Scheme.resolvesInTurn), whatever order an engine found them in
    boolean subject = c.about().kind() == org.nightres.core.component.Ref.Kind.SUBJECT;
    boolean inTurn = collected.scheme.resolvesInTurn();
    boolean byDeath = subject && inTurn && setOffByDeaths(a, c);
    int order = subject && (!inTurn || byDeath) ? plan.playerInNight(about) : -1;
    feedback.addTo(plan.playerInNight(recipient), key(a), componentIndex(a, c), order,
        Feedback.of(plan.name(recipient), ability, written != null ? written : name, name, value));
    if (byDeath) {
      feedback.lastByDeath();
    }
    return this;
  }

  /** Whether {@code c} answers every death of the night: a response of a {@code death(all)}. */
  private static boolean setOffByDeaths(PlannedAction a, Component c) {
    return a.components().get(componentIndex(a, c)).asTrigger()
        .filter(t -> t.event() == Component.Event.ON_ANY_DEATH).isPresent();
  }

  /** A notice an action gave ({@link NoticesGiven} keeps it by action), to a night's player. */
  record Given(int receiver, boolean isPublic, String message) {}

  /**
   * The notices given, each once per action ({@link Given}), kept by action: an action's notices
   * are given at its step, so that the ones it gave are in the processor's caches when it gives
   * another. A set of the whole night's notices (a hash table) would read a slot and an entry of
   * its own, outside the caches on a large night, for every notice, and read them all again at
   * each doubling ({@code docs/performance.md}, "Thirty-fourth sitting").
   */
  static final class NoticesGiven {
    /**
     * By whole-night plan id: null, none yet; a {@link Given}, that one; a {@code Given[]}, those
     * (null after the last); past {@link #FEW}, a set of them (an action that tells a whole
     * group).
     */
    private Object[] byAction;

    /** How many notices of one action are kept in an array, looked through one by one. */
    private static final int FEW = 8;

    NoticesGiven(int actions) {
      this.byAction = new Object[Math.max(actions, 16)];
    }

    /** {@return whether action {@code action} (its whole-night plan id) gives {@code g} anew} */
    @SuppressWarnings("unchecked")
    boolean add(int action, Given g) {
      if (action >= byAction.length) {
        byAction = Arrays.copyOf(byAction, Math.max(action + 1, 2 * byAction.length));
      }
      Object given = byAction[action];
      if (given == null) {
        byAction[action] = g;
        return true;
      }
      if (given instanceof Given one) {
        if (one.equals(g)) {
          return false;
        }
        byAction[action] = new Given[] {one, g, null, null};
        return true;
      }
      if (given instanceof java.util.Set<?> many) {
        return ((java.util.Set<Given>) many).add(g);
      }
      Given[] several = (Given[]) given;
      int n = 0;
      for (; n < several.length && several[n] != null; n++) {
        if (several[n].equals(g)) {
          return false;
        }
      }
      if (n < several.length) {
        several[n] = g;
      } else if (n < FEW) {
        several = Arrays.copyOf(several, FEW);
        several[n] = g;
        byAction[action] = several;
      } else {
        java.util.Set<Given> many = new java.util.HashSet<>(Arrays.asList(several));
        many.add(g);
        byAction[action] = many;
      }
      return true;
    }
  }

  /**
   * Player {@code receiver} gets a private notice from component {@code c} of action {@code a}, or,
   * for a public one, the next day's post announces its word about him. An action gives one player
   * one notice once, however often it is reported.
   *
   * @param a the action
   * @param c its notify component; {@link Component.Notify#isPublic()} makes it an announcement
   * @param receiver the receiver's index in this builder's plan (for a public notice, the player
   *     the announcement is about)
   * @param message the notice's text, as the component words it
   * @return this builder
   */
  public OutcomeBuilder notice(PlannedAction a, Component.Notify c, int receiver, String message) {
    return notice(a, c, receiver, message, -1);
  }

  /**
   * Player {@code receiver} gets a notice, or an announcement is made, as {@link
   * #notice(PlannedAction, Component.Notify, int, String)} says, from a trigger's response whose
   * text may name the trigger's subject ({@code {visitor}}, {@code {attacker}} …).
   *
   * @param a the action
   * @param c its notify component; {@link Component.Notify#isPublic()} makes it an announcement
   * @param receiver the receiver's index in this builder's plan (for a public notice, the player
   *     the announcement is about)
   * @param message the notice's text, as the component words it
   * @param subject the index in this builder's plan of the player whose event set the trigger
   *     off; -1: none
   * @return this builder
   */
  public OutcomeBuilder notice(PlannedAction a, Component.Notify c, int receiver, String message,
      int subject) {
    if (!c.kind().equals(Component.Notify.FAILURE)) {
      succeeded(a);
    }
    String told = c.isPublic() && !c.text() ? message : plan.told(a, message, subject);
    if (!collected.noticesGiven.add(plan.actionInNight(a.id()),
        new Given(plan.playerInNight(receiver), c.isPublic(), told))) {
      return this; // one action tells a player one thing once (a protection that stops two
      // attacks of one attacker reacts twice, and RAR asks once whether it tells him)
    }
    if (c.isPublic()) {
      Entries<Announcement> announced = collected.announced;
      byResponse(a, c, announced.size());
      announced.add(key(a), componentIndex(a, c),
          c.text() ? new Announcement(c.kind(), plan.name(receiver), Optional.of(told))
              : new Announcement(message, plan.name(receiver)));
      return this;
    }
    if (c.answer()) { // told as an answer: a feedback entry of the action
      String target = writtenTarget(a);
      Entries<Feedback> feedback = collected.feedback;
      feedback.addTo(plan.playerInNight(receiver), key(a), componentIndex(a, c),
          org.nightres.core.outcome.ImmutableFeedback.of(plan.name(receiver), a.ability().verb(),
              target, target, told).withWorded(true));
      return this;
    }
    Entries<Notice> notices = collected.notices;
    notices.addTo(plan.playerInNight(receiver), key(a), componentIndex(a, c),
        org.nightres.core.outcome.ImmutableNotice.of(plan.name(receiver), told)
            .withKind(c.kind()));
    return this;
  }

  /** The name of action {@code a}'s first written target (a redrawn one's too); its actor's if none. */
  private String writtenTarget(PlannedAction a) {
    String written = a.writtenTarget();
    return written != null ? written : aimedAt(a);
  }

  /**
   * {@return whom action {@code a} was aimed at before it landed: its first target (written, or
   * drawn for a random selector); its actor for an ability that takes no players; nobody ({@code
   * ""}, {@link Feedback#target()}) for one whose players were never drawn (an action that did
   * not run before its draw, or whose draw had no candidate)}
   */
  private String aimedAt(PlannedAction a) {
    return a.arity() > 0 ? plan.name(a.arg(0)) : aimsAtPlayers(a.ability()) ? "" : plan.name(
        a.actor());
  }

  /** {@return whether {@code ability} aims at players: parameters, or random selectors} */
  private static boolean aimsAtPlayers(Ability ability) {
    return ability.arity() > 0 || ability.choices().stream().anyMatch(Ability.Choice::player);
  }

  /**
   * Action {@code a} was aimed at players drawn at random because its actor held {@code status}
   * ({@link org.nightres.core.component.StatusDefinition#redraws()}), at order value {@code
   * order}: the actor is told where it went (a notice of the status's kind, after the action's
   * other outputs) and the status is used up (cleared at that order).
   *
   * @param a the redrawn submitted action
   * @param status the status its actor held, one that redraws
   * @param order the order value at which the status is used up (cleared)
   * @return this builder
   */
  public OutcomeBuilder redrawn(PlannedAction a, StatusDefinition status, int order) {
    redrawn(key(a), plan.playerInNight(a.actor()), a.source().orElseThrow(), status, order,
        collected.notices, collected.changes);
    for (int k = 0; k < a.arity(); k++) { // a self quota holds for a redrawn use too
      if (a.arg(k) == a.actor()) {
        collected.selfRedrawn.set(a.source().orElseThrow().submissionIndex());
        break;
      }
    }
    return this;
  }

  private void redrawn(long key, int actor, Action source, StatusDefinition status, int order,
      Entries<Notice> notices, List<StateTransition.Changed> changes) {
    String went = String.join(" and ", source.targets());
    notices.addTo(actor, key, Integer.MAX_VALUE, Notice.of(source.actor(),
        status.name().toLowerCase(java.util.Locale.ROOT), "Your `" + source.verb() + "` went to "
            + went + (source.targets().equals(source.written()) ? ", as written"
                : " instead of " + String.join(" and ", source.written()))
            + " (" + status.name() + ")."));
    changes.add(new StateTransition.Changed(order, key, Integer.MAX_VALUE, actor, actor, -1,
        new StateChange.ClearStatus(status)));
  }

  /**
   * The redraws made up front (every scheme but one that resolves in turn, which reports its own
   * as they happen: {@link Scheme#resolvesInTurn}): the lines whose written players a status held
   * at the start redrew and that happened ({@link #performed}; a cancelled one leaves the status
   * held and tells nothing, games.md 6), each using the status up before tonight's changes (a
   * status given again tonight holds on).
   */
  private void upFrontRedraws(Entries<Notice> notices, List<StateTransition.Changed> changes) {
    Night night = collected.night;
    int[] planned = plannedSubmissions();
    for (int i = 0; i < night.actions().size(); i++) {
      Action a = night.actions().get(i);
      if (a.written().isEmpty() || !collected.redrawnPerformed.get(a.submissionIndex())) {
        continue;
      }
      int actor = night.actorIndex(i);
      int before = before(planned, a.submissionIndex()); // its whole-night plan id
      Optional<HeldStatus> held = org.nightres.core.random.RandomChoices.redrawing(
          night.state().state(actor), night.number());
      if (held.isPresent()) {
        redrawn(2L * before + 1, actor, a, held.get().status(), -1, notices, changes);
      }
    }
  }

  /** Marks announcement entry {@code entry} as a response's when {@code c} is a response of a. */
  private void byResponse(PlannedAction a, Component c, int entry) {
    if (!a.components().get(componentIndex(a, c)).equals(c)) { // held by a trigger, a reaction
      collected.announcedByResponse.set(entry);
    }
  }

  /**
   * Where {@code c} stands among {@code a}'s components (the same object; a trigger's response
   * stands where its trigger does): one action's outputs come in the order of its components,
   * whatever order an engine reports them in.
   */
  private static int componentIndex(PlannedAction a, Component c) {
    int i = a.indexOf(c);
    if (i < 0) {
      throw new IllegalArgumentException(c.describe() + " is not a component of " + a);
    }
    return i;
  }

  /**
   * Appends a top-level explanation node.
   *
   * @param node the node, appended after those explained before
   * @return this builder
   */
  public OutcomeBuilder explain(ExplanationNode node) {
    collected.explanation.add(node);
    return this;
  }

  /**
   * The output order of action {@code a}: {@code 2 * id + 1} with its whole-night plan id, which
   * puts submitted actions in submission order, then passives. An action the statuses nullified
   * is not planned: it sorts just before the planned action submitted next ({@link
   * #nullifiedResults}).
   */
  private long key(PlannedAction a) {
    return 2L * plan.actionInNight(a.id()) + 1;
  }

  /**
   * The submission indexes of the night's planned lines (those the start state's statuses did
   * not nullify), ascending: a planned line's place in it is its whole-night plan id.
   */
  private int[] plannedSubmissions() {
    Night night = collected.night;
    int[] planned = new int[night.actions().size() - collected.nullified.length];
    for (int i = 0, n = 0, k = 0; i < night.actions().size(); i++) {
      if (n < collected.nullified.length && collected.nullified[n] == i) {
        n++;
      } else {
        planned[k++] = night.actions().get(i).submissionIndex();
      }
    }
    Arrays.sort(planned);
    return planned;
  }

  /**
   * How many planned lines were submitted before the line of {@code submissionIndex}: its
   * whole-night plan id if it is planned, else the id of the planned line submitted next.
   */
  private static int before(int[] planned, int submissionIndex) {
    int k = Arrays.binarySearch(planned, submissionIndex);
    return k >= 0 ? k : -k - 1;
  }

  /** {@code no result} for every result of an action the start state's statuses nullified. */
  private void nullifiedResults(Entries<Feedback> out) {
    Night night = collected.night;
    int[] planned = plannedSubmissions();
    for (int i : collected.nullified) {
      Ability ability = night.abilityOf(i);
      int actor = night.actorIndex(i);
      String target = ability.arity() > 0 ? night.playerNames().get(night.targetIndex(i, 0))
          : aimsAtPlayers(ability) ? "" : night.playerNames().get(actor); // drew nobody
      int before = before(planned, night.actions().get(i).submissionIndex());
      for (int ci = 0; ci < ability.components().size(); ci++) {
        if (ability.components().get(ci).resultKind().isPresent()) {
          out.addTo(actor, 2L * before, ci, Feedback.of(night.playerNames().get(actor),
              ability.verb(), target, Feedback.NO_RESULT));
        }
      }
    }
  }

  /** {@return the finished outcome, with what every builder of it collected} */
  public Outcome build() {
    Entries<Feedback> entries = collected.feedback;
    if (collected.nullified.length > 0) { // kept apart, so build() may be called again
      entries = entries.copy();
      nullifiedResults(entries);
    }
    BitSet silenced = new BitSet(); // the dead receive nothing private, unless the options say
    if (!collected.night.options().feedbackToDead()) {
      collected.deaths.forEach(d -> silenced.set(d.player()));
    }
    entries = entries.byDeaths(collected.died::ranks);
    List<Feedback> fb = entries.inOrder(silenced);
    Entries<Notice> noticeEntries = collected.notices;
    List<StateTransition.Changed> changes = collected.changes;
    if (!collected.scheme.resolvesInTurn() // one that does reports its redraws as they happen
        && collected.night.actions().stream().anyMatch(a -> !a.written().isEmpty())) {
      noticeEntries = noticeEntries.copy(); // kept apart, so build() may be called again
      changes = new ArrayList<>(changes);
      upFrontRedraws(noticeEntries, changes);
    }
    List<StateTransition.Told> told = new ArrayList<>(0);
    AimedActions aimed = new AimedActions(collected.night, collected.drawnActions);
    GameState next = StateTransition.next(
        aimed, deathIndexes(), collected.recruiters, collected.spentModifiers,
        changes, collected.spentProtections, collected.disguised,
        collected.usedDisguises, spendingLines(), collected.selfRedrawn, told);
    if (!told.isEmpty()) {
      noticeEntries = noticeEntries.copy();
      for (StateTransition.Told t : told) {
        noticeEntries.addTo(t.player(), t.action(), t.component(), Notice.of(
            collected.night.playerNames().get(t.player()), t.kind(), t.text()));
      }
    }
    List<Notice> ns = noticeEntries.inOrder(silenced);
    List<String> deaths = names(collected.deaths);
    return Outcome.builder()
        .scheme(collected.scheme)
        .deaths(deaths)
        .recruited(names(collected.recruited))
        .feedback(fb)
        .notices(ns)
        .explanation(collected.explanation)
        .night(collected.night.number())
        .announcements(announcements(deaths))
        .draws(collected.draws != null ? collected.draws : collected.night.draws())
        .autoActions(aimed.autoActions())
        .nextState(next)
        .build();
  }

  /**
   * The submission indexes of the lines of abilities that spend only when performed or
   * succeeded and did ({@link org.nightres.core.component.Ability.Spend}): those performed, but
   * those that spend on success and did not succeed. A copy.
   */
  private BitSet spendingLines() {
    BitSet failed = (BitSet) collected.performedOnSuccess.clone();
    failed.andNot(collected.succeeded);
    BitSet out = (BitSet) collected.performed.clone();
    out.andNot(failed);
    return out;
  }

  /** The night's deaths, by declaration index, ascending, each once. */
  private List<Integer> deathIndexes() {
    int[] dead = new int[collected.deaths.size()];
    for (int i = 0; i < dead.length; i++) {
      dead[i] = collected.deaths.get(i).player();
    }
    Arrays.sort(dead);
    List<Integer> out = new ArrayList<>(dead.length);
    for (int i = 0; i < dead.length; i++) {
      if (i == 0 || dead[i] != dead[i - 1]) {
        out.add(dead[i]);
      }
    }
    return out;
  }

  /**
   * The public lines: the actions' announcements in the order of the actions, then every death
   * ({@code kind: death}) in declaration order.
   */
  private List<Announcement> announcements(List<String> deaths) {
    List<Announcement> out = new ArrayList<>(deaths.size());
    Night night = collected.night;
    GameState start = night.state();
    if (!start.isFresh()) { // statuses announced for their holders (announce=holder)
      for (int p = 0; p < night.players().size(); p++) {
        for (HeldStatus h : start.state(p).statuses()) {
          Optional<String> kind = h.status().announced(StatusDefinition.Event.HOLDER);
          if (kind.isPresent() && (h.until().isEmpty()
              || !h.until().get().overBeforeNight(night.number()))) {
            out.add(new Announcement(kind.get(), night.playerNames().get(p)));
          }
        }
      }
    }
    Entries<Announcement> announced = collected.announced;
    if (!collected.changes.isEmpty()) { // statuses announced when applied or cleared
      announced = announced.copy();
      // a status given earlier tonight is taken away by a later clear, as the next state has it
      // (StateTransition applies the changes in order value, then action order): one action at
      // a time, the steps come in that order; at once, the changes are put in it
      List<StateTransition.Changed> changes = collected.changes;
      if (collected.steps == null) {
        changes = new ArrayList<>(changes);
        changes.sort(StateTransition.CHANGE_ORDER);
      }
      StatusAnnouncement announcement = new StatusAnnouncement(start);
      for (StateTransition.Changed c : changes) {
        Optional<String> kind = c.change().accept(announcement.of(c.target()));
        if (kind.isPresent()) {
          announced.add(c.action(), c.component(),
              new Announcement(kind.get(), night.playerNames().get(c.target())));
        }
      }
    }
    if (collected.steps != null) { // one action at a time: in the order things happened
      return inStepOrder(out, announced);
    }
    out.addAll(collected.scheme.happensByOrderValue() ? byOrderValue(announced)
        : announced.inOrder());
    for (String name : deaths) {
      out.add(new Announcement(Announcement.DEATH, name));
    }
    return out;
  }

  /**
   * The announcements of a scheme whose events happen by order value (SNARF; sequential's come
   * step by step, {@link #step}), in the order the events happened ({@code games.md} section
   * 8): by the order value of the component that made each (a cure at [50] before a poisoning at
   * [70], whatever the lines' order), then in the order of outputs ({@link Entries#compare}).
   * Its deaths come after them, at the end of the night.
   */
  private List<Announcement> byOrderValue(Entries<Announcement> announced) {
    int n = announced.size();
    long[] keys = new long[n]; // the order value (high half), then the entry
    for (int i = 0; i < n; i++) {
      PlannedAction a = plan.actions().get((int) ((announced.action(i) - 1) / 2));
      int[] orders = a.orderValues(plan.options());
      int c = announced.component(i);
      keys[i] = (long) (c >= 0 && c < orders.length ? orders[c] : Integer.MAX_VALUE) << 32 | i;
    }
    Integer[] entries = new Integer[n];
    for (int i = 0; i < n; i++) {
      entries[i] = i;
    }
    Arrays.sort(entries, (x, y) -> keys[x] >> 32 != keys[y] >> 32
        ? Long.compare(keys[x], keys[y]) : announced.compare(x, y));
    List<Announcement> out = new ArrayList<>(n);
    for (int e : entries) {
      out.add(announced.value(e));
    }
    return out;
  }

  /**
   * Each player's first death as told ({@link #diedAt}): its moment and its order within the
   * moment, in arrays in the order told (few players die: no array of every player, no object
   * per death), read in the order of the players when the outcome is built.
   */
  private static final class FirstDeaths {
    private final BitSet told = new BitSet();
    private int[] players = new int[8];
    private long[] times = new long[8];
    private int[] seqs = new int[8];
    private int size;

    /** Player {@code p} (declaration index) died at {@code time}, {@code seq}: if his first. */
    void add(int p, long time, int seq) {
      if (told.get(p)) {
        return;
      }
      told.set(p);
      if (size == players.length) {
        players = Arrays.copyOf(players, 2 * size);
        times = Arrays.copyOf(times, 2 * size);
        seqs = Arrays.copyOf(seqs, 2 * size);
      }
      players[size] = p;
      times[size] = time;
      seqs[size++] = seq;
    }

    /**
     * The deaths told, by player ascending: each a position for {@link #time} and {@link
     * #seq}, shifted left 32 bits after its player.
     */
    long[] byPlayer() {
      long[] keys = new long[size];
      for (int i = 0; i < size; i++) {
        keys[i] = (long) players[i] << 32 | i;
      }
      Arrays.sort(keys);
      return keys;
    }

    long time(long key) {
      return times[(int) key];
    }

    int seq(long key) {
      return seqs[(int) key];
    }

    /**
     * {@return each player's place among the deaths told, in the order they happened (moment,
     * then place within it), by declaration index; {@code Integer.MAX_VALUE} for one not told}
     */
    java.util.function.IntUnaryOperator ranks() {
      Integer[] byTime = new Integer[size];
      for (int i = 0; i < size; i++) {
        byTime[i] = i;
      }
      Arrays.sort(byTime, Comparator.<Integer>comparingLong(i -> times[i])
          .thenComparingInt(i -> seqs[i]));
      int[] rank = new int[told.length()]; // by player: told ones are below told.length()
      Arrays.fill(rank, Integer.MAX_VALUE);
      for (int r = 0; r < size; r++) {
        rank[players[byTime[r]]] = r;
      }
      return p -> p >= 0 && p < rank.length ? rank[p] : Integer.MAX_VALUE;
    }
  }

  /**
   * {@return the moment each action of {@code ids} (whole-night plan ids) first ran at, index
   * for index; {@link #NOT_RUN} for one that did not} One pass over the parts' moments, which
   * tests a bit of each action that ran: no array of the whole night written per resolution.
   */
  private long[] momentsOf(int[] ids) {
    long[] moments = new long[ids.length];
    Arrays.fill(moments, NOT_RUN);
    if (ids.length == 0) {
      return moments;
    }
    int[] sorted = Arrays.stream(ids).filter(id -> id >= 0).sorted().distinct().toArray();
    BitSet wanted = new BitSet();
    for (int id : sorted) {
      wanted.set(id);
    }
    long[] found = new long[sorted.length];
    Arrays.fill(found, NOT_RUN);
    for (StepTimes s : collected.steps) {
      for (int local = 0; local < s.times.length; local++) {
        if (s.times[local] != NOT_RUN) {
          int id = s.plan.actionInNight(local);
          if (wanted.get(id)) {
            int at = Arrays.binarySearch(sorted, id);
            found[at] = Math.min(found[at], s.times[local]); // its first moment
          }
        }
      }
    }
    for (int i = 0; i < ids.length; i++) {
      int at = ids[i] < 0 ? -1 : Arrays.binarySearch(sorted, ids[i]);
      moments[i] = at < 0 ? NOT_RUN : found[at];
    }
    return moments;
  }

  /**
   * {@code out} (the holders' announcements) followed by the actions' announcements and the
   * deaths in the order of the steps they happened at; a death after the announcements of its
   * step, deaths of one step in declaration order.
   */
  private List<Announcement> inStepOrder(List<Announcement> out,
      Entries<Announcement> announced) {
    record Timed(long time, int seq, int kind, int entry, Named death) {}
    List<Timed> timed = new ArrayList<>();
    int[] ids = new int[announced.size()];
    for (int i = 0; i < ids.length; i++) {
      ids[i] = (int) ((announced.action(i) - 1) / 2); // the whole-night plan id of its action
    }
    long[] moments = momentsOf(ids);
    for (int i = 0; i < ids.length; i++) {
      Long fired = collected.announcedByResponse.get(i) ? collected.firedAt.get(ids[i]) : null;
      timed.add(fired != null // a response's: after the deaths of its moment (what set it off)
          ? new Timed(fired, Integer.MAX_VALUE, 0, i, null) : new Timed(moments[i], 0, 0, i, null));
    }
    List<Named> dead = new ArrayList<>(collected.deaths);
    dead.sort(Comparator.comparingInt(Named::player));
    long[] told = collected.died.byPlayer();
    int k = 0;
    for (int i = 0; i < dead.size(); i++) {
      int p = dead.get(i).player();
      if (i == 0 || p != dead.get(i - 1).player()) {
        while (k < told.length && told[k] >>> 32 < p) {
          k++;
        }
        boolean known = k < told.length && told[k] >>> 32 == p; // else: never told
        timed.add(new Timed(known ? collected.died.time(told[k]) : NOT_RUN,
            known ? collected.died.seq(told[k]) : 0, 1, -1, dead.get(i)));
      }
    }
    timed.sort(Comparator.comparingLong(Timed::time).thenComparingInt(Timed::seq)
        .thenComparingInt(Timed::kind)
        .thenComparing((x, y) -> x.kind() == 0 ? announced.compare(x.entry(), y.entry())
            : Integer.compare(x.death().player(), y.death().player())));
    for (Timed t : timed) {
      out.add(t.kind() == 0 ? announced.value(t.entry())
          : new Announcement(Announcement.DEATH, t.death().name()));
    }
    return out;
  }

  /**
   * The announcement of a state change, if its status says so ({@code announce=apply|clear}):
   * a clear is announced only if the player held the status at the start of the night.
   */
  private static final class StatusAnnouncement implements StateChange.Visitor<Optional<String>> {
    private final GameState start;
    /** By status name, the players given it earlier tonight (a few names, a bit per player). */
    private final Map<String, BitSet> givenTonight = new java.util.HashMap<>();
    private int target;

    StatusAnnouncement(GameState start) {
      this.start = start;
    }

    /** {@return this visitor, for the changes to player {@code player} (declaration index)} */
    StatusAnnouncement of(int player) {
      this.target = player;
      return this;
    }

    @Override
    public Optional<String> visitApplyStatus(StateChange.ApplyStatus c) {
      givenTonight.computeIfAbsent(c.status().name(), k -> new BitSet()).set(target);
      return c.status().announced(StatusDefinition.Event.APPLY);
    }

    @Override
    public Optional<String> visitClearStatus(StateChange.ClearStatus c) {
      BitSet given = givenTonight.get(c.status().name());
      if (given != null && given.get(target)) {
        given.clear(target);
        return c.status().announced(StatusDefinition.Event.CLEAR); // given earlier tonight
      }
      if (start.isFresh()) { // nothing held: not a player's state to read
        return Optional.empty();
      }
      for (HeldStatus h : start.state(target).statuses()) {
        if (h.name().equals(c.status().name())) {
          return h.status().announced(StatusDefinition.Event.CLEAR);
        }
      }
      return Optional.empty();
    }

    @Override
    public Optional<String> visitRoleChange(StateChange.RoleChange c) {
      return Optional.empty();
    }

    @Override
    public Optional<String> visitAttribute(StateChange.Attribute c) {
      return Optional.empty();
    }

    @Override
    public Optional<String> visitOwned(StateChange.Owned c) {
      return Optional.empty();
    }

    @Override
    public Optional<String> visitRememberRole(StateChange.RememberRole c) {
      return Optional.empty();
    }

    @Override
    public Optional<String> visitCount(StateChange.Count c) {
      return Optional.empty();
    }

    @Override
    public Optional<String> visitGroupCounter(StateChange.GroupCounter c) {
      return Optional.empty();
    }

    @Override
    public Optional<String> visitComputed(StateChange.Computed c) {
      return Optional.empty();
    }

    @Override
    public Optional<String> visitLink(StateChange.LinkPlayers c) {
      return Optional.empty();
    }

    @Override
    public Optional<String> visitRemember(StateChange.Remember c) {
      return Optional.empty();
    }

    @Override
    public Optional<String> visitAlignWith(StateChange.AlignWith c) {
      return Optional.empty();
    }
  }

  /** The names of {@code players} in declaration order, each once. */
  private static List<String> names(List<Named> players) {
    Named[] sorted = players.toArray(new Named[0]);
    Arrays.sort(sorted, BY_PLAYER);
    List<String> out = new ArrayList<>(sorted.length);
    for (int i = 0; i < sorted.length; i++) {
      if (i == 0 || sorted[i].player() != sorted[i - 1].player()) {
        out.add(sorted[i].name());
      }
    }
    return out;
  }

  private static final Comparator<Named> BY_PLAYER =
      (x, y) -> Integer.compare(x.player(), y.player());

  /**
   * {@return what an information component of a kind that depends only on players ({@link
   * ResultKind#fromPlayers}, an attribute aside) tells {@code actor} about {@code target}: an
   * alignment result, the target's roles, their categories or classes}
   *
   * @param kind a kind that depends only on players
   * @param actor the acting player, as engines see him tonight
   * @param target the player the result is about
   */
  public static String playerResult(ResultKind kind, Player actor, Player target) {
    return playerResult(kind, Optional.empty(), actor, target, null);
  }

  /**
   * {@return the original roles of {@code target} ({@link Player#original()}: those he held
   * before his first role change, else his roles now), named as a role result names roles,
   * joined by {@code +}; no disguise}
   *
   * @param target the player
   */
  public static String originalRole(Player target) {
    StringBuilder roles = new StringBuilder();
    for (org.nightres.core.component.Role r : target.original()) {
      roles.append(roles.length() == 0 ? "" : "+").append(r.shown());
    }
    return roles.toString();
  }

  /**
   * {@return the attribute {@code key} of {@code target} as an {@code attr:k} result tells it
   * (his own, else his roles'; {@code none} when he has none), seeing no disguise}
   *
   * @param key the attribute's key
   * @param target the player
   */
  public static String playerAttribute(String key, Player target) {
    return playerResult(ResultKind.ATTRIBUTE, Optional.of(key), target, target, null);
  }

  /**
   * {@return what information component {@code r} tells {@code actor} about {@code target}, who
   * appears to hold role {@code as} (a disguise the result sees; null: none)} A disguised player's
   * role is {@code as}; his alignment the faction {@code as} names, else his own; his category and
   * class those of {@code as}. An attribute is the player's own.
   *
   * @param r the information component
   * @param actor the acting player, as engines see him tonight
   * @param target the player the result is about
   * @param as the role {@code target} appears to hold; null: his own
   */
  public static String playerResult(Component.Result r, Player actor, Player target,
      org.nightres.core.component.Role as) {
    if (r.also().isEmpty()) {
      return playerResult(r.kind(), r.attribute(), actor, target, as);
    }
    StringBuilder answer = new StringBuilder(); // a compound result: its answers joined with /
    for (Component.Result.Question q : r.questions()) {
      answer.append(answer.length() == 0 ? "" : "/")
          .append(playerResult(q.kind(), q.attribute(), actor, target, as));
    }
    return answer.toString();
  }

  private static String playerResult(ResultKind kind, Optional<String> attribute, Player actor,
      Player target, org.nightres.core.component.Role as) {
    switch (kind) {
      case ROLE -> {
        if (as != null) {
          return as.shown();
        }
        StringBuilder roles = new StringBuilder();
        for (org.nightres.core.component.Role r : target.roles()) {
          roles.append(roles.length() == 0 ? "" : "+").append(r.shown());
        }
        return roles.toString();
      }
      case ALIGNMENT -> {
        return alignmentResult(actor, target,
            as == null ? target.alignment() : as.faction().orElse(target.alignment()));
      }
      case CATEGORY -> {
        return as != null ? as.category().orElse(Feedback.NONE)
            : words(target, org.nightres.core.component.Role::category);
      }
      case CLASS -> {
        return as != null ? as.roleClass().orElse(Feedback.NONE)
            : words(target, org.nightres.core.component.Role::roleClass);
      }
      case ATTRIBUTE -> { // his own; else his roles' (role has=), a disguise's role's if it shows
        String key = attribute.orElseThrow();
        String own = target.attributes().get(key);
        String held = own != null ? own : as == null ? target.attribute(key)
            : as.attributes().contains(key) ? org.nightres.core.component.Role.HAS : null;
        return held == null ? Feedback.NONE : held;
      }
      default -> throw new IllegalArgumentException("not a result about a player: " + kind);
    }
  }

  /** The distinct words of a player's roles, in role order, joined by {@code +}; or none. */
  private static String words(Player target,
      java.util.function.Function<org.nightres.core.component.Role, Optional<String>> word) {
    List<String> out = new ArrayList<>(1);
    for (org.nightres.core.component.Role r : target.roles()) {
      word.apply(r).filter(w -> !out.contains(w)).ifPresent(out::add);
    }
    return out.isEmpty() ? Feedback.NONE : String.join("+", out);
  }

  /**
   * {@return what a Cop with {@code cop}'s sanity learns about {@code target}: non-town is guilty,
   * then the target's appearance (Godfather innocent, Miller guilty) and the Cop's sanity (Insane
   * inverts, Naive says innocent, Paranoid guilty) apply, of each the one that wins ({@link
   * ContradictingTraits})}
   *
   * @param cop the acting player, whose sanity modifiers (Insane, Naive, Paranoid) apply
   * @param target the player investigated
   */
  public static String alignmentResult(Player cop, Player target) {
    return alignmentResult(cop, target, target.alignment());
  }

  /** As above, for a target who appears to be of {@code alignment} (a disguise's faction). */
  private static String alignmentResult(Player cop, Player target, String alignment) {
    boolean guilty = ContradictingTraits.guilty(!alignment.equals("town"), target::has, cop::has);
    return guilty ? Feedback.GUILTY : Feedback.INNOCENT;
  }
}
