package org.nightres.core.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.nightres.core.testing.RulesText.read;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.nightres.core.component.Component;
import org.nightres.core.component.PlayerFilter;
import org.nightres.core.format.RulesResult;

/**
 * The triggers on another player's death, found by the dead: every candidate that {@code
 * deathSetsOff} could accept is given, in the order added, and a trigger about one player or on
 * a filter the dead does not pass is not.
 */
class DeathWatchTest {

  private static Component.Trigger trigger(String event) {
    RulesResult r = read("role Ear\ntrigger Ear " + event + " = notify(self, \"heard\")\n");
    assertTrue(r.ok(), r::renderDiagnostics);
    return r.catalogue().orElseThrow().role("Ear").orElseThrow().passives().get(0).asTrigger()
        .orElseThrow();
  }

  @Test
  void aDeathGetsTheTriggersItMaySetOffInTheOrderAdded() {
    DeathWatch<String> watch = new DeathWatch<>();
    watch.add("all", trigger("death(all)"), -1);
    watch.add("pack", trigger("death(attr:pack)"), -1);
    watch.add("lover of 3", trigger("death(stored(target))"), 3);
    watch.add("not town", trigger("death(!align:town)"), -1);
    watch.add("own omen", trigger("death(own:omen)"), -1); // reads its holder: every death
    watch.add("pack again", trigger("death(attr:pack)"), -1);
    watch.add("unbound lover", trigger("death(stored(target))"), -1);
    watch.add("lover of 5", trigger("death(stored(target))"), 5);
    List<String> asked = new ArrayList<>();
    List<String> got = watch.candidates(3, f -> {
      asked.add(f.toString());
      return f.equals(PlayerFilter.parse("attr:pack").orElseThrow());
    });
    assertEquals(List.of("all", "pack", "lover of 3", "own omen", "pack again"), got);
    assertEquals(2, asked.size(), "each filter that does not read its holder once: " + asked);
    assertEquals(List.of("all", "not town", "own omen", "lover of 5"),
        watch.candidates(5, f -> f.negated()));
    assertEquals(List.of("all", "own omen"), watch.candidates(4, f -> false));
  }

  @Test
  void anEmptyWatchGivesNothing() {
    assertEquals(List.of(), new DeathWatch<String>().candidates(0, f -> true));
  }
}
