package org.nightres.rar;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nightres.core.format.NightParser;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.Notice;
import org.nightres.core.outcome.Outcome;

/**
 * Triggers on another player's death resolve alike whole and part by part: a {@code death(all)}
 * trigger under an {@code [if ...]} limit hears the deaths of every part, and a {@code
 * death(stored(k))} trigger (found through its stored target) answers his death alone.
 */
class DeathTriggerPartsTest {
  /** This night is smaller than one group: resolved whole. */
  private static final RarResolver WHOLE = new RarResolver();
  private static final RarResolver PART_BY_PART = new RarResolver(RarResolver.DEFAULT_BUDGET, 1);

  /** Six pairs: V_i shoots T_i, after {@code rules} and the players of {@code more}. */
  static Night night(String rules, String more) {
    StringBuilder text = new StringBuilder(rules).append("role Vig\n")
        .append("ability Vig.shoot X = kill(X)\n").append(more);
    for (int i = 0; i < 6; i++) {
      text.append("player V").append(i).append(" town Vig\n");
      text.append("player T").append(i).append(" town Vanilla\n");
    }
    for (int i = 0; i < 6; i++) {
      text.append("V").append(i).append(" shoot T").append(i).append('\n');
    }
    return NightParser.standard().parse("d.night", text.toString()).night().orElseThrow();
  }

  @Test
  void aWitnessWithALimitHearsTheDeathsOfEveryPart() {
    Night night = night("""
        role Widow
        trigger Widow death(all) = notify(self, "{dead} has died") [if living>2]
        """, "player W town Widow\n");
    Outcome whole = WHOLE.resolve(night);
    assertEquals(whole, PART_BY_PART.resolve(night));
    List<String> heard = whole.notices().stream().filter(n -> n.player().equals("W"))
        .map(Notice::message).toList();
    assertEquals(6, heard.size(), "the widow hears every death: " + heard);
  }

  @Test
  void aTriggerOnAStoredTargetsDeathAnswersHisDeathAlone() {
    Night night = night("""
        role Lover
        trigger Lover death(stored(target)) = kill(self, class=true)
        """, "player L0 town Lover target=T0\nplayer L1 town Lover target=T0\n"
        + "player L2 town Lover target=W\nplayer W town Vanilla\n");
    Outcome whole = WHOLE.resolve(night);
    assertEquals(whole, PART_BY_PART.resolve(night));
    assertEquals(List.of("L0", "L1", "T0", "T1", "T2", "T3", "T4", "T5"),
        whole.deaths().stream().sorted().toList());
  }
}
