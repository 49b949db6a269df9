package org.nightres.snarf;

import org.nightres.core.component.Component;
import org.nightres.core.component.Ref;
import org.nightres.core.component.Component.Redirect;
import org.nightres.core.component.Component.Swap;
import org.nightres.core.component.KillClass;
import org.nightres.core.component.ResultKind;
import org.nightres.core.kernel.Board;
import org.nightres.core.kernel.Board.AbsenceState;
import org.nightres.core.kernel.Board.ArmedTrigger;
import org.nightres.core.kernel.Board.BlockState;
import org.nightres.core.kernel.Board.GuardState;
import org.nightres.core.kernel.Board.ProtectionState;
import org.nightres.core.kernel.Board.UntargetableState;
import org.nightres.core.kernel.EffectKernel.Act;
import org.nightres.core.kernel.EffectListener;
import org.nightres.core.kernel.KillHit;
import org.nightres.core.kernel.KillWording;
import org.nightres.core.kernel.Move;
import org.nightres.core.model.GameOptions;
import org.nightres.core.plan.NightPlan;
import org.nightres.core.plan.PlannedAction;

/**
 * Words what the kernel did with one component in the step log line of its action at its order
 * (SNARF's and the sequential scheme's step logs), and hands the scheduler what is its own: the
 * visits made (which triggers fire on) and the moves made (which the scheduler applies when its
 * scheme says).
 */
final class StepWords implements EffectListener<PlannedAction> {

  /** What a scheduler keeps of an action's components. */
  interface Scheduler {
    /** {@code act} visited {@code target}; {@code triggered}: by a trigger's response. */
    void visited(Act<PlannedAction> act, int target, boolean triggered);

    /** A redirect, swap or deflect was made at the line's order. */
    void moved(Move move);

    /**
     * {@code target}'s state will change as {@code c} says (a status given or cleared), by
     * {@code act} at {@code order}, worded on {@code line}.
     */
    void changed(Act<PlannedAction> act, StepLog.Line line, int order, int target,
        Component.Change c);
  }

  /** How the step log words kills: states cited with their order, deaths at the end. */
  static final KillWording<PlannedAction> WORDING = wording(" dies at the end of the night");

  /** As {@link #WORDING}, for a scheme whose deaths come at once. */
  static final KillWording<PlannedAction> AT_ONCE = wording(" dies");

  /**
   * As {@link #WORDING}, for a scheme whose deaths take effect once every action of their order
   * value has run (sequential's {@code deaths end-of-order}).
   */
  static final KillWording<PlannedAction> END_OF_ORDER =
      wording(" dies once every action of this order value has run");

  private static KillWording<PlannedAction> wording(String dies) {
    return new KillWording<>() {
      @Override
      public String cite(PlannedAction source, int order) {
        return source + " at [" + order + "]";
      }

      @Override
      public String failed(String why) {
        return "fails: " + why;
      }

      @Override
      public String dies(String victim) {
        return victim + dies;
      }

      @Override
      public String usedUpElsewhere() {
        return " (protection used up by another attack)";
      }

      @Override
      public String alsoHits(String holder, String at) {
        return "also hits " + holder + ", absent there";
      }
    };
  }

  private final NightPlan plan;
  private final GameOptions options;
  private final Act<PlannedAction> act;
  private final boolean triggered;
  private final StepLog.Line line;
  private final int k;
  private final Scheduler scheduler;
  private final KillWording<PlannedAction> wording;

  StepWords(NightPlan plan, Act<PlannedAction> act, boolean triggered, StepLog.Line line,
      int order, Scheduler scheduler) {
    this(plan, act, triggered, line, order, scheduler, WORDING);
  }

  /** As above, with the wording of kills {@code wording}. */
  StepWords(NightPlan plan, Act<PlannedAction> act, boolean triggered, StepLog.Line line,
      int order, Scheduler scheduler, KillWording<PlannedAction> wording) {
    this.wording = wording;
    this.plan = plan;
    this.options = plan.options();
    this.act = act;
    this.triggered = triggered;
    this.line = line;
    this.k = order;
    this.scheduler = scheduler;
  }

  @Override
  public void visited(int target) {
    scheduler.visited(act, target, triggered);
    line.visit(target, plan::name);
  }

  @Override
  public void unreached(Component c, int target, String why) {
    line.part(c.describe() + " fails: " + why);
  }

  @Override
  public void failed(Component c, int main, int player, UntargetableState<PlannedAction> by) {
    NightPlan plan = this.plan;
    line.part(() -> "fails: " + plan.name(player) + " is untargetable (" + by.source()
        + " at [" + by.order() + "])");
  }

  @Override
  public void cancelled(Component c, int main, PlannedAction by, String answer) {
    NightPlan plan = this.plan;
    line.part(() -> c.describe() + " on " + plan.name(main) + " is cancelled by " + by
        + " (its visit is answered " + answer + ")");
  }

  @Override
  public void blocked(BlockState<PlannedAction> b) {
    NightPlan plan = this.plan;
    int k = this.k;
    line.part(() -> plan.name(b.player()) + " is blocked from [" + k + "] on"
        + b.block().scope());
  }

