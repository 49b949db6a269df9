package org.nightres.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.nightres.core.component.Role;
import org.nightres.core.format.RuleSets;

/**
 * A player's checks ({@code Player.check}, read by hand on every copy) accept exactly what the
 * regular expressions of the night format accept: names, alignments, attributes.
 */
class PlayerCheckTest {

  private static final Pattern NAME = Pattern.compile("\\p{L}[\\p{L}0-9_'-]*");
  private static final Pattern KEY = Pattern.compile("[a-z][a-z0-9_-]*");
  private static final Pattern VALUE = Pattern.compile("[\\p{L}0-9_'-]+");
  private static final Role COP = RuleSets.standard().role("Cop").orElseThrow();

  private static boolean accepted(String name, String alignment, String key, String value) {
    try {
      Player.builder().name(name).alignment(alignment).addRoles(COP).putAttributes(key, value)
          .build();
      return true;
    } catch (IllegalStateException e) {
      return false;
    }
  }

  @Test
  void namesOfEveryScriptAndTheirMarks() {
    assertTrue(accepted("İa", "town", "family", "Cohen"));
    assertTrue(accepted("O'Neil-2_x", "mafia-2", "k_1-", "Ó'9"));
    assertTrue(accepted("\uD835\uDC00b", "town", "k", "v"), "a letter outside the BMP");
    assertThrows(IllegalStateException.class, () -> Player.builder().name("9x")
        .alignment("town").addRoles(COP).build());
    assertThrows(IllegalStateException.class, () -> Player.builder().name("Ann")
        .alignment("Town").addRoles(COP).build());
  }

  @Test
  void agreesWithTheRegularExpressionsOnGeneratedWords() {
    String[] pieces = {"a", "Z", "é", "İ", "\uD835\uDC00", "0", "9", "_", "'", "-", " ", ".",
        "=", "ß", "٣", "\u00AD"};
    SplittableRandom random = new SplittableRandom(20261128L);
    int accepted = 0;
    for (int n = 0; n < 50_000; n++) {
      String[] w = new String[4];
      for (int i = 0; i < 4; i++) {
        StringBuilder b = new StringBuilder();
        for (int k = random.nextInt(0, 4); k > 0; k--) {
          b.append(pieces[random.nextInt(pieces.length)]);
        }
        w[i] = b.toString();
      }
      if (random.nextBoolean()) { // half of them start as valid words: both answers come often
        w[0] = "P" + w[0];
        w[1] = "t" + w[1].toLowerCase(java.util.Locale.ROOT);
        w[2] = "k" + w[2].toLowerCase(java.util.Locale.ROOT);
        w[3] = "V" + w[3];
      }
      boolean expected = NAME.matcher(w[0]).matches() && KEY.matcher(w[1]).matches()
          && KEY.matcher(w[2]).matches() && VALUE.matcher(w[3]).matches();
      assertEquals(expected, accepted(w[0], w[1], w[2], w[3]), String.join("|", w));
      accepted += expected ? 1 : 0;
    }
    assertTrue(accepted > 1_000 && accepted < 49_000, "both answers are tested: " + accepted);
  }
}
