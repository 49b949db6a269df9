package org.nightres.core.format;

import com.google.common.collect.ImmutableSet;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.regex.Pattern;
import org.nightres.core.Scheme;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Component;
import org.nightres.core.component.Modifier;
import org.nightres.core.component.Role;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.component.StateChange;
import org.nightres.core.component.StatusDefinition;
import org.nightres.core.model.Action;
import org.nightres.core.model.GameOption;
import org.nightres.core.model.GameOptions;
import org.nightres.core.model.GameState;
import org.nightres.core.model.HeldDisguise;
import org.nightres.core.model.HeldStatus;
import org.nightres.core.model.LastUse;
import org.nightres.core.model.Life;
import org.nightres.core.model.Link;
import org.nightres.core.model.ModifierUse;
import org.nightres.core.model.Night;
import org.nightres.core.model.Player;
import org.nightres.core.model.PlayerState;
import org.nightres.core.outcome.Outcome;

/**
 * Writes a {@link Night} as canonical {@code .night} text ({@code night-format.md} section 1).
 *
 * <p>Layout, each block separated from the next by one blank line and left out when empty:
 *
 * <ol>
 *   <li>header comments: {@code # text} per given line;
 *   <li>{@code scheme <id>} if the night has a scheme, then one {@code option <name> <value>}
 *       line per {@link GameOption} (in enum order) whose value differs from
 *       {@link GameOptions#defaults()};
 *   <li>one {@code player} line per player in declaration order, the name and alignment columns
 *       padded to a common width, roles joined with {@code +} by their canonical names (a mafia
 *       member's {@code Vanilla} is written {@code Goon}), then the modifiers with their use
 *       counts, e.g. {@code Bulletproof(1)};
 *   <li>one action line per action, sorted by submission index, written by the ability's
 *       signature ({@code Rd redirect B to C}, {@code BD swap A B}, {@code X commute}) and
 *       followed by {@code [n]} when the action carries an order override.
 * </ol>
 *
 * <p>A player's attributes follow the modifiers as {@code key=value}, in their order.
 *
 * <p>Game files ({@code games.md} section 1): {@link #stateFile} writes the state after a night
 * as a file that starts the next one ({@code --state-out}), and {@link #writeGame} writes a
 * night together with the state it starts from. Their layout: header comments; {@code scheme}
 * and {@code option} lines; the {@code player} lines of the state (as they now read: alignment
 * after recruitment, modifiers with uses left); the {@code state} lines of {@link #stateLines};
 * then {@code night <n>} and, for {@link #writeGame}, the night's action lines.
 *
 * <p>Nights of a bundled rule set other than the standard one ({@code games.md} section 3) are
 * written by the overloads that take its name ({@link #write(Night, String, List)}, {@link
 * #writeGame(Night, String, List)}, {@link #stateFile(GameState, Optional, GameOptions, String,
 * List)}): the text starts with {@code rules <name>}, then the header comments; it defines only
 * what the rule set lacks, and leaves out the {@code scheme} and {@code option} lines that say
 * what the rule set already says. The standard rule set is the one a file without a {@code
 * rules} line plays with, so its nights are written as by the overloads without a name.
 *
 * <p>Names are spelled as on the {@code player} lines (action references are matched
 * case-insensitively). Output uses {@code \n} only and ends with a newline; the same night
 * always gives the same bytes (no locale, no hash order). Time and memory are linear in the
 * size of the night. Stateless and thread-safe.
 */
public final class NightWriter {
  /** The words the parser reads as the start of a line other than an action. */
  private static final Set<String> RESERVED = Set.copyOf(NightParser.RESERVED);
  /** The statement keywords of a game file ({@code games.md} section 1), not player names. */
  private static final Set<String> GAME_RESERVED = ImmutableSet.<String>builder()
      .addAll(NightParser.RESERVED).add("seed", "random").build();
  /** Alignment column width: at least {@code mafia}, as in the conformance corpus. */
  private static final int MIN_ALIGNMENT_WIDTH = 5;
  private static final String GOON = "Goon";
  private static final Pattern LINE_BREAK = Pattern.compile("[\\r\\n]");

  private NightWriter() {}

  /**
   * The night as {@code .night} text, without header comments.
   *
   * @param night the night
   * @return the night as {@code .night} text
   * @throws IllegalArgumentException if the night cannot be written as text that reads back as
   *     the same night: a player named like a keyword ({@code player}, {@code scheme},
   *     {@code option})
   */
  public static String write(Night night) {
    return write(night, List.of());
  }

