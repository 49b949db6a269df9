package org.nightres.snarf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nightres.core.NightResolver;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.outcome.Announcement;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Notice;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.testing.WwrBookNights;

/**
 * WWR texts, triggers on other players' events, trigger filters, groups and {@code Untarget}
 * (docs/wwr.md, the mapping and its rulings), in nights of a book written for these tests in the
 * WWR notation, under {@code sequential} (the book's default) and the other schemes.
 */
class WwrTextsAndGroupsNightTest {
  static final String BOOK = """
      **Night Pack** | Werewolf Team Group
      On Poll Closed: Attack @Winner

      **Grey Wolf** | Werewolf Killing
      Starting: Join #Night-Pack

      **Lone Howler** | Werewolf Miscellaneous
      __Formalized__
      On @(Group:Night-Pack) Death: Role Change @Self to `Grey Wolf`

      **Lantern Keeper** | Townsfolk Miscellaneous
      __Formalized__
      Starting: Join #Lantern-Circle as `Warden`

      **Hollow Oak** | Townsfolk Miscellaneous
      __Formalized__
      Starting: Join #Hollow-Oak-Club

      **Matchmaker** | Unaligned Miscellaneous
      __Formalized__
      Immediate: Target @Selection (Player)
      On Death:
        • True Kill @Target
        • Announce `Matchmaker @Self fell, and @Target with them`
      On @Target Death:
        • True Kill @Self
        • Announce `@Target fell, and Matchmaker @Self with them`

      **Whisperer** | Townsfolk Miscellaneous
      __Formalized__
      Immediate Night:
        • Reveal `@Self whispers to you` to @Selection
        • Learn `You whispered to @Selection`

      **Night Watch** | Townsfolk Miscellaneous
      __Formalized__
      On Visited [Killing]: Learn `A killer came by`
      On Visited [!Killing]: Learn `Someone harmless came by`

      **Forgetful Seer** | Townsfolk Investigative
      __Formalized__
      Immediate: Target @Selection (Player)
      Passive End Night: Untarget

      **Village Idler** | Townsfolk Miscellaneous
      __Formalized__
      No Abilities

      **Gossip** | Townsfolk Miscellaneous
      __Formalized__
      Immediate: Target @Selection (Player)
      Passive: Learn `@Target is @Target->Role`
      On @(AttrSelf:Bugged) Death: Learn `Your bug died`
      On Visited [Lynch Killing]: Learn `Someone tried to lynch you`
      On @Target Visited: Learn `@Visitor visited your target`

      **Pack Herald** | Werewolf Miscellaneous
      __Formalized__
      Passive: Reveal `The herald @Self calls the pack` to #Night-Pack
      On Death: Remove `Moonlit` from @All {Visitless}
      Immediate Night: Kill @All

      **Veil Weaver** | Werewolf Power
      __Formalized__
      Immediate Night: Strongly Disguise @Selection as `Grey Wolf` (~Phase)

      **Bell Ringer** | Townsfolk Miscellaneous
      __Formalized__
      On Killed: Announce `@Self was slain by a @Attacker->Role`
      On Visited: Learn `@Visitor came by`
      """;

  private static final List<NightResolver> SCHEMES = List.of(new SequentialResolver(),
      new SnarfResolver(), new org.nightres.nar.NarResolver());

  private static final WwrBookNights NIGHTS = new WwrBookNights(BOOK);

  static GamePlay play(String game, NightResolver scheme) {
    return NIGHTS.play(scheme, game);
  }

  /** What {@code player} was told as answers (§7: Learn is feedback), in order. */
  private static List<String> learned(Outcome o, String player) {
    return o.feedback().stream().filter(f -> f.player().equals(player)).map(Feedback::result)
        .toList();
  }

  /** The private notices {@code player} got (§7: Reveal is a notice of kind reveal). */
  private static List<String> notices(Outcome o, String player) {
    return o.notices().stream().filter(n -> n.player().equals(player)).map(Notice::message)
        .sorted().toList();
  }

  private static List<Announcement> texts(Outcome o) {
    return o.announcements().stream().filter(a -> a.kind().equals(Announcement.ANNOUNCE))
        .toList();
  }

  @Test
  void joiningAGroupMakesAMemberAGroupWithANightKillStillGivesItsTeamsKill() {
    for (NightResolver scheme : SCHEMES) {
      Outcome o = play("""
          player Lee townsfolk LanternKeeper
          player Oak townsfolk HollowOak
          player Rex werewolf  GreyWolf
          player Ann townsfolk VillageIdler
          Rex factionkill Ann
          """, scheme).last();
      assertEquals(List.of("Ann"), o.deaths(), scheme.scheme() + ": the pack's kill");
      assertEquals(Map.of("group-lanterncircle", "warden"), o.nextState().players().get(0)
          .attributes(), scheme.scheme() + ": a member as the role it joined as");
      assertEquals(Map.of("group-hollowoakclub", "yes"), o.nextState().players().get(1)
          .attributes(), scheme.scheme() + ": a group not in the book");
      assertEquals(Map.of("group-nightpack", "yes"), o.nextState().players().get(2)
          .attributes(), scheme.scheme().toString());
    }
  }

