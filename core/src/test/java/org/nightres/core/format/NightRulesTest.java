package org.nightres.core.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nightres.core.model.Night;

/** Rule sets in night files: {@code rules}, {@code include} and statements inline. */
class NightRulesTest {
  private static final NightParser PARSER = NightParser.standard();
  /** Nothing happens, and the state goes on by the one transition every scheme uses. */
  private static final org.nightres.core.NightResolver NOTHING_HAPPENS = new org.nightres.core.NightResolver() {
    @Override
    public org.nightres.core.Scheme scheme() {
      return org.nightres.core.Scheme.RAR;
    }

    @Override
    public org.nightres.core.outcome.Outcome resolve(Night night) {
      return new org.nightres.core.plan.OutcomeBuilder(org.nightres.core.plan.NightPlan.of(night),
          org.nightres.core.Scheme.RAR).build();
    }
  };

  private static Night night(String file, String text) {
    ParseResult r = PARSER.parse(file, text);
    assertTrue(r.ok(), r::renderDiagnostics);
    return r.night().orElseThrow();
  }

  private static Diagnostic only(String text) {
    ParseResult r = PARSER.parse("t.night", text);
    assertEquals(1, r.diagnostics().size(), r::renderDiagnostics);
    return r.diagnostics().get(0);
  }

  @Test
  void inlineRolesAddToTheStandardRuleSet() {
    Night n = night("t.night", """
        role Sniper "shoots once"
        ability Sniper.snipe X = kill(X, tag=kill) [uses 1]
        player Ann town Sniper
        player Bob mafia Goon
        Ann snipe Bob
        Bob mafiakill Ann
        """);
    assertEquals(OptionalInt.of(1), n.abilityOf(0).uses());
    assertEquals("mafiakill", n.abilityOf(1).verb());
  }

  private static final String TAILOR = """
      role Tailor
      ability Tailor.dress X R:role = disguise(X, as=R, strength=weak, until=permanent)
      player Tai town Tailor
      player Ann town Vanilla
      """;

  @Test
  void aRoleArgumentNamesARoleOfTheRuleSet() {
    Night n = night("t.night", TAILOR + "Tai dress Ann cop\n");
    assertEquals("[Cop]", n.actions().get(0).roles().stream().map(r -> r.name()).toList()
        .toString(), "by its name, in any case");
    assertEquals("Tai dress Ann Cop\n", NightWriter.actionLines(n));
    Diagnostic d = only(TAILOR + "Tai dress Ann Coop\n");
    assertEquals(5, d.line());
    assertEquals(15, d.column());
    assertTrue(d.message().startsWith("unknown role 'Coop': `dress` takes a role of the rule set "
        + "here (`dress X R:role`); did you mean 'Cop'?"), d.message());
    d = only(TAILOR + "Tai dress Ann\n");
    assertEquals(15, d.column(), "at the end of the line");
    assertTrue(d.message().startsWith("missing role: expected `dress X R:role`"), d.message());
    d = only(TAILOR + "Tai dress Ann Cop Doctor\n");
    assertTrue(d.message().startsWith("too many arguments"), d.message());
  }

  @Test
  void aStateLineHoldsADisguiseAndItsMistakesAreReported() {
    Night n = night("t.night", TAILOR + "state Ann disguise Cop strong until use by Tai\n");
    assertEquals("[disguise Cop strong until use by Tai]", n.state().state(1).disguises().stream()
        .map(h -> h.describe()).toList().toString());
    Diagnostic d = only(TAILOR + "state Ann disguise Cop medium\n");
    assertEquals(24, d.column());
    assertTrue(d.message().startsWith("unknown disguise strength 'medium'"), d.message());
    d = only(TAILOR + "state Ann disguise Coop weak\n");
    assertEquals(20, d.column());
    assertTrue(d.message().contains("did you mean 'Cop'"), d.message());
    d = only(TAILOR + "state Ann disguise Cop weak until tomorrow\n");
    assertEquals(35, d.column());
    assertTrue(d.message().startsWith("bad phase 'tomorrow'"), d.message());
    d = only(TAILOR + "state Ann disguise Cop weak until N1000000\n");
    assertEquals("bad phase 'N1000000': expected N<n> (night n, from 1 to 999999) or D<n> (day n,"
        + " from 0 to 999999), e.g. N4", d.message());
  }

