package org.nightres.lab.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.nightres.core.NightResolver;
import org.nightres.core.ResolutionLimitException;
import org.nightres.core.Scheme;
import org.nightres.core.model.Action;
import org.nightres.core.model.ImmutableNight;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Notice;
import org.nightres.core.outcome.Outcome;
import org.nightres.lab.generate.GeneratorConfig;
import org.nightres.lab.generate.Mix;
import org.nightres.lab.generate.TargetingPattern;

/**
 * The comparison machinery with toy resolvers (core sees no engine): rows, limits, the tally,
 * the CSV, thread independence and the minimality of shrunk nights. The real engines are
 * compared in the cli module's tests.
 */
class SchemeComparisonTest {

  /** A toy scheme: the players that {@code deaths} names die; a Cop always learns "guilty". */
  record Toy(Scheme scheme, Function<Night, List<String>> deaths) implements NightResolver {
    @Override
    public Outcome resolve(Night night) {
      List<String> dead = deaths.apply(night);
      List<String> ordered = new ArrayList<>();
      night.players().forEach(p -> {
        if (dead.contains(p.name())) {
          ordered.add(p.name());
        }
      });
      List<Feedback> feedback = new ArrayList<>();
      for (Action a : sorted(night)) {
        if (a.verb().equals("investigate")) {
          feedback.add(Feedback.of(a.actor(), "investigate", a.targets().get(0), Feedback.GUILTY));
        }
      }
      return Outcome.builder().scheme(scheme).deaths(ordered).feedback(feedback)
          .nextState(night.state().atNight(night.number() + 1)).build();
    }
  }

  static List<Action> sorted(Night night) {
    List<Action> l = new ArrayList<>(night.actions());
    l.sort((a, b) -> Integer.compare(a.submissionIndex(), b.submissionIndex()));
    return l;
  }

  static List<String> killed(Night night, int skip) {
    List<String> out = new ArrayList<>();
    int seen = 0;
    for (Action a : sorted(night)) {
      if (a.verb().endsWith("kill") && seen++ >= skip) {
        out.add(a.targets().get(0));
      }
    }
    return out;
  }

  /** rar: every kill target dies; snarf: the same, but a limit above 9 actions; nar: all but the first. */
  static final SchemeComparison TOYS = SchemeComparison.of(List.of(
      new Toy(Scheme.NAR, n -> killed(n, 1)),
      new Toy(Scheme.RAR, n -> killed(n, 0)),
      new Toy(Scheme.SNARF, n -> {
        if (n.actions().size() > 9) {
          throw new ResolutionLimitException("too many", List.of());
        }
        return killed(n, 0);
      })));

  static final SchemePair RAR_SNARF = new SchemePair(Scheme.RAR, Scheme.SNARF);
  static final SchemePair RAR_NAR = new SchemePair(Scheme.RAR, Scheme.NAR);
  static final SchemePair SNARF_NAR = new SchemePair(Scheme.SNARF, Scheme.NAR);

  static Study study(int nights) {
    return new Study(nights, GeneratorConfig.builder().players(12).seed(5).mix(Mix.DENSE)
        .pattern(TargetingPattern.ADVERSARIAL).build());
  }

  @Test
  void schemesComeInSchemeOrderAndPairsFollow() {
    assertEquals(List.of(Scheme.RAR, Scheme.SNARF, Scheme.NAR), TOYS.schemes());
    assertEquals(List.of(RAR_SNARF, RAR_NAR, SNARF_NAR), TOYS.pairs());
    assertEquals("rar-vs-nar", RAR_NAR.id());
    assertThrows(IllegalArgumentException.class, () -> new SchemePair(Scheme.NAR, Scheme.RAR));
    assertThrows(IllegalArgumentException.class,
        () -> SchemeComparison.of(List.of(new Toy(Scheme.RAR, n -> List.of()))));
  }

