package org.nightres.lab.compare;

import com.google.common.hash.Hashing;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.nightres.core.Scheme;
import org.nightres.core.format.NightWriter;
import org.nightres.core.model.GameState;
import org.nightres.core.model.Life;
import org.nightres.core.model.Night;
import org.nightres.core.model.Player;
import org.nightres.core.outcome.Announcement;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Notice;
import org.nightres.core.outcome.Outcome;

/**
 * What one scheme made of one night: an {@link Outcome}, or a {@code limit} when its resolver
 * threw {@link org.nightres.core.ResolutionLimitException}. Carries the canonical keys two
 * results are compared by, one per {@link Aspect}: the deaths, the recruitments, the messages
 * (feedback, with where it landed when a swap or redirect moved it, and notices), the
 * announcements the deaths do not already make (one {@code death} announcement per death is the
 * deaths), and the next state (each player's {@code player} line and {@code state} lines as
 * {@code --state-out} writes them, and the groups' attributes; what the deaths and recruitments
 * already say left out: a dead-tonight player's {@code dead} line, a recruited player's
 * alignment). Two results differ in their messages or announcements when they differ as
 * multisets: the order a scheme lists them in is no end-of-night effect (a Witness learns of the
 * dead in the order they died, which a sequential scheme knows and RAR does not). The {@link
 * #digest()} hashes them in the outcome's documented order. Immutable.
 */
public final class SchemeResult {
  /** What {@link #digest()} and the CSV say for a limit. */
  public static final String LIMIT = "limit";

  private final Scheme scheme;
  private final Outcome outcome;
  private final String limitMessage;
  private final String deaths;
  private final String recruited;
  private final String messages;
  /** The messages sorted: the key of {@link #differences}. */
  private final String messageSet;
  /** The announcements the deaths do not make, in the outcome's order. */
  private final List<Announcement> announcements;
  private final String announced;
  /** {@link #announced} sorted: the key of {@link #differences}. */
  private final String announcedSet;
  /** The state the night started from; null when not known (every player counts as changed). */
  private final GameState start;
  /** The state cells that differ from the start's: the key of {@link #differences}. */
  private final Map<String, String> changed;
  private final String stateKey;
  /** The outcome's deaths and recruitments as sets: a cell asks of each changed player. */
  private final Set<String> died;
  private final Set<String> recruits;

  private SchemeResult(Scheme scheme, Outcome outcome, String limitMessage, GameState start) {
    this.scheme = Objects.requireNonNull(scheme, "scheme");
    this.outcome = outcome;
    this.limitMessage = limitMessage;
    this.start = start;
    if (outcome == null) {
      deaths = recruited = messages = messageSet = announced = announcedSet = stateKey = null;
      announcements = List.of();
      changed = Map.of();
      died = recruits = Set.of();
    } else {
      died = new HashSet<>(outcome.deaths());
      recruits = new HashSet<>(outcome.recruited());
      deaths = String.join(",", outcome.deaths());
      recruited = String.join(",", outcome.recruited());
      List<String> entries = new ArrayList<>();
      for (Feedback f : outcome.feedback()) {
        entries.add(f.player() + '\u001f' + f.ability() + '\u001f' + f.target() + '\u001f'
            + f.result() + (f.landed().equals(f.target()) ? "" : '\u001f' + f.landed())
            + '\u001e');
      }
      for (Notice n : outcome.notices()) {
        entries.add(n.player() + '\u001f' + n.message() + '\u001d');
      }
      messages = String.join("", entries);
      Collections.sort(entries);
      messageSet = String.join("", entries);
      announcements = unannounced(outcome);
      entries.clear();
      for (Announcement a : announcements) {
        entries.add(a.kind() + '\u001f' + a.player() + a.text().map(t -> '\u001f' + t).orElse("")
            + '\u001e');
      }
      announced = String.join("", entries);
      Collections.sort(entries);
      announcedSet = String.join("", entries);
      changed = changedCells();
      StringBuilder key = new StringBuilder();
      changed.forEach((label, cell) -> key.append(label).append('\u001f').append(cell)
          .append('\u001e'));
      stateKey = key.toString();
    }
  }

