package org.nightres.core.format;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The structure of a WWR role book (seed {@code 004_…}, {@code games.md} §7): its definitions
 * ({@code **Name** | Group Category [- Team Team]} headers), each with its formalized lines. A
 * file as the WWR repository keeps it has prose sections ({@code __Basics__} …) that are ignored
 * and a {@code __Formalized__} section that is read; the lines right after a header, before
 * any {@code __…__} section, are formalized too, so a file may hold many definitions in the
 * seed's notation. The seed's {@code ''} stands for a
 * backtick. Reading never throws: what it cannot place is a {@link Note} for the translator to
 * report. What the lines mean is {@link WwrTranslator}'s.
 */
final class WwrBook {
  private WwrBook() {}

  /** The list markers of the seed, by depth (1: {@code •}, 2: {@code ‣}, …). */
  static final String BULLETS = "•‣◦·⁃⹀";

  /** The groups a role header names first ({@code **Name** | Townsfolk Power}). */
  static final java.util.Set<String> ROLE_GROUPS =
      java.util.Set.of("Townsfolk", "Werewolf", "Solo", "Unaligned", "Extra");

  private static final Pattern HEADER =
      Pattern.compile("^\\*\\*([^*]+)\\*\\*\\s*(?:\\|\\s*(.*))?$");
  private static final Pattern SECTION = Pattern.compile("^__([^_].*?)__\\s*$");

  /**
   * One formalized line.
   *
   * @param file the file it was read from
   * @param number 1-based line number
   * @param column 1-based column of its first character of content (after blanks and marker)
   * @param depth 0 for a line without a list marker, else the marker's depth (1 for {@code •})
   * @param text the content, {@code ''} already turned into backticks
   * @param raw the line as written
   */
  record Line(String file, int number, int column, int depth, String text, String raw) {}

  /** Something that is not a formalized line: reported by the translator, never dropped. */
  record Note(String file, int number, int column, String message, String raw) {}

  /** What a definition defines, from its header. */
  enum Kind {
    ROLE, ABILITY_SET, GROUP, TEAM, ATTRIBUTE, POLL, OTHER
  }

  /**
   * One definition of the book.
   *
   * @param name as the header writes it ({@code Fortune Teller})
   * @param kind what the header says it is
   * @param group a role's group ({@code Townsfolk}, {@code Werewolf}, {@code Solo}, …) or ""
   * @param category a role's category ({@code Investigative}) or ""
   * @param team a Solo role's team ({@code - Horsemen Team}) or a group's team, or ""
   * @param header the header line
   * @param lines its formalized lines, in order
   */
  record Definition(String name, Kind kind, String group, String category, String team,
      Line header, List<Line> lines) {

    /** The name as nightres writes a role: no spaces or signs, each word capitalised. */
    String roleName() {
      return WwrBook.roleName(name);
    }

    /** A definition being read: its header, then its lines as they come. */
    static final class Builder {
      final String name;
      final String rest;
      final Line header;
      final List<Line> lines = new ArrayList<>();

      Builder(String name, String rest, Line header) {
        this.name = name;
        this.rest = rest;
        this.header = header;
      }

      Definition build() {
        return definition(name, rest, header, lines);
      }
    }
  }

  /**
   * The book: its definitions in reading order, what could not be read as one, and the bugs of
   * the reader met in its files ({@link Diagnostic#internalError()}: never an input's problem).
   */
  record Book(List<Definition> definitions, List<Note> notes, List<Diagnostic> bugs) {

    /** A book whose reading met no bug. */
    Book(List<Definition> definitions, List<Note> notes) {
      this(definitions, notes, List.of());
    }

    /** The definitions of one kind, by name in lower case (the first of a name wins). */
    Map<String, Definition> byName(Kind kind) {
      Map<String, Definition> m = new LinkedHashMap<>();
      for (Definition d : definitions) {
        if (d.kind() == kind) {
          m.putIfAbsent(d.name().toLowerCase(Locale.ROOT).trim(), d);
        }
      }
      return m;
    }
  }

