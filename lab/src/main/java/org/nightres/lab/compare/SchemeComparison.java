package org.nightres.lab.compare;

import com.google.common.base.Preconditions;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import org.nightres.core.NightResolver;
import org.nightres.core.NightResolvers;
import org.nightres.core.ResolutionLimitException;
import org.nightres.core.Scheme;
import org.nightres.core.model.Night;
import org.nightres.core.plan.NightPlan;
import org.nightres.lab.generate.GeneratorConfig;
import org.nightres.lab.generate.NightGenerator;
import org.nightres.lab.generate.NightShrinker;

/**
 * Resolves nights under several schemes and compares the results: one night side by side
 * ({@link #compare}), or a {@linkplain #study study} of many generated nights, in parallel, with
 * disagreement shares per pair of schemes and per {@link InteractionPattern} and the smallest
 * disagreeing nights shrunk to 1-minimal ones.
 *
 * <h2>Disagreement</h2>
 *
 * Two schemes disagree on a night when both resolve it and their outcomes differ in any
 * end-of-night effect ({@link Aspect}): the set of deaths, the set of recruited players, any
 * feedback result or notice, any announcement the deaths do not make, or the next state beyond
 * what the deaths and recruitments say. A scheme whose resolver throws {@link ResolutionLimitException} gets
 * a {@code limit} result, which neither agrees nor disagrees with anything.
 *
 * <h2>Determinism and threads</h2>
 *
 * Night {@code i} of a study is generated from its own seed ({@link Study#seed(int)}), so nights
 * do not depend on each other; the threads fill a per-chunk array by night index and the calling
 * thread aggregates it in index order. The smallest candidates of each (pair, pattern) are chosen
 * by (number of actions, night index), and shrinking is deterministic. The report, and every
 * listener call, are therefore the same for any number of threads. Instances are immutable and
 * thread-safe.
 */
public final class SchemeComparison {
  /** Nights per chunk: the threads share a chunk, the calling thread aggregates it. */
  private static final int CHUNK = 1024;
  /** Nights a worker claims at a time. */
  private static final int BATCH = 8;
  /** How many of the smallest disagreeing nights of a (pair, pattern) are tried when shrinking. */
  static final int CANDIDATES = 4;

  private final List<NightResolver> resolvers;

  private SchemeComparison(List<NightResolver> resolvers) {
    this.resolvers = resolvers;
  }

  /**
   * {@return every scheme whose engine is on the class path ({@link NightResolvers#available()})}
   */
  public static SchemeComparison ofAvailable() {
    List<NightResolver> rs = new ArrayList<>();
    for (Scheme s : NightResolvers.available()) {
      rs.add(NightResolvers.find(s).orElseThrow());
    }
    return of(rs);
  }

  /**
   * These resolvers, put in scheme order.
   *
   * @param resolvers at least two resolvers, each of another scheme, in any order
   * @throws IllegalArgumentException if two resolve the same scheme, or there are fewer than two
   * @return a comparison of their schemes
   */
  public static SchemeComparison of(Collection<? extends NightResolver> resolvers) {
    Map<Scheme, NightResolver> byScheme = new EnumMap<>(Scheme.class);
    for (NightResolver r : resolvers) {
      Preconditions.checkArgument(byScheme.put(r.scheme(), r) == null,
          "two resolvers for the %s scheme", r.scheme().id());
    }
    Preconditions.checkArgument(byScheme.size() >= 2,
        "a comparison needs at least two schemes, got %s", byScheme.size());
    return new SchemeComparison(List.copyOf(byScheme.values()));
  }

  /** {@return the compared schemes, in scheme order} */
  public List<Scheme> schemes() {
    List<Scheme> out = new ArrayList<>();
    resolvers.forEach(r -> out.add(r.scheme()));
    return out;
  }

  /** {@return every pair of compared schemes: (rar, snarf), (rar, nar), (snarf, nar)} */
  public List<SchemePair> pairs() {
    return pairs(schemes());
  }

  static List<SchemePair> pairs(List<Scheme> schemes) {
    List<SchemePair> out = new ArrayList<>();
    for (int i = 0; i < schemes.size(); i++) {
      for (int j = i + 1; j < schemes.size(); j++) {
        out.add(new SchemePair(schemes.get(i), schemes.get(j)));
      }
    }
    return out;
  }

  /**
   * Resolves the night under every scheme and lines the results up.
   *
   * @param night a valid night
   * @return every scheme's result, side by side
   */
  public NightComparison compare(Night night) {
    return new NightComparison(night, resolveAll(night),
        InteractionPattern.detect(NightPlan.of(night)));
  }

