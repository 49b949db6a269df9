package org.nightres.snarf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Outcome;

/**
 * The sequential scheme ({@code games.md} section 5): one action at a time, each seeing what the
 * earlier ones did; deaths as {@code option deaths} says; visit triggers just before the
 * visiting action's effects; Gorny's Method 1.
 */
class SequentialRulesTest {
  private static final SequentialResolver SEQUENTIAL = new SequentialResolver();

  private static Outcome night(String text) {
    GameScript script = NightParser.standard().parseGame("t.night", text.getBytes());
    assertTrue(script.ok(), script.diagnostics().toString());
    GamePlay play = script.play(SEQUENTIAL);
    assertTrue(play.ok(), play.diagnostics().toString());
    return play.last();
  }

  /** {@code text}, a night file without its scheme line, resolved under {@code resolver}'s. */
  private static Outcome under(org.nightres.core.NightResolver resolver, String text) {
    return NightParser.standard().parseGame("t.night", ("scheme " + resolver.scheme().id() + "\n"
        + text).getBytes()).play(resolver).last();
  }

  @Test
  void gornysMethodOneResolvesEachActionInTurn() {
    Outcome o = night("""
        scheme sequential
        option sequential.order submission
        option self-target allowed
        player Noodle    town  Cop
        player BadAsh    town  BusDriver
        player Leo       mafia Goon
        player Gorny     town  Vanilla Bulletproof(1)
        player Pyro      mafia Goon
        player Caluin    town  Doctor
        player Orphan    mafia Goon
        Noodle investigate Noodle
        BadAsh swap Pyro Leo
        Pyro   mafiakill Gorny
        Caluin protect Orphan
        """);
    assertEquals(List.of(), o.deaths(), "the vest stops the Mafia kill; the swap moves nothing");
    assertEquals(List.of(Feedback.of("Noodle", "investigate", "Noodle", Feedback.INNOCENT)),
        o.feedback());
    assertEquals("[Bulletproof(0)]", o.nextState().players().get(3).modifiers().toString(),
        "the one-shot vest is spent");
  }

  @Test
  void aRoleChangeAppliesAtOnceWhatTheRoleLostHeldStopsAndLaterReadsSeeTheNewRoles() {
    String night = """
        scheme sequential
        role Hexer
        ability Hexer.hex X = role(X, set Vanilla) + visit(X) [order 10]
        role Seer
        ability Seer.read X = result(X, role) + visit(X) [order 100]
        player Hex town Hexer
        player Cy  town Cop
        player Sy  town Seer
        player Bo  town Vanilla Bulletproof
        Hex hex Cy
        Cy  investigate Bo
        Sy  read Cy
        """;
    Outcome o = night(night);
    assertEquals(List.of(Feedback.of("Cy", "investigate", "Bo", Feedback.NO_RESULT),
        Feedback.of("Sy", "read", "Cy", "Vanilla")), o.feedback(),
        "Cy is Vanilla from [10]: his investigation at [100] does not happen, and a read sees it");
    Outcome snarf = NightParser.standard().parseGame("t.night", night.replace(
        "scheme sequential", "scheme snarf").getBytes()).play(new SnarfResolver()).last();
    assertEquals(List.of(Feedback.of("Cy", "investigate", "Bo", Feedback.INNOCENT),
        Feedback.of("Sy", "read", "Cy", "Cop")), snarf.feedback(),
        "snarf applies end-of-night components at the end: the change lands in the next state");
    assertEquals("Vanilla", snarf.nextState().players().get(1).roles().get(0).name());
  }

  @Test
  void aRecruitmentAppliesAtOnceSoALaterCopFindsTheRecruitOfTheRecruitersAlignment() {
    String night = """
        scheme sequential
        player R cult Recruiter
        player X town Vanilla
        player C town Cop
        R recruit X
        C investigate X
        """;
    Outcome o = night(night);
    assertEquals(List.of("X"), o.recruited());
    assertEquals(List.of(Feedback.of("C", "investigate", "X", Feedback.GUILTY)), o.feedback(),
        "recruited at [90], X is cult when the Cop reads him at [100] (games.md section 5, rule "
        + "4: end-of-night components apply at once)");
    assertTrue(Outcomes.explanationLines(o).contains(
        "  R recruit X: X is recruited at once (visits X)"), Outcomes.explain(o));
    Outcome snarf = NightParser.standard().parseGame("t.night", night.replace(
        "scheme sequential", "scheme snarf").getBytes()).play(new SnarfResolver()).last();
    assertEquals(List.of(Feedback.of("C", "investigate", "X", Feedback.INNOCENT)),
        snarf.feedback(), "snarf recruits at the end of the night: the Cop reads him as town");
  }

