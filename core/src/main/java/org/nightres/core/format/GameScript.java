package org.nightres.core.format;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.nightres.core.NightResolver;
import org.nightres.core.Scheme;
import org.nightres.core.component.StatusDefinition;
import org.nightres.core.model.Action;
import org.nightres.core.model.GameState;
import org.nightres.core.model.HeldStatus;
import org.nightres.core.model.Life;
import org.nightres.core.model.Night;
import org.nightres.core.model.Phase;
import org.nightres.core.model.PlayerState;
import org.nightres.core.outcome.Outcome;

/**
 * THROWAWAY STUB of the lead's game-file API (branch {@code cli} only; replaced by main's
 * {@code GameScript} when main is merged). Splits a file at its {@code night <n>} lines and
 * handles the {@code state} lines {@code dead|exiled|alive}, {@code status}, {@code clear} and
 * {@code uses}; enough for the command line to be written and tested against the contract.
 */
public final class GameScript {
  private final NightParser parser;
  private final String file;
  private final String[] lines;
  private final List<Diagnostic> diagnostics = new ArrayList<>();
  private final List<Integer> numbers = new ArrayList<>();
  private final List<Integer> starts = new ArrayList<>();
  private Optional<Scheme> scheme = Optional.empty();

  GameScript(NightParser parser, String file, String text) {
    this.parser = parser;
    this.file = file;
    String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
    this.lines = body.split("\r\n|\r|\n", -1);
    for (int i = 0; i < lines.length; i++) {
      String[] t = tokens(lines[i]);
      if (t.length > 0 && t[0].equalsIgnoreCase("night")) {
        int n = t.length == 2 && t[1].matches("\\d{1,6}") ? Integer.parseInt(t[1]) : -1;
        if (n < 1) {
          diagnostics.add(new Diagnostic(file, i + 1, 1, "expected `night <n>` with n >= 1", lines[i]));
        } else if (!numbers.isEmpty() && n != numbers.get(numbers.size() - 1) + 1) {
          diagnostics.add(new Diagnostic(file, i + 1, lines[i].indexOf(t[1]) + 1, "night " + n
              + " follows night " + numbers.get(numbers.size() - 1) + ": night numbers increase by one", lines[i]));
        }
        numbers.add(n);
        starts.add(i);
      }
    }
    if (diagnostics.isEmpty()) {
      ParseResult setup = parser.parse(file, section(-1));
      diagnostics.addAll(setup.diagnostics());
      setup.night().ifPresent(n -> scheme = n.scheme());
    }
  }

  public List<Diagnostic> diagnostics() {
    return List.copyOf(diagnostics);
  }

  public boolean ok() {
    return diagnostics.isEmpty();
  }

  public Optional<Scheme> scheme() {
    return scheme;
  }

  public boolean hasNightSections() {
    return !numbers.isEmpty();
  }

  public List<Integer> nightNumbers() {
    return numbers.isEmpty() ? List.of(1) : List.copyOf(numbers);
  }

  public GamePlay play(NightResolver resolver, int upToNight) {
    List<Night> nights = new ArrayList<>();
    List<Outcome> outcomes = new ArrayList<>();
    if (!ok()) {
      return new GamePlay(nights, outcomes, diagnostics);
    }
    int count = Math.max(1, numbers.size());
    for (int k = 0; k < count; k++) {
      int number = numbers.isEmpty() ? 1 : numbers.get(k);
      if (number > upToNight) {
        break;
      }
      ParseResult parsed = parser.parse(file, section(k));
      if (!parsed.ok()) {
        return new GamePlay(nights, outcomes, parsed.diagnostics());
      }
      Night p = parsed.night().get();
      GameState state = k == 0 ? GameState.fresh(number, p.players()) : outcomes.get(k - 1).nextState();
      List<Diagnostic> problems = new ArrayList<>();
      if (k == 0) {
        state = applyStateLines(state, 0, numbers.isEmpty() ? lines.length : starts.get(0), problems);
      }
      if (!numbers.isEmpty()) {
        int end = k + 1 < starts.size() ? starts.get(k + 1) : lines.length;
        state = applyStateLines(state, starts.get(k) + 1, end, problems);
      }
      for (Action a : p.actions()) {
        int line = a.sourceLine().orElse(1);
        check(state, a.actor(), line, 0, problems);
        for (int t = 0; t < a.targets().size(); t++) {
          check(state, a.targets().get(t), line, t + 2, problems);
        }
      }
      if (!problems.isEmpty()) {
        return new GamePlay(nights, outcomes, problems);
      }
      Night night = Night.startingFrom(state).actions(p.actions()).options(p.options()).scheme(p.scheme()).build();
      nights.add(night);
      outcomes.add(resolver.resolve(night));
    }
    return new GamePlay(nights, outcomes, List.of());
  }

