package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.nightres.core.NightResolver;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.testing.NightText;

/**
 * A status of a player killed tonight (docs/moderators-guide.md, "The dead hold no statuses"):
 * the state after the night holds none for him under every scheme, but what the status does
 * tonight is the scheme's. Its expiry is a passive line of its holder: rar, snarf and nar, where
 * a player killed tonight still acts tonight, apply it; sequential, with deaths immediate, does
 * not (he died at [80], before its [150]).
 */
class DeadHolderStatusTest {

  private static final String NIGHT = """
      status Cursed expire=attr(self, lifted=yes) [order 150]
      player E town Cop
      player V town Vigilante
      state E status Cursed until N1
      V kill E
      """;

  @Test
  void aKilledHoldersExpiryIsTheSchemesButHisStatusesEndWithHim() {
    for (NightResolver resolver : GameFilesTest.allSchemes()) {
      Outcome o = NightText.play(resolver, NIGHT).last();
      String scheme = resolver.scheme().id();
      assertEquals(List.of("E"), o.deaths(), scheme);
      assertEquals(List.of(), o.nextState().state(0).statuses(), scheme);
      Map<String, String> expected = resolver.scheme().resolvesInTurn() ? Map.of()
          : Map.of("lifted", "yes");
      assertEquals(expected, o.nextState().players().get(0).attributes(), scheme);
    }
  }
}
