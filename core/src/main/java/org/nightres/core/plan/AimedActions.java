package org.nightres.core.plan;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.nightres.core.component.Ability;
import org.nightres.core.model.Action;
import org.nightres.core.model.Night;

/**
 * A night's actions as they were aimed: as the night holds them, but those a scheduler drew
 * anything for as it resolved (the sequential scheme: random choices, redrawn targets, the
 * targets of forced uses), which it reports by submission index. What the next state reads of
 * the actions (who used what on whom), without building a second night of every player for the
 * few actions that changed. Immutable.
 */
final class AimedActions {
  private final Night night;
  private final Map<Integer, Action> drawn;
  /**
   * The submission indexes of {@link #drawn}: one bit, read for every action before the map,
   * which only the drawn ones need (a look-up reads what a large night keeps apart in memory).
   */
  private final BitSet drawnLines = new BitSet();

  /** The actions of {@code night}, with {@code drawn} (by submission index) in their place. */
  AimedActions(Night night, Map<Integer, Action> drawn) {
    this.night = night;
    this.drawn = drawn;
    drawn.keySet().forEach(drawnLines::set);
  }

  /** The night whose actions these are. */
  Night night() {
    return night;
  }

  int size() {
    return night.actions().size();
  }

  /** Action {@code i} of the night, as aimed. */
  Action action(int i) {
    Action a = night.actions().get(i);
    return drawnLines.get(a.submissionIndex()) ? drawn.get(a.submissionIndex()) : a;
  }

  /** The declaration index of the actor of action {@code i} (a draw never changes it). */
  int actor(int i) {
    return night.actorIndex(i);
  }

  /** The ability of action {@code i} (a draw never changes it). */
  Ability ability(int i) {
    return night.abilityOf(i);
  }

  /** Target {@code k} of action {@code i}, as aimed ({@link Night#targetIndex}). */
  int target(int i, int k) {
    Action a = action(i);
    if (a == night.actions().get(i)) {
      return night.targetIndex(i, k);
    }
    return night.targetIndexes(i, a)[k];
  }

  /** The automatic uses of forced abilities, as aimed, in submission order. */
  List<Action> autoActions() {
    if (!night.drawn()) {
      return List.of();
    }
    List<Action> out = new ArrayList<>(0);
    for (int i = 0; i < size(); i++) {
      if (night.actions().get(i).auto()) {
        out.add(action(i));
      }
    }
    out.sort(Comparator.comparingInt(Action::submissionIndex));
    return out;
  }
}
