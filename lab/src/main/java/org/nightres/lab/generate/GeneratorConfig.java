package org.nightres.lab.generate;

import com.google.common.base.Preconditions;
import java.util.ArrayList;
import java.util.List;
import org.immutables.value.Value;
import org.nightres.core.internal.NightresStyle;
import org.nightres.core.format.NightParser;
import org.nightres.core.format.RuleSets;
import org.nightres.core.model.GameOptions;

/**
 * What the {@link NightGenerator} makes: the number of players, the seed, the bundled rule set,
 * the {@link Mix}, the {@link TargetingPattern}, the activity rate and the base options. Equal
 * configurations give byte-identical nights.
 *
 * <pre>{@code
 * GeneratorConfig c = GeneratorConfig.builder()
 *     .players(12).seed(7)
 *     .mix(Mix.parse("Doctor=3,Roleblocker=2,Vigilante=1,mafia=2"))
 *     .pattern(TargetingPattern.ADVERSARIAL)
 *     .build();
 * }</pre>
 *
 * <p>Building checks every limit and throws {@link IllegalArgumentException} with a message for
 * people: at least one and at most {@value NightGenerator#MAX_PLAYERS} players, an activity in
 * {@code [0, 1]}, a mix that fits the players, and the size limits of the structural patterns
 * ({@code ring} at least 3 players; {@code clique} 3 to {@code MAX_CLIQUE + 1}), a bundled
 * rule set, and a mix of that rule set.
 *
 * <p>A rule set other than the standard one ({@code rules("mafia1923")}) brings its own mix
 * ({@link MixPreset#defaultFor}), options and scheme ({@link RuleSets#defaultOptions}, {@link
 * RuleSets#defaultScheme}); the nights are written with its {@code rules} line.
 */
@Value.Immutable
@NightresStyle
public abstract class GeneratorConfig {
  /** The default {@link #activity()}. */
  public static final double DEFAULT_ACTIVITY = 0.9;

  /**
   * {@return the number of players, named {@code P1..Pn} (structural patterns: {@code P1..Pk, V})}
   */
  public abstract int players();

  /** {@return the seed; every random choice derives from it} */
  public abstract long seed();

  /**
   * {@return the bundled rule set ({@link org.nightres.core.format.RuleSets#NAMES}) whose roles the
   * nights use and whose {@code rules} line they are written with} Default {@code standard}.
   */
  @Value.Default
  public String rules() {
    return "standard";
  }

  /**
   * {@return the roles and modifiers dealt out; ignored by structural patterns} Default: the rule
   * set's first preset ({@code default} for the standard set, {@code mafia1923} for Mafia 1923).
   */
  @Value.Default
  public Mix mix() {
    return MixPreset.defaultFor(rules()).map(Mix::preset).orElse(Mix.DEFAULT);
  }

  /** {@return how targets are chosen} Default {@code uniform}. */
  @Value.Default
  public TargetingPattern pattern() {
    return TargetingPattern.UNIFORM;
  }

  /**
   * {@return the chance that a player who has a usable ability acts at all tonight; ignored by
   * structural patterns} Default {@value #DEFAULT_ACTIVITY}.
   */
  @Value.Default
  public double activity() {
    return DEFAULT_ACTIVITY;
  }

  /**
   * {@return the night's options} The generator obeys them (self-targets, uses per ability, actions
   * per player, factional kills); {@code clique} overrides {@code uses-per-ability} and {@code
   * actions-per-player} to unlimited. Default: the rule set's ({@link
   * org.nightres.core.format.RuleSets#defaultOptions}; {@link GameOptions#defaults()} for the
   * standard set).
   */
  @Value.Default
  public GameOptions options() {
    return RuleSets.named(rules()).map(RuleSets::defaultOptions).orElse(GameOptions.defaults());
  }

  /**
   * {@return the chance that a player is dead at the start of the night ({@code games.md} section
   * 2): a dead player neither acts nor is targeted} Default 0. Not for structural patterns.
   */
  @Value.Default
  public double dead() {
    return 0;
  }

  /**
   * {@return the chance that a living player holds a status of the mix's catalogue at the start of
   * the night (standard: {@code Abroad}, {@code Injured}, {@code Suspended}, {@code Arrested};
   * Mafia 1923: {@code Poisoned}, {@code Injured}, {@code Bumbled}), with or without an {@code
   * until} phase and a {@code by} player} Default 0.
   */
  @Value.Default
  public double statuses() {
    return 0;
  }

  /**
   * {@return the chance that a countable modifier ({@code Bulletproof(1)}) is already spent at the
   * start of the night ({@code Bulletproof(0)})} Default 0.
   */
  @Value.Default
  public double spentVests() {
    return 0;
  }

  /** {@return the number of the night (of the first night of a game)} Default 1. */
  @Value.Default
  public int night() {
    return 1;
  }