  @Test
  void oneNightSideBySide() {
    Night night = InteractionPatternTest.night("""
        player V town Vigilante
        player M mafia Goon
        player C town Cop
        player A town Vanilla
        player B town Vanilla
        V kill A
        M mafiakill B
        C investigate M
        """);
    NightComparison c = TOYS.compare(night);
    assertEquals(List.of("deaths", "C investigate M"), c.rows().stream().map(ComparisonRow::label).toList());
    ComparisonRow deaths = c.rows().get(0);
    assertEquals("A, B", deaths.cell(Scheme.RAR));
    assertEquals("B", deaths.cell(Scheme.NAR));
    assertTrue(deaths.differs());
    assertFalse(c.rows().get(1).differs());
    assertFalse(c.disagree(RAR_SNARF));
    assertTrue(c.disagree(RAR_NAR));
    assertEquals(List.of(deaths), c.differences(SNARF_NAR));
    String text = ComparisonText.render(c, "toy.night");
    assertTrue(text.lines().anyMatch(l -> l.matches("deaths +A, B +A, B +B +\\*")), text);
    assertTrue(text.lines().anyMatch(l -> l.matches("C investigate M +guilty +guilty +guilty")), text);
    assertTrue(text.contains("agree:  rar = snarf\ndiffer: rar vs nar (deaths); snarf vs nar (deaths)\n"), text);
  }

  /** A toy scheme whose Cops all learn {@code answer}. */
  record Teller(Scheme scheme, String answer) implements NightResolver {
    @Override
    public Outcome resolve(Night night) {
      List<Feedback> feedback = new ArrayList<>();
      for (Action a : sorted(night)) {
        feedback.add(Feedback.of(a.actor(), a.verb(), a.targets().get(0), answer));
      }
      return Outcome.builder().scheme(scheme).feedback(feedback)
          .nextState(night.state().atNight(night.number() + 1)).build();
    }
  }

  /**
   * A pair's {@code differ:} entry names at most twelve rows and counts the others, which the
   * table marks: on a night of thousands of players it stays one line a person reads.
   */
  @Test
  void aPairsDifferencesAreNamedUpToTwelveThenCounted() {
    SchemeComparison tellers = SchemeComparison.of(List.of(new Teller(Scheme.RAR, "guilty"),
        new Teller(Scheme.SNARF, "innocent")));
    StringBuilder text = new StringBuilder("player M mafia Goon\n");
    for (int i = 1; i <= 15; i++) {
      text.append("player C").append(i).append(" town Cop\n");
    }
    for (int i = 1; i <= 15; i++) {
      text.append("C").append(i).append(" investigate M\n");
    }
    String table = ComparisonText.render(tellers.compare(InteractionPatternTest.night(
        text.toString())), "cops.night");
    assertEquals(15, table.lines().filter(l -> l.endsWith("*")).count(), table);
    assertTrue(table.endsWith("differ: rar vs snarf (C1 investigate M, C2 investigate M, C3 "
        + "investigate M, C4 investigate M, C5 investigate M, C6 investigate M, C7 investigate M, "
        + "C8 investigate M, C9 investigate M, C10 investigate M, C11 investigate M, C12 "
        + "investigate M and 3 more rows)\n"), table);
    assertEquals("a, b", ComparisonText.listed(List.of("a", "b")));
    assertTrue(ComparisonText.listed(java.util.Collections.nCopies(13, "x"))
        .endsWith("x and 1 more row"));
  }

  /**
   * A toy scheme that tells a witness of the dead and sends two notices to one player, in
   * declaration order or in reverse (as a sequential scheme tells a Witness in the order of the
   * deaths).
   */
  record Lister(Scheme scheme, boolean reversed) implements NightResolver {
    @Override
    public Outcome resolve(Night night) {
      List<Feedback> feedback = new ArrayList<>();
      List<Notice> notices = new ArrayList<>();
      for (var p : night.players()) {
        feedback.add(Feedback.of("W", "witness", p.name(), "Vanilla"));
        notices.add(Notice.of("W", "seen " + p.name()));
      }
      if (reversed) {
        java.util.Collections.reverse(feedback);
        java.util.Collections.reverse(notices);
      }
      return Outcome.builder().scheme(scheme).feedback(feedback).notices(notices)
          .nextState(night.state().atNight(night.number() + 1)).build();
    }
  }

