package org.nightres.core.outcome;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class ExplanationNodeTest {

  @Test
  void aLazyLineIsTheLineItsMakerMakesMadeOnceWhenFirstRead() {
    AtomicInteger made = new AtomicInteger();
    ExplanationNode lazy = ExplanationNode.lazy(() -> {
      made.incrementAndGet();
      return ExplanationNode.of("A kill B: B dies", List.of(ExplanationNode.leaf("moved")));
    });
    assertEquals(0, made.get(), "nothing is made before the line is read");
    assertEquals("A kill B: B dies", lazy.text());
    assertEquals(List.of(ExplanationNode.leaf("moved")), lazy.children());
    lazy.text();
    lazy.children();
    assertEquals(1, made.get());
  }

  @Test
  void linesAreEqualByTextAndChildrenWhetherLazyOrNot() {
    ExplanationNode fixed = ExplanationNode.of("Q", List.of(ExplanationNode.leaf("r")));
    ExplanationNode lazy =
        ExplanationNode.lazy(() -> ExplanationNode.of("Q", List.of(ExplanationNode.leaf("r"))));
    assertEquals(fixed, lazy);
    assertEquals(lazy, fixed);
    assertEquals(fixed.hashCode(), lazy.hashCode());
    assertEquals(fixed.toString(), lazy.toString());
    assertNotEquals(fixed, ExplanationNode.leaf("Q"));
    assertNotEquals(fixed, ExplanationNode.of("Q", List.of(ExplanationNode.leaf("s"))));
  }

  @Test
  void aLazyLineReadInManyThreadsAtOnceIsTheSameLineInEach() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      for (int round = 0; round < 50; round++) {
        StringBuilder parts = new StringBuilder("D protect A");
        parts.append(": A is protected"); // written before the node is shared, as a step log does
        ExplanationNode lazy = ExplanationNode.lazy(() -> ExplanationNode.leaf(parts.toString()));
        List<Future<String>> texts = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
          texts.add(pool.submit(lazy::text));
        }
        for (Future<String> f : texts) {
          assertEquals("D protect A: A is protected", f.get());
        }
      }
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void nullsAreRefused() {
    assertThrows(NullPointerException.class, () -> ExplanationNode.leaf(null));
    assertThrows(NullPointerException.class, () -> ExplanationNode.lazy(null));
    assertThrows(NullPointerException.class, () -> ExplanationNode.lazy(() -> null).text());
  }
}
