package org.nightres.core.internal;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.immutables.value.Value;

/**
 * The one Immutables style of the project: generated {@code Immutable*} classes use only JDK
 * collections (no Guava in public signatures), are public, and reject {@code null} everywhere.
 * Apply it to an abstract value type next to {@code @Value.Immutable}.
 */
@Target({ElementType.PACKAGE, ElementType.TYPE})
@Retention(RetentionPolicy.CLASS)
@Value.Style(
    jdkOnly = true,
    visibility = Value.Style.ImplementationVisibility.PUBLIC,
    defaults = @Value.Immutable(copy = true, prehash = false),
    redactedMask = "****")
public @interface NightresStyle {}
