package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.format.RulesParser;
import org.nightres.snarf.SequentialResolver;

/**
 * A Targeting of a player never stores its holder (docs/wwr.md ruling 85; the seed's Targeting:
 * "Player (a living player besides the player themselves). Player is the default value"):
 * {@code Target @Selection (Player)} is {@code not-self}, so a line aimed at its holder is an
 * input error at its column, though a book allows other selections to be him (ruling 77).
 */
class WwrTargetingSelfTest {
  static final String BOOK = """
      **Avenger** | Townsfolk Killing
      Immediate: Target @Selection (Player)
      On Killed: Attack @Target

      **Citizen** | Townsfolk Miscellaneous
      No Abilities
      """;

  private static GameScript parse(String night) {
    NightParser parser = NightParser.standard().withIncludes(p -> p.equals("book.wwr")
        ? Optional.of(new RulesParser.Source("book.wwr", BOOK)) : Optional.empty());
    return parser.parseGame("t.night", ("include book.wwr\nplayer Ava townsfolk Avenger\n"
        + "player Cit townsfolk Citizen\nnight 1\n" + night).getBytes());
  }

  @Test
  void aTargetingAimedAtItsHolderIsAnInputError() {
    GamePlay play = parse("Ava target Ava\n").play(new SequentialResolver());
    assertFalse(play.ok());
    assertEquals(List.of("t.night:5:12: Ava cannot target themself: `target` is not-self"),
        play.diagnostics().stream().map(d -> d.file() + ":" + d.line() + ":" + d.column() + ": "
            + d.message()).toList());
  }

  @Test
  void anotherPlayerIsStored() {
    var o = BookNights.play(new SequentialResolver(), BOOK, "include book.wwr\n"
        + "player Ava townsfolk Avenger\nplayer Cit townsfolk Citizen\nnight 1\nAva target Cit\n");
    assertEquals("Cit", o.nextState().players().get(0).attributes().get("target"));
  }
}
