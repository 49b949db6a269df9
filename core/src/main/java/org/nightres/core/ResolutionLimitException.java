package org.nightres.core;

import java.util.List;

/**
 * Thrown when resolving a night would exceed a configured work budget. The message names the
 * actions involved, so a moderator can see which knot of actions is too large. The CLI turns it
 * into exit code 3.
 */
public final class ResolutionLimitException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** The actions involved, as the moderator wrote them (part of the serialized form). */
  private final List<String> actions;

  /**
   * An exception for a resolution that hit its limit.
   *
   * @param message what limit was hit
   * @param actions the actions involved, as the moderator wrote them (e.g. {@code "B jail A"})
   */
  public ResolutionLimitException(String message, List<String> actions) {
    super(message);
    this.actions = List.copyOf(actions);
  }

  /** {@return the actions involved in the knot that exceeded the budget, in submission order} */
  public List<String> actions() {
    return actions;
  }
}
