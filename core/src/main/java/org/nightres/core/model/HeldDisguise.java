package org.nightres.core.model;

import com.google.common.base.Preconditions;
import java.util.Optional;
import org.nightres.core.component.DisguiseStrength;
import org.nightres.core.component.Role;

/**
 * A disguise a player holds across nights ({@code disguise(X, as=R, strength=s, until=...)} with
 * a duration longer than tonight; {@code state P disguise R weak [until N5 | until use | until
 * use2] [by Q]}):
 * every night it holds, the player appears to hold role {@code as} to the results that see its
 * strength, like a passive of his.
 *
 * @param as the role the player appears to hold
 * @param strength which results it changes: those that see this strength
 * @param until the last phase it holds through; empty: permanent, or until used
 * @param uses how many more results answered with it end it (WWR's {@code ~UntilUse}: 1,
 *     {@code ~UntilSecondUse}: 2); 0: no use ends it
 * @param by the player who disguised him, if known
 */
public record HeldDisguise(Role as, DisguiseStrength strength, Optional<Phase> until,
    int uses, Optional<String> by) {
  /**
   * A value of these parts, checked.
   *
   * @param as the role the player appears to hold
   * @param strength which results it changes: those that see this strength
   * @param until the last phase it holds through; empty: permanent, or until used
   * @param uses how many more results answered with it end it (WWR's {@code ~UntilUse}: 1,
   *     {@code ~UntilSecondUse}: 2); 0: no use ends it
   * @param by the player who disguised him, if known
   */
  public HeldDisguise {
    Preconditions.checkNotNull(as);
    Preconditions.checkNotNull(strength);
    Preconditions.checkNotNull(until);
    Preconditions.checkNotNull(by);
    Preconditions.checkArgument(uses >= 0 && uses <= 2, "uses 0 to 2: %s", uses);
    Preconditions.checkArgument(uses == 0 || until.isEmpty(), "until a phase or until used");
  }

  /**
   * {@return whether results answered with it use it up ({@code until use} or {@code until use2})}
   */
  public boolean untilUse() {
    return uses > 0;
  }

  /** {@return the same disguise with one use fewer} */
  public HeldDisguise usedOnce() {
    Preconditions.checkState(uses > 1, "used up");
    return new HeldDisguise(as, strength, until, uses - 1, by);
  }

  /**
   * {@return the word of its use count: {@code use}, {@code use2}}
   *
   * @param uses 1 or 2
   */
  public static String usesWord(int uses) {
    return uses == 1 ? "use" : "use" + uses;
  }

  /**
   * As a {@code state} line writes it after the player: {@code disguise Cop weak until use by
   * Q}.
   *
   * @return the words after the player on a {@code state} line
   */
  public String describe() {
    return "disguise " + as.name() + " " + strength.word()
        + (uses > 0 ? " until " + usesWord(uses) : until.map(p -> " until " + p).orElse(""))
        + by.map(q -> " by " + q).orElse("");
  }

  /**
   * {@return the same disguise, whoever applied it: a player holds one of each}
   *
   * @param o another held disguise
   */
  public boolean sameAs(HeldDisguise o) {
    return as.equals(o.as) && strength == o.strength && until.equals(o.until)
        && uses == o.uses;
  }
}
