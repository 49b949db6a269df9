package org.nightres.core.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Component;
import org.nightres.core.component.Role;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.random.SplitMix64;

/**
 * The WWR reader (issue 14, item 1): role files as the WWR repository keeps them, books of many
 * roles, {@code Inherit}, the seed's {@code ''}, warnings at the book's lines, and no input that
 * makes it throw. Every role here is written for these tests in the WWR notation.
 */
class WwrBookTest {

  /** A role file as the repository keeps it: header, prose sections, a Formalized part. */
  static final String SEER_FILE = """
      **Star Gazer** | Townsfolk Investigative
      __Basics__
      Each night the Star Gazer reads a player's role in the stars.
      **Not a header**: prose may hold bold text.
      __Formalized__
      Immediate Night: Role Investigate @Selection (SD, WD) [Temporal: Night 2+]

      __Card__
      Stars never lie (except when they do).
      """;

  /** Many roles in one file, in the seed's notation ('' for a backtick), with an ability set. */
  static final String BOOK = """
      **Night Pack** | Ability Set
      Starting: Join #Night-Pack

      **Night Pack** | Werewolf Team Group
      Passive Start Night: Create ''Night Pack'' Poll in #night-pack
      On Poll Closed: Attack @Winner

      **Howler** | Werewolf Killing
      Inherit: ''Night Pack''
      End Night: Attack @Selection [Quantity: 2]

      **Lamplighter** | Townsfolk Power
      Immediate Night: Protect @Selection from ''Attacks'' through Active Defense (~Phase) [Succession: No Target Succession]
      Immediate Night: Whisper to #lamps as ''Light''

      **Mask Maker** | Werewolf Power
      Inherit: ''Night Pack''
      Immediate Night: Weakly Disguise @Selection as ''Lamplighter'' (~Phase)
      """;

  static RulesResult read(Map<String, String> files, String roles) {
    return RulesParser.parse("house.roles", roles, RoleCatalogue.empty(),
        p -> Optional.ofNullable(files.get(p)).map(t -> new RulesParser.Source(p, t)));
  }

  @Test
  void aRoleFileOfTheRepositoryIsReadFromItsFormalizedPart() {
    RulesResult r = read(Map.of("star gazer", SEER_FILE), "include star gazer\n");
    assertTrue(r.ok(), r.renderDiagnostics());
    assertEquals(List.of(), r.warnings(), r.renderWarnings());
    Role role = r.catalogue().orElseThrow().role("StarGazer").orElseThrow();
    assertEquals(Optional.of("Investigative"), role.category());
    assertEquals(Optional.of("Townsfolk"), role.roleClass());
    Ability a = role.abilities().get(0);
    assertEquals("investigate", a.verb());
    assertEquals("result(X, role, sees=weak|strong, failure=\"Failure\")",
        a.components().get(0).describe(), "an investigation with no answer tells Failure");
    assertEquals(Optional.of("Star Gazer"), role.title(), "an investigation tells the book's name");
    assertEquals(2, a.fromNight().orElseThrow(), "Temporal: Night 2+");
    assertEquals(List.of(6), r.wwrLines().stream().map(WwrLine::line).toList());
    assertTrue(r.wwrLines().get(0).understood());
  }

  @Test
  void aBookOfManyRolesWithInheritAndQuotesOfTheSeed() {
    RulesResult r = read(Map.of("book.wwr", BOOK), "include book.wwr\n");
    assertTrue(r.ok(), r.renderDiagnostics());
    RoleCatalogue c = r.catalogue().orElseThrow();
    Role howler = c.role("Howler").orElseThrow();
    assertEquals(List.of("attack"), howler.abilities().stream().map(Ability::verb).toList());
    assertEquals(2, howler.abilities().get(0).uses().orElseThrow());
    assertEquals(List.of("factionkill"), c.factionAbilities().get("werewolf").stream()
        .map(Ability::verb).toList(), "the group's poll kill is the faction's kill");
    Role mask = c.role("MaskMaker").orElseThrow();
    assertEquals("disguise(X, as=Lamplighter, strength=weak)",
        mask.abilities().get(0).components().get(0).describe());
    assertEquals(Optional.of("sequential"), c.scheme(), "WWR timing is the book's default");
    assertEquals("end-of-order", c.options().get("deaths"));
    // the whisper is the one construct not understood: a warning at its line and column
    assertEquals(1, r.warnings().size(), r.renderWarnings());
    Diagnostic w = r.warnings().get(0);
    assertEquals("book.wwr", w.file());
    assertEquals(14, w.line());
    assertEquals(1, w.column());
    assertTrue(w.message().startsWith("unsupported: ability 'Whisper'"), w.message());
    assertTrue(w.renderWarning().startsWith("book.wwr:14:1: warning: unsupported: "),
        w.renderWarning());
  }

