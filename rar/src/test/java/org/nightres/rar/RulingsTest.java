package org.nightres.rar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nightres.core.Scheme;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Component;
import org.nightres.core.component.Ref;
import org.nightres.core.component.Role;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.format.NightParser;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.Notice;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.format.RuleSets;

/**
 * The rulings of {@code docs/architecture.md} and the decisions of
 * {@code docs/rar-algorithm.md} §6, one small night each.
 */
class RulingsTest {
  private static final RarResolver RAR = new RarResolver();

  private static Outcome resolve(String... lines) {
    return RAR.resolve(TestNights.of(lines));
  }

  @Test
  void schemeAndBudget() {
    assertEquals(Scheme.RAR, RAR.scheme());
    assertEquals(RarResolver.DEFAULT_BUDGET, RAR.budget());
    assertEquals(42, RarResolver.withBudget(42).budget());
  }

  /**
   * An action a status held at the start of the night nullifies makes no claim (it is not
   * planned): the explanation still says why it does not happen, first, as the step logs of the
   * other schemes do.
   */
  @Test
  void anActionAStatusNullifiesIsExplained() {
    Outcome o = resolve("player A town Cop", "player V town Vigilante", "player X mafia Goon",
        "state A status Suspended", "A investigate X", "V kill X");
    assertEquals("A investigate X: does not happen: A is Suspended\nDoes X die? yes\n"
        + "  Reason for yes: V kill X\n", TreeText.of(o.explanation()));
  }

  @Test
  void doctorStopsOneCountsKillsAgainstProtections() {
    String[] base = {"option doctor-stops one", "option factional-kills 2", "player V town Vigilante",
        "player M mafia Goon", "player S mafia Goon", "player D town Doctor",
        "player E town Doctor", "player X town Vanilla"};
    assertEquals(List.of("X"), night(base, "V kill X", "M mafiakill X", "D protect X").deaths());
    assertEquals(List.of(),
        night(base, "V kill X", "M mafiakill X", "D protect X", "E protect X").deaths());
    assertEquals(List.of("X"), night(base, "V kill X", "M mafiakill X", "S mafiakill X",
        "D protect X", "E protect X").deaths());
    assertEquals(List.of(), night(base, "V kill X", "D protect X").deaths());
    Outcome o = night(base, "V kill X", "M mafiakill X", "D protect X");
    assertTrue(TreeText.question(o, "Does X die?")
        .contains("Reason for yes: the protection is used up on M mafiakill X\n"),
        TreeText.question(o, "Does X die?"));
  }

  // ---- doctor-stops one: a protection is used up per kill, compared by the kill's own action --

  /** The kills and Doctors of the doctor-stops one nights below. */
  private static final String[] ONE = {"option doctor-stops one", "option factional-kills 2",
      "player V town Vigilante", "player M mafia Goon", "player S mafia Goon",
      "player BD town BusDriver", "player D town Doctor", "player E town Doctor",
      "player A town Vanilla", "player X town Vanilla"};

  @Test
  void twoKillsBroughtByOneBusDriverUseUpTwoProtections() {
    // regression: the swap is in both kills' reasons, so Rule #4 used to let one protection
    // cancel both
    Outcome o = night(ONE, "V kill A", "M mafiakill A", "BD swap A X", "D protect X");
    assertEquals(List.of("X"), o.deaths());
    String tree = TreeText.question(o, "Does X die?");
    assertTrue(tree.contains("Reason for yes: the protection is used up on M mafiakill A, moved"
        + " onto X by BD swap A X\n"), tree);
    // two different kills, two Doctors: X lives; three kills, two Doctors: X dies
    assertEquals(List.of(), night(ONE, "V kill A", "M mafiakill A", "BD swap A X",
        "D protect X", "E protect X").deaths());
    assertEquals(List.of("X"), night(ONE, "V kill A", "M mafiakill A", "S mafiakill A",
        "BD swap A X", "D protect X", "E protect X").deaths());
    // doctor-stops all: one protection stops both
    String[] all = ONE.clone();
    all[0] = "option doctor-stops all";
    assertEquals(List.of(), night(all, "V kill A", "M mafiakill A", "BD swap A X",
        "D protect X").deaths());
  }

