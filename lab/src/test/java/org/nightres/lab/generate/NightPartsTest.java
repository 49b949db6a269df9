package org.nightres.lab.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.component.Ref;
import org.nightres.core.model.Night;
import org.nightres.core.plan.NightPlan;
import org.nightres.core.plan.PlannedAction;
import org.nightres.core.testing.NightText;

/** {@link NightPlan#parts}: a partition of the whole plan into independent, ordered pieces. */
class NightPartsTest {

  static Stream<Arguments> nights() {
    List<Arguments> out = new ArrayList<>();
    long seed = 1;
    for (TargetingPattern pattern : TargetingPattern.values()) {
      for (Mix mix : List.of(Mix.DEFAULT, Mix.DENSE)) {
        for (int players : new int[] {3, 12, 300}) {
          if (pattern == TargetingPattern.CLIQUE && players > 12) {
            continue;
          }
          for (int min : new int[] {1, 5, 256}) {
            out.add(Arguments.of(pattern, mix.toString(), players, min, seed++));
          }
        }
      }
    }
    return out.stream();
  }

  @ParameterizedTest(name = "{0} {1} {2} players, groups of {3}, seed {4}")
  @MethodSource("nights")
  void partsPartitionTheWholePlan(TargetingPattern pattern, String mix, int players, int min,
      long seed) {
    Night night = NightGenerator.generate(GeneratorConfig.builder().players(players).seed(seed)
        .mix(Mix.parse(mix)).pattern(pattern).build());
    NightPlan whole = NightPlan.of(night);
    List<NightPlan> parts = NightPlan.parts(night, min).collect(Collectors.toList());
    int[] partOfAction = new int[whole.actions().size()];
    int[] partOfPlayer = new int[whole.playerCount()];
    Arrays.fill(partOfAction, -1);
    Arrays.fill(partOfPlayer, -1);
    for (int q = 0; q < parts.size(); q++) {
      NightPlan part = parts.get(q);
      assertTrue(part.actions().size() >= min || q == parts.size() - 1,
          "only the last group may be smaller than " + min);
      for (int i = 0; i < part.playerCount(); i++) {
        int p = part.playerInNight(i);
        assertEquals(-1, partOfPlayer[p], "a player in two parts");
        partOfPlayer[p] = q;
        assertEquals(whole.name(p), part.name(i));
        assertTrue(i == 0 || part.playerInNight(i - 1) < p, "players out of declaration order");
      }
      for (PlannedAction a : part.actions()) {
        int id = part.actionInNight(a.id());
        assertEquals(-1, partOfAction[id], "an action in two parts");
        partOfAction[id] = q;
        assertTrue(a.id() == 0 || part.actionInNight(a.id() - 1) < id, "actions out of order");
        PlannedAction w = whole.actions().get(id);
        assertEquals(w.toString(), a.toString());
        assertEquals(w.actor(), part.playerInNight(a.actor()));
        for (int k = 0; k < a.arity(); k++) {
          assertEquals(w.arg(k), part.playerInNight(a.arg(k)));
        }
        assertEquals(List.of(w.blockable(), w.trackable(), w.movable(), w.components()),
            List.of(a.blockable(), a.trackable(), a.movable(), a.components()));
        assertEquals(
            part.actionsBy(a.actor()).stream().map(x -> part.actionInNight(x.id())).toList(),
            whole.actionsBy(w.actor()).stream().map(PlannedAction::id).toList());
      }
    }
    for (PlannedAction w : whole.actions()) {
      int q = partOfAction[w.id()];
      assertTrue(q >= 0, "an action in no part: " + w);
      assertEquals(q, partOfPlayer[w.actor()], "an action apart from its actor: " + w);
      for (int k = 0; k < w.arity(); k++) {
        assertEquals(q, partOfPlayer[w.arg(k)], "an action apart from its target: " + w);
      }
    }
    for (int p = 0; p < whole.playerCount(); p++) {
      assertEquals(partOfPlayer[p] >= 0, !whole.actionsBy(p).isEmpty() || isTarget(whole, p),
          "player " + whole.name(p) + " belongs to a part iff an action involves it");
    }
  }

