package org.nightres.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.nightres.core.NightResolver;
import org.nightres.core.NightResolvers;
import org.nightres.core.Scheme;
import org.nightres.core.format.GamePlay;
import org.nightres.core.model.Night;
import org.nightres.lab.compare.ComparisonCsv;
import org.nightres.lab.compare.ComparisonReport;
import org.nightres.lab.compare.ComparisonText;
import org.nightres.lab.compare.MinimalNight;
import org.nightres.lab.compare.NightComparison;
import org.nightres.lab.compare.NightRecord;
import org.nightres.lab.compare.SchemeComparison;
import org.nightres.lab.compare.Study;
import org.nightres.lab.compare.StudyListener;
import org.nightres.lab.generate.GeneratorConfig;
import org.nightres.lab.generate.ImmutableGeneratorConfig;
import org.nightres.lab.generate.Mix;
import org.nightres.lab.generate.TargetingPattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code nightres compare FILE} (one night under every scheme, side by side) and
 * {@code nightres compare --generate N --players P --seed S [--rules R] ...} (a study of N
 * generated nights of a bundled rule set).
 * Reports go to standard output and are the same bytes for any {@code --threads}; the progress
 * bar and the timing line go to standard error.
 */
@Command(name = "compare", mixinStandardHelpOptions = true, sortOptions = false,
    description = {
        "Resolves nights under every scheme and shows where the schemes disagree.",
        "",
        "  compare FILE            one night side by side; * marks the rows that differ",
        "                          (a game file: each night, from the state the nights",
        "                          before it leave under the file's scheme)",
        "  compare --generate N --players P --seed S [--rules R] [--mix M] ...",
        "                          a study of N generated nights (night i uses seed",
        "                          S+i): disagreement shares per pair of schemes and",
        "                          per interaction pattern; the smallest disagreeing",
        "                          nights, shrunk, saved in --out",
        "",
        "Schemes: rar, snarf, nar and sequential; every pair of them is compared.",
        "",
        "See docs/comparing-schemes.md.", ""})
final class CompareCommand implements Callable<Integer> {
  /** Progress bar modes. */
  enum Progress { AUTO, ALWAYS, NEVER }

  @Spec CommandSpec spec;

  @Parameters(index = "0", arity = "0..1", paramLabel = "FILE",
      description = "A .night file, or - for standard input (not with --generate).")
  String file;

  /** What compare prints. */
  enum Format { TEXT, JSON }

  @Option(names = "--format", paramLabel = "F", defaultValue = "text",
      description = "text or json (default: ${DEFAULT-VALUE}).")
  Format format;

  @Option(names = "--schemes", paramLabel = "LIST", split = ",", hideParamSyntax = true,
      description = "The schemes to compare, e.g. rar,nar (default: every available scheme: "
          + "rar, snarf, nar, sequential).")
  List<String> schemes;

  @Option(names = "--generate", paramLabel = "N", description = "Compare N generated nights.")
  Integer generate;

  @Option(names = "--players", paramLabel = "P", description = "Players per generated night.")
  Integer players;

  @Option(names = "--seed", paramLabel = "S", description = "With --generate: seed of night 0; "
      + "night i uses S+i. With FILE: the seed of its random draws, instead of its `seed` line.")
  Long seed;

  @Option(names = "--rules", paramLabel = "R",
      description = "The bundled rule set of the generated nights: standard or mafia1923 "
          + "(default: standard).")
  void rules(String name) { // a name, in any case, as a file's `rules` line reads it
    rules = name.toLowerCase(java.util.Locale.ROOT);
  }

  String rules;

  @Option(names = "--mix", paramLabel = "M",
      description = "A preset (default, dense; mafia1923 for --rules mafia1923) or a custom mix "
          + "(default: the rule set's first preset).")
  String mix;

  @Option(names = "--pattern", paramLabel = "T",
      description = "Targeting pattern: uniform, clustered, adversarial, ring, clique (default: uniform).")
  String pattern;

  @Option(names = "--activity", paramLabel = "A",
      description = "Share of abilities used, 0 to 1 (default: 0.9).")
  Double activity;

  @Option(names = "--threads", paramLabel = "T",
      description = "Worker threads (default: the available processors). Results do not depend on it.")
  Integer threads;

  @Option(names = "--csv", paramLabel = "FILE", description = "Also write one CSV row per night to FILE.")
  Path csv;

  @Option(names = "--out", paramLabel = "DIR",
      description = "Where the shrunk disagreeing nights are saved (default: compare-out).")
  Path out;

