package org.nightres.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.nightres.core.testing.ApiListing;

/**
 * The public API of core is the one recorded in {@code docs/api/nightres-core.txt} ({@link
 * ApiListing} says how to record a deliberate change), it is made of the packages a game server
 * needs, and {@code docs/architecture.md} states its size truly.
 */
class PublicApiTest {
  private static final Set<String> API = Set.of("org.nightres.core", "org.nightres.core.model",
      "org.nightres.core.component", "org.nightres.core.outcome", "org.nightres.core.format");

  @Test
  void thePublicApiIsTheRecordedOne() {
    ApiListing.Listing api = ApiListing.check("nightres-core", NightResolver.class);
    assertEquals(API, api.typesByPackage().keySet(), "the packages exported to everybody");
  }

  /** The table of "The API of core" in architecture.md: a row per package, then the total. */
  @Test
  void architectureMdCountsThePublicTypes() throws IOException {
    ApiListing.Listing api = ApiListing.of("nightres-core", Path.of("target", "classes"),
        NightResolver.class.getClassLoader());
    String doc = Files.readString(Path.of("..", "docs", "architecture.md"),
        StandardCharsets.UTF_8);
    TreeMap<String, Integer> stated = new TreeMap<>();
    Matcher row = Pattern.compile("(?m)^\\| `(org\\.nightres\\.core[a-z.]*)` \\| (\\d+) \\|")
        .matcher(doc);
    while (row.find()) {
      stated.put(row.group(1), Integer.parseInt(row.group(2)));
    }
    assertEquals(api.typesByPackage(), stated,
        "docs/architecture.md, \"The API of core\": public types per exported package");
    Matcher total = Pattern.compile("\\| all \\| (\\d+) \\|").matcher(doc);
    assertEquals(true, total.find(), "docs/architecture.md: the row \"| all | N |\"");
    assertEquals(api.types(), Integer.parseInt(total.group(1)),
        "docs/architecture.md: the public types of core's API in all");
  }
}
