package org.nightres.snarf;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Role;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.format.RuleSets;

/**
 * Seeded random nights over the standard catalogue, written as {@code .night} lines so a
 * failing night can be printed and pasted into a test. Same seed, same lines.
 */
final class RandomNights {
  private static final String[] ALIGNMENTS = {"town", "town", "town", "mafia", "mafia", "cult"};
  private static final String[] MODIFIERS = {
      "Bulletproof", "Bulletproof(1)", "Bulletproof(0)", "PGO", "Macho", "Ascetic", "Godfather",
      "Miller", "StrongWilled", "Ninja", "Strongman", "Insane"};
  private static final int[] ORDERS = {10, 30, 40, 50, 70, 90, 110, 195};

  private RandomNights() {}

  /**
   * The lines of one random night: 3 to 7 players, roles (sometimes two) and modifiers drawn from
   * the standard catalogue (self-targets allowed, up to 9 factional kills), each ability used with probability 1/2 on random targets (rarely the
   * actor itself), an occasional {@code [n]} override, and random options except {@code
   * snarf.simultaneous-conflict} (its {@code independent} rule is order-dependent by design).
   */
  static List<String> lines(long seed) {
    Random r = new Random(seed);
    RoleCatalogue catalogue = RuleSets.standard();
    List<Role> roles = catalogue.roles();
    List<String> lines = new ArrayList<>();
    lines.add("option self-target allowed");
    lines.add("option factional-kills 9");
    if (r.nextBoolean()) {
      lines.add("option doctor-stops one");
    }
    if (r.nextBoolean()) {
      lines.add("option snarf.jail whole");
    }
    if (r.nextBoolean()) {
      lines.add("option recruit-fails-if-target-dies true");
    }
    int n = 3 + r.nextInt(5);
    List<List<Ability>> abilities = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      String alignment = ALIGNMENTS[r.nextInt(ALIGNMENTS.length)];
      Role role = roles.get(r.nextInt(roles.size()));
      StringBuilder line = new StringBuilder("player P" + i + " " + alignment + " " + role.name());
      List<Ability> mine = new ArrayList<>(role.abilities());
      if (r.nextInt(4) == 0) {
        Role second = roles.get(r.nextInt(roles.size()));
        if (!second.equals(role) && second.abilities().stream()
            .noneMatch(a -> mine.stream().anyMatch(b -> b.verb().equals(a.verb())))) {
          line.append('+').append(second.name());
          mine.addAll(second.abilities());
        }
      }
      List<String> used = new ArrayList<>();
      for (String m : MODIFIERS) {
        String name = m.replaceAll("\\(.*", "");
        if (r.nextInt(10) == 0 && !used.contains(name)) {
          used.add(name);
          line.append(' ').append(m);
        }
      }
      mine.addAll(catalogue.factionAbilities(alignment));
      abilities.add(mine);
      lines.add(line.toString());
    }
    for (int i = 0; i < n; i++) {
      for (Ability a : abilities.get(i)) {
        if (r.nextBoolean()) {
          continue;
        }
        StringBuilder line = new StringBuilder("P" + i + " " + a.verb());
        List<Integer> chosen = new ArrayList<>();
        for (String token : a.signatureTokens()) {
          if (token.length() == 1 && Character.isUpperCase(token.charAt(0))) {
            int t = r.nextInt(n);
            if (t == i && r.nextInt(4) != 0) {
              t = (t + 1) % n;
            }
            while (chosen.contains(t)) {
              t = (t + 1) % n; // a two-target ability names two different players
            }
            chosen.add(t);
            line.append(" P").append(t);
          } else {
            line.append(' ').append(token);
          }
        }
        if (r.nextInt(10) == 0) {
          line.append(" [").append(ORDERS[r.nextInt(ORDERS.length)]).append(']');
        }
        lines.add(line.toString());
      }
    }
    return lines;
  }
}
