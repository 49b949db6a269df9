package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.NightResolver;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.outcome.Announcement;
import org.nightres.core.outcome.Outcome;

/**
 * The state-changing components of the roles language mean the same under rar, snarf and nar:
 * a cure that only clears stops a status's expiry, a protection stops a harm, statuses are
 * announced as their definitions say, attributes change.
 */
class RolesSemanticsTest {

  static List<NightResolver> schemes() {
    return GameFilesTest.schemes();
  }

  private static final String RULES = """
      status Poisoned expire=kill(self, strong) [order 110] announce=apply|clear:cured
      status Injured = block(self) announce=holder
      role Butler
      ability Butler.poison X = status(X, Poisoned, until=N+1, tag=poison) [order 70]
      role Nurse
      ability Nurse.cure X = clear(X, Poisoned) [order 50]
      role Guard
      ability Guard.shield X = protect(X, from=tag:poison) [order 40]
      role Clerk
      ability Clerk.enrol X = attr(X, family=Levi) + attr(self, remove family)
      role Warden
      ability Warden.ward X = protect(X, by=align:mafia)
      role Saboteur
      ability Saboteur.jam X = block(X, feedback=innocent) [order 45]
      role Cupid
      ability Cupid.match X Y = link(X, Y, lovers)
      role Thief
      ability Thief.steal X = role(X, steal) [order 30, uses 1, spend submitted]
      role Hunter
      ability Hunter.shoot X = kill(X) [uses 2, spend performed]
      ability Hunter.trap X = kill(X) [uses 2, spend succeeded]
      role Jailer
      ability Jailer.hold X = block(X, only=killing)
      role Veil
      ability Veil.veil X = deflect(X, to=self, only=investigating)
      role Hawk
      ability Hawk.watch X = visit(X)
      trigger Hawk action(investigating) = notify(self, "you investigated")
      ability Hawk.probe X = result(X, investigate)
      """;

