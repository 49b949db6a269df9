package org.nightres.core.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.nightres.core.Scheme;
import org.nightres.core.format.NightParser;
import org.nightres.core.format.ParseResult;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Outcome;

/**
 * One golden case of the conformance corpus ({@code docs/conformance}): a {@code .night} file
 * and, per scheme, the expected deaths, results and recruitments ({@code null} = undetermined).
 */
public final class ConformanceCase {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** What one scheme must produce. */
  public record Expectation(Set<String> deaths, Map<String, String> results, Optional<Set<String>> recruited) {}

  private final String id;
  private final Path nightFile;
  private final Map<Scheme, Expectation> expectations;

  private ConformanceCase(String id, Path nightFile, Map<Scheme, Expectation> expectations) {
    this.id = id;
    this.nightFile = nightFile;
    this.expectations = expectations;
  }

  /** The corpus directory: {@code docs/conformance} found from the working directory upwards. */
  public static Path corpusDirectory() {
    Path dir = Path.of("").toAbsolutePath();
    while (dir != null) {
      Path candidate = dir.resolve("docs").resolve("conformance");
      if (Files.isDirectory(candidate)) {
        return candidate;
      }
      dir = dir.getParent();
    }
    throw new IllegalStateException("docs/conformance not found above " + Path.of("").toAbsolutePath());
  }

  /** Every case of the corpus, by file name. */
  public static List<ConformanceCase> all() {
    List<ConformanceCase> cases = new ArrayList<>();
    try (Stream<Path> files = Files.list(corpusDirectory())) {
      files.filter(p -> p.getFileName().toString().endsWith(".night")).sorted().forEach(p -> cases.add(load(p)));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return cases;
  }

  private static ConformanceCase load(Path night) {
    String base = night.getFileName().toString().replaceFirst("\\.night$", "");
    Path expected = night.resolveSibling(base + ".expected.json");
    try {
      JsonNode root = JSON.readTree(expected.toFile());
      Map<Scheme, Expectation> map = new EnumMap<>(Scheme.class);
      for (Scheme s : Scheme.values()) {
        JsonNode e = root.get(s.id());
        if (e == null || e.isNull()) {
          continue;
        }
        Set<String> deaths = names(e.get("deaths"));
        Map<String, String> results = new LinkedHashMap<>();
        e.path("results").fields().forEachRemaining(f -> results.put(f.getKey(), f.getValue().asText()));
        Optional<Set<String>> recruited =
            e.has("recruited") ? Optional.of(names(e.get("recruited"))) : Optional.empty();
        map.put(s, new Expectation(deaths, results, recruited));
      }
      return new ConformanceCase(base, night, map);
    } catch (IOException ex) {
      throw new UncheckedIOException(ex);
    }
  }

  private static Set<String> names(JsonNode array) {
    Set<String> out = new TreeSet<>();
    array.forEach(n -> out.add(n.asText()));
    return out;
  }

  public String id() {
    return id;
  }

  public Path nightFile() {
    return nightFile;
  }

  /** The expectation for a scheme; empty if the case leaves it undetermined. */
  public Optional<Expectation> expectation(Scheme scheme) {
    return Optional.ofNullable(expectations.get(scheme));
  }

  /** The case's night, parsed with the standard catalogue. */
  public Night night() {
    try {
      ParseResult r = NightParser.standard().parse(nightFile.getFileName().toString(), Files.readAllBytes(nightFile));
      return r.night().orElseThrow(() -> new AssertionError(r.renderDiagnostics()));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The differences between an outcome and this case's expectation for its scheme, as readable
   * lines; empty when it matches.
   */
  public List<String> mismatches(Outcome outcome) {
    Expectation e = expectations.get(outcome.scheme());
    List<String> problems = new ArrayList<>();
    if (e == null) {
      return problems;
    }
    Set<String> deaths = new TreeSet<>(outcome.deaths());
    if (!deaths.equals(e.deaths())) {
      problems.add("deaths: expected " + e.deaths() + " but got " + deaths);
    }
    e.results().forEach((player, result) -> {
      boolean found = outcome.feedback().stream().anyMatch(f ->
          f.player().toLowerCase(Locale.ROOT).equals(player.toLowerCase(Locale.ROOT)) && f.result().equals(result));
      if (!found) {
        List<String> got = new ArrayList<>();
        for (Feedback f : outcome.feedback()) {
          if (f.player().equalsIgnoreCase(player)) {
            got.add(f.result());
          }
        }
        problems.add("results[" + player + "]: expected '" + result + "' but got " + got);
      }
    });
    e.recruited().ifPresent(r -> {
      if (!new TreeSet<>(outcome.recruited()).equals(r)) {
        problems.add("recruited: expected " + r + " but got " + outcome.recruited());
      }
    });
    return problems;
  }

  @Override
  public String toString() {
    return id;
  }
}
