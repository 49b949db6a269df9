package org.nightres.core.model;

import com.google.common.base.Preconditions;

/**
 * A link of one player to another ({@code state P link lovers Q}); links are kept on both
 * players.
 *
 * @param kind the kind of link, lower case, e.g. {@code lovers}
 * @param with the other player
 */
public record Link(String kind, String with) {
  /**
   * A value of these parts, checked.
   *
   * @param kind the kind of link, lower case, e.g. {@code lovers}
   * @param with the other player
   */
  public Link {
    Preconditions.checkNotNull(kind);
    Preconditions.checkNotNull(with);
  }
}
