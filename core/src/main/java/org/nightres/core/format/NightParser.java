package org.nightres.core.format;

import com.google.common.base.Preconditions;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.nightres.core.PinsNotHonoured;
import org.nightres.core.Scheme;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Component;
import org.nightres.core.component.ContradictingTraits;
import org.nightres.core.component.DisguiseStrength;
import org.nightres.core.component.Modifier;
import org.nightres.core.component.Role;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.component.StatusDefinition;
import org.nightres.core.component.Trait;
import org.nightres.core.model.Action;
import org.nightres.core.model.GameOption;
import org.nightres.core.model.GameOptions;
import org.nightres.core.model.GameState;
import org.nightres.core.model.HeldDisguise;
import org.nightres.core.model.HeldStatus;
import org.nightres.core.model.ImmutablePlayer;
import org.nightres.core.model.LastUse;
import org.nightres.core.model.Life;
import org.nightres.core.model.Link;
import org.nightres.core.model.ModifierUse;
import org.nightres.core.model.Night;
import org.nightres.core.model.Phase;
import org.nightres.core.model.Pin;
import org.nightres.core.model.Player;
import org.nightres.core.model.PlayerState;
import org.nightres.core.random.Draws;
import org.nightres.core.random.RandomChoices;

/**
 * Reads and validates {@code .night} files ({@code night-format.md} sections 1–3).
 *
 * <p>The parser never throws on any input: every problem becomes a {@link Diagnostic} with the
 * file, line and column, and all problems of a file are reported together. A file is read in two
 * passes, so {@code player} and {@code option} lines may stand anywhere; actions keep their line
 * order as submission order.
 *
 * <p>{@code strongkill} by a killer with the {@code Strongman} modifier is read as that player's
 * own kill, which the modifier already makes strong. Immutable and thread-safe.
 */
public final class NightParser {
  private static final Pattern NAME = Pattern.compile("\\p{L}[\\p{L}0-9_'-]*");
  private static final Pattern IDENT = Pattern.compile("[A-Za-z][A-Za-z0-9_-]*");
  private static final Pattern MODIFIER = Pattern.compile("([A-Za-z][A-Za-z0-9_-]*)(?:\\((\\d{1,6})\\))?");
  private static final Pattern ORDER = Pattern.compile("\\[(\\d{1,6})\\]");
  /** The words that begin a line other than an action: not player names. */
  static final List<String> RESERVED = List.of("player", "scheme", "option", "night",
      "state", "rules", "role", "modifier", "ability", "passive", "trigger", "status", "include",
      "seed", "random");
  /** First words of the lines of the roles language ({@link RulesParser}), and {@code rules}. */
  private static final List<String> RULES_LINES = List.of("rules", "role", "modifier", "ability",
      "passive", "trigger", "status", "include");
  /** The lines of a game's setup but {@code state} (which a night section may hold too). */
  private static final java.util.Set<String> SETUP_LINES = com.google.common.collect.ImmutableSet
      .<String>builder().addAll(RULES_LINES).add("scheme", "option", "seed", "player").build();
  private static final Pattern NUMBER = Pattern.compile("[1-9][0-9]{0,5}|0");
  /** The last night number a file may have (six digits, as {@link #NUMBER} reads them). */
  public static final int MAX_NIGHT = 999_999;
  /** A player's {@code key=value}: the key in any case (kept in lower case), the value as written. */
  private static final Pattern ATTRIBUTE =
      Pattern.compile("([a-z][a-z0-9_-]*)=([\\p{L}0-9_'-]+)", Pattern.CASE_INSENSITIVE);

  private final RoleCatalogue catalogue;
  /** Null: {@code include} and {@code rules <path>} read files relative to the night file. */
  private final Function<String, Optional<RulesParser.Source>> includes;
  /** A seed that overrides the file's {@code seed} line ({@code --seed}); null: the file's. */
  private final Long seed;
  /**
   * The scheme the nights read will be resolved under when it is not the file's ({@code
   * --scheme}); null: the file's. It decides which draws the {@code random} pins are checked
   * against as the file is read: up front, or (sequential) as the night resolves.
   */
  private final Scheme resolvedUnder;
  /**
   * Which schemes the nights read will be resolved under, as far as the parser is told: an option
   * only some schemes read is checked against them ({@link #resolvedUnder}, {@link
   * #resolvedUnderItsOwnScheme}, {@link #resolvedUnderEveryScheme}); not told, it is not.
   */
  private enum Under { UNKNOWN, GIVEN, OWN, EVERY }

  private final Under under;

  /**
   * A parser over the given catalogue: the rule set of a file without a {@code rules} line.
   * {@code include} and {@code rules <path>} lines read files relative to the night file.
   *
   * @param catalogue the rule set
   */
  public NightParser(RoleCatalogue catalogue) {
    this(catalogue, null, null, null, Under.UNKNOWN);
  }

  private NightParser(RoleCatalogue catalogue,
      Function<String, Optional<RulesParser.Source>> includes, Long seed, Scheme resolvedUnder,
      Under under) {
    this.catalogue = Preconditions.checkNotNull(catalogue);
    this.includes = includes;
    this.seed = seed;
    this.resolvedUnder = resolvedUnder;
    this.under = under;
  }

  /**
   * {@return this parser with the files' random seed replaced by {@code seed} ({@code nightres
   * resolve --seed N}, {@code games.md} section 9): every night read draws from it as if the file
   * said {@code seed N}}
   *
   * @param seed the seed
   */
  public NightParser withSeed(long seed) {
    return new NightParser(catalogue, includes, seed, resolvedUnder, under);
  }

  /**
   * {@return this parser for nights that will be resolved under {@code scheme}, whatever the
   * files' {@code scheme} lines say ({@code nightres resolve --scheme S}, which overrides them):
   * their {@code random} pins are checked against that scheme's draws (up front under rar, snarf
   * and nar; as the night resolves under sequential, {@code games.md} section 9)} The nights
   * keep the files' schemes.
   *
   * @param scheme the scheme the nights will be resolved under
   */
  public NightParser resolvedUnder(Scheme scheme) {
    return new NightParser(catalogue, includes, seed, Preconditions.checkNotNull(scheme),
        Under.GIVEN);
  }

  /**
   * {@return this parser for nights that will be resolved under the scheme their file names (its
   * {@code scheme} line, else its rule set's, else rar): an option that scheme does not read
   * ({@link GameOption#readBy()}) set by the file's own {@code option} line is an error, as it
   * would do nothing (under {@link #resolvedUnder} it is a warning: the file may be resolved
   * under schemes it was not only written for)}
   */
  public NightParser resolvedUnderItsOwnScheme() {
    return new NightParser(catalogue, includes, seed, null, Under.OWN);
  }

  /**
   * {@return this parser for nights that will be resolved under every scheme ({@code nightres
   * compare}): an option that only some schemes read ({@link GameOption#readBy()}) set by the
   * file is a warning that the others are compared without it, not an error}
   */
  public NightParser resolvedUnderEveryScheme() {
    return new NightParser(catalogue, includes, seed, null, Under.EVERY);
  }

  /**
   * This parser with {@code include} and {@code rules <path>} lines resolved by {@code includes}
   * (a path as written to its text, or empty if it cannot be read): for a server that keeps rule
   * files elsewhere than on disk.
   *
   * @param includes reads an included file by its path as written
   * @return the parser
   */
  public NightParser withIncludes(Function<String, Optional<RulesParser.Source>> includes) {
    return new NightParser(catalogue, Preconditions.checkNotNull(includes), seed, resolvedUnder,
        under);
  }

  /** {@return a parser over {@link RuleSets#standard()}} */
  public static NightParser standard() {
    return new NightParser(RuleSets.standard());
  }

  /**
   * Parses UTF-8 bytes; malformed UTF-8 is reported at its line and column.
   *
   * @param fileName the name diagnostics give the file
   * @param bytes the file's bytes
   * @return the night, or the diagnostics
   */
  public ParseResult parse(String fileName, byte[] bytes) {
    return firstNight(fileName, parseGame(fileName, bytes));
  }

  /**
   * Parses text: a one-night file, or the first night of a game file ({@link #parseGame} reads
   * every night). Never throws.
   *
   * @param fileName the name diagnostics give the file
   * @param text the file's text
   * @return the night, or the diagnostics
   */
  public ParseResult parse(String fileName, String text) {
    return firstNight(fileName, parseGame(fileName, text));
  }

  private static ParseResult firstNight(String fileName, GameScript game) {
    if (!game.ok()) {
      return new ParseResult(Optional.empty(), game.diagnostics());
    }
    try {
      return game.firstNight();
    } catch (RuntimeException e) {
      return new ParseResult(Optional.empty(), List.of(Diagnostic.bug(fileName, "this file", e)));
    }
  }

  /**
   * Parses a game file ({@code games.md} section 1): a setup and {@code night <n>} sections, or
   * a plain one-night file (one night, night 1). The setup is checked now; each night's lines
   * are checked against the state that night starts from when {@link GameScript#play} reaches
   * it. Never throws.
   *
   * @param fileName the name diagnostics give the file
   * @param text the file's text
   * @return the game's setup and nights, or the diagnostics
   */
  public GameScript parseGame(String fileName, String text) {
    Preconditions.checkNotNull(fileName);
    Preconditions.checkNotNull(text);
    try {
      Run run = new Run(fileName, text);
      return run.game().withWarnings(run.warnings);
    } catch (RuntimeException e) {
      return GameScript.invalid(List.of(Diagnostic.bug(fileName, "this file", e)));
    }
  }

  /**
   * Parses a game file from UTF-8 bytes; malformed UTF-8 is reported at its line and column.
   *
   * @param fileName the name diagnostics give the file
   * @param bytes the file's bytes
   * @return the game's setup and nights, or the diagnostics
   */
  public GameScript parseGame(String fileName, byte[] bytes) {
    CharsetDecoder decoder =
        StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    try {
      return parseGame(fileName, decoder.decode(ByteBuffer.wrap(bytes)).toString());
    } catch (CharacterCodingException e) {
      return GameScript.invalid(badEncoding(fileName, bytes).diagnostics());
    }
  }

  private static ParseResult badEncoding(String fileName, byte[] bytes) {
    int line = 1;
    int lineStart = 0;
    for (int i = 0; i <= bytes.length; i++) {
      if (i == bytes.length || bytes[i] == '\n') {
        CharsetDecoder decoder =
            StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        CharBuffer out = CharBuffer.allocate(2 * (i - lineStart) + 2);
        CoderResult r = decoder.decode(ByteBuffer.wrap(bytes, lineStart, i - lineStart), out, true);
        if (r.isError()) {
          String shown = new String(bytes, lineStart, i - lineStart, StandardCharsets.UTF_8).replace("\r", "");
          return new ParseResult(Optional.empty(), List.of(new Diagnostic(fileName, line,
              out.position() + 1, "the file is not valid UTF-8 text", shown)));
        }
        line++;
        lineStart = i + 1;
      }
    }
    return new ParseResult(Optional.empty(), List.of(new Diagnostic(fileName, 1, 1,
        "the file is not valid UTF-8 text", "")));
  }

  /** A token of a line: text and 1-based column. */
  private record Token(String text, int column) {
    String lower() {
      return text.toLowerCase(Locale.ROOT);
    }
  }

  /**
   * Whether two names name one player: compared as the players are told apart when declared
   * (lower case, {@link Locale#ROOT}), so that "İa" and "ia", two players, are not one here.
   */
  private static boolean sameName(String a, String b) {
    return a.toLowerCase(Locale.ROOT).equals(b.toLowerCase(Locale.ROOT));
  }

  /** A non-blank line without its comment. */
  private record Line(int number, String text, List<Token> tokens) {}

  /** A declared player while parsing; {@code player} is null when its line had errors. */
  private static final class Declared {
    final String name;
    final Line line;
    final int index;
    Player player;

    Declared(String name, Line line, int index) {
      this.name = name;
      this.line = line;
      this.index = index;
    }
  }

