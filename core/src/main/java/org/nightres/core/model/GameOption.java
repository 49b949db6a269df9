package org.nightres.core.model;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.BiFunction;
import org.nightres.core.Scheme;

/**
 * The {@code option <name> <value>} settings of a {@code .night} file, with their accepted
 * values (the default first) and how each sets a field of {@link GameOptions}.
 */
public enum GameOption {
  /** {@code option doctor-stops}: {@code all} (the default) or {@code one}. */
  DOCTOR_STOPS("doctor-stops", List.of("all", "one"),
      (o, v) -> o.withDoctorStops(GameOptions.DoctorStops.valueOf(constant(v)))),
  /** {@code option self-target}: {@code forbidden} (the default) or {@code allowed}. */
  SELF_TARGET("self-target", List.of("forbidden", "allowed"),
      (o, v) -> o.withSelfTargetAllowed(v.equals("allowed"))),
  /** {@code option actions-per-player}: {@code unlimited} (the default) or {@code 1}. */
  ACTIONS_PER_PLAYER("actions-per-player", List.of("unlimited", "1"),
      (o, v) -> o.withActionsPerPlayer(count(v))),
  /** {@code option uses-per-ability}: {@code 1} (the default) or {@code unlimited}. */
  USES_PER_ABILITY("uses-per-ability", List.of("1", "unlimited"),
      (o, v) -> o.withUsesPerAbility(count(v))),
  /** {@code option factional-kills}: {@code 1} (the default) or {@code N}. */
  FACTIONAL_KILLS("factional-kills", List.of("1", "N"),
      (o, v) -> o.withFactionalKills(Integer.parseInt(v))),
  /** {@code option recruit-fails-if-target-dies}: {@code false} (the default) or {@code true}. */
  RECRUIT_FAILS_IF_TARGET_DIES("recruit-fails-if-target-dies", List.of("false", "true"),
      (o, v) -> o.withRecruitFailsIfTargetDies(Boolean.parseBoolean(v))),
  /**
   * {@code option snarf.jail}: {@code split} (the default) or {@code whole}. Not read by the
   * sequential scheme, which runs an action whole at its lowest order value: a jail at [40]
   * either way.
   */
  SNARF_JAIL("snarf.jail", List.of("split", "whole"),
      (o, v) -> o.withSnarfJail(GameOptions.SnarfJail.valueOf(constant(v))), Scheme.RAR,
      Scheme.SNARF, Scheme.NAR),
  /**
   * {@code option snarf.simultaneous-conflict}: {@code both-fail} (the default) or {@code
   * independent}.
   */
  SNARF_SIMULTANEOUS_CONFLICT("snarf.simultaneous-conflict", List.of("both-fail", "independent"),
      (o, v) -> o.withSnarfSimultaneousConflict(
          GameOptions.SimultaneousConflict.valueOf(constant(v))), Scheme.SNARF),
  /**
   * {@code option nar.list}: {@code wiki-2008} (the default), {@code xylbot-draft}, {@code
   * redirect-first}.
   */
  NAR_LIST("nar.list", List.of("wiki-2008", "xylbot-draft", "redirect-first"),
      (o, v) -> o.withNarList(GameOptions.NarList.valueOf(constant(v))), Scheme.NAR),
  /** {@code option nar.tie}: {@code first-submitted} (the default) or {@code last-submitted}. */
  NAR_TIE("nar.tie", List.of("first-submitted", "last-submitted"),
      (o, v) -> o.withNarTie(GameOptions.NarTie.valueOf(constant(v))), Scheme.NAR),
  /** {@code option death-stops-actions}: {@code never} (the default) or {@code later}. */
  DEATH_STOPS_ACTIONS("death-stops-actions", List.of("never", "later"),
      (o, v) -> o.withDeathStopsActions(GameOptions.DeathStopsActions.valueOf(constant(v)))),
  /**
   * {@code option deaths}: {@code immediate} (the default), {@code end-of-order}, {@code
   * end-of-night}.
   */
  DEATHS("deaths", List.of("immediate", "end-of-order", "end-of-night"),
      (o, v) -> o.withDeaths(GameOptions.Deaths.valueOf(constant(v))), Scheme.SEQUENTIAL),
  /** {@code option sequential.order}: {@code table} (the default) or {@code submission}. */
  SEQUENTIAL_ORDER("sequential.order", List.of("table", "submission"),
      (o, v) -> o.withSequentialOrder(GameOptions.SequentialOrder.valueOf(constant(v))),
      Scheme.SEQUENTIAL),
  /** {@code option feedback-to-dead}: {@code true} (the default) or {@code false}. */
  FEEDBACK_TO_DEAD("feedback-to-dead", List.of("true", "false"),
      (o, v) -> o.withFeedbackToDead(Boolean.parseBoolean(v))),
  /** {@code option revenge-targets}: {@code all} (the default) or {@code first-submitted}. */
  REVENGE_TARGETS("revenge-targets", List.of("all", "first-submitted"),
      (o, v) -> o.withRevengeTargets(GameOptions.RevengeTargets.valueOf(constant(v))));

  private static final int MAX_COUNT = 1_000_000;

  private final String key;
  private final List<String> accepted;
  private final BiFunction<ImmutableGameOptions, String, ImmutableGameOptions> setter;
  /** The schemes that read the option; empty: every scheme. */
  private final List<Scheme> readBy;

  GameOption(String key, List<String> values,
      BiFunction<ImmutableGameOptions, String, ImmutableGameOptions> setter, Scheme... readBy) {
    this.key = key;
    this.accepted = values;
    this.setter = setter;
    this.readBy = List.of(readBy);
  }

  /**
   * {@return the schemes that read this option, if only some do (the sequential scheme's {@code
   * deaths} and {@code sequential.order}, {@code games.md} section 5; SNARF's {@code
   * snarf.simultaneous-conflict}; NAR's {@code nar.list} and {@code nar.tie}); empty: every
   * scheme} Under another scheme a setting of it changes nothing.
   */
  public List<Scheme> readBy() {
    return readBy;
  }

  /**
   * {@return whether a night resolved under {@code scheme} reads this option}
   *
   * @param scheme a scheme
   */
  public boolean readBy(Scheme scheme) {
    return readBy.isEmpty() || readBy.contains(scheme);
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

  /**
   * {@return the option with this name, case-insensitively}
   *
   * @param key an option's key as an option line writes it
   */
  public static Optional<GameOption> fromKey(String key) {
    for (GameOption o : values()) {
      if (o.key.equalsIgnoreCase(key)) {
        return Optional.of(o);
      }
    }
    return Optional.empty();
  }

  /**
   * {@return whether {@code value} (any case) is accepted}
   *
   * @param value a value as an option line writes it
   */
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
   * @param options the options to change
   * @param value an accepted value
   * @return the options with this one set to {@code value}
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
