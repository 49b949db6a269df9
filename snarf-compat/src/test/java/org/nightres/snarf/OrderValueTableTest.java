package org.nightres.snarf;

import org.nightres.core.testing.NightText;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Component;
import org.nightres.core.component.Ref;
import org.nightres.core.component.Role;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.model.Night;
import org.nightres.core.plan.NightPlan;
import org.nightres.core.plan.PlannedAction;
import org.nightres.core.format.RuleSets;

/** The standard orders and their precedence rules. */
class OrderValueTableTest {

  /** The component orders of the first planned action of the night. */
  private static int[] orders(String... lines) {
    return orders(RuleSets.standard(), lines);
  }

  private static int[] orders(RoleCatalogue catalogue, String... lines) {
    Night night = NightText.parse(catalogue, lines);
    NightPlan plan = NightPlan.of(night);
    PlannedAction first = plan.actions().get(0);
    return OrderValueTable.ordersOf(first, night.options());
  }

  @Test
  void standardOrdersPerComponentWithTheVisitAtTheActionsFirstOrder() {
    String[] players = {"player A town Vigilante+Doctor+Roleblocker+Jailkeeper+Cop",
        "player B town BusDriver+Redirector+Commuter+Hider+Recruiter+FruitVendor+Visitor+Bodyguard",
        "player C town Vanilla"};
    assertArrayEquals(new int[] {80, 80}, orders(with(players, "A kill C")));
    assertArrayEquals(new int[] {60, 60}, orders(with(players, "A protect C")));
    assertArrayEquals(new int[] {40, 40}, orders(with(players, "A block C")));
    assertArrayEquals(new int[] {40, 60, 40}, orders(with(players, "A jail C")));
    assertArrayEquals(new int[] {100, 100}, orders(with(players, "A investigate C")));
    assertArrayEquals(new int[] {20, 20, 20}, orders(with(players, "B swap A C")));
    assertArrayEquals(new int[] {20, 20}, orders(with(players, "B redirect A to C")));
    assertArrayEquals(new int[] {40}, orders(with(players, "B commute")));
    assertArrayEquals(new int[] {40, 40, 40}, orders(with(players, "B hide C")));
    assertArrayEquals(new int[] {90, 90}, orders(with(players, "B recruit C")));
    assertArrayEquals(new int[] {90, 90}, orders(with(players, "B fruit C")));
    assertArrayEquals(new int[] {90}, orders(with(players, "B visit C")));
    assertArrayEquals(new int[] {60, 60}, orders(with(players, "B guard C")));
  }

  @Test
  void wholeJailPutsEveryComponentAtTheLowestOrder() {
    assertArrayEquals(new int[] {40, 40, 40}, orders("option snarf.jail whole",
        "player J town Jailkeeper", "player X town Vanilla", "J jail X"));
    assertArrayEquals(new int[] {40, 40}, orders("option snarf.jail whole",
        "player R town Roleblocker", "player X town Vanilla", "R block X"));
  }

  @Test
  void aWrittenOverrideSetsTheWholeActionAndBeatsEverything() {
    assertArrayEquals(new int[] {55, 55, 55}, orders("option snarf.jail whole",
        "player J town Jailkeeper", "player X town Vanilla", "J jail X [55]"));
  }

  @Test
  void anAbilitysOrderValueSetsTheWholeActionAndTheOverrideBeatsIt() {
    Ability early = Ability.builder().verb("early-shot").orderValue(30)
        .addComponents(Component.Kill.of(Ref.target()), new Component.Visit(Ref.target())).build();
    RoleCatalogue catalogue = RuleSets.standard()
        .withRole(Role.builder().name("Gunslinger").addAbilities(early).build());
    assertArrayEquals(new int[] {30, 30},
        orders(catalogue, "player G town Gunslinger", "player X town Vanilla", "G early-shot X"));
    assertArrayEquals(new int[] {85, 85},
        orders(catalogue, "player G town Gunslinger", "player X town Vanilla", "G early-shot X [85]"));
  }

  @Test
  void passivesAreAtZero() {
    Night night = NightText.parse("player X town Vanilla Bulletproof PGO Ascetic");
    List<PlannedAction> passives = NightPlan.of(night).actions();
    assertEquals(3, passives.size());
    for (PlannedAction p : passives) {
      assertArrayEquals(new int[] {0}, OrderValueTable.ordersOf(p, night.options()));
    }
  }

  @Test
  void headingsNameTheStandardOrders() {
    assertEquals("[20] redirection", OrderValueTable.heading(20));
    assertEquals("[40] blocking/commuting", OrderValueTable.heading(40));
    assertEquals("[190] triggered effects", OrderValueTable.heading(190));
    assertEquals("[75] custom order", OrderValueTable.heading(75));
  }

  private static String[] with(String[] players, String action) {
    String[] all = new String[players.length + 1];
    System.arraycopy(players, 0, all, 0, players.length);
    all[players.length] = action;
    return all;
  }
}