  @Test
  void evaluatesThatAnnounceAreResultsToldToEveryoneAndTheRestIsReportedAtItsLine() {
    String book = """
        **Scout** | Townsfolk Miscellaneous
        On Killed:
          • Process: Role Investigate @Attacker (SD)
          • Evaluate: Announce `@Self saw @Attacker as @Result->Role`

        **Archer** | Townsfolk Killing
        On Killed:
          • Process: Attack @Attacker
          • Evaluate: @Result is `Success`: Announce `@Self shot @Attacker`

        **Gossip** | Townsfolk Miscellaneous
        On Killed:
          • Process: Role Investigate @Attacker
          • Evaluate: Announce `@Attacker is @Result->Alignment`
        """;
    RulesResult r = read(Map.of("evaluate.wwr", book), "include evaluate.wwr\n");
    assertTrue(r.ok(), r.renderDiagnostics());
    RoleCatalogue c = r.catalogue().orElseThrow();
    assertEquals(List.of("result(attacker, role, sees=strong, tell=announce, "
        + "else=\"{actor} saw {target} as {answer}\")"), response(c, "Scout"));
    assertEquals(List.of("kill(attacker)", "result(attacker, kill-outcome, tell=announce, "
        + "is:success=\"{actor} shot {target}\")"), response(c, "Archer"));
    assertEquals(List.of("evaluate.wwr:12:1: warning: unsupported: Announce with a placeholder "
        + "(@Result->Alignment) (role Gossip)"), r.warnings().stream().map(d -> d.renderWarning()
            .lines().findFirst().orElseThrow()).toList());
    assertTrue(c.role("Gossip").orElseThrow().passives().isEmpty(), "a line half understood "
        + "gives nothing");
  }

  private static List<String> response(RoleCatalogue c, String role) {
    return c.role(role).orElseThrow().passives().get(0).asTrigger().orElseThrow().response()
        .stream().map(Component::describe).toList();
  }

  @Test
  void aRulesTextOfAGroupsInfoIsNoRole() {
    String book = "**Wolfpack** | Werewolf Info\n__Basics__\nThe wolves' rules.\n"
        + "**Loner** | Werewolf Killing\nEnd Night: Attack @Selection\n";
    RulesResult r = read(Map.of("pack.wwr", book), "include pack.wwr\n");
    assertTrue(r.ok(), r.renderDiagnostics());
    assertTrue(r.catalogue().orElseThrow().role("Wolfpack").isEmpty(),
        "the repository's _rules/wolves texts are reported and skipped");
    assertTrue(r.catalogue().orElseThrow().role("Loner").isPresent());
    assertTrue(r.renderWarnings().contains("'**Wolfpack** | Werewolf Info' is no role"),
        r.renderWarnings());
  }

  @Test
  void inheritOfASetTheBookLacksIsReportedAtItsLine() {
    String book = "**Loner** | Werewolf Killing\nInherit: `Moon Pack`\n"
        + "End Night: Attack @Selection\n";
    RulesResult r = read(Map.of("loner.wwr", book), "include loner.wwr\n");
    assertTrue(r.ok(), r.renderDiagnostics());
    assertEquals(List.of("loner.wwr:2:1: warning: unsupported: Inherit 'Moon Pack' not in the "
        + "book (role Loner)"), r.warnings().stream().map(d -> d.renderWarning().lines()
            .findFirst().orElseThrow()).toList());
    assertEquals(1, r.catalogue().orElseThrow().role("Loner").orElseThrow().abilities().size());
  }

