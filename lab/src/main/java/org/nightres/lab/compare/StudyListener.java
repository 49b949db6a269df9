package org.nightres.lab.compare;

/**
 * Follows a {@linkplain SchemeComparison#study study}. Every method is called on the thread
 * that called {@code study}, in order; the default methods do nothing.
 */
public interface StudyListener {
  /** A listener that ignores everything. */
  StudyListener NONE = new StudyListener() {};

  /**
   * Called once per night, in index order, after the night is compared.
   *
   * @param record the night's record
   */
  default void night(NightRecord record) {}

  /**
   * {@code done} of {@code total} nights are compared (called every few hundred nights).
   *
   * @param done the nights compared so far
   * @param total the study's nights
   */
  default void resolved(int done, int total) {}

  /**
   * {@code done} of {@code total} smallest disagreeing nights are shrunk.
   *
   * @param done the nights shrunk so far
   * @param total the smallest disagreeing nights to shrink
   */
  default void shrunk(int done, int total) {}
}
