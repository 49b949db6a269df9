package org.nightres.core.component;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * The traits that contradict each other, each group from the weakest to the one that wins, and
 * what each does to an alignment result: a player given two of one group (Godfather with Miller,
 * two sanities) has the effect of the strongest alone. The one table that both the parser's
 * warning at a contradicting modifier ({@code NightParser}) and the result of an investigation
 * ({@code OutcomeBuilder.alignmentResult}) read. The groups apply in their order: how the
 * investigated player appears, then how the investigator's results read.
 */
public enum ContradictingTraits {
  /** How the investigated player appears: Miller (guilty) wins over Godfather (innocent). */
  APPEARANCE("a Cop finds %s %s", List.of(Trait.APPEARS_INNOCENT, Trait.APPEARS_GUILTY),
      List.of(Verdict.INNOCENT, Verdict.GUILTY)),
  /** How the investigator's results read: Paranoid, then Naive, wins over Insane. */
  SANITY("%s's investigations say %s",
      List.of(Trait.SANITY_INSANE, Trait.SANITY_NAIVE, Trait.SANITY_PARANOID),
      List.of(Verdict.INVERTED, Verdict.INNOCENT, Verdict.GUILTY));

  /** What a trait of a group makes of an alignment result. */
  private enum Verdict {
    INNOCENT, GUILTY, INVERTED;

    boolean guilty(boolean before) {
      return this == INVERTED ? !before : this == GUILTY;
    }

    String word() {
      return this == INVERTED ? "the opposite" : name().toLowerCase(Locale.ROOT);
    }
  }

  /** A warning's words for what the winner does: the holder's name, then the verdict's word. */
  private final String effect;
  private final List<Trait> traits;
  private final List<Verdict> verdicts;

  ContradictingTraits(String effect, List<Trait> traits, List<Verdict> verdicts) {
    this.effect = effect;
    this.traits = traits;
    this.verdicts = verdicts;
  }

  /** {@return the traits of this group, from the weakest to the one that wins} */
  public List<Trait> traits() {
    return traits;
  }

  /**
   * {@return the trait of this group that wins among those {@code has} holds, if it holds any}
   *
   * @param has whether the player (or a modifier) has a trait
   */
  public Optional<Trait> strongest(Predicate<Trait> has) {
    for (int i = traits.size() - 1; i >= 0; i--) {
      if (has.test(traits.get(i))) {
        return Optional.of(traits.get(i));
      }
    }
    return Optional.empty();
  }

  /**
   * {@return what the winner of this group does to {@code holder}'s results, in a warning's words:
   * "a Cop finds Bob guilty", "Ann's investigations say innocent"}
   *
   * @param winner a trait of this group
   * @param holder the name of the player who has it
   */
  public String effect(Trait winner, String holder) {
    return String.format(Locale.ROOT, effect, holder, verdict(winner).word());
  }

  /**
   * {@return the alignment result with the traits of the investigated player and of the
   * investigator: the winner of each group applied, in the order of the groups}
   *
   * @param guilty the result by alignment alone (not town: guilty)
   * @param target whether the investigated player has a trait
   * @param investigator whether the investigator has a trait
   */
  public static boolean guilty(boolean guilty, Predicate<Trait> target,
      Predicate<Trait> investigator) {
    return SANITY.apply(investigator, APPEARANCE.apply(target, guilty));
  }

  private boolean apply(Predicate<Trait> has, boolean guilty) {
    Optional<Trait> winner = strongest(has);
    return winner.isPresent() ? verdict(winner.get()).guilty(guilty) : guilty;
  }

  private Verdict verdict(Trait t) {
    int i = traits.indexOf(t);
    if (i < 0) {
      throw new IllegalArgumentException(t + " is not a trait of " + this);
    }
    return verdicts.get(i);
  }
}
