package org.nightres.core.kernel;

import com.google.common.base.Preconditions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import org.nightres.core.component.Component;
import org.nightres.core.plan.Defenses;
import org.nightres.core.component.KillClass;

/**
 * The per-player states that performed components leave for the rest of the night ({@code
 * schemes.md} sections 3.5 and 4.7): blocks, untargetability, protections with their uses,
 * guards, absences and armed triggers. Statuses carried between nights (seed vocabulary G5) will
 * be one more list here.
 *
 * <p>{@code S} is what a scheduler calls the action that made a state (SNARF: a planned action;
 * NAR: a node of its resolution); the kernel never looks inside it. A scheduler either writes to
 * the board it reads (immediate commit, NAR) or to a staging board that it {@linkplain #commit
 * commits} after a batch (SNARF's same-order simultaneity).
 *
 * <p>Every list keeps creation order, and every query answers in that order; the per-player
 * indices are only looked up, never iterated. Not thread-safe: confined to one resolution.
 *
 * @param <S> the scheduler's action type
 */
public final class Board<S> {

  /** The actor {@code player} is blocked: its blockable actions that {@code block} reaches fail. */
  public record BlockState<S>(int player, Component.Block block, int order, S source) {}

  /** Components landing on {@code player} fail, as {@code untargetable} says which. */
  public record UntargetableState<S>(int player, Component.Untargetable untargetable, int order,
      S source) {
    /**
     * {@return whether this state stops {@code c} of an ability with these tags ({@link Defenses})}
     *
     * @param c a component landing on this state's player
     * @param tags the tags of that component's ability; empty for none
     */
    public boolean stops(Component c, Set<String> tags) {
      return Defenses.untargetableStops(untargetable, c, tags);
    }
  }

  /** Kills landing on {@code player} fail and hit {@code guard} instead. */
  public record GuardState<S>(int player, int guard, int order, S source) {}

  /**
   * {@code holder} spends the night at {@code at}: see {@link Component.Absent}; {@code at} is -1
   * when a cancel stopped the absence's landing there ({@link Component.Cancel}): the holder is
   * away, and kills at no place hit him.
   */
  public record AbsenceState<S>(int holder, int at, Component.Absent absent, int order, S source) {}

  /**
   * A trigger of {@code holder}, armed by {@code source}; {@code id} is unique. It is found
   * through the player it {@code watches}: its holder, or for a trigger about one player ({@code
   * visited(stored(k))}, {@code death(stored(k))}) the player whose visits or death set it off
   * (-1: nobody, its stored target unbound).
   */
  public record ArmedTrigger<S>(int id, int holder, Component.Trigger trigger, int order, S source,
      int watches) {
    /**
     * A trigger that watches its holder.
     *
     * @param id unique among the night's armed triggers
     * @param holder its holder
     * @param trigger the trigger
     * @param order the order value at which it was armed
     * @param source the action (a passive) that armed it
     */
    public ArmedTrigger(int id, int holder, Component.Trigger trigger, int order, S source) {
      this(id, holder, trigger, order, source, holder);
    }
  }

  /**
   * Player {@code player} appears to hold role {@code as} to the results that see a disguise of
   * its strength ({@link Component.Disguise}).
   */
  public record DisguiseState<S>(int player, Component.Disguise disguise,
      org.nightres.core.component.Role as, int order, S source) {}

  /** Player {@code player}'s status {@code status} was cleared: its expiry no longer happens. */
  public record ClearState<S>(int player, String status, int order, S source) {}

  /**
   * Kills on {@code player} that {@code protect} covers fail. It may cancel a limited number of
   * kills ({@code doctor-stops one}); {@code actor} is who protects, for Macho.
   */
  public static final class ProtectionState<S> {
    private final int player;
    private final Component.Protect protect;
    private final int actor;
    private final int order;
    private final S source;
    private int usesLeft;
    private int attempts;
    private int usedOn;
    /**
     * How many more kills or harms a limited protection ({@code uses=n}) may stop tonight, when
     * its uses are spent at once ({@link #spendAtOnce}); unbounded otherwise.
     */
    private int budget = Integer.MAX_VALUE;
    /** What spends its uses at once ({@link #spendAtOnce}): attempts or needs; null: nothing. */
    private Component.Protect.Consume spending;

