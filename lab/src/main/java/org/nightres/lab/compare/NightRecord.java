package org.nightres.lab.compare;

import java.util.List;
import java.util.Set;
import org.nightres.core.Scheme;

/**
 * One night of a study: where it came from, its size and patterns, and each scheme's result.
 * Immutable.
 */
public final class NightRecord {
  private final int index;
  private final long seed;
  private final int players;
  private final int actions;
  private final int patternMask;
  private final List<SchemeResult> results;

  NightRecord(int index, long seed, int players, int actions, int patternMask,
      List<SchemeResult> results) {
    this.index = index;
    this.seed = seed;
    this.players = players;
    this.actions = actions;
    this.patternMask = patternMask;
    this.results = List.copyOf(results);
  }

  /** {@return the night's 0-based index in the study} */
  public int index() {
    return index;
  }

  /** {@return the generator seed of the night} */
  public long seed() {
    return seed;
  }

  /** {@return the number of players} */
  public int players() {
    return players;
  }

  /** {@return the number of submitted actions} */
  public int actions() {
    return actions;
  }

  /** {@return the night's interaction patterns, in enum order} */
  public Set<InteractionPattern> patterns() {
    return InteractionPattern.fromMask(patternMask);
  }

  /** {@return the ids of the night's interaction patterns, in enum order} */
  public List<String> patternIds() {
    return InteractionPattern.ids(patternMask);
  }

  int patternMask() {
    return patternMask;
  }

  /** {@return each compared scheme's result, in scheme order} */
  public List<SchemeResult> results() {
    return results;
  }

  /**
   * {@return this scheme's result}
   *
   * @param scheme one of the compared schemes
   */
  public SchemeResult result(Scheme scheme) {
    return SchemeResult.find(results, scheme);
  }

  /**
   * The aspects on which the pair disagrees, as a mask of {@code 1 << aspect.ordinal()}; 0 when
   * they agree, -1 when either scheme hit its limit.
   *
   * @param pair a pair of the compared schemes
   * @return the mask, 0 or -1
   */
  public int differences(SchemePair pair) {
    return result(pair.first()).differences(result(pair.second()));
  }
}
