package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.nightres.cli.BookNights.told;

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
 * WWR's Cancel in On Visited triggers (docs/wwr.md, ruling 36), written in the WWR notation as
 * the book writes it (the archived Bear, the Recluse, the Coven's hags, a custom feedback), the
 * same under every scheme: the visiting ability fails on the holder, its user is told the
 * feedback, the visit is still a visit.
 */
class WwrCancelTest {
  static final String BOOK = """
      **Cave Bear** | Unaligned Killing
      __Formalized__
      On Visited [Killing]: Cancel with Failure [Temporal: Night]

      **Hermit Crab** | Werewolf Miscellaneous
      __Formalized__
      On Visited [Attack Killing]:
        • @Visitor has `Wolfish`: Cancel with Failure

      **Stubborn Hag** | Solo Miscellaneous
      __Formalized__
      On Visited [Role Changing]:
        • @Self has `Unwrongable`: Cancel with Failure

      **Gatekeeper** | Townsfolk Miscellaneous
      __Formalized__
      On Visited: Cancel with `The gate is shut`
      On Visited: Learn `Someone knocked`

      **Liar** | Townsfolk Miscellaneous
      __Formalized__
      On Visited [Investigating]: Cancel with Success

      **Grudge** | Townsfolk Miscellaneous
      __Formalized__
      On Death: Cancel with Failure

      **Night Hunter** | Townsfolk Killing
      __Formalized__
      End Night: Attack @Selection

      **Grey Wolf** | Werewolf Killing
      __Formalized__
      End Night: Attack @Selection

      **Shaper** | Townsfolk Power
      __Formalized__
      Immediate Night: Role Change @Selection to `Village Idler`

      **Village Idler** | Townsfolk Miscellaneous
      __Formalized__
      No Abilities

      **Fortune Teller** | Townsfolk Investigative
      __Formalized__
      Immediate Night: Role Investigate @Selection (WD)
      """;

  static List<NightResolver> schemes() {
    return PremiseSemanticsTest.schemes();
  }

  private static Outcome night(NightResolver resolver, String night) {
    return BookNights.play(resolver, BOOK, "include book.wwr\n" + """
        player Bea unaligned CaveBear
        player Cra werewolf  HermitCrab
        player Hag solo      StubbornHag
        player Unw solo      StubbornHag unwrongable=yes
        player Gat townsfolk Gatekeeper
        player Lia townsfolk Liar
        player Hun townsfolk NightHunter
        player Wol werewolf  GreyWolf wolfish=yes
        player Sha townsfolk Shaper
        player For townsfolk FortuneTeller
        """ + night);
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theBearCancelsEveryKillingVisitWithFailure(NightResolver resolver) {
    Outcome o = night(resolver, "Hun attack Bea\nWol attack Bea\nFor investigate Bea\n");
    assertEquals(List.of(), o.deaths());
    assertEquals(List.of("Failure"), told(o, "Hun"));
    assertEquals(List.of("Failure"), told(o, "Wol"));
    assertEquals(List.of("Cave Bear"), told(o, "For"), "an investigation is no killing");
  }

  /**
   * _rules/ability types/01 killing: "The role or group responsible for the attack is informed
   * of success or failure" (docs/wwr.md, ruling 75): a submitted killing ability's actor is told
   * whether its target died tonight.
   */
  @ParameterizedTest
  @MethodSource("schemes")
  void theAttackerIsToldWhetherHisAttackSucceeded(NightResolver resolver) {
    Outcome o = night(resolver, "player Doc townsfolk Doctor\nHun attack Lia\nWol attack Sha\n"
        + "Doc protect Sha\n");
    assertEquals(List.of("Lia"), o.deaths());
    assertEquals(List.of("Success"), told(o, "Hun"));
    assertEquals(List.of("Failure"), told(o, "Wol"), "Sha was protected");
    Outcome blocked = night(resolver, "player Rb mafia Roleblocker\nHun attack Lia\n"
        + "Rb block Hun\n");
    assertEquals(List.of(), blocked.deaths());
    assertEquals(List.of("Failure"), told(blocked, "Hun"), "a blocked attack failed");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theHermitCrabCancelsOnlyWolfishAttackers(NightResolver resolver) {
    Outcome o = night(resolver, "Wol attack Cra\n");
    assertEquals(List.of(), o.deaths());
    assertEquals(List.of("Failure"), told(o, "Wol"));
    o = night(resolver, "Hun attack Cra\n");
    assertEquals(List.of("Cra"), o.deaths(), "a villager's attack is not cancelled");
    assertEquals(List.of("Success"), told(o, "Hun"), "and its actor is told it succeeded");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theHagCancelsRoleChangesWhileUnwrongable(NightResolver resolver) {
    Outcome o = night(resolver, "Sha rolechange Hag\n");
    assertEquals("VillageIdler", roleOf(o, "Hag"), "not unwrongable: she is changed");
    assertEquals(List.of(), told(o, "Sha"));
    o = night(resolver, "Sha rolechange Unw\n");
    assertEquals("StubbornHag", roleOf(o, "Unw"));
    assertEquals(List.of("Failure"), told(o, "Sha"));
  }

  private static String roleOf(Outcome o, String name) {
    return o.nextState().players().get(o.nextState().indexOf(name)).roles().get(0).name();
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aCustomFeedbackAndTheTriggersOtherLines(NightResolver resolver) {
    Outcome o = night(resolver, "Hun attack Gat\nFor investigate Gat\n");
    assertEquals(List.of(), o.deaths());
    assertEquals(List.of("The gate is shut"), told(o, "Hun"));
    assertEquals(List.of("The gate is shut"), told(o, "For"));
    assertEquals(List.of("Someone knocked"), told(o, "Gat"),
        "the other On Visited line still fires (one text told once)");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void cancelWithSuccessHidesTheAnswer(NightResolver resolver) {
    Outcome o = night(resolver, "For investigate Lia\n");
    assertEquals(List.of("Success"), told(o, "For"));
  }

  @Test
  void theCancelLinesAreUnderstoodAndACancelOutsideOnVisitedIsReported(@TempDir Path dir)
      throws Exception {
    Path book = dir.resolve("book.wwr");
    Files.writeString(book, BOOK);
    MainTest.Run r = MainTest.run("roles", "--rules", book.toString(), "--coverage");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("  ok 3: On Visited [Killing]: Cancel with Failure [Temporal: "
        + "Night]\n"), r.out());
    assertTrue(r.out().contains("  ok 7: On Visited [Attack Killing]:\n"), r.out());
    assertTrue(r.out().contains("  ok 12: On Visited [Role Changing]:\n"), r.out());
    assertTrue(r.out().contains("unsupported: Cancel outside On Visited (it cancels the visit "
        + "that sets the trigger off)"), r.out());
    r = MainTest.run("roles", "--rules", book.toString());
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("T on-visited[killing](cancel(failure))"), r.out());
    assertTrue(r.out().contains(
        "T on-visited[attack-killing](if(visitor in attr:wolfish then cancel(failure)))"),
        r.out());
    assertTrue(r.out().contains(
        "T if(self in attr:unwrongable then on-visited[role-changing](cancel(failure)))"),
        r.out());
    assertTrue(r.out().contains("T on-visited(cancel(\"The gate is shut\"))"), r.out());
  }
}
