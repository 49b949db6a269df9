package org.nightres.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Category;
import org.nightres.core.component.Component;
import org.nightres.core.component.Modifier;
import org.nightres.core.component.OrderValues;
import org.nightres.core.component.Role;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.component.Trait;
import java.nio.file.Path;
import java.util.Optional;
import org.nightres.core.format.RulesParser;
import org.nightres.core.format.RulesResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import org.nightres.core.format.RuleSets;

/** {@code nightres roles}: every role and modifier with its components and SNARF orders. */
@Command(name = "roles", mixinStandardHelpOptions = true,
    description = "Prints the catalogue: every role and modifier, its components and SNARF orders.")
final class RolesCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--rules", paramLabel = "NAME|FILE",
      description = "A bundled rule set (${COMPLETION-CANDIDATES}) or a rule-set file "
          + "<name>.roles to print instead of the standard one.",
      completionCandidates = RuleSetNames.class)
  String rules;

  @Option(names = "--coverage",
      description = "For a rule set that reads WWR role books: per role, which ability lines "
          + "were understood and which constructs not, and the share of the night ability "
          + "lines understood.")
  boolean coverage;

  @Option(names = "--strict",
      description = "Warnings are errors (exit 2): every warning the input gives, such as a "
          + "construct of a WWR role book that nightres does not understand, a tag nothing has, "
          + "a file included twice, contradicting modifiers or an option the scheme does not "
          + "read.")
  boolean strict;

  /** The bundled rule sets, for the help text. */
  static final class RuleSetNames extends java.util.ArrayList<String> {
    RuleSetNames() {
      super(RuleSets.NAMES);
    }
  }

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    RoleCatalogue catalogue = RuleSets.standard();
    if (rules != null) {
      Optional<RoleCatalogue> bundled = RuleSets.named(rules); // in any case
      if (bundled.isPresent()) {
        catalogue = bundled.get();
      } else if (!java.nio.file.Files.exists(Path.of(rules))) { // no file to point into
        spec.commandLine().getErr().println("nightres: error: --rules " + rules + ": no bundled "
            + "rule set of that name (" + String.join(", ", RuleSets.NAMES) + ") and no such file");
        return ExitCodes.INVALID_INPUT;
      } else {
        RulesResult read = RulesParser.parse(Path.of(rules), RoleCatalogue.empty());
        if (!read.ok()) {
          NightInput.report(read.diagnostics(), spec.commandLine().getErr());
          return ExitCodes.INVALID_INPUT;
        }
        if (coverage) {
          WwrCoverage.print(read.wwrLines(), read.catalogue(), out);
          return strict && !read.warnings().isEmpty() ? ExitCodes.INVALID_INPUT : ExitCodes.OK;
        }
        if (!NightInput.warn(read.warnings(), strict, spec.commandLine().getErr())) {
          return ExitCodes.INVALID_INPUT;
        }
        catalogue = read.catalogue().orElseThrow();
      }
    }
    if (coverage && (rules == null || RuleSets.named(rules).isPresent())) {
      WwrCoverage.print(List.of(), out); // a bundled rule set reads no WWR book
      return ExitCodes.OK;
    }
    out.println("Roles (E = end-of-night, O = observable, M = modifying, T = trigger; [n] = SNARF order):");
    for (Role r : catalogue.roles()) {
      String aliases = r.aliases().isEmpty() ? "" : " (also " + String.join(", ", r.aliases()) + ")";
      out.println();
      out.println(r.name() + aliases + ": " + r.description());
      if (r.faction().isPresent() || r.category().isPresent() || r.roleClass().isPresent()) {
        out.println("  " + String.join(", ", java.util.stream.Stream.of(
            r.faction().map(f -> "faction " + f), r.category().map(c -> "category " + c),
            r.roleClass().map(c -> "class " + c)).flatMap(java.util.Optional::stream).toList()));
      }
      for (Ability a : r.abilities()) {
        printAbility(out, a);
      }
      if (!r.passives().isEmpty()) {
        out.println("  passive");
        printTags(out, r.passiveTags());
        printPassives(out, r.passives());
      }
    }
    for (Map.Entry<String, List<Ability>> f : catalogue.factionAbilities().entrySet()) {
      out.println();
      out.println("every " + f.getKey() + " player:");
      f.getValue().forEach(a -> printAbility(out, a));
    }
    out.println();
    out.println("Modifiers (passives: unblockable, untrackable, unredirectable self-effects at [0]):");
    for (Modifier m : catalogue.modifiers()) {
      out.println();
      out.println(m.name() + (m.countable() ? "[(n)]" : "") + ": " + m.description());
      printTags(out, m.tags());
      printPassives(out, m.components());
      for (Trait t : m.traits()) {
        out.println("    trait " + t.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
      }
    }
    return ExitCodes.OK;
  }

  private static void printPassives(PrintWriter out, List<Component> components) {
    for (Component c : components) {
      int order = c.category() == Category.TRIGGER ? OrderValues.TRIGGERED : OrderValues.PASSIVE;
      out.println("    " + letter(c) + " " + c.describe() + "  [" + order + "]");
    }
  }

  private static void printAbility(PrintWriter out, Ability a) {
    out.println("  " + a.describe());
    out.println("    " + a.description());
    List<String> limits = org.nightres.core.format.RulesWriter.limits(a).stream()
        .filter(l -> !l.startsWith("order ")).toList(); // the order shows at each component
    if (!limits.isEmpty()) {
      out.println("    limits: " + String.join(", ", limits));
    }
    printTags(out, a.tags());
    for (Component c : a.components()) {
      String order = a.orderValue().isPresent() ? "" + a.orderValue().getAsInt() : orderOf(c, a);
      out.println("    " + letter(c) + " " + c.describe() + "  [" + order + "]");
    }
  }

  /**
   * The tags an ability, or a holder's passives, carry ({@code tag=} in the roles language, as
   * {@code RulesWriter} writes them), which filters name ({@code except=factionkill}), under it.
   */
  private static void printTags(PrintWriter out, java.util.Set<String> tags) {
    if (!tags.isEmpty()) {
      out.println("    tags: " + String.join(", ", tags));
    }
  }

  private static String orderOf(Component c, Ability a) {
    if (c.isVisit()) {
      int first = a.components().stream().filter(x -> !x.isVisit())
          .mapToInt(OrderValues::standard).min().orElse(OrderValues.MISCELLANEOUS);
      return String.valueOf(first);
    }
    return String.valueOf(OrderValues.standard(c));
  }

  private static String letter(Component c) {
    return c.category().name().substring(0, 1);
  }

}
