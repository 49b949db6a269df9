package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.NightResolver;
import org.nightres.core.outcome.Outcome;

/**
 * WWR ability subtypes in trigger filters ({@code On Visited [Attack Killing]}, {@code [Role
 * Changing]}): the subtype words nightres gives an ability from its components (a kill's class,
 * a role change's kind), the same under every scheme. The book is written for these tests in
 * the WWR notation.
 */
class WwrTriggerSubtypesTest {
  static final String BOOK = """
      **Village Idler** | Townsfolk Miscellaneous
      __Formalized__
      No Abilities

      **Stone Sentry** | Townsfolk Miscellaneous
      __Formalized__
      On Visited [Attack Killing]: Learn `An attacker came by`
      On Visited [Role Changing]: Learn `Someone tried to change you`
      On Visited [!Attack Killing]: Learn `No attacker came by`

      **Night Hunter** | Townsfolk Killing
      __Formalized__
      End Night: Attack @Selection

      **Executioner** | Townsfolk Killing
      __Formalized__
      End Night: Kill @Selection

      **Shaper** | Townsfolk Power
      __Formalized__
      Immediate Night: Role Change @Selection to `Village Idler`
      """;

  static List<NightResolver> schemes() {
    return PremiseSemanticsTest.schemes();
  }

  private static Outcome night(NightResolver resolver, String night) {
    return BookNights.play(resolver, BOOK, "include book.wwr\n" + """
        player Sen townsfolk StoneSentry
        player Hun townsfolk NightHunter
        player Exe townsfolk Executioner
        player Sha townsfolk Shaper
        """ + night);
  }

  private static List<String> heard(Outcome o) {
    return o.feedback().stream().filter(f -> f.player().equals("Sen")).map(f -> f.result())
        .toList(); // a Learn is feedback (games.md §7)
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void anAttackIsAnAttackKillingAndAKillIsNot(NightResolver resolver) {
    assertEquals(List.of("An attacker came by"), heard(night(resolver, "Hun attack Sen\n")));
    assertEquals(List.of("No attacker came by"), heard(night(resolver, "Exe kill Sen\n")),
        "a Kill is a Killing of another subtype");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aRoleChangeIsARoleChanging(NightResolver resolver) {
    assertEquals(List.of("Someone tried to change you", "No attacker came by"),
        heard(night(resolver, "Sha rolechange Sen\n")));
  }

  @Test
  void subtypesAreUnderstood(@TempDir Path dir) throws Exception {
    Path book = dir.resolve("book.wwr");
    Files.writeString(book, BOOK);
    MainTest.Run r = MainTest.run("roles", "--rules", book.toString(), "--coverage");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("  ok 7: On Visited [Attack Killing]: Learn `An attacker came "
        + "by`\n"), r.out());
    assertTrue(r.out().endsWith("understood: 6 of 6 night ability lines (100.0%)\n"), r.out());
  }

  @Test
  void anUnknownSubtypeStaysReported(@TempDir Path dir) throws Exception {
    Path book = dir.resolve("book.wwr");
    Files.writeString(book, BOOK.replace("[Role Changing]", "[Lynch Killing]"));
    MainTest.Run r = MainTest.run("roles", "--rules", book.toString(), "--coverage");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("unsupported: trigger filter '[Lynch Killing]' (an ability "
        + "subtype or category)"), r.out());
  }
}