  @Test
  void aRecruitmentUndoneByTheTargetsDeathStillStoodForWhatReadHimBefore() {
    Outcome o = night("""
        scheme sequential
        option recruit-fails-if-target-dies true
        role Slayer
        ability Slayer.slay X = kill(X) + visit(X) [order 150]
        player R cult Recruiter
        player X town Vanilla
        player C town Cop
        player S town Slayer
        R recruit X
        C investigate X
        S slay X
        """);
    assertEquals(List.of("X"), o.deaths());
    assertEquals(List.of(), o.recruited(), "he dies at [150]: the recruitment fails");
    assertEquals(List.of(Feedback.of("C", "investigate", "X", Feedback.GUILTY)), o.feedback(),
        "at [100] he was the cult's");
    assertEquals("town", o.nextState().players().get(1).alignment());
    assertTrue(Outcomes.explanationLines(o).contains(
        "  R recruit X: X is recruited at once, undone if X dies tonight (visits X)"),
        Outcomes.explain(o));
  }

  @Test
  void anAlignmentChangeAppliesAtOnceForWhatLaterStepsReadOfTheTarget() {
    Outcome o = night("""
        scheme sequential
        role Turner
        ability Turner.turn X = role(X, align mafia) + visit(X) [order 10]
        player T town Turner
        player X town Vanilla
        player C town Cop
        T turn X
        C investigate X
        """);
    assertEquals(List.of(Feedback.of("C", "investigate", "X", Feedback.GUILTY)), o.feedback(),
        Outcomes.explain(o));
    assertTrue(Outcomes.explanationLines(o).stream()
        .anyMatch(l -> l.contains("T turn X") && l.contains("at once: X is mafia")),
        Outcomes.explain(o));
    assertEquals("mafia", o.nextState().players().get(1).alignment());
  }

  @Test
  void anAttributeChangeAppliesAtOnceForWhatLaterStepsReadOfTheTarget() {
    String night = """
        role Marker
        ability Marker.mark X = attr(X, marked=yes) + attr(X, seen+=1) + visit(X) [order 20]
        role Reader
        ability Reader.read X = result(X, attr:marked/attr:seen) + visit(X) [order 60]
        player Mk town Marker
        player Rd town Reader
        player Vic town Vanilla
        Mk mark Vic
        Rd read Vic
        """;
    Outcome o = night("scheme sequential\n" + night);
    assertEquals(List.of("yes/1"), o.feedback().stream().map(f -> f.result()).toList(),
        "marked at [20] (games.md section 5: end-of-night components apply at once): the read "
            + "at [60] sees it, " + Outcomes.explain(o));
    assertEquals("yes", o.nextState().players().get(2).attributes().get("marked"));
    Outcome late = night("scheme sequential\n" + night.replace("[order 20]", "[order 90]"));
    assertEquals(List.of("none/none"), late.feedback().stream().map(f -> f.result()).toList(),
        "marked after the read: not seen tonight");
    Outcome snarf = under(new SnarfResolver(), night);
    assertEquals(List.of("none/none"), snarf.feedback().stream().map(f -> f.result()).toList(),
        "snarf: from the next state on");
  }

  @Test
  void aVisitThatSetsOffATriggerKillingTheVisitorWasMadeAWatcherThereSeesIt() {
    Outcome o = night("""
        scheme sequential
        player A town Cop
        player B town Vanilla PGO
        player W town Watcher Bulletproof
        A investigate B
        W watch B
        """);
    assertEquals(List.of("A"), o.deaths());
    assertEquals(List.of(Feedback.of("A", "investigate", "B", Feedback.NO_RESULT),
        Feedback.of("W", "watch", "B", "A")), o.feedback(),
        "the PGO fires on A's visit (games.md section 5, rule 5: just before the visiting "
        + "action's effects): the visit was made, only its effects do not happen");
    assertTrue(Outcomes.explanationLines(o).contains("  A investigate B: does not happen: A died "
        + "at [100] (killed before acting) (visits B)"), Outcomes.explain(o));
  }

  @Test
  void aStatusGivenByAnExpiryIsHeldByWhoeverGaveTheExpiringStatus() {
    String game = """
        status Sicker expire=kill(self, strong) [order 130]
        status Sick expire=status(self, Sicker, until=N+1) [order 120]
        player Ann town Vanilla
        player Cal mafia Goon
        state Ann status Sick until N1 by Cal
        """;
    for (String scheme : List.of("sequential", "snarf")) {
      Outcome o = scheme.equals("sequential") ? night("scheme sequential\n" + game)
          : NightParser.standard().parseGame("t.night", game.getBytes())
              .play(new SnarfResolver()).last();
      assertEquals("[Sicker until N2 by Cal]", o.nextState().state(0).statuses().stream()
          .map(h -> h.name() + " until " + h.until().orElseThrow() + " by " + h.by().orElseThrow())
          .toList().toString(), scheme + ": an expiry's kill is Cal's, and so is what it gives");
    }
  }

