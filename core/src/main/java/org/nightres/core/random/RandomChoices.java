package org.nightres.core.random;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.nightres.core.PinsNotHonoured;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Component;
import org.nightres.core.component.Modifier;
import org.nightres.core.component.Ref;
import org.nightres.core.component.Role;
import org.nightres.core.component.StatusDefinition;
import org.nightres.core.model.Action;
import org.nightres.core.model.Candidates;
import org.nightres.core.model.GameState;
import org.nightres.core.model.HeldStatus;
import org.nightres.core.model.Holdings;
import org.nightres.core.model.Holdings.Held;
import org.nightres.core.model.ImmutableAction;
import org.nightres.core.model.ImmutableNight;
import org.nightres.core.model.LastUse;
import org.nightres.core.model.Night;
import org.nightres.core.model.Phase;
import org.nightres.core.model.Player;
import org.nightres.core.model.PlayerState;

/**
 * The random choices of a night made up front ({@code games.md} section 9), as {@code rar},
 * {@code snarf} and {@code nar} need them: before anything is resolved, from the start-of-night
 * state, one {@link Draws recorder} seeded with {@link Night#drawSeed()} makes
 *
 * <ol>
 *   <li>every choice of every submitted action, in submission order, each action's in the order
 *       of {@link Ability#choices()}: the player of each random selector ({@code random(valid)}:
 *       the living players valid as a target of the ability, the actor only where the ability
 *       may aim at him; {@code random(members(F))}: the living members of family F, the actor
 *       included), and the value of each block's feedback by chance;
 *   <li>then the automatic uses of forced abilities ({@code {forced}}), in the declaration order
 *       of their actors: a living holder who can use such an ability tonight and submitted no
 *       line of it (for a {@code per-faction} ability: no player of his alignment did; the first
 *       holder in declaration order who can acts for them) uses it on a random valid target (one
 *       draw per player parameter) or on himself ({@code {forced=self}}), and then makes its
 *       action's own random choices;
 *   <li>then the random players of the passives that act tonight ({@code random(all)}, {@code
 *       random(f)} in a passive), in plan order, under the verb {@code passive} ({@link
 *       #drawPassive}; {@link Night#passivePicks()}).
 * </ol>
 *
 * <p>A choice without candidates makes no draw (the components aimed at it do nothing); an
 * action that a status nullifies makes none either. The choices go into the actions ({@link
 * Action#picks()}): planning turns each component with a random choice into the same component
 * with the drawn value ({@link #components}), so no engine knows about randomness, and every
 * engine, every part of a plan and every claim sees the same draws. Stateless.
 */
public final class RandomChoices {
  private RandomChoices() {}

  /**
   * The night with its random choices made, and the problems of its pins.
   *
   * @param night the night with its choices made; the night itself when there was nothing to do
   * @param problems the pins that named no candidate or were never used, by pin index
   */
  public record Result(Night night, List<PinsNotHonoured.Problem> problems) {}

  /**
   * {@code night} with its random choices made ({@link Night#fixed()}).
   *
   * @param night the night as submitted
   * @throws PinsNotHonoured if a pin cannot be honoured
   * @return the night with its choices made and drawn; {@code night} itself when it has nothing to
   *     draw or was drawn already
   */
  public static Night fix(Night night) {
    Result r = draw(night);
    if (!r.problems().isEmpty()) {
      throw new PinsNotHonoured(r.problems());
    }
    return r.night();
  }

