package org.nightres.lab.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.format.NightParser;
import org.nightres.core.format.NightWriter;
import org.nightres.core.format.ParseResult;
import org.nightres.core.format.RuleSets;
import org.nightres.core.model.Action;
import org.nightres.core.model.GameOptions;
import org.nightres.core.model.ImmutableNight;
import org.nightres.core.model.ModifierUse;
import org.nightres.core.model.Night;
import org.nightres.core.model.Player;

class NightShrinkerTest {

  /** A Roleblocker blocks a Jailkeeper who jails the Roleblocker back. */
  static final Predicate<Night> RB_JK_LOOP = night -> rbJkLoop(night).isPresent();

  static Optional<List<Action>> rbJkLoop(Night night) {
    for (Action block : night.actions()) {
      Player rb = night.player(block.actor()).orElseThrow();
      if (!block.verb().equals("block") || !hasRole(rb, "Roleblocker")) {
        continue;
      }
      Player jk = night.player(block.targets().get(0)).orElseThrow();
      if (!hasRole(jk, "Jailkeeper")) {
        continue;
      }
      for (Action jail : night.actions()) {
        if (jail.verb().equals("jail") && same(jail.actor(), jk.name())
            && same(jail.targets().get(0), rb.name())) {
          return Optional.of(List.of(block, jail));
        }
      }
    }
    return Optional.empty();
  }

  private static boolean hasRole(Player p, String role) {
    return p.roles().stream().anyMatch(r -> r.name().equals(role));
  }

  private static boolean same(String a, String b) {
    return a.toLowerCase(Locale.ROOT).equals(b.toLowerCase(Locale.ROOT));
  }

  /** The first seed whose 30-player night of this config shows the loop. */
  private static Night firstLoopNight(Mix mix, Predicate<Night> extra) {
    for (long seed = 0; seed < 2000; seed++) {
      Night n = NightGenerator.generate(GeneratorConfig.builder().players(30).seed(seed)
          .mix(mix).pattern(TargetingPattern.ADVERSARIAL).build());
      if (RB_JK_LOOP.test(n) && extra.test(n)) {
        return n;
      }
    }
    throw new AssertionError("no seed below 2000 gives the loop");
  }

  /**
   * Wraps a predicate: counts calls and asserts that every candidate is a valid night, by the
   * test checker and by the parser reading its text.
   */
  private static final class Checked implements Predicate<Night> {
    final Predicate<Night> inner;
    int calls;

    Checked(Predicate<Night> inner) {
      this.inner = inner;
    }

    @Override
    public boolean test(Night night) {
      calls++;
      NightValidity.assertValid(night);
      ParseResult parsed = NightParser.standard().parse("candidate.night", NightWriter.write(night));
      assertTrue(parsed.ok(), parsed::renderDiagnostics);
      return inner.test(night);
    }
  }

  @Test
  void shrinksTheRoleblockerJailkeeperLoopToItsTwoActions() {
    // dense: players with two roles and modifiers, so every step has work to do
    Night big = firstLoopNight(Mix.DENSE, n -> n.players().stream()
        .anyMatch(p -> p.roles().size() > 1 && p.modifiers().size() > 0
            && (hasRole(p, "Roleblocker") || hasRole(p, "Jailkeeper"))));
    assertEquals(30, big.players().size());
    assertTrue(big.actions().size() > 10);
    Checked predicate = new Checked(RB_JK_LOOP);
    Night small = NightShrinker.shrink(big, predicate);

    assertTrue(RB_JK_LOOP.test(small));
    NightValidity.assertValid(small);
    assertEquals(2, small.actions().size(), NightWriter.write(small));
    assertEquals(2, small.players().size(), NightWriter.write(small));
    List<Action> loop = rbJkLoop(small).orElseThrow();
    assertEquals(Set.of(loop.get(0).actor(), loop.get(1).actor()),
        Set.of(small.players().get(0).name(), small.players().get(1).name()));
    for (Player p : small.players()) {
      assertEquals(1, p.roles().size(), "extra roles removed: " + p);
      assertTrue(p.modifiers().isEmpty(), "modifiers removed: " + p);
    }
    assertEquals(List.of(0, 1), small.actions().stream().map(Action::submissionIndex).toList());
    // the two players keep their names and alignments from the big night
    for (Player p : small.players()) {
      assertEquals(big.player(p.name()).orElseThrow().alignment(), p.alignment());
    }
    assertOneMinimal(small, RB_JK_LOOP);
    assertTrue(predicate.calls < 400, "predicate calls: " + predicate.calls);
  }

