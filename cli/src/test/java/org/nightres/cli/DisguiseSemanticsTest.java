package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.NightResolver;
import org.nightres.core.format.GamePlay;
import org.nightres.core.testing.NightText;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.format.NightWriter;
import org.nightres.core.model.Night;
import org.nightres.rar.RarResolver;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Outcome;

/**
 * Disguises and the result kinds of seed 004 mean the same under rar, snarf and nar: a result
 * that sees a disguise's strength answers as if its target held the disguise's role (role,
 * alignment, category, class), a strong disguise beats a weak one, blocks, moves and
 * untargetability stop a disguise, and a lasting disguise is kept in the game state (permanent,
 * or until a result was answered with it).
 */
class DisguiseSemanticsTest {

  static List<NightResolver> schemes() {
    return GameFilesTest.schemes();
  }

  private static final String RULES = """
      role Spy faction=mafia category=Support class=Mafia
      role Sage category=Investigative class=Townsfolk
      role Tailor
      ability Tailor.dress X R:role = disguise(X, as=R, strength=weak, until=permanent)
      role Forger
      ability Forger.forge X R:role = disguise(X, as=R, strength=strong, until=use)
      role Mask
      ability Mask.mask X R:role = disguise(X, as=R, strength=weak)
      role Seer
      ability Seer.see X = result(X, role, sees=strong)
      role Oracle
      ability Oracle.read X = result(X, role, sees=weak|strong) + result(X, investigate, sees=weak) + result(X, category, sees=weak) + result(X, class) + result(X, attr:family)
      """;

  private static GamePlay play(NightResolver resolver, String text) {
    return NightText.play(resolver, RULES + text);
  }

  private static Outcome night(NightResolver resolver, String players, String lines) {
    return play(resolver, players + lines).last();
  }

  /** The results of the night, in output order. */
  private static List<String> results(Outcome o) {
    return o.feedback().stream().map(Feedback::result).toList();
  }

  private static final String PLAYERS = """
      player Tai town  Tailor
      player For town  Forger
      player Sy  town  Seer
      player Ora town  Oracle
      player Ann town  Sage family=Cohen
      player Rob town  Roleblocker
      player Red town  Redirector
      player Sto town  Rolestopper
      player Bob town  Vanilla
      player Mas town  Mask
      """;

