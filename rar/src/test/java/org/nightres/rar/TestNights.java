package org.nightres.rar;

import java.util.Locale;
import java.util.OptionalInt;
import org.nightres.core.component.Modifier;
import org.nightres.core.component.Role;
import org.nightres.core.component.RoleCatalogue;
import java.util.LinkedHashMap;
import java.util.Map;
import org.nightres.core.model.ModifierUse;
import org.nightres.core.model.Night;
import org.nightres.core.model.Player;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.testing.NightText;
import org.nightres.core.format.RuleSets;

/**
 * Test nights: {@link #of} reads lines of a {@code .night} file with the project's parser;
 * {@link #player} builds one player in code (for nights too big to write out).
 */
final class TestNights {
  private TestNights() {}

  static Night of(String... lines) {
    return of(RuleSets.standard(), lines);
  }

  static Night of(RoleCatalogue catalogue, String... lines) {
    return NightText.parse(catalogue, lines);
  }

  static Player player(RoleCatalogue catalogue, String name, String alignment, String roles,
      String... modifiers) {
    var b = Player.builder().name(name).alignment(alignment.toLowerCase(Locale.ROOT));
    for (String r : roles.split("\\+")) {
      Role role = catalogue.role(r).orElseThrow(() -> new IllegalArgumentException("role " + r));
      b.addRoles(role);
    }
    for (String m : modifiers) {
      int open = m.indexOf('(');
      String mname = open < 0 ? m : m.substring(0, open);
      Modifier mod = catalogue.modifier(mname).orElseThrow(
          () -> new IllegalArgumentException("modifier " + m));
      OptionalInt uses = open < 0 ? OptionalInt.empty()
          : OptionalInt.of(Integer.parseInt(m.substring(open + 1, m.length() - 1)));
      b.addModifiers(ModifierUse.of(mod, uses));
    }
    b.factionAbilities(catalogue.factionAbilities(alignment));
    return b.build();
  }

  /** Feedback as the corpus writes it: receiver to result. */
  static Map<String, String> results(Outcome o) {
    Map<String, String> m = new LinkedHashMap<>();
    for (Feedback f : o.feedback()) {
      m.merge(f.player(), f.result(), (a, b) -> a + " | " + b);
    }
    return m;
  }
}
