package org.nightres.core.format;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Component;
import org.nightres.core.component.Condition;
import org.nightres.core.component.ContradictingTraits;
import org.nightres.core.component.Premise;
import org.nightres.core.component.Count;
import org.nightres.core.component.DisguiseStrength;
import org.nightres.core.component.GameValue;
import org.nightres.core.component.ImmutableAbility;
import org.nightres.core.component.KillClass;
import org.nightres.core.component.Modifier;
import org.nightres.core.component.PlayerFilter;
import org.nightres.core.component.Ref;
import org.nightres.core.component.ResultKind;
import org.nightres.core.component.Role;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.component.StateChange;
import org.nightres.core.component.StatusDefinition;
import org.nightres.core.component.Trait;

/**
 * The roles language ({@code docs/roles-language.md}; {@code seed-vocabulary.md} section 6):
 * {@code role}, {@code modifier}, {@code ability}, {@code passive}, {@code trigger}, {@code
 * status} and {@code include} statements, one per line, read into a {@link RoleCatalogue}.
 *
 * <p>Never throws on any input: every problem is a {@link Diagnostic} with its file, line and
 * column. A construct of the language that nightres cannot resolve yet (a component, parameter,
 * selector, limit or flag of the seeds still to come) is an error that says so, never ignored.
 * Thread-safe: each call parses on its own.
 */
public final class RulesParser {
  private static final Pattern NAME = Pattern.compile("[A-Z][A-Za-z0-9]*");
  private static final Pattern ALIGNMENT = Pattern.compile("[a-z][a-z0-9-]*");
  private static final Pattern VERB = Pattern.compile("[a-z][a-z0-9-]*");
  /** A word of an ability's line between its parameters ({@code to}): letters only. */
  private static final Pattern KEYWORD = Pattern.compile("[a-z]+");
  /**
   * A placeholder in a text: a selector in braces ({@code {X}}, {@code {stored(target)}}); braces
   * around blanks too ({@code {the self}}), which name nothing: an error, never told as written.
   */
  private static final Pattern PLACEHOLDER = Pattern.compile("\\{([^{}\"]*)\\}");
  /** A fact about a player in a placeholder, its word in any case: {@code role(X)}. */
  private static final Pattern FACT_PLACEHOLDER = Pattern.compile(
      "(role|original-role|alignment|category|class|attr:[a-z][a-z0-9_-]*)\\((.*)\\)",
      Pattern.CASE_INSENSITIVE);
  private static final Pattern TAG = Pattern.compile("[a-z][a-z0-9-]*");
  private static final Pattern NUMBER = Pattern.compile("[0-9]{1,6}");
  /** A duration of nights or days from tonight: {@code N+1}, {@code D+1}, in any case. */
  private static final Pattern DURATION =
      Pattern.compile("([ND])\\+([0-9]{1,3})", Pattern.CASE_INSENSITIVE);
  private static final String PARAMS = "XYZUVW";
  /** The alignments night-format.md names: an owner of these is never a role's. */
  private static final Set<String> KNOWN_ALIGNMENTS = Set.of("town", "mafia", "cult");
  /** Statement words: a role, modifier or status may not be named after them. */
  static final List<String> STATEMENTS = List.of("role", "modifier", "ability", "passive",
      "trigger", "status", "include", "scheme", "option");

  /** Components of the language that nightres does not resolve yet (the roles issue, item 3). */
  private static final List<String> NOT_YET =
      List.of("crime", "pending");
  private static final List<String> COMPONENTS = List.of("kill", "result", "recruit", "fruit",
      "notify", "visit", "protect", "block", "redirect", "swap", "untargetable", "guard",
      "absent", "status", "clear", "role", "inform", "announce", "attr", "link", "deflect",
      "disguise", "remember", "cancel");
  private static final List<String> LIMITS = List.of("order", "timing", "uses", "uses-self",
      "per-night", "per-night-even", "per-faction", "nights", "when", "distinct", "not-self", "no-succession",
      "no-repeat-target", "spend", "suborder", "if");
  /**
   * WWR timings as SNARF order values ({@code seed-vocabulary.md} §4.3): {@code [timing t]} is
   * {@code [order n]}.
   */
  private static final Map<String, Integer> TIMINGS = timings();
  /** Limits with a number after them. */
  private static final List<String> COUNTED =
      List.of("order", "uses", "uses-self", "per-night", "per-night-even", "nights");
  private static final List<String> FLAGS =
      List.of("unblockable", "untrackable", "direct", "survives-death", "visitless", "forced");
  /** A feedback by chance: {@code 50%:Citizen}, one of {@code |}-joined parts. */
  private static final Pattern CHANCE =
      Pattern.compile("([0-9]{1,3})%:([A-Za-z0-9][A-Za-z0-9_-]*|\"[^\"|]*[^\"|\\s][^\"|]*\")");
  /** The flags every passive and trigger has already: a trigger may say them. */
  private static final List<String> PASSIVE_FLAGS =
      List.of("unblockable", "untrackable", "survives-death");
  /** The components that only happen at the end of the night (a trigger's or reaction's). */
  private static final List<String> END_OF_NIGHT = List.of("kill", "result", "recruit", "fruit", "notify",
      "status", "clear", "role", "inform", "announce", "attr", "link", "remember");
  private static final List<String> RANKS =
      java.util.Arrays.stream(Component.Protect.Rank.values()).map(Component.Protect.Rank::word)
          .toList();
  /** The names of a trigger's (or a reaction's) subject, and what each means. */
  private static final Map<String, String> SUBJECT_MEANING = Map.of(
      "visitor", "the visitor of a 'visited' trigger or the redirected actor of a 'redirect' "
          + "trigger, and only there",
      "attacker", "the attacker in a death, killed or defense trigger or a protection's react=, "
          + "and only there",
      "actor", "the player whose action sets off a trigger (its visitor or attacker), and only "
          + "in a visited, death, killed or defense trigger or a protection's react=",
      "target", "the player an action trigger's action landed on, and only there",
      "dead", "the player who died, in a death(all) trigger, and only there");
  private static final java.util.Set<String> SUBJECTS = SUBJECT_MEANING.keySet();

  /** Why {@code n} after limit {@code limit} is not a {@link #NUMBER}: too long, or no number. */
  private static String notANumber(String limit, String n) {
    return n.matches("[0-9]+") ? "the number after '" + limit + "' is out of range: " + n
        + " (from 0 to 999999)" : "expected a number after '" + limit + "', got '" + n + "'";
  }

  /**
   * Where effects are written, which decides what they may say: the name of the subject they
   * may aim at (a trigger's visitor or attacker; null: none), whether they belong to a passive
   * (which may hold limited protections), whether only end-of-night effects are allowed, and
   * what to call the place in a message.
   */
  private record Where(String subject, boolean passive, boolean endOfNightOnly, String what,
      boolean cancels) {
    static final Where ABILITY = new Where(null, false, false, "an ability");
    static final Where PASSIVE = new Where(null, true, false, "a passive");
    static final Where STATUS = new Where(null, false, false, "a status");
    static final Where REACT = new Where("attacker", false, true, "a protection's react=");

    Where(String subject, boolean passive, boolean endOfNightOnly, String what) {
      this(subject, passive, endOfNightOnly, what, false);
    }

    /** {@code stored}: the trigger is about a stored target's visits, not its holder's. */
    static Where trigger(Component.Event event, boolean stored) {
      return switch (event) {
        case ON_VISITED -> new Where("visitor", true, false, "a visited trigger", !stored);
        case ON_DEATH, ON_KILLED -> new Where("attacker", true, true,
            "a " + event.word() + " trigger");
        case ON_DEFENSE -> new Where("attacker", true, true, "a defense trigger");
        case ON_ACTION -> new Where("target", true, true, "an action trigger");
        case ON_REDIRECT -> new Where("visitor", true, true, "a redirect trigger");
        case ON_ANY_DEATH -> new Where("dead", true, true, "a death(all) trigger");
      };
    }
  }

  private static Optional<Component.Protect.Rank> rank(String word) {
    return java.util.Arrays.stream(Component.Protect.Rank.values())
        .filter(r -> r.word().equals(word)).findFirst();
  }

  private RulesParser() {}

  private static Map<String, Integer> timings() {
    Map<String, Integer> t = new LinkedHashMap<>();
    t.put("passive-start-night", 0);
    t.put("start-night", 5);
    t.put("immediate-night", 10);
    t.put("fourth-pre-end-night", 150);
    t.put("third-pre-end-night", 160);
    t.put("second-pre-end-night", 170);
    t.put("pre-end-night", 180);
    t.put("end-night", 190);
    t.put("passive-end-night", 200);
    return java.util.Collections.unmodifiableMap(t);
  }

  /**
   * Reads a rule set from text: the statements add to {@code base} (a name {@code base} already
   * defines is an error, except a status, which replaces the bundled one). {@code include} lines
   * are resolved by {@code includes} (a path as written, relative to nothing); pass {@code p ->
   * Optional.empty()} for text that may not include.
   *
   * @param fileName the name diagnostics give the text
   * @param text the rule set's statements
   * @param base the rule set they add to
   * @param includes reads an included file by its path as written
   * @return the rule set, or the diagnostics
   */
  public static RulesResult parse(String fileName, String text, RoleCatalogue base,
      Function<String, Optional<Source>> includes) {
    return parseRelative(fileName, text, base, (from, path) -> includes.apply(path));
  }

  /** As above, with includes resolved from the including file's name and the path written. */
  static RulesResult parseRelative(String fileName, String text, RoleCatalogue base,
      BiFunction<String, String, Optional<Source>> includes) {
    Session session = new Session();
    return session.checked(parseRelative(fileName, text, base, includes, session));
  }

  /**
   * As above, as one part of a game's rules read in {@code session} (a night file's {@code rules}
   * file, then its own statements): a file the session has read already is not read again, and
   * the tags named are checked by {@link Session#unknownTags} once the whole rule set is read.
   */
  static RulesResult parseRelative(String fileName, String text, RoleCatalogue base,
      BiFunction<String, String, Optional<Source>> includes, Session session) {
    Run run = new Run(base, includes, session);
    try {
      run.file(fileName, text, new LinkedHashSet<>());
      run.flushWwr(new LinkedHashSet<>());
      return run.result();
    } catch (RuntimeException e) { // a bug of ours: still a diagnostic, never a stack trace
      return new RulesResult(Optional.empty(), List.of(
          Diagnostic.bug(fileName, "the rules", e)));
    }
  }

  /**
   * Reads a rule-set file from disk; its {@code include} lines are relative to the including
   * file. Missing or unreadable files are diagnostics.
   *
   * @param file the rule-set file
   * @param base the rule set it adds to
   * @return the rule set, or the diagnostics
   */
  public static RulesResult parse(Path file, RoleCatalogue base) {
    Optional<Source> first = read(file);
    if (first.isEmpty()) {
      return new RulesResult(Optional.empty(), List.of(new Diagnostic(file.toString(), 1, 1,
          "cannot read the rules file " + file + unreadable(file).map(w -> ": " + w)
              .orElse(""), "")));
    }
    if (first.get().wwr()) { // a WWR role book read as a rule set of its own
      Session session = new Session();
      Run run = new Run(base, RulesParser::relative, session);
      try {
        Set<String> reading = new LinkedHashSet<>();
        reading.add(first.get().name());
        run.wwr(first.get(), reading);
        return session.checked(run.result());
      } catch (RuntimeException e) { // a bug of ours: still a diagnostic, never a stack trace
        return new RulesResult(Optional.empty(), List.of(
            Diagnostic.bug(file.toString(), "the rules", e)));
      }
    }
    return parseRelative(first.get().name(), first.get().text(), base, RulesParser::relative);
  }

  /**
   * A text to read and the name it is reported under (a path for included files); a directory
   * (a WWR role book kept as one file per role) is a source with no text and its files.
   *
   * @param name the path or name it is reported under
   * @param text the text ("" for a directory)
   * @param files a directory's files, in path order (empty for a file)
   */
  public record Source(String name, String text, List<Source> files) {
    /**
     * A source of these parts, its files copied.
     *
     * @param name the path or name it is reported under
     * @param text the text ("" for a directory)
     * @param files a directory's files, in path order (empty for a file)
     */
    public Source {
      files = List.copyOf(files);
    }

    /**
     * A file.
     *
     * @param name the path or name it is reported under
     * @param text its text
     */
    public Source(String name, String text) {
      this(name, text, List.of());
    }

    /** Whether it is a WWR role book: a directory, or a file in the WWR notation. */
    boolean wwr() {
      return !files.isEmpty() || !name.endsWith(".roles") && !name.endsWith(".night")
          && WwrBook.looksLike(text);
    }
  }

  /** The file {@code path} names, relative to the file named {@code from}. */
  static Optional<Source> relative(String from, String path) {
    return read(resolve(from, path));
  }

  /** The file {@code path} names, relative to the file {@code from}. */
  private static Path resolve(String from, String path) {
    Path parent = Path.of(from).toAbsolutePath().getParent();
    return parent == null ? Path.of(path) : parent.resolve(path).normalize();
  }

  /**
   * {@return why the file {@code path} names relative to the file {@code from} cannot be read,
   * when it is on disk and cannot be ({@code permission denied}); else empty (a path that names
   * nothing there, or one a server resolves itself)}
   *
   * @param from the including file's name
   * @param path the path as written
   */
  static Optional<String> unreadable(String from, String path) {
    try {
      return unreadable(resolve(from, path));
    } catch (RuntimeException e) { // not a path of this file system
      return Optional.empty();
    }
  }

  /** As above, for the file or book folder {@code p}. */
  private static Optional<String> unreadable(Path p) {
    try {
      if (Files.isDirectory(p)) { // a book folder: its first file that cannot be read, and why
        Path root = p.toRealPath();
        for (Path f : folderFiles(root)) {
          Optional<String> why = Inputs.unreadable(f);
          if (why.isPresent()) {
            return Optional.of(root.relativize(f) + ": " + why.get());
          }
        }
        return Optional.empty();
      }
      return Inputs.unreadable(p);
    } catch (java.io.IOException | RuntimeException e) { // a folder that cannot be walked
      return Optional.empty();
    }
  }

  /**
   * The files a folder {@code root} holds as a book, in path order: regular files, none under a
   * name starting with a dot, at most {@link #MAX_FILES}.
   */
  private static List<Path> folderFiles(Path root) throws java.io.IOException {
    try (java.util.stream.Stream<Path> walk = Files.walk(root)) {
      return walk.filter(Files::isRegularFile)
          .filter(p -> root.relativize(p).toString().chars().noneMatch(ch -> ch == 0)
              && java.util.stream.StreamSupport.stream(root.relativize(p).spliterator(), false)
                  .noneMatch(part -> part.toString().startsWith(".")))
          .sorted().limit(MAX_FILES).toList();
    }
  }

  /** How deeply components may nest in one another ({@code if(...)} in {@code if(...)}). */
  static final int MAX_NESTING = 64;

  /** How many files of a directory are read at most. */
  static final int MAX_FILES = 10_000;

  static Optional<Source> read(Path file) {
    if (Files.isDirectory(file)) {
      // a symbolic link to a folder is read as the folder (Files.walk would not enter it)
      Path root;
      try {
        root = file.toRealPath();
      } catch (java.io.IOException | RuntimeException e) {
        return Optional.empty();
      }
      try {
        List<Source> files = new ArrayList<>();
        for (Path p : folderFiles(root)) {
          Optional<Source> f = read(p);
          if (f.isEmpty()) { // a file of the book that cannot be read: never left out silently
            return Optional.empty();
          }
          files.add(f.get());
        }
        return files.isEmpty() ? Optional.empty()
            : Optional.of(new Source(file.toString(), "", files));
      } catch (java.io.IOException | RuntimeException e) {
        return Optional.empty();
      }
    }
    try {
      return Optional.of(new Source(file.toString(),
          new String(Inputs.read(file), StandardCharsets.UTF_8)));
    } catch (java.io.IOException | RuntimeException e) {
      return Optional.empty();
    }
  }

  // ---- a game's rules ---------------------------------------------------------------------

  /**
   * The reading of one game's rules, over the rule-set texts it reads (a night file's {@code
   * rules} file and its own statements are two): the files and books read, by real path, so that
   * one included again is read once (a book folder's files one by one: {@link #unread}); and the
   * tags the filters name, checked once every rule is known ({@link #unknownTags}), so that a
   * tag an ability of a later file has counts.
   */
  static final class Session {
    /** The words every rule set knows: the ability types, their subtypes, release. */
    private static final List<String> TYPE_WORDS = typeWords();
    /**
     * The standard set's tags, which bundled statuses name too ({@code Injured}), and the seed's
     * words for what nightres does not resolve at night, which its examples spare ({@code
     * seed-vocabulary.md} §3.1: {@code except=vote|item}).
     */
    private static final List<String> STANDARD_TAGS = List.of("kill", "factionkill", "vote",
        "item");

    /**
     * Each file or book read, by its real path: where it was first read ({@code FILE:LINE}); a
     * folder's files too, each where the folder was.
     */
    private final Map<String, String> read = new java.util.HashMap<>();
    /** Each tag a filter names, where (a tag named twice at one place is one). */
    private final Set<TagUse> uses = new LinkedHashSet<>();
    /** Each verb a {@code {forced, unless=...}} names, where (as a tag's use). */
    private final Set<TagUse> unlessVerbs = new LinkedHashSet<>();
    /**
     * Where each {@code status(..., until=phase)} read is written, by its change (the very
     * object the rule set holds): a diagnostic without a message at its {@code until=} (at its
     * line, for a WWR book's), for a refusal of it to be reported there ({@link GameScript#play}).
     */
    final Map<StateChange, Diagnostic> tonightOnly = new java.util.IdentityHashMap<>();

    /**
     * A tag a filter names, and where (a diagnostic without a message: the tag's column, or a
     * WWR book's line), with what the warning adds after its message.
     */
    private record TagUse(String tag, Diagnostic at, String suffix) {}

    private static List<String> typeWords() {
      List<String> out = new ArrayList<>();
      for (org.nightres.core.component.AbilityType t
          : org.nightres.core.component.AbilityType.values()) {
        out.add(t.word());
      }
      out.addAll(new TreeSet<>(org.nightres.core.component.AbilityType.SUBTYPES));
      out.add(org.nightres.core.component.AbilityType.RELEASE);
      return List.copyOf(out);
    }

    /**
     * Notes that {@code src} is read, named at {@code file}:{@code line}; answers where it was
     * read before (then it is not read again), or null.
     */
    String readBefore(Source src, String file, int line) {
      return read.putIfAbsent(identity(src), file + ":" + line);
    }

    /**
     * Where the game's rules set their scheme and each option ({@code FILE:LINE}, by {@code
     * scheme} or the option's name): a file of the rules that gives one another value is an error.
     */
    private final Map<String, String> settingAt = new java.util.HashMap<>();
    /** Where the settings of a rule set read outside this session stand (a bundled one's). */
    private String baseAt = "the rule set these rules add to";
    /**
     * The lower-case owners of faction abilities ({@code sniper.aim}) where written, in every
     * part of the game's rules (a {@code rules} file, then the night's own statements): one that
     * is also a role's name, of an alignment no role has, is an error once every line of the part
     * that reads last is read, as the roles of every part are known then.
     */
    private final List<OwnerAt> alignmentOwners = new ArrayList<>();

    /**
     * Notes that the rule set the session's first rules add to (a bundled one) is chosen at
     * {@code at}: its {@code scheme} and {@code option} settings are fixed there, and an included
     * file that says otherwise is an error naming it ({@code games.md} section 3: an include adds
     * roles to the chosen rule set).
     */
    void baseAt(String at) {
      baseAt = at;
    }

    /**
     * {@return where the game's rules set the scheme ({@code "scheme"}) or an option (its name):
     * {@code FILE:LINE}, or the rule set chosen; null if no line of them does}
     *
     * @param key {@code scheme} or an option's name
     */
    String settingAt(String key) {
      return settingAt.get(key);
    }

    /**
     * Notes that the files of folder {@code src}, named at {@code file}:{@code line}, are read,
     * but for those read before (by real path: one of the book included on its own, or through
     * another folder), as the read-once rule reads every file once and not only every include
     * target; answers the folder with only the others, and puts each one left out, by its name in
     * the folder, with where it was read, into {@code skipped}. A file of the folder included
     * after it finds it read through {@link #readBefore}. A folder that reads nothing is not
     * noted as read (as {@link #readBefore} noted it), so that an include of it again names where
     * its files were read, not an include that read nothing.
     */
    Source unread(Source src, String file, int line, Map<String, String> skipped) {
      String folder = identity(src);
      List<Source> left = new ArrayList<>();
      for (Source f : src.files()) {
        String before = read.putIfAbsent(identity(f), file + ":" + line);
        if (before == null) {
          left.add(f);
        } else {
          skipped.put(inFolder(f.name(), src.name(), folder), before);
        }
      }
      if (left.isEmpty()) {
        read.remove(folder);
      }
      return left.size() == src.files().size() ? src : new Source(src.name(), "", left);
    }

    /** A folder's file's name relative to the folder, when it is under its name or real path. */
    private static String inFolder(String name, String... folders) {
      for (String folder : folders) {
        int n = folder.endsWith("/") || folder.endsWith(java.io.File.separator)
            ? folder.length() : folder.length() + 1;
        if (name.length() > n && name.startsWith(folder) && (name.charAt(n - 1) == '/'
            || name.charAt(n - 1) == java.io.File.separatorChar)) {
          return name.substring(n);
        }
      }
      return name;
    }

    /** The real path of a file or folder on disk; else (a server's source) its name. */
    private static String identity(Source src) {
      try {
        Path p = Path.of(src.name());
        return Files.exists(p) ? p.toRealPath().toString() : src.name();
      } catch (java.io.IOException | RuntimeException e) {
        return src.name();
      }
    }

    /** {@code result} with the warnings of {@link #unknownTags} when it is a rule set. */
    RulesResult checked(RulesResult result) {
      if (!result.ok() || uses.isEmpty() && unlessVerbs.isEmpty()) {
        return result;
      }
      List<Diagnostic> warnings = new ArrayList<>(result.warnings());
      warnings.addAll(unknownTags(result.catalogue().orElseThrow()));
      warnings.addAll(unknownVerbs(result.catalogue().orElseThrow()));
      return new RulesResult(result.catalogue(), List.of(), warnings, result.wwrLines());
    }

    /**
     * {@return a warning at each verb an {@code unless=} names that no ability of {@code
     * catalogue} has (a role's or an alignment's)} Not an error, as an unknown tag: the ability
     * may be meant for another file; but such a line spares the automatic use of nothing.
     *
     * @param catalogue the whole rule set of the game
     */
    List<Diagnostic> unknownVerbs(RoleCatalogue catalogue) {
      if (unlessVerbs.isEmpty()) {
        return List.of();
      }
      Set<String> verbs = new TreeSet<>();
      catalogue.roles().forEach(r -> r.abilities().forEach(a -> verbs.add(a.verb())));
      catalogue.factionAbilities().values().forEach(as -> as.forEach(a -> verbs.add(a.verb())));
      List<Diagnostic> out = new ArrayList<>();
      for (TagUse u : unlessVerbs) {
        if (!verbs.contains(u.tag())) {
          Diagnostic at = u.at();
          out.add(new Diagnostic(at.file(), at.line(), at.column(), "no ability of the rule set "
              + "has the verb '" + u.tag() + "' that unless= names, so no line of it spares the "
              + "automatic use" + NightParser.suggestion(u.tag(), List.copyOf(verbs)),
              at.lineText()));
        }
      }
      return out;
    }

