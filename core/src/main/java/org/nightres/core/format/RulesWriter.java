package org.nightres.core.format;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Category;
import org.nightres.core.component.Component;
import org.nightres.core.component.Modifier;
import org.nightres.core.component.Role;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.component.StatusDefinition;
import org.nightres.core.component.Trait;

/**
 * Definitions as text of the roles language ({@link RulesParser} reads them back as equal
 * values): what a state file carries so that a game with roles of its own can go on from it.
 * Stateless.
 */
public final class RulesWriter {
  private static final Pattern SUBJECT = Pattern.compile("\"[^\"]*\"|\\bsubject\\b");

  private RulesWriter() {}

  /**
   * Every role, modifier, faction ability and status of {@code catalogue} that {@code base} does
   * not define alike, as lines (roles, then modifiers, faction abilities, statuses).
   *
   * @throws IllegalArgumentException if one cannot be written so that it reads back alike (a
   *     name that {@code base} defines otherwise, or a construct the language cannot say)
   */
  public static String write(RoleCatalogue catalogue, RoleCatalogue base) {
    StringBuilder out = new StringBuilder();
    catalogue.roles().stream().filter(r -> !base.roles().contains(r))
        .forEach(r -> role(out, r, base));
    catalogue.modifiers().stream().filter(m -> !base.modifiers().contains(m))
        .forEach(m -> modifier(out, m, base));
    catalogue.factionAbilities().forEach((alignment, abilities) -> abilities.stream()
        .filter(a -> !base.factionAbilities(alignment).contains(a))
        .forEach(a -> faction(out, alignment, a, base)));
    catalogue.statuses().stream().filter(s -> !base.statuses().contains(s))
        .forEach(s -> status(out, s));
    return out.toString();
  }

  static void role(StringBuilder out, Role r, RoleCatalogue base) {
    if (base.role(r.name()).isPresent()) {
      throw new IllegalArgumentException("the role " + r.name() + " differs from the rule set's "
          + "role of that name");
    }
    out.append("role ").append(r.name());
    if (!r.aliases().isEmpty()) {
      out.append(" alias=").append(String.join("|", r.aliases()));
    }
    text(out, r.description()).append('\n');
    for (Ability a : r.abilities()) {
      ability(out, r.name(), a);
    }
  }

  static void faction(StringBuilder out, String alignment, Ability a, RoleCatalogue base) {
    if (base.factionAbilities(alignment).stream().anyMatch(x -> x.verb().equals(a.verb()))) {
      throw new IllegalArgumentException("the " + alignment + " ability " + a.verb()
          + " differs from the rule set's");
    }
    ability(out, alignment, a);
  }

  private static void ability(StringBuilder out, String owner, Ability a) {
    out.append("ability ").append(owner).append('.').append(a.verb());
    if (!a.signature().isBlank()) {
      out.append(' ').append(a.signature());
    }
    out.append(" = ");
    List<String> parts = new ArrayList<>();
    boolean tagged = a.tags().isEmpty();
    for (Component c : a.components()) {
      String d = component(c);
      if (!tagged && c.isKill()) { // the ability's tags ride on its first kill
        d = d.substring(0, d.length() - 1) + ", tag=" + String.join("|", a.tags()) + ")";
        tagged = true;
      }
      parts.add(d);
    }
    if (!tagged) {
      throw new IllegalArgumentException("the tags of " + a.verb() + " have no kill to go on");
    }
    out.append(String.join(" + ", parts));
    List<String> limits = new ArrayList<>();
    a.orderValue().ifPresent(n -> limits.add("order " + n));
    a.uses().ifPresent(n -> limits.add("uses " + n));
    a.selfUses().ifPresent(n -> limits.add("uses-self " + n));
    a.perNight().ifPresent(n -> limits.add("per-night " + n));
    if (a.distinctTargets()) {
      limits.add("distinct");
    }
    if (a.notSelf()) {
      limits.add("not-self");
    }
    if (a.noSuccession()) {
      limits.add("no-succession");
    }
    if (a.noRepeatTarget()) {
      limits.add("no-repeat-target");
    }
    if (!limits.isEmpty()) {
      out.append(" [").append(String.join(", ", limits)).append(']');
    }
    List<String> flags = new ArrayList<>();
    if (!a.blockable()) {
      flags.add("unblockable");
    }
    if (!a.trackable()) {
      flags.add("untrackable");
    }
    if (!a.redirectable()) {
      flags.add("direct");
    }
    if (a.survivesDeath()) {
      flags.add("survives-death");
    }
    if (a.arity() > 0 && a.components().stream().noneMatch(Component::isVisit)) {
      flags.add("visitless");
    }
    if (!flags.isEmpty()) {
      out.append(" {").append(String.join(", ", flags)).append('}');
    }
    text(out, a.description()).append('\n');
  }