  /**
   * A {@code night <n>} section: its header line (null for a file without one), its lines, and
   * the line where a problem of the whole night is reported ({@link #at()}).
   */
  record Section(Line header, int number, List<Line> lines, Line last) {
    /**
     * {@return where a problem of the night as a whole (a missing compulsory line) is reported:
     * its {@code night} line; in a file without one, the night's first line after the setup
     * (where a {@code night} line would open it), or the file's last line when the night has none}
     */
    Line at() {
      return header != null ? header : !lines.isEmpty() ? lines.get(0) : last;
    }
  }

  /** Reads a file, or one night section of a game against its start state. */
  private final class Run {
    private final String file;
    private final List<Line> lines = new ArrayList<>();
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    /** The warnings of the rules: WWR books (games.md §7), unknown tags, files included again. */
    private final List<Diagnostic> warnings = new ArrayList<>();
    private final Map<String, Declared> players = new LinkedHashMap<>();
    private final Map<GameOption, Line> optionLines = new LinkedHashMap<>();
    private GameOptions options = GameOptions.defaults();
    private Optional<Scheme> scheme = Optional.empty();
    private Line schemeLine;
    /** The file's {@code seed} (or the parser's override) and its line. */
    private long seed = NightParser.this.seed == null ? 0L : NightParser.this.seed;
    private Line seedLine;
    /** The state the night being read starts from; null while reading the setup. */
    private GameState start;
    /**
     * {@link #families()} as last made, by lower-case name; null once a declared player is added
     * or replaced.
     */
    private Map<String, String> knownFamilies;
    /** Players and states set by {@code state} lines and not yet in {@link #start}; or null. */
    private Player[] setPlayers;
    private PlayerState[] setStates;
    /** The rule set: the parser's, or the file's own ({@code rules}, {@code include}, inline). */
    private RoleCatalogue catalogue = NightParser.this.catalogue;
    /** The file of a {@code rules <path>.roles} line, as read, and its rule set; else null. */
    private RulesParser.Source rulesFile;
    private RoleCatalogue rulesFileCatalogue;

    Run(String file, String text) {
      this.file = file;
      String[] raw = Inputs.lines(text); // no byte-order mark; a no-break space is a space
      for (int i = 0; i < raw.length; i++) {
        String full = raw[i];
        int hash = full.indexOf('#');
        String content = hash >= 0 ? full.substring(0, hash) : full;
        List<Token> tokens = tokenize(content);
        if (!tokens.isEmpty()) {
          lines.add(new Line(i + 1, full, tokens));
        }
      }
    }

    /**
     * A run over one night section, with the setup's options and scheme; {@code declaredAt}: the
     * setup's player lines, by name in lower case.
     */
    Run(String file, RoleCatalogue catalogue, GameOptions options, Optional<Scheme> scheme,
        Map<GameOption, Line> optionLines, GameState start, long seed,
        Map<String, Line> declaredAt) {
      this.file = file;
      this.seed = seed;
      this.catalogue = catalogue;
      this.options = options;
      this.scheme = scheme;
      this.optionLines.putAll(optionLines);
      this.start = start;
      for (int i = 0; i < start.players().size(); i++) {
        Player p = start.players().get(i);
        Declared d = new Declared(p.name(), declaredAt.get(p.name().toLowerCase(Locale.ROOT)), i);
        d.player = p;
        players.put(p.name().toLowerCase(Locale.ROOT), d);
      }
    }

    /** Reads the whole file: the setup now, the sections as recipes for {@link GameScript}. */
    GameScript game() {
      List<Line> setup = new ArrayList<>();
      List<Section> sections = new ArrayList<>();
      for (Line l : lines) {
        if (l.tokens.get(0).lower().equals("night")) {
          Integer n = nightNumber(l, sections);
          // a bad header (reported) still opens a section, as the number written if it is one,
          // else as the next: its lines are not read as the night before's, and the headers
          // after it are checked against it (one wrong number, one error)
          sections.add(new Section(l, n != null ? n : writtenNight(l, sections),
              new ArrayList<>(), l));
        } else if (sections.isEmpty()) {
          setup.add(l);
        } else {
          sections.get(sections.size() - 1).lines.add(l);
        }
      }
      if (!sections.isEmpty()) {
        // The setup may follow the first `night` line (seed-vocabulary.md section 6 writes
        // `night 3` first): setup lines that open the first section, among its `state` lines
        // and before its first action, are the setup's.
        List<Line> first = sections.get(0).lines;
        int i = 0;
        while (i < first.size()) {
          String word = first.get(i).tokens.get(0).lower();
          if (SETUP_LINES.contains(word)) {
            setup.add(first.remove(i));
          } else if (word.equals("state")) {
            i++;
          } else {
            break;
          }
        }
      }
      if (sections.isEmpty()) { // one night: definitions belong before its actions, as in a game
        boolean acted = false;
        for (Line l : setup) {
          String word = l.tokens.get(0).lower();
          if (!SETUP_LINES.contains(word) && !word.equals("state") && !word.equals("random")) {
            acted = true;
          } else if (acted && (RULES_LINES.contains(word) || word.equals("state"))) {
            error(l, l.tokens.get(0), "`" + word + "` lines belong to the setup, before the "
                + "night's actions");
          }
        }
      }
      int beforeRules = diagnostics.size();
      rules(setup);
      if (diagnostics.size() > beforeRules) { // the rule set is not known: its roles unreadable
        return GameScript.invalid(sorted(diagnostics));
      }
      // a bad `night` line, or a line out of its place, does not stop the reading: the setup's
      // lines and the first night's actions are still checked, each line once
      ruleSetDefaults();
      List<Line> setupState = new ArrayList<>();
      List<Line> setupActions = new ArrayList<>();
      for (Line l : setup) {
        if (RULES_LINES.contains(l.tokens.get(0).lower())) {
          continue; // read by rules(setup)
        }
        switch (l.tokens.get(0).lower()) {
          case "scheme":
            scheme(l);
            break;
          case "option":
            option(l);
            break;
          case "seed":
            seed(l);
            break;
          case "player":
            player(l);
            break;
          case "state":
            setupState.add(l);
            break;
          default:
            setupActions.add(l);
        }
      }
      unreadOptions();
      if (sections.isEmpty()) {
        sections.add(new Section(null, 1, setupActions,
            lines.isEmpty() ? null : lines.get(lines.size() - 1)));
      } else {
        for (Line l : setupActions) {
          error(l, l.tokens.get(0), (l.tokens.get(0).lower().equals("random")
              ? "a `random` line before the first `night` line: it pins a draw of a night, so it "
                  + "belongs to a night section"
              : "an action before the first `night` line: actions belong to a night section")
              + " (`night " + sections.get(0).number + "`)");
        }
      }
      for (Section sec : sections) {
        for (Line l : sec.lines) {
          String word = l.tokens.get(0).lower();
          if (SETUP_LINES.contains(word)) {
            error(l, l.tokens.get(0), "`" + word + "` lines belong to the setup, before the first "
                + "night's actions" + (word.equals("seed") ? " (night k of a game draws from seed + k "
                + "- 1)" : ""));
          }
        }
      }
      if (players.isEmpty() && diagnostics.isEmpty()) {
        // a problem of the whole file: no line to show (a file of comments has nothing to fix)
        diagnostics.add(new Diagnostic(file, 1, 1,
            "no `player` lines: a night needs at least one player "
                + "(`player <Name> <alignment> <Role> [<Modifier>...]`)", ""));
      }
      if (!diagnostics.isEmpty()) {
        // report the first night's action errors too (players with errors are skipped)
        Counts counts = new Counts();
        int index = 0;
        for (Line l : sections.get(0).lines) {
          String word = l.tokens.get(0).lower();
          boolean setupLine = SETUP_LINES.contains(word); // reported above
          if (!word.equals("state") && !word.equals("random") && !setupLine
              && action(l, index, counts).isPresent()) {
            index++;
          }
        }
        return GameScript.invalid(sorted(diagnostics));
      }
      List<Player> declared = players.values().stream().map(d -> d.player).collect(Collectors.toList());
      start = GameState.fresh(sections.get(0).number, declared);
      for (Line l : setupState) {
        stateLine(l, null);
      }
      if (!diagnostics.isEmpty()) {
        return GameScript.invalid(sorted(diagnostics));
      }
      GameState initial = start();
      Map<GameOption, Line> setupOptions = Map.copyOf(optionLines);
      GameOptions setupOptionValues = options;
      Optional<Scheme> setupScheme = scheme;
      RoleCatalogue rules = catalogue;
      long setupSeed = seed;
      Map<String, Line> declaredAt = new java.util.HashMap<>();
      players.forEach((name, d) -> declaredAt.put(name, d.line));
      List<Integer> numbers = sections.stream().map(Section::number).collect(Collectors.toList());
      return new GameScript(initial, numbers, setupScheme, sections.get(0).header() != null,
          (state, k) -> new Run(file, rules, setupOptionValues, setupScheme, setupOptions, state,
              setupSeed, declaredAt).night(sections.get(k)),
          optionLine -> optionLineDiagnostic(setupOptions, optionLine), rules,
          (k, problem) -> pinDiagnostic(sections.get(k), problem),
          rulesFile == null ? null : new GameScript.RulesFile(rulesFile.name(), rulesFileCatalogue),
          (refused, message) -> componentDiagnostic(refused, message, declaredAt));
    }

    /**
     * A refused component ({@link org.nightres.core.NightResolver#unsupportedComponent}) at the
     * best place there is: where the file's rules write it; else at the player line that gives
     * its player the role, modifier or alignment that holds it (at his name, if none does: a
     * status he holds, a role given by a role change).
     */
    private Diagnostic componentDiagnostic(org.nightres.core.UnsupportedComponent refused,
        String message, Map<String, Line> declaredAt) {
      Optional<Diagnostic> written = rulesRead == null ? Optional.empty()
          : refused.component().stateChange().map(rulesRead.tonightOnly::get);
      if (written.isPresent()) {
        Diagnostic w = written.get();
        return new Diagnostic(w.file(), w.line(), w.column(), message, w.lineText());
      }
      Line l = declaredAt.get(refused.player().toLowerCase(Locale.ROOT));
      if (l == null) {
        return new Diagnostic(file, 1, 1, message, "");
      }
      for (Token t : l.tokens.subList(2, l.tokens.size())) {
        for (String part : t.text.split("\\+")) {
          String name = part.replaceFirst("\\(.*", "");
          if (name.equalsIgnoreCase(refused.owner())
              || catalogue.role(name).map(Role::name).orElse("").equals(refused.owner())
              || catalogue.modifier(name).map(Modifier::name).orElse("").equals(refused.owner())) {
            return new Diagnostic(file, l.number, t.column, message, l.text);
          }
        }
      }
      return new Diagnostic(file, l.number, l.tokens.get(1).column, message, l.text);
    }

    /** A problem of pin {@code p.pin()} of {@code sec} (its pins in line order), at its line. */
    private Diagnostic pinDiagnostic(Section sec, PinsNotHonoured.Problem p) {
      Line l = sec.lines.stream().filter(x -> x.tokens.get(0).lower().equals("random"))
          .skip(p.pin()).findFirst().orElseThrow();
      return new Diagnostic(file, l.number, pinToken(l, p).column, p.message(), l.text);
    }

    /** Where a pin's problem is reported: at its pick, or at the start of its line. */
    private Token pinToken(Line l, PinsNotHonoured.Problem p) {
      return p.kind() == PinsNotHonoured.Kind.NOT_A_CANDIDATE ? l.tokens.get(3) : l.tokens.get(0);
    }

