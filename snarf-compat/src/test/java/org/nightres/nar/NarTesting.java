package org.nightres.nar;

import java.util.ArrayList;
import java.util.List;
import org.nightres.core.format.NightParser;
import org.nightres.core.format.ParseResult;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.ExplanationNode;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Outcome;

/** Helpers for NAR tests: nights from {@code .night} text, and reading outcomes. */
final class NarTesting {
  static final NarResolver RESOLVER = new NarResolver();

  private NarTesting() {}

  /** The night written in {@code .night} syntax; fails the test on a diagnostic. */
  static Night night(String text) {
    return night(NightParser.standard(), text);
  }

  static Night night(NightParser parser, String text) {
    ParseResult r = parser.parse("test.night", text);
    return r.night().orElseThrow(() -> new AssertionError(r.renderDiagnostics()));
  }

  /** Resolves a night written in {@code .night} syntax under NAR. */
  static Outcome resolve(String text) {
    return RESOLVER.resolve(night(text));
  }

  /** The one result {@code player} receives. */
  static String result(Outcome o, String player) {
    List<String> found = new ArrayList<>();
    for (Feedback f : o.feedback()) {
      if (f.player().equals(player)) {
        found.add(f.result());
      }
    }
    if (found.size() != 1) {
      throw new AssertionError(player + " received " + found + " in " + o.feedback());
    }
    return found.get(0);
  }

  /** The step headings of the explanation (numbered nodes), in order. */
  static List<String> steps(Outcome o) {
    List<String> out = new ArrayList<>();
    for (ExplanationNode n : o.explanation()) {
      if (n.text().matches("\\d+\\. .*")) {
        out.add(n.text());
      }
    }
    return out;
  }

  /** The actions in the order they resolved (steps that only add triggered actions left out). */
  static List<String> order(Outcome o) {
    List<String> out = new ArrayList<>();
    for (String s : steps(o)) {
      if (!s.endsWith("before it resolves:")) {
        out.add(s.substring(s.indexOf(". ") + 2, s.indexOf(" [")));
      }
    }
    return out;
  }

  /** The heading of the step that resolved {@code action}. */
  static String stepOf(Outcome o, String action) {
    for (String s : steps(o)) {
      if (!s.endsWith("before it resolves:") && s.substring(s.indexOf(". ") + 2).startsWith(action + " [")) {
        return s;
      }
    }
    throw new AssertionError(action + " never resolved: " + steps(o));
  }

  /** The children of the step that resolved {@code action}. */
  static List<String> effectsOf(Outcome o, String action) {
    String heading = stepOf(o, action);
    List<String> out = new ArrayList<>();
    for (ExplanationNode n : o.explanation()) {
      if (n.text().equals(heading)) {
        flatten(n.children(), out);
      }
    }
    return out;
  }

  private static void flatten(List<ExplanationNode> nodes, List<String> out) {
    for (ExplanationNode n : nodes) {
      out.add(n.text());
      flatten(n.children(), out);
    }
  }
}
