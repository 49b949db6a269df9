package org.nightres.core.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nightres.core.Scheme;
import org.nightres.core.component.Component;
import org.nightres.core.component.Ref;
import org.nightres.core.component.ResultKind;
import org.nightres.core.kernel.Board.AbsenceState;
import org.nightres.core.kernel.Board.ArmedTrigger;
import org.nightres.core.kernel.Board.BlockState;
import org.nightres.core.kernel.Board.GuardState;
import org.nightres.core.kernel.Board.ProtectionState;
import org.nightres.core.kernel.Board.UntargetableState;
import org.nightres.core.kernel.EffectKernel.Act;
import org.nightres.core.plan.NightPlan;
import org.nightres.core.plan.OutcomeBuilder;
import org.nightres.core.plan.PlannedAction;
import org.nightres.core.testing.NightText;

/**
 * The kernel's application rules as both schedulers use them: a staged board is invisible until
 * committed (SNARF's simultaneity), a board written directly is visible at once (NAR), an act
 * may be exempt from its own states, and a blocked information component answers no result.
 */
class EffectKernelTest {
  private static final Ref X = Ref.param(0);

  private final NightPlan plan = NightPlan.of(NightText.parse(
      "player S town Rolestopper", "player V town Vigilante", "player C town Cop",
      "player A town Vanilla", "S stop A", "V kill A", "C investigate A"));
  private final EffectKernel<PlannedAction> kernel = new EffectKernel<>(plan,
      new OutcomeBuilder(plan, Scheme.SNARF), a -> a, KillSettlement.Mode.END_OF_NIGHT);
  private final Events events = new Events();

  private PlannedAction action(String description) {
    return plan.actions().stream().filter(a -> a.toString().equals(description)).findFirst()
        .orElseThrow();
  }

  private Act<PlannedAction> act(PlannedAction a) {
    return new Act<>(a, a.actor(), a.trackable(), a::player, 40, s -> true);
  }

  private int a() {
    return plan.night().indexOf("A");
  }

  @Test
  void aStagedStateCountsOnlyOnceCommitted() {
    PlannedAction stop = action("S stop A");
    PlannedAction kill = action("V kill A");
    Board<PlannedAction> staged = new Board<>();
    kernel.apply(act(stop), Component.Untargetable.of(X), a(), staged, events);
    kernel.apply(act(kill), Component.Kill.of(X), a(), staged, events);
    kernel.board().commit(staged);
    kernel.apply(act(kill), Component.Kill.of(X), a(), new Board<>(), events);
    assertEquals(List.of("untargetable A", "kill A", "failed kill(X) at A"), events.seen);
  }

  @Test
  void aStateWrittenToTheBoardCountsAtOnceExceptForItsOwnAct() {
    PlannedAction stop = action("S stop A");
    kernel.apply(act(stop), Component.Untargetable.of(X), a(), kernel.board(), events);
    Act<PlannedAction> own = new Act<>(stop, stop.actor(), true, stop::player, 0, s -> s != stop);
    kernel.apply(own, Component.Block.of(X), a(), kernel.board(), events);
    kernel.apply(act(action("V kill A")), Component.Kill.of(X), a(), kernel.board(), events);
    assertEquals(List.of("untargetable A", "blocked A", "failed kill(X) at A"), events.seen);
  }

  @Test
  void aBlockedInformationComponentAnswersNoResult() {
    PlannedAction cop = action("C investigate A");
    Component.Result investigate = new Component.Result(X, ResultKind.ALIGNMENT);
    assertEquals(Optional.of(ResultKind.ALIGNMENT), kernel.blocked(act(cop), investigate));
    assertEquals(Optional.empty(), kernel.blocked(act(cop), new Component.Visit(X)));
    EffectKernel.NightEnd end = kernel.endOfNight(new EffectKernel.Responder<>() {
      @Override
      public Act<PlannedAction> act(PlannedAction source, int actor,
          java.util.function.ToIntFunction<org.nightres.core.component.Ref> bind) {
        return new Act<>(source, actor, false, bind, 0, s -> true);
      }

      @Override
      public EffectListener<PlannedAction> listener(Act<PlannedAction> act, String why) {
        return events;
      }
    });
    assertEquals(1, end.answers().size());
    assertTrue(end.answers().get(0).line().text().endsWith(": no result"), end.answers().toString());
  }

  /** Records each event as a short text. */
  private final class Events implements EffectListener<PlannedAction> {
    final List<String> seen = new ArrayList<>();

    private String name(int p) {
      return plan.name(p);
    }

    @Override
    public void visited(int target) {
      seen.add("visit " + name(target));
    }

    @Override
    public void unreached(Component c, int target, String why) {
      seen.add("unreached " + c.describe() + " at " + name(target) + ": " + why);
    }

    @Override
    public void failed(Component c, int main, int player, UntargetableState<PlannedAction> by) {
      seen.add("failed " + c.describe() + " at " + name(player));
    }

    @Override
    public void cancelled(Component c, int main, PlannedAction by, String answer) {
      seen.add("cancelled " + c.describe() + " at " + name(main) + ": " + answer);
    }

    @Override
    public void blocked(BlockState<PlannedAction> state) {
      seen.add("blocked " + name(state.player()));
    }

    @Override
    public void untargetable(UntargetableState<PlannedAction> state) {
      seen.add("untargetable " + name(state.player()));
    }

    @Override
    public void absent(AbsenceState<PlannedAction> state) {
      seen.add("absent " + name(state.holder()));
    }

    @Override
    public void protectedBy(ProtectionState<PlannedAction> state) {
      seen.add("protected " + name(state.player()));
    }

    @Override
    public void guarded(GuardState<PlannedAction> state) {
      seen.add("guarded " + name(state.player()));
    }

    @Override
    public void disguised(Board.DisguiseState<PlannedAction> state) {
      seen.add("disguised " + name(state.player()) + " as " + state.as().name());
    }

    @Override
    public void armed(ArmedTrigger<PlannedAction> trigger) {
      seen.add("armed " + name(trigger.holder()));
    }

    @Override
    public void redirect(Component.Redirect c, int actorOf, int to) {
      seen.add("redirect " + name(actorOf) + " " + name(to));
    }

    @Override
    public void swap(Component.Swap c, int first, int second) {
      seen.add("swap " + name(first) + " " + name(second));
    }

    @Override
    public void deflect(Component.Deflect c, int holder, int to) {
      seen.add("deflect " + name(holder) + " " + name(to));
    }

    @Override
    public void killAimed(KillHit<PlannedAction> hit) {
      seen.add("kill " + name(hit.victim()));
    }

    @Override
    public void recruit(int target, boolean atOnce) {
      seen.add("recruit " + name(target));
    }

    @Override
    public void fruit(int target) {
      seen.add("fruit " + name(target));
    }

    @Override
    public void change(int target, Component.Change c) {
      seen.add(c.change().word() + " " + name(target));
    }

    @Override
    public void shielded(Component c, int main, Board.ProtectionState<PlannedAction> by) {
      seen.add("shielded " + name(main));
    }

    @Override
    public void informed(int recipient, Component.Inform c, int about) {
      seen.add("inform " + name(recipient) + " of " + name(about));
    }

    @Override
    public void notice(int target, Component.Notify c) {
      seen.add("notice " + name(target));
    }

    @Override
    public void result(ResultKind kind, int target) {
      seen.add("result " + name(target));
    }
  }
}
