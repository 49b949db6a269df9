package org.nightres.core.model;

import com.google.common.base.Preconditions;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.immutables.value.Value;
import org.nightres.core.internal.NightresStyle;
import org.nightres.core.Scheme;
import org.nightres.core.component.Ability;

/**
 * One night: the players in declaration order, the actions in submission order, the options.
 * Structural invariants are checked on construction (unique names, known actors and targets,
 * granted verbs, arities); rule checks that a moderator can break (self-targets, use limits)
 * are the parser's, which reports them with line and column.
 */
@Value.Immutable
@NightresStyle
public abstract class Night {

  /** {@return players in declaration order: the order of every output list} */
  public abstract List<Player> players();

  /** {@return actions in submission order} */
  public abstract List<Action> actions();

  /** {@return the night's {@code option} settings} Default: {@link GameOptions#defaults()}. */
  @Value.Default
  public GameOptions options() {
    return GameOptions.defaults();
  }

  /** {@return the file's {@code scheme} line, if any} */
  public abstract Optional<Scheme> scheme();

  /**
   * {@return the file's {@code seed} ({@code games.md} section 9; default 0)} Night k of a game
   * draws its random choices from SplitMix64 seeded with {@code seed + k - 1} ({@link
   * #drawSeed()}).
   */
  @Value.Default
  public long seed() {
    return 0L;
  }

  /**
   * {@return the {@code random} lines of the night: pinned outcomes of its next draws, in order}
   */
  public abstract List<Pin> pins();

  /**
   * {@return whether the night's random choices are made ({@link #fixed()}): its actions carry
   * their {@link Action#picks()}, the automatic uses of forced abilities are among them, and {@link
   * #draws()} lists what was drawn} Planning draws nothing for such a night.
   */
  @Value.Default
  public boolean drawn() {
    return false;
  }

  /**
   * {@return the random choices made for the night, in the order drawn; empty until {@link
   * #drawn()}}
   */
  public abstract List<Draw> draws();

  /**
   * {@return the choices drawn for the passives that draw ({@code random(<filter>)} in a role's or
   * modifier's passive), by {@link Night#passiveKey}: one value per choice of the passive, in the
   * order of {@link org.nightres.core.component.Ability#choices()} ({@code ""}: nothing drawn);
   * empty until {@link Night#drawn()}, or when the sequential scheme draws them as the passives
   * resolve}
   */
  public abstract Map<String, List<String>> passivePicks();

  /**
   * {@return the key of {@link #passivePicks()} for the passive of modifier {@code modifier} (a
   * role's passives: the role's name) held by player {@code holder}}
   *
   * @param holder the holder's name
   * @param modifier the modifier's name
   */
  public static String passiveKey(String holder, String modifier) {
    return holder + " " + modifier;
  }

  /** {@return the seed of this night's draws: {@code seed() + number() - 1}} */
  public long drawSeed() {
    return seed() + number() - 1;
  }

  /**
   * The night with its random choices made ({@code games.md} section 9), as every scheme that
   * draws up front resolves it: each random choice of each action drawn in submission order from
   * the start-of-night state (pins first), then the automatic uses of forced abilities added and
   * drawn. The night itself when it has nothing to draw or is {@link #drawn()} already. Made once
   * per night, so every engine and every part of a plan sees the same draws.
   *
   * @return the drawn night
   * @throws IllegalStateException if a pin is never used or names no candidate (the parser
   *     reports those at their lines)
   */
  @Value.Lazy
  public Night fixed() {
    return org.nightres.core.random.RandomChoices.fix(this);
  }

  /**
   * {@return the state the night starts from, as given ({@link #startingFrom}); empty for a fresh
   * game at night 1} Its players must be {@link #players()}.
   */
  public abstract Optional<GameState> startState();

  /**
   * {@return the state the night starts from ({@code games.md} section 2): who is dead, statuses,
   * uses left} Its players are {@link #players()}. Without a {@link #startState()}: a fresh game at
   * night 1, everyone alive.
   */
  @Value.Lazy
  public GameState state() {
    return startState().orElseGet(() -> GameState.fresh(1, players()));
  }

  /**
   * {@return the players' names, index for index with {@link #players()}} Made once: the draws
   * of a big night read names by index, and one array of them is read where a player per name
   * would be.
   */
  @Value.Lazy
  public List<String> playerNames() {
    return players().stream().map(Player::name).toList();
  }

