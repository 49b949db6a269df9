package org.nightres.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.nightres.core.NightResolver;
import org.nightres.core.NightResolvers;
import org.nightres.core.Scheme;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightWriter;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.format.OutcomeText;
import org.nightres.core.model.ImmutableNight;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.Outcome;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The options shared by {@code resolve} and {@code explain}, and the work they do: a plain
 * one-night file, or a game file whose nights are resolved in order ({@code games.md} section 1).
 */
final class ResolveOptions {

  /** Output formats. */
  enum Format { TEXT, JSON, DOT, SVG }

  @Option(names = "--scheme", paramLabel = "S",
      description = "rar, snarf, nar or sequential; overrides the file's `scheme` line (default: the file's, else rar).")
  String scheme;

  @Option(names = "--format", paramLabel = "F", defaultValue = "text",
      description = "text, json, dot (a Graphviz graph of the explanation) or svg (the graph "
          + "drawn by Graphviz's dot, when it is installed) (default: ${DEFAULT-VALUE}).")
  Format format;

  @Option(names = "--night", paramLabel = "N",
      description = "Resolve a game file only through night N (one of the file's night numbers).")
  Integer night;

  @Option(names = "--state-out", paramLabel = "FILE",
      description = "Write the state after the last night resolved to FILE, as a file that starts the next night.")
  Path stateOut;

  @Option(names = "--seed", paramLabel = "N",
      description = "The seed of the random draws, instead of the file's `seed` line (night k of a game draws from N + k - 1).")
  Long seed;

  @Option(names = "--strict",
      description = "Warnings are errors (exit 2): every warning the input gives, such as a "
          + "construct of a WWR role book that nightres does not understand, a tag nothing has, "
          + "a file included twice, contradicting modifiers or an option the scheme does not "
          + "read.")
  boolean strict;

  @Parameters(index = "0", paramLabel = "FILE", description = "A .night file, or - for standard input.")
  String file;

  /** Parses, resolves and prints; returns the exit code. */
  int run(boolean explain, PrintWriter out, PrintWriter err) {
    Optional<Scheme> flag = Optional.empty();
    if (scheme != null) {
      flag = Scheme.fromId(scheme);
      if (flag.isEmpty()) {
        err.println("nightres: error: unknown scheme '" + scheme + "'; expected rar, snarf, nar or sequential");
        return ExitCodes.INVALID_INPUT;
      }
    }
    if (stateOut != null && stateOut.toString().equals("-")) { // not standard output: a file
      err.println("nightres: error: --state-out - : the state goes to a file, not to standard "
          + "output (which holds the outcome); name a file, such as --state-out next.night");
      return ExitCodes.INVALID_INPUT;
    }
    if (stateOut != null && overwritesInput()) { // the game file would be lost
      err.println("nightres: error: --state-out " + stateOut + " is the input file; write the "
          + "state to another file (it starts the next night, with the input file's rules)");
      return ExitCodes.INVALID_INPUT;
    }
    Optional<NightInput.Input> input =
        NightInput.readAny(file, System.in, err, seed, strict, flag.orElse(null));
    if (input.isEmpty()) {
      return ExitCodes.INVALID_INPUT;
    }
    List<Integer> numbers = input.get().nightNumbers();
    int upTo = numbers.get(numbers.size() - 1);
    if (night != null) {
      if (!numbers.contains(night)) {
        err.println("nightres: error: --night " + night + ": " + file + " has no night " + night
            + " (it has " + input.get().describeNights() + ")");
        return ExitCodes.INVALID_INPUT;
      }
      upTo = night;
    }
    Optional<NightResolver> resolver = resolver(flag.or(() -> input.get().scheme()).orElse(Scheme.RAR), err);
    if (resolver.isEmpty()) {
      return ExitCodes.INVALID_INPUT;
    }
    GamePlay play = input.get().play(resolver.get(), upTo);
    if (!play.ok()) {
      NightInput.report(play.diagnostics(), err);
      return ExitCodes.INVALID_INPUT;
    }
    if (stateOut != null && !writeState(play, input.get().script(), flag, err)) {
      return ExitCodes.INVALID_INPUT;
    }
    if (format == Format.DOT) {
      out.print(DotRender.render(play.outcomes()));
    } else if (format == Format.SVG) {
      Optional<String> svg = svg(DotRender.render(play.outcomes()), err);
      if (svg.isEmpty()) {
        return ExitCodes.INVALID_INPUT;
      }
      out.print(svg.get());
    } else if (format == Format.JSON) {
      out.print(OutcomeJson.render(play.outcomes(), explain));
    } else if (input.get().isGame()) {
      out.print(OutcomeText.renderGame(play.outcomes(), explain));
    } else {
      Outcome outcome = play.last();
      out.print(OutcomeText.render(outcome));
      if (explain) {
        out.println();
        out.print(OutcomeText.renderExplanation(outcome));
      }
    }
    out.flush();
    return ExitCodes.OK;
  }

