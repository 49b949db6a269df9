package org.nightres.core.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.nightres.core.NightResolver;
import org.nightres.core.Scheme;
import org.nightres.core.Unsupported;
import org.nightres.core.UnsupportedComponent;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.Outcome;

/**
 * A status given for tonight only ({@code status(X, S, until=phase)}) never holds under a scheme
 * where a status given tonight holds from the next night on: such a resolver refuses a night whose
 * living players may give one ({@link NightResolver#unsupportedComponent}), and {@link
 * GameScript#play} reports it where the rules write it, or else at the player's line. A rule set
 * that only defines one is not refused.
 */
class TonightOnlyStatusTest {
  private static final String RULES = """
      status Dazed {nullify} "dazed: no actions"
      status Cursed expire=status(self, Dazed, until=phase) "cursed"
      status Sleepy = status(self, Dazed, until=phase) "sleepy"
      role Fleeting
      ability Fleeting.flick X = status(X, Dazed, until=phase) + visit(X)
      role Passer
      passive Passer = status(self, Dazed, until=phase)
      role Trapper
      trigger Trapper visited = status(visitor, Dazed, until=phase)
      modifier Drowsy
      passive Drowsy = status(self, Dazed, until=phase)
      ability werewolf.maul X = kill(X) + status(X, Dazed, until=phase)
      role Curser
      ability Curser.curse X = status(X, Cursed, until=N+1)
      role Chooser
      ability Chooser.pick X = if(X in align:mafia then status(X, Dazed, until=phase) else visit(X))
      role Lasting
      ability Lasting.daze X = status(X, Dazed, until=N+1) + status(X, Dazed, since=N+1, until=N+2)
      """;
  private static final String PLAYERS = """
      player Ann town Vigilante
      player Bob town Vanilla
      """;

  /** A resolver of the order-based kind whose statuses given tonight hold from the next night. */
  private static final NightResolver NEXT_NIGHT = new NoDeaths();

  /** A resolver whose statuses given tonight hold tonight, as the sequential scheme's do. */
  private static final NightResolver TONIGHT = new NightResolver() {
    @Override
    public Scheme scheme() {
      return Scheme.SEQUENTIAL;
    }

    @Override
    public boolean statusesHoldTonight() {
      return true;
    }

    @Override
    public Outcome resolve(Night night) {
      return NEXT_NIGHT.resolve(night);
    }
  };

  private static GameScript game(String text) {
    GameScript g = NightParser.standard().parseGame("g.night", text);
    assertTrue(g.ok(), g.diagnostics().toString());
    return g;
  }

  private static Night night(String text) {
    return game(text).firstNight().night().orElseThrow();
  }

