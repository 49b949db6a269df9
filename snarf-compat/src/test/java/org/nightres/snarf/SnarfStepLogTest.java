package org.nightres.snarf;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nightres.core.format.RuleSets;
import org.nightres.core.format.RulesParser;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.testing.NightText;

/** The explanation: the SNARF step log, word for word on small nights. */
class SnarfStepLogTest {

  @Test
  void roleblockerChainOnTheDoctor() {
    Outcome o = Outcomes.resolve(
        "player B town Doctor", "player V town Vigilante", "player C town Roleblocker",
        "player D town Roleblocker", "player A town Vanilla",
        "B protect A", "V kill A", "C block B", "D block C");
    assertEquals(List.of(
        "[40] blocking/commuting",
        "  C block B: B is blocked from [40] on (visits B)",
        "  D block C: C is blocked from [40] on (visits C)",
        "[60] protection",
        "  B protect A: blocked by C block B at [40]",
        "[80] killing",
        "  V kill A: A dies at the end of the night (visits A)",
        "[200] end of the night",
        "  deaths: A",
        "  recruited: none"), Outcomes.explanationLines(o));
  }

  /**
   * Under {@code death-stops-actions later} an action of several components (a Cop's result
   * and visit) that a death or an arrest stops says why once, as a blocked one does.
   */
  @Test
  void anActionADeathOrAnArrestStopsSaysWhyOnce() {
    Outcome o = Outcomes.resolve("option death-stops-actions later",
        "role Police", "ability Police.arrest X = status(X, Arrested) + visit(X) [order 30]",
        "player P town Police", "player V town Vigilante", "player C town Cop",
        "player K town Cop", "player X mafia Goon",
        "P arrest K", "V kill C", "C investigate X", "K investigate X");
    List<String> lines = Outcomes.explanationLines(o);
    assertEquals(List.of(
        "  C investigate X: does not happen: C died at [80] (death-stops-actions later)",
        "  K investigate X: does not happen: K was given Arrested at [30] "
            + "(death-stops-actions later)"),
        lines.stream().filter(l -> l.contains("does not happen")).toList());
  }

  /**
   * A status's expiry that a clear earlier tonight took away does not happen, and the log says
   * which clear at which order, in the same words under SNARF and sequential (the kernel's,
   * {@code EffectKernel.clearStops}).
   */
  @Test
  void anExpiryAClearTookAwaySaysWhichClearInEveryOrderBasedLog() {
    Night night = NightText.parse("status Doomed expire=kill(self) [order 150] \"doomed\"",
        "role Healer", "ability Healer.cure X = clear(X, Doomed) + visit(X) [order 50]",
        "night 2", "player H town Healer", "player E town Vanilla",
        "state E status Doomed until N2", "H cure E");
    String line = "  E's Doomed: does not happen: E's Doomed was cleared by H cure E at [50]";
    for (org.nightres.core.NightResolver r : List.of(new SnarfResolver(),
        new SequentialResolver())) {
      Outcome o = r.resolve(night);
      assertEquals(List.of(), o.deaths(), r.scheme().id());
      assertEquals(List.of(line), Outcomes.explanationLines(o).stream()
          .filter(l -> l.contains("does not happen")).toList(), r.scheme().id());
    }
  }

  /**
   * A kill that a Doctor and a vest both stop is stopped by the Doctor: the vest, which stops a
   * kill only when nothing else does, is kept (VestAccounting), and the log names the Doctor.
   */
  @Test
  void aKillThatADoctorAndAVestStopIsTheDoctorsAndTheVestIsKept() {
    Outcome o = Outcomes.resolve(
        "player Doc town Doctor", "player Gor town Vanilla Bulletproof(2)",
        "player Vig town Vigilante", "Doc protect Gor", "Vig kill Gor");
    assertEquals("  Vig kill Gor: fails: Gor is protected (Doc protect Gor at [60]) (visits Gor)",
        Outcomes.explanationLines(o).get(5));
    assertEquals("Bulletproof(2)",
        o.nextState().players().get(1).modifiers().get(0).toString());
  }

