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
  WATCH("watch");

  private final String label;

  ResultKind(String label) {
    this.label = label;
  }

  /** A short lower-case label used in explanations. */
  public String label() {
    return label;
  }
}