  /**
   * {@code night} with its random choices made, and the problems of its pins; never throws.
   *
   * @param night the night as submitted
   * @return the night with its choices made, and the problems of its pins (empty when every pin was
   *     honoured)
   */
  public static Result draw(Night night) {
    if (night.drawn() || !needsDrawing(night)) {
      return new Result(night, List.of());
    }
    Draws draws = new Draws(night.drawSeed(), night.pins());
    GameState start = night.state();
    Candidates.Pool living = livingAtStart(night); // every draw's candidates start from these
    List<Action> actions = new ArrayList<>(night.actions());
    int[] order = submissionOrder(actions);
    int nextIndex = 0;
    java.util.BitSet redrawn = new java.util.BitSet(); // whose redraw status is used up
    for (int i : order) {
      Action a = actions.get(i);
      nextIndex = Math.max(nextIndex, a.submissionIndex() + 1);
      Ability ability = night.abilityOf(i);
      int actor = night.actorIndex(i);
      if (!redrawn.get(actor) && redraws(start, actor, ability)) {
        Optional<List<String>> targets = redraw(night, actor, ability, a, draws, living);
        if (targets.isPresent()) {
          redrawn.set(actor);
          a = ImmutableAction.copyOf(a).withWritten(a.targets()).withTargets(targets.get());
          actions.set(i, a);
        }
      }
      if (!ability.random() || !a.picks().isEmpty()) {
        continue;
      }
      List<String> picks = nullified(start, actor, ability)
          ? nothing(ability) : drawNow(night, actor, ability, a, draws, Living.of(living), false);
      actions.set(i, ImmutableAction.copyOf(a).withPicks(picks));
    }
    for (Action auto : autoActions(night, draws, living, nextIndex, false)) {
      actions.add(auto);
    }
    // one copy, checked and indexed once (each with* would make, check and index another)
    Night fixed = ImmutableNight.builder().from(night).actions(actions).drawn(true)
        .draws(draws.log()).build();
    if (passivesDraw(night)) { // then the passives that act tonight, in plan order
      java.util.Map<String, List<String>> passivePicks = new java.util.LinkedHashMap<>();
      for (org.nightres.core.plan.PlannedAction a
          : org.nightres.core.plan.NightPlan.undrawn(fixed).actions()) {
        if (a.passive() && a.ability().random()) {
          passivePicks.putIfAbsent(Night.passiveKey(night.playerNames().get(a.actor()),
              a.passiveOf().orElseThrow().modifier().name()), drawPassive(fixed, a.actor(),
              a.ability(), a.components(), draws, Living.of(living)));
        }
      }
      fixed = ImmutableNight.builder().from(fixed).passivePicks(passivePicks)
          .draws(draws.log()).build();
    }
    return new Result(fixed, draws.problems());
  }

  /**
   * {@return the choices of the passive {@code passive} of player {@code holder}, drawn now by
   * {@code draws} among the players in {@code living}, in the order of {@link Ability#choices()}:
   * a random selector that none of {@code components} (the passive's components that act tonight,
   * its premises decided) aims at draws nothing ({@code ""})} A passive's draws are logged and
   * pinned under the verb {@code passive} ({@code random <Holder> passive <Pick>}).
   *
   * @param night the night
   * @param holder the holder's declaration index
   * @param passive the passive, as planned ({@link org.nightres.core.plan.PlannedAction#ability})
   * @param components its components that act tonight
   * @param draws the night's recorder
   * @param living the players alive now
   */
  public static List<String> drawPassive(Night night, int holder, Ability passive,
      List<Component> components, Draws draws, Living living) {
    List<String> picks = new ArrayList<>(passive.choices().size());
    for (Ability.Choice choice : passive.choices()) {
      boolean acts = !choice.player() || components.stream()
          .anyMatch(c -> c.refs().contains(choice.selector().get()));
      picks.add(acts ? drawChoice(night, holder, passive, null, choice, draws, living, false)
          : "");
    }
    return picks;
  }