    /**
     * {@return a warning at each tag a filter names ({@code only=}, {@code except=}, {@code
     * spare=}, {@code protect(from=tag:...)}, {@code trigger R action(...)}) that no ability,
     * component or status of {@code catalogue} has, nor the words every rule set knows} Not an
     * error: a tag may be meant for roles of another file. One pass over the definitions.
     *
     * @param catalogue the whole rule set of the game
     */
    List<Diagnostic> unknownTags(RoleCatalogue catalogue) {
      if (uses.isEmpty()) {
        return List.of();
      }
      Set<String> tags = new TreeSet<>();
      for (Role r : catalogue.roles()) {
        r.abilities().forEach(a -> tags.addAll(a.tags()));
        tags.addAll(r.passiveTags());
      }
      catalogue.factionAbilities().values().forEach(as -> as.forEach(a -> tags.addAll(a.tags())));
      catalogue.modifiers().forEach(m -> tags.addAll(m.tags()));
      catalogue.statuses().forEach(st -> {
        tags.addAll(st.effectTags());
        tags.addAll(st.expireTags());
      });
      tags.addAll(STANDARD_TAGS);
      Set<String> known = new HashSet<>(tags);
      known.addAll(TYPE_WORDS);
      List<Diagnostic> out = new ArrayList<>();
      String list = null; // made at the first unknown tag, with the candidates of a suggestion
      List<String> candidates = null;
      for (TagUse u : uses) {
        if (known.contains(u.tag())) {
          continue;
        }
        if (list == null) {
          tags.removeAll(TYPE_WORDS);
          list = String.join(", ", tags) + "; ability types: " + String.join(", ", TYPE_WORDS);
          candidates = new ArrayList<>(tags);
          candidates.addAll(TYPE_WORDS);
        }
        Diagnostic at = u.at();
        out.add(new Diagnostic(at.file(), at.line(), at.column(), "no ability, component or "
            + "status has the tag '" + u.tag() + "' (known tags: " + list + ")"
            + NightParser.suggestion(u.tag(), candidates) + u.suffix(), at.lineText()));
      }
      return out;
    }
  }

  // ---- one reading ----------------------------------------------------------------------

  /** Where a faction ability's owner was written ({@code sniper} of {@code sniper.aim}). */
  private record OwnerAt(String owner, String verb, String file, int line, int column,
      String lineText) {}

  /** A role being defined: its line, and its abilities as they come. */
  private static final class RoleDraft {
    final String name;
    final List<String> aliases;
    final String description;
    final Map<String, Ability> abilities = new LinkedHashMap<>();
    final List<Component> passives = new ArrayList<>();
    final Set<String> passiveTags = new TreeSet<>();
    /** The line of the first role(...) component that named it: it is complete from there. */
    int frozenAt = -1;
    /** Its faction ({@code faction=}), or null. */
    String faction;
    /** Its category and class ({@code category=}, {@code class=}), or null. */
    String category;
    String roleClass;
    /** The name results tell ({@code title="Grey Wolf"}), or null. */
    String title;
    /** The attributes every holder has ({@code has=lycan}). */
    final Set<String> has = new TreeSet<>();

    RoleDraft(String name, List<String> aliases, String description) {
      this.name = name;
      this.aliases = aliases;
      this.description = description;
    }

    Role build() {
      return Role.builder().name(name).addAllAliases(aliases).description(description)
          .addAllAbilities(abilities.values()).addAllPassives(passives)
          .addAllPassiveTags(passiveTags).faction(Optional.ofNullable(faction))
          .category(Optional.ofNullable(category)).roleClass(Optional.ofNullable(roleClass))
          .title(Optional.ofNullable(title)).addAllAttributes(has)
          .build();
    }
  }

  private static final class ModifierDraft {
    final String name;
    final List<String> aliases;
    final boolean countable;
    final Set<Trait> traits;
    final String description;
    final List<Component> components = new ArrayList<>();
    final Set<String> tags = new TreeSet<>();
    /** Where it was declared, for problems found once the whole file is read. */
    Diagnostic at;
    /** Whether a passive or trigger line named it (even one with a problem of its own). */
    boolean named;

    ModifierDraft(String name, List<String> aliases, boolean countable, Set<Trait> traits,
        String description) {
      this.name = name;
      this.aliases = aliases;
      this.countable = countable;
      this.traits = traits;
      this.description = description;
    }
  }

  private static final class Run {
    private final RoleCatalogue base;
    /** From the including file's name and the path written, the included text. */
    private final BiFunction<String, String, Optional<Source>> includes;
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private final Map<String, RoleDraft> roles = new LinkedHashMap<>();
    private final Map<String, ModifierDraft> modifiers = new LinkedHashMap<>();
    private final Map<String, Map<String, Ability>> factions = new LinkedHashMap<>();
    private final Map<String, StatusDefinition> statuses = new LinkedHashMap<>();
    /** Per alignment, the line of the first role(X, align A): its abilities are complete. */
    private final Map<String, Integer> alignedAt = new java.util.HashMap<>();
    /** Every role name and alias defined so far, lower case; and every modifier's. */
    private final Set<String> roleNames = new java.util.HashSet<>();
    private final Set<String> modifierNames = new java.util.HashSet<>();

    /** The game's reading this run is part of: the files read, the tags named. */
    private final Session session;

    Run(RoleCatalogue base, BiFunction<String, String, Optional<Source>> includes,
        Session session) {
      this.base = base;
      this.includes = includes;
      this.session = session;
      // the base's settings are the rules' before any line here: a line may only agree with them
      scheme = base.scheme().orElse(null);
      if (scheme != null) {
        session.settingAt.putIfAbsent("scheme", session.baseAt);
      }
      base.options().forEach((key, value) -> {
        options.put(key, value);
        session.settingAt.putIfAbsent(key, session.baseAt);
      });
    }

    /** The WWR book line whose translation is being read, or null; its role. */
    private WwrBook.Line wwrAt;
    private String wwrRole;
    /** The tags the statement read from {@link #wwrAt} names, kept if it reads. */
    private final List<Session.TagUse> wwrUses = new ArrayList<>();

    /**
     * Notes that a filter names {@code tag} at 0-based {@code column0} of the line {@code c}
     * reads (in a WWR book's translation: at the book's line), checked once the rules are known.
     */
    private void tagUse(Cursor c, int column0, String tag) {
      if (wwrAt != null) {
        wwrUses.add(new Session.TagUse(tag, where(c, column0), " (role " + wwrRole + ")"));
      } else {
        session.uses.add(new Session.TagUse(tag, where(c, column0), ""));
      }
    }

    /**
     * Where what is read at 0-based {@code column0} of the line {@code c} reads is written: a
     * diagnostic without a message there, or (in a WWR book's translation) at the book's line.
     */
    private Diagnostic where(Cursor c, int column0) {
      return wwrAt != null
          ? new Diagnostic(wwrAt.file(), wwrAt.number(), wwrAt.column(), "", wwrAt.raw())
          : new Diagnostic(c.file, c.line, Math.max(1, Math.min(column0, c.text.length()) + 1),
              "", c.text);
    }

    void file(String name, String text, Set<String> reading) {
      reading.add(name);
      // no byte-order mark (editors on Windows write one), a no-break space a space: as a night
      String[] lines = Inputs.lines(text);
      for (int i = 0; i < lines.length; i++) {
        Cursor c = new Cursor(name, i + 1, lines[i], diagnostics);
        c.skipSpace();
        if (c.atEnd() || c.peek() == '#') {
          continue;
        }
        statement(c, reading);
      }
      reading.remove(name);
    }

    private void statement(Cursor c, Set<String> reading) {
      int col = c.pos;
      // a statement's first word in any case, as the night format's keywords (night-format.md 1)
      String written = c.word();
      String word = written.toLowerCase(Locale.ROOT);
      if (!word.equals("include")) {
        flushWwr(reading); // the books included just before are read first, as one
      }
      switch (word) {
        case "role" -> role(c);
        case "modifier" -> modifier(c);
        case "ability" -> ability(c);
        case "passive" -> passive(c);
        case "trigger" -> trigger(c);
        case "status" -> status(c);
        case "include" -> include(c, reading);
        case "scheme" -> defaultScheme(c);
        case "option" -> defaultOption(c);
        default -> c.error(col, word.isEmpty() ? "expected a statement (" + String.join(", ",
            STATEMENTS) + ")" : "unknown statement '" + written + "'"
            + NightParser.suggestion(word, STATEMENTS) + "; a rules file holds only "
            + String.join(", ", STATEMENTS) + " lines");
      }
    }

    // ---- the rule set's defaults ----------------------------------------------------------

    /** The scheme a night of these rules is resolved under unless it names one; null: none. */
    private String scheme;
    /** The options a night of these rules has unless it sets them, in the order written. */
    private final Map<String, String> options = new LinkedHashMap<>();

    /** {@code scheme <id>}: the rule set's scheme (Mafia 1923's is sequential). */
    private void defaultScheme(Cursor c) {
      int col = c.skipSpace();
      String id = c.word();
      Optional<org.nightres.core.Scheme> s = org.nightres.core.Scheme.fromId(id);
      if (s.isEmpty()) {
        List<String> ids = java.util.Arrays.stream(org.nightres.core.Scheme.values())
            .map(org.nightres.core.Scheme::id).toList();
        c.error(col, c.unknown(col, id, "scheme") + NightParser.suggestion(id, ids)
            + "; schemes: " + String.join(", ", ids));
        return;
      }
      if (rest(c) && !twice(c, col, "scheme", scheme, s.get().id())) {
        scheme = s.get().id();
      }
    }

    /**
     * Whether a {@code scheme} or {@code option} line gives {@code key} another value than a line
     * of the rules before it: then an error at {@code col}. Notes where the line stands.
     */
    private boolean twice(Cursor c, int col, String key, String before, String value) {
      // where the game's rules set it (session.settingAt): a WWR book's default is not written,
      // and a line overrides it
      String at = session.settingAt.putIfAbsent(key, c.file + ":" + c.line);
      if (at != null && !value.equals(before)) {
        c.error(col, (key.equals("scheme") ? "a second scheme, " + value + ": " + at
            + " chose " : "option " + key + " " + value + " contradicts " + at + ": ")
            + before + " (one value a game; a night file's own line overrides the rules')");
        return true;
      }
      return false;
    }

    /** {@code option <name> <value>}: an option every night of the rule set has by default. */
    private void defaultOption(Cursor c) {
      int col = c.skipSpace();
      String name = c.value();
      Optional<org.nightres.core.model.GameOption> o =
          org.nightres.core.model.GameOption.fromKey(name);
      if (o.isEmpty()) {
        List<String> keys = java.util.Arrays.stream(org.nightres.core.model.GameOption.values())
            .map(org.nightres.core.model.GameOption::key).toList();
        c.error(col, c.unknown(col, name, "option") + NightParser.suggestion(name, keys)
            + "; options: " + String.join(", ", keys));
        return;
      }
      int vcol = c.skipSpace();
      String value = c.value();
      if (!o.get().accepts(value)) {
        c.error(vcol, "bad value '" + value + "' for option " + o.get().key() + "; expected "
            + String.join(" or ", o.get().accepted()));
        return;
      }
      String v = value.toLowerCase(Locale.ROOT);
      if (rest(c) && !twice(c, vcol, o.get().key(), options.get(o.get().key()), v)) {
        options.put(o.get().key(), v);
      }
    }

    // ---- include ----------------------------------------------------------------------

    private void include(Cursor c, Set<String> reading) {
      c.skipSpace();
      int col = c.pos;
      String path = c.rest().trim();
      if (path.length() > 2 && path.startsWith("\"") && path.endsWith("\"")) {
        path = path.substring(1, path.length() - 1); // a quoted path: "fortune teller"
      }
      if (path.isEmpty()) {
        c.error(col, "include needs a path: include <file>.roles");
        return;
      }
      Optional<Source> src = includes.apply(c.file, path);
      if (src.isEmpty()) {
        String why = unreadable(c.file, path).orElse(null);
      c.error(col, "cannot include '" + path + "' " + (why != null ? "(relative to " + c.file
          + "): " + why : "(no such readable file, or folder holding one, relative to " + c.file
              + ", or one larger than " + (Inputs.MAX_BYTES >> 20) + " MiB, or this text cannot "
              + "include)"));
        return;
      }
      if (reading.contains(src.get().name())) {
        c.error(col, "include cycle: " + String.join(" -> ", reading) + " -> "
            + src.get().name());
        return;
      }
      String before = session.readBefore(src.get(), c.file, c.line);
      if (before != null) { // the same real path: read once (docs/roles-language.md)
        warnings.add(new Diagnostic(c.file, c.line, col + 1, "already included at " + before
            + "; read once", c.text));
        return;
      }
      if (!src.get().files().isEmpty()) { // a folder: its files read already are not read again
        Map<String, String> skipped = new LinkedHashMap<>();
        Source rest = session.unread(src.get(), c.file, c.line, skipped);
        if (!skipped.isEmpty()) {
          warnings.add(new Diagnostic(c.file, c.line, col + 1,
              alreadyIncluded(skipped, rest.files().isEmpty()), c.text));
        }
        if (rest.files().isEmpty()) {
          return;
        }
        src = Optional.of(rest);
      }
      if (src.get().wwr()) { // read with the books included next to it (docs/wwr.md, ruling 52)
        pendingWwr.add(src.get());
        return;
      }
      file(src.get().name(), src.get().text(), reading);
    }

    /** How many files a folder's warning names at most before "and N more". */
    private static final int MAX_NAMED = 10;

    /**
     * The warning at a folder's include that leaves out the files read before ({@code skipped}:
     * each by its name in the folder, with where it was read): one warning, naming them grouped
     * by where they were read ("a, b already included at F:1, c at F:3; read once"); a folder
     * whose files were all read by one include is that include's, as a file included again is.
     */
    private static String alreadyIncluded(Map<String, String> skipped, boolean all) {
      Map<String, List<String>> byPlace = new LinkedHashMap<>();
      int named = 0;
      for (Map.Entry<String, String> e : skipped.entrySet()) {
        if (named++ < MAX_NAMED) {
          byPlace.computeIfAbsent(e.getValue(), k -> new ArrayList<>()).add(e.getKey());
        }
      }
      if (all && new HashSet<>(skipped.values()).size() == 1) {
        return "already included at " + skipped.values().iterator().next() + "; read once";
      }
      StringBuilder b = new StringBuilder();
      for (Map.Entry<String, List<String>> e : byPlace.entrySet()) {
        boolean first = b.length() == 0;
        b.append(first ? "" : ", ").append(String.join(", ", e.getValue()))
            .append(first ? " already included at " : " at ").append(e.getKey());
      }
      if (skipped.size() > MAX_NAMED) {
        b.append(", and ").append(skipped.size() - MAX_NAMED).append(" more files");
      }
      return b.append("; read once").toString();
    }

    // ---- WWR role books ----------------------------------------------------------------

    /** What the WWR books read so far hold that is not understood, and every line's fate. */
    private final List<Diagnostic> warnings = new ArrayList<>();
    private final List<WwrLine> wwrLines = new ArrayList<>();

    /**
     * A WWR role book ({@code games.md} §7): translated into statements of this language
     * ({@link WwrTranslator}), each read like a line of a rules file; a statement that does not
     * read is a construct not understood, reported at the book's line like the others.
     */
    /** WWR books included one after another, not read yet: they are one book. */
    private final List<Source> pendingWwr = new ArrayList<>();

    /**
     * Reads the WWR books included since the last other statement as one book (ruling 52): a
     * role file, its team's definitions and the roles it names may be included one by one.
     */
    void flushWwr(Set<String> reading) {
      if (pendingWwr.isEmpty()) {
        return;
      }
      List<Source> books = new ArrayList<>(pendingWwr);
      pendingWwr.clear();
      Source book = books.get(0);
      if (books.size() > 1) {
        Map<String, Source> files = new LinkedHashMap<>(); // a file included twice is read once
        for (Source b : books) {
          for (Source f : b.files().isEmpty() ? List.of(b) : b.files()) {
            files.putIfAbsent(f.name(), f);
          }
        }
        book = new Source(book.name(), "", List.copyOf(files.values()));
      }
      reading.add(book.name());
      wwr(book, reading);
      reading.remove(book.name());
    }

    private void wwr(Source src, Set<String> reading) {
      List<Source> files = src.files().isEmpty() ? List.of(src) : src.files();
      WwrBook.Book book = WwrBook.read(files);
      WwrTranslator.Translation t = WwrTranslator.translate(book);
      for (WwrBook.Definition d : book.definitions()) { // a role the rules have already
        String name = d.roleName();
        String taken = d.kind() != WwrBook.Kind.ROLE ? null
            : base.role(name).isPresent() || roles.containsKey(key(name)) ? "role"
            : base.modifier(name).isPresent() || modifiers.containsKey(key(name)) ? "modifier"
            : null;
        if (taken != null) {
          WwrBook.Line h = d.header();
          diagnostics.add(new Diagnostic(h.file(), h.number(), h.column(), "'" + d.name()
              + "' is defined twice: '" + name + "' is already a " + taken + " of the rule set; "
              + "a name defined twice is an input error (games.md §3): rename one, or read the "
              + "book as the rule set (`rules <book>`)", h.raw()));
        }
      }
      if (!t.statements().isEmpty() && scheme == null) {
        scheme = "sequential"; // WWR's own timing (games.md §7), unless the rules name one
        options.putIfAbsent("deaths", "end-of-order");
      }
      if (!t.statements().isEmpty()) { // a WWR selection may be its holder's own unless the
        options.putIfAbsent("self-target", "allowed"); // line says @Selection is not @Self
        // the book's killing order: "no abilities would be triggered multiple times"
        options.putIfAbsent("revenge-targets", "first-submitted");
      }
      for (WwrTranslator.Statement st : t.statements()) {
        List<Diagnostic> scratch = new ArrayList<>();
        Cursor c = new Cursor(st.at().file(), st.at().number(), st.text(), scratch);
        c.skipSpace();
        wwrAt = st.at(); // the tags its filters name are the book line's
        wwrRole = st.report().role;
        try {
          statement(c, reading);
        } finally {
          wwrAt = null;
        }
        if (scratch.isEmpty()) {
          session.uses.addAll(wwrUses);
        }
        wwrUses.clear(); // a statement not read names nothing: its line is unsupported
        if (!scratch.isEmpty()) {
          st.report().unsupported.add("no translation: " + scratch.get(0).message()
              + " (as `" + st.text() + "`)");
        }
      }
      for (WwrBook.Note n : t.notes()) {
        warnings.add(new Diagnostic(n.file(), n.number(), n.column(), "unsupported: "
            + n.message(), n.raw()));
      }
      diagnostics.addAll(t.bugs()); // a bug of the reader: an internal error, never "unsupported"
      for (WwrBook.Note n : t.definedTwice()) { // games.md 3: an input error, not a warning
        diagnostics.add(new Diagnostic(n.file(), n.number(), n.column(), n.message(), n.raw()));
      }
      for (WwrTranslator.LineReport r : t.reports()) {
        for (String u : r.unsupported) {
          warnings.add(new Diagnostic(r.at.file(), r.at.number(), r.at.column(),
              "unsupported: " + u + " (role " + r.role + ")", r.at.raw()));
        }
        for (String u : r.reported) { // a display, a channel: §7 reports them
          warnings.add(new Diagnostic(r.at.file(), r.at.number(), r.at.column(),
              "unsupported: " + u + " (role " + r.role + ")", r.at.raw()));
        }
        wwrLines.add(new WwrLine(r.role, r.at.file(), r.at.number(), r.at.raw().strip(),
            r.trigger, r.night, r.unsupported, r.ignored, r.statements));
      }
    }

    // ---- role, modifier ---------------------------------------------------------------

    private void role(Cursor c) {
      int col = c.skipSpace();
      String name = c.word();
      if (!name(c, col, name, "role")) {
        return;
      }
      List<String> aliases = new ArrayList<>();
      String description = "";
      String faction = null;
      String category = null;
      String roleClass = null;
      String title = null;
      Set<String> has = new TreeSet<>();
      Set<String> given = new HashSet<>(); // the settings of one value: one of each
      while (c.skipSpace() < c.end()) {
        int at = c.pos;
        String once = c.peek() == '"' ? "description" : null;
        if (once == null) {
          String key = c.keyword();
          once = List.of("faction", "category", "class", "title").contains(key)
              && c.peek() == '=' ? key : null;
          c.pos = at;
        }
        if (once != null && !given.add(once)) {
          c.error(at, "the " + once + " is given twice: one of each role setting");
          return;
        }
        if (c.peek() == '"') {
          description = c.string();
          continue;
        }
        String key = c.keyword();
        if (key.equals("alias") && c.eat('=')) {
          if (!aliases(c, at, "role alias", aliases)) {
            return;
          }
        } else if (key.equals("faction") && c.eat('=')) {
          int fcol = c.pos;
          faction = c.keyword();
          if (!ALIGNMENT.matcher(faction).matches()) {
            c.error(fcol, "expected an alignment after faction=, got '" + faction
                + "'");
            return;
          }
        } else if (key.equals("has") && c.eat('=')) {
          int hcol = c.pos;
          String v = c.value();
          for (String k : low(v).split("\\|", -1)) {
            if (!k.matches("[a-z][a-z0-9_-]*")) {
              c.error(hcol, "expected attributes after has=, such as has=lycan or "
                  + "has=lycan|wolfish; got '" + v + "'");
              return;
            }
            has.add(k);
          }
        } else if (key.equals("title") && c.eat('=')) {
          int tcol = c.pos;
          title = c.peek() == '"' ? c.string() : c.value();
          if (title.isBlank() || title.indexOf('/') >= 0 || title.indexOf('+') >= 0) {
            c.error(tcol, "expected the role's name as its book writes it after title=, such as "
                + "title=\"Grey Wolf\" (no / or +)");
            return;
          }
        } else if ((key.equals("category") || key.equals("class")) && c.eat('=')) {
          int vcol = c.pos;
          String v = c.value();
          if (!v.matches(Role.WORD)) {
            c.error(vcol, "expected a word after " + key + "=, such as "
                + (key.equals("class") ? "Townsfolk" : "Killing") + "; got '" + v + "'");
            return;
          }
          if (key.equals("class")) {
            roleClass = v;
          } else {
            category = v;
          }
        } else {
          String hint = NightParser.suggestion(key, List.of("alias", "faction", "category",
              "class", "title", "has"));
          c.error(at, (key.isEmpty() ? c.unexpected(at) : hint.isEmpty()
              ? "not supported yet: the role setting '" + key + "'"
              : c.unknown(at, key, "role setting")) + hint
              + "; a role line reads: role <Name> [alias=A|B] [faction=<alignment>] "
              + "[category=<Word>] [class=<Word>] [title=\"Name\"] [has=a|b] [\"description\"]");
          return;
        }
      }
      RoleDraft draft = new RoleDraft(name, aliases, description);
      draft.faction = faction;
      draft.category = category;
      draft.title = title;
      draft.has.addAll(has);
      draft.roleClass = roleClass;
      roles.put(key(name), draft);
    }