  @Test
  void aDirectoryIsABook(@TempDir Path dir) throws IOException {
    Files.createDirectories(dir.resolve("book/town"));
    Files.writeString(dir.resolve("book/town/star gazer"), SEER_FILE);
    Files.writeString(dir.resolve("book/pack.wwr"), BOOK);
    Files.writeString(dir.resolve("house.roles"), "include book\n");
    RulesResult r = RulesParser.parse(dir.resolve("house.roles"), RoleCatalogue.empty());
    assertTrue(r.ok(), r.renderDiagnostics());
    assertTrue(r.catalogue().orElseThrow().role("StarGazer").isPresent());
    assertTrue(r.catalogue().orElseThrow().role("Howler").isPresent());
    RulesResult direct = RulesParser.parse(dir.resolve("book"), RoleCatalogue.empty());
    assertTrue(direct.ok(), direct.renderDiagnostics());
    assertEquals(r.wwrLines(), direct.wwrLines(), "a book read alone or included reads alike");
  }

  @Test
  void everyNightLineIsEitherTranslatedOrNamesWhatWasNot() {
    RulesResult r = read(Map.of("book.wwr", BOOK + SEER_FILE), "include book.wwr\n");
    assertTrue(r.ok(), r.renderDiagnostics());
    for (WwrLine l : r.wwrLines()) {
      if (l.night() && l.understood()) {
        assertTrue(!l.statements().isEmpty() || l.text().startsWith("Starting: Join"),
            l.toString());
      }
    }
    assertEquals(6, r.wwrLines().stream().filter(l -> l.night() && l.understood()).count(),
        "Howler: Join, Attack; Lamplighter: Protect; Mask Maker: Join, Disguise; Star Gazer");
    assertEquals(r.warnings().size(), r.wwrLines().stream()
        .mapToInt(l -> l.unsupported().size()).sum(), "one warning per construct");
  }

  /** Fragments of WWR lines, cut at odd places, to build books of every shape. */
  private static final String[] FRAGMENTS = {
    "**", "**Fuzz Role** | Townsfolk Power", "**X**", " | ", "Werewolf Killing", "__Formalized__",
    "__Basics__", "__Card__", "Immediate Night:", "End Night:", "Starting:", "On Death:",
    "On Action [Killing]:", "On Partial Defense:", "Passive Start Night:", "Inherit: `", "`",
    "''", "Attack @Selection", "Protect @Self from `Attacks` through Absence at @Selection",
    "Protect @Selection from `All` by @(Attr:Wolfish) through Partial Defense",
    "Strongly Disguise @Self as `Fuzz Role`", "Role Change @Self to `X`", "(~Phase)",
    "(~UntilUse)", "[Quantity: 1]", "[Temporal: Night 2+]", "[Condition: @Selection is not @Self]",
    "[Attribute: @Selection lacks `Marker`]", "⟨x2⟩", "⟨", "⟩", "{Forced}", "{Visitless}", "{",
    "}", "|label.1|", "|", "  • ", "    ‣ ", "      ◦ ", "Process:", "Evaluate:", "Otherwise:",
    "Obstruct Investigating for @Selection ⇒ (50%:`Citizen`, 50%:@Result)", "Learn `hi`",
    "Reveal `x` to @Attacker", "Redirect `non-killing abilities` from @(Attr:Wolfish) to @Self",
    "Apply `Marker` to @Self", "Remove `Marker` from @Selection", "Join #Night-Pack",
    "Role Investigate @Selection (SD)", "True Kill @Attacker", "@Selection", "@(", ":", "[", "]",
    "(", ")", "\t", "\u0000", "\uFEFF", "\r", "é", "#", "=", "\"", "Kill", "Night", " ",
  };

