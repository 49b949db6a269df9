package org.nightres.lab.generate;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Function;
import org.nightres.core.NightResolver;
import org.nightres.core.Scheme;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Component;
import org.nightres.core.component.Ref;
import org.nightres.core.component.Role;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.component.StatusDefinition;
import org.nightres.core.format.NightWriter;
import org.nightres.core.format.RuleSets;
import org.nightres.core.model.Action;
import org.nightres.core.model.GameOptions;
import org.nightres.core.model.GameState;
import org.nightres.core.model.HeldStatus;
import org.nightres.core.model.ImmutableGameOptions;
import org.nightres.core.model.ImmutableNight;
import org.nightres.core.model.ImmutablePlayer;
import org.nightres.core.model.Life;
import org.nightres.core.model.ModifierUse;
import org.nightres.core.model.Night;
import org.nightres.core.model.Phase;
import org.nightres.core.model.Player;
import org.nightres.core.model.PlayerState;
import org.nightres.core.outcome.Outcome;

/**
 * Makes random, valid nights for tests, benchmarks and fuzzing ({@code nightres generate}).
 *
 * <h2>Contract</h2>
 *
 * Every night satisfies the rules of {@code night-format.md}: players {@code P1..Pn} (the
 * structural patterns add a Vigilante {@code V}), every verb granted by the actor's roles or
 * alignment, {@code mafiakill} only by {@code mafia} members and at most
 * {@code factional-kills} of them per faction, {@code strongkill} only by Strongmen, no written
 * self-target unless {@code self-target allowed}, at most {@code uses-per-ability} uses of one
 * ability and {@code actions-per-player} actions per player, and the targets of one action
 * pairwise distinct. The limits an ability carries hold too ({@link UseLimits}): uses left per
 * game and of a self quota ({@code uses 2}, {@code uses-self 2}), {@code not-self}, {@code
 * when X in !align:mafia}, {@code per-night}, {@code nights n+}, succession; a family parameter
 * names a family of the night ({@code family=Cohen}); the lines of an ability limited per
 * faction are planned for the faction as a whole ({@link FactionLines}: {@code per-faction
 * exactly ceil(living/20)} gives exactly the count the parser requires, at distinct targets).
 * Players whose abilities can be used act with probability {@link GeneratorConfig#activity()};
 * an acting player uses one ability of its roles (sometimes more, and again when {@code
 * uses-per-ability} allows), and the faction's chosen killer also submits the factional kill.
 * The actions are shuffled into their submission order.
 *
 * <h2>Rule sets</h2>
 *
 * The roles come from the bundled rule set of {@link GeneratorConfig#rules()} (its mixes, such
 * as {@link MixPreset#MAFIA1923}); its nights carry the rule set's scheme and options and are
 * written with its {@code rules} line ({@link NightWriter#write(Night, String, List)}), so that
 * {@code nightres resolve} reads them as the generator made them. The standard rule set's
 * nights are exactly those the generator made before rule sets were added.
 *
 * <h2>Start states and games</h2>
 *
 * With {@link GeneratorConfig#dead()}, {@link GeneratorConfig#statuses()}, {@link
 * GeneratorConfig#spentVests()} or a {@link GeneratorConfig#night()} after the first, the night
 * carries a random start state ({@code games.md} section 2): the dead neither act nor are
 * targeted, status holders act and are targeted as anyone (their statuses decide what happens),
 * and the start state draws from a stream of its own, so the cast is that of the fresh night.
 * {@link #generateGame} writes a game of several nights, each drawn among the players alive at
 * its start as a resolver leaves them. With none of these options the generator makes exactly
 * the nights (and bytes) it made before they existed.
 *
 * <h2>Determinism</h2>
 *
 * The same {@link GeneratorConfig} gives the same night, and so the same {@link NightWriter}
 * bytes, on every JVM: all randomness comes from a {@link SplitMix64} stream of the seed (split
 * into independent streams for the cast, the plan, the targets and the order), and nothing
 * iterates a hash-ordered collection.
 *
 * <h2>Cost and threading</h2>
 *
 * Time and memory are linear in the number of players ({@code clique} is quadratic by nature
 * and capped at {@value #MAX_CLIQUE} Jailkeepers). Stateless and thread-safe.
 */
