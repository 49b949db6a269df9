package org.nightres.core.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.Scheme;
import org.nightres.core.component.Role;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.model.Action;
import org.nightres.core.model.GameOption;
import org.nightres.core.model.GameOptions;
import org.nightres.core.model.GameState;
import org.nightres.core.model.HeldStatus;
import org.nightres.core.model.ImmutableNight;
import org.nightres.core.model.ImmutablePlayer;
import org.nightres.core.model.LastUse;
import org.nightres.core.model.Life;
import org.nightres.core.model.Link;
import org.nightres.core.model.ModifierUse;
import org.nightres.core.model.Night;
import org.nightres.core.model.Phase;
import org.nightres.core.model.Player;
import org.nightres.core.model.PlayerState;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.testing.ConformanceCase;

class NightWriterTest {
  private static final RoleCatalogue CAT = RuleSets.standard();

  // ---- conformance cases rebuilt by hand ---------------------------------------------------

  /** A conformance case: its file name, the night built by hand, the file's exact text. */
  record Case(String file, List<String> header, Night night, String text) {
    @Override
    public String toString() {
      return file;
    }
  }

  static Stream<Arguments> cases() {
    return CASES.stream().map(Arguments::of);
  }

  static final List<Case> CASES = List.of(
      new Case("C01-single-vig-shot.night",
          List.of("C01 Single vigilante shot",
              "status: RAR stated (seed RAR text); SNARF derived; NAR derived"),
          night(List.of(p("V", "town", "Vigilante"), p("A", "town", "Vanilla")),
              a("V", "kill", "A")),
          """
          # C01 Single vigilante shot
          # status: RAR stated (seed RAR text); SNARF derived; NAR derived

          player V town  Vigilante
          player A town  Vanilla

          V kill A
          """),
      new Case("C10-redirected-shot.night",
          List.of("C10 Redirector moves a vigilante shot",
              "status: RAR stated (seed); SNARF derived (redirect [20] before kill [80]); NAR derived"),
          night(List.of(p("B", "town", "Vigilante"), p("Rd", "town", "Redirector"),
                  p("A", "town", "Vanilla"), p("C", "town", "Vanilla")),
              a("B", "kill", "A"), a("Rd", "redirect", "B", "C")),
          """
          # C10 Redirector moves a vigilante shot
          # status: RAR stated (seed); SNARF derived (redirect [20] before kill [80]); NAR derived

          player B  town  Vigilante
          player Rd town  Redirector
          player A  town  Vanilla
          player C  town  Vanilla

          B kill A
          Rd redirect B to C
          """),
      new Case("C19-recruit-fails-if-target-dies.night",
          List.of("C19 Recruit + kill with the RAR-recommended recruiter wording",
              "status: RAR stated (seed); SNARF derived (recruit [90] after kill [80]); NAR derived"),
          ImmutableNight.copyOf(
                  night(List.of(p("K", "cult", "Recruiter"), p("V", "town", "Vigilante"),
                          p("X", "town", "Vanilla")),
                      a("K", "recruit", "X"), a("V", "kill", "X")))
              .withOptions(GameOptions.builder().recruitFailsIfTargetDies(true).build()),
          """
          # C19 Recruit + kill with the RAR-recommended recruiter wording
          # status: RAR stated (seed); SNARF derived (recruit [90] after kill [80]); NAR derived

          option recruit-fails-if-target-dies true

          player K cult  Recruiter
          player V town  Vigilante
          player X town  Vanilla

          K recruit X
          V kill X
          """),
      new Case("C26-strongman-vs-commuter.night",
          List.of("C26 Strongman vs Commuter",
              "status: RAR derived; SNARF derived (commute [40]); NAR derived (Strongman/Commuter guidelines)"),
          night(List.of(p("S", "mafia", "Strongman"), p("X", "town", "Commuter")),
              a("X", "commute"), a("S", "strongkill", "X")),
          """
          # C26 Strongman vs Commuter
          # status: RAR derived; SNARF derived (commute [40]); NAR derived (Strongman/Commuter guidelines)

          player S mafia Strongman
          player X town  Commuter

          X commute
          S strongkill X
          """),
      new Case("C58-hider-behind-victim.night",
          List.of("C58 Hider behind a killed player",
              "status: RAR derived; SNARF derived (hide pinned at [40]); NAR derived (Hider guideline)"),
          night(List.of(p("H", "town", "Hider"), p("M", "mafia", "Goon"), p("Y", "town", "Vanilla")),
              Action.builder().actor("H").verb("hide").addTargets("Y").submissionIndex(0)
                  .orderOverride(40).build(),
              a("M", "mafiakill", "Y")),
          """
          # C58 Hider behind a killed player
          # status: RAR derived; SNARF derived (hide pinned at [40]); NAR derived (Hider guideline)

          player H town  Hider
          player M mafia Goon
          player Y town  Vanilla

          H hide Y [40]
          M mafiakill Y
          """),
      new Case("C65-two-actions-one-player.night",
          List.of("C65 Two actions by one player in one night",
              "status: RAR stated (default: no implicit one-action limit); SNARF and NAR "
                  + "setup-defined in the sources, fixed by default actions-per-player unlimited"),
          night(List.of(p("X", "town", "Cop+Vigilante"), p("A", "mafia", "Goon"),
                  p("B", "town", "Vanilla")),
              a("X", "investigate", "A"), a("X", "kill", "B")),
          """
          # C65 Two actions by one player in one night
          # status: RAR stated (default: no implicit one-action limit); SNARF and NAR setup-defined in the sources, fixed by default actions-per-player unlimited

          player X town  Cop+Vigilante
          player A mafia Goon
          player B town  Vanilla

          X investigate A
          X kill B
          """),
      new Case("C66-method1-sanity.night",
          List.of("C66 Method-1 sanity scenario (seed, \"simple method\")",
              "status: RAR derived (outcome also stated under the seed's Method 1); SNARF derived; "
                  + "NAR derived"),
          night(List.of(p("Pyro", "mafia", "Goon"),
                  p("Gorny", "town", "Vanilla", ModifierUse.of(
                      CAT.modifier("Bulletproof").orElseThrow(), OptionalInt.of(1))),
                  p("BA", "town", "BusDriver"), p("Leo", "mafia", "Goon"),
                  p("Caluin", "town", "Doctor"), p("Orphan", "mafia", "Goon")),
              a("Pyro", "mafiakill", "Gorny"), a("BA", "swap", "Pyro", "Leo"),
              a("Caluin", "protect", "Orphan")),
          """
          # C66 Method-1 sanity scenario (seed, "simple method")
          # status: RAR derived (outcome also stated under the seed's Method 1); SNARF derived; NAR derived

          player Pyro   mafia Goon
          player Gorny  town  Vanilla Bulletproof(1)
          player BA     town  BusDriver
          player Leo    mafia Goon
          player Caluin town  Doctor
          player Orphan mafia Goon

          Pyro mafiakill Gorny
          BA swap Pyro Leo
          Caluin protect Orphan
          """));

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void writesConformanceCasesByteForByte(Case c) {
    assertEquals(c.text(), NightWriter.write(c.night(), c.header()));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void theTextBlocksAreTheCorpusFiles(Case c) throws IOException {
    Path file = ConformanceCase.corpusDirectory().resolve(c.file());
    assertEquals(Files.readString(file, StandardCharsets.UTF_8), c.text());
  }

  static Stream<Arguments> corpusFiles() throws IOException {
    try (Stream<Path> files = Files.list(ConformanceCase.corpusDirectory())) {
      return files.filter(f -> f.toString().endsWith(".night")).sorted()
          .map(f -> Arguments.of(f.getFileName().toString(), f)).toList().stream();
    }
  }

  /** Every corpus file, parsed and written back with its header comments, is the same bytes. */
  @ParameterizedTest(name = "{0}")
  @MethodSource("corpusFiles")
  void everyCorpusFileIsWrittenBackByteForByte(String name, Path file) throws IOException {
    String text = Files.readString(file, StandardCharsets.UTF_8);
    List<String> header = new ArrayList<>();
    for (String line : text.split("\n")) {
      if (!line.startsWith("#")) {
        break;
      }
      header.add(line.equals("#") ? "" : line.substring(2));
    }
    ParseResult parsed = NightParser.standard().parse(name, text);
    assertTrue(parsed.ok(), parsed.renderDiagnostics());
    assertEquals(text, NightWriter.write(parsed.night().orElseThrow(), header));
  }
  @Test
  void withoutHeaderTheTextStartsWithTheFirstStatement() {
    Case c01 = CASES.get(0);
    assertEquals("player V town  Vigilante\nplayer A town  Vanilla\n\nV kill A\n",
        NightWriter.write(c01.night()));
  }

  // ---- settings ----------------------------------------------------------------------------

  @Test
  void schemeAndEveryNonDefaultOptionInEnumOrder() {
    GameOptions all = GameOptions.defaults();
    for (GameOption o : GameOption.values()) {
      String value = o == GameOption.FACTIONAL_KILLS ? "3" : o.accepted().get(1);
      all = o.apply(all, value);
    }
    Night n = ImmutableNight.copyOf(CASES.get(0).night()).withOptions(all)
        .withScheme(Scheme.SNARF);
    String text = NightWriter.write(n, List.of("generated by nightres: --players 2 --seed 7"));
    assertEquals("""
        # generated by nightres: --players 2 --seed 7

        scheme snarf
        option doctor-stops one
        option self-target allowed
        option actions-per-player 1
        option uses-per-ability unlimited
        option factional-kills 3
        option recruit-fails-if-target-dies true
        option snarf.jail whole
        option snarf.simultaneous-conflict independent
        option nar.list xylbot-draft
        option nar.tie last-submitted
        option death-stops-actions later
        option deaths end-of-order
        option sequential.order submission
        option feedback-to-dead false
        option revenge-targets first-submitted

        player V town  Vigilante
        player A town  Vanilla

        V kill A
        """, text);
  }

  @Test
  void optionLinesApplyBackToTheSameOptions() {
    // every written value is one GameOption.apply accepts and gives the same setting back
    for (GameOption o : GameOption.values()) {
      for (String v : o.accepted()) {
        String value = v.equals("N") ? "7" : v;
        GameOptions options = o.apply(GameOptions.defaults(), value);
        GameOptions back = GameOptions.defaults();
        for (String line : NightWriter.optionLines(options)) {
          String[] parts = line.split(" ");
          assertEquals(3, parts.length, line);
          assertEquals("option", parts[0]);
          back = GameOption.fromKey(parts[1]).orElseThrow().apply(back, parts[2]);
        }
        assertEquals(options, back, o.key() + " " + value);
      }
    }
    assertEquals(List.of(), NightWriter.optionLines(GameOptions.defaults()));
  }

  @Test
  void nar2008AndOtherEnumValuesSpellLikeTheSpec() {
    GameOptions o = GameOption.NAR_LIST.apply(GameOptions.defaults(), "redirect-first");
    assertEquals(List.of("option nar.list redirect-first"), NightWriter.optionLines(o));
  }

  // ---- players and actions -----------------------------------------------------------------

  @Test
  void actionsInSubmissionOrderNamesAsDeclaredOverrides() {
    Night n = Night.builder()
        .addPlayers(p("Ivan", "town", "BusDriver"), p("Irma", "third-party", "Vigilante+Doctor"),
            p("Bob", "mafia", "Goon", ModifierUse.unlimited(CAT.modifier("Godfather").orElseThrow()),
                ModifierUse.of(CAT.modifier("Bulletproof").orElseThrow(), OptionalInt.of(2))))
        .addActions(
            Action.builder().actor("irma").verb("protect").addTargets("BOB").submissionIndex(5)
                .build(),
            Action.builder().actor("IVAN").verb("swap").addTargets("irma", "bob").submissionIndex(2)
                .orderOverride(70).build(),
            Action.builder().actor("Bob").verb("mafiakill").addTargets("Ivan").submissionIndex(9)
                .build())
        .build();
    assertEquals("""
        player Ivan town        BusDriver
        player Irma third-party Vigilante+Doctor
        player Bob  mafia       Goon Godfather Bulletproof(2)

        Ivan swap Irma Bob [70]
        Irma protect Bob
        Bob mafiakill Ivan
        """, NightWriter.write(n));
  }

  @Test
  void vanillaOutsideTheMafiaStaysVanilla() {
    Night n = night(List.of(p("A", "cult", "Goon"), p("B", "town", "Townie")));
    assertEquals("player A cult  Vanilla\nplayer B town  Vanilla\n", NightWriter.write(n));
  }

  @Test
  void keywordNamesAreRefused() {
    Night n = night(List.of(p("Option", "town", "Vanilla")));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> NightWriter.write(n));
    assertEquals("player name 'Option' is a keyword of the .night format", e.getMessage());
  }

