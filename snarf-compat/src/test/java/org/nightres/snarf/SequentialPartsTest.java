package org.nightres.snarf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nightres.lab.generate.GeneratorConfig;
import org.nightres.lab.generate.NightGenerator;
import org.nightres.lab.generate.RandomRules;
import org.nightres.lab.generate.TargetingPattern;
import org.nightres.core.format.NightParser;
import org.nightres.core.model.GameOptions;
import org.nightres.core.model.ImmutableGameOptions;
import org.nightres.core.model.ImmutableNight;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.plan.NightPlan;
import org.nightres.core.random.RandomChoices;

/**
 * A night that draws nothing resolves part by part exactly as it resolves whole: the same
 * deaths, feedback, notices, announcements in the same order, next state and step log, line for
 * line ({@link SequentialResolver}'s parts). Every part its own plan (groups of one action)
 * against the whole night, on generated nights of the standard rule set and of random rule sets,
 * under every option that changes when a death takes effect or what runs first.
 */
class SequentialPartsTest {
  private static final SequentialResolver WHOLE = new SequentialResolver(0);
  private static final SequentialResolver EVERY_PART = new SequentialResolver(1);
  private static final TargetingPattern[] PATTERNS = {
      TargetingPattern.ADVERSARIAL, TargetingPattern.UNIFORM, TargetingPattern.CLUSTERED};
  /**
   * Nights that were resolved in more than one part (the test is not about whole nights: nearly
   * every night that draws nothing has several), of all nights, and those that may draw.
   */
  private static final AtomicInteger SPLIT = new AtomicInteger();
  private static final AtomicInteger NIGHTS = new AtomicInteger();
  private static final AtomicInteger DRAWING = new AtomicInteger();

  @BeforeAll
  static void reset() {
    SPLIT.set(0);
    NIGHTS.set(0);
    DRAWING.set(0);
  }

  @ParameterizedTest
  @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
  void aStandardNightResolvesAlikeWholeAndInParts(long seed) {
    Night night = NightGenerator.generate(GeneratorConfig.builder()
        .players(20 + (int) (seed * 37 % 300)).seed(seed)
        .pattern(PATTERNS[(int) (seed % PATTERNS.length)]).build());
    for (GameOptions options : options(seed)) {
      check(ImmutableNight.copyOf(night).withOptions(options));
    }
  }

  @ParameterizedTest
  @ValueSource(longs = {101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114,
      115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 128, 129, 130})
  void aNightOfRandomRolesResolvesAlikeWholeAndInParts(long seed) {
    Night night = RandomRules.night(seed, 30 + (int) (seed * 13 % 120),
        PATTERNS[(int) (seed % PATTERNS.length)]);
    for (GameOptions options : options(seed)) {
      check(ImmutableNight.copyOf(night).withOptions(
          ImmutableGameOptions.copyOf(night.options()).withDeaths(options.deaths())
              .withSequentialOrder(options.sequentialOrder())
              .withDeathStopsActions(options.deathStopsActions())));
    }
  }

  /** A death(all) trigger under an {@code [if ...]} limit hears the deaths of every part. */
  @Test
  void aWitnessWithALimitHearsTheDeathsOfEveryPart() {
    Night night = pairs("""
        role Mourner
        trigger Mourner death(all) = notify(self, "{dead} is gone") [if living>3]
        player M town Mourner
        """, "");
    Outcome whole = WHOLE.resolve(night);
    check(night);
    assertEquals(5, whole.notices().stream().filter(n -> n.player().equals("M")).count(),
        whole.notices().toString());
  }

  /**
   * A death(stored(k)) trigger, found through its stored target, answers his death alone: its
   * holder is in the target's part, the others apart.
   */
  @Test
  void aTriggerOnAStoredTargetsDeathAnswersHisDeathInHisPart() {
    Night night = pairs("""
        role Twin
        trigger Twin death(stored(target)) = kill(self, class=true)
        """, " Twin target=X");
    assertEquals(5, NightPlan.parts(night, 1).count());
    Outcome whole = WHOLE.resolve(night);
    check(night);
    assertEquals(List.of("X0", "X1", "X2", "X3", "X4", "Y0", "Y1", "Y2", "Y3", "Y4"),
        whole.deaths().stream().sorted().toList());
  }

  /**
   * A night of {@code rules} and five pairs: K_i kills X_i, and Y_i is a Vanilla, or of the
   * role {@code y} names with X_i for its last word's player.
   */
  private static Night pairs(String rules, String y) {
    StringBuilder text = new StringBuilder(rules);
    for (int i = 0; i < 5; i++) {
      text.append("player K").append(i).append(" town Vigilante\n")
          .append("player X").append(i).append(" town Vanilla\n")
          .append("player Y").append(i).append(" town").append(y.isEmpty() ? " Vanilla" : y)
          .append(y.isEmpty() ? "" : String.valueOf(i)).append('\n');
    }
    for (int i = 0; i < 5; i++) {
      text.append("K").append(i).append(" kill X").append(i).append('\n');
    }
    return NightParser.standard().parse("t.night", text.toString()).night().orElseThrow();
  }

  @AfterAll
  static void mostNightsSplit() {
    assertTrue(SPLIT.get() >= 50 && SPLIT.get() * 10 > 9 * (NIGHTS.get() - DRAWING.get()),
        "only " + SPLIT.get() + " of " + NIGHTS.get() + " nights came in several parts ("
            + DRAWING.get() + " may draw)");
  }

  private static GameOptions[] options(long seed) {
    GameOptions defaults = GameOptions.defaults();
    GameOptions.Deaths deaths = GameOptions.Deaths.values()[(int) (seed % 3)];
    return new GameOptions[] {
        defaults,
        ImmutableGameOptions.copyOf(defaults).withDeaths(deaths)
            .withDeathStopsActions(seed % 2 == 0 ? GameOptions.DeathStopsActions.LATER
                : GameOptions.DeathStopsActions.NEVER),
        ImmutableGameOptions.copyOf(defaults)
            .withSequentialOrder(GameOptions.SequentialOrder.SUBMISSION),
    };
  }

  private static void check(Night night) {
    NIGHTS.incrementAndGet();
    if (RandomChoices.mayDraw(night)) {
      DRAWING.incrementAndGet();
    } else if (NightPlan.parts(night, 1).count() > 1) {
      SPLIT.incrementAndGet();
    }
    assertEquals(WHOLE.resolve(night), EVERY_PART.resolve(night),
        () -> "night of " + night.players().size() + " players, " + night.options());
  }
}
