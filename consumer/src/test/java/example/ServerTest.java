package example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nightres.core.NightResolver;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.model.GameState;
import org.nightres.core.outcome.Outcome;
import org.nightres.nar.NarResolver;
import org.nightres.rar.RarResolver;
import org.nightres.snarf.SequentialResolver;
import org.nightres.snarf.SnarfResolver;

/**
 * What a game server does with nightres, through its public API only: read a game, resolve a
 * night with each scheme, and carry the state into the next night.
 */
class ServerTest {
  private static final String GAME = """
      player Avi  town  Cop
      player Bob  town  Vigilante
      player Dana mafia Goon
      player Eli  town  Doctor Bulletproof(1)

      night 1
      Dana mafiakill Avi
      Bob kill Eli
      Avi investigate Dana

      night 2
      Dana mafiakill Bob
      Eli protect Bob
      """;

  @Test
  void everySchemeResolvesAndCarriesTheState() {
    for (NightResolver resolver : List.of(new RarResolver(), new SnarfResolver(),
        new NarResolver(), new SequentialResolver())) {
      GameScript script = NightParser.standard().parseGame("server.night", GAME);
      assertTrue(script.ok(), script.diagnostics().toString());
      GamePlay play = script.play(resolver);
      assertTrue(play.ok(), play.diagnostics().toString());
      Outcome first = play.outcomes().get(0);
      assertEquals(List.of("Avi"), first.deaths(), resolver.scheme() + ": the vest stops Bob");
      GameState after = first.nextState();
      assertEquals(2, after.night());
      assertEquals(List.of(), play.outcomes().get(1).deaths(),
          resolver.scheme() + ": Eli saves Bob on night 2");
    }
  }

  @Test
  void oneNightFromAFileTheServerKeeps() {
    var parsed = NightParser.standard().parse("n.night", "player A town Vigilante\n"
        + "player B town Vanilla\nA kill B\n");
    assertTrue(parsed.ok(), parsed.renderDiagnostics());
    Outcome o = new RarResolver().resolve(parsed.night().orElseThrow());
    assertEquals(List.of("B"), o.deaths());
  }
}