  @Option(names = "--progress", paramLabel = "WHEN", defaultValue = "auto",
      description = "Progress bar on standard error: auto (when it is a terminal), always, never.")
  Progress progress;

  @Override
  public Integer call() {
    PrintWriter err = spec.commandLine().getErr();
    try {
      return generate == null ? compareFile() : study();
    } catch (UsageError e) {
      err.println("nightres: error: " + e.getMessage());
      return ExitCodes.INVALID_INPUT;
    }
  }

  // ---- one night -----------------------------------------------------------------------------

  private int compareFile() {
    List<String> studyOnly = new ArrayList<>();
    addIf(studyOnly, players != null, "--players");
    addIf(studyOnly, rules != null, "--rules");
    addIf(studyOnly, mix != null, "--mix");
    addIf(studyOnly, pattern != null, "--pattern");
    addIf(studyOnly, activity != null, "--activity");
    addIf(studyOnly, threads != null, "--threads");
    addIf(studyOnly, csv != null, "--csv");
    addIf(studyOnly, out != null, "--out");
    if (file == null) {
      throw new UsageError("compare needs a FILE to compare, or --generate N --players P --seed S "
          + "for a study of generated nights");
    }
    if (!studyOnly.isEmpty()) {
      throw new UsageError(String.join(", ", studyOnly) + (studyOnly.size() == 1 ? " applies" : " apply")
          + " only to a study (--generate N); to compare FILE, leave "
          + (studyOnly.size() == 1 ? "it" : "them") + " out");
    }
    List<NightResolver> resolvers = resolvers();
    SchemeComparison comparison = SchemeComparison.of(resolvers);
    PrintWriter err = spec.commandLine().getErr();
    // with FILE, --seed is the seed of its random draws (games.md section 9)
    Optional<NightInput.Input> input = NightInput.readForEveryScheme(file, System.in, err, seed);
    if (input.isEmpty()) {
      return ExitCodes.INVALID_INPUT;
    }
    List<Night> nights;
    boolean game = input.get().isGame();
    Scheme base = input.get().scheme().orElse(Scheme.RAR);
    if (game) {
      // a game: every night, each from the state the nights before it leave under the file's
      // scheme (else rar), so that every scheme starts each night from the same state
      Optional<NightResolver> resolver = ResolveOptions.resolver(base, err);
      if (resolver.isEmpty()) {
        return ExitCodes.INVALID_INPUT;
      }
      List<Integer> numbers = input.get().nightNumbers();
      GamePlay play = input.get().play(resolver.get(), numbers.get(numbers.size() - 1));
      if (!play.ok()) {
        NightInput.report(play.diagnostics(), err);
        return ExitCodes.INVALID_INPUT;
      }
      nights = play.nights();
    } else {
      nights = List.of(input.get().night().get());
    }
    List<NightComparison> compared = new ArrayList<>();
    List<String> labels = new ArrayList<>();
    for (Night night : nights) {
      for (NightResolver r : resolvers) { // at the file's option line, or where the rules write
        // the component (else at its player's line), with the line and a caret
        Optional<org.nightres.core.format.Diagnostic> refused = input.get().script().refusal(r,
            night, "; leave " + r.scheme().id() + " out with --schemes");
        if (refused.isPresent()) {
          NightInput.report(List.of(refused.get()), err);
          return ExitCodes.INVALID_INPUT;
        }
      }
      try {
        compared.add(comparison.compare(night));
      } catch (org.nightres.core.PinsNotHonoured e) { // pins written for one scheme's draws
        // at each pin's line, as resolve reports it (an input's script is free of errors)
        NightInput.report(input.get().script().atPins(night.number(), e.problems()).stream()
            .map(d -> new org.nightres.core.format.Diagnostic(d.file(), d.line(), d.column(),
                d.message() + "; a pin must fit every compared scheme's draws, which the schemes "
                    + "make at different moments (games.md section 9): compare the night without "
                    + "its pins, or with --schemes", d.lineText()))
            .toList(), err);
        return ExitCodes.INVALID_INPUT;
      }
      labels.add(game ? file + " (night " + night.number() + ")" : file);
    }
    PrintWriter o = spec.commandLine().getOut();
    if (format == Format.JSON) {
      o.print(game ? CompareJson.render(compared, labels) : CompareJson.render(compared.get(0), file));
    } else {
      for (int i = 0; i < compared.size(); i++) {
        o.print((i == 0 ? "" : "\n") + ComparisonText.render(compared.get(i), labels.get(i)));
      }
      if (game) {
        o.print("\n" + gameSummary(compared, base));
      }
    }
    o.flush();
    return compared.stream().anyMatch(NightComparison::anyLimit) ? ExitCodes.LIMIT : ExitCodes.OK;
  }