  @Test
  void headerCommentsMustBeOneLine() {
    Night n = CASES.get(0).night();
    assertThrows(IllegalArgumentException.class, () -> NightWriter.write(n, List.of("a\nb")));
    assertThrows(IllegalArgumentException.class, () -> NightWriter.write(n, List.of("a\rb")));
    assertTrue(NightWriter.write(n, List.of("")).startsWith("#\n\nplayer"));
  }

  @Test
  void emptyNightsAndNightsWithoutActions() {
    assertEquals("", NightWriter.write(Night.builder().build()));
    assertEquals("# x\n", NightWriter.write(Night.builder().build(), List.of("x")));
    assertEquals("scheme nar\n", NightWriter.write(Night.builder().scheme(Scheme.NAR).build()));
    assertEquals("player A town  Vanilla\n",
        NightWriter.write(night(List.of(p("A", "town", "Vanilla")))));
  }

  @Test
  void outputIsStableUnderAForeignDefaultLocale() {
    // surefire runs with tr_TR, where "I".toLowerCase() is a dotless i
    Night n = night(List.of(p("I", "town", "Vigilante"), p("Ii", "town", "Vanilla")),
        a("i", "kill", "II"));
    String text = NightWriter.write(n);
    assertEquals("player I  town  Vigilante\nplayer Ii town  Vanilla\n\nI kill Ii\n", text);
    assertFalse(text.contains("\r"));
  }

