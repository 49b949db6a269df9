package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.NightResolver;
import org.nightres.core.format.NightParser;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Outcome;
import org.nightres.rar.RarResolver;
import org.nightres.snarf.SnarfResolver;

/**
 * {@code option death-stops-actions later} ({@code games.md} section 4.1) under rar and snarf,
 * which must agree on these nights: a player killed at order o loses his actions of order
 * greater than o; equal and earlier orders stand; a kill that fails stops nothing.
 */
class DeathStopsActionsTest {
  private static final String PLAYERS = """
      option death-stops-actions later
      player V town Vigilante
      player C town Cop
      player X mafia Goon
      player D town Doctor
      player R town Roleblocker
      player W town Vigilante
      """;

  static Stream<NightResolver> schemes() {
    return Stream.of(new RarResolver(), new SnarfResolver());
  }

  private static Outcome night(NightResolver r, String actions) {
    return r.resolve(NightParser.standard().parse("d.night", PLAYERS + actions).night().orElseThrow());
  }

  private static String cop(Outcome o) {
    return o.feedback().stream().filter(f -> f.player().equals("C")).findFirst().orElseThrow()
        .result();
  }

  static Stream<NightResolver> orderSchemes() {
    return Stream.of(new RarResolver(), new SnarfResolver(),
        new org.nightres.snarf.SequentialResolver());
  }

  @ParameterizedTest
  @MethodSource("orderSchemes")
  void anArrestedPlayerLosesHisLaterActionsThatTheStatusNullifies(NightResolver r) {
    String night = """
        role Police
        ability Police.arrest X = status(X, Arrested) + visit(X) [order 30]
        role Medic
        ability Medic.injure X = status(X, Injured) + visit(X) [order 30]
        player P town Police
        player Q town Police
        player M town Medic
        player G mafia Goon
        player H mafia Goon
        player K mafia Cop
        player V town Vanilla
        player U town Vanilla
        player E town Vanilla
        P arrest G
        G mafiakill V
        Q arrest K
        K investigate E
        M injure H
        H mafiakill U
        """;
    Outcome o = r.resolve(NightParser.standard().parse("d.night", PLAYERS.lines().findFirst()
        .orElseThrow() + "\noption factional-kills 2\n" + night).night().orElseThrow());
    assertEquals(List.of("U"), o.deaths(), "games.md 4.1: arrested at [30], G's kill at [80] "
        + "does not happen; Injured spares the factional kill, which H's is");
    assertEquals(List.of(Feedback.of("K", "investigate", "E", Feedback.NO_RESULT)), o.feedback());
    assertEquals(List.of(new org.nightres.core.outcome.Announcement("arrested", "G"),
        new org.nightres.core.outcome.Announcement("arrested", "K"),
        new org.nightres.core.outcome.Announcement("death", "U")), o.announcements(),
        "seed 003 shows 'Successful Arrests' at the phase change (games.md section 8: kind "
            + "arrested)");
  }

  /**
   * A status's expiry kills at the status's [order n] (games.md section 4: "its expire effects
   * happen at its order on its last night"): its holder dies at that order and loses his later
   * actions, in every scheme (rar took every passive's kill at [190]).
   */
  @ParameterizedTest
  @MethodSource("orderSchemes")
  void anExpiryKillsAtItsStatusOrder(NightResolver r) {
    String night = """
        status Doomed expire=kill(self) [order 50]
        night 2
        player A town Vigilante
        player B town Vanilla
        player E town Vanilla
        state A status Doomed until N2
        state E status Doomed until N2
        A kill B
        """;
    Outcome o = r.resolve(NightParser.standard().parse("d.night", PLAYERS.lines().findFirst()
        .orElseThrow() + "\n" + night).night().orElseThrow());
    assertEquals(List.of("A", "E"), o.deaths(), "A dies at [50], before his kill at [80]");
  }

