package org.nightres.core.component;

import com.google.common.base.Preconditions;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.regex.Pattern;
import org.immutables.value.Value;
import org.nightres.core.internal.NightresStyle;

/**
 * A verb a role grants, and the recipe of {@link Component}s it decomposes into.
 *
 * <p>The {@link #signature()} says how the verb is written in a {@code .night} file: single
 * capital letters are player parameters, numbered in order of appearance; {@code R:role} is a
 * parameter of type role (a role of the rule set, written by its name), numbered apart; lower-case
 * words are literal keywords. {@code "X to Y"} is {@code redirect X to Y}; {@code ""} takes no argument.
 *
 * <p>The flags say how schemes may interfere with the whole action: a blocked action loses every
 * component, visits included; an untrackable action's visits are invisible; an unredirectable
 * action's components never move.
 */
@Value.Immutable
@NightresStyle
public abstract class Ability {
  private static final Pattern VERB = Pattern.compile("[a-z][a-z0-9-]*");
  private static final Pattern PARAM = Pattern.compile("[A-Z]");
  private static final Pattern KEYWORD = Pattern.compile("[a-z]+");
  private static final Pattern ROLE_PARAM = Pattern.compile("[A-Z]:role");
  private static final Pattern FAMILY_PARAM = Pattern.compile("[A-Z]:family");

  /**
   * {@return whether a signature token is a player parameter ({@code X})}
   *
   * @param token one word of an ability's signature
   */
  public static boolean isPlayerParam(String token) {
    return token.length() == 1 && Character.isUpperCase(token.charAt(0));
  }

  /**
   * {@return whether a signature token is a parameter of type role ({@code R:role})}
   *
   * @param token one word of an ability's signature
   */
  public static boolean isRoleParam(String token) {
    return token.length() == 6 && token.endsWith(":role") && ROLE_PARAM.matcher(token).matches();
  }

  /**
   * {@return whether a signature token is a parameter of type family ({@code F:family})} Such a
   * parameter is a family named by the player attribute {@code family=<Name>}, written by its
   * name on the night line.
   *
   * @param token one word of an ability's signature
   */
  public static boolean isFamilyParam(String token) {
    return token.length() == 8 && token.endsWith(":family")
        && FAMILY_PARAM.matcher(token).matches();
  }

  /** {@return the verb, lower case, e.g. {@code kill}} */
  public abstract String verb();

  /** {@return how the arguments are written, e.g. {@code "X"}, {@code "X to Y"}, {@code ""}} */
  @Value.Default
  public String signature() {
    return "X";
  }

  /** {@return the components, in the order they are listed} */
  public abstract List<Component> components();

  /** {@return whether a block on the actor stops this action} Default true. */
  @Value.Default
  public boolean blockable() {
    return true;
  }

  /** {@return whether this action's visits can be seen by Trackers and Watchers} Default true. */
  @Value.Default
  public boolean trackable() {
    return true;
  }

  /** {@return whether swaps and redirects can move this action's components} Default true. */
  @Value.Default
  public boolean redirectable() {
    return true;
  }

  /**
   * {@return free-form tags other components can filter on: {@code kill} for killing abilities,
   * {@code factionkill} for faction kills (a Boss's block excepts them)}
   */
  public abstract Set<String> tags();

  /** The WWR ability type that an ability with a {@code result} component has. */
  public static final String INVESTIGATING = AbilityType.INVESTIGATING.word();

