package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.NightResolver;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.RulesResult;
import org.nightres.core.model.Player;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.testing.WwrBookNights;

/**
 * WWR's values computed from the game ({@code $total}, {@code $living} with {@code floor},
 * {@code ceil}, {@code round}; docs/wwr.md, ruling 38) and Loyalty (ruling 39), under every
 * scheme. The book is written for these tests in the WWR notation.
 */
class WwrGameValuesTest {
  static final String BOOK = """
      **Village Idler** | Townsfolk Miscellaneous
      __Formalized__
      No Abilities

      **Raven Warden** | Townsfolk Power
      __Formalized__
      Starting:
        • Set Counter to floor $total/2
        • Display `Ravens` (Counter)
      Immediate Night: [Condition: @Self->Counter ≥ `1`]
        • Apply `Raven` to @Selection (~Persistent)
        • Decrement Counter

      **Head Counter** | Townsfolk Miscellaneous
      __Formalized__
      Immediate Night: Set Counter to floor $living/2

      **Town Crier** | Townsfolk Miscellaneous
      __Formalized__
      Immediate Night: Set Counter to round $total/4

      **Moon Judge** | Townsfolk Killing
      __Formalized__
      End Night: Attack @Selection

      **Devout Farmer** | Townsfolk Miscellaneous
      __Formalized__
      Starting: Loyalty to `Townsfolk` (Alignment)

      **Biting Wolf** | Werewolf Killing
      __Formalized__
      Immediate Night: Role Change @Selection to `Village Idler`

      **Night Pack** | Werewolf Team Group
      On Poll Closed: Attack @Winner

      **Lone Howler** | Werewolf Killing
      __Formalized__
      Starting: Join #Night-Pack
      End Night: Attack @Selection [Condition: #Night-Pack->Members->Count is 1]

      **Reed Piper** | Unaligned Miscellaneous
      __Formalized__
      Starting: Apply `Piper` to @Self (~Persistent)
      Immediate Night: Apply `Charmed` to @Selection (~Persistent) ⟨$total/3⟩ [Condition: @(Attribute:Piper)->Count is 1]

      **Crowd Judge** | Townsfolk Killing
      __Formalized__
      End Night: Attack @Selection [Condition: $living ≥ 4]

      **Masked Despot** | Unaligned Power
      __Formalized__
      Immediate: Strongly Disguise @Self as @Selection
      On Action [Disguising]: Strongly Disguise @Self as @Selection [Quantity: 1]

      **Star Seer** | Townsfolk Investigative
      __Formalized__
      End Night: Role Investigate @Selection (SD)

      **Pack Warden** | Werewolf Miscellaneous
      __Formalized__
      Immediate: Target @Selection (Player Optional) [Condition: not (@Target exists)]
      Immediate: Target @Selection (Player Optional) [Condition: @Target exists]
      Passive: Protect @Target from `Attacks` through Active Defense
      On Active Defense: Learn `You guarded a packmate` [Condition: @Target is in #Night-Pack]
      On Active Defense: Learn `You guarded a stranger` [Condition: not (@Target is in #Night-Pack)]

      **Whispering Wolf** | Werewolf Miscellaneous
      __Formalized__
      Immediate Night: Alignment Change @Selection to `Werewolf`
      Immediate Night: Apply `Marked` to @Selection
      """;

  static List<NightResolver> schemes() {
    return PremiseSemanticsTest.schemes();
  }

  private static final WwrBookNights NIGHTS = new WwrBookNights(BOOK);