  @Override
  public void untargetable(UntargetableState<PlannedAction> u) {
    NightPlan plan = this.plan;
    int k = this.k;
    line.part(() -> {
      String scope = u.untargetable().scopeText().strip();
      return plan.name(u.player()) + " is untargetable from [" + k + "] on"
          + (scope.isEmpty() ? "" : " (" + scope + ")");
    });
  }

  @Override
  public void absent(AbsenceState<PlannedAction> ab) {
    NightPlan plan = this.plan;
    int k = this.k;
    line.part(() -> plan.name(ab.holder()) + " is absent at " + (ab.at() < 0
        ? "nobody's (its visit was cancelled)" : plan.name(ab.at())) + " from [" + k
        + "] on (" + KillClass.describe(ab.absent().from()) + " kills)");
  }

  @Override
  public void protectedBy(ProtectionState<PlannedAction> p) {
    NightPlan plan = this.plan;
    int k = this.k;
    line.part(() -> plan.name(p.player()) + " is protected from [" + k + "] on");
  }

  @Override
  public void disguised(Board.DisguiseState<PlannedAction> d) {
    NightPlan plan = this.plan;
    int k = this.k;
    line.part(() -> plan.name(d.player()) + " appears to be " + d.as().name()
        + " to results that see " + d.disguise().strength().word() + " disguises from [" + k
        + "] on");
  }

  @Override
  public void guarded(GuardState<PlannedAction> g) {
    NightPlan plan = this.plan;
    int k = this.k;
    line.part(() -> plan.name(g.player()) + " is guarded by " + plan.name(g.guard())
        + " from [" + k + "] on");
  }

  @Override
  public void armed(ArmedTrigger<PlannedAction> t) {
    NightPlan plan = this.plan;
    line.part(() -> t.trigger().describe() + " is armed on " + plan.name(t.holder()));
  }

  @Override
  public void redirect(Redirect c, int actorOf, int to) {
    PlannedAction a = act.source();
    scheduler.moved(new Move(a, a.components().indexOf(c), Move.Kind.REDIRECT, actorOf, to,
        owner -> c.reaches(owner.tags())));
    NightPlan plan = this.plan;
    int k = this.k;
    line.part(() -> plan.name(actorOf) + "'s actions are redirected to " + plan.name(to)
        + " from [" + k + "] on" + c.scope());
  }

  @Override
  public void swap(Swap c, int first, int second) {
    PlannedAction a = act.source();
    scheduler.moved(new Move(a, a.components().indexOf(c), Move.Kind.SWAP, first, second,
        a2 -> true));
    NightPlan plan = this.plan;
    int k = this.k;
    line.part(() -> plan.name(first) + " and " + plan.name(second) + " are swapped from [" + k
        + "] on");
  }

  @Override
  public void deflect(Component.Deflect c, int holder, int to) {
    PlannedAction a = act.source();
    NightPlan plan = this.plan;
    scheduler.moved(new Move(a, a.components().indexOf(c), Move.Kind.DEFLECT, holder, to,
        owner -> c.reaches(owner.tags(), plan.player(owner.actor()))));
    int k = this.k;
    line.part(() -> "what lands on " + plan.name(holder) + " goes on to " + plan.name(to)
        + " from [" + k + "] on" + c.scope());
  }

  @Override
  public void killAimed(KillHit<PlannedAction> hit) {
    NightPlan plan = this.plan;
    KillWording<PlannedAction> wording = this.wording;
    line.part(() -> wording.describe(hit, plan::name));
  }

  @Override
  public void recruit(int target, boolean atOnce) {
    NightPlan plan = this.plan;
    boolean unlessDies = options.recruitFailsIfTargetDies();
    line.part(() -> {
      String t = plan.name(target);
      return t + (atOnce ? " is recruited at once" : " is recruited at the end of the night")
          + (unlessDies ? (atOnce ? ", undone if " : " unless ") + t + " dies tonight" : "");
    });
  }

  @Override
  public void fruit(int target) {
    NightPlan plan = this.plan;
    line.part(() -> plan.name(target) + " receives fruit");
  }

  @Override
  public void change(int target, Component.Change c) {
    NightPlan plan = this.plan;
    line.part(() -> plan.name(target) + " will " + c.change().claim());
    scheduler.changed(act, line, k, target, c);
  }

  @Override
  public void shielded(Component c, int main, Board.ProtectionState<PlannedAction> by) {
    NightPlan plan = this.plan;
    line.part(() -> plan.name(main) + " is protected from it (" + by.source() + " at ["
        + by.order() + "])");
  }

  @Override
  public void informed(int recipient, Component.Inform c, int about) {
    NightPlan plan = this.plan;
    line.part(() -> plan.name(recipient) + " learns the " + c.kind().label() + " of "
        + plan.name(about));
  }

  @Override
  public void notice(int target, Component.Notify c) {
    NightPlan plan = this.plan;
    PlannedAction source = act.source();
    int subject = c.namesSubject() ? act.bind().applyAsInt(Ref.subject()) : -1;
    line.part(() -> {
      String told = plan.told(source, c.message(), subject);
      return c.isPublic() ? "announced: " + (c.text() ? "\"" + told + "\" about " : told + " ")
          + plan.name(target) : plan.name(target) + " is told \"" + told + "\"";
    });
  }

  @Override
  public void result(ResultKind kind, int target) {
    NightPlan plan = this.plan;
    line.part(() -> kind.label() + " result on " + plan.name(target) + " at the end of the night");
  }
}
