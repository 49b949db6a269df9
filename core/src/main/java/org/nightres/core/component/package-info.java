/**
 * Effect components and the data-driven role catalogue. Every ability is a recipe of
 * {@link org.nightres.core.component.Component}s of RAR's three kinds (end-of-night, observable,
 * modifying) plus triggers; a {@link org.nightres.core.component.Role} is a set of abilities; a
 * {@link org.nightres.core.component.Modifier} adds passive components or traits. Start with
 * {@code org.nightres.core.format.RuleSets.standard()}, read from the bundled {@code standard.roles}.
 */
package org.nightres.core.component;