  /**
   * The outcome's announcements less one {@code death} announcement per death of the night (the
   * first of each dead player's); in one pass, a night of many deaths too.
   */
  private static List<Announcement> unannounced(Outcome outcome) {
    Map<String, Integer> toDrop = new HashMap<>();
    outcome.deaths().forEach(dead -> toDrop.merge(dead, 1, Integer::sum));
    List<Announcement> out = new ArrayList<>(outcome.announcements().size());
    for (Announcement a : outcome.announcements()) {
      Integer left = a.kind().equals(Announcement.DEATH) ? toDrop.get(a.player()) : null;
      if (left != null && left > 0) {
        toDrop.put(a.player(), left - 1);
        continue;
      }
      out.add(a);
    }
    return List.copyOf(out);
  }

  /** The label of player {@code name}'s state row. */
  static String stateLabel(String name) {
    return "state of " + name;
  }

  /** The label of group {@code group}'s state row. */
  static String groupLabel(String group) {
    return "state of group " + group;
  }

  /** Every state cell that differs from the start's, by label, players then groups. */
  private Map<String, String> changedCells() {
    GameState next = outcome.nextState();
    Map<String, String> out = new LinkedHashMap<>();
    for (int i = 0; i < next.players().size(); i++) {
      Player p = next.players().get(i);
      boolean same = start != null && i < start.players().size()
          && p.equals(start.players().get(i)) && next.state(i).equals(start.state(i));
      if (!same) {
        String cell = playerCell(next, i);
        if (start == null || i >= start.players().size() || !cell.equals(playerCell(start, i))) {
          out.put(stateLabel(p.name()), cell);
        }
      }
    }
    Set<String> groups = new TreeSet<>(next.groups().keySet());
    if (start != null) {
      groups.addAll(start.groups().keySet());
    }
    for (String g : groups) {
      String cell = groupCell(next, g);
      if (start == null || !cell.equals(groupCell(start, g))) {
        out.put(groupLabel(g), cell);
      }
    }
    return Collections.unmodifiableMap(out);
  }

  /**
   * Player {@code i} of {@code state} as a cell: his {@code player} line without the name, then
   * his {@code state} lines without {@code state <name>}, joined by {@code "; "}; without the
   * alignment of a player recruited tonight, nor the {@code dead} line of one who died tonight
   * (the recruited and deaths rows say so).
   */
  private String playerCell(GameState state, int i) {
    Player p = state.players().get(i);
    String line = NightWriter.playerLine(p).substring(("player " + p.name() + " ").length());
    if (recruits.contains(p.name())) {
      line = line.substring(p.alignment().length() + 1);
    }
    StringBuilder sb = new StringBuilder(line);
    boolean diedTonight = state.state(i).life() != Life.ALIVE
        && died.contains(p.name());
    String prefix = "state " + p.name() + " ";
    List<String> lines = NightWriter.stateLines(state, i);
    for (int k = diedTonight ? 1 : 0; k < lines.size(); k++) { // the life line comes first
      sb.append("; ").append(lines.get(k).substring(prefix.length()));
    }
    return sb.toString();
  }

  /** Group {@code g}'s attributes in {@code state} as a cell: {@code k=v, ...}, or {@code none}. */
  private static String groupCell(GameState state, String g) {
    Map<String, String> held = state.groups().get(g);
    if (held == null || held.isEmpty()) {
      return "none";
    }
    List<String> parts = new ArrayList<>();
    held.forEach((k, v) -> parts.add(k + "=" + v));
    return String.join(", ", parts);
  }

  /** The result of {@code scheme} among {@code results}. */
  static SchemeResult find(List<SchemeResult> results, Scheme scheme) {
    for (SchemeResult r : results) {
      if (r.scheme() == scheme) {
        return r;
      }
    }
    throw new IllegalArgumentException(scheme.id() + " was not compared");
  }

  /**
   * {@return a resolved night whose start is not known: every player's next state counts as
   * changed by the night} Prefer {@link #of(Night, Outcome)}.
   *
   * @param outcome the scheme's outcome
   */
  public static SchemeResult of(Outcome outcome) {
    return new SchemeResult(outcome.scheme(), outcome, null, null);
  }

  /**
   * {@return a resolved night}
   *
   * @param night the night resolved, with the state it starts from
   * @param outcome the scheme's outcome
   */
  public static SchemeResult of(Night night, Outcome outcome) {
    return new SchemeResult(outcome.scheme(), outcome, null, night.state());
  }

