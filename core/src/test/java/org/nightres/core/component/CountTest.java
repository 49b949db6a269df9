package org.nightres.core.component;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nightres.core.format.RulesParser;
import org.nightres.core.format.RulesResult;
import org.nightres.core.format.RulesWriter;

/** A limit's count: a constant or a value of the game, one type for per-night and per-faction. */
class CountTest {

  @Test
  void aCountIsAConstantOrAGameValue() {
    Count three = Count.parse("3").orElseThrow();
    assertTrue(three.constant());
    assertEquals(3, three.of(100, 7));
    assertEquals("3", three.toString());

    Count kills = Count.parse("ceil(living/20)").orElseThrow();
    assertFalse(kills.constant());
    assertEquals(2, kills.of(100, 21), "21 living: ceil(21/20)");
    assertEquals(1, kills.of(100, 20));
    assertEquals("ceil(living/20)", kills.toString());

    Count scaled = Count.parse("floor(total/10)").orElseThrow();
    assertEquals(3, scaled.of(35, 2), "the players of the game, living or not");

    assertEquals(Optional.empty(), Count.parse("half"));
    assertEquals(Optional.empty(), Count.parse("ceil(living/0)"));
    assertThrows(IllegalArgumentException.class, () -> Count.of(-1));
  }

  @Test
  void bothLimitsTakeEitherFormAndAreWrittenBack() {
    String rules = """
        role Wolf
        ability Wolf.bite X = kill(X) [per-faction round(total/4)]
        role Piper
        ability Piper.charm X = attr(X, charmed=yes) [per-night floor(living/3)]
        """;
    RulesResult r = RulesParser.parse("t.roles", rules, RoleCatalogue.empty(),
        p -> Optional.empty());
    assertTrue(r.ok(), r::renderDiagnostics);
    RoleCatalogue read = r.catalogue().orElseThrow();
    Ability bite = read.role("Wolf").orElseThrow().abilities().get(0);
    Ability charm = read.role("Piper").orElseThrow().abilities().get(0);
    assertEquals(3, bite.perFaction().orElseThrow().of(10, 4), "round(10/4) = 3, a half up");
    assertEquals(2, charm.perNightIn(10, 7, 1).getAsInt());
    String written = RulesWriter.write(read, RoleCatalogue.empty());
    assertTrue(written.contains("per-faction round(total/4)"), written);
    assertTrue(written.contains("per-night floor(living/3)"), written);
  }
}
