package org.nightres.core.model;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * Everything that outlives a night ({@code games.md} section 2): the players as their
 * {@code player} lines would now read (alignment, roles, modifiers with uses left, attributes)
 * and each one's {@link PlayerState}, at the start of night {@link #night()}. An immutable value:
 * a {@link Night} carries the state it starts from, and an {@link
 * org.nightres.core.outcome.Outcome} the state after it.
 *
 * <p>Players are in declaration order; {@code players().get(i)} and {@code states().get(i)}
 * describe the same player. Thread-safe.
 */
public final class GameState {
  private final int night;
  private final List<Player> players;
  private final List<PlayerState> states;
  private final java.util.SortedMap<String, java.util.SortedMap<String, String>> groups;
  /** 0 not yet known, 1 fresh, 2 not: computed once, idempotently (a benign race). */
  private byte fresh;
  /**
   * The players by name, made on the first {@link #indexOf} (a benign race: an immutable index of
   * final fields, any copy of which answers alike).
   */
  private NameIndex byName;

  private GameState(int night, List<Player> players, List<PlayerState> states) {
    this(night, players, states, java.util.Collections.emptySortedMap());
  }

  private GameState(int night, List<Player> players, List<PlayerState> states,
      java.util.SortedMap<String, java.util.SortedMap<String, String>> groups) {
    Preconditions.checkArgument(night >= 1, "night must be at least 1: %s", night);
    Preconditions.checkArgument(players.size() == states.size(), "one state per player");
    this.night = night;
    this.players = ImmutableList.copyOf(players); // no copy when it already is one
    this.states = ImmutableList.copyOf(states);
    java.util.TreeMap<String, java.util.SortedMap<String, String>> copy = new java.util.TreeMap<>();
    groups.forEach((g, a) -> {
      Preconditions.checkArgument(g.equals(g.toLowerCase(Locale.ROOT)) && !g.isEmpty(),
          "bad group name %s", g);
      if (!a.isEmpty()) {
        copy.put(g, Collections.unmodifiableSortedMap(new java.util.TreeMap<>(a)));
      }
    });
    this.groups = Collections.unmodifiableSortedMap(copy);
  }

  /**
   * {@return the state of these players at the start of {@code night}}
   *
   * @param night the night the state starts
   * @param players the players, in declaration order
   * @param states one state per player, index for index
   */
  public static GameState of(int night, List<Player> players, List<PlayerState> states) {
    return new GameState(night, players, states);
  }

  /**
   * {@return a fresh game at the start of {@code night}: every player alive, nothing held}
   *
   * @param night the night the game starts at
   * @param players the players, in declaration order
   */
  public static GameState fresh(int night, List<Player> players) {
    return new GameState(night, players, Collections.nCopies(players.size(), PlayerState.FRESH));
  }

  /**
   * {@return the attributes the groups hold (WWR's {@code #Hell->Counter}): per group name, lower
   * case, its attributes by name, none empty}
   * A group's attributes belong to the group, not to its members: a player who joins or leaves
   * the group changes none of them. Sorted by group name, then attribute name.
   */
  public java.util.SortedMap<String, java.util.SortedMap<String, String>> groups() {
    return groups;
  }

  /**
   * {@return this state with {@code groups} as the attributes the groups hold}
   *
   * @param groups per group name (lower case) its attributes; a group with none is left out
   */
  public GameState withGroups(
      java.util.Map<String, ? extends java.util.Map<String, String>> groups) {
    java.util.TreeMap<String, java.util.SortedMap<String, String>> copy = new java.util.TreeMap<>();
    groups.forEach((g, a) -> copy.put(g, new java.util.TreeMap<>(a)));
    return new GameState(night, players, states, copy);
  }

  /**
   * {@return this state with these players and player states, the groups' attributes kept}
   *
   * @param players the players, in declaration order
   * @param states one state per player, index for index
   */
  public GameState with(List<Player> players, List<PlayerState> states) {
    return new GameState(night, players, states, groups);
  }

  /** {@return the night this state starts} */
  public int night() {
    return night;
  }

  /** {@return the players in declaration order, as their {@code player} lines now read} */
  public List<Player> players() {
    return players;
  }

  /** {@return each player's state, index for index with {@link #players()}} */
  public List<PlayerState> states() {
    return states;
  }

  /**
   * {@return the state of player {@code index}}
   *
   * @param index a declaration index
   */
  public PlayerState state(int index) {
    return states.get(index);
  }

  /**
   * {@return the declaration index of the player of this name (case-insensitive), or -1}
   *
   * @param name a player's name
   */
  public int indexOf(String name) {
    NameIndex index = byName;
    if (index == null) {
      index = new NameIndex(players.stream().map(Player::name).toList());
      byName = index;
    }
    return index.indexOf(name);
  }

  /**
   * {@return the state of the player of this name, if any}
   *
   * @param name a player's name
   */
  public Optional<PlayerState> state(String name) {
    int i = indexOf(name);
    return i < 0 ? Optional.empty() : Optional.of(states.get(i));
  }

  /**
   * {@return whether every player is alive and holds nothing and no group holds an attribute:
   * nothing for a resolver to honour}
   */
  public boolean isFresh() {
    if (fresh == 0) {
      byte known = 1;
      for (PlayerState s : states) {
        if (!groups.isEmpty() || s != PlayerState.FRESH && !s.equals(PlayerState.FRESH)) {
          known = 2;
          break;
        }
      }
      fresh = known;
    }
    return fresh == 1;
  }

  /** {@return the names of the living players, in declaration order} */
  public List<String> living() {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < players.size(); i++) {
      if (states.get(i).living()) {
        out.add(players.get(i).name());
      }
    }
    return out;
  }

  /**
   * {@return this state at the start of another night}
   *
   * @param n the night
   */
  public GameState atNight(int n) {
    return new GameState(n, players, states, groups);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof GameState
        && night == ((GameState) o).night
        && players.equals(((GameState) o).players)
        && states.equals(((GameState) o).states)
        && groups.equals(((GameState) o).groups);
  }

  @Override
  public int hashCode() {
    return Objects.hash(night, players, states, groups);
  }

  @Override
  public String toString() {
    return "GameState{night=" + night + ", players=" + players + ", states=" + states
        + (groups.isEmpty() ? "" : ", groups=" + groups) + "}";
  }
}
