package org.nightres.core.component;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.nightres.core.component.Component.Block;
import org.nightres.core.component.Component.Fruit;
import org.nightres.core.component.Component.Kill;
import org.nightres.core.component.Component.Protect;
import org.nightres.core.component.Component.Visit;

/** The standard catalogue as it was written in Java before {@code standard.roles}: the reference it is checked against. */
final class StandardCatalogueReference {
  private static final Ref X = Ref.param(0);
  private static final Ref Y = Ref.param(1);

  private StandardCatalogueReference() {}

  static RoleCatalogue build() {
    List<Role> roles =
        List.of(
            Role.builder().name("Vanilla").addAliases("Goon", "Townie")
                .description("no night action").build(),
            role("Vigilante", "kills at night",
                ability("kill", "X dies", Kill.of(X), new Visit(X)).addTags("kill").build()),
            role("Doctor", "protects from kills",
                ability("protect", "kills on X fail", Protect.of(X), new Visit(X)).build()),
            role("Roleblocker", "blocks actions",
                ability("block", "X's blockable actions fail, visits included",
                    Block.of(X), new Visit(X)).build()),
            role("Jailkeeper", "blocks and protects in one action",
                ability("jail", "block X and protect X from every kill, as one action",
                    Block.of(X), Protect.everyKill(X), new Visit(X)).build()),
            role("Bodyguard", "dies in the place of the guarded player",
                ability("guard", "kills aimed at X kill the Bodyguard instead",
                    new Component.Guard(X), new Visit(X)).build()),
            role("Tracker", "learns whom the target visited",
                ability("track", "learns whom X visited",
                    new Component.Result(X, ResultKind.TRACK), new Visit(X)).build()),
            role("Watcher", "learns who visited the target",
                ability("watch", "learns who visited X (not counting the Watcher)",
                    new Component.Result(X, ResultKind.WATCH), new Visit(X)).build()),
            role("Cop", "learns alignments",
                ability("investigate", "learns guilty / innocent",
                    new Component.Result(X, ResultKind.ALIGNMENT), new Visit(X)).build()),
            role("Detective", "learns whether the target attempted a kill",
                ability("detect", "learns whether X attempted a kill tonight",
                    new Component.Result(X, ResultKind.DETECT), new Visit(X)).build()),
            role("Redirector", "changes another player's targets",
                ability("redirect", "X's actions tonight land on Y instead of their targets",
                    new Component.Redirect(X, Y), new Visit(X)).signature("X to Y").build()),
            role("BusDriver", "swaps two players",
                ability("swap", "every action aimed at X lands on Y and vice versa",
                    new Component.Swap(X, Y), new Visit(X), new Visit(Y)).signature("X Y").build()),
            role("Commuter", "leaves home for the night",
                ability("commute", "the Commuter cannot be targeted tonight",
                    Component.Untargetable.of(Ref.self()))
                    .signature("").blockable(false).trackable(false).redirectable(false).build()),
            role("Hider", "hides behind another player",
                ability("hide", "actions aimed at the Hider fail; a kill that lands on X kills the Hider too",
                    Component.Untargetable.of(Ref.self()),
                    new Component.Absent(Ref.self(), X, Set.of(KillClass.values())),
                    new Visit(X)).build()),
            role("Rolestopper", "makes a player untargetable",
                ability("stop", "actions aimed at X fail tonight",
                    Component.Untargetable.of(X), new Visit(X)).build()),
            role("Alien", "abducts a player",
                ability("abduct", "blocks X's actions and makes actions aimed at X fail",
                    Block.of(X), Component.Untargetable.of(X), new Visit(X)).build()),
            role("Recruiter", "recruits into its alignment",
                ability("recruit", "X joins the recruiter's alignment",
                    new Component.Recruit(X), new Visit(X)).build()),
            role("Visitor", "visits",
                ability("visit", "a visit and nothing else", new Visit(X)).build()),
            role("FruitVendor", "gives fruit",
                ability("fruit", "X receives fruit", new Fruit(X), new Visit(X)).build()),
            role("Strongman", "kills that nothing but untargetability stops",
                ability("strongkill", "X dies; protection and roleblocks cannot stop it",
                    new Kill(X, KillClass.TRUE), new Visit(X))
                    .addTags("kill").blockable(false).build()));

    List<Modifier> modifiers =
        List.of(
            Modifier.builder().name("Bulletproof").addComponents(Protect.everyKill(Ref.self()))
                .countable(true).description("survives every normal kill; (n) = uses left").build(),
            Modifier.builder().name("PGO").addAliases("ParanoidGunOwner")
                .addComponents(new Component.Trigger(Component.Event.ON_VISITED,
                    List.of(Kill.of(Ref.subject()))))
                .countable(true)
                .description("every player whose action visits this player dies; (n) = uses left")
                .build(),
            trait("Macho", Trait.MACHO, "protection has no effect on this player"),
            Modifier.builder().name("Ascetic")
                .addComponents(new Component.Untargetable(Ref.self(), true)).countable(true)
                .description("non-kill actions aimed at this player fail; (n) = uses left").build(),
            trait("Godfather", Trait.APPEARS_INNOCENT, "investigates as innocent"),
            trait("Miller", Trait.APPEARS_GUILTY, "investigates as guilty"),
            trait("StrongWilled", Trait.STRONG_WILLED, "this player's actions cannot be blocked"),
            trait("Ninja", Trait.NINJA, "this player's visits cannot be seen"),
            trait("Strongman", Trait.STRONG_KILLS, "this player's kills ignore protection and roleblocks"),
            trait("Insane", Trait.SANITY_INSANE, "investigations give the inverted result"),
            trait("Naive", Trait.SANITY_NAIVE, "investigations always say innocent"),
            trait("Paranoid", Trait.SANITY_PARANOID, "investigations always say guilty"));

    Ability factionKill =
        ability("mafiakill", "the faction's kill: X dies", Kill.of(X), new Visit(X))
            .addTags("kill", "factionkill").build();
    return RoleCatalogue.of(roles, modifiers, Map.of("mafia", List.of(factionKill)));
  }

  private static ImmutableAbility.Builder ability(String verb, String description, Component... cs) {
    return Ability.builder().verb(verb).description(description).addComponents(cs);
  }

  private static Role role(String name, String description, Ability... abilities) {
    return Role.builder().name(name).description(description).addAbilities(abilities).build();
  }

  private static Modifier trait(String name, Trait trait, String description) {
    return Modifier.builder().name(name).addTraits(trait).description(description).build();
  }
}