  private static Outcome night(NightResolver resolver, String players, String lines) {
    String text = RULES + players + lines;
    GameScript script = NightParser.standard().parseGame("t.night", text.getBytes());
    assertTrue(script.ok(), script.diagnostics().toString());
    GamePlay play = script.play(resolver);
    assertTrue(play.ok(), play.diagnostics().toString());
    return play.last();
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aClearAloneStopsTheExpiryOfTheNight(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Bob mafia Butler
        player Nia town  Nurse
        player Ann town  Vanilla
        state Ann status Poisoned until N1 by Bob
        """, "Nia cure Ann\n");
    assertEquals(List.of(), o.deaths(), "the cure comes at [50], the poison's end at [110]");
    assertEquals(List.of(new Announcement("cured", "Ann")), o.announcements());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void withoutACureThePoisonKillsAtItsEnd(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Bob mafia Butler
        player Ann town  Vanilla
        state Ann status Poisoned until N1 by Bob
        """, "");
    assertEquals(List.of("Ann"), o.deaths());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aProtectionFromTheTagStopsTheHarm(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Bob mafia Butler
        player Gus town  Guard
        player Ann town  Vanilla
        player Cid town  Vanilla
        """, "Bob poison Ann\nGus shield Ann\n");
    assertEquals(List.of(), o.nextState().state(2).statuses(), "Ann is shielded");
    assertEquals(List.of(), o.announcements(), "nobody was poisoned");
    Outcome bare = night(resolver, """
        player Bob mafia Butler
        player Gus town  Guard
        player Ann town  Vanilla
        player Cid town  Vanilla
        """, "Bob poison Ann\nGus shield Cid\n");
    assertEquals("[status Poisoned until N2 by Bob]", bare.nextState().state(2).statuses()
        .stream().map(h -> h.describe()).toList().toString());
    assertEquals(List.of(new Announcement("poisoned", "Ann")), bare.announcements());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aProtectionByAFilterStopsOnlyThoseAttackers(NightResolver resolver) {
    String players = """
        player Wes town  Warden
        player Ann town  Vanilla
        player Vic town  Vigilante
        player Max mafia Goon
        """;
    assertEquals(List.of(), night(resolver, players, "Wes ward Ann\nMax mafiakill Ann\n")
        .deaths(), "the Mafia's kill is stopped");
    assertEquals(List.of("Ann"), night(resolver, players, "Wes ward Ann\nVic kill Ann\n")
        .deaths(), "the Vigilante is no Mafia: his shot passes");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aBlockWithFeedbackGivesTheBlockedInformationItsFakeAnswer(NightResolver resolver) {
    String players = """
        player Sab mafia Saboteur
        player Cy  town  Cop
        player Max mafia Goon
        player Rob town  Roleblocker
        """;
    assertEquals("innocent", night(resolver, players, "Sab jam Cy\nCy investigate Max\n")
        .feedback().get(0).result(), "the jammed Cop is told the fake answer");
    assertEquals("guilty", night(resolver, players,
        "Sab jam Cy\nCy investigate Max\nRob block Sab\n").feedback().get(0).result(),
        "a blocked Saboteur jams nobody");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aLinkJoinsTwoPlayersInTheNextState(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Cu  town Cupid
        player Ann town Vanilla
        player Bob town Vanilla
        """, "Cu match Ann Bob\n");
    assertEquals("[Link[kind=lovers, with=Bob]]", o.nextState().state(1).links().toString());
    assertEquals("[Link[kind=lovers, with=Ann]]", o.nextState().state(2).links().toString());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aUseIsSpentWhenTheAbilitySaysSo(NightResolver resolver) {
    String players = """
        player Hu  town Hunter
        player Ann town Vanilla
        player Doc town Doctor
        player Rb  town Roleblocker
        """;
    assertEquals(Map.of(), night(resolver, players, "Hu shoot Ann\nRb block Hu\n")
        .nextState().state(0).uses(), "blocked: not performed, nothing spent");
    assertEquals(Map.of("shoot", 1), night(resolver, players, "Hu shoot Ann\nDoc protect Ann\n")
        .nextState().state(0).uses(), "performed, though the Doctor saves Ann");
    assertEquals(Map.of(), night(resolver, players, "Hu trap Ann\nDoc protect Ann\n")
        .nextState().state(0).uses(), "no effect: not succeeded");
    Outcome killed = night(resolver, players, "Hu trap Ann\n");
    assertEquals(List.of("Ann"), killed.deaths());
    assertEquals(Map.of("trap", 1), killed.nextState().state(0).uses());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aThiefTakesTheRolesAndLeavesAVanilla(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Tia town Thief
        player Cop town Cop
        player Ann town Vanilla
        """, "Tia steal Cop\n");
    assertEquals("[Cop]", o.nextState().players().get(0).roles().stream()
        .map(r -> r.name()).toList().toString());
    assertEquals("[Vanilla]", o.nextState().players().get(1).roles().stream()
        .map(r -> r.name()).toList().toString());
    // the Thief role is gone, and its spent use with it: a role that comes back comes fresh
    assertEquals(Map.of(), o.nextState().state(0).uses());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aHeldStatusIsAnnouncedEachNightAndAttributesChange(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Cal town  Clerk family=Cohen
        player Ann town  Vanilla
        state Ann status Injured until D1
        """, "Cal enrol Ann\n");
    assertEquals(List.of(new Announcement("injured", "Ann")), o.announcements());
    assertEquals(Map.of("family", "Levi"), o.nextState().players().get(1).attributes());
    assertEquals(Map.of(), o.nextState().players().get(0).attributes(), "removed");
  }

  /**
   * Filters read the WWR ability types of an ability's components ({@code AbilityType}): a
   * block of killing abilities only, a deflect of investigations only, a trigger on the holder's
   * investigations.
   */
  @ParameterizedTest
  @MethodSource("everyScheme")
  void filtersReadTheAbilityTypesOfTheComponents(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Jo  town  Jailer
        player Vic town  Vigilante+Cop
        player Ann town  Vanilla
        player Eve mafia Veil
        player Hal town  Hawk
        player Gus mafia Goon
        """, """
        Jo hold Vic
        Vic kill Ann
        Eve veil Ann
        Hal probe Ann
        """);
    assertEquals(List.of(), o.deaths(), "the Jailer's block stops a killing ability");
    assertEquals("guilty", o.feedback().stream().filter(f -> f.player().equals("Hal"))
        .findFirst().orElseThrow().result(), "Hal's probe of Ann goes on to Eve, a mafioso");
    assertEquals(List.of("you investigated"),
        o.notices().stream().map(n -> n.message()).toList());
    Outcome investigating = night(resolver, """
        player Jo  town  Jailer
        player Vic town  Cop
        player Gus mafia Goon
        """, """
        Jo hold Vic
        Vic investigate Gus
        """);
    assertEquals("guilty", investigating.feedback().get(0).result(),
        "the Jailer's block does not reach an investigation");
  }

  static List<NightResolver> everyScheme() {
    return RolesExamplesTest.everyScheme();
  }

  /**
   * A disguise {@code until=use2} answers two results, then is gone ({@code ~UntilSecondUse});
   * the state between says {@code until use}. {@code until=persistent} is permanent.
   */
  @ParameterizedTest
  @MethodSource("everyScheme")
  void aDisguiseUntilTheSecondUseAnswersTwice(NightResolver resolver) {
    String text = """
        role Forger
        ability Forger.forge X R:role = disguise(X, as=R, strength=weak, until=use2)
        role Mask
        ability Mask.mask X R:role = disguise(X, as=R, strength=weak, until=persistent)
        role Seer
        ability Seer.investigate X = result(X, investigate, sees=weak|strong)
        role Saint faction=town
        player Fox mafia Forger
        player Gus mafia Goon
        player Cop town  Seer
        player Mo  mafia Mask
        player Hal mafia Goon
        night 1
        Fox forge Gus Saint
        Mo  mask Hal Saint
        Cop investigate Gus
        night 2
        Cop investigate Gus
        night 3
        Cop investigate Gus
        night 4
        Cop investigate Hal
        """;
    GameScript script = NightParser.standard().parseGame("t.night", text.getBytes());
    assertTrue(script.ok(), script.diagnostics().toString());
    GamePlay play = script.play(resolver);
    assertTrue(play.ok(), play.diagnostics().toString());
    assertEquals(List.of("innocent", "innocent", "guilty", "innocent"), play.outcomes().stream()
        .map(o -> o.feedback().get(0).result()).toList());
    assertEquals("[disguise Saint weak until use by Fox]", play.outcomes().get(0).nextState()
        .state(1).disguises().stream().map(d -> d.describe()).toList().toString());
    assertEquals(List.of(), play.outcomes().get(1).nextState().state(1).disguises());
    assertEquals("[disguise Saint weak by Mo]", play.outcomes().get(3).nextState()
        .state(4).disguises().stream().map(d -> d.describe()).toList().toString());
  }

  /** {@code result(X, kill-outcome)}: WWR's feedback of a Killing, success if X dies tonight. */
  @ParameterizedTest
  @MethodSource("everyScheme")
  void aKillOutcomeResultSaysWhetherTheTargetDied(NightResolver resolver) {
    String rules = """
        role Wolf faction=mafia
        ability Wolf.attack X = kill(X) + result(X, kill-outcome)
        """;
    String players = """
        player Wes mafia Wolf
        player Ann town  Vanilla
        player Doc town  Doctor
        player Rob town  Roleblocker
        """;
    assertEquals(List.of("success"), outcome(resolver, rules + players + "Wes attack Ann\n"));
    assertEquals(List.of("failure"),
        outcome(resolver, rules + players + "Wes attack Ann\nDoc protect Ann\n"));
    assertEquals(List.of("no result"),
        outcome(resolver, rules + players + "Wes attack Ann\nRob block Wes\n"));
  }

  /**
   * Two changes of one action about two players (remember, link) are two changes, applied in
   * turn as written: RAR gave them one claim ("remember a player") and applied the first only.
   */
  @ParameterizedTest
  @MethodSource("everyScheme")
  void anActionsTwoChangesAboutTwoPlayersAreTwoChanges(NightResolver resolver) {
    String text = """
        role Keeper
        ability Keeper.keep X = remember(self, X, target) + remember(self, self, target)
        role Matcher
        ability Matcher.match X Y = link(self, X, lovers) + link(self, Y, lovers)
        player Kim town Keeper
        player Mat town Matcher
        player Ann town Vanilla
        player Bob town Vanilla
        Kim keep Ann
        Mat match Ann Bob
        """;
    GameScript script = NightParser.standard().parseGame("t.night", text.getBytes());
    assertTrue(script.ok(), script.diagnostics().toString());
    GamePlay play = script.play(resolver);
    assertTrue(play.ok(), play.diagnostics().toString());
    org.nightres.core.model.GameState next = play.last().nextState();
    assertEquals("Kim", next.players().get(0).attributes().get("target"),
        "the later remember wins, under " + resolver.scheme());
    assertEquals(List.of(new org.nightres.core.model.Link("lovers", "Ann"),
        new org.nightres.core.model.Link("lovers", "Bob")), next.state(1).links(),
        "both links, under " + resolver.scheme());
  }

  /**
   * An action's two alike components are two effects, however many routes land each: two
   * increments add two, two fruits are two (RAR gave them one claim: v=1 and one fruit).
   */
  @ParameterizedTest
  @MethodSource("everyScheme")
  void anActionsTwoAlikeComponentsAreTwoEffects(NightResolver resolver) {
    String text = """
        role Giver
        ability Giver.give X = attr(X, v+=1) + attr(X, v+=1) + fruit(X) + fruit(X)
        player Gil town Giver
        player Ann town Vanilla
        Gil give Ann
        """;
    GameScript script = NightParser.standard().parseGame("t.night", text.getBytes());
    assertTrue(script.ok(), script.diagnostics().toString());
    GamePlay play = script.play(resolver);
    assertTrue(play.ok(), play.diagnostics().toString());
    Outcome o = play.last();
    assertEquals("2", o.nextState().players().get(1).attributes().get("v"),
        "under " + resolver.scheme());
    assertEquals(List.of("received fruit", "received fruit"),
        o.feedback().stream().map(f -> f.result()).toList(), "under " + resolver.scheme());
  }

  private static List<String> outcome(NightResolver resolver, String text) {
    GameScript script = NightParser.standard().parseGame("t.night", text.getBytes());
    assertTrue(script.ok(), script.diagnostics().toString());
    GamePlay play = script.play(resolver);
    assertTrue(play.ok(), play.diagnostics().toString());
    return play.last().feedback().stream().map(f -> f.result()).toList();
  }

  /** Findings of the roles-language audit, each a regression test, under every scheme. */
  @ParameterizedTest
  @MethodSource("everyScheme")
  void auditFindings(NightResolver resolver) {
    String rules = """
        role Ghost
        ability Ghost.haunt X = kill(X) {visitless}
        role Gunner
        ability Gunner.shoot X = kill(X) [per-night 2]
        """;
    assertEquals(List.of("Ann"), deaths(resolver, rules + """
        player Gho town Ghost
        player Red town Redirector
        player Ann town Vanilla
        player Bob town Vanilla
        Red redirect Gho to Bob
        Gho haunt Ann
        """), "a visitless ability is not redirected (seed-vocabulary.md section 0.1)");
    assertEquals(List.of("Ann", "Bob"), deaths(resolver, rules + """
        player Gus town Gunner
        player Ann town Vanilla
        player Bob town Vanilla
        Gus shoot Ann
        Gus shoot Bob
        """), "per-night 2: two lines, whatever option uses-per-ability says");
    assertEquals(List.of("Ann"), deaths(resolver, """
        player Goo mafia Goon
        player Ann town Vanilla
        Goo factionkill Ann
        """), "factionkill is mafiakill (games.md section 7)");
  }

  private static List<String> deaths(NightResolver resolver, String text) {
    GameScript script = NightParser.standard().parseGame("t.night", text.getBytes());
    assertTrue(script.ok(), script.diagnostics().toString());
    GamePlay play = script.play(resolver);
    assertTrue(play.ok(), play.diagnostics().toString());
    return play.last().deaths();
  }
}