  @Test
  void theSameMessagesInAnotherOrderAreNoDisagreement() {
    Night night = InteractionPatternTest.night("""
        player W town Vanilla
        player A town Vanilla
        player B town Vanilla
        """);
    NightComparison c = SchemeComparison.of(List.of(new Lister(Scheme.RAR, false),
        new Lister(Scheme.SEQUENTIAL, true))).compare(night);
    SchemePair pair = new SchemePair(Scheme.RAR, Scheme.SEQUENTIAL);
    assertFalse(c.disagree(pair));
    assertEquals(List.of(), c.differences(pair), "row by row too: " + c.rows());
    assertEquals(List.of("deaths", "W witness W", "W witness A", "W witness B", "notice to W",
        "notice to W #2", "notice to W #3"), c.rows().stream().map(ComparisonRow::label).toList());
    assertFalse(c.result(Scheme.RAR).digest().equals(c.result(Scheme.SEQUENTIAL).digest()),
        "the digest hashes the documented order");
  }

  /**
   * A toy scheme that may post one announcement about the first player beyond the deaths, and
   * may leave him with a use spent in the next state: nothing else.
   */
  record Poster(Scheme scheme, boolean announce, boolean spend) implements NightResolver {
    @Override
    public Outcome resolve(Night night) {
      var start = night.state();
      String first = night.players().get(0).name();
      List<org.nightres.core.model.PlayerState> states = new ArrayList<>(start.states());
      if (spend) {
        states.set(0, states.get(0).withUses(java.util.Map.of("kill", 0)));
      }
      return Outcome.builder().scheme(scheme)
          .announcements(announce ? List.of(new org.nightres.core.outcome.Announcement("suspected",
              first)) : List.of())
          .nextState(start.with(start.players(), states).atNight(night.number() + 1)).build();
    }
  }

  static final SchemeComparison POSTERS = SchemeComparison.of(List.of(
      new Poster(Scheme.RAR, true, false), new Poster(Scheme.SNARF, false, false),
      new Poster(Scheme.NAR, false, true)));

  @Test
  void announcementsAndTheNextStateAreEffectsTooOnANightAndInAStudy() {
    Night night = InteractionPatternTest.night("""
        player A town Vanilla
        player B town Vanilla
        """);
    NightComparison c = POSTERS.compare(night);
    assertEquals(List.of("deaths", "announced suspected", "state of A"),
        c.rows().stream().map(ComparisonRow::label).toList());
    assertEquals("A", c.rows().get(1).cell(Scheme.RAR));
    assertEquals("none", c.rows().get(1).cell(Scheme.SNARF));
    assertEquals("town Vanilla; uses kill 0", c.rows().get(2).cell(Scheme.NAR));
    assertEquals("town Vanilla", c.rows().get(2).cell(Scheme.SNARF));
    assertTrue(c.disagree(RAR_SNARF));
    assertTrue(c.disagree(SNARF_NAR));
    assertEquals(1 << Aspect.ANNOUNCEMENTS.ordinal(),
        c.result(Scheme.RAR).differences(c.result(Scheme.SNARF)));
    assertEquals(1 << Aspect.STATE.ordinal(),
        c.result(Scheme.SNARF).differences(c.result(Scheme.NAR)));
    assertFalse(c.result(Scheme.RAR).digest().equals(c.result(Scheme.SNARF).digest()));
    assertFalse(c.result(Scheme.NAR).digest().equals(c.result(Scheme.SNARF).digest()));
    assertFalse(ComparisonText.render(c, "toy.night").contains("All schemes agree"));

    ComparisonReport report = POSTERS.study(study(20), 1, StudyListener.NONE);
    assertEquals(new ComparisonReport.Share(20, 20), report.overall(RAR_SNARF));
    assertEquals(20, report.disagreeingOn(RAR_SNARF, Aspect.ANNOUNCEMENTS));
    assertEquals(0, report.disagreeingOn(RAR_SNARF, Aspect.STATE));
    assertEquals(20, report.disagreeingOn(SNARF_NAR, Aspect.STATE));
    assertEquals(0, report.disagreeingOn(SNARF_NAR, Aspect.ANNOUNCEMENTS));
  }

