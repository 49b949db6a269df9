package org.nightres.core.outcome;

import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * One line of an explanation and the lines under it: a step of a SNARF step log, a question of
 * an RAR reason tree ("Does A die?") with its reasons and counter-reasons below it. Immutable and
 * safe to share between threads; two nodes are equal when their texts and their children are.
 *
 * <p>A line may be {@linkplain #lazy made when it is first read}: an engine that words a line
 * for every action of a large night leaves the wording to the reader, so a server that never
 * reads the explanation does not pay for it. The line is the same whenever and in whichever
 * thread it is read.
 */
public abstract class ExplanationNode {

  private ExplanationNode() {}

  /** {@return the line, without indentation or bullet} */
  public abstract String text();

  /** {@return the lines under it, in order} */
  public abstract List<ExplanationNode> children();

  /**
   * {@return a line with nothing under it}
   *
   * @param text the line
   */
  public static ExplanationNode leaf(String text) {
    return new Fixed(text, List.of());
  }

  /**
   * {@return a line and the lines under it}
   *
   * @param text the line
   * @param children the lines under it, in order
   */
  public static ExplanationNode of(String text, List<ExplanationNode> children) {
    return new Fixed(text, children);
  }

  /**
   * {@return a line that is, once first read, the line {@code node} makes (its text and the
   * lines under it)} {@code node} must make an equal line every time it is called, from any
   * thread: it may read only what no longer changes once the outcome that holds the line is
   * made. It is called at most once per thread that reads the line, usually once in all.
   *
   * @param node what makes the line
   */
  public static ExplanationNode lazy(Supplier<ExplanationNode> node) {
    return new Lazy(node);
  }

  @Override
  public final boolean equals(Object o) {
    return this == o || o instanceof ExplanationNode n
        && text().equals(n.text()) && children().equals(n.children());
  }

  @Override
  public final int hashCode() {
    return Objects.hash(text(), children());
  }

  @Override
  public final String toString() {
    return "ExplanationNode{text=" + text() + ", children=" + children() + "}";
  }

  /** A line whose text and children are known. */
  private static final class Fixed extends ExplanationNode {
    private final String text;
    private final List<ExplanationNode> children;

    Fixed(String text, List<ExplanationNode> children) {
      this.text = Objects.requireNonNull(text, "text");
      this.children = List.copyOf(children);
    }

    @Override
    public String text() {
      return text;
    }

    @Override
    public List<ExplanationNode> children() {
      return children;
    }
  }

  /**
   * A line made when first read. Its maker is held in a final field, so a thread that sees the
   * outcome holding it sees what the maker reads as it was when the outcome was made; the line
   * is cached without a lock, a benign race (the maker makes an equal, immutable line each time).
   */
  private static final class Lazy extends ExplanationNode {
    private final Supplier<ExplanationNode> source;
    private ExplanationNode node; // null until first read

    Lazy(Supplier<ExplanationNode> source) {
      this.source = Objects.requireNonNull(source, "node");
    }

    private ExplanationNode node() {
      ExplanationNode n = node;
      if (n == null) {
        n = Objects.requireNonNull(source.get(), "node");
        node = n;
      }
      return n;
    }

    @Override
    public String text() {
      return node().text();
    }

    @Override
    public List<ExplanationNode> children() {
      return node().children();
    }
  }
}
