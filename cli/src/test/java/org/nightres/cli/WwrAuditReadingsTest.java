package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.testing.WwrBookNights;
import org.nightres.snarf.SequentialResolver;

/**
 * The audit of session 28 against the public role book (docs/wwr.md, ruling 87): an Evaluate
 * case that names a category no role can have is said, not kept silently, and the reasons of
 * lines not understood name what is not read.
 */
class WwrAuditReadingsTest {
  /** Written like the book's Tracking Wolf, whose last case misspells a category. */
  static final String SNIFFER = """
      **Sniffer Wolf** | Werewolf Investigative
      __Formalized__
      Immediate Night:
        • Process:
          ‣ Class Investigate @Selection (SD)
          ‣ Category Investigate @Selection (SD)
        • Evaluate:
          ‣ (@Result1 is `Townsfolk[class]`) and (@Result2 is `Power[category]`): `@Selection is trouble`
          ‣ (@Result1 is `Werewolf[class]`) and (@Result2 is `Hunting[category]`): `@Selection is kin`
          ‣ Otherwise: `@Selection is calm`

      **Grey Wolf** | Werewolf Killing
      __Formalized__
      End Night: Attack @Selection
      """;

  @Test
  void anEvaluateCaseOfACategoryNoRoleHasIsReportedAndNeverHolds() {
    List<String> w = new WwrBookNights(SNIFFER).rules().warnings().stream()
        .map(d -> d.file() + ":" + d.line() + ": " + d.message()).toList();
    assertEquals(List.of("book.wwr:3: unsupported: Evaluate case '(@Result1 is `Werewolf[class]`) "
        + "and (@Result2 is `Hunting[category]`)': no role of the book has the category 'Hunting' (the "
        + "case never holds) (role SnifferWolf)"), w);
    // Power is a category of WWR though no role of this book has it: a case like any other
    Outcome o = BookNights.play(new SequentialResolver(), SNIFFER, """
        include book.wwr
        player Sni werewolf SnifferWolf
        player Rex werewolf GreyWolf
        Sni investigate Rex
        """);
    assertEquals(List.of("Rex is calm"), BookNights.told(o, "Sni"));
  }

  @Test
  void linesNotUnderstoodSayWhatIsNotRead() {
    List<String> w = new WwrBookNights("""
        **Idle One** | Townsfolk Miscellaneous
        __Formalized__
        N/A

        **Gloom** | Townsfolk Miscellaneous
        __Formalized__
        Immediate Night: Apply `Doom` to @Selection (~Persistent) (Dread)
        Starting: Set Counter to %Number%
        Passive Start Night: @Self has `Xy`:
          • Learn `hello`
        """).rules().warnings().stream().map(d -> d.line() + ": " + d.message()).toList();
    assertEquals(List.of(
        "3: unsupported: N/A (the book does not formalize this role's abilities) (role IdleOne)",
        "7: unsupported: ability 'Apply' in a form nightres does not read ('Apply `Doom` to "
            + "@Selection (Dread)') (role Gloom)",
        "8: unsupported: ability 'Set' in a form nightres does not read ('Set Counter to "
            + "%Number%') (role Gloom)",
        "9: unsupported: no ability after a condition's colon on the trigger's line (the list "
            + "below is not read as its abilities) (role Gloom)",
        "9: unsupported: condition '@Self has `Xy`' of nothing understood (role Gloom)"), w);
    assertFalse(w.stream().anyMatch(m -> m.contains("ability ''")), w.toString());
  }

  /** Written like the book's Psychopath: its list is built by lines nightres does not read. */
  static final String GRUDGES = """
      **Village Idler** | Townsfolk Miscellaneous
      __Formalized__
      No Abilities

      **Grudge Keeper** | Solo Miscellaneous
      __Formalized__
      Starting:
        • Apply `Grudge` to @Self
        • Emit `Pick Grudges`
      Passive: Ascend [Condition: not (@(AttrSelf:Grudge) exists)]

      **Grudge Marker** | Solo Miscellaneous
      __Formalized__
      Immediate Night: Apply `Grudge` to @Selection
      Passive: Ascend [Condition: not (@(AttrSelf:Grudge) exists)]
      """;

  @Test
  void nobodyHoldingAnAttributeNoReadLineGivesIsReportedNotAFirstNightAscension() {
    List<String> w = new WwrBookNights(GRUDGES).rules().warnings().stream()
        .map(d -> d.line() + ": " + d.message()).toList();
    assertEquals(List.of("7: unsupported: ability 'Emit' (role GrudgeKeeper)",
        "10: unsupported: condition that nobody holds the holder's 'grudge' (not "
            + "(@(AttrSelf:…) exists)), where no line nightres reads gives it: it would hold from "
            + "the first night (role GrudgeKeeper)"), w);
    Outcome o = BookNights.play(new SequentialResolver(), GRUDGES, """
        include book.wwr
        player Kee solo GrudgeKeeper
        player Ann townsfolk VillageIdler
        """);
    assertEquals(List.of(), o.deaths(), "he ascended on the first night, his list unread");
    // a role that gives it in a line nightres reads keeps the passive, and ascends when
    // nobody holds his attribute, as the book says
    Outcome marker = BookNights.play(new SequentialResolver(), GRUDGES, """
        include book.wwr
        player Mar solo GrudgeMarker
        player Ann townsfolk VillageIdler
        """);
    assertEquals(List.of("Mar"), marker.deaths());
  }
}