  private static boolean isTarget(NightPlan plan, int p) {
    for (PlannedAction a : plan.actions()) {
      for (int k = 0; k < a.arity(); k++) {
        if (a.arg(k) == p) {
          return true;
        }
      }
    }
    return false;
  }

  @Test
  void partsOfOneActionEachAreTheLinkedActions() {
    Night night = NightText.parse(
        "player A town Vigilante", "player B town Doctor", "player C town Cop",
        "player D town BusDriver", "player E town Vanilla", "player F town Vanilla PGO",
        "player G town Vanilla", "player H town Roleblocker",
        "C investigate E",
        "A kill B",
        "D swap G B",
        "H block C");
    List<String> parts = NightPlan.parts(night, 1)
        .map(p -> p.actions().toString()).collect(Collectors.toList());
    // A, B, D, G are linked by the kill and the swap; C, E, H by the investigation and the
    // block; F's PGO stands alone; parts come in the order of their first player
    assertEquals(List.of("[A kill B, D swap G B]", "[C investigate E, H block C]",
        "[F's PGO]"), parts);
  }

  @Test
  void groupsGatherWholePartsInOrder() {
    Night night = NightText.parse(
        "player A town Vigilante", "player B town Vigilante", "player C town Vigilante",
        "player D town Vanilla", "player E town Vanilla", "player F town Vanilla",
        "A kill D", "B kill E", "C kill F");
    assertEquals(List.of("[A kill D, B kill E]", "[C kill F]"), NightPlan.parts(night, 2)
        .map(p -> p.actions().toString()).collect(Collectors.toList()));
    NightPlan one = NightPlan.parts(night, 100).findFirst().orElseThrow();
    assertEquals(6, one.playerCount());
    assertEquals("[A kill D, B kill E, C kill F]", one.actions().toString());
  }

  /**
   * Parts link an action's actor and written targets. A trigger's subject is the actor of an
   * action that reached the trigger's holder, so it is linked too. A random selector's player is
   * drawn before the night is split and linked as a target ({@code Night#targetCount}). A
   * component that could reach any other player would need a link in {@code NightParts} first:
   * this test trips when a new kind of reference appears.
   */
  @Test
  void everyReferenceNamesAPlayerThePartsLink() {
    assertEquals(EnumSet.of(Ref.Kind.SELF, Ref.Kind.PARAM, Ref.Kind.SUBJECT,
        Ref.Kind.RANDOM_VALID, Ref.Kind.RANDOM_MEMBERS, Ref.Kind.RANDOM_AMONG, Ref.Kind.STORED,
        Ref.Kind.EVERY), EnumSet.allOf(Ref.Kind.class));
  }

  /**
   * A passive aimed at every living player ({@code all}, {@code all(f)}) puts them all in its
   * holder's part, and is bound there once per player who passes, the dead left out.
   */
  @Test
  void aPassiveAimedAtEveryPlayerLinksThemAllToItsHoldersPart() {
    Night night = org.nightres.core.format.NightParser.standard().parse("t.night", """
        role Herald
        passive Herald = notify(all(attr:pack), "called")
        player H town Herald
        player A town Vigilante
        player B town Vigilante
        player C town Vanilla pack=yes
        player D town Vanilla pack=yes
        player E town Vanilla pack=yes
        state E dead
        A kill C
        B kill D
        """).night().orElseThrow();
    List<NightPlan> parts = NightPlan.parts(night, 1).collect(Collectors.toList());
    assertEquals(List.of("[A kill C, B kill D, H's Herald]"),
        parts.stream().map(p -> p.actions().toString()).collect(Collectors.toList()));
    PlannedAction herald = parts.get(0).actions().get(2);
    assertEquals(List.of("C", "D"), herald.components().stream()
        .map(c -> parts.get(0).name(herald.player(c.target()))).collect(Collectors.toList()));
  }

  /**
   * A trigger under an {@code [if ...]} limit whose response is aimed at every player links them
   * all to its holder's part, as it does without the limit.
   */
  @Test
  void aLimitedTriggerAimedAtEveryPlayerLinksThemAll() {
    Night night = org.nightres.core.format.NightParser.standard().parse("t.night", """
        role Crier
        trigger Crier death = notify(all, "the crier fell") [if living>3]
        player H town Crier
        player A town Vigilante
        player B town Vigilante
        player C town Vanilla
        player D town Vanilla
        A kill H
        B kill D
        """).night().orElseThrow();
    assertEquals(List.of("[A kill H, B kill D, H's Crier]"),
        NightPlan.parts(night, 1).map(p -> p.actions().toString()).collect(Collectors.toList()));
  }

