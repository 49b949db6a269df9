package org.nightres.cli;

import java.io.PrintWriter;
import java.util.Locale;

/**
 * A one-line progress bar on standard error, redrawn in place with {@code \r} at most ten times a
 * second (and whenever the phase changes or the work is done). Never touches standard output.
 * Thread-safe: a shutdown hook clears it while the command draws it.
 */
final class ProgressBar {
  private static final int WIDTH = 30;
  private static final long MIN_INTERVAL_NANOS = 100_000_000L;

  private final PrintWriter err;
  private final boolean enabled;
  private final long started = System.nanoTime();
  private long lastDraw;
  private String lastPhase = "";
  private int lastLength;
  /** Where the work is, drawn or not. */
  private String reached = "";

  ProgressBar(PrintWriter err, boolean enabled) {
    this.err = err;
    this.enabled = enabled;
  }

  synchronized void show(String phase, long done, long total) {
    reached = done + "/" + total + " " + phase;
    if (!enabled) {
      return;
    }
    long now = System.nanoTime();
    if (phase.equals(lastPhase) && done < total && now - lastDraw < MIN_INTERVAL_NANOS) {
      return;
    }
    lastDraw = now;
    lastPhase = phase;
    int filled = total == 0 ? WIDTH : (int) (WIDTH * done / total);
    String line = String.format(Locale.ROOT, "[%s%s] %3d%%  %d/%d %s  %.0f s",
        "#".repeat(filled), ".".repeat(WIDTH - filled), total == 0 ? 100 : 100 * done / total,
        done, total, phase, (now - started) / 1e9);
    err.print("\r" + line + " ".repeat(Math.max(0, lastLength - line.length())));
    err.flush();
    lastLength = line.length();
  }

  /** {@return where the work was when last shown (drawn or not), e.g. {@code 3/36 shrinking}} */
  synchronized String reached() {
    return reached;
  }

  /** Erases the bar, if one was drawn. */
  synchronized void clear() {
    if (enabled && lastLength > 0) {
      err.print("\r" + " ".repeat(lastLength) + "\r");
      err.flush();
      lastLength = 0;
    }
  }
}
