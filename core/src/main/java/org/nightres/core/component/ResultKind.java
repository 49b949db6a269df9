package org.nightres.core.component;

/** What an information component tells its actor at the end of the night. */
public enum ResultKind {
  /** Cop: {@code guilty} / {@code innocent}, through Godfather, Miller and cop sanity. */
  ALIGNMENT("investigate"),
  /** Detective: {@code positive} if the target attempted a kill tonight. */
  DETECT("detect"),
  /** Tracker: whom the target visited, or {@code nowhere}. */
  TRACK("track"),
  /** Watcher: who visited the target, or {@code no visitors}. */
  WATCH("watch"),
  /** Seer: the target's roles, their names joined with {@code +} ({@code Vanilla+Cop}). */
  ROLE("role");

  private final String label;

  ResultKind(String label) {
    this.label = label;
  }

  /**
   * Whether the answer depends only on the actor and the player the component lands on, not on
   * what else happens tonight (alignment, role).
   */
  public boolean fromPlayers() {
    return this == ALIGNMENT || this == ROLE;
  }

  /** A short lower-case label used in explanations. */
  public String label() {
    return label;
  }
}