  /**
   * {@return whether both schemes of the pair resolve the night and their outcomes differ}
   *
   * @param night a valid night
   * @param pair a pair of the compared schemes
   */
  public boolean disagree(Night night, SchemePair pair) {
    return resolve(resolver(pair.first()), night).disagrees(resolve(resolver(pair.second()), night));
  }

  private List<SchemeResult> resolveAll(Night night) {
    List<SchemeResult> results = new ArrayList<>(resolvers.size());
    for (NightResolver r : resolvers) {
      results.add(resolve(r, night));
    }
    return results;
  }

  private static SchemeResult resolve(NightResolver r, Night night) {
    try {
      return SchemeResult.of(night, r.resolve(night));
    } catch (ResolutionLimitException e) {
      return SchemeResult.limit(r.scheme(), e.getMessage());
    }
  }

  private NightResolver resolver(Scheme s) {
    for (NightResolver r : resolvers) {
      if (r.scheme() == s) {
        return r;
      }
    }
    throw new IllegalArgumentException(s.id() + " is not compared");
  }

  // ---- studies -------------------------------------------------------------------------------

  /**
   * Generates and compares every night of the study on {@code threads} threads (1 = the calling
   * thread only), then shrinks, per pair and per pattern, the smallest disagreeing nights.
   *
   * @param study the nights to generate and the generator's settings
   * @param threads the number of threads, at least 1
   * @param listener told of every night in index order and of the progress, on this thread
   * @throws IllegalArgumentException if {@code threads} is below 1
   * @throws IllegalStateException if a resolver fails with anything but a resolution limit (a
   *     bug in that engine), naming the night and its seed
   * @return the study's report, the same whatever the number of threads
   */
  public ComparisonReport study(Study study, int threads, StudyListener listener) {
    Preconditions.checkArgument(threads >= 1, "--threads must be at least 1, got %s", threads);
    Tally tally = new Tally(study, schemes(), pairs());
    ExecutorService pool = threads == 1 ? null : Executors.newFixedThreadPool(threads, DAEMONS);
    try {
      int n = study.nights();
      for (int start = 0; start < n; start += CHUNK) {
        NightRecord[] chunk = new NightRecord[Math.min(CHUNK, n - start)];
        fill(study, start, chunk, pool, threads);
        for (NightRecord r : chunk) {
          tally.add(r);
          listener.night(r);
        }
        listener.resolved(start + chunk.length, n);
      }
      List<MinimalNight> minimal = shrinkAll(study, tally, pool, listener);
      return tally.report(minimal);
    } finally {
      if (pool != null) {
        pool.shutdownNow();
      }
    }
  }

  private static final ThreadFactory DAEMONS = new ThreadFactory() {
    private final AtomicInteger count = new AtomicInteger();

    @Override
    public Thread newThread(Runnable r) {
      Thread t = new Thread(r, "nightres-compare-" + count.incrementAndGet());
      t.setDaemon(true);
      return t;
    }
  };

  /**
   * Fills the chunk with nights {@code start, start+1, ...}; if any night fails, throws the
   * failure of the lowest-numbered one, so that the error does not depend on the threads either.
   */
  private void fill(Study study, int start, NightRecord[] chunk, ExecutorService pool, int threads) {
    RuntimeException[] failures = new RuntimeException[chunk.length];
    if (pool == null) {
      for (int j = 0; j < chunk.length; j++) {
        chunk[j] = record(study, start + j);
      }
      return;
    }
    AtomicInteger next = new AtomicInteger();
    List<Callable<Void>> workers = new ArrayList<>(threads);
    for (int t = 0; t < threads; t++) {
      workers.add(() -> {
        for (int j = next.getAndAdd(BATCH); j < chunk.length; j = next.getAndAdd(BATCH)) {
          for (int k = j; k < Math.min(j + BATCH, chunk.length); k++) {
            try {
              chunk[k] = record(study, start + k);
            } catch (RuntimeException e) {
              failures[k] = e;
            }
          }
        }
        return null;
      });
    }
    invokeAll(pool, workers);
    for (RuntimeException e : failures) {
      if (e != null) {
        throw e;
      }
    }
  }

  /** Runs the tasks and returns their results in order; rethrows a task's failure. */
  private static <T> List<T> invokeAll(ExecutorService pool, List<? extends Callable<T>> tasks) {
    List<Future<T>> futures;
    try {
      futures = pool.invokeAll(tasks);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    }
    List<T> out = new ArrayList<>(tasks.size());
    for (Future<T> f : futures) {
      out.add(get(f));
    }
    return out;
  }

