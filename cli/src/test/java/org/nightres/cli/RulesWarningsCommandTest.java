package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The warnings of a game's rules beyond a WWR book's (a tag nothing has, a file included twice)
 * are printed as the book's are, on every command that reads rules, and {@code --strict} makes
 * them errors.
 */
class RulesWarningsCommandTest {

  @Test
  void aTagNothingHasIsAWarningOfRolesResolveAndCheck(@TempDir Path dir) throws Exception {
    Path rules = dir.resolve("house.roles");
    Files.writeString(rules, """
        role Medic
        ability Medic.heal X = protect(X, from=tag:kil)
        """);
    MainTest.Run roles = MainTest.run("roles", "--rules", rules.toString());
    assertEquals(0, roles.code(), roles.err());
    assertTrue(roles.err().startsWith(rules + ":2:44: warning: no ability, component or status "
        + "has the tag 'kil' (known tags: "), roles.err());
    assertTrue(roles.err().contains("did you mean 'kill'?\n"
        + "  ability Medic.heal X = protect(X, from=tag:kil)\n"
        + "                                             ^\n"), roles.err());
    assertTrue(roles.out().contains("Medic"), roles.out());
    MainTest.Run strict = MainTest.run("roles", "--strict", "--rules", rules.toString());
    assertEquals(2, strict.code(), strict.err());
    assertTrue(strict.err().startsWith(rules + ":2:44: error: no ability, component or status "
        + "has the tag 'kil'"), strict.err());

    Path night = dir.resolve("n.night");
    Files.writeString(night, "include house.roles\nplayer A town Medic\nplayer B town Vanilla\n"
        + "A heal B\n");
    for (String command : new String[] {"resolve", "check", "explain"}) {
      MainTest.Run r = MainTest.run(command, night.toString());
      assertEquals(0, r.code(), command + ": " + r.err());
      assertTrue(r.err().startsWith(rules + ":2:44: warning: no ability"), command + ": "
          + r.err());
    }
    assertEquals(2, MainTest.run("resolve", "--strict", night.toString()).code());
  }

  @Test
  void aFileIncludedTwiceIsReadOnceWithAWarning(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("house.roles"), "role Medic\n"
        + "ability Medic.heal X = protect(X)\n");
    Path night = dir.resolve("n.night");
    Files.writeString(night, "include house.roles\ninclude ./house.roles\n"
        + "player A town Medic\nplayer B town Vanilla\nA heal B\n");
    MainTest.Run r = MainTest.run("resolve", night.toString());
    assertEquals(0, r.code(), r.err());
    assertEquals(night + ":2:9: warning: already included at " + night + ":1; read once\n"
        + "  include ./house.roles\n"
        + "          ^\n", r.err());
    assertFalse(r.out().isEmpty());
    MainTest.Run strict = MainTest.run("check", "--strict", night.toString());
    assertEquals(2, strict.code(), strict.err());
  }
}
