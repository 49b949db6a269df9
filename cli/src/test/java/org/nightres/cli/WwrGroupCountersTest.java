package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.NightResolver;
import org.nightres.core.format.GamePlay;
import org.nightres.core.testing.NightText;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.format.NightWriter;
import org.nightres.core.testing.WwrBookNights;

/**
 * A group's counter (docs/wwr.md, ruling 73): {@code #G->Counter > n} read as the night starts,
 * {@code Increment}/{@code Decrement Counter for #G} changing the group's value, carried from
 * night to night in the game state (a {@code state group} line), under every scheme. The book is
 * written for these tests in the WWR notation.
 */
class WwrGroupCountersTest {
  static final String BOOK = """
      **Grey Wolf** | Werewolf Killing
      __Formalized__
      End Night: Attack @Selection

      **Village Idler** | Townsfolk Miscellaneous
      __Formalized__
      No Abilities

      **Ember Warden** | Townsfolk Power
      __Formalized__
      Immediate Night: [Condition: #Ember-Pit->Counter > 0]
        • Protect @Selection from `Attacks` through Active Defense (~Phase)
        • Decrement Counter for #Ember-Pit

      **Ember Stoker** | Townsfolk Miscellaneous
      __Formalized__
      Immediate Night: Target @Selection (Player)
        • Increment Counter by 2 for #Ember-Pit

      **Ash Ward** | Townsfolk Power
      __Formalized__
      On Visited [Attack Killing]: [Condition: #Ember-Pit->Counter > 0]
        • Cancel with Failure
        • Decrement Counter for #Ember-Pit
      """;

  static List<NightResolver> schemes() {
    return PremiseSemanticsTest.schemes();
  }

  private static final WwrBookNights NIGHTS = new WwrBookNights(BOOK);