  /**
   * {@return the words that filters ({@code block(X, only=...)}, {@code except=}, {@code
   * protect(from= tag:...)}, {@code trigger R action(...)}) look at: the {@link #tags()}, and the
   * WWR ability types of its components ({@link AbilityType}: {@code killing} for a kill, {@code
   * investigating} for a result...), so the seed's Saboteur ({@code only=investigating}) reaches
   * every investigation, and their subtypes ({@link AbilityType#subtypeOf}: {@code
   * attack-killing}, {@code role-changing}...)}
   */
  @Value.Derived
  @Value.Auxiliary
  public Set<String> filterTags() {
    java.util.Set<String> out = null;
    for (Component c : Component.flat(components())) {
      Optional<String> type = AbilityType.of(c).map(AbilityType::word);
      for (Optional<String> word : List.of(type, AbilityType.subtypeOf(c))) {
        if (word.isPresent() && !tags().contains(word.get())
            && (out == null || !out.contains(word.get()))) {
          out = out == null ? new java.util.TreeSet<>(tags()) : out;
          out.add(word.get());
        }
      }
    }
    return out == null ? tags() : java.util.Collections.unmodifiableSet(out);
  }

  /**
   * {@return the order value of the whole action in order-based schemes, if the ability fixes one;
   * otherwise each component takes its kind's standard order}
   */
  public abstract OptionalInt orderValue();

  /**
   * {@return a tie-break among actions of one order value ({@code [suborder k]})} Under {@code
   * sequential}, actions at the same order run by this key (alphabetical, case-insensitive),
   * then in submission order; an action without one runs before those with one. WWR's "End
   * Night effects by role name" is the role's name here. Other schemes ignore it.
   */
  public abstract java.util.Optional<String> subOrder();

  /**
   * {@return uses per game ({@code games.md} section 2.2): a line is rejected once they are spent;
   * empty means unlimited} The uses left are part of the game state.
   */
  public abstract OptionalInt uses();

  /**
   * {@return uses per game on the actor himself (a self quota, e.g. a Doctor's); empty: no quota}
   */
  public abstract OptionalInt selfUses();

  /**
   * {@return uses per night by one player: the roles language's {@code per-night n}, or a value
   * computed from the game ({@code per-night floor(total/10)}: WWR's scaling {@code
   * ⟨$total/10⟩}); empty: any}
   */
  public abstract Optional<Count> perNight();

  /**
   * {@return uses per night by one player on an even night ({@code per-night-even n}: WWR's
   * scaling {@code ⟨Odd: x1, Even: x2⟩}), in place of {@link #perNight()} on those nights;
   * empty: it says on every night}
   */
  public abstract Optional<Count> perNightEven();

  /**
   * {@return uses per night by one player on night {@code night} of a game of {@code total}
   * players, {@code living} of them living as the night starts: {@link #perNightEven()} on an
   * even night when there is one, else {@link #perNight()}, counted there; empty: any}
   *
   * @param total the players of the game, living or not
   * @param living the players living as the night starts
   * @param night the night's number, from 1
   */
  public OptionalInt perNightIn(int total, int living, int night) {
    Optional<Count> c = night % 2 == 0 && perNightEven().isPresent() ? perNightEven() : perNight();
    return c.map(x -> OptionalInt.of(x.of(total, living))).orElse(OptionalInt.empty());
  }

  /**
   * {@return uses per night by all the players of one alignment together ({@code per-faction n}, or
   * a value computed from the game: {@code per-faction ceil(living/20)}); empty: any}
   */
  public abstract java.util.Optional<Count> perFaction();

  /**
   * {@return whether the faction must submit exactly its {@link #perFaction()} count of lines a
   * night ({@code per-faction exactly ceil(living/20)}, Mafia 1923's compulsory kills): fewer is an
   * input error too, and the lines' targets must differ} The count is capped by the players the
   * ability may target and is 0 when no member is alive and able (no status nullifies it).
   */
  @Value.Default
  public boolean perFactionExact() {
    return false;
  }

  /**
   * {@return preconditions on its targets ({@code when X in !align:mafia}), checked at the line}
   */
  public abstract java.util.List<Condition> when();

  /**
   * {@return premises over the start of the night ({@code [if self in !attr:marker]}), all of
   * which must hold for the line to do anything: when one does not, planning makes the line's
   * only effect a notice {@code failure} to its actor ({@link Premise})}
   */
  public abstract java.util.List<Premise> conditions();

