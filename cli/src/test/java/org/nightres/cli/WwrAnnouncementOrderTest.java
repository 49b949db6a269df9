package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nightres.core.outcome.Outcome;
import org.nightres.snarf.SequentialResolver;

/**
 * The public lines of a death trigger under the sequential scheme come after the death that set
 * it off (games.md section 8: announcements "in the order the events happened"), with {@code
 * deaths end-of-order} (a WWR book's default) as with {@code deaths immediate}: they were timed
 * at the moment the trigger was armed, the start of the night, before every death.
 */
class WwrAnnouncementOrderTest {
  static final String BOOK = """
      **Huntress** | Townsfolk Killing
      On Killed: [Condition: @Target exists]
        • Process: Attack @Target
        • Evaluate: @Result is `Success`: Announce `Huntress @Self killed @Target`

      **Town Crier** | Townsfolk Miscellaneous
      On Killed: Announce `The crier @Self has fallen`

      **Lone Wolf** | Werewolf Killing
      End Night: Attack @Selection

      **Citizen** | Townsfolk Miscellaneous
      No Abilities
      """;

  private static List<String> announcements(String options, String night) {
    Outcome o = BookNights.play(new SequentialResolver(), BOOK, "include book.wwr\n" + options
        + """
        player Hun townsfolk Huntress target=Cit
        player Cry townsfolk TownCrier
        player Lon werewolf  LoneWolf
        player Cit townsfolk Citizen
        night 1
        """ + night);
    return o.announcements().stream()
        .map(a -> a.player() + " " + a.kind() + a.text().map(t -> ": " + t).orElse(""))
        .toList();
  }

  @Test
  void theHuntressShotIsAnnouncedAfterHerDeathAndHisWithDeathsEndOfOrder() {
    assertEquals(List.of("Hun death", "Cit death", "Hun announce: Huntress Hun killed Cit"),
        announcements("", "Lon attack Hun\n"));
  }

  @Test
  void andWithDeathsImmediate() {
    assertEquals(List.of("Hun death", "Cit death", "Hun announce: Huntress Hun killed Cit"),
        announcements("option deaths immediate\n", "Lon attack Hun\n"));
  }

  @Test
  void aTextAnnouncedOnDeathFollowsTheDeath() {
    assertEquals(List.of("Cry death", "Cry announce: The crier Cry has fallen"),
        announcements("", "Lon attack Cry\n"));
  }
}
