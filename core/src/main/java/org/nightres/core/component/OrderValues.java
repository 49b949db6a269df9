package org.nightres.core.component;

/**
 * The standard order value of each component kind for order-based schemes (SNARF's table,
 * {@code schemes.md} section 3.3, with the nightres defaults for kinds the table leaves open).
 * An ability's {@link Ability#orderValue()} and a written {@code [n]} override take precedence.
 */
public final class OrderValues {
  /** Passives take effect at the beginning of the night. */
  public static final int PASSIVE = 0;
  /** Redirection effects: redirect, swap, deflect. */
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
   * {@return the standard order of a component of a submitted action} Passives take effect at
   * {@link #PASSIVE}; the responses of triggers (a PGO shot) happen at {@link #TRIGGERED}.
   *
   * @param c a component
   */
  public static int standard(Component c) {
    return c.accept(STANDARD);
  }

  private static final Component.Visitor<Integer> STANDARD = new Component.Visitor<>() {
    @Override
    public Integer visitRedirect(Component.Redirect c) {
      return REDIRECTION;
    }

    @Override
    public Integer visitSwap(Component.Swap c) {
      return REDIRECTION;
    }

    @Override
    public Integer visitDeflect(Component.Deflect c) {
      return REDIRECTION;
    }

    @Override
    public Integer visitBlock(Component.Block c) {
      return BLOCKING;
    }

    @Override
    public Integer visitUntargetable(Component.Untargetable c) {
      return BLOCKING;
    }

    @Override
    public Integer visitAbsent(Component.Absent c) {
      return BLOCKING;
    }

    @Override
    public Integer visitProtect(Component.Protect c) {
      return PROTECTION;
    }

    @Override
    public Integer visitGuard(Component.Guard c) {
      return PROTECTION;
    }

    @Override
    public Integer visitTrigger(Component.Trigger c) {
      return PROTECTION; // a trigger in a submitted action is armed with the protections
    }

    @Override
    public Integer visitDisguise(Component.Disguise c) {
      return PROTECTION; // lands like a protection
    }

    @Override
    public Integer visitCancel(Component.Cancel c) {
      return TRIGGERED; // a trigger's response; it holds while the trigger is armed
    }

    @Override
    public Integer visitWhen(Component.When c) {
      return c.guarded().stream().mapToInt(x -> x.accept(this)).min().orElseThrow();
    }

    @Override
    public Integer visitKill(Component.Kill c) {
      return KILLING;
    }

    @Override
    public Integer visitResult(Component.Result c) {
      return INVESTIGATION;
    }

    @Override
    public Integer visitRecruit(Component.Recruit c) {
      return MISCELLANEOUS;
    }

    @Override
    public Integer visitFruit(Component.Fruit c) {
      return MISCELLANEOUS;
    }

    @Override
    public Integer visitChange(Component.Change c) {
      return MISCELLANEOUS;
    }

    @Override
    public Integer visitNotify(Component.Notify c) {
      return MISCELLANEOUS;
    }

    @Override
    public Integer visitInform(Component.Inform c) {
      return INVESTIGATION;
    }

    @Override
    public Integer visitVisit(Component.Visit c) {
      return MISCELLANEOUS;
    }
  };
}
