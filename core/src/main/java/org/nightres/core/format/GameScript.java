package org.nightres.core.format;

import com.google.common.base.Preconditions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.nightres.core.NightResolver;
import org.nightres.core.PinsNotHonoured;
import org.nightres.core.ResolutionLimitException;
import org.nightres.core.Scheme;
import org.nightres.core.UnsupportedComponent;
import org.nightres.core.UnsupportedOption;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.model.GameState;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.Outcome;

/**
 * A game file read by {@link NightParser#parseGame} ({@code games.md} section 1): its setup,
 * already checked, and its night sections, each checked against the state it starts from when
 * {@link #play} reaches it (so that "Bob is dead since night 1" can be said of night 2's lines).
 * A plain file without {@code night} lines is a game of one night, night 1. Immutable; {@link
 * #play} may be called any number of times, from any thread.
 */
public final class GameScript {
  private final List<Diagnostic> diagnostics;
  private final GameState initial;
  private final List<Integer> numbers;
  private final Optional<Scheme> scheme;
  private final boolean sections;
  /** Reads section k (an index into {@link #numbers}) against a start state. */
  private final BiFunction<GameState, Integer, ParseResult> night;
  /** Places a problem with an option at its {@code option} line. */
  private final Function<OptionProblem, Diagnostic> atOption;
  /** The rule set the file plays with. */
  private final RoleCatalogue rules;
  /** Places a problem of a {@code random} pin of section k at its line. */
  private final BiFunction<Integer, PinsNotHonoured.Problem, Diagnostic> atPin;

  /** The file of the setup's {@code rules <path>.roles} line, as read, and its rule set. */
  record RulesFile(String path, RoleCatalogue catalogue) {}

  /** The file of the setup's {@code rules <path>.roles} line; null: none. */
  private final RulesFile rulesFile;
  /** Places a refused component, with a message, where it is written or at its player's line. */
  private final BiFunction<UnsupportedComponent, String, Diagnostic> atComponent;

  GameScript(GameState initial, List<Integer> numbers, Optional<Scheme> scheme, boolean sections,
      BiFunction<GameState, Integer, ParseResult> night, Function<OptionProblem, Diagnostic> atOption,
      RoleCatalogue rules,
      BiFunction<Integer, PinsNotHonoured.Problem, Diagnostic> atPin, RulesFile rulesFile,
      BiFunction<UnsupportedComponent, String, Diagnostic> atComponent) {
    this.rulesFile = rulesFile;
    this.atComponent = atComponent;
    this.diagnostics = List.of();
    this.atPin = atPin;
    this.rules = rules;
    this.initial = initial;
    this.numbers = List.copyOf(numbers);
    this.scheme = scheme;
    this.sections = sections;
    this.night = night;
    this.atOption = atOption;
  }

  private GameScript(List<Diagnostic> diagnostics) {
    Preconditions.checkArgument(!diagnostics.isEmpty());
    this.diagnostics = List.copyOf(diagnostics);
    this.initial = null;
    this.numbers = List.of();
    this.scheme = Optional.empty();
    this.sections = false;
    this.night = null;
    this.atOption = null;
    this.rules = null;
    this.atPin = null;
    this.rulesFile = null;
    this.atComponent = null;
  }

  static GameScript invalid(List<Diagnostic> diagnostics) {
    return new GameScript(diagnostics);
  }

  /**
   * The rule set the file plays with: the parser's, or its own ({@code rules}, {@code include},
   * definitions inline).
   *
   * @return the rule set
   * @throws IllegalStateException if the file has problems
   */
  public RoleCatalogue rules() {
    Preconditions.checkState(ok(), "the file has problems");
    return rules;
  }