  @Test
  void doubleBusDriversInConflict() {
    Outcome o = Outcomes.resolve(
        "player V town Vigilante", "player BD1 town BusDriver", "player BD2 town BusDriver",
        "player A town Vanilla", "player B town Vanilla", "player C town Vanilla",
        "V kill B", "BD1 swap A B", "BD2 swap B C");
    assertEquals(List.of(
        "[20] redirection",
        "  BD1 swap A B: A and B are swapped from [20] on (visits A, B)",
        "    BD1 swap A B: conflicts with BD2 swap B C at [20] over V kill B (both fail)",
        "  BD2 swap B C: B and C are swapped from [20] on (visits B, C)",
        "    BD2 swap B C: conflicts with BD1 swap A B at [20] over V kill B (both fail)",
        "[80] killing",
        "  V kill B: B dies at the end of the night (visits B)",
        "[200] end of the night",
        "  deaths: B",
        "  recruited: none"), Outcomes.explanationLines(o));
  }

  @Test
  void aDeflectMovesWhatStandsOnItsHolderAtItsOrder() {
    Outcome o = Outcomes.resolve(NightText.parse(RulesParser.parse("t.roles", """
            role Mirror
            ability Mirror.mirror X to Y = deflect(X, to=Y, except=vig) + visit(X)
            """, RuleSets.standard(), p -> Optional.empty()).catalogue().orElseThrow(),
        "player Mi town Mirror", "player M mafia Goon", "player A town Vanilla",
        "player B town Vanilla", "Mi mirror A to B", "M mafiakill A"));
    assertEquals(List.of(
        "[20] redirection",
        "  Mi mirror A to B: what lands on A goes on to B from [20] on (except vig actions)"
            + " (visits A)",
        "    Mi mirror A to B: moves M mafiakill A from A to B",
        "[80] killing",
        "  M mafiakill A: B dies at the end of the night (visits B)",
        "[200] end of the night",
        "  deaths: B",
        "  recruited: none"), Outcomes.explanationLines(o));
  }

  @Test
  void pgoProtectionAndResults() {
    Outcome o = Outcomes.resolve(
        "player A town Cop", "player B town Vanilla PGO", "player D town Doctor",
        "A investigate B", "D protect A");
    assertEquals(List.of(
        "[0] beginning of the night",
        "  B's PGO: on-visited(kill(visitor)) is armed on B",
        "[60] protection",
        "  D protect A: A is protected from [60] on (visits A)",
        "[100] investigation",
        "  A investigate B: investigate result on B at the end of the night (visits B)",
        "[190] triggered effects",
        "  B's PGO fires on A: fails: A is protected (D protect A at [60])",
        "[200] end of the night",
        "  deaths: none",
        "  recruited: none",
        "  A investigate B: innocent"), Outcomes.explanationLines(o));
  }

  @Test
  void guardsAbsencesAndUntargetability() {
    Outcome o = Outcomes.resolve(
        "player H town Hider", "player M mafia Goon", "player Y town Vanilla",
        "player G town Bodyguard", "player V town Vigilante", "player X town Commuter",
        "player S mafia Strongman",
        "H hide Y", "M mafiakill Y", "G guard Y", "V kill H", "X commute", "S strongkill X");
    assertEquals(List.of(
        "[40] blocking/commuting",
        "  H hide Y: H is untargetable from [40] on; H is absent at Y from [40] on (all kills)"
            + " (visits Y)",
        "  X commute: X is untargetable from [40] on",
        "[60] protection",
        "  G guard Y: Y is guarded by G from [60] on (visits Y)",
        "[80] killing",
        "  M mafiakill Y: fails: taken by G; also hits H, absent there (H hide Y at [40]): H dies"
            + " at the end of the night; G takes the kill (G guard Y at [60]): G dies at the end"
            + " of the night (visits Y)",
        "  V kill H: fails: H is untargetable (H hide Y at [40]) (visits H)",
        "  S strongkill X: fails: X is untargetable (X commute at [40]) (visits X)",
        "[200] end of the night",
        "  deaths: H, G",
        "  recruited: none"), Outcomes.explanationLines(o));
  }
}
