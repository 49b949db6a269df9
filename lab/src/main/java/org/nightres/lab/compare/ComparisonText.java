package org.nightres.lab.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.nightres.core.Scheme;

/**
 * The plain-text renderings of comparisons, for moderators and for research logs: one night side
 * by side, and a study's report. ASCII only; {@code \n} line ends; the same input always gives
 * the same bytes (no locale, no clock).
 */
public final class ComparisonText {
  /** The mark at the end of a row on which some schemes disagree. */
  public static final String MARK = "*";

  private ComparisonText() {}

  /**
   * One night side by side:
   *
   * <pre>
   * double-bus-driver.night: 6 players, 3 actions
   * patterns: swap, double-swap
   *
   *              rar    snarf  nar
   * deaths       B      B      A      *
   *
   * agree:  rar = snarf
   * differ: rar vs nar (deaths); snarf vs nar (deaths)
   * </pre>
   *
   * <p>A pair's {@code differ:} entry names at most {@value #LISTED_ROWS} rows, then the number of
   * the others it differs on (every one is marked in the table).
   *
   * Rows: deaths, recruited (only when some scheme recruits), one row per kind of announcement
   * (only when some scheme announces more than its deaths), one row per feedback entry and
   * notice, one row per player or group whose next state differs; {@code -} where a scheme has no such entry, {@code limit} for a scheme that hit its
   * resolution limit; {@value #MARK} at the end of a row on which two schemes that resolved the
   * night disagree. Ends with a newline.
   *
   * @param c the night's comparison
   * @param title what the first line calls the night, e.g. its file name
   * @return the table, ending with a newline
   */
  public static String render(NightComparison c, String title) {
    StringBuilder sb = new StringBuilder();
    sb.append(title).append(": ").append(c.night().players().size()).append(" players, ")
        .append(c.night().actions().size()).append(c.night().actions().size() == 1 ? " action" : " actions")
        .append('\n');
    sb.append("patterns: ").append(c.patterns().isEmpty() ? "none"
        : String.join(", ", c.patterns().stream().map(InteractionPattern::id).toList())).append("\n\n");
    List<Scheme> schemes = c.schemes();
    List<List<String>> table = new ArrayList<>();
    List<String> head = new ArrayList<>();
    head.add("");
    schemes.forEach(s -> head.add(s.id()));
    head.add("");
    table.add(head);
    for (ComparisonRow r : c.rows()) {
      List<String> line = new ArrayList<>();
      line.add(r.label());
      schemes.forEach(s -> line.add(r.cell(s)));
      line.add(r.differs() ? MARK : "");
      table.add(line);
    }
    columns(sb, table, "", "");
    sb.append('\n');
    for (SchemeResult r : c.results()) {
      r.limitMessage().ifPresent(m -> sb.append("limit:  ").append(r.scheme().id())
          .append(" could not resolve the night: ").append(m).append('\n'));
    }
    List<String> agree = new ArrayList<>();
    List<String> differ = new ArrayList<>();
    for (SchemePair p : c.pairs()) {
      if (c.limited(p)) {
        continue;
      }
      if (c.disagree(p)) {
        List<String> labels = c.differences(p).stream().map(ComparisonRow::label).toList();
        differ.add(p.label() + " (" + listed(labels) + ")");
      } else {
        agree.add(p.first().id() + " = " + p.second().id());
      }
    }
    if (differ.isEmpty() && !c.anyLimit()) {
      sb.append("All schemes agree.\n");
      return sb.toString();
    }
    if (!agree.isEmpty()) {
      sb.append("agree:  ").append(String.join("; ", agree)).append('\n');
    }
    if (!differ.isEmpty()) {
      sb.append("differ: ").append(String.join("; ", differ)).append('\n');
    }
    return sb.toString();
  }

