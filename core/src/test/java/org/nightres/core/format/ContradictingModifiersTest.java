package org.nightres.core.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A player given modifiers whose traits contradict (Godfather with Miller, two sanities) gets a
 * warning at the later one naming the one that wins: the other has no effect, and is not
 * dropped silently. Not an error: the night still resolves.
 */
class ContradictingModifiersTest {
  private static List<String> warnings(String text) {
    GameScript g = NightParser.standard().parseGame("m.night", text);
    assertTrue(g.ok(), g.diagnostics().toString());
    return g.warnings().stream().map(Diagnostic::renderWarning).toList();
  }

  @Test
  void godfatherWithMillerWarnsAtTheLaterOneAndMillerWins() {
    assertEquals(List.of("m.night:2:33: warning: Miller contradicts Godfather: Bob has both, and "
        + "Miller wins (a Cop finds Bob guilty)\n  player Bob mafia Goon Godfather Miller\n"
        + "                                  ^"),
        warnings("player Ann town Cop\nplayer Bob mafia Goon Godfather Miller\n"
            + "Ann investigate Bob\n"));
    List<String> reversed = warnings("player Ann town Cop\nplayer Bob mafia Goon Miller "
        + "Godfather\nAnn investigate Bob\n");
    assertTrue(reversed.get(0).startsWith("m.night:2:30: warning: Godfather contradicts Miller: "
        + "Bob has both, and Miller wins"), reversed.toString());
  }

  @Test
  void twoSanitiesWarnAndTheStrongerWins() {
    List<String> w = warnings("player Ann town Cop Insane Paranoid\n"
        + "player Bob town Cop Naive Insane\nplayer Cat town Cop Paranoid Naive\n"
        + "player Dan mafia Goon\nAnn investigate Dan\n");
    assertEquals(3, w.size(), w.toString());
    assertTrue(w.get(0).contains("Paranoid contradicts Insane: Ann has both, and Paranoid wins "
        + "(Ann's investigations say guilty)"), w.get(0));
    assertTrue(w.get(1).contains("Insane contradicts Naive: Bob has both, and Naive wins (Bob's "
        + "investigations say innocent)"), w.get(1));
    assertTrue(w.get(2).contains("Naive contradicts Paranoid: Cat has both, and Paranoid wins"),
        w.get(2));
  }

  @Test
  void modifiersThatDoNotContradictGiveNoWarning() {
    assertEquals(List.of(), warnings("player Ann town Cop Insane\nplayer Bob mafia Goon Godfather "
        + "Bulletproof\nplayer Cat town Vanilla Miller\nAnn investigate Bob\n"));
  }

  /**
   * Two of a player's roles with one verb: a line of it uses the first role's ability, and the
   * later role's is never used; a warning at the later role says so (not a silent choice).
   */
  @Test
  void twoRolesWithOneVerbWarnAtTheLaterRole() {
    String roles = "role Hitman\nability Hitman.zap X = kill(X, strong)\nrole Sniper\n"
        + "ability Sniper.zap X = kill(X)\nability Sniper.aim X = visit(X)\n";
    List<String> w = warnings(roles + "player Bob town Hitman+Sniper\nplayer Ann town Vanilla\n"
        + "Bob zap Ann\n");
    assertEquals(1, w.size(), w.toString());
    assertTrue(w.get(0).startsWith("m.night:6:24: warning: Sniper's `zap` cannot be used: Hitman, "
        + "listed before it, has a `zap` too: a `zap` line uses Hitman's\n"), w.get(0));
    assertEquals(List.of(), warnings(roles + "player Bob town Hitman+Cop\n"));
  }
}