  /** A police that arrests (seed 003), a lawyer that releases, and a night of them. */
  private static final String ARRESTS = """
      role Police
      ability Police.arrest X = status(X, Arrested) + visit(X) [order 30]
      role Lawyer
      ability Lawyer.release X = clear(X, Arrested) + visit(X) [order 40]
      player Pol town Police
      player Gin mafia Goon
      player Vig town Vigilante
      player Vic town Vanilla
      """;

  @Test
  void aStatusGivenTonightAppliesAtOnceItsHolderActsNoMoreAndHisEffectsHoldFromThatStep() {
    String night = ARRESTS + """
        Pol arrest Gin
        Vig kill Gin
        Gin mafiakill Vic
        """;
    Outcome o = night("scheme sequential\n" + night);
    assertEquals(List.of(), o.deaths(), "Arrested at [30]: the kill on Gin at [80] fails, and "
        + "Gin's Mafia kill does not happen (games.md section 5: end-of-night components apply "
        + "at once)");
    List<String> log = Outcomes.explanationLines(o);
    assertTrue(log.contains("  Gin mafiakill Vic: does not happen: Gin was given Arrested at [30]"),
        Outcomes.explain(o));
    assertEquals("Arrested", o.nextState().state(1).statuses().get(0).name(), "and he holds it");
    Outcome snarf = under(new SnarfResolver(), night);
    assertEquals(List.of("Gin", "Vic"), snarf.deaths(),
        "snarf gives it in the next state: tonight it does nothing");
  }

  @Test
  void aStatusGivenEarlierTonightIsTakenAwayByALaterClearEffectsIncluded() {
    Outcome o = night("scheme sequential\nplayer Law town Lawyer\n" + ARRESTS + """
        Pol arrest Gin
        Law release Gin
        Vig kill Gin
        """);
    assertEquals(List.of("Gin"), o.deaths(), "released at [40]: the kill at [80] lands");
    assertEquals(List.of(), o.nextState().state(1).statuses(), Outcomes.explain(o));
  }

  @Test
  void aClearOfAStatusHeldSinceTheNightStartedFreesItsHolderFromThatStep() {
    String night = "player Law town Lawyer\n" + ARRESTS + """
        state Gin status Arrested
        Law release Gin
        Gin mafiakill Vic
        """;
    Outcome o = night("scheme sequential\n" + night);
    assertEquals(List.of("Vic"), o.deaths(), "released at [40] (games.md section 5: a clear "
        + "applies at once): his kill at [80] is no longer nullified");
    assertEquals(List.of(), o.nextState().state(2).statuses(), Outcomes.explain(o));
    assertTrue(Outcomes.explanationLines(o).contains("  Law release Gin: Gin will lose the "
        + "status Arrested; at once: Gin holds no Arrested (visits Gin)"), Outcomes.explain(o));
    Outcome snarf = under(new SnarfResolver(), night);
    assertEquals(List.of(), snarf.deaths(), "snarf: the release frees him from the next night");
    Outcome late = night("scheme sequential\n" + night.replace("[order 40]", "[order 90]"));
    assertEquals(List.of(), late.deaths(), "released after his kill: it stays nullified");
    assertTrue(Outcomes.explanationLines(late).contains(
        "  Gin mafiakill Vic: does not happen: Gin is Arrested"), Outcomes.explain(late));
  }

  @Test
  void aClearOfAStatusHeldSinceTheNightStartedTakesItsEffectsAwayFromThatStep() {
    String night = "player Law town Lawyer\n" + ARRESTS + """
        state Gin status Arrested
        Law release Gin
        Vig kill Gin
        """;
    assertEquals(List.of("Gin"), night("scheme sequential\n" + night).deaths(),
        "released at [40]: Arrested's untargetability is gone, the kill at [80] lands");
    assertEquals(List.of(), night("scheme sequential\n" + night.replace("Law release Gin\n",
        "")).deaths(), "still arrested: kills on him fail");
    Outcome snarf = under(new SnarfResolver(), night);
    assertEquals(List.of(), snarf.deaths(), "snarf: arrested all night");
  }

