package org.nightres.snarf;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Modifier;
import org.nightres.core.component.Role;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.model.Action;
import org.nightres.core.model.GameOption;
import org.nightres.core.model.GameOptions;
import org.nightres.core.model.ImmutableAction;
import org.nightres.core.model.ModifierUse;
import org.nightres.core.model.Night;
import org.nightres.core.model.Player;

/**
 * Builds test nights from {@link Player} and {@link Action} builders and a {@link RoleCatalogue},
 * until the project's {@code NightParser} is available on this branch. For readability the
 * statements are written like {@code .night} lines ({@code player X town Cop+Vigilante PGO},
 * {@code option doctor-stops one}, {@code H hide Y [40]}); this is a test convenience with no
 * error reporting beyond exceptions, not a parser.
 */
final class TestNights {
  private static final Pattern MODIFIER = Pattern.compile("([A-Za-z]+)(?:\\((\\d+)\\))?");
  private static final Pattern ORDER = Pattern.compile("\\[(-?\\d+)\\]");

  private TestNights() {}

  /** A night of the standard catalogue. */
  static Night night(String... lines) {
    return night(RoleCatalogue.standard(), lines);
  }

  /** A night of {@code catalogue}; one statement per line, {@code #} comments ignored. */
  static Night night(RoleCatalogue catalogue, String... lines) {
    List<Player> players = new ArrayList<>();
    List<Action> actions = new ArrayList<>();
    GameOptions options = GameOptions.defaults();
    for (String raw : lines) {
      String line = raw.replaceAll("#.*", "").trim();
      if (line.isEmpty()) {
        continue;
      }
      String[] t = line.split("\\s+");
      switch (t[0].toLowerCase(Locale.ROOT)) {
        case "scheme":
          break;
        case "option":
          GameOption option = GameOption.fromKey(t[1]).orElseThrow(() -> new IllegalArgumentException(t[1]));
          options = option.apply(options, t[2]);
          break;
        case "player":
          players.add(player(catalogue, t));
          break;
        default:
          actions.add(action(players, t, actions.size()));
      }
    }
    return Night.builder().players(players).actions(actions).options(options).build();
  }

  private static Player player(RoleCatalogue catalogue, String[] t) {
    String alignment = t[2].toLowerCase(Locale.ROOT);
    List<Role> roles = new ArrayList<>();
    for (String r : t[3].split("\\+")) {
      roles.add(catalogue.role(r).orElseThrow(() -> new IllegalArgumentException("no role " + r)));
    }
    List<ModifierUse> modifiers = new ArrayList<>();
    for (int i = 4; i < t.length; i++) {
      Matcher m = MODIFIER.matcher(t[i]);
      if (!m.matches()) {
        throw new IllegalArgumentException("bad modifier " + t[i]);
      }
      Modifier mod = catalogue.modifier(m.group(1))
          .orElseThrow(() -> new IllegalArgumentException("no modifier " + m.group(1)));
      OptionalInt uses = m.group(2) == null ? OptionalInt.empty() : OptionalInt.of(Integer.parseInt(m.group(2)));
      modifiers.add(ModifierUse.of(mod, uses));
    }
    return Player.builder().name(t[1]).alignment(alignment).roles(roles).modifiers(modifiers)
        .factionAbilities(catalogue.factionAbilities(alignment)).build();
  }

  private static Action action(List<Player> players, String[] t, int index) {
    Player actor = players.stream().filter(p -> p.name().equalsIgnoreCase(t[0])).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no player " + t[0]));
    Ability ability = actor.ability(t[1])
        .orElseThrow(() -> new IllegalArgumentException(t[0] + " cannot " + t[1]));
    ImmutableAction.Builder b = Action.builder().actor(actor.name())
        .verb(ability.verb()).submissionIndex(index);
    int next = 2;
    for (String token : ability.signatureTokens()) {
      if (token.length() == 1 && Character.isUpperCase(token.charAt(0))) {
        b.addTargets(t[next]);
      } else if (!t[next].equalsIgnoreCase(token)) {
        throw new IllegalArgumentException("expected '" + token + "' in " + String.join(" ", t));
      }
      next++;
    }
    if (next < t.length) {
      Matcher m = ORDER.matcher(t[next]);
      if (!m.matches() || next + 1 != t.length) {
        throw new IllegalArgumentException("trailing text in " + String.join(" ", t));
      }
      b.orderOverride(Integer.parseInt(m.group(1)));
    }
    return b.build();
  }

  /** The night with players and actions shuffled by {@code seed}, submission indexes renumbered. */
  static Night shuffle(Night night, long seed) {
    Random random = new Random(seed);
    List<Player> players = new ArrayList<>(night.players());
    Collections.shuffle(players, random);
    List<Action> actions = new ArrayList<>(night.actions());
    Collections.shuffle(actions, random);
    List<Action> renumbered = new ArrayList<>();
    for (int i = 0; i < actions.size(); i++) {
      renumbered.add(ImmutableAction.copyOf(actions.get(i)).withSubmissionIndex(i));
    }
    return Night.builder().from(night).players(players).actions(renumbered).build();
  }
}
