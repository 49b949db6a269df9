/**
 * nightres core: the model, effect components, role catalogue, the {@code NightResolver}
 * contract and the {@code .night} format. Engines register as {@code NightResolver} services.
 */
module org.nightres.core {
  requires com.google.common;
  requires static org.immutables.value;
  requires static com.google.errorprone.annotations;
  requires static java.compiler;

  exports org.nightres.core;
  exports org.nightres.core.model;
  exports org.nightres.core.component;
  exports org.nightres.core.outcome;
  exports org.nightres.core.plan;
  exports org.nightres.core.kernel;
  exports org.nightres.core.format;
  exports org.nightres.core.generate;
  exports org.nightres.core.compare;

  uses org.nightres.core.NightResolver;
}