  @Test
  void aClearOfAStatusHeldSinceTheNightStartedAndGivenAgainTakesTheEffectsOfBoth() {
    String night = """
        scheme sequential
        status Guarded = protect(self)
        role Warden
        ability Warden.guard X = status(X, Guarded) + visit(X) [order 30]
        role Healer
        ability Healer.unguard X = clear(X, Guarded) + visit(X) [order 40]
        player War town Warden
        player Hea town Healer
        player Vig town Vigilante
        player Gin mafia Goon
        state Gin status Guarded
        War guard Gin
        Hea unguard Gin
        Vig kill Gin
        """;
    assertEquals(List.of("Gin"), night(night).deaths(), "guarded since the start and again at "
        + "[30], cleared at [40]: neither protection stops the kill at [80]");
    assertEquals(List.of(), night(night.replace("Hea unguard Gin\n", "")).deaths(),
        "not cleared: protected");
  }

  @Test
  void aNullifiedActionAnswersNoResultWhateverABlockOnItsActorWouldHaveTold() {
    String night = """
        role Hush
        ability Hush.hush X = block(X, feedback=innocent) + visit(X) [order 10]
        player Hu  town Hush
        player Cop town Cop
        player Gin mafia Goon
        state Cop status Injured
        Hu  hush Cop
        Cop investigate Gin
        """;
    for (var resolver : List.of(SEQUENTIAL, new SnarfResolver())) {
      Outcome o = under(resolver, night);
      assertEquals(List.of("no result"), o.feedback().stream().map(f -> f.result()).toList(),
          resolver.scheme() + ": Injured nullified it, the block did not stop it");
    }
  }

  @Test
  void aStatusThatTurnsPassivesOffWithdrawsWhatTheyHoldFromThatStep() {
    Outcome o = night("""
        scheme sequential
        role Hurter
        ability Hurter.hurt X = status(X, Injured) + visit(X) [order 20]
        player Hu town Hurter
        player Bo town Vanilla Bulletproof
        player Vig town Vigilante
        Hu hurt Bo
        Vig kill Bo
        """);
    assertEquals(List.of("Bo"), o.deaths(), "Injured at [20] (seed 003: passives lost): the vest "
        + "no longer stops the kill at [80]");
  }

  @Test
  void aStatusGivenSinceTheNextPhaseDoesNothingTonight() {
    Outcome o = night("""
        scheme sequential
        role Police
        ability Police.arrest X = status(X, Arrested, since=D+0) + visit(X) [order 30]
        player Pol town Police
        player Gin mafia Goon
        player Vic town Vanilla
        Pol arrest Gin
        Gin mafiakill Vic
        """);
    assertEquals(List.of("Vic"), o.deaths(), "since=D+0: Arrested from tomorrow on");
    assertEquals("Arrested", o.nextState().state(1).statuses().get(0).name());
  }

  @Test
  void aSinceOtherThanTonightOrTheNextPhaseIsAnInputErrorAtItsColumn() {
    GameScript script = NightParser.standard().parseGame("t.night", """
        role Police
        ability Police.arrest X = status(X, Arrested, since=N+2) + visit(X) [order 30]
        player Pol town Police
        player Gin mafia Goon
        """.getBytes());
    assertTrue(!script.ok());
    var d = script.diagnostics().get(0);
    assertEquals(List.of(2, 47), List.of(d.line(), d.column()), d.toString());
    assertTrue(d.message().startsWith("expected since=phase (tonight, the default), D+0 or N+1"),
        d.toString());
    GameScript never = NightParser.standard().parseGame("t.night", """
        role Police
        ability Police.arrest X = status(X, Arrested, since=D+0, until=phase) + visit(X)
        player Pol town Police
        """.getBytes());
    assertTrue(never.diagnostics().get(0).message().contains("the status would never hold"),
        never.diagnostics().toString());
  }

  @Test
  void aLimitedProtectionsUsesAreSpentAtOnceSoALaterAttackFindsItGone() {
    String night = """
        role Charmed
        passive Charmed = protect(self, uses=1)
        role Sniper
        ability Sniper.snipe X = kill(X) + visit(X) [order 20]
        player Cha town Charmed
        player Sni mafia Sniper
        player Vig town Vigilante
        Sni snipe Cha
        Vig kill Cha
        """;
    Outcome o = night("scheme sequential\n" + night);
    assertEquals(List.of("Cha"), o.deaths(), "the charm is used on the shot at [20]: the one at "
        + "[80] finds it spent (each action sees what the earlier ones did)");
    assertTrue(Outcomes.explanationLines(o).contains(
        "  Vig kill Cha: Cha dies (protection used up by another attack) (visits Cha)"),
        Outcomes.explain(o));
    Outcome snarf = under(new SnarfResolver(), night);
    assertEquals(List.of(), snarf.deaths(), "snarf: within a night it stops every kill it covers");
    Outcome second = night("scheme sequential\n" + night.replace("uses=1", "uses=2"));
    assertEquals(List.of(), second.deaths(), "two uses stop both");
    assertEquals(0, second.nextState().state(0).uses().get("Charmed.passive"));
  }

