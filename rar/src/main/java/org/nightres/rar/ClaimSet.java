package org.nightres.rar;

import com.google.common.base.VerifyException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import org.nightres.core.component.Component;
import org.nightres.core.component.Ref;
import org.nightres.core.component.ResultKind;
import org.nightres.core.outcome.Feedback;
import org.nightres.core.plan.NightPlan;
import org.nightres.core.plan.OutcomeBuilder;
import org.nightres.core.plan.PlannedAction;
import org.nightres.rar.ReasonGraph.KillReason;
import org.nightres.rar.ReasonGraph.Landing;

/**
 * Every end-of-night question of a night ({@code schemes.md} §2.9, "Claims and their reasons")
 * and how their answers become feedback ("Feedback from claims"). Questions are asked in a fixed
 * order: deaths and recruitments by declaration order, information results by submission order,
 * fruit and notices by the order of the actions that cause them.
 */
final class ClaimSet {

  /** The claims behind one information component, and how they turn into one feedback line. */
  static final class ResultQuestion {
    final PlannedAction action;
    final ResultKind kind;
    /** Claims that give an answer: a value (investigate), a name (track, watch), positive. */
    final List<Claim> answers = new ArrayList<>();
    /** Values of {@link #answers} for investigations, same index. */
    final List<String> values = new ArrayList<>();
    /**
     * For answers a disguise gives, the disguise landing of each of its reasons, same indexes;
     * null for the others (and null for a question that sees no disguise).
     */
    List<List<Landing>> disguisesOf;
    /** The disguises used: those of the reasons that hold of the answers given, by {@link #decide}. */
    final List<Landing> used = new ArrayList<>(0);
    /** Where the information component landed for each of {@link #answers}, same index. */
    final IntList landedAt = new IntList(1);
    /** Every route of the information component. */
    final List<Landing> landings;
    /** The answer, set by {@link ClaimSet#decide}. */
    String feedback;
    /** Where it landed for its answer, set by {@link ClaimSet#decide}; -1 for no result. */
    int landed = -1;
    /** "goes nowhere", "no visitors", "negative". */
    final List<Claim> fallbacks = new ArrayList<>();
    /** The fake answers of blocks with feedback on the actor, first by value, then by action. */
    final List<Claim> fakes = new ArrayList<>();
    /** The values of {@link #fakes}, same index. */
    final List<String> fakeValues = new ArrayList<>();

    /** The information component. */
    final Component component;

    ResultQuestion(PlannedAction action, Component component, ResultKind kind,
        List<Landing> landings) {
      this.action = action;
      this.component = component;
      this.kind = kind;
      this.landings = landings;
    }
  }

  /** A claim that player {@code receiver} gets an effect (fruit, notice) from {@code source}. */
  record EffectClaim(Claim claim, PlannedAction source, int receiver, Component component,
      int subject) {}

  /** Orders fruit and notices by causing action, then receiver, then what. */
  private record EffectKey(int action, int receiver, String what, int part)
      implements Comparable<EffectKey> {
    @Override
    public int compareTo(EffectKey o) {
      int c = Integer.compare(action, o.action);
      c = c != 0 ? c : Integer.compare(receiver, o.receiver);
      c = c != 0 ? c : what.compareTo(o.what);
      return c != 0 ? c : Integer.compare(part, o.part);
    }

    /** Whether this is the same effect as {@code o} but for the component that makes it. */
    boolean alike(EffectKey o) {
      return o != null && action == o.action && receiver == o.receiver && what.equals(o.what);
    }
  }

  private final NightPlan plan;
  /** The recruiting action of each reason of a recruit claim, index for index. */
  private final IdentityHashMap<Claim, List<PlannedAction>> recruitersOf = new IdentityHashMap<>();
  final List<Claim> deaths = new ArrayList<>();
  final List<Claim> recruits = new ArrayList<>();
  final List<ResultQuestion> results = new ArrayList<>();
  final List<EffectClaim> effects = new ArrayList<>();
  /**
   * Per limited protection ({@code uses=}), one claim per kill it could spend a use on ("is
   * it used on the kill of ...?", or for {@code consume=attempt} "does it stop ..."), by the
   * plan id of the kill's own action.
   */
  private final java.util.LinkedHashMap<Landing, TreeMap<Integer, Claim>> spending =
      new java.util.LinkedHashMap<>();
  /**
   * Per action whose ability spends only when performed or succeeded: "does it happen?", and
   * for {@code spend succeeded} "does its kill kill?" (its other effects are seen by the
   * outcome as they are reported).
   */
  private final List<ActionClaim> happens = new ArrayList<>();
  private final List<ActionClaim> kills = new ArrayList<>();

  /** A claim about one action. */
  private record ActionClaim(PlannedAction action, Claim claim) {}

