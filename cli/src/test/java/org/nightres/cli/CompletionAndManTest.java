package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Shell completion and the manual page are made from the command definitions: every command and
 * every option is in both, so neither can fall behind.
 */
class CompletionAndManTest {

  @Test
  void theCompletionScriptKnowsEveryCommandAndOption() {
    for (String shell : new String[] {"bash", "zsh"}) {
      MainTest.Run r = MainTest.run("completion", shell);
      assertEquals(0, r.code(), r.err());
      assertTrue(r.out().contains("complete -F _complete_nightres") || r.out().contains(
          "_complete_nightres"), r.out());
      for (CommandLine sub : Main.commandLine().getSubcommands().values()) {
        assertTrue(r.out().contains(sub.getCommandName()), sub.getCommandName());
        for (OptionSpec o : sub.getCommandSpec().options()) {
          assertTrue(r.out().contains(o.longestName()), sub.getCommandName() + " "
              + o.longestName());
        }
      }
    }
    assertEquals(2, MainTest.run("completion", "fish").code(), "an unknown shell is an error");
  }

  @Test
  void theManualPageHasEveryCommandOptionAndExitCode() {
    MainTest.Run r = MainTest.run("man");
    assertEquals(0, r.code(), r.err());
    String page = r.out();
    assertTrue(page.startsWith(".TH NIGHTRES 1 "), page);
    for (CommandLine sub : Main.commandLine().getSubcommands().values()) {
      assertTrue(page.contains(".SS " + sub.getCommandName()), sub.getCommandName());
      for (OptionSpec o : sub.getCommandSpec().options()) {
        assertTrue(page.contains(".B " + String.join(", ", o.names())),
            sub.getCommandName() + " " + o.longestName());
      }
    }
    for (String code : new String[] {".B 0\nsuccess", ".B 1\na bug in nightres",
        ".B 2\ninvalid input", ".B 3\na resolution limit was hit"}) {
      assertTrue(page.contains(code), code);
    }
  }
}