  @Test
  void problemsInInlineRolesKeepTheirLineNumbers() {
    Diagnostic d = only("""
        # first line
        role Sniper
        player Ann town Sniper

        ability Sniper.snipe X = kill(X, sound=loud)
        """);
    assertEquals(5, d.line(), d.render());
    assertEquals(34, d.column(), d.render());
  }

  @Test
  void rulesStandardAndARulesFile(@TempDir Path dir) throws Exception {
    night("t.night", "rules standard\nplayer Ann town Cop\n");
    Files.writeString(dir.resolve("small.roles"), "role Seer\nability Seer.see X = result(X, "
        + "investigate)\ninclude more.roles\n");
    Files.writeString(dir.resolve("more.roles"), "role Brute\nability Brute.hit X = kill(X)\n");
    Path file = dir.resolve("game.night");
    Night n = night(file.toString(), "rules small.roles\nplayer Ann town Seer\nplayer Bob town "
        + "Brute\nAnn see Bob\nBob hit Ann\n");
    assertEquals(List.of("see", "hit"), List.of(n.abilityOf(0).verb(), n.abilityOf(1).verb()));
    // a rules file is a whole rule set: the standard roles are not in it
    ParseResult cop = PARSER.parse(file.toString(), "rules small.roles\nplayer Ann town Cop\n");
    assertTrue(cop.diagnostics().get(0).message().contains("unknown role"), cop::renderDiagnostics);
  }

  /**
   * A lower-case owner that is also a role's name ({@code ability sniper.aim} beside {@code role
   * Sniper}) is an error in the game's whole rule set, not only where both stand in one file: a
   * {@code rules} file's ability and the night's own role (or the other way round) are checked
   * together, the error at the owner in whichever file it is (roles-language.md, "Keywords and
   * names in any case"). A role of that alignment, in either file, makes it the alignment's.
   */
  @Test
  void aLowerCaseOwnerThatIsARolesNameIsCheckedAcrossTheRulesFileAndTheNight() {
    NightParser p = PARSER.withIncludes(path -> Optional.ofNullable(Map.of(
        "aim.roles", "role Marksman\nability sniper.aim X = kill(X)\n",
        "sniper.roles", "role Sniper\n",
        "team.roles", "role Marksman faction=sniper\nability sniper.aim X = kill(X)\n",
        "inc.roles", "ability sniper.aim X = kill(X)\n").get(path))
        .map(t -> new RulesParser.Source(path, t)));
    String cast = "player Ann town Marksman\nplayer Bob town Sniper\n";
    String expected = "'sniper' is both an alignment (a lower-case first letter) and the name of "
        + "role Sniper, and no role has faction=sniper: write Sniper.aim for the role's ability, "
        + "or give the alignment's roles faction=sniper for the alignment's";
    // the ability in the rules file, the role in the night
    Diagnostic d = only(p.parse("n.night", "rules aim.roles\nrole Sniper\n" + cast));
    assertEquals(List.of("aim.roles", 2, 9, expected),
        List.of(d.file(), d.line(), d.column(), d.message()), d.render());
    // the role in the rules file, the ability in the night
    d = only(p.parse("n.night", "rules sniper.roles\nrole Marksman\n"
        + "ability sniper.aim X = kill(X)\n" + cast));
    assertEquals(List.of("n.night", 3, 9, expected),
        List.of(d.file(), d.line(), d.column(), d.message()), d.render());
    // the ability included by the night, the role in the night: one reading already
    d = only(p.parse("n.night", "include inc.roles\nrole Sniper\nrole Marksman\n" + cast));
    assertEquals(List.of("inc.roles", 1, 9, expected),
        List.of(d.file(), d.line(), d.column(), d.message()), d.render());
    // a role of the alignment in the rules file: the night's Sniper is a role beside it
    ParseResult ok = p.parse("n.night", "rules team.roles\nrole Sniper\n"
        + "player Ann sniper Marksman\nplayer Bob town Sniper\nAnn aim Bob\n");
    assertTrue(ok.ok(), ok::renderDiagnostics);
    assertEquals("aim", ok.night().orElseThrow().abilityOf(0).verb());
    // and one in the night
    ok = p.parse("n.night", "rules aim.roles\nrole Sniper\nrole Spotter faction=sniper\n"
        + cast);
    assertTrue(ok.ok(), ok::renderDiagnostics);
  }

