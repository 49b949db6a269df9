package org.nightres.cli;

import picocli.CommandLine.IVersionProvider;

/** The version from the jar manifest, or {@code dev} when run from classes. */
final class Version implements IVersionProvider {
  @Override
  public String[] getVersion() {
    String v = Version.class.getPackage().getImplementationVersion();
    return new String[] {"nightres " + (v == null ? "dev" : v)};
  }
}
