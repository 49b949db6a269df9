package org.nightres.core.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.nightres.core.testing.RulesText.read;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A rules line missing a word, or with a stray character where a word should stand, says what
 * was expected there (and names the character), never "unknown limit ''"; an empty argument
 * and a second [limits] list are errors at their column, as a second {flags} list is; a line
 * has one problem, the first (an unclosed quote is not also a missing ')'); a keyword not
 * known is named as written, whatever case it is read in.
 */
class EmptyWordMessagesTest {
  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = ';', textBlock = """
      role A\\nability A.k X = kill(X) []; 2:26; unexpected ']': expected a limit; limits: order,
      role A\\nability A.k X = kill(X) [!order 1]; 2:26; unexpected '!': expected a limit
      role A\\nability A.k X = kill(X) {}; 2:26; unexpected '}': expected a flag; flags: unblockable,
      role A\\nability A.k X = kill(X) [timing]; 2:32; unexpected ']': expected a timing; timings:
      role A\\ntrigger A; 2:10; expected a trigger event; events: visited,
      role A\\ntrigger A = kill(self); 2:11; unexpected '=': expected a trigger event
      role A\\npassive; 2:8; expected a role or modifier the passive belongs to: passive <Role> = ...
      role A\\npassive = protect(self); 2:9; unexpected '=': expected a role or modifier the passive belongs to
      status S = block(self) announce=; 1:33; expected an announcement event; write announce=apply
      status S = block(self) announce=apply|; 1:33; expected an announcement event
      scheme; 1:7; expected a scheme; schemes: rar, snarf, nar, sequential
      option; 1:7; expected an option; options: doctor-stops
      role A\\nability A.k X = kill(X, ); 2:25; expected a value
      role A\\nability A.k X = result(X, ); 2:27; expected a value
      role A\\nability A.k X = kill(X) [when X in]; 2:35; expected a condition after 'in'
      role A\\nability A.k X = kill(X) [order 20] [uses 2]; 2:36; the [limits] are given twice: write them in one [...]
      role A\\ntrigger A defense() = kill(attacker); 2:19; unexpected ')': expected a defense rank; ranks:
      status S {nullify,}; 1:19; unexpected '}': expected a status flag; flags: nullify
      modifier M trait=; 1:18; expected a trait; traits: macho
      role A\\nability A.k X = kill(X) [ORDR 20]; 2:26; unknown limit 'ORDR'; did you mean 'order'?
      role A\\ntrigger A Visted = kill(visitor); 2:11; unknown trigger event 'Visted'; did you mean 'visited'?
      role A\\nability A.k X = KIL(X); 2:17; unknown component 'KIL'; did you mean 'kill'?
      role A Fction=mafia; 1:8; unknown role setting 'Fction'; did you mean 'faction'?
      modifier M Trat=macho; 1:12; unknown modifier setting 'Trat'; did you mean 'trait'?
      role A\\nability A.k X = role(X, SETT Cop); 2:25; unknown role operation 'SETT'; did you mean 'set'?
      role A\\nability A.k X = notify(X, "unclosed); 2:27; missing closing '"'
      """)
  void aMissingWordSaysWhatWasExpected(String text, String at, String message) {
    RulesResult r = read(text.replace("\\n", "\n"));
    assertEquals(1, r.diagnostics().size(), r::renderDiagnostics);
    Diagnostic d = r.diagnostics().get(0);
    assertEquals(at, d.line() + ":" + d.column(), d.render());
    assertTrue(d.message().startsWith(message), d.render());
  }
}
