package org.nightres.nar;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.nightres.core.testing.EveryComponentKind;

/**
 * NAR handles every permitted subclass of {@code Component}: each kind's probe night resolves
 * and shows what the kind does ({@link EveryComponentKind}).
 */
class NarEveryComponentKindTest {
  @TestFactory
  Stream<DynamicTest> everyComponentKind() {
    return EveryComponentKind.tests(new NarResolver());
  }
}