    private void modifier(Cursor c) {
      int col = c.skipSpace();
      String name = c.word();
      if (!name(c, col, name, "modifier")) {
        return;
      }
      List<String> aliases = new ArrayList<>();
      Set<Trait> traits = new TreeSet<>();
      boolean countable = false;
      String description = "";
      int traitCol = -1;
      while (c.skipSpace() < c.end()) {
        int at = c.pos;
        if (c.peek() == '"') {
          if (!description.isEmpty()) {
            c.error(at, "the description is given twice: one of each modifier setting");
            return;
          }
          description = c.string();
          continue;
        }
        String key = c.keyword();
        if (key.equals("countable")) {
          countable = true;
        } else if (key.equals("alias") && c.eat('=')) {
          if (!aliases(c, at, "modifier alias", aliases)) {
            return;
          }
        } else if (key.equals("trait") && c.eat('=')) {
          int vcol = c.pos;
          traitCol = vcol;
          for (String t : c.value().split("\\|", -1)) {
            Optional<Trait> trait = trait(low(t));
            if (trait.isEmpty()) {
              c.error(vcol, c.unknown(-1, t, "trait") + NightParser.suggestion(t, traitNames())
                  + "; traits: " + String.join(", ", traitNames()));
              return;
            }
            traits.add(trait.get());
          }
        } else {
          c.error(at, (key.isEmpty() ? c.unexpected(at) : c.unknown(at, key, "modifier setting"))
              + NightParser.suggestion(key, List.of("alias", "trait", "countable"))
              + "; a modifier line reads: modifier <Name> [countable] [alias=A|B] [trait=T] "
              + "[\"description\"]");
          return;
        }
      }
      contradicting(c, traitCol, name, traits);
      ModifierDraft d = new ModifierDraft(name, aliases, countable, traits, description);
      d.at = new Diagnostic(c.file, c.line, col + 1, "", c.text);
      modifiers.put(key(name), d);
    }

    /**
     * A warning at the last {@code trait=} of modifier {@code name} when it gives two traits that
     * contradict each other (appears-innocent with appears-guilty, two sanities): one is without
     * effect, which the moderator is told, as for two such modifiers of one player (the one
     * {@link ContradictingTraits} makes win).
     */
    private void contradicting(Cursor c, int col, String name, Set<Trait> traits) {
      for (ContradictingTraits group : ContradictingTraits.values()) {
        List<String> held = new ArrayList<>();
        for (Trait t : group.traits()) {
          if (traits.contains(t)) {
            held.add(traitName(t));
          }
        }
        if (held.size() > 1) {
          Trait winner = group.strongest(traits::contains).orElseThrow();
          warnings.add(new Diagnostic(c.file, c.line, col + 1, "modifier " + name + " gives "
              + String.join(" and ", held) + ", which contradict each other: " + traitName(winner)
              + " wins (" + group.effect(winner, "its holder") + ")", c.text));
        }
      }
    }

    /** The names after {@code alias=}, each checked as a new name; false after a diagnostic. */
    private boolean aliases(Cursor c, int at, String what, List<String> into) {
      for (String a : c.value().split("\\|", -1)) {
        if (!name(c, at, a, what)) {
          return false;
        }
        into.add(a);
      }
      return true;
    }

    /**
     * Checks a new role or modifier name or alias ({@code what} says which); reports and answers
     * false if it is malformed or taken. Roles and modifiers have names of their own: {@code
     * Strongman} is both.
     */
    private boolean name(Cursor c, int col, String name, String what) {
      if (!NAME.matcher(name).matches()) {
        c.error(col, "expected a " + what + " name in CamelCase (an ASCII capital letter, then "
            + "ASCII letters and digits, such as Bodyguard1923; no '-', '_' or spaces), got '"
            + name + "'");
        return false;
      }
      boolean role = what.startsWith("role");
      if (statuses.containsKey(key(name)) || base.status(name).isPresent()) {
        c.error(col, "'" + name + "' is defined twice: already a status of "
            + (statuses.containsKey(key(name)) ? "these rules" : "the rule set")
            + "; choose another name");
        return false;
      }
      Set<String> taken = role ? roleNames : modifierNames;
      boolean inBase = role ? base.role(name).isPresent() : base.modifier(name).isPresent();
      if (taken.contains(key(name)) || inBase) {
        c.error(col, "'" + name + "' is defined twice: already a " + (role ? "role" : "modifier")
            + (inBase ? " of the rule set" : " of these rules") + "; choose another name");
        return false;
      }
      taken.add(key(name));
      return true;
    }

    // ---- ability ----------------------------------------------------------------------

    private void ability(Cursor c) {
      orderAt = -1;
      limitsGiven.clear();
      int col = c.skipSpace();
      String owner = c.word();
      if (!c.eat('.')) {
        c.error(c.pos, "expected <Role>.<verb> (or <alignment>.<verb> for a faction ability)");
        return;
      }
      RoleDraft role = null;
      Map<String, Ability> faction = null;
      // the first letter tells a role (SNIPER: the role Sniper, any case after it) from an
      // alignment (mafia, mAFIA): a WWR team is often its role's name (werewolf, Werewolf)
      if (NAME.matcher(owner).matches()) {
        role = roles.get(key(owner));
        if (role != null && role.frozenAt >= 0) {
          c.error(col, frozen(role));
          return;
        }
        if (role == null) {
          c.error(col, (base.role(owner).isPresent() ? "role '" + owner + "' belongs to the rule "
              + "set; define a new role to give it abilities" : "unknown role '" + owner + "'"
              + NightParser.suggestion(owner, roleNames())
              + "; declare it first: role " + owner + " (an alignment's ability, every player "
              + "of it has, is written in lower case: mafia.kill)"));
          return;
        }
        owner = role.name; // as the role's line spells it
      } else if (ALIGNMENT.matcher(low(owner)).matches()) {
        owner = low(owner);
        if (alignedAt.containsKey(owner)) {
          c.error(col, "the " + owner + " abilities are complete since line " + alignedAt.get(owner)
              + ", where role(X, align " + owner + ") gives them: define them before");
          return;
        }
        faction = factions.computeIfAbsent(owner, k -> new LinkedHashMap<>());
      } else {
        c.error(col, "expected a role name (CamelCase: an ASCII capital letter, then ASCII "
            + "letters and digits, such as Sniper) or an alignment (a lower-case letter, then "
            + "letters, digits and '-', such as mafia), got '" + owner + "'");
        return;
      }
      int verbCol = c.pos;
      String verb = c.keyword();
      if (!VERB.matcher(verb).matches()) {
        c.error(verbCol, "expected a verb (a letter, then letters, digits and '-') after '"
            + owner + ".', got '" + c.text.substring(verbCol, c.pos) + "'");
        return;
      }
      if (faction != null && wwrAt == null && !KNOWN_ALIGNMENTS.contains(owner)) {
        session.alignmentOwners.add(new OwnerAt(owner, verb, c.file, c.line, col + 1, c.text));
      } // checked once every line is read
      Map<String, Ability> into = role != null ? role.abilities : faction;
      if (into.containsKey(verb) || (faction != null
          && base.factionAbilities(owner).stream().anyMatch(a -> a.verb().equals(verb)))) {
        c.error(verbCol, "verb '" + verb + "' is defined twice for " + owner);
        return;
      }
      List<String> signature = new ArrayList<>();
      List<String> params = new ArrayList<>();
      List<String> roleParams = new ArrayList<>();
      List<String> familyParams = new ArrayList<>();
      while (c.skipSpace() < c.end() && c.peek() != '=') {
        int at = c.pos;
        String token = c.token();
        int colon = token.indexOf(':');
        String param = colon < 0 ? token : token.substring(0, colon);
        if (param.length() == 1 && Character.isUpperCase(param.charAt(0))) {
          String type = colon < 0 ? "player" : low(token.substring(colon + 1));
          if (type.equals("role") || type.equals("family")) {
            boolean twice = roleParams.contains(param) || familyParams.contains(param);
            if (PARAMS.indexOf(param.charAt(0)) >= 0 || twice) {
              c.error(at, twice ? "parameter " + param + " is named twice" : "a " + type
                  + " parameter takes a letter other than X, Y, Z, U, V, W (those name "
                  + "players): write " + (type.equals("role") ? "R:role" : "F:family"));
              return;
            }
            (type.equals("role") ? roleParams : familyParams).add(param);
            signature.add(param + ":" + type);
            continue;
          }
          if (!type.equals("player")) {
            c.error(at + colon + 1, "not supported yet: parameters of type '" + type
                + "' (players, X or X:player, roles, R:role, and families, F:family)");
            return;
          }
          char expected = params.size() < PARAMS.length() ? PARAMS.charAt(params.size()) : '?';
          if (param.charAt(0) != expected) {
            c.error(at, "name the parameters X, Y, Z, U, V, W in order: expected " + expected
                + ", got " + param);
            return;
          }
          params.add(param);
          signature.add(param);
        } else if (KEYWORD.matcher(low(token)).matches()) {
          signature.add(low(token)); // a word of the line, e.g. 'to' in "redirect X to Y"
        } else {
          c.error(at, "expected a parameter (X, Y, ...), a word in lower-case letters (such as "
              + "to), or '=', got '" + token + "'");
          return;
        }
      }
      if (!c.eat('=')) {
        c.error(c.pos, "expected '=' and the ability's effects: ability " + owner + "." + verb
            + " X = kill(X)");
        return;
      }
      currentRoleParams = roleParams;
      currentFamilyParams = familyParams;
      currentOwner = role;
      currentAbility = owner + "." + verb;
      Effects effects;
      try {
        effects = effects(c, params, Where.ABILITY);
      } finally {
        currentRoleParams = List.of();
        currentFamilyParams = List.of();
        currentOwner = null;
        currentAbility = null;
      }
      if (effects == null) {
        return;
      }
      currentParams = params;
      ImmutableAbility.Builder b = Ability.builder().verb(verb).signature(String.join(" ",
          signature)).addAllTags(effects.tags).blockable(!effects.unblockable());
      boolean visitless = false;
      Set<Character> given = new HashSet<>(); // one {flags} and one description
      while (c.skipSpace() < c.end()) {
        if ((c.peek() == '{' || c.peek() == '"' || c.peek() == '[') && !given.add(c.peek())) {
          c.error(c.pos, "the " + (c.peek() == '{' ? "{flags} are" : c.peek() == '['
              ? "[limits] are" : "description is") + " given twice: write " + (c.peek() == '{'
              ? "them in one {...}" : c.peek() == '[' ? "them in one [...]" : "one"));
          return;
        }
        if (c.peek() == '[') {
          if (!limits(c, b)) {
            return;
          }
        } else if (c.peek() == '{') {
          int flagsAt = c.pos;
          Set<String> flags = flags(c);
          if (flags == null) {
            return;
          }
          b.blockable(!flags.contains("unblockable") && !effects.unblockable())
              .trackable(!flags.contains("untrackable"))
              .redirectable(!flags.contains("direct") && !flags.contains("visitless")) // §0.1
              .survivesDeath(flags.contains("survives-death"));
          visitless = flags.contains("visitless");
          if (flags.contains("forced") || flags.contains("forced=self")) {
            if (!roleParams.isEmpty() || !familyParams.isEmpty()) {
              c.error(flagsAt, "not supported yet: {forced} on an ability with role or family "
                  + "parameters (an automatic use draws only players)");
              return;
            }
            b.forced(flags.contains("forced") ? Ref.randomValid() : Ref.self());
          }
          for (String f : flags) {
            if (f.startsWith("unless=")) {
              if (!flags.contains("forced") && !flags.contains("forced=self")) {
                c.error(flagsAt, "unless= says which other lines spare a {forced} ability its "
                    + "automatic use: write it with forced ({forced, unless=werewolf})");
                return;
              }
              int written = c.text.indexOf(f, flagsAt); // the verbs' column, if written so
              int at = written < 0 ? flagsAt : written + "unless=".length();
              for (String v : f.substring("unless=".length()).split("\\|", -1)) {
                if (!VERB.matcher(v).matches()) {
                  c.error(flagsAt, "expected abilities after unless=, got '" + v + "'");
                  return;
                }
                if (v.equals(verb)) {
                  c.error(flagsAt, "unless= names the ability itself ('" + v + "')");
                  return;
                }
                b.addForcedUnless(v);
                if (wwrAt == null) {
                  session.unlessVerbs.add(new Session.TagUse(v, where(c, at), ""));
                }
                at += written < 0 ? 0 : v.length() + 1;
              }
            }
          }
        } else if (c.peek() == '"') {
          b.description(c.string());
        } else {
          c.error(c.pos, "expected '+' and a component, [limits], {flags} or a \"description\"");
          return;
        }
      }
      List<Component> components = new ArrayList<>(effects.components);
      if (!visitless && components.stream().noneMatch(Component::isVisit)) {
        for (int i = 0; i < params.size(); i++) {
          components.add(new Component.Visit(Ref.param(i))); // the implicit visits
        }
        List<Ref> drawn = new ArrayList<>(); // and the players drawn for random selectors
        for (Component comp : effects.components) {
          for (Ref r : comp.refs()) {
            if (r.random() && !drawn.contains(r)) {
              drawn.add(r);
              components.add(new Component.Visit(r));
            }
          }
        }
      }
      if (components.isEmpty()) {
        c.error(col, "the ability has no effects");
        return;
      }
      Ability ability = b.addAllComponents(components).build();
      into.put(verb, ability);
    }

    /** The role parameters of the ability whose effects are being read (R, ...); else none. */
    private List<String> currentRoleParams = List.of();
    /** Its family parameters (F, ...); else none. */
    private List<String> currentFamilyParams = List.of();
    /** The role whose ability's effects are being read; null elsewhere. */
    private RoleDraft currentOwner;
    /** {@code Owner.verb} of the ability being read; null outside an ability. */
    private String currentAbility;

    /** The parameters of the ability being read (X, Y, ...), for its {@code when} limits. */
    private List<String> currentParams = List.of();

    /** {@code when X in [!]align:a|role:R|attr:k[=v]}; false after a diagnostic. */
    private boolean when(Cursor c, ImmutableAbility.Builder b) {
      c.skipSpace();
      int pcol = c.pos;
      String param = c.word();
      int index = currentParams.indexOf(param);
      if (index < 0 && (low(param).equals("self") || SUBJECTS.contains(low(param)))) {
        c.error(pcol, "not supported yet: a condition on '" + param + "' (nightres reads "
            + "conditions on the ability's parameters: when X in align:a, role:R or attr:k)");
        return false;
      }
      if (index < 0) {
        c.error(pcol, "expected a parameter of the ability after 'when' ("
            + (currentParams.isEmpty() ? "it has none" : String.join(", ", currentParams))
            + "), got '" + param + "'");
        return false;
      }
      c.skipSpace();
      int incol = c.pos;
      if (!c.keyword().equals("in")) {
        c.error(incol, "expected 'in': when " + param + " in !align:mafia");
        return false;
      }
      c.skipSpace();
      int scol = c.pos;
      while (!c.atEnd() && c.peek() != ']' && c.peek() != ',' && c.peek() != ' ') {
        c.pos++;
      }
      String text = c.text.substring(scol, c.pos);
      Optional<PlayerFilter> filter = filter(text, false);
      if (filter.isEmpty()) {
        c.error(scol, (text.isEmpty() ? "expected a condition after 'in'"
            : "not supported yet: the condition '" + text + "'") + " (nightres reads when X "
            + "in [!]align:a, role:R, category:C or attr:k[=v])");
        return false;
      }
      b.addWhen(new Condition(index, filter.get()));
      return true;
    }

    /**
     * A premise over the start of the night: {@code [!] S in [!]cond}, {@code [!] exists cond}
     * or {@code [!] stored(k) exists}, S a parameter of {@code params}, {@code self} or {@code
     * stored(k)}, or the trigger's subject where one is read ({@code subject}, its name; null:
     * none). Null after a diagnostic.
     */
    /** A {@code night} premise: {@code night 2}, {@code night 2+}, {@code night 2-3}. */
    private static final Pattern NIGHT_PREMISE =
        Pattern.compile("night ([0-9]{1,4})(\\+|-[0-9]{1,4})?(?![A-Za-z0-9+-])",
          Pattern.CASE_INSENSITIVE);

    /**
     * A number of the game compared: {@code total>=10}, {@code living>5}, {@code
     * count(attr:flutist)=1}.
     */
    private static final Pattern TALLY_PREMISE = Pattern.compile(
        "(total|living|count\\(([^()\\s]*)\\))(>=|<=|=|>|<)([0-9]{1,6})(?![A-Za-z0-9_-])",
        Pattern.CASE_INSENSITIVE);

    /** A group's attribute compared: {@code group(hell).counter>0}. */
    private static final Pattern GROUP_PREMISE = Pattern.compile(
        "group\\(([a-z][a-z0-9_-]*)\\)\\.([a-z][a-z0-9_-]*)(>=|<=|=|>|<)([0-9]{1,6})(?![A-Za-z0-9_-])",
        Pattern.CASE_INSENSITIVE);

    /** The deepest nesting of parenthesised premises read ({@link #premise}). */
    private static final int MAX_PREMISE_DEPTH = 64;
    /** How deep in parenthesised premises {@link #premise} reads now. */
    private int premiseDepth;

    private Premise premise(Cursor c, List<String> params, String subject) {
      c.skipSpace();
      boolean negated = c.eat('!');
      int col = c.skipSpace();
      String example = "if self in !attr:marker, if X in align:werewolf, if exists role:Reaper, "
          + "if stored(target) exists, if night 1";
      if (c.peek() == '(') { // alternatives: (A or B and C), and closer than or
        c.pos++;
        List<List<Premise>> alternatives = new ArrayList<>();
        List<Premise> conjunction = new ArrayList<>();
        while (true) {
          if (premiseDepth == MAX_PREMISE_DEPTH) { // deeper input would overflow the stack
            c.error(c.pos, "premises nested more than " + MAX_PREMISE_DEPTH + " deep");
            return null;
          }
          premiseDepth++;
          Premise p;
          try {
            p = premise(c, params, subject);
          } finally {
            premiseDepth--;
          }
          if (p == null) {
            return null;
          }
          conjunction.add(p);
          c.skipSpace();
          if (c.eat(')')) {
            break;
          }
          int at = c.pos;
          String joint = c.keyword();
          if (joint.equals("or")) {
            alternatives.add(conjunction);
            conjunction = new ArrayList<>();
          } else if (!joint.equals("and")) {
            c.error(at, "expected 'and', 'or' or ')' in a premise's alternatives, as in "
                + "(self in attr:marker or living>5)");
            return null;
          }
        }
        alternatives.add(conjunction);
        if (alternatives.size() < 2) {
          c.error(col, "expected alternatives in parentheses, joined by 'or': (self in "
              + "attr:marker or living>5); a conjunction needs no parentheses");
          return null;
        }
        return negate(Premise.anyOf(alternatives), negated);
      }
      java.util.regex.Matcher night = NIGHT_PREMISE.matcher(c.text).region(c.pos,
          c.text.length());
      if (night.lookingAt()) { // night n, night n+, night n-m: the night's number
        int from = Integer.parseInt(night.group(1));
        int until = night.group(2) == null ? from : night.group(2).equals("+")
            ? Integer.MAX_VALUE : Integer.parseInt(night.group(2).substring(1));
        if (from < 1 || until < from) {
          c.error(col, "expected night n, night n+ or night n-m with 1 <= n <= m; got '"
              + night.group() + "'");
          return null;
        }
        c.pos = night.end();
        return negate(Premise.night(new Premise.Nights(from, until)), negated);
      }
      java.util.regex.Matcher tally = TALLY_PREMISE.matcher(c.text).region(c.pos,
          c.text.length());
      if (tally.lookingAt()) { // total, living or count(cond), compared
        List<PlayerFilter> counted = new ArrayList<>();
        if (tally.group(2) != null) { // count(cond&cond): the players who pass each
          int at = col + 6;
          for (String part : tally.group(2).split("&", -1)) {
            Optional<PlayerFilter> f = filter(part, true);
            if (f.isEmpty()) {
              c.error(at, "not supported yet: the condition '" + part + "' in count(...) (it "
                  + "reads [!]align:a, role:R, category:C, attr:k, attr:k=v, attr:k>n, own:k, "
                  + "same:alignment, disguised:self ..., joined with &)");
              return null;
            }
            counted.add(f.get());
            at += part.length() + 1;
          }
        }
        c.pos = tally.end();
        return negate(Premise.tally(new Premise.Tally(tally.group(2) == null
            ? Optional.of(GameValue.Base.valueOf(tally.group(1).toUpperCase(Locale.ROOT)))
            : Optional.empty(), counted, tally.group(3), Integer.parseInt(tally.group(4)))),
            negated);
      }
      java.util.regex.Matcher group = GROUP_PREMISE.matcher(c.text).region(c.pos,
          c.text.length());
      if (group.lookingAt()) { // a group's attribute, compared
        c.pos = group.end();
        return negate(Premise.group(low(group.group(1)), low(group.group(2)), group.group(3),
            Integer.parseInt(group.group(4))), negated);
      }
      if (c.startsWith("group(")) {
        c.error(col, "expected a group's attribute compared with a whole number: "
            + "group(hell).counter>0, a group and a key in lower case");
        return null;
      }
      if (c.startsWith("count(") || c.startsWith("total") || c.startsWith("living")) {
        c.error(col, "expected a number of the game compared with a whole number: total>=10, "
            + "living>5, count(attr:marker)=1");
        return null;
      }
      if (c.startsWith("exists") && !Character.isLetterOrDigit(
          c.text.length() > c.pos + 6 ? c.text.charAt(c.pos + 6) : ' ')) {
        c.word();
        PlayerFilter f = premiseFilter(c);
        return f == null ? null : negate(Premise.exists(f), negated);
      }
      Ref who;
      String name;
      if (c.startsWith("stored(")) {
        int close = c.text.indexOf(')', c.pos);
        name = close < 0 ? "" : low(c.text.substring(c.pos + 7, close));
        if (!Ref.STORED_KEY.matcher(name).matches()) {
          c.error(col, "expected stored(key), a key in lower case: stored(target)");
          return null;
        }
        c.pos = close + 1;
        who = Ref.stored(name);
        name = who.toString();
      } else {
        name = c.word();
        int index = params.indexOf(name);
        if (index < 0) {
          name = low(name); // a keyword: self, or a trigger's subject
        }
        if (index >= 0) {
          who = Ref.param(index);
        } else if (name.equals("self")) {
          who = Ref.self();
        } else if (SUBJECTS.contains(name)) {
          if (subject == null || !(name.equals(subject)
              || name.equals("actor") && !subject.equals("target"))) {
            c.error(col, "'" + name + "' means " + SUBJECT_MEANING.get(name)
                + (subject == null ? "" : "; here write " + subject
                    + (subject.equals("target") ? "" : " (or actor)")));
            return null;
          }
          // decided as the trigger fires, on him as the night starts; described as written
          who = new Ref(Ref.Kind.SUBJECT, 0, name);
        } else {
          c.error(col, "expected a premise: " + (params.isEmpty() ? "" : "a parameter ("
              + String.join(", ", params) + "), ") + "self, stored(key) or exists, as in "
              + example + "; got '" + name + "'");
          return null;
        }
      }
      c.skipSpace();
      int wcol = c.pos;
      String word = c.keyword();
      if (word.equals("exists")) {
        if (who.kind() != Ref.Kind.STORED) {
          c.error(col, name + " is always a living player: 'exists' tests stored(key)");
          return null;
        }
        return negate(Premise.exists(who), negated);
      }
      if (word.equals("is")) { // S is self: the subject is the holder himself
        c.skipSpace();
        int scol = c.pos;
        if (!c.keyword().equals("self")) {
          c.error(scol, "expected 'self' after '" + name + " is' (a premise compares a player "
              + "with the holder only: visitor is self)");
          return null;
        }
        if (who.kind() == Ref.Kind.SELF) {
          c.error(col, "'self is self' always holds: write a premise on another player");
          return null;
        }
        return negate(Premise.isSelf(who), negated);
      }
      if (!word.equals("in")) {
        c.error(wcol, "expected 'in', 'is self' or 'exists' after " + name + ": " + example);
        return null;
      }
      PlayerFilter f = premiseFilter(c);
      return f == null ? null : negate(Premise.in(who, f), negated);
    }

