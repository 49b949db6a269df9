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

    /**
     * {@return the value of attribute {@code key} the player has: his own, else {@code yes} when
     * one of his roles gives it ({@code role Wolf has=lycan}); null when he has none}
     *
     * @param key an attribute's key
     */
    default String attribute(String key) {
      String own = attributes().get(key);
      if (own != null) {
        return own;
      }
      for (Role r : roles()) {
        if (r.attributes().contains(key)) {
          return Role.HAS;
        }
      }
      return null;
    }
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
      case ATTR -> attrMatches(player);
    };
    return match != negated;
  }

  /**
   * An attribute filter: held ({@code attr:k}), of a value ({@code attr:k=v}), or compared as a
   * number ({@code attr:k>n}, {@code <n}, {@code >=n}, {@code <=n}: a counter, 0 while the
   * player has none; a value that is no number compares as nothing).
   */
  private boolean attrMatches(Subject player) {
    int op = 0;
    while (op < value.length() && "=<>".indexOf(value.charAt(op)) < 0) {
      op++;
    }
    if (op == value.length()) {
      return player.attribute(value) != null;
    }
    String key = value.substring(0, op);
    if (value.charAt(op) == '=') {
      return value.substring(op + 1).equals(player.attribute(key));
    }
    boolean orEqual = op + 1 < value.length() && value.charAt(op + 1) == '=';
    long bound = Long.parseLong(value.substring(op + (orEqual ? 2 : 1)));
    String held = player.attribute(key);
    long n;
    if (held == null) {
      n = 0;
    } else {
      try {
        n = Long.parseLong(held);
      } catch (NumberFormatException e) {
        return false;
      }
    }
    int cmp = Long.compare(n, bound);
    return value.charAt(op) == '>' ? cmp > 0 || orEqual && cmp == 0 : cmp < 0 || orEqual && cmp == 0;
  }

  /**
   * {@return whether {@code text}, after {@code attr:}, is an attribute filter: {@code k}, {@code
   * k=v}, or {@code k>n}, {@code k<n}, {@code k>=n}, {@code k<=n} with n a whole number}
   *
   * @param text the filter's value
   */
  public static boolean attrValue(String text) {
    return ATTR_VALUE.matcher(text).matches();
  }

  private static final java.util.regex.Pattern ATTR_VALUE = java.util.regex.Pattern.compile(
      "[^=<>!]+(=[^=<>]+|(<|>|<=|>=)-?[0-9]{1,9})?");

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
    Preconditions.checkArgument(kind != Kind.ATTR || attrValue(value), "bad attribute filter %s",
        value);
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
    if (m.group(2).equals("attr") && !attrValue(m.group(3))) {
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
