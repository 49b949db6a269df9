package org.nightres.lab.generate;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Modifier;
import org.nightres.core.component.Role;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.format.NightParser;
import org.nightres.core.format.NightWriter;
import org.nightres.core.format.RuleSets;
import org.nightres.core.model.Action;
import org.nightres.core.model.GameOption;
import org.nightres.core.model.GameOptions;
import org.nightres.core.model.ImmutableNight;
import org.nightres.core.model.ModifierUse;
import org.nightres.core.model.Night;
import org.nightres.core.model.Player;

/**
 * Shrinks a night that shows a failure to a small night that still shows it, for bug reports
 * and regression tests.
 *
 * <h2>Contract</h2>
 *
 * {@link #shrink} repeats these steps until a whole round removes nothing:
 *
 * <ol>
 *   <li>actions: removes runs of actions (halves, quarters, ..., then one at a time), keeping
 *       every removal after which {@code stillFails} holds; submission indexes are renumbered
 *       {@code 0..m-1} in the original order; after the runs of each size, one try without
 *       every player no remaining action mentions, all at once (the tries after it are of a
 *       smaller night: a night of a million players is not written, read and resolved whole
 *       for every try);
 *   <li>players that no remaining action mentions (as actor or target), the same way;
 *   <li>modifiers, one holder-modifier pair at a time (after runs);
 *   <li>extra roles: a role of a player with several roles, only if the player keeps at least
 *       one role and every ability its remaining actions use;
 *   <li>options: each option that differs from the rule set's reset to the rule set's value
 *       (the default of {@code night-format.md} where the rule set sets none).
 * </ol>
 *
 * The result satisfies {@code stillFails} and is 1-minimal: removing any one remaining action,
 * unmentioned player, modifier or extra role, or resetting any one option, makes
 * {@code stillFails} false or the night invalid. A night is valid when its {@code .night} text
 * ({@link NightWriter}) parses without a diagnostic ({@link NightParser}, over a catalogue of
 * the night's own roles, modifiers and faction abilities): the parser is the one judge of the
 * rules of {@code night-format.md} (written self-targets, use and action limits, factional
 * kills, who may {@code mafiakill} and {@code strongkill}). A night of another bundled rule set
 * ({@link #shrink(Night, String, Predicate)}, Mafia 1923) is valid when its text as a file of
 * that rule set ({@code rules mafia1923}, {@link NightWriter#write(Night, String, List)}) parses
 * without a diagnostic: its limits too (the exact Mafia count, uses, not-self, families) hold
 * for every candidate. If the given night is valid, every
 * night passed to {@code stillFails} and the result are valid too; players are never removed
 * while an action mentions them, so no action is left dangling.
 *
 * <h2>Determinism and threading</h2>
 *
 * The candidates are tried in a fixed order (players in declaration order, actions in
 * submission order), so a deterministic predicate gives the same result every time.
 * {@code stillFails} is called on the calling thread only, once per candidate; its exceptions
 * propagate. The number of predicate calls is about {@code k log m} for a result of {@code k}
 * items out of {@code m}, and at most quadratic for adversarial predicates.
 */
public final class NightShrinker {
  private final Predicate<Night> stillFails;
  /** The judge of validity while shrinking; empty if the night to shrink is not valid. */
  private final Optional<Predicate<Night>> validity;
  /** The option values of the rule set (name to value), toward which options are reset. */
  private final Map<String, String> ruleSetOptions;
  private Night current;

  private NightShrinker(Night start, Predicate<Night> stillFails,
      Optional<Predicate<Night>> validity, Map<String, String> ruleSetOptions) {
    this.current = start;
    this.stillFails = stillFails;
    this.validity = validity;
    this.ruleSetOptions = ruleSetOptions;
  }

  /**
   * A 1-minimal sub-night of {@code failing}, a night of the standard rule set (perhaps with
   * roles of its own), for which {@code stillFails} still holds.
   *
   * @param failing a night for which {@code stillFails} holds
   * @param stillFails the property to keep, e.g. "two schemes disagree"; called once per candidate
   * @return the smallest night found; {@code failing} itself when nothing can be removed
   * @throws IllegalArgumentException if {@code stillFails} does not hold for {@code failing}
   */
  public static Night shrink(Night failing, Predicate<Night> stillFails) {
    return shrink(failing, "standard", stillFails);
  }