    /**
     * {@code text} as a player filter ({@link PlayerFilter#parse(String, boolean)}), a role it
     * names spelled as the role's definition does ({@code role:cop} is {@code role:Cop}) when
     * the role is defined by then, here or in the rule set; it matches in any case all the same.
     */
    private Optional<PlayerFilter> filter(String text, boolean owned) {
      return PlayerFilter.parse(text, owned).map(f -> {
        if (f.kind() != PlayerFilter.Kind.ROLE) {
          return f;
        }
        RoleDraft d = roles.get(key(f.value()));
        String name = d != null ? d.name : base.role(f.value()).map(Role::name)
            .filter(n -> n.equalsIgnoreCase(f.value())).orElse(f.value());
        return new PlayerFilter(f.negated(), f.kind(), name);
      });
    }

    private static Premise negate(Premise p, boolean negated) {
      return negated ? p.negate() : p;
    }

    /** A player filter of a premise, up to a blank, ',', ']' or ')'; null after a diagnostic. */
    private PlayerFilter premiseFilter(Cursor c) {
      c.skipSpace();
      int scol = c.pos;
      while (!c.atEnd() && c.peek() != ']' && c.peek() != ',' && c.peek() != ' '
          && c.peek() != ')') {
        c.pos++;
      }
      String text = c.text.substring(scol, c.pos);
      Optional<PlayerFilter> filter = filter(text, true);
      if (filter.isEmpty()) {
        c.error(scol, (text.isEmpty() ? "expected a condition" : "not supported yet: the "
            + "condition '" + text + "'") + " (premises read [!]align:a, role:R, attr:k, "
            + "attr:k=v, attr:k>n, attr:k<n, attr:k>=n, attr:k<=n, category:C, own:k, "
            + "same:alignment, disguised:self)");
        return null;
      }
      return filter.get();
    }

    /**
     * {@code [if premise, ...]} after a passive's or a trigger's effects: its premises (none when
     * no such list follows); null after a diagnostic.
     */
    private List<Premise> lineIf(Cursor c, String subject) {
      c.skipSpace();
      List<Premise> out = new ArrayList<>();
      if (c.peek() != '[') {
        return out;
      }
      int open = c.pos;
      boolean ok = list(c, '[', ']', "limits", () -> {
        String word = c.keyword();
        if (!word.equals("if")) {
          c.error(open, "not supported yet: limits and flags on a passive or trigger other than "
              + "[if ...] (a countable modifier has uses: write it as Name(n) on the player line)");
          return false;
        }
        Premise p = premise(c, List.of(), subject);
        if (p != null) {
          out.add(p);
        }
        return p != null;
      });
      return ok ? out : null;
    }

    /** Where the ability being read set its order (order or timing), or -1. */
    private int orderAt = -1;
    /** The limits the ability being read gave so far ({@code if} and {@code when} aside). */
    private final Set<String> limitsGiven = new HashSet<>();

    private boolean limits(Cursor c, ImmutableAbility.Builder b) {
      return list(c, '[', ']', "limits", () -> limit(c, b));
    }

    /** One limit; false after a diagnostic. */
    private boolean limit(Cursor c, ImmutableAbility.Builder b) {
      int at = c.pos;
      String limit = c.keyword();
      switch (limit) {
        case "distinct" -> b.distinctTargets(true);
        case "not-self" -> b.notSelf(true);
        case "no-succession" -> b.noSuccession(true);
        case "no-repeat-target" -> b.noRepeatTarget(true);
        default -> { }
      }
      if ((limit.equals("order") || limit.equals("timing")) && orderAt >= 0) {
        c.error(at, "the order is given twice (order and timing name one place in the night)");
        return false;
      }
      if (!limit.equals("if") && !limit.equals("when") && !limit.isEmpty()
          && !limitsGiven.add(limit)) {
        c.error(at, "'" + limit + "' is given twice: one of each limit");
        return false;
      }
      if (limit.equals("timing")) {
        c.skipSpace();
        int tcol = c.pos;
        String t = c.keyword();
        Integer order = TIMINGS.get(t);
        if (order == null) {
          c.error(tcol, c.unknown(tcol, t, "timing") + NightParser.suggestion(t,
              List.copyOf(TIMINGS.keySet())) + "; timings: " + String.join(", ",
              TIMINGS.keySet()));
          return false;
        }
        orderAt = at;
        b.orderValue(order);
        return true;
      }
      if (limit.equals("order")) {
        orderAt = at;
      }
      if (limit.equals("per-faction")) {
        c.skipSpace();
        int ncol = c.pos;
        String text = c.value();
        if (low(text).equals("exactly")) { // a compulsory count: exactly so many lines a night
          b.perFactionExact(true);
          c.skipSpace();
          ncol = c.pos;
          text = c.value();
        }
        Optional<Count> count = Count.parse(low(text));
        if (count.isEmpty()) {
          c.error(ncol, "expected a number or a count of the living after 'per-faction': 1, "
              + "ceil(living/20), floor(living/5) or exactly ceil(living/20); got '" + text + "'");
          return false;
        }
        b.perFaction(count.get());
        return true;
      }
      if (limit.equals("when")) {
        return when(c, b);
      }
      if (limit.equals("if")) {
        Premise p = premise(c, currentParams, null);
        if (p == null) {
          return false;
        }
        b.addConditions(p);
        return true;
      }
      if (limit.equals("suborder")) { // a tie-break within one order value
        c.skipSpace();
        int kcol = c.pos;
        String key = c.word();
        if (key.isEmpty()) {
          c.error(kcol, "expected a word after 'suborder' (a key that orders the actions of one "
              + "order value: suborder FortuneTeller)");
          return false;
        }
        b.subOrder(key);
        return true;
      }
      if (limit.equals("spend")) { // when a limited ability spends a use
        c.skipSpace();
        int wcol = c.pos;
        String when = c.keyword();
        for (Ability.Spend sp : Ability.Spend.values()) {
          if (sp.word().equals(when)) {
            b.spend(sp);
            return true;
          }
        }
        c.error(wcol, "expected submitted, performed or succeeded after spend, got '" + when
            + "'" + NightParser.suggestion(when, List.of("submitted", "performed", "succeeded")));
        return false;
      }
      if (!COUNTED.contains(limit) && LIMITS.contains(limit)) {
        return true;
      }
      if (limit.equals("per-night")) { // a value computed from the game: floor(total/10)
        c.skipSpace();
        java.util.regex.Matcher v = Pattern.compile("(floor|ceil|round)\\([^()\\s]*\\)",
            Pattern.CASE_INSENSITIVE).matcher(c.text).region(c.pos, c.text.length());
        if (v.lookingAt()) {
          Optional<GameValue> value = GameValue.parse(low(v.group()));
          if (value.isEmpty()) {
            c.error(c.pos, "expected per-night n or a value computed from the game: floor, ceil "
                + "or round of total or living divided by a number, e.g. floor(total/10); got '"
                + v.group() + "'");
            return false;
          }
          c.pos = v.end();
          b.perNight(value.get());
          return true;
        }
      }
      if (COUNTED.contains(limit)) {
        c.skipSpace();
        int ncol = c.pos;
        String n = limit.equals("nights") ? c.digits() : c.word();
        if (!NUMBER.matcher(n).matches()) {
          c.error(ncol, limit.equals("per-night") && !n.isEmpty() && !n.matches("[0-9-].*")
              ? "not supported yet: per-night with an expression (per-night takes a number; "
                  + "per-faction takes a count of the living, such as ceil(living/20))"
              : notANumber(limit, n));
          return false;
        }
        int value = Integer.parseInt(n);
        if (limit.equals("nights") && value < 1) {
          c.error(ncol, "nights start at 1");
          return false;
        }
        if (limit.equals("nights") && !c.eat('+')) { // one night (nights 1), or n to m
          int last = value;
          if (c.eat('-')) {
            int mcol = c.pos;
            String m = c.digits();
            if (!NUMBER.matcher(m).matches() || Integer.parseInt(m) < value) {
              c.error(mcol, "expected the last night, " + value + " or later, after '-': nights "
                  + value + "-" + (value + 1) + " (nights " + value + "+: from night " + value
                  + " on; nights " + value + ": that night only)");
              return false;
            }
            last = Integer.parseInt(m);
          }
          b.fromNight(OptionalInt.of(value)).untilNight(OptionalInt.of(last));
          return true;
        }
        switch (limit) {
          case "order" -> b.orderValue(value);
          case "uses" -> b.uses(OptionalInt.of(value));
          case "per-night" -> b.perNight(Count.of(value));
          case "per-night-even" -> b.perNightEven(Count.of(value));
          case "nights" -> b.fromNight(OptionalInt.of(value));
          default -> b.selfUses(OptionalInt.of(value));
        }
        return true;
      }
      c.error(at, c.unknown(at, limit, "limit") + NightParser.suggestion(limit, LIMITS)
          + "; limits: " + String.join(", ", LIMITS));
      return false;
    }

    /**
     * A list {@code open item, item close}, each item read by {@code item} (false after a
     * diagnostic); false after a diagnostic.
     */
    private boolean list(Cursor c, char open, char close, String what,
        java.util.function.BooleanSupplier item) {
      c.eat(open);
      while (true) {
        c.skipSpace();
        if (!item.getAsBoolean()) {
          return false;
        }
        c.skipSpace();
        if (c.eat(close)) {
          return true;
        }
        if (!c.eat(',')) {
          c.error(c.pos, "expected ',' or '" + close + "' in the " + what);
          return false;
        }
      }
    }

    /** The flags of a {@code {...}} list, or null after a diagnostic. */
    private Set<String> flags(Cursor c) {
      Set<String> flags = new TreeSet<>();
      return list(c, '{', '}', "flags", () -> flag(c, flags)) ? flags : null;
    }

    private boolean flag(Cursor c, Set<String> flags) {
      int at = c.pos;
      String flag = c.keyword();
      boolean twice = flag.equals("forced")
          ? flags.contains("forced") || flags.contains("forced=self")
          : flag.equals("unless") ? flags.stream().anyMatch(f -> f.startsWith("unless="))
          : flags.contains(flag);
      if (twice) {
        c.error(at, "'" + flag + "' is given twice: one of each flag");
        return false;
      }
      if (flag.equals("unless") && c.eat('=')) { // other verbs whose line spares the automatic use
        c.skipSpace();
        int vcol = c.pos;
        String written = c.value();
        String value = low(written);
        if (value.matches("[a-z][a-z0-9-]*(\\|[a-z][a-z0-9-]*)*")) {
          flags.add("unless=" + value);
          return true;
        }
        c.error(vcol, "expected verbs after unless=, joined by '|' (unless=werewolf|seer), got '"
            + written + "'");
        return false;
      }
      if (flag.equals("forced") && c.eat('=')) { // the default target of an automatic use
        c.skipSpace();
        int vcol = c.pos;
        String written = c.value();
        String value = low(written);
        if (value.equals("self") || value.equals("random(valid)")) {
          flags.add(value.equals("self") ? "forced=self" : "forced");
          return true;
        }
        c.error(vcol, value.startsWith("random(") || value.length() == 1
            ? "not supported yet: forced=" + written + " (an automatic use is aimed at self or "
                + "at random(valid), a random valid target, the default)"
            : "expected self or random(valid) after forced=, got '" + written + "'");
        return false;
      }
      if (FLAGS.contains(flag)) {
        flags.add(flag);
        return true;
      }
      c.error(at, c.unknown(at, flag, "flag") + NightParser.suggestion(flag, FLAGS)
          + "; flags: " + String.join(", ", FLAGS));
      return false;
    }

    // ---- passive, trigger -------------------------------------------------------------

    private void passive(Cursor c) {
      Holder h = holder(c, "passive");
      Effects effects = h == null ? null
          : modifierEffects(c, "passive", "passive " + h.name() + " = protect(self)",
              Where.PASSIVE);
      if (effects != null) {
        List<Component> line = new ArrayList<>();
        int limited = (int) h.components().stream().filter(x -> x.limit().isPresent()).count();
        for (Component comp : effects.components()) {
          line.add(comp.limit().isEmpty() ? comp : numbered((Component.Protect) comp, h.name(),
              ++limited));
        }
        if (!linePremises.isEmpty() && line.stream().anyMatch(x -> x.limit().isPresent())) {
          c.error(linePremisesAt, "not supported yet: [if ...] on a passive with uses= (the "
              + "uses are counted whatever the premises say)");
          return;
        }
        if (linePremises.isEmpty()) {
          h.components().addAll(line);
        } else {
          h.components().add(new Component.When(linePremises, line, List.of()));
        }
        h.tags().addAll(effects.tags());
      }
    }

    /** The premises {@code [if ...]} of the passive or trigger line just read, and where. */
    private List<Premise> linePremises = List.of();
    private int linePremisesAt;

    /** A limited protection with its holder's key: the holder's nth limited protection. */
    private Component numbered(Component.Protect p, String holder, int n) {
      Component.Protect.Limit l = p.limit().orElseThrow();
      return p.withLimit(Optional.of(new Component.Protect.Limit(l.uses(), l.consume(),
          Component.Protect.Limit.key(holder, n))));
    }

    private void trigger(Cursor c) {
      Holder h = holder(c, "trigger");
      if (h == null) {
        return;
      }
      int at = c.skipSpace();
      String event = c.keyword();
      Optional<Component.Event> known = java.util.Arrays.stream(Component.Event.values())
          .filter(e -> e.word().equals(event)).findFirst();
      List<String> events = java.util.Arrays.stream(Component.Event.values())
          .map(Component.Event::word).toList();
      if (known.isEmpty()) {
        c.error(at, c.unknown(at, event, "trigger event") + NightParser.suggestion(event, events)
            + "; events: " + String.join(", ", events));
        return;
      }
      Set<Component.Protect.Rank> ranks = java.util.EnumSet.noneOf(Component.Protect.Rank.class);
      Set<String> tags = new TreeSet<>();
      Set<String> except = new TreeSet<>();
      Optional<Ref> about = Optional.empty();
      Optional<PlayerFilter> aboutFilter = Optional.empty();
      if (known.get() == Component.Event.ON_DEATH && c.peek() == '(') {
        // whose death: anyone's (a Witness), a stored target's, or a filter's players'
        int open = c.pos;
        int close = -1;
        for (int i = open, depth = 0; i < c.text.length() && close < 0; i++) {
          depth += c.text.charAt(i) == '(' ? 1 : c.text.charAt(i) == ')' ? -1 : 0;
          close = depth == 0 ? i : -1;
        }
        if (close < 0) {
          c.error(open, "missing ')' after death(");
          return;
        }
        String who = c.text.substring(open + 1, close).strip();
        java.util.regex.Matcher st = Pattern.compile("stored\\((.*)\\)", Pattern.CASE_INSENSITIVE)
            .matcher(who);
        if (low(who).equals("all")) {
          known = Optional.of(Component.Event.ON_ANY_DEATH);
        } else if (st.matches() && Ref.STORED_KEY.matcher(low(st.group(1))).matches()) {
          known = Optional.of(Component.Event.ON_ANY_DEATH);
          about = Optional.of(Ref.stored(low(st.group(1))));
        } else if (PlayerFilter.parse(who, true).isPresent()
            && PlayerFilter.parse(who, true).get().kind() != PlayerFilter.Kind.DISGUISED) {
          // disguised:self reads the state's disguises: premises only
          known = Optional.of(Component.Event.ON_ANY_DEATH);
          aboutFilter = filter(who, true);
        } else {
          c.error(open + 1, "expected whose death after death(: all, stored(k) or a player "
              + "filter (attr:k, align:a, role:R, own:k, same:alignment, negated with !), got '"
              + who + "'");
          return;
        }
        c.pos = close + 1;
      }
      if (c.peek() == '(') {
        boolean defense = known.get() == Component.Event.ON_DEFENSE;
        if (!defense && known.get() != Component.Event.ON_ACTION
            && known.get() != Component.Event.ON_VISITED) {
          c.error(c.pos, "only a defense, action or visited trigger takes a filter: trigger "
              + h.name() + " defense(passive) = ..., trigger " + h.name() + " action(kill) = ..."
              + " (and death(all), death(stored(k)), death(attr:k) for whose death)");
          return;
        }
        c.eat('(');
        do {
          c.skipSpace();
          int rcol = c.pos;
          java.util.regex.Matcher st = Pattern.compile("stored\\(([a-z0-9][a-z0-9_-]*)\\)",
              Pattern.CASE_INSENSITIVE).matcher(c.text).region(c.pos, c.text.length());
          if (known.get() == Component.Event.ON_VISITED && st.lookingAt()) {
            about = Optional.of(Ref.stored(low(st.group(1)))); // the visits of a stored target
            c.pos = st.end();
            c.skipSpace();
            continue;
          }
          boolean not = !defense && c.eat('!');
          String word = c.keyword();
          if (!defense) {
            if (!TAG.matcher(word).matches()) {
              c.error(not ? rcol + 1 : rcol, "expected a tag (! to leave it out) in "
                  + "the " + known.get().word() + " filter, got '" + word + "'");
              return;
            }
            (not ? except : tags).add(word);
            tagUse(c, not ? rcol + 1 : rcol, word);
          } else {
            Optional<Component.Protect.Rank> rank = rank(word);
            if (rank.isEmpty()) {
              c.error(rcol, c.unknown(rcol, word, "defense rank") + NightParser.suggestion(word,
                  RANKS) + "; ranks: " + String.join(", ", RANKS));
              return;
            }
            ranks.add(rank.get());
          }
          c.skipSpace();
        } while (c.eat('|'));
        if (!c.eat(')')) {
          c.error(c.pos, "expected ')' after the " + (defense ? "defense ranks" : "tags"));
          return;
        }
      }
      c.skipSpace();
      Where where = Where.trigger(known.get(), about.isPresent());
      if (!c.eat('=')) {
        c.error(c.pos, "expected '=' and the trigger's effects: trigger " + h.name() + " "
            + event + " = kill(" + where.subject + ")");
        return;
      }
      Effects e = effects(c, List.of(), where);
      if (e == null) {
        return;
      }
      linePremisesAt = c.skipSpace();
      List<Premise> premises = lineIf(c, where.subject);
      if (premises == null || !triggerFlags(c)) {
        return;
      }
      // A limit on the subject is decided as the trigger fires: a guard around its response;
      // the others, when the night is planned: a guard around the trigger.
      List<Premise> onSubject = premises.stream().filter(Premise::readsSubject).toList();
      List<Premise> atStart = premises.stream().filter(p -> !p.readsSubject()).toList();
      List<Component> response = onSubject.isEmpty() ? e.components()
          : List.of(new Component.When(onSubject, e.components(), List.of()));
      Component t = new Component.Trigger(known.get(), ranks, tags, except, about,
          aboutFilter, response);
      h.components().add(atStart.isEmpty() ? t
          : new Component.When(atStart, List.of(t), List.of()));
      h.tags().addAll(e.tags());
    }

    /**
     * The flags a trigger may carry: those every passive has already ({@code unblockable},
     * {@code untrackable}, {@code survives-death}); then only a description or nothing.
     */
    private boolean triggerFlags(Cursor c) {
      c.skipSpace();
      if (c.peek() == '{') {
        int at = c.pos;
        Set<String> flags = flags(c);
        if (flags == null) {
          return false;
        }
        for (String f : flags) {
          if (!PASSIVE_FLAGS.contains(f)) {
            c.error(c.text.indexOf(f, at), "a trigger cannot be {" + f + "}: triggers, like passives, are "
                + String.join(", ", PASSIVE_FLAGS) + " and never move");
            return false;
          }
        }
      }
      return rest(c);
    }

    /** {@code = effects} of a passive or trigger line, or null after a diagnostic. */
    private Effects modifierEffects(Cursor c, String what, String example, Where where) {
      if (!c.eat('=')) {
        c.error(c.pos, "expected '=' and the " + what + "'s effects: " + example);
        return null;
      }
      Effects e = effects(c, List.of(), where);
      if (e == null) {
        return null;
      }
      linePremisesAt = c.skipSpace();
      List<Premise> premises = lineIf(c, null);
      linePremises = premises == null ? List.of() : premises;
      return premises == null || !rest(c) ? null : e;
    }

    private String frozen(RoleDraft r) {
      return "role " + r.name + " is complete since line " + r.frozenAt + ", where a role(...) "
          + "component names it: define all of a role's lines before naming it";
    }

    /** Who a passive or trigger line belongs to: a role or a modifier defined here. */
    private record Holder(String name, List<Component> components, Set<String> tags) {}

    /** The role or modifier a passive or trigger belongs to, or null after a diagnostic. */
    private Holder holder(Cursor c, String what) {
      int col = c.skipSpace();
      String owner = c.word();
      ModifierDraft m = modifiers.get(key(owner));
      RoleDraft r = roles.get(key(owner));
      if (m != null) {
        m.named = true;
      }
      if (m != null && r != null) {
        c.error(col, "'" + owner + "' is both a role and a modifier here: a " + what
            + " needs one holder");
        return null;
      }
      if (r != null && r.frozenAt >= 0) {
        c.error(col, frozen(r));
        return null;
      }
      if (owner.isEmpty()) {
        c.error(col, c.unknown(col, owner, "role or modifier") + " the " + what + " belongs to: "
            + what + " <Role> = ...");
        return null;
      }
      if (m == null && r == null) {
        List<String> known = new ArrayList<>(modifiers.values().stream().map(d -> d.name).toList());
        roles.values().forEach(d -> known.add(d.name));
        c.error(col, base.role(owner).isPresent() || base.modifier(owner).isPresent()
            ? "'" + owner + "' belongs to the rule set; define a new role or modifier to give "
                + "it a " + what
            : "unknown role or modifier '" + owner + "'" + NightParser.suggestion(owner, known)
                + "; declare it first: role " + owner + " (or modifier " + owner + ")");
        return null;
      }
      c.skipSpace();
      return m != null ? new Holder(m.name, m.components, m.tags)
          : new Holder(r.name, r.passives, r.passiveTags);
    }

    /** Whether only a description (ignored for passives) or nothing follows. */
    private boolean rest(Cursor c) {
      c.skipSpace();
      if (c.atEnd()) {
        return true;
      }
      c.error(c.pos, c.peek() == '[' || c.peek() == '{'
          ? "not supported yet: limits and flags on a passive or trigger (a countable modifier "
              + "has uses: write it as Name(n) on the player line)"
          : "expected '+' and a component, or the end of the line");
      return false;
    }

    // ---- status -----------------------------------------------------------------------

