package org.nightres.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.nightres.core.generate.GeneratorConfig;
import org.nightres.core.generate.Mix;
import org.nightres.core.generate.NightGenerator;
import org.nightres.core.generate.TargetingPattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code nightres generate --players N --seed S [--mix M] [--pattern P]}: a valid random night. */
@Command(name = "generate", mixinStandardHelpOptions = true,
    description = "Writes a seeded random night as a .night file. Same seed, same bytes.")
final class GenerateCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--players", required = true, paramLabel = "N", description = "Number of players.")
  int players;

  @Option(names = "--seed", required = true, paramLabel = "S", description = "The random seed.")
  long seed;

  @Option(names = "--mix", paramLabel = "M", defaultValue = "default",
      description = "A preset (default, dense) or a custom mix such as Doctor=3,Roleblocker=2,mafia=2.")
  String mix;

  @Option(names = "--pattern", paramLabel = "P", defaultValue = "uniform",
      description = "Targeting pattern: uniform, clustered, adversarial, ring or clique (default: ${DEFAULT-VALUE}).")
  String pattern;

  @Option(names = "--activity", paramLabel = "A", defaultValue = "0.9",
      description = "Share of abilities that are used, from 0 to 1 (default: ${DEFAULT-VALUE}).")
  double activity;

  @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write to FILE instead of standard output.")
  Path output;

  @Override
  public Integer call() {
    String text;
    try {
      GeneratorConfig config = GeneratorConfig.builder().players(players).seed(seed).mix(Mix.parse(mix))
          .pattern(TargetingPattern.parse(pattern)).activity(activity).build();
      text = NightGenerator.generateText(config);
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