    /** The night of section {@code sec}, or its diagnostics. */
    ParseResult night(Section sec) {
      List<Line> actionLines = new ArrayList<>();
      List<Line> pinLines = new ArrayList<>();
      for (Line l : sec.lines) {
        if (l.tokens.get(0).lower().equals("state")) {
          if (!actionLines.isEmpty()) { // it would apply before the lines above it
            error(l, l.tokens.get(0), "`state` lines come before the night's actions (games.md "
                + "section 1: a night section holds its state lines, then its actions)");
            continue;
          }
          stateLine(l, Phase.day(sec.number - 1));
        } else if (l.tokens.get(0).lower().equals("random")) {
          pinLines.add(l);
        } else {
          actionLines.add(l);
        }
      }
      List<Action> actions = new ArrayList<>();
      List<Line> acted = new ArrayList<>();
      Counts counts = new Counts();
      for (Line l : actionLines) {
        action(l, actions.size(), counts).ifPresent(a -> {
          actions.add(a);
          acted.add(l);
        });
      }
      if (diagnostics.isEmpty()) {
        exactCounts(sec, actions, acted);
      }
      List<Pin> pins = new ArrayList<>();
      List<Line> pinned = new ArrayList<>();
      for (Line l : pinLines) {
        pin(l).ifPresent(p -> {
          pins.add(p);
          pinned.add(l);
        });
      }
      if (!diagnostics.isEmpty()) {
        return new ParseResult(Optional.empty(), sorted(diagnostics));
      }
      Night night = Night.startingFrom(start()).actions(actions).options(options).scheme(scheme)
          .seed(seed).pins(pins).build();
      Scheme under = resolvedUnder != null ? resolvedUnder : scheme.orElse(null);
      if (under == null || !under.resolvesInTurn()) { // which draws it makes, it knows
        for (PinsNotHonoured.Problem p : RandomChoices.draw(night).problems()) { // pins never used, ...
          Line l = pinned.get(p.pin());
          error(l, pinToken(l, p), p.message());
        }
      }
      if (!diagnostics.isEmpty()) {
        return new ParseResult(Optional.empty(), sorted(diagnostics));
      }
      return new ParseResult(Optional.of(night), List.of());
    }

    /**
     * The compulsory faction counts ({@code per-faction exactly}, Mafia 1923's kills): each
     * faction submits exactly min(count, players it may target) lines of such an ability, 0 when
     * no member is alive and able (a status held as the night starts nullifies the ability for
     * every living member: known before the night, unlike a block during it); the lines' targets
     * differ. While a member is able, a line of a member whose status nullifies it counts as a
     * line and is nullified when the night is resolved (games.md section 6: "Injured (1923)
     * nullifies every action of its holder, the Mafia kill line included"); when none is, the
     * count (0) reports it. A wrong count is reported at the faction's first line of the verb, or
     * where the night is ({@link Section#at()}) when there is none.
     */
    private void exactCounts(Section sec, List<Action> actions, List<Line> acted) {
      Map<String, Ability> exact = new LinkedHashMap<>(); // "alignment verb" -> the ability
      Map<String, Boolean> able = new LinkedHashMap<>();
      for (Declared d : players.values()) {
        for (Ability a : d.player.abilities()) {
          if (a.perFactionExact()) {
            String key = d.player.alignment() + " " + a.verb();
            exact.putIfAbsent(key, a);
            PlayerState ps = stateOf(d.index);
            able.merge(key, ps.living() && nullifying(ps, a).isEmpty(), Boolean::logicalOr);
          }
        }
      }
      int living = livingCount();
      for (Map.Entry<String, Ability> e : exact.entrySet()) {
        Ability ability = e.getValue();
        String alignment = e.getKey().substring(0, e.getKey().indexOf(' '));
        int targets = 0;
        for (Declared d : players.values()) {
          boolean meets = stateOf(d.index).living();
          for (org.nightres.core.component.Condition w : ability.when()) {
            meets &= w.param() != 0 || w.holds(d.player);
          }
          targets += meets ? 1 : 0;
        }
        boolean anyAble = able.get(e.getKey());
        int due = ability.perFaction().get().of(players.size(), living);
        int required = anyAble ? Math.min(due, targets) : 0;
        Line first = null;
        int lines = 0; // every line of the verb by a member
        int unable = 0; // lines of members whose status nullifies them (they count, and fail)
        List<String> why = new ArrayList<>(); // the statuses that nullify members' lines
        java.util.Set<String> aimed = new java.util.HashSet<>();
        for (int i = 0; i < actions.size(); i++) {
          Action a = actions.get(i);
          Declared actor = players.get(a.actor().toLowerCase(Locale.ROOT));
          if (!(actor.player.alignment() + " " + a.verb()).equals(e.getKey())) {
            continue;
          }
          Line l = acted.get(i);
          first = first == null ? l : first;
          lines++;
          Optional<HeldStatus> status = nullifying(stateOf(actor.index), ability);
          if (status.isPresent()) {
            String held = actor.name + " holds " + status.get().name()
                + status.get().until().map(u -> " until " + u).orElse("");
            unable++;
            if (!why.contains(held)) {
              why.add(held);
            }
          }
          if (!a.targets().isEmpty()
              && !aimed.add(a.targets().get(0).toLowerCase(Locale.ROOT))) {
            error(l, l.tokens.get(2), a.targets().get(0) + " is the target of another `"
                + a.verb() + "` line tonight: the " + alignment
                + " players' lines need different targets");
          }
        }
        if (lines != required) {
          Line at = first != null ? first : sec.at(); // a file with players has a line
          error(at, first != null ? at.tokens.get(1) : at.tokens.get(0), "the " + alignment
              + " players must submit exactly " + required + " `" + ability.verb() + "` line"
              + (required == 1 ? "" : "s") + " tonight, got " + lines + " (per-faction exactly "
              + ability.perFaction().get() + ", with " + living + " living"
              + (anyAble && required < due ? " and " + targets + " to target" : "")
              + (!anyAble && due > 0 ? "; no member is alive and able"
                  + (why.isEmpty() ? "" : ": " + String.join(", ", why)) : "")
              + (anyAble && unable > 0 ? "; " + unable + " line" + (unable == 1 ? " is" : "s are")
                  + " of a member whose status nullifies it: " + String.join(", ", why) : "")
              + ")");
        }
      }
    }

    /**
     * {@return the status of {@code state} that nullifies {@code ability} tonight, if any}
     * ({@link PlayerState#nullifies} decides; this names the status.)
     */
    private Optional<HeldStatus> nullifying(PlayerState state, Ability ability) {
      if (!state.nullifies(ability.filterTags(), start.night())) {
        return Optional.empty();
      }
      return state.statuses().stream().filter(h -> state.withStatuses(List.of(h))
          .nullifies(ability.filterTags(), start.night())).findFirst();
    }

    /**
     * {@code random <Actor> <verb> <Pick>} ({@code games.md} section 9): the next draw made for
     * the actor's verb comes out as the pick; whether one is made is known once the night is
     * read.
     */
    private Optional<Pin> pin(Line l) {
      if (!arity(l, 4, "`random <Actor> <verb> <Pick>` (the next draw of that action)")) {
        return Optional.empty();
      }
      Token actorToken = l.tokens.get(1);
      Declared actor = players.get(actorToken.lower());
      if (actor == null) {
        error(l, actorToken, "unknown player '" + actorToken.text + "'"
            + suggestion(actorToken.text, players.values().stream().map(d -> d.name)
                .collect(Collectors.toList())));
        return Optional.empty();
      }
      if (actor.player == null) {
        return Optional.empty(); // its player line has errors already reported
      }
      Token verb = l.tokens.get(2);
      Optional<Ability> ability = named(actor.player, verb.lower());
      if (ability.isEmpty() && !(verb.lower().equals("passive")
          && drawsInPassive(actor.player))) {
        List<String> verbs = actor.player.abilities().stream().map(Ability::verb).distinct()
            .collect(Collectors.toList());
        error(l, verb, actor.name + " has no ability `" + verb.text + "`"
            + suggestion(verb.text, verbs) + (verbs.isEmpty() ? "" : "; " + actor.name
                + " can " + String.join(", ", verbs)));
        return Optional.empty();
      }
      Token pick = l.tokens.get(3);
      if (!IDENT.matcher(pick.text).matches() && !NAME.matcher(pick.text).matches()) {
        error(l, pick, "expected a player's name or a feedback value, got '" + pick.text + "'");
        return Optional.empty();
      }
      Declared named = players.get(pick.lower());
      return Optional.of(new Pin(actor.name, ability.map(Ability::verb).orElse(verb.lower()),
          named != null ? named.name : pick.text));
    }

    /** Whether a passive of the player's roles or modifiers aims at a random player. */
    private static boolean drawsInPassive(Player p) {
      List<org.nightres.core.component.Component> passives = new ArrayList<>();
      p.roles().forEach(r -> passives.addAll(r.passives()));
      p.modifiers().forEach(m -> passives.addAll(m.modifier().components()));
      return RandomChoices.aimsAtRandom(passives);
    }

    /** {@code seed <n>}: the seed of the file's random draws ({@code games.md} section 9). */
    private void seed(Line l) {
      if (!arity(l, 2, "`seed <n>` (a whole number)")) {
        return;
      }
      Token t = l.tokens.get(1);
      long value;
      try {
        value = Long.parseLong(t.text);
      } catch (NumberFormatException e) {
        error(l, t, "bad seed '" + t.text + "': expected a whole number, such as 1923 (from "
            + Long.MIN_VALUE + " to " + Long.MAX_VALUE + ")");
        return;
      }
      if (seedLine != null) {
        error(l, l.tokens.get(0), "a second `seed` line (the first is on line " + seedLine.number
            + ")");
        return;
      }
      seedLine = l;
      if (NightParser.this.seed == null) { // --seed overrides the file's
        seed = value;
      }
    }

    /**
     * The file's rule set ({@code games.md} section 3): {@code rules <name|path>} chooses it (at
     * most once; default: the parser's), then the file's own statements of the roles language
     * and its {@code include} lines add to it, read by {@link RulesParser} with the file's line
     * numbers.
     */
    private void rules(List<Line> setup) {
      int before = diagnostics.size(); // a bad `night` line before: the rules are read still
      rulesRead = new RulesParser.Session();
      firstRulesLine = setup.stream().filter(l -> RULES_LINES.contains(l.tokens.get(0).lower()))
          .findFirst().orElse(null);
      Line rulesLine = null;
      StringBuilder statements = new StringBuilder();
      int next = 1; // the next line number to write into statements
      boolean any = false;
      for (Line l : setup) {
        String word = l.tokens.get(0).lower();
        if (!RULES_LINES.contains(word)) {
          continue;
        }
        if (word.equals("rules")) {
          if (rulesLine != null) {
            error(l, l.tokens.get(0), "a second `rules` line: a file has one rule set (add roles "
                + "with `include`)");
          } else if (any) {
            error(l, l.tokens.get(0), "`rules` comes before the file's own roles and includes");
          } else if (arity(l, 2, "rules <standard|file.roles>")) {
            rulesLine = l;
            ruleSet(l);
          }
          continue;
        }
        any = true;
        while (next < l.number) {
          statements.append('\n');
          next++;
        }
        statements.append(l.text).append('\n');
        next++;
      }
      if (any && diagnostics.size() == before) {
        RulesResult r = RulesParser.parseRelative(file, statements.toString(), catalogue,
            this::include, rulesRead);
        diagnostics.addAll(r.diagnostics());
        warnings.addAll(r.warnings());
        r.catalogue().ifPresent(c -> catalogue = c);
      }
      if (diagnostics.size() == before) { // every rule of the game known: the tags filters name
        warnings.addAll(rulesRead.unknownTags(catalogue));
        warnings.addAll(rulesRead.unknownVerbs(catalogue));
      }
    }

    /** The file's first line of its rules ({@code rules}, {@code include}, inline); or null. */
    private Line firstRulesLine;

    /** The game's rules as read: the files read once, the tags named ({@code rules}, inline). */
    private RulesParser.Session rulesRead;

