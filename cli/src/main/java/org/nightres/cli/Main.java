package org.nightres.cli;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import org.nightres.core.ResolutionLimitException;
import picocli.CommandLine;

/**
 * The {@code nightres} command. Exit codes ({@code night-format.md} section 4): 0 success,
 * 2 invalid input, 3 a resolution limit was hit, 1 a bug. No stack trace unless {@code --debug}.
 */
public final class Main {
  private Main() {}

  /**
   * Runs the command on the process's standard streams (UTF-8) and exits with its code.
   *
   * @param args the command line, e.g. {@code resolve game.night}
   */
  public static void main(String[] args) {
    PrintWriter out = new PrintWriter(new java.io.OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
    PrintWriter err = new PrintWriter(new java.io.OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
    int code = run(args, out, err);
    out.flush();
    err.flush();
    System.exit(code);
  }

  /**
   * Runs the command with the given streams, for tests and embedding.
   *
   * @param args the command line
   * @param out where the command's output goes
   * @param err where its diagnostics go
   * @return the exit code: 0 success, 2 invalid input, 3 a resolution limit was hit, 1 a bug
   */
  public static int run(String[] args, PrintWriter out, PrintWriter err) {
    CommandLine cl = commandLine();
    cl.setOut(out);
    cl.setErr(err);
    return cl.execute(args);
  }

  /** The configured picocli command line. */
  static CommandLine commandLine() {
    CommandLine cl = new CommandLine(new NightresCommand());
    cl.setCaseInsensitiveEnumValuesAllowed(true);
    cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
      PrintWriter err = commandLine.getErr();
      boolean debug = parseResult.hasMatchedOption("--debug")
          || parseResult.subcommands().stream().anyMatch(p -> p.hasMatchedOption("--debug"));
      if (ex instanceof NightInput.BugReported) {
        return ExitCodes.BUG; // printed already, as the parser's diagnostic
      }
      if (ex instanceof ResolutionLimitException) {
        ResolutionLimitException limit = (ResolutionLimitException) ex;
        err.println("nightres: error: " + limit.getMessage());
        if (debug) {
          err.println("  all " + limit.actions().size() + " actions involved:");
          limit.actions().forEach(a -> err.println("    " + a));
          ex.printStackTrace(err);
        }
        return ExitCodes.LIMIT;
      }
      err.println("nightres: internal error: " + ex
          + (debug ? "" : " (a bug; run again with --debug for the stack trace and please report it)"));
      if (debug) {
        ex.printStackTrace(err);
      }
      return ExitCodes.BUG;
    });
    return cl;
  }
}
