package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.NightResolver;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.outcome.Announcement;
import org.nightres.core.outcome.Notice;
import org.nightres.core.outcome.Outcome;

/**
 * Texts that name players ({@code announce(X, "text")}, placeholders in notices), triggers on
 * another player's death ({@code death(stored(k))}, {@code death(<filter>)}) and trigger filters
 * by ability type ({@code visited(tag|!tag)}, {@code action(!tag)}) mean the same under rar,
 * snarf, nar and sequential.
 */
class TextsAndEventFiltersTest {

  static List<NightResolver> everyScheme() {
    return RolesExamplesTest.everyScheme();
  }

  private static final String RULES = """
      role Crier
      ability Crier.point X = announce(X, "the crier {self} points at {X}") + visit(X)
      trigger Crier death = announce(self, "the crier {self} has fallen")
      role Lover
      trigger Lover death(stored(target)) = kill(self, class=true) + announce(self, "Lover {stored(target)} died, taking {self} along")
      role Loner
      trigger Loner death(attr:group-pack) = role(self, set Vigilante) + notify(self, "a pack member fell")
      role Keeper
      passive Keeper = notify(self, "you keep watch over {stored(target)}, a {role(stored(target))}")
      role Sentry
      trigger Sentry visited(killing) = notify(self, "a killer came by")
      trigger Sentry visited(!killing) = notify(self, "someone harmless came by")
      role Marksman
      ability Marksman.shoot X = kill(X)
      ability Marksman.look X = visit(X)
      trigger Marksman action(!killing) = notify(self, "you only looked at {stored(target)}")
      role Beacon
      passive Beacon = notify(others, "the beacon of {self} shines")
      role Herald
      passive Herald = notify(all(attr:group-pack), "the herald {self} calls the pack")
      role Lantern
      passive Lantern = protect(others) + notify(others, "the lantern of {self} is lit") + notify(all, "night falls")
      role Healer
      trigger Healer death = attr(all, remove doomed)
      role Greeter
      trigger Greeter visited = notify(self, "{visitor} came by, a {role(visitor)}")
      role Widow
      trigger Widow death(all) = notify(self, "{dead} has died")
      role Warder
      trigger Warder visited(stored(target)) = notify(self, "{visitor} visited {stored(target)}")
      trigger Warder visited(stored(target)|killing) = notify(self, "a killer visited your ward")
      """;

  private static Outcome night(NightResolver resolver, String text) {
    GameScript script = NightParser.standard().parseGame("t.night", (RULES + text).getBytes());
    assertTrue(script.ok(), script.diagnostics().toString());
    GamePlay play = script.play(resolver);
    assertTrue(play.ok(), play.diagnostics().toString());
    return play.last();
  }

  private static List<String> notices(Outcome o, String player) {
    return o.notices().stream().filter(n -> n.player().equals(player)).map(Notice::message)
        .toList();
  }

  private static List<Announcement> texts(Outcome o) {
    return o.announcements().stream().filter(a -> a.kind().equals(Announcement.ANNOUNCE))
        .toList();
  }

