package org.nightres.core.component;

import com.google.common.base.Preconditions;
import java.util.Map;

/**
 * Which players something applies to, as the roles language writes it: {@code align:mafia},
 * {@code !align:town}, {@code role:Cop}, {@code attr:family} or {@code attr:family=Cohen},
 * {@code category:Killing} (the category one of the player's roles names), {@code own:raven}
 * (the attribute the holder gave: {@code attr(X, own raven)}) or {@code same:alignment} (the
 * holder's alignment); those two in premises and {@code death(...)} triggers only, where the
 * holder is known. A
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
     * {@return the player's name, as declared; null where it is not known (the holder an
     * {@code own:} filter compares with)}
     */
    default String name() {
      return null;
    }

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
    return matches(player, null);
  }

  /**
   * {@return whether {@code player} passes it, {@code holder} being the player whose line reads
   * it (an {@code own:k} filter: the player's own attribute {@code k} holds the holder's name;
   * with no holder known, no player holds it)}
   *
   * @param player the player
   * @param holder the holder of the line that reads the filter; null when none is known
   */
  public boolean matches(Subject player, Subject holder) {
    boolean match = switch (kind) {
      case ALIGN -> player.alignment().equals(value);
      case ROLE -> player.roles().stream().anyMatch(r -> r.name().equalsIgnoreCase(value));
      case CATEGORY -> player.roles().stream()
          .anyMatch(r -> r.category().filter(value::equalsIgnoreCase).isPresent());
      case ATTR -> attrMatches(player);
      case OWN -> holder != null && holder.name() != null
          && holder.name().equals(player.attributes().get(value));
      case SAME -> holder != null && holder.alignment().equals(player.alignment());
      case DISGUISED -> throw new IllegalStateException(
          "disguised:self is read by premises, from the state (Premise.Facts#disguisedBy)");
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
      return value.substring(op + 1).equalsIgnoreCase(player.attribute(key)); // a name: any case
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
    return Comparisons.holds(n, value.substring(op, op + (orEqual ? 2 : 1)), bound);
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
    ATTR("attr"),
    /**
     * The category one of the player's roles names ({@code category:Investigative}: {@code role
     * Cop category=Investigative}; WWR's {@code @(Cat:Investigative)}), compared ignoring case.
     */
    CATEGORY("category"),
    /**
     * A player attribute the holder of the line gave ({@code own:raven}: {@code attr(X, own
     * raven)}, the player's own attribute {@code raven} holds the holder's name).
     */
    OWN("own"),
    /**
     * What the holder of the line has too: {@code same:alignment}, the player's alignment is the
     * holder's (WWR's {@code @Target->Alignment is @Self->Alignment}).
     */
    SAME("same"),
    /**
     * The player holds, as the night starts, a disguise the holder of the line gave him: {@code
     * disguised:self} (the state's {@code state P disguise R weak by Q}; WWR's {@code
     * @(AttrDisguise:Self)}). Read by premises only (they read the state: {@link
     * Premise.Facts#disguisedBy}).
     */
    DISGUISED("disguised");

    private final String word;

    Kind(String word) {
      this.word = word;
    }

    /**
     * {@return the word of the roles language: {@code align}, {@code role}, {@code attr}, {@code
     * category}, {@code own}, {@code same}, {@code disguised}}
     */
    public String word() {
      return word;
    }

    /**
     * {@return whether it reads the holder of the line ({@code own}, {@code same}, {@code
     * disguised}): written only where he is known, in premises and {@code death(...)} triggers}
     */
    public boolean readsHolder() {
      return this == OWN || this == SAME || this == DISGUISED;
    }

    /**
     * {@code value} as compared: an alignment, an attribute's key (not its value) and the words
     * {@code alignment} and {@code self} in lower case, a role's name and a category as written.
     */
    String folded(String value) {
      String low = value.toLowerCase(java.util.Locale.ROOT);
      return switch (this) {
        case ALIGN, OWN, SAME, DISGUISED -> low;
        case ROLE, CATEGORY -> value;
        case ATTR -> {
          int op = 0;
          while (op < value.length() && "=<>".indexOf(value.charAt(op)) < 0) {
            op++;
          }
          yield value.substring(0, op).toLowerCase(java.util.Locale.ROOT) + value.substring(op);
        }
      };
    }

    /** Whether {@code value} is one this kind compares with: the one check of a value. */
    boolean fits(String value) {
      return switch (this) {
        case ALIGN -> value.matches(Role.WORD); // an identifier, as on a player line
        case ROLE -> true;
        case ATTR -> attrValue(value);
        case CATEGORY -> value.matches(Role.WORD);
        case OWN -> value.matches("[a-z][a-z0-9_-]*");
        case SAME -> value.equals("alignment");
        case DISGUISED -> value.equals("self");
      };
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
    Preconditions.checkArgument(kind.fits(value), "bad filter %s:%s", kind.word(), value);
  }

  private static final java.util.regex.Pattern FILTER = java.util.regex.Pattern.compile(
      "(!?)(align|role|attr|category|own|same|disguised):([^\\s,\\]\\)]+)",
      java.util.regex.Pattern.CASE_INSENSITIVE);

  /**
   * {@return the filter the roles language writes as {@code text} ({@code !align:mafia}), if it is
   * one}
   *
   * @param text a filter as written
   */
  public static java.util.Optional<PlayerFilter> parse(String text) {
    return parse(text, false);
  }

  /**
   * {@return the filter the roles language writes as {@code text}, if it is one; {@code own:k}
   * and {@code same:alignment} only where {@code owned} allows it (a premise, a death trigger:
   * where the holder is known)} Its words are read in any case (night-format.md section 1:
   * "Keywords and names are case-insensitive"): the kind, an alignment, an attribute's key and
   * {@code alignment}, {@code self} are kept in lower case, a role's name, a category and an
   * attribute's value as written, compared ignoring case.
   *
   * @param text a filter as written
   * @param owned whether {@code own:k} may be written
   */
  public static java.util.Optional<PlayerFilter> parse(String text, boolean owned) {
    java.util.regex.Matcher m = FILTER.matcher(text);
    if (!m.matches()) {
      return java.util.Optional.empty();
    }
    for (Kind kind : Kind.values()) {
      if (kind.word().equalsIgnoreCase(m.group(2))) {
        String value = kind.folded(m.group(3));
        return (owned || !kind.readsHolder()) && kind.fits(value)
            ? java.util.Optional.of(new PlayerFilter(!m.group(1).isEmpty(), kind, value))
            : java.util.Optional.empty();
      }
    }
    return java.util.Optional.empty();
  }

  /** As the roles language writes it: {@code !align:mafia}. */
  @Override
  public String toString() {
    return (negated ? "!" : "") + kind.word() + ":" + value;
  }
}
