package org.nightres.core.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nightres.core.component.RoleCatalogue;

/** What {@link RulesWriter} writes, {@link RulesParser} reads back as equal definitions. */
class RulesWriterTest {

  private static RoleCatalogue read(String text, RoleCatalogue base) {
    RulesResult r = RulesParser.parse("w.roles", text, base, p -> Optional.empty());
    assertTrue(r.ok(), () -> r.renderDiagnostics() + "\n" + text);
    return r.catalogue().orElseThrow();
  }

  private static void assertSame(RoleCatalogue expected, RoleCatalogue actual) {
    assertEquals(expected.roles(), actual.roles());
    assertEquals(expected.modifiers(), actual.modifiers());
    assertEquals(expected.factionAbilities(), actual.factionAbilities());
    assertEquals(expected.statuses(), actual.statuses());
  }

  @Test
  void theStandardRuleSetRoundTrips() {
    RoleCatalogue standard = RuleSets.standard();
    String text = RulesWriter.write(standard, RoleCatalogue.empty());
    assertSame(standard, read(text, RoleCatalogue.empty()));
  }

  @Test
  void theMafia1923RuleSetRoundTrips() {
    RoleCatalogue mafia1923 = RuleSets.mafia1923();
    String text = RulesWriter.write(mafia1923, RoleCatalogue.empty());
    assertSame(mafia1923, read(text, RoleCatalogue.empty()));
  }

  /** The definitions of seed-vocabulary.md section 6, as written there. */
  @Test
  void theSeedVocabularyDefinitionsRoundTrip() {
    RoleCatalogue seed = read("""
        role Boss
        ability Boss.cancel X = block(X, except=factionkill) + notify(X, boss) [order 20]
        role BumblingBureaucrat
        ability BumblingBureaucrat.bumble X = redirect(X, to=random(valid), except=vote|factionkill, scope=next-action) + notify(X, new-target) [order 10, uses 2]
        status Poisoned expire=kill(self, tag=poisondeath, class=true) announce=apply|clear [order 110]
        role Butler
        ability Butler.poison X = status(X, Poisoned, until=N+1, tag=poison) [order 70, uses 2]
        passive Butler = protect(self, from=tag:poison) + protect(self, from=tag:factionkill, uses=2, consume=attempt)
        status Injured = block(self) announce=holder
        role Bodyguard1923
        ability Bodyguard1923.protect X = protect(X, from=tag:factionkill|tag:poison|tag:drunkard, react=status(attacker, Injured, until=N+1)) [order 60, uses-self 1]
        passive Bodyguard1923 = protect(self, from=tag:factionkill|tag:poison|tag:drunkard, rank=passive, uses=1, consume=need, react=status(attacker, Injured, until=N+1))
        role Drunkard
        ability Drunkard.drink F:family = kill(random(members(F)), tag=drunkard) [order 80, uses 1]
        role Paperboy
        ability Paperboy.deliver X Y = inform(X, role(Y)) [order 100, uses 2, distinct, not-self]
        role Hooker
        ability Hooker.sleep X = absent(self, at=X, from=attack, until=phase) [timing immediate-night, no-repeat-target]
        role Witch
        ability Witch.life X Y Z = protect(X|Y|Z|self, from=attack, rank=active, until=phase) [timing immediate-night, uses 1, distinct]
        ability Witch.death X = kill(X, class=attack) [timing end-night, uses 1]
        role Tailor
        ability Tailor.dress X R:role = disguise(X, as=R, strength=weak, until=permanent)
        role Forger
        ability Forger.forge X R:role = disguise(X, as=R, strength=strong, until=use)
        role Seer
        ability Seer.see X = result(X, role, sees=strong)
        role Saboteur
        ability Saboteur.jam X = block(X, only=investigating, until=phase, feedback=50%:Citizen|50%:real)
        role Doctor1923
        ability Doctor1923.save X = protect(X, from=tag:factionkill|tag:poison) + clear(X, Poisoned) [order 50, uses-self 2]
        role MafiaMember faction=mafia
        ability MafiaMember.mafiakill X = kill(X, tag=factionkill) [order 90, per-faction ceil(living/20), when X in !align:mafia] {forced}
        role ArmedRobber
        trigger ArmedRobber killed = kill(attacker, tag=revenge, class=true) {unblockable, survives-death}
        """, RuleSets.standard());
    String text = RulesWriter.write(seed, RuleSets.standard());
    assertSame(seed, read(text, RuleSets.standard()));
  }

