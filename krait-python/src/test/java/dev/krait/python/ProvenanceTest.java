/*
 * Our own code only: no Java or Python source of the repository may share a run of three
 * consecutive non-blank lines with CPython's standard library. CPython is the oracle of
 * behaviour, never a source of text; this test keeps it that way for every file, tests included.
 */
package dev.krait.python;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The rule, exactly as issue 11 states it: strip every line, drop the blank ones, and slide a
 * window of three lines over what is left; a window in which some line is longer than 20
 * characters must not also be a window of a {@code .py} file under the installed CPython's
 * {@code sysconfig.get_paths()["stdlib"]} (skipping {@code test/}, {@code idlelib/},
 * {@code tkinter/}, {@code lib2to3/} and {@code site-packages}).
 *
 * <p>The repository's windows are indexed first (a few hundred thousand), then each stdlib file
 * is streamed past the index, so the stdlib's millions of windows are never held at once.
 * Files scanned: everything {@code git ls-files} lists (tracked, plus untracked files that are
 * not ignored, so a new file is checked before its first commit), outside {@code target/} and
 * {@code node_modules/}.
 */
class ProvenanceTest {
  private static final Set<String> SKIPPED_TOP_DIRS = Set.of("test", "idlelib", "tkinter", "lib2to3");
  private static final int WINDOW = 3;
  private static final int LONG_LINE = 20;

  /** One repository window: where it starts. */
  private record Origin(String file, int line) {}

  @Test
  void noSourceFileSharesThreeLinesWithCpythonsStandardLibrary() throws IOException {
    Path repo = repositoryRoot();
    Path stdlib = cpythonStdlib();

    Map<String, List<Origin>> ours = new HashMap<>();
    for (String file : sourceFiles(repo)) {
      forEachWindow(repo.resolve(file), (key, line) ->
          ours.computeIfAbsent(key, k -> new ArrayList<>(1)).add(new Origin(file, line)));
    }

    // file -> (line -> CPython file it matched), sorted for a stable report
    Map<String, TreeMap<Integer, String>> offences = new TreeMap<>();
    List<Path> cpythonFiles;
    try (Stream<Path> walk = Files.walk(stdlib)) {
      cpythonFiles = walk.filter(p -> p.toString().endsWith(".py") && !skipped(stdlib.relativize(p)))
          .sorted()
          .toList();
    }
    cpythonFiles.parallelStream().forEach(p -> {
      String cpython = stdlib.relativize(p).toString();
      forEachWindow(p, (key, line) -> {
        List<Origin> hits = ours.get(key);
        if (hits != null) {
          synchronized (offences) {
            for (Origin o : hits) {
              offences.computeIfAbsent(o.file(), f -> new TreeMap<>())
                  .merge(o.line(), cpython, (a, b) -> a.compareTo(b) <= 0 ? a : b);
            }
          }
        }
      });
    });

    assertThat(report(offences))
        .as("source files sharing %d consecutive non-blank lines with CPython's stdlib (%s)",
            WINDOW, stdlib)
        .isEmpty();
  }

  /**
   * The four skipped directories are the stdlib's top-level ones ({@code unittest/test/} is
   * scanned, as the rule reads); {@code site-packages} is skipped wherever it is.
   */
  private static boolean skipped(Path relative) {
    if (relative.getNameCount() > 1 && SKIPPED_TOP_DIRS.contains(relative.getName(0).toString())) {
      return true;
    }
    for (Path part : relative) {
      if (part.toString().equals("site-packages")) {
        return true;
      }
    }
    return false;
  }

  /** One line per offending file: its name, how many windows, their first lines and matches. */
  private static String report(Map<String, TreeMap<Integer, String>> offences) {
    StringBuilder sb = new StringBuilder();
    offences.forEach((file, lines) -> {
      sb.append(file).append(": ").append(lines.size()).append(" window(s) at lines");
      Map<String, List<Integer>> byMatch = new TreeMap<>();
      lines.forEach((line, cpython) -> byMatch.computeIfAbsent(cpython, c -> new ArrayList<>()).add(line));
      byMatch.forEach((cpython, ls) -> sb.append(' ').append(ls).append(" (").append(cpython).append(')'));
      sb.append('\n');
    });
    return sb.toString();
  }