  /**
   * The night as {@code .night} text, preceded by one {@code #} comment line per element of
   * {@code headerComments} (e.g. {@code generated by nightres: --players 12 --seed 7}) and a
   * blank line.
   *
   * @param night the night
   * @param headerComments the comment lines, without {@code #}
   * @return the text
   * @throws IllegalArgumentException if a comment contains a line break, or as {@link
   *     #write(Night)}
   */
  public static String write(Night night, List<String> headerComments) {
    return write(night, Base.STANDARD, headerComments);
  }

  /**
   * The night as {@code .night} text of the bundled rule set {@code rules} ({@link
   * RuleSets#NAMES}): {@code rules <name>} (unless it is {@code standard}), the header comments,
   * then as {@link #write(Night, List)} without what the rule set says already (its definitions,
   * its scheme, its options).
   *
   * @param night the night
   * @param rules a bundled rule set's name
   * @param headerComments the comment lines, without {@code #}
   * @return the text
   * @throws IllegalArgumentException if {@code rules} is not a bundled rule set, or as {@link
   *     #write(Night, List)}
   */
  public static String write(Night night, String rules, List<String> headerComments) {
    return write(night, Base.of(rules), headerComments);
  }

  private static String write(Night night, Base base, List<String> headerComments) {
    StringBuilder out = new StringBuilder(64 + 48 * (night.players().size() + night.actions().size()));
    boolean blockOpen = header(out, headerComments, night.scheme(), night.options(),
        night.seed(), base);

    Map<String, Player> byName = new HashMap<>();
    Map<String, Player> exact = new HashMap<>();
    int nameWidth = 0;
    int alignWidth = MIN_ALIGNMENT_WIDTH;
    for (Player p : night.players()) {
      if (RESERVED.contains(p.name().toLowerCase(Locale.ROOT))) {
        throw new IllegalArgumentException(
            "player name '" + p.name() + "' is a keyword of the .night format");
      }
      byName.put(p.name().toLowerCase(Locale.ROOT), p);
      exact.put(p.name(), p);
      nameWidth = Math.max(nameWidth, p.name().length());
      alignWidth = Math.max(alignWidth, p.alignment().length());
    }
    List<String> definitions = definitions(night.state(), night.actions(), base.catalogue());
    if (!definitions.isEmpty()) { // roles of its own: the file defines them
      blockOpen = block(out, definitions, blockOpen);
    }
    List<String> playerLines = new ArrayList<>(night.players().size());
    for (Player p : night.players()) {
      playerLines.add(playerLine(p, nameWidth, alignWidth));
    }
    blockOpen = block(out, playerLines, blockOpen);
    actions(out, night, exact, byName, blockOpen);
    return out.toString();
  }

  /** The action lines of a night, sorted by submission index, as one block. */
  private static void actions(StringBuilder out, Night night, Map<String, Player> exact,
      Map<String, Player> byName, boolean blockOpen) {
    List<Action> actions = new ArrayList<>(night.actions());
    actions.sort(Comparator.comparingInt(Action::submissionIndex));
    List<String> actionLines = new ArrayList<>(actions.size());
    Map<Ability, List<String>> signatures = new IdentityHashMap<>();
    for (Action a : actions) {
      if (!a.auto()) { // an automatic use of a forced ability is made again when read
        actionLines.add(actionLine(a, exact, byName, signatures));
      }
    }
    for (org.nightres.core.model.Pin pin : night.pins()) { // random lines after the actions
      Player actor = lookup(pin.actor(), exact, byName);
      Player named = lookup(pin.pick(), exact, byName);
      actionLines.add("random " + (actor == null ? pin.actor() : actor.name()) + " " + pin.verb()
          + " " + (named == null ? pin.pick() : named.name()));
    }
    block(out, actionLines, blockOpen);
  }

  // ---- game files -------------------------------------------------------------------------

  /**
   * The {@code --state-out} file ({@code games.md} section 1): the state after {@code lastNight}
   * as a game file that starts night {@code outcome.nextState().night()}, ready for that night's
   * action lines to be appended. A header comment, the night's {@code scheme} and non-default
   * {@code option} lines, one {@code player} line per player of the next state, the {@link
   * #stateLines} of everything that is not fresh, a blank line and {@code night <n>}.
   *
   * @param lastNight the night resolved last
   * @param outcome its outcome
   * @return the game file's text
   * @throws IllegalArgumentException if a player is named like a keyword of the format
   */
  public static String stateFile(Night lastNight, Outcome outcome) {
    return stateFile(lastNight, outcome, null);
  }

