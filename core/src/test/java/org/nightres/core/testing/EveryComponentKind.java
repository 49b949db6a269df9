package org.nightres.core.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.nightres.core.NightResolver;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Component;
import org.nightres.core.component.DisguiseStrength;
import org.nightres.core.component.ImmutableAbility;
import org.nightres.core.component.KillClass;
import org.nightres.core.component.Ref;
import org.nightres.core.component.ResultKind;
import org.nightres.core.component.Role;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.component.StateChange;
import org.nightres.core.component.StatusDefinition;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.outcome.Notice;
import org.nightres.core.outcome.Outcome;
import org.nightres.core.format.RuleSets;

/**
 * One probe night per component kind: a role {@code Probe} whose only ability uses that kind,
 * and what any engine must show when it resolves the night. An engine's test runs {@link
 * #tests} over {@code Component.class.getPermittedSubclasses()}, so a new kind fails every
 * engine's test until it has a probe here and every engine handles it.
 */
public final class EveryComponentKind {
  private static final Ref X = Ref.param(0);
  private static final Ref Y = Ref.param(1);

  /** A probe: the probe ability's components and signature, the night, and what must hold. */
  public record Probe(String kind, List<Component> components, String signature,
      List<String> lines, String expectation, Predicate<Outcome> holds) {

    /** The standard catalogue plus the role {@code Probe}. */
    public RoleCatalogue catalogue() {
      ImmutableAbility.Builder probe = Ability.builder().verb("probe")
          .description("a " + kind + " component").addAllComponents(components);
      if (signature != null) {
        probe.signature(signature);
      }
      return RuleSets.standard().withRole(Role.builder().name("Probe")
          .description("probes one component kind").addAbilities(probe.build()).build());
    }
  }

  private static final Map<String, Probe> PROBES = new LinkedHashMap<>();

  static {
    add("Kill", List.of(Component.Kill.of(X), new Component.Visit(X)), null,
        List.of("P probe X"), "X dies", deaths("X"));
    add("Result", List.of(new Component.Result(X, ResultKind.ALIGNMENT), new Component.Visit(X)),
        null, List.of("P probe X"), "P learns X is innocent",
        feedback("P", Feedback.INNOCENT));
    add("Recruit", List.of(new Component.Recruit(X), new Component.Visit(X)), null,
        List.of("P probe X"), "X is recruited", o -> o.recruited().equals(List.of("X")));
    add("Fruit", List.of(new Component.Fruit(X), new Component.Visit(X)), null,
        List.of("P probe X"), "X receives fruit", feedback("X", Feedback.RECEIVED_FRUIT));
    add("Notify", List.of(new Component.Notify(X, "probed"), new Component.Visit(X)), null,
        List.of("P probe X"), "X is told \"probed\"",
        o -> o.notices().contains(Notice.of("X", "probed")));
    add("Change", List.of(new Component.Change(X, new StateChange.ApplyStatus(
        StatusDefinition.bundled().get(2), java.util.Optional.empty())), new Component.Visit(X)),
        null, List.of("P probe X"), "X is Suspended from tomorrow",
        o -> o.nextState().state(1).statuses().stream()
            .anyMatch(h -> h.describe().equals("status Suspended by P")));
    add("Inform", List.of(new Component.Inform(X, ResultKind.ROLE, Y), new Component.Visit(X)),
        "X Y", List.of("P probe X V"), "X learns that V is a Vigilante",
        feedback("X", "Vigilante"));
    add("Visit", List.of(new Component.Visit(X)), null,
        List.of("player W town Watcher", "P probe X", "W watch X"), "the Watcher sees P",
        feedback("W", "P"));
    add("Protect", List.of(Component.Protect.of(X), new Component.Visit(X)), null,
        List.of("P probe X", "V kill X"), "X survives the kill", deaths());
    add("Block", List.of(Component.Block.of(X), new Component.Visit(X)), null,
        List.of("P probe V", "V kill X"), "the Vigilante is blocked", deaths());
    add("Redirect", List.of(new Component.Redirect(X, Y), new Component.Visit(X)), "X to Y",
        List.of("P probe V to Y", "V kill X"), "the kill lands on Y", deaths("Y"));
    add("Swap", List.of(new Component.Swap(X, Y), new Component.Visit(X), new Component.Visit(Y)),
        "X Y", List.of("P probe X Y", "V kill X"), "the kill lands on Y", deaths("Y"));
    add("Deflect", List.of(new Component.Deflect(X, Y), new Component.Visit(X)), "X to Y",
        List.of("P probe X to Y", "V kill X"), "the kill aimed at X lands on Y", deaths("Y"));
    add("Untargetable", List.of(Component.Untargetable.of(X), new Component.Visit(X)), null,
        List.of("P probe X", "V kill X"), "the kill on X fails", deaths());
    add("Guard", List.of(new Component.Guard(X), new Component.Visit(X)), null,
        List.of("P probe X", "V kill X"), "P dies in X's place", deaths("P"));
    add("Absent", List.of(new Component.Absent(Ref.self(), X, Set.of(KillClass.values())),
        new Component.Visit(X)), null,
        List.of("P probe X", "V kill X"), "the kill on X kills P there too", deaths("P", "X"));
    add("Trigger", List.of(new Component.Trigger(Component.Event.ON_VISITED,
        List.of(Component.Kill.of(Ref.subject())))), "",
        List.of("player U town Visitor", "P probe", "U visit P"), "P's visitor dies",
        deaths("U"));
    add("Disguise", List.of(new Component.Disguise(X, Component.RoleArg.of(
        RuleSets.standard().role("Vigilante").orElseThrow()), DisguiseStrength.STRONG,
        Component.Lasting.TONIGHT), new Component.Result(X, ResultKind.ROLE,
        java.util.Optional.empty(), Set.of(DisguiseStrength.STRONG)), new Component.Visit(X)),
        null, List.of("P probe X"), "P learns that X (a Vanilla) is a Vigilante",
        feedback("P", "Vigilante"));
    add("Cancel", List.of(new Component.Trigger(Component.Event.ON_VISITED,
        List.of(new Component.Cancel(Component.Cancel.FAILURE)))), "",
        List.of("P probe", "V kill P"), "the Vigilante's kill on P is cancelled: P lives, V "
            + "is told Failure", o -> o.deaths().isEmpty()
            && feedback("V", Component.Cancel.FAILURE).test(o));
    add("When", List.of(new Component.When(List.of(org.nightres.core.component.Premise.in(X,
        org.nightres.core.component.PlayerFilter.parse("align:mafia").orElseThrow())),
        List.of(Component.Kill.of(X)), List.of(Component.Kill.of(Ref.self()))),
        new Component.Visit(X)), null, List.of("P probe X"),
        "X is no mafioso: the else branch, P dies", deaths("P"));
  }

