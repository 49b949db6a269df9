package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.NightResolver;
import org.nightres.core.Scheme;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.model.GameState;
import org.nightres.core.outcome.Announcement;
import org.nightres.core.outcome.Outcome;
import org.nightres.nar.NarResolver;
import org.nightres.rar.RarResolver;
import org.nightres.snarf.SequentialResolver;
import org.nightres.snarf.SnarfResolver;

/**
 * The bundled {@code rules mafia1923} ({@code games.md} section 6) over several nights, under
 * its own scheme, {@code sequential}: deaths, announcements, notices, feedback and the state
 * after each night; and the input errors a 1923 moderator meets.
 */
class Mafia1923Test {
  private static final NightParser PARSER = NightParser.standard();

  private static final String SETUP = """
      rules mafia1923
      seed 1923
      player Avi  town  Boss               family=Cohen
      player Bob  town  Butler             family=Levi
      player Dana mafia MafiaMember        family=Cohen
      player Eli  town  Doctor             family=Levi
      player Fay  town  Thief              family=Cohen
      player Gil  town  Detective          family=Levi
      player Hal  town  Witness            family=Cohen
      player Ida  town  BumblingBureaucrat family=Levi
      player Jo   town  Bodyguard          family=Cohen
      player Ken  town  Drunkard           family=Levi
      player Lev  town  ArmedRobber        family=Cohen
      player Mo   town  Paperboy           family=Levi
      player Nat  town  Shadchan           family=Cohen
      player Ori  mafia MafiaMember+Doctor family=Levi
      player Pam  town  Townsperson        family=Cohen
      """;

  private static GameScript script(String nights) {
    return PARSER.parseGame("g.night", SETUP + nights);
  }

  private static GamePlay play(String nights) {
    return play(SETUP, nights);
  }

  /** The nights of a game of {@code setup} (the rule set and its players), sequential. */
  private static GamePlay play(String setup, String nights) {
    GameScript script = PARSER.parseGame("g.night", setup + nights);
    assertTrue(script.ok(), script.diagnostics().toString());
    assertEquals(java.util.Optional.of(Scheme.SEQUENTIAL), script.scheme(), "the rule set's");
    GamePlay play = script.play(new SequentialResolver());
    assertTrue(play.ok(), play.diagnostics().toString());
    return play;
  }

  private static List<String> notices(Outcome o) {
    return o.notices().stream().map(n -> n.player() + " " + n.kind() + ": " + n.message())
        .collect(Collectors.toList());
  }

  /** The announcements as {@code kind player}: {@code death Lev}. */
  private static List<String> announced(Outcome o) {
    return o.announcements().stream().map(a -> a.kind() + " " + a.player()).toList();
  }

  private static List<String> feedback(Outcome o) {
    return o.feedback().stream().map(f -> f.player() + " " + f.ability() + " " + f.target()
        + " = " + f.result()).collect(Collectors.toList());
  }

  private static String roles(GameState s, int player) {
    return s.players().get(player).roles().stream().map(r -> r.name())
        .collect(Collectors.joining("+"));
  }

  @Test
  void theButlersPoisonKillsAtStepElevenOfTheNextNightUnlessTheDoctorCures() {
    GamePlay play = play("""
        night 1
        Bob  poison Eli
        Dana mafiakill Avi
        night 2
        Eli  save Eli
        Dana mafiakill Nat
        """);
    Outcome n1 = play.outcomes().get(0);
    assertEquals(List.of("Avi"), n1.deaths());
    assertEquals(List.of(new Announcement("poisoned", "Eli"), new Announcement("death", "Avi")),
        n1.announcements(), "poisonings and deaths, in the order they happened");
    assertEquals(List.of("Hal witness Avi = Boss"), feedback(n1), "the Witness");
    Outcome n2 = play.outcomes().get(1);
    assertEquals(List.of("Nat"), n2.deaths(), "Eli cured himself at step 5");
    assertEquals(List.of(new Announcement("cured", "Eli"), new Announcement("death", "Nat")),
        n2.announcements());
    assertEquals(java.util.Optional.of(1), java.util.Optional.ofNullable(
        n2.nextState().state(3).uses().get("save:self")), "one self-save left");
    assertTrue(n2.nextState().state(3).statuses().isEmpty());
  }

  @Test
  void anUncuredPoisonKillsAndTheArmedRobberTakesTheButlerAlong() {
    GamePlay play = play("""
        night 1
        Bob  poison Lev
        Dana mafiakill Pam
        night 2
        Dana mafiakill Nat
        """);
    Outcome n2 = play.outcomes().get(1);
    assertEquals(List.of("Bob", "Lev", "Nat"), n2.deaths(),
        "the poison kills Lev at [110]; his revenge kills the Butler who poisoned him");
    assertEquals(List.of("Hal witness Nat = Shadchan", "Hal witness Lev = ArmedRobber",
        "Hal witness Bob = Butler"), feedback(n2), "the Witness, in the order of the deaths");
  }

  /**
   * games.md 2.1 and 2.2: the dead and the exiled cannot be targeted and stay so, and a lynch is
   * not a death of the night: the revenge of a poisoned Armed Robber on a Butler who left the
   * game since the poisoning kills nobody.
   */
  @Test
  void theArmedRobbersRevengeSparesAButlerWhoIsExiledOrLynchedSinceThePoisoning() {
    String night1 = """
        night 1
        Bob  poison Lev
        Dana mafiakill Pam
        night 2
        """;
    Outcome exiled = play(night1 + """
        state Bob exiled
        Dana mafiakill Nat
        """).last();
    assertEquals(List.of("Lev", "Nat"), exiled.deaths(), "the exiled Butler does not die");
    assertEquals(List.of("death Nat", "death Lev"), announced(exiled));
    assertEquals(org.nightres.core.model.Life.EXILED, exiled.nextState().state(1).life(),
        "and stays exiled");
    for (NightResolver resolver : List.of(new SequentialResolver(), new RarResolver(),
        new SnarfResolver(), new NarResolver())) {
      GamePlay play = script(night1 + """
          state Bob dead
          Dana mafiakill Nat
          """).play(resolver);
      assertTrue(play.ok(), play.diagnostics().toString());
      assertEquals(List.of("Lev", "Nat"), play.last().deaths(),
          resolver + ": a lynched Butler is no death of the night");
      assertEquals(List.of("Hal witness Lev = ArmedRobber", "Hal witness Nat = Shadchan"),
          feedback(play.last()).stream().sorted().toList(),
          resolver + ": nothing witnessed of Bob");
    }
  }