  /**
   * As {@link #stateFile(Night, Outcome)} for a game played with the rule set {@code rules}
   * ({@link GameScript#rules}): the file names the first bundled rule set that {@code rules}
   * holds whole ({@code rules mafia1923}; none for the standard one), then defines everything
   * else {@code rules} holds, so that it reads back with the game's roles.
   *
   * @param lastNight the night resolved last
   * @param outcome its outcome
   * @param rules the game's rule set
   * @return the game file's text
   * @throws IllegalArgumentException also if the rule set cannot be written as the language
   */
  public static String stateFile(Night lastNight, Outcome outcome, RoleCatalogue rules) {
    Base base = Base.STANDARD;
    if (rules != null) {
      for (String name : RuleSets.NAMES) {
        Base bundled = Base.of(name);
        if (holdsWhole(rules, bundled.catalogue())) {
          base = bundled;
          break;
        }
      }
    }
    return stateFile(lastNight, outcome, rules, base);
  }

  /**
   * As {@link #stateFile(Night, Outcome, RoleCatalogue)} for a game whose rule set starts from
   * the rules file {@code rulesPath} ({@code rules <path>.roles}, read as {@code file}): the
   * written file names it, then defines what else {@code rules} holds.
   */
  static String stateFile(Night lastNight, Outcome outcome, RoleCatalogue rules,
      String rulesPath, RoleCatalogue file) {
    return stateFile(lastNight, outcome, rules, new Base(Optional.of(rulesPath), file,
        RuleSets.defaultScheme(file), RuleSets.defaultOptions(file)));
  }

  private static String stateFile(Night lastNight, Outcome outcome, RoleCatalogue rules,
      Base base) {
    GameState next = outcome.nextState();
    StringBuilder out = new StringBuilder();
    setup(out, next, lastNight.scheme(), read(lastNight.options(), lastNight.scheme(), base),
        lastNight.seed(), List.of(
        "state after night " + lastNight.number() + ", written by nightres --state-out",
        "night " + next.night() + " follows: append its lines below"), rules, List.of(),
        base);
    out.append("\nnight ").append(next.night()).append('\n');
    return out.toString();
  }

  /**
   * The options a state file writes: those of the game but for the ones the file's scheme does
   * not read ({@link GameOption#readBy}), left at the rule set's: a rule set's default the scheme
   * does not use (an included WWR book's {@code deaths end-of-order} under {@code scheme rar})
   * would be an error as the file's own {@code option} line (docs/moderators-guide.md), and it
   * changes nothing under that scheme.
   */
  private static GameOptions read(GameOptions options, Optional<Scheme> scheme, Base base) {
    Scheme under = scheme.or(base::scheme).orElse(Scheme.RAR);
    GameOptions out = options;
    for (GameOption o : GameOption.values()) {
      if (!o.readBy(under)) {
        out = o.apply(out, value(o, base.options()));
      }
    }
    return out;
  }

  /**
   * {@return a game file that starts night {@code state.night()} from {@code state}: as {@link
   * #stateFile(Night, Outcome)} with the given scheme, options and header comments}
   *
   * @param state the state to start from
   * @param scheme the scheme line to write, if any
   * @param options the options
   * @param headerComments the comment lines, without {@code #}
   */
  public static String stateFile(GameState state, Optional<Scheme> scheme, GameOptions options,
      List<String> headerComments) {
    return stateFile(state, scheme, options, Base.STANDARD, headerComments);
  }

  /**
   * As {@link #stateFile(GameState, Optional, GameOptions, List)} for a game of the bundled rule
   * set {@code rules}: {@code rules <name>} first (unless it is {@code standard}), and without
   * what the rule set says already (its definitions, its scheme, its options).
   *
   * @param state the state to start from
   * @param scheme the scheme line to write, if any
   * @param options the options
   * @param rules a bundled rule set's name
   * @param headerComments the comment lines, without {@code #}
   * @return the game file's text
   * @throws IllegalArgumentException if {@code rules} is not a bundled rule set, or if a player
   *     is named like a keyword of the format
   */
  public static String stateFile(GameState state, Optional<Scheme> scheme, GameOptions options,
      String rules, List<String> headerComments) {
    return stateFile(state, scheme, options, Base.of(rules), headerComments);
  }