  @Test
  void aStartingJoinMakesAMemberFromTheFirstNightWithNothingOnThePlayerLine() {
    String players = """
        player Lou werewolf  LoneHowler
        player Hop werewolf  PackHerald
        player Rex werewolf  GreyWolf
        player Ann townsfolk VillageIdler
        player Vic townsfolk Vigilante
        """;
    for (NightResolver scheme : SCHEMES) {
      Outcome o = play(players + "Vic kill Rex\n", scheme).last();
      assertEquals(List.of("The herald Hop calls the pack"), notices(o, "Rex"),
          scheme.scheme() + ": #Night-Pack holds Rex on night 1");
      assertEquals(List.of(), notices(o, "Ann"), scheme.scheme() + ": no member");
      assertEquals("[GreyWolf]", o.nextState().players().get(0).roles().stream()
          .map(r -> r.name()).toList().toString(), scheme.scheme() + ": a member died");
    }
  }

  @Test
  void aMembersDeathSetsOffAGroupDeathTriggerAndNobodyElses() {
    String players = """
        player Lou werewolf  LoneHowler
        player Rex werewolf  GreyWolf group-nightpack=yes
        player Ann townsfolk VillageIdler
        player Vic townsfolk Vigilante
        """;
    for (NightResolver scheme : SCHEMES) {
      Outcome member = play(players + "Vic kill Rex\n", scheme).last();
      assertEquals(List.of("Rex"), member.deaths());
      assertEquals("[GreyWolf]", member.nextState().players().get(0).roles().stream()
          .map(r -> r.name()).toList().toString(), scheme.scheme() + ": the howler turns");
      Outcome outsider = play(players + "Vic kill Ann\n", scheme).last();
      assertEquals("[LoneHowler]", outsider.nextState().players().get(0).roles().stream()
          .map(r -> r.name()).toList().toString(), scheme.scheme() + ": Ann is no member");
    }
  }

  @Test
  void theMatchmakerAndTheStoredTargetDieTogetherAndItIsAnnounced() {
    String players = """
        player Max solo      Matchmaker
        player Lia townsfolk VillageIdler
        player Ann townsfolk VillageIdler
        player Rex werewolf  GreyWolf
        """;
    for (NightResolver scheme : SCHEMES) {
      GamePlay target = play(players + "night 1\nMax target Lia\nnight 2\nRex factionkill Lia\n",
          scheme);
      assertEquals(List.of("Lia", "Max"), target.last().deaths().stream().sorted().toList(),
          scheme.scheme().toString());
      assertEquals(List.of(new Announcement("announce", "Max",
          Optional.of("Lia fell, and Matchmaker Max with them"))), texts(target.last()),
          scheme.scheme().toString());
      GamePlay self = play(players + "night 1\nMax target Lia\nnight 2\nRex factionkill Max\n",
          scheme);
      assertEquals(List.of("Lia", "Max"), self.last().deaths().stream().sorted().toList(),
          scheme.scheme().toString());
      assertEquals(List.of(new Announcement("announce", "Max",
          Optional.of("Matchmaker Max fell, and Lia with them"))), texts(self.last()),
          scheme.scheme().toString());
      GamePlay other = play(players + "night 1\nMax target Lia\nnight 2\nRex factionkill Ann\n",
          scheme);
      assertEquals(List.of("Ann"), other.last().deaths(), scheme.scheme().toString());
      assertEquals(List.of(), texts(other.last()), scheme.scheme().toString());
    }
  }

  @Test
  void learnAndRevealNameTheirPlayers() {
    for (NightResolver scheme : SCHEMES) {
      Outcome o = play("""
          player Wes townsfolk Whisperer
          player Ann townsfolk VillageIdler
          Wes reveal Ann
          """, scheme).last();
      assertEquals(List.of("You whispered to Ann"), learned(o, "Wes"), scheme.scheme().toString());
      assertEquals(List.of("Wes whispers to you"), notices(o, "Ann"), scheme.scheme().toString());
      assertEquals(List.of("reveal"), o.notices().stream().map(Notice::kind).toList(),
          scheme.scheme().toString());
    }
  }

  @Test
  void aVisitedTriggerWithATypeAnswersOnlyThoseVisits() {
    for (NightResolver scheme : SCHEMES) {
      Outcome o = play("""
          player Nat townsfolk NightWatch
          player Rex werewolf  GreyWolf
          player Wes townsfolk Whisperer
          player Doc townsfolk Doctor
          Rex factionkill Nat
          Doc protect Nat
          """, scheme).last();
      assertEquals(List.of(), o.deaths(), scheme.scheme().toString());
      assertEquals(List.of("A killer came by", "Someone harmless came by"), learned(o, "Nat"),
          scheme.scheme().toString());
      Outcome whisper = play("""
          player Nat townsfolk NightWatch
          player Wes townsfolk Whisperer
          Wes reveal Nat
          """, scheme).last();
      assertEquals(List.of("Someone harmless came by"), learned(whisper, "Nat"),
          scheme.scheme().toString());
      assertEquals(List.of("Wes whispers to you"), notices(whisper, "Nat"),
          scheme.scheme().toString());
    }
  }

