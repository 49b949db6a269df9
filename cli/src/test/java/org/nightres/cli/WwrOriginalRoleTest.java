package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.NightResolver;
import org.nightres.core.component.Role;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.format.NightWriter;
import org.nightres.core.format.RulesResult;
import org.nightres.core.model.GameOptions;
import org.nightres.core.model.GameState;
import org.nightres.core.model.Player;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.testing.WwrBookNights;

/**
 * A player's original role ({@code @Selection->OriginalRole} in a text: docs/wwr.md, ruling 68):
 * the roles he held before his first role change, which the state records at that change and
 * carries from night to night; his roles now while they never changed. Under every scheme, and
 * through a written state read back. The book is written for these tests in the WWR notation.
 */
class WwrOriginalRoleTest {
  static final String BOOK = """
      **Village Idler** | Townsfolk Miscellaneous
      __Formalized__
      No Abilities

      **Grey Wolf** | Werewolf Killing
      __Formalized__
      End Night: Attack @Selection

      **Star Seer** | Townsfolk Investigative
      __Formalized__
      Immediate Night: Learn `@Selection is @Selection->Role`

      **Dark Shaman** | Solo Miscellaneous
      __Formalized__
      End Night: Role Change @Selection to `Grey Wolf`

      **Quiet Healer** | Solo Miscellaneous
      __Formalized__
      End Night: Role Change @Selection to `Village Idler`

      **Tomb Keeper** | Townsfolk Investigative
      __Formalized__
      Immediate Night: Learn `@Selection[ghost] - @Selection->OriginalRole[role]`
      """;

  static List<NightResolver> schemes() {
    return PremiseSemanticsTest.schemes();
  }

  private static final WwrBookNights NIGHTS = new WwrBookNights(BOOK);

  private static final String PLAYERS = """
      player Kee townsfolk TombKeeper
      player Sha solo DarkShaman
      player Hea solo QuietHealer
      player Ann townsfolk StarSeer
      player Rex werewolf GreyWolf
      """;

  private static List<String> told(Outcome o, String player) {
    return o.feedback().stream().filter(f -> f.player().equals(player)).map(f -> f.result())
        .toList();
  }

  private static List<String> roles(List<Role> roles) {
    return roles.stream().map(Role::name).toList();
  }

  @Test
  void theOriginalRoleIsAFactOfTheText() {
    RulesResult r = NIGHTS.rules();
    assertEquals(List.of(), r.warnings(), r.renderWarnings());
    String rules = WwrBookNights.statements(r);
    assertTrue(rules.contains("{X} - {original-role(X)}"), rules);
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aRoleChangeOnNightOneLeavesTheOriginalRoleToLearnOnNightTwo(NightResolver resolver) {
    GamePlay game = NIGHTS.play(resolver, PLAYERS + """
        night 1
        Sha rolechange Ann
        Kee learn Ann
        night 2
        Hea rolechange Ann
        Kee learn Ann
        night 3
        Kee learn Ann
        """);
    Outcome first = game.outcomes().get(0);
    assertEquals(List.of("Ann - Star Seer"), told(first, "Kee"), "no change yet: his roles now");
    Player ann = first.nextState().players().get(3);
    assertEquals(List.of("GreyWolf"), roles(ann.roles()));
    assertEquals(List.of("StarSeer"), roles(ann.originalRoles()), "recorded at the change");
    Outcome second = game.outcomes().get(1);
    assertEquals(List.of("Ann - Star Seer"), told(second, "Kee"), "the role she started with");
    Player again = second.nextState().players().get(3);
    assertEquals(List.of("VillageIdler"), roles(again.roles()));
    assertEquals(List.of("StarSeer"), roles(again.originalRoles()), "a later change keeps it");
    assertEquals(List.of("Ann - Star Seer"), told(game.last(), "Kee"));
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aPlayerWhoseRoleNeverChangedHasHisRoleNow(NightResolver resolver) {
    GamePlay game = NIGHTS.play(resolver, PLAYERS + """
        night 1
        Sha rolechange Ann
        night 2
        Kee learn Rex
        """);
    assertEquals(List.of("Rex - Grey Wolf"), told(game.last(), "Kee"));
    assertEquals(List.of(), game.last().nextState().players().get(4).originalRoles());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theWrittenStateReadsBackWithTheOriginalRole(NightResolver resolver) {
    GamePlay game = NIGHTS.play(resolver, PLAYERS + """
        night 1
        Sha rolechange Ann
        """);
    GameState state = game.last().nextState();
    assertTrue(NightWriter.stateLines(state).contains("state Ann original StarSeer"),
        NightWriter.stateLines(state).toString());
    com.fasterxml.jackson.databind.JsonNode json = OutcomeJson.state(state).get("players");
    assertEquals("[\"StarSeer\"]", json.get(3).get("original").toString());
    assertTrue(json.get(4).get("original") == null, "listed only once recorded");
    String text = NightWriter.stateFile(state, Optional.empty(), GameOptions.defaults(),
        List.of("state after night 1"));
    GameScript back = NightParser.standard().parseGame("state.night",
        (text + "Kee learn Ann\n").getBytes(StandardCharsets.UTF_8)); // its own definitions
    assertTrue(back.ok(), back.diagnostics() + "\n" + text);
    assertTrue(text.contains("role StarSeer "), "the original role is defined: " + text);
    assertEquals(roles(state.players().get(3).originalRoles()),
        roles(back.initialState().players().get(3).originalRoles()), text);
    assertEquals(NightWriter.stateLines(state), NightWriter.stateLines(back.initialState()));
    GamePlay second = back.play(resolver);
    assertTrue(second.ok(), second.diagnostics().toString());
    assertEquals(List.of("Ann - Star Seer"), told(second.last(), "Kee"));
  }

  @Test
  void aRoleChangeToAStoredRoleAndOtherOriginalRolesStayReported() {
    RulesResult r = new WwrBookNights("""
        **Forgetful One** | Townsfolk Miscellaneous
        __Formalized__
        Starting: Target %Role1% (Role)
        Passive Start Night: Role Change @Self to @Target [Temporal: Night 2]

        **Pale Wolf** | Werewolf Killing
        __Formalized__
        Immediate Night: Learn `@Selection->RandomPlayer->OriginalRole`
        """).rules();
    String warnings = r.renderWarnings();
    assertEquals(2, r.warnings().size(), warnings);
    assertTrue(warnings.contains("a role given as @Target (a stored role is a name: a night holds "
        + "its players' roles, not the rule set's, to become the one it names: ruling 69)"),
        warnings);
    assertTrue(warnings.contains("is read only as a fact of a text, of a player the text names: "
        + "ruling 68"), warnings);
  }

  @Test
  void aModeratorsRoleChangeRecordsTheOriginalRoleToo() {
    GameScript script = NIGHTS.script(PLAYERS + """
        night 1
        Kee learn Rex
        night 2
        state Ann role VillageIdler
        Kee learn Ann
        """);
    assertTrue(script.ok(), script.diagnostics().toString());
    GamePlay game = script.play(PremiseSemanticsTest.schemes().get(0));
    assertTrue(game.ok(), game.diagnostics().toString());
    assertEquals(List.of("Ann - Star Seer"), told(game.last(), "Kee"));
  }
}
