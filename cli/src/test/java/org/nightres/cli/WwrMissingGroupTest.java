package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nightres.core.format.Diagnostic;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.format.RulesParser;
import org.nightres.snarf.SequentialResolver;

/**
 * games.md §7: "a role that inherits or joins something the book lacks is reported". A {@code
 * Join #G} of a group the book does not define is one warning (its poll and night kill, if it
 * has them, cannot be read), at the first line that joins it; the membership is still read
 * (docs/wwr.md, ruling 28), so the role's other lines and conditions on it keep working.
 */
class WwrMissingGroupTest {
  static final String BOOK = """
      **Night Club** | Townsfolk Team Group
      __Formalized__
      No Abilities

      **Dancer** | Townsfolk Miscellaneous
      __Formalized__
      Starting: Join #Night-Club

      **Stray** | Townsfolk Miscellaneous
      __Formalized__
      Starting: Join #Moon-Pack

      **Stray Two** | Townsfolk Miscellaneous
      __Formalized__
      Starting: Join #Moon-Pack

      **Bouncer** | Townsfolk Investigative
      __Formalized__
      Immediate Night: Role Investigate @Selection [Condition: @Selection is in #Moon-Pack]
      """;

  @Test
  void aGroupTheBookLacksIsReportedOnceAndItsMembershipStillHolds() {
    NightParser parser = NightParser.standard().withIncludes(p -> p.equals("book.wwr")
        ? Optional.of(new RulesParser.Source("book.wwr", BOOK)) : Optional.empty());
    GameScript script = parser.parseGame("t.night", """
        include book.wwr
        player Dan townsfolk Dancer
        player Str townsfolk Stray
        player Bou townsfolk Bouncer
        Bou investigate Str
        """.getBytes());
    assertTrue(script.ok(), script.diagnostics().toString());
    List<String> warnings = script.warnings().stream().map(Diagnostic::message).toList();
    assertEquals(1, warnings.stream().filter(w -> w.contains("#")).count(), warnings.toString());
    assertTrue(warnings.stream().anyMatch(w -> w.startsWith("unsupported: Join #Moon-Pack: the "
        + "group is not in the book")), warnings.toString());
    GamePlay play = script.play(new SequentialResolver());
    assertTrue(play.ok(), play.diagnostics().toString());
    assertEquals("Stray", play.last().feedback().get(0).result(), "the membership holds");
  }
}
