package org.nightres.core.component;

import com.google.common.base.Preconditions;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * One effect component of an ability: the unit every scheme reasons about. An ability is a
 * recipe of components; a resolver binds each {@link Ref} to a player when the night is planned.
 *
 * <p>The set of component kinds is closed (a sealed hierarchy), so a resolver can handle every
 * kind exhaustively; the set of roles is open: a new role is a new combination of these
 * components and never needs a resolver change. Components that target a {@link Ref#param
 * parameter} follow that parameter's route (swaps and redirects move them); {@link Ref#self()
 * self} components never move.
 */
public sealed interface Component {

  /** {@return the RAR category of this component} */
  Category category();

  /** {@return every player reference of this component, in declaration order} */
  List<Ref> refs();

  /** {@return the main reference: the player this component lands on} */
  default Ref target() {
    return refs().get(0);
  }

  /**
   * {@return a compact description, e.g. {@code kill(X)} or {@code block(X, except=factionkill)}}
   */
  String describe();

  /**
   * Dispatches to the method of {@code v} for this component's kind. This is the one way to
   * branch over component kinds: a new kind adds a method to {@link Visitor}, so every place
   * that must handle it stops compiling until it does.
   *
   * @param <R> what the visit answers
   * @param v the visitor
   * @return what the visitor's method for this kind answers
   */
  <R> R accept(Visitor<R> v);

  // One-kind questions, answered by the kinds that say yes (no instanceof): for a question
  // about every kind, use a Visitor.

  /** {@return whether this is a {@link Kill}} */
  default boolean isKill() {
    return false;
  }

  /** {@return whether this is a {@link Visit}} */
  default boolean isVisit() {
    return false;
  }

  /**
   * {@return whether this moves other components: a {@link Swap}, a {@link Redirect} or a {@link
   * Deflect}}
   */
  default boolean isMove() {
    return false;
  }

  /** {@return whether this is a {@link Redirect}} */
  default boolean isRedirect() {
    return false;
  }

  /** {@return whether this is a {@link Protect}} */
  default boolean isProtect() {
    return false;
  }

  /** {@return whether this is a {@link Block}} */
  default boolean isBlock() {
    return false;
  }

  /** {@return whether this is a {@link Recruit}} */
  default boolean isRecruit() {
    return false;
  }

  /**
   * {@return whether a kill landing on this component's target is passed on to a player it does not
   * name: a {@link Guard} (the guard dies instead) or an {@link Absent} (the absent player too)}
   */
  default boolean passesDeathOn() {
    return false;
  }

  /**
   * {@return whether applying any of {@code components} may draw a random choice as it happens: a
   * random selector, a block's feedback by chance, a status given that redraws its holder's next
   * action or whose own components may draw, and so on through their responses}
   *
   * @param components the components, in any order
   */
  static boolean mayDraw(List<Component> components) {
    java.util.ArrayDeque<Component> todo = new java.util.ArrayDeque<>(components);
    java.util.Set<StatusDefinition> seen = null; // statuses whose components are queued
    while (!todo.isEmpty()) {
      Component c = todo.pop();
      for (Ref r : c.refs()) {
        if (r.random()) {
          return true;
        }
      }
      if (c.isBlock() && ((Block) c).byChance()) {
        return true;
      }
      java.util.Optional<StatusDefinition> given = c.stateChange().flatMap(StateChange::gives);
      if (given.isPresent()) {
        if (given.get().redraws()) {
          return true;
        }
        seen = seen != null ? seen : new java.util.HashSet<>();
        if (seen.add(given.get())) {
          todo.addAll(given.get().effects());
          todo.addAll(given.get().expire());
        }
      }
      todo.addAll(c.responses());
      todo.addAll(c.guarded());
    }
    return false;
  }

  /**
   * {@return the change to the target's state, for a {@link Change}; empty for every other kind}
   */
  default java.util.Optional<StateChange> stateChange() {
    return java.util.Optional.empty();
  }

  /**
   * {@return the components it sets off when something happens, bound to the event's {@link
   * Ref#subject() subject}: a {@link Trigger}'s response, a {@link Protect}'s reaction on the
   * attacker; empty for every other kind}
   */
  default List<Component> responses() {
    return List.of();
  }

  /** {@return the uses of a limited {@link Protect} ({@code uses=}); empty for every other kind} */
  default java.util.Optional<Protect.Limit> limit() {
    return java.util.Optional.empty();
  }

  /** {@return the information component, for a {@link Result}; empty for every other kind} */
  default java.util.Optional<Result> asResult() {
    return java.util.Optional.empty();
  }

  /** {@return the guard, for a {@link When}; empty for every other kind} */
  default java.util.Optional<When> asWhen() {
    return java.util.Optional.empty();
  }

  /** {@return the disguise, for a {@link Disguise}; empty for every other kind} */
  default java.util.Optional<Disguise> asDisguise() {
    return java.util.Optional.empty();
  }

  /** {@return the cancel, for a {@link Cancel}; empty for every other kind} */
  default java.util.Optional<Cancel> asCancel() {
    return java.util.Optional.empty();
  }

  /** {@return the trigger, for a {@link Trigger}; empty for every other kind} */
  default java.util.Optional<Trigger> asTrigger() {
    return java.util.Optional.empty();
  }

  /** {@return the event it answers, for a {@link Trigger}; empty for every other kind} */
  default java.util.Optional<Event> triggerEvent() {
    return java.util.Optional.empty();
  }

  /**
   * {@return the components a {@link When} chooses between (its {@code then} and {@code
   * otherwise}, in order); empty for every other kind}
   */
  default List<Component> guarded() {
    return List.of();
  }

  /**
   * {@return {@code components} with each {@link When} replaced by the components it chooses
   * between, through nested ones: everything the components might do}
   *
   * @param components components as an ability, a passive or a status writes them
   */
  static List<Component> flat(List<Component> components) {
    if (!anyGuarded(components)) {
      return components;
    }
    List<Component> out = new java.util.ArrayList<>();
    for (Component c : components) {
      if (c.guarded().isEmpty()) {
        out.add(c);
      } else {
        out.addAll(flat(c.guarded()));
      }
    }
    return List.copyOf(out);
  }

  /** Whether a component of {@code components} is a {@link When} (a loop: called per action). */
  private static boolean anyGuarded(List<Component> components) {
    for (int i = 0; i < components.size(); i++) {
      if (!components.get(i).guarded().isEmpty()) {
        return true;
      }
    }
    return false;
  }

  /** {@return what the actor learns, for a {@link Result}; empty for every other kind} */
  default java.util.Optional<ResultKind> resultKind() {
    return java.util.Optional.empty();
  }

  /**
   * One method per component kind, called by {@link Component#accept}. Implementations have no
   * default branch, so the compiler lists every place a new kind must be handled.
   *
   * @param <R> what the visit answers ({@link Void} for effects only)
   */
  interface Visitor<R> {
    /**
     * Visits a {@link Kill}.
     *
     * @param c the component
     * @return the answer for it
     */
    R visitKill(Kill c);

    /**
     * Visits a {@link Result}.
     *
     * @param c the component
     * @return the answer for it
     */
    R visitResult(Result c);

    /**
     * Visits a {@link Recruit}.
     *
     * @param c the component
     * @return the answer for it
     */
    R visitRecruit(Recruit c);

    /**
     * Visits a {@link Fruit}.
     *
     * @param c the component
     * @return the answer for it
     */
    R visitFruit(Fruit c);

    /**
     * Visits a {@link Notify}.
     *
     * @param c the component
     * @return the answer for it
     */
    R visitNotify(Notify c);

    /**
     * Visits a {@link Change}.
     *
     * @param c the component
     * @return the answer for it
     */
    R visitChange(Change c);

    /**
     * Visits a {@link Inform}.
     *
     * @param c the component
     * @return the answer for it
     */
    R visitInform(Inform c);

    /**
     * Visits a {@link Visit}.
     *
     * @param c the component
     * @return the answer for it
     */
    R visitVisit(Visit c);

    /**
     * Visits a {@link Protect}.
     *
     * @param c the component
     * @return the answer for it
     */
    R visitProtect(Protect c);

    /**
     * Visits a {@link Block}.
     *
     * @param c the component
     * @return the answer for it
     */
    R visitBlock(Block c);

    /**
     * Visits a {@link Redirect}.
     *
     * @param c the component
     * @return the answer for it
     */
    R visitRedirect(Redirect c);

    /**
     * Visits a {@link Swap}.
     *
     * @param c the component
     * @return the answer for it
     */
    R visitSwap(Swap c);

    /**
     * Visits a {@link Deflect}.
     *
     * @param c the component
     * @return the answer for it
     */
    R visitDeflect(Deflect c);

    /**
     * Visits a {@link Untargetable}.
     *
     * @param c the component
     * @return the answer for it
     */
    R visitUntargetable(Untargetable c);

    /**
     * Visits a {@link Guard}.
     *
     * @param c the component
     * @return the answer for it
     */
    R visitGuard(Guard c);

    /**
     * Visits a {@link Absent}.
     *
     * @param c the component
     * @return the answer for it
     */
    R visitAbsent(Absent c);

    /**
     * Visits a {@link Trigger}.
     *
     * @param c the component
     * @return the answer for it
     */
    R visitTrigger(Trigger c);

    /**
     * Visits a {@link Disguise}.
     *
     * @param c the component
     * @return the answer for it
     */
    R visitDisguise(Disguise c);

    /**
     * Visits a {@link Cancel}.
     *
     * @param c the component
     * @return the answer for it
     */
    R visitCancel(Cancel c);

    /**
     * Visits a {@link When}. Planning resolves every {@code When} before engines see a
     * component, so an engine's visitor answers it by failing.
     *
     * @param c the component
     * @return the answer for it
     */
    R visitWhen(When c);
  }

  // ---- end-of-night effects -------------------------------------------------------------

  /**
   * The target dies at the end of the night.
   *
   * @param target the player who dies
   * @param killClass how hard the kill is to stop: an attack (the default), a kill ({@code
   *     class=kill}) or a true kill ({@code strong}), which no protection stops
   */
  record Kill(Ref target, KillClass killClass) implements Component {
    @Override
    public boolean isKill() {
      return true;
    }

    @Override
    public <R> R accept(Visitor<R> v) {
      return v.visitKill(this);
    }

    /**
     * A value of these parts, checked.
     *
     * @param target the player who dies
     * @param killClass how hard the kill is to stop: an attack (the default), a kill ({@code
     *     class=kill}) or a true kill ({@code strong}), which no protection stops
     */
    public Kill {
      Preconditions.checkNotNull(target);
      Preconditions.checkNotNull(killClass);
    }

    /**
     * {@return an attack ({@link KillClass#ATTACK}, the ordinary night kill) on {@code target}}
     *
     * @param target the player who dies
     */
    public static Kill of(Ref target) {
      return new Kill(target, KillClass.ATTACK);
    }

    @Override
    public Category category() {
      return Category.END_OF_NIGHT;
    }

    @Override
    public List<Ref> refs() {
      return List.of(target);
    }

    @Override
    public String describe() {
      return switch (killClass) {
        case ATTACK -> "kill(" + target + ")";
        case KILL -> "kill(" + target + ", class=kill)";
        case TRUE -> "kill(" + target + ", strong)";
      };
    }
  }

