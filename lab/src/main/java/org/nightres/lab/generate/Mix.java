package org.nightres.lab.generate;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.nightres.core.component.Modifier;
import org.nightres.core.component.Role;
import org.nightres.core.component.RoleCatalogue;
import org.nightres.core.component.StatusDefinition;
import org.nightres.core.format.RuleSets;
import org.nightres.core.model.ModifierUse;

/**
 * Which roles, alignments and modifiers the {@link NightGenerator} deals out: a named
 * {@link MixPreset} or a custom mix string.
 *
 * <h2>Custom mix syntax</h2>
 *
 * <pre>
 * mix      = entry *( "," entry )
 * entry    = group "=" count            players with these roles
 *          | "@" modifier "=" count     this modifier on count distinct players
 *          | modifier "=" count         the same, when the name is not also a role
 * group    = [ alignment ":" ] role *( "+" role )   alignment defaults to the roles' faction, else town
 *          | alignment                   town, mafia or cult: that many Vanilla (Goon) players
 * modifier = Name [ "(" uses ")" ]        e.g. Bulletproof(1); uses only for countable modifiers
 * count    = digits | digits "%"          a number, or a percentage of the players (rounded down)
 * </pre>
 *
 * <p>Examples: {@code Doctor=3,Roleblocker=2,Vigilante=1,mafia=2};
 * {@code Cop+Vigilante=1,mafia:Roleblocker=1,mafia=20%,Bulletproof(1)=2,@Strongman=1}. Role and
 * modifier names follow the catalogue's spelling rules (case-insensitive, {@code -} and
 * {@code _} ignored: {@code bus-driver}); a bare name is a role if the catalogue has such a
 * role, else a modifier, else one of the alignments {@code town}, {@code mafia}, {@code cult};
 * any other alignment is written as a prefix ({@code sk:Vigilante=1}). Whitespace around tokens
 * is ignored. Entries add up; players no entry covers are vanilla town. Every player entry adds
 * distinct players; a modifier entry picks its players uniformly among all players, and a
 * modifier may appear in only one entry. Every member of {@code mafia} can submit the
 * factional {@code mafiakill}. The players' order is shuffled by the seed.
 *
 * <p>Immutable and thread-safe. Two mixes are equal when their {@link #id()}s are.
 */
public final class Mix {
  /** The syntax in a few lines, for command-line help and error messages. */
  public static final String SYNTAX =
      "a preset (" + String.join(", ", MixPreset.ids()) + ") or comma-separated entries: "
          + "Role=N (town, or the role's faction), alignment:Role+Role=N, "
          + "mafia=N (Vanilla players of that alignment), "
          + "Modifier=N or @Modifier(uses)=N (a modifier on N players); N may be a percentage "
          + "like 10%. Example: Doctor=3,Roleblocker=2,Vigilante=1,mafia=2";

  /** The {@code default} preset. */
  public static final Mix DEFAULT = new Mix(MixPreset.DEFAULT);
  /** The {@code dense} preset. */
  public static final Mix DENSE = new Mix(MixPreset.DENSE);
  /** The {@code mafia1923} preset: Mafia 1923's setup ({@link Mafia1923Mix}). */
  public static final Mix MAFIA1923 = new Mix(MixPreset.MAFIA1923);