    private void status(Cursor c) {
      int col = c.skipSpace();
      String name = c.word();
      if (!NAME.matcher(name).matches()) {
        c.error(col, "expected a status name in CamelCase (an ASCII capital letter, then ASCII "
            + "letters and digits, such as Poisoned; no '-', '_' or spaces), got '" + name + "'");
        return;
      }
      String k = key(name);
      if (statuses.containsKey(k) || roles.containsKey(k) || modifiers.containsKey(k)) {
        c.error(col, "'" + name + "' is defined twice; choose another name");
        return;
      }
      // games.md 3: a name defined twice is an error, but a status that replaces a bundled one
      String taken = base.role(name).isPresent() ? "role" : base.modifier(name).isPresent()
          ? "modifier" : base.status(name).filter(s -> !StatusDefinition.bundled().contains(s))
          .isPresent() ? "status" : null;
      if (taken != null) {
        boolean replaced = StatusDefinition.bundled().stream()
            .anyMatch(b -> key(b.name()).equals(k));
        c.error(col, "'" + name + "' is defined twice: already a " + taken + " of the rule set"
            + (taken.equals("status") && replaced ? ", which replaced the bundled one (a bundled "
            + "status may be replaced once)" : "") + "; choose another name");
        return;
      }
      List<Component> effects = List.of();
      Set<String> effectTags = Set.of();
      List<Component> expire = List.of();
      Set<String> expireTags = Set.of();
      Map<StatusDefinition.Event, String> announce =
          new java.util.EnumMap<>(StatusDefinition.Event.class);
      java.util.OptionalInt order = java.util.OptionalInt.empty();
      int orderCol = -1;
      Set<String> statusFlags = new TreeSet<>();
      Set<String> spare = new TreeSet<>();
      String description = "";
      c.skipSpace();
      if (c.eat('=')) {
        Effects e = effects(c, List.of(), Where.STATUS);
        if (e == null) {
          return;
        }
        effects = e.components;
        effectTags = e.tags;
      }
      Set<String> given = new HashSet<>(); // each part of a status line comes once
      while (c.skipSpace() < c.end()) {
        int at = c.pos;
        String part = c.peek() == '"' ? "description" : c.peek() == '{' ? "{flags}"
            : c.peek() == '[' ? "[order n]" : null;
        if (part == null) {
          String key = c.keyword();
          part = (key.equals("expire") || key.equals("announce")) && c.peek() == '='
              ? key + "=" : null;
          c.pos = at;
        }
        if (part != null && !given.add(part)) {
          c.error(at, (part.equals("description") ? "the description" : "'" + part + "'")
              + " is given twice: one of each on a status line");
          return;
        }
        if (c.peek() == '"') {
          description = c.string();
        } else if (c.peek() == '{') {
          if (!list(c, '{', '}', "flags", () -> statusFlag(c, statusFlags, spare))) {
            return;
          }
        } else if (c.peek() == '[') {
          c.eat('[');
          c.skipSpace();
          int lcol = c.pos;
          String limit = c.keyword();
          c.skipSpace();
          int ncol = c.pos;
          String n = c.word();
          c.skipSpace();
          if (!limit.equals("order")) {
            c.error(lcol, (LIMITS.contains(limit) || COUNTED.contains(limit)
                ? "not supported yet: the limit '" + limit + "' on a status; "
                : "") + "a status takes one limit, [order n] (when its expire effects happen), "
                + "got '" + limit + "'");
            return;
          }
          if (!NUMBER.matcher(n).matches()) {
            c.error(ncol, notANumber("order", n));
            return;
          }
          if (!c.eat(']')) {
            c.error(c.pos, "expected ']' after the order");
            return;
          }
          order = java.util.OptionalInt.of(Integer.parseInt(n));
          orderCol = lcol;
        } else {
          String key = c.keyword();
          if (key.equals("expire") && c.peek() == '=') {
            c.eat('=');
            Effects e = effects(c, List.of(), Where.STATUS);
            if (e == null) {
              return;
            }
            expire = e.components;
            expireTags = e.tags;
          } else if (key.equals("announce") && c.eat('=')) {
            if (!announce(c, announce)) {
              return;
            }
          } else {
            c.error(at, "expected expire=, [order n], {flags} or a \"description\" after the "
                + "status's effects, got '" + (key.isEmpty() ? String.valueOf(c.peek()) : key)
                + "'");
            return;
          }
        }
      }
      boolean nullifies = statusFlags.contains("nullify");
      boolean noPassives = statusFlags.contains("no-passives");
      boolean redraws = statusFlags.contains("redraw");
      if (!spare.isEmpty() && !nullifies && !redraws) {
        c.error(col, "spare= names the actions a nullifying or redrawing status spares: add "
            + "nullify or redraw");
        return;
      }
      if (order.isPresent() && expire.isEmpty()) {
        c.error(orderCol, "[order n] places a status's expire effects: give it expire=...");
        return;
      }
      for (StatusDefinition.Event e : StatusDefinition.Event.values()) {
        announce.computeIfPresent(e, (x, kind) -> kind.isEmpty() ? e.defaultKind(name) : kind);
      }
      statuses.put(k, new StatusDefinition(name, nullifies, spare, noPassives, effects, expire,
          description, expireTags, announce, order, redraws, effectTags));
    }

    /**
     * {@code announce=apply|clear:cured|holder}: the events announced, each with its kind ("":
     * the default); false after a diagnostic.
     */
    private boolean announce(Cursor c, Map<StatusDefinition.Event, String> into) {
      int at = c.pos;
      String text = c.value();
      for (String part : low(text).split("\\|", -1)) {
        String[] eventKind = part.split(":", 2);
        Optional<StatusDefinition.Event> e = java.util.Arrays.stream(
            StatusDefinition.Event.values()).filter(x -> x.word().equals(eventKind[0])).findFirst();
        if (e.isEmpty()) {
          c.error(at, c.unknown(text.isEmpty() ? at : -1, eventKind[0], "announcement event")
              + NightParser.suggestion(
              eventKind[0], List.of("apply", "clear", "holder")) + "; write announce=apply, "
              + "clear or holder, each with an optional kind: apply:poisoned|clear:cured");
          return false;
        }
        String kind = eventKind.length == 2 ? eventKind[1] : "";
        if (!kind.isEmpty() && !kind.matches("[a-z][a-z0-9-]*")) {
          c.error(at, "an announcement's kind is a word (a letter, then letters, digits and "
              + "'-'), got '" + kind + "'");
          return false;
        }
        into.put(e.get(), kind);
      }
      return true;
    }

    /**
     * One status flag: {@code nullify}, {@code redraw}, {@code spare=<tags>} or {@code
     * no-passives}.
     */
    private boolean statusFlag(Cursor c, Set<String> flags, Set<String> spare) {
      int at = c.pos;
      String flag = c.keyword();
      if (flags.contains(flag) || flag.equals("spare") && !spare.isEmpty()) {
        c.error(at, "'" + flag + "' is given twice: one of each flag");
        return false;
      }
      if (flag.equals("nullify") || flag.equals("no-passives") || flag.equals("redraw")) {
        flags.add(flag);
        return true;
      }
      if (flag.equals("spare") && c.eat('=')) {
        int tcol = c.pos;
        for (String t : low(c.value()).split("\\|", -1)) {
          if (!TAG.matcher(t).matches()) {
            c.error(at, "expected ability tags after spare=, got '" + t + "'");
            return false;
          }
          spare.add(t);
          tagUse(c, tcol, t);
          tcol += t.length() + 1;
        }
        return true;
      }
      c.error(at, c.unknown(at, flag, "status flag") + NightParser.suggestion(flag,
          List.of("nullify", "redraw", "no-passives", "spare")) + "; flags: nullify, redraw, "
          + "spare=<tags>, no-passives");
      return false;
    }

    // ---- effects ----------------------------------------------------------------------

    /** Components and the ability tags their {@code tag=} settings give. */
    private record Effects(List<Component> components, Set<String> tags, boolean unblockable) {}

    /** Whether a kill of the effects being read says {@code unblockable}. */
    private boolean unblockableKill;

    /** {@code component + component ...}, or null after a diagnostic. */
    private Effects effects(Cursor c, List<String> params, Where where) {
      boolean outerUnblockable = unblockableKill;
      unblockableKill = false;
      List<Component> out = new ArrayList<>();
      Set<String> tags = new TreeSet<>();
      do {
        c.skipSpace();
        List<Component> comps = component(c, params, where, tags);
        if (comps == null) {
          unblockableKill = outerUnblockable;
          return null;
        }
        out.addAll(comps);
        c.skipSpace();
      } while (c.eat('+'));
      Effects e = new Effects(out, tags, unblockableKill);
      unblockableKill = outerUnblockable;
      return e;
    }

    /** One argument of a component: {@code key=value} or a positional value. */
    private record Arg(String key, String value, int column) {}

    /** How deeply components are nested in one another now ({@code if(...)}, responses). */
    private int nesting;

    /**
     * One component as written: several when it is aimed at a union; null after a diagnostic
     * (also when components nest more than {@value #MAX_NESTING} deep).
     */
    private List<Component> component(Cursor c, List<String> params, Where where,
        Set<String> tags) {
      if (nesting == MAX_NESTING) {
        c.error(c.pos, "components nested more than " + MAX_NESTING + " deep");
        return null;
      }
      nesting++;
      try {
        return componentAt(c, params, where, tags);
      } finally {
        nesting--;
      }
    }

    private List<Component> componentAt(Cursor c, List<String> params, Where where,
        Set<String> tags) {
      int col = c.pos;
      String kind = c.keyword();
      if (kind.isEmpty()) {
        c.error(col, "expected a component, e.g. kill(X)");
        return null;
      }
      if (!c.eat('(')) {
        c.error(c.pos, "expected '(' after " + kind);
        return null;
      }
      if (kind.equals("if")) {
        Component g = guard(c, col, params, where, tags);
        return g == null ? null : List.of(g);
      }
      List<Arg> args = args(c);
      if (args == null) {
        return null;
      }
      if (NOT_YET.contains(kind)) {
        c.error(col, "not supported yet: the component '" + kind + "' (nightres resolves "
            + String.join(", ", COMPONENTS) + " for now)");
        return null;
      }
      if (!COMPONENTS.contains(kind)) {
        c.error(col, c.unknown(col, kind, "component") + NightParser.suggestion(kind,
            COMPONENTS) + "; components: " + String.join(", ", COMPONENTS));
        return null;
      }
      if (kind.equals("cancel") && !where.cancels) {
        c.error(col, "a cancel stands only in the response of a visited trigger about its "
            + "holder's own visits (trigger R visited(killing) = cancel(failure)), not in "
            + (where.what.equals("a visited trigger") ? "one about a stored target's visits"
                : where.what) + ": it cancels the visit that sets the trigger off");
        return null;
      }
      if (where.endOfNightOnly && !END_OF_NIGHT.contains(kind)) {
        c.error(col, where.what + " responds with end-of-night effects ("
            + String.join(", ", END_OF_NIGHT) + "), not with '" + kind + "'");
        return null;
      }
      // a component aimed at a union X|Y|self is that component aimed at each member, in order
      Arg first = args.stream().filter(a -> a.key() == null).findFirst().orElse(null);
      if (first == null || !first.value().contains("|") || kind.equals("cancel")) {
        Component one = new Comp(c, kind, args, params, where).build(tags);
        return one == null ? null : List.of(one);
      }
      List<Component> out = new ArrayList<>();
      int offset = 0;
      for (String member : first.value().split("\\|", -1)) {
        List<Arg> each = new ArrayList<>(args);
        each.set(args.indexOf(first), new Arg(null, member, first.column() + offset));
        offset += member.length() + 1;
        Component one = new Comp(c, kind, each, params, where).build(tags);
        if (one == null) {
          return null;
        }
        out.add(one);
      }
      return out;
    }

    /**
     * {@code if(premise {and premise} then effects [else effects])}, after {@code if(}: the
     * components guarded by the premises; null after a diagnostic.
     */
    private Component guard(Cursor c, int col, List<String> params, Where where,
        Set<String> tags) {
      if (where == Where.REACT || where == Where.STATUS) {
        c.error(col, "not supported yet: if(...) in " + where.what + " (a guard stands in an "
            + "ability, a passive or a trigger's response)");
        return null;
      }
      List<Premise> premises = new ArrayList<>();
      while (true) {
        Premise p = premise(c, params, where.subject);
        if (p == null) {
          return null;
        }
        premises.add(p);
        c.skipSpace();
        int mark = c.pos;
        if (!c.keyword().equals("and")) {
          c.pos = mark;
          break;
        }
      }
      int at = c.skipSpace();
      if (!c.keyword().equals("then")) {
        c.error(at, "expected 'and' and a premise, or 'then' and the guarded effects: "
            + "if(self in !attr:marker then protect(self) else notify(self, \"no\"))");
        return null;
      }
      Effects then = effects(c, params, where);
      if (then == null) {
        return null;
      }
      List<Component> otherwise = List.of();
      int mark = c.skipSpace();
      if (c.keyword().equals("else")) {
        Effects e = effects(c, params, where);
        if (e == null) {
          return null;
        }
        otherwise = e.components();
        tags.addAll(e.tags());
      } else {
        c.pos = mark;
      }
      c.skipSpace();
      if (!c.eat(')')) {
        c.error(c.pos, c.atEnd() ? "missing ')' after the guarded effects"
            : "expected 'else', '+' or ')' after the guarded effects");
        return null;
      }
      tags.addAll(then.tags());
      Component.When w = new Component.When(premises, then.components(), otherwise);
      for (Component g : Component.flat(List.of(w))) {
        boolean drawn = g.refs().stream().anyMatch(Ref::random)
            || g.isBlock() && ((Component.Block) g).byChance();
        if (drawn || g.limit().isPresent()) {
          c.error(col, "not supported yet: " + (drawn ? "a random selector or a feedback by "
              + "chance" : "a protection with uses=") + " inside if(...)");
          return null;
        }
      }
      return w;
    }

    /** The arguments up to the closing parenthesis, or null after a diagnostic. */
    private List<Arg> args(Cursor c) {
      List<Arg> args = new ArrayList<>();
      c.skipSpace();
      if (c.eat(')')) {
        return args;
      }
      while (true) {
        c.skipSpace();
        int at = c.pos;
        String key = null;
        String value;
        boolean quoted = c.peek() == '"'; // a text, which may be empty ("" is reported after)
        if (quoted) {
          value = c.string();
        } else {
          value = c.value();
          c.skipSpace();
          if (c.eat('=')) {
            key = keyword(value);
            c.skipSpace();
            quoted = c.peek() == '"';
            value = quoted ? c.string() : c.value();
            if (value.matches("(?i)!?attr:[^=]+") && c.eat('=')) {
              value = value + "=" + c.value(); // a player filter attr:k=v (by=, from=)
            }
            if (key.equals("react")) { // effects: components joined by '+'
              int from = c.text.indexOf(value, at);
              int to = -1; // the end of the last component, the text taken once (linear)
              while (true) {
                int mark = c.pos;
                c.skipSpace();
                if (!c.eat('+')) {
                  c.pos = mark;
                  break;
                }
                c.skipSpace();
                c.value();
                to = c.pos;
              }
              if (to >= 0) {
                value = c.text.substring(from, to);
              }
            }
          } else if (!c.atEnd() && Character.isLetter(c.peek())) {
            value = value + " " + c.value(); // two words: an operation and its name, set Cop
            c.skipSpace();
            if (low(value).equals("align with") && !c.atEnd() && Character.isLetter(c.peek())) {
              value = value + " " + c.value(); // align with Y: another player's alignment
            }
          }
        }
        if (value.isEmpty() && !quoted) {
          c.error(c.pos, "expected a value");
          return null;
        }
        args.add(new Arg(key, value, at));
        c.skipSpace();
        if (c.eat(')')) {
          return args;
        }
        if (!c.eat(',')) {
          c.error(c.pos, c.atEnd() ? "missing ')'" : "expected ',' or ')'");
          return null;
        }
      }
    }

    /** Reading one component's arguments. */
    private final class Comp {
      final Cursor c;
      final String kind;
      final List<Arg> positional = new ArrayList<>();
      final Map<String, Arg> keyed = new LinkedHashMap<>();
      final List<String> params;
      final Where where;
      boolean failed;

      Comp(Cursor c, String kind, List<Arg> args, List<String> params, Where where) {
        this.c = c;
        this.kind = kind;
        this.params = params;
        this.where = where;
        for (Arg a : args) {
          if (a.key() == null) {
            positional.add(a);
          } else if (keyed.put(a.key(), a) != null) {
            fail(a.column(), "'" + a.key() + "' given twice");
          }
        }
      }

      void fail(int column, String message) {
        if (!failed) {
          c.error(column, message);
        }
        failed = true;
      }

      Component build(Set<String> tags) {
        Component out = switch (kind) {
          case "kill" -> kill(tags);
          case "result" -> result();
          case "recruit" -> onTarget(target(1, List.of(), List.of("into")), Component.Recruit::new);
          case "fruit" -> onTarget(target(1, List.of(), List.of()), Component.Fruit::new);
          case "notify" -> notifyComponent();
          case "visit" -> onTarget(target(1, List.of(), List.of()), Component.Visit::new);
          case "protect" -> protect();
          case "block" -> block();
          case "redirect" -> redirect();
          case "swap" -> swap();
          case "untargetable" -> untargetable();
          case "guard" -> onTarget(target(1, List.of(), List.of()), Component.Guard::new);
          case "status" -> status(tags);
          case "clear" -> clear();
          case "role" -> roleChange();
          case "inform" -> inform();
          case "announce" -> announce();
          case "attr" -> attribute();
          case "link" -> link();
          case "remember" -> remember();
          case "deflect" -> deflect();
          case "disguise" -> disguise();
          case "cancel" -> cancel();
          default -> absent();
        };
        return failed ? null : out;
      }

      /** The component {@code make} builds on target {@code t}; null if the target failed. */
      private Component onTarget(Ref t, java.util.function.Function<Ref, Component> make) {
        return t == null ? null : make.apply(t);
      }

      private Component kill(Set<String> tags) {
        Ref t = target(3, List.of("tag", "class"), List.of());
        boolean strong = false;
        for (Arg w : positional.subList(Math.min(1, positional.size()), positional.size())) {
          switch (low(w.value())) {
            case "strong" -> strong = true;
            case "unblockable" -> unblockableKill = true;
            default -> fail(w.column(), "unexpected '" + w.value() + "' in kill (did you mean "
                + "strong or unblockable?)");
          }
        }
        KillClass cls = strong ? KillClass.TRUE : KillClass.ATTACK;
        Arg k = keyed.get("class");
        if (k != null) {
          Optional<KillClass> named = KillClass.ofWord(low(k.value()));
          if (named.isEmpty() || low(k.value()).equals("strong")) {
            fail(k.column(), "unknown kill class '" + k.value() + "'" + NightParser.suggestion(
                k.value(), List.of("attack", "kill", "true")) + "; write attack, kill or true");
          } else if (strong && named.get() != KillClass.TRUE) {
            fail(k.column(), "a strong kill is class=true; write one of them");
          } else {
            cls = named.get();
          }
        }
        Arg tag = keyed.get("tag");
        if (tag != null) {
          for (String v : low(tag.value()).split("\\|", -1)) {
            if (!TAG.matcher(v).matches()) {
              fail(tag.column(), "expected a tag (a letter, then letters, digits and '-'), got '"
                  + v + "'");
            }
            tags.add(v);
          }
        }
        return failed ? null : new Component.Kill(t, cls);
      }

      private Component result() {
        List<String> resultKeys = new ArrayList<>(List.of("sees", "guilty", "innocent", "else",
            "failure", "tell"));
        keyed.keySet().stream().filter(key -> key.startsWith("is:") || key.startsWith("guess:"))
            .forEach(resultKeys::add);
        Ref t = target(2, resultKeys, List.of());
        Arg k = second("result needs a kind: result(X, investigate|detect|track|watch|role|"
            + "category|class|attr:<key>|kill-outcome)");
        if (k == null) {
          return null;
        }
        List<Component.Result.Question> also = new ArrayList<>();
        k = new Arg(k.key(), low(k.value()), k.column()); // kinds and attribute keys: any case
        if (k.value().indexOf('/') >= 0) { // a compound: several questions about the target
          String[] words = k.value().split("/", -1);
          for (int i = 1; i < words.length; i++) {
            Optional<Component.Result.Question> q = question(words[i], k.column());
            if (q.isEmpty()) {
              return null;
            }
            also.add(q.get());
          }
          k = new Arg(k.key(), words[0], k.column());
          Optional<ResultKind> first = k.value().startsWith("attr:")
              ? Optional.of(ResultKind.ATTRIBUTE) : resultKind(k.value());
          if (first.isPresent() && (!first.get().fromPlayers()
              || first.get() == ResultKind.ALIGNMENT)) {
            fail(k.column(), "a compound result (kinds joined with /) starts with role, category, "
                + "class or attr:<key>; got '" + k.value() + "'");
            return null;
          }
        }
        Optional<ResultKind> kind = resultKind(k.value());
        Optional<String> attribute = Optional.empty();
        if (k.value().startsWith("attr:")) {
          String key = k.value().substring(5);
          if (!key.matches("[a-z][a-z0-9_-]*")) {
            fail(k.column(), "expected an attribute's key after attr:, such as attr:family; got '"
                + k.value() + "'");
            return null;
          }
          kind = Optional.of(ResultKind.ATTRIBUTE);
          attribute = Optional.of(key);
        } else if (kind.orElse(null) == ResultKind.ATTRIBUTE) {
          fail(k.column(), "an attribute result names its attribute: attr:<key>, such as "
              + "attr:family");
          return null;
        }
        if (kind.isEmpty()) {
          boolean later = k.value().startsWith("count:");
          fail(k.column(), later ? "not supported yet: results of kind '" + k.value() + "'"
              : "unknown result kind '" + k.value() + "'" + NightParser.suggestion(k.value(),
                  List.of("investigate", "alignment", "detect", "track", "watch", "role",
                      "category", "class", "attr:", "kill-outcome")));
          return null;
        }
        Set<DisguiseStrength> sees = java.util.EnumSet.noneOf(DisguiseStrength.class);
        Arg seen = keyed.get("sees");
        if (seen != null) {
          for (String v : low(seen.value()).split("\\|", -1)) {
            Optional<DisguiseStrength> st = DisguiseStrength.ofWord(v);
            if (st.isEmpty()) {
              fail(seen.column(), "unknown disguise strength '" + v + "'" + NightParser.suggestion(
                  v, List.of("weak", "strong")) + "; write sees=weak, sees=strong or "
                  + "sees=weak|strong");
              return null;
            }
            sees.add(st.get());
          }
          if (!kind.get().seesDisguises()
              && also.stream().noneMatch(q -> q.kind().seesDisguises())) {
            fail(seen.column(), "a " + k.value() + " result sees no disguise: sees= goes on role, "
                + "alignment (investigate), category, class and attr:<key> results");
            return null;
          }
        }
        Map<String, String> labels = new LinkedHashMap<>();
        for (String answer : List.of("guilty", "innocent")) {
          Arg l = keyed.get(answer);
          if (l == null) {
            continue;
          }
          if (kind.get() != ResultKind.ALIGNMENT) {
            fail(l.column(), "only an investigation's answers have labels: " + answer
                + "= goes on result(X, investigate)");
            return null;
          }
          if (l.value().isBlank()) {
            fail(l.column(), "expected the label after " + answer + "=, such as \"mafia\"");
            return null;
          }
          String told = labelPlaceholders(l);
          if (told == null) {
            return null;
          }
          labels.put(answer, told);
        }
        for (Arg l : keyed.values()) { // is:A=, guess:S=, failure=, else=: what the actor is told
          String answer;
          if (l.key().equals("else")) {
            answer = Component.Result.ELSE;
          } else if (l.key().equals("failure")) {
            answer = Component.Result.FAILURE;
          } else if (l.key().startsWith("guess:")) {
            String letter = l.key().substring(6);
            if (!currentRoleParams.contains(letter)) {
              fail(l.column(), "'" + letter + "' after guess: is not a role parameter of this "
                  + "ability" + (currentRoleParams.isEmpty() ? " (declare one: ability Role.verb "
                  + "X S:role = ...)" : " (" + String.join(", ", currentRoleParams) + ")"));
              return null;
            }
            answer = Component.Result.guessKey(letter);
          } else if (l.key().startsWith("is:")) {
            answer = l.key().substring(3);
            if (answer.isEmpty() || low(answer).equals("nothing")) { // nothing: no answer at all
              fail(l.column(), "expected an answer after is:, such as is:Wolf=\"a wolf\"; got '"
                  + l.key() + "'");
              return null;
            }
            int parts = answer.split("/", -1).length;
            if (parts != also.size() + 1 || also.isEmpty() && answer.contains("*")) {
              fail(l.column(), also.isEmpty() ? "expected one answer after is: (a compound "
                  + "answer needs a compound result, such as result(X, class/category)); got '"
                  + l.key() + "'" : "this result asks " + (also.size() + 1) + " questions: "
                  + "is: names " + (also.size() + 1) + " answers joined with / (* for any); got '"
                  + l.key() + "'");
              return null;
            }
          } else {
            continue;
          }
          if (l.value().isBlank()) {
            fail(l.column(), "expected the text after " + l.key() + "=, such as \"a wolf\"");
            return null;
          }
          String told = labelPlaceholders(l);
          if (told == null) {
            return null;
          }
          labels.put(answer, told);
        }
        boolean announced = false;
        Arg tell = keyed.get("tell");
        if (tell != null) {
          if (!low(tell.value()).equals("announce")) {
            fail(tell.column(), "expected tell=announce (the answer told as an announcement); got "
                + "tell=" + tell.value());
            return null;
          }
          if (labels.isEmpty()) {
            fail(tell.column(), "a result told as an announcement words the answers it announces: "
                + "is:A=\"text\", else=\"text\" ...");
            return null;
          }
          announced = true;
        }
        return failed ? null
            : new Component.Result(t, kind.get(), attribute, sees, labels, also, announced);
      }

