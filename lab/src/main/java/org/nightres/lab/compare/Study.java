package org.nightres.lab.compare;

import com.google.common.base.Preconditions;
import java.util.Objects;
import org.nightres.lab.generate.GeneratorConfig;
import org.nightres.lab.generate.ImmutableGeneratorConfig;

/**
 * A comparison study: {@code nights} generated nights, night {@code i} (0-based) made by the
 * {@link org.nightres.lab.generate.NightGenerator} from {@code first} with the seed
 * {@code first.seed() + i} (wrapping on overflow). Night {@code i} is therefore exactly
 * {@code nightres generate} with {@link #config(int) config(i)}'s flags.
 *
 * @param nights how many nights, at least 1
 * @param first the configuration of night 0; its seed is the study's seed
 */
public record Study(int nights, GeneratorConfig first) {
  /**
   * A value of these parts, checked.
   *
   * @param nights how many nights, at least 1
   * @param first the configuration of night 0; its seed is the study's seed
   */
  public Study {
    Objects.requireNonNull(first, "first");
    Preconditions.checkArgument(nights >= 1, "--generate must be at least 1, got %s", nights);
  }

  /**
   * {@return the seed of night {@code i}: the study's seed plus {@code i}}
   *
   * @param i the night's index, from 0
   */
  public long seed(int i) {
    return first.seed() + i;
  }

  /**
   * {@return the generator configuration of night {@code i}}
   *
   * @param i the night's index, from 0 to {@code nights() - 1}
   */
  public GeneratorConfig config(int i) {
    Preconditions.checkElementIndex(i, nights, "night");
    return ImmutableGeneratorConfig.copyOf(first).withSeed(seed(i));
  }

  /** {@return {@code --generate 100000 --players 12 --seed 1 --mix default --pattern uniform}} */
  public String flags() {
    return "--generate " + nights + " " + first.commandLine();
  }
}
