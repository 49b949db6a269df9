package org.nightres.core.format;

import java.util.ArrayList;
import java.util.List;
import org.nightres.core.model.GameState;
import org.nightres.core.model.HeldStatus;
import org.nightres.core.model.Life;
import org.nightres.core.model.ModifierUse;
import org.nightres.core.model.Player;
import org.nightres.core.model.PlayerState;
import org.nightres.core.outcome.Announcement;
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

  /**
   * Deaths, recruitments and messages. Ends with a newline.
   *
   * @param outcome the night's outcome
   * @return the text
   */
  public static String render(Outcome outcome) {
    StringBuilder sb = new StringBuilder();
    sb.append("Scheme: ").append(outcome.scheme().id()).append('\n');
    body(sb, outcome, false);
    return sb.toString();
  }

  /**
   * The nights of a game ({@code games.md} section 1), in order: the scheme once, then each night
   * under a {@code Night N} heading with its deaths, announcements and messages (and, with
   * {@code explain}, its explanation), then {@link #renderState} of the state after the last
   * night. Ends with a newline.
   *
   * @param explain whether each night's explanation is written
   * @return the text
   * @param outcomes the outcomes of the nights resolved, in order; at least one
   */
  public static String renderGame(List<Outcome> outcomes, boolean explain) {
    if (outcomes.isEmpty()) {
      throw new IllegalArgumentException("no nights");
    }
    StringBuilder sb = new StringBuilder();
    sb.append("Scheme: ").append(outcomes.get(0).scheme().id()).append('\n');
    for (Outcome o : outcomes) {
      sb.append("\nNight ").append(o.night()).append('\n');
      body(sb, o, true);
      if (explain) {
        sb.append(renderExplanation(o));
      }
    }
    Outcome last = outcomes.get(outcomes.size() - 1);
    sb.append("\nAfter night ").append(last.night()).append(":\n");
    sb.append(renderState(last.nextState()));
    return sb.toString();
  }

  /**
   * {@return a short summary of a game state, two-space indented: who is dead or exiled (and since
   * when), the statuses held (with {@code until} and {@code by}), the uses left of limited
   * abilities, and the countable modifiers with their uses left} Lines with nothing to say are left
   * out, except {@code Dead}. Ends with a newline.
   *
   * @param state the state
   */
  public static String renderState(GameState state) {
    List<String> dead = new ArrayList<>();
    List<String> exiled = new ArrayList<>();
    List<String> statuses = new ArrayList<>();
    List<String> uses = new ArrayList<>();
    List<String> disguises = new ArrayList<>();
    List<String> modifiers = new ArrayList<>();
    for (int i = 0; i < state.players().size(); i++) {
      Player p = state.players().get(i);
      PlayerState s = state.state(i);
      String since = s.since().map(ph -> " (since " + ph + ")").orElse("");
      if (s.life() == Life.DEAD) {
        dead.add(p.name() + since);
      } else if (s.life() == Life.EXILED) {
        exiled.add(p.name() + since);
      }
      for (HeldStatus h : s.statuses()) {
        statuses.add(p.name() + " " + h.name() + h.until().map(u -> " until " + u).orElse("")
            + h.by().map(b -> " by " + b).orElse(""));
      }
      for (org.nightres.core.model.HeldDisguise d : s.disguises()) {
        disguises.add(p.name() + " " + d.describe().substring("disguise ".length()));
      }
      s.uses().forEach((verb, n) -> uses.add(p.name() + " " + verb + " " + n));
      for (ModifierUse m : p.modifiers()) {
        if (m.uses().isPresent()) {
          modifiers.add(p.name() + " " + m);
        }
      }
    }
    StringBuilder sb = new StringBuilder();
    sb.append("  Dead: ").append(list(dead, "none")).append('\n');
    line(sb, "Exiled", exiled);
    line(sb, "Statuses", statuses);
    line(sb, "Disguises", disguises);
    line(sb, "Uses left", uses);
    line(sb, "Modifiers", modifiers);
    return sb.toString();
  }

  private static void line(StringBuilder sb, String label, List<String> items) {
    if (!items.isEmpty()) {
      sb.append("  ").append(label).append(": ").append(String.join(", ", items)).append('\n');
    }
  }

  /**
   * Deaths, recruitments, announcements (for a game; for one night, only when an action
   * announced something), and messages.
   */
  private static void body(StringBuilder sb, Outcome outcome, boolean announcements) {
    sb.append("Deaths: ").append(list(outcome.deaths(), "none")).append('\n');
    if (!outcome.recruited().isEmpty()) {
      sb.append("Recruited: ").append(list(outcome.recruited(), "none")).append('\n');
    }
    if (announcements || outcome.announcements().stream()
        .anyMatch(a -> !a.kind().equals(Announcement.DEATH))) { // a one-night file: if any
      List<String> lines = new ArrayList<>();
      for (Announcement a : outcome.announcements()) {
        lines.add(a.player() + " (" + a.kind() + a.text().map(t -> ": " + t).orElse("") + ")");
      }
      sb.append("Announcements: ").append(list(lines, "none")).append('\n');
    }
    if (!outcome.autoActions().isEmpty()) { // forced abilities used for their holders
      List<String> lines = new ArrayList<>();
      outcome.autoActions().forEach(a -> lines.add(a.toString()));
      sb.append("Automatic: ").append(String.join(", ", lines)).append('\n');
    }
    if (!outcome.draws().isEmpty()) { // games.md section 9: every draw, in order
      sb.append("Random:\n");
      outcome.draws().forEach(d -> sb.append("  ").append(d).append('\n'));
    }
    if (outcome.feedback().isEmpty() && outcome.notices().isEmpty()) {
      sb.append("Messages: none\n");
      return;
    }
    sb.append("Messages:\n");
    for (Feedback f : outcome.feedback()) {
      sb.append("  to ").append(f.player()).append(": ").append(message(f)).append('\n');
    }
    for (Notice n : outcome.notices()) {
      sb.append("  to ").append(n.player()).append(": ").append(n.message()).append('\n');
    }
  }

  /**
   * {@return the explanation as an indented tree, two spaces a level} Ends with a newline.
   *
   * @param outcome the night's outcome
   */
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
   * {@return the message a moderator sends for one feedback entry} An answer names the player the
   * ability landed on ({@link Feedback#landed()}); a failed action names its written target.
   *
   * @param f a feedback entry
   */
  public static String message(Feedback f) {
    String r = f.result();
    if (r.equals(Feedback.NO_RESULT)) { // about nobody when it drew no target
      return "your " + f.ability() + (f.target().isEmpty() ? "" : " on " + f.target())
          + " got no result.";
    }
    String at = f.landed();
    if (r.equals(FAILURE)) { // a WWR action that failed (games.md §7)
      return "your " + f.ability() + " on " + f.target() + " failed.";
    }
    if (r.equals(SUCCESS)) { // a WWR action cancelled with success (Component.Cancel)
      return "your " + f.ability() + " on " + f.target() + " succeeded.";
    }
    boolean text = (f.worded() || !f.ability().equals("track") && !f.ability().equals("watch"))
        && r.indexOf(' ') >= 0 && (r.contains(f.target()) || r.contains(at));
    String stop = r.endsWith(".") || r.endsWith("!") || r.endsWith("?") ? "" : ".";
    if (text) { // a text that names its players (a WWR Evaluate's, a Learn): as it is
      return r + stop;
    }
    if (f.worded()) { // a text that names nobody: as written, after the action it answers
      return f.ability() + (at.isEmpty() ? "" : " on " + at) + ": " + r + stop;
    }
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

  /** The answer of an action that failed (a premise that did not hold, WWR's {@code Failure}). */
  private static final String FAILURE = org.nightres.core.component.Component.Cancel.FAILURE;
  /** The answer of an action cancelled with success ({@code cancel(success)}). */
  private static final String SUCCESS = org.nightres.core.component.Component.Cancel.SUCCESS;

  private static String list(List<String> names, String none) {
    return names.isEmpty() ? none : String.join(", ", names);
  }
}
