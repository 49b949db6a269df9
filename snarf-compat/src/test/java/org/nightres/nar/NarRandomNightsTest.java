package org.nightres.nar;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Component;
import org.nightres.core.component.Role;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.format.NightParser;
import org.nightres.core.format.ParseResult;
import org.nightres.core.model.Night;
import org.nightres.core.model.Player;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Outcome;

/**
 * Seeded random nights, written as {@code .night} text and parsed: each resolves without an
 * exception, twice to equal outcomes; every submitted action resolves exactly once; every
 * information action gets one result; the outcome does not depend on the order players are
 * declared in (NAR depends on submission order only); and flipping the tie rule and the list
 * changes the outcome only if the explanation reports a loop or an ambiguity (the list and the
 * tie are only tie-breakers). A failure names its seed and prints the night shrunk to the fewest
 * action lines that still fail.
 */
class NarRandomNightsTest {
  /** How many nights; {@code -Dnar.random.nights=N} runs more. */
  private static final int NIGHTS = Integer.getInteger("nar.random.nights", 400);
  private static final RoleCatalogue CATALOGUE = RoleCatalogue.standard();
  private static final NightParser PARSER = NightParser.standard();
  private static final List<String> ROLES = List.of("Vanilla", "Vigilante", "Doctor", "Roleblocker",
      "Jailkeeper", "Bodyguard", "Tracker", "Watcher", "Cop", "Detective", "Redirector", "BusDriver",
      "Commuter", "Hider", "Rolestopper", "Alien", "Recruiter", "Visitor", "FruitVendor", "Strongman");
  private static final List<String> MODIFIERS = List.of("Bulletproof", "Bulletproof(1)",
      "Bulletproof(0)", "PGO", "Macho", "Ascetic", "Godfather", "Miller", "StrongWilled", "Ninja",
      "Strongman", "Insane", "Naive", "Paranoid");