  /**
   * A large night (2,000 players, the loop among them) is not tried whole again and again: after
   * each size of run of actions, the players no remaining action mentions go at once, so the
   * tries after it are of a small night (each try writes, reads and resolves its whole night).
   */
  @Test
  void aLargeNightIsTriedWholeOnlyAFewTimes() {
    Night big = null;
    for (long seed = 0; big == null && seed < 200; seed++) {
      Night n = NightGenerator.generate(GeneratorConfig.builder().players(2000).seed(seed)
          .mix(Mix.DENSE).pattern(TargetingPattern.ADVERSARIAL).build());
      big = RB_JK_LOOP.test(n) ? n : null;
    }
    assertTrue(big != null, "no seed below 200 gives the loop");
    int[] whole = new int[1];
    int players = big.players().size();
    Night small = NightShrinker.shrink(big, n -> {
      whole[0] += n.players().size() > players / 2 ? 1 : 0;
      return RB_JK_LOOP.test(n);
    });
    assertEquals(2, small.actions().size(), NightWriter.write(small));
    assertEquals(2, small.players().size(), NightWriter.write(small));
    assertOneMinimal(small, RB_JK_LOOP);
    assertTrue(whole[0] <= 8, "tries of more than half the players: " + whole[0]);
  }

  @Test
  void shrinksAFocusedMixToo() {
    Night big = firstLoopNight(
        Mix.parse("Roleblocker=8,Jailkeeper=8,Vigilante=2,Doctor=2,mafia=5,Bulletproof=3"),
        n -> true);
    Night small = NightShrinker.shrink(big, new Checked(RB_JK_LOOP));
    assertEquals(2, small.actions().size());
    assertEquals(2, small.players().size());
    assertOneMinimal(small, RB_JK_LOOP);
  }

  @Test
  void shrinkingIsDeterministic() {
    Night big = firstLoopNight(Mix.DENSE, n -> true);
    Night a = NightShrinker.shrink(big, RB_JK_LOOP);
    Night b = NightShrinker.shrink(big, RB_JK_LOOP);
    assertEquals(NightWriter.write(a), NightWriter.write(b));
    assertEquals(a, b);
  }

  @Test
  void keepsTheModifierThePredicateNeeds() {
    // "some Cop investigates a PGO holder"
    Predicate<Night> copOnPgo = night -> night.actions().stream().anyMatch(a ->
        a.verb().equals("investigate")
            && night.player(a.targets().get(0)).orElseThrow().modifiers().stream()
                .anyMatch(m -> m.modifier().name().equals("PGO")));
    Night big = null;
    for (long seed = 0; big == null; seed++) {
      Night n = NightGenerator.generate(GeneratorConfig.builder().players(60).seed(seed)
          .mix(Mix.DENSE).build());
      if (copOnPgo.test(n)) {
        big = n;
      }
    }
    Night small = NightShrinker.shrink(big, new Checked(copOnPgo));
    assertEquals(1, small.actions().size());
    assertEquals(2, small.players().size());
    Player target = small.player(small.actions().get(0).targets().get(0)).orElseThrow();
    assertEquals(List.of("PGO"),
        target.modifiers().stream().map(m -> m.modifier().name()).toList());
    assertOneMinimal(small, copOnPgo);
  }

