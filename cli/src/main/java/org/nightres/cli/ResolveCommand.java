package org.nightres.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nightres resolve [--scheme S] [--format text|json] [--explain] [--night N]
 * [--state-out FILE] FILE|-}.
 */
@Command(name = "resolve", mixinStandardHelpOptions = true,
    description = {"Resolves a night and prints the deaths and the messages each player receives.",
        "A game file (`night <n>` sections) is resolved night by night, each night starting from the "
            + "state the one before left."})
final class ResolveCommand implements Callable<Integer> {
  @Spec CommandSpec spec;
  @Mixin ResolveOptions options;

  @Option(names = "--explain", description = "Also print why: the reason trees or the step log.")
  boolean explain;

  @Override
  public Integer call() {
    return options.run(explain, spec.commandLine().getOut(), spec.commandLine().getErr());
  }
}
