/**
 * nightres core: what a game server needs to resolve nights. The model and the game state
 * ({@code org.nightres.core.model}), the outcome ({@code .outcome}), the {@code NightResolver}
 * contract and the registry of the engines on the module or class path ({@code org.nightres.core}),
 * the {@code .night} and roles-language parsers and writers ({@code .format}), and the components,
 * roles and catalogues of a rule set ({@code .component}).
 *
 * <p>The engines' shared layer is not API: the night plan and the output builder
 * ({@code .plan}), the effect kernel of the order-based schemes ({@code .kernel}) and the
 * recorder of random draws ({@code .random}) are exported only to the engine modules (and the
 * plan to {@code org.nightres.lab}, which detects interaction patterns on it); the Immutables
 * style ({@code .internal}) only to the modules that generate value classes with it. Engines
 * register as {@code NightResolver} services ({@code provides}), found by
 * {@code NightResolvers}.
 */
@SuppressWarnings("requires-automatic") // org.immutables.value, at compile time only
module org.nightres.core {
  requires com.google.common;
  requires static org.immutables.value;
  requires static com.google.errorprone.annotations;
  requires static java.compiler;

  exports org.nightres.core;
  exports org.nightres.core.model;
  exports org.nightres.core.component;
  exports org.nightres.core.outcome;
  exports org.nightres.core.format;

  exports org.nightres.core.plan to org.nightres.rar, org.nightres.snarf, org.nightres.lab;
  exports org.nightres.core.kernel to org.nightres.snarf;
  exports org.nightres.core.random to org.nightres.snarf;
  exports org.nightres.core.internal to org.nightres.lab;

  uses org.nightres.core.NightResolver;
}
