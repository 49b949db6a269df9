package org.nightres.core.plan;

import org.nightres.core.model.GameOptions;

import org.nightres.core.component.OrderValues;

import java.util.Arrays;

import com.google.common.base.Preconditions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Component;
import org.nightres.core.component.KillClass;
import org.nightres.core.component.Ref;
import org.nightres.core.component.Trait;
import org.nightres.core.model.Action;
import org.nightres.core.model.ModifierUse;
import org.nightres.core.model.Player;

/**
 * One action of a planned night, with its targets bound to player indices and every flag a
 * scheme needs already derived from the ability, the actor's modifiers and the rulings of
 * {@code schemes.md}: passives are unblockable, untrackable and never moved; movers' own
 * components are never moved; a Strongman's kills are strong and unblockable; a Ninja's visits
 * are untrackable; a Strong-Willed actor cannot be blocked. Immutable.
 */
public final class PlannedAction {
  /** Up to this many components, an action's components are searched, not looked up. */
  private static final int FEW = 16;

  // the bits of traitsOf
  private static final int STRONG_KILLS = 1;
  private static final int STRONG_WILLED = 2;
  private static final int NINJA = 4;

  private final int id;
  private final int actor;
  private final Ability ability;
  private final int[] args;
  /** {@code args[0]}, read without the array (which is another object); -1: no target. */
  private final int firstArg;
  private final int arity;
  /** Its source's first written target ({@link Action#written()}); null: none. */
  private final String writtenTarget;
  /** Whether its source has a written {@code [n]}, and {@code n}: read without the source. */
  private final boolean overridden;
  private final int orderOverride;
  private final Action source; // null for a passive
  private final ModifierUse passiveOf; // null for a submitted action
  private final String[] names; // the plan's player names, for the description
  private final List<Component> components;
  /**
   * For an action of many components (a passive bound to every player): each component, and
   * each of its responses, to the index of the component, the very objects; null for a few.
   */
  private final java.util.IdentityHashMap<Component, Integer> holding;
  private final boolean blockable;
  private final boolean trackable;
  private final boolean movable;
  private final boolean mover;
  private final boolean pending; // its source's, read as it is planned (in submission order)
  /** {@link #actionLanding()}: a function of the components, asked per component performed. */
  private final int landing;
  /** {@link #ownOrder()}, read without the ability's {@code OptionalInt} (one made per read). */
  private final boolean ownOrder;
  private Premises.World world; // what its responses' guards read; set once, as it is made
  private String description; // computed on first use; a benign race computes the same string
  /** {@link #player} as a function, made once: every act of this action binds with it. */
  private final java.util.function.ToIntFunction<Ref> binding = this::player;

  /**
   * An action of a plan whose players are named {@code names}; {@code actorTraits} are the
   * actor's {@link #traitsOf traits} that matter here.
   */
  PlannedAction(int id, String[] names, int actor, int actorTraits, Ability ability,
      int[] args, Action source, ModifierUse passiveOf, Premises.World world) {
    this(id, names, actor, actorTraits, ability, args, source, passiveOf, null, world);
  }