  /**
   * "Is the actor of {@code action} told {@code answer} by a cancel ({@link
   * Component.Cancel})?", with, for each reason of the claim, the index of the action's first
   * component the cancel stops and the player who cancels it.
   */
  private record CancelClaim(PlannedAction action, String answer, Claim claim, IntList component,
      IntList place, IntList param, java.util.BitSet holding) {}

  /** The cancels' answers, by action, then answer (first by value), in plan order. */
  final List<CancelClaim> cancels = new ArrayList<>(0);

  /** The words of an event that set a trigger off ({@link ReasonGraph.Event}). */
  private String setOff(ReasonGraph.Event event) {
    return switch (event.kind()) {
      case NONE -> "its own line";
      case ACTION -> plan.actions().get(event.id()).toString();
      case KILL -> plan.actions().get(event.id()) + "'s kill " + (1 + event.nth());
      case SHOT -> "a shot of " + plan.actions().get(event.id()) + " answering "
          + setOff(event.answers());
      case VISITOR -> "the visits of " + plan.name(event.id());
      case DEATH -> "the death of " + plan.name(event.id());
    };
  }

  private ClaimSet(NightPlan plan) {
    this.plan = plan;
  }

  static ClaimSet build(ReasonGraph g) {
    ClaimSet set = new ClaimSet(g.plan);
    set.collect(g);
    return set;
  }

  private void collect(ReasonGraph g) {
    for (int x = 0; x < plan.playerCount(); x++) {
      List<KillReason> kills = g.killsAt.get(x);
      if (!kills.isEmpty()) {
        Claim c = new Claim("Does " + plan.name(x) + " die?", x,
            order(DEATHS, plan.playerInNight(x)));
        kills.forEach(k -> c.reasons.add(k.node()));
        deaths.add(c);
      }
    }
    TreeMap<Integer, Claim> recruited = new TreeMap<>();
    // per effect, its landings by the event that set them off (none: an action's own)
    TreeMap<EffectKey, TreeMap<ReasonGraph.Event, List<Landing>>> others = new TreeMap<>();
    // each component is an effect of its own, however many routes land it: an action's two
    // alike components (attr(X, v+=1) twice, fruit twice) are two effects, as every scheme
    // applies them
    IdentityHashMap<Component, Integer> parts = new IdentityHashMap<>();
    for (Landing l : g.effects) {
      receiving = l;
      Optional<String> effect = l.component().accept(receives);
      if (effect.isEmpty()) {
        Claim c = recruited.computeIfAbsent(l.at(),
            x -> new Claim("Is " + plan.name(x) + " recruited?", x,
                order(RECRUITS, plan.playerInNight(x))));
        c.reasons.add(l.node());
        recruitersOf.computeIfAbsent(c, k -> new ArrayList<>()).add(l.action());
      } else {
        String what = l.component().asDisguise().map(d -> "appear as "
            + l.action().role(d.as()).name() + " (" + d.strength().word() + " disguise)")
            .orElse(effect.get()); // a role parameter is shown as the role given
        if (l.subject() >= 0 && l.component().refs().contains(Ref.subject())
            && !l.component().target().equals(Ref.subject())) { // a fact about the trigger's subject
          what = what + " about " + plan.name(l.subject());
        }
        int part = parts.computeIfAbsent(l.component(), c -> parts.size());
        others.computeIfAbsent(new EffectKey(l.action().id(), l.at(), what, part),
            k -> new TreeMap<>()).computeIfAbsent(l.event(), e -> new ArrayList<>()).add(l);
      }
    }
    recruits.addAll(recruited.values());
    EffectKey[] before = new EffectKey[1];
    others.forEach((k, byEvent) -> {
      String again = k.alike(before[0]) ? ", again" : ""; // an alike component's
      before[0] = k;
      byEvent.forEach((event, landings) -> {
        Landing l = landings.get(0); // a trigger fires once per event: one claim each
        String by = (byEvent.size() == 1 ? "" : ", set off by " + setOff(event)) + again;
        EffectClaim e = new EffectClaim(new Claim("Does " + plan.name(l.at()) + " " + k.what()
            + " from " + l.action() + by + "?", l.at(),
            order(EFFECTS, plan.actionInNight(l.action().id()))), l.action(), l.at(),
            l.component(), l.subject());
        landings.forEach(x -> e.claim().reasons.add(x.node()));
        effects.add(e);
      });
    });
    for (Reason r : g.performed) {
      Claim c = new Claim("Does " + r.action + " happen?", r.action.actor(),
          order(SPENDS, plan.actionInNight(r.action.id())));
      c.reasons.add(r);
      happens.add(new ActionClaim(r.action, c));
      if (r.action.ability().spend() == org.nightres.core.component.Ability.Spend.SUCCEEDED) {
        Claim k = new Claim("Does a kill of " + r.action + " kill?", r.action.actor(), c.order);
        for (int x = 0; x < plan.playerCount(); x++) {
          for (KillReason kr : g.killsAt.get(x)) {
            if (kr.own() == r.action.id()) {
              k.reasons.add(kr.node());
            }
          }
        }
        kills.add(new ActionClaim(r.action, k));
      }
    }
    TreeMap<String, CancelClaim> told = new TreeMap<>(); // by action (zero-padded), answer
    for (ReasonGraph.CancelAnswer k : g.cancelAnswers) {
      PlannedAction a = k.action();
      CancelClaim c = told.computeIfAbsent(String.format("%010d %s", a.id(), k.answer()),
          key -> new CancelClaim(a, k.answer(), new Claim("Is " + plan.name(a.actor())
              + " told " + k.answer() + " for " + a + ", cancelled?", a.actor(),
              order(EFFECTS, plan.actionInNight(a.id()))), new IntList(1), new IntList(1),
              new IntList(1), new java.util.BitSet()));
      c.claim().reasons.add(g.conjunction(List.of(k.visit().node(), k.armed()), List.of()));
      c.component().add(k.component());
      c.place().add(k.visit().at());
      c.param().add(k.visit().component().target().index());
    }
    cancels.addAll(told.values());
    for (ReasonGraph.Accounted a : g.accounted) {
      Landing p = a.protection();
      spending.computeIfAbsent(p, k -> new TreeMap<>()).computeIfAbsent(a.own(), own -> new Claim(
          "Does " + p.action() + " spend a use on " + plan.actions().get(own) + "?", p.at(),
          order(SPENDS, plan.actionInNight(p.action().id())))).reasons.add(a.reason());
    }
    for (ReasonGraph.Asked r : g.results) {
      PlannedAction a = r.action();
      Component c = a.components().get(r.index());
      results.add(question(g, a, c, c.resultKind().orElseThrow(),
          g.landingsOf.get(a.id()).get(r.index())));
    }
    g.responseResults.forEach((r, landings) -> results.add(question(g, r.action(),
        r.component(), r.component().resultKind().orElseThrow(), landings)));
  }

