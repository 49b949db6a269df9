package org.nightres.nar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.nightres.core.component.Component;
import org.nightres.core.component.Ref;
import org.nightres.core.kernel.Board;
import org.nightres.core.plan.NightPlan;

/** The "might modify" edge rules, one per test, on graphs built straight from planned nights. */
class MightModifyGraphTest {

  /** A planned night as NAR nodes, everything unresolved, no state yet. */
  private static final class Fixture {
    final NightPlan plan;
    final List<NarAction> nodes = new ArrayList<>();
    final BitSet unresolved = new BitSet();
    final Board<NarAction> states = new Board<>();

    Fixture(String text) {
      plan = NightPlan.of(NarTesting.night(text));
      PriorityList list = PriorityList.of(plan.options().narList());
      plan.actions().forEach(a -> nodes.add(NarAction.of(a, list, plan.expiryOf(a))));
      unresolved.set(0, nodes.size());
    }

    NarAction node(String description) {
      return nodes.stream().filter(n -> n.toString().equals(description)).findFirst()
          .orElseThrow(() -> new AssertionError("no " + description + " in " + nodes));
    }

    MightModifyGraph graph() {
      return MightModifyGraph.of(nodes, unresolved, states, plan);
    }

    /** The descriptions of the predecessors of {@code description}. */
    Set<String> predecessors(String description) {
      Set<String> out = new TreeSet<>();
      graph().predecessors(node(description).id).stream().forEach(i -> out.add(nodes.get(i).toString()));
      return out;
    }
  }

  @Test
  void aBlockMightModifyEveryBlockableActionOfItsTarget() {
    Fixture f = new Fixture("""
        player R town Roleblocker
        player X town Cop+Vigilante Bulletproof
        player Y town Vanilla
        R block X
        X kill Y
        X investigate Y
        """);
    assertEquals(Set.of("R block X"), f.predecessors("X kill Y"));
    assertEquals(Set.of("R block X"), f.predecessors("X investigate Y"));
    assertEquals(Set.of(), f.predecessors("X's Bulletproof"));
  }

  @Test
  void aProtectionMightModifyNormalKillsOnly() {
    Fixture f = new Fixture("""
        player D town Doctor
        player V town Vigilante
        player S mafia Strongman
        player X town Vanilla
        D protect X
        V kill X
        S strongkill X
        """);
    assertEquals(Set.of("D protect X"), f.predecessors("V kill X"));
    assertEquals(Set.of(), f.predecessors("S strongkill X"));
  }

  @Test
  void untargetabilityMightModifyWhatIsAimedAtItsPlayerButNotVisits() {
    Fixture f = new Fixture("""
        player S town Rolestopper
        player V town Vigilante
        player C town Cop
        player Vi town Visitor
        player X mafia Goon
        player A town Vanilla Ascetic
        S stop X
        V kill X
        C investigate A
        Vi visit X
        """);
    assertEquals(Set.of("S stop X"), f.predecessors("V kill X"));
    assertEquals(Set.of(), f.predecessors("Vi visit X"));
    assertEquals(Set.of("A's Ascetic"), f.predecessors("C investigate A"));
  }

  @Test
  void asceticDoesNotModifyKills() {
    Fixture f = new Fixture("""
        player V town Vigilante
        player A town Vanilla Ascetic
        V kill A
        """);
    assertEquals(Set.of(), f.predecessors("V kill A"));
  }

  @Test
  void couldLandOnIncludesWhereAPendingSwapMayCarryIt() {
    Fixture f = new Fixture("""
        player BD town BusDriver
        player R town Roleblocker
        player A town Vigilante
        player B town Vigilante
        player C town Vanilla
        BD swap A B
        R block A
        B kill C
        """);
    assertEquals(Set.of("BD swap A B"), f.predecessors("R block A"));
    assertEquals(Set.of("R block A"), f.predecessors("B kill C"));
    NarAction block = f.node("R block A");
    BitSet expected = new BitSet();
    expected.set(f.plan.night().indexOf("A"));
    expected.set(f.plan.night().indexOf("B"));
    assertEquals(expected, f.graph().couldLand(block.id, 0));
  }

  @Test
  void aResolvedRedirectRemovesRelations() {
    // FoL example 2: once Green's redirect has moved Red's block to Pink, Orange is free
    Fixture f = new Fixture("""
        player Green  town  Redirector
        player Red    town  Roleblocker
        player Orange town  FruitVendor
        player Pink   town  Vanilla
        Green redirect Red to Pink
        Red block Orange
        Orange fruit Red
        """);
    assertEquals(Set.of("Red block Orange"), f.predecessors("Orange fruit Red"));
    assertEquals(Set.of("Green redirect Red to Pink"), f.predecessors("Red block Orange"));
    NarAction block = f.node("Red block Orange");
    int pink = f.plan.night().indexOf("Pink");
    for (int i = 0; i < block.components.size(); i++) {
      block.moveTo(i, pink);
    }
    f.unresolved.clear(f.node("Green redirect Red to Pink").id);
    assertEquals(Set.of(), f.predecessors("Orange fruit Red"));
  }

  @Test
  void moversNeverModifyEachOtherButShareWhatTheyMove() {
    Fixture f = new Fixture("""
        player V town Vigilante
        player BD1 town BusDriver
        player BD2 town BusDriver
        player A town Vanilla
        player B town Vanilla
        player C town Vanilla
        V kill B
        BD1 swap A B
        BD2 swap B C
        """);
    assertEquals(Set.of(), f.predecessors("BD1 swap A B"));
    assertEquals(Set.of(), f.predecessors("BD2 swap B C"));
    assertEquals(Set.of("BD1 swap A B", "BD2 swap B C"), f.predecessors("V kill B"));
    MightModifyGraph g = f.graph();
    assertTrue(g.moves(f.node("BD1 swap A B").id).intersects(g.moves(f.node("BD2 swap B C").id)));
  }

