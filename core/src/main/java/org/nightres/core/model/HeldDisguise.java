package org.nightres.core.model;

import com.google.common.base.Preconditions;
import java.util.Optional;
import org.nightres.core.component.DisguiseStrength;
import org.nightres.core.component.Role;

/**
 * A disguise a player holds across nights ({@code disguise(X, as=R, strength=s, until=...)} with
 * a duration longer than tonight; {@code state P disguise R weak [until N5 | until use] [by Q]}):
 * every night it holds, the player appears to hold role {@code as} to the results that see its
 * strength, like a passive of his.
 *
 * @param as the role the player appears to hold
 * @param strength which results it changes: those that see this strength
 * @param until the last phase it holds through; empty: permanent, or until used
 * @param untilUse whether it ends once a result that sees it has been answered with it
 * @param by the player who disguised him, if known
 */
public record HeldDisguise(Role as, DisguiseStrength strength, Optional<Phase> until,
    boolean untilUse, Optional<String> by) {
  public HeldDisguise {
    Preconditions.checkNotNull(as);
    Preconditions.checkNotNull(strength);
    Preconditions.checkNotNull(until);
    Preconditions.checkNotNull(by);
    Preconditions.checkArgument(!untilUse || until.isEmpty(), "until a phase or until used");
  }

  /**
   * As a {@code state} line writes it after the player: {@code disguise Cop weak until use by
   * Q}.
   */
  public String describe() {
    return "disguise " + as.name() + " " + strength.word()
        + (untilUse ? " until use" : until.map(p -> " until " + p).orElse(""))
        + by.map(q -> " by " + q).orElse("");
  }

  /** The same disguise, whoever applied it: a player holds one of each. */
  public boolean sameAs(HeldDisguise o) {
    return as.equals(o.as) && strength == o.strength && until.equals(o.until)
        && untilUse == o.untilUse;
  }
}
