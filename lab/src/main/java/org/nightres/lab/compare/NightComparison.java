package org.nightres.lab.compare;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.nightres.core.Scheme;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Notice;
import org.nightres.core.outcome.Outcome;

/**
 * Every compared scheme's result on one night, side by side: the {@link ComparisonRow}s
 * (deaths, recruitments when any, one row per kind of announcement that some scheme makes beyond
 * the deaths, one row per feedback entry and notice, one row per player or group whose next
 * state two schemes leave differently), which pairs agree, and the night's {@link
 * InteractionPattern}s. Immutable.
 *
 * <p>Feedback rows are matched across schemes by who receives them, the verb and the written
 * target (a repeated entry gets {@code #2}, {@code #3}...), and listed in the order the schemes
 * report them (the first scheme's order, others' extra entries after the entry that precedes them
 * there). The values of a repeated entry (two notices to one player) are numbered in text order,
 * so that two schemes that send the same messages in another order agree row by row, as they do
 * in {@link SchemeResult#differences}.
 */
public final class NightComparison {
  private final Night night;
  private final List<SchemeResult> results;
  private final Set<InteractionPattern> patterns;
  private final List<ComparisonRow> rows;

  NightComparison(Night night, List<SchemeResult> results, Set<InteractionPattern> patterns) {
    this.night = Objects.requireNonNull(night);
    this.results = List.copyOf(results);
    this.patterns = patterns;
    this.rows = Collections.unmodifiableList(buildRows(night, this.results));
  }

  /** {@return the compared night} */
  public Night night() {
    return night;
  }

  /** {@return the compared schemes, in scheme order} */
  public List<Scheme> schemes() {
    List<Scheme> out = new ArrayList<>();
    results.forEach(r -> out.add(r.scheme()));
    return out;
  }

  /** {@return each scheme's result, in scheme order} */
  public List<SchemeResult> results() {
    return results;
  }

  /**
   * {@return this scheme's result}
   *
   * @param scheme one of the compared schemes
   */
  public SchemeResult result(Scheme scheme) {
    return SchemeResult.find(results, scheme);
  }

  /** {@return the night's interaction patterns, in enum order} */
  public Set<InteractionPattern> patterns() {
    return patterns;
  }

  /**
   * {@return the rows: deaths, recruitments (when some scheme recruits), announcements (when some
   * scheme announces more than its deaths), feedback, notices, next states (when they differ)}
   */
  public List<ComparisonRow> rows() {
    return rows;
  }

  /** {@return every pair of compared schemes, in scheme order} */
  public List<SchemePair> pairs() {
    return SchemeComparison.pairs(schemes());
  }

  /**
   * {@return whether both schemes resolved the night and some end-of-night effect differs}
   *
   * @param pair a pair of the compared schemes
   */
  public boolean disagree(SchemePair pair) {
    return result(pair.first()).disagrees(result(pair.second()));
  }

  /**
   * {@return whether either scheme of the pair hit its resolution limit}
   *
   * @param pair a pair of the compared schemes
   */
  public boolean limited(SchemePair pair) {
    return result(pair.first()).limited() || result(pair.second()).limited();
  }

  /**
   * {@return the rows on which the pair disagrees (empty if it agrees or either scheme hit a
   * limit)}
   *
   * @param pair a pair of the compared schemes
   */
  public List<ComparisonRow> differences(SchemePair pair) {
    List<ComparisonRow> out = new ArrayList<>();
    for (ComparisonRow r : rows) {
      if (r.differs(pair.first(), pair.second())) {
        out.add(r);
      }
    }
    return out;
  }

  /** {@return whether some two schemes that resolved the night disagree} */
  public boolean anyDisagreement() {
    return pairs().stream().anyMatch(this::disagree);
  }

  /** {@return whether some scheme hit its resolution limit} */
  public boolean anyLimit() {
    return results.stream().anyMatch(SchemeResult::limited);
  }

  // ---- rows ----------------------------------------------------------------------------------

