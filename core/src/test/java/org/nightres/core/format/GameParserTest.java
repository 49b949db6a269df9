package org.nightres.core.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.nightres.core.model.GameState;
import org.nightres.core.model.Life;
import org.nightres.core.model.Link;
import org.nightres.core.model.Night;
import org.nightres.core.model.Phase;
import org.nightres.core.model.PlayerState;

/** Game files: sections, {@code state} lines, attributes, and their errors ({@code games.md} 1, 2). */
class GameParserTest {
  private static final NightParser PARSER = NightParser.standard();
  private static final String PLAYERS = """
      player V town Vigilante
      player C town Cop family=Cohen
      player D town Doctor
      player M mafia Goon Bulletproof(1)
      """;

  /** A role whose ability has limits: uses, a self quota and a succession limit. */
  private static final String MEDIC = """
      role Medic "a doctor with limits"
      ability Medic.protect X = protect(X) + visit(X) [uses 3, uses-self 1, no-repeat-target]
      passive Medic = protect(self, uses=2, consume=need)
      """;

  private static GameScript game(String text) {
    return PARSER.parseGame("g.night", text);
  }

  /** The first night's start state of a valid file. */
  private static GameState start(String text) {
    GameScript g = game(text);
    assertTrue(g.ok(), g.diagnostics().toString());
    ParseResult first = g.firstNight();
    assertTrue(first.ok(), first.diagnostics().toString());
    return first.night().orElseThrow().state();
  }

  @Test
  void aPlainFileIsOneNightNumberOne() {
    GameScript g = game(PLAYERS + "V kill M\n");
    assertTrue(g.ok());
    assertFalse(g.hasNightSections());
    assertEquals(List.of(1), g.nightNumbers());
    Night n = g.firstNight().night().orElseThrow();
    assertEquals(1, n.number());
    assertTrue(n.state().isFresh());
    assertEquals(Map.of("family", "Cohen"), n.players().get(1).attributes());
  }

  @Test
  void sectionsMayStartMidGame() {
    GameScript g = game(PLAYERS + "night 4\nV kill M\nnight 5\nnight 6\n");
    assertTrue(g.ok(), g.diagnostics().toString());
    assertEquals(List.of(4, 5, 6), g.nightNumbers());
    assertEquals(4, g.firstNight().night().orElseThrow().number());
  }

  @Test
  void everyStateLineSetsItsPart() {
    GameState s = start(MEDIC + PLAYERS + """
        player E town Medic
        state V dead
        state C status Abroad until N3 by D
        state C status Injured
        state C clear Injured
        state E uses protect 2
        state E uses protect:self 0
        state M align cult
        state V alive
        state V exiled
        state D link lovers C
        state E last protect C N0
        night 2
        """.replace("N0", "N1"));
    assertEquals(Life.EXILED, s.state(0).life());
    PlayerState c = s.state(1);
    assertEquals(1, c.statuses().size());
    assertEquals("Abroad", c.statuses().get(0).name());
    assertEquals(Optional.of(Phase.night(3)), c.statuses().get(0).until());
    assertEquals(Optional.of("D"), c.statuses().get(0).by());
    assertEquals(Map.of("protect", 2, "protect:self", 0), s.state(4).uses());
    assertEquals("cult", s.players().get(3).alignment());
    assertEquals(List.of(new Link("lovers", "C")), s.state(2).links());
    assertEquals(List.of(new Link("lovers", "D")), c.links());
    assertEquals(Phase.night(1), s.state(4).last().get(0).phase());
  }

