package org.nightres.lab.compare;

/** The end-of-night effects on which two schemes can disagree about one night. */
public enum Aspect {
  /** The set of players who die. */
  DEATHS("deaths"),
  /** The set of players who are recruited. */
  RECRUITED("recruited"),
  /** Any feedback result (and any private notice) a player receives. */
  FEEDBACK("feedback");

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