  @Test
  void theStepLogHasALineForAnActionAStatusNullifiedInEitherOrderScheme() {
    String night = """
        player Rb  mafia Roleblocker
        player Doc town Doctor
        player Vic town Vanilla
        state Rb status Injured
        Rb  block Doc
        Doc protect Vic
        """;
    for (var resolver : List.of(SEQUENTIAL, new SnarfResolver())) {
      Outcome o = under(resolver, night);
      assertTrue(Outcomes.explanationLines(o).contains(
          "  Rb block Doc: does not happen: Rb is Injured"), Outcomes.explain(o));
    }
  }

  @Test
  void aPlayerKilledEarlierDoesNotActLater() {
    String players = """
        player V   town Vigilante
        player Cy  town Cop
        player Ann mafia Goon
        V  kill Cy
        Cy investigate Ann
        """;
    Outcome immediate = night("scheme sequential\n" + players);
    assertEquals(List.of("Cy"), immediate.deaths());
    assertEquals(Feedback.NO_RESULT, immediate.feedback().get(0).result(),
        "killed at [80], the Cop does not investigate at [100]");
    Outcome late = night("scheme sequential\noption deaths end-of-night\n" + players);
    assertEquals(List.of("Cy"), late.deaths());
    assertEquals(Feedback.GUILTY, late.feedback().get(0).result(), "deaths at the end of the night");
  }

  @Test
  void orderDecidesWhoComesFirst() {
    String players = """
        player V   town Vigilante
        player Doc town Doctor
        player Ann town Vanilla
        """;
    assertEquals(List.of(), night("scheme sequential\n" + players
        + "V kill Ann\nDoc protect Ann\n").deaths(), "the table: protection [60] before kill [80]");
    assertEquals(List.of("Ann"), night("scheme sequential\noption sequential.order submission\n"
        + players + "V kill Ann\nDoc protect Ann\n").deaths(), "in line order the kill comes first");
    assertEquals(List.of(), night("scheme sequential\noption sequential.order submission\n"
        + players + "Doc protect Ann\nV kill Ann\n").deaths());
  }

  @Test
  void twoVigilantesAtOneOrder() {
    String players = """
        player V1 town Vigilante
        player V2 town Vigilante
        V1 kill V2
        V2 kill V1
        """;
    assertEquals(List.of("V2"), night("scheme sequential\n" + players).deaths(),
        "deaths immediate: the first submitted shoots first, and V2 never fires");
    assertEquals(List.of("V1", "V2"), night("scheme sequential\noption deaths end-of-order\n"
        + players).deaths(), "end-of-order: both kills of [80] run before either takes effect");
  }

  @Test
  void aVisitTriggerFiresBeforeTheVisitorsEffects() {
    Outcome o = night("""
        scheme sequential
        player V   town Vigilante
        player P   town Vanilla PGO
        V kill P
        """);
    assertEquals(List.of("V"), o.deaths(), "the PGO shoots V as he arrives, before his kill");
  }

  @Test
  void randomChoicesAreDrawnWhenTheirActionsResolve() {
    Outcome o = night("""
        scheme sequential
        seed 5
        role Gambler
        ability Gambler.gamble = kill(random(valid)) [order 100]
        role Dicer
        ability Dicer.dice = notify(random(valid), "you were chosen") [order 10]
        player Gam town Gambler
        player Dic town Dicer
        player V   town Vigilante
        player Ann town Vanilla
        player Bob town Vanilla
        Gam gamble
        Dic dice
        V kill Ann
        """);
    assertEquals(List.of("dice", "gamble"), o.draws().stream().map(d -> d.ability()).toList(),
        "drawn in the order the actions resolve: [10] before [100]");
    assertTrue(o.draws().get(1).candidates().stream().noneMatch(c -> c.equals("Ann")),
        "Ann, killed at [80], is no candidate at [100]: " + o.draws().get(1));
  }

  @Test
  void aDrawAmongTheLivingWhoPassAFilterLeavesOutThoseKilledEarlier() {
    Outcome o = night("""
        scheme sequential
        seed 5
        role Hunter
        ability Hunter.hunt = kill(random(align:mafia)) [order 100]
        player Hun town Hunter
        player V   town Vigilante
        player Mo  mafia Goon
        player Mi  mafia Goon
        player Mu  mafia Goon
        player Ann town Vanilla
        Hun hunt
        V kill Mi
        """);
    assertEquals(List.of("Mo", "Mu"), o.draws().get(0).candidates(),
        "the mafia living at [100], in declaration order: Mi was killed at [80]");
    assertEquals(2, o.deaths().size(), o.deaths().toString());
  }