  @Test
  void aLimitNeitherAgreesNorDisagrees() {
    StringBuilder text = new StringBuilder("player V town Vigilante\nplayer C town Cop\n");
    for (int i = 0; i < 10; i++) {
      text.append("player A").append(i).append(" town Vanilla\n");
    }
    text.append("V kill A0\n");
    for (int i = 1; i < 10; i++) {
      text.append("C investigate A").append(i).append('\n');
    }
    Night night = InteractionPatternTest.night(text.toString().replace("player C town Cop",
        "player C town Cop\noption uses-per-ability unlimited"));
    NightComparison c = TOYS.compare(night);
    assertTrue(c.result(Scheme.SNARF).limited());
    assertEquals(SchemeResult.LIMIT, c.rows().get(0).cell(Scheme.SNARF));
    assertFalse(c.disagree(RAR_SNARF));
    assertTrue(c.limited(RAR_SNARF));
    assertTrue(c.disagree(RAR_NAR));
    String rendered = ComparisonText.render(c, "big.night");
    assertTrue(rendered.contains("limit:  snarf could not resolve the night: too many\n"), rendered);
  }

  @Test
  void aStudyIsTheSameOnAnyNumberOfThreads() {
    String one = run(study(300), 1);
    assertEquals(one, run(study(300), 3));
    assertTrue(one.contains("rar vs nar"), one);
  }

  /** Report text, every minimal night's text and every CSV row. */
  private static String run(Study study, int threads) {
    StringBuilder csv = new StringBuilder(ComparisonCsv.header(TOYS.schemes()));
    List<String> progress = new ArrayList<>();
    ComparisonReport report = TOYS.study(study, threads, new StudyListener() {
      @Override
      public void night(NightRecord r) {
        csv.append(ComparisonCsv.row(r));
      }

      @Override
      public void resolved(int done, int total) {
        progress.add(done + "/" + total);
      }
    });
    assertEquals(List.of("300/300"), progress);
    StringBuilder all = new StringBuilder(ComparisonText.render(report, "out")).append(csv);
    report.minimalNights().forEach(m -> all.append(m.fileName()).append('\n').append(m.text()));
    return all.toString();
  }

