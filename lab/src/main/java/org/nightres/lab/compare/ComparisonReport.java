package org.nightres.lab.compare;

import java.util.List;
import java.util.Objects;
import org.nightres.core.Scheme;

/**
 * The result of a {@linkplain SchemeComparison#study study}: for every pair of schemes, on how
 * many nights they disagree, overall and per {@link InteractionPattern}, on which
 * {@link Aspect}s, and the smallest disagreeing nights, shrunk. Independent of the number of
 * threads that computed it. Immutable.
 *
 * <p>A pair's share is taken over the nights that <em>both</em> of its schemes resolved; a
 * night on which either hit its resolution limit is counted in {@link #limited(SchemePair)}
 * instead.
 */
public final class ComparisonReport {
  /** {@code disagreeing} of {@code nights} nights. */
  public record Share(long nights, long disagreeing) {
    /** {@return {@code disagreeing / nights}; 0 when there are no nights} */
    public double share() {
      return nights == 0 ? 0 : (double) disagreeing / nights;
    }
  }

  private final Study study;
  private final List<Scheme> schemes;
  private final List<SchemePair> pairs;
  private final long[] limits;
  private final long[] patternNights; // [0] all, [1 + ordinal], [last] none
  private final long[][] compared; // [pair][group]
  private final long[][] disagreeing; // [pair][group]
  private final long[][] aspects; // [pair][aspect]
  private final long[] limitedPairs;
  private final int[] firstLimit; // per scheme: first night index, -1
  private final List<MinimalNight> minimal;

  ComparisonReport(Study study, List<Scheme> schemes, List<SchemePair> pairs, long[] limits,
      int[] firstLimit, long[] patternNights, long[][] compared, long[][] disagreeing,
      long[][] aspects, long[] limitedPairs, List<MinimalNight> minimal) {
    this.study = Objects.requireNonNull(study);
    this.schemes = List.copyOf(schemes);
    this.pairs = List.copyOf(pairs);
    this.limits = limits.clone();
    this.firstLimit = firstLimit.clone();
    this.patternNights = patternNights.clone();
    this.compared = deepClone(compared);
    this.disagreeing = deepClone(disagreeing);
    this.aspects = deepClone(aspects);
    this.limitedPairs = limitedPairs.clone();
    this.minimal = List.copyOf(minimal);
  }

  static int groups() {
    return InteractionPattern.values().length + 2;
  }

  static int group(InteractionPattern p) {
    return 1 + p.ordinal();
  }

  static int noneGroup() {
    return groups() - 1;
  }

  /** {@return the study this reports on} */
  public Study study() {
    return study;
  }

  /** {@return the number of nights compared} */
  public int nights() {
    return study.nights();
  }

  /** {@return the compared schemes, in scheme order} */
  public List<Scheme> schemes() {
    return schemes;
  }

  /** {@return every pair of compared schemes, in scheme order} */
  public List<SchemePair> pairs() {
    return pairs;
  }

  /**
   * On how many nights this scheme hit its resolution limit.
   *
   * @param scheme one of the compared schemes
   * @return the number of nights, 0 when it never did
   */
  public long limits(Scheme scheme) {
    return limits[schemes.indexOf(scheme)];
  }

  /**
   * {@return the index of the first night on which this scheme hit its limit, or -1}
   *
   * @param scheme one of the compared schemes
   */
  public int firstLimit(Scheme scheme) {
    return firstLimit[schemes.indexOf(scheme)];
  }

  /**
   * {@return how many nights show the pattern}
   *
   * @param pattern the pattern
   */
  public long nightsWith(InteractionPattern pattern) {
    return patternNights[group(pattern)];
  }

  /** {@return how many nights show none of the patterns} */
  public long nightsWithoutPatterns() {
    return patternNights[noneGroup()];
  }

  /**
   * {@return the pair's disagreement over every night both schemes resolved}
   *
   * @param pair a pair of the compared schemes
   */
  public Share overall(SchemePair pair) {
    return share(pair, 0);
  }

  /**
   * {@return the pair's disagreement over the nights with the pattern that both schemes resolved}
   *
   * @param pair a pair of the compared schemes
   * @param pattern the pattern
   */
  public Share with(SchemePair pair, InteractionPattern pattern) {
    return share(pair, group(pattern));
  }

  /**
   * {@return the pair's disagreement over the nights without any pattern that both schemes
   * resolved}
   *
   * @param pair a pair of the compared schemes
   */
  public Share withoutPatterns(SchemePair pair) {
    return share(pair, noneGroup());
  }

  /**
   * On how many nights the pair disagrees on this aspect (among others, perhaps).
   *
   * @param pair a pair of the compared schemes
   * @param aspect the aspect
   * @return the number of nights, counted only where both schemes resolved the night
   */
  public long disagreeingOn(SchemePair pair, Aspect aspect) {
    return aspects[index(pair)][aspect.ordinal()];
  }

  /**
   * On how many nights either scheme of the pair hit its limit (not compared).
   *
   * @param pair a pair of the compared schemes
   * @return the number of nights
   */
  public long limited(SchemePair pair) {
    return limitedPairs[index(pair)];
  }

  /**
   * {@return the shrunk smallest disagreeing nights: per pair (in order), the pair's smallest of
   * any kind ({@code any}), then one per pattern (in enum order) on whose nights the pair
   * disagrees}
   */
  public List<MinimalNight> minimalNights() {
    return minimal;
  }

  private Share share(SchemePair pair, int group) {
    int p = index(pair);
    return new Share(compared[p][group], disagreeing[p][group]);
  }

  private int index(SchemePair pair) {
    int i = pairs.indexOf(pair);
    if (i < 0) {
      throw new IllegalArgumentException(pair.label() + " was not compared");
    }
    return i;
  }

  private static long[][] deepClone(long[][] a) {
    long[][] out = new long[a.length][];
    for (int i = 0; i < a.length; i++) {
      out[i] = a[i].clone();
    }
    return out;
  }
}
