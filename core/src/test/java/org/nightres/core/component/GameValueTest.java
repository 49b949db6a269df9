package org.nightres.core.component;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Values computed from the game: how they read, round and write back. */
class GameValueTest {
  @ParameterizedTest
  @CsvSource(delimiter = ';', textBlock = """
      floor(total/1);     7; 4; 7; floor(total/1)
      floor(living/1.0);  7; 4; 4; floor(living/1)
      floor(total/5);    14; 9; 2; floor(total/5)
      ceil(total/3);      7; 4; 3; ceil(total/3)
      ceil(total/3);      9; 4; 3; ceil(total/3)
      round(total/4);     6; 4; 2; round(total/4)
      round(total/4);     5; 4; 1; round(total/4)
      round(living/1.50); 9; 6; 4; round(living/1.5)
      floor(living/2);    6; 3; 1; floor(living/2)
      ceil(total/10);    10; 3; 1; ceil(total/10)
      """)
  void valuesReadComputeAndWriteBack(String text, int total, int living, int value,
      String written) {
    GameValue v = GameValue.parse(text).orElseThrow();
    assertEquals(value, v.of(total, living));
    assertEquals(written, v.toString());
    assertEquals(Optional.of(v), GameValue.parse(written), "it reads back as itself");
  }

  @ParameterizedTest
  @CsvSource(delimiter = ';', textBlock = """
      total
      $total
      ceil($total/3)
      ceil(total/0)
      ceil(total)
      half(total/2)
      ceil(total/-2)
      """)
  void otherTextsAreNoValues(String text) {
    assertEquals(Optional.empty(), GameValue.parse(text));
  }
}
