package org.nightres.core.plan;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.StringJoiner;
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
  private final Night night;
  private final List<PlannedAction> actions;
  private final List<List<PlannedAction>> byActor;

  private NightPlan(Night night) {
    this.night = night;
    List<PlannedAction> all = new ArrayList<>();
    List<Action> submitted = new ArrayList<>(night.actions());
    submitted.sort((a, b) -> Integer.compare(a.submissionIndex(), b.submissionIndex()));
    Map<String, Integer> exact = new HashMap<>();
    for (int i = night.players().size() - 1; i >= 0; i--) {
      exact.put(night.players().get(i).name(), i);
    }
    for (Action a : submitted) {
      int actor = index(night, exact, a.actor());
      Player p = night.players().get(actor);
      Ability ability = p.ability(a.verb()).orElseThrow();
      List<Integer> args = new ArrayList<>(a.targets().size());
      a.targets().forEach(t -> args.add(index(night, exact, t)));
      all.add(new PlannedAction(all.size(), p, actor, ability, args, Optional.of(a),
          Optional.empty(), () -> describe(night, p, ability, args)));
    }
    Map<Modifier, Ability> passives = new HashMap<>();
    for (int i = 0; i < night.players().size(); i++) {
      Player p = night.players().get(i);
      for (ModifierUse m : p.modifiers()) {
        if (m.modifier().components().isEmpty() || !m.active()) {
          continue;
        }
        Ability passive = passives.computeIfAbsent(m.modifier(), NightPlan::passiveAbility);
        all.add(new PlannedAction(all.size(), p, i, passive, List.of(), Optional.empty(),
            Optional.of(m), () -> p.name() + "'s " + m));
      }
    }
    this.actions = Collections.unmodifiableList(all);
    List<List<PlannedAction>> by = new ArrayList<>();
    for (int i = 0; i < night.players().size(); i++) {
      by.add(new ArrayList<>());
    }
    all.forEach(a -> by.get(a.actor()).add(a));
    List<List<PlannedAction>> frozen = new ArrayList<>();
    by.forEach(l -> frozen.add(List.copyOf(l)));
    this.byActor = Collections.unmodifiableList(frozen);
  }

  /** A player's index: names are usually spelled as declared; other spellings go the long way. */
  private static int index(Night night, Map<String, Integer> exact, String name) {
    Integer i = exact.get(name);
    return i != null ? i : night.indexOf(name);
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
    return byActor.get(index);
  }

  /** Names of the set players in declaration order joined by {@code ", "}; empty string if none. */
  public String joinNames(BitSet players) {
    StringJoiner j = new StringJoiner(", ");
    players.stream().forEach(i -> j.add(name(i)));
    return j.toString();
  }

  private static String describe(Night night, Player actor, Ability ability, List<Integer> args) {
    StringBuilder sb = new StringBuilder(actor.name()).append(' ').append(ability.verb());
    int next = 0;
    for (String token : ability.signatureTokens()) {
      sb.append(' ');
      if (token.length() == 1 && Character.isUpperCase(token.charAt(0))) {
        sb.append(night.players().get(args.get(next++)).name());
      } else {
        sb.append(token);
      }
    }
    return sb.toString();
  }
}
