package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.nightres.cli.BookNights.told;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nightres.core.outcome.Outcome;
import org.nightres.snarf.SequentialResolver;

/**
 * The order of End Night attacks under WWR's timing (games.md §7: "then attacks, groups'
 * attacks before single roles'"; the book's {@code _rules/ability types/01 killing order}:
 * "Groups are a special case and are prioritised before any single role attacks", single roles
 * "alphabetically within their team. Townsfolk roles are considered first, then werewolf, then
 * all other roles"), seen through a defense used once: the first attack in that order meets it,
 * and its On Defense trigger names that attacker, whatever the submission order.
 */
class WwrKillingOrderTest {
  static final String BOOK = """
      **Moon Pack** | Ability Set
      Starting: Join #Moon-Pack

      **Moon Pack** | Werewolf Team Group
      Passive Start Night: Create `Moon Pack` Poll in #moon-pack
      On Poll Closed: Attack @Winner

      **Grey Wolf** | Werewolf Killing
      Inherit: `Moon Pack`

      **Ash Circle** | Ability Set
      Starting: Join #Ash-Circle

      **Ash Circle** | Cult Team Group
      Passive Start Night: Create `Ash Circle` Poll in #ash-circle
      On Poll Closed: Attack @Winner

      **Ash Cultist** | Solo Killing
      Inherit: `Ash Circle`

      **Lone Wolf** | Werewolf Killing
      End Night: Attack @Selection

      **Aardvark** | Solo Killing
      End Night: Attack @Selection

      **Zealot** | Townsfolk Killing
      End Night: Attack @Selection

      **Shield Bearer** | Townsfolk Power
      Passive: Protect @Self from `Attacks` through Passive Defense (~UntilUse)
      On Passive Defense: Learn `Saved from @Attacker`
      """;

  private static Outcome night(String night) {
    return BookNights.play(new SequentialResolver(), BOOK, "include book.wwr\n" + """
        player Bea townsfolk ShieldBearer
        player Aar solo      Aardvark
        player Lon werewolf  LoneWolf
        player Zea townsfolk Zealot
        player Wol werewolf  GreyWolf
        player Cul cult      AshCultist
        """ + night);
  }

  @Test
  void theGroupsAttackMeetsTheDefenseBeforeASingleRolesAttack() {
    // the killing order's example 1: "only the wolfpack attack is blocked ... the lone wolf's
    // attack will succeed", here with the role's line submitted first
    Outcome o = night("Lon attack Bea\nWol factionkill Bea\n");
    assertEquals(List.of("Bea"), o.deaths());
    assertEquals(List.of("Saved from Wol"), told(o, "Bea"));
  }

  @Test
  void groupsAttackByTheGroupsName() { // "Groups are sorted alphabetically according to the
    // group name, not the attacker's role": the Ash Circle's before the Moon Pack's
    Outcome o = night("Wol factionkill Bea\nCul factionkill Bea\n");
    assertEquals(List.of("Bea"), o.deaths());
    assertEquals(List.of("Saved from Cul"), told(o, "Bea"));
  }

  @Test
  void singleRolesAttackTownsfolkFirstThenWerewolvesThenTheOthers() {
    Outcome o = night("Aar attack Bea\nLon attack Bea\nZea attack Bea\n");
    assertEquals(List.of("Bea"), o.deaths());
    assertEquals(List.of("Saved from Zea"), told(o, "Bea"), "the Townsfolk role first");
    o = night("Aar attack Bea\nLon attack Bea\n");
    assertEquals(List.of("Saved from Lon"), told(o, "Bea"), "a Werewolf role before a Solo one");
  }
}
