package org.nightres.core.component;

import com.google.common.base.Preconditions;

/**
 * Where a component of an ability points, before the night binds it to a player: the actor
 * itself, one of the ability's written parameters, or (inside a trigger's response) the player
 * whose event fired the trigger.
 *
 * @param kind what the reference names
 * @param index the parameter index for {@link Kind#PARAM}, otherwise 0
 */
public record Ref(Kind kind, int index) {

  /**
   * What a {@link Ref} names. Each binds to a player the action links to its part of the night
   * ({@code NightPlan.parts}): a new kind must be linked there too.
   */
  public enum Kind {
    /** The acting player. Self components are never moved by swaps or redirects. */
    SELF,
    /** The ability's written parameter number {@code index} (0-based). */
    PARAM,
    /** In a trigger's response: the player whose event fired it (the visitor, the attacker). */
    SUBJECT
  }

  private static final Ref SELF_REF = new Ref(Kind.SELF, 0);
  private static final Ref SUBJECT_REF = new Ref(Kind.SUBJECT, 0);

  public Ref {
    Preconditions.checkNotNull(kind, "kind");
    Preconditions.checkArgument(index >= 0, "negative parameter index %s", index);
    Preconditions.checkArgument(kind == Kind.PARAM || index == 0, "only PARAM refs carry an index");
  }

  /** The acting player. */
  public static Ref self() {
    return SELF_REF;
  }

  /** The written parameter {@code index} (0-based). */
  public static Ref param(int index) {
    return new Ref(Kind.PARAM, index);
  }

  /** The first written parameter, the usual target. */
  public static Ref target() {
    return param(0);
  }

  /** The subject of a trigger's event. */
  public static Ref subject() {
    return SUBJECT_REF;
  }

  @Override
  public String toString() {
    switch (kind) {
      case SELF:
        return "self";
      case SUBJECT:
        return "subject";
      default:
        return "XYZUVW".length() > index ? String.valueOf("XYZUVW".charAt(index)) : "P" + index;
    }
  }
}