  /**
   * A yes-or-no result that landed at {@code l} against the {@code evidence} there (a
   * detective's kill attempts, a kill outcome's kills): "yes" has one reason per piece of
   * evidence, the landing and the piece; "no" is the landing, countered by every piece.
   */
  private static void evidence(ReasonGraph g, Landing l, List<Reason> evidence,
      TreeMap<Long, Claim> answers, TreeMap<Integer, Claim> fallbacks, String question,
      String yes, String no, long rank) {
    int at = l.at();
    for (Reason e : evidence) {
      answers.computeIfAbsent((long) at, k -> new Claim(question + yes, at, rank))
          .reasons.add(g.conjunction(List.of(l.node(), e), List.of()));
    }
    fallbacks.computeIfAbsent(at, k -> new Claim(question + no, at, rank))
        .reasons.add(g.conjunction(List.of(l.node()), evidence));
  }

  private ResultQuestion question(ReasonGraph g, PlannedAction a, Component component,
      ResultKind kind, List<Landing> landings) {
    ResultQuestion q = new ResultQuestion(a, component, kind, landings);
    String who = plan.name(a.actor());
    long rank = order(RESULTS, plan.actionInNight(a.id()));
    TreeMap<Long, Claim> answers = new TreeMap<>();
    TreeMap<Long, String> values = new TreeMap<>();
    TreeMap<Long, List<Landing>> disguises = new TreeMap<>(); // per answer, per reason
    TreeMap<Integer, Claim> fallbacks = new TreeMap<>();
    for (Landing l : landings) {
      int at = l.at();
      String there = plan.name(at);
      switch (kind) {
        case ALIGNMENT, ROLE, CATEGORY, CLASS, ATTRIBUTE -> {
          Component.Result r = component.asResult().orElseThrow();
          List<List<Landing>> seen = g.disguisesSeen(at, a, r);
          long trueKey = key(at, seen.size()); // after the disguises of its place
          Claim truth = answers.get(trueKey);
          if (truth == null) { // the first landing there: the value, once per place
            String v = OutcomeBuilder.playerResult(r, plan.player(a.actor()), plan.player(at),
                null);
            values.put(trueKey, v);
            truth = new Claim("Does " + who + " learn that " + there + " is " + v + "?", at, rank);
            answers.put(trueKey, truth);
          }
          if (seen.isEmpty()) {
            truth.reasons.add(l.node());
            break;
          }
          // rule 3 (WWR Disguising): {result, disguise} gives the disguised value; every disguise
          // it sees counters the true value, and every group ranked above counters a group
          List<Reason> above = new ArrayList<>();
          for (List<Landing> group : seen) {
            for (Landing d : group) {
              above.add(d.node());
            }
          }
          truth.reasons.add(g.conjunction(List.of(l.node()), above));
          addDisguise(disguises, trueKey, null);
          above.clear();
          for (int gi = 0; gi < seen.size(); gi++) {
            List<Landing> group = seen.get(gi);
            Landing first = group.get(0);
            org.nightres.core.component.Role as =
                first.action().role(first.component().asDisguise().orElseThrow().as());
            String dv = OutcomeBuilder.playerResult(r, plan.player(a.actor()), plan.player(at), as);
            long dk = key(at, gi);
            values.putIfAbsent(dk, dv);
            Claim c = answers.computeIfAbsent(dk, k -> new Claim("Does " + who + " learn that "
                + there + " is " + dv + " (disguised as " + as.name() + ")?", at, rank));
            for (Landing d : group) {
              c.reasons.add(g.conjunction(List.of(l.node(), d.node()), List.copyOf(above)));
              addDisguise(disguises, dk, d);
            }
            for (Landing d : group) {
              above.add(d.node());
            }
          }
        }
        case TRACK -> {
          List<Reason> visits = new ArrayList<>();
          for (PlannedAction b : plan.actionsBy(at)) {
            if (!b.trackable()) {
              continue;
            }
            for (Landing v : visitsOf(g, b)) {
              visits.add(v.node());
              answers.computeIfAbsent(key(at, v.at()), k -> new Claim("Does " + who + " see "
                  + there + " visit " + plan.name(v.at()) + "?", v.at(), rank))
                  .reasons.add(g.conjunction(List.of(l.node(), v.node()), List.of()));
            }
          }
          fallbacks.computeIfAbsent(at,
              k -> new Claim("Does " + who + " see " + there + " go nowhere?", at, rank))
              .reasons.add(g.conjunction(List.of(l.node()), visits));
        }
        case WATCH -> {
          List<Reason> visits = new ArrayList<>();
          for (Landing v : g.visitsAt.get(at)) {
            PlannedAction b = v.action();
            if (!b.trackable() || b.actor() == a.actor()) {
              continue;
            }
            visits.add(v.node());
            answers.computeIfAbsent(key(at, b.actor()), k -> new Claim(
                "Does " + who + " see " + plan.name(b.actor()) + " visit " + there + "?",
                b.actor(), rank))
                .reasons.add(g.conjunction(List.of(l.node(), v.node()), List.of()));
          }
          fallbacks.computeIfAbsent(at,
              k -> new Claim("Does " + who + " see nobody visit " + there + "?", at, rank))
              .reasons.add(g.conjunction(List.of(l.node()), visits));
        }
        case DETECT -> {
          List<Reason> attempts = new ArrayList<>();
          for (PlannedAction b : plan.actionsBy(at)) {
            if (b.ability().kills()) {
              for (Landing v : attempts(g, b)) {
                attempts.add(v.node());
              }
            }
          }
          evidence(g, l, attempts, answers, fallbacks, "Does " + who + " learn that " + there,
              " attempted a kill?", " attempted no kill?", rank);
        }
        case KILL_OUTCOME -> { // as a detective's, with the reasons for the death of the place
          List<Reason> kills = new ArrayList<>();
          for (ReasonGraph.KillReason k : g.killsAt.get(at)) {
            kills.add(k.node());
          }
          evidence(g, l, kills, answers, fallbacks, "Does " + who + " learn that " + there,
              " died?", " lives?", rank);
        }
        default -> throw new IllegalStateException("unknown result kind " + kind);
      }
    }
    boolean pairs = kind == ResultKind.TRACK || kind == ResultKind.WATCH; // keyed (at, seen)
    if (!disguises.isEmpty()) {
      q.disguisesOf = new ArrayList<>();
    }
    answers.forEach((key, c) -> {
      q.answers.add(c);
      q.values.add(kind.fromPlayers() ? values.get(key) : "");
      // keyed (at, slot) for results about a player, (at, seen) for trackers and watchers
      q.landedAt.add((int) (pairs || kind.fromPlayers() ? key >>> 32 : key));
      if (q.disguisesOf != null) {
        q.disguisesOf.add(disguises.get(key));
      }
    });
    q.fallbacks.addAll(fallbacks.values());
    for (Landing b : g.feedbackBlocks(a)) { // a blocked action answers a block's fake feedback
      String fake = ((Component.Block) b.component()).feedback().orElseThrow();
      Claim c = new Claim("Does " + who + " get the fake answer " + fake + " from "
          + b.action() + "?", a.actor(), rank);
      c.reasons.add(b.node());
      q.fakes.add(c);
      q.fakeValues.add(fake);
    }
    return q;
  }