  private static String stateFile(GameState state, Optional<Scheme> scheme, GameOptions options,
      Base base, List<String> headerComments) {
    StringBuilder out = new StringBuilder();
    setup(out, state, scheme, options, 0L, headerComments, null, List.of(), base);
    out.append("\nnight ").append(state.night()).append('\n');
    return out.toString();
  }

  /**
   * A night with the state it starts from as a game file: the setup of {@link #stateFile} for
   * {@code night.state()}, {@code night <n>}, then the night's action lines. A fresh night 1 is
   * written this way too (no {@code state} lines).
   *
   * @param night the night, with the state it starts from
   * @param headerComments the comment lines, without {@code #}
   * @return the game file's text
   * @throws IllegalArgumentException as {@link #write(Night)}
   */
  public static String writeGame(Night night, List<String> headerComments) {
    return writeGame(night, Base.STANDARD, headerComments);
  }

  /**
   * As {@link #writeGame(Night, List)} for a night of the bundled rule set {@code rules}: {@code
   * rules <name>} first (unless it is {@code standard}), and without what the rule set says
   * already (its definitions, its scheme, its options).
   *
   * @param night the night, with the state it starts from
   * @param rules a bundled rule set's name
   * @param headerComments the comment lines, without {@code #}
   * @return the game file's text
   * @throws IllegalArgumentException if {@code rules} is not a bundled rule set, or as {@link
   *     #write(Night)}
   */
  public static String writeGame(Night night, String rules, List<String> headerComments) {
    return writeGame(night, Base.of(rules), headerComments);
  }

  private static String writeGame(Night night, Base base, List<String> headerComments) {
    StringBuilder out = new StringBuilder();
    setup(out, night.state(), night.scheme(), night.options(), night.seed(), headerComments,
        null, night.actions(), base);
    out.append("\nnight ").append(night.number()).append('\n');
    return out.append(actionLines(night)).toString();
  }

  /**
   * {@return the action lines of a night, one per action in submission order, each ending with a
   * newline: what a night section of a game file holds after its {@code state} lines}
   *
   * @param night the night
   */
  public static String actionLines(Night night) {
    StringBuilder out = new StringBuilder();
    Map<String, Player> byName = new HashMap<>();
    Map<String, Player> exact = new HashMap<>();
    for (Player p : night.players()) {
      byName.put(p.name().toLowerCase(Locale.ROOT), p);
      exact.put(p.name(), p);
    }
    actions(out, night, exact, byName, false);
    return out.toString();
  }

  /**
   * What a file of a rule set need not say: the rule set's {@code rules} line (none for the
   * standard set, which a file without one plays with), its definitions, its scheme and options.
   */
  private record Base(Optional<String> name, RoleCatalogue catalogue, Optional<Scheme> scheme,
      GameOptions options) {
    static final Base STANDARD = new Base(Optional.empty(), RuleSets.standard(), Optional.empty(),
        GameOptions.defaults());

    static Base of(String rules) {
      RoleCatalogue catalogue = RuleSets.named(rules).orElseThrow(() ->
          new IllegalArgumentException("unknown rule set '" + rules + "'; bundled: "
              + String.join(", ", RuleSets.NAMES)));
      return catalogue == RuleSets.standard() ? STANDARD : new Base(Optional.of(rules),
          catalogue, RuleSets.defaultScheme(catalogue), RuleSets.defaultOptions(catalogue));
    }
  }

  /**
   * The {@code rules} line of a rule set other than the standard one, the comment lines, then
   * the {@code scheme} and {@code option} lines that differ from the rule set's; whether a block
   * of lines is open (the next block starts after a blank line).
   */
  private static boolean header(StringBuilder out, List<String> headerComments,
      Optional<Scheme> scheme, GameOptions options, long seed, Base base) {
    boolean blockOpen = false;
    if (base.name().isPresent()) {
      out.append("rules ").append(base.name().get()).append('\n');
      blockOpen = true;
    }
    for (String c : headerComments) {
      if (LINE_BREAK.matcher(c).find()) {
        throw new IllegalArgumentException("header comment contains a line break: " + c);
      }
      out.append(c.isEmpty() ? "#" : "# " + c).append('\n');
      blockOpen = true;
    }
    List<String> settings = new ArrayList<>();
    scheme.filter(s -> !scheme.equals(base.scheme())).ifPresent(s -> settings.add("scheme " + s.id()));
    // only the options the file's scheme reads (GameOption.readBy): a rule set's default the
    // scheme does not use (an included WWR book's deaths end-of-order under `scheme rar`) would
    // be an error as the file's own line (NightParser, docs/moderators-guide.md)
    settings.addAll(optionLines(options, base.options()));
    if (seed != 0) { // the seed of the random draws (games.md section 9); 0 is the default
      settings.add("seed " + seed);
    }
    return block(out, settings, blockOpen);
  }

