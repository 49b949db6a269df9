package org.nightres.lab.generate;

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
  DENSE("dense", "nearly every player has a power role and acts; modifiers sprinkled"),
  /**
   * The setup of Mafia 1923 ({@code games.md} section 6, {@code rules mafia1923}): families of
   * eight ({@code family=Cohen}, {@code Levi}, ...; the last one takes the players left over),
   * one Mafia member in every family of at least four (about two per 16 players), half of them
   * with a second role ({@code MafiaMember+Doctor}); the civilians hold the seed's night roles
   * (about half of them), its passives and day roles, the rest are Townspeople. See {@link
   * Mafia1923Mix}.
   */
  MAFIA1923("mafia1923", "Mafia 1923: families of eight, one Mafia member each, the seed's roles",
      "mafia1923");

  private final String id;
  private final String description;
  private final String rules;

  MixPreset(String id, String description) {
    this(id, description, "standard");
  }

  MixPreset(String id, String description, String rules) {
    this.id = id;
    this.description = description;
    this.rules = rules;
  }

  /** {@return the lower-case id used on the command line} */
  public String id() {
    return id;
  }

  /** {@return one line for help texts} */
  public String description() {
    return description;
  }

  /** {@return the bundled rule set whose roles it deals ({@code standard}, {@code mafia1923})} */
  public String rules() {
    return rules;
  }

  /**
   * {@return the first preset of the rule set: the mix its nights get unless one is given}
   *
   * @param rules a rule set's name, e.g. {@code standard}
   */
  public static Optional<MixPreset> defaultFor(String rules) {
    for (MixPreset p : values()) {
      if (p.rules.equals(rules)) {
        return Optional.of(p);
      }
    }
    return Optional.empty();
  }

  /**
   * {@return the preset with this id, case-insensitively}
   *
   * @param id a preset's id, e.g. {@code default}
   */
  public static Optional<MixPreset> fromId(String id) {
    return CommandLineIds.find(values(), MixPreset::id, id);
  }

  /** {@return every id, in declaration order} */
  public static List<String> ids() {
    return CommandLineIds.all(values(), MixPreset::id);
  }
}