  /**
   * The graph drawn by Graphviz's {@code dot -Tsvg}, or empty after saying why not (no {@code
   * dot} on the path).
   */
  private static Optional<String> svg(String dot, PrintWriter err) {
    try {
      Process p = new ProcessBuilder("dot", "-Tsvg").redirectErrorStream(true).start();
      try (var in = p.getOutputStream()) {
        in.write(dot.getBytes(StandardCharsets.UTF_8));
      }
      String svg = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      if (p.waitFor() != 0) {
        err.println("nightres: error: dot failed: " + svg.strip());
        return Optional.empty();
      }
      return Optional.of(svg);
    } catch (IOException e) {
      err.println("nightres: error: --format svg needs Graphviz's dot on the path (not found: "
          + e.getMessage() + "); --format dot prints the graph for it");
      return Optional.empty();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      err.println("nightres: error: interrupted while drawing the graph");
      return Optional.empty();
    }
  }

  /** The resolver of the scheme, or empty after saying that this build lacks it. */
  static Optional<NightResolver> resolver(Scheme chosen, PrintWriter err) {
    Optional<NightResolver> resolver = NightResolvers.find(chosen);
    if (resolver.isEmpty()) {
      err.println("nightres: error: the " + chosen.id() + " scheme is not available in this build (available: "
          + NightResolvers.available().stream().map(Scheme::id).collect(Collectors.joining(", ")) + ")");
    }
    return resolver;
  }

  /** Whether {@code --state-out} names the file read (standard input is no file). */
  private boolean overwritesInput() {
    if (file.equals("-") || !Files.exists(stateOut)) {
      return false;
    }
    try {
      return Files.isSameFile(Path.of(file), stateOut);
    } catch (IOException | RuntimeException e) {
      return false; // the reading or the writing says what is wrong
    }
  }

  /**
   * Writes {@code --state-out}; false after saying why it could not. The file names the scheme
   * the nights were played under, {@code --scheme}'s when given: the game goes on as it was
   * played (games.md section 1), with the options that scheme reads.
   */
  private boolean writeState(GamePlay play, GameScript script, Optional<Scheme> played,
      PrintWriter err) {
    if (stateOut.toString().isEmpty()) {
      err.println("nightres: error: --state-out needs a file name");
      return false;
    }
    Night lastNight = play.nights().get(play.nights().size() - 1);
    if (played.isPresent()) {
      lastNight = ImmutableNight.copyOf(lastNight).withScheme(played.get());
    }
    String text;
    try {
      java.nio.file.Path folder = stateOut.toAbsolutePath().getParent();
      text = script.stateFile(lastNight, play.last(),
          folder != null ? folder : java.nio.file.Path.of("").toAbsolutePath());
    } catch (IllegalArgumentException e) {
      err.println("nightres: error: cannot write the state as a file: " + e.getMessage());
      return false;
    }
    try {
      Files.writeString(stateOut, text, StandardCharsets.UTF_8);
      return true;
    } catch (NoSuchFileException e) {
      err.println("nightres: error: cannot write " + stateOut + ": no such folder");
      return false;
    } catch (IOException | RuntimeException e) {
      err.println("nightres: error: cannot write " + stateOut + ": " + e.getMessage());
      return false;
    }
  }
}
