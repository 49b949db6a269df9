package org.nightres.core.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.nightres.core.component.Ability;
import org.nightres.core.component.Component;
import org.nightres.core.component.Premise;
import org.nightres.core.component.Ref;
import org.nightres.core.model.Night;
import org.nightres.core.model.Player;

/**
 * Decides the premises of a planned action, once for every scheme, on the night as it starts
 * ({@link Premise#holds}): an ability's limits {@code [if ...]} and the guards {@code if(...)}
 * of its components, a passive's and a trigger's too. Engines see only what was chosen: an
 * action whose limits do not all hold has one effect left, the answer {@code Failure} to its
 * actor (WWR: the action fails; a notify of kind {@code failure}), and each guard becomes the components it chose.
 */
final class Premises {
  private Premises() {}

  /**
   * What the premises of a plan read: its players, and the whole night for the rest. The list
   * of the living is the night's, made once when first read ({@link Night#derived}), and shared
   * by the plans of all its groups of parts: a night of many groups does not list every living
   * player once per group.
   */
  static final class World {
    /** The key of the night's list of its living players, in declaration order. */
    private static final Object LIVING = new Object();
    private final List<Player> players;
    private final Night night;

    World(List<Player> players, Night night) {
      this.players = players;
      this.night = night;
    }

    List<Player> players() {
      return players;
    }

    Night night() {
      return night;
    }

    /** The players living as the night starts, in declaration order. */
    List<Player> living() {
      return night.derived(LIVING, Premises::living);
    }
  }

  /**
   * The key of the number of the night's living players who pass {@code filters} (none of
   * which reads the holder of a line), counted once per night, not once per line.
   */
  private record LivingPassing(List<org.nightres.core.component.PlayerFilter> filters) {}

  /** The players of {@code night} living as it starts, in declaration order. */
  private static List<Player> living(Night night) {
    List<Player> out = new ArrayList<>();
    java.util.BitSet bits = night.livingPlayers();
    for (int p = bits.nextSetBit(0); p >= 0; p = bits.nextSetBit(p + 1)) {
      out.add(night.players().get(p));
    }
    return List.copyOf(out);
  }

  /**
   * The answer of an action whose limits did not hold ({@code games.md} section 7: "no effect,
   * feedback {@code Failure}"), told by a notify of kind {@link Component.Notify#FAILURE}.
   */
  static final String FAILURE = "Failure";

  /**
   * {@return {@code cs}, the components of {@code ability} as used by {@code actor} on {@code
   * args} (plan indexes), with its premises decided on {@code world}; {@code cs} itself when
   * there are none}
   */
  static List<Component> resolve(Ability ability, List<Component> cs, int actor, int[] args,
      World world) {
    if (world == null || !ability.hasPremises()) { // the components of cs are the ability's
      return cs; // (its random picks, its stored targets bound): guarded only where it is
    }
    boolean guarded = false;
    for (Component c : cs) {
      guarded |= !c.guarded().isEmpty();
    }
    Premise.Facts facts = facts(actor, args, -1, world);
    for (Premise p : ability.conditions()) {
      if (!p.holds(facts)) {
        return List.of(Component.Notify.of(Ref.self(), Component.Notify.FAILURE, FAILURE));
      }
    }
    return guarded ? chosen(cs, facts) : cs;
  }

  /**
   * {@return the components of {@code response} (a trigger's response, a reaction) that happen
   * when the event's subject is player {@code subject}: its guards decided on the night as it
   * starts, the subject as he is then ({@link Premise#holds}, the one evaluation of a premise);
   * {@code response} itself when it has none}
   */
  static List<Component> response(List<Component> response, int actor, int[] args, int subject,
      World world) {
    boolean guarded = false;
    for (Component c : response) {
      guarded |= !c.guarded().isEmpty();
    }
    if (!guarded) {
      return response;
    }
    if (world == null) {
      throw new IllegalStateException("a guarded response without the night it reads");
    }
    return List.copyOf(chosen(response, facts(actor, args, subject, world)));
  }

  private static List<Component> chosen(List<Component> cs, Premise.Facts facts) {
    List<Component> out = new ArrayList<>(cs.size());
    for (Component c : cs) {
      if (c.guarded().isEmpty()) {
        out.add(c);
      } else {
        Component.When w = c.asWhen().orElseThrow();
        out.addAll(chosen(w.chosen(Premise.all(w.premises(), facts)), facts));
      }
    }
    return out;
  }

  /** What the premises of one action read; {@code subject}: a trigger's, or -1. */
  private static Premise.Facts facts(int actor, int[] args, int subject, World world) {
    Night night = world.night();
    return new Premise.Facts() {
      @Override
      public Optional<Player> player(Ref ref) {
        return switch (ref.kind()) {
          case SELF -> Optional.of(world.players().get(actor));
          case PARAM -> ref.index() < args.length
              ? Optional.of(world.players().get(args[ref.index()])) : Optional.empty();
          case SUBJECT -> subject >= 0 ? Optional.of(world.players().get(subject))
              : Optional.empty();
          case STORED -> {
            String name = world.players().get(actor).attributes().get(ref.name());
            int at = name == null ? -1 : night.indexOf(name);
            yield at >= 0 && night.living(at) ? Optional.of(night.players().get(at))
                : Optional.empty();
          }
          default -> throw new IllegalStateException("a premise on " + ref); // Premise refuses
        };
      }

      @Override
      public int night() {
        return night.number();
      }

      @Override
      public int total() {
        return night.players().size();
      }

      @Override
      public Optional<String> group(String group, String key) {
        java.util.Map<String, String> held = night.state().groups().get(group);
        return held == null ? Optional.empty() : Optional.ofNullable(held.get(key));
      }

      @Override
      public Iterable<Player> living() {
        return world.living();
      }

      @Override
      public int countLiving(List<org.nightres.core.component.PlayerFilter> filters) {
        return night.derived(new LivingPassing(filters),
            n -> Premise.Facts.super.countLiving(filters)); // once per night and filters
      }

      @Override
      public boolean disguisedBy(org.nightres.core.component.PlayerFilter.Subject player,
          org.nightres.core.component.PlayerFilter.Subject giver) {
        int p = player.name() == null ? -1 : night.indexOf(player.name());
        int g = giver.name() == null ? -1 : night.indexOf(giver.name());
        if (p < 0 || g < 0) {
          return false;
        }
        for (org.nightres.core.model.HeldDisguise d : night.state().state(p).disguises()) {
          if (d.by().isPresent() && night.indexOf(d.by().get()) == g
              && (d.until().isEmpty() || !d.until().get().overBeforeNight(night.number()))) {
            return true; // in force tonight (an expired one is gone from tonight's state)
          }
        }
        return false;
      }
    };
  }
}
