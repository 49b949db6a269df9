package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.NightResolver;
import org.nightres.core.format.GamePlay;
import org.nightres.core.testing.NightText;
import org.nightres.core.model.GameState;
import org.nightres.core.model.HeldStatus;
import org.nightres.core.outcome.Announcement;
import org.nightres.core.outcome.Outcome;

/**
 * Death, killed and defense triggers, reactions of protections and protections with limited
 * uses mean the same under rar, snarf and nar ({@code seed-vocabulary.md} sections 4.2 to 4.4;
 * the 1923 Armed Robber, Bodyguard and Butler of section 6).
 */
class TriggersAndDefensesTest {

  static List<NightResolver> schemes() {
    return GameFilesTest.schemes();
  }

  private static final String RULES = """
      status Injured = block(self) announce=holder
      status Marked
      role ArmedRobber
      trigger ArmedRobber killed = kill(attacker, tag=revenge, class=true) {unblockable, survives-death}
      role Martyr
      trigger Martyr death = announce(self, martyred) + status(attacker, Marked)
      role Bodyguard1923
      ability Bodyguard1923.protect X = protect(X, from=tag:factionkill|tag:drunkard, react=status(attacker, Injured, until=N+1)) [order 60, uses-self 1]
      passive Bodyguard1923 = protect(self, from=tag:factionkill, rank=passive, uses=1, consume=need, react=status(attacker, Injured, until=N+1))
      role Butler
      passive Butler = protect(self, from=tag:factionkill, uses=2, consume=attempt)
      role Cursed
      passive Cursed = protect(self, rank=partial, uses=1, consume=per-night)
      trigger Cursed defense(partial) = status(self, Marked) + notify(attacker, "the curse held")
      role Marker
      ability Marker.mark X = visit(X)
      ability Marker.shoot X = kill(X, tag=hunt)
      trigger Marker action = status(target, Marked)
      trigger Marker action(hunt) = notify(self, "you fired")
      role Guardian
      ability Guardian.watch X = deflect(X, to=self)
      trigger Guardian redirect = notify(visitor, "turned away") + status(self, Marked)
      role Keeper
      ability Keeper.keep X = protect(X, react=kill(attacker) + notify(attacker, "struck back"))
      modifier Spiky
      passive Spiky = protect(self, react=kill(attacker))
      role Warden
      passive Warden = protect(self, rank=passive)
      trigger Warden defense(passive) = kill(attacker, class=true)
      role Hunter
      ability Hunter.track X = visit(X)
      trigger Hunter action = kill(target)
      role Mirror
      ability Mirror.turn X = deflect(X, to=self)
      trigger Mirror redirect = kill(visitor)
      role Sleeper
      ability Sleeper.sleep X = absent(self, at=X, from=attack)
      trigger Sleeper defense(absence) = notify(self, "you slept elsewhere") + kill(attacker)
      role Mourner
      trigger Mourner death(all) = kill(self, class=true)
      """;

  static List<NightResolver> everyScheme() {
    return RolesExamplesTest.everyScheme();
  }

  private static GamePlay play(NightResolver resolver, String text) {
    return NightText.play(resolver, RULES + text);
  }

  private static Outcome night(NightResolver resolver, String text) {
    return play(resolver, text).last();
  }