public final class NightGenerator {
  /** The largest number of players a configuration may ask for. */
  public static final int MAX_PLAYERS = 10_000_000;
  /** The largest {@code k} of {@link TargetingPattern#CLIQUE} ({@code k(k-1)+1} actions). */
  public static final int MAX_CLIQUE = 1000;
  /** The name of the Vigilante of the structural patterns. */
  public static final String VIGILANTE = "V";
  /** The prefix of generated player names: {@code P1, P2, ...}. */
  public static final String PREFIX = "P";

  /** Chance that an acting player also uses each further ability of its roles. */
  private static final double EXTRA_ABILITY = 0.3;
  /** Chance that an ability is used a second time where {@code uses-per-ability} allows it. */
  private static final double REPEAT = 0.15;
  /** Chance, in {@code adversarial}, that a non-knot action aims into the knots. */
  static final double INTO_KNOTS = 0.7;

  private NightGenerator() {}

  /**
   * Generates the night of a configuration.
   *
   * @param config the configuration
   * @return the night, valid in the configuration's rule set
   * @throws IllegalArgumentException if the configuration cannot give a night (never for a
   *     configuration that built without error)
   */
  public static Night generate(GeneratorConfig config) {
    return switch (config.pattern()) {
      case RING -> ring(config);
      case CLIQUE -> clique(config);
      default -> general(config);
    };
  }

  /**
   * {@return the night as {@code .night} text with a {@link #header} comment line; a night with a
   * {@linkplain GeneratorConfig#randomStart() start state} as a game file ({@link
   * NightWriter#writeGame})}
   *
   * @param config the configuration
   */
  public static String generateText(GeneratorConfig config) {
    Night night = generate(config);
    return config.randomStart()
        ? NightWriter.writeGame(night, config.rules(), List.of(header(config)))
        : NightWriter.write(night, config.rules(), List.of(header(config)));
  }

  /**
   * {@link #generateGame(GeneratorConfig, int, Function)} resolved by {@code resolver}.
   *
   * @param config the configuration of the first night
   * @param nights the number of nights, at least 1
   * @param resolver resolves each night but the last, giving the next night's start state
   * @return the game
   */
  public static GeneratedGame generateGame(GeneratorConfig config, int nights,
      NightResolver resolver) {
    return generateGame(config, nights, resolver::resolve,
        " --nights " + nights + " --scheme " + resolver.scheme().id(),
        Optional.of(resolver.scheme()));
  }

  /**
   * A game of {@code nights} nights ({@code games.md} section 1). The first night is {@link
   * #generate(GeneratorConfig) generate(config)} (with its start state, if any, written in the
   * setup). Every later night starts from the state the night before left, as {@code resolve}
   * computes it (core cannot see the engines: pass one), after its section's {@code state}
   * lines: with chance {@link GeneratorConfig#dead()} a living player is lynched ({@code state
   * P dead}), and with chance {@link GeneratorConfig#statuses()} a living player without a
   * status gets one for the coming night or longer. Its actions are drawn as a first night's
   * are, among the players alive at its start and within the uses they have left.
   *
   * <p>Deterministic: the same configuration, night count and resolver outcomes give the same
   * game. Each night is resolved once. The header comment is {@link #header} with {@code
   * --nights G} (and {@code --scheme S} when given a {@link NightResolver}): the flags of
   * {@code nightres generate} that make the same game.
   *
   * @param config the configuration of the first night
   * @param nights the number of nights, at least 1
   * @param resolve resolves each night but the last, giving the next night's start state
   * @return the game
   * @throws IllegalArgumentException if {@code nights < 1} or the pattern is structural
   */
  public static GeneratedGame generateGame(GeneratorConfig config, int nights,
      Function<Night, Outcome> resolve) {
    return generateGame(config, nights, resolve, " --nights " + nights, Optional.empty());
  }

