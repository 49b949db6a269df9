/**
 * The immutable input model: {@link org.nightres.core.model.Night}, its
 * {@link org.nightres.core.model.Player}s and {@link org.nightres.core.model.Action}s, and the
 * {@link org.nightres.core.model.GameOptions}. Values are Immutables-generated; build them with
 * their {@code builder()} methods.
 */
package org.nightres.core.model;
