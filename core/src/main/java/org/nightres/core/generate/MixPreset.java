package org.nightres.core.generate;

import java.util.List;
import java.util.Optional;

/** The named role/modifier mixes of the {@link NightGenerator}; see {@link Mix}. */
public enum MixPreset {
  /**
   * A normal-ish setup: about 22% mafia Goons (one factional kill; from 8 players one of them
   * is a Godfather, from 10 possibly a mafia Roleblocker), about a quarter of the players with a
   * town power role drawn from the whole catalogue (Cops and Doctors the most common), a cult
   * Recruiter from 15 players, the rest vanilla town; a few one-shot vests and Millers.
   */
  DEFAULT("default", "mostly vanilla town, ~22% mafia Goons, ~25% town power roles"),
  /**
   * Almost every player has a power role (some two, e.g. {@code Cop+Vigilante}): about 20% mafia
   * with mafia power roles (Roleblocker, Strongman, Redirector, BusDriver, Alien, Rolestopper,
   * Hider, Tracker), a cult Recruiter from 10 players, town from every town power role; about
   * 40% of players carry a modifier (Bulletproof, Bulletproof(1), PGO, Macho, StrongWilled,
   * Ninja, Ascetic; Godfather on mafia, Miller on town, Strongman on killers, sanity on Cops).
   */
  DENSE("dense", "nearly every player has a power role and acts; modifiers sprinkled");

  private final String id;
  private final String description;

  MixPreset(String id, String description) {
    this.id = id;
    this.description = description;
  }

  /** The lower-case id used on the command line. */
  public String id() {
    return id;
  }

  /** One line for help texts. */
  public String description() {
    return description;
  }

  /** The preset with this id, case-insensitively. */
  public static Optional<MixPreset> fromId(String id) {
    return CommandLineIds.find(values(), MixPreset::id, id);
  }

  /** Every id, in declaration order. */
  public static List<String> ids() {
    return CommandLineIds.all(values(), MixPreset::id);
  }
}
