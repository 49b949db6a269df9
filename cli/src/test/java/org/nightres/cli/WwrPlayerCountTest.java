package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.NightResolver;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.RulesResult;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.testing.RulesText;
import org.nightres.core.testing.WwrBookNights;

/**
 * A passive's Player Count of WWR ({@code Investigate @(AttrDisguise:Self,Group:G) Player Count}
 * with conditions on {@code @Result}: docs/wwr.md, ruling 71): the living players, as the night
 * starts, who hold a disguise the holder gave and pass the other filters, under every scheme. The
 * book is written for these tests in the WWR notation.
 */
class WwrPlayerCountTest {
  static final String BOOK = """
      **Village Idler** | Townsfolk Miscellaneous
      __Formalized__
      No Abilities

      **Grey Wolf** | Werewolf Killing
      __Formalized__
      End Night: Attack @Selection

      **Hide Tanner** | Werewolf Power
      __Formalized__
      Passive Start Night: Investigate @(AttrDisguise:Self,Group:Night Pack) Player Count
        • @Result is 0: `None of your hides runs with the pack`
        • @Result is 1: `One of your hides runs with the pack`
        • Otherwise: `Several of your hides run with the pack`

      **Hide Counter** | Townsfolk Investigative
      __Formalized__
      Immediate Night: Investigate @(AttrDisguise:Self) Player Count

      **Head Counter** | Townsfolk Investigative
      __Formalized__
      Immediate Night: Investigate @Selection Count (SD)
      """;

  static List<NightResolver> schemes() {
    return PremiseSemanticsTest.schemes();
  }

  private static final WwrBookNights NIGHTS = new WwrBookNights(BOOK);

  private static final String PLAYERS = """
      player Tia werewolf HideTanner
      player Ann townsfolk VillageIdler
      player Rex werewolf GreyWolf group-nightpack=yes
      player Ray werewolf GreyWolf group-nightpack=yes
      player Ula werewolf  HideTanner
      """;

  private static List<String> learned(Outcome o, String player) {
    return o.feedback().stream().filter(f -> f.player().equals(player)).map(f -> f.result())
        .toList();
  }

  @Test
  void theCountIsAGuardOverTheStartOfTheNight() {
    RulesResult r = NIGHTS.rules();
    String statements = WwrBookNights.statements(r);
    assertTrue(statements.contains("if(count(disguised:self&attr:group-nightpack)=0 then "
        + "notify(self, feedback, \"None of your hides runs with the pack\") else "
        + "if(count(disguised:self&attr:group-nightpack)=1 then "), statements);
    assertTrue(r.wwrLines().stream().anyMatch(l -> l.statements().isEmpty()
        && l.unsupported().stream().anyMatch(u -> u.contains("outside a passive"))),
        "an action's count is reported: " + r.wwrLines());
    assertTrue(r.wwrLines().stream().anyMatch(l -> l.statements().isEmpty()
        && l.unsupported().stream().anyMatch(u -> u.startsWith("Investigate … Count (")
        && u.contains("ruling 72"))), "a role's count is reported: " + r.wwrLines());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theHolderLearnsHowManyOfThePlayersHeDisguisedAreInTheGroup(NightResolver resolver) {
    Outcome o = NIGHTS.play(resolver, PLAYERS + """
        state Rex disguise VillageIdler weak until N1 by Tia
        state Ann disguise GreyWolf weak until N1 by Tia
        state Ray disguise VillageIdler weak until N1 by Ula
        night 1
        Rex attack Ann
        """).last();
    assertEquals(List.of("Ann"), o.deaths());
    assertEquals(List.of("One of your hides runs with the pack"), learned(o, "Tia"),
        "Rex is hers and in the pack; Ann is hers, not in it (dying tonight, she still counts "
            + "as the night starts); Ray is Ula's");
    assertEquals(List.of("One of your hides runs with the pack"), learned(o, "Ula"));
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void twoAndNoneAndAnExpiredDisguise(NightResolver resolver) {
    Outcome o = NIGHTS.play(resolver, PLAYERS + """
        state Rex disguise VillageIdler weak by Tia
        state Ray disguise VillageIdler strong until N2 by Tia
        state Ann disguise GreyWolf weak until N3 by Ula
        night 1
        """).last();
    assertEquals(List.of("Several of your hides run with the pack"), learned(o, "Tia"));
    assertEquals(List.of("None of your hides runs with the pack"), learned(o, "Ula"));
    GamePlay game = NIGHTS.play(resolver, PLAYERS + """
        state Ray disguise VillageIdler weak until N1 by Tia
        night 1
        night 2
        """);
    assertEquals(List.of("One of your hides runs with the pack"),
        learned(game.outcomes().get(0), "Tia"));
    assertEquals(List.of("None of your hides runs with the pack"), learned(game.last(), "Tia"),
        "a disguise over before the night is not held");
  }

  @Test
  void disguisedSelfIsReadByPremisesOnly() {
    assertFalse(RulesText.read("""
        role Keeper
        trigger Keeper death(disguised:self) = notify(self, "gone")
        """).ok(), "a death trigger does not read the state's disguises");
    RulesResult bad = RulesText.read("""
        role Keeper
        passive Keeper = notify(self, "many") [if count(disguised:self&role:Nobody&bad:x)>1]
        """);
    assertFalse(bad.ok());
    assertTrue(bad.diagnostics().toString().contains("'bad:x'"), bad.diagnostics().toString());
    assertTrue(RulesText.read("""
        role Keeper
        passive Keeper = notify(self, "many") [if count(disguised:self&!align:town)>1]
        """).ok());
  }
}