  @Test
  void aBlockMadeEarlierStopsALaterAction() {
    Outcome o = night("""
        scheme sequential
        option sequential.order submission
        player Rb  town Roleblocker
        player V   town Vigilante
        player Ann town Vanilla
        V kill Ann
        Rb block V
        """);
    assertEquals(List.of("Ann"), o.deaths(), "in line order the block comes too late");
  }

  @Test
  void aSubOrderBreaksTiesWithinOneOrderValueBeforeSubmission() {
    String rules = """
        scheme sequential
        role Zed
        ability Zed.jam X = block(X) + notify(self, "jammed") [order 40, suborder zed]
        role Abe
        ability Abe.jam X = block(X) + notify(self, "jammed") [order 40, suborder Abe]
        role Bare
        ability Bare.jam X = block(X) + notify(self, "jammed") [order 40]
        player Z town Zed
        player A town Abe
        player B town Bare
        """;
    // Z is submitted first, but A's key (Abe) comes before Z's (zed): A blocks Z
    assertEquals(List.of("A"), acted(night(rules + "Z jam A\nA jam Z\n")),
        "suborder Abe runs before suborder zed, case-insensitively");
    // an ability without a key runs before the keyed ones, whatever the submission order
    assertEquals(List.of("B"), acted(night(rules + "A jam B\nB jam A\n")),
        "no suborder runs first");
    // under sequential.order submission the lines run as submitted
    assertEquals(List.of("Z"), acted(night(rules.replace("scheme sequential\n",
        "scheme sequential\noption sequential.order submission\n") + "Z jam A\nA jam Z\n")),
        "submission order ignores suborder");
  }

  /** The players whose jam happened (it notifies them), by name. */
  private static List<String> acted(Outcome o) {
    return o.notices().stream().filter(n -> n.message().equals("jammed"))
        .map(n -> n.player()).sorted().toList();
  }

  @Test
  void aLabelledResultTellsItsTextWithThePlayersNamed() {
    String rules = """
        scheme sequential
        role Seer
        ability Seer.read X = result(X, role, is:Cop="{target} is a threat", else="{actor} saw nothing special")
        player Sy  town  Seer
        player Ann town  Cop
        player Bob town  Vanilla
        player Rb  town  Roleblocker
        """;
    assertEquals("Ann is a threat", night(rules + "Sy read Ann\n").feedback().get(0).result());
    assertEquals("Sy saw nothing special",
        night(rules + "Sy read Bob\n").feedback().get(0).result());
    assertEquals("no result",
        night(rules + "Rb block Sy\nSy read Ann\n").feedback().get(0).result(),
        "a blocked reading has no answer to label");
  }

  /**
   * games.md section 5, rule 5: "Triggers fire right after their cause ..., depth first". P's
   * death sets off B's and then Y's trigger; B's death sets off Z's, which fires before Y's.
   */
  @Test
  void triggersFireDepthFirst() {
    Outcome o = night("""
        scheme sequential
        role Pr
        role Br
        trigger Br death(role:Pr) = kill(self, class=true)
        role Yr
        trigger Yr death(role:Pr) = kill(self, class=true)
        role Zr
        trigger Zr death(role:Br) = kill(self, class=true)
        player V town Vigilante
        player P town Pr
        player B town Br
        player Y town Yr
        player Z town Zr
        V kill P
        """);
    assertEquals(List.of("P", "B", "Z", "Y"), o.announcements().stream()
        .map(a -> a.player()).toList(), "in the order the deaths happened");
  }

  /**
   * Depth first, players who each die when anybody dies make one chain: 64 triggers deep is
   * within the limit, 65 is a resolution limit (games.md section 5). V's kill is no trigger: of
   * 65 mourners, M2's to M65's triggers are the chain, 64 deep. A trigger that fires and does
   * nothing is no link of it: M1's, whose kill on himself fails on every death after his own (he
   * is dead), fired at depth 65 and was counted (65 mourners were a resolution limit).
   */
  @Test
  void aChainOfDeathTriggersDeeperThanSixtyFourIsAResolutionLimit() {
    assertEquals(64, SEQUENTIAL.resolve(mourners(64)).deaths().size());
    assertEquals(65, SEQUENTIAL.resolve(mourners(65)).deaths().size(), "64 deep");
    org.nightres.core.ResolutionLimitException e = org.junit.jupiter.api.Assertions.assertThrows(
        org.nightres.core.ResolutionLimitException.class, () -> SEQUENTIAL.resolve(mourners(66)));
    assertEquals(65, e.actions().size());
    assertTrue(e.getMessage().startsWith("a chain of triggers deeper than 64 (each death sets off "
        + "another) (65 actions): "), e.getMessage()); // the message names its actions
    assertTrue(e.getMessage().endsWith("; and 53 more"), e.getMessage());
    assertEquals(13, e.getMessage().split("; ").length, e.getMessage());
  }

