package org.nightres.core.kernel;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.nightres.core.component.Component;
import org.nightres.core.plan.Defenses;
import org.nightres.core.component.KillClass;
import org.nightres.core.component.Ref;
import org.nightres.core.kernel.Board.AbsenceState;
import org.nightres.core.kernel.Board.GuardState;
import org.nightres.core.kernel.Board.ProtectionState;
import org.nightres.core.kernel.Board.UntargetableState;
import org.nightres.core.kernel.KillHit.DeathNote;
import org.nightres.core.model.GameOptions.DoctorStops;
import org.nightres.core.model.Player;
import org.nightres.core.plan.KillMatching;
import org.nightres.core.plan.NightPlan;

/**
 * The one kill settlement of the order-based schemes: decides which kill attempts kill, against
 * the states of a {@link Board}, with the rules of {@link Defenses}.
 *
 * <p>Settling a batch of attempts: each one lands in attempt order — it also hits every other
 * player absent at its victim, fails if the victim is absent, and is taken by the victim's
 * guards (who are hit instead) — then, victim by victim in index order, the protections decide
 * every undecided hit: a strong kill passes them, a protection that stops every kill ({@code
 * every-kill}, {@code doctor-stops all}) stops it, and single-use protections are matched to the
 * remaining kills by {@link KillMatching} (different kills count separately). A Macho victim
 * ignores protections and guards of other players. Deaths accumulate in {@link #deaths()}.
 *
 * <p>When to settle is the {@link Mode}: at the end of the night (or of a batch), or as soon
 * as each kill lands. Not thread-safe: confined to one resolution.
 *
 * @param <S> the scheduler's action type
 */
public final class KillSettlement<S> {

  /** When kills are decided. */
  public enum Mode {
    /**
     * Attempts wait until the scheduler calls {@link #settle()}: once at the end of the night
     * (NAR), or after each batch of simultaneous components (SNARF).
     */
    END_OF_NIGHT,
    /**
     * Each attempt is settled as soon as it lands, against the states made so far (a sequential
     * scheme: a death can stop later actions).
     */
    IMMEDIATE
  }

  private static final int[] NO_CHAIN = new int[0];

  private final NightPlan plan;
  private final Board<S> board;
  private final Function<S, Set<String>> tags;
  private final java.util.function.ToIntFunction<S> attacker;
  private final java.util.function.Predicate<S> vest;
  private final Mode mode;
  private final boolean doctorStopsAll;
  private final List<KillHit<S>> aimed = new ArrayList<>();
  /** {@link #aimed}, read-only: asked after every action under {@code sequential}. */
  private final List<KillHit<S>> aimedView = Collections.unmodifiableList(aimed);
  private final List<KillHit<S>> pending = new ArrayList<>();
  private final BitSet deaths = new BitSet();
  private final BitSet reached = new BitSet();

  /**
   * A settlement reading {@code board}; {@code tags} gives the tags of a source's ability, which
   * protections may filter on.
   */
  KillSettlement(NightPlan plan, Board<S> board, Function<S, Set<String>> tags, Mode mode) {
    this(plan, board, tags, s -> -1, s -> false, mode);
  }

  /**
   * As above; {@code attacker} gives the player who made a kill's source (-1: unknown), {@code
   * vest} whether a source is a countable passive defense ({@code Bulletproof(n)}), which stops
   * a kill only when nothing else does.
   */
  KillSettlement(NightPlan plan, Board<S> board, Function<S, Set<String>> tags,
      java.util.function.ToIntFunction<S> attacker, java.util.function.Predicate<S> vest,
      Mode mode) {
    this.vest = vest;
    this.attacker = attacker;
    this.plan = plan;
    this.board = board;
    this.tags = tags;
    this.mode = mode;
    this.doctorStopsAll = plan.options().doctorStops() == DoctorStops.ALL;
  }

  /** {@return the mode it settles in} */
  public Mode mode() {
    return mode;
  }

  /**
   * {@return a kill of {@code killClass} by {@code source} lands on {@code victim}; in {@link
   * Mode#IMMEDIATE} it is decided before this returns}
   *
   * @param source the killing action
   * @param killClass the kill's class
   * @param victim the index in the plan of the player it lands on
   */
  public KillHit<S> attempt(S source, KillClass killClass, int victim) {
    return attempt(source, killClass, victim, NO_CHAIN);
  }

  /**
   * As {@link #attempt(Object, KillClass, int)}, for a kill a trigger's response makes: {@code
   * chain} holds the plan ids of the triggers behind it ({@link KillHit#chain}).
   *
   * @param source the killing action
   * @param killClass the kill's class
   * @param victim the index in the plan of the player it lands on
   * @param chain the plan ids of the triggers behind it, sorted; empty for none
   * @return the hit; decided before this returns in {@link Mode#IMMEDIATE}
   */
  public KillHit<S> attempt(S source, KillClass killClass, int victim, int[] chain) {
    KillHit<S> hit = KillHit.aimed(source, killClass, victim, chain);
    aimed.add(hit);
    pending.add(hit);
    if (mode == Mode.IMMEDIATE) {
      settle();
    }
    return hit;
  }

