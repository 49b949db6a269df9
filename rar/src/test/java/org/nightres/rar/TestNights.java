package org.nightres.rar;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import org.nightres.core.component.Modifier;
import org.nightres.core.component.Role;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.model.Action;
import org.nightres.core.model.GameOption;
import org.nightres.core.model.GameOptions;
import org.nightres.core.model.ImmutableNight;
import org.nightres.core.model.ModifierUse;
import org.nightres.core.model.Night;
import org.nightres.core.model.Player;

/**
 * Builds nights for tests from lines shaped like a {@code .night} file, until the project's
 * parser lands on main: {@code player V town Vigilante}, {@code option doctor-stops one},
 * {@code V kill A}, {@code Rd redirect B to C}. Only what tests need: no comments, no
 * diagnostics, no order overrides.
 */
final class TestNights {
  private TestNights() {}

  static Night of(String... lines) {
    return of(RoleCatalogue.standard(), lines);
  }

  static Night of(RoleCatalogue catalogue, String... lines) {
    List<Player> players = new ArrayList<>();
    List<Action> actions = new ArrayList<>();
    GameOptions options = GameOptions.defaults();
    for (String raw : lines) {
      String line = raw.strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      String[] t = line.split("\\s+");
      switch (t[0].toLowerCase(Locale.ROOT)) {
        case "player" -> players.add(player(catalogue, t[1], t[2], t[3],
            Arrays.copyOfRange(t, 4, t.length)));
        case "option" -> options = GameOption.fromKey(t[1]).orElseThrow().apply(options, t[2]);
        default -> actions.add(action(t, actions.size()));
      }
    }
    return ImmutableNight.builder().players(players).actions(actions).options(options).build();
  }

  static Player player(RoleCatalogue catalogue, String name, String alignment, String roles,
      String... modifiers) {
    var b = Player.builder().name(name).alignment(alignment.toLowerCase(Locale.ROOT));
    for (String r : roles.split("\\+")) {
      Role role = catalogue.role(r).orElseThrow(() -> new IllegalArgumentException("role " + r));
      b.addRoles(role);
    }
    for (String m : modifiers) {
      int open = m.indexOf('(');
      String mname = open < 0 ? m : m.substring(0, open);
      Modifier mod = catalogue.modifier(mname).orElseThrow(
          () -> new IllegalArgumentException("modifier " + m));
      OptionalInt uses = open < 0 ? OptionalInt.empty()
          : OptionalInt.of(Integer.parseInt(m.substring(open + 1, m.length() - 1)));
      b.addModifiers(ModifierUse.of(mod, uses));
    }
    b.factionAbilities(catalogue.factionAbilities(alignment));
    return b.build();
  }

  static Action action(String[] t, int index) {
    List<String> targets = new ArrayList<>();
    for (int i = 2; i < t.length; i++) {
      if (!t[i].equalsIgnoreCase("to")) {
        targets.add(t[i]);
      }
    }
    return Action.builder().actor(t[0]).verb(t[1].toLowerCase(Locale.ROOT)).targets(targets)
        .submissionIndex(index).build();
  }
}
