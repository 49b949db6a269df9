package org.nightres.snarf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.RulesParser;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.testing.WwrBookNights;

/**
 * Nights of WWR roles (issue 14, item 3) under {@code scheme sequential} with WWR's timing
 * ({@code games.md} §7). The book is written for these tests in the WWR notation: a pack whose
 * poll ends in an attack, a Hooker-like sleeper, a Witch-like herbalist, disguisers against a
 * role reader, an obstructor with fake feedback.
 */
class WwrNightTest {
  static final String BOOK = """
      **Night Pack** | Werewolf Team Group
      On Poll Closed: Attack @Winner

      **Pack Member** | Ability Set
      Starting: Join #Night-Pack

      **Grey Wolf** | Werewolf Killing
      Inherit: `Pack Member`

      **Bed Hopper** | Townsfolk Power
      __Basics__
      Spends the night in another player's bed.
      __Formalized__
      Immediate Night: Protect @Self from `Attacks` through Absence at @Selection (~Phase) [Succession: No Target Succession]

      **Herbalist** | Townsfolk Killing
      __Formalized__
      Immediate Night: Protect @Selection from `Attacks` through Active Defense (~Phase) [Quantity: 3] ⟨x3⟩
      End Night: Attack @Selection [Quantity: 1]

      **Village Idler** | Townsfolk Miscellaneous
      __Formalized__
      No Abilities

      **Star Gazer** | Townsfolk Investigative
      __Formalized__
      Immediate Night: Role Investigate @Selection (SD)

      **Cloak Weaver** | Werewolf Power
      __Formalized__
      Inherit: `Pack Member`
      Immediate Night: Weakly Disguise @Selection as `Village Idler` (~Phase)

      **Shade** | Werewolf Power
      __Formalized__
      Inherit: `Pack Member`
      Immediate Night: Strongly Disguise @Selection as `Village Idler` (~Phase)

      **Hexer** | Werewolf Power
      __Formalized__
      Inherit: `Pack Member`
      Immediate Night: Obstruct Investigating for @Selection ⇒ `Village Idler` (~Phase)

      **Jinx** | Werewolf Power
      __Formalized__
      Inherit: `Pack Member`
      Immediate Night: Obstruct Investigating for @Selection ⇒ (50%:`Village Idler`, 50%:@Result) (~Phase)

      **Moonstruck** | Townsfolk Miscellaneous
      __Formalized__
      Starting: Protect @Self from `Attacks` by @(Attr:Wolfish) through Partial Defense
      On Partial Defense: Role Change @Self to `Grey Wolf`

      **Decoy** | Townsfolk Power
      __Formalized__
      Immediate Night: Redirect `non-killing abilities` from @(Attr:Wolfish) to @Selection (~Phase)

      **Warden** | Townsfolk Miscellaneous
      __Formalized__
      Immediate: Target @Selection (Player Optional) [Condition: not (@Target exists)]
      Immediate: Target @Selection (Player Optional) [Condition: @Target exists]
      On Action [Targeting]: Target @Selection (Player Optional) [Quantity: 1]

      **Night Nurse** | Townsfolk Power
      __Formalized__
      End Night: Protect @Selection from `Attacks` through Active Defense (~Phase)

      **Avenger Hound** | Townsfolk Killing
      __Formalized__
      Immediate: Target @Selection (Player Optional) [Condition: not (@Target exists)]
      Immediate: Target @Selection (Player Optional) [Condition: @Target exists]
      On Death: Attack @Target [Condition: @Target exists]

      **Shield Bearer** | Townsfolk Power
      __Formalized__
      Immediate: Target @Selection (Player Optional) [Condition: not (@Target exists)]
      Immediate: Target @Selection (Player Optional) [Condition: @Target exists]
      Passive: Protect @Target from `Attacks` through Passive Defense

      **Moon Reader** | Townsfolk Investigative
      __Formalized__
      Immediate Night:
        • Process: Role Investigate @Selection (SD)
        • Evaluate:
          ‣ @Result is `Grey Wolf`: `@Selection howls at the moon`
          ‣ Otherwise: `@Self hears nothing from @Selection`

      **Amber Jailer** | Townsfolk Power
      __Formalized__
      End Night: Obstruct @Selection (~Phase)

      **Yew Jailer** | Townsfolk Power
      __Formalized__
      End Night: Obstruct @Selection (~Phase)

      **Birch Seer** | Townsfolk Investigative
      __Formalized__
      End Night: Role Investigate @Selection (SD)

      **Zenith Seer** | Townsfolk Investigative
      __Formalized__
      End Night: Role Investigate @Selection (SD)

      **Rune Caster** | Townsfolk Investigative
      __Formalized__
      Immediate Night:
        • Process:
          ‣ Class Investigate @Selection (SD)
          ‣ Category Investigate @Selection (SD)
        • Evaluate:
          ‣ @Result1 is `Failure`: `The runes stay silent`
          ‣ (@Result1 is `Werewolf[class]`) and (@Result2 is `Killing[category]`): `@Selection hunts at night`
          ‣ @Result2 is `Investigative`[category]: `@Selection seeks as you do`
          ‣ Otherwise: `@Selection casts no shadow`

      **Lamp Warden** | Townsfolk Power
      __Formalized__
      Immediate Night: Protect @Selection from `Attacks` through Active Defense (~Phase) [Condition: @Selection is not @Self]

      **Sleep Bringer** | Townsfolk Power
      __Formalized__
      Immediate Night: Obstruct @Selection (~Phase)

      **Name Caller** | Townsfolk Investigative
      __Formalized__
      Immediate Night:
        • Process: Role Investigate @Selection (WD)
        • Evaluate:
          ‣ @Result is `Failure`: `No name came`
          ‣ @Result is @SecondarySelection[role]: `@Selection is the @SecondarySelection[role]`
          ‣ Otherwise: `@Selection is no @SecondarySelection`
      """;

