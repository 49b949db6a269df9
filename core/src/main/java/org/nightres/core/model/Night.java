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
import org.nightres.core.NightresStyle;
import org.nightres.core.Scheme;

/**
 * One night: the players in declaration order, the actions in submission order, the options.
 * Structural invariants are checked on construction (unique names, known actors and targets,
 * granted verbs, arities); rule checks that a moderator can break (self-targets, use limits)
 * are the parser's, which reports them with line and column.
 */
@Value.Immutable
@NightresStyle
public abstract class Night {

  /** Players in declaration order: the order of every output list. */
  public abstract List<Player> players();

  /** Actions in submission order. */
  public abstract List<Action> actions();

  @Value.Default
  public GameOptions options() {
    return GameOptions.defaults();
  }

  /** The file's {@code scheme} line, if any. */
  public abstract Optional<Scheme> scheme();

  /** The player with this name (case-insensitive). */
  public Optional<Player> player(String name) {
    return players().stream().filter(p -> p.name().equalsIgnoreCase(name)).findFirst();
  }

  /** The declaration index of the player with this name (case-insensitive), or -1. */
  public int indexOf(String name) {
    for (int i = 0; i < players().size(); i++) {
      if (players().get(i).name().equalsIgnoreCase(name)) {
        return i;
      }
    }
    return -1;
  }

  @Value.Check
  protected void check() {
    // one name index for the whole check: linear in players + actions, not their product
    Map<String, Player> byName = new HashMap<>();
    Map<String, Player> exact = new HashMap<>();
    for (Player p : players()) {
      Preconditions.checkState(
          byName.putIfAbsent(p.name().toLowerCase(Locale.ROOT), p) == null,
          "player %s declared twice", p.name());
      exact.put(p.name(), p);
    }
    Set<Integer> indexes = new HashSet<>();
    for (Action a : actions()) {
      Preconditions.checkState(
          indexes.add(a.submissionIndex()), "submission index %s used twice", a.submissionIndex());
      Player actor = lookup(a.actor(), exact, byName);
      if (actor == null) {
        throw new IllegalStateException("unknown actor " + a.actor());
      }
      var ability =
          actor.ability(a.verb())
              .orElseThrow(() -> new IllegalStateException(actor.name() + " cannot " + a.verb()));
      Preconditions.checkState(
          ability.arity() == a.targets().size(),
          "%s takes %s targets, got %s", a.verb(), ability.arity(), a.targets().size());
      for (String t : a.targets()) {
        Preconditions.checkState(lookup(t, exact, byName) != null, "unknown target %s", t);
      }
    }
  }

  /** The player of this name: exact spelling first (no allocation), then any case. */
  private static Player lookup(String name, Map<String, Player> exact, Map<String, Player> byName) {
    Player p = exact.get(name);
    return p != null ? p : byName.get(name.toLowerCase(Locale.ROOT));
  }

  /** A builder. */
  public static ImmutableNight.Builder builder() {
    return ImmutableNight.builder();
  }
}
