package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nightres.core.format.Diagnostic;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.testing.WwrBookNights;
import org.nightres.snarf.SequentialResolver;

/**
 * games.md §7: "Everything else (polls, votes, whispers, channels, displays, counters, choices,
 * emits, day abilities) is reported per role as {@code unsupported: <construct>} (a warning
 * naming file, line and construct; the role's understood abilities still work; {@code --strict}
 * makes it an error)". A display ({@code Display}, {@code Update}) and a channel's {@code
 * Conversation Reset} change nothing at night, so the line holding one is still understood,
 * but each is a warning at its line (they were read without a word).
 */
class WwrReportedConstructsTest {
  static final String BOOK = """
      **Village Idler** | Townsfolk Miscellaneous
      No Abilities

      **Potion Witch** | Townsfolk Killing
      __Formalized__
      Starting: Display `Potions` (yes, yes)
      End Night: [Quantity: 1]
        • Attack @Selection
        • Update `Potions` value `2` to `no`
      Passive Start Night: Conversation Reset
      """;

  @Test
  void displaysAndChannelsAreReportedAtTheirLinesAndTheAttackStillWorks() {
    List<Diagnostic> w = new WwrBookNights(BOOK).rules().warnings();
    assertEquals(List.of(
        "book.wwr:6:1: unsupported: Display (a display: no night effect) (role PotionWitch)",
        "book.wwr:7:1: unsupported: Update (a display: no night effect) (role PotionWitch)",
        "book.wwr:10:1: unsupported: Conversation Reset (a channel: no night effect) (role "
            + "PotionWitch)"),
        w.stream().map(d -> d.file() + ":" + d.line() + ":" + d.column() + ": " + d.message())
            .toList());
    Outcome o = BookNights.play(new SequentialResolver(), BOOK, """
        include book.wwr
        player Wit townsfolk PotionWitch
        player Ann townsfolk VillageIdler
        Wit attack Ann
        """);
    assertEquals(List.of("Ann"), o.deaths());
  }

  /**
   * A role defined twice in a book (by its nightres name: {@code Fortune Teller} and {@code
   * FortuneTeller} are one) was read once and the other definition dropped without a word
   * (games.md §3: "A name defined twice is an input error"): the later one is a warning at its
   * header and skipped.
   */
  @Test
  void aRoleDefinedAgainIsReportedAtItsHeader() {
    List<String> w = new WwrBookNights("""
        **Fortune Teller** | Townsfolk Investigative
        Immediate Night: Role Investigate @Selection

        **FortuneTeller** | Townsfolk Killing
        End Night: Attack @Selection
        """).rules().warnings().stream()
        .map(d -> d.file() + ":" + d.line() + ":" + d.column() + ": " + d.message()).toList();
    assertEquals(List.of("book.wwr:4:1: unsupported: 'FortuneTeller' is defined again (role, "
        + "first at book.wwr:1): this definition is skipped"), w);
  }
}
