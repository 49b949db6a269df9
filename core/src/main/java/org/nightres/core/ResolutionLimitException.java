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

  /**
   * {@return an exception whose message is {@code limit}, then how many actions are involved and
   * the first twelve of them ({@code "...: B jail A; A kill B; and 3 more"})}
   *
   * @param limit what limit was hit, in words
   * @param actions the actions involved, as the moderator wrote them
   */
  public static ResolutionLimitException naming(String limit, List<String> actions) {
    StringBuilder msg = new StringBuilder(limit).append(" (").append(actions.size())
        .append(actions.size() == 1 ? " action" : " actions").append("): ")
        .append(String.join("; ", actions.subList(0, Math.min(NAMED, actions.size()))));
    if (actions.size() > NAMED) {
      msg.append("; and ").append(actions.size() - NAMED).append(" more");
    }
    return new ResolutionLimitException(msg.toString(), actions);
  }

  /** How many actions a message names at most ({@link #naming}). */
  private static final int NAMED = 12;

  /** {@return the actions involved in the knot that exceeded the budget, in submission order} */
  public List<String> actions() {
    return actions;
  }
}
