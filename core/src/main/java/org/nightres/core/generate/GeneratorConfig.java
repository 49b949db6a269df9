package org.nightres.core.generate;

import com.google.common.base.Preconditions;
import java.util.ArrayList;
import java.util.List;
import org.immutables.value.Value;
import org.nightres.core.NightresStyle;
import org.nightres.core.model.GameOptions;

/**
 * What the {@link NightGenerator} makes: the number of players, the seed, the {@link Mix}, the
 * {@link TargetingPattern}, the activity rate and the base options. Equal configurations give
 * byte-identical nights.
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
 * ({@code ring} at least 3 players; {@code clique} 3 to {@code MAX_CLIQUE + 1}).
 */
@Value.Immutable
@NightresStyle
public abstract class GeneratorConfig {
  /** The default {@link #activity()}. */
  public static final double DEFAULT_ACTIVITY = 0.9;

  /** The number of players, named {@code P1..Pn} (structural patterns: {@code P1..Pk, V}). */
  public abstract int players();

  /** The seed; every random choice derives from it. */
  public abstract long seed();

  /** The roles and modifiers dealt out; ignored by structural patterns. Default {@code default}. */
  @Value.Default
  public Mix mix() {
    return Mix.DEFAULT;
  }

  /** How targets are chosen. Default {@code uniform}. */
  @Value.Default
  public TargetingPattern pattern() {
    return TargetingPattern.UNIFORM;
  }

  /**
   * The chance that a player who has a usable ability acts at all tonight; ignored by
   * structural patterns. Default {@value #DEFAULT_ACTIVITY}.
   */
  @Value.Default
  public double activity() {
    return DEFAULT_ACTIVITY;
  }

  /**
   * The night's options. The generator obeys them (self-targets, uses per ability, actions per
   * player, factional kills); {@code clique} overrides {@code uses-per-ability} and
   * {@code actions-per-player} to unlimited. Default: {@link GameOptions#defaults()}.
   */
  @Value.Default
  public GameOptions options() {
    return GameOptions.defaults();
  }

  /**
   * The command-line flags that reproduce this configuration, e.g.
   * {@code --players 12 --seed 7 --mix default --pattern uniform}; {@code --mix} is left out for
   * structural patterns and {@code --activity} when it is the default. Options are not flags:
   * a night's non-default options are written in the night itself.
   */
  public String commandLine() {
    List<String> parts = new ArrayList<>();
    parts.add("--players " + players());
    parts.add("--seed " + seed());
    if (!pattern().structural()) {
      parts.add("--mix " + mix().id());
    }
    parts.add("--pattern " + pattern().id());
    if (activity() != DEFAULT_ACTIVITY && !pattern().structural()) {
      parts.add("--activity " + activity());
    }
    return String.join(" ", parts);
  }

  @Value.Check
  protected void check() {
    Preconditions.checkArgument(players() >= 1, "--players must be at least 1, got %s", players());
    Preconditions.checkArgument(players() <= NightGenerator.MAX_PLAYERS,
        "--players must be at most %s, got %s", NightGenerator.MAX_PLAYERS, players());
    Preconditions.checkArgument(activity() >= 0 && activity() <= 1,
        "--activity must be between 0 and 1, got %s", activity());
    Preconditions.checkArgument(options().factionalKills() >= 1,
        "factional-kills must be at least 1, got %s", options().factionalKills());
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

  /** A builder; {@code players} and {@code seed} are required. */
  public static ImmutableGeneratorConfig.Builder builder() {
    return ImmutableGeneratorConfig.builder();
  }

  /** {@code players} players from {@code seed} with the default mix, pattern and activity. */
  public static GeneratorConfig of(int players, long seed) {
    return builder().players(players).seed(seed).build();
  }
}