  /**
   * {@return the first night it may be used ({@code nights n+}, {@code nights n}, {@code nights
   * n-m}); empty: from night 1}
   */
  public abstract OptionalInt fromNight();

  /**
   * {@return the last night it may be used ({@code nights n}: night n only, {@code nights n-m}:
   * nights n to m); empty: no last night}
   */
  public abstract OptionalInt untilNight();

  /**
   * {@return whether it may be used on night {@code night} (its {@code nights} limit)}
   *
   * @param night the night's number, from 1
   */
  public boolean allowedOn(int night) {
    return night >= fromNight().orElse(1)
        && (untilNight().isEmpty() || night <= untilNight().getAsInt());
  }

  /**
   * {@return its {@code nights} limit as the roles language writes it ({@code nights 2+}, {@code
   * nights 1}, {@code nights 2-3}); empty when it has none}
   */
  public java.util.Optional<String> nightsLimit() {
    if (fromNight().isEmpty() && untilNight().isEmpty()) {
      return java.util.Optional.empty();
    }
    int from = fromNight().orElse(1);
    return java.util.Optional.of("nights " + (untilNight().isEmpty() ? from + "+"
        : untilNight().getAsInt() == from ? "" + from : from + "-" + untilNight().getAsInt()));
  }

  /**
   * {@return whether no target may be the actor ({@code not-self}), whatever {@code self-target}
   * says}
   */
  @Value.Default
  public boolean notSelf() {
    return false;
  }

  /**
   * {@return whether a use may not follow a use of the previous night ({@code no-succession}); its
   * last use is then kept in the game state}
   */
  @Value.Default
  public boolean noSuccession() {
    return false;
  }

  /**
   * {@return whether a use may not aim its first target at the player of the use of the previous
   * night ({@code no-repeat-target}); its last use is then kept in the game state}
   */
  @Value.Default
  public boolean noRepeatTarget() {
    return false;
  }

  /**
   * {@return whether the game state keeps this ability's last use (a succession limit needs it)}
   */
  public boolean keepsLastUse() {
    return noSuccession() || noRepeatTarget();
  }

  /** When a use of a limited ability is spent ({@code [spend ...]}). */
  public enum Spend {
    /** When its line is submitted, whatever becomes of it (mafiascum's ruling; the default). */
    SUBMITTED,
    /** When the action happens: neither nullified by a status nor blocked. */
    PERFORMED,
    /**
     * When the action has an effect: one of its end-of-night effects happens (its kill kills,
     * its result answers, its notice, fruit, recruitment or state change happens); an action
     * without end-of-night effects (a protection, a block) succeeds when it is performed.
     */
    SUCCEEDED;

    /** {@return the word of the roles language} */
    public String word() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /** {@return when a use is spent; {@link Spend#SUBMITTED} unless written} */
  @Value.Default
  public Spend spend() {
    return Spend.SUBMITTED;
  }

  /**
   * {@return whether the targets must be different players ({@code distinct}), even for a redirect}
   */
  @Value.Default
  public boolean distinctTargets() {
    return false;
  }

  /**
   * {@return whether the action still happens when its actor dies earlier in the night under {@code
   * option death-stops-actions later} (seed 003's "Akai's Vengeance")} Default false.
   */
  @Value.Default
  public boolean survivesDeath() {
    return false;
  }

  /** {@return one line for people} */
  @Value.Default
  public String description() {
    return "";
  }

  /**
   * {@return whether the ability must be used ({@code {forced}}, seed vocabulary section 4.5), and
   * where an automatic use is aimed when a holder who can use it submitted none: {@link
   * Ref#randomValid()} (a random valid target, the default) or {@link Ref#self()} ({@code
   * {forced=self}})} Empty: not forced.
   */
  public abstract java.util.Optional<Ref> forced();