    /** {@code rules <name|path>}: a bundled rule set or a rules file read as a whole rule set. */
    private void ruleSet(Line l) {
      Token arg = l.tokens.get(1);
      Optional<RoleCatalogue> bundled = RuleSets.named(arg.text);
      if (bundled.isPresent()) {
        catalogue = bundled.get();
        rulesRead.baseAt(file + ":" + l.number + " (rules " + arg.text + ")");
        return;
      }
      if (!arg.text.endsWith(".roles")) {
        error(l, arg, "unknown rule set '" + arg.text + "'" + suggestion(arg.text, RuleSets.NAMES)
            + "; bundled: " + String.join(", ", RuleSets.NAMES) + ", or a file <name>.roles");
        return;
      }
      Optional<RulesParser.Source> src = include(arg.text);
      if (src.isEmpty()) {
        String why = includes == null ? RulesParser.unreadable(file, arg.text).orElse(null) : null;
        error(l, arg, "cannot read the rules file '" + arg.text + "' (relative to " + file
            + (why != null ? "): " + why : "; no such readable file, or one larger than "
                + (Inputs.MAX_BYTES >> 20) + " MiB)"));
        return;
      }
      rulesRead.readBefore(src.get(), file, l.number); // an include of it again reads nothing
      RulesResult r = RulesParser.parseRelative(src.get().name(), src.get().text(),
          RoleCatalogue.empty(), this::include, rulesRead);
      diagnostics.addAll(r.diagnostics());
      warnings.addAll(r.warnings());
      r.catalogue().ifPresent(c -> catalogue = c);
      if (r.catalogue().isPresent()) {
        rulesFile = src.get();
        rulesFileCatalogue = r.catalogue().get();
      }
    }

    private Optional<RulesParser.Source> include(String path) {
      return include(file, path);
    }

    /** The file {@code path} names, relative to the file {@code from}. */
    private Optional<RulesParser.Source> include(String from, String path) {
      return includes != null ? includes.apply(path) : RulesParser.relative(from, path);
    }

    /** The number of a {@code night <n>} line if it is well formed and in sequence, else null. */
    private Integer nightNumber(Line l, List<Section> sections) {
      if (!arity(l, 2, "`night <n>`, e.g. `night 2`")) {
        return null;
      }
      Token t = l.tokens.get(1);
      if (!NUMBER.matcher(t.text).matches() || t.text.equals("0")) {
        error(l, t, "bad night number '" + t.text + "': expected a whole number from 1 to "
            + MAX_NIGHT);
        return null;
      }
      int n = Integer.parseInt(t.text);
      if (!sections.isEmpty()) {
        int previous = sections.get(sections.size() - 1).number;
        if (n != previous + 1) {
          error(l, t, "night " + n + " after night " + previous + ": night numbers go up by one "
              + "(expected `night " + (previous + 1) + "`)");
          return null;
        }
      }
      return n;
    }

    /**
     * The number a {@code night} line that {@link #nightNumber} rejected stands for while the
     * file is still read: the one written, if it is a number in range, else the next.
     */
    private int writtenNight(Line l, List<Section> sections) {
      if (l.tokens.size() >= 2 && NUMBER.matcher(l.tokens.get(1).text).matches()
          && !l.tokens.get(1).text.equals("0")) {
        return Integer.parseInt(l.tokens.get(1).text);
      }
      return sections.isEmpty() ? 1 : sections.get(sections.size() - 1).number + 1;
    }

    /** A diagnostic at the {@code option} line of {@code option}, or at line 1 if none. */
    private Diagnostic optionLineDiagnostic(Map<GameOption, Line> setupOptions, OptionProblem p) {
      Line l = setupOptions.get(p.option());
      if (l == null) {
        return new Diagnostic(file, 1, 1, p.message(), "");
      }
      return new Diagnostic(file, l.number, l.tokens.get(1).column, p.message(), l.text);
    }

    // ---- statements -----------------------------------------------------------------------

    /**
     * The scheme and options the rule set gives every night of it ({@code scheme} and {@code
     * option} lines of a rules file); the file's own lines come after and override them.
     */
    private void ruleSetDefaults() {
      catalogue.scheme().flatMap(Scheme::fromId).ifPresent(s -> scheme = Optional.of(s));
      catalogue.options().forEach((name, value) -> GameOption.fromKey(name)
          .ifPresent(o -> options = o.apply(options, value)));
    }

    /**
     * An option that only some schemes read ({@link GameOption#readBy()}: the sequential scheme's
     * {@code deaths} and {@code sequential.order}, ...) set to another value than its default,
     * while the night is resolved under a scheme that does not read it: it would do nothing.
     * Set by the file's own {@code option} line under the scheme the file itself names (its
     * {@code scheme} line, its rule set's, else rar): an error, a feature the scheme cannot
     * support; under {@code --scheme} or {@code compare}, which resolve a file under schemes it
     * was not only written for (the conformance corpus), and for a default of the rule set (a
     * rule set resolves under every scheme, {@code games.md} sections 6 and 7): a warning that
     * the option is not used (docs/moderators-guide.md).
     */
    private void unreadOptions() {
      if (NightParser.this.under == Under.UNKNOWN) {
        return; // not told (the API: the caller chooses the engine), nothing to check against
      }
      boolean everyScheme = NightParser.this.under == Under.EVERY;
      Scheme under = resolvedUnder != null ? resolvedUnder : scheme.orElse(Scheme.RAR);
      GameOptions defaults = GameOptions.defaults();
      for (GameOption o : GameOption.values()) {
        String value = NightWriter.value(o, options);
        if (o.readBy().isEmpty() || (!everyScheme && o.readBy(under))
            || value.equals(NightWriter.value(o, defaults))) {
          continue;
        }
        List<String> ids = o.readBy().stream().map(Scheme::id).toList();
        String readers = ids.size() == 1 ? "scheme " + ids.get(0) : "schemes "
            + String.join(", ", ids.subList(0, ids.size() - 1)) + " and " + ids.get(ids.size() - 1);
        String what = "option " + o.key() + " " + value + " is read only by " + readers;
        Line l = optionLines.get(o);
        if (l == null) { // the rule set's: at the file's scheme line, else its rules' first line
          String at = rulesRead.settingAt(o.key());
          Line here = schemeLine != null ? schemeLine : firstRulesLine;
          String message = "the rules' " + what + (at != null ? " (set at " + at + ")"
              : " (the rule set's default)") + ": " + (everyScheme
                  ? "the other schemes are compared without it" : "not used under " + under.id());
          warnings.add(here == null ? new Diagnostic(file, 1, 1, message, "")
              : new Diagnostic(file, here.number, here.tokens.get(here == schemeLine ? 1 : 0)
                  .column, message, here.text));
        } else if (NightParser.this.under != Under.OWN) {
          warnings.add(new Diagnostic(file, l.number, l.tokens.get(1).column, what + ": "
              + (everyScheme ? "the other schemes are compared without it" : "not used under "
              + under.id() + " (--scheme " + under.id() + ")"), l.text));
        } else {
          error(l, l.tokens.get(1), what + ", and this file is resolved under " + under.id()
              + " (" + (schemeLine != null ? "its `scheme` line" : scheme.isPresent()
                  ? "its rule set's scheme" : "the default scheme") + "), which would ignore it: "
              + "write `scheme " + o.readBy().get(0).id() + "`, or leave the option out");
        }
      }
    }

    private void scheme(Line l) {
      String ids = java.util.Arrays.stream(Scheme.values()).map(Scheme::id)
          .collect(Collectors.joining("|"));
      if (!arity(l, 2, "`scheme " + ids + "`")) {
        return;
      }
      Token t = l.tokens.get(1);
      Optional<Scheme> s = Scheme.fromId(t.text);
      if (s.isEmpty()) {
        error(l, t, "unknown scheme '" + t.text + "'; expected " + ids.replace("|", ", "));
      } else if (schemeLine != null) {
        error(l, l.tokens.get(0), "a second `scheme` line (the first is on line " + schemeLine.number + ")");
      } else {
        scheme = s;
        schemeLine = l;
      }
    }

    private void option(Line l) {
      if (!arity(l, 3, "`option <name> <value>`")) {
        return;
      }
      Token name = l.tokens.get(1);
      Token value = l.tokens.get(2);
      Optional<GameOption> o = GameOption.fromKey(name.text);
      if (o.isEmpty()) {
        error(l, name, "unknown option '" + name.text + "'; options are: "
            + java.util.Arrays.stream(GameOption.values()).map(GameOption::key).collect(Collectors.joining(", ")));
        return;
      }
      GameOption option = o.get();
      if (optionLines.containsKey(option)) {
        error(l, name, "option " + option.key() + " is set twice (first on line "
            + optionLines.get(option).number + ")");
        return;
      }
      if (!option.accepts(value.text)) {
        // actions-per-player and uses-per-ability take any count too, as factional-kills does
        boolean count = option == GameOption.ACTIONS_PER_PLAYER
            || option == GameOption.USES_PER_ABILITY;
        error(l, value, "bad value '" + value.text + "' for option " + option.key() + "; expected "
            + (count ? String.join(", ", option.accepted())
                + " or another whole number from 1 to 1000000"
                : String.join(" or ", option.accepted())
                    .replace(" or N", " or a whole number from 1 to 1000000")));
        return;
      }
      optionLines.put(option, l);
      options = option.apply(options, value.text);
    }

    private void player(Line l) {
      List<Token> t = l.tokens;
      if (t.size() < 4) {
        String missing = t.size() < 2 ? "a name" : t.size() < 3 ? "an alignment" : "a role";
        error(l, end(l), "missing " + missing + ": expected `player <Name> <alignment> <Role>[+<Role>...] [<Modifier>...]`");
        if (t.size() >= 2 && NAME.matcher(t.get(1).text).matches()) {
          declare(l, t.get(1));
        }
        return;
      }
      Declared d = declare(l, t.get(1));
      boolean ok = d != null;
      Token alignmentToken = t.get(2);
      if (!IDENT.matcher(alignmentToken.text).matches()) {
        error(l, alignmentToken, "bad alignment '" + alignmentToken.text
            + "': expected town, mafia, cult or another word of letters, digits, '-' and '_'");
        ok = false;
      }
      List<Role> roles = roles(l, t.get(3));
      ok &= roles != null;
      if (roles != null && ok) {
        for (Role r : roles) {
          if (r.faction().isPresent() && !r.faction().get().equals(alignmentToken.lower())) {
            error(l, alignmentToken, r.name() + " belongs to the " + r.faction().get()
                + " faction: " + d.name + "'s alignment must be " + r.faction().get());
            ok = false;
          }
        }
      }
      List<ModifierUse> modifiers = new ArrayList<>();
      Map<String, String> attributes = new LinkedHashMap<>();
      for (Token m : t.subList(4, t.size())) {
        if (m.text.contains("=")) {
          ok &= attribute(l, m, attributes);
          continue;
        }
        if (!attributes.isEmpty()) {
          error(l, m, "modifiers come before the attributes (`key=value`)");
          ok = false;
          continue;
        }
        ModifierUse use = modifier(l, m, modifiers);
        if (use == null) {
          ok = false;
        } else {
          contradicted(l, m, d, use, modifiers);
          modifiers.add(use);
        }
      }
      if (ok) {
        String alignment = alignmentToken.lower();
        d.player = Player.builder().name(d.name).alignment(alignment).roles(roles)
            .modifiers(modifiers).attributes(attributes)
            .factionAbilities(catalogue.factionAbilities(alignment)).build();
        knownFamilies = null; // the families may change
      }
    }

