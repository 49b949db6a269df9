package org.nightres.lab.generate;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Modifier;
import org.nightres.core.component.Role;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.component.Trait;
import org.nightres.core.format.NightWriter;
import org.nightres.core.format.RuleSets;
import org.nightres.core.model.Action;
import org.nightres.core.model.GameOption;
import org.nightres.core.model.GameOptions;
import org.nightres.core.model.ModifierUse;
import org.nightres.core.model.Night;
import org.nightres.core.model.Player;

/**
 * An independent checker of every rule of {@code night-format.md} that a generator (or a
 * shrinker) could break, written from the spec and not from the main code, plus the extra
 * hygiene the generator promises (distinct targets in one action, contiguous submission
 * indexes, no modifier twice on one player). Test scope only.
 */
final class NightValidity {
  private static final Pattern NAME = Pattern.compile("\\p{L}[\\p{L}0-9_'-]*");
  private static final Pattern ALIGNMENT = Pattern.compile("[a-z][a-z0-9_-]*");
  private static final Set<String> RESERVED = Set.of("player", "scheme", "option");
  private static final RoleCatalogue CATALOGUE = RuleSets.standard();

  private NightValidity() {}

  static void assertValid(Night night) {
    List<String> v = violations(night);
    if (!v.isEmpty()) {
      fail(v.size() + " rule violation(s), first: " + v.subList(0, Math.min(5, v.size()))
          + "\n" + (night.players().size() <= 60 ? NightWriter.write(night) : ""));
    }
  }

  static List<String> violations(Night night) {
    List<String> out = new ArrayList<>();
    GameOptions o = night.options();
    Map<String, Player> byName = new HashMap<>();

    // players: names, alignments, roles, modifiers
    for (Player p : night.players()) {
      String key = p.name().toLowerCase(Locale.ROOT);
      if (!NAME.matcher(p.name()).matches()) {
        out.add("bad name " + p.name());
      }
      if (RESERVED.contains(key)) {
        out.add("reserved word as a name: " + p.name());
      }
      if (byName.put(key, p) != null) {
        out.add("player declared twice: " + p.name());
      }
      if (!ALIGNMENT.matcher(p.alignment()).matches()) {
        out.add("bad alignment " + p.alignment());
      }
      if (p.roles().isEmpty()) {
        out.add(p.name() + " has no role");
      }
      for (Role r : p.roles()) {
        if (!CATALOGUE.role(r.name()).map(r::equals).orElse(false)) {
          out.add(p.name() + ": role not in the catalogue: " + r.name());
        }
      }
      if (new HashSet<>(p.roles()).size() != p.roles().size()) {
        out.add(p.name() + ": a role twice");
      }
      Set<Modifier> seen = new HashSet<>();
      for (ModifierUse m : p.modifiers()) {
        if (!CATALOGUE.modifier(m.modifier().name()).map(m.modifier()::equals).orElse(false)) {
          out.add(p.name() + ": modifier not in the catalogue: " + m);
        }
        if (m.uses().isPresent() && !m.modifier().countable()) {
          out.add(p.name() + ": use count on " + m);
        }
        if (!seen.add(m.modifier())) {
          out.add(p.name() + ": modifier twice: " + m.modifier().name());
        }
      }
      // faction abilities exactly those of the alignment (what a parser would give)
      if (!p.factionAbilities().equals(CATALOGUE.factionAbilities(p.alignment()))) {
        out.add(p.name() + ": faction abilities do not match alignment " + p.alignment());
      }
    }

    // options: every written value accepted
    for (String line : NightWriter.optionLines(o)) {
      String[] parts = line.split(" ");
      GameOption opt = GameOption.fromKey(parts[1]).orElse(null);
      if (opt == null || !opt.accepts(parts[2])) {
        out.add("bad option line: " + line);
      }
    }
    if (o.factionalKills() < 1) {
      out.add("factional-kills below 1");
    }

    // actions
    int perAbility = o.usesPerAbility().orElse(Integer.MAX_VALUE);
    int perPlayer = o.actionsPerPlayer().orElse(Integer.MAX_VALUE);
    Map<String, Integer> uses = new HashMap<>();
    Map<String, Integer> actions = new HashMap<>();
    Map<String, Integer> factionKills = new HashMap<>();
    Set<Integer> indexes = new HashSet<>();
    for (Action a : night.actions()) {
      if (!indexes.add(a.submissionIndex())) {
        out.add(a + ": submission index twice");
      }
      if (a.submissionIndex() >= night.actions().size()) {
        out.add(a + ": submission indexes not 0..m-1");
      }
      Player actor = byName.get(a.actor().toLowerCase(Locale.ROOT));
      if (actor == null) {
        out.add(a + ": unknown actor");
        continue;
      }
      String verb = a.verb();
      Ability ability = granted(actor, verb, out, a);
      if (ability == null) {
        continue;
      }
      long params = ability.signatureTokens().stream().filter(t -> t.matches("[A-Z]")).count();
      if (params != a.targets().size()) {
        out.add(a + ": " + params + " arguments expected");
      }
      Set<String> distinct = new HashSet<>();
      for (String t : a.targets()) {
        String tk = t.toLowerCase(Locale.ROOT);
        if (!byName.containsKey(tk)) {
          out.add(a + ": unknown target " + t);
        }
        if (!o.selfTargetAllowed() && tk.equals(actor.name().toLowerCase(Locale.ROOT))) {
          out.add(a + ": written self-target while self-target is forbidden");
        }
        if (!distinct.add(tk)) {
          out.add(a + ": the same target twice in one action");
        }
      }
      String pk = actor.name().toLowerCase(Locale.ROOT);
      if (uses.merge(pk + "/" + verb, 1, Integer::sum) > perAbility) {
        out.add(a + ": uses-per-ability " + perAbility + " exceeded");
      }
      if (actions.merge(pk, 1, Integer::sum) > perPlayer) {
        out.add(a + ": actions-per-player " + perPlayer + " exceeded");
      }
      if (verb.equals("mafiakill")
          && factionKills.merge(actor.alignment(), 1, Integer::sum) > o.factionalKills()) {
        out.add(a + ": factional-kills " + o.factionalKills() + " exceeded for "
            + actor.alignment());
      }
    }
    return out;
  }

