package org.nightres.core.component;

/** How hard a kill is to stop. */
public enum KillClass {
  /** An ordinary night kill: stopped by protection, Bulletproof, blocks and untargetability. */
  NORMAL,
  /** A Strongman kill: ignores protection and Bulletproof; only untargetability and guards stop it. */
  STRONG
}
