package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nightres.cli.MainTest.Run;

/**
 * A {@code visited} trigger whose response acts at once ({@code protect(self)}, {@code
 * block(visitor)}) is honoured by the order-based schemes and refused by RAR, whose reason graph
 * decides end-of-night effects: exit 2 at the player's role, never resolved as if the response
 * were not there (it was, silently, before).
 */
class ActsAtOnceResponseTest {
  private static final String NIGHT = """
      role Alert
      trigger Alert visited = protect(self)
      role Shot
      ability Shot.shoot X = kill(X)
      player Ann town Alert
      player Bob town Shot
      night 1
      Bob shoot Ann
      """;

  @Test
  void rarRefusesItAtThePlayersRoleAndTheOtherSchemesResolveIt(@TempDir Path dir)
      throws IOException {
    Path file = dir.resolve("n.night");
    Files.writeString(file, NIGHT);
    for (List<String> args : List.of(List.of("resolve"), List.of("explain"), List.of("check"))) {
      List<String> all = new java.util.ArrayList<>(args);
      all.add(file.toString());
      Run r = MainTest.run(all.toArray(String[]::new));
      assertEquals(2, r.code(), args + ": " + r.out() + r.err());
      assertEquals(file + ":5:17: error: protect(self) (trigger Alert, Ann's) is not supported "
          + "under rar: a trigger's response that acts at once (protect, block, visit, redirect, "
          + "swap, deflect, guard, absent, untargetable) has no reason in RAR's graph, which "
          + "decides end-of-night effects; use scheme sequential, snarf or nar, or respond with "
          + "end-of-night effects (kill, result, notify, status, attr, cancel)",
          r.err().lines().findFirst().orElse(""), args.toString());
      assertFalse(r.err().contains("Exception"), r.err());
    }
    for (String scheme : List.of("sequential", "nar")) { // the trigger fires before the kill lands
      Run r = MainTest.run("resolve", "--scheme", scheme, file.toString());
      assertEquals(0, r.code(), scheme + ": " + r.err());
      assertTrue(r.out().contains("Deaths: none"), scheme + ": " + r.out());
    }
    Run snarf = MainTest.run("resolve", "--scheme", "snarf", file.toString());
    assertEquals(0, snarf.code(), snarf.err()); // at [190], after the kill at [80]
    assertTrue(snarf.out().contains("Deaths: Ann"), snarf.out());
  }
}
