package org.nightres.core.format;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.nightres.core.format.WwrBook.Definition;
import org.nightres.core.format.WwrBook.Kind;
import org.nightres.core.format.WwrBook.Line;

/**
 * Translates a WWR role book ({@link WwrBook}) into statements of the roles language
 * ({@code roles-language.md}): no engine of its own, every WWR ability becomes components the
 * engines already know (the mapping is {@code docs/wwr.md}). An ability line (a trigger and its
 * list) is translated whole or not at all: each construct it holds that has no translation is
 * named in its {@link LineReport} ({@code unsupported: <construct>}), and the line gives no
 * statement. Never throws.
 */
final class WwrTranslator {

  /** A statement of the roles language, and the WWR line it comes from. */
  record Statement(String text, Line at, LineReport report) {}

  /** What became of one ability line of a role (or of a setup line that is not counted). */
  static final class LineReport {
    final String role;
    final Line at;
    final String trigger;
    /**
     * Whether its trigger is a night timing or a night-relevant trigger (games.md §7); a line
     * made only of displays is not (it has no night effect).
     */
    boolean night;
    final List<String> unsupported = new ArrayList<>();
    /** Constructs read as having no night effect (a display, a label). */
    final List<String> ignored = new ArrayList<>();
    /**
     * Those of {@link #ignored} that games.md §7 names among what is reported ("displays",
     * "channels"): a warning each, though the line is understood (they change nothing at night).
     */
    final List<String> reported = new ArrayList<>();
    final List<String> statements = new ArrayList<>();

    LineReport(String role, Line at, String trigger, boolean night) {
      this.role = role;
      this.at = at;
      this.trigger = trigger;
      this.night = night;
    }

    boolean understood() {
      return unsupported.isEmpty();
    }
  }

  /**
   * The translation: statements in order, one report per line of each role, notes, names
   * defined twice, and the bugs of the reader met on the way (internal errors: a role whose
   * translation failed, at its header; a book file whose reading failed).
   */
  record Translation(List<Statement> statements, List<LineReport> reports,
      List<WwrBook.Note> notes, List<WwrBook.Note> definedTwice, List<Diagnostic> bugs) {}

  private static final Pattern TRIGGER_ON = Pattern.compile("^On (.+)$");
  private static final Pattern RESTRICTIONS = Pattern.compile("\\[([A-Z][A-Za-z]*:[^\\]]*)\\]");
  private static final Pattern SCALING = Pattern.compile("⟨([^⟩]*)⟩");
  private static final Pattern COMPULSION = Pattern.compile("\\{([A-Z][A-Za-z]*(?::[^}]*)?)\\}");
  private static final Pattern LABEL = Pattern.compile("\\|[A-Za-z0-9_.:\\-]+\\|");
  private static final Pattern DURATION = Pattern.compile("\\(~([A-Za-z]+)\\)");

  private static final Pattern KILL = Pattern.compile("^(Attack|Kill|True Kill) (\\S+)$");
  private static final Pattern INVESTIGATE = Pattern.compile(
      "^(Role|Alignment|Category|Class) Investigate (\\S+)(?: \\(([SW]D)(?:, ?([SW]D))?\\))?$");
  /** {@code Investigate @(Attr:A,Group:G) Player Count}: the players a selector holds (ruling 71). */
  private static final Pattern PLAYER_COUNT =
      Pattern.compile("^Investigate @\\(([^()]*)\\) Player Count$");
  /** {@code Investigate @Selection Count (SD)}: a role's holders counted (ruling 72). */
  private static final Pattern ROLE_COUNT =
      Pattern.compile("^Investigate \\S+ Count(?: \\(([SW]D)(?:, ?([SW]D))?\\))?$");
  /** {@code @Result is 0}, {@code @Result > 1}: a Player Count compared (ruling 71). */
  private static final Pattern RESULT_COUNT =
      Pattern.compile("@Result ?(is not|is|>=|<=|>|<) ?`?([0-9]{1,6})`?");
  private static final Pattern ATTRIBUTE_INVESTIGATE = Pattern.compile(
      "^Attribute Investigate (\\S+) for `([^`]+)`(?: \\(([SW]D)(?:, ?([SW]D))?\\))?$");
  private static final Pattern PROTECT = Pattern.compile("^Protect (\\S+) from `([^`]+)`"
      + "(?: by (\\S+))?(?: through (Active Defense|Passive Defense|Partial Defense"
      + "|Recruitment Defense|Absence at (\\S+)))?(?: during (Night|Day|Both))?$");
  private static final Pattern DISGUISE =
      Pattern.compile("^(Weakly|Strongly) Disguise (\\S+) as (`[^`]+`|\\S+)$");
  private static final Pattern OBSTRUCT = Pattern.compile(
      "^Obstruct (?:(.+?) for )?(\\S+)(?: ⇒ (`[^`]+`|\\([^)]*\\)))?$");
  /** The holder's attribute counting the uses of a redirection held until used (ruling 50). */
  private static final String REDIRECTED = "redirected";
  private static final Pattern ROLE_CHANGE =
      Pattern.compile("^Role Change (\\S+) to (`[^`]+`|\\S+)$");
  private static final Pattern REDIRECT = Pattern.compile(
      "^Redirect `([^`]+)`(?: from (\\S+))? to (\\S+)$");
  private static final Pattern TARGET =
      Pattern.compile("^Target (\\S+)(?: \\((Player|Player Optional|Role)\\))?$");
  private static final Pattern GRANT = Pattern.compile("^Grant (`[^`]+`) to (\\S+)$");
  private static final Pattern REVOKE = Pattern.compile("^Revoke (`[^`]+`) from (\\S+)$");
  /**
   * {@code Revoke @ThisAttr from X}: the role the line belongs to, held as a role attribute (the
   * WWRF Guide's {@code @ThisAttr}, an extra role's own instance), taken from X (ruling 63).
   */
  private static final Pattern REVOKE_THIS = Pattern.compile("^Revoke @ThisAttr from (\\S+)$");
  private static final Pattern ALIGNMENT_CHANGE =
      Pattern.compile("^Alignment Change (\\S+) to `([A-Za-z][A-Za-z -]*)`$");
  /**
   * {@code Alignment Change X to @Y->Alignment}: X takes Y's alignment as the night starts
   * (ruling 66).
   */
  private static final Pattern ALIGNMENT_CHANGE_WITH =
      Pattern.compile("^Alignment Change (\\S+) to (@[A-Za-z]+)->Alignment$");
  private static final Pattern APPLY = Pattern.compile("^Apply `([^`]+)` to (\\S+)$");
  private static final Pattern REMOVE = Pattern.compile("^Remove `([^`]+)` from (\\S+)$");
  /** An attribute result without labels: {@code result(X, attr:a[, sees=strong])}. */
  private static final Pattern PLAIN_ATTRIBUTE_RESULT =
      Pattern.compile("^result\\([A-Za-z()]+, attr:[a-z0-9-]+(, sees=[a-z|]+)?\\)$");
  private static final Pattern LEARN = Pattern.compile("^(Learn|Know) `([^`]*)`$");
  /** A role's counter: {@code Set Counter to n}, {@code Increment Counter [by n] [for X]}. */
  private static final Pattern COUNTER_CHANGE = Pattern.compile(
      "^(Set|Increment|Decrement) Counter(?: to (-?[0-9]{1,6}|\\$(?:total|living)"
      + "|(?:floor|ceil|round) \\$(?:total|living)/[0-9]{1,3}(?:\\.[0-9]{1,2})?))?"
      + "(?: by ([0-9]{1,6}))?"
      + "(?: for (\\S+))?$");
  private static final Pattern REVEAL = Pattern.compile("^Reveal `([^`]*)` to (\\S+)$");
  private static final Pattern ANNOUNCE = Pattern.compile("^Announce `([^`]*)`$");
  /** A placeholder of a WWR text: a selector, perhaps followed by a property or a type. */
  private static final Pattern TEXT_PLACEHOLDER =
      Pattern.compile("@[A-Za-z0-9]+(?:\\([^)]*\\))?(?:->[A-Za-z]+|\\[[^\\]]*\\])*|%[^%]*%|\\$\\w+");
  /**
   * A type annotation of a player in a text that changes nothing of what is told (the WWRF
   * Guide: {@code [player]}, and the pseudo-types {@code [ghost]}, {@code [dead]}, {@code
   * [player_any]}, {@code [player_optional]}, "equivalent to the player type").
   */
  private static final Pattern PLAYER_ANNOTATION = Pattern.compile(
      "\\[(?i:player|ghost|dead|player_any|player_optional)\\]$");
  /**
   * A player's original role in a text, {@code @Selection->OriginalRole}, perhaps with the type
   * annotation {@code [role]} (what it is, which changes nothing of what is told).
   */
  private static final Pattern ORIGINAL_ROLE = Pattern.compile("->OriginalRole(?:\\[role\\])?$");
  /**
   * An attribute read as applied by the holder: {@code @(AttrSelf:Raven)} (the WWRF Guide:
   * "applied by the current player"), {@code `Raven:Self`}.
   */
  private static final Pattern OWNED_READ =
      Pattern.compile("AttrSelf:!?([A-Za-z][A-Za-z0-9]*)|`([A-Za-z][A-Za-z0-9]*):Self`");
  /** {@code @(AttrSelf:Raven)}, {@code @(AttrSelf:!Raven)}: a filter of owned attributes. */
  private static final Pattern OWN_FILTER =
      Pattern.compile("^@\\(AttrSelf:(!?)([A-Za-z][A-Za-z0-9]*)\\)$");
  private static final Pattern JOIN = Pattern.compile("^Join #(\\S+)(?: as `([^`]+)`)?$");
  /**
   * {@code Starting: Join #G}: the holder is a member from the start of the game, night 1
   * included: a role attribute (ruling 28), beside the passive that sets it in the state.
   */
  private static final Pattern STARTING_JOIN = Pattern.compile("^Starting: Join #(\\S+)$");
  private static final Pattern UNTARGET = Pattern.compile("^Untarget$");
  /**
   * WWR's Loyalty ({@code _rules/ability types/12 loyalty}: loyal roles "cannot be affected by
   * any role changes"; the Formalization Guide: {@code Loyalty to '<Name>' (<Subtype>)}).
   */
  private static final Pattern LOYALTY =
      Pattern.compile("^Loyalty to `([A-Za-z][A-Za-z0-9 -]*)` \\((Alignment|Group)\\)$");
  /**
   * The ability types of the verbs an emergency use ({@code On Action [Disguising]: Strongly
   * Disguise @Self as @Selection [Quantity: 1]}, ruling 41) may have: the trigger's type must be
   * its ability's.
   */
  private static final Map<String, String> EMERGENCY_TYPES = Map.of("disguise", "disguising",
      "protect", "protecting", "obstruct", "obstructing", "redirect", "redirecting",
      "investigate", "investigating");
  /** What a loyal player cannot be affected by: role and alignment changes (ruling 39). */
  static final String LOYALTY_COMPONENT =
      "untargetable(self, only=role-changing|alignment-changing)";
  /**
   * WWR's Cancel in an On Visited trigger (the Formalization Guide: {@code Cancel}, {@code Cancel
   * with [Failure|Success|'<Custom Feedback>']}).
   */
  private static final Pattern CANCEL =
      Pattern.compile("^Cancel(?: with (Failure|Success|`([^`]*)`|'([^']*)'))?$");
  /**
   * A number of the game compared with a whole number: {@code $living > 5}, {@code $total ≥ 10}
   * ({@code ≥} read as {@code >=}), {@code #Wolfpack->Members->Count is 1}, {@code
   * @(Attribute:Flutist)->Count > 1} (ruling 38).
   */
  private static final Pattern TALLY = Pattern.compile("(\\$total|\\$living"
      + "|#([A-Za-z][A-Za-z0-9-]*)->Members->Count|(@\\([^)]*\\))->Count) ?"
      + "(is not|is|>=|<=|>|<) ?`?([0-9]{1,6})`?");
  /** A group's counter compared: {@code #Hell->Counter > 0} (ruling 73). */
  private static final Pattern GROUP_COUNTER = Pattern.compile(
      "#([A-Za-z][A-Za-z0-9-]*)->Counter ?(is not|is|>=|<=|>|<) ?`?([0-9]{1,6})`?");
  private static final Pattern FILTER = Pattern.compile(
      "^@\\((!?)(Attr|Attribute|Align|Role|AttrRole|Group|Cat|Category):(!?)"
      + "([A-Za-z][A-Za-z0-9 \\-]*)\\)$");

  /** The WWR timings of abilities (a line the holder submits), and their limit. */
  private static final Map<String, String> TIMINGS = Map.ofEntries(
      Map.entry("Immediate Night", "immediate-night"), Map.entry("Immediate", "immediate-night"),
      Map.entry("Start Night", "start-night"), Map.entry("End Night", "end-night"),
      Map.entry("Pre-End Night", "pre-end-night"),
      Map.entry("Second Pre-End Night", "second-pre-end-night"),
      Map.entry("Third Pre-End Night", "third-pre-end-night"),
      Map.entry("Fourth Pre-End Night", "fourth-pre-end-night"));
  /** Automatic every night: passives. */
  private static final Set<String> PASSIVES = Set.of("Passive", "Passive Start Night",
      "Passive End Night", "Starting");
  /** Triggers of games.md §7, as events of the roles language. */
  private static final Map<String, String> EVENTS = Map.ofEntries(
      Map.entry("Death", "death"), Map.entry("Killed", "killed"), Map.entry("Visited", "visited"),
      Map.entry("Action", "action"), Map.entry("Defense", "defense"),
      Map.entry("Active Defense", "defense(active)"),
      Map.entry("Passive Defense", "defense(passive)"),
      Map.entry("Partial Defense", "defense(partial)"),
      Map.entry("Recruitment Defense", "defense(recruitment)"),
      Map.entry("Absence Defense", "defense(absence)"), Map.entry("Redirect", "redirect"),
      Map.entry("@All Death", "death(all)"));
  /**
   * Compulsions that say what a passive or a trigger's response is already: it makes no visit
   * and is never moved ({@code {Visitless}}, {@code {Direct}}).
   */
  private static final Set<String> PASSIVE_ALREADY = Set.of("visitless", "direct");
  /** Setup statements of a role with no night meaning, read and not counted. */
  private static final Set<String> SETUP = Set.of("Unique Role", "Haunted Role", "Ghostly Role",
      "No Abilities", "Unique Group");
  /** Words of UI elements with no night effect, and what they are (games.md §7's words). */
  private static final Map<String, String> UI = Map.of("Display ", "a display",
      "Update ", "a display", "Conversation Reset", "a channel");
  /** The order of an End Night attack: after every End Night non-attack ([190]). */
  static final int END_NIGHT_ATTACKS = 195;
  /** The stored target ({@code @Target}) as the roles language reads it (docs/wwr.md). */
  static final String STORED_TARGET = "stored(target)";
  /** The holder's attribute that holds his stored target (ruling 12). */
  static final String TARGET_KEY = "target";
  /**
   * One condition of an Evaluate on a Process result: {@code @Result is `A`}, {@code @Result2 is
   * `A`[category]}, {@code @Result1 is `A[class]`}, or a guess {@code @Result is
   * @SecondarySelection[role]}.
   */
  private static final Pattern EVALUATE_ATOM = Pattern.compile(
      "@Result([1-9]?) is (?:`([^`\\[]+)(?:\\[([a-z]+)\\])?`(?:\\[([a-z]+)\\])?"
      + "|(@SecondarySelection)(?:\\[role\\])?|(True))");

  /**
   * WWR's role categories and classes (the repository's {@code _categories/}: Townsfolk,
   * Werewolf, Solo, Unaligned and Extra roles, each Investigative, Killing, Power,
   * Miscellaneous, Group, Align, Elected or Recruitment), in lower case: an Evaluate case may
   * name one no role of a small book has (ruling 87).
   */
  private static final Set<String> KNOWN_CATEGORIES = Set.of("investigative", "killing", "power",
      "miscellaneous", "group", "align", "elected", "recruitment");
  private static final Set<String> KNOWN_CLASSES = Set.of("townsfolk", "werewolf", "solo",
      "unaligned", "extra");

  /**
   * Ability types nightres reads in some forms ({@code Apply `A` to X}, {@code Set Counter to
   * n} …): one in another form is reported with its text, not by its name alone.
   */
  private static final Set<String> READ_IN_OTHER_FORMS = Set.of("Apply", "Remove", "Set",
      "Increment", "Decrement", "Target", "Grant", "Revoke", "Attack", "Kill", "Learn", "Know",
      "Reveal", "Announce", "Join", "Untarget");

  /** A result component as the translator writes it: its target, kinds and disguises seen. */
  private static final Pattern RESULT =
      Pattern.compile("result\\((\\S+), ([a-z0-9:/_-]+)(?:, sees=([a-z|]+))?\\)");
  /** A role's counter ({@code @Self->Counter}, {@code Set Counter to n}) as an attribute key. */
  static final String COUNTER = "counter";

