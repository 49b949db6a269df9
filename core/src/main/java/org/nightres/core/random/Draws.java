package org.nightres.core.random;

import com.google.common.base.Preconditions;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.nightres.core.PinsNotHonoured;
import org.nightres.core.model.Draw;
import org.nightres.core.model.Pin;

/**
 * The recorder of one night's random choices ({@code games.md} section 9): one draw of the
 * night's {@link SplitMix64} per choice, {@code candidates[Long.remainderUnsigned(draw, n)]}, or
 * the pick of the next unused pin for that actor's verb (a pin makes no draw); every choice is
 * logged as a {@link Draw}, in order. A choice without candidates makes no draw and uses no pin.
 *
 * <p>The schemes that draw up front make every choice of a night through one recorder before
 * resolving ({@link RandomChoices}); a scheduler that draws when an action resolves (the {@code
 * sequential} scheme) asks the same recorder as it goes, with the candidates valid at that
 * moment. Not thread-safe: one per night.
 */
public final class Draws {
  private final SplitMix64 rng;
  private final List<Pin> pins;
  private final boolean[] used;
  private final List<Draw> log = new ArrayList<>();
  private final List<PinsNotHonoured.Problem> problems = new ArrayList<>();

  /**
   * A recorder drawing from {@code seed}, with the night's pins in order.
   *
   * @param seed the night's draw seed ({@link org.nightres.core.model.Night#drawSeed()})
   * @param pins the night's pins, in the order written; empty for none
   */
  public Draws(long seed, List<Pin> pins) {
    this.rng = new SplitMix64(seed);
    this.pins = List.copyOf(pins);
    this.used = new boolean[pins.size()];
  }

  /**
   * One of {@code candidates}, equally likely; empty (no draw) when there are none.
   *
   * @param actor the actor's name
   * @param verb the verb of the ability whose choice this is (a pin names it)
   * @param candidates the candidates' names, in declaration order
   * @param auto whether the action is an automatic use of a forced ability (for the log)
   * @return the chosen candidate, pinned or drawn
   */
  public Optional<String> pick(String actor, String verb, List<String> candidates,
      boolean auto) {
    if (candidates.isEmpty()) {
      return Optional.empty();
    }
    Optional<Integer> pinned = pinned(actor, verb, candidates);
    // equally likely: one slot each (as pick(..., weights) with every weight 1)
    int chosen = pinned.isPresent() ? pinned.get()
        : SplitMix64.pick(rng.next(), candidates.size());
    String pick = candidates.get(chosen);
    log.add(new Draw(actor, verb, candidates, pick, pinned.isPresent(), auto));
    return Optional.of(pick);
  }

  /**
   * {@return one of {@code values}, value i with chance {@code weights[i] / sum(weights)}: the
   * weights are divided by their greatest common divisor, giving n slots in all, and the draw picks
   * slot {@code Long.remainderUnsigned(draw, n)} (value 0 owns the first {@code weights[0]} slots,
   * and so on), so equal chances pick exactly as section 9's rule does}
   *
   * @param actor the actor's name
   * @param verb the verb of the ability whose choice this is (a pin names it)
   * @param values the values to choose from, at least one
   * @param weights each value's weight, index for index with {@code values}
   * @param auto whether the action is an automatic use of a forced ability (for the log)
   */
  public String pick(String actor, String verb, List<String> values, int[] weights,
      boolean auto) {
    Preconditions.checkArgument(!values.isEmpty() && values.size() == weights.length,
        "values and weights: %s, %s", values, weights.length);
    Optional<Integer> pinned = pinned(actor, verb, values);
    int chosen;
    if (pinned.isPresent()) {
      chosen = pinned.get();
    } else {
      int g = 0;
      for (int w : weights) {
        Preconditions.checkArgument(w > 0, "a weight must be positive");
        g = gcd(g, w);
      }
      int n = 0;
      for (int w : weights) {
        n += w / g;
      }
      int slot = SplitMix64.pick(rng.next(), n);
      chosen = 0;
      while (slot >= weights[chosen] / g) {
        slot -= weights[chosen] / g;
        chosen++;
      }
    }
    String pick = values.get(chosen);
    log.add(new Draw(actor, verb, values, pick, pinned.isPresent(), auto));
    return pick;
  }

  /** The index among {@code values} of the next unused pin for the actor's verb, if any. */
  private Optional<Integer> pinned(String actor, String verb, List<String> values) {
    for (int i = 0; i < pins.size(); i++) {
      Pin p = pins.get(i);
      if (used[i] || !p.actor().equalsIgnoreCase(actor) || !p.verb().equalsIgnoreCase(verb)) {
        continue;
      }
      used[i] = true;
      if (values instanceof org.nightres.core.model.Candidates c) { // players as bits
        int k = c.position(p.pick());
        if (k >= 0) {
          return Optional.of(k);
        }
      } else {
        for (int k = 0; k < values.size(); k++) {
          if (values.get(k).equalsIgnoreCase(p.pick())) {
            return Optional.of(k);
          }
        }
      }
      problems.add(new PinsNotHonoured.Problem(i, PinsNotHonoured.Kind.NOT_A_CANDIDATE,
          "'" + p.pick() + "' cannot come out of "
          + actor + "'s " + verb + ": the candidates are " + String.join(", ", values)));
      return Optional.empty(); // drawn instead; the night is invalid anyway
    }
    return Optional.empty();
  }

  private static int gcd(int a, int b) {
    return b == 0 ? a : gcd(b, a % b);
  }

  /** {@return every choice made so far, in order} */
  public List<Draw> log() {
    return List.copyOf(log);
  }

  /**
   * {@return the pins that named no candidate, then (once every choice is made) the unused ones}
   */
  public List<PinsNotHonoured.Problem> problems() {
    List<PinsNotHonoured.Problem> out = new ArrayList<>(problems);
    for (int i = 0; i < used.length; i++) {
      if (!used[i]) {
        Pin p = pins.get(i);
        out.add(new PinsNotHonoured.Problem(i, PinsNotHonoured.Kind.NEVER_USED,
            "this pin is never used: " + p.actor() + " makes no (further) random choice with `"
                + p.verb().toLowerCase(Locale.ROOT) + "` tonight"));
      }
    }
    out.sort(java.util.Comparator.comparingInt(PinsNotHonoured.Problem::pin));
    return out;
  }
}
