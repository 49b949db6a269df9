package org.nightres.core.component;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ComparisonsTest {
  @Test
  void eachComparisonHoldsOnItsSideOfTheBoundAndEqualityOnlyWhereItSaysSo() {
    // value below, at and above 2: which hold, for each comparison
    List<String> below = List.of("<", "<=");
    List<String> at = List.of("=", ">=", "<=");
    List<String> above = List.of(">", ">=");
    for (String op : Comparisons.OPS) {
      assertEquals(below.contains(op), Comparisons.holds(1, op, 2), "1 " + op + " 2");
      assertEquals(at.contains(op), Comparisons.holds(2, op, 2), "2 " + op + " 2");
      assertEquals(above.contains(op), Comparisons.holds(3, op, 2), "3 " + op + " 2");
    }
    assertTrue(Comparisons.holds(-5, "<", 0));
    assertTrue(Comparisons.isOp(">="));
    assertFalse(Comparisons.isOp("=>"));
    assertThrows(IllegalArgumentException.class, () -> Comparisons.holds(1, "!=", 2));
  }
}
