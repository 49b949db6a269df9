package org.nightres.core.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.testing.RulesText;

/**
 * The words inside a roles-language statement are keywords in any case, as its statements are
 * (night-format.md section 1: "Keywords and names are case-insensitive"): components, settings,
 * limits, flags, selectors, premises, filters, durations, events, ranks and result kinds read the
 * same in upper or mixed case, and the names they mention (roles, statuses, modifiers) in any
 * case; a name keeps the spelling of its definition.
 */
class KeywordCaseTest {

  /**
   * A word of the language written in lower case, outside quotes: what the test shouts. Words
   * after {@code is:} (an answer, compared in any case but told as written), and the values of
   * {@code feedback=}, {@code title=}, {@code suborder} and an attribute's {@code key=value} are
   * texts a player is shown: kept.
   */
  private static final Pattern WORD = Pattern.compile("(?<![A-Za-z0-9_])[a-z][a-z0-9-]*");

  /** {@code text} with every keyword-like word outside quotes in capitals, or mixed case. */
  static String shout(String text, boolean mixed) {
    StringBuilder out = new StringBuilder();
    for (String line : text.split("\n", -1)) {
      StringBuilder l = new StringBuilder();
      String[] parts = line.split("\"", -1); // even parts: outside quotes
      for (int i = 0; i < parts.length; i++) {
        if (i > 0) {
          l.append('"');
        }
        if (i % 2 == 1 || parts[i].trim().startsWith("#")) {
          l.append(parts[i]);
          continue;
        }
        String part = parts[i];
        int hash = part.indexOf('#');
        String code = hash < 0 ? part : part.substring(0, hash);
        Matcher m = WORD.matcher(code);
        StringBuilder b = new StringBuilder();
        while (m.find()) {
          String before = code.substring(0, m.start());
          boolean kept = before.endsWith("is:") || before.endsWith("feedback=")
              || before.endsWith("title=") || before.endsWith("suborder ")
              || before.matches("(?s).*\\battr\\([^()]*,\\s*[a-z][a-z0-9_-]*=") // attr value
              || before.matches("(?s).*[0-9]%:"); // a chance's feedback
          String w = m.group();
          // an alignment owning an ability: its first letter tells it from a role's name
          kept |= code.startsWith(".", m.end()) && before.strip().matches("(?i)ability");
          m.appendReplacement(b, Matcher.quoteReplacement(kept ? w : mixed
              ? Character.toUpperCase(w.charAt(0)) + w.substring(1)
              : w.toUpperCase(Locale.ROOT)));
        }
        m.appendTail(b);
        l.append(b).append(hash < 0 ? "" : part.substring(hash));
      }
      out.append(l).append('\n');
    }
    return out.substring(0, out.length() - 1);
  }

  static Stream<String> ruleFiles() throws IOException {
    List<String> files = new ArrayList<>(List.of("resource:standard.roles",
        "resource:mafia1923.roles"));
    try (Stream<Path> s = Files.list(Path.of("../examples/roles"))) {
      s.filter(p -> p.toString().endsWith(".roles")).sorted()
          .forEach(p -> files.add(p.toString()));
    }
    return files.stream();
  }

  private static String text(String file) throws IOException {
    if (file.startsWith("resource:")) {
      try (InputStream in = RulesParser.class.getResourceAsStream(file.substring(9))) {
        return new String(in.readAllBytes(), StandardCharsets.UTF_8);
      }
    }
    return Files.readString(Path.of(file));
  }

  private static RulesResult parse(String file, String text) {
    RoleCatalogue base = file.startsWith("resource:") ? RoleCatalogue.empty()
        : RuleSets.standard();
    String name = file.startsWith("resource:") ? file.substring(9) : file;
    return RulesParser.parseRelative(name, text, base,
        (from, path) -> RulesParser.relative(from, path));
  }

  /**
   * Every bundled rule set and every example rules file, its keywords shouted (and in mixed
   * case), defines the same roles, modifiers, faction abilities and statuses as written.
   */
  @ParameterizedTest
  @MethodSource("ruleFiles")
  void everyRuleFileReadsTheSameWithItsKeywordsInAnyCase(String file) throws IOException {
    String text = text(file);
    RulesResult plain = parse(file, text);
    assertTrue(plain.ok(), plain::renderDiagnostics);
    for (boolean mixed : List.of(false, true)) {
      String shouted = shout(text, mixed);
      RulesResult r = parse(file, shouted);
      assertTrue(r.ok(), () -> r.renderDiagnostics() + "\n" + shouted);
      RoleCatalogue a = plain.catalogue().orElseThrow();
      RoleCatalogue b = r.catalogue().orElseThrow();
      assertEquals(a.roles(), b.roles(), file);
      assertEquals(a.modifiers(), b.modifiers(), file);
      assertEquals(a.factionAbilities(), b.factionAbilities(), file);
      assertEquals(a.statuses(), b.statuses(), file);
      assertEquals(a.scheme(), b.scheme(), file);
      assertEquals(a.options(), b.options(), file);
      assertEquals(plain.warnings().size(), r.warnings().size(), r::renderDiagnostics);
    }
  }

