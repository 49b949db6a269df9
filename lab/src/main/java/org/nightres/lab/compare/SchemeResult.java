package org.nightres.lab.compare;

import com.google.common.hash.Hashing;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.nightres.core.Scheme;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Notice;
import org.nightres.core.outcome.Outcome;

/**
 * What one scheme made of one night: an {@link Outcome}, or a {@code limit} when its resolver
 * threw {@link org.nightres.core.ResolutionLimitException}. Carries the canonical keys two
 * results are compared by: the deaths, the recruitments and the messages (feedback and notices).
 * Two results differ in their messages when they differ as multisets: the order a scheme lists
 * them in is no end-of-night effect (a Witness learns of the dead in the order they died, which
 * a sequential scheme knows and RAR does not). The {@link #digest()} hashes them in the
 * outcome's documented order. Immutable.
 */
public final class SchemeResult {
  /** What {@link #digest()} and the CSV say for a limit. */
  public static final String LIMIT = "limit";

  private final Scheme scheme;
  private final Outcome outcome;
  private final String limitMessage;
  private final String deaths;
  private final String recruited;
  private final String messages;
  /** The messages sorted: the key of {@link #differences}. */
  private final String messageSet;

  private SchemeResult(Scheme scheme, Outcome outcome, String limitMessage) {
    this.scheme = Objects.requireNonNull(scheme, "scheme");
    this.outcome = outcome;
    this.limitMessage = limitMessage;
    if (outcome == null) {
      deaths = recruited = messages = messageSet = null;
    } else {
      deaths = String.join(",", outcome.deaths());
      recruited = String.join(",", outcome.recruited());
      List<String> entries = new ArrayList<>();
      for (Feedback f : outcome.feedback()) {
        entries.add(f.player() + '\u001f' + f.ability() + '\u001f' + f.target() + '\u001f'
            + f.result() + '\u001e');
      }
      for (Notice n : outcome.notices()) {
        entries.add(n.player() + '\u001f' + n.message() + '\u001d');
      }
      messages = String.join("", entries);
      Collections.sort(entries);
      messageSet = String.join("", entries);
    }
  }

  /** The result of {@code scheme} among {@code results}. */
  static SchemeResult find(List<SchemeResult> results, Scheme scheme) {
    for (SchemeResult r : results) {
      if (r.scheme() == scheme) {
        return r;
      }
    }
    throw new IllegalArgumentException(scheme.id() + " was not compared");
  }

  /**
   * {@return a resolved night}
   *
   * @param outcome the scheme's outcome
   */
  public static SchemeResult of(Outcome outcome) {
    return new SchemeResult(outcome.scheme(), outcome, null);
  }

  /**
   * {@return a night the scheme could not resolve within its work budget}
   *
   * @param scheme the scheme
   * @param message what the scheme said when it gave up (its limit's message)
   */
  public static SchemeResult limit(Scheme scheme, String message) {
    return new SchemeResult(scheme, null, Objects.requireNonNull(message, "message"));
  }

  /** {@return the scheme that resolved, or tried to resolve, the night} */
  public Scheme scheme() {
    return scheme;
  }

  /** {@return whether the resolver hit its work budget on this night} */
  public boolean limited() {
    return outcome == null;
  }

  /** {@return the outcome; empty for a limit} */
  public Optional<Outcome> outcome() {
    return Optional.ofNullable(outcome);
  }

  /** {@return the resolver's message for a limit; empty for a resolved night} */
  public Optional<String> limitMessage() {
    return Optional.ofNullable(limitMessage);
  }

  /** {@return who dies, in declaration order; empty for a limit} */
  public List<String> deaths() {
    return outcome == null ? List.of() : outcome.deaths();
  }

  /**
   * {@return a short canonical digest of the end-of-night effects (12 hex digits of a 128-bit
   * Murmur3 hash of the deaths, recruitments and messages): equal outcomes have equal digests on
   * every JVM; {@code limit} for a limit}
   */
  public String digest() {
    if (outcome == null) {
      return LIMIT;
    }
    String canonical = deaths + '\u001c' + recruited + '\u001c' + messages;
    return Hashing.murmur3_128().hashString(canonical, StandardCharsets.UTF_8).toString()
        .substring(0, 12);
  }

  /**
   * The {@link Aspect}s on which this result and {@code other} disagree, as a mask of
   * {@code 1 << aspect.ordinal()}; 0 when they agree, -1 when either is a limit.
   *
   * @param other another scheme's result on the same night
   * @return the mask, 0 or -1
   */
  public int differences(SchemeResult other) {
    if (outcome == null || other.outcome == null) {
      return -1;
    }
    int mask = 0;
    if (!deaths.equals(other.deaths)) {
      mask |= Aspect.DEATHS.bit();
    }
    if (!recruited.equals(other.recruited)) {
      mask |= Aspect.RECRUITED.bit();
    }
    if (!messageSet.equals(other.messageSet)) {
      mask |= Aspect.FEEDBACK.bit();
    }
    return mask;
  }

  /**
   * {@return whether both resolved and some end-of-night effect differs}
   *
   * @param other another scheme's result on the same night
   */
  public boolean disagrees(SchemeResult other) {
    return differences(other) > 0;
  }

  @Override
  public String toString() {
    return scheme.id() + (outcome == null ? ": limit" : ": deaths " + deaths);
  }
}