  /**
   * {@code playedUnder}: the scheme that resolves the nights, when known; the setup then says
   * {@code scheme S} if the file would otherwise be read under another one (its rule set's, else
   * rar), so that {@code nightres resolve} plays the game as it was made.
   */
  private static GeneratedGame generateGame(GeneratorConfig config, int nights,
      Function<Night, Outcome> resolve, String flags, Optional<Scheme> playedUnder) {
    if (nights < 1) {
      throw new IllegalArgumentException("a game has at least one night, got " + nights);
    }
    if (config.pattern().structural()) {
      throw new IllegalArgumentException("games need a general pattern, not "
          + config.pattern().id());
    }
    List<Night> out = new ArrayList<>(nights);
    List<Outcome> outcomes = new ArrayList<>(nights);
    List<String> sections = new ArrayList<>(nights);
    Night first = generate(config);
    Scheme readAs = first.scheme().or(() -> RuleSets.named(config.rules())
        .flatMap(RuleSets::defaultScheme)).orElse(Scheme.RAR);
    Optional<Scheme> schemeLine = playedUnder.filter(s -> s != readAs).or(first::scheme);
    String setup = NightWriter.stateFile(first.state(), schemeLine, first.options(),
        config.rules(), List.of(header(config) + flags));
    out.add(first);
    outcomes.add(resolve.apply(first));
    sections.add(NightWriter.actionLines(first));
    SplitMix64 gameRng = new SplitMix64(config.seed() ^ 0xD1B54A32D192ED03L);
    List<StatusDefinition> statuses = config.mix().startStatuses();
    for (int k = 1; k < nights; k++) {
      SplitMix64 root = gameRng.split();
      SplitMix64 dayRng = root.split();
      GameState state = outcomes.get(k - 1).nextState();
      int n = state.night();
      StringBuilder section = new StringBuilder();
      List<PlayerState> states = new ArrayList<>(state.states());
      int lynched = dayRng.chance(config.dead()) ? randomLiving(state, dayRng) : -1;
      if (lynched >= 0) {
        states.set(lynched, states.get(lynched).withLife(Life.DEAD,
            Optional.of(Phase.day(n - 1)))); // a death ends the statuses
        section.append("state ").append(state.players().get(lynched).name()).append(" dead\n");
      }
      int holder = !statuses.isEmpty() && dayRng.chance(config.statuses())
          ? randomLiving(GameState.of(n, state.players(), states), dayRng) : -1;
      if (holder >= 0 && states.get(holder).statuses().isEmpty()) {
        StatusDefinition d = statuses.get(dayRng.nextInt(statuses.size()));
        int until = dayRng.nextInt(4); // none, N<n>, D<n>, N<n+1>
        HeldStatus h = new HeldStatus(d,
            until == 0 ? Optional.empty() : Optional.of(new Phase(until == 2, n + until / 3)),
            Optional.empty());
        states.set(holder, states.get(holder).withStatuses(List.of(h)));
        section.append("state ").append(state.players().get(holder).name()).append(' ')
            .append(h.describe()).append('\n');
      }
      GameState start = state.with(state.players(), states);
      Night night = actions(config, start.players(), start, root.split(), root.split(),
          root.split());
      out.add(night);
      outcomes.add(resolve.apply(night));
      sections.add(section.append(NightWriter.actionLines(night)).toString());
    }
    return new GeneratedGame(out, outcomes, setup, sections);
  }

  /** A random living player of {@code state}, or -1 if nobody is alive. */
  private static int randomLiving(GameState state, SplitMix64 rng) {
    List<Integer> living = new ArrayList<>();
    for (int i = 0; i < state.players().size(); i++) {
      if (state.state(i).living()) {
        living.add(i);
      }
    }
    return living.isEmpty() ? -1 : living.get(rng.nextInt(living.size()));
  }

  /**
   * {@code generated by nightres: --players 12 --seed 7 ...}.
   *
   * @param config the configuration
   * @return the header, without the comment's {@code #} and without a newline
   */
  public static String header(GeneratorConfig config) {
    return "generated by nightres: " + config.commandLine();
  }

  /** Whether an ability is a factional kill (its ability carries the {@code factionkill} tag). */
  static boolean factionKill(Ability a) {
    return a.tags().contains("factionkill");
  }

  /** Whether an ability interferes with another player (block, redirect, swap, stop). */
  static boolean interferes(Ability a) {
    return a.components().stream().anyMatch(c -> c.accept(INTERFERES));
  }

