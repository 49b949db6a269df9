package org.nightres.rar;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.model.Night;
import org.nightres.lab.generate.RandomRules;
import org.nightres.lab.generate.TargetingPattern;
import org.nightres.lab.generate.TextShrinker;

/**
 * What the differential test prints when it fails: the night file of a random rule set shrunk
 * together with its roles ({@link TextShrinker}). Here the property is "someone dies under
 * RAR": the shrunk file still reads, still has a death, and has no line it could do without.
 */
class ShrinkRolesTest {
  private static final RarResolver RAR = new RarResolver();

  private static final Predicate<String> SOMEONE_DIES = text -> {
    GameScript script = NightParser.standard().parseGame("shrink.night", text);
    if (!script.ok()) {
      return false;
    }
    GamePlay play = script.play(RAR);
    return play.ok() && !play.last().deaths().isEmpty();
  };

  @Test
  void randomRulesNightsShrinkWithTheirRoles() {
    int shrunk = 0;
    for (long seed = 1; seed <= 30 && shrunk < 8; seed++) {
      Night night = RandomRules.night(seed, 8, TargetingPattern.UNIFORM);
      String text = DifferentialTest.text(night);
      if (!SOMEONE_DIES.test(text)) {
        continue;
      }
      String small = TextShrinker.shrink(text, SOMEONE_DIES);
      assertTrue(SOMEONE_DIES.test(small), small);
      String[] lines = small.split("\n");
      assertTrue(lines.length < text.split("\n").length, small);
      for (int i = 0; i < lines.length; i++) {
        StringBuilder without = new StringBuilder();
        for (int k = 0; k < lines.length; k++) {
          if (k != i) {
            without.append(lines[k]).append('\n');
          }
        }
        assertFalse(SOMEONE_DIES.test(without.toString()),
            "seed " + seed + ": line " + (i + 1) + " can go:\n" + small);
      }
      shrunk++;
    }
    assertTrue(shrunk >= 5, "nights shrunk: " + shrunk);
  }
}