  /** {@code rules}: the game's rule set, or null to define what the players use. */
  private static void setup(StringBuilder out, GameState state, Optional<Scheme> scheme,
      GameOptions options, long seed, List<String> headerComments, RoleCatalogue rules,
      List<Action> actions, Base base) {
    boolean blockOpen = header(out, headerComments, scheme, options, seed, base);

    int nameWidth = 0;
    int alignWidth = MIN_ALIGNMENT_WIDTH;
    for (Player p : state.players()) {
      if (GAME_RESERVED.contains(p.name().toLowerCase(Locale.ROOT))) {
        throw new IllegalArgumentException(
            "player name '" + p.name() + "' is a keyword of the .night format");
      }
      nameWidth = Math.max(nameWidth, p.name().length());
      alignWidth = Math.max(alignWidth, p.alignment().length());
    }
    List<String> definitions = rules != null ? definitions(rules, base.catalogue())
        : definitions(state, actions, base.catalogue());
    if (!definitions.isEmpty()) {
      blockOpen = block(out, definitions, blockOpen);
    }
    List<String> playerLines = new ArrayList<>(state.players().size());
    for (Player p : state.players()) {
      playerLines.add(playerLine(p, nameWidth, alignWidth));
    }
    blockOpen = block(out, playerLines, blockOpen);
    block(out, stateLines(state), blockOpen);
  }

  /**
   * The definitions, in the roles language, of every role (original roles too), modifier,
   * faction ability and held status of the state's players that the rule set {@code base} does not define alike, and of
   * whatever those name (the statuses their components apply or clear, the roles and faction
   * abilities they give, each before what names it): the file then reads back with the game's
   * own roles, wherever it is written.
   */
  private static List<String> definitions(GameState state, List<Action> actions,
      RoleCatalogue base) {
    Used used = new Used();
    actions.forEach(a -> a.roles().forEach(used::role)); // the roles lines give (Tai dress Ann Spy)
    for (int i = 0; i < state.players().size(); i++) {
      Player p = state.players().get(i);
      p.roles().forEach(used::role);
      p.originalRoles().forEach(used::role); // named by state P original
      p.modifiers().forEach(m -> used.modifier(m.modifier()));
      String alignment = p.alignment().toLowerCase(Locale.ROOT);
      used.factions.computeIfAbsent(alignment, k -> new ArrayList<>());
      p.factionAbilities().forEach(a -> used.faction(alignment, a));
      state.state(i).statuses().forEach(h -> used.status(h.status()));
      state.state(i).disguises().forEach(d -> used.role(d.as()));
    }
    RoleCatalogue catalogue = RoleCatalogue.of(new ArrayList<>(used.roles.values()),
        new ArrayList<>(used.modifiers.values()), used.factions);
    for (StatusDefinition s : base.statuses()) { // what the file leaves unsaid: the rule set's
      catalogue = catalogue.withStatus(s);
    }
    for (StatusDefinition s : used.statuses.values()) {
      catalogue = catalogue.withStatus(s);
    }
    return definitions(catalogue, base);
  }

  /** What a written file must define: the definitions in use and those they name. */
  private static final class Used implements StateChange.Visitor<Void> {
    final Map<String, Role> roles = new LinkedHashMap<>();
    final Map<String, Modifier> modifiers = new LinkedHashMap<>();
    final Map<String, List<Ability>> factions = new LinkedHashMap<>();
    final Map<String, StatusDefinition> statuses = new LinkedHashMap<>();
    private final java.util.Set<String> seen = new java.util.HashSet<>();

    void role(Role r) {
      if (seen.add("role " + r.name())) {
        r.abilities().forEach(a -> components(a.components()));
        components(r.passives());
        roles.putIfAbsent(r.name(), r); // after the roles it names
      }
    }

