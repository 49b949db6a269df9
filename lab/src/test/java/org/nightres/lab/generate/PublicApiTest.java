package org.nightres.lab.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nightres.core.testing.ApiListing;

/**
 * The public API of this module is the one recorded in {@code docs/api/nightres-lab.txt}: an
 * accidental change fails here ({@link ApiListing} says how to record a deliberate one).
 */
class PublicApiTest {
  @Test
  void thePublicApiIsTheRecordedOne() {
    ApiListing.Listing api = ApiListing.check("nightres-lab", NightGenerator.class);
    assertEquals(Set.of("org.nightres.lab.generate", "org.nightres.lab.compare"),
        api.typesByPackage().keySet());
  }
}