    /**
     * A warning at modifier {@code m} when its traits contradict those of an earlier modifier of
     * the player: appears-innocent with appears-guilty (Godfather with Miller), or two sanities.
     * The contradiction is not an error (a rule set may give both), but one of the two is
     * without effect, and the moderator is told which: the one {@link ContradictingTraits} makes
     * win, as the results do ({@code OutcomeBuilder.alignmentResult}).
     */
    private void contradicted(Line l, Token m, Declared d, ModifierUse use,
        List<ModifierUse> earlier) {
      if (d == null) {
        return;
      }
      for (ModifierUse e : earlier) {
        for (ContradictingTraits group : ContradictingTraits.values()) {
          Optional<Trait> mine = group.strongest(use.modifier().traits()::contains);
          Optional<Trait> theirs = group.strongest(e.modifier().traits()::contains);
          if (mine.isPresent() && theirs.isPresent() && !mine.equals(theirs)) {
            Trait winner = group.strongest(t -> t == mine.get() || t == theirs.get()).get();
            ModifierUse by = winner == mine.get() ? use : e;
            warnings.add(new Diagnostic(file, l.number, m.column, use.modifier().name()
                + " contradicts " + e.modifier().name() + ": " + d.name + " has both, and "
                + by.modifier().name() + " wins (" + group.effect(winner, d.name) + ")",
                l.text));
          }
        }
      }
    }

    private Declared declare(Line l, Token name) {
      if (!NAME.matcher(name.text).matches()) {
        error(l, name, "bad player name '" + name.text
            + "': a name is a letter followed by letters, digits, '_', ''' or '-'");
        return rejected(l, name);
      }
      if (RESERVED.contains(name.lower())) {
        error(l, name, "'" + name.text + "' is a reserved word and cannot be a player name");
        return rejected(l, name);
      }
      Declared earlier = players.get(name.lower());
      if (earlier != null) {
        error(l, name, "player " + name.text + " is already declared on line " + earlier.line.number);
        return null;
      }
      Declared d = new Declared(name.text, l, players.size());
      players.put(name.lower(), d);
      knownFamilies = null; // the families may change
      return d;
    }

    /**
     * A player line whose name is refused (reported): the name is still known, as the name of a
     * player whose line has errors ({@code player} null), so that the actions naming him are not
     * reported again as naming an unknown player. Null: the line declares nobody.
     */
    private Declared rejected(Line l, Token name) {
      players.putIfAbsent(name.lower(), new Declared(name.text, l, players.size()));
      return null;
    }

    /**
     * The rule set's role of this name; a name written with apostrophes, as a WWR book writes
     * it ({@code Fletcher'sCustomer}), is also the name without them (docs/wwr.md, ruling 53).
     */
    private Optional<Role> role(String name) {
      Optional<Role> role = catalogue.role(name);
      String bare = name.replace("'", "").replace("\u2019", "");
      return role.isPresent() || bare.equals(name) || bare.isEmpty() ? role : catalogue.role(bare);
    }

    private List<Role> roles(Line l, Token token) {
      List<Role> roles = new ArrayList<>();
      int column = token.column;
      boolean ok = true;
      for (String part : token.text.split("\\+", -1)) {
        Token pt = new Token(part, column);
        column += part.length() + 1;
        if (part.isEmpty()) {
          error(l, pt, "empty role name in '" + token.text + "': roles are joined with '+', as in Cop+Vigilante");
          ok = false;
          continue;
        }
        Optional<Role> role = role(part);
        if (role.isEmpty()) {
          String hint = catalogue.modifier(part).isPresent()
              ? "; " + catalogue.modifier(part).get().name() + " is a modifier: write it after the role"
              : suggestion(part, catalogue.roles().stream().map(Role::name).collect(Collectors.toList()));
          error(l, pt, "unknown role '" + part + "'" + hint);
          ok = false;
        } else if (roles.contains(role.get())) {
          error(l, pt, "role " + role.get().name() + " is listed twice");
          ok = false;
        } else {
          for (Ability a : role.get().abilities()) { // the player's verb is his first role's
            roles.stream().filter(r -> r.ability(a.verb()).isPresent()).findFirst()
                .ifPresent(r -> warnings.add(new Diagnostic(file, l.number, pt.column,
                    role.get().name() + "'s `" + a.verb() + "` cannot be used: " + r.name()
                        + ", listed before it, has a `" + a.verb() + "` too: a `" + a.verb()
                        + "` line uses " + r.name() + "'s", l.text)));
          }
          roles.add(role.get());
        }
      }
      return ok ? roles : null;
    }

    /** Reads a {@code key=value} attribute into {@code into}; whether it was well formed. */
    private boolean attribute(Line l, Token token, Map<String, String> into) {
      Matcher m = ATTRIBUTE.matcher(token.text);
      if (!m.matches()) {
        error(l, token, "bad attribute '" + token.text + "': expected key=value, e.g. family=Cohen "
            + "(a key of letters, digits, '_' or '-'; a value of letters, digits, '_', apostrophes "
            + "or '-')");
        return false;
      }
      String key = m.group(1).toLowerCase(Locale.ROOT); // a name: any case (night-format.md 1)
      if (into.containsKey(key)) {
        error(l, token, "attribute " + key + " is given twice");
        return false;
      }
      into.put(key, m.group(2));
      return true;
    }

    private ModifierUse modifier(Line l, Token token, List<ModifierUse> earlier) {
      Matcher m = MODIFIER.matcher(token.text);
      if (!m.matches()) {
        error(l, token, "bad modifier '" + token.text + "': expected a modifier such as Bulletproof or Bulletproof(1)");
        return null;
      }
      Optional<Modifier> modifier = catalogue.modifier(m.group(1));
      if (modifier.isEmpty()) {
        String hint = catalogue.role(m.group(1)).isPresent()
            ? "; " + catalogue.role(m.group(1)).get().name() + " is a role: join roles with '+', as in Cop+Vigilante"
            : suggestion(m.group(1), catalogue.modifiers().stream().map(Modifier::name).collect(Collectors.toList()));
        error(l, token, "unknown modifier '" + m.group(1) + "'" + hint);
        return null;
      }
      if (earlier.stream().anyMatch(u -> u.modifier().equals(modifier.get()))) {
        error(l, token, "modifier " + modifier.get().name() + " is listed twice");
        return null;
      }
      OptionalInt uses = OptionalInt.empty();
      if (m.group(2) != null) {
        if (!modifier.get().countable()) {
          error(l, token, modifier.get().name() + " takes no use count");
          return null;
        }
        uses = OptionalInt.of(Integer.parseInt(m.group(2)));
      }
      return ModifierUse.of(modifier.get(), uses);
    }

    // ---- state lines ------------------------------------------------------------------------

    /**
     * Applies one {@code state} line ({@code games.md} section 2.1) to {@link #start}. {@code
     * when} is the phase a death or exile of the line dates from (the day before the night), or
     * null in the setup.
     */
    private void stateLine(Line l, Phase when) {
      List<Token> t = l.tokens;
      String usage = "`state <Player> dead|exiled|alive|status|clear|uses|role|original|align|last|link|disguise ...`";
      if (t.size() < 3) {
        error(l, end(l), "missing " + (t.size() < 2 ? "a player" : "what to set") + ": expected " + usage);
        return;
      }
      if (t.size() == 4 && t.get(1).lower().equals("group") && t.get(3).text.contains("=")) {
        groupLine(l);
        return;
      }
      Declared who = knownPlayer(l, t.get(1));
      if (who == null) {
        return;
      }
      int p = who.index;
      PlayerState ps = stateOf(p);
      Player player = playerOf(p);
      Token what = t.get(2);
      switch (what.lower()) {
        case "dead":
        case "exiled":
        case "alive":
          lifeLine(l, p, player, ps, when);
          break;
        case "status":
          status(l, p, player, ps, when);
          break;
        case "disguise":
          disguise(l, p, player, ps);
          break;
        case "clear":
          if (arity(l, 4, "`state " + who.name + " clear <Status>`")) {
            Optional<StatusDefinition> def = knownStatus(l, t.get(3));
            if (def.isPresent()) {
              if (ps.status(def.get().name()).isEmpty()) {
                error(l, t.get(3), who.name + " does not hold " + def.get().name());
              } else {
                List<HeldStatus> kept = new ArrayList<>(ps.statuses());
                kept.removeIf(h -> h.name().equals(def.get().name()));
                set(p, player, ps.withStatuses(kept));
              }
            }
          }
          break;
        case "uses":
          uses(l, p, player, ps);
          break;
        case "attr":
          attrUntil(l, p, player, ps);
          break;
        case "role":
          if (arity(l, 4, "`state " + who.name + " role <Role>[+<Role>...]`")) {
            List<Role> roles = roles(l, t.get(3));
            if (roles != null) {
              Player changed = player.withChangedRoles(roles); // a first change: his original
              // roles kept; limits of a new role start fresh, those of a lost one are gone
              set(p, changed, ps.withoutLost(player, changed).withFreshLimits(roles));
            }
          }
          break;
        case "original":
          if (arity(l, 4, "`state " + who.name + " original <Role>[+<Role>...]`")) {
            List<Role> roles = roles(l, t.get(3));
            if (roles != null) { // the roles he started with, before his first role change
              set(p, ImmutablePlayer.copyOf(player).withOriginalRoles(roles), ps);
            }
          }
          break;
        case "align":
          if (arity(l, 4, "`state " + who.name + " align <alignment>`")) {
            Token a = t.get(3);
            if (!IDENT.matcher(a.text).matches()) {
              error(l, a, "bad alignment '" + a.text + "'");
            } else {
              Player changed = ImmutablePlayer.copyOf(player).withAlignment(a.lower())
                  .withFactionAbilities(catalogue.factionAbilities(a.lower()));
              set(p, changed, ps.withoutLost(player, changed));
            }
          }
          break;
        case "last":
          if (arity(l, 6, "`state " + who.name + " last <verb> <Target> <phase>`")) {
            Optional<Ability> ability = player.ability(t.get(3).lower());
            Declared target = knownPlayer(l, t.get(4));
            Optional<Phase> phase = phase(l, t.get(5));
            if (ability.isEmpty()) {
              error(l, t.get(3), who.name + " has no ability `" + t.get(3).text + "`");
            } else if (!ability.get().keepsLastUse()) { // nothing would read it
              error(l, t.get(3), who.name + "'s `" + ability.get().verb() + "` has no succession "
                  + "limit (no-succession or no-repeat-target): the state keeps no last use of it");
            } else if (phase.isPresent() && phase.get().day()) {
              error(l, t.get(5), "last use at " + phase.get() + ": `" + ability.get().verb()
                  + "` is used at night; write the night it was used, N<n>");
            } else if (phase.isPresent() && !phase.get().overBeforeNight(start.night())) {
              error(l, t.get(5), "last use at " + phase.get() + " is not before night "
                  + start.night() + ": the state at the start of a night holds what was done "
                  + "before it");
            } else if (target != null && phase.isPresent()) {
              List<LastUse> last = new ArrayList<>(ps.last());
              last.removeIf(u -> u.verb().equals(ability.get().verb()));
              last.add(new LastUse(ability.get().verb(), target.name, phase.get()));
              last.sort(Comparator.comparing(LastUse::verb));
              set(p, player, ps.withLast(last));
            }
          }
          break;
        case "link":
          if (arity(l, 5, "`state " + who.name + " link <kind> <Player>`")) {
            Token kind = t.get(3);
            Declared other = knownPlayer(l, t.get(4));
            if (!IDENT.matcher(kind.text).matches()) {
              error(l, kind, "bad link kind '" + kind.text + "': expected a word such as lovers");
            } else if (other != null && other.index == p) {
              error(l, t.get(4), who.name + " cannot be linked to themself");
            } else if (other != null) {
              link(p, new Link(kind.lower(), other.name));
              link(other.index, new Link(kind.lower(), who.name));
            }
          }
          break;
        default:
          error(l, what, "unknown state '" + what.text + "'; expected dead, exiled, alive, status, "
              + "clear, uses, role, original, align, last, link, disguise or attr"
              + suggestion(what.text, List.of("dead", "exiled", "alive", "status", "clear", "uses",
                  "role", "original", "align", "last", "link", "disguise", "attr")));
      }
    }

