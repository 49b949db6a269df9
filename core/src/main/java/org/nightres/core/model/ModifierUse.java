package org.nightres.core.model;

import com.google.common.base.Preconditions;
import java.util.OptionalInt;
import org.immutables.value.Value;
import org.nightres.core.internal.NightresStyle;
import org.nightres.core.component.Modifier;

/** A modifier as a player holds it, with the uses left when it is countable. */
@Value.Immutable
@NightresStyle
public abstract class ModifierUse {

  /** {@return the modifier, as the rule set defines it} */
  @Value.Parameter
  public abstract Modifier modifier();

  /** {@return uses left; empty means unlimited} {@code Bulletproof(1)} is a one-shot vest. */
  @Value.Parameter
  public abstract OptionalInt uses();

  /** {@return whether the passive still works tonight} */
  public boolean active() {
    return uses().isEmpty() || uses().getAsInt() > 0;
  }

  /**
   * {@return whether this is a vest that can wear down: a countable passive that protects its
   * holder, with uses left ({@code Bulletproof(1)}; not a plain {@code Bulletproof})}
   */
  public boolean countableProtection() {
    return uses().isPresent() && uses().getAsInt() > 0
        && modifier().components().stream().anyMatch(c -> c.isProtect());
  }

  /**
   * {@return whether this is a countable modifier that does not protect its holder, with uses
   * left ({@code PGO(1)}, {@code Ascetic(2)}): it wears down in a night in which it was needed,
   * decided as a vest's is ({@code ModifierAccounting})}
   */
  public boolean countableOther() {
    return uses().isPresent() && uses().getAsInt() > 0
        && modifier().components().stream().noneMatch(c -> c.isProtect());
  }

  /** As written in a {@code player} line, e.g. {@code Bulletproof(1)}. */
  @Override
  public String toString() {
    return uses().isPresent() ? modifier().name() + "(" + uses().getAsInt() + ")" : modifier().name();
  }

  /** Checks the invariants when a value is built (Immutables calls it). */
  @Value.Check
  protected void check() {
    Preconditions.checkState(
        uses().isEmpty() || modifier().countable(), "%s takes no use count", modifier().name());
    Preconditions.checkState(uses().orElse(0) >= 0, "negative uses");
  }

  /**
   * {@return the modifier held with these uses left}
   *
   * @param modifier the modifier
   * @param uses the uses left; empty for unlimited
   */
  public static ModifierUse of(Modifier modifier, OptionalInt uses) {
    return ImmutableModifierUse.of(modifier, uses);
  }

  /**
   * {@return the modifier held without a use count}
   *
   * @param modifier the modifier
   */
  public static ModifierUse unlimited(Modifier modifier) {
    return ImmutableModifierUse.of(modifier, OptionalInt.empty());
  }
}
