package org.nightres.snarf;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.nightres.core.testing.EveryComponentKind;

/**
 * The sequential scheme handles every permitted subclass of {@code Component}: each kind's probe
 * night resolves and shows what the kind does ({@link EveryComponentKind}).
 */
class SequentialEveryComponentKindTest {
  @TestFactory
  Stream<DynamicTest> everyComponentKind() {
    return EveryComponentKind.tests(new SequentialResolver());
  }
}
