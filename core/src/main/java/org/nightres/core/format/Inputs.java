package org.nightres.core.format;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.Normalizer;
import java.util.Arrays;

/**
 * Reads input (a night file, a rules file, standard input) into memory, refusing more than
 * {@value #MAX_BYTES} bytes: a file too large to be a night (a device, a file that never ends)
 * is an input error, never an exhausted memory. Stateless.
 */
public final class Inputs {
  /** The most bytes an input may have: 256 MiB, some ten times a night of a million players. */
  public static final int MAX_BYTES = 256 << 20;

  private Inputs() {}

  /**
   * The lines of a night or rules text: a leading byte-order mark left out (editors on Windows
   * write one), and every Unicode space separator that is not a plain space (a no-break space, a
   * narrow or figure space: text pasted from a forum or a word processor) read as a plain space,
   * one for one, so that columns stay. Letters are read composed (Unicode NFC): {@code Zoë}
   * typed as {@code e} and a combining diaeresis is the {@code Zoë} of a keyboard that has the
   * letter, one player; a column counts composed characters. A line break is CR LF, LF or CR.
   */
  static String[] lines(String text) {
    String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
    if (!Normalizer.isNormalized(body, Normalizer.Form.NFC)) {
      body = Normalizer.normalize(body, Normalizer.Form.NFC);
    }
    return plainSpaces(body).split("\r\n|\r|\n", -1);
  }

  private static String plainSpaces(String text) {
    char[] out = null;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c != ' ' && Character.getType(c) == Character.SPACE_SEPARATOR) {
        out = out != null ? out : text.toCharArray();
        out[i] = ' ';
      }
    }
    return out == null ? text : new String(out);
  }

  /** An input larger than {@link #MAX_BYTES}. */
  static final class TooLarge extends IOException {
    private static final long serialVersionUID = 1L;

    TooLarge() {
      super("larger than " + (MAX_BYTES >> 20) + " MiB: not a night or rules file");
    }
  }

  /**
   * {@return the bytes of {@code in}, read to its end}
   *
   * @param in the stream, left open
   * @throws IOException if it cannot be read, or has more than {@link #MAX_BYTES} bytes (the
   *     message says so)
   */
  public static byte[] read(InputStream in) throws IOException {
    byte[] buf = new byte[8192];
    int n = 0;
    for (int r; (r = in.read(buf, n, buf.length - n)) >= 0; ) {
      n += r;
      if (n == buf.length) {
        if (n > MAX_BYTES) {
          throw new TooLarge();
        }
        buf = Arrays.copyOf(buf, (int) Math.min((long) MAX_BYTES + 1, 2L * n));
      }
    }
    return n == buf.length ? buf : Arrays.copyOf(buf, n);
  }

  /**
   * {@return the bytes of the file {@code path}}
   *
   * @param path the file
   * @throws IOException if it cannot be read, or has more than {@link #MAX_BYTES} bytes (the
   *     message says so)
   */
  public static byte[] read(Path path) throws IOException {
    try (InputStream in = Files.newInputStream(path)) {
      return read(in);
    }
  }

  /**
   * {@return why a file could not be read, in a few words for people: {@code permission denied},
   * {@code no such file}, the system's reason ({@code Is a directory}), or the message of {@link
   * #read} ({@code larger than 256 MiB: ...})} The exceptions of {@code java.nio.file} name only
   * the file (an {@code AccessDeniedException}'s message is its path): the cause is their type.
   *
   * @param e what reading the file threw
   */
  public static String why(IOException e) {
    if (e instanceof java.nio.file.AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof java.nio.file.NoSuchFileException) {
      return "no such file";
    }
    if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) {
      return f.getReason();
    }
    return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
  }

  /**
   * {@return why the file {@code path} cannot be read, if it exists and cannot be: {@link #why};
   * empty if it does not exist or can be read}
   *
   * @param path a file or folder
   */
  static java.util.Optional<String> unreadable(Path path) {
    if (!Files.exists(path) || Files.isDirectory(path)) {
      return java.util.Optional.empty();
    }
    try {
      read(path);
      return java.util.Optional.empty();
    } catch (IOException e) {
      return java.util.Optional.of(why(e));
    }
  }
}
