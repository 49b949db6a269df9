package org.nightres.lab.compare;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.nightres.core.Scheme;

/**
 * One line of a side-by-side comparison: an end-of-night question ("who dies?", "what does T
 * learn about V?") and each scheme's answer. Immutable.
 */
public final class ComparisonRow {
  /** A cell for a scheme that gave no such entry (e.g. no fruit reached this player). */
  public static final String ABSENT = "-";
  /** A cell for a scheme that hit its resolution limit. */
  public static final String LIMIT = SchemeResult.LIMIT;

  /** What a row is about. */
  public enum Kind {
    /** Who dies; cells are names joined by {@code ", "}, or {@code none}. */
    DEATHS,
    /** Who is recruited; shown only when some scheme recruits. */
    RECRUITED,
    /** One feedback entry: an information result, or fruit received. */
    FEEDBACK,
    /** One private notice. */
    NOTICE,
    /**
     * One kind of public announcement ({@code poisoned}, {@code cured}, {@code announce}...):
     * cells are the players it is about (with the text of a text), or {@code none}; shown only
     * when some scheme announces that kind. One {@code death} announcement per death is the
     * deaths row, not one of these.
     */
    ANNOUNCEMENT,
    /**
     * One player's next state ({@code state of P}) or one group's attributes ({@code state of
     * group g}); shown only when two schemes that resolved the night differ on it.
     */
    STATE
  }

  private final Kind kind;
  private final String label;
  private final Map<Scheme, String> cells;
  private final Map<Scheme, Boolean> limited;

  ComparisonRow(Kind kind, String label, Map<Scheme, String> cells, Map<Scheme, Boolean> limited) {
    this.kind = Objects.requireNonNull(kind);
    this.label = Objects.requireNonNull(label);
    this.cells = Collections.unmodifiableMap(new EnumMap<>(cells));
    this.limited = Collections.unmodifiableMap(new EnumMap<>(limited));
  }

  /** {@return what this row is about} */
  public Kind kind() {
    return kind;
  }

  /**
   * {@return {@code deaths}, {@code recruited}, {@code announced K}, {@code T track V}, {@code
   * fruit to C}, {@code notice to B}, {@code state of P}, {@code state of group g}}
   */
  public String label() {
    return label;
  }

  /** {@return each compared scheme's answer, in scheme order} */
  public Map<Scheme, String> cells() {
    return cells;
  }

  /**
   * {@return this scheme's answer}
   *
   * @param scheme one of the compared schemes
   */
  public String cell(Scheme scheme) {
    return cells.get(scheme);
  }

  /**
   * {@return whether two schemes that both resolved the night answer this row differently}
   *
   * @param a one of the compared schemes
   * @param b another
   */
  public boolean differs(Scheme a, Scheme b) {
    return !limited.get(a) && !limited.get(b) && !cells.get(a).equals(cells.get(b));
  }

  /**
   * {@return whether some two of the schemes that resolved the night answer this row differently}
   */
  public boolean differs() {
    List<Scheme> schemes = List.copyOf(cells.keySet());
    for (int i = 0; i < schemes.size(); i++) {
      for (int j = i + 1; j < schemes.size(); j++) {
        if (differs(schemes.get(i), schemes.get(j))) {
          return true;
        }
      }
    }
    return false;
  }

  @Override
  public String toString() {
    return label + " " + cells;
  }
}