  /**
   * The same, with {@code bound} as its components when not null (a passive's with its stored
   * targets bound, {@link StoredTargets}) instead of the ability's; its premises decided on
   * {@code world} ({@link Premises}; null: decided already).
   */
  PlannedAction(int id, String[] names, int actor, int actorTraits, Ability ability,
      int[] args, Action source, ModifierUse passiveOf, List<Component> bound,
      Premises.World world) {
    this.id = id;
    this.actor = actor;
    this.ability = ability;
    this.args = args;
    this.arity = args.length;
    this.firstArg = args.length == 0 ? -1 : args[0];
    this.writtenTarget = source == null || source.written().isEmpty() ? null
        : source.written().get(0);
    this.overridden = source != null && source.orderOverride().isPresent();
    this.orderOverride = overridden ? source.orderOverride().getAsInt() : 0;
    this.source = source;
    this.passiveOf = passiveOf;
    this.names = names;
    boolean strongKiller = (actorTraits & STRONG_KILLS) != 0 && ability.kills();
    List<Component> cs = bound != null ? List.copyOf(bound) : ability.components();
    if (bound == null && source != null && !source.picks().isEmpty()) { // its random choices
      cs = org.nightres.core.random.RandomChoices.components(ability, source.picks());
    }
    cs = Premises.resolve(ability, cs, actor, args, world);
    this.world = world;
    if (strongKiller) {
      List<Component> strong = new ArrayList<>(cs.size());
      for (Component c : cs) {
        strong.add(c.isKill() ? new Component.Kill(c.target(), KillClass.TRUE) : c);
      }
      cs = List.copyOf(strong);
    }
    this.components = cs;
    this.holding = cs.size() <= FEW ? null : holding(cs);
    boolean passive = passiveOf != null;
    boolean anyKill = false;
    boolean onlyStrongKillsAndVisits = true;
    boolean moves = false;
    for (int i = 0; i < cs.size(); i++) { // kinds are disjoint: a kill or a visit never moves
      Component c = cs.get(i);
      if (c.isKill()) {
        anyKill = true;
        onlyStrongKillsAndVisits &= ((Component.Kill) c).killClass() == KillClass.TRUE;
      } else if (!c.isVisit()) {
        onlyStrongKillsAndVisits = false;
        moves |= c.isMove();
      }
    }
    boolean strongKillOnly = anyKill && onlyStrongKillsAndVisits;
    this.mover = moves;
    this.blockable = !passive && ability.blockable() && (actorTraits & STRONG_WILLED) == 0
        && !strongKillOnly;
    this.trackable = !passive && ability.trackable() && (actorTraits & NINJA) == 0;
    this.movable = !passive && ability.redirectable() && !mover;
    this.pending = source != null && source.pending();
    this.landing = landing(cs);
    this.ownOrder = overridden || ability.orderValue().isPresent();
  }

  /** {@return this action, its responses' guards reading {@code a}'s night (a rebound copy)} */
  PlannedAction readingAs(PlannedAction a) {
    this.world = a.world;
    return this;
  }

  /**
   * {@return the components of {@code response} (the response of one of its triggers, or a
   * reaction of one of its protections) that happen when the event's subject is player {@code
   * subject}: its guards {@code if(...)} decided there, on the night as it starts and the
   * subject as he is then, the same in every scheme; {@code response} itself when it has none}
   * Every scheme calls it where it binds a trigger's subject.
   *
   * @param response the components, as the trigger or protection holds them
   * @param subject the player index of the event's subject
   */
  public List<Component> response(List<Component> response, int subject) {
    return Premises.response(response, actor, args, subject, world);
  }

  /** The actor's traits that change how its actions are planned (three bits). */
  static int traitsOf(Player p) {
    return (p.has(Trait.STRONG_KILLS) ? STRONG_KILLS : 0)
        | (p.has(Trait.STRONG_WILLED) ? STRONG_WILLED : 0) | (p.has(Trait.NINJA) ? NINJA : 0);
  }

  /** {@return its targets' player indexes (a copy), written then drawn then stored} */
  int[] args() {
    return args.clone();
  }

  /** {@return the index of this action in {@link NightPlan#actions()}} */
  public int id() {
    return id;
  }

  /** {@return the actor's player index} */
  public int actor() {
    return actor;
  }

  /** {@return the ability used: the submitted line's, or the passive's modifier's} */
  public Ability ability() {
    return ability;
  }

  /**
   * {@return the number of targets: the written ones, then the players drawn for the ability's
   * random selectors ({@link org.nightres.core.component.Ability#choices()}), to which its
   * components aimed at those selectors are bound as parameters}
   */
  public int arity() {
    return arity;
  }

  /**
   * {@return the player index of target {@code k} (0-based): written targets in parameter order,
   * then drawn ones}
   *
   * @param k the target's position, from 0; less than the number of targets
   */
  public int arg(int k) {
    return k == 0 && arity > 0 ? firstArg : args[k];
  }