  private static final SequentialResolver SEQUENTIAL = new SequentialResolver();

  private static final WwrBookNights NIGHTS = new WwrBookNights(BOOK);

  static Outcome night(String night) {
    GameScript script = NIGHTS.script(night);
    assertTrue(script.ok(), script.diagnostics().toString());
    GamePlay play = script.play(SEQUENTIAL);
    assertTrue(play.ok(), play.diagnostics().toString());
    return play.last();
  }

  @Test
  void theSleeperDiesWithTheHostTheWolvesAttackAndNotAtHome() {
    Outcome o = night("""
        player Bea townsfolk BedHopper
        player Ann townsfolk VillageIdler
        player Rex werewolf  GreyWolf
        Bea protect Ann
        Rex factionkill Ann
        """);
    assertEquals(List.of("Ann", "Bea"), o.deaths().stream().sorted().toList(),
        "an attack where the Bed Hopper sleeps reaches her too");
    Outcome away = night("""
        player Bea townsfolk BedHopper
        player Ann townsfolk VillageIdler
        player Rex werewolf  GreyWolf
        Bea protect Ann
        Rex factionkill Bea
        """);
    assertEquals(List.of(), away.deaths(), "an attack at home finds her out");
  }

  @Test
  void theHerbalistsPotionsProtectThreeAndKillOnce() {
    Outcome o = night("""
        player Hal townsfolk Herbalist
        player Ann townsfolk VillageIdler
        player Bob townsfolk VillageIdler
        player Cid townsfolk VillageIdler
        player Dan townsfolk VillageIdler
        player Rex werewolf  GreyWolf
        Hal protect Ann
        Hal protect Bob
        Hal protect Cid
        Rex factionkill Bob
        Hal attack Rex
        """);
    assertEquals(List.of("Rex"), o.deaths(), "Bob is protected; the potion of death kills");
    GameScript again = NIGHTS.script("""
        player Hal townsfolk Herbalist
        player Ann townsfolk VillageIdler
        player Rex werewolf  GreyWolf
        player Dan werewolf  GreyWolf
        night 1
        Hal attack Rex
        night 2
        Hal attack Dan
        """);
    GamePlay play = again.play(SEQUENTIAL);
    assertFalse(play.ok(), "Quantity: 1 is spent after one use");
    assertTrue(play.diagnostics().get(0).message().contains("uses"),
        play.diagnostics().toString());
  }

