package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nightres.core.NightResolver;
import org.nightres.core.Scheme;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Outcome;

/**
 * Target-side redirection ({@code deflect}) and filtered redirects ({@code redirect(X, to=Y,
 * only=t, except=t)}) under rar, snarf and nar: one night each, with what every scheme makes of
 * it. Where the schemes differ, the test says which rule makes them differ (the rulings of
 * {@code docs/roles-language.md}, "Deflects", and {@code docs/architecture.md}).
 */
class DeflectSemanticsTest {

  static List<NightResolver> schemes() {
    return GameFilesTest.schemes();
  }

  private static final String RULES = """
      role Warder
      ability Warder.ward X = deflect(X, to=self, from=align:mafia) + visit(X)
      role Shield
      ability Shield.shift X to Y = deflect(X, to=Y) + visit(X)
      role Lure
      ability Lure.lure X = deflect(self, to=X)
      role Mirror
      ability Mirror.mirror X to Y = deflect(X, to=Y, only=factionkill) + visit(X)
      role Screen
      ability Screen.screen X to Y = deflect(X, to=Y, except=factionkill) + visit(X)
      role Late
      ability Late.shift X to Y = deflect(X, to=Y) + visit(X) [order 50]
      role Diverter
      ability Diverter.divert X to Y = redirect(X, to=Y, only=factionkill) + visit(X)
      role Sparer
      ability Sparer.spare X to Y = redirect(X, to=Y, except=factionkill) + visit(X)
      """;

  private static Outcome night(NightResolver resolver, String players, String lines) {
    String text = RULES + players + lines;
    GameScript script = NightParser.standard().parseGame("t.night", text.getBytes());
    assertTrue(script.ok(), script.diagnostics().toString());
    GamePlay play = script.play(resolver);
    assertTrue(play.ok(), play.diagnostics().toString());
    return play.last();
  }