  @Test
  void theTallyCountsLimitsAndDisagreementsAndTheCsvSaysSo() {
    List<NightRecord> records = new ArrayList<>();
    ComparisonReport report = TOYS.study(study(200), 2, new StudyListener() {
      @Override
      public void night(NightRecord r) {
        records.add(r);
      }
    });
    assertEquals(200, records.size());
    long limits = 0;
    long rarNar = 0;
    long rarNarCompared = 0;
    for (int i = 0; i < records.size(); i++) {
      NightRecord r = records.get(i);
      assertEquals(i, r.index());
      assertEquals(5 + i, r.seed());
      boolean limited = r.actions() > 9;
      limits += limited ? 1 : 0;
      assertEquals(limited, r.result(Scheme.SNARF).limited());
      String row = ComparisonCsv.row(r);
      String[] cells = row.substring(0, row.length() - 1).split(",", -1);
      assertEquals(14, cells.length, row);
      assertEquals(limited ? "limit" : String.join(";", r.result(Scheme.SNARF).deaths()), cells[6]);
      assertEquals(limited ? "" : "0", cells[11], row); // rar_vs_snarf
      rarNarCompared++;
      rarNar += r.differences(RAR_NAR) > 0 ? 1 : 0;
      assertEquals(r.differences(RAR_NAR) > 0 ? "1" : "0", cells[12]);
    }
    assertTrue(limits > 0 && limits < 200, "limits " + limits);
    assertEquals(limits, report.limits(Scheme.SNARF));
    assertEquals(limits, report.limited(RAR_SNARF));
    assertEquals(new ComparisonReport.Share(200 - limits, 0), report.overall(RAR_SNARF));
    assertEquals(new ComparisonReport.Share(rarNarCompared, rarNar), report.overall(RAR_NAR));
    assertEquals(rarNar, report.disagreeingOn(RAR_NAR, Aspect.DEATHS));
    assertEquals(0, report.disagreeingOn(RAR_NAR, Aspect.FEEDBACK));
    assertTrue(report.minimalNights().stream().noneMatch(m -> m.pair().equals(RAR_SNARF)));
    int first = records.stream().filter(r -> r.actions() > 9).findFirst().orElseThrow().index();
    String text = ComparisonText.render(report, "out");
    assertTrue(text.contains("Resolution limits: snarf " + limits + " (first: night " + first + ")\n"), text);
    // deaths, recruited, feedback, announcements, state, limit
    String row = "  rar vs snarf +" + (200 - limits) + " +0 +0\\.0% +0 +0 +0 +0 +0 +" + limits;
    assertTrue(text.lines().anyMatch(l -> l.matches(row)), text);
  }

  /**
   * A scheme under which every player dies (announced, his uses spent), beside one under which
   * nobody does: on
   * a night of {@value #MANY} players the deaths, the announcements and the state rows are
   * matched by name in linear time (they were a scan of the deaths per changed player, one of the
   * announcements per death, one of the players per state row: minutes, not seconds).
   */
  record Massacre(Scheme scheme, boolean all) implements NightResolver {
    @Override
    public Outcome resolve(Night night) {
      var start = night.state();
      List<String> dead = new ArrayList<>();
      List<org.nightres.core.outcome.Announcement> told = new ArrayList<>();
      List<org.nightres.core.model.PlayerState> states = new ArrayList<>(start.states());
      for (int i = 0; all && i < states.size(); i++) {
        String name = night.players().get(i).name();
        dead.add(name);
        told.add(new org.nightres.core.outcome.Announcement(
            org.nightres.core.outcome.Announcement.DEATH, name));
        states.set(i, states.get(i).withLife(org.nightres.core.model.Life.DEAD,
            java.util.Optional.of(org.nightres.core.model.Phase.night(night.number())))
            .withUses(java.util.Map.of("kill", 0)));
      }
      return Outcome.builder().scheme(scheme).deaths(dead).announcements(told)
          .nextState(start.with(start.players(), states).atNight(night.number() + 1)).build();
    }
  }

  static final int MANY = 100_000;

