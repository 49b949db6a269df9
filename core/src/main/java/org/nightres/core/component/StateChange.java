package org.nightres.core.component;

import com.google.common.base.Preconditions;
import java.util.Optional;

/**
 * What a {@link Component.Change} does to its target's game state at the end of the night. Every
 * engine treats every change alike (it lands like fruit); only the state transition reads which
 * one it is, so a new kind of change (roles, links, attributes) touches no engine.
 */
public sealed interface StateChange {

  /**
   * {@return the change as the roles language writes it, after the target: {@code Poisoned,
   * until=N+1}}
   */
  String describe();

  /** {@return the component's word in the roles language: {@code status}, {@code clear}} */
  String word();

  /** {@return what the target gets, as a claim asks it: "get the status Poisoned until N+1"} */
  String claim();

  /**
   * {@return whether it is a harm that protections stop (a status applied with a {@code tag=}); the
   * language writes the ability's tags on it}
   */
  default boolean harm() {
    return false;
  }

  /**
   * {@return the status this change removes, if it is a clear (a clear stops that status's expiry)}
   */
  default Optional<String> clears() {
    return Optional.empty();
  }

  /**
   * {@return this change with the roles a submitted line names for its role parameters in their
   * place ({@link RememberRole}); most changes name none and are themselves}
   *
   * @param roles the role a role argument names on the line
   */
  default StateChange bound(java.util.function.Function<Component.RoleArg, Role> roles) {
    return this;
  }

  /** {@return the status this change gives, if it gives one} */
  default Optional<StatusDefinition> gives() {
    return Optional.empty();
  }

  /**
   * {@return the status this change gives, if it gives one that starts tonight (no {@code
   * since=}: {@link ApplyStatus#since} empty)}
   */
  default Optional<StatusDefinition> givesTonight() {
    return gives();
  }

  /**
   * {@return the last phase of a status it gives for tonight only, if it gives one ({@code
   * status(X, S, until=phase)}, no {@code since=}; or {@code until=D+0}, over with the day after
   * tonight, when the status has no {@code expire=} effects, which the next night would still
   * see): a status that holds only under a scheme where a status given tonight holds tonight
   * ({@link org.nightres.core.NightResolver#statusesHoldTonight}); elsewhere it would never hold}
   */
  default Optional<Until> tonightOnlyUntil() {
    return Optional.empty();
  }

  /** {@return this change, if it changes roles or an alignment ({@code role(...)})} */
  default Optional<RoleChange> asRoleChange() {
    return Optional.empty();
  }

  /**
   * {@return the alignment this change gives its target, if it changes one: an {@code align}
   * role change's, or {@code align with}'s, the alignment of the player it names}
   *
   * @param othersAlignment the alignment, as the night starts, of the player {@link #other()}
   *     names; null while he names no player of the night
   */
  default Optional<String> alignmentGiven(String othersAlignment) {
    return Optional.empty();
  }

  /**
   * Dispatches to {@code v}'s method for this kind of change (the compiler lists every place).
   *
   * @param <R> what the visit answers
   * @param v the visitor
   * @return what the visitor's method for this kind answers
   */
  <R> R accept(Visitor<R> v);

  /** One method per kind of change, with no default. */
  interface Visitor<R> {
    /**
     * Visits a {@link ApplyStatus}.
     *
     * @param c the change
     * @return the answer for it
     */
    R visitApplyStatus(ApplyStatus c);

    /**
     * Visits a {@link ClearStatus}.
     *
     * @param c the change
     * @return the answer for it
     */
    R visitClearStatus(ClearStatus c);

    /**
     * Visits a {@link RoleChange}.
     *
     * @param c the change
     * @return the answer for it
     */
    R visitRoleChange(RoleChange c);

    /**
     * Visits a {@link Attribute}.
     *
     * @param c the change
     * @return the answer for it
     */
    R visitAttribute(Attribute c);

    /**
     * Visits a {@link Owned}.
     *
     * @param c the change
     * @return the answer for it
     */
    R visitOwned(Owned c);