  @ParameterizedTest
  @MethodSource("schemes")
  void aResultSeesOnlyTheStrengthsItNames(NightResolver resolver) {
    assertEquals(List.of("Sage"), results(night(resolver, PLAYERS, "Tai dress Ann Spy\nSy see Ann\n")),
        "the Seer sees strong disguises only: the Tailor's weak one does not fool him");
    assertEquals(List.of("Spy"), results(night(resolver, PLAYERS, "For forge Ann Spy\nSy see Ann\n")),
        "the Forger's strong disguise does");
    assertEquals(List.of("Spy", Feedback.GUILTY, "Support", "Townsfolk", "Cohen"),
        results(night(resolver, PLAYERS, "Tai dress Ann Spy\nOra read Ann\n")),
        "role, alignment (the Spy's faction) and category see it; class sees nothing; an "
            + "attribute is the player's own");
    assertEquals(List.of("Vanilla", Feedback.INNOCENT, Feedback.NONE, Feedback.NONE,
        Feedback.NONE), results(night(resolver, PLAYERS, "Ora read Bob\n")),
        "no category, class or attribute: none");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aStrongDisguiseBeatsAWeakOneAndTiesGoByTheRolesName(NightResolver resolver) {
    assertEquals("Spy", results(night(resolver, PLAYERS,
        "Tai dress Ann Vanilla\nFor forge Ann Spy\nOra read Ann\n")).get(0));
    assertEquals("Sage", results(night(resolver, PLAYERS + "player Tai2 town Tailor\n",
        "Tai dress Bob Spy\nTai2 dress Bob Sage\nOra read Bob\n")).get(0),
        "of two weak disguises, the role whose name comes first");
    assertEquals("Sage", results(night(resolver, PLAYERS + "player Tai2 town Tailor\n",
        "Tai2 dress Bob Sage\nTai dress Bob Spy\nOra read Bob\n")).get(0),
        "whatever the order of the lines");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void blocksMovesAndUntargetabilityStopADisguise(NightResolver resolver) {
    assertEquals("Sage", results(night(resolver, PLAYERS,
        "For forge Ann Spy\nRob block For\nSy see Ann\n")).get(0), "a blocked Forger");
    assertTrue(night(resolver, PLAYERS, "Tai dress Ann Spy\nSto stop Ann\n").nextState().state(4)
        .disguises().isEmpty(), "an untargetable Ann is not disguised");
    assertEquals(1, night(resolver, PLAYERS, "Tai dress Ann Spy\nSto stop Bob\n").nextState()
        .state(4).disguises().size(), "else she is");
    assertEquals("Spy", results(night(resolver, PLAYERS,
        "For forge Bob Spy\nRed redirect For to Ann\nSy see Ann\n")).get(0),
        "a Forger redirected onto Ann disguises her");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aPermanentDisguiseIsKeptInTheStateAndWorksOnLaterNights(NightResolver resolver) {
    GamePlay play = play(resolver, PLAYERS + """
        player Ora2 town Oracle
        night 1
        Tai dress Ann Spy
        Mas mask Bob Spy
        Sy see Ann
        night 2
        Ora read Ann
        Ora2 read Bob
        """);
    Outcome first = play.outcomes().get(0);
    assertEquals("[HeldDisguise[as=Spy, strength=WEAK]]", first.nextState().state(4).disguises()
        .stream().map(d -> "HeldDisguise[as=" + d.as().name() + ", strength=" + d.strength() + "]")
        .toList().toString());
    assertTrue(first.nextState().state(8).disguises().isEmpty(), "a disguise of tonight only");
    assertTrue(NightWriter.stateLines(first.nextState()).contains("state Ann disguise Spy weak by Tai"),
        NightWriter.stateLines(first.nextState()).toString());
    List<String> second = results(play.last());
    assertEquals("Spy", second.get(0), "night 2: Ann still looks like a Spy");
    assertEquals("Vanilla", second.get(5), "Bob's disguise was for night 1 only");
    assertEquals(1, play.last().nextState().state(4).disguises().size(), "permanent");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aDisguiseUntilUseEndsOnceAResultIsAnsweredWithIt(NightResolver resolver) {
    GamePlay play = play(resolver, PLAYERS + """
        night 1
        For forge Ann Spy
        Ora read Bob
        night 2
        Sy see Ann
        night 3
        Sy see Ann
        """);
    assertEquals("state Ann disguise Spy strong until use by For",
        NightWriter.stateLines(play.outcomes().get(0).nextState()).get(0), "unused: kept");
    assertEquals(List.of("Spy"), results(play.outcomes().get(1)), "night 2: used");
    assertTrue(play.outcomes().get(1).nextState().state(4).disguises().isEmpty(), "then gone");
    assertEquals(List.of("Sage"), results(play.outcomes().get(2)));
  }

  /**
   * A written night defines the roles its lines give (a Spy nobody holds) and the roles of the
   * disguises held, and reads back as the same night.
   */
  @Test
  void aWrittenNightReadsBackWithItsRoleArgumentsAndHeldDisguises() {
    Night night = play(new RarResolver(), PLAYERS + """
        state Ann disguise Spy strong until use by For
        night 1
        Mas mask Bob Spy
        Tai dress Ann Sage
        """).nights().get(0);
    for (String text : List.of(NightWriter.writeGame(night, List.of()),
        NightWriter.write(Night.builder().from(night).startState(java.util.Optional.empty())
            .build()))) {
      assertTrue(text.contains("role Spy faction=mafia category=Support class=Mafia\n"), text);
      assertTrue(text.contains("Mas mask Bob Spy\n") && text.contains("Tai dress Ann Sage\n"),
          text);
      GameScript back = NightParser.standard().parseGame("w.night", text.getBytes());
      assertTrue(back.ok(), back.diagnostics() + "\n" + text);
      Night read = back.play(new RarResolver()).nights().get(0);
      assertEquals(night.actions().stream().map(a -> a.toString()).toList(),
          read.actions().stream().map(a -> a.toString()).toList());
      assertEquals(night.actions().get(0).roles(), read.actions().get(0).roles());
    }
    assertTrue(NightWriter.writeGame(night, List.of())
        .contains("state Ann disguise Spy strong until use by For\n"));
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aStateLineHoldsADisguise(NightResolver resolver) {
    Outcome o = night(resolver, PLAYERS + """
        state Bob disguise Spy weak until N1 by Tai
        state Ann disguise Spy strong until use
        """, "Ora read Bob\nSy see Ann\n");
    assertEquals("Spy", results(o).get(0));
    assertEquals("Spy", results(o).get(5));
    assertTrue(o.nextState().state(8).disguises().isEmpty(), "until N1 is over");
    assertTrue(o.nextState().state(4).disguises().isEmpty(), "used");
  }
}
