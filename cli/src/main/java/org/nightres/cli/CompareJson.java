package org.nightres.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import org.nightres.core.Scheme;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Notice;
import org.nightres.core.outcome.Outcome;
import org.nightres.lab.compare.Aspect;
import org.nightres.lab.compare.ComparisonReport;
import org.nightres.lab.compare.ComparisonRow;
import org.nightres.lab.compare.InteractionPattern;
import org.nightres.lab.compare.MinimalNight;
import org.nightres.lab.compare.NightComparison;
import org.nightres.lab.compare.SchemePair;
import org.nightres.lab.compare.SchemeResult;

/**
 * The JSON renderings of {@code nightres compare} ({@code docs/comparing-schemes.md}): one night
 * side by side, or a study's report. Keys in a fixed order; {@code \n} line ends; shares rounded
 * to six decimals; same input, same bytes.
 */
final class CompareJson {

  private CompareJson() {}

  /** One night: schemes, patterns, each scheme's outcome, the rows, the pairs. */
  static String render(NightComparison c, String file) {
    return Json.write(night(c, file));
  }

  /**
   * A game's nights: the last night's object, with {@code nights}, every night's object in
   * order (the last one included).
   */
  static String render(java.util.List<NightComparison> nights, java.util.List<String> files) {
    ObjectNode root = night(nights.get(nights.size() - 1), files.get(files.size() - 1));
    ArrayNode all = root.putArray("nights");
    for (int i = 0; i < nights.size(); i++) {
      all.add(night(nights.get(i), files.get(i)));
    }
    return Json.write(root);
  }

  private static ObjectNode night(NightComparison c, String file) {
    ObjectNode root = Json.object();
    root.put("file", file);
    ArrayNode schemes = root.putArray("schemes");
    c.schemes().forEach(s -> schemes.add(s.id()));
    ArrayNode patterns = root.putArray("patterns");
    c.patterns().forEach(p -> patterns.add(p.id()));
    ObjectNode outcomes = root.putObject("outcomes");
    for (SchemeResult r : c.results()) {
      ObjectNode o = outcomes.putObject(r.scheme().id());
      if (r.limited()) {
        o.put("limit", r.limitMessage().orElseThrow());
        continue;
      }
      Outcome out = r.outcome().orElseThrow();
      ArrayNode deaths = o.putArray("deaths");
      out.deaths().forEach(deaths::add);
      ArrayNode recruited = o.putArray("recruited");
      out.recruited().forEach(recruited::add);
      ArrayNode feedback = o.putArray("feedback");
      for (Feedback f : out.feedback()) {
        feedback.addObject().put("player", f.player()).put("ability", f.ability())
            .put("target", OutcomeJson.nobody(f.target()))
            .put("landed", OutcomeJson.nobody(f.landed())).put("result", f.result());
      }
      ArrayNode notices = o.putArray("notices");
      for (Notice n : out.notices()) {
        notices.addObject().put("player", n.player()).put("message", n.message());
      }
      o.put("digest", r.digest());
    }
    ArrayNode rows = root.putArray("rows");
    for (ComparisonRow row : c.rows()) {
      ObjectNode o = rows.addObject();
      o.put("row", row.label());
      o.put("kind", row.kind().name().toLowerCase(java.util.Locale.ROOT));
      ObjectNode values = o.putObject("values");
      row.cells().forEach((s, v) -> values.put(s.id(), v));
      o.put("differs", row.differs());
    }
    ArrayNode pairs = root.putArray("pairs");
    for (SchemePair p : c.pairs()) {
      ObjectNode o = pairs.addObject();
      ArrayNode two = o.putArray("schemes");
      two.add(p.first().id()).add(p.second().id());
      o.put("agreement", c.limited(p) ? "limit" : c.disagree(p) ? "differ" : "agree");
      ArrayNode on = o.putArray("differences");
      c.differences(p).forEach(r -> on.add(r.label()));
    }
    return root;
  }

  /** A study's report. */
  static String render(ComparisonReport report, String outDir) {
    ObjectNode root = Json.object();
    root.put("command", "nightres compare " + report.study().flags());
    root.put("nights", report.nights());
    root.put("players", report.study().first().players());
    root.put("seed", report.study().first().seed());
    root.put("rules", report.study().first().rules());
    root.put("mix", report.study().first().mix().id());
    root.put("pattern", report.study().first().pattern().id());
    root.put("activity", report.study().first().activity());
    ArrayNode schemes = root.putArray("schemes");
    report.schemes().forEach(s -> schemes.add(s.id()));
    ObjectNode limits = root.putObject("limits");
    for (Scheme s : report.schemes()) {
      limits.put(s.id(), report.limits(s));
    }
    ObjectNode patterns = root.putObject("patterns");
    for (InteractionPattern p : InteractionPattern.values()) {
      patterns.putObject(p.id()).put("nights", report.nightsWith(p)).put("definition", p.definition());
    }
    root.put("nightsWithoutPatterns", report.nightsWithoutPatterns());
    ArrayNode pairs = root.putArray("pairs");
    for (SchemePair p : report.pairs()) {
      ObjectNode o = pairs.addObject();
      ArrayNode two = o.putArray("schemes");
      two.add(p.first().id()).add(p.second().id());
      share(o, report.overall(p));
      o.put("limit", report.limited(p));
      ObjectNode aspects = o.putObject("aspects");
      for (Aspect a : Aspect.values()) {
        aspects.put(a.id(), report.disagreeingOn(p, a));
      }
      ObjectNode by = o.putObject("patterns");
      for (InteractionPattern pt : InteractionPattern.values()) {
        share(by.putObject(pt.id()), report.with(p, pt));
      }
      share(o.putObject("withoutPatterns"), report.withoutPatterns(p));
    }
    root.put("out", outDir);
    ArrayNode minimal = root.putArray("minimalNights");
    for (MinimalNight m : report.minimalNights()) {
      ObjectNode o = minimal.addObject();
      o.put("file", m.fileName());
      ArrayNode two = o.putArray("schemes");
      two.add(m.pair().first().id()).add(m.pair().second().id());
      o.put("pattern", m.group());
      o.put("patternNeeded", m.patternNeeded());
      o.put("actions", m.night().actions().size());
      o.put("sourceNight", m.sourceIndex());
      o.put("sourceSeed", report.study().seed(m.sourceIndex()));
      o.put("sourceActions", m.sourceActions());
      ArrayNode differences = o.putArray("differences");
      for (ComparisonRow r : m.differences()) {
        ObjectNode d = differences.addObject();
        d.put("row", r.label());
        ObjectNode values = d.putObject("values");
        values.put(m.pair().first().id(), r.cell(m.pair().first()));
        values.put(m.pair().second().id(), r.cell(m.pair().second()));
      }
    }
    return Json.write(root);
  }

  private static void share(ObjectNode o, ComparisonReport.Share s) {
    o.put("nights", s.nights());
    o.put("disagree", s.disagreeing());
    o.put("share", BigDecimal.valueOf(Math.round(s.share() * 1e6), 6).stripTrailingZeros());
  }
}
