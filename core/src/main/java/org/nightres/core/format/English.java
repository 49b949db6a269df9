package org.nightres.core.format;

import java.util.List;
import java.util.Locale;

/**
 * English words for the messages nightres writes: the plural of a noun such as a role's name
 * ({@code Thief}: {@code Thieves}), by the rules of English spelling, not by a list of names.
 */
final class English {
  /** Words ending in {@code man} that are no compound of {@code man}: their plural adds -s. */
  private static final List<String> NOT_MAN = List.of("human", "shaman", "talisman", "german",
      "caiman", "ottoman", "roman", "cayman");
  /** Words ending in {@code f} or {@code fe} whose plural adds -s all the same. */
  private static final List<String> KEEP_F = List.of("chief", "belief", "grief", "gulf");

  private English() {}

  /**
   * {@return the plural of {@code noun}, spelled in its case; a name in CamelCase
   * ({@code NightWatchman}) takes the plural of its last word ({@code NightWatchmen}); a name
   * ending in a digit ({@code Bodyguard1923}) takes -s}
   *
   * @param noun a noun, not empty
   */
  static String plural(String noun) {
    String w = noun.toLowerCase(Locale.ROOT);
    String last = lastWord(noun);
    if (w.endsWith("man") && !NOT_MAN.contains(last)) {
      return ending(noun, 2, "en"); // Watchman, Strongman: -men
    }
    if (w.endsWith("person")) {
      return ending(noun, 6, "people"); // Townsperson: Townspeople
    }
    if (last.endsWith("arch") && last.length() > 5) {
      return ending(noun, 0, "s"); // a hard ch: Monarch, Patriarch
    }
    if (w.endsWith("s") || w.endsWith("x") || w.endsWith("z") || w.endsWith("ch")
        || w.endsWith("sh")) {
      return ending(noun, 0, "es"); // Witness, Boss, Fox, Witch, Bush
    }
    if (w.endsWith("y") && w.length() > 1 && "aeiou".indexOf(w.charAt(w.length() - 2)) < 0) {
      return ending(noun, 1, "ies"); // Spy, Deputy; not Cowboy
    }
    if (!KEEP_F.contains(last)) {
      if (w.endsWith("ief") || w.endsWith("lf") || w.endsWith("eaf")) {
        return ending(noun, 1, "ves"); // Thief, Wolf, Elf, Leaf
      }
      if (w.endsWith("ife")) {
        return ending(noun, 2, "ves"); // Wife, Knife
      }
    }
    return ending(noun, 0, "s");
  }

  /** The last word of a CamelCase {@code noun}, in lower case: {@code NightWatchman}, watchman. */
  private static String lastWord(String noun) {
    int i = noun.length() - 1;
    while (i > 0 && !Character.isUpperCase(noun.charAt(i))) {
      i--;
    }
    return noun.substring(i).toLowerCase(Locale.ROOT);
  }

  /**
   * {@code noun} without its last {@code cut} letters, with {@code end}: in capitals if the noun
   * is written in capitals ({@code SPY}: {@code SPIES}).
   */
  private static String ending(String noun, int cut, String end) {
    boolean capital = noun.length() > 1 && noun.equals(noun.toUpperCase(Locale.ROOT));
    return noun.substring(0, noun.length() - cut)
        + (capital ? end.toUpperCase(Locale.ROOT) : end);
  }
}
