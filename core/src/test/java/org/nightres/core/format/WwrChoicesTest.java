package org.nightres.core.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Component;
import org.nightres.core.component.Role;
import org.nightres.core.component.RoleCatalogue;

/**
 * WWR night choices (docs/wwr.md, ruling 35): a choice created at the start of every night and
 * chosen at night is one ability per option, its verb the option's name; a line of every
 * option names it for {@code @Option}; a choice with an option not understood gives nothing.
 * Every role here is written for these tests in the WWR notation.
 */
class WwrChoicesTest {
  static final String BOOK = """
      **Ember Witch** | Townsfolk Killing
      __Formalized__
      Passive Start Night: `Ember` Choice Creation (Soot, Flare, Shield)
      Immediate Night: `Ember` Choice Choose @Chosen [Temporal: Night 1+] |ember.1|
      Choice `Soot` Chosen:
        • @Selection has `Sooted`: Failure
        • Otherwise: Apply `Sooted` to @Selection
      Choice `Flare` Chosen: Attack @Selection [Attribute: @Selection has `Sooted`, Quantity: 2]
      Choice `Shield` Chosen: Protect @Selection from `Attacks` through Active Defense (~Phase)

      **Coin Hound** | Unaligned Miscellaneous
      __Formalized__
      Passive Start Night: `Coin` Choice Creation (Townsfolk, Werewolf) [Temporal: Night 1]
      Immediate Night: `Coin` Choice Choose @Chosen [Temporal: Night 1]
      Choice Chosen: Alignment Change @Self to @Option

      **Oath Keeper** | Townsfolk Power
      __Formalized__
      Passive Start Night: `Oath` Choice Creation (Mend) [Attribute: lacks `Sworn`]
      End Night: `Oath` Choice Choose @Chosen
      Choice `Mend` Chosen:
        • Protect @Selection from `Attacks` through Active Defense (~Phase)
        • Apply `Sworn` to @Self

      **Half Charmer** | Townsfolk Power
      __Formalized__
      Passive Start Night: `Charm` Choice Creation (Lull, Daze)
      Immediate Night: `Charm` Choice Choose @Chosen
      Choice `Lull` Chosen: Obstruct @Selection
      Choice `Daze` Chosen: Whisper to @Selection as `Dazed`

      **Day Chef** | Townsfolk Power
      __Formalized__
      Passive Start Day: `Menu` Choice Creation (Soup, Stew)
      Immediate Day: `Menu` Choice Choose @Chosen
      Choice `Soup` Chosen: Protect @Selection from `Attacks` through Active Defense (~Phase)

      **Amulet Bearer** | Townsfolk Power
      __Formalized__
      Passive Start Night: Protect @Self from `Attacks` through Passive Defense (~Phase)

      **Two Faced** | Townsfolk Power
      __Formalized__
      Passive Start Night: `Nod` Choice Creation (Guard)
      Immediate Night: `Nod` Choice Choose @Chosen
      Choice `Guard` Chosen: Protect @Selection from `Attacks` through Active Defense (~Phase)
      Passive Start Day: `Menu` Choice Creation (Stew)
      Immediate Day: `Menu` Choice Choose @Chosen
      Choice `Stew` Chosen: Protect @Selection from `Attacks` through Active Defense (~Phase)

      **Greedy Charmer** | Townsfolk Power
      __Formalized__
      Passive Start Night: `Greed` Choice Creation (Lull, Hush)
      Immediate Night: `Greed` Choice Choose @Chosen [Quantity: 2]
      Choice Chosen: Obstruct @Selection
      """;

  static RulesResult read() {
    return WwrBookTest.read(Map.of("choices.wwr", BOOK), "include choices.wwr\n");
  }

  private static Ability ability(RoleCatalogue c, String role, String verb) {
    return c.role(role).orElseThrow().abilities().stream().filter(a -> a.verb().equals(verb))
        .findFirst().orElseThrow(() -> new AssertionError("no " + role + "." + verb));
  }