  /** {@code Role Attribute: `A`}: an attribute every holder of the role has. */
  private static final Pattern ROLE_ATTRIBUTE = Pattern.compile("^Role Attribute: `([^`]+)`$");
  /** A team's {@code Win Condition}: the alignment it names first. */
  private static final Pattern TEAM_ALIGNMENT = Pattern.compile("@\\(Alignment:([A-Za-z -]+)\\)");
  /** A team's {@code On Join: Apply `A` to @Joiner}: what every member has. */
  private static final Pattern JOIN_APPLY =
      Pattern.compile("^On Join: Apply `([^`]+)` to @Joiner(?: \\{Visitless\\})?$");

  private final WwrBook.Book book;
  private final List<Statement> statements = new ArrayList<>();
  /** {@link #teamAttributes}, once read. */
  private Map<String, Set<String>> teamAttributes;
  private final List<LineReport> reports = new ArrayList<>();
  private final Map<String, Definition> sets;
  private final Map<String, Definition> roles;
  private final Map<String, Definition> groups;
  /**
   * The groups joined that the book does not define, by name in lower case: one warning each
   * (games.md §7: "a role that inherits or joins something the book lacks is reported"), at the
   * first line that joins it; the membership itself is still read (ruling 28).
   */
  private final Map<String, WwrBook.Note> missingGroups = new LinkedHashMap<>();
  /** Alignments that got a faction kill, so that it is defined once. */
  private final Set<String> factionKills = new HashSet<>();

  private WwrTranslator(WwrBook.Book book) {
    this.book = book;
    this.sets = book.byName(Kind.ABILITY_SET);
    this.roles = book.byName(Kind.ROLE);
    this.groups = book.byName(Kind.GROUP);
    this.attributes = book.byName(Kind.ATTRIBUTE);
  }

  /** The book's attribute definitions ({@code **Enchanted** | Attribute}), by name. */
  private final Map<String, Definition> attributes;

  /** Translates the book. Never throws (a bug of ours becomes a report). */
  static Translation translate(WwrBook.Book book) {
    WwrTranslator t = new WwrTranslator(book);
    List<WwrBook.Note> notes = new ArrayList<>(book.notes());
    for (Definition d : book.definitions()) {
      if (d.kind() == Kind.ATTRIBUTE && hasAbilities(d)) { // not read: said once
        notes.add(new WwrBook.Note(d.header().file(), d.header().number(), d.header().column(),
            "the abilities of the attribute '" + d.name() + "' (" + d.lines().size()
            + (d.lines().size() == 1 ? " formalized line" : " formalized lines")
            + "): an attribute's own abilities are not read; a role's line "
            + "that applies it is not understood", d.header().raw()));
      }
      if (d.kind() == Kind.OTHER) { // a rules text, a template: nothing nightres reads
        notes.add(new WwrBook.Note(d.header().file(), d.header().number(), d.header().column(),
            "'" + d.header().text() + "' is no role, ability set, group, attribute, team or "
            + "poll (a role's group is one of " + String.join(", ", new java.util.TreeSet<>(
                WwrBook.ROLE_GROUPS)) + "): skipped", d.header().raw()));
      }
    }
    List<WwrBook.Note> twice = definedAgain(book);
    List<Diagnostic> bugs = new ArrayList<>(book.bugs());
    for (Definition d : t.ordered()) {
      try {
        t.role(d);
      } catch (RuntimeException e) {
        bugs.add(bug(d, e));
      }
    }
    notes.addAll(t.missingGroups.values());
    return new Translation(List.copyOf(t.statements), List.copyOf(t.reports), notes, twice,
        List.copyOf(bugs));
  }

  /**
   * A bug of ours met while translating role {@code d}: an internal error at its header (the
   * CLI exits 1), not an "unsupported" warning, which would tell the moderator that his book
   * asks for something nightres lacks.
   */
  static Diagnostic bug(Definition d, RuntimeException e) {
    WwrBook.Line h = d.header();
    return new Diagnostic(h.file(), h.number(), h.column(), "internal error while translating "
        + "the WWR role " + d.roleName() + " (please report it): " + e, h.raw(), true);
  }

  /**
   * A note for each definition whose name a definition of its kind before it has (a role by its
   * nightres name, {@code Fortune Teller} and {@code FortuneTeller} alike; an ability set,
   * group or attribute by its name): an input error at its header (games.md §3: "A name
   * defined twice is an input error"), the first read and this one skipped.
   */
  private static List<WwrBook.Note> definedAgain(WwrBook.Book book) {
    List<WwrBook.Note> notes = new ArrayList<>();
    Map<String, Definition> first = new java.util.HashMap<>();
    for (Definition d : book.definitions()) {
      if (d.kind() == Kind.TEAM || d.kind() == Kind.POLL || d.kind() == Kind.OTHER) {
        continue; // teams are all read (their attributes), polls and texts are not
      }
      String key = d.kind() + " " + (d.kind() == Kind.ROLE ? d.roleName()
          : d.name().trim()).toLowerCase(Locale.ROOT);
      Definition before = first.putIfAbsent(key, d);
      if (before != null) {
        Line h = d.header();
        notes.add(new WwrBook.Note(h.file(), h.number(), h.column(), "'" + d.name() + "' is "
            + "defined again (" + d.kind().toString().toLowerCase(Locale.ROOT).replace('_', ' ')
            + ", first at " + before.header().file() + ":" + before.header().number()
            + "); a name defined twice is an input error (games.md §3): rename one", h.raw()));
      }
    }
    return notes;
  }

  /** Whether a definition's formalized lines are abilities (not the book's "No Abilities"). */
  private static boolean hasAbilities(Definition d) {
    return d.lines().stream().anyMatch(l -> !l.text().isBlank()
        && !l.text().strip().equalsIgnoreCase("No Abilities"));
  }

  /** The roles, each after the roles it names (a role change, a disguise: complete first). */
  private List<Definition> ordered() {
    List<Definition> out = new ArrayList<>();
    Set<String> done = new HashSet<>();
    Set<String> visiting = new HashSet<>();
    for (Definition d : book.definitions()) {
      if (d.kind() == Kind.ROLE) {
        visit(d, out, done, visiting);
      }
    }
    return out;
  }

  private void visit(Definition d, List<Definition> out, Set<String> done, Set<String> visiting) {
    String key = d.roleName().toLowerCase(Locale.ROOT);
    if (done.contains(key) || visiting.contains(key)) {
      return; // a cycle: the later role's lines that name it are reported by the parser
    }
    visiting.add(key);
    List<Line> all = new ArrayList<>();
    withInherited(d, all, new HashSet<>());
    boolean night = true;
    for (Line l : all) {
      if (l.depth() == 0) { // a line of a day trigger is never translated: it orders nothing
        Optional<Integer> colon = WwrBook.headColon(l.text());
        night = colon.isEmpty() || nightHead(l.text().substring(0, colon.get()).strip());
      }
      if (!night) {
        continue;
      }
      Matcher m = Pattern.compile("(?:Role Change \\S+ to|Disguise \\S+ as|Grant|Revoke) `([^`]+)`")
          .matcher(l.text());
      while (m.find()) {
        Definition named = roles.get(m.group(1).toLowerCase(Locale.ROOT).trim());
        if (named != null && named != d) {
          visit(named, out, done, visiting);
        }
      }
    }
    visiting.remove(key);
    if (done.add(key)) {
      out.add(d);
    }
  }

  /**
   * Whether a line of this trigger may be translated: a night timing, a passive, a trigger
   * ({@code On …}, whichever event), or a Chosen line (read with a night choice). Lines of day
   * triggers ({@code Passive End Day}, {@code Immediate Day}, {@code End Phase}) are only
   * reported, so the roles they name need not be complete before their role (ruling 10).
   */
  private static boolean nightHead(String trigger) {
    return TIMINGS.containsKey(trigger) || PASSIVES.contains(trigger)
        || TRIGGER_ON.matcher(trigger).matches() || CHOICE_CHOSEN.matcher(trigger).matches()
        || !trigger.contains("Day") && !trigger.contains("Phase");
  }

  /**
   * The attributes each team gives its members, by the team's alignment in lower case: a team
   * definition's {@code On Join: Apply `A` to @Joiner} for the alignment its {@code Win
   * Condition} names first ({@code @(Alignment:Werewolf)}); a role of that group has them.
   */
  private Map<String, Set<String>> teamAttributes() {
    if (teamAttributes == null) {
      teamAttributes = new java.util.HashMap<>();
      for (Definition d : book.definitions()) {
        if (d.kind() != Kind.TEAM) {
          continue;
        }
        String alignment = null;
        List<String> applied = new ArrayList<>();
        for (Line l : d.lines()) {
          Matcher w = TEAM_ALIGNMENT.matcher(l.text());
          if (alignment == null && l.text().startsWith("Win Condition:") && w.find()) {
            alignment = w.group(1).strip().toLowerCase(Locale.ROOT);
          }
          Matcher j = JOIN_APPLY.matcher(l.text().strip());
          if (j.matches() && !key(j.group(1)).isEmpty()) {
            applied.add(key(j.group(1)));
          }
        }
        if (alignment != null && !applied.isEmpty()) {
          teamAttributes.computeIfAbsent(alignment, k -> new java.util.TreeSet<>())
              .addAll(applied);
        }
      }
    }
    return teamAttributes;
  }

  /** A definition's lines and those of the sets it inherits, for the order of the roles. */
  private void withInherited(Definition d, List<Line> out, Set<String> seen) {
    if (!seen.add(inheritKey(d))) {
      return;
    }
    for (Line l : d.lines()) {
      out.add(l);
      if (l.depth() == 0 && l.text().startsWith("Inherit:")) {
        for (String name : quoted(l.text().substring("Inherit:".length()))) {
          String key = name.toLowerCase(Locale.ROOT).trim();
          Definition set = sets.getOrDefault(key, roles.get(key));
          if (set != null) {
            withInherited(set, out, seen);
          }
        }
      }
    }
  }

  // ---- one role ------------------------------------------------------------------------

  /** What a role line translates into, as it is gathered. */
  private final class RoleRun {
    final Definition def;
    final String name;
    final Map<String, Integer> verbs = new LinkedHashMap<>();

    RoleRun(Definition def) {
      this.def = def;
      this.name = def.roleName();
    }

    String verb(String base) {
      int n = verbs.merge(base, 1, Integer::sum);
      return n == 1 ? base : base + n;
    }

    /** The role's night choices by name in lower case: their Creation lines (ruling 35). */
    final Map<String, Choice> choices = new LinkedHashMap<>();
    /** The role's {@code Choice `O` Chosen} lines by option in lower case; "" the generic one. */
    final Map<String, List<Line>> chosen = new java.util.HashMap<>();
    /**
     * The options (in lower case; "" for the line of every option) of the choices the role makes
     * at night: their Chosen lines are read with the Choose line (ruling 35).
     */
    final Set<String> nightOptions = new HashSet<>();
    /**
     * The attributes the role reads as its holder's own ({@code @(AttrSelf:Raven)}, {@code
     * `Raven:Self`}): its Apply of them gives them as his ({@code attr(X, own raven)}).
     */
    final Set<String> owned = new HashSet<>();
  }

  /**
   * A choice a role creates at the start of every night ({@code Passive Start Night: `X`
   * Choice Creation (A, B)}): its options, the restrictions of its Creation line (read by
   * {@code offered}) and that line's report.
   */
  private static final class Choice {
    final List<String> options;
    final Ability offered;
    final LineReport report;
    boolean chosen;
    /** The option chosen when the player chooses none ({@code {Forced: Townsfolk}}), or null. */
    String byDefault;

    Choice(List<String> options, Ability offered, LineReport report) {
      this.options = options;
      this.offered = offered;
      this.report = report;
    }
  }

  /**
   * A default option on a Creation line ({@code {Forced: Townsfolk}}): chosen when the player
   * chooses none (ruling 67).
   */
  private static final Pattern DEFAULT_OPTION = Pattern.compile("\\{Forced: ([A-Za-z0-9 _-]+)\\}");
  /** A Creation line, bare ({@link #bare}): the choice's name and its options. */
  private static final Pattern CHOICE_CREATION =
      Pattern.compile("^`([^`]+)` Choice Creation \\(([^()]*)\\)$");
  /** A Choose line, bare: the choice's name. */
  private static final Pattern CHOICE_CHOOSE = Pattern.compile("^`([^`]+)` Choice Choose @Chosen$");
  /** A Chosen line's trigger: the option, or none (the line of every option, {@code @Option}). */
  private static final Pattern CHOICE_CHOSEN = Pattern.compile("^Choice(?: `([^`]+)`)? Chosen$");

  /**
   * {@code @(AttrSelf:Raven)} as the filter of players holding the holder's own attribute
   * ({@code own:raven}, {@code !own:raven}; ruling 45), or null. Only where the holder is known:
   * a premise, a death trigger.
   */
  private static String ownFilter(String s) {
    Matcher m = OWN_FILTER.matcher(s);
    return m.matches() ? m.group(1) + "own:" + key(m.group(2)) : null;
  }

  /** A line's text without its restrictions, scaling, compulsion and labels. */
  private static String bare(String s) {
    String t = RESTRICTIONS.matcher(s).replaceAll(" ");
    t = SCALING.matcher(t).replaceAll(" ");
    t = COMPULSION.matcher(t).replaceAll(" ");
    t = LABEL.matcher(t).replaceAll(" ");
    return t.strip().replaceAll("\\s+", " ");
  }

  /**
   * A role's rank among the single roles' End Night attacks (the killing order's "Townsfolk roles
   * are considered first, then werewolf, then all other roles"): 1, 2 or 3.
   */
  private static int attackRank(Definition d) {
    String f = faction(d);
    return f == null ? 3 : f.equals("townsfolk") ? 1 : 2;
  }

  /** The faction of a role of the book: its group's, for Townsfolk and Werewolf; else null. */
  private static String faction(Definition d) {
    return d == null ? null : switch (d.group()) {
      case "Townsfolk" -> "townsfolk";
      case "Werewolf" -> "werewolf";
      default -> null;
    };
  }

  private void role(Definition d) {
    RoleRun run = new RoleRun(d);
    LineReport head = new LineReport(run.name, d.header(), "", false);
    StringBuilder role = new StringBuilder("role ").append(run.name);
    String faction = faction(d);
    if (faction != null) {
      role.append(" faction=").append(faction);
    }
    if (d.category().matches("[A-Za-z][A-Za-z0-9_-]*")) {
      role.append(" category=").append(d.category());
    }
    if (d.group().matches("[A-Za-z][A-Za-z0-9_-]*")) {
      role.append(" class=").append(d.group());
    }
    java.util.Set<String> has = new java.util.TreeSet<>(teamAttributes().getOrDefault(
        d.group().toLowerCase(Locale.ROOT), Set.of())); // the team's (On Join: Apply)
    List<Line> own = new ArrayList<>();
    withInherited(d, own, new HashSet<>());
    for (Line l : own) {
      Matcher a = ROLE_ATTRIBUTE.matcher(l.text().strip());
      if (l.depth() == 0 && a.matches() && !key(a.group(1)).isEmpty()) {
        has.add(key(a.group(1))); // Role Attribute: every holder has it
      }
      Matcher j = STARTING_JOIN.matcher(l.text().strip());
      if (l.depth() == 0 && j.matches() && groupKey(j.group(1)) != null) {
        has.add(groupKey(j.group(1))); // a member from the start of the game (ruling 28)
      }
    }
    if (!has.isEmpty()) {
      role.append(" has=").append(String.join("|", has));
    }
    for (Line l : own) { // attributes the holder reads as his own (ruling 45)
      Matcher o = OWNED_READ.matcher(l.text());
      while (o.find()) {
        run.owned.add(key(o.group(1) != null ? o.group(1) : o.group(2)));
      }
    }
    String title = d.name().strip().replace('"', '\'');
    if (!title.equals(run.name) && title.indexOf('/') < 0 && title.indexOf('+') < 0) {
      role.append(" title=\"").append(title).append('"'); // what an investigation tells
    }
    role.append(" \"WWR: ").append(d.name().replace('"', '\'')).append('"');
    emit(role.toString(), d.header(), head);
    List<Line> lines = new ArrayList<>();
    int firstReport = reports.size();
    inherit(d, lines, new LinkedHashSet<>(), run);
    entries(run, lines);
    unreadOwners(reports.subList(firstReport, reports.size()));
  }

  private static final Pattern NOBODY_OWNS = Pattern.compile("!exists own:([a-z0-9_-]+)");

