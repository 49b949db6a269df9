/**
 * Effect components and the data-driven role catalogue. Every ability is a recipe of
 * {@link org.nightres.core.component.Component}s of RAR's three kinds (end-of-night, observable,
 * modifying) plus triggers; a {@link org.nightres.core.component.Role} is a set of abilities; a
 * {@link org.nightres.core.component.Modifier} adds passive components or traits. Start with
 * {@link org.nightres.core.component.RoleCatalogue#standard()}.
 */
package org.nightres.core.component;