  /**
   * The last line of a game's comparison: the nights on which some schemes differ, or that every
   * scheme agrees on every night.
   */
  private static String gameSummary(List<NightComparison> compared, Scheme base) {
    List<String> differ = new ArrayList<>();
    List<String> limited = new ArrayList<>();
    for (NightComparison c : compared) {
      if (c.anyDisagreement()) {
        differ.add(Integer.toString(c.night().number()));
      }
      if (c.anyLimit()) {
        limited.add(Integer.toString(c.night().number()));
      }
    }
    StringBuilder sb = new StringBuilder().append(compared.size())
        .append(" nights, each from the state the nights before it leave under ")
        .append(base.id()).append(": ");
    if (differ.isEmpty() && limited.isEmpty()) {
      return sb.append("all schemes agree on every night.\n").toString();
    }
    sb.append(differ.isEmpty() ? "no night where schemes differ"
        : "schemes differ on " + nightList(differ));
    if (!limited.isEmpty()) {
      sb.append("; some scheme hit its limit on ").append(nightList(limited));
    }
    return sb.append(".\n").toString();
  }

  private static String nightList(List<String> numbers) {
    return (numbers.size() == 1 ? "night " : "nights ") + String.join(", ", numbers);
  }

  // ---- a study -------------------------------------------------------------------------------

  private int study() {
    PrintWriter err = spec.commandLine().getErr();
    if (file != null) {
      throw new UsageError("give a FILE or --generate N, not both");
    }
    if (players == null || seed == null) {
      throw new UsageError("--generate needs --players P and --seed S (night i uses seed S+i)");
    }
    int threadCount = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
    if (threadCount < 1 || threadCount > 1024) {
      throw new UsageError("--threads must be between 1 and 1024, got " + threadCount);
    }
    Study study;
    try {
      ImmutableGeneratorConfig.Builder first = GeneratorConfig.builder().players(players)
          .seed(seed).rules(rules == null ? "standard" : rules)
          .pattern(TargetingPattern.parse(pattern == null ? "uniform" : pattern))
          .activity(activity == null ? GeneratorConfig.DEFAULT_ACTIVITY : activity);
      if (mix != null) {
        first.mix(Mix.parse(mix));
      }
      study = new Study(generate, first.build());
    } catch (IllegalArgumentException | IllegalStateException e) {
      throw new UsageError(e.getMessage());
    }
    SchemeComparison comparison = comparison();
    Path outDir = out == null ? Path.of("compare-out") : out;
    try {
      Files.createDirectories(outDir);
    } catch (IOException | RuntimeException e) {
      throw new UsageError(outDir + ": cannot create the directory: " + e.getMessage());
    }
    BufferedWriter csvWriter = null;
    if (csv != null) {
      try {
        csvWriter = Files.newBufferedWriter(csv, StandardCharsets.UTF_8);
        csvWriter.write(ComparisonCsv.header(comparison.schemes()));
      } catch (IOException | RuntimeException e) {
        closeQuietly(csvWriter);
        throw new UsageError(csv + ": cannot write the file: " + e.getMessage());
      }
    }
    ProgressBar bar = new ProgressBar(err, showProgress());
    long started = System.nanoTime();
    Thread stopped = whenStopped(bar, err, csvWriter, started);
    Runtime.getRuntime().addShutdownHook(stopped);
    ComparisonReport report;
    try {
      report = comparison.study(study, threadCount, new Listener(csvWriter, bar));
      if (csvWriter != null) {
        csvWriter.close();
      }
    } catch (UncheckedIOException | IOException e) {
      bar.clear();
      closeQuietly(csvWriter);
      IOException io = e instanceof UncheckedIOException u ? u.getCause() : (IOException) e;
      err.println(csv + ": error: cannot write the file: " + io.getMessage());
      return ExitCodes.INVALID_INPUT;
    } catch (RuntimeException | Error e) {
      bar.clear();
      closeQuietly(csvWriter);
      throw e;
    } finally {
      try {
        Runtime.getRuntime().removeShutdownHook(stopped);
      } catch (IllegalStateException shuttingDown) {
        // the hook runs, or has run: the JVM is stopping
      }
    }
    bar.clear();
    for (MinimalNight m : report.minimalNights()) {
      Path target = outDir.resolve(m.fileName());
      try {
        Files.writeString(target, m.text(), StandardCharsets.UTF_8);
      } catch (IOException e) {
        err.println(target + ": error: cannot write the file: " + e.getMessage());
        return ExitCodes.INVALID_INPUT;
      }
    }
    double seconds = (System.nanoTime() - started) / 1e9;
    err.println(String.format(Locale.ROOT, "nightres compare: %d nights under %s in %.1f s on %d %s; "
            + "%d shrunk nights in %s%s", study.nights(),
        comparison.schemes().stream().map(Scheme::id).collect(Collectors.joining(", ")), seconds,
        threadCount, threadCount == 1 ? "thread" : "threads", report.minimalNights().size(), outDir,
        csv == null ? "" : "; CSV in " + csv));
    PrintWriter o = spec.commandLine().getOut();
    o.print(format == Format.JSON
        ? CompareJson.render(report, outDir.toString())
        : ComparisonText.render(report, outDir.toString()));
    o.flush();
    return ExitCodes.OK;
  }