  /**
   * A line that reads that nobody holds an attribute the holder gave ({@code not
   * (@(AttrSelf:A) exists)}, {@code !exists own:a}) in a role none of whose understood lines
   * gives it ({@code attr(X, own a)}): every such line given it is not read, so the premise
   * would hold from the first night (the Psychopath's list, built by emits, and his ascension
   * on the first night). The line is reported, all or nothing (docs/wwr.md, ruling 88).
   */
  private void unreadOwners(List<LineReport> role) {
    for (LineReport r : role) {
      if (!r.understood()) {
        continue;
      }
      Set<String> read = new java.util.TreeSet<>();
      for (String st : r.statements) {
        Matcher m = NOBODY_OWNS.matcher(st);
        while (m.find()) {
          read.add(m.group(1));
        }
      }
      for (String a : read) {
        boolean given = role.stream().anyMatch(o -> o.understood() && o.statements.stream()
            .anyMatch(st -> st.contains(", own " + a + ")")));
        if (!given) {
          r.unsupported.add("condition that nobody holds the holder's '" + a + "' (not "
              + "(@(AttrSelf:…) exists)), where no line nightres reads gives it: it would hold "
              + "from the first night");
        }
      }
      if (!r.understood()) { // all or nothing (ruling 2)
        statements.removeIf(st -> st.report() == r);
        r.statements.clear();
      }
    }
  }

  /** A definition's lines, those of what it inherits in their place (once each). */
  private void inherit(Definition d, List<Line> out, Set<String> seen, RoleRun run) {
    seen.add(inheritKey(d));
    for (Line l : d.lines()) {
      if (l.depth() == 0 && l.text().startsWith("Inherit:")) {
        for (String name : quoted(l.text().substring("Inherit:".length()))) {
          String key = name.toLowerCase(Locale.ROOT).trim();
          Definition set = sets.getOrDefault(key, roles.get(key));
          LineReport r = new LineReport(run.name, l, "Inherit", false);
          reports.add(r);
          if (set == null) {
            r.unsupported.add("Inherit '" + name + "' not in the book");
          } else if (seen.contains(inheritKey(set))) {
            r.unsupported.add("Inherit '" + name + "' again (a cycle)");
          } else {
            inherit(set, out, seen, run);
          }
        }
        continue;
      }
      out.add(l);
    }
  }

  /**
   * What {@code Inherit:} has already read of a definition: its kind and name, so that a role
   * inheriting the ability set of its own name (the Cupid's {@code Inherit: `Cupid`}) reads the
   * set, and only a definition met again is a cycle (ruling 65).
   */
  private static String inheritKey(Definition d) {
    return d.kind() + ":" + d.name().toLowerCase(Locale.ROOT).trim();
  }

  private static List<String> quoted(String s) {
    List<String> out = new ArrayList<>();
    Matcher m = Pattern.compile("`([^`]*)`").matcher(s);
    while (m.find()) {
      out.add(m.group(1));
    }
    if (out.isEmpty() && !s.isBlank()) {
      out.add(s.strip());
    }
    return out;
  }

  /** Splits the lines into entries (a line without a marker and its list) and translates each. */
  private void entries(RoleRun run, List<Line> lines) {
    Map<String, List<String>> created = new java.util.HashMap<>();
    Set<String> chosenAtNight = new HashSet<>();
    for (int i = 0; i < lines.size(); i++) { // the Chosen lines, and the choices made at night
      Line head = lines.get(i);
      Optional<Integer> colon = head.depth() == 0 ? WwrBook.headColon(head.text())
          : Optional.empty();
      if (colon.isEmpty()) {
        continue;
      }
      String trigger = head.text().substring(0, colon.get()).strip();
      String rest = bare(head.text().substring(colon.get() + 1));
      Matcher chosen = CHOICE_CHOSEN.matcher(trigger);
      if (chosen.matches()) {
        List<Line> entry = new ArrayList<>();
        entry.add(head);
        for (int j = i + 1; j < lines.size() && lines.get(j).depth() != 0; j++) {
          entry.add(lines.get(j));
        }
        run.chosen.putIfAbsent(chosen.group(1) == null ? ""
            : chosen.group(1).toLowerCase(Locale.ROOT), entry);
      }
      Matcher choose = CHOICE_CHOOSE.matcher(rest);
      if (TIMINGS.containsKey(trigger) && choose.matches()) {
        chosenAtNight.add(choose.group(1).toLowerCase(Locale.ROOT));
      }
      Matcher creation = CHOICE_CREATION.matcher(rest);
      if (trigger.equals("Passive Start Night") && creation.matches()) {
        List<String> options = new ArrayList<>();
        for (String o : creation.group(2).split(",")) {
          options.add(o.strip().toLowerCase(Locale.ROOT));
        }
        created.put(creation.group(1).toLowerCase(Locale.ROOT), options);
      }
    }
    for (String name : chosenAtNight) {
      for (String option : created.getOrDefault(name, List.of())) {
        run.nightOptions.add(run.chosen.containsKey(option) ? option : "");
      }
    }
    int i = 0;
    while (i < lines.size()) {
      Line head = lines.get(i);
      List<Line> body = new ArrayList<>();
      int j = i + 1;
      while (j < lines.size() && lines.get(j).depth() != 0) {
        body.add(lines.get(j));
        j++;
      }
      entry(run, head, body);
      i = j;
    }
    for (Choice c : run.choices.values()) {
      if (!c.chosen && c.report.understood()) {
        c.report.unsupported.add("a choice no night Choose line of the role makes");
      }
    }
  }

  /**
   * A Creation line at the start of the night: the options it offers, translated with the
   * choice's Choose line (ruling 35); its restrictions are read now, for every option.
   */
  private void creation(RoleRun run, Line head, String trigger, String rest, Matcher m) {
    LineReport r = new LineReport(run.name, head, trigger, true);
    reports.add(r);
    Ability offered = new Ability(run, r, trigger);
    Matcher byDefault = DEFAULT_OPTION.matcher(rest);
    String chosenByDefault = byDefault.find() ? byDefault.group(1).strip() : null;
    offered.decorations(chosenByDefault == null ? rest : byDefault.replaceAll(" "));
    shared(offered);
    if (!offered.flags.isEmpty()) {
      r.unsupported.add("compulsion on a choice's creation (" + String.join(", ", offered.flags)
          + ")");
    }
    List<String> options = new ArrayList<>();
    for (String o : m.group(2).split(",")) {
      if (!o.isBlank()) {
        options.add(o.strip());
      }
    }
    if (options.isEmpty()) {
      r.unsupported.add("a choice with no option");
    }
    if (chosenByDefault != null
        && options.stream().noneMatch(o -> o.equalsIgnoreCase(chosenByDefault))) {
      r.unsupported.add("a default option '" + chosenByDefault + "' the choice does not offer");
    }
    Choice made = new Choice(options, offered, r);
    made.byDefault = chosenByDefault;
    if (run.choices.putIfAbsent(m.group(1).toLowerCase(Locale.ROOT), made) != null) {
      r.unsupported.add("a second Creation line of choice '" + m.group(1) + "'");
    }
  }

  /**
   * Reports the limits of a Creation or Choose line that the options would share ({@code
   * [Quantity: n]}, {@code ⟨xN⟩}, successions): each option being an ability of its own, they
   * would count each option's lines apart. Their nights and {@code not-self} hold for each
   * option as for the choice.
   */
  private static void shared(List<String> limits, LineReport r) {
    for (String l : limits) {
      if (!l.startsWith("nights ") && !l.equals("not-self")) {
        String what = "a limit shared by a choice's options (" + l + ")";
        if (!r.unsupported.contains(what)) {
          r.unsupported.add(what);
        }
      }
    }
  }

  private static void shared(Ability offered) {
    shared(offered.limits, offered.report);
  }

  /**
   * A Choose line at a night timing: one ability per option of the choice, its verb the
   * option's name in lower case, with the Choose line's restrictions, the Creation line's (on
   * which options are offered) and the Chosen line's abilities and restrictions (ruling 35).
   * All options are translated, or none.
   */
  private void choose(RoleRun run, Line head, String trigger, String timing, String rest,
      String name) {
    LineReport r = new LineReport(run.name, head, trigger, true);
    reports.add(r);
    Choice c = run.choices.get(name.toLowerCase(Locale.ROOT));
    if (c == null) {
      r.unsupported.add("choice '" + name + "' that the role does not create at the start of "
          + "the night (Passive Start Night: `" + name + "` Choice Creation (...))");
      return;
    }
    c.chosen = true;
    if (!c.report.understood()) {
      r.unsupported.add("choice '" + name + "' whose Creation line is not understood");
      return;
    }
    List<Ability> made = new ArrayList<>();
    Ability byDefault = null; // the option chosen when none is (ruling 67)
    Set<String> verbs = new HashSet<>();
    for (String option : c.options) {
      String verb = option.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
      List<Line> chosen = run.chosen.get(option.toLowerCase(Locale.ROOT));
      boolean every = chosen == null;
      if (every) {
        chosen = run.chosen.get("");
      }
      if (chosen == null) {
        r.unsupported.add("option '" + option + "' with no Chosen line");
        continue;
      }
      if (!verb.matches("[a-z][a-z0-9]*") || !verbs.add(verb)) {
        r.unsupported.add("option '" + option + "' (no verb of its own)");
        continue;
      }
      if (!option.matches("[A-Za-z0-9 _-]+")) {
        r.unsupported.add("option '" + option + "'");
        continue;
      }
      List<Line> lines = new ArrayList<>();
      for (Line l : chosen) { // @Option of the line of every option: this one, named
        lines.add(every ? new Line(l.file(), l.number(), l.column(), l.depth(),
            l.text().replace("@Option", "`" + option + "`"), l.raw()) : l);
      }
      Line first = lines.get(0);
      Optional<Integer> colon = WwrBook.headColon(first.text());
      Ability a = new Ability(run, r, trigger);
      a.limits.addAll(c.offered.limits);
      a.premises.addAll(c.offered.premises);
      a.premises.addAll(c.offered.targetConditions);
      int own = a.limits.size();
      a.decorations(rest);
      shared(new ArrayList<>(a.limits.subList(own, a.limits.size())), r);
      a.read(first.text().substring(colon.get() + 1).strip(), first,
          lines.subList(1, lines.size()));
      a.premises.addAll(a.targetConditions);
      if (a.components.isEmpty()) {
        if (r.understood()) {
          r.unsupported.add("option '" + option + "' with no ability");
        }
        continue;
      }
      a.verb = verb;
      List<String> limits = new ArrayList<>(new LinkedHashSet<>(a.limits));
      a.limits.clear();
      a.limits.addAll(limits);
      List<String> premises = new ArrayList<>(new LinkedHashSet<>(a.premises));
      a.premises.clear();
      a.premises.addAll(premises);
      if (option.equalsIgnoreCase(c.byDefault)) {
        if (!a.params.isEmpty() || !a.roleParams.isEmpty()) {
          r.unsupported.add("a default option with a selection ('" + option + "': whom it "
              + "would aim at when the player chooses nothing, the book does not say)");
        }
        byDefault = a;
        continue;
      }
      made.add(a);
    }
    int before = statements.size();
    if (r.understood()) {
      List<String> others = new ArrayList<>();
      for (Ability a : made) {
        String v = a.ability(timing);
        if (v != null) {
          others.add(v);
        }
      }
      if (byDefault != null) { // used for him when he chooses no option (ruling 67)
        byDefault.flags.add("forced");
        if (!others.isEmpty()) {
          byDefault.flags.add("unless=" + String.join("|", others));
        }
        byDefault.ability(timing);
      }
    }
    if (!r.understood()) { // all or nothing (ruling 2)
      statements.subList(before, statements.size()).clear();
      r.statements.clear();
      c.report.unsupported.add("choice '" + name + "' whose Choose line is not understood");
    }
  }

  private void entry(RoleRun run, Line head, List<Line> body) {
    String text = head.text();
    if (head.depth() != 0) {
      LineReport r = new LineReport(run.name, head, "", true);
      r.unsupported.add("a list line without a trigger line above it");
      reports.add(r);
      return;
    }
    if (SETUP.contains(text.strip())) {
      return; // read: no night meaning
    }
    if (ROLE_ATTRIBUTE.matcher(text.strip()).matches() && !key(ROLE_ATTRIBUTE.matcher(
        text.strip()).replaceAll("$1")).isEmpty()) {
      return; // read: the role's has= (docs/wwr.md, ruling 11)
    }
    if (text.startsWith("Role Attribute:") || text.startsWith("Require:")
        || text.startsWith("Include:")) {
      LineReport r = new LineReport(run.name, head, text.substring(0, text.indexOf(':')), false);
      r.unsupported.add(text.startsWith("Role Attribute:")
          ? "Role Attribute (not one attribute in backticks)"
          : text.startsWith("Require:") ? "Require (a setup rule)"
          : "Include (a template of the setup)");
      reports.add(r);
      return;
    }
    Optional<Integer> colon = WwrBook.headColon(text);
    String trigger = colon.map(c -> text.substring(0, c).strip()).orElse(text.strip());
    String rest = colon.map(c -> text.substring(c + 1).strip()).orElse("");
    String timing = TIMINGS.get(trigger);
    Matcher creation = CHOICE_CREATION.matcher(bare(rest));
    if (trigger.equals("Passive Start Night") && creation.matches()) {
      creation(run, head, trigger, rest, creation);
      return;
    }
    Matcher choose = CHOICE_CHOOSE.matcher(bare(rest));
    if (timing != null && choose.matches()) {
      choose(run, head, trigger, timing, rest, choose.group(1));
      return;
    }
    Matcher chosen = CHOICE_CHOSEN.matcher(trigger);
    if (chosen.matches() && run.nightOptions.contains(chosen.group(1) == null ? ""
        : chosen.group(1).toLowerCase(Locale.ROOT))) {
      reports.add(new LineReport(run.name, head, trigger, false)); // read with the Choose line
      return;
    }
    String event = null;
    Matcher on = TRIGGER_ON.matcher(trigger);
    String onWhat = on.matches() ? on.group(1).replaceAll("\\s*\\[[^\\]]*\\]\\s*$", "").strip()
        : null;
    if (onWhat != null) {
      event = EVENTS.get(onWhat);
    }
    String whose = null; // a trigger on another player's death: whose (ruling: triggers)
    if (event == null && onWhat != null && onWhat.matches("@\\S+ (Death|Visited)")) {
      whose = onWhat.substring(0, onWhat.lastIndexOf(' '));
    }
    boolean visits = onWhat != null && onWhat.endsWith(" Visited");
    boolean passive = PASSIVES.contains(trigger);
    boolean night = timing != null || passive || event != null
        || (onWhat != null && onWhat.matches("@\\S+ (Death|Visited)"));
    LineReport r = new LineReport(run.name, head, trigger, night);
    reports.add(r);
    if (colon.isEmpty()) { // no trigger: the guide's N/A, or a line nightres cannot place
      r.unsupported.add(text.strip().equals("N/A")
          ? "N/A (the book does not formalize this role's abilities)"
          : "'" + shortly(text) + "' (a line with no trigger: no 'Trigger:' starts it)");
      return;
    }
    if (!night) {
      r.unsupported.add("trigger '" + trigger + "'" + (dayTrigger(trigger)
          ? " (a day or game event: nightres resolves nights)" : ""));
      return;
    }
    Ability a = new Ability(run, r, trigger);
    if (whose != null) {
      String who = whose.equals("@Target") ? STORED_TARGET : visits ? null
          : a.filter(whose) != null ? a.filter(whose) : ownFilter(whose);
      if (who != null) {
        event = (visits ? "visited(" : "death(") + who + ")";
      } else if (visits) {
        r.unsupported.add("trigger 'On " + whose + " Visited' (the visits of players a filter "
            + "passes: only the stored @Target's are read)");
      } else {
        r.unsupported.add("trigger 'On " + whose + " Death'" + (whose.startsWith("@(AttrSelf:")
            ? " (an attribute the holder applied: nightres's attributes have no owner)" : ""));
      }
    }
    a.read(rest, head, body);
    boolean targeting = "target".equals(a.verb) && a.components.size() == 1;
    if (!targeting) { // a Targeting line sets or changes the target either way: ruling 12
      a.premises.addAll(a.targetConditions);
    }
    if (trigger.equals("On Action [Targeting]") && "target".equals(a.verb)
        && a.components.size() == 1 && r.understood()) {
      // the emergency use of Targeting (_rules/ability types/03 targeting): once a game, one
      // more Targeting line in the phase: a third verb, target3 (docs/wwr.md)
      a.ability("immediate-night");
      return;
    }
    Matcher emergency = Pattern.compile("On Action \\[([A-Za-z]+)\\]").matcher(trigger);
    if (emergency.matches() && a.verb != null && a.components.size() == 1 && r.understood()
        && emergency.group(1).toLowerCase(Locale.ROOT).equals(EMERGENCY_TYPES.get(a.verb))
        && a.limits.stream().anyMatch(l -> l.startsWith("uses ")) && a.usesSelection()) {
      // the same emergency use of another type (the Despot's `disguising.emergency`, ruling
      // 41): an ability of that type on @Selection, [Quantity: n] times a game
      a.ability("immediate-night");
      return;
    }
    if (event != null && !trigger.equals("On " + onWhat)) {
      String filter = trigger.substring(("On " + onWhat).length()).strip();
      Matcher type = Pattern.compile("\\[(!?)([A-Za-z]+(?: [A-Za-z]+)*)\\]").matcher(filter);
      String word = type.matches()
          ? type.group(2).toLowerCase(Locale.ROOT).replace(' ', '-') : "";
      java.util.Optional<String> known = java.util.Arrays.stream(
              org.nightres.core.component.AbilityType.values())
          .map(org.nightres.core.component.AbilityType::word).filter(word::equals).findFirst()
          .or(() -> java.util.Optional.of(word).filter(
              org.nightres.core.component.AbilityType.SUBTYPES::contains)); // or a subtype
      if ((event.equals("action") || event.equals("visited")) && known.isPresent()) {
        event = event + "(" + type.group(1) + known.get() + ")"; // an ability type
      } else if (event.startsWith("visited(stored(") && known.isPresent()) {
        event = event.substring(0, event.length() - 1) + "|" + type.group(1)
            + known.get() + ")";
      } else {
        r.unsupported.add("trigger filter '" + filter + "'" + (filter.contains(" ")
            ? " (an ability subtype or category)" : ""));
      }
    }
    if (onWhat != null && event == null && whose == null) {
      r.unsupported.add("trigger '" + trigger + "'");
    }
    if (!r.understood()) {
      return;
    }
    if (a.components.isEmpty()) {
      if (a.fromSetup) { // the stored target the setup gives: on the player line (ruling 60)
        return;
      }
      if (!r.ignored.isEmpty()) {
        r.night = false; // only displays: no night effect
        return;
      }
      r.unsupported.add("an ability line with no ability");
      return;
    }
    if (timing != null) {
      a.ability(timing);
    } else if (event != null) {
      a.trigger(event);
    } else {
      a.passive();
    }
  }