  /** Whether a component interferes with another player's actions. */
  private static final Component.Visitor<Boolean> INTERFERES = new Component.Visitor<>() {
    @Override
    public Boolean visitKill(Component.Kill c) {
      return false;
    }

    @Override
    public Boolean visitResult(Component.Result c) {
      return false;
    }

    @Override
    public Boolean visitRecruit(Component.Recruit c) {
      return false;
    }

    @Override
    public Boolean visitFruit(Component.Fruit c) {
      return false;
    }

    @Override
    public Boolean visitChange(Component.Change c) {
      return false;
    }

    @Override
    public Boolean visitNotify(Component.Notify c) {
      return false;
    }

    @Override
    public Boolean visitInform(Component.Inform c) {
      return false;
    }

    @Override
    public Boolean visitVisit(Component.Visit c) {
      return false;
    }

    @Override
    public Boolean visitProtect(Component.Protect c) {
      return false;
    }

    @Override
    public Boolean visitBlock(Component.Block c) {
      return true;
    }

    @Override
    public Boolean visitRedirect(Component.Redirect c) {
      return true;
    }

    @Override
    public Boolean visitSwap(Component.Swap c) {
      return true;
    }

    @Override
    public Boolean visitDeflect(Component.Deflect c) {
      return true;
    }

    @Override
    public Boolean visitUntargetable(Component.Untargetable c) {
      return c.target().kind() == Ref.Kind.PARAM;
    }

    @Override
    public Boolean visitGuard(Component.Guard c) {
      return false;
    }

    @Override
    public Boolean visitAbsent(Component.Absent c) {
      return false;
    }

    @Override
    public Boolean visitTrigger(Component.Trigger c) {
      return false;
    }

    @Override
    public Boolean visitDisguise(Component.Disguise c) {
      return false;
    }

    @Override
    public Boolean visitCancel(Component.Cancel c) {
      return false; // in a trigger's response only
    }

    @Override
    public Boolean visitWhen(Component.When c) {
      return c.guarded().stream().anyMatch(g -> g.accept(this)); // what it might do
    }
  };

  static String name(int index) {
    return PREFIX + (index + 1);
  }

  // ---- uniform, clustered, adversarial -------------------------------------------------

  private static Night general(GeneratorConfig c) {
    int n = c.players();
    SplitMix64 root = new SplitMix64(c.seed());
    SplitMix64 castRng = root.split();
    SplitMix64 planRng = root.split();
    SplitMix64 targetRng = root.split();
    SplitMix64 orderRng = root.split();

    Mix mix = c.mix();
    RoleCatalogue cat = mix.catalogue();
    List<Seat> seats = mix.cast(n, castRng);
    List<Player> players = new ArrayList<>(n);
    Map<String, List<Ability>> factionAbilities = new LinkedHashMap<>();
    for (int i = 0; i < n; i++) {
      Seat s = seats.get(i);
      players.add(Player.builder().name(name(i)).alignment(s.alignment)
          .addAllRoles(s.roles).addAllModifiers(s.modifiers).putAllAttributes(s.attributes)
          .addAllFactionAbilities(
              factionAbilities.computeIfAbsent(s.alignment, cat::factionAbilities))
          .build());
    }
    // a fifth stream, split only when asked for: the first four are those of a fresh night
    GameState start = c.randomStart() ? randomState(c, players, root.split()) : null;
    return actions(c, players, start, planRng, targetRng, orderRng);
  }

