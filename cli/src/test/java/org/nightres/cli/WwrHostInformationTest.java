package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.NightResolver;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.RulesParser;
import org.nightres.core.format.RulesResult;
import org.nightres.core.format.RuleSets;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.testing.WwrBookNights;

/**
 * WWR's host information as a stored target ({@code Starting: Target %Player%}, {@code
 * %Role%}: docs/wwr.md, ruling 60): the setup's, written on the player line as the holder's
 * {@code target}, under every scheme; and the selectors and facts left reported, each with its
 * reason (ruling 61). The books are written for these tests in the WWR notation.
 */
class WwrHostInformationTest {
  static final String BOOK = """
      **Village Idler** | Townsfolk Miscellaneous
      __Formalized__
      No Abilities

      **Grey Wolf** | Werewolf Killing
      __Formalized__
      End Night: Attack @Selection

      **Bell Ringer** | Townsfolk Miscellaneous
      __Formalized__
      Starting: Target %Player% (Player)
      Passive Start Night: Learn `@Target is @Target->Role` [Temporal: Night 1]

      **Lost Heir** | Solo Miscellaneous
      __Formalized__
      Starting: Target %Role1% (Role)
      Passive Start Night: Reveal `You are heir to @Target[role]` to @Self

      **Ward Keeper** | Townsfolk Power
      __Formalized__
      Starting: Target %Player2%
      Passive: Protect @Target from `Attacks` through Active Defense
      """;

  static List<NightResolver> schemes() {
    return PremiseSemanticsTest.schemes();
  }

  private static final WwrBookNights NIGHTS = new WwrBookNights(BOOK);

  private static List<String> told(Outcome o, String player) {
    List<String> out = new java.util.ArrayList<>();
    o.feedback().stream().filter(f -> f.player().equals(player)).map(f -> f.result())
        .forEach(out::add);
    o.notices().stream().filter(n -> n.player().equals(player)).map(n -> n.message())
        .forEach(out::add);
    return out;
  }

  @Test
  void hostInformationGivesNoStatementAndTheRestOfTheRoleIsRead() {
    RulesResult r = NIGHTS.rules();
    assertEquals(List.of(), r.warnings(), r.renderWarnings());
    String rules = WwrBookNights.statements(r);
    assertFalse(rules.contains("%"), rules);
    assertFalse(rules.contains("remember("), "the setup stores the target: " + rules);
    assertTrue(rules.contains("passive WardKeeper = protect(stored(target)"), rules);
    assertTrue(r.wwrLines().stream().filter(l -> l.text().startsWith("Starting: Target %"))
        .allMatch(l -> l.understood() && l.night()), r.wwrLines().toString());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theTargetTheSetupWritesIsReadByTheRole(NightResolver resolver) {
    GamePlay game = NIGHTS.play(resolver, """
        player Bel townsfolk BellRinger target=Rex
        player Her solo LostHeir target=GreyWolf
        player Kee townsfolk WardKeeper target=Ann
        player Ann townsfolk VillageIdler
        player Rex werewolf GreyWolf
        night 1
        Rex attack Ann
        night 2
        Rex attack Bel
        """);
    Outcome first = game.outcomes().get(0);
    assertEquals(List.of(), first.deaths(), "the keeper's target, given by the setup, is guarded");
    assertEquals(List.of("Rex is Grey Wolf"), told(first, "Bel"));
    assertEquals(List.of("You are heir to GreyWolf"), told(first, "Her"));
    assertEquals(Map.of("target", "Rex"), first.nextState().players().get(0).attributes());
    Outcome second = game.last();
    assertEquals(List.of("Bel"), second.deaths());
    assertEquals(List.of(), told(second, "Bel"), "the crier learns on night 1 only");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void withoutTheSetupsTargetTheRoleHasNone(NightResolver resolver) {
    Outcome o = NIGHTS.play(resolver, """
        player Bel townsfolk BellRinger
        player Kee townsfolk WardKeeper
        player Ann townsfolk VillageIdler
        player Rex werewolf GreyWolf
        night 1
        Rex attack Ann
        """).last();
    assertEquals(List.of("Ann"), o.deaths());
    assertEquals(List.of(), told(o, "Bel"));
  }

  @Test
  void hostInformationElsewhereIsReported() {
    RulesResult r = RulesParser.parse("house.roles", "include book.wwr\n", RuleSets.standard(),
        p -> p.equals("book.wwr") ? java.util.Optional.of(new RulesParser.Source(p, """
            **Town Herald** | Townsfolk Miscellaneous
            __Formalized__
            Immediate Night: Target %Player% (Player)
            Starting: Target %Player% (Role)
            """)) : java.util.Optional.empty());
    String warnings = r.renderWarnings();
    assertEquals(2, r.warnings().size(), warnings);
    assertTrue(warnings.contains("Target %Player% (Player) (host information is read only as a "
        + "Starting line's target: ruling 60)"), warnings);
    assertTrue(warnings.contains("Target %Player% (Role)"), warnings);
  }

  @Test
  void selectorsAndFactsLeftUnmappedAreReportedWithTheirReason() {
    RulesResult r = RulesParser.parse("house.roles", "include book.wwr\n", RuleSets.standard(),
        p -> p.equals("book.wwr") ? java.util.Optional.of(new RulesParser.Source(p, """
            **Swift Runner** | Townsfolk Miscellaneous
            __Formalized__
            Starting: Protect @Self from `Attacks` through Passive Defense
            On Passive Defense: Reveal `@Self ran away` to @AttackLocation

            **Grave Teller** | Townsfolk Investigative
            __Formalized__
            Immediate Night: Learn `@Selection->RandomPlayer->OriginalRole`

            **Crown Holder** | Extra Elected
            __Formalized__
            Pre-End Night: Apply `Marker` to @ThisAttr

            **Death Clerk** | Townsfolk Miscellaneous
            __Formalized__
            On @All Death: Learn `@This died by @DeathType`

            **Tally Keeper** | Townsfolk Miscellaneous
            __Formalized__
            Passive End Night: Learn `You counted @Self->Counter`
            """)) : java.util.Optional.empty());
    assertTrue(r.ok(), r.renderDiagnostics());
    String warnings = r.renderWarnings();
    assertEquals(5, r.warnings().size(), warnings);
    for (String reported : List.of("selector @AttackLocation (the attacker, or the group's "
        + "channel for a group's attack, which a kill does not tell apart: ruling 61)",
        "(@Selection->RandomPlayer->OriginalRole) (a player's original role is read only as a "
        + "fact of a text, of a player the text names: ruling 68)", "selector @ThisAttr (the instance of a role held as an "
        + "attribute", "(@DeathType) (the type of a death or a visit", "(@Self->Counter) (a "
        + "counter as the night ends: ruling 44)")) {
      assertTrue(warnings.contains(reported), reported + " in " + warnings);
    }
    assertEquals(List.of("Starting: Protect @Self from `Attacks` through Passive Defense"),
        r.wwrLines().stream().filter(l -> l.night() && l.understood()).map(l -> l.text())
            .toList(), "the Runner's protection alone is understood");
  }
}
