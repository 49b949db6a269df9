package org.nightres.core.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.nightres.core.model.Night;

/**
 * A written night defines what its roles name, not only the roles its players hold: the statuses
 * they apply or clear, the roles they give and the faction abilities they align with.
 */
class NightWriterDefinitionsTest {

  @Test
  void whatTheRolesNameIsDefinedToo() {
    String text = """
        status Soaked "wet"
        status Dry "dried"
        role Heir
        ability Heir.inherit X = kill(X)
        ability cult.chant X = fruit(X)
        role Wizard
        ability Wizard.rain X = status(X, Soaked) + clear(self, Dry)
        ability Wizard.bless X = role(X, set Heir) + role(self, align cult)
        player Wiz town Wizard
        player Ann town Vanilla
        Wiz rain Ann
        """;
    ParseResult r = NightParser.standard().parse("w.night", text);
    assertTrue(r.ok(), r.renderDiagnostics());
    Night night = r.night().orElseThrow();
    String written = NightWriter.write(night);
    for (String needed : new String[] {"status Soaked", "status Dry", "role Heir",
        "ability Heir.inherit", "ability cult.chant"}) {
      assertTrue(written.contains(needed), needed + " missing:\n" + written);
    }
    assertTrue(written.indexOf("role Heir") < written.indexOf("role Wizard"),
        "a named role comes first:\n" + written);
    ParseResult again = NightParser.standard().parse("again.night", written);
    assertTrue(again.ok(), again.renderDiagnostics() + "\n" + written);
    assertEquals(night.players(), again.night().orElseThrow().players());
  }
}
