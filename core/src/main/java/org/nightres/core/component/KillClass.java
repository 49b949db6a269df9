package org.nightres.core.component;

/** How hard a kill is to stop. */
public enum KillClass {
  /** An ordinary night kill: stopped by protection, Bulletproof, blocks and untargetability. */
  NORMAL,
  /** A Strongman kill: ignores protection and Bulletproof; only untargetability and guards stop it. */
  STRONG;

  /** The classes as written in descriptions: {@code all}, or lower-case names joined by {@code |}. */
  public static String describe(java.util.Set<KillClass> classes) {
    if (classes.size() == values().length) {
      return "all";
    }
    java.util.StringJoiner names = new java.util.StringJoiner("|");
    for (KillClass c : values()) {
      if (classes.contains(c)) {
        names.add(c.name().toLowerCase(java.util.Locale.ROOT));
      }
    }
    return names.toString();
  }
}