    /**
     * Visits a {@link Count}.
     *
     * @param c the change
     * @return the answer for it
     */
    R visitCount(Count c);

    /**
     * Visits a {@link Computed}.
     *
     * @param c the change
     * @return the answer for it
     */
    R visitComputed(Computed c);

    /**
     * Visits a {@link LinkPlayers}.
     *
     * @param c the change
     * @return the answer for it
     */
    R visitLink(LinkPlayers c);

    /**
     * A stored target.
     *
     * @param c the change
     * @return the answer for it
     */
    R visitRemember(Remember c);

    /**
     * Visits a {@link RememberRole}.
     *
     * @param c the change
     * @return the answer for it
     */
    R visitRememberRole(RememberRole c);

    /**
     * Visits a {@link AlignWith}.
     *
     * @param c the change
     * @return the answer for it
     */
    R visitAlignWith(AlignWith c);

    /**
     * Visits a {@link GroupCounter}.
     *
     * @param c the change
     * @return the answer for it
     */
    R visitGroupCounter(GroupCounter c);
  }

  /**
   * {@return a second player the change names ({@code link(X, Y, lovers)}'s Y), bound as written}
   */
  default Optional<Ref> other() {
    return Optional.empty();
  }

  /**
   * {@return this change naming {@code other} as its second player ({@link #other}), as planning
   * binds a {@code stored(k)} there; a change that names none is itself}
   *
   * @param other the second player
   */
  default StateChange withOther(Ref other) {
    return this;
  }

  /**
   * The target holds {@code status}, until the phase {@code until} gives (empty: until cleared).
   * It starts tonight, at once under the sequential scheme ({@code games.md} section 5: its
   * holder's later actions that it nullifies do not happen, its effects hold from that step),
   * from the next night in the other schemes; with {@code since} ({@code since=D+0} or {@code
   * N+1}, Mafia 1923's injury: "the day after the attack") it starts with the next phase in
   * every scheme. The actor is its source ({@code by}). A {@code harm} (written with a {@code
   * tag=}, e.g. a poisoning) is stopped by a protection on the target that covers its ability's
   * tags, as a kill would be.
   *
   * @param status the status the target gets
   * @param until the last phase it holds through, relative to tonight; empty: until cleared
   * @param harm whether a protection on the target that covers its ability's tags stops it (written
   *     with a {@code tag=})
   * @param since the phase it starts with, relative to tonight ({@code D+0} or {@code N+1});
   *     empty: tonight
   */
  record ApplyStatus(StatusDefinition status, Optional<Until> until, boolean harm,
      Optional<Until> since) implements StateChange {
    /**
     * A value of these parts, checked.
     *
     * @param status the status the target gets
     * @param until the last phase it holds through, relative to tonight; empty: until cleared
     * @param harm whether a protection on the target that covers its ability's tags stops it
     *     (written with a {@code tag=})
     * @param since the phase it starts with, relative to tonight ({@code D+0} or {@code N+1});
     *     empty: tonight
     */
    public ApplyStatus {
      Preconditions.checkNotNull(status);
      Preconditions.checkNotNull(until);
      Preconditions.checkArgument(since.isEmpty() || since.get().equals(NEXT_DAY)
          || since.get().equals(NEXT_NIGHT), "since: D+0 or N+1, not %s", since);
    }

    /** {@code since=D+0}: the day after tonight. */
    public static final Until NEXT_DAY = new Until(true, 0);
    /** {@code since=N+1}: the next night. */
    public static final Until NEXT_NIGHT = new Until(false, 1);

    /**
     * A status that starts tonight.
     *
     * @param status the status the target gets
     * @param until the last phase it holds through, relative to tonight; empty: until cleared
     * @param harm whether a protection on the target that covers its ability's tags stops it
     */
    public ApplyStatus(StatusDefinition status, Optional<Until> until, boolean harm) {
      this(status, until, harm, Optional.empty());
    }

    @Override
    public Optional<StatusDefinition> gives() {
      return Optional.of(status);
    }

    @Override
    public Optional<StatusDefinition> givesTonight() {
      return since.isEmpty() ? Optional.of(status) : Optional.empty();
    }

    @Override
    public Optional<Until> tonightOnlyUntil() {
      return since.isPresent() ? Optional.empty() : until.filter(u -> u.offset() == 0
          && (!u.day() || status.expire().isEmpty()));
    }

    /**
     * A status that is no harm: protections do not stop it.
     *
     * @param status the status the target gets
     * @param until the last phase it holds through, relative to tonight; empty: until cleared
     */
    public ApplyStatus(StatusDefinition status, Optional<Until> until) {
      this(status, until, false);
    }

    @Override
    public boolean harm() {
      return harm;
    }

    @Override
    public String describe() {
      return status.name() + since.map(u -> ", since=" + u).orElse("")
          + until.map(u -> ", until=" + u).orElse("");
    }

    @Override
    public String word() {
      return "status";
    }

    @Override
    public <R> R accept(Visitor<R> v) {
      return v.visitApplyStatus(this);
    }

    @Override
    public String claim() {
      return "get the status " + status.name() + since.map(u -> " (from " + u + ")").orElse("")
          + until.map(u -> " (until " + u + ")").orElse("");
    }
  }

