package org.nightres.core.component;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The one evaluation of a premise ({@link Premise#holds}) on facts, the numeric comparisons of
 * attribute filters, a counter's arithmetic ({@link StateChange.Count}) and a guard's parts.
 */
class PremiseTest {

  private record P(String alignment, List<Role> roles, Map<String, String> attributes)
      implements PlayerFilter.Subject {}

  private static final Role REAPER = Role.builder().name("Reaper").build();
  private static final P ANN = new P("town", List.of(), Map.of("marker", "yes", "count", "2"));
  private static final P REX = new P("werewolf", List.of(REAPER), Map.of());

  /** Self is Ann, X is Rex, stored(target) names nobody, and both are living. */
  private static final Premise.Facts FACTS = new Premise.Facts() {
    @Override
    public Optional<P> player(Ref subject) {
      return switch (subject.kind()) {
        case SELF -> Optional.of(ANN);
        case PARAM -> Optional.of(REX);
        default -> Optional.empty();
      };
    }

    @Override
    public Iterable<P> living() {
      return List.of(ANN, REX);
    }

    @Override
    public int night() {
      return 2;
    }

    @Override
    public int total() {
      return 5; // three players dead
    }

    @Override
    public boolean disguisedBy(PlayerFilter.Subject player, PlayerFilter.Subject giver) {
      return player == REX && giver == ANN; // Ann disguised Rex
    }

    @Override
    public Optional<String> group(String group, String key) {
      return group.equals("hell") && key.equals("counter") ? Optional.of("2") : Optional.empty();
    }
  };

  private static PlayerFilter f(String text) {
    return PlayerFilter.parse(text).orElseThrow();
  }

  @Test
  void aGroupsCounterIsComparedAndNoneIsZero() {
    assertTrue(Premise.group("hell", "counter", ">", 1).holds(FACTS));
    assertFalse(Premise.group("hell", "counter", ">", 2).holds(FACTS));
    assertTrue(Premise.group("pit", "counter", "=", 0).holds(FACTS));
    assertEquals("group(hell).counter>0", Premise.group("hell", "counter", ">", 0).toString());
  }

  @Test
  void numbersOfTheGameCompared() {
    Premise.Tally living = new Premise.Tally(Optional.of(GameValue.Base.LIVING),
        List.of(), ">", 1);
    assertTrue(Premise.tally(living).holds(FACTS), "two living");
    assertFalse(Premise.tally(living).negate().holds(FACTS));
    assertEquals("living>1", Premise.tally(living).toString());
    assertTrue(Premise.tally(new Premise.Tally(Optional.of(GameValue.Base.TOTAL),
        List.of(), ">=", 5)).holds(FACTS), "the dead count in total");
    assertFalse(Premise.tally(new Premise.Tally(Optional.of(GameValue.Base.TOTAL),
        List.of(), "<", 5)).holds(FACTS));
    Premise wolves = Premise.tally(new Premise.Tally(Optional.empty(),
        List.of(f("align:werewolf")), "=", 1));
    assertTrue(wolves.holds(FACTS), "one living werewolf");
    assertEquals("!count(align:werewolf)=1", wolves.negate().toString());
    assertFalse(Premise.tally(new Premise.Tally(Optional.empty(), List.of(f("attr:marker")),
        "<=", 0)).holds(FACTS), "Ann holds a marker");
    assertThrows(IllegalArgumentException.class, () -> new Premise.Tally(Optional.empty(),
        List.of(), "=", 1));
    assertThrows(IllegalArgumentException.class, () -> new Premise.Tally(
        Optional.of(GameValue.Base.LIVING), List.of(), "!=", 1));
  }

  @Test
  void aCountOfSeveralFiltersCountsThePlayersWhoPassEachAndReadsTheDisguisesTheHolderGave() {
    PlayerFilter disguised = PlayerFilter.parse("disguised:self", true).orElseThrow();
    assertTrue(PlayerFilter.parse("disguised:self").isEmpty(), "where the holder is known only");
    assertTrue(PlayerFilter.parse("disguised:other", true).isEmpty(), "disguised:self only");
    Premise wolves = Premise.tally(new Premise.Tally(Optional.empty(),
        List.of(disguised, f("align:werewolf")), "=", 1));
    assertTrue(wolves.holds(FACTS), "Ann (self) disguised Rex, a werewolf");
    assertEquals("count(disguised:self&align:werewolf)=1", wolves.toString());
    assertTrue(Premise.tally(new Premise.Tally(Optional.empty(),
        List.of(disguised, f("attr:marker")), "=", 0)).holds(FACTS), "Rex holds no marker");
    assertTrue(Premise.in(Ref.param(0), disguised).holds(FACTS));
    assertFalse(Premise.in(Ref.self(), disguised).holds(FACTS), "nobody disguised Ann");
    assertThrows(IllegalStateException.class, () -> disguised.matches(REX, ANN),
        "read from the state by premises, never from a player alone");
  }

  @Test
  void aSubjectInACondition() {
    assertTrue(Premise.in(Ref.self(), f("attr:marker")).holds(FACTS));
    assertFalse(Premise.in(Ref.self(), f("!attr:marker")).holds(FACTS));
    assertTrue(Premise.in(Ref.param(0), f("align:werewolf")).holds(FACTS));
    assertTrue(Premise.in(Ref.param(0), f("role:Reaper")).holds(FACTS));
    assertFalse(Premise.in(Ref.param(0), f("!role:Reaper")).holds(FACTS));
  }

  @Test
  void existence() {
    assertTrue(Premise.exists(f("role:Reaper")).holds(FACTS));
    assertFalse(Premise.exists(f("role:Reaper")).negate().holds(FACTS));
    assertFalse(Premise.exists(f("align:hell")).holds(FACTS));
    assertTrue(Premise.exists(f("align:hell")).negate().holds(FACTS));
    assertFalse(Premise.exists(Ref.stored("target")).holds(FACTS), "names nobody");
    assertTrue(Premise.exists(Ref.stored("target")).negate().holds(FACTS));
    assertTrue(Premise.exists(Ref.self()).holds(FACTS));
  }

  @Test
  void aSubjectThatNamesNobodyPassesNoFilterButItsNegationHolds() {
    Premise in = Premise.in(Ref.stored("target"), f("align:hell"));
    Premise notIn = Premise.in(Ref.stored("target"), f("!align:hell"));
    assertFalse(in.holds(FACTS));
    assertFalse(notIn.holds(FACTS), "no player is not of hell either");
    assertTrue(in.negate().holds(FACTS), "the whole test negated");
    assertEquals("!stored(target) in align:hell", in.negate().toString());
    assertEquals("self in !attr:marker", Premise.in(Ref.self(), f("!attr:marker")).toString());
    assertEquals("exists role:Reaper", Premise.exists(f("role:Reaper")).toString());
    assertEquals("stored(target) exists", Premise.exists(Ref.stored("target")).toString());
  }

  @Test
  void aTriggersSubjectIsReadThroughTheFactsThatBindHim() {
    Premise wolf = Premise.in(Ref.subject(), f("align:werewolf"));
    assertTrue(wolf.readsSubject());
    assertFalse(Premise.in(Ref.self(), f("align:werewolf")).readsSubject());
    assertFalse(wolf.holds(FACTS), "no subject bound: he passes no filter");
    assertTrue(wolf.negate().holds(FACTS));
    Premise.Facts rexCame = new Premise.Facts() {
      @Override
      public Optional<P> player(Ref subject) {
        return subject.kind() == Ref.Kind.SUBJECT ? Optional.of(REX)
            : subject.kind() == Ref.Kind.SELF ? Optional.of(ANN) : Optional.empty();
      }

      @Override
      public Iterable<P> living() {
        return List.of(ANN, REX);
      }

      @Override
      public int night() {
        return 1;
      }

      @Override
      public int total() {
        return 2;
      }

      @Override
      public boolean disguisedBy(PlayerFilter.Subject player, PlayerFilter.Subject giver) {
        return false;
      }

      @Override
      public Optional<String> group(String group, String key) {
        return Optional.empty();
      }
    };
    assertTrue(wolf.holds(rexCame));
    assertFalse(Premise.in(Ref.subject(), f("!align:werewolf")).holds(rexCame));
    assertEquals("subject in align:werewolf", wolf.toString());
  }

  @Test
  void allMustHold() {
    Premise yes = Premise.in(Ref.self(), f("attr:marker"));
    Premise no = Premise.exists(f("align:hell"));
    assertTrue(Premise.all(List.of(), FACTS));
    assertTrue(Premise.all(List.of(yes), FACTS));
    assertFalse(Premise.all(List.of(yes, no), FACTS));
  }

  @Test
  void attributesCompareAsNumbers() {
    assertTrue(f("attr:count>1").matches(ANN));
    assertFalse(f("attr:count>2").matches(ANN));
    assertTrue(f("attr:count>=2").matches(ANN));
    assertTrue(f("attr:count<=2").matches(ANN));
    assertFalse(f("attr:count<2").matches(ANN));
    assertTrue(f("attr:count=2").matches(ANN));
    assertTrue(f("attr:count<1").matches(REX), "no counter is 0");
    assertFalse(f("attr:count>0").matches(REX));
    assertFalse(f("attr:marker>0").matches(ANN), "a value that is no number compares as nothing");
    assertFalse(f("attr:marker<1").matches(ANN));
    assertTrue(f("!attr:count>5").matches(ANN));
    assertEquals(Optional.empty(), PlayerFilter.parse("attr:count>x"));
    assertEquals(Optional.empty(), PlayerFilter.parse("attr:count>>1"));
    assertThrows(IllegalArgumentException.class,
        () -> new PlayerFilter(false, PlayerFilter.Kind.ATTR, "k<"));
  }

  @Test
  void aCounterAddsToTheValueItFinds() {
    StateChange.Count up = new StateChange.Count("counter", 2);
    StateChange.Count down = new StateChange.Count("counter", -1);
    assertEquals("2", up.after(Optional.empty()), "none is 0");
    assertEquals("5", up.after(Optional.of("3")));
    assertEquals("-1", down.after(Optional.empty()));
    assertEquals("-1", down.after(Optional.of("yes")), "a value that is no number counts as 0");
    assertEquals("counter+=2", up.describe());
    assertEquals("counter-=1", down.describe());
    assertThrows(IllegalArgumentException.class, () -> new StateChange.Count("counter", 0));
  }

  @Test
  void aNightPremiseReadsTheNightsNumber() {
    Premise first = Premise.night(new Premise.Nights(1, 1));
    Premise late = Premise.night(new Premise.Nights(2, Integer.MAX_VALUE));
    Premise some = Premise.night(new Premise.Nights(2, 3));
    assertEquals("night 1", first.toString());
    assertEquals("night 2+", late.toString());
    assertEquals("!night 2-3", some.negate().toString());
    assertFalse(first.holds(FACTS), "FACTS is night 2");
    assertTrue(late.holds(FACTS));
    assertTrue(some.holds(FACTS));
    assertFalse(some.negate().holds(FACTS));
    assertFalse(first.readsSubject());
    assertThrows(IllegalArgumentException.class, () -> new Premise.Nights(3, 2));
    assertThrows(IllegalArgumentException.class, () -> new Premise.IsSelf(Ref.self()));
    assertThrows(IllegalArgumentException.class,
        () -> new Premise.AnyOf(List.of(List.of(first))));
    assertThrows(IllegalArgumentException.class, () -> new Premise.Not(first.negate()));
    assertEquals(first, first.negate().negate());
  }

  @Test
  void aGuardChoosesAndShowsWhatItChoosesBetween() {
    Component protect = new Component.Protect(Ref.self(), java.util.Set.of(), KillClass.KILL,
        false);
    Component notice = Component.Notify.of(Ref.self(), "spent", "spent");
    Component.When w = new Component.When(List.of(Premise.in(Ref.self(), f("!attr:used"))),
        List.of(protect), List.of(notice));
    assertEquals(List.of(protect), w.chosen(true));
    assertEquals(List.of(notice), w.chosen(false));
    assertEquals(List.of(protect, notice), w.guarded());
    assertEquals(List.of(protect, notice), Component.flat(List.of(w)));
    assertEquals(Optional.of(w), w.asWhen());
    assertEquals("if(self in !attr:used then " + protect.describe() + " else "
        + notice.describe() + ")", w.describe());
    assertThrows(IllegalArgumentException.class,
        () -> new Component.When(List.of(), List.of(protect), List.of()));
    assertThrows(IllegalArgumentException.class,
        () -> new Component.When(w.premises(), List.of(), List.of(notice)));
  }

  @Test
  void aCategoryFilterReadsTheCategoriesOfThePlayersRoles() {
    Role seer = Role.builder().name("Seer").category("Investigative").build();
    P see = new P("town", List.of(REAPER, seer), Map.of());
    assertTrue(f("category:investigative").matches(see), "one of his roles, whatever the case");
    assertFalse(f("category:Investigative").matches(REX), "a role naming no category");
    assertTrue(f("!category:Investigative").matches(ANN));
    assertEquals("count(category:Investigative)=0", Premise.tally(new Premise.Tally(
        Optional.empty(), List.of(f("category:Investigative")), "=", 0)).toString());
    assertTrue(Premise.tally(new Premise.Tally(Optional.empty(),
        List.of(f("category:Investigative")), "=", 0)).holds(FACTS), "no living seer");
    assertTrue(PlayerFilter.parse("category:Bad Word").isEmpty());
    assertTrue(PlayerFilter.parse("category:9lives").isEmpty(), "a category is a word");
  }
}