  /** The ability the spec's verb table allows this actor to use, or null (and a violation). */
  private static Ability granted(Player actor, String verb, List<String> out, Action a) {
    switch (verb) {
      case "mafiakill" -> {
        if (!actor.alignment().equals("mafia")) {
          out.add(a + ": mafiakill by " + actor.alignment());
          return null;
        }
        return CATALOGUE.factionAbilities("mafia").get(0);
      }
      case "strongkill" -> {
        boolean role = actor.roles().stream().anyMatch(r -> r.name().equals("Strongman"));
        boolean killerWithModifier = actor.has(Trait.STRONG_KILLS)
            && actor.abilities().stream().anyMatch(Ability::kills);
        if (!role && !killerWithModifier) {
          out.add(a + ": strongkill by a non-Strongman");
          return null;
        }
        return actor.ability(verb).orElse(null);
      }
      default -> {
        for (Role r : actor.roles()) {
          if (r.ability(verb).isPresent()) {
            return r.ability(verb).get();
          }
        }
        out.add(a + ": verb not granted by " + actor.roles());
        return null;
      }
    }
  }

  // ---- the text -------------------------------------------------------------------------

  private static final Pattern COMMENT = Pattern.compile("#( .*)?");
  private static final Pattern SCHEME = Pattern.compile("scheme (rar|snarf|nar)");
  private static final Pattern OPTION = Pattern.compile("option ([a-z.-]+) ([a-z0-9-]+)");
  private static final Pattern PLAYER = Pattern.compile(
      "player [A-Za-z][A-Za-z0-9_'-]* +[a-z][a-z0-9_-]* +[A-Z][A-Za-z0-9]*(\\+[A-Z][A-Za-z0-9]*)*"
          + "( [A-Z][A-Za-z0-9]*(\\([0-9]+\\))?)*");
  private static final Pattern ACTION = Pattern.compile(
      "[A-Za-z][A-Za-z0-9_'-]* [a-z][a-z0-9-]*( [A-Za-z][A-Za-z0-9_'-]*)*( \\[[0-9]+\\])?");

  /**
   * Lexical lint of writer output: {@code \n} only, a final newline, every line one statement
   * shape of night-format.md in the canonical block order, every option value accepted.
   */
  static void assertWellFormed(String text) {
    if (text.contains("\r")) {
      fail("carriage return in output");
    }
    if (!text.isEmpty() && !text.endsWith("\n")) {
      fail("no final newline");
    }
    int block = 0; // 0 header, 1 settings, 2 players, 3 actions
    for (String line : text.split("\n", -1)) {
      if (line.isEmpty()) {
        continue;
      }
      int kind;
      if (COMMENT.matcher(line).matches()) {
        kind = 0;
      } else if (SCHEME.matcher(line).matches()) {
        kind = 1;
      } else if (OPTION.matcher(line).matches()) {
        var m = OPTION.matcher(line);
        m.matches();
        GameOption opt = GameOption.fromKey(m.group(1)).orElse(null);
        if (opt == null || !opt.accepts(m.group(2))) {
          fail("option not accepted: " + line);
        }
        kind = 1;
      } else if (PLAYER.matcher(line).matches()) {
        kind = 2;
      } else if (ACTION.matcher(line).matches()) {
        kind = 3;
      } else {
        fail("not a statement: '" + line + "'");
        return;
      }
      if (kind < block) {
        fail("statement out of canonical order: " + line);
      }
      block = kind;
    }
  }
}
