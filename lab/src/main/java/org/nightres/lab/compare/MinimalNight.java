package org.nightres.lab.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.nightres.core.component.Ability;
import org.nightres.core.format.NightWriter;
import org.nightres.core.format.RuleSets;
import org.nightres.core.model.Night;
import org.nightres.core.plan.NightPlan;

/**
 * The smallest disagreeing night a study found for one pair of schemes and one interaction
 * pattern (or for the pair alone), shrunk by {@link org.nightres.lab.generate.NightShrinker}:
 * the pair disagrees on it, and removing any one of its actions makes the pair agree (or, in a
 * rule set that requires some lines, such as Mafia 1923's kills, the night invalid). Immutable.
 */
public final class MinimalNight {
  private final SchemePair pair;
  private final Optional<InteractionPattern> pattern;
  private final Night night;
  private final boolean patternNeeded;
  private final int sourceIndex;
  private final String sourceFlags;
  private final int sourceActions;
  private final int candidatesTried;
  private final List<ComparisonRow> differences;
  private final String studyFlags;
  private final String rules;

  MinimalNight(SchemePair pair, Optional<InteractionPattern> pattern, Night night,
      boolean patternNeeded, int sourceIndex, String sourceFlags, int sourceActions,
      int candidatesTried, List<ComparisonRow> differences, String studyFlags, String rules) {
    this.pair = Objects.requireNonNull(pair);
    this.pattern = Objects.requireNonNull(pattern);
    this.night = Objects.requireNonNull(night);
    this.patternNeeded = patternNeeded;
    this.sourceIndex = sourceIndex;
    this.sourceFlags = sourceFlags;
    this.sourceActions = sourceActions;
    this.candidatesTried = candidatesTried;
    this.differences = List.copyOf(differences);
    this.studyFlags = studyFlags;
    this.rules = Objects.requireNonNull(rules);
  }

  /** {@return the pair of schemes that disagrees on this night} */
  public SchemePair pair() {
    return pair;
  }

  /**
   * {@return the pattern this night was sought for; empty for the pair's smallest night of any
   * kind}
   */
  public Optional<InteractionPattern> pattern() {
    return pattern;
  }

  /**
   * {@code block-loop}, or {@code any}.
   *
   * @return the id of the pattern this night was shrunk for, or {@code any} when it was shrunk for
   *     the pair alone
   */
  public String group() {
    return pattern.map(InteractionPattern::id).orElse("any");
  }

  /** {@return the bundled rule set of the study's nights ({@code standard}, {@code mafia1923})} */
  public String rules() {
    return rules;
  }

  /** {@return the shrunk night} */
  public Night night() {
    return night;
  }

  /**
   * {@return whether the shrunk night still shows the pattern: the disagreement needs it} False
   * when every candidate tried lost the pattern while staying a disagreement when shrunk (the pair
   * disagrees on those nights for another reason); always true for {@code any}.
   */
  public boolean patternNeeded() {
    return patternNeeded;
  }

  /** {@return the 0-based index, in the study, of the night it was shrunk from} */
  public int sourceIndex() {
    return sourceIndex;
  }

  /** {@return the {@code nightres generate} flags of the night it was shrunk from} */
  public String sourceFlags() {
    return sourceFlags;
  }

  /** {@return the number of actions of the night it was shrunk from} */
  public int sourceActions() {
    return sourceActions;
  }

  /** {@return how many of the smallest candidates were shrunk to find it (at most 4)} */
  public int candidatesTried() {
    return candidatesTried;
  }

  /** {@return the rows on which the pair disagrees on the shrunk night} */
  public List<ComparisonRow> differences() {
    return differences;
  }

  /**
   * {@code rar-vs-nar-block-loop.night}, {@code rar-vs-nar-any.night}.
   *
   * @return the name of the file this night is written to: the pair's id, then {@link #group()}
   */
  public String fileName() {
    return pair.id() + "-" + group() + ".night";
  }

  /**
   * {@return the header comment lines of the file: which schemes disagree, how, and where it came
   * from}
   */
  public List<String> header() {
    String a = pair.first().id();
    String b = pair.second().id();
    List<String> lines = new ArrayList<>();
    lines.add("nightres compare: " + a + " and " + b + " disagree on this night.");
    int width = 0;
    for (ComparisonRow r : differences) {
      width = Math.max(width, r.label().length());
    }
    for (ComparisonRow r : differences) {
      lines.add("  " + pad(r.label(), width) + "  " + a + ": " + r.cell(pair.first()) + " | " + b
          + ": " + r.cell(pair.second()));
    }
    List<String> present = InteractionPattern.ids(PatternDetector.detect(NightPlan.of(night)));
    String shown = "Patterns of this night: " + (present.isEmpty() ? "none" : String.join(", ", present))
        + ".";
    if (pattern.isEmpty()) {
      lines.add("The smallest disagreeing night of the study, of any kind.");
    } else if (patternNeeded) {
      lines.add("Pattern " + pattern.get().id() + ": present, and the disagreement needs it.");
    } else {
      lines.add("Pattern " + pattern.get().id() + ": NOT needed. The " + candidatesTried
          + " smallest disagreeing nights with it all kept");
      lines.add("  disagreeing once shrunk without it; this is the first of them, shrunk.");
    }
    lines.add(shown);
    lines.add("1-minimal: removing any one action makes " + a + " and " + b + " agree"
        + (compulsoryLines() ? ", or the night invalid (" + rules + " requires some lines)."
            : "."));
    lines.add("Shrunk from night " + sourceIndex + " (" + sourceActions + " actions) of the study");
    lines.add("  nightres compare " + studyFlags);
    lines.add("  that night alone: nightres generate " + sourceFlags);
    return lines;
  }

  /**
   * Whether the rule set requires lines of some night ({@code per-faction exactly}: Mafia
   * 1923's kills): a shrunk night may then keep a line only because the night would be invalid
   * without it.
   */
  private boolean compulsoryLines() {
    return RuleSets.named(rules).map(c -> c.roles().stream()
        .flatMap(r -> r.abilities().stream()).anyMatch(Ability::perFactionExact)
        || c.factionAbilities().values().stream().flatMap(List::stream)
            .anyMatch(Ability::perFactionExact)).orElse(false);
  }

  /**
   * {@return the file's text: the {@link #header()} comments, then the night; a night of a rule set
   * other than the standard one starts with its {@code rules} line}
   */
  public String text() {
    return NightWriter.write(night, rules, header());
  }

  private static String pad(String s, int width) {
    return s + " ".repeat(Math.max(0, width - s.length()));
  }

  @Override
  public String toString() {
    return fileName() + " (" + night.actions().size() + " actions)";
  }
}