  /** {@return whether a status redrew its players: its source remembers the written ones} */
  public boolean redrawn() {
    return writtenTarget != null;
  }

  /** {@return its source's first written target (a redrawn line's), null when none} */
  String writtenTarget() {
    return writtenTarget;
  }

  /**
   * {@return the player its source wrote as parameter {@code k} when a status redrew it (a
   * redrawn line's), null when the line was not redrawn or has no such parameter}
   *
   * @param k the parameter's index (0-based)
   */
  String written(int k) {
    return writtenTarget == null || k >= source.written().size() ? null
        : source.written().get(k);
  }

  /**
   * {@return a notice's text with the players it names: {@code {X}}, {@code {Y}}, ..} the action's
   * parameters, {@code {self}} its actor.
   *
   * @param text a notice's text as a component writes it, with its placeholders
   */
  public String named(String text) {
    return named(text, null, -1);
  }

  /** The words of a trigger's subject in a text: {@code {visitor}}, {@code {attacker}} … */
  private static final String SUBJECT_WORDS = "visitor|attacker|actor|target|dead";
  /** A fact in a text: {@code {role(X)}}, {@code {class(self)}} … */
  private static final java.util.regex.Pattern FACT = java.util.regex.Pattern.compile(
      "\\{(role|original-role|alignment|category|class|attr:[a-z][a-z0-9_-]*)\\((self|[XYZUVW]|"
      + SUBJECT_WORDS + ")\\)\\}");
  private static final java.util.regex.Pattern SUBJECT = java.util.regex.Pattern.compile(
      "\\{(" + SUBJECT_WORDS + ")\\}");

  /**
   * {@return a notice's text with the players it names, as {@link #named(String)}, and the facts
   * it tells about them: {@code {role(X)}}, {@code {class(self)}}, {@code {attr:k(self)}} … (a
   * kind of result about a player, and a player as a name placeholder writes him), each as {@code
   * fact} gives it}
   *
   * @param text a notice's text as a component writes it, with its placeholders
   * @param fact the value of a fact, by its word ({@code role}, {@code class}, {@code attr:k}: a
   *     kind of result about a player), about the player of an index of the plan; null: facts
   *     are left as written
   * @param subject in a trigger's response, the index of the player whose event set it off
   *     ({@code {visitor}}, {@code {attacker}}, {@code {actor}}, {@code {target}}, {@code
   *     {dead}}, as the trigger's event calls him); -1: none
   */
  public String named(String text,
      java.util.function.BiFunction<String, Integer, String> fact,
      int subject) {
    if (text.indexOf('{') < 0) {
      return text;
    }
    String in = subject < 0 ? text : SUBJECT.matcher(text).replaceAll(
        java.util.regex.Matcher.quoteReplacement(names[subject]));
    if (fact != null && in.contains("(")) {
      java.util.regex.Matcher m = FACT.matcher(in);
      StringBuilder sb = new StringBuilder();
      while (m.find()) {
        String who = m.group(2);
        int k = "XYZUVW".indexOf(who);
        int p = who.equals("self") ? actor : who.length() > 1 ? subject
            : k < args.length ? args[k] : -1;
        m.appendReplacement(sb, java.util.regex.Matcher.quoteReplacement(p < 0 ? m.group()
            : fact.apply(m.group(1), p)));
      }
      m.appendTail(sb);
      in = sb.toString();
    }
    return withNames(in);
  }