  /** Decides every attempt not yet decided, against the board as it is now. */
  public void settle() {
    if (pending.isEmpty()) {
      return; // asked after every action under sequential: most leave no kill pending
    }
    List<KillHit<S>> landed = new ArrayList<>();
    for (KillHit<S> hit : pending) {
      land(hit, landed);
    }
    pending.clear();
    if (landed.isEmpty()) {
      return;
    }
    if (landed.size() == 1) { // a kill settled at once: one victim, no map
      KillHit<S> h = landed.get(0);
      if (!h.decided()) {
        protect(h.victim(), List.of(h));
      }
      return;
    }
    long[] byVictim = new long[landed.size()]; // the victim, then the place landed: sorted as
    int n = 0; // primitives, no map of boxed victims (a night's end may settle thousands)
    for (int i = 0; i < landed.size(); i++) {
      if (!landed.get(i).decided()) {
        byVictim[n++] = (long) landed.get(i).victim() << 32 | i;
      }
    }
    java.util.Arrays.sort(byVictim, 0, n);
    for (int i = 0, j; i < n; i = j) { // each victim in turn, his hits in the order they landed
      int victim = (int) (byVictim[i] >>> 32);
      List<KillHit<S>> hits = new ArrayList<>();
      for (j = i; j < n && (int) (byVictim[j] >>> 32) == victim; j++) {
        hits.add(landed.get((int) byVictim[j]));
      }
      protect(victim, hits);
    }
  }

  /** {@return every attempt so far, in attempt order (their secondary hits hang below them)} */
  public List<KillHit<S>> aimed() {
    return aimedView;
  }

  /**
   * {@return whether a hit decided so far kills player {@code player}}
   *
   * @param player the player's index
   */
  public boolean died(int player) {
    return deaths.get(player);
  }

  /** {@return the players who die of the hits decided so far} */
  public BitSet deaths() {
    return (BitSet) deaths.clone();
  }

  /**
   * {@return the players a hit has reached so far, whatever stopped it: the only players whose
   * defenses were put to the test ({@link org.nightres.core.plan.VestAccounting} asks whom a vest
   * may have saved)}
   */
  public BitSet reached() {
    return (BitSet) reached.clone();
  }

  /** Absence and guards; what remains waits for the protection step. */
  private void land(KillHit<S> hit, List<KillHit<S>> landed) {
    int v = hit.victim();
    reached.set(v);
    KillClass cls = hit.killClass();
    for (AbsenceState<S> ab : board.absentAt(v, cls)) {
      passOn(hit.alsoHits(ab), ab.source(), landed);
    }
    Optional<AbsenceState<S>> away = board.absenceOf(v, cls);
    if (away.isPresent()) {
      hit.absent(away.get());
      return;
    }
    List<GuardState<S>> guards = !Defenses.guardTakes(cls) ? List.of() : guards(v);
    if (guards.isEmpty()) {
      landed.add(hit);
      return;
    }
    hit.taken(guards);
    for (GuardState<S> g : guards) {
      passOn(hit.takenBy(g), g.source(), landed);
    }
  }

  /**
   * A death passed on by {@code via} (a guard or a hide) is not passed on again ({@code
   * schemes.md} section 2.9): it fails if its new victim is untargetable or away (except through
   * {@code via} itself) or guarded, and such a guard does not die of it. What remains waits for
   * the protection step.
   */
  private void passOn(KillHit<S> hit, S via, List<KillHit<S>> landed) {
    int v = hit.victim();
    reached.set(v);
    KillClass cls = hit.killClass();
    Optional<UntargetableState<S>> untargetable = board.untargetableForKills(v,
        new Component.Kill(Ref.self(), cls), tags.apply(hit.source()), via);
    Optional<AbsenceState<S>> away = board.absenceOf(v, cls, via);
    List<GuardState<S>> guards = !Defenses.guardTakes(cls) ? List.of() : guards(v);
    Optional<GuardState<S>> guard =
        guards.isEmpty() ? Optional.empty() : Optional.of(guards.get(0));
    if (untargetable.isPresent()) {
      hit.untargetable(untargetable.get());
    } else if (away.isPresent()) {
      hit.absent(away.get());
    } else if (guard.isPresent()) {
      hit.guarded(guard.get());
    } else {
      landed.add(hit);
    }
  }

  /** The guards on {@code v} that his macho (if any) does not ignore, in the board's order. */
  private List<GuardState<S>> guards(int v) {
    List<GuardState<S>> on = board.guardsOn(v);
    if (on.isEmpty()) {
      return List.of();
    }
    boolean macho = macho(v);
    List<GuardState<S>> out = new ArrayList<>(on.size());
    for (GuardState<S> g : on) {
      if (!Defenses.machoIgnores(macho, v, g.guard())) {
        out.add(g);
      }
    }
    return out;
  }

