package org.nightres.lab.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.nightres.core.NightResolver;
import org.nightres.core.Scheme;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.model.Action;
import org.nightres.core.model.GameState;
import org.nightres.core.model.HeldStatus;
import org.nightres.core.model.ImmutableNight;
import org.nightres.core.model.Life;
import org.nightres.core.model.Night;
import org.nightres.core.model.Phase;
import org.nightres.core.model.PlayerState;
import org.nightres.core.outcome.Outcome;

/**
 * The generator's stateful nights and games, written as game files, read back by
 * {@link NightParser#parseGame} as the nights it made, exactly: {@code state P dead since N2}
 * keeps when a player died. (The state file's own round trip: core's
 * {@code GameFileRoundTripTest}.)
 */
class GeneratedGameFileRoundTripTest {
  private static final NightParser PARSER = NightParser.standard();

  static GameScript parsesAsGame(String name, String text) {
    GameScript g = PARSER.parseGame(name, text);
    assertTrue(g.ok(), () -> g.diagnostics() + "\n" + text);
    return g;
  }

  /** Random start states: the generator's game file reads back as its night, exactly. */
  @Test
  void generatedStatefulNightsParseBackExactly() {
    for (long seed = 0; seed < 300; seed++) {
      GeneratorConfig c = GeneratorConfig.builder().players(3 + (int) (seed % 20)).seed(seed)
          .mix(seed % 2 == 0 ? Mix.DENSE : Mix.DEFAULT)
          .pattern(TargetingPattern.values()[(int) (seed % 3)])
          .dead(0.2).statuses(0.3).spentVests(0.5).night(1 + (int) (seed % 4)).build();
      Night night = NightGenerator.generate(c);
      String text = NightGenerator.generateText(c);
      GameScript g = parsesAsGame("seed-" + seed + ".night", text);
      assertEquals(List.of(c.night()), g.nightNumbers(), "seed " + seed);
      assertEquals(night.state(), g.initialState(), "seed " + seed);
      Night parsed = g.firstNight().night().orElseThrow();
      assertEquals(night, withoutSourceLines(parsed), "seed " + seed + "\n" + text);
    }
  }

  /** A toy resolver (the lab does not depend on the engines): first targets of kills die. */
  static final class Toy implements NightResolver {
    @Override
    public Scheme scheme() {
      return Scheme.RAR;
    }

    @Override
    public Outcome resolve(Night night) {
      GameState s = night.state();
      List<PlayerState> states = new ArrayList<>(s.states());
      List<String> deaths = new ArrayList<>();
      for (int a = 0; a < night.actions().size(); a++) {
        int t = night.abilityOf(a).kills() ? night.targetIndex(a, 0) : -1;
        if (t >= 0 && states.get(t).living()) {
          states.set(t, states.get(t).withLife(Life.DEAD, Optional.of(Phase.night(s.night()))));
        }
      }
      for (int i = 0; i < states.size(); i++) {
        PlayerState p = states.get(i);
        if (!p.living() && s.state(i).living()) {
          deaths.add(s.players().get(i).name());
        }
        List<HeldStatus> kept = new ArrayList<>(p.statuses());
        kept.removeIf(h -> h.until().isPresent() && h.until().get().overAfterNight(s.night()));
        states.set(i, p.withStatuses(kept));
      }
      return Outcome.builder().scheme(Scheme.RAR).night(s.night()).addAllDeaths(deaths)
          .nextState(GameState.of(s.night() + 1, s.players(), states)).build();
    }
  }

  /** The generator's games play as it made them: same nights, same outcomes. */
  @Test
  void generatedGamesPlayAsGenerated() {
    Toy toy = new Toy();
    for (long seed = 0; seed < 100; seed++) {
      GeneratorConfig c = GeneratorConfig.builder().players(5 + (int) (seed % 10)).seed(seed)
          .mix(Mix.DENSE).pattern(TargetingPattern.values()[(int) (seed % 3)])
          .dead(0.15).statuses(0.3).spentVests(0.3).night(1 + (int) (seed % 2)).build();
      GeneratedGame game = NightGenerator.generateGame(c, 4, toy);
      GameScript g = parsesAsGame("game-" + seed + ".night", game.text());
      assertEquals(List.of(c.night(), c.night() + 1, c.night() + 2, c.night() + 3),
          g.nightNumbers());
      GamePlay play = g.play(toy, game.lastNight());
      assertTrue(play.ok(), () -> play.diagnostics() + "\n" + game.text());
      assertEquals(game.outcomes(), play.outcomes(), "seed " + seed + "\n" + game.text());
      for (int k = 0; k < 4; k++) {
        assertEquals(game.nights().get(k), withoutSourceLines(play.nights().get(k)),
            "seed " + seed + " night " + k);
      }
    }
  }

  static Night withoutSourceLines(Night n) {
    List<Action> actions = new ArrayList<>();
    n.actions().forEach(a -> actions.add(Action.builder().from(a).sourceLine(OptionalInt.empty())
        .build()));
    return ImmutableNight.copyOf(n).withActions(actions);
  }
}
