/**
 * JMH benchmarks of the engines, parameterised by {@link org.nightres.benchmarks.Engine} and
 * night size; inputs are generated in {@code @Setup}. Build with {@code mvn -B -pl benchmarks -am
 * package -DskipTests} and run {@code java -jar benchmarks/target/benchmarks.jar}; see
 * {@code docs/performance.md}. Never run by {@code mvn verify}.
 */
package org.nightres.benchmarks;
