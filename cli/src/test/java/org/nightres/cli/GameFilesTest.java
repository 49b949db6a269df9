package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.NightResolver;
import org.nightres.nar.NarResolver;
import org.nightres.rar.RarResolver;
import org.nightres.snarf.SnarfResolver;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.model.GameState;
import org.nightres.core.model.Life;
import org.nightres.core.model.Phase;
import org.nightres.core.outcome.Announcement;
import org.nightres.core.outcome.Feedback;

/**
 * Game files under every scheme: state carried from night to night ({@code games.md} sections 1,
 * 2, 4). Each test runs under rar, snarf and nar; they must agree on these nights.
 */
class GameFilesTest {
  private static final NightParser PARSER = NightParser.standard();

  static List<NightResolver> schemes() {
    return List.of(new RarResolver(), new SnarfResolver(), new NarResolver());
  }

  /** {@link #schemes} and {@code sequential}. */
  static List<NightResolver> allSchemes() {
    return List.of(new RarResolver(), new SnarfResolver(), new NarResolver(),
        new org.nightres.snarf.SequentialResolver());
  }

  private static GamePlay play(NightResolver resolver, String text) {
    GameScript script = PARSER.parseGame("g.night", text);
    assertTrue(script.ok(), script.diagnostics().toString());
    return script.play(resolver);
  }