  /**
   * games.md section 5, rule 3 with {@code deaths immediate}: a death takes effect at once, in
   * a chain of triggers too, so a later branch's kill on a player an earlier branch killed
   * fails ("M3 is dead"): M3 dies once, and his own death trigger fires once (it counted two
   * deaths before). His counter lands only on the living (rule 3 again).
   */
  @Test
  void aKillOnAPlayerAnEarlierBranchOfTheChainKilledFails() {
    Outcome o = night("""
        scheme sequential
        role Mourner
        trigger Mourner death(all) = kill(self, class=true)
        role Counted
        trigger Counted death = attr(others, grief+=1)
        player V town Vigilante
        player M1 town Mourner
        player M2 town Mourner
        player M3 town Counted+Mourner
        V kill M1
        """);
    assertEquals(List.of("M1", "M2", "M3"), o.deaths());
    assertEquals(Map.of("grief", "1"), o.nextState().players().get(0).attributes(),
        "M3's death is counted once, on V alone: M1 and M2 are dead");
    List<String> log = Outcomes.explanationLines(o);
    assertTrue(log.stream().anyMatch(l -> l.contains(
        "M1's death sets off on-death(all)(kill(self, strong)) of M3: kill(self, strong) fails: "
            + "M3 is dead")), String.join("\n", log));
    assertEquals(1, log.stream().filter(l -> l.endsWith(": M3 dies")).count(),
        String.join("\n", log));
  }

  /** V kills M1; each of the {@code n} Mourners dies when anybody dies. */
  private static org.nightres.core.model.Night mourners(int n) {
    return mourners(n, "");
  }

  /** {@link #mourners(int)} with more lines after the mourners' (before the kill). */
  private static org.nightres.core.model.Night mourners(int n, String more) {
    StringBuilder text = new StringBuilder("role Mourner\n"
        + "trigger Mourner death(all) = kill(self, class=true)\nplayer V town Vigilante\n");
    for (int i = 1; i <= n; i++) {
      text.append("player M").append(i).append(" town Mourner\n");
    }
    text.append(more).append("V kill M1\n");
    return NightParser.standard().parse("mourners.night", text.toString()).night().orElseThrow();
  }

  /**
   * A trigger at depth 65 that does something is a link of the chain, whatever it does (here it
   * counts the deaths): the limit; at depth 64 it is not.
   */
  @Test
  void aTriggerThatDoesSomethingDeeperThanSixtyFourIsTheLimit() {
    String counter = "role Counter\ntrigger Counter death(all) = attr(self, grief+=1)\n"
        + "player W town Counter\n";
    org.nightres.core.outcome.Outcome o = SEQUENTIAL.resolve(mourners(64, counter));
    assertEquals(Map.of("grief", "64"), o.nextState().players().get(65).attributes());
    org.nightres.core.ResolutionLimitException e = org.junit.jupiter.api.Assertions.assertThrows(
        org.nightres.core.ResolutionLimitException.class,
        () -> SEQUENTIAL.resolve(mourners(65, counter)));
    assertTrue(e.actions().contains("W's Counter"), e.actions()::toString);
  }

  /**
   * games.md section 5: "`submission` puts every action at one order value, so actions simply
   * resolve in line order": a line's [n] does not move it ahead of an earlier line.
   */
  @Test
  void underSubmissionOrderALinesOrderOverrideDoesNotMoveIt() {
    String night = """
        scheme sequential
        option sequential.order submission
        player Doc town Doctor
        player V town Vigilante
        player Ann town Vanilla
        Doc protect Ann
        V kill Ann [50]
        """;
    assertEquals(List.of(), night(night).deaths(), "the protection, written first, runs first");
    assertEquals(List.of("Ann"), night(night.replace("submission", "table")).deaths(),
        "by the table, the kill at [50] runs before the protection at [60]");
  }