  private EveryComponentKind() {}

  private static void add(String kind, List<Component> components, String signature,
      List<String> actions, String expectation, Predicate<Outcome> holds) {
    List<String> lines = new ArrayList<>(List.of("player P town Probe", "player X town Vanilla",
        "player Y town Vanilla", "player V town Vigilante"));
    lines.addAll(actions);
    PROBES.put(kind, new Probe(kind, components, signature, lines, expectation, holds));
  }

  private static Predicate<Outcome> deaths(String... names) {
    return o -> Set.copyOf(o.deaths()).equals(Set.of(names)) && o.deaths().size() == names.length;
  }

  private static Predicate<Outcome> feedback(String player, String result) {
    return o -> o.feedback().stream()
        .anyMatch(f -> f.player().equals(player) && f.result().equals(result));
  }

  /** The probe of a component kind; fails for a kind that has none yet. */
  public static Probe probe(Class<?> kind) {
    Probe p = PROBES.get(kind.getSimpleName());
    if (p == null) {
      throw new AssertionError("no probe night for the component kind " + kind.getSimpleName()
          + ": add one to EveryComponentKind");
    }
    return p;
  }

  /**
   * One test per permitted subclass of {@link Component}: {@code resolver} resolves its probe
   * night without an exception and shows the probe's expectation.
   */
  public static Stream<DynamicTest> tests(NightResolver resolver) {
    return Stream.of(Component.class.getPermittedSubclasses()).map(kind ->
        DynamicTest.dynamicTest(kind.getSimpleName(), () -> {
          Probe p = probe(kind);
          Outcome o = resolver.resolve(
              NightText.parse(p.catalogue(), p.lines().toArray(String[]::new)));
          assertTrue(p.holds().test(o), () -> resolver.getClass().getSimpleName() + ", "
              + p.kind() + ": expected " + p.expectation() + ", got deaths " + o.deaths()
              + ", recruited " + o.recruited() + ", feedback " + o.feedback()
              + ", notices " + o.notices());
        }));
  }
}