  @TestFactory
  Stream<DynamicTest> randomNights() {
    return LongStream.rangeClosed(1, NIGHTS).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      String text = generate(seed);
      String problem = check(text);
      if (problem != null) {
        String shrunk = shrink(text, NarRandomNightsTest::check);
        fail("seed " + seed + ": " + problem + "\nshrunk night:\n" + shrunk + "\nproblem there: "
            + check(shrunk));
      }
    }));
  }

  /** A random valid night: 3 to 10 players, random roles, modifiers, options and actions. */
  static String generate(long seed) {
    Random r = new Random(seed);
    StringBuilder sb = new StringBuilder("# random night, seed ").append(seed).append('\n');
    boolean selfTarget = r.nextInt(5) == 0;
    sb.append("option nar.list ").append(pick(r, List.of("wiki-2008", "xylbot-draft", "redirect-first"))).append('\n');
    sb.append("option nar.tie ").append(pick(r, List.of("first-submitted", "last-submitted"))).append('\n');
    sb.append("option doctor-stops ").append(pick(r, List.of("all", "one"))).append('\n');
    sb.append("option recruit-fails-if-target-dies ").append(r.nextBoolean()).append('\n');
    if (selfTarget) {
      sb.append("option self-target allowed\n");
    }
    int n = 3 + r.nextInt(8);
    List<String> names = new ArrayList<>();
    List<List<Ability>> abilities = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      String name = "P" + i;
      names.add(name);
      String alignment = r.nextInt(10) < 6 ? "town" : r.nextInt(3) < 2 ? "mafia" : "cult";
      List<String> roles = new ArrayList<>(List.of(pick(r, ROLES)));
      if (r.nextInt(5) == 0) {
        String second = pick(r, ROLES);
        if (!roles.contains(second) && !second.equals("Vanilla") && !roles.contains("Vanilla")) {
          roles.add(second);
        }
      }
      List<String> mods = new ArrayList<>();
      for (int k = r.nextInt(3); k > 0; k--) {
        String m = pick(r, MODIFIERS);
        if (mods.stream().noneMatch(x -> x.replaceAll("\\(.*", "").equals(m.replaceAll("\\(.*", "")))) {
          mods.add(m);
        }
      }
      sb.append("player ").append(name).append(' ').append(alignment).append(' ')
          .append(String.join("+", roles));
      mods.forEach(m -> sb.append(' ').append(m));
      sb.append('\n');
      List<Ability> own = new ArrayList<>();
      roles.forEach(role -> own.addAll(CATALOGUE.role(role).map(Role::abilities).orElseThrow()));
      own.addAll(CATALOGUE.factionAbilities(alignment));
      abilities.add(own);
    }
    List<String> lines = new ArrayList<>();
    Map<String, Boolean> factionKillUsed = new HashMap<>(); // lookups only, never iterated
    for (int i = 0; i < n; i++) {
      for (Ability a : abilities.get(i)) {
        if (r.nextInt(10) >= 6) {
          continue;
        }
        boolean faction = a.tags().contains("factionkill");
        String alignment = alignmentOf(sb.toString(), names.get(i));
        if (faction && factionKillUsed.putIfAbsent(alignment, true) != null) {
          continue;
        }
        List<String> candidates = new ArrayList<>(names);
        if (!selfTarget) {
          candidates.remove(names.get(i));
        }
        Collections.shuffle(candidates, r);
        if (candidates.size() < a.arity()) {
          continue;
        }
        StringBuilder line = new StringBuilder(names.get(i)).append(' ').append(a.verb());
        int next = 0;
        for (String token : a.signatureTokens()) {
          line.append(' ').append(token.matches("[A-Z]") ? candidates.get(next++) : token);
        }
        lines.add(line.toString());
      }
    }
    Collections.shuffle(lines, r);
    lines.forEach(l -> sb.append(l).append('\n'));
    return sb.toString();
  }

  private static String alignmentOf(String text, String name) {
    for (String line : text.split("\n")) {
      if (line.startsWith("player " + name + " ")) {
        return line.split(" ")[2];
      }
    }
    throw new AssertionError(name);
  }

  private static <T> T pick(Random r, List<T> list) {
    return list.get(r.nextInt(list.size()));
  }

  /** Null if the night passes every check, otherwise what went wrong. */
  static String check(String text) {
    ParseResult parsed = PARSER.parse("random.night", text);
    if (parsed.night().isEmpty()) {
      return "the generator wrote an invalid night: " + parsed.renderDiagnostics();
    }
    Night night = parsed.night().get();
    try {
      Outcome first = NarTesting.RESOLVER.resolve(night);
      Outcome second = NarTesting.RESOLVER.resolve(night);
      if (!first.equals(second)) {
        return "two resolutions differ:\n" + first + "\n" + second;
      }
      List<String> order = NarTesting.order(first);
      for (var a : night.actions()) {
        String written = NightPlanText.of(night, a);
        long times = order.stream().filter(written::equals).count();
        if (times != 1) {
          return written + " resolved " + times + " times in " + order;
        }
      }
      List<Player> reversed = new ArrayList<>(night.players());
      Collections.reverse(reversed);
      Outcome redeclared = NarTesting.RESOLVER.resolve(Night.builder().from(night).players(reversed).build());
      if (!sorted(first.deaths()).equals(sorted(redeclared.deaths()))
          || !sorted(first.recruited()).equals(sorted(redeclared.recruited()))
          || !feedback(first).equals(feedback(redeclared))) {
        return "declaration order changed the outcome:\n" + first + "\n" + redeclared;
      }
      String flip = flipTieAndList(text);
      Outcome flipped = NarTesting.RESOLVER.resolve(PARSER.parse("flipped.night", flip).night().orElseThrow());
      if ((!first.deaths().equals(flipped.deaths()) || !first.recruited().equals(flipped.recruited())
          || !first.feedback().equals(flipped.feedback()))
          && !reportsLoopOrAmbiguity(first) && !reportsLoopOrAmbiguity(flipped)) {
        return "the list or tie rule changed the outcome, but no loop or ambiguity was reported:\n"
            + first + "\n" + flipped;
      }
      long infos = night.actions().stream().mapToLong(a -> night.player(a.actor()).orElseThrow()
          .ability(a.verb()).orElseThrow().components().stream()
          .filter(c -> c instanceof Component.Result).count()).sum();
      long results = first.feedback().stream().filter(f -> !f.result().equals(Feedback.RECEIVED_FRUIT)).count();
      if (infos != results) {
        return infos + " information components but " + results + " results: " + first.feedback();
      }
      return null;
    } catch (RuntimeException e) {
      return e.toString() + " at " + (e.getStackTrace().length > 0 ? e.getStackTrace()[0] : "?");
    }
  }

  /** The same night under the other tie rule and another list. */
  private static String flipTieAndList(String text) {
    String tie = text.contains("nar.tie first-submitted") ? "last-submitted" : "first-submitted";
    String list = text.contains("nar.list redirect-first") ? "wiki-2008" : "redirect-first";
    return text.replaceAll("option nar.tie .*", "option nar.tie " + tie)
        .replaceAll("option nar.list .*", "option nar.list " + list);
  }

  /** Whether a step was chosen by breaking a loop or settling an ambiguity. */
  private static boolean reportsLoopOrAmbiguity(Outcome o) {
    return NarTesting.steps(o).stream().anyMatch(s -> s.contains(" — loop ") || s.contains("; order matters with "));
  }

  private static List<String> sorted(List<String> names) {
    List<String> copy = new ArrayList<>(names);
    Collections.sort(copy);
    return copy;
  }

  private static List<String> feedback(Outcome o) {
    List<String> lines = new ArrayList<>();
    // name lists follow declaration order: compare them as sets
    o.feedback().forEach(f -> lines.add(f.player() + "|" + f.ability() + "|" + f.target() + "|"
        + sorted(List.of(f.result().split(", ")))));
    Collections.sort(lines);
    return lines;
  }

  /** Drops action lines one at a time while the night still fails (and still parses). */
  static String shrink(String text, Function<String, String> check) {
    List<String> lines = new ArrayList<>(List.of(text.split("\n")));
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int i = lines.size() - 1; i >= 0; i--) {
        String line = lines.get(i);
        if (line.startsWith("#") || line.startsWith("player ") || line.startsWith("option ")) {
          continue;
        }
        List<String> fewer = new ArrayList<>(lines);
        fewer.remove(i);
        String candidate = String.join("\n", fewer) + "\n";
        String problem = check.apply(candidate);
        if (problem != null && !problem.startsWith("the generator wrote")) {
          lines = fewer;
          changed = true;
        }
      }
    }
    return String.join("\n", lines) + "\n";
  }

  /** How {@link org.nightres.core.plan.PlannedAction#toString()} writes a submitted action. */
  private static final class NightPlanText {
    static String of(Night night, org.nightres.core.model.Action a) {
      return org.nightres.core.plan.NightPlan.of(night).actions().stream()
          .filter(p -> p.source().map(s -> s.submissionIndex() == a.submissionIndex()).orElse(false))
          .findFirst().orElseThrow().toString();
    }
  }
}
