package org.nightres.docs;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.nightres.core.NightResolver;
import org.nightres.core.format.GamePlay;
import org.nightres.core.format.GameScript;
import org.nightres.core.format.NightParser;
import org.nightres.core.format.ParseResult;
import org.nightres.nar.NarResolver;
import org.nightres.rar.RarResolver;
import org.nightres.snarf.SnarfResolver;

/**
 * Examples are tests: every {@code ```java} block of the README and of {@code docs/*.md} is
 * compiled against the project's modules and run. A block is a sequence of statements; it runs
 * inside a method with the imports below, and fails the build if it does not compile or throws.
 * Every {@code ```night} block must parse without errors, and one with a {@code # deaths: A, B}
 * line must kill exactly those players under rar, snarf and nar; every {@code ```game} block (a game file
 * of {@code games.md} section 1) must parse and play through its last night under RAR, and one
 * with {@code # night 2 deaths: A, B} lines must kill exactly those players in those nights
 * under rar, snarf and nar. A {@code // prints: ...} comment line after a statement is checked against what it printed.
 */
class DocSamplesTest {
  private static final Pattern BLOCK = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL);
  private static final Pattern NIGHT_BLOCK = Pattern.compile("```night\\n(.*?)```", Pattern.DOTALL);
  private static final Pattern GAME_BLOCK = Pattern.compile("```game\\n(.*?)```", Pattern.DOTALL);
  private static final Pattern PRINTS = Pattern.compile("//\\s*prints:\\s*(.*)");
  /** A {@code # night 2 deaths: A, B} line in a game sample: who dies that night, every scheme. */
  private static final Pattern NIGHT_DEATHS = Pattern.compile("(?m)^# night (\\d+) deaths:(.*)$");

  /** A {@code # deaths: A, B} line in a night sample: who dies, under rar, snarf and nar. */
  private static final Pattern DEATHS = Pattern.compile("(?m)^# deaths:(.*)$");
  private static final String IMPORTS = String.join("\n",
      "import java.nio.file.*;",
      "import java.util.*;",
      "import org.nightres.core.*;",
      "import org.nightres.core.model.*;",
      "import org.nightres.core.component.*;",
      "import org.nightres.core.outcome.*;",
      "import org.nightres.core.format.*;",
      "import org.nightres.lab.generate.*;",
      "import org.nightres.lab.compare.*;",
      "import org.nightres.rar.RarResolver;",
      "import org.nightres.snarf.SnarfResolver;",
      "");

  @TestFactory
  Stream<DynamicTest> everyJavaSampleCompilesAndRuns() throws IOException {
    Path root = Path.of("").toAbsolutePath();
    while (!Files.exists(root.resolve("README.md")) || !Files.isDirectory(root.resolve("docs"))) {
      root = root.getParent();
    }
    List<Path> files = new ArrayList<>();
    files.add(root.resolve("README.md"));
    try (Stream<Path> docs = Files.list(root.resolve("docs"))) {
      docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(files::add);
    }
    List<DynamicTest> tests = new ArrayList<>();
    for (Path file : files) {
      Matcher m = BLOCK.matcher(Files.readString(file));
      int n = 0;
      while (m.find()) {
        String code = m.group(1);
        String name = file.getFileName() + " sample " + (++n);
        tests.add(DynamicTest.dynamicTest(name, () -> compileAndRun(name, code)));
      }
    }
    for (Path file : files) {
      Matcher m = NIGHT_BLOCK.matcher(Files.readString(file));
      int n = 0;
      while (m.find()) {
        String text = m.group(1);
        String name = file.getFileName() + " night " + (++n);
        tests.add(DynamicTest.dynamicTest(name, () -> {
          ParseResult r = NightParser.standard().parse(name, text);
          assertTrue(r.ok(), name + ":\n" + r.renderDiagnostics());
          Matcher deaths = DEATHS.matcher(text);
          if (deaths.find()) { // what the text says happens, under every scheme
            List<String> expected = deaths.group(1).isBlank() ? List.of()
                : List.of(deaths.group(1).trim().split("\\s*,\\s*"));
            for (NightResolver resolver : List.of(new RarResolver(), new SnarfResolver(),
                new NarResolver())) {
              assertEquals(expected, resolver.resolve(r.night().orElseThrow()).deaths(),
                  name + " under " + resolver.scheme());
            }
          }
        }));
      }
    }
    for (Path file : files) {
      Matcher m = GAME_BLOCK.matcher(Files.readString(file));
      int n = 0;
      while (m.find()) {
        String text = m.group(1);
        String name = file.getFileName() + " game " + (++n);
        tests.add(DynamicTest.dynamicTest(name, () -> {
          GameScript script = NightParser.standard().parseGame(name, text);
          assertTrue(script.ok(), name + ":\n" + script.diagnostics());
          List<Integer> nights = script.nightNumbers();
          GamePlay play = script.play(new RarResolver(), nights.get(nights.size() - 1));
          assertTrue(play.ok(), name + ":\n" + play.diagnostics());
          assertTrue(play.nights().size() == nights.size(), name + ": not every night was played");
          Matcher deaths = NIGHT_DEATHS.matcher(text);
          while (deaths.find()) { // what the text says happens that night, under every scheme
            int night = Integer.parseInt(deaths.group(1));
            List<String> expected = deaths.group(2).isBlank() ? List.of()
                : List.of(deaths.group(2).trim().split("\\s*,\\s*"));
            for (NightResolver resolver : List.of(new RarResolver(), new SnarfResolver(),
                new NarResolver())) {
              GamePlay p = script.play(resolver);
              assertTrue(p.ok(), name + " under " + resolver.scheme() + ":\n" + p.diagnostics());
              assertEquals(expected, p.outcomes().get(nights.indexOf(night)).deaths(),
                  name + ", night " + night + ", under " + resolver.scheme());
            }
          }
        }));
      }
    }
    assertFalse(tests.isEmpty(), "no samples found");
    return tests.stream();
  }

  private static void compileAndRun(String name, String code) throws Exception {
    String className = "Sample";
    String source = IMPORTS + "public class " + className + " {\n  public static void run() throws Exception {\n"
        + code + "\n  }\n}\n";
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    Map<String, ByteArrayOutputStream> classes = new HashMap<>();
    StandardJavaFileManager standard = compiler.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8);
    ForwardingJavaFileManager<StandardJavaFileManager> manager = new ForwardingJavaFileManager<>(standard) {
      @Override
      public JavaFileObject getJavaFileForOutput(Location location, String cls, JavaFileObject.Kind kind,
          FileObject sibling) {
        return new SimpleJavaFileObject(URI.create("mem:///" + cls + kind.extension), kind) {
          @Override
          public java.io.OutputStream openOutputStream() {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            classes.put(cls, out);
            return out;
          }
        };
      }
    };
    JavaFileObject unit = new SimpleJavaFileObject(URI.create("string:///" + className + ".java"),
        JavaFileObject.Kind.SOURCE) {
      @Override
      public CharSequence getCharContent(boolean ignoreEncodingErrors) {
        return source;
      }
    };
    List<String> options = List.of("-classpath", System.getProperty("java.class.path"), "--release", "17");
    boolean ok = compiler.getTask(null, manager, diagnostics, options, null, List.of(unit)).call();
    StringBuilder errors = new StringBuilder();
    for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
      errors.append(d.getLineNumber() - (IMPORTS.lines().count() + 2)).append(": ").append(d.getMessage(null)).append('\n');
    }
    assertTrue(ok, name + " does not compile:\n" + errors + "\n" + code);
    ClassLoader loader = new ClassLoader(DocSamplesTest.class.getClassLoader()) {
      @Override
      protected Class<?> findClass(String n) throws ClassNotFoundException {
        ByteArrayOutputStream bytes = classes.get(n);
        if (bytes == null) {
          throw new ClassNotFoundException(n);
        }
        byte[] b = bytes.toByteArray();
        return defineClass(n, b, 0, b.length);
      }
    };
    Method run = loader.loadClass(className).getMethod("run");
    PrintStream original = System.out;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
    try {
      run.invoke(null);
    } finally {
      System.setOut(original);
    }
    String printed = captured.toString(StandardCharsets.UTF_8);
    Matcher expected = PRINTS.matcher(code);
    while (expected.find()) {
      assertTrue(printed.contains(expected.group(1).trim()),
          name + " should print '" + expected.group(1).trim() + "' but printed:\n" + printed);
    }
  }
}
