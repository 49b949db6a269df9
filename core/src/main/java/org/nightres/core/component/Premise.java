package org.nightres.core.component;

import com.google.common.base.Preconditions;
import java.util.Optional;

/**
 * A premise: a test over the state at the start of the night, a limit on an ability, a
 * passive or a trigger ({@code [if self in !attr:marker]}) or the guard of components ({@code
 * if(... then ...)}). One of four forms, each negated by a leading {@code !}:
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
 * @param subject the player tested; empty for {@code exists cond}
 * @param filter what the player must be; empty for {@code S exists}
 * @param negated whether the whole test is negated ({@code !exists role:Reaper}); differs from
 *     a negated filter ({@code S in !cond}) only when the subject names no living player
 * @param nights the nights it holds on, for {@code night n}; empty for the other forms
 * @param tally the number compared, for {@code total op n}, {@code living op n} and {@code
 *     count(cond) op n}; empty for the other forms
 * @param anyOf the alternatives of {@code (A or B)}, each a conjunction (two or more); empty for
 *     the other forms
 * @param isSelf whether it is {@code S is self} (a subject and no filter)
 */
public record Premise(Optional<Ref> subject, Optional<PlayerFilter> filter, boolean negated,
    Optional<Nights> nights, Optional<Tally> tally, java.util.List<java.util.List<Premise>> anyOf,
    boolean isSelf) {

  /**
   * A number of the game as the night starts, compared with a whole number: {@code total}
   * (every player of the game, living, dead or exiled), {@code living} (the players living as
   * the night starts) or {@code count(cond)} (the living players who pass a filter).
   *
   * @param players {@code total} or {@code living}; empty for {@code count(cond)}
   * @param counted the filter of {@code count(cond)}; empty for the others
   * @param op the comparison: {@code =}, {@code >}, {@code <}, {@code >=} or {@code <=}
   * @param n the number compared with
   */
  public record Tally(Optional<GameValue.Base> players, Optional<PlayerFilter> counted, String op,
      int n) {
    /**
     * A value of these parts, checked.
     *
     * @param players {@code total} or {@code living}; empty for {@code count(cond)}
     * @param counted the filter of {@code count(cond)}; empty for the others
     * @param op the comparison: {@code =}, {@code >}, {@code <}, {@code >=} or {@code <=}
     * @param n the number compared with
     */
    public Tally {
      Preconditions.checkArgument(players.isPresent() != counted.isPresent(),
          "a tally of the players or of a filter");
      Preconditions.checkArgument(java.util.List.of("=", ">", "<", ">=", "<=").contains(op),
          "bad comparison %s", op);
    }

    /**
     * {@return whether {@code value} compares with {@code n} as {@code op} says}
     *
     * @param value the number of the game
     */
    public boolean compares(int value) {
      return switch (op) {
        case "=" -> value == n;
        case ">" -> value > n;
        case "<" -> value < n;
        case ">=" -> value >= n;
        default -> value <= n;
      };
    }

    /** As the roles language writes it: {@code living>5}, {@code count(attr:flutist)=1}. */
    @Override
    public String toString() {
      return players.map(GameValue.Base::word).orElseGet(() -> "count(" + counted.get() + ")")
          + op + n;
    }
  }

  /**
   * A premise of one of the first five forms (no alternatives).
   *
   * @param subject the player tested; empty for {@code exists cond}
   * @param filter what the player must be; empty for {@code S exists}
   * @param negated whether the whole test is negated
   * @param nights the nights it holds on, for {@code night n}; empty for the other forms
   * @param tally the number compared; empty for the other forms
   */
  private Premise(Optional<Ref> subject, Optional<PlayerFilter> filter, boolean negated,
      Optional<Nights> nights, Optional<Tally> tally) {
    this(subject, filter, negated, nights, tally, java.util.List.of(), false);
  }

  /**
   * A premise of one of the first four forms (no tally).
   *
   * @param subject the player tested; empty for {@code exists cond}
   * @param filter what the player must be; empty for {@code S exists}
   * @param negated whether the whole test is negated
   * @param nights the nights it holds on, for {@code night n}; empty for the other forms
   */
  private Premise(Optional<Ref> subject, Optional<PlayerFilter> filter, boolean negated,
      Optional<Nights> nights) {
    this(subject, filter, negated, nights, Optional.empty());
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

  /**
   * A value of these parts, checked.
   *
   * @param subject the player tested; empty for {@code exists cond}
   * @param filter what the player must be; empty for {@code S exists}
   * @param negated whether the whole test is negated
   * @param nights the nights it holds on, for {@code night n}; empty for the other forms
   * @param tally the number compared; empty for the other forms
   * @param anyOf the alternatives; empty for the other forms
   * @param isSelf whether it is {@code S is self}
   */
  public Premise {
    Preconditions.checkNotNull(subject);
    Preconditions.checkNotNull(filter);
    Preconditions.checkNotNull(nights);
    Preconditions.checkNotNull(tally);
    anyOf = anyOf.stream().map(java.util.List::copyOf).toList();
    Preconditions.checkArgument(anyOf.isEmpty() || anyOf.size() >= 2
        && anyOf.stream().noneMatch(java.util.List::isEmpty),
        "alternatives: two or more, none empty");
    Preconditions.checkArgument((nights.isPresent() ? 1 : 0) + (tally.isPresent() ? 1 : 0)
        + (subject.isPresent() || filter.isPresent() ? 1 : 0) + (anyOf.isEmpty() ? 0 : 1) == 1,
        "a test of nothing, or of a night, a number, a player and alternatives together");
    Preconditions.checkArgument(!isSelf || subject.isPresent() && filter.isEmpty()
        && subject.get().kind() != Ref.Kind.SELF, "S is self: a subject other than self");
    subject.ifPresent(s -> Preconditions.checkArgument(s.kind() == Ref.Kind.PARAM
        || s.kind() == Ref.Kind.SELF || s.kind() == Ref.Kind.STORED
        || s.kind() == Ref.Kind.SUBJECT,
        "a premise on %s (premises read a parameter, self, stored(k) or a trigger's subject)",
        s));
  }

  /**
   * {@return {@code subject in filter}}
   *
   * @param subject the player tested
   * @param filter what he must be
   */
  public static Premise in(Ref subject, PlayerFilter filter) {
    return new Premise(Optional.of(subject), Optional.of(filter), false, Optional.empty());
  }

  /**
   * {@return {@code exists filter}: some living player passes it}
   *
   * @param filter what the player must be
   */
  public static Premise exists(PlayerFilter filter) {
    return new Premise(Optional.empty(), Optional.of(filter), false, Optional.empty());
  }

  /**
   * {@return {@code subject exists}: the subject names a living player}
   *
   * @param subject the player tested ({@code stored(k)})
   */
  public static Premise exists(Ref subject) {
    return new Premise(Optional.of(subject), Optional.empty(), false, Optional.empty());
  }

  /**
   * {@return {@code night n}: the night's number is within {@code nights}}
   *
   * @param nights the nights it holds on
   */
  public static Premise night(Nights nights) {
    return new Premise(Optional.empty(), Optional.empty(), false, Optional.of(nights));
  }

  /**
   * {@return {@code tally}: a number of the game compared}
   *
   * @param tally the number and its comparison
   */
  public static Premise tally(Tally tally) {
    return new Premise(Optional.empty(), Optional.empty(), false, Optional.empty(),
        Optional.of(tally));
  }

  /**
   * {@return {@code (A or B)}: one of the alternatives holds, each a conjunction}
   *
   * @param alternatives two or more conjunctions of premises, none empty
   */
  public static Premise anyOf(java.util.List<java.util.List<Premise>> alternatives) {
    return new Premise(Optional.empty(), Optional.empty(), false, Optional.empty(),
        Optional.empty(), alternatives, false);
  }

  /**
   * {@return {@code subject is self}: the subject names the holder of the line himself}
   *
   * @param subject the player tested: a parameter, {@code stored(k)} or a trigger's subject
   */
  public static Premise isSelf(Ref subject) {
    return new Premise(Optional.of(subject), Optional.empty(), false, Optional.empty(),
        Optional.empty(), java.util.List.of(), true);
  }

  /**
   * {@return whether it reads a trigger's subject: decided only as the trigger fires} A
   * disjunction reads it when one of its premises does.
   */
  public boolean readsSubject() {
    return subject.isPresent() && subject.get().kind() == Ref.Kind.SUBJECT
        || anyOf.stream().flatMap(java.util.List::stream).anyMatch(Premise::readsSubject);
  }

  /** {@return the test that holds exactly when this one does not} */
  public Premise negate() {
    return new Premise(subject, filter, !negated, nights, tally, anyOf, isSelf);
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
  }

  /**
   * {@return whether the test holds on {@code facts}} The one evaluation of a test, whatever the
   * scheme.
   *
   * @param facts the players as the night starts
   */
  public boolean holds(Facts facts) {
    boolean holds;
    if (!anyOf.isEmpty()) {
      holds = false;
      for (java.util.List<Premise> alternative : anyOf) {
        if (all(alternative, facts)) {
          holds = true;
          break;
        }
      }
    } else if (nights.isPresent()) {
      int n = facts.night();
      holds = n >= nights.get().from() && n <= nights.get().until();
    } else if (tally.isPresent()) {
      Tally t = tally.get();
      int value;
      if (t.players().orElse(null) == GameValue.Base.TOTAL) {
        value = facts.total();
      } else {
        value = 0;
        for (PlayerFilter.Subject p : facts.living()) {
          value += t.counted().map(f -> f.matches(p)).orElse(true) ? 1 : 0;
        }
      }
      holds = t.compares(value);
    } else if (subject.isEmpty()) {
      holds = false;
      PlayerFilter.Subject holder = holder(facts);
      for (PlayerFilter.Subject p : facts.living()) {
        if (filter.get().matches(p, holder)) {
          holds = true;
          break;
        }
      }
    } else if (isSelf) { // the same player as the holder: one name in a night
      Optional<? extends PlayerFilter.Subject> p = facts.player(subject.get());
      Optional<? extends PlayerFilter.Subject> self = facts.player(Ref.self());
      holds = p.isPresent() && self.isPresent() && p.get().name() != null
          && p.get().name().equalsIgnoreCase(self.get().name());
    } else {
      Optional<? extends PlayerFilter.Subject> p = facts.player(subject.get());
      holds = p.isPresent() && (filter.isEmpty() || filter.get().matches(p.get(), holder(facts)));
    }
    return holds != negated;
  }

  /** The holder of the line, where an {@code own:} or {@code same:} filter needs him; else null. */
  private PlayerFilter.Subject holder(Facts facts) {
    return filter.isPresent() && (filter.get().kind() == PlayerFilter.Kind.OWN
        || filter.get().kind() == PlayerFilter.Kind.SAME)
        ? facts.player(Ref.self()).orElse(null) : null;
  }

  /**
   * {@return whether every test of {@code tests} holds on {@code facts} (true for none)}
   *
   * @param tests the tests
   * @param facts the players as the night starts
   */
  public static boolean all(java.util.List<Premise> tests, Facts facts) {
    for (Premise t : tests) {
      if (!t.holds(facts)) {
        return false;
      }
    }
    return true;
  }

  /** As the roles language writes it: {@code self in !attr:marker}, {@code !exists role:R}. */
  @Override
  public String toString() {
    String atom = !anyOf.isEmpty() ? anyOf.stream().map(a -> a.stream().map(Premise::toString)
        .collect(java.util.stream.Collectors.joining(" and "))).collect(
            java.util.stream.Collectors.joining(" or ", "(", ")"))
        : nights.isPresent() ? "night " + nights.get()
        : tally.isPresent() ? tally.get().toString()
        : subject.isEmpty() ? "exists " + filter.get()
        : isSelf ? subject.get() + " is self"
        : filter.isEmpty() ? subject.get() + " exists"
        : subject.get() + " in " + filter.get();
    return (negated ? "!" : "") + atom;
  }
}