  @ParameterizedTest
  @MethodSource("orderSchemes")
  void aSurvivesDeathAbilityStandsAfterAnArrestAtALowerOrder(NightResolver r) {
    String night = """
        role Police
        ability Police.arrest X = status(X, Arrested) + visit(X) [order 30]
        role Akai
        ability Akai.avenge X = kill(X) + visit(X) [order 90] {survives-death}
        player P town Police
        player G mafia Akai+Cop
        player A town Vanilla
        player B town Vanilla
        P arrest G
        G avenge A
        G investigate B
        """;
    Outcome o = r.resolve(NightParser.standard().parse("d.night", PLAYERS.lines().findFirst()
        .orElseThrow() + "\n" + night).night().orElseThrow());
    assertEquals(List.of("A"), o.deaths(), "games.md 4.1: 'killed or arrested at order value o' "
        + "loses his later actions, but a survives-death ability is exempt (seed 003: 'Only "
        + "exception is Akai's Vengeance'), under sequential as under rar and snarf");
    assertEquals(List.of(Feedback.of("G", "investigate", "B", Feedback.NO_RESULT)), o.feedback());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aCopKilledAtKillingOrderGetsNoResult(NightResolver r) {
    Outcome o = night(r, "V kill C\nC investigate X\n");
    assertEquals(List.of("C"), o.deaths());
    assertEquals(Feedback.NO_RESULT, cop(o));
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aKillThatFailsStopsNothing(NightResolver r) {
    assertEquals(Feedback.GUILTY, cop(night(r, "V kill C\nC investigate X\nD protect C\n")));
    assertEquals(Feedback.GUILTY, cop(night(r, "V kill C\nC investigate X\nR block V\n")));
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void sameAndEarlierOrdersStand(NightResolver r) {
    assertEquals(List.of("V", "W"), night(r, "V kill W\nW kill V\n").deaths());
    assertEquals(List.of("R"), night(r, "V kill R\nR block W\nW kill C\n").deaths());
  }

  /**
   * Under sequential the option adds to {@code option deaths} (games.md section 5, rule 1): with
   * {@code immediate}, the default, the dead already lose every later action, equal order
   * included (W, dead, does not shoot back); with {@code end-of-night} (and {@code
   * end-of-order}) the victims act at their own order, and the option stops their higher ones.
   */
  @org.junit.jupiter.api.Test
  void underSequentialItAddsToTheDeathsOption() {
    NightResolver r = new org.nightres.snarf.SequentialResolver();
    String shots = "V kill W\nW kill V\nX mafiakill C\nC investigate X\n";
    Outcome immediate = night(r, "scheme sequential\n" + shots);
    assertEquals(List.of("C", "W"), immediate.deaths());
    for (String deaths : List.of("end-of-order", "end-of-night")) {
      Outcome o = night(r, "scheme sequential\noption deaths " + deaths + "\n" + shots);
      assertEquals(List.of("V", "C", "W"), o.deaths(), deaths + ": equal orders stand");
      assertEquals(Feedback.NO_RESULT, cop(o), deaths + ": C's [100] is stopped");
    }
    Outcome never = r.resolve(NightParser.standard().parse("d.night", PLAYERS.replace("later",
        "never") + "scheme sequential\noption deaths end-of-night\n" + shots).night()
        .orElseThrow());
    assertEquals(Feedback.GUILTY, cop(never), "without the option C acts before he dies");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aWrittenOrderCountsAsTheActionsOrder(NightResolver r) {
    assertEquals(List.of("W"), night(r, "V kill W\nW kill C [90]\n").deaths());
  }

  /**
   * Passives are exempt as {@code survives-death} abilities are (roles-language.md: what every
   * passive is already): a status's expiry, a passive of its holder at the status's order, still
   * happens when he died at a lower order. One rule, {@code PlannedAction.exemptFromLaterStops},
   * for rar's counters and snarf's stops.
   */
  @ParameterizedTest
  @MethodSource("schemes")
  void aPassiveAtAHigherOrderStandsAfterItsHoldersDeath(NightResolver r) {
    String night = """
        status Cursed expire=attr(self, lifted=yes) [order 150] "cursed"
        night 2
        player A town Vigilante
        player E town Vanilla
        state E status Cursed until N2
        A kill E
        """;
    Outcome o = r.resolve(NightParser.standard().parse("d.night", PLAYERS.lines().findFirst()
        .orElseThrow() + "\n" + night).night().orElseThrow());
    assertEquals(List.of("E"), o.deaths(), "E dies at [80]");
    assertEquals("yes", o.nextState().players().get(1).attributes().get("lifted"),
        "the expiry at [150] is a passive: exempt");
  }
}