  /** The protection step for every undecided hit on one victim. */
  private void protect(int victim, List<KillHit<S>> hits) {
    boolean macho = macho(victim);
    List<ProtectionState<S>> ignored = new ArrayList<>();
    List<ProtectionState<S>> usable = new ArrayList<>();
    List<ProtectionState<S>> spent = List.of();
    List<ProtectionState<S>> on = board.protectionsOn(victim);
    for (int i = 0; i < on.size(); i++) { // by index: asked per victim
      ProtectionState<S> p = on.get(i);
      if (p.spent()) { // a limited protection whose uses were spent earlier tonight: gone
        spent = spent.isEmpty() ? new ArrayList<>(1) : spent;
        spent.add(p);
      } else {
        (Defenses.machoIgnores(macho, victim, p.actor()) ? ignored : usable).add(p);
      }
    }
    DeathNote unprotected = ignored.isEmpty() ? DeathNote.NONE : DeathNote.MACHO;
    List<KillHit<S>> contested = List.of(); // made at the first: most hits are not
    for (int k = 0; k < hits.size(); k++) {
      KillHit<S> h = hits.get(k);
      Set<String> killTags = tags.apply(h.source());
      Player by = usable.isEmpty() ? null : attackerOf(h);
      if (!anyProtects(usable, h.killClass(), killTags, by)) {
        List<ProtectionState<S>> covering = covering(usable, killTags);
        if (covering.isEmpty() && anyProtects(spent, h.killClass(), killTags, attackerOf(h))) {
          h.dies(DeathNote.USED_UP_ELSEWHERE, List.of()); // its uses went earlier tonight
        } else if (covering.isEmpty()) {
          h.dies(unprotected, ignored);
        } else {
          h.dies(DeathNote.STRONG, covering); // too strong for every protection it met
        }
        continue;
      }
      ProtectionState<S> unlimited = null; // the first that stops it, but a vest last
      for (int i = 0; i < usable.size(); i++) {
        ProtectionState<S> p = usable.get(i);
        if (Defenses.protects(p.protect(), h.killClass(), killTags, by) && p.available()
            && Defenses.stopsEveryKill(p.protect(), doctorStopsAll)) {
          if (!vest.test(p.source())) { // a Doctor outranks a vest, which VestAccounting keeps
            unlimited = p;
            break;
          }
          unlimited = unlimited != null ? unlimited : p;
        }
      }
      if (unlimited != null) {
        h.stopped(unlimited, false);
      } else {
        contested = contested.isEmpty() ? new ArrayList<>(2) : contested;
        contested.add(h);
      }
    }
    if (!contested.isEmpty()) {
      contest(contested, usable, unprotected, ignored);
    }
    for (int k = 0; k < hits.size(); k++) {
      if (hits.get(k).dies()) {
        deaths.set(victim);
      }
    }
  }

  /**
   * The hits that no unlimited protection stopped, matched with the protections that stop one
   * kill each (as many stopped as can be); the others die.
   */
  private void contest(List<KillHit<S>> contested, List<ProtectionState<S>> usable,
      DeathNote unprotected, List<ProtectionState<S>> ignored) {
    List<ProtectionState<S>> single = usable.stream()
        .filter(p -> p.available() && !Defenses.stopsEveryKill(p.protect(), doctorStopsAll))
        .toList();
    int[] match = KillMatching.match(contested.size(), single.size(),
        (k, p) -> Defenses.protects(single.get(p).protect(), contested.get(k).killClass(),
            tags.apply(contested.get(k).source()), attackerOf(contested.get(k))));
    for (int i = 0; i < contested.size(); i++) {
      KillHit<S> h = contested.get(i);
      if (match[i] >= 0) {
        ProtectionState<S> p = single.get(match[i]);
        p.use();
        h.stopped(p, true);
      } else {
        Set<String> killTags = tags.apply(h.source());
        boolean anyCovering = usable.stream().anyMatch(p -> p.protect().covers(killTags));
        if (anyCovering) {
          h.dies(DeathNote.USED_UP_ELSEWHERE, List.of());
        } else {
          h.dies(unprotected, ignored);
        }
      }
    }
  }

  /** The protections of {@code usable} that cover a kill with {@code killTags}, in order. */
  private static <S> List<ProtectionState<S>> covering(List<ProtectionState<S>> usable,
      Set<String> killTags) {
    if (usable.isEmpty()) {
      return List.of();
    }
    List<ProtectionState<S>> out = new ArrayList<>(usable.size());
    for (ProtectionState<S> p : usable) {
      if (p.protect().covers(killTags)) {
        out.add(p);
      }
    }
    return out;
  }

  /** The player who made hit {@code h}'s kill, as the plan sees him; null if unknown. */
  private Player attackerOf(KillHit<S> h) {
    int a = attacker.applyAsInt(h.source());
    return a < 0 ? null : plan.player(a);
  }

  private static <S> boolean anyProtects(List<ProtectionState<S>> usable, KillClass cls,
      Set<String> killTags, Player attacker) {
    for (int i = 0; i < usable.size(); i++) {
      if (Defenses.protects(usable.get(i).protect(), cls, killTags, attacker)) {
        return true;
      }
    }
    return false;
  }

  private boolean macho(int player) {
    return plan.macho(player);
  }
}