  private static final int DEATHS = 0;
  private static final int RECRUITS = 1;
  private static final int RESULTS = 2;
  private static final int EFFECTS = 3;
  private static final int SPENDS = 4;

  /** A claim's {@link Claim#order}: its group, then its player or action in the whole night. */
  private static long order(int group, int inNight) {
    return (long) group << 32 | inNight;
  }

  private static long key(int a, int b) {
    return ((long) a << 32) | b;
  }

  /** Notes the disguise landing behind the next reason of answer {@code key} (null: none). */
  private static void addDisguise(TreeMap<Long, List<Landing>> disguises, long key, Landing d) {
    disguises.computeIfAbsent(key, k -> new ArrayList<>(1)).add(d);
  }

  /** The visits of an action: every route of every visit component. */
  private static List<Landing> visitsOf(ReasonGraph g, PlannedAction b) {
    return landingsOf(g, b, Component.Visit.class);
  }

  /** The evidence that a killing action was attempted: its visits, else its kills. */
  private static List<Landing> attempts(ReasonGraph g, PlannedAction b) {
    List<Landing> visits = visitsOf(g, b);
    return visits.isEmpty() ? landingsOf(g, b, Component.Kill.class) : visits;
  }

  /** Every landing of every component of {@code b} of one kind. */
  private static List<Landing> landingsOf(ReasonGraph g, PlannedAction b,
      Class<? extends Component> kind) {
    List<Landing> out = new ArrayList<>();
    List<Component> cs = b.components();
    for (int ci = 0; ci < cs.size(); ci++) {
      if (kind.isInstance(cs.get(ci))) {
        out.addAll(g.landingsOf.get(b.id()).get(ci));
      }
    }
    return out;
  }

