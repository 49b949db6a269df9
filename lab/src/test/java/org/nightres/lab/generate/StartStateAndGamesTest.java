package org.nightres.lab.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.nightres.core.Scheme;
import org.nightres.core.format.NightWriter;
import org.nightres.core.model.Action;
import org.nightres.core.model.GameOptions;
import org.nightres.core.model.GameState;
import org.nightres.core.model.HeldStatus;
import org.nightres.core.model.Life;
import org.nightres.core.model.ModifierUse;
import org.nightres.core.model.Night;
import org.nightres.core.model.Phase;
import org.nightres.core.model.PlayerState;
import org.nightres.core.outcome.Outcome;

/**
 * The generator's random start states ({@link GeneratorConfig#dead()}, {@link
 * GeneratorConfig#statuses()}, {@link GeneratorConfig#spentVests()}, {@link
 * GeneratorConfig#night()}) and its games of several nights ({@link
 * NightGenerator#generateGame}).
 */
class StartStateAndGamesTest {
  static final Mix VESTS = Mix.parse("Doctor=15%,Vigilante=15%,Roleblocker=10%,Cop=10%,BusDriver=5%,"
      + "cult:Recruiter=1,mafia=25%,Bulletproof(1)=40%");

  static GeneratorConfig stateful(int players, long seed) {
    return GeneratorConfig.builder().players(players).seed(seed).mix(VESTS)
        .pattern(TargetingPattern.values()[(int) (seed % 3)])
        .dead(0.25).statuses(0.3).spentVests(0.5).build();
  }

  @Test
  void offByDefault() {
    GeneratorConfig c = GeneratorConfig.of(12, 7);
    assertFalse(c.randomStart());
    Night n = NightGenerator.generate(c);
    assertTrue(n.startState().isEmpty());
    assertTrue(n.state().isFresh());
    assertEquals(NightWriter.write(n, List.of(NightGenerator.header(c))),
        NightGenerator.generateText(c));
  }

  @Test
  void theStartStateDoesNotChangeTheCast() {
    // the start state draws from a stream of its own: same roles, the actions of the living
    for (long seed = 0; seed < 50; seed++) {
      GeneratorConfig fresh = GeneratorConfig.builder().players(15).seed(seed).mix(VESTS).build();
      GeneratorConfig c = GeneratorConfig.builder().from(fresh).statuses(1).build();
      Night a = NightGenerator.generate(fresh);
      Night b = NightGenerator.generate(c);
      for (int i = 0; i < 15; i++) {
        assertEquals(a.players().get(i).roles(), b.players().get(i).roles());
      }
      // nobody is dead and no vest is spent: the same actions
      assertEquals(a.actions(), b.actions(), "seed " + seed);
    }
  }

  @Test
  void randomStartStatesAreVariedAndHonoured() {
    int dead = 0;
    int statuses = 0;
    int untilNone = 0;
    int by = 0;
    int spent = 0;
    Set<String> names = new HashSet<>();
    for (long seed = 0; seed < 300; seed++) {
      GeneratorConfig c = stateful(4 + (int) (seed % 12), seed);
      Night n = NightGenerator.generate(c);
      NightValidity.assertValid(n);
      GameState s = n.state();
      assertEquals(1, s.night());
      assertEquals(n.players(), s.players());
      for (int i = 0; i < s.players().size(); i++) {
        PlayerState ps = s.state(i);
        if (!ps.living()) {
          dead++;
          assertEquals(Life.DEAD, ps.life());
          assertTrue(ps.statuses().isEmpty());
        }
        for (HeldStatus h : ps.statuses()) {
          statuses++;
          names.add(h.name());
          untilNone += h.until().isEmpty() ? 1 : 0;
          by += h.by().isPresent() ? 1 : 0;
          h.until().ifPresent(u -> assertFalse(u.overBeforeNight(1), u.toString()));
          h.by().ifPresent(q -> assertTrue(s.indexOf(q) >= 0));
        }
        for (ModifierUse m : s.players().get(i).modifiers()) {
          if (m.uses().equals(OptionalInt.of(0))) {
            spent++;
          }
        }
      }
      // the dead neither act nor are targeted (Night checks it too)
      for (int a = 0; a < n.actions().size(); a++) {
        assertTrue(n.living(n.actorIndex(a)), "seed " + seed);
        for (int k = 0; k < n.actions().get(a).targets().size(); k++) {
          assertTrue(n.living(n.targetIndex(a, k)), "seed " + seed);
        }
      }
    }
    assertTrue(dead > 300, "dead " + dead);
    assertTrue(statuses > 200 && untilNone > 30 && untilNone < statuses && by > 30,
        statuses + " " + untilNone + " " + by);
    assertEquals(Set.of("Abroad", "Injured", "Suspended", "Arrested"), names);
    assertTrue(spent > 200, "spent " + spent);
  }