  /**
   * A random start state for {@code players} at night {@link GeneratorConfig#night()}: each
   * player dead with chance {@link GeneratorConfig#dead()} (since an earlier night or day, if
   * there was one); each living one holding a status
   * with chance {@link GeneratorConfig#statuses()} (no {@code until} one time in three,
   * otherwise through one of the next five phases; {@code by} another player half the time);
   * each countable modifier spent ({@code (0)}) with chance {@link GeneratorConfig#spentVests()}.
   */
  private static GameState randomState(GeneratorConfig c, List<Player> players, SplitMix64 rng) {
    int night = c.night();
    List<StatusDefinition> statuses = c.mix().startStatuses();
    List<Player> out = new ArrayList<>(players.size());
    List<PlayerState> states = new ArrayList<>(players.size());
    for (int i = 0; i < players.size(); i++) {
      Player p = players.get(i);
      PlayerState s = PlayerState.FRESH;
      if (rng.chance(c.dead())) {
        // killed in an earlier night, or (before night 1) at no phase of the game
        s = s.withLife(Life.DEAD, night == 1 ? Optional.empty()
            : Optional.of(new Phase(rng.chance(0.5), 1 + rng.nextInt(night - 1))));
      } else if (!statuses.isEmpty() && rng.chance(c.statuses())) {
        StatusDefinition d = statuses.get(rng.nextInt(statuses.size()));
        Optional<Phase> until = Optional.empty();
        if (rng.nextInt(3) != 0) {
          int k = rng.nextInt(5); // N<night>, D<night>, N<night+1>, D<night+1>, N<night+2>
          until = Optional.of(new Phase(k % 2 == 1, night + k / 2));
        }
        Optional<String> by = Optional.empty();
        if (players.size() > 1 && rng.chance(0.5)) {
          int q = rng.nextInt(players.size() - 1);
          by = Optional.of(players.get(q >= i ? q + 1 : q).name());
        }
        s = s.withStatuses(List.of(new HeldStatus(d, until, by)));
      }
      List<ModifierUse> mods = null;
      for (int m = 0; m < p.modifiers().size(); m++) {
        ModifierUse u = p.modifiers().get(m);
        if (u.uses().isPresent() && u.uses().getAsInt() > 0 && rng.chance(c.spentVests())) {
          if (mods == null) {
            mods = new ArrayList<>(p.modifiers());
          }
          mods.set(m, ModifierUse.of(u.modifier(), OptionalInt.of(0)));
        }
      }
      out.add(mods == null ? p : ImmutablePlayer.copyOf(p).withModifiers(mods));
      states.add(s);
    }
    return GameState.of(night, out, states);
  }

  /**
   * The actions of one night of {@code players}: the players alive in {@code start} (everyone
   * when it is null: a fresh night 1 without a start state) act and are targeted, within the
   * uses their abilities have left.
   */
  private static Night actions(GeneratorConfig c, List<Player> players, GameState start,
      SplitMix64 planRng, SplitMix64 targetRng, SplitMix64 orderRng) {
    int n = players.size();
    GameOptions opts = c.options();
    String[] names = new String[n];
    for (int i = 0; i < n; i++) {
      names[i] = players.get(i).name();
    }
    boolean[] dead = null;
    if (start != null) {
      for (int i = 0; i < n; i++) {
        if (!start.state(i).living()) {
          if (dead == null) {
            dead = new boolean[n];
          }
          dead[i] = true;
        }
      }
    }

    UseLimits limits = new UseLimits(players, start, opts, dead);
    boolean[] killer = chooseFactionKillers(players, opts, dead, planRng);
    Map<Integer, List<Ability>> factionLines =
        FactionLines.assign(players, limits, c.activity(), planRng);
    List<String> families = limits.families();
    Targeter targeter = Targeter.of(c.pattern(), n, opts.selfTargetAllowed(), targetRng);
    targeter.dead = dead;

    // plan: who uses which ability
    int perPlayer = opts.actionsPerPlayer().orElse(Integer.MAX_VALUE);
    List<PlannedUse> plan = new ArrayList<>();
    List<Ability> own = new ArrayList<>();
    List<Ability> chosen = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      if (!limits.living(i)) {
        continue;
      }
      List<Ability> lines = factionLines == null ? List.of()
          : factionLines.getOrDefault(i, List.of());
      for (Ability a : lines) { // drawn for the faction as a whole, whatever the activity
        plan.add(new PlannedUse(i, a, true));
      }
      int room = targeter.room(i);
      Ability kill = null;
      own.clear();
      for (Ability a : players.get(i).abilities()) {
        if (a.arity() > room || containsVerb(own, a.verb()) || !limits.usable(i, a)
            || a.perFaction().isPresent() // the faction's lines, planned above
            || (a.familyArity() > 0 && families.isEmpty())) {
          continue;
        }
        if (factionKill(a)) {
          if (killer[i] && kill == null) {
            kill = a;
          }
        } else {
          own.add(a);
        }
      }
      if ((kill == null && own.isEmpty()) || !planRng.chance(c.activity())) {
        continue;
      }
      chosen.clear();
      if (kill != null) {
        chosen.add(kill);
      }
      if (!own.isEmpty()) {
        int primary = planRng.nextInt(own.size());
        for (int j = 0; j < own.size(); j++) {
          if (j == primary || planRng.chance(EXTRA_ABILITY)) {
            chosen.add(own.get(j));
          }
        }
      }
      int once = chosen.size();
      for (int j = 0; j < once; j++) {
        Ability a = chosen.get(j);
        if (limits.perNight(a) >= 2 && !factionKill(a) && planRng.chance(REPEAT)
            && limits.usesLeft(i, a) >= 2) {
          chosen.add(a);
        }
      }
      for (int j = 0; j < chosen.size() && j < perPlayer - lines.size(); j++) {
        plan.add(new PlannedUse(i, chosen.get(j), false));
      }
    }