  /**
   * games.md section 5: "The explanation is a step log ...: one line per action with what it did
   * and why": under {@code deaths end-of-order} a kill's death comes once its order value is
   * over, not at the end of the night; under {@code sequential.order submission} the one order
   * value is the lines as written, not SNARF's investigation step; an automatic use is named by
   * the players drawn for it as it resolved, not by those it was planned with.
   */
  @Test
  void theStepLogSaysWhenDeathsComeWhereLinesStandAndWhomAnAutomaticUseChose() {
    String shots = """
        scheme sequential
        option deaths end-of-order
        player V1 town Vigilante
        player V2 town Vigilante
        V1 kill V2
        V2 kill V1
        """;
    List<String> log = Outcomes.explanationLines(night(shots));
    assertTrue(log.contains(
        "  V1 kill V2: V2 dies once every action of this order value has run (visits V2)"),
        String.join("\n", log));
    assertTrue(log.stream().noneMatch(l -> l.contains("at the end of the night")),
        String.join("\n", log));
    log = Outcomes.explanationLines(night(shots.replace("deaths end-of-order",
        "sequential.order submission")));
    assertEquals("[100] the lines, as written (sequential.order submission)", log.get(0),
        String.join("\n", log));
    Outcome auto = night("""
        scheme sequential
        seed 3
        role Berserk
        ability Berserk.rage X = kill(X) [order 90] {forced}
        player Ber town Berserk
        player Vig town Vigilante
        player Ann town Vanilla
        player Bob town Vanilla
        Vig kill Ann
        """);
    String victim = auto.autoActions().get(0).targets().get(0);
    log = Outcomes.explanationLines(auto);
    assertTrue(log.contains("  Ber rage " + victim + " (auto): aimed at " + victim
        + ", drawn now; " + victim + " dies (visits " + victim + ")"), String.join("\n", log));
  }

  /**
   * games.md section 5, rule 5: an On-Visited trigger fires "just before the visiting action's
   * effects": a protection it gives its holder stops the visitor's kill, and a status it gives
   * the visitor that nullifies his actions stops it (the line says why, not that he was
   * killed); a block of the visitor comes once his action has started (its visit set the
   * trigger off) and stops his later actions only, as under rar, snarf and nar.
   */
  @Test
  void anOnVisitedTriggerActsJustBeforeTheVisitorsEffects() {
    String night = """
        scheme sequential
        role Trap
        trigger Trap visited = RESPONSE
        player Tra town Trap
        player Vic town Vigilante+Cop
        Vic kill Tra
        Vic investigate Tra
        """;
    assertEquals(List.of(), night(night.replace("RESPONSE", "protect(self)")).deaths());
    Outcome arrested = night(night.replace("RESPONSE", "status(visitor, Arrested)"));
    assertEquals(List.of(), arrested.deaths());
    List<String> log = Outcomes.explanationLines(arrested);
    assertTrue(log.contains("  Vic kill Tra: does not happen: Vic was given Arrested at [80]"
        + " (before acting) (visits Tra)"), String.join("\n", log)); // the visit set it off
    Outcome blocked = night(night.replace("RESPONSE", "block(visitor)"));
    assertEquals(List.of("Tra"), blocked.deaths(), "the kill had started");
    assertEquals(List.of(Feedback.NO_RESULT), blocked.feedback().stream()
        .map(Feedback::result).toList(), "the investigation at [100] is blocked");
  }

  /**
   * games.md section 5: "one line per action with what it did and why": an action whose random
   * player has no candidate left when it resolves (the only mafia player died at [80]) does
   * nothing, and its line says so, not an empty text after its colon.
   */
  @Test
  void theStepLineOfAnActionThatDrewNobodySaysItDidNothing() {
    List<String> log = Outcomes.explanationLines(night("""
        scheme sequential
        role Peeker
        ability Peeker.peek = result(random(align:mafia), investigate) [order 100]
        player Ann town  Peeker
        player Bob mafia Goon
        player Vic town  Vigilante
        Vic kill Bob
        Ann peek
        """));
    assertTrue(log.contains("  Ann peek (random: nothing): nothing happens"),
        String.join("\n", log));
  }

  /**
   * The step log words an action with the players drawn for it as it resolved, as SNARF's
   * words one drawn up front (moderators-guide: "an action's draws {@code (random: Avi)}").
   */
  @Test
  void theStepLogNamesTheDrawsMadeAsTheActionResolves() {
    Outcome o = night("""
        scheme sequential
        role Gambler
        ability Gambler.gamble = kill(random(valid)) [order 100]
        player Gam town Gambler
        player Eve town Vanilla
        Gam gamble
        """);
    assertTrue(Outcomes.explanationLines(o).contains(
        "  Gam gamble (random: Eve): Eve dies (visits Eve)"), Outcomes.explain(o));
  }
}