    ProtectionState(int player, Component.Protect protect, int actor, int order, S source,
        int uses) {
      this.player = player;
      this.protect = protect;
      this.actor = actor;
      this.order = order;
      this.source = source;
      this.usesLeft = uses;
    }

    /** {@return the protected player's index} */
    public int player() {
      return player;
    }

    /** {@return the protection component that made this state} */
    public Component.Protect protect() {
      return protect;
    }

    /** {@return the protecting player} */
    public int actor() {
      return actor;
    }

    /** {@return the order value at which the protection was made} */
    public int order() {
      return order;
    }

    /** {@return the scheduler's action that made this state} */
    public S source() {
      return source;
    }

    /** Whether it may still cancel a kill. */
    boolean available() {
      return usesLeft > 0;
    }

    /** It cancelled one kill. */
    void use() {
      if (usesLeft != Integer.MAX_VALUE) {
        usesLeft--;
      }
    }

    /**
     * From now on this limited protection ({@code uses=n}) stops what its {@code left} uses
     * allow, each spent as it is spent (the sequential scheme: each action sees what the
     * earlier ones did): one per attack it stops ({@code consume=attempt}) or is used on ({@code
     * need}); {@code per-night} is not bounded within a night.
     *
     * @param left the uses it has left as the night starts
     */
    void spendAtOnce(int left) {
      Component.Protect.Consume consume = protect.limit().orElseThrow().consume();
      if (consume != Component.Protect.Consume.PER_NIGHT) {
        spending = consume;
        budget = left;
      }
    }

    /** One of its uses goes, if it is spent at once on what {@code on} counts. */
    private void spend(Component.Protect.Consume on) {
      if (spending == on) {
        budget--;
      }
    }

    /** {@return whether its uses are spent tonight ({@link #spendAtOnce}): it stops no more} */
    public boolean spent() {
      return budget <= 0;
    }

    /** A kill it covers reached its player and it stopped it, alone or with others. */
    void attempted() {
      attempts++;
      spend(Component.Protect.Consume.ATTEMPT);
    }

    /** It was used on a kill: it stopped the kill first on the defense ladder. */
    void used() {
      usedOn++;
      spend(Component.Protect.Consume.NEED);
    }

    /**
     * {@return how many kills it stopped tonight, alone or with others (for {@code
     * consume=attempt})}
     */
    public int attempts() {
      return attempts;
    }

    /** {@return how many kills it was used on tonight (for {@code consume=need})} */
    public int usedOn() {
      return usedOn;
    }
  }

  private final List<BlockState<S>> blocks = new ArrayList<>();
  private final List<UntargetableState<S>> untargetables = new ArrayList<>();
  private final List<ProtectionState<S>> protections = new ArrayList<>();
  /** The protections with uses ({@code uses=}), in creation order: the few read at the end. */
  private final List<ProtectionState<S>> limited = new ArrayList<>(0);
  private final List<GuardState<S>> guards = new ArrayList<>();
  private final List<AbsenceState<S>> absences = new ArrayList<>();
  private final List<ArmedTrigger<S>> triggers = new ArrayList<>();
  private final List<ClearState<S>> clears = new ArrayList<>();
  private final List<DisguiseState<S>> disguises = new ArrayList<>();

