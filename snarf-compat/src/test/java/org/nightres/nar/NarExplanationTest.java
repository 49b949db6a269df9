package org.nightres.nar;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.nightres.core.format.OutcomeText;

/** The explanation is the resolution order, one node per step, in fixed wording. */
class NarExplanationTest {

  @Test
  void rbJkLoop() {
    String text = OutcomeText.renderExplanation(NarTesting.resolve("""
        player V town Vigilante
        player A town Roleblocker
        player B town Jailkeeper
        V kill A
        A block B
        B jail A
        """));
    assertEquals("""
        Why:
          NAR, list wiki-2008 (1 Copy, 2 Hide, 3 Bus, 4 Block, 5 Redirect, 6 Protect, 7 Miscellaneous, \
        8 Kill, 9 Recruit, 10 Inspect); ties: first submitted. The golden rule decides; the list only \
        breaks loops and ambiguities
          1. A block B [Block] — loop A block B ↔ B jail A: both rank Block (wiki-2008); first submitted
            - B is blocked
            - visits B
          2. B jail A [Block] — free: already blocked, which nothing can undo
            - blocked by A block B: no effect, no visit
          3. V kill A [Kill] — free: nothing unresolved can modify it
            - kill on A recorded; decided at the end of the night
            - visits A
          end of the night
            - V kill A: A dies
            - deaths: A
            - recruited: none
        """, text);
  }

  /**
   * An action a status held at the start of the night nullifies is not planned, so no step meets
   * it: the explanation says why it does not happen, as SNARF's and sequential's step logs do.
   */
  @Test
  void anActionAStatusNullifiesSaysWhyItDoesNotHappen() {
    String text = OutcomeText.renderExplanation(NarTesting.resolve("""
        player A town Cop
        player X mafia Goon
        state A status Abroad
        A investigate X
        """));
    assertEquals("""
        Why:
          NAR, list wiki-2008 (1 Copy, 2 Hide, 3 Bus, 4 Block, 5 Redirect, 6 Protect, 7 Miscellaneous, \
        8 Kill, 9 Recruit, 10 Inspect); ties: first submitted. The golden rule decides; the list only \
        breaks loops and ambiguities
          A investigate X: does not happen: A is Abroad
          1. A's Abroad [Hide] — free: nothing unresolved can modify it; passives take effect first
            - A is untargetable
          end of the night
            - deaths: none
            - recruited: none
        """, text);
  }

  @Test
  void triggeredShotAndEndOfNight() {
    String text = OutcomeText.renderExplanation(NarTesting.resolve("""
        option doctor-stops one
        player A town Cop
        player B town Vanilla PGO
        player D town Doctor
        player V town Vigilante
        A investigate B
        D protect A
        V kill A
        """));
    assertEquals("""
        Why:
          NAR, list wiki-2008 (1 Copy, 2 Hide, 3 Bus, 4 Block, 5 Redirect, 6 Protect, 7 Miscellaneous, \
        8 Kill, 9 Recruit, 10 Inspect); ties: first submitted. The golden rule decides; the list only \
        breaks loops and ambiguities
          1. B's PGO [Miscellaneous] — free: nothing unresolved can modify it; passives take effect first
            - B's on-visited(kill(visitor)) is armed
          2. D protect A [Protect] — free: nothing unresolved can modify it
            - A is protected
            - visits A
          3. V kill A [Kill] — free: nothing unresolved can modify it
            - kill on A recorded; decided at the end of the night
            - visits A
          4. A investigate B [Inspect] — free: nothing unresolved can modify it; before it resolves:
            - its visit to B sets off B's PGO: added B's PGO fires at A (kill A)
            - back to step 1: a triggered action goes off before the action that sets it off
          5. B's PGO fires at A [Kill] — free: nothing unresolved can modify it; it goes off before A investigate B
            - kill on A recorded; decided at the end of the night
          6. A investigate B [Inspect] — free: nothing unresolved can modify it
            - investigate B: answered at the end of the night
            - visits B
          end of the night
            - V kill A: fails, A is protected (D protect A, used up)
            - B's PGO fires at A: A dies (the protection is used up by another kill)
            - deaths: A
            - recruited: none
            - A investigate B: innocent
        """, text);
  }
}
