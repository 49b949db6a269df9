package org.nightres.core.component;

/** The three kinds of effect component of RAR (seed 000, "Method 2"), plus triggers. */
public enum Category {
  /** Happens at the end of the night and interferes with nothing: a kill, a result, a recruit. */
  END_OF_NIGHT,
  /** Does nothing by itself but can be seen by Tracker-style roles: a visit. */
  OBSERVABLE,
  /** Changes the result of other actions: protect, block, redirect, swap, untargetable... */
  MODIFYING,
  /** Produces further components when an event happens (PGO). */
  TRIGGER
}