  @Test
  void twoKillsRedirectedByOneRedirectorUseUpTwoProtections() {
    String[] base = {"option doctor-stops one", "option factional-kills 2",
        "player V mafia Vigilante", "player Rd town Redirector", "player D town Doctor",
        "player E town Doctor", "player A town Vanilla", "player X town Vanilla",
        "V kill A", "V mafiakill A", "Rd redirect V to X"};
    assertEquals(List.of("X"), night(base, "D protect X").deaths());
    assertEquals(List.of(), night(base, "D protect X", "E protect X").deaths());
  }

  @Test
  void oneKillAlongTwoRoutesUsesUpOneProtection() {
    // V's kill has two routes onto X, through BD and through B2 (whose swap R blocks): one kill,
    // so it uses up one protection however many of its routes reach X
    String[] base = {"option doctor-stops one", "player V town Vigilante",
        "player BD town BusDriver", "player B2 town BusDriver", "player R town Roleblocker",
        "player D town Doctor", "player A town Vanilla", "player X town Vanilla",
        "V kill A", "BD swap A X", "B2 swap A X", "R block B2"};
    assertEquals(List.of("X"), night(base).deaths());
    assertEquals(List.of(), night(base, "D protect X").deaths());
  }

  @Test
  void aKillAndTheGuardDeathDerivedFromItUseUpOneProtection() {
    // V's kill reaches G twice: redirected onto G, and as "the guard dies instead" on X; both
    // are V's kill, so D's one protection saves G (whereas two kills on G would not be saved)
    String[] base = {"option doctor-stops one", "player V town Vigilante",
        "player M mafia Goon", "player Rd town Redirector", "player G town Bodyguard",
        "player D town Doctor", "player X town Vanilla", "V kill X", "G guard X",
        "D protect G"};
    Outcome o = night(base, "Rd redirect V to G");
    assertEquals(List.of(), o.deaths());
    assertTrue(TreeText.question(o, "Does G die?").contains("(ignored: the protection is used"
        + " up on V kill X, and G guard X (the guard dies instead), since V kill X is already in"
        + " this chain)"), TreeText.question(o, "Does G die?"));
    // unchanged: one kill through the guard, one protection; a second kill on G is one too many
    assertEquals(List.of(), night(base).deaths());
    assertEquals(List.of("G"), night(base, "M mafiakill G").deaths());
  }

  @Test
  void twoKillsDerivedThroughOneGuardOrOneHideUseUpTwoProtections() {
    String[] base = {"option doctor-stops one", "option factional-kills 2",
        "player V town Vigilante", "player M mafia Goon", "player G town Bodyguard",
        "player H town Hider", "player D town Doctor", "player E town Doctor",
        "player X town Vanilla", "V kill X", "M mafiakill X"};
    // both kills go through G's guard: G dies unless two Doctors protect G
    assertEquals(List.of("G"), night(base, "G guard X", "D protect G").deaths());
    assertEquals(List.of(), night(base, "G guard X", "D protect G", "E protect G").deaths());
    // both kills land on the player H hides behind: H dies too unless two Doctors protect H
    assertEquals(List.of("H", "X"), night(base, "H hide X", "D protect H").deaths());
    assertEquals(List.of("X"), night(base, "H hide X", "D protect H", "E protect H").deaths());
  }

  @Test
  void oneParanoidGunOwnerShootingOneVisitorTwiceUsesUpOneProtection() {
    assertEquals(List.of(), resolve("option doctor-stops one",
        "option uses-per-ability unlimited", "player V town Visitor",
        "player P town Vanilla PGO", "player D town Doctor", "V visit P", "V visit P",
        "D protect V").deaths());
  }

  @Test
  void aJailStopsEveryKillEvenUnderDoctorStopsOne() {
    assertEquals(List.of(), resolve("option doctor-stops one", "player V town Vigilante",
        "player M mafia Goon", "player J town Jailkeeper", "player X town Vanilla", "V kill X",
        "M mafiakill X", "J jail X").deaths());
  }

  @Test
  void bulletproofStopsEveryNormalKillEvenUnderDoctorStopsOne() {
    assertEquals(List.of(), resolve("option doctor-stops one", "player V town Vigilante",
        "player M mafia Goon", "player X town Vanilla Bulletproof", "V kill X",
        "M mafiakill X").deaths());
  }

