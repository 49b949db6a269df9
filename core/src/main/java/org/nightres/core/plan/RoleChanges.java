package org.nightres.core.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.nightres.core.component.Role;
import org.nightres.core.component.StateChange;
import org.nightres.core.component.StateChange.RoleChange.Op;

/**
 * What a role change ({@code role(...)}) does to the roles of its actor and its target: one rule,
 * read by every scheme's next state ({@link StateTransition}) and by a scheme that applies role
 * changes at once ({@code EffectKernel#applyChangesAtOnce}, the sequential scheme).
 */
public final class RoleChanges {
  private RoleChanges() {}

  /**
   * The roles of a role change's actor and target once it has happened.
   *
   * @param actor the actor's roles
   * @param target the target's roles (the actor's, when he is his own target)
   * @param taken the roles a theft took ({@link Op#STEAL}); empty: it failed, or another op
   */
  public record Roles(List<Role> actor, List<Role> target, List<Role> taken) {}

  /**
   * {@return the roles of its actor and its target once it has happened, from those they hold
   * before} Every scheme's next state and a scheme that applies role changes at once (the
   * sequential scheme) read this one rule. {@link Op#ALIGN} changes no role; {@link Op#STEAL}
   * gives the actor the target's roles of no faction (but the role it names) for his own, the
   * target keeping his faction roles or left with the named role; with nothing to take the
   * actor is left with his faction roles, or the named role (Mafia 1923's Thief).
   *
   * @param change the role change
   * @param actorRoles the actor's roles before
   * @param targetRoles the target's roles before
   * @param self whether the actor is his own target
   */
  public static Roles after(StateChange.RoleChange change, List<Role> actorRoles,
      List<Role> targetRoles, boolean self) {
    Op op = change.op();
    Optional<Role> role = change.role();
    List<Role> actor = actorRoles;
    List<Role> target = targetRoles;
    List<Role> taken = List.of();
    switch (op) {
      case SET -> target = List.of(role.orElseThrow());
      case GRANT -> {
        if (!target.contains(role.orElseThrow())) {
          target = new ArrayList<>(target);
          target.add(role.orElseThrow());
        }
      }
      case REVOKE -> {
        List<Role> left = new ArrayList<>(target);
        left.removeIf(x -> x.name().equals(role.orElseThrow().name()));
        target = left.isEmpty() ? target : left; // a player always has a role
      }
      case SWITCH -> {
        if (!self) {
          target = actorRoles;
          actor = targetRoles;
        }
      }
      case COPY -> actor = targetRoles;
      case ALIGN -> { }
      case STEAL -> {
        Role left = role.orElseThrow();
        List<Role> took = new ArrayList<>();
        List<Role> keeps = new ArrayList<>();
        for (Role r : targetRoles) {
          if (r.faction().isPresent()) {
            keeps.add(r);
          } else if (!self && !r.name().equals(left.name())) {
            took.add(r);
          }
        }
        List<Role> mine = new ArrayList<>();
        for (Role r : actorRoles) {
          if (r.faction().isPresent()) {
            mine.add(r);
          }
        }
        if (took.isEmpty()) { // nothing to take: the theft fails, the target is as he was
          if (mine.isEmpty()) {
            mine.add(left);
          }
          actor = mine;
          target = self ? mine : targetRoles;
        } else {
          mine.addAll(took);
          if (keeps.isEmpty()) {
            keeps.add(left);
          }
          actor = mine;
          target = keeps;
          taken = took;
        }
      }
    }
    if (self) { // one player: what became of him as the target is what he is
      actor = op == Op.COPY ? actor : target;
    }
    return new Roles(List.copyOf(actor), List.copyOf(target),
        List.copyOf(taken));
  }
}
