package org.nightres.rar;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.nightres.core.outcome.Outcome;

/**
 * The worked examples of the RAR text (seed 000, "Method 2") and the worked-chain checks of
 * {@code schemes.md} §2.7: each checks the outcome and the shape of its reason tree against the
 * text's own tree.
 */
class SeedExamplesTest {
  private static final RarResolver RAR = new RarResolver();

  private static Outcome resolve(String... lines) {
    return RAR.resolve(TestNights.of(lines));
  }

  private static void assertTree(Outcome o, String question, String... expected) {
    assertEquals(String.join("\n", expected) + "\n", TreeText.question(o, question));
  }

  @Test
  @DisplayName("A Vigilante shoots player A")
  void vigilanteShoots() {
    Outcome o = resolve("player V town Vigilante", "player A town Vanilla", "V kill A");
    assertEquals(List.of("A"), o.deaths());
    assertTree(o, "Does A die?",
        "Does A die? yes",
        "  Reason for yes: V kill A");
  }

  @Test
  @DisplayName("A Cop investigates player A: a correct result")
  void copInvestigates() {
    Outcome o = resolve("player C town Cop", "player A mafia Goon", "C investigate A");
    assertEquals(Map.of("C", "guilty"), TestNights.results(o));
    assertTree(o, "Does C learn",
        "Does C learn that A is guilty? yes",
        "  Reason for yes: C investigate A");
  }

  @Test
  @DisplayName("A Doctor protects A, a Vigilante shoots A")
  void doctorProtects() {
    Outcome o = resolve("player D town Doctor", "player V town Vigilante", "player A town Vanilla",
        "D protect A", "V kill A");
    assertEquals(List.of(), o.deaths());
    assertTree(o, "Does A die?",
        "Does A die? no",
        "  Reason for yes: V kill A",
        "    Reason for no: D protect A");
  }

  @Test
  @DisplayName("Doctor B protects A, a Vigilante shoots A, a Roleblocker blocks B")
  void roleblockedDoctor() {
    Outcome o = resolve("player B town Doctor", "player V town Vigilante",
        "player R town Roleblocker", "player A town Vanilla",
        "B protect A", "V kill A", "R block B");
    assertEquals(List.of("A"), o.deaths());
    assertTree(o, "Does A die?",
        "Does A die? yes",
        "  Reason for yes: V kill A",
        "    Reason for no: B protect A",
        "      Reason for yes: R block B");
  }

  @Test
  @DisplayName("... and Roleblocker D blocks Roleblocker C: chains go on")
  void blockedRoleblocker() {
    Outcome o = resolve("player B town Doctor", "player V town Vigilante",
        "player C town Roleblocker", "player D town Roleblocker", "player A town Vanilla",
        "B protect A", "V kill A", "C block B", "D block C");
    assertEquals(List.of(), o.deaths());
    assertTree(o, "Does A die?",
        "Does A die? no",
        "  Reason for yes: V kill A",
        "    Reason for no: B protect A",
        "      Reason for yes: C block B",
        "        Reason for no: D block C");
  }

  @Test
  @DisplayName("Doctor blocked, but a Jailkeeper also targets A: one undefeated counter suffices")
  void jailkeeperBacksUp() {
    Outcome o = resolve("player B town Doctor", "player V town Vigilante",
        "player J town Jailkeeper", "player R town Roleblocker", "player A town Vanilla",
        "B protect A", "V kill A", "J jail A", "R block B");
    assertEquals(List.of(), o.deaths());
    // a defeated reason shows the counter that decided it: the first that stands
    assertTree(o, "Does A die?",
        "Does A die? no",
        "  Reason for yes: V kill A",
        "    Reason for no: J jail A (protection)");
  }

  @Test
  @DisplayName("Player B shoots A and a Tracker tracks B")
  void trackerFollows() {
    Outcome o = resolve("player B town Vigilante", "player T town Tracker",
        "player A town Vanilla", "B kill A", "T track B");
    assertEquals(Map.of("T", "A"), TestNights.results(o));
    assertTree(o, "Does T see B visit A?",
        "Does T see B visit A? yes",
        "  Reason for yes: T track B, and B kill A (visit)");
  }

