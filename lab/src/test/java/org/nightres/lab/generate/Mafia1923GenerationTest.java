package org.nightres.lab.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nightres.core.Scheme;
import org.nightres.core.component.Role;
import org.nightres.core.format.NightParser;
import org.nightres.core.format.ParseResult;
import org.nightres.core.format.RuleSets;
import org.nightres.core.model.Action;
import org.nightres.core.model.Night;
import org.nightres.core.model.Player;

/**
 * The generator's {@code --rules mafia1923} ({@code games.md} section 6): the seed's setup
 * ({@link Mafia1923Mix}), the rule set's options, scheme and {@code rules} line, the
 * configuration's checks, and shrinking that keeps a 1923 night valid. The nights are resolved
 * under every scheme in the cli module's {@code GeneratedMafia1923Test}.
 */
class Mafia1923GenerationTest {
  private static final NightParser PARSER = NightParser.standard();

  private static GeneratorConfig config(int players, long seed) {
    return GeneratorConfig.builder().players(players).seed(seed).rules("mafia1923").build();
  }

  @Test
  void familiesOfEightInTurnWithOneMafiaMemberInEachFamilyOfFourOrMore() {
    for (int n : new int[] {1, 3, 4, 11, 16, 20, 40, 203}) {
      List<Player> players = NightGenerator.generate(config(n, n)).players();
      assertEquals(n, players.size());
      for (int i = 0; i < n; i++) {
        assertEquals(Mafia1923Mix.family(i / 8), players.get(i).attributes().get("family"),
            "player " + (i + 1) + " of " + n);
      }
      for (int start = 0; start < n; start += 8) {
        List<Player> family = players.subList(start, Math.min(start + 8, n));
        long mafia = family.stream().filter(p -> p.alignment().equals("mafia")).count();
        assertEquals(family.size() >= 4 ? 1 : 0, mafia, "family at " + start + " of " + n);
      }
    }
    assertEquals(List.of("Cohen", "Levi", "Wolf", "Cohen2", "Levi3"), List.of(
        Mafia1923Mix.family(0), Mafia1923Mix.family(1), Mafia1923Mix.family(25),
        Mafia1923Mix.family(26), Mafia1923Mix.family(53)));
    assertEquals(2, NightGenerator.generate(config(16, 1)).players().stream()
        .filter(p -> p.alignment().equals("mafia")).count(), "two Mafia members per 16 players");
  }

  @Test
  void theRolesAreTheSeedsInItsProportionsAndSomeMafiaMembersHoldASecondRole() {
    int civilians = 0;
    int nightRoles = 0;
    int townspeople = 0;
    int mafia = 0;
    int doubles = 0;
    Set<String> seen = new HashSet<>();
    for (long seed = 1; seed <= 50; seed++) {
      for (Player p : NightGenerator.generate(config(40, seed)).players()) {
        p.roles().forEach(r -> seen.add(r.name()));
        assertTrue(RuleSets.mafia1923().roles().containsAll(p.roles()), p.toString());
        if (p.alignment().equals("mafia")) {
          mafia++;
          assertEquals("MafiaMember", p.roles().get(0).name());
          doubles += p.roles().size() - 1;
          continue;
        }
        assertEquals("town", p.alignment());
        assertEquals(1, p.roles().size());
        civilians++;
        String role = p.roles().get(0).name();
        nightRoles += Mafia1923Mix.NIGHT_ROLES.contains(role) ? 1 : 0;
        townspeople += role.equals("Townsperson") ? 1 : 0;
      }
    }
    assertEquals(50 * 5, mafia);
    assertTrue(doubles > mafia / 3 && doubles < mafia * 2 / 3, "second roles: " + doubles);
    double night = (double) nightRoles / civilians;
    double plain = (double) townspeople / civilians;
    assertTrue(night > 0.40 && night < 0.50, "night roles: " + night);
    assertTrue(plain > 0.35 && plain < 0.45, "Townspeople: " + plain);
    List<String> every = new ArrayList<>(RuleSets.mafia1923().roles().stream().map(Role::name)
        .toList());
    every.removeAll(seen);
    assertEquals(List.of(), every, "roles never dealt");
  }

  @Test
  void aGameHoldsOneWitnessAtTheMost() {
    int games = 0;
    for (long seed = 1; seed <= 200; seed++) {
      for (int n : new int[] {16, 40}) {
        long witnesses = NightGenerator.generate(config(n, seed)).players().stream()
            .filter(p -> p.roles().get(0).name().equals("Witness")).count();
        assertTrue(witnesses <= 1, n + " players, seed " + seed + ": " + witnesses + " Witnesses");
        games += (int) witnesses;
      }
    }
    assertTrue(games > 100, "the Witness is still dealt: " + games + " of 400 games");
    List<Player> big = NightGenerator.generate(config(10_000, 3)).players();
    assertEquals(1, big.stream().filter(p -> p.roles().get(0).name().equals("Witness")).count());
  }

