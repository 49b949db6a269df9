package org.nightres.core.plan;

import com.google.common.base.Preconditions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Optional;
import java.util.Map;
import java.util.StringJoiner;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Component;
import org.nightres.core.component.Modifier;
import org.nightres.core.model.Action;
import org.nightres.core.model.GameOptions;
import org.nightres.core.model.ModifierUse;
import org.nightres.core.model.Night;
import org.nightres.core.model.Player;

/**
 * A night prepared for a resolver: players as indices in declaration order, every submitted
 * action and every active passive as a {@link PlannedAction} with bound targets. The common
 * ground of all engines, built once per resolution. Immutable and thread-safe.
 *
 * <p>Order of {@link #actions()}: submitted actions by submission index, then passives by
 * player declaration order and modifier order. Engines that must not depend on submission order
 * must not depend on this order either, except to break ties their scheme defines.
 *
 * <p><b>Parts.</b> A plan is either of the whole night ({@link #of}) or of one of its
 * independent {@linkplain #parts parts}: the actions that can interact with each other, and the
 * players they involve. In a part, players and actions are numbered from 0 in the order of the
 * whole night, and {@link #playerInNight} and {@link #actionInNight} give the numbers they have
 * in the plan of the whole night.
 */
public final class NightPlan {
  private static final PlannedAction[] NONE = new PlannedAction[0];

  private final Night night;
  /** The players of this plan in declaration order: the night's, or the part's. */
  private final List<Player> players;
  /** Their names, read once: engines name players far more often than they look at them. */
  private final String[] names;
  /** Declaration index of each player of a part; null for the whole night. */
  private final int[] playerInNight;
  /** Whole-night plan id of each action of a part; null for the whole night. */
  private final int[] actionInNight;
  private final List<PlannedAction> actions;
  /** The actions grouped by actor, in plan order within a group; see {@link #firstBy}. */
  private final PlannedAction[] byActor;
  /** Actions of player {@code i} are {@code byActor[firstBy[i] .. firstBy[i + 1])}. */
  private final int[] firstBy;
  /** Indexes into {@code night.actions()} of the actions statuses nullified (whole night). */
  private final int[] nullified;
  /**
   * The ids of the planned actions a status nullifies as the night starts (a {@link #stepwise}
   * plan's); null: none.
   */
  private final java.util.BitSet nullifiedAtStart;
  /** The passives that are statuses' expiries, to the status each ends. */
  private final Map<Modifier, String> expiries;
  private final boolean cancels;
  /** Which of its players are macho ({@link #macho}), read from them once. */
  private final java.util.BitSet macho = new java.util.BitSet();
  /** Each player's {@link PlannedAction#traitsOf traits}, for the actions drawn as they resolve. */
  private final int[] traits;
  /**
   * What the premises of the actions drawn as they resolve read: one for the plan, so that the
   * living are listed once, not once per drawn action.
   */
  private final Premises.World world;

  NightPlan(Night night, List<Player> players, String[] names, int[] playerInNight,
      int[] actionInNight, List<PlannedAction> actions, int[] nullified,
      Map<Modifier, String> expiries) {
    this(night, players, names, playerInNight, actionInNight, actions, nullified, null,
        expiries);
  }

  private NightPlan(Night night, List<Player> players, String[] names, int[] playerInNight,
      int[] actionInNight, List<PlannedAction> actions, int[] nullified,
      java.util.BitSet nullifiedAtStart, Map<Modifier, String> expiries) {
    this.nullifiedAtStart = nullifiedAtStart;
    this.night = night;
    this.expiries = expiries;
    this.nullified = nullified;
    this.players = players;
    this.names = names;
    this.playerInNight = playerInNight;
    this.actionInNight = actionInNight;
    this.actions = Collections.unmodifiableList(actions);
    int[] first = new int[players.size() + 1];
    for (PlannedAction a : actions) {
      first[a.actor() + 1]++;
    }
    for (int i = 0; i < players.size(); i++) {
      first[i + 1] += first[i];
    }
    PlannedAction[] grouped = actions.isEmpty() ? NONE : new PlannedAction[actions.size()];
    int[] fill = Arrays.copyOf(first, players.size());
    for (PlannedAction a : actions) {
      grouped[fill[a.actor()]++] = a;
    }
    this.byActor = grouped;
    this.firstBy = first;
    this.cancels = cancels(actions);
    this.world = new Premises.World(players, night);
    this.traits = new int[players.size()];
    for (int p = 0; p < players.size(); p++) {
      macho.set(p, players.get(p).has(org.nightres.core.component.Trait.MACHO));
      traits[p] = PlannedAction.traitsOf(players.get(p));
    }
  }