      /** One further question of a compound result: role, category, class or attr:key. */
      private Optional<Component.Result.Question> question(String word, int column) {
        if (word.startsWith("attr:") && word.substring(5).matches("[a-z][a-z0-9_-]*")) {
          return Optional.of(new Component.Result.Question(ResultKind.ATTRIBUTE,
              Optional.of(word.substring(5))));
        }
        Optional<ResultKind> q = resultKind(word);
        if (q.isEmpty() || !q.get().fromPlayers() || q.get() == ResultKind.ATTRIBUTE) {
          fail(column, "a compound result asks role, alignment, category, class or attr:<key> "
              + "questions; got '" + word + "'");
          return Optional.empty();
        }
        return Optional.of(new Component.Result.Question(q.get(), Optional.empty()));
      }

      /**
       * {@code disguise(X, as=R, strength=weak|strong[, until=d])}: X appears to hold role R to
       * the results that see that strength; R is a role of the rule set or a role parameter.
       */
      private Component disguise() {
        Ref t = target(1, List.of("as", "strength", "until"), List.of());
        if (failed) {
          return null;
        }
        if (where.subject != null) {
          fail(c.pos, "not supported yet: a disguise in a trigger's response");
          return null;
        }
        Arg as = keyed.get("as");
        Arg st = keyed.get("strength");
        if (as == null || st == null) {
          fail(c.pos, "disguise needs " + (as == null ? "a role" : "a strength")
              + ": disguise(X, as=Cop, strength=weak), or as=R with a parameter R:role");
          return null;
        }
        Component.RoleArg role;
        int p = currentRoleParams.indexOf(as.value());
        if (p >= 0) {
          role = Component.RoleArg.param(p, as.value());
        } else if (as.value().length() == 1 && Character.isUpperCase(as.value().charAt(0))) {
          fail(as.column(), "'" + as.value() + "' is not a role parameter of this ability"
              + (currentRoleParams.isEmpty() ? " (declare one: ability Role.verb X "
                  + as.value() + ":role = ...)" : " (" + String.join(", ", currentRoleParams)
                  + ")"));
          return null;
        } else if (currentOwner != null && key(as.value()).equals(key(currentOwner.name))) {
          fail(as.column(), "an ability of " + currentOwner.name + " cannot disguise as "
              + currentOwner.name + " itself (the role is not complete yet): use a role "
              + "parameter, R:role");
          return null;
        } else {
          RoleDraft d = roles.get(key(as.value()));
          if (d == null && base.role(as.value()).isEmpty()) {
            List<String> known = roleNames();
            base.roles().forEach(r -> known.add(r.name()));
            fail(as.column(), "unknown role '" + as.value() + "' after as="
                + NightParser.suggestion(as.value(), known) + "; name a role of the rule set, or "
                + "a role parameter (R:role)");
            return null;
          }
          Role r = namedRole(as.value(), as.column());
          if (r == null) {
            return null;
          }
          role = Component.RoleArg.of(r);
        }
        Optional<DisguiseStrength> strength = DisguiseStrength.ofWord(low(st.value()));
        if (strength.isEmpty()) {
          fail(st.column(), "unknown disguise strength '" + st.value() + "'"
              + NightParser.suggestion(st.value(), List.of("weak", "strong"))
              + "; write strength=weak or strength=strong");
          return null;
        }
        Component.Lasting until = Component.Lasting.TONIGHT;
        Arg u = keyed.get("until");
        if (u != null) {
          until = lasting(u);
          if (until == null) {
            return null;
          }
          if (until.lasts() && where != Where.ABILITY) {
            fail(u.column(), "a disguise outside an ability (a passive's, a status's) holds "
                + "while its holder has it: leave until= out");
            return null;
          }
        }
        return new Component.Disguise(t, role, strength.get(), until);
      }

      /**
       * A disguise's {@code until}: phase, permanent (or persistent: the same), use, use2, N+k or
       * D+k; null after a problem.
       */
      private Component.Lasting lasting(Arg u) {
        String v = u.value();
        java.util.regex.Matcher m = DURATION.matcher(v);
        switch (low(v)) {
          case "phase" -> {
            return Component.Lasting.TONIGHT;
          }
          case "permanent", "persistent" -> { // nightres's permanent: until removed
            return new Component.Lasting(Component.Lasting.Kind.PERMANENT, Optional.empty());
          }
          case "use" -> {
            return new Component.Lasting(Component.Lasting.Kind.USE, Optional.empty());
          }
          case "use2" -> {
            return new Component.Lasting(Component.Lasting.Kind.USE2, Optional.empty());
          }
          default -> {
            if (m.matches()) {
              return new Component.Lasting(Component.Lasting.Kind.TIMED, Optional.of(
                  new StateChange.Until(m.group(1).equalsIgnoreCase("D"),
                      Integer.parseInt(m.group(2)))));
            }
            fail(u.column(), "expected a duration: phase (tonight), permanent, persistent, use, "
                + "use2, N+1 or D+1; got '" + v + "'");
            return null;
          }
        }
      }

      /**
       * {@code notify(X, "text")}, {@code notify(X, kind)} or {@code notify(X, kind, "text")}:
       * a private notice, of a kind ({@code games.md} section 8) when a bare word comes first.
       */
      /**
       * {@code cancel(failure)}, {@code cancel(success)} or {@code cancel("text")}: what the
       * actor of a cancelled action is told.
       */
      private Component cancel() {
        if (positional.size() != 1 || !keyed.isEmpty()) {
          Arg extra = positional.size() > 1 ? positional.get(1)
              : keyed.isEmpty() ? null : keyed.values().iterator().next();
          fail(extra == null ? c.pos : extra.column(), "a cancel takes one answer: "
              + "cancel(failure), cancel(success) or cancel(\"text\")");
          return null;
        }
        Arg a = positional.get(0);
        if (c.text.charAt(a.column()) == '"') {
          if (a.value().isBlank()) {
            fail(a.column(), "a cancel's text is empty: cancel(\"text\")");
            return null;
          }
          if (a.value().contains("{") || a.value().contains("}")) {
            fail(a.column(), "not supported yet: placeholders in a cancel's text (it is told "
                + "as written)");
            return null;
          }
          return new Component.Cancel(a.value());
        }
        return switch (low(a.value())) {
          case "failure" -> new Component.Cancel(Component.Cancel.FAILURE);
          case "success" -> new Component.Cancel(Component.Cancel.SUCCESS);
          default -> {
            fail(a.column(), "expected failure, success or a text in quotes after cancel(, got '"
                + a.value() + "'");
            yield null;
          }
        };
      }

      private Component notifyComponent() {
        Ref t = target(3, List.of(), List.of());
        Arg message = second("notify needs a message: notify(X, \"text\") or notify(X, kind)");
        if (message == null) {
          return null;
        }
        boolean quoted = c.text.charAt(message.column()) == '"';
        if (message.value().isBlank()) {
          fail(message.column(), "a notice needs a text: notify(X, \"text\")");
          return null;
        }
        if (quoted) {
          if (positional.size() > 2) {
            fail(positional.get(2).column(), "a notice's kind comes before its text: "
                + "notify(X, kind, \"text\")");
            return null;
          }
          String named = placeholders(message);
          return named == null ? null : new Component.Notify(t, named);
        }
        if (!TAG.matcher(low(message.value())).matches()) {
          fail(message.column(), "a notice's kind is a word (boss, partner), got '"
              + message.value() + "'; a text goes in quotes");
          return null;
        }
        String kindWord = low(message.value());
        String text = kindWord;
        if (positional.size() == 3) {
          Arg t3 = positional.get(2);
          if (c.text.charAt(t3.column()) != '"' || t3.value().isBlank()) {
            fail(t3.column(), "expected the notice's text in quotes: notify(X, "
                + kindWord + ", \"text\")");
            return null;
          }
          text = placeholders(t3);
          if (text == null) {
            return null;
          }
        }
        return failed ? null : Component.Notify.of(t, kindWord, text);
      }

      /**
       * A quoted text with its placeholders in the spelling the night reads ({@code
       * PlannedAction.named}): each names a player the component knows, {@code {self}}, a
       * parameter ({@code {X}}), a trigger's subject ({@code {visitor}}), in a passive or a
       * trigger {@code {stored(k)}}, or a fact about one of them ({@code {role(X)}}); their
       * words are read in any case and kept in lower case ({@code {Self}}, {@code {ROLE(X)}}),
       * a parameter is its capital letter ({@code {x}} names none). Null after a diagnostic at
       * the first that names none.
       */
      private String placeholders(Arg a) {
        java.util.regex.Matcher m = PLACEHOLDER.matcher(a.value());
        StringBuilder out = new StringBuilder();
        while (m.find()) {
          String p = m.group(1);
          int col = a.column() + 1 + m.start();
          java.util.regex.Matcher fact = FACT_PLACEHOLDER.matcher(p);
          String factWord = null;
          if (fact.matches()) { // a fact about a player: {role(X)}
            factWord = low(fact.group(1));
            p = fact.group(2);
          }
          String w = p.length() == 1 ? p : low(p); // a keyword in any case; a parameter, a capital
          java.util.regex.Matcher st = Pattern.compile("stored\\((.*)\\)").matcher(w);
          String player = null;
          if (w.equals("self") || params.contains(w) || SUBJECTS.contains(w)
              && where.subject != null && (w.equals(where.subject)
                  || w.equals("actor") && !where.subject.equals("target"))) {
            player = w; // a player, or a trigger's subject (as a selector names him)
          } else if (st.matches() && Ref.STORED_KEY.matcher(st.group(1)).matches()
              && where.passive) {
            player = w;
          }
          if (player == null) {
            fail(col, "unknown placeholder '" + m.group() + "' in a text: write {self}, a "
                + "parameter of the ability ({X}" + (p.length() == 1
                    && PARAMS.indexOf(Character.toUpperCase(p.charAt(0))) >= 0
                    && Character.isLowerCase(p.charAt(0)) ? "; a parameter is its capital "
                    + "letter" : "") + ")" + (where.passive ? " or {stored(k)}" : "")
                + ", or a fact about one of them ({role(X)}, {class(self)}, {attr:k(self)})"
                + (st.matches() && !where.passive ? " ({stored(k)} is read in a passive or a "
                    + "trigger only)" : ""));
            return null;
          }
          m.appendReplacement(out, java.util.regex.Matcher.quoteReplacement("{"
              + (factWord == null ? player : factWord + "(" + player + ")") + "}"));
        }
        m.appendTail(out);
        return out.toString();
      }

      /**
       * A result's label with its placeholders in the spelling the night reads ({@code
       * OutcomeBuilder}): {@code {target}}, {@code {actor}} and {@code {answer}} in any case, and
       * a role parameter's letter ({@code {S}}); null after a diagnostic at the first other one,
       * which would be told as written.
       */
      private String labelPlaceholders(Arg l) {
        java.util.regex.Matcher m = PLACEHOLDER.matcher(l.value());
        StringBuilder out = new StringBuilder();
        while (m.find()) {
          String p = m.group(1);
          String w = p.length() == 1 ? p : low(p);
          if (!List.of("target", "actor", "answer").contains(w)
              && !currentRoleParams.contains(w)) {
            int quote = c.text.indexOf('"', l.column());
            fail((quote < 0 ? l.column() : quote + 1) + m.start(), "unknown placeholder '"
                + m.group() + "' in a result's text: write {target}, {actor}, {answer}"
                + (currentRoleParams.isEmpty() ? "" : " or a role parameter ({"
                    + currentRoleParams.get(0) + "})"));
            return null;
          }
          m.appendReplacement(out, java.util.regex.Matcher.quoteReplacement("{" + w + "}"));
        }
        m.appendTail(out);
        return out.toString();
      }

      private Component protect() {
        Ref t = target(2, List.of("from", "rank", "by", "uses", "consume", "react", "during"),
            List.of());
        Arg during = keyed.get("during");
        if (during != null && !List.of("night", "both").contains(low(during.value()))) {
          fail(during.column(), low(during.value()).equals("day")
              ? "a protection during=day has no effect on a night, and nightres resolves nights: "
                  + "write during=night or both (the default), or leave the line out"
              : "unknown phase '" + during.value() + "' after during=; write night, day or both");
        }
        boolean every = flagWord("every-kill");
        Set<String> from = new TreeSet<>();
        KillClass upTo = KillClass.KILL;
        Arg f = keyed.get("from");
        if (f != null) {
          boolean classSeen = false;
          int fcol = valueColumn(f);
          for (String v : low(f.value()).split("\\|", -1)) {
            Optional<KillClass> cls = KillClass.ofWord(v);
            if (cls.isPresent() && cls.get() == KillClass.TRUE) {
              fail(f.column(), "nothing protects from a true kill ('" + v + "'); write attack "
                  + "or kill (kills include attacks)");
            } else if (cls.isPresent()) {
              upTo = classSeen && upTo == KillClass.KILL ? KillClass.KILL : cls.get();
              classSeen = true;
            } else {
              String tag = v.startsWith("tag:") ? v.substring(4) : v;
              if (!TAG.matcher(tag).matches()) {
                fail(f.column(), "expected kill classes (attack, kill) or tags (tag:poison) "
                    + "after from=, got '" + v + "'");
              }
              from.add(tag);
              tagUse(c, fcol + v.length() - tag.length(), tag);
            }
            fcol += v.length() + 1;
          }
        }
        Optional<Component.Protect.Rank> rank = Optional.empty();
        Arg r = keyed.get("rank");
        if (r != null) {
          rank = rank(low(r.value())).filter(x -> x != Component.Protect.Rank.ABSENCE);
          if (rank.isEmpty()) {
            fail(r.column(), low(r.value()).equals("absence")
                ? "an absence defense is absent(X, at=Y, from=...), not a protection's rank"
                : "unknown rank '" + r.value() + "'" + NightParser.suggestion(r.value(),
                    RANKS.subList(1, RANKS.size())) + "; ranks: "
                    + String.join(", ", RANKS.subList(1, RANKS.size())));
          }
        }
        Optional<PlayerFilter> by = Optional.empty();
        Arg b = keyed.get("by");
        if (b != null) {
          by = filter(b.value(), false);
          if (by.isEmpty()) {
            fail(b.column(), "not supported yet: the attackers '" + b.value() + "' (nightres reads "
                + "by=[!]align:a, role:R, category:C or attr:k[=v])");
          }
        }
        Optional<Component.Protect.Limit> limit = limit();
        List<Component> react = List.of();
        Arg re = keyed.get("react");
        if (re != null && !failed) {
          react = reaction(re);
        }
        return failed ? null
            : new Component.Protect(t, from, upTo, every, by, rank, limit, react);
      }

      /** {@code uses=n, consume=c}: only in a passive; consume needs uses. */
      private Optional<Component.Protect.Limit> limit() {
        Arg u = keyed.get("uses");
        Arg k = keyed.get("consume");
        if (u == null) {
          if (k != null) {
            fail(k.column(), "consume= says how a limited protection spends its uses: give it "
                + "uses=n too");
          }
          return Optional.empty();
        }
        if (!where.passive) {
          fail(u.column(), "a protection with uses= belongs to a passive (" + where.what
              + " cannot count them): passive Role = protect(self, uses=" + u.value() + ")");
          return Optional.empty();
        }
        if (!NUMBER.matcher(u.value()).matches() || Integer.parseInt(u.value()) == 0) {
          fail(u.column(), "expected a number of uses (1 or more) after uses=, got '" + u.value()
              + "'");
          return Optional.empty();
        }
        Component.Protect.Consume consume = Component.Protect.Consume.NEED;
        if (k != null) {
          List<String> words = java.util.Arrays.stream(Component.Protect.Consume.values())
              .map(Component.Protect.Consume::word).toList();
          int i = words.indexOf(low(k.value()));
          if (i < 0) {
            fail(k.column(), "unknown consume '" + k.value() + "'" + NightParser.suggestion(
                k.value(), words) + "; write " + String.join(", ", words));
            return Optional.empty();
          }
          consume = Component.Protect.Consume.values()[i];
        }
        // the key is the holder's: numbered when the passive line is read (passive())
        return Optional.of(new Component.Protect.Limit(Integer.parseInt(u.value()), consume,
            Component.Protect.Limit.key("Holder", 1)));
      }

      /** {@code react=effects}: end-of-night effects on the attacker, read where they stand. */
      private List<Component> reaction(Arg re) {
        Cursor sub = c.at(c.text.indexOf(re.value(), re.column()));
        Effects e = effects(sub, params, Where.REACT);
        if (e == null) {
          failed = true;
          return List.of();
        }
        if (!e.tags().isEmpty()) {
          fail(re.column(), "a reaction's effects take no tag= (they belong to the protection)");
        }
        return e.components();
      }

      private Component block() {
        Ref t = target(1, List.of("except", "only", "feedback"), List.of());
        Set<String> except = tagSet("except");
        Set<String> only = tagSet("only");
        Optional<String> feedback = Optional.empty();
        List<Component.Block.Chance> chances = List.of();
        Arg f = keyed.get("feedback");
        if (f != null) {
          if (f.value().contains("%") || f.value().contains("|")) {
            chances = chances(f);
          } else if (!Component.Block.isFeedback(f.value())) {
            fail(f.column(), "expected a value after feedback=, such as Citizen, innocent or "
                + "\"Village Idler\"; got '" + f.value() + "'");
          } else {
            feedback = Optional.of(f.value());
          }
        }
        return failed ? null : new Component.Block(t, except, only, feedback, chances);
      }

      /**
       * {@code feedback=50%:Citizen|50%:real}: the chances of a block's fake feedback ({@code
       * real}: the true answer), adding up to 100%; drawn once per action, so only in an ability.
       */
      private List<Component.Block.Chance> chances(Arg f) {
        int col = f.column() + "feedback=".length();
        if (where != Where.ABILITY) {
          fail(col, "not supported yet: feedback by chance in " + where.what + " (the chances are "
              + "drawn for each use of an ability)");
          return List.of();
        }
        List<Component.Block.Chance> out = new ArrayList<>();
        int sum = 0;
        for (String part : f.value().split("\\|", -1)) {
          java.util.regex.Matcher m = CHANCE.matcher(part);
          if (!m.matches() || Integer.parseInt(m.group(1)) == 0) {
            fail(col, "expected a chance such as 50%:Citizen (a percentage above 0, ':' and a "
                + "value, or real for the true answer), got '" + part + "'");
            return List.of();
          }
          String word = m.group(2).startsWith("\"")
              ? m.group(2).substring(1, m.group(2).length() - 1) : m.group(2);
          if (out.stream().anyMatch(x -> x.word().equalsIgnoreCase(word))) {
            fail(col + m.start(2), "'" + word + "' is given twice in the chances");
            return List.of();
          }
          int percent = Integer.parseInt(m.group(1));
          sum += percent;
          out.add(new Component.Block.Chance(Math.min(percent, 100),
              word.equalsIgnoreCase(Component.Block.REAL) ? Optional.empty() : Optional.of(word)));
          col += part.length() + 1;
        }
        if (sum != 100) {
          fail(f.column() + "feedback=".length(), "the chances add up to " + sum + "%, not 100% (e.g. "
              + "feedback=50%:Citizen|50%:real)");
          return List.of();
        }
        return out;
      }

      private Component redirect() {
        Ref t = target(1, List.of("to", "only", "except"), List.of("until"));
        Arg to = keyed.get("to");
        if (to == null && !failed) {
          fail(c.pos, "redirect needs a destination: redirect(X, to=Y)");
          return null;
        }
        Arg scope = keyed.get("scope");
        if (scope != null && !failed && !low(scope.value()).equals("tonight")) { // the default
          return nextAction(t, scope, to);
        }
        Ref dest = failed ? null : selector(to);
        Set<String> only = tagSet("only");
        Set<String> except = tagSet("except");
        return failed ? null : new Component.Redirect(t, dest, only, except);
      }

      /**
       * {@code redirect(X, to=random(valid), scope=next-action[, except=t])}: X's next action (but
       * the spared ones) goes to a random valid target, tonight or on a later night (the seed's
       * Bumbling Bureaucrat). It means a status that redraws the next action, named after the
       * ability ({@code BumblingBureaucratBumble}), which the line defines and X is given.
       */
      private Component nextAction(Ref target, Arg scope, Arg to) {
        if (!low(scope.value()).equals("next-action")) {
          fail(scope.column() + "scope=".length(), "unknown scope '" + scope.value() + "'"
              + NightParser.suggestion(scope.value(), List.of("tonight", "next-action"))
              + "; a redirect reaches tonight's actions (scope=tonight, the default), or with "
              + "scope=next-action the target's next action");
          return null;
        }
        if (!low(to.value()).equals("random(valid)")) {
          fail(to.column(), "not supported yet: scope=next-action with to=" + to.value()
              + " (the next action goes to a random valid target: to=random(valid))");
          return null;
        }
        if (keyed.containsKey("only")) {
          fail(keyed.get("only").column(), "not supported yet: only= with scope=next-action (name "
              + "the actions it spares with except=)");
          return null;
        }
        if (where != Where.ABILITY) {
          fail(scope.column(), "not supported yet: scope=next-action in " + where.what);
          return null;
        }
        String name = java.util.Arrays.stream(currentAbility.split("[.-]"))
            .map(w -> Character.toUpperCase(w.charAt(0)) + w.substring(1))
            .collect(java.util.stream.Collectors.joining());
        Set<String> spare = tagSet("except");
        if (failed) {
          return null;
        }
        StatusDefinition def = statuses.get(key(name));
        if (def == null) {
          if (roles.containsKey(key(name)) || modifiers.containsKey(key(name))
              || base.status(name).isPresent() || base.role(name).isPresent()) {
            fail(scope.column(), "scope=next-action gives the target a status named after the "
                + "ability, '" + name + "', but the name is taken: rename the verb or the role");
            return null;
          }
          def = new StatusDefinition(name, false, spare, false, List.of(), List.of(),
              "the next action goes to a random valid target", Set.of(), Map.of(),
              java.util.OptionalInt.empty(), true, Set.of());
          statuses.put(key(name), def);
        }
        return new Component.Change(target, new StateChange.ApplyStatus(def, Optional.empty(),
            false));
      }

