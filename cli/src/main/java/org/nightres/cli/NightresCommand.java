package org.nightres.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/** The top-level command: prints usage; the work is in the subcommands. */
@Command(
    name = "nightres",
    mixinStandardHelpOptions = true,
    versionProvider = Version.class,
    description = "Resolves Mafia and Werewolf night actions under RAR, SNARF, NAR or sequential.",
    subcommands = {ResolveCommand.class, ExplainCommand.class, CheckCommand.class, RolesCommand.class,
        GenerateCommand.class, CompareCommand.class, CompletionCommand.class, ManCommand.class},
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:success", "1:a bug in nightres", "2:invalid input", "3:a resolution limit was hit"})
final class NightresCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @Option(names = "--debug", scope = ScopeType.INHERIT, description = "Print stack traces of internal errors.")
  boolean debug;

  @Override
  public Integer call() {
    spec.commandLine().usage(spec.commandLine().getErr());
    return ExitCodes.INVALID_INPUT;
  }
}