  /**
   * The target no longer holds {@code status} (a cure, a release).
   *
   * @param status the status the target loses
   */
  record ClearStatus(StatusDefinition status) implements StateChange {
    /**
     * A value of these parts, checked.
     *
     * @param status the status the target loses
     */
    public ClearStatus {
      Preconditions.checkNotNull(status);
    }

    @Override
    public String describe() {
      return status.name();
    }

    @Override
    public String word() {
      return "clear";
    }

    @Override
    public Optional<String> clears() {
      return Optional.of(status.name());
    }

    @Override
    public <R> R accept(Visitor<R> v) {
      return v.visitClearStatus(this);
    }

    @Override
    public String claim() {
      return "lose the status " + status.name();
    }
  }

  /**
   * A change of the target's roles or alignment ({@code role(X, op)}), in the next state:
   *
   * <ul>
   *   <li>{@link Op#SET}: the target's roles become {@code role};
   *   <li>{@link Op#GRANT}: the target gains {@code role} (if it lacks it);
   *   <li>{@link Op#REVOKE}: the target loses {@code role} (not its only role);
   *   <li>{@link Op#SWITCH}: the target and the actor exchange their roles;
   *   <li>{@link Op#COPY}: the actor's roles become copies of the target's;
   *   <li>{@link Op#ALIGN}: the target joins {@code alignment}, with its faction abilities.
   * </ul>
   *
   * @param op the operation
   * @param role the role of {@code SET}, {@code GRANT} and {@code REVOKE}
   * @param alignment the alignment of {@code ALIGN}
   * @param factionAbilities the abilities every player of {@code alignment} has
   */
  record RoleChange(Op op, Optional<Role> role, Optional<String> alignment,
      java.util.List<Ability> factionAbilities) implements StateChange {

    /** What a role change does. */
    public enum Op {
      /** The target's roles become {@code role}. */
      SET,
      /** The target gains {@code role}, if it lacks it. */
      GRANT,
      /** The target loses {@code role} (not its only role). */
      REVOKE,
      /** The target and the actor exchange their roles. */
      SWITCH,
      /** The actor's roles become copies of the target's. */
      COPY,
      /** The target joins {@code alignment}, with its faction abilities. */
      ALIGN,
      /** The actor takes the target's roles; the target is left with {@code role}. */
      STEAL;

      /** {@return the word of the roles language: {@code set}, {@code grant}, ...} */
      public String word() {
        return name().toLowerCase(java.util.Locale.ROOT);
      }
    }

    /**
     * A value of these parts, checked.
     *
     * @param op the operation
     * @param role the role of {@code SET}, {@code GRANT} and {@code REVOKE}
     * @param alignment the alignment of {@code ALIGN}
     * @param factionAbilities the abilities every player of {@code alignment} has
     */
    public RoleChange {
      Preconditions.checkNotNull(op);
      factionAbilities = java.util.List.copyOf(factionAbilities);
      boolean named = op == Op.SET || op == Op.GRANT || op == Op.REVOKE || op == Op.STEAL;
      Preconditions.checkArgument(role.isPresent() == named, "%s %s a role", op,
          named ? "needs" : "takes no");
      Preconditions.checkArgument(alignment.isPresent() == (op == Op.ALIGN),
          "only align names an alignment");
    }

    @Override
    public String describe() {
      return op.word() + role.map(r -> " " + r.name()).orElse("")
          + alignment.map(a -> " " + a).orElse("");
    }

    @Override
    public String word() {
      return "role";
    }

    @Override
    public Optional<RoleChange> asRoleChange() {
      return Optional.of(this);
    }

    @Override
    public Optional<String> alignmentGiven(String othersAlignment) {
      return alignment; // an align's alone
    }

    @Override
    public String claim() {
      return switch (op) {
        case SET -> "become " + role.orElseThrow().name();
        case GRANT -> "gain the role " + role.orElseThrow().name();
        case REVOKE -> "lose the role " + role.orElseThrow().name();
        case SWITCH -> "switch roles with the actor";
        case COPY -> "have their roles copied by the actor";
        case ALIGN -> "join " + alignment.orElseThrow();
        case STEAL -> "have their roles stolen by the actor";
      };
    }

    @Override
    public <R> R accept(Visitor<R> v) {
      return v.visitRoleChange(this);
    }
  }

