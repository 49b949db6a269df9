package org.nightres.lab.generate;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.nightres.core.component.Ability;
import org.nightres.core.model.Player;

/**
 * The lines of abilities limited per faction ({@code per-faction 2}, {@code per-faction exactly
 * ceil(living/20)}: Mafia 1923's kills), planned for a whole alignment at once, as the parser
 * counts them: by alignment and verb, over the players alive at the start of the night.
 *
 * <ul>
 *   <li>{@code exactly}: the faction writes exactly min(count, living players that meet the
 *       ability's conditions on its first target) lines, or none when no member is alive and
 *       able (no status nullifies the ability); the lines' first targets differ.
 *   <li>otherwise each of those lines is written with chance {@code activity}.
 * </ul>
 *
 * Each line goes to a random member that is alive, able and has uses left, within the
 * ability's {@code per-night} limit: one member may write them all ({@code option
 * uses-per-ability} does not bind a faction's lines). Not supported: a count that the able
 * members cannot fill within their uses, per-night limits and {@code option actions-per-player}
 * (the night is then not valid). Stateless.
 */
final class FactionLines {
  private FactionLines() {}

  /**
   * The faction lines each player writes tonight, by declaration index (an ability once per
   * line; players without lines are absent); null when no player holds an ability limited per
   * faction. Draws from {@code rng} only then. Time linear in the players and the lines.
   */
  static Map<Integer, List<Ability>> assign(List<Player> players, UseLimits limits,
      double activity, SplitMix64 rng) {
    Map<String, Group> groups = new LinkedHashMap<>();
    for (int i = 0; i < players.size(); i++) {
      Player p = players.get(i);
      for (Ability a : p.abilities()) {
        if (a.perFaction().isEmpty()) {
          continue;
        }
        Group g = groups.computeIfAbsent(p.alignment() + " " + a.verb(), k -> new Group(a));
        if (limits.living(i) && !limits.nullified(i, a)) {
          g.able = true;
          if (limits.usable(i, a)) {
            g.members.add(i);
          }
        }
      }
    }
    if (groups.isEmpty()) {
      return null;
    }
    Map<Integer, List<Ability>> lines = new HashMap<>(); // looked up by index, never iterated
    int living = limits.livingCount();
    for (Group g : groups.values()) {
      if (!g.able || g.members.isEmpty()) {
        continue;
      }
      int count = Math.min(g.ability.perFaction().get().of(limits.playerCount(), living),
          limits.targetsMeeting(g.ability));
      int perMember = limits.perNight(g.ability);
      // members that may write another line; one leaves when it reaches its limit
      List<Integer> free = new ArrayList<>(g.members);
      int[] written = new int[free.size()];
      List<Integer> slot = new ArrayList<>(free.size()); // free member -> index into written
      for (int m = 0; m < free.size(); m++) {
        slot.add(m);
      }
      for (int k = 0; k < count && !free.isEmpty(); k++) {
        if (!g.ability.perFactionExact() && !rng.chance(activity)) {
          continue;
        }
        int r = rng.nextInt(free.size());
        int member = free.get(r);
        lines.computeIfAbsent(member, x -> new ArrayList<>(1)).add(g.ability);
        int w = ++written[slot.get(r)];
        if (w >= perMember || w >= limits.usesLeft(member, g.ability)) {
          int last = free.size() - 1; // swap-remove: the order stays a function of the draws
          free.set(r, free.get(last));
          slot.set(r, slot.get(last));
          free.remove(last);
          slot.remove(last);
        }
      }
    }
    return lines;
  }

  /** The players of one alignment who hold one ability limited per faction. */
  private static final class Group {
    final Ability ability;
    final List<Integer> members = new ArrayList<>();
    /** Whether a member is alive and not nullified: the parser then requires the count. */
    boolean able;

    Group(Ability ability) {
      this.ability = ability;
    }
  }
}
