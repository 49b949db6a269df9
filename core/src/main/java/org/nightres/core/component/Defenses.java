package org.nightres.core.component;

/**
 * Which defense stops which kill: the rules of kill classes, defenses and traits, written once
 * for every engine ({@code docs/architecture.md}, "Rulings shared by every engine"). Engines
 * ask these questions; none re-decides them.
 *
 * <ul>
 *   <li>a protection ({@link Component.Protect}: a Doctor's, a jail's, a vest's) stops only
 *       {@link KillClass#NORMAL} kills it {@linkplain Component.Protect#covers covers};
 *   <li>a {@link Component.Guard} is a protection too: it takes normal kills only;
 *   <li>an {@link Component.Absent absence} stops the kill classes it names;
 *   <li>{@link Component.Untargetable untargetability} stops every component except visits,
 *       and only non-kills when it is {@code nonKillsOnly} (Ascetic);
 *   <li>{@link Trait#MACHO}: protections and guards from other players' actions have no effect
 *       on the holder; the holder's own still work.
 * </ul>
 *
 * <p>Stateless and thread-safe.
 */
public final class Defenses {
  private Defenses() {}

  /** Whether a protection can stop a kill of this class: strong kills pass every protection. */
  public static boolean protectionStops(KillClass killClass) {
    return killClass == KillClass.NORMAL;
  }

  /**
   * Whether protection {@code p} stops a kill of this class from an ability with these tags,
   * uses and Macho aside.
   */
  public static boolean protects(Component.Protect p, KillClass killClass, java.util.Set<String> killTags) {
    return protectionStops(killClass) && p.covers(killTags);
  }

  /**
   * Whether protection {@code p} cancels every kill it stops: it is {@code every-kill}, or the
   * night's {@code doctor-stops} option is {@code all} ({@code doctorStopsAll}); otherwise it
   * cancels one.
   */
  public static boolean stopsEveryKill(Component.Protect p, boolean doctorStopsAll) {
    return p.everyKill() || doctorStopsAll;
  }

  /** Whether a guard takes a kill of this class: a guard is a protection. */
  public static boolean guardTakes(KillClass killClass) {
    return protectionStops(killClass);
  }

  /** Whether absence {@code a} stops (and, at its place, attracts) a kill of this class. */
  public static boolean absenceStops(Component.Absent a, KillClass killClass) {
    return a.from().contains(killClass);
  }

  /**
   * Whether untargetability (non-kills only or full) stops component {@code c} landing on its
   * holder. Visits always happen; callers do not ask about them.
   */
  public static boolean untargetableStops(boolean nonKillsOnly, Component c) {
    return !nonKillsOnly || !c.isKill();
  }

  /**
   * Whether {@code holder}, Macho or not as {@code macho} says, ignores a protection or guard of
   * an action by {@code protector}: a Macho ignores every one but its own.
   */
  public static boolean machoIgnores(boolean macho, int holder, int protector) {
    return macho && protector != holder;
  }
}