  private final ByPlayer<BlockState<S>> blocksOn;
  private final ByPlayer<UntargetableState<S>> untargetablesOn;
  private final ByPlayer<ProtectionState<S>> protectionsOn;
  private final ByPlayer<GuardState<S>> guardsOn;
  private final ByPlayer<AbsenceState<S>> absencesOf;
  private final ByPlayer<AbsenceState<S>> absencesAt;
  private final ByPlayer<DisguiseState<S>> disguisesOn;
  private final ByPlayer<ArmedTrigger<S>> triggersOn;
  private final ByPlayer<ClearState<S>> clearsOf;
  /** The triggers on another player's death (a Witness's, a Lover's), found by the dead. */
  private final org.nightres.core.plan.DeathWatch<ArmedTrigger<S>> deathWatch =
      new org.nightres.core.plan.DeathWatch<>();

  /** An empty board. */
  public Board() {
    this(16);
  }

  /**
   * An empty board of a plan of {@code players} players: its indexes by player are made that
   * big when first written, not grown to it.
   */
  Board(int players) {
    blocksOn = new ByPlayer<>(players);
    untargetablesOn = new ByPlayer<>(players);
    protectionsOn = new ByPlayer<>(players);
    guardsOn = new ByPlayer<>(players);
    absencesOf = new ByPlayer<>(players);
    absencesAt = new ByPlayer<>(players);
    disguisesOn = new ByPlayer<>(players);
    triggersOn = new ByPlayer<>(players);
    clearsOf = new ByPlayer<>(players);
  }

  // ---- writing: the kernel's application rules write here; a scheduler only commits ---------

  /**
   * Adds block {@code s}, after the blocks made before.
   *
   * @param s the block, made at the current order
   */
  public void add(BlockState<S> s) {
    blocks.add(s);
    index(blocksOn, s.player(), s);
  }

  /**
   * Adds untargetability {@code s}, after those made before.
   *
   * @param s the untargetability, made at the current order
   */
  public void add(UntargetableState<S> s) {
    untargetables.add(s);
    index(untargetablesOn, s.player(), s);
  }

  /**
   * Adds protection {@code s}, after those made before.
   *
   * @param s the protection, made at the current order
   */
  public void add(ProtectionState<S> s) {
    protections.add(s);
    if (s.protect().limit().isPresent()) {
      limited.add(s);
    }
    index(protectionsOn, s.player(), s);
  }

  /**
   * Adds guard {@code s}, after those made before.
   *
   * @param s the guard, made at the current order
   */
  public void add(GuardState<S> s) {
    guards.add(s);
    index(guardsOn, s.player(), s);
  }

  /**
   * Adds absence {@code s}, after those made before; it is looked up both by its holder and by
   * where he spends the night.
   *
   * @param s the absence, made at the current order
   */
  public void add(AbsenceState<S> s) {
    absences.add(s);
    index(absencesOf, s.holder(), s);
    if (s.at() >= 0) { // -1: its landing was cancelled, only its holder is away
      index(absencesAt, s.at(), s);
    }
  }

  /**
   * Arms trigger {@code t}, after those armed before.
   *
   * @param t the trigger, armed at the current order
   */
  public void add(ArmedTrigger<S> t) {
    triggers.add(t);
    if (t.trigger().event() == Component.Event.ON_ANY_DEATH) { // found by the dead, only there
      deathWatch.add(t, t.trigger(), t.watches());
    } else if (t.watches() >= 0) { // the player whose visits (or other events) it answers
      index(triggersOn, t.watches(), t);
    }
  }

  /**
   * Adds clear {@code c}, after those made before.
   *
   * @param c the clear, made at the current order
   */
  public void add(ClearState<S> c) {
    clears.add(c);
    index(clearsOf, c.player(), c);
  }

  /**
   * Adds disguise {@code d}, after those made before.
   *
   * @param d the disguise, made at the current order
   */
  public void add(DisguiseState<S> d) {
    disguises.add(d);
    index(disguisesOn, d.player(), d);
  }