  /**
   * A 1-minimal sub-night of {@code failing}, a night of the bundled rule set {@code rules}
   * ({@link RuleSets#NAMES}), for which {@code stillFails} still holds; every candidate is a
   * valid night of the rule set when {@code failing} is.
   *
   * @param failing a night for which {@code stillFails} holds
   * @param rules the name of the bundled rule set {@code failing} is written in
   * @param stillFails the property to keep, e.g. "two schemes disagree"; called once per candidate
   * @return the smallest night found; {@code failing} itself when nothing can be removed
   * @throws IllegalArgumentException if {@code stillFails} does not hold for {@code failing},
   *     or {@code rules} is not a bundled rule set
   */
  public static Night shrink(Night failing, String rules, Predicate<Night> stillFails) {
    Objects.requireNonNull(failing, "failing");
    Objects.requireNonNull(stillFails, "stillFails");
    RoleCatalogue ruleSet = RuleSets.named(rules).orElseThrow(() -> new IllegalArgumentException(
        "unknown rule set '" + rules + "'; bundled: " + String.join(", ", RuleSets.NAMES)));
    if (!stillFails.test(failing)) {
      throw new IllegalArgumentException("the predicate does not hold for the night to shrink");
    }
    Night start = withActions(failing, sorted(failing.actions()));
    if (!start.equals(failing) && !stillFails.test(start)) {
      return failing; // the predicate depends on the submission indexes themselves
    }
    Optional<Predicate<Night>> validity = validity(failing, rules, ruleSet)
        .filter(v -> v.test(failing));
    NightShrinker s = new NightShrinker(start, stillFails, validity, ruleSet.options());
    boolean changed;
    do {
      changed = s.actions();
      changed |= s.players();
      changed |= s.modifiers();
      changed |= s.roles();
      changed |= s.options();
    } while (changed);
    return s.current;
  }

  // ---- the steps ---------------------------------------------------------------------------

  /**
   * The actions step; after each size of run, one try at once without every player no remaining
   * action mentions, so that the tries after it read, write and resolve a smaller night (a night
   * of a million players is mostly players the disagreement does not need). The result is the
   * same kind: the rounds go on until nothing is removed.
   */
  private boolean actions() {
    return reduce(current.actions(), kept -> Optional.of(withActions(current, kept)),
        this::withoutUnmentioned);
  }

  /** One try: the current night without every player no action mentions. */
  private void withoutUnmentioned() {
    List<Integer> removable = unmentioned(current);
    if (!removable.isEmpty()) {
      accept(without(current, removable), List.of());
    }
  }

  /** The indexes of the players no action of the night mentions (as actor or target). */
  private static List<Integer> unmentioned(Night night) {
    Set<String> mentioned = new HashSet<>();
    for (Action a : night.actions()) {
      mentioned.add(key(a.actor()));
      a.targets().forEach(t -> mentioned.add(key(t)));
    }
    List<Integer> removable = new ArrayList<>();
    for (int i = 0; i < night.players().size(); i++) {
      if (!mentioned.contains(key(night.players().get(i).name()))) {
        removable.add(i);
      }
    }
    return removable;
  }

  /** A build of {@link #reduce}: the night without the {@code removable} players not kept. */
  private static Function<List<Integer>, Optional<Night>> without(Night base,
      List<Integer> removable) {
    return kept -> {
      boolean[] drop = new boolean[base.players().size()];
      removable.forEach(i -> drop[i] = true);
      kept.forEach(i -> drop[i] = false);
      List<Player> players = new ArrayList<>();
      for (int i = 0; i < drop.length; i++) {
        if (!drop[i]) {
          players.add(base.players().get(i));
        }
      }
      return Optional.of(ImmutableNight.copyOf(base).withPlayers(players));
    };
  }

  private boolean players() {
    Night base = current;
    List<Integer> removable = unmentioned(base);
    return reduce(removable, without(base, removable));
  }

