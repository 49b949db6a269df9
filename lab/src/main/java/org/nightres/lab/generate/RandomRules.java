package org.nightres.lab.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.component.Trait;
import org.nightres.core.format.RuleSets;
import org.nightres.core.format.RulesParser;
import org.nightres.core.format.RulesResult;
import org.nightres.core.model.Night;

/**
 * Random rule sets in the roles language ({@code docs/roles-language.md}): roles whose abilities
 * are random compositions of the components, parameters, tags, limits and flags the language
 * reads, and modifiers with random passives, triggers and traits. Text, so that a failing
 * differential run can print the rules it used. Seeded and deterministic; stateless.
 *
 * <p>Counters ({@code attr(sel, k+=n)}, {@code k-=n}, now and then {@code k=n}) are drawn from a
 * stream of their own, so that the rest of a seed's rules read as before they were added: in
 * abilities (several actors, or an ability's two alike changes, count each), in protections'
 * reactions and in the responses of every trigger (a trigger fires once per event: two visitors,
 * two kills, two deaths count twice).
 */
public final class RandomRules {
  private static final String[] TAGS = {"kill", "factionkill", "poison", "vig", "killing",
      "protecting", "investigating"};
  private static final String[] KINDS = {"investigate", "detect", "track", "watch", "role",
      "category", "class", "attr:mark", "kill-outcome"};
  /** What {@code sees=} a result about the role may carry: mostly some. */
  private static final String[] SEES = {"", ", sees=weak", ", sees=strong", ", sees=weak|strong",
      ", sees=weak|strong"};
  /** The roles disguises name: standard ones, the Spy of the rule set, or the role parameter. */
  private static final String[] DISGUISES = {"Spy", "Cop", "Vanilla", "Vigilante", "R", "R"};
  private static final String[] LASTING = {"", "", "", ", until=permanent", ", until=use",
      ", until=N+1"};
  private static final String[] STATUSES =
      {"Hexed", "Marked", "Doomed", "Withering", "Fumbling"};
  private static final String[] ROLE_OPS =
      {"set Cop", "grant Doctor", "revoke Vanilla", "switch", "copy", "align mafia"};

  private RandomRules() {}