  /**
   * Adds every state of {@code staged} (a batch written apart), after this board's own and in
   * the staged creation order.
   *
   * @param staged another board, whose states were written apart (it is not changed)
   */
  public void commit(Board<S> staged) {
    Preconditions.checkArgument(staged != this, "a board cannot commit itself");
    staged.blocks.forEach(this::add);
    staged.untargetables.forEach(this::add);
    staged.protections.forEach(this::add);
    staged.guards.forEach(this::add);
    staged.absences.forEach(this::add);
    staged.triggers.forEach(this::add);
    staged.clears.forEach(this::add);
    staged.disguises.forEach(this::add);
  }

  /**
   * Withdraws the states that {@code source} made, for what comes later (a role its holder lost
   * at once, the sequential scheme): they stop, blocks, untargetability, protections, guards,
   * absences, disguises and triggers alike. Its states are looked up at {@code players} (the
   * players its components landed on, and its actor), its triggers wherever they are read. A
   * protection with uses stays among {@link #limitedProtections()}, with the kills it was used
   * on before: its uses are spent all the same. A list being read goes on as it was (each list
   * it changes is copied).
   *
   * @param source a scheduler's action
   * @param players where its states are indexed
   */
  public void withdraw(S source, int[] players) {
    for (int q : players) {
      withdrawStates(source, q);
    }
    if (withdrawn == null) {
      withdrawn = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    }
    withdrawn.add(source); // its triggers: left out where they are read
  }

  /**
   * Withdraws the states that {@code source} made on {@code player} (blocks, untargetability,
   * protections, guards, absences, disguises), for what comes later; its triggers stay armed.
   *
   * @param source a scheduler's action
   * @param player where they are indexed
   */
  public void withdrawStates(S source, int player) {
    blocksOn.remove(player, s -> s.source() == source);
    untargetablesOn.remove(player, s -> s.source() == source);
    protectionsOn.remove(player, s -> s.source() == source);
    guardsOn.remove(player, s -> s.source() == source);
    absencesOf.remove(player, s -> s.source() == source);
    absencesAt.remove(player, s -> s.source() == source);
    disguisesOn.remove(player, s -> s.source() == source);
  }

  /** The sources whose states were withdrawn ({@link #withdraw}); null: none. */
  private java.util.Set<S> withdrawn;

  /** {@code triggers} without the withdrawn ones: itself when none of them is. */
  private List<ArmedTrigger<S>> armed(List<ArmedTrigger<S>> triggers) {
    if (withdrawn == null) {
      return triggers;
    }
    for (int i = 0; i < triggers.size(); i++) {
      if (withdrawn.contains(triggers.get(i).source())) {
        List<ArmedTrigger<S>> out = new ArrayList<>(triggers.size());
        for (ArmedTrigger<S> t : triggers) {
          if (!withdrawn.contains(t.source())) {
            out.add(t);
          }
        }
        return out;
      }
    }
    return triggers;
  }

  private static <T> void index(ByPlayer<T> map, int player, T state) {
    map.add(player, state);
  }

  private static <T> List<T> at(ByPlayer<T> map, int player) {
    return map.get(player);
  }

  /**
   * States by player index: an array of lists, grown to the highest index written (a night's
   * players are its indexes; no boxed keys, no hashing on the hot paths of big nights), and a
   * bit per player that has a list: most players have none, and a big night's bits stay in the
   * processor's caches where its array of lists does not, so asking about such a player reads
   * one bit, not a reference that the caches do not hold.
   */
  private static final class ByPlayer<T> {
    private static final long[] NONE = {};
    private static final List<?>[] EMPTY = {};
    private final int capacity; // the size of the first array, made at the first write
    @SuppressWarnings("unchecked")
    private List<T>[] lists = (List<T>[]) EMPTY;
    private long[] held = NONE; // bit p: lists[p] is not null

    ByPlayer(int capacity) {
      this.capacity = Math.max(1, capacity);
    }

    @SuppressWarnings("unchecked")
    private static <T> List<T>[] newArray(int n) {
      return (List<T>[]) new List<?>[n];
    }

