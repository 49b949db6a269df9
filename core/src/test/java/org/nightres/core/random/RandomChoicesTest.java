package org.nightres.core.random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nightres.core.component.Component;
import org.nightres.core.format.Diagnostic;
import org.nightres.core.format.NightParser;
import org.nightres.core.format.ParseResult;
import org.nightres.core.model.Action;
import org.nightres.core.model.Draw;
import org.nightres.core.model.Night;
import org.nightres.core.plan.NightPlan;
import org.nightres.core.plan.PlannedAction;

/**
 * The choices made up front ({@code games.md} section 9): in submission order from the
 * start-of-night state, one draw each, pins first, the automatic uses of forced abilities last;
 * and what planning makes of them.
 */
class RandomChoicesTest {
  private static final String RULES = """
      role Drunkard
      ability Drunkard.drink F:family = kill(random(members(F)), tag=drunkard) [uses 1]
      role Saboteur
      ability Saboteur.jam X = block(X, only=investigating, feedback=50%:Citizen|50%:real)
      role Lout
      ability Lout.brawl = kill(random(valid))
      role MafiaMember faction=mafia
      ability MafiaMember.mafiakill X = kill(X, tag=factionkill) [per-faction ceil(living/20), when X in !align:mafia] {forced}
      role Hermit
      ability Hermit.rest X = protect(X) {forced=self}
      """;

  static Night night(String text) {
    ParseResult r = NightParser.standard().parse("t.night", RULES + text);
    assertTrue(r.ok(), r.renderDiagnostics());
    return r.night().orElseThrow();
  }

  static List<Diagnostic> errors(String text) {
    ParseResult r = NightParser.standard().parse("t.night", RULES + text);
    assertFalse(r.ok(), "expected an error");
    return r.diagnostics();
  }

  @Test
  void aNightWithoutRandomnessIsItsOwnFixedNight() {
    Night n = night("player A town Vigilante\nplayer B town Vanilla\nA kill B\n");
    assertSame(n, n.fixed());
    assertEquals(List.of(), n.fixed().draws());
  }

  @Test
  void theDrunkardDrawsAmongTheLivingMembersOfTheFamilyInDeclarationOrder() {
    Night n = night("""
        seed 0
        player Ari town Drunkard family=Cohen
        player Bob town Vanilla family=Levi
        player Avi town Vanilla family=cohen
        player Eli town Vanilla family=Cohen
        Ari drink Cohen
        """);
    Night f = n.fixed();
    // seed 0's first draw mod 3 is 1
    assertEquals(List.of(new Draw("Ari", "drink", List.of("Ari", "Avi", "Eli"), "Avi", false,
        false)), f.draws());
    assertEquals(List.of("Avi"), f.actions().get(0).picks());
    PlannedAction a = NightPlan.of(n).actions().get(0);
    assertEquals(List.of(new Component.Kill(org.nightres.core.component.Ref.param(0),
        org.nightres.core.component.KillClass.ATTACK), new Component.Visit(
        org.nightres.core.component.Ref.param(0))), a.components(),
        "the drawn player is a parameter: aimed at and visited like a written one");
    assertEquals(2, a.arg(0), "Avi");
    assertTrue(a.toString().endsWith("(random: Avi)"), a.toString());
    assertSame(f, n.fixed(), "made once");
  }

  @Test
  void aFamilyWithNobodyLivingMakesNoDrawAndTheKillDoesNothing() {
    Night n = night("""
        player Ari town Drunkard family=Cohen
        player Bob town Vanilla family=Levi
        state Bob dead
        Ari drink Levi
        """);
    assertEquals(List.of(), n.fixed().draws());
    assertEquals(List.of(""), n.fixed().actions().get(0).picks());
    assertEquals(List.of(), NightPlan.of(n).actions().get(0).components());
  }

  @Test
  void chanceFeedbackBecomesAFixedBlockOrNoneForReal() {
    String players = """
        player Sab mafia Saboteur
        player Cy  town  Cop
        Sab jam Cy
        Cy investigate Sab
        """;
    Night seed0 = night("seed 0\n" + players); // mod 2 = 1: real
    assertEquals("real", seed0.fixed().draws().get(0).pick());
    assertEquals(List.of(new Component.Visit(org.nightres.core.component.Ref.param(0))),
        NightPlan.of(seed0).actions().get(0).components(), "the true answer: no block at all");
    Night seed2 = night("seed 2\n" + players);
    assertEquals("Citizen", seed2.fixed().draws().get(0).pick(), "seed 2's first draw is even");
    Component jam = NightPlan.of(seed2).actions().get(0).components().get(0);
    assertEquals("block(X, only=investigating, feedback=Citizen)", jam.describe());
  }

  @Test
  void pinsComeFirstAndMakeNoDraw() {
    Night n = night("""
        player Ari town Drunkard family=Cohen
        player Avi town Vanilla family=Cohen
        player Lou town Lout
        Ari drink Cohen
        Lou brawl
        random Ari drink avi
        """);
    List<Draw> d = n.fixed().draws();
    assertEquals(new Draw("Ari", "drink", List.of("Ari", "Avi"), "Avi", true, false), d.get(0));
    // the Lout's draw is the stream's first: seed 0, candidates Ari, Avi (not himself), mod 2 = 1
    assertEquals(new Draw("Lou", "brawl", List.of("Ari", "Avi"), "Avi", false, false), d.get(1));
  }