  @Test
  void theBossCancelsLaterActionsButNotTheMafiaKillAndTellsTheTargetEitherWay() {
    GamePlay play = play("""
        night 1
        Avi  cancel Gil
        Gil  inquire Dana
        Dana mafiakill Pam
        """);
    Outcome o = play.last();
    assertEquals(List.of("Pam"), o.deaths());
    assertEquals(List.of("Hal witness Pam = Townsperson"), feedback(o),
        "a cancelled inquiry answers nothing");
    assertEquals(List.of("Gil boss: Your action tonight did not happen because of a Boss."),
        notices(o));
    Outcome idle = play("""
        night 1
        Avi  cancel Pam
        Dana mafiakill Gil
        """).last();
    assertEquals(List.of("Pam boss: Your action tonight did not happen because of a Boss."),
        notices(idle), "told whether or not he acted");
  }

  @Test
  void theThiefTakesARoleFailsOnATownspersonAndTakesOnlyTheSecondRoleOfAMafiaMember() {
    Outcome doctor = play("""
        night 1
        Fay  steal Eli
        Eli  save Pam
        Dana mafiakill Pam
        """).last();
    assertEquals(List.of("Pam"), doctor.deaths(), "Eli's save at step 5 does not happen");
    assertEquals("Doctor", roles(doctor.nextState(), 4));
    assertEquals("Townsperson", roles(doctor.nextState(), 3));
    assertEquals(List.of("Fay new-role: You are now a Doctor.",
        "Eli stolen: Your role was stolen: you are now a Townsperson."), notices(doctor));

    Outcome townsperson = play("""
        night 1
        Fay  steal Pam
        Dana mafiakill Gil
        """).last();
    assertEquals("Townsperson", roles(townsperson.nextState(), 4));
    assertEquals("Townsperson", roles(townsperson.nextState(), 14));
    assertEquals(List.of("Fay theft-failed: Your theft failed: you are now a Townsperson."),
        notices(townsperson), "the target is not told");

    Outcome mafia = play("""
        night 1
        Fay  steal Ori
        Ori  mafiakill Pam
        """).last();
    assertEquals(List.of("Pam"), mafia.deaths(), "the victim keeps the Mafia kill");
    assertEquals("Doctor", roles(mafia.nextState(), 4));
    assertEquals("MafiaMember", roles(mafia.nextState(), 13));
    assertEquals("mafia", mafia.nextState().players().get(13).alignment());
    assertEquals("town", mafia.nextState().players().get(4).alignment(), "no joining the Mafia");
    assertEquals(List.of("Fay new-role: You are now a Doctor.",
        "Ori stolen: Your role Doctor was stolen: you are now a MafiaMember."), notices(mafia));
  }

  @Test
  void aStolenRoleIsGoneAtItsStepItsPassivesWithIt() {
    Outcome robber = play("""
        night 1
        Fay  steal Lev
        Dana mafiakill Lev
        """).last();
    assertEquals(List.of("Lev"), robber.deaths(), "Lev is a Townsperson from step 3: no revenge");
    assertEquals(List.of("Hal witness Lev = Townsperson"), feedback(robber));
    Outcome butler = play("""
        night 1
        Fay  steal Bob
        Dana mafiakill Bob
        """).last();
    assertEquals(List.of("Bob"), butler.deaths(), "no Butler's immunity left to Bob");
    Outcome bodyguard = play("""
        night 1
        Fay  steal Jo
        Dana mafiakill Jo
        """).last();
    assertEquals(List.of("Jo"), bodyguard.deaths(), "no automatic protection left to Jo");
    assertEquals(List.of("Fay new-role: You are now a Bodyguard."), notices(bodyguard),
        "nobody injured; the dead Jo is told nothing");
  }

  @Test
  void aStolenWitnessLearnsNothingTonightAndThePaperboyReadsTheRolesAfterTheTheft() {
    Outcome o = play("""
        night 1
        Fay  steal Hal
        Mo   deliver Gil Fay
        Dana mafiakill Pam
        """).last();
    assertEquals(List.of("Gil deliver Fay = Witness"), feedback(o), "Hal is no Witness from "
        + "step 3, and Fay's new role works from the next night: nobody witnesses Pam");
    GamePlay two = play("""
        night 1
        Fay  steal Hal
        Dana mafiakill Pam
        night 2
        Dana mafiakill Gil
        """);
    assertEquals(List.of("Fay witness Gil = Detective"), feedback(two.last()));
  }

  @Test
  void underTheOtherSchemesARoleChangeWaitsForTheNextState() {
    GameScript script = script("""
        night 1
        Fay  steal Lev
        Dana mafiakill Lev
        """);
    GamePlay play = script.play(new RarResolver());
    assertTrue(play.ok(), play.diagnostics().toString());
    assertEquals(List.of("Dana", "Lev"), play.last().deaths(),
        "rar resolves the night at once: Lev is an ArmedRobber all night");
  }

  @Test
  void theBodyguardInjuresTheAttackerWhoseActionsStopFromTheNextDay() {
    GamePlay play = play("""
        night 1
        Jo   guard Pam
        Ori  save Gil
        Ori  mafiakill Pam
        night 2
        Ori  save Gil
        Dana mafiakill Gil
        night 3
        Ori  mafiakill Nat
        """);
    Outcome n1 = play.outcomes().get(0);
    assertEquals(List.of(), n1.deaths());
    assertEquals(List.of("Ori injured: You are injured."), notices(n1));
    assertEquals("Injured", n1.nextState().state(13).statuses().get(0).name());
    assertEquals("N2", n1.nextState().state(13).statuses().get(0).until().orElseThrow()
        .toString(), "the next day and night");
    Outcome n2 = play.outcomes().get(1);
    assertEquals(List.of("Gil"), n2.deaths(), "the injured Doctor's save is nullified");
    assertTrue(n2.nextState().state(13).statuses().isEmpty(), "over after night 2");
    Outcome n3 = play.outcomes().get(2);
    assertEquals(List.of("Nat"), n3.deaths());
  }

