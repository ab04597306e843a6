/*
 * `krait run FILE|-`: runs one file as one cell. print goes to stdout as it happens; an
 * uncaught exception prints a CPython-style traceback on stderr; the exit code says how the
 * cell ended. Never a Java stack trace for anything a cell does.
 */
package dev.krait.cli;

import dev.krait.python.ExecutionOptions;
import dev.krait.python.Program;
import dev.krait.python.Python;
import dev.krait.python.PythonSyntaxError;
import dev.krait.python.Step;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Runs a Python file as a cell. */
@Command(name = "run", mixinStandardHelpOptions = true,
    description = "Run FILE (or - for standard input) as one Krait cell.",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:success", "1:uncaught Python exception", "2:syntax error", "3:resource limit exceeded",
        "4:cancelled", "5:fatal tool or internal error", "64:usage error"})
final class RunCommand implements Callable<Integer> {
  static final int OK = 0;
  static final int PYTHON_EXCEPTION = 1;
  static final int SYNTAX_ERROR = 2;
  static final int LIMIT = 3;
  static final int CANCELLED = 4;
  static final int INTERNAL = 5;

  @Option(names = "--timeout", defaultValue = "5s", converter = Sizes.DurationConverter.class,
      description = "CPU budget of the cell (default: ${DEFAULT-VALUE}); waiting is free.")
  Duration timeout;

  @Option(names = "--heap", defaultValue = "64m", converter = Sizes.SizeConverter.class,
      description = "Live Python data the cell may keep (default: ${DEFAULT-VALUE}).")
  long heap;

  @Parameters(index = "0", paramLabel = "FILE", description = "The Python file to run, or - for standard input.")
  String file;

  @Override
  public Integer call() {
    PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), false,
        StandardCharsets.UTF_8);
    PrintStream err = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.err), true,
        StandardCharsets.UTF_8);
    if (timeout.isZero() || timeout.isNegative()) {
      err.println("krait: --timeout must be positive");
      return Main.EXIT_USAGE;
    }
    if (heap < (8L << 20)) {
      err.println("krait: --heap must be at least 8m");
      return Main.EXIT_USAGE;
    }
    String source;
    String filename;
    try {
      if (file.equals("-")) {
        source = readAll(System.in);
        filename = "<stdin>";
      } else {
        source = Files.readString(Path.of(file), StandardCharsets.UTF_8);
        filename = file;
      }
    } catch (NoSuchFileException e) {
      err.println("krait: can't open file '" + file + "': No such file or directory");
      return Main.EXIT_USAGE;
    } catch (IOException | RuntimeException e) {
      err.println("krait: can't read '" + file + "': " + e.getMessage());
      return Main.EXIT_USAGE;
    }
    try {
      return run(source, filename, out, err);
    } finally {
      out.flush();
      err.flush();
    }
  }

  private int run(String source, String filename, PrintStream out, PrintStream err) {
    Program program;
    try {
      program = Python.compile(source, filename);
    } catch (PythonSyntaxError e) {
      err.print(e.report());
      return SYNTAX_ERROR;
    }
    ExecutionOptions options = ExecutionOptions.builder()
        .cpuTimeNanos(timeout.toNanos())
        .heapBytes(heap)
        .stdout(out::print)
        .build();
    Step step;
    try {
      step = Python.run(program, options);
    } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
      err.println("krait: internal error: " + e);
      return INTERNAL;
    }
    out.flush();
    if (step instanceof Step.Completed) {
      return OK;
    }
    if (step instanceof Step.Raised raised) {
      err.print(raised.failure().traceback());
      return PYTHON_EXCEPTION;
    }
    if (step instanceof Step.LimitExceeded limit) {
      err.println("LimitExceeded: " + limit.message());
      return LIMIT;
    }
    if (step instanceof Step.Cancelled) {
      err.println("Cancelled");
      return CANCELLED;
    }
    err.println("krait: the cell is waiting on a host call that cannot complete");
    return INTERNAL;
  }

  private static String readAll(InputStream in) throws IOException {
    return new String(in.readAllBytes(), StandardCharsets.UTF_8);
  }
}
