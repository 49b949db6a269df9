package org.nightres.core.generate;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Trait;
import org.nightres.core.model.Action;
import org.nightres.core.model.GameOptions;
import org.nightres.core.model.Night;
import org.nightres.core.model.Player;

/**
 * The rules of {@code night-format.md} that a {@link Night} value can still break after its own
 * structural checks: written self-targets, {@code mafiakill} outside {@code mafia},
 * {@code strongkill} without a Strongman, {@code uses-per-ability}, {@code actions-per-player},
 * {@code factional-kills}, and keyword names. The shrinker keeps valid nights valid with it.
 * Internal: the parser reports the same rules with line and column.
 */
final class NightRules {
  private static final Set<String> RESERVED = Set.of("player", "scheme", "option");

  private NightRules() {}

  static boolean valid(Night night) {
    return violations(night).isEmpty();
  }

  /** Every broken rule, in a fixed order (players, then actions in submission order). */
  static List<String> violations(Night night) {
    List<String> out = new ArrayList<>();
    Map<String, Player> byName = new HashMap<>();
    for (Player p : night.players()) {
      byName.put(key(p.name()), p);
      if (RESERVED.contains(key(p.name()))) {
        out.add("player name '" + p.name() + "' is a keyword");
      }
    }
    GameOptions o = night.options();
    int perAbility = o.usesPerAbility().orElse(Integer.MAX_VALUE);
    int perPlayer = o.actionsPerPlayer().orElse(Integer.MAX_VALUE);
    Map<String, Integer> abilityUses = new HashMap<>();
    Map<String, Integer> playerActions = new HashMap<>();
    Map<String, Integer> factionKills = new HashMap<>();
    List<Action> actions = new ArrayList<>(night.actions());
    actions.sort((a, b) -> Integer.compare(a.submissionIndex(), b.submissionIndex()));
    for (Action a : actions) {
      Player actor = byName.get(key(a.actor()));
      Ability ability = actor.ability(a.verb()).orElseThrow();
      if (!o.selfTargetAllowed()) {
        for (String t : a.targets()) {
          if (key(t).equals(key(actor.name()))) {
            out.add(a + ": self-target while self-target is forbidden");
          }
        }
      }
      String verb = ability.verb();
      if (verb.equals("mafiakill") && !actor.alignment().equals("mafia")) {
        out.add(a + ": mafiakill by a player who is not mafia");
      }
      if (verb.equals("strongkill") && !strongman(actor)) {
        out.add(a + ": strongkill by a player who is not a Strongman");
      }
      if (abilityUses.merge(key(actor.name()) + " " + verb, 1, Integer::sum) == perAbility + 1) {
        out.add(a + ": " + actor.name() + " uses " + verb + " more than " + perAbility + " time(s)");
      }
      if (playerActions.merge(key(actor.name()), 1, Integer::sum) == perPlayer + 1) {
        out.add(a + ": " + actor.name() + " submits more than " + perPlayer + " action(s)");
      }
      if (ability.tags().contains("factionkill")
          && factionKills.merge(actor.alignment(), 1, Integer::sum) == o.factionalKills() + 1) {
        out.add(a + ": more than " + o.factionalKills() + " factional kill(s) for "
            + actor.alignment());
      }
    }
    return out;
  }

  /** The Strongman role (a role granting {@code strongkill}) or a killer with the modifier. */
  static boolean strongman(Player p) {
    boolean role = p.roles().stream().anyMatch(r -> r.ability("strongkill").isPresent());
    boolean killer = p.abilities().stream()
        .anyMatch(a -> a.kills() && !a.verb().equals("strongkill"));
    return role || (p.has(Trait.STRONG_KILLS) && killer);
  }

  private static String key(String name) {
    return name.toLowerCase(Locale.ROOT);
  }
}