  /**
   * games.md section 6: "The injury starts with the day after the attack (the attacker's later
   * actions that night still happen)". The sequential scheme gives a status at once, so the
   * rule set's injury is written {@code since=D+0}.
   */
  @Test
  void theInjuredAttackersLaterActionsThatNightStillHappen() {
    Outcome n1 = play(SETUP.replace("MafiaMember+Doctor", "MafiaMember+Detective"), """
        night 1
        Jo   guard Pam
        Ori  mafiakill Pam
        Ori  inquire Avi
        """).last();
    assertEquals(List.of("Ori injured: You are injured."), notices(n1));
    assertEquals(List.of("Ori inquire Avi = not mafia"), feedback(n1),
        "injured at [90], Ori still inquires at [100]");
    assertEquals("Injured", n1.nextState().state(13).statuses().get(0).name());
  }

  /**
   * games.md section 8: the state lists "statuses in the order acquired". Ori is poisoned at
   * step 7 and injured at step 9, when his attack meets the Bodyguard: the injury is acquired
   * with the attack, not at the Bodyguard's step 6.
   */
  @Test
  void statusesAreListedInTheOrderAcquiredAReactionsWhenItsAttackHappened() {
    Outcome n1 = play("""
        night 1
        Bob  poison Ori
        Jo   guard Pam
        Ori  mafiakill Pam
        """).last();
    assertEquals(List.of("Poisoned", "Injured"), n1.nextState().state(13).statuses().stream()
        .map(h -> h.name()).toList());
  }

  /**
   * games.md section 6: the Bodyguard "is guarded so once per game, automatically (spent only
   * when it stops an attack)". Under sequential each action sees what the earlier ones did: the
   * poisoning at step 7 spends it, and the Mafia kill at step 9 finds him unguarded.
   */
  @Test
  void theBodyguardsAutomaticProtectionSpentOnAPoisoningDoesNotStopALaterMafiaKill() {
    GamePlay play = play("""
        night 1
        Bob  poison Jo
        Dana mafiakill Jo
        """);
    Outcome n1 = play.last();
    assertEquals(List.of("Jo"), n1.deaths());
    assertEquals(List.of("Bob injured: You are injured."), notices(n1),
        "the poisoning was stopped; the kill was not, so Dana is not injured");
  }

  /**
   * games.md section 6: the Bodyguard's guard stops a poisoning too, and the poisoner is
   * injured; the automatic self-protection is spent on a poisoning it stops. Under every scheme.
   */
  @Test
  void theBodyguardStopsAPoisoningInjuresTheButlerAndSpendsHisProtectionOnIt() {
    List<NightResolver> all = new java.util.ArrayList<>(otherSchemes());
    all.add(new SequentialResolver());
    for (NightResolver r : all) {
      String label = r.scheme().id();
      GameScript guarded = script("""
          night 1
          Jo   guard Pam
          Bob  poison Pam
          Dana mafiakill Gil
          night 2
          Bob  poison Nat
          Dana mafiakill Hal
          """);
      assertTrue(guarded.ok(), guarded.diagnostics().toString());
      GamePlay play = guarded.play(r);
      assertTrue(play.ok(), label + " " + play.diagnostics());
      Outcome n1 = play.outcomes().get(0);
      assertEquals(List.of("Bob injured: You are injured."), notices(n1), label);
      assertTrue(n1.nextState().state(14).statuses().isEmpty(), label + ": Pam is not poisoned");
      assertEquals("Injured", n1.nextState().state(1).statuses().get(0).name(), label);
      assertTrue(play.outcomes().get(1).nextState().state(12).statuses().isEmpty(),
          label + ": the injured Butler's second poisoning is nullified");
      GameScript self = script("""
          night 1
          Bob  poison Jo
          Dana mafiakill Gil
          night 2
          Dana mafiakill Jo
          """);
      GamePlay selfPlay = self.play(r);
      assertTrue(selfPlay.ok(), label + " " + selfPlay.diagnostics());
      Outcome s1 = selfPlay.outcomes().get(0);
      assertEquals(List.of("Bob injured: You are injured."), notices(s1), label);
      assertEquals(Integer.valueOf(0), s1.nextState().state(8).uses().get("Bodyguard.passive"),
          label + ": spent on the poisoning");
      assertEquals(List.of("Jo"), selfPlay.outcomes().get(1).deaths(),
          label + ": nothing left for the Mafia's kill");
    }
  }

  /**
   * games.md section 6: "0 when no Mafia member is alive or able"; Injured "nullifies every
   * action ..., the Mafia kill line included (have another member submit it)". Able is read from
   * the state the night starts from (docs/mafia1923.md): while a member is able, an injured
   * member's line counts as a line and does not happen; beside an able member's it is one line
   * too many; when no member is able, the count is 0 and a line is a wrong count, at that line.
   */
  @Test
  void theInjuredMafiaMembersKillIsNullifiedAnotherMustSubmitItAndNoneWhenAllAreInjured() {
    GameScript injuredKills = script("""
        night 1
        Jo   guard Pam
        Dana mafiakill Pam
        night 2
        Dana mafiakill Gil
        """);
    assertTrue(injuredKills.ok());
    for (NightResolver r : List.of(new SequentialResolver(), new RarResolver(),
        new SnarfResolver(), new NarResolver())) {
      GamePlay play = injuredKills.play(r);
      assertTrue(play.ok(), r.scheme() + " " + play.diagnostics());
      assertEquals(List.of(), play.last().deaths(), r.scheme() + ": the line is nullified");
    }
    // beside the able member's line, the injured member's is one line too many
    String injured = """
        night 2
        state Dana status Injured until N2 by Jo
        """;
    assertEquals(List.of("g.night:20:6: error: the mafia players must submit exactly 1 "
        + "`mafiakill` line tonight, got 2 (per-faction exactly ceil(living/20), with 15 living; "
        + "1 line is of a member whose status nullifies it: Dana holds Injured until N2)"),
        errors(script(injured + "Dana mafiakill Gil\nOri mafiakill Pam\n")
            .play(new SequentialResolver())));
    assertEquals(List.of("Pam"), play(injured + "Ori mafiakill Pam\n").last().deaths());
    assertEquals(List.of(), play(injured + "Dana mafiakill Pam\n").last().deaths());
    // every living member injured: none is able, no line is due, and a line is a wrong count
    String allInjured = injured + "state Ori status Injured until N2 by Jo\n";
    assertEquals(List.of("g.night:21:5: error: the mafia players must submit exactly 0 "
        + "`mafiakill` lines tonight, got 1 (per-faction exactly ceil(living/20), with 15 "
        + "living; no member is alive and able: Ori holds Injured until N2)"),
        errors(script(allInjured + "Ori mafiakill Gil\n").play(new SequentialResolver())));
    GamePlay none = play(allInjured + "Gil inquire Dana\n");
    assertEquals(List.of(), none.last().deaths(), "no kill is due");
    assertEquals(List.of("Gil inquire Dana = mafia"), feedback(none.last()));
    // a member injured on the night before (since D+0) is known before the night, as state
    // lines are: the same count, however the injury came
    assertEquals("g.night:22:6: error: the mafia players must submit exactly 1 `mafiakill` line "
        + "tonight, got 2 (per-faction exactly ceil(living/20), with 15 living; 1 line is of a "
        + "member whose status nullifies it: Dana holds Injured until N2)", firstError("""
        night 1
        Jo   guard Pam
        Dana mafiakill Pam
        night 2
        Ori  mafiakill Gil
        Dana mafiakill Nat
        """));
  }

