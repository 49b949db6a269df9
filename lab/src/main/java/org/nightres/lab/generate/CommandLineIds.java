package org.nightres.lab.generate;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;

/** Lookup of the enum constants the command line names by a lower-case id. */
final class CommandLineIds {
  private CommandLineIds() {}

  /** The constant whose id equals {@code text}, case-insensitively, ignoring outer blanks. */
  static <E> Optional<E> find(E[] values, Function<E, String> id, String text) {
    String wanted = text.trim();
    return Stream.of(values).filter(v -> id.apply(v).equalsIgnoreCase(wanted)).findFirst();
  }

  /** Every id, in declaration order. */
  static <E> List<String> all(E[] values, Function<E, String> id) {
    return Stream.of(values).map(id).toList();
  }
}
