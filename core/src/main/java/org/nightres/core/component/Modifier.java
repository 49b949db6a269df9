package org.nightres.core.component;

import com.google.common.base.Preconditions;
import java.util.List;
import java.util.Set;
import org.immutables.value.Value;
import org.nightres.core.NightresStyle;

/**
 * A role modifier: passive components (an untrackable, unblockable, unredirectable action that
 * targets its holder, as RAR models passives) and/or {@link Trait}s.
 */
@Value.Immutable(prehash = true) // a key of the planners' maps: its hash reads every component
@NightresStyle
public abstract class Modifier {

  /** The canonical CamelCase name, e.g. {@code Bulletproof}. */
  public abstract String name();

  /** Other accepted spellings. */
  public abstract List<String> aliases();

  /** The passive components, all on {@link Ref#self()}; empty for trait-only modifiers. */
  public abstract List<Component> components();

  /**
   * The tags of its passive (the harm's source its kills carry, e.g. {@code revenge}), read as an
   * ability's tags are: by protections {@code from=tag:...}.
   */
  public abstract Set<String> tags();

  /** The traits it gives its holder. */
  public abstract Set<Trait> traits();

  /**
   * The order value its passive acts at in the order-based schemes; empty: at the start of the
   * night ({@link OrderValues#PASSIVE}). A status's expiry, planned as a passive, has its
   * status's order.
   */
  public abstract java.util.OptionalInt orderValue();

  /** Whether a use count may be written, as in {@code Bulletproof(1)}. */
  @Value.Default
  public boolean countable() {
    return false;
  }

  /** One line for people. */
  @Value.Default
  public String description() {
    return "";
  }

  @Value.Check
  protected void check() {
    Preconditions.checkState(name().matches("[A-Z][A-Za-z0-9]*"), "bad modifier name '%s'", name());
    Preconditions.checkState(
        !components().isEmpty() || !traits().isEmpty(), "modifier %s does nothing", name());
    Preconditions.checkState(!countable() || !components().isEmpty(), "only passives have uses");
    for (Component c : components()) {
      Preconditions.checkState(
          c.refs().stream().allMatch(r -> r.kind() == Ref.Kind.SELF
              || r.kind() == Ref.Kind.STORED), // stored(k): bound when the night is planned
          "passive component %s of %s must target its holder (or a player it stored)",
          c.describe(),
          name());
    }
  }

  /** A builder. */
  public static ImmutableModifier.Builder builder() {
    return ImmutableModifier.builder();
  }
}
