package org.nightres.core.format;

import static org.nightres.core.testing.RulesText.read;
import static org.nightres.core.testing.RulesText.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Component;
import org.nightres.core.component.KillClass;
import org.nightres.core.component.Modifier;
import org.nightres.core.component.PlayerFilter;
import org.nightres.core.component.Ref;
import org.nightres.core.component.Role;
import org.nightres.core.component.ResultKind;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.component.StateChange;
import org.nightres.core.component.StatusDefinition;
import org.nightres.core.component.Trait;

class RulesParserTest {
  private static final Ref X = Ref.param(0);

  private static Diagnostic only(String text) {
    RulesResult r = read(text);
    assertEquals(1, r.diagnostics().size(), r::renderDiagnostics);
    return r.diagnostics().get(0);
  }

  /**
   * A number too long for a limit says it is out of range, not that it is no number; a
   * parameter in a status's effects says a status has none (audit of session 33).
   */
  @Test
  void aNumberOutOfRangeAndAParameterInAStatusAreNamedForWhatTheyAre() {
    Diagnostic d = only("status Foo expire=kill(self) [order 99999999999]\n");
    assertEquals("the number after 'order' is out of range: 99999999999 (from 0 to 999999)",
        d.message());
    assertEquals(37, d.column());
    d = only("role Foo\nability Foo.x X = kill(X) [uses 12345678]\n");
    assertEquals("the number after 'uses' is out of range: 12345678 (from 0 to 999999)",
        d.message());
    assertTrue(only("role Foo\nability Foo.x X = kill(X) [uses many]\n").message()
        .startsWith("expected a number after 'uses', got 'many'"));
    d = only("status Foo = kill(X)\n");
    assertEquals("'X' is not a parameter of a status: a status has none, its effects name its "
        + "holder (self)", d.message());
    assertEquals(19, d.column());
  }

  /**
   * A role or modifier line with a character where a setting's word should stand names that
   * character, not an empty setting ({@code ''}).
   */
  @Test
  void aStrayCharacterOnARoleOrModifierLineIsNamed() {
    Diagnostic m = only("modifier Weird {appears-innocent}\n");
    assertTrue(m.message().startsWith("unexpected '{'; a modifier line reads: "), m.render());
    assertEquals(16, m.column());
    Diagnostic r = only("role Foo alias=Bar , \n");
    assertTrue(r.message().startsWith("unexpected ','; a role line reads: "), r.render());
    assertEquals(20, r.column());
  }

  /**
   * A list of alternatives written with a trailing {@code |} (or an empty one between two) is an
   * error at its value, never read as the list without it.
   */
  @org.junit.jupiter.params.ParameterizedTest
  @org.junit.jupiter.params.provider.ValueSource(strings = {
      "role R\nability R.a X = kill(X, tag=x|)\n",
      "role R\nability R.a X = protect(X, from=kill|)\n",
      "role R\nability R.a X = block(X, only=kill|)\n",
      "role R\nability R.a X = block(X, except=kill||factionkill)\n",
      "role R\nability R.a X = absent(X, from=attack|)\n",
      "status S {nullify, spare=kill|}\n",
      "modifier M trait=macho|\n",
      "role R alias=Q|\n",
      "role R\nability R.a = role(self, align town) {forced, unless=follow|}\n"})
  void anEmptyAlternativeIsAnError(String text) {
    Diagnostic d = only(text);
    assertTrue(d.render().startsWith("t.roles:"), d.render());
  }

  @Test
  void aOneLineRoleWithImplicitVisits() {
    RoleCatalogue c = ok("role Sniper\nability Sniper.snipe X = kill(X)\n");
    Ability a = c.role("Sniper").orElseThrow().ability("snipe").orElseThrow();
    assertEquals(List.of(new Component.Kill(X, KillClass.ATTACK), new Component.Visit(X)),
        a.components());
    assertEquals("X", a.signature());
  }

  @Test
  void everySetting() {
    RoleCatalogue c = ok("""
        role Medic alias=Nurse|Healer "heals"   # a comment
        ability Medic.heal X = protect(X, from=tag:poison|factionkill) [order 55, uses 3, uses-self 1] {unblockable, untrackable, direct, survives-death} "X is safe"
        """);
    Ability a = c.role("Nurse").orElseThrow().ability("heal").orElseThrow();
    assertEquals(new Component.Protect(X, Set.of("poison", "factionkill"), false),
        a.components().get(0));
    assertEquals(OptionalInt.of(55), a.orderValue());
    assertEquals(OptionalInt.of(3), a.uses());
    assertEquals(OptionalInt.of(1), a.selfUses());
    assertFalse(a.blockable() || a.trackable() || a.redirectable());
    assertTrue(a.survivesDeath());
    assertEquals("X is safe", a.description());
    assertEquals("heals", c.role("Medic").orElseThrow().description());
  }

  @Test
  void explicitVisitsReplaceTheImplicitOnesAndVisitlessHasNone() {
    RoleCatalogue c = ok("""
        role Mover
        ability Mover.move X to Y = redirect(X, to=Y) + visit(X)
        ability Mover.ghost X = block(X) {visitless}
        """);
    assertEquals(List.of(new Component.Redirect(X, Ref.param(1)), new Component.Visit(X)),
        c.role("Mover").orElseThrow().ability("move").orElseThrow().components());
    assertEquals("X to Y", c.role("Mover").orElseThrow().ability("move").orElseThrow().signature());
    assertEquals(List.of(new Component.Block(X, Set.of())),
        c.role("Mover").orElseThrow().ability("ghost").orElseThrow().components());
  }

  @Test
  void modifiersPassivesTriggersAndTraits() {
    RoleCatalogue c = ok("""
        modifier Lucky countable "one life more"
        passive Lucky = protect(self, every-kill)
        modifier Spiky
        trigger Spiky visited = kill(visitor)
        modifier Shady trait=appears-guilty|macho
        """);
    Modifier lucky = c.modifier("Lucky").orElseThrow();
    assertTrue(lucky.countable());
    assertEquals(List.of(Component.Protect.everyKill(Ref.self())), lucky.components());
    assertEquals(List.of(new Component.Trigger(Component.Event.ON_VISITED,
        List.of(new Component.Kill(Ref.subject(), KillClass.ATTACK)))),
        c.modifier("Spiky").orElseThrow().components());
    assertEquals(Set.of(Trait.APPEARS_GUILTY, Trait.MACHO),
        c.modifier("Shady").orElseThrow().traits());
  }

  @Test
  void factionAbilitiesAndTagsFromKills() {
    RoleCatalogue c = ok("ability cult.convert X = recruit(X) + kill(self, tag=ritual)\n");
    Ability a = c.factionAbilities("cult").get(0);
    assertEquals(Set.of("ritual"), a.tags());
    assertEquals(new Component.Visit(X), a.components().get(2));
  }

