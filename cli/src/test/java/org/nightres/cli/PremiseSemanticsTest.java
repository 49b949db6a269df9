package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.NightResolver;
import org.nightres.core.format.GamePlay;
import org.nightres.core.testing.NightText;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.format.NightWriter;
import org.nightres.core.model.GameState;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Notice;
import org.nightres.core.outcome.Outcome;
import org.nightres.snarf.SequentialResolver;

/**
 * Premises over the start of the night ({@code [if ...]} on an ability, a passive or a trigger,
 * and {@code if(... then ... else ...)} around components) under every scheme: planning decides
 * them once, so every scheme resolves the same components.
 */
class PremiseSemanticsTest {

  static List<NightResolver> schemes() {
    List<NightResolver> all = new ArrayList<>(GameFilesTest.schemes());
    all.add(new SequentialResolver());
    return all;
  }

  private static final String RULES = """
      role Marked
      ability Marked.shoot X = kill(X) [if self in !attr:marker]
      ability Marked.mark X = attr(self, marker=yes) + visit(X)
      role Witchy
      ability Witchy.brew X = protect(X) + if(self in !attr:used then protect(self) + attr(self, used=yes) else notify(self, "spent"))
      role Hunter
      ability Hunter.hunt X = kill(X) [if X in align:mafia]
      role Reaper
      role Mourner
      passive Mourner = protect(self) [if !exists role:Reaper]
      role Keeper
      passive Keeper = protect(stored(target)) [if stored(target) exists]
      ability Keeper.keep X = if(!stored(target) exists then remember(self, X, target) else notify(self, "kept"))
      role Grudger
      trigger Grudger death = kill(attacker) [if self in attr:angry]
      role Counter
      ability Counter.tick X = attr(self, count+=1) + visit(X) [per-night 2, order 50]
      ability Counter.untick X = attr(self, count-=3) + visit(X) [order 50]
      ability Counter.reset X = attr(self, count=5) + visit(X) [order 5]
      ability Counter.strike X = kill(X) [if self in attr:count>=2]
      role Porter
      trigger Porter visited = notify(self, "a mafioso came by") [if visitor in align:mafia]
      role Tagger
      ability Tagger.tag X = attr(X, tagged=yes) + visit(X) [order 1]
      role Doorman
      trigger Doorman visited = notify(self, "a tagged visitor") [if visitor in attr:tagged]
      role Sentry
      passive Sentry = protect(self, rank=passive)
      trigger Sentry defense = kill(attacker) + if(attacker in align:town then notify(self, "you struck a townsman") else notify(self, "you struck a foe"))
      role Stalker
      ability Stalker.watch X = visit(X)
      trigger Stalker action = if(target in !align:town then notify(self, "{target} is no townsman"))
      role Mourner2
      trigger Mourner2 death(all) = notify(self, "a mafioso fell") [if dead in align:mafia, if self in !attr:deaf]
      role Scarer
      ability Scarer.scare X = attr(X, horrified=yes, until=N+1) + visit(X)
      role Shy
      ability Shy.shoot X = kill(X) [if self in !attr:horrified]
      role Crowd
      ability Crowd.shove X = kill(X) [if living>3]
      role Tally
      ability Tally.shove X = kill(X) [if count(align:mafia)>=3]
      role Kin
      ability Kin.shove X = kill(X) [if count(same:alignment)>=4]
      status Dazed "dazed for a while"
      role Fleeting
      ability Fleeting.flick X = attr(X, lingering=yes, until=N+1) + status(X, Dazed, until=phase) + visit(X)
      role Early
      ability Early.shoot X = kill(X) [nights 1]
      ability Early.snipe X = kill(X) [nights 2-3]
      """;

  private static Outcome night(NightResolver resolver, String text) {
    GamePlay play = play(resolver, text);
    return play.last();
  }

