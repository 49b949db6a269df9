package org.nightres.core.plan;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntPredicate;
import org.nightres.core.component.Category;
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

  /** Whether {@code cs} or their responses aim at every player. */
  static boolean aims(List<Component> cs) {
    for (Component c : cs) {
      if (c.refs().stream().anyMatch(r -> r.kind() == Ref.Kind.EVERY) || aims(c.responses())) {
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
   * @param living whether the plan's player of that index is alive when the night starts
   * @param traits the holder's traits
   */
  static PlannedAction bind(PlannedAction a, List<Player> players, IntPredicate living,
      int traits) {
    if (!aims(a.components())) {
      return a;
    }
    List<Integer> args = new ArrayList<>();
    Arrays.stream(a.args()).forEach(args::add);
    List<Component> out = new ArrayList<>(a.components().size());
    for (Component c : a.components()) {
      if (c.category() == Category.TRIGGER) {
        Component.Trigger t = (Component.Trigger) c;
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
    String[] names = players.stream().map(Player::name).toArray(String[]::new);
    return new PlannedAction(a.id(), names, a.actor(), traits, a.ability(),
        args.stream().mapToInt(Integer::intValue).toArray(), a.source().orElse(null),
        a.passiveOf().orElse(null), out, null).readingAs(a);
  }

  /** {@code c} once per player its {@code all} names (itself if it has none). */
  private static List<Component> copies(Component c, PlannedAction a, List<Player> players,
      IntPredicate living, List<Integer> args) {
    Ref every = c.refs().stream().filter(r -> r.kind() == Ref.Kind.EVERY).findFirst()
        .orElse(null);
    if (every == null) {
      return List.of(c);
    }
    var among = every.among(a.actor());
    List<Component> out = new ArrayList<>();
    for (int p = 0; p < players.size(); p++) {
      if (living.test(p) && among.test(p, players.get(p))) {
        int k = args.subList(a.args().length, args.size()).indexOf(p);
        if (k < 0) { // a parameter of its own, after those the passive had
          k = args.size();
          args.add(p);
        } else {
          k += a.args().length;
        }
        Ref param = Ref.param(k);
        out.add(c.accept(new Substitution(r -> r.equals(every) ? param : r)));
      }
    }
    return out;
  }
}