  /** The task's result; rethrows its failure as it was thrown. */
  private static <T> T get(Future<T> f) {
    try {
      return f.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    } catch (ExecutionException e) {
      if (e.getCause() instanceof RuntimeException re) {
        throw re;
      }
      if (e.getCause() instanceof Error err) {
        throw err;
      }
      throw new IllegalStateException(e.getCause());
    }
  }

  /** Generates, plans and resolves night {@code i}. */
  private NightRecord record(Study study, int i) {
    GeneratorConfig config = study.config(i);
    Night night = NightGenerator.generate(config);
    int mask = PatternDetector.detect(NightPlan.of(night));
    List<SchemeResult> results = new ArrayList<>(resolvers.size());
    for (NightResolver r : resolvers) {
      try {
        results.add(resolve(r, night));
      } catch (RuntimeException e) {
        throw new IllegalStateException("night " + i + " (nightres generate " + config.commandLine()
            + "): the " + r.scheme().id() + " resolver failed: " + e, e);
      }
    }
    return new NightRecord(i, config.seed(), night.players().size(), night.actions().size(), mask,
        results);
  }

  // ---- shrinking -----------------------------------------------------------------------------

  private List<MinimalNight> shrinkAll(Study study, Tally tally, ExecutorService pool,
      StudyListener listener) {
    List<Callable<MinimalNight>> tasks = new ArrayList<>();
    List<SchemePair> pairs = pairs();
    for (int p = 0; p < pairs.size(); p++) {
      SchemePair pair = pairs.get(p);
      for (int g = 0; g < ComparisonReport.groups() - 1; g++) {
        int[] candidates = tally.candidates(p, g);
        if (candidates.length == 0) {
          continue;
        }
        Optional<InteractionPattern> pattern =
            g == 0 ? Optional.empty() : Optional.of(InteractionPattern.values()[g - 1]);
        tasks.add(() -> shrink(study, pair, pattern, candidates));
      }
    }
    List<MinimalNight> out = new ArrayList<>(tasks.size());
    if (pool == null) {
      for (Callable<MinimalNight> t : tasks) {
        try {
          out.add(t.call());
        } catch (RuntimeException e) {
          throw e;
        } catch (Exception e) {
          throw new IllegalStateException(e);
        }
        listener.shrunk(out.size(), tasks.size());
      }
      return out;
    }
    List<Future<MinimalNight>> futures = new ArrayList<>();
    tasks.forEach(t -> futures.add(pool.submit(t)));
    for (Future<MinimalNight> f : futures) {
      out.add(get(f));
      listener.shrunk(out.size(), tasks.size());
    }
    return out;
  }

  /**
   * The smallest candidate shrunk twice: first keeping the disagreement and the pattern, then
   * keeping only the disagreement, so that the result is 1-minimal for the disagreement. If that
   * loses the pattern, the next candidate is tried; if every one does, the first is returned
   * with {@code patternNeeded} false.
   */
  private MinimalNight shrink(Study study, SchemePair pair, Optional<InteractionPattern> pattern,
      int[] candidates) {
    Predicate<Night> disagree = night -> disagree(night, pair);
    MinimalNight fallback = null;
    for (int k = 0; k < candidates.length; k++) {
      int index = candidates[k];
      GeneratorConfig config = study.config(index);
      Night source = NightGenerator.generate(config);
      Night small = source;
      String rules = config.rules();
      if (pattern.isPresent()) {
        InteractionPattern p = pattern.get();
        small = NightShrinker.shrink(small, rules, disagree.and(p::presentIn));
      }
      Night shrunk = NightShrinker.shrink(small, rules, disagree);
      boolean needed = pattern.map(p -> p.presentIn(shrunk)).orElse(true);
      NightComparison c = new NightComparison(shrunk,
          List.of(resolve(resolver(pair.first()), shrunk), resolve(resolver(pair.second()), shrunk)),
          InteractionPattern.detect(NightPlan.of(shrunk)));
      MinimalNight m = new MinimalNight(pair, pattern, shrunk, needed, index, config.commandLine(),
          source.actions().size(), k + 1, c.differences(pair), study.flags(), rules);
      if (needed) {
        return m;
      }
      if (fallback == null) {
        fallback = m;
      }
    }
    return new MinimalNight(pair, pattern, fallback.night(), false, fallback.sourceIndex(),
        fallback.sourceFlags(), fallback.sourceActions(), candidates.length,
        fallback.differences(), study.flags(), fallback.rules());
  }