    /**
     * {@code state P dead|exiled|alive [since <phase>]}: {@code since} (an extension of {@code
     * games.md} 2.1, written by {@code --state-out}) dates the death; without it a line in a
     * night section dates from the day before that night.
     */
    private void lifeLine(Line l, int p, Player player, PlayerState ps, Phase when) {
      List<Token> t = l.tokens;
      String word = t.get(2).lower();
      String usage = "`state " + player.name() + " " + word
          + (word.equals("alive") ? "`" : " [since <phase>]`");
      Optional<Phase> since = Optional.ofNullable(when);
      if (t.size() == 5 && !word.equals("alive") && t.get(3).lower().equals("since")) {
        since = phase(l, t.get(4));
        if (since.isEmpty()) {
          return;
        }
        if (!since.get().overBeforeNight(start.night())) { // a death to come is no state
          error(l, t.get(4), "since " + since.get() + " is not before night " + start.night()
              + ": the state at the start of a night holds what happened before it");
          return;
        }
      } else if (!arity(l, 3, usage)) {
        return;
      }
      Life life = Life.valueOf(word.toUpperCase(Locale.ROOT));
      if (life != Life.ALIVE && ps.life() == life) { // a recap: the first date stands
        warnings.add(new Diagnostic(file, l.number, t.get(2).column, player.name()
            + " is already " + lifeText(p) + ": the line changes nothing (to correct the date, "
            + "write `state " + player.name() + " alive` first)", l.text));
        return;
      }
      set(p, player, ps.withLife(life, since)); // a death ends the statuses
    }

    private void status(Line l, int p, Player player, PlayerState ps, Phase when) {
      List<Token> t = l.tokens;
      String usage = "`state " + player.name() + " status <Status> [since <phase>] [until <phase>]"
          + " [by <Player>]`";
      if (t.size() < 4) {
        error(l, end(l), "missing the status: expected " + usage);
        return;
      }
      if (ps.life() == Life.DEAD) {
        error(l, t.get(2), player.name() + " is " + lifeText(p) + ": the dead hold no statuses");
        return;
      }
      Optional<StatusDefinition> def = knownStatus(l, t.get(3));
      Optional<Phase> since = Optional.empty();
      Optional<Phase> until = Optional.empty();
      Optional<String> by = Optional.empty();
      int i = 4;
      while (i < t.size()) {
        Token key = t.get(i);
        if (i + 1 >= t.size()) {
          error(l, end(l), "missing a value after '" + key.text + "': expected " + usage);
          return;
        }
        Token value = t.get(i + 1);
        if (key.lower().equals("since") && since.isEmpty() && until.isEmpty()) {
          // When it was applied (seed-vocabulary.md section 6): checked, not kept; a status
          // ends by its `until`, so when it began changes nothing.
          since = phase(l, value);
          if (since.isEmpty()) {
            return;
          }
          if (!since.get().overBeforeNight(start.night())) {
            error(l, value, "since " + since.get() + " is not before night " + start.night()
                + ": the state at the start of a night holds what was applied before it");
            return;
          }
        } else if (key.lower().equals("until") && until.isEmpty()) {
          until = untilPhase(l, value, def.isPresent() && !def.get().expire().isEmpty());
          if (until.isEmpty()) {
            return;
          }
        } else if (key.lower().equals("by") && by.isEmpty()) {
          Declared q = knownPlayer(l, value);
          if (q == null) {
            return;
          }
          by = Optional.of(q.name);
        } else {
          error(l, key, "unexpected '" + key.text + "': expected " + usage);
          return;
        }
        i += 2;
      }
      if (def.isEmpty()) {
        return;
      }
      List<HeldStatus> statuses = new ArrayList<>(ps.statuses());
      statuses.removeIf(h -> h.name().equals(def.get().name()));
      statuses.add(new HeldStatus(def.get(), until, by));
      set(p, player, ps.withStatuses(statuses));
    }

    /**
     * {@code state P disguise <Role> weak|strong [until <phase> | until use|use2] [by <Q>]}: a held
     * disguise ({@link HeldDisguise}); one alike replaces it.
     */
    private void disguise(Line l, int p, Player player, PlayerState ps) {
      List<Token> t = l.tokens;
      String usage = "`state " + player.name() + " disguise <Role> weak|strong [until <phase>|until use|use2]"
          + " [by <Player>]`";
      if (t.size() < 5) {
        error(l, end(l), "missing the " + (t.size() < 4 ? "role" : "strength") + ": expected " + usage);
        return;
      }
      Optional<Role> role = role(t.get(3).text);
      if (role.isEmpty()) {
        error(l, t.get(3), "unknown role '" + t.get(3).text + "'" + suggestion(t.get(3).text,
            catalogue.roles().stream().map(Role::name).collect(Collectors.toList())));
        return;
      }
      Optional<DisguiseStrength> strength = DisguiseStrength.ofWord(t.get(4).lower());
      if (strength.isEmpty()) {
        error(l, t.get(4), "unknown disguise strength '" + t.get(4).text + "': expected weak or strong"
            + suggestion(t.get(4).text, List.of("weak", "strong")));
        return;
      }
      Optional<Phase> until = Optional.empty();
      int use = 0;
      boolean untilSeen = false;
      Optional<String> by = Optional.empty();
      for (int i = 5; i < t.size(); i += 2) {
        Token key = t.get(i);
        if (i + 1 >= t.size()) {
          error(l, end(l), "missing a value after '" + key.text + "': expected " + usage);
          return;
        }
        Token value = t.get(i + 1);
        if (key.lower().equals("until") && !untilSeen) {
          untilSeen = true;
          if (value.lower().equals("use") || value.lower().equals("use2")) {
            use = value.lower().equals("use") ? 1 : 2;
            continue;
          }
          until = untilPhase(l, value, false);
          if (until.isEmpty()) {
            return;
          }
        } else if (key.lower().equals("by") && by.isEmpty()) {
          Declared q = knownPlayer(l, value);
          if (q == null) {
            return;
          }
          by = Optional.of(q.name);
        } else {
          error(l, key, "unexpected '" + key.text + "': expected " + usage);
          return;
        }
      }
      HeldDisguise held = new HeldDisguise(role.get(), strength.get(), until, use, by);
      List<HeldDisguise> disguises = new ArrayList<>(ps.disguises());
      disguises.removeIf(h -> h.sameAs(held));
      disguises.add(held);
      set(p, player, ps.withDisguises(disguises));
    }

    /**
     * {@code state P attr <key> until <phase>}: P's attribute {@code key} (on his player line)
     * was given for a while and is gone after that phase.
     */
    private void attrUntil(Line l, int p, Player player, PlayerState ps) {
      List<Token> t = l.tokens;
      String usage = "`state " + player.name() + " attr <key> until <phase>`";
      if (!arity(l, 6, usage)) {
        return;
      }
      String key = t.get(3).lower(); // a name: any case, kept in lower case as on the player line
      if (!player.attributes().containsKey(key)) {
        error(l, t.get(3), player.name() + " has no attribute '" + key + "' on his player line");
        return;
      }
      if (!t.get(4).lower().equals("until")) {
        error(l, t.get(4), "unexpected '" + t.get(4).text + "': expected " + usage);
        return;
      }
      Optional<Phase> until = untilPhase(l, t.get(5), false);
      if (until.isEmpty()) {
        return;
      }
      java.util.Map<String, Phase> expiries = new java.util.TreeMap<>(ps.expiries());
      expiries.put(key, until.get());
      set(p, player, ps.withExpiries(expiries));
    }

    private void uses(Line l, int p, Player player, PlayerState ps) {
      List<Token> t = l.tokens;
      if (!arity(l, 5, "`state " + player.name() + " uses <verb>[:self] <n>`")) {
        return;
      }
      Token verbToken = t.get(3);
      if (verbToken.text.contains(".")) { // a limited protection of a passive: Butler.passive
        List<String> keys = player.limitedProtectionKeys();
        Optional<Component.Protect.Limit> limit = player.limitedProtections().stream()
            .filter(k -> k.key().equalsIgnoreCase(verbToken.text)).findFirst();
        if (limit.isEmpty()) {
          error(l, verbToken, player.name() + " has no limited protection `" + verbToken.text
              + "`" + (keys.isEmpty() ? "" : suggestion(verbToken.text, keys)));
          return;
        }
        Token n = t.get(4);
        if (!usesLeft(l, n, limit.get().uses(), "`" + limit.get().key() + "`")) {
          return;
        }
        Map<String, Integer> uses = new java.util.TreeMap<>(ps.uses());
        uses.put(limit.get().key(), Integer.parseInt(n.text));
        set(p, player, ps.withUses(uses));
        return;
      }
      String[] parts = verbToken.lower().split(":", -1);
      boolean self = parts.length == 2 && parts[1].equals("self");
      if (parts.length > 2 || (parts.length == 2 && !self)) {
        error(l, verbToken, "bad ability '" + verbToken.text + "': expected a verb, or verb:self for "
            + "the quota of self-targeted uses");
        return;
      }
      Optional<Ability> ability = player.ability(parts[0]);
      if (ability.isEmpty()) {
        error(l, verbToken, player.name() + " has no ability `" + parts[0] + "`"
            + suggestion(parts[0], player.abilities().stream().map(Ability::verb).collect(Collectors.toList())));
        return;
      }
      Token n = t.get(4);
      // games.md 2.1: uses left; of an ability without a limit, the line limits it from now on
      OptionalInt limit = self ? ability.get().selfUses() : ability.get().uses();
      if (!usesLeft(l, n, limit.orElse(Integer.MAX_VALUE), "`" + ability.get().verb()
          + (self ? ":self" : "") + "`")) {
        return;
      }
      Map<String, Integer> uses = new java.util.TreeMap<>(ps.uses());
      uses.put(ability.get().verb() + (self ? ":self" : ""), Integer.parseInt(n.text));
      set(p, player, ps.withUses(uses));
    }

    /**
     * Whether {@code n} is a number of uses left of a limit of {@code limit} uses: a whole number
     * from 0 to the limit (reported at {@code n} otherwise).
     */
    private boolean usesLeft(Line l, Token n, int limit, String what) {
      if (!NUMBER.matcher(n.text).matches()) {
        error(l, n, "bad number of uses '" + n.text + "': expected a whole number from 0 on");
        return false;
      }
      if (Integer.parseInt(n.text) > limit) {
        error(l, n, n.text + " uses left of " + what + ", which has " + limit
            + (limit == 1 ? " use" : " uses") + " in all: expected 0 to " + limit);
        return false;
      }
      return true;
    }

    /**
     * The phase of an {@code until} of a {@code state} line, which must not be over before the
     * night starts, unless {@code pending} and over with the day just before it (a status with
     * expire effects that are still to take effect: they do at the status's order tonight; one
     * over with an earlier phase took them then); empty after an error.
     */
    private Optional<Phase> untilPhase(Line l, Token value, boolean pending) {
      Optional<Phase> until = phase(l, value);
      int n = start.night();
      if (until.isPresent() && until.get().overBeforeNight(n)
          && !(pending && n > 1 && !until.get().overAfterNight(n - 1))) {
        error(l, value, "until " + until.get() + " is already over when night " + n + " starts"
            + (pending ? " (its expire effects took place on an earlier night)" : ""));
        return Optional.empty();
      }
      return until;
    }

    private void link(int p, Link link) {
      PlayerState ps = stateOf(p);
      if (!ps.links().contains(link)) {
        List<Link> links = new ArrayList<>(ps.links());
        links.add(link);
        set(p, playerOf(p), ps.withLinks(links));
      }
    }