  @Test
  void moreConstructsRoundTrip() {
    RoleCatalogue house = read("""
        status Marked = block(self) expire=kill(self) announce=apply:marked|holder:wounded|clear:cured [order 30]
        role Sentry
        ability Sentry.watch X = result(X, role, tell=announce, is:Cop="{actor} saw a cop") {forced=self, unless=rest}
        ability Sentry.rest X = protect(X, by=!align:town, during=night) [per-night 1, per-night-even 2]
        ability Sentry.guess X S:role = result(X, role, guess:S="right: {S}", else="wrong", failure="nothing")
        ability Sentry.fire = kill(random(others)) {visitless}
        ability Sentry.mark X = attr(X, mark=yes, until=N+1) + attr(X, own raven) + attr(X, group hell, counter+=1) + status(X, Marked, since=N+1, until=N+2)
        ability Sentry.keep R:role = remember(self, R, target)
        ability Sentry.turn X Y = role(X, align with Y) [distinct]
        passive Sentry = protect(random(align:mafia)) + untargetable(all(attr:raven), non-kills)
        trigger Sentry visited(stored(target)) = notify(self, "someone visited your mark")
        trigger Sentry death(own:raven) = announce(self, mourns)
        trigger Sentry visited(killing) = cancel("you were turned away") [if visitor in attr:wolfish]
        role Lurker
        ability Lurker.hide X = absent(self, at=X, from=kill) + untargetable(self) [suborder Lurker, order 15]
        """, RuleSets.standard());
    String text = RulesWriter.write(house, RuleSets.standard());
    assertSame(house, read(text, RuleSets.standard()));
  }