  /**
   * {@code text} with {@code {self}} and the parameters {@code {X}} … {@code {W}} it names
   * written as the players' names, in one pass (a name holds no brace, so no name is read
   * again as a placeholder).
   */
  private String withNames(String text) {
    StringBuilder out = null; // made at the first placeholder replaced
    int copied = 0;
    for (int open = text.indexOf('{'); open >= 0; open = text.indexOf('{', open + 1)) {
      int close = text.indexOf('}', open);
      if (close < 0) {
        break;
      }
      String name = null;
      if (close - open == 5 && text.startsWith("self", open + 1)) {
        name = names[actor];
      } else if (close - open == 2) {
        int k = "XYZUVW".indexOf(text.charAt(open + 1));
        name = k >= 0 && k < args.length ? names[args[k]] : null;
      }
      if (name != null) {
        out = out != null ? out : new StringBuilder(text.length() + 16);
        out.append(text, copied, open).append(name);
        copied = close + 1;
        open = close;
      }
    }
    return out == null ? text : out.append(text, copied, text.length()).toString();
  }

  /**
   * {@return the role a role argument names: its fixed role, or the role the submitted line gives
   * for that parameter ({@code Tai dress Ann Cop})}
   *
   * @param arg a role argument of one of this action's components
   */
  public org.nightres.core.component.Role role(Component.RoleArg arg) {
    if (arg.fixed().isPresent()) {
      return arg.fixed().get();
    }
    Preconditions.checkState(source != null, "a passive has no role arguments: %s", arg);
    return source.roles().get(arg.param());
  }

  /**
   * {@return the role the submitted line names for role parameter {@code letter} ({@code S} of
   * {@code S:role}); empty when the ability has no such parameter or this is a passive}
   *
   * @param letter a role parameter's letter
   */
  public Optional<org.nightres.core.component.Role> roleNamed(String letter) {
    if (source == null) {
      return Optional.empty();
    }
    int k = 0;
    for (String t : ability.signatureTokens()) {
      if (org.nightres.core.component.Ability.isRoleParam(t)) {
        if (t.startsWith(letter) && t.length() == letter.length() + 5) {
          return k < source.roles().size() ? Optional.of(source.roles().get(k))
              : Optional.empty();
        }
        k++;
      }
    }
    return Optional.empty();
  }

  /**
   * {@return a result's text with the roles the submitted line names: {@code {R}} for role
   * parameter {@code R:role}, ..}
   *
   * @param text a result's text as a label writes it
   */
  public String rolesNamed(String text) {
    if (source == null || text.indexOf('{') < 0) {
      return text;
    }
    String out = text;
    for (String t : ability.signatureTokens()) {
      if (org.nightres.core.component.Ability.isRoleParam(t)) {
        String letter = t.substring(0, 1);
        String named = roleNamed(letter).map(org.nightres.core.component.Role::shown).orElse(null);
        if (named != null) {
          out = out.replace("{" + letter + "}", named);
        }
      }
    }
    return out;
  }

  /**
   * {@return whether it is an automatic use whose players are still to be drawn ({@link
   * Action#pending()})} The same as asking its source, without reading it.
   */
  public boolean pending() {
    return pending;
  }

  /** {@return the submitted action; empty for a passive} */
  public Optional<Action> source() {
    return Optional.ofNullable(source);
  }

  /** {@return the modifier this passive comes from; empty for a submitted action} */
  public Optional<ModifierUse> passiveOf() {
    return Optional.ofNullable(passiveOf);
  }

  /**
   * {@return whether this is a passive (a modifier's self-targeted effect), not a submitted action}
   */
  public boolean passive() {
    return passiveOf != null;
  }

  /**
   * {@return whether {@code death-stops-actions later} spares it (games.md section 4.1): a
   * passive, or a {@code survives-death} ability} The one rule of every scheme that honours the
   * option: {@code LaterStops} (SNARF, sequential) and RAR's counters ask it.
   */
  public boolean exemptFromLaterStops() {
    return passive() || ability.survivesDeath();
  }

  /**
   * {@return the components, with a Strongman's kills made strong, and the random choices made: a
   * component aimed at a random selector is aimed at the parameter holding the drawn player (or
   * left out if nothing was drawn), a block by chance has its drawn feedback (or is left out if the
   * true answer was drawn)}
   */
  public List<Component> components() {
    return components;
  }

  /** {@return whether a block on the actor stops this action} */
  public boolean blockable() {
    return blockable;
  }