  private void check(GameState state, String name, int line, int token, List<Diagnostic> problems) {
    int i = state.indexOf(name);
    if (i >= 0 && !state.state(i).living()) {
      PlayerState s = state.state(i);
      String text = lines[line - 1];
      problems.add(new Diagnostic(file, line, column(text, token), name + " is " + s.life().word()
          + s.since().map(ph -> " since " + (ph.day() ? "day " : "night ") + ph.number()).orElse(""), text));
    }
  }

  private GameState applyStateLines(GameState state, int from, int to, List<Diagnostic> problems) {
    List<PlayerState> states = new ArrayList<>(state.states());
    for (int i = from; i < to; i++) {
      String[] t = tokens(lines[i]);
      if (t.length == 0 || !t[0].equalsIgnoreCase("state")) {
        continue;
      }
      int p = t.length > 1 ? state.indexOf(t[1]) : -1;
      if (p < 0 || t.length < 3) {
        problems.add(new Diagnostic(file, i + 1, 1, "bad state line", lines[i]));
        continue;
      }
      PlayerState s = states.get(p);
      Phase day = Phase.day(state.night() - 1);
      switch (t[2].toLowerCase(Locale.ROOT)) {
        case "dead" -> s = s.withLife(Life.DEAD, Optional.of(day));
        case "exiled" -> s = s.withLife(Life.EXILED, Optional.of(day));
        case "alive" -> s = s.withLife(Life.ALIVE, Optional.empty());
        case "status" -> {
          Optional<StatusDefinition> def = t.length > 3 ? StatusDefinition.bundled().stream()
              .filter(d -> d.name().equalsIgnoreCase(t[3])).findFirst() : Optional.empty();
          if (def.isEmpty()) {
            problems.add(new Diagnostic(file, i + 1, column(lines[i], 3), "unknown status", lines[i]));
            continue;
          }
          Optional<Phase> until = Optional.empty();
          Optional<String> by = Optional.empty();
          for (int j = 4; j + 1 < t.length; j += 2) {
            if (t[j].equalsIgnoreCase("until")) {
              until = Phase.parse(t[j + 1]);
            } else if (t[j].equalsIgnoreCase("by")) {
              by = Optional.of(t[j + 1]);
            }
          }
          List<HeldStatus> held = new ArrayList<>(s.statuses());
          held.add(new HeldStatus(def.get(), until, by));
          s = s.withStatuses(held);
        }
        case "clear" -> {
          List<HeldStatus> held = new ArrayList<>(s.statuses());
          held.removeIf(h -> t.length > 3 && h.name().equalsIgnoreCase(t[3]));
          s = s.withStatuses(held);
        }
        case "uses" -> {
          Map<String, Integer> uses = new TreeMap<>(s.uses());
          uses.put(t[3], Integer.parseInt(t[4]));
          s = s.withUses(uses);
        }
        default -> {
          problems.add(new Diagnostic(file, i + 1, column(lines[i], 2), "unknown state word", lines[i]));
          continue;
        }
      }
      states.set(p, s);
    }
    return GameState.of(state.night(), state.players(), states);
  }

  /** The file's text with only the setup and section {@code k} kept (others blanked). */
  private String section(int k) {
    StringBuilder sb = new StringBuilder();
    int setupEnd = numbers.isEmpty() ? lines.length : starts.get(0);
    int from = k < 0 || numbers.isEmpty() ? -1 : starts.get(k);
    int to = k < 0 || numbers.isEmpty() ? -1 : (k + 1 < starts.size() ? starts.get(k + 1) : lines.length);
    for (int i = 0; i < lines.length; i++) {
      String[] t = tokens(lines[i]);
      boolean keep = t.length > 0 && !t[0].equalsIgnoreCase("state") && !t[0].equalsIgnoreCase("night")
          && (i < setupEnd ? (k < 0 ? isSetup(t[0]) : true) : (i > from && i < to));
      sb.append(keep ? lines[i] : "").append('\n');
    }
    return sb.toString();
  }

  private static boolean isSetup(String word) {
    return Arrays.asList("player", "scheme", "option").contains(word.toLowerCase(Locale.ROOT));
  }

  private static String[] tokens(String line) {
    int hash = line.indexOf('#');
    String content = (hash >= 0 ? line.substring(0, hash) : line).trim();
    return content.isEmpty() ? new String[0] : content.split("\\s+");
  }

  private static int column(String line, int token) {
    int col = 0;
    int seen = -1;
    boolean in = false;
    for (int i = 0; i < line.length(); i++) {
      boolean space = Character.isWhitespace(line.charAt(i));
      if (!space && !in) {
        seen++;
        if (seen == token) {
          return i + 1;
        }
      }
      in = !space;
      col = i;
    }
    return Math.max(1, col + 1);
  }
}
