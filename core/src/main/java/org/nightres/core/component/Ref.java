package org.nightres.core.component;

import com.google.common.base.Preconditions;

/**
 * Where a component of an ability points, before the night binds it to a player: the actor
 * itself, one of the ability's written parameters, or (inside a trigger's response) the player
 * whose event fired the trigger.
 *
 * <p>A trigger's subject keeps the word the rules wrote for him ({@code visitor}, {@code
 * attacker}, {@code actor}, {@code target}, {@code dead}) for {@link #toString()} only, so that a
 * description says {@code kill(visitor)} as written, not {@code kill(subject)}. The word only
 * names him (the trigger's event decides who he is; {@code actor} and {@code visitor} are the
 * same player in a visited trigger), so {@link #equals} and {@link #hashCode} leave it out: a
 * subject equals {@link #subject()} whatever it is called, and a rule set compares as before.
 *
 * @param kind what the reference names
 * @param index the parameter index for {@link Kind#PARAM}, the family parameter's index for
 *     {@link Kind#RANDOM_MEMBERS}, otherwise 0
 * @param name the family parameter's letter for {@link Kind#RANDOM_MEMBERS} ({@code F}), for
 *     {@link #toString()}; a trigger's subject's word, or empty ({@code subject}); otherwise
 *     empty
 */
public record Ref(Kind kind, int index, String name) {

  /**
   * What a {@link Ref} names. Each binds to a player the action links to its part of the night
   * ({@code NightPlan.parts}): a new kind must be linked there too.
   */
  public enum Kind {
    /** The acting player. Self components are never moved by swaps or redirects. */
    SELF,
    /** The ability's written parameter number {@code index} (0-based). */
    PARAM,
    /** In a trigger's response: the player whose event fired it (the visitor, the attacker). */
    SUBJECT,
    /**
     * {@code random(valid)}: a player drawn before the night is resolved ({@code games.md}
     * section 9) among the living players valid as a target of the ability. Planning replaces it
     * with the drawn player, who then behaves like a written parameter: engines never see it.
     */
    RANDOM_VALID,
    /**
     * {@code random(members(F))}: a player drawn among the living members of the family the
     * ability's family parameter {@code index} names ({@code F:family}); as {@link #RANDOM_VALID}.
     */
    RANDOM_MEMBERS,
    /**
     * {@code random(all)}, {@code random(others)} or {@code random(f)} with {@code f} a player
     * filter ({@code align:mafia}, {@code !role:Cop}, {@code attr:mark}): a player drawn among
     * the living players (but the actor, for {@code others}) that pass it, written in {@link
     * #name}; as {@link #RANDOM_VALID}.
     */
    RANDOM_AMONG,
    /**
     * {@code stored(k)}, in a passive or a trigger's response only: the player whose name the
     * holder's attribute {@link #name} ({@code k}) holds when the night starts (a target the
     * holder remembered, {@code remember(self, X, k)}). Planning binds it as a parameter of the
     * passive; a component aimed at it does nothing while the attribute names no player of the
     * night, or one dead as it starts. Engines never see it.
     */
    STORED,
    /**
     * {@code all}, {@code others} or {@code all(f)} with {@code f} a player filter, in a passive
     * or a trigger's response only: every living player (but the holder, for {@code others})
     * that passes it, as {@link #name} writes it. Planning makes the component once per such
     * player, each a parameter of the passive, in declaration order. Engines never see it.
     */
    EVERY
  }

  /**
   * The words a trigger's subject may be written as, kept for {@link #toString()}; a notice's
   * placeholder names him with them too ({@link Component.Notify#namesSubject}).
   */
  static final java.util.List<String> SUBJECT_WORDS =
      java.util.List.of("visitor", "attacker", "actor", "target", "dead");

  private static final Ref SELF_REF = new Ref(Kind.SELF, 0);
  private static final Ref SUBJECT_REF = new Ref(Kind.SUBJECT, 0);
  private static final Ref RANDOM_VALID_REF = new Ref(Kind.RANDOM_VALID, 0);

  /**
   * A value of these parts, checked.
   *
   * @param kind what the reference names
   * @param index the parameter index for {@link Kind#PARAM}, the family parameter's index for
   *     {@link Kind#RANDOM_MEMBERS}, otherwise 0
   * @param name the family parameter's letter for {@link Kind#RANDOM_MEMBERS} ({@code F}), for
   *     {@link #toString()}; a trigger's subject's word, or empty ({@code subject}); otherwise
   *     empty
   */
  public Ref {
    Preconditions.checkNotNull(kind, "kind");
    Preconditions.checkNotNull(name, "name");
    Preconditions.checkArgument(index >= 0, "negative parameter index %s", index);
    Preconditions.checkArgument(kind == Kind.PARAM || kind == Kind.RANDOM_MEMBERS || index == 0,
        "only PARAM and RANDOM_MEMBERS refs carry an index");
    Preconditions.checkArgument(kind == Kind.RANDOM_MEMBERS || kind == Kind.RANDOM_AMONG
        || kind == Kind.STORED || kind == Kind.EVERY || name.isEmpty()
        || kind == Kind.SUBJECT && SUBJECT_WORDS.contains(name),
        "only RANDOM_MEMBERS, RANDOM_AMONG, STORED and EVERY refs carry a name, and a "
            + "subject one of %s", SUBJECT_WORDS);
    Preconditions.checkArgument(kind != Kind.STORED || STORED_KEY.matcher(name).matches(),
        "stored in which attribute? %s", name);
    Preconditions.checkArgument(kind != Kind.RANDOM_AMONG && kind != Kind.EVERY
        || amongWords(name), "among what? %s", name);
  }