  @Test
  void deathsComeAfterEndNightSoAKilledPlayerStillActsThere() {
    Outcome o = night("""
        player Hal townsfolk Herbalist
        player Rex werewolf  GreyWolf
        player Ann townsfolk VillageIdler
        Rex factionkill Hal
        Hal attack Rex
        """);
    assertEquals(List.of("Hal", "Rex"), o.deaths().stream().sorted().toList(),
        "both End Night attacks run before either takes effect");
    Outcome late = night("""
        player Nia townsfolk NightNurse
        player Rex werewolf  GreyWolf
        player Ann townsfolk VillageIdler
        Rex factionkill Ann
        Nia protect Ann
        """);
    assertEquals(List.of(), late.deaths(),
        "End Night non-attacks come before the attacks, whatever the submission order");
  }

  @Test
  void aWeakDisguiseDoesNotFoolAReaderOfStrongOnesAStrongOneDoes() {
    Outcome weak = night("""
        player Cal werewolf CloakWeaver
        player Rex werewolf GreyWolf
        player Sue townsfolk StarGazer
        Cal disguise Rex
        Sue investigate Rex
        """);
    assertEquals(List.of(Feedback.of("Sue", "investigate", "Rex", "Grey Wolf")), weak.feedback());
    Outcome strong = night("""
        player Sha werewolf Shade
        player Rex werewolf GreyWolf
        player Sue townsfolk StarGazer
        Sha disguise Rex
        Sue investigate Rex
        """);
    assertEquals(List.of(Feedback.of("Sue", "investigate", "Rex", "Village Idler")),
        strong.feedback());
  }

  @Test
  void aCursedVillagerSurvivesTheWolvesAndBecomesOne() {
    Outcome o = night("""
        player Cur townsfolk Moonstruck
        player Rex werewolf  GreyWolf wolfish=yes
        player Vic townsfolk VillageIdler
        Rex factionkill Cur
        """);
    assertEquals(List.of(), o.deaths(), "the partial defense against wolfish attackers holds");
    assertEquals("GreyWolf", o.nextState().players().get(0).roles().get(0).name(),
        "On Partial Defense: the role change");
    Outcome other = night("""
        player Cur townsfolk Moonstruck
        player Rex werewolf  GreyWolf
        player Hal townsfolk Herbalist
        Hal attack Cur
        """);
    assertEquals(List.of("Cur"), other.deaths(), "no defense against a non-wolfish attacker");
    assertEquals("Moonstruck", other.nextState().players().get(0).roles().get(0).name());
  }

  @Test
  void aRedirectionSendsTheWolvesNonKillingAbilitiesOnToItsSelection() {
    Outcome o = night("""
        player Dec townsfolk Decoy
        player Ann townsfolk StarGazer
        player Hex werewolf  Hexer wolfish=yes
        player Rex werewolf  GreyWolf wolfish=yes
        Dec redirect Ann
        Hex obstruct Dec
        Rex factionkill Dec
        Ann investigate Rex
        """);
    assertEquals(List.of("Dec"), o.deaths(), "a killing is not redirected");
    assertEquals(List.of(Feedback.of("Ann", "investigate", "Rex", "Village Idler")), o.feedback(),
        "the obstruction aimed at the Decoy went on to Ann: she gets its fake answer");
    Outcome notWolfish = night("""
        player Dec townsfolk Decoy
        player Ann townsfolk StarGazer
        player Hex werewolf  Hexer
        player Rex werewolf  GreyWolf
        Dec redirect Ann
        Hex obstruct Dec
        Ann investigate Rex
        """);
    assertEquals(List.of(Feedback.of("Ann", "investigate", "Rex", "Grey Wolf")),
        notWolfish.feedback(), "only abilities of wolfish players are redirected");
  }

  @Test
  void aStoredTargetIsKeptInTheStateAndChanged() {
    GameScript script = NIGHTS.script("""
        player War townsfolk Warden
        player Ann townsfolk VillageIdler
        player Bob townsfolk VillageIdler
        player Cid townsfolk VillageIdler
        night 1
        War target Ann
        night 2
        War target2 Bob
        War target3 Cid
        """);
    assertTrue(script.ok(), script.diagnostics().toString());
    GamePlay play = script.play(SEQUENTIAL);
    assertTrue(play.ok(), play.diagnostics().toString());
    assertEquals("Ann", play.outcomes().get(0).nextState().players().get(0).attributes()
        .get("target"));
    assertEquals("Cid", play.outcomes().get(1).nextState().players().get(0).attributes()
        .get("target"), "the second Targeting line changes it, and the emergency use after it");
    GameScript twice = NIGHTS.script("""
        player War townsfolk Warden
        player Ann townsfolk VillageIdler
        player Bob townsfolk VillageIdler
        night 1
        War target3 Ann
        night 2
        War target3 Bob
        """);
    assertFalse(twice.play(SEQUENTIAL).ok(), "the emergency use is once a game");
  }

