package org.nightres.cli;

import java.util.Optional;
import java.util.concurrent.Callable;
import org.nightres.core.NightResolver;
import org.nightres.core.Scheme;
import org.nightres.core.format.GamePlay;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code nightres check FILE}: validates only. A game file's nights are validated in order, each
 * against the state the nights before it leave, so they are played with the file's scheme (else
 * rar); so is a one-night file with {@code random} pins under sequential, which uses its pins
 * as it resolves; only the verdict is printed.
 */
@Command(name = "check", mixinStandardHelpOptions = true,
    description = {"Validates a .night file.",
        "A game file's nights are checked in order, each against the state the nights before it "
            + "leave (played under the file's scheme, else rar)."})
final class CheckCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(index = "0", paramLabel = "FILE", description = "A .night file, or - for standard input.")
  String file;

  @picocli.CommandLine.Option(names = "--strict",
      description = "Warnings are errors (exit 2): every warning the input gives, such as a "
          + "construct of a WWR role book that nightres does not understand, a tag nothing has, "
          + "a file included twice, contradicting modifiers or an option the scheme does not "
          + "read.")
  boolean strict;

  @picocli.CommandLine.Option(names = "--seed", paramLabel = "N",
      description = "Check with the seed of the random draws that resolve --seed N would use, "
          + "instead of the file's `seed` line: a pin may be used under one seed and not another.")
  Long seed;

  @Override
  public Integer call() {
    var err = spec.commandLine().getErr();
    Optional<NightInput.Input> input = NightInput.readAny(file, System.in, err, seed, strict);
    if (input.isEmpty()) {
      return ExitCodes.INVALID_INPUT;
    }
    Optional<NightResolver> resolver =
        ResolveOptions.resolver(input.get().scheme().orElse(Scheme.RAR), err);
    if (resolver.isEmpty()) {
      return ExitCodes.INVALID_INPUT;
    }
    if (!input.get().isGame()) {
      var night = input.get().night().get();
      // an option or a component the file's scheme cannot honour is an error of the file, as
      // resolve says (an input's script is free of errors: NightInput reported them)
      Optional<org.nightres.core.format.Diagnostic> refused =
          input.get().script().refusal(resolver.get(), night, "");
      if (refused.isPresent()) {
        NightInput.report(java.util.List.of(refused.get()), err);
        return ExitCodes.INVALID_INPUT;
      }
      if (!night.pins().isEmpty() && resolver.get().scheme().resolvesInTurn()) {
        // which draws sequential makes, and so which pins it uses, its resolution alone says
        // (games.md section 9: a pin that is never used is an input error)
        GamePlay play = input.get().play(resolver.get(), 1);
        if (!play.ok()) {
          NightInput.report(play.diagnostics(), err);
          return ExitCodes.INVALID_INPUT;
        }
      }
      spec.commandLine().getOut().println(file + ": ok (" + count(night.players().size(), "player")
          + ", " + count(night.actions().size(), "action") + ")");
      return ExitCodes.OK;
    }
    var numbers = input.get().nightNumbers();
    GamePlay play = input.get().play(resolver.get(), numbers.get(numbers.size() - 1));
    if (!play.ok()) {
      NightInput.report(play.diagnostics(), err);
      return ExitCodes.INVALID_INPUT;
    }
    int actions = play.nights().stream().mapToInt(n -> n.actions().size()).sum();
    spec.commandLine().getOut().println(file + ": ok ("
        + count(play.nights().get(0).players().size(), "player") + ", "
        + input.get().describeNights() + ", " + count(actions, "action") + ")");
    return ExitCodes.OK;
  }

  /** {@code 1 action}, {@code 2 actions}. */
  private static String count(int n, String noun) {
    return n + " " + noun + (n == 1 ? "" : "s");
  }
}