  /** A passive's stored target (stored(k)) is in its holder's part, and bound there. */
  @Test
  void aStoredTargetIsLinkedToItsHoldersPart() {
    Night night = org.nightres.core.format.NightParser.standard().parse("t.night", """
        role Keeper
        passive Keeper = protect(stored(target), from=attack)
        player K town Keeper target=C
        player A town Vigilante
        player B town Vigilante
        player C town Vanilla
        player D town Vanilla
        A kill C
        B kill D
        """).night().orElseThrow();
    List<NightPlan> parts = NightPlan.parts(night, 1).collect(Collectors.toList());
    assertEquals(List.of("[A kill C, K's Keeper]", "[B kill D]"),
        parts.stream().map(p -> p.actions().toString()).collect(Collectors.toList()));
    PlannedAction keeper = parts.get(0).actions().get(1);
    assertEquals("C", parts.get(0).name(keeper.player(keeper.components().get(0).target())),
        "the protection is bound to C in the part's own numbering");
  }

  @Test
  void aDrawnPlayerIsLinkedToTheActorsPart() {
    Night night = org.nightres.core.format.NightParser.standard().parse("t.night", """
        role Lout
        ability Lout.brawl = kill(random(valid))
        player A town Lout
        player B town Vigilante
        player C town Vanilla
        player D town Doctor
        B kill C
        D protect A
        A brawl
        random A brawl C
        """).night().orElseThrow();
    assertEquals(List.of("[B kill C, D protect A, A brawl (random: C)]"),
        NightPlan.parts(night, 1).map(p -> p.actions().toString()).collect(Collectors.toList()));
  }

  /** A death(all) trigger (a Witness) hears every death: its holder links every part. */
  @Test
  void aWitnessLinksEveryPart() {
    assertEquals(List.of("[A kill B, C kill D, W's Witness]"), partsOfTwoKillsAnd("""
        role Witness
        trigger Witness death(all) = notify(self, "a death")
        player W town Witness
        """));
  }

  /** A death(all) trigger under an {@code [if ...]} limit is a Witness too: it links every part. */
  @Test
  void aWitnessWithALimitLinksEveryPart() {
    assertEquals(List.of("[A kill B, C kill D, W's Widow]"), partsOfTwoKillsAnd("""
        role Widow
        trigger Widow death(all) = notify(self, "a death") [if living>2]
        player W town Widow
        """));
  }

  /**
   * A trigger on one player's death ({@code death(stored(k))}) links its holder with that player
   * alone: no other death sets it off.
   */
  @Test
  void aTriggerOnAStoredTargetsDeathLinksOnlyThatPlayer() {
    assertEquals(List.of("[A kill B, L's Lover]", "[C kill D]"), partsOfTwoKillsAnd("""
        role Lover
        trigger Lover death(stored(target)) = kill(self, class=true)
        player L town Lover target=B
        """));
  }

  /** The parts of {@code rules}' night of two kills: A kills B, C kills D. */
  private static List<String> partsOfTwoKillsAnd(String rules) {
    Night night = org.nightres.core.format.NightParser.standard().parse("t.night", rules + """
        player A town Vigilante
        player B town Vanilla
        player C town Vigilante
        player D town Vanilla
        A kill B
        C kill D
        """).night().orElseThrow();
    return NightPlan.parts(night, 1).map(p -> p.actions().toString()).collect(Collectors.toList());
  }

  @Test
  void aNightWithoutActionsHasNoParts() {
    Night night = NightText.parse("player A town Vanilla", "player B town Doctor");
    assertEquals(0, NightPlan.parts(night, 1).count());
  }

  @Test
  void minActionsMustBePositive() {
    Night night = NightText.parse("player A town Vanilla");
    assertThrows(IllegalArgumentException.class, () -> NightPlan.parts(night, 0));
  }
}