    void modifier(Modifier m) {
      if (seen.add("modifier " + m.name())) {
        components(m.components());
        modifiers.putIfAbsent(m.name(), m);
      }
    }

    void faction(String alignment, Ability a) {
      List<Ability> list = factions.computeIfAbsent(alignment, k -> new ArrayList<>());
      if (!list.contains(a)) {
        list.add(a);
        components(a.components());
      }
    }

    void status(StatusDefinition s) {
      if (seen.add("status " + s.name())) {
        statuses.put(s.name(), s);
        components(s.effects());
        components(s.expire());
      }
    }

    private void components(List<Component> components) {
      for (Component c : Component.flat(components)) {
        c.stateChange().ifPresent(change -> change.accept(this));
        c.asDisguise().flatMap(d -> d.as().fixed()).ifPresent(this::role);
        if (c.asTrigger().isPresent()) {
          components(c.asTrigger().get().response());
        }
      }
    }

    @Override
    public Void visitApplyStatus(StateChange.ApplyStatus c) {
      status(c.status());
      return null;
    }

    @Override
    public Void visitClearStatus(StateChange.ClearStatus c) {
      status(c.status());
      return null;
    }

    @Override
    public Void visitRoleChange(StateChange.RoleChange c) {
      c.role().ifPresent(this::role);
      c.alignment().ifPresent(a -> c.factionAbilities().forEach(x -> faction(a, x)));
      return null;
    }

    @Override
    public Void visitAttribute(StateChange.Attribute c) {
      return null;
    }

    @Override
    public Void visitOwned(StateChange.Owned c) {
      return null;
    }

    @Override
    public Void visitRememberRole(StateChange.RememberRole c) {
      return null;
    }

    @Override
    public Void visitCount(StateChange.Count c) {
      return null;
    }

    @Override
    public Void visitGroupCounter(StateChange.GroupCounter c) {
      return null;
    }

    @Override
    public Void visitComputed(StateChange.Computed c) {
      return null;
    }

    @Override
    public Void visitLink(StateChange.LinkPlayers c) {
      return null;
    }

    @Override
    public Void visitRemember(StateChange.Remember c) {
      return null;
    }

    @Override
    public Void visitAlignWith(StateChange.AlignWith c) {
      return null; // the other player's alignment: its faction abilities are his, in the file
    }
  }

  /** Whether {@code rules} holds every definition of {@code bundled} alike. */
  private static boolean holdsWhole(RoleCatalogue rules, RoleCatalogue bundled) {
    return rules.roles().containsAll(bundled.roles())
        && rules.modifiers().containsAll(bundled.modifiers())
        && rules.statuses().containsAll(bundled.statuses())
        && bundled.factionAbilities().entrySet().stream().allMatch(e ->
            rules.factionAbilities(e.getKey()).containsAll(e.getValue()));
  }

  /** The definitions of {@code rules} that the rule set {@code base} lacks, as lines. */
  private static List<String> definitions(RoleCatalogue rules, RoleCatalogue base) {
    String text = RulesWriter.write(rules, base);
    return text.isEmpty() ? List.of() : List.of(text.split("\n"));
  }

  /**
   * The {@code state} lines ({@code games.md} section 2.1) that set up {@code state} on top of
   * its {@code player} lines: for each player in declaration order, {@code dead} or {@code
   * exiled} (with {@code since <phase>} when known), his original roles once his roles changed
   * ({@code original R[+R]}), each held status ({@code status S [until P] [by Q]}, in the order acquired), each
   * recorded use count ({@code uses verb[:self] n}, in key order), each last use ({@code last
   * verb T phase}) and each link ({@code link kind Q}). A link held by both players is written
   * once, on the player declared first. A status whose {@code until} phase is over before night
   * {@code state.night()} starts (one {@code until D1} in the state after night 1: it held
   * through day 1) is left out: it can do nothing from that night on, and a {@code state} line
   * may not name a phase that is already over; but one with expire effects is written (they
   * take effect at its order that night, and the parser accepts it as pending). A fresh player
   * has no line; a fresh state has none.
   *
   * @param state the state
   * @return the lines, in order
   */
  public static List<String> stateLines(GameState state) {
    List<String> lines = new ArrayList<>();
    for (int i = 0; i < state.players().size(); i++) {
      lines.addAll(stateLines(state, i));
    }
    lines.addAll(groupLines(state));
    return lines;
  }

