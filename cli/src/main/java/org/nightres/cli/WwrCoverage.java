package org.nightres.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.Optional;
import org.nightres.core.NightResolver;
import org.nightres.core.NightResolvers;
import org.nightres.core.Scheme;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Role;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.format.WwrLine;

/**
 * {@code nightres roles --rules BOOK --coverage}: per role, each ability line of its WWR
 * definition understood ({@code ok}) or not ({@code --}, with the constructs not understood),
 * the constructs most often not understood, and last the line {@code understood: <U> of <N>
 * night ability lines (<P>%)} ({@code games.md} §7: a night ability line is one whose trigger is
 * a night timing or a night-relevant trigger).
 */
final class WwrCoverage {
  private WwrCoverage() {}

  /** How many of the most common unsupported constructs are listed. */
  static final int COMMON = 25;

  static void print(List<WwrLine> lines, PrintWriter out) {
    print(lines, Optional.empty(), out);
  }

  /**
   * As above; with the rule set the lines made, each role whose night lines are all understood
   * also resolves a night in which it acts ({@link #acts}), under every scheme.
   */
  static void print(List<WwrLine> lines, Optional<RoleCatalogue> rules, PrintWriter out) {
    Map<String, List<WwrLine>> byRole = new LinkedHashMap<>();
    for (WwrLine l : lines) {
      byRole.computeIfAbsent(l.role(), r -> new ArrayList<>()).add(l);
    }
    int n = 0;
    int u = 0;
    int whole = 0;
    int resolved = 0;
    Map<String, Integer> constructs = new TreeMap<>();
    for (Map.Entry<String, List<WwrLine>> e : byRole.entrySet()) {
      List<WwrLine> ls = e.getValue();
      int rn = 0;
      int ru = 0;
      for (WwrLine l : ls) {
        if (l.night()) {
          rn++;
          ru += l.understood() ? 1 : 0;
        }
      }
      n += rn;
      u += ru;
      String acting = "";
      if (rules.isPresent() && ru == rn && rn > 0) {
        Optional<Role> role = rules.get().role(e.getKey());
        Optional<String> problem = role.isEmpty() ? Optional.of("not in the rule set")
            : acts(rules.get(), role.get());
        whole++;
        resolved += problem.isEmpty() ? 1 : 0;
        acting = problem.map(p -> "; a night in which it acts does not resolve: " + p)
            .orElse("; resolves a night in which it acts");
      }
      out.println(e.getKey() + " (" + ls.get(0).file() + "): " + ru + " of " + rn
          + " night ability lines understood" + acting);
      for (WwrLine l : ls) {
        String mark = !l.night() ? "  " : l.understood() ? "ok" : "--";
        out.println("  " + mark + " " + l.line() + ": " + l.text());
        for (String c : l.unsupported()) {
          out.println("       unsupported: " + c);
          if (l.night()) {
            constructs.merge(kind(c), 1, Integer::sum);
          }
        }
        for (String c : l.ignored()) {
          out.println("       ignored (no night effect): " + c);
        }
      }
    }
    if (!constructs.isEmpty()) {
      out.println();
      out.println("most common unsupported constructs (in night ability lines):");
      constructs.entrySet().stream()
          .sorted((a, b) -> b.getValue() != a.getValue().intValue()
              ? Integer.compare(b.getValue(), a.getValue()) : a.getKey().compareTo(b.getKey()))
          .limit(COMMON)
          .forEach(c -> out.println(String.format(Locale.ROOT, "  %4d  %s", c.getValue(),
              c.getKey())));
    }
    if (rules.isPresent()) {
      out.println();
      out.println("roles whose night lines are all understood: " + whole + "; of them "
          + resolved + " resolve a night in which they act (every line of every ability, under "
          + "every scheme)");
    }
    out.println(String.format(Locale.ROOT, "understood: %d of %d night ability lines (%.1f%%)",
        u, n, n == 0 ? 100.0 : 100.0 * u / n));
  }