  /** Whether a text looks like a WWR file: a {@code **Name**} header first or a Formalized part. */
  static boolean looksLike(String text) {
    if (text.contains("__Formalized__")) {
      return true;
    }
    for (String l : text.split("\r\n|\n|\r", -1)) {
      if (!l.isBlank()) {
        return HEADER.matcher(l.strip()).matches();
      }
    }
    return false;
  }

  /** Reads the sources, in order. Never throws. */
  static Book read(List<RulesParser.Source> sources) {
    List<Definition> defs = new ArrayList<>();
    List<Note> notes = new ArrayList<>();
    List<Diagnostic> bugs = new ArrayList<>();
    for (RulesParser.Source s : sources) {
      try {
        file(s.name(), s.text(), defs, notes);
      } catch (RuntimeException e) { // a bug of ours: an internal error, never a stack trace
        bugs.add(Diagnostic.bug(s.name(), "the WWR file", e));
      }
    }
    return new Book(List.copyOf(defs), List.copyOf(notes), List.copyOf(bugs));
  }

  private static void file(String name, String text, List<Definition> defs, List<Note> notes) {
    String[] raw = text.split("\r\n|\n|\r", -1);
    Definition.Builder cur = null;
    boolean formalized = true;
    int headers = 0;
    int orphans = 0; // formalized lines before any header
    int orphanAt = -1;
    for (int i = 0; i < raw.length; i++) {
      String line = raw[i];
      String stripped = line.strip();
      Matcher h = HEADER.matcher(stripped);
      boolean first = headers == 0 && cur == null;
      if (h.matches() && (h.group(2) != null || first || opensTeam(raw, i))) {
        if (cur != null) {
          defs.add(cur.build());
        }
        headers++;
        Line hl = new Line(name, i + 1, line.indexOf('*') + 1, 0, stripped, line);
        cur = new Definition.Builder(h.group(1).strip(), h.group(2) == null ? "" : h.group(2), hl);
        formalized = true; // until a prose section (__Basics__ …) starts
        continue;
      }
      Matcher sec = SECTION.matcher(stripped);
      if (sec.matches()) {
        formalized = sec.group(1).strip().equals("Formalized");
        continue;
      }
      if (!formalized || stripped.isEmpty()) {
        continue;
      }
      if (cur == null) { // one note for them all (a guide, a README): the roles' notes show
        if (orphans++ == 0) {
          orphanAt = i;
        }
        continue;
      }
      cur.lines.add(line(name, i + 1, line));
    }
    if (orphans > 0 && cur != null) { // a file with no header at all gets the note below
      notes.add(new Note(name, orphanAt + 1, 1, orphans == 1 ? "a formalized line before any "
          + "'**Name** | Group Category' header: it belongs to no role" : orphans + " lines from "
          + "here on come before any '**Name** | Group Category' header: they belong to no role",
          raw[orphanAt]));
    }
    if (cur != null) {
      defs.add(cur.build());
    } else if (!text.isBlank()) {
      notes.add(new Note(name, 1, 1, "not a WWR definition: no '**Name** | Group Category' "
          + "header", raw.length > 0 ? raw[0] : ""));
    }
  }

  /**
   * Whether the header without {@code | …} at {@code at} (not the file's first) opens a team:
   * its first formalized line is the Formalization Guide's {@code Win Condition:} ({@code
   * **<Team Name>**}, then {@code Win Condition: <Target List>}), so a book of one file may hold
   * a team (games.md §7). Any other bold line there (a guide's {@code **Feedback:**}) is no
   * header.
   */
  private static boolean opensTeam(String[] raw, int at) {
    boolean formalized = true;
    for (int j = at + 1; j < raw.length; j++) {
      String s = raw[j].strip();
      if (HEADER.matcher(s).matches()) {
        return false;
      }
      Matcher sec = SECTION.matcher(s);
      if (sec.matches()) {
        formalized = sec.group(1).strip().equals("Formalized");
      } else if (formalized && !s.isEmpty()) {
        return s.startsWith("Win Condition:");
      }
    }
    return false;
  }

