package org.nightres.nar;

import java.util.List;
import java.util.Optional;
import org.nightres.core.component.Component;
import org.nightres.core.component.Ref;
import org.nightres.core.kernel.Board;
import org.nightres.core.kernel.Board.BlockState;
import org.nightres.core.plan.PlannedAction;

/**
 * One node of NAR's resolution: a planned action (submitted or passive), or a triggered action
 * added during the night (a PGO's shot at a visitor). Holds where each component currently
 * lands; only the resolution that owns it changes that. Not thread-safe.
 */
final class NarAction {
  /** Index in the run's node list; plan actions keep their plan id. */
  final int id;
  /** The planned action; for a triggered action, the one that armed the trigger. */
  final PlannedAction planned;
  final List<Component> components;
  /** Per component, the actions whose deflects moved it; null until one did. */
  private List<NarAction>[] deflectors;
  final int actor;
  /** For a triggered action, the player whose visit set it off; otherwise -1. */
  final int subject;
  /** For a triggered action, the node whose visit set it off; otherwise -1. */
  final int cause;
  final boolean blockable;
  final boolean trackable;
  final boolean movable;
  final boolean mover;
  final NarCategory category;
  /** The status whose expiry this is (a clear of it on the actor stops it); else empty. */
  final java.util.Optional<String> expiryOf;
  private final String description;
  /** Where each component's main target currently lands, by component index. */
  private final int[] position;
  /** Per component, whether swaps and redirects move it. */
  private final boolean[] moving;
  /** Whether the triggers its visits set off have been added already. */
  boolean triggersChecked;

  private NarAction(int id, PlannedAction planned, List<Component> components, int actor,
      int subject, int cause, boolean blockable, boolean trackable, boolean movable,
      PriorityList list, String description, java.util.Optional<String> expiryOf) {
    this.id = id;
    this.expiryOf = expiryOf;
    this.planned = planned;
    this.components = List.copyOf(components);
    this.actor = actor;
    this.subject = subject;
    this.cause = cause;
    this.blockable = blockable;
    this.trackable = trackable;
    this.movable = movable;
    this.mover = this.components.stream()
        .anyMatch(Component::isMove);
    this.category = list.categoryOf(this.components);
    this.description = description;
    this.position = new int[this.components.size()];
    this.moving = new boolean[this.components.size()];
    for (int i = 0; i < position.length; i++) {
      position[i] = bind(this.components.get(i).target());
      moving[i] = movable && this.components.get(i).target().kind() == Ref.Kind.PARAM;
    }
  }

  /**
   * The node of a planned action, with the flags {@link PlannedAction} derived; {@code
   * expiryOf}: the status whose expiry it is ({@code NightPlan#expiryOf}).
   */
  static NarAction of(PlannedAction a, PriorityList list, java.util.Optional<String> expiryOf) {
    return new NarAction(a.id(), a, a.components(), a.actor(), -1, -1, a.blockable(),
        a.trackable(), a.movable(), list, a.toString(), expiryOf);
  }

  /**
   * A triggered action: {@code response} of a trigger armed by {@code armedBy}, held by {@code
   * holder}, set off by {@code visitor}'s visit made by node {@code cause}. Like the passive it
   * comes from, it is unblockable, untrackable and never moved.
   */
  static NarAction triggered(int id, PlannedAction armedBy, int holder, List<Component> response,
      int visitor, int cause, String description, PriorityList list) {
    return new NarAction(id, armedBy, response, holder, visitor, cause, false, false, false, list,
        description, java.util.Optional.empty());
  }

  /** Whether this action was added by a trigger during the night. */
  boolean triggered() {
    return cause >= 0;
  }

  /** The player a reference binds to for this action. */
  int bind(Ref ref) {
    switch (ref.kind()) {
      case SELF:
        return actor;
      case SUBJECT:
        if (subject < 0) {
          throw new IllegalStateException("no trigger subject for " + description);
        }
        return subject;
      default:
        return planned.player(ref);
    }
  }

  /** Where component {@code i} currently lands. */
  int position(int i) {
    return position[i];
  }

  /** The actions whose deflects moved component {@code i}, in the order they did. */
  List<NarAction> deflectors(int i) {
    return deflectors == null || deflectors[i] == null ? List.of() : deflectors[i];
  }

  /** Deflect {@code by} moved component {@code i}. */
  @SuppressWarnings("unchecked")
  void deflectedBy(int i, NarAction by) {
    if (deflectors == null) {
      deflectors = new List[components.size()];
    }
    if (deflectors[i] == null) {
      deflectors[i] = new java.util.ArrayList<>(1);
    }
    if (!deflectors[i].contains(by)) {
      deflectors[i].add(by);
    }
  }

  /** Moves component {@code i}; only for {@link #moves(int) movable} components. */
  void moveTo(int i, int player) {
    if (!moves(i)) {
      throw new IllegalStateException(components.get(i).describe() + " of " + this + " cannot move");
    }
    position[i] = player;
  }

  /** Whether swaps and redirects move component {@code i} (a movable action's parameter). */
  boolean moves(int i) {
    return moving[i];
  }

  /** Whether any component is movable. */
  boolean anyMoves() {
    for (int i = 0; i < position.length; i++) {
      if (moves(i)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The first block on the board that stops this action, if it is blockable. Blocks set by
   * triggers that its own visits set off do not count: it was committed when it set them off.
   */
  Optional<BlockState<NarAction>> blockedBy(Board<NarAction> board) {
    if (!blockable) {
      return Optional.empty();
    }
    return board.blockOn(actor, planned.tags(), source -> source.cause != id);
  }

  /** Whether it has a component of this kind. */
  boolean has(Class<? extends Component> kind) {
    return components.stream().anyMatch(kind::isInstance);
  }

  /** Whether this is a submitted action (not a passive, not triggered). */
  boolean submitted() {
    return !triggered() && planned.source().isPresent();
  }

  /** As a moderator would write it, e.g. {@code B jail A} or {@code P's PGO fires at C}. */
  @Override
  public String toString() {
    return description;
  }
}
