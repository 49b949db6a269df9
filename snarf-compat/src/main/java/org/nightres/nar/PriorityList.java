package org.nightres.nar;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.nightres.core.component.Component;
import org.nightres.core.model.GameOptions.NarList;

/**
 * One of NAR's fallback lists ({@code schemes.md} section 4.4, option {@code nar.list}): ranked
 * entries, each covering one or more {@link NarCategory categories}. The list breaks loops and
 * settles ambiguities only; the golden rule decides everything else. Immutable.
 */
final class PriorityList {

  /** One numbered entry of a list. */
  private record Entry(String label, List<NarCategory> categories) {}

  private static final Map<NarList, PriorityList> LISTS = new EnumMap<>(NarList.class);

  static {
    LISTS.put(NarList.WIKI_2008, new PriorityList(NarList.WIKI_2008, List.of(
        entry("Copy", NarCategory.COPY),
        entry("Hide", NarCategory.HIDE),
        entry("Bus", NarCategory.BUS),
        entry("Block", NarCategory.BLOCK),
        entry("Redirect", NarCategory.REDIRECT),
        entry("Protect", NarCategory.PROTECT),
        entry("Miscellaneous", NarCategory.MISCELLANEOUS),
        entry("Kill", NarCategory.KILL),
        entry("Recruit", NarCategory.RECRUIT),
        entry("Inspect", NarCategory.INSPECT))));
    LISTS.put(NarList.XYLBOT_DRAFT, new PriorityList(NarList.XYLBOT_DRAFT, List.of(
        entry("Copy", NarCategory.COPY),
        entry("Hide", NarCategory.HIDE),
        entry("Bus", NarCategory.BUS),
        entry("Block", NarCategory.BLOCK),
        entry("Redirect", NarCategory.REDIRECT),
        entry("Protect", NarCategory.PROTECT),
        entry("Anything else", NarCategory.MISCELLANEOUS, NarCategory.KILL, NarCategory.RECRUIT,
            NarCategory.INSPECT))));
    LISTS.put(NarList.REDIRECT_FIRST, new PriorityList(NarList.REDIRECT_FIRST, List.of(
        entry("Copy", NarCategory.COPY),
        entry("Hide/commute", NarCategory.HIDE),
        entry("Bus/Redirect", NarCategory.BUS, NarCategory.REDIRECT),
        entry("Block", NarCategory.BLOCK),
        entry("Protect", NarCategory.PROTECT),
        entry("Miscellaneous", NarCategory.MISCELLANEOUS),
        entry("Kill", NarCategory.KILL),
        entry("Recruit", NarCategory.RECRUIT),
        entry("Inspect/Investigate", NarCategory.INSPECT))));
  }

  private final NarList id;
  private final List<Entry> entries;
  private final Map<NarCategory, Integer> rank = new EnumMap<>(NarCategory.class);

  private PriorityList(NarList id, List<Entry> entries) {
    this.id = id;
    this.entries = entries;
    for (int i = 0; i < entries.size(); i++) {
      for (NarCategory c : entries.get(i).categories()) {
        rank.put(c, i + 1);
      }
    }
    for (NarCategory c : NarCategory.values()) {
      if (!rank.containsKey(c)) {
        throw new AssertionError(id + " does not rank " + c);
      }
    }
  }

  private static Entry entry(String label, NarCategory... categories) {
    return new Entry(label, List.of(categories));
  }

  /** The list selected by {@code nar.list}. */
  static PriorityList of(NarList list) {
    return LISTS.get(list);
  }

  /** The option value, e.g. {@code wiki-2008}. */
  String id() {
    return id.name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /** The 1-based rank of a category: lower resolves first. */
  int rank(NarCategory c) {
    return rank.get(c);
  }

  /** The label of the entry a category belongs to, e.g. {@code Bus/Redirect}. */
  String label(NarCategory c) {
    return entries.get(rank(c) - 1).label();
  }

  /**
   * The category of an action with these components: "for actions which combine two other
   * actions use the first one listed". Visits are the trace of an action, not its kind: they
   * count (as Miscellaneous) only for an action that does nothing else.
   */
  NarCategory categoryOf(List<Component> components) {
    NarCategory best = null;
    for (Component c : components) {
      if (c.isVisit()) {
        continue;
      }
      NarCategory k = NarCategory.of(c);
      if (best == null || rank(k) < rank(best) || (rank(k) == rank(best) && k.ordinal() < best.ordinal())) {
        best = k;
      }
    }
    return best == null ? NarCategory.MISCELLANEOUS : best;
  }

  /** The whole list, e.g. {@code 1 Copy, 2 Hide, ...}. */
  String describe() {
    List<String> parts = new ArrayList<>();
    for (int i = 0; i < entries.size(); i++) {
      parts.add((i + 1) + " " + entries.get(i).label());
    }
    return String.join(", ", parts);
  }
}