  @Test
  @DisplayName("The Tracker is roleblocked: no result")
  void trackerBlocked() {
    Outcome o = resolve("player B town Vigilante", "player T town Tracker",
        "player R town Roleblocker", "player A town Vanilla",
        "B kill A", "T track B", "R block T");
    assertEquals(Map.of("T", "no result"), TestNights.results(o));
    assertTree(o, "Does T see B visit A?",
        "Does T see B visit A? no",
        "  Reason for yes: T track B, and B kill A (visit)",
        "    Reason for no: R block T");
    assertTree(o, "Does T see B go nowhere?",
        "Does T see B go nowhere? no",
        "  Reason for yes: T track B",
        "    Reason for no: R block T");
  }

  @Test
  @DisplayName("The tracked player is roleblocked: went nowhere")
  void trackedPlayerBlocked() {
    Outcome o = resolve("player B town Vigilante", "player T town Tracker",
        "player R town Roleblocker", "player A town Vanilla",
        "B kill A", "T track B", "R block B");
    assertEquals(Map.of("T", "nowhere"), TestNights.results(o));
    assertTree(o, "Does T see B visit A?",
        "Does T see B visit A? no",
        "  Reason for yes: T track B, and B kill A (visit)",
        "    Reason for no: R block B");
    assertTree(o, "Does T see B go nowhere?",
        "Does T see B go nowhere? yes",
        "  Reason for yes: T track B",
        "    Reason for no: B kill A (visit)",
        "      Reason for yes: R block B");
  }

  @Test
  @DisplayName("A Redirector redirects the Vigilante onto C")
  void redirectedShot() {
    Outcome o = resolve("player B town Vigilante", "player Rd town Redirector",
        "player A town Vanilla", "player C town Vanilla", "B kill A", "Rd redirect B to C");
    assertEquals(List.of("C"), o.deaths());
    assertTree(o, "Does A die?",
        "Does A die? no",
        "  Reason for yes: B kill A",
        "    Reason for no: Rd redirect B to C (moves B kill A from A to C)");
    assertTree(o, "Does C die?",
        "Does C die? yes",
        "  Reason for yes: B kill A, moved onto C by Rd redirect B to C");
  }

  @Test
  @DisplayName("A Cop investigates a Paranoid Gun Owner")
  void copVisitsPgo() {
    Outcome o = resolve("player A town Cop", "player B town Vanilla PGO", "A investigate B");
    assertEquals(List.of("A"), o.deaths());
    assertTree(o, "Does A die?",
        "Does A die? yes",
        "  Reason for yes: A investigate B (visit), and B's PGO (shoots A)");
  }

  @Test
  @DisplayName("... and a Doctor protects the Cop")
  void doctorStopsPgo() {
    Outcome o = resolve("player A town Cop", "player B town Vanilla PGO",
        "player D town Doctor", "A investigate B", "D protect A");
    assertEquals(List.of(), o.deaths());
    assertTree(o, "Does A die?",
        "Does A die? no",
        "  Reason for yes: A investigate B (visit), and B's PGO (shoots A)",
        "    Reason for no: D protect A");
  }

  @Test
  @DisplayName("Vig shoots B; bus drivers swap A,B and B,C: they compete for the kill and cancel")
  void doubleBusKillOnSharedPlayer() {
    Outcome o = resolve("player V town Vigilante", "player BD1 town BusDriver",
        "player BD2 town BusDriver", "player A town Vanilla", "player B town Vanilla",
        "player C town Vanilla", "V kill B", "BD1 swap A B", "BD2 swap B C");
    assertEquals(List.of("B"), o.deaths());
    assertTree(o, "Does A die?",
        "Does A die? no",
        "  Reason for yes: V kill B, moved onto A by BD1 swap A B",
        "    Reason for no: BD2 swap B C (moves V kill B from B to C)",
        "      (ignored: BD1 swap A B is already in this chain)");
    assertTree(o, "Does B die?",
        "Does B die? yes",
        "  Reason for yes: V kill B",
        "    Reason for no: BD1 swap A B (moves V kill B from B to A)",
        "      Reason for yes: BD2 swap B C (moves V kill B from B to C)",
        "        (ignored: BD1 swap A B is already in this chain)",
        "    Reason for no: BD2 swap B C (moves V kill B from B to C)",
        "      Reason for yes: BD1 swap A B (moves V kill B from B to A)",
        "        (ignored: BD2 swap B C is already in this chain)");
  }

