package org.nightres.lab.generate;

import java.util.List;
import org.nightres.core.component.Ability;

/**
 * How the {@link NightGenerator} chooses the targets of the general patterns: uniform targets
 * (this class), {@link Clustered} and {@link Adversarial}. Every target is a living player
 * that the use being targeted allows ({@link #rule}: its self-targets, the conditions on its
 * targets, the players its faction's lines took already), and one action's targets differ.
 * Mutable, one per night; every choice comes from its generator.
 */
class Targeter {
  final int n;
  final boolean selfOk;
  final SplitMix64 rng;
  /** Players who cannot be targeted (dead at the start of the night); null: none. */
  boolean[] dead;
  /** What the use being targeted allows (its self-targets, conditions, taken players). */
  UseLimits.Rule rule;

  Targeter(int n, boolean selfOk, SplitMix64 rng) {
    this.n = n;
    this.selfOk = selfOk;
    this.rng = rng;
    this.rule = UseLimits.Rule.option(selfOk);
  }

  /** The targeter of a general pattern. */
  static Targeter of(TargetingPattern pattern, int n, boolean selfOk, SplitMix64 rng) {
    return switch (pattern) {
      case CLUSTERED -> new Clustered(n, selfOk, rng);
      case ADVERSARIAL -> new Adversarial(n, selfOk, rng);
      default -> new Targeter(n, selfOk, rng);
    };
  }

  /** How many distinct targets one action of {@code actor} can have at most. */
  int room(int actor) {
    return selfOk ? n : n - 1;
  }

  /** Sees the whole plan before any target is chosen. */
  void prepare(List<PlannedUse> plan) {}

  /** The targets of one use under {@link #rule}, or null if there is no valid choice. */
  int[] targets(int actor, Ability a) {
    return anywhere(actor, a);
  }

  /** Uniform targets among all the players under {@link #rule}, or null if there is none. */
  final int[] anywhere(int actor, Ability a) {
    int[] out = new int[a.arity()];
    for (int j = 0; j < out.length; j++) {
      out[j] = pick(null, 0, n, actor, out, j);
      if (out[j] < 0) {
        return null;
      }
    }
    return out;
  }

  /**
   * A player from {@code pool[from .. from+size)} (or {@code from .. from+size} when pool is
   * null) that is not the actor (unless {@link #rule} allows it), not among {@code out[0..j)}
   * and allowed by {@link #rule}; rejection first, then a scan from a random offset; -1 if
   * none.
   */
  final int pick(int[] pool, int from, int size, int actor, int[] out, int j) {
    for (int attempt = 0; attempt < 16; attempt++) {
      int c = at(pool, from + rng.nextInt(size));
      if (ok(c, actor, out, j)) {
        return c;
      }
    }
    int offset = rng.nextInt(size);
    for (int k = 0; k < size; k++) {
      int c = at(pool, from + (offset + k) % size);
      if (ok(c, actor, out, j)) {
        return c;
      }
    }
    return -1;
  }

  /** Like {@link #pick} but falling back to a uniform player. */
  final int pickOrUniform(int[] pool, int from, int size, int actor, int[] out, int j) {
    int c = size > 0 ? pick(pool, from, size, actor, out, j) : -1;
    return c >= 0 ? c : pick(null, 0, n, actor, out, j);
  }

  private static int at(int[] pool, int k) {
    return pool == null ? k : pool[k];
  }

  final boolean ok(int c, int actor, int[] out, int j) {
    if (c == actor && !rule.selfOk(j)) {
      return false;
    }
    if (dead != null && dead[c]) {
      return false;
    }
    for (int k = 0; k < j; k++) {
      if (out[k] == c) {
        return false;
      }
    }
    return rule.allows(j, c);
  }

  /** Small groups (3 to 6, the last one up to 8) that target only within the group. */
  static final class Clustered extends Targeter {
    private final int[] perm;
    private final int[] start;
    private final int[] size;

    Clustered(int n, boolean selfOk, SplitMix64 rng) {
      super(n, selfOk, rng);
      perm = new int[n];
      for (int i = 0; i < n; i++) {
        perm[i] = i;
      }
      rng.shuffle(perm);
      start = new int[n];
      size = new int[n];
      int pos = 0;
      while (pos < n) {
        int s = rng.nextInt(3, 6);
        if (n - pos - s < 3) {
          s = n - pos;
        }
        for (int k = pos; k < pos + s; k++) {
          start[perm[k]] = pos;
          size[perm[k]] = s;
        }
        pos += s;
      }
    }

    @Override
    int room(int actor) {
      return selfOk ? size[actor] : size[actor] - 1;
    }

    @Override
    int[] targets(int actor, Ability a) {
      int[] out = new int[a.arity()];
      for (int j = 0; j < out.length; j++) {
        out[j] = pick(perm, start[actor], size[actor], actor, out, j);
        if (out[j] < 0) {
          return null;
        }
      }
      return out;
    }
  }

  /**
   * Knots of two or three interfering players aiming at each other (a pair mutually, a triple
   * in a cycle in either direction, the leftover player joining the last knot); everyone else
   * mostly aims into the knots.
   */
  static final class Adversarial extends Targeter {
    private int[] knotters = new int[0];
    private int[] knotStart;
    private int[] knotSize;
    private int[] position;

    Adversarial(int n, boolean selfOk, SplitMix64 rng) {
      super(n, selfOk, rng);
    }

    @Override
    void prepare(List<PlannedUse> plan) {
      boolean[] knotter = new boolean[n];
      int count = 0;
      for (PlannedUse u : plan) {
        if (!knotter[u.actor()] && NightGenerator.interferes(u.ability())) {
          knotter[u.actor()] = true;
          count++;
        }
      }
      knotters = new int[count];
      for (int i = 0, k = 0; i < n; i++) {
        if (knotter[i]) {
          knotters[k++] = i;
        }
      }
      rng.shuffle(knotters);
      knotStart = new int[n];
      knotSize = new int[n];
      position = new int[n];
      int pos = 0;
      while (pos < count) {
        int s = rng.nextInt(2, 3);
        if (count - pos - s < 2) {
          s = count - pos;
        }
        for (int k = pos; k < pos + s; k++) {
          knotStart[knotters[k]] = pos;
          knotSize[knotters[k]] = s;
          position[knotters[k]] = k - pos;
        }
        pos += s;
      }
    }

    @Override
    int[] targets(int actor, Ability a) {
      int[] out = new int[a.arity()];
      int s = knotSize[actor];
      if (NightGenerator.interferes(a) && s >= 2) {
        int from = knotStart[actor];
        int dir = s >= 3 && rng.chance(0.5) ? -1 : 1;
        for (int j = 0; j < out.length; j++) {
          int c = knotters[from + Math.floorMod(position[actor] + dir * (j + 1), s)];
          out[j] = ok(c, actor, out, j)
              ? c : pickOrUniform(knotters, 0, knotters.length, actor, out, j);
          if (out[j] < 0) {
            return null;
          }
        }
        return out;
      }
      boolean intoKnots = knotters.length > out.length && rng.chance(NightGenerator.INTO_KNOTS);
      for (int j = 0; j < out.length; j++) {
        out[j] = intoKnots
            ? pickOrUniform(knotters, 0, knotters.length, actor, out, j)
            : pick(null, 0, n, actor, out, j);
        if (out[j] < 0) {
          return null;
        }
      }
      return out;
    }
  }
}
