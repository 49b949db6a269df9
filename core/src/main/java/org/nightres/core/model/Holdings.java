package org.nightres.core.model;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Modifier;
import org.nightres.core.component.Role;
import org.nightres.core.component.StatusDefinition;

/**
 * What the players of a night hold, each definition once: their roles, their factions' abilities,
 * their modifiers and the statuses they hold at the start of the night, in the order first met
 * (players in declaration order; each one's roles, faction abilities, modifiers, then statuses),
 * each with its first living holder ({@link Night#holdings()}).
 *
 * <p>Why: a night's questions about what its players may do (does one hold a forced ability, may
 * anything draw, may a status be given for tonight only) depend on the definitions held, not on
 * who holds them. A night of 100,000 players holds a few dozen; each question reads those, and
 * the players are read once per night, in one pass, however many questions are asked. Immutable.
 */
public final class Holdings {
  /**
   * One definition held.
   *
   * @param definition the role, ability, modifier or status definition (one object, however many
   *     players hold it)
   * @param firstLiving the declaration index of the first player alive at the start of the night
   *     who holds it, -1 if none does (it is held by the dead only)
   * @param place its place among the definitions of {@code firstLiving} (roles, faction
   *     abilities, modifiers, then statuses, counted from 0), -1 if none: with {@code
   *     firstLiving}, the order in which a search of the living players, one after the other,
   *     would meet it
   * @param <T> its type
   */
  public record Held<T>(T definition, int firstLiving, int place) {}

  private final List<Held<Role>> roles;
  private final List<Held<Ability>> factionAbilities;
  private final List<Held<Modifier>> modifiers;
  private final List<Held<StatusDefinition>> statuses;
  private final List<Integer> counted;

  private Holdings(List<Held<Role>> roles, List<Held<Ability>> factionAbilities,
      List<Held<Modifier>> modifiers, List<Held<StatusDefinition>> statuses,
      List<Integer> counted) {
    this.roles = roles;
    this.factionAbilities = factionAbilities;
    this.modifiers = modifiers;
    this.statuses = statuses;
    this.counted = counted;
  }

  /** {@return the roles held, in the order first met} */
  public List<Held<Role>> roles() {
    return roles;
  }

  /** {@return the faction abilities held ({@link Player#factionAbilities()}), first met first} */
  public List<Held<Ability>> factionAbilities() {
    return factionAbilities;
  }

  /** {@return the modifiers held ({@link ModifierUse#modifier()}), first met first} */
  public List<Held<Modifier>> modifiers() {
    return modifiers;
  }

  /** {@return the statuses held at the start of the night ({@link HeldStatus#status()})} */
  public List<Held<StatusDefinition>> statuses() {
    return statuses;
  }

  /**
   * {@return the living players (declaration indexes, ascending) who hold a countable modifier
   * that does not protect them, with uses left ({@link ModifierUse#countableOther()}: {@code
   * PGO(1)}): the night is resolved again without it to tell whether it was needed}
   */
  public List<Integer> countedHolders() {
    return counted;
  }

  /** The one pass over the players of {@code night} (what {@link Night#holdings()} keeps). */
  static Holdings of(Night night) {
    Gathered<Role> roles = new Gathered<>();
    Gathered<Ability> faction = new Gathered<>();
    Gathered<Modifier> modifiers = new Gathered<>();
    Gathered<StatusDefinition> statuses = new Gathered<>();
    GameState state = night.state();
    boolean held = !state.isFresh(); // a fresh state holds no status
    List<Player> players = night.players();
    List<Integer> counted = new ArrayList<>(0);
    for (int p = 0; p < players.size(); p++) { // by index: no iterator per player
      Player player = players.get(p);
      boolean living = night.living(p);
      int place = 0;
      List<Role> rs = player.roles();
      for (int k = 0; k < rs.size(); k++) {
        roles.meet(rs.get(k), p, living, place++);
      }
      List<Ability> fs = player.factionAbilities();
      for (int k = 0; k < fs.size(); k++) {
        faction.meet(fs.get(k), p, living, place++);
      }
      List<ModifierUse> ms = player.modifiers();
      boolean countedHere = false;
      for (int k = 0; k < ms.size(); k++) {
        modifiers.meet(ms.get(k).modifier(), p, living, place++);
        countedHere |= living && ms.get(k).countableOther();
      }
      if (countedHere) {
        counted.add(p);
      }
      List<HeldStatus> ss = held ? state.state(p).statuses() : List.of();
      for (int k = 0; k < ss.size(); k++) {
        statuses.meet(ss.get(k).status(), p, living, place++);
      }
    }
    return new Holdings(roles.list(), faction.list(), modifiers.list(), statuses.list(),
        List.copyOf(counted));
  }

  /** The definitions of one kind met so far, by identity, in the order met. */
  private static final class Gathered<T> {
    private final Map<T, Integer> index = new IdentityHashMap<>();
    private final List<Held<T>> held = new ArrayList<>();

    void meet(T definition, int player, boolean living, int place) {
      Integer i = index.get(definition);
      if (i == null) {
        index.put(definition, held.size());
        held.add(new Held<>(definition, living ? player : -1, living ? place : -1));
      } else if (living && held.get(i).firstLiving() < 0) { // met alive for the first time
        held.set(i, new Held<>(definition, player, place));
      }
    }

    List<Held<T>> list() {
      return List.copyOf(held);
    }
  }
}