  /** Each kind of word, shouted, in small rules of its own: the same as in lower case. */
  @ParameterizedTest
  @org.junit.jupiter.params.provider.ValueSource(strings = {
      "role Sniper faction=mafia has=lycan\nability Sniper.snipe X = kill(X, class=kill, "
          + "tag=snipe) [order 20, uses 2, not-self] {unblockable}\n",
      "role Doc\nability Doc.save X = protect(X, from=attack|tag:snipe, rank=active) "
          + "[timing immediate-night, no-repeat-target, spend performed]\n",
      "status Dazed {nullify, spare=kill}\nstatus Sick = block(self) expire=kill(self) "
          + "announce=apply|clear:cured [order 110]\nrole Nurse\n"
          + "ability Nurse.dose X = status(X, Sick, until=N+1) + clear(X, Dazed)\n",
      "role Cop\nability Cop.check X = result(X, investigate, guilty=\"bad\") [when X in "
          + "!align:town, if night 2+, if self in attr:badge, if living>=3]\n",
      "role Eye\ntrigger Eye visited(killing|!kill) = notify(self, \"seen {visitor}\") "
          + "[if visitor in role:Eye] {untrackable}\n",
      "modifier Tough countable trait=macho\npassive Tough = protect(self, uses=1, "
          + "consume=attempt)\ntrigger Tough killed = kill(attacker) [if !self in align:mafia]\n",
      "role Bus\nability Bus.drive X Y = swap(X, Y) + if(X in attr:vip then notify(self, "
          + "vip) else notify(self, \"no\")) [per-faction ceil(living/20)] {forced=self}\n",
      "role Mask\nability Mask.wear X R:role = disguise(X, as=R, strength=weak, "
          + "until=permanent) + result(X, role/category, sees=weak)\n",
      "role Gun\nability Gun.fire = kill(random(valid)) + attr(self, shots+=1) + "
          + "attr(self, group hell, counter-=1) + link(self, self, pals) [nights 2-3]\n",
      "role Vanilla\nrole Thief\nability Thief.steal X = role(X, steal Vanilla) + role(self, align mafia) "
          + "+ announce(X, robbed) + remember(self, X, mark) + untargetable(self, non-kills)\n"
          + "passive Thief = kill(stored(mark)) [if stored(mark) exists, if (total>5 or night 1)]\n"})
  void eachKindOfWordReadsTheSameInCapitals(String text) {
    RoleCatalogue lower = RulesText.ok(text);
    for (boolean mixed : List.of(false, true)) {
      String shouted = shout(text, mixed);
      RulesResult r = RulesText.read(shouted);
      assertTrue(r.ok(), () -> r.renderDiagnostics() + "\n" + shouted);
      RoleCatalogue upper = r.catalogue().orElseThrow();
      assertEquals(lower.roles(), upper.roles(), shouted);
      assertEquals(lower.modifiers(), upper.modifiers(), shouted);
      assertEquals(lower.statuses(), upper.statuses(), shouted);
    }
  }

  /**
   * Names are case-insensitive too: a role, a status, a modifier and a filter's role named in
   * another case than their definition's are the ones defined, and output spells them as
   * defined.
   */
  @Test
  void namesAreMatchedInAnyCaseAndSpelledAsDefined() {
    RoleCatalogue c = RulesText.ok("role Sniper\nstatus Dazed {nullify}\n"
        + "ability SNIPER.snipe X = kill(X) + status(X, dazed) [when X in !ROLE:sniper]\n"
        + "modifier Lucky trait=macho\npassive lucky = protect(self, every-kill)\n"
        + "ability SnIpEr.aim X = clear(X, DAZED)\n");
    assertEquals(List.of("Sniper"), c.roles().stream().map(r -> r.name()).toList());
    assertTrue(c.role("Sniper").orElseThrow().ability("snipe").isPresent());
    assertTrue(c.role("Sniper").orElseThrow().ability("aim").isPresent());
    assertEquals("Lucky", c.modifier("lucky").orElseThrow().name());
    assertTrue(c.status("dazed").orElseThrow().name().equals("Dazed"));
    assertEquals("!role:Sniper", c.role("Sniper").orElseThrow().ability("snipe").orElseThrow()
        .when().get(0).filter().toString(), "a filter's role as defined");
  }

