package org.nightres.nar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.nightres.nar.NarTesting.effectsOf;
import static org.nightres.nar.NarTesting.order;
import static org.nightres.nar.NarTesting.result;
import static org.nightres.nar.NarTesting.stepOf;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Component;
import org.nightres.core.component.Component.Block;
import org.nightres.core.component.Component.Protect;
import org.nightres.core.component.Component.Visit;
import org.nightres.core.component.Modifier;
import org.nightres.core.component.Ref;
import org.nightres.core.component.Role;
import org.nightres.core.format.NightParser;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.format.RuleSets;

/**
 * Roles the resolver has never heard of, composed of existing components, work unchanged: their
 * NAR category and every interaction come from their components.
 */
class ComponentDrivenRolesTest {
  private static final Ref X = Ref.param(0);
  private static final Ref Y = Ref.param(1);

  private static final NightParser PARSER = new NightParser(RuleSets.standard()
      .withRole(Role.builder().name("Warden").addAbilities(Ability.builder().verb("ward")
          .addComponents(Block.of(X), Protect.everyKill(X), new Visit(X)).build()).build())
      .withRole(Role.builder().name("Usher").addAbilities(Ability.builder().verb("usher")
          .signature("X to Y").addComponents(new Component.Redirect(X, Y), new Visit(X)).build()).build())
      .withRole(Role.builder().name("Boss").addAbilities(Ability.builder().verb("boss")
          .addComponents(new Block(X, Set.of("factionkill")),
              new Component.Notify(X, "your action did not happen"), new Visit(X)).build()).build())
      .withRole(Role.builder().name("Shield").addAbilities(Ability.builder().verb("shield")
          .addComponents(new Protect(X, Set.of("factionkill"), false), new Visit(X)).build()).build())
      .withModifier(Modifier.builder().name("Tripwire").addComponents(new Component.Trigger(
          Component.Event.ON_VISITED, List.of(Block.of(Ref.subject())))).build()));

  private static Outcome resolve(String text) {
    return NarTesting.RESOLVER.resolve(NarTesting.night(PARSER, text));
  }

  @Test
  void aWardRanksAsBlockLikeAJail() {
    Outcome o = resolve("""
        player V town Vigilante
        player A town Roleblocker
        player B town Warden
        V kill A
        A block B
        B ward A
        """);
    assertEquals(List.of("A"), o.deaths());
    assertEquals("1. A block B [Block] — loop A block B ↔ B ward A: both rank Block (wiki-2008); "
        + "first submitted", stepOf(o, "A block B"));
  }

  @Test
  void anUsherRanksAsRedirect() {
    String night = """
        player R town Roleblocker
        player U town Usher
        player D town Doctor
        player K town Vigilante
        player V town Vanilla
        K kill V
        D protect V
        R block U
        U usher R to D
        """;
    assertEquals(List.of(), resolve(night).deaths());
    assertEquals(List.of("V"), resolve("option nar.list redirect-first\n" + night).deaths());
  }

  @Test
  void aBossBlocksEverythingButTheFactionKillAndTellsItsTarget() {
    Outcome o = resolve("""
        player B town Boss
        player M mafia Cop
        player V town Vanilla
        player X town Vanilla
        B boss M
        M mafiakill V
        M investigate X
        """);
    assertEquals(List.of("V"), o.deaths());
    assertEquals("no result", result(o, "M"));
    assertEquals("M", o.notices().get(0).player());
    assertEquals("your action did not happen", o.notices().get(0).message());
    assertEquals("1. B boss M [Block] — free: nothing unresolved can modify it", stepOf(o, "B boss M"));
  }

  @Test
  void aShieldStopsFactionKillsOnly() {
    Outcome o = resolve("""
        player S town Shield
        player M mafia Goon
        player K town Vigilante
        player X town Vanilla
        player Y town Vanilla
        S shield X
        M mafiakill X
        K kill Y
        """);
    assertEquals(List.of("Y"), o.deaths());
    Outcome vig = resolve("""
        player S town Shield
        player K town Vigilante
        player X town Vanilla
        S shield X
        K kill X
        """);
    assertEquals(List.of("X"), vig.deaths());
  }

  @Test
  void aTriggeredBlockNeverBlocksTheVisitThatSetItOff() {
    Outcome o = resolve("""
        player A town Cop
        player T town Vanilla Tripwire
        player Tr town Tracker
        A investigate T
        Tr track A
        """);
    assertEquals("innocent", result(o, "A"));
    assertEquals("T", result(o, "Tr"));
    assertEquals(List.of("T's Tripwire", "T's Tripwire fires at A", "A investigate T", "Tr track A"), order(o));
    assertTrue(effectsOf(o, "T's Tripwire fires at A").contains("A is blocked"));
  }
}
