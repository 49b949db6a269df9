package org.nightres.core.kernel;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.nightres.core.component.KillClass;
import org.nightres.core.kernel.Board.AbsenceState;
import org.nightres.core.kernel.Board.GuardState;
import org.nightres.core.kernel.Board.ProtectionState;
import org.nightres.core.kernel.Board.UntargetableState;

/**
 * One kill reaching one player: the kill component itself, landing on its (possibly moved)
 * target, or a secondary hit it causes — on a guard who takes it, or on a player absent at its
 * target. A hit starts {@linkplain Verdict#UNDECIDED undecided} and is decided once by the
 * {@link KillSettlement}; what decided it is kept so that each scheduler can word it
 * ({@link KillWording}). Not thread-safe.
 *
 * @param <S> the scheduler's action type
 */
public final class KillHit<S> {

  /** How the kill reached {@link #victim()}. */
  public enum Via {
    /** The kill component landed on its target. */
    AIMED,
    /** A guard on the target took the kill. */
    GUARD,
    /** The victim was absent at the kill's target. */
    ABSENCE
  }

  /** What the settlement decided. */
  public enum Verdict {
    /** Not decided yet: the settlement's mode decides it later. */
    UNDECIDED,
    /** Failed: the victim is elsewhere ({@link #absence()}). */
    ABSENT,
    /** Failed: taken by {@link #guards()}. */
    TAKEN,
    /** Failed: a passed-on death met its new victim's untargetability ({@link #untargetability()}). */
    UNTARGETABLE,
    /** Failed: a passed-on death met a guard ({@link #guards()}), who does not die of it. */
    GUARDED,
    /** Failed: stopped by {@link #protection()}, which stops every kill. */
    PROTECTED,
    /** Failed: stopped by {@link #protection()}, which is now used up. */
    PROTECTED_USED_UP,
    /** The victim dies; {@link #note()} says what did not save them. */
    DIES
  }

  /** Why a protection present did not save a victim who dies. */
  public enum DeathNote {
    /** Nothing to say (no protection covered the kill). */
    NONE,
    /** The Macho victim ignored {@link #ignored()}. */
    MACHO,
    /** The kill's class was too strong for {@link #ignored()} (a true kill ignores all). */
    STRONG,
    /** A covering single-use protection went to another kill. */
    USED_UP_ELSEWHERE
  }

  private final S source;
  private final KillClass killClass;
  private final int victim;
  private final Via via;
  /** For a secondary hit, the player where the causing hit landed. */
  private final int at;
  private final GuardState<S> guard;
  private final AbsenceState<S> absentThere;
  private final List<KillHit<S>> secondary = new ArrayList<>();
  /** The plan ids of the triggers whose responses made this kill, sorted (none: empty). */
  private final int[] chain;
  private Verdict verdict = Verdict.UNDECIDED;
  private DeathNote note = DeathNote.NONE;
  private AbsenceState<S> absence;
  private List<GuardState<S>> guards = List.of();
  private ProtectionState<S> protection;
  private UntargetableState<S> untargetability;
  private List<ProtectionState<S>> ignored = List.of();

  private KillHit(S source, KillClass killClass, int victim, Via via, int at,
      GuardState<S> guard, AbsenceState<S> absentThere, int[] chain) {
    this.chain = chain;
    this.source = source;
    this.killClass = killClass;
    this.victim = victim;
    this.via = via;
    this.at = at;
    this.guard = guard;
    this.absentThere = absentThere;
  }

  static <S> KillHit<S> aimed(S source, KillClass killClass, int victim, int[] chain) {
    return new KillHit<>(source, killClass, victim, Via.AIMED, victim, null, null, chain);
  }

  KillHit<S> takenBy(GuardState<S> g) {
    KillHit<S> hit = new KillHit<>(source, killClass, g.guard(), Via.GUARD, victim, g, null,
        chain);
    secondary.add(hit);
    return hit;
  }

  KillHit<S> alsoHits(AbsenceState<S> a) {
    KillHit<S> hit = new KillHit<>(source, killClass, a.holder(), Via.ABSENCE, victim, null, a,
        chain);
    secondary.add(hit);
    return hit;
  }

  // ---- deciding (the settlement) -----------------------------------------------------------

