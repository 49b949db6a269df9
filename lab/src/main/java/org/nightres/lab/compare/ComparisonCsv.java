package org.nightres.lab.compare;

import java.util.ArrayList;
import java.util.List;
import org.nightres.core.Scheme;

/**
 * One CSV row per night of a study, for notebooks (RFC 4180, {@code \n} line ends; no field ever
 * needs quoting: names are letters, digits, {@code _ ' -}, and lists are joined with {@code ;}).
 *
 * <p>Columns: {@code night} (0-based index), {@code seed}, {@code players}, {@code actions},
 * {@code patterns} (pattern ids joined by {@code ;}, empty if none), then per scheme
 * {@code <scheme>_deaths} (names joined by {@code ;}, empty if nobody dies, {@code limit} if the
 * scheme hit its resolution limit) and {@code <scheme>_digest} (12 hex digits of the canonical
 * outcome, equal iff the end-of-night effects are equal, or {@code limit}), then per pair
 * {@code <a>_vs_<b>}: {@code 1} if the pair disagrees, {@code 0} if it agrees, empty if either
 * scheme hit its limit.
 */
public final class ComparisonCsv {
  private ComparisonCsv() {}

  /**
   * {@return the header line, with its newline}
   *
   * @param schemes the compared schemes, in column order
   */
  public static String header(List<Scheme> schemes) {
    List<String> cols = new ArrayList<>(List.of("night", "seed", "players", "actions", "patterns"));
    for (Scheme s : schemes) {
      cols.add(s.id() + "_deaths");
    }
    for (Scheme s : schemes) {
      cols.add(s.id() + "_digest");
    }
    for (SchemePair p : SchemeComparison.pairs(schemes)) {
      cols.add(p.first().id() + "_vs_" + p.second().id());
    }
    return String.join(",", cols) + "\n";
  }

  /**
   * {@return the row of one night, with its newline}
   *
   * @param r the night's record, its results in the header's scheme order
   */
  public static String row(NightRecord r) {
    StringBuilder sb = new StringBuilder(96);
    sb.append(r.index()).append(',').append(r.seed()).append(',').append(r.players()).append(',')
        .append(r.actions()).append(',').append(String.join(";", r.patternIds()));
    List<Scheme> schemes = new ArrayList<>();
    for (SchemeResult s : r.results()) {
      schemes.add(s.scheme());
      sb.append(',').append(s.limited() ? SchemeResult.LIMIT : String.join(";", s.deaths()));
    }
    for (SchemeResult s : r.results()) {
      sb.append(',').append(s.digest());
    }
    for (SchemePair p : SchemeComparison.pairs(schemes)) {
      int d = r.differences(p);
      sb.append(',').append(d < 0 ? "" : d == 0 ? "0" : "1");
    }
    return sb.append('\n').toString();
  }
}
