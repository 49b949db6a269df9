package org.nightres.core.component;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@link Component.Notify#namesSubject}, read by hand, against the regular expression it was
 * written from: the same answer on every text.
 */
class NotifySubjectTest {

  /** The placeholder of a trigger's subject, as the roles language defines it. */
  private static final Pattern SUBJECT = Pattern.compile(
      "\\{(?:(?:role|original-role|alignment|category|class|attr:[a-z][a-z0-9_-]*)\\()?"
          + "(visitor|attacker|actor|target|dead)\\)?\\}");

  private static boolean names(String text) {
    return Component.Notify.of(Ref.self(), Component.Notify.FEEDBACK, text).namesSubject();
  }

  @Test
  void theWrittenFormsOfASubjectAreFound() {
    for (String t : List.of("{visitor}", "You saw {attacker}.", "{role(actor)}", "{target)}",
        "x {original-role(dead)} y", "{attr:k-2_x(visitor)}", "{Y} and {alignment(attacker)}",
        "{{visitor}", "{class(target)}")) {
      assertTrue(names(t), t);
      assertTrue(SUBJECT.matcher(t).find(), t);
    }
  }

  @Test
  void otherPlaceholdersAreNotASubject() {
    for (String t : List.of("no braces", "{class(target))}", "{Y}", "{stored(target)}",
        "{role(Y)}",
        "{visitors}", "{attr:(visitor)}", "{attr:K(visitor)}", "{role visitor}", "{visitor",
        "{(visitor)}", "visitor}", "{role((visitor)}", "{Role(visitor)}")) {
      assertFalse(names(t), t);
      assertFalse(SUBJECT.matcher(t).find(), t);
    }
  }

  @Test
  void agreesWithTheRegularExpressionOnGeneratedTexts() {
    String[] pieces = {"{", "}", "(", ")", "role", "original-role", "alignment", "category",
        "class", "attr:", "a", "k9", "-", "_", "visitor", "attacker", "actor", "target", "dead",
        "stored", " ", "X", "attr:k"};
    SplittableRandom random = new SplittableRandom(20261128L);
    int found = 0;
    for (int n = 0; n < 200_000; n++) {
      StringBuilder text = new StringBuilder("x"); // a notice is not blank
      for (int k = random.nextInt(1, 9); k > 0; k--) {
        text.append(pieces[random.nextInt(pieces.length)]);
      }
      String t = text.toString();
      boolean expected = SUBJECT.matcher(t).find();
      assertEquals(expected, names(t), t);
      found += expected ? 1 : 0;
    }
    assertTrue(found > 100, "the texts hold subjects often enough to test both answers: " + found);
  }
}