    /**
     * {@code state group <g> <key>=<n>}: the group g holds the attribute key, a whole number
     * (WWR's {@code #Hell->Counter}), from now on.
     */
    private void groupLine(Line l) {
      Token g = l.tokens.get(2);
      Token kv = l.tokens.get(3);
      if (!g.text.matches("[A-Za-z][A-Za-z0-9_-]*")) {
        error(l, g, "bad group name '" + g.text + "': expected a word, as in `state group hell "
            + "counter=3`");
        return;
      }
      int eq = kv.text.indexOf('=');
      String key = kv.text.substring(0, eq);
      String value = kv.text.substring(eq + 1);
      if (!key.matches("[a-z][a-z0-9_-]*") || !value.matches("-?[0-9]{1,9}")) {
        error(l, kv, "expected a group's attribute: key=n, a key in lower case and a whole "
            + "number, as in `state group hell counter=3`; got '" + kv.text + "'");
        return;
      }
      java.util.Map<String, java.util.Map<String, String>> groups =
          new java.util.TreeMap<>(start.groups());
      java.util.Map<String, String> held = new java.util.TreeMap<>(
          groups.getOrDefault(g.lower(), java.util.Map.of()));
      held.put(key, Integer.toString(Integer.parseInt(value)));
      groups.put(g.lower(), held);
      start = start.withGroups(groups);
    }

    /**
     * Replaces player {@code p} and his state in {@link #start}: in arrays of every player, made
     * into the state when it is next read whole ({@link #start()}), so that a file of many
     * {@code state} lines is not copied once per line.
     */
    private void set(int p, Player player, PlayerState state) {
      if (setPlayers == null) {
        setPlayers = start.players().toArray(new Player[0]);
        setStates = start.states().toArray(new PlayerState[0]);
      }
      setPlayers[p] = player;
      setStates[p] = state;
      players.get(player.name().toLowerCase(Locale.ROOT)).player = player;
      knownFamilies = null; // the families may change
    }

    /** {@return the start state, with every {@code state} line read so far} */
    private GameState start() {
      if (setPlayers != null) {
        start = start.with(Arrays.asList(setPlayers), Arrays.asList(setStates));
        setPlayers = null;
        setStates = null;
      }
      return start;
    }

    /** The number of living players in {@link #start}, as counted for {@link #counted}. */
    private int livingCounted;
    private GameState counted;

    /** {@return how many players the start state has alive; counted once per start state} */
    private int livingCount() {
      GameState s = start();
      if (s != counted) {
        livingCounted = s.living().size();
        counted = s;
      }
      return livingCounted;
    }

    /** {@return player {@code p} as the {@code state} lines read so far leave him} */
    private Player playerOf(int p) {
      return setPlayers != null ? setPlayers[p] : start.players().get(p);
    }

    /** {@return the state of player {@code p}, with the {@code state} lines read so far} */
    private PlayerState stateOf(int p) {
      return setStates != null ? setStates[p] : start.state(p);
    }

    private Declared knownPlayer(Line l, Token name) {
      Declared d = players.get(name.lower());
      if (d == null) {
        error(l, name, "unknown player '" + name.text + "'"
            + suggestion(name.text, players.values().stream().map(x -> x.name).collect(Collectors.toList())));
      }
      return d;
    }

    private Optional<StatusDefinition> knownStatus(Line l, Token name) {
      Optional<StatusDefinition> def = catalogue.status(name.text);
      if (def.isEmpty()) {
        error(l, name, "unknown status '" + name.text + "'; the rule set has "
            + catalogue.statuses().stream().map(StatusDefinition::name).collect(Collectors.joining(", "))
            + suggestion(name.text, catalogue.statuses().stream().map(StatusDefinition::name)
                .collect(Collectors.toList())));
      }
      return def;
    }

    private Optional<Phase> phase(Line l, Token t) {
      Optional<Phase> phase = Phase.parse(t.text);
      if (phase.isEmpty()) {
        error(l, t, "bad phase '" + t.text + "': expected N<n> (night n, from 1 to 999999) or D<n>"
            + " (day n, from 0 to 999999), e.g. N4");
      }
      return phase;
    }

    // ---- actions --------------------------------------------------------------------------

    /** Per-night counts for the use limits. */
    private final class Counts {
      final Map<String, Integer> perAbility = new LinkedHashMap<>();
      final Map<String, Integer> perPlayer = new LinkedHashMap<>();
      final Map<String, Integer> perFaction = new LinkedHashMap<>();
      final Map<String, Integer> perGame = new LinkedHashMap<>();
    }

    private Optional<Action> action(Line l, int index, Counts counts) {
      List<Token> t = new ArrayList<>(l.tokens);
      Token actorToken = t.get(0);
      OptionalInt order = OptionalInt.empty();
      Token last = t.get(t.size() - 1);
      if (last.text.startsWith("[")) {
        Matcher m = ORDER.matcher(last.text);
        if (!m.matches()) {
          error(l, last, "bad order override '" + last.text + "': expected a whole number from 0 "
              + "to 999999 in brackets, like [40]");
          return Optional.empty();
        }
        order = OptionalInt.of(Integer.parseInt(m.group(1)));
        t.remove(t.size() - 1);
      }
      Declared actor = players.get(actorToken.lower());
      if (actor == null) {
        if (!NAME.matcher(actorToken.text).matches()) {
          error(l, actorToken, "expected `player`, `scheme`, `option` or an action `<Actor> <verb> [<targets>]`, not '"
              + actorToken.text + "'");
        } else {
          error(l, actorToken, "unknown player '" + actorToken.text + "'"
              + suggestion(actorToken.text, players.values().stream().map(d -> d.name).collect(Collectors.toList()))
              + "; declare players with `player <Name> <alignment> <Role>`");
        }
        return Optional.empty();
      }
      if (t.size() < 2) {
        error(l, end(l), "missing verb: what does " + actor.name + " do? (e.g. `" + actor.name + " kill X`)");
        return Optional.empty();
      }
      Token verbToken = t.get(1);
      if (actor.player == null) {
        return Optional.empty(); // its player line has errors already reported
      }
      if (!living(actor)) {
        error(l, actorToken, actor.name + " is " + lifeText(actor.index) + ": the "
            + stateOf(actor.index).life().word() + " cannot act");
        return Optional.empty();
      }
      Optional<Ability> ability = ability(l, actor.player, verbToken);
      if (ability.isEmpty()) {
        return Optional.empty();
      }
      List<Role> roleArgs = new ArrayList<>(0);
      List<String> familyArgs = new ArrayList<>(0);
      List<String> targets = targets(l, actor.player, ability.get(), verbToken, t.subList(2, t.size()),
          roleArgs, familyArgs);
      if (targets == null) {
        return Optional.empty();
      }
      if (!limits(l, actor.player, ability.get(), actorToken, verbToken, counts)
          || !gameLimits(l, actor, ability.get(), verbToken, targets, counts)) {
        return Optional.empty();
      }
      return Optional.of(Action.builder().actor(actor.name).verb(ability.get().verb()).targets(targets)
          .roles(roleArgs).families(familyArgs).submissionIndex(index).orderOverride(order)
          .sourceLine(l.number).build());
    }

    /**
     * The player's ability that {@code verb} (lower case) names in an action line or a pin: his
     * own verb, {@code factionkill} for {@code mafiakill} (an alias everywhere, games.md section
     * 7), {@code strongkill} for the kill of a player whose kills are strong.
     */
    private static Optional<Ability> named(Player p, String verb) {
      Optional<Ability> own = p.ability(verb);
      if (own.isPresent()) {
        return own;
      }
      if (verb.equals("factionkill")) {
        Optional<Ability> kill = p.ability("mafiakill");
        if (kill.isPresent()) {
          return kill;
        }
      }
      if (verb.equals("strongkill") && p.has(Trait.STRONG_KILLS)) {
        return p.abilities().stream().filter(Ability::kills).findFirst();
      }
      return Optional.empty();
    }

    private Optional<Ability> ability(Line l, Player p, Token verbToken) {
      String verb = verbToken.lower();
      Optional<Ability> named = named(p, verb);
      if (named.isPresent()) {
        return named;
      }
      String roles = p.roles().stream().map(Role::name).collect(Collectors.joining("+"));
      List<String> verbs = p.abilities().stream().map(a -> "`" + a.verb() + "`").distinct()
          .collect(Collectors.toList());
      String can = verbs.isEmpty() ? roles + " has no night action" : pluralRole(p) + " can " + String.join(", ", verbs);
      boolean factionVerb = catalogue.factionAbilities().entrySet().stream()
          .anyMatch(e -> e.getValue().stream().anyMatch(a -> a.verb().equals(verb)));
      if (factionVerb) {
        String faction = catalogue.factionAbilities().entrySet().stream()
            .filter(e -> e.getValue().stream().anyMatch(a -> a.verb().equals(verb)))
            .map(Map.Entry::getKey).findFirst().orElse("?");
        error(l, verbToken, p.name() + " is " + p.alignment() + "; only " + faction + " members can `"
            + verb + "`");
      } else if (knownVerbs().contains(verb)) {
        error(l, verbToken, p.name() + " is " + article(roles) + roles + "; " + can + ", not `" + verb + "`");
      } else {
        error(l, verbToken, "unknown verb '" + verbToken.text + "'; " + p.name() + " is " + article(roles)
            + roles + ": " + can);
      }
      return Optional.empty();
    }

    /**
     * The families of the declared players ({@code family=Cohen}), each once, in order: made once
     * for all the lines that name a family, again only after a player changes.
     */
    private Map<String, String> families() {
      if (knownFamilies != null) {
        return knownFamilies;
      }
      Map<String, String> out = new LinkedHashMap<>(); // lower case to the first spelling
      for (Declared d : players.values()) {
        String f = d.player == null ? null : d.player.attributes().get("family");
        if (f != null) {
          out.putIfAbsent(f.toLowerCase(Locale.ROOT), f);
        }
      }
      knownFamilies = Collections.unmodifiableMap(out);
      return knownFamilies;
    }

    private List<String> targets(Line l, Player actor, Ability ability, Token verbToken, List<Token> args,
        List<Role> roleArgs, List<String> familyArgs) {
      List<String> targets = new ArrayList<>();
      List<String> signature = ability.signatureTokens();
      String usage = "`" + (ability.verb() + " " + ability.signature()).trim() + "`";
      // `redirect X to X` is a real play (X's actions turn on X); other repeats are typos
      boolean redirects = ability.components().stream().anyMatch(Component::isRedirect);
      for (int i = 0; i < signature.size(); i++) {
        String expected = signature.get(i);
        boolean param = Ability.isPlayerParam(expected);
        boolean roleParam = Ability.isRoleParam(expected);
        boolean familyParam = Ability.isFamilyParam(expected);
        if (i >= args.size()) {
          error(l, end(l), "missing " + (param ? "target" : roleParam ? "role" : familyParam
              ? "family" : "`" + expected + "`") + ": expected " + usage);
          return null;
        }
        Token arg = args.get(i);
        if (familyParam) { // a family, the attribute family=<Name> of some player
          String family = families().get(arg.text.toLowerCase(Locale.ROOT)); // one look-up
          if (family == null) {
            List<String> families = List.copyOf(families().values());
            error(l, arg, "unknown family '" + arg.text + "': `" + ability.verb() + "` takes a "
                + "family here (" + usage + "), the attribute family=<Name> of a player"
                + (families.isEmpty() ? " (no player has one)" : suggestion(arg.text, families)
                    + "; families: " + String.join(", ", families)));
            return null;
          }
          familyArgs.add(family);
          continue;
        }
        if (roleParam) { // a role of the rule set, by its name or an alias
          Optional<Role> role = role(arg.text);
          if (role.isEmpty()) {
            error(l, arg, "unknown role '" + arg.text + "': `" + ability.verb() + "` takes a role "
                + "of the rule set here (" + usage + ")"
                + suggestion(arg.text, catalogue.roles().stream().map(Role::name)
                    .collect(Collectors.toList())));
            return null;
          }
          roleArgs.add(role.get());
          continue;
        }
        if (!param) {
          if (!arg.lower().equals(expected)) {
            error(l, arg, "expected `" + expected + "` here: " + usage);
            return null;
          }
          continue;
        }
        Declared target = players.get(arg.lower());
        if (target == null) {
          error(l, arg, "unknown player '" + arg.text + "'"
              + suggestion(arg.text, players.values().stream().map(d -> d.name).collect(Collectors.toList())));
          return null;
        }
        if (!living(target)) {
          error(l, arg, target.name + " is " + lifeText(target.index) + " and cannot be targeted");
          return null;
        }
        if (sameName(target.name, actor.name()) && ability.notSelf()) {
          error(l, arg, actor.name() + " cannot target themself: `" + ability.verb()
              + "` is not-self");
          return null;
        }
        if (sameName(target.name, actor.name()) && !options.selfTargetAllowed()
            && ability.selfUses().isEmpty()) {
          error(l, arg, actor.name() + " cannot target themself: self-targeting is forbidden "
              + "(RAR's default ruling; `option self-target allowed` permits it)");
          return null;
        }
        if ((!redirects || ability.distinctTargets())
            && targets.stream().anyMatch(x -> sameName(x, target.name))) {
          error(l, arg, target.name + " is named twice: " + usage + " needs different players");
          return null;
        }
        targets.add(target.name);
      }
      if (args.size() > signature.size()) {
        error(l, args.get(signature.size()), "too many arguments: expected " + usage);
        return null;
      }
      return targets;
    }