  /**
   * {@return a study's report: the settings, resolution limits, each pair's disagreement share and
   * on which aspects, the shares per interaction pattern, and the shrunk smallest disagreeing
   * nights (file names relative to {@code outDir})} Ends with a newline.
   *
   * @param report the study's report
   * @param outDir the directory the shrunk nights are written to, as the reader should see it
   */
  public static String render(ComparisonReport report, String outDir) {
    StringBuilder sb = new StringBuilder();
    Study study = report.study();
    sb.append("nightres compare ").append(study.flags()).append('\n');
    sb.append(report.nights()).append(" generated nights; night i uses seed ")
        .append(study.first().seed()).append(" + i; schemes: ")
        .append(String.join(", ", report.schemes().stream().map(Scheme::id).toList()))
        .append("\n\n");

    List<String> limits = new ArrayList<>();
    for (Scheme s : report.schemes()) {
      if (report.limits(s) > 0) {
        limits.add(s.id() + " " + report.limits(s) + " (first: night " + report.firstLimit(s) + ")");
      }
    }
    sb.append("Resolution limits: ").append(limits.isEmpty() ? "none" : String.join(", ", limits))
        .append("\n\n");

    sb.append("Disagreement: share of the nights both schemes resolved on which they differ\n");
    List<List<String>> table = new ArrayList<>();
    List<String> head = new ArrayList<>(List.of("pair", "nights", "disagree", "share"));
    for (Aspect a : Aspect.values()) {
      head.add(a.id());
    }
    boolean showLimits = report.pairs().stream().anyMatch(p -> report.limited(p) > 0);
    if (showLimits) {
      head.add("limit");
    }
    table.add(head);
    for (SchemePair p : report.pairs()) {
      ComparisonReport.Share s = report.overall(p);
      List<String> line = new ArrayList<>(List.of(p.label(), Long.toString(s.nights()),
          Long.toString(s.disagreeing()), percent(s)));
      for (Aspect a : Aspect.values()) {
        line.add(Long.toString(report.disagreeingOn(p, a)));
      }
      if (showLimits) {
        line.add(Long.toString(report.limited(p)));
      }
      table.add(line);
    }
    columns(sb, table, "  ", "lrrrrrrrrr");
    sb.append("  (deaths, recruited, feedback (and notices), announcements, state: disagreeing nights"
        + " on which that effect differs)\n\n");

    sb.append("By interaction pattern: share of the nights with the pattern on which the pair differs\n");
    table = new ArrayList<>();
    List<String> patternHead = new ArrayList<>(List.of("pattern", "nights"));
    report.pairs().forEach(p -> patternHead.add(p.label()));
    table.add(patternHead);
    for (InteractionPattern pt : InteractionPattern.values()) {
      List<String> line = new ArrayList<>(List.of(pt.id(), Long.toString(report.nightsWith(pt))));
      report.pairs().forEach(p -> line.add(percent(report.with(p, pt))));
      table.add(line);
    }
    List<String> none = new ArrayList<>(List.of("(none)", Long.toString(report.nightsWithoutPatterns())));
    report.pairs().forEach(p -> none.add(percent(report.withoutPatterns(p))));
    table.add(none);
    List<String> all = new ArrayList<>(List.of("(all)", Long.toString(report.nights())));
    report.pairs().forEach(p -> all.add(percent(report.overall(p))));
    table.add(all);
    columns(sb, table, "  ", "lrrrr");
    sb.append('\n');

    List<MinimalNight> minimal = report.minimalNights();
    if (minimal.isEmpty()) {
      sb.append("No disagreeing night: nothing to shrink.\n");
      return sb.toString();
    }
    sb.append("Smallest disagreeing nights, shrunk to 1-minimal (in ").append(outDir).append("):\n");
    table = new ArrayList<>();
    table.add(List.of("file", "actions", "from", "differ on"));
    for (MinimalNight m : minimal) {
      List<String> labels = m.differences().stream().map(ComparisonRow::label).toList();
      table.add(List.of(m.fileName(), Integer.toString(m.night().actions().size()),
          "night " + m.sourceIndex() + " (" + m.sourceActions() + ")",
          String.join(", ", labels) + (m.patternNeeded() ? "" : "  [pattern not needed]")));
    }
    columns(sb, table, "  ", "lr");
    if (minimal.stream().anyMatch(m -> !m.patternNeeded())) {
      sb.append("  [pattern not needed]: the ").append(SchemeComparison.CANDIDATES)
          .append(" smallest disagreeing nights with the pattern all kept disagreeing\n"
              + "  once shrunk without it; the file is the first of them, shrunk.\n");
    }
    return sb.toString();
  }

  /** {@code 12.3%}; {@code -} when there are no nights. */
  static String percent(ComparisonReport.Share s) {
    if (s.nights() == 0) {
      return "-";
    }
    return String.format(Locale.ROOT, "%.1f%%", 100.0 * s.share());
  }

  /**
   * The longest cell that sets its column's width; a longer one (the deaths of a night of
   * thousands of players) runs on past its column, in its row only: else every row of the table
   * would be padded to its length, an output quadratic in the size of the night.
   */
  static final int WIDEST_ALIGNED = 80;

  /** The most rows a pair's {@code differ:} entry names; the table marks every one. */
  static final int LISTED_ROWS = 12;

  /**
   * The rows a pair differs on, at most {@link #LISTED_ROWS} of them by name and the number of
   * the others ("and 312 more rows"): on a night of thousands of players the table marks them,
   * and the summary stays one line a person reads.
   */
  static String listed(List<String> labels) {
    if (labels.size() <= LISTED_ROWS) {
      return String.join(", ", labels);
    }
    int more = labels.size() - LISTED_ROWS;
    return String.join(", ", labels.subList(0, LISTED_ROWS)) + " and " + more
        + (more == 1 ? " more row" : " more rows");
  }

  /**
   * Columns two spaces apart, each left- or right-aligned by the {@code l}/{@code r} at its
   * index in {@code align} (left beyond its end), as wide as its widest cell of at most
   * {@value #WIDEST_ALIGNED} characters; no trailing spaces.
   */
  private static void columns(StringBuilder sb, List<List<String>> table, String indent, String align) {
    int cols = 0;
    for (List<String> row : table) {
      cols = Math.max(cols, row.size());
    }
    int[] width = new int[cols];
    for (List<String> row : table) {
      for (int i = 0; i < row.size(); i++) {
        int length = row.get(i).length();
        width[i] = Math.max(width[i], length <= WIDEST_ALIGNED ? length : 0);
      }
    }
    for (List<String> row : table) {
      StringBuilder line = new StringBuilder(indent);
      for (int i = 0; i < row.size(); i++) {
        String cell = row.get(i);
        String fill = " ".repeat(Math.max(0, width[i] - cell.length()));
        if (i > 0) {
          line.append("  ");
        }
        boolean right = i < align.length() && align.charAt(i) == 'r';
        line.append(right ? fill + cell : cell + fill);
      }
      sb.append(line.toString().stripTrailing()).append('\n');
    }
  }
}
