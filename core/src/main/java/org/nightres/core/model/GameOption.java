package org.nightres.core.model;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.BiFunction;

/**
 * The {@code option <name> <value>} settings of a {@code .night} file, with their accepted
 * values (the default first) and how each sets a field of {@link GameOptions}.
 */
public enum GameOption {
  DOCTOR_STOPS("doctor-stops", List.of("all", "one"),
      (o, v) -> o.withDoctorStops(GameOptions.DoctorStops.valueOf(constant(v)))),
  SELF_TARGET("self-target", List.of("forbidden", "allowed"),
      (o, v) -> o.withSelfTargetAllowed(v.equals("allowed"))),
  ACTIONS_PER_PLAYER("actions-per-player", List.of("unlimited", "1"),
      (o, v) -> o.withActionsPerPlayer(count(v))),
  USES_PER_ABILITY("uses-per-ability", List.of("1", "unlimited"),
      (o, v) -> o.withUsesPerAbility(count(v))),
  FACTIONAL_KILLS("factional-kills", List.of("1", "N"),
      (o, v) -> o.withFactionalKills(Integer.parseInt(v))),
  RECRUIT_FAILS_IF_TARGET_DIES("recruit-fails-if-target-dies", List.of("false", "true"),
      (o, v) -> o.withRecruitFailsIfTargetDies(Boolean.parseBoolean(v))),
  SNARF_JAIL("snarf.jail", List.of("split", "whole"),
      (o, v) -> o.withSnarfJail(GameOptions.SnarfJail.valueOf(constant(v)))),
  SNARF_SIMULTANEOUS_CONFLICT("snarf.simultaneous-conflict", List.of("both-fail", "independent"),
      (o, v) -> o.withSnarfSimultaneousConflict(
          GameOptions.SimultaneousConflict.valueOf(constant(v)))),
  NAR_LIST("nar.list", List.of("wiki-2008", "xylbot-draft", "redirect-first"),
      (o, v) -> o.withNarList(GameOptions.NarList.valueOf(constant(v)))),
  NAR_TIE("nar.tie", List.of("first-submitted", "last-submitted"),
      (o, v) -> o.withNarTie(GameOptions.NarTie.valueOf(constant(v)))),
  DEATH_STOPS_ACTIONS("death-stops-actions", List.of("never", "later"),
      (o, v) -> o.withDeathStopsActions(GameOptions.DeathStopsActions.valueOf(constant(v)))),
  DEATHS("deaths", List.of("immediate", "end-of-order", "end-of-night"),
      (o, v) -> o.withDeaths(GameOptions.Deaths.valueOf(constant(v)))),
  SEQUENTIAL_ORDER("sequential.order", List.of("table", "submission"),
      (o, v) -> o.withSequentialOrder(GameOptions.SequentialOrder.valueOf(constant(v)))),
  FEEDBACK_TO_DEAD("feedback-to-dead", List.of("true", "false"),
      (o, v) -> o.withFeedbackToDead(Boolean.parseBoolean(v)));

  private static final int MAX_COUNT = 1_000_000;

  private final String key;
  private final List<String> accepted;
  private final BiFunction<ImmutableGameOptions, String, ImmutableGameOptions> setter;

  GameOption(String key, List<String> values,
      BiFunction<ImmutableGameOptions, String, ImmutableGameOptions> setter) {
    this.key = key;
    this.accepted = values;
    this.setter = setter;
  }

  /** {@return the name written after {@code option}} */
  public String key() {
    return key;
  }

  /**
   * {@return the accepted values, default first; {@code N} stands for any positive whole number}
   */
  public List<String> accepted() {
    return accepted;
  }

  /** {@return the option with this name, case-insensitively} */
  public static Optional<GameOption> fromKey(String key) {
    for (GameOption o : values()) {
      if (o.key.equalsIgnoreCase(key)) {
        return Optional.of(o);
      }
    }
    return Optional.empty();
  }

  /** {@return whether {@code value} (any case) is accepted} */
  public boolean accepts(String value) {
    String v = value.toLowerCase(Locale.ROOT);
    if (accepted.contains(v)) {
      return true;
    }
    boolean numeric = this == FACTIONAL_KILLS || this == ACTIONS_PER_PLAYER || this == USES_PER_ABILITY;
    return numeric && v.matches("[1-9][0-9]{0,5}") && Integer.parseInt(v) <= MAX_COUNT;
  }

  /**
   * The options with this one set.
   *
   * @throws IllegalArgumentException if {@link #accepts} is false for the value
   */
  public GameOptions apply(GameOptions options, String value) {
    if (!accepts(value)) {
      throw new IllegalArgumentException("bad value '" + value + "' for option " + key);
    }
    return setter.apply(ImmutableGameOptions.copyOf(options), value.toLowerCase(Locale.ROOT));
  }

  private static String constant(String v) {
    return v.toUpperCase(Locale.ROOT).replace('-', '_');
  }

  private static OptionalInt count(String v) {
    return v.equals("unlimited") ? OptionalInt.empty() : OptionalInt.of(Integer.parseInt(v));
  }
}