  @Test
  void keepsOptionsTheNightNeedsAndResetsTheOthers() {
    Night clique = NightGenerator.generate(GeneratorConfig.builder().players(6).seed(3)
        .pattern(TargetingPattern.CLIQUE).build());
    Night withExtras = ImmutableNight.copyOf(clique).withOptions(
        GameOptions.builder().from(clique.options()).selfTargetAllowed(true)
            .recruitFailsIfTargetDies(true).build());
    // someone jails two players: needs uses-per-ability unlimited
    Predicate<Night> twoJails = night -> night.actions().stream()
        .filter(a -> a.verb().equals("jail"))
        .map(a -> a.actor().toLowerCase(Locale.ROOT))
        .distinct()
        .anyMatch(actor -> night.actions().stream()
            .filter(a -> a.verb().equals("jail") && same(a.actor(), actor)).count() >= 2);
    Night small = NightShrinker.shrink(withExtras, new Checked(twoJails));
    assertEquals(2, small.actions().size());
    assertEquals(3, small.players().size());
    assertEquals(GameOptions.builder().usesPerAbility(java.util.OptionalInt.empty()).build(),
        small.options(), "only the needed option stays");

    // V shooting P1 needs no option at all
    Night shot = NightShrinker.shrink(withExtras, night -> night.actions().stream()
        .anyMatch(a -> a.verb().equals("kill")));
    assertEquals(GameOptions.defaults(), shot.options());
    assertEquals("player P1 town  Jailkeeper\nplayer V  town  Vigilante\n\nV kill P1\n",
        NightWriter.write(shot));
  }

  @Test
  void threeKillsShrinkToThreeKills() {
    Predicate<Night> threeKills = night -> night.actions().stream()
        .filter(a -> a.verb().equals("kill") || a.verb().equals("mafiakill")
            || a.verb().equals("strongkill"))
        .count() >= 3;
    Night big = NightGenerator.generate(GeneratorConfig.builder().players(200).seed(8)
        .mix(Mix.DENSE).pattern(TargetingPattern.UNIFORM).build());
    assertTrue(threeKills.test(big));
    Night small = NightShrinker.shrink(big, new Checked(threeKills));
    assertEquals(3, small.actions().size());
    assertOneMinimal(small, threeKills);
    // every remaining player is mentioned, with one role unless two are needed
    for (Player p : small.players()) {
      assertTrue(small.actions().stream().anyMatch(a -> same(a.actor(), p.name())
          || a.targets().stream().anyMatch(t -> same(t, p.name()))), p.name());
      assertTrue(p.modifiers().isEmpty());
    }
  }

  @Test
  void anAlreadyMinimalNightComesBackUnchanged() {
    Night tiny = NightShrinker.shrink(
        firstLoopNight(Mix.DENSE, n -> true), RB_JK_LOOP);
    Night again = NightShrinker.shrink(tiny, RB_JK_LOOP);
    assertEquals(tiny, again);
  }

  @Test
  void renumbersSubmissionIndexesInOrder() {
    Night big = NightGenerator.generate(GeneratorConfig.builder().players(40).seed(2)
        .mix(Mix.DENSE).build());
    // keep the first and last submitted action; the rest may go
    List<Action> sorted = new ArrayList<>(big.actions());
    sorted.sort((x, y) -> Integer.compare(x.submissionIndex(), y.submissionIndex()));
    Action first = sorted.get(0);
    Action last = sorted.get(sorted.size() - 1);
    Predicate<Night> keepsBoth = night -> {
      List<Action> acts = new ArrayList<>(night.actions());
      acts.sort((x, y) -> Integer.compare(x.submissionIndex(), y.submissionIndex()));
      return acts.size() >= 2 && sameAction(acts.get(0), first)
          && sameAction(acts.get(acts.size() - 1), last);
    };
    Night small = NightShrinker.shrink(big, keepsBoth);
    assertEquals(2, small.actions().size());
    assertTrue(sameAction(small.actions().get(0), first));
    assertEquals(0, small.actions().get(0).submissionIndex());
    assertEquals(1, small.actions().get(1).submissionIndex());
  }

  private static boolean sameAction(Action a, Action b) {
    return a.actor().equals(b.actor()) && a.verb().equals(b.verb())
        && a.targets().equals(b.targets());
  }

