package org.nightres.core.plan;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.nightres.core.component.Component;
import org.nightres.core.component.PlayerFilter;

/**
 * The triggers on another player's death armed in a night ({@link
 * Component.Event#ON_ANY_DEATH}), found by the dead, the same way in every engine: one about one
 * player ({@code death(stored(k))}) under that player; one on the players a filter passes, a
 * filter that does not read its holder ({@code death(attr:k)}, {@code death(!align:town)}), under
 * its filter, which a death tests once for every trigger that holds it; the others ({@code
 * death(all)}, a filter that reads its holder) for every death. A death reads the triggers it may
 * set off, not every such trigger of the night: a night of many Lovers, or of many holders of one
 * filter, stays linear. It gives candidates: {@link NightPlan#deathSetsOff} decides.
 *
 * <p>Not thread-safe: one per resolution.
 *
 * @param <T> what an engine keeps of an armed trigger
 */
public final class DeathWatch<T> {
  private record Entry<T>(int seq, T value) {}

  private int added;
  private final List<Entry<T>> everyDeath = new ArrayList<>(0);
  private final Map<Integer, List<Entry<T>>> about = new HashMap<>(0);
  /** By filter, in the order first added: a death tests them in a fixed order. */
  private final Map<PlayerFilter, List<Entry<T>>> byFilter = new LinkedHashMap<>(0);

  /** An empty watch. */
  public DeathWatch() {}

  /**
   * Adds {@code value}, armed trigger {@code trigger}, after those added before.
   *
   * @param value what the engine keeps of it
   * @param trigger the trigger, of {@link Component.Event#ON_ANY_DEATH}
   * @param watched for a trigger about one player ({@link Component.Trigger#aboutOne()}), that
   *     player as bound (-1: nobody, and no death sets it off); ignored for the others
   */
  public void add(T value, Component.Trigger trigger, int watched) {
    Entry<T> e = new Entry<>(added++, value);
    PlayerFilter filter = trigger.aboutFilter().orElse(null);
    if (trigger.aboutOne()) {
      if (watched >= 0) {
        about.computeIfAbsent(watched, w -> new ArrayList<>(1)).add(e);
      }
    } else if (filter != null && !filter.kind().readsHolder()) {
      byFilter.computeIfAbsent(filter, f -> new ArrayList<>()).add(e);
    } else {
      everyDeath.add(e);
    }
  }

  /**
   * {@return the triggers that the death of {@code dead} may set off, in the order added}
   *
   * @param dead the dead player
   * @param passes whether the dead passes a filter, as he is at the start of the night (as
   *     {@link NightPlan#deathSetsOff} reads him)
   */
  public List<T> candidates(int dead, Predicate<PlayerFilter> passes) {
    List<List<Entry<T>>> runs = new ArrayList<>(2);
    if (!everyDeath.isEmpty()) {
      runs.add(everyDeath);
    }
    List<Entry<T>> his = about.get(dead);
    if (his != null) {
      runs.add(his);
    }
    byFilter.forEach((f, held) -> {
      if (passes.test(f)) {
        runs.add(held);
      }
    });
    List<Entry<T>> all = runs.size() == 1 ? runs.get(0) : new ArrayList<>();
    if (runs.size() > 1) {
      runs.forEach(all::addAll);
      all.sort(Comparator.comparingInt(Entry::seq)); // each run ascends: merged runs
    }
    List<T> out = new ArrayList<>(all.size());
    for (Entry<T> e : all) {
      out.add(e.value());
    }
    return out;
  }
}