  interface WindowSink {
    void accept(String key, int firstLine);
  }

  /**
   * Calls {@code sink} for every window of three consecutive non-blank stripped lines of
   * {@code file} in which some line is over 20 characters; the key is the lines joined by
   * newlines, the line number that of the window's first line (1-based).
   */
  private static void forEachWindow(Path file, WindowSink sink) {
    List<String> text = new ArrayList<>();
    List<Integer> numbers = new ArrayList<>();
    int n = 0;
    for (String raw : readLines(file)) {
      n++;
      String s = strip(raw);
      if (!s.isEmpty()) {
        text.add(s);
        numbers.add(n);
      }
    }
    for (int i = 0; i + WINDOW <= text.size(); i++) {
      boolean hasLong = false;
      for (int j = i; j < i + WINDOW; j++) {
        String t = text.get(j);
        hasLong |= t.codePointCount(0, t.length()) > LONG_LINE;
      }
      if (hasLong) {
        sink.accept(String.join("\n", text.subList(i, i + WINDOW)), numbers.get(i));
      }
    }
  }

  /** Python's {@code str.strip()}: its notion of white space is wider than Java's. */
  private static String strip(String s) {
    int start = 0;
    int end = s.length();
    while (start < end && isSpace(s.charAt(start))) {
      start++;
    }
    while (end > start && isSpace(s.charAt(end - 1))) {
      end--;
    }
    return s.substring(start, end);
  }

  private static boolean isSpace(char c) {
    return Character.isWhitespace(c) || Character.isSpaceChar(c) || c == '\u0085';
  }

  /** Lines of a file decoded as UTF-8, undecodable bytes replaced (as Python's errors="replace"). */
  private static List<String> readLines(Path file) {
    try {
      byte[] bytes = Files.readAllBytes(file);
      String text = StandardCharsets.UTF_8.newDecoder()
          .onMalformedInput(CodingErrorAction.REPLACE)
          .onUnmappableCharacter(CodingErrorAction.REPLACE)
          .decode(java.nio.ByteBuffer.wrap(bytes))
          .toString();
      return text.lines().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(file.toString(), e);
    }
  }

  private static Path repositoryRoot() {
    return Paths.get(run("git", "rev-parse", "--show-toplevel").strip());
  }

  /** The repository's .java and .py files, relative to its root. */
  private static List<String> sourceFiles(Path repo) {
    List<String> files = new ArrayList<>();
    for (String f : run("git", "-C", repo.toString(), "ls-files", "--cached", "--others",
        "--exclude-standard").split("\n")) {
      if ((f.endsWith(".java") || f.endsWith(".py"))
          && !(f.startsWith("target/") || f.contains("/target/"))
          && !(f.startsWith("node_modules/") || f.contains("/node_modules/"))
          && Files.isRegularFile(repo.resolve(f))) {
        files.add(f);
      }
    }
    assertThat(files).as("source files listed by git in %s", repo).isNotEmpty();
    return files;
  }

  private static Path cpythonStdlib() {
    String out;
    try {
      out = run("python3", "-c", "import sysconfig; print(sysconfig.get_paths()['stdlib'])");
    } catch (IllegalStateException e) {
      throw new AssertionError("the provenance test needs python3 (CPython 3.11 or later) on the"
          + " PATH, to read its standard library; install it (CI does). " + e.getMessage(), e);
    }
    Path stdlib = Paths.get(out.strip());
    assertThat(stdlib.resolve("os.py")).as("CPython's stdlib at %s", stdlib).isRegularFile();
    return stdlib;
  }

  /** Runs a command and returns its standard output; IllegalStateException when it cannot. */
  private static String run(String... command) {
    try {
      Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
      byte[] out = p.getInputStream().readAllBytes();
      if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
        throw new IllegalStateException(String.join(" ", command) + " failed");
      }
      return new String(out, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new IllegalStateException(String.join(" ", command) + ": " + e.getMessage(), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(String.join(" ", command) + " interrupted", e);
    }
  }
}
