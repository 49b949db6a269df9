package org.nightres.core.component;

import com.google.common.base.Preconditions;
import java.util.Optional;

/**
 * A premise: a test over the state at the start of the night, a limit on an ability, a
 * passive or a trigger ({@code [if self in !attr:marker]}) or the guard of components ({@code
 * if(... then ...)}). One of eight forms ({@link In}, {@link Exists}, {@link Present},
 * {@link NightIs}, {@link Counted}, {@link GroupValue}, {@link IsSelf}, {@link AnyOf}), each negated by a leading
 * {@code !} ({@link Not}):
 *
 * <ul>
 *   <li>{@code S in cond}: the player the subject {@code S} names passes the filter ({@code
 *       X in align:werewolf}, {@code self in !attr:marker}, {@code stored(target) in
 *       attr:count>2}); a subject that names no living player passes no filter;
 *   <li>{@code exists cond}: some living player passes it ({@code exists role:Reaper});
 *   <li>{@code S exists}: the subject names a living player ({@code stored(target) exists});
 *   <li>{@code night n}, {@code night n+}, {@code night n-m}: the night's number is n, n or more,
 *       n to m (WWR's {@code [Temporal: Night 1]} on a passive);
 *   <li>{@code total op n}, {@code living op n}, {@code count(cond) op n}: a number of the game
 *       compared with a whole number ({@link Tally}: {@code living>5}, {@code
 *       count(attr:flutist)=1}; WWR's {@code $living}, {@code @(Attr:A)->Count});
 *   <li>{@code group(g).key op n}: a group's whole-number attribute as the night starts (0
 *       while it has none) compared with a whole number ({@code group(hell).counter>0}; WWR's
 *       {@code #Hell->Counter > 0});
 *   <li>{@code S is self}: the subject names the holder of the line himself ({@code visitor is
 *       self}: he visited himself; WWR's {@code @Visitor is @Self});
 *   <li>{@code (A or B and C)}: alternatives, each a conjunction of premises, of which one must
 *       hold ({@code and} binds closer than {@code or}; WWR's {@code (A) or (B)}).
 * </ul>
 *
 * <p>Subjects: a parameter, {@code self}, {@code stored(k)} or, in a trigger, its subject ({@link
 * Ref#subject()}: the visitor, attacker, target or dead player, as he is at the start of the
 * night). Every scheme evaluates a premise the same way, through {@link #holds}: on facts read
 * when the night is planned, and for a premise on a trigger's subject, where the scheme binds
 * the subject as the trigger fires (facts that name him).
 *
 * <p>Immutable and thread-safe; equal by form and parts.
 */
public sealed interface Premise {

  /**
   * {@return whether the test holds on {@code facts}} The one evaluation of a test, whatever the
   * scheme.
   *
   * @param facts the players as the night starts
   */
  boolean holds(Facts facts);

  /**
   * {@return whether it reads a trigger's subject: decided only as the trigger fires} A
   * disjunction reads it when one of its premises does.
   */
  default boolean readsSubject() {
    return false;
  }

  /** {@return the test that holds exactly when this one does not} */
  default Premise negate() {
    return new Not(this);
  }

  /**
   * {@return whether it holds for no line whose {@code subject} is its holder himself: {@code
   * !X is self}} A random draw for that subject leaves the holder out: a forced line drawn at
   * random is a line the holder may write ({@code games.md} section 9: the valid candidates).
   *
   * @param subject the subject drawn (a parameter)
   */
  default boolean forbidsSelfAs(Ref subject) {
    return false;
  }

  /** {@return the subject of {@code S is self}; empty for any other test} */
  default Optional<Ref> selfSubject() {
    return Optional.empty();
  }

  /**
   * {@return {@code subject in filter}}
   *
   * @param subject the player tested
   * @param filter what he must be
   */
  static Premise in(Ref subject, PlayerFilter filter) {
    return new In(subject, filter);
  }

  /**
   * {@return {@code exists filter}: some living player passes it}
   *
   * @param filter what the player must be
   */
  static Premise exists(PlayerFilter filter) {
    return new Exists(filter);
  }

  /**
   * {@return {@code subject exists}: the subject names a living player}
   *
   * @param subject the player tested ({@code stored(k)})
   */
  static Premise exists(Ref subject) {
    return new Present(subject);
  }

