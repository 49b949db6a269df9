package org.nightres.lab.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MixTest {

  @Test
  void presetsByIdAnyCase() {
    assertSame(Mix.DEFAULT, Mix.parse("default"));
    assertSame(Mix.DENSE, Mix.parse(" DENSE "));
    assertEquals(Optional.of(MixPreset.DENSE), Mix.DENSE.preset());
    assertEquals("dense", Mix.DENSE.id());
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
    "Doctor=3,Roleblocker=2,Vigilante=1,mafia=2          | Doctor=3,Roleblocker=2,Vigilante=1,mafia=2",
    " doctor = 3 , bus-driver=1 , MAFIA=10%               | Doctor=3,BusDriver=1,mafia=10%",
    "cop+vigilante=1,mafia:roleblocker=1,sk:Vigilante=2   | Cop+Vigilante=1,mafia:Roleblocker=1,sk:Vigilante=2",
    "town:Goon=2,cult=1,mafia:Vanilla=1                  | town=2,cult=1,mafia=1",
    "bulletproof(1)=2,pgo=1,@strongman=1,Strongman=1     | Bulletproof(1)=2,PGO=1,@Strongman=1,Strongman=1",
    "paranoidgunowner=0                                  | PGO=0",
  })
  void customMixesHaveACanonicalId(String text, String id) {
    Mix m = Mix.parse(text);
    assertEquals(id, m.id());
    assertEquals(m, Mix.parse(m.id()), "the id parses back to the same mix");
    assertTrue(m.preset().isEmpty());
  }

  @Test
  void requiredPlayersCountsPercentagesRoundedDown() {
    Mix m = Mix.parse("Doctor=3,mafia=25%,Bulletproof=50%");
    assertEquals(3, m.requiredPlayers(3));
    assertEquals(5, m.requiredPlayers(9));
    assertEquals(28, m.requiredPlayers(100));
    assertEquals(0, Mix.DENSE.requiredPlayers(100));
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
    "''                 | empty mix; expected a preset (default, dense, mafia1923) or comma-separated entries",
    "Doctor3            | bad mix entry 'Doctor3': expected KEY=COUNT, e.g. Doctor=3",
    "Doctor=3,          | bad mix entry '': expected KEY=COUNT",
    "=3                 | bad mix entry '=3': expected KEY=COUNT",
    "Doctor=three       | bad count 'three' in mix entry 'Doctor=three': expected a whole number like 3 or a percentage like 10%",
    "Doctor=-1          | bad count '-1' in mix entry 'Doctor=-1'",
    "Doctor=150%        | bad count '150%' in mix entry 'Doctor=150%': more than 100%",
    "Doctor=1=2         | bad mix entry 'Doctor=1=2'",
    "Docter=3           | unknown role, modifier or alignment 'Docter' in mix entry 'Docter=3'; roles: Vanilla, Vigilante, Doctor",
    "Cop+Docter=1       | unknown role 'Docter' in mix entry 'Cop+Docter=1'; roles: Vanilla",
    "Cop+Cop=1          | role Cop twice in mix entry 'Cop+Cop=1'",
    "Cop+=1             | bad role '' in mix entry 'Cop+=1': expected Role or Role+Role",
    "Mafia Boss:Cop=1   | bad alignment 'Mafia Boss' in mix entry 'Mafia Boss:Cop=1': expected a word like mafia",
    "Macho(2)=1         | Macho takes no use count (mix entry 'Macho(2)=1')",
    "@Docter=1          | unknown modifier 'Docter' in mix entry '@Docter=1'; modifiers: Bulletproof",
    "@Bullet proof=1    | bad modifier 'Bullet proof' in mix entry '@Bullet proof=1': expected Name or Name(uses)",
    "PGO=1,PGO=2        | modifier PGO appears twice in the mix",
    "sk=1               | unknown role, modifier or alignment 'sk' in mix entry 'sk=1'",
  })
  void badMixesGiveMessagesForPeople(String text, String messageStart) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Mix.parse(text));
    assertTrue(e.getMessage().startsWith(messageStart), e.getMessage());
  }

  @Test
  void modifierCountsMustFit() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> GeneratorConfig.builder().players(3).seed(1).mix(Mix.parse("PGO=4")).build());
    assertEquals("mix 'PGO=4' gives PGO to 4 players, but there are only 3", e.getMessage());
  }

  @Test
  void syntaxIsDocumentedForHelpTexts() {
    assertTrue(Mix.SYNTAX.contains("Doctor=3,Roleblocker=2,Vigilante=1,mafia=2"));
  }
}