  /**
   * A player attribute of the target ({@code family=Cohen}) set to {@code value}, or removed
   * when {@code value} is empty: {@code attr(X, family=Levi)}, {@code attr(X, remove family)};
   * set for a while, {@code attr(X, horrified=yes, until=N+1)}: the attribute is gone from the
   * first state of a night after that phase.
   *
   * @param key the attribute's name, lower case, e.g. {@code family}
   * @param value its new value; empty: the attribute is removed
   * @param until the last phase a value set holds through, from tonight ({@code N+1}, {@code
   *     D+1}: at least until the next night); empty: until changed (always so for a removal)
   */
  record Attribute(String key, Optional<String> value, Optional<Until> until)
      implements StateChange {
    /**
     * A value of these parts, checked.
     *
     * @param key the attribute's name, lower case, e.g. {@code family}
     * @param value its new value; empty: the attribute is removed
     * @param until the last phase a value set holds through; empty: until changed
     */
    public Attribute {
      Preconditions.checkArgument(key != null && key.matches("[a-z][a-z0-9_-]*"),
          "bad attribute %s", key);
      Preconditions.checkArgument(value.isEmpty() || value.get().matches("[A-Za-z0-9_-]+"),
          "bad attribute value %s", value);
      Preconditions.checkArgument(until.isEmpty() || value.isPresent() && until.get().offset() > 0,
          "an attribute is set for a while, up to a later phase than tonight");
    }

    /**
     * An attribute set until changed, or removed.
     *
     * @param key the attribute's name, lower case, e.g. {@code family}
     * @param value its new value; empty: the attribute is removed
     */
    public Attribute(String key, Optional<String> value) {
      this(key, value, Optional.empty());
    }

    @Override
    public String describe() {
      return value.map(v -> key + "=" + v + until.map(u -> ", until=" + u).orElse(""))
          .orElse("remove " + key);
    }

    @Override
    public String word() {
      return "attr";
    }

    @Override
    public String claim() {
      return value.map(v -> "get " + key + "=" + v).orElse("lose " + key);
    }

    @Override
    public <R> R accept(Visitor<R> v) {
      return v.visitAttribute(this);
    }
  }

  /**
   * An attribute the actor gives as his own ({@code attr(X, own raven)}: the target's attribute
   * {@code key} holds the actor's name in the next state, WWR's attribute "applied by" a player,
   * which {@code own:raven} filters find), or takes back ({@code attr(X, disown raven)}: the
   * target loses {@code key} if it holds the actor's name; else it keeps it).
   *
   * @param key the attribute's name, lower case, e.g. {@code raven}
   * @param give true to give it, false to take it back
   */
  record Owned(String key, boolean give) implements StateChange {
    /**
     * A value of these parts, checked.
     *
     * @param key the attribute's name, lower case, e.g. {@code raven}
     * @param give true to give it, false to take it back
     */
    public Owned {
      Preconditions.checkArgument(key != null && key.matches("[a-z][a-z0-9_-]*"),
          "bad attribute %s", key);
    }

