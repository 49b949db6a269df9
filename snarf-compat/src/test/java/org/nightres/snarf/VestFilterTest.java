package org.nightres.snarf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.nightres.core.NightResolver;
import org.nightres.core.model.GameOptions;
import org.nightres.core.model.GameState;
import org.nightres.core.model.ImmutablePlayer;
import org.nightres.core.model.Night;
import org.nightres.core.model.Player;
import org.nightres.core.outcome.ImmutableOutcome;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.plan.VestAccounting;
import org.nightres.lab.generate.GeneratorConfig;
import org.nightres.lab.generate.Mix;
import org.nightres.lab.generate.NightGenerator;
import org.nightres.nar.NarResolver;

/**
 * SNARF and NAR ask {@link VestAccounting} only about the vest-wearers a kill reached: the same
 * vests are worn down as when every surviving wearer is asked (the rule without the filter).
 */
class VestFilterTest {
  private static final Mix VESTS = Mix.parse("Vigilante=2,Doctor=1,Jailkeeper=1,BusDriver=1,"
      + "Bodyguard=1,Roleblocker=1,PGO=1,mafia=25%,Bulletproof(1)=3");

  @Test
  void askingOnlyTheAttackedWearsTheSameVests() {
    NightResolver[] resolvers = {new SnarfResolver(), new NarResolver()};
    int worn = 0;
    for (long seed = 1; seed <= 600; seed++) {
      GameOptions options = seed % 2 == 0 ? GameOptions.defaults()
          : GameOptions.builder().doctorStops(GameOptions.DoctorStops.ONE).build();
      Night night = NightGenerator.generate(GeneratorConfig.builder().players(10 + (int) (seed % 7))
          .seed(seed).options(options).mix(seed % 3 == 0 ? Mix.parse("default") : VESTS).build());
      for (NightResolver r : resolvers) {
        GameState filtered = r.resolve(night).nextState();
        BitSet everyone = new BitSet();
        everyone.set(0, night.players().size());
        GameState unfiltered = VestAccounting.account(
            night, unworn(night, r.resolve(night)), everyone, r::resolve).nextState();
        assertEquals(unfiltered, filtered, r + ", seed " + seed + "\n" + night);
        worn += filtered.players().equals(night.players()) ? 0 : 1;
      }
    }
    assertTrue(worn >= 100, "the nights must wear vests down, wore in " + worn);
  }

  /** {@code o} with every modifier of its next state as the night started: no vest worn. */
  private static Outcome unworn(Night night, Outcome o) {
    GameState s = o.nextState();
    List<Player> players = new ArrayList<>();
    for (int i = 0; i < s.players().size(); i++) {
      players.add(ImmutablePlayer.copyOf(s.players().get(i))
          .withModifiers(night.players().get(i).modifiers()));
    }
    return ImmutableOutcome.copyOf(o).withNextState(GameState.of(s.night(), players, s.states()));
  }
}
