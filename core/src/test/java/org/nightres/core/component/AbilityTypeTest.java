package org.nightres.core.component;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The WWR subtypes nightres gives components ({@link AbilityType#subtypeOf}) and abilities. */
class AbilityTypeTest {
  private static final Ref X = Ref.param(0);
  private static final Role IDLER = Role.builder().name("Idler").build();

  private static Component change(StateChange.RoleChange.Op op) {
    return new Component.Change(X, new StateChange.RoleChange(op,
        op == StateChange.RoleChange.Op.ALIGN ? Optional.empty() : Optional.of(IDLER),
        op == StateChange.RoleChange.Op.ALIGN ? Optional.of("wolves") : Optional.empty(),
        List.of()));
  }

  @Test
  void aKillsSubtypeIsItsClass() {
    assertEquals(Optional.of("attack-killing"),
        AbilityType.subtypeOf(new Component.Kill(X, KillClass.ATTACK)));
    assertEquals(Optional.of("kill-killing"),
        AbilityType.subtypeOf(new Component.Kill(X, KillClass.KILL)));
    assertEquals(Optional.of("true-kill-killing"),
        AbilityType.subtypeOf(new Component.Kill(X, KillClass.TRUE)));
  }

  @Test
  void aRoleChangeAndAnAlignmentChangeAreSubtypesOfChanging() {
    assertEquals(Optional.of("role-changing"),
        AbilityType.subtypeOf(change(StateChange.RoleChange.Op.SET)));
    assertEquals(Optional.of("alignment-changing"),
        AbilityType.subtypeOf(change(StateChange.RoleChange.Op.ALIGN)));
    assertEquals(Optional.empty(), AbilityType.subtypeOf(change(StateChange.RoleChange.Op.GRANT)),
        "a grant is Granting, of no subtype nightres knows");
    assertEquals(Optional.empty(), AbilityType.subtypeOf(new Component.Visit(X)));
    assertTrue(AbilityType.SUBTYPES.containsAll(List.of("attack-killing", "kill-killing",
        "true-kill-killing", "role-changing", "alignment-changing")));
  }

  @Test
  void anAbilityHasItsComponentsTypesAndSubtypes() {
    Ability a = Ability.builder().verb("hunt").description("hunts")
        .addComponents(new Component.Kill(X, KillClass.ATTACK), new Component.Visit(X)).build();
    assertEquals(Set.of("killing", "attack-killing"), a.filterTags());
  }
}
