package org.nightres.core.random;

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

  private final transient List<Draws.Problem> problems;

  /** The problems of the night's pins, by pin index. */
  public PinsNotHonoured(List<Draws.Problem> problems) {
    super("random pins that cannot be honoured: " + problems);
    this.problems = List.copyOf(problems);
  }

  /** Each pin's problem, in the order of the pins. */
  public List<Draws.Problem> problems() {
    return problems;
  }
}