  /** Decides every claim, then where each information component landed. */
  void decide(ChainEvaluator evaluator) {
    for (Claim c : all()) {
      c.decide(evaluator);
    }
    for (TreeMap<Integer, Claim> byKill : spending.values()) {
      for (Claim c : byKill.values()) {
        c.decide(evaluator);
      }
    }
    happens.forEach(c -> c.claim().decide(evaluator));
    kills.forEach(c -> c.claim().decide(evaluator));
    for (CancelClaim c : cancels) { // every reason: a cancel holds where its visit does
      for (int r = 0; r < c.claim().reasons.size(); r++) {
        if (evaluator.holds(c.claim().reasons.get(r))) {
          c.holding().set(r);
        }
      }
    }
    for (ResultQuestion q : results) {
      q.feedback = cancelled(q) ? Feedback.NOTHING : feedback(q);
      q.landed = landed(q, evaluator);
      if (q.disguisesOf != null) { // the disguises that gave the answer are used
        for (int i = 0; i < q.answers.size(); i++) {
          List<Landing> ds = q.disguisesOf.get(i);
          if (ds != null && ds.get(0) != null && gives(q, i)) {
            Claim c = q.answers.get(i);
            for (int r = 0; r < c.reasons.size(); r++) {
              if (evaluator.holds(c.reasons.get(r))) {
                q.used.add(ds.get(r));
              }
            }
          }
        }
      }
    }
  }

