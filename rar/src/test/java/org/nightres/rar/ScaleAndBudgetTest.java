package org.nightres.rar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.nightres.core.ResolutionLimitException;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.Outcome;

/**
 * Big nights: long rings resolve without recursion-depth failures, generated 100 000-player
 * nights stay near-linear, and dense knots end in {@link ResolutionLimitException} quickly.
 * Time limits here are deliberately loose (the build machine is shared); the measured times are
 * printed.
 */
class ScaleAndBudgetTest {
  private static final RarResolver RAR = new RarResolver();

  private static Outcome timed(String what, Night night) {
    long t0 = System.nanoTime();
    Outcome o = RAR.resolve(night);
    long ms = (System.nanoTime() - t0) / 1_000_000;
    System.out.println(what + ": " + ms + " ms");
    assertTrue(ms < 20_000, what + " took " + ms + " ms");
    return o;
  }

  @Test
  void ringOf100000JailkeepersResolvesWithoutStackOverflow() {
    // kill <- Pk's protection <- P(k-1)'s block <- ... <- P1's block on P2, whose counter
    // (Pk's block on P1) repeats Pk's jail: ignored. The parity of k decides.
    Outcome even = timed("ring(100000) all jail", BigNights.ring(100_000, true));
    assertEquals(List.of("P1"), even.deaths());
    Outcome odd = timed("ring(99999) all jail", BigNights.ring(99_999, true));
    assertEquals(List.of(), odd.deaths());
    assertTrue(TreeText.of(odd.explanation()).contains("(further steps not shown)"),
        "the 100000-step reason tree is cut");
  }

  @Test
  void ringOfAlternatingJailsAndBlocks() {
    // P1 jails P2, P2 blocks P3, ..., Pk (odd k) jails P1
    Outcome o = timed("ring(100001) jail/block", BigNights.ring(100_001, false));
    assertEquals(List.of(), o.deaths());
  }

  @Test
  void generated100000PlayerNight() {
    Night night = BigNights.generated(100_000, 7);
    Outcome first = timed("generated 100000 players (warm-up)", night);
    Outcome second = timed("generated 100000 players", night);
    assertEquals(first, second);
    assertTrue(first.deaths().size() > 1000);
  }

  @Test
  void smallCliquesResolve() {
    for (int k = 2; k <= 12; k++) {
      assertEquals(List.of("P1"), RAR.resolve(BigNights.clique(k)).deaths(), "clique " + k);
    }
  }

  @Test
  void denseCliqueEndsInALimitQuicklyNamingTheKnot() {
    long t0 = System.nanoTime();
    ResolutionLimitException e = assertThrows(ResolutionLimitException.class,
        () -> RAR.resolve(BigNights.clique(30)));
    long ms = (System.nanoTime() - t0) / 1_000_000;
    System.out.println("clique(30) limit after " + ms + " ms: " + e.getMessage());
    assertTrue(ms < 20_000, "took " + ms + " ms");
    assertTrue(e.getMessage().contains("P1 jail P2"), e.getMessage());
    assertTrue(e.actions().contains("P30 jail P29"), "names the whole knot");
    assertTrue(e.actions().size() >= 30 * 29, "names the whole knot");
  }

  @Test
  void aSmallBudgetIsRespected() {
    Night night = BigNights.clique(6);
    assertThrows(ResolutionLimitException.class, () -> RarResolver.withBudget(50).resolve(night));
    assertEquals(List.of("P1"), RarResolver.withBudget(1_000_000).resolve(night).deaths());
  }

  @Test
  void routesThroughManySwapsOfTheSamePairHitTheBudget() {
    // 40 bus drivers all swapping A and B: 40! routes for the kill on A
    List<String> lines = new ArrayList<>(List.of("player V town Vigilante",
        "player A town Vanilla", "player B town Vanilla", "V kill A"));
    for (int i = 0; i < 40; i++) {
      lines.add(1, "player D" + i + " town BusDriver");
      lines.add("D" + i + " swap A B");
    }
    ResolutionLimitException e = assertThrows(ResolutionLimitException.class,
        () -> RarResolver.withBudget(2_000_000).resolve(TestNights.of(lines.toArray(String[]::new))));
    assertTrue(e.getMessage().contains("routes of V kill A"), e.getMessage());
    assertTrue(e.actions().contains("D0 swap A B"), e.getMessage());
  }

  /**
   * Players who each die when anybody dies ({@code death(all)}, roles-language.md's Mourner):
   * every order of their deaths is a chain of reasons, so their number grows as a factorial.
   * The budget counts each trigger's response: a night of 16 ends in a limit, in seconds, where it
   * used to exhaust the memory; one of 6 resolves, and every Mourner dies.
   */
  @Test
  void deathTriggersThatSetOneAnotherOffHitTheBudgetNotTheMemory() {
    assertEquals(7, RAR.resolve(mourners(6)).deaths().size());
    long t0 = System.nanoTime();
    ResolutionLimitException e = assertThrows(ResolutionLimitException.class,
        () -> RAR.resolve(mourners(16)));
    long ms = (System.nanoTime() - t0) / 1_000_000;
    System.out.println("16 mourners: limit after " + ms + " ms: " + e.getMessage());
    assertTrue(ms < 20_000, "took " + ms + " ms");
    assertTrue(e.getMessage().contains("while following the triggers that deaths set off"),
        e.getMessage());
  }

  /** V kills M1; each of the {@code n} Mourners dies when anybody dies. */
  private static Night mourners(int n) {
    StringBuilder text = new StringBuilder("role Mourner\n"
        + "trigger Mourner death(all) = kill(self, class=true)\nplayer V town Vigilante\n"
        + "player X town Vanilla\n");
    for (int i = 1; i <= n; i++) {
      text.append("player M").append(i).append(" town Mourner\n");
    }
    text.append("V kill X\n");
    return org.nightres.core.format.NightParser.standard().parse("mourners.night",
        text.toString()).night().orElseThrow();
  }
}
