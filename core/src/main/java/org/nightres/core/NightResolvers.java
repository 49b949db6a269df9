package org.nightres.core;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * Finds the resolver of each scheme among the engine modules on the class path
 * ({@code nightres-rar}, {@code nightres-snarf-compat}), through {@link ServiceLoader}. Engines
 * register themselves in {@code META-INF/services/org.nightres.core.NightResolver}; game servers
 * may equally instantiate an engine directly. Thread-safe; the lookup happens once.
 */
public final class NightResolvers {
  private static final Map<Scheme, NightResolver> FOUND = load();

  private NightResolvers() {}

  /**
   * {@return the resolver for a scheme, if its engine module is on the class or module path}
   *
   * @param scheme the scheme wanted
   */
  public static Optional<NightResolver> find(Scheme scheme) {
    return Optional.ofNullable(FOUND.get(scheme));
  }

  /** {@return the schemes whose engines are available, in {@link Scheme} order} */
  public static List<Scheme> available() {
    return List.copyOf(FOUND.keySet());
  }

  private static Map<Scheme, NightResolver> load() {
    Map<Scheme, NightResolver> map = new EnumMap<>(Scheme.class);
    for (NightResolver r : ServiceLoader.load(NightResolver.class, NightResolvers.class.getClassLoader())) {
      map.putIfAbsent(r.scheme(), r);
    }
    return map;
  }
}
