package org.nightres.core.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.BitSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nightres.core.component.Component;
import org.nightres.core.component.KillClass;
import org.nightres.core.component.Ref;
import org.nightres.core.kernel.Board.GuardState;
import org.nightres.core.kernel.Board.ProtectionState;
import org.nightres.core.kernel.KillHit.DeathNote;
import org.nightres.core.kernel.KillHit.Verdict;
import org.nightres.core.plan.NightPlan;
import org.nightres.core.testing.NightText;

/**
 * The one kill settlement, on boards written by hand (sources are plain strings): both modes,
 * {@code doctor-stops}, guards, absences, Macho and strong kills.
 */
class KillSettlementTest {
  private static final Component.Protect DOCTOR = Component.Protect.of(Ref.target());

  /** A night of five players, one of them (A) Macho, and a board to write states on. */
  private static final class Fixture {
    final NightPlan plan;
    final int a;
    final int b;
    final int d;
    final int g;
    final int v;
    final Board<String> board = new Board<>();

    Fixture(String option) {
      plan = NightPlan.of(NightText.parse(option,
          "player A town Vanilla Macho", "player D town Doctor", "player G town Bodyguard",
          "player B town Vanilla", "player V town Vigilante"));
      a = plan.night().indexOf("A");
      b = plan.night().indexOf("B");
      d = plan.night().indexOf("D");
      g = plan.night().indexOf("G");
      v = plan.night().indexOf("V");
    }

    KillSettlement<String> settlement(KillSettlement.Mode mode) {
      return new KillSettlement<>(plan, board, s -> Set.of("kill"), mode);
    }

    void protect(int player, int actor, int uses) {
      board.add(new ProtectionState<>(player, DOCTOR, actor, 60, "protect " + player, uses));
    }
  }

  private static Fixture doctorStopsAll() {
    return new Fixture("");
  }

  private static Fixture doctorStopsOne() {
    return new Fixture("option doctor-stops one");
  }

  private static BitSet players(int... ps) {
    BitSet b = new BitSet();
    for (int p : ps) {
      b.set(p);
    }
    return b;
  }

  @Test
  void endOfNightDecidesNothingUntilSettled() {
    Fixture t = doctorStopsAll();
    int b = t.b;
    KillSettlement<String> s = t.settlement(KillSettlement.Mode.END_OF_NIGHT);
    KillHit<String> hit = s.attempt("V kill B", KillClass.ATTACK, b);
    assertFalse(hit.decided());
    assertTrue(s.deaths().isEmpty());
    s.settle();
    assertTrue(hit.dies());
    assertEquals(players(b), s.deaths());
  }

  @Test
  void immediateDecidesEachKillAsItLandsAgainstTheBoardAsItIsThen() {
    Fixture t = doctorStopsOne();
    int b = t.b;
    KillSettlement<String> s = t.settlement(KillSettlement.Mode.IMMEDIATE);
    KillHit<String> first = s.attempt("V kill B", KillClass.ATTACK, b);
    assertTrue(first.dies(), "no protection yet");
    t.protect(b, t.d, 1);
    KillHit<String> second = s.attempt("V kill B", KillClass.ATTACK, b);
    assertEquals(Verdict.PROTECTED_USED_UP, second.verdict());
    KillHit<String> third = s.attempt("V kill B", KillClass.ATTACK, b);
    assertTrue(third.dies(), "the single-use protection is spent");
    assertEquals(DeathNote.USED_UP_ELSEWHERE, third.note());
  }

  @Test
  void doctorStopsOneMatchesOneKillPerProtectionInABatch() {
    Fixture t = doctorStopsOne();
    int b = t.b;
    t.protect(b, t.d, 1);
    KillSettlement<String> s = t.settlement(KillSettlement.Mode.END_OF_NIGHT);
    KillHit<String> first = s.attempt("V kill B", KillClass.ATTACK, b);
    KillHit<String> second = s.attempt("M mafiakill B", KillClass.ATTACK, b);
    s.settle();
    assertEquals(Verdict.PROTECTED_USED_UP, first.verdict());
    assertTrue(second.dies());
  }

  @Test
  void doctorStopsAllStopsEveryKillAndStrongKillsPassProtections() {
    Fixture t = doctorStopsAll();
    int b = t.b;
    t.protect(b, t.d, Integer.MAX_VALUE);
    KillSettlement<String> s = t.settlement(KillSettlement.Mode.END_OF_NIGHT);
    KillHit<String> first = s.attempt("V kill B", KillClass.ATTACK, b);
    KillHit<String> second = s.attempt("M mafiakill B", KillClass.ATTACK, b);
    KillHit<String> strong = s.attempt("S strongkill B", KillClass.TRUE, b);
    s.settle();
    assertEquals(Verdict.PROTECTED, first.verdict());
    assertEquals(Verdict.PROTECTED, second.verdict());
    assertTrue(strong.dies());
    assertEquals(DeathNote.STRONG, strong.note());
  }

  @Test
  void aGuardTakesANormalKillButNotAStrongOne() {
    Fixture t = doctorStopsAll();
    int b = t.b;
    int g = t.g;
    t.board.add(new GuardState<>(b, g, 60, "G guard B"));
    KillSettlement<String> s = t.settlement(KillSettlement.Mode.END_OF_NIGHT);
    KillHit<String> normal = s.attempt("V kill B", KillClass.ATTACK, b);
    s.settle();
    assertEquals(Verdict.TAKEN, normal.verdict());
    assertEquals(1, normal.secondary().size());
    assertTrue(normal.secondary().get(0).dies());
    assertEquals(players(g), s.deaths());
    KillHit<String> strong = s.attempt("S strongkill B", KillClass.TRUE, b);
    s.settle();
    assertTrue(strong.dies());
    assertEquals(players(g, b), s.deaths());
  }

  @Test
  void anAbsentPlayerIsHitWhereTheyAreAndNotAtHome() {
    Fixture t = doctorStopsAll();
    int b = t.b;
    int v = t.v;
    Component.Absent hide = new Component.Absent(Ref.self(), Ref.target(), Set.of(KillClass.ATTACK));
    t.board.add(new Board.AbsenceState<>(v, b, hide, 40, "V hide B"));
    KillSettlement<String> s = t.settlement(KillSettlement.Mode.END_OF_NIGHT);
    KillHit<String> atHome = s.attempt("M mafiakill V", KillClass.ATTACK, v);
    KillHit<String> there = s.attempt("M mafiakill B", KillClass.ATTACK, b);
    s.settle();
    assertEquals(Verdict.ABSENT, atHome.verdict());
    assertTrue(there.dies());
    assertEquals(KillHit.Via.ABSENCE, there.secondary().get(0).via());
    assertEquals(players(v, b), s.deaths());
  }

  @Test
  void aMachoIgnoresOthersProtectionButNotItsOwn() {
    Fixture t = doctorStopsAll();
    t.protect(t.a, t.d, Integer.MAX_VALUE);
    KillSettlement<String> s = t.settlement(KillSettlement.Mode.IMMEDIATE);
    KillHit<String> hit = s.attempt("V kill A", KillClass.ATTACK, t.a);
    assertTrue(hit.dies());
    assertEquals(DeathNote.MACHO, hit.note());
    t.protect(t.a, t.a, Integer.MAX_VALUE);
    assertEquals(Verdict.PROTECTED, s.attempt("V kill A", KillClass.ATTACK, t.a).verdict());
  }
}
