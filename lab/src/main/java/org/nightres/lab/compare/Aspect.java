package org.nightres.lab.compare;

/** The end-of-night effects on which two schemes can disagree about one night. */
public enum Aspect {
  /** The set of players who die. */
  DEATHS("deaths"),
  /** The set of players who are recruited. */
  RECRUITED("recruited"),
  /**
   * Any feedback result (with where it landed, when a swap or redirect moved it) and any private
   * notice a player receives.
   */
  FEEDBACK("feedback"),
  /** Any public announcement other than the one {@code death} announcement of each death. */
  ANNOUNCEMENTS("announcements"),
  /**
   * The next state, beyond what the deaths and recruitments say: a player's roles, modifiers and
   * their uses, attributes, statuses, uses left, last uses, links; the groups' attributes.
   */
  STATE("state");

  private final String id;

  Aspect(String id) {
    this.id = id;
  }

  /** {@return the lower-case id used in reports and JSON} */
  public String id() {
    return id;
  }

  int bit() {
    return 1 << ordinal();
  }
}