  @Test
  void theLinesAreUnderstood() {
    String statements = WwrBookNights.statements(NIGHTS.rules());
    assertTrue(statements.contains("if group(emberpit).counter>0"), statements);
    assertTrue(statements.contains("attr(self, group emberpit, counter-=1)"), statements);
    assertTrue(statements.contains("attr(self, group emberpit, counter+=2)"), statements);
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theWardenProtectsWhileThePitsCounterLasts(NightResolver resolver) {
    GamePlay game = NIGHTS.play(resolver, """
        player War townsfolk EmberWarden
        player Ann townsfolk VillageIdler
        player Rex werewolf  GreyWolf
        state group emberpit counter=1
        night 1
        War protect Ann
        Rex attack Ann
        night 2
        War protect Ann
        Rex attack Ann
        """);
    assertTrue(game.diagnostics().isEmpty(), game.diagnostics().toString());
    assertEquals(List.of(), game.outcomes().get(0).deaths(), "counter 1: the protection holds");
    assertEquals(Map.of("emberpit", Map.of("counter", "0")),
        game.outcomes().get(0).nextState().groups(), "the group's counter, not a member's");
    assertEquals(null, game.outcomes().get(0).nextState().players().get(0).attributes()
        .get("counter"), "the Warden holds no counter of his own");
    assertEquals(List.of("Ann"), game.last().deaths(), "counter 0 at night 2: the line fails");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void oneRoleRaisesTheCounterAnotherReadsItTheNextNight(NightResolver resolver) {
    GamePlay game = NIGHTS.play(resolver, """
        player Sto townsfolk EmberStoker
        player War townsfolk EmberWarden
        player Ann townsfolk VillageIdler
        player Bob townsfolk VillageIdler
        player Rex werewolf  GreyWolf
        night 1
        Sto target Ann
        War protect Ann
        Rex attack Ann
        night 2
        War protect Bob
        Rex attack Bob
        """);
    assertTrue(game.diagnostics().isEmpty(), game.diagnostics().toString());
    assertEquals(List.of("Ann"), game.outcomes().get(0).deaths(),
        "night 1 starts with no counter (0): the raise counts from the next night on");
    assertEquals(Map.of("emberpit", Map.of("counter", "2")),
        game.outcomes().get(0).nextState().groups());
    assertEquals(List.of(), game.last().deaths(), "night 2 starts with 2: Bob is protected");
    assertEquals(Map.of("emberpit", Map.of("counter", "1")), game.last().nextState().groups());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theWardOfTheGroupCancelsAnAttackAndSpendsTheCounter(NightResolver resolver) {
    GamePlay game = NIGHTS.play(resolver, """
        player Ash townsfolk AshWard
        player Rex werewolf  GreyWolf
        state group emberpit counter=1
        night 1
        Rex attack Ash
        night 2
        Rex attack Ash
        """);
    assertTrue(game.diagnostics().isEmpty(), game.diagnostics().toString());
    assertEquals(List.of(), game.outcomes().get(0).deaths(), "cancelled while the counter lasts");
    assertEquals(Map.of("emberpit", Map.of("counter", "0")),
        game.outcomes().get(0).nextState().groups());
    assertEquals(List.of("Ash"), game.last().deaths());
  }

  @Test
  void theGroupsCounterIsWrittenAndReadBack() {
    NightResolver resolver = schemes().get(0);
    GamePlay game = NIGHTS.play(resolver, """
        player War townsfolk EmberWarden
        player Ann townsfolk VillageIdler
        player Rex werewolf  GreyWolf
        state group emberpit counter=2
        War protect Ann
        Rex attack Ann
        """);
    assertTrue(NightWriter.stateLines(game.last().nextState())
        .contains("state group emberpit counter=1"),
        NightWriter.stateLines(game.last().nextState()).toString());
    GamePlay next = NIGHTS.play(resolver, """
        player War townsfolk EmberWarden
        player Ann townsfolk VillageIdler
        player Rex werewolf  GreyWolf
        state group emberpit counter=1
        night 2
        War protect Ann
        Rex attack Ann
        """);
    assertEquals("{\"emberpit\":{\"counter\":\"1\"}}",
        OutcomeJson.state(game.last().nextState()).get("groups").toString(), "the JSON state");
    assertEquals(List.of(), next.last().deaths(), "the counter read back: 1, the line works");
    assertEquals(Map.of("emberpit", Map.of("counter", "0")), next.last().nextState().groups());
  }

  @Test
  void aBadGroupLineIsAnInputErrorAtItsColumn() {
    var script = NIGHTS.script("""
        player War townsfolk EmberWarden
        player Group townsfolk VillageIdler
        state group emberpit counter=many
        state Group dead
        """);
    assertEquals(1, script.diagnostics().size(), script.diagnostics().toString());
    assertEquals("state group emberpit counter=many", script.diagnostics().get(0).lineText());
    assertEquals(22, script.diagnostics().get(0).column());
    assertTrue(script.diagnostics().get(0).message().contains("state group hell counter=3"),
        script.diagnostics().get(0).message());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aStateLineBetweenNightsSetsTheGroupsValue(NightResolver resolver) {
    GamePlay game = NIGHTS.play(resolver, """
        player War townsfolk EmberWarden
        player Ann townsfolk VillageIdler
        player Rex werewolf  GreyWolf
        night 1
        War protect Ann
        night 2
        state group emberpit counter=1
        War protect Ann
        Rex attack Ann
        """);
    assertTrue(game.diagnostics().isEmpty(), game.diagnostics().toString());
    assertEquals(Map.of(), game.outcomes().get(0).nextState().groups(), "no counter: no change");
    assertEquals(List.of(), game.last().deaths(), "the moderator's line of night 2 gives 1");
    assertEquals(Map.of("emberpit", Map.of("counter", "0")), game.last().nextState().groups());
  }

  private static final String RULES = """
      role Stoker
      ability Stoker.stoke X = attr(self, group pit, counter+=2) + visit(X) [order 50]
      ability Stoker.drain X = attr(self, group pit, counter=0) + visit(X) [order 5]
      role Warden
      ability Warden.guard X = protect(X) [if group(pit).counter>0]
      role Gunner
      ability Gunner.shoot X = kill(X)
      """;

  private static GamePlay play(NightResolver resolver, String text) {
    return NightText.play(resolver, RULES + text);
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theRolesLanguageWritesAGroupsCounterAndReadsIt(NightResolver resolver) {
    GamePlay game = play(resolver, """
        player Sto town Stoker
        player War town Warden
        player Ann town Vanilla
        player Bob town Vanilla
        player Gun mafia Gunner
        night 1
        Sto stoke Ann
        War guard Ann
        Gun shoot Ann
        night 2
        Sto drain War
        War guard Bob
        Gun shoot Bob
        night 3
        War guard Bob
        Gun shoot Bob
        """);
    assertEquals(List.of("Ann"), game.outcomes().get(0).deaths(), "0 as night 1 starts");
    assertEquals(Map.of("pit", Map.of("counter", "2")),
        game.outcomes().get(0).nextState().groups());
    assertEquals(List.of(), game.outcomes().get(1).deaths(), "2 as night 2 starts");
    assertEquals(Map.of("pit", Map.of("counter", "0")),
        game.outcomes().get(1).nextState().groups(), "set to 0");
    assertEquals(List.of("Bob"), game.last().deaths());
  }

  @Test
  void badGroupWordsAreErrorsOfTheRolesText() {
    for (String bad : List.of("ability Gunner.mark X = attr(self, group P!t, counter+=1)",
        "ability Gunner.mark X = attr(self, group pit, counter+=0)",
        "ability Gunner.mark X = attr(self, group pit)",
        "ability Gunner.aim X = kill(X) [if group(pit).counter>many]")) {
      GameScript script = NightParser.standard().parseGame("t.night",
          (RULES + bad + "\nplayer Gun mafia Gunner\n").getBytes());
      assertEquals(1, script.diagnostics().size(), bad + ": " + script.diagnostics());
      assertTrue(script.diagnostics().get(0).message().contains("group"),
          script.diagnostics().get(0).message());
    }
  }
}
