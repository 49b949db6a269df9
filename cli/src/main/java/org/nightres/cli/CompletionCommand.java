package org.nightres.cli;

import java.util.concurrent.Callable;
import picocli.AutoComplete;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code nightres completion bash|zsh}: prints a completion script made from the command
 * definitions themselves (picocli's {@link AutoComplete}), so it never falls behind them.
 */
@Command(name = "completion", mixinStandardHelpOptions = true,
    description = {"Prints a shell completion script for nightres.",
        "bash: source <(nightres completion bash); zsh: autoload -U +X bashcompinit && "
            + "bashcompinit && source <(nightres completion zsh)."})
final class CompletionCommand implements Callable<Integer> {
  /** The shells a script is made for. */
  enum Shell { bash, zsh }

  @Spec CommandSpec spec;

  @Parameters(index = "0", paramLabel = "SHELL", description = "bash or zsh.")
  Shell shell;

  @Override
  public Integer call() {
    // one script serves both: under zsh it runs through bashcompinit, as picocli's scripts do
    String script = AutoComplete.bash("nightres", Main.commandLine());
    spec.commandLine().getOut().print(script);
    spec.commandLine().getOut().flush();
    return ExitCodes.OK;
  }
}
