package org.nightres.rar;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.nightres.core.testing.ApiListing;

/**
 * The public API of this module is the one recorded in {@code docs/api/nightres-rar.txt}: an
 * accidental change fails here ({@link ApiListing} says how to record a deliberate one).
 */
class PublicApiTest {
  @Test
  void thePublicApiIsTheRecordedOne() {
    ApiListing.Listing api = ApiListing.check("nightres-rar", RarResolver.class);
    assertEquals(Map.of("org.nightres.rar", 1), api.typesByPackage(), "only the resolver");
  }
}