  @Test
  void aHouseRuleSetRoundTripsOnTopOfTheStandardOne() {
    RoleCatalogue house = read("""
        role Sniper alias=Marksman "shoots once"
        ability Sniper.snipe X = kill(X, strong, tag=kill|sniper) [order 75, suborder Sniper, uses 1] {unblockable, survives-death}
        ability Sniper.spot X = result(X, track) {visitless, untrackable}
        ability Sniper.read X = result(X, role, sees=strong, is:Goon="{target} is a threat", else="{actor} saw nothing")
        ability Sniper.tell X = notify(X, "you are watched") + visit(X) {direct}
        role Medic
        ability Medic.heal X = protect(X, from=tag:kill|factionkill) [uses-self 1, per-night 1, not-self]
        ability Medic.pair X Y = swap(X, Y) + block(X, only=vig, except=kill, feedback=Cop) [distinct]
        modifier Lucky countable alias=Charmed trait=macho "one escape"
        passive Lucky = protect(self, every-kill)
        trigger Lucky visited = kill(visitor) + notify(visitor, "the subject of a curse")
        ability cult.convert X = recruit(X) + kill(self, tag=ritual)

        status Dazed = untargetable(self, non-kills) {nullify, spare=factionkill, no-passives} "dizzy"
        status Abroad {nullify} "replaced"
        status Poisoned expire=kill(self, strong, tag=poison) + notify(self, "poison") [order 110] "poisoned"
        status Cursed = block(self) expire=kill(self)
        status Hexed = kill(self, tag=hex) "withers"
        role Witch faction=coven "brews"
        ability Witch.life X Y = protect(X|Y|self, from=attack) + kill(X, class=kill) [timing immediate-night]
        ability Witch.hex X = status(X, Poisoned, until=N+1, tag=poison) + status(X, Dazed) + clear(self, Abroad) + absent(self, at=X, from=attack|true)
        ability Witch.rest X = status(X, Poisoned, until=phase) + status(X, Poisoned, until=D+2) + protect(X, from=kill|tag:poison)
        passive Witch = protect(self, from=tag:poison, by=!align:town)
        trigger Witch visited = status(visitor, Cursed, until=N+1) + kill(visitor, tag=revenge)
        ability Witch.curse X = kill(X) [per-faction ceil(living/20), nights 2+, when X in !align:mafia, when X in attr:family=Cohen, when X in role:Sniper]
        ability Witch.shut X = untargetable(X, unkillable, except=factionkill) + untargetable(self, only=vig|kill) + untargetable(X, non-kills)
        ability Witch.wed X Y = link(X, Y, lovers) + link(self, X, coven)
        ability Witch.ward X Y = deflect(X, to=Y, from=!align:coven, only=kill|sniper, except=vig) + deflect(self, to=X, from=attr:family=Cohen) + redirect(Y, to=X, only=factionkill, except=kill)
        ability Witch.tell X Y = inform(X, role(Y)) + inform(Y, investigate(X)) + announce(X, hexed)
        ability Witch.trade X = role(X, switch) + role(X, grant Sniper) + role(self, align cult) + role(X, set Medic) + role(X, steal Medic) + role(X, steal) [spend submitted]
        modifier Thorny
        trigger Thorny visited = kill(visitor, tag=thorn)
        role Robber
        ability Robber.guard X = protect(X, rank=active, react=status(attacker, Cursed, until=N+1) + notify(attacker, "caught")) + kill(X, unblockable)
        passive Robber = protect(self, from=tag:factionkill, rank=passive, uses=2, consume=attempt) + protect(self, uses=1, react=announce(attacker, caught))
        trigger Robber killed = kill(attacker, class=true, tag=revenge) {unblockable, survives-death}
        trigger Robber death = announce(self, robbed)
        trigger Robber defense(partial|recruitment) = status(attacker, Cursed)
        modifier Spiky
        passive Spiky = protect(self, rank=partial, uses=3, consume=per-night)
        trigger Spiky defense = notify(attacker, "spikes")
        trigger Spiky action(kill|vig) = status(target, Cursed) + announce(self, acted)
        trigger Spiky action = notify(target, "seen")
        trigger Spiky redirect = status(visitor, Cursed) + notify(self, "moved one")
        role Hunter
        ability Hunter.shoot X = kill(X) [uses 2, spend performed]
        ability Hunter.trap X = kill(X) [uses 2, spend succeeded]
        role Wolf faction=werewolf category=Killing class=Werewolf
        role Tailor category=Disguising class=Townsfolk
        ability Tailor.dress X R:role = disguise(X, as=R, strength=weak, until=permanent)
        ability Tailor.mask X = disguise(X, as=Wolf, strength=strong) + disguise(self, as=Wolf, strength=weak, until=N+1) + disguise(X, as=Medic, strength=weak, until=use)
        ability Tailor.look X = result(X, role, sees=strong) + result(X, category, sees=weak|strong) + result(X, class) + result(X, attr:family) + result(X, investigate, sees=weak) + inform(X, category(X))
        passive Tailor = disguise(self, as=Wolf, strength=weak)
        """, RuleSets.standard());
    String text = RulesWriter.write(house, RuleSets.standard());
    assertTrue(text.contains("notify(visitor, \"the subject of a curse\")"), text);
    assertSame(house, read(text, RuleSets.standard()));
  }

  @Test
  void premisesGuardsExactNightsAndCountersRoundTrip() {
    RoleCatalogue house = read("""
        role Reaper
        role Brewer
        ability Brewer.brew X = protect(X) + if(self in !attr:brewed and !exists role:Reaper then protect(self) + attr(self, brewed=yes) else if(stored(target) exists then notify(self, "kept") else notify(self, spent, "spent"))) [if X in !align:mafia, if self in attr:count>=2, nights 2-3]
        ability Brewer.tick X = attr(self, count+=2) + attr(X, count-=1) [nights 1]
        ability Brewer.reckon X = attr(self, count=ceil(total/3)) + attr(X, count=floor(living/1)) + attr(X, seen=round(living/1.50)) [nights 1]
        ability Brewer.late X = kill(X) [nights 4+, if !stored(target) in align:hell]
        ability Brewer.crowd X = kill(X) [per-night floor(total/10), if living>5, if !count(attr:marker)=1, if total<=9, if count(!align:mafia)>=2]
        passive Brewer = protect(self) [if !exists role:Reaper, if stored(target) exists]
        trigger Brewer death = kill(attacker) [if self in attr:count<3]
        """, RuleSets.standard());
    String text = RulesWriter.write(house, RuleSets.standard());
    assertTrue(text.contains("[nights 2-3, if X in !align:mafia, if self in attr:count>=2]"),
        text);
    assertTrue(text.contains("passive Brewer = protect(self) [if !exists role:Reaper, if "
        + "stored(target) exists]"), text);
    assertTrue(text.contains("attr(self, count=ceil(total/3)) + attr(X, count=floor(living/1)) + attr(X, "
        + "seen=round(living/1.5))"), text);
    assertTrue(text.contains("[per-night floor(total/10), if living>5, if !count(attr:marker)=1, "
        + "if total<=9, if count(!align:mafia)>=2]"), text);
    assertTrue(text.contains("trigger Brewer death = kill(attacker) [if self in attr:count<3]"),
        text);
    assertSame(house, read(text, RuleSets.standard()));
  }

