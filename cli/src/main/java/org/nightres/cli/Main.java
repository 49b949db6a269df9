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
    System.exit(runOn(args, new java.io.FileOutputStream(java.io.FileDescriptor.out),
        System.err)); // not System.out, a PrintStream that hides a failure to write
  }

  /**
   * Runs the command on the given byte streams (UTF-8), as {@link #main} does on the process's.
   * Output that cannot be written (a full disk, a closed pipe) is an error, exit 2, told on
   * {@code stderr}: a command's result is never lost silently.
   */
  static int runOn(String[] args, java.io.OutputStream stdout, java.io.OutputStream stderr) {
    Watched watched = new Watched(stdout);
    PrintWriter out = new PrintWriter(new java.io.OutputStreamWriter(watched, StandardCharsets.UTF_8), true);
    PrintWriter err = new PrintWriter(new java.io.OutputStreamWriter(stderr, StandardCharsets.UTF_8), true);
    int code;
    try {
      code = run(args, out, err);
    } catch (OutOfMemoryError e) { // an error, not an exception: picocli lets it by
      out.flush();
      err.println("nightres: error: out of memory: the input needs more than the Java heap's "
          + Runtime.getRuntime().maxMemory() / (1 << 20) + " MiB (give java a larger -Xmx)");
      code = ExitCodes.BUG;
    } catch (StackOverflowError e) {
      out.flush();
      boolean debug = java.util.Arrays.asList(args).contains("--debug");
      err.println("nightres: internal error: " + e + (debug ? "" : " (a bug; run again with "
          + "--debug for the stack trace and please report it)"));
      if (debug) {
        e.printStackTrace(err);
      }
      code = ExitCodes.BUG;
    }
    out.flush();
    if (watched.failure != null && code == ExitCodes.OK) {
      err.println("nightres: error: cannot write the output: " + watched.failure.getMessage());
      code = ExitCodes.INVALID_INPUT;
    }
    err.flush();
    return code;
  }

  /** An output stream that keeps the first failure to write (a PrintWriter swallows it). */
  private static final class Watched extends java.io.FilterOutputStream {
    java.io.IOException failure;

    Watched(java.io.OutputStream out) {
      super(out);
    }

    @Override
    public void write(byte[] b, int off, int len) throws java.io.IOException {
      try {
        out.write(b, off, len);
      } catch (java.io.IOException e) {
        failure = failure == null ? e : failure;
        throw e;
      }
    }

    @Override
    public void write(int b) throws java.io.IOException {
      write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void flush() throws java.io.IOException {
      try {
        out.flush();
      } catch (java.io.IOException e) {
        failure = failure == null ? e : failure;
        throw e;
      }
    }
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