  @Test
  void spentVestAndStrongKills() {
    assertEquals(List.of("X"), resolve("player V town Vigilante",
        "player X town Vanilla Bulletproof(0)", "V kill X").deaths());
    assertEquals(List.of("X"), resolve("player S mafia Strongman",
        "player X town Vanilla Bulletproof", "S strongkill X").deaths());
    assertEquals(List.of("X"), resolve("player S mafia Vigilante Strongman",
        "player D town Doctor", "player X town Vanilla", "S kill X", "D protect X").deaths());
  }

  @Test
  void machoIgnoresOthersProtectionButKeepsItsVest() {
    assertEquals(List.of("X"), resolve("player V town Vigilante", "player D town Doctor",
        "player X town Vanilla Macho", "V kill X", "D protect X").deaths());
  }

  @Test
  void asceticStopsNonKillsOnlyAndKeepsItsOwnPassives() {
    Outcome o = resolve("player C town Cop", "player V town Vigilante",
        "player X mafia Goon Ascetic", "C investigate X", "V kill X");
    assertEquals(List.of("X"), o.deaths());
    assertEquals(Map.of("C", "no result"), TestNights.results(o));
    // an Ascetic player's own vest is not "aimed at" it: it still works
    assertEquals(List.of(), resolve("player V town Vigilante",
        "player X town Vanilla Ascetic Bulletproof", "V kill X").deaths());
  }

  @Test
  void aRedirectOntoTheActorTurnsTheKillOnTheKiller() {
    assertEquals(List.of("V"), resolve("player V town Vigilante", "player Rd town Redirector",
        "player A town Vanilla", "V kill A", "Rd redirect V to V").deaths());
  }

  @Test
  void guardDiesInsteadUnlessProtected() {
    assertEquals(List.of("G"), resolve("player V town Vigilante", "player G town Bodyguard",
        "player X town Vanilla", "V kill X", "G guard X").deaths());
    assertEquals(List.of(), resolve("player V town Vigilante", "player G town Bodyguard",
        "player D town Doctor", "player X town Vanilla", "V kill X", "G guard X",
        "D protect G").deaths());
    // a guard is a protection: a Strongman's kill passes it (only untargetability stops it)
    assertEquals(List.of("X"), resolve("player S mafia Strongman", "player G town Bodyguard",
        "player X town Vanilla", "S strongkill X", "G guard X").deaths());
    // two Bodyguards on one target both die
    assertEquals(List.of("G", "H"), resolve("player V town Vigilante",
        "player G town Bodyguard", "player H town Bodyguard", "player X town Vanilla",
        "V kill X", "G guard X", "H guard X").deaths());
  }

  // ---- a death passed on by a guard or a hide is not passed on again (schemes.md §2.9) --------

  @Test
  void aHiderBehindHisOwnBodyguardNoLongerDiesThroughTheGuard() {
    // regression: the kill on H passed to B through B's guard and back to H through H's hide;
    // the hide was then in the chain, so H's untargetability was ignored and H died
    Outcome o = resolve("player H town Hider", "player B town Bodyguard", "player M mafia Goon",
        "H hide B", "B guard H", "M mafiakill H");
    assertEquals(List.of(), o.deaths());
    String tree = TreeText.question(o, "Does H die?");
    assertTrue(tree.contains("Reason for yes: M mafiakill H\n"), tree);
    assertFalse(tree.contains("the absent player dies too"), tree);
  }

  @Test
  void aDeathPassedOnToAGuardedBodyguardIsStoppedNotPassedOnAgain() {
    // regression: B2 died for B1, who died for A; now B2's guard stops B1's passed-on death
    assertEquals(List.of(), resolve("player A town Vanilla", "player B1 town Bodyguard",
        "player B2 town Bodyguard", "player M mafia Goon", "B1 guard A", "B2 guard B1",
        "M mafiakill A").deaths());
  }

  @Test
  void aDeathPassedOnToABodyguardNoLongerKillsTheHiderBehindHim() {
    // regression: the guard's death passed on again to H, who hides behind B
    assertEquals(List.of("B"), resolve("player A town Vanilla", "player B town Bodyguard",
        "player H town Hider", "player M mafia Goon", "H hide B", "B guard A",
        "M mafiakill A").deaths());
  }

