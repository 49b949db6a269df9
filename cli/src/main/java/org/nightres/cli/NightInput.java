package org.nightres.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.nightres.core.NightResolver;
import org.nightres.core.Scheme;
import org.nightres.core.format.Diagnostic;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.format.ParseResult;
import org.nightres.core.model.Night;

/**
 * Reads a {@code .night} file (or standard input for {@code -}) and reports problems: a plain
 * one-night file as a {@link Night}, a game file ({@code games.md} section 1: {@code night <n>}
 * sections) as a {@link GameScript}.
 */
final class NightInput {
  private NightInput() {}

  /**
   * What a file holds: its {@link GameScript}, free of errors ({@link GameScript#ok()}: the
   * reading reported them and made no input), and for a plain file (no {@code night} lines) also
   * the night as {@link NightParser#parse} reads it.
   */
  record Input(Optional<Night> night, GameScript script) {
    /** Whether the file has {@code night <n>} sections. */
    boolean isGame() {
      return script.hasNightSections();
    }

    /** The numbers of the nights the file holds: {@code [1]} for a plain night. */
    List<Integer> nightNumbers() {
      return isGame() ? script.nightNumbers() : List.of(1);
    }

    /** The file's {@code scheme} line, if any. */
    Optional<Scheme> scheme() {
      return isGame() ? script.scheme() : night.get().scheme();
    }

    /**
     * The nights through {@code upToNight} (one of {@link #nightNumbers()}) resolved in order;
     * a plain night is played as the game of one night it is, so that what the resolver refuses
     * (an option it cannot honour) is reported like any other problem of the file.
     */
    GamePlay play(NightResolver resolver, int upToNight) {
      if (isGame() || script.ok()) {
        return script.play(resolver, upToNight);
      }
      return new GamePlay(List.of(night.get()), List.of(resolver.resolve(night.get())), List.of());
    }

    /** The nights as a range for people: {@code night 1}, {@code nights 1 to 3}. */
    String describeNights() {
      List<Integer> n = nightNumbers();
      return n.size() == 1 ? "night " + n.get(0) : "nights " + n.get(0) + " to " + n.get(n.size() - 1);
    }
  }

  /**
   * The parsed night, or empty after printing every diagnostic (or the read error) to {@code err}.
   */
  static Optional<Night> read(String file, InputStream stdin, PrintWriter err) {
    return bytes(file, stdin, err).flatMap(b -> plain(NightParser.standard(), file, b, err));
  }

  /**
   * The file as a plain night or as a game, or empty after printing every diagnostic (or the read
   * error) to {@code err}. A file without {@code night} lines is read exactly as {@link #read}
   * reads it, so one-night files keep their meaning and their messages.
   */
  static Optional<Input> readAny(String file, InputStream stdin, PrintWriter err) {
    return readAny(file, stdin, err, null);
  }

  /**
   * As {@link #readAny(String, InputStream, PrintWriter)}, the file's random draws made from
   * {@code seed} instead of its {@code seed} line ({@code --seed}); null: the file's.
   */
  static Optional<Input> readAny(String file, InputStream stdin, PrintWriter err, Long seed) {
    return readAny(file, stdin, err, seed, false);
  }

  /**
   * As above; the warnings of the file's rules are printed to {@code err}, and
   * with {@code strict} they are errors: printed as such, and the file is not read.
   */
  static Optional<Input> readAny(String file, InputStream stdin, PrintWriter err, Long seed,
      boolean strict) {
    return readAny(file, stdin, err, seed, strict, null);
  }

  /**
   * As above, for nights that will be resolved under {@code scheme} ({@code --scheme}), whose
   * draws the file's {@code random} pins are checked against; null: the file's scheme.
   */
  static Optional<Input> readAny(String file, InputStream stdin, PrintWriter err, Long seed,
      boolean strict, Scheme scheme) {
    return read(file, stdin, err, seed, strict,
        p -> scheme == null ? p.resolvedUnderItsOwnScheme() : p.resolvedUnder(scheme));
  }

  /**
   * As above, for a night that will be resolved under every scheme ({@code compare}): an option
   * only some schemes read is a warning that the others are compared without it.
   */
  static Optional<Input> readForEveryScheme(String file, InputStream stdin, PrintWriter err,
      Long seed) {
    return read(file, stdin, err, seed, false, NightParser::resolvedUnderEveryScheme);
  }

  private static Optional<Input> read(String file, InputStream stdin, PrintWriter err,
      Long seed, boolean strict, java.util.function.UnaryOperator<NightParser> under) {
    Optional<byte[]> bytes = bytes(file, stdin, err);
    if (bytes.isEmpty()) {
      return Optional.empty();
    }
    NightParser parser = under.apply(seed == null ? NightParser.standard()
        : NightParser.standard().withSeed(seed));
    GameScript script = parser.parseGame(file, bytes.get());
    if (!warn(inPlayFirst(script), strict, err)) {
      return Optional.empty();
    }
    if (!script.hasNightSections()) {
      // read as always (NightParser.parse: the script's first night), so that a plain file keeps
      // its meaning and every message; the night is the script's own, so what the script says of
      // its rule set (where a refused component is written) is said of the night's
      return firstNight(file, script, err).map(n -> new Input(Optional.of(n), script));
    }
    if (!script.ok()) {
      report(script.diagnostics(), err);
      return Optional.empty();
    }
    return Optional.of(new Input(Optional.empty(), script));
  }