  /** One formalized line: its depth from its list marker, its content. */
  static Line line(String file, int number, String raw) {
    int i = 0;
    while (i < raw.length() && (raw.charAt(i) == ' ' || raw.charAt(i) == '\t')) {
      i++;
    }
    int depth = 0;
    if (i < raw.length() && BULLETS.indexOf(raw.charAt(i)) >= 0) {
      depth = BULLETS.indexOf(raw.charAt(i)) + 1;
      i++;
      while (i < raw.length() && (raw.charAt(i) == ' ' || raw.charAt(i) == '\t')) {
        i++;
      }
    } else if (i > 0) {
      depth = -1; // indented without a marker: a continuation of the line above
    }
    String content = raw.substring(i).strip().replace("''", "`");
    return new Line(file, number, i + 1, depth, content, raw);
  }

  /** A role's name as nightres writes it: {@code Horseman of Famine} is HorsemanOfFamine. */
  static String roleName(String name) {
    StringBuilder sb = new StringBuilder();
    boolean up = true;
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (c < 128 && Character.isLetterOrDigit(c)) {
        sb.append(up ? Character.toUpperCase(c) : c);
        up = false;
      } else if (c == '\'' || c == '\u2019') { // Fletcher's Customer: FletchersCustomer
        continue;
      } else {
        up = true;
      }
    }
    if (sb.length() == 0 || !Character.isLetter(sb.charAt(0))) {
      sb.insert(0, 'R');
    }
    return sb.toString();
  }

  /** What a header after the name says: the kind, group, category and team. */
  static Definition definition(String name, String rest, Line header, List<Line> lines) {
    String r = rest.strip();
    String main = r.contains("|") ? r.substring(0, r.indexOf('|')).strip() : r;
    String team = "";
    int dash = main.indexOf(" - ");
    if (dash >= 0) {
      team = main.substring(dash + 3).replaceAll("\\s*Team\\s*$", "").strip();
      main = main.substring(0, dash).strip();
    }
    String[] words = main.isEmpty() ? new String[0] : main.split("\\s+");
    Kind kind;
    String group = "";
    String category = "";
    if (main.equals("Ability Set")) {
      kind = Kind.ABILITY_SET;
    } else if (main.equals("Attribute") || main.endsWith(" Attribute")) {
      kind = Kind.ATTRIBUTE;
    } else if (main.equals("Poll")) {
      kind = Kind.POLL;
    } else if (main.endsWith("Group") && (words.length == 1 || main.contains("Team Group")
        || words.length == 2 && (!ROLE_GROUPS.contains(words[0]) || uniqueGroup(lines)))) {
      kind = Kind.GROUP;
      team = words.length > 1 ? words[0] : "";
    } else if (main.isEmpty()) {
      kind = lines.stream().anyMatch(l -> l.text().startsWith("Win Condition")) ? Kind.TEAM
          : Kind.OTHER;
    } else if (words.length >= 2 && ROLE_GROUPS.contains(words[0])
        && !words[words.length - 1].startsWith("Info")) { // `| Werewolf Info`: a rules text
      kind = Kind.ROLE;
      group = words[0];
      category = words[words.length - 1];
    } else {
      kind = Kind.OTHER;
    }
    return new Definition(name, kind, group, category, team, header, List.copyOf(lines));
  }

  /**
   * Whether a definition says {@code Unique Group}: the Formalization Guide's mark of a group
   * ({@code **<Group Name>** | <Related Team Name> Group}), which tells a group of two words
   * ({@code **Couple** | Unaligned Group}) from a role whose category is Group ({@code **Baker**
   * | Townsfolk Group}: the guide's {@code <Role Group> <Role Category>}).
   */
  private static boolean uniqueGroup(List<Line> lines) {
    return lines.stream().anyMatch(l -> l.text().equals("Unique Group"));
  }

  /** The part of a line before its first {@code :} outside brackets and quotes, if any. */
  static Optional<Integer> headColon(String text) {
    int depth = 0;
    boolean quoted = false;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '`') {
        quoted = !quoted;
      } else if (quoted) {
        continue;
      } else if (c == '(' || c == '[' || c == '⟨' || c == '{') {
        depth++;
      } else if (c == ')' || c == ']' || c == '⟩' || c == '}') {
        depth = Math.max(0, depth - 1);
      } else if (c == ':' && depth == 0 && (i + 1 == text.length()
          || Character.isWhitespace(text.charAt(i + 1)))) {
        return Optional.of(i);
      }
    }
    return Optional.empty();
  }
}
