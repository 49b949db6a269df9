package org.nightres.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;

/**
 * {@link Night#holdings()}: each definition once, in the order a walk of the players meets it,
 * with the first living holder and its place among his definitions.
 */
class HoldingsTest {
  private static Night night(String text) {
    GameScript g = NightParser.standard().parseGame("h.night", text);
    assertTrue(g.ok(), g.diagnostics().toString());
    return g.firstNight().night().orElseThrow();
  }

  private static String describe(List<? extends Holdings.Held<?>> held,
      java.util.function.Function<Object, String> name) {
    StringBuilder out = new StringBuilder();
    for (Holdings.Held<?> h : held) {
      out.append(name.apply(h.definition())).append('@').append(h.firstLiving()).append(':')
          .append(h.place()).append(' ');
    }
    return out.toString().trim();
  }

  @Test
  void eachDefinitionOnceWithItsFirstLivingHolderAndPlace() {
    Night night = night("""
        status Dazed {nullify} "dazed"
        modifier Drowsy
        passive Drowsy = protect(self)
        player Ann town Doctor
        player Bob mafia Cop+Doctor Drowsy
        player Cat town Doctor
        player Dan town Vanilla
        state Ann dead
        state Dan status Dazed
        Bob factionkill Cat
        """);
    Holdings held = night.holdings();
    assertEquals("Doctor@1:1 Cop@1:0 Vanilla@3:0",
        describe(held.roles(), d -> ((org.nightres.core.component.Role) d).name()),
        "Doctor met first at the dead Ann; alive first at Bob, second of his roles");
    assertEquals(1, held.factionAbilities().size());
    assertEquals(1, held.factionAbilities().get(0).firstLiving());
    assertEquals(2, held.factionAbilities().get(0).place(), "after Bob's two roles");
    assertEquals("Drowsy@1:3",
        describe(held.modifiers(), d -> ((org.nightres.core.component.Modifier) d).name()));
    assertEquals("Dazed@3:1", describe(held.statuses(),
        d -> ((org.nightres.core.component.StatusDefinition) d).name()));
    assertSame(held, night.holdings(), "made once");
  }

  @Test
  void aDefinitionHeldByTheDeadOnlyHasNoLivingHolder() {
    Night night = night("player Ann town Cop\nplayer Bob town Vanilla\nstate Ann dead\n");
    assertEquals("Cop@-1:-1 Vanilla@1:0",
        describe(night.holdings().roles(), d -> ((org.nightres.core.component.Role) d).name()));
  }
}