  /**
   * {@return the game as a file that starts the night after {@code lastNight} ({@code --state-out},
   * {@code games.md} section 1), written into the folder {@code folder}: as {@link
   * NightWriter#stateFile(Night, Outcome, RoleCatalogue)} with this file's rule set, whose {@code
   * rules <path>.roles} line, if it has one, names the same file from {@code folder}, so that the
   * written file reads back with the same rule set}
   *
   * @param lastNight the night resolved last (of a {@link #play} of this file)
   * @param outcome its outcome
   * @param folder the folder the file is written to
   * @throws IllegalStateException if the file has problems
   * @throws IllegalArgumentException as {@link NightWriter#stateFile(Night, Outcome,
   *     RoleCatalogue)}
   */
  public String stateFile(org.nightres.core.model.Night lastNight,
      org.nightres.core.outcome.Outcome outcome, java.nio.file.Path folder) {
    Preconditions.checkState(ok(), "the file has problems");
    if (rulesFile == null) {
      return NightWriter.stateFile(lastNight, outcome, rules);
    }
    java.nio.file.Path from = folder.toAbsolutePath().normalize();
    java.nio.file.Path to = java.nio.file.Path.of(rulesFile.path()).toAbsolutePath().normalize();
    String path = from.relativize(to).toString().replace(java.io.File.separatorChar, '/');
    return NightWriter.stateFile(lastNight, outcome, rules, path, rulesFile.catalogue());
  }

  /**
   * {@return the error of what {@code resolver} refuses in {@code night}, if anything, placed as
   * {@link #play} places it, with {@code more} said after the reason: an option setting ({@link
   * NightResolver#unsupported}) at the file's {@code option} line; else a component its players
   * may use ({@link NightResolver#unsupportedComponent}) where the file's rules write it ({@code
   * status(..., until=phase)} at its {@code until=}, in the {@code .roles} file, an included one
   * or the file itself), else at the {@code player} line that gives its player the role,
   * modifier or alignment that holds it}
   *
   * @param resolver the engine
   * @param night a night of this file
   * @param more what to add to the reason ("" for nothing)
   * @throws IllegalStateException if the file has problems
   */
  public Optional<Diagnostic> refusal(NightResolver resolver, Night night, String more) {
    checkOk();
    Optional<UnsupportedOption> option = resolver.unsupported(night.options());
    if (option.isPresent()) {
      return Optional.of(refused(option.get(), more));
    }
    return resolver.unsupportedComponent(night).map(c -> refused(c, more));
  }

  /** An option refused, at the file's {@code option} line. */
  private Diagnostic refused(UnsupportedOption refused, String more) {
    return atOption.apply(new OptionProblem(refused.option(), refused.reason() + more));
  }

  /** A component refused, where the rules write it or at its player's line. */
  private Diagnostic refused(UnsupportedComponent refused, String more) {
    return atComponent.apply(refused, refused.reason() + more);
  }

  /** The warnings of the file's rules (never errors). */
  private List<Diagnostic> warnings = List.of();

  /** With the warnings of the file's rules. */
  GameScript withWarnings(List<Diagnostic> found) {
    this.warnings = List.copyOf(found);
    return this;
  }

  /**
   * {@return the warnings of the file's rules, also when the file has problems: what the WWR
   * role books it includes hold that nightres does not understand ({@code unsupported:
   * <construct>} at the book's file, line and column; the role's understood abilities still
   * work), a tag a filter names that nothing has, a file included again} {@code --strict} makes
   * them errors.
   */
  public List<Diagnostic> warnings() {
    return warnings;
  }

  /**
   * {@return the problems of the setup (and of the file's syntax); empty iff the file can be
   * played}
   */
  public List<Diagnostic> diagnostics() {
    return diagnostics;
  }

  /** {@return whether the setup is valid: {@link #play} may be called} */
  public boolean ok() {
    return diagnostics.isEmpty();
  }

  /** {@return the file's {@code scheme} line, if any} */
  public Optional<Scheme> scheme() {
    return scheme;
  }

  /**
   * Whether the file has {@code night <n>} lines (a plain file has none).
   *
   * @return whether the file has {@code night <n>} lines
   */
  public boolean hasNightSections() {
    return sections;
  }

  /**
   * {@return the numbers of the file's nights, in order (consecutive); {@code [1]} for a plain
   * file}
   */
  public List<Integer> nightNumbers() {
    return numbers;
  }