  @Test
  void aPassedOnDeathMeetsTheNewVictimsDefences() {
    String[] base = {"player A town Vanilla", "player B town Bodyguard", "player S town Rolestopper",
        "player D town Doctor", "player M mafia Goon", "B guard A", "M mafiakill A"};
    assertEquals(List.of("B"), night(base).deaths());
    assertEquals(List.of(), night(base, "S stop B").deaths()); // untargetability
    assertEquals(List.of(), night(base, "D protect B").deaths()); // protection
    assertEquals(List.of(), resolve("player A town Vanilla", "player B town Bodyguard Bulletproof",
        "player M mafia Goon", "B guard A", "M mafiakill A").deaths()); // vest
    // a Hider's own hide does not stop the death it passes on; another player's stop does
    String[] hider = {"player Y town Vanilla", "player H town Hider",
        "player S town Rolestopper", "player M mafia Goon", "H hide Y", "M mafiakill Y"};
    assertEquals(List.of("Y", "H"), night(hider).deaths());
    assertEquals(List.of("Y"), night(hider, "S stop H").deaths());
  }

  @Test
  void pgoShootsNinjasButTrackersDoNotSeeThem() {
    Outcome o = resolve("player N mafia Visitor Ninja", "player P town Vanilla PGO",
        "player T town Tracker", "N visit P", "T track N");
    assertEquals(List.of("N"), o.deaths());
    assertEquals(Map.of("T", "nowhere"), TestNights.results(o));
  }

  @Test
  void watcherAndDetectiveAnswers() {
    Outcome o = resolve("player W town Watcher", "player D town Detective",
        "player R town Roleblocker", "player V town Vigilante", "player X town Vanilla",
        "W watch X", "D detect V", "R block V", "V kill X");
    assertEquals(Map.of("W", "no visitors", "D", "negative"), TestNights.results(o));
  }

  @Test
  void godfatherAndMillerAndSanity() {
    Outcome o = resolve("player C town Cop", "player I town Cop Insane", "player G mafia Goon Godfather",
        "player M town Vanilla Miller", "C investigate G", "I investigate M");
    assertEquals(Map.of("C", "innocent", "I", "innocent"), TestNights.results(o));
  }

  @Test
  void aNewRoleComposedOfExistingComponentsResolvesUnchanged() {
    // a "Warden": blocks and protects one player, leaves a notice, and visits; never seen before
    Role warden = Role.builder().name("Warden").addAbilities(Ability.builder().verb("ward")
        .addComponents(Component.Block.of(Ref.param(0)), Component.Protect.of(Ref.param(0)),
            new Component.Notify(Ref.param(0), "you were warded"),
            new Component.Visit(Ref.param(0)))
        .build()).build();
    RoleCatalogue catalogue = RuleSets.standard().withRole(warden);
    Outcome o = RAR.resolve(TestNights.of(catalogue, "player W town Warden",
        "player V town Vigilante", "player X town Vigilante", "player Y town Vanilla",
        "W ward X", "V kill X", "X kill Y"));
    assertEquals(List.of(), o.deaths());
    assertEquals(List.of(Notice.of("X", "you were warded")), o.notices());
    assertTrue(TreeText.question(o, "Does X die?").contains("W ward X (protection)"));
  }

  @Test
  void aBossStyleBlockSparesFactionKills() {
    Role boss = Role.builder().name("Boss").addAbilities(Ability.builder().verb("hold")
        .addComponents(new Component.Block(Ref.param(0), Set.of("factionkill")),
            new Component.Visit(Ref.param(0)))
        .build()).build();
    RoleCatalogue catalogue = RuleSets.standard().withRole(boss);
    Outcome o = RAR.resolve(TestNights.of(catalogue, "player B town Boss",
        "player M mafia Vigilante", "player X town Vanilla", "player Y town Vanilla",
        "B hold M", "M mafiakill X", "M kill Y"));
    assertEquals(List.of("X"), o.deaths());
  }

  @Test
  void explanationsCoverEveryQuestionAndAreDeterministic() {
    String[] night = {"player V town Vigilante", "player D town Doctor", "player T town Tracker",
        "player F town FruitVendor", "player K cult Recruiter", "player X town Vanilla",
        "V kill X", "D protect X", "T track V", "F fruit X", "K recruit X"};
    Outcome o = resolve(night);
    String all = TreeText.of(o.explanation());
    for (String q : List.of("Does X die? no", "Is X recruited? yes", "Does T see V visit X? yes",
        "Does T see V go nowhere? no", "Does X receive fruit from F fruit X? yes")) {
      assertTrue(all.contains(q), q + " in\n" + all);
    }
    assertEquals(o, resolve(night));
  }

