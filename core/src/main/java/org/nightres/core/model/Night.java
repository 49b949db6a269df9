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
    int i = indexOf(name);
    return i < 0 ? Optional.empty() : Optional.of(players().get(i));
  }

  /** The declaration index of the player with this name (case-insensitive), or -1. */
  public int indexOf(String name) {
    return nameIndex().getOrDefault(name.toLowerCase(Locale.ROOT), -1);
  }

  /** Lower-case name to declaration index, built once: lookups stay O(1) on big nights. */
  @Value.Lazy
  Map<String, Integer> nameIndex() {
    return index(players());
  }

  private static Map<String, Integer> index(List<Player> players) {
    Map<String, Integer> m = new HashMap<>();
    for (int i = players.size() - 1; i >= 0; i--) {
      m.put(players.get(i).name().toLowerCase(Locale.ROOT), i);
    }
    return m;
  }

  @Value.Check
  protected void check() {
    Map<String, Integer> byName = nameIndex(); // the index keeps the first of equal names
    if (byName.size() != players().size()) {
      for (int i = 0; i < players().size(); i++) {
        Player p = players().get(i);
        Preconditions.checkState(byName.get(p.name().toLowerCase(Locale.ROOT)) == i,
            "player %s declared twice", p.name());
      }
    }
    Set<Integer> indexes = new HashSet<>();
    for (Action a : actions()) {
      Preconditions.checkState(
          indexes.add(a.submissionIndex()), "submission index %s used twice", a.submissionIndex());
      Integer actorIndex = byName.get(a.actor().toLowerCase(Locale.ROOT));
      Preconditions.checkState(actorIndex != null, "unknown actor %s", a.actor());
      Player actor = players().get(actorIndex);
      var ability =
          actor.ability(a.verb())
              .orElseThrow(() -> new IllegalStateException(actor.name() + " cannot " + a.verb()));
      Preconditions.checkState(
          ability.arity() == a.targets().size(),
          "%s takes %s targets, got %s", a.verb(), ability.arity(), a.targets().size());
      for (String t : a.targets()) {
        Preconditions.checkState(
            byName.containsKey(t.toLowerCase(Locale.ROOT)), "unknown target %s", t);
      }
    }
  }

  /** A builder. */
  public static ImmutableNight.Builder builder() {
    return ImmutableNight.builder();
  }
}
