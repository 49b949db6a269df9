package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.nightres.cli.BookNights.told;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.NightResolver;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.format.OutcomeText;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Notice;
import org.nightres.core.outcome.Outcome;
import org.nightres.rar.RarResolver;

/**
 * A visited trigger's {@code cancel} (WWR's Cancel) means the same under rar, snarf, nar and
 * sequential: the visiting action's components that land on the holder do not happen, its
 * visit does (a watcher sees it), other visitors' actions are not touched, and its actor is told
 * the cancel's answer once; two cancelling players who visit each other cancel each other; a
 * move is never cancelled; an absence's landing is, its holder's side is not.
 */
class CancelSemanticsTest {

  static List<NightResolver> schemes() {
    return PremiseSemanticsTest.schemes();
  }

  private static final String RULES = """
      role Bear
      trigger Bear visited(killing) = cancel(failure)
      role Hermit
      trigger Hermit visited = cancel(success) + notify(self, "someone knocked")
      role Recluse
      trigger Recluse visited(killing) = cancel("the door is barred") [if visitor in attr:wolfish]
      role Mauler
      trigger Mauler visited = cancel(failure)
      ability Mauler.maul X = kill(X)
      role Sentinel
      trigger Sentinel visited(obstructing) = cancel(failure)
      ability Sentinel.shoot X = kill(X)
      role Nest
      trigger Nest visited(protecting) = cancel(failure)
      role Hooker
      ability Hooker.hook X = absent(self, at=X, from=attack)
      """;

  private static Outcome night(NightResolver resolver, String lines) {
    GameScript script = NightParser.standard().parseGame("t.night", (RULES + lines).getBytes());
    assertTrue(script.ok(), script.diagnostics().toString());
    GamePlay play = script.play(resolver);
    assertTrue(play.ok(), play.diagnostics().toString());
    return play.last();
  }

  /** What {@code player} is told, in output order. */

