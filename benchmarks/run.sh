#!/usr/bin/env bash
# Runs every benchmark of docs/performance.md and leaves the raw results in benchmarks/results/.
# Takes about 45 minutes on 2 cores and needs 12 GB of heap for the last step. Run it on an otherwise idle machine.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
mvn -B -q -Dstyle.color=never -DskipTests -pl benchmarks -am package
out=benchmarks/results
mkdir -p "$out"
jar=benchmarks/target/benchmarks.jar
java -cp "$jar" org.nightres.benchmarks.CacheProbe | tee "$out/cache.txt"
java -jar "$jar" 'GeneratedNightBenchmark.resolve$' -p engine=RAR,SNARF -wi 3 -i 5 -w 2 -r 2 -f 1 \
  -rf json -rff "$out/generated.json" | tee "$out/generated.txt"
# the sequential scheme, on the standard rule set, from 10 players
java -jar "$jar" 'GeneratedNightBenchmark.resolve$' -p engine=SEQUENTIAL -p rules=standard \
  -wi 3 -i 5 -w 1 -r 1 -f 1 -rf json -rff "$out/sequential.json" | tee "$out/sequential.txt"
# and on Mafia 1923 (its own setup): a 100k night is still warming up after ten seconds
java -jar "$jar" 'GeneratedNightBenchmark.resolve$' -p engine=SEQUENTIAL -p rules=mafia1923 \
  -wi 10 -i 5 -w 2 -r 1 -f 1 -rf json -rff "$out/sequential-1923.json" | tee "$out/sequential-1923.txt"
# sequential against SNARF at 10k and 100k: the same night object again, and a fresh copy each time
java -jar "$jar" GeneratedNightBenchmark -p engine=SNARF,SEQUENTIAL -p players=10000,100000 \
  -p rules=standard -wi 4 -i 5 -w 1 -r 1 -f 1 -rf json -rff "$out/sequential-snarf.json" \
  | tee "$out/sequential-snarf.txt"
java -jar "$jar" GeneratedNightBenchmark -p engine=SNARF,SEQUENTIAL -p players=10000,100000 \
  -p rules=mafia1923 -wi 10 -i 10 -w 2 -r 1 -f 2 -rf json -rff "$out/sequential-snarf-1923.json" \
  | tee "$out/sequential-snarf-1923.txt"
# the same nights with the caches emptied before each operation: the growth of the work alone
java -jar "$jar" 'GeneratedNightBenchmark.resolveEvicted' -p engine=SNARF,SEQUENTIAL \
  -p players=10000,100000 -p rules=mafia1923 -wi 10 -i 10 -w 2 -r 1 -f 2 -rf json \
  -rff "$out/evicted-1923.json" | tee "$out/evicted-1923.txt"
java -jar "$jar" 'GeneratedNightBenchmark.resolveEvicted' -p engine=SEQUENTIAL \
  -p players=10000,100000 -p rules=standard -wi 5 -i 10 -w 1 -r 1 -f 3 -rf json \
  -rff "$out/evicted.json" | tee "$out/evicted.txt"
java -jar "$jar" 'GeneratedNightBenchmark.resolve$' -p engine=NAIVE_RAR -p players=10,100,1000 -wi 2 -i 3 -w 2 -r 2 -f 1 \
  -rf json -rff "$out/naive.json" | tee "$out/naive.txt"
java -jar "$jar" KnotBenchmark -wi 3 -i 5 -w 2 -r 2 -f 1 -rf json -rff "$out/ring.json" | tee "$out/ring.txt"
# triggers on another player's death (Lovers): linear in the players, in every scheme
java -jar "$jar" DeathTriggerBenchmark -wi 2 -w 2 -i 3 -r 2 -f 1 -rf json -rff "$out/death-triggers.json" \
  | tee "$out/death-triggers.txt"
java -cp "$jar" org.nightres.benchmarks.CliqueLimit 10 RAR SNARF NAIVE_RAR | tee "$out/clique.txt"
java -Xss16m -Xmx4g -cp "$jar" org.nightres.benchmarks.GrowthRatio 15 RAR SNARF | tee "$out/growth.txt"
java -Xss16m -Xmx4g -cp "$jar" org.nightres.benchmarks.GrowthRatio 9 SNARF SEQUENTIAL \
  | tee "$out/growth-sequential.txt"
java -Xss16m -Xmx4g -cp "$jar" org.nightres.benchmarks.GrowthRatio 9 rules=mafia1923 evicted SNARF SEQUENTIAL \
  | tee "$out/growth-1923.txt"
# the same ratio one decade further, where both sizes are far beyond the processor's caches
java -Xss64m -Xmx12g -cp "$jar" org.nightres.benchmarks.GrowthRatio 7 100000:1000000 RAR \
  | tee "$out/growth-1m.txt"