  @Test
  void anObstructionAnswersWithItsFakeFeedback() {
    Outcome o = night("""
        player Hex werewolf Hexer
        player Rex werewolf GreyWolf
        player Sue townsfolk StarGazer
        Hex obstruct Sue
        Sue investigate Rex
        """);
    assertEquals(List.of(Feedback.of("Sue", "investigate", "Rex", "Village Idler")), o.feedback());
  }

  @Test
  void anObstructionByChanceGivesTheFakeOrTheRealAnswerAsTheSeedDraws() {
    java.util.Set<String> answers = new java.util.TreeSet<>();
    for (int seed = 0; seed < 16; seed++) {
      Outcome o = night("seed " + seed + "\n" + """
          player Jin werewolf Jinx
          player Rex werewolf GreyWolf
          player Sue townsfolk StarGazer
          Jin obstruct Sue
          Sue investigate Rex
          """);
      answers.add(o.feedback().get(0).result());
    }
    assertEquals(java.util.Set.of("Grey Wolf", "Village Idler"), answers);
  }

  @Test
  void endNightNonAttacksRunByRoleNameNotBySubmission() {
    // the seer is submitted first, the jailer (an earlier name) runs first and stops her
    Outcome jailerFirst = night("""
        player Zoe townsfolk ZenithSeer
        player Amy townsfolk AmberJailer
        player Rex werewolf  GreyWolf
        Zoe investigate Rex
        Amy obstruct Zoe
        """);
    assertFalse(jailerFirst.feedback().contains(Feedback.of("Zoe", "investigate", "Rex",
        "Grey Wolf")), "Amber Jailer runs before Zenith Seer: " + jailerFirst.feedback());
    // the jailer is submitted first, the seer (an earlier name) runs first and learns
    Outcome seerFirst = night("""
        player Bo  townsfolk BirchSeer
        player Yan townsfolk YewJailer
        player Rex werewolf  GreyWolf
        Yan obstruct Bo
        Bo investigate Rex
        """);
    assertEquals(List.of(Feedback.of("Bo", "investigate", "Rex", "Grey Wolf")),
        seerFirst.feedback(), "Birch Seer runs before Yew Jailer");
  }

  @Test
  void theTranslatorGivesEndNightNonAttacksTheirRoleNameAsSubOrder() {
    GameScript s = NIGHTS.script("player Amy townsfolk AmberJailer\n");
    assertTrue(s.ok(), s.diagnostics().toString());
    assertEquals(Optional.of("AmberJailer"), s.rules().role("AmberJailer").orElseThrow()
        .ability("obstruct").orElseThrow().subOrder());
  }

  static GamePlay play(String game, org.nightres.core.NightResolver scheme) {
    return NIGHTS.play(scheme, game);
  }

  @Test
  void aPassiveProtectsTheStoredTargetFromTheNightAfter() {
    String players = """
        player Sam townsfolk ShieldBearer
        player Ann townsfolk VillageIdler
        player Bob townsfolk VillageIdler
        player Rex werewolf  GreyWolf
        """;
    for (org.nightres.core.NightResolver scheme : List.of(SEQUENTIAL, new SnarfResolver(),
        new org.nightres.nar.NarResolver())) {
      GamePlay kept = play(players + "night 1\nSam target Ann\nnight 2\nRex factionkill Ann\n",
          scheme);
      assertEquals(List.of(), kept.last().deaths(), scheme.scheme() + ": Ann is Sam's target");
      GamePlay other = play(players + "night 1\nSam target Bob\nnight 2\nRex factionkill Ann\n",
          scheme);
      assertEquals(List.of("Ann"), other.last().deaths(), scheme.scheme() + ": Bob is, not Ann");
      GamePlay none = play(players + "night 1\nRex factionkill Bob\nnight 2\n"
          + "Rex factionkill Ann\n", scheme);
      assertEquals(List.of("Ann"), none.last().deaths(), scheme.scheme() + ": no target stored");
    }
  }

