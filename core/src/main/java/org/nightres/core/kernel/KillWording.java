package org.nightres.core.kernel;

import org.nightres.core.component.KillClass;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import org.nightres.core.kernel.Board.ProtectionState;

/**
 * How a scheduler words decided kills in its explanation. The kernel decides ({@link
 * KillSettlement}) and assembles the sentence ({@link #describe}); a scheduler supplies only
 * the words that differ between SNARF's step log and NAR's tree.
 *
 * @param <S> the scheduler's action type
 */
public interface KillWording<S> {

  /**
   * {@return how a state made by {@code source} at {@code order} is cited, e.g. {@code D protect A
   * at [60]}}
   *
   * @param source the scheduler's action that made the state
   * @param order the order value at which it was made
   */
  String cite(S source, int order);

  /**
   * {@return a failed hit, e.g. {@code fails: } + {@code why}}
   *
   * @param why why the hit failed, worded
   */
  String failed(String why);

  /**
   * {@return the death of {@code victim}, e.g. {@code A dies at the end of the night}}
   *
   * @param victim the victim's name
   */
  String dies(String victim);

  /** {@return the note of a death whose covering single-use protection went to another kill} */
  String usedUpElsewhere();

  /**
   * {@return the opening of a hit on {@code holder}, absent at {@code at}, e.g. {@code also hits H,
   * absent there}}
   *
   * @param holder the absent player's name
   * @param at the name of the player where he spends the night
   */
  String alsoHits(String holder, String at);

  /**
   * {@return the sentence of {@code hit} and of the hits it caused, e.g. {@code G takes the kill
   * (...): G dies; ...}; {@code name} names players}
   *
   * @param hit a decided hit
   * @param name names a player by his index in the plan
   */
  default String describe(KillHit<S> hit, IntFunction<String> name) {
    StringBuilder sb = new StringBuilder();
    switch (hit.via()) {
      case GUARD:
        sb.append(name.apply(hit.victim())).append(" takes the kill (")
            .append(cite(hit.guard().source(), hit.guard().order())).append("): ");
        break;
      case ABSENCE:
        sb.append(alsoHits(name.apply(hit.victim()), name.apply(hit.at()))).append(" (")
            .append(cite(hit.absentThere().source(), hit.absentThere().order())).append("): ");
        break;
      default:
        break;
    }
    sb.append(verdict(hit, name));
    for (KillHit<S> h : hit.secondary()) {
      sb.append("; ").append(describe(h, name));
    }
    return sb.toString();
  }

  private String verdict(KillHit<S> hit, IntFunction<String> name) {
    String victim = name.apply(hit.victim());
    switch (hit.verdict()) {
      case ABSENT:
        return failed(victim + " is absent ("
            + cite(hit.absence().source(), hit.absence().order()) + ")");
      case UNTARGETABLE:
        return failed(victim + " is untargetable (" + cite(hit.untargetability().source(),
            hit.untargetability().order()) + ")");
      case GUARDED:
        return failed(victim + " is guarded (" + cite(hit.guards().get(0).source(),
            hit.guards().get(0).order()) + "; a passed-on death is not passed on again)");
      case TAKEN:
        List<String> guards = new ArrayList<>();
        hit.guards().forEach(g -> guards.add(name.apply(g.guard())));
        return failed("taken by " + String.join(", ", guards));
      case PROTECTED:
        return failed(victim + " is protected (" + cites(List.of(hit.protection())) + ")");
      case PROTECTED_USED_UP:
        return failed(victim + " is protected (" + cites(List.of(hit.protection())) + ", used up)");
      case DIES:
        return dies(victim) + note(hit, victim);
      default:
        return "undecided";
    }
  }

  private String note(KillHit<S> hit, String victim) {
    switch (hit.note()) {
      case MACHO:
        return " (Macho: " + victim + " ignores " + cites(hit.ignored()) + ")";
      case STRONG:
        return " (" + (hit.killClass() == KillClass.TRUE ? "strong" : "a " + hit.killClass().word())
            + ": ignores " + cites(hit.ignored()) + ")";
      case USED_UP_ELSEWHERE:
        return usedUpElsewhere();
      default:
        return "";
    }
  }

  /** The protections cited and joined with commas. */
  private String cites(List<ProtectionState<S>> prots) {
    List<String> texts = new ArrayList<>();
    prots.forEach(p -> texts.add(cite(p.source(), p.order())));
    return String.join(", ", texts);
  }
}