  @Test
  void theBookTranslatesGameValuesAndLoyalty() {
    RulesResult r = NIGHTS.rules();
    assertEquals(List.of("unsupported: Display (a display: no night effect) (role RavenWarden)"),
        r.warnings().stream().map(d -> d.message()).toList(), "games.md §7 reports displays");
    String rules = WwrBookNights.statements(r);
    assertTrue(rules.contains("passive RavenWarden = if(self in !attr:counter then attr(self, "
        + "counter=floor(total/2)))"), rules);
    assertTrue(rules.contains("attr(self, counter=floor(living/2))"), rules);
    assertTrue(rules.contains("[timing immediate-night, if self in attr:counter>=1]"), rules);
    assertTrue(rules.contains("attr(self, counter=round(total/4))"), rules);
    assertTrue(rules.contains("[order 195, suborder 2-LoneHowler, if count(attr:group-nightpack)=1]"), rules);
    assertTrue(rules.contains("[timing immediate-night, per-night floor(total/3), if "
        + "count(attr:piper)=1]"), rules);
    assertTrue(rules.contains("[order 195, suborder 1-CrowdJudge, if living>=4]"), rules);
    assertTrue(rules.contains("passive DevoutFarmer = untargetable(self, "
        + "only=role-changing|alignment-changing)"), rules);
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theWardenStartsWithARavenForEveryTwoPlayersDeadOrAlive(NightResolver resolver) {
    GamePlay game = NIGHTS.play(resolver, """
        player War townsfolk RavenWarden
        player Ann townsfolk VillageIdler
        player Bob townsfolk VillageIdler
        player Cid townsfolk VillageIdler
        player Dan townsfolk VillageIdler
        state Dan dead
        night 1
        War apply Ann
        night 2
        War apply Bob
        """);
    Outcome first = game.outcomes().get(0);
    assertEquals("2", WwrBookNights.player(first, "War").attributes().get("counter"),
        "floor 5/2: every player of the game counts, Dan dead too");
    assertEquals(null, WwrBookNights.player(first, "Ann").attributes().get("raven"),
        "night 1: no counter yet, the line fails");
    Outcome second = game.last();
    assertEquals("1", WwrBookNights.player(second, "War").attributes().get("counter"),
        "decremented, not set again");
    assertEquals("yes", WwrBookNights.player(second, "Bob").attributes().get("raven"));
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void livingCountsThePlayersAliveAsTheNightStarts(NightResolver resolver) {
    Outcome o = NIGHTS.play(resolver, """
        player Hea townsfolk HeadCounter
        player Jud townsfolk MoonJudge
        player Ann townsfolk VillageIdler
        player Bob townsfolk VillageIdler
        player Cid townsfolk VillageIdler
        player Dan townsfolk VillageIdler
        state Cid dead
        state Dan dead
        Hea set
        Jud attack Ann
        """).last();
    assertEquals(List.of("Ann"), o.deaths());
    assertEquals("2", WwrBookNights.player(o, "Hea").attributes().get("counter"),
        "floor 4/2: four living as the night starts (Ann's death tonight does not count, the "
            + "dead Cid and Dan do not either)");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void roundTakesAHalfUp(NightResolver resolver) {
    String six = """
        player Cri townsfolk TownCrier
        player Ann townsfolk VillageIdler
        player Bob townsfolk VillageIdler
        player Cid townsfolk VillageIdler
        player Dan townsfolk VillageIdler
        """;
    assertEquals("1", WwrBookNights.player(NIGHTS.play(resolver, six + "Cri set\n").last(), "Cri").attributes()
        .get("counter"), "round 5/4");
    assertEquals("2", WwrBookNights.player(NIGHTS.play(resolver, six + "player Eve townsfolk VillageIdler\n"
        + "Cri set\n").last(), "Cri").attributes().get("counter"), "round 6/4: 1.5 is 2");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aLoyalPlayerIsNotChangedButIsKilled(NightResolver resolver) {
    String players = """
        player Far townsfolk DevoutFarmer
        player Ann townsfolk VillageIdler
        player Bit werewolf  BitingWolf
        player Whi werewolf  WhisperingWolf
        player Jud townsfolk MoonJudge
        """;
    Outcome changed = NIGHTS.play(resolver, players + "Bit rolechange Far\nWhi alignmentchange Far\n"
        + "Whi apply Far\n").last();
    Player far = WwrBookNights.player(changed, "Far");
    assertEquals("DevoutFarmer", far.roles().get(0).name(), "Loyalty: no role change");
    assertEquals("townsfolk", far.alignment(), "Loyalty: no alignment change");
    assertEquals("yes", far.attributes().get("marked"), "an Apply is no role change");
    Outcome other = NIGHTS.play(resolver, players + "Bit rolechange Ann\nWhi alignmentchange Jud\n")
        .last();
    assertEquals("VillageIdler", WwrBookNights.player(other, "Ann").roles().get(0).name());
    assertEquals("werewolf", WwrBookNights.player(other, "Jud").alignment());
    assertEquals(List.of("Far"), NIGHTS.play(resolver, players + "Jud attack Far\n").last().deaths(),
        "Loyalty stops no attack");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theLoneHowlerAttacksWhenHeIsThePacksLastMember(NightResolver resolver) {
    String players = """
        player How werewolf  LoneHowler group-nightpack=yes
        player Wes werewolf  LoneHowler group-nightpack=yes
        player Ann townsfolk VillageIdler
        """;
    Outcome two = NIGHTS.play(resolver, players + "How attack Ann\n").last();
    assertEquals(List.of(), two.deaths(), "two members: the line fails");
    assertEquals(List.of(Feedback.of("How", "attack", "Ann", "Failure")), two.feedback());
    assertEquals(List.of("Ann"), NIGHTS.play(resolver, players + "state Wes dead\nHow attack Ann\n")
        .last().deaths(), "the dead are no members the count sees");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void thePiperCharmsOnePlayerForEveryThreeInTheGame(NightResolver resolver) {
    String players = """
        player Pip unaligned ReedPiper piper=yes
        player Ann townsfolk VillageIdler
        player Bob townsfolk VillageIdler
        player Cid townsfolk VillageIdler
        player Dan townsfolk VillageIdler
        player Eve townsfolk VillageIdler
        state Eve dead
        """;
    Outcome o = NIGHTS.play(resolver, players + "Pip apply Ann\nPip apply Bob\n").last();
    assertEquals("yes", WwrBookNights.player(o, "Ann").attributes().get("charmed"));
    assertEquals("yes", WwrBookNights.player(o, "Bob").attributes().get("charmed"));
    GamePlay three = NIGHTS.script(players + "Pip apply Ann\nPip apply Bob\nPip apply Cid\n")
        .play(resolver);
    assertEquals(1, three.diagnostics().size(), three.diagnostics().toString());
    assertEquals("t.night:11:5", three.diagnostics().get(0).file() + ":"
        + three.diagnostics().get(0).line() + ":" + three.diagnostics().get(0).column());
    assertTrue(three.diagnostics().get(0).message().contains(
        "(its limit: per-night floor(total/3), 2 tonight)"), three.diagnostics().toString());
    Outcome twoPipers = NIGHTS.play(resolver, players.replace("player Ann townsfolk VillageIdler",
        "player Ann townsfolk VillageIdler piper=yes") + "Pip apply Bob\n").last();
    assertEquals(null, WwrBookNights.player(twoPipers, "Bob").attributes().get("charmed"),
        "two pipers: the line fails");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theCrowdJudgeAttacksWhileFourLive(NightResolver resolver) {
    String players = """
        player Jud townsfolk CrowdJudge
        player Ann townsfolk VillageIdler
        player Bob townsfolk VillageIdler
        player Cid townsfolk VillageIdler
        """;
    assertEquals(List.of("Ann"), NIGHTS.play(resolver, players + "Jud attack Ann\n").last().deaths());
    assertEquals(List.of(), NIGHTS.play(resolver, players + "state Cid dead\nJud attack Ann\n").last()
        .deaths(), "three living: the line fails");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theEmergencyDisguiseIsASecondDisguiseOnceAGame(NightResolver resolver) {
    GamePlay game = NIGHTS.play(resolver, """
        player Des unaligned MaskedDespot
        player See townsfolk StarSeer
        night 1
        Des disguise VillageIdler
        Des disguise2 StarSeer
        See investigate Des
        """);
    assertEquals(List.of(Feedback.of("See", "investigate", "Des", "Star Seer")),
        game.last().feedback(), "both disguises land; of two strong ones, the role whose name comes first (roles-language.md)");
    GamePlay again = NIGHTS.script("""
        player Des unaligned MaskedDespot
        player See townsfolk StarSeer
        night 1
        Des disguise2 VillageIdler
        night 2
        Des disguise2 StarSeer
        """).play(resolver);
    assertEquals(1, again.diagnostics().size(), again.diagnostics().toString());
    assertEquals(7, again.diagnostics().get(0).line(), "[Quantity: 1]: once a game");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theWardenKnowsWhetherHeGuardedAPackmate(NightResolver resolver) {
    String players = """
        player War werewolf  PackWarden target=How
        player How werewolf  LoneHowler group-nightpack=yes
        player Ann townsfolk VillageIdler
        player Jud townsfolk MoonJudge
        """;
    Outcome mate = NIGHTS.play(resolver, players + "Jud attack How\n").last();
    assertEquals(List.of(), mate.deaths());
    assertEquals(List.of("You guarded a packmate"), mate.feedback().stream()
        .filter(f -> f.player().equals("War")).map(Feedback::result).toList());
    Outcome stranger = NIGHTS.play(resolver, players.replace("target=How", "target=Ann")
        + "Jud attack Ann\n").last();
    assertEquals(List.of(), stranger.deaths());
    assertEquals(List.of("You guarded a stranger"), stranger.feedback().stream()
        .filter(f -> f.player().equals("War")).map(Feedback::result).toList());
  }
}