  private static List<ComparisonRow> buildRows(Night night, List<SchemeResult> results) {
    Map<Scheme, Boolean> limited = new EnumMap<>(Scheme.class);
    results.forEach(r -> limited.put(r.scheme(), r.limited()));
    List<ComparisonRow> rows = new ArrayList<>();
    rows.add(listRow(ComparisonRow.Kind.DEATHS, "deaths", results, limited, Outcome::deaths));
    boolean recruits = results.stream().anyMatch(
        r -> r.outcome().map(o -> !o.recruited().isEmpty()).orElse(false));
    if (recruits) {
      rows.add(listRow(ComparisonRow.Kind.RECRUITED, "recruited", results, limited,
          Outcome::recruited));
    }
    rows.addAll(announcementRows(night, results, limited));
    // one keyed entry list per scheme, merged into one order
    Map<Scheme, Map<String, String>> values = new EnumMap<>(Scheme.class);
    Map<String, ComparisonRow.Kind> kinds = new HashMap<>();
    Order order = new Order();
    for (SchemeResult r : results) {
      Map<String, String> mine = new HashMap<>();
      values.put(r.scheme(), mine);
      if (r.limited()) {
        continue;
      }
      Outcome o = r.outcome().orElseThrow();
      List<String> bases = new ArrayList<>();
      Map<String, List<String>> valuesOf = new HashMap<>(); // base -> its values, in text order
      for (Feedback f : o.feedback()) {
        boolean fruit = f.result().equals(Feedback.RECEIVED_FRUIT);
        String base = fruit
            ? f.ability() + " to " + f.player()
            : f.player() + " " + f.ability() + " " + f.target();
        bases.add(base);
        String landed = f.landed().equals(f.target()) ? "" : " (landed on " + f.landed() + ")";
        valuesOf.computeIfAbsent(base, b -> new ArrayList<>())
            .add((fruit ? "received" : f.result()) + landed);
        kinds.put(base, ComparisonRow.Kind.FEEDBACK);
      }
      for (Notice n : o.notices()) {
        String base = "notice to " + n.player();
        bases.add(base);
        valuesOf.computeIfAbsent(base, b -> new ArrayList<>()).add(n.message());
        kinds.put(base, ComparisonRow.Kind.NOTICE);
      }
      valuesOf.values().forEach(Collections::sort);
      Map<String, Integer> seen = new HashMap<>();
      List<String> keys = new ArrayList<>();
      for (String base : bases) {
        String key = numbered(base, seen);
        mine.put(key, valuesOf.get(base).get(seen.get(base) - 1));
        kinds.put(key, kinds.get(base));
        keys.add(key);
      }
      order.merge(keys);
    }
    for (String key : order.keys()) {
      Map<Scheme, String> cells = new EnumMap<>(Scheme.class);
      for (SchemeResult r : results) {
        cells.put(r.scheme(), r.limited() ? ComparisonRow.LIMIT
            : values.get(r.scheme()).getOrDefault(key, ComparisonRow.ABSENT));
      }
      rows.add(new ComparisonRow(kinds.get(key), key, cells, limited));
    }
    rows.addAll(stateRows(results, limited));
    return rows;
  }

  /**
   * One row per kind of announcement some scheme makes beyond its deaths, kinds in the order the
   * schemes announce them: the players it is about in declaration order ({@code P "text"} for a
   * text), {@code none} for a scheme that does not announce it.
   */
  private static List<ComparisonRow> announcementRows(Night night, List<SchemeResult> results,
      Map<Scheme, Boolean> limited) {
    Order kinds = new Order();
    for (SchemeResult r : results) {
      kinds.merge(r.announcements().stream().map(a -> a.kind()).distinct().toList());
    }
    List<ComparisonRow> rows = new ArrayList<>();
    for (String kind : kinds.keys()) {
      Map<Scheme, String> cells = new EnumMap<>(Scheme.class);
      for (SchemeResult r : results) {
        List<org.nightres.core.outcome.Announcement> of = new ArrayList<>();
        r.announcements().forEach(a -> {
          if (a.kind().equals(kind)) {
            of.add(a);
          }
        });
        of.sort(java.util.Comparator.comparingInt(
                (org.nightres.core.outcome.Announcement a) -> night.state().indexOf(a.player()))
            .thenComparing(a -> a.text().orElse("")));
        List<String> told = new ArrayList<>();
        of.forEach(a -> told.add(a.player() + a.text().map(t -> " \"" + t + "\"").orElse("")));
        cells.put(r.scheme(), r.limited() ? ComparisonRow.LIMIT
            : told.isEmpty() ? "none" : String.join(", ", told));
      }
      rows.add(new ComparisonRow(ComparisonRow.Kind.ANNOUNCEMENT, "announced " + kind, cells,
          limited));
    }
    return rows;
  }