  /**
   * The actor learns something about the target at the end of the night. For {@link
   * ResultKind#ATTRIBUTE}, {@code attribute} names the attribute ({@code result(X,
   * attr:family)}); {@code sees} are the strengths of the {@link Disguise}s that change the
   * answer (none by default; only for kinds {@link ResultKind#aboutRole about the role}). A result
   * may ask {@code also} more questions of the same target ({@code result(X, class/category)}):
   * its answer is then every question's answer, in order, joined with {@code /}.
   *
   * @param target the player the actor learns about
   * @param kind what the actor learns (the first question)
   * @param attribute the attribute a {@link ResultKind#ATTRIBUTE} result names; empty for every
   *     other kind
   * @param sees the strengths of the disguises that change the answer; empty: none does
   * @param labels the words the answers are told in, in the order written: by answer ({@code
   *     guilty="mafia"}, {@code is:Wolf="a wolf"}), by a pattern of a compound answer ({@code
   *     Townsfolk/*}), by a guessed role ({@link #guessKey}), for no answer ({@link #FAILURE})
   *     and for every other answer ({@link #ELSE}); empty: as they are
   * @param also the further questions about the same target; empty for a result of one
   * @param announced whether the answer is told as an announcement ({@code tell=announce}: WWR's
   *     {@code Evaluate: Announce `…`}) rather than to the actor; only an answer a label words is
   *     announced, and nothing else is told
   */
  record Result(Ref target, ResultKind kind, java.util.Optional<String> attribute,
      Set<DisguiseStrength> sees, java.util.Map<String, String> labels, List<Question> also,
      boolean announced) implements Component {
    /**
     * One question a compound result asks about its target.
     *
     * @param kind what it asks, a kind that depends only on players ({@link
     *     ResultKind#fromPlayers})
     * @param attribute the attribute a {@link ResultKind#ATTRIBUTE} question names; else empty
     */
    public record Question(ResultKind kind, java.util.Optional<String> attribute) {
      /**
       * A value of these parts, checked.
       *
       * @param kind what it asks
       * @param attribute the attribute a {@link ResultKind#ATTRIBUTE} question names; else empty
       */
      public Question {
        Preconditions.checkArgument(kind.fromPlayers(), "a compound result asks about players: %s",
            kind.label());
        Preconditions.checkArgument(attribute.isPresent() == (kind == ResultKind.ATTRIBUTE),
            "an attribute question names its attribute, and only it");
      }

      /** {@return the question as the roles language writes it: {@code category}, {@code attr:k}} */
      public String word() {
        return kind.label() + attribute.map(a -> ":" + a).orElse("");
      }
    }

    @Override
    public java.util.Optional<ResultKind> resultKind() {
      return java.util.Optional.of(kind);
    }

    @Override
    public java.util.Optional<Result> asResult() {
      return java.util.Optional.of(this);
    }

    @Override
    public <R> R accept(Visitor<R> v) {
      return v.visitResult(this);
    }

    /**
     * A value of these parts, checked.
     *
     * @param target the player the actor learns about
     * @param kind what the actor learns (the first question)
     * @param attribute the attribute a {@link ResultKind#ATTRIBUTE} result names; empty for every
     *     other kind
     * @param sees the strengths of the disguises that change the answer; empty: none does
     * @param labels the words the answers are told in, in the order written; empty: as they are
     * @param also the further questions about the same target; empty for a result of one
     * @param announced whether the answer is told as an announcement, only as a label words it
     */
    public Result {
      Preconditions.checkNotNull(target);
      Preconditions.checkNotNull(kind);
      Preconditions.checkArgument(attribute.isPresent() == (kind == ResultKind.ATTRIBUTE),
          "an attribute result names its attribute, and only it");
      attribute.ifPresent(a -> Preconditions.checkArgument(a.matches("[a-z][a-z0-9_-]*"),
          "bad attribute %s", a));
      also = List.copyOf(also);
      Preconditions.checkArgument(also.isEmpty() || kind.fromPlayers()
          && kind != ResultKind.ALIGNMENT, "a compound result starts with a role, category, "
          + "class or attribute question, not %s", kind.label());
      sees = sees.isEmpty() ? Set.of() : java.util.Collections.unmodifiableSet(
          java.util.EnumSet.copyOf(sees));
      Preconditions.checkArgument(sees.isEmpty() || kind.seesDisguises()
          || also.stream().anyMatch(q -> q.kind().seesDisguises()),
          "a %s result sees no disguise", kind.label());
      labels = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(labels));
      Preconditions.checkArgument(kind == ResultKind.ALIGNMENT
          || !labels.containsKey("guilty") && !labels.containsKey("innocent"),
          "only an investigation's answers are labelled guilty= and innocent=");
      Preconditions.checkArgument(labels.keySet().stream().noneMatch(
          a -> a.isBlank() || a.equals("no result") || a.equals("nothing")),
          "a result labels its answers, not the lack of one (that is failure=)");
      int parts = also.size() + 1;
      for (String key : labels.keySet()) {
        Preconditions.checkArgument(key.equals(ELSE) || key.equals(FAILURE)
            || key.startsWith("=") || key.split("/", -1).length == parts,
            "a label of a result of %s questions names %s answers: %s", parts, parts, key);
      }
      Preconditions.checkArgument(!announced || !labels.isEmpty(),
          "a result told as an announcement words its answers (labels)");
    }

    /**
     * A result told to its actor.
     *
     * @param target the player the actor learns about
     * @param kind what the actor learns (the first question)
     * @param attribute the attribute a {@link ResultKind#ATTRIBUTE} result names; empty for every
     *     other kind
     * @param sees the strengths of the disguises that change the answer; empty: none does
     * @param labels the words the answers are told in, in the order written; empty: as they are
     * @param also the further questions about the same target; empty for a result of one
     */
    public Result(Ref target, ResultKind kind, java.util.Optional<String> attribute,
        Set<DisguiseStrength> sees, java.util.Map<String, String> labels, List<Question> also) {
      this(target, kind, attribute, sees, labels, also, false);
    }

    /** The placeholder of a label's text for the answer itself ({@code {answer}}). */
    public static final String ANSWER = "{answer}";

    /** The key of {@link #labels} for every answer not labelled ({@code else="text"}). */
    public static final String ELSE = "*";

    /**
     * The key of {@link #labels} for the lack of an answer, a result that failed ({@code
     * failure="text"}: WWR's {@code @Result is `Failure`}).
     */
    public static final String FAILURE = "!";

    /**
     * {@return the key of {@link #labels} for an answer that is the role the actor named for role
     * parameter {@code letter} ({@code guess:S="text"}: WWR's {@code @Result is
     * @SecondarySelection[role]})}
     *
     * @param letter the role parameter's letter
     */
    public static String guessKey(String letter) {
      return "=" + letter;
    }

    /**
     * A result of one question with its answers labelled.
     *
     * @param target the player the actor learns about
     * @param kind what the actor learns
     * @param attribute the attribute a {@link ResultKind#ATTRIBUTE} result names; empty for every
     *     other kind
     * @param sees the strengths of the disguises that change the answer; empty: none does
     * @param labels the words the answers are told in, in the order written
     */
    public Result(Ref target, ResultKind kind, java.util.Optional<String> attribute,
        Set<DisguiseStrength> sees, java.util.Map<String, String> labels) {
      this(target, kind, attribute, sees, labels, List.of());
    }

    /**
     * A result with its answers as they are.
     *
     * @param target the player the actor learns about
     * @param kind what the actor learns
     * @param attribute the attribute a {@link ResultKind#ATTRIBUTE} result names; empty for every
     *     other kind
     * @param sees the strengths of the disguises that change the answer; empty: none does
     */
    public Result(Ref target, ResultKind kind, java.util.Optional<String> attribute,
        Set<DisguiseStrength> sees) {
      this(target, kind, attribute, sees, java.util.Map.of());
    }

    /**
     * A result that names no attribute and sees no disguise.
     *
     * @param target the player the actor learns about
     * @param kind what the actor learns
     */
    public Result(Ref target, ResultKind kind) {
      this(target, kind, java.util.Optional.empty(), Set.of());
    }

    /**
     * {@return this result about another target, all else kept}
     *
     * @param to the new target
     */
    public Result aimedAt(Ref to) {
      return new Result(to, kind, attribute, sees, labels, also, announced);
    }

    /**
     * {@return every question a result about players ({@link ResultKind#fromPlayers}) asks, the
     * first one ({@link #kind}) first}
     */
    public List<Question> questions() {
      List<Question> out = new java.util.ArrayList<>(also.size() + 1);
      out.add(new Question(kind, attribute));
      out.addAll(also);
      return out;
    }

    /**
     * {@return the answer as the actor is told it: an investigation's {@code guilty} and {@code
     * innocent} as the rule set words them ({@code guilty="mafia"}: Mafia 1923's Detective); else
     * the first label in written order that fits (a word of a label names an answer with the same
     * letters and digits, whatever its case: {@code is:GreyWolf} names {@code Grey Wolf}): {@code
     * is:A="text"} the answer A, a compound
     * pattern ({@code is:Townsfolk/*}, {@code *} any answer to that question), {@code
     * guess:S="text"} the role the actor named for S; then {@code else="text"}, or the answer as
     * it is; no answer ({@code no result}) as {@code failure="text"} says, else it stays so}
     *
     * @param answer the answer as the resolver finds it: {@code guilty}, {@code innocent}, a role's
     *     name, ...
     * @param guessed the name of the role the actor named for a role parameter, by its letter
     *     (null when he named none)
     */
    public String told(String answer, java.util.function.Function<String, String> guessed) {
      return worded(answer, guessed).orElse(answer);
    }

    /**
     * {@return the text of the label that words the answer, as {@link #told(String,
     * java.util.function.Function)} picks it; empty when no label words it (it is told as it is,
     * or, for a result {@link #announced}, not at all)}
     *
     * @param answer the answer as the resolver finds it
     * @param guessed the name of the role the actor named for a role parameter, by its letter
     *     (null when he named none)
     */
    public java.util.Optional<String> worded(String answer,
        java.util.function.Function<String, String> guessed) {
      if (answer.equals("nothing")) {
        return java.util.Optional.empty(); // a block's fake answer: nothing to tell
      }
      if (answer.equals("no result")) {
        return java.util.Optional.ofNullable(labels.get(FAILURE));
      }
      String exact = labels.get(answer);
      if (exact != null) {
        return java.util.Optional.of(exact);
      }
      String[] parts = answer.split("/", -1);
      for (java.util.Map.Entry<String, String> e : labels.entrySet()) {
        String key = e.getKey();
        if (key.startsWith("=")) {
          String role = guessed.apply(key.substring(1));
          if (role != null && same(role, answer)) {
            return java.util.Optional.of(e.getValue());
          }
        } else if (!key.equals(ELSE) && !key.equals(FAILURE)
            && fits(key.split("/", -1), parts)) {
          return java.util.Optional.of(e.getValue());
        }
      }
      return java.util.Optional.ofNullable(labels.get(ELSE));
    }

    /**
     * {@return whether a label's word names this answer: the same, or the same letters and digits
     * whatever their case (a role's name {@code GreyWolf} names its title {@code Grey Wolf})}
     */
    private static boolean same(String word, String answer) {
      if (word.equals(answer)) {
        return true;
      }
      int i = 0;
      int j = 0;
      while (true) {
        while (i < word.length() && !Character.isLetterOrDigit(word.charAt(i))) {
          i++;
        }
        while (j < answer.length() && !Character.isLetterOrDigit(answer.charAt(j))) {
          j++;
        }
        if (i == word.length() || j == answer.length()) {
          return i == word.length() && j == answer.length();
        }
        if (Character.toLowerCase(word.charAt(i++)) != Character.toLowerCase(answer.charAt(j++))) {
          return false;
        }
      }
    }

    /**
     * {@return the answer as the actor is told it, when the result guesses no role}
     *
     * @param answer the answer as the resolver finds it
     * @see #told(String, java.util.function.Function)
     */
    public String told(String answer) {
      return told(answer, letter -> null);
    }

    private static boolean fits(String[] pattern, String[] answer) {
      if (pattern.length != answer.length) {
        return false;
      }
      for (int i = 0; i < pattern.length; i++) {
        if (!pattern[i].equals("*") && !same(pattern[i], answer[i])) {
          return false;
        }
      }
      return true;
    }

    /**
     * {@return whether a disguise of this strength changes the answer}
     *
     * @param strength a disguise's strength
     */
    public boolean sees(DisguiseStrength strength) {
      return sees.contains(strength);
    }

    @Override
    public Category category() {
      return Category.END_OF_NIGHT;
    }

    @Override
    public List<Ref> refs() {
      return List.of(target);
    }

    @Override
    public String describe() {
      return "result(" + target + ", " + kind.label() + attribute.map(a -> ":" + a).orElse("")
          + also.stream().map(q -> "/" + q.word()).collect(Collectors.joining())
          + (sees.isEmpty() ? "" : ", sees=" + sees.stream().map(DisguiseStrength::word)
              .collect(Collectors.joining("|")))
          + (announced ? ", tell=announce" : "")
          + labels.entrySet().stream().map(e -> ", " + labelKey(e.getKey()) + "=\""
              + e.getValue() + "\"").collect(Collectors.joining()) + ")";
    }

