/**
 * Random nights and their shrinking: {@link org.nightres.core.generate.NightGenerator} makes
 * valid nights from a seeded {@link org.nightres.core.generate.GeneratorConfig} (a
 * {@link org.nightres.core.generate.Mix} of roles and modifiers and a
 * {@link org.nightres.core.generate.TargetingPattern}), and
 * {@link org.nightres.core.generate.NightShrinker} reduces a night that shows a failure to a
 * 1-minimal one.
 *
 * <p>Both are deterministic: the generator draws every choice from a SplitMix64 stream of the
 * seed and never iterates a hash-ordered collection; the shrinker tries candidates in a fixed
 * order. Both are stateless and thread-safe (the shrinker calls its predicate on the calling
 * thread). Errors in user input (an unknown pattern or preset id, a bad mix string, sizes out of
 * range) are {@link java.lang.IllegalArgumentException}s whose message is meant for people.
 */
package org.nightres.core.generate;