  /**
   * Why a selector or a text's placeholder that WWR defines is not mapped ({@code " (…: ruling
   * n)"}, mostly ruling 61), or "" for one without a ruling.
   */
  static String notMapped(String s) {
    String why;
    int ruling = 61;
    if (s.startsWith("@ThisAttr")) {
      why = "the instance of a role held as an attribute, whose own counter and attributes a "
          + "player's state does not keep apart from his";
    } else if (s.equals("@AttackLocation")) {
      why = "the attacker, or the group's channel for a group's attack, which a kill does not "
          + "tell apart";
    } else if (s.contains("->Players")) {
      why = "the holders of a stored role: a filter on a role read from the state";
    } else if (s.contains("SelectAll:False")) {
      why = "one player of a filter drawn at random once, as the game starts, and kept: a "
          + "passive draws anew each night it acts";
    } else if (s.startsWith("&")) {
      why = "a team";
      ruling = 48;
    } else if (s.contains("->OriginalRole")) {
      why = "a player's original role is read only as a fact of a text, of a player the text "
          + "names";
      ruling = 68;
    } else if (s.startsWith("@Self->Counter")) {
      why = "a counter as the night ends";
      ruling = 44;
    } else if (s.contains("->Attr")) {
      why = "an attribute's own values, which a player's attribute does not hold";
    } else if (s.equals("@DeathType") || s.equals("@VisitType")) {
      why = "the type of a death or a visit: one word in WWR, several kill classes or ability "
          + "types in nightres";
    } else if (s.startsWith("%")) {
      why = "host information, read only as a Starting line's target";
      ruling = 60;
    } else {
      return "";
    }
    return " (" + why + ": ruling " + ruling + ")";
  }

  private static boolean dayTrigger(String trigger) {
    return trigger.contains("Day") || trigger.contains("Phase") || trigger.contains("Lynch")
        || trigger.contains("Poll") || trigger.startsWith("Choice") || trigger.contains("End")
        || trigger.contains("Emitted");
  }

  private static String shortly(String text) {
    String s = text.strip();
    return s.length() > 60 ? s.substring(0, 57) + "..." : s;
  }

  /** One ability line being translated: its components, limits and flags. */
  private final class Ability {
    final RoleRun run;
    final LineReport report;
    final String trigger;
    final List<String> components = new ArrayList<>();
    final List<String> limits = new ArrayList<>();
    final Set<String> flags = new LinkedHashSet<>();
    /** The parameters used: X for @Selection, Y for @SecondarySelection. */
    final Set<String> params = new java.util.TreeSet<>();
    /** Role parameters: R for a role given as @Selection, S for @SecondarySelection. */
    final Set<String> roleParams = new java.util.TreeSet<>();
    String verb;
    boolean killing;
    /**
     * Whether the line sets the stored target to host information ({@code Starting: Target
     * %Player%}): the setup's, written on the player line, so it needs no statement (ruling 60).
     */
    boolean fromSetup;
    /**
     * The uses of a passive redirection held until used ({@code ~UntilUse}: 1,
     * {@code ~UntilSecondUse}: 2), counted in the holder's attribute {@code redirected}
     * (ruling 50); 0 for a redirection held for good.
     */
    int redirectUses;

    /** {@return whether the line reads {@code @Selection}, as a player or as a role} */
    boolean usesSelection() {
      return params.contains("X") || roleParams.contains("R:role");
    }

    /**
     * {@code [Condition: @Target exists]} and its negation, as premises: on a Targeting line
     * they say "set the target, or change it", which remembering does either way (docs/wwr.md,
     * ruling 12); elsewhere they are premises of the line.
     */
    final List<String> targetConditions = new ArrayList<>();
    /** The component of the Process line whose result an Evaluate labels, or -1. */
    int processed = -1;
    /**
     * The line's premises ({@code [if ...]} of the roles language): its Condition and Attribute
     * restrictions over the start of the night (docs/wwr.md, the rulings on conditions).
     */
    final List<String> premises = new ArrayList<>();
    /**
     * Why the last condition given to {@link #premisesOf} is not understood, to add to the
     * construct reported; "" when there is nothing particular to say.
     */
    String premiseProblem = "";
    /**
     * The filters ({@code disguised:self&attr:group-wolfpack}) of the line's Player Count, which
     * its {@code @Result} conditions compare (ruling 71); null when it has none.
     */
    String counted;
    /** Whether a condition compared the Player Count's {@code @Result}. */
    boolean countCompared;

    Ability(RoleRun run, LineReport report, String trigger) {
      this.run = run;
      this.report = report;
      this.trigger = trigger;
    }

    void read(String rest, Line head, List<Line> body) {
      String phrase = decorations(rest);
      Optional<Integer> inline = WwrBook.headColon(phrase);
      if (inline.isPresent() && !phrase.startsWith("Process")) { // a condition on the line
        phrase(decorations(phrase.substring(inline.get() + 1)));
        List<String> branch = new ArrayList<>(components);
        components.clear();
        branch(phrase.substring(0, inline.get()).strip(), branch);
        closeChain();
      } else if (!phrase.isEmpty()) {
        phrase(phrase);
      }
      for (int i = 0; i < body.size(); i++) {
        Line l = body.get(i);
        boolean children = i + 1 < body.size() && body.get(i + 1).depth() > l.depth();
        if (l.depth() != 1) {
          continue; // a nested line: its parent is reported
        }
        String t = l.text();
        if (t.startsWith("Action:")) {
          String left = decorations(t.substring("Action:".length()));
          if (!left.isEmpty()) {
            unsupported("Action: " + left);
          }
          continue;
        }
        if (t.startsWith("Process: ") && !children) { // one ability whose result is evaluated
          int before = components.size();
          phrase(decorations(t));
          processed = components.size() == before + 1
              && (components.get(before).startsWith("result(")
              || components.get(before).startsWith("kill(")) ? before : -1;
          continue;
        }
        if (t.startsWith("Evaluate:") && !children && processed >= 0) { // Evaluate: Announce `…`
          announced(t.substring("Evaluate:".length()).strip());
          processed = -1;
          continue;
        }
        if (children && t.strip().equals("Process:")) { // investigations of one target: a compound
          int before = components.size();
          int j = i + 1;
          for (; j < body.size() && body.get(j).depth() > 1; j++) {
            if (body.get(j).depth() == 2) {
              phrase(decorations(body.get(j).text()));
            }
          }
          i = j - 1;
          boolean evaluated = j < body.size() && body.get(j).text().strip().startsWith("Evaluate");
          if (!evaluated && components.subList(before, components.size()).stream()
              .noneMatch(x -> x.startsWith("result("))) {
            processed = -1; // no Evaluate, no result: its abilities in order (ruling 46)
            continue;
          }
          processed = compound(before);
          continue;
        }
        if (children && t.strip().equals("Evaluate:") && processed >= 0) {
          evaluate(body, i);
          processed = -1;
          continue;
        }
        Optional<Integer> c = WwrBook.headColon(t);
        String what = c.map(x -> t.substring(0, x).strip()).orElse(t.strip());
        if (children && (what.equals("Process") || what.equals("Evaluate"))) {
          closeChain();
          unsupported("Process/Evaluate");
          continue;
        }
        if (c.isPresent() && !what.startsWith("Process")) { // a condition, or Otherwise
          int from = components.size();
          int restricted = limits.size() + premises.size() + flags.size();
          if (children) {
            for (int j = i + 1; j < body.size() && body.get(j).depth() > 1; j++) {
              if (body.get(j).depth() == 2) {
                phrase(decorations(body.get(j).text()));
              } // deeper: its parent is reported
            }
          } else {
            phrase(decorations(t.substring(c.get() + 1)));
          }
          List<String> branch = new ArrayList<>(components.subList(from, components.size()));
          components.subList(from, components.size()).clear();
          if (limits.size() + premises.size() + flags.size() != restricted) {
            unsupported("a restriction inside a list condition (it would hold for the whole "
                + "line)");
          }
          branch(what, branch);
          continue;
        }
        closeChain();
        phrase(decorations(t));
      }
      closeChain();
      if (counted != null && !countCompared) {
        unsupported("Investigate … Player Count without conditions on its @Result (ruling 71)");
      }
    }

    /** The conditions of a list read so far, each with its components: a chain (ruling 18). */
    private final List<List<String>> chainPremises = new ArrayList<>();
    private final List<List<String>> chainThen = new ArrayList<>();
    /** Where the chain's guard goes among the components. */
    private int chainAt = -1;
    /** The guards of this line ({@code if(...)} components), with their parts. */
    final Map<String, Guard> guards = new LinkedHashMap<>();

    /** A guard: its premises, its components, and the components of {@code else} ("" none). */
    record Guard(List<String> premises, List<String> then, String otherwise) {}

    /** A list line {@code what: ...} (a condition or {@code Otherwise}) with its components. */
    private void branch(String what, List<String> components) {
      if (what.equals("Otherwise")) {
        if (chainAt < 0) {
          unsupported("Otherwise");
          return;
        }
        if (components.isEmpty()) {
          unsupported("Otherwise of nothing understood");
          return;
        }
        closeChain(String.join(" + ", components));
        return;
      }
      List<String> ps = premisesOf(what);
      if (ps == null) {
        unsupported("condition '" + shortly(what) + "'" + premiseProblem);
        return;
      }
      if (components.isEmpty()) {
        unsupported("condition '" + shortly(what) + "' of nothing understood");
        return;
      }
      if (chainAt < 0) {
        chainAt = this.components.size();
      }
      chainPremises.add(ps);
      chainThen.add(components);
    }

    private void closeChain() {
      closeChain("");
    }

    /**
     * Ends the chain of conditions read so far: the first whose premises hold fires, else the
     * components {@code otherwise} ("" none), as one guard nested in the {@code else} of the
     * one before.
     */
    private void closeChain(String otherwise) {
      if (chainAt < 0) {
        return;
      }
      String inner = otherwise;
      Guard first = null;
      for (int k = chainPremises.size() - 1; k >= 0; k--) {
        Guard g = new Guard(chainPremises.get(k), chainThen.get(k), inner);
        inner = "if(" + String.join(" and ", g.premises()) + " then "
            + String.join(" + ", g.then()) + (g.otherwise().isEmpty() ? "" : " else "
            + g.otherwise()) + ")";
        first = g;
      }
      components.add(chainAt, inner);
      guards.put(inner, first);
      chainAt = -1;
      chainPremises.clear();
      chainThen.clear();
    }

    /**
     * Investigations of one target, the components {@code from} on, made one compound result
     * ({@code result(X, class/category, sees=strong)}: each answer in order, joined with {@code
     * /}); returns its index, or -1 after reporting what cannot be one.
     */
    int compound(int from) {
      List<String> made = components.subList(from, components.size());
      Matcher first = made.isEmpty() ? null : RESULT.matcher(made.get(0));
      if (first == null || !first.matches()) {
        if (report.unsupported.isEmpty()) {
          unsupported("Process/Evaluate (a Process of other abilities than investigations)");
        }
        return -1;
      }
      List<String> kinds = new ArrayList<>();
      for (String c : made) {
        Matcher m = RESULT.matcher(c);
        if (!m.matches() || !m.group(1).equals(first.group(1))
            || !java.util.Objects.equals(m.group(3), first.group(3))) {
          unsupported("Process/Evaluate (investigations of several targets, or with different "
              + "disguise levels)");
          return -1;
        }
        kinds.add(m.group(2));
      }
      if (kinds.get(0).equals("investigate") || kinds.stream().anyMatch(k -> !k.equals("role")
          && !k.equals("category") && !k.equals("class") && !k.startsWith("attr:"))) {
        unsupported("Process/Evaluate (a compound starting with an alignment, or of other kinds)");
        return -1;
      }
      String one = "result(" + first.group(1) + ", " + String.join("/", kinds)
          + (first.group(3) == null ? "" : ", sees=" + first.group(3)) + ")";
      made.clear();
      components.add(one);
      return components.size() - 1;
    }

    /**
     * The Evaluate list after line {@code at} of {@code body}, of the result the Process line
     * gave ({@link #processed}): each case a condition on the results and a text, {@code
     * Otherwise: `text`} last; they label the result's answers (§7: the feedback is the text of
     * the first condition that fires). A condition is {@code @Result is `A`} (or {@code
     * @Result<n> is `A`[kind]} of a compound, several joined by {@code and}), {@code @Result is
     * `Failure`} (no answer: {@code failure=}) or {@code @Result is @SecondarySelection[role]} (a
     * guess: {@code guess:S=}); {@code @Selection}, {@code @Self} and the guessed role in a text
     * named ({@code {target}}, {@code {actor}}, {@code {S}}).
     */
    void evaluate(List<Line> body, int at) {
      String result = components.get(processed);
      if (result.startsWith("kill(")) {
        unsupported("Process/Evaluate (a list of cases on a kill's outcome)");
        return;
      }
      Matcher r = RESULT.matcher(result);
      if (!r.matches()) {
        unsupported("Process/Evaluate (of another result)");
        return;
      }
      String[] kinds = r.group(2).split("/");
      List<String> labels = new ArrayList<>();
      boolean otherwise = false;
      for (int j = at + 1; j < body.size() && body.get(j).depth() > 1; j++) {
        Line l = body.get(j);
        if (l.depth() != 2) {
          continue; // nested below a condition: that condition is reported
        }
        String line = l.text().strip();
        Optional<Integer> colon = WwrBook.headColon(line);
        String then = colon.map(c -> line.substring(c + 1).strip()).orElse("");
        if (colon.isEmpty() || !then.matches("`[^`]*`")) {
          unsupported(colon.isEmpty() ? "condition '" + shortly(line) + "'"
              : "Process/Evaluate (an Evaluate of abilities, not of texts)");
          return;
        }
        String when = line.substring(0, colon.get()).strip();
        String key = when.equals("Otherwise") ? "else" : evaluateKey(when, kinds);
        if (key == null) {
          unsupported("condition '" + shortly(when) + "'");
          return;
        }
        String never = key.startsWith("is:") ? neverHolds(key.substring(3), kinds) : null;
        if (never != null) { // a case no answer can meet (ruling 87): said, and left out
          String what = "Evaluate case '" + when.strip() + "': no role of the book has the "
              + never + " (the case never holds)";
          report.ignored.add(what);
          report.reported.add(what);
          continue;
        }
        String text = feedbackText(then.substring(1, then.length() - 1));
        if (text == null) {
          return;
        }
        labels.add(key + "=\"" + text + "\"");
        otherwise |= key.equals("else");
      }
      if (!otherwise || labels.size() < 2) {
        unsupported("Process/Evaluate (an Evaluate without Otherwise, or with nothing else)");
        return;
      }
      if (kinds.length == 1 && kinds[0].startsWith("attr:group-")) { // a member: any value
        String yes = labels.stream().filter(l -> l.startsWith("is:yes=")).findFirst().orElse(null);
        String no = labels.stream().filter(l -> l.startsWith("else=")).findFirst().orElse(null);
        if (yes == null || labels.size() != 2) {
          unsupported("Process/Evaluate (of a membership, other than True and Otherwise)");
          return;
        }
        labels.set(labels.indexOf(yes), "else=" + yes.substring("is:yes=".length()));
        labels.set(labels.indexOf(no), "is:none=" + no.substring("else=".length()));
        java.util.Collections.reverse(labels);
      }
      components.set(processed, result.substring(0, result.length() - 1) + ", "
          + String.join(", ", labels) + ")");
    }

