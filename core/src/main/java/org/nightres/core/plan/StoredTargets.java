package org.nightres.core.plan;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.ToIntFunction;
import org.nightres.core.component.Component;
import org.nightres.core.component.Ref;
import org.nightres.core.model.Night;
import org.nightres.core.model.Player;
import org.nightres.core.random.Substitution;

/**
 * Binds {@code stored(k)} ({@link Ref.Kind#STORED}) in a passive and its triggers' responses:
 * the player whose name the holder's attribute {@code k} holds when the night starts becomes a
 * parameter of the planned passive, so engines see a parameter, as they do for a random
 * selector's draw. A component (or a response) aimed at a {@code stored(k)} that names no player
 * of the plan is left out; a trigger left without responses too.
 */
final class StoredTargets {
  private StoredTargets() {}

  /** The keys of the {@code stored(k)} references in {@code cs} and their responses, in order. */
  static List<String> keys(List<Component> cs) {
    List<String> keys = new ArrayList<>();
    for (Component c : cs) {
      collect(c, keys);
    }
    return keys;
  }

  private static void collect(Component c, List<String> keys) {
    for (Ref r : c.refs()) {
      if (r.kind() == Ref.Kind.STORED && !keys.contains(r.name())) {
        keys.add(r.name());
      }
    }
    c.asTrigger().flatMap(Component.Trigger::about) // death(stored(k)); a guarded one: below
        .filter(r -> r.kind() == Ref.Kind.STORED && !keys.contains(r.name()))
        .ifPresent(r -> keys.add(r.name()));
    for (Component r : c.responses()) {
      collect(r, keys);
    }
    for (Component g : c.guarded()) {
      collect(g, keys);
    }
  }

  /**
   * The players the holder's attributes name for {@code keys}, as the indexes {@code indexOf}
   * gives their names (-1: none).
   */
  static int[] players(List<String> keys, Player holder, ToIntFunction<String> indexOf) {
    int[] out = new int[keys.size()];
    for (int j = 0; j < out.length; j++) {
      String name = holder.attributes().get(keys.get(j));
      out[j] = name == null ? -1 : indexOf.applyAsInt(name);
    }
    return out;
  }

  /**
   * The index in {@code names} of a name as written there (-1: none), found by a search: for
   * the few players of a part of a night.
   */
  static ToIntFunction<String> search(String[] names) {
    return name -> Arrays.asList(names).indexOf(name);
  }

  /**
   * The same for a whole night's players' {@code names}, found by the night's index of names:
   * a night of 100,000 players is not searched once per stored target.
   */
  static ToIntFunction<String> lookUp(Night night, String[] names) {
    return name -> {
      int p = night.indexOf(name); // any case: the name as written is checked
      return p >= 0 && p < names.length && names[p].equals(name) ? p : -1;
    };
  }

  /**
   * Passive {@code a} of {@code holder} with its stored targets bound, or {@code a} without;
   * {@code indexOf} finds a name among {@code names} ({@link #search}, {@link #lookUp}).
   */
  static PlannedAction bind(PlannedAction a, Player holder, String[] names,
      ToIntFunction<String> indexOf, int traits) {
    List<String> keys = keys(a.components());
    if (keys.isEmpty()) {
      return a;
    }
    int[] at = players(keys, holder, indexOf);
    // a passive has no written targets: after the players drawn for it, if any
    int base = a.passiveOf().isPresent() ? a.args().length : a.arity();
    int[] args = Arrays.copyOf(a.args(), base + keys.size());
    Ref[] params = new Ref[keys.size()];
    for (int j = 0; j < params.length; j++) {
      args[base + j] = at[j] < 0 ? a.actor() : at[j]; // unbound: never aimed at (left out)
      params[j] = at[j] < 0 ? null : Ref.param(base + j);
    }
    Substitution bound = new Substitution(r -> r.kind() != Ref.Kind.STORED ? r
        : params[keys.indexOf(r.name())] != null ? params[keys.indexOf(r.name())] : r);
    List<Component> out = new ArrayList<>(a.components().size());
    for (Component c : a.components()) {
      Component b = kept(c.accept(bound));
      if (b != null) {
        out.add(b);
      }
    }
    return new PlannedAction(a.id(), names, a.actor(), traits, a.ability(), args,
        a.source().orElse(null), a.passiveOf().orElse(null), out, null).readingAs(a);
  }

  /** {@code c} without the responses still aimed at an unbound stored(k); null if none is left. */
  private static Component kept(Component c) {
    if (c.refs().stream().anyMatch(r -> r.kind() == Ref.Kind.STORED)) {
      return null;
    }
    if (c.asTrigger().isPresent()) {
      Component.Trigger t = c.asTrigger().get();
      List<Component> response = new ArrayList<>();
      for (Component r : t.response()) {
        if (kept(r) != null) {
          response.add(r);
        }
      }
      return response.isEmpty() ? null : response.size() == t.response().size() ? t
          : t.with(r -> r, response);
    }
    return c.responses().stream().anyMatch(r -> kept(r) == null) ? null : c;
  }
}