    /**
     * A label's key as the roles language writes it: guilty, innocent, is:Wolf, guess:S, failure
     * or else.
     */
    private String labelKey(String answer) {
      return answer.equals(ELSE) ? "else" : answer.equals(FAILURE) ? "failure"
          : answer.startsWith("=") ? "guess:" + answer.substring(1)
          : kind == ResultKind.ALIGNMENT
          && (answer.equals("guilty") || answer.equals("innocent")) ? answer : "is:" + answer;
    }
  }

  /**
   * The target joins the actor's alignment.
   *
   * @param target the player who joins the actor's alignment
   */
  record Recruit(Ref target) implements Component {
    @Override
    public boolean isRecruit() {
      return true;
    }

    @Override
    public <R> R accept(Visitor<R> v) {
      return v.visitRecruit(this);
    }

    /**
     * A value of these parts, checked.
     *
     * @param target the player who joins the actor's alignment
     */
    public Recruit {
      Preconditions.checkNotNull(target);
    }

    @Override
    public Category category() {
      return Category.END_OF_NIGHT;
    }

    @Override
    public List<Ref> refs() {
      return List.of(target);
    }

    @Override
    public String describe() {
      return "recruit(" + target + ")";
    }
  }

  /**
   * The target receives fruit (harmless; stopped only by blocks, moves and untargetability).
   *
   * @param target the player who receives the fruit
   */
  record Fruit(Ref target) implements Component {
    @Override
    public <R> R accept(Visitor<R> v) {
      return v.visitFruit(this);
    }

    /**
     * A value of these parts, checked.
     *
     * @param target the player who receives the fruit
     */
    public Fruit {
      Preconditions.checkNotNull(target);
    }

    @Override
    public Category category() {
      return Category.END_OF_NIGHT;
    }

    @Override
    public List<Ref> refs() {
      return List.of(target);
    }

    @Override
    public String describe() {
      return "fruit(" + target + ")";
    }
  }

  /**
   * The target receives a fixed private notice (a Boss's "your action did not happen"), or, when
   * {@code isPublic}, the next day's post announces {@code message} about the target: a word,
   * the announcement's kind ({@code announce(X, cured)}), or a text of kind {@link
   * #ANNOUNCE} ({@code announce(X, "text")}, WWR's {@code Announce}). A text may name players
   * ({@code PlannedAction.named}: {@code {self}}, {@code {X}} ..., {@code {stored(k)}}).
   *
   * @param target the player the notice goes to, or the announcement is about
   * @param message the notice's text, or the announcement's word
   * @param isPublic whether it is an announcement in the next day's post rather than a private
   *     notice
   * @param kind the notice's kind, a word: {@link #MESSAGE} for a fixed text, {@code boss}, ...; an
   *     announcement's is its {@code message}
   */
  record Notify(Ref target, String message, boolean isPublic, String kind)
      implements Component {
    /** The kind of a private notice with a fixed text and no word of its own. */
    public static final String MESSAGE = "message";
    /** The kind of an announcement with a text ({@code announce(X, "text")}). */
    public static final String ANNOUNCE = "announce";
    /**
     * The kind of a notice told as its recipient's answer: a feedback entry (the action's verb,
     * its first written target, the text as the result), not a notice ({@code games.md} section
     * 8: information answers stay in feedback; WWR's {@code Learn}).
     */
    public static final String FEEDBACK = "feedback";
    /**
     * The kind of a notice that says its action failed: told as its actor's answer, as {@link
     * #FEEDBACK} is, and the action does not count as succeeded (a premise that does not hold,
     * WWR's {@code Failure}).
     */
    public static final String FAILURE = "failure";
    /** The functions of a subject's placeholder with their {@code (}, but {@code attr:k(}. */
    private static final List<String> SUBJECT_FUNCTIONS =
        List.of("role(", "original-role(", "alignment(", "category(", "class(");
    private static final java.util.regex.Pattern STORED_PLACEHOLDER =
        java.util.regex.Pattern.compile(
            "\\{(?:[a-z][a-z0-9:_-]*\\()?stored\\(([a-z0-9][a-z0-9_-]*)\\)\\)?\\}");

    @Override
    public <R> R accept(Visitor<R> v) {
      return v.visitNotify(this);
    }

    /**
     * A value of these parts, checked.
     *
     * @param target the player the notice goes to, or the announcement is about
     * @param message the notice's text, or the announcement's word
     * @param isPublic whether it is an announcement in the next day's post rather than a private
     *     notice
     * @param kind the notice's kind, a word: {@link #MESSAGE} for a fixed text, {@code boss}, ...;
     *     an announcement's is its {@code message}
     */
    public Notify {
      Preconditions.checkNotNull(target);
      Preconditions.checkArgument(message != null && !message.isBlank(), "empty notice");
      Preconditions.checkArgument(!isPublic || message.matches("[a-z][a-z0-9-]*")
          || kind.equals(ANNOUNCE), "an announcement's kind is a word: %s", message);
      Preconditions.checkArgument(kind.matches("[a-z][a-z0-9-]*"), "a notice's kind is a word: %s",
          kind);
    }

    /**
     * A private notice of kind {@link #MESSAGE}, or an announcement of kind {@code message}.
     *
     * @param target the player the notice goes to, or the announcement is about
     * @param message the notice's text, or the announcement's word
     * @param isPublic whether it is an announcement in the next day's post rather than a private
     *     notice
     */
    public Notify(Ref target, String message, boolean isPublic) {
      this(target, message, isPublic, isPublic ? message : MESSAGE);
    }

    /**
     * A private notice of kind {@link #MESSAGE}.
     *
     * @param target the player the notice goes to, or the announcement is about
     * @param message the notice's text, or the announcement's word
     */
    public Notify(Ref target, String message) {
      this(target, message, false);
    }

    /**
     * {@return a private notice of kind {@code kind} ({@code games.md} section 8: {@code boss},
     * {@code partner}, ...) with {@code text}, which may name the action's players: {@code {X}} its
     * first parameter, {@code {self}} its actor}
     *
     * @param target the player the notice goes to
     * @param kind the notice's kind, a word
     * @param text the notice's text, with {@code {X}} and {@code {self}} as placeholders
     */
    public static Notify of(Ref target, String kind, String text) {
      return new Notify(target, text, false, kind);
    }

    /**
     * {@return an announcement with a text of its own ({@code announce(X, "text")}), kind {@link
     * #ANNOUNCE}}
     *
     * @param target the player the announcement is about
     * @param text its text, which may name players
     */
    public static Notify announcement(Ref target, String text) {
      return new Notify(target, text, true, ANNOUNCE);
    }

    /**
     * {@return whether its text names a trigger's subject ({@code {visitor}}, {@code
     * {role(attacker)}} …): in a trigger's response only} Such a placeholder is a brace, maybe a
     * function ({@code role}, {@code original-role}, {@code alignment}, {@code category}, {@code
     * class} or {@code attr:k}) and its parenthesis, a subject's word ({@code visitor}, {@code
     * attacker}, {@code actor}, {@code target}, {@code dead}), maybe a closing parenthesis, and
     * the closing brace. Read by hand, not by a regular expression: every notice of a night asks.
     */
    public boolean namesSubject() {
      for (int i = message.indexOf('{'); i >= 0; i = message.indexOf('{', i + 1)) {
        if (subjectAt(message, i + 1)) {
          return true;
        }
      }
      return false;
    }

    /** Whether a subject's placeholder follows the opening brace just before {@code at}. */
    private static boolean subjectAt(String m, int at) {
      int p = functionAt(m, at);
      return (p > at && subjectWordAt(m, p)) || subjectWordAt(m, at);
    }

    /** Where a placeholder's function and its {@code (} end, or {@code at}: none there. */
    private static int functionAt(String m, int at) {
      for (String f : SUBJECT_FUNCTIONS) {
        if (m.startsWith(f, at)) {
          return at + f.length();
        }
      }
      if (!m.startsWith("attr:", at)) {
        return at;
      }
      int p = at + 5;
      if (p >= m.length() || m.charAt(p) < 'a' || m.charAt(p) > 'z') {
        return at;
      }
      while (p < m.length() && isKeyChar(m.charAt(p))) {
        p++;
      }
      return p < m.length() && m.charAt(p) == '(' ? p + 1 : at;
    }

    private static boolean isKeyChar(char c) {
      return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    }

    /** Whether a subject's word, an optional {@code )} and the closing brace are at {@code p}. */
    private static boolean subjectWordAt(String m, int p) {
      for (String w : Ref.SUBJECT_WORDS) {
        if (m.startsWith(w, p)) {
          int end = p + w.length();
          if (end < m.length() && m.charAt(end) == ')') {
            end++;
          }
          return end < m.length() && m.charAt(end) == '}';
        }
      }
      return false;
    }

    /**
     * {@return whether it is told as its recipient's answer, a feedback entry: of kind {@link
     * #FEEDBACK} or {@link #FAILURE}}
     */
    public boolean answer() {
      return !isPublic && (kind.equals(FEEDBACK) || kind.equals(FAILURE));
    }

    /** {@return whether it is an announcement with a text of its own (kind {@link #ANNOUNCE})} */
    public boolean text() {
      return isPublic && !message.equals(kind);
    }

    @Override
    public Category category() {
      return Category.END_OF_NIGHT;
    }

    /**
     * {@return the target, then the trigger's subject if its text names him ({@code {visitor}}),
     * then the stored targets its text names ({@code {stored(k)}}, {@code
     * {role(stored(k))}}), which
     * planning binds as it binds a component aimed at one (and leaves the notice out while one
     * names no player)}
     */
    @Override
    public List<Ref> refs() {
      boolean subject = namesSubject();
      if (!message.contains("stored(") && !subject) { // {stored(k)}, {role(stored(k))} …
        return List.of(target);
      }
      List<Ref> out = new java.util.ArrayList<>();
      out.add(target);
      if (subject && !target.equals(Ref.subject())) {
        out.add(Ref.subject()); // a trigger's subject its text names
      }
      java.util.regex.Matcher m = STORED_PLACEHOLDER.matcher(message);
      while (m.find()) {
        Ref r = Ref.stored(m.group(1));
        if (!out.contains(r)) {
          out.add(r);
        }
      }
      return List.copyOf(out);
    }

    /**
     * {@return this notice with the players its text names replaced as {@code map} says: each
     * placeholder {@code {r}} of a reference {@code r} becomes {@code {map(r)}}}
     *
     * @param map the reference that replaces each reference of the text
     */
    public Notify withNamed(java.util.function.UnaryOperator<Ref> map) {
      List<Ref> refs = refs();
      String text = message;
      for (Ref r : refs.subList(1, refs.size())) {
        Ref to = map.apply(r);
        if (!to.equals(r)) {
          text = text.replace("{" + r + "}", "{" + to + "}").replace("(" + r + ")}",
              "(" + to + ")}"); // a name, or a fact about him ({role(stored(k))})
        }
      }
      return new Notify(map.apply(target), text, isPublic, kind);
    }

    @Override
    public String describe() {
      if (isPublic) {
        return "announce(" + target + ", " + (text() ? "\"" + message + "\"" : message) + ")";
      }
      if (kind.equals(MESSAGE)) {
        return "notify(" + target + ", \"" + message + "\")";
      }
      return "notify(" + target + ", " + kind + (message.equals(kind) ? "" : ", \"" + message
          + "\"") + ")";
    }
  }

  /**
   * An end-of-night change to the target's game state ({@link StateChange}: a status applied or
   * cleared). It lands like fruit (blocks, moves and untargetability stop it); the next state
   * carries the changes that happened in the order value of their actions, then submission
   * order.
   *
   * @param target the player whose game state changes
   * @param change what changes
   */
  record Change(Ref target, StateChange change) implements Component {
    @Override
    public java.util.Optional<StateChange> stateChange() {
      return java.util.Optional.of(change);
    }

    @Override
    public <R> R accept(Visitor<R> v) {
      return v.visitChange(this);
    }

    /**
     * A value of these parts, checked.
     *
     * @param target the player whose game state changes
     * @param change what changes
     */
    public Change {
      Preconditions.checkNotNull(target);
      Preconditions.checkNotNull(change);
    }

    @Override
    public Category category() {
      return Category.END_OF_NIGHT;
    }

    @Override
    public List<Ref> refs() {
      return change.other().map(o -> List.of(target, o)).orElse(List.of(target));
    }

    @Override
    public String describe() {
      return change.word() + "(" + target + ", " + change.describe() + ")";
    }
  }

  /**
   * The {@code target} (the recipient, who need not be the actor: a Paperboy's reader) is told a
   * fact of kind {@code kind} about player {@code about} at the end of the night: {@code
   * inform(X, role(Y))}. It lands on the recipient like a notice (blocks, moves and
   * untargetability stop it); the fact is about {@code about} as written, and only kinds that
   * are about the role a player holds ({@link ResultKind#aboutRole}) can be told.
   *
   * @param target the recipient, who is told the fact
   * @param kind the kind of fact: one about the role a player holds
   * @param about the player the fact is about, as written (moves do not move it)
   */
  record Inform(Ref target, ResultKind kind, Ref about) implements Component {
    @Override
    public <R> R accept(Visitor<R> v) {
      return v.visitInform(this);
    }

    /**
     * A value of these parts, checked.
     *
     * @param target the recipient, who is told the fact
     * @param kind the kind of fact: one about the role a player holds
     * @param about the player the fact is about, as written (moves do not move it)
     */
    public Inform {
      Preconditions.checkNotNull(target);
      Preconditions.checkNotNull(about);
      Preconditions.checkArgument(kind.aboutRole(), "cannot tell a fact of kind %s", kind);
    }

    @Override
    public Category category() {
      return Category.END_OF_NIGHT;
    }

    @Override
    public List<Ref> refs() {
      return List.of(target, about);
    }

    @Override
    public String describe() {
      return "inform(" + target + ", " + kind.label() + "(" + about + "))";
    }
  }

  // ---- observable effects ---------------------------------------------------------------

  /**
   * The actor visits the target: seen by Trackers and Watchers, fires PGO triggers.
   *
   * @param target the player visited
   */
  record Visit(Ref target) implements Component {
    @Override
    public boolean isVisit() {
      return true;
    }

    @Override
    public <R> R accept(Visitor<R> v) {
      return v.visitVisit(this);
    }

    /**
     * A value of these parts, checked.
     *
     * @param target the player visited
     */
    public Visit {
      Preconditions.checkNotNull(target);
    }

    @Override
    public Category category() {
      return Category.OBSERVABLE;
    }

    @Override
    public List<Ref> refs() {
      return List.of(target);
    }

    @Override
    public String describe() {
      return "visit(" + target + ")";
    }
  }

  // ---- modifying effects ----------------------------------------------------------------

  /**
   * Kills landing on the target fail. {@code fromTags} restricts it to kills whose ability
   * carries one of these tags; empty means every kill. {@code upTo} is the strongest kill class
   * it stops ({@link KillClass#KILL}, the default, stops attacks and kills; {@link
   * KillClass#ATTACK} only attacks; nothing stops a true kill). With {@code everyKill} it stops
   * every kill on its target whatever the {@code doctor-stops} option says (a jail, a vest);
   * otherwise {@code doctor-stops one} makes it cancel one kill (a Doctor). With {@code by} it
   * works only against attackers who pass that filter ({@code by=align:mafia}).
   *
   * @param target the player protected
   * @param fromTags the tags of the kills it covers (the kill's ability carries one); empty: every
   *     kill
   * @param upTo the strongest kill class it stops: {@link KillClass#KILL} or {@link
   *     KillClass#ATTACK}
   * @param everyKill whether it stops every kill on its target, whatever {@code doctor-stops} says
   * @param by the attackers it works against ({@code by=}); empty: every attacker
   * @param rank its rung on the defense ladder as written ({@code rank=}); empty: the default, see
   *     {@link #rankIn}
   * @param limit its uses, for a limited protection of a passive ({@code uses=}); empty: unlimited
   * @param react end-of-night components that happen, bound to the attacker ({@link
   *     Ref#subject()}), for every kill it stops ({@code react=})
   */
  record Protect(Ref target, Set<String> fromTags, KillClass upTo, boolean everyKill,
      java.util.Optional<PlayerFilter> by, java.util.Optional<Rank> rank,
      java.util.Optional<Limit> limit, List<Component> react) implements Component {

    /**
     * Which rung of the defense ladder a protection stands on (seed 004, {@code
     * seed-vocabulary.md} section 4.2): when several protections stop one kill, the one of the
     * lowest rank is <em>used</em> on it (ties: the earlier action). Unstated, a protection of a
     * submitted action is {@link #ACTIVE} and one of a passive (a role's, a modifier's, a
     * status's) {@link #PASSIVE}.
     */
    public enum Rank {
      /**
       * An absence ({@link Absent}): first on the ladder; no protection's rank, only a defense
       * trigger's filter ({@code defense(absence)}).
       */
      ABSENCE,
      /** A protection of a submitted action, unless its rank is written ({@code active}). */
      ACTIVE,
      /**
       * A protection of a passive (a role's, a modifier's, a status's), unless written ({@code
       * passive}).
       */
      PASSIVE,
      /**
       * After active and passive protections ({@code partial}): used only when none of theirs stops
       * the kill.
       */
      PARTIAL,
      /**
       * Last on the ladder ({@code recruitment}): used only when no other defense stops the kill.
       */
      RECRUITMENT;

      /** {@return the word of the roles language: {@code active}, {@code passive}, ...} */
      public String word() {
        return name().toLowerCase(java.util.Locale.ROOT);
      }
    }

    /** When a limited protection spends one of its uses. */
    public enum Consume {
      /** Once for every kill it is used on (it stopped the kill, first on the ladder). */
      NEED,
      /** Once for every covered kill that reaches its holder, whatever stopped the kill. */
      ATTEMPT,
      /** Once in a night in which it is used on some kill. */
      PER_NIGHT;

      /**
       * {@return the word of the roles language: {@code need}, {@code attempt}, {@code per-night}}
       */
      public String word() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
      }
    }

    /**
     * A protection of a passive that works while it has uses left ({@code uses=2,
     * consume=attempt}): the game state counts them under {@code key} ({@code Butler.passive},
     * {@code Butler.passive2} for its holder's second limited protection); a night that starts
     * with none left does without it. Within one night it stops every kill it covers; the uses
     * spent are taken after the night, at most those left.
     *
     * @param uses how many uses it has, at least 1
     * @param consume when a use is spent
     * @param key the key the game state counts the uses left under: {@code Butler.passive}, {@code
     *     Butler.passive2}
     */
    public record Limit(int uses, Consume consume, String key) {
      /**
       * A value of these parts, checked.
       *
       * @param uses how many uses it has, at least 1
       * @param consume when a use is spent
       * @param key the key the game state counts the uses left under: {@code Butler.passive},
       *     {@code Butler.passive2}
       */
      public Limit {
        Preconditions.checkArgument(uses > 0, "a limited protection has at least one use: %s",
            uses);
        Preconditions.checkNotNull(consume);
        Preconditions.checkArgument(key.matches("[A-Z][A-Za-z0-9]*\\.passive[0-9]*"),
            "bad uses key %s", key);
      }

      /**
       * {@return the key of the {@code n}th (1-based) limited protection of {@code holder}'s
       * passives}
       *
       * @param holder the name of the role or modifier the passive belongs to ({@code Butler})
       * @param n which of its limited protections, from 1
       */
      public static String key(String holder, int n) {
        return holder + ".passive" + (n == 1 ? "" : String.valueOf(n));
      }
    }
    @Override
    public boolean isProtect() {
      return true;
    }

    @Override
    public <R> R accept(Visitor<R> v) {
      return v.visitProtect(this);
    }

    /**
     * A value of these parts, checked.
     *
     * @param target the player protected
     * @param fromTags the tags of the kills it covers (the kill's ability carries one); empty:
     *     every kill
     * @param upTo the strongest kill class it stops: {@link KillClass#KILL} or {@link
     *     KillClass#ATTACK}
     * @param everyKill whether it stops every kill on its target, whatever {@code doctor-stops}
     *     says
     * @param by the attackers it works against ({@code by=}); empty: every attacker
     * @param rank its rung on the defense ladder as written ({@code rank=}); empty: the default,
     *     see {@link #rankIn}
     * @param limit its uses, for a limited protection of a passive ({@code uses=}); empty:
     *     unlimited
     * @param react end-of-night components that happen, bound to the attacker ({@link
     *     Ref#subject()}), for every kill it stops ({@code react=})
     */
    public Protect {
      Preconditions.checkNotNull(target);
      fromTags = Set.copyOf(fromTags);
      Preconditions.checkArgument(upTo == KillClass.ATTACK || upTo == KillClass.KILL,
          "a protection stops attacks or kills, never true kills: %s", upTo);
      Preconditions.checkNotNull(by);
      Preconditions.checkNotNull(rank);
      Preconditions.checkArgument(!rank.equals(java.util.Optional.of(Rank.ABSENCE)),
          "an absence is no protection's rank");
      Preconditions.checkNotNull(limit);
      react = List.copyOf(react);
      Cancel.checkNotIn(react, "a protection's react=");
      Preconditions.checkArgument(react.stream().allMatch(c -> c.category()
          == Category.END_OF_NIGHT), "a protection reacts with end-of-night effects: %s", react);
    }

    @Override
    public List<Component> responses() {
      return react;
    }

    /**
     * {@return this protection with another limit}
     *
     * @param other the new limit; empty: unlimited
     */
    public Protect withLimit(java.util.Optional<Limit> other) {
      return new Protect(target, fromTags, upTo, everyKill, by, rank, other, react);
    }

    /**
     * A protection with no rank, no limit and no reaction, against attackers {@code by}.
     *
     * @param target the player protected
     * @param fromTags the tags of the kills it covers (the kill's ability carries one); empty:
     *     every kill
     * @param upTo the strongest kill class it stops: {@link KillClass#KILL} or {@link
     *     KillClass#ATTACK}
     * @param everyKill whether it stops every kill on its target, whatever {@code doctor-stops}
     *     says
     * @param by the attackers it works against ({@code by=}); empty: every attacker
     */
    public Protect(Ref target, Set<String> fromTags, KillClass upTo, boolean everyKill,
        java.util.Optional<PlayerFilter> by) {
      this(target, fromTags, upTo, everyKill, by, java.util.Optional.empty(),
          java.util.Optional.empty(), List.of());
    }

    /**
     * A protection against every attacker.
     *
     * @param target the player protected
     * @param fromTags the tags of the kills it covers (the kill's ability carries one); empty:
     *     every kill
     * @param upTo the strongest kill class it stops: {@link KillClass#KILL} or {@link
     *     KillClass#ATTACK}
     * @param everyKill whether it stops every kill on its target, whatever {@code doctor-stops}
     *     says
     */
    public Protect(Ref target, Set<String> fromTags, KillClass upTo, boolean everyKill) {
      this(target, fromTags, upTo, everyKill, java.util.Optional.empty());
    }

    /**
     * {@return its rank on the defense ladder: the one written, else {@link Rank#PASSIVE} in a
     * passive and {@link Rank#ACTIVE} in a submitted action}
     *
     * @param passive whether it is a passive's (a role's, a modifier's, a status's) rather than a
     *     submitted action's
     */
    public Rank rankIn(boolean passive) {
      return rank.orElse(passive ? Rank.PASSIVE : Rank.ACTIVE);
    }

    /**
     * {@return whether anything asks which kills it is <em>used</em> on: it reacts, or it is
     * limited (its uses are spent by use or attempt)}
     */
    public boolean accounted() {
      return !react.isEmpty() || limit.isPresent();
    }

    /**
     * {@return whether it works against an attack by {@code attacker} ({@code by}; null: unknown)}
     *
     * @param attacker the attacker; null if unknown
     */
    public boolean against(PlayerFilter.Subject attacker) {
      return by.isEmpty() || (attacker != null && by.get().matches(attacker));
    }

    /**
     * A protection from every attack and kill with one of {@code fromTags} (all if empty).
     *
     * @param target the player protected
     * @param fromTags the tags of the kills it covers (the kill's ability carries one); empty:
     *     every kill
     * @param everyKill whether it stops every kill on its target, whatever {@code doctor-stops}
     *     says
     */
    public Protect(Ref target, Set<String> fromTags, boolean everyKill) {
      this(target, fromTags, KillClass.KILL, everyKill);
    }

    /**
     * {@return a Doctor's protection: {@code doctor-stops} decides how many kills it cancels}
     *
     * @param target the player protected
     */
    public static Protect of(Ref target) {
      return new Protect(target, Set.of(), false);
    }

    /**
     * {@return a protection that stops every kill on its target (a Jailkeeper's, a vest's)}
     *
     * @param target the player protected
     */
    public static Protect everyKill(Ref target) {
      return new Protect(target, Set.of(), true);
    }

    /**
     * {@return whether this protection is strong enough for a kill of this class}
     *
     * @param killClass the kill's class
     */
    public boolean stops(KillClass killClass) {
      return killClass.compareTo(upTo) <= 0;
    }

    @Override
    public Category category() {
      return Category.MODIFYING;
    }

    @Override
    public List<Ref> refs() {
      return List.of(target);
    }

    /**
     * {@return whether this protection covers a kill of an ability with these tags}
     *
     * @param killTags the tags of the kill's ability
     */
    public boolean covers(Set<String> killTags) {
      if (fromTags.isEmpty()) {
        return true;
      }
      for (String t : fromTags) { // asked per kill and protection: no stream
        if (killTags.contains(t)) {
          return true;
        }
      }
      return false;
    }

    @Override
    public String describe() {
      List<String> params = new java.util.ArrayList<>();
      if (!fromTags.isEmpty() || upTo != KillClass.KILL) {
        List<String> from = new java.util.ArrayList<>();
        if (upTo != KillClass.KILL) {
          from.add(upTo.word());
        }
        fromTags.stream().sorted().forEach(t -> from.add("tag:" + t));
        params.add("from=" + String.join("|", from));
      }
      if (everyKill) {
        params.add("every-kill");
      }
      by.ifPresent(f -> params.add("by=" + f));
      rank.ifPresent(r -> params.add("rank=" + r.word()));
      limit.ifPresent(l -> {
        params.add("uses=" + l.uses());
        params.add("consume=" + l.consume().word());
      });
      if (!react.isEmpty()) {
        params.add("react=" + react.stream().map(Component::describe)
            .collect(Collectors.joining(" + ")));
      }
      return "protect(" + target + (params.isEmpty() ? "" : ", " + String.join(", ", params)) + ")";
    }
  }

  /**
   * Every component of every blockable action of the target fails, visits included, except
   * actions whose ability carries one of {@code exceptTags}, and, when {@code onlyTags} is not
   * empty, only actions whose ability carries one of {@code onlyTags}. With {@code feedback}
   * (WWR's Obstructing), an information component it stops answers that value instead of {@code
   * no result}. With {@code chances} (WWR's Obstructing by chance, {@code
   * feedback=50%:Citizen|50%:real}) the fake feedback is drawn once per action before the night
   * is resolved ({@code games.md} section 9): planning turns the block into one with that fixed
   * {@code feedback}, or leaves it out when {@code real} is drawn, so engines never see chances.
   *
   * @param target the player whose actions are blocked
   * @param exceptTags the tags of abilities whose actions it does not block
   * @param onlyTags the tags of the only abilities whose actions it blocks; empty: every ability
   * @param feedback the fixed fake answer of an information component it stops; empty: {@code no
   *     result}
   * @param chances the outcomes of a feedback by chance, adding up to 100 percent; empty: none
   *     (there is then no fixed {@code feedback})
   */
  record Block(Ref target, Set<String> exceptTags, Set<String> onlyTags,
      java.util.Optional<String> feedback, List<Chance> chances) implements Component {

    /**
     * One outcome of a feedback by chance: {@code percent} percent, the fake {@code value}, or
     * none for {@code real} (the true answer).
     *
     * @param percent its chance, 1 to 100 percent
     * @param value the fake feedback; empty: {@code real}, the true answer
     */
    public record Chance(int percent, java.util.Optional<String> value) {
      /**
       * A value of these parts, checked.
       *
       * @param percent its chance, 1 to 100 percent
       * @param value the fake feedback; empty: {@code real}, the true answer
       */
      public Chance {
        Preconditions.checkArgument(percent > 0 && percent <= 100, "bad chance %s%%", percent);
        Preconditions.checkArgument(value.isEmpty() || isFeedback(value.get()),
            "bad feedback %s", value);
      }

      /** {@return the value as written: the fake feedback, or {@code real}} */
      public String word() {
        return value.orElse(REAL);
      }

      @Override
      public String toString() {
        return percent + "%:" + quoted(word());
      }
    }

    /** The word of a chance that gives the true answer. */
    public static final String REAL = "real";

    /**
     * {@return whether {@code value} can be a fake feedback: a word ({@code Citizen}) or a text
     * of more words ({@code Village Idler}: a WWR role's name), without quotes or {@code |}}
     *
     * @param value a fake feedback
     */
    public static boolean isFeedback(String value) {
      return !value.isBlank() && value.indexOf('"') < 0 && value.indexOf('|') < 0
          && (value.matches("[A-Za-z0-9][A-Za-z0-9_-]*") || !value.matches("[0-9]+%.*"));
    }

    /** A fake feedback as the roles language writes it: a word as it is, a text quoted. */
    static String quoted(String value) {
      return value.matches("[A-Za-z0-9][A-Za-z0-9_-]*") ? value : "\"" + value + "\"";
    }

    @Override
    public boolean isBlock() {
      return true;
    }

    @Override
    public <R> R accept(Visitor<R> v) {
      return v.visitBlock(this);
    }

    /**
     * A value of these parts, checked.
     *
     * @param target the player whose actions are blocked
     * @param exceptTags the tags of abilities whose actions it does not block
     * @param onlyTags the tags of the only abilities whose actions it blocks; empty: every ability
     * @param feedback the fixed fake answer of an information component it stops; empty: {@code no
     *     result}
     * @param chances the outcomes of a feedback by chance, adding up to 100 percent; empty: none
     *     (there is then no fixed {@code feedback})
     */
    public Block {
      Preconditions.checkNotNull(target);
      exceptTags = Set.copyOf(exceptTags);
      onlyTags = Set.copyOf(onlyTags);
      Preconditions.checkArgument(feedback.isEmpty() || isFeedback(feedback.get()),
          "bad feedback %s", feedback);
      chances = List.copyOf(chances);
      Preconditions.checkArgument(chances.isEmpty() || (feedback.isEmpty()
          && chances.stream().mapToInt(Chance::percent).sum() == 100),
          "chances must add up to 100%% and come without a fixed feedback: %s", chances);
    }

    /**
     * A block with a fixed fake feedback, or none.
     *
     * @param target the player whose actions are blocked
     * @param exceptTags the tags of abilities whose actions it does not block
     * @param onlyTags the tags of the only abilities whose actions it blocks; empty: every ability
     * @param feedback the fixed fake answer of an information component it stops; empty: {@code no
     *     result}
     */
    public Block(Ref target, Set<String> exceptTags, Set<String> onlyTags,
        java.util.Optional<String> feedback) {
      this(target, exceptTags, onlyTags, feedback, List.of());
    }

    /** {@return whether its fake feedback is drawn by chance} */
    public boolean byChance() {
      return !chances.isEmpty();
    }

    /**
     * {@return this block with its fake feedback fixed to {@code value}, its chances gone}
     *
     * @param value the fake feedback; empty: none, the true answer
     */
    public Block withFeedback(java.util.Optional<String> value) {
      return new Block(target, exceptTags, onlyTags, value, List.of());
    }

    /**
     * A block with no fake feedback.
     *
     * @param target the player whose actions are blocked
     * @param exceptTags the tags of abilities whose actions it does not block
     * @param onlyTags the tags of the only abilities whose actions it blocks; empty: every ability
     */
    public Block(Ref target, Set<String> exceptTags, Set<String> onlyTags) {
      this(target, exceptTags, onlyTags, java.util.Optional.empty());
    }

    /**
     * A block of every action but those with one of {@code exceptTags}.
     *
     * @param target the player whose actions are blocked
     * @param exceptTags the tags of abilities whose actions it does not block
     */
    public Block(Ref target, Set<String> exceptTags) {
      this(target, exceptTags, Set.of());
    }

    /**
     * {@return a block of every action of {@code target}, with no fake feedback}
     *
     * @param target the player whose actions are blocked
     */
    public static Block of(Ref target) {
      return new Block(target, Set.of());
    }

    @Override
    public Category category() {
      return Category.MODIFYING;
    }

    @Override
    public List<Ref> refs() {
      return List.of(target);
    }

    /**
     * {@return whether this block reaches an action of an ability with these tags}
     *
     * @param abilityTags the tags of the action's ability
     */
    public boolean reaches(Set<String> abilityTags) {
      for (String tag : exceptTags) {
        if (abilityTags.contains(tag)) {
          return false;
        }
      }
      if (onlyTags.isEmpty()) {
        return true;
      }
      for (String tag : onlyTags) {
        if (abilityTags.contains(tag)) {
          return true;
        }
      }
      return false;
    }

    /**
     * {@return which actions it reaches, in words for a step log: "", ", only vig actions", ...}
     */
    public String scope() {
      return (onlyTags.isEmpty() ? "" : ", only " + sorted(onlyTags) + " actions")
          + (exceptTags.isEmpty() ? "" : ", except " + sorted(exceptTags) + " actions");
    }

    @Override
    public String describe() {
      List<String> params = new java.util.ArrayList<>();
      if (!onlyTags.isEmpty()) {
        params.add("only=" + sorted(onlyTags));
      }
      if (!exceptTags.isEmpty()) {
        params.add("except=" + sorted(exceptTags));
      }
      feedback.ifPresent(f -> params.add("feedback=" + quoted(f)));
      if (!chances.isEmpty()) {
        params.add("feedback=" + chances.stream().map(Chance::toString)
            .collect(Collectors.joining("|")));
      }
      return "block(" + target + (params.isEmpty() ? "" : ", " + String.join(", ", params)) + ")";
    }
  }

  /**
   * The actions of the player {@code actorOf} land on {@code to} instead of their targets; when
   * {@code onlyTags} is not empty only actions whose ability carries one of them, and never
   * those whose ability carries one of {@code exceptTags} ({@link #reaches}).
   *
   * @param actorOf the player whose actions are moved
   * @param to the player they land on instead
   * @param onlyTags the tags of the only abilities whose actions it moves; empty: every ability
   * @param exceptTags the tags of abilities whose actions it never moves
   */
  record Redirect(Ref actorOf, Ref to, Set<String> onlyTags, Set<String> exceptTags)
      implements Component {
    @Override
    public boolean isRedirect() {
      return true;
    }

    @Override
    public boolean isMove() {
      return true;
    }

    @Override
    public <R> R accept(Visitor<R> v) {
      return v.visitRedirect(this);
    }

    /**
     * A value of these parts, checked.
     *
     * @param actorOf the player whose actions are moved
     * @param to the player they land on instead
     * @param onlyTags the tags of the only abilities whose actions it moves; empty: every ability
     * @param exceptTags the tags of abilities whose actions it never moves
     */
    public Redirect {
      Preconditions.checkNotNull(actorOf);
      Preconditions.checkNotNull(to);
      onlyTags = Set.copyOf(onlyTags);
      exceptTags = Set.copyOf(exceptTags);
    }

    /**
     * A redirect of every action of {@code actorOf}.
     *
     * @param actorOf the player whose actions are moved
     * @param to the player they land on instead
     */
    public Redirect(Ref actorOf, Ref to) {
      this(actorOf, to, Set.of(), Set.of());
    }

    /**
     * {@return whether it moves an action of an ability with these tags (only=, except=)}
     *
     * @param abilityTags the tags of the action's ability
     */
    public boolean reaches(Set<String> abilityTags) {
      return tagsPass(onlyTags, exceptTags, abilityTags);
    }

    /** {@return which actions it moves, in words for a step log: "", " (only vig actions)", ...} */
    public String scope() {
      return scopeWords(null, onlyTags, exceptTags);
    }

    @Override
    public Category category() {
      return Category.MODIFYING;
    }

    @Override
    public List<Ref> refs() {
      return List.of(actorOf, to);
    }

    @Override
    public String describe() {
      return "redirect(" + actorOf + ", to=" + to + tagParams(onlyTags, exceptTags) + ")";
    }
  }

  /**
   * Every movable component landing on {@code first} lands on {@code second}, and vice versa.
   *
   * @param first one of the two players whose incoming components are exchanged
   * @param second the other one
   */
  record Swap(Ref first, Ref second) implements Component {
    @Override
    public boolean isMove() {
      return true;
    }

    @Override
    public <R> R accept(Visitor<R> v) {
      return v.visitSwap(this);
    }

    /**
     * A value of these parts, checked.
     *
     * @param first one of the two players whose incoming components are exchanged
     * @param second the other one
     */
    public Swap {
      Preconditions.checkNotNull(first);
      Preconditions.checkNotNull(second);
    }

    @Override
    public Category category() {
      return Category.MODIFYING;
    }

    @Override
    public List<Ref> refs() {
      return List.of(first, second);
    }

    @Override
    public String describe() {
      return "swap(" + first + ", " + second + ")";
    }
  }

  /**
   * Target-side redirection (WWR's Redirecting): every movable component of another action that
   * lands on {@code holder} goes on to {@code to}, at any point of its route, like one side of a
   * swap. {@code from} restricts it to actions whose actor passes the filter ({@code
   * from=align:werewolf}); {@code onlyTags} (when not empty) and {@code exceptTags} to actions
   * whose ability carries (lacks) one of the tags ({@link #reaches}). A deflect to its own holder
   * moves nothing.
   *
   * @param holder the player whose incoming components it moves
   * @param to the player they go on to
   * @param from the actors whose actions it moves ({@code from=}); empty: every actor
   * @param onlyTags the tags of the only abilities whose actions it moves; empty: every ability
   * @param exceptTags the tags of abilities whose actions it never moves
   */
  record Deflect(Ref holder, Ref to, java.util.Optional<PlayerFilter> from, Set<String> onlyTags,
      Set<String> exceptTags) implements Component {
    @Override
    public boolean isMove() {
      return true;
    }

    @Override
    public <R> R accept(Visitor<R> v) {
      return v.visitDeflect(this);
    }

    /**
     * A value of these parts, checked.
     *
     * @param holder the player whose incoming components it moves
     * @param to the player they go on to
     * @param from the actors whose actions it moves ({@code from=}); empty: every actor
     * @param onlyTags the tags of the only abilities whose actions it moves; empty: every ability
     * @param exceptTags the tags of abilities whose actions it never moves
     */
    public Deflect {
      Preconditions.checkNotNull(holder);
      Preconditions.checkNotNull(to);
      Preconditions.checkNotNull(from);
      onlyTags = Set.copyOf(onlyTags);
      exceptTags = Set.copyOf(exceptTags);
    }

    /**
     * A deflect of every action landing on {@code holder}.
     *
     * @param holder the player whose incoming components it moves
     * @param to the player they go on to
     */
    public Deflect(Ref holder, Ref to) {
      this(holder, to, java.util.Optional.empty(), Set.of(), Set.of());
    }

    /**
     * {@return whether it moves a component of an action of an ability with these tags whose actor
     * is {@code actor} ({@code from=}, {@code only=}, {@code except=})}
     *
     * @param abilityTags the tags of the action's ability
     * @param actor the action's actor
     */
    public boolean reaches(Set<String> abilityTags, PlayerFilter.Subject actor) {
      return tagsPass(onlyTags, exceptTags, abilityTags)
          && (from.isEmpty() || from.get().matches(actor));
    }

    /**
     * {@return which actions it moves, in words for a step log: "", " (only actions of align:w)",
     * ...}
     */
    public String scope() {
      return scopeWords(from.orElse(null), onlyTags, exceptTags);
    }

    @Override
    public Category category() {
      return Category.MODIFYING;
    }

    @Override
    public List<Ref> refs() {
      return List.of(holder, to);
    }

    @Override
    public String describe() {
      return "deflect(" + holder + ", to=" + to + from.map(f -> ", from=" + f).orElse("")
          + tagParams(onlyTags, exceptTags) + ")";
    }
  }

  /**
   * Components landing on the target fail (the visit itself still happens). Its {@code scope}
   * says which: every component, only non-kills (an Ascetic's, {@code non-kills}) or only kills
   * ({@code unkillable}); {@code onlyTags} (when not empty) and {@code exceptTags} narrow it to
   * components of abilities with, or without, one of those tags (an arrest that a release still
   * reaches: {@code except=release}).
   *
   * @param target the player who cannot be targeted
   * @param scope which components it stops, before its tags narrow it
   * @param onlyTags the tags of the only abilities whose components it stops; empty: every ability
   * @param exceptTags the tags of abilities whose components it never stops
   */
  record Untargetable(Ref target, Scope scope, Set<String> onlyTags, Set<String> exceptTags)
      implements Component {

    /** Which components an untargetability stops, before its tags narrow it. */
    public enum Scope {
      /** Every component but visits. */
      ALL,
      /** Every component but kills and visits (an Ascetic). */
      NON_KILLS,
      /** Kills only ({@code unkillable}). */
      KILLS
    }

    @Override
    public <R> R accept(Visitor<R> v) {
      return v.visitUntargetable(this);
    }

    /**
     * A value of these parts, checked.
     *
     * @param target the player who cannot be targeted
     * @param scope which components it stops, before its tags narrow it
     * @param onlyTags the tags of the only abilities whose components it stops; empty: every
     *     ability
     * @param exceptTags the tags of abilities whose components it never stops
     */
    public Untargetable {
      Preconditions.checkNotNull(target);
      Preconditions.checkNotNull(scope);
      onlyTags = Set.copyOf(onlyTags);
      exceptTags = Set.copyOf(exceptTags);
    }

    /**
     * Full untargetability ({@code nonKillsOnly} false) or an Ascetic's (true).
     *
     * @param target the player who cannot be targeted
     * @param nonKillsOnly whether kills still land (an Ascetic's, {@link Scope#NON_KILLS})
     */
    public Untargetable(Ref target, boolean nonKillsOnly) {
      this(target, nonKillsOnly ? Scope.NON_KILLS : Scope.ALL, Set.of(), Set.of());
    }

    /**
     * {@return full untargetability of {@code target}: every component but visits fails}
     *
     * @param target the player who cannot be targeted
     */
    public static Untargetable of(Ref target) {
      return new Untargetable(target, false);
    }

    /** {@return whether it spares kills (an Ascetic's): a kill may still land} */
    public boolean nonKillsOnly() {
      return scope == Scope.NON_KILLS;
    }

    /**
     * {@return whether it stops component {@code c} of an ability with these tags (visits aside)}
     *
     * @param c the component
     * @param abilityTags the tags of its ability
     */
    public boolean stops(Component c, Set<String> abilityTags) {
      boolean kind = switch (scope) {
        case ALL -> true;
        case NON_KILLS -> !c.isKill();
        case KILLS -> c.isKill();
      };
      if (!kind) {
        return false;
      }
      for (String tag : exceptTags) {
        if (abilityTags.contains(tag)) {
          return false;
        }
      }
      if (onlyTags.isEmpty()) {
        return true;
      }
      for (String tag : onlyTags) {
        if (abilityTags.contains(tag)) {
          return true;
        }
      }
      return false;
    }

    /**
     * {@return whether it stops every kill, whatever its ability's tags (a passed-on death meets
     * it)}
     */
    public boolean stopsEveryKill() {
      return scope != Scope.NON_KILLS && onlyTags.isEmpty() && exceptTags.isEmpty();
    }

    /**
     * {@return what it stops, in words for a step log, with a leading blank: "" for everything, "
     * except for kills", " for kills only, except for factionkill actions", ...}
     */
    public String scopeText() {
      List<String> parts = new java.util.ArrayList<>();
      switch (scope) {
        case NON_KILLS -> parts.add("except for kills");
        case KILLS -> parts.add("for kills only");
        default -> { }
      }
      if (!onlyTags.isEmpty()) {
        parts.add("only for " + sorted(onlyTags) + " actions");
      }
      if (!exceptTags.isEmpty()) {
        parts.add("except for " + sorted(exceptTags) + " actions");
      }
      return parts.isEmpty() ? "" : " " + String.join(", ", parts);
    }

    @Override
    public Category category() {
      return Category.MODIFYING;
    }

    @Override
    public List<Ref> refs() {
      return List.of(target);
    }

    @Override
    public String describe() {
      List<String> params = new java.util.ArrayList<>();
      if (scope == Scope.NON_KILLS) {
        params.add("non-kills");
      } else if (scope == Scope.KILLS) {
        params.add("unkillable");
      }
      if (!onlyTags.isEmpty()) {
        params.add("only=" + sorted(onlyTags));
      }
      if (!exceptTags.isEmpty()) {
        params.add("except=" + sorted(exceptTags));
      }
      return "untargetable(" + target + (params.isEmpty() ? "" : ", " + String.join(", ", params))
          + ")";
    }
  }

  /**
   * Kills landing on the target fail, and kill the actor (the guard) instead.
   *
   * @param target the player guarded: a kill landing on them kills the guard instead
   */
  record Guard(Ref target) implements Component {
    @Override
    public boolean passesDeathOn() {
      return true;
    }

    @Override
    public <R> R accept(Visitor<R> v) {
      return v.visitGuard(this);
    }

    /**
     * A value of these parts, checked.
     *
     * @param target the player guarded: a kill landing on them kills the guard instead
     */
    public Guard {
      Preconditions.checkNotNull(target);
    }

    @Override
    public Category category() {
      return Category.MODIFYING;
    }

    @Override
    public List<Ref> refs() {
      return List.of(target);
    }

    @Override
    public String describe() {
      return "guard(" + target + ")";
    }
  }

  /**
   * The {@code holder} spends the night at {@code at}: kills of the classes in {@code from}
   * aimed at the holder fail, and every such kill landing on {@code at} also kills the holder.
   * A Hider is {@code absent(self, at=X, from=all)} plus full untargetability; the WWR Hooker is
   * {@code absent(self, at=X, from=attack)}.
   *
   * @param holder the player who is away
   * @param at the player the holder spends the night with
   * @param from the kill classes aimed at the holder that fail (and that kill the holder when they
   *     land on {@code at}); at least one
   */
  record Absent(Ref holder, Ref at, Set<KillClass> from) implements Component {
    @Override
    public boolean passesDeathOn() {
      return true;
    }

    @Override
    public <R> R accept(Visitor<R> v) {
      return v.visitAbsent(this);
    }

    /**
     * A value of these parts, checked.
     *
     * @param holder the player who is away
     * @param at the player the holder spends the night with
     * @param from the kill classes aimed at the holder that fail (and that kill the holder when
     *     they land on {@code at}); at least one
     */
    public Absent {
      Preconditions.checkNotNull(holder);
      Preconditions.checkNotNull(at);
      Preconditions.checkArgument(!from.isEmpty(), "absence from no kill class");
      from = Set.copyOf(from);
    }

    @Override
    public Category category() {
      return Category.MODIFYING;
    }

    @Override
    public List<Ref> refs() {
      return List.of(holder, at);
    }

    @Override
    public Ref target() {
      return at;
    }

    @Override
    public String describe() {
      return "absent(" + holder + ", at=" + at + ", from=" + KillClass.describe(from) + ")";
    }
  }

  /**
   * A role given as an argument: a role of the rule set named in the component ({@code
   * as=Cop}), or a parameter of type {@code role} of the ability ({@code as=R}, number {@code
   * param} among its role parameters, written {@code name}), bound when the night is planned.
   *
   * @param fixed the rule set's role named in the component; empty for a parameter
   * @param param the number of the parameter among the ability's role parameters, from 0; -1 for a
   *     fixed role
   * @param name how it is written: the role's name, or the parameter's letter
   */
  record RoleArg(java.util.Optional<Role> fixed, int param, String name) {
    /**
     * A value of these parts, checked.
     *
     * @param fixed the rule set's role named in the component; empty for a parameter
     * @param param the number of the parameter among the ability's role parameters, from 0; -1 for
     *     a fixed role
     * @param name how it is written: the role's name, or the parameter's letter
     */
    public RoleArg {
      Preconditions.checkNotNull(fixed);
      Preconditions.checkArgument(fixed.isPresent() ? param == -1 : param >= 0,
          "a fixed role or a parameter");
      Preconditions.checkArgument(fixed.isPresent() || name.matches("[A-Z]"),
          "bad parameter name %s", name);
    }

    /**
     * {@return the role {@code r}}
     *
     * @param r the role
     */
    public static RoleArg of(Role r) {
      return new RoleArg(java.util.Optional.of(r), -1, r.name());
    }

    /**
     * {@return role parameter number {@code index}, written {@code name}}
     *
     * @param index its number among the ability's role parameters, from 0
     * @param name its letter
     */
    public static RoleArg param(int index, String name) {
      return new RoleArg(java.util.Optional.empty(), index, name);
    }

    @Override
    public String toString() {
      return fixed.map(Role::name).orElse(name);
    }
  }

  /**
   * How long a {@link Disguise} holds: tonight ({@code phase}, the default), {@code permanent}
   * (kept in the game state), until it is {@code use}d (it answered an information result that
   * sees it), or through a phase ({@code N+k}, {@code D+k}, as a status's {@code until}).
   *
   * @param kind which duration
   * @param phase the last phase it holds through, relative to tonight: for {@link Kind#TIMED} only
   */
  record Lasting(Kind kind, java.util.Optional<StateChange.Until> phase) {
    /** Which duration. */
    public enum Kind {
      /** Tonight only ({@code phase}, the default). */
      PHASE,
      /** For the rest of the game ({@code permanent}), kept in the game state. */
      PERMANENT,
      /** Until it answers one information result that sees it ({@code use}). */
      USE,
      /** Until it answers two information results that see it ({@code use2}). */
      USE2,
      /** Through the phase {@link Lasting#phase} gives ({@code N+k}, {@code D+k}). */
      TIMED
    }

    /** The default: tonight only. */
    public static final Lasting TONIGHT = new Lasting(Kind.PHASE, java.util.Optional.empty());

    /**
     * A value of these parts, checked.
     *
     * @param kind which duration
     * @param phase the last phase it holds through, relative to tonight: for {@link Kind#TIMED}
     *     only
     */
    public Lasting {
      Preconditions.checkNotNull(kind);
      Preconditions.checkArgument(phase.isPresent() == (kind == Kind.TIMED), "a phase: TIMED");
    }

    /** {@return how many uses end it: 1 ({@code use}), 2 ({@code use2}), 0 (no use ends it)} */
    public int uses() {
      return kind == Kind.USE ? 1 : kind == Kind.USE2 ? 2 : 0;
    }

    /** {@return whether it outlives the night (it then goes into the game state)} */
    public boolean lasts() {
      return kind != Kind.PHASE;
    }

    /** {@return the word after {@code until=}} */
    public String word() {
      return switch (kind) {
        case PHASE -> "phase";
        case PERMANENT -> "permanent";
        case USE -> "use";
        case USE2 -> "use2";
        case TIMED -> phase.orElseThrow().toString();
      };
    }
  }

  /**
   * The target appears to hold role {@code as} to the information results that see a disguise
   * of this {@code strength} ({@code seed-vocabulary.md} §4.1, WWR Disguising): for {@code role},
   * the role's name; for {@code alignment}, the faction the role names ({@code faction=}) or
   * else the target's own; for {@code category} and {@code class}, the role's. It lands on its
   * target like a protection (blocks, moves and untargetability stop it). A strong disguise beats
   * a weak one; of several of one strength, the role whose name comes first alphabetically. With
   * a {@code until} other than tonight, a disguise that lands is kept in the game state.
   *
   * @param target the player disguised
   * @param as the role the target appears to hold
   * @param strength which information results it changes: those that see this strength
   * @param until how long it holds
   */
  record Disguise(Ref target, RoleArg as, DisguiseStrength strength, Lasting until)
      implements Component {
    @Override
    public java.util.Optional<Disguise> asDisguise() {
      return java.util.Optional.of(this);
    }

    @Override
    public <R> R accept(Visitor<R> v) {
      return v.visitDisguise(this);
    }

    /**
     * A value of these parts, checked.
     *
     * @param target the player disguised
     * @param as the role the target appears to hold
     * @param strength which information results it changes: those that see this strength
     * @param until how long it holds
     */
    public Disguise {
      Preconditions.checkNotNull(target);
      Preconditions.checkNotNull(as);
      Preconditions.checkNotNull(strength);
      Preconditions.checkNotNull(until);
    }

    @Override
    public Category category() {
      return Category.MODIFYING;
    }

    @Override
    public List<Ref> refs() {
      return List.of(target);
    }

    @Override
    public String describe() {
      return "disguise(" + target + ", as=" + as + ", strength=" + strength.word()
          + (until.kind() == Lasting.Kind.PHASE ? "" : ", until=" + until.word()) + ")";
    }
  }

  /**
   * WWR's Cancel ({@code _rules/ability types/19 other ability types}: "This cancels a visit or
   * action, resulting in it being a failure"), in the response of a {@link Event#ON_VISITED}
   * trigger about its holder's own visits, and only there: every submitted action whose visit
   * lands on the trigger's holder and sets the trigger off (its tags pass the trigger's filter,
   * its actor the premises of the response) is <em>cancelled</em> there: its components that
   * land on the holder, aimed at a parameter the action visits, do not happen (its visits do,
   * and so do its moves: a swap, a redirect or a deflect is never cancelled), and its actor is
   * told {@link #answer} once, as the action's feedback. The cancel holds while the trigger is
   * armed, whenever the visit comes, so it never waits for its own cause: engines consult the
   * armed trigger where a component lands (the kernel's {@code EffectKernel}, RAR's counters),
   * never the trigger's firing.
   *
   * @param answer what the cancelled action's actor is told: {@link #FAILURE}, {@link #SUCCESS}
   *     or a text of the rule set's own
   */
  record Cancel(String answer) implements Component {
    /** The answer of {@code cancel(failure)} (and of WWR's {@code Cancel}). */
    public static final String FAILURE = "Failure";
    /** The answer of {@code cancel(success)}. */
    public static final String SUCCESS = "Success";

    /**
     * A value of these parts, checked.
     *
     * @param answer what the cancelled action's actor is told; not blank
     */
    public Cancel {
      Preconditions.checkArgument(answer != null && !answer.isBlank(), "a cancel with no answer");
    }

    @Override
    public <R> R accept(Visitor<R> v) {
      return v.visitCancel(this);
    }

    @Override
    public java.util.Optional<Cancel> asCancel() {
      return java.util.Optional.of(this);
    }

    @Override
    public Category category() {
      return Category.MODIFYING;
    }

    /** The holder: what it stops lands on him. */
    @Override
    public List<Ref> refs() {
      return List.of(Ref.self());
    }

    @Override
    public String describe() {
      return "cancel(" + (answer.equals(FAILURE) ? "failure" : answer.equals(SUCCESS) ? "success"
          : "\"" + answer + "\"") + ")";
    }

    /**
     * Checks that {@code components} (an ability's, a passive's, a status's) hold no cancel
     * outside a trigger's response, guards included: a cancel stands only in a visited trigger.
     *
     * @param components the components, as written
     * @param what what holds them, for the message
     * @throws IllegalArgumentException if one is a cancel
     */
    public static void checkNotIn(List<Component> components, String what) {
      for (Component c : flat(components)) {
        Preconditions.checkArgument(c.asCancel().isEmpty(),
            "%s holds %s: a cancel stands only in a visited trigger's response", what,
            c.describe());
      }
    }
  }

  // ---- triggers -------------------------------------------------------------------------

  /** When is a {@link Trigger} fired. */
  enum Event {
    /** Each time a visit lands on the trigger's holder; the subject is the visitor. */
    ON_VISITED,
    /**
     * For each kill of the holder that happens (each reason for the holder's death, under RAR);
     * the subject is the attacker: the player whose action owns the kill.
     */
    ON_DEATH,
    /**
     * As {@link #ON_DEATH}: at night every death is a kill (WWR's On Killed differs from On
     * Death only for lynches, which are day events).
     */
    ON_KILLED,
    /**
     * Each time a protection made by the holder (its actions' or its passives') is used on a
     * kill: it stopped the kill first on the defense ladder ({@link Protect.Rank}); the subject
     * is the attacker. {@link Trigger#ranks} narrows it to protections of those ranks.
     */
    ON_DEFENSE,
    /**
     * Each of the holder's submitted actions that happens (neither blocked nor nullified), once,
     * where it lands ({@code PlannedAction#actionLanding}); the subject is the player it landed
     * on (WWR's {@code @ActionTarget}). {@link Trigger#tags} narrows it to abilities with one of
     * those tags.
     */
    ON_ACTION,
    /**
     * Each action of another player that a deflect made by the holder moved ({@link Deflect})
     * and that happened where it was moved to; the subject is its actor (WWR's On Redirect,
     * {@code @Visitor}).
     */
    ON_REDIRECT,
    /**
     * For each death of any player that happens (each reason for it, under RAR), once per dead
     * player; the subject is the dead player (WWR's On &lt;Target&gt; Death with {@code @This},
     * Mafia 1923's Witness): {@code trigger R death(all)}.
     */
    ON_ANY_DEATH;

    /** {@return the word of the roles language: {@code visited}, {@code death}, ...} */
    public String word() {
      return switch (this) {
        case ON_VISITED -> "visited";
        case ON_DEATH -> "death";
        case ON_KILLED -> "killed";
        case ON_DEFENSE -> "defense";
        case ON_ACTION -> "action";
        case ON_REDIRECT -> "redirect";
        case ON_ANY_DEATH -> "death(all)";
      };
    }

    /** {@return whether a kill sets it off (its subject is the attacker)} */
    public boolean onKill() {
      return this == ON_DEATH || this == ON_KILLED;
    }
  }

  /**
   * When {@code event} happens to the actor, the {@code response} components happen, with
   * {@link Ref#subject()} bound to the event's subject (e.g. PGO: on visited, kill the visitor).
   * An {@link Event#ON_ANY_DEATH} trigger may be about one player ({@code death(stored(k))}) or
   * the players a filter passes ({@code death(attr:wolfpack)}): one filter of whose death sets
   * it off, the same in every scheme ({@link #firesForDeathOf}).
   *
   * @param event what sets it off
   * @param ranks the ranks of the protections an {@link Event#ON_DEFENSE} trigger answers; empty:
   *     every rank
   * @param tags the tags of the abilities an {@link Event#ON_ACTION} or {@link Event#ON_VISITED}
   *     trigger answers; empty: every ability
   * @param exceptTags the tags of the abilities such a trigger does not answer ({@code
   *     visited(!targeting)})
   * @param about for {@link Event#ON_ANY_DEATH}: the one player whose death sets it off ({@code
   *     stored(k)}, which planning binds to a parameter of the holder's passive); empty: any
   * @param aboutFilter for {@link Event#ON_ANY_DEATH}: the players whose deaths set it off, as
   *     they are at the start of the night; empty: any
   * @param response the components that happen, bound to the event's subject: end-of-night effects
   *     (any, for {@link Event#ON_VISITED}); at least one
   */
  record Trigger(Event event, Set<Protect.Rank> ranks, Set<String> tags, Set<String> exceptTags,
      java.util.Optional<Ref> about, java.util.Optional<PlayerFilter> aboutFilter,
      List<Component> response) implements Component {
    @Override
    public <R> R accept(Visitor<R> v) {
      return v.visitTrigger(this);
    }

    /**
     * A value of these parts, checked.
     *
     * @param event what sets it off
     * @param ranks the ranks of the protections an {@link Event#ON_DEFENSE} trigger answers; empty:
     *     every rank
     * @param tags the tags of the abilities an {@link Event#ON_ACTION} or {@link
     *     Event#ON_VISITED} trigger answers; empty: every ability
     * @param exceptTags the tags of the abilities such a trigger does not answer
     * @param about for {@link Event#ON_ANY_DEATH}: the one player whose death sets it off;
     *     empty: any
     * @param aboutFilter for {@link Event#ON_ANY_DEATH}: the players whose deaths set it off;
     *     empty: any
     * @param response the components that happen, bound to the event's subject: end-of-night
     *     effects (any, for {@link Event#ON_VISITED}); at least one
     */
    public Trigger {
      Preconditions.checkNotNull(event);
      ranks = ranks.isEmpty() ? Set.of() : java.util.Collections.unmodifiableSet(
          java.util.EnumSet.copyOf(ranks));
      Preconditions.checkArgument(ranks.isEmpty() || event == Event.ON_DEFENSE,
          "only a defense trigger names ranks");
      tags = Set.copyOf(tags);
      exceptTags = Set.copyOf(exceptTags);
      Preconditions.checkArgument(tags.isEmpty() && exceptTags.isEmpty()
          || event == Event.ON_ACTION || event == Event.ON_VISITED,
          "only an action or a visited trigger names tags");
      Preconditions.checkArgument(about.isEmpty() && aboutFilter.isEmpty()
          || event == Event.ON_ANY_DEATH || event == Event.ON_VISITED && aboutFilter.isEmpty(),
          "only a death(...) or visited(stored(k)) trigger names whose event");
      Preconditions.checkArgument(about.isEmpty() || aboutFilter.isEmpty(),
          "a death trigger about one player and a filter");
      response = List.copyOf(response);
      Preconditions.checkArgument(!response.isEmpty(), "a trigger with no response");
      Preconditions.checkArgument(
          response.stream().noneMatch(c -> c.category() == Category.TRIGGER), "nested triggers");
      Preconditions.checkArgument(event == Event.ON_VISITED || response.stream().allMatch(
          c -> c.category() == Category.END_OF_NIGHT),
          "a %s trigger responds with end-of-night effects", event);
      Preconditions.checkArgument(event == Event.ON_VISITED && about.isEmpty()
          || flat(response).stream().noneMatch(c -> c.asCancel().isPresent()),
          "a cancel stands only in a visited trigger about its holder's own visits");
    }

    /**
     * {@return whether its response holds a {@link Cancel}, under a guard or not: the visits
     * that set it off may be cancelled}
     */
    public boolean cancels() {
      for (Component c : flat(response)) {
        if (c.asCancel().isPresent()) {
          return true;
        }
      }
      return false;
    }

    @Override
    public List<Component> responses() {
      return response;
    }

    /**
     * A trigger on {@code event} with no filter of whose event it is.
     *
     * @param event what sets it off
     * @param ranks the ranks of the protections an {@link Event#ON_DEFENSE} trigger answers; empty:
     *     every rank
     * @param tags the tags of the abilities an {@link Event#ON_ACTION} trigger answers; empty:
     *     every ability
     * @param response the components that happen, bound to the event's subject
     */
    public Trigger(Event event, Set<Protect.Rank> ranks, Set<String> tags,
        List<Component> response) {
      this(event, ranks, tags, Set.of(), java.util.Optional.empty(), java.util.Optional.empty(),
          response);
    }

    /**
     * A trigger on {@code event} with no filter.
     *
     * @param event what sets it off
     * @param response the components that happen, bound to the event's subject: end-of-night
     *     effects (any, for {@link Event#ON_VISITED}); at least one
     */
    public Trigger(Event event, List<Component> response) {
      this(event, Set.of(), Set.of(), response);
    }

    /**
     * {@return this trigger with other responses and its player ({@link #about}) mapped: a
     * substitution's copy}
     *
     * @param map the reference that replaces each reference
     * @param responses the new responses
     */
    public Trigger with(java.util.function.UnaryOperator<Ref> map, List<Component> responses) {
      return new Trigger(event, ranks, tags, exceptTags, about.map(map), aboutFilter, responses);
    }

    /**
     * {@return whether an action of an ability with these tags sets off this (action or visited)
     * trigger: one of {@link #tags} if any, none of {@link #exceptTags}}
     *
     * @param abilityTags the tags of the action's ability
     */
    public boolean firesFor(Set<String> abilityTags) {
      return tagsPass(tags, exceptTags, abilityTags);
    }

    /**
     * {@return whether the death of player {@code dead} sets off this {@link Event#ON_ANY_DEATH}
     * trigger: he is its {@link #about} player (as {@code bind} binds it; an unbound {@code
     * stored(k)} is nobody) and passes its {@link #aboutFilter}}
     *
     * @param dead the dead player's index
     * @param who the dead player as he is at the start of the night
     * @param bind the player a reference of the holder's passive names (its parameters)
     */
    public boolean firesForDeathOf(int dead, PlayerFilter.Subject who,
        java.util.function.ToIntFunction<Ref> bind) {
      return firesForDeathOf(dead, who, null, bind);
    }

    /**
     * {@return whether the death of player {@code dead} sets off this {@link Event#ON_ANY_DEATH}
     * trigger of {@code holder}: as {@link #firesForDeathOf(int, PlayerFilter.Subject,
     * java.util.function.ToIntFunction)}, an {@code own:k} filter comparing with the holder}
     *
     * @param dead the dead player's index
     * @param who the dead player as he is at the start of the night
     * @param holder the trigger's holder as he is at the start of the night; null if unknown
     * @param bind the player a reference of the holder's passive names (its parameters)
     */
    public boolean firesForDeathOf(int dead, PlayerFilter.Subject who,
        PlayerFilter.Subject holder, java.util.function.ToIntFunction<Ref> bind) {
      if (aboutOne()) {
        return watched(bind) == dead;
      }
      return aboutFilter.map(f -> f.matches(who, holder)).orElse(true);
    }

    /**
     * {@return whether this trigger is about one player, its {@link #about} player, whose death
     * ({@code death(stored(k))}) or visits ({@code visited(stored(k))}) alone set it off; not a
     * death anywhere ({@code death(all)}) nor a filter's players' ({@code death(<filter>)})}
     * Engines find such a trigger through that player ({@link #watched}), not among those every
     * death may set off.
     */
    public boolean aboutOne() {
      return about.isPresent();
    }

    /**
     * {@return the one player this trigger is about, when {@link #aboutOne()}: its {@link #about}
     * player as {@code bind} binds it; -1 for nobody (an unbound {@code stored(k)})}
     *
     * @param bind the player a reference of the holder's passive names (its parameters)
     */
    public int watched(java.util.function.ToIntFunction<Ref> bind) {
      Preconditions.checkState(aboutOne(), "about no one player: %s", this);
      Ref r = about.get();
      return r.kind() == Ref.Kind.PARAM ? bind.applyAsInt(r) : -1;
    }

    /**
     * {@return whether a protection of this rank sets off this (defense) trigger}
     *
     * @param rank the rank of the protection used
     */
    public boolean firesFor(Protect.Rank rank) {
      return ranks.isEmpty() || ranks.contains(rank);
    }

    @Override
    public java.util.Optional<Event> triggerEvent() {
      return java.util.Optional.of(event);
    }

    @Override
    public java.util.Optional<Trigger> asTrigger() {
      return java.util.Optional.of(this);
    }

    @Override
    public Category category() {
      return Category.TRIGGER;
    }

    @Override
    public List<Ref> refs() {
      return List.of(Ref.self());
    }

    /** {@return how the roles language writes its event: {@code death(stored(target))} …} */
    public String eventWords() {
      if (event == Event.ON_VISITED && about.isPresent()) {
        return "visited(" + java.util.stream.Stream.concat(java.util.stream.Stream.of(
            about.get().toString()), java.util.stream.Stream.concat(tags.stream().sorted(),
                exceptTags.stream().sorted().map(t -> "!" + t))).collect(Collectors.joining("|"))
            + ")";
      }
      if (about.isPresent() || aboutFilter.isPresent()) {
        return "death(" + about.map(Ref::toString).orElseGet(() -> aboutFilter.get().toString())
            + ")";
      }
      String filter = !ranks.isEmpty() ? ranks.stream().map(Protect.Rank::word)
          .collect(Collectors.joining("|"))
          : java.util.stream.Stream.concat(tags.stream().sorted(),
              exceptTags.stream().sorted().map(t -> "!" + t)).collect(Collectors.joining("|"));
      return event == Event.ON_ANY_DEATH || filter.isEmpty() ? event.word()
          : event.word() + "(" + filter + ")";
    }

    @Override
    public String describe() {
      String filter = event == Event.ON_VISITED && about.isPresent()
          ? "[" + eventWords().substring("visited(".length(), eventWords().length() - 1) + "]"
          : about.isPresent() || aboutFilter.isPresent()
          ? "[" + about.map(Ref::toString).orElseGet(() -> aboutFilter.get().toString()) + "]"
          : !ranks.isEmpty() ? "[" + ranks.stream().map(Protect.Rank::word)
          .collect(Collectors.joining("|")) + "]"
          : tags.isEmpty() && exceptTags.isEmpty() ? "" : "[" + java.util.stream.Stream.concat(
              tags.stream().sorted(), exceptTags.stream().sorted().map(t -> "!" + t))
              .collect(Collectors.joining("|")) + "]";
      return "on-" + event.word() + filter
          + "(" + response.stream().map(Component::describe).collect(Collectors.joining(" + ")) + ")";
    }
  }

  /**
   * Components guarded by premises ({@code if(self in !attr:marker then protect(self) else
   * notify(self, "no"))}): the {@code then} components happen when every premise holds at the
   * start of the night, else the {@code otherwise} ones. Planning decides it, once for every
   * scheme ({@link Premise#holds}), and engines see only the chosen components; a passive's or a
   * trigger's limit {@code [if ...]} is a {@code When} around its components.
   *
   * @param premises the premises, all of which must hold; at least one
   * @param then the components when they hold; at least one
   * @param otherwise the components when one does not; may be empty
   */
  record When(List<Premise> premises, List<Component> then, List<Component> otherwise)
      implements Component {
    /**
     * A value of these parts, checked.
     *
     * @param premises the premises, all of which must hold; at least one
     * @param then the components when they hold; at least one
     * @param otherwise the components when one does not; may be empty
     */
    public When {
      premises = List.copyOf(premises);
      then = List.copyOf(then);
      otherwise = List.copyOf(otherwise);
      Preconditions.checkArgument(!premises.isEmpty(), "a guard without premises");
      Preconditions.checkArgument(!then.isEmpty(), "a guard of nothing");
    }

    @Override
    public <R> R accept(Visitor<R> v) {
      return v.visitWhen(this);
    }

    @Override
    public java.util.Optional<When> asWhen() {
      return java.util.Optional.of(this);
    }

    @Override
    public List<Component> guarded() {
      List<Component> all = new java.util.ArrayList<>(then);
      all.addAll(otherwise);
      return all;
    }

    /**
     * {@return the components chosen: {@code then} if {@code holds}, else {@code otherwise}}
     *
     * @param holds whether every premise holds
     */
    public List<Component> chosen(boolean holds) {
      return holds ? then : otherwise;
    }

    /** The category of its first component: what it is when it does something. */
    @Override
    public Category category() {
      return then.get(0).category();
    }

    @Override
    public List<Ref> refs() {
      List<Ref> out = new java.util.ArrayList<>();
      for (Component c : guarded()) {
        for (Ref r : c.refs()) {
          if (!out.contains(r)) {
            out.add(r);
          }
        }
      }
      return out;
    }

    @Override
    public String describe() {
      return "if(" + premises.stream().map(Premise::toString).collect(Collectors.joining(" and "))
          + " then " + then.stream().map(Component::describe).collect(Collectors.joining(" + "))
          + (otherwise.isEmpty() ? "" : " else " + otherwise.stream().map(Component::describe)
              .collect(Collectors.joining(" + "))) + ")";
    }
  }

  private static String sorted(Set<String> tags) {
    return tags.stream().sorted().collect(Collectors.joining("|"));
  }

  /** Whether an ability with {@code tags} passes {@code only=} (if any) and {@code except=}. */
  private static boolean tagsPass(Set<String> only, Set<String> except, Set<String> tags) {
    for (String tag : except) {
      if (tags.contains(tag)) {
        return false;
      }
    }
    if (only.isEmpty()) {
      return true;
    }
    for (String tag : only) {
      if (tags.contains(tag)) {
        return true;
      }
    }
    return false;
  }

  /** " (only actions of align:w, only a|b actions, except c actions)"; "" for no filter. */
  private static String scopeWords(PlayerFilter from, Set<String> only, Set<String> except) {
    List<String> parts = new java.util.ArrayList<>();
    if (from != null) {
      parts.add("only actions of " + from);
    }
    if (!only.isEmpty()) {
      parts.add("only " + sorted(only) + " actions");
    }
    if (!except.isEmpty()) {
      parts.add("except " + sorted(except) + " actions");
    }
    return parts.isEmpty() ? "" : " (" + String.join(", ", parts) + ")";
  }

  /** {@code ", only=a|b, except=c"} as the roles language writes them; "" for none. */
  private static String tagParams(Set<String> only, Set<String> except) {
    return (only.isEmpty() ? "" : ", only=" + sorted(only))
        + (except.isEmpty() ? "" : ", except=" + sorted(except));
  }
}
