package org.nightres.core.format;

import static org.nightres.core.testing.RulesText.read;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Component;
import org.nightres.core.component.Modifier;
import org.nightres.core.component.Premise;
import org.nightres.core.component.Ref;
import org.nightres.core.component.RoleCatalogue;

/**
 * {@code cancel(...)} in the roles language (WWR's Cancel): its three answers in a visited
 * trigger's response, its place (an error at its column anywhere else), and the checks of the
 * component values themselves.
 */
class CancelParserTest {

  private static Component.Trigger trigger(String line) {
    RulesResult r = read("role Bear\n" + line + "\n");
    assertTrue(r.ok(), r::renderDiagnostics);
    return r.catalogue().orElseThrow().role("Bear").orElseThrow().passives().get(0).asTrigger()
        .orElseThrow();
  }

  @Test
  void theThreeAnswers() {
    assertEquals(List.of(new Component.Cancel("Failure")),
        trigger("trigger Bear visited(killing) = cancel(failure)").response());
    assertEquals(List.of(new Component.Cancel("Success")),
        trigger("trigger Bear visited = cancel(success)").response());
    assertEquals(List.of(new Component.Cancel("the door is barred"),
        new Component.Notify(Ref.self(), "knock")),
        trigger("trigger Bear visited = cancel(\"the door is barred\") + notify(self, \"knock\")")
            .response());
    assertTrue(trigger("trigger Bear visited = cancel(failure)").cancels());
    assertEquals("on-visited[killing](cancel(failure))",
        trigger("trigger Bear visited(killing) = cancel(failure)").describe());
  }

  @Test
  void underAPremiseOnTheVisitorOrAGuard() {
    Component.Trigger t = trigger(
        "trigger Bear visited = cancel(failure) [if visitor in attr:wolfish]");
    Component.When w = t.response().get(0).asWhen().orElseThrow();
    assertEquals(List.of(Premise.in(Ref.subject(),
        org.nightres.core.component.PlayerFilter.parse("attr:wolfish").orElseThrow())),
        w.premises());
    assertTrue(t.cancels());
    t = trigger("trigger Bear visited = if(self in attr:unwrongable then cancel(failure) else "
        + "notify(self, \"changed\"))");
    assertTrue(t.cancels());
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "ability Bear.swipe X = kill(X) + cancel(failure)|34|an ability",
      "passive Bear = cancel(failure)|16|a passive",
      "trigger Bear death = cancel(failure)|22|a death trigger",
      "trigger Bear visited(stored(target)) = cancel(failure)|40|a stored target's visits",
      "ability Bear.vest X = protect(X, react=cancel(failure))|1|react=",
      "status Lulled = cancel(failure)|17|a status",
      "ability Bear.maybe X = if(X in attr:wolf then cancel(failure))|47|an ability"})
  void aCancelStandsOnlyInAVisitedTriggerAboutItsHoldersOwnVisits(String line, int column,
      String what) {
    RulesResult r = read("role Bear\n" + line + "\n");
    assertEquals(1, r.diagnostics().size(), r::renderDiagnostics);
    Diagnostic d = r.diagnostics().get(0);
    assertTrue(d.message().contains("cancel") && d.message().contains(what), d.render());
    assertEquals(2, d.line(), d.render());
    if (column > 1) {
      assertEquals(column, d.column(), d.render());
    }
  }

  @ParameterizedTest
  @CsvSource(delimiter = ';', value = {
      "cancel(maybe);expected failure, success or a text",
      "cancel();a cancel takes one answer",
      "cancel(failure, success);a cancel takes one answer",
      "cancel(failure|success);expected failure, success or a text",
      "cancel(\"\");a cancel's text is empty",
      "cancel(\"hi {visitor}\");not supported yet: placeholders"})
  void badAnswers(String component, String message) {
    RulesResult r = read("role Bear\ntrigger Bear visited = " + component + "\n");
    assertEquals(1, r.diagnostics().size(), r::renderDiagnostics);
    assertTrue(r.diagnostics().get(0).message().contains(message), r::renderDiagnostics);
  }

  @Test
  void theValuesCheckTheirPlace() {
    Component.Cancel k = new Component.Cancel(Component.Cancel.FAILURE);
    assertEquals("cancel(failure)", k.describe());
    assertEquals("cancel(success)", new Component.Cancel("Success").describe());
    assertEquals("cancel(\"no\")", new Component.Cancel("no").describe());
    assertEquals(List.of(Ref.self()), k.refs());
    assertThrows(IllegalArgumentException.class, () -> new Component.Cancel(" "));
    assertThrows(IllegalArgumentException.class,
        () -> new Component.Trigger(Component.Event.ON_DEATH, List.of(k)));
    assertThrows(IllegalArgumentException.class,
        () -> new Component.Trigger(Component.Event.ON_VISITED, Set.of(), Set.of(), Set.of(),
            Optional.of(Ref.stored("target")), Optional.empty(), List.of(k)));
    assertThrows(IllegalArgumentException.class,
        () -> Ability.builder().verb("swipe").addComponents(k).build());
    assertThrows(IllegalArgumentException.class,
        () -> Modifier.builder().name("Lull").addComponents(k).build());
  }

  @Test
  void aCancelIsWrittenAndReadBack() {
    String text = "role Bear\ntrigger Bear visited(killing) = cancel(\"the door is barred\") "
        + "[if visitor in attr:wolfish]\n";
    RoleCatalogue c = read(text).catalogue().orElseThrow();
    String written = RulesWriter.write(c, RoleCatalogue.empty());
    RulesResult again = read(written);
    assertTrue(again.ok(), again::renderDiagnostics);
    assertEquals(c.role("Bear").orElseThrow().passives(),
        again.catalogue().orElseThrow().role("Bear").orElseThrow().passives(), written);
  }
}
