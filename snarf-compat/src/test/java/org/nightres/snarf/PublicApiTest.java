package org.nightres.snarf;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.nightres.core.testing.ApiListing;

/**
 * The public API of this module is the one recorded in {@code docs/api/nightres-snarf-compat.txt}:
 * an accidental change fails here ({@link ApiListing} says how to record a deliberate one).
 */
class PublicApiTest {
  @Test
  void thePublicApiIsTheRecordedOne() {
    ApiListing.Listing api = ApiListing.check("nightres-snarf-compat", SnarfResolver.class);
    assertEquals(Map.of("org.nightres.snarf", 2, "org.nightres.nar", 1), api.typesByPackage(),
        "only the resolvers");
  }
}
