package org.nightres.core.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nightres.core.Scheme;

/**
 * An option only some schemes read ({@code deaths}, {@code sequential.order}: the sequential
 * scheme's, games.md section 5; {@code snarf.simultaneous-conflict}; {@code nar.list}, {@code
 * nar.tie}) is never silently ignored: an error under the file's own scheme, a warning that it is
 * not used under {@code --scheme} or {@code compare} and for a rule set's default (moderator's
 * guide, "Options only some schemes read").
 */
class UnreadOptionsTest {
  private static final String NIGHT = "player A town Vigilante\nplayer B town Cop\nA kill B\n"
      + "B investigate A\n";

  private static GameScript read(NightParser p, String text) {
    return p.parseGame("n.night", text);
  }

  @Test
  void underTheFilesOwnSchemeAnOptionItDoesNotReadIsAnError() {
    NightParser own = NightParser.standard().resolvedUnderItsOwnScheme();
    GameScript s = read(own, "option deaths end-of-night\n" + NIGHT);
    assertEquals(1, s.diagnostics().size(), s.diagnostics()::toString);
    Diagnostic d = s.diagnostics().get(0);
    assertEquals(List.of(1, 8), List.of(d.line(), d.column()));
    assertTrue(d.message().startsWith("option deaths end-of-night is read only by scheme "
        + "sequential, and this file is resolved under rar (the default scheme), which would "
        + "ignore it"), d.message());
    d = read(own, "scheme snarf\noption nar.tie last-submitted\n" + NIGHT).diagnostics().get(0);
    assertTrue(d.message().contains("resolved under snarf (its `scheme` line)"), d.message());
    d = read(own, "scheme nar\noption sequential.order submission\n" + NIGHT).diagnostics()
        .get(0);
    assertTrue(d.message().endsWith("write `scheme sequential`, or leave the option out"),
        d.message());
    // read by the scheme, or the default value: fine
    assertTrue(read(own, "scheme sequential\noption deaths end-of-night\n" + NIGHT).ok());
    assertTrue(read(own, "option deaths immediate\noption nar.tie first-submitted\n" + NIGHT)
        .ok());
    assertTrue(read(own, "option doctor-stops one\n" + NIGHT).ok(), "read by every scheme");
  }

  @Test
  void theJailModelIsNotReadBySequentialWhichRunsAJailWholeAtFortyEitherWay() {
    NightParser own = NightParser.standard().resolvedUnderItsOwnScheme();
    Diagnostic d = read(own, "scheme sequential\noption snarf.jail whole\n" + NIGHT)
        .diagnostics().get(0);
    assertEquals(List.of(2, 8), List.of(d.line(), d.column()));
    assertTrue(d.message().startsWith("option snarf.jail whole is read only by schemes rar, "
        + "snarf and nar, and this file is resolved under sequential"), d.message());
    for (String scheme : List.of("rar", "snarf", "nar")) {
      assertTrue(read(own, "scheme " + scheme + "\noption snarf.jail whole\n" + NIGHT).ok(),
          scheme);
    }
  }

  @Test
  void underAnotherSchemeOrEverySchemeItIsAWarning() {
    GameScript s = read(NightParser.standard().resolvedUnder(Scheme.RAR),
        "scheme sequential\noption deaths end-of-night\n" + NIGHT);
    assertTrue(s.ok(), s.diagnostics()::toString);
    assertEquals(1, s.warnings().size());
    Diagnostic w = s.warnings().get(0);
    assertEquals(List.of(2, 8), List.of(w.line(), w.column()));
    assertEquals("option deaths end-of-night is read only by scheme sequential: not used under "
        + "rar (--scheme rar)", w.message());
    s = read(NightParser.standard().resolvedUnderEveryScheme(),
        "option snarf.simultaneous-conflict independent\n" + NIGHT);
    assertTrue(s.ok(), s.diagnostics()::toString);
    assertEquals("option snarf.simultaneous-conflict independent is read only by scheme snarf: "
        + "the other schemes are compared without it", s.warnings().get(0).message());
    assertTrue(read(NightParser.standard().resolvedUnder(Scheme.SEQUENTIAL),
        "option deaths end-of-night\n" + NIGHT).warnings().isEmpty());
    assertTrue(read(NightParser.standard(), "option deaths end-of-night\n" + NIGHT).ok(),
        "the API's parser is not told the engine: the caller chooses it");
  }

  @Test
  void aRuleSetsDefaultTheSchemeDoesNotReadIsAWarning() {
    NightParser p = NightParser.standard().resolvedUnderItsOwnScheme().withIncludes(path ->
        Optional.ofNullable(Map.of("seq.roles", "scheme sequential\noption deaths end-of-night\n"
            + "role Zapper\nability Zapper.zap X = kill(X)\n").get(path))
            .map(t -> new RulesParser.Source(path, t)));
    String cast = "player A town Zapper\nplayer B town Zapper\nA zap B\n";
    assertTrue(read(p, "rules seq.roles\n" + cast).warnings().isEmpty(), "its own scheme");
    GameScript s = read(p, "rules seq.roles\nscheme rar\n" + cast);
    assertTrue(s.ok(), s.diagnostics()::toString);
    Diagnostic w = s.warnings().get(0);
    assertEquals(List.of(2, 8), List.of(w.line(), w.column()), "at the file's scheme line");
    assertEquals("the rules' option deaths end-of-night is read only by scheme sequential (set "
        + "at seq.roles:2): not used under rar", w.message());
  }
}