  /**
   * One row per player (in declaration order), then per group, whose next state two schemes that
   * resolved the night leave differently; a row no two schemes differ on is left out.
   */
  private static List<ComparisonRow> stateRows(List<SchemeResult> results,
      Map<Scheme, Boolean> limited) {
    java.util.Set<String> labels = new java.util.HashSet<>();
    results.forEach(r -> labels.addAll(r.changedState().keySet()));
    List<String> ordered = new ArrayList<>();
    Map<String, Integer> playerAt = new HashMap<>(); // a player's row: his index
    for (SchemeResult r : results) { // every result of a night has the same players and order
      if (!r.limited()) {
        List<org.nightres.core.model.Player> players =
            r.outcome().orElseThrow().nextState().players();
        for (int i = 0; i < players.size(); i++) {
          String label = SchemeResult.stateLabel(players.get(i).name());
          if (labels.remove(label)) {
            ordered.add(label);
            playerAt.put(label, i);
          }
        }
        break;
      }
    }
    ordered.addAll(new java.util.TreeSet<>(labels)); // the groups, by name
    List<ComparisonRow> rows = new ArrayList<>();
    for (String label : ordered) {
      Map<Scheme, String> cells = new EnumMap<>(Scheme.class);
      int player = playerAt.getOrDefault(label, -1);
      for (SchemeResult r : results) {
        cells.put(r.scheme(), r.limited() ? ComparisonRow.LIMIT : r.stateCell(label, player));
      }
      ComparisonRow row = new ComparisonRow(ComparisonRow.Kind.STATE, label, cells, limited);
      if (row.differs()) {
        rows.add(row);
      }
    }
    return rows;
  }

  private static ComparisonRow listRow(ComparisonRow.Kind kind, String label,
      List<SchemeResult> results, Map<Scheme, Boolean> limited,
      java.util.function.Function<Outcome, List<String>> names) {
    Map<Scheme, String> cells = new EnumMap<>(Scheme.class);
    for (SchemeResult r : results) {
      cells.put(r.scheme(), r.outcome().map(o -> {
        List<String> l = names.apply(o);
        return l.isEmpty() ? "none" : String.join(", ", l);
      }).orElse(ComparisonRow.LIMIT));
    }
    return new ComparisonRow(kind, label, cells, limited);
  }

  private static String numbered(String base, Map<String, Integer> seen) {
    int n = seen.merge(base, 1, Integer::sum);
    return n == 1 ? base : base + " #" + n;
  }

  /**
   * Keys in a merged order: each list's keys that are new go right after the key that precedes
   * them in that list. A linked list with an index: linear in the number of keys.
   */
  private static final class Order {
    private static final class Node {
      final String key;
      Node next;

      Node(String key) {
        this.key = key;
      }
    }

    private final Node head = new Node(null);
    private final Map<String, Node> index = new HashMap<>();

    void merge(List<String> keys) {
      Node prev = head;
      for (String k : keys) {
        Node node = index.get(k);
        if (node == null) {
          node = new Node(k);
          node.next = prev.next;
          prev.next = node;
          index.put(k, node);
        }
        prev = node;
      }
    }

    List<String> keys() {
      List<String> out = new ArrayList<>(index.size());
      for (Node n = head.next; n != null; n = n.next) {
        out.add(n.key);
      }
      return out;
    }
  }
}
