package org.nightres.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code nightres explain FILE}: {@code resolve --explain}. */
@Command(name = "explain", mixinStandardHelpOptions = true,
    description = "Resolves a night (every night of a game file) and explains why (the same as resolve --explain).")
final class ExplainCommand implements Callable<Integer> {
  @Spec CommandSpec spec;
  @Mixin ResolveOptions options;

  @Override
  public Integer call() {
    return options.run(true, spec.commandLine().getOut(), spec.commandLine().getErr());
  }
}
