package org.nightres.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code nightres check FILE}: validates only. */
@Command(name = "check", mixinStandardHelpOptions = true, description = "Validates a .night file.")
final class CheckCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(index = "0", paramLabel = "FILE", description = "A .night file, or - for standard input.")
  String file;

  @Override
  public Integer call() {
    var night = NightInput.read(file, System.in, spec.commandLine().getErr());
    if (night.isEmpty()) {
      return ExitCodes.INVALID_INPUT;
    }
    spec.commandLine().getOut().println(file + ": ok (" + night.get().players().size() + " players, "
        + night.get().actions().size() + " actions)");
    return ExitCodes.OK;
  }
}