  /** Writing, parsing and writing again gives the same bytes and the same night. */
  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void roundTripThroughTheParser(Case c) {
    String text = NightWriter.write(c.night(), c.header());
    Night parsed = assertParses(c.file(), text);
    assertEquals(text, NightWriter.write(parsed, c.header()));
    assertEquals(c.night(), withoutSourceLines(parsed));
  }

  @Test
  void theTrickyShapesRoundTripToo() {
    GameOptions all = GameOptions.defaults();
    for (GameOption o : GameOption.values()) {
      all = o.apply(all, o == GameOption.FACTIONAL_KILLS ? "3" : o.accepted().get(1));
    }
    Night n = ImmutableNight.copyOf(night(
            List.of(p("Ivan", "town", "BusDriver+Commuter"), p("Cara", "town", "Commuter"),
                p("Irma", "third-party", "Vigilante+Doctor"),
                p("Bob", "mafia", "Goon",
                    ModifierUse.unlimited(CAT.modifier("Godfather").orElseThrow()),
                    ModifierUse.of(CAT.modifier("Bulletproof").orElseThrow(), OptionalInt.of(0)))),
            Action.builder().actor("Ivan").verb("swap").addTargets("Irma", "Bob")
                .submissionIndex(0).orderOverride(70).build(),
            a("Cara", "commute"), a("Irma", "protect", "Irma"), a("Bob", "mafiakill", "Ivan")))
        .withOptions(all).withScheme(Scheme.NAR);
    String text = NightWriter.write(n, List.of("a header", "", "# nested"));
    Night parsed = assertParses("tricky.night", text);
    assertEquals(text, NightWriter.write(parsed, List.of("a header", "", "# nested")));
    assertEquals(n, withoutSourceLines(parsed));
  }