  @Test
  void theNightsHaveTheRuleSetsSchemeAndOptionsAndAreWrittenWithItsRulesLine() {
    GeneratorConfig c = config(16, 7);
    assertEquals(Mix.MAFIA1923, c.mix());
    assertTrue(c.options().selfTargetAllowed());
    assertFalse(c.options().feedbackToDead());
    assertEquals("--players 16 --seed 7 --rules mafia1923 --mix mafia1923 --pattern uniform",
        c.commandLine());
    Night night = NightGenerator.generate(c);
    assertEquals(java.util.Optional.of(Scheme.SEQUENTIAL), night.scheme());
    String text = NightGenerator.generateText(c);
    assertTrue(text.startsWith("rules mafia1923\n# generated by nightres: " + c.commandLine()
        + "\n\nplayer P1 "), text);
    for (String line : text.split("\n")) {
      assertFalse(line.matches("(role|ability|status|passive|trigger|option|scheme) .*"),
          "the rule set says it already: " + line);
    }
    ParseResult read = PARSER.parse("generated.night", text);
    assertTrue(read.ok(), read.renderDiagnostics());
    assertEquals(night.actions().size(), read.night().orElseThrow().actions().size());
    assertEquals(night.players(), read.night().orElseThrow().players());
    assertEquals(night.options(), read.night().orElseThrow().options());
    assertEquals(night.scheme(), read.night().orElseThrow().scheme());
  }

  @Test
  void theDrunkardDrinksAtAFamilyOfTheNight() {
    int drinks = 0;
    for (long seed = 1; seed <= 40; seed++) {
      Night night = NightGenerator.generate(config(24, seed));
      for (Action a : night.actions()) {
        if (a.verb().equals("drink")) {
          drinks++;
          assertTrue(List.of("Cohen", "Levi", "Katz").contains(a.families().get(0)), a.toString());
        }
      }
    }
    assertTrue(drinks > 10, "drinks: " + drinks);
  }

  @Test
  void theConfigurationNamesABundledRuleSetAndAMixOfIt() {
    assertEquals("unknown rule set 'mafia1924' for --rules; bundled: standard, mafia1923",
        assertThrows(IllegalArgumentException.class, () -> GeneratorConfig.builder().players(16)
            .seed(1).rules("mafia1924").build()).getMessage());
    assertEquals("the mix 'dense' deals roles of the standard rule set, not of mafia1923; "
        + "--rules mafia1923 takes --mix mafia1923 (its default)",
        assertThrows(IllegalArgumentException.class, () -> GeneratorConfig.builder().players(16)
            .seed(1).rules("mafia1923").mix(Mix.DENSE).build()).getMessage());
    assertEquals("the mix 'mafia1923' deals roles of the mafia1923 rule set, not of standard; "
        + "--rules standard takes --mix default (its default)",
        assertThrows(IllegalArgumentException.class, () -> GeneratorConfig.builder().players(16)
            .seed(1).mix(Mix.MAFIA1923).build()).getMessage());
    assertTrue(assertThrows(IllegalArgumentException.class, () -> GeneratorConfig.builder()
        .players(16).seed(1).rules("mafia1923").pattern(TargetingPattern.RING).build())
        .getMessage().startsWith("pattern ring builds nights of the standard rule set"));
    assertEquals(Mix.DEFAULT, GeneratorConfig.of(12, 1).mix(), "the standard set's default");
    assertEquals("--players 12 --seed 1 --mix default --pattern uniform",
        GeneratorConfig.of(12, 1).commandLine(), "no --rules for the standard set");
  }

  @Test
  void shrinkingA1923NightKeepsItValidTheMafiaCountIncluded() {
    for (int players : new int[] {16, 24}) { // one Mafia line due, then two
      Night night = NightGenerator.generate(config(players, 3));
      assertEquals((players + 19) / 20, night.actions().stream()
          .filter(a -> a.verb().equals("mafiakill")).count());
      Night small = NightShrinker.shrink(night, "mafia1923",
          n -> n.actions().stream().anyMatch(a -> !a.verb().equals("mafiakill")));
      ParseResult read = PARSER.parse("shrunk.night",
          org.nightres.core.format.NightWriter.write(small, "mafia1923", List.of()));
      assertTrue(read.ok(), read.renderDiagnostics());
      long kills = small.actions().stream().filter(a -> a.verb().equals("mafiakill")).count();
      assertEquals((small.players().size() + 19) / 20, kills,
          "the lines its living players require: " + small.players().size());
      assertEquals(kills + 1, small.actions().size(), small.actions().toString());
      assertTrue(small.players().size() < players, "players dropped");
      assertEquals(night.options(), small.options(), "the rule set's options are kept");
    }
  }
  /** Linear in the players: 12,500 families and 5,000 Mafia lines (the families were once not). */
  @Test
  void aHundredThousandPlayerNightHasItsFiveThousandMafiaLinesAtDistinctCivilians() {
    long t0 = System.nanoTime();
    Night night = NightGenerator.generate(config(100_000, 42));
    long ms = (System.nanoTime() - t0) / 1_000_000;
    assertEquals("Kaplan481", night.players().get(99_999).attributes().get("family"),
        "family 12,500");
    Set<String> aimed = new HashSet<>();
    for (Action a : night.actions()) {
      if (a.verb().equals("mafiakill")) {
        assertTrue(aimed.add(a.targets().get(0)), a.toString());
        assertEquals("town", night.player(a.targets().get(0)).orElseThrow().alignment());
      }
    }
    assertEquals(5_000, aimed.size(), "ceil(100000/20)");
    System.out.printf("generate 100000 players mafia1923: %d actions, %d ms%n",
        night.actions().size(), ms);
  }
}
