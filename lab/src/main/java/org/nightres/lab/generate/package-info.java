/**
 * Random nights and their shrinking: {@link org.nightres.lab.generate.NightGenerator} makes
 * valid nights from a seeded {@link org.nightres.lab.generate.GeneratorConfig} (a bundled rule
 * set, {@code standard} or {@code mafia1923}; a {@link org.nightres.lab.generate.Mix} of its
 * roles and modifiers; a {@link org.nightres.lab.generate.TargetingPattern}), and
 * {@link org.nightres.lab.generate.NightShrinker} reduces a night that shows a failure to a
 * 1-minimal one that is still valid input of its rule set.
 *
 * <p>Start with {@code NightGenerator}. Internally, the cast of a mix is dealt by {@code
 * Presets} and {@code Mafia1923Mix} (families of eight, the seed's roles), what each player may
 * still do tonight is {@code UseLimits}, the lines a faction writes together are {@code
 * FactionLines}, and the targets of the general patterns are {@code Targeter}'s.
 *
 * <p>Both are deterministic: the generator draws every choice from a SplitMix64 stream of the
 * seed and never iterates a hash-ordered collection; the shrinker tries candidates in a fixed
 * order. Both are stateless and thread-safe (the shrinker calls its predicate on the calling
 * thread). Errors in user input (an unknown rule set, pattern or preset id, a bad mix string, a
 * mix of another rule set, sizes out of range) are {@link java.lang.IllegalArgumentException}s
 * whose message is meant for people.
 */
package org.nightres.lab.generate;