  static Night assertParses(String name, String text) {
    ParseResult r = NightParser.standard().parse(name, text);
    assertTrue(r.ok(), () -> r.renderDiagnostics() + "\n" + text);
    return r.night().orElseThrow();
  }

  static Night withoutSourceLines(Night n) {
    List<Action> actions = new ArrayList<>();
    n.actions().forEach(a -> actions.add(Action.builder().from(a).sourceLine(OptionalInt.empty())
        .build()));
    return ImmutableNight.copyOf(n).withActions(actions);
  }

  // ---- game files: the state written by --state-out ----------------------------------------

  /** The rules of the sample's Gunner: a kill with limits whose state a line says. */
  static final String GUNNER_RULES = """
      role Gunner "a Vigilante with limits"
      ability Gunner.kill X = kill(X, tag=kill) + visit(X) [uses 2, uses-self 1, no-repeat-target]
      """;

  /** A role whose ability has uses, a self quota and a succession limit (none in standard). */
  static final Role GUNNER = NightParser.standard().parse("gunner.night",
      GUNNER_RULES + "player Eli town Gunner\n").night().orElseThrow().players().get(0).roles()
      .get(0);

  /** The state after night 2 of a small game: one of everything a state line can say. */
  static GameState sampleState() {
    Player avi = ImmutablePlayer.copyOf(p("Avi", "town", "Doctor")).withAttributes(
        Map.of("family", "Cohen"));
    Player bob = p("Bob", "mafia", "Vanilla",
        ModifierUse.of(CAT.modifier("Bulletproof").orElseThrow(), OptionalInt.of(0)));
    Player dana = p("Dana", "town", "Vanilla");
    Player eli = Player.builder().name("Eli").alignment("town").addRoles(GUNNER)
        .addAllFactionAbilities(CAT.factionAbilities("town")).build();
    PlayerState fresh = PlayerState.FRESH;
    return GameState.of(3, List.of(avi, bob, dana, eli), List.of(
        fresh.withLinks(List.of(new Link("lovers", "Eli"))),
        fresh.withStatuses(List.of(new HeldStatus(CAT.status("Abroad").orElseThrow(),
            Optional.of(Phase.night(4)), Optional.of("Dana")),
            HeldStatus.of(CAT.status("Injured").orElseThrow()))),
        fresh.withLife(Life.DEAD, Optional.of(Phase.night(2))),
        fresh.withUses(Map.of("kill", 0, "kill:self", 1))
            .withLast(List.of(new LastUse("kill", "Bob", Phase.night(2))))
            .withLinks(List.of(new Link("lovers", "Avi")))));
  }

