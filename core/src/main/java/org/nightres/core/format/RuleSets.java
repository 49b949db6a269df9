package org.nightres.core.format;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.nightres.core.Scheme;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.model.GameOption;
import org.nightres.core.model.GameOptions;

/**
 * The rule sets bundled with nightres ({@code games.md} section 3), each a {@code .roles} file
 * read by {@link RulesParser}: the catalogue is data, not Java.
 */
public final class RuleSets {
  private RuleSets() {}

  /** The names {@code rules <name>} accepts. */
  public static final List<String> NAMES = List.of("standard", "mafia1923");

  /** {@return the catalogue of {@code night-format.md} section 2 ({@code standard.roles})} */
  public static RoleCatalogue standard() {
    return Standard.CATALOGUE;
  }

  /**
   * Mafia 1923 ({@code games.md} section 6, {@code mafia1923.roles}).
   *
   * @return the catalogue of Mafia 1923
   */
  public static RoleCatalogue mafia1923() {
    return Mafia1923.CATALOGUE;
  }

  /**
   * {@return the bundled rule set of this name, in any case (names are case-insensitive,
   * {@code night-format.md} section 1), if any}
   *
   * @param name a bundled rule set's name ({@link #NAMES})
   */
  public static Optional<RoleCatalogue> named(String name) {
    return switch (name.toLowerCase(java.util.Locale.ROOT)) {
      case "standard" -> Optional.of(standard());
      case "mafia1923" -> Optional.of(mafia1923());
      default -> Optional.empty();
    };
  }

  /**
   * {@return the scheme a night of the rule set is resolved under unless it names one (Mafia 1923's
   * {@code sequential}); empty when the rule set leaves it to the file (the standard set)}
   *
   * @param rules a rule set
   */
  public static Optional<Scheme> defaultScheme(RoleCatalogue rules) {
    return rules.scheme().flatMap(Scheme::fromId);
  }

  /**
   * {@return the options of a night of the rule set that sets none of its own: {@link
   * GameOptions#defaults()} with the rule set's {@code option} lines applied (Mafia 1923's {@code
   * self-target allowed}, {@code feedback-to-dead false})} Names and values the rules parser
   * accepted; others are left out.
   *
   * @param rules a rule set
   */
  public static GameOptions defaultOptions(RoleCatalogue rules) {
    GameOptions options = GameOptions.defaults();
    for (var e : rules.options().entrySet()) {
      Optional<GameOption> o = GameOption.fromKey(e.getKey());
      if (o.isPresent() && o.get().accepts(e.getValue())) {
        options = o.get().apply(options, e.getValue());
      }
    }
    return options;
  }

  /**
   * {@return the text of a bundled rules file, e.g. {@code standard.roles}}
   *
   * @param file the resource's name
   */
  public static String text(String file) {
    try (InputStream in = RuleSets.class.getResourceAsStream(file)) {
      if (in == null) {
        throw new IllegalStateException("bundled rules file missing: " + file);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A bundled rules file read on its own. */
  private static RoleCatalogue load(String file) {
    RulesResult r = RulesParser.parse(file, text(file), RoleCatalogue.empty(),
        p -> Optional.empty());
    return r.catalogue().orElseThrow(
        () -> new IllegalStateException("bundled " + file + ": " + r.renderDiagnostics()));
  }

  /** Read once, on first use. */
  private static final class Standard {
    static final RoleCatalogue CATALOGUE = load("standard.roles");
  }

  /** Read once, on first use. */
  private static final class Mafia1923 {
    static final RoleCatalogue CATALOGUE = load("mafia1923.roles");
  }
}
