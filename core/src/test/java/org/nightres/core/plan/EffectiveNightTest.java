package org.nightres.core.plan;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.model.Action;
import org.nightres.core.model.GameState;
import org.nightres.core.model.HeldStatus;
import org.nightres.core.model.Night;
import org.nightres.core.model.Phase;
import org.nightres.core.model.Player;
import org.nightres.core.model.PlayerState;
import org.nightres.core.format.RuleSets;

/**
 * A status holds through its {@code until} phase and does nothing after it, though the state
 * after the night before may still list it ({@code games.md} section 2.2: {@code until D1} is
 * listed after night 1 and gone after night 2).
 */
class EffectiveNightTest {
  private static final RoleCatalogue CAT = RuleSets.standard();

  private static Night night2(String status, Optional<Phase> until) {
    List<Player> players = List.of(
        Player.builder().name("A").alignment("town").addRoles(CAT.role("Vigilante").orElseThrow())
            .build(),
        Player.builder().name("B").alignment("town").addRoles(CAT.role("Vanilla").orElseThrow())
            .build());
    HeldStatus held = new HeldStatus(CAT.status(status).orElseThrow(), until, Optional.empty());
    GameState start = GameState.of(2, players, List.of(
        PlayerState.FRESH.withStatuses(List.of(held)), PlayerState.FRESH));
    return Night.startingFrom(start).addActions(Action.builder().actor("A").verb("kill")
        .addTargets("B").submissionIndex(0).build()).build();
  }

  @Test
  void aStatusThatHeldThroughTheDayBeforeDoesNothing() {
    EffectiveNight e = EffectiveNight.of(night2("Suspended", Optional.of(Phase.day(1))));
    assertArrayEquals(new int[0], e.nullified);
    assertEquals(1, e.resolvable.actions().size());
    EffectiveNight abroad = EffectiveNight.of(night2("Abroad", Optional.of(Phase.day(1))));
    assertEquals(List.of(), abroad.resolvable.players().get(0).modifiers());
  }

  @Test
  void aStatusThatHoldsTonightNullifies() {
    for (Optional<Phase> until : List.of(Optional.<Phase>empty(), Optional.of(Phase.night(2)),
        Optional.of(Phase.day(2)), Optional.of(Phase.night(5)))) {
      EffectiveNight e = EffectiveNight.of(night2("Suspended", until));
      assertArrayEquals(new int[] {0}, e.nullified, until.toString());
      assertEquals(0, e.resolvable.actions().size());
      EffectiveNight abroad = EffectiveNight.of(night2("Abroad", until));
      assertEquals(List.of("Abroad"), abroad.resolvable.players().get(0).modifiers().stream()
          .map(m -> m.modifier().name()).toList());
    }
  }
}
