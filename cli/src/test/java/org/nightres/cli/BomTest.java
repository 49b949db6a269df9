package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The BOM (standalone, so that it imports nothing else) lists every published module at the
 * project's version.
 */
class BomTest {
  @Test
  void theBomListsEveryPublishedModuleAtTheProjectsVersion() throws Exception {
    Path root = CompareCommandTest.example("").getParent();
    String parent = Files.readString(root.resolve("pom.xml"));
    String bom = Files.readString(root.resolve("bom/pom.xml"));
    Matcher v = Pattern.compile("<artifactId>nightres-parent</artifactId>\\s*<version>([^<]+)"
        + "</version>").matcher(parent);
    assertTrue(v.find());
    String version = v.group(1);
    assertTrue(bom.contains("<artifactId>nightres-bom</artifactId>\n  <version>" + version
        + "</version>"), bom);
    for (String module : List.of("core", "lab", "rar", "snarf-compat", "cli")) {
      assertTrue(bom.contains("<artifactId>nightres-" + module + "</artifactId>\n        <version>"
          + version + "</version>"), module);
    }
    Matcher deps = Pattern.compile("<artifactId>nightres-([a-z-]+)</artifactId>")
        .matcher(bom.substring(bom.indexOf("<dependencyManagement>")));
    int listed = 0;
    while (deps.find()) {
      listed++;
    }
    assertEquals(5, listed, "the five published modules, nothing else");
  }
}
