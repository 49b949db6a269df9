package org.nightres.core.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.OptionalInt;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.nightres.core.Scheme;
import org.nightres.core.model.Action;
import org.nightres.core.model.GameOptions;
import org.nightres.core.model.Night;
import org.nightres.core.testing.ConformanceCase;

class NightParserTest {
  private static final String PLAYERS =
      "player Caluin town Doctor\nplayer Vig town Vigilante\nplayer Pyro mafia Goon\n"
          + "player Leo mafia Goon\nplayer Rd town Redirector\n";

  private static Night ok(String text) {
    ParseResult r = NightParser.standard().parse("t.night", text);
    assertTrue(r.ok(), r::renderDiagnostics);
    return r.night().orElseThrow();
  }

  private static List<Diagnostic> errors(String text) {
    ParseResult r = NightParser.standard().parse("t.night", text);
    assertFalse(r.ok(), "expected errors for:\n" + text);
    return r.diagnostics();
  }

  private static Diagnostic onlyError(String text) {
    List<Diagnostic> ds = errors(text);
    assertEquals(1, ds.size(), () -> ds.stream().map(Diagnostic::render).collect(Collectors.joining("\n")));
    return ds.get(0);
  }

  @Test
  void everyConformanceCaseParses() {
    for (ConformanceCase c : ConformanceCase.all()) {
      assertFalse(c.night().players().isEmpty(), c.id());
    }
  }

  @Test
  void readsTheSpecExample() {
    Night n = ok("# Gorny's rule set\nscheme rar\noption doctor-stops all\n\n"
        + "player Noodle  town  Cop\nplayer BadAsh  town  BusDriver\nplayer Leo     mafia Goon\n"
        + "player Gorny   town  Vanilla Bulletproof(1)\nplayer Pyro    mafia Goon\n"
        + "player Caluin  town  Doctor\nplayer Orphan  mafia Goon\n\n"
        + "BadAsh swap Pyro Leo\nPyro   mafiakill Gorny\nCaluin protect Orphan\n");
    assertEquals(7, n.players().size());
    assertEquals(Scheme.RAR, n.scheme().orElseThrow());
    assertEquals(List.of("Pyro", "Leo"), n.actions().get(0).targets());
    assertEquals("mafiakill", n.actions().get(1).verb());
    assertEquals(OptionalInt.of(1), n.player("gorny").orElseThrow().modifiers().get(0).uses());
    assertEquals(2, n.actions().get(2).submissionIndex());
  }

  /**
   * A no-break space (or a narrow or figure space: text pasted from a forum) separates words as a
   * space does, in a night and in its roles; columns stay those of the text.
   */
  @Test
  void aNoBreakSpaceIsASpace() {
    Night n = ok("role Sleeper\u00a0\"sleeps\"\nplayer A\u00a0town Vigilante\n"
        + "player B town\u202fSleeper\nA kill\u2007B\n");
    assertEquals(List.of("B"), n.actions().get(0).targets());
    assertEquals("Sleeper", n.players().get(1).roles().get(0).name());
    ParseResult bad = NightParser.standard().parse("n.night", "player A\u00a0town Vigilant\n");
    assertEquals(List.of("n.night:1:15"), bad.diagnostics().stream()
        .map(d -> d.file() + ":" + d.line() + ":" + d.column()).toList());
  }

  /**
   * A letter typed decomposed (a base letter and a combining mark, as some systems paste it) is
   * the composed letter: one player, written composed; a column counts composed characters.
   */
  @Test
  void aDecomposedLetterIsTheComposedOne() {
    Night n = ok("player Zoe\u0308 town Vigilante\nplayer Ren\u00e9 town Vanilla\n"
        + "Zo\u00eb kill Rene\u0301\n");
    assertEquals("Zo\u00eb", n.players().get(0).name());
    assertEquals("Zo\u00eb", n.actions().get(0).actor());
    assertEquals(List.of("Ren\u00e9"), n.actions().get(0).targets());
    ParseResult bad = NightParser.standard().parse("n.night", "player Zoe\u0308 town Vigilant\n");
    assertEquals(List.of("n.night:1:17"), bad.diagnostics().stream()
        .map(d -> d.file() + ":" + d.line() + ":" + d.column()).toList());
  }

