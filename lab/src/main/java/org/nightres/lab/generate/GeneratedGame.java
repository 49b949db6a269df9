package org.nightres.lab.generate;

import java.util.List;
import org.nightres.core.model.Night;
import org.nightres.core.outcome.Outcome;

/**
 * A game of several nights made by {@link NightGenerator#generateGame}: the nights as the
 * generator built them (each starting from the state the one before left, after its section's
 * {@code state} lines), their outcomes under the resolver that drove the generation, and the
 * game file ({@code games.md} section 1) that holds them.
 *
 * @param nights the nights in order, numbered from {@link GeneratorConfig#night()}
 * @param outcomes their outcomes, index for index
 * @param setup the setup of the game file, ending with the first {@code night <n>} line
 * @param sections per night, the lines of its section after its {@code night <n>} line: its
 *     {@code state} lines (a lynch, a day status), then its action lines; each line ends with a
 *     newline
 */
public record GeneratedGame(List<Night> nights, List<Outcome> outcomes, String setup,
    List<String> sections) {

  /**
   * A value of these parts, checked.
   *
   * @param nights the nights in order, numbered from {@link GeneratorConfig#night()}
   * @param outcomes their outcomes, index for index
   * @param setup the setup of the game file, ending with the first {@code night <n>} line
   * @param sections per night, the lines of its section after its {@code night <n>} line: its
   *     {@code state} lines (a lynch, a day status), then its action lines; each line ends with a
   *     newline
   */
  public GeneratedGame {
    nights = List.copyOf(nights);
    outcomes = List.copyOf(outcomes);
    sections = List.copyOf(sections);
    if (nights.size() != outcomes.size() || nights.size() != sections.size()) {
      throw new IllegalArgumentException("one outcome and one section per night");
    }
  }

  /** {@return the number of the first night} */
  public int firstNight() {
    return nights.get(0).number();
  }

  /** {@return the number of the last night} */
  public int lastNight() {
    return firstNight() + nights.size() - 1;
  }

  /**
   * The {@code night <n>} line that opens night {@code n}'s section.
   *
   * @param n the night's number, from 1
   * @return the line, with its newline
   */
  public static String nightLine(int n) {
    return "night " + n + "\n";
  }

  /**
   * {@return the whole game file: the setup, then every night's section under its {@code night}
   * line}
   */
  public String text() {
    StringBuilder sb = new StringBuilder(setup);
    for (int k = 0; k < sections.size(); k++) {
      if (k > 0) {
        sb.append('\n').append(nightLine(firstNight() + k));
      }
      sb.append(sections.get(k));
    }
    return sb.toString();
  }
}