      /**
       * {@code deflect(h, to=Y[, from=filter][, only=t][, except=t])}: what lands on the holder
       * goes on to Y (target-side redirection, WWR's Redirecting).
       */
      private Component deflect() {
        if (where.subject != null) {
          fail(positional.isEmpty() ? c.pos : positional.get(0).column(), "not supported yet: "
              + "deflect in a trigger's response (a deflect is an action's: write it in an ability)");
          return null;
        }
        Ref holder = target(1, List.of("to", "from", "only", "except"), List.of());
        Arg to = keyed.get("to");
        if (to == null && !failed) {
          fail(c.pos, "deflect needs a destination: deflect(X, to=self)");
          return null;
        }
        Ref dest = failed ? null : selector(to);
        if (!failed && dest.equals(holder)) {
          fail(to.column(), "deflect(" + holder + ", to=" + dest + ") moves nothing: to= must "
              + "name another player than the holder");
        }
        Optional<PlayerFilter> from = Optional.empty();
        Arg f = keyed.get("from");
        if (f != null) {
          from = filter(f.value(), false);
          if (from.isEmpty()) {
            fail(f.column(), filterProblem("from", f.value()));
          }
        }
        Set<String> only = tagSet("only");
        Set<String> except = tagSet("except");
        return failed ? null : new Component.Deflect(holder, dest, from, only, except);
      }

      /** Why {@code value} is no player filter after {@code key=}, with a suggestion. */
      private String filterProblem(String key, String value) {
        String usage = "; write " + key + "=[!]align:a, role:R, category:C or attr:k[=v]";
        int colon = value.indexOf(':');
        String not = value.startsWith("!") ? "!" : "";
        String bare = value.substring(not.length());
        List<String> kinds = List.of("align", "role", "attr", "category");
        if (colon < 0) {
          String guess = kinds.contains(bare) ? null
              : ALIGNMENT.matcher(bare).matches() ? not + "align:" + bare
              : NAME.matcher(bare).matches() ? not + "role:" + bare : null;
          return "expected a player filter after " + key + "=, got '" + value + "'"
              + (guess == null ? "" : "; did you mean '" + guess + "'?") + usage;
        }
        String kind = value.substring(not.length(), colon);
        if (!kinds.contains(kind)) {
          return "unknown player filter '" + kind + ":'" + NightParser.suggestion(kind, kinds)
              + usage;
        }
        return "expected a player filter after " + key + "=, got '" + value + "'" + usage;
      }

      private Component swap() {
        Ref first = target(2, List.of(), List.of("until"));
        Arg other = second("swap needs two players: swap(X, Y)");
        if (other == null) {
          return null;
        }
        Ref second = selector(other);
        return failed ? null : new Component.Swap(first, second);
      }

      private Component untargetable() {
        Ref t = target(2, List.of("only", "except"), List.of());
        Component.Untargetable.Scope scope = Component.Untargetable.Scope.ALL;
        if (positional.size() == 2) {
          Arg a = positional.get(1);
          switch (low(a.value())) {
            case "non-kills" -> scope = Component.Untargetable.Scope.NON_KILLS;
            case "unkillable" -> scope = Component.Untargetable.Scope.KILLS;
            default -> fail(a.column(), "unexpected '" + a.value() + "' in untargetable (did you "
                + "mean non-kills or unkillable?)");
          }
        }
        Set<String> only = tagSet("only");
        Set<String> except = tagSet("except");
        return failed ? null : new Component.Untargetable(t, scope, only, except);
      }

      /**
       * {@code status(X, Name[, since=D+0][, until=N+1][, tag=t])}: the target holds the
       * status (from tonight, or with the next phase: {@code since=D+0} or {@code N+1}); with a
       * tag it is a harm, which protections covering the tag stop.
       */
      private Component status(Set<String> tags) {
        Ref t = target(2, List.of("since", "until", "tag"), List.of("by"));
        StatusDefinition def = failed ? null : statusArg("status(X, Poisoned, until=N+1)");
        if (failed) {
          return null;
        }
        Optional<StateChange.Until> until = Optional.empty();
        Arg u = keyed.get("until");
        if (u != null) {
          until = until(u);
        }
        Optional<StateChange.Until> since = since(keyed.get("since"), until);
        Set<String> harm = tagSet("tag", false);
        tags.addAll(harm);
        if (failed) {
          return null;
        }
        StateChange change = new StateChange.ApplyStatus(def, until, !harm.isEmpty(), since);
        if (change.tonightOnlyUntil().isPresent()) {
          session.tonightOnly.put(change, where(c, u.column()));
        }
        return new Component.Change(t, change);
      }

      /**
       * The {@code since=} of a status: empty for tonight ({@code phase}, the default, or {@code
       * N+0}); {@code D+0} or {@code N+1}: the next phase. A later start, or one after the
       * {@code until}, is an error.
       */
      private Optional<StateChange.Until> since(Arg s, Optional<StateChange.Until> until) {
        if (s == null || failed) {
          return Optional.empty();
        }
        String v = s.value();
        if (low(v).equals("phase") || v.equalsIgnoreCase("N+0")) {
          return Optional.empty();
        }
        StateChange.Until next = v.equalsIgnoreCase("D+0") ? StateChange.ApplyStatus.NEXT_DAY
            : v.equalsIgnoreCase("N+1") ? StateChange.ApplyStatus.NEXT_NIGHT : null;
        if (next == null) {
          fail(s.column(), "expected since=phase (tonight, the default), D+0 or N+1 (the next "
              + "phase: the day after tonight, or the next night); got '" + v + "'");
          return Optional.empty();
        }
        if (until.isPresent() && !until.get().day() && until.get().offset() == 0) {
          fail(s.column(), "since=" + v + " with until=phase: the status would never hold");
          return Optional.empty();
        }
        return Optional.of(next);
      }

      /** {@code clear(X, Name)}: the target no longer holds the status. */
      private Component clear() {
        Ref t = target(2, List.of(), List.of());
        StatusDefinition def = failed ? null : statusArg("clear(X, Poisoned)");
        return failed ? null
            : new Component.Change(t, new StateChange.ClearStatus(def));
      }

      /** {@code link(X, Y, kind)}: X and Y are linked in the next state (lovers, say). */
      private Component link() {
        Ref t = target(3, List.of(), List.of());
        Arg other = second("link needs two players and a kind: link(X, Y, lovers)");
        if (other == null) {
          return null;
        }
        if (positional.size() < 3) {
          fail(c.pos, "link needs a kind: link(X, Y, lovers)");
          return null;
        }
        Ref with = selector(other);
        if (with != null && with.random()) {
          fail(other.column(), "not supported yet: a random selector as a link's second player "
              + "(it is written as it is: a parameter or self)");
        }
        if (with != null && with.kind() == Ref.Kind.SUBJECT) {
          fail(other.column(), "not supported yet: a link's second player as the "
              + where.subject + " (link the " + where.subject + " first: link(" + where.subject
              + ", self, kind))");
        }
        Arg kind = positional.get(2);
        if (!low(kind.value()).matches("[a-z][a-z0-9-]*")) {
          fail(kind.column(), "a link's kind is a word, e.g. lovers; got '" + kind.value() + "'");
          return null;
        }
        return failed ? null
            : new Component.Change(t, new StateChange.LinkPlayers(with, low(kind.value())));
      }

      /**
       * {@code remember(self, X, key)}: the target's attribute {@code key} holds X's name in the
       * next state (WWR's Targeting, a stored target).
       */
      private Component remember() {
        Ref t = target(3, List.of(), List.of());
        Arg other = second("remember needs a player, whom to remember and a key: remember(self, "
            + "X, target)");
        if (other == null) {
          return null;
        }
        if (positional.size() < 3) {
          fail(c.pos, "remember needs a key: remember(self, X, target)");
          return null;
        }
        int rp = currentRoleParams.indexOf(other.value());
        if (rp >= 0) { // a role the line names: a stored role
          Arg key = positional.get(2);
          if (!low(key.value()).matches("[a-z][a-z0-9-]*")) {
            fail(key.column(), "an attribute key is a word, e.g. target; got '"
                + key.value() + "'");
            return null;
          }
          return failed ? null : new Component.Change(t, new StateChange.RememberRole(
              Component.RoleArg.param(rp, other.value()), low(key.value())));
        }
        Ref with = selector(other);
        if (with != null && (with.random() || with.kind() == Ref.Kind.SUBJECT)) {
          fail(other.column(), "not supported yet: remembering " + other.value() + " (a "
              + "parameter or self)");
        }
        Arg key = positional.get(2);
        if (!low(key.value()).matches("[a-z][a-z0-9-]*")) {
          fail(key.column(), "an attribute key is a word, e.g. target; got '"
              + key.value() + "'");
          return null;
        }
        return failed ? null
            : new Component.Change(t, new StateChange.Remember(with, low(key.value())));
      }

      /** {@code attr(X, key=value)} or {@code attr(X, remove key)}: X's attribute, next state. */
      private Component attribute() {
        if (positional.isEmpty()) {
          fail(c.pos, "attr needs a target: attr(X, family=Levi)");
          return null;
        }
        Ref t = selector(positional.get(0));
        if (failed) {
          return null;
        }
        StateChange change = null;
        Arg untilArg = keyed.get("until");
        Optional<StateChange.Until> until = Optional.empty();
        java.util.Map<String, Arg> set = new LinkedHashMap<>(keyed);
        if (untilArg != null) {
          set.remove("until");
          java.util.regex.Matcher m = DURATION.matcher(untilArg.value());
          if (m.matches() && Integer.parseInt(m.group(2)) > 0) {
            until = Optional.of(new StateChange.Until(m.group(1).equalsIgnoreCase("D"),
                Integer.parseInt(m.group(2))));
          } else if (!List.of("permanent", "persistent").contains(low(untilArg.value()))) {
            fail(untilArg.column(), "expected how long the attribute holds: N+k or D+k, k from 1 "
                + "(it is set in the next state: from the next night on), or permanent; got '"
                + untilArg.value() + "'");
            return null;
          }
          if (set.size() != 1 || positional.size() != 1
              || set.keySet().iterator().next().matches(".*[+-]")) {
            fail(untilArg.column(), "until= goes with an attribute set, attr(X, horrified=yes, "
                + "until=N+1), not with a removal or a counter");
            return null;
          }
        }
        if (positional.size() == 2 && low(positional.get(1).value()).startsWith("group ")) {
          String group = low(positional.get(1).value().substring(6).trim());
          Arg a = set.size() == 1 ? set.values().iterator().next() : null;
          String key = a == null ? "" : a.key().replaceFirst("[+-]$", "");
          if (!group.matches("[a-z][a-z0-9_-]*")) {
            fail(positional.get(1).column(), "expected a group's name in lower case after "
                + "group, e.g. attr(self, group hell, counter-=1); got '" + group + "'");
            return null;
          }
          if (a == null || untilArg != null || !key.matches("[a-z][a-z0-9_-]*")
              || !a.value().matches("[0-9]{1,6}")
              || !a.key().equals(key) && Integer.parseInt(a.value()) == 0) {
            fail(a == null ? positional.get(1).column() : a.column(), "a group's attribute is "
                + "a whole number, set or counted: attr(self, group hell, counter=3), "
                + "attr(self, group hell, counter-=1)");
            return null;
          }
          int v = Integer.parseInt(a.value());
          return new Component.Change(t, new StateChange.GroupCounter(group, key,
              a.key().equals(key), a.key().endsWith("-") ? -v : v));
        }
        if (set.size() == 1 && positional.size() == 1
            && set.keySet().iterator().next().matches(".*[+-]")) { // a counter: k+=n, k-=n
          Arg a = set.values().iterator().next();
          String key = a.key().substring(0, a.key().length() - 1);
          if (!key.matches("[a-z][a-z0-9_-]*") || !a.value().matches("[0-9]{1,6}")
              || Integer.parseInt(a.value()) == 0) {
            fail(a.column(), "expected a counter's change: key+=n or key-=n, n a whole number "
                + "from 1, e.g. count+=1");
            return null;
          }
          int by = Integer.parseInt(a.value());
          change = new StateChange.Count(key, a.key().endsWith("+") ? by : -by);
        } else if (set.size() == 1 && positional.size() == 1 && set.values().iterator().next()
            .value().matches("(floor|ceil|round)\\(.*")) { // a value computed from the game
          Arg a = set.values().iterator().next();
          Optional<GameValue> v = GameValue.parse(a.value());
          if (!a.key().matches("[a-z][a-z0-9_-]*") || v.isEmpty()) {
            fail(a.column() + a.key().length() + 1, "expected a value computed from the game: "
                + "floor, ceil or round of total or living divided by a number, "
                + "e.g. ceil(total/3); got '" + a.value() + "'");
            return null;
          }
          if (untilArg != null) {
            fail(untilArg.column(), "until= goes with an attribute set to a word, not with a "
                + "value computed from the game");
            return null;
          }
          change = new StateChange.Computed(a.key(), v.get());
        } else if (set.size() == 1 && positional.size() == 1) {
          Arg a = set.values().iterator().next();
          if (!a.key().matches("[a-z][a-z0-9_-]*") || !a.value().matches("[A-Za-z0-9_-]+")) {
            fail(a.column(), "expected an attribute: key=value, e.g. family=Levi");
            return null;
          }
          change = new StateChange.Attribute(a.key(), Optional.of(a.value()), until);
        } else if (set.isEmpty() && positional.size() == 2
            && low(positional.get(1).value()).startsWith("remove ")) {
          String key = low(positional.get(1).value().substring(7));
          if (!key.matches("[a-z][a-z0-9_-]*")) {
            fail(positional.get(1).column(), "expected an attribute's key after remove, got '"
                + key + "'");
            return null;
          }
          change = new StateChange.Attribute(key, Optional.empty());
        } else if (set.isEmpty() && positional.size() == 2
            && low(positional.get(1).value()).matches("(own|disown) .*")) {
          String v = low(positional.get(1).value());
          String key = v.substring(v.indexOf(' ') + 1);
          if (!key.matches("[a-z][a-z0-9_-]*")) {
            fail(positional.get(1).column(), "expected an attribute's key after "
                + v.substring(0, v.indexOf(' ')) + ", got '" + key + "'");
            return null;
          }
          change = new StateChange.Owned(key, v.startsWith("own "));
        } else {
          fail(positional.size() > 1 ? positional.get(1).column() : c.pos, "attr sets one "
              + "attribute, attr(X, family=Levi), removes one, attr(X, remove family), "
              + "counts, attr(X, count+=1), or gives one as its own, attr(X, own raven), "
              + "attr(X, disown raven)");
          return null;
        }
        return new Component.Change(t, change);
      }

      /**
       * {@code announce(X, word)} or {@code announce(X, "text")}: the next day's post announces
       * the word (its kind) or the text (kind {@code announce}) about X.
       */
      private Component announce() {
        Ref t = target(2, List.of(), List.of());
        Arg a = second("announce needs the player it is about and a word or a text: "
            + "announce(X, cured), announce(X, \"text\")");
        if (a == null) {
          return null;
        }
        if (c.text.charAt(a.column()) == '"') {
          if (a.value().isBlank()) {
            fail(a.column(), "an announcement needs a text: announce(X, \"text\")");
            return null;
          }
          String named = placeholders(a);
          return named == null ? null : Component.Notify.announcement(t, named);
        }
        if (!low(a.value()).matches("[a-z][a-z0-9-]*")) {
          fail(a.column(), "an announcement is a word (its kind), e.g. cured; got '"
              + a.value() + "'");
          return null;
        }
        return new Component.Notify(t, low(a.value()), true);
      }

      /** {@code inform(X, role(Y))}: X is told a fact about Y (its role, or its alignment). */
      private Component inform() {
        Ref t = target(2, List.of(), List.of());
        Arg a = second("inform needs a fact: inform(X, role(Y))");
        if (a == null) {
          return null;
        }
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("([a-z:-]+)\\((.*)\\)",
            Pattern.CASE_INSENSITIVE).matcher(a.value());
        if (!m.matches()) {
          fail(a.column(), "expected a fact: role(Y) or alignment(Y), got '" + a.value() + "'");
          return null;
        }
        Optional<ResultKind> kind = resultKind(low(m.group(1)));
        if (kind.isEmpty() || !kind.get().aboutRole()) {
          fail(a.column(), "not supported yet: facts of kind '" + m.group(1) + "' (inform tells "
              + "role(Y), alignment(Y), category(Y) or class(Y))");
          return null;
        }
        Ref about = selector(new Arg(null, m.group(2), a.column() + m.group(1).length() + 1));
        if (about != null && about.random()) {
          fail(a.column(), "not supported yet: a fact about a random player (inform tells about "
              + "a parameter or self)");
        }
        if (about != null && about.kind() == Ref.Kind.SUBJECT && !"dead".equals(where.subject)) {
          fail(a.column(), "not supported yet: a fact about the " + where.subject + " (inform "
              + "tells about a parameter, self, or the dead of a death(all) trigger)");
        }
        return failed ? null : new Component.Inform(t, kind.get(), about);
      }

      /**
       * {@code role(X, set R|grant R|revoke R|switch|copy|align A|align with Y)}: a change of
       * roles in the next state. The role named must be defined before, completely (or in the
       * rule set); {@code align with Y} takes Y's alignment as the night starts.
       */
      private Component roleChange() {
        Ref t = target(2, List.of(), List.of());
        Arg a = second("role needs an operation: role(X, set Citizen), grant R, revoke R, "
            + "switch, copy or align <alignment>");
        if (a == null) {
          return null;
        }
        String[] words = a.value().split(" ", 2);
        words[0] = low(words[0]); // the operation, a keyword
        List<String> ops = List.of("set", "grant", "revoke", "switch", "copy", "align", "steal");
        if (words[0].equals("steal")) { // the actor takes the roles; the target is left with R
          String left = words.length == 2 ? words[1] : "Vanilla";
          if (words.length == 1 && base.role(left).isEmpty() && !roles.containsKey(key(left))) {
            fail(a.column(), "name the role the target is left with: role(X, steal Townsperson)"
                + " (the rule set has no Vanilla)");
            return null;
          }
          Role role = namedRole(left, a.column() + (words.length == 2 ? 6 : 0));
          return role == null ? null : new Component.Change(t, new StateChange.RoleChange(
              StateChange.RoleChange.Op.STEAL, Optional.of(role), Optional.empty(), List.of()));
        }
        if (!ops.contains(words[0])) {
          fail(a.column(), c.unknown(a.column(), words[0], "role operation") + NightParser.suggestion(
              words[0], ops) + "; operations: " + String.join(", ", ops));
          return null;
        }
        StateChange.RoleChange.Op op =
            StateChange.RoleChange.Op.valueOf(words[0].toUpperCase(java.util.Locale.ROOT));
        boolean named = op == StateChange.RoleChange.Op.SET || op == StateChange.RoleChange.Op.GRANT
            || op == StateChange.RoleChange.Op.REVOKE || op == StateChange.RoleChange.Op.ALIGN;
        if (named != (words.length == 2)) {
          fail(a.column(), named ? words[0] + " needs a name: role(X, " + words[0]
              + (op == StateChange.RoleChange.Op.ALIGN ? " mafia)" : " Citizen)")
              : words[0] + " takes no name: role(X, " + words[0] + ")");
          return null;
        }
        if (op == StateChange.RoleChange.Op.ALIGN && low(words[1]).startsWith("with ")) {
          // another player's alignment as the night starts (WWR's @Target->Alignment)
          int at = a.column() + words[0].length() + 1 + "with ".length();
          String written = words[1].substring("with ".length()).strip();
          Ref with = selector(new Arg(null, written, at));
          if (with != null && (with.random() || with.kind() == Ref.Kind.SUBJECT)) {
            fail(at, "not supported yet: the alignment of " + written + " (a parameter, self "
                + "or stored(k))");
          }
          return failed || with == null ? null
              : new Component.Change(t, new StateChange.AlignWith(with));
        }
        if (op == StateChange.RoleChange.Op.ALIGN) {
          String alignment = low(words[1]);
          if (!ALIGNMENT.matcher(alignment).matches()) {
            fail(a.column() + words[0].length() + 1, "expected an alignment, got '"
                + words[1] + "'");
            return null;
          }
          alignedAt.putIfAbsent(alignment, c.line);
          List<Ability> abilities = new ArrayList<>(base.factionAbilities(alignment));
          abilities.addAll(factions.getOrDefault(alignment, Map.of()).values());
          return new Component.Change(t, new StateChange.RoleChange(op, Optional.empty(),
              Optional.of(alignment), abilities));
        }
        if (!named) {
          return new Component.Change(t, new StateChange.RoleChange(op, Optional.empty(),
              Optional.empty(), List.of()));
        }
        Role role = namedRole(words[1], a.column() + words[0].length() + 1);
        return role == null ? null : new Component.Change(t, new StateChange.RoleChange(op,
            Optional.of(role), Optional.empty(), List.of()));
      }

      /** A role defined before (complete from now on) or in the rule set; null if none. */
      private Role namedRole(String name, int column) {
        RoleDraft d = roles.get(key(name));
        if (d != null) {
          if (d.frozenAt < 0) {
            d.frozenAt = c.line;
          }
          return d.build();
        }
        Optional<Role> r = base.role(name);
        if (r.isEmpty() && currentRoleParams.contains(name)) {
          fail(column, "not supported yet: a role parameter ('" + name + "') in role(...), "
              + "which names a role of the rule set: role(X, set Vanilla)");
          return null;
        }
        if (r.isEmpty()) {
          fail(column, "unknown role '" + name + "'" + NightParser.suggestion(name, roleNames())
              + "; define it before naming it");
          return null;
        }
        return r.get();
      }

      /** The status the second argument names, defined before (here or in the rule set). */
      private StatusDefinition statusArg(String example) {
        Arg a = second(kind + " needs a status: " + example);
        if (a == null) {
          return null;
        }
        StatusDefinition def = statuses.get(key(a.value()));
        if (def == null) {
          def = base.status(a.value()).orElse(null);
        }
        if (def == null) {
          List<String> known = new ArrayList<>();
          statuses.values().forEach(d -> known.add(d.name()));
          base.statuses().forEach(d -> known.add(d.name()));
          fail(a.column(), "unknown status '" + a.value() + "'" + NightParser.suggestion(
              a.value(), known) + "; define it first: status " + a.value() + " = ...");
        }
        return def;
      }

      /** A status's {@code until}: {@code phase}, {@code N+k}, {@code D+k} or {@code permanent}. */
      private Optional<StateChange.Until> until(Arg u) {
        String v = u.value();
        java.util.regex.Matcher m = DURATION.matcher(v);
        if (low(v).equals("phase")) {
          return Optional.of(new StateChange.Until(false, 0));
        } else if (low(v).equals("permanent") || low(v).equals("persistent")) {
          return Optional.empty(); // until cleared
        } else if (m.matches()) {
          return Optional.of(new StateChange.Until(m.group(1).equalsIgnoreCase("D"),
              Integer.parseInt(m.group(2))));
        } else if (List.of("use", "use2").contains(low(v))) {
          fail(u.column(), "not supported yet: until=" + v + " on a status");
        } else {
          fail(u.column(), "expected a duration: phase (tonight), N+1, D+1 or permanent; got '"
              + v + "'");
        }
        return Optional.empty();
      }

