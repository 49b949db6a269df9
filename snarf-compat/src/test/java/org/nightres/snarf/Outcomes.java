package org.nightres.snarf;

import org.nightres.core.testing.NightText;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.ExplanationNode;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Outcome;

/** Assertions on outcomes, in the terms of the conformance corpus README. */
final class Outcomes {
  private static final SnarfResolver SNARF = new SnarfResolver();

  private Outcomes() {}

  static Outcome resolve(Night night) {
    return SNARF.resolve(night);
  }

  static Outcome resolve(String... lines) {
    return SNARF.resolve(NightText.parse(lines));
  }

  /** Exactly these players die (as a set). */
  static void assertDeaths(Outcome o, String... names) {
    assertEquals(new TreeSet<>(List.of(names)), new TreeSet<>(o.deaths()), () -> "deaths\n" + explain(o));
  }

  /** Exactly these players are recruited (as a set). */
  static void assertRecruited(Outcome o, String... names) {
    assertEquals(new TreeSet<>(List.of(names)), new TreeSet<>(o.recruited()), () -> "recruited\n" + explain(o));
  }

  /** Some feedback entry for {@code player} has exactly {@code result}. */
  static void assertResult(Outcome o, String player, String result) {
    List<String> seen = new ArrayList<>();
    for (Feedback f : o.feedback()) {
      if (f.player().equalsIgnoreCase(player)) {
        if (f.result().equals(result)) {
          return;
        }
        seen.add(f.result());
      }
    }
    fail(player + " should get '" + result + "' but got " + seen + "\n" + explain(o));
  }

  /** Every expectation of one corpus case. */
  static void assertCase(Outcome o, Set<String> deaths, Map<String, String> results, Set<String> recruited) {
    assertEquals(new TreeSet<>(deaths), new TreeSet<>(o.deaths()), () -> "deaths\n" + explain(o));
    results.forEach((p, r) -> assertResult(o, p, r));
    if (recruited != null) {
      assertEquals(new TreeSet<>(recruited), new TreeSet<>(o.recruited()), () -> "recruited\n" + explain(o));
    }
  }

  /** Feedback as sorted {@code player|ability|target|result} lines. */
  static List<String> sortedFeedback(Outcome o) {
    List<String> lines = new ArrayList<>();
    for (Feedback f : o.feedback()) {
      lines.add(f.player() + "|" + f.ability() + "|" + f.target() + "|" + f.result());
    }
    Collections.sort(lines);
    return lines;
  }

  /** Every line of the explanation, depth-first, indented by two spaces per level. */
  static List<String> explanationLines(Outcome o) {
    List<String> lines = new ArrayList<>();
    o.explanation().forEach(n -> walk(n, "", lines));
    return lines;
  }

  static String explain(Outcome o) {
    return String.join("\n", explanationLines(o));
  }

  private static void walk(ExplanationNode n, String indent, List<String> lines) {
    lines.add(indent + n.text());
    n.children().forEach(c -> walk(c, indent + "  ", lines));
  }
}
