package org.nightres.core.plan;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.stream.IntStream;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Modifier;
import org.nightres.core.model.Action;
import org.nightres.core.model.GameOptions;
import org.nightres.core.model.ModifierUse;
import org.nightres.core.model.Night;
import org.nightres.core.model.Player;

/**
 * A night prepared for a resolver: players as indices in declaration order, every submitted
 * action and every active passive as a {@link PlannedAction} with bound targets. The common
 * ground of all engines, built once per resolution. Immutable and thread-safe.
 *
 * <p>Order of {@link #actions()}: submitted actions by submission index, then passives by
 * player declaration order and modifier order. Engines that must not depend on submission order
 * must not depend on this order either, except to break ties their scheme defines.
 */
public final class NightPlan {
  private static final PlannedAction[] NONE = new PlannedAction[0];

  private final Night night;
  private final List<PlannedAction> actions;
  /** The actions grouped by actor, in plan order within a group; see {@link #firstBy}. */
  private final PlannedAction[] byActor;
  /** Actions of player {@code i} are {@code byActor[firstBy[i] .. firstBy[i + 1])}. */
  private final int[] firstBy;

  private NightPlan(Night night) {
    this.night = night;
    List<Player> players = night.players();
    List<Action> submitted = night.actions();
    long[] order = new long[submitted.size()];
    for (int i = 0; i < order.length; i++) {
      order[i] = (long) submitted.get(i).submissionIndex() << 32 | i;
    }
    Arrays.sort(order);
    List<PlannedAction> all = new ArrayList<>(order.length);
    for (long o : order) {
      int i = (int) o;
      int[] args = new int[submitted.get(i).targets().size()];
      for (int k = 0; k < args.length; k++) {
        args[k] = night.targetIndex(i, k);
      }
      all.add(new PlannedAction(all.size(), players, night.actorIndex(i), night.abilityOf(i),
          args, submitted.get(i), null));
    }
    Map<Modifier, Ability> passives = new HashMap<>();
    for (int i = 0; i < players.size(); i++) {
      List<ModifierUse> modifiers = players.get(i).modifiers();
      for (int m = 0; m < modifiers.size(); m++) {
        ModifierUse use = modifiers.get(m);
        if (use.modifier().components().isEmpty() || !use.active()) {
          continue;
        }
        Ability passive = passives.computeIfAbsent(use.modifier(), NightPlan::passiveAbility);
        all.add(new PlannedAction(all.size(), players, i, passive, new int[0], null, use));
      }
    }
    this.actions = Collections.unmodifiableList(all);
    int[] first = new int[players.size() + 1];
    for (PlannedAction a : all) {
      first[a.actor() + 1]++;
    }
    for (int i = 0; i < players.size(); i++) {
      first[i + 1] += first[i];
    }
    PlannedAction[] grouped = all.isEmpty() ? NONE : new PlannedAction[all.size()];
    int[] fill = Arrays.copyOf(first, players.size());
    for (PlannedAction a : all) {
      grouped[fill[a.actor()]++] = a;
    }
    this.byActor = grouped;
    this.firstBy = first;
  }

  /** A modifier's passive components as an unblockable, untrackable, unmovable ability. */
  private static Ability passiveAbility(Modifier modifier) {
    return Ability.builder().verb("passive").signature("")
        .addAllComponents(modifier.components())
        .blockable(false).trackable(false).redirectable(false)
        .description(modifier.description()).build();
  }

  /** Plans a night. */
  public static NightPlan of(Night night) {
    return new NightPlan(night);
  }

  public Night night() {
    return night;
  }

  public GameOptions options() {
    return night.options();
  }

  public int playerCount() {
    return night.players().size();
  }

  public Player player(int index) {
    return night.players().get(index);
  }

  /** The name of player {@code index}, as declared. */
  public String name(int index) {
    return night.players().get(index).name();
  }

  /** Every planned action: submitted ones in submission order, then passives. */
  public List<PlannedAction> actions() {
    return actions;
  }

  /** The actions whose actor is player {@code index}, in plan order. */
  public List<PlannedAction> actionsBy(int index) {
    int from = firstBy[index];
    int to = firstBy[index + 1];
    return from == to ? List.of()
        : Collections.unmodifiableList(Arrays.asList(byActor).subList(from, to));
  }

  /** Names of the set players in declaration order joined by {@code ", "}; empty string if none. */
  public String joinNames(BitSet players) {
    return joinNames(players.stream());
  }

  /**
   * Names of the given players in declaration order, each once, joined by {@code ", "}; empty
   * string if none. Costs in proportion to the players given, not to the night's size.
   */
  public String joinNames(IntStream players) {
    StringJoiner j = new StringJoiner(", ");
    players.sorted().distinct().forEach(i -> j.add(name(i)));
    return j.toString();
  }
}
