package org.nightres.core.plan;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntPredicate;
import org.nightres.core.component.Component;
import org.nightres.core.component.Ref;
import org.nightres.core.model.Player;
import org.nightres.core.random.Substitution;

/**
 * Binds {@code all}, {@code others} and {@code all(f)} ({@link Ref.Kind#EVERY}) in a passive and
 * its triggers' responses: a component aimed at one of them becomes one component per living
 * player it names (in declaration order), each aimed at a parameter of the planned passive that
 * holds that player, so engines see parameters, as they do for a stored target. With nobody to
 * name, the component (or the response) is left out; a trigger left without responses too.
 */
final class EveryPlayer {
  private EveryPlayer() {}

  /**
   * Whether {@code cs}, their responses or what their {@code [if ...]} limits guard (a trigger's
   * too, before planning decides them) aim at every player.
   */
  static boolean aims(List<Component> cs) {
    for (Component c : cs) {
      if (c.refs().stream().anyMatch(r -> r.kind() == Ref.Kind.EVERY) || aims(c.responses())
          || aims(c.guarded())) {
        return true;
      }
    }
    return false;
  }

  /**
   * Passive {@code a} with every {@code all}/{@code others}/{@code all(f)} bound, or {@code a}
   * when it has none.
   *
   * @param a a planned passive (its stored targets bound already)
   * @param players the plan's players, in declaration order
   * @param names their names, index for index
   * @param living whether the plan's player of that index is alive when the night starts
   * @param traits the holder's traits
   */
  static PlannedAction bind(PlannedAction a, List<Player> players, String[] names,
      IntPredicate living, int traits) {
    if (!aims(a.components())) {
      return a;
    }
    Params args = new Params(a.args(), players.size());
    List<Component> out = new ArrayList<>(a.components().size());
    for (Component c : a.components()) {
      if (c.asTrigger().isPresent()) {
        Component.Trigger t = c.asTrigger().get();
        List<Component> response = new ArrayList<>();
        for (Component r : t.response()) {
          response.addAll(copies(r, a, players, living, args));
        }
        if (!response.isEmpty()) {
          out.add(t.with(ref -> ref, response));
        }
      } else {
        out.addAll(copies(c, a, players, living, args));
      }
    }
    return new PlannedAction(a.id(), names, a.actor(), traits, a.ability(), args.all(),
        a.source().orElse(null), a.passiveOf().orElse(null), out, null).readingAs(a);
  }

  /**
   * A bound passive's parameters: its own, then one per player an {@code all} names, each
   * player once whatever names him again (an index by player, not a search of those added).
   */
  private static final class Params {
    private int[] args;
    private int size;
    /** By player, 1 + the index of his parameter among those added; 0: none yet. */
    private final int[] added;

    Params(int[] own, int players) {
      this.args = Arrays.copyOf(own, own.length + 8);
      this.size = own.length;
      this.added = new int[players];
    }

    /** The index of player {@code p}'s parameter, added if he has none among those added. */
    int of(int p) {
      if (added[p] == 0) {
        if (size == args.length) {
          args = Arrays.copyOf(args, 2 * size);
        }
        args[size] = p;
        added[p] = ++size;
      }
      return added[p] - 1;
    }

    int[] all() {
      return Arrays.copyOf(args, size);
    }
  }

  /** {@code c} once per player its {@code all} names (itself if it has none). */
  private static List<Component> copies(Component c, PlannedAction a, List<Player> players,
      IntPredicate living, Params args) {
    Ref every = c.refs().stream().filter(r -> r.kind() == Ref.Kind.EVERY).findFirst()
        .orElse(null);
    if (every == null) {
      return List.of(c);
    }
    var among = every.among(a.actor());
    List<Component> out = new ArrayList<>();
    for (int p = 0; p < players.size(); p++) {
      if (living.test(p) && among.test(p, players.get(p))) {
        Ref param = Ref.param(args.of(p)); // a parameter of its own, after the passive's
        out.add(c.accept(new Substitution(r -> r.equals(every) ? param : r)));
      }
    }
    return out;
  }
}
