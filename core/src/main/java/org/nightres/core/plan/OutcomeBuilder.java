package org.nightres.core.plan;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import org.nightres.core.Scheme;
import org.nightres.core.component.Trait;
import org.nightres.core.model.Player;
import org.nightres.core.outcome.ExplanationNode;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Notice;
import org.nightres.core.outcome.Outcome;

/**
 * Collects what a resolver found and assembles the {@link Outcome} in the documented order
 * (deaths and recruitments in declaration order, feedback and notices in submission order), so
 * that every engine orders its output identically whatever order it worked in. Not thread-safe:
 * one builder per resolution.
 */
public final class OutcomeBuilder {
  private final NightPlan plan;
  private final Scheme scheme;
  private final BitSet deaths = new BitSet();
  private final BitSet recruited = new BitSet();
  private final List<Entry<Feedback>> feedback = new ArrayList<>();
  private final List<Entry<Notice>> notices = new ArrayList<>();
  private final List<ExplanationNode> explanation = new ArrayList<>();

  private record Entry<T>(int action, int seq, T value) {}

  public OutcomeBuilder(NightPlan plan, Scheme scheme) {
    this.plan = plan;
    this.scheme = scheme;
  }

  /** Player {@code index} dies. */
  public OutcomeBuilder death(int index) {
    deaths.set(index);
    return this;
  }

  /** Player {@code index} is recruited. */
  public OutcomeBuilder recruited(int index) {
    recruited.set(index);
    return this;
  }

  /** The actor of information action {@code a} is told {@code result} about its first target. */
  public OutcomeBuilder result(PlannedAction a, String result) {
    String target = plan.name(a.arity() == 0 ? a.actor() : a.arg(0));
    feedback.add(new Entry<>(a.id(), feedback.size(),
        Feedback.of(plan.name(a.actor()), a.ability().verb(), target, result)));
    return this;
  }

  /** Player {@code receiver} receives fruit from action {@code a}. */
  public OutcomeBuilder fruit(PlannedAction a, int receiver) {
    String name = plan.name(receiver);
    feedback.add(new Entry<>(a.id(), feedback.size(),
        Feedback.of(name, a.ability().verb(), name, Feedback.RECEIVED_FRUIT)));
    return this;
  }

  /** Player {@code receiver} gets a private notice caused by action {@code a}. */
  public OutcomeBuilder notice(PlannedAction a, int receiver, String message) {
    notices.add(new Entry<>(a.id(), notices.size(), Notice.of(plan.name(receiver), message)));
    return this;
  }

  /** Appends a top-level explanation node. */
  public OutcomeBuilder explain(ExplanationNode node) {
    explanation.add(node);
    return this;
  }

  /** The finished outcome. */
  public Outcome build() {
    Comparator<Entry<?>> order =
        Comparator.<Entry<?>>comparingInt(Entry::action).thenComparingInt(Entry::seq);
    List<Feedback> fb = new ArrayList<>();
    feedback.stream().sorted(order).forEach(e -> fb.add(e.value()));
    List<Notice> ns = new ArrayList<>();
    notices.stream().sorted(order).forEach(e -> ns.add(e.value()));
    return Outcome.builder()
        .scheme(scheme)
        .deaths(names(deaths))
        .recruited(names(recruited))
        .feedback(fb)
        .notices(ns)
        .explanation(explanation)
        .build();
  }

  private List<String> names(BitSet set) {
    List<String> out = new ArrayList<>();
    set.stream().forEach(i -> out.add(plan.name(i)));
    return out;
  }

  /**
   * What a Cop with {@code cop}'s sanity learns about {@code target}: non-town is guilty unless
   * Godfather; Miller is guilty; then Insane inverts, Naive says innocent, Paranoid guilty.
   */
  public static String alignmentResult(Player cop, Player target) {
    boolean guilty = !target.isTown();
    if (target.has(Trait.APPEARS_INNOCENT)) {
      guilty = false;
    }
    if (target.has(Trait.APPEARS_GUILTY)) {
      guilty = true;
    }
    if (cop.has(Trait.SANITY_INSANE)) {
      guilty = !guilty;
    }
    if (cop.has(Trait.SANITY_NAIVE)) {
      guilty = false;
    }
    if (cop.has(Trait.SANITY_PARANOID)) {
      guilty = true;
    }
    return guilty ? Feedback.GUILTY : Feedback.INNOCENT;
  }
}