  /** {@return whether its visits can be seen by Trackers and Watchers} */
  public boolean trackable() {
    return trackable;
  }

  /** {@return whether swaps and redirects can move its components that target parameters} */
  public boolean movable() {
    return movable;
  }

  /** {@return whether it swaps or redirects (a mover); movers are never moved themselves} */
  public boolean mover() {
    return mover;
  }

  /**
   * {@return the ability's tags (e.g. {@code factionkill}), and its WWR type {@code investigating}
   * if it has a result ({@link Ability#filterTags()}): what filters look at}
   */
  public Set<String> tags() {
    return ability.filterTags();
  }

  /** {@return the submission index; passives come after all submissions, in plan order} */
  public int submissionIndex() {
    return source == null ? Integer.MAX_VALUE : source.submissionIndex();
  }

  /**
   * {@return whether it runs at an order of its own: its line's {@code [n]}, or its ability's
   * {@code [order n]}}
   */
  public boolean ownOrder() {
    return ownOrder;
  }

  /** {@return the written {@code [n]} override, if any} */
  public OptionalInt orderOverride() {
    return overridden ? OptionalInt.of(orderOverride) : OptionalInt.empty();
  }

  /**
   * {@return {@link #player(Ref)} as a function (one for the action: the schedulers' acts bind
   * their components with it)}
   */
  public java.util.function.ToIntFunction<Ref> binding() {
    return binding;
  }

  /**
   * {@return the player index a reference binds to (not for {@link Ref#subject()})}
   *
   * @param ref a reference of one of this action's components, not to the subject
   */
  public int player(Ref ref) {
    switch (ref.kind()) {
      case SELF:
        return actor;
      case PARAM:
        return arg(ref.index());
      default:
        throw new IllegalArgumentException("a trigger subject is bound only when the trigger fires");
    }
  }

  /**
   * {@return the component whose landing says where this action happened, for the action triggers
   * of its actor ({@code trigger R action}): its first visit; else its first component aimed at a
   * parameter; else its first component; movers and triggers aside (they land nowhere)} -1 for an
   * action made only of those.
   */
  public int actionLanding() {
    return landing;
  }

  /** {@link #actionLanding()} of an action made of {@code components}. */
  private static int landing(List<Component> components) {
    int param = -1;
    int any = -1;
    for (int i = 0; i < components.size(); i++) {
      Component c = components.get(i);
      if (c.isVisit()) {
        return i;
      }
      if (c.isMove() || c.category() == org.nightres.core.component.Category.TRIGGER) {
        continue;
      }
      if (param < 0 && c.target().kind() == Ref.Kind.PARAM) {
        param = i;
      }
      if (any < 0) {
        any = i;
      }
    }
    return param >= 0 ? param : any;
  }

  /**
   * {@return the player a component lands on before any move}
   *
   * @param c one of this action's components
   */
  public int target(Component c) {
    return player(c.target());
  }

