package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.nightres.cli.BookNights.told;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.NightResolver;

/**
 * Which of two disguises an investigation that sees both answers with (docs/wwr.md ruling 83):
 * nightres keeps seed-vocabulary section 4.1's "strong beats weak" (roles-language.md,
 * Disguises), in every scheme, where the book's {@code _rules/ability types/04 disguises} has
 * "the most recently applied disguise of the strength they are affected by": its own example, a
 * Sneaking Wolf (a strong Citizen disguise from the start) whom a Pack Tanner disguised as a
 * Demon by day, shows a Fortune Teller {@code (SD, WD)} a Demon; nightres answers Citizen. A
 * result that sees only one strength agrees with the book.
 */
class WwrDisguiseOrderTest {
  static final String BOOK = """
      **Sneaking Wolf** | Werewolf Power
      Starting: Strongly Disguise @Self as `Citizen`

      **Fortune Teller** | Townsfolk Investigative
      Immediate Night: Role Investigate @Selection (SD, WD)

      **Weak Seer** | Townsfolk Investigative
      Immediate Night: Role Investigate @Selection (WD)

      **Demon** | Solo Killing
      No Abilities

      **Citizen** | Townsfolk Miscellaneous
      No Abilities
      """;

  static List<NightResolver> schemes() {
    return PremiseSemanticsTest.schemes();
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aStrongDisguiseBeatsANewerWeakOne(NightResolver resolver) {
    var o = BookNights.play(resolver, BOOK, """
        include book.wwr
        player Wol werewolf  SneakingWolf
        player For townsfolk FortuneTeller
        player Wea townsfolk WeakSeer
        player Dem solo      Demon
        state Wol disguise Demon weak until N1
        night 1
        For investigate Wol
        Wea investigate Wol
        """);
    assertEquals(List.of("Citizen"), told(o, "For"), "strong first (the book: Demon), under "
        + resolver.scheme());
    assertEquals(List.of("Demon"), told(o, "Wea"), "the weak one alone, under " + resolver.scheme());
  }
}