  static final String SAMPLE_STATE_FILE = """
      # state after night 2, written by nightres --state-out
      # night 3 follows: append its lines below

      scheme snarf
      option self-target allowed

      role Gunner "a Vigilante with limits"
      ability Gunner.kill X = kill(X, tag=kill) + visit(X) [uses 2, uses-self 1, no-repeat-target]

      player Avi  town  Doctor family=Cohen
      player Bob  mafia Goon Bulletproof(0)
      player Dana town  Vanilla
      player Eli  town  Gunner

      state Avi link lovers Eli
      state Bob status Abroad until N4 by Dana
      state Bob status Injured
      state Dana dead since N2
      state Eli uses kill 0
      state Eli uses kill:self 1
      state Eli last kill Bob N2

      night 3
      """;

  @Test
  void stateFileStartsTheNextNight() {
    GameState next = sampleState();
    Night last = Night.startingFrom(next.atNight(2)).scheme(Scheme.SNARF)
        .options(GameOptions.builder().selfTargetAllowed(true).build())
        .addActions(Action.builder().actor("Eli").verb("kill").addTargets("Bob")
            .submissionIndex(0).build())
        .build();
    Outcome outcome = Outcome.builder().scheme(Scheme.SNARF).night(2).nextState(next).build();
    assertEquals(SAMPLE_STATE_FILE, NightWriter.stateFile(last, outcome));
  }