  /**
   * games.md section 6: "A wrong count is reported at the night's first `mafiakill` line (its
   * `night` line if none)". A file without a `night` line reports it at the night's first line
   * after the setup (where a `night` line would open it), or at its last line when the night has
   * none (docs/mafia1923.md).
   */
  @Test
  void aMissingKillInAFileWithoutANightLineIsReportedWhereTheNightBegins() {
    String missing = "error: the mafia players must submit exactly 1 `mafiakill` line tonight, "
        + "got 0 (per-faction exactly ceil(living/20), with 15 living)";
    assertEquals("g.night:18:1: " + missing, error(SETUP + "Gil inquire Dana\nEli save Eli\n"));
    assertEquals("g.night:18:1: " + missing.replace("15 living", "16 living"),
        error(SETUP + "Gil inquire Dana\nplayer Quin town Townsperson family=Levi\n"),
        "a player line after the night's first: still there");
    assertEquals("g.night:17:1: " + missing, error(SETUP), "no line of the night: the last");
  }

  @Test
  void theMafiaSubmitsExactlyCeilLivingOverTwentyKillsAtDistinctCivilians() {
    assertEquals("g.night:18:1: error: the mafia players must submit exactly 1 `mafiakill` "
        + "line tonight, got 0 (per-faction exactly ceil(living/20), with 15 living)",
        firstError("night 1\nGil inquire Dana\n"));
    // too many lines: reported at the night's first one, as too few are (games.md section 6)
    assertEquals("g.night:19:6: error: the mafia players must submit exactly 1 `mafiakill` "
        + "line tonight, got 2 (per-faction exactly ceil(living/20), with 15 living)",
        firstError("night 1\nDana mafiakill Pam\nOri mafiakill Gil\n"));
    assertEquals("g.night:19:16: error: Ori is not a valid target of `mafiakill`: its limit "
        + "says when X in !align:mafia", firstError("night 1\nDana mafiakill Ori\n"));
  }

  @Test
  void twentyOneLivingMeanTwoKillsThatOneMemberMaySubmitAtTwoCivilians() {
    StringBuilder setup = new StringBuilder("rules mafia1923\n"
        + "player Dana mafia MafiaMember family=Cohen\n"
        + "player Ori  mafia MafiaMember family=Levi\n");
    for (int i = 0; i < 19; i++) {
      setup.append("player T").append(i).append(" town Townsperson family=")
          .append(i % 2 == 0 ? "Cohen" : "Levi").append('\n');
    }
    String twice = setup + "Dana mafiakill T1\nDana mafiakill T2\n";
    GameScript script = PARSER.parseGame("m.night", twice);
    assertTrue(script.ok(), script.diagnostics().toString());
    assertEquals(List.of("T1", "T2"), script.play(new SequentialResolver()).last().deaths());
    assertEquals("g.night:23:5: error: the mafia players must submit exactly 2 `mafiakill` "
        + "lines tonight, got 1 (per-faction exactly ceil(living/20), with 21 living)",
        error(setup + "Ori mafiakill T1\n"));
    assertEquals("g.night:24:16: error: T1 is the target of another `mafiakill` line tonight: "
        + "the mafia players' lines need different targets",
        error(setup + "Ori mafiakill T1\nDana mafiakill T1\n"));
  }

  @Test
  void limitsAreInputErrors() {
    assertEquals("g.night:25:5: error: Bob has no uses of `poison` left", firstError("""
        night 1
        Bob poison Pam
        Dana mafiakill Gil
        night 2
        Bob poison Nat
        Dana mafiakill Jo
        night 3
        Bob poison Mo
        Dana mafiakill Ken
        """), "a third poisoning");
    assertEquals("g.night:25:5: error: Eli has no self-targeted uses of `save` left",
        firstError("""
            night 1
            Eli save Eli
            Dana mafiakill Gil
            night 2
            Eli save Eli
            Dana mafiakill Jo
            night 3
            Eli save Eli
            Dana mafiakill Ken
            """), "a third self-save");
    assertTrue(firstError("night 1\nMo deliver Mo Pam\nDana mafiakill Gil\n")
        .contains("Mo cannot target themself: `deliver` is not-self"));
    assertTrue(firstError("night 1\nKen drink Smith\nDana mafiakill Gil\n")
        .contains("unknown family 'Smith'"));
  }

  /**
   * A poisoning held past its last night is an input error: its death happened at step 11 of
   * that night. One over with the day before this night is pending: its death comes tonight.
   */
  @Test
  void aPoisoningWhoseLastNightIsOverIsAnInputErrorButOneOverWithTheDayBeforeIsPending() {
    assertEquals("g.night:19:33: error: until N2 is already over when night 3 starts (its "
        + "expire effects took place on an earlier night)", firstError("""
        night 3
        state Pam status Poisoned until N2 by Bob
        Dana mafiakill Gil
        """));
    Outcome o = play("""
        night 3
        state Pam status Poisoned until D2 by Bob
        Dana mafiakill Gil
        """).last();
    assertEquals(List.of("Gil", "Pam"), o.deaths(), "the poison's death, pending, comes tonight");
  }

  /** docs/mafia1923.md: a poisoned player exiled before his poison's night takes it with him. */
  @Test
  void aPoisonedPlayerExiledBeforeHisPoisonsNightLeavesWithIt() {
    Outcome n2 = play("""
        night 1
        Bob  poison Pam
        Dana mafiakill Gil
        night 2
        state Pam exiled
        Dana mafiakill Nat
        """).last();
    assertEquals(List.of("Nat"), n2.deaths());
    assertEquals(List.of("death Nat"), announced(n2),
        "nothing of the poison");
  }

