package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nightres.cli.MainTest.Run;

/**
 * A countable modifier that does not protect its holder ({@code PGO(1)}, {@code Ascetic(1)})
 * spends a use in a night in which it was needed, as a vest does: the night without it would have
 * ended otherwise. The same under every scheme.
 */
class CountedModifiersTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  private static JsonNode resolve(Path dir, String scheme, String... lines) throws IOException {
    Path file = dir.resolve("game.night");
    Files.writeString(file, String.join("\n", lines) + "\n");
    Run r = MainTest.run("resolve", "--scheme", scheme, "--format", "json", file.toString());
    assertEquals(0, r.code(), r.err());
    return JSON.readTree(r.out());
  }

  /** The modifiers of {@code name} in the state after night {@code n} (from 1) of a game. */
  private static List<String> modifiers(JsonNode root, int n, String name) {
    JsonNode state = root.has("nights") ? root.get("nights").get(n - 1).get("state")
        : root.get("state");
    for (JsonNode p : state.get("players")) {
      if (p.get("name").asText().equals(name)) {
        List<String> out = new ArrayList<>();
        p.get("modifiers").forEach(m -> out.add(m.asText()));
        return out;
      }
    }
    throw new AssertionError(name + " not in " + state);
  }

  private static List<String> deaths(JsonNode root, int n) {
    JsonNode night = root.has("nights") ? root.get("nights").get(n - 1) : root;
    List<String> out = new ArrayList<>();
    night.get("deaths").forEach(d -> out.add(d.asText()));
    return out;
  }

  @ParameterizedTest
  @ValueSource(strings = {"rar", "snarf", "nar", "sequential"})
  void aOneShotPgoIsSpentByTheShotThatKillsAndThenShootsNoMore(String scheme, @TempDir Path dir)
      throws IOException {
    JsonNode root = resolve(dir, scheme,
        "player Pat town Vanilla PGO(1)", "player Cop town Cop", "player Vig town Vigilante",
        "player Amy town Vanilla",
        "night 1", "Cop investigate Pat",
        "night 2", "Vig kill Pat");
    assertEquals(List.of("Cop"), deaths(root, 1));
    assertEquals(List.of("PGO(0)"), modifiers(root, 1, "Pat"));
    assertEquals(List.of("Pat"), deaths(root, 2), "no bullet left: the Vigilante lives");
  }

  @ParameterizedTest
  @ValueSource(strings = {"rar", "snarf", "nar", "sequential"})
  void aPgoShotThatADoctorStopsSpendsNothingAsAProtectedVestIsKept(String scheme,
      @TempDir Path dir) throws IOException {
    JsonNode root = resolve(dir, scheme,
        "player Pat town Vanilla PGO(1)", "player Cop town Cop", "player Doc town Doctor",
        "Cop investigate Pat", "Doc protect Cop");
    assertEquals(List.of(), deaths(root, 1));
    assertEquals(List.of("PGO(1)"), modifiers(root, 1, "Pat"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"rar", "snarf", "nar", "sequential"})
  void aPgoNobodyVisitsIsKept(String scheme, @TempDir Path dir) throws IOException {
    JsonNode root = resolve(dir, scheme,
        "player Pat town Vanilla PGO(2)", "player Cop town Cop", "player Amy town Vanilla",
        "Cop investigate Amy");
    assertEquals(List.of("PGO(2)"), modifiers(root, 1, "Pat"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"rar", "snarf", "nar", "sequential"})
  void anAsceticSpendsAUseOnTheActionItTurnsAwayNotOnAKillItCannotStop(String scheme,
      @TempDir Path dir) throws IOException {
    JsonNode root = resolve(dir, scheme,
        "player Asa town Vanilla Ascetic(2)", "player Cop town Cop", "player Ben town Vanilla Ascetic(1)",
        "player Vig town Vigilante",
        "Cop investigate Asa", "Vig kill Ben");
    assertEquals(List.of("Ascetic(1)"), modifiers(root, 1, "Asa"), "the Cop was turned away");
    assertEquals(List.of("Ben"), deaths(root, 1));
    assertEquals(List.of("Ascetic(1)"), modifiers(root, 1, "Ben"), "a kill is not turned away");
  }
}
