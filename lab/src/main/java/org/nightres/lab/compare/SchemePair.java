package org.nightres.lab.compare;

import com.google.common.base.Preconditions;
import org.nightres.core.Scheme;

/**
 * Two different schemes, {@code first} before {@code second} in {@link Scheme} order.
 *
 * @param first the earlier scheme
 * @param second the later scheme
 */
public record SchemePair(Scheme first, Scheme second) {
  /**
   * A value of these parts, checked.
   *
   * @param first the earlier scheme
   * @param second the later scheme
   */
  public SchemePair {
    Preconditions.checkNotNull(first, "first");
    Preconditions.checkNotNull(second, "second");
    Preconditions.checkArgument(first.compareTo(second) < 0,
        "a scheme pair is two different schemes in scheme order, got %s and %s", first, second);
  }

  /** {@return {@code rar-vs-nar}: file names, CSV columns and JSON keys} */
  public String id() {
    return first.id() + "-vs-" + second.id();
  }

  /** {@return {@code rar vs nar}: reports} */
  public String label() {
    return first.id() + " vs " + second.id();
  }

  @Override
  public String toString() {
    return id();
  }
}