  @Test
  void aGroupAndAllAreEveryLivingMemberAndEveryLivingPlayer() {
    String players = """
        player Hop werewolf  PackHerald
        player Rex werewolf  GreyWolf group-nightpack=yes
        player Wen werewolf  GreyWolf group-nightpack=yes
        player Ann townsfolk VillageIdler moonlit=yes
        player Vic townsfolk Vigilante
        """;
    for (NightResolver scheme : SCHEMES) {
      Outcome o = play(players + "state Wen dead\n", scheme).last();
      assertEquals(List.of("The herald Hop calls the pack"), notices(o, "Rex"),
          scheme.scheme().toString());
      assertEquals(List.of(), notices(o, "Wen"), scheme.scheme() + ": a dead member");
      assertEquals(List.of(), notices(o, "Ann"), scheme.scheme() + ": no member");
      Outcome death = play(players + "Vic kill Hop\n", scheme).last();
      assertEquals(List.of("Hop"), death.deaths(), scheme.scheme().toString());
      assertEquals(Map.of(), death.nextState().players().get(3).attributes(),
          scheme.scheme() + ": the herald's death takes Moonlit off everyone");
    }
    GameScript s = NIGHTS.script("player Hop werewolf PackHerald\n");
    assertTrue(s.warnings().stream().anyMatch(d -> d.line() == 61 && d.message().contains(
        "@All, @Others or #Group in a submitted ability")), s.warnings().toString());
  }

  @Test
  void aFactInATextIsThePlayersTrueRoleWhateverDisguisesHim() {
    for (NightResolver scheme : SCHEMES) {
      Outcome o = play("""
          player Gus townsfolk Gossip target=Ann
          player Ann townsfolk VillageIdler
          player Vee werewolf  VeilWeaver
          Vee disguise Ann
          """, scheme).last();
      assertEquals(List.of("Ann is Village Idler", "Vee visited your target"), learned(o, "Gus"),
          scheme.scheme() + ": a text is no investigation (ruling 15)");
    }
  }

  @Test
  void aTriggersTextNamesItsSubject() {
    for (NightResolver scheme : SCHEMES) {
      Outcome o = play("""
          player Bel townsfolk BellRinger
          player Rex werewolf  GreyWolf
          Rex factionkill Bel
          """, scheme).last();
      assertEquals(List.of("Bel"), o.deaths(), scheme.scheme().toString());
      assertEquals(List.of(new Announcement("announce", "Bel",
          Optional.of("Bel was slain by a Grey Wolf"))), texts(o), scheme.scheme().toString());
      assertEquals(List.of("Rex came by"), learned(o, "Bel"), scheme.scheme().toString());
    }
  }

  @Test
  void aVisitToTheStoredTargetSetsOffOnTargetVisited() {
    for (NightResolver scheme : SCHEMES) {
      Outcome o = play("""
          player Gus townsfolk Gossip target=Ann
          player Ann townsfolk VillageIdler
          player Rex werewolf  GreyWolf
          player Vee werewolf  VeilWeaver
          Rex factionkill Ann
          Vee disguise Gus
          """, scheme).last();
      assertEquals(List.of("Ann is Village Idler", "Rex visited your target"), learned(o, "Gus"),
          scheme.scheme() + ": Vee's visit to Gus is none to his target");
    }
  }

  @Test
  void untargetClearsTheStoredTarget() {
    Outcome o = play("""
        player Fay townsfolk ForgetfulSeer target=Ann
        player Ann townsfolk VillageIdler
        """, new SequentialResolver()).last();
    assertEquals(Map.of(), o.nextState().players().get(0).attributes());
    Outcome set = play("""
        player Fay townsfolk ForgetfulSeer
        player Ann townsfolk VillageIdler
        Fay target Ann
        """, new SequentialResolver()).last();
    assertEquals(Map.of("target", "Ann"), set.nextState().players().get(0).attributes(),
        "the passive at [0] clears it before the Targeting of the night sets it again");
  }

  @Test
  void subtypesAreReportedAndAttributesOfTheHolderRead() {
    GameScript s = NIGHTS.script("player Gus townsfolk Gossip\n");
    assertTrue(s.ok(), s.diagnostics().toString());
    String warnings = s.warnings().stream().map(d -> d.file() + ":" + d.line() + ":" + d.column()
        + ": " + d.message()).toList().toString();
    assertTrue(!warnings.contains("book.wwr:53:"), "an attribute the holder applied is read "
        + "(own:bugged): " + warnings);
    assertTrue(s.rules().role("Gossip").orElseThrow().passives().stream()
        .anyMatch(c -> c.describe().contains("[own:bugged]")), "the owned attribute's "
        + "death trigger");
    assertTrue(warnings.contains("book.wwr:54:1: unsupported: trigger filter "
        + "'[Lynch Killing]' (an ability subtype or category)"), warnings);
    assertTrue(!warnings.contains("book.wwr:55:"), warnings);
    assertTrue(s.rules().role("Gossip").orElseThrow().ability("target").isPresent(),
        "the understood line still works");
  }
}