  // ---- one action on both sides of a chain (rar-algorithm.md section 6 item 17) ----

  /** Roles of the nights below: a revenge, a vest that counts its uses, spikes, a healer. */
  private static final String BOTH_SIDES = """
      role Avenger
      trigger Avenger killed = kill(attacker)
      modifier Vest
      passive Vest = protect(self)
      trigger Vest defense = attr(self, d+=1)
      modifier Spiky
      passive Spiky = protect(self, react=kill(attacker))
      role Healer
      ability Healer.both X = protect(X) + kill(X)
      """;

  private static Night bothSides(String players) {
    return NightParser.standard().parse("both.night", BOTH_SIDES + players).night().orElseThrow();
  }

  /** The fast resolver and the literal rules give the same end-of-night effects. */
  private static Outcome asTheLiteralRules(Night night) {
    Outcome o = RAR.resolve(night);
    assertEquals(DifferentialTest.effects(new NaiveRarEvaluator(night, Long.MAX_VALUE).outcome()),
        DifferentialTest.effects(o));
    return o;
  }

  /**
   * A trigger fires once per event (section 6 item 7): two visitors add 2, two kills stopped by
   * one vest add 2, in the resolver and in the literal rules (which counted a trigger's change
   * once per target until session 28, whatever set it off).
   */
  @Test
  void theLiteralRulesFireATriggerOncePerEvent() {
    String roles = """
        role Alert
        trigger Alert visited = attr(self, v+=1)
        role Looker
        ability Looker.look X = visit(X)
        player Ann town Alert
        """;
    Outcome visited = asTheLiteralRules(bothSides(roles + """
        player Bob town Looker
        player Cal town Looker
        Bob look Ann
        Cal look Ann
        """));
    assertEquals("2", visited.nextState().players().get(0).attributes().get("v"));
    Outcome defended = asTheLiteralRules(bothSides(roles + """
        player Dee town Vanilla Vest
        player Vic town Vigilante
        player Sho town Vigilante
        Vic kill Dee
        Sho kill Dee
        """));
    assertEquals("2", defended.nextState().players().get(1).attributes().get("d"));
  }

  /**
   * A visited trigger's shot at each visitor is a kill of its own (section 6 item 7): Bo, who
   * visits Al's Alert and guards Ann, who visits it too, dies of two of its shots, his own and
   * Ann's, which his guard takes, and his death trigger fires for each (v=2, as in SNARF and
   * NAR). Until session 29 the resolver gave every shot of one visited trigger the event of its
   * holder's passive, so the two shots were one kill (v=1), where the literal rules gave 2.
   */
  @Test
  void aVisitedTriggersShotsAtTwoVisitorsAreTwoKills() {
    Outcome o = asTheLiteralRules(NightParser.standard().parse("alert.night", """
        role Alert
        trigger Alert visited = kill(visitor)
        role Guard
        ability Guard.go X Y = guard(X) + visit(Y)
        modifier Counted
        trigger Counted death = attr(self, v+=1)
        player Ann town Cop
        player Al  town Alert
        player Bo  town Guard Counted
        Ann investigate Al
        Bo go Ann Al
        """).night().orElseThrow());
    assertEquals(List.of("Bo"), o.deaths());
    assertEquals("2", o.nextState().players().get(2).attributes().get("v"));
    // the night the differential test found (custom roles seed 6216): the absence at Ann does
    // not stop the shot at Bo, whose visit to the Alert is that same action (Rule #4)
    Outcome absent = asTheLiteralRules(NightParser.standard().parse("absent.night", """
        role Alert
        trigger Alert visited = kill(visitor)
        role Away
        ability Away.go X Y = absent(self, at=X, from=attack)
        modifier Counted
        trigger Counted death = attr(self, v+=1)
        player Ann town Cop
        player Al  town Alert
        player Bo  town Away Counted
        Ann investigate Al
        Bo go Ann Al
        """).night().orElseThrow());
    assertEquals(List.of("Ann", "Bo"), absent.deaths());
    assertEquals("2", absent.nextState().players().get(2).attributes().get("v"));
  }