  /**
   * {@return {@code night n}: the night's number is within {@code nights}}
   *
   * @param nights the nights it holds on
   */
  static Premise night(Nights nights) {
    return new NightIs(nights);
  }

  /**
   * {@return {@code tally}: a number of the game compared}
   *
   * @param tally the number and its comparison
   */
  static Premise tally(Tally tally) {
    return new Counted(tally);
  }

  /**
   * {@return {@code group(g).key op n}: a group's attribute compared}
   *
   * @param group the group's name, lower case
   * @param key the attribute's name, lower case
   * @param op the comparison: {@code =}, {@code >}, {@code <}, {@code >=} or {@code <=}
   * @param n the number compared with
   */
  static Premise group(String group, String key, String op, int n) {
    return new GroupValue(group, key, op, n);
  }

  /**
   * {@return {@code (A or B)}: one of the alternatives holds, each a conjunction}
   *
   * @param alternatives two or more conjunctions of premises, none empty
   */
  static Premise anyOf(java.util.List<java.util.List<Premise>> alternatives) {
    return new AnyOf(alternatives);
  }

  /**
   * {@return {@code subject is self}: the subject names the holder of the line himself}
   *
   * @param subject the player tested: a parameter, {@code stored(k)} or a trigger's subject
   */
  static Premise isSelf(Ref subject) {
    return new IsSelf(subject);
  }

  /**
   * {@return whether every test of {@code tests} holds on {@code facts} (true for none)}
   *
   * @param tests the tests
   * @param facts the players as the night starts
   */
  static boolean all(java.util.List<Premise> tests, Facts facts) {
    for (Premise t : tests) {
      if (!t.holds(facts)) {
        return false;
      }
    }
    return true;
  }

  /**
   * {@code S in cond}: the player the subject names passes the filter; a subject that names no
   * living player passes no filter.
   *
   * @param subject the player tested
   * @param filter what he must be
   */
  record In(Ref subject, PlayerFilter filter) implements Premise {
    /**
     * A value of these parts, checked.
     *
     * @param subject a parameter, {@code self}, {@code stored(k)} or a trigger's subject
     * @param filter what he must be
     */
    public In {
      checkSubject(subject);
      Preconditions.checkNotNull(filter);
    }

    @Override
    public boolean holds(Facts facts) {
      Optional<? extends PlayerFilter.Subject> p = facts.player(subject);
      return p.isPresent() && passes(filter, p.get(), facts);
    }

    @Override
    public boolean readsSubject() {
      return subject.kind() == Ref.Kind.SUBJECT;
    }

    @Override
    public String toString() {
      return subject + " in " + filter;
    }
  }

  /**
   * {@code exists cond}: some living player passes the filter.
   *
   * @param filter what the player must be
   */
  record Exists(PlayerFilter filter) implements Premise {
    /**
     * A value of these parts, checked.
     *
     * @param filter what the player must be
     */
    public Exists {
      Preconditions.checkNotNull(filter);
    }

    @Override
    public boolean holds(Facts facts) {
      if (!filter.kind().readsHolder()) { // the night's count: the same for every line
        return facts.countLiving(java.util.List.of(filter)) > 0;
      }
      for (PlayerFilter.Subject p : facts.living()) {
        if (passes(filter, p, facts)) {
          return true;
        }
      }
      return false;
    }

    @Override
    public String toString() {
      return "exists " + filter;
    }
  }

  /**
   * {@code S exists}: the subject names a living player.
   *
   * @param subject the player tested
   */
  record Present(Ref subject) implements Premise {
    /**
     * A value of these parts, checked.
     *
     * @param subject a parameter, {@code self}, {@code stored(k)} or a trigger's subject
     */
    public Present {
      checkSubject(subject);
    }

    @Override
    public boolean holds(Facts facts) {
      return facts.player(subject).isPresent();
    }

    @Override
    public boolean readsSubject() {
      return subject.kind() == Ref.Kind.SUBJECT;
    }

    @Override
    public String toString() {
      return subject + " exists";
    }
  }

  /**
   * {@code night n}, {@code night n+}, {@code night n-m}: the night's number is within {@code
   * nights}.
   *
   * @param nights the nights it holds on
   */
  record NightIs(Nights nights) implements Premise {
    /**
     * A value of these parts, checked.
     *
     * @param nights the nights it holds on
     */
    public NightIs {
      Preconditions.checkNotNull(nights);
    }