  @Test
  void keywordsAndNamesAreCaseInsensitiveAndKeepTheDeclaredSpelling() {
    Night n = ok("PLAYER Caluin TOWN doctor\nPlayer Vig town VIGILANTE\nOPTION Doctor-Stops ONE\n"
        + "caluin PROTECT vig\nVIG Kill CALUIN\n");
    assertEquals("Caluin", n.actions().get(0).actor());
    assertEquals("Vig", n.actions().get(0).targets().get(0));
    assertEquals("town", n.players().get(0).alignment());
    assertEquals(GameOptions.DoctorStops.ONE, n.options().doctorStops());
  }

  @Test
  void roleSpellingsAndCombinations() {
    Night n = ok("player A town bus-driver\nplayer B town busdriver\nplayer C town Cop+Vigilante\n"
        + "player D town Townie\nC investigate A\nC kill B\n");
    assertEquals("BusDriver", n.players().get(1).roles().get(0).name());
    assertEquals(2, n.players().get(2).roles().size());
  }

  @Test
  void playersMayBeDeclaredAfterActionsAndOrderOverridesAreRead() {
    Night n = ok("Vig kill Pyro [70]\nplayer Vig town Vigilante\nplayer Pyro mafia Goon\n");
    Action a = n.actions().get(0);
    assertEquals(OptionalInt.of(70), a.orderOverride());
    assertEquals(OptionalInt.of(1), a.sourceLine());
  }

  @Test
  void commentsBomAndCrlf() {
    Night n = ok("\uFEFF# a comment\r\nplayer A town Vigilante # trailing\r\nplayer B town Vanilla\r\nA kill B\r\n");
    assertEquals(1, n.actions().size());
  }

  @Test
  void strongkillByAStrongmanModifiedKillerIsTheirOwnKill() {
    Night n = ok("player V town Vigilante Strongman\nplayer X town Vanilla\nV strongkill X\n");
    assertEquals("kill", n.actions().get(0).verb());
  }

  @Test
  void aVerbTheRoleDoesNotGrantIsAnError() {
    Diagnostic d = onlyError(PLAYERS + "Caluin kill Pyro\n");
    assertEquals("Caluin is a Doctor; Doctors can `protect`, not `kill`", d.message());
    assertEquals(6, d.line());
    assertEquals(8, d.column());
  }

