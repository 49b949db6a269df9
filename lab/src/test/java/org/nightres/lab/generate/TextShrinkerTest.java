package org.nightres.lab.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.nightres.core.component.Component;
import org.nightres.core.format.NightParser;
import org.nightres.core.format.ParseResult;
import org.nightres.core.model.Night;

/** {@link TextShrinker} leaves a failing night file with its roles cut to what still fails. */
class TextShrinkerTest {

  /** "Parses, and some action's ability kills": a stand-in for an engine disagreement. */
  private static final Predicate<String> KILLS = text -> {
    ParseResult r = NightParser.standard().parse("t.night", text);
    if (!r.ok()) {
      return false;
    }
    Night n = r.night().orElseThrow();
    for (int i = 0; i < n.actions().size(); i++) {
      if (n.abilityOf(i).components().stream().anyMatch(Component::isKill)) {
        return true;
      }
    }
    return false;
  };

  @Test
  void definitionsLinesAndEffectsShrinkToWhatStillFails() {
    String failing = """
        # a random rule set
        status Hexed = block(self)
        role Ra
        ability Ra.va X = notify(X, "hi + there") + kill(X, tag=kill) + fruit(X) [order 30] {untrackable}
        ability Ra.vb X = protect(X)
        role Rb
        ability Rb.va X = fruit(X)
        modifier Ma
        passive Ma = protect(self)
        player P1 town Ra Ma
        player P2 town Rb
        player P3 town Doctor
        P1 va P2
        P2 va P1
        P3 protect P1
        """;
    String small = TextShrinker.shrink(failing, KILLS);
    assertEquals("""
        role Ra
        ability Ra.va X = kill(X, tag=kill) [order 30] {untrackable}
        role Rb
        player P1 town Ra
        player P2 town Rb
        P1 va P2
        """, small);
    assertEquals(true, KILLS.test(small));
    // 1-minimal: no line can go, no effect can be dropped
    String[] lines = small.split("\n");
    for (int i = 0; i < lines.length; i++) {
      StringBuilder without = new StringBuilder();
      for (int k = 0; k < lines.length; k++) {
        if (k != i) {
          without.append(lines[k]).append('\n');
        }
      }
      assertEquals(false, KILLS.test(without.toString()), "line " + i + " can go:\n" + small);
    }
    assertEquals(false, small.contains(" + "), small);
  }

  @Test
  void aTextThatDoesNotFailIsRefused() {
    assertThrows(IllegalArgumentException.class,
        () -> TextShrinker.shrink("player P1 town Vanilla\n", KILLS));
  }
}