  static void modifier(StringBuilder out, Modifier m, RoleCatalogue base) {
    if (base.modifier(m.name()).isPresent()) {
      throw new IllegalArgumentException("the modifier " + m.name() + " differs from the rule "
          + "set's modifier of that name");
    }
    out.append("modifier ").append(m.name());
    if (m.countable()) {
      out.append(" countable");
    }
    if (!m.aliases().isEmpty()) {
      out.append(" alias=").append(String.join("|", m.aliases()));
    }
    if (!m.traits().isEmpty()) {
      List<String> traits = new ArrayList<>();
      for (Trait t : m.traits()) {
        traits.add(RulesParser.traitName(t));
      }
      out.append(" trait=").append(String.join("|", traits));
    }
    text(out, m.description()).append('\n');
    for (Component c : m.components()) {
      if (c.category() == Category.TRIGGER) {
        Component.Trigger t = (Component.Trigger) c;
        List<String> parts = new ArrayList<>();
        t.response().forEach(x -> parts.add(visitor(component(x))));
        out.append("trigger ").append(m.name()).append(" visited = ")
            .append(String.join(" + ", parts)).append('\n');
      } else {
        out.append("passive ").append(m.name()).append(" = ").append(component(c)).append('\n');
      }
    }
  }

  static void status(StringBuilder out, StatusDefinition s) {
    if (!s.expire().isEmpty()) {
      throw new IllegalArgumentException("the status " + s.name() + " has expire effects, "
          + "which the roles language cannot say yet");
    }
    out.append("status ").append(s.name());
    if (!s.effects().isEmpty()) {
      List<String> parts = new ArrayList<>();
      s.effects().forEach(c -> parts.add(component(c)));
      out.append(" = ").append(String.join(" + ", parts));
    }
    List<String> flags = new ArrayList<>();
    if (s.nullifies()) {
      flags.add("nullify");
    }
    if (!s.except().isEmpty()) {
      flags.add("spare=" + String.join("|", s.except()));
    }
    if (s.suppressesPassives()) {
      flags.add("no-passives");
    }
    if (!flags.isEmpty()) {
      out.append(" {").append(String.join(", ", flags)).append('}');
    }
    text(out, s.description()).append('\n');
  }

  /**
   * A component as the language writes it: its {@link Component#describe}, except that a
   * protection's tags say {@code tag:} (a bare {@code kill} would be the kill class).
   */
  private static String component(Component c) {
    if (c.isProtect() && !((Component.Protect) c).fromTags().isEmpty()) {
      Component.Protect p = (Component.Protect) c;
      List<String> tags = new ArrayList<>();
      new java.util.TreeSet<>(p.fromTags()).forEach(t -> tags.add("tag:" + t));
      return "protect(" + p.target() + ", from=" + String.join("|", tags)
          + (p.everyKill() ? ", every-kill" : "") + ")";
    }
    return c.describe();
  }

  /** A trigger response as written: the subject it binds is the {@code visitor}. */
  private static String visitor(String described) {
    Matcher m = SUBJECT.matcher(described);
    StringBuilder sb = new StringBuilder();
    while (m.find()) {
      m.appendReplacement(sb, m.group().startsWith("\"") ? Matcher.quoteReplacement(m.group())
          : "visitor");
    }
    m.appendTail(sb);
    return sb.toString();
  }

  private static StringBuilder text(StringBuilder out, String description) {
    if (description.contains("\"") || description.contains("\n")) {
      throw new IllegalArgumentException("a description with a quote or a line break cannot be "
          + "written: " + description);
    }
    return description.isEmpty() ? out : out.append(" \"").append(description).append('"');
  }
}
