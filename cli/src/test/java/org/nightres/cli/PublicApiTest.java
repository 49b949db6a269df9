package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.nightres.core.testing.ApiListing;

/**
 * The public API of this module is the one recorded in {@code docs/api/nightres-cli.txt}: an
 * accidental change fails here ({@link ApiListing} says how to record a deliberate one).
 */
class PublicApiTest {
  @Test
  void theCommandExportsNoJavaApi() {
    ApiListing.Listing api = ApiListing.check("nightres-cli", Main.class);
    assertEquals(Map.of(), api.typesByPackage(), "the command line is its interface");
  }
}