  /**
   * {@return the verbs of the holder's other abilities whose line tonight also spares a {@link
   * #forced} ability its automatic use ({@code {forced, unless=werewolf}}: the default option of a
   * choice, used only when none of the options was chosen); empty: only a line of this ability}
   */
  public abstract Set<String> forcedUnless();

  /**
   * {@return the random choices of one use of the ability, in the order they are drawn ({@code
   * games.md} section 9): each distinct random selector its components aim at ({@code
   * random(valid)}, in the order of its first appearance), and each block whose fake feedback is by
   * chance, in component order} A submitted action's {@code picks} are index for index with these.
   */
  @Value.Lazy
  public List<Choice> choices() {
    List<Choice> out = new ArrayList<>(0);
    for (int i = 0; i < components().size(); i++) {
      Component c = components().get(i);
      for (Ref r : c.refs()) {
        if (r.random() && out.stream().noneMatch(x -> r.equals(x.selector().orElse(null)))) {
          out.add(new Choice(java.util.Optional.of(r), -1));
        }
      }
      if (c.isBlock() && ((Component.Block) c).byChance()) {
        out.add(new Choice(java.util.Optional.empty(), i));
      }
    }
    return List.copyOf(out);
  }

  /**
   * {@return whether planning has premises to decide for it: limits {@code [if ...]} or a guard
   * {@code if(...)} among its components (computed once)}
   */
  @Value.Lazy
  public boolean hasPremises() {
    if (!conditions().isEmpty()) {
      return true;
    }
    for (Component c : components()) {
      if (!c.guarded().isEmpty()) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@return whether a use of the ability may draw anything as it resolves, its responses and
   * the statuses it gives included ({@link Component#mayDraw})}
   */
  @Value.Lazy
  public boolean mayDraw() {
    return Component.mayDraw(components());
  }

  /** {@return whether a use of the ability draws anything ({@link #choices()} is not empty)} */
  @Value.Derived
  @Value.Auxiliary
  public boolean random() {
    for (Component c : components()) {
      for (Ref r : c.refs()) {
        if (r.random()) {
          return true;
        }
      }
      if (c.isBlock() && ((Component.Block) c).byChance()) {
        return true;
      }
    }
    return false;
  }

  /**
   * One random choice of a use of the ability: a player drawn for a random {@code selector}, or
   * the feedback of the block by chance at {@code component}.
   *
   * @param selector the random selector, for a drawn player; empty for a feedback by chance
   * @param component the index of the block by chance among the components; -1 for a player
   */
  public record Choice(java.util.Optional<Ref> selector, int component) {
    /** {@return whether the choice draws a player (else a feedback)} */
    public boolean player() {
      return selector.isPresent();
    }
  }

  /** {@return the number of player parameters in the signature} */
  @Value.Derived
  public int arity() {
    return (int) signatureTokens().stream().filter(t -> PARAM.matcher(t).matches()).count();
  }

  /** {@return the number of family parameters ({@code F:family}) in the signature} */
  @Value.Derived
  public int familyArity() {
    return (int) signatureTokens().stream().filter(Ability::isFamilyParam).count();
  }

  /** {@return the number of role parameters ({@code R:role}) in the signature} */
  @Value.Derived
  public int roleArity() {
    return (int) signatureTokens().stream().filter(Ability::isRoleParam).count();
  }

  /** {@return the signature split on spaces; empty for a no-argument ability} */
  @Value.Lazy
  public List<String> signatureTokens() {
    String s = signature().trim();
    return s.isEmpty() ? List.of() : List.of(s.split(" +"));
  }

  /** {@return whether any component kills} */
  public boolean kills() {
    return Component.flat(components()).stream().anyMatch(Component::isKill);
  }

  /**
   * {@return the ability as the roles language writes it} {@code verb signature = c1 + c2 ...},
   * e.g. {@code jail X = block(X) + protect(X) + visit(X)}.
   */
  public String describe() {
    StringBuilder sb = new StringBuilder(verb());
    if (!signature().isBlank()) {
      sb.append(' ').append(signature());
    }
    sb.append(" = ");
    List<String> parts = new ArrayList<>();
    components().forEach(c -> parts.add(c.describe()));
    sb.append(String.join(" + ", parts));
    List<String> flags = new ArrayList<>();
    if (!blockable()) {
      flags.add("unblockable");
    }
    if (!trackable()) {
      flags.add("untrackable");
    }
    if (!redirectable()) {
      flags.add("direct");
    }
    forced().ifPresent(f -> flags.add(f.kind() == Ref.Kind.SELF ? "forced=self" : "forced"));
    if (!forcedUnless().isEmpty()) {
      flags.add("unless=" + String.join("|", forcedUnless()));
    }
    if (!flags.isEmpty()) {
      sb.append(" {").append(String.join(", ", flags)).append('}');
    }
    return sb.toString();
  }

  /** Checks the invariants when a value is built (Immutables calls it). */
  @Value.Check
  protected void check() {
    Preconditions.checkState(VERB.matcher(verb()).matches(), "bad verb '%s'", verb());
    Preconditions.checkState(
        verb().equals(verb().toLowerCase(Locale.ROOT)), "verb must be lower case: %s", verb());
    for (String t : signatureTokens()) {
      Preconditions.checkState(
          PARAM.matcher(t).matches() || KEYWORD.matcher(t).matches() || isRoleParam(t)
              || isFamilyParam(t),
          "bad signature token '%s' in '%s'",
          t,
          signature());
    }
    Preconditions.checkState(!components().isEmpty(), "ability %s has no components", verb());
    Preconditions.checkState(untilNight().isEmpty()
        || untilNight().getAsInt() >= fromNight().orElse(1), "nights end before they start: %s",
        verb());
    for (Component c : components()) {
      checkRefs(c);
    }
    Component.Cancel.checkNotIn(components(), "ability " + verb());
    forced().ifPresent(f -> Preconditions.checkState(f.kind() == Ref.Kind.SELF
        || f.kind() == Ref.Kind.RANDOM_VALID, "forced aims at self or random(valid), not %s", f));
    Preconditions.checkState(forcedUnless().isEmpty() || forced().isPresent(),
        "unless= without forced: %s", verb());
    for (String v : forcedUnless()) {
      Preconditions.checkState(VERB.matcher(v).matches() && !v.equals(verb()),
          "bad verb '%s' in unless= of %s", v, verb());
    }
  }

  private void checkRefs(Component c) {
    // described only in a message: a protection's react= may hold thousands of components,
    // each of whose refs is checked here, so describing it each time was quadratic
    Object described = new Object() {
      @Override
      public String toString() {
        return c.describe();
      }
    };
    c.asDisguise().ifPresent(d -> Preconditions.checkState(d.as().param() < roleArity(),
        "%s refers to role parameter %s, but '%s' has %s", described, d.as(), verb(),
        roleArity()));
    for (Ref r : c.refs()) {
      Preconditions.checkState(
          r.kind() != Ref.Kind.PARAM || r.index() < arity(),
          "%s refers to parameter %s, but '%s' has %s",
          described,
          r,
          verb(),
          arity());
      Preconditions.checkState(
          r.kind() != Ref.Kind.SUBJECT, "%s: subject refs only inside triggers", described);
      Preconditions.checkState(r.kind() != Ref.Kind.RANDOM_MEMBERS || r.index() < familyArity(),
          "%s refers to family parameter %s, but '%s' has %s", described, r.name(), verb(),
          familyArity());
    }
    for (Component response : c.responses()) {
      for (Ref r : response.refs()) {
        Preconditions.checkState(!r.random(), "%s: random selectors only in an ability's own "
            + "components", described);
      }
    }
  }

  /** {@return a builder} */
  public static ImmutableAbility.Builder builder() {
    return ImmutableAbility.builder();
  }
}
