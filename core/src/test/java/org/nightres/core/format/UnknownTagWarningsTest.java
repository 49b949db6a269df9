package org.nightres.core.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.testing.RulesText;

/**
 * A filter that names a tag nothing has ({@code protect(X, from=tag:kil)}, a typo of {@code
 * kill}) is a warning at the tag, not a silent no-op; checked once every rule of the game is
 * known, so a tag of a later file counts (docs/roles-language.md, "Tags and ability types").
 */
class UnknownTagWarningsTest {

  private static List<Diagnostic> warnings(String text) {
    RulesResult r = RulesText.read(text);
    assertTrue(r.ok(), r::renderDiagnostics);
    return r.warnings();
  }

  /** Every filter that names tags, with a tag nothing has: one warning, at the tag's column. */
  @ParameterizedTest
  @CsvSource(delimiter = ';', value = {
      "ability Medic.heal X = protect(X, from=attack|tag:kil|tag:factionkill); kil; 51",
      "ability Medic.heal X = protect(X, from=kil); kil; 40",
      "ability Medic.jail X = block(X, only=killing|kil); kil; 46",
      "ability Medic.jail X = block(X, except = kil); kil; 42",
      "ability Medic.veil X = deflect(X, to=self, only=investigatin); investigatin; 49",
      "ability Medic.pull X = deflect(X, to=self, except=kil) + visit(X); kil; 51",
      "ability Medic.move X Y = redirect(X, to=Y, only=factionkil); factionkil; 49",
      "ability Medic.hide = untargetable(self, except=tag:kil); kil; 52",
      "ability Medic.bumble X = redirect(X, to=random(valid), except=kil, scope=next-action); "
          + "kil; 63",
      "trigger Medic action(kil) = notify(self, hi); kil; 22",
      "trigger Medic visited(killing|!kil) = notify(self, hi); kil; 32",
      "status Dazed {nullify, spare=factionkill|kil}; kil; 42",
      "ability Medic.jail X Y = block(X|Y, only=kil); kil; 42"})
  void aTagNothingHasIsAWarningAtItsColumn(String line, String tag, int column) {
    List<Diagnostic> w = warnings("role Medic\n" + line + "\n");
    assertEquals(1, w.size(), w.toString());
    Diagnostic d = w.get(0);
    assertEquals(2, d.line());
    assertEquals(column, d.column(), d.renderWarning());
    assertTrue(d.renderWarning().startsWith("t.roles:2:" + column + ": warning: no ability, "
        + "component or status has the tag '" + tag + "' (known tags: "), d.renderWarning());
    assertTrue(line.startsWith(tag, column - 1), "the caret is under the tag");
  }

  @Test
  void theWarningListsTheKnownTagsAndSuggestsOne() {
    Diagnostic d = warnings("""
        role Medic
        status Sick
        ability Medic.heal X = protect(X, from=tag:poizon)
        ability Medic.poison X = status(X, Sick, tag=poison)
        """).get(0);
    assertEquals("no ability, component or status has the tag 'poizon' (known tags: "
        + "factionkill, item, kill, poison, vote; ability types: killing, investigating, "
        + "protecting, disguising, redirecting, obstructing, applying, changing, granting, "
        + "switching, copying, joining, announcements, targeting, alignment-changing, "
        + "attack-killing, kill-killing, role-changing, true-kill-killing, release); did you "
        + "mean 'poison'?", d.message());
  }

  /** Tags come from every definition, wherever it stands in the file, and from the words. */
  @Test
  void tagsOfEveryDefinitionAndTheKnownWordsAreNoWarning() {
    assertEquals(List.of(), warnings("""
        role Medic
        ability Medic.heal X = protect(X, from=tag:snipe|tag:poison|tag:revenge|tag:curse|tag:doom|tag:spell|tag:hex)
        ability Medic.jail X = block(X, only=killing|investigating|attack-killing|role-changing|release|kill|factionkill|vote|item)
        trigger Medic action(!copying|joining|announcements|true-kill-killing) = notify(self, hi)
        role Sniper
        ability Sniper.snipe X = kill(X, tag=snipe)
        status Sick = kill(self, tag=spell) expire=kill(self, tag=doom)
        ability Sniper.poison X = status(X, Sick, tag=poison)
        trigger Sniper killed = kill(attacker, tag=revenge)
        modifier Cursed
        passive Cursed = kill(self, tag=curse)
        ability werewolf.hex X = kill(X, tag=hex)
        """));
  }

  /** Nothing is checked on rules that do not read: their errors say it all. */
  @Test
  void rulesWithAnErrorGiveNoTagWarnings() {
    RulesResult r = RulesText.read("role Medic\nability Medic.heal X = protect(X, from=tag:kil)\n"
        + "role Medic\n");
    assertEquals(1, r.diagnostics().size(), r::renderDiagnostics);
    assertEquals(List.of(), r.warnings());
  }

  /** The bundled rule sets name only tags they have. */
  @Test
  void theBundledRuleSetsHaveNoWarnings() {
    for (String file : List.of("standard.roles", "mafia1923.roles")) {
      RulesResult r = RulesText.read(RuleSets.text(file));
      assertTrue(r.ok(), r::renderDiagnostics);
      assertEquals(List.of(), r.warnings(), file);
    }
  }

