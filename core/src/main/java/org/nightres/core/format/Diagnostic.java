package org.nightres.core.format;

import com.google.common.base.Preconditions;

/**
 * One problem found in a {@code .night} file, at a 1-based line and column.
 *
 * @param file the file name as given to the parser ({@code -} for standard input)
 * @param line 1-based line
 * @param column 1-based column (in characters; a tab counts as one)
 * @param message what is wrong and what was expected
 * @param lineText the offending line as written, without its line terminator
 */
public record Diagnostic(String file, int line, int column, String message, String lineText) {

  public Diagnostic {
    Preconditions.checkNotNull(file);
    Preconditions.checkArgument(line >= 1 && column >= 1, "positions are 1-based");
    Preconditions.checkNotNull(message);
    Preconditions.checkNotNull(lineText);
  }

  /**
   * The compiler-style rendering: {@code FILE:LINE:COL: error: message}, then the line and a
   * caret under the column. Ends without a newline.
   */
  public String render() {
    StringBuilder caret = new StringBuilder();
    for (int i = 0; i < column - 1 && i < lineText.length(); i++) {
      caret.append(lineText.charAt(i) == '\t' ? '\t' : ' ');
    }
    for (int i = lineText.length(); i < column - 1; i++) {
      caret.append(' ');
    }
    caret.append('^');
    return file + ":" + line + ":" + column + ": error: " + message + "\n  " + printable(lineText)
        + "\n  " + caret;
  }

  private static String printable(String s) {
    StringBuilder sb = new StringBuilder(s.length());
    s.codePoints().forEach(cp -> {
      if (cp == '\t' || (cp >= 0x20 && cp != 0x7f && !Character.isISOControl(cp))) {
        sb.appendCodePoint(cp);
      } else {
        sb.append('?');
      }
    });
    return sb.toString();
  }
}