  /**
   * {@return the {@code state} lines of {@link #stateLines(GameState)} about player {@code i},
   * in order}
   *
   * @param state the state
   * @param i the player's declaration index
   */
  public static List<String> stateLines(GameState state, int i) {
    List<String> lines = new ArrayList<>();
    String name = state.players().get(i).name();
    PlayerState s = state.state(i);
    String prefix = "state " + name + " ";
    if (s.life() != Life.ALIVE) {
      lines.add(prefix + s.life().word() + s.since().map(p -> " since " + p).orElse(""));
    }
    Player player = state.players().get(i);
    if (!player.originalRoles().isEmpty()) { // his roles before his first role change
      lines.add(prefix + "original " + player.originalRoles().stream()
          .map(r -> roleName(player, r)).collect(java.util.stream.Collectors.joining("+")));
    }
    for (HeldStatus h : s.statuses()) {
      if (h.until().isEmpty() || !h.until().get().overBeforeNight(state.night())
          || !h.status().expire().isEmpty()) { // over, its expire effects still to come
        lines.add(prefix + h.describe());
      }
    }
    for (HeldDisguise d : s.disguises()) {
      if (d.until().isEmpty() || !d.until().get().overBeforeNight(state.night())) {
        lines.add(prefix + d.describe());
      }
    }
    s.expiries().forEach((key, until) -> lines.add(prefix + "attr " + key + " until " + until));
    s.uses().forEach((verb, left) -> lines.add(prefix + "uses " + verb + " " + left));
    for (LastUse l : s.last()) {
      lines.add(prefix + "last " + l.verb() + " " + l.target() + " " + l.phase());
    }
    for (Link l : s.links()) {
      int other = state.indexOf(l.with());
      boolean mutual = other >= 0 && state.state(other).links().stream()
          .anyMatch(b -> b.kind().equals(l.kind()) && b.with().equalsIgnoreCase(name));
      if (!mutual || other > i) {
        lines.add(prefix + "link " + l.kind() + " " + l.with());
      }
    }
    return lines;
  }

  /**
   * {@return the {@code state group} lines of {@link #stateLines(GameState)}: the attributes the
   * groups hold, by group, then attribute}
   *
   * @param state the state
   */
  public static List<String> groupLines(GameState state) {
    List<String> lines = new ArrayList<>();
    state.groups().forEach((g, held) -> held.forEach((key, value) ->
        lines.add("state group " + g + " " + key + "=" + value)));
    return lines;
  }

  /**
   * {@return the {@code option} lines for every setting that differs from the defaults, in enum
   * order}
   *
   * @param options the options
   */
  public static List<String> optionLines(GameOptions options) {
    return optionLines(options, GameOptions.defaults());
  }

  /** The {@code option} lines for every setting that differs from {@code base}, in enum order. */
  private static List<String> optionLines(GameOptions options, GameOptions base) {
    List<String> lines = new ArrayList<>();
    for (GameOption o : GameOption.values()) {
      String value = value(o, options);
      if (!value.equals(value(o, base))) {
        lines.add("option " + o.key() + " " + value);
      }
    }
    return lines;
  }

  /**
   * The textual value of one option, as {@link GameOption#apply} accepts it. Exhaustive over
   * the enum: a new option does not compile until it is written here.
   */
  static String value(GameOption option, GameOptions o) {
    return switch (option) {
      case DOCTOR_STOPS -> constant(o.doctorStops());
      case SELF_TARGET -> o.selfTargetAllowed() ? "allowed" : "forbidden";
      case ACTIONS_PER_PLAYER -> count(o.actionsPerPlayer());
      case USES_PER_ABILITY -> count(o.usesPerAbility());
      case FACTIONAL_KILLS -> Integer.toString(o.factionalKills());
      case RECRUIT_FAILS_IF_TARGET_DIES -> Boolean.toString(o.recruitFailsIfTargetDies());
      case SNARF_JAIL -> constant(o.snarfJail());
      case SNARF_SIMULTANEOUS_CONFLICT -> constant(o.snarfSimultaneousConflict());
      case NAR_LIST -> constant(o.narList());
      case NAR_TIE -> constant(o.narTie());
      case DEATH_STOPS_ACTIONS -> constant(o.deathStopsActions());
      case DEATHS -> constant(o.deaths());
      case SEQUENTIAL_ORDER -> constant(o.sequentialOrder());
      case FEEDBACK_TO_DEAD -> Boolean.toString(o.feedbackToDead());
      case REVENGE_TARGETS -> constant(o.revengeTargets());
    };
  }

