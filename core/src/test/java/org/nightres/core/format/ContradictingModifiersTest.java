package org.nightres.core.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.nightres.core.model.Player;
import org.nightres.core.plan.OutcomeBuilder;

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

  /** The players of a one-night file, as its night holds them. */
  private static List<Player> players(String text) {
    GameScript g = NightParser.standard().parseGame("m.night", text);
    assertTrue(g.ok(), g.diagnostics().toString());
    return g.firstNight().night().orElseThrow().players();
  }

  /**
   * The result of an investigation with every mix of the target's appearance modifiers and the
   * Cop's sanities, in every order of two, is the one the rule before the table gave: not town
   * guilty, Godfather innocent, Miller guilty, then Insane inverts, Naive innocent, Paranoid
   * guilty, each applied in turn.
   */
  @Test
  void everyMixOfModifiersGivesTheResultOfTheRulesAppliedInTurn() {
    List<List<String>> looks = List.of(List.of(), List.of("Godfather"), List.of("Miller"),
        List.of("Godfather", "Miller"), List.of("Miller", "Godfather"));
    List<String> sanities = List.of("Insane", "Naive", "Paranoid");
    int checked = 0;
    for (String alignment : List.of("town", "mafia")) {
      for (List<String> look : looks) {
        for (int mask = 0; mask < 8; mask++) {
          List<String> sanity = new ArrayList<>();
          for (int i = 0; i < 3; i++) {
            if ((mask & 1 << i) != 0) {
              sanity.add(sanities.get(i));
            }
          }
          List<String> reversed = new ArrayList<>(sanity);
          java.util.Collections.reverse(reversed);
          for (List<String> order : List.of(sanity, reversed)) {
            List<Player> p = players("player Ann town Cop " + String.join(" ", order)
                + "\nplayer Bob " + alignment + " Vanilla " + String.join(" ", look)
                + "\nAnn investigate Bob\n");
            boolean guilty = !alignment.equals("town");
            guilty = look.contains("Miller") || !look.contains("Godfather") && guilty;
            guilty = sanity.contains("Insane") ? !guilty : guilty;
            guilty = !sanity.contains("Naive") && guilty;
            guilty = sanity.contains("Paranoid") || guilty;
            assertEquals(guilty ? "guilty" : "innocent",
                OutcomeBuilder.alignmentResult(p.get(0), p.get(1)), alignment + look + order);
            checked++;
          }
        }
      }
    }
    assertEquals(160, checked);
  }

  /**
   * What a warning says the winner does is what the results then say: the warning and the
   * result read one table ({@code ContradictingTraits}).
   */
  @Test
  void theWarningSaysWhatTheResultIs() {
    String text = "player Ann town Cop Naive Insane\nplayer Bob town Vanilla Miller Godfather\n"
        + "player Cat town Cop Paranoid Insane\nAnn investigate Bob\n";
    List<String> w = warnings(text);
    assertEquals(3, w.size(), w.toString());
    assertTrue(w.get(0).contains("Naive wins (Ann's investigations say innocent)"), w.get(0));
    assertTrue(w.get(1).contains("Miller wins (a Cop finds Bob guilty)"), w.get(1));
    assertTrue(w.get(2).contains("Paranoid wins (Cat's investigations say guilty)"), w.get(2));
    List<Player> p = players(text);
    assertEquals("innocent", OutcomeBuilder.alignmentResult(p.get(0), p.get(1)));
    assertEquals("guilty", OutcomeBuilder.alignmentResult(p.get(2), p.get(0)));
    assertEquals("guilty", OutcomeBuilder.alignmentResult(p.get(2), p.get(1)));
  }

  /**
   * One modifier of a rule set's own that gives two contradicting traits warns at its trait=,
   * naming the one that wins (as the results then say): one of them is without effect, which is
   * not left silent. Its holders get no second warning of it.
   */
  @Test
  void aModifierThatGivesContradictingTraitsWarnsAtItsDefinition() {
    String text = "modifier Weird trait=appears-innocent trait=appears-guilty\n"
        + "modifier Odd trait=sanity-paranoid|sanity-insane|ninja\n"
        + "player Ann town Cop Odd\nplayer Bob town Vanilla Weird\nAnn investigate Bob\n";
    assertEquals(List.of("m.night:1:45: warning: modifier Weird gives appears-innocent and "
        + "appears-guilty, which contradict each other: appears-guilty wins (a Cop finds its "
        + "holder guilty)\n  modifier Weird trait=appears-innocent trait=appears-guilty\n"
        + "  " + " ".repeat(44) + "^",
        "m.night:2:20: warning: modifier Odd gives sanity-insane and sanity-paranoid, which "
        + "contradict each other: sanity-paranoid wins (its holder's investigations say guilty)\n"
        + "  modifier Odd trait=sanity-paranoid|sanity-insane|ninja\n"
        + "                     ^"), warnings(text));
    List<Player> p = players(text);
    assertEquals("guilty", OutcomeBuilder.alignmentResult(p.get(0), p.get(0)));
    assertEquals(List.of(), warnings("modifier Sly trait=appears-innocent|ninja\n"
        + "player Bob mafia Goon Sly\n"));
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
