package org.nightres.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;
import org.nightres.core.format.NightParser;
import org.nightres.core.format.ParseResult;
import org.nightres.core.model.Night;

/** Reads a {@code .night} file (or standard input for {@code -}) and reports problems. */
final class NightInput {
  private NightInput() {}

  /**
   * The parsed night, or empty after printing every diagnostic (or the read error) to {@code err}.
   */
  static Optional<Night> read(String file, InputStream stdin, PrintWriter err) {
    byte[] bytes;
    try {
      bytes = file.equals("-") ? stdin.readAllBytes() : Files.readAllBytes(Path.of(file));
    } catch (NoSuchFileException e) {
      err.println(file + ": error: no such file");
      return Optional.empty();
    } catch (IOException | RuntimeException e) {
      err.println(file + ": error: cannot read the file: " + e.getMessage());
      return Optional.empty();
    }
    ParseResult result = NightParser.standard().parse(file, bytes);
    if (!result.ok()) {
      err.print(result.renderDiagnostics());
      int n = result.diagnostics().size();
      err.println(n + (n == 1 ? " error" : " errors"));
      err.flush();
    }
    return result.night();
  }
}