  /**
   * {@return the state the first night starts from: the setup's players and {@code state} lines}
   */
  public GameState initialState() {
    checkOk();
    return initial;
  }

  /** {@return the first night, read against {@link #initialState()}; no resolver needed} */
  public ParseResult firstNight() {
    checkOk();
    return night.apply(initial, 0);
  }

  /**
   * Resolves the nights in order through night {@code upToNight}: night k+1 starts from the
   * state night k left, then applies its section's {@code state} lines. Stops at the first night
   * whose lines are invalid against its start state, at an option the resolver cannot honour, at
   * a component its players may use that the resolver cannot honour (placed as {@link
   * #refusal} places it), or at {@code random} pins its resolution
   * cannot use (each reported with file, line and column).
   *
   * @param resolver the engine
   * @param upToNight the last night to resolve
   * @return the nights resolved and their outcomes, or where it stopped
   * @throws IllegalStateException if the setup is invalid ({@link #ok()} is false)
   * @throws IllegalArgumentException if {@code upToNight} is not one of {@link #nightNumbers()}
   * @throws ResolutionLimitException if a night exceeds the resolver's work budget
   */
  public GamePlay play(NightResolver resolver, int upToNight) {
    checkOk();
    Preconditions.checkArgument(numbers.contains(upToNight), "night %s is not in the file (%s)",
        upToNight, numbers);
    List<Night> nights = new ArrayList<>();
    List<Outcome> outcomes = new ArrayList<>();
    GameState state = initial;
    for (int k = 0; k < numbers.size() && numbers.get(k) <= upToNight; k++) {
      ParseResult parsed = night.apply(state, k);
      if (!parsed.ok()) {
        return new GamePlay(nights, outcomes, parsed.diagnostics());
      }
      Night n = parsed.night().orElseThrow();
      Optional<Diagnostic> refused = refusal(resolver, n, k == 0 ? ""
          : " (night " + n.number() + ", the first night whose players may give it; the nights "
              + "before it are resolved)"); // a later night's: a role gained, say
      if (refused.isPresent()) {
        return new GamePlay(nights, outcomes, List.of(refused.get()));
      }
      Outcome o;
      try {
        o = resolver.resolve(n);
      } catch (PinsNotHonoured e) { // found as the choices were made
        int section = k;
        return new GamePlay(nights, outcomes, e.problems().stream()
            .map(p -> atPin.apply(section, p)).toList());
      } catch (ResolutionLimitException e) { // a game's: say which night hit it
        if (numbers.size() == 1) {
          throw e;
        }
        throw new ResolutionLimitException("night " + n.number() + ": " + e.getMessage(),
            e.actions());
      }
      nights.add(n);
      outcomes.add(o);
      state = o.nextState();
    }
    return new GamePlay(nights, outcomes, List.of());
  }

  /**
   * {@return the problems of the {@code random} pins of the night numbered {@code number}, each
   * placed at its pin's line (file, line, column), as {@link #play} reports them: for a caller
   * that resolves that night itself (compare, under every scheme)}
   *
   * @param number one of {@link #nightNumbers()}
   * @param problems the problems a resolution of that night found ({@link
   *     PinsNotHonoured#problems()})
   * @throws IllegalStateException if the file has problems ({@link #ok()} is false)
   * @throws IllegalArgumentException if {@code number} is not one of {@link #nightNumbers()}
   */
  public List<Diagnostic> atPins(int number, List<PinsNotHonoured.Problem> problems) {
    checkOk();
    int section = numbers.indexOf(number);
    Preconditions.checkArgument(section >= 0, "night %s is not in the file (%s)", number,
        numbers);
    return problems.stream().map(p -> atPin.apply(section, p)).toList();
  }

  /**
   * Resolves every night of the file ({@link #play} through the last).
   *
   * @param resolver the engine
   * @return the nights resolved and their outcomes, or where it stopped
   */
  public GamePlay play(NightResolver resolver) {
    return play(resolver, numbers.get(numbers.size() - 1));
  }

  private void checkOk() {
    Preconditions.checkState(ok(), "the file has errors: %s", diagnostics);
  }
}