  @Test
  void aLoneBacktickIsAConstructNotUnderstoodNotAnInternalError() {
    RulesResult r = read(Map.of("b.wwr", "**Mask Maker** | Werewolf Power\n"
        + "Immediate Night: Strongly Disguise @Selection as `\n"), "include b.wwr\n");
    assertTrue(r.ok(), r.renderDiagnostics());
    assertTrue(r.warnings().stream().anyMatch(w -> w.message().contains("a role given as `")),
        r.renderWarnings());
    assertFalse(r.renderWarnings().contains("internal error"), r.renderWarnings());
  }

  /**
   * A book's braces in an Evaluate's text are no placeholders of the roles language (as in an
   * Announce's, wwr.md): the line is translated, its braces told as parentheses, not reported
   * as "no translation" now that a result's unknown placeholder is an error (roles-language.md).
   */
  @Test
  void aBooksBracesInAnEvaluatesTextAreNoPlaceholders() {
    RulesResult r = read(Map.of("b.wwr", """
        **Hay Farmer** | Townsfolk Miscellaneous
        __Formalized__
        No Abilities

        **Sniffer** | Townsfolk Investigative
        __Formalized__
        Immediate Night:
          • Process: Role Investigate @Selection (SD)
          • Evaluate:
            ‣ @Result is `Hay Farmer`: `@Selection smells of hay {straw}`
            ‣ Otherwise: `nothing`
        """), "include b.wwr\n");
    assertTrue(r.ok(), r.renderDiagnostics());
    assertFalse(r.renderWarnings().contains("no translation"), r.renderWarnings());
    assertTrue(r.wwrLines().stream().flatMap(l -> l.statements().stream())
        .anyMatch(st -> st.contains("smells of hay (straw)")),
        r.wwrLines().toString());
  }

  /**
   * A bug of the translator met on one role is an internal error at the role's header (the CLI
   * exits 1), not an {@code unsupported:} warning (wwr.md ruling 86). No book is known to reach
   * it, so the translator is given a definition the reader never makes (no category), and the
   * role after it is still translated.
   */
  @Test
  void aBugOfTheTranslatorIsAnInternalError() {
    WwrBook.Line header = new WwrBook.Line("book/wolf", 3, 1, 0, "**Wolf** | Werewolf Killing",
        "**Wolf** | Werewolf Killing");
    WwrBook.Definition broken = new WwrBook.Definition("Wolf", WwrBook.Kind.ROLE, "Werewolf",
        null, null, header, List.of());
    WwrBook.Line seerAt = new WwrBook.Line("book/seer", 1, 1, 0, "**Seer** | Townsfolk Power",
        "**Seer** | Townsfolk Power");
    WwrBook.Definition seer = new WwrBook.Definition("Seer", WwrBook.Kind.ROLE, "Townsfolk",
        "Power", null, seerAt, List.of());
    WwrTranslator.Translation t = WwrTranslator.translate(new WwrBook.Book(List.of(broken, seer),
        List.of()));
    assertEquals(1, t.bugs().size(), t.bugs().toString());
    Diagnostic d = t.bugs().get(0);
    assertTrue(d.internalError(), d.render());
    assertEquals("book/wolf:3:1", d.file() + ":" + d.line() + ":" + d.column());
    assertTrue(d.message().startsWith("internal error while translating the WWR role Wolf "
        + "(please report it): java.lang."), d.render());
    assertTrue(t.reports().stream().noneMatch(r -> r.unsupported.stream()
        .anyMatch(u -> u.contains("internal error"))), "no unsupported: warning for it");
    assertTrue(t.statements().stream().anyMatch(st -> st.text().startsWith("role Seer")),
        "the next role is read: " + t.statements());
  }

