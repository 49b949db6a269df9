package org.nightres.nar;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.nightres.core.component.Component;
import org.nightres.core.component.Component.Block;
import org.nightres.core.component.Component.Protect;
import org.nightres.core.component.Component.Visit;
import org.nightres.core.component.Ref;
import org.nightres.core.model.GameOptions.NarList;
import org.nightres.core.plan.NightPlan;
import org.nightres.core.plan.PlannedAction;

/** NAR categories come from components; each list ranks and labels them. */
class PriorityListTest {
  private static final PriorityList WIKI = PriorityList.of(NarList.WIKI_2008);
  private static final PriorityList XYLBOT = PriorityList.of(NarList.XYLBOT_DRAFT);
  private static final PriorityList GOG = PriorityList.of(NarList.REDIRECT_FIRST);

  /** Every standard verb and passive: its category, from its components alone. */
  @ParameterizedTest
  @CsvSource({
      "A kill X, KILL", "S strongkill X, KILL", "M mafiakill X, KILL", "D protect X, PROTECT",
      "R block X, BLOCK", "J jail X, BLOCK", "G guard X, PROTECT", "T track X, INSPECT",
      "W watch X, INSPECT", "C investigate X, INSPECT", "De detect X, INSPECT",
      "Rd redirect X to A, REDIRECT", "BD swap X A, BUS", "Co commute, HIDE", "H hide X, HIDE",
      "St stop X, HIDE", "Al abduct X, HIDE", "K recruit X, RECRUIT", "Vi visit X, MISCELLANEOUS",
      "F fruit X, MISCELLANEOUS", "X's Bulletproof, PROTECT", "X's PGO, MISCELLANEOUS",
      "X's Ascetic, HIDE"})
  void standardActionsUnderWiki2008(String action, NarCategory expected) {
    NightPlan plan = NightPlan.of(NarTesting.night("""
        player A town Vigilante
        player S mafia Strongman
        player M mafia Goon
        player D town Doctor
        player R town Roleblocker
        player J town Jailkeeper
        player G town Bodyguard
        player T town Tracker
        player W town Watcher
        player C town Cop
        player De town Detective
        player Rd town Redirector
        player BD town BusDriver
        player Co town Commuter
        player H town Hider
        player St town Rolestopper
        player Al town Alien
        player K cult Recruiter
        player Vi town Visitor
        player F town FruitVendor
        player X town Vanilla Bulletproof PGO Ascetic
        A kill X
        S strongkill X
        M mafiakill X
        D protect X
        R block X
        J jail X
        G guard X
        T track X
        W watch X
        C investigate X
        De detect X
        Rd redirect X to A
        BD swap X A
        Co commute
        H hide X
        St stop X
        Al abduct X
        K recruit X
        Vi visit X
        F fruit X
        """));
    PlannedAction a = plan.actions().stream().filter(p -> p.toString().equals(action)).findFirst().orElseThrow();
    assertEquals(expected, WIKI.categoryOf(a.components()));
  }

  @Test
  void wiki2008Order() {
    assertEquals("1 Copy, 2 Hide, 3 Bus, 4 Block, 5 Redirect, 6 Protect, 7 Miscellaneous, 8 Kill, "
        + "9 Recruit, 10 Inspect", WIKI.describe());
    assertEquals("wiki-2008", WIKI.id());
  }

  @Test
  void xylbotDraftPutsEverythingAfterProtectTogether() {
    assertEquals(7, XYLBOT.rank(NarCategory.KILL));
    assertEquals(7, XYLBOT.rank(NarCategory.INSPECT));
    assertEquals(7, XYLBOT.rank(NarCategory.MISCELLANEOUS));
    assertEquals("Anything else", XYLBOT.label(NarCategory.RECRUIT));
    assertEquals(4, XYLBOT.rank(NarCategory.BLOCK));
  }

  @Test
  void redirectFirstPutsBusAndRedirectTogetherBeforeBlock() {
    assertEquals(GOG.rank(NarCategory.BUS), GOG.rank(NarCategory.REDIRECT));
    assertEquals("Bus/Redirect", GOG.label(NarCategory.REDIRECT));
    assertEquals("Hide/commute", GOG.label(NarCategory.HIDE));
    assertEquals(GOG.rank(NarCategory.REDIRECT) + 1, GOG.rank(NarCategory.BLOCK));
    assertEquals("redirect-first", GOG.id());
  }

  @Test
  void aCombinedActionTakesTheFirstListedAndVisitsDoNotCount() {
    List<Component> jail = List.of(Block.of(Ref.target()), Protect.of(Ref.target()), new Visit(Ref.target()));
    for (PriorityList list : List.of(WIKI, XYLBOT, GOG)) {
      assertEquals(NarCategory.BLOCK, list.categoryOf(jail));
      assertEquals(NarCategory.MISCELLANEOUS, list.categoryOf(List.of(new Visit(Ref.target()))));
    }
    List<Component> swapAndRedirect = List.of(new Component.Redirect(Ref.param(0), Ref.param(1)),
        new Component.Swap(Ref.param(0), Ref.param(1)));
    // same entry under redirect-first: the earlier category of the 2008 list names it
    assertEquals(NarCategory.BUS, GOG.categoryOf(swapAndRedirect));
    assertEquals(NarCategory.BUS, WIKI.categoryOf(swapAndRedirect));
  }
}
