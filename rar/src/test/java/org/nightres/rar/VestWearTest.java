package org.nightres.rar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.BitSet;
import org.junit.jupiter.api.Test;
import org.nightres.core.model.GameOptions;
import org.nightres.core.model.GameState;
import org.nightres.core.model.ModifierUse;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.plan.VestAccounting;
import org.nightres.lab.generate.GeneratorConfig;
import org.nightres.lab.generate.Mix;
import org.nightres.lab.generate.NightGenerator;

/**
 * RAR decides which vests were needed on its own graph ({@code ClaimSet.wornVests}: the wearer's
 * death with the vest in the chain from the start); that must be what {@link VestAccounting}
 * decides for every scheme by resolving the wearers' parts again without their vests. Checked
 * against the literal reference on generated nights full of {@code Bulletproof(1)} vests.
 */
class VestWearTest {
  private static final RarResolver RAR = new RarResolver();
  private static final NaiveRarResolver NAIVE = new NaiveRarResolver();
  /** Killers, protectors, movers, guards and vests: nights in which vests matter. */
  private static final Mix VESTS = Mix.parse(
      "Vigilante=2,Doctor=1,Jailkeeper=1,BusDriver=1,Bodyguard=1,Roleblocker=1,mafia=25%,Bulletproof(1)=3");

  @Test
  void rarWearsTheVestsTheCounterfactualRuleWears() {
    int worn = 0;
    for (long seed = 1; seed <= 1500; seed++) {
      GameOptions options = seed % 2 == 0 ? GameOptions.defaults()
          : GameOptions.builder().doctorStops(GameOptions.DoctorStops.ONE).build();
      Night night = NightGenerator.generate(GeneratorConfig.builder().players(10 + (int) (seed % 7))
          .seed(seed).options(options).mix(seed % 3 == 0 ? Mix.parse("default") : VESTS).build());
      GameState fast = RAR.resolve(night).nextState();
      Outcome literal = NAIVE.resolve(night);
      BitSet everyone = new BitSet();
      everyone.set(0, night.players().size()); // no filter: every surviving wearer is asked
      GameState rule = VestAccounting.account(night, literal, everyone, NAIVE::resolve).nextState();
      assertEquals(rule.players(), fast.players(), "seed " + seed + "\n" + night);
      for (int p = 0; p < night.players().size(); p++) {
        for (int m = 0; m < night.players().get(p).modifiers().size(); m++) {
          ModifierUse before = night.players().get(p).modifiers().get(m);
          ModifierUse after = fast.players().get(p).modifiers().get(m);
          worn += before.uses().isPresent() && !before.uses().equals(after.uses()) ? 1 : 0;
        }
      }
    }
    assertTrue(worn >= 200, "the nights must wear vests down, wore " + worn);
  }
}
