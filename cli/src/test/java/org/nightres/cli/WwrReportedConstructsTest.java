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
   * FortuneTeller} are one) is an input error at the later header (games.md §3: "A name defined
   * twice is an input error"; docs/wwr.md ruling 84): it was a warning, and the night resolved
   * with the first definition.
   */
  @Test
  void aRoleDefinedAgainIsAnErrorAtItsHeader() {
    var r = read("""
        **Fortune Teller** | Townsfolk Investigative
        Immediate Night: Role Investigate @Selection

        **FortuneTeller** | Townsfolk Killing
        End Night: Attack @Selection
        """);
    assertEquals(List.of("book.wwr:4:1: 'FortuneTeller' is defined again (role, first at "
        + "book.wwr:1); a name defined twice is an input error (games.md §3): rename one"),
        r.diagnostics().stream().map(d -> d.file() + ":" + d.line() + ":" + d.column() + ": "
            + d.message()).toList());
  }

  /**
   * A book's role named like a role of the rule set it is included into (the public book's
   * Macho and Detective, under {@code rules standard}) is an input error at its header (games.md
   * §3; seed-vocabulary §5 G35: "a definition may not reuse a catalogue name"): the catalogue's
   * role was used for the night, the book's reported as not translated.
   */
  @Test
  void aBookRoleNamedLikeARoleOfTheRuleSetIsAnError() {
    var r = read("""
        **Macho** | Townsfolk Miscellaneous
        Starting: Protect @Self from `Attacks` through Partial Defense during Night
        """);
    assertEquals(List.of("book.wwr:1:1: 'Macho' is defined twice: 'Macho' is already a modifier of "
        + "the rule set; a name defined twice is an input error (games.md §3): rename one, or "
        + "read the book as the rule set (`rules <book>`)"),
        r.diagnostics().stream().map(d -> d.file() + ":" + d.line() + ":" + d.column() + ": "
            + d.message()).toList());
  }

  /** The book read as {@code include book.wwr} over the standard rule set, errors and all. */
  private static org.nightres.core.format.RulesResult read(String book) {
    return org.nightres.core.format.RulesParser.parse("house.roles", "include book.wwr\n",
        org.nightres.core.format.RuleSets.standard(), p -> p.equals("book.wwr")
            ? java.util.Optional.of(new org.nightres.core.format.RulesParser.Source(p, book))
            : java.util.Optional.empty());
  }
}