  @Test
  void renderShowsTheLineAndACaret() {
    Diagnostic d = onlyError(PLAYERS + "Caluin kill Pyro\n");
    assertEquals("t.night:6:8: error: Caluin is a Doctor; Doctors can `protect`, not `kill`\n"
        + "  Caluin kill Pyro\n"
        + "         ^", d.render());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      unknown role           | player X town Docter                | 15 | unknown role 'Docter'; did you mean 'Doctor'?
      modifier as role       | player X town Bulletproof           | 15 | unknown role 'Bulletproof'; Bulletproof is a modifier: write it after the role
      unknown modifier       | player X town Doctor Bulletprof     | 22 | unknown modifier 'Bulletprof'; did you mean 'Bulletproof'?
      uncountable modifier   | player X town Doctor Macho(2)       | 22 | Macho takes no use count
      reserved name          | player player town Doctor           | 8  | 'player' is a reserved word and cannot be a player name
      bad name               | player 9x town Doctor               | 8  | bad player name '9x': a name is a letter followed by letters, digits, '_', ''' or '-'
      missing role           | player X town                       | 15 | missing a role: expected `player <Name> <alignment> <Role>[+<Role>...] [<Modifier>...]`
      unknown option         | option doctor-saves all             | 8  | unknown option 'doctor-saves'; options are: doctor-stops, self-target, actions-per-player, uses-per-ability, factional-kills, recruit-fails-if-target-dies, snarf.jail, snarf.simultaneous-conflict, nar.list, nar.tie, death-stops-actions, deaths, sequential.order, feedback-to-dead, revenge-targets
      bad option value       | option snarf.jail half              | 19 | bad value 'half' for option snarf.jail; expected split or whole
      bad count value        | option actions-per-player x         | 27 | bad value 'x' for option actions-per-player; expected unlimited, 1 or another whole number from 1 to 1000000
      bad uses value         | option uses-per-ability 0           | 25 | bad value '0' for option uses-per-ability; expected 1, unlimited or another whole number from 1 to 1000000
      bad scheme             | scheme tar                          | 8  | unknown scheme 'tar'; expected rar, snarf, nar, sequential
      """)
  void declarationErrors(String name, String line, int column, String message) {
    Diagnostic d = onlyError("player Z town Vanilla\n" + line + "\n");
    assertEquals(2, d.line());
    assertEquals(column, d.column());
    assertEquals(message, d.message());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      unknown actor          | Calvin protect Pyro        | 1  | unknown player 'Calvin'; did you mean 'Caluin'?; declare players with `player <Name> <alignment> <Role>`
      unknown target         | Caluin protect Pyre        | 16 | unknown player 'Pyre'; did you mean 'Pyro'?
      missing target         | Caluin protect             | 16 | missing target: expected `protect X`
      too many targets       | Caluin protect Pyro Leo    | 21 | too many arguments: expected `protect X`
      missing keyword        | Rd redirect Pyro Leo       | 18 | expected `to` here: `redirect X to Y`
      self target            | Caluin protect Caluin      | 16 | Caluin cannot target themself: self-targeting is forbidden (RAR's default ruling; `option self-target allowed` permits it)
      mafiakill by town      | Vig mafiakill Pyro         | 5  | Vig is town; only mafia members can `mafiakill`
      unknown verb           | Vig shoot Pyro             | 5  | unknown verb 'shoot'; Vig is a Vigilante: Vigilantes can `kill`
      bad order              | Vig kill Pyro [x]          | 15 | bad order override '[x]': expected a whole number from 0 to 999999 in brackets, like [40]
      missing verb           | Vig                        | 5  | missing verb: what does Vig do? (e.g. `Vig kill X`)
      """)
  void actionErrors(String name, String line, int column, String message) {
    Diagnostic d = onlyError(PLAYERS + line + "\n");
    assertEquals(6, d.line());
    assertEquals(column, d.column());
    assertEquals(message, d.message());
  }

  /** A message names the players of a role in the plural as English spells it, not "Thiefs". */
  @Test
  void aRolesPluralIsEnglish() {
    Diagnostic d = onlyError("role Thief\nability Thief.swipe X = kill(X)\n"
        + "player Tom town Thief\nplayer Bob town Vanilla\nTom shoot Bob\n");
    assertEquals("unknown verb 'shoot'; Tom is a Thief: Thieves can `swipe`", d.message());
  }

  @Test
  void aRedirectMayTurnAPlayersActionsOnThatPlayer() {
    Night n = ok(PLAYERS + "Rd redirect Vig to vig\n");
    assertEquals(List.of("Vig", "Vig"), n.actions().get(0).targets());
  }

  @Test
  void aSwapOfAPlayerWithThemselfIsAnError() {
    Diagnostic d = onlyError("player B town BusDriver\nplayer A town Vanilla\nB swap A a\n");
    assertEquals("A is named twice: `swap X Y` needs different players", d.message());
    assertEquals(3, d.line());
    assertEquals(10, d.column());
  }

  @Test
  void everyModifierWithAnEffectOfItsOwnCountsUses() {
    Night n = ok("player A town Vanilla Bulletproof(1) PGO(2) Ascetic(0)\n");
    assertEquals("[Bulletproof(1), PGO(2), Ascetic(0)]", n.players().get(0).modifiers().toString());
  }

  @Test
  void namesMayUseAnyLetter() {
    Night n = ok("player Zoë town Vigilante\nplayer Jürgen town Vanilla\nZOË kill jürgen\n");
    assertEquals("Zoë", n.actions().get(0).actor());
    assertEquals(List.of("Jürgen"), n.actions().get(0).targets());
  }

  /**
   * Names are told apart as they are declared, in lower case: "İa" and "ia" are two players, so
   * one may target the other (with equalsIgnoreCase they were one for the self-target check).
   */
  @Test
  void namesThatOnlyACaseFoldingJoinsAreTwoPlayers() {
    ok("player İa town Vigilante\nplayer ia mafia Goon\nİa kill ia\n");
  }

  @Test
  void selfTargetMayBeAllowed() {
    ok(PLAYERS + "option self-target allowed\nCaluin protect Caluin\n");
  }

  @Test
  void useLimits() {
    assertEquals("Vig uses `kill` more than once tonight (option uses-per-ability 1)",
        onlyError(PLAYERS + "Vig kill Pyro\nVig kill Leo\n").message());
    ok(PLAYERS + "option uses-per-ability unlimited\nVig kill Pyro\nVig kill Leo\n");
    assertEquals("the mafia faction already used its factional kill tonight (option factional-kills 1)",
        onlyError(PLAYERS + "Pyro mafiakill Vig\nLeo mafiakill Caluin\n").message());
    ok(PLAYERS + "option factional-kills 2\nPyro mafiakill Vig\nLeo mafiakill Caluin\n");
    assertEquals("Pyro submits more than 1 action(s) tonight (option actions-per-player 1)",
        onlyError("player Pyro mafia Vigilante\nplayer A town Vanilla\nplayer B town Vanilla\n"
            + "option actions-per-player 1\nPyro kill A\nPyro mafiakill B\n").message());
  }

  @Test
  void everyErrorOfAFileIsReportedInLineOrder() {
    List<Diagnostic> ds = errors("player A town Docter\nplayer B town Vanilla\nB kill A\noption foo bar\nC visit A\n");
    assertEquals(List.of(1, 3, 4, 5), ds.stream().map(Diagnostic::line).collect(Collectors.toList()));
  }

  @Test
  void actionsOfABrokenPlayerAreNotReportedTwice() {
    List<Diagnostic> ds = errors("player A town Docter\nplayer B town Vanilla\nA protect B\n");
    assertEquals(1, ds.size());
  }

  @Test
  void duplicatePlayerAndSecondSchemeLine() {
    List<Diagnostic> ds = errors("scheme rar\nplayer A town Vanilla\nplayer a town Cop\nscheme snarf\n");
    assertEquals("player a is already declared on line 2", ds.get(0).message());
    assertEquals("a second `scheme` line (the first is on line 1)", ds.get(1).message());
  }

  @Test
  void anEmptyFileNeedsPlayers() {
    assertTrue(onlyError("# nothing\n").message().startsWith("no `player` lines"));
    assertEquals("", onlyError("# nothing\n# at all\n").lineText(), "no line to point at");
    assertEquals(1, onlyError("").line());
  }

  @Test
  void malformedUtf8IsReportedAtItsLineAndColumn() {
    byte[] head = "player A town Vanilla\nplayer B".getBytes(StandardCharsets.UTF_8);
    byte[] bytes = new byte[head.length + 3];
    System.arraycopy(head, 0, bytes, 0, head.length);
    bytes[head.length] = (byte) 0xC3; // a lead byte followed by ASCII
    bytes[head.length + 1] = 'x';
    bytes[head.length + 2] = '\n';
    ParseResult r = NightParser.standard().parse("bad.night", bytes);
    assertEquals(1, r.diagnostics().size());
    Diagnostic d = r.diagnostics().get(0);
    assertEquals(2, d.line());
    assertEquals(9, d.column());
    assertEquals("the file is not valid UTF-8 text", d.message());
  }
}