  /**
   * {@return a night the scheme could not resolve within its work budget}
   *
   * @param scheme the scheme
   * @param message what the scheme said when it gave up (its limit's message)
   */
  public static SchemeResult limit(Scheme scheme, String message) {
    return new SchemeResult(scheme, null, Objects.requireNonNull(message, "message"), null);
  }

  /** {@return the scheme that resolved, or tried to resolve, the night} */
  public Scheme scheme() {
    return scheme;
  }

  /** {@return whether the resolver hit its work budget on this night} */
  public boolean limited() {
    return outcome == null;
  }

  /** {@return the outcome; empty for a limit} */
  public Optional<Outcome> outcome() {
    return Optional.ofNullable(outcome);
  }

  /** {@return the resolver's message for a limit; empty for a resolved night} */
  public Optional<String> limitMessage() {
    return Optional.ofNullable(limitMessage);
  }

  /** {@return who dies, in declaration order; empty for a limit} */
  public List<String> deaths() {
    return outcome == null ? List.of() : outcome.deaths();
  }

  /**
   * {@return the announcements other than the one {@code death} announcement of each death, in
   * the outcome's order; empty for a limit}
   */
  public List<Announcement> announcements() {
    return announcements;
  }

  /**
   * {@return the cell of a state row ({@code state of P}, {@code state of group g}) for this
   * result: the next state's, whether or not the night changed it; {@code null} for a limit}
   *
   * @param label a row label of {@link #changedState()} of this or another result of the night
   * @param player the index of the player the row is about (every result of a night has the
   *     same players, in the same order), or -1 for a group's row
   */
  String stateCell(String label, int player) {
    if (outcome == null) {
      return null;
    }
    String cell = changed.get(label);
    if (cell != null) {
      return cell;
    }
    GameState next = outcome.nextState();
    return player >= 0 ? playerCell(next, player)
        : groupCell(next, label.substring(groupLabel("").length()));
  }

  /**
   * {@return the state rows the night changed under this scheme, by label ({@code state of P},
   * then {@code state of group g}), each with its cell; empty for a limit}
   */
  public Map<String, String> changedState() {
    return changed;
  }

  /**
   * {@return a short canonical digest of the end-of-night effects (12 hex digits of a 128-bit
   * Murmur3 hash of the deaths, recruitments, messages, and, when there are any, the
   * announcements the deaths do not make and the changed state): equal outcomes have equal
   * digests on every JVM; {@code limit} for a limit}
   */
  public String digest() {
    if (outcome == null) {
      return LIMIT;
    }
    String canonical = deaths + '\u001c' + recruited + '\u001c' + messages
        + (announced.isEmpty() ? "" : "\u001cA" + announced)
        + (stateKey.isEmpty() ? "" : "\u001cS" + stateKey);
    return Hashing.murmur3_128().hashString(canonical, StandardCharsets.UTF_8).toString()
        .substring(0, 12);
  }

  /**
   * The {@link Aspect}s on which this result and {@code other} disagree, as a mask of
   * {@code 1 << aspect.ordinal()}; 0 when they agree, -1 when either is a limit.
   *
   * @param other another scheme's result on the same night
   * @return the mask, 0 or -1
   */
  public int differences(SchemeResult other) {
    if (outcome == null || other.outcome == null) {
      return -1;
    }
    int mask = 0;
    if (!deaths.equals(other.deaths)) {
      mask |= Aspect.DEATHS.bit();
    }
    if (!recruited.equals(other.recruited)) {
      mask |= Aspect.RECRUITED.bit();
    }
    if (!messageSet.equals(other.messageSet)) {
      mask |= Aspect.FEEDBACK.bit();
    }
    if (!announcedSet.equals(other.announcedSet)) {
      mask |= Aspect.ANNOUNCEMENTS.bit();
    }
    if (!stateKey.equals(other.stateKey)) {
      mask |= Aspect.STATE.bit();
    }
    return mask;
  }

  /**
   * {@return whether both resolved and some end-of-night effect differs}
   *
   * @param other another scheme's result on the same night
   */
  public boolean disagrees(SchemeResult other) {
    return differences(other) > 0;
  }

  @Override
  public String toString() {
    return scheme.id() + (outcome == null ? ": limit" : ": deaths " + deaths);
  }
}
