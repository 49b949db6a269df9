package org.nightres.core.component;

/**
 * The standard order value of each component kind for order-based schemes (SNARF's table,
 * {@code schemes.md} section 3.3, with the nightres defaults for kinds the table leaves open).
 * An ability's {@link Ability#orderValue()} and a written {@code [n]} override take precedence.
 */
public final class OrderValues {
  /** Passives take effect at the beginning of the night. */
  public static final int PASSIVE = 0;
  /** Redirection effects: redirect, swap. */
  public static final int REDIRECTION = 20;
  /** Blocking and commuting effects: block, untargetable, absent (commute, hide, stop, abduct). */
  public static final int BLOCKING = 40;
  /** Protection effects: protect, guard. */
  public static final int PROTECTION = 60;
  /** Killing effects. */
  public static final int KILLING = 80;
  /** Recruitment, fruit, notices and plain visits. */
  public static final int MISCELLANEOUS = 90;
  /** Investigation effects: investigate, detect, track, watch. */
  public static final int INVESTIGATION = 100;
  /** Triggered kills such as a PGO shot, after every visit of the night. */
  public static final int TRIGGERED = 190;
  /** The end of the night. */
  public static final int END = 200;

  private OrderValues() {}

  /**
   * The standard order of a component of a submitted action. Passives take effect at
   * {@link #PASSIVE}; the responses of triggers (a PGO shot) happen at {@link #TRIGGERED}.
   */
  public static int standard(Component c) {
    if (c instanceof Component.Redirect || c instanceof Component.Swap) {
      return REDIRECTION;
    }
    if (c instanceof Component.Block || c instanceof Component.Untargetable || c instanceof Component.Absent) {
      return BLOCKING;
    }
    if (c instanceof Component.Protect || c instanceof Component.Guard || c instanceof Component.Trigger) {
      return PROTECTION; // a trigger in a submitted action is armed with the protections
    }
    if (c instanceof Component.Kill) {
      return KILLING;
    }
    if (c instanceof Component.Result) {
      return INVESTIGATION;
    }
    return MISCELLANEOUS; // recruit, fruit, notify, visit
  }
}