  @Test
  void aNightOfManyDeathsIsComparedInLinearTime() {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < MANY; i++) {
      text.append("player P").append(i).append(" town Vanilla\n");
    }
    Night night = InteractionPatternTest.night(text.toString());
    SchemeComparison massacre = SchemeComparison.of(List.of(new Massacre(Scheme.RAR, true),
        new Massacre(Scheme.SNARF, false)));
    NightComparison c = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(
        java.time.Duration.ofSeconds(30), () -> massacre.compare(night));
    assertEquals(Aspect.DEATHS.bit() | Aspect.STATE.bit(),
        c.result(Scheme.RAR).differences(c.result(Scheme.SNARF)));
    assertTrue(c.result(Scheme.RAR).announcements().isEmpty()); // each death's, the deaths row
    assertEquals(MANY, c.result(Scheme.RAR).changedState().size());
    assertEquals(1 + MANY, c.rows().size()); // the deaths, then each player's state
    ComparisonRow last = c.rows().get(MANY);
    assertEquals("state of P" + (MANY - 1), last.label());
    assertEquals("town Vanilla; uses kill 0", last.cell(Scheme.RAR)); // the dead line: deaths
    assertEquals("town Vanilla", last.cell(Scheme.SNARF));
    // the table: the deaths cell (all of them) runs on, the other rows are not padded to it
    String table = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(
        java.time.Duration.ofSeconds(30), () -> ComparisonText.render(c, "many.night"));
    assertTrue(table.length() < 20 * MANY * 8, "the table has " + table.length() + " characters");
    assertTrue(table.contains("\nstate of P" + (MANY - 1) + "  town Vanilla; uses kill 0  "
        + "town Vanilla  *\n"), table.substring(table.length() - 300));
  }

  @Test
  void shrunkNightsAreOneMinimalForTheirPair() {
    ComparisonReport report = TOYS.study(study(150), 2, StudyListener.NONE);
    assertFalse(report.minimalNights().isEmpty());
    for (MinimalNight m : report.minimalNights()) {
      Night night = m.night();
      assertTrue(TOYS.disagree(night, m.pair()), m.fileName());
      // toy nar ignores the first kill: one kill is a disagreement, and no pattern is needed
      assertEquals(1, night.actions().size(), m.fileName() + "\n" + m.text());
      assertEquals(m.pattern().isEmpty(), m.patternNeeded(), m.fileName());
      for (int i = 0; i < night.actions().size(); i++) {
        assertFalse(TOYS.disagree(without(night, i), m.pair()), m.fileName() + " without action " + i);
      }
      m.pattern().ifPresent(p -> assertEquals(m.patternNeeded(), p.presentIn(night), m.fileName()));
      assertTrue(m.text().startsWith("# nightres compare: " + m.pair().first().id() + " and "
          + m.pair().second().id() + " disagree on this night.\n"), m.text());
    }
  }

  /** The night without its {@code i}-th action (submission order), renumbered as the shrinker does. */
  static Night without(Night night, int i) {
    List<Action> kept = new ArrayList<>(sorted(night));
    kept.remove(i);
    List<Action> renumbered = new ArrayList<>();
    for (int k = 0; k < kept.size(); k++) {
      renumbered.add(Action.builder().from(kept.get(k)).submissionIndex(k).build());
    }
    return ImmutableNight.copyOf(night).withActions(renumbered);
  }

  @Test
  void anEngineBugStopsTheStudyNamingTheFirstNightItFailedOn() {
    SchemeComparison broken = SchemeComparison.of(List.of(new Toy(Scheme.RAR, n -> killed(n, 0)),
        new Toy(Scheme.NAR, n -> {
          if (n.actions().size() > 12) {
            throw new IllegalStateException("boom");
          }
          return List.of();
        })));
    String first = null;
    for (int threads : new int[] {1, 3}) {
      IllegalStateException e = assertThrows(IllegalStateException.class,
          () -> broken.study(study(60), threads, StudyListener.NONE));
      assertTrue(e.getMessage().matches("night [0-9]+ \\(nightres generate --players 12 --seed [0-9]+ "
          + "--mix dense --pattern adversarial\\): the nar resolver failed: "
          + "java.lang.IllegalStateException: boom"), e.getMessage());
      assertTrue(first == null || first.equals(e.getMessage()), e.getMessage());
      first = e.getMessage();
    }
  }

  @Test
  void badStudiesAreRejected() {
    assertThrows(IllegalArgumentException.class, () -> study(0));
    assertThrows(IllegalArgumentException.class, () -> TOYS.study(study(1), 0, StudyListener.NONE));
    assertEquals(7 + 41, new Study(100, GeneratorConfig.of(5, 7)).config(41).seed());
  }
}
