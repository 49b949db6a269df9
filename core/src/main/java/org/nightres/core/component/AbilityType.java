package org.nightres.core.component;

import java.util.Locale;
import java.util.Optional;

/**
 * The WWR ability type a component belongs to ({@code seed-vocabulary.md} section 4.1): an
 * ability has the types of its components, and filters that read tags ({@code block(X,
 * only=investigating)}, {@code deflect(..., except=killing)}, {@code trigger R action(killing)})
 * read these words too ({@link Ability#filterTags()}). Visits, fruit, triggers and cancels have none.
 */
public enum AbilityType {
  /** {@code kill}. */
  KILLING,
  /** {@code result}. */
  INVESTIGATING,
  /** {@code protect}, {@code guard}, {@code absent}, {@code untargetable}. */
  PROTECTING,
  /** {@code disguise}. */
  DISGUISING,
  /** {@code redirect}, {@code swap}, {@code deflect}. */
  REDIRECTING,
  /** {@code block}. */
  OBSTRUCTING,
  /** {@code status}, {@code clear}, {@code attr}, {@code link}. */
  APPLYING,
  /** {@code role(X, set R)} and {@code role(X, align A)}. */
  CHANGING,
  /** {@code role(X, grant R)} and {@code role(X, revoke R)}. */
  GRANTING,
  /** {@code role(X, switch)} and {@code role(X, steal R)} (WWR: a thief switch). */
  SWITCHING,
  /** {@code role(X, copy)}. */
  COPYING,
  /** {@code recruit}. */
  JOINING,
  /** {@code notify}, {@code announce} and {@code inform} (WWR's Reveal, Announce, Learn, Know). */
  ANNOUNCEMENTS,
  /** {@code remember} (WWR's Targeting: a stored target). */
  TARGETING;