    @Override
    public boolean holds(Facts facts) {
      int n = facts.night();
      return n >= nights.from() && n <= nights.until();
    }

    @Override
    public String toString() {
      return "night " + nights;
    }
  }

  /**
   * {@code total op n}, {@code living op n}, {@code count(cond) op n}: a number of the game
   * compared with a whole number.
   *
   * @param tally the number and its comparison
   */
  record Counted(Tally tally) implements Premise {
    /**
     * A value of these parts, checked.
     *
     * @param tally the number and its comparison
     */
    public Counted {
      Preconditions.checkNotNull(tally);
    }

    @Override
    public boolean holds(Facts facts) {
      int value;
      if (tally.players().orElse(null) == GameValue.Base.TOTAL) {
        value = facts.total();
      } else if (tally.counted().stream().noneMatch(f -> f.kind().readsHolder())) {
        value = facts.countLiving(tally.counted()); // the night's count (living op n: no filter)
      } else {
        value = 0;
        for (PlayerFilter.Subject p : facts.living()) {
          value += passesAll(tally.counted(), p, facts) ? 1 : 0;
        }
      }
      return tally.compares(value);
    }

    @Override
    public String toString() {
      return tally.toString();
    }
  }

  /**
   * {@code group(g).key op n}: the group {@code g}'s attribute {@code key} as the night starts,
   * read as a whole number (0 while the group has none, or none that is a number), compared
   * with {@code n}. A group's attributes are the game state's ({@link
   * org.nightres.core.model.GameState#groups()}), not its members'.
   *
   * @param group the group's name, lower case, e.g. {@code hell}
   * @param key the attribute's name, lower case, e.g. {@code counter}
   * @param op the comparison: {@code =}, {@code >}, {@code <}, {@code >=} or {@code <=}
   * @param n the number compared with
   */
  record GroupValue(String group, String key, String op, int n) implements Premise {
    /**
     * A value of these parts, checked.
     *
     * @param group the group's name, lower case, e.g. {@code hell}
     * @param key the attribute's name, lower case, e.g. {@code counter}
     * @param op the comparison: {@code =}, {@code >}, {@code <}, {@code >=} or {@code <=}
     * @param n the number compared with
     */
    public GroupValue {
      Preconditions.checkArgument(group != null && group.matches("[a-z][a-z0-9_-]*"),
          "bad group %s", group);
      Preconditions.checkArgument(key != null && key.matches("[a-z][a-z0-9_-]*"),
          "bad attribute %s", key);
      Preconditions.checkArgument(Comparisons.isOp(op), "bad comparison %s", op);
    }

    @Override
    public boolean holds(Facts facts) {
      long value = 0;
      Optional<String> held = facts.group(group, key);
      if (held.isPresent()) {
        try {
          value = Long.parseLong(held.get());
        } catch (NumberFormatException e) {
          value = 0;
        }
      }
      return Comparisons.holds(value, op, n);
    }

    @Override
    public String toString() {
      return "group(" + group + ")." + key + op + n;
    }
  }

  /**
   * {@code S is self}: the subject names the holder of the line himself.
   *
   * @param subject the player tested: a parameter, {@code stored(k)} or a trigger's subject
   */
  record IsSelf(Ref subject) implements Premise {
    /**
     * A value of these parts, checked.
     *
     * @param subject a parameter, {@code stored(k)} or a trigger's subject (not {@code self})
     */
    public IsSelf {
      checkSubject(subject);
      Preconditions.checkArgument(subject.kind() != Ref.Kind.SELF,
          "S is self: a subject other than self");
    }

    @Override
    public boolean holds(Facts facts) { // the same player as the holder: one name in a night
      Optional<? extends PlayerFilter.Subject> p = facts.player(subject);
      Optional<? extends PlayerFilter.Subject> self = facts.player(Ref.self());
      return p.isPresent() && self.isPresent() && p.get().name() != null
          && p.get().name().equalsIgnoreCase(self.get().name());
    }

    @Override
    public boolean readsSubject() {
      return subject.kind() == Ref.Kind.SUBJECT;
    }

    @Override
    public Optional<Ref> selfSubject() {
      return Optional.of(subject);
    }

    @Override
    public String toString() {
      return subject + " is self";
    }
  }

