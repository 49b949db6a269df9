package org.nightres.core.plan;

import com.google.common.base.Preconditions;
import com.google.common.base.Verify;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.nightres.core.Scheme;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Category;
import org.nightres.core.component.Component;
import org.nightres.core.component.ResultKind;
import org.nightres.core.component.StateChange;
import org.nightres.core.component.StatusDefinition;
import org.nightres.core.component.Trait;
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

  /** What every builder of one outcome collects, in whole-night indexes. */
  private static final class Collected {
    final Night night;
    final Scheme scheme;
    final List<Named> deaths = new ArrayList<>();
    final List<Named> recruited = new ArrayList<>();
    final List<Entry<Feedback>> feedback = new ArrayList<>();
    final List<Entry<Notice>> notices = new ArrayList<>();
    final List<ExplanationNode> explanation = new ArrayList<>();
    final int[] nullified;
    /** Recruited player (declaration index) to the recruiting actor's declaration index. */
    final Map<Integer, Integer> recruiters = new TreeMap<>();
    /** Public announcements of the actions (not deaths), in any order. */
    final List<Entry<Announcement>> announced = new ArrayList<>();
    /** State changes that happened (statuses applied and cleared), in any order. */
    final List<StateTransition.Changed> changes = new ArrayList<>();
    /** Player (declaration index) to the indexes of his countable modifiers needed tonight. */
    final Map<Integer, List<Integer>> spentModifiers = new TreeMap<>();

    Collected(Night night, Scheme scheme, int[] nullified) {
      this.night = night;
      this.scheme = scheme;
      this.nullified = nullified;
    }
  }

  /** A player by declaration index, with the name as declared. */
  private record Named(int player, String name) {}

  /**
   * {@code action} orders entries by action: submitted actions by submission index, then passives
   * by whole-night plan id (see {@link #key}); {@code seq} is the order of reporting.
   */
  private record Entry<T>(long action, int component, int seq, T value) {}

  /** A builder that takes the indexes and actions of {@code plan}. */
  public OutcomeBuilder(NightPlan plan, Scheme scheme) {
    this(plan, new Collected(plan.night(), scheme, plan.nullified()));
  }

  private OutcomeBuilder(NightPlan plan, Collected collected) {
    this.plan = plan;
    this.collected = collected;
  }

  /**
   * A builder of the same outcome that takes the indexes and actions of {@code part}, a plan of
   * a part of this builder's night.
   */
  public OutcomeBuilder forPart(NightPlan part) {
    Preconditions.checkArgument(part.night() == collected.night, "a part of another night");
    return new OutcomeBuilder(part, collected);
  }

  /** Player {@code index} dies. */
  public OutcomeBuilder death(int index) {
    collected.deaths.add(new Named(plan.playerInNight(index), plan.name(index)));
    return this;
  }

  /**
   * Player {@code index} is recruited by action {@code by}: he joins its actor's alignment. When
   * several recruitments of one player succeed, the first reported wins.
   */
  public OutcomeBuilder recruited(int index, PlannedAction by) {
    int player = plan.playerInNight(index);
    collected.recruited.add(new Named(player, plan.name(index)));
    collected.recruiters.putIfAbsent(player, plan.playerInNight(by.actor()));
    return this;
  }

  /**
   * The countable passive {@code passive} (a {@code Bulletproof(n)} vest) was needed tonight: its
   * holder survives and would have died without it. Spends one of its uses in the next state,
   * once per night however often it is reported. An engine that reports this itself decides
   * what {@link VestAccounting} would decide, faster.
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
   * The actor of information action {@code a} is told {@code result} by its component {@code c}
   * about player {@code landed}, where the action landed after swaps and redirects; {@code -1},
   * and any {@link Feedback#NO_RESULT}, mean its first written target.
   */
  public OutcomeBuilder result(PlannedAction a, Component c, int landed, String result) {
    String target = plan.name(a.arity() == 0 ? a.actor() : a.arg(0));
    String there = landed < 0 || result.equals(Feedback.NO_RESULT) ? target : plan.name(landed);
    List<Entry<Feedback>> feedback = collected.feedback;
    feedback.add(new Entry<>(key(a), componentIndex(a, c), feedback.size(),
        Feedback.of(plan.name(a.actor()), a.ability().verb(), target, there, result)));
    return this;
  }

  /** Player {@code receiver} receives fruit from component {@code c} of action {@code a}. */
  public OutcomeBuilder fruit(PlannedAction a, Component c, int receiver) {
    String name = plan.name(receiver);
    List<Entry<Feedback>> feedback = collected.feedback;
    feedback.add(new Entry<>(key(a), componentIndex(a, c), feedback.size(),
        Feedback.of(name, a.ability().verb(), name, Feedback.RECEIVED_FRUIT)));
    return this;
  }

  /**
   * Player {@code receiver}'s state changes as component {@code c} of action {@code a} says. The
   * next state applies the night's changes in the order value of that component, then in the
   * order of the actions, then of their components.
   */
  public OutcomeBuilder change(PlannedAction a, Component.Change c, int receiver) {
    int ci = componentIndex(a, c);
    int order = a.orderValues(plan.options())[ci];
    int other = c.change().other().map(r -> plan.playerInNight(a.player(r))).orElse(-1);
    collected.changes.add(new StateTransition.Changed(order, key(a), ci,
        plan.playerInNight(receiver), plan.playerInNight(a.actor()), other, c.change()));
    return this;
  }

  /**
   * Player {@code recipient} is told by component {@code c} of action {@code a} the fact it
   * tells about player {@code about}: a feedback entry of the recipient's, with {@code target}
   * and {@code landed} the player the fact is about.
   */
  public OutcomeBuilder inform(PlannedAction a, Component.Inform c, int recipient, int about) {
    String name = plan.name(about);
    String value = playerResult(c.kind(), plan.player(a.actor()), plan.player(about));
    List<Entry<Feedback>> feedback = collected.feedback;
    feedback.add(new Entry<>(key(a), componentIndex(a, c), feedback.size(),
        Feedback.of(plan.name(recipient), a.ability().verb(), name, name, value)));
    return this;
  }

  /**
   * Player {@code receiver} gets a private notice from component {@code c} of action {@code a},
   * or, for a public one, the next day's post announces its word about him.
   */
  public OutcomeBuilder notice(PlannedAction a, Component.Notify c, int receiver, String message) {
    if (c.isPublic()) {
      List<Entry<Announcement>> announced = collected.announced;
      announced.add(new Entry<>(key(a), componentIndex(a, c), announced.size(),
          new Announcement(message, plan.name(receiver))));
      return this;
    }
    List<Entry<Notice>> notices = collected.notices;
    notices.add(new Entry<>(key(a), componentIndex(a, c), notices.size(),
        Notice.of(plan.name(receiver), message)));
    return this;
  }

  /**
   * Where {@code c} stands among {@code a}'s components (the same object; a trigger's response
   * stands where its trigger does): one action's outputs come in the order of its components,
   * whatever order an engine reports them in.
   */
  private static int componentIndex(PlannedAction a, Component c) {
    List<Component> cs = a.components();
    for (int i = 0; i < cs.size(); i++) { // the same object: equal twins keep their places
      if (cs.get(i) == c || responds(cs.get(i), c, true)) {
        return i;
      }
    }
    for (int i = 0; i < cs.size(); i++) { // an equal one, from an engine that rebuilt it
      if (cs.get(i).equals(c) || responds(cs.get(i), c, false)) {
        return i;
      }
    }
    throw new IllegalArgumentException(c.describe() + " is not a component of " + a);
  }

  /** Whether {@code x} is a trigger with response {@code c} (the same object, or equal). */
  private static boolean responds(Component x, Component c, boolean same) {
    return x.category() == Category.TRIGGER && ((Component.Trigger) x).response().stream()
        .anyMatch(r -> same ? r == c : r.equals(c));
  }

  /** Appends a top-level explanation node. */
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

  /** {@code no result} for every result of an action the start state's statuses nullified. */
  private List<Entry<Feedback>> nullifiedResults() {
    List<Entry<Feedback>> out = new ArrayList<>();
    Night night = collected.night;
    int[] planned = new int[night.actions().size() - collected.nullified.length];
    for (int i = 0, n = 0, k = 0; i < night.actions().size(); i++) {
      if (n < collected.nullified.length && collected.nullified[n] == i) {
        n++;
      } else {
        planned[k++] = night.actions().get(i).submissionIndex();
      }
    }
    Arrays.sort(planned); // index in it = whole-night plan id
    for (int i : collected.nullified) {
      Ability ability = night.abilityOf(i);
      int actor = night.actorIndex(i);
      String target = night.players().get(ability.arity() == 0 ? actor : night.targetIndex(i, 0)).name();
      int before = -Arrays.binarySearch(planned, night.actions().get(i).submissionIndex()) - 1;
      for (int ci = 0; ci < ability.components().size(); ci++) {
        if (ability.components().get(ci).resultKind().isPresent()) {
          out.add(new Entry<>(2L * before, ci, collected.feedback.size() + out.size(),
              Feedback.of(night.players().get(actor).name(), ability.verb(), target,
                  Feedback.NO_RESULT)));
        }
      }
    }
    return out;
  }

  /** The finished outcome, with what every builder of it collected. */
  public Outcome build() {
    List<Entry<Feedback>> entries = collected.feedback;
    if (collected.nullified.length > 0) { // kept apart, so build() may be called again
      entries = new ArrayList<>(entries);
      entries.addAll(nullifiedResults());
    }
    List<String> deaths = names(collected.deaths);
    return Outcome.builder()
        .scheme(collected.scheme)
        .deaths(deaths)
        .recruited(names(collected.recruited))
        .feedback(inOrder(entries))
        .notices(inOrder(collected.notices))
        .explanation(collected.explanation)
        .night(collected.night.number())
        .announcements(announcements(deaths))
        .nextState(StateTransition.next(
            collected.night, deathIndexes(), collected.recruiters, collected.spentModifiers,
            collected.changes))
        .build();
  }

  /**
   * The order of outputs: by action, then component, then the order of reporting (unique, so the
   * order is total).
   */
  private static final Comparator<Entry<?>> ORDER = (x, y) -> {
    int c = Long.compare(x.action(), y.action());
    if (c == 0) {
      c = Integer.compare(x.component(), y.component());
    }
    return c != 0 ? c : Integer.compare(x.seq(), y.seq());
  };

  /**
   * The values of {@code entries} in {@link #ORDER}: sorted by action as primitives (a big
   * night's entries lie all over the heap, and comparing them one by one reads each many times),
   * then each action's few entries by component and order of reporting.
   */
  private static <T> List<T> inOrder(List<Entry<T>> entries) {
    int n = entries.size();
    long[] keys = new long[n]; // the action, then the position in entries
    for (int i = 0; i < n; i++) {
      long action = entries.get(i).action();
      Verify.verify(action >>> 31 == 0, "an action key out of range: %s", action);
      keys[i] = action << 32 | i;
    }
    Arrays.sort(keys);
    List<T> out = new ArrayList<>(n);
    for (int i = 0, j; i < n; i = j) {
      for (j = i + 1; j < n && keys[j] >>> 32 == keys[i] >>> 32; j++) {
        // the entries of one action
      }
      if (j == i + 1) {
        out.add(entries.get((int) keys[i]).value());
        continue;
      }
      List<Entry<T>> one = new ArrayList<>(j - i);
      for (int k = i; k < j; k++) {
        one.add(entries.get((int) keys[k]));
      }
      one.sort(ORDER);
      for (Entry<T> e : one) {
        out.add(e.value());
      }
    }
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
            out.add(new Announcement(kind.get(), night.players().get(p).name()));
          }
        }
      }
    }
    List<Entry<Announcement>> announced = collected.announced;
    if (!collected.changes.isEmpty()) { // statuses announced when applied or cleared
      announced = new ArrayList<>(announced);
      for (StateTransition.Changed c : collected.changes) {
        Optional<String> kind = c.change().accept(new StatusAnnouncement(start, c.target()));
        if (kind.isPresent()) {
          announced.add(new Entry<>(c.action(), c.component(), announced.size(),
              new Announcement(kind.get(), night.players().get(c.target()).name())));
        }
      }
    }
    out.addAll(inOrder(announced));
    for (String name : deaths) {
      out.add(new Announcement(Announcement.DEATH, name));
    }
    return out;
  }

  /**
   * The announcement of a state change, if its status says so ({@code announce=apply|clear}):
   * a clear is announced only if the player held the status at the start of the night.
   */
  private static final class StatusAnnouncement implements StateChange.Visitor<Optional<String>> {
    private final GameState start;
    private final int target;

    StatusAnnouncement(GameState start, int target) {
      this.start = start;
      this.target = target;
    }

    @Override
    public Optional<String> visitApplyStatus(StateChange.ApplyStatus c) {
      return c.status().announced(StatusDefinition.Event.APPLY);
    }

    @Override
    public Optional<String> visitClearStatus(StateChange.ClearStatus c) {
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
    public Optional<String> visitLink(StateChange.LinkPlayers c) {
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
   * What an information component of a kind that depends only on players ({@link
   * ResultKind#fromPlayers}) tells {@code actor} about {@code target}: an alignment result, or
   * the target's roles.
   */
  public static String playerResult(ResultKind kind, Player actor, Player target) {
    if (kind == ResultKind.ROLE) {
      StringBuilder roles = new StringBuilder();
      for (org.nightres.core.component.Role r : target.roles()) {
        roles.append(roles.length() == 0 ? "" : "+").append(r.name());
      }
      return roles.toString();
    }
    return alignmentResult(actor, target);
  }

  /**
   * What a Cop with {@code cop}'s sanity learns about {@code target}: non-town is guilty unless
   * Godfather; Miller is guilty; then Insane inverts, Naive says innocent, Paranoid guilty.
   */
  public static String alignmentResult(Player cop, Player target) {
    boolean guilty = !target.isTown();
    if (target.has(Trait.APPEARS_INNOCENT)) {
      guilty = false;
    }
    if (target.has(Trait.APPEARS_GUILTY)) {
      guilty = true;
    }
    if (cop.has(Trait.SANITY_INSANE)) {
      guilty = !guilty;
    }
    if (cop.has(Trait.SANITY_NAIVE)) {
      guilty = false;
    }
    if (cop.has(Trait.SANITY_PARANOID)) {
      guilty = true;
    }
    return guilty ? Feedback.GUILTY : Feedback.INNOCENT;
  }
}
