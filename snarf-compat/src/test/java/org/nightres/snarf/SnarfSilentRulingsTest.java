package org.nightres.snarf;

import org.nightres.core.testing.NightText;
import static org.nightres.snarf.Outcomes.assertDeaths;
import static org.nightres.snarf.Outcomes.assertRecruited;
import static org.nightres.snarf.Outcomes.assertResult;
import static org.nightres.snarf.Outcomes.resolve;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Component;
import org.nightres.core.component.Ref;
import org.nightres.core.component.Role;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.format.RuleSets;

/** The rulings {@link SnarfResolver} documents where the sources are silent. */
class SnarfSilentRulingsTest {

  /** A Veteran-like role: a submitted, blockable on-visited trigger. */
  private static final RoleCatalogue WITH_VETERAN = RuleSets.standard().withRole(
      Role.builder().name("Veteran").addAbilities(Ability.builder().verb("alert").signature("")
          .addComponents(new Component.Trigger(Component.Event.ON_VISITED,
              List.of(Component.Kill.of(Ref.subject()))))
          .build()).build());

  @Test
  void aRedirectionSetsTheTargetWhateverAnEarlierSwapDid() {
    assertDeaths(resolve(
        "player V town Vigilante", "player Rd town Redirector", "player BD town BusDriver",
        "player A town Vanilla", "player B town Vanilla", "player C town Vanilla",
        "V kill A", "BD swap A B [10]", "Rd redirect V to C"), "C");
  }

  @Test
  void aSubmittedTriggerIsArmedAtSixtyAndShootsEveryVisitor() {
    Outcome o = resolve(NightText.parse(WITH_VETERAN,
        "player X town Veteran", "player C town Cop", "player D town Doctor",
        "X alert", "C investigate X", "D protect X"));
    assertDeaths(o, "C", "D");
    assertResult(o, "C", "innocent");
  }

  @Test
  void aTriggerArmedAtSixtyIsStoppedByABlockAtForty() {
    assertDeaths(resolve(NightText.parse(WITH_VETERAN,
        "player X town Veteran", "player C town Cop", "player R town Roleblocker",
        "X alert", "C investigate X", "R block X")));
  }

  @Test
  void untargetabilityDoesNotStopTheActorsOwnSelfComponents() {
    // An Ascetic's non-kill untargetability would otherwise cancel its own commute.
    assertDeaths(resolve("player X town Commuter Ascetic", "player V town Vigilante",
        "X commute", "V kill X"));
  }

  @Test
  void aPgoDoesNotShootItsOwnVisit() {
    assertDeaths(resolve("option self-target allowed",
        "player P town Doctor PGO", "P protect P"));
  }

  @Test
  void recruitmentHappensAtTheEndOfTheNightSoTheCopStillSeesTheOldAlignment() {
    Outcome o = resolve("player K cult Recruiter", "player C town Cop", "player X town Vanilla",
        "K recruit X", "C investigate X");
    assertRecruited(o, "X");
    assertResult(o, "C", "innocent");
  }
}