  @Test
  void includeAddsARolesFileRelativeToTheNightFile(@TempDir Path dir) throws Exception {
    Files.createDirectories(dir.resolve("roles"));
    Files.writeString(dir.resolve("roles/boss.roles"), "role Boss\nability Boss.cancel X = "
        + "block(X, except=factionkill) + notify(X, boss) [order 20]\n");
    Night n = night(dir.resolve("n.night").toString(), "include roles/boss.roles\n"
        + "player Avi town Boss\nplayer Dana mafia Goon\nAvi cancel Dana\nDana mafiakill Avi\n");
    assertEquals("cancel", n.abilityOf(0).verb());
  }

  /**
   * Keywords are case-insensitive (night-format.md section 1, "Keywords and names are
   * case-insensitive"), the roles language's statements too: {@code Include}, {@code Role} and
   * {@code ABILITY} are the statements, in a night file and a {@code .roles} file alike, not
   * "unknown statement 'Include'; did you mean 'include'?".
   */
  @Test
  void theRolesLanguagesStatementsAreKeywordsInAnyCase(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("boss.roles"), "Role Boss\nABILITY Boss.cancel X = "
        + "block(X) [order 20]\nModifier Lucky\nPassive Lucky = protect(self, every-kill)\n"
        + "Status Dazed {nullify}\nOption doctor-stops one\n");
    Night n = night(dir.resolve("n.night").toString(), "Include boss.roles\n"
        + "Role Zapper\nAbility Zapper.zap X = kill(X)\n"
        + "player Avi town Boss Lucky\nplayer Zed town Zapper\nplayer Dana mafia Goon\n"
        + "Avi cancel Dana\nZed zap Dana\n");
    assertEquals("cancel", n.abilityOf(0).verb());
    assertEquals("zap", n.abilityOf(1).verb());
    RulesResult r = org.nightres.core.testing.RulesText.read("Rolle Boss\n");
    assertTrue(r.diagnostics().get(0).message().startsWith(
        "unknown statement 'Rolle'; did you mean 'role'?"), r::renderDiagnostics);
  }

  @Test
  void aServerResolvesIncludesItself() {
    NightParser p = PARSER.withIncludes(path -> Optional.ofNullable(Map.of("x.roles",
        "role Zapper\nability Zapper.zap X = kill(X)\n").get(path))
        .map(t -> new RulesParser.Source(path, t)));
    ParseResult r = p.parse("t.night", "include x.roles\nplayer Ann town Zapper\nplayer Bob "
        + "town Cop\nAnn zap Bob\n");
    assertTrue(r.ok(), r::renderDiagnostics);
  }

  /**
   * An include adds roles to the chosen rule set (games.md section 3): a bundled rule set's
   * scheme and options, or a rules file's, are the game's, and an included file that says
   * otherwise is an error at its line naming where they were set (it silently overrode them);
   * agreeing with them, or the night file's own lines, are fine.
   */
  @Test
  void anIncludeMayNotContradictTheChosenRuleSetsSchemeOrOptions() {
    NightParser p = PARSER.withIncludes(path -> Optional.ofNullable(Map.of(
        "rar.roles", "role Foo\nscheme rar\n",
        "end.roles", "option deaths end-of-night\n",
        "same.roles", "scheme sequential\noption deaths immediate\n",
        "seq.roles", "scheme sequential\nrole Zapper\nability Zapper.zap X = kill(X)\n")
        .get(path)).map(t -> new RulesParser.Source(path, t)));
    String cast = "player Avi town Doctor\nplayer Dana mafia MafiaMember\nDana mafiakill Avi\n";
    ParseResult r = p.parse("n.night", "rules mafia1923\ninclude rar.roles\n" + cast);
    assertEquals(1, r.diagnostics().size(), r::renderDiagnostics);
    Diagnostic d = r.diagnostics().get(0);
    assertEquals(List.of("rar.roles", 2, 8), List.of(d.file(), d.line(), d.column()));
    assertTrue(d.message().startsWith("a second scheme, rar: n.night:1 (rules mafia1923) chose "
        + "sequential"), d.message());
    d = p.parse("n.night", "rules mafia1923\ninclude end.roles\n" + cast).diagnostics().get(0);
    assertTrue(d.message().startsWith("option deaths end-of-night contradicts n.night:1 (rules "
        + "mafia1923): immediate"), d.message());
    r = p.parse("n.night", "rules mafia1923\ninclude same.roles\n" + cast);
    assertTrue(r.ok(), r::renderDiagnostics);
    r = p.parse("n.night", "rules mafia1923\nscheme rar\noption deaths end-of-night\n" + cast);
    assertTrue(r.ok(), r::renderDiagnostics);
    assertEquals(Optional.of(org.nightres.core.Scheme.RAR), r.night().orElseThrow().scheme());
    // a rules file's settings are fixed as well, where its line stands
    p = PARSER.withIncludes(path -> Optional.ofNullable(Map.of(
        "seq.roles", "scheme sequential\nrole Zapper\nability Zapper.zap X = kill(X)\n",
        "rar.roles", "scheme rar\n").get(path)).map(t -> new RulesParser.Source(path, t)));
    d = only(p.parse("n.night", "rules seq.roles\ninclude rar.roles\nplayer A town Zapper\n"));
    assertTrue(d.message().startsWith("a second scheme, rar: seq.roles:1 chose sequential"),
        d.message());
  }

  private static Diagnostic only(ParseResult r) {
    assertEquals(1, r.diagnostics().size(), r::renderDiagnostics);
    return r.diagnostics().get(0);
  }

  @Test
  void misplacedRulesLines() {
    assertTrue(only("rules standard\nrules standard\nplayer A town Cop\n").message()
        .contains("a second `rules` line"));
    assertTrue(only("role X\nrules standard\nplayer A town Cop\n").message()
        .contains("`rules` comes before"));
    assertTrue(only("rules bigger\nplayer A town Cop\n").message()
        .contains("unknown rule set 'bigger'"));
    assertTrue(only("rules missing.roles\nplayer A town Cop\n").message()
        .contains("cannot read the rules file"));
    Diagnostic inNight = only("player A town Cop\nplayer B town Cop\nnight 1\nA investigate B\n"
        + "role Late\n");
    assertEquals(5, inNight.line());
    assertTrue(inNight.message().contains("belong to the setup"), inNight.render());
  }

  @Test
  void aBundledRuleSetIsNamedInAnyCase() {
    // night-format.md section 1: "Keywords and names are case-insensitive"
    ParseResult r = PARSER.parse("t.night", "RULES Mafia1923\nplayer Ken town DRUNKARD "
        + "family=Levi\nplayer Avi town Townsperson family=Levi\n"
        + "player Dana mafia MafiaMember family=Cohen\nKen drink Levi\nDana mafiakill Avi\n");
    assertTrue(r.ok(), r::renderDiagnostics);
    assertEquals("drink", r.night().orElseThrow().abilityOf(0).verb());
  }

  @Test
  void theRulesLanguageWordsAreReserved() {
    assertTrue(only("player Role town Cop\n").message().contains("reserved"),
        () -> only("player Role town Cop\n").render());
  }

  @Test
  void limitsOfTheLanguageAreCheckedAtTheirLines() {
    String roles = """
        option uses-per-ability unlimited
        role Paper
        ability Paper.deliver X Y = notify(X, "news") + visit(Y) [per-night 1, distinct, not-self]
        player Ann town Paper
        player Bob town Cop
        player Cid town Cop
        """;
    assertTrue(PARSER.parse("t.night", roles + "Ann deliver Bob Cid\n").ok());
    Diagnostic twice = only(roles + "Ann deliver Bob Cid\nAnn deliver Cid Bob\n");
    assertEquals(8, twice.line(), twice.render());
    assertTrue(twice.message().contains("per-night 1"), twice.render());
    Diagnostic self = only("option self-target allowed\n" + roles + "Ann deliver Ann Bob\n");
    assertEquals(8, self.line(), self.render());
    assertTrue(self.message().contains("not-self"), self.render());
    assertEquals(13, self.column(), self.render());
    Diagnostic same = only(roles + "Ann deliver Bob Bob\n");
    assertTrue(same.message().contains("named twice"), same.render());
  }

  @Test
  void perFactionAndFirstNightLimits() {
    String roles = """
        option uses-per-ability unlimited
        role Hitman
        ability Hitman.hit X = kill(X) [per-faction 1]
        role Elder
        ability Elder.curse X = kill(X) [nights 2+]
        player Ann mafia Hitman
        player Bob mafia Hitman
        player Cid town Hitman
        player Dee town Elder
        player Eve town Cop
        """;
    assertTrue(PARSER.parse("t.night", roles + "Ann hit Eve\nCid hit Eve\n").ok(),
        "one per faction: the town's Hitman is of another faction");
    Diagnostic twice = only(roles + "Ann hit Eve\nBob hit Cid\n");
    assertEquals(12, twice.line(), twice.render());
    assertTrue(twice.message().contains("per-faction 1"), twice.render());
    Diagnostic early = only(roles + "Dee curse Eve\n");
    assertEquals(11, early.line(), early.render());
    assertTrue(early.message().contains("from night 2"), early.render());
    GameScript later = PARSER.parseGame("g.night", roles + "night 1\nnight 2\nDee curse Eve\n");
    assertTrue(later.ok(), later.diagnostics().toString());
    GamePlay played = later.play(NOTHING_HAPPENS, 2);
    assertTrue(played.ok(), played.diagnostics().toString());
  }

  @Test
  void aFactionsKillsScaleWithTheLivingAndTargetsMeetTheirConditions() {
    StringBuilder roles = new StringBuilder("""
        role MafiaMember
        ability MafiaMember.hit X = kill(X, tag=factionkill) [per-faction ceil(living/20), when X in !align:mafia]
        role Seer
        ability Seer.see X = result(X, role) [when X in role:Vanilla]
        player Ann mafia MafiaMember
        player Bob mafia MafiaMember
        player Sue town Seer
        """);
    for (int i = 1; i <= 18; i++) {
      roles.append("player T").append(i).append(" town Vanilla\n");
    }
    // 21 living: ceil(21/20) = 2 kills
    assertTrue(PARSER.parse("t.night", roles + "Ann hit T1\nBob hit T2\nSue see T3\n").ok());
    Diagnostic mafia = only(roles + "Ann hit Bob\n");
    assertTrue(mafia.message().contains("when X in !align:mafia"), mafia.render());
    Diagnostic seer = only(roles + "Sue see Ann\n");
    assertTrue(seer.message().contains("when X in role:Vanilla"), seer.render());
    String fewer = roles.toString().replace("player T18 town Vanilla\n", "")
        .replace("player T17 town Vanilla\n", "");
    Diagnostic third = only(fewer + "Ann hit T1\nBob hit T2\n"); // 19 living: 1 kill
    assertTrue(third.message().contains("ceil(living/20), with 19 living"), third.render());
  }

  @Test
  void aFactionsRoleIsHeldByItsAlignmentOnly() {
    String roles = "role Made faction=mafia\nability Made.hit X = kill(X)\n";
    assertTrue(PARSER.parse("t.night", roles + "player Dana mafia Made\n").ok());
    Diagnostic d = only(roles + "player Dana town Made\n");
    assertEquals(3, d.line(), d.render());
    assertEquals(13, d.column(), d.render());
    assertTrue(d.message().contains("Made belongs to the mafia faction"), d.render());
  }

  @Test
  void successionLimitsReadTheLastUseTheStateKeeps() {
    String game = """
        role Guard
        ability Guard.watch X = protect(X) [no-repeat-target]
        role Hermit
        ability Hermit.pray X = protect(X) [no-succession]
        player Ann town Guard
        player Bob town Hermit
        player Cid town Cop
        night 1
        Ann watch Cid
        Bob pray Cid
        night 2
        %s
        """;
    GameScript ok = PARSER.parseGame("g.night", game.formatted("Ann watch Bob"));
    assertTrue(ok.ok(), ok.diagnostics().toString());
    GamePlay played = ok.play(NOTHING_HAPPENS, 2);
    assertTrue(played.ok(), played.diagnostics().toString());
    assertEquals(List.of(new org.nightres.core.model.LastUse("watch", "Bob",
        org.nightres.core.model.Phase.night(2))), played.last().nextState().state(0).last());
    GamePlay repeat = PARSER.parseGame("g.night", game.formatted("Ann watch Cid")).play(
        NOTHING_HAPPENS, 2);
    assertTrue(repeat.diagnostics().get(0).message().contains("no-repeat-target"),
        repeat.diagnostics().toString());
    GamePlay again = PARSER.parseGame("g.night", game.formatted("Bob pray Ann")).play(
        NOTHING_HAPPENS, 2);
    assertTrue(again.diagnostics().get(0).message().contains("no-succession"),
        again.diagnostics().toString());
    assertEquals(12, again.diagnostics().get(0).line());
  }
}