  /**
   * What a study says when the JVM stops before it ends (SIGTERM, Ctrl-C): the bar erased, where
   * the study was, that no report is printed and no shrunk night saved, and the CSV's rows so far
   * written out. Registered for the study only; the JVM's exit code stays the signal's (143, 130).
   */
  private Thread whenStopped(ProgressBar bar, PrintWriter err, BufferedWriter csvWriter,
      long started) {
    return new Thread(() -> {
      bar.clear();
      String reached = bar.reached();
      boolean csvKept = false;
      if (csvWriter != null) {
        try {
          csvWriter.flush(); // whole rows: a Writer writes each under its lock
          csvKept = true;
        } catch (IOException e) {
          // said below: the CSV is not complete either way
        }
      }
      err.println(String.format(Locale.ROOT, "nightres compare: stopped by a signal %s, after %.1f s:"
          + " no report printed, no shrunk night saved%s",
          reached.isEmpty() ? "before the first nights were compared" : "at " + reached,
          (System.nanoTime() - started) / 1e9,
          csvKept ? "; " + csv + " holds the rows of the nights compared so far" : ""));
      err.flush();
    }, "nightres-compare-stopped");
  }

  /** Writes CSV rows and moves the bar; on the calling thread, in night order. */
  private static final class Listener implements StudyListener {
    private final BufferedWriter csv;
    private final ProgressBar bar;

    Listener(BufferedWriter csv, ProgressBar bar) {
      this.csv = csv;
      this.bar = bar;
    }

    @Override
    public void night(NightRecord record) {
      if (csv != null) {
        try {
          csv.write(ComparisonCsv.row(record));
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
    }

    @Override
    public void resolved(int done, int total) {
      bar.show("nights", done, total);
    }

    @Override
    public void shrunk(int done, int total) {
      bar.show("shrinking", done, total);
    }
  }

  private boolean showProgress() {
    return switch (progress) {
      case ALWAYS -> true;
      case NEVER -> false;
      case AUTO -> Terminal.stderrIsTerminal();
    };
  }

  // ---- shared --------------------------------------------------------------------------------

  private SchemeComparison comparison() {
    return SchemeComparison.of(resolvers());
  }

  private List<NightResolver> resolvers() {
    List<NightResolver> chosen = new ArrayList<>();
    List<Scheme> wanted = new ArrayList<>();
    if (schemes == null) {
      wanted.addAll(NightResolvers.available());
    } else {
      for (String id : schemes) {
        Scheme s = Scheme.fromId(id.trim()).orElseThrow(() -> new UsageError(
            "unknown scheme '" + id.trim() + "' in --schemes; expected rar, snarf, nar or sequential"));
        if (wanted.contains(s)) {
          throw new UsageError("scheme " + s.id() + " appears twice in --schemes");
        }
        wanted.add(s);
      }
    }
    for (Scheme s : wanted) {
      chosen.add(NightResolvers.find(s).orElseThrow(() -> new UsageError("the " + s.id()
          + " scheme is not available in this build (available: "
          + NightResolvers.available().stream().map(Scheme::id).collect(Collectors.joining(", ")) + ")")));
    }
    if (chosen.size() < 2) {
      throw new UsageError("compare needs at least two schemes, got "
          + chosen.stream().map(r -> r.scheme().id()).collect(Collectors.joining(", ")));
    }
    return chosen;
  }

  private static void addIf(List<String> list, boolean given, String option) {
    if (given) {
      list.add(option);
    }
  }

  private static void closeQuietly(BufferedWriter w) {
    if (w != null) {
      try {
        w.close();
      } catch (IOException ignored) {
        // already failing
      }
    }
  }

  /** A bad argument: exit 2 with this message. */
  private static final class UsageError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    UsageError(String message) {
      super(message, null, false, false);
    }
  }
}
