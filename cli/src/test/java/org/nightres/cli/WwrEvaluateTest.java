package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.NightResolver;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.format.RulesParser;
import org.nightres.core.outcome.Announcement;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Outcome;

/**
 * WWR Evaluates of a Process's result told as an announcement (docs/wwr.md, the ruling on
 * Evaluates of announcements), results in triggers' responses, and membership investigated,
 * under every scheme. The book is written for these tests in the WWR notation; one role is
 * written in the roles language.
 */
class WwrEvaluateTest {
  static final String BOOK = """
      **Pack Den** | Werewolf Team Group
      On Poll Closed: Attack @Winner

      **Den Member** | Ability Set
      Starting: Join #Pack-Den

      **Grey Wolf** | Werewolf Killing
      Inherit: `Den Member`

      **Hay Farmer** | Townsfolk Miscellaneous
      __Formalized__
      No Abilities

      **Mask Maker** | Werewolf Power
      __Formalized__
      Immediate Night: Strongly Disguise @Selection as `Hay Farmer` (~Phase)

      **Bow Hunter** | Townsfolk Killing
      __Formalized__
      Immediate: Target @Selection (Player Optional) [Condition: not (@Target exists)]
      Immediate: Target @Selection (Player Optional) [Condition: @Target exists]
      On Killed: [Condition: @Target exists]
        • Process: Attack @Target
        • Evaluate: @Result is `Success`: Announce `Bow Hunter @Self shot @Target`

      **Trail Scout** | Townsfolk Miscellaneous
      __Formalized__
      Immediate: Target @Selection (Player Optional) [Condition: not (@Target exists)]
      Immediate: Target @Selection (Player Optional) [Condition: @Target exists]
      On Killed: [Condition: @Target exists]
        • Process: Role Investigate @Target (SD)
        • Evaluate: Announce `Trail Scout @Self shows @Target as @Result->Role`

      **Night Doctor** | Townsfolk Power
      __Formalized__
      Immediate Night: Protect @Selection from `Attacks` through Active Defense (~Phase)

      **Den Sniffer** | Townsfolk Investigative
      __Formalized__
      Immediate Night:
        • Process: Attribute Investigate @Selection for `GroupMembership:Pack-Den`
        • Evaluate:
          ‣ @Result is True: `@Selection smells of the den`
          ‣ Otherwise: `@Selection does not smell of the den`
      """;

  static final String RULES = """
      role Witness
      trigger Witness death = result(attacker, role, else="killed by a {answer}")
      """;

  static List<NightResolver> schemes() {
    return PremiseSemanticsTest.schemes();
  }

  static GamePlay play(NightResolver resolver, String night) {
    NightParser parser = NightParser.standard().withIncludes(p -> switch (p) {
      case "book.wwr" -> Optional.of(new RulesParser.Source("book.wwr", BOOK));
      case "witness.roles" -> Optional.of(new RulesParser.Source("witness.roles", RULES));
      default -> Optional.empty();
    });
    GameScript script = parser.parseGame("t.night",
        ("include book.wwr\ninclude witness.roles\n" + night).getBytes());
    assertTrue(script.ok(), script.diagnostics().toString());
    GamePlay play = script.play(resolver);
    assertTrue(play.ok(), play.diagnostics().toString());
    return play;
  }

  static List<String> announced(Outcome o) {
    return o.announcements().stream().filter(a -> a.kind().equals(Announcement.ANNOUNCE))
        .map(a -> a.player() + ": " + a.text().orElseThrow()).toList();
  }

  static final String PLAYERS = """
      player Hob townsfolk BowHunter target=Rex
      player Tra townsfolk TrailScout target=Gus
      player Rex werewolf  GreyWolf group-packden=yes
      player Gus werewolf  GreyWolf group-packden=yes
      player Mas werewolf  MaskMaker group-packden=yes
      player Doc townsfolk NightDoctor
      player Sni townsfolk DenSniffer
      player Hay townsfolk HayFarmer
      player Wit townsfolk Witness
      """;

  @ParameterizedTest
  @MethodSource("schemes")
  void theHunterAnnouncesHerShotOnlyWhenItKills(NightResolver resolver) {
    Outcome o = play(resolver, PLAYERS + "Rex factionkill Hob\n").last();
    assertEquals(List.of("Hob", "Rex"), o.deaths(), "her death sets off her shot at her target");
    assertEquals(List.of("Hob: Bow Hunter Hob shot Rex"), announced(o));
    o = play(resolver, PLAYERS + "Doc protect Rex\nRex factionkill Hob\n").last();
    assertEquals(List.of("Hob"), o.deaths(), "the doctor stops her shot");
    assertEquals(List.of(), announced(o), "a shot that does not kill is not announced");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theScoutAnnouncesHisTargetsRoleAsItIsSeen(NightResolver resolver) {
    Outcome o = play(resolver, PLAYERS + "Rex factionkill Tra\n").last();
    assertEquals(List.of("Tra"), o.deaths());
    assertEquals(List.of("Tra: Trail Scout Tra shows Gus as Grey Wolf"), announced(o),
        "the role as the book writes it, told to everyone, not to the scout");
    assertTrue(o.feedback().stream().noneMatch(f -> f.player().equals("Tra")), o.toString());
    o = play(resolver, PLAYERS + "Mas disguise Gus\nRex factionkill Tra\n").last();
    assertEquals(List.of("Tra: Trail Scout Tra shows Gus as Hay Farmer"), announced(o),
        "his investigation sees strong disguises (SD)");
    o = play(resolver, PLAYERS + "Rex factionkill Hay\n").last();
    assertEquals(List.of(), announced(o), "no death of his: nothing");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theSnifferTellsWhoIsInTheDenWhateverHisPlaceInIt(NightResolver resolver) {
    String players = PLAYERS.replace("player Gus werewolf  GreyWolf group-packden=yes",
        "player Gus werewolf  GreyWolf group-packden=elder");
    for (String[] c : new String[][] {{"Rex", "Rex smells of the den"},
        {"Gus", "Gus smells of the den"}, {"Hay", "Hay does not smell of the den"}}) {
      Outcome o = play(resolver, players + "Sni investigate " + c[0] + "\n").last();
      assertEquals(List.of(c[1]), o.feedback().stream().filter(f -> f.player().equals("Sni"))
          .map(Feedback::result).toList(), c[0]);
    }
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aTriggersResponseMayAskAQuestionItsHolderIsToldTheAnswerOf(NightResolver resolver) {
    Outcome o = play(resolver, PLAYERS + "Rex factionkill Wit\n").last();
    assertEquals(List.of("Wit"), o.deaths());
    assertEquals(List.of("killed by a Grey Wolf"), o.feedback().stream()
        .filter(f -> f.player().equals("Wit")).map(Feedback::result).toList());
    o = play(resolver, PLAYERS + "Rex factionkill Hay\n").last();
    assertTrue(o.feedback().stream().noneMatch(f -> f.player().equals("Wit")),
        "no death of hers: no question");
  }
}