  /** docs/mafia1923.md: a second poisoning the same night replaces the first; both announced. */
  @Test
  void twoPoisoningsOfOnePlayerInOneNightAreAnnouncedAndTheSecondButlerIsHisPoisoner() {
    GamePlay play = play(SETUP + "player Quin town Butler family=Levi\n", """
        night 1
        Bob  poison Lev
        Quin poison Lev
        Dana mafiakill Pam
        night 2
        Dana mafiakill Nat
        """);
    Outcome n1 = play.outcomes().get(0);
    assertEquals(List.of("poisoned Lev", "poisoned Lev", "death Pam"), announced(n1),
        "two poisonings happened");
    assertEquals(List.of("Poisoned by Quin"), n1.nextState().state(10).statuses().stream()
        .map(h -> h.name() + " by " + h.by().orElseThrow()).toList(), "applied again: replaced");
    assertEquals(List.of("Lev", "Nat", "Quin"), play.last().deaths(),
        "the Armed Robber's revenge takes the Butler his status names, not Bob");
  }

  /** docs/mafia1923.md: a poison caught before becoming a Butler still kills. */
  @Test
  void aButlersImmunityStopsPoisoningsNotAPoisonCaughtBeforeHeWasOne() {
    GamePlay play = play(SETUP + "player Quin town Butler family=Levi\n", """
        night 1
        Fay  steal Bob
        Quin poison Fay
        Dana mafiakill Pam
        night 2
        Dana mafiakill Nat
        """);
    assertEquals("Butler", roles(play.outcomes().get(0).nextState(), 4));
    assertEquals(List.of("Fay", "Nat"), play.last().deaths(),
        "the Thief, a Butler since the night he was poisoned, still dies at step 11");
  }

  /** docs/mafia1923.md: an injured Paperboy's delivery tells nothing, and is spent. */
  @Test
  void anInjuredPaperboysDeliveryTellsItsRecipientNothing() {
    GamePlay play = play(SETUP + "player Quin mafia MafiaMember+Paperboy family=Levi\n", """
        night 1
        Jo   guard Pam
        Quin mafiakill Pam
        Quin deliver Gil Dana
        night 2
        Quin deliver Gil Dana
        Dana mafiakill Nat
        """);
    assertEquals(List.of("Gil deliver Dana = MafiaMember"), feedback(play.outcomes().get(0)),
        "injured at step 9, he still delivers at step 10");
    assertEquals(List.of("Hal witness Nat = Shadchan"), feedback(play.last()),
        "nullified by the injury: no `no result` for Gil, who asked nothing");
    assertEquals(java.util.Optional.of(0), java.util.Optional.ofNullable(
        play.last().nextState().state(15).uses().get("deliver")), "spent all the same");
  }

  @Test
  void thePaperboyDeliversAfterTheDetectiveWhateverOrderTheLinesAreWrittenIn() {
    Outcome o = play("""
        night 1
        Mo deliver Gil Pam
        Gil inquire Pam
        Dana mafiakill Hal
        """).last();
    List<String> lines = new java.util.ArrayList<>();
    java.util.ArrayDeque<org.nightres.core.outcome.ExplanationNode> todo =
        new java.util.ArrayDeque<>(o.explanation());
    while (!todo.isEmpty()) { // the step log, depth first in order
      org.nightres.core.outcome.ExplanationNode n = todo.removeFirst();
      lines.add(n.text());
      for (int i = n.children().size() - 1; i >= 0; i--) {
        todo.addFirst(n.children().get(i));
      }
    }
    int inquire = -1;
    int deliver = -1;
    for (int i = 0; i < lines.size(); i++) {
      inquire = inquire < 0 && lines.get(i).startsWith("Gil inquire") ? i : inquire;
      deliver = deliver < 0 && lines.get(i).startsWith("Mo deliver") ? i : deliver;
    }
    assertTrue(inquire >= 0 && deliver > inquire, "step log: " + lines);
  }

  @Test
  void inLineOrderASaveAfterAPoisoningCuresIt() {
    // games.md section 5: submission puts every action at one order value, so the lines resolve
    // in line order; section 6: "if X is Poisoned, X is cured (announced)"
    Outcome o = play("""
        option sequential.order submission
        night 1
        Bob poison Pam
        Eli save Pam
        Dana mafiakill Hal
        """).last();
    assertEquals(List.of("poisoned Pam", "cured Pam", "death Hal"), announced(o));
    assertTrue(o.nextState().state(14).statuses().isEmpty(), "cured tonight: not Poisoned");
  }

  @Test
  void theStepLogGivesTheAnswerInTheWordsTheDetectiveIsTold() {
    Outcome o = play("""
        night 1
        Gil inquire Dana
        Mo deliver Gil Ori
        Dana mafiakill Pam
        """).last();
    assertEquals(List.of("Gil inquire Dana = mafia", "Gil deliver Ori = MafiaMember+Doctor",
        "Hal witness Pam = Townsperson"), feedback(o));
    List<String> lines = new java.util.ArrayList<>();
    java.util.ArrayDeque<org.nightres.core.outcome.ExplanationNode> todo =
        new java.util.ArrayDeque<>(o.explanation());
    while (!todo.isEmpty()) {
      org.nightres.core.outcome.ExplanationNode n = todo.removeFirst();
      lines.add(n.text());
      n.children().forEach(c -> todo.addLast(c));
    }
    assertTrue(lines.contains("Gil inquire Dana: mafia"), "as told, not 'guilty': " + lines);
  }

  @Test
  void aRedrawThatGivesBackTheWrittenTargetSaysSo() {
    Outcome o = play("""
        night 1
        Ida bumble Gil
        Gil inquire Ori
        random Gil inquire Ori
        Dana mafiakill Pam
        """).last();
    assertTrue(notices(o).contains("Gil bumbled: Your `inquire` went to Ori, as written (Bumbled)."),
        notices(o).toString());
    List<String> lines = new java.util.ArrayList<>();
    java.util.ArrayDeque<org.nightres.core.outcome.ExplanationNode> todo =
        new java.util.ArrayDeque<>(o.explanation());
    while (!todo.isEmpty()) { // the step log says so too, not "goes to Ori instead of Ori"
      org.nightres.core.outcome.ExplanationNode n = todo.removeFirst();
      lines.add(n.text());
      n.children().forEach(c -> todo.addLast(c));
    }
    assertTrue(lines.stream().anyMatch(l -> l.startsWith("Gil inquire Ori")
        && l.contains("Bumbled: it goes to Ori, as written")), lines.toString());
  }

