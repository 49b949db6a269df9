package org.nightres.core.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class DiagnosticTest {

  private static String[] lines(Diagnostic d) {
    return d.render().split("\n", -1);
  }

  @Test
  void aShortLineIsShownWholeWithTheCaretUnderTheColumn() {
    String[] out = lines(new Diagnostic("f.night", 3, 5, "bad", "Ann\tkil Bob"));
    assertEquals("f.night:3:5: error: bad", out[0]);
    assertEquals("  Ann\tkil Bob", out[1]);
    assertEquals("     \t^", out[2]);
  }

  @Test
  void aProblemOfTheWholeFileShowsNoLine() {
    assertEquals("f.night:1:1: error: empty", new Diagnostic("f.night", 1, 1, "empty", "").render());
  }

  @Test
  void aLongLineIsShownAsAWindowAroundTheColumn() {
    String text = "a".repeat(200) + "X" + "b".repeat(200);
    String[] out = lines(new Diagnostic("f.night", 1, 201, "here", text));
    assertTrue(out[1].startsWith("  ...a") && out[1].endsWith("b..."), out[1]);
    assertEquals(2 + 3 + Diagnostic.MAX_SHOWN + 3, out[1].length());
    int caret = out[2].indexOf('^');
    assertEquals('X', out[1].charAt(caret));
  }

  /** A message quoting a word of a hundred thousand letters keeps its two ends, not the word. */
  @Test
  void aVeryLongMessageIsCutInItsMiddle() {
    String message = "unknown role '" + "x".repeat(100_000) + "'; did you mean 'Doctor'?";
    String header = lines(new Diagnostic("f.night", 1, 8, message, ""))[0];
    assertTrue(header.startsWith("f.night:1:8: error: unknown role 'xxx"), header);
    assertTrue(header.endsWith("xxx'; did you mean 'Doctor'?"), header);
    assertTrue(header.contains(" ... (" + (message.length() - Diagnostic.MAX_MESSAGE)
        + " characters left out) ... "), header);
    assertTrue(header.length() < Diagnostic.MAX_MESSAGE + 100, "length " + header.length());
    String shortOne = lines(new Diagnostic("f.night", 1, 8, "unknown role 'Doctr'", ""))[0];
    assertEquals("f.night:1:8: error: unknown role 'Doctr'", shortOne);
  }

  @Test
  void aWindowNearTheEndKeepsTheEnd() {
    String text = "a".repeat(300) + "Z";
    String[] out = lines(new Diagnostic("f.night", 1, 301, "here", text));
    assertTrue(out[1].endsWith("aZ"), out[1]);
    assertEquals('Z', out[1].charAt(out[2].indexOf('^')));
  }

  @Test
  void controlAndUndecodableCharactersShowAsQuestionMarks() {
    String[] out = lines(new Diagnostic("f.night", 1, 1, "binary", "\u0001E\uFFFDLF\u007f"));
    assertEquals("  ?E?LF?", out[1]);
  }

  @Test
  void controlCharactersInTheMessageAreEscapedNotSentToTheTerminal() {
    // regression: the line was made printable but the message quoted the token raw, so a stray
    // BEL read "unknown role 'Doctor'; did you mean 'Doctor'?" (and an ESC could drive the
    // terminal); a second byte-order mark or a zero-width space was as invisible
    String[] out = lines(new Diagnostic("f.night", 2, 15,
        "unknown role 'Doctor\u0007'; did you mean 'Doctor'?", "player B town Doctor\u0007"));
    assertEquals("f.night:2:15: error: unknown role 'Doctor\\u0007'; did you mean 'Doctor'?",
        out[0]);
    assertEquals("  player B town Doctor?", out[1]);
    out = lines(new Diagnostic("f.night", 1, 1, "not '\uFEFFplayer' or '\u001b[2Jx\u200b'",
        "\uFEFFplayer A"));
    assertEquals("f.night:1:1: error: not '\\ufeffplayer' or '\\u001b[2Jx\\u200b'", out[0]);
    assertEquals("  ?player A", out[1]);
  }
}
