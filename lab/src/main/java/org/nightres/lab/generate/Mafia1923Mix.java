package org.nightres.lab.generate;

import java.util.ArrayList;
import java.util.List;
import org.nightres.core.component.Role;
import org.nightres.core.component.RoleCatalogue;

/**
 * The cast of the {@link MixPreset#MAFIA1923} mix: the setup of Mafia 1923 (seed {@code 002},
 * {@code games.md} section 6) for any number of players.
 *
 * <ul>
 *   <li><b>Families of eight</b>, in declaration order: players 1 to 8 are the first family,
 *       9 to 16 the second, ...; the last family takes the players left over (1 to 8). Families
 *       are named {@link #FAMILIES} in turn, then {@code Cohen2}, {@code Levi2}, ... Every player
 *       carries {@code family=<Name>}.
 *   <li><b>One Mafia member in every family of at least four</b> ("families of 8 will have 1
 *       Mafia Member"): about two per 16 players, at a random seat of the family. Half of them
 *       hold a second role ({@code MafiaMember+Doctor}), drawn from {@link #MAFIA_SECOND}.
 *   <li><b>The civilians</b>: {@value #NIGHT_ROLE_SHARE} of them hold a night role of the seed
 *       (drawn from {@link #NIGHT_ROLES}, Doctors and Detectives twice as often),
 *       {@value #OTHER_ROLE_SHARE} a passive or day role ({@link #OTHER_ROLES}: the Armed Robber
 *       and the Witness, or a role without a night action), the rest are Townspeople.
 *   <li><b>One Witness at the most</b>: the Witness hears of every death of the night, so a
 *       game with a Witness per so many players would tell each night's deaths to a number of
 *       players that grows with the game, and its messages with the square of its size. The
 *       Witnesses dealt after the first are Townspeople (the draws stay as they were).
 * </ul>
 *
 * <p>Every choice comes from the given generator; no hash order. Internal.
 */
final class Mafia1923Mix {
  /** Players per family. */
  static final int FAMILY_SIZE = 8;
  /** The smallest family that gets a Mafia member. */
  static final int MAFIA_FAMILY = 4;
  /** Share of the civilians with a night role. */
  static final double NIGHT_ROLE_SHARE = 0.45;
  /** Share of the civilians with a passive or day role. */
  static final double OTHER_ROLE_SHARE = 0.15;
  /** Share of the Mafia members with a second role. */
  static final double SECOND_ROLE_SHARE = 0.5;

  /** Family names, in turn; past the last, the same names with 2, 3, ... appended. */
  static final List<String> FAMILIES = List.of("Cohen", "Levi", "Katz", "Friedman", "Shapiro",
      "Goldberg", "Rosen", "Klein", "Weiss", "Stein", "Adler", "Baum", "Berger", "Blum", "Engel",
      "Fink", "Gold", "Horn", "Kahn", "Kaplan", "Lerner", "Mandel", "Roth", "Segal", "Singer",
      "Wolf");

  /** The civilians' night roles, with weights (Doctors and Detectives twice). */
  static final List<String> NIGHT_ROLES = List.of("Doctor", "Doctor", "Detective", "Detective",
      "Bodyguard", "Butler", "Boss", "Thief", "Shadchan", "BumblingBureaucrat", "Drunkard",
      "Paperboy");

  /** Passive roles and roles without a night action. */
  static final List<String> OTHER_ROLES = List.of("ArmedRobber", "Witness", "Councilor",
      "Pacifist", "Sheriff", "Lawyer", "CourtSecretary");

  /** The second roles a Mafia member may hold. */
  static final List<String> MAFIA_SECOND = List.of("Doctor", "Detective", "Boss", "Butler",
      "Bodyguard", "Paperboy", "BumblingBureaucrat", "Shadchan");

  private Mafia1923Mix() {}

  /** The name of family {@code k} (0-based): {@code Cohen}, ..., {@code Wolf}, {@code Cohen2}. */
  static String family(int k) {
    int round = k / FAMILIES.size();
    return FAMILIES.get(k % FAMILIES.size()) + (round == 0 ? "" : Integer.toString(round + 1));
  }

  /** The seats of {@code n} players, in declaration order, families contiguous. */
  static List<Seat> cast(int n, RoleCatalogue cat, SplitMix64 rng) {
    Role mafiaMember = role(cat, "MafiaMember");
    List<Role> townsperson = List.of(role(cat, "Townsperson"));
    List<Seat> seats = new ArrayList<>(n);
    for (int start = 0, k = 0; start < n; start += FAMILY_SIZE, k++) {
      int size = Math.min(FAMILY_SIZE, n - start);
      int mafia = size >= MAFIA_FAMILY ? rng.nextInt(size) : -1;
      String name = family(k);
      for (int i = 0; i < size; i++) {
        Seat s;
        if (i == mafia) {
          s = new Seat("mafia", rng.chance(SECOND_ROLE_SHARE)
              ? List.of(mafiaMember, role(cat, pick(MAFIA_SECOND, rng)))
              : List.of(mafiaMember));
        } else {
          double r = rng.nextDouble();
          s = new Seat("town", r < NIGHT_ROLE_SHARE ? List.of(role(cat, pick(NIGHT_ROLES, rng)))
              : r < NIGHT_ROLE_SHARE + OTHER_ROLE_SHARE ? List.of(role(cat, pick(OTHER_ROLES, rng)))
              : townsperson);
        }
        s.attributes.put("family", name);
        seats.add(s);
      }
    }
    boolean witness = false;
    for (int i = 0; i < seats.size(); i++) { // one Witness at the most
      Seat s = seats.get(i);
      if (s.roles.size() == 1 && s.roles.get(0).name().equals("Witness")) {
        if (witness) {
          Seat t = new Seat(s.alignment, townsperson);
          t.attributes.putAll(s.attributes);
          seats.set(i, t);
        }
        witness = true;
      }
    }
    return seats;
  }

  private static String pick(List<String> names, SplitMix64 rng) {
    return names.get(rng.nextInt(names.size()));
  }

  private static Role role(RoleCatalogue cat, String name) {
    return cat.role(name).orElseThrow(() -> new IllegalStateException(
        "the mafia1923 rule set has no role " + name));
  }
}