  // ---- aggregation ---------------------------------------------------------------------------

  /** Counts, in night order, everything a report needs; keeps the smallest candidates. */
  static final class Tally {
    private final Study study;
    private final List<Scheme> schemes;
    private final List<SchemePair> pairs;
    private final long[] limits;
    private final int[] firstLimit;
    private final long[] patternNights;
    private final long[][] compared;
    private final long[][] disagreeing;
    private final long[][] aspects;
    private final long[] limitedPairs;
    /** [pair][group 0 = any, 1 + ordinal] -> up to CANDIDATES (actions, index), sorted. */
    private final long[][][] candidates;
    private final int[][] candidateCount;

    Tally(Study study, List<Scheme> schemes, List<SchemePair> pairs) {
      this.study = study;
      this.schemes = schemes;
      this.pairs = pairs;
      int groups = ComparisonReport.groups();
      limits = new long[schemes.size()];
      firstLimit = new int[schemes.size()];
      java.util.Arrays.fill(firstLimit, -1);
      patternNights = new long[groups];
      compared = new long[pairs.size()][groups];
      disagreeing = new long[pairs.size()][groups];
      aspects = new long[pairs.size()][Aspect.values().length];
      limitedPairs = new long[pairs.size()];
      candidates = new long[pairs.size()][groups - 1][CANDIDATES];
      candidateCount = new int[pairs.size()][groups - 1];
    }

    void add(NightRecord r) {
      int mask = r.patternMask();
      InteractionPattern[] all = InteractionPattern.values();
      patternNights[0]++;
      if (mask == 0) {
        patternNights[ComparisonReport.noneGroup()]++;
      }
      for (InteractionPattern p : all) {
        if ((mask & p.bit()) != 0) {
          patternNights[ComparisonReport.group(p)]++;
        }
      }
      for (int s = 0; s < schemes.size(); s++) {
        if (r.results().get(s).limited()) {
          limits[s]++;
          if (firstLimit[s] < 0) {
            firstLimit[s] = r.index();
          }
        }
      }
      for (int p = 0; p < pairs.size(); p++) {
        int diff = r.differences(pairs.get(p));
        if (diff < 0) {
          limitedPairs[p]++;
          continue;
        }
        int d = diff == 0 ? 0 : 1;
        compared[p][0]++;
        disagreeing[p][0] += d;
        if (mask == 0) {
          compared[p][ComparisonReport.noneGroup()]++;
          disagreeing[p][ComparisonReport.noneGroup()] += d;
        }
        for (InteractionPattern pt : all) {
          if ((mask & pt.bit()) != 0) {
            compared[p][ComparisonReport.group(pt)]++;
            disagreeing[p][ComparisonReport.group(pt)] += d;
          }
        }
        if (d == 0) {
          continue;
        }
        for (Aspect a : Aspect.values()) {
          if ((diff & a.bit()) != 0) {
            aspects[p][a.ordinal()]++;
          }
        }
        long key = ((long) r.actions() << 32) | r.index();
        offer(p, 0, key);
        for (InteractionPattern pt : all) {
          if ((mask & pt.bit()) != 0) {
            offer(p, 1 + pt.ordinal(), key);
          }
        }
      }
    }

    /** Keeps the CANDIDATES smallest keys (actions, then index) of a group, sorted. */
    private void offer(int pair, int group, long key) {
      long[] kept = candidates[pair][group];
      int n = candidateCount[pair][group];
      if (n == CANDIDATES && key >= kept[n - 1]) {
        return;
      }
      int i = n == CANDIDATES ? n - 1 : n;
      while (i > 0 && kept[i - 1] > key) {
        kept[i] = kept[i - 1];
        i--;
      }
      kept[i] = key;
      candidateCount[pair][group] = Math.min(CANDIDATES, n + 1);
    }

    /** The night indexes of a group's candidates, smallest first. */
    int[] candidates(int pair, int group) {
      int n = candidateCount[pair][group];
      int[] out = new int[n];
      for (int i = 0; i < n; i++) {
        out[i] = (int) (candidates[pair][group][i] & 0xffffffffL);
      }
      return out;
    }

    ComparisonReport report(List<MinimalNight> minimal) {
      return new ComparisonReport(study, schemes, pairs, limits, firstLimit, patternNights,
          compared, disagreeing, aspects, limitedPairs, minimal);
    }
  }
}