  @Test
  void aDeathTriggerAttacksTheStoredTarget() {
    String players = """
        player Hal townsfolk AvengerHound
        player Ann townsfolk VillageIdler
        player Rex werewolf  GreyWolf
        player Wes werewolf  GreyWolf
        """;
    GamePlay avenged = play(players + "night 1\nHal target Rex\nnight 2\nRex factionkill Hal\n",
        SEQUENTIAL);
    assertEquals(List.of("Hal", "Rex"), avenged.last().deaths().stream().sorted().toList(),
        "the hound's death attacks its stored target");
    GamePlay unset = play(players + "night 1\nWes factionkill Ann\nnight 2\n"
        + "Rex factionkill Hal\n", SEQUENTIAL);
    assertEquals(List.of("Hal"), unset.last().deaths(), "no stored target: no attack");
  }

  @Test
  void theStoredTargetIsReadInPassivesAndTriggersOnly() {
    GameScript s = NIGHTS.script("player Sam townsfolk ShieldBearer\n");
    assertTrue(s.ok(), s.diagnostics().toString());
    assertTrue(s.rules().role("ShieldBearer").orElseThrow().passiveModifier().orElseThrow()
        .components().toString().contains("stored(target)"), s.rules().roles().toString());
    org.nightres.core.format.RulesResult inAbility = RulesParser.parse("t.roles",
        "role Sam\nability Sam.hit X = kill(stored(target))\n",
        org.nightres.core.component.RoleCatalogue.empty(), p -> Optional.empty());
    assertFalse(inAbility.ok());
    assertTrue(inAbility.renderDiagnostics().contains("t.roles:2:"),
        inAbility.renderDiagnostics());
    assertTrue(inAbility.renderDiagnostics().contains("in a passive or a trigger only"),
        inAbility.renderDiagnostics());
  }

  @Test
  void anEvaluateAnswersWithTheTextOfTheConditionThatFired() {
    String players = """
        player Mo  townsfolk MoonReader
        player Rex werewolf  GreyWolf
        player Ann townsfolk VillageIdler
        player Sha werewolf  Shade
        """;
    assertEquals(List.of(Feedback.of("Mo", "investigate", "Rex", "Rex howls at the moon")),
        night(players + "Mo investigate Rex\n").feedback());
    assertEquals(List.of(Feedback.of("Mo", "investigate", "Ann", "Mo hears nothing from Ann")),
        night(players + "Mo investigate Ann\n").feedback(), "Otherwise");
    assertEquals(List.of(Feedback.of("Mo", "investigate", "Rex", "Mo hears nothing from Rex")),
        night(players + "Sha disguise Rex\nMo investigate Rex\n").feedback(),
        "the result evaluated is the one seen: a strong disguise as a Village Idler");
  }

  /** The night under sequential (WWR timing), SNARF and NAR: the same feedback from each. */
  static List<Feedback> feedbackUnderEveryScheme(String night) {
    List<Feedback> wwr = night(night).feedback();
    for (org.nightres.core.NightResolver scheme : List.of(new SnarfResolver(),
        new org.nightres.nar.NarResolver())) {
      GamePlay play = NIGHTS.script(night).play(scheme);
      assertTrue(play.ok(), play.diagnostics().toString());
      assertEquals(wwr, play.last().feedback(), scheme.toString());
    }
    return wwr;
  }

  @Test
  void anEvaluateOfSeveralInvestigationsAnswersByTheirAnswersTogether() {
    String players = """
        player Rue townsfolk RuneCaster
        player Rex werewolf  GreyWolf
        player Sue townsfolk StarGazer
        player Ann townsfolk VillageIdler
        player Sha werewolf  Shade
        player Amy townsfolk AmberJailer
        """;
    assertEquals(List.of(Feedback.of("Rue", "investigate", "Rex", "Rex hunts at night")),
        feedbackUnderEveryScheme(players + "Rue investigate Rex\n"),
        "class Werewolf and category Killing");
    assertEquals(List.of(Feedback.of("Rue", "investigate", "Sue", "Sue seeks as you do")),
        feedbackUnderEveryScheme(players + "Rue investigate Sue\n"), "a pattern: any class");
    assertEquals(List.of(Feedback.of("Rue", "investigate", "Ann", "Ann casts no shadow")),
        feedbackUnderEveryScheme(players + "Rue investigate Ann\n"), "Otherwise");
    assertEquals(List.of(Feedback.of("Rue", "investigate", "Rex", "Rex casts no shadow")),
        night(players + "Sha disguise Rex\nRue investigate Rex\n").feedback(),
        "a strong disguise changes both answers: a Village Idler's");
    Outcome blocked = night(players.replace("AmberJailer", "Hexer").replace("Amy townsfolk",
        "Amy werewolf") + "Rue investigate Rex\n");
    assertEquals(List.of(Feedback.of("Rue", "investigate", "Rex", "Rex hunts at night")),
        blocked.feedback(), "Amy, a Hexer, submitted nothing");
  }

