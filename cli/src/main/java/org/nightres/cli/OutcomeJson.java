package org.nightres.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.nightres.core.outcome.ExplanationNode;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Notice;
import org.nightres.core.outcome.Outcome;

/**
 * The JSON rendering of {@code night-format.md} section 5: {@code scheme}, {@code deaths},
 * {@code recruited}, {@code feedback}, plus {@code notices} and (with explain)
 * {@code explanations}. Keys in a fixed order; {@code \n} line ends; same outcome, same bytes.
 */
final class OutcomeJson {

  private OutcomeJson() {}

  static String render(Outcome outcome, boolean explain) {
    ObjectNode root = Json.object();
    root.put("scheme", outcome.scheme().id());
    ArrayNode deaths = root.putArray("deaths");
    outcome.deaths().forEach(deaths::add);
    ArrayNode recruited = root.putArray("recruited");
    outcome.recruited().forEach(recruited::add);
    ArrayNode feedback = root.putArray("feedback");
    for (Feedback f : outcome.feedback()) {
      feedback.addObject().put("player", f.player()).put("ability", f.ability()).put("target", f.target())
          .put("landed", f.landed()).put("result", f.result());
    }
    ArrayNode notices = root.putArray("notices");
    for (Notice n : outcome.notices()) {
      notices.addObject().put("player", n.player()).put("message", n.message());
    }
    if (explain) {
      ArrayNode explanations = root.putArray("explanations");
      outcome.explanation().forEach(n -> explanations.add(node(n)));
    }
    return Json.write(root);
  }

  private static ObjectNode node(ExplanationNode n) {
    ObjectNode o = Json.object();
    o.put("text", n.text());
    if (!n.children().isEmpty()) {
      ArrayNode children = o.putArray("children");
      n.children().forEach(c -> children.add(node(c)));
    }
    return o;
  }
}
