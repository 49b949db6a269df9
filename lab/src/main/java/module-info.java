/**
 * nightres lab: research tooling that a game server does not need. Valid random nights and
 * games of a bundled rule set and 1-minimal shrinking ({@code org.nightres.lab.generate}), and
 * the comparison of schemes on one night or on a study of generated ones
 * ({@code org.nightres.lab.compare}), over the engines that {@code NightResolvers} finds.
 */
@SuppressWarnings("requires-automatic") // org.immutables.value, at compile time only
module org.nightres.lab {
  requires transitive org.nightres.core;
  requires com.google.common;
  requires static org.immutables.value;
  requires static com.google.errorprone.annotations;
  requires static java.compiler;

  exports org.nightres.lab.generate;
  exports org.nightres.lab.compare;
}