    @Override
    public String describe() {
      return (give ? "own " : "disown ") + key;
    }

    @Override
    public String word() {
      return "attr";
    }

    @Override
    public String claim() {
      return give ? "get " + key + " as the actor's own" : "give the actor's " + key + " back";
    }

    @Override
    public <R> R accept(Visitor<R> v) {
      return v.visitOwned(this);
    }
  }

  /**
   * A counter of the target: its attribute {@code key} read as a whole number (0 when it has
   * none, or none that is a number) plus {@code by}: {@code attr(X, count+=1)}, {@code attr(X,
   * count-=1)} (WWR's Increment and Decrement Counter; Set is {@code attr(X, count=3)}). Changes
   * of one night apply in turn, as every state change does (their order value, then the
   * submission order): two increments add two, a set and then an increment give the set value
   * plus one.
   *
   * @param key the attribute's name, lower case, e.g. {@code counter}
   * @param by what is added; negative to take away; not 0
   */
  record Count(String key, int by) implements StateChange {
    /**
     * A value of these parts, checked.
     *
     * @param key the attribute's name, lower case, e.g. {@code counter}
     * @param by what is added; negative to take away; not 0
     */
    public Count {
      Preconditions.checkArgument(key != null && key.matches("[a-z][a-z0-9_-]*"),
          "bad attribute %s", key);
      Preconditions.checkArgument(by != 0, "a count that adds nothing");
    }