  /**
   * {@code (A or B and C)}: alternatives, each a conjunction of premises, of which one must hold.
   *
   * @param alternatives two or more conjunctions, none empty
   */
  record AnyOf(java.util.List<java.util.List<Premise>> alternatives) implements Premise {
    /**
     * A value of these parts, checked (and copied).
     *
     * @param alternatives two or more conjunctions, none empty
     */
    public AnyOf {
      alternatives = alternatives.stream().map(java.util.List::copyOf).toList();
      Preconditions.checkArgument(alternatives.size() >= 2
          && alternatives.stream().noneMatch(java.util.List::isEmpty),
          "alternatives: two or more, none empty");
    }

    @Override
    public boolean holds(Facts facts) {
      for (java.util.List<Premise> alternative : alternatives) {
        if (all(alternative, facts)) {
          return true;
        }
      }
      return false;
    }

    @Override
    public boolean readsSubject() {
      return alternatives.stream().flatMap(java.util.List::stream)
          .anyMatch(Premise::readsSubject);
    }

    @Override
    public String toString() {
      return alternatives.stream().map(a -> a.stream().map(Premise::toString)
          .collect(java.util.stream.Collectors.joining(" and "))).collect(
              java.util.stream.Collectors.joining(" or ", "(", ")"));
    }
  }

  /**
   * {@code !P}: the test that holds exactly when {@code premise} does not ({@code !exists
   * role:Reaper}; {@code !S in cond} differs from {@code S in !cond} only when the subject names
   * no living player).
   *
   * @param premise the test negated; never itself a negation
   */
  record Not(Premise premise) implements Premise {
    /**
     * A value of these parts, checked.
     *
     * @param premise the test negated; never itself a negation
     */
    public Not {
      Preconditions.checkArgument(!(premise instanceof Not), "a negation of a negation");
    }

    @Override
    public boolean holds(Facts facts) {
      return !premise.holds(facts);
    }

    @Override
    public boolean readsSubject() {
      return premise.readsSubject();
    }

    @Override
    public Premise negate() {
      return premise;
    }

    @Override
    public boolean forbidsSelfAs(Ref subject) {
      return premise.selfSubject().filter(subject::equals).isPresent();
    }

    @Override
    public String toString() {
      return "!" + premise;
    }
  }

  /**
   * A number of the game as the night starts, compared with a whole number: {@code total}
   * (every player of the game, living, dead or exiled), {@code living} (the players living as
   * the night starts) or {@code count(cond)} (the living players who pass a filter; {@code
   * count(cond&cond)}: who pass each).
   *
   * @param players {@code total} or {@code living}; empty for {@code count(cond)}
   * @param counted the filters of {@code count(cond&...)}, each of which a counted player passes;
   *     empty for the others
   * @param op the comparison: {@code =}, {@code >}, {@code <}, {@code >=} or {@code <=}
   * @param n the number compared with
   */
  public record Tally(Optional<GameValue.Base> players, java.util.List<PlayerFilter> counted,
      String op, int n) {
    /**
     * A value of these parts, checked.
     *
     * @param players {@code total} or {@code living}; empty for {@code count(cond)}
     * @param counted the filters of {@code count(cond&...)}, each of which a counted player
     *     passes; empty for the others
     * @param op the comparison: {@code =}, {@code >}, {@code <}, {@code >=} or {@code <=}
     * @param n the number compared with
     */
    public Tally {
      counted = java.util.List.copyOf(counted);
      Preconditions.checkArgument(players.isPresent() == counted.isEmpty(),
          "a tally of the players or of filters");
      Preconditions.checkArgument(Comparisons.isOp(op), "bad comparison %s", op);
    }

    /**
     * {@return whether {@code value} compares with {@code n} as {@code op} says}
     *
     * @param value the number of the game
     */
    public boolean compares(int value) {
      return Comparisons.holds(value, op, n);
    }

    /** As the roles language writes it: {@code living>5}, {@code count(attr:flutist)=1}. */
    @Override
    public String toString() {
      return players.map(GameValue.Base::word).orElseGet(() -> "count(" + counted.stream()
          .map(PlayerFilter::toString).collect(java.util.stream.Collectors.joining("&")) + ")")
          + op + n;
    }
  }

