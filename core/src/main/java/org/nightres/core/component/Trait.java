package org.nightres.core.component;

/**
 * A property a modifier gives its holder that is not itself a component: it changes how other
 * components treat the holder. Resolvers consult traits through {@code Player#has(Trait)}.
 */
public enum Trait {
  // at most 32 constants: a Player keeps its traits as the bits of an int
  /** Protection by other players' actions has no effect on the holder. */
  MACHO,
  /** The holder's actions cannot be blocked. */
  STRONG_WILLED,
  /** The holder's visits cannot be seen by Trackers or Watchers. */
  NINJA,
  /** The holder's kills ignore protection and roleblocks. */
  STRONG_KILLS,
  /** The holder investigates as innocent (Godfather). */
  APPEARS_INNOCENT,
  /** The holder investigates as guilty (Miller). */
  APPEARS_GUILTY,
  /** The holder's investigations give the inverted result. */
  SANITY_INSANE,
  /** The holder's investigations always say innocent. */
  SANITY_NAIVE,
  /** The holder's investigations always say guilty. */
  SANITY_PARANOID
}
