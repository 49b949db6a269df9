package org.nightres.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.nightres.core.component.Role;
import org.nightres.core.model.GameState;
import org.nightres.core.model.HeldStatus;
import org.nightres.core.model.Life;
import org.nightres.core.model.Link;
import org.nightres.core.model.ModifierUse;
import org.nightres.core.model.Player;
import org.nightres.core.model.PlayerState;
import org.nightres.core.outcome.Announcement;
import org.nightres.core.outcome.ExplanationNode;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Notice;
import org.nightres.core.outcome.Outcome;

/**
 * The JSON rendering of {@code night-format.md} section 5 and {@code games.md} section 8. The top
 * level has {@code scheme}, then the last night's {@code night}, {@code deaths},
 * {@code recruited}, {@code feedback}, {@code announcements}, {@code notices}, {@code random} and
 * {@code state} (the state after it), with explain its {@code explanations}, then {@code nights}:
 * one object per resolved night with the same keys (a one-night file has one). Keys in a fixed
 * order; {@code \n} line ends; same outcomes, same bytes.
 */
final class OutcomeJson {

  private OutcomeJson() {}

  /** One night. */
  static String render(Outcome outcome, boolean explain) {
    return render(List.of(outcome), explain);
  }

  /** The nights of a game, in order; at least one. */
  static String render(List<Outcome> outcomes, boolean explain) {
    Outcome last = outcomes.get(outcomes.size() - 1);
    ObjectNode root = Json.object();
    root.put("scheme", last.scheme().id());
    night(root, last, explain);
    ArrayNode nights = root.putArray("nights");
    for (Outcome o : outcomes) {
      night(nights.addObject(), o, explain);
    }
    return Json.write(root);
  }

  /** The keys of one night, in order. */
  private static void night(ObjectNode root, Outcome outcome, boolean explain) {
    root.put("night", outcome.night());
    ArrayNode deaths = root.putArray("deaths");
    outcome.deaths().forEach(deaths::add);
    ArrayNode recruited = root.putArray("recruited");
    outcome.recruited().forEach(recruited::add);
    ArrayNode feedback = root.putArray("feedback");
    for (Feedback f : outcome.feedback()) {
      feedback.addObject().put("player", f.player()).put("ability", f.ability())
          .put("target", nobody(f.target())).put("landed", nobody(f.landed()))
          .put("result", f.result());
    }
    ArrayNode announcements = root.putArray("announcements");
    for (Announcement a : outcome.announcements()) {
      ObjectNode line = announcements.addObject().put("kind", a.kind()).put("player", a.player());
      a.text().ifPresent(t -> line.put("text", t));
    }
    ArrayNode notices = root.putArray("notices");
    for (Notice n : outcome.notices()) {
      notices.addObject().put("player", n.player()).put("kind", n.kind()).put("text", n.message());
    }
    ArrayNode random = root.putArray("random"); // games.md sections 8 and 9, in the order drawn
    for (org.nightres.core.model.Draw d : outcome.draws()) {
      ObjectNode o = random.addObject().put("actor", d.actor()).put("ability", d.ability());
      ArrayNode candidates = o.putArray("candidates");
      d.candidates().forEach(candidates::add);
      o.put("pick", d.pick());
      if (d.pinned()) { // keys added only where they hold
        o.put("pinned", true);
      }
      if (d.auto()) {
        o.put("auto", true);
      }
    }
    if (!outcome.autoActions().isEmpty()) { // the automatic uses of forced abilities
      ArrayNode auto = root.putArray("auto");
      for (org.nightres.core.model.Action a : outcome.autoActions()) {
        ObjectNode o = auto.addObject().put("actor", a.actor()).put("ability", a.verb());
        ArrayNode targets = o.putArray("targets");
        a.targets().forEach(targets::add);
      }
    }
    root.set("state", state(outcome.nextState()));
    if (explain) {
      ArrayNode explanations = root.putArray("explanations");
      outcome.explanation().forEach(n -> explanations.add(node(n)));
    }
  }

