package org.nightres.lab.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Predicate;

/**
 * Shrinks a failing night file together with the roles it defines ({@code roles issue}, item 5):
 * a text for which a predicate (say "parses, and two engines disagree") still holds, with no
 * line that can be left out and no component of a definition that can be dropped. It works on
 * the text, so it shrinks definitions ({@code role}, {@code ability}, {@code passive}, {@code
 * trigger}, {@code status} lines and their {@code +}-joined effects) as well as players and
 * actions; whatever does not parse is simply not a candidate (the predicate says no).
 * Deterministic; stateless.
 */
public final class TextShrinker {
  private TextShrinker() {}

  /**
   * A 1-minimal version of {@code failing} (no line or run of lines can be removed, no modifier
   * or extra role of a player line, no effect of a definition dropped) for which {@code
   * stillFails} holds. Blank and comment lines are dropped first.
   *
   * @param failing a text (a night, a game, a rule set) for which {@code stillFails} holds
   * @param stillFails the property to keep; called once per candidate
   * @return the smallest text found, with a newline after each line
   * @throws IllegalArgumentException if {@code stillFails} does not hold for {@code failing}
   */
  public static String shrink(String failing, Predicate<String> stillFails) {
    Objects.requireNonNull(failing, "failing");
    Objects.requireNonNull(stillFails, "stillFails");
    if (!stillFails.test(failing)) {
      throw new IllegalArgumentException("the predicate does not hold for the text to shrink");
    }
    List<String> lines = new ArrayList<>();
    for (String line : failing.split("\n", -1)) {
      if (!line.isBlank() && !line.stripLeading().startsWith("#")) {
        lines.add(line);
      }
    }
    if (!stillFails.test(join(lines))) {
      lines = new ArrayList<>(List.of(failing.split("\n", -1)));
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      // drop runs of lines, long ones first (a modifier and its passive go together)
      for (int size = Integer.highestOneBit(Math.max(1, lines.size())); size >= 1; size /= 2) {
        for (int i = 0; i + size <= lines.size(); i++) {
          List<String> fewer = new ArrayList<>(lines.subList(0, i));
          fewer.addAll(lines.subList(i + size, lines.size()));
          if (stillFails.test(join(fewer))) {
            lines = fewer;
            i--;
            changed = true;
          }
        }
      }
      for (int i = 0; i < lines.size(); i++) { // drop a modifier or an extra role of a player
        String[] words = lines.get(i).trim().split("\\s+");
        if (!words[0].equals("player")) {
          continue;
        }
        for (int w = 4; w < words.length; w++) {
          List<String> kept = new ArrayList<>(List.of(words));
          kept.remove(w);
          List<String> simpler = new ArrayList<>(lines);
          simpler.set(i, String.join(" ", kept));
          if (stillFails.test(join(simpler))) {
            lines = simpler;
            words = kept.toArray(new String[0]);
            w--;
            changed = true;
          }
        }
      }
      for (int i = 0; i < lines.size(); i++) { // drop an effect of a definition
        List<String> effects = effects(lines.get(i));
        for (int k = 0; effects.size() > 3 && k < effects.size() - 2; k++) {
          String shorter = without(effects, k);
          List<String> simpler = new ArrayList<>(lines);
          simpler.set(i, shorter);
          if (stillFails.test(join(simpler))) {
            lines = simpler;
            effects = effects(shorter);
            k--;
            changed = true;
          }
        }
      }
    }
    return join(lines);
  }

  /**
   * A definition line cut at its top-level {@code " + "}: text, component, " + ", component,
   * ..., rest (the prefix keeps {@code "... = "}, the rest the limits and flags); a line
   * without two components gives a list of one.
   */
  private static List<String> effects(String line) {
    List<String> parts = new ArrayList<>();
    int eq = line.indexOf(" = ");
    if (eq < 0) {
      return List.of(line);
    }
    int depth = 0;
    boolean quoted = false;
    int start = eq + 3;
    parts.add(line.substring(0, start));
    int i = start;
    for (; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == '"') {
        quoted = !quoted;
      } else if (quoted) {
        continue;
      } else if (c == '(') {
        depth++;
      } else if (c == ')') {
        depth--;
        if (depth == 0) {
          parts.add(line.substring(start, i + 1));
          int next = i + 1;
          if (line.startsWith(" + ", next)) {
            i = next + 2;
            start = next + 3;
          } else {
            parts.add(line.substring(next));
            return parts.size() >= 4 ? parts : List.of(line);
          }
        }
      }
    }
    return List.of(line);
  }

  /** The line of {@code parts} without component {@code k} (0-based). */
  private static String without(List<String> parts, int k) {
    List<String> comps = new ArrayList<>(parts.subList(1, parts.size() - 1));
    comps.remove(k);
    return parts.get(0) + String.join(" + ", comps) + parts.get(parts.size() - 1);
  }

  private static String join(List<String> lines) {
    return String.join("\n", lines) + "\n";
  }
}
