package org.nightres.cli;

import java.nio.file.Path;

/**
 * Games of seed 003's bundled statuses ({@code games.md} section 4 and its table, 4.1, 2.2 and
 * 8), each worked out from the spec text before it was run, kept as regressions the way {@link
 * Mafia1923GamesTest} keeps its games: {@code src/test/games/statuses} holds each game and,
 * beside it, what {@code resolve --format json} gives under every scheme (the nullified actions'
 * {@code no result}, the deaths, the announcements and the statuses of the state after each
 * night), and every game resolves alike night by night through {@code --state-out}.
 */
class StatusGamesTest extends Mafia1923GamesTest {
  @Override
  Path folder() {
    return Path.of("src", "test", "games", "statuses");
  }
}
