package org.nightres.cli;

/** The exit codes of {@code night-format.md} section 4. */
final class ExitCodes {
  static final int OK = 0;
  static final int BUG = 1;
  static final int INVALID_INPUT = 2;
  static final int LIMIT = 3;

  private ExitCodes() {}
}