  @ParameterizedTest
  @MethodSource("everyScheme")
  void anAnnouncementTellsItsTextWithThePlayersItNames(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Cal town  Crier
        player Ann town  Vanilla
        player Gus mafia Goon
        Cal point Ann
        """);
    assertEquals(List.of(
        new Announcement("announce", "Ann", Optional.of("the crier Cal points at Ann"))),
        texts(o));
    Outcome fallen = night(resolver, """
        player Cal town  Crier
        player Ann town  Vanilla
        player Gus mafia Goon
        Gus mafiakill Cal
        """);
    assertEquals(List.of("Cal"), fallen.deaths());
    assertEquals(List.of(
        new Announcement("announce", "Cal", Optional.of("the crier Cal has fallen"))),
        texts(fallen));
  }

  @ParameterizedTest
  @MethodSource("everyScheme")
  void aLoverDiesWithTheStoredTargetAndNotWithAnyoneElse(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Lia town  Vanilla
        player Cup town  Lover target=Lia
        player Ann town  Vanilla
        player Gus mafia Goon
        Gus mafiakill Lia
        """);
    assertEquals(List.of("Lia", "Cup"), o.deaths());
    assertEquals(List.of(new Announcement("announce", "Cup",
        Optional.of("Lover Lia died, taking Cup along"))), texts(o));
    Outcome other = night(resolver, """
        player Lia town  Vanilla
        player Cup town  Lover target=Lia
        player Ann town  Vanilla
        player Gus mafia Goon
        Gus mafiakill Ann
        """);
    assertEquals(List.of("Ann"), other.deaths());
    assertEquals(List.of(), texts(other));
    Outcome unbound = night(resolver, """
        player Lia town  Vanilla
        player Cup town  Lover
        player Gus mafia Goon
        Gus mafiakill Lia
        """);
    assertEquals(List.of("Lia"), unbound.deaths(), "no stored target: nobody's death is his");
  }

  @ParameterizedTest
  @MethodSource("everyScheme")
  void theExplanationTellsTheTextsAsTheyAreTold(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Lia town  Vanilla
        player Cup town  Lover target=Lia
        player Gre town  Greeter
        player Gus mafia Goon
        player Doc town  Doctor
        Gus mafiakill Lia
        Doc protect Gre
        """);
    String why = org.nightres.core.format.OutcomeText.renderExplanation(o);
    assertTrue(why.contains("\"Doc came by, a Doctor\""), why);
    if (!resolver.scheme().toString().equalsIgnoreCase("nar")) { // NAR words a death's response apart
      assertTrue(why.contains("Lover Lia died, taking Cup along"), why);
    }
  }

  @ParameterizedTest
  @MethodSource("everyScheme")
  void aDeathOfAPlayerWhoPassesTheFilterSetsTheTriggerOff(NightResolver resolver) {
    Outcome member = night(resolver, """
        player Lou town  Loner
        player Pam town  Vanilla group-pack=yes
        player Ann town  Vanilla
        player Vic town  Vigilante
        Vic kill Pam
        """);
    assertEquals(List.of("Pam"), member.deaths());
    assertEquals(List.of("a pack member fell"), notices(member, "Lou"));
    assertEquals("[Vigilante]", member.nextState().players().get(0).roles().stream()
        .map(r -> r.name()).toList().toString());
    Outcome outsider = night(resolver, """
        player Lou town  Loner
        player Pam town  Vanilla group-pack=yes
        player Ann town  Vanilla
        player Vic town  Vigilante
        Vic kill Ann
        """);
    assertEquals(List.of("Ann"), outsider.deaths());
    assertEquals(List.of(), notices(outsider, "Lou"));
  }

  @ParameterizedTest
  @MethodSource("everyScheme")
  void aPassiveNamesItsStoredTargetAndSaysNothingWithoutOne(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Kim town Keeper target=Ann
        player Kit town Keeper
        player Ann town Vanilla
        """);
    assertEquals(List.of("you keep watch over Ann, a Vanilla"), notices(o, "Kim"),
        "a fact in a text: the player's role");
    assertEquals(List.of(), notices(o, "Kit"));
  }

  @ParameterizedTest
  @MethodSource("everyScheme")
  void allOthersAndAFilterAimAComponentAtEveryLivingPlayerTheyName(NightResolver resolver) {
    String players = """
        player Bea town  Beacon
        player Hal town  Herald
        player Pam town  Vanilla group-pack=yes
        player Pip town  Vanilla group-pack=yes
        player Ann town  Vanilla
        player Dan town  Vanilla group-pack=yes
        state Dan dead
        """;
    Outcome o = night(resolver, players);
    for (String p : List.of("Hal", "Pam", "Pip", "Ann")) {
      assertTrue(notices(o, p).contains("the beacon of Bea shines"), p + ": " + o.notices());
    }
    assertEquals(List.of(), notices(o, "Dan"), "the dead are no longer anyone's audience");
    assertTrue(notices(o, "Bea").isEmpty(), "others: not the holder");
    assertEquals(List.of("the beacon of Bea shines", "the herald Hal calls the pack"),
        notices(o, "Pam").stream().sorted().toList());
    assertEquals(List.of("the beacon of Bea shines", "the herald Hal calls the pack"),
        notices(o, "Pip").stream().sorted().toList());
    assertEquals(List.of("the beacon of Bea shines"), notices(o, "Ann"), "no pack member");
  }

  @ParameterizedTest
  @MethodSource("everyScheme")
  void componentsAtEveryoneShareEachPlayersParameter(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Lia town  Lantern
        player Ann town  Vanilla
        player Bob town  Vanilla
        player Gus mafia Goon
        Gus mafiakill Ann
        """);
    assertEquals(List.of(), o.deaths(), "protect(others) covers Ann");
    for (String p : List.of("Ann", "Bob", "Gus")) {
      assertEquals(List.of("night falls", "the lantern of Lia is lit"),
          notices(o, p).stream().sorted().toList(), p + ": " + o.notices());
    }
    assertEquals(List.of("night falls"), notices(o, "Lia"), "all: the holder too, once");
  }

  @ParameterizedTest
  @MethodSource("everyScheme")
  void aPassiveAtEveryoneOfManyTellsThemInComponentOrder(NightResolver resolver) {
    StringBuilder players = new StringBuilder("player Lia town Lantern\n");
    List<String> names = new java.util.ArrayList<>();
    for (int i = 1; i <= 20; i++) { // 20 + 20 + 21 components: more than an action searches
      names.add("P" + i);
      players.append("player P").append(i).append(" town Vanilla\n");
    }
    players.append("player Gus mafia Goon\nGus mafiakill P7\n");
    Outcome o = night(resolver, players.toString());
    assertEquals(List.of(), o.deaths(), "protect(others) covers P7");
    List<String> expected = new java.util.ArrayList<>();
    for (String p : names) {
      expected.add(p + ": the lantern of Lia is lit");
    }
    expected.add("Gus: the lantern of Lia is lit");
    expected.add("Lia: night falls");
    for (String p : names) {
      expected.add(p + ": night falls");
    }
    expected.add("Gus: night falls");
    assertEquals(expected, o.notices().stream().map(n -> n.player() + ": " + n.message())
        .toList(), "the passive's components in order: others, then all, each in declaration order");
  }

  @ParameterizedTest
  @MethodSource("everyScheme")
  void aTriggersResponseToEveryoneChangesEachLivingPlayersState(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Hel town  Healer
        player Ann town  Vanilla doomed=yes
        player Bob town  Vanilla doomed=yes
        player Gus mafia Goon
        Gus mafiakill Hel
        """);
    assertEquals(List.of("Hel"), o.deaths());
    assertEquals(java.util.Map.of(), o.nextState().players().get(1).attributes());
    assertEquals(java.util.Map.of(), o.nextState().players().get(2).attributes());
    Outcome alive = night(resolver, """
        player Hel town  Healer
        player Ann town  Vanilla doomed=yes
        player Gus mafia Goon
        Gus mafiakill Ann
        """);
    assertEquals(java.util.Map.of("doomed", "yes"),
        alive.nextState().players().get(1).attributes(), "the Healer lives: nobody is cured");
  }

  @ParameterizedTest
  @MethodSource("everyScheme")
  void aTriggersTextNamesItsSubjectAndFactsAboutHim(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Gre town Greeter
        player Wid town Widow
        player Vic town Vigilante
        Vic kill Gre
        """);
    assertEquals(List.of("Gre"), o.deaths());
    assertEquals(List.of("Vic came by, a Vigilante"), notices(o, "Gre"));
    assertEquals(List.of("Gre has died"), notices(o, "Wid"));
    Outcome two = night(resolver, """
        player Gre town Greeter
        player Vic town Vigilante
        player Doc town Doctor
        Vic kill Gre
        Doc protect Gre
        """);
    assertEquals(List.of("Doc came by, a Doctor", "Vic came by, a Vigilante"),
        notices(two, "Gre").stream().sorted().toList(), "one notice per visitor it names");
  }

  @ParameterizedTest
  @MethodSource("everyScheme")
  void aVisitedTriggerOnTheStoredTargetAnswersTheVisitsToHimNotToItsHolder(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Wes town  Warder target=Ann
        player Ann town  Vanilla
        player Bob town  Vanilla
        player Vic town  Vigilante
        player Doc town  Doctor
        Vic kill Ann
        Doc protect Wes
        """);
    assertEquals(List.of("Ann"), o.deaths());
    assertEquals(List.of("Vic visited Ann", "a killer visited your ward"),
        notices(o, "Wes").stream().sorted().toList(), "Doc's visit to Wes is no visit to Ann");
    Outcome bob = night(resolver, """
        player Wes town  Warder target=Ann
        player Ann town  Vanilla
        player Bob town  Vanilla
        player Doc town  Doctor
        Doc protect Bob
        """);
    assertEquals(List.of(), notices(bob, "Wes"));
    Outcome none = night(resolver, """
        player Wes town  Warder
        player Ann town  Vanilla
        player Doc town  Doctor
        Doc protect Ann
        """);
    assertEquals(List.of(), notices(none, "Wes"), "no stored target: nobody's visits");
  }

  @ParameterizedTest
  @MethodSource("everyScheme")
  void aVisitedTriggerAnswersTheVisitsOfItsTypesOnly(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Sam town Sentry
        player Ann town Vanilla
        player Mo  town Marksman
        player Doc town Doctor
        Mo shoot Sam
        Doc protect Sam
        """);
    assertEquals(List.of(), o.deaths());
    assertEquals(List.of("a killer came by", "someone harmless came by"),
        notices(o, "Sam").stream().sorted().toList(), "Mo's shot and Doc's protection");
    Outcome look = night(resolver, """
        player Sam town Sentry
        player Ann town Vanilla
        player Mo  town Marksman target=Ann
        Mo look Sam
        """);
    assertEquals(List.of("someone harmless came by"), notices(look, "Sam"));
    assertEquals(List.of("you only looked at Ann"), notices(look, "Mo"));
    Outcome shot = night(resolver, """
        player Sam town Sentry
        player Ann town Vanilla
        player Mo  town Marksman target=Ann
        Mo shoot Ann
        """);
    assertEquals(List.of(), notices(shot, "Mo"), "action(!killing): a shot sets nothing off");
  }
}
