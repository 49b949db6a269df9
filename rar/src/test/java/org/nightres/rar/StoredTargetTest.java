package org.nightres.rar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.outcome.Outcome;

/**
 * {@code stored(k)} under RAR: a passive and a death trigger aimed at the player the holder's
 * attribute names, with the night planned whole and in parts ({@code NightParts}: the stored
 * target belongs to its holder's part).
 */
class StoredTargetTest {
  private static final String RULES = """
      role Keeper
      passive Keeper = protect(stored(target), from=attack)
      role Avenger
      trigger Avenger death = kill(stored(target))
      """;

  private static Outcome night(String text) {
    GameScript script = NightParser.standard().parseGame("t.night", (RULES + text).getBytes());
    assertTrue(script.ok(), script.diagnostics().toString());
    GamePlay play = script.play(new RarResolver());
    assertTrue(play.ok(), play.diagnostics().toString());
    return play.last();
  }

  @Test
  void aPassiveProtectsTheStoredTarget() {
    assertEquals(List.of(), night("""
        player Kim town  Keeper target=Ann
        player Ann town  Vanilla
        player Rex mafia Goon
        Rex mafiakill Ann
        """).deaths(), "Ann is Kim's stored target");
    assertEquals(List.of("Ann"), night("""
        player Kim town  Keeper target=Bob
        player Ann town  Vanilla
        player Bob town  Vanilla
        player Rex mafia Goon
        Rex mafiakill Ann
        """).deaths(), "Bob is, not Ann");
    assertEquals(List.of("Ann"), night("""
        player Kim town  Keeper
        player Ann town  Vanilla
        player Rex mafia Goon
        Rex mafiakill Ann
        """).deaths(), "nothing stored: nobody protected");
  }

  @Test
  void aDeathTriggerKillsTheStoredTarget() {
    assertEquals(List.of("Hal", "Zed"), night("""
        player Hal town  Avenger target=Zed
        player Zed town  Vanilla
        player Rex mafia Goon
        Rex mafiakill Hal
        """).deaths().stream().sorted().toList(), "Hal's death kills Zed");
    assertEquals(List.of("Hal"), night("""
        player Hal town  Avenger
        player Zed town  Vanilla
        player Rex mafia Goon
        Rex mafiakill Hal
        """).deaths(), "nothing stored: no second death");
  }
}