    /**
     * An Evaluate of one announcement after a Process of one ability (docs/wwr.md, ruling 40):
     * {@code Announce `text`} after an investigation, its answer ({@code @Result}, {@code
     * @Result->Role} of a role investigation) in the text, announced whatever it is ({@code
     * tell=announce, else="text"}); {@code @Result is `Success`: Announce `text`} after an attack,
     * announced only when its target dies tonight ({@code result(T, kill-outcome, tell=announce,
     * is:success="text")} beside the kill).
     */
    void announced(String evaluate) {
      String process = components.get(processed);
      boolean kill = process.startsWith("kill(");
      String when = null;
      String then = evaluate;
      Optional<Integer> colon = WwrBook.headColon(evaluate);
      if (colon.isPresent()) {
        when = evaluate.substring(0, colon.get()).strip();
        then = evaluate.substring(colon.get() + 1).strip();
      }
      Matcher a = Pattern.compile("^Announce `([^`]*)`$").matcher(then);
      if (!a.matches()) {
        unsupported("Process/Evaluate (an Evaluate of abilities, not of texts)");
        return;
      }
      String target;
      String kind;
      String sees = "";
      if (kill) {
        Matcher k = Pattern.compile("^kill\\(([^,]+?)(?:, [^)]*)?\\)$").matcher(process);
        if (!k.matches() || when == null || !when.matches("@Result is `(Success|True)`")) {
          unsupported(when == null || !k.matches() ? "Process/Evaluate (of another kill)"
              : "condition '" + shortly(when) + "'");
          return;
        }
        target = k.group(1);
        kind = "kill-outcome";
      } else {
        Matcher r = RESULT.matcher(process);
        if (!r.matches() || r.group(2).contains("/") || when != null) {
          unsupported(when != null ? "condition '" + shortly(when) + "'"
              : "Process/Evaluate (of another result)");
          return;
        }
        target = r.group(1);
        kind = r.group(2);
        sees = r.group(3) == null ? "" : ", sees=" + r.group(3);
      }
      String fact = switch (kind) {
        case "role" -> "->Role";
        case "class" -> "->Alignment";
        case "category" -> "->Category";
        default -> null;
      };
      String named = literal(a.group(1)); // the book's braces are no placeholders
      if (!kill) { // the answer: @Result, or the fact it is about (@Result->Role of a role)
        named = fact != null ? named.replace("@Result" + fact, "{answer}") : named;
        named = named.replaceAll("@Result(?![A-Za-z0-9\\[-])", "{answer}");
      }
      named = named.replace("@Self", "{actor}");
      String written = switch (target) { // the Process's player, as the book writes him
        case STORED_TARGET -> "@Target";
        case "X" -> "@Selection";
        case "attacker" -> "@Attacker";
        case "visitor" -> "@Visitor";
        case "target" -> "@ActionTarget";
        default -> null;
      };
      if (written != null) {
        named = named.replace(written, "{target}");
      }
      if (named.contains("@") || named.contains("\"") || named.isBlank()) {
        unsupported("Announce with a placeholder (" + placeholderIn(named) + ")");
        return;
      }
      String told = "result(" + target + ", " + kind + sees + ", tell=announce, "
          + (kill ? "is:success" : "else") + "=\"" + named + "\")";
      if (kill) {
        components.add(processed + 1, told); // beside the kill: its outcome
      } else {
        components.set(processed, told);
      }
    }

    /** The first WWR placeholder in a text, for a report. */
    private static String placeholderIn(String text) {
      Matcher m = TEXT_PLACEHOLDER.matcher(text);
      return m.find() ? m.group() : "\"";
    }

    /**
     * The label's key for an Evaluate condition on results of {@code kinds}: {@code failure},
     * {@code guess:S}, {@code is:A} or {@code is:A/B} with {@code *} for a result not named; null
     * when it is not one of those.
     */
    String evaluateKey(String when, String[] kinds) {
      String[] answers = new String[kinds.length];
      String[] atoms = when.startsWith("(") && when.endsWith(")")
          ? when.substring(1, when.length() - 1).split("\\)\\s+and\\s+\\(") : new String[] {when};
      for (String atom : atoms) {
        Matcher m = EVALUATE_ATOM.matcher(atom.strip());
        if (!m.matches()) {
          return null;
        }
        int n = m.group(1).isEmpty() ? 1 : Integer.parseInt(m.group(1));
        if (n > kinds.length || answers[n - 1] != null) {
          return null;
        }
        if (m.group(5) != null) { // a guess: the role named as @SecondarySelection
          if (atoms.length > 1 || kinds.length > 1 || params.contains("Y")
              || !kinds[0].equals("role")) {
            return null;
          }
          roleParams.add("S:role"); // @SecondarySelection is a role the actor names
          return "guess:S";
        }
        String a = m.group(6) != null ? m.group(6) : m.group(2); // True: written bare too
        String kind = m.group(3) != null ? m.group(3) : m.group(4);
        String asked = kinds[n - 1].startsWith("attr:") ? "attribute" : kinds[n - 1];
        if (kind != null && !kind.equals(asked)) {
          return null;
        }
        if (a.equals("Failure")) { // no answer: the investigation failed (as one action, all)
          return atoms.length == 1 ? "failure" : null;
        }
        if (asked.equals("attribute")) {
          if (!a.equals("Success") && !a.equals("True")) {
            return null;
          }
          a = "yes"; // an attribute nightres applies is yes (docs/wwr.md)
        } else if (asked.equals("role")) {
          a = WwrBook.roleName(a);
        }
        if (!a.matches("[A-Za-z0-9][A-Za-z0-9_-]*")) {
          return null;
        }
        answers[n - 1] = a;
      }
      StringBuilder key = new StringBuilder("is:");
      for (int i = 0; i < answers.length; i++) {
        key.append(i == 0 ? "" : "/").append(answers[i] == null ? "*" : answers[i]);
      }
      return kinds.length == 1 && answers[0] == null ? null : key.toString();
    }

    /**
     * The first answer of an Evaluate key ({@code Werewolf/Kiling}, of the kinds {@code
     * class/category}) that no role can give, as {@code category 'Kiling'}: a category or class
     * that is neither one of WWR's nor one a role of the book has (docs/wwr.md, ruling 87); null
     * when each can be given.
     */
    String neverHolds(String answers, String[] kinds) {
      String[] a = answers.split("/");
      for (int i = 0; i < a.length && i < kinds.length; i++) {
        if (a[i].equals("*") || !kinds[i].equals("category") && !kinds[i].equals("class")) {
          continue;
        }
        boolean category = kinds[i].equals("category");
        String v = a[i].toLowerCase(Locale.ROOT);
        if (!(category ? KNOWN_CATEGORIES : KNOWN_CLASSES).contains(v)
            && roles.values().stream().noneMatch(d -> (category ? d.category() : d.group())
                .toLowerCase(Locale.ROOT).equals(v))) {
          return kinds[i] + " '" + a[i] + "'";
        }
      }
      return null;
    }

    /** A feedback text with its placeholders named, or null after reporting it. */
    String feedbackText(String text) {
      String t = literal(text); // the book's braces are no placeholders
      if (roleParams.contains("S:role")) { // the role named as @SecondarySelection
        t = t.replace("@SecondarySelection[role]", "{S}").replace("@SecondarySelection", "{S}");
      }
      t = t.replace("@Selection", "{target}").replace("@Self", "{actor}");
      if (t.contains("@") || t.contains("\"")
          || t.contains("{target}") && !params.contains("X")) {
        unsupported("Learn with a placeholder");
        return null;
      }
      return t;
    }

    /** Reports {@code what}; null. */
    String unsupportedNull(String what) {
      unsupported(what);
      return null;
    }

    void unsupported(String what) {
      if (!report.unsupported.contains(what)) {
        report.unsupported.add(what);
      }
    }

    /** Takes restrictions, scaling, compulsion, labels and a duration off; reads them. */
    String decorations(String s) {
      String t = s;
      Matcher m = RESTRICTIONS.matcher(t);
      while (m.find()) {
        for (String r : m.group(1).split(",\\s*(?=[A-Z][a-z]+:)")) {
          restriction(r.strip());
        }
      }
      t = RESTRICTIONS.matcher(t).replaceAll(" ");
      m = SCALING.matcher(t);
      while (m.find()) {
        String sc = m.group(1).strip();
        if (sc.matches("x[0-9]{1,3}")) {
          limits.add("per-night " + sc.substring(1));
        } else if (sc.matches("Odd: x[0-9]{1,3}, Even: x[0-9]{1,3}")) { // by the night's
          // parity (the Formalization Guide's Phase Specific Scaling; ruling 59)
          Matcher odd = Pattern.compile("Odd: x([0-9]+), Even: x([0-9]+)").matcher(sc);
          odd.matches();
          limits.add("per-night " + Integer.parseInt(odd.group(1)));
          limits.add("per-night-even " + Integer.parseInt(odd.group(2)));
        } else if (sc.matches("\\$(total|living)/[0-9]{1,3}")) { // dynamic scaling: the
          // players divided, rounded down (the Formalization Guide; ruling 38)
          limits.add("per-night floor(" + sc.substring(1) + ")");
        } else {
          unsupported("scaling ⟨" + sc + "⟩");
        }
      }
      t = SCALING.matcher(t).replaceAll(" ");
      m = COMPULSION.matcher(t);
      while (m.find()) {
        String c = m.group(1).strip();
        switch (c) {
          case "Forced" -> flags.add("forced");
          case "Forced: @Self" -> flags.add("forced=self");
          case "Direct" -> flags.add("direct");
          case "Visitless" -> flags.add("visitless");
          case "Vanishing", "Repeating" -> report.ignored.add("{" + c + "}");
          default -> unsupported("{" + c + "}");
        }
      }
      t = COMPULSION.matcher(t).replaceAll(" ");
      if (LABEL.matcher(t).find()) {
        t = LABEL.matcher(t).replaceAll(" ");
      }
      return t.strip().replaceAll("\\s+", " ");
    }

    private void restriction(String r) {
      int c = r.indexOf(':');
      String type = r.substring(0, c).strip();
      String v = r.substring(c + 1).strip();
      switch (type) {
        case "Quantity" -> {
          if (v.matches("[0-9]{1,4}")) {
            limits.add("uses " + v);
            return;
          }
        }
        case "Temporal" -> {
          Matcher m = Pattern.compile("Night ([0-9]{1,3})(\\+|-[0-9]{1,3})?").matcher(v);
          if (v.equals("Night")) {
            return; // every night: nightres resolves nights
          }
          if (m.matches() && Integer.parseInt(m.group(1)) >= 1 && (m.group(2) == null
              || m.group(2).equals("+") || Integer.parseInt(m.group(2).substring(1))
                  >= Integer.parseInt(m.group(1)))) {
            if (!"1+".equals(m.group(1) + m.group(2))) { // Night 1+ holds always
              limits.add("nights " + Integer.parseInt(m.group(1))
                  + (m.group(2) == null ? "" : m.group(2)));
            }
            return;
          }
        }
        case "Succession" -> {
          if (v.equals("No Succession")) {
            limits.add("no-succession");
            return;
          }
          if (v.equals("No Target Succession")) {
            limits.add("no-repeat-target");
            return;
          }
        }
        case "Condition" -> { // @Selection is not @Self too: broken, the line fails (§7; 57)
          if (v.equals("@Target exists") || v.equals("not (@Target exists)")) {
            targetConditions.add(v.startsWith("not") ? "!" + STORED_TARGET + " exists"
                : STORED_TARGET + " exists"); // a Targeting line reads them itself (ruling 12)
            return;
          }
          Matcher in = Pattern.compile("(not \\()?@(Selection|SecondarySelection|Self|Target"
              + "|Attacker|Visitor|ActionTarget) is in #([A-Za-z][A-Za-z0-9-]*)(\\))?").matcher(v);
          if (in.matches() && (in.group(1) == null) == (in.group(4) == null)
              && groupKey(in.group(3)) != null) {
            String p = switch (in.group(2)) { // a member (ruling 28)
              case "Selection" -> "X";
              case "SecondarySelection" -> "Y";
              case "Self" -> "self";
              case "Target" -> STORED_TARGET;
              case "Attacker" -> "attacker"; // a trigger's subject (ruling 32)
              case "Visitor" -> "visitor";
              default -> "target";
            };
            if (p.equals("X") || p.equals("Y")) {
              params.add(p);
            }
            boolean not = in.group(1) != null; // of the stored @Target: the whole premise (17)
            premises.add((not && p.equals(STORED_TARGET) ? "!" : "") + p + " in "
                + (not && !p.equals(STORED_TARGET) ? "!" : "") + "attr:"
                + groupKey(in.group(3))); // a premise: broken, the line fails (ruling 16)
            return;
          }
          List<String> ps = premisesOf(v);
          if (ps != null) {
            premises.addAll(ps);
            return;
          }
          unsupported("restriction [" + shortly(r) + "]" + premiseProblem);
          return;
        }
        case "Attribute" -> {
          List<String> ps = premisesOf(v.matches("(has|lacks) `.*") ? "@Self " + v : v);
          if (ps != null) {
            premises.addAll(ps);
            return;
          }
          unsupported("restriction [" + shortly(r) + "]" + premiseProblem);
          return;
        }
        case "Status" -> {
          if (v.equals("Alive")) {
            return;
          }
        }
        default -> { }
      }
      unsupported("restriction [" + shortly(r) + "]");
    }