      private Component absent() {
        Ref holder = target(1, List.of("at", "from"), List.of("until"));
        Arg at = keyed.get("at");
        if (at == null && !failed) {
          fail(c.pos, "absent needs a place: absent(self, at=X, from=all)");
          return null;
        }
        Ref place = failed ? null : selector(at);
        Set<KillClass> from = java.util.EnumSet.allOf(KillClass.class);
        Arg f = keyed.get("from");
        if (f != null && !low(f.value()).equals("all")) {
          from = java.util.EnumSet.noneOf(KillClass.class);
          for (String v : low(f.value()).split("\\|", -1)) {
            switch (v) {
              case "attack" -> from.add(KillClass.ATTACK);
              case "kill", "normal" -> from.addAll(List.of(KillClass.ATTACK, KillClass.KILL));
              case "true", "strong" -> from.add(KillClass.TRUE);
              default -> fail(f.column(), "unknown kill class '" + v + "'" + NightParser
                  .suggestion(v, List.of("all", "attack", "kill", "true"))
                  + "; write all, or classes attack, kill (kills include attacks), true");
            }
          }
        }
        return failed ? null : new Component.Absent(holder, place, from);
      }

      /**
       * The first positional argument as the target; checks that at most {@code maxPositional}
       * positional arguments and only {@code keys} are given ({@code later}: keys of the
       * language not supported yet).
       */
      private Ref target(int maxPositional, List<String> keys, List<String> later) {
        for (Arg a : keyed.values()) {
          if (a.key().equals("until") && !kind.equals("status") && !kind.equals("disguise")) {
            if (!low(a.value()).equals("phase")) {
              fail(a.column(), "not supported yet: durations other than tonight (until=phase)");
            }
            continue; // tonight: the duration of every component
          }
          if (a.key().equals("scope") && kind.equals("redirect")) {
            continue; // redirect() reads it
          }
          if (later.contains(a.key())) {
            fail(a.column(), "not supported yet: '" + a.key() + "=' on " + kind);
          } else if (!keys.contains(a.key())) {
            List<String> known = new ArrayList<>(keys);
            fail(a.column(), "unknown parameter '" + a.key() + "' of " + kind
                + NightParser.suggestion(a.key(), known)
                + (known.isEmpty() ? "" : "; parameters: " + String.join(", ", known)));
          }
        }
        if (positional.isEmpty()) {
          fail(c.pos, kind + " needs a target, e.g. " + kind + "(X)");
          return null;
        }
        if (positional.size() > maxPositional) {
          Arg extra = positional.get(maxPositional);
          fail(extra.column(), "unexpected '" + extra.value() + "' in " + kind);
          return null;
        }
        return selector(positional.get(0));
      }

      /**
       * {@code all}, {@code others}, {@code all(f)}: every living player, as a component's
       * own player in a passive or a trigger's response; null after a diagnostic.
       */
      private Ref every(Arg a) {
        String s = a.value();
        java.util.regex.Matcher m = Pattern.compile("all\\((.*)\\)", Pattern.CASE_INSENSITIVE)
            .matcher(s);
        String among = low(s).equals("all") || low(s).equals("others") ? low(s)
            : m.matches() ? among(m.group(1)) : "";
        if (!among.equals("all") && !among.equals("others")
            && PlayerFilter.parse(among).isEmpty()) {
          fail(a.column(), "expected all, others or all(f) with f a player filter (attr:k, "
              + "align:a, role:R, negated with !), got '" + s + "'");
          return null;
        }
        if (!where.passive) {
          fail(a.column(), "'" + s + "' (every living player) is read in a passive or a "
              + "trigger only, not in " + where.what);
          return null;
        }
        return Ref.every(among);
      }

      /**
       * The second positional argument, or null after a diagnostic (an earlier one, or {@code
       * missing} when there is none).
       */
      private Arg second(String missing) {
        if (failed) {
          return null;
        }
        if (positional.size() < 2) {
          fail(c.pos, missing);
          return null;
        }
        return positional.get(1);
      }

      /** Whether the second positional argument is this word (e.g. strong, every-kill). */
      private boolean flagWord(String word) {
        if (positional.size() < 2) {
          return false;
        }
        Arg a = positional.get(1);
        if (low(a.value()).equals(word)) {
          return true;
        }
        fail(a.column(), "unexpected '" + a.value() + "' in " + kind + " (did you mean " + word
            + "?)");
        return false;
      }

      /** The tags a filter names after {@code key=} ({@code only=}, {@code except=}). */
      private Set<String> tagSet(String key) {
        return tagSet(key, true);
      }

      /**
       * The tags after {@code key=}; {@code filter}: a filter names them (checked once the rules
       * are known, {@link Session#unknownTags}), else a definition gives them ({@code tag=}).
       */
      private Set<String> tagSet(String key, boolean filter) {
        Set<String> out = new TreeSet<>();
        Arg a = keyed.get(key);
        if (a != null) {
          int col = valueColumn(a);
          for (String v : low(a.value()).split("\\|", -1)) {
            String tag = v.startsWith("tag:") ? v.substring(4) : v;
            if (!TAG.matcher(tag).matches()) {
              fail(a.column(), "expected tags after " + key + "=, got '" + v + "'"
                  + (v.indexOf(' ') >= 0 ? " (WWR's subtypes and categories are not supported "
                      + "yet)" : ""));
            } else if (filter) {
              tagUse(c, col + v.length() - tag.length(), tag);
            }
            out.add(tag);
            col += v.length() + 1;
          }
        }
        return out;
      }

      /**
       * Whom {@code random(...)} or {@code all(...)} draws among, as the language writes it
       * ({@code all}, {@code others}, a player filter), whatever the case written.
       */
      private String among(String written) {
        String w = low(written);
        return w.equals("all") || w.equals("others") ? w
            : filter(written, false).map(PlayerFilter::toString).orElse(written);
      }

      /** The 0-based column of a keyed argument's value (after {@code key=}). */
      private int valueColumn(Arg a) {
        int at = c.text.indexOf(a.value(), a.column() + a.key().length());
        return at < 0 ? a.column() : at;
      }

      /**
       * {@code random(valid)} or {@code random(members(F))}, F a family parameter: a player drawn
       * for each use of an ability ({@code games.md} section 9), so only in an ability.
       */
      /** {@code stored(k)}: in a passive or a role's trigger only. */
      private Ref stored(Arg a) {
        String s = low(a.value());
        java.util.regex.Matcher m = Pattern.compile("stored\\((.*)\\)").matcher(s);
        if (!m.matches() || !Ref.STORED_KEY.matcher(m.group(1)).matches()) {
          fail(a.column(), "expected stored(k) with k an attribute key in lower case "
              + "(stored(target)), got '" + s + "'");
          return null;
        }
        if (!where.passive) {
          fail(a.column(), "stored(" + m.group(1) + ") is read in a passive or a trigger only "
              + "(the holder's attribute when the night starts), not in " + where.what);
          return null;
        }
        return Ref.stored(m.group(1));
      }

      private Ref random(Arg a) {
        String s = a.value();
        if (where == Where.PASSIVE) { // drawn once a night for each holder (docs/wwr.md)
          java.util.regex.Matcher m = Pattern.compile("random\\((.+)\\)", Pattern.CASE_INSENSITIVE)
              .matcher(s);
          if (m.matches() && Ref.amongWords(among(m.group(1)))) {
            return Ref.randomAmong(among(m.group(1)));
          }
          fail(a.column(), "not supported yet: '" + s + "' in a passive (a passive draws "
              + "random(all), random(others) or random(f) with f a player filter; it has no "
              + "valid targets and no family parameters)");
          return null;
        }
        if (where != Where.ABILITY) {
          fail(a.column(), "not supported yet: random selectors in " + where.what + " (a random "
              + "player is drawn for each use of an ability or a passive)");
          return null;
        }
        if (low(s).equals("random(valid)")) {
          return Ref.randomValid();
        }
        java.util.regex.Matcher m = Pattern.compile("random\\(members\\(([A-Za-z]\\w*)\\)\\)",
            Pattern.CASE_INSENSITIVE).matcher(s);
        if (m.matches()) {
          String f = m.group(1);
          int i = currentFamilyParams.indexOf(f);
          if (i < 0) {
            fail(a.column() + "random(members(".length(), "'" + f + "' is not a family "
                + "parameter of this ability ("
                + (currentFamilyParams.isEmpty() ? "it has none; declare one: "
                    + "ability Drunkard.drink F:family = kill(random(members(F)))"
                    : String.join(", ", currentFamilyParams)) + ")");
            return null;
          }
          return Ref.randomMember(i, f);
        }
        m = Pattern.compile("random\\((.+)\\)", Pattern.CASE_INSENSITIVE).matcher(s);
        if (m.matches() && Ref.amongWords(among(m.group(1)))) {
          return Ref.randomAmong(among(m.group(1)));
        }
        fail(a.column(), "not supported yet: the selector '" + s + "' (nightres draws "
            + "random(valid), random(members(F)) with F a family parameter, random(all), "
            + "random(others) and random(f) with f a player filter such as align:mafia)");
        return null;
      }

      private Ref selector(Arg a) {
        String s = a.value();
        String w = s.length() == 1 ? s : low(s); // a keyword in any case; a parameter, a capital
        if (w.equals("self")) {
          return Ref.self();
        }
        if (SUBJECTS.contains(w)) {
          if (where.subject == null || !(w.equals(where.subject)
              || (w.equals("actor") && !where.subject.equals("target")))) {
            fail(a.column(), "'" + s + "' means " + SUBJECT_MEANING.get(w)
                + (where.subject == null ? "" : "; here write " + where.subject
                    + (where.subject.equals("target") ? "" : " (or actor)")));
            return null;
          }
          return new Ref(Ref.Kind.SUBJECT, 0, w); // the word only for its descriptions
        }
        if (s.length() == 1 && Character.isUpperCase(s.charAt(0))) {
          int i = params.indexOf(s);
          if (i < 0 && (currentRoleParams.contains(s) || currentFamilyParams.contains(s))) {
            boolean role = currentRoleParams.contains(s);
            fail(a.column(), "'" + s + "' is a " + (role ? "role" : "family") + " parameter, "
                + "not a player: " + (role ? "a role parameter is read in disguise(X, as=" + s
                + "), remember(self, " + s + ", k) and a result's guess:" + s + "= only"
                : "a family parameter is read in random(members(" + s + ")) only"));
            return null;
          }
          if (i < 0) {
            fail(a.column(), where == Where.STATUS ? "'" + s + "' is not a parameter of a "
                + "status: a status has none, its effects name its holder (self)"
                : "'" + s + "' is not a parameter of this ability" + (params.isEmpty()
                    ? " (it has none)" : " (" + String.join(", ", params) + ")"));
            return null;
          }
          return Ref.param(i);
        }
        if (w.startsWith("random(")) {
          return random(a);
        }
        if (w.startsWith("stored(")) {
          return stored(a);
        }
        if ((w.equals("all") || w.equals("others") || w.startsWith("all("))
            && !positional.isEmpty() && positional.get(0) == a) { // the component's own player
          return every(a);
        }
        if (w.equals("all") || w.equals("others") || w.startsWith("all(")) {
          fail(a.column(), "not supported yet: the selector '" + s + "' here (every living "
              + "player is read only as a component's own player, its first argument, in a "
              + "passive or a trigger)");
          return null;
        }
        if (s.contains("|") || List.of("all", "others", "valid")
            .contains(w) || s.contains(":") || w.startsWith("members(") || s.startsWith("!")) {
          fail(a.column(), "not supported yet: the selector '" + s + "' (nightres reads a "
              + "parameter, self, and a trigger's visitor or attacker, for now)");
          return null;
        }
        fail(a.column(), "expected a target: a parameter (X, Y, ...), self"
            + (where.subject != null ? " or " + where.subject : "") + ", got '" + s + "'");
        return null;
      }
    }

    // ---- the result -------------------------------------------------------------------

    RulesResult result() {
      // the owners of the parts read before too: this part's roles join theirs (an earlier part's
      // own roles were checked there, and a problem there stopped the reading)
      for (OwnerAt o : session.alignmentOwners) { // one problem per line: its own comes first
        if (diagnostics.stream().noneMatch(d -> d.file().equals(o.file())
            && d.line() == o.line())) {
          ambiguousOwner(o).ifPresent(diagnostics::add);
        }
      }
      for (ModifierDraft d : modifiers.values()) {
        if (d.named) {
          continue; // its passive or trigger line has its own problem
        }
        if (d.components.isEmpty() && d.traits.isEmpty()) {
          diagnostics.add(problem(d, "modifier " + d.name + " does nothing: give it a trait=, a "
              + "passive or a trigger"));
        } else if (d.countable && d.components.isEmpty()) {
          diagnostics.add(problem(d, "modifier " + d.name + " is countable but has no passive or "
              + "trigger to count"));
        }
      }
      if (!diagnostics.isEmpty()) {
        return new RulesResult(Optional.empty(), sorted(), warnings, wwrLines);
      }
      List<Role> rs = new ArrayList<>(base.roles());
      for (RoleDraft d : roles.values()) {
        rs.add(d.build());
      }
      List<Modifier> ms = new ArrayList<>(base.modifiers());
      for (ModifierDraft d : modifiers.values()) {
        ms.add(Modifier.builder().name(d.name).addAllAliases(d.aliases).countable(d.countable)
            .addAllTraits(d.traits).addAllComponents(d.components).addAllTags(d.tags)
            .description(d.description)
            .build());
      }
      Map<String, List<Ability>> fs = new LinkedHashMap<>();
      base.factionAbilities().forEach((k, v) -> fs.put(k, new ArrayList<>(v)));
      factions.forEach((k, v) -> fs.computeIfAbsent(k, x -> new ArrayList<>()).addAll(v.values()));
      RoleCatalogue out = RoleCatalogue.of(rs, ms, fs);
      for (StatusDefinition s : base.statuses()) {
        out = out.withStatus(s);
      }
      for (StatusDefinition s : statuses.values()) {
        out = out.withStatus(s);
      }
      Map<String, String> defaults = new LinkedHashMap<>(base.options());
      defaults.putAll(options);
      out = out.withDefaults(scheme != null ? Optional.of(scheme) : base.scheme(), defaults);
      return new RulesResult(Optional.of(out), List.of(), warnings, wwrLines);
    }

    /**
     * An error at a faction ability's owner that is also the name (or alias) of a role, in any
     * case, when no role of the rule set has that alignment ({@code faction=}): {@code
     * sniper.aim} beside {@code role Sniper} would silently be an ability of an alignment nobody
     * is known to have, where the role's was meant (roles-language.md, "Keywords and names in
     * any case").
     */
    private Optional<Diagnostic> ambiguousOwner(OwnerAt o) {
      Optional<String> role = roles.values().stream()
          .filter(d -> key(d.name).equals(o.owner())
              || d.aliases.stream().anyMatch(a -> key(a).equals(o.owner())))
          .map(d -> d.name).findFirst()
          .or(() -> base.role(o.owner()).map(Role::name));
      boolean held = roles.values().stream().anyMatch(d -> o.owner().equals(d.faction))
          || base.roles().stream().anyMatch(r -> r.faction().equals(Optional.of(o.owner())));
      if (role.isEmpty() || held) {
        return Optional.empty();
      }
      return Optional.of(new Diagnostic(o.file(), o.line(), o.column(), "'" + o.owner()
          + "' is both an alignment (a lower-case first letter) and the name of role "
          + role.get() + ", and no role has faction=" + o.owner() + ": write " + role.get()
          + "." + o.verb() + " for the role's ability, or give the alignment's roles faction="
          + o.owner() + " for the alignment's", o.lineText()));
    }

    private static Diagnostic problem(ModifierDraft d, String message) {
      return new Diagnostic(d.at.file(), d.at.line(), d.at.column(), message, d.at.lineText());
    }

    /** In file order, then line and column (an included file's problems where it was read). */
    private List<Diagnostic> sorted() {
      List<String> files = new ArrayList<>();
      diagnostics.forEach(d -> {
        if (!files.contains(d.file())) {
          files.add(d.file());
        }
      });
      List<Diagnostic> out = new ArrayList<>(diagnostics);
      out.sort(java.util.Comparator.<Diagnostic>comparingInt(d -> files.indexOf(d.file()))
          .thenComparingInt(Diagnostic::line).thenComparingInt(Diagnostic::column));
      return out;
    }

    private List<String> roleNames() {
      List<String> out = new ArrayList<>();
      roles.values().forEach(r -> out.add(r.name));
      return out;
    }
  }

  static Optional<ResultKind> resultKind(String word) {
    if (word.equals("alignment")) {
      return Optional.of(ResultKind.ALIGNMENT);
    }
    for (ResultKind k : ResultKind.values()) {
      if (k.label().equals(word)) {
        return Optional.of(k);
      }
    }
    return Optional.empty();
  }

  static Optional<Trait> trait(String word) {
    for (Trait t : Trait.values()) {
      if (traitName(t).equals(word)) {
        return Optional.of(t);
      }
    }
    return Optional.empty();
  }

  static String traitName(Trait t) {
    return t.name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  private static List<String> traitNames() {
    List<String> out = new ArrayList<>();
    for (Trait t : Trait.values()) {
      out.add(traitName(t));
    }
    return out;
  }

  private static String key(String name) {
    return name.toLowerCase(Locale.ROOT);
  }

  /**
   * A keyword as the language compares it, in lower case: keywords are read in any case
   * (night-format.md section 1, "Keywords and names are case-insensitive").
   */
  private static String low(String word) {
    return word.toLowerCase(Locale.ROOT);
  }

  /**
   * A component argument's key as compared: in lower case up to a ':', what follows kept as
   * written ({@code is:Wolf}, an answer compared in any case; {@code guess:S}, a parameter).
   */
  private static String keyword(String key) {
    int colon = key.indexOf(':');
    return colon < 0 ? low(key) : low(key.substring(0, colon + 1)) + key.substring(colon + 1);
  }

  // ---- scanning one line ------------------------------------------------------------------

  /** A position in one line, and where its problems go. */
  private static final class Cursor {
    final String file;
    final int line;
    final String text;
    final List<Diagnostic> out;
    int pos; // 0-based
    /**
     * Where the line's comment starts, or its length; -1 until first asked. Found once: every
     * step of the scan asks, so finding it each time made a long line quadratic.
     */
    private int end = -1;

    Cursor(String file, int line, String text, List<Diagnostic> out) {
      this.file = file;
      this.line = line;
      this.text = text;
      this.out = out;
    }

    /** A cursor over the same line at {@code at}, its end known already. */
    Cursor at(int at) {
      Cursor sub = new Cursor(file, line, text, out);
      sub.end = end();
      sub.pos = at;
      return sub;
    }

    int end() {
      if (end < 0) {
        int hash = commentStart();
        end = hash < 0 ? text.length() : hash;
      }
      return end;
    }

    /** Where a {@code #} comment starts outside quotes, or -1. */
    private int commentStart() {
      boolean quoted = false;
      for (int i = 0; i < text.length(); i++) {
        char ch = text.charAt(i);
        if (ch == '"') {
          quoted = !quoted;
        } else if (ch == '#' && !quoted) {
          return i;
        }
      }
      return -1;
    }

    boolean atEnd() {
      return pos >= end();
    }

    char peek() {
      return atEnd() ? '\0' : text.charAt(pos);
    }

    /** Skips blanks; answers the new position. */
    int skipSpace() {
      while (!atEnd() && (text.charAt(pos) == ' ' || text.charAt(pos) == '\t')) {
        pos++;
      }
      return pos;
    }

    boolean eat(char ch) {
      if (peek() == ch && !atEnd()) {
        pos++;
        return true;
      }
      return false;
    }

    /** Letters, digits and '-' (a name, verb, key or word); empty if none. */
    /** {@return the words for the character at {@code at}, where a word was expected} */
    String unexpected(int at) {
      return "unexpected '" + Character.toString(text.codePointAt(at)) + "'";
    }

    /** {@link #word()} as a keyword is compared: in lower case, whatever its case written. */
    String keyword() {
      return low(word());
    }

    /** Whether the line goes on with {@code prefix} at the position, in any case. */
    boolean startsWith(String prefix) {
      return text.regionMatches(true, pos, prefix, 0, prefix.length());
    }

    /**
     * How a message names {@code word}, read at 0-based {@code at} where a {@code what} was
     * expected and none is known by it: {@code unknown limit 'x'}; no word at all is {@code
     * expected a limit}, naming the character found instead if any ({@code unexpected ']':
     * expected a limit}); {@code at} -1: not said. A word is named as written there.
     */
    String unknown(int at, String word, String what) {
      if (!word.isEmpty()) {
        boolean there = at >= 0 && text.regionMatches(true, at, word, 0, word.length());
        return "unknown " + what + " '" + (there ? text.substring(at, at + word.length()) : word)
            + "'"; // as written: ORDR, read as ordr
      }
      String a = "aeiou".indexOf(what.charAt(0)) >= 0 ? "an " : "a ";
      return (at < 0 || at >= end() ? "" : unexpected(at) + ": ") + "expected " + a + what;
    }

    String word() {
      int from = pos;
      while (!atEnd() && (Character.isLetterOrDigit(text.charAt(pos)) || text.charAt(pos) == '-'
          || text.charAt(pos) == '_')) {
        pos++;
      }
      return text.substring(from, pos);
    }

    /** Digits; empty if none. */
    String digits() {
      int from = pos;
      while (!atEnd() && Character.isDigit(text.charAt(pos))) {
        pos++;
      }
      return text.substring(from, pos);
    }

    /** Everything up to a blank, '=' or the end: a signature token. */
    String token() {
      int from = pos;
      while (!atEnd() && text.charAt(pos) != ' ' && text.charAt(pos) != '\t'
          && text.charAt(pos) != '=') {
        pos++;
      }
      return text.substring(from, pos);
    }

    /**
     * A value: up to ',', ')', '=', a blank or the end, balancing parentheses; a quoted part
     * inside it is kept whole, quotes and all ({@code 50%:"Village Idler"|50%:real}).
     */
    String value() {
      int from = pos;
      int depth = 0;
      while (!atEnd()) {
        char ch = text.charAt(pos);
        if (ch == '"' && pos > from) {
          int close = text.indexOf('"', pos + 1);
          if (close > 0 && close < end()) {
            pos = close + 1;
            continue;
          }
        }
        if (ch == '(') {
          depth++;
        } else if (ch == ')') {
          if (depth == 0) {
            break;
          }
          depth--;
        } else if (depth == 0 && (ch == ',' || ch == '=' || ch == ' ' || ch == '\t'
            || ch == '}' || ch == ']')) {
          break;
        }
        pos++;
      }
      return text.substring(from, pos);
    }

    /** A quoted string (at '"'); reports a missing closing quote. */
    String string() {
      int from = pos;
      pos++;
      int close = text.indexOf('"', pos);
      if (close < 0) {
        error(from, "missing closing '\"'");
        pos = text.length();
        return "";
      }
      String s = text.substring(pos, close);
      pos = close + 1;
      return s;
    }

    /** The rest of the line before any comment. */
    String rest() {
      String s = text.substring(Math.min(pos, end()), end());
      pos = end();
      return s;
    }

    void error(int column0, String message) {
      if (failed) {
        return; // one problem per line: what follows the first is not read
      }
      failed = true;
      out.add(new Diagnostic(file, line, Math.max(1, Math.min(column0, text.length()) + 1),
          message, text));
      pos = text.length(); // one problem per line
    }

    /** Whether a problem of the line was reported. */
    private boolean failed;
  }
}