  /** A tag of a file included after the filter counts: the check waits for every rule. */
  @Test
  void aTagOfALaterIncludedFileCounts() {
    Map<String, String> files = Map.of("b.roles", "role Sniper\nability Sniper.snipe X = "
        + "kill(X, tag=snipe)\n");
    RulesResult r = RulesParser.parse("a.roles", "role Medic\nability Medic.heal X = protect(X, "
        + "from=tag:snipe|tag:snip)\ninclude b.roles\n", RoleCatalogue.empty(),
        p -> Optional.ofNullable(files.get(p)).map(t -> new RulesParser.Source(p, t)));
    assertTrue(r.ok(), r::renderDiagnostics);
    assertEquals(1, r.warnings().size(), r::renderWarnings);
    assertTrue(r.renderWarnings().startsWith("a.roles:2:54: warning: no ability, component or "
        + "status has the tag 'snip'"), r::renderWarnings);
  }

  /**
   * A night file's rules are known after its {@code rules} file and its own statements: a tag
   * the rules file names and the night file's own roles have counts; one nothing has is a
   * warning at the rules file's line. The standard set's rules are known too.
   */
  @Test
  void aNightsRulesAreCheckedAsAWhole(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("house.roles"), """
        role Medic
        ability Medic.heal X = protect(X, from=tag:snipe|tag:snip)
        ability mafia.kill X = kill(X, tag=factionkill)
        """);
    Path night = dir.resolve("n.night");
    Files.writeString(night, """
        rules house.roles
        role Sniper
        ability Sniper.snipe X = kill(X, tag=snipe)
        ability Sniper.jail X = block(X, only=kil)
        player A town Medic
        player B town Sniper
        A heal B
        """);
    GameScript g = NightParser.standard().parseGame(night.toString(), Files.readString(night));
    assertTrue(g.ok(), g.diagnostics().toString());
    List<String> shown = g.warnings().stream().map(Diagnostic::renderWarning)
        .map(s -> s.lines().findFirst().orElseThrow()).toList();
    assertEquals(2, shown.size(), shown.toString());
    assertTrue(shown.get(0).endsWith("house.roles:2:54: warning: no ability, component or "
        + "status has the tag 'snip' (known tags: factionkill, item, kill, snipe, vote; ability "
        + "types: killing, investigating, protecting, disguising, redirecting, obstructing, "
        + "applying, changing, granting, switching, copying, joining, announcements, targeting, "
        + "alignment-changing, attack-killing, kill-killing, role-changing, true-kill-killing, "
        + "release); did you mean 'snipe'?"), shown.get(0));
    assertTrue(shown.get(1).startsWith(night + ":4:39: warning: no ability, component or "
        + "status has the tag 'kil'"), shown.get(1));

    Files.writeString(night, """
        role Medic
        ability Medic.heal X = protect(X, from=tag:kill|tag:factionkil)
        player A town Medic
        player B town Vigilante
        A heal B
        """);
    g = NightParser.standard().parseGame(night.toString(), Files.readString(night));
    assertTrue(g.ok(), g.diagnostics().toString());
    assertEquals(1, g.warnings().size(), g.warnings().toString());
    assertTrue(g.warnings().get(0).message().contains("'factionkil'"), g.warnings().toString());
  }

  /**
   * A WWR book's translation names tags as its lines say: one nothing has is a warning at the
   * book's line, of its role; the ability types the book names are no warning.
   */
  @Test
  void aWwrBooksTagsAreWarnedAtItsLine() {
    String book = """
        **Jailer** | Townsfolk Power
        Immediate Night: Obstruct Killing for @Selection
        Immediate Night: Obstruct Lynch for @Selection
        """;
    RulesResult r = RulesParser.parse("house.roles", "include jailer\n", RoleCatalogue.empty(),
        p -> Optional.of(new RulesParser.Source(p, book)));
    assertTrue(r.ok(), r::renderDiagnostics);
    List<Diagnostic> tags = r.warnings().stream()
        .filter(d -> d.message().startsWith("no ability")).toList();
    assertEquals(1, tags.size(), r::renderWarnings);
    assertEquals("jailer", tags.get(0).file());
    assertEquals(3, tags.get(0).line());
    assertTrue(tags.get(0).message().startsWith("no ability, component or status has the tag "
        + "'lynch'"), tags.get(0).message());
    assertTrue(tags.get(0).message().endsWith(" (role Jailer)"), tags.get(0).message());
  }

  /**
   * A verb that {@code unless=} names and no ability has (a typo) spares the automatic use of
   * nothing: a warning at the verb, once the whole rule set is known (a verb of a later line, or
   * of an alignment, counts).
   */
  @Test
  void anUnlessVerbNoAbilityHasIsAWarningAtItsColumn() {
    String line = "ability Medic.heal X = protect(X) {forced, unless=kil|rest|mafiakill|late}";
    RulesResult r = RulesParser.parse("t.roles", "role Medic\n" + line
        + "\nability Medic.rest X = visit(X)\nability mafia.late X = kill(X)\n",
        RuleSets.standard(), p -> Optional.empty());
    assertTrue(r.ok(), r::renderDiagnostics);
    assertEquals(1, r.warnings().size(), r::renderWarnings);
    Diagnostic d = r.warnings().get(0);
    assertEquals(List.of(2, line.indexOf("kil|") + 1), List.of(d.line(), d.column()),
        d.renderWarning());
    assertTrue(d.message().startsWith("no ability of the rule set has the verb 'kil' that "
        + "unless= names"), d.message());
    assertTrue(d.message().endsWith("did you mean 'kill'?"), d.message());
  }
}