  /** The value for the resolver's scheme. */
  private static <T> T by(NightResolver resolver, T rar, T snarf, T nar) {
    return Map.of(Scheme.RAR, rar, Scheme.SNARF, snarf, Scheme.NAR, nar).get(resolver.scheme());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aFromFilterDeflectsTheMafiasKillOntoTheWarderAndLetsTheVigilantesThrough(
      NightResolver resolver) {
    String players = """
        player Wes town  Warder
        player Ann town  Vanilla
        player Vic town  Vigilante
        player Max mafia Goon
        player Cy  town  Cop
        """;
    Outcome mafia = night(resolver, players, "Wes ward Ann\nMax mafiakill Ann\nCy investigate Ann\n");
    assertEquals(List.of("Wes"), mafia.deaths(), "the Mafia's kill goes on to the Warder");
    assertEquals(List.of(Feedback.of("Cy", "investigate", "Ann", "Ann", Feedback.INNOCENT)),
        mafia.feedback(), "the Cop is town: his investigation is not deflected");
    assertEquals(List.of("Ann"), night(resolver, players, "Wes ward Ann\nVic kill Ann\n")
        .deaths(), "the Vigilante is no Mafia: his shot lands");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void onlyAndExceptTagsChooseWhichAbilitiesADeflectMoves(NightResolver resolver) {
    String players = """
        player Mia town  Mirror
        player Sam town  Screen
        player Ann town  Vanilla
        player Bob town  Vanilla
        player Vic town  Vigilante
        player Max mafia Goon
        """;
    assertEquals(List.of("Bob"), night(resolver, players,
        "Mia mirror Ann to Bob\nMax mafiakill Ann\n").deaths(), "factionkill: moved");
    assertEquals(List.of("Ann"), night(resolver, players,
        "Mia mirror Ann to Bob\nVic kill Ann\n").deaths(), "a Vigilante's kill is no factionkill");
    assertEquals(List.of("Ann"), night(resolver, players,
        "Sam screen Ann to Bob\nMax mafiakill Ann\n").deaths(), "except=factionkill: stays");
    assertEquals(List.of("Bob"), night(resolver, players,
        "Sam screen Ann to Bob\nVic kill Ann\n").deaths(), "the Vigilante's kill is moved");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aFilteredRedirectMovesOnlyTheActionsItsTagsAllow(NightResolver resolver) {
    String players = """
        player Dee town  Diverter
        player Spa town  Sparer
        player Max mafia Cop
        player Ann town  Vanilla
        player Bob town  Vanilla
        player Cid town  Vanilla
        """;
    Outcome only = night(resolver, players,
        "Dee divert Max to Bob\nMax mafiakill Ann\nMax investigate Cid\n");
    assertEquals(List.of("Bob"), only.deaths(), "only=factionkill: the Mafia's kill is moved");
    assertEquals(List.of(Feedback.of("Max", "investigate", "Cid", "Cid", Feedback.INNOCENT)),
        only.feedback(), "the investigation is not a factionkill: it stays on Cid");
    Outcome except = night(resolver, players,
        "Spa spare Max to Bob\nMax mafiakill Ann\nMax investigate Cid\n");
    assertEquals(List.of("Ann"), except.deaths(), "except=factionkill: the kill stays");
    assertEquals(List.of(Feedback.of("Max", "investigate", "Cid", "Bob", Feedback.INNOCENT)),
        except.feedback(), "the investigation is moved onto Bob");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aLureTakesWhatIsAimedAtItsActorOntoAnother(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Lu  town  Lure
        player Ann town  Vanilla
        player Vic town  Vigilante
        player Tom town  Tracker
        """, "Lu lure Ann\nVic kill Lu\nTom track Vic\n");
    assertEquals(List.of("Ann"), o.deaths(), "the kill on the Lure goes on to Ann");
    assertEquals(List.of(Feedback.of("Tom", "track", "Vic", "Vic", "Ann")), o.feedback(),
        "the Vigilante's visit is moved too: the Tracker sees him visit Ann");
  }

  /**
   * Two deflects pointing at each other: RAR follows the route A → B → A (each mover once per
   * route) and the kill comes back to A; SNARF applies both at [20] at once, each to what stands
   * on its holder then: the kill goes to B only; NAR resolves them one after the other, the
   * first submitted first (both are Redirects): the second carries the kill back.
   */
  @ParameterizedTest
  @MethodSource("schemes")
  void twoDeflectsPointingAtEachOther(NightResolver resolver) {
    String players = """
        player Sa  town Shield
        player Sb  town Shield
        player Ann town Vanilla
        player Bob town Vanilla
        player Vic town Vigilante
        """;
    assertEquals(by(resolver, List.of("Ann"), List.of("Bob"), List.of("Ann")),
        night(resolver, players, "Sa shift Ann to Bob\nSb shift Bob to Ann\nVic kill Ann\n")
            .deaths());
    assertEquals(by(resolver, List.of("Ann"), List.of("Bob"), List.of("Bob")),
        night(resolver, players, "Sb shift Bob to Ann\nSa shift Ann to Bob\nVic kill Ann\n")
            .deaths(), "NAR: the deflect of Bob goes first and finds nothing there");
  }

  /**
   * A deflect and a swap on the same place compete for the kill there. RAR: each is the other's
   * "moved elsewhere first" counter, Rule #4 cancels both, the kill stays (as with two Bus
   * Drivers, C14). SNARF: same order, different destinations, {@code both-fail}: it stays. NAR:
   * both are free; the list puts Bus before Redirect: the swap carries the kill to Bob first.
   */
  @ParameterizedTest
  @MethodSource("schemes")
  void aDeflectAndASwapOnTheSamePlace(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Sa  town Shield
        player Bus town BusDriver
        player Ann town Vanilla
        player Bob town Vanilla
        player Cid town Vanilla
        player Vic town Vigilante
        """, "Sa shift Ann to Cid\nBus swap Ann Bob\nVic kill Ann\n");
    assertEquals(by(resolver, List.of("Ann"), List.of("Ann"), List.of("Bob")), o.deaths());
  }

  /**
   * A redirect and a deflect. After the redirect's first hop to Bob, RAR's route goes on through
   * the deflect held by Bob (a hop at any depth): Cid. SNARF applies the moves of [20] once, to
   * where the kill stands then (Ann, which only the redirect reaches): Bob. NAR, first submitted
   * first: the redirect, then the deflect finds the kill on Bob (Cid); the other way round the
   * deflect finds nothing on Bob yet (Bob). A deflect of the written target competes with the
   * redirect at the first hop: RAR cancels both (Rule #4), SNARF's both-fail too, NAR takes the
   * first submitted.
   */
  @ParameterizedTest
  @MethodSource("schemes")
  void aRedirectAndADeflect(NightResolver resolver) {
    String players = """
        player Sa  town Shield
        player Rd  town Redirector
        player Ann town Vanilla
        player Bob town Vanilla
        player Cid town Vanilla
        player Vic town Vigilante
        """;
    assertEquals(by(resolver, List.of("Cid"), List.of("Bob"), List.of("Cid")), night(resolver,
        players, "Rd redirect Vic to Bob\nSa shift Bob to Cid\nVic kill Ann\n").deaths());
    assertEquals(by(resolver, List.of("Cid"), List.of("Bob"), List.of("Bob")), night(resolver,
        players, "Sa shift Bob to Cid\nRd redirect Vic to Bob\nVic kill Ann\n").deaths());
    assertEquals(by(resolver, List.of("Ann"), List.of("Ann"), List.of("Bob")), night(resolver,
        players, "Rd redirect Vic to Bob\nSa shift Ann to Cid\nVic kill Ann\n").deaths());
  }

  /**
   * The deflector is roleblocked: RAR's block counters every route the deflect is on (the kill
   * stays on Ann); SNARF's block at [40] comes after the deflect at [20] (as a roleblocked Bus
   * Driver still swaps): Bob dies; NAR resolves the block first: Ann dies.
   */
  @ParameterizedTest
  @MethodSource("schemes")
  void aBlockedDeflector(NightResolver resolver) {
    Outcome o = night(resolver, """
        player Sa  town Shield
        player Rob town Roleblocker
        player Ann town Vanilla
        player Bob town Vanilla
        player Vic town Vigilante
        """, "Sa shift Ann to Bob\nRob block Sa\nVic kill Ann\n");
    assertEquals(by(resolver, List.of("Ann"), List.of("Bob"), List.of("Ann")), o.deaths());
  }

  /**
   * The holder commutes: untargetability stops a deflect landing on its holder in the order-based
   * schemes (NAR resolves the commute first; SNARF only if the deflect comes after [40]: the
   * Late one at [50]) and the kill on Ann fails there; RAR's moves are never countered by
   * untargetability (as for swaps and redirects): the kill goes on to Bob.
   */
  @ParameterizedTest
  @MethodSource("schemes")
  void anUntargetableHolder(NightResolver resolver) {
    String players = """
        player Sa  town Shield
        player La  town Late
        player Ann town Commuter
        player Bob town Vanilla
        player Vic town Vigilante
        """;
    assertEquals(by(resolver, List.of("Bob"), List.of("Bob"), List.of()),
        night(resolver, players, "Sa shift Ann to Bob\nAnn commute\nVic kill Ann\n").deaths());
    assertEquals(by(resolver, List.of("Bob"), List.of(), List.of()),
        night(resolver, players, "La shift Ann to Bob\nAnn commute\nVic kill Ann\n").deaths());
  }

  /**
   * A protection in the deflecting action itself: SNARF and NAR put it on the holder of the kill
   * it brought, which fails; under RAR the kill's reason holds the deflect, so Rule #4 ignores a
   * counter made of the same action: the Guardian dies (write the armour as a passive, as
   * {@code examples/roles/deflect.roles} does).
   */
  @ParameterizedTest
  @MethodSource("schemes")
  void aProtectionOfTheDeflectingActionItself(NightResolver resolver) {
    Outcome o = night(resolver, """
        role Guardian
        ability Guardian.guard X = deflect(X, to=self) + protect(self) + visit(X)
        player Gil town Guardian
        player Ann town Vanilla
        player Vic town Vigilante
        """, "Gil guard Ann\nVic kill Ann\n");
    assertEquals(by(resolver, List.of("Gil"), List.of(), List.of()), o.deaths());
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void theExampleRolesDeflectThePacksKillAndTheShotAtBob(NightResolver resolver)
      throws Exception {
    Path file = CompareCommandTest.example("roles/deflect.night");
    GameScript script = NightParser.standard().parseGame(file.toString(), Files.readAllBytes(file));
    assertTrue(script.ok(), script.diagnostics().toString());
    Outcome o = script.play(resolver).last();
    assertEquals(List.of("Rex"), o.deaths(), "the Guardian's armour stops the pack's kill");
    assertEquals(List.of(Feedback.of("Sy", "investigate", "Bob", "Rex", Feedback.GUILTY)),
        o.feedback(), "the Cop's investigation of Bob goes on to Rex");
  }

  @ParameterizedTest
  @MethodSource("schemes")
  void aDeflectToItsOwnHolderMovesNothing(NightResolver resolver) {
    Outcome o = night(resolver, """
        option self-target allowed
        player Lu  town Lure
        player Ann town Vanilla
        player Vic town Vigilante
        """, "Lu lure Lu\nVic kill Lu\n");
    assertEquals(List.of("Lu"), o.deaths());
  }
}
