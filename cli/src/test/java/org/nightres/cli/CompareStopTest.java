package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * A long study stopped by SIGTERM (what Ctrl-C's SIGINT does too) ends at once, in its own
 * process, saying where it was and what it did not write; the CSV keeps the rows so far.
 */
class CompareStopTest {

  @Test
  @EnabledOnOs({OS.LINUX, OS.MAC}) // Process.destroy is SIGTERM there
  void aStudyStoppedBySigtermSaysSo(@TempDir Path dir) throws Exception {
    String classPath = System.getProperty("jdk.module.path", "") + File.pathSeparator
        + System.getProperty("java.class.path");
    Path csv = dir.resolve("rows.csv");
    Path err = dir.resolve("err.txt");
    Process p = new ProcessBuilder(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp", classPath,
        Main.class.getName(), "compare", "--generate", "1", "--players", "30000", "--seed", "1",
        "--threads", "1", "--progress", "always", "--out", dir.resolve("out").toString(),
        "--csv", csv.toString())).redirectOutput(ProcessBuilder.Redirect.DISCARD)
        .redirectError(err.toFile()).start();
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
    while (!Files.readString(err).contains("nights") && p.isAlive()
        && System.nanoTime() < deadline) {
      Thread.sleep(50); // the nights are compared; the shrinking of a large night takes long
    }
    Thread.sleep(500);
    assertTrue(p.isAlive(), "the study ended before it could be stopped: " + Files.readString(err));
    long stopping = System.nanoTime();
    p.destroy();
    assertTrue(p.waitFor(20, TimeUnit.SECONDS), "SIGTERM did not stop the study");
    long took = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - stopping);
    String said = Files.readString(err);
    assertEquals(143, p.exitValue(), said); // 128 + SIGTERM, as for any process it ends
    assertTrue(said.contains("nightres compare: stopped by a signal at ")
        && said.contains(" nights, after ") && said.contains("no report printed, no shrunk "
            + "night saved; " + csv + " holds the rows of the nights compared so far"), said);
    assertTrue(took < 10_000, "stopping took " + took + " ms");
    assertEquals(2, Files.readAllLines(csv).size()); // the header and the night
  }
}
