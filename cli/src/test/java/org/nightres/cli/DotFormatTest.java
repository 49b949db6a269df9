package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * {@code --format dot}: the explanation as a Graphviz graph (a node per line of the reason trees
 * or the step log, an edge per line under another); {@code --format svg} draws it with dot, and
 * says so when dot is not installed.
 */
class DotFormatTest {

  @Test
  void theReasonTreesBecomeAGraph() {
    MainTest.Run r = MainTest.run("explain", "--format", "dot",
        CompareCommandTest.example("roles/boss.night").toString());
    assertEquals(0, r.code(), r.err());
    String dot = r.out();
    assertTrue(dot.startsWith("digraph nightres {"), dot);
    assertTrue(dot.contains("label=\"night 1 (rar)\""), dot);
    assertTrue(dot.contains("[label=\"Does Eli die? yes\", style=bold, shape=ellipse]"), dot);
    assertTrue(dot.contains("[label=\"Reason for no: Avi cancel Bob (block)\", color=\"#c62828\"]"),
        dot);
    assertTrue(dot.contains("\\\"boss\\\""), "quotes escaped: " + dot);
    long nodes = dot.lines().filter(l -> l.matches("\\s+n\\d+ \\[label=.*")).count();
    long edges = dot.lines().filter(l -> l.matches("\\s+n\\d+ -> n\\d+;")).count();
    assertEquals(7, nodes);
    assertEquals(4, edges, "one edge per line under another");
    assertTrue(dot.trim().endsWith("}"));
  }

  @Test
  void aGameHasAClusterPerNightAndTheStepLogUnderSequential() {
    MainTest.Run r = MainTest.run("explain", "--format", "dot",
        CompareCommandTest.example("mafia1923/game.night").toString());
    assertEquals(0, r.code(), r.err());
    for (int n = 1; n <= 5; n++) {
      assertTrue(r.out().contains("label=\"night " + n + " (sequential)\""), r.out());
    }
    assertTrue(r.out().contains("end of the night"), r.out());
  }

  @Test
  void svgNeedsGraphviz() {
    MainTest.Run r = MainTest.run("explain", "--format", "svg",
        CompareCommandTest.example("roles/boss.night").toString());
    if (r.code() == 0) {
      assertTrue(r.out().contains("<svg"), r.out());
    } else {
      assertEquals(2, r.code());
      assertTrue(r.err().contains("--format svg needs Graphviz's dot on the path"), r.err());
    }
  }

  /** The moderator's guide shows the graph this build prints. */
  @Test
  void theGuidesGraphIsTheOneThisBuildPrints() throws Exception {
    java.nio.file.Path guide = CompareCommandTest.example("").getParent()
        .resolve("docs/moderators-guide.md");
    String text = java.nio.file.Files.readString(guide);
    String command = "$ ./nightres explain --format dot examples/roles/boss.night\n";
    int from = text.indexOf(command) + command.length();
    String shown = text.substring(from, text.indexOf("```", from));
    MainTest.Run r = MainTest.run("explain", "--format", "dot",
        CompareCommandTest.example("roles/boss.night").toString());
    assertEquals(r.out(), shown);
  }
}