  @Test
  void badPinsAreErrorsAtTheirLines() {
    List<Diagnostic> unused = errors("""
        player Ari town Drunkard family=Cohen
        player Avi town Vanilla family=Cohen
        random Ari drink Avi
        """);
    assertEquals(1, unused.size(), unused.toString());
    assertEquals(1, unused.get(0).column());
    assertTrue(unused.get(0).message().contains("never used"), unused.toString());
    List<Diagnostic> notACandidate = errors("""
        player Ari town Drunkard family=Cohen
        player Avi town Vanilla family=Cohen
        player Bob town Vanilla family=Levi
        Ari drink Cohen
        random Ari drink Bob
        """);
    assertEquals(18, notACandidate.get(0).column(), notACandidate.toString());
    assertTrue(notACandidate.get(0).message().contains("the candidates are Ari, Avi"));
    List<Diagnostic> badVerb = errors("""
        player Ari town Drunkard family=Cohen
        random Ari drnk Ari
        """);
    assertEquals(12, badVerb.get(0).column(), badVerb.toString());
    assertTrue(badVerb.get(0).message().contains("did you mean"), badVerb.toString());
  }

  @Test
  void theFirstMemberWhoCanMakesTheFactionsForcedKill() {
    Night n = night("""
        seed 5
        player Ann town  Vanilla
        player Max mafia MafiaMember
        player Dan mafia MafiaMember
        player Bob town  Vanilla
        state Max status Suspended
        """);
    Night f = n.fixed();
    assertEquals(1, f.actions().size());
    Action auto = f.actions().get(0);
    assertTrue(auto.auto());
    assertEquals("Dan", auto.actor(), "Max is suspended: his kill would not happen");
    assertEquals(List.of("Ann", "Bob"), f.draws().get(0).candidates(), "no mafia target");
    assertTrue(f.draws().get(0).auto());
    assertTrue(NightPlan.of(n).actions().get(0).toString().endsWith("(auto)"));
  }

  @Test
  void aFactionThatKillsHasNoAutomaticKillAndForcedSelfAimsAtTheHolder() {
    Night n = night("""
        player Ann town  Hermit
        player Max mafia MafiaMember
        player Dan mafia MafiaMember
        player Bob town  Vanilla
        Dan mafiakill Bob
        """);
    Night f = n.fixed();
    assertEquals(2, f.actions().size());
    assertEquals("Ann rest Ann", f.actions().get(1).toString());
    assertTrue(f.actions().get(1).auto());
    assertEquals(List.of(), f.draws(), "a forced=self use draws nothing");
  }

  @Test
  void aStatusThatNullifiesTheActionMakesNoDraw() {
    Night n = night("""
        player Ari town Drunkard family=Cohen
        player Avi town Vanilla family=Cohen
        state Ari status Suspended
        Ari drink Cohen
        """);
    assertEquals(List.of(), n.fixed().draws());
  }

  @Test
  void aWrittenNightReadsBackWithItsSeedPinsAndFamilies() {
    Night n = night("""
        seed -12
        player Ari town Drunkard family=Cohen
        player Avi town Vanilla family=Cohen
        player Sab mafia Saboteur
        player Max mafia MafiaMember
        Ari drink cohen
        Sab jam Avi
        random Ari drink Avi
        random Sab jam real
        """);
    String text = org.nightres.core.format.NightWriter.write(n);
    assertTrue(text.contains("seed -12\n"), text);
    assertTrue(text.contains("Ari drink Cohen\n"), text);
    assertTrue(text.contains("random Sab jam real\n"), text);
    Night back = NightParser.standard().parse("w.night", text).night().orElseThrow();
    assertEquals(n.fixed().draws(), back.fixed().draws());
    assertEquals(n.seed(), back.seed());
    assertEquals(n.pins(), back.pins());
    assertEquals(n.actions().toString(), back.actions().toString(), "lines apart");
    assertEquals(List.of("Cohen"), back.actions().get(0).families());
    String fixed = org.nightres.core.format.NightWriter.write(n.fixed());
    assertFalse(fixed.contains("\nMax mafiakill"), "an automatic use is not written: " + fixed);
    assertTrue(n.fixed().actions().stream().anyMatch(Action::auto), "there is one");
  }

  @Test
  void nightKOfAGameDrawsFromSeedPlusKMinusOne() {
    Night n = night("""
        seed 10
        player Lou town Lout
        player A town Vanilla
        player B town Vanilla
        player C town Vanilla
        Lou brawl
        """);
    assertEquals(10, n.drawSeed());
    long first = new SplitMix64(10).next();
    assertEquals(List.of("A", "B", "C").get(SplitMix64.pick(first, 3)),
        n.fixed().draws().get(0).pick());
  }
}
