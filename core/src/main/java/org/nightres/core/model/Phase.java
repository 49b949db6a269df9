package org.nightres.core.model;

import com.google.common.base.Preconditions;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A phase of a game: night n ({@code N4}) or day n ({@code D4}). Day n follows night n, so the
 * phases run N1, D1, N2, D2, ... ({@code games.md} section 2.2: a status {@code until D4} is still
 * held after night 4 and gone after night 5).
 *
 * @param day whether this is a day
 * @param number the phase's number, at least 1 (day 0, the day before night 1, is allowed)
 */
public record Phase(boolean day, int number) implements Comparable<Phase> {
  private static final Pattern TEXT = Pattern.compile("([NnDd])(\\d{1,6})");

  /**
   * A value of these parts, checked.
   *
   * @param day whether this is a day
   * @param number the phase's number, at least 1 (day 0, the day before night 1, is allowed)
   */
  public Phase {
    Preconditions.checkArgument(number >= (day ? 0 : 1), "bad phase number %s", number);
  }

  /**
   * Night {@code n}.
   *
   * @param n the night's number
   * @return the phase
   */
  public static Phase night(int n) {
    return new Phase(false, n);
  }

  /**
   * Day {@code n} (the day after night {@code n}).
   *
   * @param n the day's number
   * @return the phase
   */
  public static Phase day(int n) {
    return new Phase(true, n);
  }

  /**
   * {@code N4} or {@code D3} (any case), if well formed.
   *
   * @param text a phase as written
   * @return the phase, if well formed
   */
  public static Optional<Phase> parse(String text) {
    Matcher m = TEXT.matcher(text);
    if (!m.matches()) {
      return Optional.empty();
    }
    boolean day = Character.toUpperCase(m.group(1).charAt(0)) == 'D';
    int n = Integer.parseInt(m.group(2));
    if (n < (day ? 0 : 1)) {
      return Optional.empty();
    }
    return Optional.of(new Phase(day, n));
  }

  /** A position on the time line: N1 = 2, D1 = 3, N2 = 4, ... */
  private int ordinal() {
    return 2 * number + (day ? 1 : 0);
  }

  @Override
  public int compareTo(Phase o) {
    return Integer.compare(ordinal(), o.ordinal());
  }

  /**
   * {@return whether this phase is over once night {@code n} has been resolved (the state after
   * it)}
   *
   * @param n a night's number
   */
  public boolean overAfterNight(int n) {
    return compareTo(day(n)) < 0;
  }

  /**
   * {@return whether this phase is already over when night {@code n} starts}
   *
   * @param n a night's number
   */
  public boolean overBeforeNight(int n) {
    return compareTo(night(n)) < 0;
  }

  /** {@code N4} or {@code D3}. */
  @Override
  public String toString() {
    return (day ? "D" : "N") + number;
  }
}
