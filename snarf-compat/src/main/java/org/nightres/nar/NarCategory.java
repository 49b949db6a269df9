package org.nightres.nar;

import org.nightres.core.component.Component;

/**
 * The kinds of action NAR's fallback list ranks ({@code schemes.md} section 4.4), each derived
 * from a component kind, never from a verb or a role name. Declared in the order of the 2008
 * wiki list; a {@link PriorityList} decides how they actually rank.
 */
enum NarCategory {
  /** Copies another action. No component of nightres copies; listed for completeness. */
  COPY,
  /** {@link Component.Untargetable} and {@link Component.Absent}: commute, hide, stop. */
  HIDE,
  /** {@link Component.Swap}. */
  BUS,
  /** {@link Component.Block}. */
  BLOCK,
  /** {@link Component.Redirect} and {@link Component.Deflect} (WWR's Redirecting). */
  REDIRECT,
  /** {@link Component.Protect} and {@link Component.Guard}. */
  PROTECT,
  /** Everything else: fruit, notices, visits, triggers. */
  MISCELLANEOUS,
  /** {@link Component.Kill}. */
  KILL,
  /** {@link Component.Recruit}. */
  RECRUIT,
  /** {@link Component.Result}: every information action. */
  INSPECT;

  /** The category of one component. */
  static NarCategory of(Component c) {
    return c.accept(OF);
  }

  private static final Component.Visitor<NarCategory> OF = new Component.Visitor<>() {
    @Override
    public NarCategory visitKill(Component.Kill c) {
      return KILL;
    }

    @Override
    public NarCategory visitResult(Component.Result c) {
      return INSPECT;
    }

    @Override
    public NarCategory visitRecruit(Component.Recruit c) {
      return RECRUIT;
    }

    @Override
    public NarCategory visitFruit(Component.Fruit c) {
      return MISCELLANEOUS;
    }

    @Override
    public NarCategory visitChange(Component.Change c) {
      return MISCELLANEOUS;
    }

    @Override
    public NarCategory visitNotify(Component.Notify c) {
      return MISCELLANEOUS;
    }

    @Override
    public NarCategory visitInform(Component.Inform c) {
      return MISCELLANEOUS;
    }

    @Override
    public NarCategory visitVisit(Component.Visit c) {
      return MISCELLANEOUS;
    }

    @Override
    public NarCategory visitProtect(Component.Protect c) {
      return PROTECT;
    }

    @Override
    public NarCategory visitBlock(Component.Block c) {
      return BLOCK;
    }

    @Override
    public NarCategory visitRedirect(Component.Redirect c) {
      return REDIRECT;
    }

    @Override
    public NarCategory visitSwap(Component.Swap c) {
      return BUS;
    }

    @Override
    public NarCategory visitDeflect(Component.Deflect c) {
      return REDIRECT;
    }

    @Override
    public NarCategory visitUntargetable(Component.Untargetable c) {
      return HIDE;
    }

    @Override
    public NarCategory visitGuard(Component.Guard c) {
      return PROTECT;
    }

    @Override
    public NarCategory visitAbsent(Component.Absent c) {
      return HIDE;
    }

    @Override
    public NarCategory visitTrigger(Component.Trigger c) {
      return MISCELLANEOUS;
    }

    @Override
    public NarCategory visitDisguise(Component.Disguise c) {
      return PROTECT; // it lands like a protection
    }

    @Override
    public NarCategory visitCancel(Component.Cancel c) {
      return MISCELLANEOUS; // a trigger's response
    }

    @Override
    public NarCategory visitWhen(Component.When c) {
      throw new IllegalStateException("planning resolves " + c.describe());
    }
  };
}