  /**
   * Dee's own shot, swapped onto her, is stopped by her vest (d=1). The revenge it would set off
   * aims at Dee, its attacker: asked whether the vest is used on that shot, the vest is in the
   * chain, so it cannot counter Dee's death, the revenge's condition (Rule #4): d=2. Dee lives,
   * since "Does Dee die?" starts from a chain without the vest. SNARF, NAR and sequential give
   * d=1 (TriggersAndDefensesTest).
   */
  @Test
  void aVestUsedOnARevengeShotCannotAlsoStopTheDeathThatSetItOff() {
    Outcome o = asTheLiteralRules(bothSides("""
        player Dee town Vigilante+Avenger Vest
        player Sho town Vanilla
        player Bus town BusDriver
        Dee kill Sho
        Bus swap Sho Dee
        """));
    assertEquals(List.of(), o.deaths());
    assertEquals("2", o.nextState().players().get(0).attributes().get("d"));
    assertEquals("""
        Does Dee add 1 to d from Dee's Vest, set off by a shot of Dee's Avenger answering Dee \
        kill Sho? yes
          Reason for yes: Dee kill Sho, moved onto Dee by Bus swap Sho Dee, and Dee's Avenger \
        (the death of Dee sets off on-killed(kill(attacker))), and Dee's Vest (the protection is \
        used on the kill), and Dee's Vest (the passive defense of Dee sets off \
        on-defense(attr(self, d+=1)))
            (ignored: Dee's Vest is already in this chain)
        """, TreeText.question(o, "Does Dee add 1 to d from Dee's Vest, set off by a shot"));
    // without the swap, nobody shoots Dee but Sho, whom the revenge answers: one use
    Outcome plain = asTheLiteralRules(bothSides("""
        player Dee town Avenger Vest
        player Sho town Vigilante
        Sho kill Dee
        """));
    assertEquals(List.of(), plain.deaths());
    assertEquals("1", plain.nextState().players().get(0).attributes().get("d"));
  }

  /** A spiked player whose shot is swapped onto her dies of her own spikes' strike. */
  @Test
  void spikesThatStopTheirHoldersOwnShotStrikeHer() {
    Outcome o = asTheLiteralRules(bothSides("""
        player Dee town Vigilante Spiky
        player Sho town Vanilla
        player Bus town BusDriver
        Dee kill Sho
        Bus swap Sho Dee
        """));
    assertEquals(List.of("Dee"), o.deaths());
  }

  /**
   * An action's protection never counters its own kill: the kill's reason is the action, so the
   * action is in the chain (the seed's note under Rule #4: "if one component of an action appears
   * in a dependency chain, others can't start counteracting or supporting it"). It still
   * counters another player's kill.
   */
  @Test
  void anActionsProtectionDoesNotStopItsOwnKill() {
    Outcome o = asTheLiteralRules(bothSides("""
        player Hea town Healer
        player Ann town Vanilla
        player Vic town Vigilante
        Hea both Ann
        Vic kill Ann
        """));
    assertEquals(List.of("Ann"), o.deaths());
    assertEquals("""
        Does Ann die? yes
          Reason for yes: Hea both Ann (kill)
            (ignored: Hea both Ann is already in this chain)
          Reason for yes: Vic kill Ann
            Reason for no: Hea both Ann (protection)
        """, TreeText.question(o, "Does Ann die?"));
  }

  /**
   * An absence in the very action that visits an Alert does not stop the Alert's shot: the shot's
   * reason is the visit, whose action is in the chain (rar-algorithm.md section 6, "Literal
   * results that surprise"). SNARF and NAR let the absence stop it.
   */
  @Test
  void anAbsenceInTheActionThatVisitsAnAlertDoesNotStopItsShot() {
    Outcome o = asTheLiteralRules(NightParser.standard().parse("slip.night", """
        role Alert
        trigger Alert visited = kill(visitor)
        role Sneak
        ability Sneak.slip X Y = absent(self, at=X) + visit(Y)
        player Ann town Cop
        player Al  town Alert
        player Bo  town Sneak
        Ann investigate Bo
        Bo slip Ann Al
        """).night().orElseThrow());
    assertEquals(List.of("Bo"), o.deaths());
  }

  private static Outcome night(String[] base, String... actions) {
    String[] all = new String[base.length + actions.length];
    System.arraycopy(base, 0, all, 0, base.length);
    System.arraycopy(actions, 0, all, base.length, actions.length);
    return RAR.resolve(TestNights.of(all));
  }
}