    /** Whether the player is alive at the start of the night (unknown while the setup has errors). */
    private boolean living(Declared d) {
      return start == null || stateOf(d.index).living();
    }

    /** "dead since N1", "exiled", ...: how a player left the game, for messages. */
    private String lifeText(int p) {
      PlayerState ps = stateOf(p);
      return ps.life().word() + ps.since().map(ph -> " since " + (ph.day() ? "day " : "night ")
          + ph.number()).orElse("");
    }

    /**
     * The per-game limits of the state ({@code games.md} section 2.2): uses left of the ability
     * and of its self quota, counting tonight's earlier lines.
     */
    private boolean gameLimits(Line l, Declared actor, Ability ability, Token verbToken,
        List<String> targets, Counts counts) {
      if (start == null) {
        return true; // the setup has errors: its state is unknown
      }
      PlayerState ps = stateOf(actor.index);
      String who = actor.name.toLowerCase(Locale.ROOT);
      if (!ability.allowedOn(start.night())) {
        int from = ability.fromNight().orElse(1);
        int until = ability.untilNight().orElse(Integer.MAX_VALUE);
        error(l, verbToken, "`" + ability.verb() + "` may be used "
            + (until == Integer.MAX_VALUE ? "from night " + from + " on"
                : until == from ? "on night " + from + " only" : "on nights " + from + " to "
                    + until) + " (its limit: " + ability.nightsLimit().orElseThrow()
            + "); this is night " + start.night());
        return false;
      }
      for (org.nightres.core.component.Condition w : ability.when()) {
        if (w.param() < targets.size() && !meets(w, targets.get(w.param()))) {
          String name = targets.get(w.param());
          Token at = l.tokens.stream().skip(2).filter(x -> sameName(x.text, name))
              .findFirst().orElse(verbToken);
          error(l, at, name + " is not a valid target of `"
              + ability.verb() + "`: its limit says when " + w);
          return false;
        }
      }
      Integer left = ps.uses().get(ability.verb());
      if (left == null && ability.uses().isPresent()) {
        left = ability.uses().getAsInt();
      }
      int used = counts.perGame.merge(who + " " + ability.verb(), 1, Integer::sum);
      if (left != null && used > left) {
        error(l, verbToken, actor.name + " has " + (left == 0 ? "no uses" : "only " + left
            + (left == 1 ? " use" : " uses")) + " of `" + ability.verb() + "` left"
            + (used > 1 ? " (this is tonight's use " + used + ")" : ""));
        return false;
      }
      if (ability.keepsLastUse() && !succession(l, actor, ps, ability, verbToken, targets)) {
        return false;
      }
      boolean self = targets.stream().anyMatch(t -> sameName(t, actor.name)); // any
      // player parameter aimed at its actor makes a self-targeted use
      if (self) {
        String key = ability.verb() + ":self";
        Integer quota = ps.uses().get(key);
        if (quota == null && ability.selfUses().isPresent()) {
          quota = ability.selfUses().getAsInt();
        }
        int usedSelf = counts.perGame.merge(who + " " + key, 1, Integer::sum);
        if (quota != null && usedSelf > quota) {
          error(l, verbToken, actor.name + " has " + (quota == 0 ? "no" : "only " + quota)
              + " self-targeted " + (quota == 1 ? "use" : "uses") + " of `" + ability.verb() + "` left");
          return false;
        }
      }
      return true;
    }

    /** Whether the player named {@code target} meets condition {@code w} tonight. */
    private boolean meets(org.nightres.core.component.Condition w, String target) {
      Declared d = players.get(target.toLowerCase(Locale.ROOT));
      if (d == null || d.player == null) {
        return true; // reported elsewhere
      }
      return w.holds(d.player);
    }

    /** {@code no-succession} and {@code no-repeat-target}, against the last use in the state. */
    private boolean succession(Line l, Declared actor, PlayerState ps, Ability ability,
        Token verbToken, List<String> targets) {
      Optional<LastUse> last = ps.last().stream()
          .filter(u -> u.verb().equals(ability.verb())).findFirst();
      boolean lastNight = last.isPresent() && start.night() > 1
          && last.get().phase().equals(Phase.night(start.night() - 1));
      if (lastNight && ability.noSuccession()) {
        error(l, verbToken, actor.name + " used `" + ability.verb() + "` last night: it is "
            + "no-succession");
        return false;
      }
      String first = targets.isEmpty() ? actor.name : targets.get(0);
      if (lastNight && ability.noRepeatTarget() && sameName(last.get().target(), first)) {
        error(l, verbToken, actor.name + " aimed `" + ability.verb() + "` at " + first
            + " last night: it is no-repeat-target");
        return false;
      }
      return true;
    }

    private boolean limits(Line l, Player p, Ability ability, Token actorToken, Token verbToken, Counts counts) {
      String who = p.name().toLowerCase(Locale.ROOT);
      int perAbility = counts.perAbility.merge(who + " " + ability.verb(), 1, Integer::sum);
      if (options.usesPerAbility().isPresent() && perAbility > options.usesPerAbility().getAsInt()
          && ability.perFaction().isEmpty() // a faction's lines: any member may submit them
          && ability.perNight().isEmpty() && ability.perNightEven().isEmpty()) { // the
        // ability's own per-night limit decides
        error(l, verbToken, p.name() + " uses `" + ability.verb() + "` more than "
            + times(options.usesPerAbility().getAsInt()) + " tonight (option uses-per-ability "
            + options.usesPerAbility().getAsInt() + ")");
        return false;
      }
      int night = start == null ? 1 : start.night();
      OptionalInt perNight = ability.perNightIn(players.size(),
          start == null ? players.size() : livingCount(), night);
      if (perNight.isPresent() && perAbility > perNight.getAsInt()) {
        error(l, verbToken, p.name() + " uses `" + ability.verb() + "` more than "
            + times(perNight.getAsInt()) + " tonight (its limit: "
            + (night % 2 == 0 && ability.perNightEven().isPresent() ? "per-night-even "
                + perNight.getAsInt() + " on an even night" : "per-night "
                + ability.perNight().filter(c -> !c.constant())
                    .map(c -> c + ", " + perNight.getAsInt() + " tonight")
                    .orElse("" + perNight.getAsInt())) + ")");
        return false;
      }
      if (ability.perFaction().isPresent()) {
        int n = counts.perFaction.merge(p.alignment() + " " + ability.verb(), 1, Integer::sum);
        int living = start == null ? players.size() : livingCount();
        int limit = ability.perFaction().get().of(players.size(), living);
        if (n > limit && !ability.perFactionExact()) { // an exact count: checked per night, at
          // its first line (games.md section 6)
          error(l, verbToken, "the " + p.alignment() + " players use `" + ability.verb()
              + "` more than " + times(limit) + " tonight (its limit: per-faction "
              + (ability.perFactionExact() ? "exactly " : "") + ability.perFaction().get() + (ability.perFaction().get().constant() ? ""
                  : ", with " + living + " living") + ")");
          return false;
        }
      }
      int perPlayer = counts.perPlayer.merge(who, 1, Integer::sum);
      if (options.actionsPerPlayer().isPresent() && perPlayer > options.actionsPerPlayer().getAsInt()) {
        error(l, actorToken, p.name() + " submits more than " + options.actionsPerPlayer().getAsInt()
            + " action(s) tonight (option actions-per-player " + options.actionsPerPlayer().getAsInt() + ")");
        return false;
      }
      if (p.factionAbilities().contains(ability) && !p.roles().stream().anyMatch(r -> r.abilities().contains(ability))) {
        int perFaction = counts.perFaction.merge(p.alignment(), 1, Integer::sum);
        if (perFaction > options.factionalKills()) {
          error(l, verbToken, "the " + p.alignment() + " faction already used its "
              + (options.factionalKills() == 1 ? "factional kill" : options.factionalKills() + " factional kills")
              + " tonight (option factional-kills " + options.factionalKills() + ")");
          return false;
        }
      }
      return true;
    }

    // ---- helpers ----------------------------------------------------------------------------

    private boolean arity(Line l, int size, String usage) {
      if (l.tokens.size() < size) {
        error(l, end(l), "missing argument: expected " + usage);
        return false;
      }
      if (l.tokens.size() > size) {
        error(l, l.tokens.get(size), "unexpected '" + l.tokens.get(size).text + "': expected " + usage);
        return false;
      }
      return true;
    }

    private List<Diagnostic> sorted(List<Diagnostic> ds) {
      List<Diagnostic> out = new ArrayList<>(ds);
      out.sort(Comparator.comparingInt(Diagnostic::line).thenComparingInt(Diagnostic::column));
      return out;
    }

    private Token end(Line l) {
      Token lastToken = l.tokens.get(l.tokens.size() - 1);
      return new Token("", lastToken.column + lastToken.text.length() + 1);
    }

    private void error(Line l, Token at, String message) {
      diagnostics.add(new Diagnostic(file, l.number, at.column, message, l.text));
    }

    private List<String> knownVerbs() {
      List<String> verbs = new ArrayList<>();
      catalogue.roles().forEach(r -> r.abilities().forEach(a -> verbs.add(a.verb())));
      catalogue.factionAbilities().values().forEach(as -> as.forEach(a -> verbs.add(a.verb())));
      return verbs;
    }
  }

  private static List<Token> tokenize(String content) {
    List<Token> tokens = new ArrayList<>();
    int i = 0;
    int n = content.length();
    while (i < n) {
      while (i < n && Character.isWhitespace(content.charAt(i))) {
        i++;
      }
      int start = i;
      while (i < n && !Character.isWhitespace(content.charAt(i))) {
        i++;
      }
      if (i > start) {
        tokens.add(new Token(content.substring(start, i), start + 1));
      }
    }
    return tokens;
  }

  private static String pluralRole(Player p) {
    if (p.roles().size() == 1) {
      return English.plural(p.roles().get(0).name());
    }
    return "they";
  }

  private static String article(String word) {
    return "AEIOU".indexOf(Character.toUpperCase(word.charAt(0))) >= 0 ? "an " : "a ";
  }

  private static String times(int n) {
    return n == 1 ? "once" : n + " times";
  }

  /** "; did you mean 'X'?" for the closest candidate within a small edit distance, else "". */
  static String suggestion(String word, List<String> candidates) {
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    String w = word.toLowerCase(Locale.ROOT);
    for (String c : candidates) {
      int d = distance(w, c.toLowerCase(Locale.ROOT));
      if (d < bestDistance) {
        bestDistance = d;
        best = c;
      }
    }
    return best != null && bestDistance <= Math.max(1, w.length() / 3) ? "; did you mean '" + best + "'?" : "";
  }

  private static int distance(String a, String b) {
    if (Math.abs(a.length() - b.length()) > 3 || a.length() > 64 || b.length() > 64) {
      return Integer.MAX_VALUE;
    }
    int[] prev = new int[b.length() + 1];
    int[] cur = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      prev[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      cur[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
      }
      int[] tmp = prev;
      prev = cur;
      cur = tmp;
    }
    return prev[b.length()];
  }
}
