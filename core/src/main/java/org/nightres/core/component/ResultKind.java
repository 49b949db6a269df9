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
  ROLE("role"),
  /**
   * The categories of the target's roles ({@code role R category=Killing}), joined with {@code
   * +}; {@code none} when no role names one.
   */
  CATEGORY("category"),
  /** The classes of the target's roles ({@code role R class=Townsfolk}), as for a category. */
  CLASS("class"),
  /** One attribute of the target ({@code result(X, attr:family)}): its value, or {@code none}. */
  ATTRIBUTE("attr"),
  /**
   * WWR's feedback of a Killing ({@code result(X, kill-outcome)}): {@code success} if the
   * target dies tonight, else {@code failure}.
   */
  KILL_OUTCOME("kill-outcome");

  private final String label;

  ResultKind(String label) {
    this.label = label;
  }

  /**
   * {@return whether the answer depends only on the actor and the player the component lands on,
   * not on what else happens tonight (alignment, role)}
   */
  public boolean fromPlayers() {
    return this == ALIGNMENT || this == ROLE || this == CATEGORY || this == CLASS
        || this == ATTRIBUTE;
  }

  /**
   * {@return whether the answer is about the role the target appears to hold, so that a disguise
   * the result sees can change it: role, alignment, category and class (not an attribute)}
   */
  public boolean aboutRole() {
    return this == ALIGNMENT || this == ROLE || this == CATEGORY || this == CLASS;
  }

  /**
   * {@return whether a disguise the result sees changes its answer: those {@link #aboutRole about
   * the role}, and an attribute (the attributes the disguise's role gives, {@code role has=},
   * instead of the player's roles')}
   */
  public boolean seesDisguises() {
    return aboutRole() || this == ATTRIBUTE;
  }

  /** {@return a short lower-case label used in explanations} */
  public String label() {
    return label;
  }
}