  @Test
  void aFailedInvestigationIsToldTheFailureText() {
    String players = """
        player Rue townsfolk RuneCaster
        player Rex werewolf  GreyWolf
        player Sib townsfolk SleepBringer
        player Nam townsfolk NameCaller
        """;
    // Immediate Night in submission order: the obstruction comes first
    assertEquals(List.of(Feedback.of("Rue", "investigate", "Rex", "The runes stay silent")),
        night(players + "Sib obstruct Rue\nRue investigate Rex\n").feedback());
    assertEquals(List.of(Feedback.of("Nam", "investigate", "Rex", "No name came")),
        night(players + "Sib obstruct Nam\nNam investigate Rex GreyWolf\n").feedback());
    assertEquals(List.of(Feedback.of("Nam", "investigate", "Rex", "Rex is the Grey Wolf")),
        night(players + "Nam investigate Rex GreyWolf\nSib obstruct Nam\n").feedback(),
        "an obstruction submitted after the investigation comes too late");
    String hexed = players.replace("Sib townsfolk SleepBringer", "Hex werewolf Jinx")
        + "Hex obstruct Nam\nNam investigate Rex GreyWolf\n";
    java.util.Set<String> answers = new java.util.TreeSet<>();
    for (int seed = 0; seed < 16; seed++) {
      answers.add(night("seed " + seed + "\n" + hexed).feedback().get(0).result());
    }
    assertEquals(java.util.Set.of("Rex is no Grey Wolf", "Rex is the Grey Wolf"), answers,
        "a fake answer is the result the Evaluate reads (WWR: the obstruction's feedback is the "
        + "Process result), so it is labelled like a real one, and is no failure");
  }

  @Test
  void aGuessIsToldCorrectOrIncorrectWithTheRoleNamed() {
    String players = """
        player Nam townsfolk NameCaller
        player Rex werewolf  GreyWolf
        player Cw  werewolf  CloakWeaver
        """;
    assertEquals(List.of(Feedback.of("Nam", "investigate", "Rex", "Rex is the Grey Wolf")),
        feedbackUnderEveryScheme(players + "Nam investigate Rex GreyWolf\n"));
    assertEquals(List.of(Feedback.of("Nam", "investigate", "Rex", "Rex is no Herbalist")),
        feedbackUnderEveryScheme(players + "Nam investigate Rex Herbalist\n"));
    assertEquals(List.of(Feedback.of("Nam", "investigate", "Rex", "Rex is the Village Idler")),
        night(players + "Cw disguise Rex\nNam investigate Rex VillageIdler\n").feedback(),
        "a weak disguise, which the Name Caller sees, is what the guess is compared with");
  }

  @Test
  void aSelectionMayBeItsHolderUnlessTheLineSaysOtherwise() {
    Outcome o = night("""
        player Her townsfolk Herbalist
        player Rex werewolf  GreyWolf
        Her protect Her
        Rex factionkill Her
        """);
    assertEquals(List.of(), o.deaths(), "WWR: a selection may be the holder (a book's default)");
    // [Condition: @Selection is not @Self] is a Condition restriction: games.md §7, "a Condition
    // or Attribute restriction that does not hold when the action resolves makes it fail (no
    // effect, feedback `Failure` ...)", not an input error
    Outcome warden = night("""
        player War townsfolk LampWarden
        player Rex werewolf  GreyWolf
        War protect War
        Rex factionkill War
        """);
    assertEquals(List.of("War"), warden.deaths(), "the protection of himself fails");
    assertEquals(List.of("Failure"), warden.feedback().stream().map(Feedback::result).toList());
  }
}