  @Test
  @DisplayName("Vig shoots A; bus drivers swap A,B and B,C: the symmetry breaks")
  void doubleBusKillOnOuterPlayer() {
    Outcome o = resolve("player V town Vigilante", "player BD1 town BusDriver",
        "player BD2 town BusDriver", "player A town Vanilla", "player B town Vanilla",
        "player C town Vanilla", "V kill A", "BD1 swap A B", "BD2 swap B C");
    assertEquals(List.of("C"), o.deaths());
    assertTree(o, "Does A die?",
        "Does A die? no",
        "  Reason for yes: V kill A",
        "    Reason for no: BD1 swap A B (moves V kill A from A to B)");
    assertTree(o, "Does B die?",
        "Does B die? no",
        "  Reason for yes: V kill A, moved onto B by BD1 swap A B",
        "    Reason for no: BD2 swap B C (moves V kill A from B to C)");
  }

  @Test
  @DisplayName("Rule #4: Vig shoots A, A blocks B, B jails A: A dies")
  void roleblockerJailkeeperLoop() {
    Outcome o = resolve("player V town Vigilante", "player A town Roleblocker",
        "player B town Jailkeeper", "V kill A", "A block B", "B jail A");
    assertEquals(List.of("A"), o.deaths());
    assertTree(o, "Does A die?",
        "Does A die? yes",
        "  Reason for yes: V kill A",
        "    Reason for no: B jail A (protection)",
        "      Reason for yes: A block B",
        "        (ignored: B jail A is already in this chain)");
  }

  @Test
  @DisplayName("Mafia Roleblocker B kills and blocks A, Jailkeeper A jails B: A dies")
  void mafiaRoleblockerVersusJailkeeper() {
    Outcome o = resolve("player B mafia Roleblocker", "player A town Jailkeeper",
        "B mafiakill A", "B block A", "A jail B");
    assertEquals(List.of("A"), o.deaths());
    assertTree(o, "Does A die?",
        "Does A die? yes",
        "  Reason for yes: B mafiakill A",
        "    Reason for no: A jail B (block)",
        "      Reason for yes: B block A",
        "        (ignored: A jail B is already in this chain)");
  }

  @Test
  @DisplayName("Roleblocker and Redirector loop: the claim asked decides who has the last word")
  void roleblockerRedirectorLoop() {
    // R blocks D; D redirects R onto X; X shoots Y. Asking about Y puts R's (redirected) block
    // in the root's chain of counters; D's redirection is second in the chain and wins.
    Outcome o = resolve("player R town Roleblocker", "player D town Redirector",
        "player X town Vigilante", "player Y town Vanilla", "player T town Tracker",
        "R block D", "D redirect R to X", "X kill Y", "T track R");
    assertEquals(List.of(), o.deaths());
    assertTree(o, "Does Y die?",
        "Does Y die? no",
        "  Reason for yes: X kill Y",
        "    Reason for no: R block D, moved onto X by D redirect R to X",
        "      (ignored: R block D is already in this chain)");
    // asking what the Tracker sees puts the roleblock's visit first: the redirect wins again
    assertEquals(Map.of("T", "X"), TestNights.results(o));
  }

  @Test
  @DisplayName("Kill and recruit: dies and recruited; with the recruiter wording, not recruited")
  void recruitAndKill() {
    String[] night = {"player K cult Recruiter", "player V town Vigilante",
        "player D town Doctor", "player X town Vanilla", "K recruit X", "V kill X"};
    Outcome plain = RAR.resolve(TestNights.of(night));
    assertEquals(List.of("X"), plain.deaths());
    assertEquals(List.of("X"), plain.recruited());
    String[] worded = concat(new String[] {"option recruit-fails-if-target-dies true"}, night);
    Outcome o = RAR.resolve(TestNights.of(worded));
    assertEquals(List.of("X"), o.deaths());
    assertEquals(List.of(), o.recruited());
    assertTree(o, "Is X recruited?",
        "Is X recruited? no",
        "  Reason for yes: K recruit X",
        "    Reason for no: V kill X (the target dies)");
    Outcome saved = RAR.resolve(TestNights.of(concat(worded, new String[] {"D protect X"})));
    assertEquals(List.of(), saved.deaths());
    assertEquals(List.of("X"), saved.recruited());
    assertTree(saved, "Is X recruited?",
        "Is X recruited? yes",
        "  Reason for yes: K recruit X",
        "    Reason for no: V kill X (the target dies)",
        "      Reason for yes: D protect X");
  }

  private static String[] concat(String[] a, String[] b) {
    String[] out = new String[a.length + b.length];
    System.arraycopy(a, 0, out, 0, a.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }
}