  /**
   * Whether a passive that a player of the night may act with tonight aims at a random player (a
   * role's passives, a modifier's).
   */
  private static boolean passivesDraw(Night night) {
    Holdings held = night.holdings(); // each definition once
    for (Held<Role> r : held.roles()) {
      if (r.definition().mayDraw() && aimsAtRandom(r.definition().passives())) {
        return true;
      }
    }
    for (Held<Modifier> m : held.modifiers()) {
      if (m.definition().mayDraw() && aimsAtRandom(m.definition().components())) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@return whether one of {@code components} aims at a random player ({@code random(...)})}
   * The one test of whether a passive's components draw, up front and as it resolves.
   *
   * @param components the components, as they act tonight
   */
  public static boolean aimsAtRandom(List<Component> components) {
    for (Component c : components) {
      for (Ref r : c.refs()) {
        if (r.random()) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * A night whose random choices a scheduler draws as its actions resolve (the sequential
   * scheme, {@code games.md} section 9), and the recorder it draws them with.
   *
   * @param night the night with the automatic uses of its forced abilities added (those aimed
   *     at random players {@linkplain Action#pending() pending}: drawn when they resolve) and
   *     every choice left to draw (the night itself when no automatic use is added); plan it
   *     with {@link org.nightres.core.plan.NightPlan#undrawn}, which draws nothing up front
   * @param draws the night's recorder, which has drawn nothing yet
   * @param mayDraw whether resolving the night one action at a time may draw anything ({@link
   *     Night#mayDraw}), or it was drawn already
   */
  public record Deferred(Night night, Draws draws, boolean mayDraw) {}

  /**
   * {@code night} prepared for drawing as it resolves ({@link Deferred}).
   *
   * @param night the night as submitted
   * @return the night prepared, with its recorder
   */
  public static Deferred defer(Night night) {
    Draws draws = new Draws(night.drawSeed(), night.pins());
    if (night.drawn() || !night.forcedAbilities()) { // no automatic use to add
      return new Deferred(night, draws, night.drawn() || night.mayDraw());
    }
    int nextIndex = 0;
    for (Action a : night.actions()) {
      nextIndex = Math.max(nextIndex, a.submissionIndex() + 1);
    }
    List<Action> autos = autoActions(night, draws, livingAtStart(night), nextIndex, true);
    if (autos.isEmpty()) { // the night as it is (a copy would check and index it again)
      return new Deferred(night, draws, true);
    }
    List<Action> actions = new ArrayList<>(night.actions());
    actions.addAll(autos);
    return new Deferred(
        ImmutableNight.builder().from(night).actions(actions).drawn(true).build(), draws, true);
  }

  /** The players alive at the start of the night, as the pool of its draws. */
  private static Candidates.Pool livingAtStart(Night night) {
    return Candidates.Pool.of(night.livingPlayers());
  }

  /**
   * {@return the choices of action {@code a} of {@code actor}'s {@code ability}, drawn now by
   * {@code draws} among the players in {@code living} (the living ones at that moment, for a
   * scheduler that draws as actions resolve: among those the start state leaves alive, the ones
   * still alive)}
   *
   * @param night the night, its choices not made
   * @param actor the actor's declaration index
   * @param ability the ability he uses
   * @param a the submitted action, or the automatic use
   * @param draws the night's recorder
   * @param living the players alive now
   */
  public static List<String> drawNow(Night night, int actor, Ability ability, Action a,
      Draws draws, Living living) {
    return drawNow(night, actor, ability, a, draws, living, a.auto());
  }

  /**
   * The players alive when a choice is drawn, for a scheduler that draws as actions resolve:
   * asked player by player for a family's members, as a pool for the other choices.
   */
  public interface Living {
    /**
     * {@return whether player {@code p} (a declaration index) is alive}
     *
     * @param p a declaration index
     */
    boolean has(int p);

    /** {@return the living players, as the pool of a draw's candidates} */
    Candidates.Pool pool();

    /**
     * {@return the players of {@code pool}, all of them alive}
     *
     * @param pool the living players
     */
    static Living of(Candidates.Pool pool) {
      return new Living() {
        @Override
        public boolean has(int p) {
          return pool.has(p);
        }

        @Override
        public Candidates.Pool pool() {
          return pool;
        }
      };
    }
  }

  /** The action's choices, drawn in order among {@code living}. */
  private static List<String> drawNow(Night night, int actor, Ability ability, Action a,
      Draws draws, Living living, boolean auto) {
    List<String> picks = new ArrayList<>(ability.choices().size());
    for (Ability.Choice choice : ability.choices()) {
      picks.add(drawChoice(night, actor, ability, a, choice, draws, living, auto));
    }
    return picks;
  }

  /**
   * One choice of a use of {@code ability} by {@code actor} (action {@code a}; null for a
   * passive, which has no family parameters), drawn now; {@code ""} when it has no candidate.
   */
  private static String drawChoice(Night night, int actor, Ability ability, Action a,
      Ability.Choice choice, Draws draws, Living living, boolean auto) {
    String name = night.playerNames().get(actor);
    if (choice.player()) {
      Ref sel = choice.selector().get();
      List<String> candidates;
      if (sel.kind() == Ref.Kind.RANDOM_MEMBERS) { // by index: no name looked up
        List<Integer> family = night.family(a.families().get(sel.index()));
        candidates = new ArrayList<>(family.size());
        for (int p : family) {
          if (night.living(p) && living.has(p)) {
            candidates.add(night.playerNames().get(p));
          }
        }
      } else if (sel.kind() == Ref.Kind.RANDOM_AMONG
          && (sel.name().equals("all") || sel.name().equals("others"))) {
        // every living player, but the actor for others: the pool itself, no list of names
        candidates = Candidates.of(night, living.pool(),
            sel.name().equals("others") ? new int[] {actor} : new int[0]);
      } else if (sel.kind() == Ref.Kind.RANDOM_AMONG) { // a filter: those who pass it, alive
        candidates = Candidates.of(night, living.pool().within( // their names, when read
            night.derived(new Passing(sel.name()), n -> passing(n, sel))));
      } else {
        candidates = valid(night, actor, ability, -1, List.of(), living.pool());
      }
      return draws.pick(name, ability.verb(), candidates, auto).orElse("");
    } else {
      Component.Block b = (Component.Block) ability.components().get(choice.component());
      List<String> values = new ArrayList<>();
      int[] weights = new int[b.chances().size()];
      for (int k = 0; k < weights.length; k++) {
        values.add(b.chances().get(k).word());
        weights[k] = b.chances().get(k).percent();
      }
      return draws.pick(name, ability.verb(), values, weights, auto);
    }
  }

  /**
   * {@return whether {@code actor}'s next action, of {@code ability}, is redrawn by a status he
   * holds at the start of the night ({@link StatusDefinition#redraws}):
   * it has written players and no status nullifies it}
   *
   * @param start the state at the start of the night
   * @param actor the actor's declaration index
   * @param ability the ability of his next action
   */
  public static boolean redraws(GameState start, int actor, Ability ability) {
    return ability.arity() > 0 && redrawing(start.state(actor), start.night())
        .filter(h -> h.status().redraws(ability.filterTags())).isPresent()
        && !nullified(start, actor, ability);
  }

  /**
   * {@return the status redrawing the holder's next action, held when night {@code n} starts}
   *
   * @param holder the player's state
   * @param n the number of the night
   */
  public static Optional<HeldStatus> redrawing(PlayerState holder, int n) {
    if (!holder.living()) {
      return Optional.empty();
    }
    for (HeldStatus h : holder.statuses()) {
      if (h.status().redraws() && !(h.until().isPresent() && h.until().get().overBeforeNight(n))) {
        return Optional.of(h);
      }
    }
    return Optional.empty();
  }

  /**
   * New written players for action {@code a} of {@code actor}'s {@code ability}, drawn by
   * {@code draws} one per parameter among the valid ones (the written ones included; the players
   * kept valid together, {@link #drawParameters}) among the players in {@code living}; empty, and
   * nothing drawn, when no valid players are left for them.
   *
   * @param night the night, its choices not made
   * @param actor the actor's declaration index
   * @param ability the ability he uses
   * @param a the submitted action
   * @param draws the night's recorder
   * @param living the players alive now
   * @return the drawn players' names, one per parameter in order; empty when a parameter has no
   *     candidate
   */
  public static Optional<List<String>> redraw(Night night, int actor, Ability ability, Action a,
      Draws draws, Candidates.Pool living) {
    return drawParameters(night, actor, ability, a.targets().size(), draws, living, a.auto());
  }

  /**
   * One draw per player parameter of {@code actor}'s {@code ability}, in order, each among the
   * valid players that leave the later parameters a valid one ({@code games.md} section 6:
   * "every player argument ... is redrawn, keeping the pair valid"), so that no draw is made
   * for players that could not be used; empty, and nothing drawn, when there are none.
   */
  private static Optional<List<String>> drawParameters(Night night, int actor, Ability ability,
      int arity, Draws draws, Candidates.Pool living, boolean auto) {
    String name = night.playerNames().get(actor);
    List<String> picks = new ArrayList<>(arity);
    for (int k = 0; k < arity; k++) {
      Optional<String> pick = draws.pick(name, ability.verb(),
          fillable(night, actor, ability, k, arity, picks, living), auto);
      if (pick.isEmpty()) { // only for the first: a later one always has a candidate
        return Optional.empty();
      }
      picks.add(pick.get());
    }
    return Optional.of(picks);
  }

  /**
   * The players valid as parameter {@code k} ({@link #valid}) with which every later parameter
   * up to {@code arity} still has a valid player: a player matters to the later ones only as one
   * they must differ from, so each is tried only when a later parameter has few candidates.
   */
  private static List<String> fillable(Night night, int actor, Ability ability, int k, int arity,
      List<String> earlier, Candidates.Pool living) {
    List<String> valid = valid(night, actor, ability, k, earlier, living);
    if (k == arity - 1 || valid.isEmpty()) {
      return valid;
    }
    boolean few = false; // a later parameter whose candidates one more player could exhaust
    for (int j = k + 1; j < arity && !few; j++) {
      few = valid(night, actor, ability, j, earlier, living).size() <= arity - k;
    }
    if (!few) {
      return valid;
    }
    java.util.BitSet in = new java.util.BitSet(night.players().size());
    List<String> with = new ArrayList<>(earlier);
    with.add("");
    for (String c : valid) {
      with.set(with.size() - 1, c);
      in.set(night.indexOf(c), !fillable(night, actor, ability, k + 1, arity, with, living)
          .isEmpty());
    }
    return Candidates.of(night, in);
  }

  /**
   * Whether resolving {@code night} one action at a time may draw anything: it needs drawing
   * ({@code pins}, an action with random choices, a holder of a forced ability or of a
   * redrawing status), or something its players can use, hold or be given tonight (their
   * roles' abilities and passives, their faction abilities, modifiers and statuses, the
   * responses and statuses of all of these) draws: a random selector, a block's feedback by
   * chance, a status that redraws its holder's next action. A scheduler draws such choices
   * from one stream among all the living as its actions resolve, which ties every part of the
   * night to every other; a night that cannot draw may be resolved part by part.
   *
   * <p>What {@link Night#mayDraw} keeps, made once per night: engines ask the night.
   *
   * @param night the night as submitted
   * @return whether it may draw; false lets an engine resolve it part by part
   */
  public static boolean mayDraw(Night night) {
    return needsDrawing(night) || drawsTonight(night);
  }

  /**
   * Whether something the players of {@code night} can use, hold or be given tonight draws
   * ({@link #mayDraw}, but what {@link #needsDrawing} reads).
   */
  private static boolean drawsTonight(Night night) {
    Holdings held = night.holdings(); // each definition once
    for (Held<Role> r : held.roles()) {
      if (r.definition().mayDraw()) {
        return true;
      }
    }
    for (Held<Ability> a : held.factionAbilities()) {
      if (a.definition().mayDraw()) {
        return true;
      }
    }
    for (Held<Modifier> m : held.modifiers()) {
      if (m.definition().mayDraw()) {
        return true;
      }
    }
    for (Held<StatusDefinition> h : held.statuses()) {
      StatusDefinition s = h.definition();
      if (s.redraws() || Component.mayDraw(s.effects()) || Component.mayDraw(s.expire())) {
        return true;
      }
    }
    return false;
  }

  /** Whether a player holds a status that redraws at the start of the night (of any player). */
  private static boolean redrawsHeld(Night night) {
    for (Held<StatusDefinition> h : night.holdings().statuses()) {
      if (h.definition().redraws()) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the night has pins, an action with random choices, a holder of a forced ability or
   * of a redrawing status.
   */
  private static boolean needsDrawing(Night night) {
    if (!night.pins().isEmpty()) {
      return true;
    }
    if (redrawsHeld(night)) { // then the holders, and whether theirs holds tonight
      for (int p = 0; p < night.players().size(); p++) {
        if (redrawing(night.state().state(p), night.number()).isPresent()) {
          return true;
        }
      }
    }
    for (int i = 0; i < night.actions().size(); i++) {
      Ability a = night.abilityOf(i);
      if (a != null && a.random()) {
        return true;
      }
    }
    return night.forcedAbilities() || passivesDraw(night);
  }

  private static int[] submissionOrder(List<Action> actions) {
    long[] keyed = new long[actions.size()];
    for (int i = 0; i < keyed.length; i++) {
      keyed[i] = (long) actions.get(i).submissionIndex() << 32 | i;
    }
    Arrays.sort(keyed);
    int[] order = new int[keyed.length];
    for (int i = 0; i < order.length; i++) {
      order[i] = (int) keyed[i];
    }
    return order;
  }

  /** The picks of an action that draws nothing: {@code ""} for every choice. */
  private static List<String> nothing(Ability ability) {
    return java.util.Collections.nCopies(ability.choices().size(), "");
  }

  /**
   * The players of {@code living} (shared by the candidates, not copied) in declaration order
   * valid as parameter {@code param} of the actor's {@code ability}: the actor only if the
   * ability may aim at him ({@code option self-target allowed} or a {@code uses-self} quota with
   * uses left, and not {@code not-self}, nor a premise {@code !X is self} on the parameter). For a parameter ({@code param >= 0}) also its {@code
   * when} conditions, its {@code no-repeat-target} limit (the first) and its {@code distinct}ness
   * from the {@code earlier} parameters; {@code param} -1 is a random selector ({@code
   * random(valid)}).
   */
  private static List<String> valid(Night night, int actor, Ability ability, int param,
      List<String> earlier, Candidates.Pool living) {
    int[] left = new int[2 + earlier.size()]; // the players left out: at most these
    int n = 0;
    if (!selfAllowed(night, actor, ability) || (param >= 0 && ability.conditions().stream()
        .anyMatch(c -> c.forbidsSelfAs(org.nightres.core.component.Ref.param(param))))) {
      left[n++] = actor; // not-self, or a premise that fails on him: !X is self (ruling 77)
    }
    boolean conditions = false;
    if (param >= 0) {
      boolean distinct = ability.distinctTargets()
          || ability.components().stream().noneMatch(Component::isRedirect);
      if (distinct) {
        for (String e : earlier) {
          left[n++] = night.indexOf(e);
        }
      }
      Optional<String> repeat = param == 0 ? lastTarget(night, actor, ability) : Optional.empty();
      if (repeat.isPresent()) {
        left[n++] = night.indexOf(repeat.get());
      }
      for (org.nightres.core.component.Condition w : ability.when()) {
        conditions |= w.param() == param;
      }
    }
    Candidates pool = Candidates.of(night, living, Arrays.copyOf(left, n));
    if (!conditions) {
      return pool;
    }
    java.util.BitSet in = new java.util.BitSet(night.players().size());
    for (String c : pool) { // a condition on this parameter: each candidate tested
      int p = night.indexOf(c);
      boolean holds = true;
      for (org.nightres.core.component.Condition w : ability.when()) {
        holds &= w.param() != param || w.holds(night.players().get(p));
      }
      in.set(p, holds);
    }
    return Candidates.of(night, in);
  }

  private static boolean selfAllowed(Night night, int actor, Ability ability) {
    if (ability.notSelf()) {
      return false;
    }
    if (ability.selfUses().isPresent()) {
      Integer left = night.state().state(actor).uses().get(ability.verb() + ":self");
      return (left == null ? ability.selfUses().getAsInt() : left) > 0;
    }
    return night.options().selfTargetAllowed();
  }

  /** The target of last night's use, for a {@code no-repeat-target} ability. */
  private static Optional<String> lastTarget(Night night, int actor, Ability ability) {
    if (!ability.noRepeatTarget() || night.number() <= 1) {
      return Optional.empty();
    }
    for (LastUse u : night.state().state(actor).last()) {
      if (u.verb().equals(ability.verb()) && u.phase().equals(Phase.night(night.number() - 1))) {
        return Optional.of(u.target());
      }
    }
    return Optional.empty();
  }

  /** Whether a status the actor holds tonight nullifies his uses of the ability. */
  private static boolean nullified(GameState start, int actor, Ability ability) {
    return start.state(actor).nullifies(ability.filterTags(), start.night());
  }

  /**
   * The automatic uses of forced abilities, in the declaration order of their actors, each with
   * its choices made; submission indexes from {@code nextIndex} on.
   */
  private static List<Action> autoActions(Night night, Draws draws, Candidates.Pool living,
      int nextIndex, boolean deferred) {
    // deferred (sequential): a use aimed at random valid players gets placeholders, drawn from a
    // recorder of its own, and is drawn for real when it resolves; its random selectors too
    Draws placeholders = deferred ? new Draws(night.drawSeed(), List.of()) : draws;
    List<Action> out = new ArrayList<>(0);
    if (!night.forcedAbilities()) {
      return out;
    }
    java.util.Set<String> factionsDone = new java.util.TreeSet<>();
    Submitted submitted = null; // made at the first holder: most nights have none
    for (int p = 0; p < night.players().size(); p++) {
      Player player = night.players().get(p);
      if (!player.hasForcedAbility()) { // most players: no list of abilities built
        continue;
      }
      for (Ability ability : player.abilities()) {
        if (ability.forced().isEmpty()) {
          continue;
        }
        String factionKey = player.alignment() + " " + ability.verb();
        boolean perFaction = ability.perFaction().isPresent();
        submitted = submitted == null ? new Submitted(night) : submitted;
        if (perFaction ? factionsDone.contains(factionKey)
            || submitted.byFaction(player.alignment(), ability)
            : submitted.byActor(p, ability)) {
          continue;
        }
        if (!canUse(night, p, ability)) {
          continue;
        }
        boolean pending = deferred && ability.arity() > 0
            && ability.forced().get().kind() != Ref.Kind.SELF;
        Optional<List<String>> targets = autoTargets(night, p, ability,
            pending ? placeholders : draws, living);
        if (targets.isEmpty()) {
          continue; // no valid target: nothing to force
        }
        if (perFaction) {
          factionsDone.add(factionKey);
        }
        Action auto = Action.builder().actor(player.name()).verb(ability.verb())
            .targets(targets.get()).submissionIndex(nextIndex++).auto(true).pending(pending)
            .build();
        if (ability.random() && !deferred) {
          auto = ImmutableAction.copyOf(auto)
              .withPicks(drawNow(night, p, ability, auto, draws, Living.of(living), true));
        }
        out.add(auto);
      }
    }
    return out;
  }

  /**
   * Whether a line of {@code verb} spares {@code ability} its automatic use: a line of the
   * ability, or of one of the verbs that spare it ({@link Ability#forcedUnless}).
   */
  private static boolean spares(String verb, Ability ability) {
    return verb.equals(ability.verb()) || ability.forcedUnless().contains(verb);
  }

  /** The key of the players of a night who pass the filter of a {@code random(f)}. */
  private record Passing(String filter) {}

  /**
   * The players of {@code night} who pass the filter of {@code sel} (a {@code random(f)}), as the
   * night starts, a bit each: tested once per night and filter, not once per draw (a filter
   * reads the player, never the actor); a draw takes the living among them word by word. Never
   * changed once made.
   */
  private static java.util.BitSet passing(Night night, Ref sel) {
    var among = sel.among(-1);
    java.util.BitSet out = new java.util.BitSet(night.players().size());
    for (int p = 0; p < night.players().size(); p++) {
      out.set(p, among.test(p, night.players().get(p)));
    }
    return out;
  }

  /**
   * The verbs of the night's submitted lines, by actor and by the actor's alignment: read once
   * for every holder of a forced ability, not the whole night again for each.
   */
  private static final class Submitted {
    private final java.util.Map<Integer, List<String>> byActor = new java.util.HashMap<>();
    private final java.util.Map<String, List<String>> byAlignment = new java.util.HashMap<>();

    Submitted(Night night) {
      for (int i = 0; i < night.actions().size(); i++) {
        int actor = night.actorIndex(i);
        String verb = night.actions().get(i).verb();
        byActor.computeIfAbsent(actor, k -> new ArrayList<>(1)).add(verb);
        byAlignment.computeIfAbsent(night.players().get(actor).alignment(),
            k -> new ArrayList<>()).add(verb);
      }
    }

    /** Whether player {@code p} submitted a line that spares {@code ability} its automatic use. */
    boolean byActor(int p, Ability ability) {
      return spares(byActor.get(p), ability);
    }

    /** Whether a player of {@code alignment} submitted a line that spares {@code ability}. */
    boolean byFaction(String alignment, Ability ability) {
      return spares(byAlignment.get(alignment), ability);
    }

    /** Whether one of {@code verbs} (null: none) spares {@code ability}. */
    private static boolean spares(List<String> verbs, Ability ability) {
      if (verbs != null) {
        for (String verb : verbs) {
          if (RandomChoices.spares(verb, ability)) {
            return true;
          }
        }
      }
      return false;
    }
  }

  /**
   * Whether living player {@code p} can use the ability tonight: it is allowed tonight ({@code
   * nights n+}), has uses left, is not a use right after last night's ({@code no-succession}),
   * no status nullifies it, the faction's count allows a line ({@code per-faction}), and {@code
   * option actions-per-player} leaves room.
   */
  private static boolean canUse(Night night, int p, Ability ability) {
    GameState start = night.state();
    PlayerState ps = start.state(p);
    if (!ps.living() || nullified(start, p, ability)) {
      return false;
    }
    if (!ability.allowedOn(night.number())) {
      return false;
    }
    Integer left = ps.uses().get(ability.verb());
    if ((left != null && left == 0) || (left == null && ability.uses().isPresent()
        && ability.uses().getAsInt() == 0)) {
      return false;
    }
    if (ability.noSuccession() && ps.last().stream().anyMatch(u -> u.verb().equals(
        ability.verb()) && u.phase().equals(Phase.night(night.number() - 1)))) {
      return false;
    }
    if (ability.perFaction().isPresent()
        && ability.perFaction().get().of(night.players().size(), start.living().size()) < 1) {
      return false;
    }
    if (night.options().actionsPerPlayer().isPresent()) {
      int lines = 0;
      for (int i = 0; i < night.actions().size(); i++) {
        lines += night.actorIndex(i) == p ? 1 : 0;
      }
      return lines < night.options().actionsPerPlayer().getAsInt();
    }
    return true;
  }

  /**
   * The targets of an automatic use: the actor for every parameter under {@code {forced=self}},
   * else one draw per player parameter among the valid ones; empty when a parameter has none.
   */
  private static Optional<List<String>> autoTargets(Night night, int p, Ability ability,
      Draws draws, Candidates.Pool living) {
    if (ability.forced().get().kind() == Ref.Kind.SELF) {
      return Optional.of(java.util.Collections.nCopies(ability.arity(),
          night.playerNames().get(p)));
    }
    return drawParameters(night, p, ability, ability.arity(), draws, living, true);
  }

  /**
   * {@return the components of a use of {@code ability} whose random choices came out as {@code
   * picks} ({@link Action#picks()}): each random selector becomes the parameter that holds its
   * drawn player ({@code ability.arity()} + the selector's rank among the player choices), so the
   * drawn player is aimed at, visited and moved exactly like a written target; a component aimed at
   * a selector that drew nothing is left out; a block by chance gets the drawn feedback, or is left
   * out when {@code real} came out (the true answer: nothing obstructs it)} Used by planning; the
   * ability's other components are returned as they are.
   *
   * @param ability the ability used
   * @param picks the values its random choices came out as, one per choice in order
   */
  public static List<Component> components(Ability ability, List<String> picks) {
    List<Ability.Choice> choices = ability.choices();
    List<Ref> selectors = new ArrayList<>();
    List<Ref> drawn = new ArrayList<>(); // the parameter each selector became; null: none
    int slot = ability.arity();
    for (int c = 0; c < choices.size(); c++) {
      if (choices.get(c).player()) {
        selectors.add(choices.get(c).selector().get());
        drawn.add(picks.get(c).isEmpty() ? null : Ref.param(slot));
        slot++;
      }
    }
    List<Component> out = new ArrayList<>(ability.components().size());
    for (int i = 0; i < ability.components().size(); i++) {
      Component comp = ability.components().get(i);
      int chance = -1;
      for (int c = 0; c < choices.size(); c++) {
        if (choices.get(c).component() == i) {
          chance = c;
        }
      }
      if (chance >= 0) {
        String value = picks.get(chance);
        if (value.equals(Component.Block.REAL) || value.isEmpty()) {
          continue; // the true answer: this time nothing obstructs it
        }
        comp = ((Component.Block) comp).withFeedback(Optional.of(findWord((Component.Block) comp,
            value)));
      }
      boolean lost = false;
      boolean any = false;
      for (Ref r : comp.refs()) {
        if (r.random()) {
          any = true;
          lost |= drawn.get(selectors.indexOf(r)) == null;
        }
      }
      if (lost) {
        continue; // nobody to aim at: it does nothing
      }
      out.add(any ? comp.accept(new Substitution(selectors, drawn)) : comp);
    }
    return out;
  }

  /** The value as the block writes it (a pin may spell it in another case). */
  private static String findWord(Component.Block b, String value) {
    for (Component.Block.Chance c : b.chances()) {
      if (c.word().equalsIgnoreCase(value)) {
        return c.word();
      }
    }
    return value;
  }
}