  @ParameterizedTest
  @MethodSource("schemes")
  void theVisitorsKillDoesNotHappenButAnotherVisitorsDoes(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Rae town  Recluse
        player Wol mafia Goon wolfish=yes
        player Vic town  Vigilante
        Wol mafiakill Rae
        """);
    assertEquals(List.of(), o.deaths(), "the wolfish visitor's kill is cancelled");
    assertEquals(List.of("the door is barred"), told(o, "Wol"));
    o = night(resolver, """
        player Rae town  Recluse
        player Wol mafia Goon wolfish=yes
        player Vic town  Vigilante
        Wol mafiakill Rae
        Vic kill Rae
        """);
    assertEquals(List.of("Rae"), o.deaths(), "the Vigilante (no wolf) is not cancelled");
    assertEquals(List.of("the door is barred"), told(o, "Wol"));
    assertEquals(List.of(), told(o, "Vic"));
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void onlyTheVisitsItsFilterPassesAreCancelled(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Hal town  Bear
        player Vic town  Vigilante
        player Doc town  Doctor
        player Mob mafia Goon
        Vic kill Hal
        Doc protect Mob
        Mob mafiakill Hal
        """);
    assertEquals(List.of(), o.deaths(), "both kills on the Bear are cancelled");
    assertEquals(List.of("Failure"), told(o, "Vic"));
    assertEquals(List.of("Failure"), told(o, "Mob"));
    o = night(resolver, """
        player Hal town  Bear
        player Vic town  Vigilante
        player Doc town  Doctor
        player Mob mafia Goon
        Doc protect Hal
        Vic kill Doc
        """);
    assertEquals(List.of("Doc"), o.deaths());
    assertEquals(List.of(), told(o, "Doc"), "a protection is no killing: not cancelled");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theCancelledVisitIsStillSeen(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Hal town Bear
        player Vic town Vigilante
        player Wat town Watcher
        player Tra town Tracker
        Vic kill Hal
        Wat watch Hal
        Tra track Vic
        """);
    assertEquals(List.of(), o.deaths());
    assertEquals(List.of("Vic"), told(o, "Wat"));
    assertEquals(List.of("Hal"), told(o, "Tra"));
    assertEquals(List.of("Failure"), told(o, "Vic"));
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void eachCancelledActionIsToldItsAnswerOnceAndAResultAnswersNothingElse(
      NightResolver resolver) {
    Outcome o = night(resolver, """
        player Her town  Hermit
        player Cop town  Cop
        player Doc town  Doctor
        player Mob mafia Goon
        Cop investigate Her
        Doc protect Her
        Mob mafiakill Her
        """);
    assertEquals(List.of(), o.deaths(), "the kill is cancelled, not the protection's work");
    assertEquals(List.of("Success"), told(o, "Cop"), "no innocent: the result is cancelled");
    assertEquals(List.of("Success"), told(o, "Doc"));
    assertEquals(List.of("Success"), told(o, "Mob"));
    assertEquals(List.of(Notice.of("Her", "someone knocked")), o.notices(),
        "the trigger's other responses happen once");
    Feedback cop = o.feedback().stream().filter(f -> f.player().equals("Cop")).findFirst()
        .orElseThrow();
    assertEquals("your investigate on Her succeeded.", OutcomeText.message(cop));
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void twoCancellingPlayersVisitingEachOtherCancelEachOther(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Ann town Mauler
        player Bob town Mauler
        player Cy  town Vanilla
        Ann maul Bob
        Bob maul Ann
        """);
    assertEquals(List.of(), o.deaths());
    assertEquals(List.of("Failure"), told(o, "Ann"));
    assertEquals(List.of("Failure"), told(o, "Bob"));
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aCancelledBlockLetsTheSentinelShoot(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Sen town Sentinel
        player Rob town Roleblocker
        player Mo  mafia Goon
        Rob block Sen
        Sen shoot Mo
        """);
    assertEquals(List.of("Mo"), o.deaths());
    assertEquals(List.of("Failure"), told(o, "Rob"));
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aMoveIsNeverCancelled(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Mau town Mauler
        player Red town Redirector
        player X   town Vanilla
        player Y   town Vanilla
        Red redirect Mau to Y
        Mau maul X
        """);
    assertEquals(List.of("Y"), o.deaths(), "the redirect of the Mauler happens");
    assertEquals(List.of(), told(o, "Red"));
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aCancelledAbsenceLeavesItsHolderAwayButUnreachable(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Nes town  Nest
        player Hoo town  Hooker
        player Vic town  Vigilante
        player Mob mafia Goon
        Hoo hook Nes
        Vic kill Nes
        Mob mafiakill Hoo
        """);
    assertEquals(List.of("Nes"), o.deaths(),
        "the kill at the Nest does not reach the Hooker, who is away from home all the same");
    assertEquals(List.of("Failure"), told(o, "Hoo"));
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aCancelFollowsWhereTheVisitLands(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Hal town Bear
        player Vic town Vigilante
        player Red town Redirector
        player X   town Vanilla
        Red redirect Vic to Hal
        Vic kill X
        """);
    assertEquals(List.of(), o.deaths(), "the kill redirected onto the Bear is cancelled there");
    assertEquals(List.of("Failure"), told(o, "Vic"));
    assertEquals("Hal", o.feedback().stream().filter(f -> f.player().equals("Vic"))
        .findFirst().orElseThrow().landed());
    o = night(resolver, """
        player Hal town Bear
        player Vic town Vigilante
        player Bd  town BusDriver
        player X   town Vanilla
        Bd swap Hal X
        Vic kill Hal
        """);
    assertEquals(List.of("X"), o.deaths(), "swapped away from the Bear: not cancelled");
    assertEquals(List.of(), told(o, "Vic"));
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aCancelledKillIsPassedOnToNoGuard(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Hal town Bear
        player Vic town Vigilante
        player Bg  town Bodyguard
        Bg guard Hal
        Vic kill Hal
        """);
    assertEquals(List.of(), o.deaths());
    assertEquals(List.of("Failure"), told(o, "Vic"));
  }

  @Test
  void rarExplainsTheCancelAsTheTriggersCounter() {
    Outcome o = night(new RarResolver(), """
        player Hal town Bear
        player Vic town Vigilante
        Vic kill Hal
        """);
    String tree = OutcomeText.renderExplanation(o);
    assertTrue(tree.contains("Hal cancels the visit of Vic kill Hal"), tree);
    assertTrue(tree.contains("Is Vic told Failure for Vic kill Hal, cancelled? yes"), tree);
  }

  @Test
  void aCancelStandsOnlyInAVisitedTriggerAboutItsHoldersOwnVisits() {
    for (String wrong : List.of("ability Bear.swipe X = kill(X) + cancel(failure)",
        "trigger Bear death = cancel(failure)",
        "trigger Bear visited(stored(target)) = cancel(failure)",
        "passive Bear = cancel(failure)",
        "ability Bear.vest X = protect(X, react=cancel(failure))")) {
      GameScript s = NightParser.standard().parseGame("t.night",
          ("role Bear\n" + wrong + "\nplayer Hal town Bear\n").getBytes());
      assertFalse(s.ok(), wrong);
      assertTrue(s.diagnostics().toString().contains("cancel"), s.diagnostics().toString());
    }
  }
}