  @Test
  void aPassivesRandomPlayerUnderPremisesRoundTrips() {
    RoleCatalogue house = read("""
        role Charm
        role Crafter
        passive Crafter = role(random(all), grant Charm) [if night 1]
        """, RuleSets.standard());
    String text = RulesWriter.write(house, RuleSets.standard());
    assertTrue(text.contains("passive Crafter = role(random(all), grant Charm) [if night 1]"),
        "if(...) takes no random selector: " + text);
    assertSame(house, read(text, RuleSets.standard()));
  }

  @Test
  void aStoredRoleRoundTrips() {
    RoleCatalogue house = read("""
        role Scribe
        ability Scribe.keep R:role = remember(self, R, target)
        """, RuleSets.standard());
    String text = RulesWriter.write(house, RuleSets.standard());
    assertTrue(text.contains("ability Scribe.keep R:role = remember(self, R, target)"), text);
    assertSame(house, read(text, RuleSets.standard()));
  }

  @Test
  void premisesOnATriggersSubjectRoundTrip() {
    RoleCatalogue house = read("""
        role Sentry
        trigger Sentry defense = kill(attacker) + if(attacker in align:town then notify(self, "a friend") else notify(self, "a foe"))
        trigger Sentry visited(attack-killing) = notify(self, "{visitor} came") [if visitor in !attr:quiet, if self in !attr:deaf]
        trigger Sentry death(all) = notify(self, "gone") [if dead in align:mafia]
        """, RuleSets.standard());
    String text = RulesWriter.write(house, RuleSets.standard());
    assertTrue(text.contains("if(attacker in align:town then notify(self, \"a friend\") else "
        + "notify(self, \"a foe\"))"), text);
    assertSame(house, read(text, RuleSets.standard()));
  }

  /**
   * An attribute key named {@code subject} is written as read: the trigger's subject is named by
   * the word the rules wrote, not found by replacing the word {@code subject} in the text.
   */
  @Test
  void anAttributeKeyNamedSubjectIsWrittenAsRead() {
    RoleCatalogue house = read("""
        role Scribe
        ability Scribe.keep X = remember(self, X, subject)
        passive Scribe = kill(stored(subject))
        trigger Scribe visited = attr(visitor, subject=yes) + notify(visitor, "the subject")
        """, RuleSets.standard());
    String text = RulesWriter.write(house, RuleSets.standard());
    assertTrue(text.contains("ability Scribe.keep X = remember(self, X, subject)"), text);
    assertTrue(text.contains("passive Scribe = kill(stored(subject))"), text);
    assertTrue(text.contains("trigger Scribe visited = attr(visitor, subject=yes) + "
        + "notify(visitor, \"the subject\")"), text);
    assertSame(house, read(text, RuleSets.standard()));
  }

  @Test
  void whatTheLanguageCannotSayIsRefusedNotDropped() {
    RoleCatalogue clash = read("role Doctor2\nability Doctor2.protect X = protect(X)\n",
        RoleCatalogue.empty());
    assertEquals("", RulesWriter.write(clash, clash));
    RoleCatalogue own = read("role Doctor \"another Doctor\"\nability Doctor.protect X = "
        + "protect(X)\n", RoleCatalogue.empty());
    assertThrows(IllegalArgumentException.class, () -> RulesWriter.write(own, RuleSets.standard()));
  }
}