  @Test
  void aRedrawThatAimsTheDoctorAtHimselfSpendsASelfSave() {
    GamePlay play = play("""
        night 1
        Ida bumble Eli
        Eli save Pam
        random Eli save Eli
        Dana mafiakill Eli
        """);
    assertEquals(List.of(), play.last().deaths(), "the redrawn save saves him");
    assertEquals(Integer.valueOf(1), play.last().nextState().state(3).uses().get("save:self"));
    assertEquals("g.night:27:5: error: Eli has no self-targeted uses of `save` left",
        firstError("""
            night 1
            Ida bumble Eli
            Eli save Pam
            random Eli save Eli
            Dana mafiakill Eli
            night 2
            Eli save Eli
            Dana mafiakill Gil
            night 3
            Eli save Eli
            Dana mafiakill Pam
            """), "two self-saves a game, one of them redrawn");
  }

  @Test
  void theBumbledPlayersNextActionGoesToARandomTargetAndCarriesToALaterNight() {
    GamePlay play = play("""
        night 1
        Ida  bumble Gil
        Gil  inquire Dana
        Dana mafiakill Pam
        night 2
        Ida  bumble Eli
        Dana mafiakill Nat
        night 3
        Eli  save Mo
        Dana mafiakill Mo
        random Eli save Mo
        """);
    Outcome n1 = play.outcomes().get(0);
    assertEquals(1, n1.draws().size(), "one draw, the inquiry's");
    String drawn = n1.draws().get(0).pick();
    assertEquals("Gil", n1.draws().get(0).actor());
    assertEquals(List.of("Gil inquire Dana = " + (drawn.equals("Dana") || drawn.equals("Ori")
        ? "mafia" : "not mafia"), "Hal witness Pam = Townsperson"), feedback(n1),
        "answered about the drawn player");
    assertEquals(drawn, n1.feedback().get(0).landed());
    assertEquals(List.of("Gil bumbled: Your `inquire` went to " + drawn
        + " instead of Dana (Bumbled)."), notices(n1));
    assertTrue(n1.nextState().state(5).statuses().isEmpty(), "used up");
    Outcome n2 = play.outcomes().get(1);
    assertEquals("Bumbled", n2.nextState().state(3).statuses().get(0).name(),
        "Eli had no action after step 1: carried");
    Outcome n3 = play.outcomes().get(2);
    assertEquals(List.of(), n3.deaths(), "the pinned draw sends the save to Mo anyway");
    assertTrue(n3.nextState().state(3).statuses().isEmpty());
  }

  @Test
  void pinsAreCheckedAgainstTheDrawsTheSequentialSchemeMakesAsItGoes() {
    Outcome o = play("""
        night 1
        Ida  bumble Gil
        Gil  inquire Dana
        Dana mafiakill Pam
        random Gil inquire Ori
        """).last();
    assertEquals(List.of("Gil inquire Dana = mafia", "Hal witness Pam = Townsperson"),
        feedback(o), "a bumble of tonight, pinned");
    assertEquals("g.night:23:1: error: this pin is never used: Gil makes no (further) random "
        + "choice with `inquire` tonight", firstError("""
            night 1
            Ida  bumble Gil
            Gil  inquire Dana
            Dana mafiakill Pam
            random Gil inquire Ori
            random Gil inquire Ken
            """));
    assertEquals("g.night:22:20: error: 'Pam' cannot come out of Gil's inquire: the candidates "
        + "are Avi, Bob, Dana, Eli, Fay, Gil, Hal, Ida, Jo, Ken, Lev, Mo, Nat, Ori", firstError("""
            night 1
            Ida  bumble Gil
            Gil  inquire Dana
            Dana mafiakill Pam
            random Gil inquire Pam
            """), "Pam died at step 9, before the inquiry's draw at step 10");
  }

  @Test
  void theShadchanMatchesLoversWhoAreToldEachOther() {
    Outcome o = play("night 1\nNat match Avi Pam\nDana mafiakill Gil\n").last();
    assertEquals(List.of("Avi partner: You have been matched with Pam.",
        "Pam partner: You have been matched with Avi."), notices(o));
    assertEquals("lovers", o.nextState().state(0).links().get(0).kind());
    assertEquals("Pam", o.nextState().state(0).links().get(0).with());
  }

  @Test
  void theDrunkardKillsARandomFamilyMemberThroughTheDoctorButNotTheBodyguard() {
    Outcome o = play("""
        night 1
        Eli  save Pam
        Ken  drink Cohen
        random Ken drink Pam
        Dana mafiakill Gil
        """).last();
    assertEquals(List.of("Gil", "Pam"), o.deaths(), "the Doctor does not stop the Drunkard");
    Outcome guarded = play("""
        night 1
        Jo   guard Pam
        Ken  drink Cohen
        random Ken drink Pam
        Dana mafiakill Gil
        """).last();
    assertEquals(List.of("Gil"), guarded.deaths());
    assertEquals(List.of("Ken injured: You are injured."), notices(guarded));
  }

  /** A family is named in any case, as a player is, and is drawn from as declared. */
  @Test
  void aFamilyIsNamedInAnyCase() {
    Outcome o = play("""
        night 1
        Ken  drink cOHEN
        random Ken drink Pam
        Dana mafiakill Gil
        """).last();
    assertEquals(List.of("Gil", "Pam"), o.deaths());
    Outcome declared = play("night 1\nKen drink Cohen\nrandom Ken drink Pam\nDana mafiakill Gil\n")
        .last();
    assertEquals(declared.draws(), o.draws(), "the same family's members drawn from");
    assertTrue(o.draws().get(0).candidates().contains("Pam"));
  }

  @Test
  void thePaperboyTellsOneAnotherOfARoleAndTheDeadGetNothing() {
    Outcome o = play("""
        night 1
        Mo   deliver Pam Ken
        Gil  inquire Ori
        Dana mafiakill Gil
        """).last();
    assertEquals(List.of("Pam deliver Ken = Drunkard", "Hal witness Gil = Detective"),
        feedback(o), "the Detective died at step 9: no answer to the dead");
  }