    /**
     * A WWR condition as premises of the roles language, all of which must hold ({@code
     * (A) and (B)}), or null when it is not understood ({@link #premiseProblem} says why, if
     * there is something particular to say): {@code @S has `A`}, {@code @S lacks `A`}, {@code
     * @S->Alignment is [not] `A`}, {@code @S->Role is [not] `R`}, {@code @S->Counter > n} ({@code
     * <}, {@code is}), {@code @S exists} for the stored {@code @Target}, {@code @(Filter) exists},
     * each maybe in {@code not (...)}; S is {@code @Self}, {@code @Selection}, {@code
     * @SecondarySelection}, {@code @Target} or a trigger's subject ({@code @Attacker}, {@code
     * @Visitor}, {@code @ActionTarget}: the roles language says where each is one).
     */
    List<String> premisesOf(String condition) {
      premiseProblem = "";
      String c = unwrap(condition.strip().replaceAll("`\\[[a-z]+\\]", "`") // `A`[alignment]
          .replace("≥", ">=").replace("≤", "<=")); // the Formalization Guide's signs
      List<String> parts = topLevel(c, " and ");
      List<String> alternatives = topLevel(c, " or ");
      if (parts.size() > 1 && alternatives.size() > 1) { // (A) and (B) or (C): which binds?
        premiseProblem = " (a condition mixing 'and' and 'or' without parentheses)";
        return null;
      }
      if (alternatives.size() > 1) { // (A) or (B): one premise of alternatives (ruling 56)
        List<String> out = new ArrayList<>();
        for (String alternative : alternatives) {
          List<String> ps = premisesOf(alternative);
          if (ps == null) {
            return null;
          }
          out.add(String.join(" and ", ps));
        }
        return List.of("(" + String.join(" or ", out) + ")");
      }
      if (parts.size() > 1) {
        List<String> out = new ArrayList<>();
        for (String part : parts) {
          List<String> ps = premisesOf(part);
          if (ps == null) {
            return null;
          }
          out.addAll(ps);
        }
        return out;
      }
      if (c.startsWith("not ")) {
        List<String> ps = premisesOf(c.substring(4));
        if (ps == null || ps.size() != 1) {
          return null;
        }
        String p = ps.get(0);
        Matcher own = Pattern.compile("(self|X|Y|attacker|visitor|target) in (!?)(.+)").matcher(p);
        if (own.matches()) { // a player who is always there: the filter's negation says it
          return List.of(own.group(1) + " in " + (own.group(2).isEmpty() ? "!" : "")
              + own.group(3));
        }
        return List.of(p.startsWith("!") ? p.substring(1) : "!" + p);
      }
      Matcher result = RESULT_COUNT.matcher(c);
      if (counted != null && result.matches()) { // the line's Player Count, compared (ruling 71)
        countCompared = true;
        String op = result.group(1);
        return List.of((op.equals("is not") ? "!" : "") + "count(" + counted + ")"
            + (op.startsWith("is") ? "=" : op) + Integer.parseInt(result.group(2)));
      }
      Matcher groupCounter = GROUP_COUNTER.matcher(c);
      if (groupCounter.matches() && !key(groupCounter.group(1)).isEmpty()) { // ruling 73
        String op = groupCounter.group(2);
        return List.of((op.equals("is not") ? "!" : "") + "group(" + key(groupCounter.group(1))
            + ")." + COUNTER + (op.startsWith("is") ? "=" : op)
            + Integer.parseInt(groupCounter.group(3)));
      }
      Matcher tally = TALLY.matcher(c);
      if (tally.matches()) { // a number of the game, compared (ruling 38)
        String counted = tally.group(2) != null ? (groupKey(tally.group(2)) == null ? null
            : "attr:" + groupKey(tally.group(2)))
            : tally.group(3) != null ? filter(tally.group(3)) : null;
        if (counted == null && !tally.group(1).startsWith("$")) {
          return null;
        }
        String number = tally.group(1).startsWith("$") ? tally.group(1).substring(1)
            : "count(" + counted + ")";
        String op = tally.group(4);
        return List.of((op.equals("is not") ? "!" : "") + number + (op.startsWith("is") ? "="
            : op) + Integer.parseInt(tally.group(5)));
      }
      Matcher same = Pattern.compile("(@Selection|@SecondarySelection|@Target|@Attacker|@Visitor"
          + "|@ActionTarget) is (not )?@Self").matcher(c);
      if (same.matches()) { // the player is the holder himself (ruling 57)
        String who = switch (same.group(1)) {
          case "@Selection" -> "X";
          case "@SecondarySelection" -> "Y";
          case "@Target" -> STORED_TARGET;
          case "@Attacker" -> "attacker";
          case "@Visitor" -> "visitor";
          default -> "target";
        };
        if (who.equals("X") || who.equals("Y")) {
          params.add(who);
        }
        return List.of((same.group(2) == null ? "" : "!") + who + " is self");
      }
      Matcher ally = Pattern.compile("(@[A-Za-z]+)->Alignment is (not )?(@[A-Za-z]+)->Alignment")
          .matcher(c);
      if (ally.matches() && (ally.group(1).equals("@Self") != ally.group(3).equals("@Self"))) {
        // a player's alignment compared with the holder's (ruling 66)
        String who = switch (ally.group(1).equals("@Self") ? ally.group(3) : ally.group(1)) {
          case "@Selection" -> "X";
          case "@SecondarySelection" -> "Y";
          case "@Target" -> STORED_TARGET;
          case "@Attacker" -> "attacker";
          case "@Visitor" -> "visitor";
          case "@ActionTarget" -> "target";
          default -> null;
        };
        if (who == null) {
          return null;
        }
        if (who.equals("X") || who.equals("Y")) {
          params.add(who);
        }
        return List.of(who + " in " + (ally.group(2) == null ? "" : "!") + "same:alignment");
      }
      Matcher attr = Pattern.compile("(@\\S+?)->Attr\\(([A-Za-z][A-Za-z0-9]*)\\) exists")
          .matcher(c);
      if (attr.matches()) { // the player holds the attribute: @Selection->Attr(Lycan) exists
        c = attr.group(1) + " has `" + attr.group(2) + "`";
      }
      Matcher m = Pattern.compile("(@\\([^)]*\\)|@\\S+?)(?:->(Alignment|Role|Counter))? (has|lacks|is not|is"
          + "|exists|>|<|>=|<=)(?: (`[^`]*`|-?[0-9]{1,6}))?").matcher(c);
      if (!m.matches()) {
        return null;
      }
      String op = m.group(3);
      String value = m.group(4);
      if (value != null && value.startsWith("`")) {
        value = value.substring(1, value.length() - 1).strip();
      }
      if (op.equals("exists")) {
        if (value != null || m.group(2) != null) {
          return null;
        }
        if (m.group(1).equals("@Target")) {
          return List.of(STORED_TARGET + " exists");
        }
        String f = m.group(1).startsWith("@(") ? filter(m.group(1)) : null;
        f = f != null ? f : ownFilter(m.group(1));
        return f == null ? null : List.of("exists " + f);
      }
      String subject = switch (m.group(1)) {
        case "@Self" -> "self";
        case "@Selection" -> "X";
        case "@SecondarySelection" -> "Y";
        case "@Target" -> STORED_TARGET;
        case "@Attacker" -> "attacker"; // a trigger's subject, as he is at the start of the
        case "@Visitor" -> "visitor"; //   night, decided as the trigger fires (ruling 32)
        case "@ActionTarget" -> "target";
        default -> null;
      };
      if (subject == null) {
        return null;
      }
      if (value == null) {
        return null;
      }
      String what = m.group(2);
      boolean not = op.equals("is not") || op.equals("lacks");
      String cond;
      if (what == null && (op.equals("has") || op.equals("lacks"))) {
        if (!value.matches("[A-Za-z][A-Za-z0-9]*")) {
          return null;
        }
        cond = "attr:" + key(value);
      } else if ("Alignment".equals(what) && op.startsWith("is")
          && value.matches("[A-Za-z][A-Za-z -]*")) {
        cond = "align:" + value.toLowerCase(Locale.ROOT).replace(' ', '-');
      } else if ("Role".equals(what) && op.startsWith("is")
          && value.matches("[A-Za-z][A-Za-z -]*")) {
        cond = "role:" + WwrBook.roleName(value);
      } else if ("Counter".equals(what) && value.matches("-?[0-9]{1,6}")) {
        cond = "attr:" + COUNTER + (op.startsWith("is") ? "=" : op) + Integer.parseInt(value);
      } else {
        return null;
      }
      if (subject.equals("X") || subject.equals("Y")) {
        params.add(subject);
      }
      return List.of(subject + " in " + (not ? "!" : "") + cond);
    }

    /** {@code (text)} without its parentheses, when they hold all of it. */
    private String unwrap(String text) {
      String t = text;
      while (t.startsWith("(") && t.endsWith(")") && closing(t, 0) == t.length() - 1) {
        t = t.substring(1, t.length() - 1).strip();
      }
      return t;
    }

    /** The index of the parenthesis that closes the one at {@code open}, or -1. */
    private int closing(String t, int open) {
      int depth = 0;
      for (int i = open; i < t.length(); i++) {
        if (t.charAt(i) == '(') {
          depth++;
        } else if (t.charAt(i) == ')' && --depth == 0) {
          return i;
        }
      }
      return -1;
    }

    /** {@code text} split on {@code word} outside parentheses and backticks. */
    private List<String> topLevel(String text, String word) {
      List<String> out = new ArrayList<>();
      int depth = 0;
      boolean quoted = false;
      int from = 0;
      for (int i = 0; i < text.length(); i++) {
        char ch = text.charAt(i);
        if (ch == '`') {
          quoted = !quoted;
        } else if (!quoted && ch == '(') {
          depth++;
        } else if (!quoted && ch == ')') {
          depth--;
        } else if (!quoted && depth == 0 && text.startsWith(word, i)) {
          out.add(unwrap(text.substring(from, i).strip()));
          from = i + word.length();
        }
      }
      out.add(unwrap(text.substring(from).strip()));
      return out;
    }

    /**
     * A counter's new value as the roles language writes it: a whole number, or a value computed
     * from the game ({@code ceil $total/3} is {@code ceil(total/3)}, ruling 38).
     */
    private String counterValue(String wwr) {
      if (wwr.matches("-?[0-9]+")) {
        return Integer.toString(Integer.parseInt(wwr));
      }
      int space = wwr.indexOf(' ');
      return space < 0 ? "floor(" + wwr.substring(1) + "/1)" // $total: the number itself
          : wwr.substring(0, space) + "(" + wwr.substring(space + 2) + ")"; // ceil $total/3
    }

    /** One ability: its components. */
    void phrase(String raw) {
      String p = raw.startsWith("Process: ") ? raw.substring("Process: ".length()).strip() : raw;
      for (Map.Entry<String, String> ui : UI.entrySet()) {
        if (p.startsWith(ui.getKey())) {
          String what = ui.getKey().strip() + " (" + ui.getValue() + ": no night effect)";
          report.ignored.add(what);
          report.reported.add(what);
          return;
        }
      }
      Optional<Integer> cond = WwrBook.headColon(p);
      if (cond.isPresent()) {
        String head = p.substring(0, cond.get()).strip();
        unsupported(head.equals("Evaluate") || head.equals("Process") ? "Process/Evaluate"
            : head.equals("Otherwise") ? "Otherwise" : "condition '" + shortly(head) + "'");
        return;
      }
      String until = null;
      Matcher d = DURATION.matcher(p);
      if (d.find()) {
        until = d.group(1);
        p = DURATION.matcher(p).replaceAll("").strip().replaceAll("\\s+", " ");
      }
      Matcher m;
      if ((m = KILL.matcher(p)).matches()) {
        String t = sel(m.group(2));
        if (t == null) {
          return;
        }
        killing = true;
        String cls = switch (m.group(1)) {
          case "Kill" -> ", class=kill";
          case "True Kill" -> ", class=true";
          default -> "";
        };
        component(m.group(1).replace(" ", "").toLowerCase(Locale.ROOT),
            "kill(" + t + cls + ")", until, true);
      } else if ((m = INVESTIGATE.matcher(p)).matches()) {
        String t = sel(m.group(2));
        if (t == null) {
          return;
        }
        String kind = switch (m.group(1)) {
          case "Role" -> "role";
          case "Category" -> "category";
          default -> "class"; // a role's team class: Townsfolk, Werewolf (docs/wwr.md)
        };
        component("investigate", "result(" + t + ", " + kind + sees(m.group(3), m.group(4))
            + ")", until, true);
      } else if ((m = PLAYER_COUNT.matcher(p)).matches()) {
        playerCount(m.group(1));
      } else if (ROLE_COUNT.matcher(p).matches()) {
        unsupported("Investigate … Count (a role's living holders as the disguises it sees show "
            + "them: an answer about every player, not a visited one, that no result kind "
            + "gives yet: ruling 72)");
      } else if (counted != null && p.matches("`[^`]*`")) { // a text its conditions tell: the
        text("learn", p.substring(1, p.length() - 1), "self"); // holder's feedback (ruling 14)
      } else if ((m = ATTRIBUTE_INVESTIGATE.matcher(p)).matches()) {
        String t = sel(m.group(1));
        if (t == null) {
          return;
        }
        Matcher g = Pattern.compile("GroupMembership:(\\S+)").matcher(m.group(2));
        if (g.matches() && groupKey(g.group(1)) != null) { // membership (ruling 28): no disguise
          component("investigate", "result(" + t + ", attr:" + groupKey(g.group(1)) + ")", until,
              true);
        } else if (!m.group(2).matches("[A-Za-z][A-Za-z0-9]*")) {
          unsupported("Attribute Investigate for '" + m.group(2) + "'");
        } else {
          component("investigate", "result(" + t + ", attr:" + key(m.group(2)) // a disguise
              + sees(m.group(3), m.group(4)) + ")", until, true); // shows its role's attributes
        }
      } else if ((m = PROTECT.matcher(p)).matches()) {
        protect(m, until);
      } else if ((m = DISGUISE.matcher(p)).matches()) {
        String t = sel(m.group(2));
        String as = role(m.group(3));
        String u = disguiseUntil(until);
        if (t == null || as == null || u == null) {
          return;
        }
        if (passiveLine() && !u.equals("permanent")) {
          unsupported("Disguise (~" + until + ") as a passive");
          return;
        }
        component("disguise", "disguise(" + t + ", as=" + as + ", strength="
            + m.group(1).toLowerCase(Locale.ROOT).replace("ly", "")
            + (passiveLine() ? "" : ", until=" + u) + ")", null, true);
      } else if ((m = OBSTRUCT.matcher(p)).matches()) {
        obstruct(m, until);
      } else if ((m = ROLE_CHANGE.matcher(p)).matches()) {
        String t = sel(m.group(1));
        String r = role(m.group(2));
        if (t == null || r == null) {
          return;
        }
        component("rolechange", "role(" + t + ", set " + r + ")", until, false);
        String team = m.group(2).startsWith("`") ? faction(roles.get(m.group(2)
            .substring(1, m.group(2).length() - 1).toLowerCase(Locale.ROOT).trim())) : null;
        if (team != null) { // a recruitment: the player joins the new role's team (ruling 49)
          component("rolechange", "role(" + t + ", align " + team + ")", until, false);
        }
      } else if ((m = TARGET.matcher(p)).matches() && m.group(1).startsWith("%")) {
        hostTarget(m.group(1), m.group(2));
      } else if ((m = TARGET.matcher(p)).matches()) {
        // a stored role: the role the night line names (ruling 44)
        String t = "Role".equals(m.group(2)) ? m.group(1).equals("@Selection") ? role(m.group(1))
            : unsupportedNull("Target " + m.group(1) + " (Role)") : sel(m.group(1));
        if (t == null) {
          return;
        }
        if (t.equals("X") && !limits.contains("not-self")) { // the seed's Targeting: "Player (a
          limits.add("not-self"); // living player besides the player themselves)" (ruling 85)
        }
        component("target", "remember(self, " + t + ", target)", until, true);
      } else if ((m = GRANT.matcher(p)).matches() || (m = REVOKE.matcher(p)).matches()) {
        boolean grant = p.startsWith("Grant");
        String t = sel(m.group(2));
        String r = role(m.group(1));
        if (t == null || r == null) {
          return;
        }
        component(grant ? "grant" : "revoke", "role(" + t + ", " + (grant ? "grant " : "revoke ")
            + r + ")", until, false);
      } else if ((m = REVOKE_THIS.matcher(p)).matches()) { // the line's own role (ruling 63)
        String t = sel(m.group(1));
        if (t == null) {
          return;
        }
        component("revoke", "role(" + t + ", revoke " + run.name + ")", until, false);
      } else if ((m = ALIGNMENT_CHANGE_WITH.matcher(p)).matches()) { // ruling 66
        String t = sel(m.group(1));
        String with = sel(m.group(2));
        if (t == null || with == null) {
          return;
        }
        if (!with.matches("self|X|Y|" + Pattern.quote(STORED_TARGET))) {
          unsupported("Alignment Change to the alignment of " + m.group(2) + " (a player who "
              + "is known as the night starts: @Self, @Selection, @Target)");
          return;
        }
        component("alignmentchange", "role(" + t + ", align with " + with + ")", until, false);
      } else if ((m = ALIGNMENT_CHANGE.matcher(p)).matches()) {
        String t = sel(m.group(1));
        if (t == null) {
          return;
        }
        component("alignmentchange", "role(" + t + ", align " + m.group(2)
            .toLowerCase(Locale.ROOT).replace(' ', '-') + ")", until, false);
      } else if ((m = REDIRECT.matcher(p)).matches()) {
        redirect(m, until);
      } else if ((m = APPLY.matcher(p)).matches() || (m = REMOVE.matcher(p)).matches()) {
        boolean apply = p.startsWith("Apply");
        Matcher from = OWN_FILTER.matcher(m.group(2));
        String name = m.group(1).replaceFirst(":Self$", "");
        boolean selfs = !name.equals(m.group(1)); // `Raven:Self`: the holder's own (ruling 45)
        if (!apply && from.matches() && from.group(1).isEmpty()
            && key(from.group(2)).equals(key(name)) && until == null) {
          // Remove `A` from @(AttrSelf:A): each living player takes back the holder's A
          component("remove", "attr(all, disown " + key(name) + ")", null, false);
          return;
        }
        Definition defined = apply ? attributes.get(name.toLowerCase(Locale.ROOT).trim()) : null;
        if (defined != null && hasAbilities(defined)) { // its abilities would act unread
          unsupported("Apply of the attribute '" + name + "', whose own abilities (its "
              + "definition's formalized lines) nightres does not read");
          return;
        }
        String t = sel(m.group(2));
        if (t == null) {
          return;
        }
        if (selfs && !apply && name.matches("[A-Za-z][A-Za-z0-9]*") && until == null) {
          component("remove", "attr(" + t + ", disown " + key(name) + ")", null, false);
          return;
        }
        if (!m.group(1).matches("[A-Za-z][A-Za-z0-9]*")) {
          unsupported((apply ? "Apply" : "Remove") + " of '" + m.group(1) + "'");
          return;
        }
        // (~NextNight) from a night: through the next night (ruling 37)
        boolean nextNight = apply && "NextNight".equals(until);
        if (until != null && !until.equals("Persistent") && !until.equals("Permanent")
            && !nextNight) {
          unsupported((apply ? "Apply" : "Remove") + " (~" + until + ")");
          return;
        }
        String k = key(m.group(1));
        if (apply && run.owned.contains(k)) { // the role reads it as its holder's (ruling 45)
          if (nextNight) {
            unsupported("Apply (~NextNight) of an attribute the holder reads as his own");
            return;
          }
          component("apply", "attr(" + t + ", own " + k + ")", null, false);
          return;
        }
        component(apply ? "apply" : "remove", "attr(" + t + ", " + (apply ? k + "=yes"
            + (nextNight ? ", until=N+1" : "") : "remove " + k) + ")", null, false);
      } else if ((m = COUNTER_CHANGE.matcher(p)).matches()
          && (m.group(1).equals("Set") == (m.group(2) != null)) && (m.group(3) == null
              || !m.group(1).equals("Set"))) {
        if (m.group(4) != null && m.group(4).startsWith("#")) { // a group's counter (ruling 73)
          String g = key(m.group(4).substring(1));
          if (g.isEmpty() || !Character.isLetter(g.charAt(0)) || trigger.equals("Starting")
              || m.group(2) != null && !m.group(2).matches("-?[0-9]{1,6}")) {
            unsupported((trigger.equals("Starting") ? "Starting: " : "") + m.group(1)
                + " Counter for " + m.group(4));
            return;
          }
          int by = m.group(3) == null ? 1 : Integer.parseInt(m.group(3));
          if (!m.group(1).equals("Set") && by == 0) {
            report.ignored.add(m.group(1) + " Counter by 0 (no change)");
            return;
          }
          component(m.group(1).toLowerCase(Locale.ROOT), "attr(self, group " + g + ", " + COUNTER
              + (m.group(1).equals("Set") ? "=" + Integer.parseInt(m.group(2))
              : (m.group(1).equals("Increment") ? "+=" : "-=") + by) + ")", until, false);
          return;
        }
        String t = m.group(4) == null ? "self" : sel(m.group(4));
        if (t == null) {
          return;
        }
        String verbBase = m.group(1).toLowerCase(Locale.ROOT);
        if (m.group(1).equals("Set") && trigger.equals("Starting")) { // ruling 21
          if (m.group(4) != null) {
            unsupported("Starting: Set Counter for " + m.group(4));
            return;
          }
          component("set", "if(self in !attr:" + COUNTER + " then attr(self, " + COUNTER + "="
              + counterValue(m.group(2)) + "))", until, false);
          return;
        }
        if (m.group(1).equals("Set")) {
          component(verbBase, "attr(" + t + ", " + COUNTER + "=" + counterValue(m.group(2))
              + ")", until, false);
          return;
        }
        int by = m.group(3) == null ? 1 : Integer.parseInt(m.group(3));
        if (by == 0) {
          report.ignored.add(m.group(1) + " Counter by 0 (no change)");
          return;
        }
        component(verbBase, "attr(" + t + ", " + COUNTER + (m.group(1).equals("Increment") ? "+="
            : "-=") + by + ")", until, false);
      } else if (p.equals("`Failure`") || p.equals("Failure")) { // the action fails, as a
        // broken restriction does (the Formalization Guide writes it bare too: Otherwise: Failure)
        component("failure", "notify(self, failure, \"Failure\")", null, false);
      } else if ((m = LEARN.matcher(p)).matches()) { // Know: private knowledge, also the
        // actor's feedback (§7: "`Learn` and `Know` are feedback to the actor")
        text(m.group(1).toLowerCase(Locale.ROOT), m.group(2), "self");
      } else if ((m = REVEAL.matcher(p)).matches()) {
        String t = sel(m.group(2));
        if (t != null) {
          text("reveal", m.group(1), t);
        }
      } else if ((m = ANNOUNCE.matcher(p)).matches()) {
        text("announce", m.group(1), "self");
      } else if ((m = JOIN.matcher(p)).matches()) {
        join(m.group(1), m.group(2));
      } else if (p.equals("Ascend") || p.equals("Descend")) { // ruling 55
        // _rules/results: the player leaves the game, dying by a true kill, and the
        // ascension/descension and his role are announced
        killing = true;
        String v = p.toLowerCase(Locale.ROOT);
        component(v, "kill(self, class=true)", until, true);
        component(v, "announce(self, \"{self} " + v + "ed: {role(self)}\")", until, false);
      } else if (p.equals("Continue")) { // ruling 40
        unsupported("Continue (the conditions after it are read again after its abilities, "
            + "which may change what they read, such as a @Target just set; premises read the "
            + "start of the night, ruling 15)");
      } else if (LOYALTY.matcher(p).matches()) { // role changes fail on him (ruling 39)
        if (!passiveLine()) {
          unsupported("Loyalty outside a passive (the Formalization Guide: with a Passive "
              + "trigger)");
          return;
        }
        component("loyalty", LOYALTY_COMPONENT, until, false);
      } else if (UNTARGET.matcher(p).matches()) { // clears the stored target (ruling 12)
        component("untarget", "attr(self, remove target)", until, false);
      } else if ((m = CANCEL.matcher(p)).matches()) {
        cancel(m);
      } else if (p.startsWith("Cancel ") && p.endsWith(" Poll")) {
        unsupported("Cancel of a poll (a day's vote: nightres resolves nights)");
      } else if (p.isBlank()) { // `<trigger>: <condition>:` with the abilities in a list below
        unsupported("no ability after a condition's colon on the trigger's line (the list "
            + "below is not read as its abilities)");
      } else if (READ_IN_OTHER_FORMS.contains(p.split(" ")[0])) { // say which form is not read
        unsupported("ability '" + firstWords(p) + "' in a form nightres does not read ('"
            + shortly(p) + "')");
      } else {
        String w = p.split(" ")[0];
        unsupported(p.startsWith("Role Investigate") || p.startsWith("Alignment Investigate")
            || w.equals("Protect") || w.equals("Obstruct") || w.equals("Redirect")
            ? shortly(p) : (w.startsWith("@") || w.startsWith("`") || w.startsWith("(")
                || w.startsWith("not") ? "condition '" + shortly(p) + "'"
                : "ability '" + firstWords(p) + "'"));
      }
    }