  private static final List<String> BARE_ALIGNMENTS = List.of("town", "mafia", "cult");
  private static final Pattern ENTRY = Pattern.compile("\\s*([^=]*?)\\s*=\\s*([^=]*?)\\s*");
  private static final Pattern COUNT = Pattern.compile("([0-9]{1,9})(%?)");
  private static final Pattern ALIGNMENT = Pattern.compile("[a-z][a-z0-9_-]*");
  private static final Pattern NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_-]*");
  private static final Pattern MODIFIER =
      Pattern.compile("([A-Za-z][A-Za-z0-9_-]*)\\s*(?:\\(\\s*([0-9]{1,9})\\s*\\))?");

  private final String id;
  private final Optional<MixPreset> preset;
  private final RoleCatalogue catalogue;
  private final List<PlayerEntry> players;
  private final List<ModifierEntry> modifiers;

  private Mix(MixPreset preset) {
    this.id = preset.id();
    this.preset = Optional.of(preset);
    this.catalogue = RuleSets.named(preset.rules()).orElseThrow();
    this.players = List.of();
    this.modifiers = List.of();
  }

  private Mix(RoleCatalogue catalogue, List<PlayerEntry> players, List<ModifierEntry> modifiers,
      String id) {
    this.id = id;
    this.preset = Optional.empty();
    this.catalogue = catalogue;
    this.players = List.copyOf(players);
    this.modifiers = List.copyOf(modifiers);
  }

  /**
   * {@return the preset mix}
   *
   * @param preset the preset
   */
  public static Mix preset(MixPreset preset) {
    return switch (preset) {
      case DEFAULT -> DEFAULT;
      case DENSE -> DENSE;
      case MAFIA1923 -> MAFIA1923;
    };
  }

  /**
   * A preset id or a custom mix string over the standard catalogue.
   *
   * @param text a preset's id, or a mix string
   * @return the mix it names
   * @throws IllegalArgumentException with a message for people if the text is not a mix
   */
  public static Mix parse(String text) {
    return parse(text, RuleSets.standard());
  }

  /**
   * A preset id or a custom mix string whose roles and modifiers come from {@code catalogue}
   * (presets use the catalogue of their rule set, {@link MixPreset#rules()}).
   *
   * @param text a preset's id, or a mix string
   * @param catalogue the roles and modifiers a custom mix string may name
   * @return the mix it names
   * @throws IllegalArgumentException with a message for people if the text is not a mix
   */
  public static Mix parse(String text, RoleCatalogue catalogue) {
    Objects.requireNonNull(text, "mix");
    Optional<MixPreset> p = MixPreset.fromId(text);
    if (p.isPresent()) {
      return preset(p.get());
    }
    if (text.isBlank()) {
      throw new IllegalArgumentException("empty mix; expected " + SYNTAX);
    }
    List<PlayerEntry> players = new ArrayList<>();
    List<ModifierEntry> modifiers = new ArrayList<>();
    List<String> canonical = new ArrayList<>();
    for (String raw : text.split(",", -1)) {
      Matcher m = ENTRY.matcher(raw);
      if (raw.isBlank() || !m.matches() || m.group(1).isEmpty()) {
        throw new IllegalArgumentException(
            "bad mix entry '" + raw.trim() + "': expected KEY=COUNT, e.g. Doctor=3; a mix is "
                + SYNTAX);
      }
      String key = m.group(1);
      Count count = Count.parse(m.group(2), raw.trim());
      Entry entry = entry(key, count, raw.trim(), catalogue);
      if (entry instanceof PlayerEntry pe) {
        players.add(pe);
        canonical.add(pe.toString());
      } else {
        ModifierEntry me = (ModifierEntry) entry;
        for (ModifierEntry other : modifiers) {
          if (other.use.modifier().equals(me.use.modifier())) {
            throw new IllegalArgumentException(
                "modifier " + me.use.modifier().name() + " appears twice in the mix");
          }
        }
        modifiers.add(me);
        canonical.add(me.toString(catalogue));
      }
    }
    return new Mix(catalogue, players, modifiers, String.join(",", canonical));
  }

  /**
   * The alignment of an entry that names none: the faction its roles belong to ({@code role Wolf
   * faction=werewolf}: {@code Wolf=1} deals werewolf Wolves, as a game file must write them),
   * else town.
   */
  private static String alignment(List<Role> roles, String raw) {
    java.util.Set<String> factions = new java.util.TreeSet<>();
    roles.forEach(r -> r.faction().ifPresent(factions::add));
    if (factions.size() > 1) {
      throw new IllegalArgumentException("the roles of mix entry '" + raw
          + "' belong to different factions: " + String.join(", ", factions));
    }
    return factions.isEmpty() ? "town" : factions.iterator().next();
  }

  private static Entry entry(String key, Count count, String raw, RoleCatalogue catalogue) {
    if (key.startsWith("@")) {
      return new ModifierEntry(modifierUse(key.substring(1).trim(), raw, catalogue), count);
    }
    int colon = key.indexOf(':');
    if (colon >= 0) {
      String alignment = key.substring(0, colon).trim().toLowerCase(Locale.ROOT);
      if (!ALIGNMENT.matcher(alignment).matches()) {
        throw new IllegalArgumentException(
            "bad alignment '" + key.substring(0, colon).trim() + "' in mix entry '" + raw
                + "': expected a word like mafia");
      }
      List<Role> roles = roles(key.substring(colon + 1), raw, catalogue);
      for (Role r : roles) {
        if (r.faction().isPresent() && !r.faction().get().equals(alignment)) {
          throw new IllegalArgumentException(r.name() + " belongs to the " + r.faction().get()
              + " faction: its alignment in mix entry '" + raw + "' must be "
              + r.faction().get());
        }
      }
      return new PlayerEntry(alignment, roles, count);
    }
    if (key.contains("+")) {
      List<Role> roles = roles(key, raw, catalogue);
      return new PlayerEntry(alignment(roles, raw), roles, count);
    }
    Matcher mm = MODIFIER.matcher(key);
    if (mm.matches() && mm.group(2) == null) {
      Optional<Role> role = catalogue.role(key);
      if (role.isPresent()) {
        return new PlayerEntry(alignment(List.of(role.get()), raw), List.of(role.get()), count);
      }
    }
    if (mm.matches() && catalogue.modifier(mm.group(1)).isPresent()) {
      return new ModifierEntry(modifierUse(key, raw, catalogue), count);
    }
    String lower = key.toLowerCase(Locale.ROOT);
    if (BARE_ALIGNMENTS.contains(lower)) {
      return new PlayerEntry(lower, List.of(vanilla(catalogue, raw)), count);
    }
    throw new IllegalArgumentException(
        "unknown role, modifier or alignment '" + key + "' in mix entry '" + raw + "'; roles: "
            + catalogue.roles().stream().map(Role::name).collect(Collectors.joining(", "))
            + "; modifiers: "
            + catalogue.modifiers().stream().map(Modifier::name).collect(Collectors.joining(", "))
            + "; alignments: " + String.join(", ", BARE_ALIGNMENTS)
            + " (any other alignment as a prefix, e.g. sk:Vigilante=1)");
  }

  private static List<Role> roles(String group, String raw, RoleCatalogue catalogue) {
    List<Role> roles = new ArrayList<>();
    for (String name : group.split("\\+", -1)) {
      String n = name.trim();
      if (!NAME.matcher(n).matches()) {
        throw new IllegalArgumentException(
            "bad role '" + n + "' in mix entry '" + raw + "': expected Role or Role+Role");
      }
      Role r = catalogue.role(n).orElseThrow(() -> new IllegalArgumentException(
          "unknown role '" + n + "' in mix entry '" + raw + "'; roles: "
              + catalogue.roles().stream().map(Role::name).collect(Collectors.joining(", "))));
      if (roles.contains(r)) {
        throw new IllegalArgumentException(
            "role " + r.name() + " twice in mix entry '" + raw + "'");
      }
      roles.add(r);
    }
    return List.copyOf(roles);
  }

  private static ModifierUse modifierUse(String text, String raw, RoleCatalogue catalogue) {
    Matcher m = MODIFIER.matcher(text);
    if (!m.matches()) {
      throw new IllegalArgumentException(
          "bad modifier '" + text + "' in mix entry '" + raw + "': expected Name or Name(uses)");
    }
    Modifier mod = catalogue.modifier(m.group(1)).orElseThrow(() -> new IllegalArgumentException(
        "unknown modifier '" + m.group(1) + "' in mix entry '" + raw + "'; modifiers: "
            + catalogue.modifiers().stream().map(Modifier::name).collect(Collectors.joining(", "))));
    if (m.group(2) == null) {
      return ModifierUse.unlimited(mod);
    }
    if (!mod.countable()) {
      throw new IllegalArgumentException(
          mod.name() + " takes no use count (mix entry '" + raw + "')");
    }
    return ModifierUse.of(mod, OptionalInt.of(Integer.parseInt(m.group(2))));
  }

  private static Role vanilla(RoleCatalogue catalogue, String raw) {
    return catalogue.role("Vanilla").orElseThrow(() -> new IllegalArgumentException(
        "the catalogue has no Vanilla role for mix entry '" + raw + "'"));
  }

  /** {@return {@code default}, {@code dense}, or the custom mix in canonical spelling} */
  public String id() {
    return id;
  }

  /** {@return the preset, if this is one} */
  public Optional<MixPreset> preset() {
    return preset;
  }

  /**
   * {@return the bundled rule set whose nights the mix makes: its preset's ({@link
   * MixPreset#rules()}), {@code standard} for a custom mix (whose catalogue is the standard one,
   * perhaps with roles of an {@code --include} on top)}
   */
  public String rules() {
    return preset.map(MixPreset::rules).orElse("standard");
  }

  /** {@return the catalogue the mix's roles come from; also the source of faction abilities} */
  public RoleCatalogue catalogue() {
    return catalogue;
  }

  /**
   * {@return the statuses a generated start state or day may give ({@link
   * GeneratorConfig#statuses()}): those the bundled rule set ({@link #rules()}) defines itself,
   * when it defines any (Mafia 1923's {@code Injured}, {@code Poisoned} and {@code Bumbled}), else
   * every status of the catalogue (the standard set's: the bundled statuses of seed 003, {@code
   * Abroad}, {@code Injured}, {@code Suspended}, {@code Arrested}, and those of an {@code
   * --include}), in catalogue order}
   */
  public List<StatusDefinition> startStatuses() {
    List<StatusDefinition> own = new ArrayList<>();
    for (StatusDefinition s : RuleSets.named(rules()).orElse(catalogue).statuses()) {
      if (!StatusDefinition.bundled().contains(s)) {
        own.add(s);
      }
    }
    return own.isEmpty() ? catalogue.statuses() : List.copyOf(own);
  }

  /**
   * {@return the number of players this mix deals roles to explicitly when the night has {@code
   * players} players; the generator needs at least that many} 0 for presets.
   *
   * @param players the number of players of the night
   */
  public int requiredPlayers(int players) {
    long sum = 0;
    for (PlayerEntry e : this.players) {
      sum += e.count.of(players);
    }
    return (int) Math.min(Integer.MAX_VALUE, sum);
  }

  /**
   * Checks that the mix fits {@code players} players.
   *
   * @param players the number of players of the night
   * @throws IllegalArgumentException explaining why not
   */
  public void checkFits(int players) {
    int need = requiredPlayers(players);
    if (need > players) {
      throw new IllegalArgumentException(
          "mix '" + id + "' deals roles to " + need + " players, but there are only " + players);
    }
    for (ModifierEntry e : modifiers) {
      if (e.count.of(players) > players) {
        throw new IllegalArgumentException("mix '" + id + "' gives " + e.use.modifier().name()
            + " to " + e.count.of(players) + " players, but there are only " + players);
      }
    }
  }

  /** Deals the seats of a night of {@code n} players; the order is already shuffled. */
  List<Seat> cast(int n, SplitMix64 rng) {
    if (preset.isPresent()) {
      return switch (preset.get()) {
        case DEFAULT -> Presets.defaultMix(n, catalogue, rng);
        case DENSE -> Presets.denseMix(n, catalogue, rng);
        case MAFIA1923 -> Mafia1923Mix.cast(n, catalogue, rng);
      };
    }
    checkFits(n);
    List<Seat> seats = new ArrayList<>(n);
    for (PlayerEntry e : players) {
      for (long i = e.count.of(n); i > 0; i--) {
        seats.add(new Seat(e.alignment, e.roles));
      }
    }
    List<Role> vanilla = List.of(vanilla(catalogue, "(rest)"));
    while (seats.size() < n) {
      seats.add(new Seat("town", vanilla));
    }
    rng.shuffle(seats);
    if (!modifiers.isEmpty()) {
      int[] perm = new int[n];
      for (int i = 0; i < n; i++) {
        perm[i] = i;
      }
      for (ModifierEntry e : modifiers) {
        int k = (int) e.count.of(n);
        for (int j = 0; j < k; j++) {
          int r = j + rng.nextInt(n - j);
          int t = perm[j];
          perm[j] = perm[r];
          perm[r] = t;
          seats.get(perm[j]).modifiers.add(e.use);
        }
      }
      Presets.sortModifiers(seats, catalogue);
    }
    return seats;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Mix m && m.id.equals(id);
  }

  @Override
  public int hashCode() {
    return id.hashCode();
  }

  @Override
  public String toString() {
    return id;
  }

  /** A count: absolute or a percentage of the players. */
  private record Count(long value, boolean percent) {
    static Count parse(String text, String raw) {
      Matcher m = COUNT.matcher(text);
      if (!m.matches()) {
        throw new IllegalArgumentException("bad count '" + text + "' in mix entry '" + raw
            + "': expected a whole number like 3 or a percentage like 10%");
      }
      long v = Long.parseLong(m.group(1));
      boolean percent = !m.group(2).isEmpty();
      if (percent && v > 100) {
        throw new IllegalArgumentException(
            "bad count '" + text + "' in mix entry '" + raw + "': more than 100%");
      }
      return new Count(v, percent);
    }

    long of(int players) {
      return percent ? (long) players * value / 100 : value;
    }

    @Override
    public String toString() {
      return percent ? value + "%" : Long.toString(value);
    }
  }

  private sealed interface Entry permits PlayerEntry, ModifierEntry {}

  private record PlayerEntry(String alignment, List<Role> roles, Count count) implements Entry {
    @Override
    public String toString() {
      boolean vanillaOnly = roles.size() == 1 && roles.get(0).name().equals("Vanilla");
      String group = roles.stream().map(Role::name).collect(Collectors.joining("+"));
      if (vanillaOnly && BARE_ALIGNMENTS.contains(alignment)) {
        return alignment + "=" + count;
      }
      return (alignment.equals("town") ? "" : alignment + ":") + group + "=" + count;
    }
  }

  private record ModifierEntry(ModifierUse use, Count count) implements Entry {
    String toString(RoleCatalogue catalogue) {
      boolean clash = catalogue.role(use.modifier().name()).isPresent();
      return (clash ? "@" : "") + use + "=" + count;
    }
  }

  static Comparator<ModifierUse> catalogueOrder(RoleCatalogue catalogue) {
    List<Modifier> order = catalogue.modifiers();
    return Comparator.comparingInt(u -> order.indexOf(u.modifier()));
  }
}
