package org.nightres.core.plan;

import java.util.Optional;
import java.util.function.Function;
import java.util.function.IntSupplier;
import org.nightres.core.component.StateChange;
import org.nightres.core.model.Phase;

/**
 * What a change does to its target's attributes ({@code attr}, {@code attr(X, count+1)}, an
 * owned or computed attribute, {@code remember}): one rule, read by every scheme's next state
 * ({@link StateTransition}) and by a scheme that applies changes at once ({@code
 * EffectKernel#applyChangesAtOnce}, the sequential scheme).
 */
public final class AttributeChanges {
  private AttributeChanges() {}

  /**
   * The target's attribute {@code key} becomes {@code value} (null: he has it no longer), until
   * the phase {@code until} (empty: until changed).
   *
   * @param key the attribute
   * @param value its value after the change; null: removed
   * @param until when it ends
   */
  public record Set(String key, String value, Optional<Phase> until) {}

  /**
   * What the night around a change tells it: whose it is, which other player it names, and
   * the attributes its target holds as the earlier changes left them.
   *
   * @param actor the actor's name
   * @param other the name of the second player the change names; null: none
   * @param held the target's attribute by key; null: none
   * @param living the number of players living as the night starts (read by a computed
   *     attribute only)
   * @param players the number of players
   * @param night the night's number
   */
  public record Around(String actor, String other, Function<String, String> held,
      IntSupplier living, int players, int night) {}

  /**
   * {@return whether {@code change} may change its target's attributes} Asked before {@link
   * #of}, which needs what is around the change, for every change a scheduler applies at once.
   *
   * @param change a state change
   */
  public static boolean changesAttributes(StateChange change) {
    return change.accept(CHANGES_ATTRIBUTES);
  }

  private static final StateChange.Visitor<Boolean> CHANGES_ATTRIBUTES =
      new StateChange.Visitor<>() {
        @Override
        public Boolean visitAttribute(StateChange.Attribute c) {
          return true;
        }

        @Override
        public Boolean visitOwned(StateChange.Owned c) {
          return true;
        }

        @Override
        public Boolean visitComputed(StateChange.Computed c) {
          return true;
        }

        @Override
        public Boolean visitCount(StateChange.Count c) {
          return true;
        }

        @Override
        public Boolean visitRemember(StateChange.Remember c) {
          return true;
        }

        @Override
        public Boolean visitRememberRole(StateChange.RememberRole c) {
          return true;
        }

        @Override
        public Boolean visitApplyStatus(StateChange.ApplyStatus c) {
          return false;
        }

        @Override
        public Boolean visitClearStatus(StateChange.ClearStatus c) {
          return false;
        }

        @Override
        public Boolean visitRoleChange(StateChange.RoleChange c) {
          return false;
        }

        @Override
        public Boolean visitLink(StateChange.LinkPlayers c) {
          return false;
        }

        @Override
        public Boolean visitAlignWith(StateChange.AlignWith c) {
          return false;
        }

        @Override
        public Boolean visitGroupCounter(StateChange.GroupCounter c) {
          return false;
        }
      };

  /**
   * {@return what {@code change} (bound: {@link StateChange#bound}) does to its target's
   * attributes, or null: it is no attribute change, or leaves the attribute as it is (an owned
   * attribute taken back by one who does not own it, a {@code remember} of nobody)}
   *
   * @param change a state change
   * @param around its actor, the player it names and its target's attributes
   */
  public static Set of(StateChange change, Around around) {
    return change.accept(new StateChange.Visitor<Set>() {
      @Override
      public Set visitAttribute(StateChange.Attribute a) {
        return new Set(a.key(), a.value().orElse(null), a.until().map(u -> u.day()
            ? Phase.day(around.night() + u.offset()) : Phase.night(around.night() + u.offset())));
      }

      @Override
      public Set visitOwned(StateChange.Owned o) {
        if (o.give()) {
          return new Set(o.key(), around.actor(), Optional.empty());
        }
        return around.actor().equals(around.held().apply(o.key()))
            ? new Set(o.key(), null, Optional.empty())
            : null; // another's, or none: it stays as it is
      }

      @Override
      public Set visitComputed(StateChange.Computed c) {
        int value = c.value().of(around.players(), around.living().getAsInt());
        return new Set(c.key(), Integer.toString(value), Optional.empty());
      }

      @Override
      public Set visitCount(StateChange.Count c) {
        return new Set(c.key(), c.after(Optional.ofNullable(around.held().apply(c.key()))),
            Optional.empty());
      }

      @Override
      public Set visitRemember(StateChange.Remember r) {
        return around.other() == null ? null : new Set(r.key(), around.other(), Optional.empty());
      }

      @Override
      public Set visitRememberRole(StateChange.RememberRole r) {
        throw new IllegalArgumentException("a role to remember is bound to the line's role "
            + "first: " + r);
      }

      @Override
      public Set visitApplyStatus(StateChange.ApplyStatus c) {
        return null;
      }

      @Override
      public Set visitClearStatus(StateChange.ClearStatus c) {
        return null;
      }

      @Override
      public Set visitRoleChange(StateChange.RoleChange c) {
        return null;
      }

      @Override
      public Set visitLink(StateChange.LinkPlayers c) {
        return null;
      }

      @Override
      public Set visitAlignWith(StateChange.AlignWith c) {
        return null;
      }

      @Override
      public Set visitGroupCounter(StateChange.GroupCounter c) {
        return null; // a group's, not the target's
      }
    });
  }
}