  /**
   * {@inheritDoc} A trigger's subject's word is left out: it names him, it does not change who he
   * is.
   */
  @Override
  public final boolean equals(Object o) {
    return o instanceof Ref r && kind == r.kind && index == r.index
        && (kind == Kind.SUBJECT || name.equals(r.name));
  }

  /** {@inheritDoc} As {@link #equals}: without a trigger's subject's word. */
  @Override
  public final int hashCode() {
    return (kind.hashCode() * 31 + index) * 31 + (kind == Kind.SUBJECT ? 0 : name.hashCode());
  }

  /** The attribute key of a {@link Kind#STORED} ref. */
  public static final java.util.regex.Pattern STORED_KEY =
      java.util.regex.Pattern.compile("[a-z0-9][a-z0-9_-]*");

  /**
   * {@return {@code stored(key)}: the player the holder's attribute {@code key} names when the
   * night starts}
   *
   * @param key the attribute's key
   */
  public static Ref stored(String key) {
    return new Ref(Kind.STORED, 0, key);
  }

  /**
   * A reference without a name: every kind but {@link Kind#RANDOM_MEMBERS}.
   *
   * @param kind what the reference names
   * @param index the parameter's index (0-based) for a parameter, else 0
   */
  public Ref(Kind kind, int index) {
    this(kind, index, "");
  }

  /** {@return {@code random(valid)}: a player drawn among the valid targets of the ability} */
  public static Ref randomValid() {
    return RANDOM_VALID_REF;
  }

  /**
   * {@code random(members(F))}: a player drawn among the living members of the family that the
   * ability's family parameter {@code familyParam} (0-based, written {@code letter}) names.
   *
   * @param familyParam the index of the family parameter among the ability's parameters
   * @param letter the parameter as the signature writes it, e.g. {@code F}
   * @return the reference
   */
  public static Ref randomMember(int familyParam, String letter) {
    Preconditions.checkArgument(letter.matches("[A-Z]"), "bad family parameter %s", letter);
    return new Ref(Kind.RANDOM_MEMBERS, familyParam, letter);
  }

  /**
   * {@code random(among)}: a player drawn among the living players that {@code among} names:
   * {@code all}, {@code others} (but the actor) or a player filter ({@code align:mafia}).
   *
   * @param among the words inside {@code random(...)}
   * @return the reference
   */
  public static Ref randomAmong(String among) {
    return new Ref(Kind.RANDOM_AMONG, 0, among);
  }

  /**
   * {@code all}, {@code others} or {@code all(f)}: every living player that {@code among} names
   * ({@code all}, {@code others}: but the holder, or a player filter such as {@code
   * attr:group-pack}).
   *
   * @param among {@code all}, {@code others} or a player filter
   * @return the reference
   */
  public static Ref every(String among) {
    return new Ref(Kind.EVERY, 0, among);
  }

  /**
   * {@return whether {@code among} names players a {@link Kind#RANDOM_AMONG} draw may pick from}
   *
   * @param among the words inside {@code random(...)}
   */
  public static boolean amongWords(String among) {
    return among.equals("all") || among.equals("others") || PlayerFilter.parse(among).isPresent();
  }

  /**
   * For a {@link Kind#RANDOM_AMONG} ref, which living players may be drawn for the action of
   * {@code actor}: a test of a player's index and the player (the filter is read once).
   *
   * @param actor the declaration index of the acting player
   * @return the test
   */
  public java.util.function.BiPredicate<Integer, PlayerFilter.Subject> among(int actor) {
    Preconditions.checkState(kind == Kind.RANDOM_AMONG || kind == Kind.EVERY,
        "not random(among) nor every: %s", this);
    return switch (name) {
      case "all" -> (p, player) -> true;
      case "others" -> (p, player) -> p != actor;
      default -> {
        PlayerFilter filter = PlayerFilter.parse(name).orElseThrow();
        yield (p, player) -> filter.matches(player);
      }
    };
  }

  /**
   * {@return whether this is a random selector ({@code random(...)}), drawn when the night is
   * planned}
   */
  public boolean random() {
    return kind == Kind.RANDOM_VALID || kind == Kind.RANDOM_MEMBERS || kind == Kind.RANDOM_AMONG;
  }

  /** {@return the acting player} */
  public static Ref self() {
    return SELF_REF;
  }

  /**
   * {@return a reference to the written parameter {@code index}}
   *
   * @param index the parameter's position in the signature, 0-based
   */
  public static Ref param(int index) {
    return new Ref(Kind.PARAM, index);
  }

  /** {@return the first written parameter, the usual target} */
  public static Ref target() {
    return param(0);
  }

  /** {@return the subject of a trigger's event} */
  public static Ref subject() {
    return SUBJECT_REF;
  }

  @Override
  public String toString() {
    switch (kind) {
      case SELF:
        return "self";
      case SUBJECT:
        return name.isEmpty() ? "subject" : name;
      case RANDOM_VALID:
        return "random(valid)";
      case RANDOM_MEMBERS:
        return "random(members(" + name + "))";
      case RANDOM_AMONG:
        return "random(" + name + ")";
      case STORED:
        return "stored(" + name + ")";
      case EVERY:
        return name.equals("all") || name.equals("others") ? name : "all(" + name + ")";
      default:
        return "XYZUVW".length() > index ? String.valueOf("XYZUVW".charAt(index)) : "P" + index;
    }
  }
}