  /**
   * The setup may follow the first {@code night} line, as {@code seed-vocabulary.md} section 6
   * writes its 1923 night: setup lines before the first action, among the state lines, are the
   * setup's; a {@code since} is checked and changes nothing.
   */
  @Test
  void theSetupMayFollowTheFirstNightLine() {
    String after = "night 3\nseed 9\n" + PLAYERS + "state C status Abroad since N2 until N3 by D\n"
        + "option self-target allowed\nV kill M\n";
    GameScript g = game(after);
    assertTrue(g.ok(), g.diagnostics().toString());
    assertEquals(List.of(3), g.nightNumbers());
    Night n = g.firstNight().night().orElseThrow();
    GameScript before = game("seed 9\n" + PLAYERS + "option self-target allowed\nnight 3\n"
        + "state C status Abroad until N3 by D\nV kill M\n");
    assertEquals(before.firstNight().night().orElseThrow(), n, "the same night either way");
    assertEquals("[status Abroad until N3 by D]", n.state().state(1).statuses().stream()
        .map(h -> h.describe()).toList().toString());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      dead actor              | state V dead\\nnight 1\\nV kill M                 | 7 | 1 | V is dead: the dead cannot act
      dead target             | state M exiled\\nnight 1\\nV kill M               | 7 | 8 | M is exiled and cannot be targeted
      unknown player in state | state X dead                                     | 5 | 7 | unknown player 'X'; did you mean 'V'?
      unknown status          | state C status Abrod                             | 5 | 16 | unknown status 'Abrod'; the rule set has Abroad, Injured, Suspended, Arrested; did you mean 'Abroad'?
      status for nobody       | night 1\\nstate Z status Abroad                   | 6 | 7 | unknown player 'Z'; did you mean 'V'?
      night out of sequence   | night 1\\nnight 3                                 | 6 | 7 | night 3 after night 1: night numbers go up by one (expected `night 2`)
      action before night     | V kill M\\nnight 1                                | 5 | 1 | an action before the first `night` line: actions belong to a night section (`night 1`)
      player line in a night  | night 1\\nV kill M\\nplayer Z town Cop             | 7 | 1 | `player` lines belong to the setup, before the first night's actions
      role after the actions  | V kill M\\nrole Late                            | 6 | 1 | `role` lines belong to the setup, before the night's actions
      state after the actions | V kill M\\nstate C dead                          | 6 | 1 | `state` lines belong to the setup, before the night's actions
      state after a night's action | night 1\\nV kill M\\nstate C dead       | 7 | 1 | `state` lines come before the night's actions (games.md section 1: a night section holds its state lines, then its actions)
      seed in a later night   | night 1\\nnight 2\\nseed 3                         | 7 | 1 | `seed` lines belong to the setup, before the first night's actions (night k of a game draws from seed + k - 1)
      since tonight           | night 3\\nstate C status Abroad since N3        | 6 | 29 | since N3 is not before night 3: the state at the start of a night holds what was applied before it
      since twice             | night 3\\nstate C status Abroad since N1 since N2 | 6 | 32 | unexpected 'since': expected `state C status <Status> [since <phase>] [until <phase>] [by <Player>]`
      until already over      | night 3\\nstate C status Abroad until D1          | 6 | 29 | until D1 is already over when night 3 starts
      clear what is not held  | state C clear Abroad                             | 5 | 15 | C does not hold Abroad
      bad state word          | state C sleepy                                   | 5 | 9 | unknown state 'sleepy'; expected dead, exiled, alive, status, clear, uses, role, original, align, last, link, disguise or attr
      attr not on the line    | state C attr colour until N2                     | 5 | 14 | C has no attribute 'colour' on his player line
      attr already over       | night 3\\nstate C attr family until N2             | 6 | 27 | until N2 is already over when night 3 starts
      attr without until      | state C attr family after N2                     | 5 | 21 | unexpected 'after': expected `state C attr <key> until <phase>`
      bad attribute           | player Z town Cop family=                        | 5 | 19 | bad attribute 'family=': expected key=value, e.g. family=Cohen (a key of letters, digits, '_' or '-'; a value of letters, digits, '_', apostrophes or '-')
      """)
  void badStateAndSectionsAreReportedAtLineAndColumn(String name, String extra, int line, int column,
      String message) {
    GameScript g = game(PLAYERS + extra.replace("\\n", "\n") + "\n");
    List<Diagnostic> ds = g.ok() ? nightDiagnostics(g) : g.diagnostics();
    assertFalse(ds.isEmpty(), name);
    Diagnostic d = ds.get(0);
    assertEquals(message, d.message(), name);
    assertEquals(line, d.line(), name);
    assertEquals(column, d.column(), name);
  }

  /**
   * One error does not hide another: a bad {@code night} line, or a line out of its place, is
   * reported with the setup's own errors (a reserved player name) and the first night's
   * actions', each once; an action naming a player whose line is refused is not reported again
   * (the player is not "unknown"), a wrong night number is one error (the nights after it are
   * checked against the number written), and a bad header does not hand its lines to the night
   * before. Only the rules' errors stop the reading (the roles are not known).
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      bad night and reserved name | night x\\nplayer state town Vanilla\\nplayer B town Cop\\nB investigate state\\nB kill B | 1:7 bad night number 'x'; 2:8 'state' is a reserved word; 5:3 B is a Cop
      skipped night               | player A town Vanilla\\nplayer B mafia Goon\\nnight 1\\nB mafiakill A\\nnight 3\\nB mafiakill A\\nnight 4 | 5:7 night 3 after night 1
      bad header keeps its lines  | player A town Cop\\nplayer B mafia Goon\\nnight 1\\nA investigate B\\nnight two\\nA investigate B\\nplayer C town Cop | 5:7 bad night number 'two'; 7:1 `player` lines belong to the setup
      bad name in an action       | player 1x town Vanilla\\nplayer B town Cop\\nB investigate 1x\\nB kill 1x | 1:8 bad player name '1x'; 4:3 B is a Cop
      rules stop the reading      | night x\\nability Nobody.zap X = zap(X)\\nplayer state town Vanilla | 1:7 bad night number 'x'; 2:9 unknown role 'Nobody'
      rules read after a bad night | night x\\nrole Foo\\nability Foo.zap X = kill(X)\\nplayer A town Foo\\nplayer B town Vanilla\\nA zap B | 1:7 bad night number 'x'
      """)
  void oneErrorDoesNotHideAnother(String name, String text, String expected) {
    GameScript g = game(text.replace("\\n", "\n") + "\n");
    List<String> got = g.diagnostics().stream().map(d -> d.line() + ":" + d.column() + " "
        + d.message()).toList();
    String[] want = expected.split("; ");
    assertEquals(want.length, got.size(), name + ": " + got);
    for (int i = 0; i < want.length; i++) {
      assertTrue(got.get(i).startsWith(want[i]), name + ": " + got);
    }
  }

