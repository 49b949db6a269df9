package org.nightres.core.format;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Category;
import org.nightres.core.component.Component;
import org.nightres.core.component.Modifier;
import org.nightres.core.component.Ref;
import org.nightres.core.component.Role;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.component.StateChange;
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
   * @param catalogue the rule set to write
   * @param base the rule set the text will be read over
   * @return the lines, as text
   * @throws IllegalArgumentException if one cannot be written so that it reads back alike (a
   *     name that {@code base} defines otherwise, or a construct the language cannot say)
   */
  public static String write(RoleCatalogue catalogue, RoleCatalogue base) {
    StringBuilder out = new StringBuilder();
    // statuses first: abilities name the statuses they apply or clear
    catalogue.statuses().stream().filter(s -> !base.statuses().contains(s))
        .forEach(s -> status(out, s));
    // faction abilities before roles: role(X, align A) carries the abilities A has so far
    catalogue.factionAbilities().forEach((alignment, abilities) -> abilities.stream()
        .filter(a -> !base.factionAbilities(alignment).contains(a))
        .forEach(a -> faction(out, alignment, a, base)));
    catalogue.roles().stream().filter(r -> !base.roles().contains(r))
        .forEach(r -> role(out, r, base));
    catalogue.modifiers().stream().filter(m -> !base.modifiers().contains(m))
        .forEach(m -> modifier(out, m, base));
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
    r.faction().ifPresent(f -> out.append(" faction=").append(f));
    r.category().ifPresent(f -> out.append(" category=").append(f));
    r.roleClass().ifPresent(f -> out.append(" class=").append(f));
    r.title().ifPresent(t -> out.append(" title=\"").append(t).append('"'));
    if (!r.attributes().isEmpty()) {
      out.append(" has=").append(String.join("|", r.attributes()));
    }
    text(out, r.description()).append('\n');
    for (Ability a : r.abilities()) {
      ability(out, r.name(), a);
    }
    passives(out, r.name(), r.passives(), r.passiveTags());
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
    Tagger tagger = new Tagger(a.tags()); // the ability's tags ride on its first kill
    a.components().forEach(c -> parts.add(subject(c, tagger.tag(c), "attacker")));
    tagger.done(a.verb());
    out.append(String.join(" + ", parts));
    List<String> limits = limits(a);
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
    boolean aims = a.arity() > 0 || a.components().stream() // a random selector is visited too
        .anyMatch(c -> c.refs().stream().anyMatch(org.nightres.core.component.Ref::random));
    boolean visitless = aims && a.components().stream().noneMatch(Component::isVisit);
    if (!a.redirectable() && !visitless) { // visitless implies direct
      flags.add("direct");
    }
    if (a.survivesDeath()) {
      flags.add("survives-death");
    }
    if (visitless) {
      flags.add("visitless");
    }
    a.forced().ifPresent(f -> flags.add(f.kind() == org.nightres.core.component.Ref.Kind.SELF
        ? "forced=self" : "forced"));
    if (!a.forcedUnless().isEmpty()) {
      flags.add("unless=" + String.join("|", a.forcedUnless()));
    }
    if (!flags.isEmpty()) {
      out.append(" {").append(String.join(", ", flags)).append('}');
    }
    text(out, a.description()).append('\n');
  }

  /**
   * {@return the limits of {@code a} as the language writes them, in its order ({@code order 70},
   * {@code uses 2}, ...); empty when it has none}
   *
   * @param a an ability
   */
  public static List<String> limits(Ability a) {
    List<String> limits = new ArrayList<>();
    a.orderValue().ifPresent(n -> limits.add("order " + n));
    a.subOrder().ifPresent(k -> limits.add("suborder " + k));
    a.uses().ifPresent(n -> limits.add("uses " + n));
    a.selfUses().ifPresent(n -> limits.add("uses-self " + n));
    a.perNight().ifPresent(n -> limits.add("per-night " + n));
    a.perNightEven().ifPresent(n -> limits.add("per-night-even " + n));
    a.perFaction().ifPresent(n -> limits.add("per-faction " + (a.perFactionExact() ? "exactly "
        : "") + n));
    a.nightsLimit().ifPresent(limits::add);
    a.when().forEach(w -> limits.add("when " + w));
    a.conditions().forEach(w -> limits.add("if " + w));
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
    if (a.spend() != Ability.Spend.SUBMITTED) {
      limits.add("spend " + a.spend().word());
    }
    return limits;
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
    passives(out, m.name(), m.components(), m.tags());
  }

  /**
   * The passive and trigger lines of a role's or modifier's components; the {@code tags} ride
   * on the first kill, as an ability's do.
   */
  private static void passives(StringBuilder out, String holder, List<Component> components,
      Set<String> tags) {
    Tagger tagger = new Tagger(tags);
    for (Component written : components) {
      Component c = written;
      String premises = ""; // a trigger's [if ...]: a guard around it
      if (c.category() == Category.TRIGGER && c.asWhen().isPresent()) {
        premises = " [if " + String.join(", if ", c.asWhen().get().premises().stream()
            .map(Object::toString).toList()) + "]";
        c = c.asWhen().get().then().get(0);
      }
      if (c.asTrigger().isPresent()) {
        Component.Trigger t = c.asTrigger().get();
        String name = switch (t.event()) {
          case ON_VISITED, ON_REDIRECT -> "visitor";
          case ON_ACTION -> "target";
          case ON_ANY_DEATH -> "dead";
          default -> "attacker";
        };
        List<String> parts = new ArrayList<>();
        t.response().forEach(x -> parts.add(subject(x, tagger.tag(x), name)));
        out.append("trigger ").append(holder).append(' ').append(t.eventWords())
            .append(" = ").append(String.join(" + ", parts)).append(premises).append('\n');
      } else if (c.asWhen().filter(w -> w.otherwise().isEmpty() && !w.then().isEmpty()
          && w.then().stream().allMatch(x -> x.limit().isEmpty())).isPresent()) {
        // a passive line's [if ...], written as read: if(...) takes no random selector
        Component.When w = c.asWhen().get();
        List<String> parts = new ArrayList<>();
        w.then().forEach(x -> parts.add(subject(x, tagger.tag(x), "attacker")));
        out.append("passive ").append(holder).append(" = ").append(String.join(" + ", parts))
            .append(" [if ").append(String.join(", if ", w.premises().stream()
                .map(Object::toString).toList())).append("]\n");
      } else {
        out.append("passive ").append(holder).append(" = ")
            .append(subject(c, tagger.tag(c), "attacker")).append('\n');
      }
    }
    tagger.done(holder);
  }

  /** Writes a set of tags on the first kill it is shown. */
  private static final class Tagger {
    private final Set<String> tags;
    private boolean tagged;

    Tagger(Set<String> tags) {
      this.tags = tags;
      this.tagged = tags.isEmpty();
    }

    /** The component's description (its subject not yet named), with the tags if due. */
    String tag(Component c) {
      String d = c.describe();
      boolean harm = c.stateChange().map(StateChange::harm).orElse(false);
      if ((!tagged && c.isKill()) || harm) { // a harm is marked by its tags
        tagged = true;
        return d.substring(0, d.length() - 1) + ", tag=" + String.join("|", tags) + ")";
      }
      return d;
    }

    void done(String owner) {
      if (!tagged) {
        throw new IllegalArgumentException("the tags of " + owner + " have no kill to go on");
      }
    }
  }

  static void status(StringBuilder out, StatusDefinition s) {
    out.append("status ").append(s.name());
    if (!s.effects().isEmpty()) {
      List<String> parts = new ArrayList<>();
      Tagger tagger = new Tagger(s.effectTags());
      s.effects().forEach(c -> parts.add(subject(c, tagger.tag(c), "attacker")));
      tagger.done(s.name());
      out.append(" = ").append(String.join(" + ", parts));
    }
    if (!s.expire().isEmpty()) {
      List<String> parts = new ArrayList<>();
      Tagger tagger = new Tagger(s.expireTags());
      s.expire().forEach(c -> parts.add(subject(c, tagger.tag(c), "attacker")));
      tagger.done(s.name());
      out.append(" expire=").append(String.join(" + ", parts));
    }
    if (!s.announce().isEmpty()) {
      List<String> events = new ArrayList<>();
      s.announce().forEach((e, kind) -> events.add(e.word()
          + (kind.equals(e.defaultKind(s.name())) ? "" : ":" + kind)));
      out.append(" announce=").append(String.join("|", events));
    }
    s.order().ifPresent(n -> out.append(" [order ").append(n).append(']'));
    List<String> flags = new ArrayList<>();
    if (s.nullifies()) {
      flags.add("nullify");
    }
    if (s.redraws()) {
      flags.add("redraw");
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

  /** Whether {@code c}, its responses or its branches name a subject without a word. */
  private static boolean wordless(Component c) {
    for (Ref r : c.refs()) {
      if (r.kind() == Ref.Kind.SUBJECT && r.name().isEmpty()) {
        return true;
      }
    }
    for (Component x : c.responses()) {
      if (wordless(x)) {
        return true;
      }
    }
    for (Component x : c.guarded()) {
      if (wordless(x)) {
        return true;
      }
    }
    return false;
  }

  /**
   * A component as the language writes it: its {@link Component#describe}, with the subject a
   * protection's reaction binds written {@code attacker}.
   */
  private static String component(Component c) {
    return subject(c, c.describe(), "attacker");
  }

  /**
   * The description of {@code c} with the subject it binds written {@code name} (visitor,
   * attacker), when a subject of it has no word: one built in Java ({@link Ref#subject()}). A
   * subject read from the rules keeps the word written there ({@code kill(visitor)}), and then
   * nothing is replaced: an attribute key named {@code subject} ({@code stored(subject)}) stays.
   */
  private static String subject(Component c, String described, String name) {
    if (!wordless(c)) {
      return described;
    }
    Matcher m = SUBJECT.matcher(described);
    StringBuilder sb = new StringBuilder();
    while (m.find()) {
      m.appendReplacement(sb, m.group().startsWith("\"") ? Matcher.quoteReplacement(m.group())
          : name);
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
