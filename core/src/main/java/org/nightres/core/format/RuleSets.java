package org.nightres.core.format;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.nightres.core.component.RoleCatalogue;

/**
 * The rule sets bundled with nightres ({@code games.md} section 3), each a {@code .roles} file
 * read by {@link RulesParser}: the catalogue is data, not Java.
 */
public final class RuleSets {
  private RuleSets() {}

  /** The names {@code rules <name>} accepts. */
  public static final List<String> NAMES = List.of("standard");

  /** The catalogue of {@code night-format.md} section 2 ({@code standard.roles}). */
  public static RoleCatalogue standard() {
    return Standard.CATALOGUE;
  }

  /** The bundled rule set of this name, if any. */
  public static Optional<RoleCatalogue> named(String name) {
    return name.equals("standard") ? Optional.of(standard()) : Optional.empty();
  }

  /** The text of a bundled rules file, e.g. {@code standard.roles}. */
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

  /** Read once, on first use. */
  private static final class Standard {
    static final RoleCatalogue CATALOGUE = load();

    private static RoleCatalogue load() {
      RulesResult r = RulesParser.parse("standard.roles", text("standard.roles"),
          RoleCatalogue.empty(), p -> Optional.empty());
      return r.catalogue().orElseThrow(
          () -> new IllegalStateException("bundled standard.roles: " + r.renderDiagnostics()));
    }
  }
}