  /**
   * An owner's first letter tells a role from an alignment (docs/roles-language.md): a
   * capitalised owner that names no role is an unknown role, as before, and a lower-case one is
   * an alignment even where a role has its name (a WWR team, werewolf, and its role, Werewolf).
   */
  @Test
  void aCapitalisedOwnerNamingNoRoleIsAnUnknownRole() {
    RulesResult r = RulesText.read("role Sniper\nability Snipr.snipe X = kill(X)\n");
    assertTrue(r.diagnostics().get(0).message().startsWith("unknown role 'Snipr'; did you mean "
        + "'Sniper'?"), r::renderDiagnostics);
    RoleCatalogue c = RulesText.ok("ability mafia.hit X = kill(X)\n");
    assertEquals(1, c.factionAbilities("mafia").size());
    RoleCatalogue team = RulesText.ok("role Werewolf faction=werewolf\n"
        + "ability werewolf.maul X = kill(X)\n"
        + "ability wEREWOLF.howl X = kill(X)\n");
    assertEquals(2, team.factionAbilities("werewolf").size(), "a WWR team named as its role");
    assertTrue(team.role("Werewolf").orElseThrow().abilities().isEmpty());
    RulesResult m = RulesText.read("ability MAFIA.hit X = kill(X)\n");
    assertTrue(m.diagnostics().get(0).message().startsWith("unknown role 'MAFIA'; declare it "
        + "first: role MAFIA (an alignment's ability"), m::renderDiagnostics);
  }

  /**
   * A lower-case owner that is also a role's name, in any case, of an alignment no role has
   * ({@code faction=}), is an error at it, never silently an alignment's ability: the role's was
   * most likely meant (roles-language.md). With a role of that alignment it is the alignment's;
   * town, mafia and cult (night-format.md's alignments) are always alignments.
   */
  @Test
  void aLowerCaseOwnerThatIsARolesNameIsAnErrorUnlessARoleHasThatAlignment() {
    for (String text : List.of("role Sniper\nability sniper.aim X = kill(X)\n",
        "role Sniper\nability sNIPER.aim X = kill(X)\n",
        "role Guard alias=Sniper\nability sniper.aim X = kill(X)\n")) {
      RulesResult r = RulesText.read(text);
      assertEquals(1, r.diagnostics().size(), r::renderDiagnostics);
      Diagnostic d = r.diagnostics().get(0);
      assertEquals("t.roles:2:9", d.file() + ":" + d.line() + ":" + d.column(), d.render());
      assertTrue(d.message().contains("is both an alignment (a lower-case first letter) and the "
          + "name of role "), d.render());
      assertTrue(d.message().contains(".aim for the role's ability, or give the alignment's "
          + "roles faction=sniper"), d.render());
    }
    RulesResult later = RulesText.read("ability sniper.aim X = kill(X)\nrole Sniper\n");
    assertEquals("t.roles:1:9: '" + "sniper' is both an alignment (a lower-case first letter) "
        + "and the name of role Sniper, and no role has faction=sniper: write Sniper.aim for "
        + "the role's ability, or give the alignment's roles faction=sniper for the "
        + "alignment's", later.diagnostics().get(0).file() + ":" + later.diagnostics().get(0)
        .line() + ":" + later.diagnostics().get(0).column() + ": " + later.diagnostics().get(0)
        .message(), "a role defined after the ability counts too");
    RoleCatalogue team = RulesText.ok("role Sniper\nrole Marksman faction=sniper\n"
        + "ability sniper.aim X = kill(X)\n");
    assertEquals(1, team.factionAbilities("sniper").size());
    assertTrue(team.role("Sniper").orElseThrow().abilities().isEmpty());
    RoleCatalogue mafia = RulesText.ok("role Mafia\nability mafia.hit X = kill(X)\n");
    assertEquals(1, mafia.factionAbilities("mafia").size());
    RulesResult standard = RulesParser.parse("t.roles", "ability cop.peek X = kill(X)\n",
        RuleSets.standard(), p -> Optional.empty());
    assertTrue(standard.diagnostics().get(0).message().contains("role Cop"),
        standard::renderDiagnostics);
  }