  @Test
  void refusesANightThatDoesNotFail() {
    Night n = NightGenerator.generate(GeneratorConfig.of(10, 1));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> NightShrinker.shrink(n, night -> false));
    assertEquals("the predicate does not hold for the night to shrink", e.getMessage());
  }

  @Test
  void alwaysTrueShrinksToTheSmallestValidNight() {
    Night n = NightGenerator.generate(GeneratorConfig.of(10, 1));
    Night least = NightShrinker.shrink(n, night -> true);
    assertTrue(least.actions().isEmpty());
    assertEquals(1, least.players().size(), "a valid night declares a player");
    assertTrue(NightParser.standard().parse("least.night", NightWriter.write(least)).ok());
  }

  @Test
  void anInvalidNightShrinksWithoutTheParsersRules() {
    Night n = NightGenerator.generate(GeneratorConfig.of(10, 1));
    Player p = n.players().stream().filter(x -> x.ability("kill").isPresent()
        || x.ability("mafiakill").isPresent()).findFirst().orElseThrow();
    String verb = p.ability("kill").isPresent() ? "kill" : "mafiakill";
    Night selfTarget = Night.builder().from(n).actions(List.of(Action.builder().actor(p.name())
        .verb(verb).addTargets(p.name()).submissionIndex(0).build())).build();
    assertFalse(NightParser.standard().parse("self.night", NightWriter.write(selfTarget)).ok());
    Night empty = NightShrinker.shrink(selfTarget, night -> true);
    assertTrue(empty.players().isEmpty(), "no parser judges a night that starts invalid");
  }

  @Test
  void neverRemovesARoleTheActionsNeed() {
    RoleCatalogue cat = RuleSets.standard();
    Player x = Player.builder().name("X").alignment("town")
        .addRoles(cat.role("Cop").orElseThrow(), cat.role("Vigilante").orElseThrow(),
            cat.role("Doctor").orElseThrow())
        .addModifiers(ModifierUse.unlimited(cat.modifier("Strongman").orElseThrow()))
        .build();
    Player a = Player.builder().name("A").alignment("mafia")
        .addRoles(cat.role("Goon").orElseThrow())
        .addAllFactionAbilities(cat.factionAbilities("mafia")).build();
    Night night = Night.builder().addPlayers(x, a)
        .addActions(Action.builder().actor("X").verb("investigate").addTargets("A")
            .submissionIndex(0).build())
        .addActions(Action.builder().actor("X").verb("kill").addTargets("A")
            .submissionIndex(1).build())
        .build();
    Night small = NightShrinker.shrink(night, n -> n.actions().size() == 2);
    assertEquals("player X town  Cop+Vigilante\nplayer A mafia Goon\n\n"
        + "X investigate A\nX kill A\n", NightWriter.write(small));
  }

  @Test
  void aLargeNightShrinksQuickly() {
    Night big = NightGenerator.generate(GeneratorConfig.builder().players(30_000).seed(1)
        .mix(Mix.DENSE).build());
    Action target = big.actions().get(big.actions().size() / 2);
    int[] calls = {0};
    Night small = NightShrinker.shrink(big, n -> {
      calls[0]++;
      return n.actions().stream().anyMatch(a -> sameAction(a, target));
    });
    assertEquals(1, small.actions().size());
    assertEquals(1 + target.targets().size(), small.players().size());
    assertTrue(calls[0] < 500, "predicate calls: " + calls[0]);
  }

  /** Removing any one remaining action makes the predicate false. */
  static void assertOneMinimal(Night night, Predicate<Night> predicate) {
    for (int i = 0; i < night.actions().size(); i++) {
      List<Action> rest = new ArrayList<>(night.actions());
      rest.remove(i);
      List<Action> renumbered = new ArrayList<>();
      for (int k = 0; k < rest.size(); k++) {
        renumbered.add(Action.builder().from(rest.get(k)).submissionIndex(k).build());
      }
      assertFalse(predicate.test(ImmutableNight.copyOf(night).withActions(renumbered)),
          "still fails without " + night.actions().get(i));
    }
  }
}
