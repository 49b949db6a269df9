/**
 * nightres rar: {@link org.nightres.rar.RarResolver}, Reasonable Action Resolution, registered
 * as the {@code NightResolver} of scheme {@code rar}.
 */
@SuppressWarnings("requires-automatic") // org.immutables.value, at compile time only
module org.nightres.rar {
  requires transitive org.nightres.core;
  requires com.google.common;
  // compile time only: javac and javadoc read the Immutables annotations on core's value classes
  requires static org.immutables.value;

  exports org.nightres.rar;

  provides org.nightres.core.NightResolver with org.nightres.rar.RarResolver;
}