    /**
     * {@code Investigate @(…) Player Count} in a passive (ruling 71): the living players who pass
     * each filter as the night starts, compared by the line's conditions on {@code @Result}
     * ({@code count(disguised:self&attr:group-wolfpack)=0}); {@code AttrDisguise:Self} is {@code
     * disguised:self}, every other property a filter as {@link #filter} reads it.
     */
    private void playerCount(String properties) {
      if (!passiveLine()) {
        unsupported("Investigate … Player Count outside a passive (an action's count would be "
            + "an answer of a new result kind, counted when the action happens: ruling 71)");
        return;
      }
      if (counted != null) {
        unsupported("two Player Counts in one line");
        return;
      }
      List<String> filters = new ArrayList<>();
      for (String property : properties.split(",")) {
        String f = property.strip().equals("AttrDisguise:Self") ? "disguised:self"
            : filter("@(" + property.strip() + ")");
        if (f == null) {
          unsupported("Investigate … Player Count of @(" + properties + ")");
          return;
        }
        filters.add(f);
      }
      counted = String.join("&", filters);
    }

    /**
     * WWR's Cancel (ruling 36): {@code cancel(failure)}, {@code cancel(success)} or {@code
     * cancel("text")}, in the response of an On Visited trigger about the holder's own visits
     * (only there does a visit set the trigger off before the visit's abilities).
     */
    private void cancel(Matcher m) {
      if (!trigger.matches("On Visited(\\s*\\[[^\\]]*\\])?")) {
        unsupported("Cancel outside On Visited (it cancels the visit that sets the trigger off)");
        return;
      }
      String text = m.group(2) != null ? m.group(2) : m.group(3);
      String answer = m.group(1) == null || m.group(1).equals("Failure") ? "failure"
          : m.group(1).equals("Success") ? "success" : null;
      if (answer == null && (text.isBlank() || text.contains("\"") || text.contains("@")
          || text.contains("{") || text.contains("}"))) {
        unsupported("Cancel with a feedback naming players, or empty");
        return;
      }
      component("cancel", "cancel(" + (answer != null ? answer : "\"" + text + "\"") + ")",
          null, false);
    }

    private String firstWords(String p) {
      String[] w = p.split(" ");
      if (w.length >= 2 && (w[1].equals("Investigate") || w[1].equals("Change")
          || w[1].equals("Kill") || w[1].equals("Banish") || w[1].equals("Disguise")
          || w[1].equals("Count")
          || w[1].equals("Reset"))) {
        return w[0] + " " + w[1];
      }
      return w[0].replace(":", "");
    }

    /** A disguise level's {@code , sees=…} ({@code (SD, WD)}: strong and weak); "" for none. */
    private String sees(String first, String second) {
      Set<String> sees = new java.util.TreeSet<>();
      for (String g : new String[] {first, second}) {
        if (g != null) {
          sees.add(g.equals("SD") ? "strong" : "weak");
        }
      }
      return sees.isEmpty() ? "" : ", sees=" + String.join("|", sees);
    }

    private void protect(Matcher m, String until) {
      String t = sel(m.group(1));
      if (t == null) {
        return;
      }
      String from = switch (m.group(2)) {
        case "Attacks", "Attacks & Lynches" -> "attack";
        case "Kills", "All" -> "kill";
        default -> null;
      };
      if (from == null) {
        unsupported("Protect from `" + m.group(2) + "`");
        return;
      }
      if ("Day".equals(m.group(6))) {
        unsupported("Protect during Day");
        return;
      }
      String by = filterArgument("by", m.group(3), "Protect by ");
      if (by == null) {
        return;
      }
      String through = m.group(4);
      if (through != null && through.startsWith("Absence at ")) {
        String at = sel(m.group(5));
        if (at == null) {
          return;
        }
        if (!by.isEmpty()) {
          unsupported("Absence with by");
          return;
        }
        if (at.equals("X") && t.equals("self") && !limits.contains("not-self")) {
          limits.add("not-self"); // away at another player's: at home is no absence (ruling 51)
        }
        component("protect", "absent(" + t + ", at=" + at + ", from=" + from + ")", until,
            true);
        return;
      }
      String rank = through == null ? "active"
          : through.substring(0, through.indexOf(' ')).toLowerCase(Locale.ROOT);
      String uses = "";
      if (passiveLine()) {
        if ("UntilUse".equals(until)) {
          uses = ", uses=1";
        } else if ("UntilSecondUse".equals(until)) {
          uses = ", uses=2";
        } else if (until != null && !until.equals("Persistent") && !until.equals("Permanent")
            && !((until.equals("Phase") || until.equals("NextDay"))
                && trigger.equals("Passive Start Night"))) {
          // (~Phase) at the start of every night: the night's protection, the passive itself;
          // (~NextDay) the night's and the day's after it, a day nightres does not resolve
          // (ruling 64)
          unsupported("Protect (~" + until + ") as a passive");
          return;
        }
        until = null;
      } else if (until == null || !until.equals("Phase")) {
        unsupported("Protect " + (until == null ? "without a duration" : "(~" + until + ")")
            + " from an ability (it would outlast the night)");
        return;
      }
      component("protect", "protect(" + t + ", from=" + from + by + ", rank=" + rank + uses
          + ")", until, true);
    }

    /**
     * {@code Target %Player%} ({@code %Role%}, {@code %Player1%} …): host information, "part of
     * the game setup, same as the role list" (the Formalization Guide), stored as the holder's
     * target at the game's start. The target is the holder's attribute {@code target} (rulings
     * 12, 44), so the setup writes it on the player line ({@code target=Ann}) and the line needs
     * no statement (ruling 60); elsewhere than in a {@code Starting:} line it is reported.
     */
    private void hostTarget(String host, String type) {
      boolean player = host.matches("%Player[^%:]*%");
      boolean role = host.matches("%Role[^%:]*%");
      if (!trigger.equals("Starting") || !(player && (type == null || type.startsWith("Player"))
          || role && (type == null || type.equals("Role")))) {
        unsupported("Target " + host + (type == null ? "" : " (" + type + ")")
            + " (host information is read only as a Starting line's target: ruling 60)");
        return;
      }
      fromSetup = true;
    }

    private boolean passiveLine() {
      return PASSIVES.contains(trigger);
    }

    private void obstruct(Matcher m, String until) {
      String t = sel(m.group(2));
      if (t == null) {
        return;
      }
      String only = "";
      if (m.group(1) != null) {
        String type = m.group(1).strip();
        if (!type.matches("[A-Z][a-z]+")) {
          unsupported("Obstruct " + type + " (an ability subtype or several types)");
          return;
        }
        only = ", only=" + type.toLowerCase(Locale.ROOT);
      }
      String feedback = "";
      if (m.group(3) != null) {
        String f = m.group(3);
        if (f.length() < 2) {
          unsupported("Obstruct feedback " + f);
          return;
        }
        if (f.startsWith("`")) {
          String v = feedbackValue(f.substring(1, f.length() - 1));
          if (v == null) {
            unsupported("Obstruct feedback " + f);
            return;
          }
          feedback = ", feedback=" + v;
        } else {
          List<String> parts = new ArrayList<>();
          for (String part : f.substring(1, f.length() - 1).split(",")) {
            // 60% or, as the book writes its chances, 0.6 (ruling 54); @Result bare or quoted
            Matcher c = Pattern.compile("\\s*(?:([0-9]{1,3})%|(0?\\.[0-9]{1,2}|1(?:\\.0+)?))"
                + ":\\s*(`[^`]+`|@Result)\\s*").matcher(part);
            if (!c.matches()) {
              unsupported("Obstruct feedback " + shortly(f));
              return;
            }
            String answer = c.group(3);
            String v = answer.equals("@Result") || answer.equals("`@Result`") ? "real"
                : feedbackValue(answer.substring(1, answer.length() - 1));
            if (v == null) {
              unsupported("Obstruct feedback " + answer);
              return;
            }
            parts.add((c.group(1) != null ? c.group(1)
                : String.valueOf(Math.round(Double.parseDouble(c.group(2)) * 100))) + "%:" + v);
          }
          feedback = ", feedback=" + String.join("|", parts);
        }
      }
      if (until != null && !until.equals("Phase") && !passiveLine()) {
        unsupported("Obstruct (~" + until + ") from an ability (it would outlast the night)");
        return;
      }
      component("obstruct", "block(" + t + only + feedback + ")", null, true);
    }

    /**
     * A fake feedback as the roles language writes it: the text as the book writes it (a role's
     * name is told as the book writes it, as an investigation tells it: {@code "Village Idler"}),
     * quoted when it is more than a word; null when it cannot be one.
     */
    private String feedbackValue(String v) {
      String text = v.strip();
      if (text.equals("real") || !org.nightres.core.component.Component.Block.isFeedback(text)) {
        return null;
      }
      return text.matches("[A-Za-z0-9][A-Za-z0-9_-]*") ? text : "\"" + text + "\"";
    }

    private void redirect(Matcher m, String until) {
      String what = m.group(1).toLowerCase(Locale.ROOT);
      String filter = switch (what) {
        case "all", "all abilities" -> "";
        case "non-killing abilities" -> ", except=killing";
        default -> what.matches("[a-z]+") ? ", only=" + what : null;
      };
      if (filter == null) {
        unsupported("Redirect `" + m.group(1) + "`");
        return;
      }
      String from = filterArgument("from", m.group(2), "Redirect from ");
      if (from == null) {
        return;
      }
      String to = sel(m.group(3));
      if (to == null) {
        return;
      }
      if (until != null && !until.equals("Phase") && !passiveLine()) {
        unsupported("Redirect (~" + until + ") from an ability (it would outlast the night)");
        return;
      }
      if (passiveLine() && ("UntilUse".equals(until) || "UntilSecondUse".equals(until))) {
        // held until used (ruling 50): while fewer redirections than its uses are counted
        redirectUses = "UntilUse".equals(until) ? 1 : 2;
        premises.add("self in attr:" + REDIRECTED + "<" + redirectUses);
      }
      component("redirect", "deflect(self, to=" + to + from + filter + ")", null, true);
    }

    /**
     * {@code Learn}, {@code Reveal … to X}, {@code Announce}: a notice to the holder or to X, an
     * announcement about the holder, with the text's players named (ruling: placeholders).
     */
    private void text(String verbBase, String text, String to) {
      String t = placeholders(verbBase, text);
      if (t == null) {
        return;
      }
      // §7: Learn is the actor's feedback, Reveal a notice of kind reveal, Announce an announcement
      component(verbBase, verbBase.equals("announce") ? "announce(" + to + ", \"" + t + "\")"
          : "notify(" + to + ", " + (verbBase.equals("reveal") ? "reveal" : "feedback") + ", \""
              + t + "\")", null, false);
    }

    /**
     * WWR's {@code @This} (the Formalization Guide: "the player who died in the {@code On
     * <Target> Death} trigger or was visited in the {@code On <Target> Visited} trigger"): the
     * dead player of a death trigger on others ({@code dead}), the stored target of {@code On
     * @Target Visited}, or null elsewhere.
     */
    private String thisPlayer() {
      Matcher on = TRIGGER_ON.matcher(trigger);
      String what = on.matches() ? on.group(1).replaceAll("\\s*\\[[^\\]]*\\]\\s*$", "")
          .strip() : "";
      if (what.matches("@\\S+ Death")) {
        return "dead";
      }
      return what.equals("@Target Visited") ? STORED_TARGET : null;
    }

    /** A text of the book between placeholders: its braces are no placeholders. */
    private static String literal(String s) {
      return s.replace('{', '(').replace('}', ')');
    }

