/**
 * What core's modules share but a game server never sees: {@link
 * org.nightres.core.internal.NightresStyle}, the one Immutables style of the value types (of
 * core and of {@code nightres-lab}, to which alone this package is exported). Not API.
 */
package org.nightres.core.internal;