  /**
   * The nights of a {@code night} premise: from {@code from} to {@code until}, both counted.
   *
   * @param from the first night, from 1
   * @param until the last night; {@link Integer#MAX_VALUE} for every night from {@code from} on
   */
  public record Nights(int from, int until) {
    /**
     * A value of these parts, checked.
     *
     * @param from the first night, from 1
     * @param until the last night, not before {@code from}
     */
    public Nights {
      Preconditions.checkArgument(from >= 1 && until >= from, "bad nights %s-%s", from, until);
    }

    /** As the roles language writes it: {@code 1}, {@code 2+}, {@code 2-3}. */
    @Override
    public String toString() {
      return until == Integer.MAX_VALUE ? from + "+" : until == from ? "" + from
          : from + "-" + until;
    }
  }

  /** What a test reads: the players of the night as it starts. */
  public interface Facts {
    /**
     * {@return the living player a subject names; empty when it names none (a {@code
     * stored(k)} whose attribute names no living player, a trigger's subject where none is
     * bound)}
     *
     * @param subject a subject of a test
     */
    Optional<? extends PlayerFilter.Subject> player(Ref subject);

    /** {@return the living players} */
    Iterable<? extends PlayerFilter.Subject> living();

    /** {@return the night's number, from 1} */
    int night();

    /** {@return the players of the game: every player of the night, living, dead or exiled} */
    int total();

    /**
     * {@return whether {@code player} holds, as the night starts, a disguise {@code giver} gave
     * him (the state's {@code disguise R weak by Q}; one still in force tonight)}
     *
     * @param player a living player
     * @param giver the player who would have given it
     */
    boolean disguisedBy(PlayerFilter.Subject player, PlayerFilter.Subject giver);

    /**
     * {@return the attribute {@code key} of the group {@code group} as the night starts; empty
     * while the group has none}
     *
     * @param group the group's name, lower case
     * @param key the attribute's name, lower case
     */
    Optional<String> group(String group, String key);

    /**
     * {@return how many living players pass every filter of {@code filters}, none of which
     * reads the holder of the line (no {@code own:}, {@code same:} or {@code disguised:}
     * filter): a number of the night alone, the same for every line} Counted at each call
     * here; the facts of a night may count it once.
     *
     * @param filters the filters, none of which reads the holder
     */
    default int countLiving(java.util.List<PlayerFilter> filters) {
      int n = 0;
      for (PlayerFilter.Subject p : living()) {
        n += passesAll(filters, p, this) ? 1 : 0;
      }
      return n;
    }
  }

  /** Checks a subject premises read: a parameter, {@code self}, {@code stored(k)}, a trigger's. */
  private static void checkSubject(Ref s) {
    Preconditions.checkArgument(s.kind() == Ref.Kind.PARAM || s.kind() == Ref.Kind.SELF
        || s.kind() == Ref.Kind.STORED || s.kind() == Ref.Kind.SUBJECT,
        "a premise on %s (premises read a parameter, self, stored(k) or a trigger's subject)", s);
  }

  /** Whether {@code p} passes every filter of {@code filters} ({@link #passes}). */
  private static boolean passesAll(java.util.List<PlayerFilter> filters, PlayerFilter.Subject p,
      Facts facts) {
    for (PlayerFilter f : filters) {
      if (!passes(f, p, facts)) {
        return false;
      }
    }
    return true;
  }

  /**
   * {@return whether {@code p} passes {@code filter}, the holder of the line being the facts'
   * {@code self}: {@code disguised:self} read from the state ({@link Facts#disguisedBy}), every
   * other filter by {@link PlayerFilter#matches(PlayerFilter.Subject, PlayerFilter.Subject)}}
   */
  private static boolean passes(PlayerFilter filter, PlayerFilter.Subject p, Facts facts) {
    if (filter.kind() == PlayerFilter.Kind.DISGUISED) {
      Optional<? extends PlayerFilter.Subject> self = facts.player(Ref.self());
      return self.isPresent() && facts.disguisedBy(p, self.get()) != filter.negated();
    }
    return filter.matches(p, holder(filter, facts));
  }

  /** The holder of the line, where an {@code own:} or {@code same:} filter needs him; else null. */
  private static PlayerFilter.Subject holder(PlayerFilter filter, Facts facts) {
    return filter.kind().readsHolder() ? facts.player(Ref.self()).orElse(null) : null;
  }
}