    /**
     * A WWR text with its names as the roles language writes them ({@code @Self}: {@code
     * {self}}, {@code @Selection}: {@code {X}}, {@code @SecondarySelection}: {@code {Y}}, in a
     * passive or a trigger {@code @Target}: {@code {stored(target)}}), or null after reporting a
     * placeholder that is no name (a fact such as {@code @Target->Role}, a counter, a list).
     */
    String placeholders(String verbBase, String text) {
      String what = verbBase.equals("learn") ? "Learn" : verbBase.equals("know") ? "Know"
          : verbBase.equals("reveal") ? "Reveal"
          : verbBase.equals("announce") ? "Announce" : "Evaluate";
      StringBuilder out = new StringBuilder();
      Matcher m = TEXT_PLACEHOLDER.matcher(text);
      int last = 0;
      while (m.find()) {
        String ph = m.group();
        // a type annotation that says a player is a player (the WWRF Guide's [player] and its
        // pseudo-types: who may be submitted, not what the text says of him) is his name
        ph = PLAYER_ANNOTATION.matcher(ph).replaceFirst("");
        String fact = ph.endsWith("->Role") ? "role" : ph.endsWith("->Alignment") ? "class"
            : ORIGINAL_ROLE.matcher(ph).find() ? "original-role" // his first roles (ruling 68)
            : null; // a fact about a player: his true role, his team (rulings 7, 15)
        String who = fact == null ? ph : ph.substring(0, ph.lastIndexOf("->"));
        String name = switch (who) {
          case "@Self" -> "self";
          case "@Selection" -> "X";
          case "@SecondarySelection" -> "Y";
          case "@Target" -> STORED_TARGET; // a submitted ability: reported there
          case "@Visitor" -> "visitor"; // a trigger's subject, where its event has one
          case "@Attacker" -> "attacker";
          case "@ActionTarget" -> "target";
          case "@This" -> thisPlayer(); // the player a trigger on another player is about
          default -> null;
        };
        name = name == null ? null : fact == null ? "{" + name + "}" : "{" + fact + "(" + name
            + ")}";
        if (ph.equals("@Target[role]")) { // a stored role: the holder's target as it is (ruling 44)
          name = "{attr:" + TARGET_KEY + "(self)}";
        }
        if (name == null) {
          unsupported(what + " with a placeholder " + (ph.contains("->") || ph.contains("[")
              ? "that is a fact (" + ph + ")" : "(" + ph + ")") + notMapped(ph));
          return null;
        }
        if (name.contains("X}") || name.contains("X)}")) {
          params.add("X");
        } else if (name.contains("Y}") || name.contains("Y)}")) {
          params.add("Y");
        }
        out.append(literal(text.substring(last, m.start()))).append(name);
        last = m.end();
      }
      out.append(literal(text.substring(last)));
      String t = out.toString().replace('"', '\'');
      if (t.isBlank()) {
        unsupported(what + " of an empty text");
        return null;
      }
      return t;
    }

    /**
     * {@code Join #G [as `R`]}: the holder is a member of the group G, the player attribute
     * {@code group-g} (its value the membership's role in lower case, else {@code yes}) that
     * {@code @(Group:G)} and {@code #G} read; a group whose poll ends in an attack also gives
     * its team's faction kill (a {@code Starting} line only: the kill belongs to the team).
     */
    private void join(String group, String as) {
      Definition g = groups.get(group.toLowerCase(Locale.ROOT).replace('-', ' '));
      if (g == null) {
        missingGroups.computeIfAbsent(group.toLowerCase(Locale.ROOT), k -> new WwrBook.Note(
            report.at.file(), report.at.number(), report.at.column(), "Join #" + group
            + ": the group is not in the book (role " + run.name + "; its membership is read, "
            + "its poll and night kill, if it has them, are not)", report.at.raw()));
      }
      String value = as == null ? "yes" : key(as);
      if (value.isEmpty()) {
        unsupported("Join #" + group + " as `" + as + "`");
        return;
      }
      if (g != null && attacksOnPoll(g)) {
        if (!trigger.equals("Starting")) {
          unsupported("Join #" + group + " (a group with a night kill) outside Starting");
          return;
        }
        String alignment = g.team().toLowerCase(Locale.ROOT);
        if (!alignment.matches("[a-z][a-z0-9-]*")) {
          unsupported("Join #" + group + " (a group of no team)");
          return;
        }
        if (factionKills.add(alignment)) {
          // the killing order: groups' attacks first (rank 0), "sorted alphabetically
          // according to the group name", before single roles' (ruling 3)
          emit("ability " + alignment + ".factionkill X = kill(X, tag=factionkill) [order "
              + END_NIGHT_ATTACKS + ", suborder 0-" + WwrBook.roleName(g.name())
              + ", per-faction 1] \"WWR: " + g.name() + "'s night kill\"", g.header(), report);
        }
      }
      String k = groupKey(group);
      if (k == null) {
        unsupported("Join #" + group);
        return;
      }
      component("join", "attr(self, " + k + "=" + value + ")", null, false);
    }

    /** A selector as the roles language writes it, or null after reporting it. */
    String sel(String s) {
      switch (s) {
        case "@Self":
          return "self";
        case "@Selection":
          params.add("X");
          return "X";
        case "@SecondarySelection":
          params.add("Y");
          return "Y";
        case "@Attacker":
          return "attacker";
        case "@Visitor":
          return "visitor";
        case "@ActionTarget":
          return "target";
        case "@Target":
          return STORED_TARGET; // the stored target, in a passive or a trigger (ruling 12)
        case "@All":
          return "all"; // every living player, in a passive or a trigger (docs/wwr.md)
        case "@Others":
          return "others";
        case "@All->RandomPlayer":
          return "random(all)";
        case "@Others->RandomPlayer":
          return "random(others)";
        default:
          if (s.matches("#[A-Za-z][A-Za-z0-9-]*")) { // a group's living members
            return "all(attr:" + groupKey(s.substring(1)) + ")";
          }
          if (s.endsWith("->RandomPlayer")) {
            String f = filter(s.substring(0, s.length() - "->RandomPlayer".length()));
            if (f != null) {
              return "random(" + f + ")";
            }
          }
          String every = filter(s);
          if (every != null) { // the living players it passes, as #G (ruling 47)
            return "all(" + every + ")";
          }
          unsupported("selector " + s + notMapped(s));
          return null;
      }
    }

    /**
     * The argument {@code , key=<filter>} of a written selector {@code s} ("" when {@code s} is
     * null: none written), or null when the selector is not understood (reported as {@code
     * construct} and {@code s}).
     */
    String filterArgument(String key, String s, String construct) {
      if (s == null) {
        return "";
      }
      String f = filter(s);
      if (f == null) {
        unsupported(construct + s);
        return null;
      }
      return ", " + key + "=" + f;
    }

    /** {@code @(Attr:Wolfish)} as a player filter ({@code attr:wolfish}), or null. */
    String filter(String s) {
      Matcher m = FILTER.matcher(s);
      if (!m.matches() || m.group(2).startsWith("Cat")
          && !m.group(4).matches(org.nightres.core.component.Role.WORD)) {
        return null;
      }
      String neg = m.group(1).isEmpty() && m.group(3).isEmpty() ? "" : "!";
      String v = m.group(4);
      return neg + switch (m.group(2)) {
        case "Attr", "Attribute" -> "attr:" + key(v);
        case "Group" -> "attr:" + groupKey(v); // a member (Join #G), docs/wwr.md
        case "Align" -> "align:" + v.toLowerCase(Locale.ROOT).replace(' ', '-');
        // the category of the player's role, as its header names it (ruling 62)
        case "Cat", "Category" -> "category:" + v;
        // Role, and AttrRole (a role held as an extra role): nightres's roles are one list with
        // no main role, so both are the player's roles (ruling 47)
        default -> "role:" + WwrBook.roleName(v.replace('-', ' '));
      };
    }

    /** A role the book names ({@code `Wolf`}) as nightres names it, or null after reporting. */
    String role(String s) {
      if (s.equals("@Selection") || s.equals("@SecondarySelection")) {
        String p = s.equals("@Selection") ? "R" : "S"; // a role the night line names
        roleParams.add(p + ":role");
        return p;
      }
      if (s.equals("@Target")) { // a stored role: a name in the state, no role of the night
        unsupported("a role given as @Target (a stored role is a name: a night holds its players' "
            + "roles, not the rule set's, to become the one it names: ruling 69)");
        return null;
      }
      if (s.length() < 2 || !s.startsWith("`") || !s.endsWith("`")) {
        unsupported("a role given as " + s);
        return null;
      }
      String name = s.substring(1, s.length() - 1);
      if (!roles.containsKey(name.toLowerCase(Locale.ROOT).trim())) {
        unsupported("role `" + name + "` not in the book");
        return null;
      }
      return WwrBook.roleName(name);
    }

    String disguiseUntil(String until) {
      if (until == null) {
        return "permanent";
      }
      return switch (until) {
        case "Phase" -> "phase";
        case "Permanent", "Persistent" -> "permanent";
        case "UntilUse" -> "use";
        case "UntilSecondUse" -> "use2";
        default -> {
          unsupported("Disguise (~" + until + ")");
          yield null;
        }
      };
    }

    /**
     * The components joined, each investigation told {@code Failure} when it has no answer (WWR:
     * an obstructed investigation "results in a failure", docs/wwr.md) unless its Evaluate says
     * otherwise.
     */
    String effects() {
      List<String> out = new ArrayList<>(components.size());
      for (String c : components) {
        if (PLAIN_ATTRIBUTE_RESULT.matcher(c).matches()) { // an Attribute Investigate no
          // Evaluate words: its feedback is Success or Failure (the WWRF Guide: "Whether the
          // attribute is present or not. | Success"; the Formalization Guide: "Returns
          // Success/Failure"), not the attribute's value; a fake Failure stays Failure
          c = c.substring(0, c.length() - 1)
              + ", is:none=\"Failure\", is:Failure=\"Failure\", else=\"Success\")";
        }
        out.add(c.startsWith("result(") && !c.contains("failure=") && !c.contains("tell=")
            ? c.substring(0, c.length() - 1) + ", failure=\"Failure\")" : c); // not announced
      }
      return String.join(" + ", out);
    }

    void component(String verbBase, String component, String until, boolean visits) {
      if (component.matches(".*[,(]\\s*[a-z]+=(all|others)\\b.*")) {
        unsupported("@All, @Others or #Group as the second player of " + verbBase + " (ruling "
            + "20: only as the player a component acts on)");
        return;
      }
      if (until != null && !until.equals("Phase") && !until.equals("Persistent")
          && !until.equals("Permanent")) {
        unsupported(verbBase + " (~" + until + ")");
        return;
      }
      if (verb == null) {
        verb = verbBase;
      }
      components.add(component);
    }

    /** A line the holder submits; {@return its verb, or null when it is reported} */
    String ability(String timing) {
      if (components.stream().anyMatch(c -> c.contains(STORED_TARGET))) {
        unsupported("@Target in a submitted ability (read in passives and triggers)");
        return null;
      }
      if (components.stream().anyMatch(c -> c.matches("[a-z]+\\((all|others)\\b.*"))) {
        unsupported("@All, @Others or #Group in a submitted ability (read in passives and "
            + "triggers)");
        return null;
      }
      if (killing) { // "the role ... responsible for the attack is informed of success or
        // failure" (_rules/ability types/01 killing): its outcome, told to the actor
        components.stream().filter(c -> c.startsWith("kill(X") || c.startsWith("kill(Y"))
            .findFirst().ifPresent(k -> components.add("result(" + k.charAt(5)
                + ", kill-outcome, is:success=\"Success\", else=\"Failure\", "
                + "failure=\"Failure\")"));
      }
      List<String> ls = new ArrayList<>();
      if (killing && timing.equals("end-night")) {
        ls.add("order " + END_NIGHT_ATTACKS); // End Night: attacks after the non-attacks
        // _rules/ability types/01 killing order: groups' attacks (the faction kill, suborder
        // 0-<Group>) before single roles', these by team (Townsfolk, then Werewolf, then the
        // others), alphabetically within it, then in submission order
        ls.add("suborder " + attackRank(run.def) + "-" + run.name);
      } else {
        ls.add("timing " + timing);
        if (timing.equals("end-night")) { // End Night non-attacks: by role name, then submission
          ls.add("suborder " + run.name);
        }
      }
      ls.addAll(limits);
      premises.forEach(p -> ls.add("if " + p));
      if (params.contains("X") && roleParams.contains("R:role")
          || params.contains("Y") && roleParams.contains("S:role")) {
        unsupported("a selection used as a player and as a role");
        return null;
      }
      String v = run.verb(verb);
      StringBuilder sb = new StringBuilder("ability ").append(run.name).append('.').append(v);
      List<String> all = new ArrayList<>();
      all.add(params.contains("X") ? "X" : roleParams.contains("R:role") ? "R:role" : null);
      all.add(params.contains("Y") ? "Y" : roleParams.contains("S:role") ? "S:role" : null);
      for (String p : all) {
        if (p != null) {
          sb.append(' ').append(p);
        }
      }
      sb.append(" = ").append(effects()).append(" [")
          .append(String.join(", ", ls)).append(']');
      if (!flags.isEmpty()) {
        sb.append(" {").append(String.join(", ", flags)).append('}');
      }
      emit(sb.toString(), report.at, report);
      return v;
    }

    /**
     * The exact nights of a passive or a trigger ({@code [Temporal: Night 1]}: {@code nights 1})
     * as the premise {@code night 1} (docs/wwr.md, ruling 22): they have no limits.
     */
    private void nightsAsPremises() {
      for (java.util.Iterator<String> i = limits.iterator(); i.hasNext(); ) {
        String l = i.next();
        if (l.startsWith("nights ")) {
          premises.add("night " + l.substring("nights ".length()));
          i.remove();
        }
      }
    }

    void passive() {
      flags.removeAll(PASSIVE_ALREADY);
      nightsAsPremises();
      if (!limits.isEmpty() || !flags.isEmpty() || !params.isEmpty() || !roleParams.isEmpty()) {
        unsupported(!params.isEmpty() ? "@Selection in a passive"
            : "restrictions or compulsion on a passive (" + String.join(", ",
                java.util.stream.Stream.concat(limits.stream(), flags.stream()).toList()) + ")");
        return;
      }
      emit("passive " + run.name + " = " + effects() + lineIf(), report.at,
          report);
      if (redirectUses > 0) { // each redirection counts one use (ruling 50)
        emit("trigger " + run.name + " redirect = attr(self, " + REDIRECTED + "+=1)", report.at,
            report);
      }
    }

    /** The line's premises as {@code [if ...]} after a passive's or a trigger's effects. */
    private String lineIf() {
      return premises.isEmpty() ? "" : " [if " + String.join(", if ", premises) + "]";
    }

    void trigger(String event) {
      flags.removeAll(PASSIVE_ALREADY);
      nightsAsPremises();
      if (!limits.isEmpty() || !flags.isEmpty() || !params.isEmpty() || !roleParams.isEmpty()) {
        unsupported(!params.isEmpty() ? "@Selection in a trigger"
            : "restrictions or compulsion on a trigger");
        return;
      }
      Guard g = components.size() == 1 ? guards.get(components.get(0)) : null;
      if (g != null && g.otherwise().isEmpty()) { // one condition over all: the trigger's [if]
        components.clear();
        components.addAll(g.then());
        premises.addAll(g.premises());
      } // other list conditions: guards in the response, decided as it fires (ruling 32)
      if (event.startsWith("death(") && Pattern.compile("!exists " + Pattern.quote(
          event.substring(6, event.length() - 1)) + "(?![a-z0-9_-])").matcher(effects()
          + lineIf()).find()) { // ruling 45: it would never fire
        unsupported("a condition that none of the players whose death sets the trigger off "
            + "exists (read at the start of the night, the dead one still does)");
        return;
      }
      emit("trigger " + run.name + " " + event + " = " + effects()
          + lineIf(), report.at, report);
    }
  }

  private void emit(String text, Line at, LineReport report) {
    statements.add(new Statement(text, at, report));
    report.statements.add(text);
  }

  private static boolean attacksOnPoll(Definition g) {
    boolean poll = false;
    for (Line l : g.lines()) {
      if (l.depth() == 0) {
        poll = l.text().startsWith("On Poll Closed:");
      }
      if (poll && l.text().matches(".*\\bAttack @Winner\\b.*")) {
        return true;
      }
    }
    return false;
  }

  /**
   * The player attribute of a group's members ({@code #Night-Pack}: {@code group-nightpack}),
   * or null for a name with no letter or digit.
   */
  static String groupKey(String group) {
    String k = key(group);
    return k.isEmpty() ? null : "group-" + k;
  }

  /** An attribute's key in the state: its name in lower case ({@code Wolfish}: wolfish). */
  static String key(String attribute) {
    return attribute.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
  }
}