  /**
   * {@return the role names of a rule set made by {@link #text}, in order}
   *
   * @param roles the number of roles
   */
  public static List<String> roleNames(int roles) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < roles; i++) {
      out.add("R" + (char) ('a' + i));
    }
    return out;
  }

  /**
   * {@return the modifier names of a rule set made by {@link #text}, in order}
   *
   * @param modifiers the number of modifiers
   */
  public static List<String> modifierNames(int modifiers) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < modifiers; i++) {
      out.add("M" + (char) ('a' + i));
    }
    return out;
  }

  /**
   * {@return a generated night of the random rule set of {@code seed} ({@link #text} with four
   * roles and two modifiers, on top of the standard set): {@code players} players, the random roles
   * on 15% of them each, a Vigilante, a Doctor, a quarter mafia, each modifier on 20%; one seed in
   * three is a second night, with 5% of the players dead and 30% holding a status of the rule set
   * (some ending tonight, with their expiries)}
   *
   * @param seed the seed of the rule set and of the night
   * @param players the number of players
   * @param pattern how the actions choose their targets
   */
  public static Night night(long seed, int players, TargetingPattern pattern) {
    String rules = text(seed, 4, 2);
    RulesResult read = RulesParser.parse("random.roles", rules, RuleSets.standard(),
        p -> Optional.empty());
    RoleCatalogue catalogue = read.catalogue().orElseThrow(() -> new IllegalStateException(
        "random rules that do not read:\n" + read.renderDiagnostics() + "\n" + rules));
    List<String> entries = new ArrayList<>();
    roleNames(4).forEach(r -> entries.add(r + "=15%"));
    entries.addAll(List.of("Vigilante=1", "Doctor=1", "mafia=25%"));
    modifierNames(2).forEach(m -> entries.add(m + "=20%"));
    boolean later = seed % 3 == 2; // a later night: some dead, some holding (expiring) statuses
    return NightGenerator.generate(GeneratorConfig.builder().players(players).seed(seed)
        .mix(Mix.parse(String.join(",", entries), catalogue)).pattern(pattern)
        .night(later ? 2 : 1).statuses(later ? 0.3 : 0).dead(later ? 0.05 : 0).build());
  }

  /**
   * {@return a rule set of {@code roles} roles ({@link #roleNames}) with one or two abilities each
   * and {@code modifiers} modifiers ({@link #modifierNames}), to include on top of the standard
   * set}
   *
   * @param seed the rule set's seed
   * @param roles the number of roles
   * @param modifiers the number of modifiers
   */
  public static String text(long seed, int roles, int modifiers) {
    SplitMix64 rng = new SplitMix64(seed);
    // randomness (games.md section 9) from a stream of its own, so the rest reads as before
    SplitMix64 chance = new SplitMix64(~seed);
    // counter changes likewise (attr(X, k+=n)), so the rest reads as before they were added
    SplitMix64 counters = new SplitMix64(seed ^ COUNTERS);
    StringBuilder out = new StringBuilder("# random rules, seed " + seed + "\n");
    out.append("status Hexed = block(self) announce=holder\nstatus Marked\n");
    out.append("status Doomed expire=kill(self, strong, tag=doom) [order 85] announce=apply|clear:saved\n");
    out.append("status Withering expire=kill(self) + notify(self, \"withered\")\n");
    out.append("status Fumbling {redraw, spare=kill}\n"); // the next action goes astray
    out.append("role Spy faction=mafia category=Support class=Mafia\n");
    List<String> names = roleNames(roles);
    String[] categories = {"", "", " category=Killing", " category=Support class=Townsfolk",
        " class=Townsfolk"};
    for (String role : names) {
      out.append("role ").append(role).append(categories[rng.nextInt(categories.length)])
          .append('\n');
      int abilities = 1 + (rng.chance(0.3) ? 1 : 0);
      for (int k = 0; k < abilities; k++) {
        out.append(ability(rng, chance, counters, role, "v" + (char) ('a' + k))).append('\n');
      }
      if (rng.chance(0.2)) {
        out.append(passive(rng, counters, role));
      }
    }
    for (String m : modifierNames(modifiers)) {
      out.append(modifier(rng, counters, m));
    }
    return out.toString();
  }

  /**
   * An ability; {@code chance} adds randomness: a block's fixed feedback by chance, a component
   * aimed at {@code random(valid)} (or at others, or players that pass a filter), the flag
   * {@code forced}; {@code counters} adds counter changes ({@link #counter}).
   */
  private static String ability(SplitMix64 rng, SplitMix64 chance, SplitMix64 counters,
      String role, String verb) {
    int arity = rng.chance(0.2) ? 2 : 1;
    List<String> parts = new ArrayList<>();
    int components = 1 + rng.nextInt(arity == 2 ? 2 : 3);
    boolean mover = false;
    for (int i = 0; i < components; i++) {
      String c = component(rng, counters, arity, !mover);
      mover |= c.startsWith("redirect") || c.startsWith("swap") || c.startsWith("deflect");
      if (c.contains(", feedback=") && chance.chance(0.5)) { // by chance, or the true answer
        c = c.replace(", feedback=", chance.chance(0.5) ? ", feedback=50%:real|50%:"
            : ", feedback=30%:");
        c = c.contains("30%:") ? c.replace(")", "|70%:real)") : c;
      }
      parts.add(c);
    }
    if (chance.chance(0.15)) { // a player drawn before the night, aimed at and visited
      String[] drawn = {"kill(random(valid))", "protect(random(valid))", "fruit(random(valid))",
          "block(random(valid))", "notify(random(valid), \"lucky\")", "visit(random(valid))",
          "kill(random(others))", "protect(random(align:mafia))", "block(random(!align:town))",
          "result(random(attr:mark), role)"};
      parts.add(drawn[chance.nextInt(drawn.length)]);
    }
    if (counters.chance(0.25)) { // a counter change among the components, once or twice alike
      String[] aims = arity == 2 ? new String[] {"X", "Y", "self", "X"} : new String[] {"X", "X",
          "self"};
      String c = counter(counters, aims[counters.nextInt(aims.length)], true);
      int copies = counters.chance(0.15) ? 2 : 1;
      for (int i = 0; i < copies; i++) {
        parts.add(counters.nextInt(parts.size() + 1), c);
      }
    }
    boolean roleParam = parts.stream().anyMatch(c -> c.contains("as=R,"));
    StringBuilder sb = new StringBuilder("ability ").append(role).append('.').append(verb)
        .append(arity == 2 ? " X Y" : " X").append(roleParam ? " R:role" : "").append(" = ")
        .append(String.join(" + ", parts));
    List<String> limits = new ArrayList<>();
    if (rng.chance(0.2)) {
      limits.add("order " + (10 * (1 + rng.nextInt(12))));
    } else if (rng.chance(0.05)) {
      limits.add(rng.chance(0.5) ? "timing immediate-night" : "timing end-night");
    }
    if (rng.chance(0.1)) {
      limits.add("uses " + (1 + rng.nextInt(2)));
      String[] spend = {"", "", ", spend performed", ", spend succeeded"};
      limits.set(limits.size() - 1, limits.get(limits.size() - 1)
          + spend[rng.nextInt(spend.length)]);
    }
    if (!limits.isEmpty()) {
      sb.append(" [").append(String.join(", ", limits)).append(']');
    }
    List<String> flags = new ArrayList<>();
    for (String f : new String[] {"unblockable", "untrackable", "direct", "visitless"}) {
      if (rng.chance(0.1)) {
        flags.add(f);
      }
    }
    if (!roleParam && chance.chance(0.1)) { // used for a holder who submits no line of it
      flags.add(chance.chance(0.3) ? "forced=self" : "forced");
    }
    if (!flags.isEmpty()) {
      sb.append(" {").append(String.join(", ", flags)).append('}');
    }
    return sb.toString();
  }

  /** Keys of counters: their own, or the flag {@code mark} (on is no number: it counts from 0). */
  private static final String[] COUNTER_KEYS = {"v", "v", "w", "mark"};
  /** The seed of the counters' stream is the rule set's seed with these bits flipped. */
  private static final long COUNTERS = 0x5DEECE66DL;

  /**
   * A counter change of {@code who}: {@code attr(who, k+=n)} or {@code k-=n} (n 1 or 2), when
   * {@code set} now and then {@code k=n}, which the night's other changes of k meet in order.
   */
  private static String counter(SplitMix64 counters, String who, boolean set) {
    String key = COUNTER_KEYS[counters.nextInt(COUNTER_KEYS.length)];
    int n = 1 + (counters.chance(0.2) ? 1 : 0);
    int op = counters.nextInt(set ? 10 : 9);
    return "attr(" + who + ", " + key + (op < 6 ? "+=" : op < 9 ? "-=" : "=") + (op < 9 ? n : 3)
        + ")";
  }

  /**
   * {@code response} with, by chance of {@code counters}, a counter change of the trigger's
   * holder or of {@code subject} (its visitor, attacker, target, dead) after it, or now and then
   * in its place (a trigger that only counts).
   */
  private static String withCounter(SplitMix64 counters, String response, String subject) {
    if (!counters.chance(0.4)) {
      return response;
    }
    String c = counter(counters, counters.chance(0.6) ? "self" : subject, false);
    return counters.chance(0.3) ? c : response + " + " + c;
  }

  private static String component(SplitMix64 rng, SplitMix64 counters, int arity,
      boolean moverAllowed) {
    String x = arity == 2 && rng.chance(0.3) ? "Y" : "X";
    switch (rng.nextInt(!moverAllowed ? 13 : arity == 2 ? 16 : 14)) {
      case 0, 1 -> {
        String[] cls = {"", "", "", ", class=kill", ", strong"};
        return "kill(" + x + cls[rng.nextInt(cls.length)] + tag(rng, ", tag=") + ")";
      }
      case 2, 3 -> {
        String t = rng.chance(0.2) ? "self" : rng.chance(0.1) ? x + "|self" : x;
        String[] classes = {"", "", "attack", "kill"};
        String cls = classes[rng.nextInt(classes.length)];
        String tags = rng.chance(0.3) ? "tag:" + TAGS[rng.nextInt(TAGS.length)] : "";
        String from = cls.isEmpty() && tags.isEmpty() ? ""
            : ", from=" + cls + (cls.isEmpty() || tags.isEmpty() ? "" : "|") + tags;
        String[] by = {"", "", "", "", ", by=align:mafia", ", by=!align:town", ", by=role:Vigilante"};
        return "protect(" + t + from + (rng.chance(0.3) ? ", every-kill" : "")
            + by[rng.nextInt(by.length)] + rank(rng) + react(rng, counters) + ")";
      }
      case 4 -> {
        String[] feedback = {"", "", "", ", feedback=innocent", ", feedback=Cop"};
        return "block(" + x + tag(rng, ", except=") + tag(rng, ", only=")
            + feedback[rng.nextInt(feedback.length)] + ")";
      }
      case 5 -> {
        String kind = KINDS[rng.nextInt(KINDS.length)];
        boolean aboutRole = List.of("investigate", "role", "category", "class").contains(kind);
        return "result(" + x + ", " + kind + (aboutRole ? SEES[rng.nextInt(SEES.length)] : "")
            + ")";
      }
      case 6 -> {
        String t = rng.chance(0.3) ? "self" : x;
        String[] scopes = {"", "", ", non-kills", ", unkillable"};
        return "untargetable(" + t + scopes[rng.nextInt(scopes.length)] + tag(rng, ", only=")
            + tag(rng, ", except=") + ")";
      }
      case 7 -> {
        return "guard(" + x + ")";
      }
      case 8 -> {
        String[] from = {"all", "attack", "kill", "true", "attack|true"};
        return "absent(self, at=" + x + ", from=" + from[rng.nextInt(from.length)] + ")";
      }
      case 9 -> {
        return switch (rng.nextInt(7)) {
          case 0 -> "recruit(" + x + ")";
          case 6 -> rng.chance(0.5) ? "attr(" + x + ", mark=on)" : "attr(" + x + ", remove mark)";
          case 5 -> "role(" + x + ", " + ROLE_OPS[rng.nextInt(ROLE_OPS.length)] + ")";
          case 1 -> "fruit(" + x + ")";
          // until=N+1 or N+2, never until=phase: a status for tonight only holds only under
          // sequential, and the other schemes refuse a night whose players may give one
          case 2 -> "status(" + x + ", " + STATUSES[rng.nextInt(STATUSES.length)] + ", until=N+"
              + (1 + rng.nextInt(2)) + tag(rng, ", tag=") + ")";
          case 3 -> "status(" + x + ", Marked)";
          default -> "clear(" + x + ", " + STATUSES[rng.nextInt(STATUSES.length)] + ")";
        };
      }
      case 10 -> {
        return rng.chance(0.3) ? "announce(" + x + ", marked)"
            : "notify(" + x + ", \"note " + rng.nextInt(3) + "\")";
      }
      case 11 -> {
        return "visit(" + x + ")";
      }
      case 12 -> {
        String t = rng.chance(0.2) ? "self" : x;
        return "disguise(" + t + ", as=" + DISGUISES[rng.nextInt(DISGUISES.length)] + ", strength="
            + (rng.chance(0.5) ? "weak" : "strong") + LASTING[rng.nextInt(LASTING.length)] + ")";
      }
      case 13 -> {
        if (arity == 1) { // the deflects of one player: onto oneself, or one's own visitors on
          return rng.chance(0.5) ? deflect(rng, "X", "self") : deflect(rng, "self", "X");
        }
        return switch (rng.nextInt(5)) {
          case 0 -> "inform(X, role(Y))";
          case 1 -> "link(X, Y, lovers)";
          default -> "redirect(X, to=Y" + tag(rng, ", only=") + tag(rng, ", except=") + ")";
        };
      }
      case 14 -> {
        return "swap(X, Y)";
      }
      default -> {
        String[][] places = {{"X", "Y"}, {"Y", "X"}, {"X", "self"}, {"self", "X"}};
        String[] p = places[rng.nextInt(places.length)];
        return deflect(rng, p[0], p[1]);
      }
    }
  }

  private static final String[] RANKS = {"active", "passive", "partial", "recruitment"};
  /** What a defense trigger may filter on: the ranks, and absence. */
  private static final String[] DEFENSES = {"absence", "active", "passive", "partial",
      "recruitment", "absence|active"};

  private static String rank(SplitMix64 rng) {
    return rng.chance(0.2) ? ", rank=" + RANKS[rng.nextInt(RANKS.length)] : "";
  }

  /** Sometimes a reaction on the attacker, now and then counting ({@code counters}). */
  private static String react(SplitMix64 rng, SplitMix64 counters) {
    if (!rng.chance(0.15)) {
      return "";
    }
    return ", react=" + withCounter(counters, switch (rng.nextInt(5)) {
      case 0 -> "status(attacker, Hexed, until=N+1)";
      case 1 -> "notify(attacker, \"stopped\")";
      case 2 -> "kill(attacker" + (rng.chance(0.3) ? ", class=true" : "") + ")";
      case 3 -> "kill(attacker) + notify(attacker, \"struck back\")";
      default -> "announce(attacker, caught) + status(attacker, Marked)";
    }, "attacker");
  }

  /** A response to a death, killed or defense trigger (kills only when {@code kills}). */
  private static String response(SplitMix64 rng, boolean kills) {
    return switch (rng.nextInt(kills ? 5 : 3)) {
      case 0 -> "status(attacker, Hexed, until=N+1" + tag(rng, ", tag=") + ")";
      case 1 -> "notify(attacker, \"avenged\") + announce(self, fallen)";
      case 2 -> "status(self, Marked)";
      case 3 -> "kill(attacker" + (rng.chance(0.4) ? ", class=true" : "")
          + (rng.chance(0.3) ? ", tag=revenge" : "") + ")";
      default -> "kill(attacker) + notify(attacker, \"revenge\")";
    };
  }

  /** A deflect of what lands on {@code holder} to {@code to}, with random filters. */
  private static String deflect(SplitMix64 rng, String holder, String to) {
    String[] from = {"", "", "", ", from=align:mafia", ", from=!align:town",
        ", from=role:Vigilante", ", from=attr:mark"};
    return "deflect(" + holder + ", to=" + to + from[rng.nextInt(from.length)]
        + tag(rng, ", only=") + tag(rng, ", except=") + ")";
  }

  private static String tag(SplitMix64 rng, String key) {
    return rng.chance(0.4) ? key + TAGS[rng.nextInt(TAGS.length)] : "";
  }

  private static String modifier(SplitMix64 rng, SplitMix64 counters, String name) {
    StringBuilder sb = new StringBuilder("modifier ").append(name);
    int kind = rng.nextInt(10);
    if (kind == 0) {
      Trait[] traits = Trait.values();
      sb.append(" trait=").append(traits[rng.nextInt(traits.length)].name()
          .toLowerCase(java.util.Locale.ROOT).replace('_', '-')).append('\n');
      return sb.toString();
    }
    sb.append(rng.chance(0.5) ? " countable" : "").append('\n');
    return sb + passive(rng, counters, name, kind);
  }

  /** A passive or trigger line of a role or modifier. */
  private static String passive(SplitMix64 rng, SplitMix64 counters, String name) {
    return passive(rng, counters, name, 1 + rng.nextInt(9));
  }

  private static String passive(SplitMix64 rng, SplitMix64 counters, String name, int kind) {
    StringBuilder sb = new StringBuilder();
    switch (kind) {
      case 1 -> sb.append("passive ").append(name).append(" = protect(self")
          .append(rng.chance(0.5) ? ", every-kill" : "")
          .append(rng.chance(0.3) ? ", from=tag:" + TAGS[rng.nextInt(TAGS.length)] : "")
          .append(")\n");
      case 2 -> sb.append("passive ").append(name).append(rng.chance(0.3)
          ? " = disguise(self, as=Spy, strength=" + (rng.chance(0.5) ? "weak" : "strong") + ")\n"
          : " = untargetable(self" + (rng.chance(0.5) ? ", non-kills" : "") + ")\n");
      case 4 -> {
        String[] consume = {"need", "attempt", "per-night"};
        sb.append("passive ").append(name).append(" = protect(self")
            .append(rng.chance(0.4) ? ", from=tag:" + TAGS[rng.nextInt(TAGS.length)] : "")
            .append(rank(rng)).append(", uses=").append(1 + rng.nextInt(2))
            .append(", consume=").append(consume[rng.nextInt(consume.length)])
            .append(react(rng, counters)).append(")\n");
      }
      case 5 -> sb.append("trigger ").append(name).append(rng.chance(0.5) ? " killed = " : " death = ")
          .append(withCounter(counters, response(rng, true), "attacker")).append('\n');
      case 6 -> sb.append("passive ").append(name).append(" = protect(self").append(rank(rng))
          .append(")\ntrigger ").append(name).append(" defense")
          .append(rng.chance(0.4) ? "(" + DEFENSES[rng.nextInt(DEFENSES.length)] + ")" : "")
          .append(" = ").append(withCounter(counters, response(rng, true), "attacker"))
          .append('\n');
      case 7 -> sb.append("trigger ").append(name).append(" action")
          .append(rng.chance(0.4) ? "(" + TAGS[rng.nextInt(TAGS.length)] + ")" : "")
          .append(" = ").append(withCounter(counters, switch (rng.nextInt(4)) {
            case 0 -> "status(target, Hexed, until=N+1)";
            case 1 -> "notify(target, \"seen you\") + announce(self, active)";
            case 2 -> "kill(target" + (rng.chance(0.3) ? ", class=true" : "") + ")";
            default -> "status(self, Marked)";
          }, "target")).append('\n');
      case 8 -> sb.append("trigger ").append(name).append(" redirect = ")
          .append(withCounter(counters, switch (rng.nextInt(3)) {
            case 0 -> "status(visitor, Hexed, until=N+1)";
            case 1 -> "kill(visitor) + notify(visitor, \"redirected\")";
            default -> "notify(visitor, \"redirected\") + status(self, Marked)";
          }, "visitor")).append('\n');
      case 9 -> sb.append("trigger ").append(name).append(" death(all) = ")
          .append(withCounter(counters, switch (rng.nextInt(3)) {
            case 0 -> "kill(self)";
            case 1 -> "status(dead, Marked) + notify(self, \"a death\")";
            default -> "kill(self, class=true) + announce(dead, mourned)";
          }, "dead")) // one in four under a limit that holds (a guarded trigger), by its name
          .append((name.hashCode() & 3) == 0 ? " [if living>1]" : "").append('\n');
      default -> {
        int r = rng.nextInt(6);
        sb.append("trigger ").append(name).append(" visited")
            .append(r >= 4 && rng.chance(0.5) ? "(" + (rng.chance(0.5) ? "!" : "")
                + TAGS[rng.nextInt(TAGS.length)] + ")" : "").append(" = ")
            .append(withCounter(counters, switch (r) {
              case 0, 1 -> "kill(visitor" + (rng.chance(0.3) ? ", tag=revenge" : "") + ")";
              case 2 -> "status(visitor, Hexed, until=N+1" + tag(rng, ", tag=") + ")";
              case 3 -> "notify(visitor, \"seen\")";
              case 4 -> rng.chance(0.5) ? "cancel(failure)" : "cancel(\"barred\")";
              default -> (rng.chance(0.5) ? "kill(visitor) + " : "notify(visitor, \"seen\") + ")
                  + (rng.chance(0.5) ? "cancel(success)" : "cancel(failure)");
            }, "visitor")).append('\n');
      }
    }
    return sb.toString();
  }
}
