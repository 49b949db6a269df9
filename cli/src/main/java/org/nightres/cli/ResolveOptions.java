package org.nightres.cli;

import java.io.PrintWriter;
import java.util.Optional;
import java.util.stream.Collectors;
import org.nightres.core.NightResolver;
import org.nightres.core.NightResolvers;
import org.nightres.core.Scheme;
import org.nightres.core.format.OutcomeText;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.Outcome;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The options shared by {@code resolve} and {@code explain}, and the work they do. */
final class ResolveOptions {

  /** Output formats. */
  enum Format { TEXT, JSON }

  @Option(names = "--scheme", paramLabel = "S",
      description = "rar, snarf or nar; overrides the file's `scheme` line (default: the file's, else rar).")
  String scheme;

  @Option(names = "--format", paramLabel = "F", defaultValue = "text",
      description = "text or json (default: ${DEFAULT-VALUE}).")
  Format format;

  @Parameters(index = "0", paramLabel = "FILE", description = "A .night file, or - for standard input.")
  String file;

  /** Parses, resolves and prints; returns the exit code. */
  int run(boolean explain, PrintWriter out, PrintWriter err) {
    Optional<Scheme> flag = Optional.empty();
    if (scheme != null) {
      flag = Scheme.fromId(scheme);
      if (flag.isEmpty()) {
        err.println("nightres: error: unknown scheme '" + scheme + "'; expected rar, snarf or nar");
        return ExitCodes.INVALID_INPUT;
      }
    }
    Optional<Night> night = NightInput.read(file, System.in, err);
    if (night.isEmpty()) {
      return ExitCodes.INVALID_INPUT;
    }
    Scheme chosen = flag.or(() -> night.get().scheme()).orElse(Scheme.RAR);
    Optional<NightResolver> resolver = NightResolvers.find(chosen);
    if (resolver.isEmpty()) {
      err.println("nightres: error: the " + chosen.id() + " scheme is not available in this build (available: "
          + NightResolvers.available().stream().map(Scheme::id).collect(Collectors.joining(", ")) + ")");
      return ExitCodes.INVALID_INPUT;
    }
    Outcome outcome = resolver.get().resolve(night.get());
    if (format == Format.JSON) {
      out.print(OutcomeJson.render(outcome, explain));
    } else {
      out.print(OutcomeText.render(outcome));
      if (explain) {
        out.println();
        out.print(OutcomeText.renderExplanation(outcome));
      }
    }
    out.flush();
    return ExitCodes.OK;
  }
}
