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
  /** {@link Component.Redirect}. */
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
    if (c instanceof Component.Swap) {
      return BUS;
    } else if (c instanceof Component.Redirect) {
      return REDIRECT;
    } else if (c instanceof Component.Block) {
      return BLOCK;
    } else if (c instanceof Component.Protect || c instanceof Component.Guard) {
      return PROTECT;
    } else if (c instanceof Component.Untargetable || c instanceof Component.Absent) {
      return HIDE;
    } else if (c instanceof Component.Kill) {
      return KILL;
    } else if (c instanceof Component.Recruit) {
      return RECRUIT;
    } else if (c instanceof Component.Result) {
      return INSPECT;
    }
    return MISCELLANEOUS;
  }
}