    // targets
    targeter.prepare(plan);
    Map<String, Set<Integer>> taken = new HashMap<>(); // a faction's first targets; looked up
    List<Pending> pending = new ArrayList<>(plan.size());
    for (PlannedUse u : plan) {
      Set<Integer> aimed = !u.factionLine() ? null : taken.computeIfAbsent(
          players.get(u.actor()).alignment() + " " + u.ability().verb(), k -> new HashSet<>());
      targeter.rule = limits.rule(u.actor(), u.ability(), aimed);
      int[] targets = targeter.targets(u.actor(), u.ability());
      if (targets == null && u.factionLine()) { // its line is due: any valid target will do
        targets = targeter.anywhere(u.actor(), u.ability());
      }
      if (targets == null) {
        continue;
      }
      limits.used(u.actor(), u.ability(), targets);
      if (aimed != null && targets.length > 0) {
        aimed.add(targets[0]);
      }
      pending.add(new Pending(u.actor(), u.ability().verb(), targets, roleArgs(players, u),
          familyArgs(u.ability(), families, targetRng)));
    }

    // submission order
    orderRng.shuffle(pending);
    List<Action> actions = new ArrayList<>(pending.size());
    for (int k = 0; k < pending.size(); k++) {
      Pending p = pending.get(k);
      Action a = action(names[p.actor], p.verb, names(names, p.targets), k);
      actions.add(p.roles.isEmpty() && p.families.isEmpty() ? a
          : Action.builder().from(a).roles(p.roles).families(p.families).build());
    }
    ImmutableNight.Builder night = start == null
        ? Night.builder().players(players) : Night.startingFrom(start);
    return night.actions(actions).options(opts)
        .scheme(RuleSets.named(c.rules()).flatMap(RuleSets::defaultScheme)).build();
  }

  /**
   * The families a use of {@code a} names ({@code F:family}): each drawn among {@code
   * families}; no draw for an ability without family parameters.
   */
  private static List<String> familyArgs(Ability a, List<String> families, SplitMix64 rng) {
    int k = a.familyArity();
    if (k == 0) {
      return List.of();
    }
    List<String> out = new ArrayList<>(k);
    for (int i = 0; i < k; i++) {
      out.add(families.get(rng.nextInt(families.size())));
    }
    return out;
  }

  /**
   * For each faction that has a factional kill, up to {@code factional-kills} members (chosen
   * at random) who will submit it; nobody else does.
   */
  private static boolean[] chooseFactionKillers(List<Player> players, GameOptions opts,
      boolean[] dead, SplitMix64 rng) {
    Map<String, List<Integer>> factions = new LinkedHashMap<>();
    for (int i = 0; i < players.size(); i++) {
      Player p = players.get(i);
      if (dead != null && dead[i]) {
        continue;
      }
      if (p.factionAbilities().stream().anyMatch(NightGenerator::factionKill)) {
        factions.computeIfAbsent(p.alignment(), a -> new ArrayList<>()).add(i);
      }
    }
    boolean[] killer = new boolean[players.size()];
    for (List<Integer> members : factions.values()) {
      int k = Math.min(Math.max(opts.factionalKills(), 0), members.size());
      for (int j = 0; j < k; j++) {
        int r = j + rng.nextInt(members.size() - j);
        members.set(j, members.set(r, members.get(j)));
        killer[members.get(j)] = true;
      }
    }
    return killer;
  }

  private static boolean containsVerb(List<Ability> abilities, String verb) {
    for (Ability a : abilities) {
      if (a.verb().equals(verb)) {
        return true;
      }
    }
    return false;
  }

  private record Pending(int actor, String verb, int[] targets, List<Role> roles,
      List<String> families) {
    Pending(int actor, String verb, int[] targets) {
      this(actor, verb, targets, List.of(), List.of());
    }
  }

  /**
   * The roles a use gives its ability's role parameters ({@code R:role}): the first role of the
   * players after the actor, in turn. No draw: nights of abilities without role parameters are
   * generated as before.
   */
  private static List<Role> roleArgs(List<Player> players, PlannedUse u) {
    int k = u.ability().roleArity();
    if (k == 0) {
      return List.of();
    }
    List<Role> out = new ArrayList<>(k);
    for (int i = 0; i < k; i++) {
      out.add(players.get((u.actor() + 1 + i) % players.size()).roles().get(0));
    }
    return out;
  }

  // ---- ring and clique -----------------------------------------------------------------

  private static Night ring(GeneratorConfig c) {
    int k = c.players() - 1;
    SplitMix64 root = new SplitMix64(c.seed());
    SplitMix64 roleRng = root.split();
    SplitMix64 orderRng = root.split();
    RoleCatalogue cat = RuleSets.standard();
    Role jailkeeper = cat.role("Jailkeeper").orElseThrow();
    Role roleblocker = cat.role("Roleblocker").orElseThrow();
    List<Player> players = new ArrayList<>(k + 1);
    List<Pending> pending = new ArrayList<>(k + 1);
    String[] names = new String[k + 1];
    for (int i = 0; i < k; i++) {
      boolean jails = roleRng.chance(0.5);
      names[i] = name(i);
      players.add(town(names[i], jails ? jailkeeper : roleblocker));
      pending.add(new Pending(i, jails ? "jail" : "block", new int[] {(i + 1) % k}));
    }
    names[k] = VIGILANTE;
    players.add(town(VIGILANTE, cat.role("Vigilante").orElseThrow()));
    pending.add(new Pending(k, "kill", new int[] {0}));
    return structural(players, names, pending, c.options(), orderRng);
  }

  private static Night clique(GeneratorConfig c) {
    int k = c.players() - 1;
    SplitMix64 root = new SplitMix64(c.seed());
    SplitMix64 orderRng = root.split();
    RoleCatalogue cat = RuleSets.standard();
    Role jailkeeper = cat.role("Jailkeeper").orElseThrow();
    List<Player> players = new ArrayList<>(k + 1);
    List<Pending> pending = new ArrayList<>(k * (k - 1) + 1);
    String[] names = new String[k + 1];
    for (int i = 0; i < k; i++) {
      names[i] = name(i);
      players.add(town(names[i], jailkeeper));
      for (int j = 0; j < k; j++) {
        if (j != i) {
          pending.add(new Pending(i, "jail", new int[] {j}));
        }
      }
    }
    names[k] = VIGILANTE;
    players.add(town(VIGILANTE, cat.role("Vigilante").orElseThrow()));
    pending.add(new Pending(k, "kill", new int[] {0}));
    GameOptions opts = ImmutableGameOptions.copyOf(c.options())
        .withUsesPerAbility(OptionalInt.empty())
        .withActionsPerPlayer(OptionalInt.empty());
    return structural(players, names, pending, opts, orderRng);
  }

  private static Night structural(List<Player> players, String[] names, List<Pending> pending,
      GameOptions opts, SplitMix64 orderRng) {
    orderRng.shuffle(pending);
    List<Action> actions = new ArrayList<>(pending.size());
    for (int i = 0; i < pending.size(); i++) {
      Pending p = pending.get(i);
      actions.add(action(names[p.actor], p.verb, names(names, p.targets), i));
    }
    return Night.builder().players(players).actions(actions).options(opts).build();
  }

  private static Player town(String name, Role role) {
    return Player.builder().name(name).alignment("town").addRoles(role).build();
  }

  private static Action action(String actor, String verb, List<String> targets, int index) {
    return Action.builder().actor(actor).verb(verb).targets(targets).submissionIndex(index).build();
  }

  private static List<String> names(String[] names, int[] targets) {
    return switch (targets.length) {
      case 0 -> List.of();
      case 1 -> List.of(names[targets[0]]);
      case 2 -> List.of(names[targets[0]], names[targets[1]]);
      default -> {
        List<String> l = new ArrayList<>(targets.length);
        for (int t : targets) {
          l.add(names[t]);
        }
        yield l;
      }
    };
  }
}
