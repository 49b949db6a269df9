/**
 * nightres cli: the {@code nightres} command. Exports nothing: its interface is the command
 * line ({@code docs/moderators-guide.md}). Its package is open to picocli, which reads and sets
 * the commands' annotated fields by reflection.
 */
module org.nightres.cli {
  requires org.nightres.core;
  requires org.nightres.lab;
  // the engines are found as services (NightResolvers); required so that every scheme ships
  requires org.nightres.rar;
  requires org.nightres.snarf;
  requires info.picocli;
  requires com.fasterxml.jackson.databind;

  opens org.nightres.cli to info.picocli;
}