  /** The 1-based line and column of {@code until=phase} on the rules' line that starts so. */
  private static List<Integer> untilOf(String text, String lineStart) {
    List<String> lines = text.lines().toList();
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).startsWith(lineStart)) {
        return List.of(i + 1, lines.get(i).indexOf("until=phase") + 1);
      }
    }
    throw new AssertionError(lineStart);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "player Fay town Fleeting|Fay|Fleeting|ability Fleeting.flick|ability Fleeting.flick",
      "player Pat town Passer|Pat|Passer|passive Passer|passive Passer",
      "player Tra town Trapper|Tra|Trapper|trigger Trapper|trigger Trapper",
      "player Dro town Vanilla Drowsy|Dro|Drowsy|passive Drowsy|passive Drowsy",
      "player Wol werewolf Vanilla|Wol|werewolf|ability werewolf.maul|ability werewolf.maul",
      "player Cur town Curser|Cur|Curser|ability Curser.curse|status Cursed",
      "player Cho town Chooser|Cho|Chooser|ability Chooser.pick|ability Chooser.pick",
      "player Sle town Vanilla\\nstate Sle status Sleepy|Sle|Sleepy|status Sleepy|status Sleepy"})
  void everyWayAPlayerMayGiveItIsRefusedAtItsUntil(String player, String name, String owner,
      String where, String written) {
    String text = RULES + PLAYERS + player.replace("\\n", "\n") + "\nAnn kill Bob\n";
    GameScript script = game(text);
    Night night = script.firstNight().night().orElseThrow();
    Optional<UnsupportedComponent> refused = NEXT_NIGHT.unsupportedComponent(night);
    assertTrue(refused.isPresent(), player);
    assertEquals(name, refused.get().player());
    assertEquals(owner, refused.get().owner());
    assertTrue(refused.get().component().describe().endsWith(", Dazed, until=phase)"),
        refused.get().component().describe());
    String reason = refused.get().reason();
    assertTrue(reason.contains("(" + where + ", " + name + "'s) holds only under scheme "
        + "sequential: under rar a status given tonight holds from the next night on"), reason);
    assertTrue(reason.endsWith("write until=N+1 (it then holds through the next night) or use "
        + "scheme sequential"), reason);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Unsupported.check(NEXT_NIGHT, night));
    assertEquals(reason, e.getMessage());
    GamePlay play = script.play(NEXT_NIGHT);
    assertEquals(1, play.diagnostics().size(), play.diagnostics().toString());
    Diagnostic d = play.diagnostics().get(0);
    assertEquals(reason, d.message());
    List<Integer> at = untilOf(text, written);
    assertEquals(List.of("g.night", at.get(0), at.get(1)),
        List.of(d.file(), d.line(), d.column()), d.render());
    assertEquals(Optional.empty(), TONIGHT.unsupportedComponent(night), "it holds tonight");
    assertTrue(script.play(TONIGHT).ok());
  }

  @Test
  void aRuleSetThatOnlyDefinesItIsNotRefused() {
    Night night = night(RULES + PLAYERS + "Ann kill Bob\n");
    assertEquals(Optional.empty(), NEXT_NIGHT.unsupportedComponent(night));
    Unsupported.check(NEXT_NIGHT, night);
    assertTrue(game(RULES + PLAYERS + "Ann kill Bob\n").play(NEXT_NIGHT).ok());
  }

  @Test
  void aDeadHolderGivesNothing() {
    Night night = night(RULES + PLAYERS + "player Fay town Fleeting\nstate Fay dead\n"
        + "Ann kill Bob\n");
    assertEquals(Optional.empty(), NEXT_NIGHT.unsupportedComponent(night));
  }

  /**
   * The one found is the one a walk of the living players meets first: in declaration order, each
   * one's roles, then faction abilities, modifiers and statuses. Fleeting is met first at the dead
   * Fay, alive first at Fly, after Dro; Dro's role Passer comes before his modifier Drowsy.
   */
  @Test
  void theFirstLivingHolderInDeclarationOrderThenHisOrderOfDefinitions() {
    Night night = night(RULES + PLAYERS + "player Fay town Fleeting\nstate Fay dead\n"
        + "player Dro town Passer Drowsy\nplayer Fly town Fleeting\nAnn kill Bob\n");
    UnsupportedComponent refused = NEXT_NIGHT.unsupportedComponent(night).orElseThrow();
    assertEquals(List.of("Dro", "Passer"), List.of(refused.player(), refused.owner()));
    Night noPasser = night(RULES + PLAYERS + "player Fay town Fleeting\nstate Fay dead\n"
        + "player Dro town Vanilla Drowsy\nplayer Fly town Fleeting\nAnn kill Bob\n");
    refused = NEXT_NIGHT.unsupportedComponent(noPasser).orElseThrow();
    assertEquals(List.of("Dro", "Drowsy"), List.of(refused.player(), refused.owner()));
    Night onlyFly = night(RULES + PLAYERS + "player Fay town Fleeting\nstate Fay dead\n"
        + "player Dro town Vanilla\nplayer Fly town Fleeting\nAnn kill Bob\n");
    refused = NEXT_NIGHT.unsupportedComponent(onlyFly).orElseThrow();
    assertEquals(List.of("Fly", "Fleeting"), List.of(refused.player(), refused.owner()));
  }

  @Test
  void aStatusThatOutlastsTonightIsNotRefused() {
    Night night = night(RULES + PLAYERS + "player Las town Lasting\nLas daze Bob\n");
    assertEquals(Optional.empty(), NEXT_NIGHT.unsupportedComponent(night));
  }

  /**
   * {@code until=D+0} is over with the day after tonight, before the next night: a status without
   * {@code expire=} effects given so never holds where statuses given tonight hold from the next
   * night, and is refused as {@code until=phase} is; with them, its expiry comes the next night
   * (the state keeps it), so it is not refused, under either kind of resolver.
   */
  @Test
  void untilTheDayAfterTonightIsTonightOnlyUnlessItHasAnExpiry() {
    String rules = RULES + """
        status Doomed expire=kill(self) "dies the next night"
        role Dayer
        ability Dayer.daze X = status(X, Dazed, until=D+0)
        role Doomer
        ability Doomer.doom X = status(X, Doomed, until=D+0)
        """;
    String text = rules + PLAYERS + "player Day town Dayer\nDay daze Bob\n";
    GameScript script = game(text);
    Night night = script.firstNight().night().orElseThrow();
    UnsupportedComponent refused = NEXT_NIGHT.unsupportedComponent(night).orElseThrow();
    assertEquals(List.of("Day", "Dayer"), List.of(refused.player(), refused.owner()));
    assertTrue(refused.reason().contains("lasts only tonight (until=D+0, of a status without "
        + "expire= effects: over before the next night) never holds"), refused.reason());
    UnsupportedComponent phase = NEXT_NIGHT.unsupportedComponent(
        night(rules + PLAYERS + "player Fay town Fleeting\nFay flick Bob\n")).orElseThrow();
    assertTrue(phase.reason().contains("lasts only tonight (until=phase) never holds"),
        phase.reason());
    Diagnostic d = script.play(NEXT_NIGHT).diagnostics().get(0);
    String line = "ability Dayer.daze X = status(X, Dazed, until=D+0)";
    assertEquals(List.of((int) rules.lines().takeWhile(l -> !l.equals(line)).count() + 1,
        line.indexOf("until=") + 1), List.of(d.line(), d.column()), d.render());
    assertEquals(Optional.empty(), TONIGHT.unsupportedComponent(night), "it holds tonight");
    Night doom = night(rules + PLAYERS + "player Doo town Doomer\nDoo doom Bob\n");
    assertEquals(Optional.empty(), NEXT_NIGHT.unsupportedComponent(doom));
    assertEquals(Optional.empty(), TONIGHT.unsupportedComponent(doom));
  }

  /** Refused on the night a player gains the role, at its until=: earlier nights are played. */
  @Test
  void aGameIsRefusedOnTheNightThePlayerGainsTheRole() {
    String text = RULES + PLAYERS + "player Fay town Vanilla\nnight 1\nAnn kill Bob\nnight 2\n"
        + "state Fay role Fleeting\nFay flick Ann\n";
    GamePlay play = game(text).play(NEXT_NIGHT);
    assertEquals(1, play.nights().size(), "night 1 is played");
    Diagnostic d = play.diagnostics().get(0);
    assertEquals(untilOf(text, "ability Fleeting.flick"), List.of(d.line(), d.column()),
        d.render());
    assertTrue(d.message().endsWith("(night 2, the first night whose players may give it; the "
        + "nights before it are resolved)"), d.render());
  }

  /** In an included rules file, at its until= there. */
  @Test
  void inAnIncludedRulesFileAtItsUntil() {
    NightParser parser = NightParser.standard().withIncludes(p -> p.equals("house.roles")
        ? Optional.of(new RulesParser.Source("house.roles", RULES)) : Optional.empty());
    GameScript script = parser.parseGame("g.night", "include house.roles\n" + PLAYERS
        + "player Fay town Fleeting\nFay flick Ann\n");
    assertTrue(script.ok(), script.diagnostics().toString());
    Diagnostic d = script.play(NEXT_NIGHT).diagnostics().get(0);
    assertEquals("house.roles", d.file());
    assertEquals(untilOf(RULES, "ability Fleeting.flick"), List.of(d.line(), d.column()),
        d.render());
    assertTrue(d.lineText().startsWith("ability Fleeting.flick"), d.render());
  }

  /**
   * With a rule set read elsewhere (the parser's own, through the API), where it is written is
   * not known: at the player line, at the role (or modifier, or alignment) that holds it.
   */
  @Test
  void withRulesReadElsewhereAtThePlayersLine() {
    RulesResult rules = RulesParser.parse("house.roles", RULES, RuleSets.standard(),
        p -> Optional.empty());
    RoleCatalogue catalogue = rules.catalogue().orElseThrow();
    String text = PLAYERS + "player Fay town Fleeting\nplayer Dro town Vanilla Drowsy\n"
        + "player Wol werewolf Vanilla\nAnn kill Bob\n";
    GameScript script = new NightParser(catalogue).parseGame("g.night", text);
    assertTrue(script.ok(), script.diagnostics().toString());
    Diagnostic d = script.play(NEXT_NIGHT).diagnostics().get(0);
    assertEquals(List.of("g.night", 3, "player Fay town ".length() + 1),
        List.of(d.file(), d.line(), d.column()), d.render());
    GameScript modifier = new NightParser(catalogue).parseGame("g.night",
        PLAYERS + "player Dro town Vanilla Drowsy\nAnn kill Bob\n");
    d = modifier.play(NEXT_NIGHT).diagnostics().get(0);
    assertEquals(List.of(3, "player Dro town Vanilla ".length() + 1),
        List.of(d.line(), d.column()), d.render());
    GameScript faction = new NightParser(catalogue).parseGame("g.night",
        PLAYERS + "player Wol werewolf Vanilla\nAnn kill Bob\n");
    d = faction.play(NEXT_NIGHT).diagnostics().get(0);
    assertEquals(List.of(3, "player Wol ".length() + 1), List.of(d.line(), d.column()),
        d.render());
  }
}