  /**
   * Placeholders in texts are read in any case, as the words and names they hold
   * ({@code {Self}}, {@code {VISITOR}}, {@code {Role(X)}}, {@code {attr:Count(X)}}, {@code
   * {Stored(Target)}}, a result's {@code {Target}} and {@code {ANSWER}}): the same rules as in
   * lower case. A parameter is its capital letter there as in a selector.
   */
  @Test
  void placeholdersAreReadInAnyCase() {
    String lower = "role Eye\ntrigger Eye visited = notify(self, \"{self} saw {visitor}, a "
        + "{role(visitor)}\")\nability Eye.look X = announce(X, \"{x0} {X} is {attr:count(X)} "
        + "{category(self)}\") + notify(self, seen, \"{original-role(X)}\")\n"
        + "passive Eye = notify(self, \"{stored(mark)} {class(stored(mark))}\")\n"
        + "role Seer\nability Seer.read X S:role = result(X, role, guess:S=\"{actor}: "
        + "{target} is {S}\", else=\"{target} is a {answer}\")\n";
    String mixed = lower.replace("{self} saw {visitor}", "{Self} saw {VISITOR}")
        .replace("{role(visitor)}", "{Role(Visitor)}")
        .replace("{attr:count(X)}", "{Attr:Count(X)}").replace("{category(self)}",
            "{CATEGORY(SELF)}").replace("{original-role(X)}", "{Original-Role(X)}")
        .replace("{stored(mark)} {class(stored(mark))}", "{Stored(MARK)} {Class(STORED(Mark))}")
        .replace("{actor}: {target}", "{Actor}: {TARGET}").replace("{answer}", "{Answer}");
    RulesResult bad = RulesText.read(lower);
    assertTrue(bad.diagnostics().get(0).message().startsWith("unknown placeholder '{x0}'"),
        bad::renderDiagnostics);
    String good = lower.replace("{x0} ", "");
    RoleCatalogue a = RulesText.ok(good);
    RoleCatalogue b = RulesText.ok(mixed.replace("{x0} ", ""));
    assertEquals(a.roles(), b.roles());
  }

  /** A lower-case parameter in a text is no placeholder; a result's other braces neither. */
  @Test
  void aPlaceholderThatNamesNothingIsAnErrorAtIt() {
    Diagnostic x = RulesText.read("role A\nability A.a X = notify(self, \"hi {x}\")\n")
        .diagnostics().get(0);
    assertEquals(34, x.column(), x.render());
    assertTrue(x.message().contains("({X}; a parameter is its capital letter)"), x.render());
    Diagnostic label = RulesText.read("role A\nability A.a X = result(X, role, "
        + "else=\"{target} is {who}\")\n").diagnostics().get(0);
    assertEquals(2, label.line(), label.render());
    assertEquals(51, label.column(), label.render());
    assertEquals("unknown placeholder '{who}' in a result's text: write {target}, {actor}, "
        + "{answer}", label.message());
  }

  /** A definition's name that is not CamelCase: the message says exactly what is allowed. */
  @Test
  void aDefinitionsNameSaysWhatIsAllowed() {
    assertEquals("expected a role name in CamelCase (an ASCII capital letter, then ASCII "
        + "letters and digits, such as Bodyguard1923; no '-', '_' or spaces), got 'sniper'",
        RulesText.read("role sniper\n").diagnostics().get(0).message());
    assertEquals("expected a status name in CamelCase (an ASCII capital letter, then ASCII "
        + "letters and digits, such as Poisoned; no '-', '_' or spaces), got 'Half-Dead'",
        RulesText.read("status Half-Dead\n").diagnostics().get(0).message());
    assertTrue(RulesText.read("role Sniper alias=sharp_shooter\n").diagnostics().get(0)
        .message().startsWith("expected a role alias name in CamelCase (an ASCII capital"));
    assertTrue(RulesText.read("ability 9x.aim X = kill(X)\n").diagnostics().get(0).message()
        .startsWith("expected a role name (CamelCase: an ASCII capital letter, then ASCII "
            + "letters and digits, such as Sniper) or an alignment (a lower-case letter, then "
            + "letters, digits and '-', such as mafia), got '9x'"));
  }

  /** A filter's words in any case: its kind and an alignment. */
  @Test
  void aFiltersWordsAreReadInAnyCase() {
    assertEquals(Optional.of("!align:mafia"), org.nightres.core.component.PlayerFilter
        .parse("!ALIGN:Mafia").map(Object::toString));
    assertEquals(Optional.of("attr:family=Cohen"), org.nightres.core.component.PlayerFilter
        .parse("Attr:Family=Cohen").map(Object::toString));
  }

  /**
   * A player's attribute key in a night file, in any case, is the key in lower case (a name,
   * night-format.md section 1): {@code Family=Cohen} was "bad attribute"; its value as written.
   */
  @Test
  void aPlayersAttributeKeyIsReadInAnyCase() {
    org.nightres.core.model.Night night = org.nightres.core.testing.NightText.parse(
        "player Ann town Vanilla Family=Cohen", "player Bob town Vanilla",
        "state Ann attr FAMILY until N2", "night 1");
    assertEquals(java.util.Map.of("family", "Cohen"), night.players().get(0).attributes());
    assertEquals("N2", night.state().state(0).expiries().get("family").toString());
  }
}
