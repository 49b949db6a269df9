package org.nightres.rar;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.Outcome;
import org.nightres.lab.generate.GeneratorConfig;
import org.nightres.lab.generate.Mix;
import org.nightres.lab.generate.NightGenerator;
import org.nightres.lab.generate.TargetingPattern;

/**
 * {@link RarResolver} resolves a night one group of independent parts at a time. However the
 * parts are grouped (every part alone, a few parts, the whole night at once), the outcome is
 * the same, reason trees and their order included.
 */
class GroupingTest {
  private static final int[] GROUPS = {1, 3, 256, Integer.MAX_VALUE};

  static Stream<Arguments> nights() {
    List<Arguments> out = new ArrayList<>();
    long seed = 100;
    for (TargetingPattern pattern : List.of(TargetingPattern.UNIFORM, TargetingPattern.CLUSTERED,
        TargetingPattern.ADVERSARIAL)) {
      for (Mix mix : List.of(Mix.DEFAULT, Mix.DENSE)) {
        for (int players : new int[] {40, 400, 3000}) {
          out.add(Arguments.of(pattern, mix.toString(), players, seed++));
        }
      }
    }
    return out.stream();
  }

  @ParameterizedTest(name = "{0} {1} {2} players, seed {3}")
  @MethodSource("nights")
  void groupingDoesNotChangeTheOutcome(TargetingPattern pattern, String mix, int players,
      long seed) {
    Night night = NightGenerator.generate(GeneratorConfig.builder().players(players).seed(seed)
        .mix(Mix.parse(mix)).pattern(pattern).build());
    Outcome whole = new RarResolver(RarResolver.DEFAULT_BUDGET, Integer.MAX_VALUE).resolve(night);
    for (int group : GROUPS) {
      assertEquals(whole, new RarResolver(RarResolver.DEFAULT_BUDGET, group).resolve(night),
          "groups of " + group);
    }
  }

  @Test
  void treesFollowTheQuestionsOfTheWholeNight() {
    Night night = TestNights.of(
        "player A town Vigilante", "player B town Vanilla", "player C town Cop",
        "player D town Vanilla", "player E town Vigilante", "player F town Recruiter",
        "player G town Vanilla", "player H town Tracker",
        "C investigate D", "E kill G", "A kill B", "F recruit D", "H track E");
    // parts: {A, B}, {C, D, F}, {E, G, H}; deaths first by player, then recruitments, then
    // results by submission
    List<String> questions = questions(night, 1);
    assertEquals(List.of("Does B die? yes", "Does G die? yes", "Is D recruited? yes",
        "Does C learn that D is innocent? yes", "Does H see E visit G? yes",
        "Does H see E go nowhere? no"), questions);
    assertEquals(questions, questions(night, Integer.MAX_VALUE));
  }

  private static List<String> questions(Night night, int group) {
    List<String> out = new ArrayList<>();
    new RarResolver(RarResolver.DEFAULT_BUDGET, group).resolve(night).explanation()
        .forEach(n -> out.add(n.text()));
    return out;
  }
}
