package org.nightres.snarf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nightres.core.NightResolver;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.format.RulesParser;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Outcome;
import org.nightres.nar.NarResolver;

/**
 * Attributes a WWR role's holders have without a word on the player line (docs/wwr.md, ruling
 * 11): a team's {@code On Join: Apply `A` to @Joiner} for the roles of its alignment, and a
 * {@code Role Attribute} of the role or of a set it inherits. The book is the tests' own.
 */
class WwrRoleAttributesTest {
  private static final Map<String, String> FILES = Map.of("book.wwr", """
      **Moon Pack**
      __Formalized__
      Win Condition: @(Alignment:Werewolf), @(Class:Unaligned)
      On Join: Apply `Wolfish` to @Joiner {Visitless}

      **Fang Kin** | Ability Set
      Role Attribute: `Lycan`

      **Grey Hunter** | Werewolf Killing
      __Formalized__
      Inherit: `Fang Kin`

      **Wolf Friend** | Werewolf Power
      __Formalized__
      No Abilities

      **Night Biter** | Werewolf Killing
      __Formalized__
      Inherit: `Fang Kin`
      End Night: Attack @Selection

      **Blessed Farmer** | Townsfolk Miscellaneous
      __Formalized__
      Starting: Protect @Self from `Attacks` by @(Attr:Wolfish) through Partial Defense
      On Partial Defense: Role Change @Self to `Grey Hunter`

      **Lone Farmer** | Townsfolk Miscellaneous
      __Formalized__
      No Abilities

      **Water Bearer** | Townsfolk Killing
      __Formalized__
      End Night:
        • @Selection->Attr(Lycan) exists: Attack @Selection
        • @Selection->Alignment is `Townsfolk`[alignment]: True Kill @Self
        • Otherwise: `Failure`
      """);

  private static final List<NightResolver> SCHEMES =
      List.of(new SequentialResolver(), new SnarfResolver(), new NarResolver());

  private static Outcome night(String night, NightResolver scheme) {
    NightParser parser = NightParser.standard().withIncludes(p -> Optional.ofNullable(
        FILES.get(p)).map(t -> new RulesParser.Source(p, t)));
    GameScript script = parser.parseGame("t.night",
        ("include book.wwr\n" + night).getBytes());
    assertTrue(script.ok(), script.diagnostics().toString());
    GamePlay play = script.play(scheme);
    assertTrue(play.ok(), play.diagnostics().toString());
    return play.last();
  }

  @Test
  void aTeamsMembersAreWolfishWithoutAWordOnThePlayerLine() {
    for (NightResolver scheme : SCHEMES) {
      Outcome o = night("""
          player Bia werewolf  NightBiter
          player Fay townsfolk BlessedFarmer
          Bia attack Fay
          """, scheme);
      assertEquals(List.of(), o.deaths(), scheme.toString());
      assertEquals(List.of("GreyHunter"), o.nextState().players().get(1).roles().stream()
          .map(org.nightres.core.component.Role::name).toList(),
          "the partial defense against wolfish attackers held: she turned");
      Outcome lone = night("""
          player Bia werewolf  NightBiter
          player Lou townsfolk LoneFarmer
          Bia attack Lou
          """, scheme);
      assertEquals(List.of("Lou"), lone.deaths(), scheme.toString());
    }
  }

  @Test
  void aRoleAttributeIsReadThroughItsSetBesideAPlayersOwn() {
    for (NightResolver scheme : SCHEMES) {
      String players = """
          player Wat townsfolk WaterBearer
          player Gus werewolf  GreyHunter
          player Fri werewolf  WolfFriend
          player Lou townsfolk LoneFarmer
          """;
      assertEquals(List.of("Gus"), night(players + "Wat attack Gus\n", scheme).deaths(),
          scheme + ": a lycan by his role's set");
      Outcome friend = night(players + "Wat attack Fri\n", scheme);
      assertEquals(List.of(), friend.deaths(), scheme + ": a werewolf, no lycan");
      assertEquals(List.of(Feedback.of("Wat", "attack", "Fri", "Failure")), friend.feedback());
      assertEquals(List.of("Wat"), night(players + "Wat attack Lou\n", scheme).deaths(),
          scheme + ": townsfolk: the bearer dies");
      assertEquals(List.of("Fri"), night(players.replace("WolfFriend", "WolfFriend lycan=yes")
          + "Wat attack Fri\n", scheme).deaths(), scheme + ": a player's own attribute too");
    }
  }
}
