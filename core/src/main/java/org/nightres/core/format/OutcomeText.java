package org.nightres.core.format;

import java.util.List;
import org.nightres.core.outcome.ExplanationNode;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Notice;
import org.nightres.core.outcome.Outcome;

/**
 * The human-readable rendering of an {@link Outcome}: the deaths, then the messages each player
 * receives, as a moderator would send them, then (optionally) the explanation tree. Stateless;
 * the same outcome always gives the same text.
 */
public final class OutcomeText {
  private OutcomeText() {}

  /** Deaths, recruitments and messages. Ends with a newline. */
  public static String render(Outcome outcome) {
    StringBuilder sb = new StringBuilder();
    sb.append("Scheme: ").append(outcome.scheme().id()).append('\n');
    sb.append("Deaths: ").append(list(outcome.deaths(), "none")).append('\n');
    if (!outcome.recruited().isEmpty()) {
      sb.append("Recruited: ").append(list(outcome.recruited(), "none")).append('\n');
    }
    if (outcome.feedback().isEmpty() && outcome.notices().isEmpty()) {
      sb.append("Messages: none\n");
      return sb.toString();
    }
    sb.append("Messages:\n");
    for (Feedback f : outcome.feedback()) {
      sb.append("  to ").append(f.player()).append(": ").append(message(f)).append('\n');
    }
    for (Notice n : outcome.notices()) {
      sb.append("  to ").append(n.player()).append(": ").append(n.message()).append('\n');
    }
    return sb.toString();
  }

  /** The explanation as an indented tree, two spaces a level. Ends with a newline. */
  public static String renderExplanation(Outcome outcome) {
    StringBuilder sb = new StringBuilder("Why:\n");
    for (ExplanationNode n : outcome.explanation()) {
      tree(sb, n, 1);
    }
    return sb.toString();
  }

  private static void tree(StringBuilder sb, ExplanationNode node, int depth) {
    sb.append("  ".repeat(depth)).append(depth > 1 ? "- " : "").append(node.text()).append('\n');
    for (ExplanationNode c : node.children()) {
      tree(sb, c, depth + 1);
    }
  }

  /**
   * The message a moderator sends for one feedback entry. An answer names the player the
   * ability landed on ({@link Feedback#landed()}); a failed action names its written target.
   */
  public static String message(Feedback f) {
    String r = f.result();
    if (r.equals(Feedback.NO_RESULT)) {
      return "your " + f.ability() + " on " + f.target() + " got no result.";
    }
    String at = f.landed();
    switch (f.ability()) {
      case "investigate":
        return at + " is " + r + ".";
      case "detect":
        return r.equals(Feedback.POSITIVE)
            ? at + " attempted a kill tonight (positive)."
            : at + " did not attempt a kill tonight (negative).";
      case "track":
        return r.equals(Feedback.NOWHERE) ? at + " went nowhere." : at + " visited " + r + ".";
      case "watch":
        return r.equals(Feedback.NO_VISITORS)
            ? "nobody visited " + at + "."
            : at + " was visited by " + r + ".";
      default:
        return r.equals(Feedback.RECEIVED_FRUIT) ? "you received fruit." : f.ability() + " on " + at + ": " + r + ".";
    }
  }

  private static String list(List<String> names, String none) {
    return names.isEmpty() ? none : String.join(", ", names);
  }
}