  /** {@return the number of this night in its game: {@code state().night()}} */
  public int number() {
    return state().night();
  }

  /**
   * {@return whether player {@code index} takes part tonight: alive at the start of the night}
   *
   * @param index a declaration index
   */
  public boolean living(int index) {
    return livingBits().bits.get(index); // one bit, not a player's state, on the hot paths
  }

  /**
   * A builder of a night that starts from {@code state}, its players filled in. A fresh state at
   * night 1 is left implicit, so such a night equals one built without a state.
   *
   * @param state the state at the start of the night
   * @return the builder
   */
  public static ImmutableNight.Builder startingFrom(GameState state) {
    ImmutableNight.Builder b = builder().players(state.players());
    return state.night() == 1 && state.isFresh() ? b : b.startState(state);
  }

  /**
   * {@return the player with this name (case-insensitive)}
   *
   * @param name a player's name
   */
  public Optional<Player> player(String name) {
    int i = indexOf(name);
    return i < 0 ? Optional.empty() : Optional.of(players().get(i));
  }

  /**
   * {@return the declaration index of the player with this name (case-insensitive), or -1}
   *
   * @param name a player's name
   */
  public int indexOf(String name) {
    return nameIndex().indexOf(name);
  }

  /**
   * {@return whether resolving this night may draw a random player ({@code games.md} section 9):
   * it has pins, random choices, holders of a forced ability or of a redrawing status, or its
   * players use, hold or may be given tonight something that draws} A night that cannot draw may
   * be resolved one independent part at a time. Made once.
   */
  @Value.Lazy
  public boolean mayDraw() {
    return org.nightres.core.random.RandomChoices.mayDraw(this);
  }

  /**
   * {@return what {@code make} derives from this night: made by the first call with a key equal
   * to {@code key}, and kept for every later one} For what an engine derives from the night
   * alone and may need again (its independent parts, for every scheme and every resolution of
   * it), as {@link #fixed} keeps its random choices. Thread-safe: two threads asking at once may
   * both make it, and both get the one kept.
   *
   * @param key names what is derived; equal keys must name equal results of one type
   * @param make a function of the night alone; called with this night
   * @param <T> the type of what is derived
   */
  @SuppressWarnings("unchecked")
  public <T> T derived(Object key, java.util.function.Function<? super Night, T> make) {
    java.util.concurrent.ConcurrentMap<Object, Object> kept = derivations().kept;
    Object value = kept.get(key);
    if (value == null) { // not computeIfAbsent: make may ask for another derivation
      value = make.apply(this);
      Object first = kept.putIfAbsent(key, value);
      value = first != null ? first : value;
    }
    return (T) value;
  }

  /** What {@link #derived} keeps; made on first use, in no comparison of nights. */
  @Value.Lazy
  Derivations derivations() {
    return new Derivations();
  }

  /**
   * What {@link #derived} keeps, by key. A type of this package only, so that the generated
   * class's accessor hands nobody else a map to change.
   */
  static final class Derivations {
    final java.util.concurrent.ConcurrentMap<Object, Object> kept =
        new java.util.concurrent.ConcurrentHashMap<>(4);
  }