  /** {@return the word filters use: {@code killing}} */
  public String word() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The WWR subtypes that {@link #subtypeOf} gives components, as filter words. */
  public static final java.util.Set<String> SUBTYPES = java.util.Set.of("attack-killing",
      "kill-killing", "true-kill-killing", "role-changing", "alignment-changing");

  /**
   * The filter word of an ability that clears {@code Arrested} (seed 003: "except those that
   * release them from prison (Ex: Lawsuit, ...)"), which the bundled status lets through; an
   * ability may also say it ({@code tag=release}).
   */
  public static final String RELEASE = "release";

  private static final String ARRESTED = "Arrested";

  /**
   * {@return the WWR subtype of component {@code c} as a filter word, if nightres knows it
   * exactly: {@code attack-killing}, {@code kill-killing}, {@code true-kill-killing} for a kill
   * of that class (WWR's Attack, Kill and True Kill), {@code role-changing} for {@code role(X,
   * set R)} (a Role Change), {@code alignment-changing} for {@code role(X, align a)} (an
   * Alignment Change), {@link #RELEASE} for {@code clear(X, Arrested)}} An ability has the
   * subtypes of its components besides their types.
   *
   * @param c a component of an ability
   */
  public static Optional<String> subtypeOf(Component c) {
    if (c.isKill()) {
      KillClass k = ((Component.Kill) c).killClass();
      return Optional.of((k == KillClass.TRUE ? "true-kill" : k.word()) + "-killing");
    }
    return c.stateChange().map(change -> change.accept(CHANGE_SUBTYPE));
  }

  private static final StateChange.Visitor<String> CHANGE_SUBTYPE =
      new StateChange.Visitor<>() {
        @Override
        public String visitApplyStatus(StateChange.ApplyStatus c) {
          return null;
        }

        @Override
        public String visitClearStatus(StateChange.ClearStatus c) {
          return c.status().name().equalsIgnoreCase(ARRESTED) ? RELEASE : null;
        }

        @Override
        public String visitRoleChange(StateChange.RoleChange c) {
          return switch (c.op()) {
            case SET -> "role-changing";
            case ALIGN -> "alignment-changing";
            default -> null;
          };
        }

        @Override
        public String visitAttribute(StateChange.Attribute c) {
          return null;
        }

        @Override
        public String visitOwned(StateChange.Owned c) {
          return null;
        }

        @Override
        public String visitRememberRole(StateChange.RememberRole c) {
          return null;
        }

        @Override
        public String visitCount(StateChange.Count c) {
          return null;
        }

        @Override
        public String visitGroupCounter(StateChange.GroupCounter c) {
          return null;
        }

        @Override
        public String visitComputed(StateChange.Computed c) {
          return null;
        }

        @Override
        public String visitLink(StateChange.LinkPlayers c) {
          return null;
        }

        @Override
        public String visitRemember(StateChange.Remember c) {
          return null;
        }

        @Override
        public String visitAlignWith(StateChange.AlignWith c) {
          return "alignment-changing";
        }
      };

  /**
   * {@return the type of component {@code c}, if it has one}
   *
   * @param c a component of an ability
   */
  public static Optional<AbilityType> of(Component c) {
    return Optional.ofNullable(c.accept(TYPE));
  }

  private static final StateChange.Visitor<AbilityType> CHANGE_TYPE =
      new StateChange.Visitor<>() {
        @Override
        public AbilityType visitApplyStatus(StateChange.ApplyStatus c) {
          return APPLYING;
        }

        @Override
        public AbilityType visitClearStatus(StateChange.ClearStatus c) {
          return APPLYING;
        }

        @Override
        public AbilityType visitRoleChange(StateChange.RoleChange c) {
          return switch (c.op()) {
            case SET, ALIGN -> CHANGING;
            case GRANT, REVOKE -> GRANTING;
            case SWITCH, STEAL -> SWITCHING;
            case COPY -> COPYING;
          };
        }

        @Override
        public AbilityType visitAttribute(StateChange.Attribute c) {
          return APPLYING;
        }

        @Override
        public AbilityType visitOwned(StateChange.Owned c) {
          return APPLYING;
        }

        @Override
        public AbilityType visitRememberRole(StateChange.RememberRole c) {
          return TARGETING;
        }

        @Override
        public AbilityType visitCount(StateChange.Count c) {
          return APPLYING;
        }

        @Override
        public AbilityType visitGroupCounter(StateChange.GroupCounter c) {
          return APPLYING;
        }

        @Override
        public AbilityType visitComputed(StateChange.Computed c) {
          return APPLYING;
        }

        @Override
        public AbilityType visitLink(StateChange.LinkPlayers c) {
          return APPLYING;
        }

        @Override
        public AbilityType visitRemember(StateChange.Remember c) {
          return TARGETING;
        }

        @Override
        public AbilityType visitAlignWith(StateChange.AlignWith c) {
          return CHANGING;
        }
      };

  private static final Component.Visitor<AbilityType> TYPE = new Component.Visitor<>() {
    @Override
    public AbilityType visitKill(Component.Kill c) {
      return KILLING;
    }

    @Override
    public AbilityType visitResult(Component.Result c) {
      // a kill's outcome is the feedback of a killing (WWR), not an investigation of its own
      return c.kind() == ResultKind.KILL_OUTCOME ? null : INVESTIGATING;
    }

    @Override
    public AbilityType visitRecruit(Component.Recruit c) {
      return JOINING;
    }

    @Override
    public AbilityType visitFruit(Component.Fruit c) {
      return null;
    }

    @Override
    public AbilityType visitNotify(Component.Notify c) {
      return ANNOUNCEMENTS;
    }

    @Override
    public AbilityType visitChange(Component.Change c) {
      return c.change().accept(CHANGE_TYPE);
    }

    @Override
    public AbilityType visitInform(Component.Inform c) {
      return ANNOUNCEMENTS;
    }

    @Override
    public AbilityType visitVisit(Component.Visit c) {
      return null;
    }

    @Override
    public AbilityType visitProtect(Component.Protect c) {
      return PROTECTING;
    }

    @Override
    public AbilityType visitBlock(Component.Block c) {
      return OBSTRUCTING;
    }

    @Override
    public AbilityType visitRedirect(Component.Redirect c) {
      return REDIRECTING;
    }

    @Override
    public AbilityType visitSwap(Component.Swap c) {
      return REDIRECTING;
    }

    @Override
    public AbilityType visitDeflect(Component.Deflect c) {
      return REDIRECTING;
    }

    @Override
    public AbilityType visitUntargetable(Component.Untargetable c) {
      return PROTECTING;
    }

    @Override
    public AbilityType visitGuard(Component.Guard c) {
      return PROTECTING;
    }

    @Override
    public AbilityType visitAbsent(Component.Absent c) {
      return PROTECTING;
    }

    @Override
    public AbilityType visitTrigger(Component.Trigger c) {
      return null;
    }

    @Override
    public AbilityType visitDisguise(Component.Disguise c) {
      return DISGUISING;
    }

    @Override
    public AbilityType visitCancel(Component.Cancel c) {
      return null; // in a trigger's response only, which gives an ability no type
    }

    @Override
    public AbilityType visitWhen(Component.When c) {
      return c.then().get(0).accept(this);
    }
  };
}