  @Test
  void aLimitHitInAGameSaysWhichNight() {
    StringBuilder text = new StringBuilder("scheme sequential\nrole Mourner\n"
        + "trigger Mourner death(all) = kill(self, class=true)\nplayer V town Vigilante\n");
    for (int i = 1; i <= 66; i++) {
      text.append("player M").append(i).append(" town Mourner\n");
    }
    text.append("night 1\nnight 2\nV kill M1\n");
    GameScript script = PARSER.parseGame("g.night", text.toString());
    assertTrue(script.ok(), script.diagnostics().toString());
    org.nightres.core.ResolutionLimitException e = org.junit.jupiter.api.Assertions.assertThrows(
        org.nightres.core.ResolutionLimitException.class,
        () -> script.play(new org.nightres.snarf.SequentialResolver()));
    assertTrue(e.getMessage().startsWith("night 2: a chain of triggers deeper than 64"),
        e.getMessage());
    assertFalse(e.actions().isEmpty());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aDeathCarriesOverAndTheDeadCannotAct(NightResolver resolver) {
    GameScript script = PARSER.parseGame("g.night", """
        player V town Vigilante
        player A town Cop
        player B town Vanilla
        night 1
        V kill A
        night 2
        A investigate B
        """);
    GamePlay play = script.play(resolver);
    assertFalse(play.ok());
    assertEquals(1, play.outcomes().size());
    assertEquals(List.of("A"), play.outcomes().get(0).deaths());
    assertEquals("g.night:7:1: error: A is dead since night 1: the dead cannot act",
        play.diagnostics().get(0).render().lines().findFirst().orElseThrow());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aOneShotVestIsSpentOnlyWhenNeeded(NightResolver resolver) {
    GamePlay play = play(resolver, """
        player M mafia Goon
        player G town Vanilla Bulletproof(1)
        player D town Doctor
        night 1
        M mafiakill G
        D protect G
        night 2
        M mafiakill G
        night 3
        M mafiakill G
        """);
    assertTrue(play.ok(), play.diagnostics().toString());
    assertEquals(List.of(), play.outcomes().get(0).deaths());
    GameState after1 = play.outcomes().get(0).nextState();
    assertEquals(OptionalInt.of(1), after1.players().get(1).modifiers().get(0).uses(),
        "the Doctor's protection ranks before the vest");
    assertEquals(List.of(), play.outcomes().get(1).deaths());
    assertEquals(OptionalInt.of(0),
        play.outcomes().get(1).nextState().players().get(1).modifiers().get(0).uses());
    assertEquals(List.of("G"), play.outcomes().get(2).deaths());
    assertEquals(Life.DEAD, play.last().nextState().state(1).life());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void abroadNullifiesTheHoldersActionsAndStopsKillsUntilItExpires(NightResolver resolver) {
    GamePlay play = play(resolver, """
        player V town Vigilante
        player C town Cop
        player X mafia Goon
        state C status Abroad until N1
        night 1
        V kill C
        C investigate X
        night 2
        V kill C
        """);
    assertTrue(play.ok(), play.diagnostics().toString());
    assertEquals(List.of(), play.outcomes().get(0).deaths());
    assertEquals(List.of(Feedback.of("C", "investigate", "X", Feedback.NO_RESULT)),
        play.outcomes().get(0).feedback());
    assertTrue(play.outcomes().get(0).nextState().state(1).statuses().isEmpty());
    assertEquals(List.of("C"), play.outcomes().get(1).deaths());
  }

  /**
   * games.md section 4: Abroad and Arrested, "kills on the holder: fail, even strong ones". A
   * poison's death is the poisoner's kill on the holder, so it fails too; a kill a player aims at
   * himself otherwise is stopped by nothing (Defenses#selfKillMeetsUntargetability).
   */
  @ParameterizedTest
  @MethodSource("allSchemes")
  void aPoisonsDeathFailsOnAnAbroadOrArrestedHolderLikeAnyKillOnHim(NightResolver resolver) {
    GamePlay play = play(resolver, """
        status Poisoned expire=kill(self, strong) [order 110] "dies after the night"
        role Grieving
        passive Grieving = untargetable(self)
        ability Grieving.grieve = kill(self, class=true)
        player Ann town Vanilla
        player Bob town Vanilla
        player Cy  town Vanilla
        player Gus town Grieving
        state Ann status Poisoned until N1
        state Ann status Abroad
        state Bob status Poisoned until N1
        state Cy  status Poisoned until N1
        state Cy  status Arrested
        Gus grieve
        """);
    assertTrue(play.ok(), play.diagnostics().toString());
    assertEquals(List.of("Bob", "Gus"), play.last().deaths(),
        "Ann (Abroad) and Cy (Arrested) survive their poison; Gus's untargetability does not "
            + "stop the kill he aims at himself");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void anInjuredPlayerLosesHisHeldDisguiseForTheNightsHeIsInjured(NightResolver resolver) {
    GamePlay play = play(resolver, """
        role Seer
        ability Seer.see X = result(X, role, sees=weak|strong) + visit(X)
        player G mafia Goon
        player V mafia Goon
        player S town Seer
        player T town Seer
        state G disguise Cop weak
        state V disguise Cop weak
        state G status Injured until N1
        night 1
        S see G
        T see V
        night 2
        S see G
        """);
    assertTrue(play.ok(), play.diagnostics().toString());
    assertEquals(List.of(Feedback.of("S", "see", "G", "Vanilla"), Feedback.of("T", "see", "V", "Cop")),
        play.outcomes().get(0).feedback(), "seed 003: the injured lose \"any of their passive "
            + "abilities like for example a disguise\"");
    assertEquals(List.of(Feedback.of("S", "see", "G", "Cop")), play.last().feedback(),
        "healed, he holds it again");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aStoredTargetWhoIsDeadIsNoTarget(NightResolver resolver) {
    GamePlay play = play(resolver, """
        role Aide
        passive Aide = deflect(self, to=stored(target))
        role Seer
        ability Seer.see X = result(X, role) + visit(X)
        player A town Aide target=B
        player B town Vanilla
        player S town Seer
        night 2
        state B dead since N1
        S see A
        """);
    assertTrue(play.ok(), play.diagnostics().toString());
    assertEquals(List.of(Feedback.of("S", "see", "A", "Aide")), play.last().feedback(),
        "WWR: actions cannot be redirected onto a dead player; as `stored(target) exists` reads "
            + "it, a dead target is none");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void anArrestStopsWhatIsAimedAtTheHolderButARelease(NightResolver resolver) {
    GamePlay play = play(resolver, """
        role Lawyer
        ability Lawyer.release X = clear(X, Arrested) + visit(X)
        player A town Cop
        player L town Lawyer
        player D town Doctor
        player S town Strongman
        player C town Cop
        state A status Arrested by C
        night 1
        L release A
        D protect A
        S strongkill A
        C investigate A
        night 2
        S strongkill A
        """);
    assertTrue(play.ok(), play.diagnostics().toString());
    org.nightres.core.outcome.Outcome first = play.outcomes().get(0);
    assertEquals(List.of(), first.deaths(), "a strong kill fails on the arrested");
    assertEquals(List.of(Feedback.of("C", "investigate", "A", Feedback.NO_RESULT)),
        first.feedback());
    assertTrue(first.nextState().state(0).statuses().isEmpty(), "games.md section 4: a release "
        + "reaches him (an ability that clears Arrested is one)");
    assertEquals(List.of("A"), play.last().deaths());
  }

  /**
   * An arrest released later the same night: the arrest is announced (it happened: seed 003's
   * phase-change post shows "Successful Arrests"; games.md section 8 lists the events), the
   * bundled Arrested announces no release (the seed shows none), and the next state holds no
   * Arrested. A status that announces its clear announces the release under every scheme, as
   * the next state has it (it was announced under sequential only).
   */
  @ParameterizedTest
  @MethodSource("allSchemes")
  void anArrestReleasedTheSameNightIsAnnouncedAsTheStatusSays(NightResolver resolver) {
    String night = """
        role Police
        ability Police.arrest X = status(X, Arrested) + visit(X) [order 30]
        role Lawyer
        ability Lawyer.release X = clear(X, Arrested) + visit(X) [order 40]
        player P town Police
        player L town Lawyer
        player G mafia Goon
        night 1
        P arrest G
        L release G
        """;
    org.nightres.core.outcome.Outcome bundled = play(resolver, night).last();
    assertEquals(List.of(new Announcement("arrested", "G")), bundled.announcements());
    assertTrue(bundled.nextState().state(2).statuses().isEmpty());
    org.nightres.core.outcome.Outcome own = play(resolver,
        "status Arrested {nullify} announce=apply|clear:released\n" + night).last();
    assertEquals(List.of(new Announcement("arrested", "G"), new Announcement("released", "G")),
        own.announcements());
    assertTrue(own.nextState().state(2).statuses().isEmpty());
  }

  /**
   * A status given to a player who already holds it (games.md is silent; our ruling in the
   * guide): he holds it once, to the later of the two ends, no {@code until} being the latest;
   * a shorter sentence does not cut a longer one short (a permanent injury is not healed by a
   * second, shorter one), and a longer one (or an equal one: the newest giver) replaces it.
   */
  @ParameterizedTest
  @MethodSource("allSchemes")
  void aStatusGivenAgainKeepsTheLaterOfTheTwoEnds(NightResolver resolver) {
    GamePlay play = play(resolver, """
        role Police
        ability Police.suspend X = status(X, Suspended, until=N+1) + visit(X) [order 30]
        player P town Police
        player Q town Police
        player R town Police
        player Y town Cop
        player Z town Cop
        player W town Cop
        player X mafia Goon
        state Y status Suspended until N3 by W
        state Z status Suspended
        state W status Suspended until N1
        night 1
        P suspend Y
        Q suspend Z
        R suspend W
        night 2
        night 3
        Y investigate X
        Z investigate X
        W investigate X
        """);
    assertTrue(play.ok(), play.diagnostics().toString());
    GameState after1 = play.outcomes().get(0).nextState();
    assertEquals(List.of("Suspended until N3 by W", "Suspended by -", "Suspended until N2 by R"),
        java.util.stream.IntStream.of(3, 4, 5).boxed().flatMap(i -> after1.state(i).statuses()
            .stream().map(h -> h.name() + h.until().map(u -> " until " + u).orElse("")
                + " by " + h.by().orElse("-"))).toList());
    assertEquals(List.of(Feedback.of("Y", "investigate", "X", Feedback.NO_RESULT),
        Feedback.of("Z", "investigate", "X", Feedback.NO_RESULT),
        Feedback.of("W", "investigate", "X", "guilty")), play.last().feedback(),
        "Y is still suspended on night 3, Z until cleared; W's ended with night 2");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void statusesUntilADayHoldThroughTheNightBefore(NightResolver resolver) {
    GamePlay play = play(resolver, """
        player V town Vigilante
        player C town Cop
        state C status Suspended until D2 by V
        night 1
        night 2
        night 3
        """);
    assertTrue(play.ok(), play.diagnostics().toString());
    assertEquals(Phase.day(2),
        play.outcomes().get(0).nextState().state(1).statuses().get(0).until().orElseThrow());
    assertEquals(1, play.outcomes().get(1).nextState().state(1).statuses().size());
    assertTrue(play.outcomes().get(2).nextState().state(1).statuses().isEmpty());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aRecruitJoinsTheRecruitersAlignmentAndGetsItsFactionKill(NightResolver resolver) {
    GamePlay play = play(resolver, """
        player R mafia Recruiter
        player T town Vanilla
        player V town Vanilla
        night 1
        R recruit T
        night 2
        T mafiakill V
        """);
    assertTrue(play.ok(), play.diagnostics().toString());
    assertEquals(List.of("T"), play.outcomes().get(0).recruited());
    assertEquals("mafia", play.outcomes().get(0).nextState().players().get(1).alignment());
    assertEquals(List.of("V"), play.outcomes().get(1).deaths());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void limitedUsesAreSpentWhenSubmittedEvenIfBlocked(NightResolver resolver) {
    GameScript script = PARSER.parseGame("g.night", """
        role Gunner "a two-shot Vigilante"
        ability Gunner.kill X = kill(X, tag=kill) + visit(X) [uses 2]
        player V town Gunner
        player B town Roleblocker
        player X town Vanilla
        state V uses kill 1
        night 1
        V kill X
        B block V
        night 2
        V kill X
        """);
    GamePlay play = script.play(resolver);
    assertEquals(List.of(), play.outcomes().get(0).deaths());
    assertEquals(0, play.outcomes().get(0).nextState().state(0).uses().get("kill"));
    assertEquals("g.night:11:3: error: V has no uses of `kill` left",
        play.diagnostics().get(0).render().lines().findFirst().orElseThrow());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void deathsAreAnnouncedAndListedForTheirNightOnly(NightResolver resolver) {
    GamePlay play = play(resolver, """
        player V town Vigilante
        player A town Vanilla
        player B town Vanilla
        night 1
        V kill A
        night 2
        state B dead
        """);
    assertEquals(List.of(new Announcement(Announcement.DEATH, "A")),
        play.outcomes().get(0).announcements());
    assertEquals(List.of(), play.outcomes().get(1).deaths(), "a lynch is not a death of the night");
    assertEquals(Life.DEAD, play.last().nextState().state(2).life());
    assertEquals(Life.DEAD, play.last().nextState().state(1).life());
  }

  @Test
  void narRefusesDeathStopsActionsAtTheOptionLine() {
    GameScript script = PARSER.parseGame("g.night", """
        player V town Vigilante
        player A town Vanilla
        option death-stops-actions later
        V kill A
        """);
    GamePlay play = script.play(new NarResolver());
    assertEquals(3, play.diagnostics().get(0).line());
    assertTrue(play.diagnostics().get(0).message().startsWith("nar cannot stop actions at a death"));
  }
}