  /**
   * {@code state} lines that the rules or the state cannot hold (games.md section 2.1): uses left
   * above the limit; a last use of an ability without a succession limit (nothing reads it); a
   * status given to the dead (who hold none).
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      use beyond the limit      | state E uses protect 0\\nnight 1\\nE protect V  | 11 | 3 | E has no uses of `protect` left
      uses above the limit      | state E uses protect 4                        | 9 | 22 | 4 uses left of `protect`, which has 3 uses in all: expected 0 to 3
      self quota above it       | state E uses protect:self 2                   | 9 | 27 | 2 uses left of `protect:self`, which has 1 use in all: expected 0 to 1
      protection above it       | state E uses Medic.passive 3                  | 9 | 28 | 3 uses left of `Medic.passive`, which has 2 uses in all: expected 0 to 2
      last use without a limit  | night 3\\nstate D last protect C N1            | 10 | 14 | D's `protect` has no succession limit (no-succession or no-repeat-target): the state keeps no last use of it
      last use tonight          | night 3\\nstate E last protect C N3            | 10 | 24 | last use at N3 is not before night 3: the state at the start of a night holds what was done before it
      last use at day           | night 3\\nstate E last protect C D2            | 10 | 24 | last use at D2: `protect` is used at night; write the night it was used, N<n>
      death to come             | night 2\\nstate V dead since N2               | 10 | 20 | since N2 is not before night 2: the state at the start of a night holds what happened before it
      status of the dead        | state V dead\\nstate V status Abroad           | 10 | 9 | V is dead: the dead hold no statuses
      """)
  void stateLinesTheRulesCannotHoldAreErrors(String name, String extra, int line, int column,
      String message) {
    GameScript g = game(MEDIC + PLAYERS + "player E town Medic\n" + extra.replace("\\n", "\n")
        + "\n");
    List<Diagnostic> ds = g.ok() ? nightDiagnostics(g) : g.diagnostics();
    assertFalse(ds.isEmpty(), name);
    Diagnostic d = ds.get(0);
    assertEquals(message, d.message(), name);
    assertEquals(line, d.line(), name);
    assertEquals(column, d.column(), name);
  }

  /**
   * A {@code uses} line for an ability without a limit limits it from now on (games.md 2.1: the
   * uses left; the standard Vigilante made a one-shot): a line beyond it is an error, and the
   * state keeps the count.
   */
  @Test
  void usesOfAnUnlimitedAbilityLimitItFromNowOn() {
    GameState s = start(PLAYERS + "state V uses kill 1\nstate V uses kill:self 0\nnight 1\n");
    assertEquals(java.util.Map.of("kill", 1, "kill:self", 0), s.state(0).uses());
    GameScript spent = game(PLAYERS + "state V uses kill 0\nnight 1\nV kill C\n");
    assertTrue(spent.ok(), spent.diagnostics().toString());
    List<Diagnostic> ds = nightDiagnostics(spent);
    assertEquals(1, ds.size(), ds.toString());
    assertEquals(7, ds.get(0).line());
    assertTrue(ds.get(0).message().contains("no uses of `kill` left"), ds.get(0).message());
  }

