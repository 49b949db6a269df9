package org.nightres.core.format;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import org.junit.jupiter.api.Test;

/**
 * Why a file cannot be read, in words: the exceptions of {@code java.nio.file} name only the file
 * (an {@code AccessDeniedException}'s message is its path, which "cannot read the file: ..." used
 * to print as if it were the cause).
 */
class InputsTest {
  @Test
  void aFileThatCannotBeReadSaysWhy() {
    assertEquals("permission denied", Inputs.why(new AccessDeniedException("/tmp/x.night")));
    assertEquals("no such file", Inputs.why(new NoSuchFileException("/tmp/x.night")));
    assertEquals("Is a directory", Inputs.why(new FileSystemException("/tmp/x", null,
        "Is a directory")));
    assertEquals("larger than 256 MiB: not a night or rules file",
        Inputs.why(new Inputs.TooLarge()));
  }
}
