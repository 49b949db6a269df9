package org.nightres.core.component;

import com.google.common.base.Preconditions;
import java.util.Map;
import java.util.Set;

/**
 * A precondition on a target of an ability ({@code [when X in !align:mafia]}, WWR's Attribute
 * and Condition restrictions), checked at the line against the start of the night: the target
 * written for parameter {@code param} is (or, {@code negated}, is not) of alignment {@code
 * value}, holds the role {@code value}, or has the attribute {@code value} ({@code key} or
 * {@code key=value}).
 *
 * @param param the parameter's index (X is 0)
 * @param negated whether the target must not match
 * @param kind what is compared
 * @param value the alignment, role name or attribute
 */
public record Condition(int param, boolean negated, Kind kind, String value) {

  /** What a condition compares. */
  public enum Kind {
    ALIGN("align"), ROLE("role"), ATTR("attr");

    private final String word;

    Kind(String word) {
      this.word = word;
    }

    /** The word of the roles language: {@code align}, {@code role}, {@code attr}. */
    public String word() {
      return word;
    }
  }

  public Condition {
    Preconditions.checkArgument(param >= 0 && param < 6, "bad parameter %s", param);
    Preconditions.checkNotNull(kind);
    Preconditions.checkArgument(value != null && !value.isEmpty(), "empty condition");
  }

  /** Whether a target of this alignment, with these roles and attributes, meets it. */
  public boolean holds(String alignment, Set<String> roles, Map<String, String> attributes) {
    boolean match = switch (kind) {
      case ALIGN -> alignment.equals(value);
      case ROLE -> roles.contains(value);
      case ATTR -> {
        int eq = value.indexOf('=');
        yield eq < 0 ? attributes.containsKey(value)
            : value.substring(eq + 1).equals(attributes.get(value.substring(0, eq)));
      }
    };
    return match != negated;
  }

  /** As the roles language writes it: {@code X in !align:mafia}. */
  @Override
  public String toString() {
    return "XYZUVW".charAt(param) + " in " + (negated ? "!" : "") + kind.word() + ":" + value;
  }
}
