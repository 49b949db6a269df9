package org.nightres.core.component;

import com.google.common.base.Preconditions;
import java.util.Optional;

/**
 * A number a limit takes ({@code seed-vocabulary.md} §4.5): a constant ({@code per-night 3}) or
 * a {@linkplain GameValue value computed from the game} as the night starts ({@code per-faction
 * ceil(living/20)}, Mafia 1923's kills; {@code per-night floor(total/10)}, WWR's scaling
 * {@code ⟨$total/10⟩}). One meaning wherever a limit counts: {@link #of(int, int)}.
 */
public sealed interface Count permits Count.Fixed, GameValue {

  /**
   * {@return its value in a game of {@code total} players, {@code living} of them living as the
   * night starts}
   *
   * @param total the players of the game, living or not
   * @param living the players living as the night starts
   */
  int of(int total, int living);

  /** {@return whether it is a constant, the same in every game} */
  default boolean constant() {
    return false;
  }

  /**
   * {@return the constant {@code n}}
   *
   * @param n the count, at least 0
   */
  static Count of(int n) {
    return new Fixed(n);
  }

  /**
   * {@return the count a text writes: a whole number ({@code 3}) or a game value ({@code
   * ceil(living/20)}); empty when it is neither}
   *
   * @param text a count as the roles language writes it
   */
  static Optional<Count> parse(String text) {
    if (text.matches("[0-9]{1,6}")) {
      return Optional.of(of(Integer.parseInt(text)));
    }
    return GameValue.parse(text).map(v -> v);
  }

  /**
   * A constant count.
   *
   * @param n the count, at least 0
   */
  record Fixed(int n) implements Count {
    /**
     * A value of these parts, checked.
     *
     * @param n the count, at least 0
     */
    public Fixed {
      Preconditions.checkArgument(n >= 0, "bad count %s", n);
    }

    @Override
    public int of(int total, int living) {
      return n;
    }

    @Override
    public boolean constant() {
      return true;
    }

    /** As the roles language writes it: {@code 3}. */
    @Override
    public String toString() {
      return String.valueOf(n);
    }
  }
}