  /**
   * {@return whether a player holds a {@code {forced}} ability ({@link Player#hasForcedAbility()}):
   * the night may add uses of it ({@link #fixed()})} Made once.
   */
  @Value.Lazy
  public boolean forcedAbilities() {
    for (Holdings.Held<org.nightres.core.component.Role> r : holdings().roles()) {
      if (Player.anyForced(r.definition().abilities())) {
        return true;
      }
    }
    for (Holdings.Held<Ability> a : holdings().factionAbilities()) {
      if (a.definition().forced().isPresent()) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@return what the players hold, each definition once, with its first living holder} Made
   * once, in one pass over the players: the night's questions about what its players may do
   * ({@link #forcedAbilities}, {@link #mayDraw}, a resolver's refusals) read it.
   */
  @Value.Lazy
  public Holdings holdings() {
    return Holdings.of(this);
  }

  /**
   * {@return the players alive at the start of the night, as bits by declaration index (a copy)}
   */
  public java.util.BitSet livingPlayers() {
    return (java.util.BitSet) livingBits().bits.clone();
  }

  /** Built once; its bits are never handed out (see {@link #livingPlayers}). */
  @Value.Lazy
  LivingBits livingBits() {
    java.util.BitSet out = new java.util.BitSet(players().size());
    GameState state = state();
    for (int p = 0; p < players().size(); p++) {
      if (state.state(p).living()) {
        out.set(p);
      }
    }
    return new LivingBits(out);
  }

  /**
   * The players alive at the start of the night, a bit each. A type of this package only, so
   * that the generated class's accessor hands nobody else bits to change.
   */
  static final class LivingBits {
    final java.util.BitSet bits;

    LivingBits(java.util.BitSet bits) {
      this.bits = bits;
    }
  }

  /**
   * The declaration indexes of the players whose attribute {@code family} is {@code family}
   * (any case), ascending, dead or alive.
   *
   * @param family the family's name
   * @return the members' declaration indexes
   */
  public List<Integer> family(String family) {
    return families().getOrDefault(family.toLowerCase(Locale.ROOT), List.of());
  }

  /** Lower-case family name to its members, built once. */
  @Value.Lazy
  Map<String, List<Integer>> families() {
    Map<String, List<Integer>> out = new HashMap<>();
    for (int p = 0; p < players().size(); p++) {
      String f = players().get(p).attributes().get("family");
      if (f != null) {
        out.computeIfAbsent(f.toLowerCase(Locale.ROOT), k -> new java.util.ArrayList<>()).add(p);
      }
    }
    out.replaceAll((k, v) -> List.copyOf(v));
    return java.util.Collections.unmodifiableMap(out);
  }

  /** The players by name (any case), built once: look-ups stay O(1) on big nights. */
  @Value.Lazy
  NameIndex nameIndex() {
    return new NameIndex(playerNames());
  }

  /**
   * {@return the declaration index of the actor of {@code actions().get(action)}} Resolved once,
   * when the night is built, so that resolvers bind actions without looking names up.
   *
   * @param action an index into {@link #actions()}
   */
  public int actorIndex(int action) {
    return bindings().actors[action];
  }

  /**
   * {@return the declaration index of target {@code k} of {@code actions().get(action)}: its
   * written targets in parameter order, then, once the random choices are made ({@link #fixed()}),
   * the players drawn for its random selectors ({@code k >= arity}, in the order of {@link
   * org.nightres.core.component.Ability#choices()}; the actor where nothing was drawn)}
   *
   * @param action an index into {@link #actions()}
   * @param k the target's position
   */
  public int targetIndex(int action, int k) {
    return bindings().targets[action][k];
  }

  /**
   * {@return the number of {@link #targetIndex targets} of {@code actions().get(action)}}
   *
   * @param action an index into {@link #actions()}
   */
  public int targetCount(int action) {
    return bindings().targets[action].length;
  }

  /**
   * {@return the ability {@code actions().get(action)} uses}
   *
   * @param action an index into {@link #actions()}
   */
  public Ability abilityOf(int action) {
    return bindings().abilities[action];
  }

  /** Actors, targets and abilities of every action; -1 or null where check() will object. */
  @Value.Derived
  @Value.Auxiliary
  Bindings bindings() {
    return new Bindings(this);
  }

  /** Every action bound to declaration indexes and its ability, in {@link #actions()} order. */
  static final class Bindings {
    final int[] actors;
    final int[][] targets;
    final Ability[] abilities;

    Bindings(Night night) {
      NameIndex byName = night.nameIndex();
      List<Action> actions = night.actions();
      actors = new int[actions.size()];
      targets = new int[actions.size()][];
      abilities = new Ability[actions.size()];
      for (int i = 0; i < actions.size(); i++) {
        Action a = actions.get(i);
        actors[i] = byName.indexOf(a.actor());
        abilities[i] = actors[i] < 0 ? null
            : night.players().get(actors[i]).ability(a.verb()).orElse(null);
        targets[i] = targets(a, actors[i], abilities[i], byName);
      }
    }

    /** The targets of {@code a}, by {@code actor} with {@code ability} ({@link #targetIndex}). */
    static int[] targets(Action a, int actor, Ability ability, NameIndex byName) {
      int written = a.targets().size();
      int[] t = new int[written + (a.picks().isEmpty() ? 0 : drawnPlayers(ability))];
      for (int k = 0; k < written; k++) {
        t[k] = byName.indexOf(a.targets().get(k));
      }
      if (t.length > written) { // the players drawn for its random selectors
        List<org.nightres.core.component.Ability.Choice> choices = ability.choices();
        int k = written;
        for (int c = 0; c < choices.size() && c < a.picks().size(); c++) {
          if (choices.get(c).player()) {
            String pick = a.picks().get(c);
            t[k++] = pick.isEmpty() ? actor : byName.indexOf(pick);
          }
        }
      }
      return t;
    }
  }

  /**
   * {@return the {@link #targetIndex targets} of {@code a}, as declaration indexes (-1 for a
   * name the night does not know): its written targets, then the players of its random choices}
   * {@code a} is a version of this night's action {@code action} with other targets or random
   * choices (as a scheduler drew them), bound as this night binds its actions: the same actor
   * and ability.
   *
   * @param action the index in {@link #actions()} of the action {@code a} stands for
   * @param a that action with other targets or picks
   */
  public int[] targetIndexes(int action, Action a) {
    return Bindings.targets(a, actorIndex(action), abilityOf(action), nameIndex());
  }

  /** The number of players an action of {@code ability} draws; 0 for an unknown ability. */
  static int drawnPlayers(Ability ability) {
    if (ability == null) {
      return 0;
    }
    int n = 0;
    for (Ability.Choice c : ability.choices()) {
      n += c.player() ? 1 : 0;
    }
    return n;
  }

  /** Checks the invariants when a value is built (Immutables calls it). */
  @Value.Check
  protected void check() {
    NameIndex byName = nameIndex(); // the index keeps the first of equal names
    if (byName.distinct() != players().size()) {
      for (int i = 0; i < players().size(); i++) {
        Player p = players().get(i);
        Preconditions.checkState(byName.indexOf(p.name()) == i, "player %s declared twice",
            p.name());
      }
    }
    Preconditions.checkState(startState().isEmpty() || startState().get().players().equals(players()),
        "the start state's players differ from the night's");
    Bindings b = bindings();
    Set<Integer> indexes = new HashSet<>();
    for (int i = 0; i < actions().size(); i++) {
      Action a = actions().get(i);
      Preconditions.checkState(
          indexes.add(a.submissionIndex()), "submission index %s used twice", a.submissionIndex());
      Preconditions.checkState(b.actors[i] >= 0, "unknown actor %s", a.actor());
      Player actor = players().get(b.actors[i]);
      Preconditions.checkState(b.abilities[i] != null, "%s cannot %s", actor.name(), a.verb());
      if (!living(b.actors[i])) { // the message is made only when it is needed
        throw new IllegalStateException(actor.name() + " is "
            + state().state(b.actors[i]).life().word() + " and cannot act");
      }
      Preconditions.checkState(
          b.abilities[i].arity() == a.targets().size(),
          "%s takes %s targets, got %s", a.verb(), b.abilities[i].arity(), a.targets().size());
      Preconditions.checkState(b.abilities[i].roleArity() == a.roles().size(),
          "%s takes %s roles, got %s", a.verb(), b.abilities[i].roleArity(), a.roles().size());
      Preconditions.checkState(b.abilities[i].familyArity() == a.families().size(),
          "%s takes %s families, got %s", a.verb(), b.abilities[i].familyArity(),
          a.families().size());
      Preconditions.checkState(a.picks().isEmpty()
          || a.picks().size() == b.abilities[i].choices().size(),
          "%s makes %s random choices, got %s picks", a, b.abilities[i].choices().size(),
          a.picks().size());
      for (int k = 0; k < b.targets[i].length; k++) {
        Preconditions.checkState(b.targets[i][k] >= 0, "unknown target %s",
            k < a.targets().size() ? a.targets().get(k) : a.picks());
        if (!living(b.targets[i][k])) {
          throw new IllegalStateException(players().get(b.targets[i][k]).name() + " is "
              + state().state(b.targets[i][k]).life().word() + " and cannot be targeted");
        }
      }
    }
  }

  /** {@return a builder} */
  public static ImmutableNight.Builder builder() {
    return ImmutableNight.builder();
  }
}
