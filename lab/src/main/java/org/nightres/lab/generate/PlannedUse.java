package org.nightres.lab.generate;

import org.nightres.core.component.Ability;

/**
 * One use of an ability that the {@link NightGenerator} plans for a night, before its targets
 * are chosen.
 *
 * @param actor the actor's declaration index
 * @param ability the ability used
 * @param factionLine whether it is one of its faction's lines ({@link FactionLines}): its
 *     targets must differ from those of the faction's other lines of the ability, and it is
 *     written even when the targeting pattern finds no target for it
 */
record PlannedUse(int actor, Ability ability, boolean factionLine) {}