  /**
   * A player's links as listed: by kind, then the other player in declaration order
   * ({@code night-format.md} section 1: declaration order is the order of every output list; the
   * state keeps them by name, {@link PlayerState#links()}).
   */
  private static List<Link> inDeclarationOrder(GameState state, List<Link> links) {
    if (links.size() < 2) {
      return links;
    }
    return links.stream().sorted(java.util.Comparator.comparing(Link::kind).thenComparingInt(
        l -> {
          int i = state.indexOf(l.with());
          return i < 0 ? Integer.MAX_VALUE : i;
        }))
        .toList();
  }

  /**
   * {@return a feedback entry's player as JSON writes it: {@code null} for nobody (an action
   * aimed at random players that drew none, {@link Feedback#target()})}
   */
  static String nobody(String player) {
    return player.isEmpty() ? null : player;
  }

  /** A game state: {@code games.md} section 8's {@code state}, players in declaration order. */
  static ObjectNode state(GameState state) {
    ObjectNode o = Json.object();
    o.put("night", state.night());
    ArrayNode players = o.putArray("players");
    for (int i = 0; i < state.players().size(); i++) {
      Player p = state.players().get(i);
      PlayerState s = state.state(i);
      ObjectNode j = players.addObject();
      j.put("name", p.name());
      j.put("alive", s.life() == Life.ALIVE);
      j.put("exiled", s.life() == Life.EXILED);
      j.put("alignment", p.alignment());
      ArrayNode roles = j.putArray("roles");
      p.roles().stream().map(Role::name).forEach(roles::add);
      if (!p.originalRoles().isEmpty()) { // a key added only where it holds something
        ArrayNode original = j.putArray("original");
        p.originalRoles().stream().map(Role::name).forEach(original::add);
      }
      ArrayNode modifiers = j.putArray("modifiers");
      p.modifiers().stream().map(ModifierUse::toString).forEach(modifiers::add);
      ObjectNode attributes = j.putObject("attributes");
      p.attributes().forEach(attributes::put);
      ObjectNode uses = j.putObject("uses");
      s.uses().forEach(uses::put);
      if (!s.last().isEmpty()) { // a key added only where it holds something (games.md 2.2)
        ObjectNode last = j.putObject("last"); // seed-vocabulary.md: {"save": ["Eli", "N3"]}
        for (org.nightres.core.model.LastUse l : s.last()) {
          last.putArray(l.verb()).add(l.target()).add(l.phase().toString());
        }
      }
      if (!s.expiries().isEmpty()) { // a key added only where it holds something
        ObjectNode expiries = j.putObject("expiries"); // as `state P attr key until N2`
        s.expiries().forEach((key, until) -> expiries.put(key, until.toString()));
      }
      ArrayNode statuses = j.putArray("statuses");
      for (HeldStatus h : s.statuses()) {
        ObjectNode st = statuses.addObject().put("status", h.name());
        h.until().ifPresent(u -> st.put("until", u.toString()));
        h.by().ifPresent(b -> st.put("by", b));
      }
      ArrayNode links = j.putArray("links");
      for (Link l : inDeclarationOrder(state, s.links())) {
        links.addObject().put("kind", l.kind()).put("with", l.with());
      }
      if (!s.disguises().isEmpty()) { // a key added only where it holds something
        ArrayNode disguises = j.putArray("disguises");
        for (org.nightres.core.model.HeldDisguise d : s.disguises()) {
          ObjectNode dn = disguises.addObject().put("role", d.as().name())
              .put("strength", d.strength().word());
          if (d.untilUse()) {
            dn.put("until", org.nightres.core.model.HeldDisguise.usesWord(d.uses()));
          }
          d.until().ifPresent(u -> dn.put("until", u.toString()));
          d.by().ifPresent(b -> dn.put("by", b));
        }
      }
    }
    if (!state.groups().isEmpty()) { // a key added only where it holds something
      ObjectNode groups = o.putObject("groups");
      state.groups().forEach((g, held) -> held.forEach(groups.putObject(g)::put));
    }
    return o;
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
