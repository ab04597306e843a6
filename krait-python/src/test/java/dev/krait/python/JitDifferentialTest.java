/*
 * The compiling tier held to the interpreter's semantics: every conformance case and every golden
 * traceback case runs twice in this JVM, purely interpreted and with the tier forced on for every
 * function (threshold 0: compiled at its first call), and what each printed, how it ended and its
 * whole traceback text must be identical. A few async cases race real 10 ms sleeps; a mismatch is
 * run once more before it fails, as a loaded machine can make either run lose such a race.
 */
package dev.krait.python;

import static org.assertj.core.api.Assertions.assertThat;

import dev.krait.python.vm.VmAccess;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

class JitDifferentialTest {
  private static final long STACK_BYTES = 256L << 20;
  private static final ExecutorService EXECUTOR = Executors.newSingleThreadExecutor(r -> {
    Thread t = new Thread(null, r, "krait-jit-differential", STACK_BYTES);
    t.setDaemon(true);
    return t;
  });

  @AfterAll
  static void shutdown() {
    EXECUTOR.shutdownNow();
  }

  @TestFactory
  Stream<DynamicTest> compiledRunsAsInterpreted() throws IOException {
    List<Path> cases = new ArrayList<>();
    for (String dir : new String[] {"conformance", "tracebacks"}) {
      try (Stream<Path> files = Files.list(resource(dir))) {
        files.filter(p -> p.toString().endsWith(".py")).sorted().forEach(cases::add);
      }
    }
    List<DynamicTest> tests = new ArrayList<>();
    for (Path p : cases) {
      String name = p.getParent().getFileName() + "/" + p.getFileName();
      tests.add(DynamicTest.dynamicTest(name, p.toUri(), () -> {
        String source = Files.readString(p, StandardCharsets.UTF_8);
        String interpreted = run(source, -1);
        String compiled = run(source, 0);
        if (!compiled.equals(interpreted)) {
          // a few async cases race real sleeps of 10 ms: under load either run can lose; again once
          interpreted = run(source, -1);
          compiled = run(source, 0);
        }
        assertThat(compiled).as("%s compiled vs interpreted", name).isEqualTo(interpreted);
      }));
    }
    tests.add(DynamicTest.dynamicTest("the forced runs compiled code", () -> {
      long before = VmAccess.jitCompiledCount();
      run("def f(x):\n    return x + 1\nprint(f(1))\n", 0);
      assertThat(VmAccess.jitCompiledCount()).isGreaterThan(before);
    }));
    return tests.stream();
  }

  /** Printed output, then the ending with the whole traceback, with the tier at this threshold. */
  private static String run(String source, int threshold) throws Exception {
    Future<String> f = EXECUTOR.submit(() -> {
      int saved = VmAccess.jitThreshold();
      VmAccess.setJitThreshold(threshold);
      StringBuilder out = new StringBuilder();
      try {
        Program program = Python.compile(source, "<cell>");
        ExecutionOptions options = ExecutionOptions.builder()
            .cpuTimeNanos(10_000_000_000L)
            .stdout(out::append)
            .stderr(s -> out.append("[stderr]").append(s))
            .build();
        Step step = Python.run(program, options);
        if (step instanceof Step.Raised r) {
          out.append("!! raised\n").append(r.failure().traceback());
        } else if (!(step instanceof Step.Completed)) {
          out.append("!! ").append(step);
        }
      } catch (PythonSyntaxError e) {
        out.append("!! ").append(e.report());
      } finally {
        VmAccess.setJitThreshold(saved);
      }
      return out.toString();
    });
    return f.get(60, TimeUnit.SECONDS);
  }

  private static Path resource(String dir) {
    Path src = Paths.get("src", "test", "resources", dir);
    if (Files.isDirectory(src)) {
      return src;
    }
    try {
      return Paths.get(JitDifferentialTest.class.getClassLoader().getResource(dir).toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