  @Test
  void statusesAndTheirFlags() {
    RoleCatalogue c = ok("""
        status Dazed {nullify, spare=factionkill, no-passives} "cannot act"
        status Hidden = untargetable(self) "nobody finds them"
        status Abroad {nullify} "a bundled status replaced"
        """);
    StatusDefinition dazed = c.status("Dazed").orElseThrow();
    assertTrue(dazed.nullifies() && dazed.suppressesPassives());
    assertEquals(Set.of("factionkill"), dazed.except());
    assertEquals(List.of(Component.Untargetable.of(Ref.self())),
        c.status("Hidden").orElseThrow().effects());
    assertFalse(c.status("Abroad").orElseThrow().suppressesPassives());
    assertEquals(4 + 2, c.statuses().size());
  }

  /**
   * games.md 3: "A name defined twice is an input error (except a status that replaces a bundled
   * one)": a status of the rule set itself (Mafia 1923's Poisoned, its Injured that replaced the
   * bundled one) is not replaced by a game's file, and statuses share their names with roles and
   * modifiers whatever the order of the lines.
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      mafia1923 | status Poisoned = block(self)        | 1 | 8 | already a status of the rule set
      mafia1923 | status Injured = block(self)         | 1 | 8 | which replaced the bundled one
      standard  | status Vigilante = block(self)      | 1 | 8 | already a role of the rule set
      standard  | status Bulletproof = block(self)    | 1 | 8 | already a modifier of the rule set
      standard  | role Abroad                         | 1 | 6 | already a status of the rule set
      standard  | modifier Arrested trait=macho       | 1 | 10 | already a status of the rule set
      standard  | status Foo = block(self)\\nrole Foo | 2 | 6 | already a status of these rules
      standard  | role Foo\\nstatus Foo = block(self) | 2 | 8 | defined twice
      """)
  void aStatusNameIsDefinedOnce(String rules, String text, int line, int column, String says) {
    RulesResult r = RulesParser.parse("t.roles", text.replace("\\n", "\n"),
        RuleSets.named(rules).orElseThrow(), p -> Optional.empty());
    assertEquals(1, r.diagnostics().size(), r::renderDiagnostics);
    Diagnostic d = r.diagnostics().get(0);
    assertEquals(line, d.line(), d.render());
    assertEquals(column, d.column(), d.render());
    assertTrue(d.message().contains(says), d.render());
  }

  /**
   * Two files of one game's rules that name different schemes, or different values of an option,
   * are an error at the second (the later was silently taken); the same value twice is not.
   */
  @Test
  void aSecondSchemeOrOptionValueThatSaysOtherwiseIsAnError() {
    java.util.Map<String, String> files = Map.of(
        "a.roles", "scheme sequential\noption deaths end-of-night\n",
        "b.roles", "scheme snarf\n",
        "c.roles", "option deaths immediate\n",
        "d.roles", "scheme sequential\noption deaths end-of-night\n");
    java.util.function.BiFunction<String, String, Diagnostic> second = (one, two) -> {
      RulesResult r = RulesParser.parse("t.roles", "include " + one + "\ninclude " + two + "\n",
          RuleSets.standard(), p -> Optional.ofNullable(files.get(p))
              .map(t -> new RulesParser.Source(p, t)));
      return r.diagnostics().isEmpty() ? null : r.diagnostics().get(0);
    };
    Diagnostic scheme = second.apply("a.roles", "b.roles");
    assertEquals(List.of("b.roles", 1, 8), List.of(scheme.file(), scheme.line(), scheme.column()));
    assertTrue(scheme.message().startsWith("a second scheme, snarf: a.roles:1 chose sequential"),
        scheme.message());
    Diagnostic option = second.apply("a.roles", "c.roles");
    assertEquals(List.of("c.roles", 1, 15), List.of(option.file(), option.line(),
        option.column()));
    assertTrue(option.message().startsWith("option deaths immediate contradicts a.roles:2: "
        + "end-of-night"), option.message());
    assertEquals(null, second.apply("a.roles", "d.roles"), "the same values agree");
  }

  @Test
  void aBundledStatusIsReplacedOverEitherRuleSet() {
    for (RoleCatalogue base : List.of(RuleSets.standard(), RoleCatalogue.empty())) {
      RulesResult r = RulesParser.parse("t.roles", "status Abroad {nullify}\n", base,
          p -> Optional.empty());
      assertTrue(r.ok(), r::renderDiagnostics);
    }
  }

  @Test
  void deflectsAndFilteredRedirects() {
    RoleCatalogue c = ok("""
        role Warder
        ability Warder.ward X = deflect(X, to=self, from=!align:town, only=kill|factionkill, except=vig)
        ability Warder.lure X = deflect(self, to=X, from=attr:family=Cohen)
        ability Warder.divert X to Y = redirect(X, to=Y, only=factionkill) + redirect(Y, to=X, except=kill)
        """);
    Role w = c.role("Warder").orElseThrow();
    Ref y = Ref.param(1);
    assertEquals(List.of(new Component.Deflect(X, Ref.self(), Optional.of(new PlayerFilter(true,
        PlayerFilter.Kind.ALIGN, "town")), Set.of("kill", "factionkill"), Set.of("vig")),
        new Component.Visit(X)), w.ability("ward").orElseThrow().components(),
        "a deflect is a component of the ability: it gets its implicit visit");
    assertEquals(List.of(new Component.Deflect(Ref.self(), X, Optional.of(new PlayerFilter(false,
        PlayerFilter.Kind.ATTR, "family=Cohen")), Set.of(), Set.of()), new Component.Visit(X)),
        w.ability("lure").orElseThrow().components(), "attr:k=v reads as one filter");
    assertEquals(List.of(new Component.Redirect(X, y, Set.of("factionkill"), Set.of()),
        new Component.Redirect(y, X, Set.of(), Set.of("kill"))),
        w.ability("divert").orElseThrow().components().subList(0, 2));
    Component.Deflect ward = (Component.Deflect) w.ability("ward").orElseThrow().components()
        .get(0);
    assertEquals("deflect(X, to=self, from=!align:town, only=factionkill|kill, except=vig)",
        ward.describe());
    assertTrue(ward.isMove());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = ';', textBlock = """
      role A\\nability A.k X = deflect(X); 2; 27; deflect needs a destination: deflect(X, to=self)
      role A\\nability A.k X = deflect(X, to=X); 2; 28; deflect(X, to=X) moves nothing
      role A\\nability A.k X = deflect(X|self, to=self); 2; 33; deflect(self, to=self) moves nothing
      role A\\nability A.k X = deflect(X, to=self, from=werewolf); 2; 37; did you mean 'align:werewolf'?
      role A\\nability A.k X = deflect(X, to=self, from=!wolf); 2; 37; did you mean '!align:wolf'?
      role A\\nability A.k X = deflect(X, to=self, from=Cop); 2; 37; did you mean 'role:Cop'?
      role A\\nability A.k X = deflect(X, to=self, from=alig:wolf); 2; 37; did you mean 'align'?
      role A\\nability A.k X = deflect(X, to=self, from=align); 2; 37; write from=[!]align:a, role:R, category:C or attr:k[=v]
      role A\\nability A.k X = deflect(X, to=self, only=Ki!l); 2; 37; expected tags after only=
      role A\\nability A.k X = deflect(X, to=self, sope=kill); 2; 37; unknown parameter 'sope' of deflect; parameters: to, from, only, except
      role A\\nability A.k X = deflect(X, to=visitor); 2; 28; 'visitor' means the visitor
      role A\\nability A.k X = deflect(X, Y); 2; 28; unexpected 'Y' in deflect
      role A\\nability A.k X = redirect(X, to=self, except=Ki!l); 2; 38; expected tags after except=
      role A\\nability A.k X = dflect(X, to=self); 2; 17; did you mean 'deflect'?
      """)
  void deflectProblemsAreReportedWhereTheyAre(String text, int line, int column, String says) {
    Diagnostic d = only(text.replace("\\n", "\n"));
    assertEquals(line, d.line(), d.render());
    assertEquals(column, d.column(), d.render());
    assertTrue(d.message().contains(says), d.render());
  }