  /**
   * Inputs that cannot hurt the WWR reader: {@code nightres.wwr.inputs} books (10,000 a build;
   * seed {@code nightres.wwr.seed}), half built from fragments of WWR lines, half mutations of
   * the example book's files ({@code examples/wwr/book}: characters deleted, runs cut,
   * fragments inserted). None throws, none reports an internal error, every warning and
   * diagnostic of the book points at its file and at a line and column inside it, a WWR book is
   * never an error (only warnings) but for a name defined twice, and none takes 5 s.
   */
  @Test
  void noBookMakesTheReaderThrow() throws IOException {
    List<String> examples = new java.util.ArrayList<>();
    try (var files = Files.walk(Path.of("..", "examples", "wwr", "book"))) {
      for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
        examples.add(Files.readString(f));
      }
    }
    assertTrue(examples.size() >= 4, "example book files: " + examples.size());
    SplitMix64 random = new SplitMix64(Long.getLong("nightres.wwr.seed", 14));
    int inputs = Integer.getInteger("nightres.wwr.inputs", 10_000);
    long slowest = 0;
    for (int n = 0; n < inputs; n++) {
      String text = n % 2 == 0 ? built(n, random)
          : mutated(examples.get(SplitMix64.pick(random.next(), examples.size())), random);
      long started = System.nanoTime();
      RulesResult r = read(Map.of("fuzz.wwr", text), "include fuzz.wwr\n");
      slowest = Math.max(slowest, System.nanoTime() - started);
      String all = r.diagnostics().stream().map(Diagnostic::render)
          .collect(Collectors.joining("\n"));
      assertFalse(all.contains("internal error"), "book " + n + ":\n" + text + "\n" + all);
      if (WwrBook.looksLike(text)) { // but a name defined twice (games.md 3, ruling 84)
        assertTrue(r.diagnostics().stream().allMatch(d -> d.message().contains(" defined ")),
            "a WWR book is never an error, only warnings: book " + n + ":\n" + text + "\n" + all);
      }
      int lines = text.split("\r\n|\r|\n", -1).length;
      for (Diagnostic w : r.warnings()) {
        assertEquals("fuzz.wwr", w.file(), w.renderWarning());
        assertFalse(w.message().contains("internal error"),
            "book " + n + ": " + w.renderWarning() + "\n" + text);
        assertTrue(w.line() >= 1 && w.line() <= lines + 1 && w.column() >= 1,
            "book " + n + ": outside the input: " + w.renderWarning() + "\n" + text);
      }
      for (Diagnostic d : r.diagnostics()) {
        assertTrue(d.line() >= 1 && d.column() >= 1, "book " + n + ": " + d.render());
      }
    }
    assertTrue(slowest < 5_000_000_000L, "the slowest book took " + slowest / 1_000_000 + " ms");
  }

  /** A book of {@link #FRAGMENTS}, some after the example book's first lines. */
  private static String built(int n, SplitMix64 random) {
    StringBuilder sb = new StringBuilder(n % 3 == 0 ? BOOK : "");
    int lines = 1 + SplitMix64.pick(random.next(), 12);
    for (int i = 0; i < lines; i++) {
      int parts = SplitMix64.pick(random.next(), 6);
      for (int k = 0; k < parts; k++) {
        sb.append(FRAGMENTS[SplitMix64.pick(random.next(), FRAGMENTS.length)]);
        if (SplitMix64.pick(random.next(), 3) == 0) {
          sb.append(' ');
        }
      }
      sb.append('\n');
    }
    return sb.toString();
  }

  /** {@code text} with one to four mutations: a character deleted, a run cut, a fragment in. */
  private static String mutated(String text, SplitMix64 random) {
    StringBuilder sb = new StringBuilder(text);
    int mutations = 1 + SplitMix64.pick(random.next(), 4);
    for (int m = 0; m < mutations && sb.length() > 0; m++) {
      int at = SplitMix64.pick(random.next(), sb.length());
      switch (SplitMix64.pick(random.next(), 3)) {
        case 0 -> sb.deleteCharAt(at);
        case 1 -> sb.delete(at, Math.min(sb.length(), at + 1 + SplitMix64.pick(random.next(), 40)));
        default -> sb.insert(at, FRAGMENTS[SplitMix64.pick(random.next(), FRAGMENTS.length)]);
      }
    }
    return sb.toString();
  }
}