  /** One modifier (by position) of one player (by declaration index). */
  private record Item(int player, int index) {}

  private boolean modifiers() {
    Night base = current;
    List<Item> items = new ArrayList<>();
    for (int i = 0; i < base.players().size(); i++) {
      for (int j = 0; j < base.players().get(i).modifiers().size(); j++) {
        items.add(new Item(i, j));
      }
    }
    return reduce(items, kept -> {
      Set<Item> keep = new HashSet<>(kept);
      List<Player> players = new ArrayList<>(base.players());
      for (Item it : items) {
        if (!keep.contains(it)) {
          Player p = base.players().get(it.player);
          List<ModifierUse> mods = new ArrayList<>();
          for (int j = 0; j < p.modifiers().size(); j++) {
            if (keep.contains(new Item(it.player, j))) {
              mods.add(p.modifiers().get(j));
            }
          }
          players.set(it.player, Player.builder().from(p).modifiers(mods).build());
        }
      }
      return Optional.of(ImmutableNight.copyOf(base).withPlayers(players));
    });
  }

  private boolean roles() {
    Night base = current;
    List<Item> items = new ArrayList<>();
    for (int i = 0; i < base.players().size(); i++) {
      int roles = base.players().get(i).roles().size();
      for (int j = 0; roles > 1 && j < roles; j++) {
        items.add(new Item(i, j));
      }
    }
    return reduce(items, kept -> {
      Set<Item> keep = new HashSet<>(kept);
      List<Player> players = new ArrayList<>(base.players());
      for (Item it : items) {
        if (keep.contains(it) || players.get(it.player) != base.players().get(it.player)) {
          continue; // kept, or this player is rebuilt already
        }
        Player p = base.players().get(it.player);
        List<Role> roles = new ArrayList<>();
        for (int j = 0; j < p.roles().size(); j++) {
          if (keep.contains(new Item(it.player, j))) {
            roles.add(p.roles().get(j));
          }
        }
        if (roles.isEmpty()) {
          return Optional.empty();
        }
        Player q = Player.builder().from(p).roles(roles).build();
        for (Action a : base.actions()) {
          if (key(a.actor()).equals(key(p.name())) && q.ability(a.verb()).isEmpty()) {
            return Optional.empty();
          }
        }
        players.set(it.player, q);
      }
      return Optional.of(ImmutableNight.copyOf(base).withPlayers(players));
    });
  }

  private boolean options() {
    Night base = current;
    List<GameOption> items = new ArrayList<>();
    for (GameOption o : GameOption.values()) {
      if (!reset(base.options(), o, ruleSetOptions).equals(base.options())) {
        items.add(o);
      }
    }
    return reduce(items, kept -> {
      GameOptions options = base.options();
      for (GameOption o : items) {
        if (!kept.contains(o)) {
          options = reset(options, o, ruleSetOptions);
        }
      }
      return Optional.of(ImmutableNight.copyOf(base).withOptions(options));
    });
  }

  // ---- machinery ---------------------------------------------------------------------------

  /**
   * Removes items greedily: runs of half the items, then quarters, ..., then single items, in
   * order; a removal stays when {@code build} gives a night (valid, if required) for which the
   * predicate holds. Every successful candidate becomes {@link #current}.
   */
  private <T> boolean reduce(List<T> items, Function<List<T>, Optional<Night>> build) {
    return reduce(items, build, () -> { });
  }

  /** As above, {@code afterEachSize} run after the runs of each size. */
  private <T> boolean reduce(List<T> items, Function<List<T>, Optional<Night>> build,
      Runnable afterEachSize) {
    List<T> kept = new ArrayList<>(items);
    boolean changed = false;
    int chunk = Math.max(1, kept.size() / 2);
    while (!kept.isEmpty()) {
      int i = 0;
      while (i < kept.size()) {
        int end = Math.min(i + chunk, kept.size());
        List<T> candidate = new ArrayList<>(kept.size() - (end - i));
        candidate.addAll(kept.subList(0, i));
        candidate.addAll(kept.subList(end, kept.size()));
        if (accept(build, candidate)) {
          kept = candidate;
          changed = true;
        } else {
          i = end;
        }
      }
      afterEachSize.run();
      if (chunk == 1) {
        break;
      }
      chunk = Math.max(1, chunk / 2);
    }
    return changed;
  }

