/**
 * The downstream game server, as a named module: it reads nightres's API only, and the engines
 * through their modules (which bring core with {@code requires transitive}).
 */
module example.server {
  requires org.nightres.rar;
  requires org.nightres.snarf;

  exports example;
}
