package org.nightres.core;

import java.util.List;

/**
 * The night's {@code random} pins ({@code games.md} section 9) cannot all be honoured by the
 * resolution: a pin names a pick that is not among the candidates when the choice is made, or
 * no choice uses it. An input error, found when the choices are made: up front (rar, snarf,
 * nar) or as the actions resolve (sequential). {@link org.nightres.core.format.GameScript#play}
 * reports it at the pins' lines.
 */
public final class PinsNotHonoured extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /**
   * A pin that cannot be honoured.
   *
   * @param pin its index in the night's pins
   * @param kind what is wrong: its pick, or the pin as a whole
   * @param message what is wrong, for people
   */
  public record Problem(int pin, Kind kind, String message) {}

  /** What is wrong with a pin, which says where it is reported. */
  public enum Kind {
    /** The pick is not among the candidates when the choice is made: at the pick. */
    NOT_A_CANDIDATE,
    /** No choice uses the pin: at the pin's line. */
    NEVER_USED
  }

  private final transient List<Problem> problems;

  /**
   * An exception listing what is wrong with the night's pins.
   *
   * @param problems the problems of the night's pins, by pin index
   */
  public PinsNotHonoured(List<Problem> problems) {
    super("random pins that cannot be honoured: " + problems);
    this.problems = List.copyOf(problems);
  }

  /** {@return each pin's problem, in the order of the pins} */
  public List<Problem> problems() {
    return problems;
  }
}