  /**
   * The file's warnings, those about a role its players hold first ({@code (role R)}), so that
   * the shown ones are about the night, not the book's other roles and texts; else in order.
   */
  private static List<Diagnostic> inPlayFirst(GameScript script) {
    List<Diagnostic> warnings = script.warnings();
    if (warnings.isEmpty() || !script.ok()) {
      return warnings;
    }
    java.util.Set<String> inPlay = new java.util.HashSet<>();
    script.initialState().players().forEach(p -> p.roles().forEach(r -> inPlay.add(
        " (role " + r.name() + ")")));
    List<Diagnostic> sorted = new java.util.ArrayList<>(warnings);
    sorted.sort(java.util.Comparator.comparingInt(d -> inPlay.stream()
        .anyMatch(d.message()::endsWith) ? 0 : 1)); // stable: each group keeps its order
    return sorted;
  }

  /**
   * Prints the warnings of the rules (WWR books' {@code unsupported: <construct>}, unknown tags,
   * files included again); with {@code strict}, as errors. Whether reading may go on (no
   * warning, or not strict).
   */
  static boolean warn(List<Diagnostic> warnings, boolean strict, PrintWriter err) {
    if (strict && !warnings.isEmpty()) {
      report(warnings, err);
      return false;
    }
    warnings.stream().limit(SHOWN).forEach(d -> err.println(d.renderWarning()));
    if (warnings.size() > SHOWN) {
      err.println("nightres: " + (warnings.size() - SHOWN) + " more warnings not shown");
    }
    return true;
  }

  /** How many diagnostics are printed at most; a count says how many more there were. */
  static final int SHOWN = 100;

  /**
   * Prints diagnostics as the parser renders them, the first {@value #SHOWN} of them (a file of
   * many mistakes stays readable), then their count.
   */
  static void report(List<Diagnostic> diagnostics, PrintWriter err) {
    diagnostics.stream().limit(SHOWN).forEach(d -> err.println(d.render()));
    int n = diagnostics.size();
    if (n > SHOWN) {
      err.println("... and " + (n - SHOWN) + " more (the first " + SHOWN + " are shown)");
    }
    err.println(n + (n == 1 ? " error" : " errors"));
    err.flush();
    if (diagnostics.stream().anyMatch(Diagnostic::internalError)) {
      throw new BugReported(); // a parser met a bug of its own: exit 1, not 2
    }
  }

  /**
   * A parser turned a bug of its own into a diagnostic ({@link Diagnostic#internalError()}), now
   * printed: the command exits {@link ExitCodes#BUG} ({@code night-format.md}: 1, a bug), not 2.
   */
  static final class BugReported extends RuntimeException {
    private static final long serialVersionUID = 1L;

    BugReported() {
      super("a bug reported as a diagnostic", null, false, false);
    }
  }

  private static Optional<byte[]> bytes(String file, InputStream stdin, PrintWriter err) {
    try {
      return Optional.of(file.equals("-") ? org.nightres.core.format.Inputs.read(stdin)
          : org.nightres.core.format.Inputs.read(Path.of(file)));
    } catch (NoSuchFileException e) {
      err.println(file + ": error: no such file");
    } catch (IOException e) { // the cause, not the path an AccessDeniedException's message is
      err.println(file + ": error: cannot read the file: "
          + org.nightres.core.format.Inputs.why(e));
    } catch (RuntimeException e) {
      err.println(file + ": error: cannot read the file: " + e.getMessage());
    }
    return Optional.empty();
  }

  /**
   * The script's first night as {@link NightParser#parse} reads it, or empty after printing every
   * diagnostic to {@code err}.
   */
  private static Optional<Night> firstNight(String file, GameScript script, PrintWriter err) {
    ParseResult result;
    if (!script.ok()) {
      result = new ParseResult(Optional.empty(), script.diagnostics());
    } else {
      try {
        result = script.firstNight();
      } catch (RuntimeException e) { // a bug of ours, reported as NightParser.parse reports it
        result = new ParseResult(Optional.empty(), List.of(new Diagnostic(file, 1, 1,
            "internal error while reading this file (please report it): " + e, "", true)));
      }
    }
    if (!result.ok()) {
      report(result.diagnostics(), err);
    }
    return result.night();
  }

  private static Optional<Night> plain(NightParser parser, String file, byte[] bytes,
      PrintWriter err) {
    ParseResult result = parser.parse(file, bytes);
    if (!result.ok()) {
      report(result.diagnostics(), err);
    }
    return result.night();
  }
}
