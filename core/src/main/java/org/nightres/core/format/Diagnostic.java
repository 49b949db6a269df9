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
 * @param internalError whether the problem is a bug of nightres's own met while reading (the
 *     message says "please report it"), not a problem of the input: a caller tells the two apart
 *     by this, never by the message's words (the CLI exits 1, not 2)
 */
public record Diagnostic(String file, int line, int column, String message, String lineText,
    boolean internalError) {

  /**
   * A value of these parts, checked.
   *
   * @param file the file name as given to the parser ({@code -} for standard input)
   * @param line 1-based line
   * @param column 1-based column (in characters; a tab counts as one)
   * @param message what is wrong and what was expected
   * @param lineText the offending line as written, without its line terminator
   * @param internalError whether the problem is a bug of nightres's own, not of the input
   */
  public Diagnostic {
    Preconditions.checkNotNull(file);
    Preconditions.checkArgument(line >= 1 && column >= 1, "positions are 1-based");
    Preconditions.checkNotNull(message);
    Preconditions.checkNotNull(lineText);
  }

  /**
   * A problem of the input (not an {@linkplain #internalError() internal error}).
   *
   * @param file the file name as given to the parser ({@code -} for standard input)
   * @param line 1-based line
   * @param column 1-based column (in characters; a tab counts as one)
   * @param message what is wrong and what was expected
   * @param lineText the offending line as written, without its line terminator
   */
  public Diagnostic(String file, int line, int column, String message, String lineText) {
    this(file, line, column, message, lineText, false);
  }

  /**
   * A parser's bug, caught: still a diagnostic (the parsers never throw), at the file's start,
   * typed as an {@linkplain #internalError() internal error}.
   */
  static Diagnostic bug(String file, String reading, RuntimeException e) {
    return new Diagnostic(file, 1, 1, "internal error while reading " + reading
        + " (please report it): " + e, "", true);
  }

  /** Lines longer than this are shown as a window of this many characters around the column. */
  static final int MAX_SHOWN = 100;
  /**
   * The longest message shown whole; a longer one (a word of a hundred thousand letters quoted
   * in it) keeps its beginning and its end, and says how much it left out.
   */
  static final int MAX_MESSAGE = 1000;

  /**
   * {@return the compiler-style rendering: {@code FILE:LINE:COL: error: message}, then the line and
   * a caret under the column} Control characters and undecodable bytes show as {@code ?}; a line
   * longer than {@value #MAX_SHOWN} characters (a binary file, say) shows as a window around the
   * column, cut ends marked {@code ...}. A problem of the whole file (no line to point at, such as
   * a file without players) has an empty {@code lineText} and renders as the first line only. Ends
   * without a newline.
   */
  public String render() {
    return render("error");
  }

  /** {@return the diagnostic rendered as a warning: {@code FILE:LINE:COL: warning: message}} */
  public String renderWarning() {
    return render("warning");
  }

  private String render(String severity) {
    String header = file + ":" + line + ":" + column + ": " + severity + ": " + escaped(message);
    if (lineText.isEmpty()) {
      return header;
    }
    String shown = printable(lineText);
    int at = column - 1;
    int from = 0;
    int to = shown.length();
    if (shown.length() > MAX_SHOWN) {
      from = Math.max(0, Math.min(at - MAX_SHOWN / 2, shown.length() - MAX_SHOWN));
      to = from + MAX_SHOWN;
    }
    String head = from > 0 ? "..." : "";
    StringBuilder caret = new StringBuilder(" ".repeat(head.length()));
    for (int i = from; i < at; i++) {
      caret.append(i < shown.length() && shown.charAt(i) == '\t' ? '\t' : ' ');
    }
    caret.append('^');
    return header + "\n  " + head
        + shown.substring(from, to) + (to < shown.length() ? "..." : "") + "\n  " + caret;
  }

  /**
   * The text with every control character, invisible format character (a byte-order mark, a
   * zero-width space) and replacement character as {@code ?}, one for one (columns stay).
   */
  private static String printable(String s) {
    StringBuilder sb = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      boolean plain = c == '\t' || (!hidden(c) && c != '\uFFFD');
      sb.append(plain ? c : '?');
    }
    return sb.toString();
  }

  /**
   * The message with every control and invisible format character written as {@code \}{@code
   * uXXXX}: a message quotes what the file says, and what cannot be seen is named; a message
   * longer than {@link #MAX_MESSAGE} is cut in its middle.
   */
  private static String escaped(String message) {
    if (message.length() > MAX_MESSAGE) {
      int head = MAX_MESSAGE / 2;
      int tail = message.length() - MAX_MESSAGE / 2;
      head -= Character.isHighSurrogate(message.charAt(head - 1)) ? 1 : 0; // whole characters
      tail += Character.isLowSurrogate(message.charAt(tail)) ? 1 : 0;
      message = message.substring(0, head) + " ... (" + (tail - head)
          + " characters left out) ... " + message.substring(tail);
    }
    StringBuilder sb = new StringBuilder(message.length());
    for (int i = 0; i < message.length(); i++) {
      char c = message.charAt(i);
      if (hidden(c)) {
        sb.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
      } else {
        sb.append(c);
      }
    }
    return sb.toString();
  }

  private static boolean hidden(char c) {
    return Character.isISOControl(c) || Character.getType(c) == Character.FORMAT;
  }
}
