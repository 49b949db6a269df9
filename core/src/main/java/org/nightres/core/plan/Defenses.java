package org.nightres.core.plan;

import org.nightres.core.component.Component;
import org.nightres.core.component.KillClass;
import org.nightres.core.component.PlayerFilter;
import org.nightres.core.component.StateChange;

/**
 * Which defense stops which kill: the rules of kill classes, defenses and traits, written once
 * for every engine ({@code docs/architecture.md}, "Rulings shared by every engine"). Engines
 * ask these questions; none re-decides them.
 *
 * <ul>
 *   <li>a protection ({@link Component.Protect}: a Doctor's, a jail's, a vest's) stops the kills
 *       it {@linkplain Component.Protect#covers covers} (by tag) whose class is at most the
 *       one it {@linkplain Component.Protect#stops stops}: attacks, or attacks and kills; never
 *       a {@link KillClass#TRUE true} kill;
 *   <li>a {@link Component.Guard} is a protection too: it takes attacks and kills, not true
 *       kills;
 *   <li>an {@link Component.Absent absence} stops the kill classes it names;
 *   <li>{@link Component.Untargetable untargetability} stops every component except visits, or
 *       only non-kills (Ascetic) or only kills ({@code unkillable}), narrowed by ability tags;
 *   <li>{@link org.nightres.core.component.Trait#MACHO}: protections and guards from other
 *       players' actions have no effect on the holder; the holder's own still work.
 * </ul>
 *
 * <p>Stateless and thread-safe.
 */
public final class Defenses {
  private Defenses() {}

  /**
   * {@return whether protection {@code p} stops a kill of this class from an ability with these
   * tags, made by {@code attacker} ({@code by=}), uses and Macho aside}
   *
   * @param p the protection
   * @param killClass the kill's class
   * @param killTags the tags of the killing ability; empty for none
   * @param attacker the player who attacks, as a protection's {@code by=} filter sees him
   */
  public static boolean protects(Component.Protect p, KillClass killClass,
      java.util.Set<String> killTags, PlayerFilter.Subject attacker) {
    return p.stops(killClass) && p.covers(killTags) && p.against(attacker);
  }

  /**
   * {@return whether protection {@code p} stops the harm {@code c} (a status applied with a tag: a
   * poisoning) of an ability with these tags: every protection that covers the tags does, as it
   * would an attack, and is not used up by it} Macho aside.
   *
   * @param p the protection
   * @param c the harming component
   * @param tags the tags of the harming ability; empty for none
   * @param actor the harming action's actor, as a protection's {@code by=} filter sees him
   */
  public static boolean shields(Component.Protect p, Component c, java.util.Set<String> tags,
      PlayerFilter.Subject actor) {
    return c.stateChange().map(StateChange::harm).orElse(false) && p.covers(tags)
        && p.against(actor);
  }

  /**
   * {@return whether protection {@code p} cancels every kill it stops: it is {@code every-kill}, or
   * the night's {@code doctor-stops} option is {@code all} ({@code doctorStopsAll}); otherwise it
   * cancels one}
   *
   * @param p the protection
   * @param doctorStopsAll whether the night's {@code doctor-stops} option is {@code all}
   */
  public static boolean stopsEveryKill(Component.Protect p, boolean doctorStopsAll) {
    return p.everyKill() || doctorStopsAll;
  }

  /**
   * {@return whether a guard takes a kill of this class: a guard is a protection from every kill}
   *
   * @param killClass the kill's class
   */
  public static boolean guardTakes(KillClass killClass) {
    return killClass != KillClass.TRUE;
  }

  /**
   * {@return whether absence {@code a} stops (and, at its place, attracts) a kill of this class}
   *
   * @param a the absence
   * @param killClass the kill's class
   */
  public static boolean absenceStops(Component.Absent a, KillClass killClass) {
    return a.from().contains(killClass);
  }

  /**
   * {@return whether untargetability {@code u} stops component {@code c} of an ability with these
   * tags landing on its holder ({@link Component.Untargetable#stops})} Visits always happen;
   * callers do not ask about them.
   *
   * @param u the untargetability
   * @param c the component landing on its holder
   * @param tags the tags of that component's ability; empty for none
   */
  public static boolean untargetableStops(Component.Untargetable u, Component c,
      java.util.Set<String> tags) {
    return u.stops(c, tags);
  }

  /**
   * {@return whether kill {@code c}, which action {@code a} of {@code plan} aims at its own actor,
   * meets his untargetability as a kill on him by another would} Only a status's expiry does: its
   * kill is one on the holder by whoever gave the status ({@link NightPlan#attacker}: Mafia
   * 1923's "the Butler who poisoned"), so Abroad and Arrested stop a poison's death ({@code
   * games.md} section 4: "kills on the holder: fail, even strong ones"); a kill a player aims at
   * himself otherwise (a lover's grief) is no one else's, and untargetability never stops it.
   *
   * @param plan the night's plan
   * @param a the action or passive that owns the kill
   * @param c the kill, aimed at {@code a}'s actor
   */
  public static boolean selfKillMeetsUntargetability(NightPlan plan, PlannedAction a,
      Component c) {
    return c.isKill() && plan.expiryOf(a).isPresent();
  }

  /**
   * {@return whether {@code holder}, Macho or not as {@code macho} says, ignores a protection or
   * guard of an action by {@code protector}: a Macho ignores every one but its own}
   *
   * @param macho whether the holder is Macho
   * @param holder the protected player's index
   * @param protector the index of the protecting action's actor
   */
  public static boolean machoIgnores(boolean macho, int holder, int protector) {
    return macho && protector != holder;
  }
}
