package org.nightres.core.component;

import com.google.common.base.Preconditions;
import java.util.Map;

/**
 * Which players something applies to, as the roles language writes it: {@code align:mafia},
 * {@code !align:town}, {@code role:Cop}, {@code attr:family} or {@code attr:family=Cohen}. A
 * target's precondition ({@link Condition}) and the attackers a protection works against
 * ({@code protect(X, by=align:mafia)}) are filters.
 *
 * @param negated whether the player must not match
 * @param kind what is compared
 * @param value the alignment, role name or attribute
 */
public record PlayerFilter(boolean negated, Kind kind, String value) {

  /** A player as a filter sees it (the game model's {@code Player} is one). */
  public interface Subject {
    /** {@return the alignment, lower case} */
    String alignment();

    /** {@return the roles held} */
    java.util.List<Role> roles();

    /** {@return the {@code key=value} attributes of the {@code player} line} */
    Map<String, String> attributes();
  }

  /**
   * {@return whether {@code player} passes it}
   *
   * @param player the player
   */
  public boolean matches(Subject player) {
    boolean match = switch (kind) {
      case ALIGN -> player.alignment().equals(value);
      case ROLE -> player.roles().stream().anyMatch(r -> r.name().equals(value));
      case ATTR -> {
        int eq = value.indexOf('=');
        Map<String, String> attributes = player.attributes();
        yield eq < 0 ? attributes.containsKey(value)
            : value.substring(eq + 1).equals(attributes.get(value.substring(0, eq)));
      }
    };
    return match != negated;
  }

  /** What a filter compares. */
  public enum Kind {
    /** The player's alignment ({@code align:mafia}). */
    ALIGN("align"),
    /** One of the player's roles, by name ({@code role:Cop}). */
    ROLE("role"),
    /** A player attribute: held ({@code attr:family}) or of a value ({@code attr:family=Cohen}). */
    ATTR("attr");

    private final String word;

    Kind(String word) {
      this.word = word;
    }

    /** {@return the word of the roles language: {@code align}, {@code role}, {@code attr}} */
    public String word() {
      return word;
    }
  }

  /**
   * A value of these parts, checked.
   *
   * @param negated whether the player must not match
   * @param kind what is compared
   * @param value the alignment, role name or attribute
   */
  public PlayerFilter {
    Preconditions.checkNotNull(kind);
    Preconditions.checkArgument(value != null && !value.isEmpty(), "empty filter");
  }

  private static final java.util.regex.Pattern FILTER =
      java.util.regex.Pattern.compile("(!?)(align|role|attr):([^\\s,\\]\\)]+)");

  /**
   * {@return the filter the roles language writes as {@code text} ({@code !align:mafia}), if it is
   * one}
   *
   * @param text a filter as written
   */
  public static java.util.Optional<PlayerFilter> parse(String text) {
    java.util.regex.Matcher m = FILTER.matcher(text);
    if (!m.matches()) {
      return java.util.Optional.empty();
    }
    Kind kind = switch (m.group(2)) {
      case "align" -> Kind.ALIGN;
      case "role" -> Kind.ROLE;
      default -> Kind.ATTR;
    };
    return java.util.Optional.of(new PlayerFilter(!m.group(1).isEmpty(), kind, m.group(3)));
  }

  /** As the roles language writes it: {@code !align:mafia}. */
  @Override
  public String toString() {
    return (negated ? "!" : "") + kind.word() + ":" + value;
  }
}