  private static boolean block(StringBuilder out, List<String> lines, boolean blockOpen) {
    if (lines.isEmpty()) {
      return blockOpen;
    }
    if (blockOpen) {
      out.append('\n');
    }
    for (String l : lines) {
      out.append(l).append('\n');
    }
    return true;
  }

  /**
   * {@return the {@code player} line of {@code p} as a written state gives it (alignment, roles,
   * modifiers with their uses left, attributes), one space between its words}
   *
   * @param p the player
   */
  public static String playerLine(Player p) {
    return playerLine(p, 0, 0);
  }

  private static String playerLine(Player p, int nameWidth, int alignWidth) {
    StringBuilder sb = new StringBuilder("player ");
    pad(sb, p.name(), nameWidth);
    sb.append(' ');
    pad(sb, p.alignment(), alignWidth);
    sb.append(' ');
    for (int i = 0; i < p.roles().size(); i++) {
      sb.append(i == 0 ? "" : "+").append(roleName(p, p.roles().get(i)));
    }
    for (ModifierUse m : p.modifiers()) {
      sb.append(' ').append(m);
    }
    p.attributes().forEach((k, v) -> sb.append(' ').append(k).append('=').append(v));
    return sb.toString();
  }

  /**
   * A role's canonical name, except that a mafia member's {@code Vanilla} is spelled by its
   * alias {@code Goon}, as moderators (and the conformance corpus) write it.
   */
  private static String roleName(Player p, Role r) {
    if (p.alignment().equals("mafia")) {
      for (String alias : r.aliases()) {
        if (alias.equalsIgnoreCase(GOON)) {
          return GOON;
        }
      }
    }
    return r.name();
  }

  private static String actionLine(Action a, Map<String, Player> exact,
      Map<String, Player> byName, Map<Ability, List<String>> signatures) {
    Player actor = lookup(a.actor(), exact, byName);
    if (actor == null) {
      throw new IllegalArgumentException("unknown actor " + a.actor());
    }
    Ability ability = ability(actor, a.verb());
    if (ability == null) {
      throw new IllegalArgumentException(actor.name() + " cannot " + a.verb());
    }
    StringBuilder sb = new StringBuilder(actor.name()).append(' ').append(ability.verb());
    int param = 0;
    int role = 0;
    int family = 0;
    for (String token : signatures.computeIfAbsent(ability, Ability::signatureTokens)) {
      sb.append(' ');
      if (Ability.isRoleParam(token)) {
        sb.append(a.roles().get(role++).name());
      } else if (Ability.isFamilyParam(token)) {
        sb.append(a.families().get(family++));
      } else if (Ability.isPlayerParam(token)) {
        String target = a.targets().get(param++);
        Player t = lookup(target, exact, byName);
        sb.append(t == null ? target : t.name());
      } else {
        sb.append(token);
      }
    }
    a.orderOverride().ifPresent(n -> sb.append(" [").append(n).append(']'));
    return sb.toString();
  }

  /** The player of this name: the exact spelling first (no allocation), then any case. */
  private static Player lookup(String name, Map<String, Player> exact, Map<String, Player> byName) {
    Player p = exact.get(name);
    return p != null ? p : byName.get(name.toLowerCase(Locale.ROOT));
  }

  /** {@link Player#ability} without building the ability list: roles first, then the faction. */
  private static Ability ability(Player p, String verb) {
    for (Role r : p.roles()) {
      for (Ability a : r.abilities()) {
        if (a.verb().equalsIgnoreCase(verb)) {
          return a;
        }
      }
    }
    for (Ability a : p.factionAbilities()) {
      if (a.verb().equalsIgnoreCase(verb)) {
        return a;
      }
    }
    return null;
  }

  private static void pad(StringBuilder sb, String s, int width) {
    sb.append(s);
    for (int i = s.length(); i < width; i++) {
      sb.append(' ');
    }
  }

  private static String constant(Enum<?> e) {
    return e.name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  private static String count(OptionalInt n) {
    return n.isPresent() ? Integer.toString(n.getAsInt()) : "unlimited";
  }
}