  private static GamePlay play(NightResolver resolver, String text) {
    return NightText.play(resolver, RULES + text);
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aLimitOnTheActorMakesTheLineFailWithANotice(NightResolver resolver) {
    String players = "player Mia town Marked\nplayer Ann town Vanilla\n";
    assertEquals(List.of("Ann"), night(resolver, players + "Mia shoot Ann\n").deaths(),
        "no marker: the shot is fired");
    Outcome marked = night(resolver, players.replace("Marked\n", "Marked marker=yes\n")
        + "Mia shoot Ann\n");
    assertEquals(List.of(), marked.deaths(), "a marker: the line does nothing");
    assertEquals(List.of(Feedback.of("Mia", "shoot", "Ann", "Failure")), marked.feedback(),
        "the actor's answer is Failure (games.md §7: no effect, feedback Failure)");
    assertEquals(List.of(), marked.notices());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void premisesReadTheStartOfTheNight(NightResolver resolver) {
    GamePlay game = play(resolver, """
        player Mia town Marked
        player Ann town Vanilla
        player Bob town Vanilla
        night 1
        Mia mark Ann
        Mia shoot Ann
        night 2
        Mia shoot Bob
        """);
    assertEquals(List.of("Ann"), game.outcomes().get(0).deaths(),
        "the marker given tonight counts from the next night on");
    assertEquals(List.of(), game.last().deaths(), "the next night it holds");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aLimitOnTheTarget(NightResolver resolver) {
    String players = "player Hu town Hunter\nplayer Ann town Vanilla\nplayer Max mafia Goon\n";
    assertEquals(List.of("Max"), night(resolver, players + "Hu hunt Max\n").deaths());
    assertEquals(List.of(), night(resolver, players + "Hu hunt Ann\n").deaths(),
        "a town target: the hunt fails (where [when X in align:mafia] would be an input error)");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aGuardChoosesBetweenComponents(NightResolver resolver) {
    String players = """
        player Wi  town  Witchy
        player Ann town  Vanilla
        player Max mafia Goon
        """;
    Outcome first = night(resolver, players + "Wi brew Ann\nMax mafiakill Wi\n");
    assertEquals(List.of(), first.deaths(), "unused: she protects herself too");
    assertEquals("yes", first.nextState().players().get(0).attributes().get("used"));
    Outcome spent = night(resolver, players.replace("Witchy\n", "Witchy used=yes\n")
        + "Wi brew Ann\nMax mafiakill Wi\n");
    assertEquals(List.of("Wi"), spent.deaths(), "used: only the selection is protected");
    assertEquals(List.of(Notice.of("Wi", "spent")), spent.notices(), "the else branch");
    assertEquals(List.of(), night(resolver, players.replace("Witchy\n", "Witchy used=yes\n")
        + "Wi brew Ann\nMax mafiakill Ann\n").deaths(), "the unguarded protection holds");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aPassiveWhileNobodyHoldsARole(NightResolver resolver) {
    String players = "player Mo town Mourner\nplayer Max mafia Goon\n";
    assertEquals(List.of(), night(resolver, players + "Max mafiakill Mo\n").deaths(),
        "no Reaper alive: the passive protects");
    assertEquals(List.of("Mo"), night(resolver, players + "player Ray town Reaper\n"
        + "Max mafiakill Mo\n").deaths(), "a living Reaper: no protection");
    assertEquals(List.of(), night(resolver, players + "player Ray town Reaper\n"
        + "state Ray dead\nMax mafiakill Mo\n").deaths(), "a dead Reaper does not exist");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aStoredTargetSetOrChanged(NightResolver resolver) {
    GamePlay game = play(resolver, """
        player Kim town  Keeper
        player Ann town  Vanilla
        player Bob town  Vanilla
        player Max mafia Goon
        night 1
        Kim keep Ann
        night 2
        Kim keep Bob
        Max mafiakill Ann
        """);
    assertEquals("Ann", game.last().nextState().players().get(0).attributes().get("target"),
        "a target is kept once set");
    assertEquals(List.of(Notice.of("Kim", "kept")), game.last().notices());
    assertEquals(List.of(), game.last().deaths(), "the passive protects the stored target");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void countersAddUpInTurnAndPremisesCompareThem(NightResolver resolver) {
    GamePlay game = play(resolver, """
        player Cy  town Counter
        player Ann town Vanilla
        player Bob town Vanilla
        night 1
        Cy strike Ann
        Cy tick Ann
        Cy tick Bob
        night 2
        Cy strike Ann
        """);
    assertEquals(List.of(), game.outcomes().get(0).deaths(), "no count yet: the strike fails");
    assertEquals("2", game.outcomes().get(0).nextState().players().get(0).attributes()
        .get("count"), "two increments of one night add two");
    assertEquals(List.of("Ann"), game.last().deaths(), "a count of 2 lets the strike through");
    Outcome set = night(resolver, """
        player Cy  town Counter count=1
        player Ann town Vanilla
        Cy tick Ann
        Cy reset Ann
        """);
    assertEquals("6", set.nextState().players().get(0).attributes().get("count"),
        "the set [5] applies before the increment [50], whatever the submission order");
    Outcome down = night(resolver, """
        player Cy  town Counter
        player Ann town Vanilla
        Cy untick Ann
        """);
    assertEquals("-3", down.nextState().players().get(0).attributes().get("count"),
        "no count is 0");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void anAttributeForAWhileHoldsThroughItsPhaseThenGoes(NightResolver resolver) {
    GamePlay game = play(resolver, """
        player Sue town Scarer
        player Sam town Shy
        player Ann town Vanilla
        player Bob town Vanilla
        night 1
        Sue scare Sam
        night 2
        Sam shoot Ann
        night 3
        Sam shoot Bob
        """);
    GameState after1 = game.outcomes().get(0).nextState();
    assertEquals("yes", after1.players().get(1).attributes().get("horrified"));
    assertTrue(NightWriter.stateLines(after1).contains("state Sam attr horrified until N2"),
        NightWriter.stateLines(after1).toString());
    assertEquals(List.of(), game.outcomes().get(1).deaths(), "horrified on night 2: no shot");
    GameState after2 = game.outcomes().get(1).nextState();
    assertEquals(null, after2.players().get(1).attributes().get("horrified"),
        "gone after night 2");
    assertEquals(java.util.Map.of(), after2.state(1).expiries());
    assertEquals(List.of("Bob"), game.last().deaths(), "no longer horrified on night 3");
    Outcome read = night(resolver, """
        player Sue town Scarer
        player Sam town Shy horrified=yes
        player Ann town Vanilla
        state Sam attr horrified until N1
        Sam shoot Ann
        """);
    assertEquals(List.of(), read.deaths(), "a state line's attribute holds through its phase");
    assertEquals(null, read.nextState().players().get(1).attributes().get("horrified"));
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void whatIsGivenForTonightIsGoneFromTheNextState(NightResolver resolver) {
    String text = """
        player Fay town Fleeting
        player Ann town Vanilla
        player Bob town Vanilla
        Fay flick Ann
        """;
    if (!resolver.statusesHoldTonight()) { // a status for tonight only would never hold: refused
      IllegalStateException e = assertThrows(IllegalStateException.class,
          () -> night(resolver, text));
      assertTrue(e.getMessage().contains("status(X, Dazed, until=phase) (ability Fleeting.flick, "
          + "Fay's) holds only under scheme sequential"), e.getMessage());
      return;
    }
    Outcome o = night(resolver, text);
    GameState next = o.nextState(); // from a fresh state: only Ann's changed
    assertEquals(List.of(), next.state(1).statuses(), "a status until=phase (tonight): gone");
    assertEquals("yes", next.players().get(1).attributes().get("lingering"));
    assertEquals(List.of("state Ann attr lingering until N2"), NightWriter.stateLines(next),
        "until=N+1: held through the next night, and nothing else is held");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aCountOfTheLivingReadsTheStartOfTheNight(NightResolver resolver) {
    String players = "player Cro town Crowd\nplayer Ann town Vanilla\nplayer Bob town Vanilla\n"
        + "player Cid town Vanilla\n";
    assertEquals(List.of("Ann"), night(resolver, players + "Cro shove Ann\n").deaths(),
        "four living: living>3 holds");
    Outcome three = night(resolver, players + "state Cid dead\nCro shove Ann\n");
    assertEquals(List.of(), three.deaths(), "three living: it does not");
    assertEquals(List.of(Feedback.of("Cro", "shove", "Ann", "Failure")), three.feedback());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aCountOfTheLivingIsTheWholeNightsInEveryGroupOfParts(NightResolver resolver) {
    // 1,200 players, 600 lines of one action each: a night of many independent parts, which
    // an engine may resolve in groups; each group counts every living player of the night
    StringBuilder players = new StringBuilder();
    StringBuilder lines = new StringBuilder();
    for (int i = 0; i < 1200; i += 2) {
      players.append("player C").append(i).append(" town Crowd\nplayer V").append(i)
          .append(" town Vanilla\n");
      lines.append('C').append(i).append(" shove V").append(i).append('\n');
    }
    String rules = RULES.replace("kill(X) [if living>3]", "kill(X) [if living>1199]");
    Outcome all = NightText.play(resolver, rules + players + lines).last();
    assertEquals(600, all.deaths().size(), "1,200 living: living>1199 holds in every group");
    Outcome one = NightText.play(resolver, rules + players + "state V0 dead\n"
        + lines.substring(lines.indexOf("\n") + 1)).last();
    assertEquals(List.of(), one.deaths(), "1,199 living: it holds in no group");
    assertEquals(599, one.feedback().stream().filter(f -> f.result().equals("Failure")).count());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aCountOfAFilterIsTheNightsForEveryLineButOneThatReadsTheHolder(NightResolver resolver) {
    String players = "player Tia town Tally\nplayer Tom town Tally\nplayer Kit town Kin\n"
        + "player Ann town Vanilla\nplayer Mo mafia Goon\nplayer Mi mafia Goon\n"
        + "player Kim mafia Kin\n";
    Outcome o = night(resolver, players + "Tia shove Mo\nTom shove Ann\nKit shove Mi\n"
        + "Kim shove Tom\n");
    assertEquals(List.of("Ann", "Mi", "Mo"), o.deaths().stream().sorted().toList(),
        "three mafia as the night starts, for Tom too (Mo's death tonight does not count); four "
            + "town for Kit");
    assertEquals(List.of(Feedback.of("Kim", "shove", "Tom", "Failure")), o.feedback(),
        "same:alignment counts Kim's own side: three mafia, not four");
    Outcome fewer = night(resolver, players + "state Mi dead\nTia shove Mo\nTom shove Ann\n"
        + "Kit shove Mo\nKim shove Tom\n");
    assertEquals(List.of("Mo"), fewer.deaths(), "two mafia: only Kit's count (four town) holds");
    assertEquals(3, fewer.feedback().stream().filter(f -> f.result().equals("Failure")).count(),
        fewer.feedback().toString());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void exactNights(NightResolver resolver) {
    String players = "player Eve town Early\nplayer Ann town Vanilla\nplayer Bob town Vanilla\n"
        + "player Cid town Vanilla\n";
    GamePlay game = play(resolver, players + "night 1\nEve shoot Ann\nnight 2\nEve snipe Bob\n"
        + "night 3\nEve snipe Cid\n");
    assertEquals(List.of("Ann"), game.outcomes().get(0).deaths());
    assertEquals(List.of("Bob"), game.outcomes().get(1).deaths());
    assertEquals(List.of("Cid"), game.last().deaths());
    GameScript late = NightParser.standard().parseGame("t.night", (RULES + players
        + "night 1\nnight 2\nEve shoot Ann\n").getBytes());
    GamePlay wrong = late.play(resolver);
    assertEquals(1, wrong.diagnostics().size(), wrong.diagnostics().toString());
    assertTrue(wrong.diagnostics().get(0).render().contains("t.night:"), wrong.diagnostics()
        .toString());
    assertTrue(wrong.diagnostics().get(0).message().contains("`shoot` may be used on night 1 "
        + "only (its limit: nights 1); this is night 2"), wrong.diagnostics().toString());
    GamePlay early = NightParser.standard().parseGame("t.night", (RULES + players
        + "night 1\nEve snipe Ann\n").getBytes()).play(resolver);
    assertTrue(early.diagnostics().get(0).message().contains("on nights 2 to 3 (its limit: "
        + "nights 2-3)"), early.diagnostics().toString());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aTriggerWithAPremise(NightResolver resolver) {
    String players = "player Gru town Grudger\nplayer Max mafia Goon\nplayer Ann town Vanilla\n";
    assertEquals(List.of("Gru"), night(resolver, players + "Max mafiakill Gru\n").deaths(),
        "not angry: no revenge");
    assertEquals(List.of("Gru", "Max"), night(resolver, players.replace("Grudger\n",
        "Grudger angry=yes\n") + "Max mafiakill Gru\n").deaths().stream().sorted().toList(),
        "angry: the death trigger fires");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aLimitOnAVisitedTriggersVisitor(NightResolver resolver) {
    String players = "player Po town Porter\nplayer Max mafia Goon\nplayer Ann town Cop\n";
    assertEquals(List.of(Notice.of("Po", "a mafioso came by")), night(resolver, players
        + "Max mafiakill Po\n").notices().stream().filter(n -> n.player().equals("Po"))
        .toList(), "a mafioso visits: the trigger fires");
    assertEquals(List.of(), night(resolver, players + "Ann investigate Po\n").notices()
        .stream().filter(n -> n.player().equals("Po")).toList(),
        "a townsman visits: the limit on the visitor does not hold");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aPremiseOnTheSubjectReadsHimAsTheNightStarts(NightResolver resolver) {
    String players = "player Do town Doorman\nplayer Ta town Tagger\nplayer Max mafia Goon\n";
    GamePlay game = play(resolver, players + """
        night 1
        Ta tag Max
        Max mafiakill Do
        """);
    assertEquals("yes", game.last().nextState().players().get(2).attributes().get("tagged"));
    assertTrue(game.last().notices().stream().noneMatch(n -> n.player().equals("Do")),
        "tagged during the night: the Doorman's trigger reads the start of it");
    GamePlay next = play(resolver, players.replace("Goon\n", "Goon tagged=yes\n")
        + "Max mafiakill Do\n");
    assertEquals(List.of(Notice.of("Do", "a tagged visitor")), next.last().notices().stream()
        .filter(n -> n.player().equals("Do")).toList(), "tagged as it starts: it fires");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aGuardInADefenseTriggersResponseChoosesOnTheAttacker(NightResolver resolver) {
    String players = "player Se town Sentry\nplayer Max mafia Goon\nplayer Vig town Vigilante\n";
    Outcome foe = night(resolver, players + "Max mafiakill Se\n");
    assertEquals(List.of("Max"), foe.deaths(), "the unguarded counterattack");
    assertEquals(List.of(Notice.of("Se", "you struck a foe")), foe.notices().stream()
        .filter(n -> n.player().equals("Se")).toList(), "the else branch: a mafioso");
    Outcome friend = night(resolver, players + "Vig kill Se\n");
    assertEquals(List.of("Vig"), friend.deaths());
    assertEquals(List.of(Notice.of("Se", "you struck a townsman")), friend.notices().stream()
        .filter(n -> n.player().equals("Se")).toList(), "the then branch: a townsman");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aGuardOnAnActionTriggersTargetAndALimitOnTheDead(NightResolver resolver) {
    String players = """
        player St town Stalker
        player Mo town Mourner2
        player Max mafia Goon
        player Ann town Vanilla
        player Vig town Vigilante
        """;
    Outcome o = night(resolver, players + "St watch Max\nVig kill Ann\n");
    assertEquals(List.of(Notice.of("St", "Max is no townsman")), o.notices().stream()
        .filter(n -> n.player().equals("St")).toList(), "landed on a mafioso: then");
    assertTrue(o.notices().stream().noneMatch(n -> n.player().equals("Mo")),
        "a townsman died: the limit on the dead does not hold");
    Outcome town = night(resolver, players + "St watch Ann\nVig kill Max\n");
    assertTrue(town.notices().stream().noneMatch(n -> n.player().equals("St")),
        "landed on a townsman: nothing");
    assertEquals(List.of(Notice.of("Mo", "a mafioso fell")), town.notices().stream()
        .filter(n -> n.player().equals("Mo")).toList());
    Outcome deaf = night(resolver, players.replace("Mourner2\n", "Mourner2 deaf=yes\n")
        + "Vig kill Max\n");
    assertTrue(deaf.notices().stream().noneMatch(n -> n.player().equals("Mo")),
        "a limit on the holder beside one on the dead: both must hold");
  }
}