  @Test
  void aDeflectMightModifyWhatCouldLandOnItsHolderAndItsFiltersLetThrough() {
    Fixture f = new Fixture("""
        role Mirror
        ability Mirror.mirror X to Y = deflect(X, to=Y, from=align:mafia) + visit(X)
        player Mi town Mirror
        player BD town BusDriver
        player V town Vigilante
        player M mafia Goon
        player A town Vanilla
        player B town Vanilla
        player C town Vanilla
        Mi mirror A to C
        BD swap B A
        M mafiakill B
        V kill A
        """);
    assertEquals(Set.of("BD swap B A", "Mi mirror A to C"), f.predecessors("M mafiakill B"),
        "the swap may carry the Mafia's kill onto the holder, and on it goes");
    assertEquals(Set.of("BD swap B A"), f.predecessors("V kill A"), "no Mafia: not deflected");
    assertEquals(Set.of(), f.predecessors("Mi mirror A to C"), "movers are never moved");
    BitSet expected = new BitSet();
    for (String p : List.of("A", "B", "C")) {
      expected.set(f.plan.night().indexOf(p));
    }
    assertEquals(expected, f.graph().couldLand(f.node("M mafiakill B").id, 0));
    expected.clear(f.plan.night().indexOf("C"));
    assertEquals(expected, f.graph().couldLand(f.node("V kill A").id, 0));
  }

  @Test
  void aFilteredRedirectMightModifyOnlyTheActionsItsTagsLetThrough() {
    Fixture f = new Fixture("""
        role Diverter
        ability Diverter.divert X to Y = redirect(X, to=Y, only=factionkill) + visit(X)
        player Dv town Diverter
        player M mafia Cop
        player A town Vanilla
        player B town Vanilla
        Dv divert M to B
        M mafiakill A
        M investigate A
        """);
    assertEquals(Set.of("Dv divert M to B"), f.predecessors("M mafiakill A"));
    assertEquals(Set.of(), f.predecessors("M investigate A"));
  }

  @Test
  void aDoomedActionHasNoEdges() {
    Fixture f = new Fixture("""
        player R town Roleblocker
        player X town Roleblocker
        player D town Doctor
        player V town Vigilante
        player Y town Vanilla
        R block X
        X block D
        D protect Y
        V kill Y
        """);
    assertEquals(Set.of("X block D"), f.predecessors("D protect Y"));
    int x = f.plan.night().indexOf("X");
    f.states.add(new Board.BlockState<>(x, Component.Block.of(Ref.target()), 0, f.node("R block X")));
    f.unresolved.clear(f.node("R block X").id);
    assertEquals(Set.of(), f.predecessors("D protect Y"));
    assertTrue(f.graph().doomed(f.node("X block D").id));
  }

  @Test
  void killsModifyNothingButDetectivesObserveThem() {
    Fixture f = new Fixture("""
        player V town Vigilante
        player W town Vigilante
        player Det town Detective
        V kill W
        W kill V
        Det detect V
        """);
    assertEquals(Set.of(), f.predecessors("V kill W"));
    assertEquals(Set.of(), f.predecessors("W kill V"));
    assertEquals(Set.of("V kill W"), f.predecessors("Det detect V"));
  }

  @Test
  void informationActionsNeverObserveEachOther() {
    Fixture f = new Fixture("""
        player T1 town Tracker
        player T2 town Tracker
        player W town Watcher
        player V town Vigilante
        player X town Vanilla
        T1 track T2
        T2 track T1
        W watch X
        V kill X
        """);
    assertEquals(Set.of(), f.predecessors("T1 track T2"));
    assertEquals(Set.of(), f.predecessors("T2 track T1"));
    assertEquals(Set.of("V kill X"), f.predecessors("W watch X"));
  }

  @Test
  void aTriggerMightModifyTheActionsThatCouldVisitItsHolder() {
    Fixture f = new Fixture("""
        player C town Cop
        player P town Vanilla PGO
        player BD town BusDriver
        player X town Vanilla
        C investigate X
        BD swap X P
        """);
    assertEquals(Set.of("BD swap X P", "P's PGO"), f.predecessors("C investigate X"));
    assertEquals(Set.of("P's PGO"), f.predecessors("BD swap X P"));
  }

  @Test
  void aTriggeredActionNeverModifiesTheActionThatSetItOff() {
    Fixture f = new Fixture("""
        player A town Cop+Vigilante
        player P town Vanilla
        player X town Vanilla
        A investigate P
        A kill X
        """);
    NarAction investigate = f.node("A investigate P");
    int a = f.plan.night().indexOf("A");
    NarAction snare = NarAction.triggered(f.nodes.size(), investigate.planned, f.plan.night().indexOf("P"),
        List.of(Component.Block.of(Ref.subject())), a, investigate.id, "P's snare fires at A",
        PriorityList.of(f.plan.options().narList()));
    f.nodes.add(snare);
    f.unresolved.set(snare.id);
    assertEquals(Set.of(), f.predecessors("A investigate P"));
    assertEquals(Set.of("P's snare fires at A"), f.predecessors("A kill X"));
  }
}