  @Test
  void sameConfigSameStateAndBytes() {
    for (long seed = 0; seed < 20; seed++) {
      GeneratorConfig c = stateful(20, seed);
      assertEquals(NightGenerator.generate(c), NightGenerator.generate(c));
      assertEquals(NightGenerator.generateText(c),
          NightGenerator.generateText(GeneratorConfig.builder().from(c).build()));
    }
    assertNotEquals(NightGenerator.generateText(stateful(20, 1)),
        NightGenerator.generateText(stateful(20, 4)));
  }

  @Test
  void statefulNightsAreWrittenAsGameFiles() {
    GeneratorConfig c = GeneratorConfig.builder().from(stateful(10, 3)).night(4).build();
    Night n = NightGenerator.generate(c);
    assertEquals(4, n.number());
    String text = NightGenerator.generateText(c);
    assertTrue(text.startsWith("# generated by nightres: --players 10 --seed 3 --mix "), text);
    assertTrue(text.contains(" --dead 0.25 --statuses 0.3 --spent-vests 0.5 --night 4\n"), text);
    assertTrue(text.contains("\nnight 4\n"), text);
    assertEquals(NightWriter.writeGame(n, List.of(NightGenerator.header(c))), text);
    for (String line : NightWriter.stateLines(n.state())) {
      assertTrue(text.contains("\n" + line + "\n"), line);
    }
  }

  @Test
  void everyUntilIsStillAheadAtALaterNight() {
    int dated = 0;
    for (long seed = 0; seed < 100; seed++) {
      GeneratorConfig c = GeneratorConfig.builder().from(stateful(10, seed)).night(3).build();
      GameState s = NightGenerator.generate(c).state();
      assertEquals(3, s.night());
      for (PlayerState ps : s.states()) {
        if (!ps.living()) {
          Phase since = ps.since().orElseThrow();
          assertTrue(since.overBeforeNight(3), since.toString());
          dated++;
        }
      }
      s.states().forEach(ps -> ps.statuses().forEach(h -> h.until().ifPresent(
          u -> assertTrue(u.compareTo(Phase.night(3)) >= 0 && u.compareTo(Phase.night(5)) <= 0,
              u.toString()))));
    }
    assertTrue(dated > 100, "dated deaths " + dated);
  }

  @Test
  void badStartStateConfigurations() {
    assertThrows(IllegalArgumentException.class,
        () -> GeneratorConfig.builder().players(5).seed(1).dead(1.5).build());
    assertThrows(IllegalArgumentException.class,
        () -> GeneratorConfig.builder().players(5).seed(1).statuses(-0.1).build());
    assertThrows(IllegalArgumentException.class,
        () -> GeneratorConfig.builder().players(5).seed(1).night(0).build());
    assertThrows(IllegalArgumentException.class, () -> GeneratorConfig.builder().players(5)
        .seed(1).pattern(TargetingPattern.RING).dead(0.2).build());
    assertThrows(IllegalArgumentException.class,
        () -> NightGenerator.generateGame(GeneratorConfig.of(5, 1), 0, Toy::resolve));
  }

  // ---- games -------------------------------------------------------------------------------

  /**
   * A toy resolver for core's tests (core cannot see the engines): every first target of a
   * killing ability dies, nothing else happens; statuses expire as {@code games.md} says.
   */
  static final class Toy {
    static Outcome resolve(Night night) {
      GameState s = night.state();
      List<PlayerState> states = new ArrayList<>(s.states());
      List<String> deaths = new ArrayList<>();
      for (int a = 0; a < night.actions().size(); a++) {
        if (night.abilityOf(a).kills()) {
          int t = night.targetIndex(a, 0);
          if (states.get(t).living()) {
            states.set(t, states.get(t).withLife(Life.DEAD, Optional.of(Phase.night(s.night()))));
          }
        }
      }
      for (int i = 0; i < states.size(); i++) {
        PlayerState p = states.get(i);
        if (!s.state(i).equals(p)) {
          deaths.add(s.players().get(i).name());
        }
        List<HeldStatus> kept = new ArrayList<>();
        p.statuses().stream().filter(h -> h.until().isEmpty()
            || !h.until().get().overAfterNight(s.night())).forEach(kept::add);
        states.set(i, p.withStatuses(kept));
      }
      return Outcome.builder().scheme(Scheme.RAR).night(s.night()).addAllDeaths(deaths)
          .nextState(GameState.of(s.night() + 1, s.players(), states)).build();
    }
  }

  static GeneratorConfig gameConfig(long seed) {
    return GeneratorConfig.builder().players(6 + (int) (seed % 10)).seed(seed).mix(VESTS)
        .pattern(TargetingPattern.values()[(int) (seed % 3)])
        .dead(seed % 2 == 0 ? 0.2 : 0).statuses(0.3).build();
  }

