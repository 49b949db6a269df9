package org.nightres.rar;

import com.google.common.base.VerifyException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.LongFunction;
import org.nightres.core.component.Component;
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
    /** The fake answers of blocks with feedback on the actor, earliest action first. */
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
  record EffectClaim(Claim claim, PlannedAction source, int receiver, Component component) {}

  /** Orders fruit and notices by causing action, then receiver, then what. */
  private record EffectKey(int action, int receiver, String what)
      implements Comparable<EffectKey> {
    @Override
    public int compareTo(EffectKey o) {
      int c = Integer.compare(action, o.action);
      c = c != 0 ? c : Integer.compare(receiver, o.receiver);
      return c != 0 ? c : what.compareTo(o.what);
    }
  }

  private final NightPlan plan;
  /** The recruiting action of each reason of a recruit claim, index for index. */
  private final IdentityHashMap<Claim, List<PlannedAction>> recruitersOf = new IdentityHashMap<>();
  final List<Claim> deaths = new ArrayList<>();
  final List<Claim> recruits = new ArrayList<>();
  final List<ResultQuestion> results = new ArrayList<>();
  final List<EffectClaim> effects = new ArrayList<>();

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
    TreeMap<EffectKey, EffectClaim> others = new TreeMap<>();
    for (Landing l : g.effects) {
      Optional<String> effect = l.component().accept(RECEIVES);
      if (effect.isEmpty()) {
        Claim c = recruited.computeIfAbsent(l.at(),
            x -> new Claim("Is " + plan.name(x) + " recruited?", x,
                order(RECRUITS, plan.playerInNight(x))));
        c.reasons.add(l.node());
        recruitersOf.computeIfAbsent(c, k -> new ArrayList<>()).add(l.action());
      } else {
        String what = effect.get();
        others.computeIfAbsent(new EffectKey(l.action().id(), l.at(), what), k -> new EffectClaim(
            new Claim("Does " + plan.name(l.at()) + " " + what + " from " + l.action() + "?",
                l.at(), order(EFFECTS, plan.actionInNight(l.action().id()))), l.action(), l.at(),
            l.component())).claim().reasons.add(l.node());
      }
    }
    recruits.addAll(recruited.values());
    effects.addAll(others.values());
    for (ReasonGraph.Asked r : g.results) {
      PlannedAction a = r.action();
      Component c = a.components().get(r.index());
      results.add(question(g, a, c, c.resultKind().orElseThrow(),
          g.landingsOf.get(a.id()).get(r.index())));
    }
  }

  private ResultQuestion question(ReasonGraph g, PlannedAction a, Component component,
      ResultKind kind, List<Landing> landings) {
    ResultQuestion q = new ResultQuestion(a, component, kind, landings);
    String who = plan.name(a.actor());
    long rank = order(RESULTS, plan.actionInNight(a.id()));
    ByKey answers = new ByKey();
    ByKey fallbacks = new ByKey();
    for (Landing l : landings) {
      int at = l.at();
      String there = plan.name(at);
      switch (kind) {
        case ALIGNMENT, ROLE -> {
          String v = OutcomeBuilder.playerResult(kind, plan.player(a.actor()), plan.player(at));
          answers.get(at,
              k -> new Claim("Does " + who + " learn that " + there + " is " + v + "?", at, rank))
              .reasons.add(l.node());
        }
        case TRACK -> {
          List<Reason> visits = new ArrayList<>();
          for (PlannedAction b : plan.actionsBy(at)) {
            if (!b.trackable()) {
              continue;
            }
            for (Landing v : visitsOf(g, b)) {
              visits.add(v.node());
              answers.get(key(at, v.at()), k -> new Claim("Does " + who + " see "
                  + there + " visit " + plan.name(v.at()) + "?", v.at(), rank))
                  .reasons.add(g.conjunction(List.of(l.node(), v.node()), List.of()));
            }
          }
          fallbacks.get(at,
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
            answers.get(key(at, b.actor()), k -> new Claim(
                "Does " + who + " see " + plan.name(b.actor()) + " visit " + there + "?",
                b.actor(), rank))
                .reasons.add(g.conjunction(List.of(l.node(), v.node()), List.of()));
          }
          fallbacks.get(at,
              k -> new Claim("Does " + who + " see nobody visit " + there + "?", at, rank))
              .reasons.add(g.conjunction(List.of(l.node()), visits));
        }
        case DETECT -> {
          List<Reason> attempts = new ArrayList<>();
          for (PlannedAction b : plan.actionsBy(at)) {
            if (b.ability().kills()) {
              for (Landing v : attempts(g, b)) {
                attempts.add(v.node());
                answers.get(at, k -> new Claim(
                    "Does " + who + " learn that " + there + " attempted a kill?", at, rank))
                    .reasons.add(g.conjunction(List.of(l.node(), v.node()), List.of()));
              }
            }
          }
          fallbacks.get(at, k -> new Claim(
              "Does " + who + " learn that " + there + " attempted no kill?", at, rank))
              .reasons.add(g.conjunction(List.of(l.node()), attempts));
        }
        default -> throw new IllegalStateException("unknown result kind " + kind);
      }
    }
    boolean pairs = kind == ResultKind.TRACK || kind == ResultKind.WATCH; // keyed (at, seen)
    for (int i = 0; i < answers.size; i++) {
      Claim c = answers.claims[i];
      long key = answers.keys[i];
      q.answers.add(c);
      q.values.add(kind.fromPlayers()
          ? OutcomeBuilder.playerResult(kind, plan.player(a.actor()), plan.player(c.subject)) : "");
      q.landedAt.add((int) (pairs ? key >>> 32 : key));
    }
    for (int i = 0; i < fallbacks.size; i++) {
      q.fallbacks.add(fallbacks.claims[i]);
    }
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

  /**
   * The claims of one question by key, in key order. A sorted array: a question has a few
   * claims (one per place it can land, or per pair of places a tracker or watcher sees), and
   * there is one question per information component of the night.
   */
  private static final class ByKey {
    private long[] keys = new long[2];
    private Claim[] claims = new Claim[2];
    private int size;

    /** The claim of {@code key}, made by {@code make} the first time it is asked for. */
    Claim get(long key, LongFunction<Claim> make) {
      int i = Arrays.binarySearch(keys, 0, size, key);
      if (i >= 0) {
        return claims[i];
      }
      i = -i - 1;
      if (size == keys.length) {
        keys = Arrays.copyOf(keys, 2 * size);
        claims = Arrays.copyOf(claims, 2 * size);
      }
      System.arraycopy(keys, i, keys, i + 1, size - i);
      System.arraycopy(claims, i, claims, i + 1, size - i);
      keys[i] = key;
      claims[i] = make.apply(key);
      size++;
      return claims[i];
    }
  }

  private static final int DEATHS = 0;
  private static final int RECRUITS = 1;
  private static final int RESULTS = 2;
  private static final int EFFECTS = 3;

  /** A claim's {@link Claim#order}: its group, then its player or action in the whole night. */
  private static long order(int group, int inNight) {
    return (long) group << 32 | inNight;
  }

  private static long key(int a, int b) {
    return ((long) a << 32) | b;
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
    for (ResultQuestion q : results) {
      q.feedback = feedback(q);
      q.landed = landed(q, evaluator);
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

  /** Writes the decided answers into {@code out}. */
  void report(OutcomeBuilder out) {
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
    for (ResultQuestion q : results) {
      out.result(q.action, q.component, q.landed, q.feedback);
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
          out.notice(e.source(), c, e.receiver(), c.message());
          return null;
        }

        @Override
        public Void visitInform(Component.Inform c) {
          out.inform(e.source(), c, e.receiver(), e.source().player(c.about()));
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
      });
    }
  }

  /**
   * What the receiver of an end-of-night effect gets, as a claim says it ("receive fruit");
   * empty for a recruitment, which is a claim of its own. Only effects land in {@code effects}.
   */
  private static final Component.Visitor<Optional<String>> RECEIVES = new Component.Visitor<>() {
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
      return Optional.of(c.change().claim());
    }

    @Override
    public Optional<String> visitNotify(Component.Notify c) {
      return Optional.of(c.isPublic() ? "be announced as " + c.message()
          : "get the notice \"" + c.message() + "\"");
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
      case ROLE -> {
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
