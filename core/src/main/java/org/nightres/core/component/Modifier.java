package org.nightres.core.component;

import com.google.common.base.Preconditions;
import java.util.List;
import java.util.Set;
import org.immutables.value.Value;
import org.nightres.core.internal.NightresStyle;

/**
 * A role modifier: passive components (an untrackable, unblockable, unredirectable action that
 * targets its holder, as RAR models passives) and/or {@link Trait}s.
 */
@Value.Immutable(prehash = true) // a key of the planners' maps: its hash reads every component
@NightresStyle
public abstract class Modifier {

  /** {@return the canonical CamelCase name, e.g. {@code Bulletproof}} */
  public abstract String name();

  /** {@return other accepted spellings} */
  public abstract List<String> aliases();

  /** {@return the passive components, all on {@link Ref#self()}; empty for trait-only modifiers} */
  public abstract List<Component> components();

  /** {@return whether its passive may draw anything as it resolves ({@link Component#mayDraw})} */
  @Value.Lazy
  public boolean mayDraw() {
    return Component.mayDraw(components());
  }

  /**
   * {@return the tags of its passive (the harm's source its kills carry, e.g. {@code revenge}),
   * read as an ability's tags are: by protections {@code from=tag:...}}
   */
  public abstract Set<String> tags();

  /** {@return the traits it gives its holder} */
  public abstract Set<Trait> traits();

  /**
   * {@return the order value its passive acts at in the order-based schemes; empty: at the start of
   * the night ({@link OrderValues#PASSIVE})} A status's expiry, planned as a passive, has its
   * status's order.
   */
  public abstract java.util.OptionalInt orderValue();

  /** {@return whether a use count may be written, as in {@code Bulletproof(1)}} */
  @Value.Default
  public boolean countable() {
    return false;
  }

  /** {@return one line for people} */
  @Value.Default
  public String description() {
    return "";
  }

  /** Checks the invariants when a value is built (Immutables calls it). */
  @Value.Check
  protected void check() {
    Preconditions.checkState(name().matches("[A-Z][A-Za-z0-9]*"), "bad modifier name '%s'", name());
    Preconditions.checkState(
        !components().isEmpty() || !traits().isEmpty(), "modifier %s does nothing", name());
    Preconditions.checkState(!countable() || !components().isEmpty(), "only passives have uses");
    for (Component c : components()) {
      Preconditions.checkState(
          c.refs().stream().allMatch(r -> r.kind() == Ref.Kind.SELF
              || r.kind() == Ref.Kind.STORED // stored(k), all: bound when the night is planned
              || r.kind() == Ref.Kind.EVERY
              || r.kind() == Ref.Kind.RANDOM_AMONG), // drawn for the night (RandomChoices)
          "passive component %s of %s must target its holder (or a player it stored or draws)",
          c.describe(),
          name());
    }
    Component.Cancel.checkNotIn(components(), "passive " + name());
  }

  /** {@return a builder} */
  public static ImmutableModifier.Builder builder() {
    return ImmutableModifier.builder();
  }
}