  @Test
  void gamesActOnlyWithThePlayersAliveAtTheStartOfEachNight() {
    Function<Night, Outcome> toy = Toy::resolve;
    int lynches = 0;
    int dayStatuses = 0;
    for (long seed = 0; seed < 100; seed++) {
      GeneratedGame g = NightGenerator.generateGame(gameConfig(seed), 5, toy);
      assertEquals(5, g.nights().size());
      assertEquals(1, g.firstNight());
      assertEquals(5, g.lastNight());
      for (int k = 0; k < 5; k++) {
        Night n = g.nights().get(k);
        assertEquals(k + 1, n.number());
        NightValidity.assertValid(n);
        for (int a = 0; a < n.actions().size(); a++) {
          assertTrue(n.living(n.actorIndex(a)));
          for (int t = 0; t < n.actions().get(a).targets().size(); t++) {
            assertTrue(n.living(n.targetIndex(a, t)));
          }
        }
        assertEquals(toy.apply(n), g.outcomes().get(k));
        if (k > 0) {
          GameState before = g.outcomes().get(k - 1).nextState();
          // the night starts where the last one ended, but for its section's state lines
          assertEquals(before.players(), n.state().players());
          String section = g.sections().get(k);
          assertTrue(section.endsWith(NightWriter.actionLines(n)), section);
          for (String line : section.substring(0, section.length()
              - NightWriter.actionLines(n).length()).split("\n")) {
            if (line.endsWith(" dead")) {
              lynches++;
            } else if (line.contains(" status ")) {
              dayStatuses++;
            }
          }
          for (int i = 0; i < n.players().size(); i++) {
            if (!before.state(i).living()) {
              assertFalse(n.living(i));
            }
          }
        }
      }
      String text = g.text();
      assertTrue(text.startsWith(g.setup()));
      for (int k = 2; k <= 5; k++) {
        assertTrue(text.contains("\n\nnight " + k + "\n" + g.sections().get(k - 1)), text);
      }
      assertTrue(g.setup().endsWith("\nnight 1\n"), g.setup());
      assertTrue(g.setup().startsWith("# " + NightGenerator.header(gameConfig(seed))
          + " --nights 5\n"), g.setup());
    }
    assertTrue(lynches > 25, "lynches " + lynches);
    assertTrue(dayStatuses > 50, "day statuses " + dayStatuses);
  }

  @Test
  void gamesAreDeterministic() {
    for (long seed = 0; seed < 20; seed++) {
      GeneratedGame a = NightGenerator.generateGame(gameConfig(seed), 4, Toy::resolve);
      GeneratedGame b = NightGenerator.generateGame(gameConfig(seed), 4, Toy::resolve);
      assertEquals(a, b);
      assertEquals(a.text(), b.text());
    }
    assertNotEquals(NightGenerator.generateGame(gameConfig(2), 4, Toy::resolve).text(),
        NightGenerator.generateGame(gameConfig(12), 4, Toy::resolve).text());
  }

  @Test
  void aOneNightGameIsTheNight() {
    GeneratorConfig c = stateful(12, 5);
    GeneratedGame g = NightGenerator.generateGame(c, 1, Toy::resolve);
    assertEquals(List.of(NightGenerator.generate(c)), g.nights());
    String text = g.text();
    Night n = g.nights().get(0);
    assertEquals(NightWriter.writeGame(n, List.of(NightGenerator.header(c) + " --nights 1")),
        text);
  }

  @Test
  void limitedUsesAreRespectedAcrossNights() {
    // a state that says a Vigilante has no shots left: he does not shoot
    for (long seed = 0; seed < 30; seed++) {
      GeneratorConfig c = GeneratorConfig.builder().players(8).seed(seed)
          .mix(Mix.parse("Vigilante=8")).activity(1).build();
      Night first = NightGenerator.generate(c);
      Function<Night, Outcome> noShots = night -> {
        List<PlayerState> st = new ArrayList<>();
        night.state().states().forEach(p -> st.add(p.withUses(java.util.Map.of("kill", 0))));
        return Outcome.builder().scheme(Scheme.RAR).night(night.number())
            .nextState(GameState.of(night.number() + 1, night.players(), st)).build();
      };
      GeneratedGame g = NightGenerator.generateGame(c, 3, noShots);
      assertFalse(first.actions().isEmpty());
      assertEquals(first, g.nights().get(0));
      assertTrue(g.nights().get(1).actions().isEmpty(), "seed " + seed);
      assertTrue(g.nights().get(2).actions().isEmpty(), "seed " + seed);
    }
  }

  @Test
  void gameActionsAreWrittenInSubmissionOrder() {
    GeneratedGame g = NightGenerator.generateGame(gameConfig(3), 3, Toy::resolve);
    for (Night n : g.nights()) {
      List<String> lines = List.of(NightWriter.actionLines(n).split("\n"));
      List<Action> actions = n.actions();
      if (!actions.isEmpty()) {
        assertEquals(actions.size(), lines.size());
        assertTrue(lines.get(0).startsWith(actions.get(0).actor() + " "));
      }
    }
  }

  @Test
  void startStateOptionsKeepTheNightsOptions() {
    GameOptions o = GameOptions.builder().selfTargetAllowed(true).build();
    GeneratorConfig c = GeneratorConfig.builder().from(stateful(9, 2)).options(o).build();
    GeneratedGame g = NightGenerator.generateGame(c, 2, Toy::resolve);
    assertTrue(g.setup().contains("\noption self-target allowed\n"), g.setup());
    g.nights().forEach(n -> assertEquals(o, n.options()));
  }
}