  /**
   * {@return whether one of its components is a visit aimed at {@code ref}: a visited trigger
   * that cancels ({@link Component.Cancel}) stops the components aimed at a parameter the action
   * visits, where they land}
   *
   * @param ref a reference of one of its components
   */
  public boolean visits(Ref ref) {
    for (Component c : components) {
      if (c.isVisit() && c.target().equals(ref)) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@return whether component {@code c}, aimed at {@code ref}, is one a visited trigger's
   * cancel ({@link Component.Cancel}) may stop where it lands: a submitted action's component,
   * not a visit nor a move, aimed at a parameter the action visits} The one rule of every scheme.
   *
   * @param c one of its components
   * @param ref the reference it is aimed at
   */
  public boolean cancellable(Component c, Ref ref) {
    return !passive() && !c.isVisit() && !c.isMove() && ref.kind() == Ref.Kind.PARAM
        && visits(ref);
  }

  /**
   * {@return the cancel with which {@code trigger}, a trigger of this action (the holder's
   * passive, or the action that arms it), answers the visits of {@code visitor}: a visited
   * trigger about its holder's own visits that {@code visitor} sets off, whose response, as its
   * premises choose it for {@code visitor}'s actor, cancels; of several, the one whose answer
   * comes first by value, so that the answer never depends on the order of the lines; null if
   * none} The one rule of every scheme.
   *
   * @param trigger one of its triggers
   * @param visitor the submitted action whose visit sets it off
   */
  public Component.Cancel cancelOf(Component.Trigger trigger, PlannedAction visitor) {
    if (trigger.event() != Component.Event.ON_VISITED || trigger.about().isPresent()
        || !trigger.cancels() || !trigger.firesFor(visitor.tags())) {
      return null;
    }
    Component.Cancel best = null;
    for (Component r : response(trigger.response(), visitor.actor())) {
      Component.Cancel k = r.asCancel().orElse(null);
      if (k != null && (best == null || k.answer().compareTo(best.answer()) < 0)) {
        best = k;
      }
    }
    return best;
  }

  /**
   * {@return the index of the component that is {@code c}, or whose responses (a trigger's, a
   * protection's reactions, through guards) include {@code c}: the very object first (equal
   * twins keep their places), then an equal one (from an engine that rebuilt it); the first
   * such; -1: none} A search among a few components, a look-up of the very object among many.
   *
   * @param c a component, or a response of one
   */
  int indexOf(Component c) {
    if (holding != null) {
      Integer i = holding.get(c);
      if (i != null) {
        return i;
      }
    } else {
      for (int i = 0; i < components.size(); i++) {
        if (components.get(i) == c || holds(components.get(i), c, true)) {
          return i;
        }
      }
    }
    for (int i = 0; i < components.size(); i++) {
      if (components.get(i).equals(c) || holds(components.get(i), c, false)) {
        return i;
      }
    }
    return -1;
  }

  /** Whether {@code c} is one of {@code x}'s responses: the very object, or an equal one. */
  private static boolean holds(Component x, Component c, boolean same) {
    List<Component> responses = Component.flat(x.responses());
    for (int i = 0; i < responses.size(); i++) { // by index: asked per component applied
      Component r = responses.get(i);
      if (same ? r == c : r.equals(c)) {
        return true;
      }
    }
    return false;
  }

  private static java.util.IdentityHashMap<Component, Integer> holding(List<Component> cs) {
    java.util.IdentityHashMap<Component, Integer> out = new java.util.IdentityHashMap<>();
    for (int i = 0; i < cs.size(); i++) { // the first index wins, as a search in order finds
      out.putIfAbsent(cs.get(i), i);
      for (Component r : Component.flat(cs.get(i).responses())) {
        out.putIfAbsent(r, i);
      }
    }
    return out;
  }

  /**
   * {@return whether this component follows its target's route (a movable action aiming at a
   * parameter)}
   *
   * @param c one of this action's components
   */
  public boolean moves(Component c) {
    if (!movable || c.target().kind() != Ref.Kind.PARAM) {
      return false; // a passive's (one bound to every player has one per player: not searched)
    }
    Preconditions.checkArgument(components.contains(c), "not a component of %s", this);
    return true;
  }

  /**
   * As a moderator would write it: {@code Rd redirect B to C}; passives as
   * {@code Gorny's Bulletproof}.
   */
  @Override
  public String toString() {
    String d = description;
    if (d == null) {
      d = describe();
      description = d;
    }
    return d;
  }

  private String describe() {
    String name = names[actor];
    if (passiveOf != null) {
      return name + "'s " + passiveOf;
    }
    List<String> tokens = ability.signatureTokens();
    StringBuilder sb = new StringBuilder(name.length() + 1 + ability.verb().length()
        + 12 * tokens.size()).append(name).append(' ').append(ability.verb()); // once, mostly

    int next = 0;
    int role = 0;
    int family = 0;
    for (String token : tokens) {
      sb.append(' ');
      if (Ability.isPlayerParam(token)) {
        sb.append(names[args[next++]]);
      } else if (Ability.isRoleParam(token)) {
        sb.append(source == null ? token : source.roles().get(role++).name());
      } else if (Ability.isFamilyParam(token)) {
        sb.append(source == null ? token : source.families().get(family++));
      } else {
        sb.append(token);
      }
    }
    if (source != null && !source.picks().isEmpty()) {
      java.util.StringJoiner drawn = new java.util.StringJoiner(", ", " (random: ", ")");
      drawn.setEmptyValue("");
      for (String pick : source.picks()) {
        drawn.add(pick.isEmpty() ? "nothing" : pick);
      }
      sb.append(drawn);
    }
    if (source != null && source.auto()) {
      sb.append(" (auto)");
    }
    return sb.toString();
  }

  /**
   * {@return this action's tie-break within one order value, in the night's order: its ability's
   * {@code [suborder k]} in lower case, or "" without one (before every key); actions whose
   * order values and keys are equal then come in plan-id order, submission order (roles-language.md
   * "Limits and flags"). {@code sequential} runs its steps in that order and RAR counts a kill
   * earlier in it ({@code option revenge-targets first-submitted}); snarf and nar read no key}
   */
  public String tieBreak() {
    return ability().subOrder().map(k -> k.toLowerCase(java.util.Locale.ROOT)).orElse("");
  }

  /**
   * {@return whether this action comes before {@code other} in the night's order, when this one
   * stands at order value {@code order} and the other at {@code otherOrder}: by order value, then
   * {@linkplain #tieBreak tie-break}, then plan id}
   *
   * @param order this action's order value (of the component in question)
   * @param other another action of the same plan
   * @param otherOrder its order value
   */
  public boolean before(int order, PlannedAction other, int otherOrder) {
    if (order != otherOrder) {
      return order < otherOrder;
    }
    int bySub = tieBreak().compareTo(other.tieBreak());
    return bySub != 0 ? bySub < 0 : id() < other.id();
  }

  /**
   * {@return the order value of each component, index for index with {@link #components()}, in the
   * order-based schemes and wherever order matters ({@code option death-stops-actions later} under
   * RAR)} Precedence, strongest first: a written {@code [n]} puts the whole action at n; an
   * ability's {@link Ability#orderValue()} puts it at that value; with {@code snarf.jail whole} an
   * action with both a {@link Component.Block} and a {@link Component.Protect} resolves wholly at
   * its lowest standard order; otherwise each component takes its kind's standard order ({@link
   * OrderValues#standard}). Visits happen at the action's first non-visit order, or at {@link
   * OrderValues#MISCELLANEOUS} for an action made only of visits. Every component of a passive is
   * at {@link OrderValues#PASSIVE}, or at its modifier's order (a status's expiry).
   *
   * @param options the night's options ({@code snarf.jail}, the scheme's standard orders)
   */
  public int[] orderValues(GameOptions options) {
    List<Component> cs = components();
    int[] orders = new int[cs.size()];
    if (passive()) {
      Arrays.fill(orders, ability().orderValue().orElse(OrderValues.PASSIVE));
      return orders;
    }
    if (overridden || ability().orderValue().isPresent()) {
      int whole = overridden ? orderOverride : ability().orderValue().getAsInt();
      Arrays.fill(orders, whole);
      return orders;
    }
    int first = Integer.MAX_VALUE;
    boolean block = false;
    boolean protect = false;
    for (int i = 0; i < cs.size(); i++) {
      Component c = cs.get(i);
      block |= c.isBlock();
      protect |= c.isProtect();
      if (!c.isVisit()) {
        orders[i] = OrderValues.standard(c);
        first = Math.min(first, orders[i]);
      }
    }
    if (first == Integer.MAX_VALUE) {
      first = OrderValues.MISCELLANEOUS; // a visit-only action
    }
    boolean wholeJail = options.snarfJail() == GameOptions.SnarfJail.WHOLE && block && protect;
    for (int i = 0; i < cs.size(); i++) {
      if (wholeJail || cs.get(i).isVisit()) {
        orders[i] = first;
      }
    }
    return orders;
  }
}