  /**
   * Whether information component {@code q} is cancelled: a cancel of its action holds at a
   * visit of the parameter it is aimed at (the visit follows its route). A cancelled result
   * answers nothing of its own: the cancel's answer is the action's ({@link #tellCancels}).
   */
  private boolean cancelled(ResultQuestion q) {
    Ref t = q.component.target();
    if (cancels.isEmpty() || t.kind() != Ref.Kind.PARAM) {
      return false;
    }
    for (CancelClaim c : cancels) {
      if (c.action() != q.action) {
        continue;
      }
      for (int r = 0; r < c.claim().reasons.size(); r++) {
        if (c.param().get(r) == t.index() && c.holding().get(r)) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Tells the actor of every cancelled action its answer, once: of the answers whose claims
   * hold, the first by value (as the kernel does), at its first cancelled component and the
   * lowest place that cancels it.
   */
  private void tellCancels(OutcomeBuilder out) {
    for (int i = 0, j; i < cancels.size(); i = j) {
      PlannedAction a = cancels.get(i).action();
      String answer = null; // the claims of one action come together, by answer
      int component = Integer.MAX_VALUE;
      int place = Integer.MAX_VALUE;
      for (j = i; j < cancels.size() && cancels.get(j).action() == a; j++) {
        CancelClaim c = cancels.get(j);
        if (!c.claim().holds()) {
          continue;
        }
        answer = answer == null ? c.answer() : answer;
        for (int r = c.holding().nextSetBit(0); r >= 0; r = c.holding().nextSetBit(r + 1)) {
          int ci = c.component().get(r);
          int at = c.place().get(r);
          if (ci < component || ci == component && at < place) {
            component = ci;
            place = at;
          }
        }
      }
      if (answer != null) {
        out.cancelled(a, a.components().get(component), place, answer);
      }
    }
  }

  /** Every claim in explanation order. */
  List<Claim> all() {
    List<Claim> out = new ArrayList<>(deaths);
    out.addAll(recruits);
    for (ResultQuestion q : results) {
      out.addAll(q.answers);
      out.addAll(q.fallbacks);
      out.addAll(q.fakes);
    }
    effects.forEach(e -> out.add(e.claim()));
    cancels.forEach(c -> out.add(c.claim()));
    return out;
  }

  /**
   * Reports the countable vests ({@code Bulletproof(n)}) needed tonight: a survivor's vest is
   * needed iff one of his death's reasons is not defeated once the vest's passive stands in the
   * chain from the start, that is, once Rule #4 ignores every counter the vest takes part in: the
   * night without the vest ({@link org.nightres.core.plan.VestAccounting}'s rule, decided on this
   * graph instead of a second resolution). Only the first countable protecting passive of a
   * player counts, as there.
   */
  void wornVests(ChainEvaluator evaluator, OutcomeBuilder out) {
    for (Claim c : deaths) {
      if (c.holds()) {
        continue;
      }
      PlannedAction vest = countableVest(c.subject);
      if (vest == null) {
        continue;
      }
      int[] without = {vest.id()};
      for (Reason r : c.reasons) {
        if (!evaluator.defeated(r.id, without)) {
          out.passiveNeeded(vest);
          break;
        }
      }
    }
  }

  /** The passive of the first countable protecting modifier of a player with uses left, or null. */
  private PlannedAction countableVest(int player) {
    for (PlannedAction a : plan.actionsBy(player)) {
      if (a.passive() && a.passiveOf().orElseThrow().countableProtection()) {
        return a;
      }
    }
    return null;
  }

  /**
   * Writes the decided answers into {@code out}, and the uses the limited protections spent:
   * one per kill they were used on ({@code consume=need}) or stopped ({@code attempt}), at most
   * one a night ({@code per-night}).
   */
  void report(OutcomeBuilder out) {
    for (ActionClaim h : happens) {
      if (h.claim().holds()) {
        out.performed(h.action());
      }
    }
    for (ActionClaim k : kills) {
      if (k.claim().holds()) {
        out.succeeded(k.action());
      }
    }
    spending.forEach((p, kills) -> {
      Component.Protect protect = (Component.Protect) p.component();
      int n = (int) kills.values().stream().filter(Claim::holds).count();
      if (protect.limit().orElseThrow().consume() == Component.Protect.Consume.PER_NIGHT) {
        n = Math.min(1, n);
      }
      if (n > 0) {
        out.spent(p.action(), protect, n);
      }
    });
    for (Claim c : deaths) {
      if (c.holds()) {
        out.death(c.subject);
      }
    }
    for (Claim c : recruits) {
      if (c.holds()) {
        out.recruited(c.subject, recruitersOf.get(c).get(c.holding()));
      }
    }
    tellCancels(out);
    for (ResultQuestion q : results) {
      out.result(q.action, q.component, q.landed, q.feedback);
      for (Landing d : q.used) {
        out.disguiseUsed(d.action(), d.component().asDisguise().orElseThrow(), d.at());
      }
    }
    for (EffectClaim e : effects) {
      if (!e.claim().holds()) {
        continue;
      }
      e.component().accept(new Component.Visitor<Void>() {
        @Override
        public Void visitKill(Component.Kill c) {
          throw new VerifyException("not a received effect: " + c.describe());
        }

        @Override
        public Void visitResult(Component.Result c) {
          throw new VerifyException("not a received effect: " + c.describe());
        }

        @Override
        public Void visitRecruit(Component.Recruit c) {
          throw new VerifyException("not a received effect: " + c.describe());
        }

        @Override
        public Void visitFruit(Component.Fruit c) {
          out.fruit(e.source(), c, e.receiver());
          return null;
        }

        @Override
        public Void visitChange(Component.Change c) {
          out.change(e.source(), c, e.receiver());
          return null;
        }

        @Override
        public Void visitNotify(Component.Notify c) {
          out.notice(e.source(), c, e.receiver(), c.message(),
              c.namesSubject() ? e.subject() : -1);
          return null;
        }

        @Override
        public Void visitInform(Component.Inform c) {
          out.inform(e.source(), c, e.receiver(), c.about().kind() == Ref.Kind.SUBJECT
              ? e.subject() : e.source().player(c.about()));
          return null;
        }

        @Override
        public Void visitVisit(Component.Visit c) {
          throw new VerifyException("not a received effect: " + c.describe());
        }

        @Override
        public Void visitProtect(Component.Protect c) {
          throw new VerifyException("not a received effect: " + c.describe());
        }

        @Override
        public Void visitBlock(Component.Block c) {
          throw new VerifyException("not a received effect: " + c.describe());
        }

        @Override
        public Void visitRedirect(Component.Redirect c) {
          throw new VerifyException("not a received effect: " + c.describe());
        }

        @Override
        public Void visitSwap(Component.Swap c) {
          throw new VerifyException("not a received effect: " + c.describe());
        }

        @Override
        public Void visitDeflect(Component.Deflect c) {
          throw new VerifyException("not a received effect: " + c.describe());
        }

        @Override
        public Void visitUntargetable(Component.Untargetable c) {
          throw new VerifyException("not a received effect: " + c.describe());
        }

        @Override
        public Void visitGuard(Component.Guard c) {
          throw new VerifyException("not a received effect: " + c.describe());
        }

        @Override
        public Void visitAbsent(Component.Absent c) {
          throw new VerifyException("not a received effect: " + c.describe());
        }

        @Override
        public Void visitTrigger(Component.Trigger c) {
          throw new VerifyException("not a received effect: " + c.describe());
        }

        @Override
        public Void visitDisguise(Component.Disguise c) {
          out.disguised(e.source(), c, e.receiver());
          return null;
        }

        @Override
        public Void visitCancel(Component.Cancel c) {
          throw new VerifyException("not a received effect: " + c.describe());
        }

        @Override
        public Void visitWhen(Component.When c) {
          throw new IllegalStateException("planning resolves " + c.describe());
        }
      });
    }
  }

  /**
   * What the receiver of an end-of-night effect gets, as a claim says it ("receive fruit");
   * empty for a recruitment, which is a claim of its own. Only effects land in {@code effects}.
   */
  /** The landing {@link #receives} words (a text names its players, as it is told). */
  private Landing receiving;

  private final Component.Visitor<Optional<String>> receives = new Component.Visitor<>() {
    @Override
    public Optional<String> visitKill(Component.Kill c) {
      throw new VerifyException("not an end-of-night effect: " + c.describe());
    }

    @Override
    public Optional<String> visitResult(Component.Result c) {
      throw new VerifyException("not an end-of-night effect: " + c.describe());
    }

    @Override
    public Optional<String> visitRecruit(Component.Recruit c) {
      return Optional.empty();
    }

    @Override
    public Optional<String> visitFruit(Component.Fruit c) {
      return Optional.of("receive fruit");
    }

    @Override
    public Optional<String> visitChange(Component.Change c) {
      // a change about another player (remember, link, align with) names him: two of one
      // action's changes about two players are two effects, as every scheme applies them
      return Optional.of(c.change().claim() + c.change().other().map(o -> " " + named(o))
          .orElse(""));
    }

    /** The player {@code ref} names in the landing {@link #receiving}, or the ref as written. */
    private String named(Ref ref) {
      return switch (ref.kind()) {
        case SELF, PARAM -> plan.name(receiving.action().player(ref));
        case SUBJECT -> receiving.subject() < 0 ? ref.toString() : plan.name(receiving.subject());
        default -> ref.toString();
      };
    }

    @Override
    public Optional<String> visitNotify(Component.Notify c) {
      String told = plan.told(receiving.action(), c.message(), receiving.subject());
      return Optional.of(c.isPublic() ? "be announced as " + (c.text() ? "\"" + told + "\"" : told)
          : "get the notice \"" + told + "\"");
    }

    @Override
    public Optional<String> visitInform(Component.Inform c) {
      return Optional.of("learn the " + c.kind().label() + " of " + c.about());
    }

    @Override
    public Optional<String> visitVisit(Component.Visit c) {
      throw new VerifyException("not an end-of-night effect: " + c.describe());
    }

    @Override
    public Optional<String> visitProtect(Component.Protect c) {
      throw new VerifyException("not an end-of-night effect: " + c.describe());
    }

    @Override
    public Optional<String> visitBlock(Component.Block c) {
      throw new VerifyException("not an end-of-night effect: " + c.describe());
    }

    @Override
    public Optional<String> visitRedirect(Component.Redirect c) {
      throw new VerifyException("not an end-of-night effect: " + c.describe());
    }

    @Override
    public Optional<String> visitSwap(Component.Swap c) {
      throw new VerifyException("not an end-of-night effect: " + c.describe());
    }

    @Override
    public Optional<String> visitDeflect(Component.Deflect c) {
      throw new VerifyException("not an end-of-night effect: " + c.describe());
    }

    @Override
    public Optional<String> visitUntargetable(Component.Untargetable c) {
      throw new VerifyException("not an end-of-night effect: " + c.describe());
    }

    @Override
    public Optional<String> visitGuard(Component.Guard c) {
      throw new VerifyException("not an end-of-night effect: " + c.describe());
    }

    @Override
    public Optional<String> visitAbsent(Component.Absent c) {
      throw new VerifyException("not an end-of-night effect: " + c.describe());
    }

    @Override
    public Optional<String> visitTrigger(Component.Trigger c) {
      throw new VerifyException("not an end-of-night effect: " + c.describe());
    }

    @Override
    public Optional<String> visitDisguise(Component.Disguise c) {
      return Optional.of("appear as " + c.as() + " (" + c.strength().word() + " disguise)");
    }

    @Override
    public Optional<String> visitCancel(Component.Cancel c) {
      throw new VerifyException("not an end-of-night effect: " + c.describe());
    }

    @Override
    public Optional<String> visitWhen(Component.When c) {
      throw new IllegalStateException("planning resolves " + c.describe());
    }
  };

  /** The feedback line of one information component. */
  String feedback(ResultQuestion q) {
    String real = trueFeedback(q);
    if (real.equals(Feedback.NO_RESULT)) {
      for (int i = 0; i < q.fakes.size(); i++) {
        if (q.fakes.get(i).holds()) {
          return q.fakeValues.get(i);
        }
      }
    }
    return real;
  }

  /** The feedback of one information component, fake feedback aside. */
  private String trueFeedback(ResultQuestion q) {
    switch (q.kind) {
      case ALIGNMENT -> {
        String value = null;
        for (int i = 0; i < q.answers.size(); i++) {
          if (q.answers.get(i).holds()) {
            String v = q.values.get(i);
            // two values can hold only through Rule #4 path dependence; guilty wins (documented)
            value = value == null || v.equals(Feedback.GUILTY) ? v : value;
          }
        }
        return value == null ? Feedback.NO_RESULT : value;
      }
      case ROLE, CATEGORY, CLASS, ATTRIBUTE -> {
        for (int i = 0; i < q.answers.size(); i++) { // answers by place: the first place wins
          if (q.answers.get(i).holds()) {
            return q.values.get(i); // two can hold only through Rule #4 path dependence
          }
        }
        return Feedback.NO_RESULT;
      }
      case TRACK, WATCH -> {
        int[] seen = new int[q.answers.size()];
        int n = 0;
        for (Claim c : q.answers) {
          if (c.holds()) {
            seen[n++] = c.subject;
          }
        }
        if (n > 0) {
          return plan.joinNames(Arrays.copyOf(seen, n));
        }
        String none = q.kind == ResultKind.TRACK ? Feedback.NOWHERE : Feedback.NO_VISITORS;
        return anyHolds(q.fallbacks) ? none : Feedback.NO_RESULT;
      }
      case DETECT -> {
        if (anyHolds(q.answers)) {
          return Feedback.POSITIVE;
        }
        return anyHolds(q.fallbacks) ? Feedback.NEGATIVE : Feedback.NO_RESULT;
      }
      case KILL_OUTCOME -> {
        if (anyHolds(q.answers)) {
          return Feedback.SUCCESS;
        }
        return anyHolds(q.fallbacks) ? Feedback.FAILURE : Feedback.NO_RESULT;
      }
      default -> throw new IllegalStateException("unknown result kind " + q.kind);
    }
  }

  /**
   * Where the information component landed for its answer {@code q.feedback}, or -1 for
   * {@code no result}: the place of a claim that holds and gives that answer (an answer, else a
   * fallback). Under Rule #4 claims at several places can hold together (a mover's own visit is
   * seen through the move it makes): then the lowest place whose route itself holds, asked
   * alone, else the lowest place.
   */
  private static int landed(ResultQuestion q, ChainEvaluator evaluator) {
    int first = place(q, 0);
    if (first >= 0 && place(q, first + 1) >= 0) { // several places
      int best = -1;
      for (Landing l : q.landings) {
        if ((best < 0 || l.at() < best) && isPlace(q, l.at()) && evaluator.holds(l.node())) {
          best = l.at();
        }
      }
      if (best >= 0) {
        return best;
      }
    }
    return first;
  }

  /** The smallest place from {@code from} on where a claim giving {@code q}'s answer holds, or -1. */
  private static int place(ResultQuestion q, int from) {
    int best = -1;
    boolean answered = false;
    for (int i = 0; i < q.answers.size(); i++) {
      if (gives(q, i)) {
        answered = true;
        int at = q.landedAt.get(i);
        best = at >= from && (best < 0 || at < best) ? at : best;
      }
    }
    if (answered) {
      return best;
    }
    for (Claim c : q.fallbacks) { // only when no answer holds
      if (c.holds() && c.subject >= from && (best < 0 || c.subject < best)) {
        best = c.subject; // a fallback's subject is the place it landed
      }
    }
    return best;
  }

  private static boolean isPlace(ResultQuestion q, int at) {
    return place(q, at) == at;
  }

  /** Whether answer {@code i} holds and gives the question's answer. */
  private static boolean gives(ResultQuestion q, int i) {
    return q.answers.get(i).holds()
        && (!q.kind.fromPlayers() || q.values.get(i).equals(q.feedback));
  }

  private static boolean anyHolds(List<Claim> claims) {
    for (Claim c : claims) {
      if (c.holds()) {
        return true;
      }
    }
    return false;
  }
}
