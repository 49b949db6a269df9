package org.nightres.cli;

import java.nio.file.Files;
import java.nio.file.Path;

/** Whether standard error is a terminal, as well as the JDK lets us tell. */
final class Terminal {
  private Terminal() {}

  /**
   * On Linux, whether file descriptor 2 is a terminal device ({@code /dev/pts/*},
   * {@code /dev/tty*}); elsewhere, whether the JVM has a console (standard input and output are
   * a terminal, which usually means standard error is too).
   */
  static boolean stderrIsTerminal() {
    Path fd = Path.of("/proc/self/fd/2");
    try {
      if (Files.exists(fd, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
        String target = Files.readSymbolicLink(fd).toString();
        return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
      }
    } catch (Exception e) {
      // not Linux, or not allowed: fall back
    }
    return System.console() != null;
  }
}