  /**
   * {@return whether player {@code index} is macho ({@link
   * org.nightres.core.component.Trait#MACHO}) tonight} Asked for every kill: one bit of the
   * plan, not the player.
   *
   * @param index the player's index in this plan
   */
  public boolean macho(int index) {
    return macho.get(index);
  }

  /** Whether a trigger of one of {@code actions} cancels what sets it off. */
  private static boolean cancels(List<PlannedAction> actions) {
    for (PlannedAction a : actions) {
      for (org.nightres.core.component.Component c : a.components()) {
        if (c.asTrigger().filter(org.nightres.core.component.Component.Trigger::cancels)
            .isPresent()) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * {@return whether a trigger of one of its actions cancels what sets it off} Kernels ask once
   * per plan; most plans have none.
   */
  public boolean cancels() {
    return cancels;
  }

  /**
   * {@return what {@code make} derives from this plan alone, made on the first request for
   * {@code key} and kept with the plan} A night keeps its plans ({@link Night#derived}), and
   * what is derived from a plan is kept with them, in the night's derivations: an engine that
   * resolves the night again asks once for what is a function of the plan alone (its schedule,
   * say) rather than once per resolution. Thread-safe as {@link Night#derived}: two threads
   * asking at once may both make it, and both get the first made. What is made must not be
   * changed.
   *
   * @param key names what is derived; equal keys must name equal results of one type
   * @param make a function of the plan alone; called with this plan
   * @param <T> the type of what is derived
   */
  public <T> T derived(Object key, java.util.function.Function<? super NightPlan, T> make) {
    return night.derived(new Derived(this, key), n -> make.apply(this));
  }

  /** The key of what is derived from {@code plan} (compared by identity) under {@code key}. */
  private record Derived(NightPlan plan, Object key) {}

  /**
   * Plans a night.
   *
   * @param submitted the night as submitted; its random choices are made once, up front
   * @return the plan of the whole night
   */
  public static NightPlan of(Night submitted) {
    return undrawn(submitted.fixed()); // the random choices, made once for every plan
  }

  /**
   * Plans a night whose random choices a scheduler draws as its actions resolve (the
   * sequential scheme, {@link org.nightres.core.random.RandomChoices#defer}): the night as it
   * is, nothing drawn up front.
   *
   * @param night the night, its random choices not made
   * @return the plan of the whole night
   */
  public static NightPlan undrawn(Night night) {
    return night.derived(WHOLE, n -> plan(n, false));
  }

  /**
   * Plans a night for a scheduler that applies its state changes at once and draws as its
   * actions resolve (the sequential scheme, {@code games.md} section 5): as {@link #undrawn},
   * but an action that a status held as the night starts nullifies is planned all the same
   * ({@link #nullifiedAtStart}), for the scheduler to stop at its step unless a clear earlier
   * that night took the status. The {@link #undrawn} plan when no such status nullifies an
   * action ({@link #nullifiesAtStart}).
   *
   * @param night the night, its random choices not made
   * @return the plan of the whole night
   */
  public static NightPlan stepwise(Night night) {
    return !nullifiesAtStart(night) ? undrawn(night)
        : night.derived(STEPWISE, n -> plan(n, true));
  }

  /**
   * {@return whether a status held as {@code night} starts nullifies one of its actions} A
   * scheduler that resolves such a night part by part plans its parts without them, as every
   * other scheme does; the sequential scheme resolves it whole ({@link #stepwise}).
   *
   * @param night a night
   */
  public static boolean nullifiesAtStart(Night night) {
    return night.derived(NULLIFIES, EffectiveNight::nullifiesAny);
  }

  /**
   * {@return whether a status its actor holds as the night starts nullifies planned action
   * {@code a}} Only a {@link #stepwise} plan holds such actions.
   *
   * @param a an action of this plan
   */
  public boolean nullifiedAtStart(PlannedAction a) {
    return nullifiedAtStart != null && nullifiedAtStart.get(a.id());
  }

  /**
   * {@return the statuses player {@code p} holds as the night starts that are in force
   * tonight, in the order acquired}
   *
   * @param p the player's index in this plan
   */
  public List<org.nightres.core.model.HeldStatus> statusesAtStart(int p) {
    return night.state().isFresh() ? List.of() : EffectiveNight.inForce(
        night.state().state(playerInNight(p)), night.number());
  }

  /**
   * The key of a night's plan ({@link Night#derived}): made once per night and kept, as its
   * parts are, since no engine changes a plan; a night resolved again, or under another scheme,
   * is not planned again.
   */
  private static final Object WHOLE = new Object() {
    @Override
    public String toString() {
      return "the whole night's plan";
    }
  };

  /** The key of a night's {@link #stepwise} plan, when it is not its {@link #undrawn} one. */
  private static final Object STEPWISE = new Object() {
    @Override
    public String toString() {
      return "the whole night's plan, step by step";
    }
  };

  /** The key of {@link #nullifiesAtStart}. */
  private static final Object NULLIFIES = new Object() {
    @Override
    public String toString() {
      return "whether a status nullifies an action as the night starts";
    }
  };

  private static NightPlan plan(Night original, boolean stepwise) {
    EffectiveNight effective = EffectiveNight.of(original, stepwise);
    Night night = effective.resolvable;
    List<Player> players = night.players();
    String[] names = new String[players.size()];
    for (int p = 0; p < names.length; p++) {
      names[p] = players.get(p).name();
    }
    int[] traits = new int[players.size()]; // read in one pass, not once per action
    for (int p = 0; p < traits.length; p++) {
      traits[p] = PlannedAction.traitsOf(players.get(p));
    }
    List<PlannedAction> all = new ArrayList<>(night.actions().size());
    Premises.World world = new Premises.World(players, original);
    java.util.BitSet nullifiedAtStart = effective.keptNullified == null ? null
        : new java.util.BitSet();
    for (int i : submissionOrder(night)) {
      int actor = night.actorIndex(i);
      if (nullifiedAtStart != null && effective.keptNullified.get(i)) {
        nullifiedAtStart.set(all.size());
      }
      all.add(new PlannedAction(all.size(), names, actor, traits[actor], night.abilityOf(i),
          targets(night, i), night.actions().get(i), null, world));
    }
    Passives passives = new Passives();
    for (int p = 0; p < players.size(); p++) {
      List<ModifierUse> modifiers = passiveUses(players.get(p), effective.passivesOff(p),
          effective.exhausted(p));
      for (int m = 0; m < modifiers.size(); m++) {
        Ability passive = passives.of(modifiers.get(m));
        if (passive != null) {
          List<String> picks = !passive.random() ? null : original.passivePicks().get(
              Night.passiveKey(names[p], modifiers.get(m).modifier().name()));
          PlannedAction planned = picks == null
              ? new PlannedAction(all.size(), names, p, traits[p], passive, new int[0], null,
                  modifiers.get(m), world)
              : drawnPassive(all.size(), names, night::indexOf, p, traits[p], passive,
                  modifiers.get(m), picks, world);
          all.add(bound(planned, players, names, StoredTargets.lookUp(night, names),
              original::living, traits[p]));
        }
      }
    }
    return new NightPlan(original, players, names, null, null, all, effective.nullified,
        nullifiedAtStart, effective.expiries);
  }

  /**
   * The night's independent parts, planned in groups. Two actions are in the same part iff they
   * are linked by a sequence of actions each sharing a player (as actor or as written target)
   * with the next; a passive belongs to its holder's part. Players whom no action or passive
   * involves are in no part. Since every component binds to its actor or to a written target,
   * and a mover moves components only between its own targets, no reason and no counter of any
   * scheme crosses from one part to another: a night's outcome is the union of its parts'
   * outcomes.
   *
   * <p>Parts are taken in the declaration order of their first player and gathered into plans
   * of at least {@code minActions} actions and passives each (the last plan may have fewer); a
   * part is never split. A plan of a group of parts is as valid as a plan of one part: small
   * groups keep an engine's working set small, large groups spread its fixed costs. In each
   * plan, players and actions keep the relative order they have in the whole night.
   *
   * <p>The partition costs time linear in the size of the night, once: it is kept with the
   * night ({@link Night#derived}), and so is each group's plan, made the first time the stream
   * reaches it; a night resolved again, or under another scheme, reuses them. The stream is
   * sequential and ordered: an engine that resolves one plan before it takes the next finds
   * that plan's data in the processor's caches when the plan is new.
   *
   * @param night the night as submitted; its random choices are made once, for every part
   * @param minActions at least 1; 1 gives every part its own plan
   * @return the plans, in the order of their parts' first players
   */
  public static Stream<NightPlan> parts(Night night, int minActions) {
    Preconditions.checkArgument(minActions >= 1, "minActions must be positive: %s", minActions);
    NightParts parts = night.derived(new NightParts.Key(minActions),
        n -> new NightParts(n, minActions)); // made once per night: every scheme reuses it
    return IntStream.range(0, parts.size()).mapToObj(parts::plan);
  }

  /** Indexes into {@code night.actions()} in submission order. */
  static int[] submissionOrder(Night night) {
    List<Action> submitted = night.actions();
    long[] keyed = new long[submitted.size()];
    for (int i = 0; i < keyed.length; i++) {
      keyed[i] = (long) submitted.get(i).submissionIndex() << 32 | i;
    }
    Arrays.sort(keyed);
    int[] order = new int[keyed.length];
    for (int i = 0; i < order.length; i++) {
      order[i] = (int) keyed[i];
    }
    return order;
  }

  /** The targets of submitted action {@code i}, as declaration indexes. */
  private static int[] targets(Night night, int i) {
    int[] args = new int[night.targetCount(i)]; // written, then drawn
    for (int k = 0; k < args.length; k++) {
      args[k] = night.targetIndex(i, k);
    }
    return args;
  }

  /**
   * The modifier uses whose passives may act for player {@code p} tonight: its modifiers (as the
   * start state leaves them), then the passives of its roles ({@link Role#passiveModifier}),
   * unless {@code rolePassivesOff} (a dead holder, a status that turns passives off).
   */
  static List<ModifierUse> passiveUses(Player p, boolean rolePassivesOff,
      java.util.Set<String> exhausted) {
    List<ModifierUse> out = passiveUses(p, rolePassivesOff);
    if (exhausted.isEmpty()) {
      return out;
    }
    List<ModifierUse> kept = new ArrayList<>(out.size());
    for (ModifierUse u : out) {
      Modifier m = u.modifier();
      if (m.components().stream().noneMatch(c -> c.limit().isPresent()
          && exhausted.contains(c.limit().get().key()))) {
        kept.add(u);
        continue;
      }
      List<org.nightres.core.component.Component> left = m.components().stream()
          .filter(c -> c.limit().isEmpty() || !exhausted.contains(c.limit().get().key()))
          .toList();
      if (!left.isEmpty() || !m.traits().isEmpty()) {
        kept.add(ModifierUse.of(org.nightres.core.component.ImmutableModifier.copyOf(m)
            .withComponents(left), u.uses()));
      }
    }
    return kept;
  }

  /** As above, before the limited protections that have no uses left are taken away. */
  private static List<ModifierUse> passiveUses(Player p, boolean rolePassivesOff) {
    List<ModifierUse> out = p.modifiers();
    if (rolePassivesOff) {
      return out;
    }
    List<org.nightres.core.component.Role> roles = p.roles();
    for (int r = 0; r < roles.size(); r++) {
      Optional<org.nightres.core.component.Modifier> m = roles.get(r).passiveModifier();
      if (m.isPresent()) {
        if (out == p.modifiers()) {
          out = new ArrayList<>(out);
        }
        out.add(ModifierUse.unlimited(m.get()));
      }
    }
    return out;
  }

  /** The passive ability of each modifier with components, built once per plan or partition. */
  static final class Passives {
    private final Map<Modifier, Ability> byModifier = new HashMap<>();

    /** The passive of an active modifier use with components, else null. */
    Ability of(ModifierUse use) {
      if (use.modifier().components().isEmpty() || !use.active()) {
        return null;
      }
      return byModifier.computeIfAbsent(use.modifier(), NightPlan::passiveAbility);
    }
  }

  /**
   * The passive {@code passive} of holder {@code p} whose random choices came out as {@code
   * picks} ({@link Night#passivePicks()}): the drawn players are its parameters, in the order of
   * its choices (the holder where nothing was drawn: never aimed at); {@code indexOf} gives a
   * player's index among {@code names}.
   */
  static PlannedAction drawnPassive(int id, String[] names,
      java.util.function.ToIntFunction<String> indexOf, int p, int traits, Ability passive,
      ModifierUse use, List<String> picks, Premises.World world) {
    List<org.nightres.core.component.Ability.Choice> choices = passive.choices();
    int[] args = new int[(int) choices.stream().filter(c -> c.player()).count()];
    int k = 0;
    for (int c = 0; c < choices.size(); c++) {
      if (choices.get(c).player()) {
        args[k++] = picks.get(c).isEmpty() ? p : indexOf.applyAsInt(picks.get(c));
      }
    }
    return new PlannedAction(id, names, p, traits, passive, args, null, use,
        org.nightres.core.random.RandomChoices.components(passive, picks), world);
  }

  /**
   * Passive {@code a} bound as planning binds every passive: its stored targets ({@link
   * StoredTargets}), then every player it aims at ({@link EveryPlayer}).
   *
   * @param a a planned passive
   * @param players the plan's players, in declaration order; {@code a}'s holder among them
   * @param names their names
   * @param living whether the plan's player of that index is alive when the night starts
   * @param traits the holder's traits
   */
  static PlannedAction bound(PlannedAction a, List<Player> players, String[] names,
      java.util.function.ToIntFunction<String> indexOf, java.util.function.IntPredicate living,
      int traits) {
    java.util.function.ToIntFunction<String> livingOf = name -> { // a dead target is no
      // target (WWR: "reset … when the target dies"), as the premise `stored(k) exists` reads it
      int q = indexOf.applyAsInt(name);
      return q >= 0 && living.test(q) ? q : -1;
    };
    return EveryPlayer.bind(StoredTargets.bind(a, players.get(a.actor()), names, livingOf,
        traits), players, names, living, traits);
  }

  /** A modifier's passive components as an unblockable, untrackable, unmovable ability. */
  private static Ability passiveAbility(Modifier modifier) {
    return Ability.builder().verb("passive").signature("")
        .orderValue(modifier.orderValue()).addAllTags(modifier.tags())
        .addAllComponents(modifier.components())
        .blockable(false).trackable(false).redirectable(false)
        .description(modifier.description()).build();
  }

  /**
   * {@return the status whose expiry passive {@code a} is ({@code StatusDefinition#expire}), if it
   * is one: a clear of that status on its holder stops it}
   *
   * @param a an action or passive of this plan
   */
  public Optional<String> expiryOf(PlannedAction a) {
    return expiries.isEmpty() || a.passiveOf().isEmpty() ? Optional.empty()
        : Optional.ofNullable(expiries.get(a.passiveOf().get().modifier()));
  }

  /**
   * {@return the player who attacks with the kills of {@code a} (whom an Armed Robber avenges on,
   * whom a protection {@code by=} looks at): its actor; for the expiry of a status held {@code by}
   * a player of this plan (a poison), that player — Mafia 1923's "the Butler who poisoned"}
   * Planning links the two into one part ({@link #parts}).
   *
   * @param a an action or passive of this plan
   */
  public int attacker(PlannedAction a) {
    Optional<String> status = expiryOf(a);
    if (status.isEmpty()) {
      return a.actor();
    }
    Optional<String> by = night.state().state(playerInNight(a.actor())).status(status.get())
        .flatMap(org.nightres.core.model.HeldStatus::by);
    if (by.isPresent()) {
      int p = indexOrNone(by.get()); // a look-up, not a read of every name
      if (p >= 0) {
        return p;
      }
    }
    return a.actor();
  }

  /**
   * Indexes into {@code night().actions()} of the submitted actions that the start state's
   * statuses nullified: they are not planned, and their information answers {@code no result}.
   */
  int[] nullified() {
    return nullified;
  }

  /**
   * {@return a step log's line for each submitted action of the whole night that a status of its
   * actor nullified (not planned, so no run meets it), in submission order: the action as
   * written, and why ({@code does not happen: Rb is Injured})}
   */
  public List<Nullified> nullifiedLines() {
    if (nullified.length == 0) {
      return List.of();
    }
    String[] by = EffectiveNight.nullifiers(night, nullified);
    List<Nullified> out = new ArrayList<>(nullified.length);
    for (int k = 0; k < nullified.length; k++) {
      Action a = night.actions().get(nullified[k]);
      out.add(new Nullified(a.toString(), "does not happen: " + a.actor() + " is " + by[k]));
    }
    return out;
  }

  /**
   * A submitted action a status nullified, for a step log.
   *
   * @param action the action as written ({@code Rb block Doc})
   * @param why why it does not happen
   */
  public record Nullified(String action, String why) {
    /** {@return the line an explanation gives it: {@code Rb block Doc: does not happen: ...}} */
    public String line() {
      return action + ": " + why;
    }
  }

  /**
   * {@return the whole night as submitted, with its random choices made ({@link
   * Night#fixed()}: the automatic uses of forced abilities are among its actions), also for a plan
   * of one of its parts} Its players are as declared; {@link #player} gives them as engines see
   * them tonight (statuses can turn modifiers off), and statuses may have nullified some of its
   * actions.
   */
  public Night night() {
    return night;
  }

  /** {@return the night's game options} */
  public GameOptions options() {
    return night.options();
  }

  /** {@return the number of players of this plan: the night's, or the part's} */
  public int playerCount() {
    return players.size();
  }

  /**
   * {@return player {@code index} of this plan, as engines see him tonight (statuses may have
   * turned some of his modifiers off)}
   *
   * @param index the player's index in this plan, from 0 in declaration order
   */
  public Player player(int index) {
    return players.get(index);
  }

  /** The fact of a text that tells a player's original roles: {@code {original-role(X)}}. */
  private static final String ORIGINAL_ROLE = "original-role";

  /**
   * {@return a text of action {@code a} (a notice's, an announcement's) as it is told: the players
   * it names and the facts it tells about them ({@link PlannedAction#named(String,
   * java.util.function.BiFunction, int)}), a fact as {@code inform} tells it (the player's own
   * roles tonight, no disguise), {@code {original-role(X)}} his original roles ({@link
   * Player#original()})}
   *
   * @param a the action whose component words the text
   * @param text the text, with its placeholders
   * @param subject in a trigger's response, the index of its subject; -1: none
   */
  public String told(PlannedAction a, String text, int subject) {
    return a.named(text, (word, p) -> word.startsWith("attr:")
        ? OutcomeBuilder.playerAttribute(word.substring(5), player(p))
        : word.equals(ORIGINAL_ROLE) ? OutcomeBuilder.originalRole(player(p))
        : OutcomeBuilder.playerResult(org.nightres.core.component.ResultKind.valueOf(
            word.toUpperCase(java.util.Locale.ROOT)), player(a.actor()), player(p)), subject);
  }

  /**
   * {@return whether the death of player {@code dead} sets off trigger {@code t} of the passive
   * {@code holder} (a {@code death(...)} trigger: anyone's, its stored target's, or a filter's
   * players' as they are tonight): the one test of whose death it is, in every scheme}
   *
   * @param holder the holder's planned passive, whose parameters hold its stored targets
   * @param t a trigger of that passive
   * @param dead the dead player's index in this plan
   */
  public boolean deathSetsOff(PlannedAction holder, Component.Trigger t, int dead) {
    return t.firesForDeathOf(dead, player(dead), player(holder.actor()), r -> holder.player(r));
  }

  /**
   * {@return the name of player {@code index}, as declared}
   *
   * @param index the player's index in this plan
   */
  public String name(int index) {
    return names[index];
  }

  /**
   * {@return why kill {@code c} of a response cannot reach player {@code target} of this plan
   * because he was out of the game when the night started ("Bob is exiled"), or null} A response
   * may name such a player (the attacker of a kill made by a status he gave on an earlier night:
   * a poisoning's Butler, lynched since); the dead and the exiled cannot be killed again ({@code
   * games.md} 2.1 and 2.2: they stay dead or exiled, and a lynch is no death of the night).
   * Other components keep their own rules (a notice to the dead follows {@code option
   * feedback-to-dead}). The one rule of every engine.
   *
   * @param c a component of a response
   * @param target the player it is bound to, in this plan's indexes; -1: none
   */
  public String outOfTheGame(Component c, int target) {
    if (target < 0 || !c.isKill() || night.living(playerInNight(target))) {
      return null;
    }
    return name(target) + " is " + night.state().state(playerInNight(target)).life().word();
  }

  /**
   * {@return the declaration index in the whole night of player {@code index} of this plan}
   *
   * @param index the player's index in this plan
   */
  public int playerInNight(int index) {
    return playerInNight == null ? index : playerInNight[index];
  }

  /**
   * {@return the id in the plan of the whole night of action {@code id} of this plan}
   *
   * @param id the action's id in this plan ({@link PlannedAction#id()})
   */
  public int actionInNight(int id) {
    return actionInNight == null ? id : actionInNight[id];
  }

  /**
   * Submitted action or passive {@code a}, whose random choices were left to draw ({@link
   * org.nightres.core.random.RandomChoices#defer}), with its choices {@code picks} made: the same
   * action, with the drawn values in its components and the drawn players as parameters after
   * the written ones, as planning makes it when the choices are drawn up front. For a scheduler
   * that draws as actions resolve (the sequential scheme).
   *
   * @param a a submitted action or a passive of this plan whose random choices were deferred
   * @param picks the drawn values, one for each of its random choices, in order
   * @return the action with its choices made
   */
  public PlannedAction withPicks(PlannedAction a, List<String> picks) {
    if (a.passive()) { // bound as it was planned: its stored targets, every player
      int actorTraits = traits[a.actor()];
      PlannedAction drawn = drawnPassive(a.id(), names, this::index, a.actor(), actorTraits,
          a.ability(), a.passiveOf().orElseThrow(), picks, world);
      java.util.function.ToIntFunction<String> indexOf = playerInNight == null
          ? StoredTargets.lookUp(night, names) : StoredTargets.search(names);
      return bound(drawn, players, names, indexOf, q -> night.living(playerInNight(q)),
          actorTraits);
    }
    Action drawn = org.nightres.core.model.ImmutableAction.copyOf(a.source().orElseThrow())
        .withPicks(picks);
    List<org.nightres.core.component.Ability.Choice> choices = a.ability().choices();
    int[] args = new int[a.arity() + (int) choices.stream().filter(c -> c.player()).count()];
    for (int k = 0; k < a.arity(); k++) {
      args[k] = a.arg(k);
    }
    int k = a.arity();
    for (int c = 0; c < choices.size(); c++) {
      if (choices.get(c).player()) {
        args[k++] = picks.get(c).isEmpty() ? a.actor() : index(picks.get(c));
      }
    }
    return new PlannedAction(a.id(), names, a.actor(), traits[a.actor()], a.ability(), args,
        drawn, null, world);
  }

  /**
   * Automatic use {@code a} of a forced ability, {@linkplain Action#pending() pending}, aimed at
   * the players drawn for it as it resolves: {@code targets}, no longer pending. For a scheduler
   * that draws as actions resolve (the sequential scheme).
   *
   * @param a a pending automatic use of this plan
   * @param targets the names of the players drawn for it, in target order
   * @return the action aimed at them
   */
  public PlannedAction withDrawnTargets(PlannedAction a, List<String> targets) {
    Action source = a.source().orElseThrow();
    Action drawn = org.nightres.core.model.ImmutableAction.copyOf(source).withTargets(targets)
        .withPending(false);
    int[] args = new int[a.arity()];
    for (int k = 0; k < args.length; k++) {
      args[k] = index(targets.get(k));
    }
    return new PlannedAction(a.id(), names, a.actor(), traits[a.actor()], a.ability(), args,
        drawn, null, world);
  }

  /**
   * Submitted action {@code a}, whose written players a status redrew as it resolved ({@link
   * org.nightres.core.component.StatusDefinition#redraws()}): the same action aimed at {@code
   * targets}, its source remembering the written ones ({@link Action#written()}). For a
   * scheduler that draws as actions resolve (the sequential scheme).
   *
   * @param a a submitted action of this plan
   * @param targets the names of the players drawn for it, in target order
   * @return the action aimed at them
   */
  public PlannedAction withTargets(PlannedAction a, List<String> targets) {
    Action source = a.source().orElseThrow();
    Action redrawn = org.nightres.core.model.ImmutableAction.copyOf(source)
        .withWritten(source.targets()).withTargets(targets);
    int[] args = new int[a.arity()];
    for (int k = 0; k < args.length; k++) {
      args[k] = k < targets.size() ? index(targets.get(k)) : a.arg(k);
    }
    return new PlannedAction(a.id(), names, a.actor(), traits[a.actor()], a.ability(), args,
        redrawn, null, world);
  }

  /** The plan index of the player named {@code name}. */
  private int index(String name) {
    int p = indexOrNone(name);
    if (p < 0) {
      throw new IllegalArgumentException("no player " + name);
    }
    return p;
  }

  /** The plan index of the player named {@code name} (any case); -1: none in this plan. */
  private int indexOrNone(String name) {
    if (playerInNight == null) { // the whole night: its own index (built when it was checked)
      int p = night.indexOf(name);
      return p >= 0 && p < names.length && names[p].equalsIgnoreCase(name) ? p : -1;
    }
    for (int p = 0; p < names.length; p++) { // a part of a night: a few players
      if (names[p].equalsIgnoreCase(name)) {
        return p;
      }
    }
    return -1;
  }

  /**
   * {@return the actions and active passives of this plan, in plan order (see the class comment);
   * the list index is the action's {@link PlannedAction#id()}}
   */
  public List<PlannedAction> actions() {
    return actions;
  }

  /**
   * {@return the actions whose actor is player {@code index}, in plan order}
   *
   * @param index the actor's index in this plan
   */
  public List<PlannedAction> actionsBy(int index) {
    int from = firstBy[index];
    int to = firstBy[index + 1];
    return from == to ? List.of()
        : Collections.unmodifiableList(Arrays.asList(byActor).subList(from, to));
  }

  /**
   * {@return names of the set players in declaration order joined by {@code ", "}; empty string if
   * none}
   *
   * @param players the players' indexes in this plan
   */
  public String joinNames(BitSet players) {
    return joinNames(players.stream().toArray());
  }

  /**
   * {@return names of the given players in declaration order, each once, joined by {@code ", "};
   * empty string if none} Costs in proportion to the players given, not to the night's size.
   *
   * @param players the players' indexes in this plan, in any order, repeats allowed
   */
  public String joinNames(IntStream players) {
    return joinNames(players.toArray());
  }

  /**
   * {@return names of the given players in declaration order, each once, joined by {@code ", "};
   * empty string if none}
   *
   * @param players the players' indexes in this plan, in any order, repeats allowed; not changed
   */
  public String joinNames(int[] players) {
    return joinNames(players, this::name);
  }

  /**
   * {@return the names {@code name} gives the given players, in index order, each once, joined
   * by {@code ", "}; empty string if none}
   *
   * @param players player indexes, in any order, repeats allowed; not changed
   * @param name the name of each index
   */
  public static String joinNames(int[] players, java.util.function.IntFunction<String> name) {
    int[] sorted = players.clone();
    Arrays.sort(sorted);
    StringJoiner j = new StringJoiner(", ");
    for (int i = 0; i < sorted.length; i++) {
      if (i == 0 || sorted[i] != sorted[i - 1]) {
        j.add(name.apply(sorted[i]));
      }
    }
    return j.toString();
  }

  /**
   * Adds the players of this plan in {@code players} to {@code night}, as declaration indexes of
   * the whole night: a part's players join the whole night's set where they are, no set of the
   * whole night's size made per part.
   *
   * @param players indexes of this plan's players; not changed
   * @param night a set of the whole night's declaration indexes; receives them
   */
  public void addInNight(BitSet players, BitSet night) {
    if (playerInNight == null) {
      night.or(players);
      return;
    }
    for (int p = players.nextSetBit(0); p >= 0; p = players.nextSetBit(p + 1)) {
      night.set(playerInNight[p]);
    }
  }
}