  @Test
  void eachOptionIsAnAbilityOfItsOwnWithTheChooseLinesTimingAndLimits() {
    RulesResult r = read();
    assertTrue(r.ok(), r.renderDiagnostics());
    RoleCatalogue c = r.catalogue().orElseThrow();
    Role witch = c.role("EmberWitch").orElseThrow();
    assertEquals(List.of("soot", "flare", "shield"), witch.abilities().stream()
        .map(Ability::verb).toList(), "the options, in the Creation line's order");
    assertEquals(List.of(Optional.empty(), Optional.of(2), Optional.empty()), witch.abilities()
        .stream().map(a -> a.uses().isPresent() ? Optional.of(a.uses().getAsInt())
            : Optional.empty()).toList(), "an option's own limit is its own");
    assertEquals("if(X in attr:sooted then notify(self, failure, \"Failure\") else attr(X, "
        + "sooted=yes))", ability(c, "EmberWitch", "soot").components().get(0).describe(),
        "a bare Failure is the failed line's answer, as a quoted one is");
    assertEquals(List.of("X in attr:sooted"), ability(c, "EmberWitch", "flare").conditions()
        .stream().map(Object::toString).toList(), "the Chosen line's restriction");
    assertEquals("protect(X, from=attack, rank=active)", ability(c, "EmberWitch", "shield")
        .components().get(0).describe());
  }

  @Test
  void theLineOfEveryOptionNamesEachForItsOption() {
    RoleCatalogue c = read().catalogue().orElseThrow();
    for (String option : List.of("townsfolk", "werewolf")) {
      Ability a = ability(c, "CoinHound", option);
      assertEquals("role(self, align " + option + ")", a.components().get(0).describe());
      assertEquals(Optional.of("nights 1"), a.nightsLimit(), "Creation's and Choose's night 1, "
          + "once");
    }
  }

  @Test
  void theCreationLinesRestrictionsSayWhenTheOptionIsOffered() {
    RoleCatalogue c = read().catalogue().orElseThrow();
    Ability mend = ability(c, "OathKeeper", "mend");
    assertEquals(List.of("self in !attr:sworn"), mend.conditions().stream()
        .map(Object::toString).toList());
    assertEquals(List.of("protect(X, from=attack, rank=active)", "attr(self, sworn=yes)"),
        mend.components().stream().filter(x -> !(x.describe().startsWith("visit(")))
            .map(Component::describe).toList());
  }

  @Test
  void aChoiceWithAnOptionNotUnderstoodGivesNothingAndDayChoicesStayReported() {
    RulesResult r = read();
    RoleCatalogue c = r.catalogue().orElseThrow();
    assertEquals(List.of(), c.role("HalfCharmer").orElseThrow().abilities(),
        "all options or none: Lull alone would be a choice the book does not offer");
    assertEquals(List.of(), c.role("DayChef").orElseThrow().abilities());
    List<String> warnings = r.warnings().stream().map(d -> d.renderWarning().lines()
        .findFirst().orElseThrow()).toList();
    assertTrue(warnings.contains("choices.wwr:27:1: warning: unsupported: choice 'Charm' whose "
        + "Choose line is not understood (role HalfCharmer)"), warnings.toString());
    assertTrue(warnings.contains("choices.wwr:28:1: warning: unsupported: ability 'Whisper' "
        + "(role HalfCharmer)"), warnings.toString());
    assertTrue(warnings.stream().anyMatch(w -> w.startsWith("choices.wwr:34:1: warning: "
        + "unsupported: trigger 'Passive Start Day'")), warnings.toString());
    assertTrue(warnings.stream().anyMatch(w -> w.startsWith("choices.wwr:36:1: warning: "
        + "unsupported: trigger 'Choice `Soup` Chosen'")), warnings.toString());
    assertEquals(List.of("guard"), c.role("TwoFaced").orElseThrow().abilities().stream()
        .map(Ability::verb).toList());
    assertTrue(warnings.stream().anyMatch(w -> w.startsWith("choices.wwr:49:1: warning: "
        + "unsupported: trigger 'Choice `Stew` Chosen'")), "a night choice beside it does not "
        + "hide a day choice's Chosen line: " + warnings);
    assertTrue(warnings.stream().noneMatch(w -> w.startsWith("choices.wwr:46:")), warnings
        .toString());
    assertEquals(List.of(), c.role("GreedyCharmer").orElseThrow().abilities());
    assertTrue(warnings.contains("choices.wwr:54:1: warning: unsupported: a limit shared by a "
        + "choice's options (uses 2) (role GreedyCharmer)"), "each option would count its own "
        + "uses: " + warnings);
  }

  @Test
  void aProtectionForThePhaseAtTheStartOfEveryNightIsThePassive() {
    RoleCatalogue c = read().catalogue().orElseThrow();
    assertEquals("protect(self, from=attack, rank=passive)", c.role("AmuletBearer")
        .orElseThrow().passives().get(0).describe());
  }
}