    /**
     * {@return the value after the change, from the attribute's value before it}
     *
     * @param before the attribute's value before, if it has one
     */
    public String after(Optional<String> before) {
      long n = 0;
      if (before.isPresent()) {
        try {
          n = Long.parseLong(before.get());
        } catch (NumberFormatException e) {
          n = 0;
        }
      }
      return Long.toString(Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, n + by)));
    }

    @Override
    public String describe() {
      return key + (by > 0 ? "+=" + by : "-=" + -(long) by);
    }

    @Override
    public String word() {
      return "attr";
    }

    @Override
    public String claim() {
      return (by > 0 ? "add " + by + " to " : "take " + -(long) by + " from ") + key;
    }

    @Override
    public <R> R accept(Visitor<R> v) {
      return v.visitCount(this);
    }
  }

  /**
   * A whole-number attribute of a group, not of the target: {@code attr(X, group hell,
   * counter-=1)} adds {@code n} to the group {@code hell}'s {@code counter} (0 while it has
   * none), {@code attr(X, group hell, counter=3)} sets it (WWR's {@code Decrement Counter for
   * #Hell}). The change lands on the target like any other (a blocked or killed actor's change
   * does not land); what it changes is the group's value in the game state ({@link
   * org.nightres.core.model.GameState#groups()}), which no member holds, so a player who joins
   * or leaves the group changes nothing of it. Changes of one night apply in turn with the
   * night's other changes (order value, then submission order).
   *
   * @param group the group's name, lower case, e.g. {@code hell}
   * @param key the attribute's name, lower case, e.g. {@code counter}
   * @param set whether {@code n} is the value set; else it is added
   * @param n the value set, or what is added (negative to take away; not 0)
   */
  record GroupCounter(String group, String key, boolean set, int n) implements StateChange {
    /**
     * A value of these parts, checked.
     *
     * @param group the group's name, lower case, e.g. {@code hell}
     * @param key the attribute's name, lower case, e.g. {@code counter}
     * @param set whether {@code n} is the value set; else it is added
     * @param n the value set, or what is added (negative to take away; not 0)
     */
    public GroupCounter {
      Preconditions.checkArgument(group != null && group.matches("[a-z][a-z0-9_-]*"),
          "bad group %s", group);
      Preconditions.checkArgument(key != null && key.matches("[a-z][a-z0-9_-]*"),
          "bad attribute %s", key);
      Preconditions.checkArgument(set || n != 0, "a count that adds nothing");
    }

    /**
     * {@return the value after the change, from the group's value before it}
     *
     * @param before the group's value before, if it has one
     */
    public String after(Optional<String> before) {
      return set ? Integer.toString(n) : new Count(key, n).after(before);
    }

    @Override
    public String describe() {
      return "group " + group + ", " + key
          + (set ? "=" + n : n > 0 ? "+=" + n : "-=" + -(long) n);
    }

    @Override
    public String word() {
      return "attr";
    }

    @Override
    public String claim() {
      return (set ? "set group " + group + "'s " + key + " to " + n
          : n > 0 ? "add " + n + " to group " + group + "'s " + key
          : "take " + -(long) n + " from group " + group + "'s " + key);
    }

    @Override
    public <R> R accept(Visitor<R> v) {
      return v.visitGroupCounter(this);
    }
  }

  /**
   * An attribute of the target set to a value computed from the game as the night starts
   * ({@code attr(self, counter=ceil(total/3))}: WWR's {@code Set Counter to ceil $total/3}):
   * the value is reckoned once, by the state transition every scheme shares, on the night's
   * start (its players, those living then), and set as a whole number, as {@link Attribute}
   * sets a value until changed. It applies in turn with the night's other changes.
   *
   * @param key the attribute's name, lower case, e.g. {@code counter}
   * @param value the value computed
   */
  record Computed(String key, GameValue value) implements StateChange {
    /**
     * A value of these parts, checked.
     *
     * @param key the attribute's name, lower case, e.g. {@code counter}
     * @param value the value computed
     */
    public Computed {
      Preconditions.checkArgument(key != null && key.matches("[a-z][a-z0-9_-]*"),
          "bad attribute %s", key);
      Preconditions.checkNotNull(value);
    }

    @Override
    public String describe() {
      return key + "=" + value;
    }

    @Override
    public String word() {
      return "attr";
    }

    @Override
    public String claim() {
      return "get " + key + "=" + value;
    }

    @Override
    public <R> R accept(Visitor<R> v) {
      return v.visitComputed(this);
    }
  }

  /**
   * The target and the player {@code with} are linked ({@code link(X, Y, lovers)}): each holds
   * a link of {@code kind} to the other in the next state. {@code with} is the player as written
   * (moves do not move it).
   *
   * @param with the other player, as written (moves do not move it)
   * @param kind the kind of link, lower case, e.g. {@code lovers}
   */
  record LinkPlayers(Ref with, String kind) implements StateChange {
    /**
     * A value of these parts, checked.
     *
     * @param with the other player, as written (moves do not move it)
     * @param kind the kind of link, lower case, e.g. {@code lovers}
     */
    public LinkPlayers {
      Preconditions.checkNotNull(with);
      Preconditions.checkArgument(kind != null && kind.matches("[a-z][a-z0-9-]*"),
          "bad link kind %s", kind);
    }

    @Override
    public Optional<Ref> other() {
      return Optional.of(with);
    }

    @Override
    public StateChange withOther(Ref other) {
      return new LinkPlayers(other, kind);
    }

    @Override
    public String describe() {
      return with + ", " + kind;
    }

    @Override
    public String word() {
      return "link";
    }

    @Override
    public String claim() {
      return "be linked (" + kind + ")";
    }

    @Override
    public <R> R accept(Visitor<R> v) {
      return v.visitLink(this);
    }
  }

  /**
   * The target remembers the player {@code with} ({@code remember(self, X, target)}, WWR's
   * Targeting: a stored target): its attribute {@code key} holds {@code with}'s name in the next
   * state. {@code with} is the player as written (moves do not move it).
   */
  record Remember(Ref with, String key) implements StateChange {
    /**
     * A value of these parts, checked.
     *
     * @param with the player remembered, as written
     * @param key the attribute that holds his name
     */
    public Remember {
      Preconditions.checkNotNull(with);
      Preconditions.checkArgument(key != null && key.matches("[a-z][a-z0-9-]*"),
          "bad attribute key %s", key);
    }

    @Override
    public Optional<Ref> other() {
      return Optional.of(with);
    }

    @Override
    public StateChange withOther(Ref other) {
      return new Remember(other, key);
    }

    @Override
    public String describe() {
      return with + ", " + key;
    }

    @Override
    public String word() {
      return "remember";
    }

    @Override
    public String claim() {
      return "remember a player (" + key + ")";
    }

    @Override
    public <R> R accept(Visitor<R> v) {
      return v.visitRemember(this);
    }
  }

  /**
   * The target joins the alignment that player {@code with} has as the night starts, with his
   * faction abilities ({@code role(self, align with stored(target))}: WWR's {@code Alignment
   * Change @Self to @Target->Alignment}). {@code with} is the player as written (moves do not
   * move it); while he names no player of the night, nothing changes.
   *
   * @param with the player whose alignment the target takes
   */
  record AlignWith(Ref with) implements StateChange {
    /**
     * A value of these parts, checked.
     *
     * @param with the player whose alignment the target takes
     */
    public AlignWith {
      Preconditions.checkNotNull(with);
    }

    @Override
    public Optional<Ref> other() {
      return Optional.of(with);
    }

    @Override
    public StateChange withOther(Ref other) {
      return new AlignWith(other);
    }

    @Override
    public Optional<String> alignmentGiven(String othersAlignment) {
      return Optional.ofNullable(othersAlignment);
    }

    @Override
    public String describe() {
      return "align with " + with;
    }

    @Override
    public String word() {
      return "role";
    }

    @Override
    public String claim() {
      return "join the alignment of another player";
    }

    @Override
    public <R> R accept(Visitor<R> v) {
      return v.visitAlignWith(this);
    }
  }

  /**
   * A phase relative to the night of the change: {@code N+k} (night n+k) or {@code D+k} (day
   * n+k); {@code phase} is {@code N+0}, tonight.
   *
   * @param day a day rather than a night
   * @param offset phases of that kind after tonight's number, 0 to 999
   */
  record Until(boolean day, int offset) {
    /**
     * A value of these parts, checked.
     *
     * @param day a day rather than a night
     * @param offset phases of that kind after tonight's number, 0 to 999
     */
    public Until {
      Preconditions.checkArgument(offset >= 0 && offset < 1000, "bad offset %s", offset);
    }

    /** {@code N+1}, {@code D+0}; tonight is {@code phase}. */
    @Override
    public String toString() {
      return !day && offset == 0 ? "phase" : (day ? "D+" : "N+") + offset;
    }
  }

  /**
   * The target remembers a role ({@code remember(self, R, target)}, {@code R} a role parameter:
   * WWR's {@code Target @Selection (Role)}, a stored role): its attribute {@code key} holds the
   * name of the role the submitted line names in the next state. It is {@link #bound} to that
   * role, an attribute set, before the state changes.
   *
   * @param role the role parameter
   * @param key the attribute that holds the role's name
   */
  record RememberRole(Component.RoleArg role, String key) implements StateChange {
    /**
     * A value of these parts, checked.
     *
     * @param role the role parameter
     * @param key the attribute that holds the role's name
     */
    public RememberRole {
      Preconditions.checkNotNull(role);
      Preconditions.checkArgument(key != null && key.matches("[a-z][a-z0-9-]*"),
          "bad attribute key %s", key);
    }

    @Override
    public StateChange bound(java.util.function.Function<Component.RoleArg, Role> roles) {
      return new Attribute(key, Optional.of(roles.apply(role).name()));
    }

    @Override
    public String describe() {
      return role.name() + ", " + key;
    }

    @Override
    public String word() {
      return "remember";
    }

    @Override
    public String claim() {
      return "remember the role the line names for " + role.name();
    }

    @Override
    public <R> R accept(Visitor<R> v) {
      return v.visitRememberRole(this);
    }
  }
}