    void add(int player, T state) {
      if (player >= lists.length) {
        List<T>[] grown = newArray(Math.max(player + 1, Math.max(capacity, lists.length * 2)));
        System.arraycopy(lists, 0, grown, 0, lists.length);
        lists = grown;
        held = java.util.Arrays.copyOf(held, (grown.length + 63) >>> 6);
      }
      if ((held[player >>> 6] & 1L << player) == 0) { // the bits, not the far larger array
        List<T> list = new ArrayList<>(4); // a few each: fewer copies as it grows
        list.add(state);
        lists[player] = list;
        held[player >>> 6] |= 1L << player;
        return;
      }
      lists[player].add(state);
    }

    /** Removes from player {@code p}'s list what {@code gone} accepts, copying it if it changes. */
    void remove(int p, Predicate<T> gone) {
      List<T> l = get(p);
      for (int i = 0; i < l.size(); i++) {
        if (gone.test(l.get(i))) {
          List<T> kept = new ArrayList<>(l);
          kept.removeIf(gone);
          lists[p] = kept;
          return;
        }
      }
    }

    List<T> get(int player) {
      if (player < 0 || player >= lists.length || (held[player >>> 6] & 1L << player) == 0) {
        return List.of();
      }
      return lists[player];
    }
  }

  // ---- reading ------------------------------------------------------------------------------

  /**
   * {@return the first block on {@code actor} that reaches an action with these tags, among those
   * whose source {@code counts}}
   *
   * @param actor the acting player's index
   * @param tags the tags of the action's ability; empty for none
   * @param counts which sources' blocks count (a scheduler's ordering rule)
   */
  public Optional<BlockState<S>> blockOn(int actor, Set<String> tags, Predicate<S> counts) {
    List<BlockState<S>> on = at(blocksOn, actor);
    for (int i = 0; i < on.size(); i++) { // by index: asked per action
      BlockState<S> b = on.get(i);
      if (b.block().reaches(tags) && counts.test(b.source())) {
        return Optional.of(b);
      }
    }
    return Optional.empty();
  }

  /**
   * {@return every disguise on {@code player}, in creation order}
   *
   * @param player the player's index
   */
  public List<DisguiseState<S>> disguisesOn(int player) {
    return at(disguisesOn, player);
  }

  /**
   * {@return every block on {@code actor}, in creation order}
   *
   * @param actor the acting player's index
   */
  public List<BlockState<S>> blocksOn(int actor) {
    return at(blocksOn, actor);
  }

  /**
   * {@return the first clear of {@code player}'s status {@code status}, if one happened}
   *
   * @param player the holder's index
   * @param status the status's name
   */
  public Optional<ClearState<S>> clearOf(int player, String status) {
    for (ClearState<S> c : at(clearsOf, player)) { // his own: not every clear of the night
      if (c.status().equals(status)) {
        return Optional.of(c);
      }
    }
    return Optional.empty();
  }

  /**
   * {@return the first untargetability of {@code player} that stops component {@code c} of an
   * ability with these tags, among those whose source {@code counts}}
   *
   * @param player the player's index
   * @param c the component landing on him
   * @param tags the tags of that component's ability; empty for none
   * @param counts which sources' states count (a scheduler's ordering rule)
   */
  public Optional<UntargetableState<S>> untargetable(int player, Component c, Set<String> tags,
      Predicate<S> counts) {
    for (UntargetableState<S> u : at(untargetablesOn, player)) {
      if (u.stops(c, tags) && counts.test(u.source())) {
        return Optional.of(u);
      }
    }
    return Optional.empty();
  }

  /**
   * {@return the first untargetability of {@code player} that stops a kill of an ability with these
   * tags (not an Ascetic's), made by another source than {@code except}}
   *
   * @param player the player's index
   * @param kill the kill component landing on him
   * @param tags the tags of the killing ability; empty for none
   * @param except the killing action, whose own untargetability does not stop it
   */
  public Optional<UntargetableState<S>> untargetableForKills(int player, Component kill,
      Set<String> tags, S except) {
    for (UntargetableState<S> u : at(untargetablesOn, player)) {
      if (u.stops(kill, tags) && u.source() != except) {
        return Optional.of(u);
      }
    }
    return Optional.empty();
  }