  void absent(AbsenceState<S> a) {
    verdict = Verdict.ABSENT;
    absence = a;
  }

  void taken(List<GuardState<S>> by) {
    verdict = Verdict.TAKEN;
    guards = List.copyOf(by);
  }

  void untargetable(UntargetableState<S> u) {
    verdict = Verdict.UNTARGETABLE;
    untargetability = u;
  }

  void guarded(GuardState<S> g) {
    verdict = Verdict.GUARDED;
    guards = List.of(g);
  }

  void stopped(ProtectionState<S> p, boolean usedUp) {
    verdict = usedUp ? Verdict.PROTECTED_USED_UP : Verdict.PROTECTED;
    protection = p;
  }

  void dies(DeathNote why, List<ProtectionState<S>> notSaving) {
    verdict = Verdict.DIES;
    note = why;
    ignored = List.copyOf(notSaving);
  }

  // ---- reading ------------------------------------------------------------------------------

  /** {@return the untargetability that stopped a passed-on death ({@link Verdict#UNTARGETABLE})} */
  public UntargetableState<S> untargetability() {
    return untargetability;
  }

  /**
   * {@return the plan ids of the triggers (their holders' passives) whose responses made this kill,
   * through kills that set them off, ascending; empty for a kill of an action} A trigger does not
   * fire again on a kill its own response made (RAR's Rule #4: an action appears once in a chain).
   */
  public int[] chain() {
    return chain.clone();
  }

  /**
   * {@return whether trigger passive {@code id} made this kill, through the kills that set it off}
   *
   * @param id a trigger passive's id in the plan ({@link
   *     org.nightres.core.plan.PlannedAction#id()})
   */
  public boolean madeBy(int id) {
    return java.util.Arrays.binarySearch(chain, id) >= 0;
  }

  /** {@return the action whose kill this is} */
  public S source() {
    return source;
  }

  /** {@return the kill's class: how strong it is against protections} */
  public KillClass killClass() {
    return killClass;
  }

  /** {@return the player this hit reaches} */
  public int victim() {
    return victim;
  }

  /** {@return how the kill reached the victim} */
  public Via via() {
    return via;
  }

  /**
   * {@return where the causing hit landed (the guarded player, the place of absence); the victim if
   * aimed}
   */
  public int at() {
    return at;
  }

  /**
   * For a {@link Via#GUARD} hit, the guard state that took the kill.
   *
   * @return the guard; null for another hit
   */
  public GuardState<S> guard() {
    return guard;
  }

  /**
   * For a {@link Via#ABSENCE} hit, the absence that put the victim there.
   *
   * @return the absence; null for another hit
   */
  public AbsenceState<S> absentThere() {
    return absentThere;
  }

  /** {@return the hits this one caused, in the order they were caused} */
  public List<KillHit<S>> secondary() {
    return Collections.unmodifiableList(secondary);
  }

  /** {@return what the settlement decided; {@link Verdict#UNDECIDED} until then} */
  public Verdict verdict() {
    return verdict;
  }

  /** {@return whether the settlement decided this hit} */
  public boolean decided() {
    return verdict != Verdict.UNDECIDED;
  }

  /** {@return whether the victim dies of this hit} */
  public boolean dies() {
    return verdict == Verdict.DIES;
  }

  /** {@return for a victim who dies, what did not save him; {@link DeathNote#NONE} otherwise} */
  public DeathNote note() {
    return note;
  }

  /**
   * For {@link Verdict#ABSENT}, the absence of the victim.
   *
   * @return the absence; null for another verdict
   */
  public AbsenceState<S> absence() {
    return absence;
  }

  /**
   * For {@link Verdict#TAKEN}, every guard that took the kill, in creation order.
   *
   * @return the guards; empty for another verdict
   */
  public List<GuardState<S>> guards() {
    return guards;
  }

  /**
   * For the protected verdicts, the protection that stopped the kill.
   *
   * @return the protection; null for another verdict
   */
  public ProtectionState<S> protection() {
    return protection;
  }

  /**
   * For {@link DeathNote#MACHO} and {@link DeathNote#STRONG}, the protections that did not save.
   *
   * @return the protections; empty for another note
   */
  public List<ProtectionState<S>> ignored() {
    return ignored;
  }
}
