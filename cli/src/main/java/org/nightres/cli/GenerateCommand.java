package org.nightres.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.nightres.core.NightResolver;
import org.nightres.core.NightResolvers;
import org.nightres.core.Scheme;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.format.RuleSets;
import org.nightres.core.format.RulesParser;
import org.nightres.core.format.RulesResult;
import org.nightres.lab.generate.GeneratorConfig;
import org.nightres.lab.generate.ImmutableGeneratorConfig;
import org.nightres.lab.generate.Mix;
import org.nightres.lab.generate.NightGenerator;
import org.nightres.lab.generate.TargetingPattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nightres generate --players N --seed S [--rules R] [--mix M] [--pattern P] [--activity
 * A] [--dead D] [--statuses T] [--spent-vests V] [--night K] [--nights G [--scheme S]]}: a valid
 * random night of a bundled rule set, from a random start state if asked, or a game of several
 * nights resolved under a scheme.
 */
@Command(name = "generate", mixinStandardHelpOptions = true,
    description = "Writes a seeded random night as a .night file (or a game of several nights). "
        + "Same seed, same bytes.")
final class GenerateCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--players", required = true, paramLabel = "N", description = "Number of players.")
  int players;

  @Option(names = "--seed", required = true, paramLabel = "S", description = "The random seed.")
  long seed;

  @Option(names = "--rules", paramLabel = "R", defaultValue = "standard",
      description = "The bundled rule set: standard or mafia1923 (families, the seed's roles, "
          + "its exact Mafia kills; written with `rules mafia1923`) (default: ${DEFAULT-VALUE}).")
  void rules(String name) { // a name, in any case, as a file's `rules` line reads it
    rules = name.toLowerCase(java.util.Locale.ROOT);
  }

  String rules;

  @Option(names = "--mix", paramLabel = "M",
      description = "A preset (default, dense; mafia1923 for --rules mafia1923) or a custom mix "
          + "such as Doctor=3,Roleblocker=2,mafia=2 (default: the rule set's first preset).")
  String mix;

  @Option(names = "--pattern", paramLabel = "P", defaultValue = "uniform",
      description = "Targeting pattern: uniform, clustered, adversarial, ring or clique (default: ${DEFAULT-VALUE}).")
  String pattern;

  @Option(names = "--activity", paramLabel = "A", defaultValue = "0.9",
      description = "Share of abilities that are used, from 0 to 1 (default: ${DEFAULT-VALUE}).")
  double activity;

  @Option(names = "--dead", paramLabel = "D", defaultValue = "0",
      description = "Chance that a player is dead at the start of the night (default: ${DEFAULT-VALUE}).")
  double dead;

  @Option(names = "--statuses", paramLabel = "T", defaultValue = "0",
      description = "Chance that a living player holds Abroad, Injured, Suspended or Arrested "
          + "(default: ${DEFAULT-VALUE}).")
  double statuses;

  @Option(names = "--spent-vests", paramLabel = "V", defaultValue = "0",
      description = "Chance that a countable modifier such as Bulletproof(1) is spent "
          + "(default: ${DEFAULT-VALUE}).")
  double spentVests;

  @Option(names = "--night", paramLabel = "K", defaultValue = "1",
      description = "The number of the (first) night (default: ${DEFAULT-VALUE}).")
  int night;

  @Option(names = "--nights", paramLabel = "G",
      description = "Write a game of G nights: each night's actions use the players alive at its "
          + "start, as the scheme resolves the nights before.")
  Integer nights;

  @Option(names = "--scheme", paramLabel = "S",
      description = "The scheme that resolves a game's nights (with --nights; default: the rule "
          + "set's, else rar: sequential for mafia1923); the game file then says `scheme S` "
          + "when S is not that default.")
  String scheme;

  @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write to FILE instead of standard output.")
  Path output;

  @Option(names = "--include", paramLabel = "FILE",
      description = "A .roles file whose roles and modifiers the mix may use, on top of the "
          + "standard ones; the generated file defines those it uses.")
  Path include;

  @Override
  public Integer call() {
    String text;
    RoleCatalogue catalogue = RuleSets.standard();
    if (include != null && !rules.equals("standard")) {
      spec.commandLine().getErr().println("nightres: error: --include adds roles to the standard "
          + "rule set's mixes; --rules " + rules + " deals its own setup (leave one out)");
      return ExitCodes.INVALID_INPUT;
    }
    if (nights != null && nights >= 1
        && (long) night + nights - 1 > org.nightres.core.format.NightParser.MAX_NIGHT) {
      spec.commandLine().getErr().println("nightres: error: --night " + night + " and --nights "
          + nights + " go past night " + org.nightres.core.format.NightParser.MAX_NIGHT
          + ", the last a file may have");
      return ExitCodes.INVALID_INPUT;
    }
    if (scheme != null && nights == null) {
      spec.commandLine().getErr().println("nightres: error: --scheme says which scheme resolves "
          + "the nights of a game: it needs --nights G (a single night is generated unresolved)");
      return ExitCodes.INVALID_INPUT;
    }
    if (include != null) {
      RulesResult rules = RulesParser.parse(include, RuleSets.standard());
      if (!rules.ok()) {
        NightInput.report(rules.diagnostics(), spec.commandLine().getErr());
        return ExitCodes.INVALID_INPUT;
      }
      NightInput.warn(rules.warnings(), false, spec.commandLine().getErr());
      catalogue = rules.catalogue().orElseThrow();
    }
    try {
      ImmutableGeneratorConfig.Builder builder = GeneratorConfig.builder().players(players)
          .seed(seed).rules(rules)
          .pattern(TargetingPattern.parse(pattern)).activity(activity).dead(dead)
          .statuses(statuses).spentVests(spentVests).night(night);
      if (mix != null) {
        builder.mix(Mix.parse(mix, catalogue));
      }
      GeneratorConfig config = builder.build();
      if (nights == null) {
        text = NightGenerator.generateText(config);
      } else {
        String id = scheme != null ? scheme : RuleSets.named(rules)
            .flatMap(RuleSets::defaultScheme).orElse(Scheme.RAR).id();
        Scheme s = Scheme.fromId(id).orElseThrow(() -> new IllegalArgumentException(
            "unknown scheme '" + id + "'; expected one of " + NightResolvers.available().stream()
                .map(Scheme::id).collect(java.util.stream.Collectors.joining(", "))));
        NightResolver resolver = NightResolvers.find(s).orElseThrow(() ->
            new IllegalArgumentException("no engine for scheme " + s.id() + " on the class path"));
        text = NightGenerator.generateGame(config, nights, resolver).text();
      }
    } catch (IllegalArgumentException | IllegalStateException e) {
      spec.commandLine().getErr().println("nightres: error: " + e.getMessage());
      return ExitCodes.INVALID_INPUT;
    }
    if (output == null) {
      spec.commandLine().getOut().print(text);
      spec.commandLine().getOut().flush();
      return ExitCodes.OK;
    }
    try {
      Files.writeString(output, text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      spec.commandLine().getErr().println(output + ": error: cannot write the file: " + e.getMessage());
      return ExitCodes.INVALID_INPUT;
    }
    return ExitCodes.OK;
  }
}
