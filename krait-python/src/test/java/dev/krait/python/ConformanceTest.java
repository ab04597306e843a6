/*
 * The conformance corpus: every src/test/resources/conformance/<area>__<variant>.py runs
 * through Krait as a cell and its output must equal the CPython-generated <name>.out exactly
 * (see scripts/regen-conformance.py for how the expectations are produced).
 */
package dev.krait.python;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs the conformance corpus, one {@link DynamicTest} per case plus a final summary.
 *
 * <p>A case is compiled with {@link Python#compile} and run with {@link Python#run}; its actual
 * output is everything printed, then, when the cell ends abnormally, one line {@code !! ...}:
 * {@code !! ExcType: message} for an uncaught exception ({@link PythonFailure#lastLine()}),
 * {@code !! SyntaxError: msg} for a compile error, {@code !! LimitExceeded: message} for a limit.
 *
 * <p>{@code conformance/KNOWN_FAILURES} lists cases (one per line, {@code #} comments) that do
 * not pass yet: such a case is asserted to still fail, so the list has to be pruned as the
 * interpreter improves. System properties:
 *
 * <ul>
 *   <li>{@code -Dkrait.conformance.filter=substring}: run only cases whose name contains it
 *   <li>{@code -Dkrait.conformance.update-known-failures=true}: rewrite KNOWN_FAILURES from the
 *       results of this run (cases outside the filter keep their entries); known-failure
 *       mismatches then do not fail the build
 * </ul>
 */
class ConformanceTest {
  private static final String RESOURCE_DIR = "conformance";
  private static final Path SOURCE_DIR = Paths.get("src", "test", "resources", RESOURCE_DIR);
  private static final long CPU_LIMIT_NANOS = 10_000_000_000L;
  /** Wall-clock guard for an interpreter bug that loops outside the CPU meter. */
  private static final long WALL_LIMIT_SECONDS = 60;
  private static final long STACK_BYTES = 256L << 20;

  private static final String FILTER = System.getProperty("krait.conformance.filter", "");
  private static final boolean UPDATE =
      Boolean.parseBoolean(System.getProperty("krait.conformance.update-known-failures", "false"));

  private static ExecutorService executor = newExecutor();

  @AfterAll
  static void shutdown() {
    executor.shutdownNow();
  }

  @TestFactory
  Stream<DynamicTest> conformance() throws IOException {
    Path dir = casesDirectory();
    Set<String> known = readKnownFailures(dir.resolve("KNOWN_FAILURES"));
    List<String> names;
    try (Stream<Path> files = Files.list(dir)) {
      names =
          files
              .map(p -> p.getFileName().toString())
              .filter(n -> n.endsWith(".py"))
              .map(n -> n.substring(0, n.length() - 3))
              .filter(n -> n.contains(FILTER))
              .sorted()
              .toList();
    }
    Map<String, Boolean> passed = new LinkedHashMap<>();
    List<DynamicTest> tests = new ArrayList<>();
    for (String name : names) {
      tests.add(
          DynamicTest.dynamicTest(
              name, dir.resolve(name + ".py").toUri(), () -> runCase(dir, name, known, passed)));
    }
    tests.add(
        DynamicTest.dynamicTest(
            "conformance summary", () -> summary(dir, names, known, passed)));
    return tests.stream();
  }

  private static void runCase(Path dir, String name, Set<String> known, Map<String, Boolean> passed)
      throws IOException {
    String source = Files.readString(dir.resolve(name + ".py"), StandardCharsets.UTF_8);
    Path outFile = dir.resolve(name + ".out");
    String expected =
        Files.exists(outFile) ? Files.readString(outFile, StandardCharsets.UTF_8) : null;
    String actual = execute(name, source);
    boolean ok = expected != null && expected.equals(actual);
    synchronized (passed) {
      passed.put(name, ok);
    }
    if (expected == null) {
      fail("missing expected output %s.out (run scripts/regen-conformance.py)", name);
    }
    if (known.contains(name)) {
      if (ok && !UPDATE) {
        fail(
            "%s now passes: remove it from conformance/KNOWN_FAILURES "
                + "(or run with -Dkrait.conformance.update-known-failures=true)",
            name);
      }
      return;
    }
    if (!ok && UPDATE) {
      return; // recorded in KNOWN_FAILURES by the summary
    }
    assertThat(actual).as("output of conformance case %s", name).isEqualTo(expected);
  }

  private static void summary(
      Path dir, List<String> names, Set<String> known, Map<String, Boolean> passed)
      throws IOException {
    int total = names.size();
    int ok = 0;
    int knownFailing = 0;
    int unexpected = 0;
    List<String> failing = new ArrayList<>();
    for (String name : names) {
      boolean p = passed.getOrDefault(name, false);
      if (p) {
        ok++;
      } else {
        failing.add(name);
        if (known.contains(name)) {
          knownFailing++;
        } else {
          unexpected++;
        }
      }
    }
    System.out.printf(
        "conformance: %d passed, %d known failures of %d%s%n",
        ok,
        knownFailing,
        total,
        unexpected > 0 ? " (" + unexpected + " unexpected failures)" : "");
    if (UPDATE) {
      Set<String> updated = new TreeSet<>();
      for (String k : known) {
        if (!k.contains(FILTER) || !names.contains(k)) {
          // outside this run: keep, unless the case no longer exists at all
          if (Files.exists(dir.resolve(k + ".py"))) {
            updated.add(k);
          }
        }
      }
      updated.addAll(failing);
      writeKnownFailures(knownFailuresTarget(dir), updated);
      System.out.printf(
          "conformance: wrote %d entries to %s%n", updated.size(), knownFailuresTarget(dir));
    }
  }

  /** Runs one cell and renders what it printed plus its ending, the way the regen script does. */
  static String execute(String name, String source) {
    StringBuilder out = new StringBuilder();
    Future<String> future =
        executor.submit(
            () -> {
              String ending;
              try {
                Program program = Python.compile(source, "<cell>");
                ExecutionOptions options =
                    ExecutionOptions.builder()
                        .cpuTimeNanos(CPU_LIMIT_NANOS)
                        .stdout(
                            s -> {
                              synchronized (out) {
                                out.append(s);
                              }
                            })
                        .build();
                Step step = Python.run(program, options);
                ending = ending(step);
              } catch (PythonSyntaxError e) {
                ending = e.kind() + ": " + e.msg();
              } catch (Throwable t) {
                ending = "JavaException: " + describe(t);
              }
              return ending;
            });
    String ending;
    try {
      ending = future.get(WALL_LIMIT_SECONDS, TimeUnit.SECONDS);
    } catch (TimeoutException e) {
      future.cancel(true);
      // The stuck thread cannot be killed safely; abandon it (daemon) and use a fresh executor.
      executor.shutdownNow();
      executor = newExecutor();
      ending = "JavaTimeout: no result after " + WALL_LIMIT_SECONDS + " s of wall-clock time";
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      ending = "JavaException: interrupted";
    } catch (ExecutionException e) {
      ending = "JavaException: " + describe(e.getCause());
    }
    String printed;
    synchronized (out) {
      printed = out.toString();
    }
    if (ending == null) {
      return printed;
    }
    if (!printed.isEmpty() && !printed.endsWith("\n")) {
      printed += "\n";
    }
    return printed + "!! " + ending + "\n";
  }

  private static String ending(Step step) {
    if (step instanceof Step.Completed) {
      return null;
    }
    if (step instanceof Step.Raised raised) {
      return raised.failure().lastLine();
    }
    if (step instanceof Step.LimitExceeded limit) {
      return "LimitExceeded: " + limit.message();
    }
    if (step instanceof Step.Blocked blocked) {
      return "Blocked: the cell still waits (wakeAtNanos=" + blocked.wakeAtNanos() + ")";
    }
    if (step instanceof Step.Cancelled) {
      return "Cancelled";
    }
    return "UnknownStep: " + step;
  }

  private static String describe(Throwable t) {
    StringWriter w = new StringWriter();
    t.printStackTrace(new PrintWriter(w));
    String[] lines = w.toString().split("\n");
    StringBuilder b = new StringBuilder(String.valueOf(t).replace('\n', ' '));
    // keep the first few frames on the same line so the .out diff shows where it came from
    for (int i = 1; i < Math.min(lines.length, 4); i++) {
      b.append(" | ").append(lines[i].trim());
    }
    return b.toString();
  }

  private static ExecutorService newExecutor() {
    return Executors.newSingleThreadExecutor(
        r -> {
          Thread t = new Thread(null, r, "krait-conformance", STACK_BYTES);
          t.setDaemon(true);
          return t;
        });
  }

  private static Path casesDirectory() {
    if (Files.isDirectory(SOURCE_DIR)) {
      return SOURCE_DIR;
    }
    URL url = ConformanceTest.class.getClassLoader().getResource(RESOURCE_DIR);
    if (url == null) {
      throw new IllegalStateException("conformance corpus not found");
    }
    try {
      return Paths.get(url.toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  /** KNOWN_FAILURES is rewritten in the source tree, never only in target/test-classes. */
  private static Path knownFailuresTarget(Path dir) {
    return (Files.isDirectory(SOURCE_DIR) ? SOURCE_DIR : dir).resolve("KNOWN_FAILURES");
  }

  private static Set<String> readKnownFailures(Path file) {
    Set<String> names = new TreeSet<>();
    if (!Files.exists(file)) {
      return names;
    }
    try {
      for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
        int hash = line.indexOf('#');
        String name = (hash >= 0 ? line.substring(0, hash) : line).trim();
        if (name.endsWith(".py")) {
          name = name.substring(0, name.length() - 3);
        }
        if (!name.isEmpty()) {
          names.add(name);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return names;
  }

  private static void writeKnownFailures(Path file, Set<String> names) throws IOException {
    StringBuilder b = new StringBuilder();
    b.append("# Conformance cases that do not pass yet, one per line. ConformanceTest asserts that\n");
    b.append("# each listed case still fails, so remove a line as soon as its case passes.\n");
    b.append("# Regenerate from the current results with:\n");
    b.append("#   ./mvnw -pl krait-python test -Dtest=ConformanceTest ");
    b.append("-Dkrait.conformance.update-known-failures=true\n");
    for (String name : names) {
      b.append(name).append('\n');
    }
    Files.writeString(file, b.toString(), StandardCharsets.UTF_8);
  }
}
