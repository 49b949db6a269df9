package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.format.RulesParser;
import org.nightres.core.outcome.Outcome;
import org.nightres.snarf.SequentialResolver;

/**
 * Roles of the category Group ({@code **Cult Member** | Townsfolk Group}: the Formalization
 * Guide's role header {@code <Role Group> <Role Category>}, Group one of its categories; the
 * book's Baker, Butcher, Cult Member, Juror, Lesser Coyote, Test Subject …) are roles, not
 * groups: they were read as groups ({@code **<Group Name>** | <Related Team Name> Group}) and
 * dropped without a word. A definition of two words ending in Group is a group when it says
 * {@code Unique Group} (the book's {@code **Couple** | Unaligned Group}) or its first word is no
 * role group; the book writes its other groups {@code <Team> Team Group}.
 */
class WwrGroupRolesTest {
  static final String BOOK = """
      **Cult** | Townsfolk Team Group
      Passive Start Night: Create `Cult` Poll in #cult
      On Poll Closed: Attack @Winner

      **Cult Member** | Townsfolk Group
      __Formalized__
      Starting: Join #Cult

      **Couple** | Unaligned Group
      __Formalized__
      Unique Group
      No Abilities

      **Lover** | Unaligned Miscellaneous
      __Formalized__
      Starting: Join #Couple

      **Village Idler** | Townsfolk Miscellaneous
      __Formalized__
      No Abilities
      """;

  @Test
  void aRoleOfTheCategoryGroupIsARoleAndItsGroupsKillIsItsTeams() {
    Outcome o = BookNights.play(new SequentialResolver(), BOOK, """
        include book.wwr
        player Cel townsfolk CultMember
        player Lov solo      Lover
        player Ann townsfolk VillageIdler
        Cel factionkill Ann
        """);
    assertEquals(List.of("Ann"), o.deaths());
  }

  @Test
  void aGroupThatSaysUniqueGroupStaysAGroup() {
    NightParser parser = NightParser.standard().withIncludes(p -> p.equals("book.wwr")
        ? Optional.of(new RulesParser.Source("book.wwr", BOOK)) : Optional.empty());
    GameScript script = parser.parseGame("t.night", """
        include book.wwr
        player Cou solo Couple
        """.getBytes());
    assertTrue(!script.ok() && script.diagnostics().toString().contains("Couple"),
        script.diagnostics().toString());
    assertTrue(script.warnings().stream().noneMatch(w -> w.message().contains("Couple")),
        "Lover joins a group the book has: " + script.warnings());
  }
}