  /**
   * {@return whether the night gets a start state of its own ({@link #dead()}, {@link #statuses()},
   * {@link #spentVests()} or a {@link #night()} after the first): then the night carries a {@link
   * org.nightres.core.model.GameState} and is written as a game file; otherwise the generator makes
   * exactly the nights it always made}
   */
  public boolean randomStart() {
    return dead() > 0 || statuses() > 0 || spentVests() > 0 || night() != 1;
  }

  /**
   * {@return the command-line flags that reproduce this configuration, e.g. {@code --players 12
   * --seed 7 --mix default --pattern uniform}; {@code --rules} is left out for the standard rule
   * set, {@code --mix} for structural patterns and {@code --activity} when it is the default}
   * Options are not flags: a night's non-default options are written in the night itself.
   */
  public String commandLine() {
    List<String> parts = new ArrayList<>();
    parts.add("--players " + players());
    parts.add("--seed " + seed());
    if (!rules().equals("standard")) {
      parts.add("--rules " + rules());
    }
    if (!pattern().structural()) {
      parts.add("--mix " + mix().id());
    }
    parts.add("--pattern " + pattern().id());
    if (activity() != DEFAULT_ACTIVITY && !pattern().structural()) {
      parts.add("--activity " + activity());
    }
    if (dead() != 0) {
      parts.add("--dead " + dead());
    }
    if (statuses() != 0) {
      parts.add("--statuses " + statuses());
    }
    if (spentVests() != 0) {
      parts.add("--spent-vests " + spentVests());
    }
    if (night() != 1) {
      parts.add("--night " + night());
    }
    return String.join(" ", parts);
  }

  /** Checks the invariants when a value is built (Immutables calls it). */
  @Value.Check
  protected void check() {
    Preconditions.checkArgument(players() >= 1, "--players must be at least 1, got %s", players());
    Preconditions.checkArgument(players() <= NightGenerator.MAX_PLAYERS,
        "--players must be at most %s, got %s", NightGenerator.MAX_PLAYERS, players());
    Preconditions.checkArgument(activity() >= 0 && activity() <= 1,
        "--activity must be between 0 and 1, got %s", activity());
    Preconditions.checkArgument(options().factionalKills() >= 1,
        "factional-kills must be at least 1, got %s", options().factionalKills());
    for (double rate : new double[] {dead(), statuses(), spentVests()}) {
      Preconditions.checkArgument(rate >= 0 && rate <= 1,
          "--dead, --statuses and --spent-vests must be between 0 and 1, got %s", rate);
    }
    Preconditions.checkArgument(night() >= 1 && night() <= NightParser.MAX_NIGHT,
        "--night must be from 1 to %s (a file's night numbers), got %s", NightParser.MAX_NIGHT,
        night());
    Preconditions.checkArgument(RuleSets.named(rules()).isPresent(),
        "unknown rule set '%s' for --rules; bundled: %s", rules(), String.join(", ", RuleSets.NAMES));
    Preconditions.checkArgument(rules().equals("standard") || !pattern().structural(),
        "pattern %s builds nights of the standard rule set (Jailkeepers or Roleblockers and a "
            + "Vigilante); --rules %s needs uniform, clustered or adversarial", pattern().id(),
        rules());
    Preconditions.checkArgument(pattern().structural() || mix().rules().equals(rules()),
        "the mix '%s' deals roles of the %s rule set, not of %s%s", mix().id(), mix().rules(),
        rules(), MixPreset.defaultFor(rules()).map(p -> "; --rules " + rules() + " takes --mix "
            + p.id() + " (its default)").orElse(""));
    Preconditions.checkArgument(!randomStart() || !pattern().structural(),
        "a random start state needs a general pattern, not %s", pattern().id());
    switch (pattern()) {
      case RING -> Preconditions.checkArgument(players() >= 3,
          "pattern ring needs at least 3 players (P1..Pk and V, k >= 2), got %s", players());
      case CLIQUE -> Preconditions.checkArgument(
          players() >= 3 && players() <= NightGenerator.MAX_CLIQUE + 1,
          "pattern clique needs 3 to %s players (k Jailkeepers and V, 2 <= k <= %s; its actions "
              + "grow as k squared), got %s",
          NightGenerator.MAX_CLIQUE + 1, NightGenerator.MAX_CLIQUE, players());
      default -> mix().checkFits(players());
    }
  }

  /** {@return a builder; {@code players} and {@code seed} are required} */
  public static ImmutableGeneratorConfig.Builder builder() {
    return ImmutableGeneratorConfig.builder();
  }

  /**
   * {@code players} players from {@code seed} with the default mix, pattern and activity.
   *
   * @param players the number of players
   * @param seed the generator's seed
   * @return the configuration
   */
  public static GeneratorConfig of(int players, long seed) {
    return builder().players(players).seed(seed).build();
  }
}
