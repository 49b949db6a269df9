package org.nightres.core.component;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.nightres.core.format.RuleSets;

/** The bundled {@code standard.roles} reads into exactly the catalogue once written in Java. */
class StandardRulesTest {
  private final RoleCatalogue fromText = RuleSets.standard();
  private final RoleCatalogue reference = StandardCatalogueReference.build();

  @Test
  void rolesAreTheReferenceRoles() {
    assertEquals(reference.roles(), fromText.roles());
  }

  @Test
  void modifiersAreTheReferenceModifiers() {
    assertEquals(reference.modifiers(), fromText.modifiers());
  }

  @Test
  void factionAbilitiesAreTheReferenceOnes() {
    assertEquals(reference.factionAbilities(), fromText.factionAbilities());
  }

  @Test
  void statusesAreTheBundledOnes() {
    assertEquals(reference.statuses(), fromText.statuses());
  }
}