  @Test
  void stateLinesSayEverythingThatIsNotFresh() {
    assertEquals(List.of(
        "state Avi link lovers Eli",
        "state Bob status Abroad until N4 by Dana",
        "state Bob status Injured",
        "state Dana dead since N2",
        "state Eli uses kill 0",
        "state Eli uses kill:self 1",
        "state Eli last kill Bob N2"), NightWriter.stateLines(sampleState()));
    GameState fresh = GameState.fresh(5, sampleState().players());
    assertEquals(List.of(), NightWriter.stateLines(fresh));
    // a one-sided link is written where it is held; exiled is a life of its own
    GameState s = sampleState();
    List<PlayerState> states = new ArrayList<>(s.states());
    states.set(3, PlayerState.FRESH.withLife(Life.EXILED, Optional.empty()));
    assertEquals(List.of(
        "state Avi link lovers Eli",
        "state Bob status Abroad until N4 by Dana",
        "state Bob status Injured",
        "state Dana dead since N2",
        "state Eli exiled"), NightWriter.stateLines(GameState.of(3, s.players(), states)));
  }

  @Test
  void aStatusOverBeforeTheNightIsNotWritten() {
    // the state after night 1 lists a status until D1 (it holds through day 1); night 2 is
    // past it, and a state line may not name a phase that is over
    GameState s = sampleState();
    List<PlayerState> states = new ArrayList<>(s.states());
    states.set(2, PlayerState.FRESH.withStatuses(List.of(
        new HeldStatus(CAT.status("Injured").orElseThrow(), Optional.of(Phase.day(2)),
            Optional.empty()),
        new HeldStatus(CAT.status("Suspended").orElseThrow(), Optional.of(Phase.night(3)),
            Optional.empty()))));
    List<String> lines = NightWriter.stateLines(GameState.of(3, s.players(), states));
    assertTrue(lines.contains("state Dana status Suspended until N3"), lines.toString());
    assertFalse(lines.stream().anyMatch(l -> l.contains("Injured until D2")), lines.toString());
  }

  @Test
  void aFreshStateFileHasNoStateLines() {
    List<Player> players = List.of(p("A", "town", "Cop"), p("Bo", "mafia", "Vanilla"));
    assertEquals("""
        # fresh

        player A  town  Cop
        player Bo mafia Goon

        night 1
        """, NightWriter.stateFile(GameState.fresh(1, players), Optional.empty(),
        GameOptions.defaults(), List.of("fresh")));
  }

  @Test
  void writeGameWritesTheStartStateThenTheNight() {
    GameState start = sampleState();
    Night n = Night.startingFrom(start)
        .addActions(Action.builder().actor("Avi").verb("protect").addTargets("Eli")
            .submissionIndex(1).build(),
            Action.builder().actor("Bob").verb("mafiakill").addTargets("Avi")
                .submissionIndex(0).build())
        .build();
    String text = NightWriter.writeGame(n, List.of());
    assertTrue(text.startsWith(GUNNER_RULES + "\nplayer Avi  town  Doctor family=Cohen\n"), text);
    assertTrue(text.endsWith("state Eli last kill Bob N2\n\nnight 3\nBob mafiakill Avi\n"
        + "Avi protect Eli\n"), text);
    assertEquals("Bob mafiakill Avi\nAvi protect Eli\n", NightWriter.actionLines(n));
  }

  @Test
  void gameKeywordsAreNotPlayerNames() {
    for (String keyword : List.of("state", "night", "rules", "seed")) {
      GameState s = GameState.fresh(1, List.of(p(keyword, "town", "Vanilla")));
      assertThrows(IllegalArgumentException.class, () -> NightWriter.stateFile(s,
          Optional.empty(), GameOptions.defaults(), List.of()), keyword);
    }
  }