  /** Premises, guards, exact nights and counters: each problem at its line and column. */
  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = ';', textBlock = """
      role A\\nability A.k X = kill(X) [if Z in attr:a]; 2; 29; expected a premise
      role A\\nability A.k X = kill(X) [if self in bogus:x]; 2; 37; not supported yet: the condition 'bogus:x'
      role A\\nability A.k X = kill(X) [if self in attr:n>x]; 2; 37; not supported yet: the condition
      role A\\nability A.k X = kill(X) [if self exists]; 2; 29; always a living player
      role A\\nability A.k X = kill(X) [if X at attr:a]; 2; 31; expected 'in', 'is self' or 'exists'
      role A\\nability A.k X = kill(X) [if stored(T.gt) exists]; 2; 29; expected stored(key)
      role A\\ntrigger A death = kill(attacker) [if visitor in align:mafia]; 2; 38; 'visitor' means the visitor of a 'visited' trigger; here write attacker (or actor)
      role A\\ntrigger A action = kill(target) [if actor in align:mafia]; 2; 37; 'actor' means the player whose action sets off a trigger; here write target
      role A\\nability A.k X = kill(X) [if attacker in align:mafia]; 2; 29; 'attacker' means the attacker
      role A\\nability A.k X = protect(X, react=if(attacker in attr:a then kill(attacker))); 2; 34; not supported yet: if(...) in a protection's react=
      role A\\nability A.k X = if(self in attr:a kill(X)); 2; 35; expected 'and' and a premise, or 'then'
      role A\\nability A.k X = if(self in attr:a then kill(random(all))) + visit(X); 2; 17; not supported yet: a random selector or a feedback by chance inside if(...)
      role A\\nability A.k X = if(self in attr:a then kill(X) visit(X)); 2; 48; expected 'else', '+' or ')'
      role A\\npassive A = protect(self) [uses 1]; 2; 27; limits and flags on a passive or trigger other than [if ...]
      role A\\npassive A = protect(self, uses=1) [if self in attr:a]; 2; 35; not supported yet: [if ...] on a passive with uses=
      role A\\nability A.k X = kill(X) [nights 3-2]; 2; 35; expected the last night, 3 or later
      role A\\nability A.k X = kill(X) [nights 0]; 2; 33; nights start at 1
      role A\\nability A.k X = attr(X, count+=0); 2; 25; expected a counter's change
      role A\\nability A.k X = attr(X, count+=x); 2; 25; expected a counter's change
      """)
  void premiseProblemsAreReportedWhereTheyAre(String text, int line, int column, String says) {
    Diagnostic d = only(text.replace("\\n", "\n"));
    assertEquals(line, d.line(), d.render());
    assertEquals(column, d.column(), d.render());
    assertTrue(d.message().contains(says), d.render());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      role sniper                                        | 1 | 6  | CamelCase
      roll Sniper                                        | 1 | 1  | did you mean 'role'
      role A\\nrole A                                    | 2 | 6  | defined twice
      ability Nobody.kill X = kill(X)                    | 1 | 9  | unknown role 'Nobody'
      role A\\nability A.kill X = kil(X)                 | 2 | 20 | did you mean 'kill'
      role A\\nability A.kill X = kill(Y)                | 2 | 25 | 'Y' is not a parameter
      role A\\nability A.k X = visit(Y)                   | 2 | 23 | 'Y' is not a parameter
      role A\\nability A.k X = guard([X)                  | 2 | 23 | expected a target
      role A\\nability A.kill Y = kill(Y)                | 2 | 16 | expected X
      role A\\nability A.kill X = kill(X)\\nability A.kill X = visit(X) | 3 | 11 | defined twice
      role A\\nability A.kill X = kill(X, colour=red)    | 2 | 28 | unknown parameter 'colour'
      role A\\nability A.kill X = kill(X [uses 1]        | 2 | 27 | expected ',' or ')'
      role A\\nability A.kill X = kill(X) [use 1]        | 2 | 29 | did you mean 'uses'
      role A\\nability A.kill X = kill(X) {sneaky}       | 2 | 29 | unknown flag
      role A\\nability A.kill X = kill(X) {direct, direct} | 2 | 37 | 'direct' is given twice
      role A\\nability A.kill X = kill(X) {unblockable} {direct} | 2 | 42 | the {flags} are given twice
      role A\\nability A.kill X = kill(X) "a" "b"      | 2 | 32 | the description is given twice
      role A category=Killing category=Other             | 1 | 25 | the category is given twice
      role A faction=mafia faction=town                  | 1 | 22 | the faction is given twice
      role A "a" "b"                                     | 1 | 12 | the description is given twice
      modifier M trait=macho "a" "b"                     | 1 | 28 | the description is given twice
      status S expire=kill(self) expire=notify(self, x)  | 1 | 28 | 'expire=' is given twice
      status S = block(self) announce=apply announce=clear | 1 | 39 | 'announce=' is given twice
      status S = block(self) expire=kill(self) [order 5] [order 6] | 1 | 52 | '[order n]' is given twice
      status S {nullify, nullify}                        | 1 | 20 | 'nullify' is given twice
      status S {nullify} {redraw}                        | 1 | 20 | '{flags}' is given twice
      role A\\nability A.k X R:role = role(X, set R)   | 2 | 36 | a role parameter ('R') in role(...)
      role A\\nability A.k F:family = kill(F)          | 2 | 29 | 'F' is a family parameter, not a player
      role A\\nability A.k X R:role = kill(R)          | 2 | 29 | 'R' is a role parameter, not a player
      role A\\nability A.kill X = kill(X) {forced, forced=self} | 2 | 37 | 'forced' is given twice
      role A\\nability A.kill X = kill(X) {forced, unless=a, unless=b} | 2 | 47 | 'unless' is given twice
      role A\\ntrigger A killed = kill(attacker) {unblockable, unblockable} | 2 | 49 | given twice
      role A\\nability A.kill X = kill(X) "unclosed      | 2 | 28 | missing closing
      role A\\nability A.kill X kill(X)                  | 2 | 18 | expected a parameter
      modifier M                                         | 1 | 10 | does nothing
      modifier M countable trait=macho                   | 1 | 10 | countable but has no passive
      modifier M trait=brave                             | 1 | 18 | unknown trait
      passive M = protect(self)                          | 1 | 9  | unknown role or modifier 'M'
      modifier M\\npassive M = protect(X)                | 2 | 21 | not a parameter
      modifier M\\ntrigger M visited = kill(self) [uses 1] | 2 | 32 | limits and flags on a passive
      status S {nullify, spare=factionkill, loud}         | 1 | 39 | unknown status flag
      status S {spare=factionkill}                        | 1 | 8  | add nullify
      include other.roles                                | 1 | 9  | cannot include
      role Cop\\nrole A\\nability A.k X = disguise(X, as=Coop, strength=weak) | 3 | 29 | unknown role 'Coop' after as=; did you mean 'Cop'?
      role Cop\\nrole A\\nability A.k X = disguise(X, as=Cop, strength=medium) | 3 | 37 | unknown disguise strength 'medium'
      role Cop\\nrole A\\nability A.k X = disguise(X, as=Cop) | 3 | 36 | disguise needs a strength
      role Cop\\nrole A\\nability A.k X = disguise(X, as=Cop, strength=weak, until=later) | 3 | 52 | expected a duration
      role A\\nability A.k X R:role = disguise(X, as=S, strength=weak) | 2 | 36 | 'S' is not a role parameter of this ability (R)
      role A\\nability A.k X X:role = disguise(X, as=X, strength=weak) | 2 | 15 | a role parameter takes a letter other than X
      role Tailor\\nability Tailor.k X = disguise(X, as=Tailor, strength=weak) | 2 | 34 | cannot disguise as Tailor itself
      role Cop\\nrole A\\npassive A = disguise(self, as=Cop, strength=weak, until=permanent) | 3 | 51 | holds while its holder has it
      role A\\nability A.k X = result(X, role, sees=medium) | 2 | 33 | unknown disguise strength 'medium'
      role A\\nability A.k X = result(X, track, sees=weak) | 2 | 34 | a track result sees no disguise
      role A\\nability A.k X = result(X, attr:Fam!ly)      | 2 | 27 | expected an attribute's key after attr:
      role A\\nability A.k X = result(X, clas)             | 2 | 27 | did you mean 'class'?
      role A category=Kill!ing                           | 1 | 17 | expected a word after category=
      """)
  void problemsAreReportedWhereTheyAre(String text, int line, int column, String says) {
    Diagnostic d = only(text.replace("\\n", "\n"));
    assertEquals(line, d.line(), d.render());
    assertEquals(column, d.column(), d.render());
    assertTrue(d.message().contains(says), d.render());
  }

  /**
   * Every construct of the seeds' language that nightres does not resolve yet is an error that
   * says so (exit 2), never ignored: the roles issue, item 3, and the sequential issue.
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = ';', textBlock = """
      role A\\nability A.k X = link(X, random(valid), lovers)
      role A\\nability A.k X = block(X, feedback=50%:Citizen|50%:real) + kill(random(dead))
      role A\\nability A.k X Y = redirect(X, to=Y|self)
      role A\\nability A.k X Y = redirect(X, to=Y, scope=next-action)
      role A\\ntrigger A visited = deflect(visitor, to=self)
      role A\\nability A.k X = result(X, count:Cop)
      role A\\nability A.k X = inform(X, track(X))
      role A\\nability A.k X = status(X, Abroad, by=self)
      role A\\nability A.k X = status(X, Abroad, until=use)
      role A\\nability A.k X = kill(X) {forced=random(members(F))}
      role A\\nability A.k R:role = kill(self) {forced}
      role Cop\\nrole A\\ntrigger A visited = disguise(visitor, as=Cop, strength=weak)
      """)
  void notSupportedYetIsAnError(String text) {
    Diagnostic d = only(text.replace("\\n", "\n"));
    assertTrue(d.message().startsWith("not supported yet"), d.render());
  }

  @Test
  void theSeedsWitchAndHookerParseAsWritten() {
    RoleCatalogue c = ok("""
        role Witch
        ability Witch.life X Y Z = protect(X|Y|Z|self, from=attack, rank=active, until=phase) [timing immediate-night, uses 1, distinct]
        ability Witch.death X = kill(X, class=attack) [timing end-night, uses 1]
        role Hooker
        ability Hooker.sleep X = absent(self, at=X, from=attack, until=phase) [timing immediate-night, no-repeat-target]
        """);
    Ability life = c.role("Witch").orElseThrow().ability("life").orElseThrow();
    List<Component> protects = life.components().subList(0, 4);
    assertEquals(List.of(Ref.param(0), Ref.param(1), Ref.param(2), Ref.self()),
        protects.stream().map(Component::target).toList(), "one protection per member");
    for (Component p : protects) {
      assertEquals(new Component.Protect(p.target(), Set.of(), KillClass.ATTACK, false,
          Optional.empty(), Optional.of(Component.Protect.Rank.ACTIVE), Optional.empty(),
          List.of()), p);
    }
    assertEquals(OptionalInt.of(10), life.orderValue(), "immediate night: [10]");
    assertEquals(OptionalInt.of(1), life.uses());
    Ability death = c.role("Witch").orElseThrow().ability("death").orElseThrow();
    assertEquals(new Component.Kill(X, KillClass.ATTACK), death.components().get(0));
    assertEquals(OptionalInt.of(190), death.orderValue(), "end night: [190]");
    Ability sleep = c.role("Hooker").orElseThrow().ability("sleep").orElseThrow();
    assertEquals(new Component.Absent(Ref.self(), X, Set.of(KillClass.ATTACK)),
        sleep.components().get(0));
    assertTrue(sleep.noRepeatTarget());
  }

  @Test
  void theSeeds1923ProtectionsAndTheArmedRobberParseAsWritten() {
    RoleCatalogue c = ok("""
        status Injured = block(self) announce=holder
        role Bodyguard1923
        ability Bodyguard1923.protect X = protect(X, from=tag:factionkill|tag:poison|tag:drunkard, react=status(attacker, Injured, until=N+1)) [order 60, uses-self 1]
        passive Bodyguard1923 = protect(self, from=tag:factionkill|tag:poison|tag:drunkard, rank=passive, uses=1, consume=need, react=status(attacker, Injured, until=N+1))
        role Butler
        passive Butler = protect(self, from=tag:poison) + protect(self, from=tag:factionkill, uses=2, consume=attempt)
        role ArmedRobber
        trigger ArmedRobber killed = kill(attacker, tag=revenge, class=true) {unblockable, survives-death}
        """);
    Component.Protect guard = (Component.Protect) c.role("Bodyguard1923").orElseThrow()
        .ability("protect").orElseThrow().components().get(0);
    assertEquals(1, guard.react().size());
    assertEquals(Ref.subject(), guard.react().get(0).target(), "the reaction is on the attacker");
    Component.Protect auto =
        (Component.Protect) c.role("Bodyguard1923").orElseThrow().passives().get(0);
    assertEquals(Optional.of(Component.Protect.Rank.PASSIVE), auto.rank());
    assertEquals(Optional.of(new Component.Protect.Limit(1, Component.Protect.Consume.NEED,
        "Bodyguard1923.passive")), auto.limit());
    List<Component> butler = c.role("Butler").orElseThrow().passives();
    assertEquals(Optional.empty(), butler.get(0).limit());
    assertEquals("Butler.passive", butler.get(1).limit().orElseThrow().key());
    assertEquals(Component.Protect.Consume.ATTEMPT, butler.get(1).limit().orElseThrow().consume());
    Component.Trigger robber =
        c.role("ArmedRobber").orElseThrow().passives().get(0).asTrigger().orElseThrow();
    assertEquals(Component.Event.ON_KILLED, robber.event());
    assertEquals(new Component.Kill(Ref.subject(), KillClass.TRUE), robber.response().get(0));
    assertEquals(Set.of("revenge"), c.role("ArmedRobber").orElseThrow().passiveTags());
  }

  @Test
  void aKillMayMakeItsAbilityUnblockable() {
    RoleCatalogue c = ok("""
        role A
        ability A.k X = kill(X, unblockable)
        ability A.s X = kill(X, strong, unblockable)
        """);
    assertFalse(c.role("A").orElseThrow().ability("k").orElseThrow().blockable());
    assertEquals(new Component.Kill(X, KillClass.ATTACK),
        c.role("A").orElseThrow().ability("k").orElseThrow().components().get(0));
    assertEquals(new Component.Kill(X, KillClass.TRUE),
        c.role("A").orElseThrow().ability("s").orElseThrow().components().get(0));
  }

  @Test
  void defenseTriggersNameRanksAndLimitedProtectionsAreNumberedPerHolder() {
    RoleCatalogue c = ok("""
        status Marked
        role Cursed
        passive Cursed = protect(self, rank=partial, uses=1) + protect(self, from=tag:poison, uses=3, consume=per-night)
        trigger Cursed defense(partial|passive) = status(self, Marked)
        """);
    List<Component> ps = c.role("Cursed").orElseThrow().passives();
    assertEquals("Cursed.passive", ps.get(0).limit().orElseThrow().key());
    assertEquals("Cursed.passive2", ps.get(1).limit().orElseThrow().key());
    Component.Trigger t = ps.get(2).asTrigger().orElseThrow();
    assertEquals(Component.Event.ON_DEFENSE, t.event());
    assertEquals(Set.of(Component.Protect.Rank.PARTIAL, Component.Protect.Rank.PASSIVE),
        t.ranks());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = ';', textBlock = """
      role A\\nability A.k X = kill(attacker); 22; 'attacker' means the attacker
      role A\\nability A.k X = protect(X, uses=2); 28; a protection with uses= belongs to a passive
      role A\\npassive A = protect(self, consume=need); 27; consume= says how a limited
      role A\\npassive A = protect(self, uses=0); 27; expected a number of uses
      role A\\npassive A = protect(self, uses=1, consume=never); 35; unknown consume 'never'
      role A\\npassive A = protect(self, during=day); 27; a protection during=day has no effect on a night
      role A\\npassive A = protect(self, during=dusk); 27; unknown phase 'dusk' after during=
      role A\\npassive A = protect(self, rank=absence); 27; an absence defense is absent
      role A\\npassive A = protect(self, react=kill(attacker, tag=x)); 27; a reaction's effects take no tag=
      role A\\ntrigger A death = block(attacker); 19; a death trigger responds
      role A\\ntrigger A killed = kill(visitor); 25; 'visitor' means the visitor
      role A\\ntrigger A killed(active) = kill(attacker); 17; only a defense, action or visited trigger takes a filter
      role A\\ntrigger A action = notify(actor, "x"); 27; 'actor' means
      role A\\ntrigger A action(9kill) = notify(target, "x"); 18; expected a tag
      role A\\ntrigger A killed = kill(attacker) {direct}; 36; a trigger cannot be {direct}
      """)
  void protectionsAndTriggersReportTheirMistakesWhereTheyStand(String text, int column,
      String message) {
    Diagnostic d = only(text.replace("\\n", "\n"));
    assertEquals(2, d.line(), d.render());
    assertEquals(column, d.column(), d.render());
    assertTrue(d.message().startsWith(message), d.render());
  }

  @Test
  void killClassesAndProtectionsFromThem() {
    RoleCatalogue c = ok("""
        role A
        ability A.k X = kill(X, class=kill) + kill(X, class=true) + kill(X, strong) + kill(X)
        ability A.p X = protect(X, from=kill|tag:poison) + protect(X, from=attack|kill) + protect(X)
        ability A.h X = absent(self, at=X, from=kill|true)
        """);
    Role a = c.role("A").orElseThrow();
    assertEquals(List.of(KillClass.KILL, KillClass.TRUE, KillClass.TRUE, KillClass.ATTACK),
        a.ability("k").orElseThrow().components().subList(0, 4).stream()
            .map(k -> ((Component.Kill) k).killClass()).toList());
    assertEquals(List.of(new Component.Protect(X, Set.of("poison"), KillClass.KILL, false),
        new Component.Protect(X, Set.of(), KillClass.KILL, false), Component.Protect.of(X)),
        a.ability("p").orElseThrow().components().subList(0, 3));
    assertEquals(Set.of(KillClass.values()), ((Component.Absent) a.ability("h").orElseThrow()
        .components().get(0)).from());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = ';', textBlock = """
      role A\\nability A.k X = kill(X, class=hard); 2:25; unknown kill class 'hard'
      role A\\nability A.k X = kill(X, strong, class=kill); 2:33; a strong kill is class=true
      role A\\nability A.k X = protect(X, from=true); 2:28; nothing protects from a true kill
      role A\\nability A.k X = protect(X, rank=actve); 2:28; unknown rank 'actve'; did you mean 'active'?
      role A\\nability A.k X = absent(self, at=X, from=strng); 2:36; unknown kill class 'strng'
      role A\\nability A.k X = kill(X) [timing night]; 2:33; unknown timing 'night'
      role A\\nability A.k X = kill(X) [order 5, timing end-night]; 2:35; the order is given twice
      role A\\nability A.k X = kill(X) [uses 1, uses 2]; 2:34; 'uses' is given twice: one of each limit
      role A\\nability A.k X Y = kill(X|Q); 2:26; 'Q' is not a parameter of this ability
      role A\\nability A.k X = role(X, promote Cop); 2:25; unknown role operation 'promote'
      role A\\nability A.k X = role(X, set); 2:25; set needs a name
      role A\\nability A.k X = role(X, switch Cop); 2:25; switch takes no name
      role A\\nability A.k X = role(X, grant B); 2:31; unknown role 'B'
      role A\\nability A.k X = role(X, align mafia!); 2:31; expected an alignment, got 'mafia!'
      role A\\nability A.k X = role(X, steal); 2:25; name the role the target is left with
      role A\\nability A.k X = kill(X) [per-faction half]; 2:38; expected a number or a count of the living
      role A\\nability A.k X = kill(X) [when Y in align:mafia]; 2:31; expected a parameter of the ability
      role A\\nability A.k X = kill(X) [when X in family:Cohen]; 2:36; not supported yet: the condition
      role A\\nability A.k X = kill(X) [nights 2-]; 2:35; expected the last night
      role A\\nrole B\\nability B.k X = role(X, set A)\\nability A.k X = kill(X); 4:9; role A is complete since line 3
      role A\\nability A.k X = announce(X); 2:28; announce needs the player it is about and a word
      role A\\nability A.k X = announce(X, cu_red); 2:29; an announcement is a word (its kind)
      role A\\nability A.k X = inform(X, track(X)); 2:27; not supported yet: facts of kind 'track'
      role A\\nability A.k X = status(X, Poisned); 2:27; unknown status 'Poisned'
      role A\\nability A.k X = status(X, Abroad, until=N1); 2:35; expected a duration
      role A\\nability A.k X = attr(X, family); 2:25; attr sets one attribute
      role A\\nability A.k X = attr(X, mark=on, until=N+0); 2:34; expected how long the attribute holds
      role A\\nability A.k X = attr(X, mark=on, until=phase); 2:34; expected how long the attribute holds
      role A\\nability A.k X = attr(X, remove mark, until=N+1); 2:38; until= goes with an attribute set
      role A\\nability A.k X = attr(X, count+=1, until=N+1); 2:35; until= goes with an attribute set
      role A\\nability A.k X = attr(X, count=ceil(total/0)); 2:31; expected a value computed from the game
      role A\\nability A.k X = kill(X) [if count(cop)=1]; 2:35; not supported yet: the condition 'cop'
      role A\\nability A.k X = kill(X) [if living>>1]; 2:29; expected a number of the game compared
      role A\\nability A.k X = kill(X) [per-night ceil(total/0)]; 2:36; expected per-night n or a value computed
      role A\\nability A.k X = attr(X, count=ceil(players/2)); 2:31; expected a value computed from the game
      role A\\nability A.k X = attr(X, count=half(total/2)); 2:25; expected an attribute
      role A\\nability A.k X = attr(X, count=floor(living/2), until=N+1); 2:48; until= goes with an attribute set to a word
      role A\\nability A.k X = untargetable(X, deathless); 2:33; unexpected 'deathless' in untargetable
      status S announce=apply|expire; 1:19; unknown announcement event 'expire'
      role A faction=9mafia; 1:16; expected an alignment after faction=
      role A\\nability A.k X = deflect(X, to=self, from=align::w); 2:37; expected a player filter after from=
      """)
  void mistakesOfTheNewComponentsAndLimits(String text, String at, String message) {
    Diagnostic d = only(text.replace("\\n", "\n"));
    assertEquals(at, d.line() + ":" + d.column(), d.render());
    assertTrue(d.message().startsWith(message), d.render());
  }

  @Test
  void roleChangesNameRolesDefinedBefore() {
    RoleCatalogue c = ok("""
        role Apprentice
        ability Apprentice.study X = kill(X)
        ability mafia.hit X = kill(X)
        role Thief
        ability Thief.swipe X = role(X, switch) + role(self, grant Apprentice) + role(X, align mafia)
        ability Thief.demote X = role(X, set Apprentice) + role(X, revoke Apprentice) + role(X, copy)
        """);
    List<Component> swipe = c.role("Thief").orElseThrow().ability("swipe").orElseThrow()
        .components();
    assertEquals("[role(X, switch), role(self, grant Apprentice), role(X, align mafia), visit(X)]",
        swipe.stream().map(Component::describe).toList().toString());
    StateChange.RoleChange grant = (StateChange.RoleChange) swipe.get(1).stateChange()
        .orElseThrow();
    assertEquals(c.role("Apprentice"), grant.role(), "the role as the catalogue has it");
    StateChange.RoleChange align = (StateChange.RoleChange) swipe.get(2).stateChange()
        .orElseThrow();
    assertEquals(c.factionAbilities("mafia"), align.factionAbilities(), "with the mafia's kill");
    assertEquals("[role(X, set Apprentice), role(X, revoke Apprentice), role(X, copy), visit(X)]",
        c.role("Thief").orElseThrow().ability("demote").orElseThrow().components().stream()
            .map(Component::describe).toList().toString());
  }

  @Test
  void aBlockOfSomeActionsOnly() {
    RoleCatalogue c = ok("role Jammer\nability Jammer.jam X = block(X, only=tag:vig|kill, except=factionkill)\n");
    Component.Block b = (Component.Block) c.role("Jammer").orElseThrow().ability("jam")
        .orElseThrow().components().get(0);
    assertEquals(Set.of("vig", "kill"), b.onlyTags());
    assertTrue(b.reaches(Set.of("kill")));
    assertFalse(b.reaches(Set.of("kill", "factionkill")));
    assertFalse(b.reaches(Set.of("investigate")));
  }

  @Test
  void resultKindsByTheirWords() {
    RoleCatalogue c = ok("role Eye\nability Eye.look X = result(X, alignment)\n");
    assertEquals(new Component.Result(X, ResultKind.ALIGNMENT),
        c.role("Eye").orElseThrow().ability("look").orElseThrow().components().get(0));
  }

  /** A byte-order mark opens a rules file as it may open a night file: it is not text. */
  @Test
  void aByteOrderMarkIsNotPartOfTheText() {
    RulesResult r = RulesParser.parse("t.roles", "\uFEFFrole Foo\nability Foo.zap X = kill(X)\n",
        RuleSets.standard(), p -> Optional.empty());
    assertTrue(r.ok(), r::renderDiagnostics);
  }

  @Test
  void namesOfTheBaseRuleSetAreTaken() {
    RulesResult r = RulesParser.parse("t.roles", "role Doctor\n", RuleSets.standard(),
        p -> Optional.empty());
    assertTrue(r.diagnostics().get(0).message().contains("already a role of the rule set"),
        r::renderDiagnostics);
    // roles and modifiers have names of their own: the standard Strongman is both
    assertTrue(RuleSets.standard().role("Strongman").isPresent()
        && RuleSets.standard().modifier("Strongman").isPresent());
  }

  @Test
  void includesAreRelativeToTheIncludingFileAndCyclesAreErrors(@TempDir Path dir)
      throws Exception {
    Files.createDirectories(dir.resolve("sub"));
    Files.writeString(dir.resolve("main.roles"), "include sub/a.roles\nrole Main\n");
    Files.writeString(dir.resolve("sub/a.roles"), "role A\ninclude b.roles\n");
    Files.writeString(dir.resolve("sub/b.roles"), "role B\n");
    RulesResult r = RulesParser.parse(dir.resolve("main.roles"), RoleCatalogue.empty());
    assertTrue(r.ok(), r::renderDiagnostics);
    assertEquals(List.of("A", "B", "Main"),
        r.catalogue().orElseThrow().roles().stream().map(x -> x.name()).toList());

    Files.writeString(dir.resolve("sub/b.roles"), "role B\ninclude ../main.roles\n");
    RulesResult cycle = RulesParser.parse(dir.resolve("main.roles"), RoleCatalogue.empty());
    assertEquals(1, cycle.diagnostics().size(), cycle::renderDiagnostics);
    Diagnostic d = cycle.diagnostics().get(0);
    assertTrue(d.message().startsWith("include cycle"), d.render());
    assertTrue(d.file().endsWith("b.roles") && d.line() == 2 && d.column() == 9, d.render());
  }

  @Test
  void includesThroughAServersResolver() {
    Map<String, String> files = Map.of("more.roles", "role Extra\nability Extra.zap X = kill(X)\n");
    RulesResult r = RulesParser.parse("main.roles", "include more.roles\n",
        RuleSets.standard(),
        p -> Optional.ofNullable(files.get(p)).map(t -> new RulesParser.Source(p, t)));
    assertTrue(r.ok(), r::renderDiagnostics);
    assertTrue(r.catalogue().orElseThrow().role("Extra").isPresent());
    assertTrue(r.catalogue().orElseThrow().role("Vigilante").isPresent());
  }

  @Test
  void neverThrowsOnGarbage() {
    String[] inputs = {"", "\0\0\0", "ability", "ability .", "role A\nability A.", "(((", "role A\n"
        + "ability A.x X = kill(X, a=(b, c)", "status", "status S =", "status S = +",
        "modifier M\npassive M =", "trigger", "role A\nability A.x X = kill(\"", "include",
        "role A alias=", "role A alias=b", "modifier M trait=", "role A\nability A.x X = kill(X)]"};
    for (String in : inputs) {
      RulesResult r = read(in);
      for (Diagnostic d : r.diagnostics()) {
        assertTrue(d.line() >= 1 && d.column() >= 1, d.render());
        assertFalse(d.internalError(), in + " -> " + d.render());
      }
    }
  }

  /**
   * What fails inside the reading (here the caller's include function) is a diagnostic typed as
   * an internal error, a bug to report; an input's problem is not one.
   */
  @Test
  void aFailureInsideIsATypedInternalError() {
    RulesResult r = RulesParser.parse("t.roles", "include other.roles\n", RuleSets.standard(),
        path -> {
          throw new IllegalStateException("boom");
        });
    assertEquals(1, r.diagnostics().size(), r.renderDiagnostics());
    Diagnostic d = r.diagnostics().get(0);
    assertTrue(d.internalError(), d.render());
    assertTrue(d.message().startsWith("internal error while reading the rules (please report it)"),
        d.render());
    assertFalse(read("role A\nability A.x X = zap(X)\n").diagnostics().get(0).internalError());
  }

  @Test
  void aSubOrderIsAWordAfterSuborder() {
    RoleCatalogue c = ok("role Mender\nability Mender.mend X = protect(X) [timing end-night, "
        + "suborder Mender]\n");
    assertEquals(Optional.of("Mender"),
        c.role("Mender").orElseThrow().ability("mend").orElseThrow().subOrder());
    Diagnostic d = only("role Mender\nability Mender.mend X = protect(X) [suborder, uses 1]\n");
    assertTrue(d.render().startsWith("t.roles:2:"), d.render());
    assertTrue(d.message().contains("expected a word after 'suborder'"), d.render());
  }

  @Test
  void aResultLabelsItsAnswersWithIsAndElse() {
    RoleCatalogue c = ok("role Seer\nability Seer.read X = result(X, class, is:Werewolf=\"a threat\", "
        + "else=\"harmless\")\n");
    Component.Result r = c.role("Seer").orElseThrow().ability("read").orElseThrow().components()
        .get(0).asResult().orElseThrow();
    assertEquals("a threat", r.told("Werewolf"));
    assertEquals("harmless", r.told("Townsfolk"));
    assertEquals("no result", r.told("no result"), "no answer is no answer");
    Diagnostic d = only("role Seer\nability Seer.read X = result(X, class, is:=\"x\")\n");
    assertTrue(d.render().startsWith("t.roles:2:"), d.render());
    assertTrue(d.message().contains("expected an answer after is:"), d.render());
  }

  @Test
  void aCompoundResultLabelsItsAnswersTogetherInWrittenOrder() {
    RoleCatalogue c = ok("role Seer\nability Seer.read X = result(X, class/category/attr:lycan, "
        + "sees=strong, failure=\"failed\", is:Werewolf/*/*=\"a wolf\", "
        + "is:*/Killing/yes=\"a killer\", is:Townsfolk/Killing/none=\"a guard\", "
        + "else=\"harmless\")\n");
    Component.Result r = c.role("Seer").orElseThrow().ability("read").orElseThrow().components()
        .get(0).asResult().orElseThrow();
    assertEquals(2, r.also().size());
    assertEquals("a guard", r.told("Townsfolk/Killing/none"), "an exact answer first");
    assertEquals("a wolf", r.told("Werewolf/Killing/yes"), "then patterns in written order");
    assertEquals("a killer", r.told("Solo/Killing/yes"));
    assertEquals("harmless", r.told("Solo/Power/none"));
    assertEquals("failed", r.told("no result"), "no answer: the failure text");
    assertEquals("nothing", r.told("nothing"), "a block's fake nothing stays nothing");
    assertEquals("result(X, class/category/attr:lycan, sees=strong, failure=\"failed\", "
        + "is:Werewolf/*/*=\"a wolf\", is:*/Killing/yes=\"a killer\", "
        + "is:Townsfolk/Killing/none=\"a guard\", else=\"harmless\")", r.describe());
  }

  @Test
  void aGuessLabelsTheAnswerThatIsTheRoleNamed() {
    RoleCatalogue c = ok("role Seer\nability Seer.read X S:role = result(X, role, "
        + "guess:S=\"right, {S}\", else=\"wrong\")\n");
    Component.Result r = c.role("Seer").orElseThrow().ability("read").orElseThrow().components()
        .get(0).asResult().orElseThrow();
    assertEquals("right, {S}", r.told("Cop", letter -> letter.equals("S") ? "Cop" : null));
    assertEquals("wrong", r.told("Cop", letter -> "Goon"));
    assertEquals("wrong", r.told("Cop"), "no role named: no guess fits");
  }

  @Test
  void aResultToldAsAnAnnouncementWordsOnlyTheAnswersItsLabelsName() {
    RoleCatalogue c = ok("role Archer\ntrigger Archer killed = kill(attacker) + "
        + "result(attacker, kill-outcome, tell=announce, is:success=\"{actor} shot {target}\")\n"
        + "role Scout\ntrigger Scout death = result(attacker, role, sees=strong, tell=announce, "
        + "else=\"{target} is a {answer}\")\n");
    Component.Result r = c.role("Archer").orElseThrow().passives().get(0).asTrigger().orElseThrow()
        .response().get(1).asResult().orElseThrow();
    assertTrue(r.announced());
    assertEquals(Optional.of("{actor} shot {target}"), r.worded("success", x -> null));
    assertEquals(Optional.empty(), r.worded("failure", x -> null), "not worded: not announced");
    assertEquals("result(attacker, kill-outcome, tell=announce, "
        + "is:success=\"{actor} shot {target}\")", r.describe());
    Component.Result s = c.role("Scout").orElseThrow().passives().get(0).asTrigger().orElseThrow()
        .response().get(0).asResult().orElseThrow();
    assertEquals(Optional.of("{target} is a {answer}"), s.worded("Goon", x -> null));
    Diagnostic d = only("role Seer\nability Seer.read X = result(X, role, tell=everyone, "
        + "else=\"x\")\n");
    assertEquals("t.roles:2:39", d.render().substring(0, d.render().indexOf(": ")), d.render());
    assertTrue(d.message().contains("expected tell=announce"), d.render());
    d = only("role Seer\nability Seer.read X = result(X, role, tell=announce)\n");
    assertTrue(d.render().startsWith("t.roles:2:"), d.render());
    assertTrue(d.message().contains("a result told as an announcement words the answers"),
        d.render());
  }

  @Test
  void labelsThatCannotFitTheirResultAreErrorsAtTheirColumn() {
    Diagnostic d = only("role Seer\nability Seer.read X = result(X, class/category, "
        + "is:Werewolf=\"x\")\n");
    assertTrue(d.render().startsWith("t.roles:2:"), d.render());
    assertTrue(d.message().contains("this result asks 2 questions"), d.render());
    d = only("role Seer\nability Seer.read X = result(X, class, is:*=\"x\")\n");
    assertTrue(d.message().contains("a compound answer needs a compound result"), d.render());
    d = only("role Seer\nability Seer.read X = result(X, role, guess:S=\"x\")\n");
    assertTrue(d.message().contains("'S' after guess: is not a role parameter"), d.render());
    d = only("role Seer\nability Seer.read X = result(X, investigate/role)\n");
    assertTrue(d.message().contains("a compound result (kinds joined with /) starts with"),
        d.render());
    d = only("role Seer\nability Seer.read X = result(X, role/track)\n");
    assertTrue(d.message().contains("a compound result asks role, alignment"), d.render());
  }

  @Test
  void aTitleIsWhatARoleResultTellsAndAFakeFeedbackMayBeAText() {
    RoleCatalogue c = ok("role GreyWolf title=\"Grey Wolf\" faction=mafia\n"
        + "role Hexer\nability Hexer.hex X = block(X, feedback=\"Village Idler\")\n"
        + "ability Hexer.jinx X = block(X, feedback=50%:\"Village Idler\"|50%:real)\n");
    Role wolf = c.role("GreyWolf").orElseThrow();
    assertEquals("Grey Wolf", wolf.shown());
    assertEquals("GreyWolf", c.role("greywolf").orElseThrow().name(), "the name stays the name");
    Role hexer = c.role("Hexer").orElseThrow();
    assertEquals("block(X, feedback=\"Village Idler\")",
        hexer.ability("hex").orElseThrow().components().get(0).describe());
    assertEquals("block(X, feedback=50%:\"Village Idler\"|50%:real)",
        hexer.ability("jinx").orElseThrow().components().get(0).describe());
    Diagnostic d = only("role GreyWolf title=\"Grey/Wolf\"\n");
    assertTrue(d.render().startsWith("t.roles:1:"), d.render());
    assertTrue(d.message().contains("after title="), d.render());
  }

  @Test
  void aRoleGivesItsHoldersAttributes() {
    RoleCatalogue c = ok("role Wolf faction=mafia has=lycan|wolfish\n");
    Role wolf = c.role("Wolf").orElseThrow();
    assertEquals(Set.of("lycan", "wolfish"), wolf.attributes());
    org.nightres.core.model.Player rex = org.nightres.core.model.Player.builder().name("Rex")
        .alignment("mafia").addRoles(wolf).build();
    assertEquals("yes", rex.attribute("lycan"), "his role's");
    assertTrue(PlayerFilter.parse("attr:wolfish").orElseThrow().matches(rex));
    org.nightres.core.model.Player own = org.nightres.core.model.Player.builder().name("Own")
        .alignment("mafia").addRoles(wolf).putAttributes("lycan", "no").build();
    assertEquals("no", own.attribute("lycan"), "his own comes first");
    Diagnostic d = only("role Wolf has=Ly.can\n");
    assertTrue(d.render().startsWith("t.roles:1:"), d.render());
    assertTrue(d.message().contains("after has="), d.render());
  }

  /**
   * A line of many components joined by '+' is read whole, in a time that grows with its length
   * (each step of the scan used to look for the line's comment from its start, and each reaction
   * of a protection described the protection: a 20,000-component line took half a minute).
   */
  @Test
  void longChainsOfComponentsAreReadWhole() {
    int n = 20_000;
    RoleCatalogue c = ok("role Chain\nability Chain.go X = "
        + String.join(" + ", java.util.Collections.nCopies(n, "visit(X)")) + " # the end\n"
        + "ability Chain.guard X = protect(X, react="
        + String.join("+", java.util.Collections.nCopies(n, "notify(attacker, caught)")) + ")\n");
    Role chain = c.role("Chain").orElseThrow();
    assertEquals(n, chain.ability("go").orElseThrow().components().size());
    Component guard = chain.ability("guard").orElseThrow().components().get(0);
    assertEquals(n, guard.responses().size());
    Diagnostic d = only("role Chain\nability Chain.go X = "
        + String.join(" + ", java.util.Collections.nCopies(n, "visit(X)")) + " + visit(Y)\n");
    assertEquals(2, d.line());
    assertEquals(22 + 11 * n + 6, d.column(), d.message()); // at the Y of the last one
  }
}