  /**
   * Resolves a night in which the role acts: players who all hold it, one line of each of its
   * abilities (and of its faction's) by a different player at the next ones, in the first night
   * in which every ability may be used; under every scheme. Empty when it resolves, else the
   * first problem.
   */
  static Optional<String> acts(RoleCatalogue rules, Role role) {
    String alignment = role.faction().orElse("townsfolk");
    List<Ability> abilities = new ArrayList<>(role.abilities());
    abilities.addAll(rules.factionAbilities(alignment));
    int players = Math.max(4, abilities.size() + 3);
    int night = 1;
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < players; i++) {
      sb.append("player P").append(i).append(' ').append(alignment).append(' ')
          .append(role.name()).append('\n');
    }
    for (Ability a : abilities) {
      night = Math.max(night, a.fromNight().orElse(1));
    }
    int tonight = night; // an ability of earlier nights only ([nights 1]) is left out
    abilities.removeIf(a -> !a.allowedOn(tonight));
    List<String> lines = new ArrayList<>();
    for (int i = 0; i < abilities.size(); i++) {
      Ability a = abilities.get(i);
      StringBuilder l = new StringBuilder("P" + i + " " + a.verb());
      int next = i + 1;
      for (String token : a.signature().split(" ")) {
        if (token.isEmpty()) {
          continue;
        }
        if (Ability.isPlayerParam(token)) {
          l.append(" P").append(next++ % players);
        } else if (Ability.isRoleParam(token)) {
          l.append(' ').append(role.name());
        } else {
          return Optional.of("a parameter " + token);
        }
      }
      lines.add(l.toString());
    }
    for (int k = 1; k <= night; k++) {
      sb.append("night ").append(k).append('\n');
      if (k == night) {
        lines.forEach(l -> sb.append(l).append('\n'));
      }
    }
    try {
      GameScript script = new NightParser(rules).parseGame("acts.night", sb.toString());
      if (!script.ok()) {
        return Optional.of(script.diagnostics().get(0).message());
      }
      for (Scheme s : NightResolvers.available()) {
        NightResolver resolver = NightResolvers.find(s).orElseThrow();
        GamePlay play = script.play(resolver);
        if (!play.ok()) {
          return Optional.of(s.id() + ": " + play.diagnostics().get(0).message());
        }
      }
    } catch (RuntimeException e) {
      return Optional.of("an exception: " + e);
    }
    return Optional.empty();
  }

  /** A construct without what is particular to its line: {@code condition '…'}, a selector. */
  static String kind(String construct) {
    String c = construct;
    if (c.startsWith("no translation: ")) {
      int as = c.indexOf(" (as `");
      return as > 0 ? c.substring(0, as) : c;
    }
    int q = c.indexOf(" '");
    if (c.startsWith("condition") || c.startsWith("restriction [Condition")
        || c.startsWith("restriction [Attribute")) {
      String what = c.startsWith("condition") ? "condition" : c.substring("restriction [".length(),
          c.indexOf(':')) + " restriction";
      return what + " " + about(c);
    }
    if (c.matches("(Learn|Know|Reveal|Announce|Evaluate) with a placeholder .*")) {
      return c.substring(0, c.indexOf(" with")) + " with a placeholder"
          + (c.contains("that is a fact") ? " that is a fact" : "");
    }
    if (c.startsWith("restriction") || c.startsWith("trigger filter")) {
      if (c.startsWith("restriction [")) {
        int colon = c.indexOf(':');
        return colon > 0 ? c.substring(0, colon) + ": …]" : c;
      }
      return q > 0 ? c.substring(0, q) : c;
    }
    return c;
  }

  /** What a condition is about, roughly: the stored target, a result, a counter … */
  private static String about(String c) {
    if (c.contains("Evaluate") || c.contains("Otherwise") || c.contains("@Result")) {
      return "(a Process/Evaluate result)";
    }
    if (c.contains("Choice")) {
      return "(a choice)";
    }
    if (c.contains("@Target")) {
      return "(on the stored @Target)";
    }
    if (c.contains("Counter") || c.contains("->Count")) {
      return "(on a counter)";
    }
    if (c.contains("$")) {
      return "(on a game variable)";
    }
    if (c.contains("has `") || c.contains("lacks `") || c.contains("Attr")) {
      return "(on an attribute)";
    }
    if (c.contains("exists")) {
      return "(on who is in the game)";
    }
    if (c.contains("->Alignment") || c.contains("->Role") || c.contains("->Category")) {
      return "(on a player's role or alignment)";
    }
    return "(other)";
  }
}