  private <T> boolean accept(Function<List<T>, Optional<Night>> build, List<T> kept) {
    Optional<Night> candidate;
    try {
      candidate = build.apply(kept);
    } catch (IllegalStateException | IllegalArgumentException e) {
      return false; // the model's own checks reject it: not a night
    }
    if (candidate.isEmpty()
        || (validity.isPresent() && !validity.get().test(candidate.get()))) {
      return false;
    }
    if (stillFails.test(candidate.get())) {
      current = candidate.get();
      return true;
    }
    return false;
  }

  /**
   * The judge of validity for nights of the rule set: a night of the standard set is judged by
   * a parser over its own roles ({@link #parserFor}); a night of another bundled rule set by
   * the text of its file ({@code rules <name>} first) read by the standard parser, which reads
   * the rule set from that line. Empty when there is no judge.
   */
  private static Optional<Predicate<Night>> validity(Night night, String rules,
      RoleCatalogue ruleSet) {
    if (ruleSet == RuleSets.standard()) {
      return parserFor(night).map(p -> n -> valid(p, n));
    }
    NightParser parser = NightParser.standard();
    return Optional.of(n -> {
      try {
        return parser.parse("shrinking", NightWriter.write(n, rules, List.of())).ok();
      } catch (IllegalArgumentException e) {
        return false; // not writable as a file of the rule set
      }
    });
  }

  /**
   * A parser over the night's own roles, modifiers and faction abilities (shrinking only removes
   * them, so it serves every candidate); empty if they do not make a catalogue (two different
   * roles of one name, say).
   */
  private static Optional<NightParser> parserFor(Night night) {
    Map<String, Role> roles = new LinkedHashMap<>();
    Map<String, Modifier> modifiers = new LinkedHashMap<>();
    Map<String, List<Ability>> factions = new LinkedHashMap<>();
    for (Player p : night.players()) {
      p.roles().forEach(r -> roles.putIfAbsent(r.name(), r));
      p.modifiers().forEach(m -> modifiers.putIfAbsent(m.modifier().name(), m.modifier()));
      factions.putIfAbsent(p.alignment(), p.factionAbilities());
    }
    try {
      return Optional.of(new NightParser(RoleCatalogue.of(
          List.copyOf(roles.values()), List.copyOf(modifiers.values()), factions)));
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
  }

  /** Whether the night's {@code .night} text parses without a diagnostic. */
  private static boolean valid(NightParser parser, Night night) {
    String text;
    try {
      text = NightWriter.write(night);
    } catch (IllegalArgumentException e) {
      return false; // not writable as a .night file (a player named like a keyword)
    }
    return parser.parse("shrinking", text).ok();
  }

  /** The option set back to the rule set's value, or to the format's default if it sets none. */
  private static GameOptions reset(GameOptions options, GameOption option,
      Map<String, String> ruleSetOptions) {
    for (Map.Entry<String, String> e : ruleSetOptions.entrySet()) {
      if (e.getKey().equalsIgnoreCase(option.key()) && option.accepts(e.getValue())) {
        return option.apply(options, e.getValue());
      }
    }
    return option.apply(options, option.accepted().get(0));
  }

  private static List<Action> sorted(List<Action> actions) {
    List<Action> list = new ArrayList<>(actions);
    list.sort((a, b) -> Integer.compare(a.submissionIndex(), b.submissionIndex()));
    return list;
  }

  /** The night with exactly these actions, in this order, numbered {@code 0..m-1}. */
  private static Night withActions(Night base, List<Action> actions) {
    List<Action> renumbered = new ArrayList<>(actions.size());
    for (int i = 0; i < actions.size(); i++) {
      Action a = actions.get(i);
      renumbered.add(a.submissionIndex() == i ? a : Action.builder().from(a).submissionIndex(i).build());
    }
    return ImmutableNight.copyOf(base).withActions(renumbered);
  }

  private static String key(String name) {
    return name.toLowerCase(Locale.ROOT);
  }
}
