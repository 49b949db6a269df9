package org.nightres.core.model;

import com.google.common.base.Preconditions;

/**
 * The last use of an ability ({@code state P last <verb> <T> <phase>}), kept for succession
 * limits.
 *
 * @param verb the ability's verb
 * @param target the first target of that use, or the actor's own name for a no-target ability
 * @param phase when it was used
 */
public record LastUse(String verb, String target, Phase phase) {
  /**
   * A value of these parts, checked.
   *
   * @param verb the ability's verb
   * @param target the first target of that use, or the actor's own name for a no-target ability
   * @param phase when it was used
   */
  public LastUse {
    Preconditions.checkNotNull(verb);
    Preconditions.checkNotNull(target);
    Preconditions.checkNotNull(phase);
  }
}