  @Test
  void attributesFollowTheModifiers() {
    Player avi = ImmutablePlayer.copyOf(p("Avi", "town", "Doctor",
        ModifierUse.of(CAT.modifier("Bulletproof").orElseThrow(), OptionalInt.of(1))))
        .withAttributes(Map.of("family", "Cohen"));
    assertEquals("player Avi town  Doctor Bulletproof(1) family=Cohen\n",
        NightWriter.write(Night.builder().addPlayers(avi).build()));
  }

  // ---- building nights by hand -------------------------------------------------------------

  static Player p(String name, String alignment, String roles, ModifierUse... modifiers) {
    List<Role> rs = new ArrayList<>();
    for (String r : roles.split("\\+")) {
      rs.add(CAT.role(r).orElseThrow());
    }
    return Player.builder().name(name).alignment(alignment).addAllRoles(rs)
        .addModifiers(modifiers).addAllFactionAbilities(CAT.factionAbilities(alignment)).build();
  }

  static Action a(String actor, String verb, String... targets) {
    // submission indexes are assigned by night(): line order
    return Action.builder().actor(actor).verb(verb).addTargets(targets).submissionIndex(0).build();
  }

  static Night night(List<Player> players, Action... actions) {
    List<Action> numbered = new ArrayList<>();
    for (int i = 0; i < actions.length; i++) {
      numbered.add(Action.builder().from(actions[i]).submissionIndex(i).build());
    }
    return Night.builder().addAllPlayers(players).addAllActions(numbered).build();
  }
  @Test
  void aNightOfABundledRuleSetIsWrittenWithItsRulesLineAndWithoutWhatTheRuleSetSays() {
    String text = """
        rules mafia1923
        option deaths end-of-night
        player Ann mafia MafiaMember+Doctor family=Cohen
        player Ben town  Butler             family=Levi
        player Cy  town  Drunkard           family=Levi
        Ann mafiakill Ben
        Ann save Ann
        Cy drink Cohen
        """;
    Night night = NightParser.standard().parse("n.night", text).night().orElseThrow();
    String written = NightWriter.write(night, "mafia1923", List.of("a 1923 night"));
    assertEquals("""
        rules mafia1923
        # a 1923 night

        option deaths end-of-night

        player Ann mafia MafiaMember+Doctor family=Cohen
        player Ben town  Butler family=Levi
        player Cy  town  Drunkard family=Levi

        Ann mafiakill Ben
        Ann save Ann
        Cy drink Cohen
        """, written, "the rule set's scheme and options are left unsaid, its own is not");
    Night reread = NightParser.standard().parse("w.night", written).night().orElseThrow();
    assertEquals(night.players(), reread.players());
    assertEquals(night.options(), reread.options());
    assertEquals(night.scheme(), reread.scheme());
    assertEquals(written, NightWriter.write(reread, "mafia1923", List.of("a 1923 night")));
    assertTrue(NightWriter.writeGame(night, "mafia1923", List.of())
        .startsWith("rules mafia1923\n\noption deaths end-of-night\n\nplayer Ann "));
    assertTrue(NightWriter.stateFile(night.state(), night.scheme(), night.options(), "mafia1923",
        List.of("state")).startsWith("rules mafia1923\n# state\n\noption deaths end-of-night\n"));
    Night standard = NightParser.standard().parse("s.night", "player V town Vigilante\n"
        + "player A town Vanilla\nV kill A\n").night().orElseThrow();
    assertEquals(NightWriter.write(standard, List.of("x")),
        NightWriter.write(standard, "standard", List.of("x")), "no rules line for the standard set");
    assertEquals("unknown rule set 'mafia1924'; bundled: standard, mafia1923",
        assertThrows(IllegalArgumentException.class,
            () -> NightWriter.write(standard, "mafia1924", List.of())).getMessage());
  }
}
