package org.nightres.core.model;

import com.google.common.base.Preconditions;
import java.util.Optional;
import org.nightres.core.component.StatusDefinition;

/**
 * A status a player holds ({@code games.md} section 4): the rule set's definition of it, the
 * last phase it holds through (none: until cleared) and the player who applied it.
 *
 * @param status the status as the game's rule set defines it
 * @param until the last phase it holds through; empty: until cleared
 * @param by the player it came from, if any
 */
public record HeldStatus(StatusDefinition status, Optional<Phase> until, Optional<String> by) {
  /**
   * A value of these parts, checked.
   *
   * @param status the status as the game's rule set defines it
   * @param until the last phase it holds through; empty: until cleared
   * @param by the player it came from, if any
   */
  public HeldStatus {
    Preconditions.checkNotNull(status);
    Preconditions.checkNotNull(until);
    Preconditions.checkNotNull(by);
  }

  /**
   * {@return a status held until cleared, from no one}
   *
   * @param status the rule set's status
   */
  public static HeldStatus of(StatusDefinition status) {
    return new HeldStatus(status, Optional.empty(), Optional.empty());
  }

  /** {@return the status's name, e.g. {@code Abroad}} */
  public String name() {
    return status.name();
  }

  /**
   * As a {@code state} line writes it after the player: {@code status Abroad until N4 by Q}.
   *
   * @return the words after the player on a {@code state} line
   */
  public String describe() {
    return "status " + name() + until.map(p -> " until " + p).orElse("")
        + by.map(q -> " by " + q).orElse("");
  }
}
