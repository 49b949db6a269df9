package example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nightres.core.NightResolver;
import org.nightres.core.NightResolvers;
import org.nightres.core.Scheme;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.NightParser;
import org.nightres.core.model.GameState;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.Outcome;
import org.nightres.rar.RarResolver;
import org.nightres.snarf.SnarfResolver;

/**
 * What a game server does with nightres, through its public API only: read a game, resolve a
 * night with each scheme, and carry the state into the next night. Run twice by surefire: on the
 * module path (this project is the module {@code example.server}) and on the class path.
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
    for (NightResolver resolver : GameServer.resolvers()) {
      GamePlay play = GameServer.play(resolver, GAME);
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

  /**
   * The engines register as services: {@code META-INF/services} on the class path, {@code
   * provides} on the module path.
   */
  @Test
  void theRegistryFindsEveryScheme() {
    assertEquals(List.of(Scheme.values()), NightResolvers.available());
  }

  /** This run is on the path surefire's execution says (so both paths are really tried). */
  @Test
  void runsOnThePathOfItsExecution() {
    boolean modulePath = Boolean.parseBoolean(System.getProperty("consumer.modulePath"));
    assertEquals(modulePath, ServerTest.class.getModule().isNamed(), "the test's module");
    assertEquals(modulePath, Night.class.getModule().isNamed(), "core's module");
  }

  /** On the module path the engines' planning layer is theirs alone: not exported to a server. */
  @Test
  void thePlanningLayerIsNotApi() {
    Module core = Night.class.getModule();
    assumeTrue(core.isNamed(), "the class path has no module boundaries");
    for (String internal : List.of("org.nightres.core.plan", "org.nightres.core.kernel",
        "org.nightres.core.random", "org.nightres.core.internal")) {
      assertFalse(core.isExported(internal, GameServer.class.getModule()), internal);
    }
    assertTrue(core.isExported("org.nightres.core.plan", RarResolver.class.getModule()));
    assertTrue(core.isExported("org.nightres.core.kernel", SnarfResolver.class.getModule()));
    assertTrue(core.isExported("org.nightres.core.format", GameServer.class.getModule()));
  }
}
