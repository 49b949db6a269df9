package org.nightres.core.component;

import com.google.common.base.Preconditions;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A value computed from the game as the night starts (WWR's {@code $total} and {@code $living},
 * with {@code floor}, {@code ceil} or {@code round} of a division): {@code ceil(total/3)},
 * {@code floor(living/2)}, {@code round(total/1.5)}, {@code floor(total/1)} for the number
 * itself (the form of the roles language's {@code ceil(living/20)} counts). The roles language
 * writes it as the value of an attribute ({@code attr(self, counter=ceil(total/3))}).
 *
 * <ul>
 *   <li>{@code total}: the players of the game, every player the night declares, living, dead
 *       or exiled;
 *   <li>{@code living}: the players living as the night starts.
 * </ul>
 *
 * <p>Like a premise, it reads the night as it starts, the same in every scheme: a player killed
 * tonight still counts as living for tonight's values.
 *
 * @param base the players counted
 * @param divisor what their number is divided by, above 0 (1 for the number itself)
 * @param rounding how a fraction is made whole
 */
public record GameValue(Base base, BigDecimal divisor, Rounding rounding) implements Count {

  /** The players a value counts. */
  public enum Base {
    /** Every player of the game: the night's players, living or not. */
    TOTAL,
    /** The players living as the night starts. */
    LIVING;

    /** {@return the word: {@code total}, {@code living}} */
    public String word() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  /** How a division is made whole. */
  public enum Rounding {
    /** Down: {@code floor}. */
    FLOOR(RoundingMode.FLOOR),
    /** Up: {@code ceil}. */
    CEIL(RoundingMode.CEILING),
    /** To the nearest, a half up: {@code round}. */
    ROUND(RoundingMode.HALF_UP);

    private final RoundingMode mode;

    Rounding(RoundingMode mode) {
      this.mode = mode;
    }

    /** {@return the word: {@code floor}, {@code ceil}, {@code round}} */
    public String word() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  private static final Pattern FORM = Pattern.compile(
      "(floor|ceil|round)\\((total|living)/([0-9]{1,3}(?:\\.[0-9]{1,2})?)\\)");

  /**
   * A value of these parts, checked.
   *
   * @param base the players counted
   * @param divisor what their number is divided by, above 0
   * @param rounding how a fraction is made whole
   */
  public GameValue {
    Preconditions.checkNotNull(base);
    Preconditions.checkNotNull(rounding);
    Preconditions.checkArgument(divisor != null && divisor.signum() > 0, "a division by %s",
        divisor);
    divisor = divisor.stripTrailingZeros(); // 1.50 and 1.5 are one value
  }

  /**
   * {@return the value a text writes ({@code ceil(total/3)}); empty when it is none}
   *
   * @param text a value as the roles language writes it
   */
  public static Optional<GameValue> parse(String text) {
    Matcher m = FORM.matcher(text);
    if (!m.matches()) {
      return Optional.empty();
    }
    BigDecimal d = new BigDecimal(m.group(3));
    if (d.signum() <= 0) {
      return Optional.empty();
    }
    return Optional.of(new GameValue(Base.valueOf(m.group(2).toUpperCase(java.util.Locale.ROOT)),
        d, Rounding.valueOf(m.group(1).toUpperCase(java.util.Locale.ROOT))));
  }

  /**
   * {@return the value for a game of {@code total} players, {@code living} of them living}
   *
   * @param total the players of the game
   * @param living the players living as the night starts
   */
  @Override
  public int of(int total, int living) {
    int n = base == Base.TOTAL ? total : living;
    return BigDecimal.valueOf(n).divide(divisor, 0, rounding.mode).intValueExact();
  }

  /** As the roles language writes it: {@code ceil(total/3)}. */
  @Override
  public String toString() {
    return rounding.word() + "(" + base.word() + "/" + divisor.toPlainString() + ")";
  }
}