  private static List<String> statuses(GameState s, int player) {
    return s.state(player).statuses().stream().map(HeldStatus::name).toList();
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void anArmedRobberKillsHisKiller(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Rob town  ArmedRobber
        player Gus mafia Goon
        player Ann town  Vanilla
        Gus mafiakill Rob
        """);
    assertEquals(List.of("Rob", "Gus"), o.deaths());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void noRevengeWhenTheKillFails(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Rob town  ArmedRobber
        player Gus mafia Goon
        player Doc town  Doctor
        Gus mafiakill Rob
        Doc protect Rob
        """);
    assertEquals(List.of(), o.deaths());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void twoRobbersAvengeOnceEach(NightResolver resolver) {
    // Rob shoots Ray, Ray's revenge kills Rob, Rob's revenge kills Ray again; Ray's trigger is in
    // that kill's reason already, so it does not fire a second time
    Outcome o = night(resolver, """
        player Rob town ArmedRobber+Vigilante
        player Ray town ArmedRobber
        player Ann town Vanilla
        Rob kill Ray
        """);
    assertEquals(List.of("Rob", "Ray"), o.deaths());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aDeathTriggerRespondsWithEffects(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Mia town Martyr
        player Vig town Vigilante
        Vig kill Mia
        """);
    assertEquals(List.of("Mia"), o.deaths());
    assertEquals(List.of(new Announcement("martyred", "Mia"), new Announcement("death", "Mia")),
        o.announcements());
    assertEquals(List.of("Marked"), statuses(o.nextState(), 1));
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theBodyguardsProtectionInjuresTheAttackerEvenWhenADoctorAlsoProtects(
      NightResolver resolver) {
    Outcome o = night(resolver, """
        player Bo  town  Bodyguard1923
        player Doc town  Doctor
        player Ann town  Vanilla
        player Gus mafia Goon
        Bo  protect Ann
        Doc protect Ann
        Gus mafiakill Ann
        """);
    assertEquals(List.of(), o.deaths());
    assertEquals(List.of("Injured"), statuses(o.nextState(), 3));
    assertEquals(List.of(), statuses(o.nextState(), 2), "Ann's protectors are not touched");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aBlockedBodyguardInjuresNobody(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Bo  town  Bodyguard1923
        player Rb  town  Roleblocker
        player Ann town  Vanilla
        player Gus mafia Goon
        Bo  protect Ann
        Rb  block Bo
        Gus mafiakill Ann
        """);
    assertEquals(List.of("Ann"), o.deaths());
    assertEquals(List.of(), statuses(o.nextState(), 3));
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theAutomaticGuardIsSpentOnlyWhenItIsTheDefenseUsed(NightResolver resolver) {
    Outcome alone = night(resolver, """
        player Bo  town  Bodyguard1923
        player Gus mafia Goon
        player Ann town  Vanilla
        Gus mafiakill Bo
        """);
    assertEquals(List.of(), alone.deaths());
    assertEquals(Map.of("Bodyguard1923.passive", 0), alone.nextState().state(0).uses());
    assertEquals(List.of("Injured"), statuses(alone.nextState(), 1));
    Outcome doctored = night(resolver, """
        player Bo  town  Bodyguard1923
        player Gus mafia Goon
        player Doc town  Doctor
        Gus mafiakill Bo
        Doc protect Bo
        """);
    assertEquals(List.of(), doctored.deaths());
    assertEquals(Map.of(), doctored.nextState().state(0).uses(),
        "the Doctor's protection (active) is used before the passive one");
    assertEquals(List.of("Injured"), statuses(doctored.nextState(), 1),
        "the passive guard still stops the attack alongside, and reacts");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theButlersGuardCountsAttemptsAcrossNights(NightResolver resolver) {
    GamePlay play = play(resolver, """
        player Bob town  Butler
        player Doc town  Doctor
        player Gus mafia Goon
        player Ann town  Vanilla
        night 1
        Gus mafiakill Bob
        Doc protect Bob
        night 2
        Gus mafiakill Bob
        night 3
        Gus mafiakill Bob
        """);
    List<Outcome> nights = play.outcomes();
    assertEquals(List.of(), nights.get(0).deaths());
    assertEquals(Map.of("Butler.passive", 1), nights.get(0).nextState().state(0).uses(),
        "an attempt spends a use whatever else stopped it");
    assertEquals(List.of(), nights.get(1).deaths());
    assertEquals(Map.of("Butler.passive", 0), nights.get(1).nextState().state(0).uses());
    assertEquals(List.of("Bob"), nights.get(2).deaths(), "no uses left: the guard is gone");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void anActionTriggerMarksWhereTheActionLanded(NightResolver resolver) {
    Outcome plain = night(resolver, """
        player Mo  town Marker
        player Ann town Vanilla
        player Bob town Vanilla
        Mo mark Ann
        """);
    assertEquals(List.of("Marked"), statuses(plain.nextState(), 1));
    assertEquals(List.of(), plain.notices(), "mark has no hunt tag");
    Outcome moved = night(resolver, """
        player Mo  town Marker
        player Ann town Vanilla
        player Bob town Vanilla
        player Bd  town BusDriver
        Mo mark Ann
        Bd swap Ann Bob
        """);
    assertEquals(List.of(), statuses(moved.nextState(), 1));
    assertEquals(List.of("Marked"), statuses(moved.nextState(), 2), "it landed on Bob");
    Outcome blocked = night(resolver, """
        player Mo  town Marker
        player Ann town Vanilla
        player Rb  town Roleblocker
        Mo mark Ann
        Rb block Mo
        """);
    assertEquals(List.of(), statuses(blocked.nextState(), 1), "a blocked action did not happen");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aRedirectTriggerFiresOnWhatTheDeflectMoved(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Gu  town Guardian
        player Ann town Vanilla
        player Cy  town Cop
        Gu watch Ann
        Cy investigate Ann
        """);
    assertEquals("[Cy: turned away]", o.notices().stream()
        .map(n -> n.player() + ": " + n.message()).toList().toString());
    assertEquals(List.of("Marked"), statuses(o.nextState(), 0));
    Outcome blocked = night(resolver, """
        player Gu  town Guardian
        player Ann town Vanilla
        player Cy  town Cop
        player Rb  town Roleblocker
        Gu watch Ann
        Cy investigate Ann
        Rb block Cy
        """);
    assertEquals(List.of(), blocked.notices(), "the Cop's action did not happen");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void anActionTriggerFiltersByTag(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Mo  town Marker
        player Ann town Vanilla
        player Doc town Doctor
        Mo shoot Ann
        Doc protect Ann
        """);
    assertEquals(List.of(), o.deaths());
    assertEquals(List.of("you fired"), o.notices().stream().map(n -> n.message()).toList());
    assertEquals(List.of("Marked"), statuses(o.nextState(), 1), "every action marks");
    Outcome killed = night(resolver, """
        player Mo  town Marker
        player Ann town Vanilla
        Mo shoot Ann
        """);
    assertEquals(List.of("Ann"), killed.deaths());
    assertEquals(List.of(), statuses(killed.nextState(), 1), "the dead hold no statuses");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aDefenseTriggerFiresForItsRankWhenItsDefenseIsUsed(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Cy  town  Cursed
        player Vig town  Vigilante
        Vig kill Cy
        """);
    assertEquals(List.of(), o.deaths());
    assertEquals(List.of("Marked"), statuses(o.nextState(), 0));
    assertEquals(Map.of("Cursed.passive", 0), o.nextState().state(0).uses());
    assertEquals(List.of("the curse held"), o.notices().stream().map(n -> n.message()).toList());
    Outcome doctored = night(resolver, """
        player Cy  town  Cursed
        player Vig town  Vigilante
        player Doc town  Doctor
        Vig kill Cy
        Doc protect Cy
        """);
    assertEquals(List.of(), statuses(doctored.nextState(), 0),
        "the Doctor's active protection comes first on the ladder: the partial one is not used");
    assertEquals(Map.of(), doctored.nextState().state(0).uses());
  }

  /**
   * A status's own effects keep their tags ({@code status Cursed = kill(self, tag=curse)}): a
   * protection from that tag stops the kill wherever a protection stops it. Under RAR and NAR,
   * where a protection covers the night's kills, the ward saves the holder, as a protection
   * without tags does; before, the tag was lost and only the latter saved him.
   */
  @ParameterizedTest
  @MethodSource("everyScheme")
  void aStatusEffectsTagsAreKept(NightResolver resolver) {
    String night = """
        status Withered = kill(self, tag=curse) "dies of the curse"
        role Warder
        ability Warder.ward X = protect(X, from=tag:curse)
        player Ann town Vanilla
        player Cy town Warder
        state Ann status Withered
        Cy ward Ann
        """;
    Outcome tagged = night(resolver, night);
    Outcome plain = night(resolver, night.replace("protect(X, from=tag:curse)", "protect(X)"));
    assertEquals(plain.deaths(), tagged.deaths(), "the tag covers the curse as no tag does");
    if (resolver.scheme() == org.nightres.core.Scheme.RAR
        || resolver.scheme() == org.nightres.core.Scheme.NAR) {
      assertEquals(List.of(), tagged.deaths());
    }
    assertEquals(List.of("Ann"), night(resolver, night.replace("tag:curse", "tag:hex"))
        .deaths(), "a protection from another tag does not");
  }

  @ParameterizedTest
  @MethodSource("everyScheme")
  void aProtectionsReactionKillsTheAttackerItStopped(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Kim town Keeper
        player Ann town Vanilla
        player Vic town Vigilante
        player Gus mafia Goon
        Kim keep Ann
        Vic kill Ann
        """);
    assertEquals(List.of("Vic"), o.deaths(), "Ann is saved; her keeper strikes Vic");
    assertEquals(List.of("struck back"), o.notices().stream().map(n -> n.message()).toList());
    Outcome blocked = night(resolver, """
        player Kim town Keeper
        player Ann town Vanilla
        player Vic town Vigilante
        player Rob town Roleblocker
        Kim keep Ann
        Vic kill Ann
        Rob block Kim
        """);
    assertEquals(List.of("Ann"), blocked.deaths(), "a blocked keeper saves nobody, strikes nobody");
    Outcome doctored = night(resolver, """
        player Kim town Keeper
        player Ann town Vanilla
        player Vic town Vigilante
        player Doc town Doctor
        Kim keep Ann
        Vic kill Ann
        Doc protect Vic
        """);
    assertEquals(List.of(), doctored.deaths(), "the reaction is a kill like any other");
  }

  @ParameterizedTest
  @MethodSource("everyScheme")
  void aDefenseTriggerKillsTheAttackerWhenItsDefenseIsUsed(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Wes town Warden
        player Vic town Vigilante Bulletproof
        Vic kill Wes
        """);
    assertEquals(List.of("Vic"), o.deaths(), "a true kill passes Vic's vest");
    Outcome doctored = night(resolver, """
        player Wes town Warden
        player Vic town Vigilante
        player Doc town Doctor
        Vic kill Wes
        Doc protect Wes
        """);
    assertEquals(List.of(), doctored.deaths(),
        "the Doctor's active protection is used first: the passive one, and its trigger, not");
  }

  /**
   * Two spiked players: Sam's shot is stopped by Tod's spikes, which strike Sam; Sam's spikes stop
   * that and strike Tod. RAR reads Rule #4 literally: Tod's spikes are in the chain of that
   * second strike, so they cannot stop it, and Tod dies. The order-based schemes apply the
   * strikes in turn: Tod's spikes stop the second strike (and do not strike again).
   */
  @ParameterizedTest
  @MethodSource("everyScheme")
  void spikesAgainstSpikes(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Sam town Vigilante Spiky
        player Tod town Vanilla Spiky
        Sam kill Tod
        """);
    assertEquals(resolver.scheme() == org.nightres.core.Scheme.RAR ? List.of("Tod") : List.of(),
        o.deaths());
  }

  @ParameterizedTest
  @MethodSource("everyScheme")
  void actionAndRedirectTriggersMayKill(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Hal town Hunter
        player Ann town Vanilla
        player Doc town Doctor
        Hal track Ann
        """);
    assertEquals(List.of("Ann"), o.deaths(), "where Hal's action lands, his trigger kills");
    Outcome saved = night(resolver, """
        player Hal town Hunter
        player Ann town Vanilla
        player Doc town Doctor
        Hal track Ann
        Doc protect Ann
        """);
    assertEquals(List.of(), saved.deaths(), "the trigger's kill meets the Doctor");
    Outcome mirrored = night(resolver, """
        player Mo  town Mirror
        player Ann town Vanilla
        player Cop town Cop
        Mo turn Ann
        Cop investigate Ann
        """);
    assertEquals(List.of("Cop"), mirrored.deaths(),
        "the Cop's visit to Ann goes to Mo, whose trigger kills its actor");
  }

  @ParameterizedTest
  @MethodSource("everyScheme")
  void anAbsenceUsedOnAKillSetsOffTheDefenseAbsenceTriggers(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Sal town Sleeper
        player Vic town Vigilante
        player Ann town Vanilla
        Sal sleep Ann
        Vic kill Sal
        """);
    assertEquals(List.of("Vic"), o.deaths(), "Sal was at Ann's: the shot misses, and Sal strikes");
    assertEquals(List.of("you slept elsewhere"),
        o.notices().stream().map(n -> n.message()).toList());
    Outcome home = night(resolver, """
        player Sal town Sleeper
        player Vic town Vigilante
        player Ann town Vanilla
        Vic kill Sal
        """);
    assertEquals(List.of("Sal"), home.deaths(), "at home, no absence is used");
    assertEquals(List.of(), home.notices());
    Outcome strong = night(resolver, """
        player Sal town Sleeper
        player Vic town Vigilante
        player Ann town Vanilla
        player Rob town Roleblocker
        Rob block Sal
        Sal sleep Ann
        Vic kill Sal
        """);
    assertEquals(resolver.scheme() == org.nightres.core.Scheme.SNARF ? List.of("Vic")
        : List.of("Sal"), strong.deaths(), "a blocked sleeper stays at home; SNARF applies a "
        + "block and an absence of one order together, so there she is away");
  }

  @ParameterizedTest
  @MethodSource("everyScheme")
  void aDeathAllTriggerMayKill(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Mo  town Mourner
        player Vic town Vigilante
        player Ann town Vanilla
        player Doc town Doctor
        Vic kill Ann
        Doc protect Mo
        """);
    assertEquals(List.of("Mo", "Ann"), o.deaths(), "Ann's death takes the Mourner along");
    Outcome none = night(resolver, """
        player Mo  town Mourner
        player Vic town Vigilante
        player Ann town Vanilla
        player Doc town Doctor
        Vic kill Ann
        Doc protect Ann
        """);
    assertEquals(List.of(), none.deaths());
  }

  private static String attribute(Outcome o, String player, String key) {
    return o.nextState().players().stream().filter(p -> p.name().equals(player)).findFirst()
        .orElseThrow().attributes().get(key);
  }

  private static final String COUNTERS = """
      role Alert
      trigger Alert visited = attr(self, v+=1)
      role Counted
      trigger Counted killed = attr(self, k+=1)
      role Tally
      trigger Tally death(all) = attr(self, d+=1)
      role Looker
      ability Looker.look X = visit(X)
      ability Looker.peek X = visit(X)
      role Shot
      ability Shot.shoot X = kill(X)
      ability Shot.twice X = kill(X) + kill(X)
      role Avenger
      trigger Avenger killed = kill(attacker)
      role Bleeder
      ability Bleeder.twice X = kill(X) + kill(X)
      trigger Bleeder death = attr(attacker, blood+=1)
      role Shielded
      passive Shielded = protect(self)
      modifier Vest
      passive Vest = protect(self)
      trigger Vest defense = attr(self, d+=1)
      """;

  @ParameterizedTest
  @MethodSource("everyScheme")
  void aTriggerFiresOncePerVisitAndACounterCountsEach(NightResolver resolver) {
    // RAR gave the two visits one claim ("does Ann add 1 to v?"): one increment, where the
    // kernel's schemes fire the trigger per visit
    Outcome o = night(resolver, COUNTERS + """
        player Ann town Alert
        player Bob town Looker
        player Cal town Looker
        Bob look Ann
        Cal look Ann
        """);
    assertEquals("2", attribute(o, "Ann", "v"), "under " + resolver.scheme());
  }

  @ParameterizedTest
  @MethodSource("everyScheme")
  void aDefenseTriggerFiresOncePerKillHoweverManyOfTheHoldersProtectionsAreUsed(
      NightResolver resolver) {
    // "defense: each kill a protection made by the holder is used on" (roles-language.md): the
    // kernel fired it once per protection used (d=2 for Cal's two vests), RAR once per kill
    Outcome o = night(resolver, COUNTERS + """
        player Cal town Shielded Vest
        player Sho town Shot
        Sho shoot Cal
        """);
    assertEquals(List.of(), o.deaths());
    assertEquals("1", attribute(o, "Cal", "d"), "under " + resolver.scheme());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aTriggersShotAtEachKillIsAKillOfItsOwn(NightResolver resolver) {
    // Eve's two kills set off Bob's killed trigger twice: two shots at Eve, each of which sets
    // off her death trigger (at once: sequential's immediate deaths leave Bob dead after the
    // first); RAR gave the two shots one event (blood=1)
    Outcome o = night(resolver, COUNTERS + """
        player Eve town Bleeder
        player Bob town Avenger
        Eve twice Bob
        """);
    assertEquals(List.of("Eve", "Bob"), o.deaths());
    assertEquals("2", attribute(o, "Bob", "blood"), "under " + resolver.scheme());
  }

  @ParameterizedTest
  @MethodSource("everyScheme")
  void anActionsTwoKillsSetOffAKilledTriggerTwice(NightResolver resolver) {
    // "killed: each kill of the holder that happens" (roles-language.md): the kernel's schemes
    // count two kill components of one action as two kills; RAR's claims were by action (k=1)
    Outcome o = night(resolver, COUNTERS + """
        player Kim town Counted
        player Sho town Shot
        Sho twice Kim
        """);
    assertEquals(List.of("Kim"), o.deaths());
    assertEquals("2", attribute(o, "Kim", "k"), "under " + resolver.scheme());
  }

  @ParameterizedTest
  @MethodSource("everyScheme")
  void aVisitedTriggerFiresOncePerVisitorHoweverManyOfHisActionsVisit(NightResolver resolver) {
    // the kernel's schemes fire a visited trigger once per visitor (roles-language.md,
    // Triggers); RAR fired it per visiting action: Bob's two visits added 2 there, 1 elsewhere
    Outcome o = night(resolver, COUNTERS + """
        player Ann town Alert
        player Bob town Looker
        Bob look Ann
        Bob peek Ann
        """);
    assertEquals("1", attribute(o, "Ann", "v"), "under " + resolver.scheme());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void twoKillsSetOffAKilledTriggerTwiceAndADeathTriggerOncePerDeath(NightResolver resolver) {
    // at once (rar, snarf, nar): both kills kill Kim (revenge-targets all, the default), so her
    // own trigger fires for each; the Tally's fires once per dead player, Kim and Lee
    Outcome o = night(resolver, COUNTERS + """
        player Kim town Counted
        player Lee town Vanilla
        player Tal town Tally
        player Sho town Shot
        player Sue town Shot
        player Sid town Shot
        Sho shoot Kim
        Sue shoot Kim
        Sid shoot Lee
        """);
    assertEquals(List.of("Kim", "Lee"), o.deaths());
    assertEquals("2", attribute(o, "Kim", "k"), "under " + resolver.scheme());
    assertEquals("2", attribute(o, "Tal", "d"), "under " + resolver.scheme());
  }

  /**
   * A visited trigger's shot at each visitor is a kill of its own: Bo visits the Alert and guards
   * Ann, who visits it too; he dies of his own shot and of Ann's, which his guard takes, and his
   * death trigger fires for each (rar, snarf, nar: v=2). Under sequential's immediate deaths Bo is
   * dead before Ann's shot, which then kills her (v=1). RAR gave every shot of one visited trigger
   * one event, its holder's passive: v=1 ({@code docs/rar-algorithm.md} section 6 item 7).
   */
  @ParameterizedTest
  @MethodSource("everyScheme")
  void aVisitedTriggersShotsAtTwoVisitorsAreTwoKills(NightResolver resolver) {
    Outcome o = night(resolver, """
        role Alert
        trigger Alert visited = kill(visitor)
        role Guard
        ability Guard.go X Y = guard(X) + visit(Y)
        role Counted
        trigger Counted death = attr(self, v+=1)
        player Ann town Cop
        player Al  town Alert
        player Bo  town Guard+Counted
        Ann investigate Al
        Bo go Ann Al
        """);
    boolean sequential = resolver.scheme() == org.nightres.core.Scheme.SEQUENTIAL;
    assertEquals(sequential ? List.of("Ann", "Bo") : List.of("Bo"), o.deaths(),
        "under " + resolver.scheme());
    assertEquals(sequential ? "1" : "2", attribute(o, "Bo", "v"), "under " + resolver.scheme());
  }

  /**
   * Dee's own shot, swapped onto her, is stopped by her vest. The order-based schemes settle that
   * kill first: Dee lives, her revenge never fires, the vest is used once (d=1). RAR asks of each
   * claim on its own chain: "is the vest used on the revenge shot at Dee, its attacker?" holds
   * the vest in its chain, so the vest cannot counter Dee's death, the revenge's condition (Rule
   * #4), and the claim holds (d=2); Dee lives all the same ({@code docs/rar-algorithm.md} section 6
   * item 17). Spikes, in her vest's place, strike her under RAR alone.
   */
  @ParameterizedTest
  @MethodSource("everyScheme")
  void aVestUsedOnItsHoldersOwnRevengeShotCountsTwiceUnderRarOnly(NightResolver resolver) {
    Outcome o = night(resolver, COUNTERS + """
        player Dee town Vigilante+Avenger Vest
        player Sho town Vanilla
        player Bus town BusDriver
        Dee kill Sho
        Bus swap Sho Dee
        """);
    boolean rar = resolver.scheme() == org.nightres.core.Scheme.RAR;
    assertEquals(List.of(), o.deaths(), "under " + resolver.scheme());
    assertEquals(rar ? "2" : "1", attribute(o, "Dee", "d"), "under " + resolver.scheme());
    Outcome spiked = night(resolver, """
        player Dee town Vigilante Spiky
        player Sho town Vanilla
        player Bus town BusDriver
        Dee kill Sho
        Bus swap Sho Dee
        """);
    assertEquals(rar ? List.of("Dee") : List.of(), spiked.deaths(), "under " + resolver.scheme());
  }

  /**
   * An action's protection and kill of one target: SNARF and NAR set the protection at its order
   * [60], before the kill's [80], and sequential runs the action as one step in the order its
   * components are written, protection first: the target lives. Under RAR the kill's reason is
   * the action itself, whose protection therefore cannot counter it (Rule #4: "if one component
   * of an action appears in a dependency chain, others can't start counteracting or supporting
   * it"; {@code docs/rar-algorithm.md} section 6 item 17).
   */
  @ParameterizedTest
  @MethodSource("everyScheme")
  void anActionsProtectionStopsItsOwnKillExceptUnderRar(NightResolver resolver) {
    Outcome o = night(resolver, """
        role Healer
        ability Healer.both X = protect(X) + kill(X)
        player Hea town Healer
        player Ann town Vanilla
        Hea both Ann
        """);
    assertEquals(resolver.scheme() == org.nightres.core.Scheme.RAR ? List.of("Ann") : List.of(),
        o.deaths(), "under " + resolver.scheme());
  }

  @ParameterizedTest
  @MethodSource("everyScheme")
  void aTriggersQuestionIsAnsweredForEachVisit(NightResolver resolver) {
    // RAR asked one question for both visits and answered it about the first visitor only
    Outcome o = night(resolver, COUNTERS + """
        role Asker
        trigger Asker visited = result(visitor, role)
        role Poker
        ability Poker.poke X = visit(X)
        player Ann town Asker
        player Bob town Looker
        player Cal town Poker
        Bob look Ann
        Cal poke Ann
        """);
    assertEquals(List.of("Bob: Looker", "Cal: Poker"), o.feedback().stream()
        .map(f -> f.target() + ": " + f.result()).toList(), "under " + resolver.scheme());
  }
}