  /**
   * A death or exile recorded again (a recap of who is dead) changes nothing and says so: the
   * first date stands, where the line used to re-date night 1's death to day 1.
   */
  @Test
  void aDeathRecordedAgainKeepsItsDateWithAWarning() {
    for (String again : List.of("state V dead", "state V dead since D1")) {
      GameScript g = game(PLAYERS + "state V dead since N1\n" + again + "\nnight 2\n");
      assertTrue(g.ok(), g.diagnostics().toString());
      assertEquals(1, g.warnings().size(), again);
      Diagnostic w = g.warnings().get(0);
      assertEquals(6, w.line(), again);
      assertEquals("V is already dead since night 1: the line changes nothing (to correct the "
          + "date, write `state V alive` first)", w.message(), again);
      GameState s = g.firstNight().night().orElseThrow().state();
      assertEquals(java.util.Optional.of(Phase.night(1)), s.state(0).since(), again);
    }
  }

  /** The dead hold no statuses: a death recorded by a state line ends them. */
  @Test
  void aDeathRecordedByAStateLineEndsTheStatuses() {
    GameState s = start(PLAYERS + "state C status Abroad until N3\nstate C dead\nnight 2\n");
    assertEquals(List.of(), s.state(1).statuses());
    assertEquals(Life.DEAD, s.state(1).life());
  }

  /** The diagnostics of the first night whose lines are invalid, playing with a no-op resolver. */
  private static List<Diagnostic> nightDiagnostics(GameScript g) {
    return g.play(new NoDeaths()).diagnostics();
  }

  @Test
  void aSelfQuotaAllowsSelfTargetsWhateverTheOption() {
    // uses-self: `state D uses protect:self 1` alone does not permit a self-target (no quota in
    // the role); an ability with a self quota does (seed-vocabulary 6); here: forbidden
    GameScript g = game(PLAYERS + "night 1\nD protect D\n");
    assertTrue(g.ok());
    assertFalse(g.firstNight().ok());
  }
}
