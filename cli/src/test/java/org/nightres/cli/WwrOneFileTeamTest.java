package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nightres.core.format.Diagnostic;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.testing.WwrBookNights;
import org.nightres.snarf.SequentialResolver;

/**
 * games.md §7: "A book may be one file holding many roles" and "may also hold the WWR
 * repository's {@code _game/} definitions (ability sets, groups, teams, attributes such as
 * {@code Wolfish} applied by the Werewolf team)". A team's header has no {@code | …} part (the
 * Formalization Guide: {@code **<Team Name>**}, then {@code Win Condition: …}); after a file's
 * first definition such a header was read as lines of the role before it (its {@code Win
 * Condition} and {@code On Join} reported as that role's triggers) and the team was lost. A bold
 * line whose first formalized line is {@code Win Condition:} opens a team.
 */
class WwrOneFileTeamTest {
  static final String BOOK = """
      **Pack** | Ability Set
      Starting: Join #Wolfpack

      **Wolfpack** | Werewolf Team Group
      Passive Start Night: Create `Wolfpack` Poll in #wolfpack
      On Poll Closed: Attack @Winner

      **Wolf** | Werewolf Killing
      Inherit: `Pack`

      **Village Idler** | Townsfolk Miscellaneous
      No Abilities

      **Warding Monk** | Townsfolk Power
      Immediate Night: Protect @Selection from `Attacks` by @(Attr:Wolfish) through Active Defense (~Phase)

      **Werewolves**
      Win Condition: @(Alignment:Werewolf), @(Class:Unaligned)
      On Join: Apply `Wolfish` to @Joiner {Visitless}
      """;

  @Test
  void aTeamInAOneFileBookIsATeamAndGivesItsAttribute() {
    List<String> warnings = new WwrBookNights(BOOK).rules().warnings().stream()
        .map(Diagnostic::message).toList();
    assertEquals(List.of(), warnings.stream().filter(w -> w.contains("WardingMonk")).toList());
    Outcome o = BookNights.play(new SequentialResolver(), BOOK, """
        include book.wwr
        player Mon townsfolk WardingMonk
        player Ann townsfolk VillageIdler
        player Rex werewolf  Wolf
        Mon protect Ann
        Rex factionkill Ann
        """);
    assertEquals(List.of(), o.deaths(), "the wolf is wolfish: the monk's protection holds");
  }
}