  /**
   * {@return the first absence of {@code holder} that stops kills of this class, not made by {@code
   * except}}
   *
   * @param holder the absent player's index
   * @param killClass the kill's class
   * @param except the killing action, whose own absence does not stop it
   */
  public Optional<AbsenceState<S>> absenceOf(int holder, KillClass killClass, S except) {
    for (AbsenceState<S> a : at(absencesOf, holder)) { // most players have none: no stream
      if (Defenses.absenceStops(a.absent(), killClass) && a.source() != except) {
        return Optional.of(a);
      }
    }
    return Optional.empty();
  }

  /**
   * {@return the first absence of {@code holder} that stops kills of this class}
   *
   * @param holder the absent player's index
   * @param killClass the kill's class
   */
  public Optional<AbsenceState<S>> absenceOf(int holder, KillClass killClass) {
    for (AbsenceState<S> a : at(absencesOf, holder)) {
      if (Defenses.absenceStops(a.absent(), killClass)) {
        return Optional.of(a);
      }
    }
    return Optional.empty();
  }

  /**
   * {@return every other player absent at {@code at} from kills of this class, in creation order}
   *
   * @param at the index of the player where the absent players spend the night
   * @param killClass the kill's class
   */
  public List<AbsenceState<S>> absentAt(int at, KillClass killClass) {
    List<AbsenceState<S>> there = at(absencesAt, at);
    return there.isEmpty() ? List.of() : there.stream() // most places have none
        .filter(a -> a.holder() != at && Defenses.absenceStops(a.absent(), killClass))
        .toList();
  }

  /**
   * {@return every guard on {@code player}, in creation order}
   *
   * @param player the guarded player's index
   */
  public List<GuardState<S>> guardsOn(int player) {
    return at(guardsOn, player);
  }

  /**
   * {@return every protection with uses ({@code uses=}), in creation order} Their uses are spent
   * at the end of the night; a night holds far fewer of them than protections.
   */
  public List<ProtectionState<S>> limitedProtections() {
    return java.util.Collections.unmodifiableList(limited);
  }

  /**
   * {@return every protection on {@code player}, in creation order}
   *
   * @param player the protected player's index
   */
  public List<ProtectionState<S>> protectionsOn(int player) {
    return at(protectionsOn, player);
  }

  /**
   * {@return the triggers armed on {@code holder} and the {@code visited(stored(k))} triggers
   * about him ({@link ArmedTrigger#watches}), in arming order; the triggers on another player's
   * death ({@code death(all)}, {@code death(stored(k))}, ...) are among {@link #deathTriggersFor}}
   *
   * @param holder the holder's index
   */
  public List<ArmedTrigger<S>> triggersOn(int holder) {
    List<ArmedTrigger<S>> armed = armed(at(triggersOn, holder));
    return armed.isEmpty() ? List.of() : java.util.Collections.unmodifiableList(armed);
  }

  /**
   * {@return the triggers on another player's death that the death of {@code dead} may set off,
   * in arming order ({@link org.nightres.core.plan.DeathWatch}): {@code death(all)}, those about
   * him, those whose filter he passes}
   *
   * @param dead the dead player's index
   * @param passes whether he passes a filter, as he is at the start of the night
   */
  public List<ArmedTrigger<S>> deathTriggersFor(int dead,
      java.util.function.Predicate<org.nightres.core.component.PlayerFilter> passes) {
    return armed(deathWatch.candidates(dead, passes));
  }

  /** {@return whether a trigger is armed (asked for every action: no list made)} */
  public boolean anyTrigger() {
    return !triggers.isEmpty();
  }

  /** {@return every armed trigger, in arming order} */
  public List<ArmedTrigger<S>> triggers() {
    return java.util.Collections.unmodifiableList(armed(triggers));
  }
}
