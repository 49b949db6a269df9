/**
 * nightres snarf-compat: the order- and list-based schemes over core's effect kernel,
 * {@link org.nightres.snarf.SnarfResolver}, {@link org.nightres.snarf.SequentialResolver} and
 * {@link org.nightres.nar.NarResolver}, registered as the {@code NightResolver}s of schemes
 * {@code snarf}, {@code sequential} and {@code nar}.
 */
@SuppressWarnings("requires-automatic") // org.immutables.value, at compile time only
module org.nightres.snarf {
  requires transitive org.nightres.core;
  requires com.google.common;
  // compile time only: javac and javadoc read the Immutables annotations on core's value classes
  requires static org.immutables.value;

  exports org.nightres.snarf;
  exports org.nightres.nar;

  provides org.nightres.core.NightResolver with
      org.nightres.snarf.SnarfResolver,
      org.nightres.nar.NarResolver,
      org.nightres.snarf.SequentialResolver;
}
