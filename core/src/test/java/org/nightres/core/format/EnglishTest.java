package org.nightres.core.format;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The plural a message gives a role's name ("Thieves can swipe"): the rules of English spelling,
 * for the names of the bundled rule sets and catalogue and others of their kind.
 */
class EnglishTest {
  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource({
      "Thief, Thieves", "Wolf, Wolves", "Werewolf, Werewolves", "Midwife, Midwives",
      "Chief, Chiefs", "Watchman, Watchmen", "Strongman, Strongmen", "NightWatchman, NightWatchmen",
      "Woman, Women", "Human, Humans", "Shaman, Shamans", "Townsperson, Townspeople",
      "Witness, Witnesses", "Boss, Bosses", "Alias, Aliases", "Witch, Witches", "Fox, Foxes",
      "Monarch, Monarchs", "Patriarch, Patriarchs", "Spy, Spies", "Deputy, Deputies",
      "Cowboy, Cowboys", "Cop, Cops", "BusDriver, BusDrivers", "Doctor1923, Doctor1923s",
      "Vanilla, Vanillas", "Drunkard, Drunkards", "SPY, SPIES", "A, As"})
  void pluralsFollowEnglishSpelling(String noun, String plural) {
    assertEquals(plural, English.plural(noun));
  }
}