  @Test
  void newsOfAPlayerKilledEarlierThatNightIsStillDeliveredButADetectiveLearnsNothing() {
    Outcome o = play("""
        night 1
        Gil  inquire Pam
        Mo   deliver Nat Pam
        Dana mafiakill Pam
        """).last();
    assertEquals(List.of("Gil inquire Pam = no result", "Nat deliver Pam = Townsperson",
        "Hal witness Pam = Townsperson"), feedback(o), "the inquiry lands on the dead Pam and "
        + "fails (games.md section 5); the news lands on the living Nat and is about Pam, as the "
        + "Witness's is (docs/mafia1923.md)");
  }

  @Test
  void aBumbledPaperboysFeedbackKeepsTheWrittenPlayerAsTarget() {
    Outcome o = play("""
        night 1
        Ida  bumble Mo
        Mo   deliver Gil Pam
        random Mo deliver Eli
        random Mo deliver Dana
        Dana mafiakill Ken
        """).last();
    org.nightres.core.outcome.Feedback told = o.feedback().get(0);
    assertEquals(List.of("Eli", "deliver", "Pam", "Dana", "MafiaMember"), List.of(told.player(),
        told.ability(), told.target(), told.landed(), told.result()),
        "games.md section 8: target as written, landed as drawn");
  }

  /**
   * A bumbled action with no valid pair left when it resolves (the Mafia killed Ida at step 9:
   * the Paperboy's X can only be Ori, and then no Y is left) draws nothing, not a first player
   * it cannot use: it goes as written and the status waits (docs/mafia1923.md).
   */
  @Test
  void aBumbledActionWithNoValidPairLeftDrawsNothing() {
    Outcome o = play("""
        rules mafia1923
        seed 5
        player Ida town  BumblingBureaucrat family=Cohen
        player Pb  town  Paperboy           family=Cohen
        player Ori mafia MafiaMember        family=Levi
        """, """
        night 1
        Ida bumble Pb
        Ori mafiakill Ida
        Pb  deliver Ori Ida
        """).last();
    assertEquals(List.of(), o.draws(), "nothing drawn: no pair is valid at step 10");
    assertEquals(List.of("Ori deliver Ida = BumblingBureaucrat"), feedback(o), "as written");
    assertEquals("Bumbled", o.nextState().state(1).statuses().get(0).name(), "it waits");
  }

  @Test
  void theGuidesFiveNightGameResolvesAsItSays() throws Exception {
    java.nio.file.Path file = CompareCommandTest.example("mafia1923/game.night");
    GameScript script = PARSER.parseGame(file.toString(), java.nio.file.Files.readAllBytes(file));
    assertTrue(script.ok(), script.diagnostics().toString());
    GamePlay play = script.play(new SequentialResolver());
    assertTrue(play.ok(), play.diagnostics().toString());
    assertEquals(List.of(List.of("Avi"), List.of("Pam"), List.of("Dana", "Lev"), List.of("Gil"),
        List.of()), play.outcomes().stream().map(Outcome::deaths).toList());
    assertEquals(List.of(new Announcement("poisoned", "Lev"), new Announcement("death", "Avi")),
        play.outcomes().get(0).announcements());
    assertEquals(List.of(new Announcement("cured", "Lev"), new Announcement("death", "Pam")),
        play.outcomes().get(1).announcements());
    assertEquals(List.of("Fay new-role: You are now a Paperboy.",
        "Mo stolen: Your role was stolen: you are now a Townsperson.",
        "Ori injured: You are injured."), notices(play.outcomes().get(1)));
    assertEquals(List.of(new Announcement("poisoned", "Gil"), new Announcement("death", "Lev"),
        new Announcement("death", "Dana")), play.outcomes().get(2).announcements(),
        "in the order they happened: the Armed Robber's revenge follows his death");
    assertEquals(List.of("Jo deliver Ori = MafiaMember+Councilor", "Gil inquire Ori = mafia",
        "Hal witness Lev = ArmedRobber", "Hal witness Dana = MafiaMember"),
        feedback(play.outcomes().get(2)));
    assertEquals("Bumbled", play.outcomes().get(3).nextState().state(2).statuses().get(0).name(),
        "Fay carries the bumble into night 5");
    Outcome n5 = play.last();
    assertEquals("Fay", n5.draws().get(0).actor());
    assertTrue(notices(n5).get(0).startsWith("Fay bumbled: Your `deliver` went to "),
        notices(n5).toString());
    // the guide's --state-out: the rule set's line, the uses left, and it reads back
    String next = org.nightres.core.format.NightWriter.stateFile(
        play.nights().get(4), n5, script.rules());
    assertTrue(next.startsWith("rules mafia1923\n"), next);
    assertTrue(next.contains("state Bob uses poison 0\n") && next.contains(
        "state Eli uses save:self 1\n") && next.contains("state Jo uses Bodyguard.passive 0\n"),
        next);
    GameScript again = PARSER.parseGame("next.night", next + "Ori mafiakill Quin\n");
    assertTrue(again.ok(), again.diagnostics() + "\n" + next);
    assertEquals(n5.nextState(), again.initialState());
  }

  @ParameterizedTest
  @MethodSource("otherSchemes")
  void theRuleSetResolvesUnderEveryScheme(NightResolver resolver) {
    GameScript script = script("""
        night 1
        Bob  poison Eli
        Jo   guard Pam
        Dana mafiakill Pam
        night 2
        Eli  save Eli
        Ori  mafiakill Nat
        """);
    GamePlay play = script.play(resolver);
    assertTrue(play.ok(), play.diagnostics().toString());
    assertEquals(List.of(), play.outcomes().get(0).deaths());
    assertEquals(List.of("Dana injured: You are injured."), notices(play.outcomes().get(0)));
    assertEquals(List.of("Nat"), play.last().deaths());
  }

