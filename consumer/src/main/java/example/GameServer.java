package example;

import java.util.List;
import org.nightres.core.NightResolver;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.nar.NarResolver;
import org.nightres.rar.RarResolver;
import org.nightres.snarf.SequentialResolver;
import org.nightres.snarf.SnarfResolver;

/** What a game server does with nightres: play a game file's nights under a scheme. */
public final class GameServer {
  private GameServer() {}

  /** One resolver of each scheme, made directly (no service lookup). */
  public static List<NightResolver> resolvers() {
    return List.of(new RarResolver(), new SnarfResolver(), new NarResolver(),
        new SequentialResolver());
  }

  /** Every night of the game {@code text}, resolved by {@code resolver}, the state carried. */
  public static GamePlay play(NightResolver resolver, String text) {
    GameScript script = NightParser.standard().parseGame("server.night", text);
    if (!script.ok()) {
      throw new IllegalArgumentException(script.diagnostics().toString());
    }
    return script.play(resolver);
  }
}