  @ParameterizedTest
  @MethodSource("otherSchemes")
  void aBumbleCarriedPastACancelledActionUnderTheOtherSchemes(NightResolver resolver) {
    // games.md 6: "a nullified action does not consume it"; "An action that does not happen
    // (cancelled, nullified, actor dead) gives its recipient nothing"
    GameScript script = script("""
        night 1
        Ida  bumble Gil
        Dana mafiakill Pam
        night 2
        Avi  cancel Gil
        Gil  inquire Ori
        Dana mafiakill Nat
        night 3
        Fay  steal Gil
        Gil  inquire Ori
        Dana mafiakill Hal
        """);
    GamePlay play = script.play(resolver);
    assertTrue(play.ok(), play.diagnostics().toString());
    Outcome n2 = play.outcomes().get(1);
    assertEquals(List.of("Gil boss: Your action tonight did not happen because of a Boss."),
        notices(n2), "cancelled by the Boss: not told of a new target");
    assertEquals("Bumbled", n2.nextState().state(5).statuses().get(0).name(), "not used up");
    Outcome n3 = play.outcomes().get(2);
    assertEquals(List.of("Fay new-role: You are now a Detective.",
        "Gil stolen: Your role was stolen: you are now a Townsperson."), notices(n3),
        "cancelled by the theft: not told of a new target");
    assertEquals("Bumbled", n3.nextState().state(5).statuses().get(0).name(), "not used up");
  }

  @ParameterizedTest
  @MethodSource("otherSchemes")
  void theWitnessLearnsOfTheDeadInDeclarationOrderUnderTheOtherSchemes(NightResolver resolver) {
    // docs/comparing-schemes.md: in the order they died under sequential, in declaration order
    // under the others (whatever order an engine finds the deaths in)
    String game = """
        rules mafia1923
        player Lev town  ArmedRobber family=Cohen
        player Bob town  Butler      family=Levi
        player Zed town  Townsperson family=Cohen
        player Mo  mafia MafiaMember family=Levi
        player Wit town  Witness     family=Levi
        player Ann town  Townsperson family=Levi
        night 1
        Bob poison Lev
        Mo  mafiakill Ann
        night 2
        Mo  mafiakill Zed
        """;
    GamePlay play = PARSER.parseGame("g.night", game).play(resolver);
    assertTrue(play.ok(), play.diagnostics().toString());
    assertEquals(List.of("Wit witness Lev = ArmedRobber", "Wit witness Bob = Butler",
        "Wit witness Zed = Townsperson"), feedback(play.last()));
    GamePlay sequential = PARSER.parseGame("g.night", game).play(new SequentialResolver());
    assertEquals(List.of("Wit witness Zed = Townsperson", "Wit witness Lev = ArmedRobber",
        "Wit witness Bob = Butler"), feedback(sequential.last()), "step 9, then step 11: Lev, "
        + "then Bob, killed by Lev's revenge (which fired first, in arming order, and set off "
        + "the Witness for Bob before Lev's death did): the order they died, as announced");
    assertEquals(List.of("death Zed", "death Lev", "death Bob"), announced(sequential.last()));
  }

  /**
   * Under {@code sequential} the Witness learns of the dead in the order they died, the order of
   * the announcements, whoever of the Armed Robber and the Witness is declared first (so whichever
   * of the robber's death's triggers fires first: his revenge, whose death sets off the Witness,
   * or the Witness of his death).
   */
  @Test
  void theWitnessLearnsOfTheDeadInTheOrderTheyDiedWhateverTheDeclarationOrder() {
    String robberFirst = """
        rules mafia1923
        player Lev town  ArmedRobber family=Cohen
        player Mo  mafia MafiaMember family=Levi
        player Wit town  Witness     family=Levi
        player Ann town  Townsperson family=Levi
        night 1
        Mo mafiakill Lev
        """;
    String wit = "player Wit town  Witness     family=Levi\n";
    String witnessFirst = robberFirst.replace(wit, "")
        .replace("rules mafia1923\n", "rules mafia1923\n" + wit);
    for (String game : List.of(robberFirst, witnessFirst)) {
      GamePlay play = PARSER.parseGame("g.night", game).play(new SequentialResolver());
      assertTrue(play.ok(), play.diagnostics().toString());
      assertEquals(List.of("death Lev", "death Mo"), announced(play.last()), game);
      assertEquals(List.of("Wit witness Lev = ArmedRobber", "Wit witness Mo = MafiaMember"),
          feedback(play.last()), game);
    }
  }

  /**
   * An information action aimed at a random player that was never drawn names nobody: an
   * injured member's `peek` (nullified from the start of the night, so nothing is drawn) answers
   * `no result` (games.md section 6), with an empty target, in every scheme; it named its actor.
   */
  @Test
  void aNullifiedInformationActionThatDrewNobodyNamesNobody() {
    String game = """
        rules mafia1923
        role Seer "learns whether a random other player is in the Mafia"
        ability Seer.peek = result(random(others), investigate, guilty="mafia", innocent="not mafia") [order 100]
        seed 1
        player Sy   mafia MafiaMember+Seer family=Levi
        player Dana mafia MafiaMember      family=Cohen
        player Jo   town  Bodyguard        family=Cohen
        player Pam  town  Townsperson      family=Cohen
        player Al   town  Townsperson      family=Levi
        night 1
        Jo guard Pam
        Sy mafiakill Pam
        night 2
        Sy   peek
        Dana mafiakill Al
        """;
    List<NightResolver> all = new java.util.ArrayList<>(otherSchemes());
    all.add(new SequentialResolver());
    for (NightResolver r : all) {
      GameScript script = PARSER.parseGame("g.night", game);
      assertTrue(script.ok(), script.diagnostics().toString());
      GamePlay play = script.play(r);
      assertTrue(play.ok(), play.diagnostics().toString());
      assertEquals(List.of("Sy peek  = no result"), feedback(play.last()), r.scheme().id());
      assertEquals("", play.last().feedback().get(0).landed(), r.scheme().id());
      assertEquals("your peek got no result.",
          org.nightres.core.format.OutcomeText.message(play.last().feedback().get(0)));
    }
  }

  static List<NightResolver> otherSchemes() {
    return List.of(new RarResolver(), new SnarfResolver(), new NarResolver());
  }

  private static String firstError(String nights) {
    return error(SETUP + nights);
  }

  /** The diagnostics of a game played, each as its first line. */
  private static List<String> errors(GamePlay play) {
    assertFalse(play.ok(), "expected an input error");
    return play.diagnostics().stream().map(d -> d.render().lines().findFirst().orElseThrow())
        .collect(Collectors.toList());
  }

  /** The first diagnostic of a game file, found on reading it or on playing it. */
  private static String error(String text) {
    GameScript script = PARSER.parseGame("g.night", text);
    if (!script.ok()) {
      return script.diagnostics().get(0).render().lines().findFirst().orElseThrow();
    }
    GamePlay play = script.play(new SequentialResolver());
    assertFalse(play.ok(), "expected an input error");
    return play.diagnostics().get(0).render().lines().findFirst().orElseThrow();
  }
}
